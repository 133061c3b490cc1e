//! The conformance suite with skill trees drawn at random (RM-XP-2,
//! RM-SKILL-00): every survivor starts with extra random skills, his
//! yellow, orange and red options are random too, and the random playouts
//! pick among the options at each level-up. A last setup gives everyone
//! every skill at once, so the skills' rules meet each other. Each setup
//! also plays with team action cards (RM-TEAM).

use horde_core::HordeRng;
use horde_core::rng::stream;
use horde_rue_morgue::content::{Catalog, builtin_catalog};
use horde_rue_morgue::{RueMorgue, SeatSetup, Setup};
use horde_testkit::{Checks, Config, conformance};

/// Every skill id a survivor may name, parameters filled in.
fn all_skills(cat: &Catalog) -> Vec<String> {
    let mut out = Vec::new();
    for s in &cat.skills {
        match s.id.as_str() {
            "plus_1_damage" => out.extend(["plus_1_damage:melee".to_owned(), "plus_1_damage:ranged".to_owned()]),
            "collector" => out.extend(["collector:walker".to_owned(), "collector:fatty".to_owned()]),
            "starts_with" => out.push("starts_with:pistol".to_owned()),
            "plus_1_damage_with" => out.push("plus_1_damage_with:chainsaw".to_owned()),
            "armor" => out.push("armor:walker".to_owned()),
            "can_start_at" => out.push("can_start_at:yellow".to_owned()),
            id => out.push(id.to_owned()),
        }
    }
    out
}

fn pick(rng: &mut HordeRng, pool: &[String], n: usize) -> Vec<String> {
    let mut v = pool.to_vec();
    rng.shuffle(&mut v);
    v.truncate(n);
    v
}

/// The shipped catalog with every survivor's tree drawn from `seed`.
fn random_trees(seed: u64) -> Catalog {
    let mut cat = builtin_catalog().clone();
    let pool = all_skills(&cat);
    let mut rng = HordeRng::new(seed, stream::TEST);
    for s in &mut cat.survivors {
        s.blue.extend(pick(&mut rng, &pool, 6));
        s.yellow = pick(&mut rng, &pool, 1);
        s.orange = pick(&mut rng, &pool, 2);
        s.red = pick(&mut rng, &pool, 3);
    }
    cat
}

/// Everyone has every skill from the start.
fn every_skill() -> Catalog {
    let mut cat = builtin_catalog().clone();
    let pool = all_skills(&cat);
    for s in &mut cat.survivors {
        s.blue = pool.clone();
    }
    cat
}

fn setups() -> Vec<Setup> {
    let six = ["parker", "terry", "dan", "katie", "bear", "jane"];
    let others = ["travis", "laurie", "louise", "james", "joe", "maddie"];
    let mut a = Setup::solo("tutorial-1", &six, Some(random_trees(1)));
    a.seats = vec![
        SeatSetup { survivors: six[..3].iter().map(|s| (*s).to_owned()).collect(), team: 0 },
        SeatSetup { survivors: six[3..].iter().map(|s| (*s).to_owned()).collect(), team: 0 },
    ];
    a.options.team_cards = [1, 1, 0];
    let mut b = Setup::solo("tutorial-1", &others, Some(random_trees(2)));
    b.options.team_cards = [0, 0, 2];
    let mut c = Setup::solo("tutorial-1", &others, Some(every_skill()));
    c.options.crawlers = false;
    c.options.team_cards = [1, 0, 1];
    // Everyone holds Can start at: yellow (RM-SKILL-52); the table agrees.
    c.options.can_start_at = true;
    vec![a, b, c]
}

#[test]
fn rue_morgue_conforms_with_random_skills() {
    // As in the main conformance test: attack dice are public but
    // transient, so event pairs are not compared.
    let checks = Checks { event_pairs: false, ..Checks::ALL };
    let config = Config { max_steps: 200_000, checks, ..Config::new(24, 11) };
    let report = conformance::<RueMorgue>(&setups(), &config).unwrap();
    assert_eq!(report.playouts, 24);
    assert!(report.seat_steps > 0 && report.illegal_probes > 0);
}
