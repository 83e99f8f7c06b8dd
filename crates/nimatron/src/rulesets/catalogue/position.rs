//! Positions of any ruleset ([`AnyPosition`]), their notation, the errors
//! of their texts, and the [`Visitor`] that runs generic code on them.

use super::*;
pub use crate::position::{PositionError, PositionErrorKind, TextError};

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
    /// A Fox and Geese board (loopy).
    FoxAndGeese(FoxAndGeese),
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
pub(super) fn partizan_names() -> String {
    let names: Vec<&str> = RulesetKind::ALL
        .into_iter()
        .filter(|k| k.info().partizan)
        .map(RulesetKind::name)
        .collect();
    names.join(", ")
}

pub(super) fn ruleset_of(kind: RulesetKind) -> Ruleset {
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

impl Notation for FoxAndGeese {
    fn ruleset(&self) -> Ruleset {
        Ruleset::fox_and_geese(self.range())
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
    pub(super) kind: RulesetKind,
    /// The position of the partizan ruleset.
    pub(super) inner: Box<AnyPosition>,
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

pub(super) fn heap_list(heaps: &[u64]) -> String {
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
            AnyPosition::FoxAndGeese(p) => v.partizan(p),
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
            AnyPosition::FoxAndGeese(p) => p,
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
        if self.is_loopy() {
            return Err(Stop::Unsupported(
                "this position's play can cycle: it has a loopy value, not a short one (AnyPosition::loopy_value)",
            ));
        }
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
