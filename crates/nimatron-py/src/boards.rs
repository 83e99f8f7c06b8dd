//! Positions of the catalogue's rulesets: a [`Position`] is the game it is
//! worth (a `Game`) that remembers its ruleset and text, so that Jupyter
//! draws its picture (the app layer's `Picture`, for every ruleset).

use crate::errors;
use crate::shared::{run_interruptible, Shared};
use crate::value::Game;
use nimatron::lang::Value;
use nimatron::rulesets::{AnyPosition, Ruleset};
use nimatron::Player;
use nimatron_app::{Match, MatchError, MatchOptions, Picture};
use pyo3::exceptions::PyValueError;
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
    /// The move that reached this position from the one it is an option
    /// of (None for a position made from its text).
    reached_by: Option<String>,
}

/// A Python `Position` worth `g`.
pub fn position(
    py: Python<'_>,
    shared: &Arc<Shared>,
    g: nimatron::short::Game,
    ruleset: &str,
    text: &str,
) -> PyResult<Py<PyAny>> {
    made(py, shared, g, ruleset, text, None)
}

fn made(
    py: Python<'_>,
    shared: &Arc<Shared>,
    g: nimatron::short::Game,
    ruleset: &str,
    text: &str,
    reached_by: Option<String>,
) -> PyResult<Py<PyAny>> {
    let init = PyClassInitializer::from(Game::new(shared.clone(), g)).add_subclass(Position {
        ruleset: ruleset.to_string(),
        text: text.to_string(),
        reached_by,
    });
    Ok(Py::new(py, init)?.into_any())
}

/// The options of the position `slf` for `side` (None: both players' own,
/// an impartial ruleset's), as positions valued in its session: the app
/// layer's moves (a `Match` of the position as written), each with its name.
fn options_for(
    slf: &Bound<'_, Position>,
    side: Option<Player>,
    limits: Option<&Bound<'_, PyDict>>,
) -> PyResult<Vec<Py<PyAny>>> {
    let py = slf.py();
    let me = slf.get();
    let pos = crate::app::read_position(py, &me.ruleset, &me.text)?;
    if side.is_none() && pos.is_partizan() {
        return Err(PyValueError::new_err(format!(
            "{} is partizan: Left and Right have different moves, so ask for \
             left_options() or right_options()",
            me.ruleset
        )));
    }
    let shared = slf.as_super().get().shared.clone();
    let limits = match shared.call_limits(py, limits)? {
        Some(l) => l,
        None => shared.limits(py)?,
    };
    let mut game = Match::as_written(
        &pos,
        MatchOptions {
            misere: false,
            limits: limits.clone(),
            first: side.unwrap_or(Player::Left),
        },
    );
    let ruleset = game.ruleset();
    // The moves valued together by the match's engine (one search for all,
    // its table shared: for Clobber "xoxox|oxoxo|xoxox", 2 s where valuing
    // each option afresh took 16), Ctrl-C answered as in every call.
    let moves = run_interruptible(py, shared.interrupt(), || game.moves())?;
    let moves = match moves {
        Ok(m) => m,
        Err(MatchError::Over) => Vec::new(),
        Err(MatchError::Stop(stop)) => return Err(errors::stop_error(py, stop)),
        Err(other) => return Err(PyValueError::new_err(other.to_string())),
    };
    let mut children = Vec::with_capacity(moves.len());
    for mv in &moves {
        let child = ruleset.parse(&mv.position).map_err(|e| {
            PyValueError::new_err(format!(
                "the option {:?} of {:?} does not read back: {e}",
                mv.position, me.text
            ))
        })?;
        children.push((child, mv.value.clone()));
    }
    // Each value read back in the position's session from the text the
    // engine printed (canonical forms read back), else valued afresh.
    let values = shared.compute(py, Some(limits), |s| {
        let limits = s.store.limits().clone();
        children
            .iter()
            .map(|(child, text)| {
                if let Some(Ok(Some(Value::Game(g)))) = text.as_ref().map(|t| s.eval_line(t)) {
                    return Ok(g);
                }
                child.value(&mut s.store, &limits)
            })
            .collect::<Result<Vec<_>, _>>()
    })?;
    let values = values.map_err(|stop| errors::stop_error(py, stop))?;
    let name = ruleset.to_string();
    moves
        .iter()
        .zip(values)
        .map(|(mv, g)| made(py, &shared, g, &name, &mv.position, Some(mv.name.clone())))
        .collect()
}

impl Position {
    fn parsed(&self) -> Option<AnyPosition> {
        Ruleset::from_name(&self.ruleset)
            .ok()
            .and_then(|r| r.parse(&self.text).ok())
    }

    /// The position itself as a value of the language (for a parameter
    /// that reads positions: `nimatron.misere(nimatron.cram("..."))`).
    pub fn as_value(&self) -> PyResult<Value> {
        let r =
            Ruleset::from_name(&self.ruleset).map_err(|e| PyValueError::new_err(e.to_string()))?;
        let pos = r
            .parse(&self.text)
            .map_err(|e| PyValueError::new_err(e.to_string()))?;
        Ok(Value::Position(Arc::new(pos)))
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

    /// Whether the ruleset is partizan (Left and Right have different
    /// moves: `left_options()` and `right_options()`, no `options()`).
    #[getter]
    fn partizan(&self) -> bool {
        self.parsed().is_some_and(|p| p.is_partizan())
    }

    /// The name of the move that reached this position, for an option
    /// (`left_options()`): `"a1-a2"`, an edge's label, `"A 2"`; None for a
    /// position made from its text.
    #[getter]
    #[pyo3(name = "move")]
    fn reached_by(&self) -> Option<&str> {
        self.reached_by.as_deref()
    }

    /// The positions Left can move to, each a `Position` one can keep
    /// playing (its `move` names the move; `value()` is its value). The
    /// language's `leftoptions()` gives the canonical values' options
    /// instead.
    #[pyo3(signature = (**limits))]
    fn left_options(
        slf: &Bound<'_, Self>,
        limits: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Vec<Py<PyAny>>> {
        options_for(slf, Some(Player::Left), limits)
    }

    /// The positions Right can move to, as `left_options()`.
    #[pyo3(signature = (**limits))]
    fn right_options(
        slf: &Bound<'_, Self>,
        limits: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Vec<Py<PyAny>>> {
        options_for(slf, Some(Player::Right), limits)
    }

    /// The positions either player can move to, in an impartial ruleset
    /// (ValueError for a partizan one: ask for `left_options()` or
    /// `right_options()`).
    #[pyo3(signature = (**limits))]
    fn options(
        slf: &Bound<'_, Self>,
        limits: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Vec<Py<PyAny>>> {
        options_for(slf, None, limits)
    }

    /// The position's value, a plain `Game` (the position without its board).
    fn value(slf: &Bound<'_, Self>) -> Game {
        let g = slf.as_super().get();
        Game::new(g.shared.clone(), g.game)
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
    let shared = crate::shared::default_shared();
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
