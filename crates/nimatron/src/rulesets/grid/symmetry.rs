//! The symmetries of a board: its images under reflections and quarter
//! turns, the least of them (the representative a memo keys positions by),
//! and representatives up to the colour swap, for rulesets where swapping
//! the colours swaps the players.

use super::{bits, flip8, pack8, spread8, transpose8, Board, Cell};

impl Board {
    /// The mask `m` with its rows in reverse order (bit 1) and each row
    /// reversed (bit 0).
    #[inline]
    fn flip(&self, m: u64, t: u8) -> u64 {
        let (w, h) = (self.width(), self.height());
        if w * h == 0 {
            return 0;
        }
        if t & 3 == 3 {
            // Both flips: every bit reversed.
            return (m & self.all()).reverse_bits() >> (64 - w * h);
        }
        if t & 3 == 0 {
            return m;
        }
        let mut out = 0u64;
        for r in 0..h {
            let mut row = self.row_of(m, r);
            if t & 1 != 0 {
                row = row.reverse_bits() >> (64 - w);
            }
            let to = if t & 2 != 0 { h - 1 - r } else { r };
            out |= row << (to * w);
        }
        out
    }

    /// The board with rows and columns exchanged.
    fn transposed(&self) -> Board {
        let (w, h) = (self.width(), self.height());
        let t = |m: u64| {
            bits(m).fold(0u64, |acc, i| {
                let (r, c) = (i / w, i % w);
                acc | 1u64 << (c * h + r)
            })
        };
        Board {
            w: self.h,
            h: self.w,
            black: t(self.black),
            white: t(self.white),
            wall: t(self.wall),
        }
    }

    /// The image under symmetry `t` (bit 2: transpose first; bit 1: flip the
    /// rows; bit 0: flip the columns).
    pub fn transform(&self, t: u8) -> Board {
        let base = if t & 4 != 0 { self.transposed() } else { *self };
        base.flipped(t & 3)
    }

    fn flipped(&self, t: u8) -> Board {
        if t == 0 {
            return *self;
        }
        Board {
            black: self.flip(self.black, t),
            white: self.flip(self.white, t),
            wall: self.flip(self.wall, t),
            ..*self
        }
    }

    /// The least image under the symmetries `syms` ([`DIHEDRAL`] or
    /// [`REFLECTIONS`]). Boards of at most 8 x 8 are turned as 8 x 8 bit
    /// matrices (a row a byte: flips and the transposition are a few word
    /// operations); wider or taller ones by [`Board::least_image_wide`].
    pub fn least_image(&self, syms: &[u8]) -> Board {
        let (w, h) = (self.width(), self.height());
        if w > 8 || h > 8 || w * h == 0 {
            return self.least_image_wide(syms);
        }
        self.least8::<false>(syms).0
    }

    /// [`Board::least_image`] of a board of at most 8 x 8 cells, and with
    /// `SWAP` the least of its images and its colour swap's, with whether it
    /// is one of the swap's: each image's masks are made once (the swap's
    /// image is the same masks with black and white exchanged).
    fn least8<const SWAP: bool>(&self, syms: &[u8]) -> (Board, bool) {
        let (w, h) = (self.width(), self.height());
        let all = syms.len() > 4;
        let masks = [
            spread8(self.black, w, h),
            spread8(self.white, w, h),
            spread8(self.wall, w, h),
        ];
        // Images are ordered by width first: only the narrower of the board
        // and its transpose can give the least. Among images of one shape the
        // order of 8 x 8 masks is that of the packed masks (both number the
        // cells row by row).
        let (mut best, mut bw, mut bh, mut neg) = ([u64::MAX; 3], w, h, false);
        let mut consider = |m: [u64; 3], w: usize, h: usize| {
            for t in 0..4u8 {
                let img = m.map(|x| flip8(x, w, h, t));
                if img < best {
                    (best, bw, bh, neg) = (img, w, h, false);
                }
                let swapped = [img[1], img[0], img[2]];
                if SWAP && swapped < best {
                    (best, bw, bh, neg) = (swapped, w, h, true);
                }
            }
        };
        if !all || w <= h {
            consider(masks, w, h);
        }
        if all && h <= w {
            consider(masks.map(transpose8), h, w);
        }
        let board = Board {
            w: bw as u8,
            h: bh as u8,
            black: pack8(best[0], bw, bh),
            white: pack8(best[1], bw, bh),
            wall: pack8(best[2], bw, bh),
        };
        (board, neg)
    }

    /// [`Board::least_image`] for any board. Images are compared black
    /// stones first: the white stones and walls of an image are made only
    /// while it ties for least.
    pub fn least_image_wide(&self, syms: &[u8]) -> Board {
        let all = syms.len() > 4;
        // Images are ordered by width first: only the narrower of the board
        // and its transpose can give the least.
        let mut bases = [*self; 2];
        let mut nb = 0;
        if !all || self.w <= self.h {
            nb = 1;
        }
        if all && self.h <= self.w {
            bases[nb] = self.transposed();
            nb += 1;
        }
        // Candidates (base, flip) still tied for least.
        let mut cands = [(0usize, 0u8); 8];
        let mut nc = 0;
        let mut best = 0u64;
        for (bi, b) in bases.iter().enumerate().take(nb) {
            for t in 0..4u8 {
                let m = b.flip(b.black, t);
                if nc == 0 || m < best {
                    best = m;
                    nc = 0;
                }
                if m == best {
                    cands[nc] = (bi, t);
                    nc += 1;
                }
            }
        }
        let black = best;
        let narrow = |cands: &mut [(usize, u8); 8], nc: &mut usize, mask: fn(&Board) -> u64| {
            if *nc == 1 {
                let (bi, t) = cands[0];
                return bases[bi].flip(mask(&bases[bi]), t);
            }
            let mut best = 0u64;
            let mut kept = 0;
            for i in 0..*nc {
                let (bi, t) = cands[i];
                let m = bases[bi].flip(mask(&bases[bi]), t);
                if kept == 0 || m < best {
                    best = m;
                    kept = 0;
                }
                if m == best {
                    cands[kept] = cands[i];
                    kept += 1;
                }
            }
            *nc = kept;
            best
        };
        let white = narrow(&mut cands, &mut nc, |b| b.white);
        let wall = narrow(&mut cands, &mut nc, |b| b.wall);
        let shape = &bases[cands[0].0];
        Board {
            w: shape.w,
            h: shape.h,
            black,
            white,
            wall,
        }
    }

    /// A representative of the board and the board with its colours
    /// swapped under `syms`, and whether it is an image of the swapped
    /// board: where swapping the colours swaps the players, the board and
    /// its swap are one class up to the sign of the value. The colouring
    /// with fewer black stones is taken, and with as many of each the least
    /// image of both (see [`Board::least_image`]); so a board and its swap
    /// get the same representative.
    pub fn least_image_signed(&self, syms: &[u8]) -> (Board, bool) {
        let (nb, nw) = (self.black.count_ones(), self.white.count_ones());
        if nb != nw {
            return if nb < nw {
                (self.least_image(syms), false)
            } else {
                (self.swap_colours().least_image(syms), true)
            };
        }
        let (w, h) = (self.width(), self.height());
        if w > 8 || h > 8 || w * h == 0 {
            let own = self.least_image(syms);
            let swapped = self.swap_colours().least_image(syms);
            return if swapped < own {
                (swapped, true)
            } else {
                (own, false)
            };
        }
        self.least8::<true>(syms)
    }

    /// The board cropped to its open cells (walls around them) as
    /// [`Board::least_image_signed`] represents it under `syms`: the key of
    /// a stone game whose colours are its players (Konane, Amazons, NoGo).
    pub fn open_part_signed(&self, syms: &[u8]) -> (Board, bool) {
        self.crop(self.open(), Cell::Wall).least_image_signed(syms)
    }

    /// Whether swapping the colours gives an image of the board under
    /// `syms`: then a search from it meets every position with its swap's
    /// mirror, and representatives up to the swap (see
    /// [`Board::least_image_signed`]) halve its work.
    pub fn swap_symmetric(&self, syms: &[u8]) -> bool {
        self.black.count_ones() == self.white.count_ones()
            && self.least_image(syms) == self.swap_colours().least_image(syms)
    }

    /// The board with black and white swapped.
    pub fn swap_colours(&self) -> Board {
        Board {
            black: self.white,
            white: self.black,
            ..*self
        }
    }
}
