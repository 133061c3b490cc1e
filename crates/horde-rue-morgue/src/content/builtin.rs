//! The content shipped with the engine, embedded at build time.

use std::sync::OnceLock;

use super::types::Catalog;

/// The shipped content files as `(name, text)`, named by their path in the
/// repository.
pub const BUILTIN_SOURCES: [(&str, &str); 5] = [
    ("content/rue-morgue/skills.toml", include_str!("../../../../content/rue-morgue/skills.toml")),
    ("content/rue-morgue/zombies.toml", include_str!("../../../../content/rue-morgue/zombies.toml")),
    ("content/rue-morgue/equipment.toml", include_str!("../../../../content/rue-morgue/equipment.toml")),
    ("content/rue-morgue/zombie-cards.toml", include_str!("../../../../content/rue-morgue/zombie-cards.toml")),
    ("content/rue-morgue/survivors.toml", include_str!("../../../../content/rue-morgue/survivors.toml")),
];

/// The shipped catalogue, parsed and checked on first use.
///
/// # Panics
///
/// If the shipped files do not load, which the test suite rules out.
pub fn builtin_catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| {
        Catalog::from_sources(&BUILTIN_SOURCES).unwrap_or_else(|errors| {
            let list: Vec<String> = errors.iter().map(ToString::to_string).collect();
            panic!("the shipped Rue Morgue content does not load:\n{}", list.join("\n"))
        })
    })
}
