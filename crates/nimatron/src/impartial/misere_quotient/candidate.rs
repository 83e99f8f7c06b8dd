//! Candidate quotients: a known monoid times free cyclic monoids (one per heap
//! set free), its P-portion marked from the least sum of heaps standing for
//! each element, then reduced to the bipartite monoid it presents.
//!
//! Marking: walking sums of heaps in increasing order, the first sum `w` that
//! reaches an element decides whether it is in `P`: `w ≠ 0` and none of its
//! options' elements (all met earlier: options are smaller sums) is in `P`.
//!
//! Reduction: two elements are identified when no element distinguishes them
//! (`xz ∈ P ⟺ yz ∈ P` for all `z`), the coarsest congruence that respects
//! `P`: partition refinement (Moore) under multiplication by the heaps'
//! elements, which generate the monoid.

use super::bits::Bits;
use super::monoid::Monoid;
use super::walk::{reach, walk, Flow};
use crate::limits::{Meter, Stop};
use rustc_hash::FxHashMap;

/// `base × C(i1, p1) × ...`: a known monoid times cyclic monoids
/// `⟨x | x^(i+p) = x^i⟩`. Elements are `b + |base|·(e1 + (i1+p1)·(e2 + ...))`.
pub struct Product<'a> {
    base: &'a Monoid,
    cycles: Vec<(usize, usize)>,
    size: usize,
}

impl<'a> Product<'a> {
    /// The product, or `None` if it has more than `max` elements.
    pub fn new(base: &'a Monoid, cycles: Vec<(usize, usize)>, max: usize) -> Option<Product<'a>> {
        let mut size = base.order();
        for &(i, p) in &cycles {
            size = size.checked_mul(i + p)?;
        }
        (size <= max).then_some(Product { base, cycles, size })
    }

    /// The number of elements.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The element of the base element `b`.
    pub fn of_base(&self, b: usize) -> usize {
        b
    }

    /// The generator of the `k`th cycle.
    pub fn cycle_generator(&self, k: usize) -> usize {
        let mut stride = self.base.order();
        for &(i, p) in &self.cycles[..k] {
            stride *= i + p;
        }
        stride
    }

    /// `x · y`.
    pub fn mul(&self, x: usize, y: usize) -> usize {
        let nb = self.base.order();
        let mut out = self.base.mul(x % nb, y % nb);
        let (mut x, mut y) = (x / nb, y / nb);
        let mut stride = nb;
        for &(i, p) in &self.cycles {
            let m = i + p;
            let mut e = x % m + y % m;
            if e >= m {
                e = i + (e - i) % p;
            }
            out += e * stride;
            stride *= m;
            x /= m;
            y /= m;
        }
        out
    }
}

/// A heap as the marking and the reduction see it: its element in the
/// product and the elements of its options.
pub struct HeapData {
    /// The heap's element.
    pub elem: usize,
    /// Its options' elements (empty: no move).
    pub trans: Vec<usize>,
}

/// Mark the P-portion of `m` from the least sums of heaps (every element is
/// reached: the heaps generate `m`).
pub fn mark(m: &Product<'_>, heaps: &[HeapData], meter: &mut Meter) -> Result<Bits, Stop> {
    // The least heap with moves of each element stands for it.
    let mut seen = Bits::new(m.size());
    let mut letters: Vec<usize> = Vec::new();
    for (h, d) in heaps.iter().enumerate() {
        if !d.trans.is_empty() && d.elem != 0 && !seen.get(d.elem) {
            seen.set(d.elem);
            letters.push(h);
        }
    }
    let mut p = Bits::new(m.size());
    let mut marked = Bits::new(m.size());
    marked.set(0);
    // State: the element, and for each heap in the sum the element of the
    // sum without one copy of it.
    type State = (usize, Vec<(usize, usize)>);
    let bad = std::cell::Cell::new(false);
    walk(
        letters.len(),
        (0usize, Vec::new()) as State,
        meter,
        |(x, rest), k| {
            let h = letters[k];
            let g = heaps[h].elem;
            let y = m.mul(*x, g);
            if marked.get(y) {
                return None;
            }
            let mut next: Vec<(usize, usize)> = rest
                .iter()
                .filter(|&&(j, _)| j != h)
                .map(|&(j, z)| (j, m.mul(z, g)))
                .collect();
            next.push((h, *x));
            let mut is_p = true;
            'options: for &(j, z) in &next {
                for &t in &heaps[j].trans {
                    let o = m.mul(z, t);
                    if !marked.get(o) {
                        bad.set(true);
                        break 'options;
                    }
                    if p.get(o) {
                        is_p = false;
                        break 'options;
                    }
                }
            }
            marked.set(y);
            p.assign(y, is_p);
            Some((y, next))
        },
        |_, _| {
            if bad.get() {
                Flow::Stop
            } else {
                Flow::Go
            }
        },
    )?;
    if bad.get() {
        return Err(Stop::Unsupported(
            "an option's element was met after its sum (the game's options must be smaller heaps)",
        ));
    }
    Ok(p)
}

/// The bipartite monoid `(m, p)` reduced: the classes of indistinguishable
/// elements, as a monoid (its elements numbered in order of their least
/// words over `gens`, identity 0), its P-portion, and the class of each
/// element of `m`.
pub fn reduce(
    m: &Product<'_>,
    p: &Bits,
    gens: &[usize],
    meter: &mut Meter,
    max_order: usize,
) -> Result<(Monoid, Bits, Vec<u32>), Stop> {
    let n = m.size();
    let actions: Vec<Vec<u32>> = gens
        .iter()
        .map(|&g| (0..n).map(|x| m.mul(x, g) as u32).collect())
        .collect();
    let mut class: Vec<u32> = (0..n).map(|x| u32::from(p.get(x))).collect();
    let mut count = if p.is_empty() || p.count() == n { 1 } else { 2 };
    if count == 1 {
        class.iter_mut().for_each(|c| *c = 0);
    }
    loop {
        let before = count;
        for act in &actions {
            meter.tick()?;
            let mut ids: FxHashMap<u64, u32> = FxHashMap::default();
            let mut next = vec![0u32; n];
            for x in 0..n {
                let key = (u64::from(class[x]) << 32) | u64::from(class[act[x] as usize]);
                let fresh = ids.len() as u32;
                next[x] = *ids.entry(key).or_insert(fresh);
            }
            count = ids.len();
            class = next;
        }
        if count == before {
            break;
        }
    }
    if count > max_order {
        return Err(Stop::TooLarge(format!(
            "a quotient of more than {max_order} elements"
        )));
    }
    // A representative of each class; the generators' actions on classes.
    let mut rep = vec![usize::MAX; count];
    for x in (0..n).rev() {
        rep[class[x] as usize] = x;
    }
    let class_acts: Vec<Vec<u32>> = actions
        .iter()
        .map(|act| rep.iter().map(|&r| class[act[r] as usize]).collect())
        .collect();
    // Renumber by least words over the generators (the identity's class,
    // that of element 0, comes first).
    let id_class = class[0] as usize;
    let mut order: Vec<usize> = Vec::with_capacity(count);
    reach(
        class_acts.len(),
        count,
        id_class,
        meter,
        |x, k| class_acts[k][x] as usize,
        |_, x| order.push(x),
    )?;
    if order.len() != count {
        return Err(Stop::Unsupported(
            "a candidate quotient not generated by its heaps",
        ));
    }
    let mut new_of = vec![0u32; count];
    for (i, &c) in order.iter().enumerate() {
        new_of[c] = i as u32;
    }
    // The table from the generators' actions (no products in the candidate).
    let new_acts: Vec<Vec<u16>> = class_acts
        .iter()
        .map(|act| {
            order
                .iter()
                .map(|&c| new_of[act[c] as usize] as u16)
                .collect()
        })
        .collect();
    let q = Monoid::from_actions(count, &new_acts, meter)?;
    let mut qp = Bits::new(count);
    for x in 0..n {
        if p.get(x) {
            qp.set(new_of[class[x] as usize] as usize);
        }
    }
    let class = class.iter().map(|&c| new_of[c as usize]).collect();
    Ok((q, qp, class))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::Limits;

    #[test]
    fn products_of_cycles_multiply_componentwise() {
        let base = Monoid::trivial();
        let m = Product::new(&base, vec![(2, 2), (0, 2)], 1000).unwrap();
        assert_eq!(m.size(), 8);
        let x = m.cycle_generator(0);
        let y = m.cycle_generator(1);
        assert_eq!((x, y), (1, 4));
        // x^4 = x^2; y^2 = 1.
        let x2 = m.mul(x, x);
        let x4 = m.mul(x2, x2);
        assert_eq!(x4, x2);
        assert_eq!(m.mul(y, y), 0);
        assert_eq!(m.mul(m.mul(x, y), x), m.mul(x2, y));
    }

    #[test]
    fn misere_nim_heap_of_one_reduces_to_t1() {
        // One heap of 1 (options: the empty heap), free: C(2,2). Sums of n
        // heaps of one are P exactly when n is odd; the reduction is
        // {1, a} with a^2 = 1.
        let base = Monoid::trivial();
        let m = Product::new(&base, vec![(2, 2)], 1000).unwrap();
        let heaps = [
            HeapData {
                elem: 0,
                trans: vec![],
            },
            HeapData {
                elem: 1,
                trans: vec![0],
            },
        ];
        let mut meter = Limits::none().start();
        let p = mark(&m, &heaps, &mut meter).unwrap();
        assert_eq!(p.iter().collect::<Vec<_>>(), [1, 3]);
        let (q, qp, class) = reduce(&m, &p, &[1], &mut meter, 100).unwrap();
        assert_eq!(q.order(), 2);
        assert_eq!(qp.iter().collect::<Vec<_>>(), [1]);
        assert_eq!(class, [0, 1, 0, 1]);
    }
}
