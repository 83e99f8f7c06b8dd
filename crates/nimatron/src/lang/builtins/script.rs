//! Functions for writing games and tables in the language: rulesets defined
//! by their rules, Grundy sequences of them, lists and strings (`len`,
//! `slice`, `replaceat`, `find`, `sum`), empty boards (`grid`) and `print`.

use super::{opt, p, Arg, Builtin, Ctx, Engine, Param};
use crate::lang::error::LangError;
use crate::lang::value::{format, Kind, UserRuleset, Value};
use rustc_hash::FxHashMap;
use std::sync::{Arc, Mutex};

const RULESET: &[Param] = &[
    p("name", Kind::Str),
    Param {
        name: "left",
        kind: Kind::Function,
        optional: false,
        alias: Some("moves"),
        keyword: false,
    },
    opt("right", Kind::Function),
];

pub(super) const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "ruleset",
        params: RULESET,
        constant: false,
        doc: "a ruleset from its rules: left = pos -> [Left's options], right = pos -> [...] (or moves = pos -> [...] for an impartial one); R(pos) is a position's value",
        examples: &[
            (
                "ruleset(\"sub123\", moves = n -> [n - k for k in [1, 2, 3] where k <= n])(10)",
                "*2",
            ),
            (
                "ruleset(\"lr\", left = n -> [n - 1 for k in [1] where n > 0], right = n -> [])(3)",
                "3",
            ),
        ],
        engine: Engine::Search,
        call: |c, a| {
            let (Value::Str(name), Value::Function(left)) = (&a[0].value, &a[1].value) else {
                return Err(LangError::type_error("`ruleset(name, left, right)`", c.span));
            };
            let right = match a.get(2).map(|x| &x.value) {
                Some(Value::Function(f)) => Some(f.clone()),
                _ => None,
            };
            Ok(Value::Ruleset(Arc::new(UserRuleset {
                name: name.clone(),
                left: left.clone(),
                right,
                memo: Mutex::new((0, FxHashMap::default())),
            })))
        },
    },
    Builtin {
        name: "grundyseq",
        params: &[p("R", Kind::Any), p("positions", Kind::List)],
        constant: false,
        doc: "the Grundy values of an impartial ruleset's positions: grundyseq(R, 0..20)",
        examples: &[(
            "grundyseq(ruleset(\"sub12\", moves = n -> [n - k for k in [1, 2] where k <= n]), 0..6)",
            "[0, 1, 2, 0, 1, 2, 0]",
        )],
        engine: Engine::Search,
        call: |c, a| {
            let Value::Ruleset(r) = &a[0].value else {
                return Err(LangError::type_error(
                    format!(
                        "the first argument of `grundyseq` must be a ruleset, found {}",
                        a[0].value.kind_name()
                    ),
                    a[0].span,
                ));
            };
            let Value::List(positions) = &a[1].value else {
                unreachable!("declared a list")
            };
            let env = env(c)?;
            let mut out = Vec::with_capacity(positions.len());
            for pos in positions {
                let g = env.ruleset_value(c.store, r, pos, a[1].span)?;
                if !c.store.is_nimber(g) {
                    return Err(LangError::new(
                        format!(
                            "a position of `{}` is worth {}, not a nimber: the ruleset is not impartial",
                            r.name,
                            c.store.display(g)
                        ),
                        a[1].span,
                    ));
                }
                let n = c.store.as_nus(g).map_or(0, |n| n.nim);
                out.push(Value::Game(c.store.integer(i64::from(n))));
            }
            Ok(Value::List(out))
        },
    },
    Builtin {
        name: "sum",
        params: &[p("list", Kind::List)],
        constant: false,
        doc: "the sum of a list of games or numbers",
        examples: &[("sum([*, *2, *3])", "0"), ("sum([1, 2, {1|0}])", "{4|3}")],
        engine: Engine::Store,
        call: |c, a| {
            let Value::List(items) = &a[0].value else {
                unreachable!("declared a list")
            };
            let mut acc = Value::Game(c.store.zero());
            for it in items {
                acc = crate::lang::ops::binary(
                    c.store,
                    crate::lang::parser::BinOp::Add,
                    (&acc, a[0].span),
                    (it, a[0].span),
                    c.span,
                )?;
            }
            Ok(acc)
        },
    },
    Builtin {
        name: "len",
        params: &[p("x", Kind::Any)],
        constant: false,
        doc: "the length of a list or a string",
        examples: &[("len([1, 2, 3])", "3"), ("len(\"x.o\")", "3")],
        engine: Engine::Constant,
        call: |c, a| {
            let n = match &a[0].value {
                Value::List(items) => items.len(),
                Value::Str(s) => s.chars().count(),
                other => return Err(not_a_sequence(other, &a[0])),
            };
            Ok(Value::Game(c.store.integer(n as i64)))
        },
    },
    Builtin {
        name: "slice",
        params: &[p("x", Kind::Any), p("from", Kind::Integer), p("to", Kind::Integer)],
        constant: false,
        doc: "the part of a list or string from position `from` to position `to`, both included, counting from 1",
        examples: &[("slice(\"xo.ox\", 2, 3)", "\"o.\""), ("slice([1, 2, 3], 2, 3)", "[2, 3]")],
        engine: Engine::Constant,
        call: |c, a| {
            let (i, j) = (position_arg(c, &a[1])? - 1, index_arg(c, &a[2])?);
            match &a[0].value {
                Value::List(items) => {
                    let (i, j) = (i.min(items.len()), j.min(items.len()).max(i.min(items.len())));
                    Ok(Value::List(items[i..j].to_vec()))
                }
                Value::Str(s) => Ok(Value::Str(
                    s.chars().skip(i).take(j.saturating_sub(i)).collect(),
                )),
                other => Err(not_a_sequence(other, &a[0])),
            }
        },
    },
    Builtin {
        name: "replaceat",
        params: &[p("x", Kind::Any), p("index", Kind::Integer), p("new", Kind::Any)],
        constant: false,
        doc: "a string with its character at position `index` (from 1) replaced by the string `new`, or a list with that element replaced",
        examples: &[("replaceat(\"x.o\", 2, \"x\")", "\"xxo\""), ("replaceat([1, 2], 1, 5)", "[5, 2]")],
        engine: Engine::Constant,
        call: |c, a| {
            let i = position_arg(c, &a[1])? - 1;
            match (&a[0].value, &a[2].value) {
                (Value::List(items), v) if i < items.len() => {
                    let mut items = items.clone();
                    items[i] = v.clone();
                    Ok(Value::List(items))
                }
                (Value::Str(s), Value::Str(t)) if i < s.chars().count() => Ok(Value::Str(
                    s.chars()
                        .enumerate()
                        .map(|(k, ch)| if k == i { t.clone() } else { ch.to_string() })
                        .collect(),
                )),
                (Value::Str(_), other) if !matches!(other, Value::Str(_)) => Err(LangError::type_error(
                    format!("a character of a string is replaced by a string, not {}", other.kind_name()),
                    a[2].span,
                )),
                (Value::List(_) | Value::Str(_), _) => Err(LangError::new(
                    format!("position {} is out of range", i + 1),
                    a[1].span,
                )),
                (other, _) => Err(not_a_sequence(other, &a[0])),
            }
        },
    },
    Builtin {
        name: "find",
        params: &[p("s", Kind::Str), p("part", Kind::Str)],
        constant: false,
        doc: "the position (from 1) of the first occurrence of `part` in the string `s`, or 0",
        examples: &[("find(\"..|..\", \"|\")", "3"), ("find(\"...\", \"|\")", "0")],
        engine: Engine::Constant,
        call: |c, a| {
            let (Value::Str(s), Value::Str(t)) = (&a[0].value, &a[1].value) else {
                unreachable!("declared strings")
            };
            let k = s.find(t.as_str()).map_or(0, |b| s[..b].chars().count() as i64 + 1);
            Ok(Value::Game(c.store.integer(k)))
        },
    },
    Builtin {
        name: "grid",
        params: &[p("rows", Kind::Integer), p("columns", Kind::Integer)],
        constant: false,
        doc: "an empty board of `rows` rows and `columns` columns, as rulesets read it",
        examples: &[("grid(2, 3)", "\"...|...\""), ("domineering(grid(2, 2))", "+-1")],
        engine: Engine::Constant,
        call: |c, a| {
            let (m, n) = (index_arg(c, &a[0])?, index_arg(c, &a[1])?);
            if m.saturating_mul(n.saturating_add(1)) > 1 << 20 {
                return Err(LangError::stop(
                    crate::limits::Stop::TooLarge(format!("a board of {m} by {n}")),
                    c.span,
                ));
            }
            Ok(Value::Str(vec![".".repeat(n); m].join("|")))
        },
    },
    Builtin {
        name: "str",
        params: &[p("x", Kind::Any)],
        constant: false,
        doc: "the text of a value, as a string (strings stay as they are)",
        examples: &[
            ("str({2|1}) + \" is hot\"", "\"{2|1} is hot\""),
            ("len(str(*12))", "3"),
            ("str(^*)", "\"^*\""),
        ],
        engine: Engine::Constant,
        call: |c, a| {
            Ok(Value::Str(match &a[0].value {
                Value::Str(s) => s.clone(),
                v => {
                    let limit = c.store.limits().output;
                    format(c.store, v, limit).map_err(|s| LangError::stop(s, c.span))?
                }
            }))
        },
    },
    Builtin {
        name: "print",
        params: &[p("x", Kind::Any)],
        constant: false,
        doc: "text shown as it is (strings without quotes), e.g. in `for n in 1..3 do print(...)`",
        examples: &[("print(\"value: \" + \"1/2\")", "value: 1/2")],
        engine: Engine::Constant,
        call: |c, a| {
            Ok(Value::Text(match &a[0].value {
                Value::Str(s) => s.clone(),
                v => {
                    let limit = c.store.limits().output;
                    format(c.store, v, limit).map_err(|s| LangError::stop(s, c.span))?
                }
            }))
        },
    },
];

/// The names of the call (builtins that run functions of the language).
fn env<'a>(c: &Ctx<'a>) -> Result<&'a dyn super::Names, LangError> {
    c.env.ok_or_else(|| LangError::new("no names here", c.span))
}

/// A non-negative integer argument as an index or count; one past 2^63 - 1
/// is "too large", with the bound.
fn index_arg(c: &Ctx<'_>, a: &Arg) -> Result<usize, LangError> {
    let x = c.store.number_value(a.game()?);
    let x = x.as_ref();
    if let Some(k) = x
        .and_then(|x| x.to_i64())
        .and_then(|k| usize::try_from(k).ok())
    {
        return Ok(k);
    }
    Err(match x {
        Some(x) if x.is_integer() && x.signum() > 0 => LangError::new(
            format!("too large: {x} is past the bound of 2^63 - 1 for a natural number here"),
            a.span,
        ),
        _ => LangError::new("expected a natural number", a.span),
    })
}

/// A position in a list or string, counting from 1 as CGSuite does: 0 is
/// refused with that reason.
fn position_arg(c: &Ctx<'_>, a: &Arg) -> Result<usize, LangError> {
    match index_arg(c, a)? {
        0 => Err(LangError::new(
            "positions count from 1 (as in CGSuite): 0 is none",
            a.span,
        )),
        k => Ok(k),
    }
}

fn not_a_sequence(v: &Value, a: &Arg) -> LangError {
    LangError::type_error(
        format!("expected a list or a string, found {}", v.kind_name()),
        a.span,
    )
}
