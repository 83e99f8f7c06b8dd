//! A loopy position in a [`super::Match`] (Fox and Geese, Backsliding Toads
//! and Frogs): shown and drawn, but not played, until play with draws exists.
//!
//! The partizan engine values positions by a search that assumes play ends;
//! on a position graph with cycles it would run into its depth or node
//! limits and report them as if the game were merely big. This engine says
//! what is missing instead, and keeps everything that needs no value (the
//! text, the description, the picture, the unvalued moves).

use super::engines::Engine;
use super::{MatchError, MoveInfo};
use crate::picture::Picture;
use nimatron::limits::Stop;
use nimatron::rulesets::catalogue::Ruleset;
use nimatron::short::Outcome;
use nimatron::Player;

/// Why a loopy position is not played.
pub const NOT_YET: &str =
    "this position is loopy (play can come back to it): playing it, with draws, \
     is not built yet; `nimatron eval` gives its value and its outcome with draws";

/// Wraps the engine of a loopy position: everything but play and values.
pub(super) struct LoopyGuard(pub(super) Box<dyn Engine>);

impl Engine for LoopyGuard {
    fn ruleset(&self) -> Ruleset {
        self.0.ruleset()
    }
    fn text(&self) -> String {
        self.0.text()
    }
    fn describe(&self) -> String {
        self.0.describe()
    }
    fn picture(&self) -> Picture {
        self.0.picture()
    }
    fn partizan(&self) -> bool {
        self.0.partizan()
    }
    fn misere(&self) -> bool {
        self.0.misere()
    }
    fn start_turn(&mut self) {
        self.0.start_turn()
    }
    fn value(&mut self) -> Result<Option<String>, Stop> {
        Err(Stop::Unsupported(NOT_YET))
    }
    fn mean(&mut self) -> Result<Option<String>, Stop> {
        Err(Stop::Unsupported(NOT_YET))
    }
    fn outcome(&mut self) -> Result<Outcome, Stop> {
        Err(Stop::Unsupported(NOT_YET))
    }
    fn mover_wins(&mut self, _mover: Player) -> Result<bool, Stop> {
        Err(Stop::Unsupported(NOT_YET))
    }
    fn moves(&mut self, _mover: Player) -> Result<Vec<MoveInfo>, MatchError> {
        Err(MatchError::Stop(Stop::Unsupported(NOT_YET)))
    }
    fn go(&mut self, _mover: Player, _index: usize) -> Result<(), MatchError> {
        Err(MatchError::Stop(Stop::Unsupported(NOT_YET)))
    }
    fn back(&mut self) -> bool {
        false
    }
    fn hint(
        &mut self,
        _mover: Player,
        _you: Player,
        _moves: &[MoveInfo],
    ) -> Result<Vec<String>, Stop> {
        Err(Stop::Unsupported(NOT_YET))
    }
    fn who_wins(&mut self, _mover: Player, _you: Player) -> Result<String, Stop> {
        Err(Stop::Unsupported(NOT_YET))
    }
    fn unvalued_moves(&mut self, mover: Player) -> Vec<MoveInfo> {
        self.0.unvalued_moves(mover)
    }
}
