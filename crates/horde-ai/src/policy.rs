//! The uniform policy and the tie-break every policy-driven bot uses; the
//! [`Policy`] trait itself is the rule systems' (horde-rules).

use horde_core::{Game, HordeRng, Seat};
pub use horde_rules::{Policy, TieBreak};

/// The policy's choice for `mover` at `state`, or with probability
/// `epsilon` a uniformly random legal action, as rollouts play it.
///
/// The coin is tossed before anything is listed, so an exploring step
/// draws through [`Game::sample_legal`] and never builds the list; a
/// greedy step takes the policy's own [`Policy::best`] where it has one,
/// and otherwise lists into `legal` and scores into `scores`. With
/// `epsilon <= 0` no coin is tossed at all, so a greedy rollout draws
/// exactly what the policy alone would, and with `epsilon >= 1` none
/// either: every step is a plain random draw.
///
/// # Panics
/// At a decision with no legal action (a broken rule system).
pub fn epsilon_greedy<G: Game, P: Policy<G> + ?Sized>(
    state: &G,
    mover: Seat,
    epsilon: f64,
    policy: &mut P,
    rng: &mut HordeRng,
    legal: &mut Vec<G::Action>,
    scores: &mut Vec<f64>,
) -> G::Action {
    let no_action = || -> ! { panic!("{}: a seat's decision with no legal action", G::ID) };
    if epsilon >= 1.0 || (epsilon > 0.0 && rng.unit() < epsilon) {
        return state.sample_legal(rng, legal).unwrap_or_else(|| no_action());
    }
    if let Some(action) = policy.best(state, mover, rng, legal, scores) {
        return action;
    }
    legal.clear();
    state.legal_actions(legal);
    match legal.len() {
        0 => no_action(),
        1 => return legal[0],
        _ => {}
    }
    policy.score(state, mover, legal, rng, scores);
    let scored = scores.len().min(legal.len());
    match argmax_tie_break(&scores[..scored], rng) {
        Some(i) => legal[i],
        // A policy that scored nothing leaves the choice to chance.
        None => legal[rng.below(legal.len() as u32) as usize],
    }
}

/// Every action scores the same: with the random tie-break this is the
/// uniformly random policy.
#[derive(Clone, Copy, Debug, Default)]
pub struct UniformPolicy;

impl<G: Game> Policy<G> for UniformPolicy {
    fn name(&self) -> &str {
        "uniform"
    }
    fn score(&mut self, _game: &G, _seat: Seat, legal: &[G::Action], _rng: &mut HordeRng, scores: &mut Vec<f64>) {
        scores.clear();
        scores.resize(legal.len(), 0.0);
    }
}

/// The index of the highest score, equal scores broken as [`TieBreak`]
/// breaks them. `None` when `scores` is empty.
pub fn argmax_tie_break(scores: &[f64], rng: &mut HordeRng) -> Option<usize> {
    let mut best = TieBreak::default();
    for (i, &s) in scores.iter().enumerate() {
        best.offer(i, s, rng);
    }
    best.best().map(|(i, _)| i)
}

#[cfg(test)]
mod tests {
    use super::*;
    use horde_core::rng::stream;

    #[test]
    fn argmax_picks_the_maximum_and_spreads_ties() {
        let mut rng = HordeRng::new(1, stream::TEST);
        assert_eq!(argmax_tie_break(&[], &mut rng), None);
        assert_eq!(argmax_tie_break(&[1.0, 3.0, 2.0], &mut rng), Some(1));
        assert_eq!(argmax_tie_break(&[f64::NAN, -5.0], &mut rng), Some(1));
        let mut counts = [0u32; 3];
        for _ in 0..3000 {
            counts[argmax_tie_break(&[2.0, 2.0, 2.0], &mut rng).unwrap()] += 1;
        }
        assert!(counts.iter().all(|&c| (850..1150).contains(&c)), "{counts:?}");
    }

    #[test]
    fn epsilon_greedy_explores_through_sample_legal_and_tosses_no_coin_when_greedy() {
        use crate::toy::{HoldAt, Pig, PigAction, PigSetup};
        use horde_core::Decision;
        // Past the opening roll of the turn: two points on it.
        let mut game = Pig::new(&PigSetup::default()).unwrap();
        let seat = loop {
            match game.decision() {
                Decision::Seat(seat) => break seat,
                _ => game.apply_unchecked(PigAction::Face(2), &mut Vec::new()),
            }
        };
        let (mut legal, mut scores) = (Vec::new(), Vec::new());
        // HoldAt(20) with two points on the turn rolls.
        let mut policy = HoldAt(20);
        for seed in 0..64 {
            // Always exploring: exactly the draw of `sample_legal`, no coin.
            let (mut a, mut b) = (HordeRng::new(seed, stream::TEST), HordeRng::new(seed, stream::TEST));
            let got = epsilon_greedy(&game, seat, 1.0, &mut policy, &mut a, &mut legal, &mut scores);
            assert_eq!(Some(got), game.sample_legal(&mut b, &mut Vec::new()));
            assert_eq!(a.next_u64(), b.next_u64());
            // Never exploring: the policy's choice, and the stream untouched.
            let (mut a, mut b) = (HordeRng::new(seed, stream::TEST), HordeRng::new(seed, stream::TEST));
            let got = epsilon_greedy(&game, seat, 0.0, &mut policy, &mut a, &mut legal, &mut scores);
            assert_eq!(got, PigAction::Roll);
            assert_eq!(a.next_u64(), b.next_u64());
        }
        // Half exploring: Hold (the random half of a random half) a
        // quarter of the time.
        let mut rng = HordeRng::new(5, stream::TEST);
        let holds = (0..4000)
            .filter(|_| {
                epsilon_greedy(&game, seat, 0.5, &mut policy, &mut rng, &mut legal, &mut scores) == PigAction::Hold
            })
            .count();
        assert!((850..1150).contains(&holds), "{holds}");
    }
}
