//! The shipped catalogue: it loads, and it says what the rulebook says.

use super::super::*;

fn catalog() -> &'static Catalog {
    builtin_catalog()
}

fn item(id: &str) -> &'static EquipmentDef {
    catalog().item(id).unwrap_or_else(|| panic!("no item {id}"))
}

fn melee(id: &str) -> WeaponProfile {
    item(id).melee.unwrap_or_else(|| panic!("{id} has no melee profile"))
}

fn ranged(id: &str) -> WeaponProfile {
    item(id).ranged.unwrap_or_else(|| panic!("{id} has no ranged profile"))
}

fn by_name(name_en: &str) -> &'static EquipmentDef {
    catalog().equipment.iter().find(|e| e.name_en == name_en).unwrap_or_else(|| panic!("no card named {name_en}"))
}

#[test]
fn shipped_files_load_and_builtin_catalog_is_the_same() {
    let loaded = Catalog::from_sources(&BUILTIN_SOURCES)
        .unwrap_or_else(|errors| panic!("{}", errors.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n")));
    assert_eq!(&loaded, catalog());
    assert!(std::ptr::eq(builtin_catalog(), builtin_catalog()), "parsed once");
    assert_eq!(loaded.zombies.len(), 5);
    assert_eq!(loaded.equipment.len(), 28);
    assert_eq!(loaded.zombie_cards.len(), 48);
    assert_eq!(loaded.survivors.len(), 12);
    assert_eq!(loaded.skills.len(), 83);
}

#[test]
fn every_record_names_its_source() {
    let c = catalog();
    let sources = c
        .zombies
        .iter()
        .map(|z| &z.source)
        .chain(c.equipment.iter().map(|e| &e.source))
        .chain(c.zombie_cards.iter().map(|z| &z.source))
        .chain(c.survivors.iter().map(|s| &s.source))
        .chain(c.skills.iter().map(|s| &s.source));
    for source in sources {
        assert!(!source.trim().is_empty());
    }
}

#[test]
fn equipment_counts_are_those_of_rm_parts_8() {
    // RM-PARTS-8, in the rulebook's order.
    let expected: [(&str, u8); 27] = [
        ("aaahh", 6),
        ("ak_47", 2),
        ("gasoline", 3),
        ("chainsaw", 2),
        ("nail_bat", 1),
        ("bottle", 3),
        ("rifle", 2),
        ("guillotine", 1),
        ("double_barrel", 2),
        ("shotgun", 2),
        ("molotov", 3),
        ("kolotushka", 4),
        ("bow", 4),
        ("m10", 4),
        ("mp5", 4),
        ("sword", 3),
        ("plenty_of_ammo_shells", 4),
        ("plenty_of_ammo_bullets", 4),
        ("crowbar", 4),
        ("knife", 4),
        ("sawed_off", 4),
        ("scope", 2),
        ("pistol", 4),
        ("fire_axe", 4),
        ("bulletproof_vest", 6),
        ("sabre", 3),
        ("hockey_mask", 1),
    ];
    let ids: Vec<&str> = catalog().equipment.iter().map(|e| e.id.as_str()).collect();
    let mut expected_ids: Vec<&str> = expected.iter().map(|(id, _)| *id).collect();
    expected_ids.push("sniper_rifle");
    assert_eq!(ids, expected_ids);
    for (id, count) in expected {
        assert_eq!(item(id).count, count, "{id}");
    }
    assert_eq!(item("sniper_rifle").count, 0, "made by combining, never a card of its own");
    let total: u32 = catalog().equipment.iter().map(|e| u32::from(e.count)).sum();
    assert_eq!(total, EQUIPMENT_CARD_TOTAL);
    assert_eq!(total, 86);
    // By printed name.
    assert_eq!(by_name("Aaahh!").count, 6);
    assert_eq!(by_name("Chainsaw").count, 2);
    assert_eq!(by_name("Bulletproof vest").count, 6);
    assert_eq!(by_name("Molotov cocktail").count, 3);
    assert_eq!(by_name("Hockey mask").count, 1);
    assert_eq!(by_name("\"Guillotine\"").name_ru, "«Гильотина»");
}

#[test]
fn setup_roles_follow_rm_setup_5_and_6() {
    let with = |role: SetupRole| -> Vec<&str> {
        catalog().equipment.iter().filter(|e| e.setup == role).map(|e| e.id.as_str()).collect()
    };
    assert_eq!(with(SetupRole::Starting), ["bow", "crowbar", "fire_axe"]);
    assert_eq!(with(SetupRole::SetAside), ["nail_bat", "guillotine", "molotov", "bulletproof_vest", "sniper_rifle"]);
    assert_eq!(with(SetupRole::Deck).len(), 28 - 3 - 5);
    assert!(with(SetupRole::Deck).contains(&"hockey_mask"), "the mask is not set aside (RM-SETUP-5)");
}

#[test]
fn rulebook_weapon_fragments_hold() {
    // MP5: ranged 0-1, 3 dice, 4+, noisy (p. 9, 12, 27).
    let mp5 = ranged("mp5");
    assert_eq!((mp5.range_min, mp5.range_max, mp5.dice, mp5.accuracy), (0, 1, 3, 4));
    assert!(mp5.noisy);

    // M10: 5 dice, 5+, Dual, reload, damage 1 (p. 26, 28).
    let m10 = ranged("m10");
    assert_eq!((m10.dice, m10.accuracy, m10.damage), (5, 5, 1));
    assert!(m10.dual && m10.reload);

    // Chainsaw: noisy doors and noisy combat, 5 dice, 5+ (p. 8, 12-13).
    let chainsaw = item("chainsaw");
    assert_eq!(chainsaw.opens_doors, Some(true));
    let saw = melee("chainsaw");
    assert!(saw.noisy);
    assert_eq!((saw.dice, saw.accuracy), (5, 5));

    // Fire axe: melee, damage 2, silent in combat, noisy doors (RM-WPN-3).
    let axe = item("fire_axe");
    assert_eq!(axe.opens_doors, Some(true));
    assert!(axe.ranged.is_none());
    let axe = melee("fire_axe");
    assert!(axe.is_melee() && !axe.noisy);
    assert_eq!(axe.damage, 2);

    // Crowbar: melee, opens doors (p. 8).
    assert!(item("crowbar").opens_doors.is_some() && melee("crowbar").is_melee());

    // Sabre: damage 2 (p. 27).
    assert_eq!(melee("sabre").damage, 2);

    // Shotgun: 2 dice, 4+, one hit kills a fatty, so damage 2 or more.
    let shotgun = ranged("shotgun");
    assert_eq!((shotgun.dice, shotgun.accuracy), (2, 4));
    assert!(shotgun.damage >= 2);

    // Knife: 1 die, Dual, +1 die with a melee weapon in the other hand (p. 26).
    let knife = melee("knife");
    assert_eq!(knife.dice, 1);
    assert!(knife.dual);
    assert_eq!(knife.bonus_dice_with_melee_in_other_hand, 1);

    // Pistol: ranged 0-1, damage 1; Rifle: ranged 1-3 (p. 8, 27).
    let pistol = ranged("pistol");
    assert_eq!((pistol.range_min, pistol.range_max, pistol.damage), (0, 1, 1));
    let rifle = ranged("rifle");
    assert_eq!((rifle.range_min, rifle.range_max), (1, 3));

    // Double-barrel and sawed-off need reloading; two sawed-offs fire together.
    assert!(ranged("double_barrel").reload);
    assert!(ranged("sawed_off").reload && ranged("sawed_off").dual);
}

#[test]
fn molotov_and_sniper_rifle_are_combined_cards() {
    let molotov = item("molotov");
    assert_eq!(molotov.setup, SetupRole::SetAside);
    assert_eq!(molotov.count, 3);
    assert!(molotov.melee.is_none());
    let throw = ranged("molotov");
    assert!(throw.kills_all && !throw.is_melee());
    assert_eq!(throw.dice, 0, "no dice (RM-MOLOTOV-2)");
    assert!(item("bottle").tags.contains(&ItemTag::Bottle));
    assert!(item("gasoline").tags.contains(&ItemTag::Gasoline));

    let sniper = item("sniper_rifle");
    assert_eq!((sniper.count, sniper.setup), (0, SetupRole::SetAside));
    let scoped = ranged("sniper_rifle");
    assert!(scoped.choose_targets);
    let rifle = ranged("rifle");
    assert_eq!(WeaponProfile { choose_targets: false, ..scoped }, rifle, "the Rifle's profile, plus target choice");
    assert!(item("rifle").tags.contains(&ItemTag::Rifle));
    assert!(item("scope").tags.contains(&ItemTag::Scope));
}

#[test]
fn reserve_items_and_ammo() {
    for id in ["bulletproof_vest", "hockey_mask", "plenty_of_ammo_shells", "plenty_of_ammo_bullets"] {
        assert!(item(id).tags.contains(&ItemTag::WorksFromReserve), "{id} works from reserve (RM-INV-3)");
    }
    assert!(item("bulletproof_vest").tags.contains(&ItemTag::Vest));
    assert!(item("hockey_mask").tags.contains(&ItemTag::Mask));
    assert!(item("aaahh").tags.contains(&ItemTag::Aaahh));
    assert_eq!(item("plenty_of_ammo_shells").rerolls, Some(Ammo::Shells));
    assert_eq!(item("plenty_of_ammo_bullets").rerolls, Some(Ammo::Bullets));
    for e in &catalog().equipment {
        if e.ammo.is_some() {
            assert!(e.ranged.is_some(), "{} uses ammunition, so it shoots", e.id);
        }
        if let Some(profile) = e.melee.or(e.ranged)
            && !profile.kills_all
        {
            assert!((1..=6).contains(&profile.accuracy) && profile.dice > 0 && profile.damage > 0, "{}", e.id);
        }
    }
    for id in ["double_barrel", "shotgun", "sawed_off"] {
        assert_eq!(item(id).ammo, Some(Ammo::Shells), "{id}");
    }
    for id in ["ak_47", "rifle", "m10", "mp5", "pistol", "sniper_rifle"] {
        assert_eq!(item(id).ammo, Some(Ammo::Bullets), "{id}");
    }
}

#[test]
fn zombie_kinds_follow_the_rulebook() {
    let c = catalog();
    let row = |kind| {
        let z = c.zombie(kind).unwrap_or_else(|| panic!("{kind:?}"));
        (z.supply, z.actions, z.min_damage, z.xp, z.priority)
    };
    assert_eq!(row(ZombieKind::Walker), (40, 1, Some(1), 1, 2));
    assert_eq!(row(ZombieKind::Fatty), (8, 1, Some(2), 1, 3));
    assert_eq!(row(ZombieKind::Runner), (16, 2, Some(1), 1, 4));
    assert_eq!(row(ZombieKind::Crawler), (15, 1, Some(1), 1, 5));
    assert_eq!(row(ZombieKind::Abomination), (1, 1, None, 5, 3));
    let supply: u32 = c.zombies.iter().map(|z| u32::from(z.supply)).sum();
    assert_eq!(supply, ZOMBIE_SUPPLY_TOTAL);
}

#[test]
fn zombie_deck_is_numbered_145_to_192() {
    let numbers: Vec<u16> = catalog().zombie_cards.iter().map(|c| c.number).collect();
    assert_eq!(numbers, ZOMBIE_CARD_NUMBERS.collect::<Vec<_>>());
}

#[test]
fn special_zombie_cards() {
    let card = |n: u16| catalog().zombie_card(n).unwrap_or_else(|| panic!("card {n}")).lines;
    // 181-184: extra activations, nothing at blue (RM-XACT-1).
    for (n, kind) in
        [(181, ZombieKind::Walker), (182, ZombieKind::Walker), (183, ZombieKind::Fatty), (184, ZombieKind::Runner)]
    {
        let extra = CardLine::ExtraActivation { kind };
        assert_eq!(card(n), [CardLine::Nothing, extra, extra, extra], "card {n}");
    }
    // 185-186: manholes.
    for n in [185, 186] {
        assert!(card(n).iter().all(|l| matches!(l, CardLine::Manhole { .. })), "card {n}");
    }
    // RM-MANHOLE-2's sample: 2 decrepit walkers at each manhole at yellow.
    assert_eq!(card(185)[DangerLevel::Yellow.index()], CardLine::Manhole { kind: ZombieKind::Walker, count: 2 });
    // 187-192: three blue and three green bed cards.
    for (n, color) in (187..=192).zip([
        BedColor::Blue,
        BedColor::Blue,
        BedColor::Blue,
        BedColor::Green,
        BedColor::Green,
        BedColor::Green,
    ]) {
        assert_eq!(card(n), [CardLine::Bed { color }; 4], "card {n}");
    }
    // No other card is special.
    for c in catalog().zombie_cards.iter().filter(|c| c.number <= 180) {
        assert!(c.lines.iter().all(|l| matches!(l, CardLine::Nothing | CardLine::Spawn { .. })), "card {}", c.number);
    }
}

#[test]
fn the_spawn_example_yellow_lines_exist() {
    // RM-SPAWN-9: at yellow, cards bring 1 walker, 1 fatty, 1 runner, 3
    // walkers and an extra activation of the walkers.
    let yellow: Vec<CardLine> = catalog().zombie_cards.iter().map(|c| c.lines[DangerLevel::Yellow.index()]).collect();
    for line in [
        CardLine::Spawn { kind: ZombieKind::Walker, count: 1 },
        CardLine::Spawn { kind: ZombieKind::Fatty, count: 1 },
        CardLine::Spawn { kind: ZombieKind::Runner, count: 1 },
        CardLine::Spawn { kind: ZombieKind::Walker, count: 3 },
        CardLine::ExtraActivation { kind: ZombieKind::Walker },
    ] {
        assert!(yellow.contains(&line), "{line:?}");
    }
}

#[test]
fn survivors_are_the_twelve_of_the_rulebook() {
    let names: Vec<(&str, &str)> =
        catalog().survivors.iter().map(|s| (s.name_en.as_str(), s.name_ru.as_str())).collect();
    assert_eq!(
        names,
        [
            ("Travis", "Тревис"),
            ("Dan", "Дэн"),
            ("Katie", "Кэти"),
            ("Laurie", "Лори"),
            ("Louise", "Луиза"),
            ("James", "Джеймс"),
            ("Bear", "Беар"),
            ("Parker", "Паркер"),
            ("Jane", "Джейн"),
            ("Terry", "Терри"),
            ("Joe", "Джо"),
            ("Maddie", "Мэдди"),
        ]
    );
}

#[test]
fn blue_skills_stated_by_the_rulebook() {
    let blue = |id: &str| &catalog().survivor(id).unwrap_or_else(|| panic!("{id}")).blue;
    for id in ["dan", "james", "louise"] {
        assert!(blue(id).iter().any(|s| s == "paratrooper"), "{id} (RM-HELI-4)");
    }
    for id in ["parker", "terry", "travis"] {
        assert!(blue(id).iter().any(|s| s == "helicopter_pilot"), "{id} (RM-HELI-6)");
    }
    assert!(blue("katie").iter().any(|s| s == "sprint"), "RM-MOVE-8");
    let skill = |id: &str| catalog().skill(id).unwrap_or_else(|| panic!("{id}"));
    assert_eq!(skill("paratrooper").rule_id, "RM-SKILL-34");
    assert_eq!(skill("helicopter_pilot").rule_id, "RM-SKILL-58");
    assert_eq!(skill("sprint").rule_id, "RM-SKILL-71");
}

#[test]
fn skills_shown_in_the_rulebook_examples_are_in_the_trees() {
    let tree = |id: &str| {
        let s = catalog().survivor(id).unwrap_or_else(|| panic!("{id}"));
        [&s.blue, &s.yellow, &s.orange, &s.red].into_iter().flatten().cloned().collect::<Vec<_>>()
    };
    assert!(tree("maddie").contains(&"bloodlust_melee".to_owned()), "RM-EVENT-6");
    assert!(tree("travis").contains(&"reaper_combat".to_owned()), "p. 42");
}

#[test]
fn skill_trees_have_the_shape_of_rm_xp_2() {
    for s in &catalog().survivors {
        assert!(!s.blue.is_empty(), "{}", s.id);
        assert_eq!((s.yellow.len(), s.orange.len(), s.red.len()), (1, 2, 3), "{}", s.id);
        for entry in s.blue.iter().chain(&s.yellow).chain(&s.orange).chain(&s.red) {
            assert!(catalog().skill(entry).is_some(), "{}: {entry}", s.id);
        }
        assert!(s.source.contains("horde"), "{}: the trees are our design", s.id);
    }
}

#[test]
fn skills_catalogue_is_the_83_of_chapter_12() {
    let skills = &catalog().skills;
    let rule_ids: Vec<String> = skills.iter().map(|s| s.rule_id.clone()).collect();
    let expected: Vec<String> = (1..=SKILL_COUNT).map(|n| format!("RM-SKILL-{n:02}")).collect();
    assert_eq!(rule_ids, expected);
    let by_rule = |n: usize| &skills[n - 1];
    assert_eq!((by_rule(1).id.as_str(), by_rule(1).name_ru.as_str()), ("plus_1_range", "+1 дальнобойность"));
    assert_eq!((by_rule(58).name_en.as_str(), by_rule(58).name_ru.as_str()), ("Helicopter pilot", "Пилот вертолёта"));
    assert_eq!(by_rule(83).name_en, "Rage: Ranged");
    let bracketed: Vec<(&str, SkillParameter)> =
        skills.iter().filter_map(|s| s.parameter.map(|p| (s.id.as_str(), p))).collect();
    assert_eq!(
        bracketed,
        [
            ("plus_1_damage_with", SkillParameter::Item),
            ("plus_1_damage", SkillParameter::CombatKind),
            ("armor", SkillParameter::ZombieKind),
            ("collector", SkillParameter::ZombieKind),
            ("can_start_at", SkillParameter::DangerLevel),
            ("starts_with", SkillParameter::Item),
        ]
    );
    assert_eq!(catalog().skill("collector:fatty").map(|s| s.rule_id.as_str()), Some("RM-SKILL-46"));
}
