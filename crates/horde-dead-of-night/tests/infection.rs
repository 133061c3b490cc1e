//! The optional infection rule (DN-INFECT), a match option off by default.

use horde_core::Game;
use horde_dead_of_night::position::Position;
use horde_dead_of_night::{Action, DeadOfNight, Event, Setup, Step};

/// Seat 0 outdoors with a kitchen knife against three zombies.
fn grabbed(infection: bool) -> DeadOfNight {
    let mut p = Position::new("house", 1).expect("house");
    if infection {
        p = p.infection();
    }
    let p = p.player(0, 12, 1).and_then(|p| p.hold(0, "kitchen-knife")).expect("valid");
    let p = [(12, 2), (13, 2), (11, 2)].iter().try_fold(p, |p, &(x, y)| p.zombie(x, y)).expect("on the map");
    p.build().expect("valid")
}

fn knife() -> u8 {
    DeadOfNight::item("kitchen-knife").expect("known item")
}

/// DN-INFECT-1: off by default; with it a torn-away weapon means a second
/// die, and a roll greater than the energy infects.
#[test]
fn dn_infect_1_a_torn_weapon_rolls_again_for_infection() {
    assert!(!Setup::default().infection);
    // Knife +1, three zombies -3, die 2: total 0, grabbed (energy 5); tear die 6.
    let fight = [Action::Fight, Action::Wield(knife()), Action::Die(2), Action::Die(6)];
    let mut g = grabbed(false);
    g.play(&fight).unwrap();
    assert_eq!(g.step(), Some(Step::Actions), "no infection die without the rule");

    let mut g = grabbed(true);
    g.play(&fight).unwrap();
    assert_eq!(g.step(), Some(Step::InfectRoll { seat: 0 }));
    let ev = g.play(&[Action::Die(6)]).unwrap();
    assert!(ev.contains(&Event::Infected { seat: 0 }), "{ev:?}");
    assert!(g.player_state(0).infected);

    let mut g = grabbed(true);
    g.play(&fight).unwrap();
    g.play(&[Action::Die(5)]).unwrap();
    assert!(!g.player_state(0).infected, "5 is not greater than energy 5");
}

/// DN-INFECT-2: an infected player loses 1 energy at the start of each of
/// his turns and cannot rest; below 0 he dies.
#[test]
fn dn_infect_2_the_infected_weaken_each_turn_and_cannot_rest() {
    let mut g =
        Position::new("house", 1).unwrap().infection().player(0, 12, 1).unwrap().infected(0).unwrap().build().unwrap();
    assert_eq!(g.check(Action::Rest).unwrap_err().rule, "DN-INFECT-2");
    let ev = g.play(&[Action::EndTurn]).unwrap();
    assert!(ev.contains(&Event::InfectionDrain { seat: 0, energy: 5 }), "{ev:?}");

    let mut g = Position::new("house", 1)
        .unwrap()
        .infection()
        .player(0, 12, 1)
        .unwrap()
        .energy(0, 0)
        .unwrap()
        .infected(0)
        .unwrap()
        .build()
        .unwrap();
    let ev = g.play(&[Action::EndTurn]).unwrap();
    assert!(ev.iter().any(|e| matches!(e, Event::Died { seat: 0, .. })), "{ev:?}");
    assert!(g.outcome().is_some());
}
