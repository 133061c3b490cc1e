//! Rue Morgue's events: each one told in the player's language and
//! applied to the scene, so the zombies' phase plays move by move.

use super::names;
use super::scene::Scene;
use crate::game_ui::{Pace, Shown, Tone};
use crate::i18n::Tr;
use crate::tr;
use horde_rue_morgue::content::ZombieKind;
use horde_rue_morgue::{Event, Phase};

pub fn play(sc: &mut Scene, e: &Event, tr: &Tr) -> Shown {
    use Pace::{Follow, Log, Pause};
    use Tone::{Bad, Good, Plain, Turn, Zombie};
    let g = sc.game.clone();
    // The words are the rule crate's; the scene updating is the terminal's.
    let text = horde_rue_morgue::texts::narrate(&g, e, tr);
    let at = |z: u8| Some(u16::from(z));
    match *e {
        Event::TurnStarted { turn, .. } => {
            sc.turn = turn;
            sc.phase = Phase::Players;
            for s in &mut sc.surv {
                s.done = false;
                s.searched = false;
            }
            Shown::new(text, Pause, Turn, None)
        }
        Event::StartingEquipment { .. } => {
            Shown::new(text, Log, Plain, None)
        }
        Event::TentDealt { zone } => Shown::new(text, Log, Plain, at(zone)),
        Event::Activated { survivor } => {
            sc.active = Some(survivor);
            let z = sc.survivor_zone(survivor);
            Shown::new(text, Follow, Plain, z.map(u16::from))
        }
        Event::ActivationEnded { survivor } => {
            sc.active = None;
            if let Some(s) = sc.survivor_mut(survivor) {
                s.done = true;
                s.actions = 0;
            }
            Shown::new(text, Follow, Plain, None)
        }
        Event::Moved { survivor, to, .. } => {
            if let Some(s) = sc.survivor_mut(survivor) {
                s.zone = to;
            }
            Shown::new(text, Follow, Plain, at(to))
        }
        Event::Searched { survivor, .. } => {
            if let Some(s) = sc.survivor_mut(survivor) {
                s.searched = true;
            }
            let z = sc.survivor_zone(survivor);
            Shown::new(text, Follow, Good, z.map(u16::from))
        }
        Event::CardKept { .. } => {
            Shown::new(text, Follow, Plain, None)
        }
        Event::CardDiscarded { .. } => Shown::new(
            text,
            Follow,
            Plain,
            None,
        ),
        Event::Aaahh { zone, .. } => {
            Shown::new(text, Pause, Zombie, at(zone))
        }
        Event::Combined { .. } => Shown::new(
            text,
            Follow,
            Good,
            None,
        ),
        Event::DoorOpened { door, .. } => {
            sc.doors_open |= 1u64.checked_shl(u32::from(door)).unwrap_or(0);
            let d = g.statics().map().doors.get(door as usize);
            Shown::new(text, Follow, Plain, d.map(|d| u16::from(d.b)))
        }
        Event::DoorClosed { door, .. } => {
            sc.doors_open &= !1u64.checked_shl(u32::from(door)).unwrap_or(0);
            let d = g.statics().map().doors.get(door as usize);
            Shown::new(text, Follow, Plain, d.map(|d| u16::from(d.b)))
        }
        Event::NoisePlaced { zone, total } => {
            if let Some(z) = sc.zone_mut(zone) {
                z.noise = total;
            }
            Shown::new(text, Follow, Plain, at(zone))
        }
        Event::DieRolled { .. } => Shown::new(text, Follow, Plain, None),
        Event::Attack { zone, .. } => {
            Shown::new(text, Pause, Plain, at(zone))
        }
        Event::Hits { .. } => {
            Shown::new(text, Follow, Plain, None)
        }
        Event::ZombieKilled { zone, kind, .. } => {
            sc.add_zombies(zone, kind, -1);
            Shown::new(text, Pause, Good, at(zone))
        }
        Event::HitAbsorbed { zone, .. } => {
            Shown::new(text, Pause, Zombie, at(zone))
        }
        Event::SurvivorHit { target, .. } => {
            let z = sc.survivor_zone(target);
            Shown::new(
                text,
                Pause,
                Bad,
                z.map(u16::from),
            )
        }
        Event::Reloaded { survivor } => {
            if let Some(s) = sc.survivor_mut(survivor) {
                for slot in &mut s.slots {
                    *slot = slot.with_spent(false);
                }
            }
            Shown::new(text, Follow, Plain, None)
        }
        Event::CrawlerRisen { zone, count } => {
            sc.add_zombies(zone, ZombieKind::Crawler, i32::from(count));
            Shown::new(text, Pause, Zombie, at(zone))
        }
        Event::XpGained { survivor, total, .. } => {
            if let Some(s) = sc.survivor_mut(survivor) {
                s.xp = total;
            }
            Shown::new(text, Follow, Good, None)
        }
        Event::LevelUp { survivor, level } => {
            if let Some(s) = sc.survivor_mut(survivor) {
                s.level = level;
            }
            Shown::new(text, Pause, Good, None)
        }
        Event::SkillGained { survivor, skill } => {
            let k = horde_rue_morgue::skills::Skill(skill);
            if let Some(s) = sc.survivor_mut(survivor)
                && !s.skills.contains(&k)
            {
                s.skills.push(k);
            }
            Shown::new(
                text,
                Follow,
                Good,
                None,
            )
        }
        Event::TeamActionDeclared { zone, .. } => {
            Shown::new(text, Pause, Good, at(zone))
        }
        Event::SkillUsed { survivor, .. } => {
            let z = sc.survivor_zone(survivor);
            Shown::new(text, Follow, Good, z.map(u16::from))
        }
        Event::WoundsHealed { survivor, count } => {
            if let Some(s) = sc.survivor_mut(survivor) {
                s.wounds = s.wounds.saturating_sub(count);
            }
            Shown::new(text, Follow, Good, None)
        }
        Event::ObjectiveTaken { zone, .. } => {
            if let Some(z) = sc.zone_mut(zone) {
                z.objective = None;
            }
            Shown::new(text, Pause, Good, at(zone))
        }
        Event::SpawnZoneActivated { zone } => {
            if let Some(z) = sc.zone_mut(zone) {
                z.spawn_active = true;
            }
            Shown::new(text, Pause, Zombie, at(zone))
        }
        Event::WoundTaken { survivor, .. } => {
            if let Some(s) = sc.survivor_mut(survivor) {
                s.wounds = s.wounds.saturating_add(1);
            }
            let z = sc.survivor_zone(survivor);
            Shown::new(text, Pause, Bad, z.map(u16::from))
        }
        Event::SurvivorDied { survivor, zone } => {
            if let Some(s) = sc.survivor_mut(survivor) {
                s.alive = false;
            }
            Shown::new(text, Pause, Bad, at(zone))
        }
        Event::ZombiePhase => {
            sc.phase = Phase::Zombies;
            sc.active = None;
            Shown::new(text, Pause, Turn, None)
        }
        Event::ZombiesAttacked { zone, .. } => {
            Shown::new(text, Pause, Zombie, at(zone))
        }
        Event::ZombiesMoved { from, to, kind, count } => {
            sc.add_zombies(from, kind, -i32::from(count));
            sc.add_zombies(to, kind, i32::from(count));
            Shown::new(text, Pause, Zombie, at(to))
        }
        Event::ZombiesSplit { from, .. } => {
            Shown::new(text, Pause, Zombie, at(from))
        }
        Event::ZombiesAddedBySplit { zone, kind, count } => {
            sc.add_zombies(zone, kind, i32::from(count));
            Shown::new(text, Pause, Zombie, at(zone))
        }
        Event::Grabbed { survivor, to, .. } => {
            if let Some(s) = sc.survivor_mut(survivor) {
                s.zone = to;
            }
            Shown::new(text, Pause, Bad, at(to))
        }
        Event::ZombieCard { number, zone } => {
            let place = horde_rue_morgue::texts::zombie_card_place(&g, tr, zone);
            let mut shown = Shown::new(text, Pause, Zombie, zone.map(u16::from));
            shown.card = Some(zombie_card(sc, tr, number, &place));
            shown
        }
        Event::ZombiesSpawned { zone, kind, count } => {
            sc.add_zombies(zone, kind, i32::from(count));
            Shown::new(text, Pause, Zombie, at(zone))
        }
        Event::ExtraActivation { .. } => {
            Shown::new(text, Pause, Zombie, None)
        }
        Event::ExtraActivationIgnoredAtBlue { .. } => {
            Shown::new(text, Follow, Plain, None)
        }
        Event::RanOut { .. } => {
            Shown::new(text, Pause, Zombie, None)
        }
        Event::AbominationSubstituted { zone } => {
            Shown::new(text, Pause, Zombie, at(zone))
        }
        Event::DeckReshuffled { .. } => {
            Shown::new(text, Log, Plain, None)
        }
        Event::TentRevealed { zone, card } => {
            if let Some(z) = sc.zone_mut(zone) {
                z.tent = Some(Some(card));
            }
            Shown::new(text, Pause, Plain, at(zone))
        }
        Event::EventTriggered { .. } => {
            Shown::new(text, Pause, Zombie, None)
        }
        Event::BoardedHelicopter { survivor, seat } => {
            if let Some(s) = sc.survivor_mut(survivor) {
                s.aboard = Some(seat);
            }
            Shown::new(text, Follow, Plain, None)
        }
        Event::LeftHelicopter { survivor, zone } => {
            if let Some(s) = sc.survivor_mut(survivor) {
                s.aboard = None;
                s.zone = zone;
            }
            Shown::new(text, Follow, Plain, at(zone))
        }
        Event::HelicopterTookOff { zone } => {
            sc.heli = Some((zone, true));
            Shown::new(text, Pause, Good, at(zone))
        }
        Event::HelicopterLanded { zone } => {
            sc.heli = Some((zone, false));
            Shown::new(text, Pause, Good, at(zone))
        }
        Event::HelicopterFlew { to, .. } => {
            sc.heli = Some((to, true));
            for s in sc.surv.iter_mut().filter(|s| s.aboard.is_some()) {
                s.zone = to;
            }
            Shown::new(text, Pause, Good, at(to))
        }
        Event::ItemsStored { .. } => Shown::new(
            text,
            Follow,
            Plain,
            None,
        ),
        Event::ItemsTaken { .. } => Shown::new(
            text,
            Follow,
            Plain,
            None,
        ),
        Event::EndPhase => {
            for z in &mut sc.zones {
                z.noise = 0;
            }
            for s in &mut sc.surv {
                for slot in &mut s.slots {
                    *slot = slot.with_spent(false);
                }
            }
            Shown::new(text, Follow, Turn, None)
        }
        Event::VestFlipped { survivor, .. } => {
            Shown::new(text, Follow, Good, sc.survivor_zone(survivor).map(u16::from))
        }
        Event::VestLost { survivor, .. } => {
            Shown::new(text, Follow, Bad, sc.survivor_zone(survivor).map(u16::from))
        }
        Event::Victory => {
            sc.over = Some(true);
            Shown::new(text, Pause, Good, None)
        }
        Event::GameScored { .. } => {
            sc.over = Some(true);
            Shown::new(text, Pause, Good, None)
        }
        Event::Defeat { .. } => {
            sc.over = Some(false);
            Shown::new(text, Pause, Bad, None)
        }
    }
}

/// The drawn zombie card as a popup: where it is drawn, and
/// its four lines with the current danger level's marked.
fn zombie_card(sc: &Scene, tr: &Tr, number: u16, place: &str) -> Vec<String> {
    let st = sc.game.statics();
    let mut out = vec![tr.t("rm-card-title"), place.to_owned()];
    let Some(idx) = st.card_numbers.iter().position(|&n| n == number) else { return out };
    let Some(lines) = st.cards.get(idx) else { return out };
    let current = sc.danger().index();
    for (i, line) in lines.iter().enumerate() {
        let level = tr!(tr, "rm-level", level = names::level_id(i as u8));
        let mark = if i == current { "▶" } else { " " };
        out.push(format!("{mark} {level:<9} {}", names::card_line(tr, *line)));
    }
    out
}
