//! `horde_core::Game` for Z-Game: setup, decisions, the one place that
//! says no (`check`), and chance.

use crate::content::{CARD_KINDS, Card, CharKind, Deck, content, content_version};
use crate::rules::action::{Action, Job, Remedy, SabKind};
use crate::rules::event::{Event, Posture};
use crate::rules::map::{Place, adjacent, positions};
use crate::rules::setup::Setup;
use crate::rules::state::{Character, Draw, Location, Player, Step, Sub, Task, ZGame, full_decks};
use crate::rules::view::View;
use horde_core::{Decision, Game, HordeRng, Illegal, Outcome, Seat, SetupError, Viewer};

use std::fmt;

/// Why `why_not` says no, kept unwritten: `legal_actions` asks it about
/// every candidate and only needs yes or no, so the sentence of an
/// `Illegal` is written only for an action that is actually refused.
pub(crate) struct Refusal {
    rule: &'static str,
    why: Why,
}

/// The reason of a refusal; the variants with numbers are the few that
/// name what was found.
enum Why {
    Said(&'static str),
    NotYours { ch: u8 },
    NotAdjacent { to: u8, from: u8 },
    Short { have: u8, need: u8 },
    SabotageShort { gears: u8, flasks: u8 },
    Costs { food: u8 },
    NoOutcome(Action),
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Why::Said(s) => f.write_str(s),
            Why::NotYours { ch } => write!(f, "c{ch} is no living character of this player"),
            Why::NotAdjacent { to, from } => write!(f, "L{to} is not adjacent to L{from}"),
            Why::Short { have, need } => write!(f, "{have} of the {need} needed"),
            Why::SabotageShort { gears, flasks } => {
                write!(f, "two gears and two flasks needed, {gears} and {flasks} here")
            }
            Why::Costs { food } => write!(f, "it costs {food} food"),
            Why::NoOutcome(action) => write!(f, "{action} is not a possible outcome now"),
        }
    }
}

impl From<Refusal> for Illegal {
    fn from(r: Refusal) -> Self {
        Illegal::new(r.rule, r.why.to_string())
    }
}

fn no(rule: &'static str, said: &'static str) -> Result<(), Refusal> {
    refuse(rule, Why::Said(said))
}

fn refuse(rule: &'static str, why: Why) -> Result<(), Refusal> {
    Err(Refusal { rule, why })
}

impl ZGame {
    fn ch(&self, ch: u8, seat: u8) -> Result<&Character, Refusal> {
        match self.chars.get(usize::from(ch)) {
            Some(c) if c.owner == seat && c.loc.is_some() => Ok(c),
            _ => Err(Refusal { rule: "ZG-GAP-4", why: Why::NotYours { ch } }),
        }
    }

    fn check_move(&self, seat: u8, ch: u8, to: u8) -> Result<(), Refusal> {
        let c = self.ch(ch, seat)?;
        if !c.standing() {
            return no("ZG-GAP-8", "an exhausted character does not move");
        }
        if c.from.is_some() {
            return no("ZG-GAP-6", "one step per character a round");
        }
        let from = c.loc.unwrap_or(0);
        if !self.locs[usize::from(from)].adj.contains(&to) {
            return refuse("ZG-GAP-6", Why::NotAdjacent { to, from });
        }
        let l = &self.locs[usize::from(to)];
        if let Place::Base(owner) = l.place
            && owner != seat
        {
            return no("ZG-GAP-6", "no player moves into another player's Base");
        }
        Ok(())
    }

    fn check_evening(&self, seat: u8, sub: Sub, action: Action) -> Result<(), Refusal> {
        let c = content();
        let p = &self.seats[usize::from(seat)];
        match action {
            Action::Open { loc, job } => {
                if self.squad.is_some() {
                    return no("ZG-EVE-3", "a squad is being gathered: commit or disband it first");
                }
                let Some(l) = self.locs.get(usize::from(loc)) else { return no("ZG-GAP-3", "no such location") };
                match (sub, job) {
                    (Sub::Cures, Job::Cure) | (Sub::Sabotage, Job::Sabotage) => {}
                    (Sub::Cures, Job::Pharmacy) => {
                        if !self.options.pharmacy_business {
                            return no("ZG-VAR-5", "the Pharmacy business is not played in this match");
                        }
                        let here = matches!(l.place, Place::City(Some(t)) if c.tiles[usize::from(t)].medicine_search);
                        if !here || l.holder != Some(seat) || !self.night.captured.contains(&(seat, loc)) {
                            return no("ZG-VAR-5", "only in the Pharmacy you captured this round");
                        }
                    }
                    (Sub::Cures, Job::Search) => {
                        if !self.options.search_for_survivors {
                            return no("ZG-VAR-6", "the search for survivors is not played in this match");
                        }
                    }
                    (Sub::Building, j) if j.is_building() => {
                        if l.holder != Some(seat) {
                            return no("ZG-GAP-19", "building needs a location you hold");
                        }
                        if l.place == Place::Street {
                            return no("ZG-BUILD-1", "the Street can never be fortified");
                        }
                        if l.worked {
                            return no("ZG-GAP-19", "one building action a location an evening");
                        }
                        let f = &l.fort;
                        let fits = match j {
                            Job::Barricade | Job::Blockpost => f.markers() == 0,
                            Job::Upgrade => f.full == 1 && f.markers() == 1,
                            _ => f.ruin > 0,
                        };
                        if !fits {
                            let rule = match j {
                                Job::Barricade | Job::Blockpost => "ZG-BUILD-6",
                                Job::Upgrade if f.full >= 2 => "ZG-BUILD-3",
                                Job::Upgrade => "ZG-BUILD-5",
                                _ => "ZG-BUILD-8",
                            };
                            return no(rule, "the markers here do not allow this work");
                        }
                    }
                    _ => return no("ZG-GAP-4", "this work belongs to another evening phase"),
                }
                if !self.at(loc).any(|(_, x)| x.owner == seat && x.standing() && !x.busy) {
                    return no("ZG-EVE-2", "no standing, idle character of yours there");
                }
                // ZG-EVE-3: a squad adds its skills "to perform one evening action"; one
                // that could never pay for it is no action (and would only turn its
                // characters for nothing, ZG-EVE-4).
                let (gears, flasks) = self.reach(seat, loc);
                let short = match job {
                    Job::Sabotage => gears < 2 || flasks < 2,
                    j if j.uses_gears() => gears < self.cost(seat, j),
                    j => flasks < self.cost(seat, j),
                };
                if short {
                    return no("ZG-EVE-3", "the characters here and your cards could not pay for this work");
                }
                if job == Job::Sabotage && !l.adj.iter().any(|&t| self.sabotage_target(seat, t)) && !self.can_scout(loc)
                {
                    return no("ZG-SAB-3", "no location next to this one may be sabotaged");
                }
                Ok(())
            }
            Action::Enlist { ch } => {
                let Some(s) = &self.squad else { return no("ZG-EVE-3", "no squad is being gathered") };
                let x = self.ch(ch, seat)?;
                if x.loc != Some(s.loc) {
                    return no("ZG-CURE-2", "characters in different locations cannot work together");
                }
                if !x.standing() {
                    return no("ZG-EVE-2", "an exhausted character does no evening work");
                }
                if x.busy || s.members.contains(&ch) {
                    return no("ZG-EVE-3", "one character cannot take part in two actions");
                }
                if s.job.single() && !s.members.is_empty() {
                    let rule = if s.job == Job::Pharmacy { "ZG-VAR-5" } else { "ZG-VAR-6" };
                    return no(rule, "one character does this alone");
                }
                Ok(())
            }
            Action::Spend { card } => {
                let Some(s) = &self.squad else { return no("ZG-EVE-3", "no squad is being gathered") };
                if p.hand[card.index()] == 0 {
                    return no("ZG-EVE-5", "you hold no such card");
                }
                let fits = match card {
                    Card::Tools | Card::Chainsaw => s.job.uses_gears(),
                    Card::Literature => s.job.uses_flasks(),
                    _ => false,
                };
                if !fits {
                    return no("ZG-EVE-1", "this card does not raise the skill this work needs");
                }
                if s.members.is_empty() {
                    return no("ZG-EVE-5", "a card raises a character's skill: enlist one first");
                }
                Ok(())
            }
            Action::Commit => {
                let Some(s) = &self.squad else { return no("ZG-EVE-3", "no squad is being gathered") };
                if s.members.is_empty() {
                    return no("ZG-EVE-3", "a squad needs at least one character");
                }
                if s.job == Job::Sabotage {
                    return no("ZG-SAB-4", "a sabotage squad chooses its sabotage and target");
                }
                let (gears, flasks) = self.squad_skills();
                let rule = match s.job {
                    Job::Cure => "ZG-CURE-1",
                    Job::Pharmacy => "ZG-VAR-5",
                    Job::Search => "ZG-VAR-6",
                    Job::Upgrade => "ZG-BUILD-5",
                    Job::Repair => "ZG-BUILD-8",
                    Job::Blockpost if self.faction(seat).is_some_and(|f| f.hard_workers) => "ZG-BUILD-7",
                    _ => "ZG-BUILD-6",
                };
                let have = if s.job.uses_gears() { gears } else { flasks };
                let need = self.cost(seat, s.job);
                if have < need {
                    return refuse(rule, Why::Short { have, need });
                }
                Ok(())
            }
            Action::Sabotage { target, kind } => {
                let Some(s) = &self.squad else { return no("ZG-EVE-3", "no squad is being gathered") };
                if s.job != Job::Sabotage {
                    return no("ZG-SAB-4", "this squad does other work");
                }
                if s.members.is_empty() {
                    return no("ZG-EVE-3", "a squad needs at least one character");
                }
                let (gears, flasks) = self.squad_skills();
                if gears < 2 || flasks < 2 {
                    return refuse("ZG-SAB-1", Why::SabotageShort { gears, flasks });
                }
                let Some(t) = self.locs.get(usize::from(target)) else { return no("ZG-GAP-3", "no such location") };
                if !self.locs[usize::from(s.loc)].adj.contains(&target) {
                    return no("ZG-SAB-3", "only a location adjacent to the squad's");
                }
                if kind == SabKind::Scout {
                    // ZG-VAR-2, ZG-GAP-24: two face-down locations next to the saboteurs.
                    if !self.face_down(target) || !self.can_scout(s.loc) {
                        return no("ZG-VAR-2", "scouting looks at two face-down locations next to the squad");
                    }
                    return Ok(());
                }
                if matches!(t.place, Place::Base(_)) {
                    return no("ZG-SAB-6", "no sabotage may target a Base");
                }
                if !self.sabotage_target(seat, target) {
                    return no("ZG-GAP-20", "a sabotage targets a location another player holds");
                }
                Ok(())
            }
            Action::Disband => {
                let Some(s) = &self.squad else { return no("ZG-EVE-3", "no squad is being gathered") };
                // Giving up turns its characters for nothing (ZG-EVE-4), so
                // gathering and giving up cannot go round for ever.
                if s.members.is_empty() {
                    return no("ZG-EVE-4", "turn a character first: a squad gives up only what it turned");
                }
                Ok(())
            }
            Action::Car { loc } => {
                if sub != Sub::Building {
                    return no("ZG-BUILD-2", "a Car is played in the building phase");
                }
                if p.hand[Card::Car.index()] == 0 {
                    return no("ZG-BUILD-2", "you hold no Car");
                }
                let Some(l) = self.locs.get(usize::from(loc)) else { return no("ZG-GAP-3", "no such location") };
                if l.holder != Some(seat) {
                    return no("ZG-BUILD-2", "a Car's marker goes on a friendly location");
                }
                if l.place == Place::Street {
                    return no("ZG-BUILD-1", "the Street can never be fortified");
                }
                if l.fort.building + l.fort.repairing > 0 {
                    return no("ZG-GAP-18", "not on markers under construction");
                }
                if l.fort.full >= 2 {
                    return no("ZG-GAP-18", "a Car does nothing on a blockpost");
                }
                Ok(())
            }
            Action::Ration => {
                if p.hand[Card::Ration.index()] == 0 {
                    return no("ZG-GAP-12", "you hold no Ration");
                }
                Ok(())
            }
            Action::Trade => {
                let n = self.faction(seat).map_or(0, |f| f.food_for_medicine);
                if n == 0 {
                    return no("ZG-GAP-11", "only the Psych Ward trades food for medicine");
                }
                if p.traded {
                    return no("ZG-GAP-11", "once an evening");
                }
                if p.food < n {
                    return refuse("ZG-GAP-11", Why::Costs { food: n });
                }
                Ok(())
            }
            Action::Done => {
                if self.squad.is_some() {
                    return no("ZG-EVE-3", "commit or disband the squad first");
                }
                Ok(())
            }
            _ => no("ZG-GAP-4", "not an evening action"),
        }
    }

    /// The one place that says no: every rule an action must pass.
    fn why_not(&self, action: Action) -> Result<(), Refusal> {
        let step = self.step;
        if matches!(step, Step::Over | Step::Auto) {
            return no("ZG-END-1", "the game is over");
        }
        if let Step::Chance(d) = step {
            if !action.is_chance() {
                return no("ZG-GAP-4", "a die or a draw must resolve first");
            }
            let mut list = Vec::new();
            self.chance_list(d, &mut list);
            if list.iter().any(|&(a, _)| a == action) {
                return Ok(());
            }
            return refuse("ZG-GAP-1", Why::NoOutcome(action));
        }
        if action.is_chance() {
            return no("ZG-GAP-4", "no die or draw is pending");
        }
        let p = |seat: u8| &self.seats[usize::from(seat)];
        match (step, action) {
            (Step::Hunger { seat, .. }, Action::LieDown { ch }) => {
                if !self.ch(ch, seat)?.standing() {
                    return no("ZG-GAP-5", "an already exhausted figure cannot absorb hunger");
                }
                Ok(())
            }
            (Step::Moves { seat }, Action::Move { ch, to }) => self.check_move(seat, ch, to),
            (Step::Moves { .. }, Action::Done) => Ok(()),
            (Step::Fight { seat }, Action::Fight { melee, firearm, chainsaw }) => {
                let h = p(seat).hand;
                if melee > h[Card::Melee.index()]
                    || firearm > h[Card::Firearm.index()]
                    || chainsaw > h[Card::Chainsaw.index()]
                {
                    return no("ZG-NIGHT-3", "you do not hold these weapons");
                }
                let loc = match (&self.duel, &self.fight) {
                    (Some(d), _) => d.loc,
                    (None, Some(f)) => f.loc,
                    (None, None) => 0,
                };
                let standing = self.standing_strength(loc, seat).1;
                if u16::from(melee) + u16::from(firearm) + u16::from(chainsaw) > u16::from(standing) {
                    return no("ZG-NIGHT-3", "at most one weapon card per character in the fight");
                }
                Ok(())
            }
            (Step::Evening { seat, sub }, a) => self.check_evening(seat, sub, a),
            (Step::Flare { seat }, Action::Heal { ch, by }) => {
                if self.ch(ch, seat)?.posture != Posture::Sick {
                    return no("ZG-DIS-2", "this figure stands already");
                }
                let ok = match by {
                    Remedy::Medicine => p(seat).medicine > 0,
                    Remedy::Cure => p(seat).cures > 0,
                    Remedy::Bandage => p(seat).hand[Card::Bandage.index()] > 0,
                };
                if !ok {
                    let rule = match by {
                        Remedy::Medicine => "ZG-DIS-2",
                        Remedy::Cure => "ZG-DIS-3",
                        Remedy::Bandage => "ZG-GAP-9",
                    };
                    return no(rule, "nothing left of that remedy");
                }
                Ok(())
            }
            (Step::Flare { .. }, Action::Done) => Ok(()),
            (Step::Retreat { .. }, Action::RetreatTo { loc }) => {
                if self.retreat.as_ref().is_some_and(|r| r.options.contains(&loc)) {
                    Ok(())
                } else {
                    no("ZG-RETREAT-2", "not one of the nearest destinations")
                }
            }
            (Step::Order { seat }, Action::Defend { loc }) => {
                if self.night.waiting.iter().any(|&(l, _)| l == loc) && self.occupant(loc) == Some(seat) {
                    Ok(())
                } else {
                    no("ZG-GAP-10", "not one of your locations still to be attacked")
                }
            }
            (Step::Degrade { seat, keep }, Action::Degrade { loc }) => {
                if loc != keep && self.blockposts(seat).contains(&loc) {
                    Ok(())
                } else {
                    no("ZG-BUILD-4", "choose another of your full blockposts")
                }
            }
            (Step::Scout { at, first, .. }, Action::Peek { loc }) => {
                if loc != first && self.face_down(loc) && self.locs[usize::from(at)].adj.contains(&loc) {
                    Ok(())
                } else {
                    no("ZG-VAR-2", "another face-down location next to the saboteurs")
                }
            }
            (Step::Swap { .. }, Action::Swap | Action::Done) => Ok(()),
            (Step::Lay { seat }, Action::Lay { tile, loc }) => {
                if !self.to_lay[usize::from(seat)].contains(&tile) {
                    return no("ZG-VAR-3", "not one of the tiles dealt to you");
                }
                let free = |l: &Location| l.place == Place::City(None);
                if !self.locs.get(usize::from(loc)).is_some_and(free) {
                    return no("ZG-VAR-3", "not a free position of the city");
                }
                // Ring 1 (positions 1 to 6, round the Street) fills first.
                if usize::from(loc) > 6 && self.locs[1..=6].iter().any(free) {
                    return no("ZG-VAR-3", "the ring round the Street fills first");
                }
                Ok(())
            }
            (Step::Enrol { seat, .. }, Action::Enrol(kind)) => {
                if self.piles[usize::from(seat)][kind.index()] > 0 {
                    Ok(())
                } else {
                    no("ZG-VAR-7", "no such card left in your pile")
                }
            }
            (Step::Claim { seat }, Action::Claim { loc }) => {
                if self.claimable(seat, loc) {
                    Ok(())
                } else {
                    no("ZG-VAR-1", "a city location next to your Base that nobody has taken")
                }
            }
            (Step::Pick { .. }, Action::Take { card }) => {
                if card.deck() == Deck::Action && self.deck[card.index()] > 0 {
                    Ok(())
                } else {
                    no("ZG-VAR-6", "no such action card in the draw pile")
                }
            }
            (Step::Discard { seat }, Action::Discard { card }) => {
                if p(seat).hand[card.index()] > 0 {
                    Ok(())
                } else {
                    no("ZG-GAP-12", "you hold no such card")
                }
            }
            _ => no("ZG-GAP-4", "not an action of this step"),
        }
    }

    /// Gears needed for a building job (ZG-BUILD-5/6/7/8).
    pub(crate) fn cost(&self, seat: u8, job: Job) -> u8 {
        let c = content();
        match job {
            Job::Barricade => c.costs.barricade,
            Job::Blockpost if self.faction(seat).is_some_and(|f| f.hard_workers) => c.costs.barricade,
            Job::Blockpost => c.costs.blockpost,
            Job::Upgrade => c.costs.upgrade,
            Job::Repair => 1,
            Job::Cure => c.costs.flasks_per_cure,
            Job::Sabotage => 2,
            Job::Pharmacy => c.costs.pharmacy_flasks,
            Job::Search => c.costs.search_flasks,
        }
    }

    /// What a squad of `seat` at `loc` could reach: the idle standing
    /// characters' gears and flasks and every card in hand that raises them
    /// (ZG-EVE-3/5/6).
    pub(crate) fn reach(&self, seat: u8, loc: u8) -> (u8, u8) {
        let c = content();
        let (mut gears, mut flasks) = (0u8, 0u8);
        for (_, x) in self.at(loc).filter(|(_, x)| x.owner == seat && x.standing() && !x.busy) {
            gears += c.character(x.kind).gears;
            flasks += c.character(x.kind).flasks;
        }
        let h = &self.seats[usize::from(seat)].hand;
        gears += h[Card::Tools.index()] * c.card(Card::Tools).value;
        gears += h[Card::Chainsaw.index()] * c.card(Card::Chainsaw).value;
        flasks += h[Card::Literature.index()] * c.card(Card::Literature).value;
        (gears, flasks)
    }

    /// A new character of `seat` stands at `loc`.
    fn place_recruit(&mut self, seat: u8, kind: CharKind, loc: u8, events: &mut Vec<Event>) {
        self.chars.push(Character {
            owner: seat,
            kind,
            loc: Some(loc),
            posture: Posture::Standing,
            busy: false,
            from: None,
        });
        events.push(Event::Recruited { who: crate::rules::event::Who { seat, kind }, loc });
    }

    /// ZG-VAR-2: the face-down tiles `viewer` has not looked at, with the
    /// tiles not in the game, dealt again to their positions; a tile in
    /// every game stays among them.
    fn redeal_face_down(&mut self, viewer: Viewer, rng: &mut HordeRng) {
        let c = content();
        let down: Vec<usize> = (0..self.locs.len()).filter(|&i| !self.sees_tile(i as u8, viewer)).collect();
        let mut kept = Vec::new();
        let mut others = std::mem::take(&mut self.tiles_left);
        for &i in &down {
            if let Place::City(Some(t)) = self.locs[i].place {
                if c.tiles[usize::from(t)].always { kept.push(t) } else { others.push(t) }
            }
        }
        rng.shuffle(&mut others);
        let more = down.len().saturating_sub(kept.len()).min(others.len());
        kept.extend(others.drain(..more));
        rng.shuffle(&mut kept);
        for (&i, t) in down.iter().zip(kept) {
            self.locs[i].place = Place::City(Some(t));
        }
        others.sort_unstable();
        self.tiles_left = others;
    }

    /// ZG-VAR-1: a city location next to `seat`'s Base nobody holds.
    pub(crate) fn claimable(&self, seat: u8, loc: u8) -> bool {
        let Some(l) = self.locs.get(usize::from(loc)) else { return false };
        matches!(l.place, Place::City(_)) && l.holder.is_none() && l.adj.contains(&self.base_of(seat))
    }

    /// ZG-SAB-6, ZG-GAP-20: not a Base, held by another player.
    pub(crate) fn sabotage_target(&self, seat: u8, target: u8) -> bool {
        let t = &self.locs[usize::from(target)];
        !matches!(t.place, Place::Base(_)) && t.holder.is_some_and(|h| h != seat)
    }

    /// The open squad's gears and flasks with its cards (ZG-EVE-3/5/6).
    pub(crate) fn squad_skills(&self) -> (u8, u8) {
        let Some(s) = &self.squad else { return (0, 0) };
        let c = content();
        let mut gears = 0u8;
        let mut flasks = 0u8;
        for &m in &s.members {
            let st = c.character(self.chars[usize::from(m)].kind);
            gears += st.gears;
            flasks += st.flasks;
        }
        gears += s.cards[Card::Tools.index()] * c.card(Card::Tools).value;
        gears += s.cards[Card::Chainsaw.index()] * c.card(Card::Chainsaw).value;
        flasks += s.cards[Card::Literature.index()] * c.card(Card::Literature).value;
        (gears, flasks)
    }

    fn chance_list(&self, draw: Draw, out: &mut Vec<(Action, u32)>) {
        let c = content();
        match draw {
            Draw::Faction { .. } => {
                for f in crate::content::FactionId::ALL {
                    if !self.seats.iter().any(|p| p.faction == Some(f)) {
                        out.push((Action::Faction(f), 1));
                    }
                }
            }
            Draw::Spot { .. } => {
                for (i, l) in self.locs.iter().enumerate() {
                    if l.place == Place::City(None) {
                        out.push((Action::Spot(i as u8), 1));
                    }
                }
            }
            // Local knowledge lays the undealt tiles of the game at random (ZG-VAR-3).
            Draw::Tile { .. } if self.options.local_knowledge => {
                out.extend(self.pool.iter().map(|&t| (Action::Tile(t), 1)))
            }
            Draw::Tile { .. } | Draw::Pool => out.extend(self.tiles_left.iter().map(|&t| (Action::Tile(t), 1))),
            Draw::Dealt { .. } => out.extend(self.pool.iter().map(|&t| (Action::Tile(t), 1))),
            Draw::First => out.extend((0..self.players).map(|s| (Action::First(s), 1))),
            Draw::Character { .. } => {
                for k in CharKind::DECK {
                    if self.char_deck[k.index()] > 0 {
                        out.push((Action::Recruit(k), u32::from(self.char_deck[k.index()])));
                    }
                }
            }
            Draw::Card { deck, .. } => {
                for k in Card::ALL.into_iter().filter(|k| k.deck() == deck) {
                    if self.deck[k.index()] > 0 {
                        out.push((Action::Drawn(k), u32::from(self.deck[k.index()])));
                    }
                }
            }
            Draw::Zombie { .. } => {
                for (i, &n) in self.zombie_deck.iter().enumerate() {
                    if n > 0 {
                        out.push((Action::Zombie(c.zombies[i].0), u32::from(n)));
                    }
                }
            }
            Draw::NightDie { .. } | Draw::RecruitDie { .. } | Draw::Infection { .. } | Draw::DuelDie { .. } => {
                out.extend((1..=6).map(|d| (Action::Die(d), 1)));
            }
            Draw::SabotageDie { .. } | Draw::SearchDie { .. } => out.extend((1..=6).map(|d| (Action::Die(d), 1))),
            Draw::Steal { from, .. } => {
                let h = &self.seats[usize::from(from)].hand;
                for k in Card::ALL {
                    if h[k.index()] > 0 {
                        out.push((Action::Drawn(k), u32::from(h[k.index()])));
                    }
                }
            }
            Draw::TieBreak => out.extend(self.tied.iter().map(|&s| (Action::Winner(s), 1))),
        }
    }

    fn apply_chance(&mut self, draw: Draw, action: Action, events: &mut Vec<Event>) {
        let c = content();
        self.step = Step::Auto;
        if let Action::Die(d) = action {
            self.last_die = Some(d);
        }
        match (draw, action) {
            (Draw::Faction { seat }, Action::Faction(f)) => {
                self.seats[usize::from(seat)].faction = Some(f);
                let pile = c.faction(f).pile;
                self.piles[usize::from(seat)] = [0, pile[0], pile[1], pile[2]];
                events.push(Event::FactionDealt { seat, faction: f });
            }
            (Draw::Spot { tile }, Action::Spot(loc)) | (Draw::Tile { loc }, Action::Tile(tile)) => {
                self.locs[usize::from(loc)].place = Place::City(Some(tile));
                // ZG-VAR-2: laid face down.
                self.face_down[usize::from(loc)] = self.options.fog_of_war;
                self.tiles_left.retain(|&t| t != tile);
                self.pool.retain(|&t| t != tile);
                events.push(Event::TileDealt { loc, tile });
            }
            (Draw::Pool, Action::Tile(tile)) => {
                self.tiles_left.retain(|&t| t != tile);
                self.pool.push(tile);
            }
            (Draw::Dealt { seat }, Action::Tile(tile)) => {
                self.pool.retain(|&t| t != tile);
                self.to_lay[usize::from(seat)].push(tile);
            }
            (Draw::First, Action::First(s)) => {
                self.first = s;
                events.push(Event::FirstPlayer { seat: s });
            }
            (Draw::Character { seat, loc }, Action::Recruit(kind)) => {
                self.char_deck[kind.index()] -= 1;
                self.place_recruit(seat, kind, loc, events);
            }
            (Draw::Card { seat, deck }, Action::Drawn(card)) => {
                self.deck[card.index()] -= 1;
                self.seats[usize::from(seat)].hand[card.index()] += 1;
                events.push(Event::CardDrawn { seat, deck, card: Some(card) });
            }
            (Draw::Zombie { loc }, Action::Zombie(s)) => {
                if let Some(i) = c.zombies.iter().position(|z| z.0 == s) {
                    self.zombie_deck[i] -= 1;
                    self.zombie_discard[i] += 1;
                }
                let drawn = match &mut self.fight {
                    Some(f) => {
                        f.zombies += s;
                        f.cards += 1;
                        f.cards
                    }
                    None => 0,
                };
                events.push(Event::ZombieCard { loc, strength: s });
                // ZG-VAR-4, ZG-GAP-24: a strength-1 card is joined by exactly one more.
                if self.options.herd_instinct && s == 1 && drawn == 1 {
                    self.refill_zombies();
                    self.step = Step::Chance(draw);
                } else {
                    self.ask_weapons(events);
                }
            }
            (Draw::NightDie { loc }, Action::Die(d)) => {
                events.push(Event::NightDie { loc, die: d });
                // ZG-VAR-4, ZG-GAP-24: "they never walk alone": a 1 is rolled again.
                if self.options.herd_instinct && d == 1 {
                    self.step = Step::Chance(draw);
                    return;
                }
                let more = match &mut self.fight {
                    Some(f) => {
                        f.zombies += d;
                        f.dice_left = f.dice_left.saturating_sub(1);
                        f.dice_left > 0
                    }
                    None => false,
                };
                if more {
                    self.step = Step::Chance(draw);
                } else {
                    self.ask_weapons(events);
                }
            }
            (Draw::DuelDie { loc }, Action::Die(d)) => {
                events.push(Event::NightDie { loc, die: d });
                let rolled = match &mut self.duel {
                    Some(duel) => {
                        duel.dice.push(d);
                        duel.dice.len()
                    }
                    None => 2,
                };
                if rolled < 2 {
                    self.step = Step::Chance(draw);
                } else {
                    self.duel_next(0, events);
                }
            }
            (Draw::RecruitDie { seat, loc }, Action::Die(d)) => {
                events.push(Event::RecruitRoll { seat, loc, die: d });
                // ZG-GAP-7, ZG-CTX-1: a 1 brings a survivor; ZG-VAR-6: an action card instead.
                if d == 1 && self.options.search_for_survivors {
                    self.refill(Deck::Action);
                    if self.deck_size(Deck::Action) > 0 {
                        self.step = Step::Pick { seat };
                    }
                } else if d == 1 {
                    self.todo.push(Task::DrawChar { seat, loc });
                }
            }
            (Draw::Infection { ch }, Action::Die(d)) => {
                let survived = d >= c.costs.infection_survives;
                let who = self.chars[usize::from(ch)].who();
                events.push(Event::Infection { who, die: d, survived });
                if survived {
                    self.chars[usize::from(ch)].posture = Posture::Standing;
                } else {
                    self.kill(ch, crate::rules::event::Death::Infection, events);
                }
            }
            (Draw::TieBreak, Action::Winner(s)) => self.finish(vec![s], events),
            (Draw::SearchDie { seat, loc }, Action::Die(d)) => {
                events.push(Event::RecruitRoll { seat, loc, die: d });
                // ZG-VAR-6: a 6 finds a survivor, who stands where he was found.
                if d >= c.costs.search_finds {
                    self.todo.push(Task::DrawChar { seat, loc });
                }
            }
            (Draw::SabotageDie { seat, at, target, kind }, Action::Die(d)) => {
                self.sabotage_roll(seat, target, kind, d, events);
                // ZG-GAP-24: a scout that succeeds looks at a second location.
                if kind == SabKind::Scout && d >= 4 {
                    self.known[usize::from(seat)][usize::from(target)] = true;
                    self.step = Step::Scout { seat, at, first: target };
                }
            }
            (Draw::Steal { from, to }, Action::Drawn(card)) => {
                self.seats[usize::from(from)].hand[card.index()] -= 1;
                self.seats[usize::from(to)].hand[card.index()] += 1;
                events.push(Event::Stolen { from, to, card: Some(card) });
            }
            _ => {}
        }
    }

    fn apply_seat(&mut self, action: Action, events: &mut Vec<Event>) {
        let c = content();
        let step = self.step;
        match (step, action) {
            (Step::Hunger { seat, left }, Action::LieDown { ch }) => {
                self.lie(ch, Posture::Hungry, events);
                self.step = if left > 1 { Step::Hunger { seat, left: left - 1 } } else { Step::Auto };
            }
            (Step::Moves { .. }, Action::Move { ch, to }) => {
                let x = &mut self.chars[usize::from(ch)];
                let from = x.loc.unwrap_or(0);
                x.loc = Some(to);
                x.from = Some(from);
                events.push(Event::Moved { who: x.who(), from, to });
                self.reveal(to, events);
                self.refresh(from, events);
            }
            (Step::Fight { seat }, Action::Fight { melee, firearm, chainsaw }) => {
                let mut bonus = 0u8;
                for (card, n) in [(Card::Melee, melee), (Card::Firearm, firearm), (Card::Chainsaw, chainsaw)] {
                    if n > 0 {
                        self.seats[usize::from(seat)].hand[card.index()] -= n;
                        self.discard[card.index()] += n;
                        bonus += n * c.card(card).fight;
                        events.push(Event::Played { seat, card, count: n });
                    }
                }
                self.step = Step::Auto;
                if let Some(duel) = &mut self.duel {
                    let side = usize::from(duel.attacker != seat);
                    duel.weapons[side] = bonus;
                    self.duel_next(side + 1, events);
                } else {
                    self.resolve_fight(bonus, events);
                }
            }
            (Step::Evening { seat, .. }, a) => self.apply_evening(seat, a, events),
            (Step::Flare { seat }, Action::Heal { ch, by }) => {
                let p = &mut self.seats[usize::from(seat)];
                match by {
                    Remedy::Medicine => p.medicine -= 1,
                    Remedy::Cure => p.cures -= 1,
                    Remedy::Bandage => {
                        p.hand[Card::Bandage.index()] -= 1;
                        self.discard[Card::Bandage.index()] += 1;
                    }
                }
                self.chars[usize::from(ch)].posture = Posture::Standing;
                events.push(Event::Healed { who: self.chars[usize::from(ch)].who(), by });
            }
            (Step::Flare { seat }, Action::Done) => {
                // Unused cures are lost (ZG-GAP-9).
                self.seats[usize::from(seat)].cures = 0;
                self.step = Step::Auto;
            }
            (Step::Retreat { .. }, Action::RetreatTo { loc }) => {
                if let Some(r) = self.retreat.take() {
                    self.step = Step::Auto;
                    self.retreat_chars(r.seat, r.from, &r.chars, loc, r.night, events);
                }
            }
            (Step::Order { seat }, Action::Defend { loc }) => {
                self.step = Step::Auto;
                self.defend(seat, loc);
            }
            (Step::Degrade { seat, .. }, Action::Degrade { loc }) => {
                self.locs[usize::from(loc)].fort.full -= 1;
                events.push(Event::Degraded { seat, loc });
                self.step = Step::Auto;
            }
            (Step::Scout { seat, first, .. }, Action::Peek { loc }) => {
                self.known[usize::from(seat)][usize::from(loc)] = true;
                events.push(Event::Scouted { seat, first, second: loc });
                self.step = Step::Swap { seat, first, second: loc };
            }
            (Step::Swap { seat, first, second }, Action::Swap) => {
                // Everyone sees the tiles change places, so what each knew moves with them.
                self.step = Step::Auto;
                let (a, b) = (usize::from(first), usize::from(second));
                let (pa, pb) = (self.locs[a].place, self.locs[b].place);
                self.locs[a].place = pb;
                self.locs[b].place = pa;
                for k in &mut self.known {
                    k.swap(a, b);
                }
                events.push(Event::Swapped { seat, first, second });
            }
            (Step::Lay { seat }, Action::Lay { tile, loc }) => {
                self.step = Step::Auto;
                self.to_lay[usize::from(seat)].retain(|&t| t != tile);
                self.locs[usize::from(loc)].place = Place::City(Some(tile));
                events.push(Event::TileDealt { loc, tile });
            }
            (Step::Enrol { seat, loc }, Action::Enrol(kind)) => {
                self.step = Step::Auto;
                self.piles[usize::from(seat)][kind.index()] -= 1;
                self.place_recruit(seat, kind, loc, events);
            }
            (Step::Claim { seat }, Action::Claim { loc }) => {
                // ZG-VAR-1, ZG-GAP-24: a full marker of his (a barricade, no VP, its
                // building VP used up), the income once, a character on his Base.
                self.step = Step::Auto;
                self.reveal(loc, events);
                let l = &mut self.locs[usize::from(loc)];
                l.holder = Some(seat);
                l.fort.owner = Some(seat);
                l.fort.full = 1;
                events.push(Event::QuickStart { seat, loc });
                let base = self.base_of(seat);
                self.todo.push(Task::DrawChar { seat, loc: base });
                self.pay(seat, &[loc], events);
            }
            (Step::Pick { seat }, Action::Take { card }) => {
                // The pile is shuffled afterwards: its order was never kept.
                self.deck[card.index()] -= 1;
                self.seats[usize::from(seat)].hand[card.index()] += 1;
                events.push(Event::CardDrawn { seat, deck: Deck::Action, card: Some(card) });
                self.step = Step::Auto;
            }
            (Step::Discard { seat }, Action::Discard { card }) => {
                let p = &mut self.seats[usize::from(seat)];
                p.hand[card.index()] -= 1;
                self.discard[card.index()] += 1;
                events.push(Event::Discarded { seat, card });
                if p.hand.iter().sum::<u8>() <= c.numbers.hand_limit {
                    self.step = Step::Auto;
                }
            }
            (_, Action::Done) => self.step = Step::Auto,
            _ => {}
        }
    }

    fn apply_evening(&mut self, seat: u8, action: Action, events: &mut Vec<Event>) {
        let c = content();
        match action {
            Action::Open { loc, job } => {
                self.squad =
                    Some(crate::rules::state::Squad { seat, loc, job, members: Vec::new(), cards: [0; CARD_KINDS] });
            }
            Action::Enlist { ch } => {
                if let Some(s) = &mut self.squad {
                    s.members.push(ch);
                }
            }
            Action::Spend { card } => {
                self.seats[usize::from(seat)].hand[card.index()] -= 1;
                if let Some(s) = &mut self.squad {
                    s.cards[card.index()] += 1;
                }
            }
            Action::Sabotage { target, kind } => {
                let Some(s) = self.squad.take() else { return };
                for &m in &s.members {
                    self.chars[usize::from(m)].busy = true;
                }
                for card in Card::ALL {
                    let n = s.cards[card.index()];
                    if n > 0 {
                        self.discard[card.index()] += n;
                        events.push(Event::Played { seat, card, count: n });
                    }
                }
                // ZG-SAB-5: the roll; then back to this player's sabotage turn.
                self.todo.push(Task::Evening(Sub::Sabotage, seat));
                self.step = Step::Chance(Draw::SabotageDie { seat, at: s.loc, target, kind });
            }
            Action::Disband => {
                // ZG-EVE-4: the turned cards stay turned for the evening; the
                // action cards were not discarded yet and go back to the hand.
                if let Some(s) = self.squad.take() {
                    for &m in &s.members {
                        self.chars[usize::from(m)].busy = true;
                    }
                    for (i, n) in s.cards.iter().enumerate() {
                        self.seats[usize::from(seat)].hand[i] += n;
                    }
                }
            }
            Action::Commit => {
                let (gears, flasks) = self.squad_skills();
                let Some(s) = self.squad.take() else { return };
                for &m in &s.members {
                    self.chars[usize::from(m)].busy = true;
                }
                for card in Card::ALL {
                    let n = s.cards[card.index()];
                    if n > 0 {
                        self.discard[card.index()] += n;
                        events.push(Event::Played { seat, card, count: n });
                    }
                }
                events.push(Event::Squad {
                    seat,
                    loc: s.loc,
                    job: s.job,
                    members: s.members.len() as u8,
                    gears,
                    flasks,
                });
                match s.job {
                    Job::Cure => {
                        let cures = flasks / c.costs.flasks_per_cure;
                        self.seats[usize::from(seat)].cures += cures;
                        events.push(Event::CuresMade { seat, cures });
                        return;
                    }
                    Job::Pharmacy => {
                        // ZG-VAR-5: at once, usable at this evening's flare-up; once a capture.
                        let p = &mut self.seats[usize::from(seat)];
                        p.medicine = (p.medicine + c.costs.pharmacy_medicine).min(c.numbers.max_medicine);
                        self.night.captured.retain(|&x| x != (seat, s.loc));
                        events.push(Event::MedicineFound { seat, medicine: c.costs.pharmacy_medicine });
                        return;
                    }
                    Job::Search => {
                        // ZG-VAR-6: the roll, then back to this player's cure turn.
                        self.todo.push(Task::Evening(Sub::Cures, seat));
                        self.step = Step::Chance(Draw::SearchDie { seat, loc: s.loc });
                        return;
                    }
                    _ => {}
                }
                let l = &mut self.locs[usize::from(s.loc)];
                l.worked = true;
                let f = &mut l.fort;
                f.owner = Some(seat);
                f.builder = Some(seat);
                match s.job {
                    Job::Barricade => {
                        f.building = 1;
                        f.fresh = true;
                    }
                    Job::Blockpost => {
                        f.building = 2;
                        f.fresh = true;
                    }
                    Job::Upgrade => f.building = 1,
                    _ => {
                        // ZG-BUILD-8: one ruin marker a gear.
                        let n = gears.min(f.ruin);
                        f.ruin -= n;
                        f.repairing = n;
                    }
                }
            }
            Action::Car { loc } => {
                let p = &mut self.seats[usize::from(seat)];
                p.hand[Card::Car.index()] -= 1;
                self.discard[Card::Car.index()] += 1;
                events.push(Event::Played { seat, card: Card::Car, count: 1 });
                // ZG-GAP-18: full at once; a ruin is flipped instead.
                let f = &mut self.locs[usize::from(loc)].fort;
                f.owner = Some(seat);
                if f.ruin > 0 {
                    f.ruin -= 1;
                }
                f.full += 1;
                events.push(Event::CarMarker { seat, loc });
                // ZG-GAP-18: the cap of ZG-BUILD-4 applies at once.
                let posts = self.blockposts(seat);
                if posts.len() > usize::from(c.costs.blockpost_cap) && posts.contains(&loc) {
                    self.todo.push(Task::Evening(Sub::Building, seat));
                    self.step = Step::Degrade { seat, keep: loc };
                }
            }
            Action::Ration => {
                let p = &mut self.seats[usize::from(seat)];
                p.hand[Card::Ration.index()] -= 1;
                self.discard[Card::Ration.index()] += 1;
                p.food = (p.food + c.card(Card::Ration).value).min(c.numbers.max_food);
                events.push(Event::Played { seat, card: Card::Ration, count: 1 });
            }
            Action::Trade => {
                let n = self.faction(seat).map_or(0, |f| f.food_for_medicine);
                let p = &mut self.seats[usize::from(seat)];
                p.food -= n;
                p.medicine = (p.medicine + 1).min(c.numbers.max_medicine);
                p.traded = true;
                events.push(Event::Traded { seat, food: n });
            }
            Action::Done => self.step = Step::Auto,
            _ => {}
        }
    }
}

impl Game for ZGame {
    type Action = Action;
    type Event = Event;
    type View = View;
    type Setup = Setup;
    type Error = Illegal;

    const ID: &'static str = "z-game";
    const RULES_VERSION: u32 = 1;

    fn new(setup: &Setup) -> Result<Self, SetupError> {
        let c = content();
        let Some(layout) = c.layout(setup.players) else {
            return Err(SetupError(format!("Z-Game is played by 2 to 4 players, not {}", setup.players)));
        };
        if setup.options.fog_of_war && setup.options.local_knowledge {
            return Err(SetupError("Fog of war lays the tiles face down, Local knowledge face up: choose one".into()));
        }
        if setup.target == Some(0) || setup.target.is_some_and(|t| t > c.numbers.max_vp) {
            return Err(SetupError(format!("the VP target is 1 to {}", c.numbers.max_vp)));
        }
        let pos = positions(layout);
        let locs: Vec<Location> = pos
            .iter()
            .map(|&(place, hex)| Location {
                place,
                hex,
                adj: (0..pos.len() as u8).filter(|&j| adjacent(hex, pos[usize::from(j)].1)).collect(),
                holder: match place {
                    Place::Base(s) => Some(s),
                    _ => None,
                },
                fort: Default::default(),
                worked: false,
            })
            .collect();
        let n = setup.players;
        let seats = (0..n)
            .map(|_| Player {
                faction: None,
                // The faction's start is set once it is dealt (Task::Outfit).
                food: 0,
                medicine: 0,
                vp: 0,
                hand: [0; CARD_KINDS],
                cures: 0,
                traded: false,
                leader_alive: true,
            })
            .collect();
        let mut g = ZGame {
            players: n,
            options: setup.options,
            target: setup.target.unwrap_or(c.numbers.vp_target[usize::from(n - 2)]),
            round_limit: setup.round_limit,
            seats,
            chars: Vec::new(),
            locs,
            tiles_left: (0..c.tiles.len() as u8).collect(),
            char_deck: CharKind::ALL.map(|k| c.character(k).count),
            piles: vec![[0; 4]; usize::from(n)],
            pool: Vec::new(),
            face_down: vec![false; pos.len()],
            known: vec![vec![false; pos.len()]; usize::from(n)],
            to_lay: vec![Vec::new(); usize::from(n)],
            char_discard: [0; 4],
            deck: full_decks(),
            discard: [0; CARD_KINDS],
            zombie_deck: c.zombies.iter().map(|z| z.1).collect(),
            zombie_discard: vec![0; c.zombies.len()],
            first: 0,
            round: 0,
            step: Step::Auto,
            todo: Vec::new(),
            squad: None,
            fight: None,
            duel: None,
            retreat: None,
            night: Default::default(),
            tied: Vec::new(),
            last_die: None,
            ended: None,
        };
        // ZG-GAP-2: leaders on the Bases.
        for seat in 0..n {
            let loc = g.base_of(seat);
            g.chars.push(Character {
                owner: seat,
                kind: CharKind::Leader,
                loc: Some(loc),
                posture: Posture::Standing,
                busy: false,
                from: None,
            });
        }
        let mut t: Vec<Task> = (0..n).map(Task::DealFaction).collect();
        if setup.options.local_knowledge {
            // ZG-VAR-3: the first player lays first, so he is chosen before the tiles.
            t.extend([Task::PickFirst, Task::PoolTiles]);
        } else {
            t.extend(c.tiles.iter().enumerate().filter(|(_, x)| x.always).map(|(i, _)| Task::PlaceAlways(i as u8)));
            t.extend((0..g.locs.len() as u8).map(Task::DealTile));
            t.push(Task::PickFirst);
        }
        t.extend((0..n).map(Task::Outfit));
        if setup.options.quick_start {
            t.push(Task::QuickStarts);
        }
        t.push(Task::Round);
        g.push_seq(t);
        g.advance(&mut Vec::new());
        Ok(g)
    }

    fn num_seats(&self) -> usize {
        usize::from(self.players)
    }

    fn decision(&self) -> Decision {
        match self.step {
            Step::Over | Step::Auto => Decision::Terminal,
            Step::Chance(_) => Decision::Chance,
            step => step.seat().map_or(Decision::Terminal, |s| Decision::Seat(Seat(s))),
        }
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        // Candidates go straight into `out` and are sifted there, so a
        // listing allocates nothing of its own.
        let start = out.len();
        let n = self.locs.len() as u8;
        match self.step {
            Step::Over | Step::Auto => return,
            Step::Chance(d) => {
                let mut list = Vec::new();
                self.chance_list(d, &mut list);
                out.extend(list.into_iter().map(|(a, _)| a));
                out[start..].sort_unstable();
                return;
            }
            // Only the seat's own living characters: `why_not` refuses every
            // other one (ZG-GAP-4), so the list is the same, found sooner.
            Step::Hunger { seat, .. } => out.extend(self.alive(seat).map(|(ch, _)| Action::LieDown { ch })),
            Step::Moves { seat } => {
                for (ch, c) in self.alive(seat) {
                    if let Some(l) = c.loc {
                        out.extend(self.locs[usize::from(l)].adj.iter().map(|&to| Action::Move { ch, to }));
                    }
                }
                out.push(Action::Done);
            }
            Step::Fight { seat } => {
                let h = self.seats[usize::from(seat)].hand;
                for melee in 0..=h[Card::Melee.index()] {
                    for firearm in 0..=h[Card::Firearm.index()] {
                        for chainsaw in 0..=h[Card::Chainsaw.index()] {
                            out.push(Action::Fight { melee, firearm, chainsaw });
                        }
                    }
                }
            }
            Step::Evening { seat, .. } => {
                // Candidates only where they can be legal; `check` decides.
                for loc in 0..n {
                    if self.locs[usize::from(loc)].holder == Some(seat) {
                        out.push(Action::Car { loc });
                    }
                }
                match &self.squad {
                    None => {
                        // Where the seat has a standing, idle character (ZG-EVE-2), once
                        // a location however many stand there; the sort below orders them.
                        let idle = |c: &Character| c.standing() && !c.busy;
                        for (ch, c) in self.alive(seat).filter(|(_, c)| idle(c)) {
                            let first_there = !self.alive(seat).any(|(o, x)| o < ch && idle(x) && x.loc == c.loc);
                            if let (true, Some(loc)) = (first_there, c.loc) {
                                out.extend(Job::ALL.map(|job| Action::Open { loc, job }));
                            }
                        }
                    }
                    Some(s) => {
                        for &target in &self.locs[usize::from(s.loc)].adj {
                            out.extend(SabKind::ALL.map(|kind| Action::Sabotage { target, kind }));
                        }
                        out.extend(self.at(s.loc).map(|(ch, _)| Action::Enlist { ch }));
                        out.extend(Card::ALL.map(|card| Action::Spend { card }));
                    }
                }
                out.extend([Action::Commit, Action::Disband, Action::Ration, Action::Trade, Action::Done]);
            }
            Step::Flare { seat } => {
                for (ch, _) in self.alive(seat) {
                    out.extend(Remedy::ALL.map(|by| Action::Heal { ch, by }));
                }
                out.push(Action::Done);
            }
            Step::Retreat { .. } => out.extend((0..n).map(|loc| Action::RetreatTo { loc })),
            Step::Order { .. } => out.extend(self.night.waiting.iter().map(|&(loc, _)| Action::Defend { loc })),
            Step::Degrade { .. } => out.extend((0..n).map(|loc| Action::Degrade { loc })),
            Step::Discard { .. } => out.extend(Card::ALL.map(|card| Action::Discard { card })),
            Step::Pick { .. } => out.extend(Card::ALL.map(|card| Action::Take { card })),
            Step::Claim { .. } => out.extend((0..n).map(|loc| Action::Claim { loc })),
            Step::Enrol { .. } => out.extend(CharKind::DECK.map(Action::Enrol)),
            Step::Scout { .. } => out.extend((0..n).map(|loc| Action::Peek { loc })),
            Step::Swap { .. } => out.extend([Action::Swap, Action::Done]),
            Step::Lay { seat } => {
                for &tile in &self.to_lay[usize::from(seat)] {
                    out.extend((0..n).map(|loc| Action::Lay { tile, loc }));
                }
            }
        }
        // Keeps the accepted candidates, without a second list, then sorts
        // only those; equal actions are identical, so an unstable sort
        // gives the same list.
        let mut kept = start;
        for i in start..out.len() {
            if self.why_not(out[i]).is_ok() {
                out.swap(kept, i);
                kept += 1;
            }
        }
        out.truncate(kept);
        out[start..].sort_unstable();
    }

    fn chance_outcomes(&self, out: &mut Vec<(Action, u32)>) {
        if let Step::Chance(d) = self.step {
            let mut list = Vec::new();
            self.chance_list(d, &mut list);
            list.sort();
            out.extend(list);
        }
    }

    fn check(&self, action: Action) -> Result<(), Illegal> {
        self.why_not(action).map_err(Illegal::from)
    }

    fn apply_unchecked(&mut self, action: Action, events: &mut Vec<Event>) {
        if let Step::Chance(d) = self.step {
            self.apply_chance(d, action, events);
        } else {
            self.apply_seat(action, events);
        }
        self.advance(events);
    }

    fn encode_action(action: Action) -> u32 {
        action.encode()
    }

    fn decode_action(index: u32) -> Option<Action> {
        Action::decode(index)
    }

    fn view(&self, viewer: Viewer) -> View {
        View::of(self, viewer)
    }

    fn event_view(&self, event: &Event, viewer: Viewer) -> Option<Event> {
        match *event {
            // ZG-VAR-2: a tile laid face down is seen by nobody.
            Event::TileDealt { loc, .. } if self.face_down(loc) => None,
            Event::CardDrawn { seat, deck, card: Some(_) } if viewer != Viewer::Seat(Seat(seat)) => {
                Some(Event::CardDrawn { seat, deck, card: None })
            }
            Event::Stolen { from, to, card: Some(_) }
                if viewer != Viewer::Seat(Seat(from)) && viewer != Viewer::Seat(Seat(to)) =>
            {
                Some(Event::Stolen { from, to, card: None })
            }
            _ => Some(event.clone()),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        let e = self.ended.as_ref()?;
        Some(Outcome {
            scores: self.seats.iter().map(|p| i32::from(p.vp)).collect(),
            winners: e.winners.iter().map(|&s| Seat(s)).collect(),
            reason: if e.unfinished {
                format!("stopped after {} rounds, unfinished", self.round)
            } else {
                format!("a player reached {} VP", self.target)
            },
        })
    }

    /// The other seats' hands and the order of the action and weapon decks
    /// are hidden: those cards are pooled per deck and dealt again, each
    /// hand keeping its number of action and weapon cards.
    fn resample_hidden(&self, viewer: Viewer, rng: &mut HordeRng) -> Self {
        let mut w = self.clone();
        if self.options.fog_of_war {
            w.redeal_face_down(viewer, rng);
        }
        let viewer_seat = match viewer {
            Viewer::Seat(s) => s.0,
            _ => u8::MAX,
        };
        let hidden: Vec<usize> =
            (0..usize::from(self.players)).filter(|&i| viewer != Viewer::Seat(Seat(i as u8))).collect();
        for deck in [Deck::Action, Deck::Weapon] {
            // ZG-VAR-6: a seat choosing from the action pile sees what it holds.
            if deck == Deck::Action && viewer != Viewer::Spectator && self.step == (Step::Pick { seat: viewer_seat }) {
                continue;
            }
            let kinds: Vec<Card> = Card::ALL.into_iter().filter(|k| k.deck() == deck).collect();
            let mut pool = Vec::new();
            for &k in &kinds {
                let n = self.deck[k.index()] + hidden.iter().map(|&h| self.seats[h].hand[k.index()]).sum::<u8>();
                pool.extend(std::iter::repeat_n(k, usize::from(n)));
            }
            rng.shuffle(&mut pool);
            let mut cards = pool.into_iter();
            for &h in &hidden {
                let size = self.hand_size(h as u8, deck);
                for &k in &kinds {
                    w.seats[h].hand[k.index()] = 0;
                }
                for k in cards.by_ref().take(usize::from(size)) {
                    w.seats[h].hand[k.index()] += 1;
                }
            }
            for &k in &kinds {
                w.deck[k.index()] = 0;
            }
            for k in cards {
                w.deck[k.index()] += 1;
            }
        }
        w
    }

    /// Fog of war (ZG-VAR-2): an action that brings a character into a
    /// face-down location (a move, a claim, or a fight or a choice whose
    /// retreat ends there) turns its tile up.
    fn reveals_hidden(&self, action: Action) -> bool {
        if !self.face_down.iter().any(|&d| d) {
            return false;
        }
        if matches!(action, Action::Peek { .. }) {
            return true;
        }
        let mut next = self.clone();
        let mut events = Vec::new();
        next.apply_unchecked(action, &mut events);
        events.iter().any(|e| matches!(e, Event::Revealed { .. }))
    }

    fn content_version(&self) -> String {
        content_version()
    }
}
