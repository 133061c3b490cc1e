//! All Things Zombie's events told in the reader's language (the rule
//! crate's narration) and applied to the scene, so that a zombies' phase
//! or a firefight plays one step at a time, each on its hex.

use super::scene::Scene;
use crate::game_ui::{Pace, Shown, Target, Tone};
use crate::i18n::Tr;
use horde_all_things_zombie::{Event, Shot, ZombieView};
use horde_board::Hex;
use horde_rules::RuleSystem;

pub fn play(sc: &mut Scene, e: &Event, tr: &Tr) -> Shown {
    use Pace::{Follow, Log, Pause};
    use Tone::{Bad, Good, Plain, Turn, Zombie};
    let text = sc.game.narrate(e, sc.viewer, tr.lang()).unwrap_or_default();
    let map = sc.map();
    let at = |h: Hex| map.index(h).map(|i| i as Target);
    let v = &mut sc.view;
    let hex_of = |v: &horde_all_things_zombie::View, c: u8| v.characters.get(usize::from(c)).map(|c| c.hex);
    let (pace, tone, focus) = match e {
        Event::Initiative { turn, characters, zombies } => {
            v.turn = *turn;
            v.initiative = Some((*characters, *zombies));
            (Pause, Turn, None)
        }
        Event::Activation { active } => {
            for (c, a) in v.characters.iter_mut().zip(active) {
                c.active = *a;
                c.done = false;
            }
            (Log, Turn, None)
        }
        Event::TurnOf { c } => {
            v.acting = Some(*c);
            (Follow, Turn, hex_of(v, *c).and_then(at))
        }
        Event::Moved { c, to, .. }
        | Event::EnteredMap { c, to }
        | Event::SteppedBack { c, to }
        | Event::DuckedBack { c, to }
        | Event::Runaway { c, to, .. } => {
            if let Some(ch) = v.characters.get_mut(usize::from(*c)) {
                ch.hex = *to;
                ch.waiting = false;
            }
            let pace = if matches!(e, Event::Moved { .. } | Event::EnteredMap { .. }) { Follow } else { Pause };
            (pace, Plain, at(*to))
        }
        Event::Tested { c, .. } => {
            sc.last_test = Some(text.clone());
            (Pause, Plain, hex_of(&sc.view, *c).and_then(at))
        }
        Event::Wounded { c, wounds } => {
            if let Some(ch) = v.characters.get_mut(usize::from(*c)) {
                ch.wounds = *wounds;
            }
            (Pause, Bad, hex_of(v, *c).and_then(at))
        }
        Event::Died { c } => {
            if let Some(ch) = v.characters.get_mut(usize::from(*c)) {
                ch.alive = false;
            }
            (Pause, Bad, hex_of(v, *c).and_then(at))
        }
        Event::Exited { c } => {
            if let Some(ch) = v.characters.get_mut(usize::from(*c)) {
                ch.exited = true;
            }
            (Follow, Good, None)
        }
        Event::ZombieMoved { z, to, .. } => {
            if let Some(zv) = v.zombies.iter_mut().find(|x| x.id == *z) {
                zv.hex = *to;
            }
            (Pause, Zombie, at(*to))
        }
        Event::ZombieAppeared { z, hex } => {
            // The counter's values come with the next view; the board
            // shows the zombie now.
            v.zombies.push(ZombieView { id: *z, hex: *hex, rep: 0, direction: 0 });
            (Pause, Zombie, at(*hex))
        }
        Event::ZombieKilled { z } | Event::ZombieCured { z } => {
            let hex = v.zombies.iter().find(|x| x.id == *z).map(|x| x.hex);
            v.zombies.retain(|x| x.id != *z);
            (Pause, Good, hex.and_then(at))
        }
        Event::ShotMarker { hex, dice } => {
            v.shots.push(Shot { hex: *hex, dice: *dice });
            (Log, Zombie, at(*hex))
        }
        Event::GenerationRoll { hex, .. } => (Pause, Zombie, at(*hex)),
        Event::EnteredBuilding { c, building, .. } => {
            if let Some(b) = v.entered.get_mut(usize::from(*building)) {
                *b = true;
            }
            (Pause, Zombie, hex_of(v, *c).and_then(at))
        }
        Event::Searched { c, building } => {
            if let Some(b) = v.searched.get_mut(usize::from(*building)) {
                *b = true;
            }
            (Follow, Good, hex_of(v, *c).and_then(at))
        }
        Event::Fired { c, .. }
        | Event::FiredAt { c, .. }
        | Event::Melee { c, .. }
        | Event::Surprise { c, .. }
        | Event::Grenade { c, .. }
        | Event::AbilityRoll { c, .. }
        | Event::Duel { a: c, .. } => (Pause, Plain, hex_of(v, *c).and_then(at)),
        Event::Found { c, .. } | Event::SurvivorFound { c, .. } | Event::Healed { c, .. } => {
            (Follow, Good, hex_of(v, *c).and_then(at))
        }
        Event::TurnEnded { .. } | Event::GameOver { .. } | Event::EntryEdge { .. } | Event::StartGeneration => {
            (Pause, Turn, None)
        }
        _ => (Follow, Plain, None),
    };
    Shown::new(text, pace, tone, focus)
}
