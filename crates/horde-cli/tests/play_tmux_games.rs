//! All Things Zombie, Z-Game and Dead of Night played to their end on a
//! real terminal: `horde play` in tmux, every person's decision a few
//! keys choosing one of the actions the menu lists (a seeded pick, so a
//! failing game can be played again), bots on the other seats, until the
//! screen says the game is over; the save written on quitting holds the
//! finished match. With `HORDE_SCREENSHOTS=DIR` a mid-game screen of each
//! is kept as text.

mod tmux;

use horde_core::{HordeRng, Match, MatchFile};
use horde_rules::{GameFn, Registry, RuleSystem};
use std::time::Duration;
use tmux::{Tmux, keep_screen, play_to_end, require_tmux, shell, test_dir};

/// How long a game may take to be played through in a debug build.
const BUDGET: Duration = Duration::from_secs(240);
/// The choice after which the screen is kept: the board is busy.
const MID_GAME: usize = 8;

/// Plays `args` (a `horde play` command line without `--save`) to its
/// end with picks from `picks`; quits and returns the saved match and the
/// number of choices made.
fn play_through(name: &str, args: &str, picks: u64) -> (MatchFile, usize) {
    require_tmux();
    let dir = test_dir(name);
    let t = Tmux::new(name);
    t.start("g", &shell(&dir, &format!("{args} --lang en --save game.json")));
    let mut rng = HordeRng::new(picks, 0);
    let (screen, chosen) = play_to_end(&t, "g", &mut rng, BUDGET, |n, s| {
        if n == MID_GAME {
            keep_screen(name, s);
        }
    });
    assert!(screen.contains("Victory!") || screen.contains("Defeat:"), "the end is told:\n{screen}");
    assert!(chosen > MID_GAME, "a whole game takes more than {MID_GAME} choices: {chosen}");
    t.type_text("g", "q");
    t.wait_for("g", "[horde exited 0]");
    let saved = std::fs::read_to_string(dir.join("game.json")).expect("saved on quitting");
    let _ = std::fs::remove_dir_all(&dir);
    let saved: MatchFile = serde_json::from_str(&saved).expect("a match file");
    let finished = horde_games::Standard::dispatch(&saved.game, Finished(&saved)).expect("a shipped rule system");
    assert!(finished, "the saved match, replayed, is finished");
    (saved, chosen)
}

/// Whether a match file, replayed by its rule system, has ended.
struct Finished<'a>(&'a MatchFile);

impl GameFn for Finished<'_> {
    type Output = bool;
    fn call<G: RuleSystem>(self) -> bool {
        Match::<G>::from_file(self.0).is_ok_and(|m| m.state().outcome().is_some())
    }
}

/// The people's seats took `taken` actions, each chosen by keys: no more
/// than the `chosen` items (a greyed-out item is chosen and refused), and
/// enough for a whole game.
fn keyed(taken: usize, chosen: usize) {
    assert!((MID_GAME..=chosen).contains(&taken), "{taken} actions of the people's seats from {chosen} choices");
}

/// How many actions of the saved match seat `seat` (from 0) took.
fn by_seat(saved: &MatchFile, seat: u8) -> usize {
    saved.actions.iter().filter(|e| e.actor == horde_core::Actor::Seat(horde_core::Seat(seat))).count()
}

/// All Things Zombie's shortest scenario ("Crossing at dusk", ATZ-GAP-9:
/// six turns at most), one person playing both characters.
#[test]
fn all_things_zombie_is_played_to_the_end_in_a_real_terminal() {
    let (saved, chosen) = play_through("atz", "play all-things-zombie --mission crossing --seed 3", 11);
    keyed(by_seat(&saved, 0), chosen);
}

/// Z-Game with two people at one keyboard (seats 1 and 2, passing it
/// between turns) and two faction bots.
#[test]
fn z_game_two_people_and_two_bots_play_to_the_end_in_a_real_terminal() {
    let (saved, chosen) = play_through("zg", "play z-game --players 4 --seats 1,2 --seed 7", 17);
    keyed(by_seat(&saved, 0) + by_seat(&saved, 1), chosen);
    assert!(by_seat(&saved, 2) > 0 && by_seat(&saved, 3) > 0, "each bot played its seat");
}

/// Dead of Night's house with one person and three bots; The End card
/// ends it at the latest (DN-END-1).
#[test]
fn dead_of_night_one_person_and_three_bots_play_to_the_end_in_a_real_terminal() {
    let (saved, chosen) = play_through("dn", "play dead-of-night --mission house --players 4 --seats 1 --seed 5", 13);
    keyed(by_seat(&saved, 0), chosen);
    assert!((1..4).all(|s| by_seat(&saved, s) > 0), "each bot played its seat");
}
