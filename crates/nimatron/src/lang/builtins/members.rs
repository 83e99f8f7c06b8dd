//! CGSuite's members that had no function here: of lists (`contains`,
//! `take`), `class` (CGSuite's class of a value) and `table`.

use super::{p, Arg, Builtin, Ctx, Engine};
use crate::lang::error::LangError;
use crate::lang::value::{format, Kind, Value};
use crate::numbers::Rational;

pub(super) const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "contains",
        params: &[p("x", Kind::Any), p("e", Kind::Any)],
        constant: false,
        doc: "whether the list `x` has the element `e` (a string: the part `e`)",
        examples: &[
            ("contains([0, *, *2], *)", "true"),
            ("[1, 5].Contains(3)", "false"),
        ],
        engine: Engine::Constant,
        call: |_, a| match (&a[0].value, &a[1].value) {
            (Value::List(items), e) => Ok(Value::Bool(items.contains(e))),
            (Value::Str(s), Value::Str(t)) => Ok(Value::Bool(s.contains(t.as_str()))),
            (other, _) => Err(sequence_error(other, &a[0])),
        },
    },
    Builtin {
        name: "take",
        params: &[p("x", Kind::Any), p("n", Kind::Integer)],
        constant: false,
        doc: "the first `n` elements of a list (all of them if it has fewer)",
        examples: &[
            ("take([4, 5, 6], 2)", "[4, 5]"),
            ("[4, 5].Take(3)", "[4, 5]"),
        ],
        engine: Engine::Constant,
        call: |c, a| {
            let n = natural(c, &a[1])?;
            match &a[0].value {
                Value::List(items) => Ok(Value::List(items.iter().take(n).cloned().collect())),
                other => Err(sequence_error(other, &a[0])),
            }
        },
    },
    Builtin {
        name: "classname",
        params: &[p("x", Kind::Any)],
        constant: false,
        doc:
            "the name of CGSuite's class of a value (`Integer`, `CanonicalShortGame`, `List`, ...)",
        examples: &[
            ("5.Class", "Integer"),
            ("classname({2||1|0})", "CanonicalShortGame"),
            ("classname(true)", "Boolean"),
        ],
        engine: Engine::Constant,
        call: |c, a| {
            let name = match &a[0].value {
                Value::Game(g) => match c.store.number_value(*g) {
                    Some(x) if x.is_zero() => "Zero",
                    Some(x) if x.is_integer() => "Integer",
                    Some(x) if x.is_dyadic() => "DyadicRational",
                    Some(_) => "Rational",
                    None if c.store.is_nimber(*g) => "Nimber",
                    None => "CanonicalShortGame",
                },
                Value::Bool(_) => "Boolean",
                Value::List(_) => "List",
                Value::Str(_) => "String",
                Value::Thermograph(_) => "Thermograph",
                Value::Surreal(_) => "SurrealNumber",
                Value::Misere(_) => "MisereCanonicalGame",
                Value::Nimber(_) => "TransfiniteNimber",
                Value::Explicit(_) => "ExplicitGame",
                Value::Function(_) => "Procedure",
                Value::Ruleset(_) => "Ruleset",
                Value::Position(_) => "Game",
                Value::Loopy(_) => "CanonicalStopper",
                Value::Outcome(_) | Value::LoopyOutcome(_) => "OutcomeClass",
                Value::Text(_) => "String",
            };
            Ok(Value::Text(name.to_string()))
        },
    },
    Builtin {
        name: "table",
        params: &[p("rows", Kind::List)],
        constant: false,
        doc: "a list of rows (each a list of entries, or one entry) printed as a table, columns aligned (CGSuite's `Table`)",
        examples: &[("table([[1, 2], [10, *]])", " 1  2\n10  *"), ("table([[n, n^2] for n in 1..3])", "1  1\n2  4\n3  9")],
        engine: Engine::Constant,
        call: |c, a| {
            let Value::List(rows) = &a[0].value else {
                return Err(sequence_error(&a[0].value, &a[0]));
            };
            let limit = c.store.limits().output;
            let mut cells: Vec<Vec<String>> = Vec::with_capacity(rows.len());
            for row in rows {
                let entries = match row {
                    Value::List(items) => items.as_slice(),
                    one => std::slice::from_ref(one),
                };
                let mut texts = Vec::with_capacity(entries.len());
                for v in entries {
                    texts.push(match v {
                        Value::Str(s) | Value::Text(s) => s.clone(),
                        v => format(c.store, v, limit).map_err(|s| LangError::stop(s, c.span))?,
                    });
                }
                cells.push(texts);
            }
            let columns = cells.iter().map(Vec::len).max().unwrap_or(0);
            let width = |k: usize| {
                cells
                    .iter()
                    .filter_map(|r| r.get(k))
                    .map(|t| t.chars().count())
                    .max()
                    .unwrap_or(0)
            };
            let widths: Vec<usize> = (0..columns).map(width).collect();
            let lines: Vec<String> = cells
                .iter()
                .map(|r| {
                    let padded: Vec<String> = r
                        .iter()
                        .zip(&widths)
                        .map(|(t, w)| format!("{}{t}", " ".repeat(w - t.chars().count())))
                        .collect();
                    padded.join("  ").trim_end().to_string()
                })
                .collect();
            Ok(Value::Text(lines.join("\n")))
        },
    },
];

fn sequence_error(v: &Value, a: &Arg) -> LangError {
    LangError::type_error(
        format!("expected a list or a string, found {}", v.kind_name()),
        a.span,
    )
}

/// A number argument.
fn number(c: &Ctx<'_>, a: &Arg) -> Result<Rational, LangError> {
    c.store
        .number_value(a.game()?)
        .cloned()
        .ok_or_else(|| LangError::type_error("expected a number", a.span))
}

/// An integer argument, of any size.
fn integer(c: &Ctx<'_>, a: &Arg) -> Result<num_bigint::BigInt, LangError> {
    let x = number(c, a)?;
    if !x.is_integer() {
        return Err(LangError::type_error(
            format!("expected an integer, found {x}"),
            a.span,
        ));
    }
    Ok(x.numerator())
}

/// A natural number argument (a count).
fn natural(c: &Ctx<'_>, a: &Arg) -> Result<usize, LangError> {
    let n = integer(c, a)?;
    usize::try_from(&n)
        .map_err(|_| LangError::new(format!("expected a natural number, found {n}"), a.span))
}
