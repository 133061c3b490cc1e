//! Prints the SVG picture of a Grid Siege game as one seat sees it:
//! `cargo run -p horde-render --example grid_siege_svg -- --moves 300 > gs.svg`.
//! `--moves N` plays N random legal decisions from the default table
//! (seed `--seed S`, default 1); `--seat K` draws seat K's view (0 is the
//! Zombie Player), a spectator's otherwise.

use horde_core::rng::stream;
use horde_core::{Actor, Decision, Game, HordeRng, Match, Seat, Viewer};
use horde_grid_siege::{GridSiege, Setup};
use horde_render::grid_siege::view_svg;

fn arg(args: &[String], name: &str) -> Option<u64> {
    args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).and_then(|n| n.parse().ok())
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let moves = arg(&args, "--moves").unwrap_or(200);
    let seed = arg(&args, "--seed").unwrap_or(1);
    let viewer = arg(&args, "--seat").map_or(Viewer::Spectator, |s| Viewer::Seat(Seat(s as u8)));
    let setup = Setup { human_seats: 2, ..Setup::default() };
    let mut m = match Match::<GridSiege>::new(setup, seed) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    };
    let mut rng = HordeRng::new(seed, stream::TEST);
    let (mut events, mut legal) = (Vec::new(), Vec::new());
    for _ in 0..moves {
        match m.decision() {
            Decision::Terminal => break,
            Decision::Chance => {
                m.resolve_chance(&mut events);
            }
            Decision::Seat(seat) => {
                legal.clear();
                m.state().legal_actions(&mut legal);
                let a = legal[rng.below(legal.len() as u32) as usize];
                if m.act(Actor::Seat(seat), a, &mut events).is_err() {
                    break;
                }
            }
        }
        events.clear();
    }
    print!("{}", view_svg(&m.state().view(viewer)));
}
