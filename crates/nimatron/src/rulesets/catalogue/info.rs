//! Every ruleset's entry in the catalogue, declared once: its name and
//! aliases, title, rules, position syntax, parameter, example and drawing.

use super::*;

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
                rules: "Left moves a toad one cell right into an empty cell, or jumps it over one frog into the empty cell beyond; Right moves frogs left likewise (with `minslide=-1`, Backsliding Toads and Frogs, a piece may also step one cell back, and values are loopy)",
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
            K::FoxAndGeese => &RulesetInfo {
                name: "foxandgeese",
                aliases: &["fox-and-geese", "fox_and_geese", "genfoxandgeese"],
                title: "Fox and Geese",
                rules: "Left moves a goose one row down diagonally onto an empty square; Right moves the fox diagonally in any direction, up to FOXRANGE squares (1; 2 in Ceylonese Fox and Geese) without passing a goose; a fox level with the highest goose, or just below it with an empty square diagonally above, has escaped (off): CGSuite's GenFoxAndGeese; values are loopy",
                syntax: "CGSuite's grid: rows from the top joined by `|`, `x` a goose (Left), `o` the fox (Right), `.` empty; rows count from 1 at the bottom, columns from 1 at the left, and pieces stand where row + column is even (at most 64 squares)",
                // CGSuite's GameGridTest.scala:49, FoxAndGeese.ValuesTable of the
                // geese {(3,1),(3,3),(3,5),(3,7)}: the fox at (2,2) is 2over.
                example: Example { ruleset: "foxandgeese", position: "x.x.x.x.|.o......|........", value: "2over" },
                partizan: true,
                parameter: Some("FOXRANGE"),
                parameter_optional: true,
                function: Some("foxandgeese"),
                drawing: Drawing::Cells,
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
}
