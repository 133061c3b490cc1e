//! Competitive mode (RM-VS): rival teams, one seat each; the game ends on
//! the mission's end conditions or its turn limit and is scored by team
//! XP, the dead included (RM-VS-2); bulletproof vests stop the first two
//! wounds other survivors deal (RM-VS-8..11).

use super::RueMorgue;
use super::event::Event;
use super::setup::Setup;
use super::state::{MatchResult, NONE, Slot};
use crate::content::ItemTag;
use crate::mission::Mode;
use horde_core::{Outcome, Seat, SetupError};

/// RM-VS-1, RM-SETUP-4: one to four rival teams, and (Horde's reading of
/// "one player per team" for the seat model) every team is one seat, so
/// every team decision has an owner.
pub(super) fn check_rival_seats(setup: &Setup) -> Result<(), SetupError> {
    let mut teams: Vec<u8> = setup.seats.iter().map(|s| s.team).collect();
    teams.sort_unstable();
    let seats = teams.len();
    teams.dedup();
    if teams.len() != seats {
        return Err(SetupError("RM-VS-1: in competitive mode every team is played from one seat".into()));
    }
    if !(1..=4).contains(&teams.len()) {
        return Err(SetupError(format!("RM-SETUP-4: one to four teams; got {}", teams.len())));
    }
    Ok(())
}

impl RueMorgue {
    pub(crate) fn competitive(&self) -> bool {
        self.st.mission.def.mode == Mode::Competitive
    }

    /// Survivors of rival teams (RM-VS-1). Trading with a rival is allowed
    /// (RM-VS-3), but the trade window is conducted by the acting seat
    /// alone (RM-TRADE-2), so with a rival it may only give: it cannot take
    /// or rearrange the rival's cards without his consent. The rival gives
    /// back, if he wishes, on his own turn.
    pub(crate) fn rivals(&self, a: u8, b: u8) -> bool {
        self.competitive() && self.team_of(a) != self.team_of(b)
    }

    /// RM-VS-16: whether a survivor of a team rival to `a`'s stands in
    /// `zone`, a target for Charge and Bloodlust as a zombie would be.
    pub(crate) fn rival_in(&self, a: u8, zone: u8) -> bool {
        self.competitive() && self.ground_survivors_in(zone).any(|o| self.rivals(a, o))
    }

    /// RM-VS-5: when survivors of rival teams share the zone, the first
    /// player decides who takes the zombies' wounds.
    pub(crate) fn rivals_share(&self, zone: u8) -> bool {
        let mut teams = self.ground_survivors_in(zone).map(|s| self.team_of(s));
        match teams.next() {
            Some(first) => self.competitive() && teams.any(|t| t != first),
            None => false,
        }
    }

    /// Each team's total (RM-VS-2): the XP of all its survivors, the dead
    /// included, plus the mission's bonus for each living survivor in an
    /// exit zone at the end (on foot or flying over it). Ascending by team.
    pub fn team_scores(&self) -> Vec<(u8, u32)> {
        let exit_xp = self.st.mission.def.competitive.as_ref().map_or(0, |c| u32::from(c.exit_xp));
        self.teams()
            .into_iter()
            .map(|(team, members)| {
                let total = members
                    .iter()
                    .map(|&m| {
                        let s = &self.s.survivors[m as usize];
                        let out = s.alive() && self.st.exit_zones & (1 << s.zone) != 0;
                        u32::from(s.xp) + if out { exit_xp } else { 0 }
                    })
                    .sum();
                (team, total)
            })
            .collect()
    }

    /// Seats score their team's total; the teams with the highest total
    /// win together (a tie shares the win).
    pub(crate) fn competitive_outcome(&self) -> Outcome {
        let scores = self.team_scores();
        let best = scores.iter().map(|&(_, x)| x).max().unwrap_or(0);
        let of = |team: u8| scores.iter().find(|&&(t, _)| t == team).map_or(0, |&(_, x)| x);
        let seats = self.st.team_of_seat.iter();
        let list: Vec<String> = scores.iter().map(|(t, x)| format!("team {t} {x} XP")).collect();
        Outcome {
            scores: seats.clone().map(|&t| of(t) as i32).collect(),
            winners: seats.enumerate().filter(|&(_, &t)| of(t) == best).map(|(i, _)| Seat(i as u8)).collect(),
            reason: format!("competitive game scored (RM-VS-2): {}", list.join(", ")),
        }
    }

    /// A competitive game ends as soon as one of the mission's end
    /// conditions holds, or when nobody is left alive to score more; either
    /// way it is scored, never lost (RM-VS-2). True when it ended.
    pub(crate) fn competitive_end(&mut self, ev: &mut Vec<Event>) -> bool {
        let nobody = (0..self.s.n_surv).all(|i| !self.s.survivors[i as usize].alive());
        let ends =
            self.st.mission.def.competitive.as_ref().is_some_and(|c| c.end.iter().any(|x| self.condition_holds(*x)));
        if nobody || ends {
            self.end_competitive(ev);
        }
        nobody || ends
    }

    /// The game is over and scored.
    pub(crate) fn end_competitive(&mut self, ev: &mut Vec<Event>) {
        self.s.result = MatchResult::Scored;
        ev.push(Event::GameScored { scores: self.team_scores() });
    }

    /// RM-VS-9..11: a wound dealt by another survivor flips an unflipped
    /// vest, or costs a flipped one (set aside, never discarded, RM-VS-10);
    /// either way the wound is ignored. A flipped vest is spent first, so
    /// vests wear out one at a time (RM-VS-12: several may be carried).
    /// Zombies' wounds pass (RM-VS-8). True when the wound was stopped.
    pub(crate) fn vest_stops_wound(&mut self, surv: u8, by: u8, ev: &mut Vec<Event>) -> bool {
        if by == NONE {
            return false;
        }
        let st = &self.st;
        let is_vest = |slot: Slot| slot.item().is_some_and(|c| st.has_tag(c, ItemTag::Vest));
        let slots = self.s.survivors[surv as usize].inventory();
        let flipped = slots.iter().position(|&x| is_vest(x) && x.flipped());
        let fresh = slots.iter().position(|&x| is_vest(x) && !x.flipped());
        let sv = &mut self.s.survivors[surv as usize];
        match (flipped, fresh) {
            (Some(i), _) => {
                sv.slots[i] = Slot::EMPTY;
                ev.push(Event::VestLost { survivor: surv, by });
                true
            }
            (None, Some(i)) => {
                sv.slots[i] = sv.slots[i].with_flipped(true);
                ev.push(Event::VestFlipped { survivor: surv, by });
                true
            }
            (None, None) => false,
        }
    }
}
