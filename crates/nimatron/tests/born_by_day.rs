//! The number of games born by each day, computed by the program: 1, 4, 22, 1474.

use nimatron::short::GameStore;

#[test]
fn games_born_by_day_0_to_3() {
    let mut s = GameStore::new();
    let counts: Vec<usize> = (0..=3).map(|d| s.games_born_by(d).len()).collect();
    assert_eq!(counts, vec![1, 4, 22, 1474]);
}

#[test]
fn day_two_games_have_birthday_at_most_two_and_are_canonical() {
    let mut s = GameStore::new();
    let day2 = s.games_born_by(2);
    for g in day2 {
        assert!(s.birthday(g) <= 2);
        assert!(s.check_canonical(g));
    }
}

#[test]
fn canonical_pairs_agree_with_canonicalising_every_pair() {
    // Two stores, two methods: skipping pairs with a reversible option must give
    // exactly the canonical forms of all pairs of antichains.
    let mut a = GameStore::new();
    let mut b = GameStore::new();
    let fast: Vec<String> = a
        .games_born_by(3)
        .into_iter()
        .map(|g| a.display(g))
        .collect();
    let slow: Vec<String> = b
        .games_born_by_canonicalising(3)
        .into_iter()
        .map(|g| b.display(g))
        .collect();
    let (mut fast, mut slow) = (fast, slow);
    fast.sort();
    slow.sort();
    assert_eq!(fast.len(), 1474);
    assert_eq!(fast, slow);
}
