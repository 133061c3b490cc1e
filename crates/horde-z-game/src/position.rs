//! A validating position builder: set-up positions for tests (and, later,
//! scenario files). It deals the map in content order, gives seat `i` the
//! factions asked for, empties hands and decks of nothing, and starts the
//! match at the beginning of a chosen phase of round 1. Impossible
//! positions are refused with a reason.

use crate::content::{Card, CharKind, FactionId, content};
use crate::rules::event::{Phase, Posture};
use crate::rules::map::Place;
use crate::rules::state::{Character, Step, Task, ZGame};
use crate::{Action, Setup};
use horde_core::{Decision, Game};

#[derive(Debug)]
pub struct Position {
    g: ZGame,
}

impl Position {
    /// A table of `factions.len()` players (seat order), first player seat 0,
    /// every leader on his Base, nothing else on the board, empty hands.
    pub fn new(factions: &[FactionId]) -> Result<Self, String> {
        let players = u8::try_from(factions.len()).map_err(|_| "too many factions".to_owned())?;
        let mut g = ZGame::new(&Setup::new(players)).map_err(|e| e.0)?;
        let mut events = Vec::new();
        let mut seat = 0usize;
        while g.round == 0 && g.decision() == Decision::Chance {
            let mut legal = Vec::new();
            g.legal_actions(&mut legal);
            let pick = match g.step {
                Step::Chance(crate::rules::state::Draw::Faction { .. }) => {
                    let f = factions[seat];
                    seat += 1;
                    Action::Faction(f)
                }
                Step::Chance(crate::rules::state::Draw::First) => Action::First(0),
                _ => *legal.first().ok_or("no chance outcome")?,
            };
            g.apply(pick, &mut events).map_err(|e| e.to_string())?;
        }
        // Back to a bare table: only the leaders, all cards in their decks.
        for ch in g.chars.iter().filter(|c| c.kind != CharKind::Leader) {
            g.char_deck[ch.kind.index()] += 1;
        }
        g.chars.retain(|c| c.kind == CharKind::Leader);
        for i in 0..g.chars.len() {
            let base = g.base_of(g.chars[i].owner);
            g.chars[i].loc = Some(base);
            g.chars[i].posture = Posture::Standing;
        }
        // The first Morning has been fed: back to each faction's start (ZG-GAP-2).
        for p in &mut g.seats {
            if let Some(start) = p.faction.map(|f| content().faction(f).start) {
                p.food = start.food;
                p.medicine = start.medicine;
            }
        }
        for p in &mut g.seats {
            for card in Card::ALL {
                g.deck[card.index()] += std::mem::take(&mut p.hand[card.index()]);
            }
        }
        g.first = 0;
        g.round = 1;
        g.todo.clear();
        g.step = Step::Auto;
        Ok(Self { g })
    }

    fn loc(&self, loc: u8) -> Result<usize, String> {
        let i = usize::from(loc);
        if i < self.g.locs.len() { Ok(i) } else { Err(format!("no location {loc}")) }
    }

    fn seat(&self, seat: u8) -> Result<usize, String> {
        if seat < self.g.players { Ok(usize::from(seat)) } else { Err(format!("no seat {seat}")) }
    }

    /// Where the Base of `seat` lies.
    pub fn base(&self, seat: u8) -> u8 {
        self.g.base_of(seat)
    }

    /// The city positions (ring 1 first), in map order.
    pub fn city(&self) -> Vec<u8> {
        (0..self.g.locs.len() as u8).filter(|&l| matches!(self.g.locs[usize::from(l)].place, Place::City(_))).collect()
    }

    pub fn adjacent(&self, a: u8, b: u8) -> bool {
        self.g.locs.get(usize::from(a)).is_some_and(|l| l.adj.contains(&b))
    }

    /// Puts a character of `seat` at `loc`; its number is returned. A
    /// location holds the characters of one player only (this version has
    /// no fights between factions).
    pub fn character(&mut self, seat: u8, kind: CharKind, loc: u8, posture: Posture) -> Result<u8, String> {
        self.seat(seat)?;
        self.loc(loc)?;
        if self.g.occupant(loc).is_some_and(|o| o != seat) {
            return Err(format!("location {loc} holds another player's characters"));
        }
        if kind == CharKind::Leader {
            let i = self.g.chars.iter().position(|c| c.owner == seat && c.kind == CharKind::Leader);
            let i = i.ok_or("this player's leader is dead")?;
            self.g.chars[i].loc = Some(loc);
            self.g.chars[i].posture = posture;
            Ok(i as u8)
        } else {
            let k = kind.index();
            if self.g.char_deck[k] == 0 {
                return Err(format!("no {kind:?} left in the character deck"));
            }
            self.g.char_deck[k] -= 1;
            self.g.chars.push(Character { owner: seat, kind, loc: Some(loc), posture, busy: false, from: None });
            Ok((self.g.chars.len() - 1) as u8)
        }
    }

    /// `seat` holds `loc` (a Base only by its owner).
    pub fn hold(&mut self, seat: u8, loc: u8) -> Result<&mut Self, String> {
        self.seat(seat)?;
        let i = self.loc(loc)?;
        if let Place::Base(o) = self.g.locs[i].place
            && o != seat
        {
            return Err("a Base is held by its owner".into());
        }
        self.g.locs[i].holder = Some(seat);
        Ok(self)
    }

    /// Full and ruin markers of the location's holder (ZG-GAP-1).
    pub fn markers(&mut self, loc: u8, full: u8, ruin: u8) -> Result<&mut Self, String> {
        let i = self.loc(loc)?;
        if full + ruin > 2 {
            return Err("a location holds at most two markers".into());
        }
        if self.g.locs[i].place == Place::Street && full + ruin > 0 {
            return Err("the Street can never be fortified (ZG-BUILD-1)".into());
        }
        let holder = self.g.locs[i].holder;
        let f = &mut self.g.locs[i].fort;
        f.full = full;
        f.ruin = ruin;
        f.owner = holder;
        Ok(self)
    }

    /// Moves `n` cards of `card` from its deck to `seat`'s hand.
    pub fn give(&mut self, seat: u8, card: Card, n: u8) -> Result<&mut Self, String> {
        let s = self.seat(seat)?;
        if self.g.deck[card.index()] < n {
            return Err(format!("only {} {card:?} left in the deck", self.g.deck[card.index()]));
        }
        self.g.deck[card.index()] -= n;
        self.g.seats[s].hand[card.index()] += n;
        Ok(self)
    }

    pub fn resources(&mut self, seat: u8, food: u8, medicine: u8, vp: u8) -> Result<&mut Self, String> {
        let s = self.seat(seat)?;
        let c = content();
        if food > c.numbers.max_food || medicine > c.numbers.max_medicine || vp > c.numbers.max_vp {
            return Err("beyond the resources & VP track".into());
        }
        let p = &mut self.g.seats[s];
        p.food = food;
        p.medicine = medicine;
        p.vp = vp;
        Ok(self)
    }

    /// The optional modes of the match (ZG-VAR, ZG-SAB-10). With Fog of
    /// war (ZG-VAR-2) the city locations nobody holds or stands in lie face
    /// down when the match starts. Local knowledge (ZG-VAR-3) has the tiles
    /// laid by the players and Few but effective (ZG-VAR-7) deals its piles
    /// with the factions: those are refused, such a match starts from its
    /// setup.
    pub fn options(&mut self, options: crate::Options) -> Result<&mut Self, String> {
        if options.local_knowledge || options.few_but_effective {
            return Err("this mode shapes the setup: start such a match from its setup".into());
        }
        self.g.options = options;
        Ok(self)
    }

    pub fn first_player(&mut self, seat: u8) -> Result<&mut Self, String> {
        self.seat(seat)?;
        self.g.first = seat;
        Ok(self)
    }

    /// The match, at the start of `phase` of the round, run to its first decision.
    pub fn start(mut self, phase: Phase) -> Result<ZGame, String> {
        let mut tasks = self.g.round_tasks();
        let at = tasks.iter().position(|&t| t == Task::Announce(phase)).ok_or("no such phase in a round")?;
        tasks.drain(..at);
        self.g.push_seq(tasks);
        self.g.night.build_vp = vec![0; usize::from(self.g.players)];
        if self.g.options.fog_of_war {
            for loc in 0..self.g.locs.len() as u8 {
                let l = &self.g.locs[usize::from(loc)];
                self.g.face_down[usize::from(loc)] =
                    matches!(l.place, Place::City(_)) && l.holder.is_none() && self.g.occupant(loc).is_none();
            }
        }
        let mut events = Vec::new();
        self.g.advance(&mut events);
        Ok(self.g)
    }
}
