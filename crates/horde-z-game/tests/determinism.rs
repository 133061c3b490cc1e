//! A guard for work on speed: seeded random games at every table size, with
//! no mode, each mode alone and all of them, must visit the very same states,
//! offer the very same legal actions and tell the very same events as they
//! did when the figures below were recorded. Any change of a rule's reading
//! (or of the order of a list, which a seeded bot's choice depends on) moves
//! the hash; a change that only makes the code faster does not.

use horde_core::rng::{HordeRng, stream};
use horde_core::{Actor, Decision, Game, Match, StableHasher};
use horde_z_game::{Options, Setup, ZGame};
use std::hash::{Hash, Hasher};

/// Plays one seeded random game to its end (or a step cap that no default
/// table reaches) and folds in every state, legal-action list and event.
fn fingerprint(setup: Setup, seed: u64) -> u64 {
    let mut h = StableHasher::default();
    let mut m = Match::<ZGame>::new(setup, seed).expect("the table sets up");
    let mut rng = HordeRng::new(seed, stream::TEST);
    let (mut events, mut legal) = (Vec::new(), Vec::new());
    for _ in 0..200_000 {
        m.state().hash(&mut h);
        legal.clear();
        m.state().legal_actions(&mut legal);
        legal.hash(&mut h);
        match m.decision() {
            Decision::Terminal => break,
            Decision::Chance => {
                m.resolve_chance(&mut events);
            }
            Decision::Seat(s) => {
                let a = legal[rng.below(legal.len() as u32) as usize];
                m.act(Actor::Seat(s), a, &mut events).expect("listed actions apply");
            }
        }
        // Events carry no `Hash`; their debug text says all they hold.
        format!("{events:?}").hash(&mut h);
        events.clear();
    }
    h.finish()
}

/// No mode, each of the seven modes and the sabotage variant alone, and all
/// of them together but Local knowledge, which a table with Fog of war
/// refuses (ZG-VAR-1..7, ZG-SAB-10).
fn modes() -> Vec<(&'static str, Options)> {
    let one = |set: fn(&mut Options)| {
        let mut o = Options::default();
        set(&mut o);
        o
    };
    let all = Options {
        quick_start: true,
        fog_of_war: true,
        local_knowledge: false,
        destroy_and_steal: true,
        herd_instinct: true,
        pharmacy_business: true,
        search_for_survivors: true,
        few_but_effective: true,
    };
    vec![
        ("none", Options::default()),
        ("quick_start", one(|o| o.quick_start = true)),
        ("fog_of_war", one(|o| o.fog_of_war = true)),
        ("local_knowledge", one(|o| o.local_knowledge = true)),
        ("destroy_and_steal", one(|o| o.destroy_and_steal = true)),
        ("herd_instinct", one(|o| o.herd_instinct = true)),
        ("pharmacy_business", one(|o| o.pharmacy_business = true)),
        ("search_for_survivors", one(|o| o.search_for_survivors = true)),
        ("few_but_effective", one(|o| o.few_but_effective = true)),
        ("all", all),
    ]
}

/// Two seeds per table size and mode, all folded into one value per table.
fn table(players: u8) -> u64 {
    let mut h = StableHasher::default();
    for (_, options) in modes() {
        for seed in 0..2 {
            let setup = Setup { options, ..Setup::new(players) };
            fingerprint(setup, seed).hash(&mut h);
        }
    }
    h.finish()
}

#[test]
fn two_player_random_games_are_unchanged() {
    let got = table(2);
    assert_eq!(got, RECORDED[0], "2 players: {got:#018x}");
}

#[test]
fn three_player_random_games_are_unchanged() {
    let got = table(3);
    assert_eq!(got, RECORDED[1], "3 players: {got:#018x}");
}

#[test]
fn four_player_random_games_are_unchanged() {
    let got = table(4);
    assert_eq!(got, RECORDED[2], "4 players: {got:#018x}");
}

/// Taken again when each faction's start became its own (ZG-GAP-2): the
/// set-up now holds one task a seat where it held each draw, and the seats
/// have no food until their factions are dealt, so every state of the
/// set-up hashes differently; the games themselves were checked unchanged
/// by the simulator's figures on unchanged content. Taken once more with
/// the tuned starts, the Bikers' night-only bonus and the 2-player target
/// of ZG-GAP-25.
const RECORDED: [u64; 3] = [0xbaff_1186_2cc7_ae11, 0xaf1c_92ea_a96a_9b8e, 0x496b_35f6_b4db_da04];
