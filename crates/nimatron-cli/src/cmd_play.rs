//! `nimatron play RULESET POSITION`: play any ruleset of the catalogue against a
//! perfect (or beatable) opponent in the terminal. This file reads the
//! arguments and the player's lines and prints; the game logic (moves, the
//! computer's reply, hints, the winner, the post-mortem) is in `crate::play`.
//! Nim is played here (moves `HEAP COUNT`, hints with the nim-sum columns);
//! partizan and other impartial rulesets in `cmd_play_partizan` and
//! `cmd_play_impartial` (moves chosen by number).

use nimatron::impartial::{ImpartialPosition, NimMove, Play};
use nimatron::limits::{Limits, Stop};
use nimatron::rulesets::catalogue::{NimHeaps, PositionError, Ruleset, RulesetPosition, Visitor};
use nimatron::rulesets::PartizanPosition;
use nimatron_app::play::nim::{heap_name, parse_nim_move, NimGame};
use nimatron_app::play::{verdict, you_or_i, History, Lcg, Level};
use num_bigint::BigUint;
use std::io::BufRead;
use std::process::ExitCode;

/// Arguments of `nimatron play`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The ruleset (its name in the catalogue; an unknown name lists them all).
    #[arg(long_help = ruleset_help())]
    pub ruleset: String,
    /// The position, as the language writes it: heap sizes for Nim (`3 4 5`)
    /// and its relatives; `"..|.."`, `"TT..FF"`, `"0-1:b"`, `"LRR"` for the
    /// boards, strips, graphs and stalks; `ROW COL APPLES` for the knight;
    /// none for `21` and `100`.
    pub position: Vec<String>,
    /// Your side in partizan games: `left` (blue, vertical dominoes, toads) or `right`.
    #[arg(long, value_enum, default_value = "left")]
    pub side: Side,
    /// Misère play: whoever makes the last move loses (Nim and the other
    /// impartial rulesets).
    #[arg(long)]
    pub misere: bool,
    /// Who moves first.
    #[arg(long, value_enum, default_value = "you")]
    pub first: First,
    /// The opponent: `perfect`, or `learner` (errs about one move in three).
    #[arg(long, value_enum, default_value = "perfect")]
    pub level: Level,
    /// Seed for the learner opponent's mistakes (default: from the clock for
    /// Nim, fixed otherwise).
    #[arg(long)]
    pub seed: Option<u64>,
    /// A strategy written by `nimatron solve POSITION --first F --strategy
    /// FILE`: where it lists the position, the computer plays its move
    /// without valuing the position (boards beyond canonical forms).
    #[arg(long, value_name = "FILE")]
    pub strategy: Option<std::path::PathBuf>,
}

/// `play --help`'s list of rulesets, made from the catalogue.
fn ruleset_help() -> String {
    format!(
        "The ruleset, by its name in the catalogue: {}; an unknown name lists them all.",
        nimatron_app::catalogue::names()
    )
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

/// The most canonical games one game may create, and the memory its searches
/// may use; beyond them the game stops with a message (exit status 3).
pub(crate) const MAX_GAMES: usize = 20_000_000;
const MAX_SEARCH_MEMORY: usize = 2 << 30;

/// The limits of every search of a game.
pub(crate) fn limits() -> Limits {
    Limits::none()
        .with_games(MAX_GAMES)
        .with_memory(MAX_SEARCH_MEMORY)
}

/// A search stopped by a limit: the message, and exit status 3.
pub(crate) fn stopped(s: Stop) -> ExitCode {
    eprintln!("error: {s}");
    ExitCode::from(3)
}

/// What the player typed at a prompt.
pub(crate) enum Input {
    /// Input ended, or the player resigned: stop.
    Stop,
    /// Asked for a hint.
    Hint,
    /// Take back the player's last move (and the computer's reply).
    Undo,
    /// Exchange sides with the computer, which moves next.
    Swap,
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
            "undo" | "u" => return Input::Undo,
            "swap" => return Input::Swap,
            other => return Input::Line(other.to_string()),
        }
    }
}

/// `undo`: the state saved before the person's last move, the history cut back
/// to it (with a line saying so), or `None` ("Nothing to undo.").
pub(crate) fn take_back<S, M>(saved: &mut Vec<(S, usize)>, history: &mut History<M>) -> Option<S> {
    match saved.pop() {
        Some((state, moves)) => {
            println!("Undone: back to before your move {}.", moves + 1);
            history.truncate(moves);
            Some(state)
        }
        None => {
            println!("Nothing to undo.");
            None
        }
    }
}

/// The lines typed by the player.
pub(crate) fn input_lines() -> impl Iterator<Item = std::io::Result<String>> {
    std::io::stdin().lock().lines()
}

/// A bad position: the message, the text with a caret under the fault, and
/// exit status 2.
fn bad_position(e: &PositionError, text: &str) -> ExitCode {
    eprintln!("error: {e}");
    if !text.is_empty() && e.span.start < text.len() {
        let col = text[..e.span.start].chars().count();
        let width = text[e.span.clone()].chars().count().max(1);
        eprintln!("  {text}\n  {}{}", " ".repeat(col), "^".repeat(width));
    }
    ExitCode::from(2)
}

/// Run `nimatron play`: find the ruleset in the catalogue, read the position,
/// and play it.
pub fn run(args: Args) -> ExitCode {
    let ruleset = match Ruleset::from_name(&args.ruleset) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let info = ruleset.info();
    let text = match (args.position.is_empty(), info.start) {
        (false, _) => args.position.join(" "),
        (true, Some(start)) => start.to_string(),
        (true, None) => {
            let ex = info.example;
            eprintln!(
                "error: `{ruleset}` needs a position ({}), e.g. nimatron play {} \"{}\"",
                info.syntax, ex.ruleset, ex.position
            );
            return ExitCode::from(2);
        }
    };
    let position = match ruleset.parse(&text) {
        Ok(p) => p,
        Err(e) => return bad_position(&e, &text),
    };
    position.visit(Player { args: &args })
}

/// Plays a position of whichever ruleset.
struct Player<'a> {
    args: &'a Args,
}

impl Visitor for Player<'_> {
    type Output = ExitCode;

    fn partizan<P: PartizanPosition + RulesetPosition>(self, pos: &P) -> ExitCode {
        crate::cmd_play_partizan::play(pos.clone(), self.args)
    }

    fn impartial<P: ImpartialPosition + RulesetPosition>(self, pos: &P) -> ExitCode {
        crate::cmd_play_impartial::play(pos.clone(), self.args)
    }

    fn nim(self, heaps: &NimHeaps) -> ExitCode {
        play_nim(heaps, self.args)
    }
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

fn play_nim(heaps: &NimHeaps, args: &Args) -> ExitCode {
    let mut game = NimGame {
        heaps: heaps.0.clone(),
        play: if args.misere {
            Play::Misere
        } else {
            Play::Normal
        },
    };
    let seed = args.seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(1)
    });
    let mut rng = Lcg(seed);
    let mut yours = args.first == First::You;
    let mut history: History<NimMove> = History::default();
    let rule = if args.misere {
        "misère: whoever takes the last object loses"
    } else {
        "normal play: whoever takes the last object wins"
    };
    println!(
        "Nim, {rule}. Moves: HEAP COUNT (e.g. `A 2`); `hint` explains the best move; `undo` takes your last move back; `swap` lets me move; `quit` stops."
    );
    let mut lines = input_lines();
    // Heaps before the person's moves, with the number of moves made.
    let mut saved: Vec<(Vec<BigUint>, usize)> = Vec::new();
    let mut warned = false;
    'turns: while !game.is_over() {
        show(&game.heaps);
        if !warned && history.is_empty() {
            warned = true;
            if game.mover_wins() != yours {
                println!(
                    "Warning: this position is lost for you against perfect play (the nim-sum says the next player, {}, {}). Type `swap` to let me {} instead, or play on and hope for a slip.",
                    if yours { "you" } else { "I" },
                    if yours { "loses" } else { "wins" },
                    if yours { "move first" } else { "move second" },
                );
            }
        }
        let mv = if !yours {
            let m = game.computer_move(args.level, &mut rng);
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
                    Input::Hint => print!("{}", game.hint()),
                    Input::Undo => {
                        if let Some(heaps) = take_back(&mut saved, &mut history) {
                            game.heaps = heaps;
                            continue 'turns;
                        }
                    }
                    Input::Swap => {
                        println!("Sides exchanged: I move next.");
                        yours = false;
                        continue 'turns;
                    }
                    Input::Line(line) => match parse_nim_move(&line, &game) {
                        Ok(m) => break m,
                        Err(e) => println!("Not a legal move: {e}."),
                    },
                }
            }
        };
        if yours {
            saved.push((game.heaps.clone(), history.len()));
        }
        let was_winning = game.mover_wins();
        let lost = game.apply(&mv);
        history.push(yours, mv, was_winning, lost);
        yours = !yours;
    }
    let you_win = game.winner(yours).unwrap_or(false);
    println!("{}", verdict(you_win));
    let loser_is_you = !you_win;
    match history.turning_point(loser_is_you) {
        Some(t) => println!(
            "The turning point: move {}, when {} took {} from heap {} ({} -> {}): the position was winning for {}, and after it the opponent could win.",
            t.number,
            you_or_i(loser_is_you, false),
            &t.mv.from - &t.mv.to,
            heap_name(t.mv.heap),
            t.mv.from,
            t.mv.to,
            if loser_is_you { "you" } else { "me" },
        ),
        None => println!(
            "{} never had a winning position: every position {} faced had nim-sum 0 (a P-position).",
            you_or_i(loser_is_you, true),
            you_or_i(loser_is_you, false),
        ),
    }
    ExitCode::SUCCESS
}
