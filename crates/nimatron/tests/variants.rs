//! Nim's relatives: each closed form against the generic Sprague-Grundy search,
//! and the Hungry Knight table of the lecture notes (section 2.3).

mod common;

use common::octal_values;
use nimatron::impartial::variants::*;
use nimatron::impartial::{GrundySearch, ImpartialPosition};

#[test]
fn hungry_knight_table_of_section_2_3() {
    // The notes' table, rows from the north.
    let want: [[u32; 10]; 9] = [
        [0, 0, 1, 1, 0, 0, 1, 1, 0, 0],
        [0, 0, 2, 1, 0, 0, 1, 1, 0, 0],
        [1, 2, 2, 2, 3, 2, 2, 2, 3, 2],
        [1, 1, 2, 1, 4, 3, 2, 3, 3, 3],
        [0, 0, 3, 4, 0, 0, 1, 1, 0, 0],
        [0, 0, 2, 3, 0, 0, 2, 1, 0, 0],
        [1, 1, 2, 2, 1, 2, 2, 2, 3, 2],
        [1, 1, 2, 3, 1, 1, 2, 1, 4, 3],
        [0, 0, 3, 3, 0, 0, 3, 4, 0, 0],
    ];
    // On a board larger than the table (south moves stay on the board), the
    // table is its north-west corner.
    let g = knight_table(24, 24);
    for r in 0..9 {
        assert_eq!(&g[r][..10], &want[r], "row {r}");
    }
    // The worked answer: the knight at (3, 6) is *2; with four apples the position
    // is *2 + *4 = *6, and the winning move is to eat two apples.
    let k = Knight {
        rows: 24,
        cols: 24,
        row: 2,
        col: 5,
    };
    assert_eq!(g[2][5], 2);
    let (value, moves) = knight_with_apples_moves(&k, 4);
    assert_eq!(value, 6);
    assert!(moves.contains(&HungryMove::Eat(2)));
}

#[test]
fn wythoff_p_positions_are_the_golden_pairs() {
    let mut s = GrundySearch::new();
    for a in 0..25u64 {
        for b in 0..25u64 {
            let p = s.grundy(&Wythoff(a, b)) == 0;
            assert_eq!(wythoff_is_p(a, b), p, "({a}, {b})");
        }
    }
    // The first pairs: (0,0), (1,2), (3,5), (4,7), (6,10), (8,13).
    for (k, (a, b)) in [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)]
        .into_iter()
        .enumerate()
    {
        assert_eq!(floor_n_phi(k as u64), a);
        assert_eq!(floor_n_phi(k as u64) + k as u64, b);
    }
    // Large heaps are exact too.
    assert!(wythoff_is_p(
        floor_n_phi(1_000_000_000),
        floor_n_phi(1_000_000_000) + 1_000_000_000
    ));
}

#[test]
fn moore_index_k_nim_matches_search() {
    for k in 1..=3usize {
        let mut s = GrundySearch::new();
        for a in 0..5u64 {
            for b in 0..5u64 {
                for c in 0..4u64 {
                    let heaps = vec![a, b, c];
                    let p = s.grundy(&MooreNim {
                        heaps: heaps.clone(),
                        k,
                    }) == 0;
                    assert_eq!(moore_is_p(&heaps, k), p, "{heaps:?} k={k}");
                }
            }
        }
    }
}

#[test]
fn greedy_nim_matches_search() {
    let mut s = GrundySearch::new();
    for a in 0..6u64 {
        for b in 0..6u64 {
            for c in 0..6u64 {
                let mut h = vec![a, b, c];
                h.sort_unstable();
                let p = s.grundy(&GreedyNim(h.clone())) == 0;
                assert_eq!(greedy_is_p(&h), p, "{h:?}");
            }
        }
    }
}

#[test]
fn fibonacci_nim_first_player_wins_off_the_fibonacci_numbers() {
    let mut s = GrundySearch::new();
    let fib = [1u64, 2, 3, 5, 8, 13, 21, 34];
    for n in 2..40u64 {
        let start = FibonacciNim::start(n);
        let first_wins = s.grundy(&start) != 0;
        assert_eq!(first_wins, !fib.contains(&n), "n = {n}");
        // A winning first move exactly when the first player wins, and it wins.
        let first_move = fibonacci_first_move(n);
        assert_eq!(first_move.is_some(), first_wins, "n = {n}");
        if let Some(m) = first_move {
            let after = FibonacciNim {
                coins: n - m,
                max_take: 2 * m,
            };
            assert_eq!(s.grundy(&after), 0, "n = {n}: take {m}");
        }
    }
    assert_eq!(zeckendorf(100), vec![89, 8, 3]);
}

#[test]
fn subtract_a_square_p_positions() {
    // OEIS A030193: 0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, 39, 44, ...
    let g = subtract_a_square(50);
    let p: Vec<usize> = (0..50).filter(|&n| g[n] == 0).collect();
    assert_eq!(p, vec![0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, 39, 44]);
}

#[test]
fn chomp_rectangles_are_first_player_wins() {
    // Strategy stealing: every rectangle other than 1x1 is an N-position.
    let mut s = GrundySearch::new();
    for rows in 1..=4usize {
        for cols in 1..=5u32 {
            let v = s.grundy(&Chomp::rectangle(rows, cols));
            assert_eq!(v == 0, rows == 1 && cols == 1, "{rows}x{cols}");
        }
    }
    // A 2 x n bar: the winning move leaves an L with rows n and n-1.
    let after = Chomp(vec![4, 3]);
    assert_eq!(s.grundy(&after), 0);
}

#[test]
fn cram_strips_are_dawsons_kayles_and_rectangles_follow_symmetry() {
    use nimatron::rulesets::Cram;
    let mut s = GrundySearch::new();
    // A 1 x n strip of Cram is 0.07 (remove two adjacent cells, leaving 0, 1 or 2 parts).
    let want = octal_values("0.07", 20);
    for (n, &g) in want.iter().enumerate().skip(1) {
        let strip = Cram::parse(&".".repeat(n)).unwrap();
        assert_eq!(s.grundy(&strip), g, "1x{n}");
    }
    // Even x even boards: the second player mirrors through the centre (P).
    // Even x odd: the first player takes the two centre cells, then mirrors (N).
    for (w, h) in [(2, 2), (2, 4), (4, 2), (4, 4), (2, 6)] {
        assert_eq!(s.grundy(&Cram::rectangle(w, h).unwrap()), 0, "{w}x{h}");
    }
    for (w, h) in [(2, 3), (3, 2), (4, 3), (2, 5)] {
        assert_ne!(s.grundy(&Cram::rectangle(w, h).unwrap()), 0, "{w}x{h}");
    }
}

#[test]
fn the_21_and_100_games_of_the_article() {
    // 21: the second player says the multiples of 4 (the article's sample game).
    for (said, answer) in [(1, 4), (5, 8), (7, 8), (10, 12), (15, 16), (19, 20)] {
        assert_eq!(misere_count_move(said, 21, 3), Some(answer));
    }
    assert_eq!(misere_count_move(4, 21, 3), None); // on a multiple of 4 nothing wins
                                                   // 100: reach 1, 12, 23, ..., 89, then 100.
    assert_eq!(normal_count_move(0, 100, 10), Some(1));
    assert_eq!(normal_count_move(80, 100, 10), Some(89));
    assert_eq!(normal_count_move(95, 100, 10), Some(100));
    assert_eq!(normal_count_move(89, 100, 10), None);
}

#[test]
fn circular_nim_by_the_row_game_and_by_search() {
    let row = octal_values("0.777", 40);
    let mut s = GrundySearch::new();
    for n in 0..14 {
        assert_eq!(
            circular_nim_value(n, &row),
            s.grundy(&CircularNim::Circle(n)),
            "circle of {n}"
        );
    }
    // The article's sample play on a circle of ten: take three (a row of 7 is left),
    // then three more (rows 1 and 3), then one (rows 1 and 2): now no move takes three.
    let first = CircularNim::Circle(10).options();
    assert!(first.contains(&CircularNim::Rows(vec![7])));
    assert!(CircularNim::Rows(vec![7])
        .options()
        .contains(&CircularNim::Rows(vec![1, 3])));
    let later = CircularNim::Rows(vec![1, 3]).options();
    assert!(later.contains(&CircularNim::Rows(vec![1, 2])));
    let total = |p: &CircularNim| match p {
        CircularNim::Rows(r) => r.iter().sum::<usize>(),
        CircularNim::Circle(n) => *n,
    };
    assert!(CircularNim::Rows(vec![1, 2])
        .options()
        .iter()
        .all(|o| total(o) > 0));
}

#[test]
fn building_nim_and_grid_nim_small_cases() {
    let mut s = GrundySearch::new();
    // BN(n, 1): one pile gets all the stones; Nim on one nonempty pile is a first-player
    // win for whoever moves after the n-th placement.
    for n in 1..6u64 {
        let v = s.grundy(&BuildingNim::new(n, 1));
        // After n placements the player to move wins; placements alternate.
        assert_eq!(v != 0, n % 2 == 0, "BN({n}, 1)");
    }
    // The search agrees with Nim once the stones are placed.
    for piles in [vec![1, 2, 3], vec![1, 1, 4], vec![2, 5, 7]] {
        let v = s.grundy(&BuildingNim {
            piles: piles.clone(),
            stones: 0,
        });
        assert_eq!(v, piles.iter().fold(0, |a, &b| a ^ b) as u32);
    }
    // A single row of grid Nim is one Nim heap... of Kayles-like runs: a full 1 x n
    // row is a first-player win (take everything).
    let mut g = GrundySearch::new();
    for n in 1..6usize {
        let row = GridNim {
            width: n,
            height: 1,
            pieces: (1u64 << n) - 1,
        };
        assert_ne!(g.grundy(&row), 0);
    }
    // The 2 x 2 full board: symmetric, a second-player win.
    let sq = GridNim {
        width: 2,
        height: 2,
        pieces: 0b1111,
    };
    assert_eq!(g.grundy(&sq), 0);
    // The multiple-heap rule: (1, 1) is a first-player win (take one from both).
    let mut m = GrundySearch::new();
    assert_ne!(m.grundy(&AllHeapsNim(vec![1, 1])), 0);
    assert_eq!(m.grundy(&AllHeapsNim(vec![0, 0])), 0);
}

#[test]
fn candy_nim_wins_like_nim_and_counts_candies() {
    // Winning is decided as in Nim (Bouton), whatever the candies.
    for a in 0..5u64 {
        for b in 0..5u64 {
            for c in 0..4u64 {
                let (win, candies) = candy_nim(&[a, b, c]);
                assert_eq!(win, a ^ b ^ c != 0, "({a}, {b}, {c})");
                assert!(candies <= a + b + c);
            }
        }
    }
    // Worked by hand: one heap is taken whole; (1, 1): the mover gets one candy and
    // loses; (1, 2): the only winning move leaves (1, 1), and the mover ends with
    // two candies of three.
    assert_eq!(candy_nim(&[5]), (true, 5));
    assert_eq!(candy_nim(&[1, 1]), (false, 1));
    assert_eq!(candy_nim(&[1, 2]), (true, 2));
    // A loser still collects what it can: from (2, 2) the mover takes one first.
    assert_eq!(candy_nim(&[2, 2]), (false, 2));
}

#[test]
fn positions_for_play_subtraction_and_hungry_knight() {
    use nimatron::short::Outcome;
    let mut s = GrundySearch::new();
    // The 21 game: heap 21 - n, S(1,2,3), misère. Saying a multiple of 4 leaves
    // 21 - 4k = 1 (mod 4), a misère P-position.
    for n in 0..21u64 {
        let pos = SubtractionGame {
            heaps: vec![21 - n],
            set: vec![1, 2, 3],
        };
        let p = s.misere_outcome(&pos) == Outcome::P;
        assert_eq!(p, (21 - n) % 4 == 1, "after saying {n}");
    }
    // Normal play, several heaps: values mod 4 add by nim-sum.
    let multi = SubtractionGame {
        heaps: vec![5, 6, 7],
        set: vec![1, 2, 3],
    };
    assert_eq!(s.grundy(&multi), 1 ^ 2 ^ 3);
    // The Hungry Knight at (3, 6) with four apples is *6; eating two wins.
    let mut k = GrundySearch::new();
    let pos = HungryKnight {
        knight: Knight {
            rows: 24,
            cols: 24,
            row: 2,
            col: 5,
        },
        apples: 4,
    };
    assert_eq!(k.grundy(&pos), 6);
    let wins = k.winning_moves(&pos);
    assert!(wins.iter().any(|w| w.apples == 2 && w.knight == pos.knight));
}

#[test]
fn heap_positions_agree_with_the_octal_solver() {
    use nimatron::impartial::octal::{HeapsPosition, OctalGame};
    for name in ["kayles", "dawson", "grundy", "0.137", "4.7"] {
        let want = octal_values(name, 25);
        let game: OctalGame = name.parse().unwrap();
        let game = std::sync::Arc::new(game);
        let mut s = GrundySearch::new();
        for (n, &g) in want.iter().enumerate() {
            let pos = HeapsPosition {
                game: game.clone(),
                heaps: if n == 0 { vec![] } else { vec![n] },
            };
            assert_eq!(s.grundy(&pos), g, "{name} heap {n}");
        }
        // A sum of heaps is the nim-sum.
        let pos = HeapsPosition {
            game: game.clone(),
            heaps: vec![3, 5, 7],
        };
        assert_eq!(s.grundy(&pos), want[3] ^ want[5] ^ want[7], "{name} 3+5+7");
    }
}
