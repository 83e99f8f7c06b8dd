//! The language's errors as Python exceptions: one class per
//! [`ErrorKind`], defined in `nimatron/_errors.py` (`nimatron.SyntaxError`,
//! `nimatron.LimitError`, ...), each carrying the kind, the message and, when
//! the error points into a text the caller gave, that text and the column.

use nimatron::lang::{ErrorKind, LangError, Span};
use nimatron::limits::Stop;
use pyo3::prelude::*;
use pyo3::types::PyDict;

/// The class for an error kind.
fn class_name(kind: ErrorKind) -> &'static str {
    match kind {
        ErrorKind::Syntax => "SyntaxError",
        ErrorKind::Type => "TypeError",
        ErrorKind::Name => "NameError",
        ErrorKind::Value => "ValueError",
        ErrorKind::Limit => "LimitError",
        ErrorKind::Interrupted => "Interrupted",
        ErrorKind::Unsupported => "UnsupportedError",
    }
}

/// A language error as the Python exception of its kind; `source` is the
/// text its span points into, if the caller wrote it.
pub fn lang_error(py: Python<'_>, e: &LangError, source: Option<&str>) -> PyErr {
    make(py, e.kind, &e.message, source.map(|s| (s, e.span)))
}

/// A stop (a limit, an interruption) as the Python exception of its kind.
pub fn stop_error(py: Python<'_>, stop: Stop) -> PyErr {
    lang_error(py, &LangError::stop(stop, Span::default()), None)
}

/// An error of `kind`, pointing at `span` of `source` if given.
pub fn make(py: Python<'_>, kind: ErrorKind, message: &str, at: Option<(&str, Span)>) -> PyErr {
    let build = || -> PyResult<PyErr> {
        let module = py.import("nimatron._errors")?;
        let class = module.getattr(class_name(kind))?;
        let kwargs = PyDict::new(py);
        kwargs.set_item("kind", kind.as_str())?;
        if let Some((src, span)) = at {
            let start = span.start.min(src.len());
            let end = span.end.clamp(start, src.len());
            let col = |b: usize| src.get(..b).map_or(b, |s| s.chars().count()) + 1;
            kwargs.set_item("source", src)?;
            kwargs.set_item("column", col(start))?;
            kwargs.set_item("end_column", col(end).max(col(start) + 1))?;
        }
        let value = class.call((message,), Some(&kwargs))?;
        Ok(PyErr::from_value(value))
    };
    build().unwrap_or_else(|e| e)
}
