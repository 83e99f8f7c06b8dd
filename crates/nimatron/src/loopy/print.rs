//! Loopy games in CGSuite's notation: `on`, `off`, `dud`, pseudonumbers
//! (`3/2under`, `5over`), `^[on]`, `v<on>*`, `+-(5over)`, and braces and slashes
//! with `pass` and labels for the rest (`a{0||||0|||a|*||*}`).
//!
//! Follows CGSuite's `SimplifiedLoopyGame.appendTo`: a vertex met again while it
//! is being printed gets a label (`a`, `b`, ...; after `z`, `N1`, `N2`, ...)
//! written before its opening brace, an option equal to its own game is
//! `pass`, and slashes nest as for short games (braces at four).

use super::{Loopy, LoopyStore};
use crate::limits::{with_stack, Stop};
use crate::short::Game;
use rustc_hash::FxHashMap;
use std::cmp::Ordering;

/// Slashes at which braces are written (CGSuite's `maxSlashes`).
const MAX_SLASHES: usize = 4;

/// CGSuite's `nthName`.
fn nth_name(n: usize) -> String {
    if n < 26 {
        ((b'a' + n as u8) as char).to_string()
    } else {
        format!("N{}", n - 25)
    }
}

/// The state of one printing: labels given, vertices being printed.
#[derive(Default)]
struct Printer {
    stack: FxHashMap<Loopy, Option<String>>,
    named: usize,
    depth: usize,
    colour: FxHashMap<Loopy, u32>,
}

/// An upon-like form: `x ^[on] *n` and its relatives.
struct UponForm {
    uponth: bool,
    number: crate::numbers::Rational,
    nim: u32,
    negated: bool,
}

impl LoopyStore {
    /// `g` in CGSuite's notation: a stopper as its canonical form, another game
    /// as its graph (`dud` for `{pass|pass}`). Bounded by the output limit.
    pub fn display(&mut self, g: Loopy) -> Result<String, Stop> {
        let g = if self.is_canonical(g) || self.is_stopper(g)? {
            self.canonical(g)?
        } else {
            g
        };
        if let Some(&x) = self.short_of.get(&g) {
            // A copy of a short game prints as the short game does.
            return self.short_text(x);
        }
        let mut p = Printer::default();
        if self.is_canonical(g) {
            let (graph, handles) = self.subgraph(g)?;
            let colour = super::stopper::refine(&graph, &mut self.meter())?;
            p.colour = handles.into_iter().zip(colour).collect();
        }
        let (text, _) = self.print_vertex(&mut p, g, true, false)?;
        if let Some(limit) = self.limits.output {
            if text.len() > limit {
                return Err(Stop::Output {
                    needed: text.len() as u64,
                    limit,
                });
            }
        }
        Ok(text)
    }

    fn short_text(&mut self, g: Game) -> Result<String, Stop> {
        let limit = self.limits.output;
        self.short.guard(|s| s.display_limited(g, limit))?
    }

    /// The text of `v` and the slashes of its outer level (0 when braced).
    fn print_vertex(
        &mut self,
        p: &mut Printer,
        v: Loopy,
        force_brackets: bool,
        force_parens: bool,
    ) -> Result<(String, usize), Stop> {
        p.depth += 1;
        if p.depth > self.limits.max_depth() {
            return Err(Stop::Depth(self.limits.max_depth()));
        }
        let r = with_stack(|| self.print_vertex_in(p, v, force_brackets, force_parens));
        p.depth -= 1;
        r
    }

    fn print_vertex_in(
        &mut self,
        p: &mut Printer,
        v: Loopy,
        force_brackets: bool,
        force_parens: bool,
    ) -> Result<(String, usize), Stop> {
        let left = self.left_options(v).to_vec();
        let right = self.right_options(v).to_vec();
        if left == [v] && right == [v] {
            return Ok(("dud".into(), 0));
        }
        if self.is_canonical(v) {
            if let Some(text) = self.special_form(v, force_brackets, force_parens)? {
                return Ok(text);
            }
        }
        if let Some(name) = p.stack.get(&v) {
            let name = match name {
                Some(n) => n.clone(),
                None => {
                    let n = nth_name(p.named);
                    p.named += 1;
                    p.stack.insert(v, Some(n.clone()));
                    n
                }
            };
            return Ok((name, 0));
        }
        p.stack.insert(v, None);
        let mut slashes = 0;
        let mut sides = [String::new(), String::new()];
        for (side, opts) in [left, right].into_iter().enumerate() {
            let opts = self.sorted(p, opts)?;
            let many = opts.len() > 1;
            for (i, &o) in opts.iter().enumerate() {
                if i > 0 {
                    sides[side].push(',');
                }
                if o == v {
                    sides[side].push_str("pass");
                } else {
                    let (t, k) = self.print_vertex(p, o, many, false)?;
                    slashes = slashes.max(k);
                    sides[side].push_str(&t);
                }
            }
        }
        let name = p.stack.remove(&v).flatten();
        slashes += 1;
        let [l, r] = sides;
        let braces = force_brackets
            || name.is_some()
            || l.is_empty()
            || r.is_empty()
            || slashes == MAX_SLASHES;
        let mut out = name.unwrap_or_default();
        if braces {
            out.push('{');
        }
        out.push_str(&l);
        out.push_str(&"|".repeat(slashes));
        out.push_str(&r);
        if braces {
            out.push('}');
        }
        Ok((out, if braces { 0 } else { slashes }))
    }

    /// Options in CGSuite's order: short games first (in the short store's
    /// order), then loopy ones (by their refinement colour, an order isomorphic
    /// graphs share).
    fn sorted(&mut self, p: &Printer, mut opts: Vec<Loopy>) -> Result<Vec<Loopy>, Stop> {
        let mut keyed = Vec::with_capacity(opts.len());
        for o in opts.drain(..) {
            let s = if self.is_canonical(o) {
                self.to_game(o)?
            } else {
                None
            };
            keyed.push((o, s));
        }
        // Insertion sort: the short comparison needs the store.
        for i in 1..keyed.len() {
            let mut j = i;
            while j > 0 {
                let ord = match (keyed[j - 1].1, keyed[j].1) {
                    (Some(a), Some(b)) => self.short.guard(|s| s.display_cmp(a, b))?,
                    (Some(_), None) => Ordering::Less,
                    (None, Some(_)) => Ordering::Greater,
                    (None, None) => {
                        let c = |x: Loopy| p.colour.get(&x).copied().unwrap_or(u32::MAX);
                        c(keyed[j - 1].0)
                            .cmp(&c(keyed[j].0))
                            .then(keyed[j - 1].0.cmp(&keyed[j].0))
                    }
                };
                if ord == Ordering::Greater {
                    keyed.swap(j - 1, j);
                    j -= 1;
                } else {
                    break;
                }
            }
        }
        Ok(keyed.into_iter().map(|k| k.0).collect())
    }

    /// The shorthand of a canonical stopper, if it has one: a short game, a
    /// pseudonumber, a switch `+-G`, an upon form.
    fn special_form(
        &mut self,
        v: Loopy,
        force_brackets: bool,
        force_parens: bool,
    ) -> Result<Option<(String, usize)>, Stop> {
        if let Some(g) = self.to_game(v)? {
            let t = self.short_text(g)?;
            if force_brackets {
                return Ok(Some((t, 0)));
            }
            return Ok(Some(t.trim_braces_for_slashes()));
        }
        if let Some(x) = self.as_pseudonumber(v)? {
            let t = x.to_string();
            let compound =
                matches!(&x, super::Pseudonumber::Number(n, a) if !n.is_zero() && *a != 0);
            return Ok(Some((
                if force_parens && compound {
                    format!("({t})")
                } else {
                    t
                },
                0,
            )));
        }
        let n = self.neg(v)?;
        if n == v {
            let left = self.left_options(v).to_vec();
            let mut p = Printer::default();
            let opts = self.sorted(&p, left)?;
            let mut out = String::from("+-");
            if opts.len() > 1 {
                out.push('{');
            }
            for (i, &o) in opts.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                p = Printer::default();
                let (t, _) = self.print_vertex(&mut p, o, true, opts.len() == 1)?;
                out.push_str(&t);
            }
            if opts.len() > 1 {
                out.push('}');
            }
            return Ok(Some((out, 0)));
        }
        if let Some((tiny, translate, sub)) = self.tiny_form(v)? {
            let mut out = String::new();
            if force_parens {
                out.push('(');
            }
            let t = self.display(translate)?;
            if t != "0" {
                out.push_str(&t);
            }
            out.push_str(if tiny { "Tiny(" } else { "Miny(" });
            let mut p = Printer::default();
            let (st, _) = self.print_vertex(&mut p, sub, true, false)?;
            out.push_str(&st);
            out.push(')');
            if force_parens {
                out.push(')');
            }
            return Ok(Some((out, 0)));
        }
        if let Some(u) = self.upon_form(v)? {
            let mut out = String::new();
            if !u.number.is_zero() {
                out.push_str(&u.number.to_string());
            }
            out.push(if u.negated { 'v' } else { '^' });
            out.push_str(if u.uponth { "<on>" } else { "[on]" });
            if u.nim >= 1 {
                out.push('*');
                if u.nim >= 2 {
                    out.push_str(&u.nim.to_string());
                }
            }
            return Ok(Some((out, 0)));
        }
        Ok(None)
    }

    /// CGSuite's `isNumberTiny` of a plumtree: `x + Tiny(G) = {x || x | x - G}`
    /// with `x - G <= x + under`; and `Miny`, its negative. The flag (Tiny or Miny), the number `x` and the subscript.
    fn tiny_form(&mut self, v: Loopy) -> Result<Option<(bool, Loopy, Loopy)>, Stop> {
        if !self.is_plumtree(v)? {
            return Ok(None);
        }
        self.tiny_parts(v)
    }

    /// CGSuite's `isNumberTiny`: the parts of [`Self::tiny_form`] without the
    /// plumtree condition.
    pub(crate) fn tiny_parts(&mut self, v: Loopy) -> Result<Option<(bool, Loopy, Loopy)>, Stop> {
        let lo = self.left_options(v).to_vec();
        let ro = self.right_options(v).to_vec();
        if lo.len() != 1 || ro.len() != 1 {
            return Ok(None);
        }
        let is_number = |s: &mut Self, g: Loopy| -> Result<bool, Stop> {
            Ok(match s.to_game(g)? {
                Some(x) => s.short.is_number(x),
                None => false,
            })
        };
        let under = self
            .parse_game("under")
            .map_err(|_| Stop::Unsupported("under"))?;
        if is_number(self, lo[0])? {
            let (rlo, rro) = (
                self.left_options(ro[0]).to_vec(),
                self.right_options(ro[0]).to_vec(),
            );
            if rlo.len() == 1 && rro.len() == 1 && rlo[0] == lo[0] {
                let d = self.sub(rro[0], lo[0])?;
                if self.is_stopper(d)? && self.leq(d, under)? {
                    let sub = self.sub(lo[0], rro[0])?;
                    return Ok(Some((true, lo[0], sub)));
                }
            }
        }
        if is_number(self, ro[0])? {
            let (llo, lro) = (
                self.left_options(lo[0]).to_vec(),
                self.right_options(lo[0]).to_vec(),
            );
            if llo.len() == 1 && lro.len() == 1 && lro[0] == ro[0] {
                let d = self.sub(ro[0], llo[0])?;
                if self.is_stopper(d)? && self.leq(d, under)? {
                    let sub = self.sub(llo[0], ro[0])?;
                    return Ok(Some((false, ro[0], sub)));
                }
            }
        }
        Ok(None)
    }

    fn upon_form(&mut self, v: Loopy) -> Result<Option<UponForm>, Stop> {
        if let Some(u) = self.upon_form_of(v, true)? {
            return Ok(Some(u));
        }
        let n = self.neg(v)?;
        Ok(self.upon_form_of(n, true)?.map(|u| UponForm {
            number: -u.number,
            negated: true,
            ..u
        }))
    }

    /// CGSuite's `uponForm`: `{pass, x | x*n}`-like forms.
    fn upon_form_of(&mut self, v: Loopy, check_uponth: bool) -> Result<Option<UponForm>, Stop> {
        let lo = self.left_options(v).to_vec();
        let ro = self.right_options(v).to_vec();
        if ro.len() == 1 && lo.len() <= 2 {
            if let Some(g) = self.to_game(ro[0])? {
                let nus = self.short.as_nus(g).cloned();
                if let Some(nus) = nus.filter(|n| n.up == 0) {
                    let x = self.number(nus.number.clone())?;
                    let mut want = vec![v];
                    if nus.nim == 0 {
                        want.push(x);
                    }
                    let mut have = lo.clone();
                    have.sort();
                    want.sort();
                    want.dedup();
                    if have == want {
                        return Ok(Some(UponForm {
                            uponth: false,
                            number: nus.number,
                            nim: nus.nim ^ 1,
                            negated: false,
                        }));
                    }
                }
            }
        }
        if check_uponth && ro.len() == 1 {
            let n = self.neg(ro[0])?;
            if let Some(u) = self.upon_form_of(n, false)? {
                if !u.uponth && !u.negated {
                    let mut want = Vec::new();
                    for k in 0..=(u.nim ^ 1) {
                        let g = self.short.guard(|s| s.nus(-u.number.clone(), 0, k))?;
                        want.push(self.from_game(g)?);
                    }
                    let mut have = lo;
                    have.sort();
                    want.sort();
                    want.dedup();
                    if have == want {
                        return Ok(Some(UponForm {
                            uponth: true,
                            number: -u.number,
                            nim: u.nim ^ 1,
                            negated: false,
                        }));
                    }
                }
            }
        }
        Ok(None)
    }
}

/// A short game's text as a loopy game's option: `{A|B}` loses its braces
/// (their slashes join the parent's, as CGSuite prints), unless it has
/// [`MAX_SLASHES`] of them.
trait TrimBraces {
    fn trim_braces_for_slashes(&self) -> (String, usize);
}

impl TrimBraces for String {
    fn trim_braces_for_slashes(&self) -> (String, usize) {
        let b = self.as_bytes();
        if b.first() != Some(&b'{') || b.last() != Some(&b'}') {
            return (self.clone(), 0);
        }
        // The braces must enclose the whole text.
        let mut depth = 0i32;
        let mut best = 0usize;
        let mut run = 0usize;
        for (i, &c) in b.iter().enumerate() {
            match c {
                b'{' => depth += 1,
                b'}' => {
                    depth -= 1;
                    if depth == 0 && i + 1 != b.len() {
                        return (self.clone(), 0);
                    }
                }
                _ => {}
            }
            if c == b'|' && depth == 1 {
                run += 1;
                best = best.max(run);
            } else {
                run = 0;
            }
        }
        if best == 0 || best >= MAX_SLASHES {
            return (self.clone(), 0);
        }
        (self[1..self.len() - 1].to_string(), best)
    }
}
