//! Misère play: misère canonical forms in CGSuite's notation, Conway's
//! genus, misère outcomes by search. A ruleset position written in place
//! (`misere(cram("..."))`) is read as the position (see `lang::misere_fns`);
//! a variable holds only its normal-play value.

use super::{p, Builtin, Engine};
use crate::lang::misere_fns;
use crate::lang::value::Kind;

pub(super) const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "misere",
        params: &[p("G", Kind::Any)],
        constant: false,
        doc: "misère canonical form of an impartial game, in CGSuite's notation: n or *n is a nim heap, a list the game with those options, cram(\"...\") or graphnim(\"...\") written in place a position",
        examples: &[
            ("misere(cram(\".........|##.######\"))", "*[2[2]321]"),
            ("misere([[2], 0])", "*[2#0]"),
            ("misere(2) + misere(2)", "*[2[2]]"),
            ("misere([1])", "*[0]"),
        ],
        engine: Engine::Search,
        call: |c, a| misere_fns::misere(c.store, &a[0]),
    },
    Builtin {
        name: "misereoutcome",
        params: &[p("G", Kind::Any)],
        constant: false,
        doc: "misère outcome (whoever cannot move wins) by search: of a ruleset position written in place (partizan ones too), a misère game, or a game's canonical form",
        examples: &[
            ("misereoutcome(domineering(\"....|....\"))", "N"),
            ("misereoutcome(misere([2]))", "P"),
            ("misereoutcome(*)", "P"),
            ("misereoutcome(5)", "R"),
            ("misereoutcome(^)", "R"),
        ],
        engine: Engine::Search,
        call: |c, a| misere_fns::misere_outcome(c.store, &a[0]),
    },
    Builtin {
        name: "genus",
        params: &[p("G", Kind::Any)],
        constant: false,
        doc: "Conway's genus g^(γ0 γ1 ...) of an impartial game (γk: the misère value with k heaps *2 added), written up to the first repeat of the alternating pair",
        examples: &[
            ("genus(*2)", "\"2^20\""),
            ("genus(misere([[2], 1]))", "\"2^1420\""),
        ],
        engine: Engine::Search,
        call: |c, a| misere_fns::genus(c.store, &a[0]),
    },
];
