//! MCGS's test files run (the minimax combinatorial game solver of the
//! University of Alberta; its `info.test` defines the format): [`run_text`]
//! reads a file's text and runs every case, giving a [`Tally`]. The CLI's
//! `nimatron mcgs` reads the files and prints the tally.
//!
//! Every game whose ruleset the catalogue has is played (see [`games`]), with
//! every command: `{B win}`/`{W loss}` (who wins moving first), `{N k}` (the
//! nim value of a sum of impartial games), `{winning moves P MOVES}` and
//! `{thermograph L: ... R: ...}`. A case stopped by the time limit is a
//! failure that says so. Which search runs is the engine's policy
//! ([`engine`]); MCGS's names of moves are [`moves`].

pub mod engine;
pub mod format;
pub mod games;
pub mod moves;
mod scaffold;

pub use engine::Tuning;
use engine::{Engine, Moves, Term};
use format::{Block, Command, GameText};
use games::{Read, Sub};
use nimatron::limits::Stop;
use std::collections::{BTreeMap, BTreeSet};
use std::time::Duration;

/// The counts of a case's kind.
#[derive(Default, Debug, Clone, Copy)]
pub struct Counts {
    /// Cases that passed.
    pub passed: usize,
    /// Cases that failed (a wrong answer, an error, a limit).
    pub failed: usize,
    /// Cases of games or commands nimatron does not play.
    pub unsupported: usize,
}

impl Counts {
    /// Add `other`'s counts.
    pub fn add(&mut self, other: &Counts) {
        self.passed += other.passed;
        self.failed += other.failed;
        self.unsupported += other.unsupported;
    }
}

/// The counts of a run, with each failure explained.
#[derive(Default, Debug)]
pub struct Tally {
    /// The counts of every case.
    pub all: Counts,
    /// Each failure: where (file, line, the sum and the command) and why.
    pub failures: Vec<String>,
    /// Failures by the time limit.
    pub time_limited: usize,
    /// Counts by the sections of a case's games (`clobber + integer_game`).
    pub sections: BTreeMap<String, Counts>,
    /// Why cases were unsupported, with their numbers.
    pub reasons: BTreeMap<String, usize>,
    /// The slowest cases: seconds and the case.
    pub slowest: Vec<(f64, String)>,
}

/// The slowest cases kept.
const SLOWEST: usize = 20;

impl Tally {
    /// Add another run's tally (another file's) to this one.
    pub fn add(&mut self, t: Tally) {
        self.all.add(&t.all);
        self.failures.extend(t.failures);
        self.time_limited += t.time_limited;
        for (k, c) in t.sections {
            self.sections.entry(k).or_default().add(&c);
        }
        for (k, n) in t.reasons {
            *self.reasons.entry(k).or_default() += n;
        }
        for (secs, case) in t.slowest {
            self.timed(secs, &case);
        }
    }

    fn timed(&mut self, seconds: f64, case: &str) {
        if self.slowest.len() < SLOWEST || seconds > self.slowest[SLOWEST - 1].0 {
            self.slowest.push((seconds, case.to_string()));
            self.slowest.sort_by(|a, b| b.0.total_cmp(&a.0));
            self.slowest.truncate(SLOWEST);
        }
    }
}

/// How one case ended.
enum Outcome {
    Pass,
    Fail(String),
    Unsupported(String),
}

impl Tally {
    fn count(&mut self, key: &str, o: Outcome, at: &str) {
        let s = self.sections.entry(key.to_string()).or_default();
        match o {
            Outcome::Pass => {
                self.all.passed += 1;
                s.passed += 1;
            }
            Outcome::Fail(m) => {
                self.all.failed += 1;
                s.failed += 1;
                if m.contains("time limit") {
                    self.time_limited += 1;
                }
                self.failures.push(format!("{at}: {m}"));
            }
            Outcome::Unsupported(why) => {
                self.all.unsupported += 1;
                s.unsupported += 1;
                *self.reasons.entry(why).or_default() += 1;
            }
        }
    }
}

/// Who a command is for.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Player {
    Black,
    White,
    Impartial,
}

impl Player {
    fn read(w: &str) -> Option<Player> {
        match w {
            "B" => Some(Player::Black),
            "W" => Some(Player::White),
            "N" => Some(Player::Impartial),
            _ => None,
        }
    }

    /// Whose moves: Black's, White's, or (impartial) every move.
    fn black(self) -> Option<bool> {
        match self {
            Player::Black => Some(true),
            Player::White => Some(false),
            Player::Impartial => None,
        }
    }
}

/// A block's games as read.
struct Sum {
    games: Vec<Sub>,
    /// Each game as written, for messages.
    written: String,
    /// The sections, for the counts.
    key: String,
    /// The values, once computed.
    terms: Option<Vec<Term>>,
}

/// Read a block's games: the sum, or how every command of the block ends.
fn read_sum(texts: &[GameText], file: &str) -> Result<Sum, Outcome> {
    let written: Vec<String> = texts
        .iter()
        .map(|g| format!("[{}] {}", g.section, g.text))
        .collect();
    let mut sections: Vec<&str> = Vec::new();
    for g in texts {
        if !sections.contains(&g.section.as_str()) {
            sections.push(&g.section);
        }
    }
    let mut games = Vec::new();
    for g in texts {
        match games::read(&g.section, &g.text) {
            Read::Game(s) => games.push(s),
            Read::Unsupported(why) => return Err(Outcome::Unsupported(why)),
            Read::Bad(message, offset) => {
                return Err(Outcome::Fail(format!(
                    "{file}:{}: cannot read [{}] `{}` (at character {}): {message}",
                    g.at,
                    g.section,
                    g.text,
                    offset + 1
                )))
            }
        }
    }
    Ok(Sum {
        games,
        written: written.join(" "),
        key: if sections.is_empty() {
            "(empty sum)".into()
        } else {
            sections.join(" + ")
        },
        terms: None,
    })
}

/// The game values of a sum, computed once.
fn terms(engine: &mut Engine, sum: &mut Sum) -> Result<Vec<Term>, Stop> {
    if let Some(t) = &sum.terms {
        return Ok(t.clone());
    }
    let mut out = Vec::new();
    for g in &sum.games {
        out.push(engine.term(g)?);
    }
    sum.terms = Some(out.clone());
    Ok(out)
}

/// A set of moves for messages.
fn listed(moves: &BTreeSet<String>) -> String {
    if moves.is_empty() {
        "None".into()
    } else {
        moves.iter().cloned().collect::<Vec<_>>().join(" ")
    }
}

/// The winning moves of `player` in the sum, named as MCGS names them; `Err`
/// with the case's outcome where the moves are not named.
fn winning_moves(
    engine: &mut Engine,
    sum: &mut Sum,
    player: Player,
) -> Result<Result<BTreeSet<String>, Outcome>, Stop> {
    let terms = terms(engine, sum)?;
    let indexed = sum.games.len() >= 2;
    let mut out = BTreeSet::new();
    for (i, g) in sum.games.iter().enumerate() {
        let moves = match engine.moves(g, player.black())? {
            Moves::Listed(m) => m,
            Moves::Theory(why) => return Ok(Err(Outcome::Unsupported(why))),
            Moves::Unnamed(why) => return Ok(Err(Outcome::Fail(why))),
        };
        for (names, to) in moves {
            let mut after = terms.clone();
            after[i] = to;
            let wins = match player {
                Player::Impartial => engine.nim_value(&after)? == Some(0),
                Player::Black => !engine.first_wins(&after, false)?,
                Player::White => !engine.first_wins(&after, true)?,
            };
            if wins {
                for n in names {
                    out.insert(if indexed { format!("{i}:{n}") } else { n });
                }
            }
        }
    }
    Ok(Ok(out))
}

/// Run one command on a sum.
fn command(engine: &mut Engine, sum: &mut Sum, cmd: &str) -> Result<Outcome, Stop> {
    let words: Vec<&str> = cmd.split_whitespace().collect();
    let all_impartial = sum.games.iter().all(Sub::is_impartial);
    let need_impartial = || {
        Outcome::Fail("the sum has a partizan game, and this command is for impartial games".into())
    };
    Ok(match words.as_slice() {
        [p @ ("B" | "W"), want @ ..] if want.len() <= 1 => {
            let left = *p == "B";
            let t = terms(engine, sum)?;
            let got = if engine.first_wins(&t, left)? {
                "win"
            } else {
                "loss"
            };
            match want.first() {
                None => Outcome::Pass,
                Some(&w) if w == got => Outcome::Pass,
                Some(&w) if w == "win" || w == "loss" => Outcome::Fail(format!("got {p} {got}")),
                Some(w) => Outcome::Fail(format!("`{w}` is not `win` or `loss`")),
            }
        }
        ["N", want @ ..] if want.len() <= 1 => {
            if !all_impartial {
                return Ok(need_impartial());
            }
            let t = terms(engine, sum)?;
            let Some(got) = engine.nim_value(&t)? else {
                return Ok(Outcome::Fail("the sum's value is not a nimber".into()));
            };
            match want.first().map(|w| w.parse::<u64>()) {
                None => Outcome::Pass,
                Some(Ok(w)) if w == got => Outcome::Pass,
                Some(Ok(_)) => Outcome::Fail(format!("got N {got}")),
                Some(Err(_)) => Outcome::Fail(format!("`{}` is not a nim value", want[0])),
            }
        }
        ["winning", "moves", p, want @ ..] => {
            let Some(player) = Player::read(p) else {
                return Ok(Outcome::Fail(format!("`{p}` is not B, W or N")));
            };
            if player == Player::Impartial && !all_impartial {
                return Ok(need_impartial());
            }
            let got = match winning_moves(engine, sum, player)? {
                Ok(m) => m,
                Err(outcome) => return Ok(outcome),
            };
            let want: BTreeSet<String> = match want {
                [] => return Ok(Outcome::Pass),
                ["None"] => BTreeSet::new(),
                list => list.iter().map(|s| s.to_string()).collect(),
            };
            if got == want {
                Outcome::Pass
            } else {
                let missing: BTreeSet<String> = want.difference(&got).cloned().collect();
                let extra: BTreeSet<String> = got.difference(&want).cloned().collect();
                Outcome::Fail(format!(
                    "got winning moves {p} {} (missing: {}, extra: {})",
                    listed(&got),
                    listed(&missing),
                    listed(&extra)
                ))
            }
        }
        ["thermograph", ..] => {
            let rest = cmd["thermograph".len()..].trim();
            let want = if rest.is_empty() {
                None
            } else {
                match scaffold::parse(rest) {
                    Ok(w) => Some(w),
                    Err(e) => return Ok(Outcome::Fail(e)),
                }
            };
            let t = terms(engine, sum)?;
            let v = engine.value(&t)?;
            let th = engine.thermograph(v)?;
            match want {
                None => Outcome::Pass,
                Some((l, r)) if scaffold::matches(&th, &l, &r) => Outcome::Pass,
                Some(_) => Outcome::Fail(format!("got thermograph {}", scaffold::text(&th))),
            }
        }
        _ => Outcome::Fail(format!("`{cmd}` is not a command of MCGS")),
    })
}

/// Run every case of a file's blocks.
fn run_blocks(blocks: &[Block], name: &str, engine: &mut Engine, tally: &mut Tally) {
    for b in blocks {
        engine.start_sum();
        let sum = read_sum(&b.games, name);
        let key = sum.as_ref().map_or_else(
            |_| {
                let mut s: Vec<&str> = b.games.iter().map(|g| g.section.as_str()).collect();
                s.dedup();
                s.join(" + ")
            },
            |s| s.key.clone(),
        );
        let mut sum = match sum {
            Ok(s) => s,
            Err(o) => {
                for c in &b.commands {
                    let o = match &o {
                        Outcome::Fail(m) => Outcome::Fail(m.clone()),
                        Outcome::Unsupported(m) => Outcome::Unsupported(m.clone()),
                        Outcome::Pass => Outcome::Pass,
                    };
                    tally.count(&key, o, &format!("{name}:{} {{{}}}", c.at.line, c.text));
                }
                continue;
            }
        };
        for Command { text, at } in &b.commands {
            engine.start_case();
            let start = std::time::Instant::now();
            let o = match command(engine, &mut sum, text) {
                Ok(o) => o,
                Err(stop) => Outcome::Fail(stop.to_string()),
            };
            let at = format!("{name}:{}: {} {{{text}}}", at.line, sum.written);
            tally.timed(start.elapsed().as_secs_f64(), &at);
            tally.count(&key, o, &at);
        }
    }
}

/// Run every case of a test file's text (`name` is the file's name, for
/// messages): each case may take `time` (`None`: no limit), the searches of
/// the file use at most `memory` bytes. `Err` when the text is not a test
/// file (the message says where).
pub fn run_text(
    src: &str,
    name: &str,
    time: Option<Duration>,
    memory: usize,
    tuning: Tuning,
) -> Result<Tally, String> {
    let blocks = format::read(src).map_err(|e| format!("{name}:{e}"))?;
    let mut engine = Engine::new(time, memory, tuning);
    let mut tally = Tally::default();
    run_blocks(&blocks, name, &mut engine, &mut tally);
    Ok(tally)
}
