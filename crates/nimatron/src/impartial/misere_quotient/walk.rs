//! Words over the heaps (sums of heaps, as exponent vectors) in increasing
//! lexicographic order, the largest heap most significant, with pruning: the
//! order in which every search of this module meets sums of heaps.
//!
//! The order is a monomial order (adding a word to two words keeps their
//! order), so when a word `w` is pruned because a smaller word `v` already
//! stands for it, every word `w + u` is represented by the smaller `v + u`:
//! the walk skips them all. It holds no recursion: an odometer over the
//! letters with one state per letter.

use crate::limits::{Meter, Stop};

/// A word: `(letter, exponent)` pairs, letters increasing, exponents positive.
pub type Word = Vec<(u32, u32)>;

/// Compare two words in the walk's order: the larger letter decides first.
pub fn cmp_words(a: &Word, b: &Word) -> std::cmp::Ordering {
    let (mut i, mut j) = (a.len(), b.len());
    loop {
        match (i, j) {
            (0, 0) => return std::cmp::Ordering::Equal,
            (0, _) => return std::cmp::Ordering::Less,
            (_, 0) => return std::cmp::Ordering::Greater,
            _ => {}
        }
        let (la, ea) = a[i - 1];
        let (lb, eb) = b[j - 1];
        if la != lb {
            return la.cmp(&lb);
        }
        if ea != eb {
            return ea.cmp(&eb);
        }
        i -= 1;
        j -= 1;
    }
}

/// What the walk does after a visit.
pub enum Flow {
    /// Go on.
    Go,
    /// Stop the walk (a failure was found, a bound was passed).
    Stop,
}

/// Walk the words over `letters` letters in increasing order, from the empty
/// word (state `root`). `extend(state, k)` gives the state of the word with
/// one more letter `k`, or `None` to prune that word (and every word that
/// extends it by letters up to `k`); `visit(exponents, state)` sees each word
/// kept. Returns whether the walk ran to its end (rather than being stopped
/// by `visit`). The meter counts one tick per extension.
pub fn walk<S>(
    letters: usize,
    root: S,
    meter: &mut Meter,
    mut extend: impl FnMut(&S, usize) -> Option<S>,
    mut visit: impl FnMut(&[u32], &S) -> Flow,
) -> Result<bool, Stop> {
    let mut exps = vec![0u32; letters];
    // states[k] holds the state of the word with exponents exps[k..] when
    // exps[k] > 0; otherwise the state is that of the nearest higher letter
    // with a positive exponent (or the root).
    let mut states: Vec<Option<S>> = (0..letters).map(|_| None).collect();
    if let Flow::Stop = visit(&exps, &root) {
        return Ok(false);
    }
    let mut d = 0;
    while d < letters {
        meter.tick()?;
        let source = (d..letters)
            .find_map(|k| states[k].as_ref())
            .unwrap_or(&root);
        match extend(source, d) {
            None => {
                exps[d] = 0;
                states[d] = None;
                d += 1;
            }
            Some(s) => {
                exps[d] += 1;
                let flow = visit(&exps, &s);
                states[d] = Some(s);
                if let Flow::Stop = flow {
                    return Ok(false);
                }
                d = 0;
            }
        }
    }
    Ok(true)
}

/// The word of an exponent vector (letters mapped through `letter_id`).
pub fn word_of(exps: &[u32], letter_id: impl Fn(usize) -> u32) -> Word {
    exps.iter()
        .enumerate()
        .filter(|(_, &e)| e > 0)
        .map(|(k, &e)| (letter_id(k), e))
        .collect()
}

/// Every element of a monoid of `n` elements reached from `start` by the
/// actions `act(x, k)` of `letters` letters, each visited once with its least
/// word (exponents) in the walk's order; `start` is visited first.
pub fn reach(
    letters: usize,
    n: usize,
    start: usize,
    meter: &mut Meter,
    act: impl Fn(usize, usize) -> usize,
    mut visit: impl FnMut(&[u32], usize),
) -> Result<(), Stop> {
    let mut seen = super::bits::Bits::new(n);
    seen.set(start);
    walk(
        letters,
        start,
        meter,
        |&x, k| {
            let y = act(x, k);
            if seen.get(y) {
                None
            } else {
                seen.set(y);
                Some(y)
            }
        },
        |exps, &x| {
            visit(exps, x);
            Flow::Go
        },
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::Limits;

    #[test]
    fn words_come_in_increasing_order_and_pruning_cuts_branches() {
        // Two letters, exponents below 3: all nine words, in order.
        let mut seen: Vec<Word> = Vec::new();
        let mut meter = Limits::none().start();
        let done = walk(
            2,
            (0u32, 0u32),
            &mut meter,
            |&(a, b), k| {
                let next = if k == 0 { (a + 1, b) } else { (0, b + 1) };
                (next.0 < 3 && next.1 < 3).then_some(next)
            },
            |exps, _| {
                seen.push(word_of(exps, |k| k as u32));
                Flow::Go
            },
        )
        .unwrap();
        assert!(done);
        assert_eq!(seen.len(), 9);
        for w in seen.windows(2) {
            assert_eq!(cmp_words(&w[0], &w[1]), std::cmp::Ordering::Less);
        }
        assert_eq!(seen[3], vec![(1, 1)]);
    }
}
