//! Rue Morgue as numbers for learning agents (docs/python.md, "Rue
//! Morgue"): a seat's observation built from its view, and the action
//! space of a mission.

use crate::{Action, RueMorgue, View};
use horde_core::{Decision, Game, Seat, Viewer};
use horde_rules::observe::{Writer, flag};
use horde_rules::{Observer, Slots};

pub(crate) static OBSERVER: RmObserver = RmObserver;

#[derive(Debug)]
pub(crate) struct RmObserver;

const GLOBALS: usize = 18;
const PER_ZONE: usize = 10;
/// Per survivor, before its zone (one-hot over the zones).
const PER_SURVIVOR: usize = 11;
const PHASES: [&str; 4] = ["setup", "players", "zombies", "over"];
const DANGER: [&str; 4] = ["blue", "yellow", "orange", "red"];

fn sizes(view: &View) -> (usize, usize, usize) {
    (view.zones.len(), view.doors.len(), view.survivors.len())
}

fn layout_len((zones, doors, survivors): (usize, usize, usize)) -> usize {
    GLOBALS + zones * PER_ZONE + doors + survivors * (PER_SURVIVOR + zones) + zones
}

impl Observer<RueMorgue> for RmObserver {
    fn observation_len(&self, game: &RueMorgue) -> usize {
        layout_len(sizes(&game.view(Viewer::Spectator)))
    }

    fn observe(&self, view: &View, seat: Seat, _seats: usize, out: &mut [f32]) -> usize {
        let zone_of = |id: &str| view.zones.iter().position(|z| z.id == id);
        let mut w = Writer::new(out);
        w.push(f32::from(view.turn) / 20.0);
        w.one_hot(PHASES.len(), PHASES.iter().position(|p| *p == view.phase));
        w.one_hot(
            4,
            Some(match view.decision {
                Decision::Seat(s) if s == seat => 0,
                Decision::Seat(_) => 1,
                Decision::Chance => 2,
                Decision::Terminal => 3,
            }),
        );
        w.one_hot(DANGER.len(), DANGER.iter().position(|d| *d == view.danger));
        w.push(view.equipment_deck as f32 / 20.0);
        w.push(view.zombie_deck as f32 / 20.0);
        w.push(f32::from(view.molotovs_available));
        w.push(flag(view.helicopter.is_some()));
        w.push(flag(view.helicopter.as_ref().is_some_and(|h| h.flying)));
        for z in &view.zones {
            w.block(5, |k| f32::from(z.zombies[k]));
            w.push(f32::from(z.noise));
            w.push(flag(z.objective.is_some()));
            w.push(flag(matches!(z.tent, Some(None))));
            w.push(flag(matches!(z.tent, Some(Some(_)))));
            w.push(flag(z.spawn_active));
        }
        for d in &view.doors {
            w.push(flag(d.open));
        }
        for s in &view.survivors {
            w.push(flag(s.seat == seat.0));
            w.push(flag(s.alive));
            w.push(f32::from(s.xp) / 10.0);
            w.push(f32::from(s.level));
            w.push(f32::from(s.wounds));
            w.push(f32::from(s.actions_left));
            w.push(flag(s.activated));
            w.push(flag(s.searched));
            w.push(flag(s.helicopter_seat.is_some()));
            w.push(flag(s.rotten));
            w.push(s.inventory.iter().filter(|x| !x.is_empty() && x.as_str() != "wound").count() as f32);
            w.one_hot(view.zones.len(), zone_of(&s.zone));
        }
        w.one_hot(view.zones.len(), view.helicopter.as_ref().and_then(|h| zone_of(&h.zone)));
        w.finish()
    }

    fn action_slots(&self, game: &RueMorgue) -> Slots {
        let (zones, doors, _) = sizes(&game.view(Viewer::Spectator));
        let zones = zones as u32;
        let doors = doors as u32;
        // Bounds of the fields of each tag of `Action::encode`: hands and
        // inventory slots below 8, survivors below 16 (the engine's
        // arrays), card and skill numbers below 128, zones and doors the
        // mission's.
        let (hand, slot, surv, card) = (8, 8, 16, 128);
        let target = zones.max(doors).max(surv);
        Slots::new((0..=58).map(|tag| match tag {
            1 => (7, 1),
            2..=4 => (card, 1),
            5 => (16, 1),
            10 | 15 | 52 | 54 | 58 => (surv, 1),
            11 | 26 | 56 => (zones, 1),
            12 | 14 | 18..=20 | 22 | 24 | 25 | 27..=29 | 45 | 51 => (1, 1),
            13 => (doors, hand),
            16 => (hand, 1),
            17 => (hand, zones),
            21 | 23 => (8, 1),
            30 => (surv, slot),
            31 | 40..=42 => (slot, slot),
            32 => (card, target),
            33 => (32, zones),
            43 | 50 | 55 | 57 => (slot, 1),
            44 => (32, 1),
            53 => (5, 1),
            _ => (0, 0),
        }))
    }

    fn action_fields(&self, _game: &RueMorgue, action: Action) -> (u32, u32, u32) {
        let n = action.encode();
        (n >> 24, (n >> 16) & 0xff, (n >> 8) & 0xff)
    }
}

#[cfg(test)]
mod tests {
    use horde_rules::RuleSystem;
    use horde_rules::observe::check_every_mission;

    /// Random games of every mission: observations fill their length and
    /// ignore hidden state (the equipment and zombie decks, RM-SETUP-6),
    /// and every legal action has a slot of its own.
    #[test]
    fn every_mission_observes_and_numbers_its_actions() {
        if let Err(e) = check_every_mission::<crate::RueMorgue>(&[*crate::RueMorgue::seat_range().start()], 3, 400) {
            panic!("{e}");
        }
    }
}
