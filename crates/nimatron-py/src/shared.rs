//! The state a session shares with the objects made in it ([`Shared`]: the
//! language's store, its limits and its interrupt flag), the default
//! session, limits from keyword arguments, and how work runs: on a worker
//! thread with the GIL released, while the calling thread checks for Ctrl-C.
//! Every other module builds on this one; it uses none of them.

use nimatron::lang::{ErrorKind, LangError, Session};
use nimatron::limits::{Limits, Stop};
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

    /// The flag that interrupts the session's computations (Ctrl-C).
    pub fn interrupt(&self) -> &AtomicBool {
        &self.interrupt
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

impl<T> Stopped for Vec<T> {
    fn stopped(&self) -> bool {
        false
    }
}

impl<T> Stopped for Option<T> {
    fn stopped(&self) -> bool {
        false
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

/// Start the default session afresh under `limits` (an empty store).
pub fn replace_default(limits: Limits) {
    let mut d = DEFAULT.lock().unwrap_or_else(|p| p.into_inner());
    *d = Some(Shared::new(limits));
}

/// A session of its own: a store, variables and limits (its methods are in
/// [`crate::session`]).
///
/// Games remember the session they were made in; `nimatron.parse` and the
/// module's functions use the default session (`nimatron.session()`), or the
/// session of their first game argument.
#[pyclass(frozen, module = "nimatron", name = "Session")]
pub struct PySession {
    pub shared: Arc<Shared>,
}
