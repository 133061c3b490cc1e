//! The files as written, and their checks.

use super::{
    Ability, CharacterDef, Entry, Gear, ItemDef, ItemKind, LootCard, Map, Scenario, StartCharacter, SurvivorTable,
    Tables, Time, Victory, WeaponDef, ZombieCard, ZombieDieScores, ZombieKind, require,
};
use horde_data::{Spanned, Validator};
use serde::Deserialize;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Counters {
    character: Vec<RawCharacter>,
    zombie: Vec<RawZombie>,
    weapon: Vec<RawWeapon>,
    item: Vec<RawItem>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawItem {
    id: Spanned<String>,
    glory: u8,
    supply: u8,
    #[allow(dead_code)]
    source: Spanned<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCharacter {
    id: Spanned<String>,
    rep: Spanned<u8>,
    mp: Spanned<u8>,
    melee: Spanned<u8>,
    star: bool,
    #[serde(default)]
    female: bool,
    #[serde(default = "yes")]
    named: bool,
    flip: Option<u8>,
    dead: Option<Spanned<u8>>,
    ability: Option<Spanned<String>>,
    sprint_mp: Option<u8>,
    #[allow(dead_code)]
    source: Spanned<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawZombie {
    rep: Spanned<u8>,
    mp: Spanned<u8>,
    melee: u8,
    per_direction: Spanned<Vec<u8>>,
    #[allow(dead_code)]
    source: Spanned<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawWeapon {
    id: Spanned<String>,
    #[serde(default)]
    range: u8,
    dice_min: Option<Spanned<u8>>,
    #[serde(default)]
    dice_max: u8,
    keep: Option<Spanned<u8>>,
    #[serde(default)]
    one_hex: bool,
    shot_marker: Option<u8>,
    house_shot_marker: Option<u8>,
    #[serde(default)]
    melee_bonus: u8,
    #[serde(default)]
    glory: u8,
    #[serde(default)]
    supply: u8,
    #[serde(default)]
    scope: bool,
    counts: Option<u8>,
    #[allow(dead_code)]
    source: Spanned<String>,
}

fn yes() -> bool {
    true
}

fn check_source(v: &mut Validator, s: &Spanned<String>) {
    let ok = matches!(s.get_ref().as_str(), "horde" | "rulebook");
    require(v, ok, s, "source must be \"rulebook\" or \"horde\"");
}

pub fn counters(v: &mut Validator, c: Counters) -> (Vec<CharacterDef>, Vec<ZombieKind>, Vec<WeaponDef>, Vec<ItemDef>) {
    v.check_unique(c.character.iter().map(|x| &x.id), "character id");
    v.check_unique(c.weapon.iter().map(|x| &x.id).chain(c.item.iter().map(|x| &x.id)), "weapon or item id");
    let mut characters = Vec::new();
    for ch in c.character {
        check_source(v, &ch.source);
        require(v, (1..=6).contains(ch.rep.get_ref()), &ch.rep, "Rep must be 1-6 (ATZ-DICE-2)");
        require(v, *ch.mp.get_ref() >= 1, &ch.mp, "a character needs at least 1 MP");
        require(v, *ch.melee.get_ref() >= 1, &ch.melee, "a character rolls at least 1 melee die");
        let ability = match (ch.ability.as_ref().map(|a| a.get_ref().as_str()), ch.sprint_mp) {
            (None, None) => None,
            (Some("heal"), None) => Some(Ability::Heal),
            (Some("cure"), None) => Some(Ability::Cure),
            (Some("sprint"), Some(mp)) => Some(Ability::Sprint { mp }),
            (Some("reroll"), None) => Some(Ability::Reroll),
            (Some("look"), None) => Some(Ability::Look),
            _ => {
                v.error_at(
                    &ch.id,
                    "ability is \"heal\", \"cure\", \"reroll\", \"look\" or \"sprint\" (with sprint_mp, and only then)",
                );
                None
            }
        };
        if let Some(dead) = &ch.dead {
            let flip = ch.flip.unwrap_or(1);
            require(v, flip >= 1 && flip < *dead.get_ref(), dead, "wounds need 1 <= flip < dead");
        }
        characters.push(CharacterDef {
            ability,
            named: ch.named,
            flip: ch.flip,
            dead: ch.dead.map(Spanned::into_inner),
            id: ch.id.into_inner(),
            rep: ch.rep.into_inner(),
            mp: ch.mp.into_inner(),
            melee: ch.melee.into_inner(),
            star: ch.star,
            female: ch.female,
        });
    }
    let mut kinds = Vec::new();
    for z in c.zombie {
        check_source(v, &z.source);
        require(v, (1..=6).contains(z.rep.get_ref()), &z.rep, "Rep must be 1-6");
        require(v, *z.mp.get_ref() >= 1, &z.mp, "a zombie needs at least 1 MP");
        require(v, z.per_direction.get_ref().len() == 6, &z.per_direction, "give six counts, for directions 1-6");
        for (d, &count) in z.per_direction.get_ref().iter().enumerate().take(6) {
            if count > 0 {
                kinds.push(ZombieKind {
                    rep: *z.rep.get_ref(),
                    mp: *z.mp.get_ref(),
                    melee: z.melee,
                    direction: d as u8 + 1,
                    count,
                });
            }
        }
    }
    let mut weapons = Vec::new();
    for w in c.weapon {
        check_source(v, &w.source);
        let ranged = w.range > 0;
        let dice_min = w.dice_min.as_ref().map_or(0, |d| *d.get_ref());
        match &w.dice_min {
            Some(d) => {
                require(v, (1..=w.dice_max).contains(d.get_ref()), d, "a weapon rolls 1 <= dice_min <= dice_max dice")
            }
            None => require(v, !ranged, &w.id, "a ranged weapon needs dice_min and dice_max"),
        }
        if let Some(k) = &w.keep {
            require(v, (1..=dice_min).contains(k.get_ref()), k, "keep must be 1..=dice_min");
        }
        weapons.push(WeaponDef {
            id: w.id.into_inner(),
            range: w.range,
            dice_min,
            dice_max: w.dice_max,
            keep: w.keep.map(Spanned::into_inner),
            one_hex: w.one_hex,
            shot_marker: w.shot_marker,
            house_shot_marker: w.house_shot_marker,
            melee_bonus: w.melee_bonus,
            glory: w.glory,
            supply: w.supply,
            scope: w.scope,
            counts: w.counts.unwrap_or(1),
        });
    }
    let mut items: Vec<ItemDef> = Vec::new();
    for i in c.item {
        check_source(v, &i.source);
        match ItemKind::ALL.into_iter().find(|k| k.id() == i.id.get_ref()) {
            Some(kind) => items.push(ItemDef { kind, glory: i.glory, supply: i.supply }),
            None => {
                let known: Vec<&str> = ItemKind::ALL.iter().map(|k| k.id()).collect();
                v.error_at(&i.id, format!("unknown item; the rules know {}", known.join(", ")));
            }
        }
    }
    (characters, kinds, weapons, items)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TablesFile {
    shooting: RawShooting,
    melee: RawMelee,
    wounds: RawWounds,
    sight: RawSight,
    generation: RawGeneration,
    zombie_card: Vec<RawCard>,
    sheet: RawSheet,
    loot: Vec<RawLoot>,
    survivors: RawSurvivors,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSurvivors {
    counter: Spanned<Vec<String>>,
    female_from: Spanned<u8>,
    weapon: Spanned<Vec<String>>,
    fallback: Spanned<String>,
    source: Spanned<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSheet {
    slots: u8,
    weapons: Spanned<u8>,
    source: Spanned<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLoot {
    gear: Spanned<String>,
    count: u8,
    source: Spanned<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawShooting {
    miss_at_most: u8,
    conditional: u8,
    first_two: Spanned<u8>,
    two_ones_empty: bool,
    one_die_reading: Spanned<String>,
    source: Spanned<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMelee {
    zombie_die_scores: Spanned<String>,
    source: Spanned<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawWounds {
    flip: u8,
    dead: Spanned<u8>,
    reverse_rep: u8,
    reverse_mp: u8,
    reverse_melee: u8,
    source: Spanned<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSight {
    day: u8,
    night: u8,
    source: Spanned<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawGeneration {
    distance: Spanned<u8>,
    min_face: Spanned<u8>,
    start_dice: u8,
    source: Spanned<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCard {
    zombies: Spanned<u8>,
    count: u8,
    #[serde(default)]
    survivor: bool,
    source: Spanned<String>,
}

pub fn tables(
    v: &mut Validator,
    t: TablesFile,
    characters: &[CharacterDef],
    weapons: &[WeaponDef],
    items: &[ItemDef],
) -> (Tables, Vec<ZombieCard>, Vec<LootCard>) {
    let survivors = survivor_table(v, &t.survivors, characters, weapons);
    for s in [
        &t.shooting.source,
        &t.melee.source,
        &t.wounds.source,
        &t.sight.source,
        &t.generation.source,
        &t.sheet.source,
        &t.survivors.source,
    ] {
        check_source(v, s);
    }
    let sh = &t.shooting;
    require(
        v,
        sh.miss_at_most < sh.conditional && sh.conditional < *sh.first_two.get_ref(),
        &sh.first_two,
        "the shooting table needs miss_at_most < conditional < first_two",
    );
    let reading = sh.one_die_reading.get_ref().as_str();
    require(v, matches!(reading, "a" | "b"), &sh.one_die_reading, "one_die_reading is \"a\" or \"b\" (ATZ-GAP-13)");
    let scores = match t.melee.zombie_die_scores.get_ref().as_str() {
        "above-rep" => ZombieDieScores::AboveRep,
        "at-most-rep" => ZombieDieScores::AtMostRep,
        _ => {
            v.error_at(&t.melee.zombie_die_scores, "zombie_die_scores is \"at-most-rep\" or \"above-rep\" (ATZ-GAP-3)");
            ZombieDieScores::AtMostRep
        }
    };
    require(
        v,
        t.wounds.flip >= 1 && t.wounds.flip < *t.wounds.dead.get_ref(),
        &t.wounds.dead,
        "wounds need 1 <= flip < dead",
    );
    require(v, *t.generation.distance.get_ref() >= 1, &t.generation.distance, "distance must be at least 1");
    require(v, (1..=6).contains(t.generation.min_face.get_ref()), &t.generation.min_face, "min_face is a die face");
    let mut cards = Vec::new();
    for c in t.zombie_card {
        check_source(v, &c.source);
        require(v, *c.zombies.get_ref() <= 8, &c.zombies, "a zombie card shows at most 8 zombies");
        cards.push(ZombieCard { zombies: c.zombies.into_inner(), count: c.count, survivor: c.survivor });
    }
    require(v, *t.sheet.weapons.get_ref() >= 1, &t.sheet.weapons, "a sheet holds at least the weapon in hand");
    let mut loot = Vec::new();
    for l in &t.loot {
        check_source(v, &l.source);
        let id = l.gear.get_ref().as_str();
        let gear = weapons
            .iter()
            .position(|w| w.id == id)
            .map(|w| Gear::Weapon(w as u8))
            .or_else(|| items.iter().position(|i| i.kind.id() == id).map(|i| Gear::Item(i as u8)));
        require(v, id == "nothing" || gear.is_some(), &l.gear, "a loot card shows a weapon, an item or \"nothing\"");
        loot.push(LootCard { gear, count: l.count });
    }
    let tables = Tables {
        miss_at_most: sh.miss_at_most,
        conditional: sh.conditional,
        first_two: *sh.first_two.get_ref(),
        two_ones_empty: sh.two_ones_empty,
        single_one_empties: reading == "b",
        zombie_die_scores: scores,
        flip: t.wounds.flip,
        dead: t.wounds.dead.into_inner(),
        reverse_rep: t.wounds.reverse_rep,
        reverse_mp: t.wounds.reverse_mp,
        reverse_melee: t.wounds.reverse_melee,
        sight_day: t.sight.day,
        sight_night: t.sight.night,
        gen_distance: t.generation.distance.into_inner(),
        gen_min_face: t.generation.min_face.into_inner(),
        gen_start_dice: t.generation.start_dice,
        slots: t.sheet.slots,
        max_weapons: t.sheet.weapons.into_inner(),
        survivors,
    };
    (tables, cards, loot)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MapsFile {
    map: Vec<RawMap>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMap {
    id: Spanned<String>,
    rows: Spanned<Vec<String>>,
    source: Spanned<String>,
}

pub fn maps(v: &mut Validator, m: MapsFile) -> Vec<Map> {
    v.check_unique(m.map.iter().map(|x| &x.id), "map id");
    let mut maps = Vec::new();
    for raw in m.map {
        check_source(v, &raw.source);
        match Map::from_rows(raw.id.get_ref(), raw.rows.get_ref()) {
            Ok(map) => maps.push(map),
            Err(e) => {
                v.error_at(&raw.rows, e);
            }
        }
    }
    maps
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenariosFile {
    scenario: Vec<RawScenario>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawScenario {
    id: Spanned<String>,
    title_en: String,
    title_ru: String,
    map: Spanned<String>,
    time: Spanned<String>,
    turns: Spanned<u16>,
    victory: Spanned<String>,
    exit: Option<Spanned<String>>,
    characters: Spanned<Vec<RawStart>>,
    #[serde(default)]
    zombies: Vec<Spanned<[i16; 2]>>,
    #[serde(default)]
    searches: u8,
    enter: Option<Spanned<String>>,
    #[serde(default)]
    glory: u8,
    #[serde(default)]
    generate_start: bool,
    #[serde(default)]
    survivors: bool,
    source: Spanned<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawStart {
    id: Spanned<String>,
    hex: Option<Spanned<[i16; 2]>>,
    weapon: Option<Spanned<String>>,
    #[serde(default)]
    items: Vec<Spanned<String>>,
}

pub fn scenarios(
    v: &mut Validator,
    s: ScenariosFile,
    characters: &[CharacterDef],
    weapons: &[WeaponDef],
    items: &[ItemDef],
    maps: &[Map],
) -> Vec<Scenario> {
    v.check_unique(s.scenario.iter().map(|x| &x.id), "scenario id");
    let mut out = Vec::new();
    for raw in s.scenario {
        check_source(v, &raw.source);
        let map = maps.iter().position(|m| m.id == *raw.map.get_ref());
        require(v, map.is_some(), &raw.map, "unknown map");
        let time = match raw.time.get_ref().as_str() {
            "day" => Time::Day,
            "night" => Time::Night,
            _ => {
                v.error_at(&raw.time, "time is \"day\" or \"night\" (ATZ-LOS-2)");
                Time::Day
            }
        };
        require(v, *raw.turns.get_ref() >= 1, &raw.turns, "a scenario lasts at least 1 turn");
        let enter = raw.enter.as_ref().map(|e| match e.get_ref().as_str() {
            "west" => Entry::West,
            "east" => Entry::East,
            "random" => Entry::Random,
            _ => {
                v.error_at(e, "enter is \"west\", \"east\" or \"random\" (ATZ-MOVE-6)");
                Entry::West
            }
        });
        let searches = raw.searches;
        let victory = match (raw.victory.get_ref().as_str(), raw.exit.as_ref().map(|e| e.get_ref().as_str()), enter) {
            ("survive", None, _) => Victory::Survive,
            ("exit", Some("east"), _) => Victory::Exit { east: true, searches },
            ("exit", Some("west"), _) => Victory::Exit { east: false, searches },
            // A random entry leaves by the opposite edge, known once the die is rolled.
            ("exit", None, Some(Entry::Random)) => Victory::Exit { east: true, searches },
            _ => {
                v.error_at(
                    &raw.victory,
                    "victory is \"survive\", or \"exit\" with exit = \"east\" or \"west\" (none with enter = \"random\")",
                );
                Victory::Survive
            }
        };
        require(v, !raw.characters.get_ref().is_empty(), &raw.characters, "a scenario needs a character");
        let mut starts = Vec::new();
        let mut seen = Vec::new();
        for c in raw.characters.get_ref() {
            let ch = characters.iter().position(|d| d.id == *c.id.get_ref());
            require(v, ch.is_some(), &c.id, "unknown character");
            require(v, !seen.contains(c.id.get_ref()), &c.id, "character listed twice");
            seen.push(c.id.get_ref().clone());
            let weapon = c.weapon.as_ref().and_then(|w| {
                let i = weapons.iter().position(|d| d.id == *w.get_ref());
                require(v, i.is_some(), w, "unknown weapon");
                i
            });
            let hex = match (&c.hex, map) {
                (Some(at), Some(m)) => {
                    let hex = maps[m].offset_hex(at.get_ref()[0], at.get_ref()[1]);
                    require(v, hex.is_some(), at, "not a hex of the map");
                    if let Some(h) = hex {
                        let taken = starts.iter().any(|s: &StartCharacter| s.hex == Some(h));
                        require(v, !taken, at, "two characters may not share a hex (ATZ-STACK-1)");
                    }
                    require(v, enter.is_none(), at, "characters that enter the map have no starting hex");
                    hex
                }
                _ => None,
            };
            require(v, hex.is_some() || enter.is_some(), &c.id, "a starting hex, or `enter` for the scenario");
            let mut sheet = Vec::new();
            for id in &c.items {
                let i = items.iter().position(|d| d.kind.id() == id.get_ref());
                require(v, i.is_some(), id, "unknown item");
                sheet.extend(i.map(|i| i as u8));
            }
            if let Some(character) = ch {
                starts.push(StartCharacter { character, hex, weapon, items: sheet });
            }
        }
        let mut zombies = Vec::new();
        for z in &raw.zombies {
            let hex = map.and_then(|m| maps[m].offset_hex(z.get_ref()[0], z.get_ref()[1]));
            require(v, map.is_none() || hex.is_some(), z, "not a hex of the map");
            if let Some(h) = hex {
                require(v, !starts.iter().any(|s| s.hex == Some(h)), z, "a starting zombie on a character's hex");
                zombies.push(h);
            }
        }
        if let Some(map) = map {
            out.push(Scenario {
                id: raw.id.into_inner(),
                title_en: raw.title_en,
                title_ru: raw.title_ru,
                map,
                time,
                turns: raw.turns.into_inner(),
                victory,
                characters: starts,
                zombies,
                enter,
                glory: raw.glory,
                generate_start: raw.generate_start,
                survivors: raw.survivors,
            });
        }
    }
    out
}

/// ATZ-GAP-12: six unnamed counters and six weapons, one per die face.
fn survivor_table(
    v: &mut Validator,
    t: &RawSurvivors,
    characters: &[CharacterDef],
    weapons: &[WeaponDef],
) -> SurvivorTable {
    let mut table =
        SurvivorTable { counter: [0; 6], female_from: *t.female_from.get_ref(), weapon: [0; 6], fallback: 0 };
    require(v, t.counter.get_ref().len() == 6, &t.counter, "give six counters, for die faces 1-6");
    for (slot, id) in table.counter.iter_mut().zip(t.counter.get_ref()) {
        let i = characters.iter().position(|c| c.id == *id && !c.named);
        require(v, i.is_some(), &t.counter, "each counter is an unnamed character (named = false)");
        *slot = i.unwrap_or(0) as u8;
    }
    require(v, t.weapon.get_ref().len() == 6, &t.weapon, "give six weapons, for die faces 1-6");
    let ranged = |id: &str| weapons.iter().position(|w| w.id == id && w.is_ranged());
    for (slot, id) in table.weapon.iter_mut().zip(t.weapon.get_ref()) {
        let i = ranged(id);
        require(v, i.is_some(), &t.weapon, "each weapon is a ranged weapon");
        *slot = i.unwrap_or(0) as u8;
    }
    let fallback = ranged(t.fallback.get_ref());
    require(v, fallback.is_some(), &t.fallback, "the fallback is a ranged weapon");
    table.fallback = fallback.unwrap_or(0) as u8;
    require(v, (1..=6).contains(t.female_from.get_ref()), &t.female_from, "female_from is a die face");
    table
}
