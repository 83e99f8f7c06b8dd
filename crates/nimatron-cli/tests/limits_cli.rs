//! The bounded core, end to end: inputs that once crashed, wedged or silently
//! answered wrongly (issue 15) now give their value or a clear error with a
//! documented exit status (0, 2 bad input, 3 a limit), never a panic or an
//! abort. Each runs under an address-space limit, so an input that tries to
//! allocate gigabytes fails the test instead of the machine.

mod common;

use std::io::Write;
use std::process::Stdio;

/// Address space allowed to the child: the 512 MB worker stack and the
/// allocator's arenas fit; the blow-ups of issue 15 (5 to 17 GB) do not.
const MAX_ADDRESS_SPACE: u64 = 2 << 30;

/// Runs `nimatron ARGS` with `stdin`, under [`MAX_ADDRESS_SPACE`]; returns
/// stdout, stderr and the exit status (-1 for a signal).
fn bounded(args: &[&str], stdin: &str) -> (String, String, i32) {
    let mut cmd = common::capped_command(MAX_ADDRESS_SPACE);
    cmd.args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().expect("run nimatron");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("write stdin");
    let out = child.wait_with_output().expect("wait");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

fn eval(expr: &str) -> (String, String, i32) {
    bounded(&["eval", "--time-limit", "20", expr], "")
}

fn assert_no_crash(what: &str, err: &str, code: i32) {
    assert!(
        !err.contains("panicked") && !err.contains("overflow") && !err.contains("fatal"),
        "{what}: {err}"
    );
    assert!([0, 2, 3].contains(&code), "{what}: exit {code}\n{err}");
}

#[test]
fn blow_ups_stop_at_the_limits_with_a_message() {
    for (expr, needle) in [
        ("*4294967295 + +-1", "4294967295 options on each side"),
        ("*100000000 + +-1", "100000000 options on each side"),
        ("leftoptions(*100000000)", "100000000 options on each side"),
        ("^100000000 + {2|1}", "nesting deeper than the limit"),
        ("heat(*16, 1)", "too big to print: about 20.6 MB"),
        ("(omega+1)^10000000", "too large"),
        ("(3)^100000000", "too large"),
    ] {
        let (out, err, code) = eval(expr);
        assert_no_crash(expr, &err, code);
        assert_eq!(code, 3, "{expr}: {out}{err}");
        assert!(err.contains(needle), "{expr}: {err}");
        assert!(err.contains("^^^"), "{expr}: the caret is missing: {err}");
    }
}

#[test]
fn big_values_are_exact() {
    for (expr, expected) in [
        ("birthday(18446744073709551616)", "18446744073709551616"),
        (
            "signexp(18446744073709551616)",
            "\"L^18446744073709551616\"",
        ),
        (
            "birthday(omega*18446744073709551616)",
            "18446744073709551616*omega",
        ),
        ("omega^1000000000000", "omega^1000000000000"),
        // 4^60000 = 2^120000: the expansion of 2^-120000 is one blue edge
        // and then 120000 red ones.
        ("signexp(1/(4)^60000)", "\"L R^120000\""),
        ("*100 + +-1", "+-(1+*100)"),
    ] {
        let (out, err, code) = eval(expr);
        assert_no_crash(expr, &err, code);
        assert_eq!((out.trim(), code), (expected, 0), "{expr}: {err}");
    }
    // (ω+1)^1000: the binomial theorem, 1001 terms, C(1000,1) ω^999 second.
    let (out, err, code) = eval("(omega+1)^1000");
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("omega^1000+1000*omega^999+499500*omega^998+"));
    assert!(out.trim().ends_with("+1000*omega+1"), "{out}");
}

#[test]
fn huge_input_lines_are_answered() {
    // A million-term chain is a flat list, not a deep tree.
    let chain = format!("1{}\n", "+1".repeat(999_999));
    let (out, err, code) = bounded(&["eval"], &chain);
    assert_no_crash("chain", &err, code);
    assert_eq!((out.as_str(), code), ("1000000\n", 0), "{err}");
    // 100,000 open braces: the nesting limit, with the column.
    let braces = format!("{}\n", "{".repeat(100_000));
    let (_, err, code) = bounded(&["eval"], &braces);
    assert_no_crash("braces", &err, code);
    assert_eq!(code, 2);
    assert!(err.contains("nested too deeply"), "{err}");
    // 100,000 methods in a row count as nesting too.
    let methods = format!("1{}\n", ".outcome".repeat(100_000));
    let (_, err, code) = bounded(&["eval"], &methods);
    assert_no_crash("methods", &err, code);
    assert_eq!(code, 2);
    assert!(err.contains("nested too deeply"), "{err}");
}

#[test]
fn exit_statuses_follow_the_kind_of_error() {
    for (expr, code) in [
        ("*3+*5", 0),
        ("{1|", 2),
        ("nosuch(1)", 2),
        ("outcome([1])", 2),
        ("omega := 3", 2),
        ("*4294967295 + +-1", 3),
    ] {
        let (_, err, c) = eval(expr);
        assert_eq!(c, code, "{expr}: {err}");
    }
    // The worst status of several expressions wins: a limit over bad input.
    let (out, _, c) = bounded(&["eval", "*3+*5", "{1|", "leftoptions(*100000000)"], "");
    assert_eq!((out.as_str(), c), ("*6\n", 3));
}

#[test]
fn the_output_and_game_limits_are_flags() {
    let (_, err, code) = bounded(&["eval", "--max-output", "10", "{1|0}+{2|0}+{3|0}"], "");
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("past the output limit of 10 bytes"), "{err}");
    let (_, err, code) = bounded(
        &[
            "eval",
            "--max-games",
            "100",
            "domineering(\"......|......|......\")",
        ],
        "",
    );
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("limit of 100 games"), "{err}");
}

#[test]
fn thermographs_of_huge_and_tiny_values_draw_without_nan() {
    let dir = std::env::temp_dir().join(format!("nimatron-limits-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (i, g) in ["+-((2)^2000)", "{(2)^(-2000)|0}", "{(10)^400|1/(3)^500}"]
        .iter()
        .enumerate()
    {
        let file = dir.join(format!("t{i}.svg"));
        let (_, err, code) = bounded(&["thermograph", g, "--svg", file.to_str().unwrap()], "");
        assert_eq!(code, 0, "{g}: {err}");
        let svg = std::fs::read_to_string(&file).unwrap();
        assert!(svg.contains("<polyline points=\""), "{g}");
        assert!(!svg.contains("NaN") && !svg.contains("inf"), "{g}: {svg}");
    }
}

#[test]
fn big_boards_stop_at_the_time_and_memory_limits() {
    let cram8 = "cram(\"........|........|........|........|........|........|........|........\")";
    let (_, err, code) = bounded(&["eval", "--time-limit", "1", cram8], "");
    assert_no_crash("cram 8x8", &err, code);
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("time limit of 1 s passed"), "{err}");
    let (_, err, code) = bounded(&["eval", "--max-memory", "1M", cram8], "");
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("memory limit of 1.0 MB"), "{err}");
    let (_, err, code) = bounded(&["eval", "--max-memory", "lots", "1"], "");
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("is not a size"), "{err}");
}
