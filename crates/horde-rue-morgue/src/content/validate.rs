//! Checks over the whole catalogue, and the conversion of the TOML-side
//! records into the engine types. Every check reports and goes on, so one
//! run lists every problem.

use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;

use toml::Spanned;

use super::error::Reporter;
use super::parse::{Located, Parsed, Section};
use super::raw::{DoorNoise, MinDamage, RawEquipment, RawMelee, RawRanged, RawSkill, RawZombie, RawZombieCard};
use super::skill_ref::SkillRef;
use super::types::{
    CardLine, Catalog, DangerLevel, EquipmentDef, SkillDef, SkillParameter, SurvivorDef, WeaponProfile, ZombieCardDef,
    ZombieKind, ZombieTypeDef,
};

/// RM-PARTS-3: zombie miniatures in the box.
pub const ZOMBIE_SUPPLY_TOTAL: u32 = 80;
/// RM-PARTS-8: equipment cards in the box.
pub const EQUIPMENT_CARD_TOTAL: u32 = 86;
/// RM-PARTS-7: zombie card numbers.
pub const ZOMBIE_CARD_NUMBERS: std::ops::RangeInclusive<u16> = 145..=192;
/// §12: the rulebook's skills, RM-SKILL-01 to RM-SKILL-83.
pub const SKILL_COUNT: u8 = 83;

/// Checks everything and converts. The catalogue returned is only
/// meaningful when `reporter` has no errors afterwards.
pub(crate) fn validate(reporter: &mut Reporter<'_>, parsed: &Parsed) -> Catalog {
    let skills = check_skills(reporter, &parsed.skills);
    let zombies = check_zombies(reporter, &parsed.zombies);
    let equipment = check_equipment(reporter, &parsed.equipment);
    let zombie_cards = check_zombie_cards(reporter, &parsed.zombie_cards);
    let survivors = check_survivors(reporter, parsed);
    Catalog { zombies, equipment, zombie_cards, survivors, skills }
}

/// Where whole-section problems are reported: the section's first
/// appearance, or the top of the first file when it appears nowhere.
fn anchor<T>(section: &Section<T>) -> (usize, Range<usize>) {
    section.anchor.clone().unwrap_or((0, 0..0))
}

fn missing_section<T>(reporter: &mut Reporter<'_>, section: &Section<T>) -> bool {
    if section.complete && section.anchor.is_none() {
        let name = section.name;
        reporter.error(0, 0..0, name, format!("no `[[{name}]]` records in any file"));
        return true;
    }
    false
}

/// A required text field: present (serde checked that) and not blank.
fn text(reporter: &mut Reporter<'_>, file: usize, field: &Spanned<String>, path: String) {
    if field.get_ref().trim().is_empty() {
        reporter.error(file, field.span(), path, "must not be empty");
    }
}

fn is_snake_case(id: &str) -> bool {
    let mut chars = id.chars();
    chars.next().is_some_and(|c| c.is_ascii_lowercase())
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

/// Ids seen so far in one section, with where they were first defined.
type Seen<K> = BTreeMap<K, (usize, Range<usize>)>;

/// An id field: snake_case and unique within its section.
fn check_id(reporter: &mut Reporter<'_>, file: usize, id: &Spanned<String>, path: String, seen: &mut Seen<String>) {
    let value = id.get_ref();
    if !is_snake_case(value) {
        reporter.error(
            file,
            id.span(),
            path,
            format!("id `{value}` must be snake_case: lowercase letters, digits and `_`, starting with a letter"),
        );
        return;
    }
    if let Some((first_file, first_span)) = seen.get(value) {
        let first = reporter.place(*first_file, first_span);
        reporter.error(file, id.span(), path, format!("duplicate id `{value}`, first defined at {first}"));
    } else {
        seen.insert(value.clone(), (file, id.span()));
    }
}

fn kind_name(kind: ZombieKind) -> &'static str {
    match kind {
        ZombieKind::Walker => "walker",
        ZombieKind::Fatty => "fatty",
        ZombieKind::Runner => "runner",
        ZombieKind::Crawler => "crawler",
        ZombieKind::Abomination => "abomination",
    }
}

fn check_zombies(reporter: &mut Reporter<'_>, section: &Section<RawZombie>) -> Vec<ZombieTypeDef> {
    let mut seen: Seen<ZombieKind> = BTreeMap::new();
    let mut out = Vec::new();
    for Located { file, path, value: z, .. } in &section.records {
        let file = *file;
        let kind = *z.kind.get_ref();
        if let Some((first_file, first_span)) = seen.get(&kind) {
            let first = reporter.place(*first_file, first_span);
            reporter.error(
                file,
                z.kind.span(),
                format!("{path}.kind"),
                format!("zombie kind `{}` is defined twice, first at {first}", kind_name(kind)),
            );
        } else {
            seen.insert(kind, (file, z.kind.span()));
        }
        text(reporter, file, &z.name_ru, format!("{path}.name_ru"));
        text(reporter, file, &z.name_en, format!("{path}.name_en"));
        text(reporter, file, &z.source, format!("{path}.source"));
        if *z.actions.get_ref() == 0 {
            reporter.error(file, z.actions.span(), format!("{path}.actions"), "actions must be at least 1");
        }
        if *z.priority.get_ref() < 2 {
            reporter.error(
                file,
                z.priority.span(),
                format!("{path}.priority"),
                "priority must be at least 2: priority 1 is for survivors (RM-PRIO-1)",
            );
        }
        let min_damage = match *z.min_damage.get_ref() {
            MinDamage::Wounds(0) => {
                reporter.error(
                    file,
                    z.min_damage.span(),
                    format!("{path}.min_damage"),
                    "min_damage must be at least 1, or \"kills_all_only\"",
                );
                None
            }
            MinDamage::Wounds(n) => Some(n),
            MinDamage::KillsAllOnly => None,
        };
        out.push(ZombieTypeDef {
            kind,
            name_ru: z.name_ru.get_ref().clone(),
            name_en: z.name_en.get_ref().clone(),
            supply: *z.supply.get_ref(),
            actions: *z.actions.get_ref(),
            min_damage,
            xp: *z.xp.get_ref(),
            priority: *z.priority.get_ref(),
            source: z.source.get_ref().clone(),
        });
    }
    if section.complete && !missing_section(reporter, section) {
        let (file, span) = anchor(section);
        for kind in ZombieKind::ALL {
            if !seen.contains_key(&kind) {
                reporter.error(
                    file,
                    span.clone(),
                    section.name,
                    format!("zombie kind `{}` is missing (RM-ZOMB-3)", kind_name(kind)),
                );
            }
        }
        let total: u32 = section.records.iter().map(|r| u32::from(*r.value.supply.get_ref())).sum();
        if total != ZOMBIE_SUPPLY_TOTAL {
            reporter.error(
                file,
                span,
                section.name,
                format!("zombie supply totals {total} miniatures, expected {ZOMBIE_SUPPLY_TOTAL} (RM-PARTS-3)"),
            );
        }
    }
    out
}

fn check_accuracy(reporter: &mut Reporter<'_>, file: usize, accuracy: &Spanned<u8>, path: String) {
    let value = *accuracy.get_ref();
    if !(1..=6).contains(&value) {
        reporter.error(file, accuracy.span(), path, format!("accuracy must be between 1 and 6, found {value}"));
    }
}

fn check_damage(reporter: &mut Reporter<'_>, file: usize, damage: &Spanned<u8>, path: String) {
    if *damage.get_ref() == 0 {
        reporter.error(file, damage.span(), path, "damage must be at least 1");
    }
}

fn check_melee(reporter: &mut Reporter<'_>, file: usize, melee: &RawMelee, path: &str) -> WeaponProfile {
    if *melee.dice.get_ref() == 0 {
        reporter.error(file, melee.dice.span(), format!("{path}.dice"), "dice must be at least 1");
    }
    check_accuracy(reporter, file, &melee.accuracy, format!("{path}.accuracy"));
    check_damage(reporter, file, &melee.damage, format!("{path}.damage"));
    WeaponProfile {
        range_min: 0,
        range_max: 0,
        dice: *melee.dice.get_ref(),
        accuracy: *melee.accuracy.get_ref(),
        damage: *melee.damage.get_ref(),
        noisy: melee.noisy,
        dual: melee.dual,
        reload: false,
        bonus_dice_with_melee_in_other_hand: melee.bonus_dice_with_melee_in_other_hand,
        kills_all: false,
        choose_targets: false,
    }
}

fn check_ranged(reporter: &mut Reporter<'_>, file: usize, ranged: &Spanned<RawRanged>, path: &str) -> WeaponProfile {
    let r = ranged.get_ref();
    let (min, max) = (*r.range_min.get_ref(), *r.range_max.get_ref());
    if min > max {
        reporter.error(
            file,
            r.range_min.span(),
            format!("{path}.range_min"),
            format!("range_min {min} is greater than range_max {max}"),
        );
    }
    if max == 0 {
        reporter.error(
            file,
            r.range_max.span(),
            format!("{path}.range_max"),
            "range_max must be at least 1 (RM-WPN-4); a weapon of range 0 is written as `melee`",
        );
    }
    let fields = [("dice", &r.dice), ("accuracy", &r.accuracy), ("damage", &r.damage)];
    if r.kills_all {
        for (name, field) in fields {
            if let Some(field) = field {
                reporter.error(
                    file,
                    field.span(),
                    format!("{path}.{name}"),
                    format!("a `kills_all` weapon rolls no dice (RM-MOLOTOV-2): remove `{name}`"),
                );
            }
        }
    } else {
        for (name, field) in fields {
            if field.is_none() {
                reporter.error(
                    file,
                    ranged.span(),
                    path.to_owned(),
                    format!("missing field `{name}` (required unless `kills_all = true`)"),
                );
            }
        }
        if let Some(dice) = &r.dice
            && *dice.get_ref() == 0
        {
            reporter.error(
                file,
                dice.span(),
                format!("{path}.dice"),
                "dice must be at least 1 unless `kills_all = true`",
            );
        }
        if let Some(accuracy) = &r.accuracy {
            check_accuracy(reporter, file, accuracy, format!("{path}.accuracy"));
        }
        if let Some(damage) = &r.damage {
            check_damage(reporter, file, damage, format!("{path}.damage"));
        }
    }
    let value = |field: &Option<Spanned<u8>>| field.as_ref().map_or(0, |f| *f.get_ref());
    WeaponProfile {
        range_min: min,
        range_max: max,
        // A kills_all weapon rolls nothing: 0 dice, 0 damage, and an
        // accuracy of 1 that no rule ever reads.
        dice: value(&r.dice),
        accuracy: r.accuracy.as_ref().map_or(1, |f| *f.get_ref()),
        damage: value(&r.damage),
        noisy: r.noisy,
        dual: r.dual,
        reload: r.reload,
        bonus_dice_with_melee_in_other_hand: 0,
        kills_all: r.kills_all,
        choose_targets: r.choose_targets,
    }
}

fn check_equipment(reporter: &mut Reporter<'_>, section: &Section<RawEquipment>) -> Vec<EquipmentDef> {
    let mut seen: Seen<String> = BTreeMap::new();
    let mut out = Vec::new();
    for Located { file, path, value: e, .. } in &section.records {
        let file = *file;
        check_id(reporter, file, &e.id, format!("{path}.id"), &mut seen);
        text(reporter, file, &e.name_ru, format!("{path}.name_ru"));
        text(reporter, file, &e.name_en, format!("{path}.name_en"));
        text(reporter, file, &e.source, format!("{path}.source"));
        if let Some(doors) = &e.opens_doors
            && e.melee.is_none()
        {
            reporter.error(
                file,
                doors.span(),
                format!("{path}.opens_doors"),
                "an item that opens doors must have a `melee` profile (RM-DOOR-1)",
            );
        }
        if let Some(ammo) = &e.ammo
            && e.ranged.is_none()
        {
            reporter.error(file, ammo.span(), format!("{path}.ammo"), "`ammo` needs a `ranged` profile");
        }
        let melee = e.melee.as_ref().map(|m| check_melee(reporter, file, m.get_ref(), &format!("{path}.melee")));
        let ranged = e.ranged.as_ref().map(|r| check_ranged(reporter, file, r, &format!("{path}.ranged")));
        out.push(EquipmentDef {
            id: e.id.get_ref().clone(),
            name_ru: e.name_ru.get_ref().clone(),
            name_en: e.name_en.get_ref().clone(),
            count: *e.count.get_ref(),
            setup: e.setup,
            opens_doors: e.opens_doors.as_ref().map(|d| *d.get_ref() == DoorNoise::Noisy),
            melee,
            ranged,
            ammo: e.ammo.as_ref().map(|a| *a.get_ref()),
            rerolls: e.rerolls,
            tags: e.tags.clone(),
            source: e.source.get_ref().clone(),
        });
    }
    if section.complete && !missing_section(reporter, section) {
        let total: u32 = section.records.iter().map(|r| u32::from(*r.value.count.get_ref())).sum();
        if total != EQUIPMENT_CARD_TOTAL {
            let (file, span) = anchor(section);
            reporter.error(
                file,
                span,
                section.name,
                format!("equipment counts total {total} cards, expected {EQUIPMENT_CARD_TOTAL} (RM-PARTS-8)"),
            );
        }
    }
    out
}

fn check_zombie_cards(reporter: &mut Reporter<'_>, section: &Section<RawZombieCard>) -> Vec<ZombieCardDef> {
    let mut seen: Seen<u16> = BTreeMap::new();
    let mut out = Vec::new();
    let (first, last) = (*ZOMBIE_CARD_NUMBERS.start(), *ZOMBIE_CARD_NUMBERS.end());
    for Located { file, path, value: c, .. } in &section.records {
        let file = *file;
        let number = *c.number.get_ref();
        if !ZOMBIE_CARD_NUMBERS.contains(&number) {
            reporter.error(
                file,
                c.number.span(),
                format!("{path}.number"),
                format!("zombie card number {number} is outside {first}..={last} (RM-PARTS-7)"),
            );
        } else if let Some((first_file, first_span)) = seen.get(&number) {
            let place = reporter.place(*first_file, first_span);
            reporter.error(
                file,
                c.number.span(),
                format!("{path}.number"),
                format!("zombie card {number} is defined twice, first at {place}"),
            );
        } else {
            seen.insert(number, (file, c.number.span()));
        }
        if let CardLine::ExtraActivation { .. } = c.blue.get_ref().0 {
            reporter.error(
                file,
                c.blue.span(),
                format!("{path}.blue"),
                "extra activation cards have no effect at blue (RM-XACT-1): write `nothing`",
            );
        }
        text(reporter, file, &c.source, format!("{path}.source"));
        out.push(ZombieCardDef {
            number,
            lines: [c.blue.get_ref().0, c.yellow.get_ref().0, c.orange.get_ref().0, c.red.get_ref().0],
            source: c.source.get_ref().clone(),
        });
    }
    if section.complete && !missing_section(reporter, section) {
        let missing: Vec<String> =
            ZOMBIE_CARD_NUMBERS.filter(|n| !seen.contains_key(n)).map(|n| n.to_string()).collect();
        if !missing.is_empty() {
            let (file, span) = anchor(section);
            let what = match missing.as_slice() {
                [one] => format!("zombie card {one} is missing"),
                many => format!("zombie cards {} are missing", many.join(", ")),
            };
            reporter.error(
                file,
                span,
                section.name,
                format!("{what}: the deck is numbered {first} to {last} (RM-PARTS-7)"),
            );
        }
    }
    out
}

fn check_skills(reporter: &mut Reporter<'_>, section: &Section<RawSkill>) -> Vec<SkillDef> {
    let mut seen: Seen<String> = BTreeMap::new();
    let mut rules: Seen<u8> = BTreeMap::new();
    let mut out = Vec::new();
    for Located { file, path, value: s, .. } in &section.records {
        let file = *file;
        check_id(reporter, file, &s.id, format!("{path}.id"), &mut seen);
        text(reporter, file, &s.name_ru, format!("{path}.name_ru"));
        text(reporter, file, &s.name_en, format!("{path}.name_en"));
        text(reporter, file, &s.source, format!("{path}.source"));
        let rule = s.rule_id.get_ref();
        let number = rule
            .strip_prefix("RM-SKILL-")
            .filter(|n| n.len() == 2 && n.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|n| n.parse::<u8>().ok())
            .filter(|n| (1..=SKILL_COUNT).contains(n));
        match number {
            None => reporter.error(
                file,
                s.rule_id.span(),
                format!("{path}.rule_id"),
                format!("rule_id must be `RM-SKILL-01` to `RM-SKILL-{SKILL_COUNT}`, found `{rule}`"),
            ),
            Some(n) => {
                if let Some((first_file, first_span)) = rules.get(&n) {
                    let place = reporter.place(*first_file, first_span);
                    reporter.error(
                        file,
                        s.rule_id.span(),
                        format!("{path}.rule_id"),
                        format!("rule id `{rule}` is used twice, first at {place}"),
                    );
                } else {
                    rules.insert(n, (file, s.rule_id.span()));
                }
            }
        }
        out.push(SkillDef {
            id: s.id.get_ref().clone(),
            rule_id: rule.clone(),
            name_ru: s.name_ru.get_ref().clone(),
            name_en: s.name_en.get_ref().clone(),
            parameter: s.parameter,
            source: s.source.get_ref().clone(),
        });
    }
    if section.complete && !missing_section(reporter, section) {
        let missing: Vec<String> =
            (1..=SKILL_COUNT).filter(|n| !rules.contains_key(n)).map(|n| format!("RM-SKILL-{n:02}")).collect();
        if !missing.is_empty() {
            let (file, span) = anchor(section);
            let what = match missing.as_slice() {
                [one] => format!("skill {one} is missing"),
                many => format!("skills {} are missing", many.join(", ")),
            };
            reporter.error(
                file,
                span,
                section.name,
                format!("{what}: the rulebook lists RM-SKILL-01 to RM-SKILL-{SKILL_COUNT}"),
            );
        }
    }
    out
}

/// The skill levels of an ID card and how many entries each must have
/// (RM-XP-2): at least one starting skill, one yellow skill, a choice of two
/// at orange and of three at red.
enum Needed {
    AtLeast(usize),
    Exactly(usize),
}

fn check_survivors(reporter: &mut Reporter<'_>, parsed: &Parsed) -> Vec<SurvivorDef> {
    let skills: BTreeMap<&str, Option<SkillParameter>> =
        parsed.skills.records.iter().map(|r| (r.value.id.get_ref().as_str(), r.value.parameter)).collect();
    let equipment: BTreeSet<&str> = parsed.equipment.records.iter().map(|r| r.value.id.get_ref().as_str()).collect();
    let refs = RefContext {
        skills: &skills,
        skills_complete: parsed.skills.complete,
        equipment: &equipment,
        equipment_complete: parsed.equipment.complete,
    };
    let section = &parsed.survivors;
    let mut seen: Seen<String> = BTreeMap::new();
    let mut out = Vec::new();
    for Located { file, path, value: s, .. } in &section.records {
        let file = *file;
        check_id(reporter, file, &s.id, format!("{path}.id"), &mut seen);
        text(reporter, file, &s.name_ru, format!("{path}.name_ru"));
        text(reporter, file, &s.name_en, format!("{path}.name_en"));
        text(reporter, file, &s.source, format!("{path}.source"));
        let levels = [
            ("blue", &s.blue, Needed::AtLeast(1), "starting skill"),
            ("yellow", &s.yellow, Needed::Exactly(1), "skill"),
            ("orange", &s.orange, Needed::Exactly(2), "skills to choose from"),
            ("red", &s.red, Needed::Exactly(3), "skills to choose from"),
        ];
        let mut in_tree: BTreeSet<&str> = BTreeSet::new();
        for (level, list, needed, what) in levels {
            let found = list.get_ref().len();
            let problem = match needed {
                Needed::AtLeast(n) if found < n => {
                    Some(format!("{level} must list at least {n} {what}, found {found}"))
                }
                Needed::Exactly(n) if found != n => {
                    Some(format!("{level} must list exactly {n} {what} (RM-XP-2), found {found}"))
                }
                _ => None,
            };
            if let Some(message) = problem {
                reporter.error(file, list.span(), format!("{path}.{level}"), message);
            }
            for (index, entry) in list.get_ref().iter().enumerate() {
                let entry_path = format!("{path}.{level}[{index}]");
                refs.check(reporter, file, entry, &entry_path);
                if !in_tree.insert(entry.get_ref()) {
                    reporter.error(
                        file,
                        entry.span(),
                        entry_path,
                        format!("skill `{}` appears twice in this survivor's tree", entry.get_ref()),
                    );
                }
            }
        }
        let names = |list: &Spanned<Vec<Spanned<String>>>| list.get_ref().iter().map(|e| e.get_ref().clone()).collect();
        out.push(SurvivorDef {
            id: s.id.get_ref().clone(),
            name_ru: s.name_ru.get_ref().clone(),
            name_en: s.name_en.get_ref().clone(),
            blue: names(&s.blue),
            yellow: names(&s.yellow),
            orange: names(&s.orange),
            red: names(&s.red),
            source: s.source.get_ref().clone(),
        });
    }
    if section.complete {
        missing_section(reporter, section);
    }
    out
}

/// What a survivor's skill entries are checked against.
struct RefContext<'a> {
    skills: &'a BTreeMap<&'a str, Option<SkillParameter>>,
    skills_complete: bool,
    equipment: &'a BTreeSet<&'a str>,
    equipment_complete: bool,
}

impl RefContext<'_> {
    fn check(&self, reporter: &mut Reporter<'_>, file: usize, entry: &Spanned<String>, path: &str) {
        let SkillRef { id, parameter } = SkillRef::parse(entry.get_ref());
        let span = entry.span();
        let Some(expected) = self.skills.get(id) else {
            // An unreadable skill record may be the one named here.
            if self.skills_complete {
                reporter.error(file, span, path, format!("unknown skill `{id}`: not in the skills catalogue"));
            }
            return;
        };
        let problem = match (expected, parameter) {
            (None, None) => None,
            (None, Some(_)) => Some(format!("skill `{id}` takes no parameter: write `{id}`")),
            (Some(kind), None) => {
                Some(format!("skill `{id}` needs a parameter: write `{id}:<{}>`", parameter_hint(*kind)))
            }
            (Some(kind), Some(value)) => self.check_parameter(*kind, id, value),
        };
        if let Some(message) = problem {
            reporter.error(file, span, path, message);
        }
    }

    fn check_parameter(&self, kind: SkillParameter, id: &str, value: &str) -> Option<String> {
        let valid = match kind {
            SkillParameter::Item => !self.equipment_complete || self.equipment.contains(value),
            SkillParameter::ZombieKind => ZombieKind::ALL.iter().any(|k| kind_name(*k) == value),
            SkillParameter::CombatKind => matches!(value, "melee" | "ranged"),
            SkillParameter::DangerLevel => DangerLevel::ALL.iter().any(|l| danger_name(*l) == value),
        };
        if valid {
            return None;
        }
        let hint = parameter_hint(kind);
        Some(match parameter_values(kind) {
            Some(values) => format!("`{value}` is not a {hint} for `{id}`: expected {values}"),
            None => format!("`{value}` is not an {hint} for `{id}`: no such item in the equipment catalogue"),
        })
    }
}

fn parameter_hint(kind: SkillParameter) -> &'static str {
    match kind {
        SkillParameter::Item => "equipment id",
        SkillParameter::ZombieKind => "zombie kind",
        SkillParameter::CombatKind => "combat kind",
        SkillParameter::DangerLevel => "danger level",
    }
}

fn parameter_values(kind: SkillParameter) -> Option<&'static str> {
    match kind {
        SkillParameter::Item => None,
        SkillParameter::ZombieKind => Some("walker, fatty, runner, crawler or abomination"),
        SkillParameter::CombatKind => Some("melee or ranged"),
        SkillParameter::DangerLevel => Some("blue, yellow, orange or red"),
    }
}

fn danger_name(level: DangerLevel) -> &'static str {
    match level {
        DangerLevel::Blue => "blue",
        DangerLevel::Yellow => "yellow",
        DangerLevel::Orange => "orange",
        DangerLevel::Red => "red",
    }
}
