//! The Domineering solver (`nimatron::solve`): outcomes by search against
//! outcomes of canonical forms (every rectangle up to 4x5 and 5x4, random
//! sums through the language), and against Obsequi's regression table
//! (tests/data/domineering_outcomes.tsv, its source named there).

use nimatron::lang::Session;
use nimatron::limits::Limits;
use nimatron::rulesets::{Domineering, PartizanSolver};
use nimatron::short::{Game, GameStore};
use nimatron::solve::sum::Board;
use nimatron::solve::{solve_domineering, DomProblem};

/// Small tables: tests make many solves.
fn limits() -> Limits {
    Limits::standard().with_memory(64 << 20)
}

/// Whether the first player wins `board + known` (Left first when `left`),
/// by one thread and by two sharing the table, which must agree.
fn first_wins(store: &mut GameStore, board: &Board, known: Game, left: bool) -> bool {
    let answer = |store: &mut GameStore, threads| {
        let p = DomProblem {
            w: board.w,
            h: board.h,
            open: board.open,
            known,
            left_first: left,
            small: None,
            threads: Some(threads),
        };
        solve_domineering(store, &p, &limits(), None)
            .expect("within limits")
            .first_wins
    };
    let one = answer(store, 1);
    assert_eq!(
        answer(store, 2),
        one,
        "{} + {}",
        board.text(),
        store.display(known)
    );
    one
}

/// (Left first wins, Right first wins) of a canonical form.
fn outcome_of(store: &mut GameStore, g: Game) -> (bool, bool) {
    let z = store.zero();
    (!store.leq(g, z), !store.leq(z, g))
}

#[test]
fn every_small_rectangle_agrees_with_its_canonical_form() {
    let mut store = GameStore::new();
    let mut solver = PartizanSolver::<Domineering>::new();
    for w in 1..=5u32 {
        for h in 1..=5u32 {
            if w * h > 20 {
                continue;
            }
            let b = Board::rectangle(w, h);
            let pos = Domineering::parse(&b.text()).unwrap();
            let g = solver.canonical_form(&mut store, &pos);
            let want = outcome_of(&mut store, g);
            let z = store.zero();
            let got = (
                first_wins(&mut store, &b, z, true),
                first_wins(&mut store, &b, z, false),
            );
            assert_eq!(got, want, "{h}x{w}: {}", store.display(g));
        }
    }
}

/// Random sums of boards (with filled cells), negated boards and other games,
/// read by the language for the solver, against the outcome of the sum's value.
#[test]
fn random_sums_agree_with_canonical_forms() {
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let others = [
        "{2|1}",
        "*",
        "^",
        "-1/2",
        "{1|-1}",
        "toads(\"T.F\")",
        "0",
        "v*",
    ];
    for _ in 0..60 {
        let mut terms = Vec::new();
        for _ in 0..1 + next() % 2 {
            let (w, h) = (1 + next() % 4, 1 + next() % 4);
            let rows: Vec<String> = (0..h)
                .map(|_| {
                    (0..w)
                        .map(|_| if next() % 5 == 0 { '#' } else { '.' })
                        .collect()
                })
                .collect();
            let sign = if next() % 3 == 0 { "-" } else { "" };
            terms.push(format!("{sign}domineering(\"{}\")", rows.join("|")));
        }
        terms.push(others[(next() % others.len() as u64) as usize].to_string());
        let expr = terms.join(" + ");
        let mut session = Session::with_limits(limits());
        let input = session.solve_input(&expr).expect("a sum");
        let value = session.eval_game(&expr).expect("a value");
        let want = outcome_of(&mut session.store, value);
        let b = &input.frame.board;
        let got = (
            first_wins(&mut session.store, b, input.known, true),
            first_wins(&mut session.store, b, input.known, false),
        );
        assert_eq!(got, want, "{expr}");
    }
}

/// The winners of Obsequi's regression table, Left (vertical) moving first.
fn obsequi_table() -> Vec<(u32, u32, bool)> {
    let text = include_str!("data/domineering_outcomes.tsv");
    let mut out = Vec::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let f: Vec<&str> = line.split('\t').collect();
        let (r, c): (u32, u32) = (f[0].parse().unwrap(), f[1].parse().unwrap());
        let (here, there) = match f[2] {
            "V" => (true, false),
            "H" => (false, true),
            "1" => (true, true),
            "2" => (false, false),
            other => panic!("bad code {other}"),
        };
        out.push((r, c, here));
        if r != c {
            out.push((c, r, there));
        }
    }
    out
}

fn check_table(filter: impl Fn(u32) -> bool) {
    let mut store = GameStore::new();
    let z = store.zero();
    let mut n = 0;
    for (rows, cols, left_wins) in obsequi_table() {
        if !filter(rows * cols) {
            continue;
        }
        let b = Board::rectangle(cols, rows);
        let got = first_wins(&mut store, &b, z, true);
        assert_eq!(got, left_wins, "{rows}x{cols}, Left first");
        n += 1;
    }
    assert!(n > 0);
}

#[test]
fn obsequi_regression_table_up_to_48_cells() {
    check_table(|cells| cells <= 48);
}

/// The boards of more than 48 cells (up to 8x8), by one thread and by two:
/// under a second in all since the search got its bit-set bounds.
#[test]
fn obsequi_regression_table_beyond_48_cells() {
    check_table(|cells| cells > 48);
}

/// A single row as wide as the search's word (64 or 128 cells): Left has no
/// move, so Left moving first loses and Right moving first wins. A vertical
/// step there is a shift by the whole word, which once wrapped to no shift
/// and gave Left moves off the board.
#[test]
fn rows_as_wide_as_the_word_give_left_no_move() {
    let mut store = GameStore::new();
    let z = store.zero();
    for w in [20, 63, 64, 65, 128] {
        let b = Board::rectangle(w, 1);
        assert!(!first_wins(&mut store, &b, z, true), "1x{w}, Left first");
        assert!(first_wins(&mut store, &b, z, false), "1x{w}, Right first");
    }
}
