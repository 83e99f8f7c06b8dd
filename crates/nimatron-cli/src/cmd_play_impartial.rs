//! `nimatron play` for impartial rulesets other than Nim (Wythoff, greedy Nim,
//! Moore's Nim, Fibonacci Nim, subtraction games, the 21 and 100 games,
//! take-and-break games, the Hungry Knight, Cram, graph Nim): the terminal side
//! of `crate::play::impartial`. Moves are chosen by number.

use crate::cmd_play::{input_lines, limits, listed_move, next_input, stopped, Args, First, Input};
use crate::play::impartial::ImpartialGame;
use crate::play::{opponent_pick, verdict, you_or_i, History, Lcg};
use nimatron::impartial::ImpartialPosition;
use nimatron::limits::Stop;
use nimatron::rulesets::RulesetPosition;
use std::process::ExitCode;

/// Play an impartial position (misère when the ruleset is, or with `--misere`).
pub fn play<P: ImpartialPosition + RulesetPosition>(start: P, args: &Args) -> ExitCode {
    match run(start, args) {
        Ok(code) => code,
        Err(s) => stopped(s),
    }
}

fn run<P: ImpartialPosition + RulesetPosition>(start: P, args: &Args) -> Result<ExitCode, Stop> {
    let ruleset = start.ruleset();
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
    println!(
        "{ruleset} ({}; {play_kind}). Choose a move by its number; `hint`; `quit`.",
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
    loop {
        game.start_turn();
        println!("Position: {}", game.position.describe());
        let choices = game.choices()?;
        if choices.is_empty() {
            let you_win = game.stuck_mover_wins() == yours;
            println!("{}", verdict(you_win));
            let loser_is_you = !you_win;
            match history.turning_point(loser_is_you) {
                Some(t) => println!(
                    "The turning point: move {}, when {} moved to {}, leaving the opponent a winning position.",
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
        let k = if yours {
            for (i, (o, _)) in choices.iter().enumerate() {
                println!("  {}. {}", i + 1, o.describe());
            }
            loop {
                match next_input(&mut lines) {
                    Input::Stop => return Ok(ExitCode::SUCCESS),
                    Input::Hint => {
                        if let (Some(q), Some(x)) =
                            (game.quotient(), game.quotient_element(&position))
                        {
                            println!(
                                "The position is {} in the misère quotient ({}).",
                                q.name(x),
                                if q.is_p(x) {
                                    "in the P-portion: the mover loses"
                                } else {
                                    "not in the P-portion: the mover wins"
                                }
                            );
                        } else if !misere {
                            println!(
                                "The position is *{} (a nim heap of that size).",
                                game.grundy(&position)?
                            );
                        }
                        for (i, (o, wins)) in choices.iter().enumerate() {
                            let v = if let (Some(q), Some(x)) =
                                (game.quotient(), game.quotient_element(o))
                            {
                                format!(" {}", q.name(x))
                            } else if misere {
                                String::new()
                            } else {
                                format!(" *{}", game.grundy(o)?)
                            };
                            println!(
                                "  {}. {}{v}{}",
                                i + 1,
                                o.describe(),
                                if *wins { "  <- wins" } else { "" }
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
            let wins: Vec<bool> = choices.iter().map(|(_, w)| *w).collect();
            let k = opponent_pick(&wins, args.level, &mut rng);
            println!("I move to: {}", choices[k].0.describe());
            k
        };
        let (next, wins) = choices[k].clone();
        history.push(yours, next.describe(), was_winning, !wins);
        game.position = next;
        yours = !yours;
    }
}
