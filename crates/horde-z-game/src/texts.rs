//! Z-Game's words in the reader's language, from its catalogue
//! (`locales/{en,ru}/z-game.ftl`): action labels, event narration and the
//! names of its pieces. Location and faction names come from the content,
//! which carries both languages.

use crate::content::{Card, CharKind, Deck, FactionId, content};
use crate::rules::map::Place;
use crate::{Action, Death, Event, Job, Phase, Posture, Remedy, Who, ZGame};
use horde_core::Viewer;
use horde_rules::texts::{ActionText, Group, Lang, Texts, Tr};
use horde_rules::tr;

/// Z-Game's catalogue.
pub fn texts() -> &'static Texts {
    static TEXTS: Texts = Texts::new(
        &[("en/z-game.ftl", include_str!("../locales/en/z-game.ftl"))],
        &[("ru/z-game.ftl", include_str!("../locales/ru/z-game.ftl"))],
    );
    &TEXTS
}

pub fn kind_name(kind: CharKind, tr: &Tr) -> String {
    tr.t(match kind {
        CharKind::Leader => "zg-kind-leader",
        CharKind::Fighter => "zg-kind-fighter",
        CharKind::Engineer => "zg-kind-engineer",
        CharKind::Scientist => "zg-kind-scientist",
    })
}

pub fn card_name(card: Card, tr: &Tr) -> String {
    tr.t(match card {
        Card::Tools => "zg-card-tools",
        Card::Literature => "zg-card-literature",
        Card::Chainsaw => "zg-card-chainsaw",
        Card::Car => "zg-card-car",
        Card::Bandage => "zg-card-bandage",
        Card::Ration => "zg-card-ration",
        Card::Melee => "zg-card-melee",
        Card::Firearm => "zg-card-firearm",
    })
}

pub fn job_name(job: Job, tr: &Tr) -> String {
    tr.t(match job {
        Job::Barricade => "zg-job-barricade",
        Job::Blockpost => "zg-job-blockpost",
        Job::Upgrade => "zg-job-upgrade",
        Job::Repair => "zg-job-repair",
        Job::Cure => "zg-job-cure",
        Job::Sabotage => "zg-job-sabotage",
        Job::Pharmacy => "zg-job-pharmacy",
        Job::Search => "zg-job-search",
    })
}

fn sab_name(kind: crate::rules::action::SabKind, tr: &Tr) -> String {
    use crate::rules::action::SabKind;
    tr.t(match kind {
        SabKind::Destroy => "zg-sab-destroy",
        SabKind::Horde => "zg-sab-horde",
        SabKind::Steal => "zg-sab-steal",
        SabKind::Scout => "zg-sab-scout",
    })
}

fn remedy_name(by: Remedy, tr: &Tr) -> String {
    tr.t(match by {
        Remedy::Medicine => "zg-remedy-medicine",
        Remedy::Cure => "zg-remedy-cure",
        Remedy::Bandage => "zg-remedy-bandage",
    })
}

pub fn posture_name(posture: Posture, tr: &Tr) -> String {
    tr.t(match posture {
        Posture::Hungry => "zg-posture-hungry",
        Posture::Retreated => "zg-posture-retreated",
        Posture::Sick => "zg-posture-sick",
        Posture::Standing => "zg-posture-standing",
    })
}

pub fn phase_name(phase: Phase, tr: &Tr) -> String {
    tr.t(match phase {
        Phase::Setup => "zg-phase-setup",
        Phase::Morning => "zg-phase-morning",
        Phase::Movement => "zg-phase-movement",
        Phase::DayFights => "zg-phase-day-fights",
        Phase::Building => "zg-phase-building",
        Phase::Sabotage => "zg-phase-sabotage",
        Phase::Cures => "zg-phase-cures",
        Phase::FlareUp => "zg-phase-flare-up",
        Phase::NightAttack => "zg-phase-night-attack",
        Phase::Infection => "zg-phase-infection",
        Phase::Labour => "zg-phase-labour",
        Phase::NightVp => "zg-phase-night-vp",
    })
}

/// A content name in the reader's language.
fn named<'a>(en: &'a str, ru: &'a str, tr: &Tr) -> &'a str {
    if tr.lang() == Lang::Ru { ru } else { en }
}

/// A seat by its faction's name ("Bees"); "Player 2" only before the
/// factions are dealt (ZG-GAP-2).
pub fn seat_name(faction: Option<FactionId>, seat: u8, tr: &Tr) -> String {
    match faction {
        Some(f) => {
            let f = content().faction(f);
            named(&f.name_en, &f.name_ru, tr).to_owned()
        }
        None => tr!(tr, "zg-player", n = u32::from(seat) + 1),
    }
}

/// What words need to know of a table: who plays which faction and what
/// stands where, as the reader may know it. The match answers for the
/// server's narration; a seat's view for a front end that tells events
/// from the view it holds.
pub trait Table {
    fn faction_of(&self, seat: u8) -> Option<FactionId>;
    /// `None`: a position the reader cannot name (ZG-VAR-2).
    fn place_at(&self, loc: u8) -> Option<Place>;
}

impl Table for ZGame {
    fn faction_of(&self, seat: u8) -> Option<FactionId> {
        self.seats.get(usize::from(seat)).and_then(|p| p.faction)
    }
    fn place_at(&self, loc: u8) -> Option<Place> {
        self.locations().get(usize::from(loc)).filter(|_| !self.face_down(loc)).map(|l| l.place)
    }
}

impl Table for crate::View {
    fn faction_of(&self, seat: u8) -> Option<FactionId> {
        self.players.get(usize::from(seat)).and_then(|p| p.faction)
    }
    fn place_at(&self, loc: u8) -> Option<Place> {
        self.locations.get(usize::from(loc)).map(|l| l.place)
    }
}

pub fn player_name(g: &impl Table, seat: u8, tr: &Tr) -> String {
    seat_name(g.faction_of(seat), seat, tr)
}

/// A map position by what stands on it, as a viewer knows it: a tile
/// not yet dealt or lying face down (ZG-VAR-2) has no name to show.
pub fn place_name(place: Place, factions: impl Fn(u8) -> Option<FactionId>, tr: &Tr) -> String {
    let c = content();
    match place {
        Place::Street => named(&c.street_name_en, &c.street_name_ru, tr).to_owned(),
        Place::City(Some(t)) => match c.tiles.get(usize::from(t)) {
            Some(t) => named(&t.name_en, &t.name_ru, tr).to_owned(),
            None => tr.t("zg-unknown-location"),
        },
        Place::Base(s) => tr!(tr, "zg-base", player = seat_name(factions(s), s, tr)),
        Place::City(None) => tr.t("zg-unknown-location"),
    }
}

/// A location as the board pictures name their spots: a code, not a word,
/// so a picture drawn once serves readers of every language.
pub fn spot(loc: u8) -> String {
    format!("L{loc}")
}

pub fn location_name(g: &impl Table, loc: u8, tr: &Tr) -> String {
    match g.place_at(loc) {
        Some(place) => place_name(place, |s| g.faction_of(s), tr),
        None => tr.t("zg-unknown-location"),
    }
}

/// "Bees fighter": a character in narration and in the view.
pub fn who_text(who: Who, faction: Option<FactionId>, tr: &Tr) -> String {
    tr!(tr, "zg-who", kind = kind_name(who.kind, tr), player = seat_name(faction, who.seat, tr))
}

fn who_name(g: &impl Table, who: Who, tr: &Tr) -> String {
    who_text(who, g.faction_of(who.seat), tr)
}

/// "fighter at Bakery": one of the viewer's own characters in a menu.
fn char_name(g: &ZGame, ch: u8, tr: &Tr) -> String {
    match g.characters().get(usize::from(ch)) {
        Some(c) => tr!(
            tr,
            "zg-char",
            kind = kind_name(c.kind, tr),
            place = c.loc.map_or_else(|| "-".to_owned(), |l| location_name(g, l, tr))
        ),
        None => tr.t("zg-unknown-character"),
    }
}

/// A label's first letter in capitals (a kind name leading a label).
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// "Fighter → Hospital (from Bakery)".
fn move_label(g: &ZGame, ch: u8, to: u8, tr: &Tr) -> String {
    let c = g.characters().get(usize::from(ch));
    let kind = c.map_or_else(|| tr.t("zg-unknown-character"), |c| kind_name(c.kind, tr));
    let from = c.and_then(|c| c.loc).map_or_else(|| tr.t("zg-unknown-location"), |l| location_name(g, l, tr));
    tr!(tr, "zg-act-move", kind = capitalised(&kind), to = location_name(g, to, tr), from = from)
}

/// How a menu shows `action`.
pub fn action_text(g: &ZGame, action: Action, _viewer: Viewer, tr: &Tr) -> ActionText {
    let (label, group, rule, target): (String, Group, &'static str, Option<u8>) = match action {
        Action::LieDown { ch } => (tr!(tr, "zg-act-lie", who = char_name(g, ch, tr)), Group::Choice, "ZG-GAP-5", None),
        // The destination leads: a menu cut short still tells moves apart.
        Action::Move { ch, to } => (move_label(g, ch, to, tr), Group::Move, "ZG-GAP-6", Some(to)),
        Action::Fight { melee, firearm, chainsaw } => (
            tr!(
                tr,
                "zg-act-fight",
                melee = u32::from(melee),
                firearm = u32::from(firearm),
                chainsaw = u32::from(chainsaw)
            ),
            Group::Attack,
            "ZG-NIGHT-3",
            None,
        ),
        Action::Open { loc, job } => (
            tr!(tr, "zg-act-open", job = job_name(job, tr), place = location_name(g, loc, tr)),
            Group::Work,
            if job == Job::Cure { "ZG-CURE-1" } else { "ZG-EVE-3" },
            Some(loc),
        ),
        Action::Enlist { ch } => (tr!(tr, "zg-act-enlist", who = char_name(g, ch, tr)), Group::Work, "ZG-EVE-4", None),
        Action::Spend { card } => {
            (tr!(tr, "zg-act-spend", card = card_name(card, tr)), Group::Inventory, "ZG-EVE-5", None)
        }
        Action::Commit => (tr.t("zg-act-commit"), Group::Work, "ZG-EVE-3", None),
        Action::Disband => (tr.t("zg-act-disband"), Group::Work, "ZG-EVE-3", None),
        Action::Sabotage { target, kind } => (
            tr!(tr, "zg-act-sabotage", kind = sab_name(kind, tr), place = location_name(g, target, tr)),
            Group::Objective,
            "ZG-SAB-4",
            Some(target),
        ),
        Action::Car { loc } => {
            (tr!(tr, "zg-act-car", place = location_name(g, loc, tr)), Group::Inventory, "ZG-BUILD-2", Some(loc))
        }
        Action::Ration => (tr.t("zg-act-ration"), Group::Inventory, "ZG-GAP-1", None),
        Action::Trade => (tr.t("zg-act-trade"), Group::Inventory, "ZG-GAP-11", None),
        Action::Heal { ch, by } => (
            tr!(tr, "zg-act-heal", who = char_name(g, ch, tr), by = remedy_name(by, tr)),
            Group::Choice,
            "ZG-DIS-2",
            None,
        ),
        Action::RetreatTo { loc } => {
            (tr!(tr, "zg-act-retreat", place = location_name(g, loc, tr)), Group::Choice, "ZG-RETREAT-2", Some(loc))
        }
        Action::Peek { loc } => (tr!(tr, "zg-act-peek", n = u32::from(loc)), Group::Objective, "ZG-VAR-2", Some(loc)),
        Action::Swap => (tr.t("zg-act-swap"), Group::Objective, "ZG-VAR-2", None),
        Action::Lay { tile, loc } => {
            let name = place_name(Place::City(Some(tile)), |_| None, tr);
            let ring = if loc <= 6 { 1u32 } else { 2 };
            (tr!(tr, "zg-act-lay", tile = name, ring = ring, n = u32::from(loc)), Group::Choice, "ZG-VAR-3", Some(loc))
        }
        Action::Enrol(kind) => (tr!(tr, "zg-act-enrol", kind = kind_name(kind, tr)), Group::Choice, "ZG-VAR-7", None),
        Action::Claim { loc } => {
            (tr!(tr, "zg-act-claim", place = location_name(g, loc, tr)), Group::Choice, "ZG-VAR-1", Some(loc))
        }
        Action::Defend { loc } => {
            (tr!(tr, "zg-act-defend", place = location_name(g, loc, tr)), Group::Attack, "ZG-GAP-10", Some(loc))
        }
        Action::Degrade { loc } => {
            (tr!(tr, "zg-act-degrade", place = location_name(g, loc, tr)), Group::Choice, "ZG-BUILD-4", Some(loc))
        }
        Action::Discard { card } => {
            (tr!(tr, "zg-act-discard", card = card_name(card, tr)), Group::Choice, "ZG-GAP-12", None)
        }
        Action::Take { card } => (tr!(tr, "zg-act-take", card = card_name(card, tr)), Group::Choice, "ZG-VAR-6", None),
        Action::Done => (tr.t("zg-act-done"), Group::End, "ZG-GAP-4", None),
        Action::Faction(f) => {
            (tr!(tr, "zg-act-faction", faction = seat_name(Some(f), 0, tr)), Group::Chance, "ZG-GAP-2", None)
        }
        Action::Tile(t) => (
            tr!(tr, "zg-act-tile", tile = place_name(Place::City(Some(t)), |_| None, tr)),
            Group::Chance,
            "ZG-GAP-3",
            None,
        ),
        Action::Spot(loc) => (tr!(tr, "zg-act-spot", n = u32::from(loc)), Group::Chance, "ZG-GAP-1", Some(loc)),
        Action::First(s) => (tr!(tr, "zg-act-first", player = player_name(g, s, tr)), Group::Chance, "ZG-GAP-2", None),
        Action::Recruit(k) => (tr!(tr, "zg-act-recruit", kind = kind_name(k, tr)), Group::Chance, "ZG-GAP-1", None),
        Action::Drawn(card) => (tr!(tr, "zg-act-drawn", card = card_name(card, tr)), Group::Chance, "ZG-GAP-12", None),
        Action::Zombie(s) => (tr!(tr, "zg-act-zombie", strength = u32::from(s)), Group::Chance, "ZG-GAP-7", None),
        Action::Die(d) => (tr!(tr, "zg-act-die", die = u32::from(d)), Group::Chance, "ZG-GAP-1", None),
        Action::Winner(s) => {
            (tr!(tr, "zg-act-winner", player = player_name(g, s, tr)), Group::Chance, "ZG-GAP-16", None)
        }
    };
    ActionText {
        label,
        detail: None,
        group,
        rule,
        target: target.map(u16::from),
        target_name: target.map(spot),
        subject: None,
        warning: None,
        piece: None,
    }
}

/// How `event` is told (already the viewer's event view).
pub fn narrate(g: &impl Table, event: &Event, tr: &Tr) -> String {
    let pl = |s: u8| player_name(g, s, tr);
    let at = |l: u8| location_name(g, l, tr);
    match event {
        Event::FactionDealt { seat, faction } => {
            tr!(tr, "zg-ev-faction", n = u32::from(*seat) + 1, faction = seat_name(Some(*faction), *seat, tr))
        }
        Event::TileDealt { loc, .. } => tr!(tr, "zg-ev-tile", place = at(*loc)),
        Event::FirstPlayer { seat } => tr!(tr, "zg-ev-first", player = pl(*seat)),
        Event::RoundStarted { round } => tr!(tr, "zg-ev-round", round = u32::from(*round)),
        Event::PhaseStarted { phase } => tr!(tr, "zg-ev-phase", phase = phase_name(*phase, tr)),
        Event::Recruited { who, loc } => tr!(tr, "zg-ev-recruited", who = who_name(g, *who, tr), place = at(*loc)),
        Event::CardDrawn { seat, card: Some(card), .. } => {
            tr!(tr, "zg-ev-drew", player = pl(*seat), card = card_name(*card, tr))
        }
        Event::CardDrawn { seat, deck, card: None } => tr!(
            tr,
            "zg-ev-drew-hidden",
            player = pl(*seat),
            deck = tr.t(if *deck == Deck::Action { "zg-deck-action" } else { "zg-deck-weapon" })
        ),
        Event::Income { seat, food, medicine } => {
            tr!(tr, "zg-ev-income", player = pl(*seat), food = u32::from(*food), medicine = u32::from(*medicine))
        }
        Event::Hunger { seat, eaten, unfed } => {
            tr!(tr, "zg-ev-hunger", player = pl(*seat), eaten = u32::from(*eaten), unfed = u32::from(*unfed))
        }
        Event::LaidDown { who, loc, posture } => {
            tr!(tr, "zg-ev-laid", who = who_name(g, *who, tr), place = at(*loc), why = posture_name(*posture, tr))
        }
        Event::Moved { who, from, to } => {
            tr!(tr, "zg-ev-moved", who = who_name(g, *who, tr), from = at(*from), to = at(*to))
        }
        Event::ZombieCard { loc, strength } => {
            tr!(tr, "zg-ev-zombie-card", place = at(*loc), strength = u32::from(*strength))
        }
        Event::NightDie { loc, die } => tr!(tr, "zg-ev-night-die", place = at(*loc), die = u32::from(*die)),
        Event::RecruitRoll { seat, die, .. } => {
            tr!(tr, "zg-ev-recruit-roll", player = pl(*seat), die = u32::from(*die))
        }
        Event::Played { seat, card, count } => {
            tr!(tr, "zg-ev-played", player = pl(*seat), card = card_name(*card, tr), count = u32::from(*count))
        }
        Event::Fought { seat, loc, defence, zombies, won, .. } => tr!(
            tr,
            if *won { "zg-ev-fought-won" } else { "zg-ev-fought-lost" },
            player = pl(*seat),
            place = at(*loc),
            defence = u32::from(*defence),
            zombies = u32::from(*zombies)
        ),
        Event::Duel { loc, attacker, defender, attack, defence } => tr!(
            tr,
            "zg-ev-duel",
            attacker = pl(*attacker),
            defender = pl(*defender),
            place = at(*loc),
            attack = u32::from(*attack),
            defence = u32::from(*defence)
        ),
        Event::Sabotage { seat, target, kind, die, success } => tr!(
            tr,
            if *success { "zg-ev-sabotage-ok" } else { "zg-ev-sabotage-failed" },
            player = pl(*seat),
            kind = sab_name(*kind, tr),
            place = at(*target),
            die = u32::from(*die)
        ),
        Event::Stolen { from, to, card: Some(card) } => {
            tr!(tr, "zg-ev-stolen", thief = pl(*to), victim = pl(*from), card = card_name(*card, tr))
        }
        Event::Stolen { from, to, card: None } => tr!(tr, "zg-ev-stolen-hidden", thief = pl(*to), victim = pl(*from)),
        Event::Overrun { loc } => tr!(tr, "zg-ev-overrun", place = at(*loc)),
        Event::Captured { seat, loc } => tr!(tr, "zg-ev-captured", player = pl(*seat), place = at(*loc)),
        Event::Lost { seat, loc } => tr!(tr, "zg-ev-lost", player = pl(*seat), place = at(*loc)),
        Event::Retreated { who, from, to } => {
            tr!(tr, "zg-ev-retreated", who = who_name(g, *who, tr), from = at(*from), to = at(*to))
        }
        Event::Died { who, loc, cause } => tr!(
            tr,
            "zg-ev-died",
            who = who_name(g, *who, tr),
            place = at(*loc),
            why = tr.t(match cause {
                Death::Exhausted => "zg-death-exhausted",
                Death::Cornered => "zg-death-cornered",
                Death::Infection => "zg-death-infection",
            })
        ),
        Event::Squad { seat, loc, job, members, gears, flasks } => tr!(
            tr,
            "zg-ev-squad",
            player = pl(*seat),
            place = at(*loc),
            job = job_name(*job, tr),
            members = u32::from(*members),
            gears = u32::from(*gears),
            flasks = u32::from(*flasks)
        ),
        Event::CuresMade { seat, cures } => tr!(tr, "zg-ev-cures", player = pl(*seat), cures = u32::from(*cures)),
        Event::MedicineFound { seat, medicine } => {
            tr!(tr, "zg-ev-medicine-found", player = pl(*seat), medicine = u32::from(*medicine))
        }
        Event::Scouted { seat, .. } => tr!(tr, "zg-ev-scouted", player = pl(*seat)),
        Event::Swapped { seat, .. } => tr!(tr, "zg-ev-swapped", player = pl(*seat)),
        Event::Revealed { loc, .. } => tr!(tr, "zg-ev-revealed", place = at(*loc)),
        Event::QuickStart { seat, loc } => tr!(tr, "zg-ev-quick-start", player = pl(*seat), place = at(*loc)),
        Event::CarMarker { seat, loc } => tr!(tr, "zg-ev-car", player = pl(*seat), place = at(*loc)),
        Event::Traded { seat, food } => tr!(tr, "zg-ev-traded", player = pl(*seat), food = u32::from(*food)),
        Event::Healed { who, by } => tr!(tr, "zg-ev-healed", who = who_name(g, *who, tr), by = remedy_name(*by, tr)),
        Event::Infection { who, die, survived } => tr!(
            tr,
            if *survived { "zg-ev-infection-ok" } else { "zg-ev-infection-dead" },
            who = who_name(g, *who, tr),
            die = u32::from(*die)
        ),
        Event::Built { seat, loc, vp } => {
            tr!(tr, "zg-ev-built", player = pl(*seat), place = at(*loc), vp = u32::from(*vp))
        }
        Event::Ruined { loc } => tr!(tr, "zg-ev-ruined", place = at(*loc)),
        Event::Degraded { seat, loc } => tr!(tr, "zg-ev-degraded", player = pl(*seat), place = at(*loc)),
        Event::Vp { seat, vp, total } => {
            tr!(tr, "zg-ev-vp", player = pl(*seat), vp = u32::from(*vp), total = u32::from(*total))
        }
        Event::Discarded { seat, card } => tr!(tr, "zg-ev-discarded", player = pl(*seat), card = card_name(*card, tr)),
        Event::GameOver { unfinished: true, .. } => tr.t("zg-ev-unfinished"),
        Event::GameOver { winners, .. } => {
            let names: Vec<String> = winners.iter().map(|&s| pl(s)).collect();
            tr!(tr, "zg-ev-over", winners = names.join(", "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use horde_core::Game;

    #[test]
    fn both_languages_have_the_same_messages() {
        let t = texts();
        assert_eq!(t.ids(Lang::En).unwrap(), t.ids(Lang::Ru).unwrap());
    }

    /// A squad's work (ZG-EVE-3/4, ZG-CURE-1) is its own menu section,
    /// apart from peeks and sabotage.
    #[test]
    fn squad_work_is_listed_under_jobs() {
        let g = ZGame::new(&crate::Setup::new(2)).expect("the default setup");
        let tr = texts().tr(Lang::En);
        let group = |a: Action| action_text(&g, a, Viewer::Seat(horde_core::Seat(0)), tr).group;
        for job in [Job::Barricade, Job::Repair, Job::Cure] {
            assert_eq!(group(Action::Open { loc: 0, job }), Group::Work, "{job:?}");
        }
        for a in [Action::Enlist { ch: 0 }, Action::Commit, Action::Disband] {
            assert_eq!(group(a), Group::Work, "{a:?}");
        }
        assert_eq!(group(Action::Swap), Group::Objective);
        assert_eq!(Group::Work.title(Lang::En), "Jobs");
    }
}
