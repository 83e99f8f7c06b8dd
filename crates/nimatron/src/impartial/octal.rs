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
    /// Scans pairs `(a, m - a)`, `a` in `lo..=hi`, for the values still set
    /// in `need` (all values below 512); returns how many are left.
    #[inline(always)]
    fn scan_bits(g: &[Self], m: usize, lo: usize, hi: usize, need: &mut Bits, left: u32) -> u32 {
        scan_pairs_bits(g, m, lo, hi, need, left)
    }
    /// Whether [`Val::pair_block`] has a kernel here (for values below 128).
    #[inline(always)]
    fn has_pair_block() -> bool {
        false
    }
    /// Fills `block` with the rare-part pair bits of the 64 split sums from
    /// `base` (pairs below the cut `g.len()`), where a vector kernel exists
    /// for this value type and span; false otherwise.
    #[inline(always)]
    fn pair_block(
        g: &[Self],
        base: usize,
        unequal: bool,
        rare: &[u32],
        rare_vals: &[u16],
        words: usize,
        block: &mut PairBlock,
    ) -> bool {
        let _ = (g, base, unequal, rare, rare_vals, words, block);
        false
    }
    /// The rare-part pair bits `(values 0..64, values 64..128)` of the split
    /// sum `m ≥ 64` over the rare positions below 64 (`small`), for values
    /// below 128; only called where [`Val::has_pair_block`] holds.
    #[inline(always)]
    fn small_pairs(
        g: &[Self],
        m: usize,
        unequal: bool,
        small: &SmallRare,
        words: usize,
    ) -> (u64, u64) {
        let _ = (g, m, unequal, small, words);
        unreachable!("no small-pairs kernel for this value type")
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
    fn scan_bits(g: &[u8], m: usize, lo: usize, hi: usize, need: &mut Bits, left: u32) -> u32 {
        #[cfg(target_arch = "x86_64")]
        if simd::has_avx512_vbmi() {
            // SAFETY: the CPU supports the features the function is compiled for.
            return unsafe { simd::scan_bits_u8(g, m, lo, hi, need, left) };
        }
        scan_pairs_bits(g, m, lo, hi, need, left)
    }
    #[inline(always)]
    fn has_pair_block() -> bool {
        #[cfg(target_arch = "x86_64")]
        if simd::has_avx512_vbmi() {
            return true;
        }
        false
    }
    #[inline(always)]
    fn small_pairs(
        g: &[u8],
        m: usize,
        unequal: bool,
        small: &SmallRare,
        words: usize,
    ) -> (u64, u64) {
        assert!(m >= 64 && m <= g.len() && words <= 2);
        #[cfg(target_arch = "x86_64")]
        // SAFETY: callers check `has_pair_block` (the CPU has the features);
        // g[m - 64..m] is in bounds (asserted).
        unsafe {
            simd::small_pairs_u8(g, m, unequal, &small.idx, &small.vals, small.count, words)
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            let _ = (g, m, unequal, small, words);
            unreachable!()
        }
    }
    #[inline(always)]
    fn pair_block(
        g: &[u8],
        base: usize,
        unequal: bool,
        rare: &[u32],
        rare_vals: &[u16],
        words: usize,
        block: &mut PairBlock,
    ) -> bool {
        #[cfg(target_arch = "x86_64")]
        if words <= 2 && simd::has_avx512_vbmi() {
            // SAFETY: the CPU supports the features the function is compiled for.
            unsafe {
                simd::pair_block_u8(
                    g,
                    base,
                    unequal,
                    rare,
                    rare_vals,
                    words,
                    &mut block.lo,
                    &mut block.hi,
                )
            };
            return true;
        }
        let _ = (g, base, unequal, rare, rare_vals, words, block);
        false
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
    fn scan_bits(g: &[u16], m: usize, lo: usize, hi: usize, need: &mut Bits, left: u32) -> u32 {
        #[cfg(target_arch = "x86_64")]
        if simd::has_avx512_bw() {
            // SAFETY: the CPU supports the features the function is compiled for.
            return unsafe { simd::scan_bits_u16(g, m, lo, hi, need, left) };
        }
        scan_pairs_bits(g, m, lo, hi, need, left)
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

/// The rare-part pair bits of 64 consecutive split sums `base..base + 64`,
/// from the pairs with both parts below `cut` (see `simd::pair_block_u8`).
#[derive(Debug, Clone)]
struct PairBlock {
    base: usize,
    cut: usize,
    generation: u64,
    words: usize,
    lo: [u64; 64],
    hi: [u64; 64],
}

impl Default for PairBlock {
    fn default() -> PairBlock {
        PairBlock {
            base: usize::MAX,
            cut: 0,
            generation: 0,
            words: 0,
            lo: [0; 64],
            hi: [0; 64],
        }
    }
}

/// The rare positions below 64 as byte lanes, for
/// [`Val::small_pairs`]: lane `i` holds `64 - r` and `G(r)` of the `i`-th.
#[derive(Debug, Clone)]
struct SmallRare {
    /// How many (the first `count` entries of the rare list).
    count: usize,
    generation: u64,
    idx: [u8; 64],
    vals: [u8; 64],
}

impl Default for SmallRare {
    fn default() -> SmallRare {
        SmallRare {
            count: 0,
            generation: u64::MAX,
            idx: [0; 64],
            vals: [0; 64],
        }
    }
}

impl SmallRare {
    /// Brings the lanes up to date with the rare list (values below 128).
    #[inline(always)]
    fn update(&mut self, rare: &[u32], rare_vals: &[u16], generation: u64) {
        if self.generation == generation && rare.get(self.count).is_none_or(|&r| r >= 64) {
            return;
        }
        self.generation = generation;
        self.count = rare.partition_point(|&r| r < 64);
        self.idx = [0; 64];
        self.vals = [0; 64];
        for i in 0..self.count {
            self.idx[i] = (64 - rare[i]) as u8;
            self.vals[i] = rare_vals[i] as u8;
        }
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
    /// The rare and the common values below [`SMALL_SPAN`], as bit sets.
    rare_bits: Bits,
    common_bits: Bits,
    /// Bit sets of the rare-part pairs of a split sum `m` (small values),
    /// slot `m % len` holds `(m, generation, bits)`; see `cache`.
    bit_cache: Vec<(usize, u64, Bits)>,
    /// One [`PairBlock`] per two-heap digit (values below 128).
    blocks: Vec<PairBlock>,
    /// The rare positions below 64, for the blocks (which leave them out).
    small: SmallRare,
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
    threads: usize,
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
            threads: default_threads(),
        }
    }

    /// Uses up to `threads` threads (1 = this thread only; the default is 2
    /// when the machine has two cores or more, or `NIMATRON_THREADS`). The
    /// values do not depend on it.
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.max(1);
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
        let (parts, t) = (self.game.max_parts(), self.game.max_removal());
        let threads = self.threads;
        std::thread::scope(|scope| {
            // A period search running on another thread: (checkpoint, joined
            // when the values reach this, handle). Joining at a fixed length
            // keeps the run deterministic.
            type Search<'s> = std::thread::ScopedJoinHandle<'s, Option<(usize, usize, usize)>>;
            let mut pending: Option<(usize, usize, Search<'_>)> = None;
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
                    if let Some((_, at, _)) = &pending {
                        target = target.min((*at).max(len + 1));
                    }
                }
                if !self.extend_to(target) {
                    break StopReason::ValueOverflow;
                }
                if provable {
                    if pending.as_ref().is_some_and(|(_, at, _)| self.len() >= *at) {
                        if let Some((_, _, handle)) = pending.take() {
                            let found = handle.join().ok().flatten();
                            if self.candidate.is_none() {
                                self.candidate = found;
                            }
                        }
                    }
                    let async_ok = threads > 1 && pending.is_none();
                    if let Some((tail, len)) = self.check_periodicity(async_ok) {
                        let handle = scope.spawn(move || candidate_from(&tail, len, parts, t));
                        pending = Some((len, len + len / 8, handle));
                    }
                }
                progress(self.len());
            };
            if let Some((checkpoint, _, _)) = pending {
                // Not consumed: search again at the next run.
                self.next_check = checkpoint;
            }
            Report {
                computed: self.len(),
                periodicity: self.proved,
                max_value: self.max_value,
                stop: reason,
            }
        })
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
                    self.threads,
                ),
                Values::U16(v) => extend::<u16>(
                    v,
                    target,
                    &self.game,
                    self.method,
                    &mut self.sparse,
                    &mut self.seen,
                    &mut self.max_value,
                    self.threads,
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

    /// Looks for a period at checkpoints and verifies candidates. With
    /// `async_ok`, a search of a long tail is handed back to the caller to
    /// run elsewhere: `(reversed tail, length)`, to [`candidate_from`].
    fn check_periodicity(&mut self, async_ok: bool) -> Option<(Vec<u16>, usize)> {
        let len = self.len();
        if let Some((n0, p, need)) = self.candidate {
            if len < need {
                return None;
            }
            if self.periodic_from(n0, p) {
                self.proved = Some(self.least_periodicity(n0, p));
                return None;
            }
            self.candidate = None;
        }
        if len < self.next_check {
            return None;
        }
        self.next_check = (len + len / 8).max(len + 64);
        let tail = self.reversed_tail();
        if async_ok && len >= ASYNC_SEARCH_MIN {
            return Some((tail, len));
        }
        self.candidate = candidate_from(&tail, len, self.game.max_parts(), self.game.max_removal());
        None
    }

    /// Whether `G(n + p) = G(n)` for every computed `n + p` with `n ≥ n0`.
    fn periodic_from(&self, n0: usize, p: usize) -> bool {
        let len = self.len();
        match &self.values {
            Values::U8(v) => v[n0..len - p] == v[n0 + p..len],
            Values::U16(v) => v[n0..len - p] == v[n0 + p..len],
        }
    }

    /// The last values (at most 2^22), last first.
    fn reversed_tail(&self) -> Vec<u16> {
        let len = self.len();
        let w = len.min(1 << 22);
        match &self.values {
            Values::U8(v) => v[len - w..].iter().rev().map(|&x| x as u16).collect(),
            Values::U16(v) => v[len - w..].iter().rev().copied().collect(),
        }
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

/// Period searches over at least this many values run on another thread.
const ASYNC_SEARCH_MIN: usize = 1 << 16;

/// The length that proves periodicity from `n0` with period `p` for a game
/// whose moves leave at most `parts` heaps and remove at most `t` tokens.
fn proof_length(parts: usize, t: usize, n0: usize, p: usize) -> usize {
    parts * n0 + (parts - 1) * p + t + 1 + p
}

/// Z-function over the reversed tail `tail` of `len` values: `z[p]` = how
/// many of the last values satisfy `G(n) = G(n - p)`; the best candidate
/// `(n0, p, length needed)` needs the least length.
fn candidate_from(
    tail: &[u16],
    len: usize,
    parts: usize,
    t: usize,
) -> Option<(usize, usize, usize)> {
    let z = z_function(tail);
    let mut best: Option<(usize, usize, usize)> = None;
    for (p, &zp) in z.iter().enumerate().skip(1) {
        let zp = zp as usize;
        if zp < p.max(32) {
            continue;
        }
        let n0 = len - zp - p;
        let need = proof_length(parts, t, n0, p);
        if best.is_none_or(|(_, _, b)| need < b) {
            best = Some((n0, p, need));
        }
    }
    best
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
#[allow(clippy::too_many_arguments)]
fn extend<T: Val>(
    g: &mut Vec<T>,
    target: usize,
    game: &OctalGame,
    method: Method,
    sparse: &mut Sparse,
    seen: &mut [u8],
    max_value: &mut u32,
    threads: usize,
) -> Result<(), u32> {
    while g.len() < target {
        let n = g.len();
        if method == Method::Sparse && n >= sparse.next_rebuild {
            rebuild_rare(g, sparse, *max_value);
            sparse.next_rebuild = 2 * n;
        }
        let span = value_span(*max_value);
        let v = match method {
            Method::Sparse if span <= SMALL_SPAN => {
                let marks: &mut [u8; 1 << 16] =
                    (&mut seen[..1 << 16]).try_into().expect("mark table");
                let end = target.min(sparse.next_rebuild);
                if threads > 1
                    && !game.two.is_empty()
                    && sparse.rare.len()
                        >= if span <= 128 && T::has_pair_block() {
                            PARALLEL_MIN_RARE_BLOCK
                        } else {
                            PARALLEL_MIN_RARE
                        }
                    && end - n >= PARALLEL_MIN_HEAPS
                {
                    extend_parallel(g, end, game, sparse, marks, max_value, span)?;
                    continue;
                }
                let (rare, rare_vals) = (
                    std::mem::take(&mut sparse.rare),
                    std::mem::take(&mut sparse.rare_vals),
                );
                let v = sparse_value_bits(g, n, game, &rare, &rare_vals, sparse, marks, span, None);
                sparse.rare = rare;
                sparse.rare_vals = rare_vals;
                v
            }
            _ => {
                clear(&mut seen[..span as usize]);
                match method {
                    Method::Plain => plain_value(g, n, game, seen, span),
                    Method::Sparse => sparse_value(g, n, game, sparse, seen, span),
                }
            }
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
    sparse.rare_bits = [0; 8];
    sparse.common_bits = [0; 8];
    for v in 0..SMALL_SPAN {
        if rare_class(sparse.mask, v) {
            set_bit(&mut sparse.rare_bits, v);
        } else {
            set_bit(&mut sparse.common_bits, v);
        }
    }
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

/// Spans (powers of two above the largest value) up to this use the bit-set
/// path of the sparse method; larger ones the byte-table path.
const SMALL_SPAN: u32 = 512;

/// A set of values below [`SMALL_SPAN`].
type Bits = [u64; 8];

#[inline(always)]
fn set_bit(b: &mut Bits, v: u32) {
    b[(v >> 6) as usize & 7] |= 1 << (v & 63);
}

/// Marks single-heap and three-heap options as bits (values below 512).
#[inline(always)]
fn mark_simple_bits<T: Val>(g: &[T], n: usize, game: &OctalGame, seen: &mut Bits) {
    for &k in &game.whole {
        if n == k && k > 0 {
            set_bit(seen, 0);
        }
    }
    for &k in &game.one {
        if n > k && k > 0 {
            set_bit(seen, g[n - k].get());
        }
    }
    for &k in &game.three {
        if n >= k + 3 {
            let m = n - k;
            for a in 1..=m / 3 {
                for b in a..=(m - a) / 2 {
                    set_bit(seen, g[a].get() ^ g[b].get() ^ g[m - a - b].get());
                }
            }
        }
    }
}

/// ORs the byte marks `marks[..64 * words]` (each 0 or 1) into `out` as bits.
#[inline(always)]
fn or_marks_as_bits(marks: &[u8; 1 << 16], words: usize, out: &mut Bits) {
    for (w, o) in out.iter_mut().enumerate().take(words) {
        let mut bits = 0u64;
        for j in 0..8 {
            let at = 64 * w + 8 * j;
            let x = u64::from_le_bytes(marks[at..at + 8].try_into().unwrap_or([0; 8]));
            // Bit 0 of byte i lands on bit 56 + i (the products are distinct
            // powers of two, so nothing carries).
            bits |= (x.wrapping_mul(0x0102_0408_1020_4080) >> 56) << (8 * j);
        }
        *o |= bits;
    }
}

/// Marks `G(r) ⊕ G(m - r)` in `marks` for the listed rare positions `r`
/// (each `1 ≤ r < m` with `m - r < g.len()`), skipping `2r = m` when the two
/// heaps must differ.
#[inline(always)]
fn mark_pairs<T: Val>(
    g: &[T],
    m: usize,
    unequal: bool,
    rare: &[u32],
    rare_vals: &[u16],
    marks: &mut [u8; 1 << 16],
) {
    let pairs = rare.iter().zip(rare_vals);
    if unequal {
        for (&r, &gr) in pairs {
            let r = r as usize;
            if 2 * r != m {
                marks[(gr ^ g[m - r].get() as u16) as usize] = 1;
            }
        }
    } else {
        for (&r, &gr) in pairs {
            debug_assert!(r >= 1 && (r as usize) < m && m - (r as usize) < g.len());
            // SAFETY: the caller lists only 1 ≤ r < m with m - r < g.len().
            let y = unsafe { g.get_unchecked(m - r as usize) }.get();
            marks[(gr ^ y as u16) as usize] = 1;
        }
    }
}

/// [`mark_pairs`] for values below 64, as one word of bits (two
/// accumulators, so the ORs do not wait on each other).
#[inline(always)]
fn pair_word<T: Val>(g: &[T], m: usize, unequal: bool, rare: &[u32], rare_vals: &[u16]) -> u64 {
    let (mut w0, mut w1) = (0u64, 0u64);
    let bit = |r: u32, gr: u16| -> u64 {
        let r = r as usize;
        debug_assert!(r >= 1 && r < m && m - r < g.len());
        if unequal && 2 * r == m {
            return 0;
        }
        // SAFETY: the caller lists only 1 ≤ r < m with m - r < g.len().
        let y = unsafe { g.get_unchecked(m - r) }.get();
        1u64 << ((gr as u32 ^ y) & 63)
    };
    let mut pairs = rare.chunks_exact(2).zip(rare_vals.chunks_exact(2));
    for (r, v) in &mut pairs {
        w0 |= bit(r[0], v[0]);
        w1 |= bit(r[1], v[1]);
    }
    if rare.len() % 2 == 1 {
        w0 |= bit(rare[rare.len() - 1], rare_vals[rare.len() - 1]);
    }
    w0 | w1
}

/// Bits of the pairs `(r, m - r)` with `r` rare and both parts below `cut`
/// (all pairs with a rare part when `cut ≥ m`), from the values `g` (at least
/// `cut` long) and the rare positions `rare` (ascending, any length); `marks`
/// is scratch, left zeroed below `64 * words`.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn rare_pair_bits_below<T: Val>(
    g: &[T],
    m: usize,
    cut: usize,
    unequal: bool,
    rare: &[u32],
    rare_vals: &[u16],
    marks: &mut [u8; 1 << 16],
    words: usize,
) -> Bits {
    // r in (m - cut, min(cut, m)): the ends are near the list's ends.
    let low = m.saturating_sub(cut);
    let high = cut.min(m);
    let mut start = 0;
    while start < rare.len() && rare[start] as usize <= low {
        start += 1;
    }
    let mut end = rare.len();
    while end > start && rare[end - 1] as usize >= high {
        end -= 1;
    }
    if words == 1 {
        // Values below 64: one word, set directly (no byte marks to clear).
        return [
            pair_word(
                &g[..cut.min(g.len())],
                m,
                unequal,
                &rare[start..end],
                &rare_vals[start..end],
            ),
            0,
            0,
            0,
            0,
            0,
            0,
            0,
        ];
    }
    mark_pairs(
        &g[..cut.min(g.len())],
        m,
        unequal,
        &rare[start..end],
        &rare_vals[start..end],
        marks,
    );
    let mut bits = [0; 8];
    or_marks_as_bits(marks, words, &mut bits);
    clear(&mut marks[..64 * words]);
    bits
}

/// The values `G(r) ⊕ G(m - r)` over the rare `r < m` (pairs with a rare part),
/// as bits; `marks` is scratch (left zeroed below `64 * words`).
#[inline(always)]
fn rare_pair_bits<T: Val>(
    g: &[T],
    m: usize,
    unequal: bool,
    rare: &[u32],
    rare_vals: &[u16],
    marks: &mut [u8; 1 << 16],
    words: usize,
) -> Bits {
    rare_pair_bits_below(g, m, g.len(), unequal, rare, rare_vals, marks, words)
}

/// Adds to `seen` the pairs `(r, m - r)`, `r` rare, that
/// [`rare_pair_bits_below`] left out for `cut`: those with a part at or above
/// `cut`. `rare` must list every rare position below `m`.
#[inline(always)]
fn rare_pairs_from<T: Val>(
    g: &[T],
    m: usize,
    cut: usize,
    unequal: bool,
    rare: &[u32],
    rare_vals: &[u16],
    seen: &mut Bits,
) {
    if cut >= m {
        return;
    }
    // The first two words in registers (no store-to-load chain through `seen`).
    let (mut w0, mut w1) = (0u64, 0u64);
    let mut add = |r: usize, gr: u16| {
        if !(unequal && 2 * r == m) {
            let v = gr as u32 ^ g[m - r].get();
            let bit = 1u64 << (v & 63);
            match v >> 6 {
                0 => w0 |= bit,
                1 => w1 |= bit,
                w => seen[w as usize & 7] |= bit,
            }
        }
    };
    // m - r ≥ cut: the first rare positions, r ≤ m - cut.
    let mut i = 0;
    while i < rare.len() && rare[i] as usize <= m - cut {
        add(rare[i] as usize, rare_vals[i]);
        i += 1;
    }
    // r ≥ cut (and r < m): the last ones.
    let mut j = rare.len();
    while j > i && rare[j - 1] as usize >= cut {
        let r = rare[j - 1] as usize;
        if r < m {
            add(r, rare_vals[j - 1]);
        }
        j -= 1;
    }
    seen[0] |= w0;
    seen[1] |= w1;
}

/// The sparse-space mex with bit sets, for values below [`SMALL_SPAN`]: the
/// rare-part pairs of each split sum as bits (cached per sum when several
/// splits share it), the needed rare values by word operations, and the scan
/// of common pairs against a 512-bit table.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn sparse_value_bits<T: Val>(
    g: &[T],
    n: usize,
    game: &OctalGame,
    rare: &[u32],
    rare_vals: &[u16],
    sparse: &mut Sparse,
    marks: &mut [u8; 1 << 16],
    span: u32,
    helper: Option<&Helper<T>>,
) -> u32 {
    let words = span as usize / 64;
    let mut seen: Bits = [0; 8];
    mark_simple_bits(g, n, game, &mut seen);
    let Sparse {
        mask,
        splits,
        generation,
        bit_cache,
        rare_bits,
        common_bits,
        blocks,
        small,
        ..
    } = sparse;
    if blocks.len() != game.two.len() {
        *blocks = vec![PairBlock::default(); game.two.len()];
    }
    let reuse = game.two.len() > 1;
    if reuse && bit_cache.is_empty() {
        *bit_cache = vec![(usize::MAX, 0, [0; 8]); game.max_removal() + 1];
    }
    splits.clear();
    for (i, &k) in game.two.iter().enumerate() {
        if n >= k + 2 {
            let m = n - k;
            let hi = if game.unequal { (m - 1) / 2 } else { m / 2 };
            if hi == 0 {
                continue;
            }
            let bits = if let Some(h) = helper {
                match h.take(m) {
                    Some((cut, _, mut b)) if h.blocks => {
                        // The helper's blocks leave out the rare positions below 64.
                        small.update(rare, rare_vals, *generation);
                        let (lo, hi) = T::small_pairs(g, m, game.unequal, small, words);
                        b[0] |= lo;
                        b[1] |= hi;
                        let (big, big_vals) = (&rare[small.count..], &rare_vals[small.count..]);
                        rare_pairs_from(g, m, cut, game.unequal, big, big_vals, &mut b);
                        b
                    }
                    Some((cut, k, mut b)) => {
                        let (mine, mine_vals) = (&rare[k..], &rare_vals[k..]);
                        let (k_rare, k_vals) = (&rare[..k], &rare_vals[..k]);
                        rare_pairs_from(g, m, cut, game.unequal, k_rare, k_vals, &mut b);
                        if !mine.is_empty() {
                            // The main thread's share of the rare list.
                            let more =
                                rare_pair_bits(g, m, game.unequal, mine, mine_vals, marks, words);
                            for (b, x) in b.iter_mut().zip(&more) {
                                *b |= x;
                            }
                        }
                        b
                    }
                    None => rare_pair_bits(g, m, game.unequal, rare, rare_vals, marks, words),
                }
            } else if words <= 2 && m >= 64 && T::has_pair_block() {
                // The rare positions below 64 by one vector step per sum; the
                // others by blocks of 64 sums (cut at the heap that made the
                // block) and the pairs past the cut.
                small.update(rare, rare_vals, *generation);
                let (big, big_vals) = (&rare[small.count..], &rare_vals[small.count..]);
                let blk = &mut blocks[i];
                if blk.generation != *generation
                    || blk.words != words
                    || m < blk.base
                    || m >= blk.base + 64
                {
                    let ok = T::pair_block(g, m, game.unequal, big, big_vals, words, blk);
                    debug_assert!(ok);
                    blk.base = m;
                    blk.cut = n;
                    blk.generation = *generation;
                    blk.words = words;
                }
                let j = m - blk.base;
                let (lo, hi) = T::small_pairs(g, m, game.unequal, small, words);
                let mut b = [blk.lo[j] | lo, blk.hi[j] | hi, 0, 0, 0, 0, 0, 0];
                rare_pairs_from(g, m, blk.cut, game.unequal, big, big_vals, &mut b);
                b
            } else if reuse {
                let slots = bit_cache.len();
                let slot = &mut bit_cache[m % slots];
                if slot.0 != m || slot.1 != *generation {
                    slot.2 = rare_pair_bits(g, m, game.unequal, rare, rare_vals, marks, words);
                    slot.0 = m;
                    slot.1 = *generation;
                }
                slot.2
            } else {
                rare_pair_bits(g, m, game.unequal, rare, rare_vals, marks, words)
            };
            for (s, b) in seen.iter_mut().zip(&bits) {
                *s |= b;
            }
            splits.push((m, 1, hi));
        }
    }
    let first_missing = |set: &Bits, of: &Bits| {
        (0..words)
            .find_map(|w| {
                let miss = !set[w] & of[w];
                (miss != 0).then(|| 64 * w as u32 + miss.trailing_zeros())
            })
            .unwrap_or(span)
    };
    if *mask == 0 {
        // Every value is rare: the rare-part pairs were all the pairs.
        return first_missing(&seen, &[u64::MAX; 8]);
    }
    // Rare values below the least missing common value must be searched for.
    let c = first_missing(&seen, common_bits);
    let mut need: Bits = [0; 8];
    let mut left = 0;
    for w in 0..words {
        let base = 64 * w as u32;
        if base >= c {
            break;
        }
        let mut x = !seen[w] & rare_bits[w];
        if c - base < 64 {
            x &= (1u64 << (c - base)) - 1;
        }
        need[w] = x;
        left += x.count_ones();
    }
    if left == 0 {
        return c;
    }
    'scan: loop {
        let mut active = false;
        for s in splits.iter_mut() {
            let (m, a, hi) = *s;
            if a > hi {
                continue;
            }
            active = true;
            // One split: no other split to take turns with, scan it whole.
            let end = (a + CHUNK - 1).min(hi);
            left = T::scan_bits(g, m, a, end, &mut need, left);
            s.1 = end + 1;
            if left == 0 {
                break 'scan;
            }
        }
        if !active {
            break;
        }
    }
    first_missing(&[0; 8], &need).min(c)
}

/// Scans pairs `(a, m - a)`, `a` in `lo..=hi`, for the values (below 512)
/// still set in `need`, clearing those found; returns how many are left
/// (stops at 0).
#[inline(always)]
fn scan_pairs_bits<T: Val>(
    g: &[T],
    m: usize,
    lo: usize,
    hi: usize,
    need: &mut Bits,
    mut left: u32,
) -> u32 {
    const W: usize = 16;
    let test = |need: &Bits, x: u32| (need[(x >> 6) as usize & 7] >> (x & 63)) & 1;
    let mut a = lo;
    while a + W <= hi + 1 {
        let xs = &g[a..a + W];
        let ys = &g[m - a - W + 1..=m - a];
        let mut acc = 0u64;
        for i in 0..W {
            acc |= test(need, xs[i].get() ^ ys[W - 1 - i].get());
        }
        if acc != 0 {
            for i in 0..W {
                let x = xs[i].get() ^ ys[W - 1 - i].get();
                if test(need, x) != 0 {
                    need[(x >> 6) as usize & 7] &= !(1 << (x & 63));
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
        let x = g[a].get() ^ g[m - a].get();
        if test(need, x) != 0 {
            need[(x >> 6) as usize & 7] &= !(1 << (x & 63));
            left -= 1;
            if left == 0 {
                return 0;
            }
        }
        a += 1;
    }
    left
}

/// Threads by default: `NIMATRON_THREADS`, else 2 when there are two cores.
fn default_threads() -> usize {
    if let Some(t) = std::env::var("NIMATRON_THREADS")
        .ok()
        .and_then(|s| s.parse::<usize>().ok())
    {
        return t.max(1);
    }
    std::thread::available_parallelism().map_or(1, |n| n.get().min(2))
}

/// The helper thread pays off from this many rare positions on ...
const PARALLEL_MIN_RARE: usize = 256;
/// ... and for at least this many heaps in one go.
const PARALLEL_MIN_HEAPS: usize = 1024;
/// Split sums whose rare-part bits the helper may hold at once.
const RING: usize = 256;
/// How far (in heaps) the helper may run ahead of the finished values; the
/// main thread adds the pairs it left out (about `LEAD` rare positions).
const LEAD: usize = 64;

/// With the block kernel, how far (in heaps) the last split sum of a block
/// may lie past the finished values (the main thread adds the pairs of
/// about this many first rare positions).
const BLOCK_LEAD: usize = 96;
/// With the block kernel, the helper pays off from this many rare positions.
const PARALLEL_MIN_RARE_BLOCK: usize = 96;

/// One split sum's rare-part bits, computed by the helper.
#[derive(Default)]
struct Slot {
    /// `m + 1` once `bits` holds the bits of the split sum `m`.
    ready: std::sync::atomic::AtomicUsize,
    /// The values the helper used: pairs with both parts below `cut`.
    cut: std::cell::UnsafeCell<usize>,
    /// The helper covered the rare positions `rare[..share]`; the main
    /// thread adds the pairs of the rest.
    share: std::cell::UnsafeCell<usize>,
    bits: std::cell::UnsafeCell<Bits>,
}

/// What the main thread and the helper share while the helper computes the
/// rare-part bits of coming split sums (two-stage pipeline).
///
/// The main thread appends values and rare positions to buffers whose
/// capacity was reserved up front, and publishes their lengths with
/// `Release`; the helper reads only below the lengths it loaded with
/// `Acquire`, and nothing below a published length is written again.
struct Helper<T> {
    g: *const T,
    rare: *const u32,
    rare_vals: *const u16,
    /// G(0 .. published) are final.
    published: std::sync::atomic::AtomicUsize,
    /// rare[.. rare_count] and rare_vals[.. rare_count] are written.
    rare_count: std::sync::atomic::AtomicUsize,
    /// The main thread needs no split sum below this any more.
    consumed: std::sync::atomic::AtomicUsize,
    done: AtomicBool,
    slots: Vec<Slot>,
    /// Words of the value bit sets.
    words: usize,
    /// Whether the helper fills blocks of 64 slots with the block kernel,
    /// leaving out the rare positions below 64 (every split sum is ≥ 64).
    blocks: bool,
}

// SAFETY: the raw pointers are read only below lengths published with
// Release/Acquire (see the type's documentation); a slot's cells are written
// by the helper before `ready` is stored (Release) and read by the main thread
// after it loaded `ready` (Acquire), and a slot is reused only for a split sum
// `RING` above one the main thread no longer needs.
unsafe impl<T: Sync> Sync for Helper<T> {}

impl<T: Val> Helper<T> {
    /// The helper's bits for split sum `m`, if ready: `(cut, share, bits)`.
    #[inline(always)]
    fn take(&self, m: usize) -> Option<(usize, usize, Bits)> {
        let slot = &self.slots[m % RING];
        if slot.ready.load(Ordering::Acquire) == m + 1 {
            // SAFETY: see `unsafe impl Sync for Helper`.
            Some(unsafe { (*slot.cut.get(), *slot.share.get(), *slot.bits.get()) })
        } else {
            None
        }
    }

    /// The helper thread: split sums `first..last`, each as soon as the
    /// values reach `m - LEAD`, skipping those the main thread has passed.
    fn work(&self, first: usize, last: usize, unequal: bool) {
        let mut marks = vec![0u8; 1 << 16];
        let marks: &mut [u8; 1 << 16] = marks.as_mut_slice().try_into().expect("mark table");
        let mut m = first;
        let mut idle = 0u32;
        let wait = |idle: &mut u32| {
            *idle += 1;
            if *idle < 200 {
                std::hint::spin_loop();
            } else {
                std::thread::yield_now();
            }
        };
        let mut block = PairBlock::default();
        let words = self.words;
        // The rare positions below 64 are all known (every split sum is ≥ 64).
        let small = if self.blocks {
            // SAFETY: below the published length (see the type's documentation).
            let rare = unsafe {
                std::slice::from_raw_parts(self.rare, self.rare_count.load(Ordering::Acquire))
            };
            rare.partition_point(|&r| r < 64)
        } else {
            0
        };
        // The helper's share of the rare list (one split sum at a time):
        // less when the main thread overtook it, more when it waits.
        let mut share = usize::MAX;
        let mut waited = false;
        while m < last && !self.done.load(Ordering::Relaxed) {
            let consumed = self.consumed.load(Ordering::Acquire);
            if m < consumed {
                share = share.min(self.rare_count.load(Ordering::Relaxed));
                share -= share / 16;
                m = consumed;
                continue;
            }
            if self.blocks {
                // 64 split sums at once, as soon as the last of them is
                // within BLOCK_LEAD of the finished values.
                let cut = self.published.load(Ordering::Acquire);
                if m + 64 > consumed + RING || m + 63 > cut + BLOCK_LEAD {
                    wait(&mut idle);
                    continue;
                }
                idle = 0;
                let rc = self.rare_count.load(Ordering::Acquire);
                // SAFETY: below the published lengths (see the type's documentation).
                let (g, rare, rare_vals) = unsafe {
                    (
                        std::slice::from_raw_parts(self.g, cut),
                        std::slice::from_raw_parts(self.rare, rc),
                        std::slice::from_raw_parts(self.rare_vals, rc),
                    )
                };
                T::pair_block(
                    g,
                    m,
                    unequal,
                    &rare[small..],
                    &rare_vals[small..],
                    words,
                    &mut block,
                );
                for j in 0..64 {
                    let slot = &self.slots[(m + j) % RING];
                    // SAFETY: the main thread reads this slot only once `ready`
                    // says m + j.
                    unsafe {
                        *slot.cut.get() = cut;
                        *slot.share.get() = usize::MAX;
                        *slot.bits.get() = [block.lo[j], block.hi[j], 0, 0, 0, 0, 0, 0];
                    }
                    slot.ready.store(m + j + 1, Ordering::Release);
                }
                m += 64;
                continue;
            }
            let cut = self.published.load(Ordering::Acquire);
            if m >= consumed + RING || m > cut + LEAD {
                if !waited && share != usize::MAX {
                    share += share / 64 + 1;
                    // Grown past the list: the whole of it again, as at the
                    // start (growing on would overflow after enough waits).
                    if share >= self.rare_count.load(Ordering::Relaxed) {
                        share = usize::MAX;
                    }
                    waited = true;
                }
                wait(&mut idle);
                continue;
            }
            idle = 0;
            waited = false;
            let rc = self.rare_count.load(Ordering::Acquire);
            // SAFETY: below the published lengths (see the type's documentation).
            let (g, rare, rare_vals) = unsafe {
                (
                    std::slice::from_raw_parts(self.g, cut),
                    std::slice::from_raw_parts(self.rare, rc),
                    std::slice::from_raw_parts(self.rare_vals, rc),
                )
            };
            let k = share.min(rc);
            let bits = rare_pair_bits_below(
                g,
                m,
                cut,
                unequal,
                &rare[..k],
                &rare_vals[..k],
                marks,
                words,
            );
            let slot = &self.slots[m % RING];
            // SAFETY: the main thread reads this slot only once `ready` says m.
            unsafe {
                *slot.cut.get() = cut;
                *slot.share.get() = k;
                *slot.bits.get() = bits;
            }
            slot.ready.store(m + 1, Ordering::Release);
            m += 1;
        }
    }
}

/// Extends `g` towards `end` (bit-set path) with a helper thread computing the
/// rare-part bits ahead; stops early when the span of values grows.
fn extend_parallel<T: Val>(
    g: &mut Vec<T>,
    end: usize,
    game: &OctalGame,
    sparse: &mut Sparse,
    marks: &mut [u8; 1 << 16],
    max_value: &mut u32,
    span: u32,
) -> Result<(), u32> {
    use std::sync::atomic::AtomicUsize;
    let start = g.len();
    let mut rare = std::mem::take(&mut sparse.rare);
    let mut rare_vals = std::mem::take(&mut sparse.rare_vals);
    g.reserve(end - start);
    rare.reserve(end - start);
    rare_vals.reserve(end - start);
    let (gp, rp, vp) = (g.as_mut_ptr(), rare.as_mut_ptr(), rare_vals.as_mut_ptr());
    let rare_start = rare.len();
    let kmin = game.two.iter().copied().min().unwrap_or(0);
    let kmax = game.two.iter().copied().max().unwrap_or(0);
    let helper = Helper {
        g: gp as *const T,
        rare: rp as *const u32,
        rare_vals: vp as *const u16,
        published: AtomicUsize::new(start),
        rare_count: AtomicUsize::new(rare_start),
        consumed: AtomicUsize::new(0),
        done: AtomicBool::new(false),
        slots: (0..RING).map(|_| Slot::default()).collect(),
        words: span as usize / 64,
        blocks: span <= 128 && T::has_pair_block() && start.saturating_sub(kmax) >= 64,
    };
    let mask = sparse.mask;
    let (res, n, rc) = std::thread::scope(|scope| {
        let h = &helper;
        scope.spawn(move || {
            h.work(
                start.saturating_sub(kmax),
                end.saturating_sub(kmin),
                game.unequal,
            )
        });
        let mut n = start;
        let mut rc = rare_start;
        let res = loop {
            if n >= end {
                break Ok(());
            }
            // SAFETY: G(0..n) and the first rc rare entries are written and
            // stay unchanged; we write only at n and rc, past these slices.
            let (gs, rs, vs) = unsafe {
                (
                    std::slice::from_raw_parts(gp as *const T, n),
                    std::slice::from_raw_parts(rp as *const u32, rc),
                    std::slice::from_raw_parts(vp as *const u16, rc),
                )
            };
            h.consumed.store(n.saturating_sub(kmax), Ordering::Release);
            let v = sparse_value_bits(gs, n, game, rs, vs, sparse, marks, span, Some(h));
            if v > T::MAX {
                break Err(v);
            }
            // SAFETY: capacity for `end` values and rare entries was reserved.
            unsafe {
                gp.add(n).write(T::from_u32(v));
                if n >= 1 && rare_class(mask, v) {
                    rp.add(rc).write(n as u32);
                    vp.add(rc).write(v as u16);
                    rc += 1;
                    h.rare_count.store(rc, Ordering::Release);
                }
            }
            n += 1;
            h.published.store(n, Ordering::Release);
            if v > *max_value {
                *max_value = v;
                if value_span(v) != span {
                    break Ok(());
                }
            }
        };
        h.done.store(true, Ordering::Relaxed);
        (res, n, rc)
    });
    // SAFETY: the first n values and rc rare entries were written above.
    unsafe {
        g.set_len(n);
        rare.set_len(rc);
        rare_vals.set_len(rc);
    }
    sparse.rare = rare;
    sparse.rare_vals = rare_vals;
    res
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

    /// The rare-part pair bits of 64 consecutive split sums `base + j` at
    /// once, for values below 128 (`words` ≤ 2): for each rare `r`, the 64
    /// values `G(base + j - r)` are one contiguous (masked) load. Covers the
    /// pairs with both parts below `g.len()` (the cut); the rest is
    /// [`super::rare_pairs_from`]'s. Lane `j` of the result is split sum
    /// `base + j`: `lo[j]` holds values 0..64, `hi[j]` values 64..128.
    #[target_feature(enable = "avx512f,avx512bw")]
    #[allow(clippy::too_many_arguments)]
    pub unsafe fn pair_block_u8(
        g: &[u8],
        base: usize,
        unequal: bool,
        rare: &[u32],
        rare_vals: &[u16],
        words: usize,
        lo: &mut [u64; 64],
        hi: &mut [u64; 64],
    ) {
        let cut = g.len();
        let one = _mm512_set1_epi64(1);
        let low6 = _mm512_set1_epi8(63);
        let bit6 = _mm512_set1_epi8(64);
        let mut acc_lo = [_mm512_setzero_si512(); 8];
        let mut acc_hi = [_mm512_setzero_si512(); 8];
        // A rare r has a valid lane j when r < base + j and base + j - r < cut.
        let start = rare.partition_point(|&r| r as usize + cut <= base);
        for (&r, &gr) in rare[start..].iter().zip(&rare_vals[start..]) {
            let r = r as usize;
            if r > base + 62 {
                break;
            }
            let jlo = (r + 1).saturating_sub(base);
            let jhi = (cut + r - base).min(64);
            if jlo >= jhi {
                continue;
            }
            let mut mask = (u64::MAX >> (64 - (jhi - jlo))) << jlo;
            if unequal && 2 * r >= base && 2 * r - base < 64 {
                mask &= !(1u64 << (2 * r - base));
            }
            // Lane j reads g[base + j - r]; masked-off lanes are not read.
            let p = g.as_ptr().wrapping_add(base).wrapping_sub(r);
            let y = _mm512_maskz_loadu_epi8(mask, p as *const i8);
            let x = _mm512_xor_si512(y, _mm512_set1_epi8(gr as u8 as i8));
            let low = _mm512_and_si512(x, low6);
            let m_hi = if words > 1 {
                _mm512_mask_test_epi8_mask(mask, x, bit6)
            } else {
                0
            };
            let m_lo = mask & !m_hi;
            macro_rules! group {
                ($k:expr, $q:expr, $half:expr) => {{
                    let q = _mm512_extracti32x4_epi32::<$q>(low);
                    let q = if $half { _mm_unpackhi_epi64(q, q) } else { q };
                    let b = _mm512_sllv_epi64(one, _mm512_cvtepu8_epi64(q));
                    acc_lo[$k] =
                        _mm512_mask_or_epi64(acc_lo[$k], (m_lo >> (8 * $k)) as u8, acc_lo[$k], b);
                    if words > 1 {
                        acc_hi[$k] = _mm512_mask_or_epi64(
                            acc_hi[$k],
                            (m_hi >> (8 * $k)) as u8,
                            acc_hi[$k],
                            b,
                        );
                    }
                }};
            }
            group!(0, 0, false);
            group!(1, 0, true);
            group!(2, 1, false);
            group!(3, 1, true);
            group!(4, 2, false);
            group!(5, 2, true);
            group!(6, 3, false);
            group!(7, 3, true);
        }
        for k in 0..8 {
            _mm512_storeu_si512(lo.as_mut_ptr().add(8 * k) as *mut _, acc_lo[k]);
            _mm512_storeu_si512(hi.as_mut_ptr().add(8 * k) as *mut _, acc_hi[k]);
        }
    }

    /// The rare-part pair bits of the split sum `m` over the rare positions
    /// below 64: lane `i` holds `64 - r` (`idx`) and `G(r)` (`vals`) of the
    /// `i`-th (`count` of them), so one `vpermb` of the 64 values below `m`
    /// gives every `G(m - r)`. Values below 128: returns (0..64, 64..128).
    #[target_feature(enable = "avx512f,avx512bw,avx512vbmi")]
    pub unsafe fn small_pairs_u8(
        g: &[u8],
        m: usize,
        unequal: bool,
        idx: &[u8; 64],
        vals: &[u8; 64],
        count: usize,
        words: usize,
    ) -> (u64, u64) {
        debug_assert!(m >= 64 && m <= g.len() && count <= 64);
        let w = _mm512_loadu_si512(g.as_ptr().add(m - 64) as *const _);
        let iv = _mm512_loadu_si512(idx.as_ptr() as *const _);
        let x = _mm512_xor_si512(
            _mm512_permutexvar_epi8(iv, w),
            _mm512_loadu_si512(vals.as_ptr() as *const _),
        );
        let mut mask = if count >= 64 {
            u64::MAX
        } else {
            (1u64 << count) - 1
        };
        if unequal && m.is_multiple_of(2) && m < 128 {
            // The pair of two equal heaps m/2 is not a move.
            mask &= !_mm512_cmpeq_epi8_mask(iv, _mm512_set1_epi8((64 - m / 2) as u8 as i8));
        }
        let one = _mm512_set1_epi64(1);
        let low = _mm512_and_si512(x, _mm512_set1_epi8(63));
        let m_hi = if words > 1 {
            _mm512_mask_test_epi8_mask(mask, x, _mm512_set1_epi8(64))
        } else {
            0
        };
        let m_lo = mask & !m_hi;
        let mut acc_lo = _mm512_setzero_si512();
        let mut acc_hi = _mm512_setzero_si512();
        macro_rules! group {
            ($k:expr, $q:expr, $half:expr) => {{
                if count > 8 * $k {
                    let q = _mm512_extracti32x4_epi32::<$q>(low);
                    let q = if $half { _mm_unpackhi_epi64(q, q) } else { q };
                    let b = _mm512_sllv_epi64(one, _mm512_cvtepu8_epi64(q));
                    acc_lo = _mm512_mask_or_epi64(acc_lo, (m_lo >> (8 * $k)) as u8, acc_lo, b);
                    if words > 1 {
                        acc_hi = _mm512_mask_or_epi64(acc_hi, (m_hi >> (8 * $k)) as u8, acc_hi, b);
                    }
                }
            }};
        }
        group!(0, 0, false);
        group!(1, 0, true);
        group!(2, 1, false);
        group!(3, 1, true);
        group!(4, 2, false);
        group!(5, 2, true);
        group!(6, 3, false);
        group!(7, 3, true);
        (
            _mm512_reduce_or_epi64(acc_lo) as u64,
            _mm512_reduce_or_epi64(acc_hi) as u64,
        )
    }

    /// The hit lanes `hits` of the pairs `(a + i, m - a - i)`: clears each
    /// needed value found from `need` and the bit table `t`; true when none
    /// is left.
    #[inline(always)]
    fn take_hits<T: Copy + Into<u32>>(
        mut hits: u64,
        g: &[T],
        a: usize,
        m: usize,
        need: &mut [u8],
        t: &mut [u8; 64],
        left: &mut usize,
    ) -> bool {
        while hits != 0 {
            let i = hits.trailing_zeros() as usize;
            hits &= hits - 1;
            let v = (g[a + i].into() ^ g[m - a - i].into()) as usize;
            if need[v] != 0 {
                need[v] = 0;
                t[v >> 3] &= !(1 << (v & 7));
                *left -= 1;
                if *left == 0 {
                    return true;
                }
            }
        }
        false
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
            let hits = _mm512_test_epi8_mask(bytes, bits);
            if hits != 0 {
                if take_hits(hits as u64, g, a, m, need, t, &mut left) {
                    return 0;
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

    /// [`scan_u8`] against a bit set of needed values (below 256).
    #[target_feature(enable = "avx512f,avx512bw,avx512vbmi")]
    pub unsafe fn scan_bits_u8(
        g: &[u8],
        m: usize,
        lo: usize,
        hi: usize,
        need: &mut super::Bits,
        mut left: u32,
    ) -> u32 {
        let rev = _mm512_set_epi8(
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
            24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45,
            46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63,
        );
        let bitpos = _mm512_set1_epi64(0x8040_2010_0804_0201u64 as i64);
        let seven = _mm512_set1_epi8(7);
        let low5 = _mm512_set1_epi8(0x1f);
        let mut tv = _mm512_loadu_si512(need.as_ptr() as *const _);
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
            if hits != 0 && left <= FEW {
                // Few values needed: compare each with the lanes.
                for (w, slot) in need.iter_mut().enumerate().take(4) {
                    let mut word = *slot;
                    while word != 0 {
                        let b = word.trailing_zeros();
                        word &= word - 1;
                        let v = 64 * w as u32 + b;
                        if _mm512_cmpeq_epi8_mask(x, _mm512_set1_epi8(v as u8 as i8)) != 0 {
                            *slot &= !(1 << b);
                            left -= 1;
                            if left == 0 {
                                return 0;
                            }
                        }
                    }
                }
                tv = _mm512_loadu_si512(need.as_ptr() as *const _);
            } else if hits != 0 {
                while hits != 0 {
                    let i = hits.trailing_zeros() as usize;
                    hits &= hits - 1;
                    let v = (g[a + i] ^ g[m - a - i]) as u32;
                    let word = &mut need[(v >> 6) as usize & 7];
                    if *word >> (v & 63) & 1 != 0 {
                        *word &= !(1 << (v & 63));
                        left -= 1;
                        if left == 0 {
                            return 0;
                        }
                        // The other lanes holding v are no longer hits.
                        hits &= !_mm512_cmpeq_epi8_mask(x, _mm512_set1_epi8(v as i8));
                    }
                }
                tv = _mm512_loadu_si512(need.as_ptr() as *const _);
            }
            a += 64;
        }
        if a <= hi {
            return super::scan_pairs_bits(g, m, a, hi, need, left);
        }
        left
    }

    /// Up to this many needed values, a hit is resolved by comparing each
    /// needed value with the lanes rather than lane by lane.
    const FEW: u32 = 6;

    /// [`scan_u16`] against a bit set of needed values (all values below 512).
    #[target_feature(enable = "avx512f,avx512bw")]
    pub unsafe fn scan_bits_u16(
        g: &[u16],
        m: usize,
        lo: usize,
        hi: usize,
        need: &mut super::Bits,
        left: u32,
    ) -> u32 {
        let rev = _mm512_set_epi16(
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
            24, 25, 26, 27, 28, 29, 30, 31,
        );
        let fifteen = _mm512_set1_epi16(15);
        let one = _mm512_set1_epi16(1);
        // The split sums of pairs a..a + 32 (reversed).
        let pairs = |a: usize| {
            // SAFETY: the callers keep a + 31 <= hi <= m / 2, so both ranges lie in g[..m].
            let xs = _mm512_loadu_si512(g.as_ptr().add(a) as *const _);
            let ys = _mm512_loadu_si512(g.as_ptr().add(m - a - 31) as *const _);
            _mm512_xor_si512(xs, _mm512_permutexvar_epi16(rev, ys))
        };
        // The lanes of x whose value is still needed (table tv).
        let hits = |x: __m512i, tv: __m512i| {
            let words = _mm512_permutexvar_epi16(_mm512_srli_epi16(x, 4), tv);
            let shifted = _mm512_srlv_epi16(words, _mm512_and_si512(x, fifteen));
            _mm512_test_epi16_mask(shifted, one) as u64
        };
        // The table stays in a register; each hit lane's value is cleared
        // with a vector and-not, with no chain from one value to the next
        // (a value in several lanes is cleared several times, harmlessly).
        let mut tv = _mm512_loadu_si512(need.as_ptr() as *const _);
        let clear = |tv: &mut __m512i, x: &[__m512i], h: &[u64]| {
            let mut lanes = [0u16; 128];
            for (k, xk) in x.iter().enumerate() {
                _mm512_storeu_si512(lanes.as_mut_ptr().add(32 * k) as *mut _, *xk);
            }
            for (k, &h) in h.iter().enumerate() {
                let mut h = h;
                while h != 0 {
                    let v = lanes[64 * k + h.trailing_zeros() as usize];
                    h &= h - 1;
                    let bit = _mm512_maskz_set1_epi16(1 << (v >> 4), (1u16 << (v & 15)) as i16);
                    *tv = _mm512_andnot_si512(bit, *tv);
                }
            }
        };
        let mut a = lo;
        // 128 pairs per step: one (mostly predictable) branch for four vectors.
        while a + 32 <= hi + 1 {
            let found = if a + 128 <= hi + 1 {
                let x = [pairs(a), pairs(a + 32), pairs(a + 64), pairs(a + 96)];
                let h = [
                    hits(x[0], tv) | hits(x[1], tv) << 32,
                    hits(x[2], tv) | hits(x[3], tv) << 32,
                ];
                a += 128;
                h[0] | h[1] != 0 && {
                    clear(&mut tv, &x, &h);
                    true
                }
            } else {
                let x = pairs(a);
                let h = hits(x, tv);
                a += 32;
                h != 0 && {
                    clear(&mut tv, &[x], &[h]);
                    true
                }
            };
            if found && _mm512_test_epi64_mask(tv, tv) == 0 {
                _mm512_storeu_si512(need.as_mut_ptr() as *mut _, tv);
                return 0;
            }
        }
        _mm512_storeu_si512(need.as_mut_ptr() as *mut _, tv);
        debug_assert!(need.iter().map(|w| w.count_ones()).sum::<u32>() <= left);
        let left = need.iter().map(|w| w.count_ones()).sum::<u32>();
        if a <= hi {
            return super::scan_pairs_bits(g, m, a, hi, need, left);
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
            let hits = _mm512_test_epi16_mask(shifted, one);
            if hits != 0 {
                if take_hits(hits as u64, g, a, m, need, t, &mut left) {
                    return 0;
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

    /// The helper thread (rare-part bits computed ahead) changes nothing:
    /// one thread, two threads and the plain method agree on games with
    /// enough rare positions for the helper to run.
    #[test]
    fn two_threads_equal_one_and_plain() {
        for (code, n) in [("grundy", 40_000), ("0.6", 30_000)] {
            let game: OctalGame = code.parse().unwrap();
            let mut one = Solver::new(game.clone(), Method::Sparse);
            one.set_threads(1);
            let mut two = Solver::new(game.clone(), Method::Sparse);
            two.set_threads(2);
            let mut plain = Solver::new(game, Method::Plain);
            assert!(one.extend_to(n) && two.extend_to(n) && plain.extend_to(n));
            assert!(two.sparse.rare.len() >= PARALLEL_MIN_RARE, "{code}");
            let v = one.values(n);
            assert_eq!(v, two.values(n), "{code}");
            assert_eq!(v, plain.values(n), "{code}");
        }
    }

    /// The helper's 64-slot block mode (0.354: values below 128, span 128)
    /// gives the same values as one thread; the plain method checks a prefix.
    #[test]
    fn block_helper_equals_one_thread() {
        let game: OctalGame = "0.354".parse().unwrap();
        let n = 150_000;
        let mut one = Solver::new(game.clone(), Method::Sparse);
        one.set_threads(1);
        let mut two = Solver::new(game.clone(), Method::Sparse);
        two.set_threads(2);
        assert!(one.extend_to(n) && two.extend_to(n));
        assert!(two.sparse.rare.len() >= PARALLEL_MIN_RARE_BLOCK);
        assert_eq!(one.values(n), two.values(n));
        let mut plain = Solver::new(game, Method::Plain);
        assert!(plain.extend_to(20_000));
        assert_eq!(plain.values(20_000), two.values(20_000));
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

    /// A seeded xorshift generator for the kernel tests.
    fn xorshift(mut x: u64) -> impl FnMut() -> u64 {
        move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        }
    }

    /// The AVX-512 scans (when the CPU has them) and the scalar scan agree.
    #[test]
    fn simd_and_scalar_scans_agree() {
        let mut rnd = xorshift(12345u64);
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

    /// The bit-set scans (vector kernels where the CPU has them) and the
    /// scalar bit-set scan agree, for few and many needed values.
    #[test]
    fn simd_and_scalar_bit_scans_agree() {
        let mut rnd = xorshift(987654321u64);
        for trial in 0..2000 {
            let len = 100 + (rnd() % 1500) as usize;
            let g8: Vec<u8> = (0..len).map(|_| (rnd() % 100) as u8).collect();
            let g16: Vec<u16> = (0..len).map(|_| (rnd() % 500) as u16).collect();
            let m = len - 1 - (trial % 3);
            let hi = m / 2;
            let lo = 1 + (rnd() % 40) as usize;
            let count = 1 + (rnd() % 90) as usize;
            for wide in [false, true] {
                let top = if wide { 512 } else { 128 };
                let mut need: Bits = [0; 8];
                for _ in 0..count {
                    set_bit(&mut need, (rnd() % top) as u32);
                }
                let left: u32 = need.iter().map(|w| w.count_ones()).sum();
                let (mut na, mut nb) = (need, need);
                let (a, b) = if wide {
                    (
                        scan_pairs_bits(&g16, m, lo, hi, &mut na, left),
                        u16::scan_bits(&g16, m, lo, hi, &mut nb, left),
                    )
                } else {
                    (
                        scan_pairs_bits(&g8, m, lo, hi, &mut na, left),
                        u8::scan_bits(&g8, m, lo, hi, &mut nb, left),
                    )
                };
                assert_eq!(a, b, "trial {trial} wide {wide}");
                if a > 0 {
                    assert_eq!(na, nb, "trial {trial} wide {wide}");
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
