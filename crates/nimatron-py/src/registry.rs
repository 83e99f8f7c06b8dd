//! The one generic binding of the language's functions: [`builtins`] lists
//! the registry (`nimatron::lang::builtins`) for `nimatron/_registry.py`,
//! which makes a Python function of each entry, and [`call`] looks a name up
//! there and calls it through the language (`Session::invoke`, the
//! evaluator's own path, with the session's names) in a session, under its
//! limits or the call's. Arguments are made by their parameters' kinds: a
//! `Position` for a parameter that reads positions is the position itself.
//! Nothing here names a particular function.

use crate::errors;
use crate::shared::Shared;
use crate::value::{from_py, materialize, session_of, to_py, Game, In, Located, Thermograph};
use nimatron::lang::{builtins, ruleset_functions, ruleset_of_call, Kind, LangError, Span, Value};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyTuple};
use std::sync::{Arc, OnceLock};

/// Every function and constant of the registry, as dicts: `name`,
/// `signature`, `params` (`(name, kind, description)`), `optional` and
/// `keywords` (the names of the parameters that may be left out, and of
/// those that may be given by name), `constant`, `doc`,
/// `examples` (`(input, output)`), `limits`, `help` (the REPL's help text)
/// and `ruleset` (the ruleset a ruleset function reads, else None).
#[pyfunction]
#[pyo3(name = "builtins")]
pub fn entries(py: Python<'_>) -> PyResult<Bound<'_, PyList>> {
    let list = PyList::empty(py);
    for b in builtins::all() {
        let d = PyDict::new(py);
        d.set_item("name", b.name)?;
        d.set_item("signature", b.signature())?;
        let params: Vec<(&str, &str, &str)> = b
            .params
            .iter()
            .map(|p| (p.name, p.kind.placeholder(), p.kind.describe()))
            .collect();
        d.set_item("params", params)?;
        let names = |keep: fn(&builtins::Param) -> bool| -> Vec<&str> {
            b.params
                .iter()
                .filter(|p| keep(p))
                .map(|p| p.name)
                .collect()
        };
        d.set_item("optional", names(|p| p.optional))?;
        d.set_item("keywords", names(|p| p.keyword))?;
        d.set_item("constant", b.constant)?;
        d.set_item("doc", b.doc)?;
        d.set_item("examples", b.examples.to_vec())?;
        d.set_item("limits", b.engine.limits())?;
        d.set_item("help", b.help())?;
        d.set_item("ruleset", ruleset_of(b.name))?;
        list.append(d)?;
    }
    Ok(list)
}

/// The registry's functions that are methods of `obj` (a `Game`, a
/// `Position` or a `Surreal`): those whose first parameter's kind accepts
/// it, by the registry's own rule (`Kind::accepts`), and for a position
/// also those whose first parameter reads positions. A number has `floor`,
/// a nimber `nimmul`, every game `temperature`; `*2` has no `floor`.
/// Empty for other objects.
#[pyfunction]
pub fn methods_of(obj: &Bound<'_, PyAny>) -> PyResult<Vec<&'static str>> {
    let py = obj.py();
    let firsts = || {
        builtins::all()
            .filter(|b| !b.constant)
            .filter_map(|b| b.params.first().map(|p| (b.name, p.kind)))
    };
    if let Ok(s) = obj.cast::<crate::value::Surreal>() {
        let v = Value::Surreal(s.get().value.clone());
        return crate::shared::default_shared().compute(py, None, |s| {
            firsts()
                .filter(|(_, k)| k.accepts(&s.store, &v))
                .map(|(n, _)| n)
                .collect()
        });
    }
    let Ok(game) = obj.cast::<Game>() else {
        return Ok(Vec::new());
    };
    let is_position = obj.cast::<crate::boards::Position>().is_ok();
    let g = game.get();
    if let Some(names) = g.methods.get() {
        return Ok(names.clone());
    }
    let v = Value::Game(g.game);
    let names = g.shared.compute(py, None, |s| {
        firsts()
            .filter(|(_, k)| (is_position && k.takes_position()) || k.accepts(&s.store, &v))
            .map(|(n, _)| n)
            .collect::<Vec<_>>()
    })?;
    Ok(g.methods.get_or_init(|| names).clone())
}

/// The ruleset (as the catalogue names it) that the function `name` reads.
fn ruleset_of(name: &str) -> Option<&'static str> {
    static MAP: OnceLock<Vec<(&'static str, &'static str)>> = OnceLock::new();
    MAP.get_or_init(|| {
        ruleset_functions()
            .into_iter()
            .map(|f| (f.name, f.kind.name()))
            .collect()
    })
    .iter()
    .find(|(f, _)| f.eq_ignore_ascii_case(name))
    .map(|(_, k)| *k)
}

/// Where each argument sits in a call written out as `name(a, "b", c)`, so
/// that an error inside a string argument (a ruleset's position) can name
/// the column in that string.
fn layout(name: &str, args: &[Bound<'_, PyAny>]) -> Vec<(Span, Option<String>)> {
    let mut at = name.len() + 1;
    args.iter()
        .map(|a| {
            let text = a.extract::<String>().ok();
            let len = text.as_ref().map_or(1, |t| t.len() + 2);
            let span = Span::new(at, at + len);
            at += len + 2;
            (span, text)
        })
        .collect()
}

/// `nimatron.NAME(*args, **keywords, **limits)`: call the registry's
/// function `name` with Python arguments, its keyword parameters in `named`
/// (`toads("TTT..FF", maxjump=2)`), in `session` (default: that of the first
/// game argument, else the default session).
#[pyfunction]
#[pyo3(signature = (name, args, limits=None, session=None, named=None))]
pub fn call(
    py: Python<'_>,
    name: &str,
    args: &Bound<'_, PyTuple>,
    limits: Option<&Bound<'_, PyDict>>,
    session: Option<&Bound<'_, crate::shared::PySession>>,
    named: Option<&Bound<'_, PyDict>>,
) -> PyResult<Py<PyAny>> {
    let Some(b) = builtins::lookup(name) else {
        return Err(errors::make(
            py,
            nimatron::lang::ErrorKind::Name,
            &format!("unknown function `{name}` (nimatron.functions() lists them all)"),
            None,
        ));
    };
    let args: Vec<Bound<'_, PyAny>> = args.iter().collect();
    let shared = match session {
        Some(s) => s.get().shared.clone(),
        None => session_of(args.iter()),
    };
    let spans = layout(b.name, &args);
    let mut ins = Vec::with_capacity(args.len());
    for (i, a) in args.iter().enumerate() {
        let kind = b.params.get(i).map_or(Kind::Any, |p| p.kind);
        ins.push(argument(a, kind, &shared)?);
    }
    let mut named_ins = Vec::new();
    for (k, v) in named.into_iter().flat_map(|d| d.iter()) {
        let k: String = k.extract()?;
        let kind = b
            .params
            .iter()
            .find(|p| p.name == k)
            .map_or(Kind::Any, |p| p.kind);
        named_ins.push((k, argument(&v, kind, &shared)?));
    }
    let limits = shared.call_limits(py, limits)?;
    let first_game = args
        .first()
        .and_then(|a| a.cast::<Game>().ok())
        .map(|g| g.get().game);
    let whole = Span::new(0, spans.last().map_or(b.name.len() + 2, |(s, _)| s.end + 1));
    let result = shared.compute(
        py,
        limits,
        |s| -> Result<(Value, String, Option<String>), Located> {
            let mut vals = Vec::with_capacity(ins.len());
            for (x, (span, _)) in ins.iter().cloned().zip(&spans) {
                vals.push(builtins::Arg {
                    value: materialize(s, x)?,
                    span: *span,
                });
            }
            let mut named = Vec::with_capacity(named_ins.len());
            for (k, x) in &named_ins {
                let arg = builtins::Arg {
                    value: materialize(s, x.clone())?,
                    span: whole,
                };
                named.push((k.as_str(), whole, arg));
            }
            let v = s.invoke(b, &vals, &named, whole).map_err(|e| (e, None))?;
            // A ruleset function's position, under the rules given.
            let ruleset = match &v {
                Value::Game(_) => s
                    .store
                    .guard(|st| ruleset_of_call(st, b.name, &vals, &named, whole))
                    .ok()
                    .flatten()
                    .and_then(Result::ok)
                    .map(|r| r.to_string()),
                _ => None,
            };
            // A thermograph is titled by its game.
            let title = match (&v, first_game.or_else(|| vals.first().and_then(game_of))) {
                (Value::Thermograph(_), Some(g)) => s
                    .store
                    .guard(|st| st.display_limited(g, Some(200)).ok())
                    .ok()
                    .flatten()
                    .unwrap_or_else(|| "a game".into()),
                _ => String::new(),
            };
            Ok((v, title, ruleset))
        },
    )?;
    let (v, title, ruleset) = match result {
        Ok(r) => r,
        Err((e, Some(src))) => return Err(errors::lang_error(py, &e, Some(&src))),
        Err((e, None)) => {
            // An error inside a string argument points into it.
            let inside = spans
                .iter()
                .find(|(s, t)| t.is_some() && e.span.start > s.start && e.span.start < s.end);
            return Err(match inside {
                Some((s, Some(text))) => {
                    let local = LangError {
                        span: Span::new(
                            e.span.start - s.start - 1,
                            e.span.end.saturating_sub(s.start + 1),
                        ),
                        ..e.clone()
                    };
                    errors::lang_error(py, &local, Some(text))
                }
                _ => errors::lang_error(py, &e, None),
            });
        }
    };
    match v {
        Value::Thermograph(th) => Ok(Py::new(py, Thermograph { th, title })?.into_any()),
        Value::Game(g) => match (ruleset, args.first()) {
            (Some(ruleset), Some(text)) => {
                crate::boards::position(py, &shared, g, &ruleset, &text.extract::<String>()?)
            }
            _ => to_py(py, Value::Game(g), &shared),
        },
        v => to_py(py, v, &shared),
    }
}

/// A Python argument for a parameter of `kind`: a `Position` for a
/// parameter that reads positions is the position itself, anything else as
/// [`from_py`] takes it.
fn argument(obj: &Bound<'_, PyAny>, kind: Kind, target: &Arc<Shared>) -> PyResult<In> {
    if kind.takes_position() {
        if let Ok(p) = obj.cast::<crate::boards::Position>() {
            return p.get().as_value().map(In::Ready);
        }
    }
    from_py(obj, Some(kind), target)
}

fn game_of(a: &builtins::Arg) -> Option<nimatron::short::Game> {
    match a.value {
        Value::Game(g) => Some(g),
        _ => None,
    }
}
