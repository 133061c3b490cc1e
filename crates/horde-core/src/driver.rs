//! The match driver: one game, its seed, its action log, undo and saves.

use crate::game::Game;
use crate::rng::{HordeRng, stream};
use crate::seat::{Actor, Decision, Seat};
use serde::{Deserialize, Serialize};

/// One logged action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Entry<A> {
    pub actor: Actor,
    pub action: A,
}

/// Why the driver refused a request.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MatchError<E> {
    #[error("the match is over")]
    Finished,
    #[error("it is not {requested}'s decision ({current:?} is to act)")]
    NotYourTurn { requested: Actor, current: Decision },
    #[error("{0}")]
    Illegal(E),
    #[error("nothing to undo: {0}")]
    CannotUndo(&'static str),
}

/// A running match. The ground truth is `(setup, seed, log)`; the state is
/// derived from it, so a saved log replays to the same state bit for bit.
#[derive(Clone, Debug)]
pub struct Match<G: Game> {
    setup: G::Setup,
    seed: u64,
    state: G,
    log: Vec<Entry<G::Action>>,
    /// Count of chance outcomes so far: the chance draw `k` uses its own
    /// derived stream, so a loaded match continues exactly as it would have.
    chance_draws: u64,
    /// The state after the last chance outcome or reveal, which undo may
    /// not cross, and the log length there. Another seat's action needs no
    /// barrier: `undoable` only counts the trailing run of the asking
    /// seat's own actions. Keeping only these makes undo rights a function
    /// of the log, so a reloaded match has the same ones.
    barrier: (G, usize),
    scratch: Vec<(G::Action, u32)>,
}

impl<G: Game> Match<G> {
    pub fn new(setup: G::Setup, seed: u64) -> Result<Self, crate::SetupError> {
        let state = G::new(&setup)?;
        Ok(Self {
            setup,
            seed,
            barrier: (state.clone(), 0),
            state,
            log: Vec::new(),
            chance_draws: 0,
            scratch: Vec::new(),
        })
    }

    pub fn state(&self) -> &G {
        &self.state
    }
    pub fn setup(&self) -> &G::Setup {
        &self.setup
    }
    pub fn seed(&self) -> u64 {
        self.seed
    }
    pub fn log(&self) -> &[Entry<G::Action>] {
        &self.log
    }
    pub fn decision(&self) -> Decision {
        self.state.decision()
    }

    /// Takes `action` for `actor`, validating it first.
    pub fn act(
        &mut self,
        actor: Actor,
        action: G::Action,
        events: &mut Vec<G::Event>,
    ) -> Result<(), MatchError<G::Error>> {
        let current = self.state.decision();
        match (current, actor) {
            (Decision::Terminal, _) => return Err(MatchError::Finished),
            (Decision::Seat(s), Actor::Seat(a)) if s == a => {}
            (Decision::Chance, Actor::Chance) => {}
            _ => return Err(MatchError::NotYourTurn { requested: actor, current }),
        }
        let reveals = self.state.reveals_hidden(action);
        self.state.apply(action, events).map_err(MatchError::Illegal)?;
        self.log.push(Entry { actor, action });
        if actor == Actor::Chance {
            self.chance_draws += 1;
        }
        if actor == Actor::Chance || reveals {
            self.barrier = (self.state.clone(), self.log.len());
        }
        Ok(())
    }

    /// Resolves one chance decision from the match's seeded stream.
    /// Returns `false` when the match is not at a chance decision.
    pub fn resolve_chance(&mut self, events: &mut Vec<G::Event>) -> bool {
        if self.state.decision() != Decision::Chance {
            return false;
        }
        let mut rng = HordeRng::derived(self.seed, stream::CHANCE, self.chance_draws);
        let Some(action) = self.state.sample_chance(&mut rng, &mut self.scratch) else {
            panic!("{}: chance decision with no outcome", G::ID);
        };
        self.act(Actor::Chance, action, events).expect("a listed chance outcome is legal");
        true
    }

    /// Resolves chance until a seat must act or the match is over.
    pub fn run_chance(&mut self, events: &mut Vec<G::Event>) {
        while self.resolve_chance(events) {}
    }

    /// Takes back `seat`'s last action, if nothing since the last chance
    /// outcome, reveal or other seat's action stands in the way.
    pub fn undo(&mut self, seat: Seat) -> Result<(), MatchError<G::Error>> {
        let Some(last) = self.log.last() else {
            return Err(MatchError::CannotUndo("no action was taken yet"));
        };
        if last.actor != Actor::Seat(seat) {
            return Err(MatchError::CannotUndo("the last action is not this seat's"));
        }
        if self.log.len() <= self.barrier.1 {
            return Err(MatchError::CannotUndo("it revealed hidden information or was followed by chance"));
        }
        self.log.pop();
        let mut state = self.barrier.0.clone();
        let mut sink = Vec::new();
        for e in &self.log[self.barrier.1..] {
            state.apply_unchecked(e.action, &mut sink);
            sink.clear();
        }
        self.state = state;
        Ok(())
    }

    /// How many actions `seat` may take back now.
    pub fn undoable(&self, seat: Seat) -> usize {
        self.log[self.barrier.1.min(self.log.len())..].iter().rev().take_while(|e| e.actor == Actor::Seat(seat)).count()
    }

    /// The save file of this match.
    pub fn to_file(&self) -> MatchFile {
        MatchFile {
            format: MATCH_FORMAT.to_owned(),
            format_version: MATCH_FORMAT_VERSION,
            game: G::ID.to_owned(),
            rules_version: G::RULES_VERSION,
            content_version: self.state.content_version(),
            setup: serde_json::to_value(&self.setup).expect("setups serialise"),
            seed: self.seed,
            actions: self
                .log
                .iter()
                .map(|e| FileEntry { actor: e.actor, action: G::encode_action(e.action), text: e.action.to_string() })
                .collect(),
            state_hash: format!("{:016x}", self.state.state_hash()),
        }
    }

    /// Replays a save file, validating every action and the final hash.
    pub fn from_file(file: &MatchFile) -> Result<Self, ReplayError> {
        if file.format != MATCH_FORMAT || file.format_version != MATCH_FORMAT_VERSION {
            return Err(ReplayError::Format(format!(
                "expected {MATCH_FORMAT} version {MATCH_FORMAT_VERSION}, found {} version {}",
                file.format, file.format_version
            )));
        }
        if file.game != G::ID {
            return Err(ReplayError::WrongGame { expected: G::ID, found: file.game.clone() });
        }
        if file.rules_version != G::RULES_VERSION {
            return Err(ReplayError::RulesVersion { game: G::ID, file: file.rules_version, engine: G::RULES_VERSION });
        }
        let setup: G::Setup =
            serde_json::from_value(file.setup.clone()).map_err(|e| ReplayError::Setup(e.to_string()))?;
        let mut m = Self::new(setup, file.seed).map_err(|e| ReplayError::Setup(e.0))?;
        let content = m.state.content_version();
        if !file.content_version.is_empty() && file.content_version != content {
            return Err(ReplayError::ContentVersion { file: file.content_version.clone(), engine: content });
        }
        let mut events = Vec::new();
        for (i, fe) in file.actions.iter().enumerate() {
            let action = G::decode_action(fe.action)
                .ok_or(ReplayError::BadAction { index: i, reason: format!("unknown action number {}", fe.action) })?;
            m.act(fe.actor, action, &mut events)
                .map_err(|e| ReplayError::BadAction { index: i, reason: e.to_string() })?;
            events.clear();
        }
        let hash = format!("{:016x}", m.state.state_hash());
        if !file.state_hash.is_empty() && file.state_hash != hash {
            return Err(ReplayError::Drift { expected: file.state_hash.clone(), found: hash });
        }
        Ok(m)
    }
}

pub const MATCH_FORMAT: &str = "horde-match";
pub const MATCH_FORMAT_VERSION: u32 = 1;

/// A saved match: rule system, versions, setup, seed and the action list.
/// Everything else is derived by replaying it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatchFile {
    pub format: String,
    pub format_version: u32,
    pub game: String,
    pub rules_version: u32,
    /// The content the match was recorded with ([`Game::content_version`]);
    /// empty in files that predate it, which skips the check.
    #[serde(default)]
    pub content_version: String,
    pub setup: serde_json::Value,
    pub seed: u64,
    pub actions: Vec<FileEntry>,
    /// Hash of the final state, hex; empty to skip the drift check.
    #[serde(default)]
    pub state_hash: String,
}

/// One action in a save file: its compact number and, for people, its text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FileEntry {
    pub actor: Actor,
    pub action: u32,
    #[serde(default)]
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    #[error("not a Horde match file: {0}")]
    Format(String),
    #[error("this file is a {found} match, not {expected}")]
    WrongGame { expected: &'static str, found: String },
    #[error(
        "the file was recorded under {game} rules version {file}, this engine plays version {engine}; it cannot be replayed faithfully"
    )]
    RulesVersion { game: &'static str, file: u32, engine: u32 },
    #[error(
        "the file was recorded with other game content (version {file}, this build has {engine}); it cannot be replayed faithfully"
    )]
    ContentVersion { file: String, engine: String },
    #[error("bad setup: {0}")]
    Setup(String),
    #[error("action #{index} does not replay: {reason}")]
    BadAction { index: usize, reason: String },
    #[error("the replayed state differs from the recorded one (hash {found}, file says {expected})")]
    Drift { expected: String, found: String },
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Illegal, Outcome, SetupError};
    use crate::seat::Viewer;
    use std::fmt;

    /// Two seats take turns adding to a tally; `Roll` asks chance for 1 to
    /// 3, `Peek` reveals something. Just enough game to drive the driver.
    #[derive(Clone, Debug, Hash)]
    struct Tally {
        turn: u8,
        total: u32,
        rolling: bool,
    }

    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
    enum Step {
        Add,
        Peek,
        Roll,
        Pass,
        Die(u8),
    }

    impl fmt::Display for Step {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            fmt::Debug::fmt(self, f)
        }
    }

    impl Game for Tally {
        type Action = Step;
        type Event = ();
        type View = u32;
        type Setup = ();
        type Error = Illegal;
        const ID: &'static str = "tally";
        const RULES_VERSION: u32 = 1;

        fn new(_: &()) -> Result<Self, SetupError> {
            Ok(Self { turn: 0, total: 0, rolling: false })
        }
        fn num_seats(&self) -> usize {
            2
        }
        fn decision(&self) -> Decision {
            if self.total >= 20 {
                Decision::Terminal
            } else if self.rolling {
                Decision::Chance
            } else {
                Decision::Seat(Seat(self.turn))
            }
        }
        fn legal_actions(&self, out: &mut Vec<Step>) {
            match self.decision() {
                Decision::Seat(_) => out.extend([Step::Add, Step::Peek, Step::Roll, Step::Pass]),
                Decision::Chance => out.extend((1..=3).map(Step::Die)),
                Decision::Terminal => {}
            }
        }
        fn chance_outcomes(&self, out: &mut Vec<(Step, u32)>) {
            if self.decision() == Decision::Chance {
                out.extend((1..=3).map(|d| (Step::Die(d), 1)));
            }
        }
        fn check(&self, action: Step) -> Result<(), Illegal> {
            let mut legal = Vec::new();
            self.legal_actions(&mut legal);
            if legal.contains(&action) { Ok(()) } else { Err(Illegal::new("TALLY-1", "not now")) }
        }
        fn apply_unchecked(&mut self, action: Step, _: &mut Vec<()>) {
            match action {
                Step::Add => self.total += 1,
                Step::Peek => {}
                Step::Roll => self.rolling = true,
                Step::Pass => self.turn = 1 - self.turn,
                Step::Die(d) => {
                    self.total += u32::from(d);
                    self.rolling = false;
                }
            }
        }
        fn encode_action(action: Step) -> u32 {
            match action {
                Step::Add => 0,
                Step::Peek => 1,
                Step::Roll => 2,
                Step::Pass => 3,
                Step::Die(d) => 3 + u32::from(d),
            }
        }
        fn decode_action(index: u32) -> Option<Step> {
            Some(match index {
                0 => Step::Add,
                1 => Step::Peek,
                2 => Step::Roll,
                3 => Step::Pass,
                4..=6 => Step::Die((index - 3) as u8),
                _ => return None,
            })
        }
        fn view(&self, _: Viewer) -> u32 {
            self.total
        }
        fn outcome(&self) -> Option<Outcome> {
            (self.decision() == Decision::Terminal).then(|| Outcome {
                scores: vec![0, 0],
                winners: Vec::new(),
                reason: "twenty".into(),
            })
        }
        fn reveals_hidden(&self, action: Step) -> bool {
            action == Step::Peek
        }
    }

    const A: Seat = Seat(0);
    const B: Seat = Seat(1);

    fn act(m: &mut Match<Tally>, seat: Seat, step: Step) {
        m.act(Actor::Seat(seat), step, &mut Vec::new()).unwrap();
    }

    fn reloaded(m: &Match<Tally>) -> Match<Tally> {
        Match::from_file(&m.to_file()).unwrap()
    }

    #[test]
    fn undo_rights_after_an_undo_are_those_of_the_reloaded_log() {
        let mut m = Match::<Tally>::new((), 1).unwrap();
        act(&mut m, A, Step::Add);
        act(&mut m, A, Step::Pass);
        assert_eq!(m.undoable(A), 2, "the turn passed, but B has not acted yet");
        act(&mut m, B, Step::Add);
        assert_eq!((m.undoable(A), m.undoable(B)), (0, 1));
        m.undo(B).unwrap();
        // Same log as before B acted, so the same rights, live or reloaded.
        assert_eq!(m.undoable(A), 2);
        assert_eq!(reloaded(&m).undoable(A), 2);
        m.undo(A).unwrap();
        m.undo(A).unwrap();
        assert_eq!(m.state().total, 0);
        assert!(m.log().is_empty());
    }

    #[test]
    fn undo_stops_at_chance_and_reveals() {
        let mut m = Match::<Tally>::new((), 1).unwrap();
        act(&mut m, A, Step::Add);
        act(&mut m, A, Step::Roll);
        m.run_chance(&mut Vec::new());
        assert_eq!(m.undoable(A), 0);
        assert!(m.undo(A).is_err());
        let after_chance = m.state().total;
        act(&mut m, A, Step::Add);
        act(&mut m, A, Step::Add);
        assert_eq!(m.undoable(A), 2);
        act(&mut m, A, Step::Peek);
        assert_eq!(m.undoable(A), 0, "a reveal is a barrier");
        assert!(m.undo(A).is_err());
        act(&mut m, A, Step::Add);
        m.undo(A).unwrap();
        assert!(m.undo(A).is_err());
        assert_eq!(m.state().total, after_chance + 2);
        assert_eq!(reloaded(&m).undoable(A), m.undoable(A));
    }
}
