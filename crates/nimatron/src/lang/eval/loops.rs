//! The evaluator's loops and indexing: the bindings of `for`/`where`/`while`
//! clauses (`for x in L`, CGSuite's `for x from a to b by k`) and `x[k]` from 1.

use super::{eval, integer, truth, Env};
use crate::lang::error::{LangError, Span};
use crate::lang::parser::Clause;
use crate::lang::value::Value;
use crate::short::GameStore;

/// `x[k]`: an element of a list or a character of a string, counting from
/// 1 as CGSuite does (`[1, 5, 3][2]` is 5).
pub(super) fn index(v: &Value, k: i64, vs: Span, ks: Span) -> Result<Value, LangError> {
    let out_of_range = |len: usize| {
        LangError::new(
            format!("index {k} is out of range (the length is {len}; positions count from 1)"),
            ks,
        )
    };
    let at = usize::try_from(k).ok().and_then(|k| k.checked_sub(1));
    match v {
        Value::List(items) => at
            .and_then(|k| items.get(k).cloned())
            .ok_or_else(|| out_of_range(items.len())),
        Value::Str(s) => at
            .and_then(|k| s.chars().nth(k))
            .map(|c| Value::Str(c.to_string()))
            .ok_or_else(|| out_of_range(s.chars().count())),
        other => Err(LangError::type_error(
            format!(
                "only lists and strings can be indexed, not {}",
                other.kind_name()
            ),
            vs,
        )),
    }
}

/// Run `f` once for each binding of the clauses (`for x in list`, `for x
/// from a to b by k`, `where c`, `while c`).
pub(super) fn for_each(
    store: &mut GameStore,
    env: &Env<'_>,
    clauses: &[Clause],
    f: &mut dyn FnMut(&mut GameStore, &Env<'_>) -> Result<(), LangError>,
) -> Result<(), LangError> {
    bindings(store, env, clauses, f).map(|_| ())
}

/// [`for_each`]'s walk: `Ok(false)` when a `while` clause stopped the loop
/// of the clause before it.
pub(super) fn bindings(
    store: &mut GameStore,
    env: &Env<'_>,
    clauses: &[Clause],
    f: &mut dyn FnMut(&mut GameStore, &Env<'_>) -> Result<(), LangError>,
) -> Result<bool, LangError> {
    let Some((first, rest)) = clauses.split_first() else {
        f(store, env)?;
        return Ok(true);
    };
    match first {
        Clause::Where(c) => {
            if truth(eval(store, env, c)?, c.span)? {
                return bindings(store, env, rest, f);
            }
            Ok(true)
        }
        Clause::While(c) => {
            if truth(eval(store, env, c)?, c.span)? {
                return bindings(store, env, rest, f);
            }
            Ok(false)
        }
        Clause::From(name, _, from, to, by) => {
            let a = eval(store, env, from)?;
            let a = integer(store, &a, from.span)?;
            let b = match to {
                Some(t) => {
                    let v = eval(store, env, t)?;
                    Some(integer(store, &v, t.span)?)
                }
                None => None,
            };
            let k = match by {
                Some(k) => {
                    let v = eval(store, env, k)?;
                    let step = integer(store, &v, k.span)?;
                    if step == 0 {
                        return Err(LangError::new("the step after `by` is 0", k.span));
                    }
                    step
                }
                None => 1,
            };
            let mut i = a;
            while b.is_none_or(|b| if k > 0 { i <= b } else { i >= b }) {
                store.check_limits();
                let v = Value::Game(store.integer(i));
                if !bindings(store, &env.with(name, v), rest, f)? {
                    break;
                }
                let Some(next) = i.checked_add(k) else { break };
                i = next;
            }
            Ok(true)
        }
        Clause::In(name, _, list) => {
            let items = match eval(store, env, list)? {
                Value::List(items) => items,
                Value::Str(s) => s.chars().map(|c| Value::Str(c.to_string())).collect(),
                other => {
                    return Err(LangError::type_error(
                        format!(
                            "`for {name} in ...` needs a list or a string, found {}",
                            other.kind_name()
                        ),
                        list.span,
                    ))
                }
            };
            for it in items {
                store.check_limits();
                if !bindings(store, &env.with(name, it), rest, f)? {
                    break;
                }
            }
            Ok(true)
        }
    }
}
