//! A match being played: the core driver, which seats people play, and the
//! bots for the rest. Knows nothing of the screen.

use crate::bot::decision_seed;
use horde_ai::{Bot, RandomBot};
use horde_core::{Actor, Decision, Game, Match, MatchError, MatchFile, Seat};
use std::fmt;
use std::path::Path;

/// What one automatic step did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Chance resolved (a die, a card).
    Chance,
    /// A bot acted for this seat.
    Bot(Seat),
    /// A person must decide for this seat.
    Human(Seat),
    /// The match is over.
    Over,
}

/// Why loading a saved game failed.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("{path}: {source}")]
    Read { path: String, source: std::io::Error },
    #[error("{path}: not a Horde match file: {message}")]
    Parse { path: String, message: String },
    #[error("{path}: {message}")]
    Replay { path: String, message: String },
}

pub struct Session<G: Game> {
    pub(crate) m: Match<G>,
    humans: Vec<bool>,
    bots: Vec<Box<dyn Bot<G>>>,
    legal: Vec<G::Action>,
}

impl<G: Game> fmt::Debug for Session<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Session").field("humans", &self.humans).field("log", &self.m.log().len()).finish()
    }
}

impl<G: Game> Session<G> {
    /// `humans[s]` tells whether people play seat `s`; seats beyond the
    /// list are bots, uniformly random ones.
    pub fn new(m: Match<G>, humans: &[bool]) -> Self
    where
        G: 'static,
    {
        let n = m.state().num_seats();
        let bots = (0..n).map(|_| Box::new(RandomBot::new(m.seed())) as Box<dyn Bot<G>>).collect();
        Self::with_bots(m, humans, bots)
    }

    /// As [`Session::new`], with the bot of each seat given (`bots[s]`
    /// plays seat `s` when no person does).
    pub fn with_bots(m: Match<G>, humans: &[bool], mut bots: Vec<Box<dyn Bot<G>>>) -> Self
    where
        G: 'static,
    {
        let n = m.state().num_seats();
        let humans: Vec<bool> = (0..n).map(|s| humans.get(s).copied().unwrap_or(false)).collect();
        while bots.len() < n {
            bots.push(Box::new(RandomBot::new(m.seed())));
        }
        Self { m, humans, bots, legal: Vec::new() }
    }

    pub fn state(&self) -> &G {
        self.m.state()
    }

    pub fn driver(&self) -> &Match<G> {
        &self.m
    }

    pub fn is_human(&self, seat: Seat) -> bool {
        self.humans.get(seat.index()).copied().unwrap_or(false)
    }

    pub fn human_count(&self) -> usize {
        self.humans.iter().filter(|h| **h).count()
    }

    pub fn humans(&self) -> &[bool] {
        &self.humans
    }

    /// What the match waits for, without doing anything.
    pub fn waiting(&self) -> Step {
        match self.m.decision() {
            Decision::Terminal => Step::Over,
            Decision::Chance => Step::Chance,
            Decision::Seat(s) if self.is_human(s) => Step::Human(s),
            Decision::Seat(s) => Step::Bot(s),
        }
    }

    /// Takes one automatic step (chance or a bot), appending its events.
    /// Returns what was done, or who must decide when nothing could be.
    pub fn step(&mut self, events: &mut Vec<G::Event>) -> Step {
        match self.waiting() {
            Step::Chance => {
                self.m.resolve_chance(events);
                Step::Chance
            }
            Step::Bot(seat) => {
                self.legal.clear();
                self.m.state().legal_actions(&mut self.legal);
                let Some(&first) = self.legal.first() else {
                    // A seat to act with no legal action is an engine bug;
                    // stopping here keeps the game on screen instead of
                    // spinning.
                    return Step::Human(seat);
                };
                let bot = &mut self.bots[seat.index()];
                bot.reset(decision_seed(self.m.seed(), seat, self.m.log().len()));
                let mut action = bot.choose(self.m.state(), seat, &self.legal);
                if !self.legal.contains(&action) {
                    action = first;
                }
                match self.m.act(Actor::Seat(seat), action, events) {
                    Ok(()) => Step::Bot(seat),
                    Err(_) => Step::Human(seat),
                }
            }
            other => other,
        }
    }

    /// A person's action for `seat`, checked by the engine.
    pub fn act(
        &mut self,
        seat: Seat,
        action: G::Action,
        events: &mut Vec<G::Event>,
    ) -> Result<(), MatchError<G::Error>> {
        self.m.act(Actor::Seat(seat), action, events)
    }

    pub fn undo(&mut self, seat: Seat) -> Result<(), MatchError<G::Error>> {
        self.m.undo(seat)
    }

    pub fn undoable(&self, seat: Seat) -> usize {
        self.m.undoable(seat)
    }

    pub fn to_file(&self) -> MatchFile {
        self.m.to_file()
    }

    /// Writes the save file (the core's match JSON). Writes a sibling
    /// file first and renames it, so a crash never leaves half a save.
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        let text = serde_json::to_string_pretty(&self.m.to_file()).map_err(std::io::Error::other)?;
        let tmp = path.with_extension("json.part");
        std::fs::write(&tmp, text)?;
        std::fs::rename(&tmp, path)
    }
}

/// Reads a save file as its generic form, before knowing the game.
pub fn read_file(path: &Path) -> Result<MatchFile, LoadError> {
    let name = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|source| LoadError::Read { path: name.clone(), source })?;
    serde_json::from_str(&text).map_err(|e| LoadError::Parse { path: name, message: e.to_string() })
}

/// Replays a save file into a match, checking every action.
pub fn match_from_file<G: Game>(file: &MatchFile, path: &Path) -> Result<Match<G>, LoadError> {
    Match::from_file(file).map_err(|e| LoadError::Replay { path: path.display().to_string(), message: e.to_string() })
}
