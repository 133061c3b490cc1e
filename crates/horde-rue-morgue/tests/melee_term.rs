//! RM-MELEE-1, RM-MACT-2: the rulebook's word for melee combat and melee
//! weapons is "Melee" («близко»); the players read it on the actions
//! offered, in both languages, and only on melee ones.

use horde_core::Viewer;
use horde_rue_morgue::content::ZombieKind::Walker;
use horde_rue_morgue::position::Scenario;
use horde_rue_morgue::{Action, Setup};
use horde_rules::{Lang, RuleSystem};

/// Dan with a fire axe (melee) and a pistol (ranged) in a zone with a
/// walker, the next zone holding one too: both attacks are on offer.
fn armed_dan() -> Scenario {
    let mut setup = Setup::solo("tutorial-1", &["dan"], None);
    setup.options.free_team_size = true;
    let mut sc = Scenario::new(&setup).expect("setup");
    sc.place("dan", "st4").expect("st4").inventory("dan", &["fire_axe", "pistol"]).expect("Dan's weapons");
    sc.zombies("st4", Walker, 1).expect("st4").zombies("st5", Walker, 1).expect("st5");
    sc.activate("dan").expect("Dan acts");
    sc
}

fn label(sc: &Scenario, a: Action, lang: Lang) -> String {
    sc.game.action_text(a, Viewer::Spectator, lang).label
}

#[test]
fn rm_melee_1_melee_actions_say_melee_in_both_languages() {
    let sc = armed_dan();
    let melee: Vec<Action> = sc.legal().into_iter().filter(|a| matches!(a, Action::Melee { .. })).collect();
    assert_eq!(melee, vec![Action::Melee { hand: 0 }], "the fire axe strikes in Dan's zone");
    assert!(label(&sc, melee[0], Lang::En).contains("Melee"), "{}", label(&sc, melee[0], Lang::En));
    assert!(label(&sc, melee[0], Lang::Ru).contains("«близко»"), "{}", label(&sc, melee[0], Lang::Ru));
}

#[test]
fn rm_mact_2_ranged_actions_do_not_say_melee() {
    let sc = armed_dan();
    let ranged: Vec<Action> = sc.legal().into_iter().filter(|a| matches!(a, Action::Ranged { .. })).collect();
    assert!(!ranged.is_empty(), "the pistol shoots into the next zone");
    for a in ranged {
        assert!(!label(&sc, a, Lang::En).contains("Melee"), "{}", label(&sc, a, Lang::En));
        assert!(!label(&sc, a, Lang::Ru).contains("близко"), "{}", label(&sc, a, Lang::Ru));
    }
}
