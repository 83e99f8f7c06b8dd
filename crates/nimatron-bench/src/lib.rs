//! Shared helpers for the benchmarks (random game generation with a fixed seed).
