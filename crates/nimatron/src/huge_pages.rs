//! An allocator for programs that search big tables: the system's, asking
//! Linux to back big blocks
//! (the solver's memo, the store's tables, the transposition table) with
//! transparent huge pages (`madvise(MADV_HUGEPAGE)`), where the kernel leaves
//! them to such advice, as Debian's does. The searches probe those tables at
//! random, and with 4 KiB pages nearly every probe of a table of hundreds of
//! megabytes also misses the address-translation cache: huge pages took the
//! 6 x 6 Domineering rectangle of `domineering-table` from 89 s to 72 s.
//! Elsewhere, or for small blocks, it is the system allocator unchanged.
//!
//! A library does not choose its program's allocator: the `nimatron`
//! command, the Python module and the search benchmarks declare
//! `#[global_allocator] static A: HugePages = HugePages;`.

use std::alloc::{GlobalAlloc, Layout, System};

/// The system allocator, advising huge pages for blocks of [`HUGE_FROM`]
/// bytes or more.
pub struct HugePages;

/// Blocks from this size on are advised.
const HUGE_FROM: usize = 4 << 20;

/// Advise huge pages for the whole 2 MiB pages inside the block `p` of `size`
/// bytes (the advice changes no contents; where it is refused nothing
/// changes).
fn advise(p: *mut u8, size: usize) {
    #[cfg(target_os = "linux")]
    {
        const PAGE: usize = 2 << 20;
        let start = (p as usize).next_multiple_of(PAGE);
        let end = (p as usize + size) & !(PAGE - 1);
        if end > start {
            // SAFETY: the range lies inside a block this allocator just
            // handed out; the advice only marks how the kernel backs it.
            unsafe {
                libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_HUGEPAGE);
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (p, size);
}

// SAFETY: every block comes from `System` and goes back to it with the same
// layout; the advice does not touch the contents.
unsafe impl GlobalAlloc for HugePages {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract for `alloc` is passed on.
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() && layout.size() >= HUGE_FROM {
            advise(p, layout.size());
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract for `alloc_zeroed` is passed on.
        let p = unsafe { System.alloc_zeroed(layout) };
        if !p.is_null() && layout.size() >= HUGE_FROM {
            advise(p, layout.size());
        }
        p
    }

    unsafe fn dealloc(&self, p: *mut u8, layout: Layout) {
        // SAFETY: `p` came from `System` with this layout.
        unsafe { System.dealloc(p, layout) }
    }

    unsafe fn realloc(&self, p: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller's contract for `realloc` is passed on.
        let q = unsafe { System.realloc(p, layout, new_size) };
        if !q.is_null() && new_size >= HUGE_FROM {
            advise(q, new_size);
        }
        q
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn big_and_small_blocks_keep_their_contents() {
        let a = HugePages;
        for size in [16, HUGE_FROM - 1, HUGE_FROM, 3 * HUGE_FROM + 12345] {
            let layout = Layout::from_size_align(size, 8).unwrap();
            // SAFETY: a non-zero layout; the block is written within its
            // size, grown with `realloc`, and freed with its final layout.
            unsafe {
                let p = a.alloc_zeroed(layout);
                assert!(!p.is_null());
                assert!(std::slice::from_raw_parts(p, size).iter().all(|&b| b == 0));
                p.write_bytes(7, size);
                let q = a.realloc(p, layout, 2 * size);
                assert!(!q.is_null());
                assert!(std::slice::from_raw_parts(q, size).iter().all(|&b| b == 7));
                a.dealloc(q, Layout::from_size_align(2 * size, 8).unwrap());
            }
        }
    }
}
