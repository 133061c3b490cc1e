//! Rue Morgue's default setups, as the registry hands them to front ends.

use horde_core::{Decision, Game, Match};
use horde_rue_morgue::RueMorgue;
use horde_rules::RuleSystem;

#[test]
fn rue_morgue_competitive_missions_default_to_rival_teams() {
    // RM-VS-1: two rival teams of three, one seat each, unless more seats
    // are asked for; cooperative missions keep one team.
    for id in ["m11", "m12"] {
        let setup = <RueMorgue as RuleSystem>::default_setup(id, 1).expect("default setup");
        let teams: Vec<u8> = setup.seats.iter().map(|s| s.team).collect();
        assert_eq!(teams, [0, 1], "{id}");
        let four = <RueMorgue as RuleSystem>::default_setup(id, 4).expect("four teams");
        assert_eq!(four.seats.iter().map(|s| s.team).collect::<Vec<_>>(), [0, 1, 2, 3]);
        let mut m = Match::<RueMorgue>::new(setup, 1).expect("accepted");
        let mut events = Vec::new();
        while m.decision() == Decision::Chance {
            m.resolve_chance(&mut events);
        }
        assert_eq!(m.state().view(horde_core::Viewer::Spectator).team_scores, [(0, 0), (1, 0)]);
    }
    let coop = <RueMorgue as RuleSystem>::default_setup("m01", 2).expect("default setup");
    assert!(coop.seats.iter().all(|s| s.team == 0));
}
