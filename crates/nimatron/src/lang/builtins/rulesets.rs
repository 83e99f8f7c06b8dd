//! Positions of rulesets read from strings (`domineering("..|..")`,
//! `toads("TT..FF")`, ...): one builtin for each ruleset of the catalogue
//! that has a language function, made from the catalogue's declaration (its
//! rules, syntax and example), so a ruleset is named in one place only.

use super::{p, Builtin, Engine};
use crate::lang::rulesets_fns::{
    call_ruleset, ruleset_functions, ruleset_params, variant_needs_position,
};
use crate::lang::value::Kind;
use std::sync::OnceLock;

/// The ruleset builtins, made once from the catalogue.
pub(super) fn builtins() -> &'static [Builtin] {
    static ALL: OnceLock<Vec<Builtin>> = OnceLock::new();
    ALL.get_or_init(|| {
        ruleset_functions()
            .into_iter()
            .map(|f| {
                // Made once per process: the registry's strings are 'static.
                let doc: &'static str = Box::leak(f.doc.into_boxed_str());
                let example: &'static str = Box::leak(f.example.into_boxed_str());
                let examples: &'static [(&'static str, &'static str)] =
                    Box::leak(vec![(example, f.expected)].into_boxed_slice());
                Builtin {
                    name: f.name,
                    params: ruleset_params(f.kind),
                    constant: false,
                    doc,
                    examples,
                    engine: Engine::Search,
                    call: |c, a| call_ruleset(c.store, c.name, a, c.given, c.span),
                }
            })
            .collect()
    })
}

/// The variants of a partizan ruleset's position written in place; called
/// any other way they say so (the evaluator reads the position itself).
pub(super) const VARIANTS: &[Builtin] = &[
    Builtin {
        name: "impartial",
        params: &[p("position", Kind::Any)],
        constant: false,
        doc: "the impartial variant of a partizan ruleset's position written in place: both players get every move (impartial(domineering(...)) is Cram); a nimber",
        examples: &[
            ("impartial(domineering(\"...|...\")) == cram(\"...|...\")", "true"),
            // Cram on an even board: the second player wins by symmetry.
            ("impartial(domineering(\"..|..\"))", "0"),
        ],
        engine: Engine::Search,
        call: |c, _| Err(variant_needs_position(c.name, c.span)),
    },
    Builtin {
        name: "dicotic",
        params: &[p("position", Kind::Any)],
        constant: false,
        doc: "the dicotic variant of a partizan ruleset's position written in place: a player may move only while both players have a move (CGSuite's dicotic games)",
        examples: &[("dicotic(domineering(\"..|..\"))", "*")],
        engine: Engine::Search,
        call: |c, _| Err(variant_needs_position(c.name, c.span)),
    },
];
