//! The evaluator's rulesets defined by their rules: a position's value by
//! memoised search (a cycle on the search path is an error), its options.

use super::{call_function, Env};
use crate::lang::builtins::{self, Arg};
use crate::lang::error::{LangError, Span};
use crate::lang::value::{Key, UserRuleset, Value};
use crate::short::{Game, GameStore};
use rustc_hash::FxHashMap;
use std::sync::Arc;

impl builtins::Names for Env<'_> {
    fn ruleset_value(
        &self,
        store: &mut GameStore,
        r: &Arc<UserRuleset>,
        pos: &Value,
        span: Span,
    ) -> Result<Game, LangError> {
        ruleset_value(store, self, r, pos, span)
    }
}

thread_local! {
    /// The positions of user rulesets being valued on this thread (the
    /// ruleset's address and the position): the current search path.
    static ON_PATH: std::cell::RefCell<rustc_hash::FxHashSet<(usize, Key)>> =
        std::cell::RefCell::default();
}

/// A position on the search path of [`ruleset_value`], taken off it when
/// dropped (also when a stop unwinds).
struct OnPath(usize, Key);

impl OnPath {
    /// `None` if `key` of `r` is on the path already.
    fn enter(r: &Arc<UserRuleset>, key: &Key) -> Option<OnPath> {
        let id = Arc::as_ptr(r) as usize;
        ON_PATH
            .with(|p| p.borrow_mut().insert((id, key.clone())))
            .then(|| OnPath(id, key.clone()))
    }
}

impl Drop for OnPath {
    fn drop(&mut self) {
        let entry = (self.0, std::mem::replace(&mut self.1, Key::Bool(false)));
        ON_PATH.with(|p| p.borrow_mut().remove(&entry));
    }
}

/// The value of a position of a ruleset defined by its rules: its options
/// valued recursively (memoised by position), then the canonical form; a
/// position met again on its own search path is a loopy ruleset's, an error
/// ([`ruleset_call`] then values it as a loopy game).
pub(super) fn ruleset_value(
    store: &mut GameStore,
    env: &Env<'_>,
    r: &Arc<UserRuleset>,
    pos: &Value,
    span: Span,
) -> Result<Game, LangError> {
    let Some(key) = Key::of(pos) else {
        return Err(LangError::type_error(
            format!(
                "a position of `{}` must be a number, a string or a list, not {}",
                r.name,
                pos.kind_name()
            ),
            span,
        ));
    };
    {
        let memo = r.memo.lock().unwrap_or_else(|e| e.into_inner());
        if memo.0 == env.epoch {
            if let Some(&g) = memo.1.get(&key) {
                return Ok(g);
            }
        }
    }
    store.check_limits();
    // A position met again while it is being valued is its own option, or
    // a later option's: the ruleset is loopy (not a short game).
    let Some(_on_path) = OnPath::enter(r, &key) else {
        let shown = crate::lang::value::format(store, pos, Some(200))
            .unwrap_or_else(|_| "a position".into());
        return Err(crate::lang::loopy_rulesets::loopy_error(
            &r.name, &shown, span,
        ));
    };
    let mut sides = [Vec::new(), Vec::new()];
    let options = ruleset_options(store, env, r, pos, span)?;
    for (side, options) in sides.iter_mut().zip(&options) {
        for o in options {
            let g = store.deeper(|store| ruleset_value(store, env, r, o, span))?;
            side.push(g);
        }
    }
    let g = store.from_options(&sides[0], &sides[1]);
    let mut memo = r.memo.lock().unwrap_or_else(|e| e.into_inner());
    if memo.0 != env.epoch {
        *memo = (env.epoch, FxHashMap::default());
    }
    memo.1.insert(key, g);
    Ok(g)
}

/// Left's and Right's options of a position of a ruleset defined by its
/// rules, as its rules give them (both the same for an impartial ruleset).
pub(super) fn ruleset_options(
    store: &mut GameStore,
    env: &Env<'_>,
    r: &Arc<UserRuleset>,
    pos: &Value,
    span: Span,
) -> Result<[Vec<Value>; 2], LangError> {
    let arg = || {
        vec![Arg {
            value: pos.clone(),
            span,
        }]
    };
    let mut sides = [Vec::new(), Vec::new()];
    let rules = [&r.left, r.right.as_ref().unwrap_or(&r.left)];
    for (side, rule) in sides.iter_mut().zip(rules) {
        *side = match call_function(store, env, rule, arg(), span)? {
            Value::List(items) => items,
            other => {
                return Err(LangError::type_error(
                    format!(
                        "the rules of `{}` must give a list of positions, found {}",
                        r.name,
                        other.kind_name()
                    ),
                    span,
                ))
            }
        };
    }
    Ok(sides)
}

/// `R(pos)`: the short value of the position, or, where its positions
/// cycle, its loopy value from the position graph (`loopy_rulesets`).
pub(super) fn ruleset_call(
    store: &mut GameStore,
    env: &Env<'_>,
    r: &Arc<UserRuleset>,
    pos: &Value,
    span: Span,
) -> Result<Value, LangError> {
    crate::lang::loopy_rulesets::value_of(
        store,
        r,
        pos,
        span,
        |s| ruleset_value(s, env, r, pos, span),
        |s, p| ruleset_options(s, env, r, p, span),
    )
}
