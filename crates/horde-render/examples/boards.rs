//! Draws every seat-visible position of seeded random Rue Morgue games, as
//! the server draws a seat's board, plus every shipped mission's map:
//! `cargo run --release -p horde-render --example boards -- 40`
//! plays 40 games (seeds 0 to 39) of every shipped mission and prints how
//! many pictures were drawn, their bytes and a hash of them all, so two
//! builds can be checked for the same pictures and compared under
//! `valgrind --tool=callgrind` for the cost of drawing.

use horde_core::{Actor, Decision, Game, Match, Seat, Viewer};
use horde_render::{Language, MapPicture, MapRequest, MissionRef, Picture};
use horde_rue_morgue::RueMorgue;
use horde_rules::{Lang, RuleSystem};

/// FNV-1a, enough to tell two outputs apart.
fn fnv(hash: &mut u64, bytes: &[u8]) {
    for b in bytes {
        *hash ^= u64::from(*b);
        *hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
}

fn main() {
    let games: u64 = std::env::args().nth(1).and_then(|n| n.parse().ok()).unwrap_or(10);
    let (mut hash, mut pictures, mut bytes) = (0xcbf2_9ce4_8422_2325_u64, 0u64, 0u64);
    let mut take = |svg: &str| {
        fnv(&mut hash, svg.as_bytes());
        pictures += 1;
        bytes += svg.len() as u64;
    };
    let missions: Vec<&str> = horde_rue_morgue::mission::builtin_ids().collect();
    for id in &missions {
        for language in [None, Some(Language::En), Some(Language::Ru)] {
            let request = MapRequest { mission: MissionRef::Shipped((*id).to_owned()), language, text: false };
            if let Ok(MapPicture::Drawn(svg)) = RueMorgue::map_picture(&request) {
                take(&svg);
            }
        }
        let Ok(setup) = <RueMorgue as RuleSystem>::default_setup(id, 2) else { continue };
        for seed in 0..games {
            let Ok(mut m) = Match::<RueMorgue>::new(setup.clone(), seed) else { continue };
            let mut rng = horde_core::HordeRng::new(seed, 1);
            let (mut events, mut legal) = (Vec::new(), Vec::new());
            m.run_chance(&mut events);
            for _ in 0..200 {
                let Decision::Seat(seat) = m.decision() else { break };
                for lang in [Lang::En, Lang::Ru] {
                    if let Some(svg) = m.state().board_svg(Viewer::Seat(Seat(0)), lang) {
                        take(&svg);
                    }
                }
                legal.clear();
                m.state().legal_actions(&mut legal);
                let Ok(len) = u32::try_from(legal.len()) else { break };
                if len == 0 {
                    break;
                }
                let pick = legal[rng.below(len) as usize];
                if m.act(Actor::Seat(seat), pick, &mut events).is_err() {
                    break;
                }
                m.run_chance(&mut events);
            }
        }
    }
    println!("{pictures} pictures, {bytes} bytes, hash {hash:016x}");
}
