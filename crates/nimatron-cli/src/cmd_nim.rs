//! `nimatron nim [--misere] [--json] HEAP...`: Bouton's analysis of a Nim position.

use crate::json;
use nimatron::impartial::nim::{nim_sum, outcome, winning_moves};
use nimatron::impartial::{NimMove, Play};
use nimatron::short::Outcome;
use nimatron_app::play::nim::explain;
use num_bigint::BigUint;
use serde::Serialize;
use serde_json::value::RawValue;
use std::process::ExitCode;

/// Arguments of `nimatron nim`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Misère play: whoever takes the last object loses.
    #[arg(long)]
    pub misere: bool,
    /// Print JSON: {"outcome", "nim_sum", "winning_moves": [{"heap", "from", "to"}]}.
    #[arg(long)]
    pub json: bool,
    /// Heap sizes (non-negative integers of any size).
    #[arg(required = true, allow_negative_numbers = true, value_name = "HEAP")]
    pub heaps: Vec<String>,
}

fn parse_heap(s: &str) -> Option<BigUint> {
    let t = s.trim().replace('_', "");
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    t.parse().ok()
}

/// Runs the subcommand.
pub fn run(args: Args) -> ExitCode {
    let mut heaps = Vec::with_capacity(args.heaps.len());
    for (i, h) in args.heaps.iter().enumerate() {
        match parse_heap(h) {
            Some(v) => heaps.push(v),
            None => {
                eprintln!(
                    "error: heap {i} is `{h}`, which is not a heap size (expected a non-negative integer)"
                );
                return ExitCode::from(2);
            }
        }
    }
    let play = if args.misere {
        Play::Misere
    } else {
        Play::Normal
    };
    let out = outcome(&heaps, play);
    let moves = winning_moves(&heaps, play);
    let sum = nim_sum(&heaps);
    if args.json {
        println!("{}", to_json(out, &sum, &moves));
    } else {
        print!("{}", explain(&heaps, play, out, &sum, &moves));
    }
    ExitCode::SUCCESS
}

/// The `--json` report; heap sizes are exact JSON integers, however big.
#[derive(Serialize)]
struct Report {
    outcome: String,
    nim_sum: Box<RawValue>,
    winning_moves: Vec<MoveReport>,
}

#[derive(Serialize)]
struct MoveReport {
    heap: usize,
    from: Box<RawValue>,
    to: Box<RawValue>,
}

fn to_json(out: Outcome, sum: &BigUint, moves: &[NimMove]) -> String {
    json::to_line(&Report {
        outcome: out.to_string(),
        nim_sum: json::integer(sum),
        winning_moves: moves
            .iter()
            .map(|m| MoveReport {
                heap: m.heap,
                from: json::integer(&m.from),
                to: json::integer(&m.to),
            })
            .collect(),
    })
}
