//! The computations behind MCGS's commands, for the games of a sum: who wins
//! (`B`, `W`) by the generic search (the Domineering search when every
//! searched board is Domineering), nim values (`N`), winning moves and
//! thermographs. One engine serves a whole file: its store, the generic
//! search's endgame database and the Grundy searches' memos (one per position
//! type) carry over from case to case; every computation runs under the
//! case's [`Limits`]. A sum goes to the Domineering search when each searched
//! component's ruleset is Domineering (asked of the component, not by
//! downcasting it). The memos are the library's `TypeMap` by position type,
//! as `solve::generic::Solvers` keeps its solvers: a Grundy search made
//! afresh for each call (typed, no table) was measured 4 to 40 times slower
//! on MCGS's impartial files, as it forgets the positions of earlier cases.

use super::games::Sub;
use super::moves;
use nimatron::impartial::{GrundySearch, ImpartialPosition};
use nimatron::limits::{Limits, Stop};
use nimatron::rulesets::catalogue::{NimHeaps, RulesetKind, RulesetPosition, Visitor};
use nimatron::rulesets::PartizanPosition;
use nimatron::short::{Game, GameStore};
use nimatron::solve::generic::{solve_generic, Comp, EndgameDb, GenProblem};
use nimatron::solve::sum::{Board, Frame};
use nimatron::solve::{solve_domineering, DomProblem};
use nimatron::thermo::Thermograph;
use nimatron::type_map::TypeMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A game of a sum ready for the searches: a partizan position searched, or
/// a value (a basic game's, an impartial game's nimber).
#[derive(Clone, Debug)]
pub enum Term {
    /// A position searched.
    Comp(Comp),
    /// A value.
    Value(Game),
}

/// One Grundy search per position type, kept from case to case (in the
/// library's [`TypeMap`], as `solve::generic::Solvers` keeps its solvers).
#[derive(Default)]
struct Memos(TypeMap);

impl Memos {
    fn search<P: ImpartialPosition + Send + 'static>(&mut self) -> &mut GrundySearch<P> {
        self.0.get_or_insert_with(GrundySearch::<P>::new)
    }

    /// The nim value of `p` under `limits`; a search whose memo has grown
    /// past `keep` bytes starts afresh.
    fn grundy<P: ImpartialPosition + Send + 'static>(
        &mut self,
        p: &P,
        limits: &Limits,
        keep: usize,
    ) -> Result<u32, Stop> {
        let s = self.search::<P>();
        if s.memory_bytes() > keep {
            *s = GrundySearch::new();
        }
        s.set_limits(limits);
        s.try_grundy(p)
    }
}

/// A move of a game: its MCGS names and the game it reaches.
pub type Move = (Vec<String>, Term);

/// A game's moves, or why they are not named.
pub enum Moves {
    /// The moves.
    Listed(Vec<Move>),
    /// A game read by theory (a long strip as heaps): its moves are not
    /// MCGS's.
    Theory(String),
    /// A move whose name could not be read off the positions (a bug).
    Unnamed(String),
}

/// How the searches spend their effort (`nimatron mcgs`'s hidden options).
#[derive(Copy, Clone, Debug)]
pub struct Tuning {
    /// Positions the canonical-form solver may memoise to value a position of
    /// the sum before the search.
    pub root_budget: u64,
    /// The endgame database's budget in the search.
    pub db_budget: u64,
    /// The most moves of a component the database values in the search: 0
    /// by default, as valuing components met in the search (each within
    /// `db_budget` positions) made MCGS's cases slower (Fission 6x6: 6 of
    /// 94 cases past 3 s with 16, none with 0).
    pub db_moves: usize,
}

impl Default for Tuning {
    fn default() -> Self {
        Tuning {
            root_budget: 20_000,
            db_budget: 20_000,
            db_moves: 0,
        }
    }
}

/// The engine of a file.
pub struct Engine {
    /// How the searches spend their effort.
    tuning: Tuning,
    /// The store every value lives in.
    pub store: GameStore,
    db: EndgameDb,
    memos: Memos,
    /// Bytes the searches may use.
    memory: usize,
    /// The time a case may take.
    time: Option<Duration>,
    /// When the current case must stop.
    deadline: Option<Instant>,
}

/// The lists of options of a catalogue position, for `moves`.
struct OptionsOf<'a> {
    engine: &'a mut Engine,
    /// `Some(true)`: Black's (Left's) moves; `None`: both players'.
    black: Option<bool>,
}

impl Visitor for OptionsOf<'_> {
    type Output = Result<(String, Vec<(String, Term)>, Option<bool>), Stop>;

    fn partizan<P: PartizanPosition + RulesetPosition>(self, p: &P) -> Self::Output {
        let black = self.black.unwrap_or(true);
        let opts = if black {
            p.left_options()
        } else {
            p.right_options()
        };
        let out = opts
            .into_iter()
            .map(|o| (o.to_string(), Term::Comp(Comp::of(o))))
            .collect();
        Ok((p.to_string(), out, Some(black)))
    }

    fn impartial<P: ImpartialPosition + RulesetPosition>(self, p: &P) -> Self::Output {
        let mut out = Vec::new();
        for o in p.options() {
            let v = self.engine.nim_of(&o)?;
            out.push((o.to_string(), Term::Value(v)));
        }
        Ok((p.to_string(), out, None))
    }

    fn nim(self, _: &NimHeaps) -> Self::Output {
        Err(Stop::Unsupported("moves of Nim"))
    }
}

/// A catalogue position as a term: partizan positions are searched,
/// impartial ones valued (their nimber, by the kept Grundy searches).
struct TermOf<'a>(&'a mut Engine);

impl Visitor for TermOf<'_> {
    type Output = Result<Term, Stop>;

    fn partizan<P: PartizanPosition + RulesetPosition>(self, p: &P) -> Self::Output {
        Ok(Term::Comp(Comp::of(p.clone())))
    }

    fn impartial<P: ImpartialPosition + RulesetPosition>(self, p: &P) -> Self::Output {
        self.0.nim_of(p).map(Term::Value)
    }

    fn nim(self, _: &NimHeaps) -> Self::Output {
        Err(Stop::Unsupported("Nim heaps"))
    }
}

/// An empty endgame database.
fn database(memory: usize, tuning: &Tuning) -> EndgameDb {
    let mut db = EndgameDb::new();
    db.max_bytes = memory / 4;
    db.budget = tuning.db_budget;
    db.max_moves = tuning.db_moves;
    db
}

impl Engine {
    /// An engine whose cases may each take `time` and whose searches may use
    /// `memory` bytes.
    pub fn new(time: Option<Duration>, memory: usize, tuning: Tuning) -> Engine {
        Engine {
            store: GameStore::new(),
            db: database(memory, &tuning),
            tuning,
            memos: Memos::default(),
            memory,
            time,
            deadline: None,
        }
    }

    /// Start a sum (a block of commands). Values of a file's sums pile up in
    /// the store; past a few million games it starts afresh, with the
    /// database whose values it holds (between sums: a sum's values are kept
    /// for all its commands).
    pub fn start_sum(&mut self) {
        if self.store.len() > 4_000_000 {
            self.store = GameStore::new();
            self.db = database(self.memory, &self.tuning);
        }
    }

    /// Start a case: its clock starts now.
    pub fn start_case(&mut self) {
        self.deadline = self.time.and_then(|t| Instant::now().checked_add(t));
    }

    /// The limits for what is left of the case's time (also set on the
    /// store, whose guards count from their start).
    pub fn limits(&mut self) -> Result<Limits, Stop> {
        let mut l = Limits::standard().with_memory(self.memory);
        if let (Some(d), Some(t)) = (self.deadline, self.time) {
            let left = d.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(Stop::Time(t));
            }
            l = l.with_time(left);
        }
        self.store.set_limits(l.clone());
        Ok(l)
    }

    fn nim_of<P: ImpartialPosition + Send + 'static>(&mut self, p: &P) -> Result<Game, Stop> {
        let limits = self.limits()?;
        let keep = self.memory / 4;
        let v = self.memos.grundy(p, &limits, keep)?;
        Ok(self.store.nimber(v))
    }

    /// A game as a term.
    pub fn term(&mut self, sub: &Sub) -> Result<Term, Stop> {
        match sub {
            Sub::Pos { pos, .. } => pos.visit(TermOf(self)),
            Sub::Basic { game, impartial } => {
                if *impartial {
                    let v = u32::try_from(game.nim_value())
                        .map_err(|_| Stop::OutOfRange("a nimber beyond *4294967295"))?;
                    Ok(Term::Value(self.store.nimber(v)))
                } else {
                    self.limits()?;
                    self.store.guard(|s| Term::Value(game.value(s)))
                }
            }
        }
    }

    /// The sum's value (its partizan positions valued by canonical forms).
    pub fn value(&mut self, terms: &[Term]) -> Result<Game, Stop> {
        let mut total = self.store.zero();
        for t in terms {
            let g = match t {
                Term::Value(g) => *g,
                Term::Comp(c) => {
                    let limits = self.limits()?;
                    let mut solver = nimatron::solve::generic::Solvers::default();
                    c.0.value(&mut solver, &mut self.store, &limits)?
                }
            };
            self.limits()?;
            total = self.store.guard(|s| s.add(total, g))?;
        }
        Ok(total)
    }

    /// Whether the player to move first (`left`: Black) wins the sum.
    pub fn first_wins(&mut self, terms: &[Term], left: bool) -> Result<bool, Stop> {
        let mut comps = Vec::new();
        let mut known = self.store.zero();
        for t in terms {
            match t {
                Term::Comp(c) => comps.push(c.clone()),
                Term::Value(g) => {
                    self.limits()?;
                    known = self.store.guard(|s| s.add(known, *g))?;
                }
            }
        }
        // Every board Domineering, and room for them in one frame: the
        // Domineering search.
        let boards: Option<Vec<Board>> = comps
            .iter()
            .map(|c| {
                (c.0.ruleset().kind() == RulesetKind::Domineering)
                    .then(|| Board::parse(&c.0.text()).ok())
                    .flatten()
            })
            .collect();
        if let Some(frame) = boards.as_deref().and_then(Frame::of) {
            let limits = self.limits()?;
            let p = DomProblem {
                w: frame.board.w,
                h: frame.board.h,
                open: frame.board.open,
                known,
                left_first: left,
                small: None,
                // Cases are small and many: threads would cost more to start
                // (each copies the store) than they save.
                threads: Some(1),
            };
            return solve_domineering(&mut self.store, &p, &limits, None).map(|a| a.first_wins);
        }
        // Value what can be valued within the root budget (kept in the
        // database from case to case): a sum of values is decided at once.
        let mut rest = Vec::new();
        let (budget, moves) = (self.db.budget, self.db.max_moves);
        self.db.budget = self.tuning.root_budget;
        self.db.max_moves = usize::MAX;
        let mut valued = || -> Result<(), Stop> {
            for c in &comps {
                for part in c.0.split() {
                    let limits = self.limits()?;
                    match self.db.value(&mut self.store, &part, &limits)? {
                        Some(g) => known = self.store.guard(|s| s.add(known, g))?,
                        None => rest.push(part),
                    }
                }
            }
            Ok(())
        };
        let r = valued();
        (self.db.budget, self.db.max_moves) = (budget, moves);
        r?;
        let limits = self.limits()?;
        if rest.is_empty() {
            let zero = self.store.zero();
            return self.store.guard(|s| {
                if left {
                    !s.leq(known, zero)
                } else {
                    !s.leq(zero, known)
                }
            });
        }
        let p = GenProblem {
            terms: rest,
            known,
            left_first: left,
        };
        solve_generic(&mut self.store, &mut self.db, &p, &limits, None).map(|a| a.first_wins)
    }

    /// The nim value of a sum of impartial games' terms.
    pub fn nim_value(&mut self, terms: &[Term]) -> Result<Option<u64>, Stop> {
        let mut total = self.store.zero();
        for t in terms {
            let Term::Value(g) = t else {
                return Ok(None);
            };
            self.limits()?;
            total = self.store.guard(|s| s.add(total, *g))?;
        }
        Ok(self.nimber_of(total))
    }

    /// The `n` of a game `*n`, if it is one.
    fn nimber_of(&self, g: Game) -> Option<u64> {
        let n = self.store.as_nus(g)?;
        (n.number.is_zero() && n.up == 0).then_some(u64::from(n.nim))
    }

    /// A game's moves for `black` (`Some(true)` Black, `Some(false)` White,
    /// `None` either: impartial games give every player every move), with
    /// MCGS's names.
    pub fn moves(&mut self, sub: &Sub, black: Option<bool>) -> Result<Moves, Stop> {
        match sub {
            Sub::Basic { game, impartial } => {
                let player = if *impartial { None } else { black };
                let mut out = Vec::new();
                for (name, to) in game.moves(player) {
                    let t = self.term(&Sub::Basic {
                        game: to,
                        impartial: *impartial,
                    })?;
                    out.push((vec![name], t));
                }
                Ok(Moves::Listed(out))
            }
            Sub::Pos { pos, base } => {
                let Some(base) = *base else {
                    return Ok(Moves::Theory(format!(
                        "the moves of `{pos}` (read by theory) are not named"
                    )));
                };
                let (before, opts, mover) = pos.visit(OptionsOf {
                    engine: self,
                    black,
                })?;
                let mut out = Vec::new();
                for (after, t) in opts {
                    let names = moves::names(base, &before, &after, mover);
                    if names.is_empty() {
                        return Ok(Moves::Unnamed(format!(
                            "cannot name the move from `{before}` to `{after}`"
                        )));
                    }
                    out.push((names, t));
                }
                Ok(Moves::Listed(out))
            }
        }
    }

    /// The thermograph of a game.
    pub fn thermograph(&mut self, g: Game) -> Result<Arc<Thermograph>, Stop> {
        self.limits()?;
        self.store.guard(|s| s.thermograph(g))
    }
}
