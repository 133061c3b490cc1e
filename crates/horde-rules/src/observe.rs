//! A rule system's match as fixed-size numbers, for learning agents: a
//! seat's observation as an array of `f32` and every action as a slot of
//! a fixed-size action space (so a legal-action mask has one length for
//! the whole match).
//!
//! A rule system lends an [`Observer`] through
//! [`RuleSystem::observer`](crate::RuleSystem::observer). The observation
//! is built from the seat's [`Game::view`] alone, so resampling what the
//! seat cannot see never changes it. docs/python.md tables each rule
//! system's layout.

use crate::RuleSystem;
use horde_core::{Decision, Game, HordeRng, Seat, Viewer};

/// The numeric encoding of one rule system.
pub trait Observer<G: Game>: Sync {
    /// The length of every observation of this match; fixed by its setup
    /// (the board and the seats), so it never changes while it is played.
    fn observation_len(&self, game: &G) -> usize;

    /// Writes the observation of `seat` (of `seats` at the table), whose
    /// view is `view`, into `out` (of
    /// [`observation_len`](Self::observation_len) numbers), overwriting
    /// every entry. Returns how many numbers the layout has, which
    /// [`check_observer`] holds to `observation_len`.
    fn observe(&self, view: &G::View, seat: Seat, seats: usize, out: &mut [f32]) -> usize;

    /// The action space of this match: how many slots there are and which
    /// slot each action has.
    fn action_slots(&self, game: &G) -> Slots;

    /// `action` split into its kind (a small number, the tag of its
    /// compact code) and up to two fields, for [`Slots::slot`]. `game` is
    /// the match (its board's size), not a position: the fields of an
    /// action never depend on the state.
    fn action_fields(&self, game: &G, action: G::Action) -> (u32, u32, u32);
}

/// A fixed numbering of actions: each kind `k` gets a block of
/// `a_k × b_k` consecutive slots, its two fields in row-major order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slots {
    /// Per kind: the bounds of its two fields and its first slot.
    blocks: Vec<(u32, u32, usize)>,
    len: usize,
}

impl Slots {
    /// Blocks in kind order: `bounds[k] = (a_k, b_k)`; a kind no action
    /// has is `(0, 0)`, one without fields `(1, 1)`.
    pub fn new(bounds: impl IntoIterator<Item = (u32, u32)>) -> Self {
        let mut len = 0usize;
        let blocks = bounds
            .into_iter()
            .map(|(a, b)| {
                let start = len;
                len += a as usize * b as usize;
                (a, b, start)
            })
            .collect();
        Self { blocks, len }
    }

    /// The number of slots: the length of an action mask.
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The blocks that have slots, in kind order: (kind, its first slot,
    /// the bound of field a, the bound of field b), so a slot can be read
    /// back as the kind and fields it was numbered from.
    pub fn blocks(&self) -> impl Iterator<Item = (u32, usize, u32, u32)> + '_ {
        self.blocks
            .iter()
            .enumerate()
            .filter(|&(_, &(a, b, _))| a > 0 && b > 0)
            .map(|(kind, &(a, b, start))| (kind as u32, start, a, b))
    }

    /// The slot of an action of `kind` with fields `a` and `b`, or `None`
    /// when they lie outside the bounds the space was built with.
    pub fn slot(&self, (kind, a, b): (u32, u32, u32)) -> Option<usize> {
        let &(an, bn, start) = self.blocks.get(kind as usize)?;
        (a < an && b < bn).then(|| start + a as usize * bn as usize + b as usize)
    }
}

/// `x` as `1.0` / `0.0`.
pub fn flag(x: bool) -> f32 {
    if x { 1.0 } else { 0.0 }
}

/// Writes numbers into an observation one after another, so that an
/// encoding reads in the order docs/python.md tables it.
#[derive(Debug)]
pub struct Writer<'a> {
    out: &'a mut [f32],
    at: usize,
}

impl<'a> Writer<'a> {
    /// Starts at the beginning of `out`, which it zeroes first (a part of
    /// the layout an encoding leaves out, say an empty slot, reads 0).
    pub fn new(out: &'a mut [f32]) -> Self {
        out.fill(0.0);
        Self { out, at: 0 }
    }

    /// Appends one number. Past the end it is dropped (and counted, so
    /// [`Writer::finish`] tells an encoding longer than its length).
    pub fn push(&mut self, x: f32) {
        if let Some(v) = self.out.get_mut(self.at) {
            *v = x;
        }
        self.at += 1;
    }

    /// Appends `n` numbers of a block, `f(i)` for `i` in `0..n`.
    pub fn block(&mut self, n: usize, mut f: impl FnMut(usize) -> f32) {
        for i in 0..n {
            self.push(f(i));
        }
    }

    /// A one-hot block of `n`: 1 at `hot` (when it is below `n`).
    pub fn one_hot(&mut self, n: usize, hot: Option<usize>) {
        self.block(n, |i| flag(Some(i) == hot));
    }

    /// Skips to `at` (a block whose rest stays 0).
    pub fn seek(&mut self, at: usize) {
        self.at = self.at.max(at);
    }

    /// The next position: after encoding, the length written.
    pub fn written(&self) -> usize {
        self.at
    }

    /// Ends an encoding: how many numbers it wrote, for
    /// [`Observer::observe`] to return.
    pub fn finish(self) -> usize {
        self.at
    }

    /// Writes `x` at position `at` (inside a block already skipped over).
    pub fn set(&mut self, at: usize, x: f32) {
        if let Some(v) = self.out.get_mut(at) {
            *v = x;
        }
    }
}

/// Plays `game` with uniformly random actions (chance drawn from its
/// weights) for at most `steps` decisions from `seed`, and at each checks
/// what a learning agent relies on: every observation fills exactly
/// `observation_len` numbers, none of them NaN; a seat's observation is
/// unchanged when what it cannot see is resampled; every legal action has
/// a slot of its own, inside the action space. The error names the step
/// and what broke. Each rule system's observer tests call it.
pub fn check_observer<G: RuleSystem>(mut game: G, seed: u64, steps: usize) -> Result<(), String> {
    let observer = G::observer().ok_or_else(|| format!("{} has no observer", G::ID))?;
    let len = observer.observation_len(&game);
    let slots = observer.action_slots(&game);
    let seats = game.num_seats();
    let mut rng = HordeRng::new(seed, 0);
    let (mut legal, mut chances, mut events) = (Vec::new(), Vec::new(), Vec::new());
    let (mut a, mut b) = (vec![0.0; len], vec![0.0; len]);
    for step in 0..steps {
        if observer.observation_len(&game) != len || observer.action_slots(&game) != slots {
            return Err(format!("step {step}: the observation length or action space changed"));
        }
        for s in 0..seats {
            let seat = Seat(s as u8);
            let viewer = Viewer::Seat(seat);
            observe_checked(observer, &game.view(viewer), seat, seats, &mut a)
                .map_err(|e| format!("step {step}, seat {s}: {e}"))?;
            let other = game.resample_hidden(viewer, &mut rng);
            observe_checked(observer, &other.view(viewer), seat, seats, &mut b)
                .map_err(|e| format!("step {step}, seat {s}: {e}"))?;
            if a != b {
                return Err(format!("step {step}, seat {s}: the observation changed when hidden state was resampled"));
            }
        }
        let action = match game.decision() {
            Decision::Terminal => return Ok(()),
            Decision::Chance => {
                chances.clear();
                game.chance_outcomes(&mut chances);
                let i = rng.weighted(&chances).ok_or_else(|| format!("step {step}: chance with no outcome"))?;
                chances[i].0
            }
            Decision::Seat(_) => {
                legal.clear();
                game.legal_actions(&mut legal);
                let mut taken = vec![false; slots.len()];
                for &x in &legal {
                    let slot = slots
                        .slot(observer.action_fields(&game, x))
                        .ok_or_else(|| format!("step {step}: {x:?} has no slot"))?;
                    if std::mem::replace(&mut taken[slot], true) {
                        return Err(format!("step {step}: {x:?} shares slot {slot} with another legal action"));
                    }
                }
                let n = u32::try_from(legal.len()).map_err(|e| e.to_string())?;
                *legal.get(rng.below(n) as usize).ok_or_else(|| format!("step {step}: no legal action"))?
            }
        };
        events.clear();
        game.apply(action, &mut events).map_err(|e| format!("step {step}: {action:?} refused: {e}"))?;
    }
    Ok(())
}

/// [`check_observer`] over seeded random games of every mission of `G`,
/// at each table size in `seat_counts`, `seeds` games each: what every
/// rule system's observer test asks. The error names the mission, the
/// table size and the seed.
pub fn check_every_mission<G: RuleSystem>(seat_counts: &[u8], seeds: u64, steps: usize) -> Result<(), String> {
    for m in G::missions() {
        for &seats in seat_counts {
            let at = |seed: u64| format!("{} with {seats} seats, seed {seed}", m.id);
            let setup = G::default_setup(&m.id, seats).map_err(|e| format!("{}: {e}", at(0)))?;
            for seed in 0..seeds {
                let game = G::new(&setup).map_err(|e| format!("{}: {e}", at(seed)))?;
                check_observer(game, seed, steps).map_err(|e| format!("{}: {e}", at(seed)))?;
            }
        }
    }
    Ok(())
}

fn observe_checked<G: Game>(
    observer: &dyn Observer<G>,
    view: &G::View,
    seat: Seat,
    seats: usize,
    out: &mut [f32],
) -> Result<(), String> {
    let written = observer.observe(view, seat, seats, out);
    if written != out.len() {
        return Err(format!("the layout wrote {written} numbers where observation_len says {}", out.len()));
    }
    match out.iter().position(|x| !x.is_finite()) {
        Some(i) => Err(format!("entry {i} is not a finite number")),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_number_blocks_row_major_and_refuse_out_of_bounds() {
        let s = Slots::new([(1, 1), (0, 0), (3, 4), (2, 1)]);
        assert_eq!(s.len(), 1 + 12 + 2);
        assert_eq!(s.slot((0, 0, 0)), Some(0));
        assert_eq!(s.slot((1, 0, 0)), None);
        assert_eq!(s.slot((2, 0, 0)), Some(1));
        assert_eq!(s.slot((2, 2, 3)), Some(12));
        assert_eq!(s.slot((2, 3, 0)), None);
        assert_eq!(s.slot((3, 1, 0)), Some(14));
        assert_eq!(s.slot((4, 0, 0)), None);
    }

    #[test]
    fn writer_zeroes_first_and_counts_past_the_end() {
        let mut out = [7.0; 4];
        let mut w = Writer::new(&mut out);
        w.push(1.0);
        w.one_hot(2, Some(1));
        w.seek(3);
        w.push(2.0);
        w.push(3.0);
        assert_eq!(w.written(), 5);
        assert_eq!(out, [1.0, 0.0, 1.0, 2.0]);
    }
}
