//! Horde's content toolkit: TOML game data in, typed definitions or a
//! complete list of problems out.
//!
//! Rule-system crates define their content as serde structs and load it in
//! two passes:
//!
//! 1. [`parse`] turns a [`Source`] into the struct. Syntax and type errors
//!    come back as [`Diagnostics`] with file, line, column and the dotted
//!    field path (`zones[1].doors[0].to`).
//! 2. A [`Validator`] runs the semantic checks (unique ids, references to
//!    things that exist) and reports *every* problem, not just the first.
//!    Fields that cross-reference other content are [`Spanned`] so these
//!    problems point at the exact value in the file.
//!
//! Content structs should use `#[serde(deny_unknown_fields)]`: a misspelt
//! optional key is then an error with a "did you mean" hint instead of being
//! silently ignored.
//!
//! `Spanned` fields cannot be read through `#[serde(flatten)]` or inside
//! internally tagged (`#[serde(tag = "kind")]`) or untagged enums: serde
//! buffers those values and the span is lost, so toml refuses them with
//! "expected a spanned value". Put spanned fields in plain structs or
//! externally tagged enums.
//!
//! Each problem prints as one plain line for logs and tests, and also
//! implements [`miette::Diagnostic`] so binaries that enable miette's
//! `fancy` feature can render it with a snippet of the file.
//!
//! ```
//! use horde_data::{Id, Registry, Source, Spanned, Validator, parse};
//! use serde::Deserialize;
//!
//! #[derive(Deserialize)]
//! #[serde(deny_unknown_fields)]
//! struct Map {
//!     zones: Vec<Zone>,
//! }
//!
//! #[derive(Deserialize)]
//! #[serde(deny_unknown_fields)]
//! struct Zone {
//!     id: Spanned<Id>,
//!     #[serde(default)]
//!     doors: Vec<Spanned<Id>>,
//! }
//!
//! let text = r#"
//! [[zones]]
//! id = "street"
//! doors = ["shop"]
//!
//! [[zones]]
//! id = "shop"
//! doors = ["stret"]
//! "#;
//! let source = Source::new("maps/tutorial.toml", text);
//! let map: Map = parse(&source).expect("valid syntax and types");
//!
//! let mut v = Validator::new(&source);
//! v.check_unique(map.zones.iter().map(|z| &z.id), "zone id");
//! let mut zones = Registry::new();
//! for zone in &map.zones {
//!     // Duplicates were reported just above; keep the first one.
//!     let _ = zones.insert(zone.id.get_ref().clone(), ());
//! }
//! for door in map.zones.iter().flat_map(|z| &z.doors) {
//!     v.check_ref(door, zones.ids(), "zone");
//! }
//!
//! let problems = v.into_result(map).err().expect("one bad door");
//! assert_eq!(
//!     problems.to_string(),
//!     "maps/tutorial.toml:8:10: error: unknown zone \"stret\" [zones[1].doors[0]] \
//!      (help: did you mean \"street\"?)"
//! );
//! ```
//!
//! The [`spec`] module reads the project's rule specifications (the
//! markdown documents under `docs/spec/`) and looks up rules by ID.
//!
//! Only [`load_file`] and [`load_dir`] touch the file system; everything
//! else works on text the caller provides.

mod diagnostic;
mod fs;
mod id;
mod parse;
mod path;
mod set;
mod source;
pub mod spec;
mod suggest;
mod validate;

pub use diagnostic::{Diagnostic, Diagnostics, Severity};
pub use fs::{load_dir, load_file};
pub use id::{DuplicateId, Id, InvalidId, Registry};
pub use parse::{check_syntax, parse, parse_part, with_every_syntax_error};
pub use set::{ContentSet, FileId};
pub use source::{Source, line_col};
pub use validate::Validator;

/// A value with the byte span it was read from; use it on fields that
/// validation may need to point at.
pub use toml::Spanned;
