//! Grid Siege's part of the scenario format (`game = "grid-siege"`,
//! `horde scenario run`): the position as the [`Scenario`] builder sets
//! it up, written in TOML and checked with file, line and field; step keys
//! for moves and attacks (any other action by its text through the shared
//! `action = "..."`); forced dice, zombie cards and search cards; and the
//! expectations about the board, the humans and the turn. The shared part
//! is `horde_rules::scenario`; the format is documented in
//! `docs/scenarios.md`.

use crate::content::content;
use crate::position::{Problem, Scenario, Start, Subject};
use crate::rules::event::Event;
use crate::rules::geom::{Edge, Pos};
use crate::rules::setup::Options;
use crate::rules::state::{GridSiege, Pending};
use crate::{Action, MAX_HUMANS};
use horde_core::{Decision, Game};
use horde_data::{Severity, Spanned, Validator};
use horde_rules::scenario::{BuildCx, Diffs, Forced, Play, Refusal, ScenarioGame, StepCx};
use serde::Deserialize;
use serde_json::{Map, Value};
use std::collections::BTreeMap;
use std::ops::Range;

type Name = Spanned<String>;

/// The position: the file's own top-level keys.
#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Position {
    /// The optional rules (section 7).
    pub options: OptionsSpec,
    /// Human Players; humans are dealt to them in turn unless a human
    /// names his `seat`.
    pub human_seats: Option<Spanned<u8>>,
    /// The round being played (2 by default, so that the Zombie phase
    /// spawns, GS-ZSPAWN-2).
    pub round: Option<Spanned<u16>>,
    /// `"human phase"` (the first Human Player picks who acts), `"zombie
    /// phase"`, or a human (`"H1"`) whose turn has just begun.
    pub start: Option<Name>,
    #[serde(rename = "human")]
    pub humans: Vec<HumanSpec>,
    pub zombies: Vec<Name>,
    /// Fresh corpses risen from a human (4 actions, GS-LIFE-4).
    pub fresh_zombies: Vec<Name>,
    /// Door and window openings barricaded: `"C6/C7"` or `"C6/S"`.
    pub barricades: Vec<Name>,
    pub destroyed_walls: Vec<Name>,
    /// Search squares searched (by someone).
    pub searched: Vec<Name>,
    pub all_searched: bool,
    pub car_started: bool,
    /// The Zombie Player's hand, card ids.
    pub zombie_hand: Vec<Name>,
}

/// The optional rules, each off by default (see `Options`).
#[derive(Debug, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct OptionsSpec {
    pub items_stay_on_board: bool,
    pub everyone_searches_everything: bool,
    pub separate_blast_rolls: bool,
    pub zombie_cards_after_four: bool,
    pub spawn_on_edge_only: bool,
    pub so_boring: bool,
    pub blocking: bool,
    pub round_limit: u16,
}

impl Default for OptionsSpec {
    fn default() -> Self {
        let o = Options::default();
        Self {
            items_stay_on_board: o.items_stay_on_board,
            everyone_searches_everything: o.everyone_searches_everything,
            separate_blast_rolls: o.separate_blast_rolls,
            zombie_cards_after_four: o.zombie_cards_after_four,
            spawn_on_edge_only: o.spawn_on_edge_only,
            so_boring: o.so_boring,
            blocking: o.blocking,
            round_limit: o.round_limit,
        }
    }
}

impl OptionsSpec {
    fn options(&self) -> Options {
        Options {
            items_stay_on_board: self.items_stay_on_board,
            everyone_searches_everything: self.everyone_searches_everything,
            separate_blast_rolls: self.separate_blast_rolls,
            zombie_cards_after_four: self.zombie_cards_after_four,
            spawn_on_edge_only: self.spawn_on_edge_only,
            so_boring: self.so_boring,
            blocking: self.blocking,
            round_limit: self.round_limit,
        }
    }
}

/// One `[[human]]`: H1 is the first.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HumanSpec {
    pub character: Name,
    /// His square; or `in_car = true`.
    #[serde(default)]
    pub square: Option<Name>,
    #[serde(default)]
    pub in_car: Option<Spanned<bool>>,
    /// 0 to 4 (GS-LIFE-1); 0 is unconscious.
    #[serde(default)]
    pub lives: Option<Spanned<u8>>,
    /// Thing ids in slot order; `"ak47!"` is a firearm out of ammunition.
    #[serde(default)]
    pub things: Vec<Name>,
    /// Search squares he has searched.
    #[serde(default)]
    pub searched: Vec<Name>,
    #[serde(default)]
    pub seat: Option<Spanned<u8>>,
}

/// Grid Siege's step keys; any other action goes by its text, `action =
/// "end turn"`.
#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct StepSpec {
    /// One move action of the human whose turn it is.
    #[serde(rename = "move")]
    pub move_to: Option<Name>,
    /// An attack of the human whose turn it is, applied as is: the engine
    /// says which rule refuses it.
    pub attack: Option<Spanned<AttackSpec>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttackSpec {
    /// The zombie's square (or the square thrown at).
    pub at: Name,
    /// The thing attacked with, by id; without it, bare hands.
    #[serde(default)]
    pub with: Option<Name>,
    /// Spend 2 actions for +1 (GS-AIM-1).
    #[serde(default)]
    pub aimed: bool,
}

/// Grid Siege's expectations.
#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ExpectSpec {
    pub round: Option<u16>,
    /// What the match waits for, in snake case: `"act"`,
    /// `"attack_reroll"`, `"demolish"`, `"zombie_moves"`...
    pub pending: Option<Name>,
    /// Whose turn it is (`"H1"`), `""` for nobody's.
    pub turn: Option<Name>,
    /// Actions left in the turn.
    pub actions_left: Option<u8>,
    /// Squares the human whose turn it is may still move (GS-INV-3).
    pub movement_left: Option<u8>,
    /// Exactly these squares hold zombies.
    pub zombies: Option<Vec<Name>>,
    pub zombie_count: Option<usize>,
    /// Exactly these barricades stand.
    pub barricades: Option<Vec<Name>>,
    pub car_started: Option<bool>,
    /// Per human (`H1`...).
    pub humans: BTreeMap<Name, HumanExpect>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct HumanExpect {
    pub square: Option<Name>,
    pub lives: Option<u8>,
    /// Exactly these things, in slot order (`"ak47!"`: out of ammunition).
    pub things: Option<Vec<Name>>,
    pub in_car: Option<bool>,
    pub alive: Option<bool>,
    pub conscious: Option<bool>,
}

/// A resolved step.
#[derive(Debug)]
pub enum Op {
    /// The step's action is the shared `action = "..."`.
    ByText,
    Move(Pos),
    Attack {
        at: Pos,
        thing: Option<u8>,
        aimed: bool,
    },
}

const PENDING: &[&str] = &[
    "deal_character",
    "choose_character",
    "deal_zombie_card",
    "placement_roll",
    "place_human",
    "next_human",
    "act",
    "attack_die",
    "attack_reroll",
    "push_choice",
    "blast_die",
    "use_die",
    "use_reroll",
    "break_die",
    "start_die",
    "search_draw",
    "place_carried",
    "demolish",
    "zombie_card",
    "spawn_roll",
    "spawn_place",
    "zombie_moves",
    "zombie_attack",
    "over",
];

impl ScenarioGame for GridSiege {
    type Position = Position;
    type Step = StepSpec;
    type Expect = ExpectSpec;
    type Op = Op;

    const RULE_EXAMPLE: &'static str = "GS-MOVE-1";
    /// The engine's own rule for an action not allowed at this point.
    const UNKNOWN_ACTION_RULE: &'static str = "GS-GAP-1";
    const QUEUES: &'static [&'static str] = &["dice", "zombie_cards", "search_cards"];
    const OUTCOMES: &'static [&'static str] = &["running", "humans_win", "zombies_win"];

    fn build(file: &BuildCx<'_, Self>, v: &mut Validator) -> Option<Self> {
        build(file.position, file, v)
    }

    fn forced(&self, queue: &'static str, entry: &Spanned<toml::Value>, v: &mut Validator) -> Option<Forced<Action>> {
        let c = content();
        let span = entry.span();
        let name = |s: &str| Name::new(span.clone(), s.to_owned());
        let (action, text) = match (queue, entry.get_ref()) {
            ("dice", toml::Value::Integer(n)) => match u8::try_from(*n) {
                Ok(x @ 1..=6) => (Action::Die(x), format!("die {x}")),
                _ => {
                    v.error_at(entry, format!("a die shows 1 to 6, not {n}"));
                    return None;
                }
            },
            ("zombie_cards", toml::Value::String(id)) => {
                let Some(k) = c.zombie_card_index(id) else {
                    v.check_ref(&name(id), c.zombie_cards.iter().map(|z| z.id.as_str()), "zombie card");
                    return None;
                };
                (Action::ZombieCard(k), format!("zombie card {id}"))
            }
            ("search_cards", toml::Value::String(id)) => {
                let thing = if id == "nothing" { None } else { c.thing_index(id) };
                let Some(k) =
                    c.search_deck.iter().position(|s| s.thing == thing && (thing.is_some() || id == "nothing"))
                else {
                    let known = std::iter::once("nothing").chain(
                        c.search_deck.iter().filter_map(|s| s.thing).map(|t| c.things[usize::from(t)].id.as_str()),
                    );
                    if v.check_ref(&name(id), known, "search card") {
                        v.error_at(entry, format!("no search card finds {id:?}"));
                    }
                    return None;
                };
                (Action::SearchCard(k as u8), format!("search card {id}"))
            }
            (q, other) => {
                let want = match q {
                    "dice" => "a die as a number, 1 to 6",
                    "zombie_cards" => "a zombie card id",
                    _ => "the id of the thing found, or \"nothing\"",
                };
                v.error_at(entry, format!("`{q}` holds {want}, not a {}", other.type_str()));
                return None;
            }
        };
        Some(Forced { action, text, span })
    }

    fn chance_queue(&self) -> Option<&'static str> {
        match self.pending() {
            Pending::DealZombieCard { .. } => Some("zombie_cards"),
            Pending::SearchDraw { .. } => Some("search_cards"),
            Pending::DealCharacter { .. } => None,
            _ if self.decision() == Decision::Chance => Some("dice"),
            _ => None,
        }
    }

    fn action_keys(step: &StepSpec) -> Vec<(&'static str, Range<usize>)> {
        let mut keys = Vec::new();
        if let Some(m) = &step.move_to {
            keys.push(("move", m.span()));
        }
        if let Some(a) = &step.attack {
            keys.push(("attack", a.span()));
        }
        keys
    }

    fn plan(&self, step: &StepCx<'_, Self>, v: &mut Validator) -> Option<Op> {
        let s = step.step;
        if step.by_text {
            return Some(Op::ByText);
        }
        if let Some(m) = &s.move_to {
            return square(m, v).map(Op::Move);
        }
        let a = s.attack.as_ref()?.get_ref();
        let at = square(&a.at, v);
        let thing = match &a.with {
            Some(w) => Some(thing(w, v)?),
            None => None,
        };
        Some(Op::Attack { at: at?, thing, aimed: a.aimed })
    }

    fn play(play: &mut Play<Self>, op: &Op) -> Result<(), Refusal> {
        let a = match *op {
            Op::ByText => return Ok(()),
            Op::Move(p) => Action::Move(p),
            Op::Attack { at, thing, aimed } => {
                let g = play.game();
                let h = g.turn().map(|t| t.human).ok_or_else(|| {
                    Refusal::new("GS-ACT-1", format!("no human's turn: the match waits for {}", g.waiting()))
                })?;
                let slot = match thing {
                    None => None,
                    Some(t) => Some(
                        g.humans()[usize::from(h)].items().find(|&(_, x)| x == t).map(|(slot, _)| slot).ok_or_else(
                            || {
                                Refusal::new(
                                    "GS-ATK-1",
                                    format!("H{} carries no {}", u16::from(h) + 1, content().things[usize::from(t)].id),
                                )
                            },
                        )?,
                    ),
                };
                Action::Attack { slot, target: at, aimed }
            }
        };
        play.apply(a)
    }

    fn check_expect_names(&self, e: &ExpectSpec, v: &mut Validator) {
        if let Some(p) = &e.pending {
            v.check_ref(p, PENDING, "pending decision");
        }
        if let Some(t) = &e.turn
            && !t.get_ref().is_empty()
        {
            human(self, t, v);
        }
        for z in e.zombies.iter().flatten() {
            square(z, v);
        }
        for b in e.barricades.iter().flatten() {
            edge(b, v);
        }
        for (h, x) in &e.humans {
            human(self, h, v);
            if let Some(s) = &x.square {
                square(s, v);
            }
            for t in x.things.iter().flatten() {
                thing(t, v);
            }
        }
    }

    fn check_expect(&self, e: &ExpectSpec, d: &mut Diffs) {
        let c = content();
        if let Some(r) = e.round {
            d.eq("round", r, self.round());
        }
        if let Some(p) = &e.pending {
            d.eq("pending", p.get_ref().clone(), pending_name(self.pending()));
        }
        if let Some(t) = &e.turn {
            let actual = self.turn().map_or_else(String::new, |t| human_id(t.human));
            d.eq("turn", t.get_ref().clone(), actual);
        }
        if let Some(n) = e.actions_left {
            d.eq("actions_left", n, self.turn().map_or(0, |t| t.actions));
        }
        if let Some(n) = e.movement_left {
            d.eq("movement_left", n, if self.turn().is_some() { self.movement_left() } else { 0 });
        }
        if let Some(z) = &e.zombies {
            let mut want: Vec<String> =
                z.iter().filter_map(|n| Pos::parse(n.get_ref())).map(|p| p.to_string()).collect();
            want.sort();
            let mut actual: Vec<String> = self.zombies().iter().map(|z| z.pos.to_string()).collect();
            actual.sort();
            d.eq("zombies", want, actual);
        }
        if let Some(n) = e.zombie_count {
            d.eq("zombie_count", n, self.zombies().len());
        }
        if let Some(b) = &e.barricades {
            let mut want: Vec<String> =
                b.iter().filter_map(|n| Edge::parse(n.get_ref())).map(|e| e.to_string()).collect();
            want.sort();
            let mut actual: Vec<String> = self.barricades().iter().map(ToString::to_string).collect();
            actual.sort();
            d.eq("barricades", want, actual);
        }
        if let Some(b) = e.car_started {
            d.eq("car_started", b, self.car_started());
        }
        for (id, x) in &e.humans {
            let Some(h) = human_index(id.get_ref()).and_then(|i| self.humans().get(i)) else { continue };
            let p = |f: &str| format!("humans.{}.{f}", id.get_ref());
            if let Some(s) = &x.square {
                let want = Pos::parse(s.get_ref()).map_or_else(|| s.get_ref().clone(), |p| p.to_string());
                d.eq(&p("square"), want, if h.in_car { "car".to_owned() } else { h.pos.to_string() });
            }
            if let Some(n) = x.lives {
                d.eq(&p("lives"), n, h.lives);
            }
            if let Some(t) = &x.things {
                let want: Vec<String> = t.iter().map(|n| n.get_ref().clone()).collect();
                let actual: Vec<String> = h
                    .items()
                    .map(|(slot, t)| {
                        let id = &c.things[usize::from(t)].id;
                        if h.is_empty_gun(slot) { format!("{id}!") } else { id.clone() }
                    })
                    .collect();
                d.eq(&p("things"), want, actual);
            }
            if let Some(b) = x.in_car {
                d.eq(&p("in_car"), b, h.in_car);
            }
            if let Some(b) = x.alive {
                d.eq(&p("alive"), b, h.alive());
            }
            if let Some(b) = x.conscious {
                d.eq(&p("conscious"), b, h.conscious());
            }
        }
    }

    fn outcome_name(&self) -> &'static str {
        match self.outcome() {
            None => "running",
            Some(o) if o.winners.is_empty() => "unfinished",
            Some(o) if o.winners.iter().any(|s| s.0 == crate::ZOMBIE_SEAT) => "zombies_win",
            Some(_) => "humans_win",
        }
    }

    fn event_json(&self, e: &Event) -> Value {
        event_json(e)
    }

    fn waiting(&self) -> String {
        match self.decision() {
            Decision::Terminal => "nothing: the game is over".into(),
            Decision::Chance => match self.pending() {
                Pending::DealZombieCard { .. } => "a zombie card".into(),
                Pending::SearchDraw { .. } => "a search card".into(),
                Pending::DealCharacter { .. } => "a character card".into(),
                _ => "a die".into(),
            },
            Decision::Seat(s) => format!("seat {}: {}", s.0, pending_name(self.pending())),
        }
    }
}

/// Builds the position the file describes, every problem reported where
/// it stands.
fn build(pos: &Position, file: &BuildCx<'_, GridSiege>, v: &mut Validator) -> Option<GridSiege> {
    let c = content();
    let mut ok = true;
    let mut b = Scenario::new().options(pos.options.options());
    let n = pos.humans.len();
    if n == 0 || n > usize::from(MAX_HUMANS) {
        v.error_at(&file.envelope.game, format!("a scenario needs 1 to {MAX_HUMANS} [[human]] tables, found {n}"));
        return None;
    }
    if let Some(s) = &pos.human_seats {
        if *s.get_ref() == 0 || usize::from(*s.get_ref()) > n {
            v.error_at(s, format!("1 to {n} Human Players (one human each at least)"));
            ok = false;
        }
        b = b.human_seats(*s.get_ref());
    }
    if let Some(r) = &pos.round {
        if *r.get_ref() == 0 {
            v.error_at(r, "rounds count from 1");
            ok = false;
        }
        b = b.round(*r.get_ref());
    }
    for h in &pos.humans {
        ok &= v.check_ref(&h.character, c.characters.iter().map(|x| x.id.as_str()), "character");
        let in_car = h.in_car.as_ref().is_some_and(|b| *b.get_ref());
        b = match (&h.square, in_car) {
            (Some(s), false) => match square(s, v) {
                Some(p) => b.human(h.character.get_ref(), p),
                None => {
                    ok = false;
                    b.human(h.character.get_ref(), Pos::new(0, 0))
                }
            },
            (None, true) => b.human_in_car(h.character.get_ref()),
            (Some(s), true) => {
                v.error_at(s, "a human in the car has no square").set_help("remove `square` or `in_car`");
                ok = false;
                b.human_in_car(h.character.get_ref())
            }
            (None, false) => {
                v.error_at(&h.character, "this human has no `square` (or `in_car = true`)");
                ok = false;
                b.human_in_car(h.character.get_ref())
            }
        };
        if let Some(l) = &h.lives {
            if *l.get_ref() > 4 {
                v.error_at(l, "a human has at most 4 lives (GS-LIFE-1)");
                ok = false;
            }
            b = b.lives(*l.get_ref());
        }
        if let Some(s) = &h.seat {
            b = b.seat(*s.get_ref());
        }
        for t in &h.things {
            let empty = t.get_ref().ends_with('!');
            let Some(ti) = thing(t, v) else {
                ok = false;
                continue;
            };
            let id = &c.things[usize::from(ti)].id;
            if empty && !c.things[usize::from(ti)].firearm {
                v.error_at(t, format!("{id} is no firearm: only firearms run out of ammunition (GS-RES-2)"));
                ok = false;
            }
            b = if empty { b.holding_empty(id) } else { b.holding(id) };
        }
        for s in &h.searched {
            match square(s, v) {
                Some(p) => b = b.has_searched(p),
                None => ok = false,
            }
        }
    }
    for z in &pos.zombies {
        match square(z, v) {
            Some(p) => b = b.zombie(p),
            None => ok = false,
        }
    }
    for z in &pos.fresh_zombies {
        match square(z, v) {
            Some(p) => b = b.fresh_zombie(p),
            None => ok = false,
        }
    }
    for e in &pos.barricades {
        match edge(e, v) {
            Some(x) => b = b.barricade(x),
            None => ok = false,
        }
    }
    for e in &pos.destroyed_walls {
        match edge(e, v) {
            Some(x) => b = b.destroyed_wall(x),
            None => ok = false,
        }
    }
    for s in &pos.searched {
        match square(s, v) {
            Some(p) => b = b.searched(p),
            None => ok = false,
        }
    }
    if pos.all_searched {
        b = b.all_searched();
    }
    if pos.car_started {
        b = b.car_started();
    }
    for card in &pos.zombie_hand {
        ok &= v.check_ref(card, c.zombie_cards.iter().map(|z| z.id.as_str()), "zombie card");
    }
    b = b.zombie_hand(&pos.zombie_hand.iter().map(|n| n.get_ref().as_str()).collect::<Vec<_>>());
    if let Some(s) = &pos.start {
        match s.get_ref().trim() {
            "human phase" => b = b.start(Start::HumanPhase),
            "zombie phase" => b = b.start(Start::ZombiePhase),
            other => match human_index(other) {
                Some(i) if i < n => b = b.turn_of(i as u8),
                _ => {
                    v.error_at(s, format!("cannot read the start {other:?}"))
                        .set_help(format!("write \"human phase\", \"zombie phase\" or a human, \"H1\" to \"H{n}\""));
                    ok = false;
                }
            },
        }
    }
    if !ok {
        return None;
    }
    match b.check() {
        Ok(g) => Some(g),
        Err(problems) => {
            for p in problems {
                report(pos, file, &p, v);
            }
            None
        }
    }
}

/// Reports a problem of the builder at the value it is about.
fn report(pos: &Position, file: &BuildCx<'_, GridSiege>, p: &Problem, v: &mut Validator) {
    let zombie = |k: usize| pos.zombies.get(k).or_else(|| pos.fresh_zombies.get(k - pos.zombies.len().min(k)));
    let span = match p.subject {
        Subject::Human(i) => {
            pos.humans.get(i).map(|h| h.square.as_ref().map_or_else(|| h.character.span(), Spanned::span))
        }
        Subject::Thing(i, k) => pos.humans.get(i).and_then(|h| h.things.get(k).or(h.things.last())).map(Spanned::span),
        Subject::HumanSearched(i, k) => pos.humans.get(i).and_then(|h| h.searched.get(k)).map(Spanned::span),
        Subject::Zombie(k) => zombie(k).map(Spanned::span),
        Subject::Barricade(k) => pos.barricades.get(k).map(Spanned::span),
        Subject::DestroyedWall(k) => pos.destroyed_walls.get(k).map(Spanned::span),
        Subject::Searched(k) => pos.searched.get(k).map(Spanned::span),
        Subject::HandCard(k) => pos.zombie_hand.get(k).map(Spanned::span),
        Subject::Start => pos.start.as_ref().map(Spanned::span),
        Subject::Position => None,
    };
    v.report_span(Severity::Error, span.unwrap_or_else(|| file.envelope.game.span()), p.message.clone());
}

/// A square as written (`"L21"`), on the board.
fn square(n: &Name, v: &mut Validator) -> Option<Pos> {
    let m = &content().map;
    match Pos::parse(n.get_ref()) {
        Some(p) if m.contains(p) => Some(p),
        Some(p) => {
            let corner = Pos::new(m.width - 1, m.height - 1);
            v.error_at(n, format!("{p} is off the board (A1 to {corner})"));
            None
        }
        None => {
            v.error_at(n, format!("cannot read the square {:?}", n.get_ref()))
                .set_help("a column letter and a row number, like \"L21\"");
            None
        }
    }
}

/// An edge between two squares: `"C6/C7"`, or `"C6/S"` / `"C6/E"`.
fn edge(n: &Name, v: &mut Validator) -> Option<Edge> {
    let m = &content().map;
    match Edge::parse(n.get_ref()) {
        Some(e) if m.contains(e.squares().1) => Some(e),
        Some(e) => {
            v.error_at(n, format!("{e} is off the board"));
            None
        }
        None => {
            v.error_at(n, format!("cannot read the edge {:?}", n.get_ref()))
                .set_help("two adjacent squares, \"C6/C7\", or a square's south or east side, \"C6/S\"");
            None
        }
    }
}

/// A thing by id; a trailing `!` (out of ammunition) is allowed.
fn thing(n: &Name, v: &mut Validator) -> Option<u8> {
    let c = content();
    let id = n.get_ref().trim_end_matches('!');
    let found = c.thing_index(id);
    if found.is_none() {
        v.check_ref(&Name::new(n.span(), id.to_owned()), c.things.iter().map(|t| t.id.as_str()), "thing");
    }
    found
}

/// A human of the match by his name, `"H1"` for the first.
fn human(g: &GridSiege, n: &Name, v: &mut Validator) -> Option<usize> {
    let count = g.humans().len();
    match human_index(n.get_ref()) {
        Some(i) if i < count => Some(i),
        _ => {
            let known: Vec<String> = (0..count).map(|i| human_id(i as u8)).collect();
            v.check_ref(n, known.iter(), "human");
            None
        }
    }
}

fn human_index(s: &str) -> Option<usize> {
    let n: usize = s.trim().strip_prefix(['H', 'h'])?.parse().ok()?;
    n.checked_sub(1)
}

fn human_id(h: u8) -> String {
    format!("H{}", u16::from(h) + 1)
}

fn pending_name(p: Pending) -> String {
    let name = match serde_json::to_value(p) {
        Ok(Value::String(s)) => s,
        Ok(Value::Object(m)) => m.keys().next().cloned().unwrap_or_default(),
        _ => String::new(),
    };
    snake(&name)
}

fn snake(s: &str) -> String {
    let mut out = String::new();
    for (i, ch) in s.chars().enumerate() {
        if ch.is_ascii_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.push(ch.to_ascii_lowercase());
        } else {
            out.push(ch);
        }
    }
    out
}

/// An event as `{"event": "attacked", "human": "H1", "target": "L18",
/// "result": "push"}`: humans as `H1`, squares and edges as written in
/// scenario files, things, cards and characters by id.
pub fn event_json(e: &Event) -> Value {
    let c = content();
    let Some((name, fields)) = horde_rules::scenario::event_parts(e) else { return Value::Null };
    let mut out = Map::new();
    out.insert("event".into(), Value::String(snake(&name)));
    for (k, v) in fields {
        let id = |list: Vec<&str>, n: u64| {
            usize::try_from(n).ok().and_then(|i| list.get(i).map(|s| Value::String((*s).to_owned())))
        };
        let named = match (k.as_str(), &v) {
            ("human" | "carried" | "target" | "from" | "to", Value::Number(n)) => {
                n.as_u64().and_then(|h| u8::try_from(h).ok()).map(|h| Value::String(human_id(h)))
            }
            ("thing", Value::Number(n)) => {
                n.as_u64().and_then(|t| id(c.things.iter().map(|x| x.id.as_str()).collect(), t))
            }
            ("card", Value::Number(n)) => {
                n.as_u64().and_then(|t| id(c.zombie_cards.iter().map(|x| x.id.as_str()).collect(), t))
            }
            ("character", Value::Number(n)) => {
                n.as_u64().and_then(|t| id(c.characters.iter().map(|x| x.id.as_str()).collect(), t))
            }
            ("result" | "roll", Value::String(s)) => Some(Value::String(snake(s))),
            (_, Value::Object(o)) => place(o),
            _ => None,
        };
        out.insert(k, named.unwrap_or(v));
    }
    Value::Object(out)
}

/// A square (`{"x", "y"}`) or an edge (`{"pos", "south"}`) as text.
fn place(o: &Map<String, Value>) -> Option<Value> {
    let pos = |o: &Map<String, Value>| {
        let x = u8::try_from(o.get("x")?.as_u64()?).ok()?;
        let y = u8::try_from(o.get("y")?.as_u64()?).ok()?;
        Some(Pos::new(x, y))
    };
    if let Some(p) = pos(o) {
        return Some(Value::String(p.to_string()));
    }
    let p = pos(o.get("pos")?.as_object()?)?;
    let south = o.get("south")?.as_bool()?;
    Some(Value::String(Edge { pos: p, south }.to_string()))
}
