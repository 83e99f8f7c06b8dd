//! The input of `nimatron solve`: a sum whose Domineering boards are searched
//! (laid out in one frame) and whose other parts are valued in the store, their
//! sum being the search's known part.

use super::error::{LangError, Span};
use super::eval::Session;
use super::in_place::InPlace;
use super::parser::{parse_expr, BinOp, Expr, ExprKind};
use super::value::Value;
use crate::rulesets::{Domineering, PartizanSolver};
use crate::short::Game;
use crate::solve::generic::{self, Comp};
use crate::solve::sum::{Board, Frame};

/// A sum ready for the search.
#[derive(Clone, Debug)]
pub struct SolveInput {
    /// The boards searched, in one frame (their order in the sum).
    pub frame: Frame,
    /// Each board's text in the input (a negated board is transposed).
    pub labels: Vec<String>,
    /// The value of everything else.
    pub known: Game,
    /// Boards valued in the store because the frame had no room for them.
    pub valued: usize,
}

/// A term of the sum: a board, a board whose string is computed (the
/// argument of `domineering(...)`, the call, whether negated), or an
/// expression valued by the language.
enum Term<'e> {
    Board(Board, String),
    Computed(&'e Expr, &'e Expr, bool),
    Value(&'e Expr, bool),
}

/// A board read from its text, errors placed in the string literal `arg`
/// when it is one, else over the whole argument; labelled by the call's
/// text, transposed when negated.
fn board_term(
    text: &str,
    arg: &Expr,
    call: &Expr,
    neg: bool,
    src: &str,
) -> Result<(Board, String), LangError> {
    let b = Board::parse(text).map_err(|err| match arg.kind {
        ExprKind::Str(_) => {
            let at = arg.span.start + 1;
            LangError::new(err.message, Span::new(at + err.pos, at + err.pos + 1))
        }
        _ => LangError::new(err.message, arg.span),
    })?;
    let label = src[call.span.start..call.span.end].to_string();
    Ok(if neg {
        (b.transposed(), format!("-{label}"))
    } else {
        (b, label)
    })
}

fn terms<'e>(e: &'e Expr, neg: bool, src: &str, out: &mut Vec<Term<'e>>) -> Result<(), LangError> {
    match &e.kind {
        ExprKind::Chain(first, rest)
            if rest
                .iter()
                .all(|(op, _, _)| matches!(op, BinOp::Add | BinOp::Sub)) =>
        {
            terms(first, neg, src, out)?;
            for (op, _, x) in rest {
                terms(x, neg ^ (*op == BinOp::Sub), src, out)?;
            }
        }
        ExprKind::Neg(x) => terms(x, !neg, src, out)?,
        ExprKind::Call(name, args, named)
            if name == "domineering" && args.len() == 1 && named.is_empty() =>
        {
            // A string literal is read now; any other argument (`grid(8,
            // 8)`) is evaluated first, and must give a string.
            let ExprKind::Str(text) = &args[0].kind else {
                out.push(Term::Computed(&args[0], e, neg));
                return Ok(());
            };
            let (b, label) = board_term(text, &args[0], e, neg, src)?;
            out.push(Term::Board(b, label));
        }
        _ => out.push(Term::Value(e, neg)),
    }
    Ok(())
}

impl Session {
    /// The string that the argument `arg` of the ruleset function `name`
    /// evaluates to.
    fn string_argument(&mut self, arg: &Expr, name: &str) -> Result<String, LangError> {
        match self.eval_guarded(arg)? {
            Value::Str(t) => Ok(t),
            other => Err(LangError::type_error(
                format!(
                    "`{name}` takes a position as a string, e.g. {name}(\"..|..\") or {name}(grid(2, 3)), found {}",
                    other.kind_name()
                ),
                arg.span,
            )),
        }
    }

    /// `known` plus the value of the term `x` (negated when `neg`), which must
    /// be a game.
    fn add_term(&mut self, known: Game, x: &Expr, neg: bool) -> Result<Game, LangError> {
        let g = match self.eval_guarded(x)? {
            Value::Game(g) => g,
            other => {
                return Err(LangError::type_error(
                    format!("expected a game, found {}", other.kind_name()),
                    x.span,
                ))
            }
        };
        self.store
            .guard(|s| {
                let g = if neg { s.neg(g) } else { g };
                s.add(known, g)
            })
            .map_err(|stop| LangError::stop(stop, x.span))
    }

    /// Read `src` as a sum for the solver: Domineering boards (of up to 128
    /// cells) are kept as boards, every other term is evaluated to a game.
    pub fn solve_input(&mut self, src: &str) -> Result<SolveInput, LangError> {
        let e = parse_expr(src)?;
        let mut parts = Vec::new();
        terms(&e, false, src, &mut parts)?;
        let mut known = self.store.zero();
        let mut boards: Vec<(Board, String)> = Vec::new();
        let whole = Span::new(0, src.len());
        for t in parts {
            match t {
                Term::Board(b, label) => boards.push((b, label)),
                Term::Computed(arg, call, neg) => {
                    let text = self.string_argument(arg, "domineering")?;
                    boards.push(board_term(&text, arg, call, neg, src)?);
                }
                Term::Value(x, neg) => known = self.add_term(known, x, neg)?,
            }
        }
        // Value the smallest boards until the rest fit one frame.
        boards.sort_by_key(|(b, _)| std::cmp::Reverse(b.open.count_ones()));
        let mut valued = 0;
        loop {
            let only: Vec<Board> = boards.iter().map(|(b, _)| b.clone()).collect();
            if let Some(frame) = Frame::of(&only) {
                return Ok(SolveInput {
                    frame,
                    labels: boards.into_iter().map(|(_, l)| l).collect(),
                    known,
                    valued,
                });
            }
            let (b, _) = boards.pop().expect("one board always fits");
            let pos = Domineering::parse(&b.text()).map_err(|_| {
                LangError::new(
                    "the boards do not fit one frame of 128 cells, and the smallest is too large to value",
                    whole,
                )
            })?;
            let limits = self.store.limits().clone();
            let v = PartizanSolver::with_limits(&limits)
                .value(&mut self.store, &pos)
                .map_err(|stop| LangError::stop(stop, whole))?;
            known = self
                .store
                .guard(|s| s.add(known, v))
                .map_err(|stop| LangError::stop(stop, whole))?;
            valued += 1;
        }
    }
}

/// A sum for the generic search: positions of any partizan ruleset of the
/// catalogue written in place (`clobber("xox|ox.")`), each kept whole, and
/// the value of every other term.
#[derive(Clone, Debug)]
pub struct GenInput {
    /// The positions searched, in the sum's order.
    pub terms: Vec<Comp>,
    /// Each position's text in the input.
    pub labels: Vec<String>,
    /// The value of everything else (impartial positions, negated positions,
    /// games).
    pub known: Game,
}

/// A term of a sum for the generic search: the ruleset call written in
/// place (if it is one), the term, whether negated.
type GenTerm<'e> = (Option<InPlace<'e>>, &'e Expr, bool);

/// The terms of a sum: positions of rulesets written in place (with a string
/// literal, or an expression that gives the string; the rules too, as
/// `toads("TT..FF", maxjump = 2)`), or expressions valued by the language.
fn gen_terms<'e>(e: &'e Expr, neg: bool, out: &mut Vec<GenTerm<'e>>) {
    match &e.kind {
        ExprKind::Chain(first, rest)
            if rest
                .iter()
                .all(|(op, _, _)| matches!(op, BinOp::Add | BinOp::Sub)) =>
        {
            gen_terms(first, neg, out);
            for (op, _, x) in rest {
                gen_terms(x, neg ^ (*op == BinOp::Sub), out);
            }
        }
        ExprKind::Neg(x) => gen_terms(x, !neg, out),
        _ => match InPlace::of(e) {
            Some(call) if !neg => out.push((Some(call), e, neg)),
            _ => out.push((None, e, neg)),
        },
    }
}

impl Session {
    /// Read `src` as a sum for the generic search: every position of a
    /// partizan ruleset written in place with a string (`clobber("xo")`) is a
    /// term searched; everything else (impartial positions, negated
    /// positions, games) is valued and summed.
    pub fn solve_terms(&mut self, src: &str) -> Result<GenInput, LangError> {
        let e = parse_expr(src)?;
        let mut parts = Vec::new();
        gen_terms(&e, false, &mut parts);
        let mut known = self.store.zero();
        let mut terms = Vec::new();
        let mut labels = Vec::new();
        for (pos, x, neg) in parts {
            if let Some(call) = pos {
                let arg = call.position;
                let literal = matches!(arg.kind, ExprKind::Str(_));
                let text = match &arg.kind {
                    ExprKind::Str(text) => text.clone(),
                    // A computed argument: a string is a position; anything
                    // else leaves the term to the language.
                    _ => match self.eval_guarded(arg)? {
                        Value::Str(text) => text,
                        _ => {
                            known = self.add_term(known, x, neg)?;
                            continue;
                        }
                    },
                };
                let ruleset = self.in_place_ruleset(&call)?;
                let p = ruleset.parse(&text).map_err(|err| {
                    if literal {
                        super::builtins::position_error(err, arg.span)
                    } else {
                        LangError::new(err.message, arg.span)
                    }
                })?;
                let limits = self.store.limits().clone();
                match generic::term(&mut self.store, &p, &limits)
                    .map_err(|stop| LangError::stop(stop, x.span))?
                {
                    generic::Term::Position(c) => {
                        terms.push(c);
                        labels.push(src[x.span.start..x.span.end].to_string());
                    }
                    generic::Term::Value(g) => {
                        known = self
                            .store
                            .guard(|s| s.add(known, g))
                            .map_err(|stop| LangError::stop(stop, x.span))?;
                    }
                }
                continue;
            }
            known = self.add_term(known, x, neg)?;
        }
        Ok(GenInput {
            terms,
            labels,
            known,
        })
    }
}
