//! What an expression yields ([`Value`]), the kinds that function parameters
//! ask for ([`Kind`]), and printing under the output limit.

use crate::impartial::misere_canon::MisereForm;
use crate::limits::Stop;
use crate::numbers::{Rational, Surreal};
use crate::short::{Game, GameStore, Outcome};
use crate::thermo::{Thermograph, Trajectory};
use std::fmt::Write;
use std::sync::Arc;

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
    /// A misère canonical form of an impartial game (`misere(G)`), printed in
    /// CGSuite's notation `*[2[2]321]`.
    Misere(MisereForm),
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
    /// A misère canonical form.
    Misere,
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
            Kind::Misere => "a misère game",
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
            Kind::Misere => "misère game",
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
            (Kind::Misere, Value::Misere(_)) => true,
            (Kind::List, Value::List(_)) => true,
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
            Value::Misere(_) => "a misère game",
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
        Value::Misere(m) => m.text().to_string(),
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
