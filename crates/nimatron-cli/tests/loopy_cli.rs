//! `nimatron eval` on loopy games: the examples of issue 33, and `pass`
//! outside braces located with a caret.

mod common;

use common::nimatron;

#[test]
fn the_examples_of_issue_33() {
    // Issue 33, "Examples".
    let (out, err, code) = nimatron(
        &[
            "eval",
            "{pass|3/2}",
            "over + 5",
            "outcome(a{{|a}|})",
            "a{1||a|0}",
            "on + off",
        ],
        None,
    );
    assert_eq!(
        out, "3/2under\n5over\nPHat\n2 & +-1\ndud\n",
        "stderr: {err}"
    );
    assert_eq!(code, 0);
}

#[test]
fn pass_outside_braces_is_an_error_with_a_caret() {
    let (out, err, code) = nimatron(&["eval", "1 + pass"], None);
    assert!(out.is_empty(), "{out}");
    assert!(err.contains("pass"), "{err}");
    assert!(err.contains('^'), "{err}");
    assert_ne!(code, 0);
}
