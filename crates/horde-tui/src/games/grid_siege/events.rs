//! Grid Siege's events told in the player's language and applied to the
//! scene, so that an automated stretch (a zombies' phase, a blast) plays
//! one step at a time.

use super::names;
use super::scene::{Scene, Stage};
use crate::game_ui::{Pace, Shown, Target, Tone};
use crate::i18n::Tr;
use crate::tr;
use horde_grid_siege::content::content;
use horde_grid_siege::{Event, Pos, TurnView};

fn at(p: Pos) -> Option<Target> {
    Some(p.code() as Target)
}

pub fn play(sc: &mut Scene, e: &Event, tr: &Tr) -> Shown {
    use Pace::{Follow, Log, Pause};
    use Tone::{Bad, Good, Plain, Turn, Zombie};
    let who = |sc: &Scene, h: u8| names::human(tr, &sc.view.humans, h);
    match e {
        Event::CharacterDealt { human, character } => {
            if let Some(h) = sc.view.humans.get_mut(usize::from(*human)) {
                h.character = Some(*character);
            }
            let name = format!("H{}", u16::from(*human) + 1);
            Shown::new(
                tr!(tr, "gs-ev-character", name = name, character = names::character(tr, *character)),
                Log,
                Plain,
                None,
            )
        }
        Event::ZombieCardDealt { card } => {
            sc.view.zombie_hand_size = sc.view.zombie_hand_size.saturating_add(1);
            // The screen's events are the engine's own, not a seat's event
            // view: only a scene of the Zombie Player's (the one holding a
            // hand) may name the card.
            let t = match card.filter(|_| sc.view.zombie_hand.is_some()) {
                Some(k) => {
                    if let Some(hand) = sc.view.zombie_hand.as_mut() {
                        hand.extend(std::iter::repeat_n(0, (usize::from(k) + 1).saturating_sub(hand.len())));
                        hand[usize::from(k)] += 1;
                    }
                    tr!(tr, "gs-ev-zcard", card = names::zombie_card(tr, k))
                }
                None => tr!(tr, "gs-ev-zcard-hidden"),
            };
            Shown::new(t, Log, Zombie, None)
        }
        Event::HumanPlaced { human, pos } => {
            if let Some(h) = sc.view.humans.get_mut(usize::from(*human)) {
                h.placed = true;
                h.pos = *pos;
            }
            Shown::new(tr!(tr, "gs-ev-placed", name = who(sc, *human), pos = pos.to_string()), Follow, Plain, at(*pos))
        }
        Event::RoundStarted { round } => {
            sc.view.round = *round;
            for h in &mut sc.view.humans {
                h.acted = false;
            }
            Shown::new(tr!(tr, "gs-ev-round", round = *round), Pause, Turn, None)
        }
        Event::HumanPhase => {
            sc.stage = Stage::Humans;
            Shown::new(tr!(tr, "gs-ev-human-phase"), Log, Turn, None)
        }
        Event::ZombiePhase => {
            sc.stage = Stage::Zombies;
            sc.view.turn = None;
            Shown::new(tr!(tr, "gs-ev-zombie-phase"), Pause, Turn, None)
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
            Shown::new(tr!(tr, "gs-ev-turn", name = who(sc, *human), count = *actions), Follow, Plain, pos.and_then(at))
        }
        Event::TurnEnded { human } => {
            if let Some(h) = sc.view.humans.get_mut(usize::from(*human)) {
                h.acted = true;
            }
            sc.view.turn = None;
            Shown::new(tr!(tr, "gs-ev-turn-ended", name = who(sc, *human)), Follow, Plain, None)
        }
        Event::DieRolled { value, roll } => {
            sc.view.last_roll = Some((*roll, *value));
            Shown::new(tr!(tr, "gs-ev-die", value = *value, why = names::roll(tr, *roll)), Pause, Plain, None)
        }
        Event::HumanMoved { human, from, to } => {
            if let Some(h) = sc.view.humans.get_mut(usize::from(*human)) {
                h.pos = *to;
            }
            let t = tr!(tr, "gs-ev-moved", name = who(sc, *human), from = from.to_string(), to = to.to_string());
            Shown::new(t, Follow, Plain, at(*to))
        }
        Event::Carried { human, carried } => {
            if let Some(t) = sc.view.turn.as_mut() {
                t.carrying = Some(*carried);
            }
            Shown::new(tr!(tr, "gs-ev-carried", name = who(sc, *human), other = who(sc, *carried)), Follow, Plain, None)
        }
        Event::CarriedPlaced { human, pos } => {
            if let Some(h) = sc.view.humans.get_mut(usize::from(*human)) {
                h.pos = *pos;
            }
            Shown::new(
                tr!(tr, "gs-ev-carried-placed", name = who(sc, *human), pos = pos.to_string()),
                Follow,
                Plain,
                at(*pos),
            )
        }
        Event::Attacked { human, target, result } => {
            let t = tr!(
                tr,
                "gs-ev-attacked",
                name = who(sc, *human),
                pos = target.to_string(),
                result = names::result(tr, *result)
            );
            Shown::new(t, Pause, Plain, at(*target))
        }
        Event::Rerolled { human } => Shown::new(tr!(tr, "gs-ev-rerolled", name = who(sc, *human)), Follow, Plain, None),
        Event::WeaponEmpty { human, thing } => {
            if let Some(h) = sc.view.humans.get_mut(usize::from(*human))
                && let Some(slot) = h.things.iter_mut().find(|(t, empty)| t == thing && !empty)
            {
                slot.1 = true;
            }
            let t = tr!(tr, "gs-ev-weapon-empty", name = who(sc, *human), thing = names::thing(tr, *thing));
            Shown::new(t, Follow, Bad, None)
        }
        Event::ThingLost { human, thing } => {
            remove_thing(sc, *human, *thing);
            let t = tr!(tr, "gs-ev-thing-lost", name = who(sc, *human), thing = names::thing(tr, *thing));
            Shown::new(t, Follow, Bad, None)
        }
        Event::ThingGiven { from, to, thing } => {
            let empty = remove_thing(sc, *from, *thing);
            if let Some(h) = sc.view.humans.get_mut(usize::from(*to)) {
                h.things.push((*thing, empty));
            }
            let t =
                tr!(tr, "gs-ev-given", name = who(sc, *from), thing = names::thing(tr, *thing), other = who(sc, *to));
            Shown::new(t, Follow, Plain, None)
        }
        Event::ThingDiscarded { human, thing, pos } => {
            remove_thing(sc, *human, *thing);
            if let Some(p) = pos {
                sc.view.floor.push((*p, *thing));
            }
            let t = tr!(tr, "gs-ev-discarded", name = who(sc, *human), thing = names::thing(tr, *thing));
            Shown::new(t, Follow, Plain, pos.and_then(at))
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
            let t = tr!(tr, "gs-ev-picked", name = who(sc, *human), thing = names::thing(tr, *thing));
            Shown::new(t, Follow, Good, None)
        }
        Event::ThingFound { human, thing } => {
            if let Some(h) = sc.view.humans.get_mut(usize::from(*human)) {
                h.things.push((*thing, false));
            }
            let t = tr!(tr, "gs-ev-found", name = who(sc, *human), thing = names::thing(tr, *thing));
            Shown::new(t, Pause, Good, None)
        }
        Event::NothingFound { human } => {
            Shown::new(tr!(tr, "gs-ev-nothing", name = who(sc, *human)), Pause, Plain, None)
        }
        Event::Searched { human, pos } => {
            if let Some(i) = content().map.sq(*pos).search {
                sc.view.searched |= 1 << i;
                if let Some(h) = sc.view.humans.get_mut(usize::from(*human)) {
                    h.searched |= 1 << i;
                }
            }
            Shown::new(tr!(tr, "gs-ev-searched", name = who(sc, *human), pos = pos.to_string()), Follow, Good, at(*pos))
        }
        Event::Healed { human, target, lives } => {
            set_lives(sc, *target, *lives);
            let t = tr!(tr, "gs-ev-healed", name = who(sc, *human), other = who(sc, *target), lives = *lives);
            Shown::new(t, Follow, Good, None)
        }
        Event::UseFailed { human, thing } => {
            let t = tr!(tr, "gs-ev-use-failed", name = who(sc, *human), thing = names::thing(tr, *thing));
            Shown::new(t, Follow, Bad, None)
        }
        Event::Wounded { human, lives } => {
            set_lives(sc, *human, *lives);
            let pos = sc.view.humans.get(usize::from(*human)).map(|h| h.pos);
            Shown::new(tr!(tr, "gs-ev-wounded", name = who(sc, *human), lives = *lives), Pause, Bad, pos.and_then(at))
        }
        Event::Unconscious { human } => {
            Shown::new(tr!(tr, "gs-ev-unconscious", name = who(sc, *human)), Pause, Bad, None)
        }
        Event::Died { human } => {
            if let Some(h) = sc.view.humans.get_mut(usize::from(*human)) {
                h.alive = false;
                h.dead = true;
            }
            Shown::new(tr!(tr, "gs-ev-died", name = who(sc, *human)), Pause, Bad, None)
        }
        Event::Sacrificed { human } => {
            if let Some(h) = sc.view.humans.get_mut(usize::from(*human)) {
                h.alive = false;
                h.dead = true;
            }
            Shown::new(tr!(tr, "gs-ev-sacrificed", name = who(sc, *human)), Pause, Bad, None)
        }
        Event::Rose { human, pos } => {
            if let Some(h) = sc.view.humans.get_mut(usize::from(*human)) {
                h.risen = true;
            }
            add_zombie(sc, *pos, true);
            Shown::new(tr!(tr, "gs-ev-rose", name = who(sc, *human), pos = pos.to_string()), Pause, Zombie, at(*pos))
        }
        Event::ZombieKilled { pos } => {
            if let Some(i) = sc.zombie_at(*pos) {
                sc.view.zombies.remove(i);
            }
            Shown::new(tr!(tr, "gs-ev-zombie-killed", pos = pos.to_string()), Pause, Good, at(*pos))
        }
        Event::ZombiePushed { from, to } => {
            move_zombie(sc, *from, *to);
            let t = tr!(tr, "gs-ev-zombie-pushed", from = from.to_string(), to = to.to_string());
            Shown::new(t, Pause, Good, at(*to))
        }
        Event::ZombieSpawned { pos } => {
            add_zombie(sc, *pos, false);
            Shown::new(tr!(tr, "gs-ev-spawned", pos = pos.to_string()), Pause, Zombie, at(*pos))
        }
        Event::NoSpawnSquare { sheet } => Shown::new(tr!(tr, "gs-ev-no-spawn", sheet = *sheet), Log, Zombie, None),
        Event::ZombieMoved { from, to } => {
            move_zombie(sc, *from, *to);
            let t = tr!(tr, "gs-ev-zombie-moved", from = from.to_string(), to = to.to_string());
            Shown::new(t, Pause, Zombie, at(*to))
        }
        Event::ZombieCardPlayed { card, .. } => {
            sc.view.zombie_hand_size = sc.view.zombie_hand_size.saturating_sub(1);
            if let Some(n) = sc.view.zombie_hand.as_mut().and_then(|h| h.get_mut(usize::from(*card))) {
                *n = n.saturating_sub(1);
            }
            let mut s =
                Shown::new(tr!(tr, "gs-ev-card-played", card = names::zombie_card(tr, *card)), Pause, Zombie, None);
            s.card = content()
                .zombie_cards
                .get(usize::from(*card))
                .map(|c| vec![names::zombie_card(tr, *card), c.text.clone()]);
            s
        }
        Event::BarricadeWork { edge, done, needed } => {
            let t = tr!(tr, "gs-ev-bar-work", edge = names::edge(*edge), done = *done, needed = *needed);
            Shown::new(t, Follow, Plain, at(edge.pos))
        }
        Event::BarricadeBuilt { edge } => {
            if let Err(i) = sc.view.barricades.binary_search(edge) {
                sc.view.barricades.insert(i, *edge);
            }
            sc.view.projects.retain(|p| p.0 != *edge);
            Shown::new(tr!(tr, "gs-ev-bar-built", edge = names::edge(*edge)), Follow, Good, at(edge.pos))
        }
        Event::BarricadeRemoved { edge } => {
            sc.view.barricades.retain(|b| b != edge);
            sc.view.projects.retain(|p| p.0 != *edge);
            Shown::new(tr!(tr, "gs-ev-bar-removed", edge = names::edge(*edge)), Pause, Zombie, at(edge.pos))
        }
        Event::WallDestroyed { edge } => {
            if let Err(i) = sc.view.destroyed_walls.binary_search(edge) {
                sc.view.destroyed_walls.insert(i, *edge);
            }
            Shown::new(tr!(tr, "gs-ev-wall-destroyed", edge = names::edge(*edge)), Pause, Bad, at(edge.pos))
        }
        Event::EnteredCar { human } => {
            if let Some(h) = sc.view.humans.get_mut(usize::from(*human)) {
                h.in_car = true;
            }
            Shown::new(tr!(tr, "gs-ev-entered-car", name = who(sc, *human)), Follow, Good, None)
        }
        Event::CarStarted => {
            sc.view.car_started = true;
            Shown::new(tr!(tr, "gs-ev-car-started"), Pause, Good, None)
        }
        Event::GameOver { humans_win, reason } => {
            sc.stage = Stage::Over;
            sc.view.outcome = Some((*humans_win, reason.clone()));
            let (id, tone) = if *humans_win { ("gs-ev-humans-win", Good) } else { ("gs-ev-zombies-win", Bad) };
            Shown::new(tr!(tr, id, reason = reason.clone()), Pause, tone, None)
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
