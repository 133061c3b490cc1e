//! What a rule system must give the terminal to be played there: a drawable
//! scene, texts for its actions and events, and where on its board an
//! action points. Everything else (menus, undo, saves, animation, hot seat,
//! replays) is generic, so a new game (Grid Siege's square board, say)
//! implements this trait and nothing more.

use crate::i18n::Tr;
use horde_core::{Seat, Viewer};
use horde_rules::RuleSystem;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::fmt::Debug;

/// A place on a board that an action can point at (a zone of Rue Morgue,
/// a square of a grid game), numbered by the game.
pub type Target = u16;

/// Menu sections, in the order the menu lists them (the contract's).
pub use horde_rules::Group;

/// How the interface shows one action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActionInfo {
    pub group: Group,
    pub label: String,
    /// The rule that allows it, as the specification numbers it.
    pub rule: &'static str,
    /// One line on what it does, when the label does not say it all.
    pub detail: Option<String>,
    /// Where on the board it points, for picking it there.
    pub target: Option<Target>,
    /// The piece it concerns (a survivor), so the side panel can show it.
    pub subject: Option<u16>,
    /// The question asked before it is taken (an attack that can only
    /// hit a teammate).
    pub warning: Option<String>,
}

impl From<horde_rules::ActionText> for ActionInfo {
    fn from(t: horde_rules::ActionText) -> Self {
        Self {
            group: t.group,
            label: t.label,
            rule: t.rule,
            detail: t.detail,
            target: t.target,
            subject: t.subject,
            warning: t.warning,
        }
    }
}

/// How long the animation dwells on an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Pace {
    /// Not shown at all.
    Silent,
    /// Logged, never paced (setup deals, reshuffles).
    Log,
    /// Logged without a pause when a person caused it; paced when a bot
    /// or chance did, so that their moves can be followed.
    Follow,
    /// Always paced: the zombies' phase, dice, spawns.
    Pause,
}

/// Colours of the event log.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    Plain,
    Good,
    Bad,
    Zombie,
    Turn,
}

/// One event as the interface shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    pub text: Option<String>,
    pub pace: Pace,
    pub tone: Tone,
    /// The board spot the event happens at, highlighted while it plays.
    pub focus: Option<Target>,
    /// A card to show big while the event plays (a zombie card drawn).
    pub card: Option<Vec<String>>,
}

impl Shown {
    pub fn silent() -> Self {
        Self { text: None, pace: Pace::Silent, tone: Tone::Plain, focus: None, card: None }
    }
    pub fn new(text: String, pace: Pace, tone: Tone, focus: Option<Target>) -> Self {
        Self { text: Some(text), pace, tone, focus, card: None }
    }
}

/// What the generic screen tells the board painter.
#[derive(Clone, Copy, Debug)]
pub struct BoardCtx<'a> {
    pub tr: &'a Tr,
    /// The spot under the board cursor, when picking a target.
    pub cursor: Option<Target>,
    /// Spots that some legal action points at.
    pub marked: &'a [Target],
    /// The spot of the selected action or of the event playing.
    pub focus: Option<Target>,
    /// The piece the side panel should describe (selected in the menu).
    pub subject: Option<u16>,
}

/// A rule system the terminal can play.
pub trait TuiGame: RuleSystem + 'static {
    /// Everything the board and the side panel draw, as one viewer sees
    /// it. Events update it one by one while the animation plays, so it
    /// can show moments that the engine passes through inside one action.
    type Scene: Clone + Debug;

    fn scene(&self, viewer: Viewer) -> Self::Scene;

    /// Describes `event` (the scene is the moment before it) and applies
    /// it to the scene.
    fn play_event(scene: &mut Self::Scene, event: &Self::Event, tr: &Tr) -> Shown;

    /// How the menu shows `action` in this state: the rule system's own
    /// words and target (through the contract), as a spectator may know
    /// them (chance outcomes in replays name nothing hidden).
    fn action_info(&self, action: Self::Action, tr: &Tr) -> ActionInfo {
        ActionInfo::from(self.action_text(action, Viewer::Spectator, tr.lang()))
    }

    /// Actions worth listing even when illegal now, so that a player sees
    /// them greyed out and can ask the engine why.
    fn candidates(&self, seat: Seat, out: &mut Vec<Self::Action>) {
        let _ = (seat, out);
    }

    /// Actions a pick of `target` on the board could mean when no legal
    /// action points there, for the engine to refuse with its reason.
    fn probes(&self, target: Target, out: &mut Vec<Self::Action>) {
        let _ = (target, out);
    }

    /// Every spot with the position of its centre (any unit, same for x
    /// and y), for moving the board cursor with the arrow keys.
    fn spots(scene: &Self::Scene) -> Vec<(Target, (i32, i32))>;

    /// A short name of a spot ("st4").
    fn spot_name(scene: &Self::Scene, target: Target) -> String;

    fn render_board(scene: &Self::Scene, ctx: &BoardCtx<'_>, area: Rect, buf: &mut Buffer);

    /// The side panel: the acting piece's card (or `ctx.subject`'s).
    fn render_card(scene: &Self::Scene, ctx: &BoardCtx<'_>, area: Rect, buf: &mut Buffer);

    /// The smallest board area that still shows every spot readably.
    fn board_min_size(scene: &Self::Scene) -> (u16, u16);

    /// The title line: game and mission.
    fn title(scene: &Self::Scene, tr: &Tr) -> String;

    /// The status line: turn, phase, danger and the like.
    fn status(scene: &Self::Scene, tr: &Tr) -> String;

    /// What the deciding seat is asked now.
    fn asking(&self, tr: &Tr) -> String;

    /// "Seat 2 (Dan, Bear)": seats are numbered from 1 for people.
    fn seat_label(&self, seat: Seat, tr: &Tr) -> String;
}
