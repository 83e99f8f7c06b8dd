//! The registry of the language's functions and constants: each declared once,
//! as a [`Builtin`] (name, parameters with their kinds, a one-line doc,
//! examples with their expected output, the engine whose limits apply, and the
//! function). Evaluation, `help`, the web page and the docs all read it.
//!
//! Families: `games` (order, options, stops, birthdays, atomic weight),
//! `thermo` (temperature, mean, thermographs, cooling, heating), `numbers`
//! (surreal constants and functions, nim products), `rulesets` (positions
//! read from strings, one builtin for each ruleset function of the catalogue),
//! `misere` (misère canonical forms, genera, misère outcomes).

mod games;
mod misere;
mod numbers;
mod rulesets;
mod thermo;

pub(crate) use numbers::surreal_error;

use super::error::{LangError, Span};
use super::value::{Kind, Value};
use crate::short::{Game, GameStore};
use std::fmt::Write;

/// A function (or constant) of the language.
pub struct Builtin {
    /// The name, lower case (looked up case-insensitively: `G.Outcome`).
    pub name: &'static str,
    /// The parameters.
    pub params: &'static [Param],
    /// Used without parentheses: `omega`, `true`.
    pub constant: bool,
    /// One line for help.
    pub doc: &'static str,
    /// `(input, expected output)` pairs; a test evaluates each.
    pub examples: &'static [(&'static str, &'static str)],
    /// The engine that computes it, and so the limits that apply.
    pub engine: Engine,
    /// The function, called with arguments of the declared kinds.
    pub call: Call,
}

/// A parameter: its name in help, and the kind of value it takes.
#[derive(Copy, Clone, Debug)]
pub struct Param {
    /// The name in help (`G`, `t`).
    pub name: &'static str,
    /// What it takes.
    pub kind: Kind,
}

/// Shorthand for declaring a parameter.
pub(crate) const fn p(name: &'static str, kind: Kind) -> Param {
    Param { name, kind }
}

/// Which engine computes a builtin, and so which limits apply.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Engine {
    /// A constant: no computation.
    Constant,
    /// The game store (games, time, depth, memory).
    Store,
    /// Thermography in the store (games, time, depth).
    Thermography,
    /// Exact number arithmetic (sizes of numbers and normal forms).
    Numbers,
    /// A search over positions (nodes, time, memory, depth).
    Search,
}

impl Engine {
    /// The limits that apply, in words.
    pub fn limits(self) -> &'static str {
        match self {
            Engine::Constant => "none",
            Engine::Store => "games, time, depth, memory",
            Engine::Thermography => "games, time, depth, memory",
            Engine::Numbers => "size of numbers and normal forms, time",
            Engine::Search => "positions, games, time, depth, memory",
        }
    }
}

/// The function of a builtin.
pub type Call = fn(&mut Ctx<'_>, &[Arg]) -> Result<Value, LangError>;

/// What a builtin's function works with: the store and where it was called.
pub struct Ctx<'a> {
    /// The session's store.
    pub store: &'a mut GameStore,
    /// The call's span (for errors that concern the whole call).
    pub span: Span,
    /// The builtin called.
    pub name: &'static str,
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

/// Every builtin, family by family.
pub fn all() -> impl Iterator<Item = &'static Builtin> {
    [
        games::BUILTINS,
        thermo::BUILTINS,
        numbers::BUILTINS,
        rulesets::builtins(),
        misere::BUILTINS,
    ]
    .into_iter()
    .flatten()
}

/// The builtin called `name` (any case).
pub fn lookup(name: &str) -> Option<&'static Builtin> {
    all().find(|b| b.name.eq_ignore_ascii_case(name))
}

/// Whether `name` is a builtin (and so cannot be assigned).
pub fn is_builtin(name: &str) -> bool {
    lookup(name).is_some()
}

impl Builtin {
    /// `name(G, t)`, or `name` for a constant.
    pub fn signature(&self) -> String {
        if self.constant {
            return self.name.to_string();
        }
        let params: Vec<&str> = self.params.iter().map(|p| p.name).collect();
        format!("{}({})", self.name, params.join(", "))
    }

    /// Help for one builtin: signature, doc, parameter kinds, examples, limits.
    pub fn help(&self) -> String {
        let mut s = format!("{}: {}\n", self.signature(), self.doc);
        for p in self.params {
            let _ = writeln!(s, "  {}: {}", p.name, p.kind.describe());
        }
        for (input, output) in self.examples {
            let _ = writeln!(s, "  > {input}\n  {output}");
        }
        let _ = write!(s, "  limits: {}", self.engine.limits());
        s
    }

    /// Call with evaluated arguments: checks their number and kinds, then runs.
    pub fn invoke(
        &'static self,
        store: &mut GameStore,
        args: &[Arg],
        span: Span,
    ) -> Result<Value, LangError> {
        if args.len() != self.params.len() {
            let example = self
                .examples
                .first()
                .map(|(i, _)| format!(", e.g. {i}"))
                .unwrap_or_default();
            return Err(LangError::type_error(
                format!(
                    "`{}` takes {} argument{} ({}), found {}{example}",
                    self.name,
                    self.params.len(),
                    if self.params.len() == 1 { "" } else { "s" },
                    self.signature(),
                    args.len()
                ),
                span,
            ));
        }
        for (i, (p, a)) in self.params.iter().zip(args).enumerate() {
            if !p.kind.accepts(store, &a.value) {
                let which = if self.params.len() == 1 {
                    "the argument".to_string()
                } else {
                    format!("argument {} ({})", i + 1, p.name)
                };
                let found = match &a.value {
                    Value::Game(g) if store.display_len(*g) <= 40 => store.display(*g),
                    other => other.kind_name().to_string(),
                };
                return Err(LangError::type_error(
                    format!(
                        "{which} of `{}` must be {}, found {found}",
                        self.name,
                        p.kind.describe(),
                    ),
                    a.span,
                ));
            }
        }
        let mut ctx = Ctx {
            store,
            span,
            name: self.name,
        };
        (self.call)(&mut ctx, args)
    }
}

/// The help text: every builtin with its signature and one-line doc.
pub fn help_text() -> String {
    let mut s = String::new();
    s.push_str("Games in CGSuite notation: 3/8  *2  ^  v*3  +-1  {2|1||-1}  {0,*|0}\n");
    s.push_str("Operators: + - (sums), n * G (multiples), / and ^ on numbers, comparisons == != <= >= < > <> <| |>\n");
    s.push_str("Assignment: g := {2|1}      Methods: g.Outcome  2.Tiny      `help NAME` for one function\n");
    s.push_str("Functions and constants:\n");
    for b in all() {
        let _ = writeln!(s, "  {}: {}", b.signature(), b.doc);
    }
    s
}

/// README's table of functions, generated from the registry (a test checks
/// that README.md holds it).
pub fn markdown_table() -> String {
    let mut s = String::from("| function | what it gives | example |\n| --- | --- | --- |\n");
    for b in all() {
        let example = b
            .examples
            .first()
            .map(|(i, o)| format!("`{i}` → `{o}`"))
            .unwrap_or_default();
        let _ = writeln!(
            s,
            "| `{}` | {} | {} |",
            b.signature(),
            escape(b.doc),
            escape(&example)
        );
    }
    s
}

/// Escape `|` for a markdown table cell.
fn escape(s: &str) -> String {
    s.replace('|', "\\|")
}
