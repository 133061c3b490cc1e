//! The faction policy against random bots: seat by seat, one heuristic
//! faction plays three random ones; it must win far more than its share.
//! And the policy's choices that keep a game moving.

use horde_ai::{Bot, HeuristicBot, RandomBot};
use horde_core::rng::{HordeRng, stream};
use horde_core::{Actor, Decision, Game, Match, Seat};
use horde_rules::Policy;
use horde_z_game::bot::ZgPolicy;
use horde_z_game::content::{CharKind, FactionId};
use horde_z_game::position::Position;
use horde_z_game::{Action, Phase, Posture, Setup, ZGame};

/// Plays one match; returns the winners and the rounds played.
fn play(players: u8, heuristic: u8, seed: u64) -> (Vec<Seat>, u16) {
    let mut m = Match::<ZGame>::new(Setup::new(players), seed).expect("the default table sets up");
    let mut smart = HeuristicBot::new(ZgPolicy, seed);
    let mut random = RandomBot::new(seed);
    let (mut events, mut legal) = (Vec::new(), Vec::new());
    for _ in 0..200_000 {
        match m.decision() {
            Decision::Terminal => break,
            Decision::Chance => {
                m.resolve_chance(&mut events);
            }
            Decision::Seat(s) => {
                legal.clear();
                m.state().legal_actions(&mut legal);
                let a = if s.0 == heuristic {
                    smart.choose(m.state(), s, &legal)
                } else {
                    <RandomBot as Bot<ZGame>>::choose(&mut random, m.state(), s, &legal)
                };
                m.act(Actor::Seat(s), a, &mut events).expect("a listed action applies");
            }
        }
        events.clear();
    }
    let g = m.state();
    let winners = g.outcome().map(|o| o.winners).unwrap_or_default();
    (winners, g.round())
}

#[test]
fn the_faction_policy_beats_random_bots() {
    let (mut wins, mut games, mut rounds) = (0u32, 0u32, 0u32);
    for players in [2u8, 4] {
        let mut won = 0;
        for seed in 0..12u64 {
            let seat = (seed % u64::from(players)) as u8;
            let (winners, r) = play(players, seat, seed);
            games += 1;
            rounds += u32::from(r);
            if winners == vec![Seat(seat)] {
                won += 1;
            }
        }
        eprintln!("{players} players: the faction policy won {won} of 12 against random bots");
        wins += won;
    }
    eprintln!("in all {wins} of {games}, {} rounds a game", rounds / games);
    // Its fair share is 1/2 of the 2-player and 1/4 of the 4-player games: 9 of 24.
    assert!(wins >= 15, "won only {wins} of {games}");
}

/// The faction policy's favourite among the legal actions of `g`.
fn favourite(g: &ZGame) -> Action {
    let Decision::Seat(seat) = g.decision() else { panic!("a seat decides") };
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    let mut scores = Vec::new();
    ZgPolicy.score(g, seat, &legal, &mut HordeRng::new(0, stream::TEST), &mut scores);
    let best = (0..legal.len()).max_by(|&a, &b| scores[a].total_cmp(&scores[b])).expect("a legal action");
    legal[best]
}

/// ZG-GAP-5, ZG-GAP-6: the leader minds the Base while another character
/// can go out; when the rest lie down hungry, he goes out himself to
/// capture. Two factions whose leaders stayed repeated the same round for
/// ever: the 2-player games that never ended.
#[test]
fn zg_gap_5_a_leader_whose_faction_lies_hungry_goes_out_to_capture() {
    for (posture, leader_goes) in [(Posture::Hungry, true), (Posture::Standing, false)] {
        let mut p = Position::new(&[FactionId::Bees, FactionId::Bikers]).expect("two factions");
        let base = p.base(0);
        p.character(0, CharKind::Engineer, base, posture).expect("an engineer at the Base");
        let g = p.start(Phase::Movement).expect("the Day begins");
        let moved = match favourite(&g) {
            Action::Move { ch, .. } => Some(g.characters()[usize::from(ch)].kind),
            _ => None,
        };
        assert_eq!(moved == Some(CharKind::Leader), leader_goes, "engineer {posture:?}: {moved:?}");
    }
}

/// ZG-GAP-6: a faction whose every neighbouring location is its own steps
/// through its ground toward neutral locations instead of standing still
/// (the other kind of 2-player game that never ended: each faction down
/// to its leader, its sites built, the Street out of reach).
#[test]
fn zg_gap_6_a_faction_hemmed_in_by_its_own_ground_steps_toward_neutral_locations() {
    let mut p = Position::new(&[FactionId::Bikers, FactionId::Raiders]).expect("two factions");
    let base = p.base(0);
    let next: Vec<u8> = p.city().into_iter().filter(|&l| p.adjacent(base, l)).collect();
    for loc in next {
        p.hold(0, loc).expect("a location next to the Base").markers(loc, 1, 0).expect("a barricade");
    }
    let g = p.start(Phase::Movement).expect("the Day begins");
    let Action::Move { to, .. } = favourite(&g) else { panic!("the leader stays at the Base") };
    assert_eq!(g.locations()[usize::from(to)].holder, Some(0), "through its own ground");
}
