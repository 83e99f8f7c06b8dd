//! The parser's statements and clauses: definitions (`f(x) :=`, CGSuite's
//! `def`), `if ... elseif ... end`, lambdas, and `for`/`where`/`while` clauses.

use super::{is_keyword, Clause, Expr, ExprKind, PResult, Parser};
use crate::lang::error::{LangError, Span};
use crate::lang::lexer::{Tok, Token};

impl Parser {
    /// `f(a, b) :=` at the start of a statement: the name, its span and the
    /// parameters (the position moves past `:=`); otherwise `None` and the
    /// position is unchanged.
    pub(super) fn definition_head(&mut self) -> PResult<Option<(String, Span, Vec<String>)>> {
        let (Some(Tok::Ident(name)), Some(Tok::LParen)) = (self.tok(0), self.tok(1)) else {
            return Ok(None);
        };
        let name = name.clone();
        let span = self.toks[self.pos].span;
        let Some((params, i)) = self.param_list(2, true) else {
            return Ok(None);
        };
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

    /// The names of a parameter list from token `i` (just past its `(`), each
    /// with its token's offset, and the offset of its `)`; `None` where the
    /// tokens are no parameter list. `trailing_comma`: whether `(a,)` is one
    /// (a definition's is, a lambda's is not).
    fn param_list(
        &self,
        mut i: usize,
        trailing_comma: bool,
    ) -> Option<(Vec<(String, usize)>, usize)> {
        let mut params = Vec::new();
        loop {
            match self.tok(i) {
                Some(Tok::RParen) if trailing_comma || params.is_empty() => {
                    return Some((params, i))
                }
                Some(Tok::Ident(p)) => {
                    params.push((p.clone(), i));
                    i += 1;
                    match self.tok(i) {
                        Some(Tok::Comma) => i += 1,
                        Some(Tok::RParen) => return Some((params, i)),
                        _ => return None,
                    }
                }
                _ => return None,
            }
        }
    }

    /// The parameters of a definition or a function, each with its token's
    /// offset: a name given twice (`g(x, x) := x`) or a constant (`true`,
    /// `false`) is an error.
    pub(super) fn check_params(&self, params: &[(String, usize)]) -> PResult<()> {
        for (k, (p, off)) in params.iter().enumerate() {
            self.check_param(&params[..k], p, *off)?;
        }
        Ok(())
    }

    pub(super) fn check_param(
        &self,
        params: &[(String, usize)],
        p: &str,
        off: usize,
    ) -> PResult<()> {
        let span = self.toks[self.pos + off].span;
        if params.iter().any(|q| q.0 == p) {
            return Err(Box::new(LangError::syntax(
                format!("the parameter `{p}` is named twice"),
                span,
            )));
        }
        if crate::lang::builtins::lookup(p).is_some_and(|b| b.constant) {
            return Err(Box::new(LangError::syntax(
                format!("`{p}` is a constant: it cannot name a parameter"),
                span,
            )));
        }
        Ok(())
    }

    /// After `if`: `c then a else b`, `c then a elseif c2 then b else d`
    /// (CGSuite), an `elseif` being an `if` in the `else`.
    pub(super) fn if_rest(&mut self, start: Span) -> PResult<Expr> {
        let c = self.expr()?;
        self.expect_keyword("then", "after the condition of `if`")?;
        let a = self.expr()?;
        let b = if self.keyword(0, "elseif") {
            let s = self.span_here();
            self.pos += 1;
            self.if_rest(s)?
        } else {
            self.expect_keyword("else", "in `if ... then ... else ...`")?;
            self.expr()?
        };
        let span = start.to(b.span);
        Ok(Expr {
            kind: ExprKind::If(Box::new(c), Box::new(a), Box::new(b)),
            span,
        })
    }

    /// `x ->` or `(x, y) ->`: the parameters (the position moves past the
    /// arrow); otherwise `None`.
    pub(super) fn lambda_head(&mut self) -> PResult<Option<Vec<String>>> {
        if let (Some(Tok::Ident(x)), Some(Tok::Arrow)) = (self.tok(0), self.tok(1)) {
            let x = x.clone();
            self.check_params(&[(x.clone(), 0)])?;
            self.pos += 2;
            return Ok(Some(vec![x]));
        }
        if self.tok(0) != Some(&Tok::LParen) {
            return Ok(None);
        }
        let Some((params, i)) = self.param_list(1, false) else {
            return Ok(None);
        };
        if self.tok(i + 1) != Some(&Tok::Arrow) {
            return Ok(None);
        }
        self.check_params(&params)?;
        self.pos += i + 2;
        Ok(Some(params.into_iter().map(|p| p.0).collect()))
    }

    /// `for x in list [for y in list2] [where cond]...`.
    pub(super) fn clauses(&mut self) -> PResult<Vec<Clause>> {
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
                if self.keyword(0, "from") {
                    self.pos += 1;
                    let from = self.or_expr()?;
                    let to = if self.keyword(0, "to") {
                        self.pos += 1;
                        Some(self.or_expr()?)
                    } else {
                        None
                    };
                    let by = if self.keyword(0, "by") {
                        self.pos += 1;
                        Some(self.or_expr()?)
                    } else {
                        None
                    };
                    clauses.push(Clause::From(name, span, from, to, by));
                    continue;
                }
                self.expect_keyword("in", "after `for x`")?;
                clauses.push(Clause::In(name, span, self.or_expr()?));
            } else if self.keyword(0, "where") || self.keyword(0, "if") {
                self.pos += 1;
                clauses.push(Clause::Where(self.or_expr()?));
            } else if self.keyword(0, "while") {
                self.pos += 1;
                clauses.push(Clause::While(self.or_expr()?));
            } else {
                return Ok(clauses);
            }
        }
    }
}
