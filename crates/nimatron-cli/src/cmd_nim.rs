//! `nimatron nim [--misere] [--json] HEAP...`: Bouton's analysis of a Nim position.

use crate::json;
use nimatron::impartial::nim::{leading_column, nim_sum, outcome, winning_moves};
use nimatron::impartial::{NimMove, Play};
use nimatron::short::Outcome;
use num_bigint::BigUint;
use serde::Serialize;
use serde_json::value::RawValue;
use std::process::ExitCode;

/// Heaps of more bits than this are shown without the binary columns: the
/// lines would be too wide to read (the decimal values are shown in full).
const MAX_BINARY_BITS: u64 = 1024;

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

/// `s` right-aligned in `width` columns, padded with `fill`. By hand, as
/// `format!` panics on a width of 65,536 or more.
fn pad(s: &str, width: usize, fill: char) -> String {
    let mut out = fill.to_string().repeat(width.saturating_sub(s.len()));
    out.push_str(s);
    out
}

/// The article's layout: each heap in binary, column by column, and the nim-sum.
/// Heaps of more than [`MAX_BINARY_BITS`] bits get the decimal column only.
pub(crate) fn explain(
    heaps: &[BigUint],
    play: Play,
    out: Outcome,
    sum: &BigUint,
    moves: &[NimMove],
) -> String {
    let bits = heaps.iter().map(|h| h.bits()).max().unwrap_or(1).max(1);
    let binary = bits <= MAX_BINARY_BITS;
    let width = bits as usize;
    let decimals: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
    let sum_decimal = sum.to_string();
    let dec = decimals
        .iter()
        .chain([&sum_decimal])
        .map(String::len)
        .max()
        .unwrap_or(0)
        .max("decimal".len());
    // One row: a label, the decimal column and, unless left out, the binary one.
    let row = |label: &str, decimal: &str, bin: Option<String>| match bin {
        Some(b) => format!("{label:<8} {}  {b}\n", pad(decimal, dec, ' ')),
        None => format!("{label:<8} {}\n", pad(decimal, dec, ' ')),
    };
    let column = |n: &BigUint| binary.then(|| pad(&n.to_str_radix(2), width, '0'));
    let mut s = row("", "decimal", binary.then(|| pad("binary", width, ' ')));
    for (i, (h, d)) in heaps.iter().zip(&decimals).enumerate() {
        s += &row(&format!("heap {i}"), d, column(h));
    }
    if binary {
        s += &row("", "", Some("-".repeat(width)));
    }
    s += &row("nim-sum", &sum_decimal, column(sum));
    if !binary {
        s += &format!(
            "(The binary columns are left out: the largest heap has {bits} binary digits.)\n"
        );
    }
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
