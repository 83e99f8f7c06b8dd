//! Values between Python and the language: [`Game`] (a canonical game of a
//! session), [`Surreal`] (a number beyond the rationals), [`Thermograph`],
//! and the conversions both ways. Arithmetic and comparisons go through the
//! language's operator table (`nimatron::lang::binary`, `compare`, `neg`).

use crate::errors;
use crate::shared::{default_shared, PySession, Shared};
use nimatron::lang::{self, BinOp, CmpOp, Kind, LangError, Session, Span, Value};
use nimatron::numbers::Rational;
use nimatron::short::GameStore;
use num_bigint::BigInt;
use pyo3::basic::CompareOp;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyBool, PyFloat, PyInt, PyList, PyString, PyTuple};
use std::sync::{Arc, OnceLock};

/// The `#[pymethods]` of a class of values: the language's arithmetic and
/// comparisons (`binop`, `cmpop`, `negate`), then the class's own methods.
macro_rules! arithmetic {
    ($ty:ty, $($own:tt)*) => {
        #[pymethods]
        impl $ty {
            fn __add__(slf: &Bound<'_, Self>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
                binop(slf.as_any(), other, BinOp::Add)
            }
            fn __radd__(slf: &Bound<'_, Self>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
                binop(other, slf.as_any(), BinOp::Add)
            }
            fn __sub__(slf: &Bound<'_, Self>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
                binop(slf.as_any(), other, BinOp::Sub)
            }
            fn __rsub__(slf: &Bound<'_, Self>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
                binop(other, slf.as_any(), BinOp::Sub)
            }
            fn __mul__(slf: &Bound<'_, Self>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
                binop(slf.as_any(), other, BinOp::Mul)
            }
            fn __rmul__(slf: &Bound<'_, Self>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
                binop(other, slf.as_any(), BinOp::Mul)
            }
            fn __truediv__(slf: &Bound<'_, Self>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
                binop(slf.as_any(), other, BinOp::Div)
            }
            fn __rtruediv__(slf: &Bound<'_, Self>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
                binop(other, slf.as_any(), BinOp::Div)
            }
            fn __mod__(slf: &Bound<'_, Self>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
                binop(slf.as_any(), other, BinOp::Mod)
            }
            fn __rmod__(slf: &Bound<'_, Self>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
                binop(other, slf.as_any(), BinOp::Mod)
            }
            fn __pow__(
                slf: &Bound<'_, Self>,
                other: &Bound<'_, PyAny>,
                _modulo: &Bound<'_, PyAny>,
            ) -> PyResult<Py<PyAny>> {
                binop(slf.as_any(), other, BinOp::Pow)
            }
            fn __neg__(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
                negate(slf.as_any())
            }
            fn __richcmp__(
                slf: &Bound<'_, Self>,
                other: &Bound<'_, PyAny>,
                op: CompareOp,
            ) -> PyResult<Py<PyAny>> {
                let op = match op {
                    CompareOp::Eq => CmpOp::Eq,
                    CompareOp::Ne => CmpOp::Ne,
                    CompareOp::Le => CmpOp::Le,
                    CompareOp::Lt => CmpOp::Lt,
                    CompareOp::Ge => CmpOp::Ge,
                    CompareOp::Gt => CmpOp::Gt,
                };
                cmpop(slf.as_any(), other, op)
            }

            $($own)*
        }
    };
}

/// A canonical short game (numbers and nimbers included), in the store of
/// the session it was made in.
///
/// `+`, `-` (also unary), `n * G`, and on numbers `*`, `/`, `**`; `==`, `<=`,
/// `<`, `>=`, `>` by the partial order (`G <= H` and `H <= G` both false:
/// confused, see `confused` and `fuzzy`). Every function of the language
/// that applies to the game is a method: `G.temperature()`,
/// `G.leftoptions()`; numbers also have `floor`, nimbers `nimmul` (`dir(G)`
/// lists them). `bool(G)` is true when `G` is not zero. Floats are read as
/// the decimal they are written as (`0.1` is 1/10).
#[pyclass(frozen, subclass, module = "nimatron", name = "Game")]
pub struct Game {
    pub shared: Arc<Shared>,
    pub game: nimatron::short::Game,
    hash: OnceLock<isize>,
    /// Its methods from the registry (`crate::registry::methods_of`).
    pub methods: OnceLock<Vec<&'static str>>,
}

impl Game {
    pub fn new(shared: Arc<Shared>, game: nimatron::short::Game) -> Game {
        Game {
            shared,
            game,
            hash: OnceLock::new(),
            methods: OnceLock::new(),
        }
    }

    /// The game in CGSuite notation, within the session's output limit.
    pub fn text(&self, py: Python<'_>) -> PyResult<String> {
        let g = self.game;
        self.shared
            .compute(py, None, |s| s.format(&Value::Game(g)))?
            .map_err(|stop| errors::stop_error(py, stop))
    }

    /// The text if it takes at most `limit` bytes.
    fn short_text(&self, py: Python<'_>, limit: usize) -> PyResult<Option<String>> {
        let g = self.game;
        self.shared.compute(py, None, |s| {
            s.store
                .guard(|st| st.display_limited(g, Some(limit)).ok())
                .ok()
                .flatten()
        })
    }

    /// The game's value if it is a number.
    fn number(&self, py: Python<'_>) -> PyResult<Option<Rational>> {
        let g = self.game;
        self.shared
            .compute(py, None, |s| s.store.number_value(g).cloned())
    }
}

arithmetic! {
    Game,
    /// `Game(x)`: a game of the default session from text of the language
    /// (`Game("{2|1||-1}")`, `Game("*3 + ^")`), an int, a Fraction, a float
    /// (read as the decimal it is written as: `Game(0.1)` is 1/10) or a
    /// game. A text whose value is not a short game raises TypeError.
    #[new]
    fn py_new(x: &Bound<'_, PyAny>) -> PyResult<Game> {
        let py = x.py();
        let shared = default_shared();
        let input = if x.is_instance_of::<PyString>() {
            In::Expr(x.extract()?)
        } else {
            from_py(x, Some(Kind::Game), &shared)?
        };
        let r = shared.compute(py, None, |s| materialize(s, input.clone()))?;
        match r {
            Ok(Value::Game(g)) => Ok(Game::new(shared, g)),
            Ok(other) => Err(PyTypeError::new_err(format!(
                "{} is not a short game (nimatron.parse reads any value)",
                other.kind_name()
            ))),
            Err((e, src)) => Err(errors::lang_error(py, &e, src.as_deref())),
        }
    }

    fn __pos__(slf: &Bound<'_, Self>) -> Py<PyAny> {
        slf.clone().into_any().unbind()
    }

    fn __str__(&self, py: Python<'_>) -> PyResult<String> {
        self.text(py)
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        self.text(py)
    }

    /// The game in LaTeX (Jupyter shows it), or None when its text is long.
    fn _repr_latex_(&self, py: Python<'_>) -> PyResult<Option<String>> {
        match self.short_text(py, 4000)? {
            None => Ok(None),
            Some(t) => py
                .import("nimatron._latex")?
                .call_method1("game", (t,))?
                .extract(),
        }
    }

    /// Equal games hash alike (a number as the Python number it equals).
    fn __hash__(&self, py: Python<'_>) -> PyResult<isize> {
        if let Some(&h) = self.hash.get() {
            return Ok(h);
        }
        let h = match self.number(py)? {
            Some(x) => fraction(py, &x)?.bind(py).hash()?,
            None => PyString::new(py, &self.text(py)?).hash()?,
        };
        Ok(*self.hash.get_or_init(|| h))
    }

    /// Whether this game and `other` are confused (incomparable): neither
    /// `G <= H` nor `H <= G`.
    fn confused(slf: &Bound<'_, Self>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        cmpop(slf.as_any(), other, CmpOp::Confused)
    }

    /// Whether the game is confused with 0 (fuzzy, `G || 0`: the first
    /// player wins).
    fn fuzzy(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let zero = 0i64.into_pyobject(slf.py())?;
        cmpop(slf.as_any(), zero.as_any(), CmpOp::Confused)
    }

    /// `G <| H`: less than or confused with `other`.
    fn less_or_confused(slf: &Bound<'_, Self>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        cmpop(slf.as_any(), other, CmpOp::LessConfused)
    }

    /// `G |> H`: greater than or confused with `other`.
    fn greater_or_confused(slf: &Bound<'_, Self>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        cmpop(slf.as_any(), other, CmpOp::GreaterConfused)
    }

    /// The number this game is, as a `fractions.Fraction`; ValueError if
    /// it is not a number.
    fn as_fraction(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        match self.number(py)? {
            Some(x) => fraction(py, &x),
            None => Err(PyValueError::new_err(format!(
                "{} is not a number",
                self.text(py)?
            ))),
        }
    }

    /// True when the game is not zero, as for numbers: `bool(Game("0"))`
    /// is False; `*`, `^`, `{1|-1}` and every nonzero number are True (a
    /// zero game is a second-player win; truth does not say who wins
    /// otherwise: see `outcome`).
    fn __bool__(&self, py: Python<'_>) -> PyResult<bool> {
        Ok(self.number(py)?.is_none_or(|x| !x.is_zero()))
    }

    fn __int__(&self, py: Python<'_>) -> PyResult<BigInt> {
        match self.number(py)?.and_then(|x| x.to_bigint()) {
            Some(n) => Ok(n),
            None => Err(PyTypeError::new_err(format!(
                "{} is not an integer",
                self.text(py)?
            ))),
        }
    }

    fn __float__(&self, py: Python<'_>) -> PyResult<f64> {
        match self.number(py)? {
            Some(x) => Ok(x.to_f64()),
            None => Err(PyTypeError::new_err(format!(
                "{} is not a number",
                self.text(py)?
            ))),
        }
    }

    /// The session whose store holds this game.
    #[getter]
    fn session(&self) -> PySession {
        PySession {
            shared: self.shared.clone(),
        }
    }

    /// Pickled as its text, read back in the default session.
    fn __reduce__(slf: &Bound<'_, Self>) -> PyResult<(Py<PyAny>, (String,))> {
        let py = slf.py();
        let parse = py.import("nimatron")?.getattr("parse")?.unbind();
        Ok((parse, (slf.get().text(py)?,)))
    }

    /// The language's functions as methods (`G.temperature()`), from the
    /// registry.
    fn __getattr__(slf: &Bound<'_, Self>, name: &str) -> PyResult<Py<PyAny>> {
        let helper = slf.py().import("nimatron._registry")?.getattr("method")?;
        Ok(helper.call1((slf, name))?.unbind())
    }

    fn __dir__(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let helper = slf.py().import("nimatron._registry")?.getattr("game_dir")?;
        Ok(helper.call1((slf,))?.unbind())
    }
}

/// A surreal number beyond the rationals (`omega`, `omega/2 + 1`); rational
/// results are always games. Arithmetic and comparisons as in the language.
#[pyclass(frozen, module = "nimatron", name = "Surreal")]
pub struct Surreal {
    pub value: nimatron::numbers::Surreal,
}

arithmetic! {
    Surreal,
    fn __str__(&self) -> String {
        self.value.to_string()
    }
    fn __repr__(&self) -> String {
        self.value.to_string()
    }
    /// The number in LaTeX.
    fn _repr_latex_(&self, py: Python<'_>) -> PyResult<Option<String>> {
        py.import("nimatron._latex")?
            .call_method1("surreal", (self.value.to_string(),))?
            .extract()
    }
    fn __hash__(&self, py: Python<'_>) -> PyResult<isize> {
        PyString::new(py, &self.value.to_string()).hash()
    }
    /// True when the number is not zero (always, beyond the rationals).
    fn __bool__(&self) -> bool {
        !self.value.is_zero()
    }
    fn __getattr__(slf: &Bound<'_, Self>, name: &str) -> PyResult<Py<PyAny>> {
        let helper = slf.py().import("nimatron._registry")?.getattr("method")?;
        Ok(helper.call1((slf, name))?.unbind())
    }
    fn __dir__(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let helper = slf.py().import("nimatron._registry")?.getattr("game_dir")?;
        Ok(helper.call1((slf,))?.unbind())
    }
}

/// A value of the language with no Python counterpart: a transfinite nimber
/// (`*omega`), an explicit game form (CGSuite's `'{*|*}'`), a misère
/// canonical form (`*[2[2]321]`) or a ruleset position as itself. It prints as the
/// language prints it and goes back into functions as it is.
#[pyclass(frozen, module = "nimatron", name = "Value")]
pub struct Other {
    pub value: Value,
    pub text: String,
}

#[pymethods]
impl Other {
    fn __str__(&self) -> String {
        self.text.clone()
    }
    fn __repr__(&self) -> String {
        self.text.clone()
    }
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<Other>()
            .is_ok_and(|o| o.get().value == self.value)
    }
    fn __hash__(&self, py: Python<'_>) -> PyResult<isize> {
        PyString::new(py, &self.text).hash()
    }
}

/// An exact thermograph: its walls, mast and temperature; Jupyter draws it.
#[pyclass(frozen, module = "nimatron", name = "Thermograph")]
pub struct Thermograph {
    pub th: Arc<nimatron::thermo::Thermograph>,
    pub title: String,
}

/// A wall as its corner points `(t, value)`, exact.
fn wall(
    py: Python<'_>,
    tr: &nimatron::thermo::Trajectory,
) -> PyResult<Vec<(Py<PyAny>, Py<PyAny>)>> {
    tr.pieces()
        .iter()
        .map(|p| Ok((fraction(py, &p.t)?, fraction(py, &p.v)?)))
        .collect()
}

#[pymethods]
impl Thermograph {
    /// The mast's value: the mean.
    #[getter]
    fn mast(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        fraction(py, &self.th.mast)
    }
    /// Where the mast starts: the temperature.
    #[getter]
    fn temperature(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        fraction(py, &self.th.temperature)
    }
    /// The left wall's corner points `(t, value)` from `t = -1`, then vertical.
    #[getter]
    fn left_wall(&self, py: Python<'_>) -> PyResult<Vec<(Py<PyAny>, Py<PyAny>)>> {
        wall(py, &self.th.left_wall)
    }
    /// The right wall's corner points `(t, value)` from `t = -1`, then vertical.
    #[getter]
    fn right_wall(&self, py: Python<'_>) -> PyResult<Vec<(Py<PyAny>, Py<PyAny>)>> {
        wall(py, &self.th.right_wall)
    }
    /// The drawing as SVG text (the CLI's `thermograph --svg`).
    fn svg(&self) -> String {
        nimatron::thermo::svg(&self.th, &self.title)
    }
    fn _repr_svg_(&self) -> String {
        self.svg()
    }
    fn __str__(&self) -> String {
        lang::format_thermograph(&self.th)
    }
    fn __repr__(&self) -> String {
        lang::format_thermograph(&self.th)
    }
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<Thermograph>()
            .is_ok_and(|o| *o.get().th == *self.th)
    }
}

static FRACTION: PyOnceLock<Py<PyAny>> = PyOnceLock::new();

/// A rational as a `fractions.Fraction`.
pub fn fraction(py: Python<'_>, x: &Rational) -> PyResult<Py<PyAny>> {
    let class = FRACTION.get_or_try_init(py, || {
        Ok::<_, PyErr>(py.import("fractions")?.getattr("Fraction")?.unbind())
    })?;
    Ok(class
        .bind(py)
        .call1((x.numerator(), x.denominator()))?
        .unbind())
}

/// A Python argument on its way into a session: ready, or to be made there.
#[derive(Clone)]
pub enum In {
    /// A value that needs no store, or a game of the target session.
    Ready(Value),
    /// A rational number `numerator / denominator`.
    Number(BigInt, BigInt),
    /// Text of the language, evaluated in the target session.
    Expr(String),
    /// Text of the language for a parameter of a kind that reads positions
    /// (a ruleset call in it is the position).
    Arg(String, Kind),
    /// A list.
    List(Vec<In>),
}

/// A float as the decimal it was written as: the shortest decimal that
/// reads back as the same float (what `repr` prints, and what a short
/// literal such as `0.1` was), so `0.1` is 1/10 as in the language, not the
/// binary fraction 3602879701896397/36028797018963968 the float holds.
/// `nan` and the infinities are refused. Rust prints a float as that same
/// shortest decimal, without an exponent (`1e-7` as `0.0000001`).
pub fn float_as_written(x: f64) -> PyResult<(BigInt, BigInt)> {
    if !x.is_finite() {
        return Err(PyValueError::new_err(format!(
            "the float {x} is not a number a game can be (a float is read as the \
             decimal it is written as: 0.1 is 1/10)"
        )));
    }
    let text = format!("{x}");
    let (sign, digits) = match text.strip_prefix('-') {
        Some(rest) => (-1, rest),
        None => (1, text.as_str()),
    };
    let (whole, frac) = digits.split_once('.').unwrap_or((digits, ""));
    let all = format!("{whole}{frac}");
    let n: BigInt = all
        .parse()
        .map_err(|_| PyValueError::new_err(format!("cannot read the float {text}")))?;
    let d = num_bigint::BigInt::from(10u32).pow(frac.len() as u32);
    Ok((n * sign, d))
}

/// Why a Python value could not be taken.
fn not_a_value(obj: &Bound<'_, PyAny>) -> PyErr {
    let t = obj
        .get_type()
        .name()
        .map(|n| n.to_string())
        .unwrap_or_else(|_| "?".into());
    PyTypeError::new_err(format!(
        "cannot use a `{t}` as a nimatron value: give a Game, an int, a Fraction, a \
         float (read as the decimal it is written as), a string of the language, or a list of these"
    ))
}

/// Take a Python value for a parameter of `kind` (None: an operand): games
/// of another session come over as their text; a string is a string for a
/// `Str` parameter and otherwise text of the language.
pub fn from_py(obj: &Bound<'_, PyAny>, kind: Option<Kind>, target: &Arc<Shared>) -> PyResult<In> {
    let py = obj.py();
    // A string for a parameter that reads positions is text of the language
    // with a ruleset call as that call written in place (a `Position` for
    // one is taken by the registry's call, `crate::registry`).
    if let Some(k) = kind.filter(|k| k.takes_position()) {
        if obj.is_instance_of::<PyString>() {
            return Ok(In::Arg(obj.extract()?, k));
        }
    }
    if let Ok(g) = obj.cast::<Game>() {
        let g = g.get();
        if Arc::ptr_eq(&g.shared, target) {
            return Ok(In::Ready(Value::Game(g.game)));
        }
        return Ok(In::Expr(g.text(py)?));
    }
    if let Ok(s) = obj.cast::<Surreal>() {
        return Ok(In::Ready(Value::Surreal(s.get().value.clone())));
    }
    if let Ok(o) = obj.cast::<Other>() {
        return Ok(In::Ready(o.get().value.clone()));
    }
    if let Ok(t) = obj.cast::<Thermograph>() {
        return Ok(In::Ready(Value::Thermograph(t.get().th.clone())));
    }
    if obj.is_instance_of::<PyBool>() {
        return Ok(In::Ready(Value::Bool(obj.extract()?)));
    }
    if obj.is_instance_of::<PyInt>() {
        return Ok(In::Number(obj.extract()?, BigInt::from(1)));
    }
    if obj.is_instance_of::<PyFloat>() {
        let (n, d) = float_as_written(obj.extract()?)?;
        return Ok(In::Number(n, d));
    }
    if obj.is_instance_of::<PyString>() {
        let s: String = obj.extract()?;
        return Ok(match kind {
            Some(Kind::Str) => In::Ready(Value::Str(s)),
            None => return Err(not_a_value(obj)),
            Some(_) => In::Expr(s),
        });
    }
    if obj.is_instance_of::<PyList>() || obj.is_instance_of::<PyTuple>() {
        let inner = match kind {
            Some(Kind::Games) => Some(Kind::Game),
            Some(_) => Some(Kind::Any),
            None => return Err(not_a_value(obj)),
        };
        let items: PyResult<Vec<In>> = obj
            .try_iter()?
            .map(|x| from_py(&x?, inner, target))
            .collect();
        return Ok(In::List(items?));
    }
    if obj.hasattr("numerator")? && obj.hasattr("denominator")? {
        let n = obj.getattr("numerator")?.extract::<BigInt>();
        let d = obj.getattr("denominator")?.extract::<BigInt>();
        if let (Ok(n), Ok(d)) = (n, d) {
            return Ok(In::Number(n, d));
        }
    }
    Err(not_a_value(obj))
}

/// A language error with the text it points into, if any.
pub type Located = (LangError, Option<String>);

/// Make an argument in the session.
pub fn materialize(s: &mut Session, x: In) -> Result<Value, Located> {
    match x {
        In::Ready(v) => Ok(v),
        In::Number(n, d) => {
            let r = Rational::from_ratio(&n, &d)
                .ok_or_else(|| (LangError::new("division by zero", Span::default()), None))?;
            s.store
                .guard(|st| Value::Game(st.number(r)))
                .map_err(|stop| (LangError::stop(stop, Span::default()), None))
        }
        In::Expr(text) => match s.eval_line(&text) {
            Ok(Some(v)) => Ok(v),
            Ok(None) => Err((
                LangError::syntax("empty expression", Span::default()),
                Some(text),
            )),
            Err(e) => Err((e, Some(text))),
        },
        In::Arg(text, kind) => s.eval_argument(&text, kind).map_err(|e| (e, Some(text))),
        In::List(items) => items
            .into_iter()
            .map(|x| materialize(s, x))
            .collect::<Result<Vec<_>, _>>()
            .map(Value::List),
    }
}

/// A value of the session as a Python object.
pub fn to_py(py: Python<'_>, v: Value, shared: &Arc<Shared>) -> PyResult<Py<PyAny>> {
    Ok(match v {
        Value::Game(g) => Py::new(py, Game::new(shared.clone(), g))?.into_any(),
        Value::Bool(b) => PyBool::new(py, b).to_owned().into_any().unbind(),
        Value::Outcome(o) => PyString::new(py, &o.to_string()).into_any().unbind(),
        Value::Str(s) => PyString::new(py, &s).into_any().unbind(),
        Value::Surreal(value) => Py::new(py, Surreal { value })?.into_any(),
        Value::Thermograph(th) => Py::new(
            py,
            Thermograph {
                th,
                title: String::new(),
            },
        )?
        .into_any(),
        Value::List(items) => {
            let items: PyResult<Vec<Py<PyAny>>> =
                items.into_iter().map(|x| to_py(py, x, shared)).collect();
            PyList::new(py, items?)?.into_any().unbind()
        }
        Value::Text(t) => PyString::new(py, &t).into_any().unbind(),
        // A transfinite nimber, an explicit form, a misère form, a position as
        // itself or a loopy value: printed as the language prints it;
        // computing with it stays in the language.
        v @ (Value::Nimber(_)
        | Value::Explicit(_)
        | Value::Misere(_)
        | Value::Position(_)
        | Value::Loopy(_)
        | Value::LoopyOutcome(_)) => {
            let text = shared.compute(py, None, |s| s.format(&v))?;
            match text {
                Ok(text) => Py::new(py, Other { value: v, text })?.into_any(),
                Err(stop) => {
                    return Err(errors::lang_error(
                        py,
                        &LangError::stop(stop, Span::default()),
                        None,
                    ))
                }
            }
        }
        Value::Function(_) | Value::Ruleset(_) => {
            return Err(pyo3::exceptions::PyTypeError::new_err(
                "functions and rulesets of the language stay in the language: call them there \
                 (nimatron.eval), or define rulesets in Python with nimatron.ruleset",
            ))
        }
    })
}

/// The session of the first game among `objs`, else the default one.
pub fn session_of<'a>(objs: impl IntoIterator<Item = &'a Bound<'a, PyAny>>) -> Arc<Shared> {
    for o in objs {
        if let Ok(g) = o.cast::<Game>() {
            return g.get().shared.clone();
        }
    }
    default_shared()
}

/// `op` applied, in the store of the operands' session, to `operands` made
/// values there; `NotImplemented` for operands the language does not take
/// (so that Python tries the other side).
fn apply(
    operands: &[&Bound<'_, PyAny>],
    op: impl Fn(&mut GameStore, &[Value]) -> Result<Value, LangError> + Send + Sync,
) -> PyResult<Py<PyAny>> {
    let py = operands[0].py();
    let shared = session_of(operands.iter().copied());
    let mut ins = Vec::with_capacity(operands.len());
    for o in operands {
        match from_py(o, None, &shared) {
            Ok(x) => ins.push(x),
            Err(_) => return Ok(py.NotImplemented()),
        }
    }
    let r = shared.compute(py, None, |s| {
        let vals = ins
            .iter()
            .map(|x| materialize(s, x.clone()))
            .collect::<Result<Vec<_>, _>>()?;
        s.store
            .guard(|st| op(st, &vals))
            .unwrap_or_else(|stop| Err(LangError::stop(stop, Span::default())))
            .map_err(|e| (e, None))
    })?;
    match r {
        Ok(v) => to_py(py, v, &shared),
        Err((e, src)) => Err(errors::lang_error(py, &e, src.as_deref())),
    }
}

/// Spans of `a op b`, as if written so.
const A: Span = Span { start: 0, end: 1 };
const B: Span = Span { start: 2, end: 3 };
const AB: Span = Span { start: 0, end: 3 };

/// `a op b` by the language's table.
fn binop(a: &Bound<'_, PyAny>, b: &Bound<'_, PyAny>, op: BinOp) -> PyResult<Py<PyAny>> {
    apply(&[a, b], |st, v| {
        lang::binary(st, op, (&v[0], A), (&v[1], B), AB)
    })
}

/// `-a`.
fn negate(a: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    apply(&[a], |st, v| lang::neg(st, (&v[0], A)))
}

/// `a op b` for a comparison.
fn cmpop(a: &Bound<'_, PyAny>, b: &Bound<'_, PyAny>, op: CmpOp) -> PyResult<Py<PyAny>> {
    apply(&[a, b], |st, v| {
        lang::compare(st, op, (&v[0], A), (&v[1], B), AB)
    })
}
