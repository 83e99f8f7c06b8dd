//! Every ruleset declared once, as shakmaty's `variant.rs` declares chess
//! variants: [`RulesetKind`] names them and says their rules and position
//! syntax ([`RulesetInfo`]); a [`Ruleset`] is a kind with its parameter
//! (`moore:2`, `sub:1,3,4`, `octal:0.137`); [`AnyPosition`] holds a position of
//! any of them, prints it back as it was written, and computes its value.
//!
//! The language, `nimatron play` and the server find rulesets here, and an
//! unknown name lists them all. Adding a ruleset is a position type (with
//! [`RulesetPosition`]), a `RulesetKind` with its info, and the match arms the
//! compiler asks for; code generic over positions runs through [`Visitor`].

use super::grid;
pub use super::heap_games::{Counting, NimHeaps, TakeAndBreak};
use super::heap_rulesets::{CakeRules, Cakes, MemoryHeap, MemoryRules, PartizanSubtraction};
use super::ToadsAndFrogs;
use super::{Amazons, Clobber, ClobberRules, Fission, FoxAndGeese, Konane, NoGo};
use super::{Childish, GraphGame, GraphHackenbush, GraphRules};
use super::{Cram, Domineering, Hackenbush, PartizanPosition, PartizanSolver, Stalk};
use super::{DicoticVariant, ImpartialVariant, ToadsRules, Toppling};
use super::{KingDirt, Sheep};
use crate::impartial::octal::OctalGame;
use crate::impartial::variants::{
    FibonacciNim, GreedyNim, HungryKnight, MooreNim, SubtractionGame, Wythoff,
};
use crate::impartial::{GraphNim, GrundySearch, ImpartialPosition};
use crate::limits::{Limits, Stop};
use crate::numbers::Rational;
use crate::short::{Game, GameStore};
use std::fmt;
use std::hash::Hash;
use std::str::FromStr;
use std::sync::Arc;

mod info;
mod loopy;
mod position;
mod ruleset;
pub use position::*;
pub use ruleset::*;

/// Every ruleset nimatron knows.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RulesetKind {
    /// Domineering (partizan).
    Domineering,
    /// Cram, impartial Domineering.
    Cram,
    /// Hackenbush on any graph (partizan).
    Hackenbush,
    /// A Hackenbush stalk (partizan).
    Stalk,
    /// Toads and Frogs (partizan), generalised (`toads:MAXJUMP`).
    Toads,
    // Grid and strip rulesets after CGSuite's, and the variants of any
    // partizan ruleset.
    /// Clobber (partizan), and its family by rules (`clobber:diagonal,hot`).
    Clobber,
    /// Anti-Clobber (partizan).
    AntiClobber,
    /// Kings, Clobber with king steps (partizan).
    Kings,
    /// Knights, Clobber with knight jumps (partizan).
    Knights,
    /// Rooks, Clobber with rook slides (partizan).
    Rooks,
    /// Queens, Clobber with queen slides (partizan).
    Queens,
    /// Amazons (partizan).
    Amazons,
    /// Fission (partizan).
    Fission,
    /// Konane (partizan).
    Konane,
    /// NoGo (partizan).
    NoGo,
    /// Toppling Dominoes (partizan).
    Toppling,
    /// Elephants and Rhinos, Toads and Frogs without jumps (partizan).
    Elephants,
    /// Sheep, MCGS's Battle Sheep on a hexagonal grid (partizan).
    Sheep,
    /// King Dirt, MCGS's `gen_king_dirt` (partizan).
    KingDirt,
    /// Fox and Geese, CGSuite's `GenFoxAndGeese` (partizan, loopy).
    FoxAndGeese,
    // Graph rulesets after CGSuite's `game.graph`.
    /// Col (partizan).
    Col,
    /// Snort (partizan).
    Snort,
    /// Childish Hackenbush (partizan).
    Childish,
    /// Partizan Arc Kayles (partizan).
    PartizanArcKayles,
    /// Arc Kayles (impartial).
    ArcKayles,
    // Heap and coordinate rulesets after CGSuite's `game.heap`.
    /// Cutcake (partizan).
    Cutcake,
    /// Eatcake (partizan).
    Eatcake,
    /// Maundy Cake (partizan).
    MaundyCake,
    /// Partizan subtraction (`partizansubtraction:LEFT/RIGHT`).
    PartizanSubtraction,
    /// Mem, a heap with a memory (impartial).
    Mem,
    /// Take-Away (`takeaway:LIMIT`), a heap with a memory (impartial).
    TakeAway,
    /// The dicotic variant of a partizan ruleset (`dicotic:RULESET`).
    Dicotic,
    /// The impartial variant of a partizan ruleset (`impartial:RULESET`).
    Impartial,
    /// Graph Nim.
    GraphNim,
    /// Nim.
    Nim,
    /// Wythoff's game.
    Wythoff,
    /// Greedy Nim.
    Greedy,
    /// Moore's Nim_k (`moore:K`).
    Moore,
    /// Fibonacci Nim.
    Fibonacci,
    /// A subtraction game (`sub:SET`).
    Subtraction,
    /// The 21 game (misère).
    TwentyOne,
    /// The 100 game.
    Hundred,
    /// Kayles (octal 0.77).
    Kayles,
    /// Dawson's Kayles (octal 0.07).
    Dawson,
    /// Grundy's game.
    Grundy,
    /// Any take-and-break game by its code (`octal:CODE`).
    Octal,
    /// The Hungry Knight.
    Knight,
}

/// A worked example of a ruleset: a position and its value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Example {
    /// The ruleset's name with its parameter, if it takes one (`moore:2`).
    pub ruleset: &'static str,
    /// The position, as [`Ruleset::parse`] reads it.
    pub position: &'static str,
    /// Its value as the language prints it.
    pub value: &'static str,
}

/// What the catalogue says about a ruleset.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RulesetInfo {
    /// The name, lower case (`toads`).
    pub name: &'static str,
    /// Other names it is found by (lower case).
    pub aliases: &'static [&'static str],
    /// The name for people (`Toads and Frogs`).
    pub title: &'static str,
    /// The rules in one sentence.
    pub rules: &'static str,
    /// How a position is written.
    pub syntax: &'static str,
    /// A position and its value.
    pub example: Example,
    /// Whether Left and Right have different moves (otherwise values are nimbers).
    pub partizan: bool,
    /// Whether the game is played misère (whoever moves last loses) by its rules.
    pub misere: bool,
    /// The ruleset's parameter, written after a colon (`K` in `moore:K`).
    pub parameter: Option<&'static str>,
    /// Whether the parameter may be left out (`toads` is `toads:1`).
    pub parameter_optional: bool,
    /// The position when none is given (`0` for the counting games).
    pub start: Option<&'static str>,
    /// The expression language's function that reads a position of this
    /// ruleset from a string, if it has one.
    pub function: Option<&'static str>,
    /// How a position is drawn (the web page's boards, the terminal's
    /// pictures).
    pub drawing: Drawing,
}

/// How a ruleset's positions are drawn.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Drawing {
    /// As text.
    Text,
    /// Rows of one-character cells joined by `|` (a board or a strip).
    Cells,
    /// Hackenbush's edge list over the ground.
    Edges,
    /// A graph of vertices tinted by the colours next to them and edges
    /// (Col, Snort, Arc Kayles): see [`GraphGame::picture`].
    Graph,
}

impl RulesetKind {
    /// Every ruleset, partizan ones first (then the variants).
    pub const ALL: [RulesetKind; 47] = [
        RulesetKind::Domineering,
        RulesetKind::Hackenbush,
        RulesetKind::Stalk,
        RulesetKind::Toads,
        RulesetKind::Clobber,
        RulesetKind::AntiClobber,
        RulesetKind::Kings,
        RulesetKind::Knights,
        RulesetKind::Rooks,
        RulesetKind::Queens,
        RulesetKind::Amazons,
        RulesetKind::Fission,
        RulesetKind::Konane,
        RulesetKind::NoGo,
        RulesetKind::Toppling,
        RulesetKind::Elephants,
        RulesetKind::Sheep,
        RulesetKind::KingDirt,
        RulesetKind::FoxAndGeese,
        RulesetKind::Col,
        RulesetKind::Snort,
        RulesetKind::Childish,
        RulesetKind::PartizanArcKayles,
        RulesetKind::Cutcake,
        RulesetKind::Eatcake,
        RulesetKind::MaundyCake,
        RulesetKind::PartizanSubtraction,
        RulesetKind::Dicotic,
        RulesetKind::Impartial,
        RulesetKind::Cram,
        RulesetKind::GraphNim,
        RulesetKind::ArcKayles,
        RulesetKind::Nim,
        RulesetKind::Wythoff,
        RulesetKind::Mem,
        RulesetKind::TakeAway,
        RulesetKind::Greedy,
        RulesetKind::Moore,
        RulesetKind::Fibonacci,
        RulesetKind::Subtraction,
        RulesetKind::TwentyOne,
        RulesetKind::Hundred,
        RulesetKind::Kayles,
        RulesetKind::Dawson,
        RulesetKind::Grundy,
        RulesetKind::Octal,
        RulesetKind::Knight,
    ];

    /// The name (`toads`).
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// The ruleset called `name` (case-insensitive; aliases too), without its
    /// parameter: `moore` for `moore:2`. See [`Ruleset::from_name`].
    pub fn from_name(name: &str) -> Option<RulesetKind> {
        let name = name.trim().to_lowercase();
        RulesetKind::ALL
            .into_iter()
            .find(|k| k.info().name == name || k.info().aliases.contains(&name.as_str()))
    }

    /// How the ruleset is named: `nim`, or `moore:K` where it takes a parameter.
    pub fn written(self) -> String {
        match self.info().parameter {
            Some(p) if self.info().parameter_optional => format!("{}[:{p}]", self.name()),
            Some(p) => format!("{}:{p}", self.name()),
            None => self.name().to_string(),
        }
    }

    /// Every ruleset as written, for messages: `domineering, hackenbush, ...`.
    pub fn names() -> String {
        let all: Vec<String> = RulesetKind::ALL.iter().map(|k| k.written()).collect();
        all.join(", ")
    }

    /// The rulesets whose values are read by a function of the expression
    /// language, with the function's name.
    pub fn language_functions() -> impl Iterator<Item = (&'static str, RulesetKind)> {
        RulesetKind::ALL
            .into_iter()
            .filter_map(|k| k.info().function.map(|f| (f, k)))
    }

    /// Read a position of this ruleset; for a ruleset with a parameter, an
    /// error saying how to write it (use [`Ruleset::parse`]).
    pub fn parse(self, text: &str) -> Result<AnyPosition, PositionError> {
        match Ruleset::of(self) {
            Ok(r) => r.parse(text),
            Err(e) => Err(PositionError::syntax(e.to_string(), 0..text.len())),
        }
    }
}

impl fmt::Display for RulesetKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_aliases_and_parameters() {
        for k in RulesetKind::ALL {
            assert_eq!(RulesetKind::from_name(k.name()), Some(k));
            assert_eq!(RulesetKind::from_name(&k.name().to_uppercase()), Some(k));
            for a in k.info().aliases {
                assert_eq!(RulesetKind::from_name(a), Some(k), "{a}");
            }
        }
        let r = Ruleset::from_name("Moore:2").unwrap();
        assert_eq!(
            (r.kind(), r.to_string()),
            (RulesetKind::Moore, "moore:2".into())
        );
        assert_eq!(
            Ruleset::from_name("sub:4,1,3").unwrap().to_string(),
            "sub:1,3,4"
        );
        assert!(matches!(
            Ruleset::from_name("moore"),
            Err(RulesetError::MissingParameter { .. })
        ));
        assert!(matches!(
            Ruleset::from_name("nim:3"),
            Err(RulesetError::UnexpectedParameter("nim"))
        ));
    }
}
