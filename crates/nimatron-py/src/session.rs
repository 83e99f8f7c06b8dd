//! Sessions (a store with its limits) and how work runs: on a worker thread
//! with the GIL released, while the calling thread checks for Ctrl-C.

use nimatron::lang::{ErrorKind, LangError, Session};
use nimatron::limits::{Limits, Stop};
use nimatron_app::{Ran, Script, ScriptError};
use pyo3::exceptions::{PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Mutex, TryLockError};
use std::time::{Duration, Instant};

/// The limits of a new session: the CLI's defaults (20M games, 2 GB of
/// tables, 16 MB of printed text, no time limit).
pub fn default_limits() -> Limits {
    Limits::standard()
        .with_memory(2_000_000_000)
        .with_output(16_000_000)
}

/// A session shared by the Python objects made in it: the language's
/// [`Session`] (its store and variables) and the flag that interrupts it.
pub struct Shared {
    session: Mutex<Session>,
    interrupt: Arc<AtomicBool>,
}

impl Shared {
    /// A fresh session under `limits` (their interrupt flag is the session's).
    pub fn new(limits: Limits) -> Arc<Shared> {
        let interrupt = Arc::new(AtomicBool::new(false));
        let limits = limits.with_interrupt(interrupt.clone());
        Arc::new(Shared {
            session: Mutex::new(Session::with_limits(limits)),
            interrupt,
        })
    }

    /// The limits in force.
    pub fn limits(&self, py: Python<'_>) -> PyResult<Limits> {
        let guard = self.lock(py)?;
        Ok(guard.store.limits().clone())
    }

    /// The limits for one call given `kwargs` (None: the session's own).
    pub fn call_limits(
        &self,
        py: Python<'_>,
        kwargs: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Option<Limits>> {
        match kwargs {
            Some(k) if !k.is_empty() => Ok(Some(limits_from(&self.limits(py)?, Some(k))?)),
            _ => Ok(None),
        }
    }

    /// Set the limits (the interrupt flag stays the session's).
    pub fn set_limits(&self, py: Python<'_>, limits: Limits) -> PyResult<()> {
        let mut guard = self.lock(py)?;
        guard
            .store
            .set_limits(limits.with_interrupt(self.interrupt.clone()));
        Ok(())
    }

    /// The session, once another Python thread's computation in it is done
    /// (waiting with the GIL released); an error when this computation holds
    /// it (a ruleset's callback that calls back into its own session).
    fn lock(&self, py: Python<'_>) -> PyResult<std::sync::MutexGuard<'_, Session>> {
        loop {
            match self.session.try_lock() {
                Ok(g) => return Ok(g),
                Err(TryLockError::Poisoned(p)) => return Ok(p.into_inner()),
                Err(TryLockError::WouldBlock) if IN_COMPUTE.get() => {
                    return Err(PyRuntimeError::new_err(
                        "this nimatron session is busy with the computation that called \
                         back (a ruleset's callback may not compute in the session that \
                         runs it: use another nimatron.Session)",
                    ))
                }
                Err(TryLockError::WouldBlock) => {
                    py.detach(|| std::thread::sleep(Duration::from_millis(1)));
                    py.check_signals()?;
                }
            }
        }
    }

    /// Run `f` on the session under its limits, or under `limits` for this
    /// call only. Most calls take microseconds, so `f` first runs here, with
    /// the GIL held, for at most [`QUICK`]; if that time runs out (and the
    /// caller's own limit has not), it runs again from the start on a worker
    /// thread while this one checks for Ctrl-C (see [`run_interruptible`]).
    /// The store keeps what the first run computed.
    pub fn compute<T: Send + Stopped>(
        &self,
        py: Python<'_>,
        limits: Option<Limits>,
        mut f: impl FnMut(&mut Session) -> T + Send,
    ) -> PyResult<T> {
        let mut guard = self.lock(py)?;
        let session: &mut Session = &mut guard;
        let saved = session.store.limits().clone();
        let full = limits.unwrap_or_else(|| saved.clone());
        // Each call has a memory account of its own (everything it
        // allocates counts): the values Python keeps are Python's, freed
        // outside any account, so a session-long account would only grow.
        let full = match full.memory {
            Some(bytes) => full.with_memory(bytes),
            None => full,
        };
        let quick = full.time.map_or(QUICK, |t| t.min(QUICK));
        let mut first = full.clone();
        first.time = Some(quick);
        session
            .store
            .set_limits(first.with_interrupt(self.interrupt.clone()));
        let start = Instant::now();
        let r = computing(|| f(&mut *session));
        let r = if r.stopped() && start.elapsed() >= quick && full.time.is_none_or(|t| t > QUICK) {
            session
                .store
                .set_limits(full.with_interrupt(self.interrupt.clone()));
            run_interruptible(py, &self.interrupt, || f(&mut *session))
        } else {
            Ok(r)
        };
        // The session's own limits again, however the call ended.
        session.store.set_limits(saved);
        r
    }
}

thread_local! {
    /// Whether this thread is running a computation (so holds a session).
    static IN_COMPUTE: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Run `f` marked as computing on this thread.
fn computing<T>(f: impl FnOnce() -> T) -> T {
    struct Restore(bool);
    impl Drop for Restore {
        fn drop(&mut self) {
            IN_COMPUTE.set(self.0);
        }
    }
    let _restore = Restore(IN_COMPUTE.replace(true));
    f()
}

/// How long a computation runs on the calling thread before it moves to a
/// worker thread (where Ctrl-C can stop it).
pub const QUICK: Duration = Duration::from_millis(20);

/// Whether a result is a stop by a limit (so possibly by [`QUICK`]).
pub trait Stopped {
    /// Whether a limit stopped the computation.
    fn stopped(&self) -> bool;
}

impl<T> Stopped for Result<T, Stop> {
    fn stopped(&self) -> bool {
        matches!(self, Err(Stop::Time(_)))
    }
}

impl<T> Stopped for Result<T, LangError> {
    fn stopped(&self) -> bool {
        matches!(self, Err(e) if e.kind == ErrorKind::Limit)
    }
}

impl<T> Stopped for Result<T, (LangError, Option<String>)> {
    fn stopped(&self) -> bool {
        matches!(self, Err((e, _)) if e.kind == ErrorKind::Limit)
    }
}

impl<T> Stopped for Option<T> {
    fn stopped(&self) -> bool {
        false
    }
}

/// What a script gave, and its error (a stop by a limit, possibly by
/// [`QUICK`], runs it again).
pub struct ScriptRun(Vec<Ran>, Option<ScriptError>);

impl Stopped for ScriptRun {
    fn stopped(&self) -> bool {
        matches!(&self.1, Some(e) if e.error.kind == ErrorKind::Limit)
    }
}

impl Stopped for usize {
    fn stopped(&self) -> bool {
        false
    }
}

/// Run `f` on a worker thread while this thread, with the GIL released,
/// waits for it and checks Python's signals every 50 ms: Ctrl-C (or a
/// notebook's interrupt) raises `flag`, which every engine checks, and the
/// `KeyboardInterrupt` is raised here once `f` has stopped.
pub fn run_interruptible<T: Send>(
    py: Python<'_>,
    flag: &AtomicBool,
    f: impl FnOnce() -> T + Send,
) -> PyResult<T> {
    let mut pending: Option<PyErr> = None;
    let result = std::thread::scope(|scope| {
        let (tx, mut rx) = mpsc::channel::<()>();
        let worker = std::thread::Builder::new()
            .name("nimatron".into())
            .stack_size(64 << 20)
            .spawn_scoped(scope, move || {
                let r = computing(f);
                let _ = tx.send(());
                r
            })
            .map_err(|e| PyRuntimeError::new_err(format!("cannot start a thread: {e}")))?;
        loop {
            let (back, r) = py.detach(move || {
                let r = rx.recv_timeout(Duration::from_millis(50));
                (rx, r)
            });
            rx = back;
            if !matches!(r, Err(RecvTimeoutError::Timeout)) {
                break;
            }
            if pending.is_none() {
                if let Err(e) = py.check_signals() {
                    flag.store(true, Ordering::SeqCst);
                    pending = Some(e);
                }
            }
        }
        worker.join().map_err(|payload| {
            let what = payload
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            PyRuntimeError::new_err(format!("nimatron: internal error: {what}"))
        })
    });
    flag.store(false, Ordering::SeqCst);
    match pending {
        Some(e) => Err(e),
        None => result,
    }
}

/// The names of the limits, as keyword arguments.
pub const LIMIT_NAMES: [&str; 6] = ["time", "games", "nodes", "memory", "output", "depth"];

/// `base` with the limits named in `kwargs` changed: `time` in seconds,
/// `memory` and `output` in bytes, `games`, `nodes` and `depth` as counts;
/// `None` removes a limit.
pub fn limits_from(base: &Limits, kwargs: Option<&Bound<'_, PyDict>>) -> PyResult<Limits> {
    let mut l = base.clone();
    let Some(kwargs) = kwargs else {
        return Ok(l);
    };
    for (k, v) in kwargs.iter() {
        let key: String = k.extract()?;
        let count = |what: &str| -> PyResult<Option<u64>> {
            if v.is_none() {
                return Ok(None);
            }
            v.extract::<u64>().map(Some).map_err(|_| {
                PyValueError::new_err(format!(
                    "the limit `{key}` must be a natural number ({what}) or None"
                ))
            })
        };
        match key.as_str() {
            "time" => {
                l.time = if v.is_none() {
                    None
                } else {
                    let s: f64 = v.extract()?;
                    if !(s.is_finite() && s >= 0.0) {
                        return Err(PyValueError::new_err(
                            "the time limit is a number of seconds >= 0",
                        ));
                    }
                    Some(Duration::from_secs_f64(s))
                }
            }
            "games" => l.games = count("games")?.map(|n| n as usize),
            "nodes" => l.nodes = count("positions")?,
            "memory" => l.memory = count("bytes")?.map(|n| n as usize),
            "output" => l.output = count("bytes")?.map(|n| n as usize),
            "depth" => l.depth = count("levels")?.map(|n| n as usize),
            other => {
                return Err(PyTypeError::new_err(format!(
                    "unknown keyword argument `{other}`: the limits are {}",
                    LIMIT_NAMES.join(", ")
                )))
            }
        }
    }
    Ok(l)
}

/// The limits as a dict (`None` for no limit).
pub fn limits_dict<'py>(py: Python<'py>, l: &Limits) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("time", l.time.map(|t| t.as_secs_f64()))?;
    d.set_item("games", l.games)?;
    d.set_item("nodes", l.nodes)?;
    d.set_item("memory", l.memory)?;
    d.set_item("output", l.output)?;
    d.set_item("depth", l.depth)?;
    Ok(d)
}

static DEFAULT: Mutex<Option<Arc<Shared>>> = Mutex::new(None);

/// The default session (made on first use).
pub fn default_shared() -> Arc<Shared> {
    let mut d = DEFAULT.lock().unwrap_or_else(|p| p.into_inner());
    d.get_or_insert_with(|| Shared::new(default_limits()))
        .clone()
}

/// A session of its own: a store, variables and limits.
///
/// Games remember the session they were made in; `nimatron.parse` and the
/// module's functions use the default session (`nimatron.session()`), or the
/// session of their first game argument.
#[pyclass(frozen, module = "nimatron", name = "Session")]
pub struct PySession {
    pub shared: Arc<Shared>,
}

#[pymethods]
impl PySession {
    /// `Session(time=None, games=..., ...)`: a fresh store under these limits
    /// (the others as for the default session).
    #[new]
    #[pyo3(signature = (**limits))]
    fn new(limits: Option<&Bound<'_, PyDict>>) -> PyResult<PySession> {
        let l = limits_from(&default_limits(), limits)?;
        Ok(PySession {
            shared: Shared::new(l),
        })
    }

    /// The limits in force, as a dict (`None` for no limit; `time` in
    /// seconds, `memory` and `output` in bytes).
    #[getter]
    fn limits<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        limits_dict(py, &self.shared.limits(py)?)
    }

    /// Change some limits: `set_limits(time=2.5, games=None)` (`None` removes one).
    #[pyo3(signature = (**limits))]
    fn set_limits(&self, py: Python<'_>, limits: Option<&Bound<'_, PyDict>>) -> PyResult<()> {
        let l = limits_from(&self.shared.limits(py)?, limits)?;
        self.shared.set_limits(py, l)
    }

    /// The number of canonical games the session's store holds.
    fn games(&self, py: Python<'_>) -> PyResult<usize> {
        self.shared.compute(py, None, |s| s.store.len())
    }

    /// Evaluate one line of the language (an expression, or `name := expr`,
    /// which sets a variable of this session); `None` for an empty line.
    #[pyo3(signature = (line, **limits))]
    fn eval(
        slf: &Bound<'_, Self>,
        line: &str,
        limits: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Py<PyAny>> {
        crate::registry::eval_in(slf.py(), &slf.get().shared, line, limits, true)
    }

    /// Run a program of several statements, as `nimatron run` runs a file
    /// (the app layer's `Script`): a statement goes on while a bracket is
    /// open or a line ends with `\\`, lines starting with `#` are skipped.
    /// Returns the text of each value shown (not of assignments or
    /// definitions); the first error raises, its message giving its line
    /// and column in the program.
    #[pyo3(signature = (program, **limits))]
    fn run(
        slf: &Bound<'_, Self>,
        program: &str,
        limits: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Vec<String>> {
        let py = slf.py();
        let shared = &slf.get().shared;
        let limits = shared.call_limits(py, limits)?;
        let script = Script::parse(program);
        let ScriptRun(ran, err) = shared.compute(py, limits, |s| {
            let (ran, err) = script.run(s);
            ScriptRun(ran, err)
        })?;
        if let Some(e) = err {
            let text = script
                .statements()
                .iter()
                .find(|st| st.place(e.error.span.start) == (e.line, e.column))
                .map(|st| st.text.as_str());
            let message = format!("line {}, column {}: {}", e.line, e.column, e.error.message);
            return Err(crate::errors::make(
                py,
                e.error.kind,
                &message,
                text.map(|t| (t, e.error.span)),
            ));
        }
        Ok(ran
            .into_iter()
            .filter(|r| !r.quiet)
            .filter_map(|r| r.text)
            .collect())
    }

    /// Evaluate one expression of the language (`"{2|1||-1}"`, `"*3 + ^"`).
    #[pyo3(signature = (text, **limits))]
    fn parse(
        slf: &Bound<'_, Self>,
        text: &str,
        limits: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Py<PyAny>> {
        crate::registry::eval_in(slf.py(), &slf.get().shared, text, limits, false)
    }

    /// The language's functions, bound to this session: `s.temperature(g)`.
    fn __getattr__(slf: &Bound<'_, Self>, name: &str) -> PyResult<Py<PyAny>> {
        let helper = slf
            .py()
            .import("nimatron._registry")?
            .getattr("session_function")?;
        Ok(helper.call1((slf, name))?.unbind())
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let l = self.shared.limits(py)?;
        Ok(format!(
            "Session(games={}, limits={})",
            self.games(py)?,
            limits_dict(py, &l)?.repr()?
        ))
    }
}

/// The session a computation with no game arguments uses.
#[pyfunction]
pub fn session() -> PySession {
    PySession {
        shared: default_shared(),
    }
}

/// Start the default session afresh (an empty store; its limits as they
/// were). Games made before keep their old session.
#[pyfunction]
pub fn reset(py: Python<'_>) -> PyResult<()> {
    let old = default_shared();
    let limits = old.limits(py)?;
    let mut d = DEFAULT.lock().unwrap_or_else(|p| p.into_inner());
    *d = Some(Shared::new(limits));
    Ok(())
}
