//! Every ruleset of the catalogue: its position parser, printing, and the
//! values of small positions, by two methods. An input is `NAME\nTEXT`
//! ([`split_input`]): the name of a ruleset of [`fuzzed_rulesets`] (every
//! ruleset of the catalogue and some variants; an input naming none is
//! skipped), then the position's text, as `Ruleset::parse` reads it.
//!
//! Checks:
//! - no parser panics; a parsed position prints as text that parses back to a
//!   position printed the same way;
//! - for a small position (at most [`SOLVE_MAX`] bytes of text, small numbers:
//!   see [`small`]), the value the catalogue gives (the solvers with their fast paths,
//!   components and symmetries) equals the value of a plain search by the
//!   definition (options only: no components, normalisation or known values),
//!   where that search ends within [`PLAIN_WORK`] options;
//! - the language's `name("text")`, for rulesets read by a function of the
//!   language, accepts exactly what the ruleset's parser accepts, gives the
//!   same value, and draws its errors at a valid place in the line.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nimatron::impartial::{mex, ImpartialPosition};
use nimatron::lang::{Session, Value};
use nimatron::rulesets::catalogue::{NimHeaps, Visitor};
use nimatron::rulesets::{AnyPosition, PartizanPosition, Ruleset, RulesetKind, RulesetPosition};
use nimatron::short::{Game, GameStore};
use nimatron_fuzz::{fuzzed_rulesets, is_limit, render, session, split_input, Run};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// The longest text whose value is computed (bytes): a strip of Toads and
/// Frogs of 16 cells, or a row of 14 stones of Rooks (a member of the Clobber
/// family), can take a second here, plain search included.
const SOLVE_MAX: usize = 12;
/// Options the plain search may look at before it gives up.
const PLAIN_WORK: usize = 100_000;
/// How long the plain search may take (it is the oracle, not the thing tested).
const PLAIN_TIME: Duration = Duration::from_millis(100);
/// How deep the plain search may recurse.
const PLAIN_DEPTH: usize = 400;

/// The fuzzed rulesets, read once.
fn rulesets() -> &'static [(String, Ruleset)] {
    static ALL: OnceLock<Vec<(String, Ruleset)>> = OnceLock::new();
    ALL.get_or_init(|| {
        fuzzed_rulesets()
            .into_iter()
            .map(|n| {
                let r = Ruleset::from_name(&n).expect("a fuzzed ruleset");
                (n, r)
            })
            .collect()
    })
}

/// What the ruleset's own parser and solvers make of a text.
#[derive(Debug)]
enum Direct {
    /// The parser's error (shown in a mismatch's message).
    #[allow(dead_code)]
    Rejected(String),
    /// Parsed, but too big to value here or in the language.
    TooBig,
    /// Only the language reads it (stalks with infinite parts).
    LanguageOnly,
    /// The value (`None`: stopped by the limits).
    Value(Option<Game>),
}

/// The plain search by the definition: a partizan position's value is
/// `{values of Left's options | values of Right's options}`, an impartial
/// one's the nimber of the mex of its options' Grundy values; each position
/// memoised as met. `None` when it has looked at [`PLAIN_WORK`] options, passes
/// [`PLAIN_DEPTH`] or [`PLAIN_TIME`], or the watchdog raises the interrupt.
struct Plain<'a> {
    store: &'a mut GameStore,
    budget: Budget,
}

/// What the plain search may still do.
struct Budget {
    work: usize,
    until: Instant,
    interrupt: Arc<AtomicBool>,
}

impl Budget {
    /// Take `n` options from the budget; false when it is spent, its time
    /// ([`PLAIN_TIME`]) has passed or the watchdog raised the interrupt.
    fn take(&mut self, n: usize) -> bool {
        self.work = self.work.saturating_sub(n.max(1));
        self.work > 0 && Instant::now() < self.until && !self.interrupt.load(Ordering::Relaxed)
    }
}

fn plain_partizan<P: PartizanPosition>(
    store: &mut GameStore,
    budget: &mut Budget,
    memo: &mut HashMap<P, Game>,
    pos: &P,
    depth: usize,
) -> Option<Game> {
    if let Some(&g) = memo.get(pos) {
        return Some(g);
    }
    if depth >= PLAIN_DEPTH {
        return None;
    }
    let (left, right) = (pos.left_options(), pos.right_options());
    if !budget.take(left.len() + right.len()) {
        return None;
    }
    let mut values = |options: Vec<P>| -> Option<Vec<Game>> {
        options
            .iter()
            .map(|o| plain_partizan(store, budget, memo, o, depth + 1))
            .collect()
    };
    let left = values(left)?;
    let right = values(right)?;
    let g = store.from_options(&left, &right);
    memo.insert(pos.clone(), g);
    Some(g)
}

fn plain_grundy<P: ImpartialPosition>(
    budget: &mut Budget,
    memo: &mut HashMap<P, u32>,
    pos: &P,
    depth: usize,
) -> Option<u32> {
    if let Some(&g) = memo.get(pos) {
        return Some(g);
    }
    if depth >= PLAIN_DEPTH {
        return None;
    }
    let options = pos.options();
    if !budget.take(options.len()) {
        return None;
    }
    let values: Option<Vec<u32>> = options
        .iter()
        .map(|o| plain_grundy(budget, memo, o, depth + 1))
        .collect();
    let g = mex(values?);
    memo.insert(pos.clone(), g);
    Some(g)
}

impl Visitor for Plain<'_> {
    type Output = Option<Game>;
    fn partizan<P: PartizanPosition + RulesetPosition>(self, pos: &P) -> Option<Game> {
        let (store, mut budget) = (self.store, self.budget);
        store
            .guard(|s| plain_partizan(s, &mut budget, &mut HashMap::new(), pos, 0))
            .ok()
            .flatten()
    }
    fn impartial<P: ImpartialPosition + RulesetPosition>(self, pos: &P) -> Option<Game> {
        let mut budget = self.budget;
        let g = plain_grundy(&mut budget, &mut HashMap::new(), pos, 0)?;
        self.store.guard(|s| s.nimber(g)).ok()
    }
    fn nim(self, _heaps: &NimHeaps) -> Option<Game> {
        // Bouton's rule is the definition's closed form; heaps of any size.
        None
    }
}

/// Whether a text is small enough to value: at most [`SOLVE_MAX`] bytes, and the numbers in it
/// (heap games read few characters for big positions) below 1000 and adding up
/// to at most 24; for Moore's Nim, whose positions are all the heaps' smaller
/// sizes together, their product (heaps plus one) at most 2,000.
fn small(kind: RulesetKind, text: &str) -> bool {
    let numbers = text
        .split(|c: char| !c.is_ascii_digit())
        .filter(|w| !w.is_empty());
    let (mut total, mut product) = (0u32, 1u32);
    for w in numbers {
        match w.parse::<u32>() {
            Ok(n) if n < 1000 => {
                total += n;
                product = product.saturating_mul(n + 1);
            }
            _ => return false,
        }
    }
    text.len() <= SOLVE_MAX && total <= 24 && (kind != RulesetKind::Moore || product <= 2000)
}

fn value(
    s: &mut Session,
    interrupt: &Arc<AtomicBool>,
    name: &str,
    r: &Ruleset,
    text: &str,
) -> Direct {
    if r.kind() == RulesetKind::Stalk && text.contains(['(', '^']) {
        // Infinite stalks are sign expansions, read by the language only.
        return Direct::LanguageOnly;
    }
    let pos: AnyPosition = match r.parse(text) {
        Ok(p) => p,
        Err(e) => return Direct::Rejected(e.to_string()),
    };
    let shown = pos.to_string();
    let again = r.parse(&shown).unwrap_or_else(|e| {
        panic!("{name}: {text:?} prints as {shown:?}, which does not parse: {e}")
    });
    assert_eq!(
        again.to_string(),
        shown,
        "{name}: {text:?} does not print stably"
    );
    if !small(r.kind(), text) {
        return Direct::TooBig;
    }
    let limits = s.store.limits().clone();
    let got = pos.value(&mut s.store, &limits).ok();
    let budget = Budget {
        work: PLAIN_WORK,
        until: Instant::now() + PLAIN_TIME,
        interrupt: interrupt.clone(),
    };
    let plain = pos.visit(Plain {
        store: &mut s.store,
        budget,
    });
    if let (Some(g), Some(p)) = (got, plain) {
        assert!(
            g == p,
            "{name}: {text:?}: the solver gives {}, the plain search {}",
            s.store.display(g),
            s.store.display(p)
        );
    }
    Direct::Value(got)
}

fuzz_target!(|data: &[u8]| {
    let Some((name, text)) = split_input(data) else {
        return;
    };
    let Some((name, r)) = rulesets().iter().find(|(n, _)| n == name) else {
        return;
    };
    let run = Run::start(data);
    let mut s = session(&run);
    let direct = value(&mut s, &run.interrupt(), name, r, text);
    // The same position through the language (strings have no escapes), for
    // the rulesets a function of the language reads as they are (no parameter
    // beyond the default).
    let function = r.kind().info().function;
    let plain_ruleset = Ruleset::of(r.kind()).is_ok_and(|d| &d == r);
    if let Some(f) = function.filter(|_| plain_ruleset) {
        if !text.contains(['"', '\\']) && !run.fired() && !matches!(direct, Direct::TooBig) {
            let line = format!("{f}(\"{text}\")");
            let via = s.eval_line(&line);
            if let Err(e) = &via {
                render(e, &line);
            }
            match (&direct, &via) {
                (_, Err(e)) if is_limit(e) => {}
                (Direct::LanguageOnly | Direct::Value(None), _) => {}
                (Direct::Value(Some(g)), Ok(Some(Value::Game(h)))) => assert!(
                    g == h,
                    "{line}: the solver gives {}, the language {}",
                    s.store.display(*g),
                    s.store.display(*h)
                ),
                (Direct::Rejected(_), Err(_)) => {}
                _ => panic!("{line}: the ruleset gives {direct:?}, the language {via:?}"),
            }
        }
    }
    run.finish(name);
});
