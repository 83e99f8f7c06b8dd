//! Rulesets defined by Python callables: a [`PyPosition`] is any hashable
//! Python object, whose options the callables give; it implements the
//! engine's `PartizanPosition`, so the engine's `PartizanSolver` computes
//! canonical values by memoised search (the memo kept in the [`Ruleset`]
//! between calls) under the session's limits and the call's.

use crate::errors;
use crate::shared::Shared;
use crate::value::Game;
use nimatron::limits::{stop, Stop};
use nimatron::rulesets::{PartizanPosition, PartizanSolver};
use pyo3::exceptions::{PyRuntimeError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::hash::{Hash, Hasher};
use std::sync::{Arc, Mutex, TryLockError};

/// The callables of a ruleset, and the first error one of them raised in
/// the search under way.
struct Callbacks {
    left: Py<PyAny>,
    right: Py<PyAny>,
    components: Option<Py<PyAny>>,
    normalize: Option<Py<PyAny>>,
    error: Mutex<Option<PyErr>>,
}

impl Callbacks {
    /// Record `e` and stop the search (it unwinds to the solver's guard).
    fn fail(&self, e: PyErr) -> ! {
        let mut slot = self.error.lock().unwrap_or_else(|p| p.into_inner());
        if slot.is_none() {
            *slot = Some(e);
        }
        drop(slot);
        stop(Stop::Interrupted)
    }

    /// The error recorded, if any.
    fn take_error(&self) -> Option<PyErr> {
        self.error.lock().unwrap_or_else(|p| p.into_inner()).take()
    }
}

/// A position: a hashable Python object, with its hash and its ruleset's
/// callables.
#[derive(Clone)]
pub struct PyPosition {
    obj: Arc<Py<PyAny>>,
    hash: isize,
    cb: Arc<Callbacks>,
}

impl PyPosition {
    fn new(obj: Bound<'_, PyAny>, cb: &Arc<Callbacks>) -> PyResult<PyPosition> {
        let hash = obj.hash().map_err(|e| {
            let t = obj
                .get_type()
                .name()
                .map(|n| n.to_string())
                .unwrap_or_default();
            let err = PyTypeError::new_err(format!(
                "a position must be hashable (a tuple, a string, a frozenset, ...): found a `{t}`"
            ));
            err.set_cause(obj.py(), Some(e));
            err
        })?;
        Ok(PyPosition {
            obj: Arc::new(obj.unbind()),
            hash,
            cb: cb.clone(),
        })
    }

    /// The positions `f(self)` lists.
    fn call_list(&self, f: &Py<PyAny>) -> Vec<PyPosition> {
        let r = Python::attach(|py| -> PyResult<Vec<PyPosition>> {
            let out = f.bind(py).call1((self.obj.bind(py),))?;
            out.try_iter()?
                .map(|x| PyPosition::new(x?, &self.cb))
                .collect()
        });
        r.unwrap_or_else(|e| self.cb.fail(e))
    }
}

impl PartialEq for PyPosition {
    fn eq(&self, other: &Self) -> bool {
        if Arc::ptr_eq(&self.obj, &other.obj) {
            return true;
        }
        if self.hash != other.hash {
            return false;
        }
        let r = Python::attach(|py| self.obj.bind(py).eq(other.obj.bind(py)));
        r.unwrap_or_else(|e| self.cb.fail(e))
    }
}

impl Eq for PyPosition {}

impl Hash for PyPosition {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.hash.hash(state);
    }
}

impl PartizanPosition for PyPosition {
    fn left_options(&self) -> Vec<Self> {
        self.call_list(&self.cb.left)
    }
    fn right_options(&self) -> Vec<Self> {
        self.call_list(&self.cb.right)
    }
    fn components(&self) -> Vec<Self> {
        match &self.cb.components {
            Some(f) => self.call_list(f),
            None => vec![self.clone()],
        }
    }
    fn normalize(&self) -> Self {
        let Some(f) = &self.cb.normalize else {
            return self.clone();
        };
        let r =
            Python::attach(|py| PyPosition::new(f.bind(py).call1((self.obj.bind(py),))?, &self.cb));
        r.unwrap_or_else(|e| self.cb.fail(e))
    }
}

/// A ruleset given by Python callables: `left(pos)` and `right(pos)` list
/// the positions each player can move to; optional `components(pos)` splits
/// a position into a sum, `normalize(pos)` picks a representative of
/// positions of equal value. Calling it gives a position's canonical value;
/// values are memoised between calls.
#[pyclass(frozen, module = "nimatron", name = "Ruleset")]
pub struct Ruleset {
    cb: Arc<Callbacks>,
    solver: Mutex<PartizanSolver<PyPosition>>,
    shared: Arc<Shared>,
    name: String,
}

#[pymethods]
impl Ruleset {
    #[new]
    #[pyo3(signature = (left, right, components=None, normalize=None, name=None, session=None))]
    fn new(
        left: Py<PyAny>,
        right: Py<PyAny>,
        components: Option<Py<PyAny>>,
        normalize: Option<Py<PyAny>>,
        name: Option<String>,
        session: Option<&Bound<'_, crate::shared::PySession>>,
    ) -> Ruleset {
        Ruleset {
            cb: Arc::new(Callbacks {
                left,
                right,
                components,
                normalize,
                error: Mutex::new(None),
            }),
            solver: Mutex::new(PartizanSolver::new()),
            shared: session.map_or_else(crate::shared::default_shared, |s| s.get().shared.clone()),
            name: name.unwrap_or_else(|| "ruleset".into()),
        }
    }

    /// The canonical value of `position`, under the session's limits or
    /// those given (`time=`, `nodes=`: positions memoised, `memory=`, ...).
    #[pyo3(signature = (position, **limits))]
    fn value(
        &self,
        py: Python<'_>,
        position: &Bound<'_, PyAny>,
        limits: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Py<PyAny>> {
        let pos = PyPosition::new(position.clone(), &self.cb)?;
        let mut solver = match self.solver.try_lock() {
            Ok(s) => s,
            Err(TryLockError::Poisoned(p)) => p.into_inner(),
            Err(TryLockError::WouldBlock) => {
                return Err(PyRuntimeError::new_err(format!(
                    "the ruleset `{}` is computing already (a callback may not ask it for values)",
                    self.name
                )))
            }
        };
        let limits = self.shared.call_limits(py, limits)?;
        self.cb.take_error();
        let solver: &mut PartizanSolver<PyPosition> = &mut solver;
        let r = self.shared.compute(py, limits, |s| {
            solver.set_limits(s.store.limits());
            solver.value(&mut s.store, &pos)
        })?;
        if let Some(e) = self.cb.take_error() {
            return Err(e);
        }
        match r {
            Ok(g) => Ok(Py::new(py, Game::new(self.shared.clone(), g))?.into_any()),
            Err(s) => Err(errors::stop_error(py, s)),
        }
    }

    /// `ruleset(position)`: the same as `value`.
    #[pyo3(signature = (position, **limits))]
    fn __call__(
        &self,
        py: Python<'_>,
        position: &Bound<'_, PyAny>,
        limits: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Py<PyAny>> {
        self.value(py, position, limits)
    }

    /// The number of positions whose values are memoised.
    fn memoised(&self) -> usize {
        self.solver
            .lock()
            .map(|s| s.table_len())
            .unwrap_or_default()
    }

    /// Forget the memoised values.
    fn clear(&self) {
        if let Ok(mut s) = self.solver.lock() {
            *s = PartizanSolver::new();
        }
    }

    #[getter]
    fn name(&self) -> &str {
        &self.name
    }

    fn __repr__(&self) -> String {
        format!(
            "<nimatron.Ruleset {} ({} positions memoised)>",
            self.name,
            self.memoised()
        )
    }
}
