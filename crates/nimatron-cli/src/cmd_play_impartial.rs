//! `nimatron play` for Nim's relatives: Wythoff, greedy Nim, index-k Nim, Fibonacci
//! Nim, subtraction games (the 21 and 100 games too) and the Hungry Knight, against
//! a perfect opponent from the Sprague-Grundy search. Moves are chosen by number.

use crate::cmd_play::{listed_move, next_input, Args, First, Input};
use crate::opponent::{opponent_pick, Lcg};
use nimatron::impartial::octal::{HeapsPosition, OctalGame};
use nimatron::impartial::variants::{
    FibonacciNim, GreedyNim, HungryKnight, Knight, MooreNim, SubtractionGame, Wythoff,
};
use nimatron::impartial::{GrundySearch, ImpartialPosition};
use nimatron::short::Outcome;
use std::io::BufRead;
use std::process::ExitCode;

fn numbers(args: &Args) -> Result<Vec<u64>, String> {
    args.position
        .iter()
        .map(|s| {
            s.parse()
                .map_err(|_| format!("`{s}` is not a natural number"))
        })
        .collect()
}

/// Run an impartial ruleset, or `None` if the name is not one of them.
pub fn run(args: &Args) -> Option<ExitCode> {
    let r = args.ruleset.as_str();
    let ours = matches!(
        r,
        "wythoff"
            | "greedy"
            | "fibonacci"
            | "21"
            | "100"
            | "knight"
            | "kayles"
            | "dawson"
            | "grundy"
    ) || r.starts_with("moore:")
        || r.starts_with("sub:")
        || r.starts_with("octal:");
    if !ours {
        return None;
    }
    let n = match numbers(args) {
        Ok(n) => n,
        Err(e) => return Some(fail(&e)),
    };
    let code = if r == "wythoff" {
        let [a, b] = n[..] else {
            return Some(fail("wythoff takes two heaps"));
        };
        play(
            Wythoff(a, b),
            args,
            false,
            "take any number from one heap, or the same number from both",
            |p| format!("heaps {} and {}", p.0, p.1),
        )
    } else if r == "greedy" {
        play(
            GreedyNim(n),
            args,
            false,
            "take any number from a largest heap",
            |p| format!("heaps {:?}", p.0),
        )
    } else if let Some(k) = r.strip_prefix("moore:") {
        let Ok(k) = k.parse::<usize>() else {
            return Some(fail("write moore:K, e.g. moore:2"));
        };
        play(
            MooreNim { heaps: n, k },
            args,
            false,
            "take from at least one and at most k heaps",
            |p| format!("heaps {:?}", p.heaps),
        )
    } else if r == "fibonacci" {
        let [coins] = n[..] else {
            return Some(fail("fibonacci takes one pile"));
        };
        play(
            FibonacciNim::start(coins),
            args,
            false,
            "take at most twice the last take (not all at first)",
            |p| format!("{} coins, take 1 to {}", p.coins, p.max_take.min(p.coins)),
        )
    } else if let Some(set) = r.strip_prefix("sub:") {
        let set: Result<Vec<u64>, _> = set.split(',').map(str::parse).collect();
        let Ok(set) = set else {
            return Some(fail("write sub:1,2,3"));
        };
        play(
            SubtractionGame { heaps: n, set },
            args,
            args.misere,
            "take an amount from the set from one heap",
            |p| format!("heaps {:?}", p.heaps),
        )
    } else if r == "21" {
        let start = SubtractionGame {
            heaps: vec![21],
            set: vec![1, 2, 3],
        };
        play(
            start,
            args,
            true,
            "add 1, 2 or 3 to the count; whoever says 21 loses",
            |p| format!("the count is {}", 21 - p.heaps[0]),
        )
    } else if r == "100" {
        let start = SubtractionGame {
            heaps: vec![100],
            set: (1..=10).collect(),
        };
        play(
            start,
            args,
            false,
            "add 1 to 10 to the total; whoever reaches 100 wins",
            |p| format!("the total is {}", 100 - p.heaps[0]),
        )
    } else if matches!(r, "kayles" | "dawson" | "grundy") || r.starts_with("octal:") {
        let code = r.strip_prefix("octal:").unwrap_or(r);
        let game = match code.parse::<OctalGame>() {
            Ok(g) => g,
            Err(e) => return Some(fail(&e.to_string())),
        };
        let rules = if r == "grundy" {
            "split a heap into two unequal heaps".to_string()
        } else {
            format!("take-and-break game {code}")
        };
        let mut heaps: Vec<usize> = n.iter().map(|&h| h as usize).filter(|&h| h > 0).collect();
        heaps.sort_unstable();
        let start = HeapsPosition {
            game: std::sync::Arc::new(game),
            heaps,
        };
        play(start, args, args.misere, &rules, |p| {
            format!("heaps {:?}", p.heaps)
        })
    } else if r == "knight" {
        let [row, col, apples] = n[..] else {
            return Some(fail(
                "knight takes ROW COL APPLES (from 1, north-west corner)",
            ));
        };
        if row == 0 || col == 0 || row > 24 || col > 24 {
            return Some(fail("the knight's row and column go from 1 to 24"));
        }
        let knight = Knight {
            rows: 24,
            cols: 24,
            row: row as usize - 1,
            col: col as usize - 1,
        };
        play(
            HungryKnight {
                knight,
                apples: apples as u32,
            },
            args,
            false,
            "jump NNE, NNW, NWW or SWW, or eat apples",
            |p| {
                format!(
                    "knight at ({}, {}), {} apples",
                    p.knight.row + 1,
                    p.knight.col + 1,
                    p.apples
                )
            },
        )
    } else {
        return None;
    };
    Some(code)
}

fn fail(msg: &str) -> ExitCode {
    eprintln!("error: {msg}");
    ExitCode::from(2)
}

fn play<P: ImpartialPosition>(
    start: P,
    args: &Args,
    misere: bool,
    rules: &str,
    show: impl Fn(&P) -> String,
) -> ExitCode {
    let mut search = GrundySearch::new();
    let mut rng = Lcg(args.seed.unwrap_or(0x5eed));
    let mut yours = args.first == First::You;
    let mut pos = start;
    let play_kind = if misere {
        "misère: whoever makes the last move loses"
    } else {
        "whoever makes the last move wins"
    };
    println!(
        "{} ({rules}; {play_kind}). Choose a move by its number; `hint`; `quit`.",
        args.ruleset
    );
    // Whether the player to move at `p` wins.
    let wins_at = |search: &mut GrundySearch<P>, p: &P| {
        if misere {
            search.misere_outcome(p) == Outcome::N
        } else {
            search.grundy(p) != 0
        }
    };
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let mut turning: Option<(bool, usize, String)> = None;
    let mut moves = 0usize;
    loop {
        println!("Position: {}", show(&pos));
        let options = pos.options();
        if options.is_empty() {
            // The mover cannot move: loses in normal play, wins in misère play.
            let mover_wins = misere;
            let you_win = mover_wins == yours;
            println!(
                "{}",
                if you_win {
                    "You win. Well played!"
                } else {
                    "I win."
                }
            );
            match turning.filter(|(you, _, _)| *you != you_win) {
                Some((you, n, to)) => println!(
                    "The turning point: move {n}, when {} moved to {to}, leaving the opponent a winning position.",
                    if you { "you" } else { "I" }
                ),
                None => println!("{} never had a winning position.", if you_win { "I" } else { "You" }),
            }
            return ExitCode::SUCCESS;
        }
        let was_winning = wins_at(&mut search, &pos);
        let good: Vec<bool> = options.iter().map(|o| !wins_at(&mut search, o)).collect();
        let k = if yours {
            for (i, o) in options.iter().enumerate() {
                println!("  {}. {}", i + 1, show(o));
            }
            loop {
                match next_input(&mut lines) {
                    Input::Stop => return ExitCode::SUCCESS,
                    Input::Hint => {
                        if !misere {
                            println!(
                                "The position is *{} (a nim heap of that size).",
                                search.grundy(&pos)
                            );
                        }
                        for (i, o) in options.iter().enumerate() {
                            let v = if misere {
                                String::new()
                            } else {
                                format!("*{}", search.grundy(o))
                            };
                            println!(
                                "  {}. {} {v}{}",
                                i + 1,
                                show(o),
                                if good[i] { "  <- wins" } else { "" }
                            );
                        }
                    }
                    Input::Line(line) => match listed_move(&line, options.len()) {
                        Ok(k) => break k,
                        Err(e) => println!("Not a legal move: {e}."),
                    },
                }
            }
        } else {
            let k = opponent_pick(&good, args.level, &mut rng);
            println!("I move: {}.", show(&options[k]));
            k
        };
        moves += 1;
        if was_winning && !good[k] && turning.as_ref().is_none_or(|(you, _, _)| *you != yours) {
            turning = Some((yours, moves, show(&options[k])));
        }
        pos = options[k].clone();
        yours = !yours;
    }
}
