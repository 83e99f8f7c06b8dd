//! `nimatron thermograph EXPR [--svg FILE]`: temperature, mean and the exact walls;
//! optionally a drawing in plain SVG (Left to the left, as CGT draws it).

use crate::cmd_eval::Status;
use nimatron::lang::{LangError, Session, Span};
use nimatron::limits::Limits;
use nimatron::numbers::Rational;
use nimatron::thermo::Trajectory;
use std::fmt::Write;
use std::process::ExitCode;

/// The most bytes of the game's text.
const MAX_OUTPUT: usize = 16_000_000;

/// Arguments of `nimatron thermograph`.
#[derive(clap::Args)]
pub struct Args {
    /// A game, e.g. "{2|1||-1}".
    #[arg(allow_hyphen_values = true)]
    pub expr: String,
    /// Write the thermograph as an SVG picture to this file.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<std::path::PathBuf>,
    /// Print JSON: {"game", "temperature", "mean", "left_wall", "right_wall",
    /// "left_pieces", "right_pieces"}: the walls in words (as the server's
    /// /api/thermograph gives them) and as pieces {"t", "value", "slope"}, each
    /// piece starting at temperature t with that value (exact rationals, as
    /// strings) and an integer slope.
    #[arg(long)]
    pub json: bool,
}

/// Run `nimatron thermograph`.
pub fn run(args: Args) -> ExitCode {
    let mut session = Session::with_limits(Limits::standard().with_output(MAX_OUTPUT));
    let game = match session.eval_game(&args.expr) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("{}", e.render(&args.expr));
            return Status::of(&e).exit_code();
        }
    };
    let computed = session.store.guard(|s| {
        let th = s.thermograph(game);
        s.display_limited(game, Some(MAX_OUTPUT))
            .map(|shown| (th, shown))
    });
    let (th, shown) = match computed.and_then(|r| r) {
        Ok(r) => r,
        Err(stop) => {
            let e = LangError::stop(stop, Span::new(0, args.expr.len()));
            eprintln!("{}", e.render(&args.expr));
            return Status::of(&e).exit_code();
        }
    };
    let (left, right) = (
        describe(&th.left_wall, &th.temperature),
        describe(&th.right_wall, &th.temperature),
    );
    if args.json {
        println!(
            "{}",
            crate::json::to_line(&serde_json::json!({
                "game": shown,
                "temperature": th.temperature.to_string(),
                "mean": th.mast.to_string(),
                "left_wall": left,
                "right_wall": right,
                "left_pieces": pieces(&th.left_wall, &th.temperature),
                "right_pieces": pieces(&th.right_wall, &th.temperature),
            }))
        );
    } else {
        println!("game:        {shown}");
        println!("temperature: {}", th.temperature);
        println!("mean (mast): {}", th.mast);
        println!("left wall:   {left}");
        println!("right wall:  {right}");
    }
    if let Some(path) = args.svg {
        let svg = render_svg(&th, &shown);
        if let Err(e) = std::fs::write(&path, svg) {
            eprintln!("error: cannot write {}: {e}", path.display());
            return ExitCode::from(2);
        }
        if !args.json {
            println!("wrote {}", path.display());
        }
    }
    ExitCode::SUCCESS
}

/// The wall as exact segments `value at t` up to the temperature, then the mast.
pub(crate) fn describe(wall: &Trajectory, top: &Rational) -> String {
    let mut s = String::new();
    for p in wall.pieces().iter().filter(|p| &p.t <= top) {
        if !s.is_empty() {
            s.push_str(", ");
        }
        let slope = match p.slope {
            0 => String::from("vertical"),
            k => format!("slope {k:+}"),
        };
        let _ = write!(s, "from t = {}: {} ({slope})", p.t, p.v);
    }
    s
}

/// The wall as data: the pieces up to the temperature (the last one is the
/// mast), each `{"t", "value", "slope"}`.
pub(crate) fn pieces(wall: &Trajectory, top: &Rational) -> serde_json::Value {
    wall.pieces()
        .iter()
        .filter(|p| &p.t <= top)
        .map(|p| serde_json::json!({ "t": p.t.to_string(), "value": p.v.to_string(), "slope": p.slope }))
        .collect()
}

/// The drawing is the library's: [`nimatron::thermo::svg`] (Python draws it too).
pub use nimatron::thermo::svg as render_svg;
