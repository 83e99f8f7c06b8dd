//! Language functions that read a position of a ruleset from a string:
//! `stalk("LRR")`, `hackenbush("0-1:b 1-2:r")`, `domineering("..|..")`, `toads("TT..FF")`.

use super::error::{LangError, Span};
use super::eval::Value;
use crate::rulesets::{
    Cram, Domineering, DomineeringError, Hackenbush, HackenbushError, PartizanSolver,
    ToadsAndFrogs, ToadsError,
};
use crate::short::GameStore;

/// Name and help of each ruleset function (all take one string).
pub const RULESET_FUNCTIONS: &[(&str, &str)] = &[
    (
        "stalk",
        "Hackenbush bamboo stalk from the ground up: stalk(\"LRG\") (L blue, R red, G green); infinite ones as sign expansions: stalk(\"L(RL)\") = 2/3, stalk(\"L^omega R^omega\") = omega/2",
    ),
    (
        "hackenbush",
        "Hackenbush graph, vertex 0 the ground: hackenbush(\"0-1:b 1-2:r 1-3:g\")",
    ),
    (
        "domineering",
        "Domineering board, rows split by |, . empty, # filled: domineering(\"..|..\")",
    ),
    ("toads", "Toads and Frogs strip: toads(\"TT..FF\")"),
    (
        "graphnim",
        "graph Nim (choose a vertex, remove some of its edges), edges u-v or u-vxk for k parallel ones: graphnim(\"0-1, 1-2x3\") is a nimber",
    ),
    (
        "cram",
        "Cram (impartial Domineering) board, same format: cram(\"...|...\") is a nimber",
    ),
];

/// Evaluate a ruleset function, or `None` if `name` is not one.
pub(super) fn call_ruleset(
    store: &mut GameStore,
    name: &str,
    args: &[(Value, Span)],
    span: Span,
) -> Option<Result<Value, LangError>> {
    RULESET_FUNCTIONS.iter().find(|(f, _)| *f == name)?;
    let [(Value::Str(text), arg_span)] = args else {
        return Some(Err(LangError::new(
            format!("`{name}` takes one string argument, e.g. {name}(\"...\")"),
            span,
        )));
    };
    // Point into the string: its text starts one byte after the opening quote.
    let at = |pos: usize| Span::new(arg_span.start + 1 + pos, arg_span.start + 2 + pos);
    let whole = *arg_span;
    let result = match name {
        "stalk" if super::surreal_fns::is_infinite_stalk(text) => {
            return Some(super::surreal_fns::stalk(store, text, at));
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
        _ => unreachable!("listed in RULESET_FUNCTIONS"),
    };
    Some(result.map(Value::Game))
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
