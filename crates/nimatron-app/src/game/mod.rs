//! `Match`: play over any position of the catalogue, partizan or impartial,
//! normal or misère, Nim's heaps of any size included. Its moves are listed
//! with their names, where they are on the picture, their values and whether
//! they win; a move is played by its index or its name; the opponent replies
//! at a level; the hint explains the position in words; the winner and the
//! history are kept. Every front end plays through this one type.

mod engines;
mod loopy_guard;
mod nim_engine;
mod plan;

pub use plan::{Plan, PlanTurn};

use crate::picture::Picture;
use crate::play::board;
use crate::play::{opponent_pick, Lcg, Level};
use engines::{graph_moves, no_such_move, Engine, Lister, Maker};
use nimatron::limits::{Limits, Stop};
use nimatron::rulesets::catalogue::{AnyPosition, Ruleset};
use nimatron::rulesets::GraphGame;
use nimatron::short::Outcome;
use nimatron::Player;
use num_bigint::BigUint;
use std::fmt;

/// Nim's moves are listed only up to this many (heaps of any size are
/// played by naming a move: `A 2`).
pub const MAX_LISTED_MOVES: usize = 10_000;

/// Where a move is on the picture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Grid cells `(row, column)`: where a piece left, where it arrived, then
    /// other cells filled (a domino's two cells).
    Cells(Vec<(usize, usize)>),
    /// The Hackenbush edge cut (its index in the picture's edges).
    Edge(usize),
    /// The graph's vertices used: the vertex coloured, or an edge's ends.
    Vertices(Vec<usize>),
    /// A Nim heap and the objects taken.
    Heap {
        /// The heap's index.
        heap: usize,
        /// How many objects are taken.
        take: BigUint,
    },
    /// Nowhere in particular (the position reached says it).
    None,
}

/// One move of the player to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveInfo {
    /// Its index in the list.
    pub index: usize,
    /// Its name in the ruleset's notation (`a1-a2`, an edge's label, `A 2`),
    /// when the ruleset names moves; else the position reached, described.
    pub name: String,
    /// Whether `name` is a move name (not the position reached): the
    /// ruleset names every move, no two alike.
    pub named: bool,
    /// Whether players pick the move by its name in a list beside the
    /// ruleset's drawing (the terminal's): where the drawing shows what the
    /// names refer to (cells, edges' labels) or the ruleset's notation
    /// names partizan moves in words; else by number, seeing the position
    /// reached (graphs, impartial rulesets written as text).
    pub by_name: bool,
    /// The position reached, as the ruleset writes it.
    pub position: String,
    /// The position reached, described for players.
    pub describe: String,
    /// Where the move is on the picture.
    pub mark: Mark,
    /// The value of the position reached, printed (none where values are
    /// not computed: misère play, Nim beyond a nimber's range).
    pub value: Option<String>,
    /// Its mean, printed, where the value is a game.
    pub mean: Option<String>,
    /// Whether the move wins against perfect play.
    pub wins: bool,
}

impl MoveInfo {
    /// How a player picks the move from the list: its name where players
    /// do (`by_name`), else its number from 1.
    pub fn label(&self) -> String {
        if self.by_name {
            self.name.clone()
        } else {
            (self.index + 1).to_string()
        }
    }
}

/// A move made, as the history keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// Who moved.
    pub by: Player,
    /// The move.
    pub mv: MoveInfo,
    /// Whether the mover could win before it.
    pub was_winning: bool,
    /// Whether the mover's opponent can win after it.
    pub now_losing: bool,
}

/// Why a match cannot be made, or a move not played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatchError {
    /// A limit stopped the computation.
    Stop(Stop),
    /// The move is not legal here; the reason.
    Illegal(String),
    /// The game is over: the player to move has no move.
    Over,
    /// Too many moves to list (Nim's heaps of any size): name the move.
    TooManyMoves(usize),
}

impl From<Stop> for MatchError {
    fn from(s: Stop) -> MatchError {
        MatchError::Stop(s)
    }
}

impl fmt::Display for MatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchError::Stop(s) => write!(f, "{s}"),
            MatchError::Illegal(m) => f.write_str(m),
            MatchError::Over => f.write_str("the game is over: there is no move left"),
            MatchError::TooManyMoves(n) => write!(
                f,
                "more than {n} moves: name one (as `A 2`, take 2 from heap A)"
            ),
        }
    }
}

impl std::error::Error for MatchError {}

/// How a match is played.
#[derive(Clone, Debug)]
pub struct MatchOptions {
    /// Misère play (whoever moves last loses), for impartial rulesets; a
    /// ruleset played misère by its rules (the 21 game) always is.
    pub misere: bool,
    /// The limits of every turn's computation (time counts per turn).
    pub limits: Limits,
    /// Who moves first.
    pub first: Player,
}

impl Default for MatchOptions {
    fn default() -> MatchOptions {
        MatchOptions {
            misere: false,
            limits: Limits::none(),
            first: Player::Left,
        }
    }
}

/// A game in progress over any position of the catalogue.
pub struct Match {
    engine: Box<dyn Engine>,
    to_move: Player,
    history: Vec<Played>,
    /// The player to move and the history's length before each move (undo).
    saved: Vec<(Player, usize)>,
    /// The strategy followed, if any.
    plan: Option<Plan>,
}

impl Match {
    /// A match from `position`. Stalks and CGSuite's Hackenbush strings are
    /// played as the Hackenbush graphs they are; graphs name their moves by
    /// the vertices used.
    pub fn new(position: &AnyPosition, options: MatchOptions) -> Match {
        Match::make(position, options, false)
    }

    /// A match from `position` played as written: stalks, CGSuite's
    /// Hackenbush strings and graphs keep their own text and moves (the
    /// terminal shows the text and numbers the moves), rather than being
    /// played as the Hackenbush graphs they are and with the vertices each
    /// move uses (which the page draws and marks).
    pub fn as_written(position: &AnyPosition, options: MatchOptions) -> Match {
        Match::make(position, options, true)
    }

    fn make(position: &AnyPosition, options: MatchOptions, as_written: bool) -> Match {
        let maker = Maker {
            misere: options.misere,
            limits: options.limits,
        };
        let engine = match position {
            p if as_written => p.visit(maker),
            AnyPosition::Stalk(s) => maker.partizan(s.clone().into_hackenbush(), None),
            AnyPosition::GraphHackenbush(g) => maker.partizan(g.hackenbush().clone(), None),
            AnyPosition::Graph(g) if position.is_partizan() => {
                maker.partizan(g.clone(), Some(graph_moves as Lister<GraphGame>))
            }
            AnyPosition::Graph(g) => {
                maker.impartial(g.clone(), Some(graph_moves as Lister<GraphGame>))
            }
            p => p.visit(maker),
        };
        // A loopy position is shown but not played (see `loopy_guard`).
        let engine = if position.is_loopy() {
            Box::new(loopy_guard::LoopyGuard(engine))
        } else {
            engine
        };
        Match {
            engine,
            to_move: options.first,
            history: Vec::new(),
            saved: Vec::new(),
            plan: None,
        }
    }

    /// The ruleset, with its parameter.
    pub fn ruleset(&self) -> Ruleset {
        self.engine.ruleset()
    }

    /// The position now, as its ruleset writes it.
    pub fn position(&self) -> String {
        self.engine.text()
    }

    /// The position now, described for players.
    pub fn describe(&self) -> String {
        self.engine.describe()
    }

    /// The position's picture.
    pub fn picture(&self) -> Picture {
        self.engine.picture()
    }

    /// Whether the ruleset is partizan (else both players have the same moves).
    pub fn is_partizan(&self) -> bool {
        self.engine.partizan()
    }

    /// Whether the game is played misère.
    pub fn is_misere(&self) -> bool {
        self.engine.misere()
    }

    /// The player to move.
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// Give the move to `p` (swap sides).
    pub fn set_to_move(&mut self, p: Player) {
        self.to_move = p;
    }

    /// Start a turn: the time limit counts afresh.
    pub fn start_turn(&mut self) {
        self.engine.start_turn();
    }

    /// The value of the position, printed (`None` in misère play).
    pub fn value(&mut self) -> Result<Option<String>, Stop> {
        self.engine.value()
    }

    /// The mean of the position's value, printed (`None` in misère play).
    pub fn mean(&mut self) -> Result<Option<String>, Stop> {
        self.engine.mean()
    }

    /// Whether every position's moves can be listed: not for Nim, whose
    /// heaps of any size are played by naming a move (`A 2`).
    pub fn lists_moves(&self) -> bool {
        self.engine.lists_moves()
    }

    /// The outcome class (impartial games: N or P).
    pub fn outcome(&mut self) -> Result<Outcome, Stop> {
        self.engine.outcome()
    }

    /// Whether the player to move wins against perfect play.
    pub fn mover_wins(&mut self) -> Result<bool, Stop> {
        self.engine.mover_wins(self.to_move)
    }

    /// The moves of the player to move, numbered, named, valued.
    pub fn moves(&mut self) -> Result<Vec<MoveInfo>, MatchError> {
        self.engine.moves(self.to_move)
    }

    /// Play move `index` of [`Match::moves`]; returns the move as played.
    pub fn play(&mut self, index: usize) -> Result<MoveInfo, MatchError> {
        let moves = self.moves()?;
        if moves.is_empty() {
            return Err(MatchError::Over);
        }
        let Some(mv) = moves.get(index).cloned() else {
            return Err(no_such_move(index, moves.len()));
        };
        let was_winning = self.mover_wins()?;
        self.commit(mv, was_winning, |e, p| e.go(p, index))
    }

    /// Play the move named `name`: its name in the list (any case; cells in
    /// another order when only one move has them), its number from 1, or for
    /// Nim `HEAP COUNT` (`A 2`, `1 2`).
    pub fn play_named(&mut self, name: &str) -> Result<MoveInfo, MatchError> {
        let was_winning = self.mover_wins()?;
        if self.engine.reads_own_names() {
            return self.play_own(name, was_winning);
        }
        let moves = self.moves()?;
        let k = self.find_move(&moves, name)?;
        let mv = moves[k].clone();
        self.commit(mv, was_winning, |e, p| e.go(p, k))
    }

    /// The index in `moves` (as [`Match::moves`] or
    /// [`Match::unvalued_moves`] gave them) of the move typed `name`: its
    /// name (any case; cells in another order when only one move has them)
    /// or its number from 1.
    pub fn find_move(&self, moves: &[MoveInfo], name: &str) -> Result<usize, MatchError> {
        if moves.is_empty() {
            return Err(MatchError::Over);
        }
        let names: Vec<String> = moves.iter().map(|m| m.name.clone()).collect();
        let named = moves.iter().all(|m| m.named).then_some(names.as_slice());
        let by_name = moves.iter().all(|m| m.by_name);
        match board::chosen(name.trim(), named.filter(|_| by_name), moves.len()) {
            Ok(k) => Ok(k),
            // Names not listed are still taken (`vertex 2` on the page).
            Err(e) => match named.filter(|_| !by_name) {
                Some(n) => board::chosen(name.trim(), Some(n), moves.len())
                    .map_err(|_| MatchError::Illegal(e)),
                None => Err(MatchError::Illegal(e)),
            },
        }
    }

    /// A move in the engine's own notation (Nim's `HEAP COUNT`).
    fn play_own(&mut self, name: &str, was_winning: bool) -> Result<MoveInfo, MatchError> {
        let listed = match self.moves() {
            Ok(m) => Some(m),
            Err(MatchError::TooManyMoves(_)) => None,
            Err(e) => return Err(e),
        };
        if listed.as_ref().is_some_and(Vec::is_empty) {
            return Err(MatchError::Over);
        }
        let mover = self.to_move;
        self.saved.push((mover, self.history.len()));
        match self.engine.go_named(mover, name) {
            Some(Ok(mut mv)) => {
                if let Some(k) = listed
                    .as_ref()
                    .and_then(|ms| ms.iter().position(|m| m.position == mv.position))
                {
                    mv.index = k;
                }
                self.finish(mv.clone(), was_winning);
                Ok(mv)
            }
            Some(Err(e)) => {
                self.saved.pop();
                Err(e)
            }
            None => {
                self.saved.pop();
                Err(MatchError::Illegal(format!("`{name}` is not a move")))
            }
        }
    }

    fn commit(
        &mut self,
        mv: MoveInfo,
        was_winning: bool,
        go: impl FnOnce(&mut dyn Engine, Player) -> Result<(), MatchError>,
    ) -> Result<MoveInfo, MatchError> {
        self.saved.push((self.to_move, self.history.len()));
        if let Err(e) = go(self.engine.as_mut(), self.to_move) {
            self.saved.pop();
            return Err(e);
        }
        self.finish(mv.clone(), was_winning);
        Ok(mv)
    }

    fn finish(&mut self, mv: MoveInfo, was_winning: bool) {
        let now_losing = !mv.wins;
        self.history.push(Played {
            by: self.to_move,
            mv,
            was_winning,
            now_losing,
        });
        self.to_move = self.to_move.opponent();
    }

    /// The opponent's reply: it plays the first winning move, unless there is
    /// none or, at the learner's level, it slips (one time in three); then a
    /// random one. `None` when there is no move.
    pub fn reply(&mut self, level: Level, rng: &mut Lcg) -> Result<Option<MoveInfo>, MatchError> {
        if self.engine.reads_own_names() {
            return match self.engine.own_reply(level, rng) {
                Some(name) => self.play_named(&name).map(Some),
                None => Ok(None),
            };
        }
        let moves = self.moves()?;
        if moves.is_empty() {
            return Ok(None);
        }
        let wins: Vec<bool> = moves.iter().map(|m| m.wins).collect();
        let k = opponent_pick(&wins, level, rng);
        self.play(k).map(Some)
    }

    /// The winner, once the player to move has no move: the other player
    /// (normal play), or the player to move (misère play). `None` while the
    /// game goes on.
    pub fn winner(&mut self) -> Result<Option<Player>, MatchError> {
        let over = match self.moves() {
            Ok(m) => m.is_empty(),
            Err(MatchError::TooManyMoves(_)) => false,
            Err(e) => return Err(e),
        };
        Ok(over.then(|| {
            if self.is_misere() {
                self.to_move
            } else {
                self.to_move.opponent()
            }
        }))
    }

    /// The hint for the player to move (`you`): the position in words, its
    /// parts, and every move with what it leaves.
    pub fn hint(&mut self, you: Player) -> Result<Vec<String>, MatchError> {
        let moves = match self.moves() {
            Ok(m) => m,
            Err(MatchError::TooManyMoves(_)) => Vec::new(),
            Err(e) => return Err(e),
        };
        Ok(self.engine.hint(self.to_move, you, &moves)?)
    }

    /// Who wins, in words, for the person playing `you` (`Left (you) wins
    /// whoever moves next`, `the next player, you, loses`).
    pub fn who_wins(&mut self, you: Player) -> Result<String, Stop> {
        self.engine.who_wins(self.to_move, you)
    }

    /// A line about how the game is computed, where there is one (misère
    /// play by the game's misère quotient).
    pub fn note(&self) -> Option<String> {
        self.engine.note()
    }

    /// Nim's heaps (`None` for other rulesets).
    pub fn heaps(&self) -> Option<Vec<BigUint>> {
        self.engine.heaps()
    }

    /// The moves of the player to move, named and marked but not valued
    /// (`value` and `mean` none, `wins` false): for play by a strategy.
    pub fn unvalued_moves(&mut self) -> Vec<MoveInfo> {
        self.engine.unvalued_moves(self.to_move)
    }

    /// The moves made so far.
    pub fn history(&self) -> &[Played] {
        &self.history
    }

    /// Take the last move back; whether there was one.
    pub fn undo(&mut self) -> bool {
        let Some((mover, len)) = self.saved.pop() else {
            return false;
        };
        self.engine.back();
        self.to_move = mover;
        self.history.truncate(len);
        true
    }

    /// The move that decided the game against `loser`: their last move from
    /// a winning position to a losing one. `None` if they never could win.
    pub fn turning_point(&self, loser: Player) -> Option<&Played> {
        self.history
            .iter()
            .rev()
            .find(|t| t.by == loser && t.was_winning && t.now_losing)
    }
}

#[cfg(test)]
mod tests;
