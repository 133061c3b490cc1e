//! Rule tests on built positions; each names the rules it checks.

use horde_core::{Game, HordeRng, Seat};
use horde_dead_of_night::content::content;
use horde_dead_of_night::position::Position;
use horde_dead_of_night::{Action, DeadOfNight, End, Event, FISTS, Step};

mod common;
use common::{item, settle};

/// DN-GAP-1, DN-SETUP-2: the deck is built as AI over AII; DN-TURN-4: AII holds more zombie turns than AI.
#[test]
fn dn_gap_1_the_deck_holds_29_zombie_turns_and_keys_in_the_last_five_places_of_ai() {
    let c = content();
    let turns = |f: fn(&horde_dead_of_night::content::Card) -> u8| {
        c.cards.iter().map(|k| u32::from(k.crosses) * u32::from(f(k))).sum::<u32>()
    };
    assert_eq!(turns(|k| k.first), 12);
    assert_eq!(turns(|k| k.second), 17);
    assert_eq!(c.cards.iter().map(|k| u32::from(k.first)).sum::<u32>(), 20);
    assert_eq!(c.cards.iter().map(|k| u32::from(k.second)).sum::<u32>(), 20);

    let mut g = Position::new("house", 1).unwrap().player(0, 12, 1).unwrap().build().unwrap();
    // Places 1-15: never Keys (DN-SETUP SOURCE).
    assert!(g.next_card_weights().iter().all(|(id, _)| id != "keys"));
    g.burn_first(15);
    // Place 16: Keys with probability 1/5.
    let w = g.next_card_weights();
    let total: u32 = w.iter().map(|(_, w)| w).sum();
    let keys = w.iter().find(|(id, _)| id == "keys").map(|(_, w)| *w).unwrap();
    assert_eq!(keys * 5, total);
    // Place 20 with Keys still in the deck: Keys for certain.
    g.burn_first(4);
    assert_eq!(g.next_card_weights(), vec![("keys".to_owned(), 1)]);
}

/// DN-GAP-1, DN-SETUP SOURCE: dealing AI card by card as chance decisions,
/// each by its weight, puts Keys at each of the last five places equally
/// often, as a shuffle would. This is what lets a search bot meet the deck
/// as chance instead of a redrawn order: the state holds no order to hide.
#[test]
fn dn_gap_1_chance_draws_put_keys_uniformly_in_the_last_five_places() {
    const TRIALS: u32 = 5_000;
    let base = Position::new("house", 1).unwrap().player(0, 12, 1).unwrap().build().unwrap();
    let mut rng = HordeRng::new(17, 0);
    let mut at = [0u32; 20];
    for _ in 0..TRIALS {
        let mut g = base.clone();
        for place in &mut at {
            let w = g.next_card_weights();
            let i = rng.weighted(&w).expect("AI is not used up before Keys");
            if w[i].0 == "keys" {
                *place += 1;
                break;
            }
            g.burn_first(1);
        }
    }
    assert_eq!(at[..15].iter().sum::<u32>(), 0, "Keys among the first 15 places");
    assert_eq!(at.iter().sum::<u32>(), TRIALS, "Keys dealt in every trial");
    // Pearson's chi-squared over the five places (4 degrees of freedom):
    // 30 lies beyond the one-in-a-million tail.
    let expected = f64::from(TRIALS) / 5.0;
    let chi2: f64 = at[15..].iter().map(|&n| (f64::from(n) - expected).powi(2) / expected).sum();
    assert!(chi2 < 30.0, "Keys places {:?}: chi-squared {chi2}", &at[15..]);
}

fn duel(hold: Option<&str>, zombies: &[(i16, i16)]) -> DeadOfNight {
    let mut p = Position::new("house", 1).expect("house").player(0, 12, 1).expect("outdoors");
    if let Some(h) = hold {
        p = p.hold(0, h).expect("one-handed");
    }
    for &(x, y) in zombies {
        p = p.zombie(x, y).expect("on the map");
    }
    p.build().expect("valid")
}

/// DN-MELEE-3, DN-MELEE-5; DN-MELEE-4 and DN-GAP-17: the kill scores for the attacker.
#[test]
fn dn_melee_5_six_or_more_kills_one_zombie_per_point_above_five() {
    // Bat +2, one zombie -1, die 5: total 6, one kill (DN-MELEE-3/5), credited (DN-MELEE-4).
    let mut g = duel(Some("baseball-bat"), &[(12, 2)]);
    let ev = g.play(&[Action::Fight, Action::Wield(item("baseball-bat")), Action::Die(5)]).unwrap();
    assert!(ev.contains(&Event::CombatRolled { seat: 0, die: 5, total: 6, zombies: 1 }));
    assert!(g.zombie_squares().is_empty());
    assert_eq!(g.player_state(0).kills, 1);
    assert_eq!(g.victory_points(0), 11);
}

/// DN-MELEE-4; DN-MELEE-2: one roll against both zombies, -1 for each.
#[test]
fn dn_melee_4_the_attacker_chooses_which_zombies_die() {
    // Bat +2, two zombies -2, die 6: total 6, one kill of two: a choice.
    let mut g = duel(Some("baseball-bat"), &[(12, 2), (13, 1)]);
    g.play(&[Action::Fight, Action::Wield(item("baseball-bat")), Action::Die(6)]).unwrap();
    assert_eq!(g.step(), Some(Step::Kill { seat: 0, left: 1 }));
    let target = g.sq(13, 1).unwrap();
    g.play(&[Action::Kill(target)]).unwrap();
    assert_eq!(g.zombie_squares(), vec![g.sq(12, 2).unwrap()]);
}

/// DN-MELEE-5, DN-GAP-8.
#[test]
fn dn_melee_5_four_or_five_pushes_one_zombie_straight_away() {
    // DN-GAP-8: the zombie below moves one square farther down.
    let mut g = duel(Some("baseball-bat"), &[(12, 2)]);
    g.play(&[Action::Fight, Action::Wield(item("baseball-bat")), Action::Die(3)]).unwrap();
    let (from, to) = (g.sq(12, 2).unwrap(), g.sq(12, 3).unwrap());
    let mut acts = Vec::new();
    g.legal_actions(&mut acts);
    assert_eq!(acts, vec![Action::Push(from, to)]);
    g.play(&[Action::Push(from, to)]).unwrap();
    assert_eq!(g.zombie_squares(), vec![to]);
    assert_eq!(g.player_state(0).energy, 6);
}

/// DN-MELEE-5; DN-MELEE-6: grabbed in his own turn he breaks free.
#[test]
fn dn_melee_5_two_or_three_wounds_and_one_or_less_grabs() {
    let mut g = duel(Some("baseball-bat"), &[(12, 2)]);
    let ev = g.play(&[Action::Fight, Action::Wield(item("baseball-bat")), Action::Die(1)]).unwrap();
    assert!(ev.contains(&Event::Wounded { seat: 0, energy: 5 }), "{ev:?}");

    // Bare hands against two zombies, die 2: total 0, grabbed (DN-MELEE-5).
    let mut g = duel(None, &[(12, 2), (13, 2)]);
    let ev = g.play(&[Action::Fight, Action::Die(2)]).unwrap();
    assert!(ev.contains(&Event::Grabbed { seat: 0, energy: 5 }), "{ev:?}");
    // In his own turn he breaks free (DN-MELEE-6).
    assert!(!g.player_state(0).grabbed);
}

/// DN-MELEE-5: the tear-away die.
#[test]
fn dn_melee_5_a_grab_tears_the_weapon_away_on_a_roll_above_energy() {
    let mut g = duel(Some("kitchen-knife"), &[(12, 2), (13, 2), (11, 2)]);
    let knife = item("kitchen-knife");
    // Knife +1, three zombies -3, die 2: total 0. Energy 5 after the grab; tear die 6 > 5.
    let ev = g.play(&[Action::Fight, Action::Wield(knife), Action::Die(2), Action::Die(6)]).unwrap();
    assert!(ev.contains(&Event::WeaponTorn { seat: 0, thing: knife }), "{ev:?}");
    assert!(g.player_state(0).hands.is_empty());
}

/// DN-GAP-9, DN-MELEE-8, DN-ENERGY-4, DN-ZOM-5; DN-END-1 and DN-END-4: the last one alive wins.
#[test]
fn dn_gap_9_a_collapsed_character_in_contact_dies_and_rises_as_a_zombie() {
    // DN-ZOM-5, DN-GAP-6 (b): after the zombie move he must fight; at energy 0 he dies.
    let mut g = Position::new("house", 2)
        .unwrap()
        .player(0, 12, 1)
        .unwrap()
        .player(1, 2, 2)
        .unwrap()
        .energy(0, 0)
        .unwrap()
        .hold(0, "torch")
        .unwrap()
        .keys(0)
        .unwrap()
        .zombie(12, 2)
        .unwrap()
        .build()
        .unwrap();
    let mut ev = g.zombie_turns(1);
    settle(&mut g, &mut ev);
    let sq = g.sq(12, 1).unwrap();
    assert!(ev.contains(&Event::Died { seat: 0, sq }), "{ev:?}");
    assert!(g.zombie_squares().contains(&sq));
    // DN-END-4: one of two players left alive wins.
    let out = g.outcome().expect("over");
    assert_eq!(out.winners, vec![Seat(1)]);
    assert!(ev.contains(&Event::GameOver { end: End::LastAlive }));
}

/// DN-ZOM-8, DN-DEF-1, DN-GAP-6, DN-GAP-7.
#[test]
fn dn_zom_8_zombies_crowd_at_a_door_that_players_pass_freely() {
    // Player in the kitchen, zombie in the hall beside the kitchen door.
    let mut g = Position::new("house", 1)
        .unwrap()
        .player(0, 2, 3)
        .unwrap()
        .reveal(2, 3, "kitchen")
        .unwrap()
        .zombie(2, 4)
        .unwrap()
        .build()
        .unwrap();
    let hall = g.sq(2, 4).unwrap();
    // Not in contact across the door (DN-GAP-6): no Fight! offered.
    let mut acts = Vec::new();
    g.legal_actions(&mut acts);
    assert!(!acts.contains(&Action::Fight));
    let mut ev = g.zombie_turns(1);
    settle(&mut g, &mut ev);
    // The zombie has no way through the door and stays in front of it (DN-GAP-7).
    assert!(g.zombie_squares().contains(&hall));
    assert!(!ev.iter().any(|e| matches!(e, Event::ZombieMoved { from, .. } if *from == hall)));
    assert_eq!(g.player_state(0).energy, 6);
}

/// DN-MOVE-2, DN-GAP-4: no diagonal past a door's corner; DN-MOVE-3: no step through a wall.
#[test]
fn dn_move_2_no_diagonal_step_through_a_door_and_no_step_through_a_wall() {
    let mut g =
        Position::new("house", 1).unwrap().player(0, 2, 3).unwrap().reveal(2, 3, "kitchen").unwrap().build().unwrap();
    g.play(&[Action::Move]).unwrap();
    let diag = g.sq(1, 4).unwrap();
    let err = g.check(Action::Step(diag)).unwrap_err();
    assert_eq!(err.rule, "DN-MOVE-3");
    // Through the wall into the living room: refused.
    assert!(g.check(Action::Step(g.sq(3, 3).unwrap())).is_ok());
    let mut g2 = g.clone();
    g2.play(&[Action::Step(g.sq(3, 3).unwrap())]).unwrap();
    assert!(g2.check(Action::Step(g.sq(4, 3).unwrap())).is_ok());
    g2.play(&[Action::Step(g.sq(4, 3).unwrap())]).unwrap();
    assert_eq!(g2.check(Action::Step(g.sq(5, 3).unwrap())).unwrap_err().rule, "DN-MOVE-3");
    // The door itself, orthogonally: allowed (DN-DEF-1).
    g.play(&[Action::Step(g.sq(2, 4).unwrap())]).unwrap();
    assert_eq!(g.player_state(0).pos, g.sq(2, 4));
}

/// DN-MOVE-5, DN-GAP-23; DN-SEARCH-2: the found item taken in hand.
#[test]
fn dn_move_5_entering_a_face_down_room_turns_it_up_and_gives_two_free_searches() {
    let mut g = Position::new("house", 1).unwrap().player(0, 2, 4).unwrap().build().unwrap();
    g.play(&[Action::Move, Action::Step(g.sq(2, 3).unwrap())]).unwrap();
    assert_eq!(g.decision(), horde_core::Decision::Chance);
    let kitchen = content().rooms.iter().position(|r| r.id == "kitchen").unwrap() as u8;
    let ev = g.play(&[Action::Room(kitchen)]).unwrap();
    assert!(ev.iter().any(|e| matches!(e, Event::RoomRevealed { room, .. } if *room == kitchen)));
    assert_eq!(g.step(), Some(Step::FreeSearch { left: 2 }));
    // Kitchen row 4: drink.
    let ev = g.play(&[Action::Search, Action::Die(4)]).unwrap();
    assert!(ev.contains(&Event::Found { seat: 0, thing: item("drink") }), "{ev:?}");
    g.play(&[Action::Take, Action::Decline, Action::Stop]).unwrap();
    // Both free searches and the move cost one action in all.
    assert_eq!(g.step(), Some(Step::Actions));
    assert!(g.check(Action::Search).is_ok());
    assert_eq!(g.check(Action::Rest).unwrap_err().rule, "DN-ITEM-8");
}

/// DN-SEARCH-4, DN-GAP-2.
#[test]
fn dn_search_4_an_item_no_longer_in_the_supply_gives_the_next_row_down() {
    let build = |knives: u8| {
        Position::new("house", 1)
            .unwrap()
            .player(0, 2, 2)
            .unwrap()
            .reveal(2, 2, "kitchen")
            .unwrap()
            .supply("kitchen-knife", knives)
            .unwrap()
            .build()
            .unwrap()
    };
    let mut g = build(1);
    let ev = g.play(&[Action::Search, Action::Die(5)]).unwrap();
    assert!(ev.contains(&Event::Found { seat: 0, thing: item("kitchen-knife") }));
    let mut g = build(0);
    let ev = g.play(&[Action::Search, Action::Die(5)]).unwrap();
    assert!(ev.contains(&Event::Found { seat: 0, thing: item("drink") }), "{ev:?}");
}

/// DN-ITEM-2, DN-CARDS-4, DN-GAP-14; DN-SEARCH-3 and DN-GAP-23: the search zombie.
#[test]
fn dn_item_2_light_adds_one_to_searches_and_dn_search_3_a_zombie_must_be_fought() {
    let mut g = Position::new("house", 1)
        .unwrap()
        .player(0, 2, 2)
        .unwrap()
        .reveal(2, 2, "kitchen")
        .unwrap()
        .power(true)
        .build()
        .unwrap();
    let ev = g.play(&[Action::Search, Action::Die(5)]).unwrap();
    assert!(ev.contains(&Event::SearchRolled { seat: 0, die: 5, total: 6 }));
    assert!(ev.contains(&Event::Found { seat: 0, thing: item("food") }));
    g.play(&[Action::Take]).unwrap();
    let ev = g.play(&[Action::Search, Action::Die(1)]).unwrap();
    // Row 2 is "nothing": total 2 with the light.
    assert!(ev.contains(&Event::FoundNothing { seat: 0 }));

    let mut g =
        Position::new("house", 1).unwrap().player(0, 2, 2).unwrap().reveal(2, 2, "kitchen").unwrap().build().unwrap();
    let ev = g.play(&[Action::Search, Action::Die(1)]).unwrap();
    assert!(ev.contains(&Event::FoundZombie { seat: 0 }));
    assert_eq!(g.step(), Some(Step::PlaceZombie { seat: 0 }));
    g.play(&[Action::PlaceZombie(g.sq(2, 3).unwrap())]).unwrap();
    // At once a combat (DN-GAP-23): bare hands, the die is chance.
    assert_eq!(g.step(), Some(Step::Roll { seat: 0, weapon: FISTS }));
}

/// DN-ITEM-8, DN-ENERGY-1, DN-ENERGY-2.
#[test]
fn dn_item_8_rest_gives_one_energy_never_above_six() {
    let mut g = Position::new("house", 1).unwrap().player(0, 12, 1).unwrap().energy(0, 4).unwrap().build().unwrap();
    let ev = g.play(&[Action::Rest]).unwrap();
    assert!(ev.contains(&Event::Rested { seat: 0, energy: 5 }));
    let mut g = Position::new("house", 1).unwrap().player(0, 12, 1).unwrap().build().unwrap();
    g.play(&[Action::Rest]).unwrap();
    assert_eq!(g.player_state(0).energy, 6);
}

/// DN-ENERGY-3, DN-GAP-9; DN-ITEM-7 and DN-ENERGY-1: an energy item raises energy.
#[test]
fn dn_energy_3_a_collapsed_character_may_only_use_energy_items() {
    let mut g = Position::new("house", 1)
        .unwrap()
        .player(0, 12, 1)
        .unwrap()
        .energy(0, 0)
        .unwrap()
        .hold(0, "food")
        .unwrap()
        .build()
        .unwrap();
    let mut acts = Vec::new();
    g.legal_actions(&mut acts);
    assert_eq!(acts, vec![Action::Eat(item("food")), Action::EndTurn]);
    let ev = g.play(&[Action::Eat(item("food"))]).unwrap();
    assert!(ev.contains(&Event::Ate { seat: 0, thing: item("food"), energy: 2 }));
}

/// DN-ITEM-4, DN-GAP-24, DN-PVP-3; DN-CARDS-3: the Keys card is stolen like an item.
#[test]
fn dn_item_4_stealing_needs_a_roll_greater_than_the_victims_energy() {
    let build = || {
        Position::new("house", 2)
            .unwrap()
            .player(0, 12, 1)
            .unwrap()
            .player(1, 12, 2)
            .unwrap()
            .energy(1, 3)
            .unwrap()
            .hold(1, "baseball-bat")
            .unwrap()
            .keys(1)
            .unwrap()
            .build()
            .unwrap()
    };
    let mut g = build();
    let ev = g.play(&[Action::Steal(1), Action::Die(3)]).unwrap();
    assert!(ev.contains(&Event::StealRolled { thief: 0, victim: 1, die: 3, success: false }));
    assert_eq!(g.step(), Some(Step::Actions));
    let mut g = build();
    g.play(&[Action::Steal(1), Action::Die(4)]).unwrap();
    // DN-GAP-24: an item in hand or the Keys card, the thief's choice.
    let mut acts = Vec::new();
    g.legal_actions(&mut acts);
    assert_eq!(acts, vec![Action::Rob(item("baseball-bat")), Action::RobKeys]);
    g.play(&[Action::RobKeys]).unwrap();
    assert!(g.player_state(0).keys && !g.player_state(1).keys);
}

/// DN-SEARCH-1.
#[test]
fn dn_search_1_searching_needs_a_room_card() {
    let g = Position::new("house", 1).unwrap().player(0, 12, 1).unwrap().build().unwrap();
    assert_eq!(g.check(Action::Search).unwrap_err().rule, "DN-SEARCH-1");
}

/// DN-ZOM-3, DN-GAP-7; DN-ZOM-1 and DN-GAP-20: placing comes before moving.
#[test]
fn dn_zom_3_zombies_step_toward_the_nearest_player() {
    let mut g = Position::new("house", 2)
        .unwrap()
        .player(0, 12, 1)
        .unwrap()
        .player(1, 1, 8)
        .unwrap()
        .zombie(12, 4)
        .unwrap()
        .build()
        .unwrap();
    let start = g.sq(12, 4).unwrap();
    let mut ev = g.zombie_turns(1);
    settle(&mut g, &mut ev);
    // DN-GAP-7: orthogonal before diagonal: straight up towards seat 0.
    assert!(ev.contains(&Event::ZombieMoved { from: start, to: g.sq(12, 3).unwrap() }), "{ev:?}");
    // DN-ZOM-1: a zombie appeared on every entry space first.
    let placed = ev.iter().filter(|e| matches!(e, Event::ZombiePlaced { .. })).count();
    assert_eq!(placed, content().scenarios[0].entries.len());
}

/// DN-SETUP-4, DN-SETUP-5, DN-GAP-5.
#[test]
fn dn_setup_4_players_start_with_energy_6_and_no_ammo_and_pick_entry_spaces() {
    let mut g = DeadOfNight::new(&horde_dead_of_night::Setup::default()).unwrap();
    g.play(&[Action::First(1)]).unwrap();
    assert_eq!(g.decision(), horde_core::Decision::Seat(Seat(1)));
    let mut acts = Vec::new();
    g.legal_actions(&mut acts);
    assert_eq!(acts.len(), 6);
    assert!(g.player_state(0).energy == 6 && g.player_state(0).ammo == 0);
}

/// DN-CARDS-1, DN-GAP-1, DN-GAP-7.
#[test]
fn dn_cards_1_zombies_break_through_breaks_a_besieged_door() {
    let mut g = Position::new("house", 1)
        .unwrap()
        .player(0, 2, 3)
        .unwrap()
        .reveal(2, 3, "kitchen")
        .unwrap()
        .zombie(2, 4)
        .unwrap()
        .second_part()
        .at_draw()
        .build()
        .unwrap();
    let (a, b) = (g.sq(2, 3).unwrap(), g.sq(2, 4).unwrap());
    let card = DeadOfNight::card("break-through").unwrap();
    let ev = g.play(&[Action::Card(card)]).unwrap();
    assert!(ev.contains(&Event::DoorBroken { a, b }), "{ev:?}");
    // Through the open doorway the zombie is now in contact (DN-GAP-6).
    let mut acts = Vec::new();
    g.legal_actions(&mut acts);
    assert!(acts.contains(&Action::Fight));
}

/// DN-CARDS-1, DN-GAP-7.
#[test]
fn dn_cards_1_a_door_nobody_besieges_stays() {
    // The zombie stands outside, with a true path through a window: no siege.
    let mut g = Position::new("house", 1)
        .unwrap()
        .player(0, 2, 3)
        .unwrap()
        .reveal(2, 3, "kitchen")
        .unwrap()
        .zombie(12, 4)
        .unwrap()
        .second_part()
        .at_draw()
        .build()
        .unwrap();
    let card = DeadOfNight::card("break-through").unwrap();
    let ev = g.play(&[Action::Card(card)]).unwrap();
    assert!(!ev.iter().any(|e| matches!(e, Event::DoorBroken { .. })), "{ev:?}");
}

/// DN-MELEE-9, DN-GAP-6.
#[test]
fn dn_melee_9_a_move_that_starts_in_contact_is_preceded_by_one_combat() {
    let mut g = duel(None, &[(13, 2)]);
    g.play(&[Action::Move]).unwrap();
    assert_eq!(g.step(), Some(Step::Roll { seat: 0, weapon: FISTS }));
    // Fists, one zombie, die 4: total 3, wounded; then the move goes on.
    let ev = g.play(&[Action::Die(4)]).unwrap();
    assert!(ev.contains(&Event::Wounded { seat: 0, energy: 5 }));
    assert_eq!(g.step(), Some(Step::Moving { taken: 0, run: false }));
    g.play(&[Action::Stop, Action::Move]).unwrap();
    // Already fought this turn (DN-GAP-6 (e)): no second combat.
    assert_eq!(g.step(), Some(Step::Moving { taken: 0, run: false }));
}

/// DN-RUN-1, DN-GAP-6.
#[test]
fn dn_run_1_a_run_passes_zombies_without_fighting() {
    let mut g = duel(None, &[(13, 2)]);
    g.play(&[Action::Run]).unwrap();
    let steps = [(12, 2), (12, 3), (12, 4)].map(|(x, y)| Action::Step(g.sq(x, y).unwrap()));
    let ev = g.play(&steps).unwrap();
    assert!(!ev.iter().any(|e| matches!(e, Event::CombatRolled { .. })), "{ev:?}");
    // Run cost both actions.
    g.play(&[Action::Stop]).unwrap();
    assert_eq!(g.check(Action::Move).unwrap_err().rule, "DN-MOVE-3");

    // A Run that ends in contact ends with a combat (DN-GAP-6 (d)).
    let mut g = duel(None, &[(13, 2)]);
    g.play(&[Action::Run, Action::Step(g.sq(12, 2).unwrap()), Action::Stop]).unwrap();
    assert_eq!(g.step(), Some(Step::Roll { seat: 0, weapon: FISTS }));
}

/// DN-FREE-4.
#[test]
fn dn_free_4_a_held_item_is_given_free_to_a_player_in_reach_with_a_free_hand() {
    let build = |x: i16| -> DeadOfNight {
        Position::new("house", 2)
            .unwrap()
            .player(0, 12, 1)
            .unwrap()
            .player(1, x, 1)
            .unwrap()
            .hold(0, "baseball-bat")
            .unwrap()
            .hold(1, "axe")
            .unwrap()
            .build()
            .unwrap()
    };
    // Seat 1's hands are full (the axe takes both): no gift.
    let g = build(13);
    let bat = item("baseball-bat");
    assert_eq!(g.check(Action::Give(1, bat)).unwrap_err().rule, "DN-FREE-4");
    let mut g = Position::new("house", 2)
        .unwrap()
        .player(0, 12, 1)
        .unwrap()
        .player(1, 13, 1)
        .unwrap()
        .hold(0, "baseball-bat")
        .unwrap()
        .build()
        .unwrap();
    g.play(&[Action::Give(1, bat)]).unwrap();
    assert_eq!(g.player_state(1).hands, vec![bat]);
    // Free: both actions are left.
    assert!(g.check(Action::Rest).is_ok());
    // Too far: no gift.
    let g = Position::new("house", 2)
        .unwrap()
        .player(0, 12, 1)
        .unwrap()
        .player(1, 12, 3)
        .unwrap()
        .hold(0, "baseball-bat")
        .unwrap()
        .build()
        .unwrap();
    assert!(g.check(Action::Give(1, bat)).is_err());
}
