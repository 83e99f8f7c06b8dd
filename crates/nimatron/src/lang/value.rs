//! What an expression yields ([`Value`]), the kinds that function parameters
//! ask for ([`Kind`]), and printing under the output limit.

use super::error::{LangError, Span};
use super::parser::Expr;
use crate::algebra::Form;
use crate::impartial::misere_canon::MisereForm;
use crate::limits::Stop;
use crate::numbers::{surreal_to_ordinal, Ordinal, Rational, Surreal};
use crate::rulesets::catalogue::AnyPosition;
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
    /// A misère canonical form of an impartial game (`misere(G)`), printed in
    /// CGSuite's notation `*[2[2]321]`.
    Misere(MisereForm),
    /// A nimber `*α` beyond the store's (α infinite, `*omega`, or at least
    /// 2^32); the others are always `Game`s.
    Nimber(Ordinal),
    /// An explicit game form, kept as written (CGSuite's `'{*|*}'`): always a
    /// `Form::Node`, whose options are games or explicit forms.
    Explicit(Form),
    /// A function: `x -> x + 1`, or `f` after `f(n) := ...`.
    Function(Arc<Function>),
    /// A ruleset defined by its rules (`ruleset("name", left = ..., right = ...)`);
    /// `R(position)` is the value of a position.
    Ruleset(Arc<UserRuleset>),
    /// Text shown as it is (from `print` and `for ... do`), possibly empty.
    Text(String),
    /// A position of a ruleset of the catalogue, kept as the position (not
    /// its value), for a parameter of [`Kind::Position`] or
    /// [`Kind::MisereGame`]: `impartial(domineering("..|.."))` or
    /// `misere(cram("..."))`, where the ruleset call is written in place,
    /// or a Python `Position`. Anywhere else a ruleset call gives its value.
    Position(Arc<AnyPosition>),
    /// A loopy game with a cycle, or a sided value `A & B` (one without a
    /// cycle is always a `Game`).
    Loopy(super::loopy_fns::LoopyRef),
    /// The outcome class of a loopy game, with draws (`PHat`, `D`, ...).
    LoopyOutcome(crate::loopy::OutcomeClass),
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
    Nimber(Ordinal),
    Explicit(Form),
    Misere(MisereForm),
    Position(Arc<AnyPosition>),
    Loopy(super::loopy_fns::LoopyRef),
    LoopyOutcome(crate::loopy::OutcomeClass),
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
            Value::Nimber(o) => Key::Nimber(o.clone()),
            Value::Explicit(f) => Key::Explicit(f.clone()),
            Value::Misere(m) => Key::Misere(m.clone()),
            Value::Position(p) => Key::Position(p.clone()),
            Value::Loopy(r) => Key::Loopy(*r),
            Value::LoopyOutcome(o) => Key::LoopyOutcome(*o),
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
    /// A nimber `*n` or `*α` (transfinite), or an ordinal `n`, `omega + 5`.
    Nimber,
    /// A nimber `*n` or `*α`, finite or transfinite (not a number).
    AnyNimber,
    /// A game, canonical or an explicit form (`explicit([*], [*])`).
    Form,
    /// A string.
    Str,
    /// A list of games.
    Games,
    /// A list of anything.
    List,
    /// A function (`x -> ...`).
    Function,
    /// A misère canonical form.
    Misere,
    /// A position of a ruleset, not its value: a ruleset call written in
    /// place as the argument (`impartial(domineering("..|.."))`), or a Python
    /// `Position`. The evaluator reads such an argument as the position.
    Position,
    /// A game as misère play sees it: a natural number or nimber (a nim
    /// heap), a list of options, a misère form, or a ruleset position (read
    /// as for [`Kind::Position`]); any game for misère outcomes.
    MisereGame,
    /// A game, short or loopy (a sided value `A & B` too).
    Loopy,
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
            Kind::Nimber => "a nimber *n or an ordinal n",
            Kind::AnyNimber => "a nimber *n",
            Kind::Form => "a game (canonical or explicit)",
            Kind::Str => "a string",
            Kind::Games => "a list of games",
            Kind::List => "a list",
            Kind::Function => "a function (x -> ...)",
            Kind::Misere => "a misère game",
            Kind::Position => "a ruleset position written in place, as domineering(\"..|..\") (a variable holds only its value)",
            Kind::MisereGame => "a game, a list of options, a misère game, or a ruleset position written in place, as cram(\"...|...\")",
            Kind::Loopy => "a game (short or loopy)",
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
            Kind::AnyNimber => "nimber",
            Kind::Form => "game",
            Kind::Str => "string",
            Kind::Games => "list of games",
            Kind::List => "list",
            Kind::Function => "function",
            Kind::Misere => "misère game",
            Kind::Position => "position",
            Kind::MisereGame => "game or position",
            Kind::Loopy => "game",
            Kind::Any => "value",
        }
    }

    /// Whether `v` is of this kind.
    pub fn accepts(self, store: &GameStore, v: &Value) -> bool {
        match (self, v) {
            (Kind::Any, _) => true,
            (Kind::Game, Value::Game(_)) => true,
            (Kind::Form, Value::Game(_) | Value::Explicit(_)) => true,
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
            (Kind::Nimber | Kind::AnyNimber, Value::Nimber(_)) => true,
            (Kind::Nimber, Value::Surreal(x)) => surreal_to_ordinal(x).is_some(),
            (Kind::AnyNimber, Value::Game(g)) => store.is_nimber(*g),
            (Kind::Str, Value::Str(_)) => true,
            (Kind::Misere, Value::Misere(_)) => true,
            (Kind::Position, Value::Position(_)) => true,
            (
                Kind::MisereGame,
                Value::Game(_) | Value::List(_) | Value::Misere(_) | Value::Position(_),
            ) => true,
            (Kind::Loopy, Value::Game(_) | Value::Loopy(_)) => true,
            (Kind::List, Value::List(_)) => true,
            (Kind::Function, Value::Function(_)) => true,
            (Kind::Games, Value::List(items)) => items.iter().all(|x| matches!(x, Value::Game(_))),
            _ => false,
        }
    }

    /// Whether an argument of this kind that is a ruleset call written in
    /// place is read as the position rather than valued.
    pub fn takes_position(self) -> bool {
        matches!(self, Kind::Position | Kind::MisereGame)
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
            Value::Function(_) => "a function",
            Value::Ruleset(_) => "a ruleset",
            Value::Text(_) => "text",
            Value::Nimber(_) => "a transfinite nimber",
            Value::Explicit(_) => "an explicit game",
            Value::Position(_) => "a ruleset position",
            Value::Loopy(_) => "a loopy game",
            Value::LoopyOutcome(_) => "an outcome class",
        }
    }

    /// The value as a game form: a canonical game or an explicit one.
    pub fn as_form(&self) -> Option<Form> {
        match self {
            Value::Game(g) => Some(Form::Game(*g)),
            Value::Explicit(f) => Some(f.clone()),
            _ => None,
        }
    }

    /// The nimber `*α` as a value: a game when `α` is finite (and at most
    /// 2^32 - 1), else a transfinite nimber.
    pub fn nimber(store: &mut GameStore, alpha: Ordinal) -> Value {
        match alpha.to_u64().and_then(|n| u32::try_from(n).ok()) {
            Some(n) => Value::Game(store.nimber(n)),
            None => Value::Nimber(alpha),
        }
    }

    /// The `α` of a nimber `*α` (finite or transfinite), if this is one.
    pub fn as_nimber(&self, store: &GameStore) -> Option<Ordinal> {
        match self {
            Value::Nimber(o) => Some(o.clone()),
            Value::Game(g) if store.is_nimber(*g) => Some(Ordinal::finite(u64::from(
                store.as_nus(*g).map_or(0, |n| n.nim),
            ))),
            _ => None,
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
        Value::Nimber(o) => format_nimber(o),
        Value::Explicit(f) => {
            write_form(store, f, limit, out)?;
            return check(out.len() as u64, limit);
        }
        Value::Misere(m) => m.text().to_string(),
        Value::Position(p) => p.ruleset().call(&p.to_string()),
        Value::Loopy(r) => super::loopy_fns::display(store, r)?,
        Value::LoopyOutcome(o) => o.to_string(),
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

/// An explicit form as CGSuite writes it: `'{*|*}'`, options as games or
/// nested explicit forms.
fn write_form(
    store: &mut GameStore,
    f: &Form,
    limit: Option<usize>,
    out: &mut String,
) -> Result<(), Stop> {
    match f {
        Form::Game(g) => {
            let room = limit.map(|l| l.saturating_sub(out.len()));
            let text = store.display_limited(*g, room)?;
            out.push_str(&text);
        }
        Form::Node(n) => {
            out.push_str("'{");
            for (i, x) in n.left.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_form(store, x, limit, out)?;
            }
            out.push('|');
            for (i, x) in n.right.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_form(store, x, limit, out)?;
            }
            out.push_str("}'");
        }
    }
    check(out.len() as u64, limit)
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

/// `*omega`, `*omega^2`, `*omega^(omega+1)` (one power of ω), else
/// `*(omega+5)`, `*(5*omega)`.
pub fn format_nimber(o: &Ordinal) -> String {
    let single_power = matches!(o.terms(), [(_, c)] if *c == 1u32.into());
    let mut text = String::new();
    ordinal_text(o, &mut text);
    if single_power {
        format!("*{text}")
    } else {
        format!("*({text})")
    }
}

/// An ordinal as the language reads it back, coefficients in front as
/// surreal numbers print: `omega^2`, `3*omega^(omega+1)+2*omega+5`.
fn ordinal_text(o: &Ordinal, out: &mut String) {
    if o.terms().is_empty() {
        out.push('0');
        return;
    }
    for (i, (e, c)) in o.terms().iter().enumerate() {
        if i > 0 {
            out.push('+');
        }
        if e.is_zero() {
            let _ = write!(out, "{c}");
            continue;
        }
        if *c != 1u32.into() {
            let _ = write!(out, "{c}*");
        }
        out.push_str("omega");
        if !e.is_one() {
            let simple = matches!(e.terms(), [(f, d)] if f.is_zero() || *d == 1u32.into());
            out.push_str(if simple { "^" } else { "^(" });
            ordinal_text(e, out);
            if !simple {
                out.push(')');
            }
        }
    }
}

/// A rational as a number game.
pub(crate) fn number(store: &mut GameStore, x: Rational) -> Value {
    Value::Game(store.number(x))
}
