//! One match of any registered rule system behind one object-safe trait,
//! in the numbers a learning agent uses: observations, action slots and a
//! legal-action mask, rewards. Chance is resolved inside [`Engine::step`]
//! the way every Horde match resolves it (the k-th outcome from stream
//! `derived(seed, CHANCE, k)`), so a seed and the seats' actions give the
//! same game here as in the terminal or the browser.

use horde_ai::{Bot, BotChoice, decision_seed, has_policy};
use horde_core::rng::stream;
use horde_core::{Decision, HordeRng, Seat, Viewer};
use horde_games::Standard;
use horde_render::{Picture, PictureFn, dispatch_picture};
use horde_rules::{GameFn, Lang, Mode, Observer, Registry, RuleSystem, Slots};

/// A match as numbers. Seats are `0..num_seats()`.
pub trait Engine: Send + Sync {
    fn rule_system(&self) -> &'static str;
    fn mission(&self) -> &str;
    fn num_seats(&self) -> usize;
    fn observation_len(&self) -> usize;
    /// The number of action slots: the length of every mask.
    fn action_len(&self) -> usize;
    /// The blocks of the action space, one per kind that has slots:
    /// (kind, first slot, bound of field a, bound of field b); see
    /// [`Slots`].
    fn action_blocks(&self) -> Vec<(u32, usize, u32, u32)>;
    /// Starts the match again from its setup with another seed.
    fn reset(&mut self, seed: u64) -> Result<(), String>;
    /// The seat to act, or `None` once the match is over.
    fn current(&self) -> Option<usize>;
    /// `seat`'s observation, built from its own view only.
    fn observe(&self, seat: usize, out: &mut [f32]);
    /// The slot of every action `seat` may take now, ascending (none when
    /// it is not `seat`'s turn).
    fn legal_slots(&mut self, seat: usize) -> Result<&[u32], String>;
    /// 1 at the slot of every action `seat` may take now, 0 elsewhere
    /// (all 0 when it is not `seat`'s turn).
    fn mask(&mut self, seat: usize, out: &mut [u8]) -> Result<(), String> {
        out.fill(0);
        for &slot in self.legal_slots(seat)? {
            if let Some(m) = out.get_mut(slot as usize) {
                *m = 1;
            }
        }
        Ok(())
    }
    /// The acting seat takes the action in `slot`; chance then resolves
    /// until a seat must act or the match ends.
    fn step(&mut self, slot: usize) -> Result<(), String>;
    /// Each seat's reward once the match is over (see docs/python.md).
    fn rewards(&self) -> Option<Vec<f32>>;
    /// Why the match ended, in words.
    fn outcome_reason(&self) -> Option<String>;
    /// `seat`'s view as JSON: what the observation is built from.
    fn view_json(&self, seat: usize) -> String;
    /// The board as `seat` sees it, as an SVG document.
    fn svg(&self, seat: usize) -> Option<String>;
    /// The slot a Horde bot (`random`, `heuristic`, `rollout`, `mcts`,
    /// with `:quick`/`:strong`) picks for the acting seat.
    fn bot_slot(&mut self, bot: &str) -> Result<usize, String>;
    /// The action in `slot` for the acting seat, as the engine prints it.
    fn action_name(&self, slot: usize) -> Option<String>;
    /// Redraws what `seat` cannot see (a test hook: the observation of
    /// `seat` must not change).
    fn resample_hidden(&mut self, seat: usize, seed: u64);
    /// The engine's state hash, for determinism checks.
    fn state_hash(&self) -> u64;
}

/// Ids of every rule system Horde ships, in the registry's order.
pub fn rule_systems() -> Vec<&'static str> {
    Standard::infos().iter().map(|i| i.id).collect()
}

/// Mission ids of rule system `id` (the first is its default).
pub fn missions(id: &str) -> Result<Vec<String>, String> {
    struct Missions;
    impl GameFn for Missions {
        type Output = Vec<String>;
        fn call<G: RuleSystem>(self) -> Vec<String> {
            G::missions().into_iter().map(|m| m.id).collect()
        }
    }
    Standard::dispatch(id, Missions).map_err(|e| e.to_string())
}

/// A new match of rule system `id`: `mission` (its first by default) with
/// `seats` seats (its fewest by default), seeded `seed`.
pub fn open(id: &str, mission: Option<&str>, seats: Option<u8>, seed: u64) -> Result<Box<dyn Engine>, String> {
    struct Open<'a>(Option<&'a str>, Option<u8>, u64);
    impl PictureFn for Open<'_> {
        type Output = Result<Box<dyn Engine>, String>;
        fn call<G: Picture>(self) -> Self::Output {
            Ok(Box::new(Env::<G>::new(self.0, self.1, self.2)?))
        }
    }
    dispatch_picture::<Standard, _>(id, Open(mission, seats, seed)).map_err(|e| e.to_string())?
}

/// A match of `G`, the rule system as horde-render draws it (the game
/// itself, or `Plain<G>` where it has no drawing).
struct Env<G: Picture> {
    observer: &'static dyn Observer<G>,
    mission: String,
    setup: G::Setup,
    seed: u64,
    game: G,
    slots: Slots,
    obs_len: usize,
    chance_draws: u64,
    /// Actions taken by seats and chance since the start: the position a
    /// bot's seed is derived from.
    taken: usize,
    legal: Vec<G::Action>,
    /// The acting seat's legal actions by slot, ascending, while `listed`:
    /// a state's list serves its mask and then the step that follows.
    by_slot: Vec<(u32, G::Action)>,
    legal_slots: Vec<u32>,
    listed: bool,
    chances: Vec<(G::Action, u32)>,
    events: Vec<G::Event>,
}

impl<G: Picture> Env<G> {
    fn new(mission: Option<&str>, seats: Option<u8>, seed: u64) -> Result<Self, String> {
        let observer = G::observer().ok_or_else(|| format!("{} has no numeric observation yet", G::ID))?;
        let missions = G::missions();
        let mission = match mission {
            Some(m) => horde_rules::find_mission::<G>(m).map_err(|e| e.to_string())?.id,
            None => missions.first().map(|m| m.id.clone()).ok_or_else(|| format!("{} has no missions", G::ID))?,
        };
        let seats = seats.unwrap_or(*G::seat_range().start());
        if !G::seat_range().contains(&seats) {
            return Err(format!("{} plays with {:?} seats, not {seats}", G::ID, G::seat_range()));
        }
        let setup = G::default_setup(&mission, seats)?;
        let game = G::new(&setup).map_err(|e| e.to_string())?;
        let mut env = Self {
            observer,
            slots: observer.action_slots(&game),
            obs_len: observer.observation_len(&game),
            mission,
            setup,
            seed,
            game,
            chance_draws: 0,
            taken: 0,
            legal: Vec::new(),
            by_slot: Vec::new(),
            legal_slots: Vec::new(),
            listed: false,
            chances: Vec::new(),
            events: Vec::new(),
        };
        env.run_chance();
        Ok(env)
    }

    fn run_chance(&mut self) {
        while self.game.decision() == Decision::Chance {
            let mut rng = HordeRng::derived(self.seed, stream::CHANCE, self.chance_draws);
            let Some(action) = self.game.sample_chance(&mut rng, &mut self.chances) else {
                return;
            };
            self.events.clear();
            if self.game.apply(action, &mut self.events).is_err() {
                return;
            }
            self.chance_draws += 1;
            self.taken += 1;
        }
    }

    /// The acting seat's legal action in `slot`.
    fn action_at(&self, slot: usize) -> Option<G::Action> {
        let mut legal = Vec::new();
        self.game.legal_actions(&mut legal);
        legal.into_iter().find(|&a| self.slots.slot(self.observer.action_fields(&self.game, a)) == Some(slot))
    }

    /// Lists the acting seat's legal actions by slot, once a state.
    fn list(&mut self) -> Result<(), String> {
        if self.listed {
            return Ok(());
        }
        self.legal.clear();
        if self.current().is_some() {
            self.game.legal_actions(&mut self.legal);
        }
        self.by_slot.clear();
        for i in 0..self.legal.len() {
            let action = self.legal[i];
            let slot = u32::try_from(self.slot_of(action)?).map_err(|e| e.to_string())?;
            self.by_slot.push((slot, action));
        }
        self.by_slot.sort_unstable_by_key(|&(slot, _)| slot);
        self.legal_slots.clear();
        self.legal_slots.extend(self.by_slot.iter().map(|&(slot, _)| slot));
        self.listed = true;
        Ok(())
    }

    fn slot_of(&self, action: G::Action) -> Result<usize, String> {
        self.slots.slot(self.observer.action_fields(&self.game, action)).ok_or_else(|| {
            format!(
                "{}: the action {action} has no slot in this mission's action space (a bug: please report it)",
                G::ID
            )
        })
    }
}

/// The rewards of an outcome: +1 to each winner and −1 to the other
/// seats; with no winner, −1 to all where the table plays together
/// against the game or is one seat (they lost), 0 otherwise (nobody won).
fn rewards_of<G: RuleSystem>(winners: &[Seat], seats: usize) -> Vec<f32> {
    let cooperative = seats == 1 || G::info().capabilities.modes.first() == Some(&Mode::Cooperative);
    (0..seats)
        .map(|s| match (winners.is_empty(), winners.contains(&Seat(s as u8))) {
            (false, true) => 1.0,
            (false, false) => -1.0,
            (true, _) if cooperative => -1.0,
            (true, _) => 0.0,
        })
        .collect()
}

impl<G: Picture> Engine for Env<G> {
    fn rule_system(&self) -> &'static str {
        G::ID
    }

    fn mission(&self) -> &str {
        &self.mission
    }

    fn num_seats(&self) -> usize {
        self.game.num_seats()
    }

    fn observation_len(&self) -> usize {
        self.obs_len
    }

    fn action_len(&self) -> usize {
        self.slots.len()
    }

    fn action_blocks(&self) -> Vec<(u32, usize, u32, u32)> {
        self.slots.blocks().collect()
    }

    fn reset(&mut self, seed: u64) -> Result<(), String> {
        self.game = G::new(&self.setup).map_err(|e| e.to_string())?;
        self.listed = false;
        self.seed = seed;
        self.chance_draws = 0;
        self.taken = 0;
        self.run_chance();
        Ok(())
    }

    fn current(&self) -> Option<usize> {
        match self.game.decision() {
            Decision::Seat(s) => Some(s.index()),
            Decision::Chance | Decision::Terminal => None,
        }
    }

    fn observe(&self, seat: usize, out: &mut [f32]) {
        let s = Seat(seat as u8);
        self.observer.observe(&self.game.view(Viewer::Seat(s)), s, self.num_seats(), out);
    }

    fn legal_slots(&mut self, seat: usize) -> Result<&[u32], String> {
        if self.current() != Some(seat) {
            return Ok(&[]);
        }
        self.list()?;
        Ok(&self.legal_slots)
    }

    fn step(&mut self, slot: usize) -> Result<(), String> {
        let seat = self.current().ok_or_else(|| "the match is over".to_owned())?;
        self.list()?;
        let action = u32::try_from(slot)
            .ok()
            .and_then(|s| self.by_slot.binary_search_by_key(&s, |&(s, _)| s).ok())
            .map(|i| self.by_slot[i].1)
            .ok_or_else(|| format!("slot {slot} is not a legal action of seat {seat} now"))?;
        self.events.clear();
        self.game.apply(action, &mut self.events).map_err(|e| e.to_string())?;
        self.listed = false;
        self.taken += 1;
        self.run_chance();
        Ok(())
    }

    fn rewards(&self) -> Option<Vec<f32>> {
        let outcome = self.game.outcome()?;
        Some(rewards_of::<G>(&outcome.winners, self.num_seats()))
    }

    fn outcome_reason(&self) -> Option<String> {
        self.game.outcome().map(|o| o.reason)
    }

    fn view_json(&self, seat: usize) -> String {
        serde_json::to_string(&self.game.view(Viewer::Seat(Seat(seat as u8))))
            .unwrap_or_else(|e| format!("{{\"error\": {:?}}}", e.to_string()))
    }

    fn svg(&self, seat: usize) -> Option<String> {
        self.game.board_svg(Viewer::Seat(Seat(seat as u8)), Lang::En)
    }

    fn bot_slot(&mut self, bot: &str) -> Result<usize, String> {
        let seat = Seat(self.current().ok_or_else(|| "the match is over".to_owned())? as u8);
        let choice: BotChoice = bot.parse().map_err(|e: horde_ai::BotSpecError| e.0)?;
        let parts = G::bot_parts();
        let seed = decision_seed(self.seed, seat, self.taken);
        let mut bot: Box<dyn Bot<G>> =
            choice.spec(has_policy(parts, seat)).build(parts, seat, seed).map_err(|e| e.0)?;
        let mut scratch = Vec::new();
        let action = bot.choose_at(&self.game, seat, &mut scratch);
        self.slot_of(action)
    }

    fn action_name(&self, slot: usize) -> Option<String> {
        self.action_at(slot).map(|a| a.to_string())
    }

    fn resample_hidden(&mut self, seat: usize, seed: u64) {
        let mut rng = HordeRng::new(seed, stream::TEST);
        self.game = self.game.resample_hidden(Viewer::Seat(Seat(seat as u8)), &mut rng);
        self.listed = false;
    }

    fn state_hash(&self) -> u64 {
        self.game.state_hash()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every rule system opens, and random slots from the mask play it
    /// to its end or to a step limit with consistent masks.
    #[test]
    fn every_rule_system_plays_through_its_mask() {
        for id in rule_systems() {
            let mut env = open(id, None, None, 7).expect("opens");
            let mut mask = vec![0u8; env.action_len()];
            let mut obs = vec![0f32; env.observation_len()];
            let mut rng = HordeRng::new(1, stream::TEST);
            for _ in 0..300 {
                let Some(seat) = env.current() else { break };
                env.observe(seat, &mut obs);
                env.mask(seat, &mut mask).expect("every legal action has a slot");
                let legal: Vec<usize> = (0..mask.len()).filter(|&i| mask[i] == 1).collect();
                assert!(!legal.is_empty(), "{id}: a seat to act with no legal slot");
                let pick = legal[rng.below(legal.len() as u32) as usize];
                env.step(pick).expect("a masked slot is legal");
            }
        }
    }

    /// Same seed, same slots: the same game (ARCHITECTURE.md, determinism).
    #[test]
    fn a_seed_and_the_same_slots_replay_the_same_game() {
        for id in rule_systems() {
            let hashes = |seed: u64| {
                let mut env = open(id, None, None, seed).expect("opens");
                let mut mask = vec![0u8; env.action_len()];
                let mut out = Vec::new();
                for _ in 0..100 {
                    let Some(seat) = env.current() else { break };
                    env.mask(seat, &mut mask).expect("mask");
                    let first = mask.iter().position(|&m| m == 1).expect("a legal slot");
                    env.step(first).expect("legal");
                    out.push(env.state_hash());
                }
                out
            };
            assert_eq!(hashes(3), hashes(3), "{id}");
        }
    }

    /// A seat that is not to act gets an empty mask, and a slot that is
    /// not legal is refused without changing the match.
    #[test]
    fn illegal_slots_are_refused_and_change_nothing() {
        for id in rule_systems() {
            let mut env = open(id, None, None, 1).expect("opens");
            let seat = env.current().expect("a seat acts first");
            let mut mask = vec![0u8; env.action_len()];
            env.mask(seat, &mut mask).expect("mask");
            let Some(illegal) = mask.iter().position(|&m| m == 0) else { continue };
            let before = env.state_hash();
            assert!(env.step(illegal).is_err(), "{id}");
            assert_eq!(env.state_hash(), before, "{id}");
            for other in (0..env.num_seats()).filter(|&s| s != seat) {
                env.mask(other, &mut mask).expect("mask");
                assert!(mask.iter().all(|&m| m == 0), "{id}: seat {other} is not to act");
            }
        }
    }

    /// The blocks tile the action space, and each legal slot decodes to
    /// the kind and fields it was numbered from.
    #[test]
    fn the_blocks_decode_every_slot() {
        let slots = Slots::new([(3, 1), (0, 0), (2, 5), (1, 1), (4, 7)]);
        assert_eq!(slots.blocks().collect::<Vec<_>>(), vec![(0, 0, 3, 1), (2, 3, 2, 5), (3, 13, 1, 1), (4, 14, 4, 7)]);
        for id in rule_systems() {
            let env = open(id, None, None, 2).expect("opens");
            let blocks = env.action_blocks();
            let covered: usize = blocks.iter().map(|&(_, _, a, b)| a as usize * b as usize).sum();
            assert_eq!(covered, env.action_len(), "{id}");
            for pair in blocks.windows(2) {
                assert_eq!(pair[0].1 + pair[0].2 as usize * pair[0].3 as usize, pair[1].1, "{id}: contiguous");
            }
        }
    }

    /// The legal slots are the mask's ones, ascending, and a step takes
    /// the action of its slot whichever came first, list or mask.
    #[test]
    fn legal_slots_are_the_mask() {
        for id in rule_systems() {
            let mut env = open(id, None, None, 5).expect("opens");
            let mut mask = vec![0u8; env.action_len()];
            for step in 0..120 {
                let Some(seat) = env.current() else { break };
                env.mask(seat, &mut mask).expect("mask");
                let ones: Vec<u32> = (0..mask.len() as u32).filter(|&s| mask[s as usize] == 1).collect();
                let legal = env.legal_slots(seat).expect("listed").to_vec();
                assert_eq!(legal, ones, "{id}");
                assert!(legal.windows(2).all(|w| w[0] < w[1]));
                let other = (seat + 1) % env.num_seats();
                if other != seat {
                    assert!(env.legal_slots(other).expect("empty").is_empty(), "{id}");
                }
                env.step(legal[step % legal.len()] as usize).expect("a listed slot is legal");
            }
        }
    }

    #[test]
    fn unknown_ids_and_missions_are_refused_by_name() {
        assert!(open("no-such-game", None, None, 0).err().is_some_and(|e| e.contains("no-such-game")));
        let id = rule_systems()[0];
        assert!(open(id, Some("no-such-mission"), None, 0).err().is_some_and(|e| e.contains("no-such-mission")));
    }
}
