//! Impartial games beyond the language: Grundy sequences of take-and-break
//! games (`nimatron::impartial::octal::Solver`, with Guy–Smith proofs of
//! their periods), misère quotients and misère play of sums of heaps
//! (`nimatron::impartial::misere_quotient`), and Nim's winning moves
//! (`nimatron::impartial::nim`).

use crate::errors;
use crate::shared::run_interruptible;
use nimatron::impartial::misere_quotient::{
    MisereQuotient, QuotientConfig, QuotientSolver, MAX_ORDER,
};
use nimatron::impartial::nim::{self, NimMove, Play};
use nimatron::impartial::octal::{Method, OctalGame, Solver, StopReason};
use nimatron::lang::ErrorKind;
use nimatron::limits::{Limits, Stop};
use num_bigint::BigUint;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A take-and-break game's code (`"0.77"`, `"kayles"`, `"sub:1,3,4"`), or
/// the language's ValueError.
fn parse_game(py: Python<'_>, game: &str) -> PyResult<OctalGame> {
    game.parse()
        .map_err(|e: nimatron::impartial::octal::GameParseError| {
            errors::make(py, ErrorKind::Value, &e.to_string(), None)
        })
}

/// A time limit in seconds, checked: `None` for no limit.
fn seconds(time: Option<f64>) -> PyResult<Option<Duration>> {
    match time {
        Some(s) if !(s.is_finite() && s >= 0.0) => Err(PyValueError::new_err(
            "the time limit is a number of seconds >= 0",
        )),
        Some(s) => Ok(Some(Duration::from_secs_f64(s))),
        None => Ok(None),
    }
}

/// The Grundy sequence G(0), G(1), ... of a take-and-break game (`"0.77"`,
/// `"kayles"`, `"4.7"`, `"grundy"`, `"sub:1,3,4"`) up to heap `to - 1`, or
/// fewer once its period is proved. A dict: `game`, `code`, `values`,
/// `computed`, `period`, `preperiod` (None unless proved), `proved`,
/// `provable` (whether a periodicity theorem applies), `max_value`, `stop`
/// (`proved`, `reached`, `time`, `overflow`).
#[pyfunction]
#[pyo3(signature = (game, to, method="sparse", time=None))]
pub fn grundy<'py>(
    py: Python<'py>,
    game: &str,
    to: usize,
    method: &str,
    time: Option<f64>,
) -> PyResult<Bound<'py, PyDict>> {
    let g = parse_game(py, game)?;
    let method = match method {
        "sparse" => Method::Sparse,
        "plain" => Method::Plain,
        other => {
            return Err(PyValueError::new_err(format!(
                "unknown method `{other}`: sparse or plain"
            )))
        }
    };
    if to > 1 << 30 {
        return Err(PyValueError::new_err("`to` is at most 2^30 heaps"));
    }
    let deadline = seconds(time)?.map(|t| Instant::now() + t);
    let flag = AtomicBool::new(false);
    let timed_out = AtomicBool::new(false);
    let mut solver = Solver::new(g, method);
    let report = run_interruptible(py, &flag, || {
        solver.reserve(to.min(1 << 24));
        solver.run(to.max(1), &flag, &mut |_| {
            if deadline.is_some_and(|d| Instant::now() >= d) {
                timed_out.store(true, Ordering::SeqCst);
                flag.store(true, Ordering::SeqCst);
            }
        })
    })?;
    let timed_out = timed_out.load(Ordering::SeqCst);
    if report.stop == StopReason::Interrupted && !timed_out {
        return Err(errors::stop_error(py, Stop::Interrupted));
    }
    let d = PyDict::new(py);
    let g = solver.game();
    d.set_item("game", g.name())?;
    d.set_item("code", g.code())?;
    d.set_item("values", solver.values(report.computed))?;
    d.set_item("computed", report.computed)?;
    let per = report.periodicity;
    d.set_item("period", per.map(|p| p.period))?;
    d.set_item("preperiod", per.map(|p| p.preperiod))?;
    d.set_item("proved", per.is_some())?;
    d.set_item("provable", g.periodicity_provable())?;
    d.set_item("max_value", report.max_value)?;
    d.set_item(
        "stop",
        match report.stop {
            StopReason::Proved => "proved",
            StopReason::Reached => "reached",
            StopReason::Interrupted => "time",
            StopReason::ValueOverflow => "overflow",
        },
    )?;
    Ok(d)
}

/// Every winning move of Nim with these heaps, as `(heap, size, to)`: heap
/// `heap` (from 0) goes from `size` to `to` tokens; none in a lost position.
#[pyfunction]
#[pyo3(signature = (heaps, misere=false))]
pub fn nim_moves(heaps: Vec<BigUint>, misere: bool) -> Vec<(usize, BigUint, BigUint)> {
    let play = if misere { Play::Misere } else { Play::Normal };
    nim::winning_moves(&heaps, play)
        .into_iter()
        .map(|NimMove { heap, from, to }| (heap, from, to))
        .collect()
}

/// The nim-sum of the heap sizes (their binary sum without carries).
#[pyfunction]
pub fn nim_sum(heaps: Vec<BigUint>) -> BigUint {
    nim::nim_sum(&heaps)
}

/// The misère quotient of a take-and-break game's heaps `0..=to`
/// (`nimatron::impartial::misere_quotient`, Plambeck and Siegel's, computed
/// heap by heap as MisereSolver does, every answer verified), and misère play
/// of sums of its heaps from it.
#[pyclass(frozen, module = "nimatron", name = "MisereQuotient")]
pub struct PyMisereQuotient {
    q: MisereQuotient,
    stopped: Option<String>,
}

/// Compute the misère quotient of `game` up to heap `to` (fewer once a
/// period is proved). A limit (`time` in seconds, `max_order` elements,
/// `memory` bytes) stops it with the quotient of the heaps done so far, and
/// `stopped` says why; Ctrl-C raises `KeyboardInterrupt`.
#[pyfunction]
#[pyo3(signature = (game, to=100, time=None, max_order=20_000, memory=2 << 30))]
pub fn misere_quotient(
    py: Python<'_>,
    game: &str,
    to: usize,
    time: Option<f64>,
    max_order: usize,
    memory: usize,
) -> PyResult<PyMisereQuotient> {
    let g = parse_game(py, game)?;
    if !(1..=MAX_ORDER).contains(&max_order) {
        return Err(PyValueError::new_err(format!(
            "max_order is from 1 to {MAX_ORDER}"
        )));
    }
    let flag = Arc::new(AtomicBool::new(false));
    let mut limits = Limits::none()
        .with_interrupt(flag.clone())
        .with_memory(memory);
    if let Some(t) = seconds(time)? {
        limits = limits.with_time(t);
    }
    let config = QuotientConfig {
        max_order,
        ..QuotientConfig::default()
    };
    let (done, stopped) = run_interruptible(py, &flag, || {
        let mut solver = QuotientSolver::new(g, &limits, config);
        let stopped = solver.run_to(to, true, |_| {}).err();
        (solver.quotient(), stopped)
    })?;
    if flag.load(Ordering::SeqCst) {
        return Err(errors::stop_error(py, Stop::Interrupted));
    }
    let q = done.map_err(|e| errors::stop_error(py, e))?;
    Ok(PyMisereQuotient {
        q,
        stopped: stopped.map(|s| s.to_string()),
    })
}

impl PyMisereQuotient {
    /// The element of a sum of heaps, or a ValueError naming the heap beyond
    /// the quotient.
    fn element_of(&self, heaps: &[usize]) -> PyResult<usize> {
        self.q.element(heaps).ok_or_else(|| {
            PyValueError::new_err(format!(
                "a heap is beyond the quotient, which knows heaps up to {} (and no period is proved)",
                self.q.to()
            ))
        })
    }
}

#[pymethods]
impl PyMisereQuotient {
    /// The game's name.
    #[getter]
    fn game(&self) -> String {
        self.q.game().name().to_string()
    }
    /// The largest heap computed.
    #[getter]
    fn to(&self) -> usize {
        self.q.to()
    }
    /// The number of elements.
    #[getter]
    fn order(&self) -> usize {
        self.q.order()
    }
    /// The P-portion: the elements of the misère P-positions, by name.
    #[getter]
    fn p_portion(&self) -> Vec<String> {
        self.q
            .p_portion()
            .into_iter()
            .map(|x| self.q.name(x))
            .collect()
    }
    /// The presentation: `<a,b,c | a^2=1, ...>`.
    #[getter]
    fn presentation(&self) -> String {
        self.q.presentation()
    }
    /// The generators, by name.
    #[getter]
    fn generators(&self) -> Vec<String> {
        self.q
            .generators()
            .iter()
            .map(|&g| self.q.name(g))
            .collect()
    }
    /// The element of each heap `0..=to`, by name.
    #[getter]
    fn heaps(&self) -> Vec<String> {
        self.q
            .heaps()
            .iter()
            .map(|&x| self.q.name(x as usize))
            .collect()
    }
    /// `(preperiod, period)` of the heaps' elements when proved, else None:
    /// then the quotient is that of the whole game.
    #[getter]
    fn period(&self) -> Option<(usize, usize)> {
        self.q.period()
    }
    /// Why the computation stopped before `to` (a limit), or None.
    #[getter]
    fn stopped(&self) -> Option<String> {
        self.stopped.clone()
    }
    /// The element of the sum of these heaps, by name.
    fn element(&self, heaps: Vec<usize>) -> PyResult<String> {
        Ok(self.q.name(self.element_of(&heaps)?))
    }
    /// The misère outcome of the sum of these heaps: `"P"` (the player to
    /// move loses) or `"N"`.
    fn outcome(&self, heaps: Vec<usize>) -> PyResult<&'static str> {
        let x = self.element_of(&heaps)?;
        Ok(if self.q.is_p(x) { "P" } else { "N" })
    }
    /// Every winning move of the misère sum of these heaps, as `(index,
    /// size, to)`: heap number `index` (from 0), of `size`, is replaced by
    /// the heaps `to` (empty: taken whole); one move per heap size.
    fn winning_moves(&self, heaps: Vec<usize>) -> PyResult<Vec<(usize, usize, Vec<usize>)>> {
        self.element_of(&heaps)?;
        let a = self
            .q
            .analyse(&heaps)
            .ok_or_else(|| PyValueError::new_err("a heap's option is beyond the quotient"))?;
        Ok(a.winning
            .into_iter()
            .map(|m| (m.index, m.from, m.to))
            .collect())
    }
    fn __repr__(&self) -> String {
        format!(
            "MisereQuotient({:?}, to={}, order={}, p_portion=[{}])",
            self.q.game().name(),
            self.q.to(),
            self.q.order(),
            self.p_portion().join(", ")
        )
    }
}
