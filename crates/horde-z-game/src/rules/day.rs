//! Day fights between factions (ZG-GAP-7): each side totals Strength,
//! weapons and a die; the holder adds his full markers and wins ties; on
//! neutral ground a tie is rolled again. The loser's characters there
//! retreat to the nearest location he holds (or die) and are exhausted; an
//! attacker who beats the holder takes the location, its markers ruined.

use crate::rules::event::Event;
use crate::rules::map::Place;
use crate::rules::state::{Step, Task, ZGame};

impl ZGame {
    /// The next fight between factions at `loc`: (attacker, defender,
    /// defender holds it). The holder defends against the first other
    /// player present in turn order; on neutral ground the first two
    /// players present in turn order fight.
    pub(crate) fn duel_at(&self, loc: u8) -> Option<(u8, u8, bool)> {
        let l = &self.locs[usize::from(loc)];
        if matches!(l.place, Place::Base(_)) {
            return None;
        }
        let present = self.present(loc);
        match l.holder {
            Some(h) => present.iter().find(|&&p| p != h).map(|&a| (a, h, true)),
            None if present.len() >= 2 => Some((present[1], present[0], false)),
            None => None,
        }
    }

    /// After the dice (`stage` 0) or a side's weapons: the next side with a
    /// standing character chooses weapons (the attacker first, openly, then
    /// the defender; see the rulings), then the fight is resolved.
    pub(crate) fn duel_next(&mut self, stage: usize, events: &mut Vec<Event>) {
        let Some(d) = self.duel.clone() else { return };
        for s in stage..2 {
            let seat = if s == 0 { d.attacker } else { d.defender };
            if self.standing_strength(d.loc, seat).1 > 0 {
                self.step = Step::Fight { seat };
                return;
            }
        }
        self.resolve_duel(events);
    }

    fn resolve_duel(&mut self, events: &mut Vec<Event>) {
        self.step = Step::Auto;
        let Some(d) = self.duel.take() else { return };
        let bonus = |g: &ZGame, s: u8| g.faction(s).map_or(0, |f| f.faction_bonus);
        let att = self.standing_strength(d.loc, d.attacker).0
            + d.weapons[0]
            + d.dice.first().copied().unwrap_or(0)
            + bonus(self, d.attacker);
        let mut def = self.standing_strength(d.loc, d.defender).0
            + d.weapons[1]
            + d.dice.get(1).copied().unwrap_or(0)
            + bonus(self, d.defender);
        if d.holder {
            def += self.locs[usize::from(d.loc)].fort.full.min(2);
        }
        events.push(Event::Duel { loc: d.loc, attacker: d.attacker, defender: d.defender, attack: att, defence: def });
        // The next fight here, if any, after this one's retreats.
        self.todo.push(Task::FactionFight(d.loc));
        if att == def && !d.holder {
            // ZG-GAP-7: a tie on neutral ground is rolled again.
            return;
        }
        let (winner, loser) = if att > def { (d.attacker, d.defender) } else { (d.defender, d.attacker) };
        if winner == d.attacker && d.holder {
            let l = &mut self.locs[usize::from(d.loc)];
            let f = &mut l.fort;
            if f.full > 0 {
                f.ruin += f.full;
                f.full = 0;
                events.push(Event::Ruined { loc: d.loc });
            }
            f.owner = if f.markers() > 0 { Some(winner) } else { None };
            l.holder = Some(winner);
            events.push(Event::Lost { seat: loser, loc: d.loc });
            events.push(Event::Captured { seat: winner, loc: d.loc });
        }
        let losers: Vec<u8> = self.at(d.loc).filter(|(_, c)| c.owner == loser).map(|(i, _)| i).collect();
        if losers.is_empty() {
            return;
        }
        let dist = self.distances(d.loc);
        let held: Vec<u8> = (0..self.locs.len() as u8)
            .filter(|&l| l != d.loc && self.locs[usize::from(l)].holder == Some(loser))
            .collect();
        self.retreat_to(loser, d.loc, losers, &dist, held, false, events);
    }
}

/// Sabotage (ZG-SAB, ZG-GAP-20).
impl ZGame {
    /// ZG-SAB-5: 4+ against no full marker, 5+ against one, 6 against two.
    pub(crate) fn sabotage_roll(
        &mut self,
        seat: u8,
        target: u8,
        kind: crate::rules::action::SabKind,
        die: u8,
        events: &mut Vec<Event>,
    ) {
        use crate::rules::action::SabKind;
        let full = self.locs[usize::from(target)].fort.full.min(2);
        let success = die >= 4 + full;
        events.push(Event::Sabotage { seat, target, kind, die, success });
        if !success {
            return;
        }
        // ZG-SAB-10 (optional): destroying and stealing come together.
        let both = self.options.destroy_and_steal && matches!(kind, SabKind::Destroy | SabKind::Steal);
        // The holder before a destruction may leave the location neutral.
        let holder = self.locs[usize::from(target)].holder;
        if kind == SabKind::Destroy || both {
            // ZG-SAB-7: every full marker flipped; without characters, neutral at once.
            let f = &mut self.locs[usize::from(target)].fort;
            if f.full > 0 {
                f.ruin += f.full;
                f.full = 0;
                events.push(Event::Ruined { loc: target });
            }
            self.refresh(target, events);
        }
        if kind == SabKind::Horde && !self.night.hordes.contains(&target) {
            self.night.hordes.push(target);
        }
        // ZG-SAB-9: from the holder's hand; an empty hand gives nothing.
        if (kind == SabKind::Steal || both)
            && let Some(from) = holder
            && self.seats[usize::from(from)].hand.iter().any(|&n| n > 0)
        {
            self.step = Step::Chance(crate::rules::state::Draw::Steal { from, to: seat });
        }
    }
}
