//! What an expression yields ([`Value`]), the kinds that function parameters
//! ask for ([`Kind`]), and printing under the output limit.

use super::error::{LangError, Span};
use super::parser::Expr;
use crate::limits::Stop;
use crate::numbers::{Rational, Surreal};
use crate::short::{Game, GameStore, Outcome};
use crate::thermo::{Thermograph, Trajectory};
use rustc_hash::FxHashMap;
use std::fmt::Write;
use std::sync::{Arc, Mutex};

/// What an expression yields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// A canonical short game (numbers and nimbers included).
    Game(Game),
    /// A truth value (from comparisons).
    Bool(bool),
    /// An outcome class.
    Outcome(Outcome),
    /// A list of values.
    List(Vec<Value>),
    /// A string (the text of a position, e.g. a Domineering board).
    Str(String),
    /// A thermograph (from `thermograph(G)`).
    Thermograph(Arc<Thermograph>),
    /// A surreal number beyond the rationals (`omega + 1`); rational results
    /// are always `Game`s.
    Surreal(Surreal),
    /// A function: `x -> x + 1`, or `f` after `f(n) := ...`.
    Function(Arc<Function>),
    /// A ruleset defined by its rules (`ruleset("name", left = ..., right = ...)`);
    /// `R(position)` is the value of a position.
    Ruleset(Arc<UserRuleset>),
    /// Text shown as it is (from `print` and `for ... do`), possibly empty.
    Text(String),
}

/// A function of the language: a lambda, or a definition `f(n) := body`.
/// Calls are memoised by their arguments (the language has no side effects)
/// until a name of the session is assigned again.
pub struct Function {
    /// The name it was defined with, if any.
    pub name: Option<String>,
    /// Its parameters.
    pub params: Vec<String>,
    /// Its body.
    pub body: Arc<Expr>,
    /// The local names it saw where it was made (a lambda inside a function).
    pub captured: Vec<(String, Value)>,
    /// Results by arguments, for one epoch of the session's names.
    pub(crate) memo: Mutex<(u64, FxHashMap<Key, Value>)>,
}

/// A ruleset made from its rules: options of a position as functions from a
/// position (a number, a string or a list) to a list of positions.
pub struct UserRuleset {
    /// Its name.
    pub name: String,
    /// Left's options (or both players', for an impartial ruleset).
    pub left: Arc<Function>,
    /// Right's options; `None` for an impartial ruleset.
    pub right: Option<Arc<Function>>,
    /// Values of positions, for one epoch of the session's names.
    pub(crate) memo: Mutex<(u64, FxHashMap<Key, Game>)>,
}

impl Function {
    /// A function, with an empty memo.
    pub fn new(
        name: Option<String>,
        params: Vec<String>,
        body: Arc<Expr>,
        captured: Vec<(String, Value)>,
    ) -> Function {
        Function {
            name,
            params,
            body,
            captured,
            memo: Mutex::new((0, FxHashMap::default())),
        }
    }

    /// `f(x, y)` or `(x, y) -> ...`.
    pub fn signature(&self) -> String {
        match &self.name {
            Some(n) => format!("{n}({})", self.params.join(", ")),
            None => format!("({}) -> ...", self.params.join(", ")),
        }
    }
}

impl std::fmt::Debug for Function {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "<function {}>", self.signature())
    }
}

impl PartialEq for Function {
    /// Functions are equal when they are the same function.
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
    }
}

impl Eq for Function {}

impl std::fmt::Debug for UserRuleset {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "<ruleset {}>", self.name)
    }
}

impl PartialEq for UserRuleset {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
    }
}

impl Eq for UserRuleset {}

/// A value as a memo key: games, truth values, outcomes, strings, surreal
/// numbers and lists of them.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Key {
    Game(Game),
    Bool(bool),
    Outcome(Outcome),
    Str(String),
    Surreal(Surreal),
    List(Vec<Key>),
}

impl Key {
    /// The key of a value, if it has one (functions, thermographs and text
    /// have none).
    pub(crate) fn of(v: &Value) -> Option<Key> {
        Some(match v {
            Value::Game(g) => Key::Game(*g),
            Value::Bool(b) => Key::Bool(*b),
            Value::Outcome(o) => Key::Outcome(*o),
            Value::Str(s) => Key::Str(s.clone()),
            Value::Surreal(x) => Key::Surreal(x.clone()),
            Value::List(items) => Key::List(items.iter().map(Key::of).collect::<Option<_>>()?),
            Value::Function(_) | Value::Ruleset(_) | Value::Thermograph(_) | Value::Text(_) => {
                return None
            }
        })
    }
}

/// The kind of value a function parameter takes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Any short game (numbers and nimbers included).
    Game,
    /// A number: a rational (a number game) or a surreal number.
    Number,
    /// A rational number (a number game).
    Rational,
    /// An integer.
    Integer,
    /// A nimber `*n` or a natural number `n`.
    Nimber,
    /// A string.
    Str,
    /// A list of games.
    Games,
    /// A list of anything.
    List,
    /// A function (`x -> ...`).
    Function,
    /// Any value.
    Any,
}

impl Kind {
    /// The kind in words, for error messages: "a game", "a number", ...
    pub fn describe(self) -> &'static str {
        match self {
            Kind::Game => "a game",
            Kind::Number => "a number",
            Kind::Rational => "a rational number",
            Kind::Integer => "an integer",
            Kind::Nimber => "a nimber *n or a natural number",
            Kind::Str => "a string",
            Kind::Games => "a list of games",
            Kind::List => "a list",
            Kind::Function => "a function (x -> ...)",
            Kind::Any => "a value",
        }
    }

    /// A short name for signatures in help: `G`, `x`, `n`, `"text"`, `[G, ...]`.
    pub fn placeholder(self) -> &'static str {
        match self {
            Kind::Game => "game",
            Kind::Number => "number",
            Kind::Rational => "rational",
            Kind::Integer => "integer",
            Kind::Nimber => "nimber",
            Kind::Str => "string",
            Kind::Games => "list of games",
            Kind::List => "list",
            Kind::Function => "function",
            Kind::Any => "value",
        }
    }

    /// Whether `v` is of this kind.
    pub fn accepts(self, store: &GameStore, v: &Value) -> bool {
        match (self, v) {
            (Kind::Any, _) => true,
            (Kind::Game, Value::Game(_)) => true,
            (Kind::Number, Value::Surreal(_)) => true,
            (Kind::Number | Kind::Rational, Value::Game(g)) => store.is_number(*g),
            (Kind::Integer, Value::Game(g)) => {
                store.number_value(*g).is_some_and(|x| x.is_integer())
            }
            (Kind::Nimber, Value::Game(g)) => {
                store.is_nimber(*g)
                    || store
                        .number_value(*g)
                        .is_some_and(|x| x.is_integer() && x.signum() >= 0)
            }
            (Kind::Str, Value::Str(_)) => true,
            (Kind::List, Value::List(_)) => true,
            (Kind::Function, Value::Function(_)) => true,
            (Kind::Games, Value::List(items)) => items.iter().all(|x| matches!(x, Value::Game(_))),
            _ => false,
        }
    }
}

impl Value {
    /// What kind of value this is, in words: "a game", "a list", ...
    pub fn kind_name(&self) -> &'static str {
        match self {
            Value::Game(_) => "a game",
            Value::Bool(_) => "a truth value",
            Value::Outcome(_) => "an outcome class",
            Value::List(_) => "a list",
            Value::Str(_) => "a string",
            Value::Thermograph(_) => "a thermograph",
            Value::Surreal(_) => "a surreal number",
            Value::Function(_) => "a function",
            Value::Ruleset(_) => "a ruleset",
            Value::Text(_) => "text",
        }
    }

    /// The value as a surreal number, if it is a number.
    pub fn as_surreal(&self, store: &GameStore) -> Option<Surreal> {
        match self {
            Value::Surreal(s) => Some(s.clone()),
            Value::Game(g) => store.number_value(*g).cloned().map(Surreal::from_rational),
            _ => None,
        }
    }

    /// A surreal result: a game when it is a rational number.
    pub fn from_surreal(store: &mut GameStore, s: Surreal) -> Value {
        match s.to_rational() {
            Some(r) => Value::Game(store.number(r)),
            None => Value::Surreal(s),
        }
    }

    /// A list of games.
    pub fn games(v: impl IntoIterator<Item = Game>) -> Value {
        Value::List(v.into_iter().map(Value::Game).collect())
    }
}

/// An argument: its value and where it was written.
#[derive(Clone, Debug)]
pub struct Arg {
    /// The value.
    pub value: Value,
    /// Its span in the source.
    pub span: Span,
}

impl Arg {
    /// The argument as a game (declared `Kind::Game`).
    pub fn game(&self) -> Result<Game, LangError> {
        match &self.value {
            Value::Game(g) => Ok(*g),
            other => Err(LangError::type_error(
                format!("expected a game, found {}", other.kind_name()),
                self.span,
            )),
        }
    }

    /// The argument as a list of games (declared `Kind::Games`).
    pub fn games(&self) -> Result<Vec<Game>, LangError> {
        match &self.value {
            Value::List(items) => items
                .iter()
                .map(|v| match v {
                    Value::Game(g) => Ok(*g),
                    other => Err(LangError::type_error(
                        format!(
                            "expected a list of games, found {} in it",
                            other.kind_name()
                        ),
                        self.span,
                    )),
                })
                .collect(),
            other => Err(LangError::type_error(
                format!("expected a list of games, found {}", other.kind_name()),
                self.span,
            )),
        }
    }

    /// The argument as a string (declared `Kind::Str`).
    pub fn str(&self) -> Result<&str, LangError> {
        match &self.value {
            Value::Str(s) => Ok(s),
            other => Err(LangError::type_error(
                format!("expected a string, found {}", other.kind_name()),
                self.span,
            )),
        }
    }
}

/// Format a value in CGSuite notation, or [`Stop::Output`] when its text would
/// pass `limit` bytes (the size is known before any text is made).
pub fn format(store: &mut GameStore, v: &Value, limit: Option<usize>) -> Result<String, Stop> {
    let mut out = String::new();
    write_value(store, v, limit, &mut out)?;
    Ok(out)
}

fn write_value(
    store: &mut GameStore,
    v: &Value,
    limit: Option<usize>,
    out: &mut String,
) -> Result<(), Stop> {
    let room = limit.map(|l| l.saturating_sub(out.len()));
    let text = match v {
        Value::Game(g) => store.display_limited(*g, room)?,
        Value::Bool(b) => b.to_string(),
        Value::Outcome(o) => o.to_string(),
        Value::Str(t) => format!("\"{t}\""),
        Value::Thermograph(th) => format_thermograph(th),
        Value::Surreal(x) => x.to_string(),
        Value::Function(f) => format!("<function {}>", f.signature()),
        Value::Ruleset(r) => format!("<ruleset {}>", r.name),
        Value::Text(t) => t.clone(),
        Value::List(items) => {
            out.push('[');
            for (i, it) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_value(store, it, limit, out)?;
            }
            out.push(']');
            return check(out.len() as u64, limit);
        }
    };
    check((out.len() + text.len()) as u64, limit)?;
    out.push_str(&text);
    Ok(())
}

fn check(len: u64, limit: Option<usize>) -> Result<(), Stop> {
    match limit {
        Some(limit) if len > limit as u64 => Err(Stop::Output { needed: len, limit }),
        _ => Ok(()),
    }
}

/// A trajectory as its corner points `(t, v)` joined by `--`, ending `-- ...`
/// along its last (vertical) piece.
fn format_trajectory(tr: &Trajectory) -> String {
    let mut s = String::new();
    for p in tr.pieces() {
        let _ = write!(s, "({}, {}) -- ", p.t, p.v);
    }
    s.push_str("...");
    s
}

/// `thermograph(mast m from t = T; left wall ...; right wall ...)`.
pub fn format_thermograph(th: &Thermograph) -> String {
    format!(
        "thermograph(mast {} from t = {}; left wall {}; right wall {})",
        th.mast,
        th.temperature,
        format_trajectory(&th.left_wall),
        format_trajectory(&th.right_wall)
    )
}

/// A rational as a number game.
pub(crate) fn number(store: &mut GameStore, x: Rational) -> Value {
    Value::Game(store.number(x))
}
