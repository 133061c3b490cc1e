//! Rue Morgue's events: each one told in the player's language and
//! applied to the scene, so the zombies' phase plays move by move.

use super::names;
use super::scene::Scene;
use crate::game_ui::{Pace, Shown, Tone};
use crate::i18n::Tr;
use crate::tr;
use horde_rue_morgue::content::{CardLine, DangerLevel, ZombieKind};
use horde_rue_morgue::{Event, Phase, WoundSource};

pub fn play(sc: &mut Scene, e: &Event, tr: &Tr) -> Shown {
    use Pace::{Follow, Log, Pause};
    use Tone::{Bad, Good, Plain, Turn, Zombie};
    let g = sc.game.clone();
    let who = |i: u8| names::survivor(&g, tr, i);
    let zn = |sc: &Scene, z: u8| sc.zone_name(z).to_owned();
    let at = |z: u8| Some(u16::from(z));
    match *e {
        Event::TurnStarted { turn, first_player } => {
            sc.turn = turn;
            sc.phase = Phase::Players;
            for s in &mut sc.surv {
                s.done = false;
                s.searched = false;
            }
            let t = tr!(tr, "rm-ev-turn", turn = turn, seat = u32::from(first_player) + 1);
            Shown::new(t, Pause, Turn, None)
        }
        Event::StartingEquipment { survivor, card } => {
            let t = tr!(tr, "rm-ev-starting", name = who(survivor), item = names::item(&g, tr, card));
            Shown::new(t, Log, Plain, None)
        }
        Event::TentDealt { zone } => Shown::new(tr!(tr, "rm-ev-tent-dealt", zone = zn(sc, zone)), Log, Plain, at(zone)),
        Event::Activated { survivor } => {
            sc.active = Some(survivor);
            let z = sc.survivor_zone(survivor);
            Shown::new(tr!(tr, "rm-ev-activated", name = who(survivor)), Follow, Plain, z.map(u16::from))
        }
        Event::ActivationEnded { survivor } => {
            sc.active = None;
            if let Some(s) = sc.survivor_mut(survivor) {
                s.done = true;
                s.actions = 0;
            }
            Shown::new(tr!(tr, "rm-ev-ended", name = who(survivor)), Follow, Plain, None)
        }
        Event::Moved { survivor, from, to } => {
            if let Some(s) = sc.survivor_mut(survivor) {
                s.zone = to;
            }
            let t = tr!(tr, "rm-ev-moved", name = who(survivor), from = zn(sc, from), to = zn(sc, to));
            Shown::new(t, Follow, Plain, at(to))
        }
        Event::Searched { survivor, card } => {
            if let Some(s) = sc.survivor_mut(survivor) {
                s.searched = true;
            }
            let item = card.map_or_else(|| tr!(tr, "rm-nothing"), |c| names::item(&g, tr, c));
            let z = sc.survivor_zone(survivor);
            Shown::new(tr!(tr, "rm-ev-searched", name = who(survivor), item = item), Follow, Good, z.map(u16::from))
        }
        Event::CardKept { survivor, card, slot } => {
            let t = tr!(
                tr,
                "rm-ev-kept",
                name = who(survivor),
                item = names::item(&g, tr, card),
                slot = names::slot_place(tr, slot)
            );
            Shown::new(t, Follow, Plain, None)
        }
        Event::CardDiscarded { survivor, card } => Shown::new(
            tr!(tr, "rm-ev-discarded", name = who(survivor), item = names::item(&g, tr, card)),
            Follow,
            Plain,
            None,
        ),
        Event::Aaahh { survivor, zone } => {
            Shown::new(tr!(tr, "rm-ev-aaahh", name = who(survivor), zone = zn(sc, zone)), Pause, Zombie, at(zone))
        }
        Event::Combined { survivor, result } => Shown::new(
            tr!(tr, "rm-ev-combined", name = who(survivor), item = names::item(&g, tr, result)),
            Follow,
            Good,
            None,
        ),
        Event::DoorOpened { survivor, door } => {
            sc.doors_open |= 1u64.checked_shl(u32::from(door)).unwrap_or(0);
            let d = g.statics().map().doors.get(door as usize);
            let (a, b) = d.map_or(("?".into(), "?".into()), |d| (zn(sc, d.a), zn(sc, d.b)));
            let t = tr!(tr, "rm-ev-door", name = who(survivor), a = a, b = b);
            Shown::new(t, Follow, Plain, d.map(|d| u16::from(d.b)))
        }
        Event::DoorClosed { survivor, door } => {
            sc.doors_open &= !1u64.checked_shl(u32::from(door)).unwrap_or(0);
            let d = g.statics().map().doors.get(door as usize);
            let (a, b) = d.map_or(("?".into(), "?".into()), |d| (zn(sc, d.a), zn(sc, d.b)));
            let t = tr!(tr, "rm-ev-door-closed", name = who(survivor), a = a, b = b);
            Shown::new(t, Follow, Plain, d.map(|d| u16::from(d.b)))
        }
        Event::NoisePlaced { zone, total } => {
            if let Some(z) = sc.zone_mut(zone) {
                z.noise = total;
            }
            Shown::new(tr!(tr, "rm-ev-noise", zone = zn(sc, zone), total = total), Follow, Plain, at(zone))
        }
        Event::DieRolled { value } => Shown::new(tr!(tr, "rm-ev-die", value = value), Follow, Plain, None),
        Event::Attack { survivor, zone, card, dice, ranged } => {
            let t = tr!(
                tr,
                if ranged { "rm-ev-attack-ranged" } else { "rm-ev-attack-melee" },
                name = who(survivor),
                zone = zn(sc, zone),
                weapon = names::item(&g, tr, card),
                dice = dice
            );
            Shown::new(t, Pause, Plain, at(zone))
        }
        Event::Hits { survivor, hits } => {
            Shown::new(tr!(tr, "rm-ev-hits", name = who(survivor), hits = hits), Follow, Plain, None)
        }
        Event::ZombieKilled { by, zone, kind } => {
            sc.add_zombies(zone, kind, -1);
            let t = tr!(tr, "rm-ev-killed", name = who(by), kind = names::kind_object(tr, kind), zone = zn(sc, zone));
            Shown::new(t, Pause, Good, at(zone))
        }
        Event::HitAbsorbed { zone, kind, hits } => {
            let t = tr!(tr, "rm-ev-absorbed", kind = names::zombies(tr, kind, 1), hits = hits, zone = zn(sc, zone));
            Shown::new(t, Pause, Zombie, at(zone))
        }
        Event::SurvivorHit { by, target } => {
            let z = sc.survivor_zone(target);
            Shown::new(
                tr!(tr, "rm-ev-friendly-fire", name = who(by), target = who(target)),
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
            Shown::new(tr!(tr, "rm-ev-reloaded", name = who(survivor)), Follow, Plain, None)
        }
        Event::CrawlerRisen { zone, count } => {
            sc.add_zombies(zone, ZombieKind::Crawler, i32::from(count));
            let t = tr!(
                tr,
                "rm-ev-crawler",
                zone = zn(sc, zone),
                zombies = names::zombies(tr, ZombieKind::Crawler, count.into()),
                count = count
            );
            Shown::new(t, Pause, Zombie, at(zone))
        }
        Event::XpGained { survivor, amount, total } => {
            if let Some(s) = sc.survivor_mut(survivor) {
                s.xp = total;
            }
            Shown::new(tr!(tr, "rm-ev-xp", name = who(survivor), amount = amount, total = total), Follow, Good, None)
        }
        Event::LevelUp { survivor, level } => {
            if let Some(s) = sc.survivor_mut(survivor) {
                s.level = level;
            }
            let d = names::danger(tr, DangerLevel::ALL[(level as usize).min(3)]);
            Shown::new(tr!(tr, "rm-ev-level", name = who(survivor), level = d), Pause, Good, None)
        }
        Event::SkillGained { survivor, skill } => {
            let k = horde_rue_morgue::skills::Skill(skill);
            if let Some(s) = sc.survivor_mut(survivor)
                && !s.skills.contains(&k)
            {
                s.skills.push(k);
            }
            Shown::new(
                tr!(tr, "rm-ev-skill", name = who(survivor), skill = names::skill(&g, tr, k)),
                Follow,
                Good,
                None,
            )
        }
        Event::TeamActionDeclared { survivor, card_mode, zone } => {
            let c = horde_rue_morgue::TeamCard::ALL[(card_mode / 2).min(2) as usize];
            let name = tr!(tr, &format!("rm-team-{}", c.id()));
            let t = tr!(tr, "rm-ev-team", name = who(survivor), card = name, zone = zn(sc, zone));
            Shown::new(t, Pause, Good, at(zone))
        }
        Event::SkillUsed { survivor, skill } => {
            let k = horde_rue_morgue::skills::Skill(skill);
            let t = tr!(tr, "rm-ev-skill-used", name = who(survivor), skill = names::skill(&g, tr, k));
            let z = sc.survivor_zone(survivor);
            Shown::new(t, Follow, Good, z.map(u16::from))
        }
        Event::WoundsHealed { survivor, count } => {
            if let Some(s) = sc.survivor_mut(survivor) {
                s.wounds = s.wounds.saturating_sub(count);
            }
            Shown::new(tr!(tr, "rm-ev-healed", name = who(survivor), count = count), Follow, Good, None)
        }
        Event::ObjectiveTaken { survivor, zone } => {
            if let Some(z) = sc.zone_mut(zone) {
                z.objective = None;
            }
            Shown::new(tr!(tr, "rm-ev-objective", name = who(survivor), zone = zn(sc, zone)), Pause, Good, at(zone))
        }
        Event::SpawnZoneActivated { zone } => {
            if let Some(z) = sc.zone_mut(zone) {
                z.spawn_active = true;
            }
            Shown::new(tr!(tr, "rm-ev-spawn-woken", zone = zn(sc, zone)), Pause, Zombie, at(zone))
        }
        Event::WoundTaken { survivor, source, discarded } => {
            if let Some(s) = sc.survivor_mut(survivor) {
                s.wounds = s.wounds.saturating_add(1);
            }
            let by = match source {
                WoundSource::Zombie => tr!(tr, "rm-by-zombie"),
                WoundSource::Survivor(s) => who(s),
            };
            let t = match discarded {
                Some(c) => tr!(tr, "rm-ev-wound-lost", name = who(survivor), by = by, item = names::item(&g, tr, c)),
                None => tr!(tr, "rm-ev-wound", name = who(survivor), by = by),
            };
            let z = sc.survivor_zone(survivor);
            Shown::new(t, Pause, Bad, z.map(u16::from))
        }
        Event::SurvivorDied { survivor, zone } => {
            if let Some(s) = sc.survivor_mut(survivor) {
                s.alive = false;
            }
            Shown::new(tr!(tr, "rm-ev-died", name = who(survivor), zone = zn(sc, zone)), Pause, Bad, at(zone))
        }
        Event::ZombiePhase => {
            sc.phase = Phase::Zombies;
            sc.active = None;
            Shown::new(tr!(tr, "rm-ev-zombie-phase"), Pause, Turn, None)
        }
        Event::ZombiesAttacked { zone, wounds } => {
            Shown::new(tr!(tr, "rm-ev-zombies-attack", zone = zn(sc, zone), wounds = wounds), Pause, Zombie, at(zone))
        }
        Event::ZombiesMoved { from, to, kind, count } => {
            sc.add_zombies(from, kind, -i32::from(count));
            sc.add_zombies(to, kind, i32::from(count));
            let t = tr!(
                tr,
                "rm-ev-zombies-move",
                zombies = names::zombies(tr, kind, count.into()),
                from = zn(sc, from),
                to = zn(sc, to)
            );
            Shown::new(t, Pause, Zombie, at(to))
        }
        Event::ZombiesSplit { from, directions } => {
            Shown::new(tr!(tr, "rm-ev-split", zone = zn(sc, from), ways = directions), Pause, Zombie, at(from))
        }
        Event::ZombiesAddedBySplit { zone, kind, count } => {
            sc.add_zombies(zone, kind, i32::from(count));
            let t = tr!(tr, "rm-ev-split-added", zombies = names::zombies(tr, kind, count.into()), zone = zn(sc, zone));
            Shown::new(t, Pause, Zombie, at(zone))
        }
        Event::Grabbed { survivor, from, to } => {
            if let Some(s) = sc.survivor_mut(survivor) {
                s.zone = to;
            }
            let t = tr!(tr, "rm-ev-grabbed", name = who(survivor), from = zn(sc, from), to = zn(sc, to));
            Shown::new(t, Pause, Bad, at(to))
        }
        Event::ZombieCard { number, zone } => {
            let place = zone.map_or_else(|| tr!(tr, "rm-everywhere"), |z| zn(sc, z));
            let t = tr!(tr, "rm-ev-zombie-card", number = number, zone = place.clone());
            let mut shown = Shown::new(t, Pause, Zombie, zone.map(u16::from));
            shown.card = Some(zombie_card(sc, tr, number, &place));
            shown
        }
        Event::ZombiesSpawned { zone, kind, count } => {
            sc.add_zombies(zone, kind, i32::from(count));
            let t = tr!(
                tr,
                "rm-ev-spawned",
                zombies = names::zombies(tr, kind, count.into()),
                zone = zn(sc, zone),
                count = count
            );
            Shown::new(t, Pause, Zombie, at(zone))
        }
        Event::ExtraActivation { kind } => {
            Shown::new(tr!(tr, "rm-ev-extra", kind = names::kind_plural(tr, kind)), Pause, Zombie, None)
        }
        Event::ExtraActivationIgnoredAtBlue { kind } => {
            Shown::new(tr!(tr, "rm-ev-extra-ignored", kind = names::kind_plural(tr, kind)), Follow, Plain, None)
        }
        Event::RanOut { kind } => {
            Shown::new(tr!(tr, "rm-ev-ran-out", kind = names::kind_plural(tr, kind)), Pause, Zombie, None)
        }
        Event::AbominationSubstituted { zone } => {
            Shown::new(tr!(tr, "rm-ev-abom-substituted", zone = zn(sc, zone)), Pause, Zombie, at(zone))
        }
        Event::DeckReshuffled { zombie } => {
            let t = if zombie { tr!(tr, "rm-ev-reshuffled-zombie") } else { tr!(tr, "rm-ev-reshuffled-equipment") };
            Shown::new(t, Log, Plain, None)
        }
        Event::TentRevealed { zone, card } => {
            if let Some(z) = sc.zone_mut(zone) {
                z.tent = Some(Some(card));
            }
            Shown::new(tr!(tr, "rm-ev-tent", zone = zn(sc, zone), card = names::tent(tr, card)), Pause, Plain, at(zone))
        }
        Event::EventTriggered { tile } => {
            let name = g.statics().map().tile_names.get(tile as usize).cloned().unwrap_or_else(|| tile.to_string());
            Shown::new(tr!(tr, "rm-ev-event-token", tile = name), Pause, Zombie, None)
        }
        Event::BoardedHelicopter { survivor, seat } => {
            if let Some(s) = sc.survivor_mut(survivor) {
                s.aboard = Some(seat);
            }
            Shown::new(tr!(tr, "rm-ev-boarded", name = who(survivor), seat = heli_seat(tr, seat)), Follow, Plain, None)
        }
        Event::LeftHelicopter { survivor, zone } => {
            if let Some(s) = sc.survivor_mut(survivor) {
                s.aboard = None;
                s.zone = zone;
            }
            Shown::new(tr!(tr, "rm-ev-left-heli", name = who(survivor), zone = zn(sc, zone)), Follow, Plain, at(zone))
        }
        Event::HelicopterTookOff { zone } => {
            sc.heli = Some((zone, true));
            Shown::new(tr!(tr, "rm-ev-took-off", zone = zn(sc, zone)), Pause, Good, at(zone))
        }
        Event::HelicopterLanded { zone } => {
            sc.heli = Some((zone, false));
            Shown::new(tr!(tr, "rm-ev-landed", zone = zn(sc, zone)), Pause, Good, at(zone))
        }
        Event::HelicopterFlew { from, to } => {
            sc.heli = Some((to, true));
            for s in sc.surv.iter_mut().filter(|s| s.aboard.is_some()) {
                s.zone = to;
            }
            Shown::new(tr!(tr, "rm-ev-flew", from = zn(sc, from), to = zn(sc, to)), Pause, Good, at(to))
        }
        Event::ItemsStored { survivor, card } => Shown::new(
            tr!(tr, "rm-ev-stored", name = who(survivor), item = names::item(&g, tr, card)),
            Follow,
            Plain,
            None,
        ),
        Event::ItemsTaken { survivor, card } => Shown::new(
            tr!(tr, "rm-ev-taken", name = who(survivor), item = names::item(&g, tr, card)),
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
            Shown::new(tr!(tr, "rm-ev-end-phase"), Follow, Turn, None)
        }
        Event::VestFlipped { survivor, by } => {
            let t = tr!(tr, "rm-ev-vest-flipped", name = who(survivor), by = who(by));
            Shown::new(t, Follow, Good, sc.survivor_zone(survivor).map(u16::from))
        }
        Event::VestLost { survivor, by } => {
            let t = tr!(tr, "rm-ev-vest-lost", name = who(survivor), by = who(by));
            Shown::new(t, Follow, Bad, sc.survivor_zone(survivor).map(u16::from))
        }
        Event::Victory => {
            sc.over = Some(true);
            Shown::new(tr!(tr, "rm-ev-victory"), Pause, Good, None)
        }
        Event::GameScored { ref reason } => {
            sc.over = Some(true);
            Shown::new(tr!(tr, "rm-ev-scored", reason = reason.clone()), Pause, Good, None)
        }
        Event::Defeat { ref reason } => {
            sc.over = Some(false);
            Shown::new(tr!(tr, "rm-ev-defeat", reason = reason.clone()), Pause, Bad, None)
        }
    }
}

fn heli_seat(tr: &Tr, seat: u8) -> String {
    if seat == 0 { tr!(tr, "rm-heli-pilot-seat") } else { tr!(tr, "rm-heli-seat", n = seat) }
}

/// The drawn zombie card as a popup: its number, where it is drawn, and
/// its four lines with the current danger level's marked.
fn zombie_card(sc: &Scene, tr: &Tr, number: u16, place: &str) -> Vec<String> {
    let st = sc.game.statics();
    let mut out = vec![tr!(tr, "rm-card-title", number = number), place.to_owned()];
    let Some(idx) = st.card_numbers.iter().position(|&n| n == number) else { return out };
    let Some(lines) = st.cards.get(idx) else { return out };
    let current = sc.danger().index();
    for (i, line) in lines.iter().enumerate() {
        let level = tr!(tr, "rm-level", level = names::level_id(i as u8));
        let mark = if i == current { "▶" } else { " " };
        out.push(format!("{mark} {level:<9} {}", card_line(tr, *line)));
    }
    out
}

pub fn card_line(tr: &Tr, line: CardLine) -> String {
    match line {
        CardLine::Nothing => "—".into(),
        CardLine::Spawn { kind, count } => names::zombies(tr, kind, count.into()),
        CardLine::ExtraActivation { kind } => tr!(tr, "rm-line-extra", kind = names::kind_plural(tr, kind)),
        CardLine::Manhole { kind, count } => {
            tr!(tr, "rm-line-manhole", zombies = names::zombies(tr, kind, count.into()))
        }
        CardLine::Bed { color } => {
            let c = match color {
                horde_rue_morgue::content::BedColor::Blue => "blue",
                horde_rue_morgue::content::BedColor::Green => "green",
            };
            tr!(tr, "rm-line-bed", color = c)
        }
    }
}
