//! Numbers: the surreal constants ω and ε, square roots, sign expansions,
//! nim products of nimbers, and stalks with infinite parts (`stalk("L(RL)")`).

use super::{p, Arg, Builtin, Ctx, Engine};
use crate::lang::error::{LangError, Span};
use crate::lang::value::{Kind, Value};
use crate::limits::Stop;
use crate::numbers::{signexp, Ordinal, Rational, Surreal, SurrealError};

pub(super) const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "omega",
        params: &[],
        constant: true,
        doc: "the surreal number ω, the first infinite ordinal",
        examples: &[
            ("omega + 1 > omega", "true"),
            ("omega/2 + omega/2", "omega"),
        ],
        engine: Engine::Constant,
        call: |_, _| Ok(Value::Surreal(Surreal::omega())),
    },
    Builtin {
        name: "epsilon",
        params: &[],
        constant: true,
        doc: "the surreal number ε = 1/ω",
        examples: &[("epsilon", "omega^(-1)"), ("omega * epsilon == 1", "true")],
        engine: Engine::Constant,
        call: |_, _| Ok(Value::Surreal(Surreal::omega_pow(Surreal::from_i64(-1)))),
    },
    Builtin {
        name: "sqrt",
        params: &[p("x", Kind::Number)],
        constant: false,
        doc: "square root of a positive monomial number",
        examples: &[("sqrt(omega)", "omega^(1/2)"), ("sqrt(9/4)", "3/2")],
        engine: Engine::Numbers,
        call: |c, a| {
            let x = surreal(c, &a[0])?;
            let r = x.sqrt().map_err(|e| surreal_error(e, c.span))?;
            Ok(Value::from_surreal(c.store, r))
        },
    },
    Builtin {
        name: "signexp",
        params: &[p("x", Kind::Number)],
        constant: false,
        doc: "sign expansion (Hackenbush stalk) of a number: L blue, R red, (..) repeated ω times",
        examples: &[
            ("signexp(2/3)", "\"L(RL)\""),
            ("signexp(omega/2)", "\"L^omega R^omega\""),
        ],
        engine: Engine::Numbers,
        call: |c, a| {
            let x = surreal(c, &a[0])?;
            let se = signexp::of_surreal(&x).map_err(|e| surreal_error(e, c.span))?;
            Ok(Value::Str(se.to_string()))
        },
    },
    Builtin {
        name: "nimmul",
        params: &[p("a", Kind::Nimber), p("b", Kind::Nimber)],
        constant: false,
        doc: "nim product of *a and *b (or of ordinals a and b), a nimber; ordinals below omega^(omega^54) (Lenstra)",
        examples: &[
            ("nimmul(*2, *3)", "*"),
            ("nimmul(*4, *4)", "*6"),
            ("nimmul(nimber(omega), nimber(omega))", "*omega^2"),
            ("nimmul(omega^3, omega^6)", "*omega"),
        ],
        engine: Engine::Numbers,
        call: |c, a| super::nimbers::nim_product(c, &a[0], &a[1]),
    },
];

/// The argument as a surreal number (declared `Kind::Number`).
fn surreal(c: &Ctx<'_>, a: &Arg) -> Result<Surreal, LangError> {
    a.value.as_surreal(c.store).ok_or_else(|| {
        LangError::type_error(
            format!("expected a number, found {}", a.value.kind_name()),
            a.span,
        )
    })
}

/// A surreal error as a language error: too large is a limit, the rest are
/// values outside the operation's domain.
pub(crate) fn surreal_error(e: SurrealError, span: Span) -> LangError {
    match e {
        SurrealError::TooLarge(what) => LangError::stop(Stop::TooLarge(what), span),
        SurrealError::Unsupported(m) => LangError::of(crate::lang::ErrorKind::Unsupported, m, span),
        other => LangError::new(other.to_string(), span),
    }
}

/// An ordinal as a surreal number (the ordinal ω·2 is the surreal 2ω).
pub(crate) fn ordinal(o: &Ordinal) -> Surreal {
    o.terms().iter().fold(Surreal::ZERO, |acc, (e, c)| {
        acc.add(&Surreal::monomial(
            ordinal(e),
            Rational::from_bigint(c.clone().into()),
        ))
    })
}

/// Whether a stalk has infinite parts (`(...)` or `^`); finite stalks of L, R
/// and G are read by the Hackenbush ruleset.
pub(super) fn is_infinite_stalk(text: &str) -> bool {
    text.contains(['(', '^'])
}

/// `stalk(text)` for a stalk with infinite parts (`stalk("L(RL)")` = 2/3,
/// `stalk("L^omega R^omega")` = ω/2), read by sign expansion; `at` places a
/// byte of the text in the source.
pub(super) fn stalk(
    store: &mut crate::short::GameStore,
    text: &str,
    at: impl Fn(usize) -> Span,
) -> Result<Value, LangError> {
    signexp::from_stalk(text)
        .map(|s| Value::from_surreal(store, s))
        .map_err(|e| LangError::new(e.message, at(e.at)))
}
