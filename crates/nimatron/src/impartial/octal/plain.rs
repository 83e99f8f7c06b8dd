//! The plain method (the mex over every option) and the byte marks that both
//! methods use.

use super::game::OctalGame;
use super::values::Val;

/// Length of the byte arrays of marks: every 16-bit value, plus padding for
/// 8-byte reads.
pub(super) const SEEN_LEN: usize = (1 << 16) + 64;

/// Zeroes a mark array whose length is a multiple of 64 (inline stores rather
/// than a call to `memset` for these short arrays).
#[inline(always)]
pub(super) fn clear(marks: &mut [u8]) {
    for c in marks.chunks_exact_mut(64) {
        c.copy_from_slice(&[0u8; 64]);
    }
}

/// Marks value `v`.
#[inline(always)]
pub(super) fn mark(seen: &mut [u8], v: u32) {
    seen[v as usize] = 1;
}

/// Least unmarked value below `span` (or `span`).
#[inline]
pub(super) fn first_unmarked(seen: &[u8], span: u32) -> u32 {
    seen[..span as usize]
        .iter()
        .position(|&b| b == 0)
        .map_or(span, |v| v as u32)
}

/// Marks single-heap and three-heap options (both methods).
#[inline(always)]
pub(super) fn mark_simple<T: Val>(g: &[T], n: usize, game: &OctalGame, seen: &mut [u8]) {
    for &k in &game.whole {
        if n == k && k > 0 {
            mark(seen, 0);
        }
    }
    for &k in &game.one {
        if n > k && k > 0 {
            mark(seen, g[n - k].get());
        }
    }
    for &k in &game.three {
        if n >= k + 3 {
            let m = n - k;
            for a in 1..=m / 3 {
                for b in a..=(m - a) / 2 {
                    mark(seen, g[a].get() ^ g[b].get() ^ g[m - a - b].get());
                }
            }
        }
    }
}

/// Plain mex over every option.
pub(super) fn plain_value<T: Val>(
    g: &[T],
    n: usize,
    game: &OctalGame,
    seen: &mut [u8],
    span: u32,
) -> u32 {
    mark_simple(g, n, game, seen);
    for &k in &game.two {
        if n >= k + 2 {
            let m = n - k;
            let hi = if game.unequal { (m - 1) / 2 } else { m / 2 };
            for a in 1..=hi {
                mark(seen, g[a].get() ^ g[m - a].get());
            }
        }
    }
    first_unmarked(seen, span)
}
