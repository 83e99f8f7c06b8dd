//! Explicit game forms (CGSuite's `'{*|*}'`): games kept as written, not
//! reduced to canonical form, for the operations whose result depends on the
//! form (ordinal sums and products, conjunctive and selective sums, Conway's
//! product, subordination). A form's options are canonical games or forms;
//! its value (for sums, comparisons, printing of results) is its canonical
//! form. The operations here reduce to the store's (cached) operations as
//! soon as both operands are canonical.

use crate::short::{Game, GameStore};
use std::sync::Arc;

/// The option values of ordinal products already computed, by operands.
type ProductMemo = rustc_hash::FxHashMap<(Form, Form), (Vec<Game>, Vec<Game>)>;

/// A game form: a canonical game, or an explicit node `{left | right}`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Form {
    /// A canonical game (its canonical options are its options).
    Game(Game),
    /// An explicit game, options as written.
    Node(Arc<FormNode>),
}

/// The options of an explicit game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FormNode {
    /// Left options.
    pub left: Vec<Form>,
    /// Right options.
    pub right: Vec<Form>,
}

impl Form {
    /// The explicit game `{left | right}`.
    pub fn node(left: Vec<Form>, right: Vec<Form>) -> Form {
        Form::Node(Arc::new(FormNode { left, right }))
    }

    /// How deep explicit nodes nest (0 for a canonical game).
    pub fn depth(&self) -> usize {
        match self {
            Form::Game(_) => 0,
            Form::Node(n) => {
                1 + n
                    .left
                    .iter()
                    .chain(&n.right)
                    .map(Form::depth)
                    .max()
                    .unwrap_or(0)
            }
        }
    }
}

impl GameStore {
    /// The canonical form (the value) of a form.
    pub fn form_value(&mut self, f: &Form) -> Game {
        match f {
            Form::Game(g) => *g,
            Form::Node(n) => {
                let left: Vec<Game> = n
                    .left
                    .iter()
                    .map(|x| self.deeper(|s| s.form_value(x)))
                    .collect();
                let right: Vec<Game> = n
                    .right
                    .iter()
                    .map(|x| self.deeper(|s| s.form_value(x)))
                    .collect();
                self.from_options(&left, &right)
            }
        }
    }

    /// The negative form `{-G^R | -G^L}`.
    pub fn form_neg(&mut self, f: &Form) -> Form {
        match f {
            Form::Game(g) => Form::Game(self.neg(*g)),
            Form::Node(n) => {
                let left = n
                    .right
                    .iter()
                    .map(|x| self.deeper(|s| s.form_neg(x)))
                    .collect();
                let right = n
                    .left
                    .iter()
                    .map(|x| self.deeper(|s| s.form_neg(x)))
                    .collect();
                Form::node(left, right)
            }
        }
    }

    /// The options of a form (a canonical game's canonical options).
    pub fn options_of_form(&mut self, f: &Form) -> (Vec<Form>, Vec<Form>) {
        match f {
            Form::Game(g) => {
                let (l, r) = self.form_options(*g);
                (
                    l.into_iter().map(Form::Game).collect(),
                    r.into_iter().map(Form::Game).collect(),
                )
            }
            Form::Node(n) => (n.left.clone(), n.right.clone()),
        }
    }

    /// The ordinal sum `F : H` of forms (see [`GameStore::ordinal_sum`]).
    pub fn form_ordinal_sum(&mut self, f: &Form, h: &Form) -> Game {
        if let (Form::Game(g), Form::Game(k)) = (f, h) {
            return self.ordinal_sum(*g, *k);
        }
        let (fl, fr) = self.options_of_form(f);
        let (hl, hr) = self.options_of_form(h);
        let mut sides = [Vec::new(), Vec::new()];
        for (side, (fo, ho)) in sides.iter_mut().zip([(fl, hl), (fr, hr)]) {
            for x in fo {
                side.push(self.deeper(|s| s.form_value(&x)));
            }
            for y in ho {
                side.push(self.deeper(|s| s.form_ordinal_sum(f, &y)));
            }
        }
        self.from_options(&sides[0], &sides[1])
    }

    /// The conjunctive sum of forms (see [`GameStore::conjunctive_sum`]).
    pub fn form_conjunctive_sum(&mut self, f: &Form, h: &Form) -> Game {
        if let (Form::Game(g), Form::Game(k)) = (f, h) {
            return self.conjunctive_sum(*g, *k);
        }
        let (fl, fr) = self.options_of_form(f);
        let (hl, hr) = self.options_of_form(h);
        let mut sides = [Vec::new(), Vec::new()];
        for (side, (fo, ho)) in sides.iter_mut().zip([(fl, hl), (fr, hr)]) {
            for x in &fo {
                for y in &ho {
                    side.push(self.deeper(|s| s.form_conjunctive_sum(x, y)));
                }
            }
        }
        self.from_options(&sides[0], &sides[1])
    }

    /// The selective sum of forms (see [`GameStore::selective_sum`]).
    pub fn form_selective_sum(&mut self, f: &Form, h: &Form) -> Game {
        if let (Form::Game(g), Form::Game(k)) = (f, h) {
            return self.selective_sum(*g, *k);
        }
        let (fl, fr) = self.options_of_form(f);
        let (hl, hr) = self.options_of_form(h);
        let mut sides = [Vec::new(), Vec::new()];
        for (side, (fo, ho)) in sides.iter_mut().zip([(fl, hl), (fr, hr)]) {
            for x in &fo {
                side.push(self.deeper(|s| s.form_selective_sum(x, h)));
            }
            for y in &ho {
                side.push(self.deeper(|s| s.form_selective_sum(f, y)));
            }
            for x in &fo {
                for y in &ho {
                    side.push(self.deeper(|s| s.form_selective_sum(x, y)));
                }
            }
        }
        self.from_options(&sides[0], &sides[1])
    }

    /// Conway's product of forms (see [`GameStore::conway_product`]).
    pub fn form_conway_product(&mut self, f: &Form, h: &Form) -> Game {
        if let (Form::Game(g), Form::Game(k)) = (f, h) {
            return self.conway_product(*g, *k);
        }
        let (fl, fr) = self.options_of_form(f);
        let (hl, hr) = self.options_of_form(h);
        let mut sides = [Vec::new(), Vec::new()];
        for (fo, ho, side) in [(&fl, &hl, 0), (&fr, &hr, 0), (&fl, &hr, 1), (&fr, &hl, 1)] {
            for x in fo {
                let xh = self.deeper(|s| s.form_conway_product(x, h));
                for y in ho {
                    let fy = self.deeper(|s| s.form_conway_product(f, y));
                    let xy = self.deeper(|s| s.form_conway_product(x, y));
                    let sum = self.add(xh, fy);
                    let o = self.sub(sum, xy);
                    sides[side].push(o);
                }
            }
        }
        self.from_options(&sides[0], &sides[1])
    }

    /// The ordinal product of forms (see [`GameStore::ordinal_product`]).
    ///
    /// The options of `F ⊗ H` are ordinal sums `(F ⊗ H') : X` whose base is the
    /// compound `F ⊗ H'` itself, not its canonical form: an ordinal sum depends
    /// on the form of its base (`{*|*} : 3` is `^[3]`, `0 : 3` is 3), though
    /// only on the values of the base's options, and only on the value of the
    /// game added (the colon principle). So the option values of each `F ⊗ H'`
    /// are kept, and `A : X` is computed from them.
    pub fn form_ordinal_product(&mut self, f: &Form, h: &Form) -> Game {
        let mut memo = rustc_hash::FxHashMap::default();
        let (l, r) = self.ordinal_product_options(&mut memo, f, h);
        self.from_options(&l, &r)
    }

    fn ordinal_product_options(
        &mut self,
        memo: &mut ProductMemo,
        f: &Form,
        h: &Form,
    ) -> (Vec<Game>, Vec<Game>) {
        let key = (f.clone(), h.clone());
        if let Some(o) = memo.get(&key) {
            return o.clone();
        }
        let nf = self.form_neg(f);
        let (fl, fr) = self.options_of_form(f);
        let (nfl, nfr) = self.options_of_form(&nf);
        let (hl, hr) = self.options_of_form(h);
        let mut left = Vec::new();
        let mut right = Vec::new();
        for (ys, lo, ro) in [(&hl, &fl, &fr), (&hr, &nfl, &nfr)] {
            for y in ys {
                let base = self.deeper(|s| s.ordinal_product_options(memo, f, y));
                let mut sums = rustc_hash::FxHashMap::default();
                for x in lo {
                    let xv = self.form_value(x);
                    left.push(self.deeper(|s| s.base_ordinal_sum(&mut sums, &base, xv)));
                }
                for x in ro {
                    let xv = self.form_value(x);
                    right.push(self.deeper(|s| s.base_ordinal_sum(&mut sums, &base, xv)));
                }
            }
        }
        let out = (left, right);
        memo.insert(key, out.clone());
        out
    }

    /// `A : X` for a base `A` given by the values of its options.
    fn base_ordinal_sum(
        &mut self,
        memo: &mut rustc_hash::FxHashMap<Game, Game>,
        base: &(Vec<Game>, Vec<Game>),
        x: Game,
    ) -> Game {
        if let Some(&r) = memo.get(&x) {
            return r;
        }
        let (xl, xr) = self.form_options(x);
        let mut left = base.0.clone();
        for y in xl {
            left.push(self.deeper(|s| s.base_ordinal_sum(memo, base, y)));
        }
        let mut right = base.1.clone();
        for y in xr {
            right.push(self.deeper(|s| s.base_ordinal_sum(memo, base, y)));
        }
        let r = self.from_options(&left, &right);
        memo.insert(x, r);
        r
    }
}
