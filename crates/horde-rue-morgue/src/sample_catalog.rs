//! A complete catalog built in code from the content facts collected for
//! Rue Morgue (card counts from the rulebook, weapon and zombie-card
//! numbers from public fan transcriptions, skill trees of Horde's design
//! where nothing is known). Tests and scenarios use it until the content
//! files and their loader ship the real one; it is not the canonical data.

use crate::content::{
    Ammo, BedColor, CardLine, Catalog, EquipmentDef, Gender, ItemTag, SetupRole, SurvivorDef, WeaponProfile,
    ZombieCardDef, ZombieKind, ZombieTypeDef,
};

fn w(range: (u8, u8), dice: u8, accuracy: u8, damage: u8, noisy: bool) -> WeaponProfile {
    WeaponProfile {
        range_min: range.0,
        range_max: range.1,
        dice,
        accuracy,
        damage,
        noisy,
        dual: false,
        reload: false,
        bonus_dice_with_melee_in_other_hand: 0,
        kills_all: false,
        choose_targets: false,
    }
}

struct E {
    id: &'static str,
    en: &'static str,
    count: u8,
    setup: SetupRole,
    doors: Option<bool>,
    melee: Option<WeaponProfile>,
    ranged: Option<WeaponProfile>,
    ammo: Option<Ammo>,
    rerolls: Option<Ammo>,
    tags: Vec<ItemTag>,
}

fn e(id: &'static str, en: &'static str, count: u8) -> E {
    E {
        id,
        en,
        count,
        setup: SetupRole::Deck,
        doors: None,
        melee: None,
        ranged: None,
        ammo: None,
        rerolls: None,
        tags: vec![],
    }
}

impl E {
    fn melee(mut self, p: WeaponProfile) -> Self {
        self.melee = Some(p);
        self
    }
    fn ranged(mut self, p: WeaponProfile) -> Self {
        self.ranged = Some(p);
        self
    }
    fn doors(mut self, noisy: bool) -> Self {
        self.doors = Some(noisy);
        self
    }
    fn role(mut self, r: SetupRole) -> Self {
        self.setup = r;
        self
    }
    fn tag(mut self, t: ItemTag) -> Self {
        self.tags.push(t);
        self
    }
    fn ammo(mut self, a: Ammo) -> Self {
        self.ammo = Some(a);
        self
    }
    fn rerolls(mut self, a: Ammo) -> Self {
        self.rerolls = Some(a);
        self.tags.push(ItemTag::WorksFromReserve);
        self
    }
    fn def(self) -> EquipmentDef {
        EquipmentDef {
            id: self.id.into(),
            name_ru: String::new(),
            name_en: self.en.into(),
            count: self.count,
            setup: self.setup,
            opens_doors: self.doors,
            melee: self.melee,
            ranged: self.ranged,
            ammo: self.ammo,
            rerolls: self.rerolls,
            tags: self.tags,
            source: "public transcription (unverified); counts from the rulebook".into(),
        }
    }
}

fn dual(mut p: WeaponProfile) -> WeaponProfile {
    p.dual = true;
    p
}

fn reload(mut p: WeaponProfile) -> WeaponProfile {
    p.reload = true;
    p
}

pub fn sample_equipment() -> Vec<EquipmentDef> {
    use SetupRole::*;
    let mut knife = dual(w((0, 0), 1, 4, 1, false));
    knife.bonus_dice_with_melee_in_other_hand = 1;
    let mut molotov = w((0, 1), 0, 0, 0, true);
    molotov.kills_all = true;
    let mut sniper = w((1, 3), 1, 3, 1, true);
    sniper.choose_targets = true;
    vec![
        e("aaahh", "Aaahh!", 6).tag(ItemTag::Aaahh),
        e("ak47", "AK-47", 2).ranged(w((1, 2), 2, 4, 2, true)).ammo(Ammo::Bullets),
        e("gasoline", "Gasoline", 3).tag(ItemTag::Gasoline),
        e("chainsaw", "Chainsaw", 2).melee(w((0, 0), 5, 5, 2, true)).doors(true),
        e("nail_bat", "Nail bat", 1).melee(w((0, 0), 2, 3, 2, false)).role(SetAside),
        e("bottle", "Bottle", 3).tag(ItemTag::Bottle),
        e("rifle", "Rifle", 2).ranged(w((1, 3), 1, 3, 1, true)).ammo(Ammo::Bullets).tag(ItemTag::Rifle),
        e("guillotine", "Guillotine", 1).melee(w((0, 0), 4, 4, 2, false)).role(SetAside),
        e("double_barrel", "Double-barrel", 2).ranged(reload(w((0, 2), 2, 3, 1, true))).ammo(Ammo::Shells),
        e("shotgun", "Shotgun", 2).ranged(w((0, 1), 2, 4, 2, true)).ammo(Ammo::Shells),
        e("molotov", "Molotov cocktail", 3).ranged(molotov).role(SetAside),
        e("kolotushka", "Kolotushka", 4).melee(w((0, 0), 2, 3, 1, false)),
        e("bow", "Bow", 4).ranged(w((0, 1), 1, 3, 1, false)).role(Starting),
        e("m10", "M10", 4).ranged(reload(dual(w((0, 1), 5, 5, 1, true)))).ammo(Ammo::Bullets),
        e("mp5", "MP5", 4).ranged(w((0, 1), 3, 4, 1, true)).ammo(Ammo::Bullets),
        e("sword", "Sword", 3).melee(w((0, 0), 3, 4, 1, false)),
        e("plenty_of_ammo_shells", "Plenty of ammo (shells)", 4).rerolls(Ammo::Shells),
        e("plenty_of_ammo_bullets", "Plenty of ammo (bullets)", 4).rerolls(Ammo::Bullets),
        e("crowbar", "Crowbar", 4).melee(w((0, 0), 1, 4, 1, false)).doors(false).role(Starting),
        e("knife", "Knife", 4).melee(knife),
        e("sawed_off", "Sawed-off", 4).ranged(reload(dual(w((0, 1), 2, 3, 1, true)))).ammo(Ammo::Shells),
        e("scope", "Scope", 2).tag(ItemTag::Scope),
        e("pistol", "Pistol", 4).ranged(dual(w((0, 1), 1, 4, 1, true))).ammo(Ammo::Bullets),
        e("fire_axe", "Fire axe", 4).melee(w((0, 0), 1, 4, 2, false)).doors(true).role(Starting),
        e("vest", "Bulletproof vest", 6).role(SetAside).tag(ItemTag::Vest).tag(ItemTag::WorksFromReserve),
        e("sabre", "Sabre", 3).melee(w((0, 0), 2, 4, 2, false)),
        e("hockey_mask", "Hockey mask", 1).tag(ItemTag::Mask).tag(ItemTag::WorksFromReserve),
        e("sniper_rifle", "Sniper rifle", 0).ranged(sniper).ammo(Ammo::Bullets),
    ]
    .into_iter()
    .map(E::def)
    .collect()
}

pub fn sample_zombie_types() -> Vec<ZombieTypeDef> {
    let z = |kind, en: &str, supply, actions, min_damage, xp, priority| ZombieTypeDef {
        kind,
        name_ru: String::new(),
        name_en: en.into(),
        supply,
        actions,
        min_damage,
        xp,
        priority,
        source: "rulebook".into(),
    };
    vec![
        z(ZombieKind::Walker, "Decrepit walker", 40, 1, Some(1), 1, 2),
        z(ZombieKind::Fatty, "Decrepit fatty", 8, 1, Some(2), 1, 3),
        z(ZombieKind::Runner, "Decrepit runner", 16, 2, Some(1), 1, 4),
        z(ZombieKind::Crawler, "Crawler", 15, 1, Some(1), 1, 5),
        z(ZombieKind::Abomination, "Atomic Abomination", 1, 1, None, 5, 3),
    ]
}

/// Cards 145..=192: (blue, yellow, orange, red) as (count, kind letter),
/// `x` = extra activation, `m` = manhole, `b`/`g` = bed.
const CARDS: [[(u8, char); 4]; 48] = [
    [(0, '-'), (2, 'r'), (2, 'r'), (5, 'w')],
    [(1, 'w'), (1, 'w'), (6, 'w'), (7, 'w')],
    [(1, 'w'), (1, 'r'), (1, 'f'), (4, 'r')],
    [(1, 'w'), (3, 'w'), (4, 'w'), (2, 'r')],
    [(0, '-'), (4, 'w'), (2, 'f'), (5, 'w')],
    [(1, 'w'), (1, 'w'), (3, 'r'), (7, 'w')],
    [(1, 'w'), (2, 'w'), (2, 'w'), (4, 'r')],
    [(2, 'w'), (3, 'w'), (4, 'w'), (2, 'f')],
    [(0, '-'), (4, 'w'), (2, 'r'), (5, 'w')],
    [(1, 'w'), (1, 'w'), (3, 'r'), (7, 'w')],
    [(1, 'w'), (1, 'r'), (1, 'r'), (4, 'f')],
    [(1, 'f'), (3, 'w'), (4, 'w'), (2, 'r')],
    [(0, '-'), (2, 'r'), (2, 'r'), (5, 'w')],
    [(1, 'w'), (1, 'w'), (6, 'w'), (7, 'w')],
    [(1, 'w'), (1, 'r'), (1, 'f'), (4, 'r')],
    [(1, 'w'), (3, 'w'), (4, 'w'), (2, 'r')],
    [(0, '-'), (4, 'w'), (2, 'f'), (5, 'w')],
    [(1, 'w'), (1, 'w'), (3, 'r'), (7, 'w')],
    [(1, 'w'), (2, 'w'), (2, 'w'), (4, 'r')],
    [(2, 'w'), (3, 'w'), (4, 'w'), (2, 'f')],
    [(0, '-'), (4, 'w'), (2, 'r'), (5, 'w')],
    [(1, 'w'), (1, 'w'), (3, 'r'), (7, 'w')],
    [(1, 'w'), (1, 'r'), (1, 'r'), (4, 'f')],
    [(1, 'f'), (3, 'w'), (4, 'w'), (2, 'r')],
    [(1, 'w'), (2, 'r'), (5, 'w'), (3, 'f')],
    [(1, 'w'), (2, 'w'), (3, 'r'), (7, 'w')],
    [(2, 'w'), (2, 'w'), (3, 'w'), (4, 'f')],
    [(2, 'w'), (1, 'a'), (2, 'r'), (5, 'w')],
    [(1, 'w'), (4, 'w'), (1, 'a'), (6, 'w')],
    [(1, 'w'), (2, 'w'), (6, 'w'), (1, 'a')],
    [(1, 'r'), (1, 'r'), (3, 'w'), (8, 'w')],
    [(1, 'f'), (3, 'w'), (2, 'f'), (5, 'w')],
    [(1, 'w'), (2, 'r'), (5, 'w'), (3, 'r')],
    [(1, 'w'), (2, 'w'), (3, 'r'), (7, 'w')],
    [(1, 'r'), (1, 'f'), (3, 'w'), (4, 'r')],
    [(1, 'a'), (3, 'w'), (2, 'r'), (5, 'w')],
    [(0, 'x'), (1, 'w'), (1, 'w'), (1, 'w')],
    [(0, 'x'), (1, 'w'), (1, 'w'), (1, 'w')],
    [(0, 'x'), (1, 'f'), (1, 'f'), (1, 'f')],
    [(0, 'x'), (1, 'r'), (1, 'r'), (1, 'r')],
    [(1, 'W'), (2, 'W'), (1, 'F'), (1, 'R')],
    [(1, 'W'), (1, 'R'), (2, 'W'), (1, 'F')],
    [(1, 'b'), (1, 'b'), (1, 'b'), (1, 'b')],
    [(1, 'b'), (1, 'b'), (1, 'b'), (1, 'b')],
    [(1, 'b'), (1, 'b'), (1, 'b'), (1, 'b')],
    [(1, 'g'), (1, 'g'), (1, 'g'), (1, 'g')],
    [(1, 'g'), (1, 'g'), (1, 'g'), (1, 'g')],
    [(1, 'g'), (1, 'g'), (1, 'g'), (1, 'g')],
];

fn kind(c: char) -> ZombieKind {
    match c.to_ascii_lowercase() {
        'f' => ZombieKind::Fatty,
        'r' => ZombieKind::Runner,
        'a' => ZombieKind::Abomination,
        'c' => ZombieKind::Crawler,
        _ => ZombieKind::Walker,
    }
}

pub fn sample_zombie_cards() -> Vec<ZombieCardDef> {
    CARDS
        .iter()
        .enumerate()
        .map(|(i, levels)| {
            // Extra activation cards read "nothing at blue" on the card
            // itself (RM-XACT-2): the engine ignores their blue line.
            let extra = levels[0].1 == 'x';
            let lines = levels.map(|(n, c)| match c {
                'x' => CardLine::ExtraActivation { kind: kind(levels[1].1) },
                '-' => CardLine::Nothing,
                'b' => CardLine::Bed { color: BedColor::Blue },
                'g' => CardLine::Bed { color: BedColor::Green },
                c if c.is_ascii_uppercase() => CardLine::Manhole { kind: kind(c), count: n },
                c if extra => CardLine::ExtraActivation { kind: kind(c) },
                c => CardLine::Spawn { kind: kind(c), count: n },
            });
            ZombieCardDef { number: 145 + i as u16, lines, source: "public transcription (unverified)".into() }
        })
        .collect()
}

/// The twelve survivors. Blue skills stated by the rulebook (pilot,
/// Paratrooper, Sprint); the rest of each tree is Horde's placeholder.
pub fn sample_survivors() -> Vec<SurvivorDef> {
    let s = |id: &str, en: &str, blue: &[&str]| SurvivorDef {
        id: id.into(),
        name_ru: String::new(),
        name_en: en.into(),
        gender: Some(if ["katie", "lori", "louise", "jane", "maddie"].contains(&id) {
            Gender::Female
        } else {
            Gender::Male
        }),
        blue: blue.iter().map(|x| x.to_string()).collect(),
        yellow: vec!["plus_1_action".into()],
        orange: vec!["plus_1_die_melee".into(), "plus_1_free_move_action".into()],
        red: vec!["plus_1_die_combat".into(), "plus_1_free_combat_action".into(), "tough".into()],
        source: "horde (blue skills: rulebook)".into(),
    };
    vec![
        s("travis", "Travis", &["helicopter_pilot"]),
        s("dan", "Dan", &["paratrooper"]),
        s("katie", "Katie", &["sprint"]),
        s("lori", "Lori", &[]),
        s("louise", "Louise", &["paratrooper"]),
        s("james", "James", &["paratrooper"]),
        s("bear", "Bear", &[]),
        s("parker", "Parker", &["helicopter_pilot"]),
        s("jane", "Jane", &[]),
        s("terry", "Terry", &["helicopter_pilot"]),
        s("joe", "Joe", &[]),
        s("maddie", "Maddie", &[]),
    ]
}

pub fn sample_catalog() -> Catalog {
    Catalog {
        zombies: sample_zombie_types(),
        equipment: sample_equipment(),
        zombie_cards: sample_zombie_cards(),
        survivors: sample_survivors(),
        skills: Vec::new(),
    }
}
