//! Reading and writing graphs: CGSuite's graph strings and our edge lists,
//! read into one form (vertices in depth-first order), and the CGSuite string
//! written back.

use super::*;
use crate::position::{PositionError, TextError};

/// Why a graph could not be read: a message and the bytes at fault.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct GraphError {
    /// For people.
    pub message: String,
    /// Byte offsets into the text.
    pub span: Range<usize>,
    /// Whether the graph is too large (rather than not a graph).
    pub too_large: bool,
}

impl TextError for GraphError {
    fn position_error(self, _text: &str) -> PositionError {
        if self.too_large {
            PositionError::too_large(self.message, self.span)
        } else {
            PositionError::syntax(self.message, self.span)
        }
    }
}

pub(super) fn err<T>(message: impl Into<String>, span: Range<usize>) -> Result<T, GraphError> {
    Err(GraphError {
        message: message.into(),
        span,
        too_large: false,
    })
}

/// Which labels a ruleset's text has.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Notation {
    /// Vertices may be `L` or `R`.
    pub(super) vertex_labels: bool,
    /// Edges are `l`, `r`, `e` (otherwise `-`).
    pub(super) edge_labels: bool,
}

/// A graph as read: vertex labels and edges `(u, v, label)`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct GraphText {
    pub(super) labels: Vec<u8>,
    pub(super) edges: Vec<(usize, usize, u8)>,
}

/// The tokens of a CGSuite graph string: single characters, or a `{name}`,
/// with their byte spans.
pub(super) fn tokenize(text: &str) -> Result<Vec<(&str, Range<usize>)>, GraphError> {
    let mut out = Vec::new();
    let mut it = text.char_indices().peekable();
    while let Some((i, ch)) = it.next() {
        if ch.is_whitespace() {
            continue;
        }
        if ch == '{' {
            let Some(end) = text[i + 1..].find('}') else {
                return err("`{` without its `}`", i..i + 1);
            };
            let end = i + 1 + end;
            out.push((&text[i + 1..end], i..end + 1));
            while it.peek().is_some_and(|&(j, _)| j <= end) {
                it.next();
            }
        } else {
            out.push((&text[i..i + ch.len_utf8()], i..i + ch.len_utf8()));
        }
    }
    Ok(out)
}

impl GraphText {
    pub(super) fn add_vertex(
        &mut self,
        label: u8,
        span: &Range<usize>,
    ) -> Result<usize, GraphError> {
        if self.labels.len() == MAX_VERTICES {
            return Err(GraphError {
                message: format!(
                    "more than {MAX_VERTICES} vertices: at most {MAX_VERTICES} are supported"
                ),
                span: span.clone(),
                too_large: true,
            });
        }
        self.labels.push(label);
        Ok(self.labels.len() - 1)
    }

    /// Read either form.
    pub(super) fn parse(text: &str, notation: Notation) -> Result<GraphText, GraphError> {
        match text.trim_start().chars().next() {
            Some(c) if c.is_ascii_digit() => GraphText::parse_edge_list(text, notation),
            _ => GraphText::parse_cgsuite(text, notation),
        }
    }

    /// CGSuite's graph string (its `Graph.Parse` grammar, undirected).
    pub(super) fn parse_cgsuite(text: &str, notation: Notation) -> Result<GraphText, GraphError> {
        let tokens = tokenize(text)?;
        let mut g = GraphText::default();
        let mut names: Vec<(&str, usize)> = Vec::new();
        let mut i = 0;
        // The vertex the next edge starts from; `None` at a component's start.
        let mut from: Option<usize> = None;
        // The vertices branches start from, one per open `(`.
        let mut open: Vec<(usize, Range<usize>)> = Vec::new();
        // After `)`, only `;`, `)` or the end may follow.
        let mut closed = false;
        let vertex_label = |t: &str| match (notation.vertex_labels, t) {
            (true, "L") => Some(TINT_L),
            (true, "R") => Some(TINT_R),
            _ => None,
        };
        let edge_label = |t: &str| match (notation.edge_labels, t) {
            (false, "-") => Some(PLAIN),
            (true, "l") => Some(BLUE),
            (true, "r") => Some(RED),
            (true, "e") => Some(GREEN),
            _ => None,
        };
        let expected_edge = if notation.edge_labels {
            "an edge `l`, `r` or `e`"
        } else {
            "an edge `-`"
        };
        loop {
            let Some(at) = from else {
                if i == tokens.len() {
                    break;
                }
                // A vertex: its label (or `.`, or nothing), then `:NAME`.
                let v = read_vertex(&tokens, &mut i, &mut g, &mut names, &vertex_label)?;
                from = Some(v);
                continue;
            };
            let Some((t, span)) = tokens.get(i).cloned() else {
                break;
            };
            match t {
                ";" => {
                    i += 1;
                    closed = false;
                    from = open.last().map(|(v, _)| *v);
                }
                ")" => {
                    if open.pop().is_none() {
                        return err("`)` without its `(`", span);
                    }
                    i += 1;
                    closed = true;
                }
                _ if closed => {
                    return err(
                        format!("`{t}` after `)`: expected `;`, `)` or the end"),
                        span,
                    )
                }
                "(" => {
                    open.push((at, span));
                    i += 1;
                }
                ">" | "<" => return err("directed edges are not allowed here", span),
                _ => {
                    let Some(label) = edge_label(t) else {
                        return err(
                            format!("unexpected `{t}`: expected {expected_edge}, `(`, `;` or `)`"),
                            span,
                        );
                    };
                    i += 1;
                    let v = read_vertex(&tokens, &mut i, &mut g, &mut names, &vertex_label)?;
                    g.edges.push((at, v, label));
                    from = Some(v);
                }
            }
        }
        if let Some((_, span)) = open.pop() {
            return err("`(` without its `)`", span);
        }
        Ok(g)
    }

    /// Our edge-list form: words `u-v` (`u-v:c` with edge colours) and `v`
    /// or `v:L` (vertex labels), separated by spaces or commas.
    pub(super) fn parse_edge_list(text: &str, notation: Notation) -> Result<GraphText, GraphError> {
        let mut g = GraphText::default();
        let words = text
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|w| !w.is_empty())
            .map(|w| (w.as_ptr() as usize - text.as_ptr() as usize, w));
        let mut labelled = [false; MAX_VERTICES];
        for (at, w) in words {
            let span = at..at + w.len();
            let vertex = |s: &str| -> Result<usize, GraphError> {
                match s.parse::<usize>() {
                    Ok(v) if v < MAX_VERTICES => Ok(v),
                    Ok(_) => Err(GraphError {
                        message: format!(
                            "vertex `{s}`: vertices are numbered from 0 to {}",
                            MAX_VERTICES - 1
                        ),
                        span: span.clone(),
                        too_large: true,
                    }),
                    Err(_) => err(
                        format!("`{w}` is not an edge `u-v` or a vertex `v`"),
                        span.clone(),
                    ),
                }
            };
            let (body, label) = match w.split_once(':') {
                Some((b, l)) => (b, Some(l)),
                None => (w, None),
            };
            let grow = |g: &mut GraphText, v: usize| {
                if g.labels.len() <= v {
                    g.labels.resize(v + 1, NONE);
                }
            };
            if let Some((a, b)) = body.split_once('-') {
                let (u, v) = (vertex(a)?, vertex(b)?);
                let c = match (notation.edge_labels, label) {
                    (false, None) => PLAIN,
                    (true, Some("l" | "b" | "L")) => BLUE,
                    (true, Some("r" | "R")) => RED,
                    (true, Some("e" | "g" | "G")) => GREEN,
                    (true, _) => {
                        return err(format!("edge `{w}` needs a colour: `u-v:l` (blue), `u-v:r` (red) or `u-v:e` (green)"), span)
                    }
                    (false, Some(_)) => return err(format!("edge `{w}`: edges of this game have no colour"), span),
                };
                grow(&mut g, u.max(v));
                g.edges.push((u, v, c));
            } else {
                let v = vertex(body)?;
                let l = match (notation.vertex_labels, label) {
                    (_, None | Some(".")) => NONE,
                    (true, Some("L")) => TINT_L,
                    (true, Some("R")) => TINT_R,
                    (true, Some(l)) => {
                        return err(
                            format!("vertex label `{l}`: use L (next to blue) or R (next to red)"),
                            span,
                        )
                    }
                    (false, Some(_)) => {
                        return err(
                            format!("vertex `{w}`: vertices of this game have no label"),
                            span,
                        )
                    }
                };
                grow(&mut g, v);
                if labelled[v] && g.labels[v] != l {
                    return err(format!("vertex {v} has two labels"), span);
                }
                labelled[v] = true;
                g.labels[v] = l;
            }
        }
        Ok(g)
    }

    /// The vertices renumbered in the order of [`walk`], edges as
    /// `(u <= v, label)` sorted.
    pub(super) fn normalized(&self) -> GraphText {
        let n = self.labels.len();
        let order = walk(n, &self.edges).0;
        let mut new = vec![0; n];
        for (i, &v) in order.iter().enumerate() {
            new[v] = i;
        }
        let mut edges: Vec<(usize, usize, u8)> = self
            .edges
            .iter()
            .map(|&(u, v, c)| {
                let (a, b) = (new[u], new[v]);
                (a.min(b), a.max(b), c)
            })
            .collect();
        edges.sort_unstable();
        let mut labels = vec![NONE; n];
        for v in 0..n {
            labels[new[v]] = self.labels[v];
        }
        GraphText { labels, edges }
    }
}

/// A vertex of a CGSuite string at token `i`: a label (or `.`, or nothing),
/// then `:NAME` naming it (a name seen before is that vertex).
pub(super) fn read_vertex<'a>(
    tokens: &[(&'a str, Range<usize>)],
    i: &mut usize,
    g: &mut GraphText,
    names: &mut Vec<(&'a str, usize)>,
    vertex_label: &dyn Fn(&str) -> Option<u8>,
) -> Result<usize, GraphError> {
    let start = tokens.get(*i).map_or(0..0, |t| t.1.clone());
    let mut label = NONE;
    if let Some((t, _)) = tokens.get(*i) {
        if let Some(l) = vertex_label(t) {
            label = l;
            *i += 1;
        } else if *t == "." {
            *i += 1;
        }
    }
    if tokens.get(*i).is_some_and(|t| t.0 == ":") {
        let colon = tokens[*i].1.clone();
        let Some((name, span)) = tokens.get(*i + 1).cloned() else {
            return err("`:` without a vertex name", colon);
        };
        *i += 2;
        if let Some(&(_, v)) = names.iter().find(|(n, _)| *n == name) {
            if g.labels[v] != label {
                return err(format!("vertex `{name}` has two labels"), span);
            }
            return Ok(v);
        }
        let v = g.add_vertex(label, &span)?;
        names.push((name, v));
        return Ok(v);
    }
    g.add_vertex(label, &start)
}

/// A depth-first walk of the graph on `0..n`: from each vertex not yet
/// reached (by number), neighbours by (number, label). Returns the order
/// vertices are reached and, for each component, its tree.
pub(super) fn walk(n: usize, edges: &[(usize, usize, u8)]) -> (Vec<usize>, Vec<Tree>) {
    let mut nbrs: Vec<Vec<(usize, u8, usize)>> = vec![Vec::new(); n];
    for (id, &(u, v, c)) in edges.iter().enumerate() {
        nbrs[u].push((v, c, id));
        if u != v {
            nbrs[v].push((u, c, id));
        }
    }
    for l in &mut nbrs {
        l.sort_unstable();
    }
    let mut seen = vec![false; n];
    let mut used = vec![false; edges.len()];
    let mut order = Vec::with_capacity(n);
    let mut trees = Vec::new();
    // Vertices are at most MAX_VERTICES + 1 (a Hackenbush ground and 64
    // edges): the recursion is that deep at most.
    pub(super) fn visit(
        v: usize,
        nbrs: &[Vec<(usize, u8, usize)>],
        seen: &mut [bool],
        used: &mut [bool],
        order: &mut Vec<usize>,
    ) -> Tree {
        seen[v] = true;
        order.push(v);
        let mut children = Vec::new();
        for &(w, c, id) in &nbrs[v] {
            if used[id] {
                continue;
            }
            used[id] = true;
            if seen[w] {
                children.push((
                    c,
                    Tree {
                        vertex: w,
                        children: Vec::new(),
                        reference: true,
                    },
                ));
            } else {
                children.push((c, visit(w, nbrs, seen, used, order)));
            }
        }
        Tree {
            vertex: v,
            children,
            reference: false,
        }
    }
    for v in 0..n {
        if !seen[v] {
            trees.push(visit(v, &nbrs, &mut seen, &mut used, &mut order));
        }
    }
    (order, trees)
}

/// A vertex's subtree in the printed string: its edges (label, subtree), or
/// a reference to a vertex printed before.
pub(super) struct Tree {
    pub(super) vertex: usize,
    pub(super) children: Vec<(u8, Tree)>,
    pub(super) reference: bool,
}

/// The CGSuite string of a graph: `dots` prints `.` for vertices without a
/// label (games whose edges have none).
pub(super) fn write_cgsuite(labels: &[u8], edges: &[(usize, usize, u8)], dots: bool) -> String {
    let (_, trees) = walk(labels.len(), edges);
    let mut referenced = vec![false; labels.len()];
    pub(super) fn mark(t: &Tree, r: &mut [bool]) {
        if t.reference {
            r[t.vertex] = true;
        }
        for (_, c) in &t.children {
            mark(c, r);
        }
    }
    for t in &trees {
        mark(t, &mut referenced);
    }
    let mut names: Vec<Option<String>> = vec![None; labels.len()];
    let mut count = 0usize;
    let mut out = String::new();
    struct Ctx<'a> {
        labels: &'a [u8],
        referenced: &'a [bool],
        names: &'a mut Vec<Option<String>>,
        count: &'a mut usize,
        dots: bool,
    }
    pub(super) fn write(t: &Tree, ctx: &mut Ctx, out: &mut String) {
        match ctx.labels[t.vertex] {
            TINT_L => out.push('L'),
            TINT_R => out.push('R'),
            _ if ctx.dots => out.push('.'),
            _ => {}
        }
        if ctx.referenced[t.vertex] {
            let name = ctx.names[t.vertex].get_or_insert_with(|| {
                let k = *ctx.count;
                *ctx.count += 1;
                if k < 26 {
                    char::from(b'A' + k as u8).to_string()
                } else {
                    format!("{{v{k}}}")
                }
            });
            out.push(':');
            out.push_str(name);
        }
        let many = t.children.len() > 1;
        if many {
            out.push('(');
        }
        for (i, (c, child)) in t.children.iter().enumerate() {
            if i > 0 {
                out.push(';');
            }
            out.push(match *c {
                BLUE => 'l',
                RED => 'r',
                GREEN => 'e',
                _ => '-',
            });
            write(child, ctx, out);
        }
        if many {
            out.push(')');
        }
    }
    let mut ctx = Ctx {
        labels,
        referenced: &referenced,
        names: &mut names,
        count: &mut count,
        dots,
    };
    for (i, t) in trees.iter().enumerate() {
        if i > 0 {
            out.push(';');
        }
        let before = out.len();
        write(t, &mut ctx, &mut out);
        if out.len() == before {
            // A lone vertex without label or name.
            out.push('.');
        }
    }
    out
}
