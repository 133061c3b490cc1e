//! The files as written, and their checks. Spans locate problems.

use super::{
    CARD_KINDS, Card, CardStats, CharKind, CharStats, CityTile, Content, Costs, Deck, Faction, FactionId, Income,
    Layout, Numbers, Report, Start,
};
use horde_data::{Diagnostics, Source};
use serde::Deserialize;
use toml::Spanned;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CityFile {
    pub street: Spanned<StreetRaw>,
    pub base: Spanned<BaseRaw>,
    pub location: Vec<Spanned<LocationRaw>>,
    pub layout: Vec<Spanned<LayoutRaw>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StreetRaw {
    pub name_en: String,
    pub name_ru: String,
    pub income: Income,
    pub source: Spanned<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BaseRaw {
    pub income: Income,
    pub source: Spanned<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LocationRaw {
    pub id: Spanned<String>,
    pub name_en: String,
    pub name_ru: String,
    pub income: Income,
    #[serde(default)]
    pub always: bool,
    /// Where the Pharmacy business is done (ZG-VAR-5).
    #[serde(default)]
    pub medicine_search: bool,
    pub source: Spanned<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LayoutRaw {
    pub players: Spanned<u8>,
    pub ring2: Spanned<Vec<u8>>,
    pub bases: Spanned<Vec<u8>>,
    pub source: Spanned<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardsFile {
    pub character: Vec<Spanned<CharacterRaw>>,
    pub action: Vec<Spanned<CardRaw>>,
    pub weapon: Vec<Spanned<WeaponRaw>>,
    pub zombie: Vec<Spanned<ZombieRaw>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CharacterRaw {
    pub kind: Spanned<CharKind>,
    pub strength: u8,
    pub gears: u8,
    pub flasks: u8,
    pub count: Spanned<u8>,
    pub source: Spanned<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardRaw {
    pub kind: Spanned<Card>,
    pub count: u8,
    pub value: Spanned<u8>,
    #[serde(default)]
    pub fight: u8,
    pub source: Spanned<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WeaponRaw {
    pub kind: Spanned<Card>,
    pub count: u8,
    pub strength: Spanned<u8>,
    pub source: Spanned<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ZombieRaw {
    pub strength: Spanned<u8>,
    pub count: u8,
    pub source: Spanned<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameFile {
    pub rules: Spanned<RulesRaw>,
    pub costs: Spanned<CostsRaw>,
    pub faction: Vec<Spanned<FactionRaw>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RulesRaw {
    pub start_food: Spanned<u8>,
    pub start_medicine: Spanned<u8>,
    pub start_characters: Spanned<u8>,
    pub start_action_cards: Spanned<u8>,
    pub max_food: u8,
    pub max_medicine: u8,
    pub max_vp: u8,
    pub hand_limit: Spanned<u8>,
    pub vp_target: Spanned<[u8; 3]>,
    pub source: Spanned<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CostsRaw {
    pub barricade: Spanned<u8>,
    pub blockpost: Spanned<u8>,
    pub upgrade: Spanned<u8>,
    pub blockpost_cap: Spanned<u8>,
    pub street_vp: u8,
    pub build_vp: u8,
    pub flasks_per_cure: Spanned<u8>,
    pub infection_survives: Spanned<u8>,
    pub pharmacy_flasks: u8,
    pub pharmacy_medicine: u8,
    pub search_flasks: u8,
    pub search_finds: Spanned<u8>,
    pub source: Spanned<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FactionRaw {
    pub id: Spanned<FactionId>,
    pub name_en: String,
    pub name_ru: String,
    pub zombie_bonus: u8,
    pub night_bonus: u8,
    pub faction_bonus: u8,
    pub hard_workers: bool,
    pub food_for_medicine: u8,
    /// Few but effective (ZG-VAR-7): fighters, engineers, scientists.
    pub pile: [u8; 3],
    /// The faction's own start (ZG-GAP-2); a figure left out is the
    /// table's, from `[rules]`.
    pub start_food: Option<Spanned<u8>>,
    pub start_medicine: Option<Spanned<u8>>,
    pub start_characters: Option<Spanned<u8>>,
    pub start_action_cards: Option<Spanned<u8>>,
    pub source: Spanned<String>,
}

fn check_source(r: &mut Report<'_>, s: &Spanned<String>, field: String) {
    if s.get_ref() != "rulebook" && s.get_ref() != "horde" {
        r.at(s.span(), field, format!("source is \"rulebook\" or \"horde\", not {:?}", s.get_ref()));
    }
}

/// The fields of a start, in [`Start::figures`] order, and what caps each.
const START_FIELDS: [(&str, &str); 4] = [
    ("start_food", "the top of the food track, max_food"),
    ("start_medicine", "the top of the medicine track, max_medicine"),
    ("start_characters", "a quarter of the shared character deck"),
    ("start_action_cards", "the hand limit"),
];

/// Reads a start (ZG-GAP-2): each figure given, else the table's; a
/// figure above what the table can hold is refused where it stands.
fn read_start(
    r: &mut Report<'_>,
    table: &str,
    given: [Option<&Spanned<u8>>; 4],
    fallback: Start,
    caps: [u8; 4],
) -> Start {
    let fallback = fallback.figures();
    let mut figures = [0; 4];
    for (i, figure) in given.iter().enumerate() {
        figures[i] = figure.map_or(fallback[i], |f| *f.get_ref());
        if let Some(f) = figure.filter(|f| *f.get_ref() > caps[i]) {
            let (field, cap) = START_FIELDS[i];
            r.at(f.span(), format!("{table}.{field}"), format!("at most {} ({cap})", caps[i]));
        }
    }
    Start::from_figures(figures)
}

/// The third-ring slot `base` touches these second-ring slots (slot
/// `3s + j` of side `s`, `j` in 1..=2, touches `2s + j - 1` and `2s + j`);
/// a corner (`j = 0`) touches only one and is refused by the checks.
pub fn base_touches(base: u8) -> [u8; 2] {
    let (s, j) = (base / 3, base % 3);
    [(2 * s + j + 11) % 12, (2 * s + j) % 12]
}

pub fn build(
    city: &CityFile,
    cards: &CardsFile,
    game: &GameFile,
    sources: [&Source; 3],
    out: &mut Diagnostics,
) -> Option<Content> {
    // city.toml
    let mut r = Report { source: sources[0], out };
    let street = city.street.get_ref();
    check_source(&mut r, &street.source, "street.source".into());
    check_source(&mut r, &city.base.get_ref().source, "base.source".into());
    let mut tiles = Vec::new();
    for (i, l) in city.location.iter().enumerate() {
        let l = l.get_ref();
        check_source(&mut r, &l.source, format!("location[{i}].source"));
        if tiles.iter().any(|t: &CityTile| t.id == *l.id.get_ref()) {
            r.at(l.id.span(), format!("location[{i}].id"), format!("location {:?} is listed twice", l.id.get_ref()));
        }
        tiles.push(CityTile {
            id: l.id.get_ref().clone(),
            name_en: l.name_en.clone(),
            name_ru: l.name_ru.clone(),
            income: l.income,
            always: l.always,
            medicine_search: l.medicine_search,
        });
    }
    let always = tiles.iter().filter(|t| t.always).count();
    let mut layouts: Vec<Layout> = Vec::new();
    for (i, l) in city.layout.iter().enumerate() {
        let span = l.span();
        let l = l.get_ref();
        check_source(&mut r, &l.source, format!("layout[{i}].source"));
        let players = *l.players.get_ref();
        if !(2..=4).contains(&players) || layouts.iter().any(|x| x.players == players) {
            r.at(l.players.span(), format!("layout[{i}].players"), "one layout each for 2, 3 and 4 players");
        }
        let ring2 = l.ring2.get_ref().clone();
        let mut sorted = ring2.clone();
        sorted.sort_unstable();
        sorted.dedup();
        if sorted.len() != ring2.len() || ring2.iter().any(|&s| s >= 12) {
            r.at(l.ring2.span(), format!("layout[{i}].ring2"), "second-ring slots are distinct numbers 0-11");
        }
        if 6 + ring2.len() > tiles.len() || always > 6 + ring2.len() {
            r.at(
                l.ring2.span(),
                format!("layout[{i}].ring2"),
                format!("{} city tiles do not fill this layout", tiles.len()),
            );
        }
        let bases = l.bases.get_ref().clone();
        let bad_base = bases.len() != usize::from(players)
            || bases.iter().enumerate().any(|(k, &b)| {
                b >= 18 || b % 3 == 0 || bases[..k].contains(&b) || !base_touches(b).iter().any(|t| ring2.contains(t))
            });
        if bad_base {
            r.at(
                l.bases.span(),
                format!("layout[{i}].bases"),
                "one Base a player: distinct third-ring slots 0-17, no corner (multiple of 3), each touching a used second-ring slot",
            );
        }
        let _ = span;
        layouts.push(Layout { players, ring2, bases });
    }
    layouts.sort_by_key(|l| l.players);
    let layouts: Option<[Layout; 3]> = layouts.try_into().ok();
    if layouts.is_none() {
        r.at(0..0, "layout", "one layout each for 2, 3 and 4 players");
    }

    // cards.toml
    let mut r = Report { source: sources[1], out: r.out };
    let mut characters = [CharStats { strength: 0, gears: 0, flasks: 0, count: 0 }; 4];
    let mut seen_chars = [false; 4];
    for (i, c) in cards.character.iter().enumerate() {
        let c = c.get_ref();
        check_source(&mut r, &c.source, format!("character[{i}].source"));
        let k = *c.kind.get_ref();
        if seen_chars[k.index()] {
            r.at(c.kind.span(), format!("character[{i}].kind"), "this kind is listed twice");
        }
        if k == CharKind::Leader && *c.count.get_ref() != 0 {
            r.at(c.count.span(), format!("character[{i}].count"), "leaders are not in the character deck: count = 0");
        }
        seen_chars[k.index()] = true;
        characters[k.index()] =
            CharStats { strength: c.strength, gears: c.gears, flasks: c.flasks, count: *c.count.get_ref() };
    }
    if seen_chars.contains(&false) {
        r.at(0..0, "character", "leader, fighter, engineer and scientist each need a record");
    }
    let mut stats = [CardStats { count: 0, value: 0, fight: 0 }; CARD_KINDS];
    let mut seen_cards = [false; CARD_KINDS];
    for (i, c) in cards.action.iter().enumerate() {
        let c = c.get_ref();
        check_source(&mut r, &c.source, format!("action[{i}].source"));
        let k = *c.kind.get_ref();
        if k.deck() != Deck::Action || seen_cards[k.index()] {
            r.at(c.kind.span(), format!("action[{i}].kind"), "an action card kind, once");
        }
        if *c.value.get_ref() == 0 {
            r.at(c.value.span(), format!("action[{i}].value"), "a card gives at least 1");
        }
        seen_cards[k.index()] = true;
        stats[k.index()] = CardStats { count: c.count, value: *c.value.get_ref(), fight: c.fight };
    }
    for (i, c) in cards.weapon.iter().enumerate() {
        let c = c.get_ref();
        check_source(&mut r, &c.source, format!("weapon[{i}].source"));
        let k = *c.kind.get_ref();
        if k.deck() != Deck::Weapon || seen_cards[k.index()] {
            r.at(c.kind.span(), format!("weapon[{i}].kind"), "melee or firearm, once");
        }
        if *c.strength.get_ref() == 0 {
            r.at(c.strength.span(), format!("weapon[{i}].strength"), "a weapon adds at least 1");
        }
        seen_cards[k.index()] = true;
        stats[k.index()] = CardStats { count: c.count, value: *c.strength.get_ref(), fight: *c.strength.get_ref() };
    }
    if seen_cards.contains(&false) {
        r.at(0..0, "action", "every action and weapon card kind needs a record");
    }
    let mut zombies: Vec<(u8, u8)> = Vec::new();
    for (i, z) in cards.zombie.iter().enumerate() {
        let z = z.get_ref();
        check_source(&mut r, &z.source, format!("zombie[{i}].source"));
        let s = *z.strength.get_ref();
        if s == 0 || zombies.last().is_some_and(|&(p, _)| p >= s) {
            r.at(z.strength.span(), format!("zombie[{i}].strength"), "strengths are positive and ascending");
        }
        zombies.push((s, z.count));
    }
    if zombies.iter().all(|&(_, n)| n == 0) {
        r.at(0..0, "zombie", "the zombie deck is empty");
    }

    // game.toml
    let mut r = Report { source: sources[2], out: r.out };
    let ru = game.rules.get_ref();
    check_source(&mut r, &ru.source, "rules.source".into());
    if *ru.hand_limit.get_ref() == 0 {
        r.at(ru.hand_limit.span(), "rules.hand_limit", "a hand holds at least one card");
    }
    if ru.vp_target.get_ref().iter().any(|&t| t == 0 || t > ru.max_vp) {
        r.at(ru.vp_target.span(), "rules.vp_target", "targets are 1 to max_vp");
    }
    // Four factions draw their starts from the one shared character deck (ZG-GAP-1).
    let deck: u8 = CharKind::DECK.iter().map(|k| characters[k.index()].count).sum();
    let caps = [ru.max_food, ru.max_medicine, deck / 4, *ru.hand_limit.get_ref()];
    let table = read_start(
        &mut r,
        "rules",
        [Some(&ru.start_food), Some(&ru.start_medicine), Some(&ru.start_characters), Some(&ru.start_action_cards)],
        Start::from_figures([0; 4]),
        caps,
    );
    let co = game.costs.get_ref();
    check_source(&mut r, &co.source, "costs.source".into());
    for (v, f) in [
        (&co.barricade, "barricade"),
        (&co.blockpost, "blockpost"),
        (&co.upgrade, "upgrade"),
        (&co.blockpost_cap, "blockpost_cap"),
        (&co.flasks_per_cure, "flasks_per_cure"),
    ] {
        if *v.get_ref() == 0 {
            r.at(v.span(), format!("costs.{f}"), "must be at least 1");
        }
    }
    if !(1..=6).contains(co.infection_survives.get_ref()) {
        r.at(co.infection_survives.span(), "costs.infection_survives", "a die face, 1 to 6");
    }
    if !(1..=6).contains(co.search_finds.get_ref()) {
        r.at(co.search_finds.span(), "costs.search_finds", "a die face, 1 to 6");
    }
    let mut factions = Vec::new();
    for (i, f) in game.faction.iter().enumerate() {
        let f = f.get_ref();
        check_source(&mut r, &f.source, format!("faction[{i}].source"));
        if FactionId::ALL.get(i) != Some(f.id.get_ref()) {
            r.at(
                f.id.span(),
                format!("faction[{i}].id"),
                "the factions are psych_ward, bees, bikers, raiders, in that order",
            );
        }
        let given = [&f.start_food, &f.start_medicine, &f.start_characters, &f.start_action_cards].map(Option::as_ref);
        let start = read_start(&mut r, &format!("faction[{i}]"), given, table, caps);
        factions.push(Faction {
            id: *f.id.get_ref(),
            name_en: f.name_en.clone(),
            name_ru: f.name_ru.clone(),
            zombie_bonus: f.zombie_bonus,
            night_bonus: f.night_bonus,
            faction_bonus: f.faction_bonus,
            hard_workers: f.hard_workers,
            food_for_medicine: f.food_for_medicine,
            pile: f.pile,
            start,
        });
    }
    let factions: Option<[Faction; 4]> = factions.try_into().ok();
    if factions.is_none() {
        r.at(0..0, "faction", "four factions");
    }
    Some(Content {
        street_name_en: street.name_en.clone(),
        street_name_ru: street.name_ru.clone(),
        street_income: street.income,
        base_income: city.base.get_ref().income,
        tiles,
        layouts: layouts?,
        characters,
        cards: stats,
        zombies,
        factions: factions?,
        numbers: Numbers {
            max_food: ru.max_food,
            max_medicine: ru.max_medicine,
            max_vp: ru.max_vp,
            hand_limit: *ru.hand_limit.get_ref(),
            vp_target: *ru.vp_target.get_ref(),
        },
        costs: Costs {
            barricade: *co.barricade.get_ref(),
            blockpost: *co.blockpost.get_ref(),
            upgrade: *co.upgrade.get_ref(),
            blockpost_cap: *co.blockpost_cap.get_ref(),
            street_vp: co.street_vp,
            build_vp: co.build_vp,
            flasks_per_cure: *co.flasks_per_cure.get_ref(),
            infection_survives: *co.infection_survives.get_ref(),
            pharmacy_flasks: co.pharmacy_flasks,
            pharmacy_medicine: co.pharmacy_medicine,
            search_flasks: co.search_flasks,
            search_finds: *co.search_finds.get_ref(),
        },
    })
}
