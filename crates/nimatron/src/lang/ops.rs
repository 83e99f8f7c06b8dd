//! Arithmetic and comparison on the kinds of values, in one table: the first
//! rule whose operator and operand kinds match applies. Games add in the
//! store (numbers included); numbers beyond the rationals (ω) are surreal
//! numbers; a rational result is always a game.

use super::error::{LangError, Span};
use super::parser::{BinOp, CmpOp};
use super::value::{Kind, Value};
use crate::numbers::Surreal;
use crate::short::GameStore;
use std::cmp::Ordering;

/// An operand: its value and span.
pub type Operand<'a> = (&'a Value, Span);

type OpFn = fn(&mut GameStore, Operand<'_>, Operand<'_>, Span) -> Result<Value, LangError>;

/// One rule of the table.
struct Rule {
    op: BinOp,
    left: Kind,
    right: Kind,
    f: OpFn,
}

const fn rule(op: BinOp, left: Kind, right: Kind, f: OpFn) -> Rule {
    Rule { op, left, right, f }
}

/// Refuse a build of `bytes` that would pass the memory budget.
pub(super) fn reserve(bytes: usize, span: Span) -> Result<(), LangError> {
    crate::limits::account::reserve(bytes).map_err(|stop| LangError::stop(stop, span))
}

/// The bytes of a list of `n` values (the elements' own blocks are counted
/// as they are made).
pub(super) fn list_bytes(n: usize) -> usize {
    n.saturating_mul(std::mem::size_of::<Value>())
}

/// The arithmetic of the language.
const RULES: &[Rule] = &[
    // Strings and lists join.
    // The joined value is refused before it is built when it would pass
    // the memory budget (the memory account, `limits::account`).
    rule(BinOp::Add, Kind::Str, Kind::Str, |_, a, b, span| {
        match (a.0, b.0) {
            (Value::Str(x), Value::Str(y)) => {
                let n = x.len().saturating_add(y.len());
                reserve(n, span)?;
                let mut joined = String::with_capacity(n);
                joined.push_str(x);
                joined.push_str(y);
                Ok(Value::Str(joined))
            }
            _ => unreachable!("the rule's kinds are strings"),
        }
    }),
    rule(BinOp::Add, Kind::List, Kind::List, |_, a, b, span| {
        match (a.0, b.0) {
            (Value::List(x), Value::List(y)) => {
                reserve(list_bytes(x.len().saturating_add(y.len())), span)?;
                Ok(Value::List(x.iter().chain(y).cloned().collect()))
            }
            _ => unreachable!("the rule's kinds are lists"),
        }
    }),
    // Sums and differences of short games (numbers included).
    rule(BinOp::Add, Kind::Game, Kind::Game, |s, a, b, _| {
        Ok(Value::Game(s.add(game(a), game(b))))
    }),
    rule(BinOp::Sub, Kind::Game, Kind::Game, |s, a, b, _| {
        Ok(Value::Game(s.sub(game(a), game(b))))
    }),
    // Transfinite nimbers add by nim addition (a nimber is its own negative).
    rule(BinOp::Add, Kind::AnyNimber, Kind::AnyNimber, nim_sum),
    rule(BinOp::Sub, Kind::AnyNimber, Kind::AnyNimber, nim_sum),
    // Sums of misère canonical forms (CGSuite's `*[2] + *[2]`).
    rule(BinOp::Add, Kind::Misere, Kind::Misere, |s, a, b, span| {
        super::builtins::misere_sum(s, a.0, b.0, span)
    }),
    // Numbers with ω: surreal arithmetic.
    rule(BinOp::Add, Kind::Number, Kind::Number, |s, a, b, _| {
        let r = surreal(s, a).add(&surreal(s, b));
        Ok(Value::from_surreal(s, r))
    }),
    rule(BinOp::Sub, Kind::Number, Kind::Number, |s, a, b, _| {
        let r = surreal(s, a).sub(&surreal(s, b));
        Ok(Value::from_surreal(s, r))
    }),
    rule(BinOp::Mul, Kind::Rational, Kind::Rational, |s, a, b, _| {
        let x = s.number_value(game(a)).cloned().unwrap_or_default();
        let y = s.number_value(game(b)).cloned().unwrap_or_default();
        Ok(Value::Game(s.number(x * y)))
    }),
    rule(BinOp::Mul, Kind::Number, Kind::Number, |s, a, b, span| {
        let r = surreal(s, a)
            .mul(&surreal(s, b))
            .map_err(|e| err(e, span))?;
        Ok(Value::from_surreal(s, r))
    }),
    // Integer multiples of games: n * G, G * n.
    rule(BinOp::Mul, Kind::Integer, Kind::Game, |s, a, b, _| {
        multiple(s, a, game(b))
    }),
    rule(BinOp::Mul, Kind::Game, Kind::Integer, |s, a, b, _| {
        multiple(s, b, game(a))
    }),
    rule(BinOp::Div, Kind::Number, Kind::Number, |s, a, b, span| {
        let y = surreal(s, b);
        if y.is_zero() {
            return Err(LangError::new("division by zero", b.1));
        }
        let r = surreal(s, a).div(&y).map_err(|e| err(e, span))?;
        Ok(Value::from_surreal(s, r))
    }),
    rule(BinOp::Mod, Kind::Rational, Kind::Rational, |s, a, b, _| {
        let x = s.number_value(game(a)).cloned().unwrap_or_default();
        let y = s.number_value(game(b)).cloned().unwrap_or_default();
        // CGSuite's remainder: the sign of the dividend (`-7 % 3` is -1).
        let q = x
            .checked_div(&y)
            .ok_or_else(|| LangError::new("division by zero", b.1))?;
        let t = if q.signum() < 0 {
            -(-q).floor()
        } else {
            q.floor()
        };
        Ok(Value::Game(s.number(&x - &(&y * &t))))
    }),
    rule(BinOp::Pow, Kind::Number, Kind::Number, |s, a, b, span| {
        let r = surreal(s, a)
            .pow(&surreal(s, b))
            .map_err(|e| err(e, span))?;
        Ok(Value::from_surreal(s, r))
    }),
    // Explicit forms add (and multiply by integers) by their values.
    rule(BinOp::Add, Kind::Form, Kind::Form, |s, a, b, _| {
        let (x, y) = (form_value(s, a), form_value(s, b));
        Ok(Value::Game(s.add(x, y)))
    }),
    rule(BinOp::Sub, Kind::Form, Kind::Form, |s, a, b, _| {
        let (x, y) = (form_value(s, a), form_value(s, b));
        Ok(Value::Game(s.sub(x, y)))
    }),
    rule(BinOp::Mul, Kind::Integer, Kind::Form, |s, a, b, _| {
        let g = form_value(s, b);
        multiple(s, a, g)
    }),
    rule(BinOp::Mul, Kind::Form, Kind::Integer, |s, a, b, _| {
        let g = form_value(s, a);
        multiple(s, b, g)
    }),
    // Loopy games (a short game with one of them is made loopy): sums,
    // differences and integer multiples in the session's loopy store.
    rule(BinOp::Add, Kind::Loopy, Kind::Loopy, |s, a, b, span| {
        super::loopy_fns::binary(s, BinOp::Add, a, b, span)
    }),
    rule(BinOp::Sub, Kind::Loopy, Kind::Loopy, |s, a, b, span| {
        super::loopy_fns::binary(s, BinOp::Sub, a, b, span)
    }),
    rule(BinOp::Mul, Kind::Integer, Kind::Loopy, |s, a, b, span| {
        super::loopy_fns::binary(s, BinOp::Mul, a, b, span)
    }),
    rule(BinOp::Mul, Kind::Loopy, Kind::Integer, |s, a, b, span| {
        super::loopy_fns::binary(s, BinOp::Mul, a, b, span)
    }),
];

/// `*α + *β = *(α ⊕ β)` for nimbers, finite or transfinite.
fn nim_sum(s: &mut GameStore, a: Operand<'_>, b: Operand<'_>, _: Span) -> Result<Value, LangError> {
    let (x, y) = (a.0.as_nimber(s), b.0.as_nimber(s));
    let (Some(x), Some(y)) = (x, y) else {
        unreachable!("the rule's kinds are nimbers")
    };
    Ok(Value::nimber(s, crate::numbers::ordinal_nim_add(&x, &y)))
}

/// The value of a game or an explicit form.
fn form_value(s: &mut GameStore, o: Operand<'_>) -> crate::short::Game {
    let f = o.0.as_form().expect("the rule's kind is a game form");
    s.form_value(&f)
}

fn game(o: Operand<'_>) -> crate::short::Game {
    match o.0 {
        Value::Game(g) => *g,
        _ => unreachable!("the rule's kind is a game"),
    }
}

fn surreal(s: &GameStore, o: Operand<'_>) -> Surreal {
    o.0.as_surreal(s).unwrap_or_default()
}

fn err(e: crate::numbers::SurrealError, span: Span) -> LangError {
    super::builtins::surreal_error(e, span)
}

/// `n.G` for an integer operand `n`.
fn multiple(s: &mut GameStore, n: Operand<'_>, g: crate::short::Game) -> Result<Value, LangError> {
    let k = s
        .number_value(game(n))
        .and_then(|x| x.to_i64())
        .ok_or_else(|| {
            LangError::stop(
                crate::limits::Stop::TooLarge(
                    "an integer multiple of a game beyond 2^63".to_string(),
                ),
                n.1,
            )
        })?;
    Ok(Value::Game(s.multiple(k, g)))
}

/// `a op b` by the first rule of the table that takes the operands (the
/// Python package calls this for its operators).
pub fn binary(
    store: &mut GameStore,
    op: BinOp,
    a: Operand<'_>,
    b: Operand<'_>,
    span: Span,
) -> Result<Value, LangError> {
    if op == BinOp::OrdinalSum {
        // `G : H` is `ordinalsum(G, H)`, declared once in the registry.
        let args = [
            super::builtins::Arg {
                value: a.0.clone(),
                span: a.1,
            },
            super::builtins::Arg {
                value: b.0.clone(),
                span: b.1,
            },
        ];
        let f = super::builtins::lookup("ordinalsum").expect("ordinalsum is a builtin");
        return f.invoke(store, &args, span);
    }
    for r in RULES {
        if r.op == op && r.left.accepts(store, a.0) && r.right.accepts(store, b.0) {
            return (r.f)(store, a, b, span);
        }
    }
    Err(no_rule(store, op, a, b, span))
}

/// The error when no rule applies, pointing at the operand at fault.
fn no_rule(store: &GameStore, op: BinOp, a: Operand<'_>, b: Operand<'_>, span: Span) -> LangError {
    let is_game = |v: &Value| matches!(v, Value::Game(_));
    let is_number = |v: &Value| Kind::Number.accepts(store, v);
    // A transfinite nimber adds to nimbers only.
    for (v, s) in [a, b] {
        if matches!(v, Value::Nimber(_)) {
            return LangError::of(
                super::ErrorKind::Unsupported,
                "a transfinite nimber adds only to nimbers (*omega + *5); other arithmetic with it is not supported",
                s,
            );
        }
    }
    // An operand that is neither a game nor a number is always the fault.
    for (v, s) in [a, b] {
        if !is_game(v) && !is_number(v) {
            if matches!(v, Value::Str(_) | Value::List(_)) && op == BinOp::Add {
                return LangError::type_error(
                    format!("{} joins only with {}", v.kind_name(), v.kind_name()),
                    s,
                );
            }
            return LangError::type_error(
                format!("{} is not a game or a number", v.kind_name()),
                s,
            );
        }
    }
    let at = |pred: &dyn Fn(&Value) -> bool| if pred(a.0) { b.1 } else { a.1 };
    match op {
        BinOp::Add | BinOp::Sub => LangError::of(
            super::ErrorKind::Unsupported,
            "this game is not a number: sums of surreal numbers beyond the rationals (omega) with games that are not numbers are not supported",
            at(&is_number),
        ),
        BinOp::Mul => LangError::type_error(
            "`*` needs an integer on one side (n * G) or numbers on both sides",
            span,
        ),
        BinOp::Div => LangError::type_error("`/` divides numbers only", at(&is_number)),
        BinOp::Mod => LangError::type_error(
            "`%` (the remainder) is defined for rational numbers only",
            at(&|v: &Value| Kind::Rational.accepts(store, v)),
        ),
        BinOp::Pow => LangError::type_error(
            "`^` as a power is defined for numbers only",
            at(&is_number),
        ),
        BinOp::OrdinalSum => LangError::type_error("`:` needs games on both sides", span),
    }
}

/// `-a`.
pub fn neg(store: &mut GameStore, a: Operand<'_>) -> Result<Value, LangError> {
    match a.0 {
        Value::Game(g) => Ok(Value::Game(store.neg(*g))),
        Value::Surreal(x) => Ok(Value::Surreal(x.neg())),
        Value::Nimber(o) => Ok(Value::Nimber(o.clone())),
        Value::Explicit(f) => Ok(Value::Explicit(store.form_neg(f))),
        Value::Loopy(_) => super::loopy_fns::neg(store, a),
        other => Err(LangError::type_error(
            format!("cannot negate {}", other.kind_name()),
            a.1,
        )),
    }
}

/// `a op b` for a comparison.
pub fn compare(
    store: &mut GameStore,
    op: CmpOp,
    a: Operand<'_>,
    b: Operand<'_>,
    span: Span,
) -> Result<Value, LangError> {
    let (va, vb) = (a.0, b.0);
    if super::loopy_fns::involves(va, vb) {
        return super::loopy_fns::compare(store, op, a, b, span);
    }
    // Explicit forms compare by their values.
    if matches!(va, Value::Explicit(_)) || matches!(vb, Value::Explicit(_)) {
        if let (Some(x), Some(y)) = (va.as_form(), vb.as_form()) {
            let x = Value::Game(store.form_value(&x));
            let y = Value::Game(store.form_value(&y));
            return compare(store, op, (&x, a.1), (&y, b.1), span);
        }
    }
    if let (Value::Game(x), Value::Game(y)) = (va, vb) {
        let (x, y) = (*x, *y);
        return Ok(Value::Bool(match op {
            CmpOp::Eq => x == y,
            CmpOp::Ne => x != y,
            CmpOp::Le => store.leq(x, y),
            CmpOp::Ge => store.geq(x, y),
            CmpOp::Lt => store.lt(x, y),
            CmpOp::Gt => store.gt(x, y),
            CmpOp::Confused => store.confused(x, y),
            CmpOp::LessConfused => store.less_or_confused(x, y),
            CmpOp::GreaterConfused => store.greater_or_confused(x, y),
        }));
    }
    if matches!(va, Value::Nimber(_)) || matches!(vb, Value::Nimber(_)) {
        if let (Some(x), Some(y)) = (va.as_nimber(store), vb.as_nimber(store)) {
            // *α - *β = *(α ⊕ β): zero when equal, else confused with 0.
            let eq = x == y;
            return Ok(Value::Bool(match op {
                CmpOp::Eq | CmpOp::Le | CmpOp::Ge => eq,
                CmpOp::Ne | CmpOp::Confused | CmpOp::LessConfused | CmpOp::GreaterConfused => !eq,
                CmpOp::Lt | CmpOp::Gt => false,
            }));
        }
    }
    if let (Some(x), Some(y)) = (va.as_surreal(store), vb.as_surreal(store)) {
        let o = x.cmp(&y);
        return Ok(Value::Bool(match op {
            CmpOp::Eq => o.is_eq(),
            CmpOp::Ne => o.is_ne(),
            CmpOp::Le => o.is_le(),
            CmpOp::Ge => o.is_ge(),
            CmpOp::Lt => o.is_lt(),
            CmpOp::Gt => o.is_gt(),
            // Numbers are never confused with each other.
            CmpOp::Confused => false,
            CmpOp::LessConfused => o == Ordering::Less,
            CmpOp::GreaterConfused => o == Ordering::Greater,
        }));
    }
    match op {
        CmpOp::Eq => Ok(Value::Bool(va == vb)),
        CmpOp::Ne => Ok(Value::Bool(va != vb)),
        _ => Err(LangError::type_error(
            format!("cannot order {} and {}", va.kind_name(), vb.kind_name()),
            span,
        )),
    }
}
