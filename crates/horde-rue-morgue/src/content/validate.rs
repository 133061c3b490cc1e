//! Checks over the whole catalogue, and the conversion of the TOML-side
//! records into the engine types. Every check reports and goes on, so one
//! run lists every problem. The field path of each problem is found from
//! its span by the validator.

use std::collections::{BTreeMap, BTreeSet};

use horde_data::{Diagnostic, FileId, Severity, Validator};
use toml::Spanned;

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
/// meaningful when `v` holds no error afterwards.
pub(crate) fn validate(v: &mut Validator, parsed: &Parsed) -> Catalog {
    let skills = check_skills(v, &parsed.skills);
    let zombies = check_zombies(v, &parsed.zombies);
    let equipment = check_equipment(v, &parsed.equipment);
    let zombie_cards = check_zombie_cards(v, &parsed.zombie_cards);
    let survivors = check_survivors(v, parsed);
    Catalog { zombies, equipment, zombie_cards, survivors, skills }
}

/// An error at a value of `file`.
fn error<'v, T>(v: &'v mut Validator, file: FileId, at: &Spanned<T>, message: impl Into<String>) -> &'v mut Diagnostic {
    v.set_file(file);
    v.error_at(at, message)
}

/// A problem of a whole section, reported at its first record's header with
/// the section's name as the path. `None` when the section is incomplete
/// (the problem already reported explains it) or absent (reported here).
fn whole_section<T>(v: &mut Validator, section: &Section<T>) -> Option<(FileId, std::ops::Range<usize>)> {
    if !section.complete {
        return None;
    }
    let name = section.name;
    match &section.anchor {
        Some(anchor) => Some(anchor.clone()),
        None => {
            v.report_span(Severity::Error, 0..0, format!("no `[[{name}]]` records in any file")).set_field(name);
            None
        }
    }
}

fn section_error<T>(
    v: &mut Validator,
    section: &Section<T>,
    (file, span): (FileId, std::ops::Range<usize>),
    message: String,
) {
    v.set_file(file);
    v.report_span(Severity::Error, span, message).set_field(section.name);
}

/// A required text field: present (serde checked that) and not blank.
fn text(v: &mut Validator, file: FileId, field: &Spanned<String>) {
    if field.get_ref().trim().is_empty() {
        error(v, file, field, "must not be empty");
    }
}

fn is_snake_case(id: &str) -> bool {
    let mut chars = id.chars();
    chars.next().is_some_and(|c| c.is_ascii_lowercase())
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

/// Ids: snake_case, and unique within their section.
fn check_ids<'a>(v: &mut Validator, ids: impl Iterator<Item = (FileId, &'a Spanned<String>)> + Clone, what: &str) {
    for (file, id) in ids.clone() {
        let value = id.get_ref();
        if !is_snake_case(value) {
            error(
                v,
                file,
                id,
                format!(
                    "{what} `{value}` must be snake_case: lowercase letters, digits and `_`, starting with a letter"
                ),
            );
        }
    }
    v.check_unique_across(ids, what);
}

/// Uniqueness of values that are not strings (kinds, numbers), by their
/// written form.
fn check_unique_by<T>(
    v: &mut Validator,
    values: impl Iterator<Item = (FileId, Spanned<T>)>,
    name: impl Fn(&T) -> String,
    what: &str,
) {
    let named: Vec<(FileId, Spanned<String>)> =
        values.map(|(file, value)| (file, Spanned::new(value.span(), name(value.get_ref())))).collect();
    v.check_unique_across(named.iter().map(|(file, value)| (*file, value)), what);
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

fn check_zombies(v: &mut Validator, section: &Section<RawZombie>) -> Vec<ZombieTypeDef> {
    let mut out = Vec::new();
    for Located { file, value: z } in &section.records {
        let file = *file;
        text(v, file, &z.name_ru);
        text(v, file, &z.name_en);
        text(v, file, &z.source);
        if *z.actions.get_ref() == 0 {
            error(v, file, &z.actions, "actions must be at least 1");
        }
        if *z.priority.get_ref() < 2 {
            error(v, file, &z.priority, "priority must be at least 2: priority 1 is for survivors (RM-PRIO-1)");
        }
        let min_damage = match *z.min_damage.get_ref() {
            MinDamage::Wounds(0) => {
                error(v, file, &z.min_damage, "min_damage must be at least 1, or \"kills_all_only\"");
                None
            }
            MinDamage::Wounds(n) => Some(n),
            MinDamage::KillsAllOnly => None,
        };
        out.push(ZombieTypeDef {
            kind: *z.kind.get_ref(),
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
    let kinds = section.records.iter().map(|r| (r.file, r.value.kind.clone()));
    check_unique_by(v, kinds, |k| kind_name(*k).to_owned(), "zombie kind");
    if let Some(anchor) = whole_section(v, section) {
        let present: BTreeSet<ZombieKind> = section.records.iter().map(|r| *r.value.kind.get_ref()).collect();
        for kind in ZombieKind::ALL.into_iter().filter(|k| !present.contains(k)) {
            let message = format!("zombie kind `{}` is missing (RM-ZOMB-3)", kind_name(kind));
            section_error(v, section, anchor.clone(), message);
        }
        let total: u32 = section.records.iter().map(|r| u32::from(*r.value.supply.get_ref())).sum();
        if total != ZOMBIE_SUPPLY_TOTAL {
            let message =
                format!("zombie supply totals {total} miniatures, expected {ZOMBIE_SUPPLY_TOTAL} (RM-PARTS-3)");
            section_error(v, section, anchor, message);
        }
    }
    out
}

fn check_accuracy(v: &mut Validator, file: FileId, accuracy: &Spanned<u8>) {
    let value = *accuracy.get_ref();
    if !(1..=6).contains(&value) {
        error(v, file, accuracy, format!("accuracy must be between 1 and 6, found {value}"));
    }
}

fn check_damage(v: &mut Validator, file: FileId, damage: &Spanned<u8>) {
    if *damage.get_ref() == 0 {
        error(v, file, damage, "damage must be at least 1");
    }
}

fn check_melee(v: &mut Validator, file: FileId, melee: &RawMelee) -> WeaponProfile {
    if *melee.dice.get_ref() == 0 {
        error(v, file, &melee.dice, "dice must be at least 1");
    }
    check_accuracy(v, file, &melee.accuracy);
    check_damage(v, file, &melee.damage);
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

fn check_ranged(v: &mut Validator, file: FileId, ranged: &Spanned<RawRanged>) -> WeaponProfile {
    let r = ranged.get_ref();
    let (min, max) = (*r.range_min.get_ref(), *r.range_max.get_ref());
    if min > max {
        error(v, file, &r.range_min, format!("range_min {min} is greater than range_max {max}"));
    }
    if max == 0 {
        error(
            v,
            file,
            &r.range_max,
            "range_max must be at least 1 (RM-WPN-4); a weapon of range 0 is written as `melee`",
        );
    }
    let fields = [("dice", &r.dice), ("accuracy", &r.accuracy), ("damage", &r.damage)];
    if r.kills_all {
        for (name, field) in fields {
            if let Some(field) = field {
                error(v, file, field, format!("a `kills_all` weapon rolls no dice (RM-MOLOTOV-2): remove `{name}`"));
            }
        }
    } else {
        for (name, field) in fields {
            if field.is_none() {
                let diagnostic =
                    error(v, file, ranged, format!("missing field `{name}` (required unless `kills_all = true`)"));
                let parent = diagnostic.field().unwrap_or_default().to_owned();
                diagnostic.set_field(format!("{parent}.{name}"));
            }
        }
        if let Some(dice) = &r.dice
            && *dice.get_ref() == 0
        {
            error(v, file, dice, "dice must be at least 1 unless `kills_all = true`");
        }
        if let Some(accuracy) = &r.accuracy {
            check_accuracy(v, file, accuracy);
        }
        if let Some(damage) = &r.damage {
            check_damage(v, file, damage);
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

fn check_equipment(v: &mut Validator, section: &Section<RawEquipment>) -> Vec<EquipmentDef> {
    check_ids(v, section.records.iter().map(|r| (r.file, &r.value.id)), "equipment id");
    let mut out = Vec::new();
    for Located { file, value: e } in &section.records {
        let file = *file;
        text(v, file, &e.name_ru);
        text(v, file, &e.name_en);
        text(v, file, &e.source);
        if let Some(doors) = &e.opens_doors
            && e.melee.is_none()
        {
            error(v, file, doors, "an item that opens doors must have a `melee` profile (RM-DOOR-1)");
        }
        if let Some(ammo) = &e.ammo
            && e.ranged.is_none()
        {
            error(v, file, ammo, "`ammo` needs a `ranged` profile");
        }
        let melee = e.melee.as_ref().map(|m| check_melee(v, file, m.get_ref()));
        let ranged = e.ranged.as_ref().map(|r| check_ranged(v, file, r));
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
    if let Some(anchor) = whole_section(v, section) {
        let total: u32 = section.records.iter().map(|r| u32::from(*r.value.count.get_ref())).sum();
        if total != EQUIPMENT_CARD_TOTAL {
            let message = format!("equipment counts total {total} cards, expected {EQUIPMENT_CARD_TOTAL} (RM-PARTS-8)");
            section_error(v, section, anchor, message);
        }
    }
    out
}

fn check_zombie_cards(v: &mut Validator, section: &Section<RawZombieCard>) -> Vec<ZombieCardDef> {
    let (first, last) = (*ZOMBIE_CARD_NUMBERS.start(), *ZOMBIE_CARD_NUMBERS.end());
    let mut out = Vec::new();
    for Located { file, value: c } in &section.records {
        let file = *file;
        let number = *c.number.get_ref();
        if !ZOMBIE_CARD_NUMBERS.contains(&number) {
            error(v, file, &c.number, format!("zombie card number {number} is outside {first}..={last} (RM-PARTS-7)"));
        }
        if let CardLine::ExtraActivation { .. } = c.blue.get_ref().0 {
            error(v, file, &c.blue, "extra activation cards have no effect at blue (RM-XACT-1): write `nothing`");
        }
        text(v, file, &c.source);
        out.push(ZombieCardDef {
            number,
            lines: [c.blue.get_ref().0, c.yellow.get_ref().0, c.orange.get_ref().0, c.red.get_ref().0],
            source: c.source.get_ref().clone(),
        });
    }
    let numbers = section.records.iter().map(|r| (r.file, r.value.number.clone()));
    check_unique_by(v, numbers, u16::to_string, "zombie card number");
    if let Some(anchor) = whole_section(v, section) {
        let present: BTreeSet<u16> = section.records.iter().map(|r| *r.value.number.get_ref()).collect();
        let missing: Vec<String> =
            ZOMBIE_CARD_NUMBERS.filter(|n| !present.contains(n)).map(|n| n.to_string()).collect();
        if !missing.is_empty() {
            let what = match missing.as_slice() {
                [one] => format!("zombie card {one} is missing"),
                many => format!("zombie cards {} are missing", many.join(", ")),
            };
            section_error(v, section, anchor, format!("{what}: the deck is numbered {first} to {last} (RM-PARTS-7)"));
        }
    }
    out
}

/// The number of a rule id `RM-SKILL-nn`, if it is one of the 83.
fn skill_number(rule: &str) -> Option<u8> {
    rule.strip_prefix("RM-SKILL-")
        .filter(|n| n.len() == 2 && n.bytes().all(|b| b.is_ascii_digit()))
        .and_then(|n| n.parse::<u8>().ok())
        .filter(|n| (1..=SKILL_COUNT).contains(n))
}

fn check_skills(v: &mut Validator, section: &Section<RawSkill>) -> Vec<SkillDef> {
    check_ids(v, section.records.iter().map(|r| (r.file, &r.value.id)), "skill id");
    let mut out = Vec::new();
    for Located { file, value: s } in &section.records {
        let file = *file;
        text(v, file, &s.name_ru);
        text(v, file, &s.name_en);
        text(v, file, &s.source);
        let rule = s.rule_id.get_ref();
        if skill_number(rule).is_none() {
            let message = format!("rule_id must be `RM-SKILL-01` to `RM-SKILL-{SKILL_COUNT}`, found `{rule}`");
            error(v, file, &s.rule_id, message);
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
    v.check_unique_across(section.records.iter().map(|r| (r.file, &r.value.rule_id)), "skill rule_id");
    if let Some(anchor) = whole_section(v, section) {
        let present: BTreeSet<u8> =
            section.records.iter().filter_map(|r| skill_number(r.value.rule_id.get_ref())).collect();
        let missing: Vec<String> =
            (1..=SKILL_COUNT).filter(|n| !present.contains(n)).map(|n| format!("RM-SKILL-{n:02}")).collect();
        if !missing.is_empty() {
            let what = match missing.as_slice() {
                [one] => format!("skill {one} is missing"),
                many => format!("skills {} are missing", many.join(", ")),
            };
            section_error(
                v,
                section,
                anchor,
                format!("{what}: the rulebook lists RM-SKILL-01 to RM-SKILL-{SKILL_COUNT}"),
            );
        }
    }
    out
}

/// How many skills each level of an ID card lists (RM-XP-2): at least one
/// starting skill, one yellow skill, a choice of two at orange and of three
/// at red.
enum Needed {
    AtLeast(usize),
    Exactly(usize),
}

fn check_survivors(v: &mut Validator, parsed: &Parsed) -> Vec<SurvivorDef> {
    let refs = RefContext {
        skills: parsed.skills.records.iter().map(|r| (r.value.id.get_ref().as_str(), r.value.parameter)).collect(),
        skills_complete: parsed.skills.complete,
        equipment: parsed.equipment.records.iter().map(|r| r.value.id.get_ref().as_str()).collect(),
        equipment_complete: parsed.equipment.complete,
    };
    let section = &parsed.survivors;
    check_ids(v, section.records.iter().map(|r| (r.file, &r.value.id)), "survivor id");
    let mut out = Vec::new();
    for Located { file, value: s } in &section.records {
        let file = *file;
        text(v, file, &s.name_ru);
        text(v, file, &s.name_en);
        text(v, file, &s.source);
        let levels = [
            ("blue", &s.blue, Needed::AtLeast(1), "starting skill"),
            ("yellow", &s.yellow, Needed::Exactly(1), "skill"),
            ("orange", &s.orange, Needed::Exactly(2), "skills to choose from"),
            ("red", &s.red, Needed::Exactly(3), "skills to choose from"),
        ];
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
                error(v, file, list, message);
            }
            for entry in list.get_ref() {
                refs.check(v, file, entry);
            }
        }
        // A skill twice in one tree is a slip.
        let tree = [&s.blue, &s.yellow, &s.orange, &s.red].into_iter().flat_map(|l| l.get_ref());
        v.set_file(file);
        v.check_unique(tree, "skill");
        let names = |list: &Spanned<Vec<Spanned<String>>>| list.get_ref().iter().map(|e| e.get_ref().clone()).collect();
        out.push(SurvivorDef {
            id: s.id.get_ref().clone(),
            name_ru: s.name_ru.get_ref().clone(),
            name_en: s.name_en.get_ref().clone(),
            gender: s.gender,
            blue: names(&s.blue),
            yellow: names(&s.yellow),
            orange: names(&s.orange),
            red: names(&s.red),
            source: s.source.get_ref().clone(),
        });
    }
    whole_section(v, section);
    out
}

/// What a survivor's skill entries are checked against.
struct RefContext<'a> {
    skills: BTreeMap<&'a str, Option<SkillParameter>>,
    skills_complete: bool,
    equipment: BTreeSet<&'a str>,
    equipment_complete: bool,
}

impl RefContext<'_> {
    fn check(&self, v: &mut Validator, file: FileId, entry: &Spanned<String>) {
        let SkillRef { id, parameter } = SkillRef::parse(entry.get_ref());
        // Spans of the parts inside the quoted string.
        let start = entry.span().start + 1;
        let id_at = Spanned::new(start..start + id.len(), id);
        v.set_file(file);
        let Some(expected) = self.skills.get(id) else {
            // An unreadable skill record may be the one named here.
            if self.skills_complete {
                v.check_ref(&id_at, self.skills.keys(), "skill");
            }
            return;
        };
        let parameter_at = parameter.map(|p| {
            let from = start + id.len() + 1;
            Spanned::new(from..from + p.len(), p)
        });
        match (expected, parameter_at) {
            (None, None) => {}
            (None, Some(_)) => {
                v.error_at(entry, format!("skill `{id}` takes no parameter: write `{id}`"));
            }
            (Some(kind), None) => {
                v.error_at(entry, format!("skill `{id}` needs a parameter: write `{id}:<{}>`", parameter_hint(*kind)));
            }
            (Some(SkillParameter::Item), Some(item)) => {
                if self.equipment_complete {
                    v.check_ref(&item, self.equipment.iter(), "equipment id");
                }
            }
            (Some(kind), Some(value)) => {
                let (valid, values) = match kind {
                    SkillParameter::ZombieKind => (
                        ZombieKind::ALL.iter().any(|k| kind_name(*k) == *value.get_ref()),
                        "walker, fatty, runner, crawler or abomination",
                    ),
                    SkillParameter::CombatKind => (matches!(*value.get_ref(), "melee" | "ranged"), "melee or ranged"),
                    SkillParameter::DangerLevel => (
                        DangerLevel::ALL.iter().any(|l| danger_name(*l) == *value.get_ref()),
                        "blue, yellow, orange or red",
                    ),
                    SkillParameter::Item => (true, ""),
                };
                if !valid {
                    let message = format!(
                        "`{}` is not a {} for `{id}`: expected {values}",
                        value.get_ref(),
                        parameter_hint(*kind)
                    );
                    v.error_at(&value, message);
                }
            }
        }
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

fn danger_name(level: DangerLevel) -> &'static str {
    match level {
        DangerLevel::Blue => "blue",
        DangerLevel::Yellow => "yellow",
        DangerLevel::Orange => "orange",
        DangerLevel::Red => "red",
    }
}
