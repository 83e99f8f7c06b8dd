//! Nim's relatives from the seeds, each by its theory, with a position type so the
//! generic search can check the theory: the Hungry Knight (lecture notes 2.3),
//! Wythoff's game (golden-ratio P-positions), Moore's index-k Nim (binary digit
//! sums mod k+1), greedy Nim (P iff the number of largest heaps is even),
//! Fibonacci Nim (Zeckendorf), subtract-a-square, and Chomp.

use super::grundy::{mex, ImpartialPosition};

// ---------------------------------------------------------------------------
// The Hungry Knight.

/// A knight on a `rows` x `cols` board moving only NNE, NNW, NWW, SWW (row 0 is
/// north, column 0 west). With a bag of apples it is the sum of this game and a
/// Nim heap.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Knight {
    /// Number of rows of the board.
    pub rows: usize,
    /// Number of columns of the board.
    pub cols: usize,
    /// The knight's row (0 is the northmost).
    pub row: usize,
    /// The knight's column (0 is the westmost).
    pub col: usize,
}

impl ImpartialPosition for Knight {
    fn options(&self) -> Vec<Self> {
        let (r, c) = (self.row as isize, self.col as isize);
        [
            (r - 2, c + 1),
            (r - 2, c - 1),
            (r - 1, c - 2),
            (r + 1, c - 2),
        ]
        .into_iter()
        .filter(|&(a, b)| a >= 0 && b >= 0 && (a as usize) < self.rows && (b as usize) < self.cols)
        .map(|(a, b)| Knight {
            row: a as usize,
            col: b as usize,
            ..*self
        })
        .collect()
    }
}

/// The Grundy values of every square of the board, row by row.
pub fn knight_table(rows: usize, cols: usize) -> Vec<Vec<u32>> {
    let mut g = vec![vec![u32::MAX; cols]; rows];
    // The game is acyclic: each move lowers 3*row + 2*col (by 4, 8, 7 or 1).
    // The memoised search visits options first, whatever order we ask in.
    let mut search = super::grundy::GrundySearch::new();
    for (r, row) in g.iter_mut().enumerate() {
        for (c, v) in row.iter_mut().enumerate() {
            *v = search.grundy(&Knight {
                rows,
                cols,
                row: r,
                col: c,
            });
        }
    }
    g
}

/// The winning moves of the Hungry Knight with `apples` in its bag: either a
/// knight move (new square) or eating apples (new count).
pub fn knight_with_apples_moves(k: &Knight, apples: u32) -> (u32, Vec<HungryMove>) {
    let mut search = super::grundy::GrundySearch::new();
    let gk = search.grundy(k);
    let total = gk ^ apples;
    let mut moves = Vec::new();
    if total != 0 {
        for o in k.options() {
            if search.grundy(&o) == apples {
                moves.push(HungryMove::Knight {
                    row: o.row,
                    col: o.col,
                });
            }
        }
        if gk < apples {
            moves.push(HungryMove::Eat(apples - gk));
        }
    }
    (total, moves)
}

/// A move of the Hungry Knight.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HungryMove {
    /// Jump to this square.
    Knight {
        /// Row of the target square.
        row: usize,
        /// Column of the target square.
        col: usize,
    },
    /// Eat this many apples.
    Eat(u32),
}

// ---------------------------------------------------------------------------
// Wythoff's game.

/// Wythoff's game: take any number from one heap, or the same number from both.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Wythoff(pub u64, pub u64);

impl ImpartialPosition for Wythoff {
    /// `take 2 from A`, `take 1 from both`.
    fn named_options(&self) -> Vec<(Option<String>, Self)> {
        super::move_names::wythoff(self)
    }

    fn move_name(&self, to: &Self) -> Option<String> {
        super::move_names::first_name(self.named_options(), to)
    }

    fn options(&self) -> Vec<Self> {
        let Wythoff(a, b) = *self;
        let mut out = Vec::new();
        for k in 1..=a {
            out.push(Wythoff(a - k, b));
        }
        for k in 1..=b {
            out.push(Wythoff(a, b - k));
        }
        for k in 1..=a.min(b) {
            out.push(Wythoff(a - k, b - k));
        }
        out
    }
}

/// `floor(n * phi)` exactly, phi = (1 + sqrt 5)/2: floor((n + sqrt(5 n^2)) / 2).
pub fn floor_n_phi(n: u64) -> u64 {
    let n = n as u128;
    let s = isqrt(5 * n * n);
    ((n + s) / 2) as u64
}

fn isqrt(x: u128) -> u128 {
    if x == 0 {
        return 0;
    }
    let mut r = (x as f64).sqrt() as u128;
    while r * r > x {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= x {
        r += 1;
    }
    r
}

/// Whether `(a, b)` is a P-position of Wythoff's game: `{a, b} = {floor(k phi), floor(k phi^2)}`.
pub fn wythoff_is_p(a: u64, b: u64) -> bool {
    let (a, b) = (a.min(b), a.max(b));
    let k = b - a;
    floor_n_phi(k) == a
}

// ---------------------------------------------------------------------------
// Moore's index-k Nim and greedy Nim.

/// Moore's Nim_k: remove from at least one and at most `k` heaps. A position is a
/// P-position iff every binary column has a number of ones divisible by `k + 1`.
pub fn moore_is_p(heaps: &[u64], k: usize) -> bool {
    (0..64).all(|bit| heaps.iter().filter(|&&h| h >> bit & 1 == 1).count() % (k + 1) == 0)
}

/// A position of Moore's Nim_k (for checking the theory by search).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct MooreNim {
    /// The heap sizes.
    pub heaps: Vec<u64>,
    /// The most heaps one move may reduce.
    pub k: usize,
}

impl ImpartialPosition for MooreNim {
    /// `take 1 from A, 2 from C`.
    fn named_options(&self) -> Vec<(Option<String>, Self)> {
        super::move_names::moore(self)
    }

    fn move_name(&self, to: &Self) -> Option<String> {
        super::move_names::first_name(self.named_options(), to)
    }

    fn heap_bytes(&self) -> usize {
        self.heaps.capacity() * 8
    }

    fn options(&self) -> Vec<Self> {
        let n = self.heaps.len();
        let mut out = Vec::new();
        // Every nonempty choice of at most k heaps, each reduced by at least one.
        for mask in 1u32..(1 << n) {
            if mask.count_ones() as usize > self.k {
                continue;
            }
            let idx: Vec<usize> = (0..n).filter(|i| mask >> i & 1 == 1).collect();
            if idx.iter().any(|&i| self.heaps[i] == 0) {
                continue;
            }
            let mut choice: Vec<u64> = idx.iter().map(|_| 0).collect();
            loop {
                let mut h = self.heaps.clone();
                for (j, &i) in idx.iter().enumerate() {
                    h[i] = choice[j];
                }
                out.push(MooreNim {
                    heaps: h,
                    k: self.k,
                });
                // Next combination of new sizes below the old ones.
                let mut j = 0;
                loop {
                    if j == idx.len() {
                        break;
                    }
                    choice[j] += 1;
                    if choice[j] < self.heaps[idx[j]] {
                        break;
                    }
                    choice[j] = 0;
                    j += 1;
                }
                if j == idx.len() {
                    break;
                }
            }
        }
        out
    }
}

/// Greedy Nim: a move takes any positive number from a largest heap. P iff the
/// number of largest heaps is even (all heaps empty counts as zero largest heaps).
pub fn greedy_is_p(heaps: &[u64]) -> bool {
    let max = heaps.iter().copied().max().unwrap_or(0);
    max == 0 || heaps.iter().filter(|&&h| h == max).count() % 2 == 0
}

/// A position of greedy Nim.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct GreedyNim(pub Vec<u64>);

impl ImpartialPosition for GreedyNim {
    /// `take 2 from C` (a largest heap).
    fn named_options(&self) -> Vec<(Option<String>, Self)> {
        super::move_names::greedy(self)
    }

    fn move_name(&self, to: &Self) -> Option<String> {
        super::move_names::first_name(self.named_options(), to)
    }

    fn heap_bytes(&self) -> usize {
        self.0.capacity() * 8
    }

    fn options(&self) -> Vec<Self> {
        let max = self.0.iter().copied().max().unwrap_or(0);
        let mut out = Vec::new();
        for (i, &h) in self.0.iter().enumerate() {
            if h == max && h > 0 {
                for to in 0..h {
                    let mut v = self.0.clone();
                    v[i] = to;
                    v.sort_unstable();
                    out.push(GreedyNim(v));
                }
            }
        }
        out
    }
}

// ---------------------------------------------------------------------------
// Fibonacci Nim.

/// Fibonacci Nim: the first move takes 1..n-1 coins; later each move takes at
/// least 1 and at most twice the previous move. The first player wins iff `n` is
/// not a Fibonacci number; the winning first move takes the smallest term of the
/// Zeckendorf representation of `n`.
pub fn fibonacci_first_move(n: u64) -> Option<u64> {
    zeckendorf(n).last().copied().filter(|&m| m < n)
}

/// The Zeckendorf representation of `n`: non-consecutive Fibonacci numbers, largest first.
pub fn zeckendorf(mut n: u64) -> Vec<u64> {
    let mut fibs = vec![1u64, 2];
    while let Some(next) = fibs[fibs.len() - 1].checked_add(fibs[fibs.len() - 2]) {
        if next > n {
            break;
        }
        fibs.push(next);
    }
    let mut out = Vec::new();
    for &f in fibs.iter().rev() {
        if f <= n {
            out.push(f);
            n -= f;
        }
    }
    out
}

/// A Fibonacci Nim position: coins left and the most the mover may take.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct FibonacciNim {
    /// Coins left in the pile.
    pub coins: u64,
    /// The most coins the player to move may take (twice the previous take).
    pub max_take: u64,
}

impl FibonacciNim {
    /// The start: `n` coins, the first move takes fewer than all.
    pub fn start(n: u64) -> FibonacciNim {
        FibonacciNim {
            coins: n,
            max_take: n.saturating_sub(1),
        }
    }
}

impl ImpartialPosition for FibonacciNim {
    /// `take 3`.
    fn named_options(&self) -> Vec<(Option<String>, Self)> {
        super::move_names::fibonacci(self)
    }

    fn move_name(&self, to: &Self) -> Option<String> {
        super::move_names::first_name(self.named_options(), to)
    }

    fn options(&self) -> Vec<Self> {
        (1..=self.max_take.min(self.coins))
            .map(|k| FibonacciNim {
                coins: self.coins - k,
                max_take: 2 * k,
            })
            .collect()
    }
}

// ---------------------------------------------------------------------------
// Subtract-a-square.

/// Grundy values of subtract-a-square for heaps `0..n`.
pub fn subtract_a_square(n: usize) -> Vec<u32> {
    let mut g = Vec::with_capacity(n);
    for h in 0..n {
        let opts = (1..)
            .map(|k| k * k)
            .take_while(|&s| s <= h)
            .map(|s| g[h - s]);
        g.push(mex(opts));
    }
    g
}

// ---------------------------------------------------------------------------
// Chomp.

/// Chomp on a Young diagram: `rows[i]` squares remain in row `i` (non-increasing).
/// A move eats a square and everything below and to its right; the player who
/// must eat the poisoned top-left square loses, so a position with only that
/// square left is terminal here (normal play).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Chomp(pub Vec<u32>);

impl Chomp {
    /// The full `rows` x `cols` bar.
    pub fn rectangle(rows: usize, cols: u32) -> Chomp {
        Chomp(vec![cols; rows])
    }
}

impl ImpartialPosition for Chomp {
    fn options(&self) -> Vec<Self> {
        let mut out = Vec::new();
        for (r, &len) in self.0.iter().enumerate() {
            for c in 0..len {
                if r == 0 && c == 0 {
                    continue; // the poisoned square
                }
                let mut v: Vec<u32> = self
                    .0
                    .iter()
                    .enumerate()
                    .map(|(i, &l)| if i >= r { l.min(c) } else { l })
                    .collect();
                while v.last() == Some(&0) {
                    v.pop();
                }
                out.push(Chomp(v));
            }
        }
        out
    }
}

// ---------------------------------------------------------------------------
// The 21 game and the 100 game.

/// The 21 game (misère: whoever says `goal` loses; each turn adds 1..=`max_add`).
/// The number to say after the opponent said `said`, if one wins: the next number
/// `n` with `n ≡ goal - 1 (mod max_add + 1)`, i.e. 4, 8, ..., 20 for (21, 3).
pub fn misere_count_move(said: u64, goal: u64, max_add: u64) -> Option<u64> {
    let m = max_add + 1;
    let target_residue = (goal - 1) % m;
    (said + 1..=said + max_add).find(|&n| n < goal && n % m == target_residue)
}

/// The 100 game (normal: whoever reaches `goal` wins; each turn adds 1..=`max_add`).
/// The number to reach after `total`, if one wins: `n ≡ goal (mod max_add + 1)`,
/// i.e. 1, 12, 23, ..., 89, 100 for (100, 10).
pub fn normal_count_move(total: u64, goal: u64, max_add: u64) -> Option<u64> {
    let m = max_add + 1;
    (total + 1..=(total + max_add).min(goal)).find(|&n| n % m == goal % m)
}

// ---------------------------------------------------------------------------
// Circular Nim, the multiple-heap rule, building Nim, two-dimensional Nim.

/// Circular Nim: `n` objects in a circle, a move removes 1, 2 or 3 adjacent ones.
/// The first move leaves a row, after which the game is the octal game 0.777
/// (remove 1..3 from a row, leaving up to two rows), whose values are `row`.
/// Returns the Grundy value of the circle: mex over the rows of length n-1..n-3.
pub fn circular_nim_value(n: usize, row: &[u32]) -> u32 {
    if n == 0 {
        return 0;
    }
    // Removing all of a circle of at most 3 leaves nothing.
    mex((1..=3usize).filter(|&k| k <= n).map(|k| row[n - k]))
}

/// A position of circular Nim, for checking: `None` while the circle is whole,
/// then the multiset of rows left.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum CircularNim {
    /// The whole circle of this many objects.
    Circle(usize),
    /// The rows left after the first move (sorted).
    Rows(Vec<usize>),
}

impl ImpartialPosition for CircularNim {
    fn options(&self) -> Vec<Self> {
        match self {
            CircularNim::Circle(n) => (1..=3usize)
                .filter(|&k| k <= *n)
                .map(|k| CircularNim::Rows(if n - k > 0 { vec![n - k] } else { vec![] }))
                .collect(),
            CircularNim::Rows(rows) => {
                let mut out = Vec::new();
                for (i, &len) in rows.iter().enumerate() {
                    for k in 1..=3usize.min(len) {
                        for left in 0..=len - k {
                            let right = len - k - left;
                            let mut v: Vec<usize> = rows.clone();
                            v.remove(i);
                            v.extend([left, right].into_iter().filter(|&x| x > 0));
                            v.sort_unstable();
                            out.push(CircularNim::Rows(v));
                        }
                    }
                }
                out
            }
        }
    }
}

/// Nim with the multiple-heap rule: take any number from one heap, or the same
/// number from every heap (all heaps nonempty). No closed form is known; this is
/// for the search engine.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AllHeapsNim(pub Vec<u64>);

impl ImpartialPosition for AllHeapsNim {
    fn options(&self) -> Vec<Self> {
        let mut out = Vec::new();
        for (i, &h) in self.0.iter().enumerate() {
            for to in 0..h {
                let mut v = self.0.clone();
                v[i] = to;
                v.sort_unstable();
                out.push(AllHeapsNim(v));
            }
        }
        let min = self.0.iter().copied().min().unwrap_or(0);
        if !self.0.is_empty() {
            for k in 1..=min {
                out.push(AllHeapsNim(self.0.iter().map(|&h| h - k).collect()));
            }
        }
        out
    }
}

/// Building Nim BN(n, s): with `s` empty piles, players alternately place one of
/// `n` stones on a pile of their choice; once all are placed, Nim is played on the
/// piles by the next player. Positions: the piles (sorted) and the stones left.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct BuildingNim {
    /// The pile sizes so far, sorted ascending.
    pub piles: Vec<u64>,
    /// Stones still to be placed; 0 once the Nim phase has begun.
    pub stones: u64,
}

impl BuildingNim {
    /// BN(n, s) at the start.
    pub fn new(n: u64, s: usize) -> BuildingNim {
        BuildingNim {
            piles: vec![0; s],
            stones: n,
        }
    }
}

impl ImpartialPosition for BuildingNim {
    fn options(&self) -> Vec<Self> {
        let mut out = Vec::new();
        if self.stones > 0 {
            for i in 0..self.piles.len() {
                if i > 0 && self.piles[i] == self.piles[i - 1] {
                    continue; // same pile size: same option
                }
                let mut p = self.piles.clone();
                p[i] += 1;
                p.sort_unstable();
                out.push(BuildingNim {
                    piles: p,
                    stones: self.stones - 1,
                });
            }
        } else {
            for (i, &h) in self.piles.iter().enumerate() {
                for to in 0..h {
                    let mut p = self.piles.clone();
                    p[i] = to;
                    p.sort_unstable();
                    out.push(BuildingNim {
                        piles: p,
                        stones: 0,
                    });
                }
            }
        }
        out
    }
}

/// Two-dimensional Nim on a small board: a move removes any number (at least one)
/// of contiguous pieces from one row or one column. Bit `r * width + c` is a piece.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct GridNim {
    /// Number of columns.
    pub width: usize,
    /// Number of rows.
    pub height: usize,
    /// The pieces on the board: bit `r * width + c` is set when cell (r, c) holds one.
    pub pieces: u64,
}

impl ImpartialPosition for GridNim {
    fn options(&self) -> Vec<Self> {
        let (w, h) = (self.width, self.height);
        let mut out = Vec::new();
        let bit = |r: usize, c: usize| 1u64 << (r * w + c);
        // Rows.
        for r in 0..h {
            for c0 in 0..w {
                let mut m = 0u64;
                for c in c0..w {
                    if self.pieces & bit(r, c) == 0 {
                        break;
                    }
                    m |= bit(r, c);
                    out.push(GridNim {
                        pieces: self.pieces & !m,
                        ..*self
                    });
                }
            }
        }
        // Columns (runs of length one were already taken along the rows).
        for c in 0..w {
            for r0 in 0..h {
                let mut m = 0u64;
                for r in r0..h {
                    if self.pieces & bit(r, c) == 0 {
                        break;
                    }
                    m |= bit(r, c);
                    if r > r0 {
                        out.push(GridNim {
                            pieces: self.pieces & !m,
                            ..*self
                        });
                    }
                }
            }
        }
        out
    }
}

// ---------------------------------------------------------------------------
// Candy Nim.

/// Candy Nim (Rubinstein-Salzedo), the rules implemented here: normal-play Nim in
/// which every object taken is a candy kept by the taker; each player wants first
/// to win (take the last object) and second to end with as many candies as
/// possible. Returns, for the player to move, whether they win and how many of the
/// remaining candies they collect under best play by both.
pub fn candy_nim(heaps: &[u64]) -> (bool, u64) {
    let mut memo = rustc_hash::FxHashMap::default();
    let mut h = heaps.to_vec();
    h.sort_unstable();
    candy(&h, &mut memo)
}

fn candy(heaps: &[u64], memo: &mut rustc_hash::FxHashMap<Vec<u64>, (bool, u64)>) -> (bool, u64) {
    if let Some(&r) = memo.get(heaps) {
        return r;
    }
    let total: u64 = heaps.iter().sum();
    let mut best: Option<(bool, u64)> = None;
    for (i, &h) in heaps.iter().enumerate() {
        if i > 0 && heaps[i - 1] == h {
            continue; // same heap size, same options
        }
        for take in 1..=h {
            let mut next = heaps.to_vec();
            next[i] = h - take;
            next.sort_unstable();
            let (their_win, their_candies) = candy(&next, memo);
            let mine = (!their_win, total - their_candies);
            if best.is_none_or(|b| mine > b) {
                best = Some(mine);
            }
        }
    }
    let r = best.unwrap_or((false, 0));
    memo.insert(heaps.to_vec(), r);
    r
}

// ---------------------------------------------------------------------------
// Subtraction games and the Hungry Knight with apples, as positions.

/// A subtraction game on several heaps: a move takes from one heap a number of
/// objects that belongs to the subtraction set (the 21 game is S(1,2,3) on one heap
/// of 21 - n, played misère).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct SubtractionGame {
    /// The heap sizes.
    pub heaps: Vec<u64>,
    /// The subtraction set: the numbers of objects a move may take.
    pub set: Vec<u64>,
}

impl ImpartialPosition for SubtractionGame {
    /// `take 3 from B` (`take 3` on one heap).
    fn named_options(&self) -> Vec<(Option<String>, Self)> {
        super::move_names::subtraction(self)
    }

    fn move_name(&self, to: &Self) -> Option<String> {
        super::move_names::first_name(self.named_options(), to)
    }

    fn heap_bytes(&self) -> usize {
        (self.heaps.capacity() + self.set.capacity()) * 8
    }

    fn options(&self) -> Vec<Self> {
        let mut out = Vec::new();
        for (i, &h) in self.heaps.iter().enumerate() {
            for &k in &self.set {
                if k >= 1 && k <= h {
                    let mut v = self.heaps.clone();
                    v[i] = h - k;
                    out.push(SubtractionGame {
                        heaps: v,
                        set: self.set.clone(),
                    });
                }
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
            .map(|&h| SubtractionGame {
                heaps: vec![h],
                set: self.set.clone(),
            })
            .collect()
    }
}

/// The Hungry Knight with a bag of apples: move the knight, or eat any number of
/// apples (the sum of the knight game and a Nim heap).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct HungryKnight {
    /// The knight and its board.
    pub knight: Knight,
    /// Apples left in the bag (a Nim heap).
    pub apples: u32,
}

impl ImpartialPosition for HungryKnight {
    /// `NNE` (a jump by its direction) or `eat 3`.
    fn named_options(&self) -> Vec<(Option<String>, Self)> {
        super::move_names::hungry_knight(self)
    }

    fn move_name(&self, to: &Self) -> Option<String> {
        super::move_names::first_name(self.named_options(), to)
    }

    fn options(&self) -> Vec<Self> {
        let mut out: Vec<Self> = self
            .knight
            .options()
            .into_iter()
            .map(|k| HungryKnight {
                knight: k,
                apples: self.apples,
            })
            .collect();
        out.extend((0..self.apples).map(|a| HungryKnight {
            knight: self.knight.clone(),
            apples: a,
        }));
        out
    }
}
