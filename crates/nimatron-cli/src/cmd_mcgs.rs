//! `nimatron mcgs FILE.test... [--json]`: run the cases of test files of MCGS
//! (the minimax combinatorial game solver of the University of Alberta; its
//! `info.test` defines the format) and end with `N passed, M failed, K
//! unsupported`. A directory stands for every `.test` file below it.
//!
//! The cases are run by the app layer ([`nimatron_app::mcgs`]); this file
//! reads the arguments and the files and prints the tally.

use nimatron_app::mcgs::{run_text, Counts, Tally, Tuning};
use serde_json::json;
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Arguments of `nimatron mcgs`.
#[derive(clap::Args)]
pub struct Args {
    /// Test files in MCGS's format, or directories of them (searched below).
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Print one JSON object: {"passed", "failed", "unsupported", "failures",
    /// "time_limited", "sections", "unsupported_reasons", "slowest"}.
    #[arg(long)]
    pub json: bool,
    /// Seconds each case may take (a case past it fails, saying "time limit").
    #[arg(long, default_value_t = 60.0, value_name = "SECONDS", value_parser = crate::args::parse_seconds)]
    pub time_limit: f64,
    /// Print the counts of each section (the sections of a case's games).
    #[arg(long)]
    pub sections: bool,
    /// Memory for the searches of a file, in MB (held as bytes: a size past
    /// what this machine addresses is refused, never wrapped).
    #[arg(long, default_value = "1024", value_name = "MB", value_parser = crate::args::parse_mib)]
    pub memory: usize,
    /// Positions the canonical-form solver may memoise to value each position
    /// of a sum before searching.
    #[arg(long, default_value_t = 20_000, hide = true)]
    pub root_budget: u64,
    /// The search's endgame database: positions to value a component.
    #[arg(long, default_value_t = 20_000, hide = true)]
    pub db_budget: u64,
    /// The search's endgame database: the most moves of a component valued.
    #[arg(long, default_value_t = 0, hide = true)]
    pub db_moves: usize,
}

/// The `.test` files of the arguments (directories searched, sorted). A
/// directory reached a second time (through a symbolic link, `ln -s . loop`)
/// is searched once: the others are skipped with a note on stderr.
fn test_files(paths: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    fn walk(dir: &Path, seen: &mut HashSet<PathBuf>, out: &mut Vec<PathBuf>) -> Result<(), String> {
        let canonical = std::fs::canonicalize(dir)
            .map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
        if !seen.insert(canonical.clone()) {
            eprintln!(
                "note: skipped {}: it is {}, a directory already searched (a link)",
                dir.display(),
                canonical.display()
            );
            return Ok(());
        }
        let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
            .map_err(|e| format!("cannot read {}: {e}", dir.display()))?
            .filter_map(Result::ok)
            .map(|e| e.path())
            .collect();
        entries.sort();
        for p in entries {
            if p.is_dir() {
                walk(&p, seen, out)?;
            } else if p.extension().is_some_and(|e| e == "test") {
                out.push(p);
            }
        }
        Ok(())
    }
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    for p in paths {
        if p.is_dir() {
            walk(p, &mut seen, &mut out)?;
        } else {
            out.push(p.clone());
        }
    }
    Ok(out)
}

fn counts_json(c: &Counts) -> serde_json::Value {
    json!({"passed": c.passed, "failed": c.failed, "unsupported": c.unsupported})
}

fn counts_line(c: &Counts) -> String {
    format!(
        "{} passed, {} failed, {} unsupported",
        c.passed, c.failed, c.unsupported
    )
}

/// Run `nimatron mcgs`.
pub fn run(args: Args) -> ExitCode {
    let files = match test_files(&args.files) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let tuning = Tuning {
        root_budget: args.root_budget,
        db_budget: args.db_budget,
        db_moves: args.db_moves,
    };
    let mut tally = Tally::default();
    for f in &files {
        let src = match crate::args::read_text(f) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::from(2);
            }
        };
        let name = f.display().to_string();
        let time = crate::args::time_limit(args.time_limit);
        let t = match run_text(&src, &name, time, args.memory, tuning) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::from(2);
            }
        };
        tally.add(t);
    }
    if args.json {
        let sections: serde_json::Map<String, serde_json::Value> = tally
            .sections
            .iter()
            .map(|(k, c)| (k.clone(), counts_json(c)))
            .collect();
        println!(
            "{}",
            crate::json::to_line(&json!({
                "passed": tally.all.passed,
                "failed": tally.all.failed,
                "unsupported": tally.all.unsupported,
                "failures": tally.failures,
                "time_limited": tally.time_limited,
                "sections": sections,
                "unsupported_reasons": tally.reasons,
                "slowest": tally.slowest.iter().map(|(t, c)| json!({"seconds": t, "case": c})).collect::<Vec<_>>(),
            }))
        );
    } else {
        for f in &tally.failures {
            println!("FAILED {f}");
        }
        if args.sections {
            for (k, c) in &tally.sections {
                println!("[{k}] {}", counts_line(c));
            }
            for (why, n) in &tally.reasons {
                println!("unsupported ({n}): {why}");
            }
        }
        println!("{}", counts_line(&tally.all));
    }
    if tally.all.failed > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
