//! All Things Zombie as numbers for learning agents (docs/python.md, "All
//! Things Zombie"): a seat's observation built from its view, and the
//! action space of a scenario.

use crate::content::content;
use crate::content::map::Map;
use crate::{Action, Atz, Side, View};
use horde_core::{Game, Seat, Viewer};
use horde_rules::observe::{Writer, flag};
use horde_rules::{Observer, Slots};

pub(crate) static OBSERVER: AtzObserver = AtzObserver;

#[derive(Debug)]
pub(crate) struct AtzObserver;

const GLOBALS: usize = 12;
/// Characters beyond this many (found survivors, ATZ-SURV-1) are left out
/// of the per-character block; the board planes still show them.
pub(crate) const MAX_CHARACTERS: usize = 12;
const PER_CHARACTER: usize = 14;
/// Board planes, one number per hex: my characters, the other band and
/// allied characters, enemies, zombies, gear on the ground, cover.
const PLANES: usize = 6;

fn map_of(scenario: &str) -> Option<&'static Map> {
    let c = content();
    c.scenarios.iter().find(|s| s.id == scenario).and_then(|s| c.maps.get(s.map))
}

fn hexes(view: &View) -> usize {
    map_of(&view.scenario).map_or(0, |m| m.terrain.len())
}

impl Observer<Atz> for AtzObserver {
    fn observation_len(&self, game: &Atz) -> usize {
        GLOBALS + MAX_CHARACTERS * PER_CHARACTER + PLANES * hexes(&game.view(Viewer::Spectator))
    }

    fn observe(&self, view: &View, seat: Seat, seats: usize, out: &mut [f32]) -> usize {
        // ATZ seats play the band's characters in turn (`Atz::seat_of`).
        let mine = |c: usize| c % seats.max(1) == usize::from(seat.0);
        let mut w = Writer::new(out);
        w.push(f32::from(view.turn) / f32::from(view.turns.max(1)));
        w.push(f32::from(view.turn) / 20.0);
        w.push(flag(view.initiative.is_some()));
        w.push(view.initiative.map_or(0.0, |(c, _)| f32::from(c) / 6.0));
        w.push(view.initiative.map_or(0.0, |(_, z)| f32::from(z) / 6.0));
        w.push(flag(view.acting.is_some_and(|c| mine(usize::from(c)))));
        w.push(view.mp_left.map_or(0.0, f32::from));
        w.push(flag(view.ended.is_some()));
        w.push(flag(view.exit_east));
        w.push(view.cup.iter().map(|&n| f32::from(n)).sum::<f32>() / 20.0);
        w.push(view.deck.iter().map(|&n| f32::from(n)).sum::<f32>() / 20.0);
        w.push(view.zombies.len() as f32 / 10.0);
        for i in 0..MAX_CHARACTERS {
            let Some(c) = view.characters.get(i) else {
                w.seek(w.written() + PER_CHARACTER);
                continue;
            };
            w.push(1.0);
            w.push(flag(c.side == Side::Band && mine(i)));
            w.push(flag(c.alive));
            w.push(flag(c.exited));
            w.push(flag(c.side == Side::Band));
            w.push(flag(c.side == Side::Ally));
            w.push(flag(c.side == Side::Enemy));
            w.push(f32::from(c.rep));
            w.push(f32::from(c.mp));
            w.push(f32::from(c.melee));
            w.push(f32::from(c.wounds));
            w.push(flag(c.loaded));
            w.push(flag(c.active));
            w.push(flag(c.done));
        }
        let n = hexes(view);
        let base = w.written();
        w.seek(base + PLANES * n);
        if let Some(map) = map_of(&view.scenario) {
            let mut add = |plane: usize, at: Option<usize>, x: f32| {
                if let Some(at) = at.filter(|&a| a < n) {
                    w.set(base + plane * n + at, x);
                }
            };
            for (i, c) in view.characters.iter().enumerate().filter(|(_, c)| c.alive && !c.exited) {
                let plane = match c.side {
                    Side::Band if mine(i) => 0,
                    Side::Band | Side::Ally => 1,
                    Side::Enemy => 2,
                };
                add(plane, map.index(c.hex), 1.0);
            }
            let mut zombies = vec![0u16; n];
            for z in &view.zombies {
                if let Some(c) = map.index(z.hex).and_then(|i| zombies.get_mut(i)) {
                    *c += 1;
                }
            }
            for (i, c) in zombies.iter().enumerate().filter(|(_, c)| **c > 0) {
                add(3, Some(i), f32::from(*c));
            }
            for (h, _) in &view.ground {
                add(4, map.index(*h), 1.0);
            }
            for (i, t) in map.terrain.iter().enumerate() {
                add(5, Some(i), flag(t.is_cover()));
            }
        }
        w.finish()
    }

    fn action_slots(&self, game: &Atz) -> Slots {
        let hexes = hexes(&game.view(Viewer::Spectator)) as u32;
        // Field bounds of each tag of `Action::encode`: a byte where the
        // field is one, zombie numbers below 1024, hexes the map's, gear
        // (a weapon or an item, 0x100 | item) below 512.
        Slots::new((0..=42).map(|tag| match tag {
            1 => (7, 1),
            8 | 11..=13 | 17 | 18 | 21 | 22 | 24..=26 | 33 | 41 => (1, 1),
            10 | 16 | 35 => (1024, 1),
            15 => (3, 1),
            29 | 30 | 32 => (512, 1),
            37 | 39 => (hexes, 1),
            _ => (256, 1),
        }))
    }

    fn action_fields(&self, _game: &Atz, action: Action) -> (u32, u32, u32) {
        let n = action.encode();
        (n >> 16, n & 0xffff, 0)
    }
}

#[cfg(test)]
mod tests {
    use horde_rules::RuleSystem;
    use horde_rules::observe::check_every_mission;

    /// Random games of every scenario, solo and with two seats:
    /// observations fill their length, and every legal action has a slot
    /// of its own.
    #[test]
    fn every_scenario_observes_and_numbers_its_actions() {
        if let Err(e) = check_every_mission::<crate::Atz>(&crate::Atz::seat_range().collect::<Vec<_>>(), 2, 400) {
            panic!("{e}");
        }
    }
}
