//! Arithmetic of numbers as CGSuite offers it: absolute value, sign, floor and
//! ceiling, numerator and denominator, reciprocals, maxima and minima,
//! integer division, binary logarithms, integer square roots, the evil and
//! odious numbers, nim inverses and quotients, and the nim value of a nimber.

use super::{opt, p, Arg, Builtin, Ctx, Engine};
use crate::lang::error::LangError;
use crate::lang::value::{Kind, Value};
use crate::numbers::{nim_inv, nim_mul, Rational, Surreal};
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{Signed, ToPrimitive, Zero};

const X: &[super::Param] = &[p("x", Kind::Number)];
const N: &[super::Param] = &[p("n", Kind::Integer)];

const fn of_number(
    name: &'static str,
    params: &'static [super::Param],
    doc: &'static str,
    examples: &'static [(&'static str, &'static str)],
    call: super::Call,
) -> Builtin {
    super::algebra::builtin(name, params, doc, examples, Engine::Numbers, call)
}

/// The argument as a surreal number (declared `Kind::Number`).
fn surreal(c: &Ctx<'_>, a: &Arg) -> Surreal {
    a.value.as_surreal(c.store).unwrap_or_default()
}

/// The argument as a rational (declared `Kind::Rational` or `Kind::Integer`).
fn rational(c: &Ctx<'_>, a: &Arg) -> Result<Rational, LangError> {
    let g = a.game()?;
    c.store
        .number_value(g)
        .cloned()
        .ok_or_else(|| LangError::type_error("expected a rational number", a.span))
}

fn integer(c: &Ctx<'_>, a: &Arg) -> Result<BigInt, LangError> {
    rational(c, a)?
        .to_bigint()
        .ok_or_else(|| LangError::type_error("expected an integer", a.span))
}

fn int_value(c: &mut Ctx<'_>, n: BigInt) -> Value {
    Value::Game(c.store.number(Rational::from_bigint(n)))
}

/// A natural number below 2^64 for nim arithmetic.
fn nim_natural(c: &Ctx<'_>, a: &Arg, what: &str) -> Result<u64, LangError> {
    integer(c, a)?.to_u64().ok_or_else(|| {
        LangError::new(
            format!("{what} applies to natural numbers below 2^64"),
            a.span,
        )
    })
}

pub(super) const BUILTINS: &[Builtin] = &[
    of_number(
        "abs",
        X,
        "absolute value of a number",
        &[("abs(-3/16)", "3/16"), ("abs(5 - omega)", "omega-5")],
        |c, a| {
            let x = surreal(c, &a[0]);
            let r = if x.signum() < 0 { x.neg() } else { x };
            Ok(Value::from_surreal(c.store, r))
        },
    ),
    of_number(
        "sign",
        X,
        "the sign of a number: -1, 0 or 1",
        &[("sign(5 - omega)", "-1"), ("sign(3/16)", "1")],
        |c, a| {
            let s = surreal(c, &a[0]).signum();
            Ok(Value::Game(c.store.integer(i64::from(s))))
        },
    ),
    of_number(
        "floor",
        &[p("x", Kind::Rational)],
        "the greatest integer at most x",
        &[("floor(-3/16)", "-1"), ("floor(19)", "19")],
        |c, a| {
            let x = rational(c, &a[0])?.floor();
            Ok(Value::Game(c.store.number(x)))
        },
    ),
    of_number(
        "ceiling",
        &[p("x", Kind::Rational)],
        "the least integer at least x",
        &[("ceiling(3/16)", "1"), ("ceiling(-6/23)", "0")],
        |c, a| {
            let x = rational(c, &a[0])?.ceil();
            Ok(Value::Game(c.store.number(x)))
        },
    ),
    of_number(
        "numerator",
        &[p("x", Kind::Rational)],
        "the numerator of a rational in lowest terms",
        &[("numerator(-6/23)", "-6")],
        |c, a| {
            let n = rational(c, &a[0])?.numerator();
            Ok(int_value(c, n))
        },
    ),
    of_number(
        "denominator",
        &[p("x", Kind::Rational)],
        "the denominator of a rational in lowest terms",
        &[("denominator(3/16)", "16")],
        |c, a| {
            let n = rational(c, &a[0])?.denominator();
            Ok(int_value(c, n))
        },
    ),
    of_number(
        "isdyadic",
        &[p("x", Kind::Rational)],
        "whether a rational is dyadic (its denominator a power of 2)",
        &[("isdyadic(3/16)", "true"), ("isdyadic(6/23)", "false")],
        |c, a| Ok(Value::Bool(rational(c, &a[0])?.is_dyadic())),
    ),
    of_number(
        "reciprocal",
        X,
        "1/x for a nonzero number",
        &[
            ("reciprocal(-3/16)", "-16/3"),
            ("reciprocal(omega)", "omega^(-1)"),
        ],
        |c, a| {
            let x = surreal(c, &a[0]);
            if x.is_zero() {
                return Err(LangError::new("division by zero", a[0].span));
            }
            let r = Surreal::from_i64(1)
                .div(&x)
                .map_err(|e| super::numbers::surreal_error(e, c.span))?;
            Ok(Value::from_surreal(c.store, r))
        },
    ),
    of_number(
        "max",
        &[p("x", Kind::Any), opt("y", Kind::Number)],
        "the larger of two numbers, or the largest number of a list (CGSuite's `L.Max`)",
        &[
            ("max(-3, 14/5)", "14/5"),
            ("max(omega, 1000000)", "omega"),
            ("max([3, 1/2, 7, -2])", "7"),
            ("[1, 2].Max", "2"),
        ],
        |c, a| {
            let number = |v: &Value| {
                v.as_surreal(c.store).ok_or_else(|| {
                    LangError::type_error(
                        format!("`max` takes numbers, found {}", v.kind_name()),
                        a[0].span,
                    )
                })
            };
            let best = match (&a[0].value, a.get(1)) {
                (Value::List(items), None) => {
                    let mut best: Option<Surreal> = None;
                    for v in items {
                        let x = number(v)?;
                        best = Some(match best {
                            Some(b) => b.max(x),
                            None => x,
                        });
                    }
                    best.ok_or_else(|| LangError::new("`max` of an empty list", a[0].span))?
                }
                (x, Some(y)) => number(x)?.max(surreal(c, y)),
                (x, None) => {
                    return Err(LangError::type_error(
                        format!(
                            "`max` of one argument takes a list, found {}",
                            x.kind_name()
                        ),
                        a[0].span,
                    ))
                }
            };
            Ok(Value::from_surreal(c.store, best))
        },
    ),
    of_number(
        "min",
        &[p("x", Kind::Number), p("y", Kind::Number)],
        "the smaller of two numbers",
        &[("min(-3, 14/5)", "-3")],
        |c, a| {
            let (x, y) = (surreal(c, &a[0]), surreal(c, &a[1]));
            Ok(Value::from_surreal(c.store, x.min(y)))
        },
    ),
    of_number(
        "div",
        &[p("a", Kind::Integer), p("b", Kind::Integer)],
        "integer quotient of a by b, rounded down",
        &[("div(17, 4)", "4"), ("div(-17, 4)", "-5")],
        |c, a| {
            let (x, y) = (integer(c, &a[0])?, integer(c, &a[1])?);
            if y.is_zero() {
                return Err(LangError::new("division by zero", a[1].span));
            }
            Ok(int_value(c, x.div_floor(&y)))
        },
    ),
    of_number(
        "lb",
        N,
        "binary logarithm of a positive integer, rounded down (its bit length minus 1)",
        &[("lb(16)", "4"), ("lb(31)", "4")],
        |c, a| {
            let n = integer(c, &a[0])?;
            if !n.is_positive() {
                return Err(LangError::new(
                    format!("the argument of lb must be positive, found {n}"),
                    a[0].span,
                ));
            }
            Ok(Value::Game(c.store.integer(n.bits() as i64 - 1)))
        },
    ),
    of_number(
        "isqrt",
        N,
        "integer square root of a natural number, rounded down",
        &[
            ("isqrt(17)", "4"),
            ("isqrt(100000000000000000000)", "10000000000"),
        ],
        |c, a| {
            let n = integer(c, &a[0])?;
            if n.is_negative() {
                return Err(LangError::new(
                    format!("the argument of isqrt must not be negative, found {n}"),
                    a[0].span,
                ));
            }
            Ok(int_value(c, n.sqrt()))
        },
    ),
    of_number(
        "isevil",
        N,
        "whether an integer has an even number of 1s in binary",
        &[("isevil(23)", "true"), ("isevil(11)", "false")],
        |c, a| Ok(Value::Bool(ones(&integer(c, &a[0])?).is_multiple_of(2))),
    ),
    of_number(
        "isodious",
        N,
        "whether an integer has an odd number of 1s in binary",
        &[("isodious(11)", "true")],
        |c, a| Ok(Value::Bool(ones(&integer(c, &a[0])?) % 2 == 1)),
    ),
    of_number(
        "istwopower",
        N,
        "whether an integer is a power of 2",
        &[("istwopower(32)", "true"), ("istwopower(48)", "false")],
        |c, a| {
            let n = integer(c, &a[0])?;
            Ok(Value::Bool(n.is_positive() && ones(&n) == 1))
        },
    ),
    of_number(
        "niminv",
        &[p("a", Kind::Nimber)],
        "nim inverse of a positive natural number below 2^64 (or of *a), a nimber",
        &[("niminv(4)", "*15"), ("nimmul(niminv(16), 16)", "*")],
        |c, a| {
            let x = nim_operand(c, &a[0], "niminv")?;
            let r = nim_inv(x)
                .ok_or_else(|| LangError::new("niminv applies to positive numbers", a[0].span))?;
            Ok(nimber_value(c, r))
        },
    ),
    of_number(
        "nimdiv",
        &[p("a", Kind::Nimber), p("b", Kind::Nimber)],
        "nim quotient a ⊘ b = a ⊗ b^-1 (b > 0), a nimber",
        &[("nimdiv(11, 3)", "*13")],
        |c, a| {
            let x = nim_operand(c, &a[0], "nimdiv")?;
            let y = nim_operand(c, &a[1], "nimdiv")?;
            let inv = nim_inv(y).ok_or_else(|| LangError::new("division by zero", a[1].span))?;
            Ok(nimber_value(c, nim_mul(x, inv)))
        },
    ),
    Builtin {
        name: "nimvalue",
        params: &[p("G", Kind::AnyNimber)],
        constant: false,
        doc: "the n of a nimber *n (an ordinal)",
        examples: &[("nimvalue(*3)", "3"), ("nimvalue(0)", "0")],
        engine: Engine::Numbers,
        call: |c, a| {
            let o = a[0].value.as_nimber(c.store).unwrap_or_default();
            Ok(Value::from_surreal(
                c.store,
                crate::numbers::ordinal_to_surreal(&o),
            ))
        },
    },
];

fn ones(n: &BigInt) -> u64 {
    n.magnitude().count_ones()
}

/// A nimber or natural number below 2^64, for the nim field of order 2^64.
fn nim_operand(c: &Ctx<'_>, a: &Arg, what: &str) -> Result<u64, LangError> {
    match a.value.as_nimber(c.store) {
        Some(o) => o.to_u64().ok_or_else(|| {
            LangError::new(format!("{what} applies to nimbers below *2^64"), a.span)
        }),
        None => nim_natural(c, a, what),
    }
}

fn nimber_value(c: &mut Ctx<'_>, n: u64) -> Value {
    Value::nimber(c.store, crate::numbers::Ordinal::finite(n))
}
