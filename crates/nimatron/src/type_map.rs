//! `TypeMap`: one value of each type, made when first asked for. The searches
//! generic over position types keep their memos in one (one memo a type).
//!
//! Why `Any`: the solve engines meet positions of many rulesets in one run
//! (a sum mixes Clobber and Domineering; an MCGS file mixes Kayles and
//! impartial Clobber) and keep one memo per position type from call to call,
//! since a memo made afresh per call forgets the positions of earlier calls
//! (MCGS's `kayles_autotests`: 0.06 s with kept memos, 2.35 s without). The
//! set of types is the catalogue's, generic ones included (`ImpartialVariant`
//! of every partizan ruleset), reached from code generic over the position
//! type (`Visitor`); a typed table would need a slot declared for each type
//! and family of memo. Keyed by `TypeId`, a slot holds exactly the type its
//! key names, so the one downcast cannot fail. Few types are used in a run,
//! so a short list scanned in order finds a slot faster than hashing.

use std::any::{Any, TypeId};

/// One value of each type, made on first use and kept.
#[derive(Default)]
pub struct TypeMap {
    /// Each value with its type's id, so that finding one compares ids
    /// without a call through the value's vtable.
    slots: Vec<(TypeId, Box<dyn Any + Send>)>,
}

impl TypeMap {
    /// An empty map.
    pub fn new() -> TypeMap {
        TypeMap::default()
    }

    /// The value of type `T`, made by `make` if there is none yet.
    #[inline]
    pub fn get_or_insert_with<T: Any + Send>(&mut self, make: impl FnOnce() -> T) -> &mut T {
        let id = TypeId::of::<T>();
        let i = match self.slots.iter().position(|(t, _)| *t == id) {
            Some(i) => i,
            None => self.add(Box::new(make())),
        };
        self.slots[i]
            .1
            .downcast_mut::<T>()
            .expect("the slot of T's type id holds a T")
    }

    /// The value of type `T`, if one was made.
    pub fn get_mut<T: Any + Send>(&mut self) -> Option<&mut T> {
        let id = TypeId::of::<T>();
        self.slots
            .iter_mut()
            .find(|(t, _)| *t == id)
            .and_then(|(_, v)| v.downcast_mut::<T>())
    }

    #[cold]
    fn add<T: Any + Send>(&mut self, value: Box<T>) -> usize {
        self.slots.push((TypeId::of::<T>(), value));
        self.slots.len() - 1
    }

    /// How many types have a value.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// Whether no type has a value.
    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    /// Drop every value.
    pub fn clear(&mut self) {
        self.slots.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_value_a_type_kept_apart() {
        let mut m = TypeMap::new();
        assert!(m.is_empty());
        m.get_or_insert_with(Vec::<u32>::new).push(7);
        m.get_or_insert_with(|| vec!["seven"]);
        m.get_or_insert_with(Vec::<u32>::new).push(8);
        assert_eq!(m.len(), 2);
        // The maker runs only for a type not yet held.
        assert_eq!(m.get_or_insert_with(|| vec![0u32]), &[7, 8]);
        assert_eq!(m.get_mut::<Vec<&str>>().unwrap(), &["seven"]);
        assert!(m.get_mut::<String>().is_none());
        m.clear();
        assert!(m.get_mut::<Vec<u32>>().is_none());
        assert_eq!(m.get_or_insert_with(|| vec![1u32]), &[1]);
    }
}
