//! Graph Nim (Calkin et al. 2010; Low and Chan 2016): choose a vertex, remove
//! at least one of its edges. Checked against games with independent theory:
//! Nim (parallel edges), Kayles (paths, from the octal engine), single heaps
//! (stars), circular Kayles (cycles), and a plain win/loss search.

mod common;

use common::{check, octal_values};
use nimatron::impartial::{GraphNim, GrundySearch, ImpartialPosition};
use nimatron::lang::Session;
use nimatron::short::Outcome;

fn kayles(n: usize) -> Vec<u32> {
    octal_values("0.77", n)
}

fn path(edges: u32) -> GraphNim {
    GraphNim::new((0..edges).map(|i| (i, i + 1)))
}

/// First player wins, by plain search without values or decomposition.
fn wins(g: &GraphNim) -> bool {
    g.options().iter().any(|o| !wins(o))
}

#[test]
fn parallel_edges_are_nim_heaps_and_disjoint_boards_add() {
    let mut s = GrundySearch::new();
    for w in 0..7 {
        assert_eq!(s.grundy(&GraphNim::with_multiplicities([(0, 1, w)])), w);
    }
    for (a, b, c) in [(1, 2, 3), (3, 5, 6), (4, 1, 7), (2, 2, 5)] {
        let board = GraphNim::with_multiplicities([(0, 1, a), (2, 3, b), (4, 5, c)]);
        assert_eq!(s.grundy(&board), a ^ b ^ c, "{board}");
        assert_eq!(s.outcome(&board) == Outcome::P, a ^ b ^ c == 0);
    }
}

#[test]
fn paths_are_kayles() {
    let k = kayles(15);
    let mut s = GrundySearch::new();
    for (n, &want) in k.iter().enumerate() {
        assert_eq!(s.grundy(&path(n as u32)), want, "path with {n} edges");
    }
}

#[test]
fn cycles_are_circular_kayles() {
    // A first move on a cycle of n edges removes one edge or two adjacent ones,
    // leaving a path of n - 1 or n - 2 edges.
    let k = kayles(15);
    let mut s = GrundySearch::new();
    for n in 3..13u32 {
        let cycle = GraphNim::new((0..n).map(|i| (i, (i + 1) % n)));
        let want = nimatron::impartial::mex([k[n as usize - 1], k[n as usize - 2]]);
        assert_eq!(s.grundy(&cycle), want, "cycle of {n}");
    }
}

#[test]
fn stars_are_single_heaps() {
    let mut s = GrundySearch::new();
    for n in 0..8 {
        assert_eq!(s.grundy(&GraphNim::new((1..=n).map(|i| (0, i)))), n);
    }
}

#[test]
fn values_agree_with_a_plain_search_on_small_graphs() {
    // Every graph on 4 labelled vertices (64 of them), and a few multigraphs.
    let pairs = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)];
    let mut s = GrundySearch::new();
    for mask in 0u32..64 {
        let g = GraphNim::new((0..6).filter(|i| mask >> i & 1 == 1).map(|i| pairs[i]));
        assert_eq!(s.grundy(&g) != 0, wins(&g), "{g}");
    }
    for text in [
        "0-1x2, 1-2, 2-0",
        "0-1x3 1-2x2",
        "0-1, 1-2, 2-3, 3-0, 0-2x2",
    ] {
        let g = GraphNim::parse(text).unwrap();
        assert_eq!(s.grundy(&g) != 0, wins(&g), "{g}");
    }
}

#[test]
fn the_language_reads_boards_and_points_at_mistakes() {
    check(&[
        (r#"graphnim("0-1x3, 2-3x5")"#, "*6"),
        (r#"graphnim("0-1 1-2 2-3")"#, "*3"),
        (r#"graphnim("")"#, "0"),
    ]);
    let mut s = Session::new();
    let err = s.eval_to_string(r#"graphnim("0-1, 2-2")"#).unwrap_err();
    assert!(err.to_string().contains("loop"), "{err}");
    assert_eq!(err.span.start, 15);
    let err = s.eval_to_string(r#"graphnim("0-1, 2=3")"#).unwrap_err();
    assert_eq!(err.span.start, 16);
    assert!(s.eval_to_string(r#"graphnim("0-1x65")"#).is_err());
}
