//! All Things Zombie's words in the reader's language, from its catalogue
//! (`locales/{en,ru}/all-things-zombie.ftl`): action labels, event
//! narration and the names of its pieces.

use crate::content::{Gear, Map};
use crate::rules::action::{Action, SurpriseChoice};
use crate::rules::event::Event;
use crate::rules::state::{Atz, Ended, Test};
use horde_board::Hex;
use horde_core::Viewer;
use horde_rules::texts::{ActionText, Group, Lang, Texts, Tr};
use horde_rules::tr;

/// The catalogue.
pub fn texts() -> &'static Texts {
    static TEXTS: Texts = Texts::new(
        &[("en/all-things-zombie.ftl", include_str!("../locales/en/all-things-zombie.ftl"))],
        &[("ru/all-things-zombie.ftl", include_str!("../locales/ru/all-things-zombie.ftl"))],
    );
    &TEXTS
}

/// A character's name.
pub fn character(tr: &Tr, g: &Atz, c: u8) -> String {
    character_named(tr, g.characters.get(usize::from(c)).map_or("?", |ch| ch.def().id.as_str()))
}

/// The grammatical gender of character `c`, for the Russian verb forms
/// that follow a name ("ранен" / "ранена").
pub fn gender(g: &Atz, c: u8) -> &'static str {
    if g.characters.get(usize::from(c)).is_some_and(|ch| ch.female) { "female" } else { "male" }
}

/// The name of the character whose content id is `id` (the id itself
/// when the catalogue has none).
pub fn character_named(tr: &Tr, id: &str) -> String {
    let key = format!("atz-char-{id}");
    if tr.has(&key) { tr.t(&key) } else { id.to_owned() }
}

/// A hex as the map's column and row ("7.3").
pub fn hex(h: Hex) -> String {
    let (x, y) = Map::offset(h);
    format!("{x}.{y}")
}

/// A weapon's or an item's name.
pub fn gear(tr: &Tr, g: &Atz, gear: Gear) -> String {
    gear_named(tr, g.content().gear_id(gear))
}

/// The name of the weapon or item whose content id is `id`.
pub fn gear_named(tr: &Tr, id: &str) -> String {
    let key = format!("atz-gear-{id}");
    if tr.has(&key) { tr.t(&key) } else { id.to_owned() }
}

/// A reaction test's name in the reader's language.
pub fn test_name(tr: &Tr, t: Test) -> String {
    tr.t(match t {
        Test::WantingToCharge => "atz-test-wanting-to-charge",
        Test::BeingCharged => "atz-test-being-charged",
        Test::ReceivedFire => "atz-test-received-fire",
        Test::InSight => "atz-test-in-sight",
    })
}

/// How a seat's menu shows `a`.
pub fn action_text(g: &Atz, a: Action, _viewer: Viewer, lang: Lang) -> ActionText {
    let tr = texts().tr(lang);
    let me = g.turn_state.map(|t| t.c);
    let here = me.map(|c| g.ch(c).hex);
    let info = |group: Group, rule: &'static str, label: String, target: Option<Hex>| ActionText {
        label,
        detail: None,
        group,
        rule,
        target: target.and_then(|h| g.map().index(h)).map(|i| i as u16),
        target_name: target.map(hex),
        subject: me.map(u16::from),
        warning: None,
        piece: None,
    };
    let toward = |d: u8| here.map(|h| crate::content::map::step(h, d));
    match a {
        Action::Initiative { characters, zombies } => info(
            Group::Chance,
            "ATZ-TURN-2",
            tr!(tr, "atz-act-initiative", characters = characters, zombies = zombies),
            None,
        ),
        Action::Die(v) => info(Group::Chance, "ATZ-DICE-2", tr!(tr, "atz-act-die", value = v), None),
        Action::Card(k) => {
            let n = g.content().zombie_cards.get(usize::from(k)).map_or(0, |c| c.zombies);
            info(Group::Chance, "ATZ-FINDZ-1", tr!(tr, "atz-act-card", zombies = n), None)
        }
        Action::Draw(k) => {
            let kind = g.content().zombie_kinds.get(usize::from(k));
            let (rep, dir) = kind.map_or((0, 0), |z| (z.rep, z.direction));
            info(Group::Chance, "ATZ-GEN-2", tr!(tr, "atz-act-draw", rep = rep, direction = dir), None)
        }
        Action::GoFor(c) => {
            info(Group::Chance, "ATZ-ZACT-3", tr!(tr, "atz-act-go-for", name = character(tr, g, c)), None)
        }
        Action::Activate(c) => info(
            Group::Survivor,
            "ATZ-ACT-1",
            tr!(tr, "atz-act-activate", name = character(tr, g, c)),
            Some(g.ch(c).hex),
        ),
        Action::Move(d) => info(Group::Move, "ATZ-MOVE-2", tr!(tr, "atz-act-move", direction = d), toward(d)),
        Action::Dash(d) => info(Group::Move, "ATZ-RUN-1", tr!(tr, "atz-act-dash", direction = d), toward(d)),
        Action::Charge(d) => info(Group::Attack, "ATZ-REACT-2", tr!(tr, "atz-act-charge", direction = d), toward(d)),
        Action::Run => info(Group::Move, "ATZ-RUN-1", tr!(tr, "atz-act-run"), None),
        Action::ChargeFar(i) => {
            let to = g.map().hexes.hex(usize::from(i));
            let label = tr!(tr, "atz-act-charge-far", hex = to.map_or_else(String::new, hex));
            info(Group::Attack, "ATZ-REACT-3", label, to)
        }
        Action::Fire(n) => info(Group::Attack, "ATZ-SHOOT-4", tr!(tr, "atz-act-fire", dice = n), None),
        Action::Target(z) => {
            let h = g.zombies.get(usize::from(z)).map(|z| z.hex);
            info(Group::Attack, "ATZ-SHOOT-5", tr!(tr, "atz-act-target", hex = h.map_or_else(String::new, hex)), h)
        }
        Action::Reload => info(Group::Inventory, "ATZ-SHOOT-9", tr!(tr, "atz-act-reload"), None),
        Action::Fight => info(Group::Attack, "ATZ-ACT-4", tr!(tr, "atz-act-fight"), here),
        Action::Exit => info(Group::Objective, "ATZ-GAP-9", tr!(tr, "atz-act-exit"), here),
        Action::Result(s) => info(Group::Choice, "ATZ-STAR-1", tr!(tr, "atz-act-result", successes = s), None),
        Action::Surprise(SurpriseChoice::Fire) => {
            info(Group::Attack, "ATZ-FINDZ-5", tr!(tr, "atz-act-surprise-fire"), here)
        }
        Action::Surprise(SurpriseChoice::Melee) => {
            info(Group::Attack, "ATZ-FINDZ-5", tr!(tr, "atz-act-surprise-melee"), here)
        }
        Action::Surprise(SurpriseChoice::StepBack) => {
            info(Group::Move, "ATZ-FINDZ-5", tr!(tr, "atz-act-step-back"), g.turn_state.map(|t| t.from))
        }
        Action::Kill(z) => info(
            Group::Choice,
            "ATZ-GAP-3",
            tr!(tr, "atz-act-kill", zombie = z),
            g.zombies.get(usize::from(z)).map(|z| z.hex),
        ),
        Action::Decline => info(Group::Choice, "ATZ-GAP-1", tr!(tr, "atz-act-decline"), None),
        Action::Reroll(i) => {
            let value = g.dice.get(usize::from(i)).copied().unwrap_or(0);
            info(Group::Choice, "ATZ-FAQ-5", tr!(tr, "atz-act-reroll", value = value), None)
        }
        Action::KeepDice => info(Group::Choice, "ATZ-FAQ-5", tr!(tr, "atz-act-keep-dice"), None),
        Action::LookIn(d) => {
            let to = toward(d);
            info(Group::Search, "ATZ-FAQ-6", tr!(tr, "atz-act-look", hex = to.map(hex).unwrap_or_default()), to)
        }
        Action::EndTurn => info(Group::End, "ATZ-ACT-2", tr!(tr, "atz-act-end-turn"), None),
        Action::Loot(k) => {
            let label = match g.content().loot.get(usize::from(k)).and_then(|l| l.gear) {
                Some(x) => tr!(tr, "atz-act-loot", gear = gear(tr, g, x)),
                None => tr!(tr, "atz-act-loot-nothing"),
            };
            info(Group::Chance, "ATZ-LOOT-1", label, None)
        }
        Action::Search => info(Group::Search, "ATZ-LOOT-1", tr!(tr, "atz-act-search"), here),
        Action::Switch => info(Group::Inventory, "ATZ-SHOOT-11", tr!(tr, "atz-act-switch"), None),
        Action::Heal(c) => info(
            Group::Inventory,
            "ATZ-ITEM-7",
            tr!(tr, "atz-act-heal", name = character(tr, g, c)),
            g.characters.get(usize::from(c)).map(|ch| ch.hex),
        ),
        Action::AttachScope => info(Group::Inventory, "ATZ-ITEM-6", tr!(tr, "atz-act-attach-scope"), None),
        Action::AmmoReload => info(Group::Inventory, "ATZ-ITEM-9", tr!(tr, "atz-act-ammo-reload"), None),
        Action::TakeDrugs => info(Group::Choice, "ATZ-ITEM-5", tr!(tr, "atz-act-take-drugs"), None),
        Action::Throw(d) => info(Group::Attack, "ATZ-SHOOT-8", tr!(tr, "atz-act-throw", direction = d), toward(d)),
        Action::Panic(n) => info(Group::Attack, "ATZ-SHOOT-10", tr!(tr, "atz-act-panic", dice = n), None),
        Action::Drop(x) => info(Group::Inventory, "ATZ-LOOT-3", tr!(tr, "atz-act-drop", gear = gear(tr, g, x)), None),
        Action::EnterAt(y) => info(Group::Move, "ATZ-MOVE-6", tr!(tr, "atz-act-enter-at", row = y), None),
        Action::Buy(x) => {
            let glory = match x {
                Gear::Weapon(w) => g.content().weapons.get(usize::from(w)).map_or(0, |w| w.glory),
                Gear::Item(i) => g.content().items.get(usize::from(i)).map_or(0, |i| i.glory),
            };
            let label = tr!(tr, "atz-act-buy", gear = gear(tr, g, x), glory = glory, left = g.glory_left);
            info(Group::Inventory, "ATZ-GAP-24", label, None)
        }
        Action::Treat(c) => info(
            Group::Inventory,
            "ATZ-FAQ-2",
            tr!(tr, "atz-act-treat", name = character(tr, g, c)),
            g.characters.get(usize::from(c)).map(|ch| ch.hex),
        ),
        Action::Cure(z) => info(
            Group::Attack,
            "ATZ-FAQ-3",
            tr!(tr, "atz-act-cure", zombie = z),
            g.zombies.get(usize::from(z)).map(|z| z.hex),
        ),
        Action::Done => info(Group::End, "ATZ-GAP-24", tr!(tr, "atz-act-done"), None),
        Action::PickUp(x) => {
            info(Group::Inventory, "ATZ-LOOT-3", tr!(tr, "atz-act-pick-up", gear = gear(tr, g, x)), here)
        }
        Action::Shoot(c) => {
            let at = g.characters.get(usize::from(c)).map(|ch| ch.hex);
            info(Group::Attack, "ATZ-GAP-23", tr!(tr, "atz-act-shoot", name = character(tr, g, c)), at)
        }
        Action::Hide(i) => {
            let to = g.map().hexes.hex(usize::from(i));
            let label = tr!(tr, "atz-act-hide", hex = to.map_or_else(String::new, hex));
            info(Group::Move, "ATZ-REACT-8", label, to)
        }
        Action::Pick(i) => {
            let at = g.picks.get(usize::from(i)).copied();
            let label = tr!(tr, "atz-act-pick", hex = at.map_or_else(String::new, hex));
            info(Group::Chance, "ATZ-SURV-7", label, at)
        }
    }
}

/// `event` told to `viewer` (everything is public).
pub fn narrate(g: &Atz, event: &Event, _viewer: Viewer, lang: Lang) -> Option<String> {
    let tr = texts().tr(lang);
    let name = |c: u8| character(tr, g, c);
    let dice = |d: &[u8]| d.iter().map(u8::to_string).collect::<Vec<_>>().join(" ");
    Some(match event {
        Event::Initiative { turn, characters, zombies } => {
            tr!(tr, "atz-ev-initiative", turn = *turn, characters = *characters, zombies = *zombies)
        }
        Event::Activation { active } => {
            let names: Vec<String> =
                active.iter().enumerate().filter(|(_, a)| **a).map(|(i, _)| name(i as u8)).collect();
            tr!(tr, "atz-ev-activation", names = names.join(", "), count = names.len())
        }
        Event::TurnOf { c } => tr!(tr, "atz-ev-turn-of", name = name(*c)),
        Event::Moved { c, to, .. } => tr!(tr, "atz-ev-moved", name = name(*c), hex = hex(*to)),
        Event::Ran { c, dice: d, extra } => tr!(tr, "atz-ev-ran", name = name(*c), dice = dice(d), extra = *extra),
        Event::Tested { c, test, dice: d, successes, chosen } => {
            if *chosen {
                tr!(tr, "atz-ev-test-chosen", name = name(*c), test = test_name(tr, *test), successes = *successes)
            } else {
                tr!(
                    tr,
                    "atz-ev-test",
                    name = name(*c),
                    test = test_name(tr, *test),
                    dice = dice(d),
                    successes = *successes
                )
            }
        }
        Event::Runaway { c, direction, to } => {
            tr!(tr, "atz-ev-runaway", name = name(*c), direction = *direction, hex = hex(*to))
        }
        Event::Fired { c, dice: d, hits, .. } => {
            tr!(tr, "atz-ev-fired", name = name(*c), dice = dice(d), hits = hits.len())
        }
        Event::OutOfAmmo { c } => tr!(tr, "atz-ev-out-of-ammo", name = name(*c)),
        Event::Reloaded { c } => tr!(tr, "atz-ev-reloaded", name = name(*c)),
        Event::ShotMarker { hex: h, dice } => tr!(tr, "atz-ev-shot-marker", hex = hex(*h), dice = *dice),
        Event::ZombieKilled { z } => tr!(tr, "atz-ev-zombie-killed", zombie = *z),
        Event::Melee { c, dice: d, successes, zombie_successes } => tr!(
            tr,
            "atz-ev-melee",
            name = name(*c),
            dice = dice(d),
            successes = *successes,
            zombies = *zombie_successes
        ),
        Event::Wounded { c, wounds } => {
            tr!(tr, "atz-ev-wounded", name = name(*c), gender = gender(g, *c), wounds = *wounds)
        }
        Event::Died { c } => tr!(tr, "atz-ev-died", name = name(*c)),
        Event::EnteredBuilding { c, zombies, .. } => tr!(tr, "atz-ev-entered", name = name(*c), zombies = *zombies),
        Event::Surprise { c, dice: d, character_surprised } => {
            let id = if *character_surprised { "atz-ev-surprised-character" } else { "atz-ev-surprised-zombies" };
            tr!(tr, id, name = name(*c), gender = gender(g, *c), dice = dice(d))
        }
        Event::SteppedBack { c, to } => tr!(tr, "atz-ev-stepped-back", name = name(*c), hex = hex(*to)),
        Event::ZombieMoved { z, to, .. } => tr!(tr, "atz-ev-zombie-moved", zombie = *z, hex = hex(*to)),
        Event::ZombieAppeared { z, hex: h } => tr!(tr, "atz-ev-zombie-appeared", zombie = *z, hex = hex(*h)),
        Event::CupEmpty => tr!(tr, "atz-ev-cup-empty"),
        Event::GenerationRoll { hex: h, dice: d, zombies } => {
            tr!(tr, "atz-ev-generation", hex = hex(*h), dice = dice(d), zombies = *zombies)
        }
        Event::Exited { c } => tr!(tr, "atz-ev-exited", name = name(*c)),
        Event::TurnEnded { turn } => tr!(tr, "atz-ev-turn-ended", turn = *turn),
        Event::Searched { c, .. } => tr!(tr, "atz-ev-searched", name = name(*c)),
        Event::Found { c, gear: Some(x) } => tr!(tr, "atz-ev-found", name = name(*c), gear = gear(tr, g, *x)),
        Event::Found { c, gear: None } => tr!(tr, "atz-ev-found-nothing", name = name(*c)),
        Event::SetAside { gear: x } => tr!(tr, "atz-ev-set-aside", gear = gear(tr, g, *x)),
        Event::Dropped { c, gear: x } => {
            let at = g.characters.get(usize::from(*c)).map_or_else(String::new, |ch| hex(ch.hex));
            tr!(tr, "atz-ev-dropped", gear = gear(tr, g, *x), hex = at)
        }
        Event::Switched { c } => tr!(tr, "atz-ev-switched", name = name(*c)),
        Event::Healed { c, target, wounds } => {
            tr!(tr, "atz-ev-healed", name = name(*c), target = name(*target), wounds = *wounds)
        }
        Event::ScopeAttached { c } => tr!(tr, "atz-ev-scope", name = name(*c)),
        Event::TookDrugs { c } => tr!(tr, "atz-ev-drugs", name = name(*c)),
        Event::Grenade { c, hex: h, dice: d } => {
            tr!(tr, "atz-ev-grenade", name = name(*c), hex = hex(*h), dice = dice(d))
        }
        Event::EntryEdge { east } => tr!(tr, "atz-ev-entry-edge", east = if *east { "yes" } else { "no" }),
        Event::Bought { c, gear: x } => tr!(tr, "atz-ev-bought", name = name(*c), gear = gear(tr, g, *x)),
        Event::EnteredMap { c, to } => tr!(tr, "atz-ev-entered-map", name = name(*c), hex = hex(*to)),
        Event::StartGeneration => tr!(tr, "atz-ev-start-generation"),
        Event::AbilityRoll { c, dice: d, success } => {
            tr!(tr, "atz-ev-ability", name = name(*c), dice = dice(d), success = if *success { "yes" } else { "no" })
        }
        Event::ZombieCured { z } => tr!(tr, "atz-ev-cured", zombie = *z),
        Event::Rerolled { c, old } => tr!(tr, "atz-ev-rerolled", name = name(*c), die = *old),
        Event::LookedIn { c, building } => {
            let letter = g
                .map()
                .buildings
                .get(usize::from(*building))
                .map_or_else(|| "?".to_owned(), |&l| building_letter(tr, l));
            tr!(tr, "atz-ev-looked-in", name = name(*c), building = letter)
        }
        Event::EnemyInitiative { die } => tr!(tr, "atz-ev-enemy-initiative", die = *die),
        Event::SurvivorFound { c, survivor, dice: d, ally, .. } => {
            let id = if *ally { "atz-ev-found-ally" } else { "atz-ev-found-enemy" };
            tr!(tr, id, name = name(*c), survivor = name(*survivor), dice = dice(d))
        }
        Event::FiredAt { c, target, dice: d, hits } => {
            tr!(tr, "atz-ev-fired-at", name = name(*c), target = name(*target), dice = dice(d), hits = *hits)
        }
        Event::Duel { a, b, dice: d, a_successes, b_successes } => tr!(
            tr,
            "atz-ev-duel",
            name = name(*a),
            target = name(*b),
            dice = dice(d),
            successes = *a_successes,
            against = *b_successes
        ),
        Event::PityShot { c, die, hit } => {
            tr!(tr, "atz-ev-pity", name = name(*c), die = *die, hit = if *hit { "yes" } else { "no" })
        }
        Event::DuckedBack { c, to } => tr!(tr, "atz-ev-ducked-back", name = name(*c), hex = hex(*to)),
        Event::GameOver { ended } => tr.t(match ended {
            Ended::Escaped => "atz-end-escaped",
            Ended::Survived => "atz-end-survived",
            Ended::AllDead => "atz-end-all-dead",
            Ended::OutOfTime => "atz-end-out-of-time",
        }),
    })
}

/// A building's letter as `tr`'s reader names it: the maps letter
/// buildings A, B, C..., a Russian page in its own alphabet.
pub fn building_letter(tr: &Tr, letter: char) -> String {
    tr!(tr, "atz-board-letter", letter = letter.to_string())
}
