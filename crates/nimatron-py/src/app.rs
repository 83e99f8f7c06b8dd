//! The app layer's play and solve for Python: `nimatron.Match` (play over
//! any position of the catalogue against the perfect opponent) and
//! `nimatron.solve` (the report of `nimatron solve --json`), both thin
//! wrappers of `nimatron_app`.

use crate::errors;
use crate::shared::{default_shared, Stopped};
use nimatron::lang::{ErrorKind, LangError, Span};
use nimatron::limits::Stop;
use nimatron::rulesets::catalogue::PositionErrorKind;
use nimatron::rulesets::{AnyPosition, Ruleset};
use nimatron::Player;
use nimatron_app::solve::{SolveError, SolveOptions, SolveReport, Solver};
use nimatron_app::{Lcg, Level, Mark, MatchError, MatchOptions, MoveInfo};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use std::sync::Mutex;

/// A position of the catalogue read from `ruleset` and `text`, with errors
/// as the language's exceptions (the column in the text).
pub fn read_position(py: Python<'_>, ruleset: &str, text: &str) -> PyResult<AnyPosition> {
    let r = Ruleset::from_name(ruleset).map_err(|e| {
        let kind = match e {
            nimatron::rulesets::RulesetError::Unknown(_) => ErrorKind::Name,
            _ => ErrorKind::Value,
        };
        errors::make(py, kind, &e.to_string(), None)
    })?;
    r.parse(text).map_err(|e| {
        let kind = match e.kind {
            PositionErrorKind::Syntax => ErrorKind::Syntax,
            PositionErrorKind::TooLarge => ErrorKind::Value,
        };
        let span = Span::new(e.span.start, e.span.end);
        errors::lang_error(py, &LangError::of(kind, e.message, span), Some(text))
    })
}

fn player(text: &str) -> PyResult<Player> {
    Player::parse(text)
        .ok_or_else(|| PyValueError::new_err(format!("`{text}` is not left or right")))
}

fn match_error(py: Python<'_>, e: MatchError) -> PyErr {
    match e {
        MatchError::Stop(s) => errors::stop_error(py, s),
        other => PyValueError::new_err(other.to_string()),
    }
}

fn move_dict<'py>(py: Python<'py>, m: &MoveInfo) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("index", m.index)?;
    d.set_item("name", &m.name)?;
    d.set_item("position", &m.position)?;
    d.set_item("value", &m.value)?;
    d.set_item("wins", m.wins)?;
    match &m.mark {
        Mark::Cells(c) => d.set_item("cells", c.clone())?,
        Mark::Edge(k) => d.set_item("edge", *k)?,
        Mark::Vertices(v) => d.set_item("vertices", v.clone())?,
        Mark::Heap { heap, take } => {
            d.set_item("heap", *heap)?;
            d.set_item("take", take.clone())?;
        }
        Mark::None => {}
    }
    Ok(d)
}

/// A game in progress over any position of the catalogue, against the
/// perfect (or beatable) opponent: `Match("clobber", "xox|ox.")`.
#[pyclass(module = "nimatron", name = "Match")]
pub struct PyMatch {
    inner: Mutex<nimatron_app::Match>,
    rng: Mutex<Lcg>,
}

impl PyMatch {
    fn with<T: Send>(
        &self,
        py: Python<'_>,
        f: impl FnOnce(&mut nimatron_app::Match) -> Result<T, MatchError> + Send,
    ) -> PyResult<T> {
        let r = py.detach(|| {
            let mut m = self.inner.lock().unwrap_or_else(|p| p.into_inner());
            m.start_turn();
            f(&mut m)
        });
        r.map_err(|e| match_error(py, e))
    }
}

#[pymethods]
impl PyMatch {
    /// A match of `position` of `ruleset` (`"clobber"`, `"toads"`, `"nim"`),
    /// `first` (`"left"` or `"right"`) to move, misère play if asked; the
    /// limits (`time=` per turn, `games=`, `memory=`, ...) as elsewhere.
    #[new]
    #[pyo3(signature = (ruleset, position, *, first = "left", misere = false, seed = 0x5eed, **limits))]
    fn new(
        py: Python<'_>,
        ruleset: &str,
        position: &str,
        first: &str,
        misere: bool,
        seed: u64,
        limits: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<PyMatch> {
        let pos = read_position(py, ruleset, position)?;
        let shared = default_shared();
        let limits = match shared.call_limits(py, limits)? {
            Some(l) => l,
            None => shared.limits(py)?,
        };
        let m = nimatron_app::Match::new(
            &pos,
            MatchOptions {
                misere,
                limits,
                first: player(first)?,
            },
        );
        Ok(PyMatch {
            inner: Mutex::new(m),
            rng: Mutex::new(Lcg(seed)),
        })
    }

    /// The position now, as its ruleset writes it.
    #[getter]
    fn position(&self, py: Python<'_>) -> PyResult<String> {
        self.with(py, |m| Ok(m.position()))
    }

    /// `"left"` or `"right"`: the player to move.
    #[getter]
    fn to_move(&self, py: Python<'_>) -> PyResult<&'static str> {
        self.with(py, |m| Ok(m.to_move().lower()))
    }

    /// The value of the position (None in misère play).
    fn value(&self, py: Python<'_>) -> PyResult<Option<String>> {
        self.with(py, |m| Ok(m.value()?))
    }

    /// The moves of the player to move: dicts with `index`, `name`,
    /// `position`, `value`, `wins`, and where the move is (`cells`, `edge`,
    /// `vertices`, or `heap` and `take`).
    fn moves<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let moves = self.with(py, |m| m.moves())?;
        let list = PyList::empty(py);
        for mv in &moves {
            list.append(move_dict(py, mv)?)?;
        }
        Ok(list)
    }

    /// Play a move: its index in `moves()`, or its name (`"a1-a2"`, `"A 2"`).
    fn play<'py>(&self, py: Python<'py>, mv: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyDict>> {
        let played = if let Ok(k) = mv.extract::<usize>() {
            self.with(py, move |m| m.play(k))?
        } else {
            let name: String = mv.extract()?;
            self.with(py, move |m| m.play_named(&name))?
        };
        move_dict(py, &played)
    }

    /// The opponent's move (`level`: `"perfect"` or `"learner"`), played;
    /// None when there is no move.
    #[pyo3(signature = (level = "perfect"))]
    fn reply<'py>(&self, py: Python<'py>, level: &str) -> PyResult<Option<Bound<'py, PyDict>>> {
        let level = match level {
            "perfect" => Level::Perfect,
            "learner" => Level::Learner,
            other => {
                return Err(PyValueError::new_err(format!(
                    "`{other}` is not a level (perfect or learner)"
                )))
            }
        };
        let mut rng = Lcg(self.rng.lock().unwrap_or_else(|p| p.into_inner()).0);
        let r = self.with(py, |m| m.reply(level, &mut rng));
        self.rng.lock().unwrap_or_else(|p| p.into_inner()).0 = rng.0;
        r?.map(|mv| move_dict(py, &mv)).transpose()
    }

    /// The hint for the player to move: the position in words and each move.
    fn hint(&self, py: Python<'_>) -> PyResult<Vec<String>> {
        self.with(py, |m| {
            let you = m.to_move();
            m.hint(you)
        })
    }

    /// `"left"` or `"right"` once the game is over, else None.
    fn winner(&self, py: Python<'_>) -> PyResult<Option<&'static str>> {
        self.with(py, |m| Ok(m.winner()?.map(Player::lower)))
    }

    /// The moves made: dicts with `by`, `name`, `position`, `was_winning`,
    /// `now_losing`.
    fn history<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let h = self.with(py, |m| Ok(m.history().to_vec()))?;
        let list = PyList::empty(py);
        for t in &h {
            let d = move_dict(py, &t.mv)?;
            d.set_item("by", t.by.lower())?;
            d.set_item("was_winning", t.was_winning)?;
            d.set_item("now_losing", t.now_losing)?;
            list.append(d)?;
        }
        Ok(list)
    }

    /// Take the last move back; whether there was one.
    fn undo(&self, py: Python<'_>) -> PyResult<bool> {
        self.with(py, |m| Ok(m.undo()))
    }

    /// The position's picture (Jupyter shows it).
    fn _repr_svg_(&self, py: Python<'_>) -> PyResult<String> {
        self.with(py, |m| Ok(m.picture().to_svg()))
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        self.with(py, |m| {
            Ok(format!(
                "Match({:?}, {:?}, to move: {})",
                m.ruleset().to_string(),
                m.position(),
                m.to_move().lower()
            ))
        })
    }
}

/// A solve's result, for the session's quick first run.
struct Solved(Result<SolveReport, SolveError>);

impl Stopped for Solved {
    fn stopped(&self) -> bool {
        matches!(
            self.0,
            Err(SolveError::Stopped {
                stop: Stop::Time(_),
                ..
            })
        )
    }
}

/// `nimatron.solve(expr, first=None, **limits)`: who wins the sum `expr`,
/// as `nimatron solve --json` reports it (a dict).
#[pyfunction]
#[pyo3(signature = (expr, first = None, *, generic = false, **limits))]
pub fn solve<'py>(
    py: Python<'py>,
    expr: &str,
    first: Option<&str>,
    generic: bool,
    limits: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    let first = first.map(player).transpose()?;
    let shared = default_shared();
    let limits = shared.call_limits(py, limits)?;
    let expr_owned = expr.to_string();
    let Solved(r) = shared.compute(py, limits, |s| {
        let options = SolveOptions {
            generic,
            ..SolveOptions::default()
        };
        Solved(Solver::new(s.store.limits().clone(), options).solve(&expr_owned, first, None))
    })?;
    let report = r.map_err(|e| match e {
        SolveError::Lang(e) => errors::lang_error(py, &e, Some(expr)),
        SolveError::Stopped { stop, .. } => errors::stop_error(py, stop),
        other => PyValueError::new_err(other.to_string()),
    })?;
    py.import("json")?
        .getattr("loads")?
        .call1((report.to_json().to_string(),))
}
