//! Runs the built `nimatron` binary.

use std::process::{Command, Output};

fn nimatron(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nimatron"))
        .args(args)
        .output()
        .expect("run nimatron")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn nim_json_3_4_5() {
    let o = nimatron(&["nim", "--json", "3", "4", "5"]);
    assert!(o.status.success());
    assert_eq!(
        stdout(&o).trim(),
        r#"{"outcome": "N", "nim_sum": 2, "winning_moves": [{"heap": 0, "from": 3, "to": 1}]}"#
    );
}

#[test]
fn nim_marienbad_is_p() {
    let o = nimatron(&["nim", "1", "3", "5", "7"]);
    assert!(o.status.success());
    let out = stdout(&o);
    assert!(out.contains("Outcome: P"), "{out}");
    assert!(out.contains("nim-sum"), "{out}");
}

#[test]
fn nim_misere_1_1_is_n() {
    let o = nimatron(&["nim", "--misere", "1", "1"]);
    assert!(o.status.success());
    assert!(stdout(&o).contains("Outcome: N"));
    let o = nimatron(&["nim", "--misere", "--json", "1", "1"]);
    let out = stdout(&o);
    assert!(out.contains(r#""outcome": "N""#), "{out}");
    assert!(out.contains(r#"{"heap": 0, "from": 1, "to": 0}"#), "{out}");
}

#[test]
fn nim_big_heaps_are_json_integers() {
    let big = "123456789012345678901234567890";
    let o = nimatron(&["nim", "--json", big, "1"]);
    let out = stdout(&o);
    assert!(
        out.contains(r#""nim_sum": 123456789012345678901234567891"#),
        "{out}"
    );
    assert!(out.contains(&format!(r#""from": {big}, "to": 1"#)), "{out}");
}

#[test]
fn nim_bad_input_exits_2() {
    for args in [
        &["nim", "3", "x", "5"][..],
        &["nim", "-3"][..],
        &["nim", "2.5"][..],
        &["nim"][..],
    ] {
        let o = nimatron(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(!err.contains("panicked"), "{err}");
    }
    let o = nimatron(&["nim", "3", "x", "5"]);
    assert!(String::from_utf8_lossy(&o.stderr).contains("`x`"));
}

#[test]
fn grundy_kayles_json_proves_period() {
    let o = nimatron(&["grundy", "0.77", "--json"]);
    assert!(o.status.success());
    let out = stdout(&o);
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
    let a = nimatron(&["grundy", "grundy", "--to", "3000", "--json", "-q"]);
    let b = nimatron(&[
        "grundy", "grundy", "--to", "3000", "--json", "-q", "--method", "plain",
    ]);
    assert!(a.status.success() && b.status.success());
    assert_eq!(stdout(&a), stdout(&b));
    let out = stdout(&a);
    assert!(out.contains(r#""computed": 3000"#), "{out}");
    assert!(out.contains(r#""period": null"#), "{out}");
    assert!(out.contains(r#""proved": false"#), "{out}");
}

#[test]
fn grundy_subtraction_and_errors() {
    let o = nimatron(&["grundy", "sub:1,3,4", "--json"]);
    let out = stdout(&o);
    assert!(out.contains(r#""period": 7"#), "{out}");
    assert!(out.contains(r#""preperiod": 0"#), "{out}");
    for bad in ["0.8z", "nonsense", "sub:0"] {
        let o = nimatron(&["grundy", bad]);
        assert_eq!(o.status.code(), Some(2), "{bad}");
        assert!(String::from_utf8_lossy(&o.stderr).contains("error"));
    }
    let o = nimatron(&["grundy", "0.6", "--to", "100000000000000"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("memory"));
}

#[test]
fn grundy_misere_genera_of_nim_heaps_and_json() {
    // 0.333 is Nim on heaps up to 3: the tame genera of Winning Ways.
    let o = nimatron(&["grundy", "0.333", "--misere", "--to", "4"]);
    assert!(o.status.success());
    let out = stdout(&o);
    for want in [
        "0  0^120",
        "1  1^031  (P in misère play)",
        "2  2^20",
        "3  3^31",
    ] {
        assert!(out.contains(want), "{out}");
    }
    let o = nimatron(&["grundy", "kayles", "--misere", "--to", "2", "--json"]);
    assert!(o.status.success());
    assert!(stdout(&o).starts_with(
        r#"{"game": "kayles", "heaps": [{"genus": "0^120", "normal": 0, "misere": 1, "exponents": [1, 2, 0,"#
    ));
}

#[test]
fn a_closed_stdout_ends_quietly() {
    // Like `nimatron grundy 0.6 --misere --to 12 | head -0`: no panic message.
    let mut child = Command::new(env!("CARGO_BIN_EXE_nimatron"))
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

/// Run `nimatron` with `input` on stdin: (stdout, stderr, exit code).
fn play(args: &[&str], input: &str) -> (String, String, Option<i32>) {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_nimatron"))
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("run nimatron");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("write the script");
    let o = child.wait_with_output().expect("wait");
    (
        stdout(&o),
        String::from_utf8_lossy(&o.stderr).into_owned(),
        o.status.code(),
    )
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
    assert!(out.contains("Position: T.F"), "{out}");
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
