//! Domineering boards as bit sets: the geometry of a `w` x `h` rectangle (cell
//! `r * w + c`): shifts that keep to rows, doubling fills along runs, moves,
//! regions and symmetries. The static bounds built on them are in `bounds`.

use super::bits::Bits;

/// The geometry of the board: masks that keep shifts inside rows.
#[derive(Clone, Debug)]
pub struct Geo<B: Bits> {
    /// Columns.
    pub w: u32,
    /// Rows.
    pub h: u32,
    /// Cells.
    pub n: u32,
    /// Every cell.
    pub all: B,
    /// Every cell but those of the first column.
    pub not_first: B,
    /// Every cell but those of the last column.
    pub not_last: B,
    /// The cells of row 0.
    pub row: B,
    /// Cells of column at least `2^k` (a shift by `2^k` toward later
    /// columns stays in the row there), and at most `w - 1 - 2^k` (a shift
    /// toward earlier columns); seven steps for rows of up to 128 cells.
    col_ge: [B; 7],
    col_le: [B; 7],
    /// Cells in odd columns, and in odd rows.
    odd_col: B,
    odd_row: B,
    /// Doubling steps that cross a row (`ceil(log2 w)`), and a column.
    rounds_h: u32,
    rounds_v: u32,
    /// For each cell `p`, per direction (0: the player moving along rows,
    /// 1: along columns): the 2x2 block of a protective area whose top
    /// placement starts at `p`, and the candidate tops it excludes (see
    /// [`Self::side`]). Tables, so that the greedy choice of areas costs
    /// two loads a step instead of a chain of shifts.
    pub(super) area: [Vec<(B, B)>; 2],
}

impl<B: Bits> Geo<B> {
    /// The geometry of a `w` x `h` board; `w * h` must fit the word.
    pub fn new(w: u32, h: u32) -> Geo<B> {
        assert!(w >= 1 && h >= 1 && w * h <= B::WIDTH, "board too large");
        let n = w * h;
        let mut first = B::ZERO;
        for r in 0..h {
            first |= B::bit(r * w);
        }
        let last = first << (w - 1);
        let all = B::low(n);
        let (mut col_ge, mut col_le) = ([B::ZERO; 7], [B::ZERO; 7]);
        let (mut odd_col, mut odd_row) = (B::ZERO, B::ZERO);
        for p in 0..n {
            let (r, c) = (p / w, p % w);
            for k in 0..7 {
                if c >= 1 << k {
                    col_ge[k] |= B::bit(p);
                }
                if c + (1 << k) < w {
                    col_le[k] |= B::bit(p);
                }
            }
            if c % 2 == 1 {
                odd_col |= B::bit(p);
            }
            if r % 2 == 1 {
                odd_row |= B::bit(p);
            }
        }
        let rounds = |len: u32| 32 - (len.max(1) - 1).leading_zeros();
        let mut geo = Geo {
            w,
            h,
            n,
            all,
            not_first: all & !first,
            not_last: all & !last,
            row: B::low(w),
            col_ge,
            col_le,
            odd_col,
            odd_row,
            rounds_h: rounds(w),
            rounds_v: rounds(h),
            area: [Vec::new(), Vec::new()],
        };
        geo.area = [geo.area_table::<false>(), geo.area_table::<true>()];
        geo
    }

    /// The cells of `x` reached from `seed` (part of `x`) by steps to the
    /// next cell along columns (`V`) or rows, without leaving `x`: the rest
    /// of each run of `x` from a cell of `seed` on. A fixed number of
    /// doubling steps (Kogge and Stone's prefix scheme), so no loop whose
    /// length depends on the board.
    #[inline(always)]
    fn fill_on<const V: bool>(&self, mut g: B, mut p: B) -> B {
        if V {
            for k in 0..self.rounds_v {
                let s = self.w << k;
                g |= p & (g << s) & self.all;
                p &= (p << s) & self.all;
            }
        } else {
            for k in 0..self.rounds_h {
                let m = self.col_ge[k as usize];
                g |= p & (g << (1 << k)) & m;
                p &= (p << (1 << k)) & m;
            }
        }
        g
    }

    /// [`Self::fill_on`] toward the previous cells: the start of each run of
    /// `x` up to a cell of `seed`.
    #[inline(always)]
    pub(super) fn fill_back<const V: bool>(&self, mut g: B, mut p: B) -> B {
        if V {
            for k in 0..self.rounds_v {
                let s = self.w << k;
                g |= p & (g >> s);
                p &= p >> s;
            }
        } else {
            for k in 0..self.rounds_h {
                let m = self.col_le[k as usize];
                g |= p & (g >> (1 << k)) & m;
                p &= (p >> (1 << k)) & m;
            }
        }
        g
    }

    /// The first cells of disjoint pairs along the runs of `x` in columns
    /// (`V`) or rows, paired greedily from each run's start: its cells at an
    /// even distance from the start that have a next cell in `x`, so
    /// `floor(k/2)` for a run of `k`.
    #[inline(always)]
    pub fn pair_starts<const V: bool>(&self, x: B) -> B {
        let (start, next, odd) = if V {
            (x & !self.pred_v(x), self.succ_v(x), self.odd_row)
        } else {
            (x & !self.pred_h(x), self.succ_h(x), self.odd_col)
        };
        // Runs that start on an odd line cell; in them the odd cells are at
        // even distances, elsewhere the even ones.
        let from_odd = self.fill_on::<V>(start & odd, x);
        let even = (from_odd & odd) | (x & !from_odd & !odd);
        even & next
    }

    /// Cells whose right neighbour is in `x`.
    #[inline(always)]
    pub fn succ_h(&self, x: B) -> B {
        (x >> 1) & self.not_last
    }
    /// Cells whose left neighbour is in `x`.
    #[inline(always)]
    pub fn pred_h(&self, x: B) -> B {
        (x << 1) & self.not_first
    }
    /// Cells whose lower neighbour is in `x`. In two shifts, so that a
    /// single row as wide as the word (`w` = 64 or 128) has none: a shift
    /// by the whole width would wrap to no shift at all.
    #[inline(always)]
    pub fn succ_v(&self, x: B) -> B {
        (x >> (self.w - 1)) >> 1
    }
    /// Cells whose upper neighbour is in `x` (two shifts, as `succ_v`).
    #[inline(always)]
    pub fn pred_v(&self, x: B) -> B {
        ((x << (self.w - 1)) << 1) & self.all
    }

    /// Top cells of Left's (vertical) moves.
    #[inline(always)]
    pub fn left_moves(&self, open: B) -> B {
        open & self.succ_v(open)
    }
    /// Left cells of Right's (horizontal) moves.
    #[inline(always)]
    pub fn right_moves(&self, open: B) -> B {
        open & self.succ_h(open)
    }
    /// The player's moves (Left's when `vertical`) but those on two cells
    /// the opponent can never cover (Obsequi's safe moves: playing one only
    /// gives up a move the player keeps anyway), unless every move is one.
    #[inline(always)]
    pub fn moves_but_safe(&self, open: B, vertical: bool) -> B {
        let (all, safe) = if vertical {
            let only = self.left_only(open);
            (self.left_moves(open), only & self.succ_v(only))
        } else {
            let only = self.right_only(open);
            (self.right_moves(open), only & self.succ_h(only))
        };
        let rest = all & !safe;
        if rest.is_empty() {
            all
        } else {
            rest
        }
    }
    /// The two cells of the move at `p` (its top or left cell).
    #[inline(always)]
    pub fn domino(&self, p: u32, vertical: bool) -> B {
        B::bit(p) | B::bit(p + if vertical { self.w } else { 1 })
    }

    /// Disjoint vertical pairs in `x`: floor(k/2) for each column run of k.
    #[inline]
    pub fn pairs_v(&self, x: B) -> i32 {
        self.pair_starts::<true>(x).ones() as i32
    }

    /// Disjoint horizontal pairs in `x`: floor(k/2) for each row run of k.
    #[inline]
    pub fn pairs_h(&self, x: B) -> i32 {
        self.pair_starts::<false>(x).ones() as i32
    }

    /// The cells next to `x` (not `x` itself unless adjacent).
    #[inline(always)]
    pub fn around(&self, x: B) -> B {
        self.succ_v(x) | self.pred_v(x) | self.succ_h(x) | self.pred_h(x)
    }

    /// The 4-connected region of `open` containing `seed`.
    #[inline]
    pub fn region(&self, open: B, seed: B) -> B {
        let mut r = seed;
        loop {
            let g = (r | self.around(r)) & open;
            let g2 = (g | self.around(g)) & open;
            if g2 == r {
                return r;
            }
            if g2 == g {
                return g;
            }
            r = g2;
        }
    }

    /// The board upside down.
    #[inline]
    pub fn flip_rows(&self, x: B) -> B {
        if self.w == 8 {
            // Rows are bytes.
            return x.swapped_bytes() >> (B::WIDTH - self.n);
        }
        let mut out = B::ZERO;
        for r in 0..self.h {
            out |= ((x >> (r * self.w)) & self.row) << ((self.h - 1 - r) * self.w);
        }
        out
    }

    /// The board turned by half a turn.
    #[inline]
    pub fn rot180(&self, x: B) -> B {
        x.reversed() >> (B::WIDTH - self.n)
    }

    /// The least of the board's images under the reflections that keep each
    /// player's direction (a representative of its class).
    #[inline]
    pub fn canonical(&self, x: B) -> B {
        let a = self.flip_rows(x);
        let b = self.rot180(x);
        let c = self.rot180(a);
        x.min(a).min(b.min(c))
    }

    /// The board as text: rows separated by `|`, `.` for cells of `open`.
    pub fn text(&self, open: B) -> String {
        let mut s = String::with_capacity((self.n + self.h) as usize);
        for r in 0..self.h {
            if r > 0 {
                s.push('|');
            }
            for c in 0..self.w {
                let p = r * self.w + c;
                s.push(if (open >> p) & B::bit(0) != B::ZERO {
                    '.'
                } else {
                    '#'
                });
            }
        }
        s
    }

    /// The bounding box of the non-empty `x`: (first row, rows, first column, columns).
    pub fn bounds(&self, x: B) -> (u32, u32, u32, u32) {
        let mut r0 = u32::MAX;
        let mut r1 = 0;
        let mut cols = B::ZERO;
        for r in 0..self.h {
            let row = (x >> (r * self.w)) & self.row;
            if !row.is_empty() {
                r0 = r0.min(r);
                r1 = r;
                cols |= row;
            }
        }
        let c0 = cols.lowest();
        let c1 = B::WIDTH - 1 - cols.reversed().lowest();
        (r0, r1 + 1 - r0, c0, c1 + 1 - c0)
    }

    /// The cells `x` moved to a `cw` x `ch` frame whose corner is (r0, c0) here.
    pub fn crop(&self, x: B, r0: u32, ch: u32, c0: u32, cw: u32) -> u128 {
        let mut out = 0u128;
        let mask = (1u128 << cw) - 1;
        for r in 0..ch {
            let row = ((x >> ((r0 + r) * self.w + c0)).to_u128()) & mask;
            out |= row << (r * cw);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The runs of `x` along rows (or columns when `vertical`), cell by cell.
    fn runs(w: u32, h: u32, x: u128, vertical: bool) -> Vec<Vec<u32>> {
        let (lines, len) = if vertical { (w, h) } else { (h, w) };
        let cell = |l: u32, i: u32| if vertical { i * w + l } else { l * w + i };
        let mut out = Vec::new();
        for l in 0..lines {
            let mut run = Vec::new();
            for i in 0..=len {
                if i < len && (x >> cell(l, i)) & 1 == 1 {
                    run.push(cell(l, i));
                } else if !run.is_empty() {
                    out.push(std::mem::take(&mut run));
                }
            }
        }
        out
    }

    #[test]
    fn pairs_and_fills_follow_the_runs() {
        let mut seed = 0x9E37_79B9_7F4A_7C15_u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for (w, h) in [
            (1, 1),
            (2, 1),
            (1, 5),
            (3, 2),
            (8, 8),
            (9, 7),
            (7, 9),
            (11, 11),
            (16, 8),
            (8, 16),
            (20, 2),
            (2, 20),
            (33, 3),
            (128, 1),
            (1, 128),
        ] {
            let g: Geo<u128> = Geo::new(w, h);
            for _ in 0..200 {
                // Dense boards, so that runs are long.
                let x = ((next() as u128) << 64 | next() as u128)
                    | (next() as u128) << 64
                    | next() as u128;
                let x = x & g.all;
                for vertical in [false, true] {
                    let (mut starts, mut odd_runs) = (0u128, 0u128);
                    for run in runs(w, h, x, vertical) {
                        for pair in run.chunks(2).filter(|c| c.len() == 2) {
                            starts |= 1 << pair[0];
                        }
                        if run.len() % 2 == 1 {
                            odd_runs |= run.iter().fold(0, |m, &c| m | 1 << c);
                        }
                    }
                    let found = if vertical {
                        g.pair_starts::<true>(x)
                    } else {
                        g.pair_starts::<false>(x)
                    };
                    assert_eq!(found, starts, "{w}x{h} {x:#x} vertical {vertical}");
                    // The unpaired last cells of the odd runs, filled back.
                    let step = if vertical { w } else { 1 };
                    let unpaired = x & !(found | found.checked_shl(step).unwrap_or(0));
                    let filled = if vertical {
                        g.fill_back::<true>(unpaired, x)
                    } else {
                        g.fill_back::<false>(unpaired, x)
                    };
                    assert_eq!(filled, odd_runs, "{w}x{h} {x:#x} vertical {vertical}");
                }
            }
        }
    }

    #[test]
    fn symmetries_and_regions() {
        let g: Geo<u128> = Geo::new(3, 2);
        let x = 0b000_011u128;
        assert_eq!(g.flip_rows(x), 0b011_000);
        assert_eq!(g.rot180(x), 0b110_000);
        assert_eq!(g.canonical(x), 0b000_011);
        let open = 0b101_101u128;
        assert_eq!(g.region(open, 1), 0b001_001);
        assert_eq!(g.bounds(0b100_100), (0, 2, 2, 1));
        assert_eq!(g.crop(0b100_100, 0, 2, 2, 1), 0b11);
        assert_eq!(g.text(0b100_101), ".#.|##.");
    }

    #[test]
    fn rows_of_eight_flip_as_bytes() {
        // Row r's cells go to row h - 1 - r, as the cells say.
        fn flip_cells(w: u32, h: u32, x: u128) -> u128 {
            let mut out = 0;
            for p in 0..w * h {
                if (x >> p) & 1 == 1 {
                    out |= 1u128 << ((h - 1 - p / w) * w + p % w);
                }
            }
            out
        }
        let x = 0x0123_4567_89ab_cdef_u64;
        let g: Geo<u64> = Geo::new(8, 8);
        assert_eq!(g.flip_rows(x) as u128, flip_cells(8, 8, x as u128));
        let g: Geo<u128> = Geo::new(8, 3);
        let y = 0x00ab_cdef_u128;
        assert_eq!(g.flip_rows(y), flip_cells(8, 3, y));
        let g: Geo<u128> = Geo::new(8, 16);
        let z = 0x0123_4567_89ab_cdef_fedc_ba98_7654_3210_u128;
        assert_eq!(g.flip_rows(z), flip_cells(8, 16, z));
    }
}
