//! Names in a scenario file checked against the match: every unknown
//! zone, survivor, item, door or skill is reported at its place, with the
//! closest known names as help.

use super::format::Name;
use crate::content::ZombieKind;
use crate::rules::{NONE, RueMorgue, Slot};
use crate::skills::{self, Skill};
use horde_data::Validator;

pub struct Names<'a> {
    pub v: &'a mut Validator,
    pub game: &'a RueMorgue,
}

pub const KINDS: [&str; 5] = ["walker", "fatty", "runner", "crawler", "abomination"];

impl Names<'_> {
    pub fn zone(&mut self, n: &Name) -> Option<u8> {
        let map = self.game.statics().map();
        if let Some(z) = map.zone_by_id(n.get_ref()) {
            return Some(z);
        }
        self.v.check_ref(n, map.zones.iter().map(|z| z.id.as_str()), "zone");
        None
    }

    pub fn survivor(&mut self, n: &Name) -> Option<u8> {
        let st = self.game.statics();
        if let Some(i) = st.survivors.iter().position(|s| &s.id == n.get_ref()) {
            return Some(i as u8);
        }
        self.v.check_ref(n, st.survivors.iter().map(|s| s.id.as_str()), "survivor in this match");
        None
    }

    pub fn item(&mut self, n: &Name) -> Option<u8> {
        let eq = &self.game.statics().catalog.equipment;
        if let Some(i) = eq.iter().position(|e| &e.id == n.get_ref()) {
            return Some(i as u8);
        }
        self.v.check_ref(n, eq.iter().map(|e| e.id.as_str()), "equipment");
        None
    }

    pub fn kind(&mut self, n: &Name) -> Option<ZombieKind> {
        let word = n.get_ref().trim_end_matches('s');
        let word = if word == "fattie" { "fatty" } else { word };
        if let Some(i) = KINDS.iter().position(|k| *k == word) {
            return Some(ZombieKind::ALL[i]);
        }
        self.v.check_ref(n, KINDS, "zombie kind");
        None
    }

    pub fn skill(&mut self, n: &Name) -> Option<Skill> {
        if let Some((k, _)) = Skill::parse(n.get_ref()) {
            return Some(k);
        }
        self.v.check_ref(n, skills::NAMES, "skill");
        None
    }

    /// The item +1 Damage with [item] names among `skills` (RM-SKILL-17).
    pub fn damage_with(&mut self, skills: &[Name]) -> Option<u8> {
        let n =
            skills.iter().find(|n| matches!(Skill::parse(n.get_ref()), Some((Skill::PLUS_1_DAMAGE_WITH, Some(_)))))?;
        let (_, item) = n.get_ref().split_once(':')?;
        let eq = &self.game.statics().catalog.equipment;
        let found = eq.iter().position(|e| e.id == item).map(|i| i as u8);
        if found.is_none() {
            self.v.error_at(n, format!("+1 Damage with an unknown item {item:?}"));
        }
        found
    }

    /// A door as `"a/b"` (either order).
    pub fn door(&mut self, n: &Name) -> Option<u8> {
        let map = self.game.statics().map();
        let names: Vec<String> =
            map.doors.iter().map(|d| format!("{}/{}", map.zone(d.a).id, map.zone(d.b).id)).collect();
        if let Some((a, b)) = n.get_ref().split_once('/')
            && let (Some(za), Some(zb)) = (map.zone_by_id(a.trim()), map.zone_by_id(b.trim()))
            && let Some(d) = map.doors.iter().position(|d| (d.a, d.b) == (za, zb) || (d.a, d.b) == (zb, za))
        {
            return Some(d as u8);
        }
        self.v.check_ref(n, names.iter().map(String::as_str), "door");
        None
    }

    /// A slot's content: an item id, `"wound"`, `""`; `"id!"` is a fired
    /// weapon waiting for reload.
    pub fn slot(&mut self, n: &Name) -> Option<Slot> {
        match n.get_ref().as_str() {
            "" => Some(Slot::EMPTY),
            "wound" => Some(Slot::WOUND),
            s => {
                let (id, spent) = s.strip_suffix('!').map_or((s, false), |x| (x, true));
                // `*`: a bulletproof vest already flipped (RM-VS-9).
                let (id, flipped) = id.strip_suffix('*').map_or((id, false), |x| (x, true));
                let c = if id == s { self.item(n) } else { self.item(&Name::new(n.span(), id.to_owned())) }?;
                Some(Slot::card(c).with_spent(spent).with_flipped(flipped))
            }
        }
    }
}

/// The readable name of a slot's content, as scenario files write it.
pub fn slot_text(game: &RueMorgue, slot: Slot) -> String {
    if slot.is_wound() {
        return "wound".into();
    }
    match slot.item() {
        Some(c) => {
            let id = game.statics().catalog.equipment.get(c as usize).map_or("?", |e| e.id.as_str());
            let mark = if slot.spent() {
                "!"
            } else if slot.flipped() {
                "*"
            } else {
                ""
            };
            format!("{id}{mark}")
        }
        None => String::new(),
    }
}

pub fn survivor_id(game: &RueMorgue, s: u8) -> String {
    if s == NONE {
        return String::new();
    }
    game.statics().survivors.get(s as usize).map_or_else(|| format!("#{s}"), |x| x.id.clone())
}

pub fn zone_id(game: &RueMorgue, z: u8) -> String {
    game.statics().map().zones.get(z as usize).map_or_else(|| format!("#{z}"), |x| x.id.clone())
}

pub fn item_id(game: &RueMorgue, c: u8) -> String {
    game.statics().catalog.equipment.get(c as usize).map_or_else(|| format!("#{c}"), |x| x.id.clone())
}

pub fn door_id(game: &RueMorgue, d: u8) -> String {
    let map = game.statics().map();
    map.doors.get(d as usize).map_or_else(|| format!("#{d}"), |x| format!("{}/{}", map.zone(x.a).id, map.zone(x.b).id))
}

pub fn level_name(level: u8) -> &'static str {
    ["blue", "yellow", "orange", "red"].get(level as usize).copied().unwrap_or("red")
}
