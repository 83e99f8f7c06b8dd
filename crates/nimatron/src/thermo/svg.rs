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
    let _ = writeln!(
        s,
        r#"<text x="{m}" y="24" font-size="15">Thermograph of {}</text>"#,
        esc(title)
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
        y(&zero) - 4.0
    );
    let _ = writeln!(
        s,
        r#"<text x="{:.2}" y="{:.2}" text-anchor="middle" fill="dimgray">0</text>"#,
        x(&zero),
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
    let (mx, mt) = (x(&th.mast), y(&th.temperature));
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

#[cfg(test)]
mod tests {
    use crate::short::GameStore;

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
    }
}
