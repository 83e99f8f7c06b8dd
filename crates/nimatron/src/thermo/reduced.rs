//! Reduced canonical form (Calistrate; Grossman and Siegel): the simplest game
//! infinitesimally close to `G`, computed as the star projection of `G` heated by `*`.

use crate::short::{Game, GameStore};

impl GameStore {
    /// The reduced canonical form of `g`: a number-up-star reduces to its number;
    /// otherwise the star projection of `g` heated by `*`.
    pub fn reduced_canonical_form(&mut self, g: Game) -> Game {
        if let Some(n) = self.as_nus(g) {
            let x = n.number.clone();
            return self.number(x);
        }
        let star = self.nimber(1);
        let heated = self.heat(g, star);
        self.star_projection(heated)
    }

    /// Replace every follower `x*` (a number plus star) by `x`.
    fn star_projection(&mut self, g: Game) -> Game {
        if self.is_number(g) {
            return g;
        }
        if let Some(n) = self.as_nus(g) {
            if n.up == 0 && n.nim == 1 {
                let x = n.number.clone();
                return self.number(x);
            }
        }
        let left: Vec<Game> = self
            .left_options(g)
            .into_iter()
            .map(|o| self.deeper(|s| s.star_projection(o)))
            .collect();
        let right: Vec<Game> = self
            .right_options(g)
            .into_iter()
            .map(|o| self.deeper(|s| s.star_projection(o)))
            .collect();
        self.from_options(&left, &right)
    }
}
