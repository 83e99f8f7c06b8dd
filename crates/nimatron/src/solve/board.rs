//! Domineering boards as bit sets: the geometry of a `w` x `h` rectangle (cell
//! `r * w + c`), moves, regions, symmetries, and the move counts behind the
//! search's static bounds.
//!
//! The bounds: a cell that Right can never cover (no empty cell beside it) is
//! Left's for ever, and so are disjoint vertical pairs of such cells: Left's
//! *safe* moves `sl`. However play goes, Right can make at most `mr` more moves,
//! the disjoint horizontal pairs of each row's runs of empty cells (a move in a
//! run of k cells leaves runs with at most floor(k/2) - 1 pairs). So Left, moving
//! second in `H - (sl - mr)`, answers each of Right's at most `mr + (sl - mr)`
//! moves with one of her `sl` safe ones: `H >= sl - mr`, and likewise
//! `H <= ml - sr`. The search compares these integers, plus the exact values
//! of the regions it knows, with 0.

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
}

/// The move counts of a board (see the module's documentation).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Left's safe moves.
    pub sl: i32,
    /// The most moves Left can still make.
    pub ml: i32,
    /// Right's safe moves.
    pub sr: i32,
    /// The most moves Right can still make.
    pub mr: i32,
}

impl Counts {
    /// A lower bound on the board's value.
    #[inline]
    pub fn lo(&self) -> i32 {
        self.sl - self.mr
    }
    /// An upper bound on the board's value.
    #[inline]
    pub fn hi(&self) -> i32 {
        self.ml - self.sr
    }
}

/// One player's guaranteed moves on a board, by disjoint structures (the
/// other player is "the opponent"):
///
/// - `safe`: pairs of cells the opponent can never cover;
/// - protective areas: 2x2 blocks walled off (filled cells or the edge) on at
///   least one side across the player's direction, no two touched by one move
///   of the opponent. The player's first move in one, on the line away from a
///   wall, makes the other line safe. Paired, the player answers the
///   opponent's entry into one by taking the other: 2 moves a pair, and the
///   opponent's lines across lose 2 moves. An entry through the open side may
///   also take a placement beside the area; the area's other line is then a
///   placement in its stead, with a cell the opponent can no longer cover (so
///   the opponent's room shrinks by one more cell, as the count of coverable
///   cells the player takes may drop by one). One area left over is two
///   placements that one move of the opponent can take together;
/// - vulnerable placements, disjoint: those no single move of the opponent
///   touches together with another (`n1`, paired: the player answers an attack
///   on one by playing its partner) and the others (`n2`: the opponent kills at
///   most two per move, the player takes one per move, so a third survives);
///   one of each kind left over gives one more move (the opponent cannot take
///   both at once). `m1`, `m2` of them lie on two cells the opponent could
///   cover;
/// - options: a coverable cell in no structure beside a run of safe moves of
///   even length (one a run), no two and no option and structure touched by
///   one move of the opponent. Shifting the run's moves takes the cell, and
///   with it each open neighbour across whose other side is closed: the
///   opponent loses 1, 2 or 3 cells it could cover. Paired best first, the
///   opponent takes away one of each pair (with a move) and the player takes
///   the other; one left over with exactly one left-over placement counts
///   too (taking it away costs the opponent a move on which the player takes
///   that placement).
///
/// Moving second the player makes at least `safe + 2 (xs/2) + n1/2 + n2'/3
/// (+1)` moves, `n2'` counting a left-over area. `room`: cells the opponent
/// can still cover; `max`: the most moves this player can make (disjoint
/// pairs along its direction).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Side {
    /// Safe moves.
    pub safe: i32,
    /// Protective areas (paired: 2 moves a pair; one left over counts as
    /// two placements of `n2`).
    pub xs: i32,
    /// Isolated vulnerable placements, and those on two coverable cells.
    pub n1: i32,
    /// See `n1`.
    pub m1: i32,
    /// Other vulnerable placements, and those on two coverable cells.
    pub n2: i32,
    /// See `n2`.
    pub m2: i32,
    /// Options of the player: cells beside a run of safe moves (which the
    /// player takes by shifting the run's moves), by how many cells the
    /// opponent loses with them: 3, 2, 1.
    pub opts: [i32; 3],
    /// Cells the opponent can still cover.
    pub room: i32,
    /// The most moves this player can still make.
    pub max: i32,
}

/// What a player is sure of: moves, the opponent's coverable cells they take,
/// and the opponent's moves they remove from its `max`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Sure {
    moves: i32,
    taken: i32,
    cut: i32,
}

/// Cells the opponent surely loses to options `o` (counts of options
/// worth 3, 2, 1 cells): paired best first, the opponent takes the better
/// of each pair and the player the other. Also the worth of the option left
/// unpaired (0 if none).
#[inline]
fn paired(o: [i32; 3]) -> (i32, i32) {
    let mut u = 0;
    let mut carry = 0;
    for (i, &c) in o.iter().enumerate() {
        let v = 3 - i as i32;
        let mut c = c;
        if carry > 0 && c > 0 {
            u += v;
            c -= 1;
            carry = 0;
        }
        u += (c / 2) * v;
        if c % 2 == 1 {
            carry = v;
        }
    }
    (u, carry)
}

impl Side {
    /// Moving second.
    #[inline]
    fn second(&self) -> Sure {
        let xp = self.xs / 2;
        let odd = self.xs % 2;
        let n2 = self.n2 + 2 * odd;
        let m2 = self.m2 + 2 * odd;
        let p1 = self.n1 / 2;
        let t2 = n2 / 3;
        // One placement of each kind left over: the opponent cannot take
        // both with one move.
        let extra = (self.n1 % 2 == 1 && n2 % 3 != 0) as i32;
        // Options paired; one left over with exactly one left-over
        // placement: taking the option away costs the opponent a move on
        // which the player takes that placement.
        let (u, rest) = paired(self.opts);
        let u = u + if (self.n1 % 2 == 1) != (n2 % 3 != 0) {
            rest
        } else {
            0
        };
        Sure {
            moves: self.safe + 2 * xp + p1 + t2 + extra,
            taken: 4 * xp + p1 + p1.min(self.m1 / 2) + t2 + t2.min(m2 / 3) + extra + u,
            cut: 2 * xp,
        }
    }

    /// After a first move of each kind: what is left sure, counting the first
    /// move's cells and cuts (`s`: [`Self::second`]).
    #[inline]
    fn firsts(&self, s: &Sure) -> [Option<Sure>; 5] {
        let area = (self.xs >= 1).then(|| {
            let r = Side {
                xs: self.xs - 1,
                ..*self
            }
            .second();
            Sure {
                moves: r.moves + 1,
                taken: r.taken + 4,
                cut: r.cut + 2,
            }
        });
        let two = (self.n2 >= 1).then(|| {
            let full = self.m2 >= 1;
            let r = Side {
                n2: self.n2 - 1,
                m2: self.m2 - full as i32,
                ..*self
            }
            .second();
            Sure {
                taken: r.taken + 1 + full as i32,
                ..r
            }
        });
        let one = (self.n1 >= 1).then(|| {
            let full = self.m1 >= 1;
            let r = Side {
                n1: self.n1 - 1,
                m1: self.m1 - full as i32,
                ..*self
            }
            .second();
            Sure {
                taken: r.taken + 1 + full as i32,
                ..r
            }
        });
        // A safe move that leaves every option (each beside its own run of
        // safe moves) in place: one in a run of more than one move, or
        // without an option.
        let opts = self.opts[0] + self.opts[1] + self.opts[2];
        let safe = (self.safe > opts).then_some(Sure {
            moves: s.moves - 1,
            ..*s
        });
        let top = self.opts.iter().position(|&c| c > 0);
        let opt = top.map(|i| {
            let mut o = self.opts;
            o[i] -= 1;
            let r = Side { opts: o, ..*self }.second();
            Sure {
                moves: r.moves - 1,
                taken: r.taken + 3 - i as i32,
                ..r
            }
        });
        [area, two, one, safe, opt]
    }
}

/// Integer bounds on a board's value `H` from both players' [`Side`]s: moving
/// second, Left makes at least `a` moves while Right makes at most `b`, so
/// `H >= lo = a - b` (Left answers each of Right's moves in `H - lo`); `H <=
/// hi` likewise. After Left's first move `H^L >= lo1`, and after Right's first
/// move `H^R <= hi1` (`None` when that player has no move).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Bounds {
    /// Lower bound.
    pub lo: i32,
    /// Upper bound.
    pub hi: i32,
    /// Lower bound after Left's best first move.
    pub lo1: Option<i32>,
    /// Upper bound after Right's best first move.
    pub hi1: Option<i32>,
}

impl Bounds {
    /// The bounds from Left's and Right's sides.
    #[inline]
    pub fn new(l: &Side, r: &Side) -> Bounds {
        Self::with(l, r, true, true)
    }

    /// The bounds a search reads with Left (`left`) or Right to move: `lo1`
    /// for Left, `hi1` for Right; the other is not computed (`None`).
    #[inline]
    pub fn to_move(l: &Side, r: &Side, left: bool) -> Bounds {
        Self::with(l, r, left, !left)
    }

    #[inline]
    fn with(l: &Side, r: &Side, first_l: bool, first_r: bool) -> Bounds {
        // The most moves of `s` when the other is sure of `t`.
        let most =
            |s: &Side, other: &Side, t: &Sure| (s.max - t.cut).min((other.room - t.taken) / 2);
        let ls = l.second();
        let rs = r.second();
        let lo = ls.moves - most(r, l, &ls);
        let hi = most(l, r, &rs) - rs.moves;
        let lo1 = if first_l {
            l.firsts(&ls)
                .iter()
                .flatten()
                .map(|t| t.moves - most(r, l, t))
                .max()
        } else {
            None
        };
        let hi1 = if first_r {
            r.firsts(&rs)
                .iter()
                .flatten()
                .map(|t| most(l, r, t) - t.moves)
                .min()
        } else {
            None
        };
        Bounds { lo, hi, lo1, hi1 }
    }
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
        Geo {
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
        }
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
    fn fill_back<const V: bool>(&self, mut g: B, mut p: B) -> B {
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

    /// Cells of `open` that Right can never cover.
    #[inline(always)]
    pub fn left_only(&self, open: B) -> B {
        open & !self.succ_h(open) & !self.pred_h(open)
    }
    /// Cells of `open` that Left can never cover.
    #[inline(always)]
    pub fn right_only(&self, open: B) -> B {
        open & !self.succ_v(open) & !self.pred_v(open)
    }

    /// The move counts of the board `open`.
    #[inline]
    pub fn counts(&self, open: B) -> Counts {
        Counts {
            sl: self.pairs_v(self.left_only(open)),
            ml: self.pairs_v(open),
            sr: self.pairs_h(self.right_only(open)),
            mr: self.pairs_h(open),
        }
    }

    /// The sure moves of one player (Left when `V`) on `open` (see [`Side`]).
    #[inline]
    pub fn side<const V: bool>(&self, open: B) -> Side {
        // Along the player's direction: successor cells, predecessors, the step.
        let sp = |x: B| if V { self.succ_v(x) } else { self.succ_h(x) };
        let pp = |x: B| if V { self.pred_v(x) } else { self.pred_h(x) };
        let step = if V { self.w } else { 1 };
        // Along the opponent's direction.
        let so = |x: B| if V { self.succ_h(x) } else { self.succ_v(x) };
        let po = |x: B| if V { self.pred_h(x) } else { self.pred_v(x) };
        let nb = so(open) | po(open);
        let usable = open & nb;
        let dead = open & !nb;
        // Safe moves: disjoint pairs along runs of dead cells.
        let pairs = self.pair_starts::<V>(dead);
        let safe = pairs.ones() as i32;
        let mut used = pairs | pp(pairs);
        let safe_cells = used;
        // Protective areas: a placement and the next one across, walled
        // (cells not empty or off the board) before the first or after the
        // second; no move of the opponent may touch two of them.
        let place = open & sp(open) & !used & !sp(used);
        let wall_before = !po(open);
        let wall_after = !so(so(open));
        let wb = wall_before & sp(wall_before);
        let wa = wall_after & sp(wall_after);
        let mut cand = place & so(place) & (wb | wa);
        let mut tops = B::ZERO;
        let mut blocks = B::ZERO;
        while !cand.is_empty() {
            let p = cand.lowest();
            let a = B::bit(p) | B::bit(p + step);
            let blk = a | po(a);
            let zone = blk | so(blk) | po(blk);
            cand &= !(zone | sp(zone) | so(zone) | sp(so(zone)));
            tops |= B::bit(p);
            blocks |= blk;
        }
        used |= blocks;
        // Vulnerable placements: greedy along each line.
        let starts = self.pair_starts::<V>(open & !used);
        let pc = starts | pp(starts);
        let crowded = pc & (so(pc) | po(pc));
        let type2 = starts & (crowded | sp(crowded));
        let full = starts & usable & sp(usable);
        let n = starts.ones() as i32;
        let n2 = type2.ones() as i32;
        let m2 = (full & type2).ones() as i32;
        let m1 = full.ones() as i32 - m2;
        // Options: a coverable cell in no structure beside a run of safe
        // moves of even length (the player shifts the run's moves to take
        // it), whose open neighbours across are in no structure either.
        let lone = open & !used & !pc;
        // Runs of odd length: those with a dead cell left unpaired (the last).
        let odd = self.fill_back::<V>(dead & !safe_cells, dead);
        let even = dead & !odd;
        // One option a run: after its end, or else before its start.
        let after = lone & usable & pp(even);
        let mark = self.fill_back::<V>(even & sp(after), even);
        let before = lone & usable & sp(even & !mark);
        let mut cand = after | before;
        let busy = open & !lone;
        cand &= !(so(busy) | po(busy));
        cand &= !po(cand) & !so(cand);
        let good_before = lone & !po(open); // open, neighbour before closed
        let good_after = lone & !so(open);
        let gb = cand & po(good_before);
        let ga = cand & so(good_after);
        let o3 = (gb & ga).ones() as i32;
        let o2 = (gb ^ ga).ones() as i32;
        let o1 = cand.ones() as i32 - o3 - o2;
        Side {
            opts: [o3, o2, o1],
            safe,
            xs: tops.ones() as i32,
            n1: n - n2,
            m1,
            n2,
            m2,
            room: usable.ones() as i32,
            max: if V {
                self.pairs_v(open)
            } else {
                self.pairs_h(open)
            },
        }
    }

    /// The bounds of the board `open` (see [`Bounds`]).
    #[inline]
    pub fn bounds_of(&self, open: B) -> Bounds {
        Bounds::new(&self.side::<true>(open), &self.side::<false>(open))
    }

    /// The bounds of the board `open` as a search reads them with Left
    /// (`left`) or Right to move (see [`Bounds::to_move`]), and its move
    /// counts (the same as [`Self::counts`], read off the two sides).
    #[inline]
    pub fn bounds_to_move(&self, open: B, left: bool) -> (Bounds, Counts) {
        let l = self.side::<true>(open);
        let r = self.side::<false>(open);
        let c = Counts {
            sl: l.safe,
            ml: l.max,
            sr: r.safe,
            mr: r.max,
        };
        (Bounds::to_move(&l, &r, left), c)
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

    #[test]
    fn counts_of_small_boards() {
        let g: Geo<u64> = Geo::new(4, 3);
        let open = g.all;
        let c = g.counts(open);
        // 4 columns of 3: one vertical move each; 3 rows of 4: two each.
        assert_eq!((c.ml, c.mr, c.sl, c.sr), (4, 6, 0, 0));
        // A 1x2 strip: Right's safe move.
        let g: Geo<u64> = Geo::new(2, 1);
        assert_eq!(
            g.counts(g.all),
            Counts {
                sl: 0,
                ml: 0,
                sr: 1,
                mr: 1
            }
        );
    }

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
