//! The expression tree the parser builds: operators, expressions (cloned and
//! dropped on a grown stack), clauses of loops and comprehensions, statements.

use super::super::error::Span;
use super::super::lexer::Literal;
use std::sync::Arc;

/// Binary arithmetic operators.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BinOp {
    /// `+`: the disjunctive sum of games (nim-sum for nimbers), or concatenation
    /// of strings and lists.
    Add,
    /// `-`: the sum with the negative of the right side.
    Sub,
    /// `*`: the product of numbers, or `n * G`, the sum of `n` copies of `G`.
    Mul,
    /// `/`: the quotient of numbers.
    Div,
    /// `%`: the remainder `a - b·trunc(a/b)` (CGSuite's).
    Mod,
    /// `^`: a power of numbers.
    Pow,
    /// CGSuite's `G : H`, the ordinal sum (between `+ -` and `* /`).
    OrdinalSum,
}

/// Comparison operators.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CmpOp {
    /// `==`: equal.
    Eq,
    /// `!=`: not equal.
    Ne,
    /// `<=`: less than or equal.
    Le,
    /// `>=`: greater than or equal.
    Ge,
    /// `<`: strictly less.
    Lt,
    /// `>`: strictly greater.
    Gt,
    /// `<>`: confused with (incomparable, `G || H`).
    Confused,
    /// `<|`: less than or confused with (`G` is not `>= H`).
    LessConfused,
    /// `|>`: greater than or confused with (`G` is not `<= H`).
    GreaterConfused,
}

/// An expression with its span.
#[derive(Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

// Trees nest up to `MAX_DEPTH` levels: cloning and dropping recurse through
// these two impls, which grow the stack on the heap when it runs low.
impl Clone for Expr {
    fn clone(&self) -> Expr {
        crate::limits::with_stack(|| Expr {
            kind: self.kind.clone(),
            span: self.span,
        })
    }
}

impl Drop for Expr {
    fn drop(&mut self) {
        let kind = std::mem::replace(&mut self.kind, ExprKind::Var(String::new()));
        crate::limits::with_stack(move || drop(kind));
    }
}

/// The kinds of expression.
#[derive(Clone, Debug)]
pub enum ExprKind {
    Lit(Literal),
    Str(String),
    /// A misère canonical form written in CGSuite's notation (`*[2#]`).
    Misere(String),
    Var(String),
    /// `f(a, b, name = c)`: positional and named arguments.
    Call(String, Vec<Expr>, Vec<(String, Span, Expr)>),
    /// `x.Name` or `x.Name(a, b, name => c)`: the function `Name` applied
    /// to `x` first.
    #[allow(clippy::type_complexity)]
    Method(Box<Expr>, String, Vec<Expr>, Vec<(String, Span, Expr)>),
    /// `x[i]`: an element of a list or a character of a string (from 1).
    Index(Box<Expr>, Box<Expr>),
    /// `e(args)` for an expression `e` that gives a function: `add(3)(4)`,
    /// `(x -> x + 1)(2)`.
    Apply(Box<Expr>, Vec<Expr>),
    Game(Vec<Expr>, Vec<Expr>),
    List(Vec<Expr>),
    Neg(Box<Expr>),
    /// `+-G` or `+-{a,b}`: the switch `{G | -G}`.
    PlusMinus(Vec<Expr>),
    /// `a op b op c ...` for `+ - * /`, evaluated left to right.
    Chain(Box<Expr>, Vec<(BinOp, Span, Expr)>),
    /// `a ^ b`.
    Pow(Box<Expr>, Box<Expr>),
    Cmp(CmpOp, Box<Expr>, Box<Expr>),
    /// `a and b`, `a or b` (short-circuit), `not a`.
    And(Box<Expr>, Box<Expr>),
    Or(Box<Expr>, Box<Expr>),
    Not(Box<Expr>),
    /// `a..b`: the integers from a to b.
    Range(Box<Expr>, Box<Expr>),
    /// `if c then a else b`.
    If(Box<Expr>, Box<Expr>, Box<Expr>),
    /// `x -> body`, `(x, y) -> body`.
    Lambda(Vec<String>, Arc<Expr>),
    /// `[body for x in list for y in list2 where cond]`.
    Comprehension(Box<Expr>, Vec<Clause>),
    /// `for x in list do body`: evaluates `body` for each element, gives nothing.
    For(Vec<Clause>, Box<Expr>),
}

/// A clause of a comprehension or a `for` loop.
#[derive(Clone, Debug)]
pub enum Clause {
    /// `for x in list`.
    In(String, Span, Expr),
    /// `where cond` (also `if cond`).
    Where(Expr),
    /// `for x from a [to b] [by k]` (CGSuite): the integers from `a` up to
    /// `b` (without `to`, until a `while` clause stops them), `k` apart.
    From(String, Span, Expr, Option<Expr>, Option<Expr>),
    /// `while cond` (CGSuite): the loop before it stops at the first
    /// binding for which `cond` is false.
    While(Expr),
}

/// A line of input: an expression, an assignment or a function definition.
#[derive(Clone, Debug)]
pub enum Statement {
    /// An expression to evaluate.
    Expr(Expr),
    /// `x := expr`: the name, its span, and the value's expression.
    Assign(String, Span, Expr),
    /// `f(a, b) := body`.
    Def(String, Span, Vec<String>, Expr),
}
