//! The players' phase (RM-PLAYER): listing and applying survivors'
//! actions, inventory windows, search, doors, objectives, helicopter.

use super::RueMorgue;
use super::action::{Action, BOTH_HANDS};
use super::event::Event;
use super::state::{HELI_SEATS, NONE, Slot, Step, WindowKind, flag};
use crate::content::ZombieKind;
use crate::map::{LinkKind, MAX_ZONES, iter_mask};
use crate::mission::{Color, ZoneKind};
use crate::skills::{self, ActionKind};
use horde_core::{Decision, Illegal, Seat};

type Sink<'a> = &'a mut dyn FnMut(Action) -> bool;

macro_rules! emit {
    ($f:expr, $a:expr) => {
        if $f($a) {
            return;
        }
    };
}

impl RueMorgue {
    /// The weapon card in hand `h` and its profile.
    fn hand(&self, surv: u8, h: u8) -> Option<(u8, Slot)> {
        let slot = self.s.survivors[surv as usize].slots[super::action::slot_of_hand(h)?];
        slot.item().map(|c| (c, slot))
    }

    /// Slots a Reload reaches (RM-RELOAD-4): the hands, or the whole
    /// inventory, all "in hand" with Tactical vest (RM-SKILL-64).
    fn reloadable_slots(&self, a: u8) -> usize {
        let s = &self.s.survivors[a as usize];
        if s.skills.has(skills::Skill::TACTICAL_VEST) { s.slot_count() } else { 2 }
    }

    /// Both hands hold the same Dual weapon, ready (RM-COMBAT-2).
    fn dual_pair(&self, surv: u8, melee: bool) -> Option<u8> {
        let (c0, s0) = self.hand(surv, 0)?;
        let (c1, s1) = self.hand(surv, 1)?;
        let p = if melee { self.st.melee(c0) } else { self.st.ranged(c0) }?;
        let dual = p.dual || skills::treats_as_dual(self.s.survivors[surv as usize].skills, melee);
        (c0 == c1 && dual && !s0.spent() && !s1.spent()).then_some(c0)
    }

    /// Hold your nose's free search is still there (RM-SKILL-42): it may
    /// be used in any zone.
    fn nose_search(&self, surv: u8) -> bool {
        let s = &self.s.survivors[surv as usize];
        let pool = skills::pools_for(ActionKind::Search)[0];
        s.flags & flag::NOSE_GRANTED != 0 && s.free[pool] > 0
    }

    /// The rest of `seat`'s turn given up: the active survivor ends his
    /// activation (RM-NOTHING-1), then each of the seat's survivors still
    /// to act is activated (RM-TURN-2) and ends it at once; the last of
    /// them is activated by the engine, as the only one left. Empty unless
    /// the seat is choosing what its survivors do.
    pub(crate) fn pass_turn(&self, seat: Seat) -> Vec<Action> {
        if self.current_decision() != Decision::Seat(seat) {
            return Vec::new();
        }
        let mut legal = Vec::new();
        self.for_each_legal(&mut |a| {
            legal.push(a);
            false
        });
        let a = self.s.active;
        let mut out = Vec::new();
        if a != NONE {
            if !legal.contains(&Action::DoNothing) {
                return Vec::new();
            }
            out.push(Action::DoNothing);
        } else if !legal.iter().any(|x| matches!(x, Action::Activate(_))) {
            return Vec::new();
        }
        let waiting: Vec<u8> = (0..self.s.n_surv)
            .filter(|&i| {
                let s = &self.s.survivors[i as usize];
                i != a && self.owner(i) == seat.0 && s.alive() && s.flags & flag::DONE == 0
            })
            .collect();
        if let Some((_, first)) = waiting.split_last() {
            for &i in first {
                out.extend([Action::Activate(i), Action::DoNothing]);
            }
            out.push(Action::DoNothing);
        }
        out
    }

    /// What a move costs `a` now, in actions: one, plus one for each
    /// zombie in the zone he leaves (RM-MOVE-4/5; skills may waive them),
    /// or nothing when a kill has granted him a free move (RM-SKILL-25/26).
    pub(crate) fn move_cost(&self, a: u8) -> u8 {
        let s = &self.s.survivors[a as usize];
        if s.free[skills::KILL_MOVE_POOL] > 0 { 0 } else { 1 + skills::leave_cost(s.skills, self.zombies_in(s.zone)) }
    }

    /// Whether `zone` holds something `attacker` may attack: a zombie or
    /// a rival survivor (RM-COMBAT-4, RM-MACT-1, RM-RANGED-1). Teammates
    /// are hit only beside zombies, "stuck in melee" (RM-FF-1), so a zone
    /// holding teammates alone is no target.
    pub(crate) fn has_targets(&self, zone: u8, attacker: u8) -> bool {
        self.zombies_in(zone) > 0 || self.rival_in(attacker, zone)
    }

    fn heli_here(&self, surv: u8) -> bool {
        let s = &self.s.survivors[surv as usize];
        let h = &self.s.heli;
        h.zone != crate::map::NO_ZONE && (s.aboard != NONE || (!h.flying && h.zone == s.zone))
    }

    /// The survivors' actions, emitted in the order of `Action` wherever
    /// the rules allow it, so that the legal list needs no sort (see
    /// `legal_actions`): every block below comes in the order of the
    /// variants it emits.
    pub(crate) fn gen_players(&self, f: Sink) {
        self.gen_seat_actions(f, true);
    }

    /// The survivors' actions without the discards of RM-INV-4 (which
    /// [`RueMorgue::discards`] lists on their own): a random draw reaches a
    /// discard by its index, so it never needs the discards listed.
    pub(crate) fn gen_players_but_discards(&self, f: Sink) {
        self.gen_seat_actions(f, false);
    }

    fn gen_seat_actions(&self, f: Sink, with_discards: bool) {
        let seat = self.current_seat();
        let a = self.s.active;
        if a == NONE {
            for i in 0..self.s.n_surv {
                let s = &self.s.survivors[i as usize];
                if self.owner(i) == seat && s.alive() && s.flags & flag::DONE == 0 {
                    emit!(f, Action::Activate(i));
                }
            }
            if with_discards {
                self.gen_discards(f);
            }
            return;
        }
        let s = self.s.survivors[a as usize];
        let map = self.st.map();
        let z = s.zone;
        let flying = self.in_flight(a);
        let aboard = s.aboard != NONE;
        let zombies = self.zombies_in(z);
        let one = self.can_pay(a, ActionKind::Other, 1);

        if !aboard {
            let cost = self.move_cost(a);
            if cost == 0 || self.can_pay(a, ActionKind::Move, cost) {
                let reach = self.move_reach(a);
                for t in iter_mask(reach) {
                    emit!(f, Action::Move(t));
                }
            }
            // RM-SEARCH-1/3.
            if s.flags & flag::SEARCHED == 0
                && self.can_pay(a, ActionKind::Search, 1)
                && zombies == 0
                && (self.searchable(z) || skills::search_anywhere(s.skills) || self.nose_search(a))
                && self.can_draw_equipment()
            {
                emit!(f, Action::Search);
            }
            // RM-DOOR-1: a door-opening weapon in hand.
            for (d, door) in map.doors.iter().enumerate() {
                if self.can_pay(a, ActionKind::Door, 1)
                    && (door.a == z || door.b == z)
                    && self.s.open_doors & (1 << d) == 0
                    && self.door_unlocked(door.color)
                    && !map.zone(door.a).wreck
                    && !map.zone(door.b).wreck
                {
                    // One action per distinct card: the same card in two
                    // slots opens the door the same way.
                    let mut seen = 0u64;
                    for h in 0..2u8 {
                        if let Some((c, _)) = self.hand(a, h)
                            && self.st.eq(c).opens_doors.is_some()
                            && seen & (1 << c) == 0
                        {
                            seen |= 1 << c;
                            emit!(f, Action::OpenDoor { door: d as u8, hand: h });
                        }
                    }
                    // Break-in (RM-SKILL-32): no item needed ("both hands"
                    // stands for bare hands here).
                    if skills::opens_doors_bare_handed(s.skills) {
                        emit!(f, Action::OpenDoor { door: d as u8, hand: BOTH_HANDS });
                    }
                }
            }
        }
        if one {
            // Inventory: paid rearrangement and trade.
            let distinct = s.inventory().iter().filter(|x| !x.is_empty()).count();
            if distinct >= 1 && s.has_free_slot() || has_two_different(s.inventory()) {
                emit!(f, Action::Rearrange);
            }
            for o in 0..self.s.n_surv {
                if o != a && self.can_trade(a, o) {
                    emit!(f, Action::Trade(o));
                }
            }
        }
        if !flying {
            self.gen_combat(a, f);
            if one && s.slots[..self.reloadable_slots(a)].iter().any(|x| x.spent()) {
                emit!(f, Action::Reload);
            }
        }
        if !aboard && one && map.zone(z).objective.is_some() && self.s.objectives_taken & (1 << z) == 0 {
            emit!(f, Action::TakeObjective);
        }
        if !flying && one {
            emit!(f, Action::MakeNoise);
        }
        if one {
            self.gen_heli(a, f);
        }
        emit!(f, Action::DoNothing);
        // RM-INV-4: the seat may discard its survivors' cards whenever it
        // is to act.
        if with_discards {
            self.gen_discards(f);
        }
        // Free: combine (RM-COMBO-2).
        self.gen_combine(a, f);
        let mut stop = false;
        self.gen_skill_actions(a, &mut |x| {
            stop = f(x);
            stop
        });
        if stop {
            return;
        }
        self.gen_team_actions(a, f);
    }

    /// RM-INV-4: every card of the seat's living survivors may be discarded.
    fn gen_discards(&self, f: Sink) {
        for a in self.discards() {
            emit!(f, a);
        }
    }

    /// RM-INV-4's discards in ascending order: every card of the seat's
    /// living survivors.
    pub(crate) fn discards(&self) -> impl Iterator<Item = Action> + '_ {
        let seat = self.current_seat();
        (0..self.s.n_surv)
            .filter(move |&i| self.owner(i) == seat && self.s.survivors[i as usize].alive())
            .flat_map(move |i| self.s.survivors[i as usize].items().map(move |(k, _)| Action::Discard(i, k as u8)))
    }

    /// How many zones one Move action may cover: one, or more with
    /// movement skills (Sprint once a turn).
    fn move_zones(&self, a: u8) -> u8 {
        let s = &self.s.survivors[a as usize];
        let zones = skills::zones_per_move(s.skills);
        if s.flags & flag::SPRINTED == 0 { zones.max(skills::sprint_zones(s.skills)) } else { zones }
    }

    /// Zones one Move action reaches, with the distance of each, never
    /// past a zone holding zombies (RM-MOVE-6).
    fn move_distances(&self, a: u8) -> [u8; MAX_ZONES] {
        self.distances_within(a, self.move_zones(a))
    }

    /// Zones a move of up to `zones` zones reaches, with their distances.
    pub(crate) fn distances_within(&self, a: u8, zones: u8) -> [u8; MAX_ZONES] {
        let mut dist = [u8::MAX; MAX_ZONES];
        dist[self.s.survivors[a as usize].zone as usize] = 0;
        self.walk_within(a, zones, |z, d| dist[z as usize] = d);
        dist
    }

    /// The zones one Move action reaches, as a mask: the listing needs
    /// no distances, only the search's own record of what it reached.
    fn move_reach(&self, a: u8) -> u64 {
        self.walk_within(a, self.move_zones(a), |_, _| {})
    }

    /// Breadth-first from survivor `a`'s zone over up to `zones` steps,
    /// never leaving a zone that holds zombies (RM-MOVE-6) other than the
    /// start: `reached(zone, distance)` once per zone reached, nearest
    /// first; returns those zones as a mask.
    fn walk_within(&self, a: u8, zones: u8, mut reached: impl FnMut(u8, u8)) -> u64 {
        let start = self.s.survivors[a as usize].zone;
        let map = self.st.map();
        let mut seen = 1u64 << start;
        let mut frontier = seen;
        for d in 1..=zones {
            let mut next = 0u64;
            for z in iter_mask(frontier) {
                if z != start && self.zombies_in(z) > 0 {
                    continue;
                }
                for l in &map.links[z as usize] {
                    if seen & (1 << l.to) == 0 && map.walkable(z, l.to, self.s.open_doors) {
                        reached(l.to, d);
                        seen |= 1 << l.to;
                        next |= 1 << l.to;
                    }
                }
            }
            if next == 0 {
                break;
            }
            frontier = next;
        }
        seen & !(1 << start)
    }

    fn can_trade(&self, a: u8, o: u8) -> bool {
        let (sa, so) = (&self.s.survivors[a as usize], &self.s.survivors[o as usize]);
        if !so.alive() || sa.zone != so.zone {
            return false;
        }
        // A flying helicopter is isolated from the board (RM-HELI-12).
        if self.in_flight(a) != self.in_flight(o) {
            return false;
        }
        if self.rivals(a, o) {
            // A rival only receives (see `rivals`).
            return sa.has_equipment() && so.has_free_slot();
        }
        sa.has_equipment() || so.has_equipment()
    }

    fn gen_combine(&self, a: u8, f: Sink) {
        let s = &self.s.survivors[a as usize];
        let sp = self.st.specials;
        let n = s.slot_count();
        for i in 0..n {
            for j in i + 1..n {
                let (x, y) = (s.slots[i].item(), s.slots[j].item());
                let (Some(x), Some(y)) = (x, y) else { continue };
                let pair = |p: u8, q: u8| (x == p && y == q) || (x == q && y == p);
                if (pair(sp.bottle, sp.gasoline) && self.s.molotovs > 0) || pair(sp.rifle, sp.scope) {
                    emit!(f, Action::Combine(i as u8, j as u8));
                }
            }
        }
    }

    fn gen_combat(&self, a: u8, f: Sink) {
        let s = &self.s.survivors[a as usize];
        let z = s.zone;
        let map = self.st.map();
        // Melee (RM-MACT-1): targets in the survivor's own zone.
        if self.has_targets(z, a) && self.can_pay(a, ActionKind::Melee, 1) {
            let mut seen = 0u64;
            for &h in skills::usable_hands(s.skills) {
                if let Some((c, _)) = self.hand(a, h)
                    && self.st.melee(c).is_some()
                    && seen & (1 << c) == 0
                {
                    seen |= 1 << c;
                    emit!(f, Action::Melee { hand: h });
                }
            }
            if self.dual_pair(a, true).is_some() {
                emit!(f, Action::Melee { hand: BOTH_HANDS });
            }
        }
        // Ranged (RM-RANGED-1/3/4): a zone in sight within range.
        let mut sight = [u8::MAX; MAX_ZONES];
        let mut have_sight = false;
        let mut seen = 0u64;
        if !self.can_pay(a, ActionKind::Ranged, 1) {
            return;
        }
        for &h in skills::usable_hands(s.skills).iter().chain(&[BOTH_HANDS]) {
            let card = if h == BOTH_HANDS {
                match self.dual_pair(a, false) {
                    Some(c) => c,
                    None => continue,
                }
            } else {
                match self.hand(a, h) {
                    Some((c, slot)) if !slot.spent() && self.st.ranged(c).is_some() && seen & (1 << c) == 0 => {
                        seen |= 1 << c;
                        c
                    }
                    _ => continue,
                }
            };
            let Some(p) = self.st.ranged(card) else { continue };
            if !have_sight {
                map.sight(z, self.s.open_doors, &mut sight);
                have_sight = true;
            }
            let max = skills::range_max(s.skills, p.range_max);
            for (t, &d) in sight.iter().enumerate().take(map.zone_count()) {
                if d != u8::MAX && d >= p.range_min && d <= max && self.has_targets(t as u8, a) {
                    emit!(f, Action::Ranged { hand: h, zone: t as u8 });
                }
            }
        }
    }

    fn gen_heli(&self, a: u8, f: Sink) {
        let h = self.s.heli;
        if h.zone == crate::map::NO_ZONE {
            return;
        }
        let s = &self.s.survivors[a as usize];
        let map = self.st.map();
        if s.aboard == NONE {
            // RM-HELI-3: board a landed helicopter in a zombie-free zone.
            if !h.flying && h.zone == s.zone && self.zombies_in(s.zone) == 0 {
                for seat in 0..HELI_SEATS as u8 {
                    if h.seats[seat as usize] == NONE {
                        emit!(f, Action::Board(seat));
                    }
                }
            }
        } else {
            let zk = map.zone(h.zone);
            // RM-HELI-4: out of a landed one freely; out of a flying one
            // only a Paratrooper, into a street zone.
            // RM-HELI-9: a flying pilot keeps his seat, even a Paratrooper.
            if !h.flying || (s.aboard != 0 && skills::paratrooper(s.skills) && zk.kind == ZoneKind::Street && !zk.wreck)
            {
                emit!(f, Action::ExitHelicopter);
            }
            // RM-HELI-5: a flying pilot keeps his seat.
            if !(s.aboard == 0 && h.flying) {
                for seat in 0..HELI_SEATS as u8 {
                    if h.seats[seat as usize] == NONE {
                        emit!(f, Action::ChangeSeat(seat));
                    }
                }
            }
            if s.aboard == 0 && skills::can_pilot(s.skills) {
                if !h.flying && h.can_fly && zk.landing && self.heli_fuelled() {
                    emit!(f, Action::TakeOff);
                }
                if h.flying {
                    if zk.landing && !zk.wreck {
                        emit!(f, Action::Land);
                    }
                    // RM-HELI-10: one or two zones, walls ignored.
                    let mut reach = 0u64;
                    for n1 in map.fly_neighbours(h.zone) {
                        reach |= 1 << n1;
                        for n2 in map.fly_neighbours(n1) {
                            reach |= 1 << n2;
                        }
                    }
                    reach &= !(1 << h.zone);
                    for t in iter_mask(reach) {
                        emit!(f, Action::Fly(t));
                    }
                }
            }
        }
        if self.heli_here(a) {
            if s.has_equipment() && h.items.iter().any(|x| x.is_empty()) {
                emit!(f, Action::StoreItems);
            }
            if h.items.iter().any(|x| !x.is_empty()) {
                emit!(f, Action::TakeItems);
            }
        }
    }

    pub(crate) fn gen_window(&self, kind: WindowKind, a: u8, b: u8, f: Sink) {
        let sa = &self.s.survivors[a as usize];
        // Any arrangement is reachable within the cap, so stopping there
        // takes no choice away and keeps every window finite.
        let sb = self.s.survivors.get(b as usize);
        let more = self.s.window_moves < window_cap(kind, sa.slot_count(), sb.map_or(0, |s| s.slot_count()));
        let swaps = |slots: &[Slot], f: Sink, mk: fn(u8, u8) -> Action| -> bool {
            for i in 0..slots.len() {
                for j in i + 1..slots.len() {
                    if slots[i] != slots[j] && f(mk(i as u8, j as u8)) {
                        return true;
                    }
                }
            }
            false
        };
        match kind {
            WindowKind::Rearrange => {
                if more && swaps(sa.inventory(), f, Action::Swap) {
                    return;
                }
            }
            WindowKind::Trade if !more => {}
            WindowKind::Trade => {
                let sb = &self.s.survivors[b as usize];
                let rival = self.rivals(a, b);
                if swaps(sa.inventory(), f, Action::Swap) || (!rival && swaps(sb.inventory(), f, Action::SwapOther)) {
                    return;
                }
                // RM-TRADE-2/4: any cards, but never wound cards.
                for i in 0..sa.slot_count() {
                    for j in 0..sb.slot_count() {
                        let (x, y) = (sa.slots[i], sb.slots[j]);
                        if x != y && !x.is_wound() && !y.is_wound() && (!rival || y.is_empty()) {
                            emit!(f, Action::Exchange(i as u8, j as u8));
                        }
                    }
                }
            }
            WindowKind::Store => {
                if self.s.heli.items.iter().any(|x| x.is_empty()) {
                    for (i, _) in sa.items() {
                        emit!(f, Action::Store(i as u8));
                    }
                }
            }
            WindowKind::Take => {
                if sa.has_free_slot() {
                    for (k, it) in self.s.heli.items.iter().enumerate() {
                        if !it.is_empty() {
                            emit!(f, Action::Take(k as u8));
                        }
                    }
                }
            }
        }
        for (i, _) in sa.items() {
            emit!(f, Action::Discard(a, i as u8));
        }
        f(Action::Done);
    }

    pub(crate) fn apply_window(&mut self, kind: WindowKind, a: u8, b: u8, act: Action, ev: &mut Vec<Event>) {
        let _ = kind;
        match act {
            Action::Swap(i, j) => {
                self.s.window_moves = self.s.window_moves.saturating_add(1);
                self.s.survivors[a as usize].slots.swap(i as usize, j as usize);
            }
            Action::SwapOther(i, j) => {
                self.s.window_moves = self.s.window_moves.saturating_add(1);
                self.s.survivors[b as usize].slots.swap(i as usize, j as usize);
            }
            Action::Exchange(i, j) => {
                self.s.window_moves = self.s.window_moves.saturating_add(1);
                let x = self.s.survivors[a as usize].slots[i as usize];
                let y = self.s.survivors[b as usize].slots[j as usize];
                self.s.survivors[a as usize].slots[i as usize] = y;
                self.s.survivors[b as usize].slots[j as usize] = x;
            }
            Action::Store(i) => {
                let slot = self.s.survivors[a as usize].slots[i as usize];
                if let Some(k) = self.s.heli.items.iter().position(|x| x.is_empty()) {
                    self.s.heli.items[k] = slot;
                    self.s.survivors[a as usize].slots[i as usize] = Slot::EMPTY;
                    ev.push(Event::ItemsStored { survivor: a, card: slot.item().unwrap_or(0) });
                }
            }
            Action::Take(k) => {
                let it = self.s.heli.items[k as usize];
                if let Some(i) = self.s.survivors[a as usize].first_free_slot() {
                    self.s.survivors[a as usize].slots[i] = it;
                    self.s.heli.items[k as usize] = Slot::EMPTY;
                    ev.push(Event::ItemsTaken { survivor: a, card: it.item().unwrap_or(0) });
                }
            }
            Action::Discard(x, i) => self.discard_slot(x, i, ev),
            Action::Done => {
                self.s.window_moves = 0;
                self.s.stack.pop();
            }
            _ => {}
        }
    }

    fn discard_slot(&mut self, surv: u8, i: u8, ev: &mut Vec<Event>) {
        if let Some(c) = self.s.survivors[surv as usize].slots[i as usize].item() {
            self.s.survivors[surv as usize].slots[i as usize] = Slot::EMPTY;
            self.discard_card(c);
            ev.push(Event::CardDiscarded { survivor: surv, card: c });
        }
    }

    pub(crate) fn can_draw_equipment(&self) -> bool {
        self.s.eq_deck.iter().any(|&n| n > 0)
            || self.s.eq_discard.iter().enumerate().any(|(i, &n)| n > 0 && !self.st.set_aside(i as u8))
    }

    /// RM-SEARCH-6: the discards become the deck, set-aside cards excepted.
    pub(crate) fn reshuffle_equipment(&mut self, ev: &mut Vec<Event>) {
        for i in 0..self.s.eq_discard.len() {
            if !self.st.set_aside(i as u8) {
                self.s.eq_deck[i] += self.s.eq_discard[i];
                self.s.eq_discard[i] = 0;
            }
        }
        ev.push(Event::DeckReshuffled { zombie: false });
    }

    pub(crate) fn apply_search_draw(&mut self, surv: u8, act: Action, ev: &mut Vec<Event>) {
        let Action::DrawEquipment(c) = act else { return };
        self.s.stack.pop();
        self.s.eq_deck[c as usize] -= 1;
        ev.push(Event::Searched { survivor: surv, card: Some(c) });
        if c == self.st.specials.aaahh && !self.fate_offered(surv) {
            self.aaahh(surv, ev);
        } else {
            // With Fate at hand even "Aaahh!" waits for the seat's word.
            self.s.stack.push(Step::PlaceCard { surv, card: c });
        }
    }

    /// "Aaahh!": a walker appears where the survivor searched, and the card
    /// is discarded (RM-PREV-2; see the rulings).
    pub(crate) fn aaahh(&mut self, surv: u8, ev: &mut Vec<Event>) {
        let zone = self.s.survivors[surv as usize].zone;
        ev.push(Event::Aaahh { survivor: surv, zone });
        self.s.eq_discard[self.st.specials.aaahh as usize] += 1;
        let out = self.place(zone, ZombieKind::Walker, 1, ev);
        self.push_runouts(out, ev);
    }

    pub(crate) fn apply_place(&mut self, surv: u8, card: u8, act: Action, ev: &mut Vec<Event>) {
        self.s.stack.pop();
        if card == self.st.specials.aaahh {
            // Fate declined: the card acts.
            self.aaahh(surv, ev);
            return;
        }
        match act {
            Action::Keep(i) => {
                self.discard_slot(surv, i, ev);
                self.s.survivors[surv as usize].slots[i as usize] = Slot::card(card);
                ev.push(Event::CardKept { survivor: surv, card, slot: i });
                // RM-SEARCH-4: a free rearrangement after the search.
                if self.s.survivors[surv as usize].slots.iter().filter(|x| !x.is_empty()).count() >= 2 {
                    self.s.stack.push(Step::Window { kind: WindowKind::Rearrange, a: surv, b: NONE });
                }
            }
            _ => {
                self.s.eq_discard[card as usize] += 1;
                ev.push(Event::CardDiscarded { survivor: surv, card });
            }
        }
    }

    pub(crate) fn apply_players(&mut self, act: Action, ev: &mut Vec<Event>) {
        match act {
            Action::Activate(s) => {
                self.activate(s, ev);
                return;
            }
            Action::Discard(s, i) => {
                self.discard_slot(s, i, ev);
                return;
            }
            _ => {}
        }
        let a = self.s.active;
        if a == NONE {
            return;
        }
        let z = self.s.survivors[a as usize].zone;
        let kind = match act {
            Action::Move(_) => ActionKind::Move,
            Action::Search => ActionKind::Search,
            Action::OpenDoor { .. } => ActionKind::Door,
            Action::Melee { .. } => ActionKind::Melee,
            Action::Ranged { .. } => ActionKind::Ranged,
            _ => ActionKind::Other,
        };
        let pay = |g: &mut Self, n: u8| g.pay(a, kind, n);
        // Hit & run and Blitz's move is taken at once or lost (RM-SKILL-25/26).
        let kill_move = std::mem::take(&mut self.s.survivors[a as usize].free[skills::KILL_MOVE_POOL]);
        match act {
            Action::Move(to) => {
                if kill_move == 0 {
                    let cost = self.move_cost(a);
                    pay(self, cost);
                }
                if self.move_distances(a)[to as usize] > skills::zones_per_move(self.s.survivors[a as usize].skills) {
                    self.s.survivors[a as usize].flags |= flag::SPRINTED;
                }
                self.s.survivors[a as usize].zone = to;
                ev.push(Event::Moved { survivor: a, from: z, to });
                self.entered(a, to, ev);
            }
            Action::Search => {
                pay(self, 1);
                self.s.survivors[a as usize].flags |= flag::SEARCHED;
                // RM-SEARCH-7: one draw per card (Search: +1 card, RM-SKILL-57).
                for _ in 0..skills::search_cards(self.s.survivors[a as usize].skills) {
                    self.s.stack.push(Step::SearchDraw { surv: a });
                }
            }
            Action::OpenDoor { door, hand } => {
                pay(self, 1);
                self.open_door(a, door, hand, ev);
            }
            Action::Rearrange => {
                pay(self, 1);
                self.s.stack.push(Step::Window { kind: WindowKind::Rearrange, a, b: NONE });
            }
            Action::Trade(o) => {
                pay(self, 1);
                self.s.stack.push(Step::Window { kind: WindowKind::Trade, a, b: o });
            }
            Action::Melee { hand } => {
                pay(self, 1);
                self.start_attack(a, hand, z, false, ev);
            }
            Action::Ranged { hand, zone } => {
                pay(self, 1);
                self.start_attack(a, hand, zone, true, ev);
            }
            Action::Reload => {
                pay(self, 1);
                // RM-RELOAD-4: both hands for one action.
                for h in 0..self.reloadable_slots(a) {
                    let slot = &mut self.s.survivors[a as usize].slots[h];
                    *slot = slot.with_spent(false);
                }
                ev.push(Event::Reloaded { survivor: a });
            }
            Action::TakeObjective => {
                pay(self, 1);
                self.take_objective(a, z, ev);
            }
            Action::MakeNoise => {
                pay(self, 1);
                self.stir(a);
                self.add_noise(z, ev);
            }
            Action::Board(seat) => {
                pay(self, 1);
                self.s.heli.seats[seat as usize] = a;
                self.s.survivors[a as usize].aboard = seat;
                ev.push(Event::BoardedHelicopter { survivor: a, seat });
            }
            Action::ExitHelicopter => {
                pay(self, 1);
                let seat = self.s.survivors[a as usize].aboard;
                self.s.heli.seats[seat as usize] = NONE;
                self.s.survivors[a as usize].aboard = NONE;
                let zone = self.s.heli.zone;
                self.s.survivors[a as usize].zone = zone;
                ev.push(Event::LeftHelicopter { survivor: a, zone });
                self.entered(a, zone, ev);
            }
            Action::ChangeSeat(seat) => {
                pay(self, 1);
                let old = self.s.survivors[a as usize].aboard;
                self.s.heli.seats[old as usize] = NONE;
                self.s.heli.seats[seat as usize] = a;
                self.s.survivors[a as usize].aboard = seat;
                ev.push(Event::BoardedHelicopter { survivor: a, seat });
            }
            Action::TakeOff => {
                pay(self, 1);
                self.stir(a);
                self.s.heli.flying = true;
                ev.push(Event::HelicopterTookOff { zone: self.s.heli.zone });
            }
            Action::Land => {
                pay(self, 1);
                self.stir(a);
                self.s.heli.flying = false;
                ev.push(Event::HelicopterLanded { zone: self.s.heli.zone });
            }
            Action::Fly(to) => {
                pay(self, 1);
                self.stir(a);
                let from = self.s.heli.zone;
                self.s.heli.zone = to;
                for seat in self.s.heli.seats {
                    if seat != NONE {
                        self.s.survivors[seat as usize].zone = to;
                    }
                }
                ev.push(Event::HelicopterFlew { from, to });
            }
            Action::StoreItems => {
                pay(self, 1);
                self.s.stack.push(Step::Window { kind: WindowKind::Store, a, b: NONE });
            }
            Action::TakeItems => {
                pay(self, 1);
                self.s.stack.push(Step::Window { kind: WindowKind::Take, a, b: NONE });
            }
            Action::DoNothing => {
                self.end_activation(ev);
                return;
            }
            Action::Combine(i, j) => self.combine(a, i, j, ev),
            Action::UseSkill { skill, target } => self.apply_skill_action(a, skills::Skill(skill), target, ev),
            Action::TeamAction { card_mode, zone } => self.declare_team_action(a, card_mode, zone, ev),
            _ => {}
        }
        self.after_player_action(ev);
    }

    fn combine(&mut self, a: u8, i: u8, j: u8, ev: &mut Vec<Event>) {
        let sp = self.st.specials;
        let s = &self.s.survivors[a as usize];
        let (x, y) = (s.slots[i as usize].item(), s.slots[j as usize].item());
        let result = if x == Some(sp.rifle) || x == Some(sp.scope) {
            // RM-SNIPER-1: the Scope is laid on the Rifle; no card is spent.
            sp.sniper_rifle
        } else {
            // RM-MOLOTOV-1: Bottle and Gasoline are discarded.
            self.s.eq_discard[sp.bottle as usize] += 1;
            self.s.eq_discard[sp.gasoline as usize] += 1;
            self.s.molotovs -= 1;
            sp.molotov
        };
        let _ = y;
        // 2 cocktails are better than 1 (RM-SKILL-21): a second Molotov,
        // while one is set aside, into the slot the Gasoline leaves.
        let second =
            result == sp.molotov && self.s.molotovs > 0 && skills::two_cocktails(self.s.survivors[a as usize].skills);
        let sv = &mut self.s.survivors[a as usize];
        sv.slots[i as usize] = Slot::card(result);
        sv.slots[j as usize] = if second { Slot::card(result) } else { Slot::EMPTY };
        ev.push(Event::Combined { survivor: a, result });
        if second {
            self.s.molotovs -= 1;
            ev.push(Event::Combined { survivor: a, result });
        }
        // RM-COMBO-3: free rearrangement afterwards.
        self.s.stack.push(Step::Window { kind: WindowKind::Rearrange, a, b: NONE });
    }

    /// RM-EVENT-2: a survivor ending an action in a building or corridor
    /// zone of an unflipped event tile sets its zombies loose.
    fn after_player_action(&mut self, ev: &mut Vec<Event>) {
        let a = self.s.active;
        if a == NONE || !self.on_ground(a) {
            return;
        }
        let map = self.st.map();
        let z = map.zone(self.s.survivors[a as usize].zone);
        if z.kind == ZoneKind::Street {
            return;
        }
        let tiles = z.tiles & map.event_tiles & !self.s.events_used;
        if tiles == 0 {
            return;
        }
        self.s.events_used |= tiles;
        let mut mask = 0u64;
        for (i, zz) in map.zones.iter().enumerate() {
            if zz.tiles & tiles != 0 && zz.kind == ZoneKind::Building && !zz.wreck && self.s.spawned & (1 << i) == 0 {
                mask |= 1 << i;
            }
        }
        ev.push(Event::EventTriggered { tile: tiles.trailing_zeros() as u8 });
        self.s.spawned |= mask;
        self.s.stack.push(Step::BuildingSpawn { mask });
    }

    fn open_door(&mut self, a: u8, door: u8, hand: u8, ev: &mut Vec<Event>) {
        self.s.open_doors |= 1 << door;
        ev.push(Event::DoorOpened { survivor: a, door });
        let z = self.s.survivors[a as usize].zone;
        if let Some(i) = super::action::slot_of_hand(hand)
            && let Some(c) = self.s.survivors[a as usize].slots[i].item()
            && self.st.eq(c).opens_doors == Some(true)
            && skills::items_make_noise(self.s.survivors[a as usize].skills)
        {
            // RM-DOOR-2: noise in the survivor's zone.
            self.stir(a);
            self.add_noise(z, ev);
        }
        let mask = self.building_spawn_zones(door);
        self.s.spawned |= mask;
        if mask != 0 {
            self.s.stack.push(Step::BuildingSpawn { mask });
        }
    }

    /// Zones whose zombies a door reveals (RM-BSPAWN-1/5, RM-HOSP-7,
    /// RM-EVENT-3, RM-WRECK-2).
    fn building_spawn_zones(&self, door: u8) -> u64 {
        let map = self.st.map();
        let d = &map.doors[door as usize];
        let mut mask = 0u64;
        for (e, other) in [(d.a, d.b), (d.b, d.a)] {
            let ze = map.zone(e);
            match ze.kind {
                ZoneKind::Building => mask |= map.buildings[ze.building as usize],
                // Only the door from the street is the door into the
                // hospital; a ward's own door wakes that ward alone.
                ZoneKind::Corridor if map.zone(other).kind == ZoneKind::Street => {
                    // The door into the hospital: rooms already open onto its
                    // corridors spawn now (RM-HOSP-7).
                    let mut corridor = 0u64;
                    let mut stack = vec![e];
                    while let Some(c) = stack.pop() {
                        if corridor & (1 << c) != 0 {
                            continue;
                        }
                        corridor |= 1 << c;
                        for l in &map.links[c as usize] {
                            let zt = map.zone(l.to);
                            match (zt.kind, l.kind) {
                                (ZoneKind::Corridor, LinkKind::Free) => stack.push(l.to),
                                (ZoneKind::Building, LinkKind::Opening) => mask |= map.buildings[zt.building as usize],
                                (ZoneKind::Building, LinkKind::Door(x)) if self.s.open_doors & (1 << x) != 0 => {
                                    mask |= map.buildings[zt.building as usize]
                                }
                                _ => {}
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        let mut out = 0u64;
        for z in iter_mask(mask) {
            let zz = map.zone(z);
            let event_tile = zz.tiles & map.event_tiles & !self.s.events_used != 0;
            if self.s.spawned & (1 << z) == 0 && !zz.wreck && !event_tile {
                out |= 1 << z;
            }
        }
        out
    }

    fn take_objective(&mut self, a: u8, z: u8, ev: &mut Vec<Event>) {
        let Some(o) = self.st.map().zone(z).objective else { return };
        self.s.objectives_taken |= 1 << z;
        ev.push(Event::ObjectiveTaken { survivor: a, zone: z });
        self.gain_xp(a, o.xp, ev);
        if o.color != Color::Red {
            // RM-SPAWN-12: the matching coloured spawn zones wake up.
            let map = self.st.map();
            for (i, zz) in map.zones.iter().enumerate() {
                if zz.spawn_color == Some(o.color) && zz.indicators == 0 && self.s.woken_spawns & (1 << i) == 0 {
                    self.s.woken_spawns |= 1 << i;
                    ev.push(Event::SpawnZoneActivated { zone: i as u8 });
                }
            }
        }
    }

    pub(crate) fn explain_players(&self, act: Action) -> Illegal {
        let a = self.s.active;
        if let Action::Activate(s) = act {
            return Illegal::new(
                "RM-TURN-2",
                if a != NONE {
                    format!("{} is still acting; finish that activation first", self.name(a))
                } else {
                    format!("{} cannot be activated by this seat now", self.name(s))
                },
            );
        }
        if a == NONE {
            return Illegal::new("RM-TURN-2", "activate a survivor first");
        }
        let s = &self.s.survivors[a as usize];
        let name = self.name(a);
        let map = self.st.map();
        match act {
            Action::Move(to) => {
                let cost = self.move_cost(a);
                if s.aboard != NONE {
                    Illegal::new("RM-HELI-4", format!("{name} must leave the helicopter before moving"))
                } else if (to as usize) < map.zone_count() && map.walkable(s.zone, to, self.s.open_doors) {
                    Illegal::new(
                        "RM-MOVE-5",
                        format!("{name} needs {cost} actions to leave a zone with zombies and has {}", s.actions),
                    )
                } else {
                    Illegal::new(
                        "RM-MOVE-4",
                        format!("{name} cannot move from {} to that zone", self.zone_name(s.zone)),
                    )
                }
            }
            Action::Search if s.flags & flag::SEARCHED != 0 => {
                Illegal::new("RM-SEARCH-3", format!("{name} already searched this turn"))
            }
            Action::Search => Illegal::new(
                "RM-SEARCH-1",
                format!("{name} cannot search in {} (zombies, or not a searchable zone)", self.zone_name(s.zone)),
            ),
            Action::OpenDoor { door, .. }
                if map.doors.get(door as usize).is_some_and(|d| !self.door_unlocked(d.color)) =>
            {
                Illegal::new("RM-DOOR-4", "this coloured door opens only once an objective of its colour is taken")
            }
            Action::OpenDoor { .. } => {
                Illegal::new("RM-DOOR-1", format!("{name} cannot open that door (needs a door-opening weapon in hand)"))
            }
            Action::Melee { .. } if !self.has_targets(s.zone, a) => Illegal::new(
                "RM-COMBAT-4",
                format!("{name} has nothing to attack here: only a zombie or a rival survivor is a target"),
            ),
            Action::Melee { .. } => Illegal::new("RM-MACT-1", format!("{name} has no melee weapon in hand")),
            Action::Ranged { hand, .. }
                if (match super::action::slot_of_hand(hand) {
                    None => &s.slots[..2],
                    Some(i) => &s.slots[i..=i],
                })
                .iter()
                .any(|x| x.spent()) =>
            {
                Illegal::new("RM-RELOAD-1", format!("{name}'s weapon must be reloaded before it fires again this turn"))
            }
            Action::Ranged { .. } => {
                Illegal::new("RM-RANGED-1", format!("{name} cannot shoot there (weapon, sight, range or targets)"))
            }
            Action::Reload => Illegal::new("RM-RELOAD-1", format!("{name} has nothing to reload")),
            Action::TakeObjective => Illegal::new("RM-OBJ-1", format!("no objective for {name} to take here")),
            Action::Board(_) => {
                Illegal::new("RM-HELI-3", format!("{name} cannot board (zombies, seat or no helicopter)"))
            }
            Action::ExitHelicopter => Illegal::new("RM-HELI-4", format!("{name} cannot leave the helicopter now")),
            Action::ChangeSeat(_) => Illegal::new("RM-HELI-5", format!("{name} cannot change seats now")),
            Action::TakeOff if !self.heli_fuelled() => Illegal::new(
                "RM-HELI-6",
                "the mission lets the helicopter fly only once its fuel is found: take every objective of its colour",
            ),
            Action::TakeOff | Action::Land => {
                Illegal::new("RM-HELI-6", format!("{name} cannot take off or land here (pilot skill, seat, zone)"))
            }
            Action::Fly(_) => Illegal::new("RM-HELI-10", format!("{name} cannot fly there")),
            Action::Trade(o)
                if self.s.survivors.get(o as usize).is_some_and(|so| so.alive() && so.zone == s.zone)
                    && self.in_flight(a) != self.in_flight(o) =>
            {
                Illegal::new("RM-HELI-12", format!("{name} cannot reach across the hull of a flying helicopter"))
            }
            Action::Trade(_) => Illegal::new("RM-TRADE-2", format!("{name} cannot trade with that survivor")),
            Action::Combine(..) => Illegal::new("RM-COMBO-1", format!("{name} cannot combine those cards")),
            Action::Discard(..) => {
                Illegal::new("RM-INV-4", "a seat discards equipment cards of its own survivors only")
            }
            Action::UseSkill { skill, target } => self.explain_skill_action(a, skill, target),
            Action::TeamAction { card_mode, .. } => self.explain_team_action(a, card_mode),
            _ => Illegal::new("RM-PLAYER-2", format!("{} is not an action {name} can take now", self.describe(act))),
        }
    }
}

fn has_two_different(slots: &[Slot]) -> bool {
    let mut first = None;
    for s in slots.iter().filter(|s| !s.is_empty()) {
        match first {
            None => first = Some(*s),
            Some(f) if f != *s => return true,
            _ => {}
        }
    }
    false
}

/// Swaps and exchanges one window allows: a card arrangement of `n` slots
/// is reachable in `n - 1` exchanges of two places, so one rearrangement
/// of `a` slots needs at most `a - 1` and a trade (both inventories, `a +
/// b` slots) `a + b - 1`. The cap is one more than that (RM-TRADE-1,
/// RM-TRADE-2; see the rulings).
pub(crate) const fn window_cap(kind: WindowKind, a: usize, b: usize) -> u8 {
    match kind {
        WindowKind::Trade => (a + b) as u8,
        _ => a as u8,
    }
}
