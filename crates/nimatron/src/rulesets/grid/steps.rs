//! Shifts of bit boards that keep to rows: `Steps` (directions planned once
//! per board), `Ortho` and `Compass` (the four and eight neighbours, shifts
//! unrolled), regions by flooding, and iteration over set bits.

/// The mask of the first `n` bits.
#[inline]
pub(crate) fn low(n: usize) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}

/// Iterate over the set bits of a mask, lowest first.
#[inline]
pub fn bits(mut m: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if m == 0 {
            None
        } else {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            Some(i)
        }
    })
}

/// Steps in up to eight directions planned for one board ([`Board::steps`]):
/// step `k` moves bit `i` to bit `i + by[k]`, from the cells of `from[k]`
/// (those whose step stays on the board).
#[derive(Copy, Clone, Debug)]
pub struct Steps {
    pub(super) n: usize,
    pub(super) by: [i32; 8],
    pub(super) from: [u64; 8],
}

impl Steps {
    /// The number of directions.
    #[inline]
    pub fn len(&self) -> usize {
        self.n
    }

    /// Whether there are none.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// The cells of `m` moved by step `k` (cells leaving the board dropped).
    #[inline]
    pub fn shift(&self, m: u64, k: usize) -> u64 {
        let src = m & self.from[k];
        let by = self.by[k];
        if by >= 0 {
            src << by
        } else {
            src >> -by
        }
    }

    /// The cell one step `k` from bit `i`, if it is on the board.
    #[inline]
    pub fn step(&self, i: usize, k: usize) -> Option<usize> {
        (self.from[k] >> i & 1 == 1).then(|| (i as i32 + self.by[k]) as usize)
    }

    /// The cells of `m` and their neighbours by these steps.
    #[inline]
    pub fn dilate(&self, m: u64) -> u64 {
        (0..self.n).fold(m, |acc, k| acc | self.shift(m, k))
    }

    /// The part of `within` connected to `seed` by these steps.
    #[inline]
    pub fn region(&self, seed: u64, within: u64) -> u64 {
        flood(seed, within, |m| self.dilate(m))
    }
}

/// The part of `within` connected to `seed`: `dilate` (a cell set and its
/// neighbours) applied until nothing more of `within` is reached. Shared by
/// [`Steps`], [`Ortho`] and [`Compass`].
#[inline(always)]
pub(super) fn flood(seed: u64, within: u64, dilate: impl Fn(u64) -> u64) -> u64 {
    let mut region = seed & within;
    loop {
        let grown = dilate(region) & within;
        if grown == region {
            return region;
        }
        region = grown;
    }
}

/// The four orthogonal steps of one board ([`Board::orthogonal`]), in the
/// order of [`ORTHOGONAL`] (up, down, left, right: `k ^ 1` is the opposite
/// of `k`): [`Steps`] of those four with the shifts known to the compiler
/// wherever `k` is (loops over `0..4` unroll).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Ortho {
    pub(super) w: u32,
    pub(super) from: [u64; 4],
}

impl Ortho {
    /// The cells of `m` moved by step `k` (cells leaving the board dropped).
    #[inline(always)]
    pub fn shift(&self, m: u64, k: usize) -> u64 {
        let src = m & self.from[k];
        match k {
            0 => src.wrapping_shr(self.w),
            1 => src.wrapping_shl(self.w),
            2 => src >> 1,
            _ => src << 1,
        }
    }

    /// The cells of `m` and their four neighbours.
    #[inline(always)]
    pub fn dilate(&self, m: u64) -> u64 {
        m | self.shift(m, 0) | self.shift(m, 1) | self.shift(m, 2) | self.shift(m, 3)
    }

    /// The part of `within` connected to `seed`.
    #[inline]
    pub fn region(&self, seed: u64, within: u64) -> u64 {
        flood(seed, within, |m| self.dilate(m))
    }
}

/// The eight king steps of one board ([`Board::compass`]), in the order of
/// [`COMPASS`] (the four of [`Ortho`], then up-left, up-right, down-left,
/// down-right; [`OPPOSITE`] pairs them): [`Steps`] of those eight with the
/// shifts known to the compiler wherever `k` is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Compass {
    pub(super) w: u32,
    pub(super) from: [u64; 8],
}

/// The step opposite each of [`COMPASS`].
pub const OPPOSITE: [usize; 8] = [1, 0, 3, 2, 7, 6, 5, 4];

impl Compass {
    /// The cells of `m` moved by step `k` (cells leaving the board dropped).
    #[inline(always)]
    pub fn shift(&self, m: u64, k: usize) -> u64 {
        let src = m & self.from[k];
        let w = self.w;
        match k {
            0 => src.wrapping_shr(w),
            1 => src.wrapping_shl(w),
            2 => src >> 1,
            3 => src << 1,
            4 => src.wrapping_shr(w + 1),
            5 => src.wrapping_shr(w.wrapping_sub(1)),
            6 => src.wrapping_shl(w.wrapping_sub(1)),
            _ => src.wrapping_shl(w + 1),
        }
    }

    /// The cells of `m` and their eight neighbours.
    #[inline(always)]
    pub fn dilate(&self, m: u64) -> u64 {
        (0..8).fold(m, |acc, k| acc | self.shift(m, k))
    }

    /// The part of `within` connected to `seed`.
    #[inline]
    pub fn region(&self, seed: u64, within: u64) -> u64 {
        flood(seed, within, |m| self.dilate(m))
    }
}
