//! The special feature of every character card (GS-SETUP-4, GS-GAP-10):
//! each of the 14 is its own small ability, enforced where its rule is.

mod common;
use common::*;
use horde_grid_siege::content::{Feature, Res, content};
use horde_grid_siege::position::Scenario;
use horde_grid_siege::{Action, Dir};

/// Rules: GS-SETUP-4, GS-GAP-10, GS-GAP-27.
#[test]
fn gs_setup_4_every_card_has_its_own_feature() {
    let chars = &content().characters;
    assert_eq!(chars.len(), 14);
    for f in Feature::ALL {
        assert_eq!(chars.iter().filter(|c| c.feature == f).count(), 1, "{f:?}");
    }
    assert!(chars.iter().all(|c| c.feature_source == "horde"), "our design, labelled so");
    // GS-GAP-27: what balance tuning may change (features, search deck,
    // zombie cards) is content of our design, never the rulebook's.
    assert!(content().search_deck.iter().all(|c| c.source == "horde"));
    assert!(content().zombie_cards.iter().all(|c| c.source == "horde"));
}

/// Rules: GS-GAP-10, GS-GAP-23, GS-SEARCH-1.
#[test]
fn gs_gap_10_the_bum_searches_for_one_action() {
    let mut g = Scenario::new().human("bum", p(2, 4)).lives(2).turn_of(0).build().unwrap();
    act(&mut g, Action::Search(p(3, 4)));
    let g = Scenario::new().human("student", p(2, 4)).lives(2).turn_of(0).build().unwrap();
    assert_eq!(refused(&g, Action::Search(p(3, 4))), "GS-GAP-23");
}

/// Rules: GS-GAP-10, GS-GAP-5.
#[test]
fn gs_gap_10_the_medic_heals_one_life_more() {
    let mut g = Scenario::new()
        .human("medic", p(11, 20))
        .holding("first_aid")
        .human("bum", p(12, 20))
        .lives(1)
        .turn_of(0)
        .build()
        .unwrap();
    act(&mut g, Action::Heal { slot: 0, target: 1 });
    roll(&mut g, 4);
    assert_eq!(g.humans()[1].lives, 3);
}

/// Rules: GS-GAP-10, GS-AIM-1.
#[test]
fn gs_gap_10_the_police_officer_aims_for_two() {
    // An aimed 5 is 7 for her: the pistol's head hit (a 6 for others).
    let mut g = Scenario::new()
        .human("police_officer", p(11, 21))
        .holding("pistol")
        .zombie(p(11, 18))
        .turn_of(0)
        .build()
        .unwrap();
    act(&mut g, Action::Attack { slot: Some(0), target: p(11, 18), aimed: true });
    roll(&mut g, 5);
    if legal(&g).contains(&Action::Keep) {
        act(&mut g, Action::Keep);
    }
    assert!(zombie_squares(&g).is_empty(), "killed");
}

/// Rules: GS-GAP-10, GS-INV-1.
#[test]
fn gs_gap_10_the_security_guard_passes_for_free() {
    let mut g = Scenario::new()
        .human("security_guard", p(11, 20))
        .holding("axe")
        .human("bum", p(12, 20))
        .turn_of(0)
        .build()
        .unwrap();
    act(&mut g, Action::Give { slot: 0, to: 1 });
    assert_eq!(g.turn().unwrap().actions, 2);
}

/// Rules: GS-GAP-10, GS-MOVE-9.
#[test]
fn gs_gap_10_the_soldier_breaks_through_unhurt_on_a_5() {
    let mut g = Scenario::new().human("soldier", p(11, 21)).zombie(p(11, 20)).turn_of(0).build().unwrap();
    act(&mut g, Action::BreakThrough(Dir::N));
    roll(&mut g, 5);
    assert_eq!(g.humans()[0].lives, 4);
}

/// Rules: GS-GAP-10, GS-RANGE-3, GS-ITEM-2.
#[test]
fn gs_gap_10_the_hunter_shoots_and_the_baseball_player_throws_farther() {
    let g = Scenario::new().human("hunter", p(11, 21)).holding("shotgun").turn_of(0).build().unwrap();
    assert_eq!(g.profile(Some(0)).map(|x| x.range), Some(5));
    let g = Scenario::new().human("student", p(11, 21)).holding("shotgun").turn_of(0).build().unwrap();
    assert_eq!(g.profile(Some(0)).map(|x| x.range), Some(3));
    let g = Scenario::new().human("baseball_player", p(11, 21)).holding("grenade").turn_of(0).build().unwrap();
    assert_eq!(g.profile(Some(0)).map(|x| x.range), Some(6));
}

/// Rules: GS-GAP-10, GS-INV-3, GS-GAP-8.
#[test]
fn gs_gap_10_the_farmer_carries_more_and_the_firefighter_runs() {
    let load = |who: &str| {
        Scenario::new()
            .human(who, p(11, 20))
            .holding("axe")
            .holding("shotgun")
            .holding("ak47")
            .holding("pistol")
            .turn_of(0)
            .build()
            .unwrap()
            .movement_left()
    };
    assert_eq!(load("farmer"), 3, "6 units fit: one extra");
    assert_eq!(load("bum"), 2, "4 units fit: two extra");
    let g = Scenario::new().human("firefighter", p(11, 20)).turn_of(0).build().unwrap();
    assert_eq!(g.movement_left(), 5);
}

/// Rules: GS-GAP-10, GS-RES-8.
#[test]
fn gs_gap_10_the_lumberjack_pushes_bare_handed_on_a_5() {
    let g = Scenario::new().human("lumberjack", p(11, 20)).turn_of(0).build().unwrap();
    assert_eq!(g.profile(None).map(|x| x.table.get(5)), Some(Res::Push));
    let g = Scenario::new().human("bum", p(11, 20)).turn_of(0).build().unwrap();
    assert_eq!(g.profile(None).map(|x| x.table.get(5)), Some(Res::Miss));
}

/// Rules: GS-GAP-10, GS-EXPL-1.
#[test]
fn gs_gap_10_the_student_is_not_wounded_by_blasts() {
    let mut g = Scenario::new()
        .human("student", p(11, 21))
        .holding("grenade")
        .human("student", p(12, 17))
        .zombie(p(11, 17))
        .turn_of(0)
        .build()
        .unwrap();
    act(&mut g, attack(Some(0), p(11, 17)));
    roll(&mut g, 5);
    assert_eq!(g.humans()[1].lives, 4);
}

/// Rules: GS-GAP-10, GS-BAR-2, GS-BAR-3.
#[test]
fn gs_gap_10_the_carpenter_builds_and_the_sapper_dismantles_in_one_action() {
    let door = edge(p(2, 5), p(2, 6));
    let mut g = Scenario::new().human("carpenter", p(2, 5)).turn_of(0).build().unwrap();
    act(&mut g, Action::Build { edge: door, slot: None });
    assert_eq!(g.barricades(), &[door]);
    let mut g = Scenario::new().human("sapper", p(2, 5)).barricade(door).turn_of(0).build().unwrap();
    act(&mut g, Action::Dismantle { edge: door, slot: None });
    assert!(g.barricades().is_empty());
}

/// Rules: GS-GAP-10, GS-CAR-2.
#[test]
fn gs_gap_10_the_mechanic_starts_the_car_on_a_5() {
    let mut g = Scenario::new().human_in_car("mechanic").all_searched().turn_of(0).build().unwrap();
    act(&mut g, Action::StartCar);
    roll(&mut g, 5);
    assert!(g.car_started());
}
