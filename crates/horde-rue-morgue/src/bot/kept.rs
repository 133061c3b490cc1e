//! What the survivors' policy keeps between decisions, so that a decision
//! pays only for what its state changed: the facts of one match's statics
//! (card values, spawn zones, neighbours, the links zombies come in by)
//! and the distance maps to the team's goals. Each is a pure function of
//! the statics or of a few fields of the state, so keeping them changes no
//! score; the state stays a plain value (a cache inside it would be cloned
//! with every search node).

use super::card_value;
use crate::map::{LinkKind, MAX_ZONES};
use crate::mission::Color;
use crate::rules::{RueMorgue, Static};
use std::sync::{Arc, Weak};

/// Facts of one match's statics. The weak reference names the statics: it
/// keeps their allocation from being reused by other statics, so an
/// address match is an identity match.
#[derive(Clone, Debug, Default)]
pub(super) struct Statics {
    statics: Weak<Static>,
    /// `card_value` of every equipment card: one is read for every discard
    /// (RM-INV-4), swap, trade and wound discard of every decision.
    pub card_values: Vec<f64>,
    /// Every equipment card that opens doors, noisily or not.
    pub opens_doors: Vec<bool>,
    /// Zombie kinds in ranged targeting priority order (RM-PRIO-1).
    pub ranged_order: [usize; 5],
    /// Spawn zones that spawn whatever the state: an indicator or red.
    pub spawn_always: u64,
    /// Coloured spawn zones that spawn once woken up (RM-SPAWN-12).
    pub spawn_when_woken: u64,
    pub objectives: u64,
    pub exits: u64,
    /// Per zone, every zone sharing an edge with it.
    pub neighbours: Vec<u64>,
    /// Per zone, in the order of its links, the zones from which a zombie
    /// may step in while the link's kind lets it through, with the kind of
    /// the link from there (what `Map::walkable` checks, wrecks left out).
    pub inbound: Vec<Vec<(u8, LinkKind)>>,
}

impl Statics {
    /// Makes these the facts of `game`'s statics, worked out again only
    /// when they are another match's: then returns true.
    pub fn refresh(&mut self, game: &RueMorgue) -> bool {
        if std::ptr::eq(self.statics.as_ptr(), Arc::as_ptr(&game.st)) {
            return false;
        }
        self.statics = Arc::downgrade(&game.st);
        self.refill(&game.st);
        true
    }

    fn refill(&mut self, st: &Static) {
        let cards = 0..st.catalog.equipment.len() as u8;
        self.card_values.clear();
        self.card_values.extend(cards.clone().map(|card| card_value(st, card)));
        self.opens_doors.clear();
        self.opens_doors.extend(cards.map(|card| st.eq(card).opens_doors.is_some()));
        self.ranged_order = [0, 1, 2, 3, 4];
        self.ranged_order.sort_by_key(|&k| st.kinds[k].priority);
        let map = st.map();
        let zones = &map.zones[..map.zone_count().min(MAX_ZONES)];
        (self.spawn_always, self.spawn_when_woken, self.objectives, self.exits) = (0, 0, 0, 0);
        for (i, z) in zones.iter().enumerate() {
            let bit = 1u64 << i;
            let spawn_zone = !z.wreck && (z.indicators != 0 || z.spawn_color.is_some());
            if spawn_zone && (z.indicators != 0 || z.spawn_color == Some(Color::Red)) {
                self.spawn_always |= bit;
            } else if spawn_zone {
                self.spawn_when_woken |= bit;
            }
            if z.objective.is_some() {
                self.objectives |= bit;
            }
            if z.exit {
                self.exits |= bit;
            }
        }
        self.neighbours.clear();
        self.neighbours
            .extend(zones.iter().enumerate().map(|(i, _)| map.links[i].iter().fold(0u64, |m, l| m | 1 << l.to)));
        self.inbound.resize_with(zones.len(), Vec::new);
        for (z, inbound) in self.inbound.iter_mut().enumerate() {
            inbound.clear();
            if zones[z].wreck {
                continue;
            }
            inbound.extend(map.links[z].iter().filter(|l| !map.zones[l.to as usize].wreck).filter_map(|l| {
                let back = map.link(l.to, z as u8)?;
                Some((l.to, back))
            }));
        }
    }
}

/// How many goal keys are kept. A rollout replays the doors and objectives
/// of one game dozens of times from the same root, walking through a few
/// keys each time; one kept key was rebuilt at every return to the root.
const GOAL_KEYS: usize = 16;

/// Distance maps to each untaken objective (or to the exits once they are
/// all taken), per set of open doors, objectives taken and whether the team
/// can open doors, for one match's statics (emptied by the caller when
/// those change).
#[derive(Clone, Debug, Default)]
pub(super) struct Goals {
    entries: Vec<GoalEntry>,
    /// The entry replaced next when a new key needs room.
    next: usize,
}

/// (open doors, objectives taken, the team can open doors)
pub(super) type GoalKey = (u64, u64, bool);

#[derive(Clone, Debug)]
struct GoalEntry {
    key: GoalKey,
    maps: Vec<(u8, [u8; MAX_ZONES])>,
}

impl Goals {
    pub fn clear(&mut self) {
        self.entries.clear();
        self.next = 0;
    }

    /// The maps for `key`, filled by `fill` when the key is not kept.
    /// Replaced entries lend their vectors to the new key, so a warm cache
    /// allocates nothing.
    pub fn maps(
        &mut self,
        key: GoalKey,
        fill: impl FnOnce(&mut Vec<(u8, [u8; MAX_ZONES])>),
    ) -> &[(u8, [u8; MAX_ZONES])] {
        let i = match self.entries.iter().position(|e| e.key == key) {
            Some(i) => i,
            None => {
                let i = if self.entries.len() < GOAL_KEYS {
                    self.entries.push(GoalEntry { key, maps: Vec::new() });
                    self.entries.len() - 1
                } else {
                    let i = self.next;
                    self.next = (self.next + 1) % GOAL_KEYS;
                    i
                };
                let e = &mut self.entries[i];
                e.key = key;
                e.maps.clear();
                fill(&mut e.maps);
                i
            }
        };
        &self.entries[i].maps
    }
}
