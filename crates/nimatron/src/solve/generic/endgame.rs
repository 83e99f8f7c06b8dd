//! The endgame database of the generic search: canonical values of the
//! components met, built on the fly, bounded, and written to or read from
//! text (the library does no I/O: the front end owns the file).

use super::{term, Comp, Solvers, Term};
use crate::limits::{Limits, Stop};
use crate::rulesets::catalogue::Ruleset;
use crate::short::{Game, GameStore};
use rustc_hash::FxHashMap;

/// The endgame database: canonical values of the components met, built on the
/// fly; a component the solver cannot value within [`EndgameDb::budget`]
/// positions is marked as searched. Bounded: past [`EndgameDb::max_bytes`]
/// the solvers' memos are dropped, then the marks of searched components.
pub struct EndgameDb {
    values: FxHashMap<Comp, Option<Game>>,
    solvers: Solvers,
    bytes: usize,
    /// Positions the canonical-form solver may memoise to value one component.
    pub budget: u64,
    /// Only components with at most this many moves (both players') are
    /// valued; bigger ones are searched.
    pub max_moves: usize,
    /// Bytes the database may hold (its entries and its solvers' memos).
    pub max_bytes: usize,
    /// Components valued (computed, not found).
    pub computed: u64,
    /// Components the solver could not value within the budget.
    pub failed: u64,
}

impl Default for EndgameDb {
    fn default() -> Self {
        Self::new()
    }
}

/// Bytes an entry takes beside the position's own: the map's slot, the Arc.
const ENTRY_BYTES: usize = 64;

impl EndgameDb {
    /// An empty database: components of at most 16 moves valued within
    /// 20,000 positions, 512 MB.
    pub fn new() -> EndgameDb {
        EndgameDb {
            values: FxHashMap::default(),
            solvers: Solvers::default(),
            bytes: 0,
            budget: 20_000,
            max_moves: 16,
            max_bytes: 512 << 20,
            computed: 0,
            failed: 0,
        }
    }

    /// Components known (valued or marked as searched).
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether nothing is known.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The valued components with their values.
    pub fn entries(&self) -> impl Iterator<Item = (&Comp, Game)> {
        self.values.iter().filter_map(|(c, g)| g.map(|g| (c, g)))
    }

    /// Record a value (from a saved database).
    pub fn insert(&mut self, c: Comp, g: Game) {
        self.bytes += ENTRY_BYTES + c.0.heap_bytes();
        self.values.insert(c, Some(g));
    }

    /// The value of a normalised component, or `None` when it is too big to
    /// value within the budget. A stop other than the budget's (time, the
    /// interrupt, the store's limits) is returned.
    pub fn value(
        &mut self,
        store: &mut GameStore,
        c: &Comp,
        limits: &Limits,
    ) -> Result<Option<Game>, Stop> {
        if let Some(&v) = self.values.get(c) {
            return Ok(v);
        }
        let v = if self.budget == 0 || c.0.moves() > self.max_moves {
            None
        } else {
            let mut trial = limits.clone().with_nodes(self.budget);
            trial.memory = Some(self.max_bytes.saturating_sub(self.bytes).max(1 << 20));
            match c.0.value(&mut self.solvers, store, &trial) {
                Ok(g) => {
                    self.computed += 1;
                    Some(g)
                }
                Err(Stop::Nodes(_)) => {
                    self.failed += 1;
                    None
                }
                Err(Stop::Memory(_)) => {
                    self.failed += 1;
                    self.solvers.clear();
                    None
                }
                Err(other) => return Err(other),
            }
        };
        let add = ENTRY_BYTES + c.0.heap_bytes();
        if self.bytes + add > self.max_bytes {
            self.solvers.clear();
            self.values.retain(|_, v| v.is_some());
            self.bytes = self
                .values
                .keys()
                .map(|k| ENTRY_BYTES + k.0.heap_bytes())
                .sum();
            if self.bytes + add > self.max_bytes {
                self.values.clear();
                self.bytes = 0;
            }
        }
        self.bytes += add;
        self.values.insert(c.clone(), v);
        Ok(v)
    }
}

/// The first line of a saved database.
pub const DB_HEADER: &str = "nimatron-solve-db 2";

/// FNV-1a (64 bits) of `bytes`: the checksum of a database's text, its last
/// line, so that an edited or truncated file is refused rather than trusted.
fn checksum(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

impl EndgameDb {
    /// The valued components as text: the games (each by its options, after
    /// them), then a line `c RULESET<TAB>POSITION<TAB>GAME` for each component.
    pub fn to_text(&self, store: &mut GameStore) -> String {
        use std::fmt::Write;
        let mut ids = FxHashMap::default();
        let mut out = format!("{DB_HEADER}\n");
        let mut rows: Vec<(String, String, Game)> = self
            .entries()
            .map(|(c, g)| (c.0.ruleset().to_string(), c.0.text(), g))
            .filter(|(_, t, _)| !t.contains(['\t', '\n']))
            .collect();
        rows.sort();
        for (r, t, g) in rows {
            let id = crate::solve::db::game_id(store, g, &mut ids, &mut out);
            let _ = writeln!(out, "c {r}\t{t}\t{id}");
        }
        let sum = checksum(out.as_bytes());
        let _ = writeln!(out, "sum {sum:016x}");
        out
    }

    /// Add the components of a text written by [`EndgameDb::to_text`], at
    /// most as many as [`EndgameDb::max_bytes`] allows; the number added, or
    /// an error naming the bad line (or saying the text is not a database of
    /// this version).
    pub fn load_text(
        &mut self,
        store: &mut GameStore,
        text: &str,
        limits: &Limits,
    ) -> Result<usize, String> {
        match text.lines().next() {
            Some(DB_HEADER) => {}
            Some(l) if l.starts_with("nimatron-solve-db ") => {
                return Err(format!(
                    "a nimatron solver database of another version (`{l}`; this one reads `{DB_HEADER}`)"
                ))
            }
            _ => {
                return Err(format!(
                    "not a nimatron solver database (its first line is not `{DB_HEADER}`)"
                ))
            }
        }
        // The last line is the checksum of everything before it.
        let body_end = text.trim_end_matches('\n').rfind('\n').map_or(0, |i| i + 1);
        let (body, last) = text.split_at(body_end);
        let mut lines = body.lines().enumerate();
        lines.next();
        let want = last
            .trim_end()
            .strip_prefix("sum ")
            .and_then(|h| u64::from_str_radix(h, 16).ok());
        if want != Some(checksum(body.as_bytes())) {
            return Err(
                "the database fails its checksum (edited or cut short): delete it to start afresh"
                    .to_string(),
            );
        }
        let mut games: Vec<Game> = Vec::new();
        let mut added = 0;
        for (i, line) in lines {
            let bad = || {
                format!(
                    "line {}: cannot read `{}`",
                    i + 1,
                    line.chars().take(80).collect::<String>()
                )
            };
            if let Some(rest) = line.strip_prefix("g ") {
                let words: Vec<&str> = rest.split_whitespace().collect();
                let g = crate::solve::db::read_game(store, &games, &words).ok_or_else(bad)??;
                games.push(g);
            } else if let Some(rest) = line.strip_prefix("c ") {
                let mut f = rest.split('\t');
                let (Some(r), Some(t), Some(id), None) = (f.next(), f.next(), f.next(), f.next())
                else {
                    return Err(bad());
                };
                let g = id
                    .parse::<usize>()
                    .ok()
                    .and_then(|j| games.get(j).copied())
                    .ok_or_else(bad)?;
                let ruleset = Ruleset::from_name(r).map_err(|e| format!("line {}: {e}", i + 1))?;
                let pos = ruleset
                    .parse(t)
                    .map_err(|e| format!("line {}: {}", i + 1, e.message))?;
                let Term::Position(c) = term(store, &pos, limits).map_err(|e| e.to_string())?
                else {
                    return Err(bad());
                };
                let mut pieces = c.0.split();
                if pieces.len() == 1 && self.bytes < self.max_bytes {
                    self.insert(pieces.pop().expect("one piece"), g);
                    added += 1;
                }
            } else if !line.trim().is_empty() {
                return Err(bad());
            }
        }
        Ok(added)
    }
}
