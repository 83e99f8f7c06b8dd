//! Functions of short games: outcome, options, stops, birthdays, tiny and
//! miny, classes of games, reduced canonical form, atomic weight, confusion
//! intervals, and moves in sums.

use super::{p, Arg, Builtin, Ctx, Engine};
use crate::lang::error::LangError;
use crate::lang::value::{number, Kind, Value};
use crate::numbers::Surreal;
use crate::short::Game;

const G: &[super::Param] = &[p("G", Kind::Game)];
/// A short game, or a loopy one (whose function is in `loopy.rs`).
const GL: &[super::Param] = &[p("G", Kind::Loopy)];

/// A builtin of one game, short or loopy.
pub(super) const fn of_game_or_loopy(
    name: &'static str,
    doc: &'static str,
    examples: &'static [(&'static str, &'static str)],
    call: super::Call,
) -> Builtin {
    Builtin {
        params: GL,
        ..of_game(name, doc, examples, call)
    }
}

pub(super) fn is_loopy(a: &[Arg]) -> bool {
    matches!(a[0].value, Value::Loopy(_))
}

/// A builtin of one game computed in the store.
pub(super) const fn of_game(
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

pub(super) const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "true",
        params: &[],
        constant: true,
        doc: "the truth value true",
        examples: &[("true", "true")],
        engine: Engine::Constant,
        call: |_, _| Ok(Value::Bool(true)),
    },
    Builtin {
        name: "false",
        params: &[],
        constant: true,
        doc: "the truth value false",
        examples: &[("false", "false")],
        engine: Engine::Constant,
        call: |_, _| Ok(Value::Bool(false)),
    },
    Builtin {
        name: "outcome",
        params: &[p("G", Kind::Any)],
        constant: false,
        doc: "outcome class: L (Left wins), R (Right wins), N (the player to move wins) or P (the other player wins); of a game, a number (omega - 5) or a nimber",
        examples: &[
            ("outcome(*1+*3+*5+*7)", "P"),
            ("{2|1||-1}.Outcome", "N"),
            ("outcome(omega - 5)", "L"),
            // SidedValueTestCase / the examples of issue 33.
            ("outcome(a{{|a}|})", "PHat"),
            ("outcome(dud)", "D"),
        ],
        engine: Engine::Store,
        call: outcome,
    },
    Builtin {
        name: "canonical",
        params: &[p("G", Kind::Form)],
        constant: false,
        doc: "the canonical form (of an explicit game too; every other game value is already canonical)",
        examples: &[
            ("canonical({1/4|1})", "1/2"),
            ("canonical(explicit([*], [*]))", "0"),
        ],
        engine: Engine::Store,
        call: |c, a| {
            let f = a[0].value.as_form().ok_or_else(|| {
                LangError::type_error("expected a game", a[0].span)
            })?;
            Ok(Value::Game(c.store.form_value(&f)))
        },
    },
    of_game_or_loopy(
        "leftstop",
        "Left stop: the number reached when Left starts and both play well (a pseudonumber of a loopy stopper)",
        // CanonicalStopperTestCase.scala:76 ({pass|3/2}).
        &[("leftstop({2|1})", "2"), ("leftstop({pass|3/2})", "3/2under")],
        |c, a| {
            if is_loopy(a) {
                return super::loopy::stop(c, a, true);
            }
            let x = c.store.left_stop(a[0].game()?);
            Ok(number(c.store, x))
        },
    ),
    of_game_or_loopy(
        "rightstop",
        "Right stop: the number reached when Right starts and both play well (a pseudonumber of a loopy stopper)",
        // CanonicalStopperTestCase.scala:79 ({pass|3/2}).
        &[("rightstop({2|1})", "1"), ("rightstop({pass|3/2})", "3/2under")],
        |c, a| {
            if is_loopy(a) {
                return super::loopy::stop(c, a, false);
            }
            let x = c.store.right_stop(a[0].game()?);
            Ok(number(c.store, x))
        },
    ),
    Builtin {
        name: "birthday",
        params: &[p("G", Kind::Any)],
        constant: false,
        doc: "the day a game or surreal number is born, an ordinal",
        examples: &[
            ("birthday({2|1||-1})", "4"),
            ("birthday({1|-1/3})", "omega+1"),
            ("birthday(omega + 1)", "omega+1"),
        ],
        engine: Engine::Store,
        call: birthday,
    },
    of_game(
        "options",
        "[Left options, Right options]",
        &[("options({2|1})", "[[2], [1]]")],
        |c, a| {
            let g = a[0].game()?;
            check_options(c, g, &a[0])?;
            let (l, r) = (
                c.store.sorted_options(g, true),
                c.store.sorted_options(g, false),
            );
            Ok(Value::List(vec![Value::games(l), Value::games(r)]))
        },
    ),
    of_game_or_loopy(
        "leftoptions",
        "Left options (of a loopy stopper's canonical form)",
        // CanonicalStopperTestCase.scala:56.
        &[("leftoptions({0,*|0})", "[0, *]"), ("leftoptions(over)", "[0]")],
        |c, a| {
            if is_loopy(a) {
                return super::loopy::options(c, a, true);
            }
            let g = a[0].game()?;
            check_options(c, g, &a[0])?;
            Ok(Value::games(c.store.sorted_options(g, true)))
        },
    ),
    of_game_or_loopy(
        "rightoptions",
        "Right options (of a loopy stopper's canonical form)",
        // CanonicalStopperTestCase.scala:59.
        &[("rightoptions({2|1,{1|0}})", "[1, {1|0}]"), ("rightoptions(over)", "[over]")],
        |c, a| {
            if is_loopy(a) {
                return super::loopy::options(c, a, false);
            }
            let g = a[0].game()?;
            check_options(c, g, &a[0])?;
            Ok(Value::games(c.store.sorted_options(g, false)))
        },
    ),
    of_game(
        "tiny",
        "Tiny(G) = {0||0|-G}, a positive infinitesimal (also written G.Tiny)",
        &[("tiny(2)", "Tiny(2)"), ("2.Tiny == {0||0|-2}", "true")],
        |c, a| {
            let g = a[0].game()?;
            let z = c.store.zero();
            let ng = c.store.neg(g);
            let inner = c.store.from_options(&[z], &[ng]);
            Ok(Value::Game(c.store.from_options(&[z], &[inner])))
        },
    ),
    of_game(
        "miny",
        "Miny(G) = {G|0||0}, a negative infinitesimal (also written G.Miny)",
        &[("miny(2)", "Miny(2)"), ("2.Miny == -(2.Tiny)", "true")],
        |c, a| {
            let g = a[0].game()?;
            let z = c.store.zero();
            let inner = c.store.from_options(&[g], &[z]);
            Ok(Value::Game(c.store.from_options(&[inner], &[z])))
        },
    ),
    of_game(
        "isnumber",
        "whether G is a number",
        &[("isnumber({1|2})", "true"), ("isnumber({1|1})", "false")],
        |c, a| Ok(Value::Bool(c.store.is_number(a[0].game()?))),
    ),
    of_game(
        "isnimber",
        "whether G is a nimber (0 included)",
        &[("isnimber({0,*|0,*})", "true")],
        |c, a| Ok(Value::Bool(c.store.is_nimber(a[0].game()?))),
    ),
    of_game(
        "isallsmall",
        "whether G is all-small (no number but 0 among its followers)",
        &[("isallsmall({0|*})", "true"), ("isallsmall({1|*})", "false")],
        |c, a| Ok(Value::Bool(c.store.is_all_small(a[0].game()?))),
    ),
    of_game(
        "rcf",
        "reduced canonical form: the simplest game infinitesimally close to G",
        &[("rcf(1+^)", "1"), ("rcf({2|1*})", "{2|1}")],
        |c, a| Ok(Value::Game(c.store.reduced_canonical_form(a[0].game()?))),
    ),
    of_game(
        "atomicweight",
        "atomic weight of an atomic game (how many ups it is worth): every all-small game, and infinitesimals close enough to a multiple of ^",
        &[
            ("atomicweight(^)", "1"),
            ("atomicweight({0|vv})", "-1"),
            ("atomicweight({1|^^||^})", "2"),
            ("atomicweight(2.Tiny)", "0"),
        ],
        |c, a| match c.store.atomic_weight(a[0].game()?) {
            Some(w) => Ok(Value::Game(w)),
            None => Err(LangError::new("that game is not atomic", a[0].span)),
        },
    ),
    of_game(
        "confusion",
        "confusion interval: the numbers G is confused with, e.g. \"[-1, 1)\" (or \"none\")",
        &[("confusion({2|1||-1})", "\"[-1, 1)\"")],
        |c, a| {
            Ok(Value::Str(match c.store.confusion_interval(a[0].game()?) {
                None => "none".to_string(),
                Some(ci) => format!(
                    "{}{}, {}{}",
                    if ci.lo_closed { "[" } else { "(" },
                    ci.lo,
                    ci.hi,
                    if ci.hi_closed { "]" } else { ")" }
                ),
            }))
        },
    ),
    Builtin {
        name: "hotstrat",
        params: &[p("games", Kind::Games)],
        constant: false,
        doc: "Left's Hotstrat move in the sum of a list of games: [component position (from 1), option]",
        examples: &[("hotstrat([{2|1}, +-3])", "[2, 3]")],
        engine: Engine::Thermography,
        call: |c, a| {
            let comps = a[0].games()?;
            Ok(match c.store.hotstrat_left(&comps) {
                Some(m) => sum_move(c, m),
                None => Value::List(vec![]),
            })
        },
    },
    Builtin {
        name: "winningmoves",
        params: &[p("games", Kind::Games)],
        constant: false,
        doc: "every winning Left move in the sum of a list of games, as [position (from 1), option]",
        examples: &[("winningmoves([{1/2|-2}, {1|-1/3}])", "[[1, 1/2]]")],
        engine: Engine::Store,
        call: |c, a| {
            let comps = a[0].games()?;
            let moves = c.store.winning_left_moves(&comps);
            Ok(Value::List(
                moves.into_iter().map(|m| sum_move(c, m)).collect(),
            ))
        },
    },
];

fn sum_move(c: &mut Ctx<'_>, m: crate::thermo::SumMove) -> Value {
    // Components count from 1, as positions in lists do.
    let i = c.store.integer(m.component as i64 + 1);
    Value::List(vec![Value::Game(i), Value::Game(m.option)])
}

/// Refuse to list the options of a non-dyadic number (infinitely many).
fn check_options(c: &mut Ctx<'_>, g: Game, arg: &Arg) -> Result<(), LangError> {
    if let Some(x) = c.store.number_value(g).filter(|x| !x.is_dyadic()) {
        return Err(LangError::new(
            format!("{x} is born on day omega: its options are the infinitely many dyadics converging to it from each side"),
            arg.span,
        ));
    }
    Ok(())
}

fn outcome(c: &mut Ctx<'_>, a: &[Arg]) -> Result<Value, LangError> {
    use crate::short::Outcome;
    Ok(Value::Outcome(match &a[0].value {
        Value::Game(g) => c.store.outcome(*g),
        Value::Surreal(x) => match x.signum() {
            1 => Outcome::L,
            -1 => Outcome::R,
            _ => Outcome::P,
        },
        // A nonzero nimber: the player to move wins.
        Value::Nimber(_) => Outcome::N,
        Value::Loopy(_) => return super::loopy::outcome(c, a),
        other => {
            return Err(LangError::type_error(
                format!(
                    "the argument of `outcome` must be a game or a number, found {}",
                    other.kind_name()
                ),
                a[0].span,
            ))
        }
    }))
}

fn birthday(c: &mut Ctx<'_>, a: &[Arg]) -> Result<Value, LangError> {
    let b = match &a[0].value {
        Value::Game(g) => c.store.birthday(*g),
        Value::Surreal(x) => crate::numbers::signexp::birthday(x)
            .map_err(|e| super::numbers::surreal_error(e, a[0].span))?,
        Value::Nimber(o) => o.clone(),
        other => {
            return Err(LangError::type_error(
                format!(
                    "the argument of `birthday` must be a game or a number, found {}",
                    other.kind_name()
                ),
                a[0].span,
            ))
        }
    };
    let s: Surreal = super::numbers::ordinal(&b);
    Ok(Value::from_surreal(c.store, s))
}
