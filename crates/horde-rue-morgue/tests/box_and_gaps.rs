//! What the box holds and what the rulebook leaves out (RM-PARTS, RM-GAP,
//! RM-SURV, RM-DOC, RM-MISSION): the shipped content keeps every count and
//! name the rulebook states, and every value it does not state is marked as
//! Horde's design or as the public source it came from.

#![allow(clippy::unwrap_used)] // test helpers: a failed lookup is a broken test

use horde_core::Game;
use horde_rue_morgue::content::{BedColor, CardLine, ItemTag, ZombieKind, builtin_catalog};
use horde_rue_morgue::library::{BUILTIN_MISSIONS, TILE_SOURCES};
use horde_rue_morgue::mission::{Color, builtin_mission};
use horde_rue_morgue::position::Scenario;
use horde_rue_morgue::tiles::builtin_tiles;
use horde_rue_morgue::{Action, Setup, TentCard};

fn survivor(id: &str) -> &'static horde_rue_morgue::content::SurvivorDef {
    builtin_catalog().survivors.iter().find(|s| s.id == id).unwrap()
}

fn is_cyrillic(text: &str) -> bool {
    text.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c))
}

/// RM-PARTS-2, RM-SURV-1: twelve survivors, in the order p. 63 prints them,
/// under their Russian names.
#[test]
fn rm_parts_2_twelve_survivors_in_the_printed_order() {
    let names: Vec<&str> = builtin_catalog().survivors.iter().map(|s| s.name_ru.as_str()).collect();
    assert_eq!(
        names,
        ["Тревис", "Дэн", "Кэти", "Лори", "Луиза", "Джеймс", "Беар", "Паркер", "Джейн", "Терри", "Джо", "Мэдди"]
    );
}

/// RM-GAP-6, RM-HELI-4, RM-HELI-6: only three blue skills are the
/// rulebook's; the rest of every ID card is ours and says so.
#[test]
fn rm_gap_6_only_the_stated_blue_skills_are_the_rulebooks() {
    for id in ["dan", "james", "louise"] {
        assert!(survivor(id).blue.contains(&"paratrooper".to_string()), "{id}: Paratrooper at blue");
    }
    for id in ["parker", "terry", "travis"] {
        assert!(survivor(id).blue.contains(&"helicopter_pilot".to_string()), "{id}: Helicopter pilot at blue");
    }
    assert!(survivor("katie").blue.contains(&"sprint".to_string()), "Katie: Sprint at blue");
    for s in &builtin_catalog().survivors {
        assert!(s.source.contains("horde"), "{}: the skill tree beyond the rulebook's is ours: {:?}", s.id, s.source);
    }
}

/// RM-SURV-3, RM-XP-2: the text gives no skill trees; ours have the printed
/// shape: one yellow skill, a choice of two at orange and of three at red.
#[test]
fn rm_surv_3_every_skill_tree_has_the_printed_shape() {
    for s in &builtin_catalog().survivors {
        assert!(!s.blue.is_empty(), "{}: a starting skill", s.id);
        assert_eq!((s.yellow.len(), s.orange.len(), s.red.len()), (1, 2, 3), "{}", s.id);
    }
}

/// RM-GAP-1, RM-MISSION-1: the mission pages are lost. Only titles and the
/// difficulty lines survive; every shipped mission keeps those and marks
/// the rest as ours.
#[test]
fn rm_gap_1_mission_1_every_mission_is_ours_under_the_rulebooks_title() {
    let table: [(&str, &str, &str); 14] = [
        ("tutorial-1", "Учимся летать", "easy"),
        ("tutorial-2", "Скованные одной цепью", "easy"),
        ("m01", "За бензином", "easy"),
        ("m02", "Выхода нет", "easy"),
        ("m03", "Цена прогресса", "medium"),
        ("m04", "Хлебные крошки", "medium"),
        ("m05", "Лаборатория на коленке", "medium"),
        ("m06", "Мертвецкая", "hard"),
        ("m07", "Скотный двор", "hard"),
        ("m08", "Смерть под семью покрывалами", "hard"),
        ("m09", "Нозокомефобия", "hard"),
        ("m10", "Мир в огне", "hard"),
        ("m11", "Волчий голод", "competitive"),
        ("m12", "Нем как могила", "competitive"),
    ];
    assert_eq!(BUILTIN_MISSIONS.len(), table.len());
    for (id, name_ru, difficulty) in table {
        let m = builtin_mission(id).unwrap().unwrap();
        assert_eq!(m.def.source, "horde", "{id}: the map and rules are Horde's design");
        assert_eq!(m.def.name_ru, name_ru, "{id}");
        assert_eq!(m.def.difficulty, difficulty, "{id}");
        assert_eq!(m.def.min_survivors, 6, "{id}: every mission is for 6+ survivors");
    }
}

/// RM-GAP-2, RM-PARTS-1: no tile layout is given; all 18 faces of the 9
/// tiles are ours and say so.
#[test]
fn rm_gap_2_every_tile_face_is_ours() {
    assert_eq!(TILE_SOURCES.len(), 18);
    let lib = builtin_tiles();
    assert_eq!(lib.len(), 18);
    for (path, text) in TILE_SOURCES {
        let table: toml::Table = toml::from_str(text).unwrap();
        assert_eq!(table["source"].as_str(), Some("horde"), "{path}");
    }
    for n in 1..=9 {
        for face in ['R', 'V'] {
            assert!(lib.get(&format!("{n}{face}")).is_some(), "tile {n}{face}");
        }
    }
}

/// RM-CAMP-1, RM-CAMP-2: the camp is tiles 7V, 8V and 9V, and every camp
/// zone is a street zone.
#[test]
fn rm_camp_1_camp_tiles_are_7v_8v_9v() {
    use horde_rue_morgue::mission::ZoneKind;
    use horde_rue_morgue::tiles::TileRole;
    let lib = builtin_tiles();
    let camps: Vec<&str> = lib.tiles().filter(|t| t.role == TileRole::Camp).map(|t| t.id.as_str()).collect();
    assert_eq!(camps, ["7V", "8V", "9V"]);
    for id in camps {
        for z in &lib.get(id).unwrap().zones {
            assert_eq!(z.kind, ZoneKind::Street, "{id}/{}", z.id);
        }
    }
    assert!(
        lib.get("7V").unwrap().zones.iter().any(|z| z.landing),
        "7V is the wasteland the helicopter uses (RM-HELI-8)"
    );
}

/// RM-PAD-4, RM-PAD-1: the fenced helipad is on tile 9R and is a landing
/// zone.
#[test]
fn rm_pad_4_the_helipad_is_on_9r() {
    use horde_rue_morgue::tiles::TileRole;
    let lib = builtin_tiles();
    let pads: Vec<&str> = lib.tiles().filter(|t| t.role == TileRole::Helipad).map(|t| t.id.as_str()).collect();
    assert_eq!(pads, ["9R"]);
    let pad = lib.get("9R").unwrap().zones.iter().find(|z| z.fenced).unwrap();
    assert!(pad.landing, "the helipad is a take-off and landing zone");
}

/// RM-GAP-3, RM-GAP-5: no card's full statistics are in the text. Every
/// weapon profile names where its numbers come from beyond the rulebook,
/// and the cards the text says nothing about are wholly sourced elsewhere.
#[test]
fn rm_gap_3_5_weapon_numbers_name_their_source() {
    let cat = builtin_catalog();
    for e in cat.equipment.iter().filter(|e| e.melee.is_some() || e.ranged.is_some()) {
        assert_ne!(e.source, "rulebook", "{}: the rulebook gives no full profile", e.id);
        assert!(
            e.source.contains("horde") || e.source.contains("fan transcription"),
            "{}: {:?} names no source for its numbers",
            e.id,
            e.source
        );
    }
    for id in ["ak_47", "bow", "sword", "kolotushka", "guillotine", "nail_bat"] {
        let e = cat.item(id).unwrap();
        assert!(e.melee.is_some() || e.ranged.is_some(), "{id} is a weapon here");
    }
    for id in ["guillotine", "nail_bat"] {
        assert!(cat.item(id).unwrap().source.contains("horde"), "{id}: stats are not given (RM-GAP-5)");
    }
    let aaahh = cat.item("aaahh").unwrap();
    assert!(aaahh.tags.contains(&ItemTag::Aaahh) && aaahh.melee.is_none() && aaahh.ranged.is_none());
}

/// RM-GAP-4, RM-PARTS-7: the 48 zombie cards 145-192 come from a named
/// transcription, and the three samples the rulebook quotes are among them.
#[test]
fn rm_gap_4_zombie_cards_are_numbered_and_sourced() {
    use horde_rue_morgue::content::DangerLevel::Yellow;
    let cards = &builtin_catalog().zombie_cards;
    let numbers: Vec<u16> = cards.iter().map(|c| c.number).collect();
    assert_eq!(numbers, (145..=192).collect::<Vec<u16>>());
    for c in cards {
        assert!(c.source.contains("fan transcription"), "card {}: {:?}", c.number, c.source);
    }
    let walkers_activate = CardLine::ExtraActivation { kind: ZombieKind::Walker };
    assert!(
        cards.iter().any(|c| c.lines == [CardLine::Nothing, walkers_activate, walkers_activate, walkers_activate]),
        "RM-XACT-2's sample: decrepit walkers activate at yellow, orange and red, nothing at blue"
    );
    assert!(
        cards.iter().any(|c| c.lines[Yellow.index()] == CardLine::Manhole { kind: ZombieKind::Walker, count: 2 }),
        "RM-MANHOLE-2's sample: 2 decrepit walkers at each manhole at yellow"
    );
    assert!(
        cards.iter().any(|c| c.lines.iter().all(|l| *l == CardLine::Bed { color: BedColor::Blue })),
        "RM-BED-2's sample: a crawler in each blue bed"
    );
}

/// RM-GAP-7, RM-PARTS-6: the tent faces are ours: 11 cards, of which the
/// Administrative tent and the Infirmary are searchable, and beds are in
/// "most" of them.
#[test]
fn rm_gap_7_tent_faces() {
    let mut total = 0u8;
    let mut with_beds = 0u8;
    for card in TentCard::ALL {
        let n = card.copies();
        total += n;
        let (blue, green) = card.beds();
        if blue + green > 0 {
            with_beds += n;
        }
    }
    assert_eq!(total, 11);
    assert!(with_beds * 2 > total, "beds are in most tents: {with_beds} of {total}");
    assert!(TentCard::Administrative.searchable() && TentCard::Infirmary.searchable());
    assert!(!TentCard::Ordinary.searchable() && !TentCard::OrdinaryBlueBed.searchable());
}

/// RM-PARTS-10: the token supply bounds what a mission may lay out: six
/// spawn indicators, at most six spawn zones, ten objective tokens (one
/// red/blue, one red/pink), one red/blue and one red/pink spawn token.
#[test]
fn rm_parts_10_missions_fit_the_token_supply() {
    for (id, _) in BUILTIN_MISSIONS {
        let m = builtin_mission(id).unwrap().unwrap();
        let zones = &m.def.zones;
        let spawn_zones = zones.iter().filter(|z| !z.spawn.is_empty() || z.spawn_color.is_some()).count();
        assert!(spawn_zones <= 6, "{id}: {spawn_zones} spawn zones, 6 spawn tokens");
        let mut indicators: Vec<u8> = zones.iter().flat_map(|z| z.spawn.iter().copied()).collect();
        indicators.sort_unstable();
        let before = indicators.len();
        indicators.dedup();
        assert_eq!(before, indicators.len(), "{id}: each of the 6 indicators is laid once");
        assert!(indicators.iter().all(|n| (1..=6).contains(n)), "{id}: indicators are numbered 1 to 6");
        let objectives: Vec<Color> = zones.iter().filter_map(|z| z.objective.as_ref().map(|o| o.color)).collect();
        assert!(objectives.len() <= 10, "{id}: 10 objective tokens");
        for colour in [Color::Blue, Color::Pink] {
            let n = objectives.iter().filter(|c| **c == colour).count();
            assert!(n <= 1, "{id}: one {colour:?} objective token");
        }
        for colour in [Color::Blue, Color::Pink] {
            let n = zones.iter().filter(|z| z.spawn_color == Some(colour)).count();
            assert!(n <= 1, "{id}: one {colour:?} spawn token");
        }
    }
}

/// RM-PARTS-11, RM-SURV-2: no frying pans or batons in this box, and no
/// survivor starts with the weapons the examples show him holding: every
/// starting card comes from the Bow/Crowbar/Fire axe deal.
#[test]
fn rm_parts_11_surv_2_starting_weapons_come_from_the_deal() {
    let cat = builtin_catalog();
    for e in &cat.equipment {
        let name = e.name_en.to_lowercase();
        assert!(!name.contains("pan") && !name.contains("baton"), "{}", e.id);
    }
    let six = ["parker", "louise", "joe", "travis", "katie", "dan"];
    let starting: Vec<u8> = ["bow", "crowbar", "fire_axe"]
        .iter()
        .map(|id| cat.equipment.iter().position(|e| e.id == *id).unwrap() as u8)
        .collect();
    for seed in 0..8 {
        let mut m =
            horde_core::Match::<horde_rue_morgue::RueMorgue>::new(Setup::solo("tutorial-1", &six, None), seed).unwrap();
        let mut events = Vec::new();
        while m.decision() == horde_core::Decision::Chance {
            assert!(m.resolve_chance(&mut events));
        }
        let s = m.state().state();
        for (i, sv) in s.survivors[..s.n_surv as usize].iter().enumerate() {
            let held: Vec<u8> = sv.items().map(|(_, c)| c).collect();
            assert_eq!(held.len(), 1, "seed {seed}: {} starts with one card, got {held:?}", six[i]);
            assert!(starting.contains(&held[0]), "seed {seed}: {} holds a non-starting card", six[i]);
        }
    }
}

/// RM-GAP-16: standard six-sided dice, each face equally likely.
#[test]
fn rm_gap_16_a_die_is_a_fair_six_sided_die() {
    let mut setup = Setup::solo("tutorial-1", &["jane"], None);
    setup.options.free_team_size = true;
    let mut sc = Scenario::new(&setup).unwrap();
    sc.place("jane", "st4").unwrap();
    sc.zombies_phase();
    let mut outcomes = Vec::new();
    sc.game.chance_outcomes(&mut outcomes);
    assert_eq!(
        outcomes,
        (1..=6).map(|v| (Action::Die(v), outcomes[0].1)).collect::<Vec<_>>(),
        "faces 1 to 6, one weight"
    );
}

/// RM-PARTS-4, RM-PRIO-4: the box's eight dice are a component count, not
/// a cap on a roll. Terry's two M10s roll ten dice in one attack, as in the
/// rulebook's own example: the attack waits for ten dice, then resolves.
#[test]
fn rm_parts_4_a_roll_may_take_more_dice_than_the_box_holds() {
    let mut setup = Setup::solo("tutorial-1", &["terry"], None);
    setup.options.free_team_size = true;
    let mut sc = Scenario::new(&setup).unwrap();
    sc.place("terry", "st3").unwrap().inventory("terry", &["m10", "m10"]).unwrap();
    sc.zombies("st3", ZombieKind::Walker, 4).unwrap();
    sc.activate("terry").unwrap();
    let st3 = sc.zone("st3").unwrap();
    sc.act(Action::Ranged { hand: horde_rue_morgue::BOTH_HANDS, zone: st3 }).unwrap();
    let mut rolled = 0;
    while sc.decision() == horde_core::Decision::Chance {
        sc.roll(&[1]).unwrap();
        rolled += 1;
    }
    assert_eq!(rolled, 10, "five dice for each M10, all in the one roll");
}

/// RM-DOC-1: skills carry `RM-SKILL-nn` ids, numbered 01 to 83 in the
/// catalogue's order, each once.
#[test]
fn rm_doc_1_skill_rule_ids_are_stable_and_ordered() {
    let skills = &builtin_catalog().skills;
    assert_eq!(skills.len(), 83);
    for (i, s) in skills.iter().enumerate() {
        assert_eq!(s.rule_id, format!("RM-SKILL-{:02}", i + 1), "{}", s.id);
    }
}

/// RM-DOC-6, RM-ZOMB-1: English names are translations; the Russian
/// original is always given. The walker, fatty and runner of this box are
/// the decrepit kinds.
#[test]
fn rm_doc_6_zomb_1_every_record_keeps_its_russian_name() {
    let cat = builtin_catalog();
    let names = cat
        .zombies
        .iter()
        .map(|z| (&z.name_ru, &z.name_en))
        .chain(cat.equipment.iter().map(|e| (&e.name_ru, &e.name_en)))
        .chain(cat.survivors.iter().map(|s| (&s.name_ru, &s.name_en)))
        .chain(cat.skills.iter().map(|s| (&s.name_ru, &s.name_en)));
    for (ru, en) in names {
        assert!(is_cyrillic(ru), "{en}: Russian name {ru:?}");
        assert!(!en.trim().is_empty(), "{ru}: an English name");
    }
    for (_, text) in BUILTIN_MISSIONS {
        let table: toml::Table = toml::from_str(text).unwrap();
        assert!(is_cyrillic(table["name_ru"].as_str().unwrap()));
    }
    for z in &cat.zombies {
        let decrepit = z.name_ru.starts_with("Ветхий");
        let should = matches!(z.kind, ZombieKind::Walker | ZombieKind::Fatty | ZombieKind::Runner);
        assert_eq!(decrepit, should, "{:?} is {}a decrepit zombie", z.kind, if should { "" } else { "not " });
    }
}

/// RM-GAP-17, RM-PREV-5: the rules of other Zombicide boxes are referenced
/// but not given, and some cards name items that are not in this box. The
/// content holds only this box: its five zombie kinds and none of the
/// earlier seasons' items.
#[test]
fn rm_gap_17_prev_5_only_this_box_is_in_the_content() {
    let cat = builtin_catalog();
    let kinds: Vec<ZombieKind> = cat.zombies.iter().map(|z| z.kind).collect();
    assert_eq!(kinds, ZombieKind::ALL, "no toxic zombies, berserkers or dogs");
    for e in &cat.equipment {
        let name = e.name_en.to_lowercase();
        for other in ["evil twins", "ma's shotgun", "frying pan", "baton", "pimp"] {
            assert!(!name.contains(other), "{}: {other} belongs to another box", e.id);
        }
        assert!(!e.name_ru.contains("Злые близнецы") && !e.name_ru.contains("Мамашин обрез"), "{}", e.id);
    }
}
