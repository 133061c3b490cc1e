//! Every registered rule system passes the conformance suite on the
//! default setup of each of its missions: a system cannot be registered
//! and skip it. (Each rule crate runs the suite at length on its own
//! setups; this is the floor the registry guarantees.)

use horde_games::{Registry, RuleSystem, Standard, Visitor};
use horde_testkit::{Checks, Config, conformance};

struct Conform(Vec<String>);

impl Visitor for Conform {
    fn visit<G: RuleSystem>(&mut self) {
        let range = G::seat_range();
        let mut setups: Vec<G::Setup> = G::missions()
            .iter()
            .map(|m| G::default_setup(&m.id, *range.start()).expect("every mission has a default setup"))
            .collect();
        let first = G::missions().first().map(|m| m.id.clone()).expect("a rule system has a mission");
        setups.push(G::default_setup(&first, *range.end()).expect("the largest table sets up"));
        // Public but transient dice make event pairs differ without any
        // hidden fact behind them; the rest of the checks run in full.
        let config = Config {
            max_steps: 200_000,
            checks: Checks { event_pairs: false, ..Checks::ALL },
            ..Config::new(setups.len() as u32, 11)
        };
        let report = conformance::<G>(&setups, &config).unwrap_or_else(|e| panic!("{}: {e:?}", G::ID));
        assert!(report.seat_steps > 0, "{}: nobody acted", G::ID);
        self.0.push(G::ID.to_owned());
    }
}

#[test]
fn every_registered_rule_system_conforms() {
    let mut v = Conform(Vec::new());
    Standard::visit(&mut v);
    let ids: Vec<&str> = Standard::infos().iter().map(|i| i.id).collect();
    assert_eq!(v.0, ids);
}
