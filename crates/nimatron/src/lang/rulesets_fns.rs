//! The language's ruleset functions, a thin adapter over the ruleset
//! catalogue: every ruleset with a language function (`stalk("LRR")`,
//! `hackenbush("0-1:b 1-2:r")`, `domineering("..|..")`, `toads("TT..FF")`,
//! `graphnim("0-1, 1-2x3")`, `cram("...|...")`) reads its position from a
//! string and gives its value, under the session store's limits.

use super::builtins::{kw, p, Param};
use super::error::{LangError, Span};
use super::parser::{Expr, ExprKind};
use super::value::{Arg, Kind, Value};
use crate::rulesets::catalogue::{
    AnyPosition, PositionError, PositionErrorKind, Ruleset, RulesetKind,
};
use crate::rulesets::{ClobberRules, ToadsRules};
use crate::short::GameStore;

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
                RulesetKind::Toads => doc += "; the rules by name: maxjump (the most pieces a jump passes, 0 to 64), minslide and maxslide (the cells a slide may go), friendly (jumps over either side's pieces): toads(\"TTT..FF\", maxjump=2)",
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

/// Clobber: the position, then the rules as `clobber:` reads them
/// (`rules = "hot"` is Cannibal Clobber).
const CLOBBER: &[Param] = &[p("position", Kind::Str), kw("rules", Kind::Str)];

/// The parameters of `kind`'s function: the position, then the rules of
/// the rulesets that have some.
pub(super) fn ruleset_params(kind: RulesetKind) -> &'static [Param] {
    match kind {
        RulesetKind::Toads | RulesetKind::Elephants => TOADS,
        RulesetKind::Clobber => CLOBBER,
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
    let builtin = super::builtins::lookup(name)?;
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
pub(super) fn call_ruleset(
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
    if kind == RulesetKind::Stalk && super::surreal_fns::is_infinite_stalk(text) {
        return super::surreal_fns::stalk(store, text, at);
    }
    let ruleset = ruleset_with(store, kind, args, given, span)?;
    let pos = ruleset
        .parse(text)
        .map_err(|e| position_error(e, *arg_span))?;
    let limits = store.limits().clone();
    pos.value(store, &limits)
        .map(Value::Game)
        .map_err(|stop| LangError::stop(stop, span))
}

/// A ruleset call written in place, `f("...")` or `toads("...", maxjump =
/// 2)`, whose position a function reads (`impartial(domineering(...))`,
/// `misere(kayles(...))`, the terms `nimatron solve` searches).
pub(crate) struct InPlace<'e> {
    /// The ruleset's function.
    pub kind: RulesetKind,
    /// The expression of the position.
    pub position: &'e Expr,
    /// The call's arguments after the position, and its named ones.
    rest: &'e [Expr],
    named: &'e [(String, Span, Expr)],
    /// The call.
    pub call: &'e Expr,
}

impl<'e> InPlace<'e> {
    /// `e` as a ruleset call written in place, if it is one.
    pub(crate) fn of(e: &'e Expr) -> Option<InPlace<'e>> {
        let ExprKind::Call(name, args, named) = &e.kind else {
            return None;
        };
        let (_, kind) =
            RulesetKind::language_functions().find(|(f, _)| f.eq_ignore_ascii_case(name))?;
        let (position, rest) = args.split_first()?;
        Some(InPlace {
            kind,
            position,
            rest,
            named,
            call: e,
        })
    }

    /// The ruleset, its rule arguments evaluated by `eval` and checked as
    /// the function's call checks them.
    pub(crate) fn ruleset(
        &self,
        store: &mut GameStore,
        mut eval: impl FnMut(&mut GameStore, &Expr) -> Result<Value, LangError>,
    ) -> Result<Ruleset, LangError> {
        if self.rest.is_empty() && self.named.is_empty() {
            return Ruleset::of(self.kind)
                .map_err(|e| LangError::new(e.to_string(), self.call.span));
        }
        let name = self.kind.info().function.unwrap_or_default();
        // The position as a placeholder: only the rules are read here.
        let mut args = vec![Arg {
            value: Value::Str(String::new()),
            span: self.position.span,
        }];
        for x in self.rest {
            args.push(Arg {
                value: eval(store, x)?,
                span: x.span,
            });
        }
        let mut named = Vec::with_capacity(self.named.len());
        for (n, s, x) in self.named {
            named.push((
                n.as_str(),
                *s,
                Arg {
                    value: eval(store, x)?,
                    span: x.span,
                },
            ));
        }
        ruleset_of_call(store, name, &args, &named, self.call.span).unwrap_or_else(|| {
            Err(LangError::name(
                format!("`{name}` is not a ruleset"),
                self.call.span,
            ))
        })
    }
}

/// A position that does not read, as an error pointing into the string
/// argument at `arg` (its text starts one byte after the opening quote).
pub(super) fn position_error(e: PositionError, arg: Span) -> LangError {
    let s = match e.kind {
        PositionErrorKind::TooLarge => arg,
        PositionErrorKind::Syntax => Span::new(
            arg.start + 1 + e.span.start,
            arg.start + 1 + e.span.end.max(e.span.start + 1),
        ),
    };
    LangError::new(e.message, s)
}

/// The position of a ruleset call written in place, `f("...")`: `text` is
/// the value of its argument (at `at`), which must be a string that reads.
pub(super) fn read_position(
    ruleset: &Ruleset,
    text: &Value,
    at: Span,
) -> Result<AnyPosition, LangError> {
    let Value::Str(text) = text else {
        return Err(LangError::type_error(
            format!("a position is a string, found {}", text.kind_name()),
            at,
        ));
    };
    ruleset.parse(text).map_err(|e| position_error(e, at))
}

/// The functions of a ruleset position written in place that give a variant
/// of its ruleset: `impartial(domineering("..."))` (both players get every
/// move: Cram) and `dicotic(...)`.
const VARIANTS: [&str; 2] = ["impartial", "dicotic"];

/// If `name(args)` is a variant function applied to a ruleset call written
/// in place, that call.
pub(super) fn variant_argument<'e>(name: &str, args: &'e [Expr]) -> Option<InPlace<'e>> {
    if !VARIANTS.iter().any(|f| f.eq_ignore_ascii_case(name)) {
        return None;
    }
    super::misere_fns::inner_position(args)
}

/// `name(f(text))` for a variant function: the position of `f` read from
/// `text` (the string at `at`), played in the variant, valued under the
/// store's limits.
pub(super) fn call_variant(
    store: &mut GameStore,
    name: &str,
    ruleset: &Ruleset,
    text: &Value,
    at: Span,
    span: Span,
) -> Result<Value, LangError> {
    let pos = read_position(ruleset, text, at)?;
    let impartial = name.eq_ignore_ascii_case("impartial");
    let variant = if impartial {
        pos.impartial()
    } else {
        pos.dicotic()
    };
    let Some(variant) = variant else {
        return Err(LangError::type_error(
            format!(
                "{} has no {} variant (it is impartial already, or a variant itself)",
                ruleset,
                if impartial { "impartial" } else { "dicotic" }
            ),
            span,
        ));
    };
    let limits = store.limits().clone();
    variant
        .value(store, &limits)
        .map(Value::Game)
        .map_err(|stop| LangError::stop(stop, span))
}

/// A variant function called on something other than a position written in
/// place: the value forgets the position, so it cannot be played otherwise.
pub(super) fn variant_needs_position(name: &str, span: Span) -> LangError {
    LangError::type_error(
        format!(
            "`{name}` takes a ruleset position written in place, e.g. {name}(domineering(\"...|...\")): a value forgets its position"
        ),
        span,
    )
}
