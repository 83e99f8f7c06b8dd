//! What a position is: the two traits every ruleset's positions implement
//! ([`PartizanPosition`], [`ImpartialPosition`]) and why a text is not one
//! ([`PositionError`], which each ruleset's own error becomes by [`TextError`]).
//!
//! Below every engine that searches positions (`impartial`, `rulesets`,
//! `solve`); it knows only the store's [`Game`]s.

use crate::short::{Game, GameStore};
use std::hash::Hash;
use std::ops::Range;

/// A position of a partizan game.
pub trait PartizanPosition: Clone + Eq + Hash {
    /// Positions Left can move to.
    fn left_options(&self) -> Vec<Self>;
    /// Positions Right can move to.
    fn right_options(&self) -> Vec<Self>;
    /// Independent components whose sum is this position (default: itself).
    fn components(&self) -> Vec<Self> {
        vec![self.clone()]
    }
    /// The components as the solver asks for them: `None` where the
    /// position is one component as it stands (sparing the list); by default
    /// `Some` of [`PartizanPosition::components`].
    fn split(&self) -> Option<Vec<Self>> {
        Some(self.components())
    }
    /// Put Left's (`left`) or Right's options at the end of `out`, a list
    /// the solver reuses; by default from the option lists.
    fn options_into(&self, left: bool, out: &mut Vec<Self>) {
        out.extend(if left {
            self.left_options()
        } else {
            self.right_options()
        });
    }
    /// The value when theory gives it directly (a fast path; default: none).
    fn known_value(&self, _store: &mut GameStore) -> Option<Game> {
        None
    }
    /// A representative of this position's class under transpositions and symmetries
    /// that preserve the value (default: itself).
    fn normalize(&self) -> Self {
        self.clone()
    }
    /// A representative under symmetries that keep the value or negate it
    /// (Domineering's transpositions swap the players), and whether its value
    /// is the negative of this position's; default [`Self::normalize`], not
    /// negated. The solver memoises representatives by this one.
    fn normalize_signed(&self) -> (Self, bool) {
        (self.normalize(), false)
    }
    /// Whether a search from this position gains by the representatives of
    /// [`Self::normalize_signed`] over those of [`Self::normalize`]: where
    /// the negated class shows up only by symmetry of the root (a Clobber
    /// board that is its own colour swap), the solver uses the signed ones
    /// for searches from such roots only, as elsewhere they cost time and
    /// merge nothing; default true.
    fn signs_pay(&self) -> bool {
        true
    }
    /// Whether the solver should also memoise positions as they are met,
    /// before splitting and normalising them: worth it where those are dear
    /// (grids, whose parts are flood-filled, cropped and turned) and hashing
    /// is cheap; default false.
    const MEMO_AS_MET: bool = false;
    /// Bytes this position owns on the heap (its cells, its edges), for the
    /// memory limit of a search; default 0 (a position held inline).
    fn heap_bytes(&self) -> usize {
        0
    }
    /// How players name the move from this position to its option `to`, in
    /// the ruleset's notation (`b1-b2`); by default none (players see the
    /// position reached).
    fn move_name(&self, _to: &Self) -> Option<String> {
        None
    }
    /// Left's (`left`) or Right's options, in the order of
    /// [`Self::left_options`] and [`Self::right_options`], each with how
    /// players name the move that reaches it; by default each option's
    /// [`Self::move_name`]. A ruleset whose moves can reach one position
    /// twice names each move as it generates it.
    fn named_options(&self, left: bool) -> Vec<(Option<String>, Self)> {
        let options = if left {
            self.left_options()
        } else {
            self.right_options()
        };
        options
            .into_iter()
            .map(|o| (self.move_name(&o), o))
            .collect()
    }
}

/// A position of an impartial game: both players have the same options.
pub trait ImpartialPosition: Clone + Eq + Hash {
    /// The positions reachable in one move.
    fn options(&self) -> Vec<Self>;

    /// The independent components whose disjunctive sum this position is.
    /// The default is the position itself (no decomposition). A position whose
    /// decomposition is not itself must decompose into strictly smaller parts.
    fn components(&self) -> Vec<Self> {
        vec![self.clone()]
    }

    /// Bytes this position owns on the heap (its heaps, its edges), for the
    /// memory limit of a search; default 0 (a position held inline).
    fn heap_bytes(&self) -> usize {
        0
    }

    /// How players name the move from this position to its option `to`
    /// (`take 2 from heap A`); by default none (players see the position
    /// reached).
    fn move_name(&self, _to: &Self) -> Option<String> {
        None
    }

    /// The options, in the order of [`Self::options`], each with how
    /// players name the move that reaches it; by default each option's
    /// [`Self::move_name`]. A ruleset whose moves can reach one position
    /// twice names each move as it generates it.
    fn named_options(&self) -> Vec<(Option<String>, Self)> {
        self.options()
            .into_iter()
            .map(|o| (self.move_name(&o), o))
            .collect()
    }
}

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

    /// The same error for a text that `text` was cut from at byte `offset`
    /// (its span moved by `offset`).
    pub fn shifted(self, offset: usize) -> PositionError {
        let span = self.span.start + offset..self.span.end + offset;
        PositionError { span, ..self }
    }
}

/// A ruleset's own error for the text of a position, which the ruleset turns
/// into a [`PositionError`] itself (where in `text` it lies, and whether the
/// position was too large rather than misspelt): the catalogue reads every
/// ruleset's positions through this one conversion.
pub trait TextError {
    /// The error as a [`PositionError`] about `text`, the text that was read.
    fn position_error(self, text: &str) -> PositionError;
}

impl TextError for PositionError {
    fn position_error(self, _text: &str) -> PositionError {
        self
    }
}

/// The bytes of the character of `text` at byte `at` (empty at the end, and
/// `at` clamped to the text): the span of an error about one character.
pub fn char_span(text: &str, at: usize) -> Range<usize> {
    let at = at.min(text.len());
    let end = text
        .get(at..)
        .and_then(|t| t.chars().next())
        .map_or(at, |c| at + c.len_utf8());
    at..end
}
