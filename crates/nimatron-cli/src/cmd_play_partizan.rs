//! `nimatron play` for partizan rulesets (Domineering, Hackenbush, stalks,
//! Toads and Frogs, ...): the terminal side of `crate::play::partizan`. Moves
//! are chosen by number from the listed options; `hint` shows the value of each.

use crate::cmd_play::{
    input_lines, limits, listed_move, next_input, stopped, Args, First, Input, Side,
};
use crate::play::partizan::PartizanGame;
use crate::play::{you_or_i, History, Lcg};
use nimatron::limits::Stop;
use nimatron::rulesets::{PartizanPosition, RulesetPosition};
use nimatron::short::GameStore;
use std::process::ExitCode;

/// Play a partizan position.
pub fn play<P: PartizanPosition + RulesetPosition>(start: P, args: &Args) -> ExitCode {
    match run(start, args) {
        Ok(code) => code,
        Err(s) => stopped(s),
    }
}

fn run<P: PartizanPosition + RulesetPosition>(start: P, args: &Args) -> Result<ExitCode, Stop> {
    let limits = limits();
    let mut store = GameStore::new();
    store.set_limits(limits.clone());
    let ruleset = start.ruleset();
    let mut game = PartizanGame::new(start, store, limits);
    let you_left = args.side == Side::Left;
    let mut left_to_move = (args.first == First::You) == you_left;
    let mut rng = Lcg(args.seed.unwrap_or(0x5eed));
    let mut history: History<String> = History::default();
    println!(
        "{ruleset} ({}). You are {}. Choose a move by its number; `hint` shows values; `quit` stops.",
        ruleset.rules(),
        if you_left { "Left" } else { "Right" }
    );
    let mut lines = input_lines();
    loop {
        game.start_turn();
        let g = game.value()?;
        let shown = game.show(g)?;
        println!("Position: {}   (value {shown})", game.position.describe());
        let mut choices = game.choices(left_to_move)?;
        let yours = left_to_move == you_left;
        if choices.is_empty() {
            // The player to move has no move and loses.
            println!(
                "{} no move left: {} win.",
                if yours { "You have" } else { "I have" },
                if yours { "I" } else { "You" }
            );
            post_mortem(&history, yours);
            return Ok(ExitCode::SUCCESS);
        }
        let was_winning = game.mover_wins(g, left_to_move)?;
        let choice = if yours {
            for (i, c) in choices.iter().enumerate() {
                println!("  {}. {}", i + 1, c.position.describe());
            }
            loop {
                match next_input(&mut lines) {
                    Input::Stop => return Ok(ExitCode::SUCCESS),
                    Input::Hint => {
                        println!(
                            "The position is worth {} (Left wins the positive, Right the negative).",
                            game.show(g)?
                        );
                        for (i, c) in choices.iter().enumerate() {
                            println!(
                                "  {}. value {}{}",
                                i + 1,
                                game.show(c.value)?,
                                if c.wins { "  <- wins" } else { "" }
                            );
                        }
                    }
                    Input::Line(line) => match listed_move(&line, choices.len()) {
                        Ok(k) => break k,
                        Err(e) => println!("Not a legal move: {e}."),
                    },
                }
            }
        } else {
            let k = PartizanGame::<P>::computer_pick(&choices, |c| c.wins, args.level, &mut rng);
            println!("I move to: {}", choices[k].position.describe());
            k
        };
        let c = choices.swap_remove(choice);
        history.push(yours, c.position.describe(), was_winning, !c.wins);
        game.position = c.position;
        left_to_move = !left_to_move;
    }
}

fn post_mortem(history: &History<String>, loser_is_you: bool) {
    match history.turning_point(loser_is_you) {
        Some(t) => println!(
            "The turning point: move {}, when {} moved to {}: before it {} could win, after it the opponent could.",
            t.number,
            you_or_i(loser_is_you, false),
            t.mv,
            you_or_i(loser_is_you, false),
        ),
        None => println!(
            "{} never had a winning position.",
            you_or_i(loser_is_you, true)
        ),
    }
}
