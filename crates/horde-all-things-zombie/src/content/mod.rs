//! All Things Zombie content: counters (characters, the zombie cup,
//! weapons), the tables of the player aid (our proposed defaults), hex
//! maps and scenarios, as TOML embedded in the crate and parsed once.
//!
//! Every record carries `source`: the seed prints no counter, table, map
//! or scenario, so every shipped record is `"horde"` (our design, the
//! spec's proposed rulings of section 17).

pub mod map;
mod raw;

pub use map::{Map, Terrain};

use horde_data::{Diagnostic, Diagnostics, Source, Spanned, Validator, parse};
use serde::Serialize;
use std::sync::OnceLock;

/// The embedded content files, by the name used in error messages.
pub const FILES: [(&str, &str); 4] = [
    ("counters.toml", include_str!("../../../../content/all-things-zombie/counters.toml")),
    ("tables.toml", include_str!("../../../../content/all-things-zombie/tables.toml")),
    ("maps.toml", include_str!("../../../../content/all-things-zombie/maps.toml")),
    ("scenarios.toml", include_str!("../../../../content/all-things-zombie/scenarios.toml")),
];

/// A named character's counter (ATZ-CHAR-1, ATZ-STAR-1).
#[derive(Clone, Debug, Serialize)]
pub struct CharacterDef {
    pub id: String,
    pub rep: u8,
    pub mp: u8,
    pub melee: u8,
    pub star: bool,
    pub female: bool,
    pub ability: Option<Ability>,
    /// A named character; unnamed found survivors (ATZ-SURV-2) count for
    /// no scenario's victory or defeat.
    pub named: bool,
    /// Its own wound boxes, when not the table's (ATZ-SURV-3).
    pub flip: Option<u8>,
    pub dead: Option<u8>,
}

/// A named character's special ability (ATZ-FAQ-2..4, ATZ-GAP-11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Ability {
    /// Buffy: an action, one wound off itself or a neighbour on 1 success.
    Heal,
    /// The Professor: an action, one zombie of its hex removed on 1 success.
    Cure,
    /// Sailor: more MP in its own turn, Run included.
    Sprint { mp: u8 },
    /// Tonya: one die of each of her rolls rerolled once, initiative aside.
    Reroll,
    /// Too Tall: an action, the zombie card of a building beside her drawn
    /// from outside.
    Look,
}

/// One kind of zombie counter in the cup (ATZ-ZOM-1, ATZ-ZOM-2): its
/// values and the direction number printed on it (1-6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ZombieKind {
    pub rep: u8,
    pub mp: u8,
    pub melee: u8,
    pub direction: u8,
    pub count: u8,
}

/// A weapon counter (ATZ-ITEM-1). A melee weapon has no range.
#[derive(Clone, Debug, Serialize)]
pub struct WeaponDef {
    pub id: String,
    pub range: u8,
    pub dice_min: u8,
    pub dice_max: u8,
    /// Dice kept of those rolled (ATZ-SHOOT-7); `None` when all count, so
    /// that a Scope's or a panic die may hit one more target (ATZ-SHOOT-5).
    pub keep: Option<u8>,
    /// All hits in the first target's hex (ATZ-SHOOT-5, shotgun).
    pub one_hex: bool,
    /// The Shot marker's number, when fixed (shotgun 6, crossbow 0 = none).
    pub shot_marker: Option<u8>,
    /// The marker under the house rule ATZ-HOUSE-2 (the seed's "Shot 3" for a shotgun).
    pub house_shot_marker: Option<u8>,
    pub melee_bonus: u8,
    /// Glory points (ATZ-SETUP-7, ATZ-GAP-24).
    pub glory: u8,
    /// Counters in the box (ATZ-LOOT-2, ATZ-GAP-5).
    pub supply: u8,
    /// A Scope fits it (ATZ-ITEM-6, ATZ-GAP-7).
    pub scope: bool,
    /// Weapons it counts as for the limit of ATZ-CHAR-4 ("2x pistols": 2, ATZ-GAP-7).
    pub counts: u8,
}

impl WeaponDef {
    pub fn is_ranged(&self) -> bool {
        self.range > 0 && self.dice_max > 0
    }
}

/// What an item does: a rule of the seed, so code (ATZ-ITEM-5..9,
/// ATZ-SHOOT-8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum ItemKind {
    Ammo,
    Medkit,
    Drugs,
    Scope,
    Vest,
    Grenade,
}

impl ItemKind {
    pub const ALL: [ItemKind; 6] =
        [ItemKind::Ammo, ItemKind::Medkit, ItemKind::Drugs, ItemKind::Scope, ItemKind::Vest, ItemKind::Grenade];

    pub fn id(self) -> &'static str {
        match self {
            ItemKind::Ammo => "ammo",
            ItemKind::Medkit => "medkit",
            ItemKind::Drugs => "drugs",
            ItemKind::Scope => "scope",
            ItemKind::Vest => "vest",
            ItemKind::Grenade => "grenade",
        }
    }
}

/// An item counter: its kind and our values for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ItemDef {
    pub kind: ItemKind,
    pub glory: u8,
    pub supply: u8,
}

/// A weapon or an item counter, by its index in the content.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Deserialize, Serialize)]
pub enum Gear {
    Weapon(u8),
    Item(u8),
}

/// One kind of loot card (ATZ-LOOT-1, ATZ-GAP-5): what it finds, if anything.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct LootCard {
    pub gear: Option<Gear>,
    pub count: u8,
}

/// Which zombie dice score in melee (ATZ-GAP-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum ZombieDieScores {
    AtMostRep,
    AboveRep,
}

/// The tables of the player aid, as our defaults.
#[derive(Clone, Debug, Serialize)]
pub struct Tables {
    pub miss_at_most: u8,
    pub conditional: u8,
    pub first_two: u8,
    pub two_ones_empty: bool,
    /// ATZ-GAP-13 reading B: a single 1 empties a one-die weapon.
    pub single_one_empties: bool,
    pub zombie_die_scores: ZombieDieScores,
    pub flip: u8,
    pub dead: u8,
    pub reverse_rep: u8,
    pub reverse_mp: u8,
    pub reverse_melee: u8,
    pub sight_day: u8,
    pub sight_night: u8,
    pub gen_distance: u8,
    pub gen_min_face: u8,
    /// Dice per character of the start generation (ATZ-GEN-7).
    pub gen_start_dice: u8,
    /// Sheet places beside the hand (ATZ-CHAR-4, ATZ-GAP-7).
    pub slots: u8,
    /// Weapons a character may carry (ATZ-CHAR-4).
    pub max_weapons: u8,
    pub survivors: SurvivorTable,
}

/// What a found survivor is, by the dice of ATZ-GAP-12.
#[derive(Clone, Debug, Serialize)]
pub struct SurvivorTable {
    /// Counter (character index) by die face 1-6.
    pub counter: [u8; 6],
    /// A sex die of at least this is a woman.
    pub female_from: u8,
    /// Weapon index by die face 1-6, and the one taken when that kind is used up.
    pub weapon: [u8; 6],
    pub fallback: u8,
}

/// One kind of zombie card (ATZ-FINDZ-1, ATZ-GAP-5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ZombieCard {
    pub zombies: u8,
    pub count: u8,
    pub survivor: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Time {
    Day,
    Night,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Victory {
    /// Every named character still alive has left by the exit edge, once
    /// `searches` buildings carry a Searched marker (ATZ-GAP-9).
    Exit { east: bool, searches: u8 },
    /// Someone is alive at the end of the last turn.
    Survive,
}

/// Where the characters come in when they start off the map (ATZ-MOVE-6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Entry {
    West,
    East,
    /// A die decides, 1-3 west (ATZ-GAP-9 "random start"); the exit is the opposite edge.
    Random,
}

#[derive(Clone, Debug, Serialize)]
pub struct StartCharacter {
    pub character: usize,
    /// Its first hex, unless it enters the map in turn 1.
    pub hex: Option<horde_board::Hex>,
    pub weapon: Option<usize>,
    /// Items on its sheet (ATZ-CHAR-3), by item index.
    pub items: Vec<u8>,
}

#[derive(Clone, Debug, Serialize)]
pub struct Scenario {
    pub id: String,
    pub title_en: String,
    pub title_ru: String,
    pub map: usize,
    pub time: Time,
    pub turns: u16,
    pub victory: Victory,
    pub characters: Vec<StartCharacter>,
    pub zombies: Vec<horde_board::Hex>,
    /// The characters enter the map in turn 1 from this edge (ATZ-MOVE-6, ATZ-RUN-4).
    pub enter: Option<Entry>,
    /// Glory points each character is equipped with before play (ATZ-SETUP-7, ATZ-GAP-24).
    pub glory: u8,
    /// Zombies are generated around the characters after their first turn (ATZ-GEN-7/8).
    pub generate_start: bool,
    /// Found survivors are in play (ATZ-SURV-1).
    pub survivors: bool,
}

/// Everything the rules read from data.
#[derive(Debug, Serialize)]
pub struct Content {
    pub characters: Vec<CharacterDef>,
    pub zombie_kinds: Vec<ZombieKind>,
    pub weapons: Vec<WeaponDef>,
    pub items: Vec<ItemDef>,
    pub tables: Tables,
    pub zombie_cards: Vec<ZombieCard>,
    pub loot: Vec<LootCard>,
    pub maps: Vec<Map>,
    pub scenarios: Vec<Scenario>,
}

impl Content {
    pub fn scenario(&self, id: &str) -> Option<usize> {
        self.scenarios.iter().position(|s| s.id == id)
    }
    pub fn weapon(&self, id: &str) -> Option<u8> {
        self.weapons.iter().position(|w| w.id == id).map(|i| i as u8)
    }
    /// The item counter of a kind.
    pub fn item(&self, kind: ItemKind) -> Option<u8> {
        self.items.iter().position(|i| i.kind == kind).map(|i| i as u8)
    }
    /// A weapon or item by its id.
    pub fn gear(&self, id: &str) -> Option<Gear> {
        self.weapon(id).map(Gear::Weapon).or_else(|| {
            let kind = ItemKind::ALL.into_iter().find(|k| k.id() == id)?;
            self.item(kind).map(Gear::Item)
        })
    }
    pub fn gear_id(&self, g: Gear) -> &str {
        match g {
            Gear::Weapon(w) => self.weapons.get(usize::from(w)).map_or("?", |w| w.id.as_str()),
            Gear::Item(i) => self.items.get(usize::from(i)).map_or("?", |i| i.kind.id()),
        }
    }
}

/// The shipped content, parsed once. The shipped files are checked by the
/// crate's tests, so a failure here is a build defect.
pub fn content() -> &'static Content {
    static CONTENT: OnceLock<Content> = OnceLock::new();
    CONTENT.get_or_init(|| match parse_content(&FILES) {
        Ok(c) => c,
        Err(d) => panic!("the shipped All Things Zombie content is invalid:\n{d}"),
    })
}

/// Which content file `name` is, by its last path component.
pub fn file_index(name: &str) -> Option<usize> {
    let base = name.rsplit(['/', '\\']).next().unwrap_or(name);
    FILES.iter().position(|(n, _)| *n == base)
}

/// Parses and validates a full set of content files named like [`FILES`].
pub fn parse_content(files: &[(&str, &str)]) -> Result<Content, Diagnostics> {
    let sources: Vec<Source> = files.iter().map(|&(name, text)| Source::new(name, text)).collect();
    load(&sources)
}

/// Loads content from sources recognised by file name; every problem is a
/// diagnostic with file, line and field.
pub fn load(sources: &[Source]) -> Result<Content, Diagnostics> {
    let mut problems = Diagnostics::new();
    let mut found: [Option<&Source>; FILES.len()] = [None; FILES.len()];
    for source in sources {
        let Some(i) = file_index(&source.name) else { continue };
        if found[i].is_some() {
            problems.push(Diagnostic::error(source, 0..0, format!("a second {} (only one is read)", FILES[i].0)));
        } else {
            found[i] = Some(source);
        }
    }
    let mut get = |i: usize| match found[i] {
        Some(s) => Some(s),
        None => {
            problems.push(Diagnostic::missing_file(sources, FILES[i].0));
            None
        }
    };
    let (Some(c), Some(t), Some(m), Some(s)) = (get(0), get(1), get(2), get(3)) else {
        return Err(problems);
    };
    let counters: Result<raw::Counters, _> = parse(c);
    let tables: Result<raw::TablesFile, _> = parse(t);
    let maps: Result<raw::MapsFile, _> = parse(m);
    let scenarios: Result<raw::ScenariosFile, _> = parse(s);
    let (counters, tables, maps, scenarios) = match (counters, tables, maps, scenarios) {
        (Ok(a), Ok(b), Ok(c), Ok(d)) => (a, b, c, d),
        (a, b, c, d) => {
            for e in [a.err(), b.err(), c.err(), d.err()].into_iter().flatten() {
                problems.append(e);
            }
            return Err(problems);
        }
    };
    let mut v = Validator::new(c);
    let (characters, zombie_kinds, weapons, items) = raw::counters(&mut v, counters);
    problems.append(v.finish());
    let mut v = Validator::new(t);
    let (tables, zombie_cards, loot) = raw::tables(&mut v, tables, &characters, &weapons, &items);
    problems.append(v.finish());
    let mut v = Validator::new(m);
    let maps = raw::maps(&mut v, maps);
    problems.append(v.finish());
    let mut v = Validator::new(s);
    let scenarios = raw::scenarios(&mut v, scenarios, &characters, &weapons, &items, &maps);
    problems.append(v.finish());
    if problems.error_count() > 0 {
        return Err(problems);
    }
    Ok(Content { characters, zombie_kinds, weapons, items, tables, zombie_cards, loot, maps, scenarios })
}

/// Reports `message` at `at` unless `ok`.
pub(crate) fn require<T>(v: &mut Validator, ok: bool, at: &Spanned<T>, message: &str) {
    if !ok {
        v.error_at(at, message);
    }
}
