//! Static measures of how hard a mission's design is, until simulated
//! play can measure it: more spawn zones, longer routes, fewer weapons,
//! zombies on the board at setup and harsher conditions make a mission
//! harder; more rooms to search make it easier.

use crate::content::ZombieKind;
use crate::map::{DistanceMap, Map, UNREACHABLE, ZoneId};
use crate::mission::{Condition, MissionDef};

/// The design levers of one mission.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MissionMetrics {
    pub zones: usize,
    /// Zones with spawn indicators.
    pub spawn_zones: usize,
    /// Blue and pink spawn zones that wake during play.
    pub colour_spawns: usize,
    pub searchable: usize,
    pub objectives: usize,
    pub tents: usize,
    /// Steps of a walk from the start through every objective (nearest
    /// first) and on to the exit, every door counted open.
    pub route: usize,
    /// Zombies at setup, weighted: Abomination 6, fatty and runner 2,
    /// walker and crawler 1.
    pub start_threat: usize,
    /// Equipment cards removed from the deck.
    pub removed: usize,
    pub any_death_loses: bool,
    pub turn_limit: Option<u16>,
}

impl MissionMetrics {
    /// One number to order missions by: higher is harder. The weights are
    /// a designer's judgement, not a measurement.
    pub fn pressure(&self) -> i64 {
        let b = |x: bool| i64::from(x);
        4 * self.spawn_zones as i64
            + 5 * self.colour_spawns as i64
            + self.route as i64 / 2
            + 2 * self.start_threat as i64
            + 2 * self.removed as i64
            + 12 * b(self.any_death_loses)
            + self.tents as i64
            + 2 * self.objectives as i64
            - self.searchable as i64 / 3
    }
}

/// Measures a mission whose map has been built.
pub fn metrics(def: &MissionDef, map: &Map) -> MissionMetrics {
    let mut dist: DistanceMap = [UNREACHABLE; crate::map::MAX_ZONES];
    let objectives: Vec<ZoneId> =
        (0..map.zone_count() as ZoneId).filter(|&z| map.zone(z).objective.is_some()).collect();
    let exits: Vec<ZoneId> = (0..map.zone_count() as ZoneId).filter(|&z| map.zone(z).exit).collect();
    let start = (0..map.zone_count() as ZoneId).find(|&z| map.zone(z).start);
    let mut route = 0usize;
    if let Some(mut at) = start {
        let mut left = objectives.clone();
        while !left.is_empty() {
            // Distances from `at`: the map is undirected for walking.
            map.distances_to(at, 0, true, &mut dist);
            let Some((i, d)) = left
                .iter()
                .enumerate()
                .map(|(i, &z)| (i, dist[z as usize]))
                .filter(|&(_, d)| d != UNREACHABLE)
                .min_by_key(|&(i, d)| (d, i))
            else {
                break;
            };
            route += usize::from(d);
            at = left.swap_remove(i);
        }
        if !exits.is_empty() {
            map.distances_to(at, 0, true, &mut dist);
            if let Some(d) = exits.iter().map(|&z| dist[z as usize]).filter(|&d| d != UNREACHABLE).min() {
                route += usize::from(d);
            }
        }
    }
    let start_threat = def
        .start_zombies
        .iter()
        .map(|p| {
            let w = match p.kind {
                ZombieKind::Abomination => 6,
                ZombieKind::Fatty | ZombieKind::Runner => 2,
                ZombieKind::Walker | ZombieKind::Crawler => 1,
            };
            w * usize::from(p.count)
        })
        .sum();
    MissionMetrics {
        zones: map.zone_count(),
        spawn_zones: map.zones.iter().filter(|z| z.indicators != 0).count(),
        colour_spawns: map.zones.iter().filter(|z| z.indicators == 0 && z.spawn_color.is_some()).count(),
        searchable: map.zones.iter().filter(|z| z.searchable).count(),
        objectives: objectives.len(),
        tents: map.zones.iter().filter(|z| z.tent_spot).count(),
        route,
        start_threat,
        removed: def.equipment.remove.len(),
        any_death_loses: def.defeat.contains(&Condition::AnySurvivorDead),
        turn_limit: def.turn_limit,
    }
}
