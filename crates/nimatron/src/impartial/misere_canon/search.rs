//! Misère canonical forms of positions of impartial rulesets (memoised over
//! positions; a position that splits into components is the sum of their
//! forms, since canonical forms add), games given by option lists (CGSuite's
//! `*[[2],0]`), and misère outcomes of partizan positions by direct search on
//! whole positions (misère outcomes do not follow from normal-play values).

use super::form::MisereForm;
use super::store::{MisereStore, ZERO};
use crate::impartial::ImpartialPosition;
use crate::limits::{with_stack, Limits, Stop};
use crate::position::PartizanPosition;
use crate::short::Outcome;
use rustc_hash::FxHashMap;

/// The most nim heap a misère form may be built from (`*n` has `n` options,
/// each a nim heap: `n²/2` option entries).
pub const MAX_NIM_HEAP: usize = 4096;

/// A game given as CGSuite's option lists: a nim heap, or a list of options.
#[derive(Clone, Debug)]
pub enum Spec {
    /// The nim heap `*n`.
    Nim(usize),
    /// A game already in canonical form.
    Form(MisereForm),
    /// The game with these options.
    Options(Vec<Spec>),
}

fn store(limits: &Limits) -> Result<MisereStore, Stop> {
    MisereStore::new(limits.start(), limits.games)
}

fn nim_heap(s: &mut MisereStore, n: usize) -> Result<u32, Stop> {
    if n > MAX_NIM_HEAP {
        return Err(Stop::TooLarge(format!(
            "the misère form of *{n} (nim heaps up to *{MAX_NIM_HEAP})"
        )));
    }
    s.nim_heap(n)
}

/// The misère canonical form of a game given by option lists.
pub fn form_of_spec(spec: &Spec, limits: &Limits) -> Result<MisereForm, Stop> {
    let mut s = store(limits)?;
    // An explicit stack: (spec, the ids of its options built so far).
    let mut stack: Vec<(&Spec, Vec<u32>)> = vec![(spec, Vec::new())];
    let mut result = ZERO;
    while let Some((sp, done)) = stack.pop() {
        s.meter().tick()?;
        let id = match sp {
            Spec::Nim(n) => nim_heap(&mut s, *n)?,
            Spec::Form(f) => f.import(&mut s)?,
            Spec::Options(opts) if done.len() < opts.len() => {
                let next = &opts[done.len()];
                stack.push((sp, done));
                stack.push((next, Vec::new()));
                continue;
            }
            Spec::Options(_) => s.canon(done)?,
        };
        match stack.last_mut() {
            Some((_, parent)) => parent.push(id),
            None => result = id,
        }
    }
    MisereForm::export(&mut s, result, limits.output)
}

/// The misère canonical form of the nim heap `*n`.
pub fn nim_form(n: usize, limits: &Limits) -> Result<MisereForm, Stop> {
    form_of_spec(&Spec::Nim(n), limits)
}

/// The misère canonical form of a position of an impartial ruleset.
pub fn form_of_position<P: ImpartialPosition>(
    pos: &P,
    limits: &Limits,
) -> Result<MisereForm, Stop> {
    let mut s = store(limits)?;
    let mut memo = Memo {
        map: FxHashMap::default(),
        bytes: 0,
        max_bytes: limits.memory,
        max_depth: limits.max_depth(),
    };
    let g = position_id(&mut s, &mut memo, pos, 0)?;
    MisereForm::export(&mut s, g, limits.output)
}

/// The forms of the positions met, and the bytes they take.
struct Memo<P> {
    map: FxHashMap<P, u32>,
    bytes: usize,
    max_bytes: Option<usize>,
    max_depth: usize,
}

fn position_id<P: ImpartialPosition>(
    s: &mut MisereStore,
    memo: &mut Memo<P>,
    pos: &P,
    depth: usize,
) -> Result<u32, Stop> {
    if let Some(&g) = memo.map.get(pos) {
        return Ok(g);
    }
    if depth > memo.max_depth {
        return Err(Stop::Depth(memo.max_depth));
    }
    let comps = pos.components();
    let g = if comps.len() == 1 && comps[0] == *pos {
        let mut opts = Vec::new();
        for o in pos.options() {
            opts.push(with_stack(|| position_id(s, memo, &o, depth + 1))?);
        }
        s.canon(opts)?
    } else {
        let mut sum = ZERO;
        for c in &comps {
            let x = with_stack(|| position_id(s, memo, c, depth + 1))?;
            sum = s.add(sum, x)?;
        }
        sum
    };
    memo.bytes += std::mem::size_of::<(P, u32)>() + 8 + pos.heap_bytes();
    if let Some(max) = memo.max_bytes {
        if memo.bytes > max {
            return Err(Stop::Memory(max));
        }
    }
    memo.map.insert(pos.clone(), g);
    Ok(g)
}

/// Misère outcome of a partizan position by search: whoever cannot move
/// wins. `L`: Left wins whoever starts; `R` likewise; `N`: the player to
/// move wins; `P`: the other one.
pub fn partizan_misere_outcome<P: PartizanPosition>(
    pos: &P,
    limits: &Limits,
) -> Result<Outcome, Stop> {
    let mut search = Partizan {
        left: FxHashMap::default(),
        right: FxHashMap::default(),
        meter: limits.start(),
        nodes: 0,
        max_nodes: limits.nodes,
        max_depth: limits.max_depth(),
    };
    let l = search.wins(pos, true, 0)?;
    let r = search.wins(pos, false, 0)?;
    Ok(Outcome::from_first_wins(l, r))
}

struct Partizan<P> {
    left: FxHashMap<P, bool>,
    right: FxHashMap<P, bool>,
    meter: crate::limits::Meter,
    nodes: u64,
    max_nodes: Option<u64>,
    max_depth: usize,
}

impl<P: PartizanPosition> Partizan<P> {
    /// Whether the player to move (Left if `left`) wins in misère play.
    fn wins(&mut self, pos: &P, left: bool, depth: usize) -> Result<bool, Stop> {
        let memo = if left { &self.left } else { &self.right };
        if let Some(&w) = memo.get(pos) {
            return Ok(w);
        }
        if depth > self.max_depth {
            return Err(Stop::Depth(self.max_depth));
        }
        self.meter.tick()?;
        self.nodes += 1;
        if let Some(max) = self.max_nodes {
            if self.nodes > max {
                return Err(Stop::Nodes(max));
            }
        }
        let opts = if left {
            pos.left_options()
        } else {
            pos.right_options()
        };
        let mut w = opts.is_empty();
        for o in &opts {
            if !with_stack(|| self.wins(o, !left, depth + 1))? {
                w = true;
                break;
            }
        }
        let memo = if left {
            &mut self.left
        } else {
            &mut self.right
        };
        memo.insert(pos.clone(), w);
        Ok(w)
    }
}
