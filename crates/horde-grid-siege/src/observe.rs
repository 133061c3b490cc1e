//! Grid Siege as numbers for learning agents (docs/python.md, "Grid
//! Siege"): a seat's observation built from its view, and the action
//! space of the map.

use crate::content::{ZEffect, content};
use crate::rules::state::ZOMBIE_SEAT;
use crate::{Action, Edge, GridSiege, Pos, View};
use horde_core::{Game, Seat, Viewer};
use horde_rules::observe::{Writer, flag};
use horde_rules::{Observer, Slots};

pub(crate) static OBSERVER: GsObserver = GsObserver;

#[derive(Debug)]
pub(crate) struct GsObserver;

const GLOBALS: usize = 12;
const PER_HUMAN: usize = 11;
/// Board planes, each one number per square: my humans, the other
/// humans, zombies, things on the floor, barricades on the east and south
/// edge, destroyed walls on the east and south edge.
const PLANES: usize = 8;
/// The actions of a fresh corpse, the most a zombie has before cards
/// (GS-LIFE-4; others have 2, GS-ZMOVE-1).
const FRESH_CORPSE_ACTIONS: i32 = 4;

/// How far a zombie moves in one order, one square an action
/// (GS-ZMOVE-2): a fresh corpse's actions and the most one zombie card
/// adds (Lurch; one card a Zombie phase, GS-GAP-10).
fn zombie_reach() -> i32 {
    let lurch = content().zombie_cards.iter().filter_map(|c| match c.effect {
        ZEffect::Lurch(n) => Some(i32::from(n)),
        _ => None,
    });
    FRESH_CORPSE_ACTIONS + lurch.max().unwrap_or(0)
}

/// A zombie's move is numbered by its displacement inside a box of this
/// many squares a side.
fn reach_box() -> u32 {
    (2 * zombie_reach() + 1) as u32
}

fn squares() -> usize {
    let m = &content().map;
    usize::from(m.width) * usize::from(m.height)
}

/// The square's index on the board (row-major), or past the board.
fn sq(p: Pos) -> usize {
    usize::from(p.y) * usize::from(content().map.width) + usize::from(p.x)
}

fn edge(e: Edge) -> u32 {
    sq(e.pos) as u32 * 2 + u32::from(e.south)
}

impl Observer<GridSiege> for GsObserver {
    fn observation_len(&self, game: &GridSiege) -> usize {
        GLOBALS + game.view(Viewer::Spectator).humans.len() * PER_HUMAN + PLANES * squares()
    }

    fn observe(&self, view: &View, seat: Seat, _seats: usize, out: &mut [f32]) -> usize {
        let map = &content().map;
        let n = squares();
        let mut w = Writer::new(out);
        w.push(f32::from(view.round) / 10.0);
        w.push(flag(seat.0 == ZOMBIE_SEAT));
        w.push(flag(view.car_started));
        w.push(f32::from(view.zombie_hand_size));
        w.push(view.zombie_max as f32 / 10.0);
        w.push(view.zombies.len() as f32 / 10.0);
        w.push(view.search_deck_left.len() as f32 / 10.0);
        w.push(flag(view.outcome.is_some()));
        w.push(flag(view.outcome.as_ref().is_some_and(|o| o.0)));
        let turn = view.turn.as_ref();
        w.push(flag(turn.is_some_and(|t| view.humans.get(usize::from(t.human)).is_some_and(|h| h.seat == seat.0))));
        w.push(turn.map_or(0.0, |t| f32::from(t.actions)));
        w.push(turn.map_or(0.0, |t| f32::from(t.moved)));
        for h in &view.humans {
            w.push(flag(h.seat == seat.0));
            w.push(flag(h.alive));
            w.push(flag(h.dead));
            w.push(flag(h.risen));
            w.push(flag(h.placed));
            w.push(flag(h.in_car));
            w.push(f32::from(h.lives));
            w.push(h.things.len() as f32);
            w.push(flag(h.acted));
            w.push(f32::from(h.pos.x) / f32::from(map.width.max(1)));
            w.push(f32::from(h.pos.y) / f32::from(map.height.max(1)));
        }
        let base = w.written();
        w.seek(base + PLANES * n);
        let mut add = |plane: usize, at: usize, x: f32| {
            if at < n {
                let i = base + plane * n + at;
                w.set(i, x);
            }
        };
        for h in view.humans.iter().filter(|h| h.alive && h.placed && !h.in_car) {
            add(usize::from(h.seat != seat.0), sq(h.pos), 1.0);
        }
        let mut zombies = vec![0u8; n];
        for (p, ..) in &view.zombies {
            if let Some(c) = zombies.get_mut(sq(*p)) {
                *c += 1;
            }
        }
        for (i, c) in zombies.iter().enumerate().filter(|(_, c)| **c > 0) {
            add(2, i, f32::from(*c));
        }
        for (p, _) in &view.floor {
            add(3, sq(*p), 1.0);
        }
        for e in &view.barricades {
            add(4 + usize::from(e.south), sq(e.pos), 1.0);
        }
        for e in &view.destroyed_walls {
            add(6 + usize::from(e.south), sq(e.pos), 1.0);
        }
        w.finish()
    }

    fn action_slots(&self, _game: &GridSiege) -> Slots {
        let c = content();
        let n = squares() as u32;
        let (humans, slot, card) = (16, 16, 128);
        let chars = c.characters.len() as u32;
        let zcards = c.zombie_cards.len() as u32;
        Slots::new((0..=31).map(|tag| match tag {
            0 => (7, 1),
            1 => (chars, 1),
            2 => (zcards, 1),
            3 | 17 => (card, 1),
            4 | 7 | 13 | 18 | 24 => (n, 1),
            5 | 9 | 23 => (humans, 1),
            8 => (4, 1),
            10 => (slot * 2, n),
            14 | 15 => (slot, humans),
            16 => (slot, 1),
            19 | 20 => (slot, 2 * n),
            25 => (2 * n, 1),
            27 => (zcards, n),
            29 => (n, reach_box() * reach_box()),
            31 => (8, humans),
            _ => (1, 1),
        }))
    }

    fn action_fields(&self, _game: &GridSiege, action: Action) -> (u32, u32, u32) {
        let tag = action.encode() >> 24;
        let sq = |p: Pos| sq(p) as u32;
        let slot = |s: Option<u8>| s.map_or(15, |v| u32::from(v).min(14));
        let (a, b) = match action {
            Action::Die(v) | Action::Character(v) | Action::ZombieCard(v) | Action::SearchCard(v) => (v.into(), 0),
            Action::Activate(h) | Action::Carry(h) | Action::Sacrifice(h) | Action::Discard(h) => (h.into(), 0),
            Action::PickUp(t) => (t.into(), 0),
            Action::Place(p) | Action::Move(p) | Action::Push(p) | Action::Search(p) | Action::PlaceCarried(p) => {
                (sq(p), 0)
            }
            Action::BreakThrough(d) => (d.index(), 0),
            Action::Attack { slot: s, target, aimed } => (slot(s) * 2 + u32::from(aimed), sq(target)),
            Action::Heal { slot, target } => (slot.into(), target.into()),
            Action::Give { slot, to } => (slot.into(), to.into()),
            Action::Build { edge: e, slot: s } | Action::Dismantle { edge: e, slot: s } => (slot(s), edge(e)),
            Action::Demolish(e) => (edge(e), 0),
            // A card's target is a square (Lurch) or a human's index (Trip):
            // one kind per card, so both may share the square numbers.
            Action::PlayCard { card, target } => {
                let t = u32::from(target);
                (card.into(), if t < 64 { t } else { sq(Pos::from_code(t)) })
            }
            Action::ZMove { from, to } => {
                let reach = zombie_reach();
                let d = |a: u8, b: u8| (i32::from(b) - i32::from(a) + reach).clamp(0, 2 * reach) as u32;
                let inside = i32::from(from.dist(to)) <= reach;
                (sq(from), if inside { d(from.y, to.y) * reach_box() + d(from.x, to.x) } else { u32::MAX })
            }
            Action::CarAttack { door, human } => (door.into(), human.into()),
            _ => (0, 0),
        };
        (tag, a, b)
    }
}

#[cfg(test)]
mod tests {
    use horde_rules::RuleSystem;
    use horde_rules::observe::check_every_mission;

    /// Random games: observations fill their length and ignore hidden
    /// state (the Zombie Player's hand, GS-ZCARD), and every legal action
    /// has a slot of its own.
    #[test]
    fn every_mission_observes_and_numbers_its_actions() {
        if let Err(e) = check_every_mission::<crate::GridSiege>(&[*crate::GridSiege::seat_range().start()], 3, 400) {
            panic!("{e}");
        }
    }
}

/// The moves a zombie may be ordered, whatever its actions, have slots.
#[cfg(test)]
mod reach_tests {
    use super::*;

    /// A fresh corpse under Lurch (GS-LIFE-4, GS-GAP-10) walks 6 squares
    /// in one order; each such move has a slot of its own.
    #[test]
    fn a_fresh_corpse_under_lurch_moves_with_a_slot() {
        assert_eq!(zombie_reach(), 6);
        let game = <GridSiege as Game>::new(&crate::Setup::default()).expect("the default setup starts");
        let slots = OBSERVER.action_slots(&game);
        let from = Pos { x: 10, y: 10 };
        let mut seen = Vec::new();
        for (dx, dy) in [(6i16, 0i16), (-3, -3), (0, -6), (-1, 5), (2, 4), (-6, 0)] {
            let to = Pos { x: (10 + dx) as u8, y: (10 + dy) as u8 };
            let slot = slots.slot(OBSERVER.action_fields(&game, Action::ZMove { from, to }));
            assert!(slot.is_some(), "{from} to {to}");
            seen.push(slot);
        }
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), 6);
    }
}
