//! Nothing in All Things Zombie is hidden from a seat, so a search bot that
//! reads the true state learns nothing a player could not see: the zombie
//! cards, the loot deck and the zombie cup keep no order, only how many of
//! each kind are left (ATZ-GAP-5), and every draw is a chance decision
//! weighted by those counts, which every view shows. That is why the crate
//! keeps `Game::resample_hidden`'s default (the state itself is its only
//! consistent redraw); these tests fail the day the state starts holding
//! something a view leaves out.

use horde_all_things_zombie::{Action, Atz, Pending, Setup};
use horde_core::rng::stream;
use horde_core::{Decision, Game, HordeRng, Seat, Viewer};

/// Scenarios with one seat per character, so every seat's view is checked.
const SETUPS: [(&str, u8); 4] = [("scavenge", 2), ("blackout", 3), ("crossing", 2), ("night-watch", 3)];

/// Random playouts of every scenario, calling `check` before every decision.
fn for_each_state(games: u64, mut check: impl FnMut(&Atz, &mut HordeRng)) {
    for (scenario, seats) in SETUPS {
        for seed in 0..games {
            let mut g = Atz::new(&Setup::new(scenario, seats)).expect("a shipped scenario");
            let mut rng = HordeRng::derived(seed, stream::TEST, u64::from(seats));
            let (mut scratch, mut events) = (Vec::new(), Vec::new());
            while g.decision() != Decision::Terminal {
                check(&g, &mut rng);
                let a = g.sample_legal(&mut rng, &mut scratch).expect("a decision has an action");
                events.clear();
                g.apply(a, &mut events).expect("a listed action applies");
            }
        }
    }
}

fn viewers(g: &Atz) -> impl Iterator<Item = Viewer> {
    (0..g.seats).map(|s| Viewer::Seat(Seat(s))).chain([Viewer::Spectator])
}

/// The counts a draw is weighted by, as the view shows them.
fn shown(counts: &[u8], kind: impl Fn(u8) -> Action) -> Vec<(Action, u32)> {
    counts.iter().enumerate().filter(|(_, n)| **n > 0).map(|(k, n)| (kind(k as u8), u32::from(*n))).collect()
}

#[test]
fn gap_5_every_seat_sees_what_a_spectator_sees() {
    for_each_state(6, |g, _| {
        let public = g.view(Viewer::Spectator);
        for v in viewers(g) {
            assert_eq!(g.view(v), public, "{v:?} sees something else at {:?}", g.pending);
        }
    });
}

#[test]
fn gap_5_findz_1_loot_1_draws_are_weighted_by_the_counts_every_view_shows() {
    // ATZ-FINDZ-1 (a zombie card per building), ATZ-LOOT-1 (a loot card per
    // search), ATZ-SETUP-2 (counters from the cup): what may come out next is
    // read off the view, never off an order kept in the state.
    let mut draws = [0u32; 3];
    for_each_state(8, |g, _| {
        let view = g.view(Viewer::Seat(Seat(0)));
        let expected = match g.pending {
            Pending::Card { .. } => shown(&view.deck, Action::Card),
            Pending::Loot { .. } => shown(&view.loot, Action::Loot),
            Pending::Draw { .. } => shown(&view.cup, Action::Draw),
            _ => return,
        };
        let i = match g.pending {
            Pending::Card { .. } => 0,
            Pending::Loot { .. } => 1,
            _ => 2,
        };
        draws[i] += 1;
        let mut outcomes = Vec::new();
        g.chance_outcomes(&mut outcomes);
        assert_eq!(outcomes, expected, "at {:?}", g.pending);
    });
    assert!(draws.iter().all(|&n| n > 0), "zombie cards, loot cards, cup counters drawn: {draws:?}");
}

#[test]
fn a_redraw_of_the_hidden_state_is_the_state_itself() {
    // With nothing hidden the information set of every viewer is one state:
    // a search bot's redraw must give it back unchanged, chance and all.
    let mut checked = 0u32;
    for_each_state(2, |g, rng| {
        for v in viewers(g) {
            let w = g.resample_hidden(v, rng);
            assert_eq!(w.state_hash(), g.state_hash(), "{v:?} at {:?}", g.pending);
            checked += 1;
        }
    });
    assert!(checked > 1000, "only {checked} states redrawn");
}
