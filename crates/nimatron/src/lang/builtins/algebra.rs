//! CGSuite's algebra of short games: compound sums, products, overheating and
//! freezing, incentives, companions, stop counts, followers, parity and
//! temper, misère outcomes of canonical forms, and uptimals (`pow`, `powto`,
//! `subordinate`, `uptimal`).

use super::{p, Arg, Builtin, Ctx, Engine};
use crate::algebra::Form;
use crate::lang::error::LangError;
use crate::lang::value::{Kind, Value};
use crate::numbers::{Rational, Surreal};
use crate::short::Game;

use super::games::of_game;

const G: &[super::Param] = &[p("G", Kind::Game)];

const GH: &[super::Param] = &[p("G", Kind::Form), p("H", Kind::Form)];

/// A builtin declaration: the constructor the family files of this work share.
pub(super) const fn builtin(
    name: &'static str,
    params: &'static [super::Param],
    doc: &'static str,
    examples: &'static [(&'static str, &'static str)],
    engine: Engine,
    call: super::Call,
) -> Builtin {
    Builtin {
        name,
        params,
        constant: false,
        doc,
        examples,
        engine,
        call,
    }
}

/// A builtin of two game forms computed in the store.
const fn of_two(
    name: &'static str,
    doc: &'static str,
    examples: &'static [(&'static str, &'static str)],
    call: super::Call,
) -> Builtin {
    builtin(name, GH, doc, examples, Engine::Store, call)
}

/// `op` on both arguments as game forms.
fn form_op(
    c: &mut Ctx<'_>,
    a: &[Arg],
    op: fn(&mut crate::short::GameStore, &Form, &Form) -> Game,
) -> Result<Value, LangError> {
    let (f, h) = forms(a)?;
    Ok(Value::Game(op(c.store, &f, &h)))
}

fn two(a: &[Arg]) -> Result<(Game, Game), LangError> {
    Ok((a[0].game()?, a[1].game()?))
}

/// Both arguments as game forms (declared `Kind::Form`).
fn forms(a: &[Arg]) -> Result<(Form, Form), LangError> {
    let f = |x: &Arg| {
        x.value.as_form().ok_or_else(|| {
            LangError::type_error(
                format!("expected a game, found {}", x.value.kind_name()),
                x.span,
            )
        })
    };
    Ok((f(&a[0])?, f(&a[1])?))
}

/// The argument as a dyadic rational (declared `Kind::Rational`).
fn dyadic(c: &Ctx<'_>, a: &Arg) -> Result<Rational, LangError> {
    let g = a.game()?;
    match c.store.number_value(g) {
        Some(x) if x.is_dyadic() => Ok(x.clone()),
        _ => Err(LangError::new(
            "the exponent must be a dyadic rational (a number of a short game)",
            a.span,
        )),
    }
}

pub(super) const BUILTINS: &[Builtin] = &[
    of_two(
        "ordinalsum",
        "ordinal sum G : H = {G^L, G:H^L | G^R, G:H^R} of the canonical forms (a move in G annuls H); also written G : H, between + - and * / as in CGSuite",
        &[("ordinalsum(1/2, 1/4)", "9/16"), ("*5 : *6", "*11")],
        |c, a| form_op(c, a, crate::short::GameStore::form_ordinal_sum),
    ),
    of_two(
        "conjunctive",
        "conjunctive sum: every move is made in both components (it ends when either does)",
        &[("conjunctive(+-1, ^^)", "{0|-1}"), ("conjunctive(1/2, 1/4)", "1/2")],
        |c, a| form_op(c, a, crate::short::GameStore::form_conjunctive_sum),
    ),
    of_two(
        "selective",
        "selective sum (Winning Ways): each move is made in one component or in both",
        &[("selective(*5, *6)", "*11"), ("selective(1/2, 1/4)", "3/4")],
        |c, a| form_op(c, a, crate::short::GameStore::form_selective_sum),
    ),
    Builtin {
        name: "conway",
        params: &[p("G", Kind::Any), p("H", Kind::Any)],
        constant: false,
        doc: "Conway's product G·H of the canonical forms (numbers multiply, nimbers, transfinite ones too, by the nim product)",
        examples: &[
            ("conway({3|1}, ^^)", "{^6|^^}"),
            ("conway(*4, *4)", "*6"),
            ("conway(nimber(omega), nimber(omega^2))", "*2"),
        ],
        engine: Engine::Store,
        call: |c, a| {
            if a.iter().any(|x| matches!(x.value, Value::Nimber(_))) {
                return super::nimbers::nim_product(c, &a[0], &a[1]);
            }
            form_op(c, a, crate::short::GameStore::form_conway_product)
        },
    },
    Builtin {
        name: "norton",
        params: &[p("G", Kind::Game), p("U", Kind::Game)],
        constant: false,
        doc: "Norton's product G.U: G copies of U for an integer G, else {G^L.U + U + Δ | G^R.U - U - Δ} over U's incentives Δ",
        examples: &[("norton(1/2, ^)", "{^^*|v*}"), ("norton(6, ^)", "^6")],
        engine: Engine::Store,
        call: |c, a| {
            let (g, u) = two(a)?;
            Ok(Value::Game(c.store.norton_product(g, u)))
        },
    },
    of_two(
        "ordinalproduct",
        "CGSuite's ordinal product: options (G ⊗ H') : G' for the options H' of H and G' of G (of -G for Right's H'); on nimbers, ordinal multiplication",
        &[("ordinalproduct(*5, *6)", "*30"), ("ordinalproduct(1/2, 1/4)", "11/32")],
        |c, a| form_op(c, a, crate::short::GameStore::form_ordinal_product),
    ),
    Builtin {
        name: "overheat",
        params: &[p("G", Kind::Game), p("s", Kind::Game), p("t", Kind::Game)],
        constant: false,
        doc: "G overheated from s to t: an integer n is n.s (Norton), else {G^L overheated + t | G^R overheated - t}",
        examples: &[("overheat(*, 1, 1)", "+-1"), ("overheat(1/2, 1, 1)", "{1|0}")],
        engine: Engine::Thermography,
        call: |c, a| {
            let (g, s, t) = (a[0].game()?, a[1].game()?, a[2].game()?);
            Ok(Value::Game(c.store.overheat(g, s, t)))
        },
    },
    Builtin {
        name: "freeze",
        params: G,
        constant: false,
        doc: "G frozen: cooled by its temperature (a number is its own freeze)",
        examples: &[("freeze({3||2*|1*})", "9/4*"), ("freeze({2|1})", "3/2*")],
        engine: Engine::Thermography,
        call: |c, a| Ok(Value::Game(c.store.freeze(a[0].game()?))),
    },
    of_game(
        "incentives",
        "the incentives G^L - G and G - G^R, without duplicates and dominated ones",
        &[("incentives(^)", "[^*]"), ("incentives(5)", "[-1]")],
        |c, a| incentives(c, a, true, true),
    ),
    of_game(
        "leftincentives",
        "Left's incentives G^L - G, the undominated ones",
        &[("leftincentives(^)", "[v]")],
        |c, a| incentives(c, a, true, false),
    ),
    of_game(
        "rightincentives",
        "Right's incentives G - G^R, the undominated ones",
        &[("rightincentives(^)", "[^*]")],
        |c, a| incentives(c, a, false, true),
    ),
    of_game(
        "companion",
        "the companion (Siegel): * for 0, ^ and ^* swapped; else the options' companions, with 0 added for the player G favours",
        &[("companion(^)", "^*"), ("companion({0||0|-3/2})", "{0,*||*|-3/2}")],
        |c, a| Ok(Value::Game(c.store.companion(a[0].game()?))),
    ),
    of_game(
        "stopcount",
        "the number of stops (leaves of the canonical game tree)",
        &[("stopcount(*8)", "4374"), ("stopcount({3||2*|1*})", "5")],
        |c, a| {
            let n = c.store.stop_count(a[0].game()?);
            Ok(Value::Game(c.store.number(Rational::from_bigint(n.into()))))
        },
    ),
    super::games::of_game_or_loopy(
        "followers",
        "every follower of G (G included), each once (of a loopy stopper's canonical form)",
        // CanonicalStopperTestCase.scala:11.
        &[("followers(^)", "[0, *, ^]"), ("followers(on)", "[on]")],
        |c, a| {
            if super::games::is_loopy(a) {
                return super::loopy::followers(c, a, false);
            }
            Ok(Value::games(c.store.followers(a[0].game()?)))
        },
    ),
    super::games::of_game_or_loopy(
        "followercount",
        "the number of followers of G (G included; of a loopy stopper's canonical form)",
        // CanonicalStopperTestCase.scala:67.
        &[("followercount(5)", "6"), ("followercount(*8)", "9"), ("followercount({pass|3/2})", "5")],
        |c, a| {
            if super::games::is_loopy(a) {
                return super::loopy::followers(c, a, true);
            }
            let n = c.store.follower_count(a[0].game()?);
            Ok(Value::Game(c.store.number(Rational::from_bigint(n))))
        },
    ),
    of_game(
        "iseven",
        "whether G is even: n*m (m <= 1) with n + m even, or all options odd",
        &[("iseven(4)", "true"), ("iseven(*)", "false")],
        |c, a| Ok(Value::Bool(c.store.is_even(a[0].game()?))),
    ),
    of_game(
        "isodd",
        "whether G is odd: n*m (m <= 1) with n + m odd, or all options even",
        &[("isodd(*)", "true"), ("isodd(*2)", "false")],
        |c, a| Ok(Value::Bool(c.store.is_odd(a[0].game()?))),
    ),
    of_game(
        "iseventempered",
        "whether G is even-tempered: a number, or all options odd-tempered",
        &[("iseventempered(1/2)", "true"), ("iseventempered({3||2*|1*})", "false")],
        |c, a| Ok(Value::Bool(c.store.is_even_tempered(a[0].game()?))),
    ),
    of_game(
        "isoddtempered",
        "whether G is odd-tempered: a number plus *, or all options even-tempered",
        &[("isoddtempered(9/8*)", "true"), ("isoddtempered(^)", "false")],
        |c, a| Ok(Value::Bool(c.store.is_odd_tempered(a[0].game()?))),
    ),
    of_game(
        "isinteger",
        "whether G is an integer",
        &[("isinteger(5)", "true"), ("isinteger(1/2)", "false")],
        |c, a| {
            let g = a[0].game()?;
            Ok(Value::Bool(
                c.store.number_value(g).is_some_and(Rational::is_integer),
            ))
        },
    ),
    of_game(
        "isinfinitesimal",
        "whether G is infinitesimal (both stops 0)",
        &[("isinfinitesimal(^*6)", "true"), ("isinfinitesimal(1/2)", "false")],
        |c, a| Ok(Value::Bool(c.store.is_infinitesimal(a[0].game()?))),
    ),
    of_game(
        "isnumberish",
        "whether G is a number plus an infinitesimal (equal stops)",
        &[("isnumberish(6^*)", "true"), ("isnumberish({2|1})", "false")],
        |c, a| Ok(Value::Bool(c.store.is_numberish(a[0].game()?))),
    ),
    of_game(
        "isnumbertiny",
        "whether G is a number, or a number plus a tiny or a miny ({x||x|y} with y < x)",
        &[("isnumbertiny({0||0|-3/2})", "true"), ("isnumbertiny(^)", "false")],
        |c, a| Ok(Value::Bool(c.store.is_number_tiny(a[0].game()?))),
    ),
    of_game(
        "isatomic",
        "whether G is atomic (has an atomic weight)",
        &[("isatomic({1|^^||^})", "true"), ("isatomic({1|^3||^})", "false")],
        |c, a| Ok(Value::Bool(c.store.atomic_weight(a[0].game()?).is_some())),
    ),
    of_game(
        "isuptimal",
        "whether G is an uptimal (a number, a nimber and a sum of ^<n>)",
        &[("isuptimal({0|*||*|||*})", "true"), ("isuptimal({0||0|-2})", "false")],
        |c, a| Ok(Value::Bool(c.store.uptimal_expansion(a[0].game()?).is_some())),
    ),
    Builtin {
        name: "isordinal",
        params: &[p("x", Kind::Any)],
        constant: false,
        doc: "whether x is an ordinal: a natural number, a number such as omega+5, or (as a game) one without Right options",
        examples: &[("isordinal(5)", "true"), ("isordinal(omega - 5)", "false")],
        engine: Engine::Numbers,
        call: |c, a| {
            Ok(Value::Bool(match &a[0].value {
                Value::Game(g) => c.store.is_ordinal(*g),
                Value::Surreal(x) => is_ordinal(x),
                _ => false,
            }))
        },
    },
    of_game(
        "iszero",
        "whether G is 0",
        &[("iszero(*+*)", "true")],
        |c, a| Ok(Value::Bool(a[0].game()? == c.store.zero())),
    ),
    Builtin {
        name: "pow",
        params: &[p("G", Kind::Game), p("x", Kind::Rational)],
        constant: false,
        doc: "G^<x> = {0 | H - powto(G, x-1)} for G = {0|H} and a dyadic x (pow(^, n) is ^<n>)",
        examples: &[("pow(^, 2)", "^<2>"), ("pow(^, 2) == {0|v*}", "true"), ("pow(^, 3) + *", "^<3>*")],
        engine: Engine::Store,
        call: |c, a| {
            let g = a[0].game()?;
            let x = dyadic(c, &a[1])?;
            let (l, r) = (c.store.left_options(g), c.store.right_options(g));
            if l != [c.store.zero()] || r.len() != 1 {
                return Err(LangError::new(
                    "invalid base for `pow` (the base must be of the form {0|H})",
                    a[0].span,
                ));
            }
            c.store
                .pow(g, &x)
                .map(Value::Game)
                .ok_or_else(|| LangError::new("invalid exponent", a[1].span))
        },
    },
    Builtin {
        name: "powto",
        params: &[p("G", Kind::Game), p("x", Kind::Rational)],
        constant: false,
        doc: "G^[x] = G : x' for a dyadic x >= 0, x' being x subordinated to 1 (powto(^, n) is ^[n])",
        examples: &[("powto(^, 3)", "^[3]"), ("powto(^, 2) == {^|*}", "true"), ("powto(+-1, 3)", "{1,{1,+-1|-1}|-1}")],
        engine: Engine::Store,
        call: |c, a| {
            let g = a[0].game()?;
            let x = dyadic(c, &a[1])?;
            c.store
                .powto(g, &x)
                .map(Value::Game)
                .ok_or_else(|| LangError::new("invalid exponent", a[1].span))
        },
    },
    of_two(
        "subordinate",
        "G subordinated to the base H: H's options removed from every follower's options (CGSuite's Subordinate)",
        &[
            ("subordinate(1/8, 1)", "-3"),
            ("subordinate(+-1, +-1)", "0"),
            ("subordinate(powto(^, 5), explicit([*], [*]))", "5"),
        ],
        |c, a| {
            let (f, h) = forms(a)?;
            let g = c.store.form_value(&f);
            let (bl, br) = c.store.options_of_form(&h);
            let bl: Vec<Game> = bl.iter().map(|x| c.store.form_value(x)).collect();
            let br: Vec<Game> = br.iter().map(|x| c.store.form_value(x)).collect();
            c.store.subordinate(g, &bl, &br).map(Value::Game).ok_or_else(|| {
                LangError::new(
                    "that game cannot be subordinated to this base",
                    a[0].span.to(a[1].span),
                )
            })
        },
    ),
    of_game(
        "uptimal",
        "the uptimal expansion x*m.a1a2... of an uptimal x + *m + a1.^<1> + a2.^<2> + ... (CGSuite's notation)",
        &[("uptimal({0|*||*|||*})", "\"0.111\""), ("uptimal(v*)", "\"*.1-\"")],
        |c, a| match c.store.uptimal_expansion(a[0].game()?) {
            Some(e) => Ok(Value::Str(e.to_string())),
            None => Err(LangError::new("that game is not an uptimal", a[0].span)),
        },
    ),
    Builtin {
        name: "explicit",
        params: &[p("left", Kind::List), p("right", Kind::List)],
        constant: false,
        doc: "the explicit game {left | right} kept as written, not canonical (CGSuite's '{*|*}'), for the compounds that depend on forms",
        examples: &[
            ("explicit([*], [*])", "'{*|*}'"),
            ("ordinalsum(explicit([*], [*]), 3)", "^[3]"),
            ("explicit([*], [*]) == 0", "true"),
        ],
        engine: Engine::Store,
        call: |c, a| {
            let mut sides = [Vec::new(), Vec::new()];
            for (side, arg) in sides.iter_mut().zip(a) {
                let Value::List(items) = &arg.value else {
                    return Err(LangError::type_error("expected a list of games", arg.span));
                };
                for v in items {
                    side.push(v.as_form().ok_or_else(|| {
                        LangError::type_error(
                            format!("the options of an explicit game must be games, found {}", v.kind_name()),
                            arg.span,
                        )
                    })?);
                }
            }
            let [left, right] = sides;
            let f = Form::node(left, right);
            if f.depth() > EXPLICIT_MAX_DEPTH {
                return Err(LangError::new("explicit games nest too deeply", c.span));
            }
            Ok(Value::Explicit(f))
        },
    },
];

/// The deepest explicit (non-canonical) game built by `explicit(...)`: its
/// forms are walked by plain recursion.
const EXPLICIT_MAX_DEPTH: usize = 200;

fn incentives(c: &mut Ctx<'_>, a: &[Arg], left: bool, right: bool) -> Result<Value, LangError> {
    let g = a[0].game()?;
    let mut v = c.store.incentives(g, left, right);
    v.sort_by(|&x, &y| c.store.display_cmp(x, y));
    Ok(Value::games(v))
}

/// Whether a surreal number is an ordinal: every exponent an ordinal, every
/// coefficient a natural number.
pub(crate) fn is_ordinal(x: &Surreal) -> bool {
    x.terms()
        .iter()
        .all(|(e, c)| c.is_integer() && c.signum() > 0 && is_ordinal(e))
}
