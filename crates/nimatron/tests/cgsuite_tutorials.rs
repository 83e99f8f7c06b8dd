//! CGSuite's own tutorials run in nimatron's language: every command of
//! `tests/data/cgsuite-tutorials.tsv`, in order, one session per tutorial file.
//!
//! A row: the tutorial file (its path in aaron-siegel/cgsuite), the command
//! (`\n` a new line, `\\` a backslash), the value its prose states, the status
//! (`ok`: known to pass, pinned; `skip: why`; empty: not yet) and the
//! source of the value. Stated values: `=EXPR` (prints as EXPR prints in a
//! fresh session), `print:TEXT`, `count:N` (a list of N elements),
//! `period:N`, `silent` (no output), `error` (must fail).
//!
//! The test fails when a pinned command fails or gives another value than
//! its prose states, and prints the commands not yet passing. With
//! `NIMATRON_BLESS=1` it marks every passing command `ok` in the file.

mod common;

use common::data_rows;
use nimatron::lang::{Session, Value};
use nimatron::limits::Limits;
use std::time::Duration;

const DATA: &str = include_str!("data/cgsuite-tutorials.tsv");

struct Row<'a> {
    file: &'a str,
    command: String,
    expect: &'a str,
    status: &'a str,
}

fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next() {
                Some('n') => out.push('\n'),
                Some('\\') => out.push('\\'),
                Some(o) => panic!("unknown escape \\{o} in {s}"),
                None => panic!("a lone backslash in {s}"),
            }
        } else {
            out.push(c);
        }
    }
    out
}

fn rows() -> Vec<Row<'static>> {
    data_rows(DATA)
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            assert_eq!(f.len(), 5, "five columns: {l}");
            Row {
                file: f[0],
                command: unescape(f[1]),
                expect: f[2],
                status: f[3],
            }
        })
        .collect()
}

/// A session for one tutorial: each command within 30 seconds and 2 GB
/// (a command past them is reported, as any failure).
fn tutorial_session() -> Session {
    Session::with_limits(
        Limits::standard()
            .with_time(Duration::from_secs(30))
            .with_memory(2 << 30),
    )
}

/// Runs `row` in `s` and checks the stated value: `Err` says what went wrong.
fn run(s: &mut Session, row: &Row) -> Result<(), String> {
    let got = s.eval_line(&row.command);
    if row.expect == "error" {
        return match got {
            Err(_) => Ok(()),
            Ok(v) => Err(format!("must fail, gave {v:?}")),
        };
    }
    let v = got.map_err(|e| e.render(&row.command))?;
    let text = match &v {
        Some(v) => Some(s.format(v).map_err(|e| format!("{e:?}"))?),
        None => None,
    };
    let expect = row.expect;
    if expect.is_empty() {
        return Ok(());
    }
    if expect == "silent" {
        return match text {
            None => Ok(()),
            Some(t) => Err(format!("must show nothing, shows {t}")),
        };
    }
    let text = text.ok_or("no value")?;
    if let Some(want) = expect.strip_prefix('=') {
        let mut fresh = Session::new();
        let want = fresh
            .eval_to_string(want)
            .map_err(|e| format!("the expectation fails: {}", e.render(want)))?
            .ok_or("the expectation has no value")?;
        return if text == want {
            Ok(())
        } else {
            Err(format!("gives {text}, the prose states {want}"))
        };
    }
    if let Some(want) = expect.strip_prefix("print:") {
        return if text == want {
            Ok(())
        } else {
            Err(format!("prints {text}, the prose states {want}"))
        };
    }
    if let Some(n) = expect.strip_prefix("count:") {
        let n: usize = n.parse().expect("count:N");
        return match v {
            Some(Value::List(items)) if items.len() == n => Ok(()),
            _ => Err(format!("gives {text}, the prose states {n} elements")),
        };
    }
    if let Some(p) = expect.strip_prefix("period:") {
        return if text.contains(&format!("period {p}")) || text.contains(&format!(", {p})")) {
            Ok(())
        } else {
            Err(format!("gives {text}, the prose states period {p}"))
        };
    }
    panic!("unknown expectation {expect}")
}

#[test]
fn cgsuite_tutorials_run_as_written() {
    let rows = rows();
    let mut failures = Vec::new();
    let mut pending = Vec::new();
    let mut passing = Vec::new();
    let mut session = tutorial_session();
    let mut file = "";
    let (mut total, mut skipped) = (0, 0);
    for (i, row) in rows.iter().enumerate() {
        total += 1;
        if row.file != file {
            // Each tutorial starts in a fresh session; its commands share it.
            session = tutorial_session();
            file = row.file;
        }
        if row.status.starts_with("skip") {
            skipped += 1;
            continue;
        }
        let result = run(&mut session, row);
        let name = format!("{}: {}", row.file.rsplit('/').next().unwrap(), row.command);
        match (result, row.status) {
            (Ok(()), _) => passing.push(i),
            (Err(e), "ok") => failures.push(format!("{name}\n    {e}")),
            (Err(e), _) => pending.push(format!("{name}\n    {e}")),
        }
    }
    eprintln!(
        "{} of {} commands pass, {} skipped (GUI, prose), {} not yet:",
        passing.len(),
        total - skipped,
        skipped,
        pending.len()
    );
    for p in &pending {
        eprintln!("  {p}");
    }
    if std::env::var_os("NIMATRON_BLESS").is_some() {
        bless(&passing);
    }
    assert!(
        failures.is_empty(),
        "commands pinned as passing fail:\n{}",
        failures.join("\n")
    );
    let unpinned: Vec<usize> = passing
        .iter()
        .copied()
        .filter(|&i| rows[i].status != "ok")
        .collect();
    assert!(
        unpinned.is_empty() || std::env::var_os("NIMATRON_BLESS").is_some(),
        "{} commands pass that are not pinned: run with NIMATRON_BLESS=1",
        unpinned.len()
    );
}

/// Marks the passing rows `ok` in the data file (comments kept).
fn bless(passing: &[usize]) {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/cgsuite-tutorials.tsv"
    );
    let text = std::fs::read_to_string(path).unwrap();
    let mut n = 0;
    let mut out = String::new();
    for line in text.lines() {
        let t = line.trim();
        if t.is_empty() || t.starts_with('#') {
            out.push_str(line);
        } else {
            let mut f: Vec<&str> = line.split('\t').collect();
            if !f[3].starts_with("skip") {
                f[3] = if passing.contains(&n) { "ok" } else { "" };
            }
            out.push_str(&f.join("\t"));
            n += 1;
        }
        out.push('\n');
    }
    std::fs::write(path, out).unwrap();
}
