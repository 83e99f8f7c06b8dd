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
    let (out, _, _) = nimatron(&["nim", "--misere", "--json", "1", "1"], None);
    assert!(out.contains(r#""outcome": "N""#), "{out}");
    assert!(out.contains(r#"{"heap": 0, "from": 1, "to": 0}"#), "{out}");
}

#[test]
fn nim_big_heaps_are_json_integers() {
    let big = "123456789012345678901234567890";
    let (out, _, _) = nimatron(&["nim", "--json", big, "1"], None);
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
    let (out, _, _) = nimatron(&["grundy", "sub:1,3,4", "--json"], None);
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
