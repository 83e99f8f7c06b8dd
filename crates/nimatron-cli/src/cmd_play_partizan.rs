//! `nimatron play` for partizan rulesets (Domineering, Hackenbush, stalks,
//! Toads and Frogs, ...): the terminal side of `nimatron_app::play::partizan`. Grids
//! are drawn with coordinates and moves typed as `a1-a2`, Hackenbush edges are
//! labelled and cut by label (`nimatron_app::play::board`, from the catalogue's
//! syntax); any move can also be chosen by its number. `hint` explains the
//! position and each move in words, `undo` takes a move back, `swap`
//! exchanges sides.

use crate::cmd_play::{
    input_lines, limits, next_input, stopped, take_back, Args, First, Input, Side,
};
use nimatron::limits::Stop;
use nimatron::rulesets::{PartizanPosition, RulesetPosition};
use nimatron::short::{Game, GameStore};
use nimatron::solve::strategy::STRATEGY_VERSION;
use nimatron_app::play::board::{self, Style};
use nimatron_app::play::explain;
use nimatron_app::play::partizan::{Choice, PartizanGame};
use nimatron_app::play::{you_or_i, History, Lcg};
use serde_json::Value as Json;
use std::collections::HashMap;
use std::path::Path;
use std::process::ExitCode;

/// Play a partizan position.
pub fn play<P: PartizanPosition + RulesetPosition>(start: P, args: &Args) -> ExitCode {
    match run(start, args) {
        Ok(code) => code,
        Err(s) => stopped(s),
    }
}

fn side_name(left: bool) -> &'static str {
    if left {
        "Left"
    } else {
        "Right"
    }
}

/// The position drawn (a board where the ruleset has one) with its value.
fn show_position<P: PartizanPosition + RulesetPosition>(
    game: &mut PartizanGame<P>,
    style: Style,
    g: Game,
) -> Result<(), Stop> {
    let shown = game.show(g)?;
    let text = game.position.to_string();
    match board::draw(style, &text) {
        Some(drawing) => print!("Position (value {shown}):\n{drawing}"),
        None => println!("Position: {}   (value {shown})", game.position.describe()),
    }
    Ok(())
}

/// The hint: the position's value in words, its independent parts, and every
/// move with the value it leaves and what that means.
fn hint<P: PartizanPosition + RulesetPosition>(
    game: &mut PartizanGame<P>,
    g: Game,
    you_left: bool,
    choices: &[Choice<P>],
    names: &[String],
) -> Result<(), Stop> {
    let shown = game.show(g)?;
    let who = explain::who_wins(&mut game.store, g, you_left, true)?;
    let kind = explain::kind(&mut game.store, g)?;
    println!("The position is worth {shown} ({kind}): {who}.");
    println!("{}", explain::LEGEND);
    let parts = game.position.components();
    if parts.len() > 1 {
        println!("It is a sum of {} independent parts:", parts.len());
        for part in parts {
            let v = game.part_value(&part)?;
            let k = explain::kind(&mut game.store, v)?;
            println!("  {}: {} ({k})", part.describe(), game.show(v)?);
        }
    }
    println!("Your moves:");
    for (c, name) in choices.iter().zip(names) {
        let v = game.show(c.value)?;
        let who = explain::who_wins(&mut game.store, c.value, you_left, false)?;
        println!(
            "  {name}: leaves a position worth {v}: {who}{}",
            if c.wins { "  <- wins" } else { "" }
        );
    }
    if !choices.iter().any(|c| c.wins) {
        println!("No move wins against perfect play: choose one that keeps the game long and hope for a slip.");
    }
    Ok(())
}

/// The moves' names in the ruleset's own notation (`3x4 -> 3x1 + 3x3`,
/// `take 3 from 6`), when it names every move and no two alike.
fn ruleset_move_names<P: PartizanPosition>(from: &P, choices: &[Choice<P>]) -> Option<Vec<String>> {
    let names: Vec<String> = choices
        .iter()
        .map(|c| from.move_name(&c.position))
        .collect::<Option<_>>()?;
    let mut sorted: Vec<&String> = names.iter().collect();
    sorted.sort();
    sorted.dedup();
    (sorted.len() == names.len()).then_some(names)
}

/// A strategy read from `nimatron solve --strategy`: the winner and its move
/// (the position reached) in each position it lists.
struct Plan {
    winner_left: bool,
    first_left: bool,
    moves: HashMap<String, String>,
}

/// Read a strategy file for `start`; an error says what is wrong with it.
fn read_plan<P: RulesetPosition>(path: &Path, start: &P) -> Result<Plan, String> {
    let text =
        crate::args::read_input(path, crate::args::MAX_GENERATED).map_err(|e| e.message(path))?;
    let mut lines = text.lines();
    let header: Json = lines
        .next()
        .and_then(|l| serde_json::from_str(l).ok())
        .ok_or("not a nimatron strategy (its first line is not JSON)")?;
    match header["nimatron_strategy"].as_u64() {
        Some(STRATEGY_VERSION) => {}
        Some(v) => {
            return Err(format!(
                "a strategy of format {v}; this nimatron reads format {STRATEGY_VERSION}"
            ))
        }
        None => {
            return Err("not a nimatron strategy (no `nimatron_strategy` in its header)".into())
        }
    }
    let ruleset = start.ruleset().to_string();
    if header["ruleset"].as_str() != Some(ruleset.as_str())
        || header["start"].as_str() != Some(start.to_string().as_str())
    {
        return Err(format!(
            "the strategy is for {} {}, not {ruleset} {}",
            header["ruleset"].as_str().unwrap_or("?"),
            header["start"],
            start
        ));
    }
    let side = |k: &str| match header[k].as_str() {
        Some("left") => Ok(true),
        Some("right") => Ok(false),
        _ => Err(format!("the strategy's header has no `{k}`")),
    };
    let (winner_left, first_left) = (side("winner")?, side("first")?);
    let mut moves = HashMap::new();
    for (i, line) in lines.enumerate() {
        let v: Json = serde_json::from_str(line).map_err(|e| format!("line {}: {e}", i + 2))?;
        let (Some(p), Some(to)) = (v["position"].as_str(), v["to"].as_str()) else {
            return Err(format!("line {}: no position and to", i + 2));
        };
        moves.insert(p.to_string(), to.to_string());
    }
    Ok(Plan {
        winner_left,
        first_left,
        moves,
    })
}

fn run<P: PartizanPosition + RulesetPosition>(start: P, args: &Args) -> Result<ExitCode, Stop> {
    let plan = match &args.strategy {
        None => None,
        Some(path) => match read_plan(path, &start) {
            Ok(p) => Some(p),
            Err(e) => {
                eprintln!("error: {}: {e}", path.display());
                return Ok(ExitCode::from(2));
            }
        },
    };
    let limits = limits();
    let mut store = GameStore::new();
    store.set_limits(limits.clone());
    let ruleset = start.ruleset();
    let style = Style::of(ruleset.info());
    let mut game = PartizanGame::new(start, store, limits);
    let mut you_left = args.side == Side::Left;
    let mut left_to_move = (args.first == First::You) == you_left;
    let mut rng = Lcg(args.seed.unwrap_or(0x5eed));
    let mut history: History<String> = History::default();
    // Before each of the person's moves: the position, who was to move, and
    // the number of moves made (for `undo`).
    let mut saved: Vec<((P, bool), usize)> = Vec::new();
    let how = match style {
        Style::Grid => "Type a move as its cells (`a1-a2`) or its number",
        Style::Edges => "Type the label of the edge to cut, or its number",
        Style::Plain => "Choose a move by its number",
    };
    println!(
        "{ruleset} ({}). You are {} ({}). {how}; `hint` explains the position and each move, `undo` takes your last move back, `swap` exchanges sides, `quit` stops.",
        ruleset.rules(),
        side_name(you_left),
        if you_left { "the positive player" } else { "the negative player" },
    );
    let mut lines = input_lines();
    let mut warned = false;
    if let Some(plan) = &plan {
        let computer_left = !you_left;
        if plan.winner_left != computer_left || plan.first_left != left_to_move {
            println!(
                "Note: the strategy is for {} moving {}; I play {} and {} moves first, so I value positions instead.",
                side_name(plan.winner_left),
                if plan.winner_left == plan.first_left { "first" } else { "second" },
                side_name(computer_left),
                side_name(left_to_move),
            );
        }
    }
    let plan = plan.filter(|p| p.winner_left != you_left && p.first_left == left_to_move);
    'turns: loop {
        game.start_turn();
        if let Some(plan) = &plan {
            let text = game.position.to_string();
            let opts = if left_to_move {
                game.position.left_options()
            } else {
                game.position.right_options()
            };
            let texts: Vec<String> = opts.iter().map(|o| o.to_string()).collect();
            let named = board::move_names(style, &text, &texts);
            let covered = if left_to_move == you_left {
                texts.iter().any(|t| plan.moves.contains_key(t))
            } else {
                plan.moves.contains_key(&text)
            };
            if covered && !opts.is_empty() {
                match board::draw(style, &text) {
                    Some(drawing) => print!("Position:\n{drawing}"),
                    None => println!("Position: {}", game.position.describe()),
                }
                let k = if left_to_move == you_left {
                    println!("Your moves ({}):", side_name(you_left));
                    for (i, o) in opts.iter().enumerate() {
                        match &named {
                            Some(n) => println!("  {}. {}", i + 1, n[i]),
                            None => println!("  {}. {}", i + 1, o.describe()),
                        }
                    }
                    loop {
                        match next_input(&mut lines) {
                            Input::Stop => return Ok(ExitCode::SUCCESS),
                            Input::Line(line) => {
                                match board::chosen(&line, named.as_deref(), opts.len()) {
                                    Ok(k) => break k,
                                    Err(e) => println!("Not a legal move: {e}."),
                                }
                            }
                            _ => println!(
                                "Not here: the strategy plays this position (no hints, undo or swap until it ends)."
                            ),
                        }
                    }
                } else {
                    let to = &plan.moves[&text];
                    let Some(k) = texts.iter().position(|t| t == to) else {
                        eprintln!("error: the strategy's move from {text} is not a legal move");
                        return Ok(ExitCode::from(2));
                    };
                    match &named {
                        Some(n) => println!("I move {} (my strategy).", n[k]),
                        None => println!("I move to: {} (my strategy)", opts[k].describe()),
                    }
                    k
                };
                let yours = left_to_move == you_left;
                let label = match &named {
                    Some(n) => format!("{} (to {})", n[k], opts[k].describe()),
                    None => format!("to {}", opts[k].describe()),
                };
                history.push(yours, label, !yours, yours);
                game.position = opts[k].clone();
                left_to_move = !left_to_move;
                continue 'turns;
            }
        }
        let g = game.value()?;
        show_position(&mut game, style, g)?;
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
        let you_can_win = was_winning == yours;
        if !warned && history.is_empty() {
            warned = true;
            if !you_can_win {
                println!(
                    "Warning: this position is lost for you against perfect play ({}). Type `swap` to play {} instead, or play on and hope for a slip.",
                    explain::who_wins(&mut game.store, g, you_left, yours)?,
                    side_name(!you_left),
                );
            }
        }
        let texts: Vec<String> = choices.iter().map(|c| c.position.to_string()).collect();
        let named = board::move_names(style, &game.position.to_string(), &texts)
            .or_else(|| ruleset_move_names(&game.position, &choices));
        let names: Vec<String> = match &named {
            Some(n) => n.clone(),
            None => (1..=choices.len()).map(|k| k.to_string()).collect(),
        };
        let choice = if yours {
            println!("Your moves ({}):", side_name(you_left));
            for (i, c) in choices.iter().enumerate() {
                match &named {
                    Some(n) => println!("  {}. {}", i + 1, n[i]),
                    None => println!("  {}. {}", i + 1, c.position.describe()),
                }
            }
            loop {
                match next_input(&mut lines) {
                    Input::Stop => return Ok(ExitCode::SUCCESS),
                    Input::Hint => hint(&mut game, g, you_left, &choices, &names)?,
                    Input::Undo => {
                        if let Some((position, left)) = take_back(&mut saved, &mut history) {
                            game.position = position;
                            left_to_move = left;
                            continue 'turns;
                        }
                    }
                    Input::Swap => {
                        you_left = !you_left;
                        println!(
                            "You are {} now; I play {} and move next.",
                            side_name(you_left),
                            side_name(!you_left)
                        );
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
            let k = PartizanGame::<P>::computer_pick(&choices, |c| c.wins, args.level, &mut rng);
            match &named {
                Some(n) => println!("I move {}.", n[k]),
                None => println!("I move to: {}", choices[k].position.describe()),
            }
            k
        };
        if yours {
            saved.push(((game.position.clone(), left_to_move), history.len()));
        }
        let c = choices.swap_remove(choice);
        let label = match &named {
            Some(n) => format!("{} (to {})", n[choice], c.position.describe()),
            None => format!("to {}", c.position.describe()),
        };
        history.push(yours, label, was_winning, !c.wins);
        game.position = c.position;
        left_to_move = !left_to_move;
    }
}

fn post_mortem(history: &History<String>, loser_is_you: bool) {
    match history.turning_point(loser_is_you) {
        Some(t) => println!(
            "The turning point: move {}, when {} moved {}: before it {} could win, after it the opponent could.",
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
