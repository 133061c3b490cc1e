//! The step stack of automated phases: the round (ZG-GAP-4) as tasks that
//! run until a seat or chance must decide.

use crate::content::{CharKind, Deck, Income, content};
use crate::rules::event::{Event, Phase, Posture};
use crate::rules::map::Place;
use crate::rules::state::{Draw, Ended, FightCtx, Night, Step, Sub, Task, ZGame};

impl ZGame {
    /// Runs tasks until a decision is pending.
    pub(crate) fn advance(&mut self, events: &mut Vec<Event>) {
        while self.step == Step::Auto {
            let Some(task) = self.todo.pop() else {
                // Never reached: every round pushes the next.
                self.step = Step::Over;
                return;
            };
            self.run(task, events);
        }
    }

    fn run(&mut self, task: Task, events: &mut Vec<Event>) {
        let c = content();
        match task {
            Task::DealFaction(seat) => self.step = Step::Chance(Draw::Faction { seat }),
            Task::PlaceAlways(tile) => self.step = Step::Chance(Draw::Spot { tile }),
            Task::DealTile(loc) => {
                if self.locs[usize::from(loc)].place == Place::City(None) {
                    self.step = Step::Chance(Draw::Tile { loc });
                }
            }
            Task::PickFirst => self.step = Step::Chance(Draw::First),
            Task::PoolTiles => {
                // ZG-GAP-24: the tiles of this game, the Pharmacy always among them.
                let cities = self.locs.iter().filter(|l| matches!(l.place, Place::City(_))).count();
                let always: Vec<u8> = (0..c.tiles.len() as u8).filter(|&t| c.tiles[usize::from(t)].always).collect();
                self.tiles_left.retain(|t| !always.contains(t));
                self.pool = always;
                let more = cities.saturating_sub(self.pool.len());
                self.push_seq(std::iter::repeat_n(Task::PoolTile, more).chain([Task::DealOut]));
            }
            Task::PoolTile => self.step = Step::Chance(Draw::Pool),
            Task::DealOut => {
                // ZG-VAR-3: an equal share each, from the first player; the rest is laid at random.
                let share = self.pool.len() / usize::from(self.players);
                let order = self.order();
                let deals: Vec<Task> = (0..share).flat_map(|_| order.iter().map(|&s| Task::Dealt(s))).collect();
                let lays: Vec<Task> = (0..share).flat_map(|_| order.iter().map(|&s| Task::Lay(s))).collect();
                let rest = (0..self.locs.len() as u8).map(Task::DealTile);
                self.push_seq(deals.into_iter().chain(lays).chain(rest));
            }
            Task::Dealt(seat) => self.step = Step::Chance(Draw::Dealt { seat }),
            Task::Lay(seat) => {
                if !self.to_lay[usize::from(seat)].is_empty() {
                    self.step = Step::Lay { seat };
                }
            }
            Task::QuickStarts => {
                let order = self.order();
                self.push_seq(order.into_iter().map(Task::QuickStart));
            }
            Task::QuickStart(seat) => {
                if (0..self.locs.len() as u8).any(|l| self.claimable(seat, l)) {
                    self.step = Step::Claim { seat };
                }
            }
            Task::Outfit(seat) => {
                // The factions are dealt before any start, so every seat has one here.
                if let Some(start) = self.faction(seat).map(|f| f.start) {
                    let p = &mut self.seats[usize::from(seat)];
                    p.food = start.food;
                    p.medicine = start.medicine;
                    let loc = self.base_of(seat);
                    let chars = (0..start.characters).map(|_| Task::DrawChar { seat, loc });
                    let cards = (0..start.action_cards).map(|_| Task::DrawCard { seat, deck: Deck::Action });
                    self.push_seq(chars.chain(cards));
                }
            }
            Task::DrawChar { seat, loc } if self.options.few_but_effective => {
                // ZG-VAR-7: a card of his choice from his pile; with none left, an action card.
                if self.piles[usize::from(seat)].iter().any(|&n| n > 0) {
                    self.step = Step::Enrol { seat, loc };
                } else {
                    self.refill(Deck::Action);
                    if self.deck_size(Deck::Action) > 0 {
                        self.step = Step::Pick { seat };
                    }
                }
            }
            Task::DrawChar { seat, loc } => {
                if self.char_deck.iter().sum::<u8>() == 0 {
                    self.char_deck = std::mem::take(&mut self.char_discard);
                }
                if self.char_deck.iter().sum::<u8>() > 0 {
                    self.step = Step::Chance(Draw::Character { seat, loc });
                }
            }
            Task::DrawCard { seat, deck } => {
                self.refill(deck);
                if self.deck_size(deck) > 0 {
                    self.step = Step::Chance(Draw::Card { seat, deck });
                }
            }
            Task::Round => self.start_round(events),
            Task::Announce(phase) => events.push(Event::PhaseStarted { phase }),
            Task::Recruits => {
                // ZG-GAP-13: a player with no characters draws one onto his Base.
                for seat in self.order().into_iter().rev() {
                    if self.alive(seat).next().is_none() {
                        let loc = self.base_of(seat);
                        self.todo.push(Task::DrawChar { seat, loc });
                    }
                }
            }
            Task::Income(seat) => self.income(seat, events),
            Task::Hunger(seat) => self.hunger(seat, events),
            Task::Moves(seat) => self.step = Step::Moves { seat },
            Task::DayFights => self.push_seq([Task::FactionFights, Task::ZombieFights]),
            Task::FactionFights => {
                // ZG-GAP-7: first the fights between factions, location by location.
                let fights: Vec<u8> = (0..self.locs.len() as u8).filter(|&l| self.duel_at(l).is_some()).collect();
                self.push_seq(fights.into_iter().map(Task::FactionFight));
            }
            Task::FactionFight(loc) => {
                if let Some((attacker, defender, holder)) = self.duel_at(loc) {
                    self.duel = Some(crate::rules::state::Duel {
                        loc,
                        attacker,
                        defender,
                        holder,
                        dice: Vec::new(),
                        weapons: [0, 0],
                    });
                    self.step = Step::Chance(Draw::DuelDie { loc });
                }
            }
            Task::ZombieFights => {
                // ZG-GAP-7: every neutral location with characters fights its zombie card.
                let fights: Vec<u8> = (0..self.locs.len() as u8)
                    .filter(|&l| {
                        let loc = &self.locs[usize::from(l)];
                        loc.holder.is_none() && !matches!(loc.place, Place::Base(_)) && self.occupant(l).is_some()
                    })
                    .collect();
                self.push_seq(fights.into_iter().map(Task::ZombieFight));
            }
            Task::ZombieFight(loc) => {
                if let Some(seat) = self.occupant(loc) {
                    self.refill_zombies();
                    self.fight = Some(FightCtx { seat, loc, night: false, zombies: 0, dice_left: 0, cards: 0 });
                    self.step = Step::Chance(Draw::Zombie { loc });
                }
            }
            Task::RecruitRoll { seat, loc } => self.step = Step::Chance(Draw::RecruitDie { seat, loc }),
            Task::CapCheck { seat, loc } => {
                // ZG-BUILD-4, ZG-GAP-19: a third full blockpost degrades another.
                let posts = self.blockposts(seat);
                if posts.len() > usize::from(c.costs.blockpost_cap) && posts.contains(&loc) {
                    self.step = Step::Degrade { seat, keep: loc };
                }
            }
            Task::Evening(sub, seat) => self.step = Step::Evening { seat, sub },
            Task::Flare(seat) => self.flare(seat, events),
            Task::Night => self.night_attacks(events),
            Task::Attacks(seat) => self.next_attack(seat),
            Task::Attack { loc, dice } => {
                if let Some(seat) = self.occupant(loc) {
                    self.fight = Some(FightCtx { seat, loc, night: true, zombies: 0, dice_left: dice, cards: 0 });
                    self.step = Step::Chance(Draw::NightDie { loc });
                }
            }
            Task::Retreats => {
                let lost = self.night.lost.clone();
                self.push_seq(lost.into_iter().map(Task::Retreat));
            }
            Task::Retreat(loc) => self.night_retreat(loc, events),
            Task::Infection => {
                // ZG-INF-1: a roll for every figure the disease left lying.
                for ch in (0..self.chars.len() as u8).rev() {
                    let x = &self.chars[usize::from(ch)];
                    if x.loc.is_some() && x.posture == Posture::Sick {
                        self.todo.push(Task::Infection2(ch));
                    }
                }
            }
            Task::Infection2(ch) => self.step = Step::Chance(Draw::Infection { ch }),
            Task::Labour => self.labour(events),
            Task::FirstPasses => {
                // ZG-WORK-2: the title passes counter-clockwise, to the player who acted last.
                self.first = (self.first + self.players - 1) % self.players;
                events.push(Event::FirstPlayer { seat: self.first });
            }
            Task::NightVp => self.night_vp(events),
            Task::EndCheck => self.end_check(events),
            Task::HandLimit(seat) => {
                let s = &self.seats[usize::from(seat)];
                if s.hand.iter().sum::<u8>() > c.numbers.hand_limit {
                    self.step = Step::Discard { seat };
                }
            }
        }
    }

    /// ZG-GAP-12: an empty deck is reshuffled from its discard pile.
    pub(crate) fn refill(&mut self, deck: Deck) {
        if self.deck_size(deck) == 0 {
            for card in crate::content::Card::ALL.into_iter().filter(|k| k.deck() == deck) {
                self.deck[card.index()] += std::mem::take(&mut self.discard[card.index()]);
            }
        }
    }

    /// The day's zombie deck, reshuffled from its discard pile when empty.
    pub(crate) fn refill_zombies(&mut self) {
        if self.zombie_deck.iter().all(|&n| n == 0) {
            self.zombie_deck = std::mem::take(&mut self.zombie_discard);
            self.zombie_discard = vec![0; self.zombie_deck.len()];
        }
    }

    fn start_round(&mut self, events: &mut Vec<Event>) {
        if let Some(limit) = self.round_limit
            && self.round >= limit
        {
            self.ended = Some(Ended { winners: Vec::new(), unfinished: true });
            self.step = Step::Over;
            events.push(Event::GameOver { winners: Vec::new(), unfinished: true });
            return;
        }
        self.round += 1;
        events.push(Event::RoundStarted { round: self.round });
        // The dead leave the table for good.
        self.chars.retain(|c| c.loc.is_some());
        for ch in &mut self.chars {
            ch.busy = false;
            ch.from = None;
        }
        for l in &mut self.locs {
            l.worked = false;
        }
        for s in &mut self.seats {
            s.traded = false;
            s.cures = 0;
        }
        self.night = Night { build_vp: vec![0; usize::from(self.players)], ..Night::default() };
        let t = self.round_tasks();
        self.push_seq(t);
    }

    /// The tasks of one round, from the Morning to the next round (ZG-GAP-4).
    pub(crate) fn round_tasks(&self) -> Vec<Task> {
        let order = self.order();
        let mut t = vec![Task::Announce(Phase::Morning), Task::Recruits];
        t.extend(order.iter().map(|&s| Task::Income(s)));
        t.extend(order.iter().map(|&s| Task::Hunger(s)));
        t.push(Task::Announce(Phase::Movement));
        t.extend(order.iter().map(|&s| Task::Moves(s)));
        t.push(Task::Announce(Phase::DayFights));
        t.push(Task::DayFights);
        t.push(Task::Announce(Phase::Building));
        t.extend(order.iter().map(|&s| Task::Evening(Sub::Building, s)));
        t.push(Task::Announce(Phase::Sabotage));
        t.extend(order.iter().map(|&s| Task::Evening(Sub::Sabotage, s)));
        t.push(Task::Announce(Phase::Cures));
        t.extend(order.iter().map(|&s| Task::Evening(Sub::Cures, s)));
        t.push(Task::Announce(Phase::FlareUp));
        t.extend(order.iter().map(|&s| Task::Flare(s)));
        t.push(Task::Announce(Phase::NightAttack));
        t.push(Task::Night);
        t.push(Task::Retreats);
        t.push(Task::Announce(Phase::Infection));
        t.push(Task::Infection);
        t.push(Task::Announce(Phase::Labour));
        t.push(Task::Labour);
        t.push(Task::FirstPasses);
        t.push(Task::Announce(Phase::NightVp));
        t.push(Task::NightVp);
        t.push(Task::EndCheck);
        // ZG-GAP-12: the hand limit, at the end of the Night.
        t.extend(order.iter().map(|&s| Task::HandLimit(s)));
        t.push(Task::Round);
        t
    }

    /// ZG-GAP-5 (2), ZG-CTX-2: each held location pays its income.
    fn income(&mut self, seat: u8, events: &mut Vec<Event>) {
        let held: Vec<u8> =
            (0..self.locs.len() as u8).filter(|&l| self.locs[usize::from(l)].holder == Some(seat)).collect();
        self.pay(seat, &held, events);
    }

    /// The income of `locs` to `seat` (ZG-CTX-2).
    pub(crate) fn pay(&mut self, seat: u8, locs: &[u8], events: &mut Vec<Event>) {
        let c = content();
        let (mut food, mut medicine) = (0u8, 0u8);
        let mut draws = Vec::new();
        for &loc in locs {
            let income = match self.locs[usize::from(loc)].place {
                Place::Street => c.street_income,
                Place::Base(_) => c.base_income,
                Place::City(Some(t)) => c.tiles[usize::from(t)].income,
                Place::City(None) => continue,
            };
            match income {
                Income::Food => food += 1,
                Income::Medicine => medicine += 1,
                Income::Action => draws.push(Task::DrawCard { seat, deck: Deck::Action }),
                Income::Weapon => draws.push(Task::DrawCard { seat, deck: Deck::Weapon }),
            }
        }
        let p = &mut self.seats[usize::from(seat)];
        p.food = (p.food + food).min(c.numbers.max_food);
        p.medicine = (p.medicine + medicine).min(c.numbers.max_medicine);
        events.push(Event::Income { seat, food, medicine });
        self.push_seq(draws);
    }

    /// ZG-GAP-5 (3): one food a character; the unfed lay standing figures down.
    fn hunger(&mut self, seat: u8, events: &mut Vec<Event>) {
        let need = self.alive(seat).count() as u8;
        let p = &mut self.seats[usize::from(seat)];
        let eaten = need.min(p.food);
        p.food -= eaten;
        let unfed = need - eaten;
        events.push(Event::Hunger { seat, eaten, unfed });
        let standing: Vec<u8> = self.alive(seat).filter(|(_, c)| c.standing()).map(|(i, _)| i).collect();
        if unfed == 0 || standing.is_empty() {
            return;
        }
        if usize::from(unfed) >= standing.len() {
            for ch in standing {
                self.lie(ch, Posture::Hungry, events);
            }
        } else {
            self.step = Step::Hunger { seat, left: unfed };
        }
    }

    pub(crate) fn lie(&mut self, ch: u8, posture: Posture, events: &mut Vec<Event>) {
        let x = &mut self.chars[usize::from(ch)];
        x.posture = posture;
        events.push(Event::LaidDown { who: x.who(), loc: x.loc.unwrap_or(0), posture });
    }

    /// ZG-DIS-1/2: every figure lies down, the leader stands up.
    fn flare(&mut self, seat: u8, _events: &mut Vec<Event>) {
        let mine: Vec<u8> = self.alive(seat).map(|(i, _)| i).collect();
        for ch in mine {
            if self.chars[usize::from(ch)].kind == CharKind::Leader {
                // ZG-GAP-9: the leader stands up free.
                self.chars[usize::from(ch)].posture = Posture::Standing;
            } else {
                self.chars[usize::from(ch)].posture = Posture::Sick;
            }
        }
        self.step = Step::Flare { seat };
    }
}
