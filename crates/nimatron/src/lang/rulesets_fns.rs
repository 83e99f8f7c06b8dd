//! Language functions that read a position of a ruleset from a string:
//! `stalk("LRR")`, `hackenbush("0-1:b 1-2:r")`, `domineering("..|..")`, `toads("TT..FF")`.

use super::builtins::Arg;
use super::error::{LangError, Span};
use super::value::Value;
use crate::rulesets::{
    Cram, Domineering, DomineeringError, Hackenbush, HackenbushError, PartizanSolver,
    ToadsAndFrogs, ToadsError,
};
use crate::short::GameStore;

/// Evaluate a ruleset function.
pub(super) fn call_ruleset(
    store: &mut GameStore,
    name: &str,
    args: &[Arg],
    span: Span,
) -> Result<Value, LangError> {
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
    let whole = *arg_span;
    let result = match name {
        "stalk" if super::surreal_fns::is_infinite_stalk(text) => {
            return super::surreal_fns::stalk(store, text, at);
        }
        "stalk" => Hackenbush::stalk(text)
            .map_err(|e| hackenbush_error(e, whole, at))
            .map(|h| PartizanSolver::new().canonical_form(store, &h)),
        "hackenbush" => Hackenbush::parse(text)
            .map_err(|e| hackenbush_error(e, whole, at))
            .map(|h| PartizanSolver::new().canonical_form(store, &h)),
        "cram" => Cram::parse(text)
            .map_err(|e| domineering_error(e, whole, at))
            .map(|c| {
                let v = crate::impartial::GrundySearch::new().grundy(&c);
                store.nimber(v)
            }),
        "graphnim" => crate::impartial::GraphNim::parse(text)
            .map_err(|e| LangError::new(e.to_string(), at(e.pos())))
            .map(|g| {
                let v = crate::impartial::GrundySearch::new().grundy(&g);
                store.nimber(v)
            }),
        "domineering" => Domineering::parse(text)
            .map_err(|e| domineering_error(e, whole, at))
            .map(|d| PartizanSolver::new().canonical_form(store, &d)),
        "toads" => ToadsAndFrogs::parse(text)
            .map_err(|e| {
                let ToadsError::BadChar { pos, .. } = e;
                LangError::new(e.to_string(), at(pos))
            })
            .map(|t| PartizanSolver::new().canonical_form(store, &t)),
        _ => return Err(LangError::name(format!("`{name}` is not a ruleset"), span)),
    };
    result.map(Value::Game)
}

fn domineering_error(e: DomineeringError, whole: Span, at: impl Fn(usize) -> Span) -> LangError {
    let s = match e {
        DomineeringError::BadChar { pos, .. } => at(pos),
        DomineeringError::TooLarge(_) => whole,
    };
    LangError::new(e.to_string(), s)
}

fn hackenbush_error(e: HackenbushError, whole: Span, at: impl Fn(usize) -> Span) -> LangError {
    let s = match e {
        HackenbushError::BadStalk { pos, .. } => at(pos),
        _ => whole,
    };
    LangError::new(e.to_string(), s)
}
