//! The engines behind a [`super::Match`], one per kind of game: partizan
//! rulesets (values by the partizan solver), impartial ones (Grundy and
//! misère searches, misère quotients), and Nim on heaps of any size.

use super::nim_engine::NimEngine;
use super::{Mark, MatchError, MoveInfo};
use crate::picture::Picture;
use crate::play::board::{self, Grid, Style};
use crate::play::explain;
use crate::play::impartial::ImpartialGame;
use crate::play::nim::NimGame;
use crate::play::partizan::PartizanGame;
use crate::play::{Lcg, Level};
use nimatron::impartial::{ImpartialPosition, Play};
use nimatron::limits::{Limits, Stop};
use nimatron::rulesets::catalogue::{NimHeaps, Ruleset, RulesetPosition, Visitor};
use nimatron::rulesets::{GraphGame, PartizanPosition};
use nimatron::short::{GameStore, Outcome};
use nimatron::Player;
use num_bigint::BigUint;

/// The engine of one kind of game behind a [`Match`] (object-safe, so that a
/// match holds any ruleset's).
pub(super) trait Engine: Send {
    fn ruleset(&self) -> Ruleset;
    fn text(&self) -> String;
    fn describe(&self) -> String;
    fn picture(&self) -> Picture;
    fn partizan(&self) -> bool;
    fn misere(&self) -> bool;
    fn start_turn(&mut self);
    /// The value of the position, printed.
    fn value(&mut self) -> Result<Option<String>, Stop>;
    /// The mean of the position's value, printed.
    fn mean(&mut self) -> Result<Option<String>, Stop>;
    fn outcome(&mut self) -> Result<Outcome, Stop>;
    fn mover_wins(&mut self, mover: Player) -> Result<bool, Stop>;
    fn moves(&mut self, mover: Player) -> Result<Vec<MoveInfo>, MatchError>;
    /// Play listed move `index` of `mover` (the list as `moves` gave it).
    fn go(&mut self, mover: Player, index: usize) -> Result<(), MatchError>;
    /// A move typed by name that the list does not hold (Nim's heaps of any
    /// size): its index-free form. `None`: not a move of this kind.
    fn go_named(&mut self, _mover: Player, _name: &str) -> Option<Result<MoveInfo, MatchError>> {
        None
    }
    fn back(&mut self) -> bool;
    /// Whether every move can be listed (Nim's heaps of any size: not always).
    fn lists_moves(&self) -> bool {
        true
    }
    fn hint(&mut self, mover: Player, you: Player, moves: &[MoveInfo])
        -> Result<Vec<String>, Stop>;
    /// Who wins, in words, for the person `you` with `mover` to move.
    fn who_wins(&mut self, mover: Player, you: Player) -> Result<String, Stop>;
    /// The moves of `mover`, named and marked but not valued (`value` and
    /// `mean` none, `wins` false): for play by a strategy, where valuing
    /// the position is what the strategy spares.
    fn unvalued_moves(&mut self, mover: Player) -> Vec<MoveInfo>;
    /// A line about how the game is computed (misère play by a quotient).
    fn note(&self) -> Option<String> {
        None
    }
    /// Nim's heaps.
    fn heaps(&self) -> Option<Vec<BigUint>> {
        None
    }
    /// The engine's own choice of reply, by name (Nim, by Bouton's rule).
    fn own_reply(&mut self, _level: Level, _rng: &mut Lcg) -> Option<String> {
        None
    }
    /// Whether a typed move is read by the engine's own notation first
    /// ([`Engine::go_named`]) rather than looked up in the list.
    fn reads_own_names(&self) -> bool {
        false
    }
}

/// The moves of a position with where they are: a ruleset-specific lister
/// (graphs: the vertices used), or the options with marks from the picture.
pub(super) type Lister<P> = fn(&P, bool) -> Vec<(Mark, P)>;

pub(super) fn graph_moves(g: &GraphGame, left: bool) -> Vec<(Mark, GraphGame)> {
    g.moves(left)
        .into_iter()
        .map(|(used, o)| {
            // Vertices numbered as the option's own text reads back, so that
            // the next request finds the same moves.
            let o = GraphGame::parse(&o.to_string(), o.rules()).unwrap_or(o);
            (Mark::Vertices(used), o)
        })
        .collect()
}

/// Names and marks of moves from the texts of the position and its options,
/// by the catalogue's drawing (grids: the cells changed; Hackenbush: the
/// edge cut).
fn marks_of(style: Style, before: &str, after: &[String]) -> (Option<Vec<String>>, Vec<Mark>) {
    let names = board::move_names(style, before, after);
    let marks = match style {
        Style::Grid => {
            let g = Grid::parse(before);
            after
                .iter()
                .map(|a| {
                    g.as_ref()
                        .and_then(|g| g.move_cells(&Grid::parse(a)?))
                        .map_or(Mark::None, Mark::Cells)
                })
                .collect()
        }
        Style::Edges => match &names {
            Some(n) => n
                .iter()
                .map(|l| board::edge_index(l).map_or(Mark::None, Mark::Edge))
                .collect(),
            None => vec![Mark::None; after.len()],
        },
        Style::Plain => vec![Mark::None; after.len()],
    };
    (names, marks)
}

fn vertex_names(used: &[usize]) -> String {
    let names: Vec<String> = used.iter().map(usize::to_string).collect();
    match used.len() {
        1 => format!("vertex {}", names[0]),
        _ => format!("edge {}", names.join("-")),
    }
}

/// Whether no two of `names` are the same.
fn distinct(names: &[String]) -> bool {
    let mut sorted: Vec<&String> = names.iter().collect();
    sorted.sort();
    sorted.dedup();
    sorted.len() == names.len()
}

/// The listed options of a position, with names and marks.
fn listed<P: RulesetPosition>(
    from: &P,
    style: Style,
    options: Vec<(Mark, P)>,
    ruleset_name: impl Fn(&P) -> Option<String>,
) -> (Vec<P>, Vec<(String, bool, Mark)>) {
    let text = from.to_string();
    let texts: Vec<String> = options.iter().map(|(_, o)| o.to_string()).collect();
    let (names, marks) = if options.iter().any(|(m, _)| *m != Mark::None) {
        let marks: Vec<Mark> = options.iter().map(|(m, _)| m.clone()).collect();
        let names = marks
            .iter()
            .map(|m| match m {
                Mark::Vertices(v) => Some(vertex_names(v)),
                _ => None,
            })
            .collect::<Option<Vec<String>>>();
        (names, marks)
    } else {
        marks_of(style, &text, &texts)
    };
    let names = names.or_else(|| {
        let n: Vec<String> = options
            .iter()
            .map(|(_, o)| ruleset_name(o))
            .collect::<Option<_>>()?;
        let mut sorted: Vec<&String> = n.iter().collect();
        sorted.sort();
        sorted.dedup();
        (sorted.len() == n.len()).then_some(n)
    });
    // Where neither names every move once (two moves reach one position),
    // the cells each move changes still name it, as the page shows them.
    let names = names.or_else(|| {
        marks
            .iter()
            .map(|m| match m {
                Mark::Cells(c) => Some(
                    c.iter()
                        .map(|&(r, c)| board::cell_name(r, c))
                        .collect::<Vec<_>>()
                        .join("-"),
                ),
                _ => None,
            })
            .collect::<Option<Vec<String>>>()
            .filter(|n| distinct(n))
    });
    let positions: Vec<P> = options.into_iter().map(|(_, o)| o).collect();
    let labels = positions
        .iter()
        .zip(marks)
        .enumerate()
        .map(|(i, (o, m))| match &names {
            Some(n) => (n[i].clone(), true, m),
            None => (o.describe(), false, m),
        })
        .collect();
    (positions, labels)
}

/// Moves to `positions`, with their names and marks, not valued.
fn unvalued<P: RulesetPosition>(
    positions: &[P],
    labels: Vec<(String, bool, Mark)>,
) -> Vec<MoveInfo> {
    positions
        .iter()
        .zip(labels)
        .enumerate()
        .map(|(index, (o, (name, named, mark)))| MoveInfo {
            index,
            name,
            named,
            position: o.to_string(),
            describe: o.describe(),
            mark,
            value: None,
            mean: None,
            wins: false,
        })
        .collect()
}

struct PartizanEngine<P: PartizanPosition + RulesetPosition> {
    game: PartizanGame<P>,
    style: Style,
    lister: Option<Lister<P>>,
    past: Vec<P>,
}

impl<P: PartizanPosition + RulesetPosition> PartizanEngine<P> {
    /// The options of `mover` and their moves, named and marked, not valued.
    fn listing(&self, mover: Player) -> (Vec<P>, Vec<MoveInfo>) {
        let from = self.game.position.clone();
        let (positions, labels) = listed(&from, self.style, self.options(mover), |o| {
            from.move_name(o)
        });
        let moves = unvalued(&positions, labels);
        (positions, moves)
    }

    fn options(&self, mover: Player) -> Vec<(Mark, P)> {
        let left = mover.is_left();
        match self.lister {
            Some(f) => f(&self.game.position, left),
            None => {
                let opts = if left {
                    self.game.position.left_options()
                } else {
                    self.game.position.right_options()
                };
                opts.into_iter().map(|o| (Mark::None, o)).collect()
            }
        }
    }
}

impl<P: PartizanPosition + RulesetPosition> Engine for PartizanEngine<P> {
    fn ruleset(&self) -> Ruleset {
        self.game.position.ruleset()
    }
    fn text(&self) -> String {
        self.game.position.to_string()
    }
    fn describe(&self) -> String {
        self.game.position.describe()
    }
    fn picture(&self) -> Picture {
        picture_of(&self.ruleset(), &self.text(), &self.describe())
    }
    fn partizan(&self) -> bool {
        true
    }
    fn misere(&self) -> bool {
        false
    }
    fn start_turn(&mut self) {
        self.game.start_turn();
    }
    fn value(&mut self) -> Result<Option<String>, Stop> {
        let g = self.game.value()?;
        self.game.show(g).map(Some)
    }
    fn mean(&mut self) -> Result<Option<String>, Stop> {
        let g = self.game.value()?;
        Ok(Some(self.game.store.guard(|s| s.mean(g))?.to_string()))
    }
    fn outcome(&mut self) -> Result<Outcome, Stop> {
        let g = self.game.value()?;
        self.game.store.guard(|s| s.outcome(g))
    }
    fn mover_wins(&mut self, mover: Player) -> Result<bool, Stop> {
        let g = self.game.value()?;
        self.game.mover_wins(g, mover.is_left())
    }
    fn moves(&mut self, mover: Player) -> Result<Vec<MoveInfo>, MatchError> {
        let (positions, mut out) = self.listing(mover);
        let choices = self.game.value_choices(positions, mover.is_left())?;
        for (m, c) in out.iter_mut().zip(choices) {
            let v = c.value;
            m.mean = Some(self.game.store.guard(|s| s.mean(v))?.to_string());
            m.value = Some(self.game.show(v)?);
            m.wins = c.wins;
        }
        Ok(out)
    }
    fn unvalued_moves(&mut self, mover: Player) -> Vec<MoveInfo> {
        self.listing(mover).1
    }
    fn who_wins(&mut self, mover: Player, you: Player) -> Result<String, Stop> {
        let g = self.game.value()?;
        explain::who_wins(&mut self.game.store, g, you.is_left(), mover == you)
    }
    fn go(&mut self, mover: Player, index: usize) -> Result<(), MatchError> {
        let opts = self.options(mover);
        step(&mut self.past, &mut self.game.position, opts, index)
    }
    fn back(&mut self) -> bool {
        step_back(&mut self.past, &mut self.game.position)
    }
    fn hint(
        &mut self,
        mover: Player,
        you: Player,
        moves: &[MoveInfo],
    ) -> Result<Vec<String>, Stop> {
        let you_left = you.is_left();
        let yours = mover == you;
        let g = self.game.value()?;
        let shown = self.game.show(g)?;
        let who = explain::who_wins(&mut self.game.store, g, you_left, yours)?;
        let kind = explain::kind(&mut self.game.store, g)?;
        let mut lines = vec![
            format!("The position is worth {shown} ({kind}): {who}."),
            explain::LEGEND.to_string(),
        ];
        let parts = self.game.position.components();
        if parts.len() > 1 {
            lines.push(format!("It is a sum of {} independent parts:", parts.len()));
            for part in parts {
                let v = self.game.part_value(&part)?;
                let k = explain::kind(&mut self.game.store, v)?;
                lines.push(format!(
                    "  {}: {} ({k})",
                    part.describe(),
                    self.game.show(v)?
                ));
            }
        }
        lines.push("Your moves:".to_string());
        let mut choices = self.game.value_choices(
            self.options(mover).into_iter().map(|(_, o)| o).collect(),
            mover.is_left(),
        )?;
        for (m, c) in moves.iter().zip(choices.iter_mut()) {
            let who = explain::who_wins(&mut self.game.store, c.value, you_left, !yours)?;
            lines.push(format!(
                "  {}: leaves a position worth {}: {who}{}",
                m.label(),
                m.value.as_deref().unwrap_or("?"),
                if m.wins { "  <- wins" } else { "" }
            ));
        }
        if !moves.iter().any(|m| m.wins) {
            lines.push("No move wins against perfect play: choose one that keeps the game long and hope for a slip.".to_string());
        }
        Ok(lines)
    }
}

struct ImpartialEngine<P: ImpartialPosition + RulesetPosition> {
    game: ImpartialGame<P>,
    style: Style,
    lister: Option<Lister<P>>,
    past: Vec<P>,
}

impl<P: ImpartialPosition + RulesetPosition> ImpartialEngine<P> {
    /// The options and their moves, named and marked, not valued.
    fn listing(&self) -> (Vec<P>, Vec<MoveInfo>) {
        let from = self.game.position.clone();
        let (positions, labels) = listed(&from, self.style, self.options(), |_| None);
        let moves = unvalued(&positions, labels);
        (positions, moves)
    }

    fn options(&self) -> Vec<(Mark, P)> {
        match self.lister {
            Some(f) => f(&self.game.position, true),
            None => self
                .game
                .position
                .options()
                .into_iter()
                .map(|o| (Mark::None, o))
                .collect(),
        }
    }
}

/// "the next player, your opponent, loses".
fn who(next_is_you: bool, mover_wins: bool) -> String {
    format!(
        "the next player, {}, {}",
        if next_is_you { "you" } else { "your opponent" },
        if mover_wins { "wins" } else { "loses" }
    )
}

impl<P: ImpartialPosition + RulesetPosition> Engine for ImpartialEngine<P> {
    fn ruleset(&self) -> Ruleset {
        self.game.position.ruleset()
    }
    fn text(&self) -> String {
        self.game.position.to_string()
    }
    fn describe(&self) -> String {
        self.game.position.describe()
    }
    fn picture(&self) -> Picture {
        picture_of(&self.ruleset(), &self.text(), &self.describe())
    }
    fn partizan(&self) -> bool {
        false
    }
    fn misere(&self) -> bool {
        self.game.misere
    }
    fn start_turn(&mut self) {
        self.game.start_turn();
    }
    fn value(&mut self) -> Result<Option<String>, Stop> {
        if self.game.misere {
            return Ok(None);
        }
        let p = self.game.position.clone();
        Ok(Some(nimber_text(self.game.grundy(&p)?)))
    }
    fn mean(&mut self) -> Result<Option<String>, Stop> {
        Ok((!self.game.misere).then(|| "0".to_string()))
    }
    fn outcome(&mut self) -> Result<Outcome, Stop> {
        let p = self.game.position.clone();
        Ok(if self.game.wins_at(&p)? {
            Outcome::N
        } else {
            Outcome::P
        })
    }
    fn mover_wins(&mut self, _mover: Player) -> Result<bool, Stop> {
        let p = self.game.position.clone();
        self.game.wins_at(&p)
    }
    fn moves(&mut self, _mover: Player) -> Result<Vec<MoveInfo>, MatchError> {
        let (positions, mut out) = self.listing();
        for (m, o) in out.iter_mut().zip(&positions) {
            m.wins = !self.game.wins_at(o)?;
            if !self.game.misere {
                m.value = Some(nimber_text(self.game.grundy(o)?));
                m.mean = Some("0".to_string());
            }
        }
        Ok(out)
    }
    fn unvalued_moves(&mut self, _mover: Player) -> Vec<MoveInfo> {
        self.listing().1
    }
    fn who_wins(&mut self, mover: Player, you: Player) -> Result<String, Stop> {
        let p = self.game.position.clone();
        Ok(who(mover == you, self.game.wins_at(&p)?))
    }
    fn note(&self) -> Option<String> {
        let q = self.game.quotient()?;
        Some(format!(
            "Misère play by the quotient of the heaps up to {} ({} elements, P-portion {{{}}}).",
            q.to(),
            q.order(),
            q.p_portion()
                .iter()
                .map(|&x| q.name(x))
                .collect::<Vec<_>>()
                .join(", ")
        ))
    }
    fn go(&mut self, _mover: Player, index: usize) -> Result<(), MatchError> {
        let opts = self.options();
        step(&mut self.past, &mut self.game.position, opts, index)
    }
    fn back(&mut self) -> bool {
        step_back(&mut self.past, &mut self.game.position)
    }
    fn hint(
        &mut self,
        _mover: Player,
        _you: Player,
        moves: &[MoveInfo],
    ) -> Result<Vec<String>, Stop> {
        let position = self.game.position.clone();
        let mut lines = Vec::new();
        if let (Some(q), Some(x)) = (self.game.quotient(), self.game.quotient_element(&position)) {
            lines.push(format!(
                "In misère play the position is {} in the game's misère quotient ({}): {}.",
                q.name(x),
                if q.is_p(x) {
                    "in the P-portion"
                } else {
                    "not in the P-portion"
                },
                who(true, !q.is_p(x))
            ));
        } else if self.game.misere {
            let wins = self.game.wins_at(&position)?;
            lines.push(format!(
                "In misère play (whoever moves last loses) values do not add as in normal play; by search, {}.",
                who(true, wins)
            ));
        } else {
            let n = self.game.grundy(&position)?;
            lines.push(format!(
                "The position is *{n} (a nim heap of that size: its Grundy value): {}.",
                who(true, n != 0)
            ));
        }
        lines.push("Your moves:".to_string());
        let options: Vec<P> = self.options().into_iter().map(|(_, o)| o).collect();
        for (m, o) in moves.iter().zip(&options) {
            let value =
                if let (Some(q), Some(x)) = (self.game.quotient(), self.game.quotient_element(o)) {
                    format!(" (quotient element {})", q.name(x))
                } else if self.game.misere {
                    String::new()
                } else {
                    format!(" worth *{}", self.game.grundy(o)?)
                };
            lines.push(format!(
                "  {}: leaves {}{value}: {}{}",
                m.label(),
                m.describe,
                who(false, !m.wins),
                if m.wins { "  <- wins" } else { "" }
            ));
        }
        if !moves.iter().any(|m| m.wins) {
            lines.push("No move wins against perfect play: make a move that keeps the game long and hope for a slip.".to_string());
        }
        Ok(lines)
    }
}

/// Move to listed option `index`, keeping the position left for undo.
fn step<P>(
    past: &mut Vec<P>,
    position: &mut P,
    mut opts: Vec<(Mark, P)>,
    index: usize,
) -> Result<(), MatchError> {
    if index >= opts.len() {
        return Err(no_such_move(index, opts.len()));
    }
    let (_, next) = opts.swap_remove(index);
    past.push(std::mem::replace(position, next));
    Ok(())
}

/// Back to the position before the last step; whether there was one.
fn step_back<P>(past: &mut Vec<P>, position: &mut P) -> bool {
    match past.pop() {
        Some(p) => {
            *position = p;
            true
        }
        None => false,
    }
}

pub(super) fn nimber_text(n: u32) -> String {
    match n {
        0 => "0".to_string(),
        1 => "*".to_string(),
        n => format!("*{n}"),
    }
}

pub(super) fn no_such_move(index: usize, count: usize) -> MatchError {
    MatchError::Illegal(if count == 0 {
        "there is no move left".to_string()
    } else {
        format!(
            "there is no move {index}: the moves are numbered 0 to {}",
            count - 1
        )
    })
}

/// The picture of a position written `text` of `ruleset` (read back through
/// the catalogue, so every ruleset is drawn as the catalogue says).
fn picture_of(ruleset: &Ruleset, text: &str, describe: &str) -> Picture {
    match ruleset.parse(text) {
        Ok(p) => Picture::of(&p),
        Err(_) => Picture::Text(describe.to_string()),
    }
}

/// Makes the engine for a position of any ruleset.
pub(super) struct Maker {
    pub(super) misere: bool,
    pub(super) limits: Limits,
}

impl Maker {
    pub(super) fn partizan<P: PartizanPosition + RulesetPosition>(
        self,
        p: P,
        lister: Option<Lister<P>>,
    ) -> Box<dyn Engine> {
        let style = Style::of(p.ruleset().info());
        let mut store = GameStore::new();
        store.set_limits(self.limits.clone());
        Box::new(PartizanEngine {
            game: PartizanGame::new(p, store, self.limits),
            style,
            lister,
            past: Vec::new(),
        })
    }

    pub(super) fn impartial<P: ImpartialPosition + RulesetPosition>(
        self,
        p: P,
        lister: Option<Lister<P>>,
    ) -> Box<dyn Engine> {
        let info = p.ruleset().info();
        let style = Style::of(info);
        let misere = self.misere || info.misere;
        let mut game = ImpartialGame::new(p, misere, self.limits);
        game.use_misere_quotient();
        Box::new(ImpartialEngine {
            game,
            style,
            lister,
            past: Vec::new(),
        })
    }
}

impl Visitor for Maker {
    type Output = Box<dyn Engine>;

    fn partizan<P: PartizanPosition + RulesetPosition>(self, pos: &P) -> Self::Output {
        Maker::partizan(self, pos.clone(), None)
    }

    fn impartial<P: ImpartialPosition + RulesetPosition>(self, pos: &P) -> Self::Output {
        Maker::impartial(self, pos.clone(), None)
    }

    fn nim(self, heaps: &NimHeaps) -> Self::Output {
        Box::new(NimEngine {
            game: NimGame {
                heaps: heaps.0.clone(),
                play: if self.misere {
                    Play::Misere
                } else {
                    Play::Normal
                },
            },
            past: Vec::new(),
        })
    }
}
