//! Positions of rulesets read from strings: `domineering("..|..")`,
//! `toads("TT..FF")`, `hackenbush("0-1:b")`, `stalk("LRR")`, `cram(...)`,
//! `graphnim(...)`.

use super::{p, Builtin, Engine};
use crate::lang::value::Kind;

const POSITION: &[super::Param] = &[p("position", Kind::Str)];

/// A ruleset function: one string, a position of the ruleset.
const fn ruleset(
    name: &'static str,
    doc: &'static str,
    examples: &'static [(&'static str, &'static str)],
) -> Builtin {
    Builtin {
        name,
        params: POSITION,
        constant: false,
        doc,
        examples,
        engine: Engine::Search,
        call: |c, a| crate::lang::rulesets_fns::call_ruleset(c.store, c.name, a, c.span),
    }
}

pub(super) const BUILTINS: &[Builtin] = &[
    ruleset(
        "stalk",
        "Hackenbush bamboo stalk from the ground up: L blue, R red, G green; infinite ones as sign expansions (L(RL), L^omega)",
        &[("stalk(\"LRR\")", "1/4"), ("stalk(\"L(RL)\")", "2/3")],
    ),
    ruleset(
        "hackenbush",
        "Hackenbush on a graph: edges u-v:colour (b, r, g), vertex 0 the ground",
        &[("hackenbush(\"0-1:b 1-2:r 1-3:g\")", "1/2*"), ("hackenbush(\"0-1:g 1-2:g 2-0:g\")", "*")],
    ),
    ruleset(
        "domineering",
        "Domineering: rows split by |, . empty, # filled; Left places vertical dominoes",
        &[("domineering(\"..|..\")", "+-1")],
    ),
    ruleset(
        "toads",
        "Toads and Frogs: T toads (Left) move right, F frogs (Right) move left",
        &[("toads(\"T.TFF\")", "^")],
    ),
    ruleset(
        "graphnim",
        "graph Nim (choose a vertex, remove some of its edges): edges u-v, or u-vxk for k parallel ones; a nimber",
        &[("graphnim(\"0-1, 1-2x3\")", "*4")],
    ),
    ruleset(
        "cram",
        "Cram (impartial Domineering), the same board format; a nimber",
        &[("cram(\"...|...\")", "*")],
    ),
];
