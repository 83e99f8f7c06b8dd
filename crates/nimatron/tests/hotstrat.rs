//! Playing sums of switches (lecture notes 4.2): the hottest switch first, and the
//! exact winning moves, which Hotstrat finds on sums of switches.

mod common;

use common::game;
use nimatron::lang::Session;
use nimatron::short::Game;

fn games(s: &mut Session, srcs: &[&str]) -> Vec<Game> {
    srcs.iter().map(|t| game(s, t)).collect()
}

#[test]
fn proposition_4_5_move_in_the_hottest_switch() {
    let mut s = Session::new();
    let comps = games(&mut s, &["{1|-1}", "{5|-5}", "{3|-3}", "1/2"]);
    let m = s.store.hotstrat_left(&comps).unwrap();
    assert_eq!(m.component, 1);
    assert_eq!(s.store.display(m.option), "5");
    // The exact winning moves of Left (moving first wins here) include it.
    let wins = s.store.winning_left_moves(&comps);
    assert!(wins.iter().any(|w| w.component == 1));
    let r = s.store.hotstrat_right(&comps).unwrap();
    assert_eq!(
        (r.component, s.store.display(r.option)),
        (1, "-5".to_string())
    );
}

#[test]
fn example_4_4_left_moves_to_one_half_not_to_one() {
    // {1/2|-2} + {1|-1/4} (the notes use -1/3, a non-dyadic number; -1/4 keeps the
    // point): the first switch is hotter (5/4 against 5/8), so Left moves to 1/2.
    let mut s = Session::new();
    let comps = games(&mut s, &["{1/2|-2}", "{1|-1/4}"]);
    let m = s.store.hotstrat_left(&comps).unwrap();
    assert_eq!(
        (m.component, s.store.display(m.option)),
        (0, "1/2".to_string())
    );
    let wins = s.store.winning_left_moves(&comps);
    assert_eq!(wins.len(), 1);
    assert_eq!(wins[0].component, 0);
}

#[test]
fn hotstrat_wins_sums_of_switches_whenever_a_win_exists() {
    // On sums of switches {a|-a} the hottest first is optimal (Proposition 4.5).
    // With a >= b >= c > 0, Left moving first stops at a - b + c > 0: she wins.
    let mut s = Session::new();
    for set in [[1, 2, 3], [2, 2, 5], [1, 4, 4], [3, 1, 2]] {
        let srcs: Vec<String> = set.iter().map(|a| format!("{{{a}|-{a}}}")).collect();
        let refs: Vec<&str> = srcs.iter().map(String::as_str).collect();
        let comps = games(&mut s, &refs);
        let wins = s.store.winning_left_moves(&comps);
        let m = s.store.hotstrat_left(&comps).unwrap();
        assert!(!wins.is_empty(), "{set:?}: Left moving first wins");
        assert!(wins.contains(&m), "{set:?}");
    }
}
