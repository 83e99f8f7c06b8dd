//! The move counts and static bounds of a Domineering board (on the
//! geometry of `board`).
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
use super::board::Geo;

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

/// The most moves a player of `max` moves can make against an opponent
/// sure of `t`, where `room` cells are left that the player can cover.
#[inline]
fn most(max: i32, room: i32, t: &Sure) -> i32 {
    (max - t.cut).min((room - t.taken) / 2)
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
    /// The least this player gains on its opponent (of `other_max` moves at
    /// most) moving second, `s` being [`Self::second`]: its sure moves less
    /// the opponent's most moves.
    #[inline]
    fn margin(&self, s: &Sure, other_max: i32) -> i32 {
        s.moves - most(other_max, self.room, s)
    }

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
        let ls = l.second();
        let rs = r.second();
        let lo = l.margin(&ls, r.max);
        let hi = -r.margin(&rs, l.max);
        let lo1 = if first_l {
            l.firsts(&ls)
                .iter()
                .flatten()
                .map(|t| t.moves - most(r.max, l.room, t))
                .max()
        } else {
            None
        };
        let hi1 = if first_r {
            r.firsts(&rs)
                .iter()
                .flatten()
                .map(|t| most(l.max, r.room, t) - t.moves)
                .min()
        } else {
            None
        };
        Bounds { lo, hi, lo1, hi1 }
    }
}

/// What [`Geo::mover_margins`] gives: the player to move's margin moving
/// second, and what its margin after a first move needs.
pub struct Margins {
    /// The margin moving second: sure moves less the opponent's most.
    pub now: i32,
    side: Side,
    sure: Sure,
    other_max: i32,
}

impl Margins {
    /// The best margin after a first move of the player (`None` when it has
    /// none).
    #[inline]
    pub fn first(&self) -> Option<i32> {
        self.side
            .firsts(&self.sure)
            .iter()
            .flatten()
            .map(|t| t.moves - most(self.other_max, self.side.room, t))
            .max()
    }
}

impl<B: Bits> Geo<B> {
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

    /// The table of [`Geo::area`] for one player (Left when `V`): for each
    /// cell `p`, the 2x2 block of the protective area whose first placement
    /// starts at `p` (that placement and the next across, toward the
    /// opponent's successors), and the candidate first cells it excludes:
    /// those of areas that one move of the opponent could touch together
    /// with it.
    pub(super) fn area_table<const V: bool>(&self) -> Vec<(B, B)> {
        let sp = |x: B| if V { self.succ_v(x) } else { self.succ_h(x) };
        let so = |x: B| if V { self.succ_h(x) } else { self.succ_v(x) };
        let po = |x: B| if V { self.pred_h(x) } else { self.pred_v(x) };
        let step = if V { self.w } else { 1 };
        (0..self.n)
            .map(|p| {
                let a = B::bit(p)
                    | if p + step < self.n {
                        B::bit(p + step)
                    } else {
                        B::ZERO
                    };
                let blk = a | po(a);
                let zone = blk | so(blk) | po(blk);
                (blk, zone | sp(zone) | so(zone) | sp(so(zone)))
            })
            .collect()
    }

    /// The sure moves of one player (Left when `V`) on `open` (see [`Side`]).
    #[inline]
    pub fn side<const V: bool>(&self, open: B) -> Side {
        // Along the player's direction: successor cells, predecessors, the step.
        let sp = |x: B| if V { self.succ_v(x) } else { self.succ_h(x) };
        let pp = |x: B| if V { self.pred_v(x) } else { self.pred_h(x) };
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
        let mut xs = 0;
        let mut blocks = B::ZERO;
        let table = &self.area[V as usize];
        // Picked from both ends at once, the lowest and the highest
        // candidate (both unless one excludes the other: the excluded zones
        // are symmetric), which halves the steps and, on the record boards,
        // finds as many areas or more (8x8: 302,492 nodes against 318,852
        // picking from the low end only). Any set of candidates that no
        // move of the opponent touches two of is sound.
        while !cand.is_empty() {
            let p = cand.lowest();
            let q = cand.highest();
            let (blk, kill) = table[p as usize];
            let (blk_q, kill_q) = table[q as usize];
            if kill & B::bit(q) != B::ZERO {
                cand &= !kill;
                xs += 1;
                blocks |= blk;
            } else {
                cand &= !(kill | kill_q);
                xs += 2;
                blocks |= blk | blk_q;
            }
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
            xs,
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

    /// The bound that can show that the player to move (Left when `left`)
    /// loses the board `open`: for Left the upper bound `hi` of
    /// [`Bounds`], for Right the lower bound `lo`; and the board's move
    /// counts. It needs the full [`Side`] of the other player only (the
    /// player to move contributes its most moves), half the work of
    /// [`Self::bounds_to_move`]: what a search reads for every child of a
    /// position, before it knows which it will visit.
    #[inline]
    pub fn loss_bound(&self, open: B, left: bool) -> (i32, Counts) {
        if left {
            let r = self.side::<false>(open);
            let ml = self.pairs_v(open);
            let sl = self.pairs_v(self.left_only(open));
            let c = Counts {
                sl,
                ml,
                sr: r.safe,
                mr: r.max,
            };
            (-r.margin(&r.second(), ml), c)
        } else {
            let l = self.side::<true>(open);
            let mr = self.pairs_h(open);
            let sr = self.pairs_h(self.right_only(open));
            let c = Counts {
                sl: l.safe,
                ml: l.max,
                sr,
                mr,
            };
            (l.margin(&l.second(), mr), c)
        }
    }

    /// The player to move's own half of the bounds of `open` (Left's when
    /// `left`), against an opponent of at most `other_max` moves (from
    /// [`Self::loss_bound`]'s counts): its margin moving second (for Left
    /// the lower bound `lo` of [`Bounds`], for Right `-hi`), and the same
    /// after its best first move, computed only if asked for (for Left
    /// `lo1`, for Right `-hi1`; `None` with no move). What a search needs
    /// to pass over a child its player wins by the bounds, the other half
    /// of the work after [`Self::loss_bound`].
    #[inline]
    pub fn mover_margins(&self, open: B, left: bool, other_max: i32) -> Margins {
        let side = if left {
            self.side::<true>(open)
        } else {
            self.side::<false>(open)
        };
        let sure = side.second();
        Margins {
            now: side.margin(&sure, other_max),
            side,
            sure,
            other_max,
        }
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
}
