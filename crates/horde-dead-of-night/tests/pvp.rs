//! Fights between players and stealing (DN-PVP, DN-ITEM-4, DN-GAP-12,
//! DN-GAP-24) on built positions of the house scenario.

use horde_core::Game;
use horde_dead_of_night::position::Position;
use horde_dead_of_night::{Action, DeadOfNight, Event, FISTS};

mod common;
use common::item;

/// Two players outdoors, seat 1 on `victim` with `energy`.
fn pair(hold: &[&str], victim: (i16, i16), energy: i8) -> DeadOfNight {
    let mut p = Position::new("house", 2)
        .expect("house")
        .player(0, 12, 1)
        .expect("valid")
        .player(1, victim.0, victim.1)
        .expect("valid")
        .energy(1, energy)
        .expect("valid")
        .ammo(0, 2)
        .expect("valid");
    for h in hold {
        p = p.hold(0, h).expect("valid");
    }
    p.build().expect("valid")
}

/// DN-PVP-1, DN-GAP-12: hand to hand, a total greater than the victim's
/// energy costs him 1 energy; it is a free action.
#[test]
fn dn_pvp_1_a_total_above_the_victims_energy_costs_him_one() {
    // Bat +2, die 5: 7 > 6.
    let mut g = pair(&["baseball-bat"], (12, 2), 6);
    let ev = g.play(&[Action::Strike(1, item("baseball-bat")), Action::Die(5)]).unwrap();
    assert!(ev.contains(&Event::PvpRolled { attacker: 0, victim: 1, die: 5, total: 7, hit: true }), "{ev:?}");
    assert!(ev.contains(&Event::Hurt { seat: 1, energy: 5 }));
    assert_eq!(g.view(horde_core::Viewer::Spectator).actions, 2);

    // Die 4: 6 is not greater than 6: no harm.
    let mut g = pair(&["baseball-bat"], (12, 2), 6);
    let ev = g.play(&[Action::Strike(1, item("baseball-bat")), Action::Die(4)]).unwrap();
    assert!(!ev.iter().any(|e| matches!(e, Event::Hurt { .. })), "{ev:?}");
    assert_eq!(g.player_state(1).energy, 6);
}

/// DN-PVP-3: a lower energy loses fights with other players more easily;
/// DN-ENERGY-4: below 0 he dies.
#[test]
fn dn_pvp_3_low_energy_loses_fights_and_below_zero_dies() {
    // Bare hands, die 1: 1 > 0.
    let mut g = pair(&[], (12, 2), 0);
    let ev = g.play(&[Action::Strike(1, FISTS), Action::Die(1)]).unwrap();
    assert!(ev.contains(&Event::Hurt { seat: 1, energy: -1 }), "{ev:?}");
    assert!(!g.player_state(1).alive);
}

/// DN-GAP-12: one attack on a player in any one turn; hand to hand needs the
/// victim in reach.
#[test]
fn dn_gap_12_one_attack_on_a_player_per_turn() {
    let mut g = pair(&["baseball-bat"], (12, 2), 6);
    g.play(&[Action::Strike(1, FISTS), Action::Die(1)]).unwrap();
    assert_eq!(g.check(Action::Strike(1, FISTS)).unwrap_err().rule, "DN-GAP-12");
    let g = pair(&["baseball-bat"], (12, 4), 6);
    assert_eq!(g.check(Action::Strike(1, FISTS)).unwrap_err().rule, "DN-PVP-1");
}

/// DN-PVP-1, DN-RANGED-2/3: a shot at a player costs 1 ammo, adds the range
/// bonus and needs a clear line.
#[test]
fn dn_pvp_1_shooting_a_player() {
    // Pistol +1, two squares (+1), die 5: 7 > 6.
    let mut g = pair(&["pistol"], (12, 3), 6);
    let ev = g.play(&[Action::ShootPlayer(1, item("pistol")), Action::Die(5)]).unwrap();
    assert!(ev.contains(&Event::ShotAt { attacker: 0, victim: 1, ammo: 1 }), "{ev:?}");
    assert!(ev.contains(&Event::PvpRolled { attacker: 0, victim: 1, die: 5, total: 7, hit: true }), "{ev:?}");
    // Behind the bathroom's wall: no line.
    let g = pair(&["pistol"], (9, 6), 6);
    assert_eq!(g.check(Action::ShootPlayer(1, item("pistol"))).unwrap_err().rule, "DN-RANGED-2");
}

/// DN-MELEE-3: a player next to a zombie of the fight who is willing to
/// help adds 1; the one who declines adds nothing; DN-MELEE-4: the kills
/// are the fighter's.
#[test]
fn dn_melee_3_a_willing_helper_adds_one() {
    let build = || {
        Position::new("house", 2)
            .unwrap()
            .player(0, 12, 1)
            .unwrap()
            .player(1, 13, 3)
            .unwrap()
            .zombie(12, 2)
            .unwrap()
            .build()
            .unwrap()
    };
    let mut g = build();
    g.play(&[Action::Fight]).unwrap();
    assert_eq!(g.step(), Some(horde_dead_of_night::Step::Help { fighter: 0, helper: 1 }));
    // Bare hands, one zombie -1, a helper +1, die 6: 6, a kill for seat 0.
    let ev = g.play(&[Action::Help(true), Action::Die(6)]).unwrap();
    assert!(ev.contains(&Event::CombatRolled { seat: 0, die: 6, total: 6, zombies: 1 }), "{ev:?}");
    assert_eq!((g.player_state(0).kills, g.player_state(1).kills), (1, 0));

    let mut g = build();
    let ev = g.play(&[Action::Fight, Action::Help(false), Action::Die(6)]).unwrap();
    assert!(ev.contains(&Event::CombatRolled { seat: 0, die: 6, total: 5, zombies: 1 }), "{ev:?}");
}
