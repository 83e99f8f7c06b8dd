//! How players name the moves of Nim's relatives (`variants.rs`): `take 2
//! from A`, `take 1 from both`, `NNE`, `eat 3`, each made with its option.
//!
//! Every function here lists the options in the order of the position's
//! `options()`, each with its name; names of one position are distinct
//! (letters name heaps in the position's written order, A to Z, then `#27`).

use super::grundy::ImpartialPosition;
use super::variants::{
    FibonacciNim, GreedyNim, HungryKnight, Knight, MooreNim, SubtractionGame, Wythoff,
};

/// The name of heap `i` (from 0) in a move's name: `A` to `Z`, then `#27`,
/// `#28`, ...
pub fn heap_letter(i: usize) -> String {
    match u8::try_from(i) {
        Ok(k) if k < 26 => char::from(b'A' + k).to_string(),
        _ => format!("#{}", i + 1),
    }
}

/// The name of the first move in `named` that reaches `to` (a ruleset's
/// `move_name` from its `named_options`).
pub fn first_name<P: PartialEq>(named: Vec<(Option<String>, P)>, to: &P) -> Option<String> {
    named
        .into_iter()
        .find(|(_, o)| o == to)
        .and_then(|(n, _)| n)
}

/// `take 3 from B`, or `take 3` where there is one heap.
fn take_from(k: u64, heap: usize, heaps: usize) -> String {
    if heaps == 1 {
        format!("take {k}")
    } else {
        format!("take {k} from {}", heap_letter(heap))
    }
}

/// Wythoff: `take 2 from A`, `take 3 from B`, `take 1 from both`.
pub(super) fn wythoff(p: &Wythoff) -> Vec<(Option<String>, Wythoff)> {
    let Wythoff(a, b) = *p;
    let mut out = Vec::new();
    for k in 1..=a {
        out.push((Some(format!("take {k} from A")), Wythoff(a - k, b)));
    }
    for k in 1..=b {
        out.push((Some(format!("take {k} from B")), Wythoff(a, b - k)));
    }
    for k in 1..=a.min(b) {
        out.push((Some(format!("take {k} from both")), Wythoff(a - k, b - k)));
    }
    out
}

/// Greedy Nim: `take 2 from C` (a largest heap; the heaps reached are
/// sorted, as the options are).
pub(super) fn greedy(p: &GreedyNim) -> Vec<(Option<String>, GreedyNim)> {
    let max = p.0.iter().copied().max().unwrap_or(0);
    let mut out = Vec::new();
    for (i, &h) in p.0.iter().enumerate() {
        if h == max && h > 0 {
            for to in 0..h {
                let mut v = p.0.clone();
                v[i] = to;
                v.sort_unstable();
                out.push((Some(take_from(h - to, i, p.0.len())), GreedyNim(v)));
            }
        }
    }
    out
}

/// Moore's Nim: `take 1 from A, 2 from C` (the heaps in order; `take 2`
/// where there is one heap).
pub(super) fn moore(p: &MooreNim) -> Vec<(Option<String>, MooreNim)> {
    let n = p.heaps.len();
    p.options()
        .into_iter()
        .map(|o| {
            let parts: Vec<String> = (0..n)
                .filter(|&i| o.heaps[i] != p.heaps[i])
                .map(|i| {
                    let k = p.heaps[i] - o.heaps[i];
                    match n {
                        1 => k.to_string(),
                        _ => format!("{k} from {}", heap_letter(i)),
                    }
                })
                .collect();
            (Some(format!("take {}", parts.join(", "))), o)
        })
        .collect()
}

/// Fibonacci Nim: `take 3`.
pub(super) fn fibonacci(p: &FibonacciNim) -> Vec<(Option<String>, FibonacciNim)> {
    (1..=p.max_take.min(p.coins))
        .map(|k| {
            let o = FibonacciNim {
                coins: p.coins - k,
                max_take: 2 * k,
            };
            (Some(format!("take {k}")), o)
        })
        .collect()
}

/// A subtraction game: `take 3 from B` (`take 3` on one heap).
pub(super) fn subtraction(p: &SubtractionGame) -> Vec<(Option<String>, SubtractionGame)> {
    let mut out = Vec::new();
    for (i, &h) in p.heaps.iter().enumerate() {
        for &k in &p.set {
            if k >= 1 && k <= h {
                let mut v = p.heaps.clone();
                v[i] = h - k;
                let o = SubtractionGame {
                    heaps: v,
                    set: p.set.clone(),
                };
                out.push((Some(take_from(k, i, p.heaps.len())), o));
            }
        }
    }
    out
}

/// The knight's jumps by their compass names, in the order of
/// [`Knight`]'s options: row and column steps (row 0 is north).
const JUMPS: [(&str, isize, isize); 4] = [
    ("NNE", -2, 1),
    ("NNW", -2, -1),
    ("NWW", -1, -2),
    ("SWW", 1, -2),
];

/// The Hungry Knight: a jump by its direction (`NNE`, `NNW`, `NWW`, `SWW`)
/// or `eat 3` (apples).
pub(super) fn hungry_knight(p: &HungryKnight) -> Vec<(Option<String>, HungryKnight)> {
    let k = &p.knight;
    let mut out: Vec<(Option<String>, HungryKnight)> = JUMPS
        .iter()
        .filter_map(|&(name, dr, dc)| {
            let row = k.row.checked_add_signed(dr).filter(|&r| r < k.rows)?;
            let col = k.col.checked_add_signed(dc).filter(|&c| c < k.cols)?;
            let knight = Knight { row, col, ..*k };
            Some((
                Some(name.to_string()),
                HungryKnight {
                    knight,
                    apples: p.apples,
                },
            ))
        })
        .collect();
    out.extend((0..p.apples).map(|a| {
        let o = HungryKnight {
            knight: k.clone(),
            apples: a,
        };
        (Some(format!("eat {}", p.apples - a)), o)
    }));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fmt::Debug;

    /// The named options are the options, in their order, and no two names
    /// are alike, even after the case and spaces are ignored (as players'
    /// names are read).
    fn check<P: ImpartialPosition + Debug>(p: &P) -> Vec<String> {
        let named = p.named_options();
        let options: Vec<P> = named.iter().map(|(_, o)| o.clone()).collect();
        assert_eq!(options, p.options(), "{p:?}");
        let names: Vec<String> = named.into_iter().map(|(n, _)| n.unwrap()).collect();
        let mut folded: Vec<String> = names
            .iter()
            .map(|n| n.to_lowercase().replace(' ', ""))
            .collect();
        folded.sort();
        folded.dedup();
        assert_eq!(folded.len(), names.len(), "{names:?}");
        for (o, n) in p.options().iter().zip(&names) {
            // A position reached twice is named by its first move.
            if p.options().iter().filter(|x| *x == o).count() == 1 {
                assert_eq!(p.move_name(o).as_ref(), Some(n));
            }
        }
        names
    }

    #[test]
    fn wythoff_moves_take_from_one_heap_or_both() {
        let names = check(&Wythoff(2, 1));
        assert_eq!(
            names,
            [
                "take 1 from A",
                "take 2 from A",
                "take 1 from B",
                "take 1 from both"
            ]
        );
        for a in 0..5 {
            for b in 0..5 {
                check(&Wythoff(a, b));
            }
        }
    }

    #[test]
    fn greedy_moves_take_from_a_largest_heap() {
        let names = check(&GreedyNim(vec![3, 4, 5]));
        assert_eq!(
            names,
            [
                "take 5 from C",
                "take 4 from C",
                "take 3 from C",
                "take 2 from C",
                "take 1 from C"
            ]
        );
        // Two largest heaps reach the same positions by different moves.
        let names = check(&GreedyNim(vec![2, 2]));
        assert_eq!(
            names,
            [
                "take 2 from A",
                "take 1 from A",
                "take 2 from B",
                "take 1 from B"
            ]
        );
        assert_eq!(check(&GreedyNim(vec![2])), ["take 2", "take 1"]);
        check(&GreedyNim(vec![]));
    }

    #[test]
    fn moore_moves_name_every_heap_taken_from() {
        let p = MooreNim {
            heaps: vec![1, 0, 2],
            k: 2,
        };
        let names = check(&p);
        assert_eq!(
            names,
            [
                "take 1 from A",
                "take 2 from C",
                "take 1 from C",
                "take 1 from A, 2 from C",
                "take 1 from A, 1 from C"
            ]
        );
        check(&MooreNim {
            heaps: vec![2, 3, 1, 2],
            k: 3,
        });
        let one = MooreNim {
            heaps: vec![2],
            k: 1,
        };
        assert_eq!(check(&one), ["take 2", "take 1"]);
    }

    #[test]
    fn fibonacci_and_subtraction_moves_say_how_many() {
        // The first move from 5 coins may take up to 4.
        let names = check(&FibonacciNim::start(5));
        assert_eq!(names, ["take 1", "take 2", "take 3", "take 4"]);
        let p = FibonacciNim {
            coins: 2,
            max_take: 6,
        };
        assert_eq!(check(&p), ["take 1", "take 2"]);
        let p = SubtractionGame {
            heaps: vec![5, 2],
            set: vec![1, 3, 4],
        };
        assert_eq!(
            check(&p),
            [
                "take 1 from A",
                "take 3 from A",
                "take 4 from A",
                "take 1 from B"
            ]
        );
        let p = SubtractionGame {
            heaps: vec![3],
            set: vec![1, 3, 4],
        };
        assert_eq!(check(&p), ["take 1", "take 3"]);
    }

    #[test]
    fn the_knight_jumps_by_compass_or_eats() {
        let p = HungryKnight {
            knight: Knight {
                rows: 24,
                cols: 24,
                row: 2,
                col: 5,
            },
            apples: 2,
        };
        assert_eq!(check(&p), ["NNE", "NNW", "NWW", "SWW", "eat 2", "eat 1"]);
        // In the north-west corner the knight cannot jump.
        let corner = HungryKnight {
            knight: Knight {
                row: 0,
                col: 0,
                ..p.knight.clone()
            },
            apples: 1,
        };
        assert_eq!(check(&corner), ["eat 1"]);
        for row in 0..4 {
            for col in 0..4 {
                check(&HungryKnight {
                    knight: Knight {
                        rows: 4,
                        cols: 4,
                        row,
                        col,
                    },
                    apples: 3,
                });
            }
        }
    }

    #[test]
    fn graph_nim_moves_name_the_vertex_and_the_edges_taken() {
        let p = crate::impartial::GraphNim::parse("0-1x2, 1-2").unwrap();
        assert_eq!(
            check(&p),
            [
                "at 0: take 0-1",
                "at 0: take 0-1x2",
                "at 1: take 0-1",
                "at 1: take 0-1x2",
                "at 1: take 1-2",
                "at 1: take 0-1, 1-2",
                "at 1: take 0-1x2, 1-2",
                "at 2: take 1-2"
            ]
        );
        check(&crate::impartial::GraphNim::parse("0-1x3, 2-3x5, 1-3, 0-2x2").unwrap());
    }

    #[test]
    fn heap_letters_go_past_z() {
        assert_eq!(heap_letter(0), "A");
        assert_eq!(heap_letter(25), "Z");
        assert_eq!(heap_letter(26), "#27");
    }
}
