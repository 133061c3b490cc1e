//! Events and state as JSON with names instead of indices.

use super::names::{door_id, item_id, level_name, survivor_id, zone_id};
use crate::rules::{Event, RueMorgue};
use crate::skills::Skill;
use serde_json::{Map, Value};

/// An event as JSON, every index replaced by the id a scenario file uses.
pub fn event(g: &RueMorgue, e: &Event) -> Value {
    let Ok(Value::Object(fields)) = serde_json::to_value(e) else { return Value::Null };
    let mut out = Map::new();
    for (k, v) in fields {
        let n = v.as_u64().and_then(|n| u8::try_from(n).ok());
        let named = match (k.as_str(), n) {
            ("survivor" | "by" | "target", Some(n)) => Value::String(survivor_id(g, n)),
            ("zone" | "from" | "to", Some(n)) => Value::String(zone_id(g, n)),
            ("card" | "discarded" | "result", Some(n)) if !matches!(e, Event::ZombieCard { .. }) => {
                Value::String(item_id(g, n))
            }
            ("door", Some(n)) => Value::String(door_id(g, n)),
            ("skill", Some(n)) => Value::String(Skill(n).name().to_owned()),
            ("level", Some(n)) => Value::String(level_name(n).to_owned()),
            ("tile", Some(n)) => {
                Value::String(g.statics().map().tile_names.get(n as usize).cloned().unwrap_or_else(|| n.to_string()))
            }
            ("slot", Some(n)) => Value::String(slot_name(n).to_owned()),
            ("source", _) => match v {
                Value::Object(m) => match m.get("survivor").and_then(Value::as_u64) {
                    Some(s) => Value::String(format!("survivor {}", survivor_id(g, s as u8))),
                    None => Value::Object(m),
                },
                other => other,
            },
            _ => v,
        };
        out.insert(k, named);
    }
    Value::Object(out)
}

pub fn slot_name(i: u8) -> &'static str {
    ["left", "right", "reserve1", "reserve2", "reserve3", "reserve4"].get(i as usize).copied().unwrap_or("?")
}
