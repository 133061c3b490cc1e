//! The game screen's state and logic, with no terminal: key events in,
//! a frame out (see `ui`). Tests drive it directly.

pub mod anim;
mod keys;
pub mod menu;
pub mod prompt;

use crate::game_ui::{BoardCtx, Shown, Target, Tone, TuiGame};
use crate::i18n::Tr;
use crate::session::{Session, Step};
use crate::tr;
use anim::{Anim, Queued};
use horde_core::{MatchError, RuleViolation, Seat, Viewer};
use menu::{Item, Menu, Refusal};
use prompt::Prompt;
use std::path::PathBuf;
use std::time::Instant;

/// Lines of the event log kept in memory.
const LOG_CAP: usize = 5000;
/// Automatic steps taken in one update at most, so that a long run of
/// bot and chance moves never freezes the screen.
const STEPS_PER_UPDATE: usize = 64;
/// And no more steps once an update has spent this long, so that a run of
/// searching bots' decisions (each a few to a few hundred milliseconds,
/// see `horde_ai::choice`) is drawn move by move, keys read in between.
const BUSY_PER_UPDATE: std::time::Duration = std::time::Duration::from_millis(40);

/// Why the screen closes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Quit {
    /// The player asked to (q).
    Asked,
    /// Ctrl-C.
    Interrupted,
}

/// A status-line message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub text: String,
    pub tone: Tone,
}

/// Where keys go on the game screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Focus {
    Menu,
    Board,
}

/// What the screen is busy with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Events are playing, or bots and chance are moving.
    Running,
    /// A person decides for this seat.
    Deciding(Seat),
    /// Hot seat: waiting for the next person to take the keyboard.
    Passing(Seat),
    Over,
}

pub struct App<G: TuiGame> {
    pub(crate) s: Session<G>,
    pub(crate) tr: Tr,
    pub(crate) scene: G::Scene,
    pub(crate) menu: Menu<G::Action>,
    pub(crate) focus: Focus,
    pub(crate) cursor: Option<Target>,
    pub(crate) anim: Anim<G::Event>,
    pub(crate) log: Vec<(String, Tone)>,
    /// Lines scrolled back from the newest.
    pub(crate) log_scroll: usize,
    pub(crate) message: Option<Message>,
    pub(crate) prompt: Option<Prompt>,
    pub(crate) help: bool,
    pub(crate) phase: Phase,
    /// The event playing now: its text, spot and card.
    pub(crate) playing: Option<Shown>,
    /// The last card drawn while the game runs (a zombie card), kept on
    /// screen while the zombies it brings appear.
    pub(crate) card: Option<Vec<String>>,
    /// The seat that has the keyboard (hot seat).
    pub(crate) at_keyboard: Option<Seat>,
    pub(crate) save_path: PathBuf,
    pub(crate) quit: Option<Quit>,
    events: Vec<G::Event>,
}

impl<G: TuiGame> std::fmt::Debug for App<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("App").field("phase", &self.phase).field("session", &self.s).finish_non_exhaustive()
    }
}

impl<G: TuiGame> App<G> {
    pub fn new(s: Session<G>, tr: Tr, save_path: PathBuf) -> Self {
        let scene = s.state().scene(Viewer::Spectator);
        let mut app = Self {
            s,
            tr,
            scene,
            menu: Menu::default(),
            focus: Focus::Menu,
            cursor: None,
            anim: Anim::default(),
            log: Vec::new(),
            log_scroll: 0,
            message: None,
            prompt: None,
            help: false,
            phase: Phase::Running,
            playing: None,
            card: None,
            at_keyboard: None,
            save_path,
            quit: None,
            events: Vec::new(),
        };
        let welcome = tr!(app.tr, "log-welcome", title = G::title(&app.scene, &app.tr));
        app.push_log(welcome, Tone::Turn);
        app
    }

    pub fn session(&self) -> &Session<G> {
        &self.s
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn quit_reason(&self) -> Option<Quit> {
        self.quit
    }
    pub fn save_path(&self) -> &PathBuf {
        &self.save_path
    }
    pub fn message(&self) -> Option<&Message> {
        self.message.as_ref()
    }
    pub fn log_lines(&self) -> impl Iterator<Item = &str> {
        self.log.iter().map(|(s, _)| s.as_str())
    }
    pub fn menu(&self) -> &Menu<G::Action> {
        &self.menu
    }
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// Tells the log where a loaded game came from.
    pub fn note_loaded(&mut self, path: &std::path::Path) {
        let text = tr!(self.tr, "log-loaded", path = path.display().to_string(), actions = self.s.driver().log().len());
        self.push_log(text, Tone::Good);
    }

    /// Tells the log which bot plays `seat`: its name in the lobby's
    /// terms (`heuristic`, `rollout:strong`), or its full settings.
    pub fn note_bot(&mut self, seat: Seat, spec: &horde_ai::BotSpec) {
        let bot = horde_ai::BotChoice::of_spec(spec).map_or_else(|| spec.to_string(), |c| c.to_string());
        let text = tr!(self.tr, "log-bot", seat = u32::from(seat.0) + 1, bot = bot);
        self.push_log(text, Tone::Plain);
    }

    pub(crate) fn push_log(&mut self, text: String, tone: Tone) {
        self.log.push((text, tone));
        if self.log.len() > LOG_CAP {
            self.log.drain(..self.log.len() - LOG_CAP);
        }
    }

    pub(crate) fn say(&mut self, text: String, tone: Tone) {
        self.message = Some(Message { text, tone });
    }

    /// Advances the game: plays due events, lets bots and chance move,
    /// and stops where a person must decide. Call it on every tick.
    pub fn update(&mut self, now: Instant) {
        if self.prompt.is_some() || self.quit.is_some() {
            return;
        }
        let mut steps = 0;
        let started = crate::clock::now();
        loop {
            if matches!(self.phase, Phase::Passing(_)) {
                return;
            }
            if !self.anim.queue.is_empty() {
                if !self.anim.ready(now) {
                    return;
                }
                if self.play_one(now) {
                    // A paced event holds the screen until its delay ends.
                    return;
                }
                continue;
            }
            match self.s.waiting() {
                Step::Chance | Step::Bot(_) => {
                    if steps >= STEPS_PER_UPDATE
                        || (steps > 0 && crate::clock::now().saturating_duration_since(started) >= BUSY_PER_UPDATE)
                    {
                        return;
                    }
                    steps += 1;
                    // Every event of the last step has played: the engine's
                    // state is the truth again (actions left, cards...).
                    self.scene = self.s.state().scene(self.viewer());
                    self.phase = Phase::Running;
                    self.events.clear();
                    self.s.step(&mut self.events);
                    let events = std::mem::take(&mut self.events);
                    self.enqueue(events, false);
                }
                Step::Human(seat) => {
                    self.reach_decision(seat);
                    return;
                }
                Step::Over => {
                    self.reach_end();
                    return;
                }
            }
        }
    }

    /// Plays every pending step until a person must decide or the game
    /// ends, without pauses (tests and the skip key).
    pub fn settle(&mut self) {
        // Bounded: a whole game of bots is at most a few hundred thousand
        // steps; the bound only guards against an engine that never stops.
        for _ in 0..1_000_000 {
            self.anim.skipping = true;
            self.update(crate::clock::now());
            if self.phase != Phase::Running || self.prompt.is_some() || self.quit.is_some() {
                break;
            }
        }
        self.anim.skipping = false;
    }

    /// Who the screen shows the game to: the person at the keyboard, or
    /// nobody's secrets when only bots play.
    fn viewer(&self) -> Viewer {
        match self.at_keyboard {
            Some(seat) => Viewer::Seat(seat),
            None => Viewer::Spectator,
        }
    }

    fn enqueue(&mut self, events: Vec<G::Event>, by_person: bool) {
        for event in events {
            self.anim.queue.push_back(Queued { event, by_person });
        }
    }

    /// Shows the next queued event. Returns whether it holds the screen.
    fn play_one(&mut self, now: Instant) -> bool {
        let Some(q) = self.anim.queue.pop_front() else { return false };
        let shown = G::play_event(&mut self.scene, &q.event, &self.tr);
        if shown.card.is_some() {
            self.card.clone_from(&shown.card);
        }
        if let Some(text) = &shown.text {
            self.push_log(text.clone(), shown.tone);
        }
        if shown.tone == Tone::Turn && self.s.human_count() == 0 {
            // Watching bots: a skip stops at each new turn.
            self.anim.skipping = false;
        }
        let pauses = self.anim.pauses(shown.pace, q.by_person);
        if pauses {
            self.anim.next_at = Some(now + self.anim.delay());
            self.playing = Some(shown);
        }
        pauses
    }

    fn reach_decision(&mut self, seat: Seat) {
        self.anim.skipping = false;
        self.playing = None;
        self.card = None;
        let hot_seat = self.s.human_count() > 1;
        if hot_seat && self.at_keyboard != Some(seat) {
            self.phase = Phase::Passing(seat);
            return;
        }
        self.at_keyboard = Some(seat);
        if self.phase != Phase::Deciding(seat) || self.menu.items.is_empty() {
            self.phase = Phase::Deciding(seat);
            self.rebuild(seat);
        }
    }

    fn reach_end(&mut self) {
        self.anim.skipping = false;
        self.playing = None;
        if self.phase != Phase::Over {
            self.phase = Phase::Over;
            self.scene = self.s.state().scene(Viewer::Spectator);
            self.menu = Menu::default();
            let text = match self.s.state().outcome() {
                Some(o) if !o.winners.is_empty() => tr!(self.tr, "game-won", reason = o.reason),
                Some(o) => tr!(self.tr, "game-lost", reason = o.reason),
                None => tr!(self.tr, "game-over"),
            };
            let tone =
                if self.s.state().outcome().is_some_and(|o| !o.winners.is_empty()) { Tone::Good } else { Tone::Bad };
            self.push_log(text.clone(), tone);
            self.say(text, tone);
        }
    }

    /// Re-reads the scene from the engine and lists the seat's actions.
    pub(crate) fn rebuild(&mut self, seat: Seat) {
        let state = self.s.state();
        self.scene = state.scene(Viewer::Seat(seat));
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        let mut candidates = Vec::new();
        state.candidates(seat, &mut candidates);
        let mut items: Vec<Item<G::Action>> = legal
            .iter()
            .map(|&a| Item { action: a, info: state.action_info(a, &self.tr), refusal: None, key: None })
            .collect();
        for a in candidates {
            if legal.contains(&a) || items.iter().any(|i| i.action == a) {
                continue;
            }
            if let Err(e) = state.check(a) {
                items.push(Item {
                    action: a,
                    info: state.action_info(a, &self.tr),
                    refusal: Some(refusal(&e)),
                    key: None,
                });
            }
        }
        let keep = self.menu.current().map(|i| i.action);
        self.menu = Menu::new(items, keep);
        if self.focus == Focus::Board {
            self.cursor = self.cursor.or_else(|| self.menu.current().and_then(|i| i.info.target));
        }
    }

    /// Takes the action of menu item `index` for the deciding seat.
    pub(crate) fn take(&mut self, index: usize) {
        let Phase::Deciding(seat) = self.phase else { return };
        let Some(item) = self.menu.items.get(index).cloned() else { return };
        if let Some(r) = &item.refusal {
            let text = tr!(self.tr, "msg-refused", rule = r.rule.clone(), reason = r.message.clone());
            self.say(text, Tone::Bad);
            return;
        }
        if let Some(warning) = item.info.warning.filter(|_| self.menu.armed != Some(index)) {
            // Asked, not taken: the same key again confirms.
            self.menu.armed = Some(index);
            let text = tr!(self.tr, "msg-confirm", warning = warning);
            self.say(text, Tone::Bad);
            return;
        }
        self.attempt(seat, item.action);
    }

    /// Sends an action to the engine; a refusal is shown with its rule.
    pub(crate) fn attempt(&mut self, seat: Seat, action: G::Action) {
        self.events.clear();
        match self.s.act(seat, action, &mut self.events) {
            Ok(()) => {
                self.message = None;
                self.menu.filter = None;
                let events = std::mem::take(&mut self.events);
                self.enqueue(events, true);
                self.phase = Phase::Running;
                self.update(crate::clock::now());
            }
            Err(MatchError::Illegal(e)) => {
                let r = refusal(&e);
                let text = tr!(self.tr, "msg-refused", rule = r.rule, reason = r.message);
                self.say(text, Tone::Bad);
            }
            Err(e) => self.say(tr!(self.tr, "msg-error", reason = e.to_string()), Tone::Bad),
        }
    }

    pub(crate) fn undo(&mut self) {
        let Phase::Deciding(seat) = self.phase else {
            self.say(tr!(self.tr, "msg-undo-wait"), Tone::Bad);
            return;
        };
        if self.s.undoable(seat) == 0 {
            self.say(tr!(self.tr, "msg-undo-none"), Tone::Bad);
            return;
        }
        let Some(last) = self.s.driver().log().last().map(|e| e.action) else { return };
        match self.s.undo(seat) {
            Ok(()) => {
                // Describe the action in the state it was taken from.
                let label = self.s.state().action_info(last, &self.tr).label;
                let text = tr!(self.tr, "log-undone", action = label);
                self.push_log(text.clone(), Tone::Plain);
                self.say(text, Tone::Plain);
                self.menu.filter = None;
                self.rebuild(seat);
            }
            Err(e) => self.say(tr!(self.tr, "msg-error", reason = e.to_string()), Tone::Bad),
        }
    }

    /// Saves to `path` and remembers it as the save path.
    pub fn save_to(&mut self, path: PathBuf) -> bool {
        match self.s.save(&path) {
            Ok(()) => {
                let text = tr!(self.tr, "msg-saved", path = path.display().to_string());
                self.push_log(text.clone(), Tone::Good);
                self.say(text, Tone::Good);
                self.save_path = path;
                true
            }
            Err(e) => {
                let text = tr!(self.tr, "msg-save-failed", path = path.display().to_string(), reason = e.to_string());
                self.say(text, Tone::Bad);
                false
            }
        }
    }

    /// The context the board painter gets.
    pub(crate) fn board_ctx<'a>(&'a self, marked: &'a [Target]) -> BoardCtx<'a> {
        let current = self.menu.current();
        let focus = match &self.playing {
            Some(p) => p.focus,
            None => current.and_then(|i| i.info.target),
        };
        BoardCtx {
            tr: &self.tr,
            cursor: if self.focus == Focus::Board { self.cursor } else { None },
            marked,
            focus,
            subject: if self.playing.is_some() { None } else { current.and_then(|i| i.info.subject) },
        }
    }

    /// Where the next update is due, for the terminal loop's wait.
    pub fn wants_update_at(&self) -> Option<Instant> {
        if self.prompt.is_some() || self.quit.is_some() || matches!(self.phase, Phase::Passing(_)) {
            return None;
        }
        if !self.anim.queue.is_empty() {
            return Some(self.anim.next_at.unwrap_or_else(crate::clock::now));
        }
        match self.s.waiting() {
            Step::Chance | Step::Bot(_) => Some(crate::clock::now()),
            Step::Human(s) if self.phase != Phase::Deciding(s) => Some(crate::clock::now()),
            Step::Over if self.phase != Phase::Over => Some(crate::clock::now()),
            _ => None,
        }
    }
}

/// A refusal's rule and message; the message loses the rule prefix that
/// some engines put in their `Display`, since the screen shows the rule.
pub(crate) fn refusal<E: RuleViolation>(e: &E) -> Refusal {
    let rule = e.rule_id().to_owned();
    let text = e.to_string();
    let message = text.strip_prefix(&format!("{rule}: ")).map_or(text.clone(), str::to_owned);
    Refusal { rule, message }
}
