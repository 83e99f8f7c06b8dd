//! `nimatron thermograph EXPR [--svg FILE]`: temperature, mean and the exact walls;
//! optionally a drawing in plain SVG (Left to the left, as CGT draws it).

use nimatron::lang::Session;
use nimatron::numbers::Rational;
use nimatron::thermo::{Thermograph, Trajectory};
use std::fmt::Write;
use std::process::ExitCode;

/// Arguments of `nimatron thermograph`.
#[derive(clap::Args)]
pub struct Args {
    /// A game, e.g. "{2|1||-1}".
    #[arg(allow_hyphen_values = true)]
    pub expr: String,
    /// Write the thermograph as an SVG picture to this file.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<std::path::PathBuf>,
}

/// Run `nimatron thermograph`.
pub fn run(args: Args) -> ExitCode {
    let mut session = Session::new();
    let game = match session.eval_game(&args.expr) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("{}", e.render(&args.expr));
            return ExitCode::from(2);
        }
    };
    let th = session.store.thermograph(game);
    let shown = session.store.display(game);
    println!("game:        {shown}");
    println!("temperature: {}", th.temperature);
    println!("mean (mast): {}", th.mast);
    println!("left wall:   {}", describe(&th.left_wall, &th.temperature));
    println!("right wall:  {}", describe(&th.right_wall, &th.temperature));
    if let Some(path) = args.svg {
        let svg = render_svg(&th, &shown);
        if let Err(e) = std::fs::write(&path, svg) {
            eprintln!("error: cannot write {}: {e}", path.display());
            return ExitCode::from(2);
        }
        println!("wrote {}", path.display());
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

fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Plain SVG: value on the horizontal axis (positive to the left), temperature up.
pub fn render_svg(th: &Thermograph, title: &str) -> String {
    let t_min = -1.0;
    let t_top = th.temperature.to_f64().max(0.0);
    let t_max = t_top + (t_top * 0.3).max(1.0);
    // Sample the walls at their breakpoints and at both ends.
    let wall_points = |w: &Trajectory| -> Vec<(f64, f64)> {
        let mut pts: Vec<(f64, f64)> = vec![(t_min, w.value_at(&Rational::from_i64(-1)).to_f64())];
        for p in w.pieces() {
            if p.t <= th.temperature {
                pts.push((p.t.to_f64(), p.v.to_f64()));
            }
        }
        pts.push((th.temperature.to_f64(), th.mast.to_f64()));
        pts.sort_by(|a, b| a.0.total_cmp(&b.0));
        pts
    };
    let left = wall_points(&th.left_wall);
    let right = wall_points(&th.right_wall);
    let values: Vec<f64> = left
        .iter()
        .chain(&right)
        .map(|p| p.1)
        .chain([0.0])
        .collect();
    let (mut v_lo, mut v_hi) = values
        .iter()
        .fold((f64::MAX, f64::MIN), |(a, b), &v| (a.min(v), b.max(v)));
    let pad = ((v_hi - v_lo) * 0.15).max(0.5);
    v_lo -= pad;
    v_hi += pad;
    let (w, h, m) = (640.0, 480.0, 60.0);
    let x = |v: f64| m + (v_hi - v) / (v_hi - v_lo) * (w - 2.0 * m);
    let y = |t: f64| m + (t_max - t) / (t_max - t_min) * (h - 2.0 * m);
    let poly = |pts: &[(f64, f64)]| {
        pts.iter()
            .map(|(t, v)| format!("{:.2},{:.2}", x(*v), y(*t)))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="sans-serif" font-size="13">"#
    );
    let _ = writeln!(s, r#"<rect width="{w}" height="{h}" fill="white"/>"#);
    let _ = writeln!(
        s,
        r#"<text x="{m}" y="24" font-size="15">Thermograph of {}</text>"#,
        esc(title)
    );
    // Axes: t = 0 and value 0.
    let _ = writeln!(
        s,
        r#"<line x1="{m}" y1="{:.2}" x2="{:.2}" y2="{:.2}" stroke="gray"/>"#,
        y(0.0),
        w - m,
        y(0.0)
    );
    let _ = writeln!(
        s,
        r#"<line x1="{:.2}" y1="{m}" x2="{:.2}" y2="{:.2}" stroke="gray" stroke-dasharray="4 3"/>"#,
        x(0.0),
        x(0.0),
        h - m
    );
    let _ = writeln!(
        s,
        r#"<text x="{:.2}" y="{:.2}" text-anchor="middle">value (Left ← → Right)</text>"#,
        w / 2.0,
        h - 18.0
    );
    let _ = writeln!(
        s,
        r#"<text x="18" y="{:.2}" transform="rotate(-90 18 {:.2})" text-anchor="middle">temperature t</text>"#,
        h / 2.0,
        h / 2.0
    );
    let _ = writeln!(
        s,
        r#"<text x="{:.2}" y="{:.2}" text-anchor="end" fill="dimgray">t = 0</text>"#,
        w - m,
        y(0.0) - 4.0
    );
    let _ = writeln!(
        s,
        r#"<text x="{:.2}" y="{:.2}" text-anchor="middle" fill="dimgray">0</text>"#,
        x(0.0),
        h - m + 16.0
    );
    // Walls and mast.
    let _ = writeln!(
        s,
        r##"<polyline points="{}" fill="none" stroke="#1f5fd6" stroke-width="2.5"/>"##,
        poly(&left)
    );
    let _ = writeln!(
        s,
        r##"<polyline points="{}" fill="none" stroke="#d62f1f" stroke-width="2.5"/>"##,
        poly(&right)
    );
    let (mx, mt) = (x(th.mast.to_f64()), y(th.temperature.to_f64()));
    let _ = writeln!(
        s,
        r#"<line x1="{mx:.2}" y1="{mt:.2}" x2="{mx:.2}" y2="{m}" stroke="black" stroke-width="3"/>"#
    );
    let _ = writeln!(
        s,
        r#"<text x="{:.2}" y="{:.2}">mast {} (mean) from t = {} (temperature)</text>"#,
        mx + 8.0,
        m + 14.0,
        esc(&th.mast.to_string()),
        esc(&th.temperature.to_string())
    );
    let _ = writeln!(
        s,
        r#"<circle cx="{mx:.2}" cy="{mt:.2}" r="4" fill="black"/>"#
    );
    let _ = writeln!(
        s,
        r##"<text x="{:.2}" y="{:.2}" fill="#1f5fd6">Left wall</text>"##,
        x(left[0].1) + 6.0,
        y(t_min) - 6.0
    );
    let _ = writeln!(
        s,
        r##"<text x="{:.2}" y="{:.2}" fill="#d62f1f" text-anchor="end">Right wall</text>"##,
        x(right[0].1) - 6.0,
        y(t_min) - 6.0
    );
    s.push_str("</svg>\n");
    s
}
