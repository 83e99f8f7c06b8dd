//! `nimatron play RULESET POSITION`: play any ruleset of the catalogue against a
//! perfect (or beatable) opponent in the terminal. The game is the app
//! layer's [`Match`] (moves, the computer's reply, hints, the winner, the
//! history); this file reads the arguments and the player's lines and
//! prints. Nim is played here (moves `HEAP COUNT`, hints with the nim-sum
//! columns); partizan and other impartial rulesets in `cmd_play_partizan`
//! and `cmd_play_impartial`.

use nimatron::limits::{Limits, Stop};
use nimatron::rulesets::catalogue::{PositionError, Ruleset};
use nimatron_app::play::nim::heap_name;
use nimatron_app::play::{verdict, you_or_i, Lcg, Level};
use nimatron_app::{Mark, Match, MatchError, MatchOptions, Played, Player};
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

/// The terminal's record of a match: who moved each move (the person or
/// the computer, as sides may be swapped) and the history's length before
/// each of the person's moves (for `undo`).
#[derive(Default)]
pub(crate) struct Turns {
    by_you: Vec<bool>,
    saved: Vec<usize>,
}

impl Turns {
    /// Before the person's move.
    pub(crate) fn before_yours(&mut self, m: &Match) {
        self.saved.push(m.history().len());
    }

    /// The person's move was not played after all (an illegal one).
    pub(crate) fn not_played(&mut self) {
        self.saved.pop();
    }

    /// After a move (by the person when `yours`).
    pub(crate) fn moved(&mut self, yours: bool) {
        self.by_you.push(yours);
    }

    /// `undo`: back to before the person's last move (and the reply), with
    /// a line saying so; whether there was one ("Nothing to undo.").
    pub(crate) fn undo(&mut self, m: &mut Match) -> bool {
        match self.saved.pop() {
            Some(moves) => {
                println!("Undone: back to before your move {}.", moves + 1);
                while m.history().len() > moves && m.undo() {}
                self.by_you.truncate(moves);
                true
            }
            None => {
                println!("Nothing to undo.");
                false
            }
        }
    }

    /// The move that decided the game against the loser (the person when
    /// `loser_is_you`), with its number from 1: their last move from a
    /// winning position to a losing one.
    pub(crate) fn turning_point<'a>(
        &self,
        m: &'a Match,
        loser_is_you: bool,
    ) -> Option<(usize, &'a Played)> {
        m.history()
            .iter()
            .zip(&self.by_you)
            .enumerate()
            .rev()
            .find(|(_, (t, &by_you))| by_you == loser_is_you && t.was_winning && t.now_losing)
            .map(|(i, (t, _))| (i + 1, t))
    }
}

/// A match's error: a limit's (exit status 3), or another (status 2).
pub(crate) fn failed(e: MatchError) -> ExitCode {
    match e {
        MatchError::Stop(s) => stopped(s),
        e => {
            eprintln!("error: {e}");
            ExitCode::from(2)
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
    let mut m = Match::as_written(
        &position,
        MatchOptions {
            misere: args.misere,
            limits: limits(),
            first: Player::Left,
        },
    );
    let played = if m.is_partizan() {
        crate::cmd_play_partizan::play(&mut m, &args)
    } else if m.heaps().is_some() {
        play_nim(&mut m, &args)
    } else {
        crate::cmd_play_impartial::play(&mut m, &args)
    };
    played.unwrap_or_else(failed)
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

fn play_nim(m: &mut Match, args: &Args) -> Result<ExitCode, MatchError> {
    let seed = args.seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(1)
    });
    let mut rng = Lcg(seed);
    // Nim is impartial: the person is whoever moves first or second.
    let mut you = match args.first {
        First::You => m.to_move(),
        First::Computer => m.to_move().opponent(),
    };
    let mut turns = Turns::default();
    // The heaps before each move, for the post-mortem.
    let mut before: Vec<Vec<BigUint>> = Vec::new();
    let rule = if args.misere {
        "misère: whoever takes the last object loses"
    } else {
        "normal play: whoever takes the last object wins"
    };
    println!(
        "Nim, {rule}. Moves: HEAP COUNT (e.g. `A 2`); `hint` explains the best move; `undo` takes your last move back; `swap` lets me move; `quit` stops."
    );
    let mut lines = input_lines();
    let mut warned = false;
    'turns: while m.winner()?.is_none() {
        show(&m.heaps().unwrap_or_default());
        let yours = m.to_move() == you;
        before.truncate(m.history().len());
        before.push(m.heaps().unwrap_or_default());
        if !warned && m.history().is_empty() {
            warned = true;
            if m.mover_wins()? != yours {
                println!(
                    "Warning: this position is lost for you against perfect play (the nim-sum says the next player, {}, {}). Type `swap` to let me {} instead, or play on and hope for a slip.",
                    if yours { "you" } else { "I" },
                    if yours { "loses" } else { "wins" },
                    if yours { "move first" } else { "move second" },
                );
            }
        }
        if !yours {
            if let Some(mv) = m.reply(args.level, &mut rng)? {
                if let Mark::Heap { heap, take } = &mv.mark {
                    println!("I take {take} from heap {}.", heap_name(*heap));
                }
            }
            turns.moved(false);
            continue;
        }
        loop {
            match next_input(&mut lines) {
                Input::Stop => return Ok(ExitCode::SUCCESS),
                Input::Hint => {
                    for line in m.hint(you)? {
                        println!("{line}");
                    }
                }
                Input::Undo => {
                    if turns.undo(m) {
                        you = m.to_move();
                        continue 'turns;
                    }
                }
                Input::Swap => {
                    println!("Sides exchanged: I move next.");
                    you = you.opponent();
                    continue 'turns;
                }
                Input::Line(line) => {
                    turns.before_yours(m);
                    match m.play_named(&line) {
                        Ok(_) => {
                            turns.moved(true);
                            continue 'turns;
                        }
                        Err(e) => {
                            turns.not_played();
                            match e {
                                MatchError::Illegal(e) => println!("Not a legal move: {e}."),
                                e => return Err(e),
                            }
                        }
                    }
                }
            }
        }
    }
    let you_win = m.winner()? == Some(you);
    println!("{}", verdict(you_win));
    let loser_is_you = !you_win;
    match turns.turning_point(m, loser_is_you) {
        Some((number, t)) => {
            let (heap, take) = match &t.mv.mark {
                Mark::Heap { heap, take } => (*heap, take.clone()),
                _ => (0, BigUint::default()),
            };
            let from = before
                .get(number - 1)
                .and_then(|h| h.get(heap))
                .cloned()
                .unwrap_or_default();
            println!(
                "The turning point: move {number}, when {} took {take} from heap {} ({from} -> {}): the position was winning for {}, and after it the opponent could win.",
                you_or_i(loser_is_you, false),
                heap_name(heap),
                &from - &take,
                if loser_is_you { "you" } else { "me" },
            )
        }
        None => println!(
            "{} never had a winning position: every position {} faced had nim-sum 0 (a P-position).",
            you_or_i(loser_is_you, true),
            you_or_i(loser_is_you, false),
        ),
    }
    Ok(ExitCode::SUCCESS)
}
