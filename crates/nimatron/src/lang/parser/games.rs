//! The parser's game literals: `{L | R}` with slashes (`{2|1||-1}`) and
//! explicit forms `'{L | R}'`.

use super::{Expr, ExprKind, PResult, Parser};
use crate::lang::error::{LangError, Span};
use crate::lang::lexer::Tok;

impl Parser {
    /// Whether the brace at `pos` contains a bar at its own nesting level.
    pub(super) fn brace_has_bars(&self) -> bool {
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

    /// `'{L | R}'`: an explicit game kept as written (CGSuite's notation, as
    /// explicit games print), the registry's `explicit(L, R)`.
    pub(super) fn explicit_form(&mut self) -> PResult<Expr> {
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
    pub(super) fn game_literal(&mut self) -> PResult<Expr> {
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
pub(super) fn build_slashes(mut pieces: Vec<Piece>, span: Span) -> PResult<Expr> {
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

pub(super) fn piece_span(ps: &[Piece]) -> Span {
    let spans = ps.iter().map(|p| match p {
        Piece::Options(v, s) => v.iter().fold(*s, |acc, e| acc.to(e.span)),
        Piece::Bars(_, s) => *s,
    });
    spans.reduce(|a, b| a.to(b)).unwrap_or_default()
}

/// An element of a game literal body: a list of options, or a run of bars.
pub(super) enum Piece {
    Options(Vec<Expr>, Span),
    Bars(usize, Span),
}
