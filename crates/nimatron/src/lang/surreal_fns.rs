//! Surreal numbers in the language: `omega`, `epsilon`, arithmetic with `+ - * /`
//! and `^` on numbers, comparisons, `sqrt`, `signexp`, `birthday`, and stalks
//! with infinite parts (`stalk("L(RL)")`).

use super::error::{LangError, Span};
use super::eval::Value;
use super::parser::BinOp;
use crate::numbers::{signexp, Ordinal, Rational, Surreal, SurrealError};
use crate::short::GameStore;
use std::cmp::Ordering;

/// Surreal functions: name and help (each takes one number).
pub const SURREAL_FUNCTIONS: &[(&str, &str)] = &[
    ("sqrt", "square root of a monomial number: sqrt(omega) = omega^(1/2), sqrt(9/4) = 3/2"),
    (
        "signexp",
        "sign expansion (Hackenbush stalk) of a number: signexp(2/3) = \"L(RL)\", signexp(omega/2) = \"L^omega R^omega\"",
    ),
];

/// The value of a builtin surreal constant.
pub(super) fn constant(name: &str) -> Option<Value> {
    match name {
        "omega" => Some(Value::Surreal(Surreal::omega())),
        "epsilon" => Some(Value::Surreal(Surreal::omega_pow(Surreal::from_i64(-1)))),
        _ => None,
    }
}

/// A value as a surreal number, if it is a number.
pub(super) fn as_surreal(store: &GameStore, v: &Value) -> Option<Surreal> {
    match v {
        Value::Surreal(s) => Some(s.clone()),
        Value::Game(g) => store.number_value(*g).cloned().map(Surreal::from_rational),
        _ => None,
    }
}

/// A surreal result: a game when it is a rational number.
pub(super) fn value_of(store: &mut GameStore, s: Surreal) -> Value {
    match s.to_rational() {
        Some(r) => Value::Game(store.number(r)),
        None => Value::Surreal(s),
    }
}

fn number_or_err(
    store: &GameStore,
    v: &Value,
    span: Span,
    what: &str,
) -> Result<Surreal, LangError> {
    as_surreal(store, v).ok_or_else(|| {
        LangError::new(
            format!("{what} must be a number here (arithmetic with omega is on numbers only)"),
            span,
        )
    })
}

fn surreal_err(e: SurrealError, span: Span) -> LangError {
    LangError::new(e.to_string(), span)
}

/// Whether a binary operation goes to surreal arithmetic: a surreal operand, or
/// a power of two numbers.
pub(super) fn wants_surreal(store: &GameStore, op: BinOp, a: &Value, b: &Value) -> bool {
    matches!(a, Value::Surreal(_))
        || matches!(b, Value::Surreal(_))
        || (op == BinOp::Pow && as_surreal(store, a).is_some() && as_surreal(store, b).is_some())
}

/// `a op b` on numbers.
pub(super) fn binary(
    store: &mut GameStore,
    op: BinOp,
    (a, sa): (&Value, Span),
    (b, sb): (&Value, Span),
    span: Span,
) -> Result<Value, LangError> {
    let x = number_or_err(store, a, sa, "the left operand")?;
    let y = number_or_err(store, b, sb, "the right operand")?;
    let r = match op {
        BinOp::Add => x.add(&y),
        BinOp::Sub => x.sub(&y),
        BinOp::Mul => x.mul(&y),
        BinOp::Div => x.div(&y).map_err(|e| surreal_err(e, span))?,
        BinOp::Pow => x.pow(&y).map_err(|e| surreal_err(e, span))?,
    };
    Ok(value_of(store, r))
}

/// Compare two values when one is a surreal number.
pub(super) fn compare(
    store: &GameStore,
    (a, sa): (&Value, Span),
    (b, sb): (&Value, Span),
) -> Result<Ordering, LangError> {
    let x = number_or_err(store, a, sa, "the left side")?;
    let y = number_or_err(store, b, sb, "the right side")?;
    Ok(x.cmp(&y))
}

/// An ordinal as a surreal number (the ordinal ω·2 is the surreal 2ω).
pub(super) fn ordinal(o: &Ordinal) -> Surreal {
    o.terms().iter().fold(Surreal::ZERO, |acc, (e, c)| {
        acc.add(&Surreal::monomial(
            ordinal(e),
            Rational::from_i64(*c as i64),
        ))
    })
}

/// `sqrt`, `signexp`, and `birthday` of a surreal number; `None` when `name` is
/// not handled here.
pub(super) fn call(
    store: &mut GameStore,
    name: &str,
    args: &[(Value, Span)],
    span: Span,
) -> Option<Result<Value, LangError>> {
    let surreal_arg = matches!(args, [(Value::Surreal(_), _)]);
    if !(SURREAL_FUNCTIONS.iter().any(|(f, _)| *f == name) || (name == "birthday" && surreal_arg)) {
        return None;
    }
    let [(v, s)] = args else {
        return Some(Err(LangError::new(
            format!("`{name}` takes one number"),
            span,
        )));
    };
    Some((|| {
        let x = number_or_err(store, v, *s, &format!("the argument of `{name}`"))?;
        match name {
            "sqrt" => Ok(value_of(store, x.sqrt().map_err(|e| surreal_err(e, span))?)),
            "signexp" => {
                let se = signexp::of_surreal(&x).map_err(|e| surreal_err(e, span))?;
                Ok(Value::Str(se.to_string()))
            }
            _ => {
                let b = signexp::birthday(&x).map_err(|e| surreal_err(e, span))?;
                Ok(value_of(store, ordinal(&b)))
            }
        }
    })())
}

/// Whether a stalk has infinite parts (`(...)` or `^`); finite stalks of L, R
/// and G are read by the Hackenbush ruleset.
pub(super) fn is_infinite_stalk(text: &str) -> bool {
    text.contains(['(', '^'])
}

/// `stalk(text)` for a stalk with infinite parts.
pub(super) fn stalk(
    store: &mut GameStore,
    text: &str,
    at: impl Fn(usize) -> Span,
) -> Result<Value, LangError> {
    signexp::from_stalk(text)
        .map(|s| value_of(store, s))
        .map_err(|e| LangError::new(e.message, at(e.at)))
}
