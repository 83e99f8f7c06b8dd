//! `nimatron.Session`'s methods (evaluate a line, run a program, limits)
//! and the module functions `session()` and `reset()`, over the shared
//! state of [`crate::shared`].

use crate::errors;
use crate::shared::{
    default_limits, default_shared, limits_dict, limits_from, replace_default, PySession, Shared,
    Stopped,
};
use crate::value::to_py;
use nimatron::lang::{ErrorKind, LangError, Span};
use nimatron_app::{Ran, Script, ScriptError};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::sync::Arc;

/// What a script gave, and its error (a stop by a limit, possibly by
/// [`QUICK`], runs it again).
pub struct ScriptRun(Vec<Ran>, Option<ScriptError>);

impl Stopped for ScriptRun {
    fn stopped(&self) -> bool {
        matches!(&self.1, Some(e) if e.error.kind == ErrorKind::Limit)
    }
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
        eval_in(slf.py(), &slf.get().shared, line, limits, true)
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
        eval_in(slf.py(), &slf.get().shared, text, limits, false)
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
    replace_default(limits);
    Ok(())
}

/// Evaluate a line of the language in `shared` (`name := expr` sets a
/// variable of the session); an empty line gives None with `empty_ok`, else
/// an error.
pub fn eval_in(
    py: Python<'_>,
    shared: &Arc<Shared>,
    text: &str,
    limits: Option<&Bound<'_, PyDict>>,
    empty_ok: bool,
) -> PyResult<Py<PyAny>> {
    let limits = shared.call_limits(py, limits)?;
    let r = shared.compute(py, limits, |s| s.eval_line(text))?;
    match r {
        Ok(Some(v)) => to_py(py, v, shared),
        Ok(None) if empty_ok => Ok(py.None()),
        Ok(None) => Err(errors::lang_error(
            py,
            &LangError::syntax("empty expression", Span::default()),
            Some(text),
        )),
        Err(e) => Err(errors::lang_error(py, &e, Some(text))),
    }
}
