//! The simulator's hooks: each death counted by its cause and its square
//! (the heat map of deaths), and seat 1's loss explained.

use horde_dead_of_night::position::Position;
use horde_dead_of_night::{Action, DeadOfNight, FISTS};
use horde_rules::{SimGame, Tally};

mod common;
use common::sq;

/// DN-PVP-3, DN-ENERGY-4: a player with no energy left struck by
/// another goes below 0 and dies; his death is counted by its cause and
/// its square, and of two players one is left, so the game ends
/// (DN-END-4) and seat 1 lost by dying.
#[test]
fn dn_pvp_3_a_death_by_another_player_is_counted_by_cause_and_square() {
    let mut g = Position::new("house", 2)
        .unwrap()
        .player(0, 12, 2)
        .unwrap()
        .energy(0, 0)
        .unwrap()
        .player(1, 12, 1)
        .unwrap()
        .turn_of(1)
        .unwrap()
        .build()
        .unwrap();
    let events = g.play(&[Action::Strike(0, FISTS), Action::Die(1)]).unwrap();
    let mut t = Tally::new();
    for e in &events {
        g.tally(e, &mut t);
    }
    assert_eq!(t.get("died_of.another player"), 1, "{t:?}");
    assert_eq!(t.get("died_of.zombies"), 0, "{t:?}");
    assert_eq!(t.get("deaths_in.M3"), 1, "{t:?}");
    assert_eq!(t.get("players died"), 1);
    assert_eq!(g.loss_cause(), Some("player 1 died"));
}

/// A blow that leaves a player standing is no cause of death.
#[test]
fn a_burn_that_does_not_kill_counts_nothing() {
    let mut g = Position::new("house", 2)
        .unwrap()
        .player(0, 3, 4)
        .unwrap()
        .player(1, 12, 1)
        .unwrap()
        .fire(4, 4, 1, false)
        .unwrap()
        .build()
        .unwrap();
    let events = g.play(&[Action::Move, Action::Step(sq(&g, 4, 4))]).unwrap();
    let mut t = Tally::new();
    for e in &events {
        g.tally(e, &mut t);
    }
    assert!(t.keys().all(|k| !k.starts_with("died_of") && !k.starts_with("deaths_in")), "{t:?}");
    assert_eq!(g.loss_cause(), None, "the game goes on");
}

#[test]
fn the_heat_map_grid_names_every_square_of_the_house() {
    let grid = DeadOfNight::zone_grid("house").unwrap();
    assert_eq!((grid.width, grid.height), (14, 10));
    assert_eq!(grid.names.len(), 140);
    assert_eq!(grid.place(4, 4).map(|i| grid.names[i].as_str()), Some("E5"));
    assert!(DeadOfNight::zone_grid("nowhere").is_none());
}
