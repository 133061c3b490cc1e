//! Content identifiers and the registry that turns them into dense indices.

use serde::{Deserialize, Serialize};
use std::borrow::Borrow;
use std::collections::BTreeMap;
use std::fmt;

/// The name content uses to refer to a definition: `walker`, `S1`,
/// `rue-morgue`.
///
/// Ids are non-empty and made of ASCII letters, digits, `_` and `-`, so they
/// are safe in file names, command lines and logs without quoting. Parsing a
/// field of type `Id` (or `Spanned<Id>`) rejects anything else with an error
/// pointing at the value.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Id(String);

/// Why a string is not an [`Id`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("invalid id {0:?}: use only ASCII letters, digits, '_' and '-'")]
pub struct InvalidId(pub String);

impl Id {
    pub fn new(id: impl Into<String>) -> Result<Self, InvalidId> {
        let id = id.into();
        let valid = !id.is_empty() && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
        if valid { Ok(Self(id)) } else { Err(InvalidId(id)) }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl TryFrom<String> for Id {
    type Error = InvalidId;

    fn try_from(id: String) -> Result<Self, InvalidId> {
        Self::new(id)
    }
}

impl TryFrom<&str> for Id {
    type Error = InvalidId;

    fn try_from(id: &str) -> Result<Self, InvalidId> {
        Self::new(id)
    }
}

impl From<Id> for String {
    fn from(id: Id) -> Self {
        id.0
    }
}

impl AsRef<str> for Id {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

// Lets maps keyed by `Id` be queried with a plain `&str`.
impl Borrow<str> for Id {
    fn borrow(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Id {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Debug for Id {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

/// A second definition under an id the [`Registry`] already holds.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("duplicate id {id:?} (already at index {existing})")]
pub struct DuplicateId {
    pub id: Id,
    pub existing: usize,
}

/// Definitions in the order they were added, each at a dense index
/// (0, 1, 2, ...) that rule code can store in its state instead of a
/// string, plus lookup by id.
///
/// Indices follow insertion order, so the same files loaded in the same
/// order always give the same indices; the id map is a `BTreeMap` so
/// nothing depends on hashing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Registry<T> {
    entries: Vec<(Id, T)>,
    by_id: BTreeMap<Id, usize>,
}

impl<T> Default for Registry<T> {
    fn default() -> Self {
        Self { entries: Vec::new(), by_id: BTreeMap::new() }
    }
}

impl<T> Registry<T> {
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a definition and returns its index. A duplicate id is refused
    /// and the registry left unchanged; run
    /// [`Validator::check_unique`](crate::Validator::check_unique) first to
    /// report duplicates with their location.
    pub fn insert(&mut self, id: Id, value: T) -> Result<usize, DuplicateId> {
        if let Some(&existing) = self.by_id.get(&id) {
            return Err(DuplicateId { id, existing });
        }
        let index = self.entries.len();
        self.by_id.insert(id.clone(), index);
        self.entries.push((id, value));
        Ok(index)
    }

    pub fn index_of(&self, id: &str) -> Option<usize> {
        self.by_id.get(id).copied()
    }

    pub fn get(&self, id: &str) -> Option<&T> {
        self.index_of(id).map(|i| &self.entries[i].1)
    }

    pub fn get_index(&self, index: usize) -> Option<&T> {
        self.entries.get(index).map(|(_, value)| value)
    }

    pub fn id(&self, index: usize) -> Option<&Id> {
        self.entries.get(index).map(|(id, _)| id)
    }

    pub fn contains(&self, id: &str) -> bool {
        self.by_id.contains_key(id)
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Ids in index order; also usable as the known names of
    /// [`Validator::check_ref`](crate::Validator::check_ref).
    pub fn ids(&self) -> impl ExactSizeIterator<Item = &Id> {
        self.entries.iter().map(|(id, _)| id)
    }

    /// `(index, id, value)` in index order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = (usize, &Id, &T)> {
        self.entries.iter().enumerate().map(|(i, (id, value))| (i, id, value))
    }
}

/// Panics when out of range, like slice indexing: indices come from this
/// registry, not from content.
impl<T> std::ops::Index<usize> for Registry<T> {
    type Output = T;

    fn index(&self, index: usize) -> &T {
        &self.entries[index].1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(s: &str) -> Id {
        Id::new(s).expect("valid test id")
    }

    #[test]
    fn ids_accept_only_plain_names() {
        assert!(Id::new("walker").is_ok());
        assert!(Id::new("S1").is_ok());
        assert!(Id::new("rue-morgue_2").is_ok());
        assert_eq!(Id::new(""), Err(InvalidId(String::new())));
        assert!(Id::new("zone 1").is_err());
        assert!(Id::new("é").is_err());
        assert_eq!(
            InvalidId("a b".into()).to_string(),
            "invalid id \"a b\": use only ASCII letters, digits, '_' and '-'"
        );
    }

    #[test]
    fn registry_indices_follow_insertion_order() {
        let mut r = Registry::new();
        assert_eq!(r.insert(id("zeta"), 'z'), Ok(0));
        assert_eq!(r.insert(id("alpha"), 'a'), Ok(1));
        assert_eq!(r.insert(id("zeta"), 'x'), Err(DuplicateId { id: id("zeta"), existing: 0 }));
        assert_eq!(r.len(), 2);
        assert_eq!(r.index_of("alpha"), Some(1));
        assert_eq!(r.get("zeta"), Some(&'z'));
        assert_eq!(r[1], 'a');
        assert_eq!(r.id(0).map(Id::as_str), Some("zeta"));
        assert_eq!(r.get_index(2), None);
        let ids: Vec<&str> = r.ids().map(Id::as_str).collect();
        assert_eq!(ids, ["zeta", "alpha"]);
    }
}
