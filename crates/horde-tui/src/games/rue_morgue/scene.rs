//! What the Rue Morgue board shows, as plain data that events can update
//! one at a time while the zombies' phase plays.

use horde_core::{Game, Viewer};
use horde_rue_morgue::content::{DangerLevel, ZombieKind};
use horde_rue_morgue::map::NO_ZONE;
use horde_rue_morgue::mission::Color;
use horde_rue_morgue::skills::Skill;
use horde_rue_morgue::{NONE, Phase, RueMorgue, SLOTS, Slot, TentCard, flag};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ZoneScene {
    /// Per kind, in `ZombieKind::ALL` order.
    pub zombies: [u8; 5],
    pub noise: u8,
    /// An objective token still on the board, by colour.
    pub objective: Option<Color>,
    /// `Some(None)`: a face-down tent card.
    pub tent: Option<Option<TentCard>>,
    pub spawn_active: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SurvScene {
    pub zone: u8,
    pub seat: u8,
    pub alive: bool,
    pub xp: u16,
    /// 0 blue .. 3 red.
    pub level: u8,
    pub wounds: u8,
    pub slots: [Slot; SLOTS],
    pub actions: u8,
    pub done: bool,
    pub searched: bool,
    pub aboard: Option<u8>,
    pub skills: Vec<Skill>,
}

#[derive(Clone, Debug)]
pub struct Scene {
    /// The state the scene was read from: names, the map, the catalogue.
    pub game: RueMorgue,
    pub zones: Vec<ZoneScene>,
    pub surv: Vec<SurvScene>,
    pub doors_open: u64,
    /// Zone and flying, when the mission has a helicopter.
    pub heli: Option<(u8, bool)>,
    pub turn: u16,
    pub phase: Phase,
    pub active: Option<u8>,
    pub over: Option<bool>,
}

impl Scene {
    pub fn new(g: &RueMorgue, viewer: Viewer) -> Self {
        // The view is what this viewer may know: face-down tents stay
        // face down. Everything else of Rue Morgue is open information,
        // read from the state for its numbers.
        let view = g.view(viewer);
        let s = g.state();
        let zones = view
            .zones
            .iter()
            .enumerate()
            .map(|(i, z)| ZoneScene {
                zombies: z.zombies,
                noise: z.noise,
                objective: g
                    .statics()
                    .map()
                    .zones
                    .get(i)
                    .and_then(|mz| mz.objective)
                    .filter(|_| z.objective.is_some())
                    .map(|o| o.color),
                tent: z.tent,
                spawn_active: z.spawn_active,
            })
            .collect();
        let surv = (0..s.n_surv as usize)
            .map(|i| {
                let sv = &s.survivors[i];
                let v = &view.survivors[i];
                SurvScene {
                    zone: sv.zone,
                    seat: v.seat,
                    alive: sv.alive(),
                    xp: sv.xp,
                    level: v.level,
                    wounds: sv.wounds,
                    slots: sv.slots,
                    actions: v.actions_left,
                    done: sv.flags & flag::DONE != 0,
                    searched: sv.flags & flag::SEARCHED != 0,
                    aboard: (sv.aboard != NONE).then_some(sv.aboard),
                    skills: sv.skills.iter().collect(),
                }
            })
            .collect();
        Self {
            game: g.clone(),
            zones,
            surv,
            doors_open: s.open_doors,
            heli: (s.heli.zone != NO_ZONE).then_some((s.heli.zone, s.heli.flying)),
            turn: s.turn,
            phase: s.phase,
            active: (s.active != NONE).then_some(s.active),
            over: g.outcome().map(|o| !o.winners.is_empty()),
        }
    }

    pub fn zone_name(&self, z: u8) -> &str {
        self.game.statics().map().zones.get(z as usize).map_or("?", |z| z.id.as_str())
    }

    /// The danger level: the most experienced living survivor's (RM-XP-4).
    pub fn danger(&self) -> DangerLevel {
        let level = self.surv.iter().filter(|s| s.alive).map(|s| s.level).max().unwrap_or(0);
        DangerLevel::ALL[(level as usize).min(3)]
    }

    pub fn zone_mut(&mut self, z: u8) -> Option<&mut ZoneScene> {
        self.zones.get_mut(z as usize)
    }

    pub fn add_zombies(&mut self, z: u8, k: ZombieKind, n: i32) {
        if let Some(zone) = self.zone_mut(z) {
            let c = &mut zone.zombies[k.index()];
            *c = (i32::from(*c) + n).clamp(0, 255) as u8;
        }
    }

    pub fn survivor_mut(&mut self, i: u8) -> Option<&mut SurvScene> {
        self.surv.get_mut(i as usize)
    }

    pub fn survivor_zone(&self, i: u8) -> Option<u8> {
        self.surv.get(i as usize).map(|s| s.zone)
    }
}
