//! Printing canonical games in CGSuite's notation: `3/8`, `*2`, `^*`, `v3`,
//! `+-1`, `{2|1||-1}`, `Tiny(2)`, the uptimals `^<2>` (`{0|v*}`) and `^[3]*`
//! (`{0|*||*|||*}+*`). Everything printed reads back by `lang` as the same
//! game, and where CGSuite has the notation, as the same game there: hence
//! `2+*3` and `1+^3` where CGSuite prints `2*3` and `1^3` (which it reads as a
//! product and a power).

use super::uptimal::{UptimalExpansion, UptimalMemo};
use super::{Game, GameStore, Nus};
use crate::limits::Stop;
use crate::numbers::Rational;
use rustc_hash::FxHashMap;
use std::cmp::Ordering;
use std::fmt::Write;
use std::rc::Rc;

/// More slashes than this are printed with explicit braces.
const MAX_SLASHES: usize = 4;

/// Write a number-up-star in CGSuite notation.
pub(crate) fn write_nus(n: &Nus, out: &mut String, force_parens: bool) {
    let compound =
        !(n.is_number() || (n.up == 0 && n.number.is_zero()) || (n.number.is_zero() && n.nim == 0));
    if force_parens && compound {
        out.push('(');
    }
    if !n.number.is_zero() || (n.nim == 0 && n.up == 0) {
        let _ = write!(out, "{}", n.number);
        // CGSuite reads `2*3` as a product and `1^3` as a power: a star with
        // digits right after the number, or ups written with digits, are
        // joined by `+` (`2+*3`, `1+^3*`); the other glued forms (`1^*`,
        // `6^^*2`, `73/16v9*8`) read back as they are.
        let digit_star = n.up == 0 && n.nim >= 2;
        if !n.number.is_zero() && (digit_star || n.up >= 3) {
            out.push('+');
        }
    }
    match n.up {
        0 => {}
        1 => out.push('^'),
        2 => out.push_str("^^"),
        -1 => out.push('v'),
        -2 => out.push_str("vv"),
        u if u > 0 => {
            let _ = write!(out, "^{u}");
        }
        u => {
            let _ = write!(out, "v{}", u.unsigned_abs());
        }
    }
    write_star(out, n.nim);
    if force_parens && compound {
        out.push(')');
    }
}

/// `*m` after the rest of a number-up-star or uptimal (nothing for 0).
fn write_star(out: &mut String, nim: u32) {
    match nim {
        0 => {}
        1 => out.push('*'),
        m => {
            let _ = write!(out, "*{m}");
        }
    }
}

/// An uptimal `x + *m` plus `^<n>`, `v<n>`, `^[n]` or `v[n]` (`n = e.len() >
/// 1`, `e` a unit or a unit sum) as CGSuite writes it: `^<2>`, `1/2v[3]*2`;
/// in parentheses when asked, unless it is `^<n>` or `^[n]` alone.
fn uptimal_text(e: &UptimalExpansion, force_parens: bool) -> String {
    let compact = e.number.is_zero() && e.nim == 0;
    let mut out = String::new();
    if force_parens && !compact {
        out.push('(');
    }
    if !e.number.is_zero() {
        let _ = write!(out, "{}", e.number);
    }
    out.push(if e.coef(e.len()) > 0 { '^' } else { 'v' });
    let (open, close) = if e.is_unit() { ('<', '>') } else { ('[', ']') };
    let _ = write!(out, "{open}{}{close}", e.len());
    write_star(&mut out, e.nim);
    if force_parens && !compact {
        out.push(')');
    }
    out
}

/// How a game is printed: literal text and the games printed inside it.
enum Part {
    Text(String),
    Sub(Key),
}

/// A game in a printing context: `(game, force_brackets, force_parens)`.
type Key = (Game, bool, bool);

/// The layout of one game in one context: its parts, the slashes it uses at
/// its top level (0 when bracketed), and its printed length in bytes.
struct Piece {
    parts: Vec<Part>,
    slashes: usize,
    len: u64,
}

/// The layouts and option orders of one printing, shared across the DAG of
/// followers, so that printing costs the size of the text, not more.
#[derive(Default)]
struct Layout {
    pieces: FxHashMap<Key, Rc<Piece>>,
    sorted: FxHashMap<(Game, bool), Rc<[Game]>>,
    uptimals: UptimalMemo,
}

impl GameStore {
    /// The game in CGSuite notation (however long the text).
    pub fn display(&mut self, g: Game) -> String {
        match self.display_limited(g, None) {
            Ok(s) => s,
            Err(stop) => Self::abort(stop),
        }
    }

    /// The printed length of `g` in bytes (saturating), without printing it.
    pub fn display_len(&mut self, g: Game) -> u64 {
        let mut layout = Layout::default();
        self.piece(&mut layout, (g, true, false)).len
    }

    /// The game in CGSuite notation, or [`Stop::Output`] (with the size the text
    /// would have) when it is longer than `limit` bytes. The size is found
    /// before any text is made.
    pub fn display_limited(&mut self, g: Game, limit: Option<usize>) -> Result<String, Stop> {
        let mut layout = Layout::default();
        let root = self.piece(&mut layout, (g, true, false));
        if let Some(limit) = limit {
            if root.len > limit as u64 {
                return Err(Stop::Output {
                    needed: root.len,
                    limit,
                });
            }
        }
        // Expand the layouts with an explicit stack: no recursion, however
        // deep the game.
        let mut out = String::with_capacity(root.len as usize);
        let mut stack: Vec<(Rc<Piece>, usize)> = vec![(root, 0)];
        while let Some((piece, i)) = stack.pop() {
            let Some(part) = piece.parts.get(i) else {
                continue;
            };
            let next = match part {
                Part::Text(t) => {
                    out.push_str(t);
                    None
                }
                Part::Sub(k) => Some(layout.pieces[k].clone()),
            };
            stack.push((piece, i + 1));
            if let Some(p) = next {
                stack.push((p, 0));
            }
        }
        Ok(out)
    }

    /// Order used to list options when printing: numbers, nimbers, other
    /// number-up-stars, then general games by their option lists.
    pub fn display_cmp(&mut self, g: Game, h: Game) -> Ordering {
        let mut layout = Layout::default();
        self.display_cmp_in(&mut layout, g, h)
    }

    fn display_cmp_in(&mut self, layout: &mut Layout, g: Game, h: Game) -> Ordering {
        if g == h {
            return Ordering::Equal;
        }
        // CGSuite's order: numbers, nimbers, other uptimals (by their
        // expansions), then general games by their option lists.
        let (rg, eg) = self.display_rank(layout, g);
        let (rh, eh) = self.display_rank(layout, h);
        if rg != rh {
            return rg.cmp(&rh);
        }
        if rg < 2 {
            let (a, b) = (self.as_nus(g).unwrap(), self.as_nus(h).unwrap());
            return a.number.cmp(&b.number).then_with(|| a.nim.cmp(&b.nim));
        }
        if let (Some(a), Some(b)) = (eg, eh) {
            return a.cgsuite_cmp(&b);
        }
        for left in [true, false] {
            let a = self.sorted_in(layout, g, left);
            let b = self.sorted_in(layout, h, left);
            for (x, y) in a.iter().zip(b.iter()) {
                let c = self.deeper(|s| s.display_cmp_in(layout, *x, *y));
                if c != Ordering::Equal {
                    return c;
                }
            }
            if a.len() != b.len() {
                return a.len().cmp(&b.len());
            }
        }
        Ordering::Equal
    }

    /// The rank of `g` in the display order (0 numbers, 1 nimbers, 2 other
    /// uptimals, with their expansions, 3 the rest).
    fn display_rank(&mut self, layout: &mut Layout, g: Game) -> (u8, Option<UptimalExpansion>) {
        match self.as_nus(g) {
            Some(n) if n.is_number() => (0, None),
            Some(n) if n.up == 0 && n.number.is_zero() => (1, None),
            Some(n) => (
                2,
                Some(UptimalExpansion::new(
                    n.number.clone(),
                    n.nim,
                    vec![i64::from(n.up)],
                )),
            ),
            None => match self.uptimal_in(&mut layout.uptimals, g) {
                Some(e) => (2, Some(e)),
                None => (3, None),
            },
        }
    }

    /// The options of one player in display order.
    pub fn sorted_options(&mut self, g: Game, left: bool) -> Vec<Game> {
        let mut layout = Layout::default();
        self.sorted_in(&mut layout, g, left).to_vec()
    }

    fn sorted_in(&mut self, layout: &mut Layout, g: Game, left: bool) -> Rc<[Game]> {
        if let Some(v) = layout.sorted.get(&(g, left)) {
            return v.clone();
        }
        let mut v = if left {
            self.left_options(g)
        } else {
            self.right_options(g)
        };
        // Insertion sort: option lists are short and the comparison needs &mut self.
        for i in 1..v.len() {
            let mut j = i;
            while j > 0 && self.display_cmp_in(layout, v[j - 1], v[j]) == Ordering::Greater {
                v.swap(j - 1, j);
                j -= 1;
            }
        }
        let v: Rc<[Game]> = v.into();
        layout.sorted.insert((g, left), v.clone());
        v
    }

    /// Tiny/miny recognition as CGSuite's `isNumberTiny`: `{x || x | y}` with
    /// `mean(y) < x` is `x + Tiny(x - y)` (and the mirror for miny). Returns
    /// (translate x, subscript, is_tiny).
    fn tiny_form(&mut self, g: Game) -> Option<(Rational, Game, bool)> {
        let (l, r) = (self.left_options(g), self.right_options(g));
        if l.len() != 1 || r.len() != 1 {
            return None;
        }
        if let Some(x) = self.number_value(l[0]).cloned() {
            let (rl, rr) = (self.left_options(r[0]), self.right_options(r[0]));
            if rl.len() == 1 && rr.len() == 1 && rl[0] == l[0] {
                let y = rr[0];
                if self.mean(y) < x {
                    let sub = self.sub(l[0], y);
                    return Some((x, sub, true));
                }
            }
        }
        if let Some(x) = self.number_value(r[0]).cloned() {
            let (ll, lr) = (self.left_options(l[0]), self.right_options(l[0]));
            if ll.len() == 1 && lr.len() == 1 && lr[0] == r[0] {
                let y = ll[0];
                if self.mean(y) > x {
                    let sub = self.sub(y, r[0]);
                    return Some((x, sub, false));
                }
            }
        }
        None
    }

    /// The layout of `g` in its context, following CGSuite's layout rules.
    fn piece(&mut self, layout: &mut Layout, key: Key) -> Rc<Piece> {
        if let Some(p) = layout.pieces.get(&key) {
            return p.clone();
        }
        self.check_limits();
        let p = Rc::new(self.deeper(|s| s.make_piece(layout, key)));
        layout.pieces.insert(key, p.clone());
        p
    }

    fn make_piece(&mut self, layout: &mut Layout, (g, force_brackets, force_parens): Key) -> Piece {
        let mut b = PieceBuilder::default();
        if let Some(n) = self.as_nus(g) {
            let mut t = String::new();
            write_nus(n, &mut t, force_parens);
            b.text(&t);
            return b.finish(0);
        }
        if let Some(e) = self.uptimal_in(&mut layout.uptimals, g) {
            if e.len() > 1 && (e.is_unit() || e.is_unit_sum()) {
                b.text(&uptimal_text(&e, force_parens));
                return b.finish(0);
            }
        }
        let lo = self.sorted_in(layout, g, true);
        let ro = self.sorted_in(layout, g, false);
        if self.neg(g) == g {
            // A switch {G^L | -G^L}: +-G^L.
            b.text("+-");
            if lo.len() > 1 {
                b.text("{");
            }
            for (i, &gl) in lo.iter().enumerate() {
                if i > 0 {
                    b.text(",");
                }
                b.sub(
                    self.piece(layout, (gl, true, lo.len() == 1)),
                    (gl, true, lo.len() == 1),
                );
            }
            if lo.len() > 1 {
                b.text("}");
            }
            return b.finish(0);
        }
        if let Some((x, sub, tiny)) = self.tiny_form(g) {
            if force_parens {
                b.text("(");
            }
            // CGSuite writes `2Tiny(3)`; the `+` makes it read back.
            if !x.is_zero() {
                b.text(&format!("{x}+"));
            }
            b.text(if tiny { "Tiny(" } else { "Miny(" });
            b.sub(self.piece(layout, (sub, true, false)), (sub, true, false));
            b.text(")");
            if force_parens {
                b.text(")");
            }
            return b.finish(0);
        }
        let mut slashes = 1;
        let mut sides: [Vec<(Key, Rc<Piece>)>; 2] = [Vec::new(), Vec::new()];
        for (side, opts) in [&lo, &ro].into_iter().enumerate() {
            for &o in opts.iter() {
                let key = (o, opts.len() > 1, false);
                let p = self.piece(layout, key);
                slashes = slashes.max(p.slashes + 1);
                sides[side].push((key, p));
            }
        }
        let bracket = force_brackets || slashes >= MAX_SLASHES;
        if bracket {
            b.text("{");
        }
        let [left, right] = sides;
        for (i, (key, p)) in left.into_iter().enumerate() {
            if i > 0 {
                b.text(",");
            }
            b.sub(p, key);
        }
        b.text(&"|".repeat(slashes));
        for (i, (key, p)) in right.into_iter().enumerate() {
            if i > 0 {
                b.text(",");
            }
            b.sub(p, key);
        }
        if bracket {
            b.text("}");
            b.finish(0)
        } else {
            b.finish(slashes)
        }
    }
}

/// Collects a [`Piece`]'s parts, joining adjacent text.
#[derive(Default)]
struct PieceBuilder {
    parts: Vec<Part>,
    len: u64,
}

impl PieceBuilder {
    fn text(&mut self, t: &str) {
        self.len = self.len.saturating_add(t.len() as u64);
        if let Some(Part::Text(last)) = self.parts.last_mut() {
            last.push_str(t);
        } else {
            self.parts.push(Part::Text(t.to_string()));
        }
    }

    fn sub(&mut self, p: Rc<Piece>, key: Key) {
        self.len = self.len.saturating_add(p.len);
        self.parts.push(Part::Sub(key));
    }

    fn finish(self, slashes: usize) -> Piece {
        Piece {
            parts: self.parts,
            slashes,
            len: self.len,
        }
    }
}
