//! Loopy values in the language: the session's [`LoopyStore`] (kept in its
//! game store), conversions to and from short games, arithmetic and order.
//!
//! The loopy store lives in an operation-cache slot of the session's
//! [`GameStore`], so that every function of the language (which sees only the
//! game store) reaches it. A [`LoopyRef`] names its store by an id: a value
//! from another session (or from before `clear_caches`) is refused with an
//! error, never followed. A loopy value without cycles is always returned as
//! an ordinary short [`Game`], so short games stay as fast as they were.

use super::error::{ErrorKind, LangError, Span};
use super::parser::{BinOp, CmpOp};
use super::value::Value;
use crate::limits::Stop;
use crate::loopy::{Loopy, LoopyStore, LoopyValue, ParseError, SidedValue};
use crate::short::{Game, GameStore, OpCache};
use rustc_hash::FxHashMap;
use std::sync::atomic::{AtomicU64, Ordering};

/// Ids of loopy stores, one per session store.
static NEXT_ARENA: AtomicU64 = AtomicU64::new(1);

/// A loopy value of the language: a game (any graph) or a sided value
/// `A & B`, in the loopy store whose id is `arena`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct LoopyRef {
    pub(crate) arena: u64,
    pub(crate) kind: LoopyKind,
}

/// What a [`LoopyRef`] names.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) enum LoopyKind {
    /// A game: a canonical stopper, or the graph of a game that is not one.
    Game(Loopy),
    /// A sided value with different sides: onside, offside.
    Sided(Loopy, Loopy),
}

/// The loopy store of a session, with the copies of short games made so far.
pub(crate) struct Arena {
    pub(crate) id: u64,
    pub(crate) store: LoopyStore,
    /// Loopy copies of the session's short games.
    to_loopy: FxHashMap<Game, Loopy>,
    /// Session games of loopfree vertices.
    to_short: FxHashMap<Loopy, Game>,
}

impl Clone for Arena {
    fn clone(&self) -> Self {
        Arena {
            id: self.id,
            store: self.store.clone(),
            to_loopy: self.to_loopy.clone(),
            to_short: self.to_short.clone(),
        }
    }
}

/// The operation-cache slot holding the arena (empty until first used).
#[derive(Default, Clone)]
struct Slot(Option<Box<Arena>>);

impl OpCache for Slot {
    fn bytes(&self) -> usize {
        self.0.as_ref().map_or(0, |a| {
            a.store.len() * 64 + (a.to_loopy.len() + a.to_short.len()) * 16
        })
    }
    fn boxed_clone(&self) -> Box<dyn OpCache> {
        Box::new(self.clone())
    }
}

/// Run `f` with the session's loopy store (made at first use), under the
/// game store's limits; a stop of the game store inside `f` is caught.
pub(crate) fn with_arena<T>(
    store: &mut GameStore,
    f: impl FnOnce(&mut GameStore, &mut Arena) -> Result<T, Stop>,
) -> Result<T, Stop> {
    let mut arena = store.op_cache::<Slot>().0.take().unwrap_or_else(|| {
        Box::new(Arena {
            id: NEXT_ARENA.fetch_add(1, Ordering::Relaxed),
            store: LoopyStore::new(),
            to_loopy: FxHashMap::default(),
            to_short: FxHashMap::default(),
        })
    });
    arena.store.set_limits(store.limits().clone());
    let r = store.guard(|s| f(s, &mut arena));
    store.op_cache::<Slot>().0 = Some(arena);
    r.and_then(|x| x)
}

/// A stop as a language error at `span` (an unsupported case keeps its kind).
pub(crate) fn stop_err(stop: Stop, span: Span) -> LangError {
    LangError::stop(stop, span)
}

impl Arena {
    /// The loopy copy of a session short game.
    pub(crate) fn loopy_of(&mut self, s: &mut GameStore, g: Game) -> Result<Loopy, Stop> {
        if let Some(&h) = self.to_loopy.get(&g) {
            return Ok(h);
        }
        // A game born on day b needs b vertices at least: refuse at once what
        // cannot fit (a 60-digit integer was unfolded until the clock stopped
        // it; found by the `eval` fuzz target).
        let born = s.guard(|s| s.birthday(g))?;
        self.store.room_for(&born)?;
        let mut raw: FxHashMap<Game, Loopy> = FxHashMap::default();
        let mut stack = vec![(g, false)];
        while let Some((x, ready)) = stack.pop() {
            if self.store.limits().interrupted() {
                return Err(Stop::Interrupted);
            }
            if raw.contains_key(&x) {
                continue;
            }
            if let Some(&h) = self.to_loopy.get(&x) {
                raw.insert(x, h);
                continue;
            }
            let (l, r) = (s.left_options(x), s.right_options(x));
            if ready {
                // Canonical options make a canonical game: copied as it is.
                let lo: Vec<Loopy> = l.iter().map(|o| raw[o]).collect();
                let ro: Vec<Loopy> = r.iter().map(|o| raw[o]).collect();
                let h = self.store.short_node(&lo, &ro)?;
                raw.insert(x, h);
            } else {
                stack.push((x, true));
                stack.extend(l.into_iter().chain(r).map(|o| (o, false)));
            }
        }
        let c = raw[&g];
        self.to_loopy.insert(g, c);
        self.to_short.insert(c, g);
        Ok(c)
    }

    /// The session short game equal to `g`, if `g` has no cycle.
    pub(crate) fn short_of(&mut self, s: &mut GameStore, g: Loopy) -> Result<Option<Game>, Stop> {
        if let Some(&x) = self.to_short.get(&g) {
            return Ok(Some(x));
        }
        if !self.store.is_loopfree(g)? {
            return Ok(None);
        }
        let mut done: FxHashMap<Loopy, Game> = FxHashMap::default();
        let mut stack = vec![(g, false)];
        while let Some((x, ready)) = stack.pop() {
            if done.contains_key(&x) {
                continue;
            }
            if let Some(&y) = self.to_short.get(&x) {
                done.insert(x, y);
                continue;
            }
            let l = self.store.left_options(x).to_vec();
            let r = self.store.right_options(x).to_vec();
            if ready {
                let lo: Vec<Game> = l.iter().map(|o| done[o]).collect();
                let ro: Vec<Game> = r.iter().map(|o| done[o]).collect();
                done.insert(x, s.from_options(&lo, &ro));
            } else {
                stack.push((x, true));
                stack.extend(l.into_iter().chain(r).map(|o| (o, false)));
            }
        }
        let y = done[&g];
        self.to_short.insert(g, y);
        Ok(Some(y))
    }

    /// The kind of a loopy value of this arena (an error for another's).
    pub(crate) fn kind(&self, r: &LoopyRef) -> Result<LoopyKind, Stop> {
        if r.arena != self.id {
            return Err(Stop::Unsupported(
                "this loopy value belongs to another session (or to one whose caches were cleared)",
            ));
        }
        Ok(r.kind)
    }

    /// A game or loopy value as a loopy kind (`None` for other values).
    pub(crate) fn operand(
        &mut self,
        s: &mut GameStore,
        v: &Value,
    ) -> Result<Option<LoopyKind>, Stop> {
        Ok(match v {
            Value::Game(g) => Some(LoopyKind::Game(self.loopy_of(s, *g)?)),
            Value::Loopy(r) => Some(self.kind(r)?),
            _ => None,
        })
    }

    /// The game of a value (an error for a sided value with different sides).
    pub(crate) fn game(&mut self, s: &mut GameStore, v: &Value) -> Result<Option<Loopy>, Stop> {
        Ok(match self.operand(s, v)? {
            Some(LoopyKind::Game(g)) => Some(g),
            Some(LoopyKind::Sided(..)) => {
                return Err(Stop::Unsupported(
                    "this is a sided value A & B, not a game: take its onside or offside",
                ))
            }
            None => None,
        })
    }

    /// The sides of a loopy kind (a stopper's are itself, canonical).
    pub(crate) fn sides(&mut self, k: LoopyKind) -> Result<SidedValue, Stop> {
        match k {
            LoopyKind::Game(g) => self.store.sides(g),
            LoopyKind::Sided(on, off) => Ok(SidedValue {
                onside: on,
                offside: off,
            }),
        }
    }

    /// A loopy result as a value: a short game when it has no cycle, a
    /// canonical stopper when it is one, a sided value when its sides differ.
    pub(crate) fn value(&mut self, s: &mut GameStore, k: LoopyKind) -> Result<Value, Stop> {
        let k = match k {
            LoopyKind::Sided(on, off) if on == off => LoopyKind::Game(on),
            LoopyKind::Game(g) => {
                if let Some(x) = self.short_of(s, g)? {
                    return Ok(Value::Game(x));
                }
                if self.store.is_stopper(g)? {
                    LoopyKind::Game(self.store.canonical(g)?)
                } else {
                    LoopyKind::Game(g)
                }
            }
            other => other,
        };
        if let LoopyKind::Game(g) = k {
            if let Some(x) = self.short_of(s, g)? {
                return Ok(Value::Game(x));
            }
        }
        Ok(Value::Loopy(LoopyRef {
            arena: self.id,
            kind: k,
        }))
    }

    /// `a + b` of loopy kinds: the sum's graph for games (canonical for
    /// stoppers), sides added for sided values.
    pub(crate) fn add(&mut self, a: LoopyKind, b: LoopyKind) -> Result<LoopyKind, Stop> {
        match (a, b) {
            (LoopyKind::Game(x), LoopyKind::Game(y)) => Ok(LoopyKind::Game(self.store.add(x, y)?)),
            _ => {
                let (x, y) = (self.sides(a)?, self.sides(b)?);
                let z = self.store.add_sided(x, y)?;
                Ok(LoopyKind::Sided(z.onside, z.offside))
            }
        }
    }

    /// `-a`.
    pub(crate) fn neg(&mut self, a: LoopyKind) -> Result<LoopyKind, Stop> {
        Ok(match a {
            LoopyKind::Game(g) => LoopyKind::Game(self.store.neg(g)?),
            LoopyKind::Sided(on, off) => {
                LoopyKind::Sided(self.store.neg(off)?, self.store.neg(on)?)
            }
        })
    }

    /// `n * a` by doubling.
    pub(crate) fn multiple(&mut self, n: i64, a: LoopyKind) -> Result<LoopyKind, Stop> {
        if let LoopyKind::Game(g) = a {
            return Ok(LoopyKind::Game(self.store.multiple(n, g)?));
        }
        let base = if n < 0 { self.neg(a)? } else { a };
        let mut acc = LoopyKind::Game(self.store.zero()?);
        let mut pow = base;
        let mut rest = n.unsigned_abs();
        while rest > 0 {
            if rest & 1 == 1 {
                acc = self.add(acc, pow)?;
            }
            rest >>= 1;
            if rest > 0 {
                pow = self.add(pow, pow)?;
            }
        }
        Ok(acc)
    }

    /// `a <= b`: for stopper-sided values, both sides in order (Siegel, CGT
    /// VI.5: `G >= H` iff `G+ >= H+` and `G- >= H-`).
    pub(crate) fn leq(&mut self, a: LoopyKind, b: LoopyKind) -> Result<bool, Stop> {
        let (x, y) = (self.sides(a)?, self.sides(b)?);
        Ok(self.store.leq(x.onside, y.onside)? && self.store.leq(x.offside, y.offside)?)
    }

    /// The value printed as CGSuite prints it.
    pub(crate) fn display(&mut self, k: LoopyKind) -> Result<String, Stop> {
        match k {
            LoopyKind::Game(g) => self.store.display_value(g),
            LoopyKind::Sided(on, off) => self.store.display_sided(SidedValue {
                onside: on,
                offside: off,
            }),
        }
    }
}

/// Print a loopy value under the session's limits.
pub(crate) fn display(store: &mut GameStore, r: &LoopyRef) -> Result<String, Stop> {
    with_arena(store, |_, a| {
        let k = a.kind(r)?;
        a.display(k)
    })
}

/// Read a text in CGSuite 2's loopy notation (written at `span`) into a value;
/// the reader's byte offsets become spans of the source.
pub(crate) fn read(store: &mut GameStore, text: &str, span: Span) -> Result<Value, LangError> {
    let r = with_arena(store, |s, a| match a.store.parse(text) {
        Ok(LoopyValue::Game(g)) => Ok(Ok(a.value(s, LoopyKind::Game(g))?)),
        Ok(LoopyValue::Sided(v)) => Ok(Ok(a.value(s, LoopyKind::Sided(v.onside, v.offside))?)),
        Err(ParseError::Stop(stop)) => Err(stop),
        Err(ParseError::Syntax { offset, message }) => Ok(Err((offset, message))),
    });
    match r {
        Ok(Ok(v)) => Ok(v),
        Ok(Err((offset, message))) => {
            let at = (span.start + offset).min(span.end);
            let end = text[offset.min(text.len())..]
                .find(|c: char| c.is_whitespace() || "{}|,".contains(c))
                .map_or(span.end, |k| (at + k.max(1)).min(span.end));
            Err(LangError::syntax(message, Span::new(at, end.max(at))))
        }
        Err(stop) => Err(stop_err(stop, span)),
    }
}

/// Whether an operation on these operands is loopy (one of them is).
pub(crate) fn involves(a: &Value, b: &Value) -> bool {
    matches!(a, Value::Loopy(_)) || matches!(b, Value::Loopy(_))
}

/// `a op b` where an operand is loopy: `+`, `-`, `n * G`, `G * n`.
pub(crate) fn binary(
    store: &mut GameStore,
    op: BinOp,
    a: (&Value, Span),
    b: (&Value, Span),
    span: Span,
) -> Result<Value, LangError> {
    let int = |s: &GameStore, v: &Value| match v {
        Value::Game(g) => s
            .number_value(*g)
            .filter(|x| x.is_integer())
            .and_then(|x| x.to_i64()),
        _ => None,
    };
    let r = with_arena(store, |s, ar| {
        let (x, y) = match op {
            BinOp::Mul => {
                let (n, g, at) =
                    match (int(s, a.0), int(s, b.0)) {
                        (Some(n), _) if matches!(b.0, Value::Loopy(_)) => (n, b.0, b.1),
                        (_, Some(n)) => (n, a.0, a.1),
                        _ => return Ok(Err((
                            "`*` with a loopy game needs an integer on the other side (10 * upon)",
                            span,
                        ))),
                    };
                let Some(k) = ar.operand(s, g)? else {
                    return Ok(Err(("not a game", at)));
                };
                let m = ar.multiple(n, k)?;
                return Ok(Ok(ar.value(s, m)?));
            }
            BinOp::Add | BinOp::Sub => (ar.operand(s, a.0)?, ar.operand(s, b.0)?),
            _ => return Ok(Err(("this operation is not defined for loopy games", span))),
        };
        let Some(x) = x else {
            return Ok(Err(("a loopy game adds only to games", a.1)));
        };
        let Some(y) = y else {
            return Ok(Err(("a loopy game adds only to games", b.1)));
        };
        let y = if op == BinOp::Sub { ar.neg(y)? } else { y };
        let z = ar.add(x, y)?;
        Ok(Ok(ar.value(s, z)?))
    });
    match r {
        Ok(Ok(v)) => Ok(v),
        Ok(Err((msg, at))) => Err(LangError::type_error(msg, at)),
        Err(stop) => Err(stop_err(stop, span)),
    }
}

/// `-a` of a loopy value.
pub(crate) fn neg(store: &mut GameStore, a: (&Value, Span)) -> Result<Value, LangError> {
    with_arena(store, |s, ar| {
        let k = ar.operand(s, a.0)?.ok_or(Stop::Unsupported("not a game"))?;
        let n = ar.neg(k)?;
        ar.value(s, n)
    })
    .map_err(|e| stop_err(e, a.1))
}

/// A comparison where an operand is loopy (both must be games or loopy).
pub(crate) fn compare(
    store: &mut GameStore,
    op: CmpOp,
    a: (&Value, Span),
    b: (&Value, Span),
    span: Span,
) -> Result<Value, LangError> {
    let r = with_arena(store, |s, ar| {
        let (Some(x), Some(y)) = (ar.operand(s, a.0)?, ar.operand(s, b.0)?) else {
            return Ok(None);
        };
        let le = ar.leq(x, y)?;
        let ge = ar.leq(y, x)?;
        Ok(Some(match op {
            CmpOp::Eq => le && ge,
            CmpOp::Ne => !(le && ge),
            CmpOp::Le => le,
            CmpOp::Ge => ge,
            CmpOp::Lt => le && !ge,
            CmpOp::Gt => ge && !le,
            CmpOp::Confused => !le && !ge,
            CmpOp::LessConfused => !ge,
            CmpOp::GreaterConfused => !le,
        }))
    });
    match r {
        Ok(Some(t)) => Ok(Value::Bool(t)),
        Ok(None) => match op {
            CmpOp::Eq => Ok(Value::Bool(false)),
            CmpOp::Ne => Ok(Value::Bool(true)),
            _ => Err(LangError::type_error(
                format!("cannot order {} and {}", a.0.kind_name(), b.0.kind_name()),
                span,
            )),
        },
        Err(Stop::Unsupported(m)) => Err(LangError::of(ErrorKind::Unsupported, m, span)),
        Err(stop) => Err(stop_err(stop, span)),
    }
}
