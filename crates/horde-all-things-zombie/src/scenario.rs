//! All Things Zombie's part of the scenario format (`game =
//! "all-things-zombie"`, `horde scenario run`): a position as
//! [`crate::position::Position`] builds it (a scenario's map and time,
//! characters with their wounds, weapon and sheet, zombies by counter,
//! Shot markers, Entered and Searched buildings, the turn), written in
//! TOML and checked with file, line and field; forced initiative, dice,
//! zombie cards, zombie counters, loot cards and the zombies' and enemies'
//! random targets; expectations about the characters, the zombies, the
//! markers and the turn. Every action is named by its text (`action =
//! "move 3"`). The shared part is `horde_rules::scenario`; the format is
//! documented in `docs/scenarios.md`.

use crate::content::{Gear, Map, content};
use crate::position::{Part, PlacedCharacter, Position as Builder};
use crate::rules::state::{Atz, Ended, HouseRules, Pending, Side};
use crate::{Action, Event};
use horde_board::Hex;
use horde_data::{Severity, Spanned, Validator};
use horde_rules::scenario::{BuildCx, Diffs, Forced, Play, Refusal, ScenarioGame, StepCx};
use serde::Deserialize;
use serde_json::{Map as JsonMap, Value, json};
use std::collections::BTreeMap;
use std::ops::Range;

type Name = Spanned<String>;
/// A hex as the maps draw it: `[column, row]`.
type At = [i16; 2];

/// The position: the file's own top-level keys.
#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Position {
    /// The scenario whose map, time of day and victory the match plays
    /// (`"crossing"`: day; `"night-watch"`: night).
    pub scenario: Option<Name>,
    pub seats: Option<Spanned<u8>>,
    /// The turn being played, 1 by default (ATZ-TURN-1).
    pub turn: Option<Spanned<u16>>,
    /// The house rules and the pity shot, off by default (ATZ-HOUSE, ATZ-SHOOT-13).
    pub options: Options,
    #[serde(rename = "character")]
    pub characters: Vec<Spanned<CharacterSpec>>,
    #[serde(rename = "zombie")]
    pub zombies: Vec<Spanned<ZombieSpec>>,
    #[serde(rename = "shot")]
    pub shots: Vec<Spanned<ShotSpec>>,
    /// Buildings with an Entered marker, by map letter (ATZ-ITEM-3).
    pub entered: Vec<Spanned<char>>,
    /// Buildings with a Searched marker (ATZ-ITEM-4).
    pub searched: Vec<Spanned<char>>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    pub any_order: bool,
    pub small_shotgun_marker: bool,
    pub pity_shot: bool,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CharacterSpec {
    /// A counter id of the content (`"buffy"`).
    pub id: Name,
    pub at: Spanned<At>,
    /// The weapon in hand, loaded unless `loaded = false`; none without it.
    #[serde(default)]
    pub weapon: Option<Name>,
    #[serde(default = "yes")]
    pub loaded: bool,
    #[serde(default)]
    pub wounds: u8,
    /// Item ids on the sheet (ATZ-CHAR-4).
    #[serde(default)]
    pub items: Vec<Name>,
    #[serde(default)]
    pub side: SideSpec,
}

/// A character's side as files write it (ATZ-SURV-5, ATZ-GAP-25).
#[derive(Debug, Default, Deserialize, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum SideSpec {
    #[default]
    Band,
    Ally,
    Enemy,
}

impl From<SideSpec> for Side {
    fn from(s: SideSpec) -> Self {
        match s {
            SideSpec::Band => Side::Band,
            SideSpec::Ally => Side::Ally,
            SideSpec::Enemy => Side::Enemy,
        }
    }
}

fn yes() -> bool {
    true
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ZombieSpec {
    pub at: Spanned<At>,
    /// The direction printed on the counter, 1-6 (ATZ-ZOM-2, ATZ-GAP-6).
    #[serde(default = "first_direction")]
    pub direction: u8,
    /// Its Rep (a counter kind of the cup with this direction).
    #[serde(default = "zombie_rep")]
    pub rep: u8,
}

fn first_direction() -> u8 {
    1
}

fn zombie_rep() -> u8 {
    3
}

#[derive(Debug, Deserialize, Clone, Copy, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct ShotSpec {
    pub at: At,
    pub dice: u8,
}

/// A step's own key: `attempt = "move 3"` applies the action of that text
/// whether or not it is legal, so that the engine's refusal names its
/// rule (`expect_error = "ATZ-MOVE-5"`); the shared `action` only picks
/// among the legal actions.
#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct StepSpec {
    pub attempt: Option<Name>,
}

/// All Things Zombie's expectations.
#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ExpectSpec {
    pub turn: Option<u16>,
    /// What the match waits for, in snake case (`"turn"`, `"roll"`,
    /// `"choose"`, `"initiative"`...).
    pub pending: Option<String>,
    /// The character whose turn it is, `""` for none.
    pub active: Option<String>,
    /// The active character's MP left, and extra hexes of a Run (ATZ-RUN-1).
    pub mp_left: Option<u8>,
    pub extra: Option<u8>,
    /// The active character's action is spent (ATZ-ACT-2).
    pub acted: Option<bool>,
    /// The initiative dice, characters' then zombies' (ATZ-TURN-2).
    pub initiative: Option<[u8; 2]>,
    /// Per character id (`[expect.characters.buffy]`).
    pub characters: BTreeMap<Name, CharacterExpect>,
    /// Exactly the hexes of the living zombies, one entry per zombie.
    pub zombies: Option<Vec<At>>,
    pub zombie_count: Option<usize>,
    /// Exactly these Shot markers, in any order.
    pub shots: Option<Vec<ShotSpec>>,
    /// Exactly these buildings carry the marker, by letter.
    pub entered: Option<Vec<char>>,
    pub searched: Option<Vec<char>>,
    /// Zombie counters left in the cup (ATZ-ZOM-6).
    pub cup: Option<u8>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct CharacterExpect {
    pub at: Option<At>,
    pub wounds: Option<u8>,
    pub alive: Option<bool>,
    pub rep: Option<u8>,
    pub mp: Option<u8>,
    pub melee: Option<u8>,
    /// The weapon in hand, `""` for none.
    pub weapon: Option<String>,
    pub loaded: Option<bool>,
    /// A Scope is attached to the weapon in hand (ATZ-ITEM-6).
    pub scope: Option<bool>,
    /// The second weapon, on the sheet, `""` for none (ATZ-CHAR-4).
    pub spare: Option<String>,
    /// Exactly these items on the sheet, in any order.
    pub items: Option<Vec<String>>,
    pub side: Option<SideSpec>,
    pub exited: Option<bool>,
    /// May act this turn (ATZ-TURN-3).
    pub can_act: Option<bool>,
}

impl ScenarioGame for Atz {
    type Position = Position;
    type Step = StepSpec;
    type Expect = ExpectSpec;
    /// The action of an `attempt`; `None` for the shared `action`.
    type Op = Option<Action>;

    const RULE_EXAMPLE: &'static str = "ATZ-MOVE-5";
    /// An action the pending decision does not allow is refused by the
    /// rule of its turn (ATZ-ACT-2).
    const UNKNOWN_ACTION_RULE: &'static str = "ATZ-ACT-2";
    const QUEUES: &'static [&'static str] =
        &["initiative", "dice", "zombie_cards", "zombies", "loot", "go_for", "picks"];
    const OUTCOMES: &'static [&'static str] = &["running", "escaped", "survived", "all_dead", "out_of_time"];

    fn build(file: &BuildCx<'_, Self>, v: &mut Validator) -> Option<Self> {
        build(file, v)
    }

    fn forced(&self, queue: &'static str, entry: &Spanned<toml::Value>, v: &mut Validator) -> Option<Forced<Action>> {
        let action = match queue {
            "initiative" => initiative(entry, v)?,
            "dice" => Action::Die(die(entry, v)?),
            "zombie_cards" => Action::Card(zombie_card(entry, v)?),
            "zombies" => Action::Draw(cup_counter(entry, v)?),
            "loot" => Action::Loot(loot_card(entry, v)?),
            "go_for" => Action::GoFor(self.character_named(entry, v)?),
            _ => Action::Pick(small(entry, queue, u8::MAX, v)?),
        };
        Some(Forced { action, text: action.to_string(), span: entry.span() })
    }

    fn chance_queue(&self) -> Option<&'static str> {
        match self.pending {
            Pending::Initiative => Some("initiative"),
            Pending::Roll { .. } | Pending::EnemyDie => Some("dice"),
            Pending::Card { .. } => Some("zombie_cards"),
            Pending::Draw { .. } => Some("zombies"),
            Pending::Loot { .. } => Some("loot"),
            Pending::ZombieTarget { .. } => Some("go_for"),
            Pending::EnemyTarget { .. } => Some("picks"),
            _ => None,
        }
    }

    fn action_keys(step: &StepSpec) -> Vec<(&'static str, Range<usize>)> {
        step.attempt.iter().map(|a| ("attempt", a.span())).collect()
    }

    fn plan(&self, step: &StepCx<'_, Self>, v: &mut Validator) -> Option<Option<Action>> {
        let Some(text) = &step.step.attempt else { return Some(None) };
        let found = action_of_text(text.get_ref());
        if found.is_none() {
            v.error_at(text, format!("no action reads {:?}", text.get_ref()))
                .set_help("write an action as the engine does: \"move 3\", \"fire 2 dice\", \"end turn\"");
        }
        found.map(Some)
    }

    fn play(play: &mut Play<Self>, op: &Option<Action>) -> Result<(), Refusal> {
        match op {
            Some(a) => play.apply(*a),
            None => Ok(()),
        }
    }

    /// A character found during the run (ATZ-SURV-2) is named like any
    /// other: its counter id, with `-2`, `-3`... for further ones.
    fn check_expect_names(&self, e: &ExpectSpec, v: &mut Validator) {
        let ids = content().characters.iter().map(|d| d.id.as_str());
        for id in e.characters.keys() {
            let name = id.get_ref();
            let base = name.rsplit_once('-').filter(|(_, n)| n.parse::<u8>().is_ok_and(|n| n > 1)).map(|(b, _)| b);
            let bare = Spanned::new(id.span(), base.unwrap_or(name).to_owned());
            if base.is_some() && content().characters.iter().any(|d| d.id == *bare.get_ref()) {
                continue;
            }
            v.check_ref(id, ids.clone(), "character");
        }
    }

    fn check_expect(&self, e: &ExpectSpec, d: &mut Diffs) {
        let map = self.map();
        let names = self.names();
        let turn = self.turn_state;
        if let Some(t) = e.turn {
            d.eq("turn", t, self.turn);
        }
        if let Some(p) = &e.pending {
            d.eq("pending", p.as_str(), pending_name(self.pending));
        }
        if let Some(a) = &e.active {
            let actual = turn.map_or("", |t| names[usize::from(t.c)].as_str());
            d.eq("active", a.as_str(), actual);
        }
        if let Some(n) = e.mp_left {
            d.eq("mp_left", Some(n), turn.map(|t| t.mp));
        }
        if let Some(n) = e.extra {
            d.eq("extra", Some(n), turn.map(|t| t.extra));
        }
        if let Some(b) = e.acted {
            d.eq("acted", Some(b), turn.map(|t| t.acted));
        }
        if let Some([c, z]) = e.initiative {
            d.eq("initiative", Some((c, z)), self.initiative);
        }
        for (id, x) in &e.characters {
            let Some(i) = names.iter().position(|n| n == id.get_ref()) else {
                d.note(&format!("characters.{}", id.get_ref()), "not in play");
                continue;
            };
            character_diffs(&self.characters[i], x, &format!("characters.{}", id.get_ref()), d);
        }
        if let Some(want) = &e.zombies {
            let mut want = want.clone();
            want.sort_unstable();
            let mut actual: Vec<At> = self.zombies.iter().filter(|z| z.alive).map(|z| at_of(z.hex)).collect();
            actual.sort_unstable();
            d.eq("zombies", want, actual);
        }
        if let Some(n) = e.zombie_count {
            d.eq("zombie_count", n, self.zombies.iter().filter(|z| z.alive).count());
        }
        if let Some(want) = &e.shots {
            let mut want: Vec<(At, u8)> = want.iter().map(|s| (s.at, s.dice)).collect();
            want.sort_unstable();
            let mut actual: Vec<(At, u8)> = self.shots.iter().map(|s| (at_of(s.hex), s.dice)).collect();
            actual.sort_unstable();
            d.eq("shots", want, actual);
        }
        if let Some(want) = &e.entered {
            d.eq("entered", sorted(want), marked(map, &self.entered));
        }
        if let Some(want) = &e.searched {
            d.eq("searched", sorted(want), marked(map, &self.searched));
        }
        if let Some(n) = e.cup {
            d.eq("cup", n, self.cup.iter().sum());
        }
    }

    fn outcome_name(&self) -> &'static str {
        match self.ended {
            None => "running",
            Some(Ended::Escaped) => "escaped",
            Some(Ended::Survived) => "survived",
            Some(Ended::AllDead) => "all_dead",
            Some(Ended::OutOfTime) => "out_of_time",
        }
    }

    fn event_json(&self, e: &Event) -> Value {
        let Some((name, fields)) = horde_rules::scenario::event_parts(e) else { return Value::Null };
        let names = self.names();
        let mut out = JsonMap::new();
        out.insert("event".into(), Value::String(snake_case(&name)));
        for (k, v) in fields {
            let v = match k.as_str() {
                // Characters by id; zombies stay numbered as the actions name them.
                "c" | "a" | "b" | "survivor" | "target" => {
                    v.as_u64().and_then(|i| names.get(usize::try_from(i).ok()?)).map_or(v, |n| json!(n))
                }
                "hex" | "from" | "to" => serde_json::from_value::<Hex>(v.clone()).map_or(v, |h| json!(at_of(h))),
                "gear" => serde_json::from_value::<Gear>(v.clone()).map_or(v, |g| json!(content().gear_id(g))),
                _ => v,
            };
            out.insert(k, v);
        }
        Value::Object(out)
    }
}

impl Atz {
    /// The characters as scenario files name them: their counter id, and
    /// `id-2`, `id-3`... for further counters of the same kind (found
    /// survivors).
    fn names(&self) -> Vec<String> {
        let mut out = Vec::with_capacity(self.characters.len());
        for (i, ch) in self.characters.iter().enumerate() {
            let before = self.characters[..i].iter().filter(|o| o.def == ch.def).count();
            let id = &ch.def().id;
            out.push(if before == 0 { id.clone() } else { format!("{id}-{}", before + 1) });
        }
        out
    }

    fn character_named(&self, entry: &Spanned<toml::Value>, v: &mut Validator) -> Option<u8> {
        let toml::Value::String(s) = entry.get_ref() else {
            v.error_at(entry, "a character id, as a string");
            return None;
        };
        let names = self.names();
        let name = Spanned::new(entry.span(), s.clone());
        if !v.check_ref(&name, &names, "character") {
            return None;
        }
        names.iter().position(|n| n == s).map(|i| i as u8)
    }
}

/// The action whose text is `text` (case aside), legal or not: every
/// action is one of [`Action::decode`]'s codes, a kind in the high bits
/// and a value below 512 (a die, a direction, a zombie, a hex, a counter).
fn action_of_text(text: &str) -> Option<Action> {
    let want = text.trim().to_lowercase();
    (0..64u32)
        .flat_map(|tag| (0..512u32).map(move |v| tag << 16 | v))
        .filter_map(Action::decode)
        .find(|a| a.to_string().to_lowercase() == want)
}

fn character_diffs(ch: &crate::Character, x: &CharacterExpect, path: &str, d: &mut Diffs) {
    let c = content();
    let p = |f: &str| format!("{path}.{f}");
    if let Some(a) = x.at {
        d.eq(&p("at"), a, at_of(ch.hex));
    }
    if let Some(n) = x.wounds {
        d.eq(&p("wounds"), n, ch.wounds);
    }
    if let Some(b) = x.alive {
        d.eq(&p("alive"), b, ch.alive());
    }
    if let Some(n) = x.rep {
        d.eq(&p("rep"), n, ch.rep());
    }
    if let Some(n) = x.mp {
        d.eq(&p("mp"), n, ch.mp());
    }
    if let Some(n) = x.melee {
        d.eq(&p("melee"), n, ch.melee_dice());
    }
    if let Some(w) = &x.weapon {
        d.eq(&p("weapon"), w.as_str(), ch.weapon_def().map_or("", |w| w.id.as_str()));
    }
    if let Some(b) = x.loaded {
        d.eq(&p("loaded"), b, ch.loaded);
    }
    if let Some(b) = x.scope {
        d.eq(&p("scope"), b, ch.scope);
    }
    if let Some(w) = &x.spare {
        let actual = ch.spare.map_or("", |a| c.weapons[usize::from(a.weapon)].id.as_str());
        d.eq(&p("spare"), w.as_str(), actual);
    }
    if let Some(items) = &x.items {
        let mut want: Vec<&str> = items.iter().map(String::as_str).collect();
        want.sort_unstable();
        let mut actual: Vec<&str> = ch.items.iter().map(|&i| c.gear_id(Gear::Item(i))).collect();
        actual.sort_unstable();
        d.eq(&p("items"), want, actual);
    }
    if let Some(s) = x.side {
        d.eq(&p("side"), Side::from(s), ch.side);
    }
    if let Some(b) = x.exited {
        d.eq(&p("exited"), b, ch.exited);
    }
    if let Some(b) = x.can_act {
        d.eq(&p("can_act"), b, ch.active);
    }
}

fn pending_name(p: Pending) -> &'static str {
    match p {
        Pending::Idle => "idle",
        Pending::Initiative => "initiative",
        Pending::NextCharacter => "next_character",
        Pending::Turn => "turn",
        Pending::Roll { .. } => "roll",
        Pending::Choose { .. } => "choose",
        Pending::OfferFire { .. } => "offer_fire",
        Pending::Aim { .. } => "aim",
        Pending::Card { .. } => "card",
        Pending::Loot { .. } => "loot",
        Pending::Drugs { .. } => "drugs",
        Pending::Equip { .. } => "equip",
        Pending::Draw { .. } => "draw",
        Pending::Surprised { .. } => "surprised",
        Pending::Kill { .. } => "kill",
        Pending::ZombieTarget { .. } => "zombie_target",
        Pending::EnemyDie => "enemy_die",
        Pending::EnemyTarget { .. } => "enemy_target",
        Pending::DuckBack { .. } => "duck_back",
        Pending::Reroll { .. } => "reroll",
        Pending::Over => "over",
    }
}

/// `ZombieKilled` as files write it: `zombie_killed`.
fn snake_case(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 4);
    for (i, ch) in name.chars().enumerate() {
        if ch.is_ascii_uppercase() && i > 0 {
            out.push('_');
        }
        out.push(ch.to_ascii_lowercase());
    }
    out
}

fn at_of(h: Hex) -> At {
    let (x, y) = Map::offset(h);
    [x, y]
}

fn sorted(v: &[char]) -> Vec<char> {
    let mut v = v.to_vec();
    v.sort_unstable();
    v
}

/// The letters of the buildings whose flag is set.
fn marked(map: &Map, flags: &[bool]) -> Vec<char> {
    let mut v: Vec<char> = map.buildings.iter().zip(flags).filter(|(_, f)| **f).map(|(b, _)| *b).collect();
    v.sort_unstable();
    v
}

fn small(entry: &Spanned<toml::Value>, what: &str, max: u8, v: &mut Validator) -> Option<u8> {
    match entry.get_ref() {
        toml::Value::Integer(n) => match u8::try_from(*n) {
            Ok(x) if x <= max => Some(x),
            _ => {
                v.error_at(entry, format!("`{what}` holds 0 to {max}, not {n}"));
                None
            }
        },
        other => {
            v.error_at(entry, format!("`{what}` holds numbers, not a {}", other.type_str()));
            None
        }
    }
}

fn die(entry: &Spanned<toml::Value>, v: &mut Validator) -> Option<u8> {
    match small(entry, "dice", 6, v)? {
        0 => {
            v.error_at(entry, "a die shows 1 to 6, not 0");
            None
        }
        d => Some(d),
    }
}

/// `[characters, zombies]`: two different dice (ATZ-TURN-2).
fn initiative(entry: &Spanned<toml::Value>, v: &mut Validator) -> Option<Action> {
    let pair = match entry.get_ref() {
        toml::Value::Array(a) if a.len() == 2 => a.clone(),
        _ => {
            v.error_at(entry, "an initiative roll is [characters' die, zombies' die]");
            return None;
        }
    };
    let one = |x: &toml::Value, v: &mut Validator| die(&Spanned::new(entry.span(), x.clone()), v);
    let (characters, zombies) = (one(&pair[0], v)?, one(&pair[1], v)?);
    if characters == zombies {
        v.error_at(entry, "ATZ-TURN-2: equal initiative dice are rerolled");
        return None;
    }
    Some(Action::Initiative { characters, zombies })
}

/// A zombie card by the zombies it shows, or `"survivor"` (ATZ-SURV-1).
fn zombie_card(entry: &Spanned<toml::Value>, v: &mut Validator) -> Option<u8> {
    let cards = &content().zombie_cards;
    let found = match entry.get_ref() {
        toml::Value::Integer(n) => cards.iter().position(|c| !c.survivor && i64::from(c.zombies) == *n),
        toml::Value::String(s) if s == "survivor" => cards.iter().position(|c| c.survivor),
        _ => None,
    };
    if found.is_none() {
        let shown: Vec<String> = cards.iter().filter(|c| !c.survivor).map(|c| c.zombies.to_string()).collect();
        v.error_at(entry, "no such zombie card")
            .set_help(format!("a card is written by its zombies ({}) or \"survivor\"", shown.join(", ")));
    }
    found.map(|i| i as u8)
}

/// A zombie counter of the cup: `{ direction = 2, rep = 3 }`, or its
/// direction alone for a Rep 3 counter.
fn cup_counter(entry: &Spanned<toml::Value>, v: &mut Validator) -> Option<u8> {
    let (rep, direction) = match entry.get_ref() {
        toml::Value::Integer(d) => (3, *d),
        toml::Value::Table(t) => {
            let get = |k: &str, default: i64| t.get(k).and_then(toml::Value::as_integer).unwrap_or(default);
            if let Some(k) = t.keys().find(|k| *k != "rep" && *k != "direction") {
                v.error_at(entry, format!("unknown key `{k}`: a zombie counter has `rep` and `direction`"));
                return None;
            }
            (get("rep", 3), get("direction", 0))
        }
        _ => (0, 0),
    };
    let kind = kind_of(rep, direction);
    if kind.is_none() {
        v.error_at(entry, format!("no zombie counter of Rep {rep} with direction {direction}"))
            .set_help("write a direction 1-6 (a Rep 3 counter) or { direction = 2, rep = 4 }");
    }
    kind
}

fn kind_of(rep: i64, direction: i64) -> Option<u8> {
    content()
        .zombie_kinds
        .iter()
        .position(|k| i64::from(k.rep) == rep && i64::from(k.direction) == direction)
        .map(|i| i as u8)
}

/// A loot card by the gear it finds, or `"nothing"` (ATZ-LOOT-1).
fn loot_card(entry: &Spanned<toml::Value>, v: &mut Validator) -> Option<u8> {
    let c = content();
    let names: Vec<&str> = c.loot.iter().map(|l| l.gear.map_or("nothing", |g| c.gear_id(g))).collect();
    let toml::Value::String(s) = entry.get_ref() else {
        v.error_at(entry, "a loot card is written by what it finds, as a string");
        return None;
    };
    let name = Spanned::new(entry.span(), s.clone());
    if !v.check_ref(&name, &names, "loot card") {
        return None;
    }
    names.iter().position(|n| n == s).map(|i| i as u8)
}

/// Builds the position the file describes, every problem reported where
/// it stands.
fn build(file: &BuildCx<'_, Atz>, v: &mut Validator) -> Option<Atz> {
    let pos = file.position;
    let c = content();
    let Some(scenario) = &pos.scenario else {
        v.error_at(&file.envelope.game, "an All Things Zombie scenario needs `scenario`, the map and time it plays on");
        return None;
    };
    if !v.check_ref(scenario, c.scenarios.iter().map(|s| s.id.as_str()), "scenario") {
        return None;
    }
    let mut b = Builder::new(scenario.get_ref());
    b.seats = pos.seats.as_ref().map_or(1, |s| *s.get_ref());
    let mut ok = true;
    for ch in &pos.characters {
        let x = ch.get_ref();
        ok &= v.check_ref(&x.id, c.characters.iter().map(|d| d.id.as_str()), "character");
        let weapon = x.weapon.as_ref().and_then(|w| {
            let known = v.check_ref(w, c.weapons.iter().map(|d| d.id.as_str()), "weapon");
            ok &= known;
            c.weapon(w.get_ref()).map(|i| c.weapons[usize::from(i)].id.as_str())
        });
        let mut items = Vec::new();
        for it in &x.items {
            if v.check_ref(it, c.items.iter().map(|d| d.kind.id()), "item") {
                items.extend(c.items.iter().map(|d| d.kind.id()).find(|id| id == it.get_ref()));
            } else {
                ok = false;
            }
        }
        let Some(def) = c.characters.iter().find(|d| &d.id == x.id.get_ref()) else { continue };
        let mut placed = PlacedCharacter::new(def.id.as_str(), (x.at.get_ref()[0], x.at.get_ref()[1]), weapon)
            .with_items(&items)
            .found(x.side.into());
        placed.wounds = x.wounds;
        placed.loaded = x.loaded;
        b = b.character(placed);
    }
    for z in &pos.zombies {
        let x = z.get_ref();
        match kind_of(i64::from(x.rep), i64::from(x.direction)) {
            Some(k) => b = b.zombie((x.at.get_ref()[0], x.at.get_ref()[1]), k),
            None => {
                v.error_at(z, format!("no zombie counter of Rep {} with direction {}", x.rep, x.direction));
                ok = false;
            }
        }
    }
    b.entered = pos.entered.iter().map(|l| *l.get_ref()).collect();
    b.searched = pos.searched.iter().map(|l| *l.get_ref()).collect();
    b.shots = pos.shots.iter().map(|s| (xy(s.get_ref().at), s.get_ref().dice)).collect();
    if !ok {
        return None;
    }
    let mut g = match b.build_parts() {
        Ok(g) => g,
        Err((part, e)) => {
            let at = match part {
                Part::Whole => scenario.span(),
                Part::Character(i) => pos.characters[i].span(),
                Part::Zombie(i) => pos.zombies[i].span(),
                Part::Entered(i) => pos.entered[i].span(),
                Part::Searched(i) => pos.searched[i].span(),
                Part::Shot(i) => pos.shots[i].span(),
            };
            v.report_span(Severity::Error, at, e.0);
            return None;
        }
    };
    // The characters stand on the map already: the zombies a random
    // start brings after their first turn (ATZ-GEN-7) are the file's own.
    g.start_due = false;
    let o = &pos.options;
    g.house =
        HouseRules { any_order: o.any_order, small_shotgun_marker: o.small_shotgun_marker, pity_shot: o.pity_shot };
    if let Some(t) = &pos.turn {
        let last = g.scenario().turns;
        if !(1..=last).contains(t.get_ref()) {
            v.error_at(t, format!("ATZ-TURN-1: the scenario plays turns 1 to {last}"));
            return None;
        }
        g.turn = *t.get_ref();
    }
    Some(g)
}

fn xy(at: At) -> (i16, i16) {
    (at[0], at[1])
}

#[cfg(test)]
mod tests {
    use super::*;
    use horde_data::Source;

    fn run(text: &str) -> Result<horde_rules::ScenarioReport, horde_data::Diagnostics> {
        horde_rules::scenario::run::<Atz>(&Source::new("t.toml", text))
    }

    #[test]
    fn a_misspelt_character_is_refused_where_it_stands() {
        let text = "game = \"all-things-zombie\"\nscenario = \"crossing\"\n[[character]]\nid = \"bufy\"\nat = [0, 3]\n";
        let d = run(text).expect_err("refused");
        let shown = d.to_string();
        assert!(shown.contains("t.toml:4"), "{shown}");
        assert!(shown.contains("did you mean \"buffy\""), "{shown}");
    }

    #[test]
    fn two_characters_on_a_hex_are_refused_at_the_second() {
        // ATZ-STACK-1.
        let text = "game = \"all-things-zombie\"\nscenario = \"crossing\"\n[[character]]\nid = \"buffy\"\nat = [0, 3]\n\
                    [[character]]\nid = \"tonya\"\nat = [0, 3]\n";
        let shown = run(text).expect_err("refused").to_string();
        assert!(shown.contains("ATZ-STACK-1") && shown.contains("t.toml:6"), "{shown}");
    }
}
