//! `nimatron play` for impartial rulesets other than Nim (Wythoff, greedy Nim,
//! Moore's Nim, Fibonacci Nim, subtraction games, the 21 and 100 games,
//! take-and-break games, the Hungry Knight, Cram, graph Nim): the terminal side
//! of `nimatron_app::play::impartial`. Moves are chosen by number, or on a grid
//! (Cram) typed as cells (`a1-a2`); `hint` explains the position and each
//! move in words (Grundy values in normal play, who wins in misère play),
//! `undo` takes a move back, `swap` lets the computer move.

use crate::cmd_play::{input_lines, limits, next_input, stopped, take_back, Args, First, Input};
use nimatron::impartial::ImpartialPosition;
use nimatron::limits::Stop;
use nimatron::rulesets::RulesetPosition;
use nimatron_app::play::board::{self, Style};
use nimatron_app::play::impartial::ImpartialGame;
use nimatron_app::play::{opponent_pick, verdict, you_or_i, History, Lcg};
use std::process::ExitCode;

/// Play an impartial position (misère when the ruleset is, or with `--misere`).
pub fn play<P: ImpartialPosition + RulesetPosition>(start: P, args: &Args) -> ExitCode {
    match run(start, args) {
        Ok(code) => code,
        Err(s) => stopped(s),
    }
}

/// Who wins when `next` moves: "the next player, your opponent, loses".
fn who(next_is_you: bool, mover_wins: bool) -> String {
    format!(
        "the next player, {}, {}",
        if next_is_you { "you" } else { "your opponent" },
        if mover_wins { "wins" } else { "loses" }
    )
}

/// The hint: the position's value (or misère outcome) in words and each move
/// with what it leaves.
fn hint<P: ImpartialPosition + RulesetPosition>(
    game: &mut ImpartialGame<P>,
    choices: &[(P, bool)],
    names: &[String],
) -> Result<(), Stop> {
    let position = game.position.clone();
    if let (Some(q), Some(x)) = (game.quotient(), game.quotient_element(&position)) {
        println!(
            "In misère play the position is {} in the game's misère quotient ({}): {}.",
            q.name(x),
            if q.is_p(x) {
                "in the P-portion"
            } else {
                "not in the P-portion"
            },
            who(true, !q.is_p(x))
        );
    } else if game.misere {
        let wins = game.wins_at(&position)?;
        println!(
            "In misère play (whoever moves last loses) values do not add as in normal play; by search, {}.",
            who(true, wins)
        );
    } else {
        let n = game.grundy(&position)?;
        println!(
            "The position is *{n} (a nim heap of that size: its Grundy value): {}.",
            who(true, n != 0)
        );
    }
    println!("Your moves:");
    for ((o, wins), name) in choices.iter().zip(names) {
        let value = if let (Some(q), Some(x)) = (game.quotient(), game.quotient_element(o)) {
            format!(" (quotient element {})", q.name(x))
        } else if game.misere {
            String::new()
        } else {
            format!(" worth *{}", game.grundy(o)?)
        };
        println!(
            "  {name}: leaves {}{value}: {}{}",
            o.describe(),
            who(false, !wins),
            if *wins { "  <- wins" } else { "" }
        );
    }
    if !choices.iter().any(|(_, w)| *w) {
        println!("No move wins against perfect play: make a move that keeps the game long and hope for a slip.");
    }
    Ok(())
}

fn run<P: ImpartialPosition + RulesetPosition>(start: P, args: &Args) -> Result<ExitCode, Stop> {
    let ruleset = start.ruleset();
    let style = Style::of(ruleset.info());
    let misere = args.misere || ruleset.info().misere;
    let mut game = ImpartialGame::new(start, misere, limits());
    let by_quotient = game.use_misere_quotient();
    let mut rng = Lcg(args.seed.unwrap_or(0x5eed));
    let mut yours = args.first == First::You;
    let play_kind = if misere {
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
    if let Some(q) = game.quotient().filter(|_| by_quotient) {
        println!(
            "Misère play by the quotient of the heaps up to {} ({} elements, P-portion {{{}}}).",
            q.to(),
            q.order(),
            q.p_portion()
                .iter()
                .map(|&x| q.name(x))
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    let mut lines = input_lines();
    let mut history: History<String> = History::default();
    // Positions before the person's moves, with the number of moves made.
    let mut saved: Vec<(P, usize)> = Vec::new();
    let mut warned = false;
    'turns: loop {
        game.start_turn();
        let text = game.position.to_string();
        match board::draw(style, &text) {
            Some(drawing) => print!("Position:\n{drawing}"),
            None => println!("Position: {}", game.position.describe()),
        }
        let choices = game.choices()?;
        if choices.is_empty() {
            let you_win = game.stuck_mover_wins() == yours;
            println!("{}", verdict(you_win));
            let loser_is_you = !you_win;
            match history.turning_point(loser_is_you) {
                Some(t) => println!(
                    "The turning point: move {}, when {} moved {}, leaving the opponent a winning position.",
                    t.number,
                    you_or_i(loser_is_you, false),
                    t.mv
                ),
                None => println!(
                    "{} never had a winning position.",
                    you_or_i(loser_is_you, true)
                ),
            }
            return Ok(ExitCode::SUCCESS);
        }
        let position = game.position.clone();
        let was_winning = game.wins_at(&position)?;
        if !warned && history.is_empty() {
            warned = true;
            if was_winning != yours {
                println!(
                    "Warning: this position is lost for you against perfect play ({}). Type `swap` to let me {} instead, or play on and hope for a slip.",
                    who(yours, was_winning),
                    if yours { "move first" } else { "move second" },
                );
            }
        }
        let texts: Vec<String> = choices.iter().map(|(o, _)| o.to_string()).collect();
        let named = board::move_names(style, &text, &texts);
        let names: Vec<String> = match &named {
            Some(n) => n.clone(),
            None => (1..=choices.len()).map(|k| k.to_string()).collect(),
        };
        let k = if yours {
            for (i, (o, _)) in choices.iter().enumerate() {
                match &named {
                    Some(n) => println!("  {}. {}", i + 1, n[i]),
                    None => println!("  {}. {}", i + 1, o.describe()),
                }
            }
            loop {
                match next_input(&mut lines) {
                    Input::Stop => return Ok(ExitCode::SUCCESS),
                    Input::Hint => hint(&mut game, &choices, &names)?,
                    Input::Undo => {
                        if let Some(p) = take_back(&mut saved, &mut history) {
                            game.position = p;
                            continue 'turns;
                        }
                    }
                    Input::Swap => {
                        println!("Sides exchanged: I move next.");
                        yours = false;
                        continue 'turns;
                    }
                    Input::Line(line) => {
                        match board::chosen(&line, named.as_deref(), choices.len()) {
                            Ok(k) => break k,
                            Err(e) => println!("Not a legal move: {e}."),
                        }
                    }
                }
            }
        } else {
            let wins: Vec<bool> = choices.iter().map(|(_, w)| *w).collect();
            let k = opponent_pick(&wins, args.level, &mut rng);
            match &named {
                Some(n) => println!("I move {}.", n[k]),
                None => println!("I move to: {}", choices[k].0.describe()),
            }
            k
        };
        if yours {
            saved.push((game.position.clone(), history.len()));
        }
        let (next, wins) = choices[k].clone();
        let label = match &named {
            Some(n) => format!("{} (to {})", n[k], next.describe()),
            None => format!("to {}", next.describe()),
        };
        history.push(yours, label, was_winning, !wins);
        game.position = next;
        yours = !yours;
    }
}
