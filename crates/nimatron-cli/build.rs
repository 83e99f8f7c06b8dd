//! Empty: the crate has a build script only so that its build-dependencies
//! (see Cargo.toml's "feature alignment") are part of every build.
fn main() {}
