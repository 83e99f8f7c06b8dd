//! The registry of the language's functions and constants: each declared once,
//! as a [`Builtin`] (name, parameters with their kinds, a one-line doc,
//! examples with their expected output, the engine whose limits apply, and the
//! function). Evaluation, `help`, the web page and the docs all read it.
//!
//! Families: `games` (order, options, stops, birthdays, atomic weight),
//! `thermo` (temperature, mean, thermographs, cooling, heating), `numbers`
//! (surreal constants and functions, nim products, infinite stalks),
//! `script` (rulesets from their rules, lists and strings, `print`),
//! `rulesets` (positions read from strings, one builtin for each ruleset
//! function of the catalogue, and the impartial and dicotic variants of a
//! position), `misere` (misère canonical forms, genera, classes, misère
//! outcomes), `algebra`, `arith`, `heaps`, `nimbers`.
//!
//! A function that needs a ruleset position rather than its value declares
//! a parameter of [`Kind::Position`] (or [`Kind::MisereGame`]); the
//! evaluator reads a ruleset call written there as the position, and Python
//! passes its `Position` objects, both through [`Builtin::invoke`]. The
//! registry never calls into the evaluator except through [`Names`].

mod algebra;
mod arith;
mod games;
mod heaps;
mod loopy;
mod members;
mod misere;
mod nimbers;
mod numbers;
mod rulesets;
mod script;
mod thermo;

pub(crate) use misere::misere_sum;
pub(crate) use numbers::surreal_error;
pub(crate) use rulesets::position_error;
pub use rulesets::{ruleset_functions, ruleset_of_call, RulesetFunction};

use super::error::{LangError, Span};
pub use super::value::Arg;
use super::value::{Kind, UserRuleset, Value};
use crate::short::{Game, GameStore};
use std::fmt::Write;
use std::sync::Arc;

/// The one thing a builtin may ask of the evaluator: the names a call sees,
/// to run functions of the language (`grundyseq(R, ...)` values positions
/// of a ruleset defined by its rules). The evaluator's environment
/// implements it; the registry does not otherwise depend on the evaluator.
pub(crate) trait Names {
    /// The value of `pos`, a position of the ruleset `r` defined by its
    /// rules (its options valued recursively, memoised by position).
    fn ruleset_value(
        &self,
        store: &mut GameStore,
        r: &Arc<UserRuleset>,
        pos: &Value,
        span: Span,
    ) -> Result<Game, LangError>;
}

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
    /// The name in help and for named arguments (`G`, `t`, `left`).
    pub name: &'static str,
    /// What it takes.
    pub kind: Kind,
    /// May be left out (only the last parameters).
    pub optional: bool,
    /// Another name for a named argument (`moves` for `left`).
    pub alias: Option<&'static str>,
    /// An optional parameter that may be left out before others given by
    /// name (`maxslide` given without `maxjump`): the function reads which
    /// were given from [`Ctx::given`].
    pub keyword: bool,
}

/// Shorthand for declaring a parameter.
pub(crate) const fn p(name: &'static str, kind: Kind) -> Param {
    Param {
        name,
        kind,
        optional: false,
        alias: None,
        keyword: false,
    }
}

/// Shorthand for declaring an optional parameter.
pub(crate) const fn opt(name: &'static str, kind: Kind) -> Param {
    Param {
        name,
        kind,
        optional: true,
        alias: None,
        keyword: false,
    }
}

/// Shorthand for declaring a keyword parameter: optional, and may be left
/// out before others given by name (see [`Param::keyword`]).
pub(crate) const fn kw(name: &'static str, kind: Kind) -> Param {
    Param {
        name,
        kind,
        optional: true,
        alias: None,
        keyword: true,
    }
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
    /// The names the call sees (for builtins that call functions of the
    /// language); `None` for constants and calls from outside the language.
    pub(crate) env: Option<&'a dyn Names>,
    /// Which parameters were given (bit `i`: parameter `i`); the arguments
    /// are those, in the parameters' order. Only builtins with
    /// [`Param::keyword`] parameters can have gaps.
    pub given: u64,
}

/// Every builtin, family by family.
pub fn all() -> impl Iterator<Item = &'static Builtin> {
    [
        games::BUILTINS,
        thermo::BUILTINS,
        algebra::BUILTINS,
        numbers::BUILTINS,
        script::BUILTINS,
        nimbers::BUILTINS,
        arith::BUILTINS,
        heaps::BUILTINS,
        rulesets::builtins(),
        rulesets::VARIANTS,
        misere::BUILTINS,
        loopy::BUILTINS,
        members::BUILTINS,
    ]
    .into_iter()
    .flatten()
}

/// CGSuite's names of the registry's functions (its members, written
/// `G.CanonicalForm`), each beside the builtin it names: `lookup` reads
/// either, so a member is the builtin applied to its receiver.
pub const CGSUITE_NAMES: &[(&str, &str)] = &[
    ("canonicalform", "canonical"),
    ("misereCanonicalForm", "misere"),
    ("length", "len"),
    ("size", "len"),
    ("updated", "replaceat"),
    // `class` is a keyword of Python, where every registry function is one.
    ("class", "classname"),
];

/// CGSuite's dotted names of rulesets and constructors (its packages), each
/// beside the registry's function it names: `game.grid.Clobber("xo")` is
/// `clobber("xo")`.
pub const CGSUITE_PATHS: &[(&str, &str)] = &[
    ("game.grid.Clobber", "clobber"),
    ("game.grid.Domineering", "domineering"),
    ("game.grid.Amazons", "amazons"),
    ("game.grid.Konane", "konane"),
    ("game.strip.ToadsAndFrogs", "toads"),
    ("game.graph.Col", "col"),
    ("game.graph.Snort", "snort"),
    ("Grid.Empty", "grid"),
];

/// The registry's function that CGSuite's dotted `path` names (any case).
pub fn cgsuite_path(path: &str) -> Option<&'static str> {
    CGSUITE_PATHS
        .iter()
        .find(|(p, _)| p.eq_ignore_ascii_case(path))
        .map(|(_, f)| *f)
}

/// The builtin called `name` (any case), or named so by CGSuite
/// ([`CGSUITE_NAMES`]).
pub fn lookup(name: &str) -> Option<&'static Builtin> {
    let name = CGSUITE_NAMES
        .iter()
        .find(|(cgsuite, _)| cgsuite.eq_ignore_ascii_case(name))
        .map_or(name, |(_, ours)| ours);
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
        let params: Vec<String> = self
            .params
            .iter()
            .map(|p| {
                if p.optional {
                    format!("[{}]", p.name)
                } else {
                    p.name.to_string()
                }
            })
            .collect();
        format!("{}({})", self.name, params.join(", "))
    }

    /// The parameter a named argument `name` gives (its name or alias).
    pub fn param(&self, name: &str) -> Option<&'static Param> {
        self.params
            .iter()
            .find(|p| p.name == name || p.alias == Some(name))
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
        self.invoke_named(store, args, &[], span, None)
    }

    /// Call with positional and named arguments (`toads("TT..FF", maxjump =
    /// 2)`), as the evaluator calls: checks their number, names and kinds,
    /// then runs.
    pub fn invoke_with(
        &'static self,
        store: &mut GameStore,
        args: &[Arg],
        named: &[(&str, Span, Arg)],
        span: Span,
    ) -> Result<Value, LangError> {
        self.invoke_named(store, args, named, span, None)
    }

    /// Call with positional and named arguments (`name = value`): checks their
    /// number, names and kinds, then runs. Left-out optional parameters are
    /// left out of the arguments the function sees.
    pub(crate) fn invoke_named<'a>(
        &'static self,
        store: &'a mut GameStore,
        args: &[Arg],
        named: &[(&str, Span, Arg)],
        span: Span,
        env: Option<&'a dyn Names>,
    ) -> Result<Value, LangError> {
        let (args, given) = self.bind(store, args, named, span)?;
        let mut ctx = Ctx {
            store,
            span,
            name: self.name,
            env,
            given,
        };
        (self.call)(&mut ctx, &args)
    }

    /// Match positional and named arguments to the parameters and check
    /// their kinds: the arguments given, in the parameters' order, and which
    /// parameters they are (bit `i`: parameter `i`). Every parameter left
    /// out must be optional, and only [`Param::keyword`] ones may be left
    /// out before one given.
    pub(crate) fn bind(
        &self,
        store: &mut GameStore,
        args: &[Arg],
        named: &[(&str, Span, Arg)],
        span: Span,
    ) -> Result<(Vec<Arg>, u64), LangError> {
        let required = self.params.iter().filter(|p| !p.optional).count();
        let mut all: Vec<Option<Arg>> = vec![None; self.params.len()];
        if args.len() > self.params.len() {
            return Err(self.arity_error(args.len() + named.len(), span));
        }
        for (slot, a) in all.iter_mut().zip(args) {
            *slot = Some(a.clone());
        }
        for (name, nspan, a) in named {
            let Some(i) = self
                .params
                .iter()
                .position(|p| p.name == *name || p.alias == Some(*name))
            else {
                return Err(LangError::name(
                    format!(
                        "`{}` has no parameter named `{name}` ({})",
                        self.name,
                        self.signature()
                    ),
                    *nspan,
                ));
            };
            if all[i].is_some() {
                return Err(LangError::type_error(
                    format!("`{name}` is given twice"),
                    *nspan,
                ));
            }
            all[i] = Some(a.clone());
        }
        // Every parameter left out is optional; past the first one left
        // out, only keyword parameters may be given.
        let prefix = all.iter().take_while(|a| a.is_some()).count();
        let gap = all[prefix..]
            .iter()
            .zip(&self.params[prefix..])
            .any(|(a, p)| a.is_some() && !p.keyword);
        if prefix < required || gap {
            return Err(self.arity_error(args.len() + named.len(), span));
        }
        let given = all
            .iter()
            .enumerate()
            .filter(|(_, a)| a.is_some())
            .fold(0u64, |m, (i, _)| m | 1 << i);
        let args: Vec<Arg> = all.into_iter().flatten().collect();
        let params = self
            .params
            .iter()
            .enumerate()
            .filter(|(i, _)| given & 1 << i != 0);
        for ((i, p), a) in params.zip(&args) {
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
        Ok((args, given))
    }

    fn arity_error(&self, found: usize, span: Span) -> LangError {
        let example = self
            .examples
            .first()
            .map(|(i, _)| format!(", e.g. {i}"))
            .unwrap_or_default();
        let n = self.params.len();
        let optional = self.params.iter().filter(|p| p.optional).count();
        let count = if optional == 0 {
            n.to_string()
        } else {
            format!("{} to {n}", n - optional)
        };
        LangError::type_error(
            format!(
                "`{}` takes {count} argument{} ({}), found {found}{example}",
                self.name,
                if n == 1 { "" } else { "s" },
                self.signature(),
            ),
            span,
        )
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
