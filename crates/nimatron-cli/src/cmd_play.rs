//! `nimatron play RULESET POSITION`: play any ruleset of the catalogue against a
//! perfect (or beatable) opponent in the terminal. The game is the app
//! layer's [`Match`] (moves, the computer's reply, hints, the winner, the
//! history); this file reads the arguments and the player's lines and
//! prints. Nim is played here (moves `HEAP COUNT`, hints with the nim-sum
//! columns); partizan and other impartial rulesets in `cmd_play_partizan`
//! and `cmd_play_impartial`.

use nimatron::rulesets::catalogue::{PositionError, Ruleset};
use nimatron_app::play::nim::heap_name;
use nimatron_app::play::{verdict, you_or_i, Lcg};
use nimatron_app::{Mark, Match, MatchError, MatchOptions, Player};
use num_bigint::BigUint;
use std::process::ExitCode;

use crate::play_term::{failed, impartial_turn, input_lines, limits, Args, First, TurnEnd, Turns};
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
        match impartial_turn(m, &mut turns, &mut you, &mut lines)? {
            TurnEnd::Stop => return Ok(ExitCode::SUCCESS),
            TurnEnd::Next => continue 'turns,
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
