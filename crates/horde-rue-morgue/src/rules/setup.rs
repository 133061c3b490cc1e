//! Starting a match (RM-SETUP): the setup record, its validation, and the
//! initial state. Random parts of setup (starting equipment, tent cards)
//! are chance decisions taken right after `new`.

use super::RueMorgue;
use super::event::Event;
use super::state::{Heli, MatchResult, NONE, Phase, Slot, Stack, State, Step, Surv, flag};
use super::statics::{self, MAX_EQUIPMENT, MAX_SURVIVORS, MAX_ZOMBIE_CARDS, Static};
use crate::content::{Catalog, SetupRole};
use crate::map::{MAX_ZONES, NO_ZONE};
use crate::mission::{Mission, MissionDef, builtin_mission};
use horde_core::SetupError;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Which mission to play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MissionChoice {
    /// A mission shipped with the engine (`crate::mission::builtin_ids`).
    Builtin(String),
    /// A mission given in full.
    Inline(Box<MissionDef>),
}

/// One player: the survivors he controls and his team (RM-SETUP-4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSetup {
    pub survivors: Vec<String>,
    #[serde(default)]
    pub team: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    /// Crawler rules on (RM-CRAWL-10 lets newcomers drop them).
    pub crawlers: bool,
    /// Skip RM-SETUP-4's team sizes (6 to 12 survivors, equal teams):
    /// for tests, scenarios and simulations of small groups.
    pub free_team_size: bool,
    /// Team action cards each team holds, by `TeamCard` (Rush in, Forward,
    /// Fire): 1 or 2 cards in all, duplicates allowed, or none to play
    /// without team actions (RM-TEAM-1, RM-TEAM-7).
    pub team_cards: [u8; 3],
    /// The table agrees that survivors with "Can start at [danger level]"
    /// begin at that level (RM-SKILL-52: all other players must agree).
    pub can_start_at: bool,
}

impl Default for Options {
    fn default() -> Self {
        Self { crawlers: true, free_team_size: false, team_cards: [0; 3], can_start_at: false }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Setup {
    pub mission: MissionChoice,
    /// Seats in play order; each lists the survivors it controls.
    pub seats: Vec<SeatSetup>,
    /// Seat holding the first player token (RM-SETUP-10).
    #[serde(default)]
    pub first_player: u8,
    #[serde(default)]
    pub options: Options,
    /// The content to play with; `None` means the content shipped with the
    /// engine.
    #[serde(default)]
    pub catalog: Option<Catalog>,
}

impl Setup {
    /// One seat controlling the given survivors.
    pub fn solo(mission: &str, survivors: &[&str], catalog: Option<Catalog>) -> Self {
        Self {
            mission: MissionChoice::Builtin(mission.into()),
            seats: vec![SeatSetup { survivors: survivors.iter().map(|s| s.to_string()).collect(), team: 0 }],
            first_player: 0,
            options: Options::default(),
            catalog,
        }
    }
}

impl Setup {
    /// Rival teams for a competitive mission (RM-VS-1): one seat per team,
    /// in play order, numbered from 0; the first seat holds the first
    /// player token. RM-SETUP-4 wants one to four teams of equal size.
    pub fn rival_teams(mission: &str, teams: &[&[&str]], catalog: Option<Catalog>) -> Self {
        Self {
            mission: MissionChoice::Builtin(mission.into()),
            seats: teams
                .iter()
                .enumerate()
                .map(|(t, s)| SeatSetup { survivors: s.iter().map(|x| x.to_string()).collect(), team: t as u8 })
                .collect(),
            first_player: 0,
            options: Options::default(),
            catalog,
        }
    }
}

fn resolve_mission(m: &MissionChoice) -> Result<Arc<Mission>, SetupError> {
    match m {
        MissionChoice::Builtin(id) => builtin_mission(id)
            .ok_or_else(|| SetupError(format!("unknown mission {id:?}")))?
            .map_err(|e| SetupError(e.to_string())),
        MissionChoice::Inline(def) => {
            Mission::from_def((**def).clone()).map(Arc::new).map_err(|e| SetupError(e.to_string()))
        }
    }
}

fn check_teams(setup: &Setup) -> Result<(), SetupError> {
    let total: usize = setup.seats.iter().map(|s| s.survivors.len()).sum();
    if setup.options.free_team_size {
        return if total == 0 { Err(SetupError("no survivors".into())) } else { Ok(()) };
    }
    let mut per_team = std::collections::BTreeMap::new();
    for s in &setup.seats {
        *per_team.entry(s.team).or_insert(0usize) += s.survivors.len();
    }
    if !(6..=12).contains(&total) {
        return Err(SetupError(format!("RM-SETUP-4: {total} survivors; the total must be 6 to 12")));
    }
    if per_team.len() > 4 {
        return Err(SetupError("RM-SETUP-4: at most four teams".into()));
    }
    let sizes: Vec<usize> = per_team.values().copied().collect();
    if sizes.iter().any(|&n| !(1..=6).contains(&n)) || sizes.windows(2).any(|w| w[0] != w[1]) {
        return Err(SetupError(format!(
            "RM-SETUP-4: every team must have the same number (1 to 6) of survivors; got {sizes:?}"
        )));
    }
    Ok(())
}

/// Every team holds the same team action cards (RM-TEAM-1), dealt from
/// three copies of each (RM-PARTS-9).
fn check_team_card_supply(setup: &Setup) -> Result<(), SetupError> {
    let teams = setup.seats.iter().map(|s| s.team).collect::<std::collections::BTreeSet<_>>().len();
    for card in super::team::TeamCard::ALL {
        let wanted = usize::from(setup.options.team_cards[card as usize]) * teams;
        if wanted > usize::from(super::team::TeamCard::COPIES) {
            return Err(SetupError(format!(
                "RM-PARTS-9: {teams} teams would need {wanted} \"{}\" cards; the box holds {}",
                card.id(),
                super::team::TeamCard::COPIES
            )));
        }
    }
    Ok(())
}

pub fn new_game(setup: &Setup) -> Result<RueMorgue, SetupError> {
    let mission = resolve_mission(&setup.mission)?;
    let cards: u8 = setup.options.team_cards.iter().sum();
    if cards > 2 {
        return Err(SetupError(format!("RM-TEAM-1: each team chooses 1 or 2 team action cards, not {cards}")));
    }
    let catalog = match &setup.catalog {
        Some(c) => c.clone(),
        None => crate::content::builtin_catalog().clone(),
    };
    if setup.seats.is_empty() || setup.seats.len() > MAX_SURVIVORS {
        return Err(SetupError("between 1 and 12 seats".into()));
    }
    if setup.first_player as usize >= setup.seats.len() {
        return Err(SetupError(format!("first player {} is not a seat", setup.first_player)));
    }
    check_teams(setup)?;
    check_team_card_supply(setup)?;
    if mission.def.mode == crate::mission::Mode::Competitive {
        super::competitive::check_rival_seats(setup)?;
    }
    if catalog.equipment.len() > MAX_EQUIPMENT {
        return Err(SetupError(format!("at most {MAX_EQUIPMENT} equipment cards are supported")));
    }
    if catalog.zombie_cards.is_empty() || catalog.zombie_cards.len() > MAX_ZOMBIE_CARDS {
        return Err(SetupError(format!("between 1 and {MAX_ZOMBIE_CARDS} zombie cards are supported")));
    }
    let specials = statics::specials(&catalog)?;
    let kinds = statics::kinds(&catalog)?;
    let mut survivors = Vec::new();
    let mut owner = Vec::new();
    for (seat, s) in setup.seats.iter().enumerate() {
        for id in &s.survivors {
            if survivors.iter().any(|x: &statics::SurvivorStatic| &x.id == id) {
                return Err(SetupError(format!("survivor {id:?} chosen twice")));
            }
            survivors.push(statics::survivor_static(&catalog, id)?);
            owner.push(seat as u8);
        }
    }
    if survivors.is_empty() || survivors.len() > MAX_SURVIVORS {
        return Err(SetupError("between 1 and 12 survivors".into()));
    }
    let n = survivors.len();
    // RM-SPAWN-3: 4 dice, +1 per 2 survivors above six (rounded up).
    let spawn_dice = 4 + (n.saturating_sub(6) as u8).div_ceil(2);
    let map = &mission.map;
    let start = map.zones.iter().position(|z| z.start).unwrap_or(0) as u8;

    let mut s = State {
        phase: Phase::Setup,
        turn: 1,
        first_player: setup.first_player,
        seat_pos: 0,
        active: NONE,
        n_surv: n as u8,
        survivors: [Surv::default(); MAX_SURVIVORS],
        zombies: [[0; 5]; MAX_ZONES],
        noise: [0; MAX_ZONES],
        open_doors: 0,
        spawned: 0,
        objectives_taken: 0,
        woken_spawns: 0,
        events_used: 0,
        tents: [NONE; MAX_ZONES],
        tents_revealed: 0,
        eq_deck: [0; MAX_EQUIPMENT],
        eq_discard: [0; MAX_EQUIPMENT],
        molotovs: catalog.equipment.get(specials.molotov as usize).map_or(0, |e| e.count),
        zdeck: if catalog.zombie_cards.len() == 64 { u64::MAX } else { (1u64 << catalog.zombie_cards.len()) - 1 },
        zdiscard: 0,
        held: 0,
        heli: Heli::default(),
        stack: Stack::default(),
        attack: Default::default(),
        split: Default::default(),
        movers: [[0; 5]; MAX_ZONES],
        dice: [0; 32],
        n_dice: 0,
        spawn_queue: [0; 32],
        queue_len: 0,
        team_played: [[0; 3]; 4],
        loud: NONE,
        loud_by: NONE,
        window_moves: 0,
        result: MatchResult::Running,
        abominations_killed: 0,
        wound_kinds: [0; 5],
        rotten: 0,
        taunter: NONE,
    };
    for (i, d) in map.doors.iter().enumerate() {
        if d.open {
            s.open_doors |= 1 << i;
        }
    }
    // RM-SETUP-5/7: the deck holds the Deck cards; starting cards join it
    // after the deal; set-aside cards never do.
    for (i, e) in catalog.equipment.iter().enumerate() {
        if e.setup == SetupRole::Deck {
            s.eq_deck[i] = e.count;
        }
    }
    for (i, sv) in survivors.iter().enumerate() {
        let mut surv =
            Surv { zone: start, flags: flag::ALIVE, aboard: NONE, skills: statics::blue_skills(sv), ..Surv::default() };
        surv.damage_with = sv.damage_with.map_or(0, |c| c + 1);
        // RM-SKILL-54: "Starts with [item]" cards go in at setup.
        let mut slot = 1;
        for &item in &sv.starts_with {
            let pool = if catalog.equipment[item as usize].setup == SetupRole::Deck {
                &mut s.eq_deck[item as usize]
            } else {
                &mut 0
            };
            if *pool > 0 {
                *pool -= 1;
            }
            if slot < surv.slot_count() {
                surv.slots[slot] = Slot::card(item);
                slot += 1;
            }
        }
        s.survivors[i] = surv;
    }
    if let Some(h) = &mission.def.helicopter {
        let z = map.zone_by_id(&h.zone).unwrap_or(NO_ZONE);
        s.heli.zone = z;
        s.heli.flying = h.flying;
        s.heli.can_fly = h.can_fly;
    }
    let st = Static {
        mission: mission.clone(),
        kinds,
        cards: catalog.zombie_cards.iter().map(|c| c.lines).collect(),
        card_numbers: catalog.zombie_cards.iter().map(|c| c.number).collect(),
        specials,
        survivors,
        owner,
        team_of_seat: setup.seats.iter().map(|s| s.team).collect(),
        num_seats: setup.seats.len() as u8,
        spawn_dice,
        crawlers: setup.options.crawlers,
        team_cards: setup.options.team_cards,
        objective_zones: mask_of(map, |z| z.objective.is_some()),
        exit_zones: mask_of(map, |z| z.exit),
        removed_cards: super::mission_setup::removed_cards(&mission.def, &catalog)?,
        catalog,
    };
    let mut g = RueMorgue { st: Arc::new(st), s };
    let mut sink = Vec::new();
    // The mission's own setup (RM-SETUP-3, RM-SETUP-6, RM-VS-7); zombie
    // kinds that run out meanwhile act once the deal is done (RM-OUT-1).
    let ran_out = g.mission_setup(&mut sink);
    g.push_runouts(ran_out, &mut sink);
    // Chance resolves the deal, then the tents; the stack runs top first.
    g.s.stack.push(Step::SetupTents { from: 0 });
    g.s.stack.push(Step::SetupDeal { next: 0 });
    if setup.options.can_start_at {
        g.start_at_levels(&mut sink);
    }
    g.run(&mut sink);
    Ok(g)
}

fn mask_of(map: &crate::map::Map, f: impl Fn(&crate::map::Zone) -> bool) -> u64 {
    map.zones.iter().enumerate().filter(|(_, z)| f(z)).fold(0, |m, (i, _)| m | 1 << i)
}

impl RueMorgue {
    /// RM-SKILL-52: the XP marker goes on the first value of the level, and
    /// the levels passed bring their skills as in play (RM-XP-2): the
    /// orange and red choices are the owners' first decisions, before the
    /// deal.
    fn start_at_levels(&mut self, ev: &mut Vec<Event>) {
        for i in (0..self.s.n_surv).rev() {
            if let Some(level) = self.st.survivors[i as usize].start_level {
                let xp = super::helpers::LEVELS[level as usize - 1];
                self.gain_xp(i, u8::try_from(xp).unwrap_or(u8::MAX), ev);
            }
        }
    }
}
