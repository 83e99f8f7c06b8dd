//! The memory account: every byte a computation allocates (the game store,
//! strings, lists, memos, solver tables) counted against one budget.
//!
//! An [`Account`] holds a budget ([`super::Limits::memory`]) and the bytes
//! allocated under it. While a thread has entered an account
//! ([`Account::enter`]), the global allocator [`Counted`] adds each block it
//! hands out on that thread to the account and subtracts each block it takes
//! back. The allocator itself never fails a request (an allocator may not
//! unwind): it counts, and the computation stops at its next check
//! ([`check`], which [`super::Meter::check`] and the game store call) with
//! [`Stop::Memory`]. Builds whose size is known before they happen (a string
//! or list concatenation, a range, a repetition) ask [`reserve`] first, so a
//! single block that would pass the budget is refused before it exists.
//!
//! A library does not choose its program's allocator: the `nimatron`
//! command, the Python module and the tests that measure memory declare
//! `#[global_allocator] static A: Counted<HugePages> = Counted(HugePages);`.
//! Without it the accounts stay at zero and only the engines' own estimates
//! (the store's tables, the solvers' tables) bound memory.

use super::Stop;
use std::alloc::{GlobalAlloc, Layout};
use std::cell::Cell;
use std::marker::PhantomData;
use std::sync::atomic::{AtomicBool, AtomicIsize, Ordering};
use std::sync::Arc;

/// A budget of bytes and what has been allocated under it.
#[derive(Debug)]
pub struct Account {
    budget: usize,
    used: AtomicIsize,
    peak: AtomicIsize,
}

/// One account entered on a thread, and the one entered before it: a
/// computation inside another is charged to both.
struct Frame {
    account: Arc<Account>,
    outer: *const Frame,
}

thread_local! {
    /// The innermost account this thread's allocations are charged to
    /// (null: none).
    static CURRENT: Cell<*const Frame> = const { Cell::new(std::ptr::null()) };
}

/// Whether a [`Counted`] allocator has handed out a block in this process.
static COUNTING: AtomicBool = AtomicBool::new(false);

impl Account {
    /// A fresh account with a budget of `budget` bytes.
    pub fn new(budget: usize) -> Arc<Account> {
        Arc::new(Account {
            budget,
            used: AtomicIsize::new(0),
            peak: AtomicIsize::new(0),
        })
    }

    /// The budget in bytes.
    pub fn budget(&self) -> usize {
        self.budget
    }

    /// Bytes allocated under this account and not yet freed (never below 0:
    /// blocks made before the account and freed under it count as nothing).
    pub fn used(&self) -> usize {
        self.used.load(Ordering::Relaxed).max(0) as usize
    }

    /// The most bytes held at once so far.
    pub fn peak(&self) -> usize {
        self.peak.load(Ordering::Relaxed).max(0) as usize
    }

    /// Charge this thread's allocations to this account until the returned
    /// scope ends. Scopes nest: a block is charged to every account entered
    /// on the thread (a computation inside another uses the outer's budget
    /// too); entering an account already entered changes nothing.
    pub fn enter(self: &Arc<Self>) -> Scope {
        let outer = CURRENT.with(|c| c.get());
        if chain(|a| std::ptr::eq(a, Arc::as_ptr(self)).then_some(())).is_some() {
            return Scope {
                frame: None,
                _not_send: PhantomData,
            };
        }
        let frame = Box::new(Frame {
            account: self.clone(),
            outer,
        });
        CURRENT.with(|c| c.set(&*frame as *const Frame));
        Scope {
            frame: Some(frame),
            _not_send: PhantomData,
        }
    }

    fn over(&self) -> bool {
        self.used.load(Ordering::Relaxed) > self.budget.min(isize::MAX as usize) as isize
    }

    #[inline]
    fn charge(&self, bytes: isize) {
        let now = self.used.fetch_add(bytes, Ordering::Relaxed) + bytes;
        if bytes > 0 && now > self.peak.load(Ordering::Relaxed) {
            self.peak.store(now, Ordering::Relaxed);
        }
    }
}

/// A thread's stay in an account (from [`Account::enter`]); leaving it
/// charges the accounts that were current before.
pub struct Scope {
    frame: Option<Box<Frame>>,
    /// The scope restores this thread's account, so it stays on this thread.
    _not_send: PhantomData<*const ()>,
}

impl Drop for Scope {
    fn drop(&mut self) {
        if let Some(f) = &self.frame {
            CURRENT.with(|c| c.set(f.outer));
        }
    }
}

/// Run `f` with this thread's allocations charged to `account` (the way to
/// carry a computation's account onto a worker thread).
pub fn within<T>(account: &Arc<Account>, f: impl FnOnce() -> T) -> T {
    let _scope = account.enter();
    f()
}

/// The innermost account this thread is charged to, if any.
pub fn current() -> Option<Arc<Account>> {
    let p = CURRENT.try_with(|c| c.get()).ok()?;
    // SAFETY: a non-null `CURRENT` points at the frame of a live `Scope`
    // of this thread (scopes restore the outer frame when they end, and
    // are not `Send`).
    unsafe { p.as_ref() }.map(|f| f.account.clone())
}

/// The first account of this thread's chain, innermost first, for which
/// `f` gives `Some`.
#[inline]
fn chain<T>(mut f: impl FnMut(&Account) -> Option<T>) -> Option<T> {
    let mut p = CURRENT.try_with(|c| c.get()).ok()?;
    // SAFETY: as in `current`: every frame of the chain belongs to a live
    // scope of this thread, the outer ones living longer.
    while let Some(frame) = unsafe { p.as_ref() } {
        if let Some(t) = f(&frame.account) {
            return Some(t);
        }
        p = frame.outer;
    }
    None
}

/// `Err(Stop::Memory)` when an account of this thread has passed its budget.
#[inline]
pub fn check() -> Result<(), Stop> {
    match chain(|a| a.over().then_some(a.budget)) {
        Some(budget) => Err(Stop::Memory(budget)),
        None => Ok(()),
    }
}

/// `Err(Stop::Memory)` when `bytes` more would pass a budget of this
/// thread: asked before a build whose size is known (a concatenation, a
/// range), so the block is never made.
pub fn reserve(bytes: usize) -> Result<(), Stop> {
    match chain(|a| (a.used().saturating_add(bytes) > a.budget).then_some(a.budget)) {
        Some(budget) => Err(Stop::Memory(budget)),
        None => Ok(()),
    }
}

/// Bytes a build may still take on this thread before a budget is passed
/// (`usize::MAX` when no account is entered).
pub fn room() -> usize {
    let mut room = usize::MAX;
    chain(|a| {
        room = room.min(a.budget.saturating_sub(a.used()));
        None::<()>
    });
    room
}

/// Whether the program's allocator counts (a [`Counted`] allocator has
/// handed out a block), so that accounts see its allocations.
pub fn counting() -> bool {
    COUNTING.load(Ordering::Relaxed)
}

/// Bytes charged to this thread's account by hand while the value lives
/// (memory that does not come from the allocator: a stack segment).
pub struct Charge {
    bytes: isize,
    /// Dropped on the thread that charged, whose chain it refunds.
    _not_send: PhantomData<*const ()>,
}

impl Charge {
    /// Charge `bytes` to this thread's accounts until dropped.
    pub fn new(bytes: usize) -> Charge {
        let bytes = bytes.min(isize::MAX as usize) as isize;
        charge(bytes);
        Charge {
            bytes,
            _not_send: PhantomData,
        }
    }
}

impl Drop for Charge {
    fn drop(&mut self) {
        charge(-self.bytes);
    }
}

#[inline]
fn charge(bytes: isize) {
    chain(|a| {
        a.charge(bytes);
        None::<()>
    });
}

/// Ask the C allocator to map every block of 128 KiB or more on its own and
/// to return it to the system when it is freed (glibc's `M_MMAP_THRESHOLD`,
/// fixed, where glibc raises it as big blocks are freed). Lists and strings
/// that grow a little at a time otherwise leave freed blocks that no later
/// block fits, and the process holds twice what its accounts count. A
/// program calls it once, at start-up, before its threads.
pub fn settle_allocator() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: `mallopt` only sets a parameter of the allocator; it is called
    // before the program's threads start.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 128 << 10);
    }
}

/// The global allocator `A`, counting every block against the account of
/// the thread that allocates or frees it.
pub struct Counted<A>(pub A);

// SAFETY: every request is passed to `A` unchanged; counting touches no
// block and never allocates (the thread-local is a `const` cell without a
// destructor).
unsafe impl<A: GlobalAlloc> GlobalAlloc for Counted<A> {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract for `alloc` is passed on.
        let p = unsafe { self.0.alloc(layout) };
        if !p.is_null() {
            if !COUNTING.load(Ordering::Relaxed) {
                COUNTING.store(true, Ordering::Relaxed);
            }
            charge(layout.size() as isize);
        }
        p
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract for `alloc_zeroed` is passed on.
        let p = unsafe { self.0.alloc_zeroed(layout) };
        if !p.is_null() {
            charge(layout.size() as isize);
        }
        p
    }

    #[inline]
    unsafe fn dealloc(&self, p: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract for `dealloc` is passed on.
        unsafe { self.0.dealloc(p, layout) };
        charge(-(layout.size() as isize));
    }

    #[inline]
    unsafe fn realloc(&self, p: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller's contract for `realloc` is passed on.
        let q = unsafe { self.0.realloc(p, layout, new_size) };
        if !q.is_null() {
            charge(new_size as isize - layout.size() as isize);
        }
        q
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nested_accounts_are_charged_together() {
        // The library's tests run on the system allocator, so only what is
        // charged by hand counts here (`tests/memory_account.rs` runs the
        // counting allocator).
        assert_eq!(room(), usize::MAX);
        assert_eq!(reserve(usize::MAX), Ok(()));
        let a = Account::new(1000);
        {
            let _s = a.enter();
            let _again = a.enter();
            let first = Charge::new(600);
            assert_eq!(a.used(), 600, "entering twice charges once");
            assert_eq!(room(), 400);
            assert_eq!(reserve(400), Ok(()));
            assert_eq!(reserve(401), Err(Stop::Memory(1000)));
            assert_eq!(check(), Ok(()));
            let b = Account::new(100);
            {
                let _inner = b.enter();
                assert!(Arc::ptr_eq(&current().unwrap(), &b));
                let _c = Charge::new(50);
                assert_eq!((a.used(), b.used()), (650, 50));
                assert_eq!(room(), 50);
                let _d = Charge::new(60);
                assert_eq!(check(), Err(Stop::Memory(100)));
            }
            assert_eq!((a.used(), b.used()), (600, 0));
            let over = Charge::new(500);
            assert_eq!(check(), Err(Stop::Memory(1000)));
            drop(over);
            assert_eq!(check(), Ok(()));
            drop(first);
        }
        assert!(current().is_none());
        assert_eq!(a.peak(), 1100);
        assert_eq!(a.used(), 0);
    }
}
