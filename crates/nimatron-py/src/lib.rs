//! `nimatron._native`, the extension module under the `nimatron` Python
//! package (`python/nimatron/`). The binding is thin: games, sessions and
//! limits are the library's, every function of the language is reached
//! through the registry by one generic call ([`registry`]), arithmetic
//! through the language's operator table, rulesets through the catalogue.
//!
//! - [`shared`]: the state a session shares with its objects (a store and
//!   its limits), work on a worker thread with Ctrl-C checked, limits from
//!   keyword arguments; it uses no other module of the crate;
//! - [`session`]: `nimatron.Session`'s methods (a line, a program);
//! - [`value`]: `Game`, `Surreal`, `Thermograph` and conversions;
//! - [`registry`]: the registry as data, and the generic call;
//! - [`boards`]: positions of the catalogue's rulesets and their pictures;
//! - [`app`]: play (`Match`) and `solve`, from the app layer;
//! - [`ruleset`]: rulesets defined by Python callables, solved by the engine;
//! - [`impartial`]: Grundy sequences of octal games, misère quotients,
//!   Nim's winning moves;
//! - [`errors`]: the language's error kinds as Python exceptions.

mod app;
mod boards;
mod errors;
mod impartial;
mod registry;
mod ruleset;
mod session;
mod shared;
mod value;

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

/// Huge pages for the big tables of searches, every block counted against
/// its computation's memory account, as the `nimatron` command has.
#[global_allocator]
static ALLOCATOR: nimatron::limits::account::Counted<nimatron::huge_pages::HugePages> =
    nimatron::limits::account::Counted(nimatron::huge_pages::HugePages);

/// The ruleset catalogue, as dicts: `name`, `aliases`, `title`, `rules`,
/// `syntax`, `example` (`(ruleset, position, value)`), `partizan`,
/// `misere`, `parameter`, `function` (the language's, if any).
#[pyfunction]
fn catalogue(py: Python<'_>) -> PyResult<Bound<'_, PyList>> {
    let list = PyList::empty(py);
    for i in nimatron_app::catalogue::entries() {
        let d = PyDict::new(py);
        d.set_item("name", i.name)?;
        d.set_item("aliases", i.aliases.to_vec())?;
        d.set_item("title", i.title)?;
        d.set_item("rules", i.rules)?;
        d.set_item("syntax", i.syntax)?;
        d.set_item(
            "example",
            (i.example.ruleset, i.example.position, i.example.value),
        )?;
        d.set_item("partizan", i.partizan)?;
        d.set_item("misere", i.misere)?;
        d.set_item("parameter", i.parameter)?;
        d.set_item("function", i.function)?;
        list.append(d)?;
    }
    Ok(list)
}

/// The limits' keyword names.
#[pyfunction]
fn limit_names() -> Vec<&'static str> {
    shared::LIMIT_NAMES.to_vec()
}

#[pymodule(name = "_native")]
fn native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<value::Game>()?;
    m.add_class::<value::Surreal>()?;
    m.add_class::<value::Other>()?;
    m.add_class::<value::Thermograph>()?;
    m.add_class::<boards::Position>()?;
    m.add_class::<app::PyMatch>()?;
    m.add_function(wrap_pyfunction!(app::solve, m)?)?;
    m.add_class::<ruleset::Ruleset>()?;
    m.add_class::<shared::PySession>()?;
    m.add_function(wrap_pyfunction!(registry::entries, m)?)?;
    m.add_function(wrap_pyfunction!(registry::call, m)?)?;
    m.add_function(wrap_pyfunction!(registry::methods_of, m)?)?;
    m.add_function(wrap_pyfunction!(session::session, m)?)?;
    m.add_function(wrap_pyfunction!(session::reset, m)?)?;
    m.add_function(wrap_pyfunction!(boards::position_of, m)?)?;
    m.add_function(wrap_pyfunction!(impartial::grundy, m)?)?;
    m.add_function(wrap_pyfunction!(impartial::nim_moves, m)?)?;
    m.add_function(wrap_pyfunction!(impartial::misere_quotient, m)?)?;
    m.add_class::<impartial::PyMisereQuotient>()?;
    m.add_function(wrap_pyfunction!(impartial::nim_sum, m)?)?;
    m.add_function(wrap_pyfunction!(catalogue, m)?)?;
    m.add_function(wrap_pyfunction!(limit_names, m)?)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
