//! Rulesets whose positions cycle, user-defined (`R(pos)`) or the catalogue's
//! (`toads("ttt..fff", minslide=-1)`): the position graph as a loopy value.
//!
//! The evaluator first values a position as a short game (recursively,
//! memoised). When a position comes back on its own search path the ruleset is
//! loopy: [`loopy_error`] marks that, and [`value_of`] then visits every
//! position reachable from the start breadth first (no recursion, so no depth
//! limit), puts the graph into the session's loopy store and returns its value
//! there: a short game where no cycle is reachable, a canonical stopper, or the
//! graph itself (an impartial ruleset's cycles are never stoppers).

use super::error::{ErrorKind, LangError, Span};
use super::loopy_fns::{self, with_arena, LoopyKind};
use super::value::{Key, Value};
use crate::limits::Stop;
use crate::loopy::DEFAULT_MAX_NODES;
use crate::short::{Game, GameStore};
use rustc_hash::FxHashMap;
use std::cell::Cell;

thread_local! {
    /// Set when a user ruleset's position was found on its own search path.
    static LOOPY_SEEN: Cell<bool> = const { Cell::new(false) };
}

/// The error of a position met again on its own search path (the short
/// valuation cannot go on); [`value_of`] recognises it and turns to the graph.
pub(crate) fn loopy_error(name: &str, shown: &str, span: Span) -> LangError {
    LOOPY_SEEN.with(|f| f.set(true));
    LangError::of(
        ErrorKind::Unsupported,
        format!(
            "the ruleset `{name}` is loopy: position {shown} is its own option (or an option's \
             option, ...), so it has no short value (`R(position)` gives its loopy value)"
        ),
        span,
    )
}

/// The value of `pos`: `short` (the recursive short valuation) when it
/// succeeds; when it meets a cycle, or recursion too deep for it, the value of
/// the position graph that `options` (Left's and Right's options of a
/// position) spans from `pos`.
pub(super) fn value_of(
    store: &mut GameStore,
    r: &super::value::UserRuleset,
    pos: &Value,
    span: Span,
    short: impl FnOnce(&mut GameStore) -> Result<Game, LangError>,
    options: impl FnMut(&mut GameStore, &Value) -> Result<[Vec<Value>; 2], LangError>,
) -> Result<Value, LangError> {
    let before = LOOPY_SEEN.with(|f| f.replace(false));
    let tried = store.guard(short);
    let seen = LOOPY_SEEN.with(|f| f.replace(before));
    match tried {
        Ok(Ok(g)) => Ok(Value::Game(g)),
        Ok(Err(e)) if seen && e.kind == ErrorKind::Unsupported => {
            graph_value(store, r, pos, span, options)
        }
        Err(Stop::Depth(_)) => graph_value(store, r, pos, span, options),
        Ok(Err(e)) => Err(e),
        Err(stop) => Err(LangError::stop(stop, span)),
    }
}

/// The most positions one graph may have: the search limit, else the store's.
fn max_positions(store: &GameStore) -> u64 {
    let l = store.limits();
    l.nodes
        .unwrap_or_else(|| l.games.unwrap_or(DEFAULT_MAX_NODES) as u64)
}

/// The position graph of `r` from `pos`, breadth first, as a loopy value.
fn graph_value(
    store: &mut GameStore,
    r: &super::value::UserRuleset,
    pos: &Value,
    span: Span,
    mut options: impl FnMut(&mut GameStore, &Value) -> Result<[Vec<Value>; 2], LangError>,
) -> Result<Value, LangError> {
    let key_of = |v: &Value| {
        Key::of(v).ok_or_else(|| {
            LangError::type_error(
                format!(
                    "a position of `{}` must be a number, a string or a list, not {}",
                    r.name,
                    v.kind_name()
                ),
                span,
            )
        })
    };
    let max = max_positions(store);
    let mut index: FxHashMap<Key, u32> = FxHashMap::default();
    let mut positions = vec![pos.clone()];
    index.insert(key_of(pos)?, 0);
    let mut edges: Vec<[Vec<u32>; 2]> = Vec::new();
    while edges.len() < positions.len() {
        store.check_limits();
        let here = positions[edges.len()].clone();
        let sides = options(store, &here)?;
        let mut out = [Vec::new(), Vec::new()];
        for (list, side) in out.iter_mut().zip(&sides) {
            for o in side {
                let k = key_of(o)?;
                let next = positions.len() as u32;
                let at = *index.entry(k).or_insert(next);
                if at == next {
                    if positions.len() as u64 >= max {
                        return Err(LangError::stop(Stop::Nodes(max), span));
                    }
                    positions.push(o.clone());
                }
                list.push(at);
            }
        }
        edges.push(out);
    }
    drop(positions);
    drop(index);
    with_arena(store, |s, a| {
        let g = a.store.graph_value(&edges)?;
        a.value(s, LoopyKind::Game(g))
    })
    .map_err(|e| loopy_fns::stop_err(e, span))
}

/// The value of a loopy position of the catalogue, as CGSuite's `GameValue`:
/// the canonical stopper of its position graph (a short game where no cycle
/// is reachable), else its sides `onside & offside` (Backsliding Toads and
/// Frogs' `ttt..fff` is `{on||0|-1/2} & {1/2|0||off}`), found block by block;
/// where sidling does not settle, the graph itself.
pub(crate) fn catalogue_value(
    store: &mut GameStore,
    pos: &crate::rulesets::AnyPosition,
    span: Span,
) -> Result<Value, LangError> {
    with_arena(store, |s, a| match pos.loopy_sides(&mut a.store) {
        Ok(v) => a.value(s, LoopyKind::Sided(v.onside, v.offside)),
        Err(Stop::Unsupported(_)) => {
            let g = pos.loopy_value(&mut a.store)?;
            a.value(s, LoopyKind::Game(g))
        }
        Err(stop) => Err(stop),
    })
    .map_err(|e| loopy_fns::stop_err(e, span))
}
