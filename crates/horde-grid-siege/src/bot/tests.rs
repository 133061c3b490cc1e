//! The bots' choices in set positions, and their play against each other.

use super::*;
use crate::sim::MISSION;
use horde_ai::{HeuristicBot, RandomBot};
use horde_sim::{SimConfig, run};

use crate::position::Scenario;
use crate::rules::geom::Edge;
use horde_core::{Decision, Game};

/// The Corner shop's outer openings (map sheet 6): its south door, and
/// the windows and door the tests close beforehand.
const SHOP_DOOR_S: (Pos, Pos) = (Pos::new(18, 16), Pos::new(18, 17));
const SHOP_OTHERS: [(Pos, Pos); 3] =
    [(Pos::new(19, 13), Pos::new(19, 12)), (Pos::new(22, 13), Pos::new(22, 12)), (Pos::new(17, 16), Pos::new(16, 16))];

fn edge(e: (Pos, Pos)) -> Edge {
    Edge::between(e.0, e.1).expect("neighbours")
}

/// The shop with every opening but the south door barricaded.
fn shop() -> Scenario {
    SHOP_OTHERS.iter().fold(Scenario::new(), |s, e| s.barricade(edge(*e)))
}

fn choice(g: &GridSiege) -> Action {
    let Decision::Seat(seat) = g.decision() else { panic!("a seat decides") };
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    let mut bot = HeuristicBot::new(GsPolicy::default(), 0);
    horde_ai::Bot::choose(&mut bot, g, seat, &legal)
}

#[test]
fn gs_fort_1_the_human_closes_the_last_door_with_a_zombie_coming() {
    // H1 stands inside the shop on the door's inner square; a zombie one
    // step from the door outside. Two bare-hand actions close the door
    // (GS-BAR-2): the house is held and the humans win (GS-WIN-3).
    let mut g = shop().human("bum", SHOP_DOOR_S.0).zombie(Pos::new(19, 17)).turn_of(0).build().unwrap();
    let door = Action::Build { edge: edge(SHOP_DOOR_S), slot: None };
    let mut ev = Vec::new();
    for _ in 0..2 {
        assert_eq!(choice(&g), door);
        g.apply(door, &mut ev).unwrap();
    }
    let ended = g.ended().expect("the house is held at the end of the Human phase");
    assert!(matches!(ended, crate::Ended::Barricaded { .. }), "{}", ended.reason());
}

#[test]
fn gs_bar_4_a_zombie_behind_the_door_is_attacked_not_built_against() {
    // With a zombie on the outer square the door costs 3 bare-hand
    // actions (GS-BAR-4): more than his 2, and the zombie would undo
    // unfinished work by coming through (GS-GAP-14). He attacks it instead.
    let g = shop().human("bum", SHOP_DOOR_S.0).zombie(SHOP_DOOR_S.1).turn_of(0).build().unwrap();
    assert_eq!(choice(&g), Action::Attack { slot: None, target: SHOP_DOOR_S.1, aimed: false });
    // Hammer and nails make it 1 + 1 = 2 actions: he builds.
    let g =
        shop().human("bum", SHOP_DOOR_S.0).holding("hammer_nails").zombie(SHOP_DOOR_S.1).turn_of(0).build().unwrap();
    assert_eq!(choice(&g), Action::Build { edge: edge(SHOP_DOOR_S), slot: Some(0) });
}

#[test]
fn gs_fort_1_the_last_opening_stays_open_while_a_human_is_outside() {
    // H2 is still on the street: closing the door would shut him out,
    // and the house counts only with every living human inside.
    let g = shop().human("bum", SHOP_DOOR_S.0).human("medic", Pos::new(14, 19)).turn_of(0).build().unwrap();
    let a = choice(&g);
    assert!(!matches!(a, Action::Build { .. }), "{a}");
    // H2 walks to the house.
    let g = shop().human("bum", SHOP_DOOR_S.0).human("medic", Pos::new(14, 19)).turn_of(1).build().unwrap();
    let Action::Move(to) = choice(&g) else { panic!("H2 should move") };
    assert!(to.dist(SHOP_DOOR_S.1) < Pos::new(14, 19).dist(SHOP_DOOR_S.1), "{to}");
}

/// The shop with all four outer openings barricaded.
fn closed_shop() -> Scenario {
    shop().barricade(edge(SHOP_DOOR_S))
}

const SHELF: Pos = Pos::new(17, 14);
const CRATES: Pos = Pos::new(22, 14);

#[test]
fn gs_search_2_the_team_arms_itself_from_squares_already_searched() {
    // Both search squares of the shop are searched: a third distinct square
    // would make the zombie cards playable (GS-ZCARD-2), but searching the
    // shelf again counts nothing new (GS-GAP-17) and each human may search
    // it once (GS-SEARCH-2). The old bot stopped searching at two squares.
    let g = closed_shop().human("medic", Pos::new(18, 14)).searched(SHELF).searched(CRATES).turn_of(0).build().unwrap();
    assert_eq!(choice(&g), Action::Search(SHELF));
    // He has searched it himself: he walks on to the crates instead.
    let g =
        closed_shop().human("medic", Pos::new(18, 14)).has_searched(SHELF).searched(CRATES).turn_of(0).build().unwrap();
    // The storeroom is reached through its door at (20,15)|(21,15): both
    // moves start the shortest way there.
    let Action::Move(to) = choice(&g) else { panic!("he should walk to the crates") };
    assert!([Pos::new(20, 14), Pos::new(19, 15)].contains(&to), "{to}");
}

#[test]
fn gs_inv_1_a_second_weapon_goes_to_the_unarmed_neighbour() {
    // The Bum holds an axe and a bat, the Medic nothing: passing one arms
    // a second human for 1 action (GS-INV-1).
    let g = closed_shop()
        .human("bum", Pos::new(19, 14))
        .holding("axe")
        .holding("baseball_bat")
        .human("medic", Pos::new(20, 14))
        .turn_of(0)
        .build()
        .unwrap();
    assert!(matches!(choice(&g), Action::Give { to: 1, .. }), "{}", choice(&g));
    // A single weapon is kept.
    let g = closed_shop()
        .human("bum", Pos::new(19, 14))
        .holding("axe")
        .human("medic", Pos::new(20, 14))
        .turn_of(0)
        .build()
        .unwrap();
    assert!(!matches!(choice(&g), Action::Give { .. }), "{}", choice(&g));
}

#[test]
fn gs_atk_3_the_best_weapon_strikes() {
    // A zombie inside the shop next to him: the axe (kills on 5-6) before
    // the bat (6) and before bare hands (GS-ATK-3).
    let g = closed_shop()
        .human("medic", Pos::new(19, 14))
        .holding("baseball_bat")
        .holding("axe")
        .zombie(Pos::new(19, 15))
        .turn_of(0)
        .build()
        .unwrap();
    assert_eq!(choice(&g), Action::Attack { slot: Some(1), target: Pos::new(19, 15), aimed: false });
}

#[test]
fn gs_bar_2_two_humans_share_a_door_a_zombie_makes_dearer() {
    // A zombie behind the door makes it 3 bare-hand actions (GS-BAR-4):
    // more than his 2, but the Medic on the flanking square has 2 more
    // this phase (GS-BAR-2, GS-GAP-14). The old bot attacked instead.
    let g = shop()
        .human("bum", SHOP_DOOR_S.0)
        .human("medic", Pos::new(19, 16))
        .zombie(SHOP_DOOR_S.1)
        .turn_of(0)
        .build()
        .unwrap();
    let door = Action::Build { edge: edge(SHOP_DOOR_S), slot: None };
    assert_eq!(choice(&g), door);
}

#[test]
fn gs_bar_3_a_barricade_comes_down_for_a_human_shut_out() {
    // Every opening is closed and the Medic stands two steps from the south
    // door: the Bum takes its barricade down (GS-BAR-3) so that the house
    // can be held with every living human inside (GS-FORT-1).
    let g = closed_shop().human("bum", SHOP_DOOR_S.0).human("medic", Pos::new(18, 19)).turn_of(0).build().unwrap();
    assert_eq!(choice(&g), Action::Dismantle { edge: edge(SHOP_DOOR_S), slot: None });
    // Nobody outside: it stays up.
    let g = closed_shop().human("bum", SHOP_DOOR_S.0).turn_of(0).build().unwrap();
    assert!(!matches!(choice(&g), Action::Dismantle { .. }), "{}", choice(&g));
}

#[test]
fn gs_expl_3_no_grenade_on_the_own_house_and_one_into_a_pack() {
    // Inside the closed shop, no zombie about: a blast would break its
    // walls and barricades (GS-EXPL-3) and lose the house (GS-GAP-15).
    let g = closed_shop().human("bum", Pos::new(19, 14)).holding("grenade").turn_of(0).build().unwrap();
    assert!(!matches!(choice(&g), Action::Attack { .. }), "{}", choice(&g));
    // In the street, two zombies side by side four squares away: the
    // grenade goes where the blast catches both (GS-EXPL-1).
    let g = Scenario::new()
        .human("bum", Pos::new(14, 20))
        .holding("grenade")
        .zombie(Pos::new(14, 16))
        .zombie(Pos::new(15, 16))
        .turn_of(0)
        .build()
        .unwrap();
    assert_eq!(choice(&g), Action::Attack { slot: Some(0), target: Pos::new(14, 16), aimed: false });
}

#[test]
fn gs_sac_1_an_unconscious_human_gives_himself_up_for_the_car() {
    // Everything searched, the Bum in the car, the Medic unconscious in the
    // street with nobody left outside to carry him: his seat sacrifices him
    // (GS-SAC-1) so that the car can leave with every living human inside
    // (GS-WIN-2).
    let g = Scenario::new()
        .all_searched()
        .human_in_car("bum")
        .human("medic", Pos::new(5, 5))
        .lives(0)
        .turn_of(0)
        .build()
        .unwrap();
    assert_eq!(choice(&g), Action::Sacrifice(1));
    // Conscious and on his way, he is waited for.
    let g =
        Scenario::new().all_searched().human_in_car("bum").human("medic", Pos::new(5, 5)).turn_of(0).build().unwrap();
    assert_ne!(choice(&g), Action::Sacrifice(1));
}

#[test]
fn gs_win_2_with_every_house_breached_the_team_searches_for_the_car() {
    // A destroyed outer wall in each house: none can be held any more
    // (GS-GAP-15), so the car is the way out and every search square must
    // be searched first (GS-WIN-2). The old bot walked to a breached house.
    let wall = |a: Pos, b: Pos| Edge::between(a, b).expect("neighbours");
    let g = Scenario::new()
        .destroyed_wall(wall(Pos::new(2, 1), Pos::new(2, 0)))
        .destroyed_wall(wall(Pos::new(19, 1), Pos::new(19, 0)))
        .destroyed_wall(wall(Pos::new(20, 13), Pos::new(20, 12)))
        .human("bum", Pos::new(10, 19))
        .turn_of(0)
        .build()
        .unwrap();
    assert_eq!(choice(&g), Action::Search(Pos::new(9, 19)));
}

#[test]
fn heuristic_humans_do_better_than_random_ones() {
    let config = SimConfig::new(MISSION, 6, 3).threads(1);
    let smart = run::<GridSiege, _, _>(&config, |s| {
        if s.0 == ZOMBIE_SEAT {
            Box::new(RandomBot::new(0)) as Box<dyn horde_ai::Bot<GridSiege>>
        } else {
            Box::new(HeuristicBot::new(GsPolicy::default(), 0))
        }
    })
    .unwrap();
    let dumb = run::<GridSiege, _, _>(&config, |_| RandomBot::new(0)).unwrap();
    // Against random zombies the house is held most of the time (GS-WIN-3);
    // random humans never win.
    assert!(smart.report.wins >= 3, "{} of 6", smart.report.wins);
    assert!(smart.report.wins > dumb.report.wins, "{} vs {}", smart.report.wins, dumb.report.wins);
}
