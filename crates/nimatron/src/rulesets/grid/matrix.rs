//! Boards of up to 8 x 8 cells as 8 x 8 bit matrices (a row a byte): their
//! symmetries as byte and bit shuffles.

use super::low;

/// A packed mask of a board `w` wide and `h` high (`w, h <= 8`) as an
/// 8 x 8 bit matrix: row `r` in byte `r`, column `c` in bit `c` of it.
#[inline]
pub(crate) fn spread8(m: u64, w: usize, h: usize) -> u64 {
    let mut out = 0;
    for r in 0..h {
        out |= ((m >> (r * w)) & low(w)) << (8 * r);
    }
    out
}

/// The packed mask of an 8 x 8 matrix of `w` x `h` ([`spread8`] undone).
#[inline]
pub(crate) fn pack8(m: u64, w: usize, h: usize) -> u64 {
    let mut out = 0;
    for r in 0..h {
        out |= ((m >> (8 * r)) & 0xff) << (r * w);
    }
    out
}

/// An 8 x 8 matrix of `w` x `h` with its columns reversed (bit 0 of `t`)
/// and its rows reversed (bit 1), as [`Board::flip`] does.
#[inline(always)]
pub(crate) fn flip8(mut m: u64, w: usize, h: usize, t: u8) -> u64 {
    if t & 1 != 0 {
        // Each byte's bits reversed, then moved down to the first `w`.
        m = m.reverse_bits().swap_bytes() >> (8 - w);
    }
    if t & 2 != 0 {
        m = m.swap_bytes() >> (8 * (8 - h));
    }
    m
}

/// An 8 x 8 matrix transposed: bit `8r + c` to bit `8c + r` (three rounds
/// of swaps, Hacker's Delight 7-3).
#[inline(always)]
pub(crate) fn transpose8(mut x: u64) -> u64 {
    let t = (x ^ (x >> 7)) & 0x00AA_00AA_00AA_00AA;
    x ^= t ^ (t << 7);
    let t = (x ^ (x >> 14)) & 0x0000_CCCC_0000_CCCC;
    x ^= t ^ (t << 14);
    let t = (x ^ (x >> 28)) & 0x0000_0000_F0F0_F0F0;
    x ^= t ^ (t << 28);
    x
}
