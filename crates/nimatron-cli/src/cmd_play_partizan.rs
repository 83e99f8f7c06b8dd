//! `nimatron play` for partizan rulesets (Domineering, Hackenbush, stalks,
//! Toads and Frogs, ...): the terminal side of the app layer's `Match`. Grids
//! are drawn with coordinates and moves typed as `a1-a2`, Hackenbush edges are
//! labelled and cut by label (`nimatron_app::play::board`, from the catalogue's
//! syntax); any move can also be chosen by its number. `hint` explains the
//! position and each move in words, `undo` takes a move back, `swap`
//! exchanges sides; `--strategy` plays a strategy from `nimatron solve`.

use crate::play_term::{
    computer_turn, history_label, input_lines, next_input, play_typed, Args, First, Input, Side,
    Turns,
};
use nimatron_app::play::board::{self, Style};
use nimatron_app::play::{you_or_i, Lcg};
use nimatron_app::{Match, MatchError, MoveInfo, Plan, Player};
use std::process::ExitCode;

fn side_name(p: Player) -> &'static str {
    if p.is_left() {
        "Left"
    } else {
        "Right"
    }
}

/// `  1. a1-a2` for each move (its name, or the position it reaches).
fn list(moves: &[MoveInfo]) {
    for (i, mv) in moves.iter().enumerate() {
        if mv.by_name {
            println!("  {}. {}", i + 1, mv.name);
        } else {
            println!("  {}. {}", i + 1, mv.describe);
        }
    }
}

/// The strategy in `--strategy FILE`, for the match's start; an error says
/// what is wrong with it.
fn read_plan(m: &Match, path: &std::path::Path) -> Result<Plan, String> {
    let text =
        crate::args::read_input(path, crate::args::MAX_GENERATED).map_err(|e| e.message(path))?;
    Plan::read(&text, &m.ruleset().to_string(), &m.position())
}

/// Play a partizan position.
pub fn play(m: &mut Match, args: &Args) -> Result<ExitCode, MatchError> {
    let plan = match &args.strategy {
        None => None,
        Some(path) => match read_plan(m, path) {
            Ok(p) => Some(p),
            Err(e) => {
                eprintln!("error: {}: {e}", path.display());
                return Ok(ExitCode::from(2));
            }
        },
    };
    let ruleset = m.ruleset();
    let style = Style::of(ruleset.info());
    let mut you = match args.side {
        Side::Left => Player::Left,
        Side::Right => Player::Right,
    };
    m.set_to_move(match args.first {
        First::You => you,
        First::Computer => you.opponent(),
    });
    let mut rng = Lcg(args.seed.unwrap_or(0x5eed));
    let mut turns = Turns::default();
    let how = match style {
        Style::Grid => "Type a move as its cells (`a1-a2`) or its number",
        Style::Edges => "Type the label of the edge to cut, or its number",
        Style::Plain => "Choose a move by its number",
    };
    println!(
        "{ruleset} ({}). You are {} ({}). {how}; `hint` explains the position and each move, `undo` takes your last move back, `swap` exchanges sides, `quit` stops.",
        ruleset.rules(),
        side_name(you),
        if you.is_left() { "the positive player" } else { "the negative player" },
    );
    let mut lines = input_lines();
    let mut warned = false;
    if let Some(plan) = &plan {
        let computer = you.opponent();
        if plan.winner != computer || plan.first != m.to_move() {
            println!(
                "Note: the strategy is for {} moving {}; I play {} and {} moves first, so I value positions instead.",
                side_name(plan.winner),
                if plan.winner == plan.first { "first" } else { "second" },
                side_name(computer),
                side_name(m.to_move()),
            );
        }
    }
    if let Some(plan) = plan.filter(|p| p.winner != you && p.first == m.to_move()) {
        m.follow(plan);
    }
    'turns: loop {
        m.start_turn();
        let turn = match m.planned_turn() {
            Err(MatchError::Illegal(e)) => {
                eprintln!("error: {e}");
                return Ok(ExitCode::from(2));
            }
            t => t?,
        };
        if let Some(turn) = turn {
            match board::draw(style, &m.position()) {
                Some(drawing) => print!("Position:\n{drawing}"),
                None => println!("Position: {}", m.describe()),
            }
            let yours = m.to_move() == you;
            let k = match turn.choice {
                Some(k) => {
                    let mv = &turn.moves[k];
                    if mv.by_name {
                        println!("I move {} (my strategy).", mv.name);
                    } else {
                        println!("I move to: {} (my strategy)", mv.describe);
                    }
                    k
                }
                None => {
                    println!("Your moves ({}):", side_name(you));
                    list(&turn.moves);
                    loop {
                        match next_input(&mut lines) {
                            Input::Stop => return Ok(ExitCode::SUCCESS),
                            Input::Line(line) => match m.find_move(&turn.moves, &line) {
                                Ok(k) => break k,
                                Err(e) => println!("Not a legal move: {e}."),
                            },
                            _ => println!(
                                "Not here: the strategy plays this position (no hints, undo or swap until it ends)."
                            ),
                        }
                    }
                }
            };
            m.play_planned(k)?;
            turns.moved(yours);
            continue 'turns;
        }
        let value = m.value()?.unwrap_or_default();
        match board::draw(style, &m.position()) {
            Some(drawing) => print!("Position (value {value}):\n{drawing}"),
            None => println!("Position: {}   (value {value})", m.describe()),
        }
        let moves = m.moves()?;
        let yours = m.to_move() == you;
        if moves.is_empty() {
            // The player to move has no move and loses.
            println!(
                "{} no move left: {} win.",
                if yours { "You have" } else { "I have" },
                if yours { "I" } else { "You" }
            );
            post_mortem(m, &turns, yours);
            return Ok(ExitCode::SUCCESS);
        }
        if !warned && m.history().is_empty() {
            warned = true;
            if m.mover_wins()? != yours {
                println!(
                    "Warning: this position is lost for you against perfect play ({}). Type `swap` to play {} instead, or play on and hope for a slip.",
                    m.who_wins(you)?,
                    side_name(you.opponent()),
                );
            }
        }
        if !yours {
            computer_turn(m, &mut turns, args.level, &mut rng)?;
            continue;
        }
        println!("Your moves ({}):", side_name(you));
        list(&moves);
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
                        continue 'turns;
                    }
                }
                Input::Swap => {
                    you = you.opponent();
                    println!(
                        "You are {} now; I play {} and move next.",
                        side_name(you),
                        side_name(you.opponent())
                    );
                    continue 'turns;
                }
                Input::Line(line) => {
                    if play_typed(m, &mut turns, &line)? {
                        continue 'turns;
                    }
                }
            }
        }
    }
}

fn post_mortem(m: &Match, turns: &Turns, loser_is_you: bool) {
    match turns.turning_point(m, loser_is_you) {
        Some((number, t)) => println!(
            "The turning point: move {number}, when {} moved {}: before it {} could win, after it the opponent could.",
            you_or_i(loser_is_you, false),
            history_label(&t.mv),
            you_or_i(loser_is_you, false),
        ),
        None => println!(
            "{} never had a winning position.",
            you_or_i(loser_is_you, true)
        ),
    }
}
