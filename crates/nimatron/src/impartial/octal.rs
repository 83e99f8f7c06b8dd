//! Octal games (placeholder)
