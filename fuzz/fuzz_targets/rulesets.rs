//! Every ruleset's position parser, and the positions' values under the fuzzing
//! limits. The first byte picks the ruleset, the rest is the position's text:
//!
//! | byte % 6 | ruleset | text |
//! |---|---|---|
//! | 0 | `stalk` | `LRG`, or with infinite parts `L(RL)`, `L^omega` |
//! | 1 | `hackenbush` | `0-1:b 1-2:r` |
//! | 2 | `domineering` | `..|.#` |
//! | 3 | `cram` | `..|..` |
//! | 4 | `toads` | `TT..FF` |
//! | 5 | `graphnim` | `0-1, 1-2x3` |
//!
//! Checks: no parser panics; a parsed position prints as text that parses back
//! to the same position; the language's `name("text")` accepts exactly what the
//! ruleset's parser accepts, gives the value the solver gives, and draws its
//! errors at a valid place in the line.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nimatron::impartial::{GraphNim, GrundySearch};
use nimatron::lang::{Session, Value};
use nimatron::rulesets::{Cram, Domineering, Hackenbush, PartizanSolver, ToadsAndFrogs};
use nimatron::short::Game;
use nimatron_fuzz::{is_limit, render, session, Run};

/// The largest position (cells, squares or edges) whose value is computed.
// TODO(issue 15, item 3): the partizan solver's memo and the Grundy search are
// outside the store's limits, and the Grundy search never looks at the
// interrupt, so big boards (`cram` on 8x8, a 2,000-cell strip) run for ever;
// these are known. Raise this cap to the parsers' own limits (64) once every
// solver stops at the limits.
const SOLVE_MAX: usize = 20;
/// Toads and Frogs strips grow fastest: 16 cells can take a second (release).
const TOADS_MAX: usize = 12;

const NAMES: [&str; 6] = [
    "stalk",
    "hackenbush",
    "domineering",
    "cram",
    "toads",
    "graphnim",
];

/// What the ruleset's own parser and solver make of a text.
#[derive(Debug)]
enum Direct {
    /// The parser's error (shown in a mismatch's message).
    #[allow(dead_code)]
    Rejected(String),
    /// Parsed, but bigger than [`SOLVE_MAX`]: not solved, here or by the language.
    TooBig,
    /// Only the language reads it (stalks with infinite parts).
    LanguageOnly,
    /// The value (`None`: stopped by the limits).
    Value(Option<Game>),
}

/// The value of a position computed directly, by the ruleset's parser and solver.
fn value(s: &mut Session, which: usize, text: &str) -> Direct {
    // Each arm parses, checks the printed round trip, and solves small positions.
    macro_rules! partizan {
        ($pos:expr, $size:expr, $max:expr, $reparse:expr) => {{
            let pos = match $pos {
                Ok(p) => p,
                Err(e) => return Direct::Rejected(e.to_string()),
            };
            let shown = pos.to_string();
            let again = $reparse(&shown).unwrap_or_else(|e| {
                panic!("{text:?} prints as {shown:?}, which does not parse: {e}")
            });
            assert_eq!(again.to_string(), shown, "{text:?} does not print stably");
            if $size(&pos) > $max {
                return Direct::TooBig;
            }
            Direct::Value(
                s.store
                    .guard(|st| PartizanSolver::new().canonical_form(st, &pos))
                    .ok(),
            )
        }};
    }
    macro_rules! impartial {
        ($pos:expr, $show:expr, $size:expr, $reparse:expr) => {{
            let pos = match $pos {
                Ok(p) => p,
                Err(e) => return Direct::Rejected(e.to_string()),
            };
            let shown = $show(&pos);
            let again = $reparse(&shown).unwrap_or_else(|e| {
                panic!("{text:?} prints as {shown:?}, which does not parse: {e}")
            });
            assert_eq!(again.to_string(), shown, "{text:?} does not print stably");
            if $size(&pos) > SOLVE_MAX {
                return Direct::TooBig;
            }
            let v = GrundySearch::new().grundy(&pos);
            Direct::Value(s.store.guard(|st| st.nimber(v)).ok())
        }};
    }
    match which {
        // Infinite stalks are sign expansions, read by the language only.
        0 if text.contains(['(', '^']) => Direct::LanguageOnly,
        0 => partizan!(
            Hackenbush::stalk(text),
            |h: &Hackenbush| h.len(),
            SOLVE_MAX,
            Hackenbush::parse
        ),
        1 => partizan!(
            Hackenbush::parse(text),
            |h: &Hackenbush| h.len(),
            SOLVE_MAX,
            Hackenbush::parse
        ),
        2 => partizan!(
            Domineering::parse(text),
            |_: &Domineering| text.matches('.').count(),
            SOLVE_MAX,
            Domineering::parse
        ),
        3 => impartial!(
            Cram::parse(text),
            |c: &Cram| c.0.to_string(),
            |_: &Cram| text.matches('.').count(),
            |t: &str| Cram::parse(t).map(|c| c.0)
        ),
        4 => partizan!(
            ToadsAndFrogs::parse(text),
            |t: &ToadsAndFrogs| t.to_string().len(),
            TOADS_MAX,
            ToadsAndFrogs::parse
        ),
        _ => impartial!(
            GraphNim::parse(text),
            |g: &GraphNim| g.to_string(),
            |g: &GraphNim| g.edge_count() as usize,
            GraphNim::parse
        ),
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let which = usize::from(first) % NAMES.len();
    let run = Run::start(data);
    let mut s = session(&run);
    let direct = value(&mut s, which, text);
    // The same position through the language (strings have no escapes).
    if !text.contains('"') && !run.fired() && !matches!(direct, Direct::TooBig) {
        let line = format!("{}(\"{text}\")", NAMES[which]);
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
    run.finish(NAMES[which]);
});
