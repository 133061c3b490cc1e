//! Whole random games never leave a seat to decide without a legal
//! action. Dealt and played exactly as `horde sim dead-of-night --bot
//! random` deals and plays them (the simulator's game seeds, chance
//! stream and bot streams), so a failure names a game the simulator can
//! replay. Game 151 of master seed 1 once stalled: a fighter who owed an
//! attack (DN-PVP-2) had collapsed (DN-ENERGY-3) and could not end his turn.

use horde_core::rng::stream;
use horde_core::{Decision, Game, HordeRng, Seat};
use horde_dead_of_night::DeadOfNight;
use horde_rules::SimGame;

/// Plays game `index` of master seed `master` to its end; `Err` names the
/// seat left without an action.
fn play(master: u64, index: u64, players: Option<u8>) -> Result<(), String> {
    let seed = HordeRng::derived(master, stream::SIM, index).next_u64();
    let setup = DeadOfNight::setup_for("house", players, seed).map_err(|e| e.0)?;
    let mut g = DeadOfNight::new(&setup).map_err(|e| e.0)?;
    let mut bots: Vec<HordeRng> = (0..g.num_seats() as u64)
        .map(|s| HordeRng::new(HordeRng::derived(seed, stream::AI, s).next_u64(), stream::AI))
        .collect();
    let (mut chance, mut legal, mut events, mut outcomes) = (0u64, Vec::new(), Vec::new(), Vec::new());
    for _ in 0..100_000 {
        let action = match g.decision() {
            Decision::Terminal => return Ok(()),
            Decision::Chance => {
                outcomes.clear();
                g.chance_outcomes(&mut outcomes);
                let i = HordeRng::derived(seed, stream::CHANCE, chance).weighted(&outcomes);
                chance += 1;
                outcomes[i.ok_or("a chance decision without outcomes")?].0
            }
            Decision::Seat(Seat(s)) => {
                legal.clear();
                g.legal_actions(&mut legal);
                if legal.is_empty() {
                    return Err(format!("seat {s} has no legal action in game {index} of master seed {master}"));
                }
                legal[bots[usize::from(s)].below(legal.len() as u32) as usize]
            }
        };
        g.apply(action, &mut events).map_err(|e| format!("{e:?}"))?;
        events.clear();
    }
    Err(format!("game {index} of master seed {master} did not end"))
}

#[test]
fn dn_pvp_2_random_games_never_leave_a_seat_without_an_action() {
    for index in 0..400 {
        play(1, index, None).unwrap();
    }
    for players in 1..=6 {
        for index in 0..60 {
            play(2, index, Some(players)).unwrap();
        }
    }
}
