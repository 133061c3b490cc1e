//! What a mission adds to the common setup (RM-SETUP-3, RM-SETUP-6): cards
//! left in the box, cards given to every team, zombies on the board before
//! the first turn, and the bulletproof vests of competitive play (RM-VS-7).
//! All of it is fixed by the mission and the seats, so none of it is a
//! chance decision.

use super::RueMorgue;
use super::event::Event;
use super::state::Slot;
use crate::content::{Catalog, ItemTag, SetupRole, ZombieKind};
use crate::mission::{MissionDef, Mode};
use horde_core::SetupError;

/// Where a dealt vest goes: the reserve first (it works from there,
/// RM-VS-8), Hoard's slot included, then the right hand.
const VEST_SLOTS: [usize; 5] = [2, 3, 4, 5, 1];

/// The box holds six vests (RM-PARTS-8); the catalog may say otherwise.
fn vest_card(catalog: &Catalog) -> Option<(u8, u8)> {
    catalog
        .equipment
        .iter()
        .position(|e| e.tags.contains(&ItemTag::Vest))
        .map(|i| (i as u8, catalog.equipment[i].count))
}

fn card_index(catalog: &Catalog, id: &str) -> Result<u8, SetupError> {
    catalog
        .equipment
        .iter()
        .position(|e| e.id == id)
        .map(|i| i as u8)
        .ok_or_else(|| SetupError(format!("the mission names equipment {id:?}, which the catalog lacks")))
}

/// The mission's `[equipment] remove` list as a mask of catalog indices,
/// after checking its `give` list: starting cards are dealt (RM-SETUP-6),
/// never given.
pub fn removed_cards(def: &MissionDef, catalog: &Catalog) -> Result<u64, SetupError> {
    for id in &def.equipment.give {
        if catalog.equipment[card_index(catalog, id)? as usize].setup == SetupRole::Starting {
            return Err(SetupError(format!(
                "RM-SETUP-6: {id:?} is starting equipment, dealt at setup; it cannot be given"
            )));
        }
    }
    def.equipment.remove.iter().try_fold(0u64, |m, id| Ok(m | 1 << card_index(catalog, id)?))
}

/// Vests dealt to each of `teams` teams: the mission's number, never more
/// than an equal share of the box; the extras stay in the box (RM-VS-7).
pub fn vests_per_team(def: &MissionDef, in_box: u8, teams: u8) -> u8 {
    let share = in_box / teams.max(1);
    def.competitive.as_ref().and_then(|c| c.vests_per_team).map_or(share, |n| n.min(share))
}

impl RueMorgue {
    /// Teams in ascending order of their number, each with its survivors
    /// in setup order.
    pub(crate) fn teams(&self) -> Vec<(u8, Vec<u8>)> {
        let mut out: Vec<(u8, Vec<u8>)> = Vec::new();
        let mut numbers: Vec<u8> = self.st.team_of_seat.clone();
        numbers.sort_unstable();
        numbers.dedup();
        for t in numbers {
            let members = (0..self.s.n_surv).filter(|&i| self.team_of(i) == t).collect();
            out.push((t, members));
        }
        out
    }

    pub(crate) fn team_of(&self, surv: u8) -> u8 {
        self.st.team_of_seat[self.owner(surv) as usize]
    }

    /// Applies the mission's setup and returns the zombie kinds whose
    /// miniatures ran out while placing them (bit = kind index).
    pub(crate) fn mission_setup(&mut self, ev: &mut Vec<Event>) -> u8 {
        self.remove_cards();
        let ran_out = self.place_start_zombies(ev);
        self.give_cards(ev);
        if self.st.mission.def.mode == Mode::Competitive {
            self.deal_vests(ev);
        }
        ran_out
    }

    fn remove_cards(&mut self) {
        let removed = self.st.removed_cards;
        for c in crate::map::iter_mask(removed) {
            if let Some(n) = self.s.eq_deck.get_mut(c as usize) {
                *n = 0;
            }
            if c == self.st.specials.molotov {
                self.s.molotovs = 0;
            }
        }
    }

    /// Places exactly the listed miniatures: a fatty at setup comes alone
    /// (its two walkers are a spawn rule, RM-SPAWN-8), but the supply limits
    /// hold, and a missing Abomination becomes a fatty and two walkers
    /// (RM-OUT-1, RM-ABOM-2).
    fn place_start_zombies(&mut self, ev: &mut Vec<Event>) -> u8 {
        let placements = self.st.mission.def.start_zombies.clone();
        let mut ran_out = 0u8;
        for p in placements {
            let Some(zone) = self.st.map().zone_by_id(&p.zone) else { continue };
            let mut put = |g: &mut Self, k: ZombieKind, n: u8, ev: &mut Vec<Event>| {
                let placed = n.min(g.supply_left(k));
                if placed > 0 {
                    g.s.zombies[zone as usize][k.index()] += placed;
                    ev.push(Event::ZombiesSpawned { zone, kind: k, count: placed });
                }
                if placed < n {
                    ev.push(Event::RanOut { kind: k });
                    ran_out |= 1 << k.index();
                }
                placed
            };
            let placed = put(self, p.kind, p.count, ev);
            if p.kind == ZombieKind::Abomination {
                for _ in placed..p.count {
                    ev.push(Event::AbominationSubstituted { zone });
                    put(self, ZombieKind::Fatty, 1, ev);
                    put(self, ZombieKind::Walker, 2, ev);
                }
                // The Abomination's own shortage is covered by the
                // substitutes: no extra activation for it (RM-OUT-4).
                ran_out &= !(1 << ZombieKind::Abomination.index());
            }
        }
        ran_out
    }

    /// One copy of each `give` card per team, from the deck or the
    /// set-aside cards, while copies last.
    fn give_cards(&mut self, ev: &mut Vec<Event>) {
        let give = self.st.mission.def.equipment.give.clone();
        let teams = self.teams();
        for id in give {
            let Some(c) = self.st.catalog.equipment.iter().position(|e| e.id == id).map(|i| i as u8) else { continue };
            for (_, members) in &teams {
                if !self.take_from_box(c) {
                    break;
                }
                if !self.hand_to_team(members, c, ev) {
                    // Nobody has a free slot: the copy goes back.
                    self.return_to_box(c);
                }
            }
        }
    }

    fn take_from_box(&mut self, c: u8) -> bool {
        let def = self.st.eq(c);
        if c == self.st.specials.molotov {
            if self.s.molotovs == 0 {
                return false;
            }
            self.s.molotovs -= 1;
            return true;
        }
        match def.setup {
            SetupRole::Deck => {
                let n = &mut self.s.eq_deck[c as usize];
                if *n == 0 {
                    return false;
                }
                *n -= 1;
                true
            }
            // Set-aside cards: copies not yet in anyone's hands.
            _ => self.copies_in_play(c) < def.count,
        }
    }

    fn return_to_box(&mut self, c: u8) {
        if c == self.st.specials.molotov {
            self.s.molotovs += 1;
        } else if self.st.eq(c).setup == SetupRole::Deck {
            self.s.eq_deck[c as usize] += 1;
        }
    }

    fn copies_in_play(&self, c: u8) -> u8 {
        let held = self.s.survivors[..self.n_surv()].iter().flat_map(|s| s.items()).filter(|&(_, x)| x == c).count();
        held as u8
    }

    /// The card goes to the first member with a free slot, never the first
    /// hand (the starting weapon's place, RM-SETUP-6): the second hand, then
    /// the reserve. The team may pass it on by trading (RM-TRADE-2).
    fn hand_to_team(&mut self, members: &[u8], c: u8, ev: &mut Vec<Event>) -> bool {
        for &m in members {
            if self.put_in_free_slot(m, c, &[1, 2, 3, 4]) {
                ev.push(Event::StartingEquipment { survivor: m, card: c });
                return true;
            }
        }
        false
    }

    fn put_in_free_slot(&mut self, surv: u8, c: u8, order: &[usize]) -> bool {
        let sv = &mut self.s.survivors[surv as usize];
        let n = sv.slot_count();
        match order.iter().copied().find(|&i| i < n && sv.slots[i].is_empty()) {
            Some(i) => {
                sv.slots[i] = Slot::card(c);
                true
            }
            None => false,
        }
    }

    /// RM-VS-7: an equal number of vests per team, dealt round the team's
    /// survivors in setup order; a vest works from the reserve (RM-VS-8),
    /// so it goes there first.
    fn deal_vests(&mut self, ev: &mut Vec<Event>) {
        let Some((vest, in_box)) = vest_card(&self.st.catalog) else { return };
        let teams = self.teams();
        let per_team = vests_per_team(&self.st.mission.def, in_box, teams.len() as u8);
        for (_, members) in &teams {
            if members.is_empty() {
                continue;
            }
            for k in 0..per_team as usize {
                // Round the team; a survivor with a full inventory is skipped.
                let fits = (0..members.len()).map(|j| members[(k + j) % members.len()]).find(|&m| {
                    let sv = &self.s.survivors[m as usize];
                    VEST_SLOTS.iter().any(|&i| i < sv.slot_count() && sv.slots[i].is_empty())
                });
                let Some(m) = fits else { break };
                self.put_in_free_slot(m, vest, &VEST_SLOTS);
                ev.push(Event::StartingEquipment { survivor: m, card: vest });
            }
        }
    }
}
