//! Positions of the catalogue's rulesets: a [`Position`] is the game it is
//! worth (a `Game`) that remembers its ruleset and text, so that Jupyter
//! draws its picture (the app layer's `Picture`, for every ruleset).

use crate::errors;
use crate::session::Shared;
use crate::value::Game;
use nimatron::rulesets::{AnyPosition, Ruleset};
use nimatron_app::Picture;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::sync::Arc;

/// A position of a ruleset of the catalogue, worth the game it is (all of
/// `Game`'s operations and methods apply); Jupyter shows its picture beside
/// its value.
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

impl Position {
    fn parsed(&self) -> Option<AnyPosition> {
        Ruleset::from_name(&self.ruleset)
            .ok()
            .and_then(|r| r.parse(&self.text).ok())
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

    /// The position's picture as data (the app layer's `Picture`, which
    /// every front end draws): `{"type": "grid", "rows": [...], "legend"}`
    /// for cells, `{"type": "hackenbush", "edges": [(u, v, "b"|"r"|"g"),
    /// ...]}` (vertex 0 the ground), `{"type": "graph", "tints": [...],
    /// "edges": [(u, v, colour), ...]}`, or `{"type": "text", "text"}`.
    fn board<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyDict>>> {
        let Some(pos) = self.parsed() else {
            return Ok(None);
        };
        let d = PyDict::new(py);
        match Picture::of(&pos) {
            Picture::Cells { rows, legend } => {
                let rows: Vec<String> = rows.iter().map(|r| r.iter().collect()).collect();
                d.set_item("type", "grid")?;
                d.set_item("rows", rows)?;
                d.set_item("legend", legend)?;
            }
            Picture::Edges { edges } => {
                let edges: Vec<(usize, usize, &str)> =
                    edges.iter().map(|e| (e.u, e.v, &e.colour[..1])).collect();
                d.set_item("type", "hackenbush")?;
                d.set_item("edges", edges)?;
            }
            Picture::Graph { tints, edges } => {
                let tints: Vec<String> = tints.iter().map(|t| t.to_string()).collect();
                let edges: Vec<(usize, usize, String)> = edges
                    .iter()
                    .map(|e| (e.u, e.v, e.colour.to_string()))
                    .collect();
                d.set_item("type", "graph")?;
                d.set_item("tints", tints)?;
                d.set_item("edges", edges)?;
            }
            Picture::Text(t) => {
                d.set_item("type", "text")?;
                d.set_item("text", t)?;
            }
        }
        Ok(Some(d))
    }

    /// The position's picture as SVG (the app layer draws every ruleset).
    fn picture_svg(&self) -> Option<String> {
        self.parsed().map(|p| Picture::of(&p).to_svg())
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
    let pos = crate::app::read_position(py, ruleset, text)?;
    let r = pos.ruleset();
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
