//! The terminal side of `nimatron play`, shared by its three loops (Nim,
//! partizan, impartial): the arguments, the player's lines, whose turn it is
//! and how a move is labelled afterwards. The loops import from here, never
//! from each other or from `cmd_play`, so the play files have no circle.

use nimatron::limits::{Limits, Stop};
use nimatron_app::play::{Lcg, Level};
use nimatron_app::{Match, MatchError, MoveInfo, Played, Player};
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

/// The computer's turn in a partizan or impartial game: its reply played
/// and said (by the move's name where it has one, else by the position it
/// leaves).
pub(crate) fn computer_turn(
    m: &mut Match,
    turns: &mut Turns,
    level: Level,
    rng: &mut Lcg,
) -> Result<(), MatchError> {
    if let Some(mv) = m.reply(level, rng)? {
        if mv.by_name {
            println!("I move {}.", mv.name);
        } else {
            println!("I move to: {}", mv.describe);
        }
    }
    turns.moved(false);
    Ok(())
}

/// How the person's turn ended.
pub(crate) enum TurnEnd {
    /// `quit`, or the input ended.
    Stop,
    /// A move was played, a turn undone or the sides exchanged: the loop goes
    /// on from the position now.
    Next,
}

/// The person's turn in Nim and the impartial games, where both players have
/// the same moves and the person is whoever is to move: commands are read
/// until one ends the turn. A hint is printed and the prompt comes back;
/// after `undo` the person plays whoever is to move, after `swap` the
/// computer moves next.
pub(crate) fn impartial_turn(
    m: &mut Match,
    turns: &mut Turns,
    you: &mut Player,
    lines: &mut impl Iterator<Item = std::io::Result<String>>,
) -> Result<TurnEnd, MatchError> {
    loop {
        match next_input(lines) {
            Input::Stop => return Ok(TurnEnd::Stop),
            Input::Hint => {
                for line in m.hint(*you)? {
                    println!("{line}");
                }
            }
            Input::Undo => {
                if turns.undo(m) {
                    *you = m.to_move();
                    return Ok(TurnEnd::Next);
                }
            }
            Input::Swap => {
                println!("Sides exchanged: I move next.");
                *you = you.opponent();
                return Ok(TurnEnd::Next);
            }
            Input::Line(line) => {
                if play_typed(m, turns, &line)? {
                    return Ok(TurnEnd::Next);
                }
            }
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

/// The label of a move in the post-mortem: `b1-b2 (to ...)` or `to ...`.
pub(crate) fn history_label(mv: &MoveInfo) -> String {
    if mv.by_name {
        format!("{} (to {})", mv.name, mv.describe)
    } else {
        format!("to {}", mv.describe)
    }
}

/// The player's move typed as `line`: played (`true`), or not legal, said so
/// and left to type again (`false`); any other error ends the game.
pub(crate) fn play_typed(m: &mut Match, turns: &mut Turns, line: &str) -> Result<bool, MatchError> {
    turns.before_yours(m);
    match m.play_named(line) {
        Ok(_) => {
            turns.moved(true);
            Ok(true)
        }
        Err(e) => {
            turns.not_played();
            match e {
                MatchError::Illegal(e) => {
                    println!("Not a legal move: {e}.");
                    Ok(false)
                }
                e => Err(e),
            }
        }
    }
}
