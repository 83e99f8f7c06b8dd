//! The local form of a game graph that every loopy algorithm works on (vertex 0
//! the game, option lists of `u32` indices), and sums as product graphs.
//!
//! A product vertex is a tuple of component vertices; only the part reachable
//! from the tuple of roots is built, breadth first, and building stops with
//! `Stop::Nodes` or `Stop::Memory` when the limits say so.

use crate::limits::{Limits, Meter, Stop};
use rustc_hash::FxHashMap;

/// A finite game graph: `left[v]` and `right[v]` are the options of vertex `v`,
/// without repeats.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Graph {
    pub left: Vec<Vec<u32>>,
    pub right: Vec<Vec<u32>>,
}

/// Bytes one product vertex costs, about (its key, its lists, the map entry).
const BYTES_PER_STATE: usize = 64;

impl Graph {
    pub fn len(&self) -> usize {
        self.left.len()
    }

    /// The predecessors: `rev.left[w]` lists the `v` with `w` in `left[v]`.
    pub fn reverse(&self) -> Graph {
        let n = self.len();
        let mut rev = Graph {
            left: vec![Vec::new(); n],
            right: vec![Vec::new(); n],
        };
        for v in 0..n {
            for &w in &self.left[v] {
                rev.left[w as usize].push(v as u32);
            }
            for &w in &self.right[v] {
                rev.right[w as usize].push(v as u32);
            }
        }
        rev
    }

    /// Which vertices can be reached from `root` (by either player's moves).
    pub fn reachable(&self, root: u32) -> Vec<bool> {
        let mut seen = vec![false; self.len()];
        let mut stack = vec![root];
        seen[root as usize] = true;
        while let Some(v) = stack.pop() {
            for &w in self.left[v as usize].iter().chain(&self.right[v as usize]) {
                if !seen[w as usize] {
                    seen[w as usize] = true;
                    stack.push(w);
                }
            }
        }
        seen
    }

    /// The part reachable from `root`, renumbered with `root` as 0, and the old
    /// index of each new vertex.
    pub fn restrict(&self, root: u32) -> (Graph, Vec<u32>) {
        let mut new_of = vec![u32::MAX; self.len()];
        let mut old_of = vec![root];
        new_of[root as usize] = 0;
        let mut i = 0;
        while i < old_of.len() {
            let v = old_of[i] as usize;
            for &w in self.left[v].iter().chain(&self.right[v]) {
                if new_of[w as usize] == u32::MAX {
                    new_of[w as usize] = old_of.len() as u32;
                    old_of.push(w);
                }
            }
            i += 1;
        }
        let map = |list: &Vec<u32>| list.iter().map(|&w| new_of[w as usize]).collect();
        let g = Graph {
            left: old_of
                .iter()
                .map(|&v| map(&self.left[v as usize]))
                .collect(),
            right: old_of
                .iter()
                .map(|&v| map(&self.right[v as usize]))
                .collect(),
        };
        (g, old_of)
    }

    /// Drop repeated options.
    pub fn dedup(&mut self) {
        for list in self.left.iter_mut().chain(self.right.iter_mut()) {
            list.sort_unstable();
            list.dedup();
        }
    }
}

/// Check that `states` states of an analysis fit the limits.
/// The memory an analysis's tables may take when the limits set none.
const DEFAULT_ANALYSIS_BYTES: usize = 1 << 30;

pub(crate) fn check_states(states: usize, limits: &Limits, bytes_each: usize) -> Result<(), Stop> {
    if let Some(n) = limits.nodes {
        if states as u64 > n {
            return Err(Stop::Nodes(n));
        }
    }
    // Without a memory limit, a default one: an analysis's tables are
    // allocated at once (`030^3&4` once asked for 7 GB; found by fuzzing).
    let m = limits.memory.unwrap_or(DEFAULT_ANALYSIS_BYTES);
    if states.saturating_mul(bytes_each) > m {
        return Err(Stop::Memory(m));
    }
    if states >= u32::MAX as usize / 2 {
        return Err(Stop::TooLarge(format!("an analysis of {states} states")));
    }
    Ok(())
}

/// The sum of the games at vertex 0 of each graph: the reachable part of the
/// product graph, the tuple of roots as vertex 0.
pub(crate) fn product(parts: &[Graph], limits: &Limits, meter: &mut Meter) -> Result<Graph, Stop> {
    if parts.len() == 1 {
        return Ok(parts[0].clone());
    }
    let k = parts.len();
    let mut index: FxHashMap<Box<[u32]>, u32> = FxHashMap::default();
    let mut keys: Vec<Box<[u32]>> = Vec::new();
    let root: Box<[u32]> = vec![0; k].into_boxed_slice();
    index.insert(root.clone(), 0);
    keys.push(root);
    let mut out = Graph::default();
    let mut i = 0;
    while i < keys.len() {
        meter.tick()?;
        check_states(keys.len(), limits, BYTES_PER_STATE + 4 * k)?;
        let key = keys[i].clone();
        let mut lists = [Vec::new(), Vec::new()];
        for (side, list) in lists.iter_mut().enumerate() {
            for c in 0..k {
                let opts = if side == 0 {
                    &parts[c].left[key[c] as usize]
                } else {
                    &parts[c].right[key[c] as usize]
                };
                for &w in opts {
                    let mut next = key.clone();
                    next[c] = w;
                    let id = match index.get(&next) {
                        Some(&id) => id,
                        None => {
                            let id = keys.len() as u32;
                            index.insert(next.clone(), id);
                            keys.push(next);
                            id
                        }
                    };
                    list.push(id);
                }
            }
        }
        let [mut l, mut r] = lists;
        l.sort_unstable();
        l.dedup();
        r.sort_unstable();
        r.dedup();
        out.left.push(l);
        out.right.push(r);
        i += 1;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_product_of_on_and_off_is_one_vertex_with_both_loops() {
        let on = Graph {
            left: vec![vec![0]],
            right: vec![vec![]],
        };
        let off = Graph {
            left: vec![vec![]],
            right: vec![vec![0]],
        };
        let p = product(&[on, off], &Limits::none(), &mut Meter::unlimited()).unwrap();
        assert_eq!(p.left, vec![vec![0]]);
        assert_eq!(p.right, vec![vec![0]]);
    }

    #[test]
    fn a_product_past_the_node_limit_stops() {
        // A chain of 50 Left moves, added to itself: 51 * 51 states.
        let chain = Graph {
            left: (0..51u32)
                .map(|i| if i < 50 { vec![i + 1] } else { vec![] })
                .collect(),
            right: vec![vec![]; 51],
        };
        let r = product(
            &[chain.clone(), chain],
            &Limits::none().with_nodes(1000),
            &mut Meter::unlimited(),
        );
        assert_eq!(r, Err(Stop::Nodes(1000)));
    }
}
