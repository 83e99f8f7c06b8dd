//! Thermographs drawn as plain SVG (value on the horizontal axis, Left to the
//! left as CGT draws it, temperature up): a pure function of the thermograph,
//! shared by the CLI's `thermograph --svg`, the server and the Python package.

use super::Thermograph;
use crate::numbers::Rational;
use std::fmt::Write;

/// Text escaped for SVG.
fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Tick marks for an axis from `lo` to `hi` (`lo < hi`): the multiples in
/// range of a power of two (dyadic, as game values are), four to eight of them.
fn ticks(lo: &Rational, hi: &Rational) -> Vec<Rational> {
    let range = hi - lo;
    let mut step = Rational::ONE;
    // Bounded: a range of 2^4096 gets coarse ticks, not a long loop.
    for _ in 0..4096 {
        if range > step.shl(3) {
            step = step.shl(1);
        } else if range < step.shl(2) {
            step = step.shl(-1);
        } else {
            break;
        }
    }
    let mut t = match lo.checked_div(&step) {
        Some(k) => &k.ceil() * &step,
        None => return Vec::new(),
    };
    let mut out = Vec::new();
    while &t <= hi && out.len() < 16 {
        out.push(t.clone());
        t = &t + &step;
    }
    out
}

/// Plain SVG: value on the horizontal axis (positive to the left), temperature up.
pub fn svg(th: &Thermograph, title: &str) -> String {
    // Coordinates are found exactly, as fractions of the drawing's ranges, and
    // only then made floating point: no value is too large or too small to draw.
    let t_min = Rational::from_i64(-1);
    let t_top = th.temperature.clone().max(Rational::ZERO);
    // About 30% (5/16) of the temperature above the mast, at least 1.
    let t_max = &t_top + &(&t_top * &Rational::new(5, 4)).max(Rational::ONE);
    // Sample the walls at their breakpoints and at both ends.
    let wall_points = |w: &super::Trajectory| -> Vec<(Rational, Rational)> {
        let mut pts = vec![(t_min.clone(), w.value_at(&t_min))];
        for p in w.pieces() {
            if p.t <= th.temperature {
                pts.push((p.t.clone(), p.v.clone()));
            }
        }
        pts.push((th.temperature.clone(), th.mast.clone()));
        pts.sort_by(|a, b| a.0.cmp(&b.0));
        pts
    };
    let left = wall_points(&th.left_wall);
    let right = wall_points(&th.right_wall);
    let values = left.iter().chain(&right).map(|p| &p.1);
    let v_lo = values
        .clone()
        .min()
        .cloned()
        .unwrap_or_default()
        .min(Rational::ZERO);
    let v_hi = values
        .max()
        .cloned()
        .unwrap_or_default()
        .max(Rational::ZERO);
    // About 15% (5/32) of the range on each side, at least 1/2.
    let pad = (&(&v_hi - &v_lo) * &Rational::new(5, 5)).max(Rational::new(1, 1));
    let (v_lo, v_hi) = (&v_lo - &pad, &v_hi + &pad);
    let (w, h, m) = (640.0, 480.0, 60.0);
    let share = |x: &Rational, lo: &Rational, hi: &Rational| {
        (hi - x).checked_div(&(hi - lo)).map_or(0.5, |r| r.to_f64())
    };
    let x = |v: &Rational| m + share(v, &v_lo, &v_hi) * (w - 2.0 * m);
    let y = |t: &Rational| m + share(t, &t_min, &t_max) * (h - 2.0 * m);
    let poly = |pts: &[(Rational, Rational)]| {
        pts.iter()
            .map(|(t, v)| format!("{:.2},{:.2}", x(v), y(t)))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let zero = Rational::ZERO;
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="sans-serif" font-size="13">"#
    );
    let _ = writeln!(s, r#"<rect width="{w}" height="{h}" fill="white"/>"#);
    let heading = format!("Thermograph of {title}");
    let _ = writeln!(
        s,
        r#"<text {} font-size="15">{}</text>"#,
        fit(&heading, m - 8.0, 24.0, w, 15.0),
        esc(&heading)
    );
    // Axes: t = 0 and value 0.
    let _ = writeln!(
        s,
        r#"<line x1="{m}" y1="{:.2}" x2="{:.2}" y2="{:.2}" stroke="gray"/>"#,
        y(&zero),
        w - m,
        y(&zero)
    );
    let _ = writeln!(
        s,
        r#"<line x1="{:.2}" y1="{m}" x2="{:.2}" y2="{:.2}" stroke="gray" stroke-dasharray="4 3"/>"#,
        x(&zero),
        x(&zero),
        h - m
    );
    // Ticks with their values along the bottom (value) and the left
    // (temperature), with faint grid lines.
    let (bottom, axis_x) = (h - m, m);
    let _ = writeln!(
        s,
        r#"<line x1="{m}" y1="{bottom}" x2="{:.2}" y2="{bottom}" stroke="black"/>"#,
        w - m
    );
    let _ = writeln!(
        s,
        r#"<line x1="{axis_x}" y1="{m}" x2="{axis_x}" y2="{bottom}" stroke="black"/>"#
    );
    for v in ticks(&v_lo, &v_hi) {
        let xv = x(&v);
        let _ = writeln!(
            s,
            r##"<line class="tick" x1="{xv:.2}" y1="{m}" x2="{xv:.2}" y2="{:.2}" stroke="#e5e7eb"/><line x1="{xv:.2}" y1="{bottom}" x2="{xv:.2}" y2="{:.2}" stroke="black"/><text x="{xv:.2}" y="{:.2}" text-anchor="middle" fill="dimgray" font-size="11">{}</text>"##,
            bottom,
            bottom + 5.0,
            bottom + 17.0,
            esc(&v.to_string())
        );
    }
    for t in ticks(&t_min, &t_max) {
        let yt = y(&t);
        let _ = writeln!(
            s,
            r##"<line class="tick" x1="{axis_x}" y1="{yt:.2}" x2="{:.2}" y2="{yt:.2}" stroke="#e5e7eb"/><line x1="{:.2}" y1="{yt:.2}" x2="{axis_x}" y2="{yt:.2}" stroke="black"/><text x="{:.2}" y="{:.2}" text-anchor="end" fill="dimgray" font-size="11">{}</text>"##,
            w - m,
            axis_x - 5.0,
            axis_x - 7.0,
            yt + 4.0,
            esc(&t.to_string())
        );
    }
    let _ = writeln!(
        s,
        r#"<text x="{:.2}" y="{:.2}" text-anchor="middle">value (Left ← → Right)</text>"#,
        w / 2.0,
        h - 18.0
    );
    let _ = writeln!(
        s,
        r#"<text x="14" y="{:.2}" transform="rotate(-90 14 {:.2})" text-anchor="middle">temperature t</text>"#,
        h / 2.0,
        h / 2.0
    );
    let _ = writeln!(
        s,
        r#"<text x="{:.2}" y="{:.2}" text-anchor="end" fill="dimgray">t = 0</text>"#,
        w - m,
        y(&zero) - 4.0
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
    let (mx, mt) = (x(&th.mast), y(&th.temperature));
    let _ = writeln!(
        s,
        r#"<line x1="{mx:.2}" y1="{mt:.2}" x2="{mx:.2}" y2="{m}" stroke="black" stroke-width="3"/>"#
    );
    let label = format!(
        "mast {} (mean) from t = {} (temperature)",
        th.mast, th.temperature
    );
    let _ = writeln!(
        s,
        "<text {}>{}</text>",
        fit(&label, mx, m + 14.0, w, 13.0),
        esc(&label)
    );
    let _ = writeln!(
        s,
        r#"<circle cx="{mx:.2}" cy="{mt:.2}" r="4" fill="black"/>"#
    );
    let _ = writeln!(
        s,
        r##"<text x="{:.2}" y="{:.2}" fill="#1f5fd6">Left wall</text>"##,
        x(&left[0].1) + 6.0,
        y(&t_min) - 6.0
    );
    let _ = writeln!(
        s,
        r##"<text x="{:.2}" y="{:.2}" fill="#d62f1f" text-anchor="end">Right wall</text>"##,
        x(&right[0].1) - 6.0,
        y(&t_min) - 6.0
    );
    s.push_str("</svg>\n");
    s
}

/// Where a label beside `x` goes so that it stays inside a picture `w`
/// wide: right of `x`, else left of it, else across the picture squeezed to
/// fit (`textLength`). Widths are estimated at 0.6 em a character, wider than
/// the digits and letters of a sans-serif font.
fn fit(text: &str, x: f64, y: f64, w: f64, size: f64) -> String {
    const GAP: f64 = 8.0;
    let width = text.chars().count() as f64 * 0.6 * size;
    if x + GAP + width <= w - 4.0 {
        format!(r#"x="{:.2}" y="{y:.2}""#, x + GAP)
    } else if x - GAP - width >= 4.0 {
        format!(r#"x="{:.2}" y="{y:.2}" text-anchor="end""#, x - GAP)
    } else {
        let room = w - 8.0;
        format!(
            r#"x="4" y="{y:.2}"{}"#,
            if width > room {
                format!(r#" textLength="{room:.2}" lengthAdjust="spacingAndGlyphs""#)
            } else {
                String::new()
            }
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::short::GameStore;

    /// The horizontal extent of the `<text>` element holding `needle`, as
    /// [`super::fit`] estimates it.
    fn text_box(svg: &str, needle: &str) -> (f64, f64) {
        let line = svg.lines().find(|l| l.contains(needle)).expect(needle);
        let attr = |name: &str| {
            line.split(&format!(" {name}=\""))
                .nth(1)
                .map(|r| r.split('"').next().unwrap().to_string())
        };
        let x: f64 = attr("x").unwrap().parse().unwrap();
        let size: f64 = attr("font-size").map_or(13.0, |s| s.parse().unwrap());
        let text = line.split('>').nth(1).unwrap().split('<').next().unwrap();
        let width = attr("textLength").map_or(text.chars().count() as f64 * 0.6 * size, |l| {
            l.parse().unwrap()
        });
        match attr("text-anchor").as_deref() {
            Some("end") => (x - width, x),
            _ => (x, x + width),
        }
    }

    #[test]
    fn labels_stay_inside_the_picture() {
        // Issue 36: the mast's label was cut off at the right edge. {-1|-2}
        // has its mast (-3/2) right of the middle; a long title must fit too.
        let mut s = GameStore::new();
        let (a, b) = (s.integer(-1), s.integer(-2));
        let g = s.from_options(&[a], &[b]);
        let th = s.thermograph(g);
        for title in ["{-1|-2}", &"{-1|-2} + 0".repeat(12)] {
            let svg = super::svg(&th, title);
            for needle in ["mast -3/2", "Thermograph of"] {
                let (lo, hi) = text_box(&svg, needle);
                assert!(lo >= 0.0 && hi <= 640.0, "{needle}: {lo}..{hi} in {svg}");
            }
        }
    }

    #[test]
    fn the_drawing_names_the_mast_and_escapes_the_title() {
        let mut s = GameStore::new();
        let (two, one) = (s.integer(2), s.integer(1));
        let g = s.from_options(&[two], &[one]);
        let th = s.thermograph(g);
        let svg = super::svg(&th, "{2|1} < 3");
        assert!(svg.starts_with("<svg ") && svg.trim_end().ends_with("</svg>"));
        assert!(svg.contains("mast 3/2 (mean) from t = 1/2 (temperature)"));
        assert!(svg.contains("{2|1} &lt; 3") && !svg.contains("{2|1} < 3"));
        // Both axes have ticks with values: 0, 1, 2 ... and t = -1, 0, 1.
        for label in [">0</text>", ">1</text>", ">2</text>", ">-1</text>"] {
            assert!(svg.contains(label), "{label}: {svg}");
        }
        assert!(svg.matches(r#"class="tick""#).count() >= 8, "{svg}");
    }

    #[test]
    fn ticks_are_dyadic_and_few() {
        use crate::numbers::Rational;
        let t = super::ticks(&Rational::new(-3, 1), &Rational::new(5, 1));
        let shown: Vec<String> = t.iter().map(|r| r.to_string()).collect();
        assert_eq!(shown, ["-1", "0", "1", "2"]);
        let t = super::ticks(&Rational::from_i64(-1000), &Rational::from_i64(1000));
        assert!((4..=9).contains(&t.len()), "{t:?}");
    }
}
