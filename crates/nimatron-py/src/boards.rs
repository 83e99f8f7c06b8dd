//! Positions of the catalogue's rulesets: a [`Position`] is the game it is
//! worth (a `Game`) that remembers its ruleset and text, so that Jupyter
//! draws its board (`nimatron/_draw.py` draws what [`Position::board`] says).

use crate::errors;
use crate::session::Shared;
use crate::value::Game;
use nimatron::lang::{ErrorKind, LangError, Span};
use nimatron::rulesets::catalogue::PositionErrorKind;
use nimatron::rulesets::{AnyPosition, Colour, Ruleset};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::sync::Arc;

/// A position of a ruleset of the catalogue, worth the game it is (all of
/// `Game`'s operations and methods apply); Jupyter shows its board where
/// nimatron can draw one (Domineering, Cram, Hackenbush, stalks, Toads and
/// Frogs) beside its value.
#[pyclass(frozen, extends = Game, module = "nimatron", name = "Position")]
pub struct Position {
    ruleset: String,
    text: String,
}

/// A Python `Position` worth `g`.
pub fn position(
    py: Python<'_>,
    shared: &Arc<Shared>,
    g: nimatron::short::Game,
    ruleset: &str,
    text: &str,
) -> PyResult<Py<PyAny>> {
    let init = PyClassInitializer::from(Game::new(shared.clone(), g)).add_subclass(Position {
        ruleset: ruleset.to_string(),
        text: text.to_string(),
    });
    Ok(Py::new(py, init)?.into_any())
}

fn colour(c: Colour) -> &'static str {
    match c {
        Colour::Blue => "b",
        Colour::Red => "r",
        Colour::Green => "g",
    }
}

#[pymethods]
impl Position {
    /// The ruleset, as the catalogue writes it (`domineering`, `moore:2`).
    #[getter]
    fn ruleset(&self) -> &str {
        &self.ruleset
    }

    /// The position's text.
    #[getter]
    fn position(&self) -> &str {
        &self.text
    }

    /// What a drawing needs, or None: `{"type": "grid", "rows": [...]}`
    /// (Domineering, Cram: `.` empty, `#` filled), `{"type": "hackenbush",
    /// "edges": [(u, v, "b"|"r"|"g"), ...]}` (vertex 0 the ground; stalks
    /// too), `{"type": "strip", "cells": "T.TFF"}` (Toads and Frogs).
    fn board<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyDict>>> {
        let parsed = Ruleset::from_name(&self.ruleset)
            .ok()
            .and_then(|r| r.parse(&self.text).ok());
        let Some(pos) = parsed else {
            return Ok(None);
        };
        let d = PyDict::new(py);
        let edges = |h: &nimatron::rulesets::Hackenbush| -> Vec<(u32, u32, &'static str)> {
            h.edges()
                .into_iter()
                .map(|(u, v, c)| (u, v, colour(c)))
                .collect()
        };
        match &pos {
            AnyPosition::Domineering(_) | AnyPosition::Cram(_) => {
                let text = pos.to_string();
                let rows: Vec<&str> = text.split('|').collect();
                d.set_item("type", "grid")?;
                d.set_item("rows", rows)?;
            }
            AnyPosition::Hackenbush(h) => {
                d.set_item("type", "hackenbush")?;
                d.set_item("edges", edges(h))?;
            }
            AnyPosition::Stalk(s) => {
                d.set_item("type", "hackenbush")?;
                d.set_item("edges", edges(s.as_hackenbush()))?;
            }
            AnyPosition::Toads(t) => {
                d.set_item("type", "strip")?;
                d.set_item("cells", t.to_string())?;
            }
            _ => return Ok(None),
        }
        Ok(Some(d))
    }

    /// The board as SVG, or None where nimatron draws none.
    fn _repr_svg_(slf: &Bound<'_, Self>) -> PyResult<Option<String>> {
        let draw = slf.py().import("nimatron._draw")?.getattr("position_svg")?;
        draw.call1((slf,))?.extract()
    }

    /// The board beside the value.
    fn _repr_html_(slf: &Bound<'_, Self>) -> PyResult<Option<String>> {
        let draw = slf
            .py()
            .import("nimatron._draw")?
            .getattr("position_html")?;
        draw.call1((slf,))?.extract()
    }

    /// `position("wythoff", "4 7") = 0`: where it comes from and its value.
    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        let me = slf.get();
        let value = slf.as_super().get().text(slf.py())?;
        Ok(format!(
            "position({:?}, {:?}) = {value}",
            me.ruleset, me.text
        ))
    }
}

/// `nimatron.position(ruleset, text)`: a position of any ruleset of the
/// catalogue (`"domineering"`, `"wythoff"`, `"moore:2"`, `"octal:0.137"`),
/// valued under the default session's limits or the call's.
#[pyfunction]
#[pyo3(signature = (ruleset, text, **limits))]
pub fn position_of(
    py: Python<'_>,
    ruleset: &str,
    text: &str,
    limits: Option<&Bound<'_, PyDict>>,
) -> PyResult<Py<PyAny>> {
    let r = Ruleset::from_name(ruleset).map_err(|e| {
        let kind = match e {
            nimatron::rulesets::RulesetError::Unknown(_) => ErrorKind::Name,
            _ => ErrorKind::Value,
        };
        errors::make(py, kind, &e.to_string(), None)
    })?;
    let pos: AnyPosition = r.parse(text).map_err(|e| {
        let kind = match e.kind {
            PositionErrorKind::Syntax => ErrorKind::Syntax,
            PositionErrorKind::TooLarge => ErrorKind::Value,
        };
        let span = Span::new(e.span.start, e.span.end);
        errors::lang_error(py, &LangError::of(kind, e.message, span), Some(text))
    })?;
    let shared = crate::session::default_shared();
    let limits = shared.call_limits(py, limits)?;
    let value = shared.compute(py, limits, |s| {
        let limits = s.store.limits().clone();
        pos.value(&mut s.store, &limits)
    })?;
    match value {
        Ok(g) => position(py, &shared, g, &r.to_string(), text),
        Err(stop) => Err(errors::stop_error(py, stop)),
    }
}
