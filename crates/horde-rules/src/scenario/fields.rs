//! The keys a derived `Deserialize` struct reads, asked of the type
//! itself: the runner splits each table of a file between its owners
//! (the shared envelope and the rule system) by these lists, so neither
//! spells the other's keys.

use serde::de::{self, Deserialize, Deserializer, Visitor};
use std::fmt;

/// The field names (as written in files, renames applied) of a struct
/// deriving `Deserialize`; empty for any other type.
pub fn of<T: for<'de> Deserialize<'de>>() -> &'static [&'static str] {
    let mut found = None;
    let _ = T::deserialize(Probe(&mut found));
    found.unwrap_or(&[])
}

struct Probe<'a>(&'a mut Option<&'static [&'static str]>);

/// Ends the probe: nothing is ever deserialized.
#[derive(Debug)]
struct Stop;

impl fmt::Display for Stop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("field probe")
    }
}

impl std::error::Error for Stop {}

impl de::Error for Stop {
    fn custom<T: fmt::Display>(_: T) -> Self {
        Stop
    }
}

impl<'de> Deserializer<'de> for Probe<'_> {
    type Error = Stop;

    fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Stop> {
        Err(Stop)
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        fields: &'static [&'static str],
        _: V,
    ) -> Result<V::Value, Stop> {
        *self.0 = Some(fields);
        Err(Stop)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf option unit
        unit_struct newtype_struct seq tuple tuple_struct map enum identifier ignored_any
    }
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;

    #[derive(Deserialize)]
    #[allow(dead_code)]
    struct S {
        a: u8,
        #[serde(rename = "move")]
        move_to: Option<String>,
    }

    #[test]
    fn a_struct_names_its_keys_and_other_types_none() {
        assert_eq!(super::of::<S>(), ["a", "move"]);
        assert!(super::of::<u8>().is_empty());
    }
}
