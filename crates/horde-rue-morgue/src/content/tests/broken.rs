//! Deliberately broken content: each check reports the exact problem, at
//! the exact place, and nothing else.

use super::super::{BUILTIN_SOURCES, Catalog};
use super::{
    EQUIPMENT, Problem, SKILLS, SURVIVORS, ZOMBIE_CARDS, ZOMBIES, at, diagnostics_with, error, errors_with, patch,
    replace, shipped,
};

/// A weapon record appended to the equipment file, with count 0 so the
/// 86-card total still holds. `{melee}` is replaced by the profile tables.
fn weapon(id: &str, fields: &str, tables: &str) -> String {
    format!(
        "{}\n[[equipment]]\nid = \"{id}\"\nname_ru = \"Тест\"\nname_en = \"Test\"\ncount = 0\nsetup = \"deck\"\n{fields}source = \"horde\"\n{tables}",
        shipped(EQUIPMENT)
    )
}

/// Path of the appended record: the shipped file has 28.
const NEW_ITEM: &str = "equipment[28]";

/// A survivor appended to the survivors file (13th: index 12).
fn survivor(id: &str, blue: &str, orange: &str, red: &str) -> String {
    format!(
        "{}\n[[survivor]]\nid = \"{id}\"\nname_ru = \"Тест\"\nname_en = \"Test\"\nblue = {blue}\nyellow = [\"plus_1_action\"]\norange = {orange}\nred = {red}\nsource = \"horde\"\n",
        shipped(SURVIVORS)
    )
}

const NEW_SURVIVOR: &str = "survivor[12]";
const RED: &str = r#"["sniper", "lucky", "tough"]"#;

/// Expects exactly one problem in `file` replaced by `text`: at the first
/// `needle` after the only `anchor`, on `field`, saying `message`.
#[track_caller]
fn only_error(file: &str, text: &str, (anchor, needle): (&str, &str), field: &str, message: &str) {
    assert_eq!(errors_with(file, text), [error(file, at(text, anchor, needle), field, message)]);
}

// ---- RM-PARTS-8: 86 equipment cards ----

#[test]
fn equipment_total_must_be_86() {
    let text = patch(shipped(EQUIPMENT), "id = \"aaahh\"", "count = 6", "count = 7");
    only_error(
        EQUIPMENT,
        &text,
        ("[[equipment]]\nid = \"aaahh\"", "[[equipment]]"),
        "equipment",
        "equipment counts total 87 cards, expected 86 (RM-PARTS-8)",
    );
}

#[test]
fn an_unreadable_record_does_not_also_report_the_total() {
    let text = patch(shipped(EQUIPMENT), "id = \"aaahh\"", "count = 6", "count = \"six\"");
    only_error(
        EQUIPMENT,
        &text,
        ("count = \"six\"", "\"six\""),
        "equipment[0].count",
        "invalid type: string \"six\", expected u8",
    );
}

// ---- RM-PARTS-7: zombie cards 145..=192 ----

/// The problem every broken zombie card file starts with: card `number` is
/// missing from the deck.
fn card_missing(text: &str, number: u16) -> Problem {
    error(
        ZOMBIE_CARDS,
        at(text, "[[zombie_card]]\nnumber = 145", "[[zombie_card]]"),
        "zombie_card",
        &format!("zombie card {number} is missing: the deck is numbered 145 to 192 (RM-PARTS-7)"),
    )
}

#[test]
fn zombie_card_number_out_of_range() {
    let text = patch(shipped(ZOMBIE_CARDS), "number = 192", "192", "193");
    assert_eq!(
        errors_with(ZOMBIE_CARDS, &text),
        [
            card_missing(&text, 192),
            error(
                ZOMBIE_CARDS,
                at(&text, "number = 193", "193"),
                "zombie_card[47].number",
                "zombie card number 193 is outside 145..=192 (RM-PARTS-7)"
            ),
        ]
    );
}

#[test]
fn zombie_card_numbers_must_not_repeat() {
    let text = patch(shipped(ZOMBIE_CARDS), "number = 150", "150", "149");
    assert_eq!(
        errors_with(ZOMBIE_CARDS, &text),
        [
            card_missing(&text, 150),
            error(
                ZOMBIE_CARDS,
                at(&text, "number = 149\nblue = \"1 walker\"", "149"),
                "zombie_card[5].number",
                "duplicate zombie card number \"149\""
            ),
        ]
    );
    // The first definition is attached as a note.
    let duplicate = &diagnostics_with(ZOMBIE_CARDS, &text)[1];
    let notes: Vec<Problem> = duplicate.notes().iter().map(Problem::from).collect();
    assert_eq!(
        notes,
        [error(
            ZOMBIE_CARDS,
            at(&text, "number = 149\nblue = \"nothing\"", "149"),
            "zombie_card[4].number",
            "first defined here"
        )]
    );
}

#[test]
fn missing_zombie_cards_are_listed() {
    let one = remove_card(shipped(ZOMBIE_CARDS), 170);
    assert_eq!(errors_with(ZOMBIE_CARDS, &one), [card_missing(&one, 170)]);
    let two = remove_card(&one, 171);
    let errors = errors_with(ZOMBIE_CARDS, &two);
    assert_eq!(errors.len(), 1);
    assert_eq!(errors[0].message, "zombie cards 170, 171 are missing: the deck is numbered 145 to 192 (RM-PARTS-7)");
}

/// The zombie cards file without card `number`.
fn remove_card(text: &str, number: u16) -> String {
    let start = text.find(&format!("[[zombie_card]]\nnumber = {number}\n")).expect("card");
    let end = start + text[start..].find("\n\n").expect("end of card") + 2;
    format!("{}{}", &text[..start], &text[end..])
}

#[test]
fn extra_activation_does_nothing_at_blue() {
    let text =
        patch(shipped(ZOMBIE_CARDS), "number = 181", "blue = \"nothing\"", "blue = \"extra activation: walkers\"");
    only_error(
        ZOMBIE_CARDS,
        &text,
        ("blue = \"extra activation: walkers\"", "\"extra"),
        "zombie_card[36].blue",
        "extra activation cards have no effect at blue (RM-XACT-1): write `nothing`",
    );
}

#[test]
fn unreadable_card_line() {
    let text = patch(shipped(ZOMBIE_CARDS), "number = 170", "orange = \"3 runners\"", "orange = \"3 runnrs\"");
    only_error(
        ZOMBIE_CARDS,
        &text,
        ("orange = \"3 runnrs\"", "\"3"),
        "zombie_card[25].orange",
        "unknown zombie kind `runnrs`, expected walker, fatty, runner, crawler or abomination",
    );
}

// ---- RM-PARTS-3: 80 zombie miniatures ----

#[test]
fn zombie_supply_must_total_80() {
    let text = patch(shipped(ZOMBIES), "kind = \"walker\"", "supply = 40", "supply = 39");
    only_error(
        ZOMBIES,
        &text,
        ("[[zombie]]\nkind = \"walker\"", "[[zombie]]"),
        "zombie",
        "zombie supply totals 79 miniatures, expected 80 (RM-PARTS-3)",
    );
}

#[test]
fn zombie_kinds_are_unique_and_complete() {
    let text = patch(shipped(ZOMBIES), "kind = \"crawler\"", "\"crawler\"", "\"runner\"");
    let first = at(shipped(ZOMBIES), "kind = \"runner\"", "\"runner\"");
    assert_eq!(
        errors_with(ZOMBIES, &text),
        [
            error(
                ZOMBIES,
                at(&text, "[[zombie]]\nkind = \"walker\"", "[[zombie]]"),
                "zombie",
                "zombie kind `crawler` is missing (RM-ZOMB-3)"
            ),
            error(ZOMBIES, (first.0 + 11, first.1), "zombie[3].kind", "duplicate zombie kind \"runner\""),
        ]
    );
}

#[test]
fn zombie_priority_and_min_damage() {
    // (zombie kind, shipped line, broken line, where, field, message)
    let cases = [
        (
            "walker",
            "priority = 2",
            "priority = 1",
            "1",
            "zombie[0].priority",
            "priority must be at least 2: priority 1 is for survivors (RM-PRIO-1)",
        ),
        (
            "abomination",
            "min_damage = \"kills_all_only\"",
            "min_damage = \"molotov\"",
            "\"molotov\"",
            "zombie[4].min_damage",
            "invalid value: string \"molotov\", expected a number of wounds or \"kills_all_only\"",
        ),
        (
            "walker",
            "min_damage = 1",
            "min_damage = 0",
            "0",
            "zombie[0].min_damage",
            "min_damage must be at least 1, or \"kills_all_only\"",
        ),
    ];
    for (kind, from, to, needle, field, message) in cases {
        let text = patch(shipped(ZOMBIES), &format!("kind = \"{kind}\""), from, to);
        only_error(ZOMBIES, &text, (to, needle), field, message);
    }
}

// ---- weapon profiles ----

#[test]
fn weapon_profiles_are_checked() {
    const RANGED: &str = "[equipment.ranged]\nrange_min = 0\nrange_max = 1\n";
    // (profile tables of a new weapon, where: (anchor, needle), field under
    // the new record, message)
    let cases = [
        (
            "[equipment.melee]\ndice = 1\naccuracy = 7\ndamage = 1\nnoisy = false\n".to_owned(),
            ("accuracy = 7", "7"),
            "melee.accuracy",
            "accuracy must be between 1 and 6, found 7",
        ),
        (
            format!("{RANGED}dice = 1\naccuracy = 0\ndamage = 1\nnoisy = true\n"),
            ("accuracy = 0", "0"),
            "ranged.accuracy",
            "accuracy must be between 1 and 6, found 0",
        ),
        (
            "[equipment.ranged]\nrange_min = 2\nrange_max = 1\ndice = 1\naccuracy = 4\ndamage = 1\nnoisy = true\n"
                .to_owned(),
            ("range_min = 2", "2"),
            "ranged.range_min",
            "range_min 2 is greater than range_max 1",
        ),
        (
            "[equipment.ranged]\nrange_min = 0\nrange_max = 0\ndice = 1\naccuracy = 4\ndamage = 1\nnoisy = true\n"
                .to_owned(),
            ("range_max = 0\ndice", "0"),
            "ranged.range_max",
            "range_max must be at least 1 (RM-WPN-4); a weapon of range 0 is written as `melee`",
        ),
        (
            format!("{RANGED}dice = 0\naccuracy = 4\ndamage = 1\nnoisy = true\n"),
            ("dice = 0", "0"),
            "ranged.dice",
            "dice must be at least 1 unless `kills_all = true`",
        ),
        (
            "[equipment.melee]\ndice = 0\naccuracy = 4\ndamage = 1\nnoisy = false\n".to_owned(),
            ("dice = 0", "0"),
            "melee.dice",
            "dice must be at least 1",
        ),
        (
            format!("{RANGED}dice = 2\nnoisy = true\nkills_all = true\n"),
            ("dice = 2\nnoisy = true\nkills_all", "2"),
            "ranged.dice",
            "a `kills_all` weapon rolls no dice (RM-MOLOTOV-2): remove `dice`",
        ),
        (
            "[equipment.melee]\ndice = 1\naccuracy = 4\ndamage = 0\nnoisy = false\n".to_owned(),
            ("damage = 0", "0"),
            "melee.damage",
            "damage must be at least 1",
        ),
    ];
    for (tables, place, field, message) in cases {
        let text = weapon("test_weapon", "", &tables);
        only_error(EQUIPMENT, &text, place, &format!("{NEW_ITEM}.{field}"), message);
    }
}

#[test]
fn dice_accuracy_and_damage_are_required_without_kills_all() {
    let text = weapon("test_gun", "", "[equipment.ranged]\nrange_min = 0\nrange_max = 1\ndice = 1\nnoisy = true\n");
    let header = at(&text, "test_gun", "[equipment.ranged]");
    let missing = |field: &str| {
        error(
            EQUIPMENT,
            header,
            &format!("{NEW_ITEM}.ranged.{field}"),
            &format!("missing field `{field}` (required unless `kills_all = true`)"),
        )
    };
    assert_eq!(errors_with(EQUIPMENT, &text), [missing("accuracy"), missing("damage")]);
}

#[test]
fn door_openers_are_melee_weapons() {
    let text = weapon("test_key", "opens_doors = \"silent\"\n", "");
    only_error(
        EQUIPMENT,
        &text,
        ("opens_doors = \"silent\"\nsource = \"horde\"", "\"silent\""),
        &format!("{NEW_ITEM}.opens_doors"),
        "an item that opens doors must have a `melee` profile (RM-DOOR-1)",
    );
}

// ---- ids, sources, record shapes ----

#[test]
fn ids_are_unique() {
    let text = weapon("knife", "", "");
    let errors = diagnostics_with(EQUIPMENT, &text);
    assert_eq!(
        errors.iter().map(Problem::from).collect::<Vec<_>>(),
        [error(
            EQUIPMENT,
            at(&text, "id = \"knife\"\nname_ru = \"Тест\"", "\"knife\""),
            &format!("{NEW_ITEM}.id"),
            "duplicate equipment id \"knife\""
        )]
    );
    let notes: Vec<Problem> = errors[0].notes().iter().map(Problem::from).collect();
    assert_eq!(
        notes,
        [error(
            EQUIPMENT,
            at(&text, "id = \"knife\"\nname_ru = \"Нож\"", "\"knife\""),
            "equipment[19].id",
            "first defined here"
        )]
    );
}

#[test]
fn record_shapes_are_checked() {
    let plain = || weapon("test_item", "", "");
    let edit = |from: &str, to: &str| patch(&plain(), "id = \"test_item\"", from, to);
    // (the new record's text, where: (anchor, needle), field, message)
    let cases = [
        (
            weapon("Test Item", "", ""),
            ("id = \"Test Item\"", "\"Test"),
            "id",
            "equipment id `Test Item` must be snake_case: lowercase letters, digits and `_`, starting with a letter"
                .to_owned(),
        ),
        (
            edit("source = \"horde\"\n", ""),
            ("[[equipment]]\nid = \"test_item\"", "[[equipment]]"),
            "source",
            "missing field `source`".to_owned(),
        ),
        (
            edit("source = \"horde\"", "source = \" \""),
            ("source = \" \"", "\" \""),
            "source",
            "must not be empty".to_owned(),
        ),
        (
            weapon("test_item", "colour = \"red\"\n", ""),
            ("colour = \"red\"", "colour"),
            "colour",
            "unknown field `colour`, expected one of `id`, `name_ru`, `name_en`, `count`, `setup`, `opens_doors`, \
             `melee`, `ranged`, `ammo`, `rerolls`, `tags`, `source`"
                .to_owned(),
        ),
        (
            edit("setup = \"deck\"", "setup = \"hand\""),
            ("setup = \"hand\"", "\"hand\""),
            "setup",
            "unknown variant `hand`, expected one of `deck`, `starting`, `set_aside`".to_owned(),
        ),
    ];
    for (text, place, field, message) in cases {
        only_error(EQUIPMENT, &text, place, &format!("{NEW_ITEM}.{field}"), &message);
    }
}

// ---- survivors ----

#[test]
fn orange_offers_exactly_two_skills() {
    let text = survivor("test_survivor", r#"["sprint"]"#, r#"["medic", "jump", "blitz"]"#, RED);
    only_error(
        SURVIVORS,
        &text,
        (r#"orange = ["medic", "jump", "blitz"]"#, "["),
        &format!("{NEW_SURVIVOR}.orange"),
        "orange must list exactly 2 skills to choose from (RM-XP-2), found 3",
    );
}

#[test]
fn red_offers_exactly_three_skills() {
    let text = survivor("test_survivor", r#"["sprint"]"#, r#"["medic", "jump"]"#, r#"["sniper", "lucky"]"#);
    only_error(
        SURVIVORS,
        &text,
        (r#"red = ["sniper", "lucky"]"#, "["),
        &format!("{NEW_SURVIVOR}.red"),
        "red must list exactly 3 skills to choose from (RM-XP-2), found 2",
    );
}

#[test]
fn survivor_skills_must_exist() {
    let text = survivor("test_survivor", r#"["sprnt"]"#, r#"["medic", "jump"]"#, RED);
    let errors = diagnostics_with(SURVIVORS, &text);
    assert_eq!(
        errors.iter().map(Problem::from).collect::<Vec<_>>(),
        [error(
            SURVIVORS,
            at(&text, r#"blue = ["sprnt"]"#, "sprnt"),
            &format!("{NEW_SURVIVOR}.blue[0]"),
            "unknown skill \"sprnt\""
        )]
    );
    assert_eq!(errors[0].help(), Some("did you mean \"sprint\"?"));
}

#[test]
fn bracketed_skills_take_a_valid_parameter() {
    // (entry, where the problem points inside the entry, message)
    let cases = [
        ("collector", "\"", "skill `collector` needs a parameter: write `collector:<zombie kind>`"),
        ("sprint:fast", "\"", "skill `sprint` takes no parameter: write `sprint`"),
        (
            "collector:dogz",
            "dogz",
            "`dogz` is not a zombie kind for `collector`: expected walker, fatty, runner, crawler or abomination",
        ),
        ("plus_1_damage:fists", "fists", "`fists` is not a combat kind for `plus_1_damage`: expected melee or ranged"),
        (
            "can_start_at:purple",
            "purple",
            "`purple` is not a danger level for `can_start_at`: expected blue, yellow, orange or red",
        ),
        ("starts_with:chainsw", "chainsw", "unknown equipment id \"chainsw\""),
    ];
    for (entry, needle, message) in cases {
        let blue = format!("[\"{entry}\"]");
        let text = survivor("test_survivor", &blue, r#"["medic", "jump"]"#, RED);
        assert_eq!(
            errors_with(SURVIVORS, &text),
            [error(
                SURVIVORS,
                at(&text, &format!("blue = {blue}"), needle),
                &format!("{NEW_SURVIVOR}.blue[0]"),
                message
            )],
            "{entry}"
        );
    }
    let text = survivor("test_survivor", r#"["starts_with:chainsw"]"#, r#"["medic", "jump"]"#, RED);
    assert_eq!(diagnostics_with(SURVIVORS, &text)[0].help(), Some("did you mean \"chainsaw\"?"));
    let fine = survivor(
        "test_survivor",
        r#"["starts_with:chainsaw", "can_start_at:yellow"]"#,
        r#"["armor:walker", "plus_1_damage_with:sabre"]"#,
        RED,
    );
    assert!(Catalog::from_sources(&replace(SURVIVORS, &fine)).is_ok());
}

#[test]
fn a_skill_appears_once_per_tree() {
    let text = survivor("test_survivor", r#"["sniper"]"#, r#"["medic", "jump"]"#, RED);
    let errors = diagnostics_with(SURVIVORS, &text);
    assert_eq!(
        errors.iter().map(Problem::from).collect::<Vec<_>>(),
        [error(
            SURVIVORS,
            at(&text, r#"red = ["sniper", "lucky", "tough"]"#, "\"sniper\""),
            &format!("{NEW_SURVIVOR}.red[0]"),
            "duplicate skill \"sniper\""
        )]
    );
    let notes: Vec<Problem> = errors[0].notes().iter().map(Problem::from).collect();
    assert_eq!(
        notes,
        [error(
            SURVIVORS,
            at(&text, r#"blue = ["sniper"]"#, "\"sniper\""),
            &format!("{NEW_SURVIVOR}.blue[0]"),
            "first defined here"
        )]
    );
}

// ---- skills ----

/// The problem a skills file without rule `RM-SKILL-{number}` starts with.
fn skill_missing(text: &str, number: &str) -> Problem {
    error(
        SKILLS,
        at(text, "[[skill]]\nid = \"plus_1_range\"", "[[skill]]"),
        "skill",
        &format!("skill RM-SKILL-{number} is missing: the rulebook lists RM-SKILL-01 to RM-SKILL-83"),
    )
}

#[test]
fn skill_rule_ids_are_rm_skill_01_to_83() {
    let text = patch(shipped(SKILLS), "id = \"rage_ranged\"", "RM-SKILL-83", "RM-SKILL-84");
    assert_eq!(
        errors_with(SKILLS, &text),
        [
            skill_missing(&text, "83"),
            error(
                SKILLS,
                at(&text, "rule_id = \"RM-SKILL-84\"", "\""),
                "skill[82].rule_id",
                "rule_id must be `RM-SKILL-01` to `RM-SKILL-83`, found `RM-SKILL-84`"
            ),
        ]
    );
    let text = patch(shipped(SKILLS), "id = \"plus_1_free_dog_action\"", "RM-SKILL-07", "RM-SKILL-09");
    assert_eq!(
        errors_with(SKILLS, &text),
        [
            skill_missing(&text, "07"),
            error(
                SKILLS,
                at(&text, "id = \"plus_1_free_search_action\"\nrule_id = \"RM-SKILL-09\"", "\"RM"),
                "skill[8].rule_id",
                "duplicate skill rule_id \"RM-SKILL-09\""
            ),
        ]
    );
}

// ---- files ----

#[test]
fn syntax_errors_are_located() {
    let text = patch(shipped(ZOMBIES), "kind = \"walker\"", "supply = 40", "supply = ");
    // The parser's own words.
    only_error(
        ZOMBIES,
        &text,
        ("supply = \nactions", "\n"),
        "zombie[0].supply",
        "string values must be quoted, expected literal string",
    );
}

#[test]
fn unknown_sections_are_refused() {
    let text = format!("{}\n[[zombiez]]\nkind = \"walker\"\n", shipped(ZOMBIES));
    only_error(
        ZOMBIES,
        &text,
        ("[[zombiez]]", "zombiez"),
        "zombiez",
        "unknown section `zombiez`, expected one of `[[zombie]]`, `[[equipment]]`, `[[zombie_card]]`, \
         `[[survivor]]`, `[[skill]]`",
    );
}

#[test]
fn a_section_is_an_array_of_tables() {
    let mut sources = BUILTIN_SOURCES.to_vec();
    sources.push(("extra.toml", "skill = \"sprint\"\n"));
    let errors = Catalog::from_sources(&sources).expect_err("a bad file");
    assert_eq!(
        errors.iter().map(Problem::from).collect::<Vec<_>>(),
        [error("extra.toml", (1, 9), "skill", "`skill` must be an array of tables, written `[[skill]]`")]
    );
}

#[test]
fn records_may_be_spread_over_files() {
    let skills = shipped(SKILLS);
    let start = skills.find("[[skill]]\nid = \"sprint\"").expect("sprint");
    let end = start + skills[start..].find("\n\n").expect("end") + 2;
    let rest = format!("{}{}", &skills[..start], &skills[end..]);
    let mut sources = replace(SKILLS, &rest);
    sources.push(("more-skills.toml", &skills[start..end]));
    let catalog = Catalog::from_sources(&sources).expect("loads");
    assert_eq!(catalog.skill("sprint").map(|s| s.rule_id.as_str()), Some("RM-SKILL-71"));
    // Without the extra file, Katie's starting skill is unknown.
    let katie = at(shipped(SURVIVORS), "id = \"katie\"", "sprint");
    assert_eq!(
        errors_with(SKILLS, &rest),
        [skill_missing(&rest, "71"), error(SURVIVORS, katie, "survivor[2].blue[0]", "unknown skill \"sprint\""),]
    );
}

#[test]
fn no_files_at_all() {
    let errors = Catalog::from_sources(&[]).expect_err("nothing to load");
    let messages: Vec<String> = errors.iter().map(ToString::to_string).collect();
    assert_eq!(
        messages,
        [
            ":1:1: error: no `[[skill]]` records in any file [skill]",
            ":1:1: error: no `[[zombie]]` records in any file [zombie]",
            ":1:1: error: no `[[equipment]]` records in any file [equipment]",
            ":1:1: error: no `[[zombie_card]]` records in any file [zombie_card]",
            ":1:1: error: no `[[survivor]]` records in any file [survivor]",
        ]
    );
}

// ---- everything at once ----

#[test]
fn several_errors_in_one_file_are_all_reported() {
    let text = weapon(
        "knife",
        "colour = \"red\"\n",
        "[equipment.melee]\ndice = 0\naccuracy = 9\ndamage = 1\nnoisy = false\n\n\
         [[equipment]]\nid = \"test_gun\"\nname_ru = \"Тест\"\nname_en = \"Test\"\ncount = 0\nsetup = \"deck\"\n\
         source = \"\"\n[equipment.ranged]\nrange_min = 3\nrange_max = 1\ndice = 1\naccuracy = 4\ndamage = 1\nnoisy = true\n",
    );
    let text = patch(&text, "id = \"chainsaw\"", "count = 2", "count = 3");
    let place = |text: &str, anchor: &str, needle: &str| {
        let (line, column) = at(text, anchor, needle);
        format!("{EQUIPMENT}:{line}:{column}")
    };
    let shown: Vec<String> = diagnostics_with(EQUIPMENT, &text).iter().map(ToString::to_string).collect();
    assert_eq!(
        shown,
        [
            // The unreadable record is skipped, so the total is not checked.
            format!(
                "{}: error: unknown field `colour`, expected one of `id`, `name_ru`, `name_en`, `count`, `setup`, \
                 `opens_doors`, `melee`, `ranged`, `ammo`, `rerolls`, `tags`, `source` [equipment[28].colour]",
                place(&text, "colour = \"red\"", "colour")
            ),
            format!("{}: error: must not be empty [equipment[29].source]", place(&text, "source = \"\"", "\"\"")),
            format!(
                "{}: error: range_min 3 is greater than range_max 1 [equipment[29].ranged.range_min]",
                place(&text, "range_min = 3", "3")
            ),
        ]
    );
    // With the unknown field gone the record is read: its own problems
    // show, and so does the total.
    let text = text.replace("colour = \"red\"\n", "");
    let shown: Vec<String> = diagnostics_with(EQUIPMENT, &text).iter().map(ToString::to_string).collect();
    assert_eq!(
        shown,
        [
            format!(
                "{}: error: equipment counts total 87 cards, expected 86 (RM-PARTS-8) [equipment]",
                place(&text, "[[equipment]]\nid = \"aaahh\"", "[")
            ),
            format!(
                "{}: error: duplicate equipment id \"knife\" [equipment[28].id]\n{}: note: first defined here [equipment[19].id]",
                place(&text, "id = \"knife\"\nname_ru = \"Тест\"", "\"knife\""),
                place(&text, "id = \"knife\"\nname_ru = \"Нож\"", "\"knife\"")
            ),
            format!("{}: error: dice must be at least 1 [equipment[28].melee.dice]", place(&text, "dice = 0", "0")),
            format!(
                "{}: error: accuracy must be between 1 and 6, found 9 [equipment[28].melee.accuracy]",
                place(&text, "accuracy = 9", "9")
            ),
            format!("{}: error: must not be empty [equipment[29].source]", place(&text, "source = \"\"", "\"\"")),
            format!(
                "{}: error: range_min 3 is greater than range_max 1 [equipment[29].ranged.range_min]",
                place(&text, "range_min = 3", "3")
            ),
        ]
    );
}

#[test]
fn errors_in_several_files_are_all_reported() {
    let zombies = patch(shipped(ZOMBIES), "kind = \"walker\"", "priority = 2", "priority = 0");
    let survivors = patch(shipped(SURVIVORS), "id = \"katie\"", "\"sprint\"", "\"sprnt\"");
    let sources: Vec<(&str, &str)> = BUILTIN_SOURCES
        .iter()
        .map(|&(name, text)| match name {
            ZOMBIES => (name, zombies.as_str()),
            SURVIVORS => (name, survivors.as_str()),
            _ => (name, text),
        })
        .collect();
    let errors = Catalog::from_sources(&sources).expect_err("two broken files");
    let found: Vec<Problem> = errors.iter().map(Problem::from).collect();
    assert_eq!(
        found,
        [
            error(SURVIVORS, at(&survivors, "sprnt", "sprnt"), "survivor[2].blue[0]", "unknown skill \"sprnt\""),
            error(
                ZOMBIES,
                at(&zombies, "priority = 0", "0"),
                "zombie[0].priority",
                "priority must be at least 2: priority 1 is for survivors (RM-PRIO-1)"
            ),
        ]
    );
    // One report for all of them.
    let report = horde_data::Diagnostics::from_iter(errors).to_string();
    assert_eq!(report.lines().count(), 2);
}
