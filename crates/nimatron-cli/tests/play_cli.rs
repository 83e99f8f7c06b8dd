//! `nimatron play` in the terminal, fed on stdin: boards with coordinates and
//! moves typed as cells, Hackenbush's labelled edges, hints in words, the
//! warning for a lost start with `swap`, and `undo`.

mod common;

use common::nimatron;

fn play(args: &[&str], input: &str) -> String {
    let (out, err, code) = nimatron(args, Some(input));
    assert_eq!(code, 0, "{err}");
    out
}

#[test]
fn domineering_is_drawn_and_moves_are_typed_as_cells() {
    let out = play(
        &["play", "domineering", "...|...|..."],
        "hint\nb1-b2\nquit\n",
    );
    assert!(
        out.contains("    a b c\n  1 . . .\n  2 . . .\n  3 . . ."),
        "{out}"
    );
    // The hint: the value in words, and what each move leaves.
    assert!(out.contains("The position is worth +-1 (hot"), "{out}");
    assert!(
        out.contains(
            "b1-b2: leaves a position worth 1: Left (you) wins whoever moves next  <- wins"
        ),
        "{out}"
    );
    assert!(
        out.contains(
            "a1-a2: leaves a position worth {1/2|-2}: the next player, your opponent, wins"
        ),
        "{out}"
    );
    // The move typed as cells was played (column b filled in rows 1 and 2).
    assert!(out.contains("  1 . # .\n  2 . # ."), "{out}");
    assert!(out.contains("I move "), "{out}");
    // A domino's cells in either order; a wrong move lists the right ones.
    let out = play(&["play", "domineering", "..|.."], "b2-b1\n");
    assert!(out.contains("You win."), "{out}");
    let out = play(&["play", "domineering", "..|.."], "a1-b1\nquit\n");
    assert!(
        out.contains("Not a legal move: `a1-b1` is not one of your moves (a1-a2, b1-b2)"),
        "{out}"
    );
}

#[test]
fn hackenbush_edges_are_labelled_and_parts_valued() {
    let out = play(
        &["play", "hackenbush", "0-1:b 1-2:r 0-3:g"],
        "hint\nC\nquit\n",
    );
    assert!(out.contains("  A     0-1      blue (Left's)"), "{out}");
    assert!(out.contains("  C     0-3      green (either's)"), "{out}");
    // Values of the independent parts, and what each means.
    assert!(out.contains("It is a sum of 2 independent parts:"), "{out}");
    assert!(
        out.contains("0-1:b 1-2:r: 1/2 (a number: Left is 1/2 free moves ahead)"),
        "{out}"
    );
    assert!(out.contains("0-3:g: * (a nimber"), "{out}");
    assert!(
        out.contains("C: leaves a position worth 1/2: Left (you) wins whoever moves next  <- wins"),
        "{out}"
    );
    // After cutting C, only A and B stand.
    assert!(out.contains("I move B."), "{out}");
}

#[test]
fn toads_moves_name_where_from_and_where_to() {
    let out = play(&["play", "toads", "T.TFF"], "hint\na1-b1\nquit\n");
    assert!(out.contains("  1. a1-b1"), "{out}");
    assert!(out.contains("    a b c d e\n  1 T . T F F"), "{out}");
    assert!(out.contains("  1 . T T F F"), "{out}");
}

#[test]
fn a_lost_start_is_announced_and_sides_can_be_swapped() {
    // Cram on 2x2 is 0: whoever moves first loses.
    let out = play(&["play", "cram", "..|.."], "swap\n1\n");
    assert!(
        out.contains("Warning: this position is lost for you against perfect play (the next player, you, loses). Type `swap`"),
        "{out}"
    );
    assert!(out.contains("Sides exchanged: I move next."), "{out}");
    assert!(out.contains("You win."), "{out}");
    // A partizan game: the stalk RRL is -3/2, lost for Left, who is warned
    // and may become Right.
    let out = play(&["play", "stalk", "RRL"], "swap\nquit\n");
    assert!(
        out.contains("Warning: this position is lost for you"),
        "{out}"
    );
    assert!(
        out.contains("You are Right now; I play Left and move next."),
        "{out}"
    );
    // Nim, from a P-position.
    // (The computer's losing move is random: one of A 1 and B 1 is illegal
    // then, and the other wins.)
    let out = play(&["play", "nim", "1", "1"], "swap\nA 1\nB 1\n");
    assert!(
        out.contains("Warning: this position is lost for you"),
        "{out}"
    );
    assert!(out.contains("You win."), "{out}");
}

#[test]
fn undo_takes_back_a_move_and_the_reply() {
    let out = play(
        &["play", "domineering", "....|....|....|...."],
        "a1-a2\nundo\nundo\nquit\n",
    );
    // The losing a1-a2 is played, answered, then taken back: the empty board
    // is shown again, and there is nothing more to undo.
    assert!(out.contains("Undone: back to before your move 1."), "{out}");
    assert_eq!(
        out.matches("  1 . . . .\n  2 . . . .\n  3 . . . .\n  4 . . . .")
            .count(),
        2,
        "{out}"
    );
    assert!(out.contains("Nothing to undo."), "{out}");
    let out = play(&["play", "nim", "3", "4", "5"], "A 1\nundo\nhint\nquit\n");
    assert!(out.contains("Undone"), "{out}");
    assert!(out.contains("Try: A 2"), "{out}");
}

#[test]
fn misere_hints_say_who_wins() {
    let out = play(&["play", "kayles", "3", "--misere"], "hint\nquit\n");
    assert!(out.contains("In misère play"), "{out}");
    assert!(
        out.contains("2: leaves heaps [1] (quotient element a): the next player, your opponent, loses  <- wins"),
        "{out}"
    );
}

/// `play --strategy FILE` with a strategy from `solve --strategy` (every
/// component searched, so that the strategy lists the whole game): the
/// computer follows it and wins against several lines of replies; a strategy
/// for another position is refused.
#[test]
fn a_strategy_from_solve_wins_against_replies() {
    let dir = std::env::temp_dir().join(format!("nimatron-strategy-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("s.jsonl");
    let f = file.to_str().unwrap();
    let board = ".....|.....|....#|.....";
    let (out, err, code) = nimatron(
        &[
            "solve",
            &format!("domineering({board:?})"),
            "--first",
            "left",
            "--strategy",
            f,
            "--value-moves",
            "0",
        ],
        None,
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("left wins"), "{out}");
    // Replies by number; one that is not legal falls back to the next line's 1.
    for reply in ["1", "2", "3", "4\n2", "5\n3"] {
        let input = format!("{reply}\n1\n").repeat(30);
        let out = play(
            &[
                "play",
                "domineering",
                board,
                "--side",
                "right",
                "--first",
                "computer",
                "--strategy",
                f,
            ],
            &input,
        );
        assert!(out.contains("(my strategy)"), "{out}");
        assert!(out.contains("You have no move left: I win."), "{out}");
    }
    let (_, err, code) = nimatron(
        &["play", "domineering", "...|...", "--strategy", f],
        Some("quit\n"),
    );
    assert_eq!(code, 2);
    assert!(err.contains("the strategy is for domineering"), "{err}");
}
