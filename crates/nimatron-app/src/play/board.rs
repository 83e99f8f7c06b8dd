//! Boards for the terminal and move names, read from a position's text and
//! the catalogue's description of its syntax, so that a new grid ruleset of
//! the catalogue gets a board without being named here:
//!
//! - a ruleset whose syntax speaks of cells (Domineering, Cram, Toads and
//!   Frogs, and any grid written as rows joined by `|`) is drawn as a grid
//!   with coordinates (columns `a`, `b`, ..., rows `1`, `2`, ... from the top);
//!   the ruleset names its moves by those cells (`a1-a2`);
//! - a ruleset written as edges `u-v:c` (Hackenbush) is drawn as a table of
//!   labelled edges; the ruleset names a move by the label of the edge cut.
//!
//! Otherwise (heaps, graphs of Nim, stalks) the position is shown as its text.
//! Move names come from the rulesets, never from comparing texts; this
//! module reads a typed move against them ([`chosen`]).

use nimatron::rulesets::catalogue::{Drawing, RulesetInfo};

/// How a ruleset's positions are drawn and its moves named.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// Rows of one-character cells joined by `|`.
    Grid,
    /// Edges `u-v:c` separated by spaces; vertex 0 is the ground.
    Edges,
    /// The position's text.
    Plain,
}

impl Style {
    /// The style of a ruleset, from its catalogue entry.
    pub fn of(info: &RulesetInfo) -> Style {
        match info.drawing {
            Drawing::Cells => Style::Grid,
            Drawing::Edges => Style::Edges,
            // Graphs are drawn on the web page; the terminal shows their text.
            Drawing::Graph | Drawing::Text => Style::Plain,
        }
    }
}

/// A grid position: rows of cells, `.` empty.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    rows: Vec<Vec<char>>,
}

/// The name of column `c` (from 0): `a` ... `z`, `aa`, `ab`, ...
fn column_name(c: usize) -> String {
    let mut c = c + 1;
    let mut s = Vec::new();
    while c > 0 {
        c -= 1;
        s.push((b'a' + (c % 26) as u8) as char);
        c /= 26;
    }
    s.iter().rev().collect()
}

/// The name of cell (row, column), from 0: `a1` is the top left.
pub fn cell_name(r: usize, c: usize) -> String {
    format!("{}{}", column_name(c), r + 1)
}

impl Grid {
    /// The grid written by `text` (rows joined by `|`, all of one length, no
    /// spaces), or `None`.
    pub fn parse(text: &str) -> Option<Grid> {
        if text.is_empty() || text.chars().any(char::is_whitespace) {
            return None;
        }
        let rows: Vec<Vec<char>> = text.split('|').map(|r| r.chars().collect()).collect();
        let width = rows[0].len();
        (width > 0 && rows.iter().all(|r| r.len() == width)).then_some(Grid { rows })
    }

    /// A grid of these rows (of one length).
    pub fn from_rows(rows: Vec<Vec<char>>) -> Grid {
        Grid { rows }
    }

    /// The rows, top first.
    pub fn rows(&self) -> &[Vec<char>] {
        &self.rows
    }

    /// The grid with coordinates, one line a row, each line indented by two
    /// spaces.
    pub fn draw(&self) -> String {
        let width = self.rows[0].len();
        let label = (self.rows.len()).to_string().len();
        let wide = width > 26;
        let cell_w = if wide { 3 } else { 2 };
        let mut s = format!("  {}", " ".repeat(label + 1));
        for c in 0..width {
            s += &format!("{:<cell_w$}", column_name(c));
        }
        s = s.trim_end().to_string() + "\n";
        for (r, row) in self.rows.iter().enumerate() {
            s += &format!("  {:>label$} ", r + 1);
            for ch in row {
                s += &format!("{:<cell_w$}", ch);
            }
            s = s.trim_end().to_string() + "\n";
        }
        s
    }
}

/// An edge of a Hackenbush-like position: its ends and its colour letter.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Edge {
    u: String,
    v: String,
    colour: String,
}

/// The edges written by `text` (`u-v:c` separated by spaces), or `None`.
fn edges(text: &str) -> Option<Vec<Edge>> {
    text.split_whitespace()
        .map(|t| {
            let (ends, colour) = t.split_once(':')?;
            let (u, v) = ends.split_once('-')?;
            Some(Edge {
                u: u.to_string(),
                v: v.to_string(),
                colour: colour.to_string(),
            })
        })
        .collect()
}

/// The label of edge `i` (from 0): `A` ... `Z`, then `E27`, `E28`, ...
fn edge_label(i: usize) -> String {
    if i < 26 {
        ((b'A' + i as u8) as char).to_string()
    } else {
        format!("E{}", i + 1)
    }
}

/// The index of the edge labelled `label` (`A` is 0, `E27` is 26).
pub fn edge_index(label: &str) -> Option<usize> {
    match label.as_bytes() {
        [c] if c.is_ascii_uppercase() => Some((c - b'A') as usize),
        [b'E', rest @ ..] => std::str::from_utf8(rest)
            .ok()?
            .parse::<usize>()
            .ok()?
            .checked_sub(1)
            .filter(|&i| i >= 26),
        _ => None,
    }
}

fn colour_word(c: &str) -> &str {
    match c {
        "b" => "blue (Left's)",
        "r" => "red (Right's)",
        "g" => "green (either's)",
        other => other,
    }
}

/// The drawing of a position in `style`, each line indented by two spaces.
pub fn draw(style: Style, text: &str) -> Option<String> {
    match style {
        Style::Grid => Grid::parse(text).map(|g| g.draw()),
        Style::Edges => {
            let es = edges(text)?;
            if es.is_empty() {
                return Some("  (no edge left)\n".to_string());
            }
            let mut s = "  edge  from-to  colour   (vertex 0 is the ground)\n".to_string();
            for (i, e) in es.iter().enumerate() {
                s += &format!(
                    "  {:<5} {:<8} {}\n",
                    edge_label(i),
                    format!("{}-{}", e.u, e.v),
                    colour_word(&e.colour)
                );
            }
            Some(s)
        }
        Style::Plain => None,
    }
}

/// The cells `(row, column)` a move's name gives (`a1-a2`, `a1-a2/a1`, in
/// order, each once), or `None` where a part of the name is not a cell.
pub fn cells_named(name: &str) -> Option<Vec<(usize, usize)>> {
    let mut cells = Vec::new();
    for part in name.split(['-', '/']) {
        let letters = part.find(|c: char| !c.is_ascii_lowercase())?;
        let (col, row) = part.split_at(letters);
        if col.is_empty() || !row.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let c = col.bytes().try_fold(0usize, |acc, b| {
            acc.checked_mul(26)?.checked_add(usize::from(b - b'a') + 1)
        })?;
        let r: usize = row.parse().ok()?;
        let cell = (r.checked_sub(1)?, c - 1);
        if !cells.contains(&cell) {
            cells.push(cell);
        }
    }
    Some(cells)
}

/// The cells of a typed grid move, sorted (`a2-a1` and `a1-a2` alike).
fn cells_of(name: &str) -> Vec<String> {
    let mut cells: Vec<String> = name
        .split(['-', ' ', ','])
        .filter(|s| !s.is_empty())
        .map(str::to_lowercase)
        .collect();
    cells.sort();
    cells
}

/// The index of the move the player typed: its number in the list (from 1),
/// its name (any case), or, for cells, the same cells in another order when
/// only one move has them; otherwise why not.
pub fn chosen(line: &str, names: Option<&[String]>, count: usize) -> Result<usize, String> {
    if let Ok(k) = line.parse::<usize>() {
        return if (1..=count).contains(&k) {
            Ok(k - 1)
        } else {
            Err(format!("give a number from 1 to {count}"))
        };
    }
    let Some(names) = names else {
        return Err(format!("give a number from 1 to {count}"));
    };
    let typed = line.trim().to_lowercase().replace(' ', "");
    if let Some(k) = names
        .iter()
        .position(|n| n.to_lowercase().replace(' ', "") == typed)
    {
        return Ok(k);
    }
    let cells = cells_of(&typed);
    let same: Vec<usize> = (0..names.len())
        .filter(|&k| cells_of(&names[k]) == cells)
        .collect();
    match same.as_slice() {
        [k] => Ok(*k),
        _ => Err(format!(
            "`{line}` is not one of your moves ({}), nor a number from 1 to {count}",
            names.join(", ")
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn grids_are_drawn_with_coordinates() {
        let g = Grid::parse("..#|...").unwrap();
        assert_eq!(g.draw(), "    a b c\n  1 . . #\n  2 . . .\n");
        assert!(Grid::parse("..|...").is_none());
        assert!(Grid::parse("0-1:b 1-2:r").is_none());
        assert_eq!(column_name(0), "a");
        assert_eq!(column_name(26), "aa");
    }

    #[test]
    fn typed_moves_and_names_give_their_cells() {
        // Typed moves: by name, in either order for a domino, or by number.
        let names = texts(&["a1-a2", "b1-b2"]);
        assert_eq!(chosen("B2-b1", Some(&names), 2), Ok(1));
        assert_eq!(chosen("2", Some(&names), 2), Ok(1));
        assert!(chosen("c1-c2", Some(&names), 2)
            .unwrap_err()
            .contains("a1-a2, b1-b2"));
        assert_eq!(
            chosen("3", None, 2),
            Err("give a number from 1 to 2".into())
        );
        // The cells of a name, as `cell_name` writes them (column 27 is `aa`).
        assert_eq!(cells_named("a1-b2"), Some(vec![(0, 0), (1, 1)]));
        assert_eq!(cells_named(&cell_name(3, 26)), Some(vec![(3, 26)]));
        assert_eq!(cells_named("a2-a1/a2"), Some(vec![(1, 0), (0, 0)]));
        assert_eq!(cells_named("3 right"), None);
        assert_eq!(cells_named("a0"), None);
    }

    #[test]
    fn every_grid_ruleset_of_the_catalogue_gets_a_board() {
        use nimatron::rulesets::catalogue::RulesetKind;
        let mut grids = 0;
        for kind in RulesetKind::ALL {
            let info = kind.info();
            match Style::of(info) {
                Style::Grid => {
                    grids += 1;
                    let g = Grid::parse(info.example.position);
                    assert!(g.is_some(), "{}: {}", info.name, info.example.position);
                }
                Style::Edges => assert!(edges(info.example.position).is_some()),
                Style::Plain => {}
            }
        }
        assert!(grids >= 3, "Domineering, Cram, Toads and Frogs at least");
    }

    #[test]
    fn hackenbush_edges_are_drawn_with_labels() {
        let drawn = draw(Style::Edges, "0-1:b 1-2:r 0-3:g").unwrap();
        assert!(drawn.contains("A     0-1      blue"), "{drawn}");
        assert!(drawn.contains("C     0-3      green"), "{drawn}");
        assert_eq!(edge_index("C"), Some(2));
        assert_eq!(edge_index("E27"), Some(26));
        assert_eq!(edge_index("E26"), None);
    }
}
