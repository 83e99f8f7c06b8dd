//! The language's ruleset functions, a thin adapter over the ruleset
//! catalogue: every ruleset with a language function (`stalk("LRR")`,
//! `hackenbush("0-1:b 1-2:r")`, `domineering("..|..")`, `toads("TT..FF")`,
//! `graphnim("0-1, 1-2x3")`, `cram("...|...")`) reads its position from a
//! string and gives its value, under the session store's limits.

use super::error::{LangError, Span};
use super::parser::Expr;
use super::value::{Arg, Value};
use crate::rulesets::catalogue::{AnyPosition, PositionError, PositionErrorKind, RulesetKind};
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

/// Evaluate a ruleset function: read the position from the one string
/// argument through the catalogue and value it under the store's limits.
pub(super) fn call_ruleset(
    store: &mut GameStore,
    name: &str,
    args: &[Arg],
    span: Span,
) -> Result<Value, LangError> {
    let Some((_, kind)) = RulesetKind::language_functions().find(|(f, _)| *f == name) else {
        return Err(LangError::name(format!("`{name}` is not a ruleset"), span));
    };
    let [Arg {
        value: Value::Str(text),
        span: arg_span,
    }] = args
    else {
        return Err(LangError::type_error(
            format!("`{name}` takes one string argument, e.g. {name}(\"...\")"),
            span,
        ));
    };
    // Point into the string: its text starts one byte after the opening quote.
    let at = |pos: usize| Span::new(arg_span.start + 1 + pos, arg_span.start + 2 + pos);
    if kind == RulesetKind::Stalk && super::surreal_fns::is_infinite_stalk(text) {
        return super::surreal_fns::stalk(store, text, at);
    }
    let pos = kind.parse(text).map_err(|e| position_error(e, *arg_span))?;
    let limits = store.limits().clone();
    pos.value(store, &limits)
        .map(Value::Game)
        .map_err(|stop| LangError::stop(stop, span))
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
    kind: RulesetKind,
    text: &Value,
    at: Span,
) -> Result<AnyPosition, LangError> {
    let Value::Str(text) = text else {
        return Err(LangError::type_error(
            format!("a position is a string, found {}", text.kind_name()),
            at,
        ));
    };
    kind.parse(text).map_err(|e| position_error(e, at))
}

/// The functions of a ruleset position written in place that give a variant
/// of its ruleset: `impartial(domineering("..."))` (both players get every
/// move: Cram) and `dicotic(...)`.
const VARIANTS: [&str; 2] = ["impartial", "dicotic"];

/// If `name(args)` is a variant function applied to a ruleset call `f(x)`,
/// the ruleset and the expression `x`.
pub(super) fn variant_argument<'e>(
    name: &str,
    args: &'e [Expr],
) -> Option<(RulesetKind, &'e Expr)> {
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
    kind: RulesetKind,
    text: &Value,
    at: Span,
    span: Span,
) -> Result<Value, LangError> {
    let pos = read_position(kind, text, at)?;
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
                kind.name(),
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
