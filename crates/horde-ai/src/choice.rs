//! The bots a front end offers by name: a kind (random, heuristic,
//! rollout search, MCTS) and, for the two searches, a strength. Each
//! choice stands for one fixed [`BotSpec`], so the terminal and the
//! browser offer the same bots and a stored spec replays exactly.
//!
//! # The strengths
//! Budgets are counted in iterations, never in wall-clock time: a bot's
//! choice then depends only on the state and its seed, so a loaded or
//! restarted match's bots choose as they would have (see
//! [`decision_seed`]). The settings are the ones `docs/performance.md`
//! found strongest for Rue Morgue, with rollouts cut at 100 steps and
//! valued by the rule system's evaluator there; the budgets keep a
//! decision short enough for an interactive table (docs/performance.md,
//! "Bots at the table", measured with
//! `cargo run --release -p horde-tui --example bot_timing`):
//!
//! | choice | rule system with a policy | without one |
//! |---|---|---|
//! | `rollout:quick` / `normal` / `strong` | 8 / 32 / 64 rounds comparing the policy's best 3 actions (only those within 30 of its best score), lost games worth 0.3 of their evaluation | (needs a policy) |
//! | `mcts:quick` / `normal` / `strong` | 100 / 200 / 400 iterations, policy rollouts, narrow progressive widening (`0.5^0.3`), `c=0.5`, the same partial credit | 250 / 1,000 / 4,000 iterations, random rollouts |
//!
//! Per decision on one core that is milliseconds to a tenth of a second
//! in Rue Morgue, and about 0.1 / 0.3 / 0.6 s (rollout) and 0.4 / 0.8 /
//! 1.6 s (MCTS) in Grid Siege, whose games are four times longer and
//! whose policy costs more per step. The score window is in the policy's
//! units: both shipped policies score in tens (a step towards the goal
//! is worth 10 to 30). `normal` is the default strength.

use crate::mcts::{Budget, MctsConfig, Reward, Rollout, Widening};
use crate::rollout::RolloutConfig;
use crate::spec::{BotParts, BotSpec, BotSpecError};
use horde_core::rng::mix;
use horde_core::{Game, Seat};
use std::fmt;
use std::str::FromStr;

/// The kinds of bot a front end offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum BotKind {
    /// A uniformly random legal action.
    Random,
    /// The rule system's policy: its best-scored action.
    Heuristic,
    /// Rollout improvement of the policy: its best few actions compared
    /// by playing each out.
    Rollout,
    /// Monte Carlo tree search.
    Mcts,
}

impl BotKind {
    pub const ALL: [Self; 4] = [Self::Random, Self::Heuristic, Self::Rollout, Self::Mcts];

    /// The name used on command lines and in the server's API.
    pub fn name(self) -> &'static str {
        match self {
            Self::Random => "random",
            Self::Heuristic => "heuristic",
            Self::Rollout => "rollout",
            Self::Mcts => "mcts",
        }
    }

    /// Whether it can only be built from a rule system's policy.
    pub fn needs_policy(self) -> bool {
        matches!(self, Self::Heuristic | Self::Rollout)
    }

    /// Whether it searches, and so has a strength.
    pub fn searches(self) -> bool {
        matches!(self, Self::Rollout | Self::Mcts)
    }

    /// The kind of `spec`; `None` for kinds no front end offers by name
    /// (greedy).
    pub fn of_spec(spec: &BotSpec) -> Option<Self> {
        match spec {
            BotSpec::Random => Some(Self::Random),
            BotSpec::Heuristic => Some(Self::Heuristic),
            BotSpec::Rollout(_) => Some(Self::Rollout),
            BotSpec::Mcts(_) => Some(Self::Mcts),
            BotSpec::Greedy(_) => None,
        }
    }
}

impl fmt::Display for BotKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How long a search thinks: see the module's table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Strength {
    Quick,
    #[default]
    Normal,
    Strong,
}

impl Strength {
    pub const ALL: [Self; 3] = [Self::Quick, Self::Normal, Self::Strong];

    pub fn name(self) -> &'static str {
        match self {
            Self::Quick => "quick",
            Self::Normal => "normal",
            Self::Strong => "strong",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.name().eq_ignore_ascii_case(text.trim()))
    }
}

impl fmt::Display for Strength {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A bot as a person picks it: a kind and, for the searches, a strength
/// (ignored for the others). Written `heuristic`, `rollout:strong`...
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BotChoice {
    pub kind: BotKind,
    pub strength: Strength,
}

impl BotChoice {
    /// `kind` at the normal strength.
    pub fn new(kind: BotKind) -> Self {
        Self { kind, strength: Strength::Normal }
    }

    pub fn with_strength(kind: BotKind, strength: Strength) -> Self {
        Self { kind, strength }
    }

    /// The bot this choice stands for, for a seat whose rule system has a
    /// policy (`has_policy`) or not. Without one, heuristic and rollout
    /// search cannot be built ([`BotSpec::build`] says so).
    pub fn spec(self, has_policy: bool) -> BotSpec {
        match self.kind {
            BotKind::Random => BotSpec::Random,
            BotKind::Heuristic => BotSpec::Heuristic,
            BotKind::Rollout => BotSpec::Rollout(RolloutConfig {
                budget: Budget::Iterations(match self.strength {
                    Strength::Quick => 8,
                    Strength::Normal => 32,
                    Strength::Strong => 64,
                }),
                candidates: 3,
                window: 30.0,
                shaping: 0.3,
                max_rollout_steps: 100,
                ..RolloutConfig::default()
            }),
            BotKind::Mcts if has_policy => BotSpec::Mcts(MctsConfig {
                budget: Budget::Iterations(match self.strength {
                    Strength::Quick => 100,
                    Strength::Normal => 200,
                    Strength::Strong => 400,
                }),
                exploration: 0.5,
                rollout: Rollout::Policy { epsilon: 0.0 },
                reward: Reward::Wins,
                widening: Some(Widening { c: 0.5, alpha: 0.3 }),
                shaping: 0.3,
                max_rollout_steps: 100,
                ..MctsConfig::default()
            }),
            BotKind::Mcts => BotSpec::Mcts(MctsConfig {
                budget: Budget::Iterations(match self.strength {
                    Strength::Quick => 250,
                    Strength::Normal => 1000,
                    Strength::Strong => 4000,
                }),
                ..MctsConfig::default()
            }),
        }
    }

    /// The choice `spec` stands for, if it is one (with or without a
    /// policy): how a stored spec is shown as a name again.
    pub fn of_spec(spec: &BotSpec) -> Option<Self> {
        let kind = BotKind::of_spec(spec)?;
        let strengths: &[Strength] = if kind.searches() { &Strength::ALL } else { &[Strength::Normal] };
        strengths
            .iter()
            .map(|&s| Self::with_strength(kind, s))
            .find(|c| c.spec(true) == *spec || c.spec(false) == *spec)
    }
}

impl fmt::Display for BotChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.kind.searches() { write!(f, "{}:{}", self.kind, self.strength) } else { write!(f, "{}", self.kind) }
    }
}

impl FromStr for BotChoice {
    type Err = BotSpecError;

    /// `KIND` or `KIND:STRENGTH`, e.g. `heuristic`, `mcts`, `rollout:strong`.
    fn from_str(text: &str) -> Result<Self, BotSpecError> {
        let text = text.trim();
        let (kind, strength) = text.split_once(':').unwrap_or((text, ""));
        let kind = BotKind::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(kind.trim()))
            .ok_or_else(|| BotSpecError(format!("unknown bot {:?}", kind.trim())))?;
        if strength.trim().is_empty() {
            return Ok(Self::new(kind));
        }
        if !kind.searches() {
            return Err(BotSpecError(format!("the {kind} bot has no strength, got {:?}", strength.trim())));
        }
        let strength = Strength::parse(strength).ok_or_else(|| {
            BotSpecError(format!("unknown strength {:?}; use quick, normal or strong", strength.trim()))
        })?;
        Ok(Self::with_strength(kind, strength))
    }
}

/// Whether `parts` lend `seat` a policy.
pub fn has_policy<G: Game>(parts: &dyn BotParts<G>, seat: Seat) -> bool {
    parts.policy(seat).is_some()
}

/// The kinds `parts` can build for `seat`, in [`BotKind::ALL`]'s order.
pub fn offered_kinds<G: Game>(parts: &dyn BotParts<G>, seat: Seat) -> Vec<BotKind> {
    let policy = has_policy(parts, seat);
    BotKind::ALL.into_iter().filter(|k| policy || !k.needs_policy()).collect()
}

/// The bot of a seat nobody chose one for: the heuristic where the rule
/// system lends the seat a policy, else random.
pub fn default_kind<G: Game>(parts: &dyn BotParts<G>, seat: Seat) -> BotKind {
    if has_policy(parts, seat) { BotKind::Heuristic } else { BotKind::Random }
}

/// What a front end offers `seat`, for messages:
/// `random, heuristic, rollout[:quick|normal|strong], mcts[:quick|normal|strong]`.
pub fn offered_text<G: Game>(parts: &dyn BotParts<G>, seat: Seat) -> String {
    let strengths = Strength::ALL.map(Strength::name).join("|");
    offered_kinds(parts, seat)
        .into_iter()
        .map(|k| if k.searches() { format!("{k}[:{strengths}]") } else { k.name().to_owned() })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The bot `text` names for `seat` of rule system `G`: a [`BotChoice`]
/// (`heuristic`, `mcts:quick`) or, when `full_specs`, any [`BotSpec`]
/// text (`mcts:iterations=500,c=0.7`). The error names what `G` offers.
pub fn resolve<G: Game + 'static>(
    text: &str,
    parts: &dyn BotParts<G>,
    seat: Seat,
    full_specs: bool,
) -> Result<BotSpec, BotSpecError> {
    let offered = || offered_text(parts, seat);
    let spec = match text.parse::<BotChoice>() {
        Ok(choice) => {
            if choice.kind.needs_policy() && !has_policy(parts, seat) {
                return Err(BotSpecError(format!(
                    "{} lends no policy to {seat}, so it has no {} bot; it offers {}",
                    G::ID,
                    choice.kind,
                    offered()
                )));
            }
            choice.spec(has_policy(parts, seat))
        }
        Err(e) => {
            let more = if full_specs { ", or full settings such as mcts:iterations=500,c=0.7" } else { "" };
            let offers = format!("{} offers {}{more}", G::ID, offered());
            match full_specs.then(|| text.parse::<BotSpec>()) {
                Some(Ok(spec)) => spec,
                // A known kind with settings that do not read: the
                // settings' own message says more than the choice's.
                Some(Err(spec_err)) if !spec_err.0.starts_with("unknown bot") => {
                    return Err(BotSpecError(format!("{spec_err}; {offers}")));
                }
                _ => return Err(BotSpecError(format!("{e}; {offers}"))),
            }
        }
    };
    // Say now, not at the first decision, if the rule system cannot
    // build it.
    spec.build::<G>(parts, seat, 0)?;
    Ok(spec)
}

/// The seed a bot gets before the decision at log position `at` of a
/// match seeded `match_seed`. Front ends build (or reset) the bot with it
/// before every decision, so a bot's choice depends only on the match,
/// the seat and the position: a loaded or restarted match's bots choose
/// as they would have, in the terminal and in the browser alike.
pub fn decision_seed(match_seed: u64, seat: Seat, at: usize) -> u64 {
    mix(match_seed ^ mix(at as u64) ^ (u64::from(seat.0) << 56))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::toy::{HoldAt, Pig, pig_progress};
    use crate::{Evaluator, NoParts, Policy};

    struct PigParts;
    impl BotParts<Pig> for PigParts {
        fn policy(&self, _seat: Seat) -> Option<Box<dyn Policy<Pig>>> {
            Some(Box::new(HoldAt(20)))
        }
        fn evaluator(&self, _seat: Seat) -> Option<Box<dyn Evaluator<Pig>>> {
            Some(Box::new(pig_progress))
        }
    }

    fn every_choice() -> Vec<BotChoice> {
        let mut v = Vec::new();
        for k in BotKind::ALL {
            if k.searches() {
                v.extend(Strength::ALL.map(|s| BotChoice::with_strength(k, s)));
            } else {
                v.push(BotChoice::new(k));
            }
        }
        v
    }

    #[test]
    fn choices_read_and_write_the_same_text() {
        for c in every_choice() {
            assert_eq!(c.to_string().parse::<BotChoice>(), Ok(c));
        }
        assert_eq!("MCTS".parse::<BotChoice>(), Ok(BotChoice::new(BotKind::Mcts)));
        assert_eq!(" rollout : strong ".parse::<BotChoice>().map(|c| c.strength), Ok(Strength::Strong));
        assert!("heuristic:strong".parse::<BotChoice>().unwrap_err().0.contains("no strength"));
        assert!("mcts:lots".parse::<BotChoice>().unwrap_err().0.contains("quick, normal or strong"));
        assert!("alphazero".parse::<BotChoice>().is_err());
    }

    #[test]
    fn every_preset_is_a_spec_that_reads_back_and_is_recognised() {
        for c in every_choice() {
            for policy in [true, false] {
                let spec = c.spec(policy);
                let text = spec.to_string();
                assert_eq!(text.parse::<BotSpec>(), Ok(spec), "{c}: {text}");
                assert_eq!(BotChoice::of_spec(&spec), Some(c), "{c}: {text}");
            }
        }
        assert_eq!(BotChoice::of_spec(&"mcts:77".parse().unwrap()), None);
        // Budgets are iterations: deterministic for a seed.
        for c in every_choice() {
            match c.spec(true) {
                BotSpec::Mcts(m) => assert!(matches!(m.budget, Budget::Iterations(_))),
                BotSpec::Rollout(r) => assert!(matches!(r.budget, Budget::Iterations(_))),
                _ => {}
            }
        }
    }

    #[test]
    fn what_is_offered_follows_the_parts() {
        let all = vec![BotKind::Random, BotKind::Heuristic, BotKind::Rollout, BotKind::Mcts];
        assert_eq!(offered_kinds::<Pig>(&PigParts, Seat(0)), all);
        assert_eq!(offered_kinds::<Pig>(&NoParts, Seat(0)), vec![BotKind::Random, BotKind::Mcts]);
        assert_eq!(default_kind::<Pig>(&PigParts, Seat(1)), BotKind::Heuristic);
        assert_eq!(default_kind::<Pig>(&NoParts, Seat(1)), BotKind::Random);
        assert_eq!(
            offered_text::<Pig>(&NoParts, Seat(0)),
            "random, mcts[:quick|normal|strong]",
            "the message lists what can be had"
        );
    }

    #[test]
    fn resolving_names_builds_or_explains() {
        assert_eq!(resolve::<Pig>("heuristic", &PigParts, Seat(0), false), Ok(BotSpec::Heuristic));
        assert_eq!(
            resolve::<Pig>("rollout:quick", &PigParts, Seat(0), false),
            Ok(BotChoice::with_strength(BotKind::Rollout, Strength::Quick).spec(true))
        );
        let err = resolve::<Pig>("heuristic", &NoParts, Seat(0), false).unwrap_err().0;
        assert!(err.contains("no heuristic bot") && err.contains("random, mcts"), "{err}");
        let err = resolve::<Pig>("nonsense", &PigParts, Seat(0), true).unwrap_err().0;
        assert!(err.contains("offers random, heuristic, rollout") && err.contains("full settings"), "{err}");
        // Full settings only where the front end allows them.
        assert!(resolve::<Pig>("mcts:iterations=5", &PigParts, Seat(0), true).is_ok());
        assert!(resolve::<Pig>("mcts:iterations=5", &PigParts, Seat(0), false).is_err());
        assert!(resolve::<Pig>("rollout:5,k=2", &NoParts, Seat(0), true).unwrap_err().0.contains("no policy"));
    }

    #[test]
    fn decision_seeds_differ_by_seat_and_position() {
        let a = decision_seed(7, Seat(0), 10);
        assert_eq!(a, decision_seed(7, Seat(0), 10));
        assert_ne!(a, decision_seed(7, Seat(1), 10));
        assert_ne!(a, decision_seed(7, Seat(0), 11));
        assert_ne!(a, decision_seed(8, Seat(0), 10));
    }
}
