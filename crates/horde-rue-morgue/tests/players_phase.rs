//! The order of the players' phase (RM-PLAYER, RM-TURN): seats play in
//! turn, and only a Tactician plays out of it.

#![allow(clippy::unwrap_used)] // test helpers: a failed lookup is a broken test

use horde_core::{Decision, Game, RuleViolation, Seat};
use horde_rue_morgue::position::Scenario;
use horde_rue_morgue::{Action, SeatSetup, Setup};

/// Dan and Joe play for seat 0 (first player), Bear for seat 1.
fn two_seats() -> Scenario {
    let mut setup = Setup::solo("tutorial-1", &["dan", "joe", "bear"], None);
    setup.options.free_team_size = true;
    setup.seats = vec![
        SeatSetup { survivors: vec!["dan".into(), "joe".into()], team: 0 },
        SeatSetup { survivors: vec!["bear".into()], team: 0 },
    ];
    Scenario::new(&setup).unwrap()
}

fn refusal(sc: &Scenario, a: Action) -> &'static str {
    sc.game.check(a).unwrap_err().rule_id()
}

/// RM-PLAYER-4, RM-TURN-2: Bear must wait until seat 0 has played both its
/// survivors; as a Tactician he may step in between Dan and Joe.
#[test]
fn rm_player_4_only_a_tactician_plays_out_of_turn() {
    for tactician in [false, true] {
        let mut sc = two_seats();
        if tactician {
            sc.skill("bear", "tactician").unwrap();
        }
        let (dan, bear) = (sc.survivor("dan").unwrap(), sc.survivor("bear").unwrap());
        assert_eq!(refusal(&sc, Action::Activate(bear)), "RM-TURN-2", "seat 0 plays first");
        sc.act(Action::Activate(dan)).unwrap();
        sc.act(Action::DoNothing).unwrap();
        if tactician {
            assert_eq!(sc.decision(), Decision::Seat(Seat(1)), "Bear's seat may play him now");
            sc.act(Action::Activate(bear)).unwrap();
            assert_eq!(sc.game.state().active, bear);
        } else {
            assert_eq!(sc.decision(), Decision::Seat(Seat(0)));
            assert_eq!(sc.game.state().active, sc.survivor("joe").unwrap(), "Joe plays before Bear");
        }
    }
}
