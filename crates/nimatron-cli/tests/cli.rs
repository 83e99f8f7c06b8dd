//! Runs the built `nimatron` binary: `nim` and `grundy`.

mod common;

use common::{command, nimatron};

#[test]
fn nim_json_3_4_5() {
    let (out, err, code) = nimatron(&["nim", "--json", "3", "4", "5"], None);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out.trim(),
        r#"{"outcome": "N", "nim_sum": 2, "winning_moves": [{"heap": 0, "from": 3, "to": 1}]}"#
    );
}

#[test]
fn nim_marienbad_is_p() {
    let (out, err, code) = nimatron(&["nim", "1", "3", "5", "7"], None);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Outcome: P"), "{out}");
    assert!(out.contains("nim-sum"), "{out}");
}

#[test]
fn nim_misere_1_1_is_n() {
    let (out, err, code) = nimatron(&["nim", "--misere", "1", "1"], None);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Outcome: N"), "{out}");
    let (out, err, code) = nimatron(&["nim", "--misere", "--json", "1", "1"], None);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains(r#""outcome": "N""#), "{out}");
    assert!(out.contains(r#"{"heap": 0, "from": 1, "to": 0}"#), "{out}");
}

#[test]
fn nim_big_heaps_are_json_integers() {
    let big = "123456789012345678901234567890";
    let (out, err, code) = nimatron(&["nim", "--json", big, "1"], None);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains(r#""nim_sum": 123456789012345678901234567891"#),
        "{out}"
    );
    assert!(out.contains(&format!(r#""from": {big}, "to": 1"#)), "{out}");
}

/// Heaps of 2^65535 (65,536 bits) and 10^70000 used to panic: the binary
/// column was padded by `format!`, whose widths stop at 65,535. Bouton by hand:
/// 2^65535 + 1 has nim-sum 2^65535 + 1, and the one winning move takes the big
/// heap down to 1.
#[test]
fn nim_heaps_wider_than_format_widths() {
    let big = (num_bigint::BigUint::from(1u32) << 65535u32).to_string();
    let sum = (num_bigint::BigUint::from(1u32) << 65535u32) + 1u32;
    let take = (num_bigint::BigUint::from(1u32) << 65535u32) - 1u32;
    let (out, err, code) = nimatron(&["nim", &big, "1"], None);
    assert_eq!((code, err.as_str()), (0, ""));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[1], format!("heap A   {big}"));
    assert_eq!(lines[2], format!("heap B   {}1", " ".repeat(big.len() - 1)));
    assert_eq!(lines[3], format!("nim-sum  {sum}"));
    assert!(
        out.contains("binary columns are left out: the largest heap has 65536 binary digits"),
        "{out}"
    );
    assert!(out.contains("is worth 2^65535;"), "{out}");
    assert!(out.contains("Outcome: N"), "{out}");
    assert!(
        out.ends_with(&format!("  heap A: {big} -> 1 (take {take})\n")),
        "{out}"
    );
    let (out, err, code) = nimatron(&["nim", "--json", &big, "1"], None);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out.trim(),
        format!(
            r#"{{"outcome": "N", "nim_sum": {sum}, "winning_moves": [{{"heap": 0, "from": {big}, "to": 1}}]}}"#
        )
    );
    // A decimal column wider than 65,535: 10^70000 against a heap of 1.
    let wide = format!("1{}", "0".repeat(70_000));
    let (out, err, code) = nimatron(&["nim", &wide, "1"], None);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(
        out.lines()
            .any(|l| l == format!("heap B   {}1", " ".repeat(70_000))),
        "{}",
        &out[..200]
    );
}

/// The binary columns are shown up to 1024 bits and left out beyond.
#[test]
fn nim_binary_columns_up_to_1024_bits() {
    let one = num_bigint::BigUint::from(1u32);
    let h = (&one << 1023u32).to_string();
    let (out, err, code) = nimatron(&["nim", &h, "1"], None);
    assert_eq!(code, 0, "{err}");
    // 2^1023 + 1 in binary: a 1, 1022 zeros and a 1; heap 1 padded with zeros.
    let sum_line = format!(
        "nim-sum  {}  1{}1",
        &(&one << 1023u32) + 1u32,
        "0".repeat(1022)
    );
    assert!(out.lines().any(|l| l == sum_line), "{out}");
    assert!(out.contains(&format!("  {}1\n", "0".repeat(1023))), "{out}");
    assert!(!out.contains("left out"), "{out}");
    let h = (&one << 1024u32).to_string();
    let (out, err, code) = nimatron(&["nim", &h, "1"], None);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("the largest heap has 1025 binary digits"),
        "{out}"
    );
}

#[test]
fn nim_bad_input_exits_2() {
    for args in [
        &["nim", "3", "x", "5"][..],
        &["nim", "-3"][..],
        &["nim", "2.5"][..],
        &["nim"][..],
    ] {
        let (_, err, code) = nimatron(args, None);
        assert_eq!(code, 2, "{args:?}");
        assert!(!err.contains("panicked"), "{err}");
    }
    let (_, err, _) = nimatron(&["nim", "3", "x", "5"], None);
    assert!(err.contains("`x`"), "{err}");
}

#[test]
fn grundy_kayles_json_proves_period() {
    let (out, err, code) = nimatron(&["grundy", "0.77", "--json"], None);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains(r#""period": 12"#), "{out}");
    assert!(out.contains(r#""preperiod": 71"#), "{out}");
    assert!(out.contains(r#""proved": true"#), "{out}");
    assert!(out.contains(r#""game": "0.77""#), "{out}");
    assert!(
        out.contains(r#""values": [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6,"#),
        "{out}"
    );
}

#[test]
fn grundy_sparse_and_plain_agree_for_grundys_game() {
    let (out, err, code) = nimatron(&["grundy", "grundy", "--to", "3000", "--json", "-q"], None);
    assert_eq!(code, 0, "{err}");
    let (plain, err, code) = nimatron(
        &[
            "grundy", "grundy", "--to", "3000", "--json", "-q", "--method", "plain",
        ],
        None,
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, plain);
    assert!(out.contains(r#""computed": 3000"#), "{out}");
    assert!(out.contains(r#""period": null"#), "{out}");
    assert!(out.contains(r#""proved": false"#), "{out}");
}

#[test]
fn grundy_subtraction_and_errors() {
    let (out, err, code) = nimatron(&["grundy", "sub:1,3,4", "--json"], None);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains(r#""period": 7"#), "{out}");
    assert!(out.contains(r#""preperiod": 0"#), "{out}");
    for bad in ["0.8z", "nonsense", "sub:0"] {
        let (_, err, code) = nimatron(&["grundy", bad], None);
        assert_eq!(code, 2, "{bad}");
        assert!(err.contains("error"), "{err}");
    }
    let (_, err, code) = nimatron(&["grundy", "0.6", "--to", "100000000000000"], None);
    assert_eq!(code, 2);
    assert!(err.contains("memory"), "{err}");
}

#[test]
fn grundy_misere_genera_of_nim_heaps_and_json() {
    // 0.333 is Nim on heaps up to 3: the tame genera of Winning Ways.
    let (out, err, code) = nimatron(&["grundy", "0.333", "--misere", "--to", "4"], None);
    assert_eq!(code, 0, "{err}");
    for want in [
        "0  0^120",
        "1  1^031  (P in misère play)",
        "2  2^20",
        "3  3^31",
    ] {
        assert!(out.contains(want), "{out}");
    }
    let (out, err, code) = nimatron(
        &["grundy", "kayles", "--misere", "--to", "2", "--json"],
        None,
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with(
        r#"{"game": "kayles", "heaps": [{"genus": "0^120", "normal": 0, "misere": 1, "exponents": [1, 2, 0,"#
    ), "{out}");
}

#[test]
fn a_closed_stdout_ends_quietly() {
    // Like `nimatron grundy 0.6 --misere --to 12 | head -0`: no panic message.
    let mut child = command()
        .args(["grundy", "0.6", "--misere", "--to", "12", "-q"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("run nimatron");
    drop(child.stdout.take());
    let out = child.wait_with_output().expect("wait");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
}

/// Play with `input` on stdin: (stdout, stderr, exit code).
fn play(args: &[&str], input: &str) -> (String, String, Option<i32>) {
    let (out, err, code) = nimatron(args, Some(input));
    (out, err, Some(code))
}

#[test]
fn play_finds_every_ruleset_in_the_catalogue() {
    // An unknown name lists them all.
    let (_, err, code) = play(&["play", "chess", "1"], "");
    assert_eq!(code, Some(2));
    for name in [
        "domineering",
        "hackenbush",
        "stalk",
        "toads",
        "cram",
        "graphnim",
        "nim",
        "wythoff",
        "moore:K",
        "sub:SET",
        "21",
        "kayles",
        "octal:CODE",
        "knight",
    ] {
        assert!(err.contains(name), "{name}: {err}");
    }
    // Names are case-insensitive and have aliases; parameters follow a colon.
    let (out, err, code) = play(&["play", "Toads-and-Frogs", "T.F"], "quit\n");
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("    a b c\n  1 T . F"), "{out}");
    let (_, err, code) = play(&["play", "moore", "1", "2"], "");
    assert_eq!(code, Some(2));
    assert!(err.contains("moore:K"), "{err}");
    // Rulesets new to `play`: Cram and graph Nim, chosen by number, with hints.
    let (out, err, code) = play(&["play", "cram", "...|..."], "hint\n1\n1\n");
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("The position is *1"), "{out}");
    assert!(out.contains("You win."), "{out}");
    let (out, _, _) = play(&["play", "graphnim", "0-1x3, 2-3x5"], "hint\n");
    assert!(out.contains("The position is *6"), "{out}");
    let (out, _, _) = play(&["play", "moore:2", "1", "2", "3"], "hint\n");
    assert!(out.contains("The position is *6"), "{out}");
    // A bad position is shown with a caret under the fault.
    let (_, err, code) = play(&["play", "hackenbush", "0-1:b 1-2:q"], "");
    assert_eq!(code, Some(2));
    assert!(err.contains("colour `q`"), "{err}");
    assert!(err.contains("  0-1:b 1-2:q\n        ^^^^^"), "{err}");
    // A stalk is played as written, an empty one shown as such.
    let (out, _, _) = play(&["play", "stalk", "L"], "1\n");
    assert!(out.contains("Position: L   (value 1)"), "{out}");
    assert!(out.contains("Position: (empty)   (value 0)"), "{out}");
}

#[test]
fn play_grid_and_graph_rulesets_from_the_catalogue() {
    // Issue 17: `nimatron play clobber "xox|ox."`, with CGSuite's value.
    let (out, err, code) = play(&["play", "clobber", "xox|ox."], "hint\nquit\n");
    assert_eq!(code, Some(0), "{err}");
    assert!(
        out.contains("Position (value {^^*|*,v}):\n    a b c\n  1 x o x\n  2 o x ."),
        "{out}"
    );
    assert!(
        out.contains(
            "a1-b1: leaves a position worth ^^*: Left (you) wins whoever moves next  <- wins"
        ),
        "{out}"
    );
    // Graph rulesets in CGSuite's strings: Col, Snort, Childish Hackenbush,
    // Arc Kayles and its partizan form.
    let (out, err, code) = play(&["play", "col", "R-.-R-.-L-.-R-.-R-."], "quit\n");
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("(value 7/8)"), "{out}");
    let (out, _, _) = play(&["play", "snort", "L-.-.-.-L"], "quit\n");
    assert!(out.contains("(value {4|0,+-1})"), "{out}");
    let (out, _, _) = play(&["play", "childish", "l(l;rl)"], "1\n");
    assert!(out.contains("Position: lrl   (value 1)"), "{out}");
    assert!(out.contains("You win."), "{out}");
    let (out, _, _) = play(&["play", "arckayles", ".-.-.-."], "hint\n2\n");
    assert!(out.contains("The position is *2"), "{out}");
    assert!(
        out.contains("2: leaves .;. worth *0: the next player, your opponent, loses  <- wins"),
        "{out}"
    );
    let (out, _, _) = play(&["play", "partizanarckayles", "llr"], "quit\n");
    assert!(out.contains("(value 1/2)"), "{out}");
    // The edge-list form, and a caret under a bad vertex label.
    let (out, _, _) = play(&["play", "col", "0:R 1 2:L 0-1 1-2"], "quit\n");
    assert!(out.contains("Position: R-.-L"), "{out}");
    let (_, err, code) = play(&["play", "snort", "L-.-Q"], "");
    assert_eq!(code, Some(2));
    assert!(err.contains("unexpected `Q`"), "{err}");
    assert!(err.contains("  L-.-Q\n      ^"), "{err}");
}
