//! Misère Grundy values and genera of take-and-break games (Winning Ways ch. 13),
//! checked against the tame genera of nim heaps, an independent misère win/loss
//! search, and the octal engine's normal values.

mod common;

use common::octal_values;
use nimatron::impartial::misere::{nim_heap_exponents, MisereSearch};
use nimatron::impartial::octal::{HeapsPosition, OctalGame};
use nimatron::impartial::GrundySearch;
use nimatron::short::Outcome;
use std::sync::Arc;

#[test]
fn nim_heaps_have_the_tame_genera_of_winning_ways() {
    // 0.33333333 is Nim on heaps of at most 8.
    let mut s = MisereSearch::new("0.33333333".parse().unwrap(), 1 << 20);
    let shown: Vec<String> = (0..8).map(|n| s.genus(n).unwrap().to_string()).collect();
    assert_eq!(
        shown,
        ["0^120", "1^031", "2^20", "3^31", "4^46", "5^57", "6^64", "7^75"]
    );
    for n in 0..8 {
        assert!(s.genus(n).unwrap().is_nim_like());
    }
    assert_eq!(nim_heap_exponents(0, 5), [1, 2, 0, 2, 0]);
}

fn misere_outcomes_agree(code: &str, heaps: usize) {
    let game: OctalGame = code.parse().unwrap();
    let normal = octal_values(code, heaps);
    let mut genus = MisereSearch::new(game.clone(), 1 << 22);
    let mut plain = GrundySearch::new();
    let arc = Arc::new(game);
    for (n, &normal) in normal.iter().enumerate().skip(1) {
        let g = genus.genus(n).unwrap();
        assert_eq!(g.normal, normal, "{code} heap {n}: normal value");
        let pos = HeapsPosition {
            game: arc.clone(),
            heaps: vec![n],
        };
        let p = plain.misere_outcome(&pos) == Outcome::P;
        assert_eq!(g.misere_value() == 0, p, "{code} heap {n}: {g}");
        // Two heaps: the misère value of the sum against the plain search.
        for m in 1..=n.min(6) {
            let v = genus.misere_value(&[n, m], 0, 0).unwrap();
            let pos = HeapsPosition {
                game: arc.clone(),
                heaps: vec![m, n],
            };
            assert_eq!(v == 0, plain.misere_outcome(&pos) == Outcome::P);
        }
    }
}

#[test]
fn kayles_misere_values_agree_with_a_plain_search() {
    misere_outcomes_agree("0.77", 21);
}

#[test]
fn dawsons_kayles_misere_values_agree_with_a_plain_search() {
    misere_outcomes_agree("0.07", 21);
}

#[test]
fn small_kayles_heaps_are_tame_and_the_search_is_bounded() {
    // Kayles heaps 1, 2, 3 have the genera of the nim heaps *1, *2, *3.
    let mut s = MisereSearch::new("0.77".parse().unwrap(), 1 << 20);
    let shown: Vec<String> = (1..4).map(|n| s.genus(n).unwrap().to_string()).collect();
    assert_eq!(shown, ["1^031", "2^20", "3^31"]);
    let mut tiny = MisereSearch::new("0.77".parse().unwrap(), 10);
    assert!(tiny.genus(12).is_err());
}
