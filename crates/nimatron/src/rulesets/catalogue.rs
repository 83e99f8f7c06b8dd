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
use super::{Amazons, Clobber, ClobberRules, Fission, GridError, Konane, NoGo, NoGoError};
use super::{Childish, GraphError, GraphGame, GraphHackenbush, GraphRules};
use super::{Cram, Domineering, Hackenbush, PartizanPosition, PartizanSolver, Stalk};
use super::{DicoticVariant, ImpartialVariant, ToadsRules, Toppling, TopplingError};
use super::{DomineeringError, HackenbushError, ToadsAndFrogs, ToadsError};
use super::{KingDirt, KingDirtError, Sheep};
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
use std::ops::Range;
use std::str::FromStr;
use std::sync::Arc;

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

/// How Col and Snort positions are written.
const GRAPH_SYNTAX: &str = "CGSuite's graph string: `.` a free vertex, `L` one next to a blue (Left's) vertex, `R` next to a red one, `-` an edge, `(a;b)` branches, `:A` names a vertex so that a later `:A` is the same one, `;` between components (`R-.-R-.-L`, `.:A-.-.-.:A` a cycle); or words `v:L` and `u-v` (`0:R 1 0-1`), vertices from 0 (at most 64)";

/// How cakes are written.
const CAKE_SYNTAX: &str = "cakes ROWSxCOLUMNS separated by spaces or `+` (`3x4`, `2x2 + 1x5`; sides at most 4096, at most 64 cakes)";

/// The fields most rulesets leave as they are: impartial, normal play, no
/// aliases, parameter, start or language function.
const BLANK: RulesetInfo = RulesetInfo {
    name: "",
    aliases: &[],
    title: "",
    rules: "",
    syntax: "",
    example: Example {
        ruleset: "",
        position: "",
        value: "",
    },
    partizan: false,
    misere: false,
    parameter: None,
    parameter_optional: false,
    start: None,
    function: None,
    drawing: Drawing::Text,
};

impl RulesetKind {
    /// Every ruleset, partizan ones first (then the variants).
    pub const ALL: [RulesetKind; 46] = [
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

    /// The catalogue's entry.
    pub fn info(self) -> &'static RulesetInfo {
        use RulesetKind as K;
        match self {
            K::Domineering => &RulesetInfo {
                name: "domineering",
                title: "Domineering",
                rules: "Left places a vertical domino, Right a horizontal one, on two empty cells; whoever cannot move loses",
                syntax: "rows separated by `|`, `.` empty, `#` filled (at most 64 cells)",
                example: Example { ruleset: "domineering", position: "..|..", value: "+-1" },
                partizan: true,
                function: Some("domineering"),
                drawing: Drawing::Cells,
                ..BLANK
            },
            K::Hackenbush => &RulesetInfo {
                name: "hackenbush",
                title: "Hackenbush",
                rules: "Left cuts a blue or green edge, Right a red or green one; whatever no longer reaches the ground falls",
                syntax: "edges `u-v:c` separated by spaces, vertex 0 the ground, colour b (blue), r (red) or g (green); cycles, loops and multiple edges allowed (at most 64 edges); or CGSuite's graph string from the ground (the first vertex): edges `l` blue, `r` red, `e` green, `(a;b)` branches, `:A` names a vertex (`l(l;rl)`)",
                example: Example { ruleset: "hackenbush", position: "0-1:g 1-2:g 2-0:g", value: "*" },
                partizan: true,
                function: Some("hackenbush"),
                drawing: Drawing::Edges,
                ..BLANK
            },
            K::Stalk => &RulesetInfo {
                name: "stalk",
                aliases: &["bamboo"],
                title: "Hackenbush stalk",
                rules: "Hackenbush on one stalk: Left cuts a blue or green edge, Right a red or green one, and everything above it falls",
                syntax: "the colours from the ground up: L blue, R red, G green (at most 64 edges)",
                example: Example { ruleset: "stalk", position: "LRR", value: "1/4" },
                partizan: true,
                function: Some("stalk"),
                ..BLANK
            },
            K::Toads => &RulesetInfo {
                name: "toads",
                aliases: &["toadsandfrogs", "toads-and-frogs", "toads_and_frogs"],
                title: "Toads and Frogs",
                rules: "Left moves a toad one cell right into an empty cell, or jumps it over one frog into the empty cell beyond; Right moves frogs left likewise",
                syntax: "`T` toad, `F` frog, `.` empty (at most 4096 cells)",
                example: Example { ruleset: "toads", position: "T.TFF", value: "^" },
                partizan: true,
                parameter: Some("MAXJUMP"),
                parameter_optional: true,
                function: Some("toads"),
                drawing: Drawing::Cells,
                ..BLANK
            },
            K::Clobber => &RulesetInfo {
                name: "clobber",
                title: "Clobber",
                rules: "Left moves a black stone one step orthogonally onto a white one and removes it, Right a white stone onto a black one; whoever cannot move loses",
                syntax: "rows joined by `|`, all of one length: `x` black (Left), `o` white (Right), `.` empty (at most 64 cells)",
                example: Example { ruleset: "clobber", position: "xox|ox.", value: "{^^*|*,v}" },
                partizan: true,
                parameter: Some("RULES"),
                parameter_optional: true,
                function: Some("clobber"),
                drawing: Drawing::Cells,
                ..BLANK
            },
            K::AntiClobber => &RulesetInfo {
                name: "anticlobber",
                aliases: &["anti-clobber", "anti_clobber"],
                title: "Anti-Clobber",
                rules: "Left moves a black stone one step orthogonally onto an empty cell, leaving a white stone behind; Right moves white stones likewise; whoever cannot move loses",
                syntax: "rows joined by `|`, all of one length: `x` black (Left), `o` white (Right), `.` empty, `#` blocked (at most 64 cells)",
                example: Example { ruleset: "anticlobber", position: "xoxo|oo..", value: "{*|-1}" },
                partizan: true,
                function: Some("anticlobber"),
                drawing: Drawing::Cells,
                ..BLANK
            },
            K::Kings => &RulesetInfo {
                name: "kings",
                title: "Kings",
                rules: "Clobber with king steps: a stone moves one step in any of the eight directions onto an enemy stone and removes it",
                syntax: "as Clobber: rows joined by `|`, `x` black (Left), `o` white (Right), `.` empty (at most 64 cells)",
                example: Example { ruleset: "kings", position: "xox|ox.", value: "{^^*|*,v[2]}" },
                partizan: true,
                function: Some("kings"),
                drawing: Drawing::Cells,
                ..BLANK
            },
            K::Knights => &RulesetInfo {
                name: "knights",
                title: "Knights",
                rules: "Clobber with knight jumps: a stone jumps like a chess knight onto an enemy stone and removes it",
                syntax: "as Clobber: rows joined by `|`, `x` black (Left), `o` white (Right), `.` empty (at most 64 cells)",
                example: Example { ruleset: "knights", position: "xox|o.o|xox", value: "*" },
                partizan: true,
                function: Some("knights"),
                drawing: Drawing::Cells,
                ..BLANK
            },
            K::Rooks => &RulesetInfo {
                name: "rooks",
                title: "Rooks",
                rules: "Clobber with rook moves: a stone slides orthogonally over empty cells onto the first stone in its way, if it is an enemy's, and removes it",
                syntax: "as Clobber: rows joined by `|`, `x` black (Left), `o` white (Right), `.` empty (at most 64 cells)",
                example: Example { ruleset: "rooks", position: "xox|ox.", value: "{^^*|0,*}" },
                partizan: true,
                function: Some("rooks"),
                drawing: Drawing::Cells,
                ..BLANK
            },
            K::Queens => &RulesetInfo {
                name: "queens",
                title: "Queens",
                rules: "Clobber with queen moves: a stone slides in any of the eight directions over empty cells onto the first stone in its way, if it is an enemy's, and removes it",
                syntax: "as Clobber: rows joined by `|`, `x` black (Left), `o` white (Right), `.` empty (at most 64 cells)",
                example: Example { ruleset: "queens", position: "xox|ox.", value: "^" },
                partizan: true,
                function: Some("queens"),
                drawing: Drawing::Cells,
                ..BLANK
            },
            K::Amazons => &RulesetInfo {
                name: "amazons",
                title: "Amazons",
                rules: "Left moves a black amazon like a chess queen over empty cells, then fires an arrow from it like a queen onto an empty cell, which is blocked from then on; Right moves white amazons likewise",
                syntax: "rows joined by `|`, all of one length: `x` black amazon (Left), `o` white amazon (Right), `.` empty, `#` blocked (at most 64 cells; small boards)",
                example: Example { ruleset: "amazons", position: "x..|..o", value: "+-{1,{2|0}}" },
                partizan: true,
                function: Some("amazons"),
                drawing: Drawing::Cells,
                ..BLANK
            },
            K::Fission => &RulesetInfo {
                name: "fission",
                title: "Fission",
                rules: "Left splits a stone into two on the empty cells just above and below it, Right into two on the empty cells just left and right of it",
                syntax: "rows joined by `|`, all of one length: `x` a stone, `.` empty, `#` blocked (at most 64 cells)",
                example: Example { ruleset: "fission", position: ".x.x|..x.|....|..x.", value: "{-1|-4}" },
                partizan: true,
                function: Some("fission"),
                drawing: Drawing::Cells,
                ..BLANK
            },
            K::Konane => &RulesetInfo {
                name: "konane",
                aliases: &["konane'", "hawaiian-checkers"],
                title: "Konane",
                rules: "Left jumps a black stone orthogonally over a white one into the empty cell beyond, removing it, and may go on jumping in the same direction; Right jumps white stones over black ones likewise",
                syntax: "rows joined by `|`, all of one length: `x` black (Left), `o` white (Right), `.` empty, `#` blocked (at most 64 cells)",
                example: Example { ruleset: "konane", position: ".ox.|o..x|....", value: "+-1" },
                partizan: true,
                function: Some("konane"),
                drawing: Drawing::Cells,
                ..BLANK
            },
            K::NoGo => &RulesetInfo {
                name: "nogo",
                aliases: &["no-go"],
                title: "NoGo",
                rules: "Left places a black stone, Right a white one, on an empty cell, but no group of stones may be left without a liberty: capturing and suicide are illegal",
                syntax: "rows joined by `|`, all of one length: `x` black (Left), `o` white (Right), `.` empty, `#` not on the board (at most 64 cells; small boards)",
                example: Example { ruleset: "nogo", position: "x..|...", value: "{1|0}" },
                partizan: true,
                function: Some("nogo"),
                drawing: Drawing::Cells,
                ..BLANK
            },
            K::Toppling => &RulesetInfo {
                name: "toppling",
                aliases: &["topplingdominoes", "toppling-dominoes", "toppling_dominoes"],
                title: "Toppling Dominoes",
                rules: "Left topples a blue or grey domino, Right a red or grey one, to the left or to the right: it falls with every domino on that side",
                syntax: "the row: `l` blue (Left), `r` red (Right), `e` grey (either), `.` a gap (at most 64 cells)",
                example: Example { ruleset: "toppling", position: "lrrlrrl", value: "Tiny(1/2)" },
                partizan: true,
                function: Some("toppling"),
                drawing: Drawing::Cells,
                ..BLANK
            },
            K::Elephants => &RulesetInfo {
                name: "elephants",
                aliases: &["elephantsandrhinos", "elephants-and-rhinos", "elephants_and_rhinos"],
                title: "Elephants and Rhinos",
                rules: "Left moves an elephant (a toad) one cell right into an empty cell, Right a rhino (a frog) one cell left: Toads and Frogs without jumps",
                syntax: "`T` elephant, `F` rhino, `.` empty (at most 4096 cells)",
                example: Example { ruleset: "elephants", position: "TTTT..FFF", value: "1" },
                partizan: true,
                function: Some("elephants"),
                drawing: Drawing::Cells,
                ..BLANK
            },
            K::Sheep => &RulesetInfo {
                name: "sheep",
                aliases: &["battlesheep", "battle-sheep"],
                title: "Sheep",
                rules: "Cells touch six neighbours (up, up-right, right, down, down-left, left); Left picks a herd of at least two of her sheep (positive numbers) and a direction, and 1 to all but one of its sheep run that way over empty cells (0) as far as they can; Right moves his herds (negative numbers) likewise",
                syntax: "rows joined by `|`, numbers separated by spaces or commas: 0 empty grass, n > 0 a herd of n of Left's sheep, -n one of Right's, at most 50 (at most 64 cells), as MCGS writes them",
                example: Example { ruleset: "sheep", position: "0 0 0 | 0 3 0 | 0 0 -2", value: "1" },
                partizan: true,
                ..BLANK
            },
            K::KingDirt => &RulesetInfo {
                name: "kingdirt",
                aliases: &["king-dirt", "gen_king_dirt"],
                title: "King Dirt",
                rules: "Left either places one of her unplaced stones on an empty cell, or moves a black stone a king's step onto an empty cell, leaving dirt (a blocked cell) behind; Right likewise with white stones; with must-place, a player who can place must place",
                syntax: "B,W,M:BOARD: Left's unplaced stones, Right's, must-place (0 or 1), then rows joined by `|`: `x` black (Left), `o` white (Right), `.` empty, `#` dirt (at most 64 cells), as MCGS's gen_king_dirt",
                example: Example { ruleset: "kingdirt", position: "1,1,0:.x.|...|.o.", value: "*" },
                partizan: true,
                ..BLANK
            },
            K::Col => &RulesetInfo {
                name: "col",
                title: "Col",
                rules: "Left colours a free vertex blue, Right one red, but never next to a vertex of their own colour; whoever cannot move loses",
                syntax: GRAPH_SYNTAX,
                example: Example { ruleset: "col", position: "R-.-R-.-L-.-R-.-R-.", value: "7/8" },
                partizan: true,
                function: Some("col"),
                drawing: Drawing::Graph,
                ..BLANK
            },
            K::Snort => &RulesetInfo {
                name: "snort",
                title: "Snort",
                rules: "Left colours a free vertex blue, Right one red, but never next to a vertex of the other's colour; whoever cannot move loses",
                syntax: GRAPH_SYNTAX,
                example: Example { ruleset: "snort", position: "L-.-.-.-L", value: "{4|0,+-1}" },
                partizan: true,
                function: Some("snort"),
                drawing: Drawing::Graph,
                ..BLANK
            },
            K::Childish => &RulesetInfo {
                name: "childish",
                aliases: &["childishhackenbush", "childish-hackenbush", "childish_hackenbush"],
                title: "Childish Hackenbush",
                rules: "Hackenbush in which Left may cut a blue edge and Right a red one only if no other edge falls with it; green edges either may cut, and what no longer reaches the ground falls",
                syntax: "CGSuite's graph string from the ground (the first vertex): edges `l` blue, `r` red, `e` green, `(a;b)` branches, `:A` names a vertex (`l(l;rl)`, `:A llrr:A` a cycle); or edges `u-v:c` with vertex 0 the ground (at most 64 edges)",
                example: Example { ruleset: "childish", position: "l(l;rl)", value: "2" },
                partizan: true,
                function: Some("childish"),
                ..BLANK
            },
            K::PartizanArcKayles => &RulesetInfo {
                name: "partizanarckayles",
                aliases: &["partizan-arc-kayles", "partizan_arc_kayles"],
                title: "Partizan Arc Kayles",
                rules: "Left chooses a blue or green edge, Right a red or green one, and removes both its ends with all their edges",
                syntax: "CGSuite's graph string: edges `l` blue, `r` red, `e` green, `(a;b)` branches, `:A` names a vertex, `;` between components (`lrlr(ll;ree(rl;l))`); or edges `u-v:c` (at most 64 vertices)",
                example: Example { ruleset: "partizanarckayles", position: "llr", value: "1/2" },
                partizan: true,
                function: Some("partizanarckayles"),
                drawing: Drawing::Graph,
                ..BLANK
            },
            K::ArcKayles => &RulesetInfo {
                name: "arckayles",
                aliases: &["arc-kayles", "arc_kayles"],
                title: "Arc Kayles",
                rules: "Choose an edge and remove both its ends with all their edges (a loop removes its one vertex)",
                syntax: "CGSuite's graph string: `.` a vertex, `-` an edge, `(a;b)` branches, `:A` names a vertex, `;` between components (`.-.-.-.`); or edges `u-v` and vertices `v` (at most 64 vertices)",
                example: Example { ruleset: "arckayles", position: ".-.-.-.", value: "*2" },
                function: Some("arckayles"),
                drawing: Drawing::Graph,
                ..BLANK
            },
            K::Cutcake => &RulesetInfo {
                name: "cutcake",
                title: "Cutcake",
                rules: "Left cuts a cake along a line between two columns, Right along a line between two rows; whoever cannot cut loses",
                syntax: CAKE_SYNTAX,
                // CGSuite's GameHeapTest: Cutcake((8,2)) = -3.
                example: Example { ruleset: "cutcake", position: "8x2", value: "-3" },
                partizan: true,
                ..BLANK
            },
            K::Eatcake => &RulesetInfo {
                name: "eatcake",
                title: "Eatcake",
                rules: "Left eats a whole column of a cake, Right a whole row, and what is left may fall into two cakes",
                syntax: CAKE_SYNTAX,
                // CGSuite's GameHeapTest: Eatcake((8,1)) = ^.
                example: Example { ruleset: "eatcake", position: "8x1", value: "^" },
                partizan: true,
                ..BLANK
            },
            K::MaundyCake => &RulesetInfo {
                name: "maundycake",
                aliases: &["maundy", "maundy-cake"],
                title: "Maundy Cake",
                rules: "Left cuts a cake into two or more equal pieces by lines between columns, Right by lines between rows",
                syntax: CAKE_SYNTAX,
                // CGSuite's GameHeapTest: MaundyCake((8,5)) = -3.
                example: Example { ruleset: "maundycake", position: "8x5", value: "-3" },
                partizan: true,
                ..BLANK
            },
            K::PartizanSubtraction => &RulesetInfo {
                name: "partizansubtraction",
                aliases: &["psub", "partizan-subtraction"],
                title: "partizan subtraction",
                rules: "Left takes from one heap an amount in Left's set, Right an amount in Right's",
                syntax: "heap sizes separated by spaces (at most 64 heaps of 100000)",
                // CGSuite's GameHeapTest: PartizanSubtraction([1,3],[2,3])(6).
                example: Example {
                    ruleset: "partizansubtraction:1,3/2,3",
                    position: "6",
                    value: "{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}",
                },
                partizan: true,
                parameter: Some("LEFT/RIGHT"),
                ..BLANK
            },
            K::Dicotic => &RulesetInfo {
                name: "dicotic",
                aliases: &["allsmall", "all-small"],
                title: "dicotic variant",
                rules: "A partizan ruleset in which neither player may move unless both have a move",
                syntax: "a position of the ruleset after the colon",
                example: Example { ruleset: "dicotic:domineering", position: "...|...", value: "^" },
                partizan: true,
                parameter: Some("RULESET"),
                ..BLANK
            },
            K::Impartial => &RulesetInfo {
                name: "impartial",
                title: "impartial variant",
                rules: "A partizan ruleset in which either player may make any move of Left or of Right",
                syntax: "a position of the ruleset after the colon",
                example: Example { ruleset: "impartial:domineering", position: "...|...", value: "*" },
                parameter: Some("RULESET"),
                ..BLANK
            },
            K::Cram => &RulesetInfo {
                name: "cram",
                title: "Cram",
                rules: "Either player places a domino, vertical or horizontal, on two empty cells; whoever cannot move loses",
                syntax: "rows separated by `|`, `.` empty, `#` filled (at most 64 cells)",
                example: Example { ruleset: "cram", position: "...|...", value: "*" },
                function: Some("cram"),
                drawing: Drawing::Cells,
                ..BLANK
            },
            K::GraphNim => &RulesetInfo {
                name: "graphnim",
                aliases: &["graph-nim", "graph_nim"],
                title: "graph Nim",
                rules: "Choose a vertex and remove one or more of the edges at it",
                syntax: "edges `u-v`, or `u-vxK` for K parallel edges, separated by commas or spaces (at most 64 edges)",
                example: Example { ruleset: "graphnim", position: "0-1x3, 2-3x5", value: "*6" },
                function: Some("graphnim"),
                ..BLANK
            },
            K::Nim => &RulesetInfo {
                name: "nim",
                title: "Nim",
                rules: "Take any number of objects from one heap",
                syntax: "heap sizes separated by spaces (any size)",
                example: Example { ruleset: "nim", position: "3 4 5", value: "*2" },
                ..BLANK
            },
            K::Wythoff => &RulesetInfo {
                name: "wythoff",
                aliases: &["wythoffs", "wythoff's"],
                title: "Wythoff's game",
                rules: "Take any number from one heap, or the same number from both",
                syntax: "two heap sizes (at most 100000 each)",
                example: Example { ruleset: "wythoff", position: "4 7", value: "0" },
                ..BLANK
            },
            K::Mem => &RulesetInfo {
                name: "mem",
                title: "Mem",
                rules: "Take at least as many tokens as the last move took (at least one); the first move may take any number",
                syntax: "the tokens and the memory, the last move's size (`10 0` to start; at most 100000 each)",
                // CGSuite's GameHeapTest: Mem((10,0)).NimValue = 3.
                example: Example { ruleset: "mem", position: "10 0", value: "*3" },
                ..BLANK
            },
            K::TakeAway => &RulesetInfo {
                name: "takeaway",
                aliases: &["take-away"],
                title: "Take-Away",
                rules: "Take at most LIMIT times as many tokens as the last move took",
                syntax: "the tokens and the memory, the last move's size (`10 3`; at most 100000 each)",
                example: Example { ruleset: "takeaway:3", position: "10 3", value: "*6" },
                parameter: Some("LIMIT"),
                ..BLANK
            },
            K::Greedy => &RulesetInfo {
                name: "greedy",
                aliases: &["greedynim", "greedy-nim"],
                title: "greedy Nim",
                rules: "Take any number from a largest heap",
                syntax: "heap sizes separated by spaces (at most 100000 each)",
                example: Example { ruleset: "greedy", position: "3 4 5", value: "*" },
                ..BLANK
            },
            K::Moore => &RulesetInfo {
                name: "moore",
                aliases: &["moores", "moore-nim"],
                title: "Moore's Nim",
                rules: "Take from at least one and at most K heaps",
                syntax: "heap sizes separated by spaces (at most 16 heaps and a million positions)",
                example: Example { ruleset: "moore:2", position: "1 2 3", value: "*6" },
                parameter: Some("K"),
                ..BLANK
            },
            K::Fibonacci => &RulesetInfo {
                name: "fibonacci",
                aliases: &["fibonacci-nim", "fibnim"],
                title: "Fibonacci Nim",
                rules: "Take at most twice what the last move took (the first move may not take all)",
                syntax: "the coins at the start, or coins and the most the mover may take (`17 6`)",
                example: Example { ruleset: "fibonacci", position: "20", value: "*7" },
                ..BLANK
            },
            K::Subtraction => &RulesetInfo {
                name: "sub",
                aliases: &["subtraction"],
                title: "subtraction game",
                rules: "Take from one heap an amount in the set",
                syntax: "heap sizes separated by spaces (at most 100000 each)",
                example: Example { ruleset: "sub:1,3,4", position: "5 6", value: "*" },
                parameter: Some("SET"),
                ..BLANK
            },
            K::TwentyOne => &RulesetInfo {
                name: "21",
                aliases: &["twentyone", "twenty-one"],
                title: "the 21 game",
                rules: "Add 1, 2 or 3 to the count in turn; whoever says 21 loses",
                syntax: "the count so far, 0 to 21",
                example: Example { ruleset: "21", position: "0", value: "*" },
                misere: true,
                start: Some("0"),
                ..BLANK
            },
            K::Hundred => &RulesetInfo {
                name: "100",
                aliases: &["hundred"],
                title: "the 100 game",
                rules: "Add 1 to 10 to the total in turn; whoever reaches 100 wins",
                syntax: "the total so far, 0 to 100",
                example: Example { ruleset: "100", position: "0", value: "*" },
                start: Some("0"),
                ..BLANK
            },
            K::Kayles => &RulesetInfo {
                name: "kayles",
                title: "Kayles",
                rules: "Knock down one pin or two neighbouring pins from a row (octal 0.77)",
                syntax: "row lengths separated by spaces (at most 10000 each)",
                example: Example { ruleset: "kayles", position: "3 5", value: "*7" },
                ..BLANK
            },
            K::Dawson => &RulesetInfo {
                name: "dawson",
                aliases: &["dawsons", "dawson's", "dawsons-kayles"],
                title: "Dawson's Kayles",
                rules: "Knock down two neighbouring pins from a row (octal 0.07)",
                syntax: "row lengths separated by spaces (at most 10000 each)",
                example: Example { ruleset: "dawson", position: "4", value: "*2" },
                ..BLANK
            },
            K::Grundy => &RulesetInfo {
                name: "grundy",
                aliases: &["grundys", "grundys-game", "grundy's"],
                title: "Grundy's game",
                rules: "Split a heap into two heaps of different sizes",
                syntax: "heap sizes separated by spaces (at most 10000 each)",
                example: Example { ruleset: "grundy", position: "7", value: "0" },
                ..BLANK
            },
            K::Octal => &RulesetInfo {
                name: "octal",
                aliases: &["hexadecimal"],
                title: "take-and-break game",
                rules: "Take tokens from a heap and split what is left as the octal (or hexadecimal) code allows",
                syntax: "heap sizes separated by spaces (at most 10000 each, 1000 when a move may leave three heaps)",
                example: Example { ruleset: "octal:0.137", position: "6", value: "*" },
                parameter: Some("CODE"),
                ..BLANK
            },
            K::Knight => &RulesetInfo {
                name: "knight",
                aliases: &["hungryknight", "hungry-knight"],
                title: "the Hungry Knight",
                rules: "Move the knight NNE, NNW, NWW or SWW on a 24x24 board, or eat some of its apples",
                syntax: "ROW COL APPLES, row and column from 1 (the north-west corner)",
                example: Example { ruleset: "knight", position: "3 6 4", value: "*6" },
                ..BLANK
            },
        }
    }

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

// ---------------------------------------------------------------------------
// Rulesets with their parameters.

/// The parameter of a ruleset.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Param {
    None,
    /// Moore's K.
    Heaps(usize),
    /// A subtraction set.
    Set(Vec<u64>),
    /// A take-and-break game.
    Game(Arc<OctalGame>),
    /// Generalised Toads and Frogs.
    Toads(ToadsRules),
    /// A member of the Clobber family.
    Clobber(ClobberRules),
    /// The ruleset a variant is of.
    Inner(Box<Ruleset>),
    /// Left's subtraction set and Right's.
    Sets(Vec<u64>, Vec<u64>),
    /// Take-Away's limit.
    Limit(Rational),
}

/// A ruleset with its parameter: `nim`, `moore:2`, `sub:1,3,4`, `octal:0.137`.
///
/// ```
/// use nimatron::rulesets::catalogue::{Ruleset, RulesetKind};
///
/// // Names in any case, with aliases; parameters after a colon.
/// let toads = Ruleset::from_name("Toads-and-Frogs").unwrap();
/// assert_eq!(toads.to_string(), "toads");
/// assert_eq!(RulesetKind::Toads.info().example.value, "^");
/// let sub = Ruleset::from_name("sub:1,3,4").unwrap();
/// assert!(sub.parse("5 6").is_ok());
/// assert!(sub.parse("5 x").is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ruleset {
    kind: RulesetKind,
    param: Param,
}

/// Why a ruleset name could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RulesetError {
    /// No ruleset has this name.
    #[error("unknown ruleset `{0}`: the rulesets are {names}", names = RulesetKind::names())]
    Unknown(String),
    /// The ruleset needs a parameter (`moore:K`).
    #[error("`{name}` needs its {parameter}: write {name}:{parameter}, e.g. {example}")]
    MissingParameter {
        /// The ruleset's name.
        name: &'static str,
        /// The parameter's placeholder name (`K`, `RULES`, ...).
        parameter: &'static str,
        /// A ruleset name with its parameter written out, to copy.
        example: &'static str,
    },
    /// The ruleset takes no parameter.
    #[error("`{0}` takes no parameter after `:`")]
    UnexpectedParameter(&'static str),
    /// A parameter that does not fit.
    #[error("bad parameter for `{name}`: {message}")]
    BadParameter {
        /// The ruleset's name.
        name: &'static str,
        /// What is wrong with the parameter.
        message: String,
    },
}

/// The largest subtraction-set member, and the most members.
const MAX_SUBTRACTION: u64 = 4096;
const MAX_SET_SIZE: usize = 64;

/// A subtraction set written `1,3,4`: sorted, without repeats.
fn subtraction_set(p: &str) -> Result<Vec<u64>, String> {
    let set: Result<Vec<u64>, _> = p.split(',').map(|x| x.trim().parse()).collect();
    match set {
        Ok(mut set)
            if !set.is_empty()
                && set.len() <= MAX_SET_SIZE
                && set.iter().all(|&k| (1..=MAX_SUBTRACTION).contains(&k)) =>
        {
            set.sort_unstable();
            set.dedup();
            Ok(set)
        }
        _ => Err(format!(
            "`{p}` is not a set of amounts from 1 to {MAX_SUBTRACTION} separated by commas (at most {MAX_SET_SIZE}), e.g. sub:1,3,4"
        )),
    }
}

/// Take-Away's limit written `2` or `3/2`: a positive dyadic rational of at
/// most 4096.
fn take_away_limit(p: &str) -> Result<Rational, String> {
    let bad = || {
        format!("`{p}` is not a limit such as 2 or 3/2 (a positive number of at most 4096 whose denominator is a power of two)")
    };
    let (num, den) = p.split_once('/').unwrap_or((p, "1"));
    let (Ok(num), Ok(den)) = (num.trim().parse::<i64>(), den.trim().parse::<u64>()) else {
        return Err(bad());
    };
    if num <= 0 || den == 0 || !den.is_power_of_two() || num / (den as i64) >= 4096 {
        return Err(bad());
    }
    Rational::from_i64_ratio(num, den).ok_or_else(bad)
}

impl Ruleset {
    /// The ruleset written `name`: a name or alias (any case), with its
    /// parameter after a colon where it takes one (`moore:2`, `sub:1,3,4`,
    /// `octal:0.137`). An unknown name gives an error listing every ruleset.
    pub fn from_name(name: &str) -> Result<Ruleset, RulesetError> {
        let (base, param) = match name.split_once(':') {
            Some((b, p)) => (b, Some(p.trim())),
            None => (name, None),
        };
        let kind =
            RulesetKind::from_name(base).ok_or_else(|| RulesetError::Unknown(name.to_string()))?;
        let info = kind.info();
        let bad = |message: String| RulesetError::BadParameter {
            name: info.name,
            message,
        };
        let param = match (kind, param) {
            (RulesetKind::Toads, p) => {
                let rules = ToadsRules::parse(p.unwrap_or_default()).map_err(bad)?;
                return Ok(Ruleset::toads(rules));
            }
            (RulesetKind::Clobber, p) => {
                let rules = ClobberRules::parse(p.unwrap_or_default()).map_err(bad)?;
                return Ok(Ruleset::clobber(rules));
            }
            (RulesetKind::Impartial | RulesetKind::Dicotic, Some(p)) => {
                let inner = Ruleset::from_name(p).map_err(|e| bad(e.to_string()))?;
                let nested_ok =
                    kind == RulesetKind::Impartial && inner.kind == RulesetKind::Dicotic;
                if matches!(inner.param, Param::Inner(_)) && !nested_ok {
                    return Err(bad(format!(
                        "`{inner}` is a variant already (only impartial:dicotic:RULESET nests)"
                    )));
                }
                if !inner.info().partizan {
                    return Err(bad(format!(
                        "`{inner}` is not partizan: the variants are of partizan rulesets ({})",
                        partizan_names()
                    )));
                }
                Param::Inner(Box::new(inner))
            }
            (_, None) if info.parameter.is_some() => {
                return Err(RulesetError::MissingParameter {
                    name: info.name,
                    parameter: info.parameter.unwrap_or_default(),
                    example: info.example.ruleset,
                })
            }
            (_, None) => Param::None,
            (RulesetKind::Moore, Some(p)) => match p.parse::<usize>() {
                Ok(k) if (1..=64).contains(&k) => Param::Heaps(k),
                _ => return Err(bad(format!("`{p}` is not a number of heaps from 1 to 64"))),
            },
            (RulesetKind::PartizanSubtraction, Some(p)) => {
                let (l, r) = p.split_once('/').ok_or_else(|| {
                    bad(format!(
                        "`{p}` is not two sets separated by `/`, e.g. partizansubtraction:1,3/2,3"
                    ))
                })?;
                Param::Sets(
                    subtraction_set(l).map_err(bad)?,
                    subtraction_set(r).map_err(bad)?,
                )
            }
            (RulesetKind::TakeAway, Some(p)) => Param::Limit(take_away_limit(p).map_err(bad)?),
            (RulesetKind::Subtraction, Some(p)) => Param::Set(subtraction_set(p).map_err(bad)?),
            (RulesetKind::Octal, Some(p)) => match p.parse::<OctalGame>() {
                Ok(g) => Param::Game(Arc::new(g)),
                Err(e) => return Err(bad(e.to_string())),
            },
            (_, Some(_)) => return Err(RulesetError::UnexpectedParameter(info.name)),
        };
        Ok(Ruleset { kind, param })
    }

    /// The ruleset of a kind without a parameter.
    pub fn of(kind: RulesetKind) -> Result<Ruleset, RulesetError> {
        Ruleset::from_name(kind.name())
    }

    /// Generalised Toads and Frogs with `rules`: Toads and Frogs itself,
    /// Elephants and Rhinos (`max_jump` 0), or `toads:` with the rules.
    /// `Ruleset::from_name("toads:2")` is `Ruleset::toads(ToadsRules { max_jump:
    /// 2, ..ToadsRules::TOADS })`.
    pub fn toads(rules: ToadsRules) -> Ruleset {
        let (kind, param) = if rules == ToadsRules::TOADS {
            (RulesetKind::Toads, Param::None)
        } else if rules == ToadsRules::ELEPHANTS {
            (RulesetKind::Elephants, Param::None)
        } else {
            (RulesetKind::Toads, Param::Toads(rules))
        };
        Ruleset { kind, param }
    }

    /// The Clobber-family member with `rules`: a named one (Clobber, Anti-Clobber,
    /// Kings, Knights, Rooks, Queens) or `clobber:` with the rules.
    pub fn clobber(rules: ClobberRules) -> Ruleset {
        let named = [
            (ClobberRules::CLOBBER, RulesetKind::Clobber),
            (ClobberRules::ANTI, RulesetKind::AntiClobber),
            (ClobberRules::KINGS, RulesetKind::Kings),
            (ClobberRules::KNIGHTS, RulesetKind::Knights),
            (ClobberRules::ROOKS, RulesetKind::Rooks),
            (ClobberRules::QUEENS, RulesetKind::Queens),
        ];
        match named.iter().find(|(r, _)| *r == rules) {
            Some(&(_, kind)) => ruleset_of(kind),
            None => Ruleset {
                kind: RulesetKind::Clobber,
                param: Param::Clobber(rules),
            },
        }
    }

    /// A position of this ruleset, written `text`, as the expression
    /// language reads it: `domineering("..|..")`, `toads("TTT..FF",
    /// maxjump=2)`, `clobber("xo|ox", rules="hot")`; a ruleset the language
    /// has no function for is written as the catalogue names it,
    /// `octal:0.07("5")`.
    pub fn call(&self, text: &str) -> String {
        let name = self.kind.info().function.unwrap_or(self.kind.name());
        match &self.param {
            Param::Toads(r) => {
                let mut w = format!("maxjump={}", r.max_jump);
                if r.min_slide != 1 {
                    w += &format!(", minslide={}", r.min_slide);
                }
                if r.max_slide != 1 {
                    w += &format!(", maxslide={}", r.max_slide);
                }
                if r.friendly {
                    w += ", friendly=true";
                }
                format!("{name}({text:?}, {w})")
            }
            Param::Clobber(r) => format!("{name}({text:?}, rules={:?})", r.words()),
            // `impartial(domineering("..|.."))`, `impartial(dicotic(...))`.
            Param::Inner(inner) => format!("{}({})", self.kind.name(), inner.call(text)),
            Param::None if self.kind.info().function.is_some() => format!("{name}({text:?})"),
            _ => format!("{self}({text:?})"),
        }
    }

    /// The impartial variant of a partizan ruleset (`impartial:domineering`),
    /// or `None` for an impartial one.
    pub fn impartial_variant(&self) -> Option<Ruleset> {
        self.variant(RulesetKind::Impartial)
    }

    /// The dicotic variant of a partizan ruleset (`dicotic:clobber`), or
    /// `None` for an impartial one.
    pub fn dicotic_variant(&self) -> Option<Ruleset> {
        self.variant(RulesetKind::Dicotic)
    }

    fn variant(&self, kind: RulesetKind) -> Option<Ruleset> {
        self.info().partizan.then(|| Ruleset {
            kind,
            param: Param::Inner(Box::new(self.clone())),
        })
    }

    /// The rules of generalised Toads and Frogs (Toads and Frogs' for others).
    fn toads_rules(&self) -> ToadsRules {
        match (&self.param, self.kind) {
            (Param::Toads(r), _) => *r,
            (_, RulesetKind::Elephants) => ToadsRules::ELEPHANTS,
            _ => ToadsRules::TOADS,
        }
    }

    /// The rules of a Clobber-family member (Clobber's for others).
    fn clobber_rules(&self) -> ClobberRules {
        match (&self.param, self.kind) {
            (Param::Clobber(r), _) => *r,
            (_, RulesetKind::AntiClobber) => ClobberRules::ANTI,
            (_, RulesetKind::Kings) => ClobberRules::KINGS,
            (_, RulesetKind::Knights) => ClobberRules::KNIGHTS,
            (_, RulesetKind::Rooks) => ClobberRules::ROOKS,
            (_, RulesetKind::Queens) => ClobberRules::QUEENS,
            _ => ClobberRules::CLOBBER,
        }
    }

    /// Its kind.
    pub fn kind(&self) -> RulesetKind {
        self.kind
    }

    /// The catalogue's entry.
    pub fn info(&self) -> &'static RulesetInfo {
        self.kind.info()
    }

    /// The rules in one sentence, with the parameter filled in.
    pub fn rules(&self) -> String {
        match &self.param {
            Param::Heaps(k) => format!("Take from at least one and at most {k} heaps"),
            Param::Set(set) => format!("Take {} from one heap", set_words(set)),
            Param::Game(g) => format!("{} ({g})", self.info().rules),
            Param::Toads(r) => r.sentence(),
            Param::Clobber(r) => r.sentence(),
            Param::Inner(r) => format!("{} ({}: {})", self.info().rules, r.info().title, r.rules()),
            Param::Sets(l, r) => format!(
                "Left takes {} from one heap, Right {}",
                set_words(l),
                set_words(r)
            ),
            Param::Limit(k) => {
                format!("Take at most {k} times as many tokens as the last move took")
            }
            Param::None => self.info().rules.to_string(),
        }
    }

    /// The take-and-break game of Kayles, Dawson's Kayles, Grundy's game or an
    /// octal code.
    fn take_and_break(&self) -> Option<Arc<OctalGame>> {
        let game = |s: &str| s.parse::<OctalGame>().ok().map(Arc::new);
        match (&self.param, self.kind) {
            (Param::Game(g), _) => Some(g.clone()),
            (_, RulesetKind::Kayles) => game("kayles"),
            (_, RulesetKind::Dawson) => game("dawson"),
            (_, RulesetKind::Grundy) => game("grundy"),
            _ => None,
        }
    }

    /// Read a position of this ruleset; errors point into `text`.
    pub fn parse(&self, text: &str) -> Result<AnyPosition, PositionError> {
        use super::heap_games as h;
        use RulesetKind as K;
        Ok(match (self.kind, &self.param) {
            (K::Domineering, _) => AnyPosition::Domineering(
                Domineering::parse(text).map_err(|e| board_error(e, text))?,
            ),
            (K::Cram, _) => AnyPosition::Cram(Cram::parse(text).map_err(|e| board_error(e, text))?),
            // CGSuite's graph strings start with an edge, a branch or a name;
            // edge lists with a vertex number.
            (K::Hackenbush, _) if text.trim_start().starts_with(|c: char| !c.is_ascii_digit()) => {
                AnyPosition::GraphHackenbush(GraphHackenbush::parse(text).map_err(graph_error)?)
            }
            (K::Hackenbush, _) => AnyPosition::Hackenbush(
                Hackenbush::parse(text).map_err(|e| hackenbush_error(e, text))?,
            ),
            (K::Stalk, _) => {
                AnyPosition::Stalk(Stalk::parse(text).map_err(|e| hackenbush_error(e, text))?)
            }
            (K::GraphNim, _) => AnyPosition::GraphNim(GraphNim::parse(text).map_err(|e| {
                let at = e.pos().min(text.len());
                let end = text[at..].chars().next().map_or(at, |c| at + c.len_utf8());
                let large = matches!(
                    e,
                    crate::impartial::graph_nim::GraphNimError::TooLarge { .. }
                );
                PositionError::from_error(&e, at..end, large)
            })?),
            (K::Nim, _) => AnyPosition::Nim(NimHeaps::parse(text)?),
            (K::Wythoff, _) => AnyPosition::Wythoff(h::parse_wythoff(text)?),
            (K::Greedy, _) => AnyPosition::Greedy(h::parse_greedy(text)?),
            (K::Moore, Param::Heaps(k)) => AnyPosition::Moore(h::parse_moore(text, *k)?),
            (K::Fibonacci, _) => AnyPosition::Fibonacci(h::parse_fibonacci(text)?),
            (K::Subtraction, Param::Set(set)) => {
                AnyPosition::Subtraction(h::parse_subtraction(text, set)?)
            }
            (K::TwentyOne, _) => {
                AnyPosition::Counting(Counting::parse(text, Counting::twenty_one(0))?)
            }
            (K::Hundred, _) => AnyPosition::Counting(Counting::parse(text, Counting::hundred(0))?),
            (K::Kayles | K::Dawson | K::Grundy | K::Octal, _) => {
                let game = self.take_and_break().ok_or_else(|| {
                    PositionError::syntax("the ruleset has no take-and-break code", 0..0)
                })?;
                AnyPosition::TakeAndBreak(TakeAndBreak::parse(text, &game)?)
            }
            (K::Knight, _) => AnyPosition::Knight(h::parse_knight(text)?),
            (K::Toads | K::Elephants, _) => AnyPosition::Toads(
                ToadsAndFrogs::parse_with(text, self.toads_rules()).map_err(|e| {
                    let span = match e {
                        ToadsError::BadChar { ch, pos } => pos..pos + ch.len_utf8(),
                        ToadsError::TooLong(_) => 0..text.len(),
                    };
                    PositionError::from_error(&e, span, matches!(e, ToadsError::TooLong(_)))
                })?,
            ),
            (K::Clobber | K::AntiClobber | K::Kings | K::Knights | K::Rooks | K::Queens, _) => {
                AnyPosition::Clobber(
                    Clobber::parse_with(text, self.clobber_rules())
                        .map_err(|e| grid_error(e, text))?,
                )
            }
            (K::Amazons, _) => {
                AnyPosition::Amazons(Amazons::parse(text).map_err(|e| grid_error(e, text))?)
            }
            (K::Fission, _) => {
                AnyPosition::Fission(Fission::parse(text).map_err(|e| grid_error(e, text))?)
            }
            (K::Konane, _) => {
                AnyPosition::Konane(Konane::parse(text).map_err(|e| grid_error(e, text))?)
            }
            (K::NoGo, _) => AnyPosition::NoGo(NoGo::parse(text).map_err(|e| match e {
                NoGoError::Grid(g) => grid_error(g, text),
                NoGoError::NoLiberty { cell, .. } => {
                    let at = grid::cell_offset(text, cell);
                    PositionError::syntax(e.to_string(), at..at + 1)
                }
            })?),
            (K::Sheep, _) => AnyPosition::Sheep(Sheep::parse(text).map_err(|e| match e {
                super::SheepError::Grid(g) => grid_error(g, text),
                e => PositionError::syntax(e.to_string(), e.span(text)),
            })?),
            (K::KingDirt, _) => {
                AnyPosition::KingDirt(KingDirt::parse(text).map_err(|e| match e {
                    KingDirtError::Counts(m, span) => PositionError::syntax(m, span),
                    KingDirtError::Grid(g, offset) => {
                        let board = &text[offset.min(text.len())..];
                        let mut p = grid_error(g, board);
                        p.span = p.span.start + offset..p.span.end + offset;
                        p
                    }
                })?)
            }
            (K::Toppling, _) => AnyPosition::Toppling(Toppling::parse(text).map_err(|e| {
                let span = match e {
                    TopplingError::BadChar { ch, pos } => pos..pos + ch.len_utf8(),
                    TopplingError::TooLong(_) => 0..text.len(),
                };
                PositionError::from_error(&e, span, matches!(e, TopplingError::TooLong(_)))
            })?),
            (K::Col | K::Snort | K::ArcKayles | K::PartizanArcKayles, _) => {
                let rules = match self.kind {
                    K::Col => GraphRules::Col,
                    K::Snort => GraphRules::Snort,
                    K::ArcKayles => GraphRules::ArcKayles,
                    _ => GraphRules::PartizanArcKayles,
                };
                AnyPosition::Graph(GraphGame::parse(text, rules).map_err(graph_error)?)
            }
            (K::Childish, _) => AnyPosition::Childish(Childish::parse(text).map_err(graph_error)?),
            (K::Cutcake | K::Eatcake | K::MaundyCake, _) => {
                let rules = match self.kind {
                    K::Cutcake => CakeRules::Cut,
                    K::Eatcake => CakeRules::Eat,
                    _ => CakeRules::Maundy,
                };
                AnyPosition::Cakes(Cakes::parse(text, rules)?)
            }
            (K::PartizanSubtraction, Param::Sets(l, r)) => {
                AnyPosition::PartizanSubtraction(PartizanSubtraction::parse(text, l, r)?)
            }
            (K::Mem, _) => AnyPosition::Memory(MemoryHeap::parse(text, &MemoryRules::Mem)?),
            (K::TakeAway, Param::Limit(k)) => {
                AnyPosition::Memory(MemoryHeap::parse(text, &MemoryRules::TakeAway(k.clone()))?)
            }
            (K::Impartial | K::Dicotic, Param::Inner(inner)) => AnyPosition::Variant(Variant {
                kind: self.kind,
                inner: Box::new(inner.parse(text)?),
            }),
            (K::Impartial | K::Dicotic, _) => {
                return Err(PositionError::syntax(
                    format!("`{}` needs its ruleset", self.kind.written()),
                    0..0,
                ))
            }
            (K::Moore | K::Subtraction | K::PartizanSubtraction | K::TakeAway, _) => {
                return Err(PositionError::syntax(
                    format!("`{}` needs its parameter", self.kind.written()),
                    0..0,
                ))
            }
        })
    }
}

/// A set written `1,3,4`.
fn set_text(set: &[u64]) -> String {
    let s: Vec<String> = set.iter().map(u64::to_string).collect();
    s.join(",")
}

/// A set for a sentence: `1, 3, 4`.
fn set_words(set: &[u64]) -> String {
    let s: Vec<String> = set.iter().map(u64::to_string).collect();
    s.join(", ")
}

impl fmt::Display for Ruleset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = self.kind.name();
        match &self.param {
            Param::None => f.write_str(name),
            Param::Heaps(k) => write!(f, "{name}:{k}"),
            Param::Set(set) => write!(f, "{name}:{}", set_text(set)),
            Param::Game(g) => write!(f, "{name}:{g}"),
            Param::Toads(r) => write!(f, "{name}:{}", r.words()),
            Param::Clobber(r) => write!(f, "{name}:{}", r.words()),
            Param::Inner(r) => write!(f, "{name}:{r}"),
            Param::Sets(l, r) => write!(f, "{name}:{}/{}", set_text(l), set_text(r)),
            Param::Limit(k) => write!(f, "{name}:{k}"),
        }
    }
}

impl FromStr for Ruleset {
    type Err = RulesetError;

    fn from_str(s: &str) -> Result<Ruleset, RulesetError> {
        Ruleset::from_name(s)
    }
}

// ---------------------------------------------------------------------------
// Errors in positions.

/// What is wrong with a position's text.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PositionErrorKind {
    /// Not a position of the ruleset.
    Syntax,
    /// A position larger than the ruleset supports.
    TooLarge,
}

/// Why a position could not be read: a message and the bytes of the text at
/// fault (for a caret).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct PositionError {
    /// Bad syntax, or too large.
    pub kind: PositionErrorKind,
    /// The message, for people.
    pub message: String,
    /// Byte offsets into the position's text.
    pub span: Range<usize>,
}

impl PositionError {
    /// Text that is not a position, at `span`.
    pub fn syntax(message: impl Into<String>, span: Range<usize>) -> PositionError {
        PositionError {
            kind: PositionErrorKind::Syntax,
            message: message.into(),
            span,
        }
    }

    /// A position too large to read, at `span`.
    pub fn too_large(message: impl Into<String>, span: Range<usize>) -> PositionError {
        PositionError {
            kind: PositionErrorKind::TooLarge,
            message: message.into(),
            span,
        }
    }

    fn from_error(e: &dyn std::error::Error, span: Range<usize>, large: bool) -> PositionError {
        if large {
            PositionError::too_large(e.to_string(), span)
        } else {
            PositionError::syntax(e.to_string(), span)
        }
    }
}

fn board_error(e: DomineeringError, text: &str) -> PositionError {
    match e {
        DomineeringError::BadChar { ch, pos } => {
            PositionError::syntax(e.to_string(), pos..pos + ch.len_utf8())
        }
        DomineeringError::TooLarge(_) => PositionError::too_large(e.to_string(), 0..text.len()),
    }
}

fn grid_error(e: GridError, text: &str) -> PositionError {
    let span = e.span(text);
    if matches!(e, GridError::TooLarge(_)) {
        PositionError::too_large(e.to_string(), span)
    } else {
        PositionError::syntax(e.to_string(), span)
    }
}

fn graph_error(e: GraphError) -> PositionError {
    let (message, span) = (e.message, e.span);
    if e.too_large {
        PositionError::too_large(message, span)
    } else {
        PositionError::syntax(message, span)
    }
}

fn hackenbush_error(e: HackenbushError, text: &str) -> PositionError {
    match e.span() {
        Some(span) => PositionError::syntax(e.to_string(), span),
        None => PositionError::too_large(e.to_string(), 0..text.len()),
    }
}

// ---------------------------------------------------------------------------
// Positions.

/// A position of any ruleset.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AnyPosition {
    /// A Domineering board.
    Domineering(Domineering),
    /// A Cram board.
    Cram(Cram),
    /// A Hackenbush graph.
    Hackenbush(Hackenbush),
    /// A Hackenbush stalk.
    Stalk(Stalk),
    /// A Hackenbush graph written in CGSuite's graph string.
    GraphHackenbush(GraphHackenbush),
    /// A Toads and Frogs strip.
    Toads(ToadsAndFrogs),
    /// A graph Nim board.
    GraphNim(GraphNim),
    /// Nim heaps.
    Nim(NimHeaps),
    /// Wythoff's heaps.
    Wythoff(Wythoff),
    /// Greedy Nim heaps.
    Greedy(GreedyNim),
    /// Moore's Nim heaps (with K).
    Moore(MooreNim),
    /// A Fibonacci Nim pile.
    Fibonacci(FibonacciNim),
    /// Heaps of a subtraction game (with its set).
    Subtraction(SubtractionGame),
    /// The 21 or the 100 game.
    Counting(Counting),
    /// Heaps of Kayles, Dawson's Kayles, Grundy's game or an octal game.
    TakeAndBreak(TakeAndBreak),
    /// The Hungry Knight and its apples.
    Knight(HungryKnight),
    /// A board of the Clobber family.
    Clobber(Clobber),
    /// An Amazons board.
    Amazons(Amazons),
    /// A Fission board.
    Fission(Fission),
    /// A Konane board.
    Konane(Konane),
    /// A NoGo board.
    NoGo(NoGo),
    /// A Toppling Dominoes row.
    Toppling(Toppling),
    /// A Sheep board.
    Sheep(Sheep),
    /// A King Dirt position.
    KingDirt(KingDirt),
    /// A graph of Col, Snort, Arc Kayles or Partizan Arc Kayles.
    Graph(GraphGame),
    /// A Childish Hackenbush graph.
    Childish(Childish),
    /// Cakes of Cutcake, Eatcake or Maundy Cake.
    Cakes(Cakes),
    /// Heaps of partizan subtraction (with the sets).
    PartizanSubtraction(PartizanSubtraction),
    /// A heap with a memory: Mem or Take-Away.
    Memory(MemoryHeap),
    /// A position of a variant (impartial, dicotic) of a partizan ruleset.
    Variant(Variant),
}

/// What every ruleset's position says about itself (object-safe, so that
/// [`AnyPosition`] can lend any of them as `&dyn Notation`).
pub trait Notation: fmt::Display + fmt::Debug {
    /// The ruleset (with its parameter) this position belongs to.
    fn ruleset(&self) -> Ruleset;
    /// The position for players (`heaps 3 and 4`, `knight at (3, 6), 4
    /// apples`); by default its text, or `(empty)`.
    fn describe(&self) -> String {
        let text = self.to_string();
        if text.is_empty() {
            "(empty)".to_string()
        } else {
            text
        }
    }
    /// The position drawn over several lines for a terminal (a board with
    /// its coordinates), where a drawing helps; by default none.
    fn picture(&self) -> Option<String> {
        None
    }
}

/// What generic code needs of every ruleset's position beyond its moves.
pub trait RulesetPosition: Notation + Clone + Eq + Hash + Send + Sync + 'static {}

impl<T: Notation + Clone + Eq + Hash + Send + Sync + 'static> RulesetPosition for T {}

/// Code generic over the position types of the rulesets, run on a position by
/// [`AnyPosition::visit`]: one method for partizan rulesets, one for impartial
/// ones (searched), and one for Nim (Bouton's rule, heaps of any size).
pub trait Visitor {
    /// What the code returns.
    type Output;
    /// A position of a partizan ruleset.
    fn partizan<P: PartizanPosition + RulesetPosition>(self, pos: &P) -> Self::Output;
    /// A position of an impartial ruleset other than Nim.
    fn impartial<P: ImpartialPosition + RulesetPosition>(self, pos: &P) -> Self::Output;
    /// Nim heaps.
    fn nim(self, heaps: &NimHeaps) -> Self::Output;
}

/// The partizan rulesets, for messages.
fn partizan_names() -> String {
    let names: Vec<&str> = RulesetKind::ALL
        .into_iter()
        .filter(|k| k.info().partizan)
        .map(RulesetKind::name)
        .collect();
    names.join(", ")
}

fn ruleset_of(kind: RulesetKind) -> Ruleset {
    Ruleset {
        kind,
        param: Param::None,
    }
}

/// `RulesetPosition` for a position type of a ruleset without a parameter,
/// described by its text.
macro_rules! ruleset_position {
    ($ty:ty, $kind:ident) => {
        impl Notation for $ty {
            fn ruleset(&self) -> Ruleset {
                ruleset_of(RulesetKind::$kind)
            }
        }
    };
}

ruleset_position!(Domineering, Domineering);
ruleset_position!(Cram, Cram);
ruleset_position!(Hackenbush, Hackenbush);
ruleset_position!(Stalk, Stalk);
ruleset_position!(GraphHackenbush, Hackenbush);

impl Notation for ToadsAndFrogs {
    fn ruleset(&self) -> Ruleset {
        Ruleset::toads(self.rules())
    }
}

impl Notation for Clobber {
    fn ruleset(&self) -> Ruleset {
        Ruleset::clobber(self.rules())
    }
    fn picture(&self) -> Option<String> {
        Some(self.board().picture(self.rules().char_map()))
    }
}

/// `RulesetPosition` for a grid ruleset's position without a parameter,
/// drawn with its character map.
macro_rules! grid_position {
    ($ty:ty, $kind:ident, $map:expr) => {
        impl Notation for $ty {
            fn ruleset(&self) -> Ruleset {
                ruleset_of(RulesetKind::$kind)
            }
            fn picture(&self) -> Option<String> {
                Some(self.board().picture(&$map))
            }
        }
    };
}

grid_position!(Amazons, Amazons, grid::XO_WALL);
grid_position!(Fission, Fission, grid::X_WALL);
grid_position!(Konane, Konane, grid::XO_WALL);
grid_position!(NoGo, NoGo, grid::XO_WALL);
ruleset_position!(Toppling, Toppling);
ruleset_position!(Sheep, Sheep);
ruleset_position!(KingDirt, KingDirt);
ruleset_position!(Childish, Childish);

impl Notation for GraphGame {
    fn ruleset(&self) -> Ruleset {
        ruleset_of(match self.rules() {
            GraphRules::Col => RulesetKind::Col,
            GraphRules::Snort => RulesetKind::Snort,
            GraphRules::ArcKayles => RulesetKind::ArcKayles,
            GraphRules::PartizanArcKayles => RulesetKind::PartizanArcKayles,
        })
    }
}

/// A position of a variant of a partizan ruleset: the variant and the
/// ruleset's position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Variant {
    /// [`RulesetKind::Impartial`] or [`RulesetKind::Dicotic`].
    kind: RulesetKind,
    /// The position of the partizan ruleset.
    inner: Box<AnyPosition>,
}

impl Variant {
    /// The variant.
    pub fn kind(&self) -> RulesetKind {
        self.kind
    }

    /// The partizan ruleset's position.
    pub fn inner(&self) -> &AnyPosition {
        &self.inner
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.inner.fmt(f)
    }
}

impl Notation for Variant {
    fn ruleset(&self) -> Ruleset {
        Ruleset {
            kind: self.kind,
            param: Param::Inner(Box::new(self.inner.ruleset())),
        }
    }
    fn describe(&self) -> String {
        self.inner.describe()
    }
    fn picture(&self) -> Option<String> {
        self.inner.notation().picture()
    }
}

impl<P: Notation> Notation for ImpartialVariant<P> {
    fn ruleset(&self) -> Ruleset {
        Ruleset {
            kind: RulesetKind::Impartial,
            param: Param::Inner(Box::new(self.0.ruleset())),
        }
    }
    fn describe(&self) -> String {
        self.0.describe()
    }
    fn picture(&self) -> Option<String> {
        self.0.picture()
    }
}

impl<P: Notation> Notation for DicoticVariant<P> {
    fn ruleset(&self) -> Ruleset {
        Ruleset {
            kind: RulesetKind::Dicotic,
            param: Param::Inner(Box::new(self.0.ruleset())),
        }
    }
    fn describe(&self) -> String {
        self.0.describe()
    }
    fn picture(&self) -> Option<String> {
        self.0.picture()
    }
}

/// Runs a visitor on the impartial variant of each partizan position it visits.
struct ImpartialOf<V>(V);

impl<V: Visitor> Visitor for ImpartialOf<V> {
    type Output = V::Output;
    fn partizan<P: PartizanPosition + RulesetPosition>(self, pos: &P) -> Self::Output {
        self.0.impartial(&ImpartialVariant(pos.clone()))
    }
    // An impartial game is its own impartial variant (the catalogue makes
    // variants of partizan rulesets only).
    fn impartial<P: ImpartialPosition + RulesetPosition>(self, pos: &P) -> Self::Output {
        self.0.impartial(pos)
    }
    fn nim(self, heaps: &NimHeaps) -> Self::Output {
        self.0.nim(heaps)
    }
}

/// Runs a visitor on the dicotic variant of each partizan position it visits.
struct DicoticOf<V>(V);

impl<V: Visitor> Visitor for DicoticOf<V> {
    type Output = V::Output;
    fn partizan<P: PartizanPosition + RulesetPosition>(self, pos: &P) -> Self::Output {
        self.0.partizan(&DicoticVariant(pos.clone()))
    }
    // In an impartial game both players have the same moves: the rule of the
    // dicotic variant removes none.
    fn impartial<P: ImpartialPosition + RulesetPosition>(self, pos: &P) -> Self::Output {
        self.0.impartial(pos)
    }
    fn nim(self, heaps: &NimHeaps) -> Self::Output {
        self.0.nim(heaps)
    }
}
ruleset_position!(GraphNim, GraphNim);

fn heap_list(heaps: &[u64]) -> String {
    format!("heaps {heaps:?}")
}

impl Notation for NimHeaps {
    fn ruleset(&self) -> Ruleset {
        ruleset_of(RulesetKind::Nim)
    }
    fn describe(&self) -> String {
        format!("heaps {self}")
    }
}

impl Notation for Wythoff {
    fn ruleset(&self) -> Ruleset {
        ruleset_of(RulesetKind::Wythoff)
    }
    fn describe(&self) -> String {
        format!("heaps {} and {}", self.0, self.1)
    }
}

impl Notation for GreedyNim {
    fn ruleset(&self) -> Ruleset {
        ruleset_of(RulesetKind::Greedy)
    }
    fn describe(&self) -> String {
        heap_list(&self.0)
    }
}

impl Notation for MooreNim {
    fn ruleset(&self) -> Ruleset {
        Ruleset {
            kind: RulesetKind::Moore,
            param: Param::Heaps(self.k),
        }
    }
    fn describe(&self) -> String {
        heap_list(&self.heaps)
    }
}

impl Notation for FibonacciNim {
    fn ruleset(&self) -> Ruleset {
        ruleset_of(RulesetKind::Fibonacci)
    }
    fn describe(&self) -> String {
        let most = self.max_take.min(self.coins);
        format!("{} coins, take 1 to {most}", self.coins)
    }
}

impl Notation for SubtractionGame {
    fn ruleset(&self) -> Ruleset {
        Ruleset {
            kind: RulesetKind::Subtraction,
            param: Param::Set(self.set.clone()),
        }
    }
    fn describe(&self) -> String {
        heap_list(&self.heaps)
    }
}

impl Notation for Counting {
    fn ruleset(&self) -> Ruleset {
        ruleset_of(if self.misere {
            RulesetKind::TwentyOne
        } else {
            RulesetKind::Hundred
        })
    }
    fn describe(&self) -> String {
        let what = if self.misere { "count" } else { "total" };
        format!("the {what} is {}", self.total)
    }
}

impl Notation for TakeAndBreak {
    fn ruleset(&self) -> Ruleset {
        let game = self.game();
        match game.name() {
            "kayles" => ruleset_of(RulesetKind::Kayles),
            "dawson" => ruleset_of(RulesetKind::Dawson),
            "grundy" => ruleset_of(RulesetKind::Grundy),
            _ => Ruleset {
                kind: RulesetKind::Octal,
                param: Param::Game(game.clone()),
            },
        }
    }
    fn describe(&self) -> String {
        format!("heaps {:?}", self.0.heaps)
    }
}

impl Notation for HungryKnight {
    fn ruleset(&self) -> Ruleset {
        ruleset_of(RulesetKind::Knight)
    }
    fn describe(&self) -> String {
        let (row, col) = (self.knight.row + 1, self.knight.col + 1);
        format!("knight at ({row}, {col}), {} apples", self.apples)
    }
}

impl Notation for Cakes {
    fn ruleset(&self) -> Ruleset {
        ruleset_of(match self.rules() {
            CakeRules::Cut => RulesetKind::Cutcake,
            CakeRules::Eat => RulesetKind::Eatcake,
            CakeRules::Maundy => RulesetKind::MaundyCake,
        })
    }
    fn describe(&self) -> String {
        match self.pieces() {
            [] => "no cake".to_string(),
            &[(m, n)] => {
                let s = |k: u32| if k == 1 { "" } else { "s" };
                format!("a cake of {m} row{} and {n} column{}", s(m), s(n))
            }
            _ => format!("cakes {}", self.to_string().replace(' ', " + ")),
        }
    }
}

impl Notation for PartizanSubtraction {
    fn ruleset(&self) -> Ruleset {
        let (l, r) = self.sets();
        Ruleset {
            kind: RulesetKind::PartizanSubtraction,
            param: Param::Sets(l.to_vec(), r.to_vec()),
        }
    }
    fn describe(&self) -> String {
        heap_list(self.heaps())
    }
}

impl Notation for MemoryHeap {
    fn ruleset(&self) -> Ruleset {
        match self.rules() {
            MemoryRules::Mem => ruleset_of(RulesetKind::Mem),
            MemoryRules::TakeAway(k) => Ruleset {
                kind: RulesetKind::TakeAway,
                param: Param::Limit(k),
            },
        }
    }
    fn describe(&self) -> String {
        format!("{} tokens, the last move took {}", self.n, self.memory)
    }
}

impl AnyPosition {
    /// Run generic code on the position.
    pub fn visit<V: Visitor>(&self, v: V) -> V::Output {
        match self {
            AnyPosition::Variant(p) => match (p.kind, &*p.inner) {
                (RulesetKind::Impartial, AnyPosition::Variant(d)) => {
                    d.inner.visit_leaf(DicoticOf(ImpartialOf(v)))
                }
                (RulesetKind::Dicotic, inner) => inner.visit_leaf(DicoticOf(v)),
                (_, inner) => inner.visit_leaf(ImpartialOf(v)),
            },
            leaf => leaf.visit_leaf(v),
        }
    }

    /// [`AnyPosition::visit`] for a position that is not a variant's (the
    /// catalogue nests variants only as `impartial:dicotic:RULESET`); a
    /// variant's position is visited as its ruleset's.
    fn visit_leaf<V: Visitor>(&self, v: V) -> V::Output {
        match self {
            AnyPosition::Domineering(p) => v.partizan(p),
            AnyPosition::Hackenbush(p) => v.partizan(p),
            AnyPosition::Stalk(p) => v.partizan(p),
            AnyPosition::GraphHackenbush(p) => v.partizan(p),
            AnyPosition::Toads(p) => v.partizan(p),
            AnyPosition::Cram(p) => v.impartial(p),
            AnyPosition::GraphNim(p) => v.impartial(p),
            AnyPosition::Nim(p) => v.nim(p),
            AnyPosition::Wythoff(p) => v.impartial(p),
            AnyPosition::Greedy(p) => v.impartial(p),
            AnyPosition::Moore(p) => v.impartial(p),
            AnyPosition::Fibonacci(p) => v.impartial(p),
            AnyPosition::Subtraction(p) => v.impartial(p),
            AnyPosition::Counting(p) => v.impartial(p),
            AnyPosition::TakeAndBreak(p) => v.impartial(p),
            AnyPosition::Knight(p) => v.impartial(p),
            AnyPosition::Clobber(p) => v.partizan(p),
            AnyPosition::Amazons(p) => v.partizan(p),
            AnyPosition::Fission(p) => v.partizan(p),
            AnyPosition::Konane(p) => v.partizan(p),
            AnyPosition::NoGo(p) => v.partizan(p),
            AnyPosition::Toppling(p) => v.partizan(p),
            AnyPosition::Sheep(p) => v.partizan(p),
            AnyPosition::KingDirt(p) => v.partizan(p),
            AnyPosition::Graph(p) if p.rules() == GraphRules::ArcKayles => v.impartial(p),
            AnyPosition::Graph(p) => v.partizan(p),
            AnyPosition::Childish(p) => v.partizan(p),
            AnyPosition::Cakes(p) => v.partizan(p),
            AnyPosition::PartizanSubtraction(p) => v.partizan(p),
            AnyPosition::Memory(p) => v.impartial(p),
            AnyPosition::Variant(p) => p.inner.visit_leaf(v),
        }
    }

    /// The position as the ruleset-independent [`Notation`].
    pub fn notation(&self) -> &dyn Notation {
        match self {
            AnyPosition::Domineering(p) => p,
            AnyPosition::Hackenbush(p) => p,
            AnyPosition::Stalk(p) => p,
            AnyPosition::GraphHackenbush(p) => p,
            AnyPosition::Toads(p) => p,
            AnyPosition::Cram(p) => p,
            AnyPosition::GraphNim(p) => p,
            AnyPosition::Nim(p) => p,
            AnyPosition::Wythoff(p) => p,
            AnyPosition::Greedy(p) => p,
            AnyPosition::Moore(p) => p,
            AnyPosition::Fibonacci(p) => p,
            AnyPosition::Subtraction(p) => p,
            AnyPosition::Counting(p) => p,
            AnyPosition::TakeAndBreak(p) => p,
            AnyPosition::Knight(p) => p,
            AnyPosition::Clobber(p) => p,
            AnyPosition::Amazons(p) => p,
            AnyPosition::Fission(p) => p,
            AnyPosition::Konane(p) => p,
            AnyPosition::NoGo(p) => p,
            AnyPosition::Toppling(p) => p,
            AnyPosition::Sheep(p) => p,
            AnyPosition::KingDirt(p) => p,
            AnyPosition::Graph(p) => p,
            AnyPosition::Childish(p) => p,
            AnyPosition::Cakes(p) => p,
            AnyPosition::PartizanSubtraction(p) => p,
            AnyPosition::Memory(p) => p,
            AnyPosition::Variant(p) => p,
        }
    }

    /// The position of the impartial variant (either player may make any
    /// move of Left or Right): `impartial(domineering("..|.."))`. `None` for a
    /// position of an impartial ruleset.
    pub fn impartial(self) -> Option<AnyPosition> {
        self.into_variant(RulesetKind::Impartial)
    }

    /// The position of the dicotic variant (no one may move unless both
    /// can). `None` for a position of an impartial ruleset.
    pub fn dicotic(self) -> Option<AnyPosition> {
        self.into_variant(RulesetKind::Dicotic)
    }

    fn into_variant(self, kind: RulesetKind) -> Option<AnyPosition> {
        self.is_partizan().then(|| {
            AnyPosition::Variant(Variant {
                kind,
                inner: Box::new(self),
            })
        })
    }

    /// The ruleset, with its parameter.
    pub fn ruleset(&self) -> Ruleset {
        self.notation().ruleset()
    }

    /// The ruleset's kind.
    pub fn kind(&self) -> RulesetKind {
        self.ruleset().kind
    }

    /// Whether the ruleset is partizan (otherwise the value is a nimber).
    pub fn is_partizan(&self) -> bool {
        self.kind().info().partizan
    }

    /// The position for players (`heaps 3 and 4`).
    pub fn describe(&self) -> String {
        self.notation().describe()
    }

    /// The value under normal play: the canonical form for partizan rulesets,
    /// the nimber of the Grundy value for impartial ones (also for rulesets
    /// played misère, such as the 21 game: the value is the game's, the misère
    /// outcome is play's business). The search checks `limits`; the store's
    /// own limits apply to the games it builds.
    pub fn value(&self, store: &mut GameStore, limits: &Limits) -> Result<Game, Stop> {
        struct V<'a> {
            store: &'a mut GameStore,
            limits: &'a Limits,
        }
        impl Visitor for V<'_> {
            type Output = Result<Game, Stop>;
            fn partizan<P: PartizanPosition + RulesetPosition>(self, pos: &P) -> Self::Output {
                PartizanSolver::with_limits(self.limits).value(self.store, pos)
            }
            fn impartial<P: ImpartialPosition + RulesetPosition>(self, pos: &P) -> Self::Output {
                let mut search = GrundySearch::with_limits(self.limits);
                // Under the store's guard, so that an interrupt is consumed as
                // the store consumes its own.
                self.store.guard(|s| {
                    let v = search.grundy(pos);
                    s.nimber(v)
                })
            }
            fn nim(self, heaps: &NimHeaps) -> Self::Output {
                let sum = crate::impartial::nim::nim_sum(&heaps.0);
                let v = u32::try_from(&sum)
                    .map_err(|_| Stop::OutOfRange("a nim-sum beyond *4294967295"))?;
                Ok(self.store.nimber(v))
            }
        }
        self.visit(V { store, limits })
    }
}

impl fmt::Display for AnyPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self.notation(), f)
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
