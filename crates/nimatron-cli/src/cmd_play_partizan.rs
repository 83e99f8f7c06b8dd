//! `nimatron play domineering|toads|hackenbush|stalk POSITION`: partizan games
//! against a perfect opponent that knows every value. Moves are chosen by number
//! from the listed options; `hint` shows the value of each option.

use crate::cmd_play::{listed_move, next_input, Args, First, Input, Side};
use crate::opponent::{mover_wins, opponent_pick, partizan_choices, Lcg};
use nimatron::rulesets::{
    Domineering, Hackenbush, PartizanPosition, PartizanSolver, ToadsAndFrogs,
};
use nimatron::short::GameStore;
use std::fmt::Display;
use std::io::BufRead;
use std::process::ExitCode;

/// Run a partizan ruleset.
pub fn run(args: &Args) -> ExitCode {
    let text = args.position.join(" ");
    let result = match args.ruleset.as_str() {
        "domineering" => Domineering::parse(&text)
            .map_err(|e| e.to_string())
            .map(|p| {
                play(
                    p,
                    args,
                    "Left places vertical dominoes, Right horizontal ones",
                )
            }),
        "toads" => ToadsAndFrogs::parse(&text)
            .map_err(|e| e.to_string())
            .map(|p| {
                play(
                    p,
                    args,
                    "Left moves toads (T) right, Right moves frogs (F) left",
                )
            }),
        "hackenbush" => Hackenbush::parse(&text)
            .map_err(|e| e.to_string())
            .map(|p| {
                play(
                    p,
                    args,
                    "Left cuts blue (b) and green edges, Right red (r) and green",
                )
            }),
        "stalk" => Hackenbush::stalk(&text)
            .map_err(|e| e.to_string())
            .map(|p| {
                play(
                    p,
                    args,
                    "Left cuts blue (L) and green edges, Right red (R) and green",
                )
            }),
        other => Err(format!(
            "unknown ruleset `{other}`: use nim, domineering, toads, hackenbush or stalk"
        )),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

fn play<P: PartizanPosition + Display>(start: P, args: &Args, rules: &str) -> ExitCode {
    let mut store = GameStore::new();
    let mut solver = PartizanSolver::new();
    let mut pos = start;
    let you_left = args.side == Side::Left;
    let mut left_to_move = if args.first == First::You {
        you_left
    } else {
        !you_left
    };
    let mut rng = Lcg(args.seed.unwrap_or(0x5eed));
    let mut history: Vec<(bool, usize, String, bool, bool)> = Vec::new(); // (you?, n, move, was winning, now losing)
    println!(
        "{} ({rules}). You are {}. Choose a move by its number; `hint` shows values; `quit` stops.",
        args.ruleset,
        if you_left { "Left" } else { "Right" }
    );
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    loop {
        let g = solver.canonical_form(&mut store, &pos);
        println!("Position: {pos}   (value {})", store.display(g));
        let mut choices = partizan_choices(&mut solver, &mut store, &pos, left_to_move);
        let yours = left_to_move == you_left;
        if choices.is_empty() {
            // The player to move has no move and loses.
            let (winner, loser_is_you) = if yours { ("I", true) } else { ("You", false) };
            println!(
                "{} no move left: {winner} win.",
                if yours { "You have" } else { "I have" }
            );
            post_mortem(&history, loser_is_you);
            return ExitCode::SUCCESS;
        }
        let was_winning = mover_wins(&mut store, g, left_to_move);
        let choice = if yours {
            for (i, c) in choices.iter().enumerate() {
                println!("  {}. {}", i + 1, c.position);
            }
            loop {
                match next_input(&mut lines) {
                    Input::Stop => return ExitCode::SUCCESS,
                    Input::Hint => {
                        println!("The position is worth {} (Left wins the positive, Right the negative).", store.display(g));
                        for (i, c) in choices.iter().enumerate() {
                            println!(
                                "  {}. value {}{}",
                                i + 1,
                                store.display(c.value),
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
            let winning: Vec<bool> = choices.iter().map(|c| c.wins).collect();
            let k = opponent_pick(&winning, args.level, &mut rng);
            println!("I move to {}.", choices[k].position);
            k
        };
        let now_losing = !choices[choice].wins;
        history.push((
            yours,
            history.len() + 1,
            choices[choice].position.to_string(),
            was_winning,
            now_losing,
        ));
        pos = choices.swap_remove(choice).position;
        left_to_move = !left_to_move;
    }
}

fn post_mortem(history: &[(bool, usize, String, bool, bool)], loser_is_you: bool) {
    match history
        .iter()
        .find(|(you, _, _, was, now)| *you == loser_is_you && *was && *now)
    {
        Some((_, n, to, _, _)) => println!(
            "The turning point: move {n}, when {} moved to {to}: before it {} could win, after it the opponent could.",
            if loser_is_you { "you" } else { "I" },
            if loser_is_you { "you" } else { "I" },
        ),
        None => println!(
            "{} never had a winning position.",
            if loser_is_you { "You" } else { "I" }
        ),
    }
}
