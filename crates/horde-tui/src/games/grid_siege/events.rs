//! Grid Siege's events told in the player's language and applied to the
//! scene, so that an automated stretch (a zombies' phase, a blast) plays
//! one step at a time.

use super::names;
use super::scene::{Scene, Stage};
use crate::game_ui::{Pace, Shown, Target, Tone};
use crate::i18n::Tr;
use horde_grid_siege::content::content;
use horde_grid_siege::{Event, Pos, TurnView};

fn at(p: Pos) -> Option<Target> {
    Some(p.code() as Target)
}

pub fn play(sc: &mut Scene, e: &Event, tr: &Tr) -> Shown {
    use Pace::{Follow, Log, Pause};
    use Tone::{Bad, Good, Plain, Turn, Zombie};
    // The engine's own event, told as this scene's viewer may see it:
    // only a scene of the Zombie Player's (the one holding a hand) may
    // name a card dealt. The words are the rule crate's.
    let seen = match e {
        Event::ZombieCardDealt { .. } if sc.view.zombie_hand.is_none() => Event::ZombieCardDealt { card: None },
        e => e.clone(),
    };
    let text = horde_grid_siege::texts::narrate(&sc.view.humans, &seen, tr);
    match e {
        Event::CharacterDealt { human, character } => {
            if let Some(h) = sc.view.humans.get_mut(usize::from(*human)) {
                h.character = Some(*character);
            }
            Shown::new(
                text,
                Log,
                Plain,
                None,
            )
        }
        Event::ZombieCardDealt { card } => {
            sc.view.zombie_hand_size = sc.view.zombie_hand_size.saturating_add(1);
            // Only a scene of the Zombie Player's (the one holding a hand)
            // learns the card.
            if let (Some(k), Some(hand)) = (card, sc.view.zombie_hand.as_mut()) {
                hand.extend(std::iter::repeat_n(0, (usize::from(*k) + 1).saturating_sub(hand.len())));
                hand[usize::from(*k)] += 1;
            }
            Shown::new(text, Log, Zombie, None)
        }
        Event::HumanPlaced { human, pos } => {
            if let Some(h) = sc.view.humans.get_mut(usize::from(*human)) {
                h.placed = true;
                h.pos = *pos;
            }
            Shown::new(text, Follow, Plain, at(*pos))
        }
        Event::RoundStarted { round } => {
            sc.view.round = *round;
            for h in &mut sc.view.humans {
                h.acted = false;
            }
            Shown::new(text, Pause, Turn, None)
        }
        Event::HumanPhase => {
            sc.stage = Stage::Humans;
            Shown::new(text, Log, Turn, None)
        }
        Event::ZombiePhase => {
            sc.stage = Stage::Zombies;
            sc.view.turn = None;
            Shown::new(text, Pause, Turn, None)
        }
        Event::TurnStarted { human, actions } => {
            sc.view.turn = Some(TurnView {
                human: *human,
                actions: *actions,
                total: *actions,
                moved: 0,
                rerolled: false,
                carrying: None,
            });
            let pos = sc.view.humans.get(usize::from(*human)).map(|h| h.pos);
            Shown::new(text, Follow, Plain, pos.and_then(at))
        }
        Event::TurnEnded { human } => {
            if let Some(h) = sc.view.humans.get_mut(usize::from(*human)) {
                h.acted = true;
            }
            sc.view.turn = None;
            Shown::new(text, Follow, Plain, None)
        }
        Event::DieRolled { value, roll } => {
            sc.view.last_roll = Some((*roll, *value));
            Shown::new(text, Pause, Plain, None)
        }
        Event::HumanMoved { human, to, .. } => {
            if let Some(h) = sc.view.humans.get_mut(usize::from(*human)) {
                h.pos = *to;
            }
            Shown::new(text, Follow, Plain, at(*to))
        }
        Event::Carried { carried, .. } => {
            if let Some(t) = sc.view.turn.as_mut() {
                t.carrying = Some(*carried);
            }
            Shown::new(text, Follow, Plain, None)
        }
        Event::CarriedPlaced { human, pos } => {
            if let Some(h) = sc.view.humans.get_mut(usize::from(*human)) {
                h.pos = *pos;
            }
            Shown::new(
                text,
                Follow,
                Plain,
                at(*pos),
            )
        }
        Event::Attacked { target, .. } => {
            Shown::new(text, Pause, Plain, at(*target))
        }
        Event::Rerolled { .. } => Shown::new(text, Follow, Plain, None),
        Event::WeaponEmpty { human, thing } => {
            if let Some(h) = sc.view.humans.get_mut(usize::from(*human))
                && let Some(slot) = h.things.iter_mut().find(|(t, empty)| t == thing && !empty)
            {
                slot.1 = true;
            }
            Shown::new(text, Follow, Bad, None)
        }
        Event::ThingLost { human, thing } => {
            remove_thing(sc, *human, *thing);
            Shown::new(text, Follow, Bad, None)
        }
        Event::ThingGiven { from, to, thing } => {
            let empty = remove_thing(sc, *from, *thing);
            if let Some(h) = sc.view.humans.get_mut(usize::from(*to)) {
                h.things.push((*thing, empty));
            }
            let t =
                text;
            Shown::new(t, Follow, Plain, None)
        }
        Event::ThingDiscarded { human, thing, pos } => {
            remove_thing(sc, *human, *thing);
            if let Some(p) = pos {
                sc.view.floor.push((*p, *thing));
            }
            Shown::new(text, Follow, Plain, pos.and_then(at))
        }
        Event::ThingPickedUp { human, thing } => {
            if let Some(h) = sc.view.humans.get(usize::from(*human)) {
                let p = h.pos;
                if let Some(i) = sc.view.floor.iter().position(|f| *f == (p, *thing)) {
                    sc.view.floor.remove(i);
                }
            }
            if let Some(h) = sc.view.humans.get_mut(usize::from(*human)) {
                h.things.push((*thing, false));
            }
            Shown::new(text, Follow, Good, None)
        }
        Event::ThingFound { human, thing } => {
            if let Some(h) = sc.view.humans.get_mut(usize::from(*human)) {
                h.things.push((*thing, false));
            }
            Shown::new(text, Pause, Good, None)
        }
        Event::NothingFound { .. } => {
            Shown::new(text, Pause, Plain, None)
        }
        Event::Searched { human, pos } => {
            if let Some(i) = content().map.sq(*pos).search {
                sc.view.searched |= 1 << i;
                if let Some(h) = sc.view.humans.get_mut(usize::from(*human)) {
                    h.searched |= 1 << i;
                }
            }
            Shown::new(text, Follow, Good, at(*pos))
        }
        Event::Healed { target, lives, .. } => {
            set_lives(sc, *target, *lives);
            Shown::new(text, Follow, Good, None)
        }
        Event::UseFailed { .. } => {
            Shown::new(text, Follow, Bad, None)
        }
        Event::Wounded { human, lives } => {
            set_lives(sc, *human, *lives);
            let pos = sc.view.humans.get(usize::from(*human)).map(|h| h.pos);
            Shown::new(text, Pause, Bad, pos.and_then(at))
        }
        Event::Unconscious { .. } => {
            Shown::new(text, Pause, Bad, None)
        }
        Event::Died { human } => {
            if let Some(h) = sc.view.humans.get_mut(usize::from(*human)) {
                h.alive = false;
                h.dead = true;
            }
            Shown::new(text, Pause, Bad, None)
        }
        Event::Sacrificed { human } => {
            if let Some(h) = sc.view.humans.get_mut(usize::from(*human)) {
                h.alive = false;
                h.dead = true;
            }
            Shown::new(text, Pause, Bad, None)
        }
        Event::Rose { human, pos } => {
            if let Some(h) = sc.view.humans.get_mut(usize::from(*human)) {
                h.risen = true;
            }
            add_zombie(sc, *pos, true);
            Shown::new(text, Pause, Zombie, at(*pos))
        }
        Event::ZombieKilled { pos } => {
            if let Some(i) = sc.zombie_at(*pos) {
                sc.view.zombies.remove(i);
            }
            Shown::new(text, Pause, Good, at(*pos))
        }
        Event::ZombiePushed { from, to } => {
            move_zombie(sc, *from, *to);
            Shown::new(text, Pause, Good, at(*to))
        }
        Event::ZombieSpawned { pos } => {
            add_zombie(sc, *pos, false);
            Shown::new(text, Pause, Zombie, at(*pos))
        }
        Event::NoSpawnSquare { .. } => Shown::new(text, Log, Zombie, None),
        Event::ZombieMoved { from, to } => {
            move_zombie(sc, *from, *to);
            Shown::new(text, Pause, Zombie, at(*to))
        }
        Event::ZombieCardPlayed { card, .. } => {
            sc.view.zombie_hand_size = sc.view.zombie_hand_size.saturating_sub(1);
            if let Some(n) = sc.view.zombie_hand.as_mut().and_then(|h| h.get_mut(usize::from(*card))) {
                *n = n.saturating_sub(1);
            }
            let mut s =
                Shown::new(text, Pause, Zombie, None);
            s.card = content()
                .zombie_cards
                .get(usize::from(*card))
                .map(|c| vec![names::zombie_card(tr, *card), c.text.clone()]);
            s
        }
        Event::BarricadeWork { edge, .. } => {
            Shown::new(text, Follow, Plain, at(edge.pos))
        }
        Event::BarricadeBuilt { edge } => {
            if let Err(i) = sc.view.barricades.binary_search(edge) {
                sc.view.barricades.insert(i, *edge);
            }
            sc.view.projects.retain(|p| p.0 != *edge);
            Shown::new(text, Follow, Good, at(edge.pos))
        }
        Event::BarricadeRemoved { edge } => {
            sc.view.barricades.retain(|b| b != edge);
            sc.view.projects.retain(|p| p.0 != *edge);
            Shown::new(text, Pause, Zombie, at(edge.pos))
        }
        Event::WallDestroyed { edge } => {
            if let Err(i) = sc.view.destroyed_walls.binary_search(edge) {
                sc.view.destroyed_walls.insert(i, *edge);
            }
            Shown::new(text, Pause, Bad, at(edge.pos))
        }
        Event::EnteredCar { human } => {
            if let Some(h) = sc.view.humans.get_mut(usize::from(*human)) {
                h.in_car = true;
            }
            Shown::new(text, Follow, Good, None)
        }
        Event::CarStarted => {
            sc.view.car_started = true;
            Shown::new(text, Pause, Good, None)
        }
        Event::GameOver { humans_win, how } => {
            sc.stage = Stage::Over;
            sc.view.outcome = Some((*humans_win, how.reason()));
            let (_id, tone) = if *humans_win { ("gs-ev-humans-win", Good) } else { ("gs-ev-zombies-win", Bad) };
            Shown::new(text, Pause, tone, None)
        }
    }
}

/// Takes one `thing` out of a human's list; returns whether it was an
/// empty firearm, which stays empty in other hands.
fn remove_thing(sc: &mut Scene, human: u8, thing: u8) -> bool {
    let Some(h) = sc.view.humans.get_mut(usize::from(human)) else { return false };
    match h.things.iter().position(|(t, _)| *t == thing) {
        Some(i) => h.things.remove(i).1,
        None => false,
    }
}

fn set_lives(sc: &mut Scene, human: u8, lives: u8) {
    if let Some(h) = sc.view.humans.get_mut(usize::from(human)) {
        h.lives = lives;
    }
}

fn add_zombie(sc: &mut Scene, p: Pos, fresh: bool) {
    if sc.zombie_at(p).is_none() {
        sc.view.zombies.push((p, 0, fresh));
    }
}

fn move_zombie(sc: &mut Scene, from: Pos, to: Pos) {
    if let Some(i) = sc.zombie_at(from) {
        sc.view.zombies[i].0 = to;
        sc.view.zombies[i].1 = sc.view.zombies[i].1.saturating_sub(1);
    }
}
