//! Helpers shared by the integration tests; each test file says `mod common;`.
//!
//! - here: evaluation in a [`Session`] ([`eval`], [`game`], [`check`]), numbers
//!   ([`q`], [`d`]), Grundy values of octal games, and the rows of data files;
//! - [`random`]: random games for property tests and a seeded generator.
//!
//! Every test file is a crate of its own and uses only some of these, hence
//! `dead_code` is allowed here; each helper has a user in some test file.
#![allow(dead_code)]

pub mod random;

use nimatron::impartial::octal::{Method, OctalGame, Solver};
use nimatron::lang::Session;
use nimatron::numbers::Rational;
use nimatron::short::Game;
use num_bigint::BigInt;
use std::sync::atomic::AtomicBool;

/// Evaluates a line in `s` and prints its value. Panics on an error (showing
/// the line with a caret under the column) and on a line without a value.
pub fn eval(s: &mut Session, src: &str) -> String {
    s.eval_to_string(src)
        .unwrap_or_else(|e| panic!("{}", e.render(src)))
        .unwrap_or_else(|| panic!("{src}: no value"))
}

/// Evaluates a line to a game of `s`'s store; panics on an error or a value
/// that is not a game.
pub fn game(s: &mut Session, src: &str) -> Game {
    s.eval_game(src)
        .unwrap_or_else(|e| panic!("{}", e.render(src)))
}

/// Asserts that each line prints as expected, evaluated in order in one fresh
/// session (so a table may assign a variable and use it further down).
pub fn check(cases: &[(&str, &str)]) {
    let mut s = Session::new();
    for (src, want) in cases {
        assert_eq!(eval(&mut s, src), *want, "{src}");
    }
}

/// The rational `a/b`, dyadic or not.
pub fn q(a: i64, b: i64) -> Rational {
    Rational::from_ratio(&BigInt::from(a), &BigInt::from(b)).expect("a nonzero denominator")
}

/// The dyadic rational `n / 2^k`.
pub fn d(n: i64, k: u32) -> Rational {
    Rational::new(n, k)
}

/// The Grundy values of heaps `0..n` of a take-and-break game, given by its
/// code (`0.77`) or name (`kayles`), computed by the octal engine's plain method.
pub fn octal_values(game: &str, n: usize) -> Vec<u32> {
    let g: OctalGame = game.parse().unwrap_or_else(|e| panic!("{game}: {e:?}"));
    let mut s = Solver::new(g, Method::Plain);
    s.run(n, &AtomicBool::new(false), &mut |_| {});
    s.values(n)
}

/// The rows of a data file under `tests/data`: its lines without the blank
/// ones and the comments (`#`).
pub fn data_rows(text: &str) -> impl Iterator<Item = &str> {
    text.lines().filter(|l| {
        let t = l.trim();
        !t.is_empty() && !t.starts_with('#')
    })
}
