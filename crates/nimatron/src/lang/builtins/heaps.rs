//! Heap games as CGSuite writes them (its `game.heap` library):
//! generalized take-and-break codes, coin-turning (spawning) codes, the
//! coordinate games (Wythoff, Mem, Take-Away, Fibonacci Nim) and the partizan
//! ones (partizan subtraction, the cakes, Partizan Euclid).

use super::{p, Arg, Builtin, Ctx, Engine};
use crate::impartial::coordinate::CoordinateGame;
use crate::impartial::spawning::Spawning;
use crate::impartial::tbcode::TbCode;
use crate::lang::error::LangError;
use crate::lang::value::{Kind, Value};
use crate::limits::Stop;
use crate::numbers::{Ordinal, Rational};

use super::algebra::builtin as heap_fn;

/// The most moves `heapoptions` and `spawningoptions` list.
const MAX_LISTED: usize = 1_000_000;

/// The moves `moves` lists (at most [`MAX_LISTED`], under the store's
/// limits), as a list of lists of heap sizes.
fn list_moves(
    c: &mut Ctx<'_>,
    moves: impl FnOnce(&mut dyn FnMut() -> Result<(), Stop>) -> Result<Vec<Vec<usize>>, Stop>,
) -> Result<Value, LangError> {
    let mut meter = c.store.limits().start();
    let mut count = 0usize;
    let opts = moves(&mut || {
        count += 1;
        if count > MAX_LISTED {
            return Err(Stop::TooLarge(format!(
                "more than {MAX_LISTED} moves to list"
            )));
        }
        meter.tick()
    })
    .map_err(|e| stop(c, e))?;
    let list = opts
        .into_iter()
        .map(|o| {
            Value::List(
                o.into_iter()
                    .map(|h| Value::Game(c.store.integer(h as i64)))
                    .collect(),
            )
        })
        .collect();
    Ok(Value::List(list))
}

const MN: &[super::Param] = &[p("m", Kind::Integer), p("n", Kind::Integer)];

/// A natural number argument (declared `Kind::Integer`).
fn natural(c: &Ctx<'_>, a: &Arg) -> Result<u64, LangError> {
    a.game()
        .ok()
        .and_then(|g| c.store.number_value(g).and_then(Rational::to_i64))
        .and_then(|n| u64::try_from(n).ok())
        .ok_or_else(|| LangError::new("expected a natural number below 2^63", a.span))
}

fn code(a: &Arg) -> Result<TbCode, LangError> {
    let s = a.str()?;
    let named = match s.trim().to_ascii_lowercase().as_str() {
        "kayles" => "0.77",
        "dawson" | "dawsonskayles" => "0.07",
        "grundy" | "grundysgame" => "4!.0",
        "nim" => "0.[3]",
        _ => s,
    };
    TbCode::parse(named).map_err(|e| LangError::new(e.to_string(), a.span))
}

fn nimber(c: &mut Ctx<'_>, v: u32) -> Value {
    Value::nimber(c.store, Ordinal::finite(u64::from(v)))
}

fn stop(c: &Ctx<'_>, e: Stop) -> LangError {
    LangError::stop(e, c.span)
}

fn heap_size(c: &Ctx<'_>, a: &Arg) -> Result<usize, LangError> {
    let n = natural(c, a)?;
    usize::try_from(n)
        .ok()
        .filter(|&n| n <= 1 << 24)
        .ok_or_else(|| LangError::new("heap sizes up to 2^24 here", a.span))
}

fn coordinate(c: &mut Ctx<'_>, g: CoordinateGame, a: &Arg, b: &Arg) -> Result<Value, LangError> {
    let (m, n) = (natural(c, a)?, natural(c, b)?);
    let limits = c.store.limits().clone();
    let v = g.nim_value(m, n, &limits).map_err(|e| stop(c, e))?;
    Ok(nimber(c, v))
}

fn cake(
    c: &mut Ctx<'_>,
    left: &str,
    right: &str,
    twisted: bool,
    a: &[Arg],
) -> Result<Value, LangError> {
    let (l, r) = (
        TbCode::parse(left).expect("a valid code"),
        TbCode::parse(right).expect("a valid code"),
    );
    let (m, n) = (cake_side(c, &a[0])?, cake_side(c, &a[1])?);
    Ok(Value::Game(c.store.cake(&l, &r, twisted, m, n)))
}

/// A side of a cake: at most 2^20 (a move visits every way to cut a side).
fn cake_side(c: &Ctx<'_>, a: &Arg) -> Result<u64, LangError> {
    let n = natural(c, a)?;
    (n <= 1 << 20)
        .then_some(n)
        .ok_or_else(|| LangError::new("cake sides up to 2^20 here", a.span))
}

fn naturals(c: &Ctx<'_>, a: &Arg) -> Result<Vec<u64>, LangError> {
    let Value::List(items) = &a.value else {
        return Err(LangError::type_error(
            "expected a list of natural numbers",
            a.span,
        ));
    };
    items
        .iter()
        .map(|v| match v {
            Value::Game(g) => c
                .store
                .number_value(*g)
                .and_then(Rational::to_i64)
                .and_then(|n| u64::try_from(n).ok())
                .ok_or_else(|| LangError::new("expected natural numbers", a.span)),
            _ => Err(LangError::new("expected natural numbers", a.span)),
        })
        .collect()
}

pub(super) const BUILTINS: &[Builtin] = &[
    heap_fn(
        "takeandbreak",
        &[p("code", Kind::Str), p("n", Kind::Integer)],
        "the nimber of a heap of n in a take-and-break game, its code as CGSuite writes it (0.77, 4!.0, 0.[3], 0.3F!, {2+}=.0, sub:1,3,4, allbut:2,3,7, or kayles, dawson, grundy, nim)",
        &[
            ("takeandbreak(\"0.77\", 10)", "*2"),
            ("takeandbreak(\"4!.0\", 18)", "*4"),
            ("takeandbreak(\"allbut:2,3,7\", 20)", "*10"),
        ],
        Engine::Search,
        |c, a| {
            let code = code(&a[0])?;
            let n = heap_size(c, &a[1])?;
            let limits = c.store.limits().clone();
            let g = code.nim_values(n, &limits).map_err(|e| stop(c, e))?;
            Ok(nimber(c, g[n]))
        },
    ),
    heap_fn(
        "tbcode",
        &[p("code", Kind::Str)],
        "a take-and-break code in CGSuite's normal form (sub:2,3,7 is 0.0330003, allbut:2,3,7 is 0.3003330[3])",
        &[("tbcode(\"allbut:2,3,7\")", "\"0.3003330[3]\""), ("tbcode(\"04.30\")", "\"4.3\"")],
        Engine::Constant,
        |_, a| Ok(Value::Str(code(&a[0])?.to_string())),
    ),
    heap_fn(
        "heapoptions",
        &[p("code", Kind::Str), p("n", Kind::Integer)],
        "the moves from a heap of n in a take-and-break game: the heaps each leaves",
        &[("heapoptions(\"4!.0\", 8)", "[[1, 7], [2, 6], [3, 5]]")],
        Engine::Search,
        |c, a| {
            let code = code(&a[0])?;
            let n = heap_size(c, &a[1])?;
            list_moves(c, |tick| code.heap_options(n, tick))
        },
    ),
    heap_fn(
        "spawning",
        &[p("code", Kind::Str), p("n", Kind::Integer)],
        "the nimber of a coin at n in a coin-turning game in CGSuite's spawning code (1-3 Mock Turtles, 1+C Ruler, 3 Triplets, 4FS Grunt)",
        &[("spawning(\"1-3\", 5)", "*8"), ("spawning(\"1+C\", 8)", "*8")],
        Engine::Search,
        |c, a| {
            let s = Spawning::parse(a[0].str()?).map_err(|e| LangError::new(e.to_string(), a[0].span))?;
            let n = heap_size(c, &a[1])?;
            let limits = c.store.limits().clone();
            let g = s.nim_values(n, &limits).map_err(|e| stop(c, e))?;
            Ok(nimber(c, g[n]))
        },
    ),
    heap_fn(
        "spawningoptions",
        &[p("code", Kind::Str), p("n", Kind::Integer)],
        "the moves from a coin at n in a coin-turning game: the other coins each turns",
        &[("spawningoptions(\"1-2\", 3)", "[[], [1], [2]]")],
        Engine::Search,
        |c, a| {
            let s = Spawning::parse(a[0].str()?).map_err(|e| LangError::new(e.to_string(), a[0].span))?;
            let n = heap_size(c, &a[1])?;
            list_moves(c, |tick| s.heap_options(n, tick))
        },
    ),
    heap_fn(
        "wythoff",
        MN,
        "the nimber of Wythoff's game with heaps m and n (take from one heap, or the same from both)",
        &[("wythoff(3, 5)", "0"), ("wythoff(10, 0)", "*10")],
        Engine::Search,
        |c, a| coordinate(c, CoordinateGame::GenWythoff(1), &a[0], &a[1]),
    ),
    heap_fn(
        "genwythoff",
        &[p("m", Kind::Integer), p("n", Kind::Integer), p("r", Kind::Integer)],
        "r-Wythoff (CGSuite's GenWythoff(k -> k + r)): take from one heap, or k and l >= 1 from both with |k - l| < r",
        &[("genwythoff(10, 4, 2)", "0")],
        Engine::Search,
        |c, a| {
            let r = natural(c, &a[2])?.max(1);
            coordinate(c, CoordinateGame::GenWythoff(r), &a[0], &a[1])
        },
    ),
    heap_fn(
        "mem",
        MN,
        "Mem at (n, memory): take j tokens with j >= the memory, which becomes j",
        &[("mem(10, 0)", "*3")],
        Engine::Search,
        |c, a| coordinate(c, CoordinateGame::Mem, &a[0], &a[1]),
    ),
    heap_fn(
        "takeaway",
        &[p("limit", Kind::Rational), p("n", Kind::Integer), p("memory", Kind::Integer)],
        "Take-Away at (n, memory): take j <= limit·memory tokens, which become the memory",
        &[("takeaway(3, 10, 3)", "*6")],
        Engine::Search,
        |c, a| {
            let limit = c.store.number_value(a[0].game()?).cloned().unwrap_or_default();
            coordinate(c, CoordinateGame::TakeAway(limit), &a[1], &a[2])
        },
    ),
    heap_fn(
        "fibonaccinim",
        MN,
        "Fibonacci Nim at (n, memory): take at most twice the last move (Take-Away with limit 2)",
        &[("fibonaccinim(10, 4)", "*5")],
        Engine::Search,
        |c, a| coordinate(c, CoordinateGame::TakeAway(Rational::from_i64(2)), &a[0], &a[1]),
    ),
    heap_fn(
        "cutcake",
        MN,
        "Cutcake (m, n) as CGSuite defines it: Left splits n in two, Right splits m",
        &[("cutcake(8, 2)", "-3")],
        Engine::Store,
        |c, a| cake(c, "4.0", "4.0", false, a),
    ),
    heap_fn(
        "eatcake",
        MN,
        "Eatcake (m, n): Left eats a row (n loses one and may split), Right a column",
        &[("eatcake(8, 1)", "^")],
        Engine::Store,
        |c, a| cake(c, "0.7", "0.7", false, a),
    ),
    heap_fn(
        "maundycake",
        MN,
        "Maundy Cake (m, n): Left splits n into equal parts, Right m",
        &[("maundycake(8, 8)", "0")],
        Engine::Store,
        |c, a| cake(c, "{2+}=.0", "{2+}=.0", false, a),
    ),
    heap_fn(
        "turnandeatcake",
        MN,
        "Turn-and-Eatcake (m, n): Eatcake with the cake turned before each move",
        &[("turnandeatcake(8, 1)", "v")],
        Engine::Store,
        |c, a| cake(c, "0.7", "0.7", true, a),
    ),
    heap_fn(
        "gencutcake",
        &[
            p("left", Kind::Str),
            p("right", Kind::Str),
            p("twisted", Kind::Any),
            p("m", Kind::Integer),
            p("n", Kind::Integer),
        ],
        "CGSuite's GenCutcake (m, n) from two take-and-break codes: Left moves in n by the first, Right in m by the second; twisted: the cake turns first",
        &[("gencutcake(\"{2+}=.0\", \"{2+}=.0\", true, 8, 8)", "+-12")],
        Engine::Store,
        |c, a| {
            let (l, r) = (code(&a[0])?, code(&a[1])?);
            let Value::Bool(twisted) = a[2].value else {
                return Err(LangError::type_error("twisted must be true or false", a[2].span));
            };
            let (m, n) = (cake_side(c, &a[3])?, cake_side(c, &a[4])?);
            Ok(Value::Game(c.store.cake(&l, &r, twisted, m, n)))
        },
    ),
    heap_fn(
        "partizaneuclid",
        &[p("p", Kind::Integer), p("q", Kind::Integer)],
        "Partizan Euclid (p, q): Left moves to (q, p mod q), Right to (q, q - p mod q)",
        &[("partizaneuclid(8, 3)", "v")],
        Engine::Store,
        |c, a| {
            let (p, q) = (natural(c, &a[0])?, natural(c, &a[1])?);
            Ok(Value::Game(c.store.partizan_euclid(p, q)))
        },
    ),
    heap_fn(
        "partizansubtraction",
        &[p("left", Kind::List), p("right", Kind::List), p("n", Kind::Integer)],
        "a heap of n where Left removes a number of tokens in the first list, Right one in the second",
        &[("partizansubtraction([1, 3], [2, 3], 6)", "{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}")],
        Engine::Store,
        |c, a| {
            let (l, r) = (naturals(c, &a[0])?, naturals(c, &a[1])?);
            let n = heap_size(c, &a[2])? as u64;
            Ok(Value::Game(c.store.partizan_subtraction(&l, &r, n)))
        },
    ),
];
