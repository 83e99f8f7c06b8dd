//! A solve cut into independent subproblems (`nimatron solve --split`): the
//! positions below the first `depth` moves, each solved on its own (by any
//! machine), and their results combined into the root's outcome.
//!
//! A leaf is named by its path, the indices of the moves from the root (in
//! the order [`GenericSearch::root_children`] and [`GenericSearch::children`]
//! give them); a position without moves above the depth is a leaf too. The
//! root is won by its mover when some child is lost by the child's mover.

use super::generic::{Comp, GenMove, GenericSearch, State};
use crate::short::Game;
use std::collections::BTreeMap;

/// A subproblem: its path, the position, the player to move, and the root's
/// first move on the way to it.
#[derive(Clone, Debug)]
pub struct Leaf {
    /// The indices of the moves from the root.
    pub path: Vec<usize>,
    /// The number of moves at each position on the path.
    pub widths: Vec<usize>,
    /// The position.
    pub state: State,
    /// Whether Left is to move.
    pub left: bool,
    /// The root's move on the path (none for the root itself).
    pub first_move: Option<GenMove>,
}

/// The leaves below the first `depth` moves from a root of whole terms (at
/// most `max` of them; more is `Err(count so far)`). Stops unwind (run under
/// the store's guard).
pub fn split(
    search: &mut GenericSearch<'_>,
    terms: &[Comp],
    known: Game,
    left_first: bool,
    depth: u32,
    max: usize,
) -> Result<Vec<Leaf>, usize> {
    let mut out = Vec::new();
    let root_children = if depth == 0 {
        Vec::new()
    } else {
        search.root_children(terms, known, left_first)
    };
    if root_children.is_empty() {
        let state = State {
            comps: terms.to_vec(),
            known,
        };
        out.push(Leaf {
            path: Vec::new(),
            widths: Vec::new(),
            state,
            left: left_first,
            first_move: None,
        });
        return Ok(out);
    }
    // Depth-first, children in order, with an explicit stack.
    let n = root_children.len();
    // (path, widths, position, Left to move, the root's move)
    type Todo = (Vec<usize>, Vec<usize>, State, bool, GenMove);
    let mut stack: Vec<Todo> = root_children
        .into_iter()
        .enumerate()
        .rev()
        .map(|(i, (m, s))| (vec![i], vec![n], s, !left_first, m))
        .collect();
    while let Some((path, widths, state, left, first)) = stack.pop() {
        let children = if (path.len() as u32) < depth && !state.comps.is_empty() {
            search.children(&state, left)
        } else {
            Vec::new()
        };
        if children.is_empty() {
            if out.len() >= max {
                return Err(out.len());
            }
            out.push(Leaf {
                path,
                widths,
                state,
                left,
                first_move: Some(first),
            });
            continue;
        }
        let n = children.len();
        for (i, (_, s)) in children.into_iter().enumerate().rev() {
            let mut p = path.clone();
            p.push(i);
            let mut w = widths.clone();
            w.push(n);
            stack.push((p, w, s, !left, first));
        }
    }
    Ok(out)
}

/// A leaf's result: its path, the number of moves at each position on the
/// path (the root's first), and whether the leaf's mover wins.
pub type LeafResult = (Vec<usize>, Vec<usize>, bool);

/// The root's outcome from the results of its leaves: whether the root's
/// mover wins, and the index of a winning first move. A position is won by
/// its mover as soon as one child's result says the child's mover loses, so
/// results may be missing below positions that others decide (a cluster can
/// stop the rest of its jobs once the root is decided). An error names a
/// missing result the root needs, or contradictory results.
pub fn merge(results: &[LeafResult]) -> Result<(bool, Option<usize>), String> {
    let mut value: BTreeMap<Vec<usize>, bool> = BTreeMap::new();
    let mut width: BTreeMap<Vec<usize>, usize> = BTreeMap::new();
    for (p, widths, w) in results {
        if widths.len() != p.len() || p.iter().zip(widths).any(|(i, n)| i >= n) {
            return Err(format!("the leaf {p:?} has bad widths {widths:?}"));
        }
        if let Some(old) = value.insert(p.clone(), *w) {
            if old != *w {
                return Err(format!("two different results for the leaf {p:?}"));
            }
        }
        for k in 0..p.len() {
            let q = p[..k].to_vec();
            if let Some(old) = width.insert(q.clone(), widths[k]) {
                if old != widths[k] {
                    return Err(format!("the position {q:?} has two numbers of moves"));
                }
            }
        }
    }
    let mut inner: Vec<Vec<usize>> = width.keys().cloned().collect();
    inner.sort_by_key(|p| std::cmp::Reverse(p.len()));
    // A result the deepest undecided position lacks, for the error.
    let mut lacking: BTreeMap<Vec<usize>, Vec<usize>> = BTreeMap::new();
    for q in inner {
        if value.contains_key(&q) {
            return Err(format!("{q:?} is both a leaf and above one"));
        }
        let mut win = false;
        let mut missing = None;
        for k in 0..width[&q] {
            let mut c = q.clone();
            c.push(k);
            match value.get(&c) {
                Some(&w) => win |= !w,
                None => {
                    if missing.is_none() {
                        missing = Some(lacking.get(&c).cloned().unwrap_or(c));
                    }
                }
            }
        }
        match (win, missing) {
            (true, _) => {
                value.insert(q, true);
            }
            (false, None) => {
                value.insert(q, false);
            }
            (false, Some(c)) => {
                lacking.insert(q, c);
            }
        }
    }
    let Some(&root) = value.get(&Vec::new()) else {
        return Err(match lacking.get(&Vec::new()) {
            Some(c) => format!("no result for the position {c:?} (or below it)"),
            None => "no results".to_string(),
        });
    };
    let first = (0..width.get(&Vec::new()).copied().unwrap_or(0))
        .find(|&k| value.get(&vec![k]) == Some(&false));
    Ok((root, first))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn merge_combines_and_checks() {
        // Root with two moves; the first leads to a position with two moves.
        let r = vec![
            (vec![0, 0], vec![2, 2], true),
            (vec![0, 1], vec![2, 2], false),
            (vec![1], vec![2], true),
        ];
        // [0] is won by its mover (its child [0,1] is lost), [1] too: root lost.
        assert_eq!(merge(&r), Ok((false, None)));
        let r2 = vec![(vec![0], vec![2], true), (vec![1], vec![2], false)];
        assert_eq!(merge(&r2), Ok((true, Some(1))));
        assert!(merge(&r2[..1]).unwrap_err().contains("no result"));
        assert_eq!(merge(&[(vec![], vec![], true)]), Ok((true, None)));
        // One child lost by its mover decides the root without the others;
        // a root none decides names a result it lacks, deepest first.
        assert_eq!(merge(&[(vec![1], vec![3], false)]), Ok((true, Some(1))));
        assert_eq!(
            merge(&[(vec![0, 1], vec![2, 2], true), (vec![1], vec![2], false)]),
            Ok((true, Some(1)))
        );
        let e = merge(&[(vec![0, 1], vec![2, 2], true), (vec![1], vec![2], true)]).unwrap_err();
        assert_eq!(e, "no result for the position [0, 0] (or below it)");
        assert_eq!(merge(&[]).unwrap_err(), "no results");
    }
}
