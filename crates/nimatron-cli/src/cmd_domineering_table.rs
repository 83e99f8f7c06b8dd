//! `nimatron domineering-table --to RxC [--strips N] [--out FILE]`: the
//! canonical forms of the empty Domineering rectangles (every one up to R
//! rows and C columns, and 2 x n, 3 x n, 4 x n up to n = N), with their
//! temperatures and the seconds each took, as TSV; peak memory on stderr.
//!
//! One memoising solver serves every board, so a board reuses the values of
//! the regions met on smaller ones (its components, normalised under the
//! reflections that keep each player's direction). A board past
//! `--board-time` is written as `stopped` and the larger boards of its row
//! or column count, and their transposes, are skipped. A board and its
//! transpose share the memo (the solver normalises a board and its
//! transpose to one entry, the value negated), so the second of the two
//! takes no time.

use nimatron::limits::{Limits, Stop};
use nimatron::rulesets::{Domineering, PartizanSolver};
use nimatron::short::GameStore;
use std::fmt::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

/// Arguments of `nimatron domineering-table`.
#[derive(clap::Args)]
pub struct Args {
    /// Every rectangle up to ROWSxCOLS (e.g. 5x5).
    #[arg(long, default_value = "5x5", value_name = "ROWSxCOLS")]
    pub to: String,
    /// Also 2 x n, 3 x n and 4 x n (and their transposes) up to n = N.
    #[arg(long, value_name = "N")]
    pub strips: Option<u32>,
    /// Write the table here (default: stdout).
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// Give up a board after this many seconds.
    #[arg(long, default_value_t = 120.0, value_name = "SECONDS", value_parser = crate::args::parse_seconds)]
    pub board_time: f64,
    /// Memory for the solver's memo and the store together (a third and two
    /// thirds): bytes with K, M or G.
    #[arg(long, default_value = "4G", value_name = "SIZE", value_parser = crate::cmd_eval::parse_size)]
    pub memory: usize,
}

fn parse_dims(s: &str) -> Option<(u32, u32)> {
    let (r, c) = s.split_once(['x', 'X'])?;
    let (r, c) = (r.trim().parse().ok()?, c.trim().parse().ok()?);
    (r >= 1 && c >= 1 && r * c <= 64).then_some((r, c))
}

/// Peak resident memory of this process in bytes (Linux), if known.
fn peak_rss() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = s.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

/// Run `nimatron domineering-table`.
pub fn run(args: Args) -> ExitCode {
    let Some((rows, cols)) = parse_dims(&args.to) else {
        eprintln!("error: --to takes ROWSxCOLS of at most 64 cells, e.g. 5x5");
        return ExitCode::from(2);
    };
    let strips = args.strips.unwrap_or(0).min(32);
    let mut boards: Vec<(u32, u32)> = Vec::new();
    for r in 1..=rows {
        for c in 1..=cols {
            boards.push((r, c));
        }
    }
    for k in 2..=4 {
        for n in 1..=strips {
            for b in [(k, n), (n, k)] {
                if !boards.contains(&b) {
                    boards.push(b);
                }
            }
        }
    }
    boards.sort_by_key(|&(r, c)| (r * c, r, c));
    let mut store = GameStore::new();
    // One budget for both: the store (games and caches) gets two thirds, the
    // solver's memo a third (on 6x6 they hold about 600 and 235 MB).
    let (store_bytes, memo_bytes) = (args.memory / 3 * 2, args.memory / 3);
    store.set_limits(Limits::standard().with_memory(store_bytes));
    let mut solver = PartizanSolver::<Domineering>::new();
    let mut out = String::from(
        "# Canonical forms of empty Domineering rectangles (Left places vertical dominoes),\n\
         # computed by `nimatron domineering-table`; seconds on the machine that wrote it\n\
         # (one memo for all boards, smallest first, so a board's time excludes what smaller\n\
         # boards already valued; a board and its transpose share the memo, the value negated,\n\
         # so the second of the two takes no time).\n\
         rows\tcols\tvalue\ttemperature\tseconds\n",
    );
    let mut given_up: Vec<(u32, u32)> = Vec::new();
    let started = Instant::now();
    for (r, c) in boards {
        // Past a board given up, in its row or column count, or the
        // transpose of such a board (the same positions, players swapped).
        let past = |(r, c): (u32, u32)| {
            given_up
                .iter()
                .any(|&(gr, gc)| (gr == r && gc <= c) || (gc == c && gr <= r))
        };
        if past((r, c)) || past((c, r)) {
            continue;
        }
        let text = vec![".".repeat(c as usize); r as usize].join("|");
        let pos = Domineering::parse(&text).expect("a rectangle");
        let mut limits = Limits::standard().with_memory(memo_bytes);
        // 0 is the least time (a board gives up at once); past 1e9 s, none.
        if let Some(t) = crate::args::time_limit(args.board_time.max(0.001)) {
            limits = limits.with_time(t);
        }
        solver.set_limits(&limits);
        let t = Instant::now();
        let r_value = solver.value(&mut store, &pos);
        let secs = t.elapsed().as_secs_f64();
        match r_value {
            Ok(g) => {
                let temp = store.guard(|s| s.temperature(g));
                let shown = store.display(g);
                let temp = temp.map_or("?".to_string(), |t| t.to_string());
                let _ = writeln!(out, "{r}\t{c}\t{shown}\t{temp}\t{secs:.3}");
                eprintln!("{r}x{c}: {shown} (temperature {temp}, {secs:.3} s)");
            }
            Err(stop) => {
                let why = match stop {
                    Stop::Time(_) => "time".to_string(),
                    other => other.to_string(),
                };
                let _ = writeln!(out, "{r}\t{c}\tstopped ({why})\t\t{secs:.3}");
                eprintln!("{r}x{c}: stopped ({why}) after {secs:.3} s");
                given_up.push((r, c));
            }
        }
    }
    let peak = peak_rss().map_or("?".into(), nimatron::limits::bytes);
    eprintln!(
        "domineering-table: {:.1} s in all, peak memory {peak}; {} regions valued (memo {}), {} games in the store ({})",
        started.elapsed().as_secs_f64(),
        solver.table_len(),
        nimatron::limits::bytes(solver.memory_bytes() as u64),
        store.len(),
        nimatron::limits::bytes(store.memory_bytes() as u64),
    );
    let parts: Vec<String> = store
        .memory_parts()
        .iter()
        .filter(|p| p.1 > 0)
        .map(|(name, b)| format!("{name} {}", nimatron::limits::bytes(*b as u64)))
        .collect();
    eprintln!("domineering-table: the store holds {}", parts.join(", "));
    match &args.out {
        Some(path) => {
            if let Err(e) = std::fs::write(path, out) {
                eprintln!("error: cannot write {}: {e}", path.display());
                return ExitCode::from(1);
            }
        }
        None => print!("{out}"),
    }
    ExitCode::SUCCESS
}
