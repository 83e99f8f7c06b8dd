//! Nimbers of ordinals: `*omega`, `*(omega+5)`, and nim arithmetic on
//! ordinals (Conway's field On₂; products below `ω^(ω^54)` by Lenstra's
//! constants, see [`crate::numbers::ordinal_nim_mul`]).

use super::{p, Arg, Builtin, Ctx, Engine};
use crate::lang::error::{LangError, Span};
use crate::lang::value::{Kind, Value};
use crate::numbers::{
    ordinal_nim_add, ordinal_nim_mul, ordinal_nim_pow, surreal_to_ordinal, Ordinal,
};

pub(super) const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "nimber",
        params: &[p("a", Kind::Nimber)],
        constant: false,
        doc: "the nimber *a of an ordinal a: *omega, *(omega+5), nimber(3) = *3",
        examples: &[
            ("nimber(omega*omega)", "*omega^2"),
            ("nimber(omega+5)", "*(omega+5)"),
            ("*(omega+5) == nimber(omega+5)", "true"),
            ("nimber(omega) + *5", "*(omega+5)"),
        ],
        engine: Engine::Numbers,
        call: |c, a| {
            let o = ordinal_arg(c, &a[0])?;
            Ok(Value::nimber(c.store, o))
        },
    },
    Builtin {
        name: "nimsum",
        params: &[p("a", Kind::Nimber), p("b", Kind::Nimber)],
        constant: false,
        doc:
            "nim sum of *a and *b (or of ordinals a and b), a nimber: the binary expansions xor-ed",
        examples: &[
            ("nimsum(11, 5)", "*14"),
            ("nimsum(omega*4 + 9, omega*6 + 5)", "*(2*omega+12)"),
        ],
        engine: Engine::Numbers,
        call: |c, a| {
            let (x, y) = (ordinal_arg(c, &a[0])?, ordinal_arg(c, &a[1])?);
            Ok(Value::nimber(c.store, ordinal_nim_add(&x, &y)))
        },
    },
    Builtin {
        name: "nimpow",
        params: &[p("a", Kind::Nimber), p("n", Kind::Integer)],
        constant: false,
        doc: "nim power *a^n (n >= 0) of a nimber or ordinal a below omega^(omega^54)",
        examples: &[
            ("nimpow(omega, 3)", "*2"),
            ("nimpow(omega^(omega^2), 7)", "*(omega+1)"),
        ],
        engine: Engine::Numbers,
        call: |c, a| {
            let x = ordinal_arg(c, &a[0])?;
            let n = a[1]
                .game()
                .ok()
                .and_then(|g| c.store.number_value(g).and_then(|x| x.to_i64()))
                .and_then(|n| u64::try_from(n).ok())
                .ok_or_else(|| {
                    LangError::new(
                        "the exponent must be a natural number below 2^63",
                        a[1].span,
                    )
                })?;
            let r = ordinal_nim_pow(&x, n).map_err(|e| range(e, c.span))?;
            Ok(Value::nimber(c.store, r))
        },
    },
];

/// A nimber `*a`, a transfinite nimber or an ordinal, as the ordinal `a`.
pub(crate) fn ordinal_arg(c: &Ctx<'_>, a: &Arg) -> Result<Ordinal, LangError> {
    if let Some(o) = a.value.as_nimber(c.store) {
        return Ok(o);
    }
    let not_ordinal = || {
        LangError::new(
            "expected a nimber or an ordinal (a natural number, omega + 5, ...)",
            a.span,
        )
    };
    match &a.value {
        Value::Game(g) => {
            let n = c
                .store
                .number_value(*g)
                .filter(|x| x.is_integer() && x.signum() >= 0)
                .and_then(|x| x.to_bigint())
                .and_then(|n| n.to_biguint())
                .ok_or_else(not_ordinal)?;
            Ok(Ordinal::finite_big(n))
        }
        Value::Surreal(x) => surreal_to_ordinal(x).ok_or_else(not_ordinal),
        _ => Err(not_ordinal()),
    }
}

/// The nim product of two nimbers or ordinals, as a nimber.
pub(crate) fn nim_product(c: &mut Ctx<'_>, a: &Arg, b: &Arg) -> Result<Value, LangError> {
    let (x, y) = (ordinal_arg(c, a)?, ordinal_arg(c, b)?);
    let r = ordinal_nim_mul(&x, &y).map_err(|e| range(e, c.span))?;
    Ok(Value::nimber(c.store, r))
}

fn range(e: crate::numbers::OrdinalNimError, span: Span) -> LangError {
    match e {
        crate::numbers::OrdinalNimError::TooLarge => {
            LangError::stop(crate::limits::Stop::TooLarge(e.to_string()), span)
        }
        _ => LangError::new(e.to_string(), span),
    }
}
