//! The rules of a take-and-break game: [`OctalGame`] read from an octal or
//! hexadecimal code, a name or a subtraction set, and [`HeapsPosition`].

use std::fmt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;
use thiserror::Error;

/// Why a game description could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GameParseError {
    /// Not a code, not a known name.
    #[error("unknown game `{0}`: expected an octal/hexadecimal code such as 0.77 or 4.7, kayles, dawson, grundy, or sub:1,3,4")]
    Unknown(String),
    /// A character that is not a hexadecimal digit.
    #[error("bad digit `{digit}` in game code `{code}`")]
    BadDigit {
        /// The code.
        code: String,
        /// The offending character.
        digit: char,
    },
    /// The digit before the point may only allow splitting (4, 8 or 12).
    #[error("digit before the point of `{0}` must be 0, 4, 8 or c (removing no tokens can only split a heap)")]
    BadSplitDigit(String),
    /// A subtraction set that is empty or has a bad member.
    #[error(
        "bad subtraction set `{0}`: expected positive integers separated by commas, e.g. sub:1,3,4"
    )]
    BadSubtractionSet(String),
    /// The code is too long to be useful.
    #[error("game code `{0}` has too many digits (at most 4096 after the point)")]
    TooLong(String),
}

/// A take-and-break game on heaps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OctalGame {
    name: String,
    code: Option<String>,
    /// k: may remove k tokens forming the whole heap.
    pub(super) whole: Vec<usize>,
    /// k: may remove k tokens and leave one heap.
    pub(super) one: Vec<usize>,
    /// k: may remove k tokens and leave two nonempty heaps.
    pub(super) two: Vec<usize>,
    /// k: may remove k tokens and leave three nonempty heaps.
    pub(super) three: Vec<usize>,
    /// Grundy's game: the two heaps left must differ.
    pub(super) unequal: bool,
}

impl OctalGame {
    /// Parses an octal/hexadecimal code (`0.77`, `.07`, `4.7`, `0.f`).
    pub fn from_code(code: &str) -> Result<OctalGame, GameParseError> {
        let s = code.trim();
        let (before, after) = s
            .split_once('.')
            .ok_or_else(|| GameParseError::Unknown(code.to_string()))?;
        let digit = |c: char| {
            c.to_digit(16).ok_or(GameParseError::BadDigit {
                code: code.to_string(),
                digit: c,
            })
        };
        let d0 = match before {
            "" => 0,
            b if b.chars().count() == 1 => digit(b.chars().next().unwrap_or('0'))?,
            _ => return Err(GameParseError::BadSplitDigit(code.to_string())),
        };
        if d0 & 3 != 0 {
            return Err(GameParseError::BadSplitDigit(code.to_string()));
        }
        let mut digits = vec![d0];
        for c in after.chars() {
            digits.push(digit(c)?);
        }
        // As many as a subtraction set may reach (sub:4096), so that every
        // game's code reads back.
        if digits.len() > 4097 {
            return Err(GameParseError::TooLong(code.to_string()));
        }
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
        }
        let mut g = OctalGame {
            name: s.to_string(),
            code: None,
            whole: vec![],
            one: vec![],
            two: vec![],
            three: vec![],
            unequal: false,
        };
        for (k, &d) in digits.iter().enumerate() {
            if d & 1 != 0 {
                g.whole.push(k);
            }
            if d & 2 != 0 {
                g.one.push(k);
            }
            if d & 4 != 0 {
                g.two.push(k);
            }
            if d & 8 != 0 {
                g.three.push(k);
            }
        }
        g.code = Some(g.code_string());
        Ok(g)
    }

    /// Grundy's game: split a heap into two heaps of different sizes.
    pub fn grundys_game() -> OctalGame {
        OctalGame {
            name: "grundy".to_string(),
            code: None,
            whole: vec![],
            one: vec![],
            two: vec![0],
            three: vec![],
            unequal: true,
        }
    }

    /// The subtraction game with the given (finite) subtraction set: remove
    /// `k ∈ set` tokens from one heap (octal digit 3 at each `k`).
    pub fn subtraction(set: &[usize]) -> Result<OctalGame, GameParseError> {
        let mut set = set.to_vec();
        set.sort_unstable();
        set.dedup();
        let list = set
            .iter()
            .map(|k| k.to_string())
            .collect::<Vec<_>>()
            .join(",");
        if set.is_empty() || set[0] == 0 {
            return Err(GameParseError::BadSubtractionSet(list));
        }
        Ok(OctalGame {
            name: format!("sub:{list}"),
            code: None,
            whole: set.clone(),
            one: set,
            two: vec![],
            three: vec![],
            unequal: false,
        })
    }

    /// The game's name as given (normalised): a code, `grundy`, `sub:...`.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The largest number of tokens a move removes (`t` of the theorem).
    pub fn max_removal(&self) -> usize {
        [&self.whole, &self.one, &self.two, &self.three]
            .iter()
            .filter_map(|v| v.iter().max())
            .copied()
            .max()
            .unwrap_or(0)
    }

    /// The most heaps a move leaves (1, 2 or 3).
    pub fn max_parts(&self) -> usize {
        if !self.three.is_empty() {
            3
        } else if !self.two.is_empty() {
            2
        } else {
            1
        }
    }

    /// Whether the Guy–Smith theorem applies (false for Grundy's game).
    pub fn periodicity_provable(&self) -> bool {
        !self.unequal
    }

    fn code_string(&self) -> String {
        let t = self.max_removal();
        let mut digits = vec![0u32; t + 1];
        for &k in &self.whole {
            digits[k] |= 1;
        }
        for &k in &self.one {
            digits[k] |= 2;
        }
        for &k in &self.two {
            digits[k] |= 4;
        }
        for &k in &self.three {
            digits[k] |= 8;
        }
        let hex = |d: u32| std::char::from_digit(d, 16).unwrap_or('?');
        let mut s = String::new();
        s.push(hex(digits[0]));
        s.push('.');
        for &d in &digits[1..] {
            s.push(hex(d));
        }
        if digits.len() == 1 {
            // As CGSuite writes it: 4.0, not 4.
            s.push('0');
        }
        s
    }

    /// The octal/hexadecimal code of the game (`None` for Grundy's game).
    pub fn code(&self) -> Option<String> {
        if self.unequal {
            None
        } else {
            Some(self.code_string())
        }
    }

    /// The numbers of tokens a move may remove leaving `parts` heaps (0 to 3;
    /// none for more), and whether two heaps left must differ (Grundy's game).
    pub fn removals(&self, parts: usize) -> (&[usize], bool) {
        let ks: &[usize] = match parts {
            0 => &self.whole,
            1 => &self.one,
            2 => &self.two,
            3 => &self.three,
            _ => &[],
        };
        (ks, self.unequal)
    }

    /// The heaps left by every move from a heap of size `n` (each sorted; empty
    /// heaps dropped): the positions behind [`OctalGame::option_values`].
    pub fn heap_options(&self, n: usize) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        for &k in &self.whole {
            if n == k && k > 0 {
                out.push(vec![]);
            }
        }
        for &k in &self.one {
            if n > k && k > 0 {
                out.push(vec![n - k]);
            }
        }
        for &k in &self.two {
            if n >= k + 2 {
                let m = n - k;
                for a in 1..=m / 2 {
                    if !(self.unequal && 2 * a == m) {
                        out.push(vec![a, m - a]);
                    }
                }
            }
        }
        for &k in &self.three {
            if n >= k + 3 {
                let m = n - k;
                for a in 1..=m / 3 {
                    for b in a..=(m - a) / 2 {
                        out.push(vec![a, b, m - a - b]);
                    }
                }
            }
        }
        out
    }

    /// The Grundy values of the heaps left by every move from a heap of size
    /// `n`, given the values of smaller heaps (`g[i]` for `i < n`). Plain and
    /// slow; used by tests and as the definition.
    pub fn option_values(&self, n: usize, g: &[u32]) -> Vec<u32> {
        let mut out = Vec::new();
        for &k in &self.whole {
            if n == k && k > 0 {
                out.push(0);
            }
        }
        for &k in &self.one {
            if n > k && k > 0 {
                out.push(g[n - k]);
            }
        }
        for &k in &self.two {
            if n >= k + 2 {
                let m = n - k;
                for a in 1..=m / 2 {
                    if !(self.unequal && 2 * a == m) {
                        out.push(g[a] ^ g[m - a]);
                    }
                }
            }
        }
        for &k in &self.three {
            if n >= k + 3 {
                let m = n - k;
                for a in 1..=m / 3 {
                    for b in a..=(m - a) / 2 {
                        out.push(g[a] ^ g[b] ^ g[m - a - b]);
                    }
                }
            }
        }
        out
    }
}

impl FromStr for OctalGame {
    type Err = GameParseError;

    /// Reads `kayles`, `dawson`, `grundy`, `sub:1,3,4` or a code.
    fn from_str(s: &str) -> Result<OctalGame, GameParseError> {
        let t = s.trim().to_ascii_lowercase();
        let named = |code: &str, name: &str| {
            OctalGame::from_code(code).map(|mut g| {
                g.name = name.to_string();
                g
            })
        };
        match t.as_str() {
            "kayles" => named("0.77", "kayles"),
            "dawson" | "dawsons-kayles" | "dawson's kayles" => named("0.07", "dawson"),
            "grundy" | "grundys-game" | "grundy's game" => Ok(OctalGame::grundys_game()),
            _ => {
                if let Some(list) = t.strip_prefix("sub:") {
                    let set: Result<Vec<usize>, _> =
                        list.split(',').map(|x| x.trim().parse::<usize>()).collect();
                    match set {
                        Ok(set) if !set.is_empty() && set.iter().all(|&k| k > 0 && k <= 4096) => {
                            OctalGame::subtraction(&set)
                        }
                        _ => Err(GameParseError::BadSubtractionSet(list.to_string())),
                    }
                } else if t.contains('.') {
                    OctalGame::from_code(&t)
                } else {
                    Err(GameParseError::Unknown(s.to_string()))
                }
            }
        }
    }
}

impl fmt::Display for OctalGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)
    }
}

impl Hash for OctalGame {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.name.hash(state);
        self.code.hash(state);
    }
}

/// A position of a take-and-break game: several heaps under one game's rules.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct HeapsPosition {
    /// The rules, shared by every position of one game.
    pub game: std::sync::Arc<OctalGame>,
    /// The heap sizes, sorted.
    pub heaps: Vec<usize>,
}

impl crate::impartial::ImpartialPosition for HeapsPosition {
    fn options(&self) -> Vec<Self> {
        let mut out = Vec::new();
        for (i, &h) in self.heaps.iter().enumerate() {
            if i > 0 && self.heaps[i - 1] == h {
                continue;
            }
            for left in self.game.heap_options(h) {
                let mut v: Vec<usize> = self.heaps.clone();
                v.remove(i);
                v.extend(left);
                v.sort_unstable();
                out.push(HeapsPosition {
                    game: self.game.clone(),
                    heaps: v,
                });
            }
        }
        out
    }

    fn components(&self) -> Vec<Self> {
        if self.heaps.len() <= 1 {
            return vec![self.clone()];
        }
        self.heaps
            .iter()
            .map(|&h| HeapsPosition {
                game: self.game.clone(),
                heaps: vec![h],
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_codes_and_names() {
        let k: OctalGame = "kayles".parse().unwrap();
        assert_eq!(k.code().as_deref(), Some("0.77"));
        assert_eq!(k.max_removal(), 2);
        let d: OctalGame = ".07".parse().unwrap();
        assert_eq!(d.code().as_deref(), Some("0.07"));
        let g: OctalGame = "4.7".parse().unwrap();
        assert_eq!(g.max_parts(), 2);
        let s: OctalGame = "sub:4,1,3".parse().unwrap();
        assert_eq!(s.name(), "sub:1,3,4");
        assert_eq!(s.code().as_deref(), Some("0.3033"));
        assert!("0.F".parse::<OctalGame>().is_ok());
        assert!("0.8x".parse::<OctalGame>().is_err());
        assert!("1.7".parse::<OctalGame>().is_err());
        assert!("chess".parse::<OctalGame>().is_err());
        assert!("sub:".parse::<OctalGame>().is_err());
        assert!("sub:0,2".parse::<OctalGame>().is_err());
        assert!(OctalGame::grundys_game().code().is_none());
        let split: OctalGame = "4.0".parse().unwrap();
        assert_eq!(split.code().as_deref(), Some("4.0"));
    }
}
