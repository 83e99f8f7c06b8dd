//! Printing canonical games in CGSuite's notation: `3/8`, `*2`, `^*`, `v3`,
//! `+-1`, `{2|1||-1}`, `2.Tiny`. Everything printed can be read back by `lang`.

use super::store::{Game, GameStore, Nus};
use crate::numbers::Rational;
use std::cmp::Ordering;
use std::fmt::Write;

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
    match n.nim {
        0 => {}
        1 => out.push('*'),
        m => {
            let _ = write!(out, "*{m}");
        }
    }
    if force_parens && compound {
        out.push(')');
    }
}

impl GameStore {
    /// The game in CGSuite notation.
    pub fn display(&mut self, g: Game) -> String {
        let mut out = String::new();
        self.write_game(g, &mut out, true, false);
        out
    }

    /// Order used to list options when printing: numbers, nimbers, other
    /// number-up-stars, then general games by their option lists.
    pub fn display_cmp(&mut self, g: Game, h: Game) -> Ordering {
        if g == h {
            return Ordering::Equal;
        }
        let rank = |s: &GameStore, x: Game| match s.as_nus(x) {
            Some(n) if n.is_number() => 0,
            Some(n) if n.up == 0 && n.number.is_zero() => 1,
            Some(_) => 2,
            None => 3,
        };
        let (rg, rh) = (rank(self, g), rank(self, h));
        if rg != rh {
            return rg.cmp(&rh);
        }
        if rg < 3 {
            let (a, b) = (self.as_nus(g).unwrap(), self.as_nus(h).unwrap());
            return a
                .up
                .cmp(&b.up)
                .then_with(|| a.number.cmp(&b.number))
                .then_with(|| a.nim.cmp(&b.nim));
        }
        let (gl, gr) = (self.sorted_options(g, true), self.sorted_options(g, false));
        let (hl, hr) = (self.sorted_options(h, true), self.sorted_options(h, false));
        self.cmp_lists(&gl, &hl)
            .then_with(|| self.cmp_lists(&gr, &hr))
    }

    fn cmp_lists(&mut self, a: &[Game], b: &[Game]) -> Ordering {
        for (x, y) in a.iter().zip(b) {
            let c = self.display_cmp(*x, *y);
            if c != Ordering::Equal {
                return c;
            }
        }
        a.len().cmp(&b.len())
    }

    /// The options of one player in display order.
    pub fn sorted_options(&mut self, g: Game, left: bool) -> Vec<Game> {
        let mut v = if left {
            self.left_options(g)
        } else {
            self.right_options(g)
        };
        // Insertion sort: option lists are short and the comparison needs &mut self.
        for i in 1..v.len() {
            let mut j = i;
            while j > 0 && self.display_cmp(v[j - 1], v[j]) == Ordering::Greater {
                v.swap(j - 1, j);
                j -= 1;
            }
        }
        v
    }

    /// Tiny/miny recognition: `x + Tiny(s)` = `{x || x | x - s}` with `s > 0`
    /// (and the mirror for miny). Returns (translate x, subscript s, is_tiny).
    fn tiny_form(&mut self, g: Game) -> Option<(Rational, Game, bool)> {
        let (l, r) = (self.left_options(g), self.right_options(g));
        if l.len() != 1 || r.len() != 1 {
            return None;
        }
        if let Some(x) = self.number_value(l[0]).cloned() {
            let (rl, rr) = (self.left_options(r[0]), self.right_options(r[0]));
            if rl.len() == 1 && rr.len() == 1 && rl[0] == l[0] && self.as_nus(r[0]).is_none() {
                let y = rr[0];
                if self.left_stop(y) < x {
                    let sub = self.sub(l[0], y);
                    return Some((x, sub, true));
                }
            }
        }
        if let Some(x) = self.number_value(r[0]).cloned() {
            let (ll, lr) = (self.left_options(l[0]), self.right_options(l[0]));
            if ll.len() == 1 && lr.len() == 1 && lr[0] == r[0] && self.as_nus(l[0]).is_none() {
                let y = ll[0];
                if self.right_stop(y) > x {
                    let sub = self.sub(y, r[0]);
                    return Some((x, sub, false));
                }
            }
        }
        None
    }

    /// Write `g`; returns the number of slashes used at its top level (0 when
    /// bracketed), following CGSuite's layout rules.
    fn write_game(
        &mut self,
        g: Game,
        out: &mut String,
        force_brackets: bool,
        force_parens: bool,
    ) -> usize {
        if let Some(n) = self.as_nus(g) {
            let n = n.clone();
            write_nus(&n, out, force_parens);
            return 0;
        }
        let lo = self.sorted_options(g, true);
        let ro = self.sorted_options(g, false);
        if self.neg(g) == g {
            // A switch {G^L | -G^L}: +-G^L.
            out.push_str("+-");
            if lo.len() > 1 {
                out.push('{');
            }
            for (i, &gl) in lo.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                self.write_game(gl, out, true, lo.len() == 1);
            }
            if lo.len() > 1 {
                out.push('}');
            }
            return 0;
        }
        if let Some((x, sub, tiny)) = self.tiny_form(g) {
            if force_parens {
                out.push('(');
            }
            if !x.is_zero() {
                let _ = write!(out, "{x}+");
            }
            let sub_is_fraction = self.number_value(sub).is_some_and(|v| !v.is_integer());
            if sub_is_fraction {
                out.push('(');
            }
            self.write_game(sub, out, true, true);
            if sub_is_fraction {
                out.push(')');
            }
            out.push_str(if tiny { ".Tiny" } else { ".Miny" });
            if force_parens {
                out.push(')');
            }
            return 0;
        }
        let mut left_out = String::new();
        let mut right_out = String::new();
        let mut slashes = 1;
        for (i, &gl) in lo.iter().enumerate() {
            if i > 0 {
                left_out.push(',');
            }
            slashes = slashes.max(self.write_game(gl, &mut left_out, lo.len() > 1, false) + 1);
        }
        for (i, &gr) in ro.iter().enumerate() {
            if i > 0 {
                right_out.push(',');
            }
            slashes = slashes.max(self.write_game(gr, &mut right_out, ro.len() > 1, false) + 1);
        }
        let bracket = force_brackets || slashes >= MAX_SLASHES;
        if bracket {
            out.push('{');
        }
        out.push_str(&left_out);
        for _ in 0..slashes {
            out.push('|');
        }
        out.push_str(&right_out);
        if bracket {
            out.push('}');
            0
        } else {
            slashes
        }
    }
}
