//! Dead of Night's words in the reader's language, from its catalogue
//! (`locales/{en,ru}/dead-of-night.ftl`): action labels, event narration
//! and the names of items, room cards and event cards
//! (`dn-item-<id>`, `dn-room-<id>`, `dn-card-<id>`).

use crate::content::content;
use crate::rules::state::{FISTS, Thing, item_of};
use crate::{Action, DeadOfNight, Event};
use horde_core::Viewer;
use horde_rules::texts::{ActionText, Group, Lang, Texts, Tr};
use horde_rules::tr;

pub fn texts() -> &'static Texts {
    static TEXTS: Texts = Texts::new(
        &[("en/dead-of-night.ftl", include_str!("../locales/en/dead-of-night.ftl"))],
        &[("ru/dead-of-night.ftl", include_str!("../locales/ru/dead-of-night.ftl"))],
    );
    &TEXTS
}

/// A square as the board names it: column letter, row number from 1 ("C4").
pub fn square(g: &DeadOfNight, sq: u16) -> String {
    square_in(g.scen(), sq)
}

/// A square of scenario `s` as the board names it.
pub fn square_in(s: &crate::content::Scenario, sq: u16) -> String {
    let (x, y) = s.xy(sq);
    let col = char::from(b'A' + u8::try_from(x).unwrap_or(0));
    format!("{col}{}", y + 1)
}

pub fn thing(tr: &Tr, t: Thing) -> String {
    if t == FISTS {
        return tr.t("dn-fists");
    }
    let Some(item) = content().items.get(usize::from(item_of(t))) else { return String::new() };
    let name = tr.t(&format!("dn-item-{}", item.id));
    if t != item_of(t) { tr!(tr, "dn-dry", item = name) } else { name }
}

pub fn card(tr: &Tr, c: u8) -> String {
    content().cards.get(usize::from(c)).map(|k| tr.t(&format!("dn-card-{}", k.id))).unwrap_or_default()
}

pub fn vehicle(tr: &Tr, v: u8) -> String {
    content().vehicles.get(usize::from(v)).map(|k| tr.t(&format!("dn-vehicle-{}", k.id))).unwrap_or_default()
}

/// The vehicle whose front is on `sq`.
fn vehicle_at(g: &DeadOfNight, tr: &Tr, sq: u16) -> String {
    g.car_at(sq).map(|i| vehicle(tr, g.cars[i].vehicle)).unwrap_or_default()
}

pub fn room(tr: &Tr, r: u8) -> String {
    content().rooms.get(usize::from(r)).map(|k| tr.t(&format!("dn-room-{}", k.id))).unwrap_or_default()
}

/// An area as the board names it: its first square.
fn area_square(g: &DeadOfNight, area: u8) -> String {
    let s = g.scen();
    s.area_of.iter().position(|&a| a == area).map(|q| square(g, q as u16)).unwrap_or_default()
}

fn seat(s: u8) -> u32 {
    u32::from(s) + 1
}

/// How a menu shows `action`.
pub fn action_text(g: &DeadOfNight, action: Action, _viewer: Viewer, lang: Lang) -> ActionText {
    let tr = texts().tr(lang);
    let sq = |q: u16| square(g, q);
    let (label, group, rule, target) = match action {
        Action::First(s) => (tr!(tr, "dn-act-first", seat = seat(s)), Group::Chance, "DN-GAP-5", None),
        Action::StartItem(i) => (tr!(tr, "dn-act-start-item", item = thing(tr, i)), Group::Chance, "DN-SETUP-5", None),
        Action::Card(c) => (tr!(tr, "dn-act-card", card = card(tr, c)), Group::Chance, "DN-TURN-1", None),
        Action::Room(r) => (tr!(tr, "dn-act-room", room = room(tr, r)), Group::Chance, "DN-MOVE-5", None),
        Action::Die(d) => (tr!(tr, "dn-act-die", die = d), Group::Chance, "DN-TURN-1", None),
        Action::Start(q) => (tr!(tr, "dn-act-start", square = sq(q)), Group::Choice, "DN-SETUP-5", Some(q)),
        Action::Move => (tr.t("dn-act-move"), Group::Move, "DN-MOVE-3", None),
        Action::Run => (tr.t("dn-act-run"), Group::Move, "DN-RUN-1", None),
        Action::Step(q) => (tr!(tr, "dn-act-step", square = sq(q)), Group::Move, "DN-MOVE-3", Some(q)),
        Action::Stop => (tr.t("dn-act-stop"), Group::Move, "DN-MOVE-3", None),
        Action::Search => (tr.t("dn-act-search"), Group::Search, "DN-SEARCH-1", None),
        Action::Decline => (tr.t("dn-act-decline"), Group::Search, "DN-MOVE-5", None),
        Action::Take => (tr.t("dn-act-take"), Group::Inventory, "DN-SEARCH-2", None),
        Action::Leave(q) => (tr!(tr, "dn-act-leave", square = sq(q)), Group::Inventory, "DN-SEARCH-2", Some(q)),
        Action::PlaceZombie(q) => {
            (tr!(tr, "dn-act-place-zombie", square = sq(q)), Group::Choice, "DN-SEARCH-3", Some(q))
        }
        Action::Wield(t) => (tr!(tr, "dn-act-wield", item = thing(tr, t)), Group::Attack, "DN-MELEE-3", None),
        Action::Kill(q) => (tr!(tr, "dn-act-kill", square = sq(q)), Group::Attack, "DN-MELEE-4", Some(q)),
        Action::Push(a, b) => (tr!(tr, "dn-act-push", from = sq(a), to = sq(b)), Group::Attack, "DN-MELEE-5", Some(a)),
        Action::ZombieStep(a, b) => {
            (tr!(tr, "dn-act-zombie-step", from = sq(a), to = sq(b)), Group::Choice, "DN-ZOM-3", Some(a))
        }
        Action::Rest => (tr.t("dn-act-rest"), Group::Objective, "DN-ITEM-8", None),
        Action::Eat(t) => (tr!(tr, "dn-act-eat", item = thing(tr, t)), Group::Inventory, "DN-ITEM-7", None),
        Action::Stash(t) => (tr!(tr, "dn-act-stash", item = thing(tr, t)), Group::Inventory, "DN-ITEM-3", None),
        Action::Unstash(t) => (tr!(tr, "dn-act-unstash", item = thing(tr, t)), Group::Inventory, "DN-ITEM-3", None),
        Action::Pick(q, t) => {
            (tr!(tr, "dn-act-pick", item = thing(tr, t), square = sq(q)), Group::Inventory, "DN-FREE-2", Some(q))
        }
        Action::Drop(t) => (tr!(tr, "dn-act-drop", item = thing(tr, t)), Group::Inventory, "DN-FREE-3", None),
        Action::PickKeys => (tr.t("dn-act-pick-keys"), Group::Inventory, "DN-GAP-24", None),
        Action::Fight => (tr.t("dn-act-fight"), Group::Attack, "DN-FREE-5", None),
        Action::Steal(v) => (tr!(tr, "dn-act-steal", seat = seat(v)), Group::Attack, "DN-ITEM-4", None),
        Action::Rob(t) => (tr!(tr, "dn-act-rob", item = thing(tr, t)), Group::Choice, "DN-ITEM-4", None),
        Action::RobKeys => (tr.t("dn-act-rob-keys"), Group::Choice, "DN-GAP-24", None),
        Action::EndTurn => (tr.t("dn-act-end-turn"), Group::End, "DN-TURN-1", None),
        Action::Give(v, t) => {
            (tr!(tr, "dn-act-give", item = thing(tr, t), seat = seat(v)), Group::Inventory, "DN-FREE-4", None)
        }
        Action::GiveKeys(v) => (tr!(tr, "dn-act-give-keys", seat = seat(v)), Group::Inventory, "DN-GAP-24", None),
        Action::Shoot(q, t) => {
            (tr!(tr, "dn-act-shoot", item = thing(tr, t), square = sq(q)), Group::Attack, "DN-RANGED-2", Some(q))
        }
        Action::Throw(q, t) => {
            (tr!(tr, "dn-act-throw", item = thing(tr, t), square = sq(q)), Group::Attack, "DN-RANGED-4", Some(q))
        }
        Action::AttackWall(q, t) => {
            let barricade = g.players[usize::from(g.active)].pos.is_some_and(|p| g.barricade_on(p, q).is_some());
            let (id, rule) =
                if barricade { ("dn-act-attack-barricade", "DN-BAR-3") } else { ("dn-act-attack-wall", "DN-OBJ-1") };
            (tr!(tr, id, item = thing(tr, t), square = sq(q)), Group::Attack, rule, Some(q))
        }
        Action::Strike(v, t) => {
            (tr!(tr, "dn-act-strike", item = thing(tr, t), seat = seat(v)), Group::Attack, "DN-PVP-1", None)
        }
        Action::ShootPlayer(v, t) => {
            (tr!(tr, "dn-act-shoot-player", item = thing(tr, t), seat = seat(v)), Group::Attack, "DN-PVP-1", None)
        }
        Action::StartFire(q) => (tr!(tr, "dn-act-start-fire", square = sq(q)), Group::Objective, "DN-FIRE-1", Some(q)),
        Action::PutOut => (tr.t("dn-act-put-out"), Group::Objective, "DN-FIRE-2", None),
        Action::Smash(q, t) => {
            (tr!(tr, "dn-act-smash", item = thing(tr, t), square = sq(q)), Group::Attack, "DN-OBJ-1", Some(q))
        }
        Action::ShootThing(q, t) => {
            (tr!(tr, "dn-act-shoot-thing", item = thing(tr, t), square = sq(q)), Group::Attack, "DN-OBJ-1", Some(q))
        }
        Action::SpreadTo(q) => (tr!(tr, "dn-act-spread", square = sq(q)), Group::Choice, "DN-FIRE-5", Some(q)),
        Action::Barricade(q) => (tr!(tr, "dn-act-barricade", square = sq(q)), Group::Objective, "DN-BAR-1", Some(q)),
        Action::Dismantle(q) => (tr!(tr, "dn-act-dismantle", square = sq(q)), Group::Objective, "DN-BAR-2", Some(q)),
        Action::Swap(h, k) => {
            (tr!(tr, "dn-act-swap", item = thing(tr, h), other = thing(tr, k)), Group::Inventory, "DN-GAP-18", None)
        }
        Action::Help(yes) => {
            let id = if yes { "dn-act-help" } else { "dn-act-no-help" };
            let fighter = match g.stack.last() {
                Some(crate::Step::Help { fighter, .. }) => seat(*fighter),
                _ => 0,
            };
            (tr!(tr, id, seat = fighter), Group::Choice, "DN-MELEE-3", None)
        }
        Action::Combine(t) => (tr!(tr, "dn-act-combine", item = thing(tr, t)), Group::Inventory, "DN-ITEM-5", None),
        Action::CrashAt(door, front) => {
            (tr!(tr, "dn-act-crash-at", door = sq(door), square = sq(front)), Group::Choice, "DN-CARDS-2", Some(front))
        }
        Action::Fuel(q) if g.car_at(q).is_none() => {
            (tr!(tr, "dn-act-fuel-generator", square = sq(q)), Group::Objective, "DN-GAP-14", Some(q))
        }
        Action::Fuel(q) => (
            tr!(tr, "dn-act-fuel", vehicle = vehicle_at(g, tr, q), square = sq(q)),
            Group::Objective,
            "DN-CAR-1",
            Some(q),
        ),
        Action::StartGenerator => (tr.t("dn-act-start-generator"), Group::Objective, "DN-GAP-14", None),
        Action::Peace => (tr.t("dn-act-peace"), Group::Attack, "DN-PVP-2", None),
        Action::Pass => (tr.t("dn-act-pass"), Group::End, "DN-FREE-8", None),
        Action::Flee => (tr.t("dn-act-flee"), Group::Move, "DN-FREE-6", None),
        Action::DoItNow => (tr.t("dn-act-do-it-now"), Group::Choice, "DN-FREE-7", None),
        Action::StartCar => (tr.t("dn-act-start-car"), Group::Objective, "DN-ITEM-6", None),
        Action::HotWire => (tr.t("dn-act-hot-wire"), Group::Objective, "DN-CAR-2", None),
        Action::Drive => (tr.t("dn-act-drive"), Group::Move, "DN-MOVE-6", None),
        Action::DriveTo(f, r) => {
            (tr!(tr, "dn-act-drive-to", square = sq(f), rear = sq(r)), Group::Move, "DN-CAR-3", Some(f))
        }
        Action::Escape => (tr.t("dn-act-escape"), Group::Objective, "DN-GAP-22", None),
        Action::GetOut(q) => (tr!(tr, "dn-act-get-out", square = sq(q)), Group::Move, "DN-CAR-6", Some(q)),
        Action::Evacuate(q) => (tr!(tr, "dn-act-evacuate", square = sq(q)), Group::Choice, "DN-GAP-19", Some(q)),
    };
    // What acting out of turn costs is not in its name.
    let detail = match action {
        Action::Flee => Some(tr.t("dn-act-flee-detail")),
        Action::DoItNow => Some(tr.t("dn-act-do-it-now-detail")),
        _ => None,
    };
    ActionText {
        label,
        detail,
        group,
        rule,
        target,
        target_name: target.map(|q| square(g, q)),
        subject: None,
        warning: None,
        piece: None,
    }
}

/// `event` told to `viewer` (every event is public).
pub fn narrate(g: &DeadOfNight, event: &Event, _viewer: Viewer, lang: Lang) -> String {
    let tr = texts().tr(lang);
    let sq = |q: u16| square(g, q);
    match *event {
        Event::FirstPlayer { seat: s } => tr!(tr, "dn-ev-first", seat = seat(s)),
        Event::Started { seat: s, sq: q } => tr!(tr, "dn-ev-started", seat = seat(s), square = sq(q)),
        Event::StartingItem { seat: s, thing: t } => {
            tr!(tr, "dn-ev-starting-item", seat = seat(s), item = thing(tr, t))
        }
        Event::TurnBegan { seat: s, round } => tr!(tr, "dn-ev-turn", seat = seat(s), round = round),
        Event::CardDrawn { seat: s, card: c } => tr!(tr, "dn-ev-card", seat = seat(s), card = card(tr, c)),
        Event::PowerOn => tr.t("dn-ev-power-on"),
        Event::LightsOut => tr.t("dn-ev-lights-out"),
        Event::AmmoFound { seat: s, ammo } => tr!(tr, "dn-ev-ammo", seat = seat(s), ammo = ammo),
        Event::KeysFound { seat: s } => tr!(tr, "dn-ev-keys", seat = seat(s)),
        Event::CarCrashed { front, rear } => tr!(tr, "dn-ev-car-crashed", front = sq(front), rear = sq(rear)),
        Event::Fuelled { seat: s, vehicle: v, sq: q } => {
            tr!(tr, "dn-ev-fuelled", seat = seat(s), vehicle = vehicle(tr, v), square = sq(q))
        }
        Event::GeneratorFuelled { seat: s } => tr!(tr, "dn-ev-generator-fuelled", seat = seat(s)),
        Event::GeneratorStarted { seat: s } => tr!(tr, "dn-ev-generator-started", seat = seat(s)),
        Event::CarStarted { seat: s } => tr!(tr, "dn-ev-car-started", seat = seat(s)),
        Event::HotWired { seat: s, die } => {
            let id = match die {
                1 | 2 => "dn-ev-hot-wire-started",
                3 | 4 => "dn-ev-hot-wire-failed",
                _ => "dn-ev-hot-wire-broken",
            };
            tr!(tr, id, seat = seat(s), die = die)
        }
        Event::CarMoved { front, rear } => tr!(tr, "dn-ev-car-moved", front = sq(front), rear = sq(rear)),
        Event::Rammed { seat: s, die, total } => tr!(tr, "dn-ev-rammed", seat = seat(s), die = die, total = total),
        Event::CarWrecked { front, rear } => tr!(tr, "dn-ev-car-wrecked", front = sq(front), rear = sq(rear)),
        Event::GotOut { seat: s, sq: q } => tr!(tr, "dn-ev-got-out", seat = seat(s), square = sq(q)),
        Event::JumpedOut { seat: s, energy } => tr!(tr, "dn-ev-jumped-out", seat = seat(s), energy = energy),
        Event::Escaped { seat: s } => tr!(tr, "dn-ev-escaped", seat = seat(s)),
        Event::DoorBroken { a, b } => tr!(tr, "dn-ev-door-broken", from = sq(a), to = sq(b)),
        Event::ZombiePlaced { sq: q } => tr!(tr, "dn-ev-zombie-placed", square = sq(q)),
        Event::ZombieMoved { from, to } => tr!(tr, "dn-ev-zombie-moved", from = sq(from), to = sq(to)),
        Event::RoomRevealed { room: r, .. } => tr!(tr, "dn-ev-room", room = room(tr, r)),
        Event::Stepped { seat: s, to } => tr!(tr, "dn-ev-stepped", seat = seat(s), square = sq(to)),
        Event::SearchRolled { seat: s, die, total } => {
            tr!(tr, "dn-ev-search-roll", seat = seat(s), die = die, total = total)
        }
        Event::Found { seat: s, thing: t } => tr!(tr, "dn-ev-found", seat = seat(s), item = thing(tr, t)),
        Event::FoundNothing { seat: s } => tr!(tr, "dn-ev-found-nothing", seat = seat(s)),
        Event::FoundZombie { seat: s } => tr!(tr, "dn-ev-found-zombie", seat = seat(s)),
        Event::Took { seat: s, thing: t } => tr!(tr, "dn-ev-took", seat = seat(s), item = thing(tr, t)),
        Event::Left { seat: s, thing: t, sq: q } => {
            tr!(tr, "dn-ev-left", seat = seat(s), item = thing(tr, t), square = sq(q))
        }
        Event::CombatRolled { seat: s, die, total, zombies } => {
            tr!(tr, "dn-ev-combat", seat = seat(s), die = die, total = total, zombies = zombies)
        }
        Event::Killed { seat: s, sq: q } => tr!(tr, "dn-ev-killed", seat = seat(s), square = sq(q)),
        Event::Pushed { from, to, .. } => tr!(tr, "dn-ev-pushed", from = sq(from), to = sq(to)),
        Event::Wounded { seat: s, energy } => tr!(tr, "dn-ev-wounded", seat = seat(s), energy = energy),
        Event::Grabbed { seat: s, energy } => tr!(tr, "dn-ev-grabbed", seat = seat(s), energy = energy),
        Event::WeaponTorn { seat: s, thing: t } => tr!(tr, "dn-ev-torn", seat = seat(s), item = thing(tr, t)),
        Event::PistolExploded { seat: s, energy } => tr!(tr, "dn-ev-pistol", seat = seat(s), energy = energy),
        Event::ChainsawDry { seat: s } => tr!(tr, "dn-ev-chainsaw", seat = seat(s)),
        Event::Died { seat: s, sq: q } => tr!(tr, "dn-ev-died", seat = seat(s), square = sq(q)),
        Event::Rested { seat: s, energy } => tr!(tr, "dn-ev-rested", seat = seat(s), energy = energy),
        Event::Ate { seat: s, thing: t, energy } => {
            tr!(tr, "dn-ev-ate", seat = seat(s), item = thing(tr, t), energy = energy)
        }
        Event::Stashed { seat: s, thing: t } => tr!(tr, "dn-ev-stashed", seat = seat(s), item = thing(tr, t)),
        Event::Unstashed { seat: s, thing: t } => tr!(tr, "dn-ev-unstashed", seat = seat(s), item = thing(tr, t)),
        Event::Picked { seat: s, thing: t, .. } => tr!(tr, "dn-ev-picked", seat = seat(s), item = thing(tr, t)),
        Event::Dropped { seat: s, thing: t, .. } => tr!(tr, "dn-ev-dropped", seat = seat(s), item = thing(tr, t)),
        Event::PickedKeys { seat: s } => tr!(tr, "dn-ev-picked-keys", seat = seat(s)),
        Event::StealRolled { thief, victim, die, success } => tr!(
            tr,
            if success { "dn-ev-steal-ok" } else { "dn-ev-steal-failed" },
            thief = seat(thief),
            victim = seat(victim),
            die = die
        ),
        Event::Robbed { thief, victim, thing: t } => {
            tr!(tr, "dn-ev-robbed", thief = seat(thief), victim = seat(victim), item = thing(tr, t))
        }
        Event::RobbedKeys { thief, victim } => tr!(tr, "dn-ev-robbed-keys", thief = seat(thief), victim = seat(victim)),
        Event::Gave { from, to, thing: t } => {
            tr!(tr, "dn-ev-gave", from = seat(from), to = seat(to), item = thing(tr, t))
        }
        Event::GaveKeys { from, to } => tr!(tr, "dn-ev-gave-keys", from = seat(from), to = seat(to)),
        Event::Shot { seat: s, target, ammo } => {
            tr!(tr, "dn-ev-shot", seat = seat(s), square = sq(target), ammo = ammo)
        }
        Event::Thrown { seat: s, thing: t, target } => {
            tr!(tr, "dn-ev-thrown", seat = seat(s), item = thing(tr, t), square = sq(target))
        }
        Event::RangedRolled { seat: s, die, total } => {
            tr!(tr, "dn-ev-ranged-roll", seat = seat(s), die = die, total = total)
        }
        Event::Broke { thing: t, .. } => tr!(tr, "dn-ev-broke", item = thing(tr, t)),
        Event::WallRolled { seat: s, die, total, need } => {
            tr!(tr, "dn-ev-wall-roll", seat = seat(s), die = die, total = total, need = need)
        }
        Event::WallBroken { a, b } => tr!(tr, "dn-ev-wall-broken", from = sq(a), to = sq(b)),
        Event::ShotAt { attacker, victim, ammo } => {
            tr!(tr, "dn-ev-shot-at", attacker = seat(attacker), victim = seat(victim), ammo = ammo)
        }
        Event::PvpRolled { attacker, victim, die, total, hit } => tr!(
            tr,
            if hit { "dn-ev-pvp-hit" } else { "dn-ev-pvp-miss" },
            attacker = seat(attacker),
            victim = seat(victim),
            die = die,
            total = total
        ),
        Event::Hurt { seat: s, energy } => tr!(tr, "dn-ev-hurt", seat = seat(s), energy = energy),
        Event::FireStarted { sq: q, owner } => tr!(tr, "dn-ev-fire", square = sq(q), seat = seat(owner)),
        Event::FireOut { sq: q } => tr!(tr, "dn-ev-fire-out", square = sq(q)),
        Event::ZombieFled { from, to } => tr!(tr, "dn-ev-fled", from = sq(from), to = sq(to)),
        Event::Burned { seat: s, energy } => tr!(tr, "dn-ev-burned", seat = seat(s), energy = energy),
        Event::ObjectRolled { seat: s, die, total, need } => {
            tr!(tr, "dn-ev-object-roll", seat = seat(s), die = die, total = total, need = need)
        }
        Event::Exploded { seat: s, sq: q, thing: t } => {
            tr!(tr, "dn-ev-exploded", item = thing(tr, t), square = sq(q), seat = seat(s))
        }
        Event::BlastHurt { seat: s, energy } => tr!(tr, "dn-ev-blast-hurt", seat = seat(s), energy = energy),
        Event::Damaged { area } => tr!(tr, "dn-ev-damaged", square = area_square(g, area)),
        Event::Collapsed { area } => tr!(tr, "dn-ev-collapsed", square = area_square(g, area)),
        Event::Infected { seat: s } => tr!(tr, "dn-ev-infected", seat = seat(s)),
        Event::InfectionDrain { seat: s, energy } => tr!(tr, "dn-ev-infection", seat = seat(s), energy = energy),
        Event::BarricadeBuilt { a, b } => tr!(tr, "dn-ev-barricade", from = sq(a), to = sq(b)),
        Event::BarricadeRemoved { a, b } => tr!(tr, "dn-ev-barricade-gone", from = sq(a), to = sq(b)),
        Event::Combined { seat: s, from, to } => {
            tr!(tr, "dn-ev-combined", seat = seat(s), item = thing(tr, from), made = thing(tr, to))
        }
        Event::Helped { helper, fighter } => {
            tr!(tr, "dn-ev-helped", helper = seat(helper), fighter = seat(fighter))
        }
        Event::TurnEnded { seat: s } => tr!(tr, "dn-ev-turn-ended", seat = seat(s)),
        Event::PeaceDeclared { seat: s } => tr!(tr, "dn-ev-peace", seat = seat(s)),
        Event::FightEnded => tr.t("dn-ev-fight-ended"),
        Event::OutOfTurn { seat: s, flee: true, owed } => tr!(tr, "dn-ev-flee", seat = seat(s), owed = owed),
        Event::OutOfTurn { seat: s, flee: false, owed } => tr!(tr, "dn-ev-do-it-now", seat = seat(s), owed = owed),
        Event::DebtPaid { seat: s, actions, .. } => tr!(tr, "dn-ev-debt-paid", seat = seat(s), actions = actions),
        Event::GameOver { end } => tr.t(match end {
            crate::End::TheEnd => "dn-ev-over-the-end",
            crate::End::DeckEmpty => "dn-ev-over-deck",
            crate::End::LastAlive => "dn-ev-over-last",
            crate::End::AllDead => "dn-ev-over-all-dead",
            crate::End::Escaped => "dn-ev-over-escaped",
        }),
    }
}

/// An event card face up, as the front ends show it to everyone when it
/// is drawn (DN-TURN-1): its name, its zombie turns (DN-GAP-20) and, for
/// a card that does more, what it does (DN-GAP-1).
pub fn card_face(tr: &Tr, c: u8) -> Vec<String> {
    use crate::content::Effect;
    let Some(k) = content().cards.get(usize::from(c)) else { return Vec::new() };
    let mut out = vec![card(tr, c), tr!(tr, "dn-page-crosses", crosses = u32::from(k.crosses))];
    let does = match k.effect {
        Effect::None => None,
        Effect::PowerOn => Some("dn-page-effect-power-on"),
        Effect::LightsOut => Some("dn-page-effect-lights-out"),
        Effect::Ammo => Some("dn-page-effect-ammo"),
        Effect::Crash => Some("dn-page-effect-crash"),
        Effect::Keys => Some("dn-page-effect-keys"),
        Effect::BreakThrough => Some("dn-page-effect-break-through"),
        Effect::TheEnd => Some("dn-page-effect-the-end"),
    };
    out.extend(does.map(|id| tr.t(id)));
    out
}

/// The event card lying face up in `view`: the last chance outcome, as
/// long as it is a card (a die rolled or a room card turned up after it
/// covers it, as the next card drawn does at the table).
pub fn card_showing(view: &crate::View) -> Option<u8> {
    match view.last_chance {
        Some(Action::Card(c)) => Some(c),
        _ => None,
    }
}
