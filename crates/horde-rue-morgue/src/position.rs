//! Building exact game situations: for golden tests of the rulebook's
//! worked examples and for the scenario runner.
//!
//! A [`Scenario`] starts from a setup with nothing random done yet (no
//! starting equipment, no tent cards, the deck as the mission leaves it),
//! in the players' phase of turn 1. Edit it with the methods below (everything is
//! named by content ids and zone ids), then drive it with [`Scenario::act`]
//! for seats' actions and chance outcomes alike: forcing a die or a card is
//! just applying that chance action ([`Scenario::roll`],
//! [`Scenario::draw_zombie`], [`Scenario::draw_equipment`]).
//!
//! ```
//! use horde_rue_morgue::{Action, Setup, position::Scenario, sample_catalog::sample_catalog};
//! use horde_rue_morgue::content::ZombieKind;
//! let mut setup = Setup::solo("tutorial-1", &["jane"], Some(sample_catalog()));
//! setup.options.free_team_size = true; // one survivor is enough here
//! let mut sc = Scenario::new(&setup).unwrap();
//! sc.place("jane", "st3").unwrap().zombies("st3", ZombieKind::Walker, 2).unwrap();
//! sc.activate("jane").unwrap();
//! let st4 = sc.zone("st4").unwrap();
//! sc.act(Action::Move(st4)).unwrap();
//! assert_eq!(sc.game.state().survivors[0].actions, 0); // RM-MOVE-7
//! ```

use crate::content::ZombieKind;
use crate::map::ZoneId;
use crate::rules::{Action, Event, NONE, Phase, RueMorgue, SLOTS, Setup, Slot, TentCard, flag};
use crate::skills::Skill;
use horde_core::{Decision, Game, Illegal, SetupError};
use std::fmt;

/// A scenario edit naming something that does not exist.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScenarioError(pub String);

impl fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ScenarioError {}

type R<'a> = Result<&'a mut Scenario, ScenarioError>;

#[derive(Clone, Debug)]
pub struct Scenario {
    pub game: RueMorgue,
}

impl Scenario {
    /// A bare match: survivors in the starting zone, no starting deal, no
    /// tent dealt, the decks as the mission leaves them; the mission's own
    /// setup is in place (its zombies, the cards it gives, competitive
    /// vests), without the extra activation of a kind that ran out. The
    /// first seat is to act.
    pub fn new(setup: &Setup) -> Result<Self, SetupError> {
        let mut game = RueMorgue::new(setup)?;
        let s = game.state_mut();
        while s.stack.pop().is_some() {}
        game.finish_setup_bare();
        Ok(Self { game })
    }

    pub fn zone(&self, id: &str) -> Result<ZoneId, ScenarioError> {
        self.game.statics().map().zone_by_id(id).ok_or_else(|| ScenarioError(format!("no zone {id:?} on this map")))
    }

    pub fn survivor(&self, id: &str) -> Result<u8, ScenarioError> {
        self.game
            .statics()
            .survivors
            .iter()
            .position(|s| s.id == id)
            .map(|i| i as u8)
            .ok_or_else(|| ScenarioError(format!("survivor {id:?} is not in this match")))
    }

    pub fn item(&self, id: &str) -> Result<u8, ScenarioError> {
        self.game
            .statics()
            .catalog
            .equipment
            .iter()
            .position(|e| e.id == id)
            .map(|i| i as u8)
            .ok_or_else(|| ScenarioError(format!("no equipment {id:?} in the catalog")))
    }

    pub fn place(&mut self, surv: &str, zone: &str) -> R<'_> {
        let (i, z) = (self.survivor(surv)?, self.zone(zone)?);
        self.game.state_mut().survivors[i as usize].zone = z;
        Ok(self)
    }

    /// Sets the whole inventory: hands first, then reserve. Entries are
    /// equipment ids, `"wound"`, or `""` for an empty slot; an id ending in
    /// `"!"` is a fired weapon waiting for reload.
    pub fn inventory(&mut self, surv: &str, slots: &[&str]) -> R<'_> {
        let i = self.survivor(surv)?;
        let n = self.game.state().survivors[i as usize].slot_count();
        if slots.len() > n {
            return Err(ScenarioError(format!("{} slots; {surv} has {n}", slots.len())));
        }
        let mut out = [Slot::EMPTY; SLOTS];
        let mut wounds = 0;
        for (k, id) in slots.iter().enumerate() {
            out[k] = match *id {
                "" => Slot::EMPTY,
                "wound" => {
                    wounds += 1;
                    Slot::WOUND
                }
                id => {
                    let (id, spent) = id.strip_suffix('!').map_or((id, false), |x| (x, true));
                    Slot::card(self.item(id)?).with_spent(spent)
                }
            };
        }
        let sv = &mut self.game.state_mut().survivors[i as usize];
        sv.slots = out;
        sv.wounds = wounds;
        Ok(self)
    }

    pub fn xp(&mut self, surv: &str, xp: u16) -> R<'_> {
        let i = self.survivor(surv)?;
        self.game.state_mut().survivors[i as usize].xp = xp;
        Ok(self)
    }

    pub fn skill(&mut self, surv: &str, skill: &str) -> R<'_> {
        let i = self.survivor(surv)?;
        let (k, _) = Skill::parse(skill).ok_or_else(|| ScenarioError(format!("unknown skill {skill:?}")))?;
        self.game.state_mut().survivors[i as usize].skills.insert(k);
        Ok(self)
    }

    pub fn kill(&mut self, surv: &str) -> R<'_> {
        let i = self.survivor(surv)?;
        let sv = &mut self.game.state_mut().survivors[i as usize];
        sv.flags &= !flag::ALIVE;
        Ok(self)
    }

    /// Sets the number of zombies of `kind` in `zone`.
    pub fn zombies(&mut self, zone: &str, kind: ZombieKind, n: u8) -> R<'_> {
        let z = self.zone(zone)?;
        self.game.state_mut().zombies[z as usize][kind.index()] = n;
        Ok(self)
    }

    pub fn noise(&mut self, zone: &str, n: u8) -> R<'_> {
        let z = self.zone(zone)?;
        self.game.state_mut().noise[z as usize] = n;
        Ok(self)
    }

    pub fn door(&mut self, a: &str, b: &str, open: bool) -> R<'_> {
        let (za, zb) = (self.zone(a)?, self.zone(b)?);
        let d = self
            .game
            .statics()
            .map()
            .doors
            .iter()
            .position(|d| (d.a, d.b) == (za, zb) || (d.a, d.b) == (zb, za))
            .ok_or_else(|| ScenarioError(format!("no door between {a} and {b}")))?;
        let s = self.game.state_mut();
        if open {
            s.open_doors |= 1 << d;
        } else {
            s.open_doors &= !(1 << d);
        }
        Ok(self)
    }

    /// Marks a zone's building spawn as done (as if its building had been
    /// opened before).
    pub fn spawned(&mut self, zone: &str) -> R<'_> {
        let z = self.zone(zone)?;
        self.game.state_mut().spawned |= 1 << z;
        Ok(self)
    }

    pub fn objective_taken(&mut self, zone: &str) -> R<'_> {
        let z = self.zone(zone)?;
        self.game.state_mut().objectives_taken |= 1 << z;
        Ok(self)
    }

    pub fn helicopter(&mut self, zone: &str, flying: bool) -> R<'_> {
        let z = self.zone(zone)?;
        let s = self.game.state_mut();
        s.heli.zone = z;
        s.heli.flying = flying;
        for seat in s.heli.seats {
            if seat != NONE {
                s.survivors[seat as usize].zone = z;
            }
        }
        Ok(self)
    }

    pub fn board(&mut self, surv: &str, seat: u8) -> R<'_> {
        let i = self.survivor(surv)?;
        let s = self.game.state_mut();
        if seat as usize >= s.heli.seats.len() {
            return Err(ScenarioError(format!("no helicopter seat {seat}")));
        }
        s.heli.seats[seat as usize] = i;
        s.survivors[i as usize].aboard = seat;
        s.survivors[i as usize].zone = s.heli.zone;
        Ok(self)
    }

    pub fn tent(&mut self, zone: &str, card: TentCard, revealed: bool) -> R<'_> {
        let z = self.zone(zone)?;
        let i = TentCard::ALL.iter().position(|t| *t == card).unwrap_or(0) as u8;
        let s = self.game.state_mut();
        s.tents[z as usize] = i;
        if revealed {
            s.tents_revealed |= 1 << z;
        }
        Ok(self)
    }

    /// Makes `surv` the survivor acting now, with his full actions, his
    /// seat to play.
    pub fn activate(&mut self, surv: &str) -> R<'_> {
        let i = self.survivor(surv)?;
        let g = &mut self.game;
        let seat = g.statics().owner[i as usize];
        let n = g.statics().num_seats;
        let pos = (seat + n - g.state().first_player) % n;
        let s = g.state_mut();
        s.phase = Phase::Players;
        s.seat_pos = pos;
        let mut sink = Vec::new();
        g.activate(i, &mut sink);
        Ok(self)
    }

    /// Ends the players' phase now: the zombies' phase runs until its
    /// first decision or chance outcome (the first spawn die, normally).
    pub fn zombies_phase(&mut self) -> Vec<Event> {
        let g = &mut self.game;
        let n = g.statics().num_seats;
        let s = g.state_mut();
        s.active = NONE;
        s.phase = Phase::Players;
        s.seat_pos = n;
        let mut ev = Vec::new();
        g.run(&mut ev);
        ev
    }

    /// Applies a seat's action or a chance outcome, validating it.
    pub fn act(&mut self, a: Action) -> Result<Vec<Event>, Illegal> {
        let mut ev = Vec::new();
        self.game.apply(a, &mut ev)?;
        Ok(ev)
    }

    /// Forces dice results, one chance action each.
    pub fn roll(&mut self, dice: &[u8]) -> Result<Vec<Event>, Illegal> {
        let mut ev = Vec::new();
        for &d in dice {
            self.game.apply(Action::Die(d), &mut ev)?;
        }
        Ok(ev)
    }

    /// Forces the next zombie card by its printed number.
    pub fn draw_zombie(&mut self, number: u16) -> Result<Vec<Event>, Illegal> {
        let i = self.game.statics().card_numbers.iter().position(|&n| n == number).unwrap_or(usize::MAX);
        self.act(Action::DrawZombie(i.min(255) as u8))
    }

    /// Forces the next equipment card by its id.
    pub fn draw_equipment(&mut self, id: &str) -> Result<Vec<Event>, Illegal> {
        let c = self.item(id).map_err(|e| Illegal::new("RM-SEARCH-2", e.0))?;
        self.act(Action::DrawEquipment(c))
    }

    pub fn decision(&self) -> Decision {
        self.game.decision()
    }

    pub fn legal(&self) -> Vec<Action> {
        let mut v = Vec::new();
        self.game.legal_actions(&mut v);
        v
    }

    /// Zombies of `kind` in `zone`.
    pub fn count(&self, zone: &str, kind: ZombieKind) -> u8 {
        self.zone(zone).map_or(0, |z| self.game.state().zombies[z as usize][kind.index()])
    }
}

impl RueMorgue {
    /// Setup without its random part: leftover starting cards in the deck,
    /// the players' phase of turn 1.
    pub(crate) fn finish_setup_bare(&mut self) {
        self.finish_deal();
        let mut sink = Vec::new();
        self.start_players_phase(&mut sink);
    }
}
