//! `nimatron play nim HEAP...`: play Nim against a perfect (or beatable) opponent
//! in the terminal, with hints that show the nim-sum columns, and a post-mortem
//! naming the move where the loser's position turned from winning to losing.

use crate::opponent::{heap_name, nim_hint, nim_move};
pub(crate) use crate::opponent::{Lcg, Level};
use nimatron::impartial::nim::outcome;
use nimatron::impartial::{NimMove, Play};
use nimatron::short::Outcome;
use num_bigint::BigUint;
use std::io::BufRead;
use std::process::ExitCode;

/// Arguments of `nimatron play`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The ruleset: `nim`, `wythoff`, `greedy`, `moore:K`, `fibonacci`, `sub:1,2,3`,
    /// `21`, `100`, `kayles`, `dawson`, `grundy` (Grundy's game), `octal:CODE`,
    /// `knight` (ROW COL APPLES), `domineering`, `toads`, `hackenbush`, `stalk`.
    pub ruleset: String,
    /// The position: heap sizes for Nim (`3 4 5`) and its relatives; for partizan
    /// games one string, as in the language: `"..|.."`, `"TT..FF"`, `"0-1:b"`, `"LRR"`;
    /// none for `21` and `100`.
    pub position: Vec<String>,
    /// Your side in partizan games: `left` (blue, vertical dominoes, toads) or `right`.
    #[arg(long, value_enum, default_value = "left")]
    pub side: Side,
    /// Misère play: whoever takes the last object loses.
    #[arg(long)]
    pub misere: bool,
    /// Who moves first.
    #[arg(long, value_enum, default_value = "you")]
    pub first: First,
    /// The opponent: `perfect`, or `learner` (errs about one move in three).
    #[arg(long, value_enum, default_value = "perfect")]
    pub level: Level,
    /// Seed for the learner opponent's mistakes (default: from the clock).
    #[arg(long)]
    pub seed: Option<u64>,
}

/// A side in a partizan game.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Left,
    Right,
}

/// Who moves first.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum First {
    You,
    Computer,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Who {
    You,
    Me,
}

struct Turn {
    who: Who,
    number: usize,
    mv: NimMove,
    was_winning: bool,
    now_losing: bool,
}

fn show(heaps: &[BigUint]) {
    println!("Heaps:");
    for (i, h) in heaps.iter().enumerate() {
        let matches = if h.bits() <= 6 {
            "|".repeat(h.to_string().parse::<usize>().unwrap_or(0))
        } else {
            "|||...|||".to_string()
        };
        println!("  {:<3} {matches} ({h})", heap_name(i));
    }
}

/// Parse "A 2" / "1 2" (take 2 from heap A / heap 1).
fn parse_move(line: &str, heaps: &[BigUint]) -> Result<NimMove, String> {
    let parts: Vec<&str> = line.split_whitespace().collect();
    let [heap, count] = parts.as_slice() else {
        return Err("write a move as HEAP COUNT, e.g. `A 2` to take 2 from heap A".into());
    };
    let idx = if let Ok(n) = heap.parse::<usize>() {
        n.checked_sub(1)
            .ok_or("heaps are numbered from 1 (or lettered from A)")?
    } else if heap.len() == 1 && heap.chars().all(|c| c.is_ascii_alphabetic()) {
        (heap.to_ascii_uppercase().as_bytes()[0] - b'A') as usize
    } else {
        return Err(format!(
            "`{heap}` is not a heap: use a letter A, B, ... or a number 1, 2, ..."
        ));
    };
    let take: BigUint = count
        .parse()
        .map_err(|_| format!("`{count}` is not a number of objects to take"))?;
    nim_move_checked(heaps, idx, take)
}

/// The move taking `take` objects from heap `idx` (0-based), or why it is illegal.
pub(crate) fn nim_move_checked(
    heaps: &[BigUint],
    idx: usize,
    take: BigUint,
) -> Result<NimMove, String> {
    let Some(size) = heaps.get(idx) else {
        return Err(match heaps.len() {
            0 => "there are no heaps".to_string(),
            n => format!(
                "there is no heap {}: the heaps are A to {}",
                heap_name(idx),
                heap_name(n - 1)
            ),
        });
    };
    if take == BigUint::from(0u32) {
        return Err("you must take at least one object".into());
    }
    if &take > size {
        return Err(format!(
            "heap {} has only {size}: you cannot take {take}",
            heap_name(idx)
        ));
    }
    Ok(NimMove {
        heap: idx,
        from: size.clone(),
        to: size - &take,
    })
}

/// What the player typed at a prompt.
pub(crate) enum Input {
    /// Input ended, or the player resigned: stop.
    Stop,
    /// Asked for a hint.
    Hint,
    /// Anything else: a move to parse.
    Line(String),
}

/// Prompt for the player's move and read one command (blank lines are skipped).
pub(crate) fn next_input(lines: &mut impl Iterator<Item = std::io::Result<String>>) -> Input {
    loop {
        println!("Your move:");
        let Some(Ok(line)) = lines.next() else {
            println!("Input ended before the game did.");
            return Input::Stop;
        };
        match line.trim() {
            "" => continue,
            "quit" | "q" => {
                println!("You resign.");
                return Input::Stop;
            }
            "hint" | "h" | "?" => return Input::Hint,
            other => return Input::Line(other.to_string()),
        }
    }
}

/// The number of a listed move (1-based) typed by the player, as an index.
pub(crate) fn listed_move(line: &str, count: usize) -> Result<usize, String> {
    match line.parse::<usize>() {
        Ok(k) if (1..=count).contains(&k) => Ok(k - 1),
        _ => Err(format!("give a number from 1 to {count}")),
    }
}

fn is_over(heaps: &[BigUint]) -> bool {
    heaps.iter().all(|h| h == &BigUint::from(0u32))
}

/// Run `nimatron play`.
pub fn run(args: Args) -> ExitCode {
    if args.ruleset != "nim" {
        if let Some(code) = crate::cmd_play_impartial::run(&args) {
            return code;
        }
        if args.position.is_empty() {
            eprintln!(
                "error: `{}` needs a position, e.g. nimatron play domineering \"..|..\"",
                args.ruleset
            );
            return ExitCode::from(2);
        }
        return crate::cmd_play_partizan::run(&args);
    }
    if args.position.is_empty() {
        eprintln!("error: Nim needs heap sizes, e.g. nimatron play nim 3 4 5");
        return ExitCode::from(2);
    }
    let mut heaps = Vec::new();
    for (i, h) in args.position.iter().enumerate() {
        match h.parse::<BigUint>() {
            Ok(v) => heaps.push(v),
            Err(_) => {
                eprintln!("error: heap {} is `{h}`, which is not a heap size", i + 1);
                return ExitCode::from(2);
            }
        }
    }
    let play = if args.misere {
        Play::Misere
    } else {
        Play::Normal
    };
    let seed = args.seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(1)
    });
    let mut rng = Lcg(seed);
    let mut turn = if args.first == First::You {
        Who::You
    } else {
        Who::Me
    };
    let mut history: Vec<Turn> = Vec::new();
    let rule = if args.misere {
        "misère: whoever takes the last object loses"
    } else {
        "normal play: whoever takes the last object wins"
    };
    println!(
        "Nim, {rule}. Moves: HEAP COUNT (e.g. `A 2`); `hint` explains the best move; `quit` stops."
    );
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    while !is_over(&heaps) {
        show(&heaps);
        let was_winning = outcome(&heaps, play) == Outcome::N;
        let mv = if turn == Who::Me {
            let m = nim_move(&heaps, play, args.level, &mut rng);
            println!(
                "I take {} from heap {}.",
                &m.from - &m.to,
                heap_name(m.heap)
            );
            m
        } else {
            loop {
                match next_input(&mut lines) {
                    Input::Stop => return ExitCode::SUCCESS,
                    Input::Hint => print!("{}", nim_hint(&heaps, play)),
                    Input::Line(line) => match parse_move(&line, &heaps) {
                        Ok(m) => break m,
                        Err(e) => println!("Not a legal move: {e}."),
                    },
                }
            }
        };
        heaps[mv.heap] = mv.to.clone();
        let now_losing = !is_over(&heaps) && outcome(&heaps, play) == Outcome::N
            || (is_over(&heaps) && play == Play::Misere);
        history.push(Turn {
            who: turn,
            number: history.len() + 1,
            mv,
            was_winning,
            now_losing,
        });
        turn = if turn == Who::You { Who::Me } else { Who::You };
    }
    // The player who made the last move:
    let last = history.last().map(|t| t.who).unwrap_or(Who::Me);
    let winner = match (play, last) {
        (Play::Normal, w) => w,
        (Play::Misere, Who::You) => Who::Me,
        (Play::Misere, Who::Me) => Who::You,
    };
    println!(
        "{}",
        if winner == Who::You {
            "You win. Well played!"
        } else {
            "I win."
        }
    );
    let loser = if winner == Who::You {
        Who::Me
    } else {
        Who::You
    };
    match history.iter().find(|t| t.who == loser && t.was_winning && t.now_losing) {
        Some(t) => println!(
            "The turning point: move {}, when {} took {} from heap {} ({} -> {}): the position was winning for {}, and after it the opponent could win.",
            t.number,
            if loser == Who::You { "you" } else { "I" },
            &t.mv.from - &t.mv.to,
            heap_name(t.mv.heap),
            t.mv.from,
            t.mv.to,
            if loser == Who::You { "you" } else { "me" },
        ),
        None => println!(
            "{} never had a winning position: every position {} faced had nim-sum 0 (a P-position).",
            if loser == Who::You { "You" } else { "I" },
            if loser == Who::You { "you" } else { "I" },
        ),
    }
    ExitCode::SUCCESS
}
