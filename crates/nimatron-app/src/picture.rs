//! `Picture`, the one model of how a position is drawn: cells with a legend,
//! Hackenbush edges over the ground, a graph, or text. Built from the
//! catalogue (every ruleset has one); the terminal ([`Picture::to_text`]),
//! the page and the notebook ([`Picture::to_svg`]) render this one model.

use crate::play::board::{self, Grid, Style};
use nimatron::rulesets::catalogue::{AnyPosition, Drawing};
use nimatron::rulesets::Colour;
use std::fmt::Write as _;

/// An edge of a Hackenbush picture: its ends (vertex 0 is the ground) and colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PictureEdge {
    /// One end.
    pub u: usize,
    /// The other end.
    pub v: usize,
    /// `blue`, `red` or `green`.
    pub colour: &'static str,
}

/// An edge of a graph picture (Col, Snort, Arc Kayles).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GraphEdge {
    /// One end.
    pub u: usize,
    /// The other end.
    pub v: usize,
    /// `l`, `r`, `e` (Partizan Arc Kayles' colours) or `-`.
    pub colour: char,
}

/// How a position is drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Picture {
    /// Rows of one-character cells (`.` empty), with the ruleset's legend
    /// (its syntax, from the catalogue).
    Cells {
        /// The rows, top first.
        rows: Vec<Vec<char>>,
        /// What the characters mean.
        legend: String,
    },
    /// Hackenbush edges over the ground (vertex 0).
    Edges {
        /// The edges, in the position's order.
        edges: Vec<PictureEdge>,
    },
    /// A graph: each vertex's tint (`L`, `R` or ` `) and the edges.
    Graph {
        /// Tints of vertices `0..`.
        tints: Vec<char>,
        /// The edges.
        edges: Vec<GraphEdge>,
    },
    /// The position's description, as text.
    Text(String),
}

fn colour_name(c: Colour) -> &'static str {
    match c {
        Colour::Blue => "blue",
        Colour::Red => "red",
        Colour::Green => "green",
    }
}

fn hackenbush_edges(h: &nimatron::rulesets::Hackenbush) -> Picture {
    Picture::Edges {
        edges: h
            .edges()
            .iter()
            .map(|&(u, v, c)| PictureEdge {
                u: u as usize,
                v: v as usize,
                colour: colour_name(c),
            })
            .collect(),
    }
}

impl Picture {
    /// The picture of any position of the catalogue, by its ruleset's
    /// drawing: cells, edges, a graph, or its description.
    pub fn of(position: &AnyPosition) -> Picture {
        match position {
            AnyPosition::Hackenbush(h) => return hackenbush_edges(h),
            AnyPosition::Stalk(s) => return hackenbush_edges(&s.clone().into_hackenbush()),
            AnyPosition::GraphHackenbush(g) => return hackenbush_edges(g.hackenbush()),
            AnyPosition::Childish(g) => return hackenbush_edges(g.hackenbush()),
            AnyPosition::Graph(g) => {
                let (tints, edges) = g.picture();
                return Picture::Graph {
                    tints,
                    edges: edges
                        .into_iter()
                        .map(|(u, v, colour)| GraphEdge { u, v, colour })
                        .collect(),
                };
            }
            AnyPosition::Variant(v) => return Picture::of(v.inner()),
            _ => {}
        }
        let info = position.kind().info();
        let text = position.to_string();
        match info.drawing {
            Drawing::Cells => match Grid::parse(&text) {
                Some(g) => Picture::Cells {
                    rows: g.rows().to_vec(),
                    legend: info.syntax.to_string(),
                },
                None => Picture::Text(position.describe()),
            },
            _ => Picture::Text(position.describe()),
        }
    }

    /// The picture for a terminal, each line indented by two spaces: a grid
    /// with coordinates, a table of labelled edges, or the text.
    pub fn to_text(&self) -> String {
        match self {
            Picture::Cells { rows, .. } => Grid::from_rows(rows.clone()).draw(),
            Picture::Edges { edges } => {
                let text: Vec<String> = edges
                    .iter()
                    .map(|e| format!("{}-{}:{}", e.u, e.v, &e.colour[..1]))
                    .collect();
                board::draw(Style::Edges, &text.join(" "))
                    .unwrap_or_else(|| "  (no edge left)\n".to_string())
            }
            Picture::Graph { tints, edges } => {
                let mut s = String::new();
                for (v, t) in tints.iter().enumerate() {
                    let _ = writeln!(
                        s,
                        "  vertex {v}{}",
                        match t {
                            'L' => " (tinted blue: Left's)",
                            'R' => " (tinted red: Right's)",
                            _ => "",
                        }
                    );
                }
                for e in edges {
                    let _ = writeln!(s, "  edge {}-{}", e.u, e.v);
                }
                s
            }
            Picture::Text(t) => format!("  {t}\n"),
        }
    }

    /// The picture as a self-contained SVG document.
    pub fn to_svg(&self) -> String {
        match self {
            Picture::Cells { rows, .. } => cells_svg(rows),
            Picture::Edges { edges } => edges_svg(edges),
            Picture::Graph { tints, edges } => graph_svg(tints, edges),
            Picture::Text(t) => text_svg(t),
        }
    }
}

/// `&`, `<`, `>` and `"` escaped for SVG text and attributes.
fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The fill of a cell: empty light, blocked grey, Left's pieces blue,
/// Right's red, others amber.
fn cell_fill(c: char) -> &'static str {
    match c {
        '.' | ' ' => "#f8fafc",
        '#' => "#64748b",
        'x' | 'X' | 'L' | 'T' | 't' | 'b' | 'B' | 'l' => "#2563eb",
        'o' | 'O' | 'R' | 'F' | 'f' | 'r' => "#dc2626",
        _ => "#f59e0b",
    }
}

const CELL: usize = 36;

/// The margin for the coordinates: columns `a`, `b`, ... above, rows `1`,
/// `2`, ... on the left (as the terminal's grid and the moves name them).
const MARGIN: usize = 18;

fn cells_svg(rows: &[Vec<char>]) -> String {
    let h = rows.len();
    let w = rows.first().map_or(0, Vec::len);
    let (width, height) = (MARGIN + w * CELL + 2, MARGIN + h * CELL + 2);
    let mut s = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="12">"#
    );
    for c in 0..w {
        let name = crate::play::board::cell_name(0, c);
        let _ = write!(
            s,
            r#"<text x="{}" y="12" text-anchor="middle" fill="dimgray">{}</text>"#,
            MARGIN + c * CELL + CELL / 2,
            escape(name.trim_end_matches('1'))
        );
    }
    for (r, row) in rows.iter().enumerate() {
        let _ = write!(
            s,
            r#"<text x="9" y="{}" text-anchor="middle" fill="dimgray">{}</text>"#,
            MARGIN + r * CELL + CELL / 2 + 4,
            r + 1
        );
        for (c, &ch) in row.iter().enumerate() {
            let (x, y) = (MARGIN + c * CELL, MARGIN + r * CELL);
            let _ = write!(
                s,
                r##"<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{}" stroke="#334155"/>"##,
                cell_fill(ch)
            );
            if !matches!(ch, '.' | ' ' | '#') {
                let _ = write!(
                    s,
                    r#"<text x="{}" y="{}" text-anchor="middle" dominant-baseline="central" font-size="16" fill="white">{}</text>"#,
                    x + CELL / 2,
                    y + CELL / 2,
                    escape(&ch.to_string())
                );
            }
        }
    }
    s.push_str("</svg>");
    s
}

/// Vertices of a Hackenbush picture placed by their distance from the
/// ground (breadth first), the ground a line at the bottom.
fn edges_svg(edges: &[PictureEdge]) -> String {
    let n = edges.iter().map(|e| e.u.max(e.v) + 1).max().unwrap_or(1);
    let mut level = vec![usize::MAX; n];
    level[0] = 0;
    let mut changed = true;
    while changed {
        changed = false;
        for e in edges {
            for (a, b) in [(e.u, e.v), (e.v, e.u)] {
                if level[a] != usize::MAX && level[b] > level[a] + 1 && b != 0 {
                    level[b] = level[a] + 1;
                    changed = true;
                }
            }
        }
    }
    // Vertices not joined to the ground float one level above the highest.
    let top = level
        .iter()
        .filter(|&&l| l != usize::MAX)
        .max()
        .copied()
        .unwrap_or(0);
    for l in level.iter_mut() {
        if *l == usize::MAX {
            *l = top + 1;
        }
    }
    let levels = level.iter().max().copied().unwrap_or(0) + 1;
    let mut at = vec![(0usize, 0usize); n];
    let mut widest = 1;
    for l in 1..levels {
        let vs: Vec<usize> = (1..n).filter(|&v| level[v] == l).collect();
        widest = widest.max(vs.len());
        for (i, &v) in vs.iter().enumerate() {
            at[v] = (i, vs.len());
        }
    }
    let (width, height) = (widest * 60 + 40, levels * 60 + 20);
    let place = |v: usize| -> (usize, usize) {
        let y = height - 20 - level[v] * 60;
        if v == 0 {
            return (width / 2, height - 20);
        }
        let (i, k) = at[v];
        (width * (2 * i + 1) / (2 * k), y)
    };
    let mut s = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}">"#
    );
    let _ = write!(
        s,
        r##"<line x1="0" y1="{g}" x2="{width}" y2="{g}" stroke="#334155" stroke-width="3"/>"##,
        g = height - 20
    );
    for e in edges {
        let ((x1, y1), (x2, y2)) = (place(e.u), place(e.v));
        let colour = match e.colour {
            "blue" => "#2563eb",
            "red" => "#dc2626",
            _ => "#16a34a",
        };
        if e.u == e.v {
            // A loop: a small circle above the vertex.
            let _ = write!(
                s,
                r#"<circle cx="{x1}" cy="{}" r="12" fill="none" stroke="{colour}" stroke-width="5"/>"#,
                y1.saturating_sub(12)
            );
        } else if e.u == 0 || e.v == 0 {
            // From the ground straight up to the vertex.
            let (x, y) = if e.u == 0 { (x2, y2) } else { (x1, y1) };
            let _ = write!(
                s,
                r#"<line x1="{x}" y1="{}" x2="{x}" y2="{y}" stroke="{colour}" stroke-width="5" stroke-linecap="round"/>"#,
                height - 20
            );
        } else {
            let _ = write!(
                s,
                r#"<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{colour}" stroke-width="5" stroke-linecap="round"/>"#
            );
        }
    }
    for v in 1..n {
        let (x, y) = place(v);
        let _ = write!(s, r##"<circle cx="{x}" cy="{y}" r="4" fill="#1d2330"/>"##);
    }
    s.push_str("</svg>");
    s
}

/// Vertices on a circle, tinted blue or red, edges between them.
fn graph_svg(tints: &[char], edges: &[GraphEdge]) -> String {
    let n = tints.len().max(1);
    let size = 80 + 40 * n.min(12);
    let r = (size as f64) / 2.0 - 30.0;
    let c = size as f64 / 2.0;
    let place = |v: usize| {
        let a = std::f64::consts::TAU * v as f64 / n as f64 - std::f64::consts::FRAC_PI_2;
        (c + r * a.cos(), c + r * a.sin())
    };
    let mut s = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" viewBox="0 0 {size} {size}" font-family="sans-serif" font-size="12">"#
    );
    for e in edges {
        let ((x1, y1), (x2, y2)) = (place(e.u), place(e.v));
        let colour = match e.colour {
            'l' => "#2563eb",
            'r' => "#dc2626",
            'e' => "#16a34a",
            _ => "#334155",
        };
        let _ = write!(
            s,
            r#"<line x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" stroke="{colour}" stroke-width="3"/>"#
        );
    }
    for (v, &t) in tints.iter().enumerate() {
        let (x, y) = place(v);
        let fill = match t {
            'L' => "#2563eb",
            'R' => "#dc2626",
            _ => "#f8fafc",
        };
        let _ = write!(
            s,
            r##"<circle cx="{x:.1}" cy="{y:.1}" r="13" fill="{fill}" stroke="#334155" stroke-width="2"/><text x="{x:.1}" y="{y:.1}" text-anchor="middle" dominant-baseline="central" fill="{}">{v}</text>"##,
            if t == ' ' { "#1d2330" } else { "white" }
        );
    }
    s.push_str("</svg>");
    s
}

fn text_svg(t: &str) -> String {
    let width = 16 + 9 * t.chars().count().min(200);
    format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="32" viewBox="0 0 {width} 32" font-family="monospace" font-size="15"><text x="8" y="21">{}</text></svg>"#,
        escape(t)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimatron::rulesets::catalogue::{Ruleset, RulesetKind};

    #[test]
    fn every_ruleset_of_the_catalogue_has_a_picture_of_its_example() {
        for kind in RulesetKind::ALL {
            let ex = kind.info().example;
            let ruleset = Ruleset::from_name(ex.ruleset).unwrap();
            let p = ruleset.parse(ex.position).unwrap();
            let pic = Picture::of(&p);
            // The drawing the catalogue promises is the one made.
            let expected = match kind.info().drawing {
                Drawing::Cells => matches!(pic, Picture::Cells { .. }),
                Drawing::Edges => matches!(pic, Picture::Edges { .. }),
                Drawing::Graph => matches!(pic, Picture::Graph { .. }),
                Drawing::Text => true,
            };
            assert!(expected, "{kind:?}: {pic:?}");
            let svg = pic.to_svg();
            assert!(
                svg.starts_with("<svg") && svg.ends_with("</svg>"),
                "{kind:?}"
            );
            assert!(!pic.to_text().is_empty(), "{kind:?}");
        }
    }

    #[test]
    fn a_domineering_board_is_drawn_cell_by_cell() {
        let p = Ruleset::from_name("domineering")
            .unwrap()
            .parse("..#|...")
            .unwrap();
        let pic = Picture::of(&p);
        let Picture::Cells { rows, .. } = &pic else {
            panic!("{pic:?}")
        };
        assert_eq!(rows, &[vec!['.', '.', '#'], vec!['.', '.', '.']]);
        // Six cells, one grey.
        let svg = pic.to_svg();
        assert_eq!(svg.matches("<rect").count(), 6);
        assert_eq!(svg.matches("#64748b").count(), 1);
        assert_eq!(pic.to_text(), "    a b c\n  1 . . #\n  2 . . .\n");
    }

    #[test]
    fn a_hackenbush_graph_keeps_its_edges_and_colours() {
        let p = Ruleset::from_name("hackenbush")
            .unwrap()
            .parse("0-1:b 1-2:r 1-3:g")
            .unwrap();
        let Picture::Edges { edges } = Picture::of(&p) else {
            panic!()
        };
        let colours: Vec<&str> = edges.iter().map(|e| e.colour).collect();
        assert_eq!(colours, ["blue", "red", "green"]);
        assert_eq!((edges[2].u, edges[2].v), (1, 3));
    }
}
