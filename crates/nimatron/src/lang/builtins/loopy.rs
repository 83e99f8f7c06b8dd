//! Functions of loopy games (Siegel, CGT ch. VI; CGSuite's `CanonicalStopper`
//! and `SidedValue`): the named values, predicates, stops, sides, degree.
//!
//! Examples are CGSuite's expectations (the rows of
//! `crates/nimatron/tests/data/cgsuite-loopy.tsv`, source lines named there);
//! a short game is taken as the loopy game it is.

use super::{p, Arg, Builtin, Ctx, Engine};
use crate::lang::error::LangError;
use crate::lang::loopy_fns::{self, with_arena, Arena, LoopyKind};
use crate::lang::value::{Kind, Value};
use crate::limits::Stop;
use crate::loopy::{Loopy, Pseudonumber};
use crate::short::GameStore;

const G: &[super::Param] = &[p("G", Kind::Loopy)];
const GH: &[super::Param] = &[p("G", Kind::Loopy), p("H", Kind::Loopy)];

/// A named loopy value, read by the loopy reader.
const fn named(
    name: &'static str,
    doc: &'static str,
    examples: &'static [(&'static str, &'static str)],
) -> Builtin {
    Builtin {
        name,
        params: &[],
        constant: true,
        doc,
        examples,
        engine: Engine::Store,
        call: |c, _| loopy_fns::read(c.store, c.name, c.span),
    }
}

/// A function of one loopy game.
const fn of_loopy(
    name: &'static str,
    doc: &'static str,
    examples: &'static [(&'static str, &'static str)],
    call: super::Call,
) -> Builtin {
    Builtin {
        name,
        params: G,
        constant: false,
        doc,
        examples,
        engine: Engine::Store,
        call,
    }
}

/// Run `f` on the game of the first argument (a sided value with different
/// sides is an error), under the session's limits.
fn on_game<T>(
    c: &mut Ctx<'_>,
    a: &[Arg],
    f: impl FnOnce(&mut GameStore, &mut Arena, Loopy) -> Result<T, Stop>,
) -> Result<T, LangError> {
    let v = a[0].value.clone();
    with_arena(c.store, |s, ar| {
        let g = ar
            .game(s, &v)?
            .ok_or(Stop::Unsupported("expected a game"))?;
        f(s, ar, g)
    })
    .map_err(|e| loopy_fns::stop_err(e, a[0].span))
}

fn truth(
    c: &mut Ctx<'_>,
    a: &[Arg],
    f: impl FnOnce(&mut Arena, Loopy) -> Result<bool, Stop>,
) -> Result<Value, LangError> {
    on_game(c, a, |_, ar, g| f(ar, g)).map(Value::Bool)
}

/// The followers of `g`'s canonical form (of the graph when not a stopper).
pub(crate) fn followers(c: &mut Ctx<'_>, a: &[Arg], count: bool) -> Result<Value, LangError> {
    let list = on_game(c, a, |s, ar, g| {
        let k = if ar.store.is_stopper(g)? {
            ar.store.canonical(g)?
        } else {
            g
        };
        if count {
            let n = ar.store.follower_count(k)?;
            return Ok(Err(i64::try_from(n).unwrap_or(i64::MAX)));
        }
        ar.store
            .followers(k)?
            .into_iter()
            .map(|h| ar.value(s, LoopyKind::Game(h)))
            .collect::<Result<Vec<_>, _>>()
            .map(Ok)
    })?;
    Ok(match list {
        Ok(items) => Value::List(items),
        Err(n) => Value::Game(c.store.integer(n)),
    })
}

/// A loopy vertex as a value.
fn vertex(
    c: &mut Ctx<'_>,
    a: &[Arg],
    f: fn(&mut Arena, Loopy) -> Result<Loopy, Stop>,
) -> Result<Value, LangError> {
    on_game(c, a, |s, ar, g| {
        let h = f(ar, g)?;
        ar.value(s, LoopyKind::Game(h))
    })
}

/// A pseudonumber (a stop) as a value, read back from its notation.
fn pseudo(c: &mut Ctx<'_>, x: Pseudonumber, at: crate::lang::Span) -> Result<Value, LangError> {
    let text = x.to_string();
    loopy_fns::read(c.store, &text, at)
}

/// The options of `g`'s canonical form (of the graph when not a stopper).
pub(crate) fn options(c: &mut Ctx<'_>, a: &[Arg], left: bool) -> Result<Value, LangError> {
    on_game(c, a, |s, ar, g| {
        let g = if ar.store.is_stopper(g)? {
            ar.store.canonical(g)?
        } else {
            g
        };
        let list = if left {
            ar.store.left_options(g).to_vec()
        } else {
            ar.store.right_options(g).to_vec()
        };
        list.into_iter()
            .map(|h| ar.value(s, LoopyKind::Game(h)))
            .collect::<Result<Vec<_>, _>>()
            .map(Value::List)
    })
}

/// `leftstop` or `rightstop` of a loopy game.
pub(crate) fn stop(c: &mut Ctx<'_>, a: &[Arg], left: bool) -> Result<Value, LangError> {
    let x = on_game(c, a, |_, ar, g| {
        if left {
            ar.store.left_stop(g)
        } else {
            ar.store.right_stop(g)
        }
    })?;
    pseudo(c, x, a[0].span)
}

/// The outcome class with draws of a loopy game.
pub(crate) fn outcome(c: &mut Ctx<'_>, a: &[Arg]) -> Result<Value, LangError> {
    on_game(c, a, |_, ar, g| ar.store.outcome(g)).map(Value::LoopyOutcome)
}

fn sided(c: &mut Ctx<'_>, a: &[Arg]) -> Result<Value, LangError> {
    let (x, y) = (a[0].value.clone(), a[1].value.clone());
    with_arena(c.store, |s, ar| {
        let kx = ar
            .operand(s, &x)?
            .ok_or(Stop::Unsupported("expected a game"))?;
        let ky = ar
            .operand(s, &y)?
            .ok_or(Stop::Unsupported("expected a game"))?;
        let on = ar.sides(kx)?.onside;
        let off = ar.sides(ky)?.offside;
        // A game's offside is never above its onside (Siegel, CGT VI.5);
        // CGSuite refuses the same ("offside is not <= onside").
        if !ar.store.leq(off, on)? {
            return Ok(Err(()));
        }
        Ok(Ok(ar.value(s, LoopyKind::Sided(on, off))?))
    })
    .map_err(|e| loopy_fns::stop_err(e, c.span))?
    .map_err(|()| {
        LangError::new(
            "in A & B the offside B must be less than or equal to the onside A",
            c.span,
        )
    })
}

fn two(
    c: &mut Ctx<'_>,
    a: &[Arg],
    f: fn(&mut Arena, Loopy, Loopy) -> Result<Loopy, Stop>,
) -> Result<Value, LangError> {
    let (x, y) = (a[0].value.clone(), a[1].value.clone());
    with_arena(c.store, |s, ar| {
        let g = ar
            .game(s, &x)?
            .ok_or(Stop::Unsupported("expected a game"))?;
        let h = ar
            .game(s, &y)?
            .ok_or(Stop::Unsupported("expected a game"))?;
        let z = f(ar, g, h)?;
        ar.value(s, LoopyKind::Game(z))
    })
    .map_err(|e| loopy_fns::stop_err(e, c.span))
}

pub(super) const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "loopy",
        params: &[p("text", Kind::Str)],
        constant: false,
        doc: "a loopy game or sided value read from CGSuite 2's notation (what a loopy literal such as {pass|0} means)",
        examples: &[("loopy(\"{pass|3/2}\")", "3/2under"), ("{0||0|0,pass}", "^<on>")],
        engine: Engine::Store,
        call: |c, a| loopy_fns::read(c.store, a[0].str()?, a[0].span),
    },
    Builtin {
        name: "sided",
        params: &[p("A", Kind::Loopy), p("B", Kind::Loopy)],
        constant: false,
        doc: "the sided value A & B: the onside of A with the offside of B",
        examples: &[("on & off", "dud"), ("sided(2, 1)", "2 & 1")],
        engine: Engine::Store,
        call: sided,
    },
    named("on", "on = {pass|}: Left may always pass", &[("on", "on")]),
    named("off", "off = {|pass}: Right may always pass", &[("off", "off")]),
    named("dud", "dud = {pass|pass}, the deathless universal draw", &[("dud", "dud")]),
    named("over", "over = {0|pass}", &[("over", "over")]),
    named("under", "under = {pass|0}", &[("under", "under")]),
    named("upon", "upon = {pass|*}, printed ^[on]", &[("upon", "^[on]")]),
    named("uponth", "uponth = {0||0|0,pass}, printed ^<on>", &[("uponth", "^<on>")]),
    named("tis", "tis = {tisn|}, tisn = {|tis}", &[("tis", "1 & 0")]),
    named("tisn", "tisn = {|tis}, tis = {tisn|}", &[("tisn", "0 & -1")]),
    of_loopy(
        "isstopper",
        "whether no infinite alternating play leaves any follower (a stopper)",
        &[("isstopper(over)", "true"), ("isstopper(dud)", "false")],
        |c, a| truth(c, a, |ar, g| ar.store.is_stopper(g)),
    ),
    of_loopy(
        "isloopfree",
        "whether the game has no cycle (then it is a short game)",
        &[("isloopfree({1|0})", "true"), ("isloopfree(on)", "false")],
        |c, a| truth(c, a, |ar, g| ar.store.is_loopfree(g)),
    ),
    of_loopy(
        "isplumtree",
        "whether the stopper's canonical form has no cycle but self-loops (a plumtree)",
        // CanonicalStopperTestCase.scala:217 (a{0||||0|||a|*||*} is no plumtree).
        &[("isplumtree(over)", "true"), ("isplumtree(a{0||||0|||a|*||*})", "false")],
        |c, a| {
            truth(c, a, |ar, g| {
                if !ar.store.is_stopper(g)? {
                    return Ok(false);
                }
                let k = ar.store.canonical(g)?;
                ar.store.is_plumtree(k)
            })
        },
    ),
    of_loopy(
        "isidempotent",
        "whether G + G = G (a stopper)",
        &[("isidempotent(on)", "true"), ("isidempotent({pass|3/2})", "false")],
        |c, a| truth(c, a, |ar, g| ar.store.is_idempotent(g)),
    ),
    of_loopy(
        "ispseudonumber",
        "whether the stopper is a number, on, off, or x over / x under",
        &[("ispseudonumber({pass|3/2})", "true"), ("ispseudonumber(upon)", "false")],
        |c, a| truth(c, a, |ar, g| ar.store.is_pseudonumber(g)),
    ),
    of_loopy(
        "isstable",
        "whether the upsum and downsum varieties of the stopper agree",
        // CanonicalStopperTestCase.scala:55, 74.
        &[("isstable(over)", "true"), ("isstable({pass|3/2})", "true")],
        |c, a| truth(c, a, |ar, g| ar.store.is_stable(g)),
    ),
    of_loopy(
        "degree",
        "the degree of a stopper: its upsum with its negative (Siegel, CGT VI.4)",
        // CanonicalStopperTestCase.scala:9, 66.
        &[("degree(on)", "on"), ("degree({pass|3/2})", "over")],
        |c, a| vertex(c, a, |ar, g| ar.store.degree(g)),
    ),
    of_loopy(
        "variety",
        "the variety of a stable stopper; \"That game is not stable.\" otherwise",
        // CanonicalStopperTestCase.scala:61, 80.
        &[("variety(over)", "over"), ("variety({pass|3/2})", "under")],
        |c, a| vertex(c, a, |ar, g| ar.store.variety(g)),
    ),
    of_loopy(
        "onside",
        "the onside of a stopper-sided game (infinite play won by Left), by sidling",
        // SidedValueTestCase.scala:19.
        &[("onside(a{{|a}|})", "1"), ("dud.Onside", "on")],
        |c, a| side(c, a, true),
    ),
    of_loopy(
        "offside",
        "the offside of a stopper-sided game (infinite play won by Right), by sidling",
        &[("offside(a{{|a}|})", "0"), ("dud.Offside", "off")],
        |c, a| side(c, a, false),
    ),
    of_loopy(
        "sides",
        "[onside, offside] of a stopper-sided game",
        &[("sides(a{1||a|0})", "[2, +-1]")],
        |c, a| {
            let v = a[0].value.clone();
            with_arena(c.store, |s, ar| {
                let k = ar.operand(s, &v)?.ok_or(Stop::Unsupported("expected a game"))?;
                let sv = ar.sides(k)?;
                Ok(Value::List(vec![
                    ar.value(s, LoopyKind::Game(sv.onside))?,
                    ar.value(s, LoopyKind::Game(sv.offside))?,
                ]))
            })
            .map_err(|e| loopy_fns::stop_err(e, a[0].span))
        },
    ),
    Builtin {
        name: "upsum",
        params: GH,
        constant: false,
        doc: "the upsum of two stoppers: their sum with infinite play won by Left",
        examples: &[("upsum(on, off)", "on")],
        engine: Engine::Store,
        call: |c, a| two(c, a, |ar, g, h| ar.store.upsum(g, h)),
    },
    Builtin {
        name: "downsum",
        params: GH,
        constant: false,
        doc: "the downsum of two stoppers: their sum with infinite play won by Right",
        examples: &[("downsum(on, off)", "off")],
        engine: Engine::Store,
        call: |c, a| two(c, a, |ar, g, h| ar.store.downsum(g, h)),
    },
];

fn side(c: &mut Ctx<'_>, a: &[Arg], on: bool) -> Result<Value, LangError> {
    let v = a[0].value.clone();
    with_arena(c.store, |s, ar| {
        let k = ar
            .operand(s, &v)?
            .ok_or(Stop::Unsupported("expected a game"))?;
        let sv = ar.sides(k)?;
        let x = if on { sv.onside } else { sv.offside };
        ar.value(s, LoopyKind::Game(x))
    })
    .map_err(|e| loopy_fns::stop_err(e, a[0].span))
}
