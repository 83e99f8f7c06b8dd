//! The engines behind a [`super::Match`], one per kind of game: partizan
//! rulesets (values by the partizan solver), impartial ones (Grundy and
//! misère searches, misère quotients), and Nim on heaps of any size.

use super::nim_engine::NimEngine;
use super::{Mark, MatchError, MoveInfo};
use crate::picture::Picture;
use crate::play::board::{self, Style};
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

/// The moves of a position with the vertices each uses (graphs on the page),
/// in the order of the ruleset's named options.
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

/// Whether no two of `names` are the same.
fn distinct(names: &[String]) -> bool {
    let mut sorted: Vec<&String> = names.iter().collect();
    sorted.sort();
    sorted.dedup();
    sorted.len() == names.len()
}

/// Where the move named `name` is on a picture in `style`: the cells its
/// name gives (`a1-a2`), or the edge its label gives (`C`).
fn mark_of(style: Style, name: &str) -> Mark {
    match style {
        Style::Grid => board::cells_named(name).map_or(Mark::None, Mark::Cells),
        Style::Edges => board::edge_index(name).map_or(Mark::None, Mark::Edge),
        Style::Plain => Mark::None,
    }
}

/// The options named by the ruleset as it generates them, with the marks of
/// a lister (graphs on the page: the vertices used, in the same order).
fn options_of<P>(named: Vec<(Option<String>, P)>, lister: Option<Vec<(Mark, P)>>) -> Options<P> {
    match lister {
        Some(listed) if listed.len() == named.len() => {
            let marks = listed.iter().map(|(m, _)| m.clone()).collect();
            let options = named
                .into_iter()
                .zip(listed)
                .map(|((n, _), (_, o))| (n, o))
                .collect();
            Options {
                options,
                marks: Some(marks),
            }
        }
        Some(listed) => Options {
            marks: Some(listed.iter().map(|(m, _)| m.clone()).collect()),
            options: listed.into_iter().map(|(_, o)| (None, o)).collect(),
        },
        None => Options {
            options: named,
            marks: None,
        },
    }
}

/// A position's options with their names (from the ruleset) and, where a
/// lister gives them, their marks.
struct Options<P> {
    options: Vec<(Option<String>, P)>,
    marks: Option<Vec<Mark>>,
}

impl<P: RulesetPosition> Options<P> {
    fn positions(self) -> Vec<P> {
        self.options.into_iter().map(|(_, o)| o).collect()
    }

    /// The positions and their moves, named and marked, not valued: a move
    /// is named where the ruleset names every move, no two alike, and
    /// picked by name where `shown` too; else by number.
    fn moves(self, style: Style, shown: bool) -> (Vec<P>, Vec<MoveInfo>) {
        let names = self
            .options
            .iter()
            .map(|(n, _)| n.clone())
            .collect::<Option<Vec<String>>>()
            .filter(|n| distinct(n));
        let by_name = shown && names.is_some();
        let mut positions = Vec::with_capacity(self.options.len());
        let mut moves = Vec::with_capacity(self.options.len());
        for (index, (_, o)) in self.options.into_iter().enumerate() {
            let name = names.as_ref().map(|n| n[index].clone());
            let mark = match (&self.marks, &name) {
                (Some(m), _) => m[index].clone(),
                (None, Some(n)) => mark_of(style, n),
                (None, None) => Mark::None,
            };
            moves.push(MoveInfo {
                index,
                name: name.unwrap_or_else(|| o.describe()),
                named: names.is_some(),
                by_name,
                position: o.to_string(),
                describe: o.describe(),
                mark,
                value: None,
                mean: None,
                wins: false,
            });
            positions.push(o);
        }
        (positions, moves)
    }
}

struct PartizanEngine<P: PartizanPosition + RulesetPosition> {
    game: PartizanGame<P>,
    style: Style,
    shown: bool,
    lister: Option<Lister<P>>,
    past: Vec<P>,
}

impl<P: PartizanPosition + RulesetPosition> PartizanEngine<P> {
    /// The options of `mover` and their moves, named and marked, not valued.
    fn listing(&self, mover: Player) -> (Vec<P>, Vec<MoveInfo>) {
        self.options(mover).moves(self.style, self.shown)
    }

    fn options(&self, mover: Player) -> Options<P> {
        let left = mover.is_left();
        let p = &self.game.position;
        options_of(p.named_options(left), self.lister.map(|f| f(p, left)))
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
        let opts = self.options(mover).positions();
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
        let mut choices = self
            .game
            .value_choices(self.options(mover).positions(), mover.is_left())?;
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
    shown: bool,
    lister: Option<Lister<P>>,
    past: Vec<P>,
}

impl<P: ImpartialPosition + RulesetPosition> ImpartialEngine<P> {
    /// The options and their moves, named and marked, not valued.
    fn listing(&self) -> (Vec<P>, Vec<MoveInfo>) {
        self.options().moves(self.style, self.shown)
    }

    fn options(&self) -> Options<P> {
        let p = &self.game.position;
        options_of(p.named_options(), self.lister.map(|f| f(p, true)))
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
        let opts = self.options().positions();
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
        let options: Vec<P> = self.options().positions();
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
    mut opts: Vec<P>,
    index: usize,
) -> Result<(), MatchError> {
    if index >= opts.len() {
        return Err(no_such_move(index, opts.len()));
    }
    let next = opts.swap_remove(index);
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

/// Whether players pick moves by name in the terminal's list: where its
/// drawing (`style`) is the picture the names refer to (cells with
/// coordinates, labelled edges), or the picture is text and the ruleset's
/// partizan notation names moves in words (`3x4 -> 3x1 + 3x3`, `take 3
/// from 6`). Elsewhere moves are picked by number, seeing the position each
/// reaches: graphs, stalks and variants, whose pictures the terminal writes
/// as text, and impartial rulesets written as text; their names are still
/// taken.
fn shown(style: Style, picture: &Picture, partizan: bool) -> bool {
    match (style, picture) {
        (Style::Grid, Picture::Cells { .. }) | (Style::Edges, Picture::Edges { .. }) => true,
        (Style::Plain, Picture::Text(_)) => partizan,
        _ => false,
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
        let info = p.ruleset().info();
        let style = Style::of(info);
        let shown = shown(style, &picture_of(&p.ruleset(), &p.to_string(), ""), true);
        let mut store = GameStore::new();
        store.set_limits(self.limits.clone());
        Box::new(PartizanEngine {
            game: PartizanGame::new(p, store, self.limits),
            style,
            shown,
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
        let shown = shown(style, &picture_of(&p.ruleset(), &p.to_string(), ""), false);
        let misere = self.misere || info.misere;
        let mut game = ImpartialGame::new(p, misere, self.limits);
        game.use_misere_quotient();
        Box::new(ImpartialEngine {
            game,
            style,
            shown,
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
