//! Caches that the layers above `short` keep in a store (thermography's,
//! algebra's), held by their types so that `short` names none of them.
//!
//! A store clones, empties and measures these with its own caches; each
//! layer declares its cache in its own module and reaches it through
//! [`GameStore::op_cache`](super::GameStore::op_cache).

use std::any::{Any, TypeId};

/// A cache of results about games that a layer above `short` keeps in each
/// store: a `Default` empty cache, cloned with the store (a clone is an
/// independent snapshot) and dropped by `clear_caches`.
pub(crate) trait OpCache: Any + Send + Sync {
    /// Approximate bytes held.
    fn bytes(&self) -> usize;
    /// A copy, for a clone of the store.
    fn boxed_clone(&self) -> Box<dyn OpCache>;
}

/// The caches of the layers above, one of each type, made when first used.
#[derive(Default)]
pub(crate) struct OpCaches {
    /// Each cache with its type, so that finding one compares ids without a
    /// call through the cache's vtable.
    slots: Vec<(TypeId, Box<dyn OpCache>)>,
}

impl OpCaches {
    /// The cache of type `C`, made empty if there is none yet.
    #[inline(always)]
    pub(crate) fn get_mut<C: OpCache + Default>(&mut self) -> &mut C {
        let id = TypeId::of::<C>();
        let i = match self.slots.iter().position(|(t, _)| *t == id) {
            Some(i) => i,
            None => self.add::<C>(),
        };
        (&mut *self.slots[i].1 as &mut dyn Any)
            .downcast_mut::<C>()
            .expect("the slot of C's type id holds a C")
    }

    /// Make an empty cache of type `C`; its slot.
    #[cold]
    fn add<C: OpCache + Default>(&mut self) -> usize {
        self.slots.push((TypeId::of::<C>(), Box::new(C::default())));
        self.slots.len() - 1
    }

    /// Approximate bytes held by all of them.
    pub(crate) fn bytes(&self) -> usize {
        self.slots.iter().map(|(_, b)| b.bytes()).sum()
    }
}

impl Clone for OpCaches {
    fn clone(&self) -> Self {
        OpCaches {
            slots: self
                .slots
                .iter()
                .map(|(t, b)| (*t, b.boxed_clone()))
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Default, Clone)]
    struct Counts(Vec<u32>);
    impl OpCache for Counts {
        fn bytes(&self) -> usize {
            self.0.capacity() * 4
        }
        fn boxed_clone(&self) -> Box<dyn OpCache> {
            Box::new(self.clone())
        }
    }

    #[derive(Default, Clone)]
    struct Names(Vec<&'static str>);
    impl OpCache for Names {
        fn bytes(&self) -> usize {
            self.0.capacity() * 16
        }
        fn boxed_clone(&self) -> Box<dyn OpCache> {
            Box::new(self.clone())
        }
    }

    #[test]
    fn one_cache_a_type_kept_apart_and_cloned() {
        let mut c = OpCaches::default();
        assert_eq!(c.bytes(), 0);
        c.get_mut::<Counts>().0.push(7);
        c.get_mut::<Names>().0.push("seven");
        c.get_mut::<Counts>().0.push(8);
        assert_eq!(c.slots.len(), 2);
        assert_eq!(c.get_mut::<Counts>().0, vec![7, 8]);
        assert_eq!(c.get_mut::<Names>().0, vec!["seven"]);
        let mut d = c.clone();
        d.get_mut::<Counts>().0.push(9);
        assert_eq!(c.get_mut::<Counts>().0, vec![7, 8]);
        assert_eq!(d.get_mut::<Counts>().0, vec![7, 8, 9]);
        assert!(c.bytes() >= 2 * 4 + 16);
    }
}
