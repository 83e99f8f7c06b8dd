use nimatron::lang::Session;
fn main() {
    let singles = nimatron_bench::random_games(1200, 4, 7);
    let texts: Vec<String> = singles.chunks(3).map(|c| c.join(" + ")).collect();
    let mut s = Session::new();
    let games: Vec<_> = texts.iter().map(|t| s.eval_game(t).unwrap()).collect();
    let st = &mut s.store;
    let mut shown = 0;
    for i in 0..400 {
        for j in [(i + 1) % 400, (i + 2) % 400] {
            let (g, h) = (games[i], games[j]);
            let (a, b) = (st.stops(g), st.stops(h));
            if a.0 <= b.0 && a.1 <= b.1 && (a.0 >= b.1) && shown < 25 {
                shown += 1;
                let r = st.leq(g, h);
                println!("{} <= {} : {r}", st.display(g), st.display(h));
            }
        }
    }
}
