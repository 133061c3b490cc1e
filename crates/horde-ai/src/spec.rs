//! Bots named by a short text, as typed on a command line:
//! `random`, `heuristic`, `greedy:samples=8`, `mcts:2000`,
//! `mcts:iterations=500,c=0.7,depth=150,rollout=policy,epsilon=0.1`,
//! `rollout:rounds=16,k=3`.

use crate::bot::Bot;
use crate::eval::{ConstantEvaluator, Evaluator};
use crate::heuristic::{ChanceMode, HeuristicBot, Lookahead};
use crate::mcts::{Budget, Mcts, MctsConfig, Reward, Rollout, Widening};
use crate::random::RandomBot;
use crate::rollout::{RolloutBot, RolloutConfig};
use horde_core::{Game, Seat};
pub use horde_rules::{BotParts, NoParts};
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// A bot kind and its settings, parsed from text.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum BotSpec {
    Random,
    /// The rule system's policy ([`BotParts::policy`]).
    Heuristic,
    /// One-step lookahead with the rule system's evaluator.
    Greedy(ChanceMode),
    Mcts(MctsConfig),
    /// Rollout improvement of the rule system's policy.
    Rollout(RolloutConfig),
}

/// A bot text that does not parse, or names a bot a rule system cannot
/// build; the message says what is wrong and what would be right.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BotSpecError(pub String);

impl fmt::Display for BotSpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BotSpecError {}

/// The bot kinds, for help texts.
pub const BOT_KINDS: &str = "random, heuristic, greedy[:samples=N|depth=N], mcts[:N | :iterations=N,time=MSms,c=X,widen=C^ALPHA,shaping=X,depth=N,rollout=random|policy,epsilon=X,reward=scores|wins,peek], rollout[:N | :rounds=N,time=MSms,k=N,window=X,depth=N,epsilon=X,margin=X,z=X,shaping=X,reward=wins|scores,peek]";

impl FromStr for BotSpec {
    type Err = BotSpecError;

    fn from_str(text: &str) -> Result<Self, BotSpecError> {
        let text = text.trim();
        let (kind, args) = text.split_once(':').unwrap_or((text, ""));
        let args: Vec<(&str, &str)> = args
            .split(',')
            .map(str::trim)
            .filter(|a| !a.is_empty())
            .map(|a| a.split_once('=').map_or(("", a), |(k, v)| (k.trim(), v.trim())))
            .collect();
        match kind.to_ascii_lowercase().as_str() {
            "random" => no_args("random", &args).map(|()| Self::Random),
            "heuristic" => no_args("heuristic", &args).map(|()| Self::Heuristic),
            "greedy" => parse_greedy(&args),
            "mcts" | "ismcts" => parse_mcts(&args),
            "rollout" => parse_rollout(&args),
            other => Err(BotSpecError(format!("unknown bot {other:?}; available: {BOT_KINDS}"))),
        }
    }
}

fn no_args(kind: &str, args: &[(&str, &str)]) -> Result<(), BotSpecError> {
    match args.first() {
        None => Ok(()),
        Some((k, v)) => Err(BotSpecError(format!("the {kind} bot takes no settings, got {}", setting(k, v)))),
    }
}

fn setting(k: &str, v: &str) -> String {
    if k.is_empty() { format!("{v:?}") } else { format!("{k}={v}") }
}

fn number<T: FromStr>(k: &str, v: &str) -> Result<T, BotSpecError> {
    v.parse().map_err(|_| BotSpecError(format!("{} is not a valid number", setting(k, v))))
}

fn parse_greedy(args: &[(&str, &str)]) -> Result<BotSpec, BotSpecError> {
    let mut mode = ChanceMode::default();
    for &(k, v) in args {
        mode = match k {
            "samples" => ChanceMode::Sample { samples: number::<u32>(k, v)?.max(1) },
            "depth" => ChanceMode::Expectation { depth: number(k, v)? },
            _ => {
                return Err(BotSpecError(format!(
                    "unknown greedy setting {}; use samples=N or depth=N",
                    setting(k, v)
                )));
            }
        };
    }
    Ok(BotSpec::Greedy(mode))
}

fn parse_mcts(args: &[(&str, &str)]) -> Result<BotSpec, BotSpecError> {
    let mut c = MctsConfig::default();
    let mut epsilon = 0.1;
    let mut policy = false;
    for &(k, v) in args {
        match k {
            "" if v == "peek" => c.determinize = false,
            "" | "iterations" => c.budget = Budget::Iterations(number(k, v)?),
            "time" => {
                let ms = v.strip_suffix("ms").unwrap_or(v);
                c.budget = Budget::Time(Duration::from_millis(number(k, ms)?));
            }
            "c" => c.exploration = finite(k, v)?,
            "widen" => {
                // C^ALPHA, e.g. widen=2^0.5.
                let (wc, wa) = v.split_once('^').unwrap_or((v, "0.5"));
                c.widening = Some(Widening { c: finite(k, wc)?, alpha: finite(k, wa)? });
            }
            "shaping" => c.shaping = finite(k, v)?.min(1.0),
            "depth" => c.max_rollout_steps = number(k, v)?,
            "epsilon" => epsilon = finite(k, v)?,
            "reward" => match v {
                "scores" => c.reward = Reward::Scores,
                "wins" => c.reward = Reward::Wins,
                _ => return Err(BotSpecError(format!("reward={v}: use reward=scores or reward=wins"))),
            },
            "rollout" => match v {
                "random" => policy = false,
                "policy" => policy = true,
                _ => return Err(BotSpecError(format!("rollout={v}: use rollout=random or rollout=policy"))),
            },
            _ => {
                return Err(BotSpecError(format!(
                    "unknown mcts setting {}; use iterations, time, c, widen, shaping, depth, rollout, epsilon, reward or peek",
                    setting(k, v)
                )));
            }
        }
    }
    if policy {
        c.rollout = Rollout::Policy { epsilon: epsilon.clamp(0.0, 1.0) };
    }
    Ok(BotSpec::Mcts(c))
}

fn parse_rollout(args: &[(&str, &str)]) -> Result<BotSpec, BotSpecError> {
    let mut c = RolloutConfig::default();
    for &(k, v) in args {
        match k {
            "" if v == "peek" => c.determinize = false,
            "" | "rounds" => c.budget = Budget::Iterations(number(k, v)?),
            "time" => {
                let ms = v.strip_suffix("ms").unwrap_or(v);
                c.budget = Budget::Time(Duration::from_millis(number(k, ms)?));
            }
            "k" => c.candidates = number::<usize>(k, v)?.max(1),
            "window" => c.window = finite(k, v)?,
            "z" => c.z = finite(k, v)?,
            "shaping" => c.shaping = finite(k, v)?.min(1.0),
            "depth" => c.max_rollout_steps = number(k, v)?,
            "epsilon" => c.epsilon = finite(k, v)?.min(1.0),
            "margin" => c.margin = finite(k, v)?,
            "reward" => match v {
                "scores" => c.reward = Reward::Scores,
                "wins" => c.reward = Reward::Wins,
                _ => return Err(BotSpecError(format!("reward={v}: use reward=scores or reward=wins"))),
            },
            _ => {
                return Err(BotSpecError(format!(
                    "unknown rollout setting {}; use rounds, time, k, window, depth, epsilon, margin, z, shaping, reward or peek",
                    setting(k, v)
                )));
            }
        }
    }
    Ok(BotSpec::Rollout(c))
}

fn finite(k: &str, v: &str) -> Result<f64, BotSpecError> {
    let x: f64 = number(k, v)?;
    if x.is_finite() && x >= 0.0 {
        Ok(x)
    } else {
        Err(BotSpecError(format!("{k}={v} must be a finite number, at least 0")))
    }
}

impl fmt::Display for BotSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Random => f.write_str("random"),
            Self::Heuristic => f.write_str("heuristic"),
            Self::Greedy(ChanceMode::Sample { samples }) => write!(f, "greedy:samples={samples}"),
            Self::Greedy(ChanceMode::Expectation { depth }) => write!(f, "greedy:depth={depth}"),
            Self::Mcts(c) => {
                match c.budget {
                    Budget::Iterations(n) => write!(f, "mcts:iterations={n}")?,
                    Budget::Time(d) => write!(f, "mcts:time={}ms", d.as_millis())?,
                }
                write!(f, ",c={},depth={}", c.exploration, c.max_rollout_steps)?;
                if let Rollout::Policy { epsilon } = c.rollout {
                    write!(f, ",rollout=policy,epsilon={epsilon}")?;
                }
                if c.reward == Reward::Wins {
                    f.write_str(",reward=wins")?;
                }
                if !c.determinize {
                    f.write_str(",peek")?;
                }
                if let Some(w) = c.widening {
                    write!(f, ",widen={}^{}", w.c, w.alpha)?;
                }
                if c.shaping > 0.0 {
                    write!(f, ",shaping={}", c.shaping)?;
                }
                Ok(())
            }
            Self::Rollout(c) => {
                match c.budget {
                    Budget::Iterations(n) => write!(f, "rollout:rounds={n}")?,
                    Budget::Time(d) => write!(f, "rollout:time={}ms", d.as_millis())?,
                }
                write!(
                    f,
                    ",k={},depth={},epsilon={},margin={}",
                    c.candidates, c.max_rollout_steps, c.epsilon, c.margin
                )?;
                write!(f, ",z={},shaping={}", c.z, c.shaping)?;
                if c.window.is_finite() {
                    write!(f, ",window={}", c.window)?;
                }
                if c.reward == Reward::Scores {
                    f.write_str(",reward=scores")?;
                }
                if !c.determinize {
                    f.write_str(",peek")?;
                }
                Ok(())
            }
        }
    }
}

impl BotSpec {
    /// Builds the bot for `seat`, seeded with `seed` (simulators reset it
    /// per game anyway).
    pub fn build<G: Game + 'static>(
        &self,
        parts: &dyn BotParts<G>,
        seat: Seat,
        seed: u64,
    ) -> Result<Box<dyn Bot<G>>, BotSpecError> {
        let missing = |what: &str| BotSpecError(format!("{} has no {what} yet: the {self} bot needs one", G::ID));
        Ok(match *self {
            Self::Random => Box::new(RandomBot::new(seed)),
            Self::Heuristic => Box::new(HeuristicBot::new(parts.policy(seat).ok_or_else(|| missing("policy"))?, seed)),
            Self::Greedy(mode) => {
                let evaluator = parts.evaluator(seat).ok_or_else(|| missing("evaluator"))?;
                Box::new(HeuristicBot::new(Lookahead::new(evaluator, mode), seed))
            }
            Self::Mcts(config) => {
                let evaluator: Box<dyn Evaluator<G>> =
                    parts.evaluator(seat).unwrap_or_else(|| Box::new(ConstantEvaluator(0.0)));
                // Widening orders expansions by the policy, as policy
                // rollouts play by it; plain UCT with random rollouts
                // needs none.
                match (config.rollout, config.widening) {
                    (Rollout::Random, None) => {
                        Box::new(Mcts::with_parts(config, crate::UniformPolicy, evaluator, seed))
                    }
                    _ => {
                        let policy = parts.policy(seat).ok_or_else(|| missing("policy"))?;
                        Box::new(Mcts::with_parts(config, policy, evaluator, seed))
                    }
                }
            }
            Self::Rollout(config) => {
                let policy = parts.policy(seat).ok_or_else(|| missing("policy"))?;
                let evaluator: Box<dyn Evaluator<G>> =
                    parts.evaluator(seat).unwrap_or_else(|| Box::new(ConstantEvaluator(0.0)));
                Box::new(RolloutBot::new(config, policy, evaluator, seed))
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Policy;
    use crate::toy::{HoldAt, Pig, pig_progress};

    fn parse(s: &str) -> Result<BotSpec, BotSpecError> {
        s.parse()
    }

    #[test]
    fn parses_every_kind() {
        assert_eq!(parse("random"), Ok(BotSpec::Random));
        assert_eq!(parse(" Heuristic "), Ok(BotSpec::Heuristic));
        assert_eq!(parse("greedy"), Ok(BotSpec::Greedy(ChanceMode::Expectation { depth: 2 })));
        assert_eq!(parse("greedy:samples=8"), Ok(BotSpec::Greedy(ChanceMode::Sample { samples: 8 })));
        assert_eq!(parse("mcts"), Ok(BotSpec::Mcts(MctsConfig::default())));
        assert_eq!(parse("mcts:250"), Ok(BotSpec::Mcts(MctsConfig::iterations(250))));
        let Ok(BotSpec::Mcts(c)) = parse("mcts:iterations=50,c=0.5,depth=30,rollout=policy,epsilon=0.2,peek") else {
            panic!("does not parse")
        };
        assert_eq!(c.budget, Budget::Iterations(50));
        assert_eq!((c.exploration, c.max_rollout_steps, c.determinize), (0.5, 30, false));
        assert_eq!(c.rollout, Rollout::Policy { epsilon: 0.2 });
        assert_eq!(
            parse("mcts:time=200ms"),
            Ok(BotSpec::Mcts(MctsConfig { budget: Budget::Time(Duration::from_millis(200)), ..MctsConfig::default() }))
        );
        assert_eq!(parse("rollout"), Ok(BotSpec::Rollout(RolloutConfig::default())));
        let Ok(BotSpec::Rollout(r)) = parse("rollout:24,k=5,depth=80,epsilon=0.05,margin=0.02,reward=scores,peek")
        else {
            panic!("does not parse")
        };
        assert_eq!(r.budget, Budget::Iterations(24));
        assert_eq!((r.candidates, r.max_rollout_steps, r.epsilon, r.margin), (5, 80, 0.05, 0.02));
        assert_eq!((r.reward, r.determinize), (Reward::Scores, false));
    }

    #[test]
    fn display_parses_back() {
        for s in [
            "random",
            "heuristic",
            "greedy:samples=3",
            "greedy:depth=1",
            "mcts:iterations=7,c=0.3,depth=9,rollout=policy,epsilon=0.5,reward=wins,peek",
            "mcts:iterations=7,widen=2^0.4,shaping=0.3,rollout=policy",
            "rollout:rounds=5,k=4,window=30,depth=60,epsilon=0.1,margin=0.05,z=2,shaping=0.3,reward=scores,peek",
            "rollout:time=20ms",
        ] {
            let spec = parse(s).unwrap();
            assert_eq!(parse(&spec.to_string()), Ok(spec), "{s}");
        }
    }

    #[test]
    fn bad_text_is_explained() {
        for (text, needle) in [
            ("alphazero", "available"),
            ("random:3", "no settings"),
            ("mcts:lots", "not a valid number"),
            ("mcts:c=-1", "at least 0"),
            ("mcts:rollout=smart", "rollout=random or rollout=policy"),
            ("mcts:speed=3", "unknown mcts setting"),
            ("mcts:reward=money", "reward=scores or reward=wins"),
            ("greedy:x=1", "unknown greedy setting"),
            ("rollout:width=3", "unknown rollout setting"),
            ("rollout:margin=-0.1", "at least 0"),
        ] {
            let err = parse(text).unwrap_err();
            assert!(err.0.contains(needle), "{text}: {err}");
        }
    }

    struct PigParts;
    impl BotParts<Pig> for PigParts {
        fn policy(&self, _seat: Seat) -> Option<Box<dyn Policy<Pig>>> {
            Some(Box::new(HoldAt(20)))
        }
        fn evaluator(&self, _seat: Seat) -> Option<Box<dyn Evaluator<Pig>>> {
            Some(Box::new(pig_progress))
        }
    }

    #[test]
    fn builds_bots_from_parts_or_says_what_is_missing() {
        for text in ["random", "heuristic", "greedy", "mcts:20", "mcts:20,rollout=policy", "rollout:4,k=2"] {
            let bot = parse(text).unwrap().build::<Pig>(&PigParts, Seat(0), 1).unwrap();
            assert!(!bot.name().is_empty());
        }
        assert!(parse("mcts:20").unwrap().build::<Pig>(&NoParts, Seat(0), 1).is_ok());
        let err = parse("heuristic").unwrap().build::<Pig>(&NoParts, Seat(0), 1).err().unwrap();
        assert!(err.0.contains("toy-pig has no policy"), "{err}");
        assert!(parse("rollout").unwrap().build::<Pig>(&NoParts, Seat(0), 1).is_err());
    }
}
