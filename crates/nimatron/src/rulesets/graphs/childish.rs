//! Childish Hackenbush and Hackenbush positions in graph strings.

use super::*;

/// Childish Hackenbush (CGSuite's `ChildishHackenbush`): Hackenbush in which a
/// blue or red edge may be cut only if no other edge falls with it (green
/// edges as in Hackenbush). The ground is the first vertex of the string
/// (vertex 0 of the edge list).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Childish(Hackenbush);

impl Childish {
    /// Read a position: `"l(l;rl)"` or `"0-1:l 1-2:r"`.
    pub fn parse(text: &str) -> Result<Childish, GraphError> {
        let notation = Notation {
            vertex_labels: false,
            edge_labels: true,
        };
        let g = GraphText::parse(text, notation)?;
        if g.edges.len() > 64 {
            return Err(GraphError {
                message: format!("{} edges: at most 64 edges are supported", g.edges.len()),
                span: 0..text.len(),
                too_large: true,
            });
        }
        let g = g.normalized();
        // Every vertex must reach the ground, vertex 0 (CGSuite: the graph
        // must be connected).
        let (_, trees) = walk(g.labels.len(), &g.edges);
        if trees.len() > 1 {
            return err(
                "the graph is not connected: every edge must reach the ground (the first vertex)",
                0..text.len(),
            );
        }
        let edges = g
            .edges
            .iter()
            .map(|&(u, v, c)| {
                let c = match c {
                    BLUE => Colour::Blue,
                    RED => Colour::Red,
                    _ => Colour::Green,
                };
                (u as u32, v as u32, c)
            })
            .collect();
        Hackenbush::from_edge_list(edges)
            .map(Childish)
            .map_err(|e| GraphError {
                message: e.to_string(),
                span: 0..text.len(),
                too_large: true,
            })
    }

    /// The Hackenbush graph.
    pub fn hackenbush(&self) -> &Hackenbush {
        &self.0
    }
}

impl PartizanPosition for Childish {
    fn left_options(&self) -> Vec<Self> {
        self.0
            .childish_options(true)
            .into_iter()
            .map(Childish)
            .collect()
    }

    fn right_options(&self) -> Vec<Self> {
        self.0
            .childish_options(false)
            .into_iter()
            .map(Childish)
            .collect()
    }

    /// Parts meeting only at the ground are independent.
    fn components(&self) -> Vec<Self> {
        self.0.components().into_iter().map(Childish).collect()
    }

    /// The label of the edge cut, as in Hackenbush.
    fn move_name(&self, to: &Self) -> Option<String> {
        self.0.cut_label(&to.0)
    }
}

impl fmt::Display for Childish {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_hackenbush(&self.0, f)
    }
}

/// A Hackenbush graph as CGSuite's graph string from the ground (`.` when no
/// edge is left).
pub(super) fn write_hackenbush(h: &Hackenbush, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let edges = h.edges();
    if edges.is_empty() {
        return f.write_str(".");
    }
    // Vertices renumbered 0.. in order (the ground, 0, stays first).
    let mut vs: Vec<u32> = edges.iter().flat_map(|&(u, v, _)| [u, v]).collect();
    vs.push(0);
    vs.sort_unstable();
    vs.dedup();
    let at = |x: u32| vs.binary_search(&x).unwrap_or(0);
    let edges: Vec<(usize, usize, u8)> = edges
        .iter()
        .map(|&(u, v, c)| {
            let c = match c {
                Colour::Blue => BLUE,
                Colour::Red => RED,
                Colour::Green => GREEN,
            };
            (at(u), at(v), c)
        })
        .collect();
    f.write_str(&write_cgsuite(&vec![NONE; vs.len()], &edges, false))
}

/// Hackenbush written in CGSuite's graph string (`game.graph.Hackenbush`:
/// `"l(l;rl)"`): the game of [`Hackenbush`], printed back as the string.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GraphHackenbush(Hackenbush);

impl GraphHackenbush {
    /// Read CGSuite's graph string from the ground (the first vertex): edges
    /// `l` blue, `r` red, `e` green, `(a;b)` branches, `:A` names a vertex.
    pub fn parse(text: &str) -> Result<GraphHackenbush, GraphError> {
        Childish::parse(text).map(|c| GraphHackenbush(c.0))
    }

    /// The Hackenbush graph.
    pub fn hackenbush(&self) -> &Hackenbush {
        &self.0
    }
}

impl PartizanPosition for GraphHackenbush {
    fn left_options(&self) -> Vec<Self> {
        self.0
            .left_options()
            .into_iter()
            .map(GraphHackenbush)
            .collect()
    }
    fn right_options(&self) -> Vec<Self> {
        self.0
            .right_options()
            .into_iter()
            .map(GraphHackenbush)
            .collect()
    }
    fn components(&self) -> Vec<Self> {
        self.0
            .components()
            .into_iter()
            .map(GraphHackenbush)
            .collect()
    }
    fn known_value(&self, store: &mut crate::short::GameStore) -> Option<crate::short::Game> {
        self.0.known_value(store)
    }
    fn normalize(&self) -> Self {
        GraphHackenbush(self.0.normalize())
    }
    fn heap_bytes(&self) -> usize {
        self.0.heap_bytes()
    }
    /// The label of the edge cut, as in Hackenbush.
    fn move_name(&self, to: &Self) -> Option<String> {
        self.0.cut_label(&to.0)
    }
}

impl fmt::Display for GraphHackenbush {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_hackenbush(&self.0, f)
    }
}
