//! Search settings.

use std::fmt;
use std::time::Duration;

/// How long a search runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// A fixed number of iterations: bit-for-bit deterministic for a seed.
    Iterations(u32),
    /// Wall-clock time per decision. The result depends on the machine's
    /// speed, so never use it in tests, simulations or replays.
    Time(Duration),
}

/// How a simulation continues past the tree.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Rollout {
    /// Uniformly random legal actions.
    Random,
    /// The search's [`crate::Policy`], played epsilon-greedy: with
    /// probability `epsilon` a random action instead of the best one, so
    /// rollouts from one state still differ.
    Policy { epsilon: f64 },
}

/// What a finished game is worth to each seat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Reward {
    /// The seat's [`horde_core::Outcome::scores`]: in cooperative games 1
    /// for a win and 0 for a loss; in points games the points, so a seat
    /// may put off a sure win to score more.
    #[default]
    Scores,
    /// 1 for each winner, 0 for the others: play to win, whatever the
    /// margin. With it, an evaluator should return chances of winning.
    Wins,
}

/// Progressive widening: a node visited `n` times may have at most
/// `ceil(c * (n + 1)^alpha)` children, added in the order of the search's
/// policy scores, best first. The tree then grows deep along the actions
/// the policy likes instead of trying every one of hundreds once.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Widening {
    pub c: f64,
    pub alpha: f64,
}

impl Widening {
    /// How many children a node visited `visits` times may have.
    pub fn allowed(&self, visits: u32) -> usize {
        let k = (self.c * f64::from(visits.saturating_add(1)).powf(self.alpha)).ceil();
        if k.is_finite() && k >= 1.0 { k.min(f64::from(u32::MAX)) as usize } else { 1 }
    }
}

/// Settings of [`crate::Mcts`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MctsConfig {
    pub budget: Budget,
    /// The UCT exploration constant `c` in `q + c * sqrt(ln(n) / n_i)`,
    /// where `q` is the mean return normalised to `[0, 1]` by the smallest
    /// and largest returns seen in this search (so `c` does not depend on
    /// the scale of a game's scores).
    pub exploration: f64,
    pub rollout: Rollout,
    pub reward: Reward,
    /// Actions and chance outcomes a rollout plays before it stops and asks
    /// the evaluator.
    pub max_rollout_steps: u32,
    /// Search on a fresh determinization every iteration: the state with
    /// everything hidden from the searching seat redrawn
    /// ([`horde_core::Game::resample_hidden`]). Off, the search sees the
    /// real state, hidden parts included (fine, and faster, for
    /// perfect-information games).
    pub determinize: bool,
    /// A cap on tree size: past it the search stops growing the tree and
    /// only refines the statistics it has (memory guard for time budgets).
    pub max_nodes: usize,
    /// `None`: every legal action may be expanded at once (plain UCT).
    pub widening: Option<Widening>,
    /// What a lost game is worth to a seat, as a share of the evaluator's
    /// value of the final state (0: nothing), so that losses that got
    /// further rank higher; a win still outweighs any loss.
    pub shaping: f64,
}

impl Default for MctsConfig {
    fn default() -> Self {
        Self {
            budget: Budget::Iterations(1000),
            exploration: std::f64::consts::SQRT_2,
            rollout: Rollout::Random,
            reward: Reward::Scores,
            max_rollout_steps: 1000,
            determinize: true,
            max_nodes: 1 << 22,
            widening: None,
            shaping: 0.0,
        }
    }
}

impl MctsConfig {
    pub fn iterations(n: u32) -> Self {
        Self { budget: Budget::Iterations(n), ..Self::default() }
    }
}

impl fmt::Display for MctsConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.budget {
            Budget::Iterations(n) => write!(f, "iterations={n}")?,
            Budget::Time(d) => write!(f, "time={}ms", d.as_millis())?,
        }
        if self.exploration != std::f64::consts::SQRT_2 {
            write!(f, ",c={}", self.exploration)?;
        }
        match self.rollout {
            Rollout::Random => {}
            Rollout::Policy { epsilon } => write!(f, ",rollout=policy(eps={epsilon})")?,
        }
        if self.reward == Reward::Wins {
            write!(f, ",reward=wins")?;
        }
        if self.max_rollout_steps != Self::default().max_rollout_steps {
            write!(f, ",depth={}", self.max_rollout_steps)?;
        }
        if !self.determinize {
            write!(f, ",peeking")?;
        }
        if let Some(w) = self.widening {
            write!(f, ",widen={}^{}", w.c, w.alpha)?;
        }
        if self.shaping > 0.0 {
            write!(f, ",shaping={}", self.shaping)?;
        }
        Ok(())
    }
}
