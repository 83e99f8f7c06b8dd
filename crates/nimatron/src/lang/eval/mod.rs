//! The evaluator: a tree walk over expressions. Arithmetic goes through the
//! table of [`super::ops`], calls through the registry of [`super::builtins`];
//! every node checks the store's limits (interrupt, time), and the walk is
//! as deep as the parser allows, never deeper.

mod loops;
mod rulesets;

use super::builtins::{self, Arg};
use super::error::{LangError, Span};
use super::in_place::InPlace;
use super::ops;
use super::parser::{is_keyword, parse_statement, Expr, ExprKind, Statement};
use super::value::{self, Function, Key, Kind, Value};
use crate::limits::{Limits, Stop};
use crate::numbers::Rational;
use crate::short::{Game, GameStore};
use loops::{for_each, index};
use rulesets::ruleset_call;
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// An evaluation session: a game store plus variables.
///
/// Under a memory limit, everything a line allocates counts against the
/// limits' account, variables included, until it is freed. A value a line
/// gives back belongs to the caller: a block freed outside the account is
/// not taken back, so a program that keeps one session should hold its
/// account for the session's life (`let _a = s.store.limits().enter();`),
/// as `nimatron eval` and the server do.
///
/// ```
/// use nimatron::lang::Session;
///
/// let mut s = Session::new();
/// s.eval_line("g := {2|1||-1}").unwrap();
/// assert_eq!(s.eval_to_string("4 * g").unwrap().as_deref(), Some("1"));
/// assert_eq!(s.eval_to_string("g.Temperature").unwrap().as_deref(), Some("5/4"));
/// // Bad input is an error with a kind and a span, never a panic.
/// assert!(s.eval_line("{1|").is_err());
/// ```
pub struct Session {
    /// The store all games of this session live in (its limits bound every
    /// computation of the session).
    pub store: GameStore,
    vars: FxHashMap<String, Value>,
    /// Bumped at every assignment: memoised calls of an older epoch are stale.
    epoch: u64,
}

impl Default for Session {
    fn default() -> Self {
        Self::new()
    }
}

impl Session {
    /// A fresh session under [`Limits::standard`] (a bound on the games it
    /// may make, so that no input exhausts memory; no time limit).
    pub fn new() -> Session {
        Session::with_limits(Limits::standard())
    }

    /// A fresh session whose computations run under `limits`.
    pub fn with_limits(limits: Limits) -> Session {
        let mut store = GameStore::new();
        store.set_limits(limits);
        Session {
            store,
            vars: FxHashMap::default(),
            epoch: 0,
        }
    }

    /// Evaluate one line: an expression or `name := expression`. Empty input gives `None`.
    pub fn eval_line(&mut self, src: &str) -> Result<Option<Value>, LangError> {
        // The line's allocations, the variables it sets and the values it
        // replaces are charged to the session's memory account.
        let _account = self.store.limits().enter();
        if let Some((ranges, silent)) = super::worksheet::statements(src)? {
            let mut last = None;
            for (a, b) in ranges {
                last = self
                    .eval_line(&src[a..b])
                    .map_err(|e| super::worksheet::shift(e, a))?;
            }
            return Ok(if silent { None } else { last });
        }
        if let Some(g) = self.plain_game(src)? {
            return Ok(Some(Value::Game(g)));
        }
        let Some(st) = parse_statement(src)? else {
            return Ok(None);
        };
        match st {
            Statement::Expr(e) => self.eval_guarded(&e).map(Some),
            Statement::Assign(name, span, e) => {
                check_assignable(&name, span)?;
                let v = self.eval_guarded(&e)?;
                self.epoch += 1;
                self.vars.insert(name, v.clone());
                Ok(Some(v))
            }
            Statement::Def(name, span, params, body) => {
                check_assignable(&name, span)?;
                for p in &params {
                    if is_keyword(p) {
                        return Err(LangError::syntax(
                            format!("`{p}` is a keyword, not a parameter name"),
                            span,
                        ));
                    }
                }
                let f = Function::new(Some(name.clone()), params, Arc::new(body), Vec::new());
                let v = Value::Function(Arc::new(f));
                self.epoch += 1;
                self.vars.insert(name, v.clone());
                Ok(Some(v))
            }
        }
    }

    /// A plain game literal read straight into the store (see `literal.rs`);
    /// `None` for anything else. A stop while reading (a limit, Ctrl-C) is the
    /// line's error, as it would be on the general path.
    fn plain_game(&mut self, src: &str) -> Result<Option<Game>, LangError> {
        self.store
            .guard(|store| super::literal::plain_game(store, src))
            .map_err(|stop| LangError::stop(stop, Span::new(0, src.len())))
    }

    /// Evaluate an expression that must give a game (not an assignment).
    pub fn eval_game(&mut self, src: &str) -> Result<Game, LangError> {
        if let Some(g) = self.plain_game(src)? {
            return Ok(g);
        }
        let e = super::parser::parse_expr(src)?;
        match self.eval_guarded(&e)? {
            Value::Game(g) => Ok(g),
            other => Err(LangError::type_error(
                format!("expected a game, found {}", other.kind_name()),
                e.span,
            )),
        }
    }

    /// Evaluate `src`, an expression, as an argument of a parameter of
    /// `kind`, as the evaluator reads arguments: where the kind takes a
    /// position, a ruleset call written in place is the position
    /// (`cram("...")` for `misere`). Python passes text this way.
    pub fn eval_argument(&mut self, src: &str, kind: Kind) -> Result<Value, LangError> {
        let e = super::parser::parse_expr(src)?;
        self.in_env(e.span, |store, env| eval_arg(store, env, &e, Some(kind)))
    }

    /// Evaluate a line and format its value; `None` for empty input.
    pub fn eval_to_string(&mut self, src: &str) -> Result<Option<String>, LangError> {
        match self.eval_line(src)? {
            None => Ok(None),
            Some(v) => self
                .format(&v)
                .map(Some)
                .map_err(|e| LangError::stop(e, Span::new(0, src.len()))),
        }
    }

    /// Format a value in CGSuite notation, within the store's output limit
    /// ([`Stop::Output`] says how long the text would be).
    pub fn format(&mut self, v: &Value) -> Result<String, Stop> {
        let limit = self.store.limits().output;
        self.store
            .guard(|store| value::format(store, v, limit))
            .and_then(|r| r)
    }

    /// Call the builtin `b` with evaluated arguments as the evaluator calls
    /// it: with the session's names (for builtins that run functions of the
    /// language), under the store's guard. Python calls builtins this way.
    pub fn invoke(
        &mut self,
        b: &'static builtins::Builtin,
        args: &[Arg],
        named: &[(&str, Span, Arg)],
        span: Span,
    ) -> Result<Value, LangError> {
        self.in_env(span, |store, env| {
            b.invoke_named(store, args, named, span, Some(env))
        })
    }

    /// The ruleset of a ruleset call written in place, its rules
    /// (`toads("TT..FF", maxjump = 2)`) evaluated in the session.
    pub(super) fn in_place_ruleset(
        &mut self,
        call: &InPlace<'_>,
    ) -> Result<crate::rulesets::catalogue::Ruleset, LangError> {
        self.in_env(call.call.span, |store, env| {
            call.ruleset(store, |s, e| eval(s, env, e))
        })
    }

    pub(super) fn eval_guarded(&mut self, e: &Expr) -> Result<Value, LangError> {
        self.in_env(e.span, |store, env| eval(store, env, e))
    }

    /// Run `f` with the session's names under the store's guard; a stop is
    /// an error at `span`.
    fn in_env<T>(
        &mut self,
        span: Span,
        f: impl FnOnce(&mut GameStore, &Env<'_>) -> Result<T, LangError>,
    ) -> Result<T, LangError> {
        let env = Env {
            globals: &self.vars,
            locals: Vec::new(),
            epoch: self.epoch,
        };
        match self.store.guard(|store| f(store, &env)) {
            Ok(v) => v,
            Err(stop) => Err(LangError::stop(stop, span)),
        }
    }

    /// A variable's value.
    pub fn var(&self, name: &str) -> Option<&Value> {
        self.vars.get(name)
    }
}

fn option_game(v: Value, span: Span, what: &str) -> Result<Game, LangError> {
    match v {
        Value::Game(g) => Ok(g),
        other => Err(LangError::type_error(
            format!("{what} must be a game, found {}", other.kind_name()),
            span,
        )),
    }
}

/// A name that may be assigned: not a builtin, not a keyword.
fn check_assignable(name: &str, span: Span) -> Result<(), LangError> {
    if builtins::is_builtin(name) {
        return Err(LangError::name(
            format!("`{name}` is a built-in name and cannot be assigned"),
            span,
        ));
    }
    if is_keyword(name) {
        return Err(LangError::syntax(
            format!("`{name}` is a keyword and cannot be assigned"),
            span,
        ));
    }
    Ok(())
}

/// The names an expression sees: the session's, and the local ones of the
/// functions and comprehensions around it (innermost last).
#[derive(Clone)]
struct Env<'a> {
    globals: &'a FxHashMap<String, Value>,
    locals: Vec<(String, Value)>,
    epoch: u64,
}

impl Env<'_> {
    fn get(&self, name: &str) -> Option<&Value> {
        self.locals
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v)
            .or_else(|| self.globals.get(name))
    }

    fn with(&self, name: &str, v: Value) -> Self {
        let mut e = self.clone();
        e.locals.push((name.to_string(), v));
        e
    }
}

fn eval(store: &mut GameStore, env: &Env<'_>, e: &Expr) -> Result<Value, LangError> {
    crate::limits::with_stack(|| eval_inner(store, env, e))
}

fn eval_inner(store: &mut GameStore, env: &Env<'_>, e: &Expr) -> Result<Value, LangError> {
    store.check_limits();
    let span = e.span;
    match &e.kind {
        ExprKind::Lit(lit) => Ok(Value::Game(super::literal::literal(store, lit, span)?)),
        ExprKind::Str(t) => Ok(Value::Str(t.clone())),
        ExprKind::Misere(text) => {
            use crate::impartial::misere_canon::{read_form, ReadError};
            let limits = store.limits().clone();
            read_form(text, &limits)
                .map(Value::Misere)
                .map_err(|e| match e {
                    ReadError::Syntax { at, message } => {
                        // The caret under the fault, inside the literal.
                        let at = (span.start + at).min(span.end.saturating_sub(1));
                        LangError::syntax(message, Span::new(at, at + 1))
                    }
                    ReadError::Stop(stop) => LangError::stop(stop, span),
                })
        }
        ExprKind::Var(name) => {
            if let Some((_, v)) = env.locals.iter().rev().find(|(n, _)| n == name) {
                return Ok(v.clone());
            }
            if let Some(b) = builtins::lookup(name).filter(|b| b.constant) {
                return b.invoke(store, &[], span);
            }
            if let Some(v) = env.globals.get(name) {
                return Ok(v.clone());
            }
            Err(match builtins::lookup(name) {
                Some(b) => LangError::type_error(
                    format!("`{}` is a function: call it as {}", b.name, b.signature()),
                    span,
                ),
                None => LangError::name(format!("unknown name `{name}`"), span),
            })
        }
        ExprKind::List(items) => Ok(Value::List(
            items
                .iter()
                .map(|x| eval(store, env, x))
                .collect::<Result<_, _>>()?,
        )),
        ExprKind::Game(l, r) => {
            let mut sides = [Vec::with_capacity(l.len()), Vec::with_capacity(r.len())];
            for (side, exprs) in sides.iter_mut().zip([l, r]) {
                for x in exprs {
                    match eval(store, env, x)? {
                        // A list among the options gives its elements, as a
                        // set does in CGSuite (`{ opts, *8 | opts, *8 }`).
                        Value::List(items) => {
                            for v in items {
                                side.push(option_game(v, x.span, "an option")?);
                            }
                        }
                        v => side.push(option_game(v, x.span, "an option")?),
                    }
                }
            }
            Ok(Value::Game(store.from_options(&sides[0], &sides[1])))
        }
        ExprKind::PlusMinus(opts) => {
            let mut left = Vec::with_capacity(opts.len());
            for x in opts {
                left.push(option_game(
                    eval(store, env, x)?,
                    x.span,
                    "the operand of `+-`",
                )?);
            }
            let right: Vec<Game> = left.iter().map(|&g| store.neg(g)).collect();
            Ok(Value::Game(store.from_options(&left, &right)))
        }
        ExprKind::Neg(x) => {
            let v = eval(store, env, x)?;
            ops::neg(store, (&v, x.span))
        }
        ExprKind::Chain(first, rest) => {
            let mut acc = eval(store, env, first)?;
            let mut acc_span = first.span;
            for (op, _, x) in rest {
                store.check_limits();
                let v = eval(store, env, x)?;
                let whole = acc_span.to(x.span);
                acc = ops::binary(store, *op, (&acc, acc_span), (&v, x.span), whole)?;
                acc_span = whole;
            }
            Ok(acc)
        }
        ExprKind::Pow(a, b) => {
            let va = eval(store, env, a)?;
            let vb = eval(store, env, b)?;
            ops::binary(
                store,
                super::parser::BinOp::Pow,
                (&va, a.span),
                (&vb, b.span),
                span,
            )
        }
        ExprKind::Cmp(op, a, b) => {
            let va = eval(store, env, a)?;
            let vb = eval(store, env, b)?;
            ops::compare(store, *op, (&va, a.span), (&vb, b.span), span)
        }
        ExprKind::And(a, b) => Ok(Value::Bool(
            truth(eval(store, env, a)?, a.span)? && truth(eval(store, env, b)?, b.span)?,
        )),
        ExprKind::Or(a, b) => Ok(Value::Bool(
            truth(eval(store, env, a)?, a.span)? || truth(eval(store, env, b)?, b.span)?,
        )),
        ExprKind::Not(a) => Ok(Value::Bool(!truth(eval(store, env, a)?, a.span)?)),
        ExprKind::If(c, a, b) => {
            if truth(eval(store, env, c)?, c.span)? {
                eval(store, env, a)
            } else {
                eval(store, env, b)
            }
        }
        ExprKind::Range(a, b) => {
            let (va, vb) = (eval(store, env, a)?, eval(store, env, b)?);
            let lo = integer(store, &va, a.span)?;
            let hi = integer(store, &vb, b.span)?;
            let n = hi.saturating_sub(lo).saturating_add(1).max(0);
            if n > MAX_RANGE {
                return Err(LangError::stop(
                    crate::limits::Stop::TooLarge(format!(
                        "the range {lo}..{hi} has {n} integers (at most {MAX_RANGE})"
                    )),
                    span,
                ));
            }
            ops::reserve(ops::list_bytes(n as usize), span)?;
            // Each element checks the limits: a long range is millions of
            // integers (fuzz/findings.md: `44..7691356` ignored the interrupt).
            Ok(Value::List(
                (lo..=hi)
                    .map(|k| {
                        store.check_limits();
                        Value::Game(store.integer(k))
                    })
                    .collect(),
            ))
        }
        ExprKind::Index(x, i) => {
            let v = eval(store, env, x)?;
            let vi = eval(store, env, i)?;
            let k = integer(store, &vi, i.span)?;
            index(&v, k, x.span, i.span)
        }
        ExprKind::Apply(f, args) => {
            let fv = eval(store, env, f)?;
            let mut vals = Vec::with_capacity(args.len());
            for a in args {
                vals.push(Arg {
                    value: eval(store, env, a)?,
                    span: a.span,
                });
            }
            match fv {
                Value::Function(func) => call_function(store, env, &func, vals, span),
                Value::Ruleset(r) => match vals.as_slice() {
                    [pos] => ruleset_call(store, env, &r, &pos.value, pos.span),
                    _ => Err(LangError::type_error(
                        format!("the ruleset `{}` takes one position", r.name),
                        span,
                    )),
                },
                other => Err(LangError::type_error(
                    format!("{} cannot be called", other.kind_name()),
                    f.span,
                )),
            }
        }
        ExprKind::Lambda(params, body) => Ok(Value::Function(Arc::new(Function::new(
            None,
            params.clone(),
            body.clone(),
            env.locals.clone(),
        )))),
        ExprKind::Comprehension(body, clauses) => {
            let mut out = Vec::new();
            for_each(store, env, clauses, &mut |store, env| {
                out.push(eval(store, env, body)?);
                Ok(())
            })?;
            Ok(Value::List(out))
        }
        ExprKind::For(clauses, body) => {
            let limit = store.limits().output;
            let mut text = String::new();
            for_each(store, env, clauses, &mut |store, env| {
                let v = eval(store, env, body)?;
                let line = value::format(store, &v, limit).map_err(|s| LangError::stop(s, span))?;
                if !line.is_empty() {
                    if !text.is_empty() {
                        text.push('\n');
                    }
                    text.push_str(&line);
                }
                match limit {
                    Some(l) if text.len() > l => Err(LangError::stop(
                        crate::limits::Stop::Output {
                            needed: text.len() as u64,
                            limit: l,
                        },
                        span,
                    )),
                    _ => Ok(()),
                }
            })?;
            Ok(Value::Text(text))
        }
        ExprKind::Call(name, args, named) => {
            // A builtin's parameters say how its arguments are read: a
            // ruleset call written where a position is asked for is the
            // position (`misere(cram("..."))`), not its value.
            let callee = match env.get(name) {
                Some(Value::Function(_) | Value::Ruleset(_)) if named.is_empty() => None,
                _ => builtins::lookup(name),
            };
            let mut vals = Vec::with_capacity(args.len());
            for (i, a) in args.iter().enumerate() {
                let kind = callee.and_then(|b| b.params.get(i)).map(|p| p.kind);
                vals.push(Arg {
                    value: eval_arg(store, env, a, kind)?,
                    span: a.span,
                });
            }
            let named_vals = eval_named(store, env, callee, named)?;
            match env.get(name) {
                Some(Value::Function(f)) if named.is_empty() => {
                    let f = f.clone();
                    call_function(store, env, &f, vals, span)
                }
                Some(Value::Ruleset(r)) if named.is_empty() => {
                    let r = r.clone();
                    let [pos] = vals.as_slice() else {
                        return Err(LangError::type_error(
                            format!("the ruleset `{}` takes one position", r.name),
                            span,
                        ));
                    };
                    ruleset_call(store, env, &r, &pos.value, pos.span)
                }
                _ => call(store, env, name, &vals, &named_vals, span),
            }
        }
        ExprKind::Method(x, name, args, named) => {
            if let Some(f) = cgsuite_path(env, x, name) {
                // `game.grid.Clobber("xo")`: the registry's function of that name.
                let call = Expr {
                    kind: ExprKind::Call(f.to_string(), args.clone(), named.clone()),
                    span,
                };
                return eval(store, env, &call);
            }
            let callee = builtins::lookup(name);
            let params = callee.map(|b| b.params);
            let kind_at = |i: usize| params.and_then(|ps| ps.get(i)).map(|p| p.kind);
            let mut vals = Vec::with_capacity(args.len() + 1);
            vals.push(Arg {
                value: eval_arg(store, env, x, kind_at(0))?,
                span: x.span,
            });
            for (i, a) in args.iter().enumerate() {
                vals.push(Arg {
                    value: eval_arg(store, env, a, kind_at(i + 1))?,
                    span: a.span,
                });
            }
            let named_vals = eval_named(store, env, callee, named)?;
            call(store, env, name, &vals, &named_vals, span)
        }
    }
}

/// The registry's function that CGSuite's dotted name `receiver.name` names
/// (`game.grid.Clobber`, `Grid.Empty`), where its first word is not a
/// variable of the session.
fn cgsuite_path(env: &Env<'_>, receiver: &Expr, name: &str) -> Option<&'static str> {
    let mut words = vec![name];
    let mut at = receiver;
    loop {
        match &at.kind {
            ExprKind::Method(inner, w, args, named) if args.is_empty() && named.is_empty() => {
                words.push(w);
                at = inner;
            }
            ExprKind::Var(root) if env.get(root).is_none() => {
                words.push(root);
                break;
            }
            _ => return None,
        }
    }
    words.reverse();
    builtins::cgsuite_path(&words.join("."))
}

/// An argument for a parameter of `kind` (`None`: not a builtin's): a
/// ruleset call written in place is read as its position where the kind
/// takes one ([`Kind::takes_position`]), unless a function of the session's
/// has the ruleset's name; anything else is valued.
fn eval_arg(
    store: &mut GameStore,
    env: &Env<'_>,
    x: &Expr,
    kind: Option<Kind>,
) -> Result<Value, LangError> {
    let local = matches!(&x.kind, ExprKind::Call(n, _, named)
        if named.is_empty() && matches!(env.get(n), Some(Value::Function(_) | Value::Ruleset(_))));
    match InPlace::of(x) {
        Some(call) if kind.is_some_and(Kind::takes_position) && !local => {
            call.read(store, |s, e| eval(s, env, e))
        }
        _ => eval(store, env, x),
    }
}

/// The named arguments of a call (`name = value`, CGSuite's `name => value`),
/// each valued for its parameter of the builtin `callee`, if there is one.
fn eval_named<'a>(
    store: &mut GameStore,
    env: &Env<'_>,
    callee: Option<&builtins::Builtin>,
    named: &'a [(String, Span, Expr)],
) -> Result<Vec<(&'a str, Span, Arg)>, LangError> {
    let mut out = Vec::with_capacity(named.len());
    for (n, s, a) in named {
        let kind = callee.and_then(|b| b.param(n)).map(|p| p.kind);
        out.push((
            n.as_str(),
            *s,
            Arg {
                value: eval_arg(store, env, a, kind)?,
                span: a.span,
            },
        ));
    }
    Ok(out)
}

/// The most integers a range may hold.
const MAX_RANGE: i64 = 10_000_000;

/// A condition's truth value.
fn truth(v: Value, span: Span) -> Result<bool, LangError> {
    match v {
        Value::Bool(b) => Ok(b),
        other => Err(LangError::type_error(
            format!(
                "a condition must be true or false, found {}",
                other.kind_name()
            ),
            span,
        )),
    }
}

/// An integer value (that fits 63 bits); a larger one is "too large", with
/// the bound.
fn integer(store: &GameStore, v: &Value, span: Span) -> Result<i64, LangError> {
    if let Value::Game(g) = v {
        if let Some(x) = store.number_value(*g).filter(|x| x.is_integer()) {
            if x.to_i64().is_none() {
                return Err(LangError::new(
                    format!("too large: {x} is past the bound of 2^63 - 1 for an integer here"),
                    span,
                ));
            }
        }
    }
    match v {
        Value::Game(g) => store
            .number_value(*g)
            .filter(|x| x.is_integer())
            .and_then(Rational::to_i64),
        _ => None,
    }
    .ok_or_else(|| {
        LangError::type_error(
            format!("expected an integer, found {}", v.kind_name()),
            span,
        )
    })
}

/// Call a function of the language, memoised by its arguments; each call is
/// a level of the depth limit (recursion cannot overflow the stack).
fn call_function(
    store: &mut GameStore,
    env: &Env<'_>,
    f: &Arc<Function>,
    args: Vec<Arg>,
    span: Span,
) -> Result<Value, LangError> {
    if args.len() != f.params.len() {
        return Err(LangError::type_error(
            format!(
                "{} takes {} argument(s), found {}",
                f.signature(),
                f.params.len(),
                args.len()
            ),
            span,
        ));
    }
    let key = args
        .iter()
        .map(|a| Key::of(&a.value))
        .collect::<Option<Vec<Key>>>()
        .map(Key::List);
    if let Some(k) = &key {
        let memo = f.memo.lock().unwrap_or_else(|e| e.into_inner());
        if memo.0 == env.epoch {
            if let Some(v) = memo.1.get(k) {
                return Ok(v.clone());
            }
        }
    }
    let mut locals = f.captured.clone();
    locals.extend(
        f.params
            .iter()
            .cloned()
            .zip(args.into_iter().map(|a| a.value)),
    );
    let inner = Env {
        globals: env.globals,
        locals,
        epoch: env.epoch,
    };
    let v = store.deeper(|store| eval(store, &inner, &f.body))?;
    if let Some(k) = key {
        let mut memo = f.memo.lock().unwrap_or_else(|e| e.into_inner());
        if memo.0 != env.epoch {
            *memo = (env.epoch, FxHashMap::default());
        }
        memo.1.insert(k, v.clone());
    }
    Ok(v)
}

fn call(
    store: &mut GameStore,
    env: &Env<'_>,
    name: &str,
    args: &[Arg],
    named: &[(&str, Span, Arg)],
    span: Span,
) -> Result<Value, LangError> {
    match builtins::lookup(name) {
        Some(b) if !b.constant => b.invoke_named(store, args, named, span, Some(env)),
        Some(b) => Err(LangError::type_error(
            format!("`{}` is a constant, not a function", b.name),
            span,
        )),
        None => Err(LangError::name(
            format!("unknown function `{name}` (`help` lists them all)"),
            span,
        )),
    }
}

/// Evaluate `src` in a fresh session and format the result (for tests and one-shot use).
pub fn eval_str(src: &str) -> Result<String, LangError> {
    let mut s = Session::new();
    s.eval_to_string(src)?
        .ok_or_else(|| LangError::syntax("empty expression", Span::default()))
}

impl From<Stop> for LangError {
    fn from(a: Stop) -> Self {
        LangError::stop(a, Span::default())
    }
}
