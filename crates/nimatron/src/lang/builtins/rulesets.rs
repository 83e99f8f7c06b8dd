//! Positions of rulesets read from strings (`domineering("..|..")`,
//! `toads("TT..FF")`, ...), one builtin for each ruleset function of the
//! catalogue, made from its declaration (rules, syntax, example), so a
//! ruleset is named in one place only; and the variants of a position
//! (`impartial(domineering("..|.."))` is Cram, `dicotic(...)`).

use super::{kw, p, Builtin, Ctx, Engine, Param};
use crate::lang::error::{LangError, Span};
use crate::lang::value::{Arg, Kind, Value};
use crate::rulesets::catalogue::{PositionError, PositionErrorKind, Ruleset, RulesetKind};
use crate::rulesets::{ClobberRules, ToadsRules};
use crate::short::GameStore;
use std::sync::OnceLock;

/// A language function of a ruleset, as the catalogue declares it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesetFunction {
    /// The function's name (`domineering`).
    pub name: &'static str,
    /// The ruleset it reads.
    pub kind: RulesetKind,
    /// One line of help.
    pub doc: String,
    /// An example call, `domineering("..|..")`.
    pub example: String,
    /// What the example evaluates to, `+-1`.
    pub expected: &'static str,
}

/// Every ruleset function of the language, in the catalogue's order.
pub fn ruleset_functions() -> Vec<RulesetFunction> {
    RulesetKind::language_functions()
        .map(|(name, kind)| {
            let info = kind.info();
            let mut doc = format!("{}: {}", info.title, info.syntax);
            if !info.partizan {
                doc += "; the value is a nimber";
            }
            match kind {
                RulesetKind::Toads => doc += "; the rules by name: maxjump (the most pieces a jump passes, 0 to 64), minslide and maxslide (the cells a slide may go; minslide=-1 is Backsliding Toads and Frogs, a piece may also step back, and the value is loopy), friendly (jumps over either side's pieces): toads(\"TTT..FF\", maxjump=2), toads(\"ttt..fff\", minslide=-1)",
                RulesetKind::FoxAndGeese => doc += "; the value is loopy; foxrange (1 to 16, the fox's longest move: 2 is Ceylonese Fox and Geese): foxandgeese(\"...\", foxrange=2)",
                RulesetKind::Elephants => doc += "; the rules by name, as toads's (maxjump 0 here): elephants(\"TT...FF\", maxslide=2)",
                RulesetKind::Clobber => doc += "; rules as `clobber:` reads them, separated by commas: hot (a piece may take its own side's), anti (moves onto empty cells), diagonal, compass or knight (the directions), slide: clobber(\"xo|ox\", rules=\"hot\") is Cannibal Clobber",
                _ => {}
            }
            if kind == RulesetKind::Stalk {
                doc += "; infinite ones as sign expansions: stalk(\"L(RL)\") = 2/3, stalk(\"L^omega R^omega\") = omega/2";
            }
            RulesetFunction {
                name,
                kind,
                doc,
                example: format!("{name}({:?})", info.example.position),
                expected: info.example.value,
            }
        })
        .collect()
}

/// How a position is given to every ruleset function.
const POSITION: &[Param] = &[p("position", Kind::Str)];

/// Generalised Toads and Frogs (and Elephants and Rhinos): the position,
/// then the rules by name, as CGSuite and MCGS's `gen_toads` name them.
const TOADS: &[Param] = &[
    p("position", Kind::Str),
    kw("maxjump", Kind::Integer),
    kw("minslide", Kind::Integer),
    kw("maxslide", Kind::Integer),
    kw("friendly", Kind::Any),
];

/// Fox and Geese: the position, then the fox's range (CGSuite's `foxRange`).
const FOX: &[Param] = &[p("position", Kind::Str), kw("foxrange", Kind::Integer)];

/// Clobber: the position, then the rules as `clobber:` reads them
/// (`rules = "hot"` is Cannibal Clobber).
const CLOBBER: &[Param] = &[p("position", Kind::Str), kw("rules", Kind::Str)];

/// The parameters of `kind`'s function: the position, then the rules of
/// the rulesets that have some.
fn ruleset_params(kind: RulesetKind) -> &'static [Param] {
    match kind {
        RulesetKind::Toads | RulesetKind::Elephants => TOADS,
        RulesetKind::Clobber => CLOBBER,
        RulesetKind::FoxAndGeese => FOX,
        _ => POSITION,
    }
}

/// The ruleset of a call of `kind`'s function: `args` are the arguments
/// given (the position first), `given` which parameters of
/// [`ruleset_params`] they are (bit `i`: parameter `i`), `span` the call's.
fn ruleset_with(
    store: &GameStore,
    kind: RulesetKind,
    args: &[Arg],
    given: u64,
    span: Span,
) -> Result<Ruleset, LangError> {
    let params = ruleset_params(kind);
    let rules = params
        .iter()
        .enumerate()
        .filter(|(i, _)| given & 1 << i != 0)
        .map(|(_, p)| p.name)
        .zip(args)
        .skip(1);
    match kind {
        RulesetKind::Toads | RulesetKind::Elephants => {
            let mut r = if kind == RulesetKind::Elephants {
                ToadsRules::ELEPHANTS
            } else {
                ToadsRules::TOADS
            };
            for (name, a) in rules {
                if name == "friendly" {
                    let Value::Bool(b) = a.value else {
                        return Err(LangError::type_error(
                            format!("`friendly` is true or false, found {}", a.value.kind_name()),
                            a.span,
                        ));
                    };
                    r.friendly = b;
                    continue;
                }
                let n = a
                    .game()
                    .ok()
                    .and_then(|g| store.number_value(g))
                    .map_or_else(|| "?".to_string(), |x| x.to_string());
                r.set(name, &n).map_err(|m| LangError::new(m, a.span))?;
            }
            r.check().map_err(|m| LangError::new(m, span))?;
            Ok(Ruleset::toads(r))
        }
        RulesetKind::FoxAndGeese => match rules.last() {
            Some((_, a)) => {
                let n = a
                    .game()
                    .ok()
                    .and_then(|g| store.number_value(g))
                    .map_or_else(|| "?".to_string(), |x| x.to_string());
                Ruleset::from_name(&format!("foxandgeese:{n}"))
                    .map_err(|e| LangError::new(e.to_string(), a.span))
            }
            None => Ok(Ruleset::fox_and_geese(1)),
        },
        RulesetKind::Clobber => match rules.last() {
            Some((_, a)) => ClobberRules::parse(a.str()?)
                .map(Ruleset::clobber)
                .map_err(|m| LangError::new(m, a.span)),
            None => Ok(Ruleset::clobber(ClobberRules::CLOBBER)),
        },
        _ => Ruleset::of(kind).map_err(|e| LangError::new(e.to_string(), span)),
    }
}

/// The ruleset a call of the ruleset function `name` reads its position
/// with, under the rules among its arguments (`toads` with `maxjump = 2` is
/// the catalogue's `toads:2`), or `None` when `name` is no ruleset function.
/// The arguments are checked as the call checks them; the position itself is
/// not read.
pub fn ruleset_of_call(
    store: &mut GameStore,
    name: &str,
    args: &[Arg],
    named: &[(&str, Span, Arg)],
    span: Span,
) -> Option<Result<Ruleset, LangError>> {
    let (_, kind) =
        RulesetKind::language_functions().find(|(f, _)| f.eq_ignore_ascii_case(name))?;
    let builtin = super::lookup(name)?;
    Some(
        builtin
            .bind(store, args, named, span)
            .and_then(|(args, given)| ruleset_with(store, kind, &args, given, span)),
    )
}

/// Evaluate a ruleset function: read the position from the string argument
/// through the catalogue, under the rules given after it (`toads("TT..FF",
/// maxjump = 2)`), and value it under the store's limits. `given`: which
/// parameters of [`ruleset_params`] the arguments are.
fn call_ruleset(
    store: &mut GameStore,
    name: &str,
    args: &[Arg],
    given: u64,
    span: Span,
) -> Result<Value, LangError> {
    let Some((_, kind)) = RulesetKind::language_functions().find(|(f, _)| *f == name) else {
        return Err(LangError::name(format!("`{name}` is not a ruleset"), span));
    };
    let Some(Arg {
        value: Value::Str(text),
        span: arg_span,
    }) = args.first()
    else {
        return Err(LangError::type_error(
            format!("`{name}` takes a string, e.g. {name}(\"...\")"),
            span,
        ));
    };
    // Point into the string: its text starts one byte after the opening quote.
    let at = |pos: usize| Span::new(arg_span.start + 1 + pos, arg_span.start + 2 + pos);
    if kind == RulesetKind::Stalk && super::numbers::is_infinite_stalk(text) {
        return super::numbers::stalk(store, text, at);
    }
    let ruleset = ruleset_with(store, kind, args, given, span)?;
    let pos = ruleset
        .parse(text)
        .map_err(|e| position_error(e, *arg_span))?;
    if pos.is_loopy() {
        return crate::lang::loopy_rulesets::catalogue_value(store, &pos, span);
    }
    let limits = store.limits().clone();
    pos.value(store, &limits)
        .map(Value::Game)
        .map_err(|stop| LangError::stop(stop, span))
}

/// A position that does not read, as an error pointing into the string
/// argument at `arg` (its text starts one byte after the opening quote).
pub(crate) fn position_error(e: PositionError, arg: Span) -> LangError {
    let s = match e.kind {
        PositionErrorKind::TooLarge => arg,
        PositionErrorKind::Syntax => Span::new(
            arg.start + 1 + e.span.start,
            arg.start + 1 + e.span.end.max(e.span.start + 1),
        ),
    };
    LangError::new(e.message, s)
}

/// The ruleset builtins, made once from the catalogue.
pub(super) fn builtins() -> &'static [Builtin] {
    static ALL: OnceLock<Vec<Builtin>> = OnceLock::new();
    ALL.get_or_init(|| {
        ruleset_functions()
            .into_iter()
            .map(|f| {
                // Made once per process: the registry's strings are 'static.
                let doc: &'static str = Box::leak(f.doc.into_boxed_str());
                let example: &'static str = Box::leak(f.example.into_boxed_str());
                let examples: &'static [(&'static str, &'static str)] =
                    Box::leak(vec![(example, f.expected)].into_boxed_slice());
                Builtin {
                    name: f.name,
                    params: ruleset_params(f.kind),
                    constant: false,
                    doc,
                    examples,
                    engine: Engine::Search,
                    call: |c, a| call_ruleset(c.store, c.name, a, c.given, c.span),
                }
            })
            .collect()
    })
}

/// The variants of a partizan ruleset's position: the position is read as
/// itself ([`Kind::Position`]), so it must be written in place (a variable
/// holds only its value) or be a Python `Position`.
pub(super) const VARIANTS: &[Builtin] = &[
    Builtin {
        name: "impartial",
        params: &[p("position", Kind::Position)],
        constant: false,
        doc: "the impartial variant of a partizan ruleset's position written in place: both players get every move (impartial(domineering(...)) is Cram); a nimber",
        examples: &[
            ("impartial(domineering(\"...|...\")) == cram(\"...|...\")", "true"),
            // Cram on an even board: the second player wins by symmetry
            // (Winning Ways, "Cram": mirror the first player's domino
            // through the centre).
            ("impartial(domineering(\"..|..\"))", "0"),
            // A 1 x n strip of Cram is Dawson's Kayles, the octal game 0.07,
            // whose Grundy values from n = 0 are 0, 0, 1, 1, 2, 0, 3
            // (Winning Ways, "Dawson's Kayles").
            ("impartial(domineering(\"....\"))", "*2"),
        ],
        engine: Engine::Search,
        call: |c, a| variant(c, &a[0], true),
    },
    Builtin {
        name: "dicotic",
        params: &[p("position", Kind::Position)],
        constant: false,
        doc: "the dicotic variant of a partizan ruleset's position written in place: a player may move only while both players have a move (CGSuite's dicotic games)",
        examples: &[("dicotic(domineering(\"..|..\"))", "*")],
        engine: Engine::Search,
        call: |c, a| variant(c, &a[0], false),
    },
];

/// `impartial(position)` (when `impartial`) or `dicotic(position)`: the
/// variant's position, valued under the store's limits.
fn variant(c: &mut Ctx<'_>, a: &Arg, impartial: bool) -> Result<Value, LangError> {
    let Value::Position(pos) = &a.value else {
        return Err(LangError::type_error(
            format!("expected a ruleset position, found {}", a.value.kind_name()),
            a.span,
        ));
    };
    let what = if impartial { "impartial" } else { "dicotic" };
    let pos = (**pos).clone();
    let ruleset = pos.ruleset();
    let variant = if impartial {
        pos.impartial()
    } else {
        pos.dicotic()
    };
    let Some(variant) = variant else {
        return Err(LangError::type_error(
            format!(
                "{ruleset} has no {what} variant (it is impartial already, or a variant itself)"
            ),
            a.span,
        ));
    };
    let limits = c.store.limits().clone();
    variant
        .value(c.store, &limits)
        .map(Value::Game)
        .map_err(|stop| LangError::stop(stop, c.span))
}
