//! Impartial games beyond the language: Grundy sequences of take-and-break
//! games (`nimatron::impartial::octal::Solver`, with Guy–Smith proofs of
//! their periods) and Nim's winning moves (`nimatron::impartial::nim`).

use crate::errors;
use crate::session::run_interruptible;
use nimatron::impartial::nim::{self, NimMove, Play};
use nimatron::impartial::octal::{Method, OctalGame, Solver, StopReason};
use nimatron::lang::ErrorKind;
use nimatron::limits::Stop;
use num_bigint::BigUint;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

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
    let g: OctalGame = game
        .parse()
        .map_err(|e: nimatron::impartial::octal::GameParseError| {
            errors::make(py, ErrorKind::Value, &e.to_string(), None)
        })?;
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
    let deadline = match time {
        Some(s) if !(s.is_finite() && s >= 0.0) => {
            return Err(PyValueError::new_err(
                "the time limit is a number of seconds >= 0",
            ))
        }
        Some(s) => Some(Instant::now() + Duration::from_secs_f64(s)),
        None => None,
    };
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
