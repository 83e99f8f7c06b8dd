//! The grid and strip rulesets (the Clobber family, Amazons, Fission, Konane,
//! NoGo, Toppling Dominoes, generalised Toads and Frogs) and the variants of
//! partizan rulesets: CGSuite's and the cgt crate's stated values
//! (`data/cgsuite_grid.tsv`), and every value cross-checked against a plain
//! search that uses neither components, symmetries nor known values.

mod common;

use common::random::Lcg;
use nimatron::impartial::{GrundySearch, ImpartialPosition};
use nimatron::lang::Session;
use nimatron::limits::Limits;
use nimatron::rulesets::catalogue::Ruleset;
use nimatron::rulesets::{
    Amazons, Clobber, ClobberRules, Cram, DicoticVariant, Domineering, Fission, ImpartialVariant,
    KingDirt, Konane, NoGo, PartizanPosition, PartizanSolver, Sheep, ToadsAndFrogs, ToadsRules,
    Toppling,
};
use nimatron::short::{Game, GameStore};

#[test]
fn cgsuite_and_cgt_expectations() {
    let text = include_str!("data/cgsuite_grid.tsv");
    let mut session = Session::new();
    let mut count = 0;
    for row in common::data_rows(text) {
        let cols: Vec<&str> = row.split('\t').collect();
        let [source, ruleset, position, _theirs, ours] = cols[..] else {
            panic!("bad row {row:?}");
        };
        let pos = Ruleset::from_name(ruleset)
            .unwrap()
            .parse(position)
            .unwrap_or_else(|e| panic!("{ruleset} {position}: {e}"));
        let v = pos.value(&mut session.store, &Limits::none()).unwrap();
        let want = common::game(&mut session, ours);
        assert_eq!(
            session.store.display(v),
            session.store.display(want),
            "{source}: {ruleset}(\"{position}\")"
        );
        count += 1;
    }
    assert_eq!(count, 25);
}

/// A position searched without shortcuts: options only.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Searched<P>(P);

impl<P: PartizanPosition> PartizanPosition for Searched<P> {
    fn left_options(&self) -> Vec<Self> {
        self.0.left_options().into_iter().map(Searched).collect()
    }
    fn right_options(&self) -> Vec<Self> {
        self.0.right_options().into_iter().map(Searched).collect()
    }
}

/// The value of `p` with the ruleset's shortcuts, checked against the plain search.
fn checked<P: PartizanPosition + std::fmt::Display>(s: &mut GameStore, p: &P) -> Game {
    let fast = PartizanSolver::new().canonical_form(s, p);
    let plain = PartizanSolver::new().canonical_form(s, &Searched(p.clone()));
    assert_eq!(
        s.display(fast),
        s.display(plain),
        "{p}: the value with shortcuts differs from the plain search"
    );
    fast
}

/// A random board of `w` x `h` cells drawn from `cells`.
fn board(rng: &mut Lcg, w: usize, h: usize, cells: &[char]) -> String {
    let rows: Vec<String> = (0..h)
        .map(|_| {
            (0..w)
                .map(|_| cells[rng.below(cells.len() as u64) as usize])
                .collect()
        })
        .collect();
    rows.join("|")
}

/// Random boards of at most `max_cells` cells.
fn boards(seed: u64, count: usize, max_cells: usize, cells: &[char]) -> Vec<String> {
    let mut rng = Lcg::new(seed);
    (0..count)
        .map(|_| {
            let w = 1 + rng.below(4) as usize;
            let h = 1 + rng.below((max_cells / w).clamp(1, 4) as u64) as usize;
            board(&mut rng, w, h, cells)
        })
        .collect()
}

#[test]
fn the_clobber_family_agrees_with_plain_search() {
    let mut s = GameStore::new();
    let families = [
        "clobber",
        "anticlobber",
        "kings",
        "knights",
        "rooks",
        "queens",
        "clobber:diagonal",
        "clobber:hot",
        "clobber:knight,slide",
        "clobber:compass,anti",
    ];
    for (k, name) in families.into_iter().enumerate() {
        let rules = Ruleset::from_name(name).unwrap();
        let cells: &[char] = if name.contains("anti") {
            &['x', 'o', '.', '.', '#']
        } else {
            &['x', 'o', 'x', 'o', '.']
        };
        for text in boards(k as u64 + 1, 60, 12, cells) {
            let pos = rules.parse(&text).unwrap();
            let nimatron::rulesets::catalogue::AnyPosition::Clobber(c) = pos else {
                panic!("{name}: not a Clobber position");
            };
            checked(&mut s, &c);
        }
    }
    // Groups that can never meet add up.
    let a = checked(
        &mut s,
        &Clobber::parse("xox.....|........|.....oxo").unwrap(),
    );
    let b = checked(&mut s, &Clobber::parse("xox").unwrap());
    let c = checked(&mut s, &Clobber::parse("oxo").unwrap());
    assert_eq!(a, s.add(b, c));
    assert_eq!(
        Clobber::parse("xox.....|........|.....oxo")
            .unwrap()
            .components()
            .len(),
        2
    );
}

#[test]
fn amazons_fission_konane_nogo_agree_with_plain_search() {
    let mut s = GameStore::new();
    for text in boards(11, 50, 8, &['x', 'o', '.', '.', '.', '#']) {
        checked(&mut s, &Amazons::parse(&text).unwrap());
    }
    for text in boards(12, 80, 12, &['x', '.', '.', '#']) {
        checked(&mut s, &Fission::parse(&text).unwrap());
    }
    for text in boards(13, 80, 12, &['x', 'o', '.', '.', '#']) {
        checked(&mut s, &Konane::parse(&text).unwrap());
    }
    let mut read = 0;
    for text in boards(14, 120, 9, &['x', 'o', '.', '.', '.', '#']) {
        // Boards with a group without a liberty are no NoGo positions.
        if let Ok(p) = NoGo::parse(&text) {
            checked(&mut s, &p);
            read += 1;
        }
    }
    assert!(read > 60, "{read}");
    // Konane parts: stones far apart never meet, a stone that can be reached does.
    assert_eq!(Konane::parse("xo....ox").unwrap().components().len(), 2);
    assert_eq!(Konane::parse("xo..ox").unwrap().components().len(), 1);
    // Amazons regions split by a wall of arrows; a region without a free cell is dead.
    assert_eq!(Amazons::parse("x.#o.|..#..").unwrap().components().len(), 2);
    assert_eq!(Amazons::parse("x#|#o").unwrap().components().len(), 0);
}

/// MCGS's Sheep and King Dirt: values agree with the plain search, parts
/// split where they should, and MCGS's stated outcomes hold (its
/// `input/autotests/sheep_autotests/sheep1.test` and
/// `gen_king_dirt_autotests`, MIT, results from MCGS).
#[test]
fn sheep_and_king_dirt_agree_with_plain_search() {
    let mut s = GameStore::new();
    let mut rng = Lcg::new(51);
    for _ in 0..150 {
        let w = 1 + rng.below(3) as usize;
        let h = 1 + rng.below(3) as usize;
        let rows: Vec<String> = (0..h)
            .map(|_| {
                let cells: Vec<String> = (0..w)
                    .map(|_| {
                        ["0", "0", "0", "1", "-1", "2", "3", "-2", "-3"][rng.below(9) as usize]
                            .to_string()
                    })
                    .collect();
                cells.join(" ")
            })
            .collect();
        checked(&mut s, &Sheep::parse(&rows.join(" | ")).unwrap());
    }
    for text in boards(52, 120, 9, &['x', 'o', '.', '.', '.', '#']) {
        for counts in ["0,0,0", "1,0,0", "1,1,0", "1,1,1", "2,0,1"] {
            checked(
                &mut s,
                &KingDirt::parse(&format!("{counts}:{text}")).unwrap(),
            );
        }
    }
    // Rocks (herds of one) and grass-less regions split a Sheep board.
    let p = Sheep::parse("2 0 1 0 -2 | 0 0 1 0 0").unwrap();
    assert_eq!(p.components().len(), 2);
    assert_eq!(Sheep::parse("2 3 | -2 1").unwrap().components().len(), 0);
    // Without stones to place, dirt splits a King Dirt board; with them, not.
    let k = KingDirt::parse("0,0,0:x.#.o|..#..").unwrap();
    assert_eq!(k.components().len(), 2);
    let k = KingDirt::parse("1,0,0:x.#.o|..#..").unwrap();
    assert_eq!(k.components().len(), 1);
    // MCGS's outcomes (Left first, Right first).
    let outcome = |s: &mut GameStore, g: Game| {
        let zero = s.zero();
        (!s.leq(g, zero), !s.leq(zero, g))
    };
    for (text, want) in [
        (
            "0, 0, 0, 0 | 0, 4, 0, 1 | 0, 0, 0, 0 | 1, 5, 0, 0",
            (true, false),
        ),
        (
            "-4, 0, 8, 0 | 0, 0, -1, 0 | 0, 0, 0, -2 | 0, 0, 0, 0",
            (true, false),
        ),
        (
            "0, 0, -2, 2 | 0, 0, -1, 0 | 1, -1, -1, 0 | 0, 0, 0, 0",
            (false, false),
        ),
        (
            "1, -1, 0, 0 | -4, 0, 0, 0 | 0, 0, 0, 0 | 0, 0, 0, 0",
            (false, true),
        ),
    ] {
        let v = checked(&mut s, &Sheep::parse(text).unwrap());
        assert_eq!(outcome(&mut s, v), want, "{text}");
    }
    for (text, want) in [
        ("1,1,0:X..|.#.|.X#", (true, false)),
        ("1,1,0:..O|.X.|.X.", (false, false)),
        ("1,1,0:O..|..#|.#.", (false, true)),
        ("1,1,0:XO.|.X.|#..", (true, true)),
    ] {
        let v = checked(&mut s, &KingDirt::parse(text).unwrap());
        assert_eq!(outcome(&mut s, v), want, "{text}");
    }
}

#[test]
fn strips_agree_with_plain_search() {
    let mut s = GameStore::new();
    let mut rng = Lcg::new(21);
    for _ in 0..300 {
        let n = 1 + rng.below(10) as usize;
        let row: String = (0..n)
            .map(|_| ['l', 'r', 'e', '.'][rng.below(4) as usize])
            .collect();
        checked(&mut s, &Toppling::parse(&row).unwrap());
    }
    let rules = [
        ToadsRules::TOADS,
        ToadsRules::ELEPHANTS,
        ToadsRules::parse("2").unwrap(),
        ToadsRules::parse("maxjump=2,maxslide=2").unwrap(),
        ToadsRules::parse("maxslide=3,friendly").unwrap(),
        // MCGS's gen_toads 2,3,2,0 and 1,3,2,1.
        ToadsRules::parse("maxjump=2,minslide=2,maxslide=3").unwrap(),
        ToadsRules::parse("maxjump=2,maxslide=3,friendly").unwrap(),
    ];
    for r in rules {
        for _ in 0..120 {
            let n = 1 + rng.below(10) as usize;
            let strip: String = (0..n)
                .map(|_| ['T', 'F', '.'][rng.below(3) as usize])
                .collect();
            checked(&mut s, &ToadsAndFrogs::parse_with(&strip, r).unwrap());
        }
    }
    // Two toads facing two frogs never move again: the strip splits there.
    let t = ToadsAndFrogs::parse("T.TTFF.F").unwrap();
    assert_eq!(t.components().len(), 2);
    let e = ToadsAndFrogs::parse_with("T.TF.F", ToadsRules::ELEPHANTS).unwrap();
    assert_eq!(e.components().len(), 2);
    // Without jumps a frog and the toad after it part ways.
    let e = ToadsAndFrogs::parse_with("T.F..T.F", ToadsRules::ELEPHANTS).unwrap();
    let parts: Vec<String> = e.components().iter().map(|p| p.to_string()).collect();
    assert_eq!(parts, ["T.F", "T.F"]);
    let t = ToadsAndFrogs::parse("T.F..T.F").unwrap();
    assert_eq!(t.components().len(), 1);
    // Rows of one colour are integers, grey ones nimbers.
    let v = checked(&mut s, &Toppling::parse("l.ll").unwrap());
    assert_eq!(v, s.integer(3));
    let v = checked(&mut s, &Toppling::parse("eee").unwrap());
    assert_eq!(v, s.nimber(3));
}

/// The impartial variant searched plainly: both players' moves, no components.
#[derive(Clone, PartialEq, Eq, Hash)]
struct PlainImpartial<P>(P);

impl<P: PartizanPosition> ImpartialPosition for PlainImpartial<P> {
    fn options(&self) -> Vec<Self> {
        let mut v = self.0.left_options();
        v.extend(self.0.right_options());
        v.into_iter().map(PlainImpartial).collect()
    }
}

#[test]
fn the_impartial_variant_of_domineering_is_cram() {
    for text in boards(31, 80, 12, &['.', '.', '.', '#']) {
        let d = Domineering::parse(&text).unwrap();
        let variant = GrundySearch::new().grundy(&ImpartialVariant(d.clone()));
        let plain = GrundySearch::new().grundy(&PlainImpartial(d));
        let cram = GrundySearch::new().grundy(&Cram::parse(&text).unwrap());
        assert_eq!((variant, plain), (cram, cram), "{text}");
    }
    // And through the catalogue.
    let mut s = GameStore::new();
    let r = Ruleset::from_name("impartial:domineering").unwrap();
    let v = r
        .parse("...|...")
        .unwrap()
        .value(&mut s, &Limits::none())
        .unwrap();
    let c = Ruleset::from_name("cram")
        .unwrap()
        .parse("...|...")
        .unwrap();
    assert_eq!(v, c.value(&mut s, &Limits::none()).unwrap());
    for text in boards(32, 40, 9, &['x', 'o', 'x', 'o', '.']) {
        let c = Clobber::parse(&text).unwrap();
        let variant = GrundySearch::new().grundy(&ImpartialVariant(c));
        let plain = GrundySearch::new().grundy(&PlainImpartial(c));
        assert_eq!(variant, plain, "{text}");
    }
}

#[test]
fn dicotic_variants_are_all_small() {
    let mut s = GameStore::new();
    for text in boards(41, 60, 9, &['.', '.', '.', '#']) {
        let d = DicoticVariant(Domineering::parse(&text).unwrap());
        let v = checked(&mut s, &d);
        assert!(s.is_all_small(v), "{text}: {}", s.display(v));
    }
    for text in boards(42, 40, 9, &['x', 'o', '.', '.', '#']) {
        let k = DicoticVariant(Konane::parse(&text).unwrap());
        let v = checked(&mut s, &k);
        assert!(s.is_all_small(v), "{text}: {}", s.display(v));
    }
}

#[test]
fn rules_and_names_round_trip() {
    for p in [
        "2",
        "maxjump=0,maxslide=3",
        "maxjump=2,maxslide=2,friendly",
        "maxjump=2,minslide=2,maxslide=3",
    ] {
        let r = ToadsRules::parse(p).unwrap();
        assert_eq!(ToadsRules::parse(&r.words()).unwrap(), r);
    }
    assert!(ToadsRules::parse("maxhop=2").is_err());
    assert!(ToadsRules::parse("minslide=3,maxslide=2").is_err());
    // A slide of at least 2: `T.` has no move, `T..` one of two cells, and a
    // blocked toad still jumps.
    let r = ToadsRules::parse("maxjump=1,minslide=2,maxslide=2").unwrap();
    let moves = |s: &str| -> Vec<(usize, usize)> {
        let t = ToadsAndFrogs::parse_with(s, r).unwrap();
        t.moves_of(b'T')
            .into_iter()
            .map(|(f, to, _)| (f, to))
            .collect()
    };
    assert_eq!(moves("T.F"), vec![]);
    assert_eq!(moves("T..F"), vec![(0, 2)]);
    assert_eq!(moves("TF."), vec![(0, 2)]);
    assert!(ClobberRules::parse("anti,slide").is_err());
    // Issue 34: contradictory rules were dropped (`diagonal,knight` played as knight).
    for bad in ["diagonal,knight", "orthogonal, compass", "hot,anti"] {
        let e = ClobberRules::parse(bad).unwrap_err();
        assert!(e.contains("contradict"), "{bad}: {e}");
    }
    assert_eq!(
        ClobberRules::parse("knight, Knight,slide").unwrap(),
        ClobberRules::parse("knight,slide").unwrap()
    );
    for (name, shown) in [
        ("toads:1", "toads"),
        ("toads:0", "elephants"),
        ("toads:2", "toads:2"),
        ("toads:maxjump=1,maxslide=2", "toads:maxjump=1,maxslide=2"),
        ("clobber:compass", "kings"),
        ("clobber:orthogonal,slide", "rooks"),
        ("clobber:diagonal,hot", "clobber:diagonal,hot"),
        ("impartial:clobber:diagonal", "impartial:clobber:diagonal"),
        ("impartial:dicotic:konane", "impartial:dicotic:konane"),
    ] {
        assert_eq!(
            Ruleset::from_name(name).unwrap().to_string(),
            shown,
            "{name}"
        );
    }
    assert!(Ruleset::from_name("impartial:cram").is_err());
    assert!(Ruleset::from_name("dicotic:impartial:clobber").is_err());
    assert!(Ruleset::from_name("impartial").is_err());
    // Moves are named as players write them.
    let c = Clobber::parse("xox|ox.").unwrap();
    let names: Vec<String> = c
        .left_options()
        .iter()
        .map(|o| c.move_name(o).unwrap())
        .collect();
    assert_eq!(names, ["a1-a2", "a1-b1", "c1-b1", "b2-b1", "b2-a2"]);
    let a = Amazons::parse("x..|...").unwrap();
    let first = &a.left_options()[0];
    assert_eq!(a.move_name(first).as_deref(), Some("a1-a2/a1"));
}

mod fast_path {
    use super::*;
    use proptest::prelude::*;

    /// The value of every board in `texts` by one solver (its memos shared
    /// between them: positions as met, normalised parts), each checked
    /// against the plain search.
    fn agree<P: PartizanPosition + std::fmt::Display>(texts: &[String], read: impl Fn(&str) -> P) {
        let mut s = GameStore::new();
        let mut solver = PartizanSolver::new();
        for t in texts {
            let p = read(t);
            let fast = solver.canonical_form(&mut s, &p);
            let plain = PartizanSolver::new().canonical_form(&mut s, &Searched(p.clone()));
            assert_eq!(
                s.display(fast),
                s.display(plain),
                "{t}: the fast path differs from the plain search"
            );
        }
    }

    /// Boards of `w` x `h` cells (at most `max` cells) drawn from `cells`.
    fn texts(cells: &'static [char], max: usize) -> impl Strategy<Value = Vec<String>> {
        (1usize..=4, 1usize..=4).prop_flat_map(move |(w, h)| {
            let h = h.min(max / w).max(1);
            let board = proptest::collection::vec(proptest::sample::select(cells), w * h).prop_map(
                move |c| {
                    c.chunks(w)
                        .map(|r| r.iter().collect::<String>())
                        .collect::<Vec<_>>()
                        .join("|")
                },
            );
            proptest::collection::vec(board, 1..4)
        })
    }

    /// Boards of up to 6 x 4 cells drawn from `cells`.
    fn wide_texts(cells: &'static [char]) -> impl Strategy<Value = Vec<String>> {
        (1usize..=6, 1usize..=4).prop_flat_map(move |(w, h)| {
            let board = proptest::collection::vec(proptest::sample::select(cells), w * h).prop_map(
                move |c| {
                    c.chunks(w)
                        .map(|r| r.iter().collect::<String>())
                        .collect::<Vec<_>>()
                        .join("|")
                },
            );
            proptest::collection::vec(board, 1..4)
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        /// Sparse boards, where Konane's parts split and merge, the one-part
        /// shortcut is taken or not, and Fission's regions split.
        #[test]
        fn sparse_konane_and_fission(
            kon in wide_texts(&['x', 'o', '.', '.', '.', '.', '#']),
            fis in texts(&['x', '.', '.', '.', '#', '#'], 16),
        ) {
            agree(&kon, |t| Konane::parse(t).unwrap());
            agree(&fis, |t| Fission::parse(t).unwrap());
        }

        #[test]
        fn clobber_konane_fission(
            xo in texts(&['x', 'o', 'x', 'o', '.'], 12),
            kon in texts(&['x', 'o', '.', '.', '#'], 12),
            fis in texts(&['x', '.', '.', '#'], 12),
        ) {
            agree(&xo, |t| Clobber::parse(t).unwrap());
            agree(&xo, |t| Clobber::parse_with(t, ClobberRules::KINGS).unwrap());
            agree(&kon, |t| Konane::parse(t).unwrap());
            agree(&fis, |t| Fission::parse(t).unwrap());
        }

        #[test]
        fn amazons_and_nogo(
            az in texts(&['x', 'o', '.', '.', '.', '#'], 8),
            go in texts(&['x', 'o', '.', '.', '.', '#'], 9),
        ) {
            agree(&az, |t| Amazons::parse(t).unwrap());
            let go: Vec<String> = go.into_iter().filter(|t| NoGo::parse(t).is_ok()).collect();
            agree(&go, |t| NoGo::parse(t).unwrap());
        }
    }
}

/// `text` with black and white swapped.
fn swapped(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            'x' => 'o',
            'o' => 'x',
            c => c,
        })
        .collect()
}

/// A board of `w` (even) x `h` cells that is its own colour swap up to a
/// reflection: its right half is the left half mirrored with the colours
/// swapped.
fn swap_symmetric_board(rng: &mut Lcg, w: usize, h: usize, cells: &[char]) -> String {
    let rows: Vec<String> = (0..h)
        .map(|_| {
            let half: String = (0..w / 2)
                .map(|_| cells[rng.below(cells.len() as u64) as usize])
                .collect();
            let mirror: String = swapped(&half).chars().rev().collect();
            half + &mirror
        })
        .collect();
    rows.join("|")
}

/// Where swapping the colours swaps the players (Konane, the Clobber
/// family, Amazons, NoGo), a board and its swap get one representative with
/// opposite signs; searches from boards that are their own swap key
/// positions that way (a position and its swap's mirror are one entry), and
/// their values, and those of random boards valued after them by the same
/// solver, agree with the plain search.
#[test]
fn colour_swap_representatives_agree_with_plain_search() {
    fn check<P: PartizanPosition + std::fmt::Display>(
        s: &mut GameStore,
        parse: impl Fn(&str) -> Option<P>,
        cells: &[char],
        seed: u64,
    ) {
        let mut rng = Lcg::new(seed);
        let mut solver = PartizanSolver::new();
        let mut symmetric = 0;
        for i in 0..60 {
            let text = if i < 30 {
                let w = 2 * (1 + rng.below(2) as usize);
                let h = 1 + rng.below(3) as usize;
                swap_symmetric_board(&mut rng, w, h, cells)
            } else {
                let w = 1 + rng.below(4) as usize;
                let h = 1 + rng.below(3) as usize;
                board(&mut rng, w, h, cells)
            };
            let (Some(p), Some(q)) = (parse(&text), parse(&swapped(&text))) else {
                continue;
            };
            if i < 30 {
                assert!(p.signs_pay(), "{text}: its own swap");
                symmetric += 1;
            }
            let ((kp, np), (kq, nq)) = (p.normalize_signed(), q.normalize_signed());
            assert!(
                kp == kq,
                "{text}: one representative for a board and its swap"
            );
            let fast = solver.canonical_form(s, &p);
            let plain = PartizanSolver::new().canonical_form(s, &Searched(p.clone()));
            assert_eq!(s.display(fast), s.display(plain), "{text}");
            let fast_q = solver.canonical_form(s, &q);
            let neg = s.neg(fast);
            assert_eq!(
                s.display(fast_q),
                s.display(neg),
                "{text}: the swap's value"
            );
            // The signs differ, unless the board is its own swap (then its
            // value is its own negative and either sign is right).
            assert!(np != nq || fast == neg, "{text}");
        }
        assert!(symmetric >= 20, "{symmetric}");
    }
    let mut s = GameStore::new();
    let grid = ['x', 'o', 'x', 'o', '.'];
    check(&mut s, |t| Konane::parse(t).ok(), &grid, 91);
    check(&mut s, |t| Clobber::parse(t).ok(), &grid, 92);
    let anti = Ruleset::from_name("anticlobber").unwrap();
    let anti_parse = |t: &str| match anti.parse(t) {
        Ok(nimatron::rulesets::catalogue::AnyPosition::Clobber(c)) => Some(c),
        _ => None,
    };
    check(&mut s, anti_parse, &['x', 'o', '.', '.', '#'], 93);
    check(
        &mut s,
        |t| Amazons::parse(t).ok(),
        &['x', 'o', '.', '.', '.', '#'],
        94,
    );
    check(
        &mut s,
        |t| NoGo::parse(t).ok(),
        &['x', 'o', '.', '.', '.', '#'],
        95,
    );
}
