//! `nimatron nim [--misere] [--json] HEAP...`: Bouton's analysis of a Nim position.

use crate::json;
use nimatron::impartial::nim::{leading_column, nim_sum, outcome, winning_moves};
use nimatron::impartial::{NimMove, Play};
use nimatron::short::Outcome;
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

/// The article's layout: each heap in binary, column by column, and the nim-sum.
pub(crate) fn explain(
    heaps: &[BigUint],
    play: Play,
    out: Outcome,
    sum: &BigUint,
    moves: &[NimMove],
) -> String {
    let width = heaps.iter().map(|h| h.bits()).max().unwrap_or(1).max(1) as usize;
    let dec = heaps
        .iter()
        .map(|h| h.to_string().len())
        .chain([sum.to_string().len(), 7])
        .max()
        .unwrap_or(7);
    let mut s = String::new();
    s += &format!("{:<8} {:>dec$}  {:>width$}\n", "", "decimal", "binary");
    for (i, h) in heaps.iter().enumerate() {
        s += &format!(
            "{:<8} {:>dec$}  {:0>width$}\n",
            format!("heap {i}"),
            h.to_string(),
            h.to_str_radix(2)
        );
    }
    s += &format!("{:<8} {:>dec$}  {}\n", "", "", "-".repeat(width));
    s += &format!(
        "{:<8} {:>dec$}  {:0>width$}\n",
        "nim-sum",
        sum.to_string(),
        sum.to_str_radix(2)
    );
    match leading_column(sum) {
        None => s += "Every binary column has an even number of 1s: the nim-sum is 0.\n",
        Some(d) => {
            s += &format!(
                "The leftmost column with an odd number of 1s is worth 2^{d}; a winning move\n\
                 reduces a heap with a 1 in that column to its nim-sum with {sum}.\n"
            )
        }
    }
    let one = BigUint::from(1u32);
    if play == Play::Misere {
        let big = heaps.iter().filter(|h| **h > one).count();
        if big <= 1 {
            s += "Misère play with at most one heap larger than 1: leave an odd number of heaps of size 1.\n";
        } else {
            s += "Misère play with two or more heaps larger than 1: play as in normal Nim.\n";
        }
    }
    let who = match out {
        Outcome::P => "P: the previous player wins (the player to move loses against best play).",
        _ => "N: the player to move wins.",
    };
    s += &format!("Outcome: {who}\n");
    if !moves.is_empty() {
        s += "Winning moves:\n";
        for m in moves {
            let taken = &m.from - &m.to;
            s += &format!("  heap {}: {} -> {} (take {taken})\n", m.heap, m.from, m.to);
        }
    }
    s
}
