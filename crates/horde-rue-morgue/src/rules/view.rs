//! The view: everything a seat may know. Rue Morgue is open information
//! except the decks' order (not even in the state: draws are chance) and
//! face-down tent cards, which the view never shows.

use super::state::{NONE, Phase, Step};
use super::statics::TentCard;
use super::{RueMorgue, helpers::level_of};
use horde_core::{Decision, Game, Viewer};
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ZoneView {
    pub id: String,
    /// Walkers, fatties, runners, crawlers, Abominations.
    pub zombies: [u8; 5],
    pub noise: u8,
    pub objective: Option<String>,
    /// `Some(revealed card)`, `Some(None)` for a face-down tent.
    pub tent: Option<Option<TentCard>>,
    pub spawn_active: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SurvivorView {
    pub id: String,
    pub name: String,
    pub seat: u8,
    pub zone: String,
    pub alive: bool,
    pub xp: u16,
    pub level: u8,
    pub wounds: u8,
    /// Slot contents: card names, "wound", or empty strings; "(spent)"
    /// marks a weapon to reload.
    pub inventory: Vec<String>,
    pub actions_left: u8,
    pub activated: bool,
    pub searched: bool,
    pub helicopter_seat: Option<u8>,
    pub skills: Vec<String>,
    /// Holds the Rotten token (RM-SKILL-33).
    pub rotten: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DoorView {
    pub between: [String; 2],
    pub open: bool,
    pub color: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HeliView {
    pub zone: String,
    pub flying: bool,
    pub seats: Vec<Option<String>>,
    pub items: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    pub mission: String,
    pub turn: u16,
    pub first_player: u8,
    pub phase: String,
    pub decision: Decision,
    /// What the deciding seat is asked (readable).
    pub asking: String,
    pub active_survivor: Option<String>,
    pub danger: String,
    pub zones: Vec<ZoneView>,
    pub survivors: Vec<SurvivorView>,
    pub doors: Vec<DoorView>,
    pub helicopter: Option<HeliView>,
    pub equipment_deck: u32,
    /// The discard piles lie face up: everyone may know what is in them
    /// (and so, by difference, what is left in the decks).
    pub equipment_discard: Vec<(String, u8)>,
    pub zombie_deck: u32,
    pub zombie_discard: Vec<u16>,
    /// Zombie cards a Distributor has drawn and not yet dealt, face up
    /// (RM-SKILL-65).
    pub zombie_cards_held: Vec<u16>,
    /// Set-aside Molotov cards ready for combining.
    pub molotovs_available: u8,
    /// The dice of the latest roll, in the order rolled.
    pub dice: Vec<u8>,
    pub result: Option<String>,
    /// Competitive mode: each team's total so far, as it would score now
    /// (RM-VS-2), by team number; empty in the cooperative game.
    pub team_scores: Vec<(u8, u32)>,
    /// The team of each seat (RM-SETUP-4).
    pub team_of_seat: Vec<u8>,
}

pub fn build(g: &RueMorgue, _viewer: Viewer) -> View {
    let st = &g.st;
    let s = &g.s;
    let map = st.map();
    let slot_name = |slot: super::Slot| -> String {
        if slot.is_wound() {
            "wound".into()
        } else if let Some(c) = slot.item() {
            if slot.spent() {
                format!("{} (spent)", st.eq_name(c))
            } else if slot.flipped() {
                format!("{} (flipped)", st.eq_name(c))
            } else {
                st.eq_name(c).to_string()
            }
        } else {
            String::new()
        }
    };
    let zones = map
        .zones
        .iter()
        .enumerate()
        .map(|(i, z)| ZoneView {
            id: z.id.clone(),
            zombies: s.zombies[i],
            noise: s.noise[i],
            objective: z
                .objective
                .filter(|_| s.objectives_taken & (1 << i) == 0)
                .map(|o| format!("{:?}", o.color).to_lowercase()),
            tent: (s.tents[i] != NONE)
                .then(|| (s.tents_revealed & (1 << i) != 0).then(|| TentCard::ALL[s.tents[i] as usize])),
            spawn_active: z.indicators != 0
                || z.spawn_color == Some(crate::mission::Color::Red)
                || s.woken_spawns & (1 << i) != 0,
        })
        .collect();
    let survivors = (0..s.n_surv)
        .map(|i| {
            let sv = &s.survivors[i as usize];
            SurvivorView {
                id: st.survivors[i as usize].id.clone(),
                name: st.survivors[i as usize].name.clone(),
                seat: st.owner[i as usize],
                zone: map.zone(sv.zone).id.clone(),
                alive: sv.alive(),
                xp: sv.xp,
                level: level_of(sv.xp),
                wounds: sv.wounds,
                inventory: sv.inventory().iter().map(|x| slot_name(*x)).collect(),
                actions_left: if s.active == i { sv.actions } else { 0 },
                activated: sv.flags & super::flag::DONE != 0,
                searched: sv.flags & super::flag::SEARCHED != 0,
                helicopter_seat: (sv.aboard != NONE).then_some(sv.aboard),
                skills: sv.skills.iter().map(|k| k.name().to_string()).collect(),
                rotten: g.is_rotten(i),
            }
        })
        .collect();
    let doors = map
        .doors
        .iter()
        .enumerate()
        .map(|(i, d)| DoorView {
            between: [map.zone(d.a).id.clone(), map.zone(d.b).id.clone()],
            open: s.open_doors & (1 << i) != 0,
            color: format!("{:?}", d.color).to_lowercase(),
        })
        .collect();
    let helicopter = (s.heli.zone != crate::map::NO_ZONE).then(|| HeliView {
        zone: map.zone(s.heli.zone).id.clone(),
        flying: s.heli.flying,
        seats: s.heli.seats.iter().map(|&x| (x != NONE).then(|| st.survivors[x as usize].name.clone())).collect(),
        items: s.heli.items.iter().filter(|x| !x.is_empty()).map(|x| slot_name(*x)).collect(),
    });
    let count = |v: &[u8]| v.iter().map(|&n| u32::from(n)).sum::<u32>();
    View {
        mission: st.mission.def.id.clone(),
        turn: s.turn,
        first_player: s.first_player,
        phase: match s.phase {
            Phase::Setup => "setup",
            Phase::Players => "players",
            Phase::Zombies => "zombies",
            Phase::Over => "over",
        }
        .into(),
        decision: g.decision(),
        asking: match s.stack.top() {
            None if s.active == NONE => "choose a survivor to activate".into(),
            None => format!("{}'s action", g.name(s.active)),
            Some(Step::PlaceCard { card, .. }) => format!("keep or discard {}", st.eq_name(card)),
            Some(Step::ZombieWounds { zone, .. }) => format!("who takes a zombie wound in {}", g.zone_name(zone)),
            Some(step) => format!("{step:?}"),
        },
        active_survivor: (s.active != NONE).then(|| g.name(s.active).to_string()),
        danger: format!("{:?}", g.danger()).to_lowercase(),
        zones,
        survivors,
        doors,
        helicopter,
        equipment_deck: count(&s.eq_deck),
        equipment_discard: s
            .eq_discard
            .iter()
            .enumerate()
            .filter(|(_, n)| **n > 0)
            .map(|(i, n)| (g.statics().catalog.equipment[i].id.clone(), *n))
            .collect(),
        zombie_deck: s.zdeck.count_ones(),
        zombie_discard: (0..64)
            .filter(|i| s.zdiscard & (1u64 << i) != 0)
            .filter_map(|i| g.statics().catalog.zombie_cards.get(i).map(|c| c.number))
            .collect(),
        zombie_cards_held: (0..64)
            .filter(|i| s.held & (1u64 << i) != 0)
            .filter_map(|i| g.statics().catalog.zombie_cards.get(i).map(|c| c.number))
            .collect(),
        molotovs_available: s.molotovs,
        dice: s.dice[..s.n_dice as usize].to_vec(),
        result: g.outcome().map(|o| o.reason),
        team_scores: if g.competitive() { g.team_scores() } else { Vec::new() },
        team_of_seat: st.team_of_seat.clone(),
    }
}
