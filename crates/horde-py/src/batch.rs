//! Many matches of one table stepped in one call, spread over threads:
//! the Python side calls it with the interpreter's lock released, so one
//! call's overhead is shared by the whole batch.

use crate::engine::{Engine, open};
use horde_core::rng::mix;
use rayon::prelude::*;

/// `n` matches of one rule system, mission and table, each reset on its
/// own seed when it ends.
pub struct Batch {
    envs: Vec<Box<dyn Engine>>,
    /// Per match: its seed stream and how many games it has started.
    seeds: Vec<(u64, u64)>,
    seats: usize,
    obs_len: usize,
    action_len: usize,
}

impl std::fmt::Debug for Batch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Batch").field("len", &self.envs.len()).field("seats", &self.seats).finish()
    }
}

/// Where [`Batch::step`] writes, one row per match. The legal slots are
/// kept by the batch ([`Batch::legal`]): they differ in length from row
/// to row.
#[derive(Debug)]
pub struct Out<'a> {
    /// The acting seat's observation after the step (`obs_len` a row).
    pub obs: &'a mut [f32],
    /// The seat to act next.
    pub seat: &'a mut [i64],
    /// Each seat's reward when the step ended the match, else 0 (`seats` a row).
    pub rewards: &'a mut [f32],
    /// 1 where the step ended the match (which then started again).
    pub done: &'a mut [u8],
}

fn game_seed(stream: u64, game: u64) -> u64 {
    mix(stream ^ mix(game))
}

impl Batch {
    pub fn new(id: &str, mission: Option<&str>, seats: Option<u8>, n: usize, seed: u64) -> Result<Self, String> {
        let seeds: Vec<(u64, u64)> = (0..n as u64).map(|i| (mix(seed ^ mix(i + 1)), 0)).collect();
        let envs =
            seeds.iter().map(|&(s, g)| open(id, mission, seats, game_seed(s, g))).collect::<Result<Vec<_>, _>>()?;
        let first = envs.first().ok_or_else(|| "a batch needs at least one match".to_owned())?;
        let (seats, obs_len, action_len) = (first.num_seats(), first.observation_len(), first.action_len());
        Ok(Self { envs, seeds, seats, obs_len, action_len })
    }

    pub fn len(&self) -> usize {
        self.envs.len()
    }

    pub fn is_empty(&self) -> bool {
        self.envs.is_empty()
    }

    pub fn seats(&self) -> usize {
        self.seats
    }

    pub fn observation_len(&self) -> usize {
        self.obs_len
    }

    pub fn action_len(&self) -> usize {
        self.action_len
    }

    /// Match `i`'s legal slots for its acting seat, ascending (listed by
    /// the last [`Batch::current`] or [`Batch::step`], so reading them
    /// costs nothing).
    pub fn legal(&mut self, i: usize) -> Result<&[u32], String> {
        let env = self.envs.get_mut(i).ok_or_else(|| format!("no match {i}"))?;
        match env.current() {
            Some(seat) => env.legal_slots(seat),
            None => Ok(&[]),
        }
    }

    /// Writes every match's current row (after creation or a reset).
    pub fn current(&mut self, out: Out<'_>) -> Result<(), String> {
        self.check(&out)?;
        let (ol, sl) = (self.obs_len, self.seats);
        self.envs
            .par_iter_mut()
            .zip(out.obs.par_chunks_mut(ol))
            .zip(out.seat.par_iter_mut())
            .zip(out.rewards.par_chunks_mut(sl))
            .zip(out.done.par_iter_mut())
            .try_for_each(|((((env, obs), seat), rewards), done)| {
                rewards.fill(0.0);
                *done = 0;
                write_row(env.as_mut(), obs, seat)
            })
    }

    /// Each match's acting seat takes the slot in `actions`; a match that
    /// ends starts again on its next seed. Then every row is written and
    /// every match's legal slots listed.
    pub fn step(&mut self, actions: &[i64], out: Out<'_>) -> Result<(), String> {
        self.check(&out)?;
        if actions.len() != self.envs.len() {
            return Err(format!("{} actions for {} matches", actions.len(), self.envs.len()));
        }
        let (ol, sl) = (self.obs_len, self.seats);
        self.envs
            .par_iter_mut()
            .zip(self.seeds.par_iter_mut())
            .zip(actions.par_iter())
            .zip(out.obs.par_chunks_mut(ol))
            .zip(out.seat.par_iter_mut())
            .zip(out.rewards.par_chunks_mut(sl))
            .zip(out.done.par_iter_mut())
            .enumerate()
            .try_for_each(|(i, ((((((env, seeds), &action), obs), seat), rewards), done))| {
                let slot = usize::try_from(action).map_err(|_| format!("match {i}: slot {action} is negative"))?;
                env.step(slot).map_err(|e| format!("match {i}: {e}"))?;
                rewards.fill(0.0);
                *done = 0;
                if let Some(r) = env.rewards() {
                    rewards.copy_from_slice(&r);
                    *done = 1;
                    seeds.1 += 1;
                    env.reset(game_seed(seeds.0, seeds.1))?;
                }
                write_row(env.as_mut(), obs, seat)
            })
    }

    fn check(&self, out: &Out<'_>) -> Result<(), String> {
        let n = self.envs.len();
        let sizes = [
            (out.obs.len(), n * self.obs_len, "observations"),
            (out.seat.len(), n, "seats"),
            (out.rewards.len(), n * self.seats, "rewards"),
            (out.done.len(), n, "done flags"),
        ];
        match sizes.iter().find(|(got, want, _)| got != want) {
            Some((got, want, what)) => Err(format!("the {what} buffer holds {got} numbers, not {want}")),
            None => Ok(()),
        }
    }
}

/// The row of a match: its acting seat's observation, and its legal
/// slots listed (on this thread, with the rest of the row's work).
fn write_row(env: &mut dyn Engine, obs: &mut [f32], seat: &mut i64) -> Result<(), String> {
    match env.current() {
        Some(s) => {
            *seat = s as i64;
            env.observe(s, obs);
            env.legal_slots(s).map(|_| ())
        }
        None => {
            *seat = -1;
            obs.fill(0.0);
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A batch steps each match as stepping it alone would, and restarts
    /// the ones that end; its legal slots are the match's mask.
    #[test]
    fn a_batch_steps_like_its_matches_alone() {
        let id = crate::engine::rule_systems()[0];
        let n = 4;
        let mut batch = Batch::new(id, None, None, n, 11).expect("batch");
        let (ol, al, sl) = (batch.observation_len(), batch.action_len(), batch.seats());
        let (mut obs, mut seat, mut rew, mut done) =
            (vec![0.0; n * ol], vec![0i64; n], vec![0.0; n * sl], vec![0u8; n]);
        batch.current(Out { obs: &mut obs, seat: &mut seat, rewards: &mut rew, done: &mut done }).expect("rows");
        let stream = |i: usize| mix(11 ^ mix(i as u64 + 1));
        let mut alone: Vec<_> = (0..n).map(|i| open(id, None, None, game_seed(stream(i), 0)).expect("opens")).collect();
        let mut games = vec![0u64; n];
        let mut mask = vec![0u8; al];
        for step in 0..50 {
            let actions: Vec<i64> = (0..n)
                .map(|i| {
                    let legal = batch.legal(i).expect("listed");
                    i64::from(legal[(step + i) % legal.len()])
                })
                .collect();
            batch
                .step(&actions, Out { obs: &mut obs, seat: &mut seat, rewards: &mut rew, done: &mut done })
                .expect("steps");
            for (i, env) in alone.iter_mut().enumerate() {
                env.step(actions[i] as usize).expect("legal alone");
                assert_eq!(done[i] == 1, env.rewards().is_some());
                if done[i] == 1 {
                    games[i] += 1;
                    *env = open(id, None, None, game_seed(stream(i), games[i])).expect("opens");
                }
                assert_eq!(seat[i], env.current().map_or(-1, |s| s as i64));
                let mut o = vec![0.0; ol];
                mask.fill(0);
                if let Some(s) = env.current() {
                    env.observe(s, &mut o);
                    env.mask(s, &mut mask).expect("mask");
                }
                assert_eq!(&obs[i * ol..(i + 1) * ol], &o[..]);
                let masked: Vec<u32> = (0..al as u32).filter(|&s| mask[s as usize] == 1).collect();
                assert_eq!(batch.legal(i).expect("listed"), &masked[..]);
            }
        }
        assert!(batch.step(&[0], Out { obs: &mut obs, seat: &mut seat, rewards: &mut rew, done: &mut done }).is_err());
    }
}
