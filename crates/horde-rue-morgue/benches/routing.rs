//! The zombies' routing (RM-ZMOVE-1) two ways, side by side in one run:
//! Rue Morgue's own breadth-first search on fixed 64-zone arrays
//! (`Map::distances_to`, `Map::first_steps`) against the same routes from
//! `horde-board`'s `ZoneGraph`, `DistanceMap::fill_bfs` and `first_steps`.
//!
//! The work timed is what the zombies' phase does to move its groups:
//! for every zone holding zombies, a distance map to each of the group's
//! targets, the first steps on the shortest routes and, for a target with
//! no open route, the fallback search with every door counted as open
//! (`RueMorgue::directions`). The targets themselves (sight, noise) come
//! from the engine (`RueMorgue::zombie_route`) and are not timed: they
//! are the same for both route finders.
//!
//! Boards:
//! - `tutorial-1/crowded`: the board of the `zombies_phase` bench (six
//!   survivors, about sixty zombies, every listed door open, noise);
//! - `all-missions/crowded`: every builtin mission with six survivors
//!   spread over its zones, zombies in every other zone, noise in two
//!   zones and the doors as the mission leaves them (mostly closed, so
//!   the fallback route runs too).
//!
//! Before timing, both finders must agree on every distance map (to every
//! zone, doors as they are and all open), on the first steps from every
//! zone, and with the engine on every group's directions. Then, before
//! criterion's figures, the three variants are also timed in turns under
//! the same load (see `interleaved`), for a machine shared with builds.
//!
//! Run with `cargo bench -p horde-rue-morgue --bench routing`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use horde_board::{
    DistanceMap as BoardMap, EdgeId, UNREACHABLE as BOARD_UNREACHABLE, ZoneGraph, ZoneId as BoardZone, first_steps,
};
use horde_rue_morgue::content::ZombieKind;
use horde_rue_morgue::map::{self, DistanceMap, LinkKind, MAX_ZONES, Map, UNREACHABLE, ZoneId, ZoneMask, iter_mask};
use horde_rue_morgue::mission::builtin_ids;
use horde_rue_morgue::position::Scenario;
use horde_rue_morgue::{RueMorgue, Setup};
use std::hint::black_box;
use std::time::Instant;

const TEAM: [&str; 6] = ["parker", "terry", "dan", "katie", "bear", "jane"];

/// The `zombies_phase` bench's board.
fn tutorial_crowded() -> RueMorgue {
    const PLACES: [(&str, &str); 6] =
        [("parker", "st3"), ("terry", "st4"), ("dan", "st6"), ("katie", "st9"), ("bear", "d2"), ("jane", "b3")];
    const HORDE: [(&str, ZombieKind, u8); 14] = [
        ("st1", ZombieKind::Walker, 4),
        ("st2", ZombieKind::Walker, 5),
        ("st2", ZombieKind::Runner, 2),
        ("st3", ZombieKind::Walker, 2),
        ("st4", ZombieKind::Fatty, 1),
        ("st5", ZombieKind::Walker, 6),
        ("st5", ZombieKind::Runner, 3),
        ("st7", ZombieKind::Walker, 5),
        ("st8", ZombieKind::Walker, 4),
        ("st8", ZombieKind::Crawler, 3),
        ("st10", ZombieKind::Walker, 6),
        ("st10", ZombieKind::Fatty, 2),
        ("st11", ZombieKind::Runner, 3),
        ("c1", ZombieKind::Walker, 5),
    ];
    const DOORS: [(&str, &str); 7] =
        [("a1", "st1"), ("a2", "st2"), ("b3", "st4"), ("c1", "st2"), ("c2", "st6"), ("d1", "st6"), ("d2", "st4")];
    let mut sc = Scenario::new(&Setup::solo("tutorial-1", &TEAM, None)).expect("the tutorial sets up");
    for (surv, zone) in PLACES {
        sc.place(surv, zone).expect("survivor and zone exist");
    }
    for (a, b) in DOORS {
        sc.door(a, b, true).expect("door exists");
    }
    for (zone, kind, n) in HORDE {
        sc.zombies(zone, kind, n).expect("zone exists");
    }
    for zone in ["st1", "st8", "st11"] {
        sc.noise(zone, 2).expect("zone exists");
    }
    sc.game
}

/// A builtin mission crowded the same way whatever its map: survivors at
/// six zones spread over the zone list, two walkers (and a runner in
/// every third zone) everywhere else, noise in two zones.
fn mission_crowded(id: &str) -> RueMorgue {
    let mut sc = Scenario::new(&Setup::solo(id, &TEAM, None))
        .or_else(|_| Scenario::new(&Setup::rival_teams(id, &[&TEAM[..3], &TEAM[3..]], None)))
        .unwrap_or_else(|e| panic!("{id} sets up neither solo nor with two rival teams: {e:?}"));
    let map = sc.game.statics().map();
    let free: Vec<ZoneId> = (0..map.zone_count() as ZoneId).filter(|&z| !map.zone(z).wreck).collect();
    let len = free.len();
    let names: Vec<String> = free.iter().map(|&z| map.zone(z).id.clone()).collect();
    let homes: Vec<usize> = (0..6).map(|k| (k * len / 6 + len / 12).min(len - 1)).collect();
    for (surv, &k) in TEAM.iter().zip(&homes) {
        sc.place(surv, &names[k]).expect("survivor and zone exist");
    }
    for (k, name) in names.iter().enumerate() {
        if !homes.contains(&k) {
            sc.zombies(name, ZombieKind::Walker, 2).expect("zone exists");
            if k % 3 == 0 {
                sc.zombies(name, ZombieKind::Runner, 1).expect("zone exists");
            }
        }
    }
    for k in [len / 3, 2 * len / 3] {
        sc.noise(&names[k], 2).expect("zone exists");
    }
    sc.game
}

/// One group's routing question: its zone, its targets, and the engine's
/// answer.
#[derive(Clone, Copy)]
struct Group {
    zone: ZoneId,
    targets: ZoneMask,
    directions: ZoneMask,
}

/// A crowded board and both finders' view of its map.
struct Board {
    name: String,
    game: RueMorgue,
    graph: BoardGraph,
    groups: Vec<Group>,
}

impl Board {
    fn new(name: String, game: RueMorgue) -> Self {
        let graph = BoardGraph::new(game.statics().map());
        let n = game.statics().map().zone_count() as ZoneId;
        let s = game.state();
        let groups = (0..n)
            .filter(|&z| s.zombies[z as usize].iter().any(|&c| c > 0))
            .map(|zone| {
                let (targets, directions) = game.zombie_route(zone);
                Group { zone, targets, directions }
            })
            .collect();
        Self { name, game, graph, groups }
    }

    fn map(&self) -> &Map {
        self.game.statics().map()
    }

    fn open_doors(&self) -> u64 {
        self.game.state().open_doors
    }
}

/// The Rue Morgue map as a `horde-board` zone graph: one edge per pair of
/// zones sharing a cell edge, with the kind of the join per edge id.
struct BoardGraph {
    graph: ZoneGraph,
    kinds: Vec<LinkKind>,
    wreck: Vec<bool>,
}

impl BoardGraph {
    fn new(map: &Map) -> Self {
        let mut edges = Vec::new();
        let mut kinds = Vec::new();
        for (a, links) in map.links.iter().enumerate() {
            for l in links.iter().filter(|l| usize::from(l.to) > a) {
                edges.push((BoardZone(a as u16), BoardZone(u16::from(l.to))));
                kinds.push(l.kind);
            }
        }
        let graph = ZoneGraph::new(map.zone_count(), &edges).expect("a Rue Morgue map is a simple graph");
        // The Rue Morgue links are symmetric, so one kind per edge says it all.
        for (a, links) in map.links.iter().enumerate() {
            for l in links {
                let e =
                    graph.edge_between(BoardZone(a as u16), BoardZone(u16::from(l.to))).expect("every link is an edge");
                assert_eq!(kinds[e.index()], l.kind, "link {a}-{} differs from its reverse", l.to);
            }
        }
        let wreck = map.zones.iter().map(|z| z.wreck).collect();
        Self { graph, kinds, wreck }
    }

    /// The step `u -> v` by `e` as `Map::distances_to` and
    /// `Map::first_steps` take it: nobody enters a wreck zone; doors by
    /// their state, or all open for the zombies' fallback route.
    fn passable(&self, open_doors: u64, doors_as_open: bool) -> impl Fn(BoardZone, BoardZone, EdgeId) -> bool + '_ {
        move |_, v, e| {
            !self.wreck[v.index()]
                && match self.kinds[e.index()] {
                    LinkKind::Door(_) if doors_as_open => true,
                    k => map::passable(k, open_doors),
                }
        }
    }

    fn fill(&self, target: ZoneId, open_doors: u64, doors_as_open: bool, out: &mut BoardMap) {
        // A wreck target is out of reach (as in `Map::distances_to`).
        let source = [BoardZone(u16::from(target))];
        let sources: &[BoardZone] = if self.wreck[target as usize] { &[] } else { &source };
        out.fill_bfs(&self.graph, sources, self.passable(open_doors, doors_as_open)).expect("target is on the map");
    }

    fn first_steps(
        &self,
        from: ZoneId,
        dist: &BoardMap,
        open_doors: u64,
        doors_as_open: bool,
        buf: &mut Vec<BoardZone>,
    ) -> ZoneMask {
        first_steps(&self.graph, BoardZone(u16::from(from)), dist, self.passable(open_doors, doors_as_open), buf)
            .expect("map filled for this graph");
        buf.iter().fold(0, |m, z| m | 1 << z.0)
    }

    /// `RueMorgue::directions` on horde-board.
    fn directions(
        &self,
        zone: ZoneId,
        targets: ZoneMask,
        open_doors: u64,
        dist: &mut BoardMap,
        buf: &mut Vec<BoardZone>,
    ) -> ZoneMask {
        let here = BoardZone(u16::from(zone));
        let mut dirs = 0;
        for t in iter_mask(targets) {
            if t == zone {
                continue;
            }
            self.fill(t, open_doors, false, dist);
            if dist.distance(&self.graph, here).is_some() {
                dirs |= self.first_steps(zone, dist, open_doors, false, buf);
            } else {
                self.fill(t, open_doors, true, dist);
                // A closed door still stops the group.
                let walk = self.passable(open_doors, false);
                for s in iter_mask(self.first_steps(zone, dist, open_doors, true, buf)) {
                    let e =
                        self.graph.edge_between(here, BoardZone(u16::from(s))).expect("a first step is a neighbour");
                    if walk(here, BoardZone(u16::from(s)), e) && !self.wreck[zone as usize] {
                        dirs |= 1 << s;
                    }
                }
            }
        }
        dirs
    }
}

/// `RueMorgue::directions` on Rue Morgue's own map search (the engine's
/// code, with the targets given).
fn own_directions(map: &Map, zone: ZoneId, targets: ZoneMask, open_doors: u64) -> ZoneMask {
    let mut dist: DistanceMap = [UNREACHABLE; MAX_ZONES];
    let mut dirs = 0u64;
    for t in iter_mask(targets) {
        if t == zone {
            continue;
        }
        map.distances_to(t, open_doors, false, &mut dist);
        if dist[zone as usize] != UNREACHABLE {
            dirs |= map.first_steps(zone, &dist, open_doors, false);
        } else {
            map.distances_to(t, open_doors, true, &mut dist);
            for s in iter_mask(map.first_steps(zone, &dist, open_doors, true)) {
                if map.walkable(zone, s, open_doors) {
                    dirs |= 1 << s;
                }
            }
        }
    }
    dirs
}

/// Both finders give the same distance maps and first steps everywhere on
/// the board, and the same directions as the engine for every group.
/// Returns the number of breadth-first searches one routing pass makes.
fn check(board: &Board) -> usize {
    let (map, g, open) = (board.map(), &board.graph, board.open_doors());
    let n = map.zone_count();
    let (mut own, mut theirs, mut buf) = ([0u8; MAX_ZONES], BoardMap::new(), Vec::new());
    for t in 0..n as ZoneId {
        for as_open in [false, true] {
            map.distances_to(t, open, as_open, &mut own);
            g.fill(t, open, as_open, &mut theirs);
            let converted: Vec<u8> =
                theirs.as_slice().iter().map(|&d| if d == BOARD_UNREACHABLE { UNREACHABLE } else { d as u8 }).collect();
            assert_eq!(&own[..n], &converted[..], "{}: distances to zone {t}, doors open: {as_open}", board.name);
            for from in 0..n as ZoneId {
                assert_eq!(
                    map.first_steps(from, &own, open, as_open),
                    g.first_steps(from, &theirs, open, as_open, &mut buf),
                    "{}: first steps from {from} to {t}, doors open: {as_open}",
                    board.name
                );
            }
        }
    }
    let mut searches = 0;
    for gr in &board.groups {
        let mine = own_directions(map, gr.zone, gr.targets, open);
        let other = g.directions(gr.zone, gr.targets, open, &mut theirs, &mut buf);
        assert_eq!(
            mine, gr.directions,
            "{}: own routing of the group in {} differs from the engine's",
            board.name, gr.zone
        );
        assert_eq!(other, gr.directions, "{}: horde-board routing of the group in {} differs", board.name, gr.zone);
        for t in iter_mask(gr.targets).filter(|&t| t != gr.zone) {
            map.distances_to(t, open, false, &mut own);
            searches += if own[gr.zone as usize] == UNREACHABLE { 2 } else { 1 };
        }
    }
    searches
}

fn route_all_own(boards: &[Board]) -> u64 {
    let mut acc = 0;
    for b in boards {
        let (map, open) = (b.map(), b.open_doors());
        for g in &b.groups {
            acc ^= own_directions(map, black_box(g.zone), g.targets, open);
        }
    }
    acc
}

fn route_all_board(boards: &[Board], dist: &mut BoardMap, buf: &mut Vec<BoardZone>) -> u64 {
    let mut acc = 0;
    for b in boards {
        let open = b.open_doors();
        for g in &b.groups {
            acc ^= b.graph.directions(black_box(g.zone), g.targets, open, dist, buf);
        }
    }
    acc
}

/// As an engine whose `directions(&self)` has nowhere to keep buffers:
/// a new distance map and step list for every group.
fn route_all_board_fresh(boards: &[Board]) -> u64 {
    let mut acc = 0;
    for b in boards {
        let open = b.open_doors();
        for g in &b.groups {
            let (mut dist, mut buf) = (BoardMap::new(), Vec::new());
            acc ^= b.graph.directions(black_box(g.zone), g.targets, open, &mut dist, &mut buf);
        }
    }
    acc
}

const VARIANTS: [&str; 3] = ["rue-morgue map", "horde-board, buffers reused", "horde-board, new buffers per group"];

/// On a machine shared with other builds, the load drifts between
/// criterion's functions, which run one after the other. This times the
/// three variants in turns instead, round after round (each round in a
/// rotated order), and prints each one's median and fastest round per
/// routing pass and the ratio of medians to Rue Morgue's: every variant
/// sees the same load.
#[allow(clippy::disallowed_methods)] // a benchmark reads the clock; rules code never does
fn interleaved(name: &str, boards: &[Board]) {
    const ROUNDS: usize = 1_000;
    let groups: usize = boards.iter().map(|b| b.groups.len()).sum();
    // About 500 groups routed per variant and round (a fraction of a
    // millisecond, so that few rounds are cut by the scheduler).
    let passes = (500 / groups).max(1);
    let (mut dist, mut buf) = (BoardMap::new(), Vec::new());
    let mut times = vec![Vec::with_capacity(ROUNDS); VARIANTS.len()];
    for round in 0..ROUNDS {
        for k in 0..VARIANTS.len() {
            let v = (round + k) % VARIANTS.len();
            let start = Instant::now();
            for _ in 0..passes {
                black_box(match v {
                    0 => route_all_own(boards),
                    1 => route_all_board(boards, &mut dist, &mut buf),
                    _ => route_all_board_fresh(boards),
                });
            }
            times[v].push(start.elapsed().as_secs_f64() * 1e6 / passes as f64);
        }
    }
    for t in &mut times {
        t.sort_by(f64::total_cmp);
    }
    let median = |v: usize| times[v][ROUNDS / 2];
    eprintln!("{name}, interleaved ({ROUNDS} rounds of {passes} passes each), per routing pass:");
    for (v, label) in VARIANTS.iter().enumerate() {
        eprintln!(
            "  {label:<36} median {:9.2} µs  fastest {:9.2} µs  {:.2}x Rue Morgue's median",
            median(v),
            times[v][0],
            median(v) / median(0)
        );
    }
}

fn routing(c: &mut Criterion) {
    let sets: Vec<(&str, Vec<Board>)> = vec![
        ("tutorial-1/crowded", vec![Board::new("tutorial-1/crowded".into(), tutorial_crowded())]),
        (
            "all-missions/crowded",
            builtin_ids().map(|id| Board::new(format!("{id}/crowded"), mission_crowded(id))).collect(),
        ),
    ];
    for (name, boards) in &sets {
        let groups: usize = boards.iter().map(|b| b.groups.len()).sum();
        let searches: usize = boards.iter().map(check).sum();
        let zones: usize = boards.iter().map(|b| b.map().zone_count()).sum();
        let fallback = boards
            .iter()
            .flat_map(|b| b.groups.iter().map(move |g| (b, g)))
            .filter(|(b, g)| {
                let mut d = [0u8; MAX_ZONES];
                iter_mask(g.targets).filter(|&t| t != g.zone).any(|t| {
                    b.map().distances_to(t, b.open_doors(), false, &mut d);
                    d[g.zone as usize] == UNREACHABLE
                })
            })
            .count();
        eprintln!(
            "{name}: {} board(s), {zones} zones, {groups} moving groups ({fallback} with a fallback route), \
             {searches} searches a pass; both finders agree",
            boards.len()
        );
        assert!(fallback > 0 || *name == "tutorial-1/crowded", "{name}: no group takes the fallback route");
        interleaved(name, boards);

        let mut group = c.benchmark_group(format!("rue-morgue/routing/{name}"));
        // One element: every group's routing on every board of the set.
        group.throughput(Throughput::Elements(1));
        group.bench_function(VARIANTS[0], |b| b.iter(|| black_box(route_all_own(boards))));
        let (mut dist, mut buf) = (BoardMap::new(), Vec::new());
        group.bench_function(VARIANTS[1], |b| b.iter(|| black_box(route_all_board(boards, &mut dist, &mut buf))));
        group.bench_function(VARIANTS[2], |b| b.iter(|| black_box(route_all_board_fresh(boards))));
        group.finish();
    }
}

criterion_group!(benches, routing);
criterion_main!(benches);
