//! Z-Game content: the city (locations, layouts), the cards and the
//! characters, the factions and the numbers of the frame, as TOML embedded
//! in the crate and parsed once. Every record carries `source`:
//! `"rulebook"` when the seed states it, `"horde"` when it is our design.
//!
//! Problems are `horde_data` diagnostics naming the file, the line and the
//! field (`location[3].income`).

mod raw;

use horde_data::{Diagnostic, Diagnostics, Source};
use serde::{Deserialize, Serialize};
use std::ops::Range;
use std::sync::OnceLock;

/// The embedded content files, by the name used in diagnostics.
pub const FILES: [(&str, &str); 3] = [
    ("city.toml", include_str!("../../../../content/z-game/city.toml")),
    ("cards.toml", include_str!("../../../../content/z-game/cards.toml")),
    ("game.toml", include_str!("../../../../content/z-game/game.toml")),
];

/// What a location gives its holder each Morning (ZG-CTX-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Income {
    Food,
    Medicine,
    /// One card from the action deck.
    Action,
    /// One card from the weapon deck.
    Weapon,
}

/// Character archetypes (glossary: драчун / инженер / учёный, and the leader).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CharKind {
    Leader,
    Fighter,
    Engineer,
    Scientist,
}

impl CharKind {
    pub const ALL: [CharKind; 4] = [CharKind::Leader, CharKind::Fighter, CharKind::Engineer, CharKind::Scientist];
    /// The kinds in the character deck.
    pub const DECK: [CharKind; 3] = [CharKind::Fighter, CharKind::Engineer, CharKind::Scientist];
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// Which deck a card belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Deck {
    Action,
    Weapon,
}

/// Every card a hand can hold: the action cards, then the weapon cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Card {
    Tools,
    Literature,
    Chainsaw,
    Car,
    Bandage,
    Ration,
    Melee,
    Firearm,
}

/// How many card kinds there are.
pub const CARD_KINDS: usize = 8;

impl Card {
    pub const ALL: [Card; CARD_KINDS] = [
        Card::Tools,
        Card::Literature,
        Card::Chainsaw,
        Card::Car,
        Card::Bandage,
        Card::Ration,
        Card::Melee,
        Card::Firearm,
    ];
    pub const fn index(self) -> usize {
        self as usize
    }
    pub const fn deck(self) -> Deck {
        match self {
            Card::Melee | Card::Firearm => Deck::Weapon,
            _ => Deck::Action,
        }
    }
    /// Cards that may be played in a fight: weapons and the Chainsaw.
    pub const fn is_weapon(self) -> bool {
        matches!(self, Card::Melee | Card::Firearm | Card::Chainsaw)
    }
    pub fn from_index(i: usize) -> Option<Card> {
        Card::ALL.get(i).copied()
    }
}

/// The four factions of the seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FactionId {
    PsychWard,
    Bees,
    Bikers,
    Raiders,
}

impl FactionId {
    pub const ALL: [FactionId; 4] = [FactionId::PsychWard, FactionId::Bees, FactionId::Bikers, FactionId::Raiders];
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// A city location tile.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct CityTile {
    pub id: String,
    pub name_en: String,
    pub name_ru: String,
    pub income: Income,
    /// In every game (the Pharmacy, ZG-GAP-1).
    pub always: bool,
    /// Where the Pharmacy business is done (ZG-VAR-5).
    pub medicine_search: bool,
}

/// Where the tiles of a game of `players` lie (ZG-GAP-3).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Layout {
    pub players: u8,
    /// Used slots of the second ring, 0-11.
    pub ring2: Vec<u8>,
    /// Third-ring slots (0-17) of the Bases, in seat order.
    pub bases: Vec<u8>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct CharStats {
    pub strength: u8,
    pub gears: u8,
    pub flasks: u8,
    /// Copies in the character deck.
    pub count: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct CardStats {
    pub count: u8,
    /// Gears, flasks, food, figures or markers (action cards), strength (weapons).
    pub value: u8,
    /// Strength in a fight (the Chainsaw and the weapons).
    pub fight: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Faction {
    pub id: FactionId,
    pub name_en: String,
    pub name_ru: String,
    /// Strength added in every fight against zombies, day and night (Bikers).
    pub zombie_bonus: u8,
    /// Strength added in night fights against zombies (Bees).
    pub night_bonus: u8,
    /// Strength added in fights against other factions (Raiders).
    pub faction_bonus: u8,
    /// A blockpost costs as much as a barricade (ZG-BUILD-7).
    pub hard_workers: bool,
    /// Food paid for one medicine, once per evening; 0 when the faction cannot.
    pub food_for_medicine: u8,
    /// Few but effective (ZG-VAR-7): its own character cards, as counts of
    /// fighters, engineers and scientists ([`CharKind::DECK`] order).
    pub pile: [u8; 3],
    /// What it starts with: its own figures where the content gives them,
    /// the table's otherwise (ZG-GAP-2, ZG-GAP-25).
    pub start: Start,
}

/// The starting figures of ZG-GAP-2: food and medicine on the track,
/// characters drawn beside the leader, action cards drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Start {
    pub food: u8,
    pub medicine: u8,
    pub characters: u8,
    pub action_cards: u8,
}

impl Start {
    /// Food, medicine, characters, action cards.
    pub(crate) const fn figures(self) -> [u8; 4] {
        [self.food, self.medicine, self.characters, self.action_cards]
    }
    pub(crate) const fn from_figures([food, medicine, characters, action_cards]: [u8; 4]) -> Self {
        Self { food, medicine, characters, action_cards }
    }
}

/// The numbers of the frame (ZG-GAP-1/2/12).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Numbers {
    pub max_food: u8,
    pub max_medicine: u8,
    pub max_vp: u8,
    pub hand_limit: u8,
    /// VP target for 2, 3, 4 players.
    pub vp_target: [u8; 3],
}

/// The numbers the seed states (ZG-BUILD, ZG-VP, ZG-CURE, ZG-INF).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Costs {
    pub barricade: u8,
    pub blockpost: u8,
    pub upgrade: u8,
    pub blockpost_cap: u8,
    pub street_vp: u8,
    pub build_vp: u8,
    pub flasks_per_cure: u8,
    pub infection_survives: u8,
    /// Pharmacy business (ZG-VAR-5): flasks it costs, medicine it gives.
    pub pharmacy_flasks: u8,
    pub pharmacy_medicine: u8,
    /// Search for survivors (ZG-VAR-6): flasks it costs, the die face that finds one.
    pub search_flasks: u8,
    pub search_finds: u8,
}

/// Everything the rules read from data.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Content {
    pub street_name_en: String,
    pub street_name_ru: String,
    pub street_income: Income,
    pub base_income: Income,
    pub tiles: Vec<CityTile>,
    /// For 2, 3 and 4 players.
    pub layouts: [Layout; 3],
    pub characters: [CharStats; 4],
    pub cards: [CardStats; CARD_KINDS],
    /// (strength, copies), strengths ascending and distinct.
    pub zombies: Vec<(u8, u8)>,
    pub factions: [Faction; 4],
    pub numbers: Numbers,
    pub costs: Costs,
}

impl Content {
    pub fn character(&self, kind: CharKind) -> CharStats {
        self.characters[kind.index()]
    }
    pub fn card(&self, card: Card) -> CardStats {
        self.cards[card.index()]
    }
    pub fn faction(&self, id: FactionId) -> &Faction {
        &self.factions[id.index()]
    }
    pub fn layout(&self, players: u8) -> Option<&Layout> {
        self.layouts.iter().find(|l| l.players == players)
    }
    /// A stable hash of the parsed content (`Game::content_version`).
    pub fn version(&self) -> String {
        horde_core::content_hash(self)
    }
}

/// Which content file `name` is, by its last path component.
pub fn file_index(name: &str) -> Option<usize> {
    let base = name.rsplit(['/', '\\']).next().unwrap_or(name);
    FILES.iter().position(|(n, _)| *n == base)
}

/// Problems of one file, collected.
pub(crate) struct Report<'a> {
    source: &'a Source,
    out: &'a mut Diagnostics,
}

impl Report<'_> {
    pub(crate) fn at(&mut self, span: Range<usize>, field: impl Into<String>, message: impl Into<String>) {
        self.out.push(Diagnostic::error(self.source, span, message).with_field(field));
    }
}

/// Parses and validates the content files (`(name, text)` named like
/// [`FILES`]).
pub fn parse_content(files: &[(&str, &str)]) -> Result<Content, Diagnostics> {
    let sources: Vec<Source> = files.iter().map(|&(name, text)| Source::new(name, text)).collect();
    load(&sources)
}

/// Loads a full set of content files, each recognised by its file name;
/// other files are ignored. Every problem is reported.
pub fn load(sources: &[Source]) -> Result<Content, Diagnostics> {
    let mut out = Diagnostics::new();
    let mut found: [Option<&Source>; 3] = [None; 3];
    for s in sources {
        if let Some(i) = file_index(&s.name) {
            if found[i].is_some() {
                out.push(Diagnostic::error(s, 0..0, format!("a second {} (only one is read)", FILES[i].0)));
            } else {
                found[i] = Some(s);
            }
        }
    }
    for (i, (name, _)) in FILES.iter().enumerate() {
        if found[i].is_none() {
            out.push(Diagnostic::missing_file(sources, name));
        }
    }
    let [Some(city), Some(cards), Some(game)] = found else {
        out.sort();
        return Err(out);
    };
    let city_raw = horde_data::parse::<raw::CityFile>(city).map_err(|e| out.append(e)).ok();
    let cards_raw = horde_data::parse::<raw::CardsFile>(cards).map_err(|e| out.append(e)).ok();
    let game_raw = horde_data::parse::<raw::GameFile>(game).map_err(|e| out.append(e)).ok();
    let (Some(c), Some(k), Some(g)) = (city_raw, cards_raw, game_raw) else {
        out.sort();
        return Err(out);
    };
    let built = raw::build(&c, &k, &g, [city, cards, game], &mut out);
    match built {
        Some(content) if out.is_ok() => Ok(content),
        _ => {
            out.sort();
            Err(out)
        }
    }
}

static CONTENT: OnceLock<Content> = OnceLock::new();

/// The embedded content, parsed on first use.
///
/// # Panics
/// If the embedded files are invalid; a unit test parses them, so a
/// release never ships with that.
pub fn content() -> &'static Content {
    CONTENT.get_or_init(|| match parse_content(&FILES) {
        Ok(c) => c,
        Err(e) => panic!("embedded z-game content is invalid:\n{e}"),
    })
}

/// Makes `content` (parsed by [`load`] from files of one's own) the content
/// every match of this process plays, in place of the embedded files: how
/// a balance tool measures a change of the content numbers (ZG-GAP-25)
/// without a rebuild. It must come before the first use of [`content`];
/// afterwards it is refused.
pub fn install(content: Content) -> Result<(), String> {
    CONTENT.set(content).map_err(|_| "the content is already in use: install it before the first match".to_owned())
}

static VERSION: OnceLock<String> = OnceLock::new();

/// [`Content::version`] of [`content`], computed once.
pub fn content_version() -> String {
    VERSION.get_or_init(|| content().version()).clone()
}

/// For the map's tests: the second-ring slots a third-ring slot touches.
#[cfg(test)]
pub(crate) fn raw_base_touches(base: u8) -> [u8; 2] {
    raw::base_touches(base)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_content_loads() {
        let c = parse_content(&FILES).unwrap_or_else(|e| panic!("{e}"));
        // ZG-CTX-5: 14, 15, 18 city locations for 2, 3, 4 players.
        for (players, tiles) in [(2u8, 14usize), (3, 15), (4, 18)] {
            let l = c.layout(players).unwrap();
            assert_eq!(6 + l.ring2.len(), tiles);
            assert_eq!(l.bases.len(), usize::from(players));
        }
        assert_eq!(c.tiles.len(), 18);
        // ZG-EVE-8 (inferred): an engineer has two gears.
        assert_eq!(c.character(CharKind::Engineer).gears, 2);
        // ZG-SAB-2: the leader can sabotage alone (two gears, two flasks).
        let leader = c.character(CharKind::Leader);
        assert!(leader.gears >= 2 && leader.flasks >= 2);
    }

    #[test]
    fn a_bad_income_names_file_line_and_field() {
        let bad = FILES[0].1.replacen(
            "income = \"food\"\nsource = \"horde\"\n\n[[location]]",
            "income = \"gold\"\nsource = \"horde\"\n\n[[location]]",
            1,
        );
        let files = [("city.toml", bad.as_str()), FILES[1], FILES[2]];
        let err = parse_content(&files).unwrap_err();
        let d = err.iter().next().unwrap();
        assert_eq!(d.file(), "city.toml");
        assert!(d.line() > 1);
        assert!(d.field().unwrap_or("").contains("income"), "{:?}", d.field());
    }

    #[test]
    fn a_base_on_a_corner_is_refused() {
        let bad = FILES[0].1.replace("bases = [1, 10]", "bases = [3, 10]");
        let files = [("city.toml", bad.as_str()), FILES[1], FILES[2]];
        let err = parse_content(&files).unwrap_err();
        let d = err.iter().next().unwrap();
        assert_eq!(d.field(), Some("layout[0].bases"));
    }

    #[test]
    fn a_faction_start_above_the_track_names_file_line_and_field() {
        // ZG-GAP-2: a faction's own food, at most the track's top (max_food).
        let bad = FILES[2].1.replacen("id = \"bees\"", "id = \"bees\"\nstart_food = 16", 1);
        let files = [FILES[0], FILES[1], ("game.toml", bad.as_str())];
        let err = parse_content(&files).unwrap_err();
        let d = err.iter().next().unwrap();
        assert_eq!(d.file(), "game.toml");
        assert_eq!(d.field(), Some("faction[1].start_food"));
        let line = FILES[2].1.lines().position(|l| l == "id = \"bees\"").unwrap() + 2;
        assert_eq!(d.line(), line);
    }

    #[test]
    fn a_faction_start_falls_back_to_the_table() {
        // ZG-GAP-2: a faction gives only the figures it changes.
        let text: String = FILES[2].1.lines().filter(|l| !l.starts_with("start_")).map(|l| format!("{l}\n")).collect();
        let table = "[rules]\nstart_food = 3\nstart_medicine = 2\nstart_characters = 2\nstart_action_cards = 3";
        let text = text.replacen("\n[rules]\n", &format!("\n{table}\n"), 1);
        let text = text.replacen("id = \"raiders\"", "id = \"raiders\"\nstart_characters = 3\nstart_medicine = 4", 1);
        let c = parse_content(&[FILES[0], FILES[1], ("game.toml", text.as_str())]).unwrap_or_else(|e| panic!("{e}"));
        let raiders = c.faction(FactionId::Raiders).start;
        assert_eq!(raiders, Start { food: 3, medicine: 4, characters: 3, action_cards: 3 });
        let bees = c.faction(FactionId::Bees).start;
        assert_eq!(bees, Start { food: 3, medicine: 2, characters: 2, action_cards: 3 });
    }

    #[test]
    fn a_faction_out_of_order_is_refused() {
        let bad = FILES[2].1.replacen("id = \"bees\"", "id = \"bikers\"", 1);
        let files = [FILES[0], FILES[1], ("game.toml", bad.as_str())];
        let err = parse_content(&files).unwrap_err();
        assert!(err.iter().any(|d| d.field() == Some("faction[1].id")));
    }
}
