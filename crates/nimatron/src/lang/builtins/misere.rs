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
    Builtin {
        name: "istame",
        params: &[p("G", Kind::Any)],
        constant: false,
        doc: "tame (Conway; CGSuite's IsTame): every option tame and a tame genus (0^120, 1^031, 0^0, 1^1 or a^a), as nim heaps are; G as for misere",
        examples: &[
            ("istame(3)", "true"),
            ("istame(misere(2) + misere(2))", "true"),
            ("istame([[2], 0])", "false"),
            ("istame([[[2]], [[2], 1]])", "false"),
        ],
        engine: Engine::Search,
        call: |c, a| misere_fns::tameness(c.store, "istame", &a[0]),
    },
    Builtin {
        name: "isgenerallytame",
        params: &[p("G", Kind::Any)],
        constant: false,
        doc: "generally tame (CGSuite's IsGenerallyTame): tame, allowing wild options that are returnable (each has a move back to a generally tame game with the game's normal and misère values); G as for misere",
        examples: &[
            ("isgenerallytame([[[2]], [[2], 1]])", "true"),
            ("isgenerallytame([[2], 1])", "false"),
        ],
        engine: Engine::Search,
        call: |c, a| misere_fns::tameness(c.store, "isgenerallytame", &a[0]),
    },
    Builtin {
        name: "istameable",
        params: &[p("G", Kind::Any)],
        constant: false,
        doc: "tameable (CGSuite's IsTameable): generally tame, or wild options that are tameable and return to tameable games, so that the genus of every sum with tame games is fixed; G as for misere",
        examples: &[
            ("istameable([misere([[2], 1]) + misere(1), [[2], misere([2]) + misere(1), [[2], 0]]])", "true"),
            ("istameable([[2], 0])", "false"),
        ],
        engine: Engine::Search,
        call: |c, a| misere_fns::tameness(c.store, "istameable", &a[0]),
    },
    Builtin {
        name: "isrestive",
        params: &[p("G", Kind::Any)],
        constant: false,
        doc: "restive (Conway; CGSuite's IsRestive): every option tame, normal value 0 or 1 and misère value 2 or more; G as for misere",
        examples: &[
            ("isrestive([[2], 0])", "true"),
            ("isrestive(2)", "false"),
        ],
        engine: Engine::Search,
        call: |c, a| misere_fns::tameness(c.store, "isrestive", &a[0]),
    },
    Builtin {
        name: "isgenerallyrestive",
        params: &[p("G", Kind::Any)],
        constant: false,
        doc: "generally restive (CGSuite's IsGenerallyRestive): restive, allowing returnable wild options; G as for misere",
        examples: &[
            ("isgenerallyrestive([[[2], 2, 0], [[2], 3], 1])", "true"),
            ("isrestive([[[2], 2, 0], [[2], 3], 1])", "false"),
        ],
        engine: Engine::Search,
        call: |c, a| misere_fns::tameness(c.store, "isgenerallyrestive", &a[0]),
    },
    Builtin {
        name: "isrestless",
        params: &[p("G", Kind::Any)],
        constant: false,
        doc: "restless (Conway; CGSuite's IsRestless): every option generally tame, misère value 0 or 1 and normal value 2 or more; G as for misere",
        examples: &[
            ("isrestless([[2], 1])", "true"),
            ("isrestless([[2], 0])", "false"),
        ],
        engine: Engine::Search,
        call: |c, a| misere_fns::tameness(c.store, "isrestless", &a[0]),
    },
    Builtin {
        name: "ishalftame",
        params: &[p("G", Kind::Any)],
        constant: false,
        doc: "half-tame (CGSuite's IsHalfTame): not generally tame, and G + G generally tame of genus 0^0; G as for misere",
        examples: &[
            ("ishalftame([[2], 0])", "true"),
            ("ishalftame([[2], 1])", "false"),
        ],
        engine: Engine::Search,
        call: |c, a| misere_fns::tameness(c.store, "ishalftame", &a[0]),
    },
    Builtin {
        name: "phylum",
        params: &[p("G", Kind::Any)],
        constant: false,
        doc: "Conway's class of a misère game in words: nim heap, tame, generally tame, tameable, restive, generally restive, restless or wild; G as for misere",
        examples: &[
            ("phylum([[2], 1])", "\"restless\""),
            ("phylum(misere(2) + misere(2))", "\"tame\""),
            ("phylum(5)", "\"nim heap\""),
        ],
        engine: Engine::Search,
        call: |c, a| misere_fns::tameness(c.store, "phylum", &a[0]),
    },
];
