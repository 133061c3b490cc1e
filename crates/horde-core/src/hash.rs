//! One state hash, stable across platforms and Rust versions.
//!
//! `std`'s `DefaultHasher` is allowed to change between releases and hashes
//! integers in native byte order, so replays recorded on one machine could
//! not be checked on another. This FNV-1a hasher writes every integer as
//! little-endian bytes of a fixed width (`usize`/`isize` as 64 bits).

use serde::Serialize;
use std::hash::{Hash, Hasher};

const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const PRIME: u64 = 0x0100_0000_01b3;

#[derive(Clone, Debug)]
pub struct StableHasher(u64);

impl Default for StableHasher {
    fn default() -> Self {
        Self(OFFSET)
    }
}

impl Hasher for StableHasher {
    fn finish(&self) -> u64 {
        // A final avalanche so that nearby states give distant hashes.
        let mut x = self.0;
        x ^= x >> 33;
        x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
        x ^= x >> 33;
        x = x.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
        x ^ (x >> 33)
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(PRIME);
        }
    }
    fn write_u8(&mut self, i: u8) {
        self.write(&[i]);
    }
    fn write_u16(&mut self, i: u16) {
        self.write(&i.to_le_bytes());
    }
    fn write_u32(&mut self, i: u32) {
        self.write(&i.to_le_bytes());
    }
    fn write_u64(&mut self, i: u64) {
        self.write(&i.to_le_bytes());
    }
    fn write_u128(&mut self, i: u128) {
        self.write(&i.to_le_bytes());
    }
    fn write_usize(&mut self, i: usize) {
        self.write_u64(i as u64);
    }
    fn write_i8(&mut self, i: i8) {
        self.write_u8(i as u8);
    }
    fn write_i16(&mut self, i: i16) {
        self.write_u16(i as u16);
    }
    fn write_i32(&mut self, i: i32) {
        self.write_u32(i as u32);
    }
    fn write_i64(&mut self, i: i64) {
        self.write_u64(i as u64);
    }
    fn write_i128(&mut self, i: i128) {
        self.write_u128(i as u128);
    }
    fn write_isize(&mut self, i: isize) {
        self.write_u64(i as u64);
    }
}

/// The stable hash of any `Hash` value.
pub fn stable_hash<T: Hash + ?Sized>(value: &T) -> u64 {
    let mut h = StableHasher::default();
    value.hash(&mut h);
    h.finish()
}

/// Fields of content that only words or credits hang on: what a player
/// reads, not what a match plays with.
const TEXT_FIELDS: [&str; 9] =
    ["name_ru", "name_en", "title_ru", "title_en", "description", "description_ru", "text", "gender", "source"];

/// A [`Game::content_version`](crate::Game::content_version): the stable
/// hash of the content's JSON form without its text fields, as 16 hex
/// digits.
///
/// Rule systems hash their *parsed* content (catalogue, maps, missions),
/// so any edit that changes what a match plays with changes the version,
/// and old saves are then refused. Comments, layout, and corrections of
/// names, descriptions and credits (the fields in `TEXT_FIELDS`) leave
/// it alone, so a fixed typo does not strand every save.
///
/// # Panics
/// If `content` does not serialise to JSON (a map with non-string keys):
/// a bug in the rule system's content types, which its save tests catch.
pub fn content_hash<T: Serialize + ?Sized>(content: &T) -> String {
    let mut value = serde_json::to_value(content).expect("game content serialises to JSON");
    strip_text(&mut value);
    let text = value.to_string();
    format!("{:016x}", stable_hash(&text))
}

fn strip_text(value: &mut serde_json::Value) {
    match value {
        serde_json::Value::Object(map) => {
            map.retain(|key, _| !TEXT_FIELDS.contains(&key.as_str()));
            map.values_mut().for_each(strip_text);
        }
        serde_json::Value::Array(items) => items.iter_mut().for_each(strip_text),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pinned values: if these change, every stored replay hash breaks.
    #[test]
    fn pinned_values() {
        assert_eq!(stable_hash(&0u32), stable_hash(&0u32));
        assert_ne!(stable_hash(&1u32), stable_hash(&2u32));
        assert_eq!(stable_hash(&(1u8, 2u16, 3usize)), 5_564_160_850_290_830_108);
        assert_eq!(stable_hash(&vec![1u8, 2, 3]), 14_276_311_385_984_346_400);
    }

    #[test]
    fn content_hash_is_the_hash_of_the_json_text() {
        let content = (vec!["pistol", "axe"], 3u8);
        let version = content_hash(&content);
        assert_eq!(version.len(), 16);
        assert_eq!(version, format!("{:016x}", stable_hash(&String::from(r#"[["pistol","axe"],3]"#))));
        assert_ne!(version, content_hash(&(vec!["pistol"], 3u8)));
    }

    #[test]
    fn content_hash_ignores_names_and_descriptions() {
        let axe = serde_json::json!({"id": "axe", "name_ru": "Топор", "damage": 2, "source": "rulebook"});
        let renamed = serde_json::json!({"id": "axe", "name_ru": "Топорик", "damage": 2, "source": "horde"});
        let stronger = serde_json::json!({"id": "axe", "name_ru": "Топор", "damage": 3, "source": "rulebook"});
        assert_eq!(content_hash(&[&axe]), content_hash(&[&renamed]));
        assert_ne!(content_hash(&[&axe]), content_hash(&[&stronger]));
    }
}
