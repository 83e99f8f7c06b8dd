//! Evaluation of expressions against a [`GameStore`], with variables.

use super::error::{LangError, Span};
use super::lexer::Literal;
use super::parser::{parse_statement, BinOp, CmpOp, Expr, ExprKind, Statement};
use super::surreal_fns;
use crate::limits::Stop;
use crate::numbers::{Rational, Surreal};
use crate::short::{Game, GameStore, Outcome};
use crate::thermo::{Thermograph, Trajectory};
use rustc_hash::FxHashMap;
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
}

/// An evaluation session: a game store plus variables.
pub struct Session {
    /// The store all games of this session live in.
    pub store: GameStore,
    vars: FxHashMap<String, Value>,
}

impl Default for Session {
    fn default() -> Self {
        Self::new()
    }
}

/// Built-in functions: name, arity, help.
pub const FUNCTIONS: &[(&str, usize, &str)] = &[
    ("outcome", 1, "outcome class: L, R, N or P"),
    (
        "canonical",
        1,
        "the canonical form (every game value is already canonical)",
    ),
    ("leftstop", 1, "Left stop"),
    ("rightstop", 1, "Right stop"),
    ("birthday", 1, "the day the game (or surreal number) is born, an ordinal: birthday(omega+1) = omega+1"),
    ("options", 1, "[Left options, Right options]"),
    ("leftoptions", 1, "Left options"),
    ("rightoptions", 1, "Right options"),
    ("tiny", 1, "Tiny(G) = {0||0|-G}"),
    ("miny", 1, "Miny(G) = {G|0||0}"),
    ("isnumber", 1, "whether G is a number"),
    ("isnimber", 1, "whether G is a nimber"),
    ("rcf", 1, "reduced canonical form: the simplest game infinitesimally close to G"),
    ("atomicweight", 1, "atomic weight of an all-small game (how many ups it is worth)"),
    (
        "confusion",
        1,
        "confusion interval: the numbers G is confused with, e.g. [-1, 1] (or \"none\")",
    ),
    ("isallsmall", 1, "whether G is all-small (no number but 0 among its followers)"),
    (
        "hotstrat",
        1,
        "hotstrat([G1, G2, ...]): Left's Hotstrat move in the sum: [component index (from 0), option]",
    ),
    (
        "winningmoves",
        1,
        "winningmoves([G1, G2, ...]): every winning Left move of the sum as [index, option]",
    ),
    (
        "temperature",
        1,
        "temperature (numbers m/2^k: -1/2^k; infinitesimals: 0)",
    ),
    ("mean", 1, "mean value: the mast of the thermograph"),
    ("cool", 2, "G cooled by the number t >= 0 (Conway)"),
    ("heat", 2, "G heated by the game t"),
    (
        "nimmul",
        2,
        "nim product of *a and *b (or naturals a, b), a nimber",
    ),
    (
        "thermograph",
        1,
        "the thermograph: walls as (temperature, value) points, and the mast",
    ),
];

impl Session {
    /// A fresh session.
    pub fn new() -> Session {
        Session {
            store: GameStore::new(),
            vars: FxHashMap::default(),
        }
    }

    /// Evaluate one line: an expression or `name := expression`. Empty input gives `None`.
    pub fn eval_line(&mut self, src: &str) -> Result<Option<Value>, LangError> {
        if let Some(g) = self.plain_game(src) {
            return Ok(Some(Value::Game(g)));
        }
        let Some(st) = parse_statement(src)? else {
            return Ok(None);
        };
        match st {
            Statement::Expr(e) => self.eval_guarded(&e).map(Some),
            Statement::Assign(name, span, e) => {
                if is_reserved(&name) {
                    return Err(LangError::new(
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
    /// `None` for anything else, and when the store stops the reading (the
    /// general path then reports it).
    fn plain_game(&mut self, src: &str) -> Option<Game> {
        self.store
            .guard(|store| super::literal::plain_game(store, src))
            .ok()
            .flatten()
    }

    /// Evaluate an expression that must give a game (not an assignment).
    pub fn eval_game(&mut self, src: &str) -> Result<Game, LangError> {
        if let Some(g) = self.plain_game(src) {
            return Ok(g);
        }
        let e = super::parser::parse_expr(src)?;
        match self.eval_guarded(&e)? {
            Value::Game(g) => Ok(g),
            other => Err(LangError::new(
                format!("expected a game, found {}", kind_name(&other)),
                e.span,
            )),
        }
    }

    /// Evaluate a line and format its value; `None` for empty input.
    pub fn eval_to_string(&mut self, src: &str) -> Result<Option<String>, LangError> {
        Ok(self.eval_line(src)?.map(|v| self.format(&v)))
    }

    /// Format a value in CGSuite notation.
    pub fn format(&mut self, v: &Value) -> String {
        match v {
            Value::Game(g) => self.store.display(*g),
            Value::Bool(b) => b.to_string(),
            Value::Outcome(o) => o.to_string(),
            Value::Str(t) => format!("\"{t}\""),
            Value::Thermograph(th) => format_thermograph(th),
            Value::Surreal(x) => x.to_string(),
            Value::List(items) => {
                let mut s = String::from("[");
                for (i, it) in items.iter().enumerate() {
                    if i > 0 {
                        s.push_str(", ");
                    }
                    let _ = write!(s, "{}", self.format(it));
                }
                s.push(']');
                s
            }
        }
    }

    fn eval_guarded(&mut self, e: &Expr) -> Result<Value, LangError> {
        let mut vars = std::mem::take(&mut self.vars);
        let r = self.store.guard(|store| eval(store, &vars, e));
        std::mem::swap(&mut self.vars, &mut vars);
        match r {
            Ok(v) => v,
            Err(stop) => Err(LangError::stop(stop, e.span)),
        }
    }

    /// A variable's value.
    pub fn var(&self, name: &str) -> Option<&Value> {
        self.vars.get(name)
    }
}

fn is_reserved(name: &str) -> bool {
    matches!(name, "true" | "false")
        || FUNCTIONS
            .iter()
            .any(|(f, _, _)| f.eq_ignore_ascii_case(name))
}

fn game_of(v: Value, span: Span, what: &str) -> Result<Game, LangError> {
    match v {
        Value::Game(g) => Ok(g),
        other => Err(LangError::new(
            format!("{what} must be a game, found {}", kind_name(&other)),
            span,
        )),
    }
}

fn kind_name(v: &Value) -> &'static str {
    match v {
        Value::Game(_) => "a game",
        Value::Bool(_) => "a truth value",
        Value::Outcome(_) => "an outcome class",
        Value::List(_) => "a list",
        Value::Str(_) => "a string",
        Value::Thermograph(_) => "a thermograph",
        Value::Surreal(_) => "a surreal number",
    }
}

fn literal(store: &mut GameStore, lit: &Literal, span: Span) -> Result<Game, LangError> {
    let number = match &lit.number {
        None => Rational::ZERO,
        Some(r) => r
            .to_rational()
            .ok_or_else(|| LangError::new("division by zero", span))?,
    };
    let up =
        i32::try_from(lit.ups).map_err(|_| LangError::new("up multiple out of range", span))?;
    let nim = match lit.star {
        None => 0,
        Some(m) => u32::try_from(m)
            .map_err(|_| LangError::new("nimber out of range (at most *4294967295)", span))?,
    };
    Ok(store.nus(number, up, nim))
}

fn integer_of(store: &GameStore, g: Game) -> Option<i64> {
    store.number_value(g).and_then(Rational::to_i64)
}

fn eval(
    store: &mut GameStore,
    vars: &FxHashMap<String, Value>,
    e: &Expr,
) -> Result<Value, LangError> {
    let span = e.span;
    match &e.kind {
        ExprKind::Lit(lit) => Ok(Value::Game(literal(store, lit, span)?)),
        ExprKind::Str(t) => Ok(Value::Str(t.clone())),
        ExprKind::Var(name) => match name.as_str() {
            "true" => Ok(Value::Bool(true)),
            "false" => Ok(Value::Bool(false)),
            _ if !vars.contains_key(name) && surreal_fns::constant(name).is_some() => {
                Ok(surreal_fns::constant(name).expect("checked"))
            }
            _ => vars
                .get(name)
                .cloned()
                .ok_or_else(|| LangError::new(format!("unknown name `{name}`"), span)),
        },
        ExprKind::List(items) => Ok(Value::List(
            items
                .iter()
                .map(|x| eval(store, vars, x))
                .collect::<Result<_, _>>()?,
        )),
        ExprKind::Game(l, r) => {
            let mut left = Vec::with_capacity(l.len());
            for x in l {
                left.push(game_of(eval(store, vars, x)?, x.span, "an option")?);
            }
            let mut right = Vec::with_capacity(r.len());
            for x in r {
                right.push(game_of(eval(store, vars, x)?, x.span, "an option")?);
            }
            Ok(Value::Game(store.from_options(&left, &right)))
        }
        ExprKind::PlusMinus(opts) => {
            let mut left = Vec::new();
            for x in opts {
                left.push(game_of(
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
            if let Value::Surreal(n) = v {
                return Ok(Value::Surreal(n.neg()));
            }
            let g = game_of(v, x.span, "the operand of `-`")?;
            Ok(Value::Game(store.neg(g)))
        }
        ExprKind::Bin(op, a, b) => {
            let va = eval(store, vars, a)?;
            let vb = eval(store, vars, b)?;
            if surreal_fns::wants_surreal(store, *op, &va, &vb) {
                return surreal_fns::binary(store, *op, (&va, a.span), (&vb, b.span), span);
            }
            let ga = game_of(va, a.span, "the left operand")?;
            let gb = game_of(vb, b.span, "the right operand")?;
            binary(store, *op, ga, gb, a.span, b.span, span)
        }
        ExprKind::Cmp(op, a, b) => {
            let va = eval(store, vars, a)?;
            let vb = eval(store, vars, b)?;
            if matches!(va, Value::Surreal(_)) || matches!(vb, Value::Surreal(_)) {
                let o = surreal_fns::compare(store, (&va, a.span), (&vb, b.span))?;
                return Ok(Value::Bool(match op {
                    CmpOp::Eq => o.is_eq(),
                    CmpOp::Ne => o.is_ne(),
                    CmpOp::Le => o.is_le(),
                    CmpOp::Ge => o.is_ge(),
                    CmpOp::Lt => o.is_lt(),
                    CmpOp::Gt => o.is_gt(),
                    // Numbers are never confused with each other.
                    CmpOp::Confused => false,
                    CmpOp::LessConfused => o.is_lt(),
                    CmpOp::GreaterConfused => o.is_gt(),
                }));
            }
            match (&va, &vb, op) {
                (Value::Game(x), Value::Game(y), _) => {
                    let (x, y) = (*x, *y);
                    Ok(Value::Bool(match op {
                        CmpOp::Eq => x == y,
                        CmpOp::Ne => x != y,
                        CmpOp::Le => store.leq(x, y),
                        CmpOp::Ge => store.geq(x, y),
                        CmpOp::Lt => store.lt(x, y),
                        CmpOp::Gt => store.gt(x, y),
                        CmpOp::Confused => store.confused(x, y),
                        CmpOp::LessConfused => store.less_or_confused(x, y),
                        CmpOp::GreaterConfused => store.greater_or_confused(x, y),
                    }))
                }
                (_, _, CmpOp::Eq) => Ok(Value::Bool(va == vb)),
                (_, _, CmpOp::Ne) => Ok(Value::Bool(va != vb)),
                _ => Err(LangError::new(
                    format!("cannot order {} and {}", kind_name(&va), kind_name(&vb)),
                    span,
                )),
            }
        }
        ExprKind::Call(name, args) => {
            let mut vals = Vec::with_capacity(args.len());
            for a in args {
                vals.push((eval(store, vars, a)?, a.span));
            }
            call(store, name, vals, span)
        }
        ExprKind::Method(x, name) => {
            let v = eval(store, vars, x)?;
            call(store, name, vec![(v, x.span)], span)
        }
    }
}

fn binary(
    store: &mut GameStore,
    op: BinOp,
    a: Game,
    b: Game,
    sa: Span,
    sb: Span,
    span: Span,
) -> Result<Value, LangError> {
    let g = match op {
        BinOp::Add => store.add(a, b),
        BinOp::Sub => store.sub(a, b),
        BinOp::Mul => {
            if let (Some(x), Some(y)) = (store.number_value(a), store.number_value(b)) {
                let p = x * y;
                store.number(p)
            } else if let Some(n) = integer_of(store, a) {
                store.multiple(n, b)
            } else if let Some(n) = integer_of(store, b) {
                store.multiple(n, a)
            } else {
                return Err(LangError::new(
                    "`*` needs an integer on one side (n * G) or numbers on both sides",
                    span,
                ));
            }
        }
        BinOp::Div => {
            let (Some(x), Some(y)) = (
                store.number_value(a).cloned(),
                store.number_value(b).cloned(),
            ) else {
                let bad = if store.is_number(a) { sb } else { sa };
                return Err(LangError::new("`/` divides numbers only", bad));
            };
            if y.is_zero() {
                return Err(LangError::new("division by zero", sb));
            }
            let q = x
                .checked_div(&y)
                .ok_or_else(|| LangError::new("division by zero", sb))?;
            store.number(q)
        }
        BinOp::Pow => {
            return Err(LangError::new(
                "`^` as a power is not defined for short games",
                span,
            ));
        }
    };
    Ok(Value::Game(g))
}

/// `hotstrat` and `winningmoves` on a list of components.
fn sum_moves(
    store: &mut GameStore,
    lname: &str,
    args: Vec<(Value, Span)>,
    span: Span,
) -> Result<Value, LangError> {
    let [(Value::List(items), s)] = args.as_slice() else {
        return Err(LangError::new(
            format!("`{lname}` takes one list of games, e.g. {lname}([{{2|1}}, +-3])"),
            span,
        ));
    };
    let mut comps = Vec::with_capacity(items.len());
    for it in items {
        comps.push(game_of(it.clone(), *s, "every component")?);
    }
    let pair = |store: &mut GameStore, m: crate::thermo::SumMove| {
        let i = store.integer(m.component as i64);
        Value::List(vec![Value::Game(i), Value::Game(m.option)])
    };
    Ok(if lname == "hotstrat" {
        match store.hotstrat_left(&comps) {
            Some(m) => pair(store, m),
            None => Value::List(vec![]),
        }
    } else {
        let moves = store.winning_left_moves(&comps);
        Value::List(moves.into_iter().map(|m| pair(store, m)).collect())
    })
}

fn call(
    store: &mut GameStore,
    name: &str,
    args: Vec<(Value, Span)>,
    span: Span,
) -> Result<Value, LangError> {
    let lname = name.to_ascii_lowercase();
    if let Some(r) = super::rulesets_fns::call_ruleset(store, &lname, &args, span) {
        return r;
    }
    if let Some(r) = surreal_fns::call(store, &lname, &args, span) {
        return r;
    }
    if lname == "hotstrat" || lname == "winningmoves" {
        return sum_moves(store, &lname, args, span);
    }
    let Some(&(_, arity, _)) = FUNCTIONS.iter().find(|(f, _, _)| *f == lname) else {
        return Err(LangError::new(format!("unknown function `{name}`"), span));
    };
    if args.len() != arity {
        return Err(LangError::new(
            format!("`{name}` takes {arity} argument(s), found {}", args.len()),
            span,
        ));
    }
    let mut args = args.into_iter();
    let Some((v, s)) = args.next() else {
        return Err(LangError::new(format!("`{name}` needs an argument"), span));
    };
    let g = game_of(v, s, &format!("the argument of `{name}`"))?;
    if arity == 2 {
        let Some((v2, s2)) = args.next() else {
            return Err(LangError::new(
                format!("`{name}` needs two arguments"),
                span,
            ));
        };
        let t = game_of(v2, s2, &format!("the second argument of `{name}`"))?;
        return call2(store, &lname, g, s, t, s2);
    }
    let games = |v: Vec<Game>| Value::List(v.into_iter().map(Value::Game).collect());
    Ok(match lname.as_str() {
        "outcome" => Value::Outcome(store.outcome(g)),
        "canonical" => Value::Game(g),
        "leftstop" => {
            let x = store.left_stop(g);
            Value::Game(store.number(x))
        }
        "rightstop" => {
            let x = store.right_stop(g);
            Value::Game(store.number(x))
        }
        "birthday" => {
            let b = store.birthday(g);
            surreal_fns::value_of(store, surreal_fns::ordinal(&b))
        }
        "options" => {
            if let Some(x) = store.number_value(g).filter(|x| !x.is_dyadic()) {
                return Err(LangError::new(
                    format!("{x} is born on day omega: its options are the infinitely many dyadics converging to it from each side"),
                    span,
                ));
            }
            let (l, r) = (
                store.sorted_options(g, true),
                store.sorted_options(g, false),
            );
            Value::List(vec![games(l), games(r)])
        }
        "leftoptions" => games(store.sorted_options(g, true)),
        "rightoptions" => games(store.sorted_options(g, false)),
        "tiny" | "miny" => {
            let z = store.zero();
            let ng = store.neg(g);
            let t = if lname == "tiny" {
                let inner = store.from_options(&[z], &[ng]);
                store.from_options(&[z], &[inner])
            } else {
                let inner = store.from_options(&[g], &[z]);
                store.from_options(&[inner], &[z])
            };
            Value::Game(t)
        }
        "isnumber" => Value::Bool(store.is_number(g)),
        "isnimber" => Value::Bool(store.is_nimber(g)),
        "rcf" => Value::Game(store.reduced_canonical_form(g)),
        "isallsmall" => Value::Bool(store.is_all_small(g)),
        "confusion" => Value::Str(match store.confusion_interval(g) {
            None => "none".to_string(),
            Some(c) => format!(
                "{}{}, {}{}",
                if c.lo_closed { "[" } else { "(" },
                c.lo,
                c.hi,
                if c.hi_closed { "]" } else { ")" }
            ),
        }),
        "atomicweight" => match store.atomic_weight(g) {
            Some(w) => Value::Game(w),
            None => {
                return Err(LangError::new(
                    "the atomic weight is defined here for all-small games only",
                    s,
                ))
            }
        },
        "temperature" => {
            let t = store.temperature(g);
            Value::Game(store.number(t))
        }
        "mean" => {
            let m = store.mean(g);
            Value::Game(store.number(m))
        }
        "thermograph" => Value::Thermograph(store.thermograph(g)),
        _ => {
            return Err(LangError::new(
                format!("`{name}` is not a one-argument function"),
                span,
            ))
        }
    })
}

/// The functions of two games (`g`, then `t` with its span).
/// A nimber `*a` or a natural number `a`, as the `a` of nim arithmetic.
fn nim_operand(store: &GameStore, g: Game, span: Span) -> Result<u64, LangError> {
    if store.is_nimber(g) {
        return Ok(store.as_nus(g).map_or(0, |n| n.nim as u64));
    }
    store
        .number_value(g)
        .and_then(Rational::to_i64)
        .and_then(|n| u64::try_from(n).ok())
        .ok_or_else(|| LangError::new("expected a nimber *a or a natural number", span))
}

fn call2(
    store: &mut GameStore,
    lname: &str,
    g: Game,
    gs: Span,
    t: Game,
    ts: Span,
) -> Result<Value, LangError> {
    match lname {
        "cool" => {
            let Some(x) = store.number_value(t).cloned() else {
                return Err(LangError::new(
                    "the cooling temperature must be a number",
                    ts,
                ));
            };
            if x.signum() < 0 {
                return Err(LangError::new(
                    format!("cannot cool by {x}: the temperature must be >= 0"),
                    ts,
                ));
            }
            Ok(Value::Game(store.cool(g, &x)))
        }
        "heat" => Ok(Value::Game(store.heat(g, t))),
        "nimmul" => {
            let a = nim_operand(store, g, gs)?;
            let b = nim_operand(store, t, ts)?;
            let p = crate::numbers::nim_mul(a, b);
            let p = u32::try_from(p).map_err(|_| {
                LangError::new(
                    "the nim product is out of range (at most *4294967295)",
                    gs.to(ts),
                )
            })?;
            Ok(Value::Game(store.nimber(p)))
        }
        _ => Err(LangError::new(
            format!("`{lname}` is not a two-argument function"),
            ts,
        )),
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

fn format_thermograph(th: &Thermograph) -> String {
    format!(
        "thermograph(mast {} from t = {}; left wall {}; right wall {})",
        th.mast,
        th.temperature,
        format_trajectory(&th.left_wall),
        format_trajectory(&th.right_wall)
    )
}

/// Evaluate `src` in a fresh session and format the result (for tests and one-shot use).
pub fn eval_str(src: &str) -> Result<String, LangError> {
    let mut s = Session::new();
    s.eval_to_string(src)?
        .ok_or_else(|| LangError::new("empty expression", Span::default()))
}

impl From<Stop> for LangError {
    fn from(a: Stop) -> Self {
        LangError::stop(a, Span::default())
    }
}
