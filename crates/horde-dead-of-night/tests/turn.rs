//! The turn, zombies, movement, items and the end (DN-TURN, DN-ZOM, DN-ACT,
//! DN-MOVE, DN-FREE, DN-MELEE, DN-ITEMS, DN-CARDS, DN-END) on built
//! positions of the house scenario. Column 11 and beyond are outdoors; the
//! kitchen (columns 1-4, rows 1-3) has a window between (2,1) and (2,0).

use horde_core::{Game, Seat, Viewer};
use horde_dead_of_night::position::Position;
use horde_dead_of_night::{Action, DeadOfNight, End, Event, FISTS, Step};

mod common;
use common::{card, item, legal, settle, sq};

fn placed(ev: &[Event]) -> Vec<u16> {
    ev.iter().filter_map(|e| if let Event::ZombiePlaced { sq } = e { Some(*sq) } else { None }).collect()
}

/// DN-TURN-1, DN-ACT-1: the card first, then two actions.
#[test]
fn dn_turn_1_the_card_comes_first_then_two_actions() {
    let mut g = Position::new("house", 1).unwrap().player(0, 12, 1).unwrap().at_draw().build().unwrap();
    assert_eq!(g.step(), Some(Step::Draw));
    assert_eq!(g.check(Action::Move).unwrap_err().rule, "DN-MOVE-3");
    g.play(&[Action::Card(card("quiet-moment"))]).unwrap();
    assert_eq!(g.view(Viewer::Spectator).actions, 2);
    g.play(&[Action::Move, Action::Stop, Action::Move, Action::Stop]).unwrap();
    assert!(g.check(Action::Move).is_err(), "a third action");
}

/// DN-TURN-2: a player who cannot act still draws his card.
#[test]
fn dn_turn_2_a_collapsed_player_still_draws_his_card() {
    let mut g = Position::new("house", 1).unwrap().player(0, 12, 1).unwrap().energy(0, 0).unwrap().build().unwrap();
    assert_eq!(legal(&g), vec![Action::EndTurn]);
    g.play(&[Action::EndTurn]).unwrap();
    assert_eq!(g.step(), Some(Step::Draw));
    let ev = g.play(&[Action::Card(card("quiet-moment"))]).unwrap();
    assert!(ev.iter().any(|e| matches!(e, Event::CardDrawn { seat: 0, .. })), "{ev:?}");
}

/// DN-TURN-3, DN-CARDS-5, DN-ITEMS-7: the Ammo card gives the drawer ammo
/// for any firearm.
#[test]
fn dn_cards_5_the_ammo_card_loads_the_drawer() {
    let mut g = Position::new("house", 1)
        .unwrap()
        .player(0, 12, 1)
        .unwrap()
        .hold(0, "pistol")
        .unwrap()
        .zombie(12, 5)
        .unwrap()
        .at_draw()
        .build()
        .unwrap();
    let z = sq(&g, 12, 5);
    assert_eq!(g.check(Action::Shoot(z, item("pistol"))).unwrap_err().rule, "DN-RANGED-1");
    let ev = g.play(&[Action::Card(card("ammo"))]).unwrap();
    assert!(ev.contains(&Event::AmmoFound { seat: 0, ammo: 2 }), "{ev:?}");
    assert!(g.check(Action::Shoot(z, item("pistol"))).is_ok());
}

/// DN-ZOM-2, DN-GAP-20: two crosses are two complete zombie turns: every
/// entry space gets a zombie twice.
#[test]
fn dn_zom_2_two_crosses_place_and_move_twice() {
    let mut g = Position::new("house", 1).unwrap().player(0, 5, 4).unwrap().at_draw().build().unwrap();
    let mut ev = g.play(&[Action::Card(card("horde"))]).unwrap();
    settle(&mut g, &mut ev);
    assert_eq!(placed(&ev).len(), 12, "{ev:?}");
}

/// DN-ZOM-9: a square holds at most four zombies: a full entry space gets none.
#[test]
fn dn_zom_9_a_full_entry_space_gets_no_zombie() {
    let mut p = Position::new("house", 1).unwrap().player(0, 5, 4).unwrap();
    for _ in 0..4 {
        p = p.zombie(0, 0).unwrap();
    }
    assert!(p.clone().zombie(0, 0).is_err(), "a fifth is refused");
    let mut g = p.build().unwrap();
    let mut ev = g.zombie_turns(1);
    settle(&mut g, &mut ev);
    let corner = sq(&g, 0, 0);
    assert!(!placed(&ev).contains(&corner), "{ev:?}");
    assert_eq!(placed(&ev).len(), 5);
}

/// DN-ZOM-4, DN-ZOM-6: zombies pass an unprotected window, and one entering
/// a face-down room does not turn it up.
#[test]
fn dn_zom_4_zombies_climb_through_windows_without_revealing_the_room() {
    let mut g = Position::new("house", 1).unwrap().player(0, 3, 3).unwrap().zombie(2, 0).unwrap().build().unwrap();
    let mut ev = g.zombie_turns(1);
    settle(&mut g, &mut ev);
    let (out, inn) = (sq(&g, 2, 0), sq(&g, 2, 1));
    assert!(ev.contains(&Event::ZombieMoved { from: out, to: inn }), "{ev:?}");
    assert!(g.view(Viewer::Spectator).revealed.iter().all(Option::is_none));
}

/// DN-MOVE-1: adjacent means the eight squares around; outdoors a diagonal
/// step is a step.
#[test]
fn dn_move_1_diagonal_steps_are_adjacent() {
    let mut g = Position::new("house", 1).unwrap().player(0, 12, 1).unwrap().build().unwrap();
    g.play(&[Action::Move]).unwrap();
    let steps: Vec<Action> = legal(&g).into_iter().filter(|a| matches!(a, Action::Step(_))).collect();
    assert_eq!(steps.len(), 8, "{steps:?}");
    g.play(&[Action::Step(sq(&g, 13, 2))]).unwrap();
    assert_eq!(g.player_state(0).pos, g.sq(13, 2));
}

/// DN-MOVE-4, DN-MELEE-1: stepping into contact with a zombie means a fight at once.
#[test]
fn dn_move_4_stepping_next_to_a_zombie_forces_a_fight() {
    let mut g = Position::new("house", 1).unwrap().player(0, 12, 1).unwrap().zombie(12, 4).unwrap().build().unwrap();
    g.play(&[Action::Move, Action::Step(sq(&g, 12, 2))]).unwrap();
    assert_eq!(g.step(), Some(Step::Moving { taken: 1, run: false }));
    g.play(&[Action::Step(sq(&g, 12, 3))]).unwrap();
    assert_eq!(g.step(), Some(Step::Roll { seat: 0, weapon: FISTS }));
}

/// DN-FREE-2, DN-FREE-5, DN-GAP-18: picking up, dropping and Fight! are
/// free; picking up needs a free hand and no zombie on the item's square.
#[test]
fn dn_free_2_picking_up_is_free_and_needs_a_free_hand() {
    let mut g = Position::new("house", 1)
        .unwrap()
        .player(0, 12, 1)
        .unwrap()
        .lying(12, 2, "baseball-bat")
        .unwrap()
        .lying(13, 2, "kitchen-knife")
        .unwrap()
        .zombie(13, 2)
        .unwrap()
        .build()
        .unwrap();
    let (bat, knife) = (item("baseball-bat"), item("kitchen-knife"));
    let (b, k) = (sq(&g, 12, 2), sq(&g, 13, 2));
    assert_eq!(g.check(Action::Pick(k, knife)).unwrap_err().rule, "DN-FREE-2");
    g.play(&[Action::Pick(b, bat), Action::Fight, Action::Wield(bat), Action::Die(6)]).unwrap();
    g.play(&[Action::Drop(bat)]).unwrap();
    assert_eq!(g.view(Viewer::Spectator).actions, 2, "all of it free");

    let g = Position::new("house", 1)
        .unwrap()
        .player(0, 12, 1)
        .unwrap()
        .hold(0, "axe")
        .unwrap()
        .lying(12, 2, "baseball-bat")
        .unwrap()
        .build()
        .unwrap();
    assert_eq!(g.check(Action::Pick(b, bat)).unwrap_err().rule, "DN-FREE-2", "both hands hold the axe");
}

/// DN-ITEM-3, DN-GAP-3: a two-handed item fills both hands; the backpack
/// holds four hand-sized slots; moving items costs an action each.
#[test]
fn dn_item_3_hands_and_backpack() {
    let mut g = Position::new("house", 1).unwrap().player(0, 12, 1).unwrap().hold(0, "axe").unwrap().build().unwrap();
    let axe = item("axe");
    g.play(&[Action::Stash(axe)]).unwrap();
    assert_eq!(g.view(Viewer::Spectator).actions, 1);
    assert!(g.player_state(0).hands.is_empty() && g.player_state(0).pack == vec![axe]);
    g.play(&[Action::Unstash(axe)]).unwrap();
    assert_eq!(g.check(Action::Stash(axe)).unwrap_err().rule, "DN-ITEM-3", "no action left");
}

/// DN-MELEE-7, DN-GAP-25: a breakable weapon is used up by a push or a
/// kill, and kept after a failed attack.
#[test]
fn dn_melee_7_a_bottle_breaks_only_when_it_works() {
    let build = || {
        Position::new("house", 1)
            .unwrap()
            .player(0, 12, 1)
            .unwrap()
            .hold(0, "bottle")
            .unwrap()
            .zombie(12, 2)
            .unwrap()
            .build()
            .unwrap()
    };
    let bottle = item("bottle");
    let mut g = build();
    // +1, one zombie -1, die 2: 2, a wound; the bottle stays.
    g.play(&[Action::Fight, Action::Wield(bottle), Action::Die(2)]).unwrap();
    assert_eq!(g.player_state(0).hands, vec![bottle]);
    let mut g = build();
    // Die 4: 4, a push; the bottle is gone.
    g.play(&[Action::Fight, Action::Wield(bottle), Action::Die(4)]).unwrap();
    assert!(g.player_state(0).hands.is_empty());
}

/// DN-ITEMS-1: a 1 on the die empties the chainsaw: half its value after.
#[test]
fn dn_items_1_the_chainsaw_runs_dry_on_a_one() {
    let mut g = Position::new("house", 1)
        .unwrap()
        .player(0, 12, 1)
        .unwrap()
        .hold(0, "chainsaw")
        .unwrap()
        .zombie(12, 2)
        .unwrap()
        .build()
        .unwrap();
    let saw = item("chainsaw");
    // +4, -1, die 1: 4, a push; out of fuel.
    let ev = g.play(&[Action::Fight, Action::Wield(saw), Action::Die(1)]).unwrap();
    assert!(ev.contains(&Event::ChainsawDry { seat: 0 }), "{ev:?}");
    let (from, to) = (sq(&g, 12, 2), sq(&g, 12, 3));
    g.play(&[Action::Push(from, to)]).unwrap();
    let dry = g.player_state(0).hands[0];
    assert_ne!(dry, saw);
    // Move into contact again: +2 now, -1, die 3: 4.
    let ev = g.play(&[Action::Move, Action::Step(sq(&g, 12, 2)), Action::Wield(dry), Action::Die(3)]).unwrap();
    assert!(ev.contains(&Event::CombatRolled { seat: 0, die: 3, total: 4, zombies: 1 }), "{ev:?}");
}

/// DN-ITEMS-5: a torch adds 1 to attacks where there is no electricity and
/// always 1 to searches.
#[test]
fn dn_items_5_the_torch_lights_attacks_in_the_dark_and_every_search() {
    let mut g = Position::new("house", 1)
        .unwrap()
        .player(0, 12, 1)
        .unwrap()
        .hold(0, "torch")
        .unwrap()
        .zombie(12, 2)
        .unwrap()
        .build()
        .unwrap();
    let ev = g.play(&[Action::Fight, Action::Wield(FISTS), Action::Die(5)]).unwrap();
    assert!(ev.contains(&Event::CombatRolled { seat: 0, die: 5, total: 5, zombies: 1 }), "{ev:?}");

    let mut g = Position::new("house", 1)
        .unwrap()
        .player(0, 2, 2)
        .unwrap()
        .reveal(2, 2, "kitchen")
        .unwrap()
        .hold(0, "torch")
        .unwrap()
        .power(true)
        .build()
        .unwrap();
    let ev = g.play(&[Action::Search, Action::Die(1)]).unwrap();
    assert!(ev.contains(&Event::SearchRolled { seat: 0, die: 1, total: 3 }), "{ev:?}");
}

/// DN-END-3, DN-GAP-17, DN-GAP-22: The End: dawn, and the winner by victory
/// points; equal points and kills go to the higher energy.
#[test]
fn dn_end_3_the_end_decides_by_victory_points() {
    let mut g = Position::new("house", 2)
        .unwrap()
        .player(0, 12, 1)
        .unwrap()
        .player(1, 2, 4)
        .unwrap()
        .energy(1, 4)
        .unwrap()
        .last_card()
        .at_draw()
        .build()
        .unwrap();
    assert_eq!(g.next_card_weights(), vec![("the-end".to_owned(), 1)]);
    let ev = g.play(&[Action::Card(card("the-end"))]).unwrap();
    assert!(ev.contains(&Event::GameOver { end: End::TheEnd }), "{ev:?}");
    let out = g.outcome().expect("over");
    assert_eq!(out.scores, vec![10, 10]);
    assert_eq!(out.winners, vec![Seat(0)]);
}

/// DN-ACT-2: another action in the middle of a Move, which then goes on;
/// never in a Run (DN-RUN-1).
#[test]
fn dn_act_2_search_in_the_middle_of_a_move_then_move_on() {
    let build = || {
        Position::new("house", 1).unwrap().player(0, 2, 4).unwrap().reveal(2, 3, "kitchen").unwrap().build().unwrap()
    };
    let mut g = build();
    g.play(&[Action::Move, Action::Step(sq(&g, 2, 3))]).unwrap();
    assert!(legal(&g).contains(&Action::Search));
    // Kitchen row 4: a drink.
    let ev = g.play(&[Action::Search, Action::Die(4), Action::Take]).unwrap();
    assert!(ev.contains(&Event::Found { seat: 0, thing: item("drink") }), "{ev:?}");
    assert_eq!(g.step(), Some(Step::Moving { taken: 1, run: false }));
    assert_eq!(g.view(Viewer::Spectator).actions, 0);
    g.play(&[Action::Step(sq(&g, 2, 2)), Action::Stop]).unwrap();
    assert_eq!(g.player_state(0).pos, g.sq(2, 2));

    let mut g = build();
    g.play(&[Action::Run, Action::Step(sq(&g, 2, 3))]).unwrap();
    assert!(!legal(&g).contains(&Action::Search));
}

/// DN-ITEM-3, DN-GAP-18: one Handle Items action both puts a held item in
/// the backpack and takes one out, if both fit once swapped.
#[test]
fn dn_gap_18_one_action_swaps_hands_and_backpack() {
    let mut g = Position::new("house", 1)
        .unwrap()
        .player(0, 12, 1)
        .unwrap()
        .hold(0, "baseball-bat")
        .unwrap()
        .hold(0, "kitchen-knife")
        .unwrap()
        .build()
        .unwrap();
    let (bat, knife) = (item("baseball-bat"), item("kitchen-knife"));
    g.play(&[Action::Stash(knife)]).unwrap();
    // Bat in, knife out: one action.
    g.play(&[Action::Swap(bat, knife)]).unwrap();
    assert_eq!(g.player_state(0).hands, vec![knife]);
    assert_eq!(g.player_state(0).pack, vec![bat]);
    assert_eq!(g.view(Viewer::Spectator).actions, 0);
}

/// DN-SETUP-1, DN-SETUP-3, DN-SETUP-5: the board is the scenario's layout
/// with every room face down and no token on it; the players start on its
/// zombie entry spaces and zombies fill the others.
#[test]
fn dn_setup_1_the_board_starts_as_the_scenario_lays_it_out() {
    let mut g = DeadOfNight::new(&horde_dead_of_night::Setup::default()).unwrap();
    let view = g.view(Viewer::Spectator);
    assert_eq!(view.scenario, "house");
    assert!(view.revealed.iter().all(Option::is_none));
    assert!(view.fires.is_empty() && view.barricades.is_empty() && view.breaches.is_empty());
    assert!(view.damage.iter().all(|&d| d == 0));
    let entries: Vec<u16> =
        [(0, 0), (13, 0), (0, 9), (13, 5), (7, 9), (13, 9)].iter().map(|&(x, y)| sq(&g, x, y)).collect();
    g.play(&[Action::First(0), Action::Start(entries[0])]).unwrap();
    let first_item = legal(&g)[0];
    g.play(&[first_item, Action::Start(entries[1])]).unwrap();
    let second_item = legal(&g)[0];
    g.play(&[second_item]).unwrap();
    let mut zombies = g.zombie_squares();
    zombies.sort_unstable();
    let mut rest = entries[2..].to_vec();
    rest.sort_unstable();
    assert_eq!(zombies, rest);
}
