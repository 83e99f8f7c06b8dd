//! `nimatron mcgs`: our own cases in MCGS's format (`data/mcgs_own.test`, one
//! or more for each game and command), bad input, the time limit, and MCGS's
//! test corpus (MIT; `../shared/mcgs-tests/` beside the project, never copied
//! into the repository). Where the corpus is absent the test says so and
//! skips.

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Instant;

fn corpus() -> Option<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/mcgs-tests");
    root.join("info.test").is_file().then_some(root)
}

/// Seconds a case of the corpus may take in the CI test: most cases take a
/// few milliseconds, and the time-limited ones (listed, not failed) set the
/// test's length.
const TIME_LIMIT: &str = "0.25";

/// Folders of the corpus the CI test leaves out, so that it takes a couple
/// of minutes at most on two cores: the hard and unsolved sums (MCGS's own
/// `unused`, `medium`, `impartial-hard`, `impartial-unsolved`, and the 6x6
/// Clobber games), `seg_tests` (games grown in size until they are hard) and
/// `main_tests` (a copy of `autotests` with a few more hard cases).
/// `nimatron mcgs --time-limit 1 ../shared/mcgs-tests` runs everything.
const SKIPPED: &[&str] = &[
    "main_tests",
    "unused",
    "medium",
    "seg_tests",
    "clobber/clobber-6x6-games",
    "impartial/impartial-hard",
    "impartial/impartial-unsolved",
];

fn files(root: &Path, dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("read the corpus")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .collect();
    entries.sort();
    for p in entries {
        let rel = p
            .strip_prefix(root)
            .unwrap_or(&p)
            .to_string_lossy()
            .to_string();
        if SKIPPED.contains(&rel.as_str()) {
            continue;
        }
        if p.is_dir() {
            files(root, &p, out);
        } else if p.extension().is_some_and(|e| e == "test") {
            out.push(p);
        }
    }
}

fn own_file() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/mcgs_own.test")
}

/// Every game and command, on cases whose results come from MCGS, CGSuite,
/// OEIS or our canonical forms (the file names each source).
#[test]
fn our_own_cases() {
    let own = own_file();
    let (out, err, code) = common::nimatron(&["mcgs", own.to_str().unwrap()], None);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.ends_with("66 passed, 0 failed, 0 unsupported\n"),
        "{out}"
    );
    let (out, _, _) = common::nimatron(&["mcgs", "--json", own.to_str().unwrap()], None);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["sections"]["sheep"]["passed"], 6, "{v}");
    assert_eq!(v["time_limited"], 0);
}

/// A wrong expectation fails with what was found; an unknown game is
/// unsupported; bad text is a failure that says where; a broken file is an
/// error with its place.
#[test]
fn failures_and_errors_say_what_and_where() {
    let dir = std::env::temp_dir().join(format!("nimatron-mcgs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("cases.test");
    std::fs::write(
        &file,
        "{version 1.7}\n[clobber_1xn] XO {B loss}\n[chess] e4 {B win}\n\
         [nogo]\n X.Q {W win}\n[kayles] 4 {N 3, winning moves N None}\n\
         [amazons] X.|.O {thermograph L: (5, -1) R: (5, -1)}\n\
         [impartial domineering] ................................................................... {winning moves N}\n",
    )
    .unwrap();
    let (out, _, code) = common::nimatron(&["mcgs", file.to_str().unwrap()], None);
    assert_eq!(code, 1, "{out}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].ends_with("[clobber_1xn] XO {B loss}: got B win"),
        "{out}"
    );
    assert!(
        lines[1].contains(":5:2: cannot read [nogo] `X.Q` (at character 3)"),
        "{out}"
    );
    assert!(lines[2].ends_with("{N 3}: got N 1"), "{out}");
    assert!(lines[3].contains("got winning moves N 2-1-1"), "{out}");
    assert!(lines[4].contains("got thermograph L: "), "{out}");
    // Cram on a strip of 67 cells is Dawson's Kayles: its moves are not named.
    assert_eq!(*lines.last().unwrap(), "0 passed, 5 failed, 2 unsupported");
    std::fs::write(&file, "[nogo]\n(..X {B}\n").unwrap();
    let (_, err, code) = common::nimatron(&["mcgs", file.to_str().unwrap()], None);
    assert_eq!(code, 2);
    assert!(
        err.contains("cases.test:2:6: `(` opened at 2:1 is not closed before `{`"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A case stopped by the time limit is a failure that says so.
#[test]
fn the_time_limit_stops_a_case() {
    let dir = std::env::temp_dir().join(format!("nimatron-mcgs-time-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("slow.test");
    std::fs::write(&file, "[clobber] XOXOXO|OXOXOX|XOXOXO|OXOXOX|XOXOXO {B}\n").unwrap();
    let (out, _, code) = common::nimatron(
        &[
            "mcgs",
            "--json",
            "--time-limit",
            "0.05",
            file.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(code, 1);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["time_limited"], 1, "{v}");
    assert!(
        v["failures"][0].as_str().unwrap().contains("time limit"),
        "{v}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The counts of one section.
type Counts = [u64; 3];

#[test]
fn mcgs_corpus() {
    let Some(root) = corpus() else {
        eprintln!("skipped: MCGS's corpus is not at ../shared/mcgs-tests");
        return;
    };
    let start = Instant::now();
    let mut all = Vec::new();
    files(&root, &root, &mut all);
    // Two files at a time (the machine has two cores); each file is one
    // process with a time limit a case.
    let queue = Arc::new(Mutex::new(all.clone()));
    let results = Arc::new(Mutex::new(Vec::new()));
    let workers: Vec<_> = (0..2)
        .map(|_| {
            let (queue, results) = (queue.clone(), results.clone());
            std::thread::spawn(move || loop {
                let Some(f) = queue.lock().unwrap().pop() else {
                    return;
                };
                let o = common::command()
                    .args([
                        "mcgs",
                        "--json",
                        "--time-limit",
                        TIME_LIMIT,
                        "--memory",
                        "512",
                    ])
                    .arg(&f)
                    .output()
                    .expect("run nimatron mcgs");
                let v: serde_json::Value = serde_json::from_slice(&o.stdout)
                    .unwrap_or_else(|e| panic!("{}: {e}", f.display()));
                results.lock().unwrap().push(v);
            })
        })
        .collect();
    for w in workers {
        w.join().expect("a worker");
    }
    let results = results.lock().unwrap();
    let (mut passed, mut failed, mut unsupported) = (0, 0, 0);
    let mut failures = Vec::new();
    let mut sections: BTreeMap<String, Counts> = BTreeMap::new();
    for v in results.iter() {
        passed += v["passed"].as_u64().unwrap();
        failed += v["failed"].as_u64().unwrap();
        unsupported += v["unsupported"].as_u64().unwrap();
        for x in v["failures"].as_array().unwrap() {
            failures.push(x.as_str().unwrap().to_string());
        }
        for (k, c) in v["sections"].as_object().unwrap() {
            let s = sections.entry(k.clone()).or_default();
            for (i, key) in ["passed", "failed", "unsupported"].iter().enumerate() {
                s[i] += c[key].as_u64().unwrap();
            }
        }
    }
    for (k, [p, f, u]) in &sections {
        eprintln!("[{k}] {p} passed, {f} failed, {u} unsupported");
    }
    eprintln!(
        "{} files ({} skipped as hard: {}): {passed} passed, {failed} failed, {unsupported} unsupported in {:.0} s",
        all.len(),
        SKIPPED.len(),
        SKIPPED.join(", "),
        start.elapsed().as_secs_f64()
    );
    // Cases stopped by the time limit are failures of speed, listed;
    // any other failure is a wrong answer. MCGS's
    // misc_autotests/wrong_value.test holds exactly two deliberately wrong
    // cases (Clobber `XO` has B and W winning, written as losses): a correct
    // engine fails exactly those.
    let (slow, wrong): (Vec<_>, Vec<_>) = failures.iter().partition(|f| f.contains("time limit"));
    eprintln!(
        "{} cases stopped by the time limit of {TIME_LIMIT} s:",
        slow.len()
    );
    for f in &slow {
        eprintln!("  {f}");
    }
    let deliberate = |f: &&&String| {
        f.contains("misc_autotests/wrong_value.test:5: [clobber_1xn] XO {")
            && (f.ends_with("{B loss}: got B win") || f.ends_with("{W loss}: got W win"))
    };
    let expected: Vec<_> = wrong.iter().filter(deliberate).collect();
    let others: Vec<_> = wrong.iter().filter(|f| !deliberate(f)).collect();
    assert!(
        others.is_empty(),
        "wrong answers:\n{}",
        others
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert_eq!(
        expected.len(),
        2,
        "the two deliberate wrong values: {expected:?}"
    );
    // Breadth, whatever the machine's speed: every case is run but those on
    // strips longer than the catalogue's boards (impartial Clobber up to 600
    // cells).
    assert!(passed + failed > 7000, "{passed} + {failed}");
    assert!(unsupported < 400, "{unsupported}");
}
