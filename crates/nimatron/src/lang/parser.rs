//! Parser: tokens to an expression tree (recursive descent, depth-limited).
//!
//! Precedence, loosest first: comparison (`== != <= >= < > <> <| |>`, not
//! chained), `+ -` and infix `+-` (`a +- b` is a + ±b), `* / %`, unary
//! `- + +-`, `^` (power, right-associative), postfix `.Name`,
//! primaries (literals, names, calls, `( )`, `[ ]`, game literals `{ | }`).

use super::error::{LangError, Span};
use super::lexer::{lex, Literal, Tok, Token};
use std::sync::Arc;

/// Parser-internal result: errors are boxed so results stay as small as an `Expr`.
type PResult<T> = Result<T, Box<LangError>>;

/// Deepest nesting accepted; deeper input gets an error, never a stack overflow.
/// Every recursive step over the tree (parsing, evaluation, cloning and
/// dropping it) grows the stack on the heap as needed
/// ([`crate::limits::with_stack`]), so the bound only keeps that stack within
/// a few tens of megabytes. A game literal costs two levels per brace: every
/// game of up to 10,000 nested braces that nimatron prints reads back (fuzz
/// finding 11).
pub const MAX_DEPTH: usize = 20_000;

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
    Method(Box<Expr>, String),
    /// `x[i]`: an element of a list or a character of a string (from 0).
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

/// Words that are not names.
const KEYWORDS: &[&str] = &[
    "if", "then", "else", "for", "in", "do", "where", "and", "or", "not",
];

/// Whether `name` is a keyword of the language.
pub fn is_keyword(name: &str) -> bool {
    KEYWORDS.contains(&name)
}

/// `first op x op y ...`, or `first` alone.
fn chain(first: Expr, rest: Vec<(BinOp, Span, Expr)>) -> Expr {
    match rest.last() {
        None => first,
        Some((_, _, last)) => {
            let span = first.span.to(last.span);
            Expr {
                kind: ExprKind::Chain(Box::new(first), rest),
                span,
            }
        }
    }
}

/// Parse one statement.
pub fn parse_statement(src: &str) -> Result<Option<Statement>, LangError> {
    parse_statement_boxed(src).map_err(|e| *e)
}

fn parse_statement_boxed(src: &str) -> PResult<Option<Statement>> {
    let toks = lex(src)?;
    if toks.is_empty() {
        return Ok(None);
    }
    let mut p = Parser {
        toks,
        pos: 0,
        depth: 0,
        src_len: src.len(),
    };
    let st = if let (Some(Tok::Ident(name)), Some(Tok::Assign)) = (p.tok(0), p.tok(1)) {
        let name = name.clone();
        let span = p.toks[0].span;
        p.pos += 2;
        Statement::Assign(name, span, p.expr()?)
    } else if let Some((name, span, params)) = p.definition_head()? {
        Statement::Def(name, span, params, p.expr()?)
    } else {
        Statement::Expr(p.expr()?)
    };
    if let Some(t) = p.toks.get(p.pos) {
        let message = if t.tok == Tok::Equals {
            "unexpected `=`: use `==` to compare or `:=` to assign".to_string()
        } else {
            format!(
                "unexpected {} after the end of the expression",
                t.tok.describe()
            )
        };
        return Err(Box::new(LangError::syntax(message, t.span)));
    }
    Ok(Some(st))
}

/// Parse one expression (no assignment).
pub fn parse_expr(src: &str) -> Result<Expr, LangError> {
    match parse_statement(src)? {
        Some(Statement::Expr(e)) => Ok(e),
        Some(Statement::Assign(_, span, _)) | Some(Statement::Def(_, span, _, _)) => Err(
            LangError::syntax("an assignment is not an expression", span),
        ),
        None => Err(LangError::syntax(
            "empty expression",
            Span::new(0, src.len()),
        )),
    }
}

struct Parser {
    toks: Vec<Token>,
    pos: usize,
    depth: usize,
    src_len: usize,
}

/// An element of a game literal body: a list of options, or a run of bars.
enum Piece {
    Options(Vec<Expr>, Span),
    Bars(usize, Span),
}

impl Parser {
    fn tok(&self, off: usize) -> Option<&Tok> {
        self.toks.get(self.pos + off).map(|t| &t.tok)
    }

    fn span_here(&self) -> Span {
        self.toks
            .get(self.pos)
            .map(|t| t.span)
            .unwrap_or(Span::new(self.src_len, self.src_len))
    }

    fn prev_span(&self) -> Span {
        self.toks[self.pos.saturating_sub(1)].span
    }

    fn eat(&mut self, t: &Tok) -> bool {
        if self.tok(0) == Some(t) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, t: Tok, context: &str) -> PResult<Span> {
        if self.tok(0) == Some(&t) {
            self.pos += 1;
            return Ok(self.prev_span());
        }
        let found = match self.toks.get(self.pos) {
            Some(tok) => tok.tok.describe(),
            None => "the end of the input".into(),
        };
        Err(Box::new(LangError::syntax(
            format!("expected {} {context}, found {found}", t.describe()),
            self.span_here(),
        )))
    }

    fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(Box::new(LangError::syntax(
                format!("expression nested too deeply (limit {MAX_DEPTH})"),
                self.span_here(),
            )));
        }
        Ok(())
    }

    /// `f(a, b) :=` at the start of a statement: the name, its span and the
    /// parameters (the position moves past `:=`); otherwise `None` and the
    /// position is unchanged.
    fn definition_head(&mut self) -> PResult<Option<(String, Span, Vec<String>)>> {
        let (Some(Tok::Ident(name)), Some(Tok::LParen)) = (self.tok(0), self.tok(1)) else {
            return Ok(None);
        };
        let name = name.clone();
        let span = self.toks[self.pos].span;
        let mut i = 2;
        let mut params = Vec::new();
        loop {
            match self.tok(i) {
                Some(Tok::RParen) => break,
                Some(Tok::Ident(p)) => {
                    params.push((p.clone(), i));
                    i += 1;
                    match self.tok(i) {
                        Some(Tok::Comma) => i += 1,
                        Some(Tok::RParen) => break,
                        _ => return Ok(None),
                    }
                }
                _ => return Ok(None),
            }
        }
        if self.tok(i + 1) != Some(&Tok::Assign) {
            return Ok(None);
        }
        self.check_params(&params)?;
        self.pos += i + 2;
        Ok(Some((
            name,
            span,
            params.into_iter().map(|p| p.0).collect(),
        )))
    }

    /// The parameters of a definition or a function, each with its token's
    /// offset: a name given twice (`g(x, x) := x`) or a constant (`true`,
    /// `false`) is an error.
    fn check_params(&self, params: &[(String, usize)]) -> PResult<()> {
        for (k, (p, off)) in params.iter().enumerate() {
            self.check_param(&params[..k], p, *off)?;
        }
        Ok(())
    }

    fn check_param(&self, params: &[(String, usize)], p: &str, off: usize) -> PResult<()> {
        let span = self.toks[self.pos + off].span;
        if params.iter().any(|q| q.0 == p) {
            return Err(Box::new(LangError::syntax(
                format!("the parameter `{p}` is named twice"),
                span,
            )));
        }
        if super::builtins::lookup(p).is_some_and(|b| b.constant) {
            return Err(Box::new(LangError::syntax(
                format!("`{p}` is a constant: it cannot name a parameter"),
                span,
            )));
        }
        Ok(())
    }

    fn keyword(&self, off: usize, word: &str) -> bool {
        matches!(self.tok(off), Some(Tok::Ident(w)) if w == word)
    }

    fn expect_keyword(&mut self, word: &str, context: &str) -> PResult<()> {
        if self.keyword(0, word) {
            self.pos += 1;
            return Ok(());
        }
        let found = match self.toks.get(self.pos) {
            Some(tok) => tok.tok.describe(),
            None => "the end of the input".into(),
        };
        Err(Box::new(LangError::syntax(
            format!("expected `{word}` {context}, found {found}"),
            self.span_here(),
        )))
    }

    /// An expression: a function (`x -> ...`), `if`, `for`, or a logical
    /// combination of comparisons.
    fn expr(&mut self) -> PResult<Expr> {
        crate::limits::with_stack(|| self.expr_inner())
    }

    fn expr_inner(&mut self) -> PResult<Expr> {
        self.enter()?;
        let start = self.span_here();
        let e = if let Some(params) = self.lambda_head()? {
            let body = self.expr()?;
            let span = start.to(body.span);
            Expr {
                kind: ExprKind::Lambda(params, Arc::new(body)),
                span,
            }
        } else if self.keyword(0, "if") {
            self.pos += 1;
            let c = self.expr()?;
            self.expect_keyword("then", "after the condition of `if`")?;
            let a = self.expr()?;
            self.expect_keyword("else", "in `if ... then ... else ...`")?;
            let b = self.expr()?;
            let span = start.to(b.span);
            Expr {
                kind: ExprKind::If(Box::new(c), Box::new(a), Box::new(b)),
                span,
            }
        } else if self.keyword(0, "for") {
            let clauses = self.clauses()?;
            self.expect_keyword("do", "after `for x in list`")?;
            let body = self.expr()?;
            let span = start.to(body.span);
            Expr {
                kind: ExprKind::For(clauses, Box::new(body)),
                span,
            }
        } else {
            self.or_expr()?
        };
        self.depth -= 1;
        Ok(e)
    }

    /// `x ->` or `(x, y) ->`: the parameters (the position moves past the
    /// arrow); otherwise `None`.
    fn lambda_head(&mut self) -> PResult<Option<Vec<String>>> {
        if let (Some(Tok::Ident(x)), Some(Tok::Arrow)) = (self.tok(0), self.tok(1)) {
            let x = x.clone();
            self.check_params(&[(x.clone(), 0)])?;
            self.pos += 2;
            return Ok(Some(vec![x]));
        }
        if self.tok(0) != Some(&Tok::LParen) {
            return Ok(None);
        }
        let mut i = 1;
        let mut params = Vec::new();
        loop {
            match self.tok(i) {
                Some(Tok::RParen) if params.is_empty() => break,
                Some(Tok::Ident(p)) => {
                    params.push((p.clone(), i));
                    i += 1;
                    match self.tok(i) {
                        Some(Tok::Comma) => i += 1,
                        Some(Tok::RParen) => break,
                        _ => return Ok(None),
                    }
                }
                _ => return Ok(None),
            }
        }
        if self.tok(i + 1) != Some(&Tok::Arrow) {
            return Ok(None);
        }
        self.check_params(&params)?;
        self.pos += i + 2;
        Ok(Some(params.into_iter().map(|p| p.0).collect()))
    }

    /// `for x in list [for y in list2] [where cond]...`.
    fn clauses(&mut self) -> PResult<Vec<Clause>> {
        let mut clauses = Vec::new();
        loop {
            if self.keyword(0, "for") {
                self.pos += 1;
                let (name, span) = match self.toks.get(self.pos) {
                    Some(Token {
                        tok: Tok::Ident(n),
                        span,
                    }) if !is_keyword(n) => (n.clone(), *span),
                    _ => {
                        return Err(Box::new(LangError::syntax(
                            "expected a name after `for`",
                            self.span_here(),
                        )))
                    }
                };
                self.pos += 1;
                self.expect_keyword("in", "after `for x`")?;
                clauses.push(Clause::In(name, span, self.or_expr()?));
            } else if self.keyword(0, "where") || self.keyword(0, "if") {
                self.pos += 1;
                clauses.push(Clause::Where(self.or_expr()?));
            } else {
                return Ok(clauses);
            }
        }
    }

    fn or_expr(&mut self) -> PResult<Expr> {
        let mut lhs = self.and_expr()?;
        while self.keyword(0, "or") {
            self.pos += 1;
            let rhs = self.and_expr()?;
            let span = lhs.span.to(rhs.span);
            lhs = Expr {
                kind: ExprKind::Or(Box::new(lhs), Box::new(rhs)),
                span,
            };
        }
        Ok(lhs)
    }

    fn and_expr(&mut self) -> PResult<Expr> {
        let mut lhs = self.not_expr()?;
        while self.keyword(0, "and") {
            self.pos += 1;
            let rhs = self.not_expr()?;
            let span = lhs.span.to(rhs.span);
            lhs = Expr {
                kind: ExprKind::And(Box::new(lhs), Box::new(rhs)),
                span,
            };
        }
        Ok(lhs)
    }

    fn not_expr(&mut self) -> PResult<Expr> {
        if self.keyword(0, "not") {
            let start = self.span_here();
            self.pos += 1;
            self.enter()?;
            let e = self.not_expr()?;
            self.depth -= 1;
            let span = start.to(e.span);
            return Ok(Expr {
                kind: ExprKind::Not(Box::new(e)),
                span,
            });
        }
        self.comparison()
    }

    /// A comparison (not chained) or a range `a..b`.
    fn comparison(&mut self) -> PResult<Expr> {
        let lhs = self.binary(1)?;
        if self.tok(0) == Some(&Tok::Amp) {
            // `A & B`, a sided value: the registry's `sided(A, B)`.
            self.pos += 1;
            let rhs = self.binary(1)?;
            let span = lhs.span.to(rhs.span);
            return Ok(Expr {
                kind: ExprKind::Call("sided".into(), vec![lhs, rhs], Vec::new()),
                span,
            });
        }
        if self.tok(0) == Some(&Tok::DotDot) {
            self.pos += 1;
            let rhs = self.binary(1)?;
            let span = lhs.span.to(rhs.span);
            return Ok(Expr {
                kind: ExprKind::Range(Box::new(lhs), Box::new(rhs)),
                span,
            });
        }
        let op = match self.tok(0) {
            Some(Tok::Eq) => Some(CmpOp::Eq),
            Some(Tok::Ne) => Some(CmpOp::Ne),
            Some(Tok::Le) => Some(CmpOp::Le),
            Some(Tok::Ge) => Some(CmpOp::Ge),
            Some(Tok::Lt) => Some(CmpOp::Lt),
            Some(Tok::Gt) => Some(CmpOp::Gt),
            Some(Tok::Confused) => Some(CmpOp::Confused),
            Some(Tok::LessConfused) => Some(CmpOp::LessConfused),
            Some(Tok::GreaterConfused) => Some(CmpOp::GreaterConfused),
            _ => None,
        };
        Ok(if let Some(op) = op {
            self.pos += 1;
            let rhs = self.binary(1)?;
            let span = lhs.span.to(rhs.span);
            Expr {
                kind: ExprKind::Cmp(op, Box::new(lhs), Box::new(rhs)),
                span,
            }
        } else {
            lhs
        })
    }

    /// Arithmetic by precedence climbing: `+ -` (level 1) below the ordinal
    /// sum `:` (level 2, as in CGSuite's grammar) below `* /` (level 3).
    /// A run of operators at one level is one [`ExprKind::Chain`] (evaluated
    /// left to right), so a chain of a million terms is a flat list, not a
    /// million-deep tree.
    fn binary(&mut self, min_level: u8) -> PResult<Expr> {
        let first = self.unary()?;
        self.binary_rest(first, min_level)
    }

    /// Continue `binary(min_level)` with an already parsed left operand.
    fn binary_rest(&mut self, first: Expr, min_level: u8) -> PResult<Expr> {
        let mut rest = Vec::new();
        loop {
            let (op, level) = match self.tok(0) {
                Some(Tok::Plus) | Some(Tok::PlusMinus) => (BinOp::Add, 1),
                Some(Tok::Minus) => (BinOp::Sub, 1),
                Some(Tok::Colon) => (BinOp::OrdinalSum, 2),
                Some(Tok::Star) => (BinOp::Mul, 3),
                Some(Tok::Slash) => (BinOp::Div, 3),
                Some(Tok::Percent) => (BinOp::Mod, 3),
                _ => break,
            };
            if level < min_level {
                break;
            }
            let op_span = self.span_here();
            let plus_minus = self.tok(0) == Some(&Tok::PlusMinus);
            self.pos += 1;
            let rhs = if plus_minus {
                // `a +- b` is a + ±b, as in CGSuite (`3+-1` is {4|2}); `b` is
                // a product (`+-2*3` is ±6) or a brace list of options.
                let opts = self.plus_minus_options(3)?;
                let span = op_span.to(self.prev_span());
                Expr {
                    kind: ExprKind::PlusMinus(opts),
                    span,
                }
            } else {
                self.binary(level + 1)?
            };
            rest.push((op, op_span, rhs));
        }
        Ok(chain(first, rest))
    }

    /// The options of `+-` after it: a brace list without bars (`+-{1,2}`),
    /// or one operand of the given precedence level (4: a power or postfix
    /// operand, for prefix `+-`; 3: a product, for infix `a +- b`).
    fn plus_minus_options(&mut self, level: u8) -> PResult<Vec<Expr>> {
        if self.tok(0) == Some(&Tok::LBrace) && !self.brace_has_bars() {
            self.pos += 1;
            let list = self.comma_list(&Tok::RBrace)?;
            self.expect(Tok::RBrace, "to close the `+-{...}` list")?;
            return Ok(list);
        }
        Ok(vec![if level >= 4 {
            self.unary()?
        } else {
            self.binary(level)?
        }])
    }

    /// The operand of a unary minus at `minus_span`. A literal glued to the minus
    /// negates only its number part, as CGSuite prints it: `-1^` is (-1)+^;
    /// but a power binds tighter than the minus (`-2^2` is -4, as in CGSuite).
    fn unary_after_minus(&mut self, minus_span: Span) -> PResult<Expr> {
        if let Some(Token {
            tok: Tok::Lit(lit),
            span,
        }) = self.toks.get(self.pos)
        {
            let power = self.tok(1) == Some(&Tok::Caret);
            if lit.number.is_some() && span.start == minus_span.end && !power {
                let mut lit = lit.clone();
                let span = minus_span.to(*span);
                if let Some(r) = lit.number.as_mut() {
                    *r = r.negated();
                }
                self.pos += 1;
                let base = Expr {
                    kind: ExprKind::Lit(lit),
                    span,
                };
                return self.power_and_postfix(base);
            }
        }
        let operand = self.unary()?;
        let span = minus_span.to(operand.span);
        Ok(Expr {
            kind: ExprKind::Neg(Box::new(operand)),
            span,
        })
    }

    fn unary(&mut self) -> PResult<Expr> {
        crate::limits::with_stack(|| self.unary_inner())
    }

    fn unary_inner(&mut self) -> PResult<Expr> {
        self.enter()?;
        let start = self.span_here();
        let e = match self.tok(0) {
            Some(Tok::Minus) => {
                self.pos += 1;
                self.unary_after_minus(start)?
            }
            Some(Tok::Plus) => {
                self.pos += 1;
                self.unary()?
            }
            Some(Tok::PlusMinus) => {
                self.pos += 1;
                // `+-{a,b}`: a brace list without bars gives several options.
                let opts = self.plus_minus_options(4)?;
                let span = start.to(self.prev_span());
                Expr {
                    kind: ExprKind::PlusMinus(opts),
                    span,
                }
            }
            _ if self.star_of_operand() => {
                // `*omega`, `*(omega+5)`, `*omega^2`: the nimber of what
                // follows (CGSuite's `*` before an expression), binding
                // looser than `^` as a minus does.
                self.pos += 1;
                let p = self.primary()?;
                let operand = self.power_and_postfix(p)?;
                let span = start.to(operand.span);
                Expr {
                    kind: ExprKind::Call("nimber".into(), vec![operand], Vec::new()),
                    span,
                }
            }
            _ => {
                let p = self.primary()?;
                self.power_and_postfix(p)?
            }
        };
        self.depth -= 1;
        Ok(e)
    }

    /// Whether a lone `*` stands glued before a name or `(`.
    fn star_of_operand(&self) -> bool {
        let (Some(star), Some(next)) = (self.toks.get(self.pos), self.toks.get(self.pos + 1))
        else {
            return false;
        };
        let lone_star = matches!(&star.tok, Tok::Lit(l) if l.number.is_none()
            && l.ups == 0
            && l.uptimal.is_none()
            && l.star == Some(1)
            && star.span.end == star.span.start + 1);
        lone_star
            && next.span.start == star.span.end
            && matches!(next.tok, Tok::Ident(_) | Tok::LParen)
    }

    /// `.Name` and `^` after a primary. Each counts as a level of nesting (a
    /// long run of them is a deep tree).
    fn power_and_postfix(&mut self, mut e: Expr) -> PResult<Expr> {
        let depth = self.depth;
        let r = loop {
            if matches!(self.tok(0), Some(Tok::Dot | Tok::Caret | Tok::LBracket)) {
                self.enter()?;
            }
            let callable = matches!(
                e.kind,
                ExprKind::Call(..)
                    | ExprKind::Var(_)
                    | ExprKind::Index(..)
                    | ExprKind::Apply(..)
                    | ExprKind::Lambda(..)
            );
            if callable && self.tok(0) == Some(&Tok::LParen) {
                self.enter()?;
                self.pos += 1;
                let args = self.comma_list(&Tok::RParen)?;
                self.expect(Tok::RParen, "to close the argument list")?;
                let span = e.span.to(self.prev_span());
                e = Expr {
                    kind: ExprKind::Apply(Box::new(e), args),
                    span,
                };
                continue;
            }
            if self.eat(&Tok::LBracket) {
                let i = self.expr()?;
                self.expect(Tok::RBracket, "to close the index")?;
                let span = e.span.to(self.prev_span());
                e = Expr {
                    kind: ExprKind::Index(Box::new(e), Box::new(i)),
                    span,
                };
                continue;
            }
            if self.eat(&Tok::Dot) {
                let s = self.span_here();
                match self.tok(0) {
                    Some(Tok::Ident(name)) => {
                        let name = name.clone();
                        self.pos += 1;
                        let span = e.span.to(s);
                        e = Expr {
                            kind: ExprKind::Method(Box::new(e), name),
                            span,
                        };
                    }
                    _ => return Err(Box::new(LangError::syntax("expected a name after `.`", s))),
                }
            } else if self.eat(&Tok::Caret) {
                let rhs = self.unary()?;
                let span = e.span.to(rhs.span);
                e = Expr {
                    kind: ExprKind::Pow(Box::new(e), Box::new(rhs)),
                    span,
                };
            } else {
                break e;
            }
        };
        self.depth = depth;
        Ok(r)
    }

    /// Whether the brace at `pos` contains a bar at its own nesting level.
    fn brace_has_bars(&self) -> bool {
        let mut depth = 0usize;
        for t in &self.toks[self.pos..] {
            match t.tok {
                Tok::LBrace | Tok::LParen | Tok::LBracket => depth += 1,
                Tok::RBrace | Tok::RParen | Tok::RBracket => {
                    depth -= 1;
                    if depth == 0 {
                        return false;
                    }
                }
                Tok::Bars(_) if depth == 1 => return true,
                _ => {}
            }
        }
        false
    }

    /// A call's arguments: positional ones, then `name = value` ones.
    #[allow(clippy::type_complexity)]
    fn arguments(&mut self) -> PResult<(Vec<Expr>, Vec<(String, Span, Expr)>)> {
        let (mut args, mut named) = (Vec::new(), Vec::new());
        if self.tok(0) == Some(&Tok::RParen) {
            return Ok((args, named));
        }
        loop {
            if let (Some(Tok::Ident(n)), Some(Tok::Equals)) = (self.tok(0), self.tok(1)) {
                let (n, span) = (n.clone(), self.span_here());
                self.pos += 2;
                named.push((n, span, self.expr()?));
            } else if !named.is_empty() {
                return Err(Box::new(LangError::syntax(
                    "a positional argument after a named one",
                    self.span_here(),
                )));
            } else {
                args.push(self.expr()?);
            }
            if !self.eat(&Tok::Comma) {
                return Ok((args, named));
            }
        }
    }

    fn comma_list(&mut self, close: &Tok) -> PResult<Vec<Expr>> {
        let mut items = Vec::new();
        if self.tok(0) == Some(close) {
            return Ok(items);
        }
        loop {
            items.push(self.expr()?);
            if !self.eat(&Tok::Comma) {
                return Ok(items);
            }
        }
    }

    fn primary(&mut self) -> PResult<Expr> {
        let start = self.span_here();
        let Some(token) = self.toks.get_mut(self.pos) else {
            return Err(Box::new(LangError::syntax(
                "expected an expression, found the end of the input",
                start,
            )));
        };
        // Literals, strings and names are read once: move them out of the token
        // list (a placeholder stays behind) instead of cloning them.
        let tok = match &token.tok {
            Tok::Lit(_) | Tok::Str(_) | Tok::Ident(_) | Tok::Loopy(_) | Tok::Misere(_) => {
                std::mem::replace(&mut token.tok, Tok::Dot)
            }
            other => other.clone(),
        };
        match tok {
            Tok::Lit(lit) => {
                self.pos += 1;
                Ok(Expr {
                    kind: ExprKind::Lit(lit),
                    span: start,
                })
            }
            Tok::Str(text) => {
                self.pos += 1;
                Ok(Expr {
                    kind: ExprKind::Str(text),
                    span: start,
                })
            }
            Tok::Misere(text) => {
                self.pos += 1;
                Ok(Expr {
                    kind: ExprKind::Misere(text),
                    span: start,
                })
            }
            Tok::Loopy(text) => {
                // A loopy literal is the registry's `loopy("text")`, the
                // string spanning the literal itself (errors point into it).
                self.pos += 1;
                let arg = Expr {
                    kind: ExprKind::Str(text),
                    span: start,
                };
                Ok(Expr {
                    kind: ExprKind::Call("loopy".into(), vec![arg], Vec::new()),
                    span: start,
                })
            }
            Tok::Ident(name) => {
                if is_keyword(&name) {
                    return Err(Box::new(LangError::syntax(
                        format!("unexpected `{name}`: it is a keyword of the language"),
                        start,
                    )));
                }
                self.pos += 1;
                if self.eat(&Tok::LParen) {
                    let (args, named) = self.arguments()?;
                    self.expect(Tok::RParen, "to close the argument list")?;
                    Ok(Expr {
                        kind: ExprKind::Call(name, args, named),
                        span: start.to(self.prev_span()),
                    })
                } else {
                    Ok(Expr {
                        kind: ExprKind::Var(name),
                        span: start,
                    })
                }
            }
            Tok::LParen => {
                self.pos += 1;
                let mut e = self.expr()?;
                self.expect(Tok::RParen, "to close `(`")?;
                e.span = start.to(self.prev_span());
                Ok(e)
            }
            Tok::LBracket => {
                self.pos += 1;
                let items = self.comma_list(&Tok::RBracket)?;
                if items.len() == 1 && self.keyword(0, "for") {
                    let clauses = self.clauses()?;
                    self.expect(Tok::RBracket, "to close the list")?;
                    let body = items.into_iter().next().expect("one item");
                    return Ok(Expr {
                        kind: ExprKind::Comprehension(Box::new(body), clauses),
                        span: start.to(self.prev_span()),
                    });
                }
                self.expect(Tok::RBracket, "to close the list")?;
                Ok(Expr {
                    kind: ExprKind::List(items),
                    span: start.to(self.prev_span()),
                })
            }
            Tok::LBrace => self.game_literal(),
            Tok::Quote => self.explicit_form(),
            other => Err(Box::new(LangError::syntax(
                format!("expected an expression, found {}", other.describe()),
                start,
            ))),
        }
    }

    /// `'{L | R}'`: an explicit game kept as written (CGSuite's notation, as
    /// explicit games print), the registry's `explicit(L, R)`.
    fn explicit_form(&mut self) -> PResult<Expr> {
        let start = self.span_here();
        self.pos += 1;
        self.expect(
            Tok::LBrace,
            "after `'`: an explicit game is written '{L|R}'",
        )?;
        let left_start = self.span_here();
        let left = self.comma_list(&Tok::Bars(1))?;
        let left_span = left_start.to(self.prev_span());
        self.expect(
            Tok::Bars(1),
            "between the options of an explicit game '{L|R}'",
        )?;
        let right_start = self.span_here();
        let right = self.comma_list(&Tok::RBrace)?;
        let right_span = right_start.to(self.prev_span());
        self.expect(Tok::RBrace, "to close the explicit game '{L|R}'")?;
        self.expect(Tok::Quote, "to close the explicit game '{L|R}'")?;
        let list = |items, span| Expr {
            kind: ExprKind::List(items),
            span,
        };
        Ok(Expr {
            kind: ExprKind::Call(
                "explicit".into(),
                vec![list(left, left_span), list(right, right_span)],
                Vec::new(),
            ),
            span: start.to(self.prev_span()),
        })
    }

    /// `{ ... }` with `|`, `||`, ... separators (slash notation).
    fn game_literal(&mut self) -> PResult<Expr> {
        let open = self.span_here();
        self.pos += 1;
        // `{L | R}` with one run of bars is the common case: `first` holds L and the
        // bars; `pieces` is only used for slash notation with several runs.
        let mut first: Option<(Vec<Expr>, Span, usize, Span)> = None;
        let mut pieces = Vec::new();
        let mut current = Vec::new();
        let mut current_start = self.span_here();
        loop {
            match self.tok(0) {
                Some(Tok::RBrace) => break,
                Some(Tok::Bars(n)) => {
                    let n = *n;
                    let s = self.span_here();
                    let list = std::mem::take(&mut current);
                    if first.is_none() && pieces.is_empty() {
                        first = Some((list, current_start, n, s));
                    } else {
                        if let Some((l, ls, b, bs)) = first.take() {
                            pieces.push(Piece::Options(l, ls));
                            pieces.push(Piece::Bars(b, bs));
                        }
                        pieces.push(Piece::Options(list, current_start));
                        pieces.push(Piece::Bars(n, s));
                    }
                    self.pos += 1;
                    current_start = self.span_here();
                }
                None => {
                    return Err(Box::new(LangError::syntax(
                        "expected `}` to close the game literal",
                        Span::new(self.src_len, self.src_len),
                    )));
                }
                Some(_) => {
                    current.push(self.expr()?);
                    match self.tok(0) {
                        Some(Tok::Comma) => {
                            self.pos += 1;
                        }
                        Some(Tok::Bars(_)) | Some(Tok::RBrace) => {}
                        None => continue,
                        Some(t) => {
                            return Err(Box::new(LangError::syntax(
                                format!(
                                    "expected `,`, `|` or `}}` in the game literal, found {}",
                                    t.describe()
                                ),
                                self.span_here(),
                            )))
                        }
                    }
                }
            }
        }
        let close = self.span_here();
        self.pos += 1;
        let span = open.to(close);
        if let Some((left, _, _, _)) = first {
            return Ok(Expr {
                kind: ExprKind::Game(left, current),
                span,
            });
        }
        pieces.push(Piece::Options(current, current_start));
        if pieces.len() == 1 {
            return Err(Box::new(LangError::syntax(
                "a game literal needs `|` between Left's and Right's options, e.g. {1|-1}",
                span,
            )));
        }
        build_slashes(pieces, span)
    }
}

/// Turn `L0 |a L1 |b L2 ...` into nested games: split at the unique longest run of bars.
fn build_slashes(mut pieces: Vec<Piece>, span: Span) -> PResult<Expr> {
    let mut best: Option<(usize, usize)> = None; // (bars, index)
    let mut tie: Option<Span> = None;
    for (i, p) in pieces.iter().enumerate() {
        if let Piece::Bars(n, s) = p {
            match best {
                Some((b, _)) if *n < b => {}
                Some((b, _)) if *n == b => tie = Some(*s),
                _ => {
                    best = Some((*n, i));
                    tie = None;
                }
            }
        }
    }
    let Some((_, idx)) = best else {
        // A single list of options.
        return match pieces.pop() {
            Some(Piece::Options(v, _)) => Ok(Expr {
                kind: ExprKind::List(v),
                span,
            }),
            _ => unreachable!("pieces alternate"),
        };
    };
    if let Some(s) = tie {
        return Err(Box::new(LangError::syntax(
            "ambiguous game literal: two separators of the same length; use braces, e.g. {a|{b|c}} or {a||b|c}",
            s,
        )));
    }
    let right: Vec<Piece> = pieces.split_off(idx + 1);
    pieces.pop(); // the bars
    let side = |ps: Vec<Piece>| -> PResult<Vec<Expr>> {
        if ps.len() == 1 {
            match ps.into_iter().next() {
                Some(Piece::Options(v, _)) => Ok(v),
                _ => unreachable!("pieces alternate"),
            }
        } else {
            let s = piece_span(&ps);
            Ok(vec![build_slashes(ps, s)?])
        }
    };
    let l = side(pieces)?;
    let r = side(right)?;
    Ok(Expr {
        kind: ExprKind::Game(l, r),
        span,
    })
}

fn piece_span(ps: &[Piece]) -> Span {
    let spans = ps.iter().map(|p| match p {
        Piece::Options(v, s) => v.iter().fold(*s, |acc, e| acc.to(e.span)),
        Piece::Bars(_, s) => *s,
    });
    spans.reduce(|a, b| a.to(b)).unwrap_or_default()
}
