//! Take-and-break games on heaps given by octal/hexadecimal codes (`0.77`,
//! `.07`, `4.7`, `0.137`, ...), Grundy's game and subtraction games: their
//! Grundy sequences G(0), G(1), ... at scale, and proofs of periodicity.
//!
//! Digit `d_k` (k = 1, 2, ... after the point, k = 0 before it) says what may
//! happen when `k` tokens are removed from one heap: bit 1 = the whole heap
//! (exactly `k` tokens), bit 2 = leave one heap, bit 4 = leave two nonempty
//! heaps, bit 8 = leave three nonempty heaps (hexadecimal codes).
//!
//! Two algorithms compute the sequence: the plain one (every option, O(n) per
//! heap for games that split) and the sparse-space one of Winning Ways ch. 4,
//! "rare values": a bit mask `M` splits values into the *rare* class
//! (`popcount(v & M)` even, which holds 0) and the *common* class. A split
//! `a + b` gives a common value only when exactly one of `G(a)`, `G(b)` is
//! rare, so the common options are enumerated through the few rare positions;
//! only the rare values below the least missing common value must be searched
//! for among pairs of common positions, and that search stops as soon as they
//! have all been seen. The mask is re-chosen (to the one with fewest rare
//! positions) every time the number of heaps doubles.
//!
//! Periodicity (Guy–Smith): for a game with finitely many digits, the last at
//! `t`, leaving at most two heaps, if `G(n + p) = G(n)` for all
//! `n0 ≤ n < 2·n0 + p + t` then `G` is periodic from `n0` on. (With three-heap
//! splits the range is `n0 ≤ n < 3·n0 + 2p + t`; with one-heap moves only,
//! `n0 ≤ n < n0 + t`. We check one more value than the theorem asks.) Grundy's
//! game, whose rule forbids equal halves, has no such theorem: its sequence is
//! computed but never declared periodic.
//!
//! Invariants: both algorithms give the same sequence (tested); values are
//! stored in the narrowest type that holds them (`u8`, widened to `u16` when a
//! value reaches 256); nothing here does I/O.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;
use std::sync::atomic::{AtomicBool, Ordering};
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
    #[error("game code `{0}` has too many digits (at most 64)")]
    TooLong(String),
}

/// A take-and-break game on heaps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OctalGame {
    name: String,
    code: Option<String>,
    /// k: may remove k tokens forming the whole heap.
    whole: Vec<usize>,
    /// k: may remove k tokens and leave one heap.
    one: Vec<usize>,
    /// k: may remove k tokens and leave two nonempty heaps.
    two: Vec<usize>,
    /// k: may remove k tokens and leave three nonempty heaps.
    three: Vec<usize>,
    /// Grundy's game: the two heaps left must differ.
    unequal: bool,
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
        if digits.len() > 65 {
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

/// How the sequence is computed.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Method {
    /// Every option of every heap (O(n²) for splitting games).
    Plain,
    /// Rare and common values (Winning Ways' sparse space).
    #[default]
    Sparse,
}

/// A proved (or, for Grundy's game, merely observed) period.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Periodicity {
    /// The least preperiod `n0`: `G(n + p) = G(n)` for all `n ≥ n0`.
    pub preperiod: usize,
    /// The least period `p`.
    pub period: usize,
}

/// Why a run stopped.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum StopReason {
    /// The periodicity theorem applied.
    Proved,
    /// The requested number of heaps was reached.
    Reached,
    /// The caller's stop flag was raised.
    Interrupted,
    /// A Grundy value does not fit in 16 bits.
    ValueOverflow,
}

/// The values, in the narrowest type that holds them.
#[derive(Debug, Clone)]
enum Values {
    U8(Vec<u8>),
    U16(Vec<u16>),
}

/// A value type of the stored sequence.
trait Val: Copy + Default + Eq + Send + Sync + 'static {
    const MAX: u32;
    fn get(self) -> u32;
    fn from_u32(v: u32) -> Self;
    /// Scans pairs `(a, m - a)`, `a` in `lo..=hi`, for the values still marked
    /// in `need` (listed in `list`); returns how many are left.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn scan(
        g: &[Self],
        m: usize,
        lo: usize,
        hi: usize,
        need: &mut [u8],
        bits: &mut [u8; 64],
        left: usize,
        _span: u32,
    ) -> usize {
        let _ = bits;
        scan_pairs(g, m, lo, hi, need, left)
    }
}

impl Val for u8 {
    const MAX: u32 = u8::MAX as u32;
    #[inline(always)]
    fn scan(
        g: &[u8],
        m: usize,
        lo: usize,
        hi: usize,
        need: &mut [u8],
        bits: &mut [u8; 64],
        left: usize,
        _span: u32,
    ) -> usize {
        #[cfg(target_arch = "x86_64")]
        if simd::has_avx512_vbmi() {
            // SAFETY: the CPU supports the features the function is compiled for.
            return unsafe { simd::scan_u8(g, m, lo, hi, need, bits, left) };
        }
        let _ = bits;
        scan_pairs(g, m, lo, hi, need, left)
    }
    #[inline(always)]
    fn get(self) -> u32 {
        self as u32
    }
    #[inline(always)]
    fn from_u32(v: u32) -> Self {
        v as u8
    }
}

impl Val for u16 {
    const MAX: u32 = u16::MAX as u32;
    #[inline(always)]
    fn scan(
        g: &[u16],
        m: usize,
        lo: usize,
        hi: usize,
        need: &mut [u8],
        bits: &mut [u8; 64],
        left: usize,
        span: u32,
    ) -> usize {
        #[cfg(target_arch = "x86_64")]
        if span <= 512 && simd::has_avx512_bw() {
            // SAFETY: the CPU supports the features the function is compiled for.
            return unsafe { simd::scan_u16(g, m, lo, hi, need, bits, left) };
        }
        let _ = (bits, span);
        scan_pairs(g, m, lo, hi, need, left)
    }
    #[inline(always)]
    fn get(self) -> u32 {
        self as u32
    }
    #[inline(always)]
    fn from_u32(v: u32) -> Self {
        v as u16
    }
}

/// State of the rare/common split.
#[derive(Debug, Clone, Default)]
struct Sparse {
    mask: u32,
    /// Positions `≥ 1` whose value is rare, ascending.
    rare: Vec<u32>,
    /// Their values.
    rare_vals: Vec<u16>,
    next_rebuild: usize,
    /// Scratch: values to look for among common pairs (1 = still needed).
    need: Vec<u8>,
    need_list: Vec<u32>,
    /// Scratch: the splits of the current heap, (m, next a, last a).
    splits: Vec<(usize, usize, usize)>,
    /// Rare class of every 16-bit value (1 = rare), for the current mask.
    rare_tbl: Vec<u8>,
    /// Bumped when the mask changes (invalidates `cache`).
    generation: u64,
    /// Marks of the rare-part pairs of a split sum `m`, kept for games where
    /// the same `m` serves several heaps (several two-heap digits):
    /// slot `m % len` holds `(m, generation, marks)`.
    cache: Vec<(usize, u64, Vec<u8>)>,
    /// The needed values below 512 as a bit table (for the SIMD scans).
    need_bits: Vec<u8>,
}

/// Whether `v` is in the rare class of `mask` (even parity on the mask; holds 0).
#[inline(always)]
fn rare_class(mask: u32, v: u32) -> bool {
    (v & mask).count_ones() & 1 == 0
}

impl Sparse {
    #[inline(always)]
    fn is_rare(&self, v: u32) -> bool {
        rare_class(self.mask, v)
    }
}

/// Computes the Grundy sequence of an [`OctalGame`] incrementally.
#[derive(Debug, Clone)]
pub struct Solver {
    game: OctalGame,
    method: Method,
    values: Values,
    max_value: u32,
    sparse: Sparse,
    seen: Vec<u8>,
    next_check: usize,
    candidate: Option<(usize, usize, usize)>, // (n0, p, length needed)
    proved: Option<Periodicity>,
    reserve_hint: usize,
}

/// What a run reached.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// Number of values computed: G(0) ... G(computed - 1).
    pub computed: usize,
    /// The proved periodicity, if any.
    pub periodicity: Option<Periodicity>,
    /// The largest value seen.
    pub max_value: u32,
    /// Why the run stopped.
    pub stop: StopReason,
}

/// Heaps per block between stop-flag checks and progress reports.
const BLOCK: usize = 1 << 14;

impl Solver {
    /// A solver that has computed G(0) = 0.
    pub fn new(game: OctalGame, method: Method) -> Solver {
        Solver {
            game,
            method,
            values: Values::U8(vec![0]),
            max_value: 0,
            sparse: Sparse {
                next_rebuild: 64,
                need: vec![0; 1 << 16],
                ..Sparse::default()
            },
            seen: vec![0; SEEN_LEN],
            next_check: 64,
            candidate: None,
            proved: None,
            reserve_hint: 0,
        }
    }

    /// The game.
    pub fn game(&self) -> &OctalGame {
        &self.game
    }

    /// Number of values computed so far.
    pub fn len(&self) -> usize {
        match &self.values {
            Values::U8(v) => v.len(),
            Values::U16(v) => v.len(),
        }
    }

    /// Always false: G(0) is computed at creation.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// G(n), if computed.
    pub fn value(&self, n: usize) -> Option<u32> {
        match &self.values {
            Values::U8(v) => v.get(n).map(|x| *x as u32),
            Values::U16(v) => v.get(n).map(|x| *x as u32),
        }
    }

    /// The first `count` values (or all computed, if fewer).
    pub fn values(&self, count: usize) -> Vec<u32> {
        let count = count.min(self.len());
        (0..count).filter_map(|n| self.value(n)).collect()
    }

    /// The largest value so far.
    pub fn max_value(&self) -> u32 {
        self.max_value
    }

    /// Bytes per stored value (1 or 2).
    pub fn bytes_per_value(&self) -> usize {
        match self.values {
            Values::U8(_) => 1,
            Values::U16(_) => 2,
        }
    }

    /// The proved periodicity, once proved.
    pub fn periodicity(&self) -> Option<Periodicity> {
        self.proved
    }

    /// Reserves room for `n` values up front (avoids copies while growing).
    pub fn reserve(&mut self, n: usize) {
        self.reserve_hint = n;
        let len = self.len();
        match &mut self.values {
            Values::U8(v) => v.reserve(n.saturating_sub(len)),
            Values::U16(v) => v.reserve(n.saturating_sub(len)),
        }
    }

    /// Computes values until `G(limit - 1)` is known, periodicity is proved,
    /// or `stop` is raised; `progress` is called with the count after each block.
    pub fn run(
        &mut self,
        limit: usize,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(usize),
    ) -> Report {
        let provable = self.game.periodicity_provable();
        let reason = loop {
            if provable && self.proved.is_some() {
                break StopReason::Proved;
            }
            let len = self.len();
            if len >= limit {
                break StopReason::Reached;
            }
            if stop.load(Ordering::Relaxed) {
                break StopReason::Interrupted;
            }
            let mut target = (len + BLOCK).min(limit);
            if provable {
                // While a candidate waits for its proof length, checkpoints
                // are suspended (see `check_periodicity`), so only the proof
                // length bounds the block; bounding by a passed checkpoint
                // would step one heap at a time.
                target = match self.candidate {
                    Some((_, _, need)) => target.min(need.max(len + 1)),
                    None => target.min(self.next_check.max(len + 1)),
                };
            }
            if !self.extend_to(target) {
                break StopReason::ValueOverflow;
            }
            if provable {
                self.check_periodicity();
            }
            progress(self.len());
        };
        Report {
            computed: self.len(),
            periodicity: self.proved,
            max_value: self.max_value,
            stop: reason,
        }
    }

    /// Computes values up to `target` (exclusive); false on a value overflow.
    fn extend_to(&mut self, target: usize) -> bool {
        loop {
            let res = match &mut self.values {
                Values::U8(v) => extend::<u8>(
                    v,
                    target,
                    &self.game,
                    self.method,
                    &mut self.sparse,
                    &mut self.seen,
                    &mut self.max_value,
                ),
                Values::U16(v) => extend::<u16>(
                    v,
                    target,
                    &self.game,
                    self.method,
                    &mut self.sparse,
                    &mut self.seen,
                    &mut self.max_value,
                ),
            };
            match res {
                Ok(()) => return true,
                Err(value) => {
                    // Widen, store the value that did not fit, go on.
                    match &self.values {
                        Values::U8(v) => {
                            let mut w: Vec<u16> =
                                Vec::with_capacity(v.capacity().max(self.reserve_hint));
                            w.extend(v.iter().map(|&x| x as u16));
                            w.push(value as u16);
                            self.values = Values::U16(w);
                            self.after_push(value);
                        }
                        Values::U16(_) => return false,
                    }
                }
            }
        }
    }

    fn after_push(&mut self, value: u32) {
        self.max_value = self.max_value.max(value);
        if self.method == Method::Sparse && self.sparse.is_rare(value) {
            self.sparse.rare.push((self.len() - 1) as u32);
            self.sparse.rare_vals.push(value as u16);
        }
    }

    /// Looks for a period at checkpoints and verifies candidates.
    fn check_periodicity(&mut self) {
        let len = self.len();
        if let Some((n0, p, need)) = self.candidate {
            if len < need {
                return;
            }
            if (n0..len - p).all(|n| self.value(n) == self.value(n + p)) {
                self.proved = Some(self.least_periodicity(n0, p));
                return;
            }
            self.candidate = None;
        }
        if len < self.next_check {
            return;
        }
        self.next_check = (len + len / 8).max(len + 64);
        self.candidate = self.find_candidate();
    }

    /// The length that proves periodicity from `n0` with period `p`.
    fn proof_length(&self, n0: usize, p: usize) -> usize {
        let parts = self.game.max_parts();
        let t = self.game.max_removal();
        parts * n0 + (parts - 1) * p + t + 1 + p
    }

    /// Z-function over the reversed tail: `z[p]` = how many of the last values
    /// satisfy `G(n) = G(n - p)`; the best candidate needs the least length.
    fn find_candidate(&self) -> Option<(usize, usize, usize)> {
        let len = self.len();
        let w = len.min(1 << 22);
        let s: Vec<u16> = (0..w)
            .map(|i| self.value(len - 1 - i).unwrap_or(0) as u16)
            .collect();
        let z = z_function(&s);
        let mut best: Option<(usize, usize, usize)> = None;
        for (p, &zp) in z.iter().enumerate().skip(1) {
            let zp = zp as usize;
            if zp < p.max(32) {
                continue;
            }
            let n0 = len - zp - p;
            let need = self.proof_length(n0, p);
            if best.is_none_or(|(_, _, b)| need < b) {
                best = Some((n0, p, need));
            }
        }
        best
    }

    /// From a proved `(n0, p)`, the least period and least preperiod.
    fn least_periodicity(&self, n0: usize, p: usize) -> Periodicity {
        let len = self.len();
        let mut period = p;
        for d in 1..p {
            if p.is_multiple_of(d) && len >= p + d + n0 {
                let start = len - p - d;
                if (start..len - d).all(|n| self.value(n) == self.value(n + d)) {
                    period = d;
                    break;
                }
            }
        }
        let mut pre = len - period;
        while pre > 0 && self.value(pre - 1) == self.value(pre - 1 + period) {
            pre -= 1;
        }
        Periodicity {
            preperiod: pre,
            period,
        }
    }
}

/// Z-function: `z[i]` = length of the longest common prefix of `s` and `s[i..]`.
fn z_function(s: &[u16]) -> Vec<u32> {
    let n = s.len();
    let mut z = vec![0u32; n];
    let (mut l, mut r) = (0usize, 0usize);
    for i in 1..n {
        let mut k = if i < r {
            (z[i - l] as usize).min(r - i)
        } else {
            0
        };
        while i + k < n && s[k] == s[i + k] {
            k += 1;
        }
        z[i] = k as u32;
        if i + k > r {
            l = i;
            r = i + k;
        }
    }
    z
}

/// Length of the byte arrays of marks: every 16-bit value, plus padding for
/// 8-byte reads.
const SEEN_LEN: usize = (1 << 16) + 64;

/// Zeroes a mark array whose length is a multiple of 64 (inline stores rather
/// than a call to `memset` for these short arrays).
#[inline(always)]
fn clear(marks: &mut [u8]) {
    for c in marks.chunks_exact_mut(64) {
        c.copy_from_slice(&[0u8; 64]);
    }
}

/// Marks value `v`.
#[inline(always)]
fn mark(seen: &mut [u8], v: u32) {
    seen[v as usize] = 1;
}

/// Smallest power of two above `max` (the values' XOR closure bound).
fn value_span(max: u32) -> u32 {
    (max + 1).next_power_of_two().max(64)
}

/// Extends `g` to `target` values. `Err(v)` when a value does not fit `T`
/// (nothing is pushed then).
fn extend<T: Val>(
    g: &mut Vec<T>,
    target: usize,
    game: &OctalGame,
    method: Method,
    sparse: &mut Sparse,
    seen: &mut [u8],
    max_value: &mut u32,
) -> Result<(), u32> {
    while g.len() < target {
        let n = g.len();
        if method == Method::Sparse && n >= sparse.next_rebuild {
            rebuild_rare(g, sparse, *max_value);
            sparse.next_rebuild = 2 * n;
        }
        let span = value_span(*max_value);
        clear(&mut seen[..span as usize]);
        let v = match method {
            Method::Plain => plain_value(g, n, game, seen, span),
            Method::Sparse => sparse_value(g, n, game, sparse, seen, span),
        };
        if v > T::MAX {
            return Err(v);
        }
        g.push(T::from_u32(v));
        if v > *max_value {
            *max_value = v;
        }
        if method == Method::Sparse && sparse.is_rare(v) && n >= 1 {
            sparse.rare.push(n as u32);
            sparse.rare_vals.push(v as u16);
        }
    }
    Ok(())
}

/// Least unmarked value below `span` (or `span`).
fn first_unmarked(seen: &[u8], span: u32) -> u32 {
    seen[..span as usize]
        .iter()
        .position(|&b| b == 0)
        .map_or(span, |v| v as u32)
}

/// Marks single-heap and three-heap options (both methods).
#[inline(always)]
fn mark_simple<T: Val>(g: &[T], n: usize, game: &OctalGame, seen: &mut [u8]) {
    for &k in &game.whole {
        if n == k && k > 0 {
            mark(seen, 0);
        }
    }
    for &k in &game.one {
        if n > k && k > 0 {
            mark(seen, g[n - k].get());
        }
    }
    for &k in &game.three {
        if n >= k + 3 {
            let m = n - k;
            for a in 1..=m / 3 {
                for b in a..=(m - a) / 2 {
                    mark(seen, g[a].get() ^ g[b].get() ^ g[m - a - b].get());
                }
            }
        }
    }
}

/// Plain mex over every option.
fn plain_value<T: Val>(g: &[T], n: usize, game: &OctalGame, seen: &mut [u8], span: u32) -> u32 {
    mark_simple(g, n, game, seen);
    for &k in &game.two {
        if n >= k + 2 {
            let m = n - k;
            let hi = if game.unequal { (m - 1) / 2 } else { m / 2 };
            for a in 1..=hi {
                mark(seen, g[a].get() ^ g[m - a].get());
            }
        }
    }
    first_unmarked(seen, span)
}

/// Re-chooses the mask with fewest rare positions and rebuilds the rare list.
fn rebuild_rare<T: Val>(g: &[T], sparse: &mut Sparse, max_value: u32) {
    let span = value_span(max_value) as usize;
    let mut hist = vec![0u64; span];
    for v in &g[1..] {
        hist[v.get() as usize] += 1;
    }
    let present: Vec<(u32, u64)> = hist
        .iter()
        .enumerate()
        .filter(|(_, &c)| c > 0)
        .map(|(v, &c)| (v as u32, c))
        .collect();
    let bits = 32 - (max_value.max(1)).leading_zeros();
    let masks = 1u32 << bits.min(12);
    let mut best = (u64::MAX, sparse.mask);
    for mask in 1..masks {
        let count: u64 = present
            .iter()
            .filter(|(v, _)| rare_class(mask, *v))
            .map(|(_, c)| c)
            .sum();
        if count < best.0 {
            best = (count, mask);
        }
    }
    sparse.mask = best.1;
    sparse.generation += 1;
    sparse.rare_tbl = (0..1u32 << 16)
        .map(|v| rare_class(sparse.mask, v) as u8)
        .collect();
    sparse.rare.clear();
    sparse.rare_vals.clear();
    for (i, v) in g.iter().enumerate().skip(1) {
        if sparse.is_rare(v.get()) {
            sparse.rare.push(i as u32);
            sparse.rare_vals.push(v.get() as u16);
        }
    }
}

/// Marks `G(r) ⊕ G(m - r)` for every rare `r < m` (pairs with a rare part).
#[inline(always)]
fn mark_rare_pairs<T: Val>(
    g: &[T],
    m: usize,
    unequal: bool,
    rare: &[u32],
    rare_vals: &[u16],
    seen: &mut [u8],
) {
    let end = rare.partition_point(|&r| (r as usize) < m);
    let gm = &g[..m];
    let pairs = rare[..end].iter().zip(&rare_vals[..end]);
    if unequal {
        for (&r, &gr) in pairs {
            let r = r as usize;
            if 2 * r != m {
                seen[(gr as u32 ^ gm[m - r].get()) as usize] = 1;
            }
        }
    } else {
        for (&r, &gr) in pairs {
            seen[(gr as u32 ^ gm[m - r as usize].get()) as usize] = 1;
        }
    }
}

/// Chunk of pairs scanned per split before moving to the next split.
const CHUNK: usize = 256;

/// The sparse-space mex (see the module documentation).
fn sparse_value<T: Val>(
    g: &[T],
    n: usize,
    game: &OctalGame,
    sparse: &mut Sparse,
    seen: &mut [u8],
    span: u32,
) -> u32 {
    mark_simple(g, n, game, seen);
    let Sparse {
        mask,
        rare,
        rare_vals,
        need,
        need_list,
        splits,
        rare_tbl,
        generation,
        cache,
        need_bits,
        ..
    } = sparse;
    if need_bits.len() != 64 {
        *need_bits = vec![0; 64];
    }
    let mask = *mask;
    let use_cache = game.two.len() > 1;
    if use_cache && cache.is_empty() {
        let slots = game.max_removal() + 1;
        *cache = (0..slots)
            .map(|_| (usize::MAX, 0, vec![0u8; SEEN_LEN]))
            .collect();
    }
    // Splits (m, next a, last a) with at least one pair.
    splits.clear();
    for &k in &game.two {
        if n >= k + 2 {
            let m = n - k;
            let hi = if game.unequal { (m - 1) / 2 } else { m / 2 };
            if hi == 0 {
                continue;
            }
            // Pairs with a rare part: through the rare list (or the cache).
            if use_cache {
                let slots = cache.len();
                let slot = &mut cache[m % slots];
                if slot.0 != m || slot.1 != *generation {
                    clear(&mut slot.2[..span as usize]);
                    mark_rare_pairs(g, m, game.unequal, rare, rare_vals, &mut slot.2);
                    slot.0 = m;
                    slot.1 = *generation;
                }
                for (s, c) in seen[..span as usize]
                    .iter_mut()
                    .zip(&slot.2[..span as usize])
                {
                    *s |= *c;
                }
            } else {
                mark_rare_pairs(g, m, game.unequal, rare, rare_vals, seen);
            }
            splits.push((m, 1, hi));
        }
    }
    if mask == 0 {
        // Every value is rare: the rare list held every pair.
        return first_unmarked(seen, span);
    }
    // Rare values below the least missing common value must be searched for.
    need_list.clear();
    let mut candidate = span;
    let mut v = 0usize;
    let span_us = span as usize;
    while v < span_us {
        if v + 8 <= span_us {
            let w = u64::from_le_bytes(seen[v..v + 8].try_into().unwrap_or([0; 8]));
            if w == 0x0101_0101_0101_0101 {
                v += 8;
                continue;
            }
        }
        if seen[v] == 0 {
            if rare_tbl[v] != 0 {
                need_list.push(v as u32);
            } else {
                candidate = v as u32;
                break;
            }
        }
        v += 1;
    }
    if need_list.is_empty() {
        return candidate;
    }
    for &v in need_list.iter() {
        need[v as usize] = 1;
        if v < 512 {
            need_bits[(v >> 3) as usize] |= 1 << (v & 7);
        }
    }
    let mut left = need_list.len();
    'scan: loop {
        let mut active = false;
        for s in splits.iter_mut() {
            let (m, a, hi) = *s;
            if a > hi {
                continue;
            }
            active = true;
            let end = (a + CHUNK - 1).min(hi);
            let bits: &mut [u8; 64] = need_bits.as_mut_slice().try_into().expect("64-byte table");
            left = T::scan(g, m, a, end, need, bits, left, span);
            s.1 = end + 1;
            if left == 0 {
                break 'scan;
            }
        }
        if !active {
            break;
        }
    }
    let mut result = candidate;
    for &v in need_list.iter() {
        if need[v as usize] != 0 {
            result = result.min(v);
            need[v as usize] = 0;
        }
    }
    need_bits.fill(0);
    result
}

/// Scans pairs `(a, m - a)` for `a` in `lo..=hi`, clearing found values from
/// `need`; returns how many needed values are left (stops at 0).
#[inline(always)]
fn scan_pairs<T: Val>(
    g: &[T],
    m: usize,
    lo: usize,
    hi: usize,
    need: &mut [u8],
    mut left: usize,
) -> usize {
    let need: &mut [u8; 1 << 16] = need.try_into().expect("need table");
    const W: usize = 16;
    let mut a = lo;
    while a + W <= hi + 1 {
        let xs = &g[a..a + W];
        let ys = &g[m - a - W + 1..=m - a];
        let mut acc = 0u8;
        for i in 0..W {
            let x = (xs[i].get() ^ ys[W - 1 - i].get()) as u16;
            acc |= need[x as usize];
        }
        if acc != 0 {
            for i in 0..W {
                let x = (xs[i].get() ^ ys[W - 1 - i].get()) as usize;
                if need[x] != 0 {
                    need[x] = 0;
                    left -= 1;
                    if left == 0 {
                        return 0;
                    }
                }
            }
        }
        a += W;
    }
    while a <= hi {
        let x = (g[a].get() ^ g[m - a].get()) as usize;
        if need[x] != 0 {
            need[x] = 0;
            left -= 1;
            if left == 0 {
                return 0;
            }
        }
        a += 1;
    }
    left
}

/// AVX-512 scans of pairs for needed values (x86-64, detected at run time).
#[cfg(target_arch = "x86_64")]
mod simd {
    use std::arch::x86_64::*;
    use std::sync::OnceLock;

    pub fn has_avx512_vbmi() -> bool {
        static HAS: OnceLock<bool> = OnceLock::new();
        *HAS.get_or_init(|| {
            std::env::var_os("NIMATRON_NO_SIMD").is_none()
                && is_x86_feature_detected!("avx512f")
                && is_x86_feature_detected!("avx512bw")
                && is_x86_feature_detected!("avx512vbmi")
        })
    }

    pub fn has_avx512_bw() -> bool {
        static HAS: OnceLock<bool> = OnceLock::new();
        *HAS.get_or_init(|| {
            std::env::var_os("NIMATRON_NO_SIMD").is_none()
                && is_x86_feature_detected!("avx512f")
                && is_x86_feature_detected!("avx512bw")
        })
    }

    /// 64 pairs per step: bytes `G(a) ⊕ G(m - a)` looked up in the table with
    /// `vpermb` (byte `x >> 3`) and a bit select (`x & 7`).
    #[target_feature(enable = "avx512f,avx512bw,avx512vbmi")]
    pub unsafe fn scan_u8(
        g: &[u8],
        m: usize,
        lo: usize,
        hi: usize,
        need: &mut [u8],
        t: &mut [u8; 64],
        mut left: usize,
    ) -> usize {
        let rev = _mm512_set_epi8(
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
            24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45,
            46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63,
        );
        let bitpos = _mm512_set1_epi64(0x8040_2010_0804_0201u64 as i64);
        let seven = _mm512_set1_epi8(7);
        let low5 = _mm512_set1_epi8(0x1f);
        let mut tv = _mm512_loadu_si512(t.as_ptr() as *const _);
        let mut a = lo;
        while a + 64 <= hi + 1 {
            // SAFETY: a + 63 <= hi <= m / 2, so both ranges lie in g[..m].
            let xs = _mm512_loadu_si512(g.as_ptr().add(a) as *const _);
            let ys = _mm512_loadu_si512(g.as_ptr().add(m - a - 63) as *const _);
            let x = _mm512_xor_si512(xs, _mm512_permutexvar_epi8(rev, ys));
            let idx = _mm512_and_si512(_mm512_srli_epi16(x, 3), low5);
            let bytes = _mm512_permutexvar_epi8(idx, tv);
            let bits = _mm512_shuffle_epi8(bitpos, _mm512_and_si512(x, seven));
            let mut hits = _mm512_test_epi8_mask(bytes, bits);
            if hits != 0 {
                while hits != 0 {
                    let i = hits.trailing_zeros() as usize;
                    hits &= hits - 1;
                    let v = (g[a + i] ^ g[m - a - i]) as usize;
                    if need[v] != 0 {
                        need[v] = 0;
                        t[v >> 3] &= !(1 << (v & 7));
                        left -= 1;
                        if left == 0 {
                            return 0;
                        }
                    }
                }
                tv = _mm512_loadu_si512(t.as_ptr() as *const _);
            }
            a += 64;
        }
        if a <= hi {
            return super::scan_pairs(g, m, a, hi, need, left);
        }
        left
    }

    /// 32 pairs per step for 16-bit values below 512: word `x >> 4` of the
    /// table by `vpermw`, then bit `x & 15`.
    #[target_feature(enable = "avx512f,avx512bw")]
    pub unsafe fn scan_u16(
        g: &[u16],
        m: usize,
        lo: usize,
        hi: usize,
        need: &mut [u8],
        t: &mut [u8; 64],
        mut left: usize,
    ) -> usize {
        let rev = _mm512_set_epi16(
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
            24, 25, 26, 27, 28, 29, 30, 31,
        );
        let fifteen = _mm512_set1_epi16(15);
        let one = _mm512_set1_epi16(1);
        let mut tv = _mm512_loadu_si512(t.as_ptr() as *const _);
        let mut a = lo;
        while a + 32 <= hi + 1 {
            // SAFETY: a + 31 <= hi <= m / 2, so both ranges lie in g[..m].
            let xs = _mm512_loadu_si512(g.as_ptr().add(a) as *const _);
            let ys = _mm512_loadu_si512(g.as_ptr().add(m - a - 31) as *const _);
            let x = _mm512_xor_si512(xs, _mm512_permutexvar_epi16(rev, ys));
            let words = _mm512_permutexvar_epi16(_mm512_srli_epi16(x, 4), tv);
            let shifted = _mm512_srlv_epi16(words, _mm512_and_si512(x, fifteen));
            let mut hits = _mm512_test_epi16_mask(shifted, one);
            if hits != 0 {
                while hits != 0 {
                    let i = hits.trailing_zeros() as usize;
                    hits &= hits - 1;
                    let v = (g[a + i] ^ g[m - a - i]) as usize;
                    if need[v] != 0 {
                        need[v] = 0;
                        t[v >> 3] &= !(1 << (v & 7));
                        left -= 1;
                        if left == 0 {
                            return 0;
                        }
                    }
                }
                tv = _mm512_loadu_si512(t.as_ptr() as *const _);
            }
            a += 32;
        }
        if a <= hi {
            return super::scan_pairs(g, m, a, hi, need, left);
        }
        left
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::grundy::mex;

    fn run(game: &str, method: Method, limit: usize) -> (Solver, Report) {
        let g: OctalGame = game.parse().unwrap();
        let mut s = Solver::new(g, method);
        let r = s.run(limit, &AtomicBool::new(false), &mut |_| {});
        (s, r)
    }

    /// The definition, straight: mex of `option_values`.
    fn by_definition(game: &OctalGame, n: usize) -> Vec<u32> {
        let mut g = vec![0u32];
        for i in 1..n {
            let v = mex(game.option_values(i, &g));
            g.push(v);
        }
        g
    }

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
    }

    #[test]
    fn kayles_values_and_period() {
        let (s, r) = run("0.77", Method::Sparse, 1 << 20);
        assert_eq!(r.stop, StopReason::Proved);
        assert_eq!(
            r.periodicity,
            Some(Periodicity {
                preperiod: 71,
                period: 12
            })
        );
        // Winning Ways: Kayles 0..11 = 0 1 2 3 1 4 3 2 1 4 2 6.
        assert_eq!(s.values(12), vec![0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
    }

    #[test]
    fn dawsons_kayles_period_34() {
        // Dawson's Kayles 0.07 is Dawson's chess 0.137 shifted by one heap:
        // the last exceptional value is at 51 in 0.137, at 52 in 0.07.
        let (s, r) = run("dawson", Method::Sparse, 1 << 20);
        assert_eq!(r.stop, StopReason::Proved);
        assert_eq!(
            r.periodicity,
            Some(Periodicity {
                preperiod: 53,
                period: 34
            })
        );
        assert_eq!(s.values(10), vec![0, 0, 1, 1, 2, 0, 3, 1, 1, 0]);
        let (c, r) = run("0.137", Method::Sparse, 1 << 20);
        assert_eq!(
            r.periodicity,
            Some(Periodicity {
                preperiod: 52,
                period: 34
            })
        );
        assert_eq!(c.values(9), s.values(10)[1..].to_vec());
    }

    #[test]
    fn subtraction_games() {
        // S(1,2,3): n mod 4.
        let (s, r) = run("sub:1,2,3", Method::Sparse, 1000);
        assert_eq!(r.periodicity.map(|p| (p.preperiod, p.period)), Some((0, 4)));
        assert_eq!(s.values(8), vec![0, 1, 2, 3, 0, 1, 2, 3]);
        // S(1,3,4): period 7, 0 1 0 1 2 3 2.
        let (s, r) = run("sub:1,3,4", Method::Sparse, 1000);
        assert_eq!(r.periodicity.map(|p| (p.preperiod, p.period)), Some((0, 7)));
        assert_eq!(s.values(7), vec![0, 1, 0, 1, 2, 3, 2]);
    }

    #[test]
    fn sparse_equals_plain_and_definition() {
        for code in [
            "0.77", "0.07", "0.137", "4.7", "0.16", "0.354", "0.6", "0.4", "0.51", "0.F", "8.0",
            "0.123", "grundy", "0.007", "0.37", "0.156",
        ] {
            let game: OctalGame = code.parse().unwrap();
            let n = 3000;
            let mut a = Solver::new(game.clone(), Method::Plain);
            let mut b = Solver::new(game.clone(), Method::Sparse);
            let stop = AtomicBool::new(false);
            // Avoid early stops at a proof: compute exactly n values.
            a.extend_to(n);
            b.extend_to(n);
            assert_eq!(a.values(n), b.values(n), "{code}");
            let small = if game.max_parts() == 3 { 150 } else { 400 };
            assert_eq!(a.values(small), by_definition(&game, small), "{code}");
            let _ = b.run(n, &stop, &mut |_| {});
        }
    }

    #[test]
    fn grundys_game_published_values() {
        // OEIS A002188: 0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0 ...
        let (s, r) = run("grundy", Method::Sparse, 5000);
        assert_eq!(r.stop, StopReason::Reached);
        assert_eq!(r.periodicity, None);
        assert_eq!(
            s.values(21),
            vec![0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0]
        );
    }

    /// The AVX-512 scans (when the CPU has them) and the scalar scan agree.
    #[test]
    fn simd_and_scalar_scans_agree() {
        let mut x = 12345u64;
        let mut rnd = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for trial in 0..200 {
            let len = 300 + (rnd() % 3000) as usize;
            let g8: Vec<u8> = (0..len).map(|_| (rnd() % 40) as u8).collect();
            let g16: Vec<u16> = (0..len).map(|_| (rnd() % 400) as u16).collect();
            let m = len - 1 - (trial % 3);
            let hi = m / 2;
            let lo = 1 + (rnd() % 5) as usize;
            for wide in [false, true] {
                let top = if wide { 512 } else { 64 };
                let list: Vec<u32> = (0..6).map(|_| (rnd() % top) as u32).collect();
                let mut need_a = vec![0u8; 1 << 16];
                let mut bits = [0u8; 64];
                for &v in &list {
                    need_a[v as usize] = 1;
                    bits[(v >> 3) as usize] |= 1 << (v & 7);
                }
                let mut need_b = need_a.clone();
                let left0 = need_a.iter().filter(|&&b| b != 0).count();
                let (a, b) = if wide {
                    (
                        scan_pairs(&g16, m, lo, hi, &mut need_a, left0),
                        u16::scan(&g16, m, lo, hi, &mut need_b, &mut bits, left0, 512),
                    )
                } else {
                    (
                        scan_pairs(&g8, m, lo, hi, &mut need_a, left0),
                        u8::scan(&g8, m, lo, hi, &mut need_b, &mut bits, left0, 64),
                    )
                };
                assert_eq!(a, b, "trial {trial} wide {wide}");
                if a > 0 {
                    assert_eq!(need_a, need_b, "trial {trial} wide {wide}");
                }
            }
        }
    }

    #[test]
    fn interrupt_stops_cleanly() {
        let g: OctalGame = "0.6".parse().unwrap();
        let mut s = Solver::new(g, Method::Sparse);
        let stop = AtomicBool::new(true);
        let r = s.run(1 << 30, &stop, &mut |_| {});
        assert_eq!(r.stop, StopReason::Interrupted);
        assert_eq!(r.computed, 1);
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

impl Hash for OctalGame {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.name.hash(state);
        self.code.hash(state);
    }
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
