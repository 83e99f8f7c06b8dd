//! `nimatron play` for impartial rulesets other than Nim (Wythoff, greedy Nim,
//! Moore's Nim, Fibonacci Nim, subtraction games, the 21 and 100 games,
//! take-and-break games, the Hungry Knight, Cram, graph Nim): the terminal side
//! of the app layer's `Match`. Moves are chosen by number, or on a grid
//! (Cram) typed as cells (`a1-a2`); `hint` explains the position and each
//! move in words (Grundy values in normal play, who wins in misère play),
//! `undo` takes a move back, `swap` lets the computer move.

use crate::play_term::{
    computer_turn, history_label, impartial_turn, input_lines, Args, First, TurnEnd, Turns,
};
use nimatron_app::play::board::{self, Style};
use nimatron_app::play::{verdict, you_or_i, Lcg};
use nimatron_app::{Match, MatchError};
use std::process::ExitCode;

/// Play an impartial position (misère when the ruleset is, or with `--misere`).
pub fn play(m: &mut Match, args: &Args) -> Result<ExitCode, MatchError> {
    let ruleset = m.ruleset();
    let style = Style::of(ruleset.info());
    let mut rng = Lcg(args.seed.unwrap_or(0x5eed));
    // Both players have the same moves: the person is whoever moves first
    // or second.
    let mut you = match args.first {
        First::You => m.to_move(),
        First::Computer => m.to_move().opponent(),
    };
    let play_kind = if m.is_misere() {
        "misère: whoever makes the last move loses"
    } else {
        "whoever makes the last move wins"
    };
    let how = match style {
        Style::Grid => "Type a move as its cells (`a1-a2`) or its number",
        _ => "Choose a move by its number",
    };
    println!(
        "{ruleset} ({}; {play_kind}). {how}; `hint` explains; `undo` takes your last move back; `swap` lets me move; `quit`.",
        ruleset.rules()
    );
    if let Some(note) = m.note() {
        println!("{note}");
    }
    let mut lines = input_lines();
    let mut turns = Turns::default();
    let mut warned = false;
    'turns: loop {
        m.start_turn();
        match board::draw(style, &m.position()) {
            Some(drawing) => print!("Position:\n{drawing}"),
            None => println!("Position: {}", m.describe()),
        }
        let moves = m.moves()?;
        let yours = m.to_move() == you;
        if moves.is_empty() {
            let you_win = m.winner()? == Some(you);
            println!("{}", verdict(you_win));
            let loser_is_you = !you_win;
            match turns.turning_point(m, loser_is_you) {
                Some((number, t)) => println!(
                    "The turning point: move {number}, when {} moved {}, leaving the opponent a winning position.",
                    you_or_i(loser_is_you, false),
                    history_label(&t.mv)
                ),
                None => println!(
                    "{} never had a winning position.",
                    you_or_i(loser_is_you, true)
                ),
            }
            return Ok(ExitCode::SUCCESS);
        }
        if !warned && m.history().is_empty() {
            warned = true;
            if m.mover_wins()? != yours {
                println!(
                    "Warning: this position is lost for you against perfect play ({}). Type `swap` to let me {} instead, or play on and hope for a slip.",
                    m.who_wins(you)?,
                    if yours { "move first" } else { "move second" },
                );
            }
        }
        if !yours {
            computer_turn(m, &mut turns, args.level, &mut rng)?;
            continue;
        }
        for (i, mv) in moves.iter().enumerate() {
            if mv.by_name {
                println!("  {}. {}", i + 1, mv.name);
            } else {
                println!("  {}. {}", i + 1, mv.describe);
            }
        }
        match impartial_turn(m, &mut turns, &mut you, &mut lines)? {
            TurnEnd::Stop => return Ok(ExitCode::SUCCESS),
            TurnEnd::Next => continue 'turns,
        }
    }
}
