//! The evaluator: a tree walk over expressions. Arithmetic goes through the
//! table of [`super::ops`], calls through the registry of [`super::builtins`];
//! every node checks the store's limits (interrupt, time), and the walk is
//! as deep as the parser allows, never deeper.

use super::builtins::{self, Arg};
use super::error::{LangError, Span};
use super::lexer::Literal;
use super::ops;
use super::parser::{parse_statement, Expr, ExprKind, Statement};
use super::value::{self, Value};
use crate::limits::{Limits, Stop};
use crate::numbers::Rational;
use crate::short::{Game, GameStore};
use rustc_hash::FxHashMap;

/// An evaluation session: a game store plus variables.
pub struct Session {
    /// The store all games of this session live in (its limits bound every
    /// computation of the session).
    pub store: GameStore,
    vars: FxHashMap<String, Value>,
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
        }
    }

    /// Evaluate one line: an expression or `name := expression`. Empty input gives `None`.
    pub fn eval_line(&mut self, src: &str) -> Result<Option<Value>, LangError> {
        if let Some(g) = self.plain_game(src)? {
            return Ok(Some(Value::Game(g)));
        }
        let Some(st) = parse_statement(src)? else {
            return Ok(None);
        };
        match st {
            Statement::Expr(e) => self.eval_guarded(&e).map(Some),
            Statement::Assign(name, span, e) => {
                if builtins::is_builtin(&name) {
                    return Err(LangError::name(
                        format!("`{name}` is a built-in name and cannot be assigned"),
                        span,
                    ));
                }
                let v = self.eval_guarded(&e)?;
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

    pub(super) fn eval_guarded(&mut self, e: &Expr) -> Result<Value, LangError> {
        let vars = &self.vars;
        match self.store.guard(|store| eval(store, vars, e)) {
            Ok(v) => v,
            Err(stop) => Err(LangError::stop(stop, e.span)),
        }
    }

    /// A variable's value.
    pub fn var(&self, name: &str) -> Option<&Value> {
        self.vars.get(name)
    }
}

fn literal(store: &mut GameStore, lit: &Literal, span: Span) -> Result<Game, LangError> {
    let number = match &lit.number {
        None => Rational::ZERO,
        Some(r) => r
            .to_rational()
            .ok_or_else(|| LangError::new("division by zero", span))?,
    };
    let up = i32::try_from(lit.ups).map_err(|_| {
        LangError::stop(Stop::OutOfRange("up multiple (at most ^2147483647)"), span)
    })?;
    let nim = match lit.star {
        None => 0,
        Some(m) => u32::try_from(m)
            .map_err(|_| LangError::stop(Stop::OutOfRange("nimber (at most *4294967295)"), span))?,
    };
    Ok(store.nus(number, up, nim))
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

fn eval(
    store: &mut GameStore,
    vars: &FxHashMap<String, Value>,
    e: &Expr,
) -> Result<Value, LangError> {
    store.check_limits();
    let span = e.span;
    match &e.kind {
        ExprKind::Lit(lit) => Ok(Value::Game(literal(store, lit, span)?)),
        ExprKind::Str(t) => Ok(Value::Str(t.clone())),
        ExprKind::Var(name) => {
            if let Some(b) = builtins::lookup(name).filter(|b| b.constant) {
                return b.invoke(store, &[], span);
            }
            if let Some(v) = vars.get(name) {
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
                .map(|x| eval(store, vars, x))
                .collect::<Result<_, _>>()?,
        )),
        ExprKind::Game(l, r) => {
            let mut sides = [Vec::with_capacity(l.len()), Vec::with_capacity(r.len())];
            for (side, exprs) in sides.iter_mut().zip([l, r]) {
                for x in exprs {
                    side.push(option_game(eval(store, vars, x)?, x.span, "an option")?);
                }
            }
            Ok(Value::Game(store.from_options(&sides[0], &sides[1])))
        }
        ExprKind::PlusMinus(opts) => {
            let mut left = Vec::with_capacity(opts.len());
            for x in opts {
                left.push(option_game(
                    eval(store, vars, x)?,
                    x.span,
                    "the operand of `+-`",
                )?);
            }
            let right: Vec<Game> = left.iter().map(|&g| store.neg(g)).collect();
            Ok(Value::Game(store.from_options(&left, &right)))
        }
        ExprKind::Neg(x) => {
            let v = eval(store, vars, x)?;
            ops::neg(store, (&v, x.span))
        }
        ExprKind::Chain(first, rest) => {
            let mut acc = eval(store, vars, first)?;
            let mut acc_span = first.span;
            for (op, _, x) in rest {
                store.check_limits();
                let v = eval(store, vars, x)?;
                let whole = acc_span.to(x.span);
                acc = ops::binary(store, *op, (&acc, acc_span), (&v, x.span), whole)?;
                acc_span = whole;
            }
            Ok(acc)
        }
        ExprKind::Pow(a, b) => {
            let va = eval(store, vars, a)?;
            let vb = eval(store, vars, b)?;
            ops::binary(
                store,
                super::parser::BinOp::Pow,
                (&va, a.span),
                (&vb, b.span),
                span,
            )
        }
        ExprKind::Cmp(op, a, b) => {
            let va = eval(store, vars, a)?;
            let vb = eval(store, vars, b)?;
            ops::compare(store, *op, (&va, a.span), (&vb, b.span), span)
        }
        ExprKind::Call(name, args) => {
            let mut vals = Vec::with_capacity(args.len());
            for a in args {
                vals.push(Arg {
                    value: eval(store, vars, a)?,
                    span: a.span,
                });
            }
            call(store, name, &vals, span)
        }
        ExprKind::Method(x, name) => {
            let v = eval(store, vars, x)?;
            call(
                store,
                name,
                &[Arg {
                    value: v,
                    span: x.span,
                }],
                span,
            )
        }
    }
}

fn call(store: &mut GameStore, name: &str, args: &[Arg], span: Span) -> Result<Value, LangError> {
    match builtins::lookup(name) {
        Some(b) if !b.constant => b.invoke(store, args, span),
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
