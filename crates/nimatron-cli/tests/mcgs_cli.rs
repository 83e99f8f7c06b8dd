//! `nimatron mcgs`: every file of MCGS's test corpus (MIT; `../shared/mcgs-tests/`
//! beside the project, never copied into the repository), run for the games
//! the catalogue supports. Where the folder is absent the test says so and
//! skips.

mod common;

use std::path::{Path, PathBuf};

fn corpus() -> Option<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/mcgs-tests");
    root.join("info.test").is_file().then_some(root)
}

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("read the corpus")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            files(&p, out);
        } else if p.extension().is_some_and(|e| e == "test") {
            out.push(p);
        }
    }
}

/// A small file of our own in MCGS's format (cases written for this test;
/// the expected results are outcomes of canonical forms, as `eval` gives them).
#[test]
fn our_own_cases() {
    let dir = std::env::temp_dir().join(format!("nimatron-mcgs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("own.test");
    std::fs::write(
        &file,
        "{version 1.7}\n/* comments /* nest */ here */\n[domineering] ....|....|....|.... {B win, W win}\n\
         [domineering] ..|.. [integer_game] 1 {B win, W win}\n\
         [switch_game] (1, -1) [up_star] (1 *) {B win, W win}\n\
         [nimber] 3 [kayles] 4 {N 2}\n[clobber_1xn] XO {B win}\n",
    )
    .unwrap();
    let o = common::command()
        .args(["mcgs", file.to_str().unwrap()])
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(
        out.ends_with("7 passed, 0 failed, 1 unsupported\n"),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn mcgs_corpus() {
    let Some(root) = corpus() else {
        eprintln!("skipped: MCGS's corpus is not at ../shared/mcgs-tests");
        return;
    };
    let mut all = Vec::new();
    files(&root, &mut all);
    let (mut passed, mut failed, mut unsupported) = (0, 0, 0);
    let mut failures = Vec::new();
    for f in &all {
        let o = common::command()
            .args(["mcgs", "--json", "--time-limit", "1"])
            .arg(f)
            .output()
            .expect("run nimatron mcgs");
        let v: serde_json::Value =
            serde_json::from_slice(&o.stdout).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        passed += v["passed"].as_u64().unwrap();
        failed += v["failed"].as_u64().unwrap();
        unsupported += v["unsupported"].as_u64().unwrap();
        for x in v["failures"].as_array().unwrap() {
            failures.push(x.as_str().unwrap().to_string());
        }
    }
    eprintln!(
        "{} files: {passed} passed, {failed} failed, {unsupported} unsupported",
        all.len()
    );
    // Cases stopped by the time limit of 1 s (large Cram boards of the
    // corpus's medium, hard and unsolved files) are failures of speed, said
    // so; a wrong answer is a bug. The corpus's two deliberately wrong cases
    // (misc_autotests/wrong_value.test) are Clobber, which the catalogue lacks.
    let (slow, wrong): (Vec<_>, Vec<_>) = failures.iter().partition(|f| f.contains("time limit"));
    for f in &slow {
        eprintln!("stopped by the time limit: {f}");
    }
    assert!(
        wrong.is_empty(),
        "{}",
        wrong
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert!(passed > 2000, "{passed}");
}
