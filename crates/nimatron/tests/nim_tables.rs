//! The article's Nim tables (seed 000) as data files: the winning-positions
//! table for 2, 3 and 4 heaps, and the two worked games on heaps 3-4-5.

mod common;

use common::data_rows;
use nimatron::impartial::nim::{outcome, winning_moves};
use nimatron::impartial::Play;
use nimatron::short::Outcome;
use num_bigint::BigUint;

fn heaps(v: &[u64]) -> Vec<BigUint> {
    v.iter().map(|&x| BigUint::from(x)).collect()
}

/// Expands a row with letters `n`, `m` over `lo..=hi`.
fn expand(tokens: &[&str], lo: u64, hi: u64) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for n in lo..=hi {
        for m in lo..=hi {
            let row: Vec<u64> = tokens
                .iter()
                .map(|t| match *t {
                    "n" => n,
                    "m" => m,
                    d => d.parse().expect("heap size"),
                })
                .collect();
            if !out.contains(&row) {
                out.push(row);
            }
        }
    }
    out
}

#[test]
fn winning_positions_table() {
    let text = include_str!("data/nim_winning_positions.txt");
    let mut rows = 0;
    let mut counts = [0usize; 5];
    for line in data_rows(text) {
        let mut tokens: Vec<&str> = line.split_whitespace().collect();
        let mark = match tokens.last() {
            Some(&"normal") | Some(&"misere") => tokens.pop(),
            _ => None,
        };
        counts[tokens.len()] += 1;
        rows += 1;
        let generic = tokens.iter().any(|t| *t == "n" || *t == "m");
        if mark != Some("misere") {
            for v in expand(&tokens, 1, 12) {
                assert_eq!(outcome(&heaps(&v), Play::Normal), Outcome::P, "{v:?}");
                assert!(winning_moves(&heaps(&v), Play::Normal).is_empty());
            }
        } else {
            // "Only valid for misère": an N-position in normal play.
            let v = expand(&tokens, 1, 1).remove(0);
            assert_eq!(outcome(&heaps(&v), Play::Normal), Outcome::N, "{v:?}");
        }
        if mark != Some("normal") {
            let lo = if generic { 2 } else { 1 };
            for v in expand(&tokens, lo, 12) {
                assert_eq!(
                    outcome(&heaps(&v), Play::Misere),
                    Outcome::P,
                    "misère {v:?}"
                );
            }
        } else {
            let v = expand(&tokens, 1, 1).remove(0);
            assert_eq!(
                outcome(&heaps(&v), Play::Misere),
                Outcome::N,
                "misère {v:?}"
            );
        }
    }
    assert_eq!(rows, 36);
    assert_eq!(&counts[2..], &[10, 13, 13]);
}

fn worked_games() -> Vec<(Play, Vec<Vec<u64>>)> {
    let text = include_str!("data/nim_worked_games.txt");
    let mut games: Vec<(Play, Vec<Vec<u64>>)> = Vec::new();
    for line in data_rows(text) {
        match line.trim() {
            "[normal]" => games.push((Play::Normal, Vec::new())),
            "[misere]" => games.push((Play::Misere, Vec::new())),
            l => games
                .last_mut()
                .expect("section")
                .1
                .push(l.split_whitespace().map(|t| t.parse().unwrap()).collect()),
        }
    }
    games
}

#[test]
fn worked_games_replayed_move_by_move() {
    let games = worked_games();
    assert_eq!(games.len(), 2);
    for (play, positions) in games {
        for (i, pair) in positions.windows(2).enumerate() {
            let (before, after) = (&pair[0], &pair[1]);
            if i % 2 == 0 {
                // The strategist moves: the position is N, the move is one of
                // our winning moves, and it leaves a P-position.
                assert_eq!(
                    outcome(&heaps(before), play),
                    Outcome::N,
                    "{play:?} {before:?}"
                );
                let found = winning_moves(&heaps(before), play).into_iter().any(|m| {
                    let mut w = heaps(before);
                    w[m.heap] = m.to;
                    w == heaps(after)
                });
                assert!(
                    found,
                    "{play:?}: {before:?} -> {after:?} is not a winning move"
                );
                assert_eq!(
                    outcome(&heaps(after), play),
                    Outcome::P,
                    "{play:?} {after:?}"
                );
            } else {
                // The opponent moves from a P-position to an N-position.
                assert_eq!(outcome(&heaps(before), play), Outcome::P);
                assert_eq!(outcome(&heaps(after), play), Outcome::N);
            }
        }
        // The strategist made the last move of the normal game; in the misère
        // game the opponent is left to take the last object and lose.
        assert_eq!(positions.last().unwrap(), &vec![0, 0, 0]);
        match play {
            Play::Normal => assert_eq!(positions.len() % 2, 0),
            Play::Misere => assert_eq!(positions.len() % 2, 1),
        }
    }
}

#[test]
fn misere_aside_in_normal_game() {
    // "Bob takes 1 from C leaving two 1s. (In misère play he would take 2 from C
    // leaving (0, 1, 0).)"
    let m = winning_moves(&heaps(&[0, 1, 2]), Play::Normal);
    assert_eq!(m.len(), 1);
    assert_eq!((m[0].heap, m[0].to.clone()), (2, BigUint::from(1u32)));
    let m = winning_moves(&heaps(&[0, 1, 2]), Play::Misere);
    assert_eq!(m.len(), 1);
    assert_eq!((m[0].heap, m[0].to.clone()), (2, BigUint::from(0u32)));
}
