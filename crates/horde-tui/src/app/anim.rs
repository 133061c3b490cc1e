//! The pacing of events: a queue the screen plays one event at a time,
//! at a speed the player sets.

use crate::game_ui::Pace;
use std::collections::VecDeque;
use std::time::{Duration, Instant};

/// Pause after a paced event, per speed level, in milliseconds.
pub const DELAYS_MS: [u64; 7] = [1600, 1000, 700, 400, 200, 100, 40];
pub const DEFAULT_SPEED: usize = 3;

/// An event waiting to be shown, and whether a person caused it (their own
/// moves need no pause to be followed).
#[derive(Clone, Debug)]
pub struct Queued<E> {
    pub event: E,
    pub by_person: bool,
}

#[derive(Clone, Debug)]
pub struct Anim<E> {
    pub queue: VecDeque<Queued<E>>,
    pub speed: usize,
    /// No event is shown before this moment.
    pub next_at: Option<Instant>,
    /// Fast-forward: play without pauses until a person must decide.
    pub skipping: bool,
}

impl<E> Default for Anim<E> {
    fn default() -> Self {
        Self { queue: VecDeque::new(), speed: DEFAULT_SPEED, next_at: None, skipping: false }
    }
}

impl<E> Anim<E> {
    pub fn delay(&self) -> Duration {
        Duration::from_millis(DELAYS_MS[self.speed.min(DELAYS_MS.len() - 1)])
    }

    pub fn faster(&mut self) {
        self.speed = (self.speed + 1).min(DELAYS_MS.len() - 1);
    }

    pub fn slower(&mut self) {
        self.speed = self.speed.saturating_sub(1);
    }

    /// 1-based speed for the status line.
    pub fn speed_label(&self) -> usize {
        self.speed + 1
    }

    pub fn ready(&self, now: Instant) -> bool {
        self.skipping || self.next_at.is_none_or(|t| now >= t)
    }

    /// Whether an event of this pace, from this source, holds the screen.
    pub fn pauses(&self, pace: Pace, by_person: bool) -> bool {
        !self.skipping && (pace == Pace::Pause || (pace == Pace::Follow && !by_person))
    }
}
