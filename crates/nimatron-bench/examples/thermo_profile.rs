//! Thermography over many games, for timing its caches (thermographs, cooled
//! and heated games, the binary operations' results): `thermo_profile
//! [ROUNDS]`. Each round clones one store of 400 random sums and the games
//! born by day 3, its caches emptied, and computes every game's thermograph,
//! the game cooled by 1/2 and by 1, heated by 1, and ordinal sums of pairs;
//! prints the fastest and the median round.
use nimatron::lang::Session;
use nimatron::numbers::Rational;
use std::time::{Duration, Instant};

fn main() {
    let rounds: usize = std::env::args().nth(1).map_or(20, |r| r.parse().unwrap());
    let singles = nimatron_bench::random_games(1200, 4, 7);
    let texts: Vec<String> = singles.chunks(3).map(|c| c.join(" + ")).collect();
    let mut s = Session::new();
    let mut games: Vec<_> = texts.iter().map(|t| s.eval_game(t).unwrap()).collect();
    games.extend(s.store.games_born_by(3));
    s.store.clear_caches();
    let base = s.store;
    let (half, one) = (Rational::new(1, 1), Rational::from(1));
    let mut times: Vec<Duration> = Vec::new();
    let mut check = 0usize;
    for _ in 0..rounds {
        let mut st = base.clone();
        let t = Instant::now();
        let one_game = st.number(one.clone());
        for (i, &g) in games.iter().enumerate() {
            let th = st.thermograph(g);
            check += th.temperature.is_integer() as usize;
            let a = st.cool(g, &half);
            let b = st.cool(g, &one);
            let c = st.heat(g, one_game);
            let d = st.ordinal_sum(g, games[(i * 7 + 3) % games.len()]);
            check += usize::from(a == b) + usize::from(c == d);
        }
        // Once more, from the caches.
        for &g in &games {
            st.thermograph(g);
            st.cool(g, &half);
        }
        times.push(t.elapsed());
    }
    times.sort();
    println!(
        "{} games, {rounds} rounds: fastest {:?}, median {:?} a round (check {check})",
        games.len(),
        times[0],
        times[times.len() / 2]
    );
}
