//! Tests of the grid positions.

use super::*;

#[test]
fn parse_print_and_errors() {
    let b = Board::parse("xo.|#.X", &XO_WALL).unwrap();
    assert_eq!(b.text(&XO_WALL), "xo.|#.x");
    assert_eq!((b.width(), b.height()), (3, 2));
    assert!(matches!(
        Board::parse("xo|x", &XO),
        Err(GridError::Ragged { row: 2, .. })
    ));
    assert!(matches!(
        Board::parse("x#", &XO),
        Err(GridError::BadChar {
            ch: '#',
            pos: 1,
            ..
        })
    ));
    assert!(matches!(
        Board::parse(&["........"; 9].join("|"), &XO),
        Err(GridError::TooLarge(72))
    ));
    assert_eq!(Board::parse("", &XO).unwrap().text(&XO), "");
}

#[test]
fn shifts_stay_on_their_rows() {
    let b = Board::parse("x..|...|..x", &XO).unwrap();
    let m = b.black();
    // Right of (0,0) is (0,1); right of (2,2) leaves the board.
    assert_eq!(b.shift(m, 0, 1), 1 << 1);
    assert_eq!(b.shift(m, 0, -1), 1 << 7);
    assert_eq!(b.shift(m, 1, 1), 1 << 4);
    assert_eq!(b.shift(m, -1, 0), 1 << 5);
    assert_eq!(b.regions(b.all(), &ORTHOGONAL).len(), 1);
    assert_eq!(b.regions(m, &COMPASS).len(), 2);
}

#[test]
fn symmetries_and_crops() {
    let b = Board::parse("xo.|...", &XO).unwrap();
    assert_eq!(b.transform(1).text(&XO), ".ox|...");
    assert_eq!(b.transform(2).text(&XO), "...|xo.");
    assert_eq!(b.transform(4).text(&XO), "x.|o.|..");
    let mut seen: Vec<Board> = DIHEDRAL.iter().map(|&t| b.transform(t)).collect();
    seen.sort();
    seen.dedup();
    assert_eq!(seen.len(), 8);
    assert_eq!(b.crop(b.black() | b.white(), Cell::Empty).text(&XO), "xo");
    assert_eq!(b.cell_name(4), "b2");
}

/// The image of cell `i` under `t`, by coordinates (the definition).
fn naive_transform(b: &Board, t: u8) -> Board {
    let (w, h) = (b.width(), b.height());
    let transpose = t & 4 != 0;
    let (nw, nh) = if transpose { (h, w) } else { (w, h) };
    let mut out = Board::empty(nw, nh);
    for i in 0..w * h {
        let (mut r, mut c) = (i / w, i % w);
        if transpose {
            std::mem::swap(&mut r, &mut c);
        }
        if t & 2 != 0 {
            r = nh - 1 - r;
        }
        if t & 1 != 0 {
            c = nw - 1 - c;
        }
        out.set(r * nw + c, b.get(i));
    }
    out
}

/// The crop by coordinates (the definition).
fn naive_crop(b: &Board, keep: u64, fill: Cell) -> Board {
    let w = b.width();
    let keep = keep & b.all();
    if keep == 0 {
        return Board::empty(0, 0);
    }
    let rows: Vec<usize> = bits(keep).map(|i| i / w).collect();
    let cols: Vec<usize> = bits(keep).map(|i| i % w).collect();
    let (r0, r1) = (*rows.iter().min().unwrap(), *rows.iter().max().unwrap());
    let (c0, c1) = (*cols.iter().min().unwrap(), *cols.iter().max().unwrap());
    let (nw, nh) = (c1 - c0 + 1, r1 - r0 + 1);
    let mut out = Board::empty(nw, nh);
    for r in 0..nh {
        for c in 0..nw {
            let i = (r + r0) * w + c + c0;
            let cell = if keep >> i & 1 == 1 { b.get(i) } else { fill };
            out.set(r * nw + c, cell);
        }
    }
    out
}

#[test]
fn bitwise_symmetries_and_crops_match_the_definition() {
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let cells = [Cell::Empty, Cell::Black, Cell::White, Cell::Wall];
    for _ in 0..2000 {
        // Boards up to 8 x 8, and some wider or taller (up to 64 x 1).
        let w = 1 + (next() % if next() % 4 == 0 { 64 } else { 8 }) as usize;
        let h = 1 + (next() % (64 / w).min(if w <= 2 { 32 } else { 8 }) as u64) as usize;
        let mut b = Board::empty(w, h);
        for i in 0..w * h {
            b.set(i, cells[(next() % 4) as usize]);
        }
        for t in DIHEDRAL {
            assert_eq!(b.transform(t), naive_transform(&b, t), "{b:?} {t}");
        }
        for syms in [&DIHEDRAL[..], &REFLECTIONS[..]] {
            let least = syms.iter().map(|&t| naive_transform(&b, t)).min();
            assert_eq!(Some(b.least_image(syms)), least, "{b:?}");
            assert_eq!(Some(b.least_image_wide(syms)), least, "{b:?}");
        }
        let m = next();
        let (compass, st8) = (b.compass(), b.steps(&COMPASS));
        for (k, &o) in OPPOSITE.iter().enumerate() {
            assert_eq!(compass.shift(m, k), st8.shift(m, k), "{b:?} {k}");
            assert_eq!(COMPASS[o], (-COMPASS[k].0, -COMPASS[k].1));
        }
        assert_eq!(compass.region(m & m >> 3, m), st8.region(m & m >> 3, m));
        let (ortho, st) = (b.orthogonal(), b.steps(&ORTHOGONAL));
        for k in 0..4 {
            assert_eq!(ortho.shift(m, k), st.shift(m, k), "{b:?} {k}");
        }
        assert_eq!(ortho.dilate(m), st.dilate(m), "{b:?}");
        assert_eq!(ortho.region(m & m >> 3, m), st.region(m & m >> 3, m));
        for dirs in [&COMPASS[..], &KNIGHT[..], &[(2, 0), (0, -2), (-3, 1)][..]] {
            let st = b.steps(dirs);
            for (k, &(dr, dc)) in dirs.iter().enumerate() {
                assert_eq!(st.shift(m, k), b.shift(m, dr, dc), "{b:?} {dr} {dc}");
                for i in 0..w * h {
                    assert_eq!(st.step(i, k), b.step(i, dr, dc), "{b:?} {i} {dr} {dc}");
                }
            }
        }
        let keep = next() & next();
        let fill = cells[(next() % 4) as usize];
        assert_eq!(b.crop(keep, fill), naive_crop(&b, keep, fill), "{b:?}");
    }
}
