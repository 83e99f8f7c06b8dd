//! Parser: tokens to an expression tree (recursive descent, depth-limited).
//!
//! Precedence, loosest first: comparison (`== != <= >= < > <> <| |>`, not
//! chained), `+ -` and infix `+-` (`a +- b` is a + ±b), `* / %`, unary
//! `- + +-`, `^` (power, right-associative), postfix `.Name`,
//! primaries (literals, names, calls, `( )`, `[ ]`, game literals `{ | }`).

mod games;
mod statements;
mod tree;

pub use tree::{BinOp, Clause, CmpOp, Expr, ExprKind, Statement};

use super::error::{LangError, Span};
use super::lexer::{lex, Tok, Token};
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

/// Words that are not names.
const KEYWORDS: &[&str] = &[
    "if", "then", "else", "elseif", "end", "for", "in", "do", "where", "while", "and", "or", "not",
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
    // CGSuite's `def f(x) := ...` is nimatron's `f(x) := ...`.
    if p.keyword(0, "def")
        && matches!(p.tok(1), Some(Tok::Ident(_)))
        && p.tok(2) == Some(&Tok::LParen)
    {
        p.pos += 1;
    }
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
            let e = self.if_rest(start)?;
            // CGSuite closes `if` with `end`; nimatron's own `if` needs none.
            if self.keyword(0, "end") {
                self.pos += 1;
            }
            e
        } else if self.keyword(0, "for") {
            let clauses = self.clauses()?;
            self.expect_keyword("do", "after `for x in list`")?;
            let body = self.expr()?;
            if self.keyword(0, "end") {
                self.pos += 1;
            }
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
                        // `x.Heat(1)`: the arguments after the receiver.
                        let (args, named) = if self.eat(&Tok::LParen) {
                            self.enter()?;
                            let args = self.arguments()?;
                            self.expect(Tok::RParen, "to close the argument list")?;
                            args
                        } else {
                            (Vec::new(), Vec::new())
                        };
                        let span = e.span.to(self.prev_span());
                        e = Expr {
                            kind: ExprKind::Method(Box::new(e), name, args, named),
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

    /// A call's arguments: positional ones, then `name = value` ones.
    #[allow(clippy::type_complexity)]
    fn arguments(&mut self) -> PResult<(Vec<Expr>, Vec<(String, Span, Expr)>)> {
        let (mut args, mut named) = (Vec::new(), Vec::new());
        if self.tok(0) == Some(&Tok::RParen) {
            return Ok((args, named));
        }
        loop {
            if let (Some(Tok::Ident(n)), Some(Tok::Equals | Tok::FatArrow)) =
                (self.tok(0), self.tok(1))
            {
                let (n, span) = (n.clone(), self.span_here());
                self.pos += 2;
                named.push((n, span, self.expr()?));
            } else if !named.is_empty() {
                return Err(Box::new(LangError::syntax(
                    "a positional argument after a named one",
                    self.span_here(),
                )));
            } else {
                let e = self.expr()?;
                if args.is_empty() && self.keyword(0, "for") {
                    // `Table(row for n from 1 to 10)`: a comprehension as the
                    // only argument (CGSuite's collection iterator).
                    let clauses = self.clauses()?;
                    let span = e.span.to(self.prev_span());
                    args.push(Expr {
                        kind: ExprKind::Comprehension(Box::new(e), clauses),
                        span,
                    });
                    return Ok((args, named));
                }
                args.push(e);
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
}
