//! Loopy rulesets: the position graph of a ruleset whose play may return to a
//! position, built breadth first under the limits into the store.
//!
//! A ruleset gives each position's options ([`LoopyPosition`]); the graph
//! holds every position reachable from the start once, so a position met
//! again is the same vertex and cycles close by themselves. The vertices count
//! against [`Limits::nodes`](crate::limits::Limits) (positions visited) and
//! the store's vertex bound; nothing recurses.

use super::{Loopy, LoopyStore, Player, SidedValue};
use crate::limits::Stop;
use rustc_hash::FxHashMap;
use std::hash::Hash;

/// A position of a ruleset whose play may cycle.
pub trait LoopyPosition: Clone + Eq + Hash {
    /// The positions `player` can move to.
    fn loopy_options(&self, player: Player) -> Vec<Self>;
}

/// Left's and Right's options of each position, by index (0 the start).
type Edges = Vec<[Vec<u32>; 2]>;

impl LoopyStore {
    /// The graph of the positions reachable from `start`, `start`'s vertex
    /// returned; not simplified (take [`LoopyStore::canonical`] of a stopper).
    pub fn position_graph<P: LoopyPosition>(&mut self, start: &P) -> Result<Loopy, Stop> {
        let edges = self.explore(start)?;
        self.import_edges(&edges)
    }

    /// The value of `start`: the canonical stopper of its position graph,
    /// found block by block (the strongly connected blocks of positions,
    /// those no move leaves first, each block's positions simplified
    /// together with the canonical forms of the options leaving it), so that
    /// no order table spans the whole graph; where the graph is not a
    /// stopper, the graph itself (as [`LoopyStore::position_graph`]).
    pub fn position_value<P: LoopyPosition>(&mut self, start: &P) -> Result<Loopy, Stop> {
        let edges = self.explore(start)?;
        self.graph_value(&edges)
    }

    /// [`LoopyStore::position_value`] of a graph given by its edges: Left's
    /// and Right's options of each vertex, by index; vertex 0's value.
    pub fn graph_value(&mut self, edges: &[[Vec<u32>; 2]]) -> Result<Loopy, Stop> {
        if edges
            .iter()
            .flatten()
            .flatten()
            .any(|&w| w as usize >= edges.len())
        {
            return Err(Stop::OutOfRange("an option past the last vertex"));
        }
        let blocks = blocks(edges, &mut self.meter())?;
        let mut canon: Vec<Option<Loopy>> = vec![None; edges.len()];
        let mut local: Vec<u32> = vec![u32::MAX; edges.len()];
        for block in &blocks {
            if self.limits.interrupted() {
                return Err(Stop::Interrupted);
            }
            let mut handles = Vec::with_capacity(block.len());
            for (k, &v) in block.iter().enumerate() {
                local[v as usize] = k as u32;
                handles.push(self.placeholder()?);
            }
            for (k, &v) in block.iter().enumerate() {
                let [l, r] = &edges[v as usize];
                let map = |w: &u32| match canon[*w as usize] {
                    Some(c) => c,
                    None => handles[local[*w as usize] as usize],
                };
                let (l, r) = (l.iter().map(map).collect(), r.iter().map(map).collect());
                self.define(handles[k], l, r);
            }
            match self.canonical_many(&handles) {
                Ok(cs) => {
                    for (&v, c) in block.iter().zip(cs) {
                        canon[v as usize] = Some(c);
                    }
                }
                Err(Stop::Unsupported(_)) => return self.import_edges(edges),
                Err(stop) => return Err(stop),
            }
        }
        Ok(canon[0].expect("every block valued"))
    }

    /// The sides of `start` (Siegel, CGT VI.5), found block by block as
    /// [`LoopyStore::position_value`] finds the canonical form: a block whose
    /// options out of it are stoppers is simplified as a stopper where it is
    /// one, and sidled otherwise, the sides of the blocks below held fixed.
    /// Both sides are the canonical form for a stopper. `Stop::Unsupported`
    /// where sidling does not settle.
    pub fn position_sides<P: LoopyPosition>(&mut self, start: &P) -> Result<SidedValue, Stop> {
        let edges = self.explore(start)?;
        self.graph_sides(&edges)
    }

    /// [`LoopyStore::position_sides`] of a graph given by its edges.
    pub fn graph_sides(&mut self, edges: &[[Vec<u32>; 2]]) -> Result<SidedValue, Stop> {
        if edges
            .iter()
            .flatten()
            .flatten()
            .any(|&w| w as usize >= edges.len())
        {
            return Err(Stop::OutOfRange("an option past the last vertex"));
        }
        let blocks = blocks(edges, &mut self.meter())?;
        let mut sides: Vec<Option<(Loopy, Loopy)>> = vec![None; edges.len()];
        let mut local: Vec<u32> = vec![u32::MAX; edges.len()];
        for block in &blocks {
            if self.limits.interrupted() {
                return Err(Stop::Interrupted);
            }
            for (k, &v) in block.iter().enumerate() {
                local[v as usize] = k as u32;
            }
            let outer_stoppers = block.iter().all(|&v| {
                edges[v as usize]
                    .iter()
                    .flatten()
                    .all(|&w| sides[w as usize].is_none_or(|(a, b)| a == b))
            });
            if outer_stoppers {
                let mut handles = Vec::with_capacity(block.len());
                for _ in block {
                    handles.push(self.placeholder()?);
                }
                for (k, &v) in block.iter().enumerate() {
                    let [l, r] = &edges[v as usize];
                    let map = |w: &u32| match sides[*w as usize] {
                        Some((c, _)) => c,
                        None => handles[local[*w as usize] as usize],
                    };
                    let (l, r) = (l.iter().map(map).collect(), r.iter().map(map).collect());
                    self.define(handles[k], l, r);
                }
                match self.canonical_many(&handles) {
                    Ok(cs) => {
                        for (&v, c) in block.iter().zip(cs) {
                            sides[v as usize] = Some((c, c));
                        }
                        continue;
                    }
                    Err(Stop::Unsupported(_)) => {}
                    Err(stop) => return Err(stop),
                }
            }
            let mut found = [Vec::new(), Vec::new()];
            for (side, on) in [true, false].into_iter().enumerate() {
                let opts: Vec<[Vec<Result<u32, Loopy>>; 2]> = block
                    .iter()
                    .map(|&v| {
                        edges[v as usize].clone().map(|list| {
                            list.iter()
                                .map(|&w| match sides[w as usize] {
                                    Some((a, b)) => Err(if on { a } else { b }),
                                    None => Ok(local[w as usize]),
                                })
                                .collect()
                        })
                    })
                    .collect();
                found[side] = self.sidle_block(&opts, on)?;
            }
            for (k, &v) in block.iter().enumerate() {
                sides[v as usize] = Some((found[0][k], found[1][k]));
            }
        }
        let (onside, offside) = sides[0].expect("every block sidled");
        Ok(SidedValue { onside, offside })
    }

    /// Every position reachable from `start`, breadth first, as edges.
    fn explore<P: LoopyPosition>(&mut self, start: &P) -> Result<Edges, Stop> {
        let mut meter = self.meter();
        let max_nodes = self.limits.nodes;
        let max = self.limits.games.unwrap_or(super::DEFAULT_MAX_NODES) as u64;
        let mut index: FxHashMap<P, u32> = FxHashMap::default();
        let mut positions = vec![start.clone()];
        index.insert(start.clone(), 0);
        let mut edges: Edges = Vec::new();
        while edges.len() < positions.len() {
            meter.tick()?;
            let here = positions[edges.len()].clone();
            let mut out = [Vec::new(), Vec::new()];
            for (list, player) in out.iter_mut().zip([Player::Left, Player::Right]) {
                for o in here.loopy_options(player) {
                    let at = match index.get(&o) {
                        Some(&at) => at,
                        None => {
                            let n = positions.len() as u64;
                            if max_nodes.is_some_and(|m| n >= m) {
                                return Err(Stop::Nodes(max_nodes.unwrap_or(0)));
                            }
                            if n >= max {
                                return Err(Stop::Games(max as usize));
                            }
                            let at = positions.len() as u32;
                            index.insert(o.clone(), at);
                            positions.push(o);
                            at
                        }
                    };
                    list.push(at);
                }
            }
            edges.push(out);
        }
        Ok(edges)
    }

    /// The edges as new vertices of the store; the first one's handle.
    fn import_edges(&mut self, edges: &[[Vec<u32>; 2]]) -> Result<Loopy, Stop> {
        let max = self.limits.games.unwrap_or(super::DEFAULT_MAX_NODES);
        if self.nodes.len() + edges.len() > max {
            return Err(Stop::Games(max));
        }
        let mut handles = Vec::with_capacity(edges.len());
        for _ in 0..edges.len() {
            handles.push(self.placeholder()?);
        }
        for (v, [l, r]) in edges.iter().enumerate() {
            let l = l.iter().map(|&w| handles[w as usize]).collect();
            let r = r.iter().map(|&w| handles[w as usize]).collect();
            self.define(handles[v], l, r);
        }
        Ok(handles[0])
    }
}

/// The strongly connected blocks of the graph (either player's moves), each
/// before any block with a move into it (Tarjan's order: sinks first).
fn blocks(
    edges: &[[Vec<u32>; 2]],
    meter: &mut crate::limits::Meter,
) -> Result<Vec<Vec<u32>>, Stop> {
    const NONE: u32 = u32::MAX;
    let n = edges.len();
    let succ = |v: usize, i: usize| -> Option<u32> {
        let [l, r] = &edges[v];
        if i < l.len() {
            Some(l[i])
        } else {
            r.get(i - l.len()).copied()
        }
    };
    let mut index = vec![NONE; n];
    let mut low = vec![0u32; n];
    let mut on_stack = vec![false; n];
    let mut stack: Vec<u32> = Vec::new();
    let mut out = Vec::new();
    let mut next = 0u32;
    for root in 0..n {
        if index[root] != NONE {
            continue;
        }
        // (vertex, next successor to look at).
        let mut calls: Vec<(usize, usize)> = vec![(root, 0)];
        index[root] = next;
        low[root] = next;
        next += 1;
        stack.push(root as u32);
        on_stack[root] = true;
        while let Some(&mut (v, ref mut i)) = calls.last_mut() {
            meter.tick()?;
            match succ(v, *i) {
                Some(w) => {
                    *i += 1;
                    let w = w as usize;
                    if index[w] == NONE {
                        index[w] = next;
                        low[w] = next;
                        next += 1;
                        stack.push(w as u32);
                        on_stack[w] = true;
                        calls.push((w, 0));
                    } else if on_stack[w] {
                        low[v] = low[v].min(index[w]);
                    }
                }
                None => {
                    calls.pop();
                    if let Some(&(u, _)) = calls.last() {
                        low[u] = low[u].min(low[v]);
                    }
                    if low[v] == index[v] {
                        let mut block = Vec::new();
                        loop {
                            let w = stack.pop().expect("v is on the stack");
                            on_stack[w as usize] = false;
                            block.push(w);
                            if w as usize == v {
                                break;
                            }
                        }
                        out.push(block);
                    }
                }
            }
        }
    }
    Ok(out)
}
