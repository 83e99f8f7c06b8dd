//! `nimatron misere`: quotients (`--quotient`, `--json`) and misère play of
//! sums by them (`--play`), and how it stops at a limit.

mod common;

/// Runs `nimatron misere ARGS`: stdout, stderr and exit status.
fn misere(args: &[&str]) -> (String, String, Option<i32>) {
    let o = common::command()
        .arg("misere")
        .args(args)
        .output()
        .expect("run nimatron");
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
        o.status.code(),
    )
}

#[test]
fn r8_as_json() {
    let (out, _, code) = misere(&["0.75", "--quotient", "--json"]);
    assert_eq!(code, Some(0));
    let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(v["game"], "0.75");
    assert_eq!(v["order"], 8);
    assert_eq!(v["p_portion"], serde_json::json!(["a", "b^2"]));
    assert_eq!(v["presentation"], "<a,b,c | a^2=1, b^3=b, bc=ab, c^2=b^2>");
    let heaps = v["heaps"].as_array().expect("heaps");
    assert_eq!(
        heaps[..6],
        serde_json::json!(["1", "a", "b", "a", "b", "c"])
            .as_array()
            .unwrap()[..]
    );
    assert_eq!(
        (v["preperiod"].clone(), v["period"].clone()),
        (8.into(), 2.into())
    );
    assert_eq!(v["proved"], true);
    assert_eq!(v["to"].as_u64(), Some(heaps.len() as u64 - 1));
    // Conway's class of each heap: the heaps whose elements are 1, a, b
    // (as *0, *1, *2) are nim heaps; heap 5 (c) is not tame.
    let phyla = v["phyla"].as_array().expect("phyla");
    assert_eq!(phyla.len(), heaps.len());
    assert_eq!(v["phyla_stopped"], serde_json::Value::Null);
    assert!(phyla[..5].iter().all(|p| p == "nim heap"), "{phyla:?}");
    assert!(phyla[5] != "nim heap" && phyla[5] != "tame", "{phyla:?}");
}

#[test]
fn human_output_has_the_table_of_small_quotients() {
    let (out, _, code) = misere(&["0.75", "-q"]);
    assert_eq!(code, Some(0));
    for line in [
        "presentation: <a,b,c | a^2=1, b^3=b, bc=ab, c^2=b^2>",
        "order 8, P-portion {a, b^2} (2 elements)",
        "the quotient is the same for every heap from 5 to 23",
        "multiplication table:",
    ] {
        assert!(out.contains(line), "{line}\n{out}");
    }
}

#[test]
fn kayles_sums_by_the_quotient() {
    let (out, _, code) = misere(&["kayles", "--json", "--play", "1", "1", "1"]);
    assert_eq!(code, Some(0));
    let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(v["outcome"], "P");
    assert_eq!(v["winning_moves"], serde_json::json!([]));
    // Large heaps: the quotient of Kayles is periodic, proved by heap 170.
    let (out, _, code) = misere(&["kayles", "--to", "200", "--json", "--play", "1000", "7"]);
    assert_eq!(code, Some(0));
    let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(v["outcome"], "N");
    assert!(!v["winning_moves"].as_array().unwrap().is_empty());
    let (out, _, code) = misere(&["kayles", "-q", "--play", "5"]);
    assert_eq!(code, Some(0));
    assert!(
        out.contains("heap 0 (5) -> 4\n  heap 0 (5) -> 2 + 2"),
        "{out}"
    );
}

#[test]
fn a_limit_stops_with_what_was_reached() {
    let (out, err, code) = misere(&["dawson", "--json", "--to", "40", "--max-order", "100"]);
    assert_eq!(code, Some(3));
    assert!(err.contains("stopped at heap 25"), "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(
        (v["to"].clone(), v["order"].clone()),
        (24.into(), 24.into())
    );
    assert!(v["stopped"].as_str().unwrap().contains("100"));
    let (_, err, code) = misere(&["nonsense"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("unknown game"), "{err}");
}

#[test]
fn play_kayles_misere_uses_the_quotient() {
    use std::io::Write;
    let mut child = common::command()
        .args(["play", "kayles", "--misere", "3", "5"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("run nimatron");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(b"hint\nquit\n")
        .expect("write");
    let out = child.wait_with_output().expect("wait");
    let out = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.contains("Misère play by the quotient of the heaps up to 5 (12 elements"),
        "{out}"
    );
    assert!(
        out.contains("the position is abc in the game's misère quotient (not in the P-portion)"),
        "{out}"
    );
    assert!(
        out.contains("2: leaves heaps [1, 5] (quotient element ac): the next player, your opponent, loses  <- wins"),
        "{out}"
    );
}

/// `--stats`: a line per heap, and a line for each candidate that fails
/// while the quotient grows. Dawson's Kayles grows at heap 10 past two
/// failing candidates; `2 + 4 + 4 + 4 + 10` is a misère P-position
/// (exhaustive search agrees: the library's
/// `reported_failures_have_the_outcomes_of_exhaustive_search`).
#[test]
fn stats_show_the_failing_candidates() {
    let (_, err, code) = misere(&["0.07", "--quotient", "--to", "12", "--stats", "-q"]);
    assert_eq!(code, Some(0));
    let lines: Vec<&str> = err
        .lines()
        .filter(|l| l.starts_with("heap    10"))
        .collect();
    assert_eq!(lines.len(), 3, "{err}");
    assert_eq!(
        lines[0],
        "heap    10  a candidate of 12 elements fails on 2 + 3×4 + 10, a misère P-position"
    );
    assert_eq!(
        lines[1],
        "heap    10  a candidate of 20 elements fails on 3×6 + 10, a misère P-position"
    );
    assert!(
        lines[2].starts_with("heap    10  Expanded     |Q| =     12"),
        "{err}"
    );
}
