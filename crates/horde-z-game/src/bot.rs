//! A faction's rules of thumb for the generic bots: spread out to capture
//! neutral locations while keeping what is held, fortify every bare
//! location held (each new fortification is worth VP, ZG-VP-1), hold the
//! Street with three characters (2 VP a night won there), cure and
//! heal before the infection roll, play just enough weapons to beat the
//! zombies, and sabotage a neighbour when the leader has nothing better
//! to do. It reads only what its seat may see: the board, its own hand.
//!
//! The evaluator estimates a seat's final VP (the outcome's score) by its
//! VP now, with its characters and full markers as a small lead for the
//! rounds to come.

use crate::content::{Card, CharKind, Income, content};
use crate::rules::action::{Action, Job, Remedy, SabKind};
use crate::rules::map::Place;
use crate::rules::state::ZGame;
use horde_core::{HordeRng, Seat};
use horde_rules::{BotParts, Evaluator, Policy};

/// The faction policy; it keeps no state between calls.
#[derive(Clone, Copy, Debug, Default)]
pub struct ZgPolicy;

/// Values a state for every seat (see the module documentation).
#[derive(Clone, Copy, Debug, Default)]
pub struct ZgEvaluator;

/// The Z-Game parts lent to the generic bots.
#[derive(Clone, Copy, Debug, Default)]
pub struct ZgParts;

impl BotParts<ZGame> for ZgParts {
    fn policy(&self, _seat: Seat) -> Option<Box<dyn Policy<ZGame>>> {
        Some(Box::new(ZgPolicy))
    }
    fn evaluator(&self, _seat: Seat) -> Option<Box<dyn Evaluator<ZGame>>> {
        Some(Box::new(ZgEvaluator))
    }
}

/// Worth of a card kept in hand (for discards and picks).
fn keep_value(card: Card) -> f64 {
    match card {
        Card::Firearm => 6.0,
        Card::Chainsaw => 5.0,
        Card::Melee => 4.0,
        Card::Tools => 4.0,
        Card::Car => 3.5,
        Card::Literature => 3.0,
        Card::Bandage => 2.5,
        Card::Ration => 2.0,
    }
}

impl Policy<ZGame> for ZgPolicy {
    fn name(&self) -> &str {
        "faction"
    }

    fn score(&mut self, g: &ZGame, seat: Seat, legal: &[Action], _rng: &mut HordeRng, scores: &mut Vec<f64>) {
        let s = seat.0;
        scores.clear();
        scores.extend(legal.iter().map(|&a| score(g, s, a)));
    }
}

fn score(g: &ZGame, seat: u8, a: Action) -> f64 {
    let c = content();
    let ch = |i: u8| &g.chars[usize::from(i)];
    match a {
        // The weakest figure goes hungry.
        Action::LieDown { ch: i } => -f64::from(c.character(ch(i).kind).strength),
        Action::Move { ch: i, to } => move_score(g, seat, i, to),
        Action::Fight { melee, firearm, chainsaw } => fight_score(g, seat, melee, firearm, chainsaw),
        Action::Open { job, .. } => open_worth(job),
        Action::Enlist { ch: i } => enlist_score(g, i),
        Action::Spend { card } => spend_score(g, card),
        Action::Commit => 30.0,
        // A squad that cannot do its work gives its cards back.
        Action::Disband => 0.5,
        Action::Sabotage { target, kind } => sabotage_score(g, seat, target, kind),
        Action::Car { loc } => {
            let f = &g.locs[usize::from(loc)].fort;
            // Better on a ruin or a barricade: a bare location is worth building for VP.
            if f.ruin > 0 || f.full == 1 { 6.0 } else { -1.0 }
        }
        Action::Ration => {
            let p = g.player(seat);
            if usize::from(p.food) < g.alive(seat).count() { 5.0 } else { -1.0 }
        }
        Action::Trade => trade_score(g, seat),
        Action::Heal { ch: i, by } => {
            // Cures are lost at the end of the flare-up, medicine is not: cures first.
            let by = match by {
                Remedy::Cure => 12.0,
                Remedy::Medicine => 8.0,
                Remedy::Bandage => 6.0,
            };
            by + f64::from(c.character(ch(i).kind).strength)
        }
        Action::Degrade { loc } => -(g.at(loc).count() as f64),
        Action::Discard { card } => -keep_value(card),
        Action::Take { card } => keep_value(card),
        // A fighter holds the night; an engineer builds; scientists cure.
        // Its own food and medicine near its Base, weapons anywhere.
        Action::Lay { tile, loc } => {
            let near = f64::from(g.distances(g.base_of(seat))[usize::from(loc)]);
            let weapons = content().tiles[usize::from(tile)].income == Income::Weapon;
            if weapons { near } else { -near }
        }
        Action::Enrol(kind) => f64::from(c.character(kind).strength + c.character(kind).gears),
        // Food keeps the faction fed; any other income is welcome too.
        Action::Claim { loc } => match g.locs[usize::from(loc)].place {
            Place::City(Some(t)) if !g.face_down(loc) && content().tiles[usize::from(t)].income == Income::Food => 2.0,
            _ => 1.0,
        },
        Action::Done | Action::Defend { .. } | Action::RetreatTo { .. } => 0.0,
        _ => 0.0,
    }
}

/// Day movement: capture neutral city locations next to what is held,
/// with enough strength for a zombie card, and never empty a location that
/// only characters hold.
fn move_score(g: &ZGame, seat: u8, i: u8, to: u8) -> f64 {
    let x = &g.chars[usize::from(i)];
    let Some(from) = x.loc else { return -10.0 };
    let others_stand = g.alive(seat).any(|(j, c)| j != i && c.standing());
    if x.kind == CharKind::Leader && others_stand {
        // The leader minds the Base and sabotages from it while another
        // character can go out. When none can (the rest lie down hungry
        // every Morning), staying would repeat the same round for ever: two
        // such factions never score again, so the leader goes to capture.
        return -2.0;
    }
    let here = g.at(from).filter(|(_, c)| c.owner == seat).count();
    let from_l = &g.locs[usize::from(from)];
    let keeps = matches!(from_l.place, Place::Base(_)) || from_l.fort.full > 0 || here > 1;
    if !keeps {
        return -5.0;
    }
    let to_l = &g.locs[usize::from(to)];
    if let Some(rival) = to_l.holder.filter(|&h| h != seat) {
        return attack_score(g, seat, i, to, rival);
    }
    if g.at(to).any(|(_, c)| c.owner != seat) {
        // Neutral ground another faction also entered: a fight between
        // factions first, then the zombie card for the winner.
        return -6.0;
    }
    let mine_there = g.at(to).filter(|(_, c)| c.owner == seat).count();
    if to_l.place == Place::Street {
        // Three hold the Street against one die for 2 VP a night (ZG-VP-1); four draw two dice.
        return if mine_there < 3 { 5.0 } else { -3.0 };
    }
    if to_l.holder.is_none() && !matches!(to_l.place, Place::Base(_)) {
        // Together: a pair beats most zombie cards and the night's die, a lone one
        // loses half the time; a fourth would draw two dice (ZG-NIGHT-1).
        return match mine_there {
            0 => 6.0,
            1 => 8.0,
            2 => 2.0,
            _ => -3.0,
        };
    }
    if closer_to_neutral(g, from, to) {
        // Inside its own ground: a step toward the nearest neutral location
        // or the Street. A faction hemmed in by what it holds would
        // otherwise stand still for ever once its sites are built, with
        // the Street's VP out of reach.
        return 0.5;
    }
    -1.0
}

/// Day attack on a location `rival` holds (ZG-GAP-7): worth it when the
/// characters that can arrive together are the favourites against its
/// defenders, markers and the holder's weapons. The Raiders' bonus
/// (ZG-GAP-11) makes them the favourites more often than the others. The
/// Street is the prize (2 VP a night held, ZG-VP-1); elsewhere the
/// location's income is taken from the holder.
fn attack_score(g: &ZGame, seat: u8, mover: u8, to: u8, rival: u8) -> f64 {
    let c = content();
    let committed = g.at(to).any(|(_, x)| x.owner == seat && x.from.is_some());
    let mut attackers: Vec<u8> = g.at(to).filter(|(_, x)| x.owner == seat && x.standing()).map(|(j, _)| j).collect();
    attackers.push(mover);
    attackers.extend(helpers(g, seat, mover, to));
    let strength: u8 = attackers.iter().map(|&j| c.character(g.chars[usize::from(j)].kind).strength).sum();
    let bonus = |s: u8| g.faction(s).map_or(0, |f| f.faction_bonus);
    let attack = f64::from(strength + bonus(seat)) + weapon_worth(g.player(seat).hand, attackers.len());
    let (held, defenders) = g.standing_strength(to, rival);
    let hand = g.player(rival).hand;
    // Only how many weapon cards the holder has is known, not which: each
    // is scored at the deck's mean.
    let their_weapons = [Card::Melee, Card::Firearm].iter().map(|&k| hand[k.index()]).sum::<u8>().min(defenders);
    let mean_weapon = {
        let (m, f) = (c.card(Card::Melee), c.card(Card::Firearm));
        (f64::from(m.count) * f64::from(m.fight) + f64::from(f.count) * f64::from(f.fight))
            / f64::from(m.count + f.count).max(1.0)
    };
    let defence = f64::from(held + bonus(rival) + g.locs[usize::from(to)].fort.full.min(2))
        + f64::from(their_weapons) * mean_weapon;
    let p = win_chance(attack - defence);
    if p < 0.55 && !committed {
        return -6.0;
    }
    // The Street swings 4 VP a night (2 won, 2 denied the holder) for the
    // nights it stays held; a city location only its income.
    let prize = if g.locs[usize::from(to)].place == Place::Street { 14.0 } else { 5.0 };
    // The leader in VP is the one to stop (the "sabotage the leader"
    // read for the Day too).
    let leader = if is_vp_leader(g, seat, rival) { 2.0 } else { 0.0 };
    // A comrade already went in: alone he would lose, so the rest follow.
    let follow = if committed { 3.0 } else { 0.0 };
    (prize + leader) * p - 3.0 * (1.0 - p) + follow
}

/// Standing characters of `seat` other than `mover` (and never the leader,
/// who minds the Base) that have not moved this Day, are next to `to` and
/// may leave where they stand without giving it up.
fn helpers(g: &ZGame, seat: u8, mover: u8, to: u8) -> Vec<u8> {
    let mut out = Vec::new();
    for &from in &g.locs[usize::from(to)].adj {
        let l = &g.locs[usize::from(from)];
        let mine = g.at(from).filter(|(j, x)| x.owner == seat && *j != mover).count();
        let mut free: Vec<u8> = g
            .at(from)
            .filter(|(j, x)| {
                *j != mover && x.owner == seat && x.standing() && x.from.is_none() && x.kind != CharKind::Leader
            })
            .map(|(j, _)| j)
            .collect();
        let mover_here = g.chars[usize::from(mover)].loc == Some(from);
        let keeps_empty = matches!(l.place, Place::Base(_)) || l.fort.full > 0;
        // One must stay on bare ground the faction holds by its presence.
        let may_go = if keeps_empty { free.len() } else { mine.saturating_sub(usize::from(!mover_here)) };
        free.sort_by_key(|&j| std::cmp::Reverse(content().character(g.chars[usize::from(j)].kind).strength));
        out.extend(free.into_iter().take(may_go));
    }
    out
}

/// What the best `n` fight cards of `hand` add (one a standing character,
/// ZG-NIGHT-3).
fn weapon_worth(hand: crate::rules::action::Hand, n: usize) -> f64 {
    let c = content();
    let mut values: Vec<u8> = [Card::Melee, Card::Firearm, Card::Chainsaw]
        .iter()
        .flat_map(|&k| std::iter::repeat_n(c.card(k).fight, usize::from(hand[k.index()])))
        .collect();
    values.sort_unstable_by(|a, b| b.cmp(a));
    values.iter().take(n).map(|&v| f64::from(v)).sum()
}

/// The chance that the attacker's die beats the holder's by more than
/// `-margin` (the holder wins ties, ZG-GAP-7).
fn win_chance(margin: f64) -> f64 {
    let wins = (1..=6).flat_map(|a| (1..=6).map(move |d| (a, d))).filter(|&(a, d)| margin + f64::from(a - d) > 0.0);
    wins.count() as f64 / 36.0
}

/// Whether `rival` is ahead of `seat` in VP and has the most of the others.
fn is_vp_leader(g: &ZGame, seat: u8, rival: u8) -> bool {
    let vp = |s: u8| g.player(s).vp;
    vp(rival) > vp(seat) && (0..g.players).filter(|&s| s != seat).all(|s| vp(s) <= vp(rival))
}

/// Whether `to` is nearer than `from` to a neutral city location or the
/// Street (Bases never count: ZG-GAP-6 keeps out of them).
fn closer_to_neutral(g: &ZGame, from: u8, to: u8) -> bool {
    let nearest = |d: Vec<u8>| {
        g.locs
            .iter()
            .zip(d)
            .filter(|(l, _)| l.holder.is_none() && !matches!(l.place, Place::Base(_)))
            .map(|(_, d)| d)
            .min()
    };
    match (nearest(g.distances(to)), nearest(g.distances(from))) {
        (Some(there), Some(here)) => there < here,
        _ => false,
    }
}

/// The fewest weapons that win; none when no hand can win.
fn fight_score(g: &ZGame, seat: u8, melee: u8, firearm: u8, chainsaw: u8) -> f64 {
    let c = content();
    let bonus = melee * c.card(Card::Melee).fight
        + firearm * c.card(Card::Firearm).fight
        + chainsaw * c.card(Card::Chainsaw).fight;
    let cards = f64::from(melee + firearm + chainsaw);
    let faction = g.faction(seat);
    let (base, need) = if let Some(d) = &g.duel {
        let mine = if d.attacker == seat { 0 } else { 1 };
        let die = d.dice.get(mine).copied().unwrap_or(0);
        let fb = faction.map_or(0, |f| f.faction_bonus);
        (g.standing_strength(d.loc, seat).0 + die + fb, u8::MAX)
    } else if let Some(f) = &g.fight {
        let mut base = g.standing_strength(f.loc, seat).0 + faction.map_or(0, |x| x.zombie_bonus);
        if f.night {
            base += faction.map_or(0, |x| x.night_bonus) + g.locs[usize::from(f.loc)].fort.full.min(2);
        }
        (base, f.zombies)
    } else {
        return -cards;
    };
    if need == u8::MAX {
        // Against a faction the other side is unknown: play what is worth a win.
        return f64::from(bonus) - cards * 0.5;
    }
    if base >= need {
        return -cards;
    }
    if base + bonus >= need { 50.0 - cards } else { -cards }
}

/// Opening is legal only when the squad could pay (ZG-EVE-3): the work is
/// then worth what it brings.
fn open_worth(job: Job) -> f64 {
    match job {
        Job::Blockpost => 14.0,
        Job::Barricade => 12.0,
        Job::Upgrade => 5.0,
        Job::Repair => 4.0,
        Job::Cure => 6.0,
        Job::Pharmacy => 9.0,
        Job::Search => 2.0,
        Job::Sabotage => 3.0,
    }
}

/// Enlist while the squad is short, characters with the needed skill first.
fn enlist_score(g: &ZGame, i: u8) -> f64 {
    let Some(s) = &g.squad else { return -1.0 };
    let c = content();
    let st = c.character(g.chars[usize::from(i)].kind);
    let (gears, flasks) = g.squad_skills();
    let seat = s.seat;
    let short_g = s.job.uses_gears() && gears < g.cost(seat, s.job).max(if s.job == Job::Sabotage { 2 } else { 0 });
    let short_f = s.job.uses_flasks() && flasks < if s.job == Job::Sabotage { 2 } else { g.cost(seat, s.job) };
    let helps = (short_g && st.gears > 0) || (short_f && st.flasks > 0);
    // More cures from more flasks: a cure squad takes every scientist.
    let more_cures = s.job == Job::Cure && st.flasks > 0;
    if helps || more_cures { 40.0 + f64::from(st.gears + st.flasks) } else { -1.0 }
}

/// Cards only when the characters present cannot reach the cost.
fn spend_score(g: &ZGame, card: Card) -> f64 {
    let Some(s) = &g.squad else { return -1.0 };
    let (gears, flasks) = g.squad_skills();
    let gear_card = matches!(card, Card::Tools | Card::Chainsaw);
    let need_g = if s.job == Job::Sabotage { 2 } else { g.cost(s.seat, s.job) };
    let short = if gear_card { s.job.uses_gears() && gears < need_g } else { s.job.uses_flasks() && flasks < need_g };
    // Members first: a card only once nobody idle here could help.
    let idle_helper = g.at(s.loc).any(|(i, x)| {
        let st = content().character(x.kind);
        x.owner == s.seat
            && x.standing()
            && !x.busy
            && !s.members.contains(&i)
            && if gear_card { st.gears > 0 } else { st.flasks > 0 }
    });
    if short && !idle_helper { 35.0 - keep_value(card) } else { -2.0 }
}

/// Psych Ward (ZG-GAP-11): food for medicine when the flare-up would
/// otherwise leave figures lying for the infection roll (ZG-DIS, ZG-INF),
/// or when the food left still feeds everyone next Morning. A hungry figure
/// loses a Day; one left lying may die, so medicine comes first.
fn trade_score(g: &ZGame, seat: u8) -> f64 {
    let p = g.player(seat);
    let price = g.faction(seat).map_or(0, |f| f.food_for_medicine);
    let mouths = g.alive(seat).count() as u8;
    // The leader stands up free (ZG-GAP-9).
    let to_stand = g.alive(seat).filter(|(_, x)| x.kind != CharKind::Leader).count() as u8;
    let short = p.medicine + p.cures < to_stand;
    let fed = p.food.saturating_sub(price) + food_income(g, seat) >= mouths;
    if short || fed { 3.0 } else { -1.0 }
}

/// Food the locations `seat` holds bring next Morning (ZG-CTX-2).
fn food_income(g: &ZGame, seat: u8) -> u8 {
    let c = content();
    let food = |l: &crate::rules::state::Location| match l.place {
        Place::Street => c.street_income == Income::Food,
        Place::Base(_) => c.base_income == Income::Food,
        Place::City(Some(t)) => c.tiles[usize::from(t)].income == Income::Food,
        Place::City(None) => false,
    };
    g.locs.iter().filter(|l| l.holder == Some(seat) && food(l)).count() as u8
}

fn sabotage_score(g: &ZGame, seat: u8, target: u8, kind: SabKind) -> f64 {
    let t = &g.locs[usize::from(target)];
    let manned = g.at(target).any(|(_, x)| x.owner != seat);
    let worth = match kind {
        SabKind::Destroy if t.fort.full > 0 && !manned => 25.0,
        SabKind::Horde if manned => 22.0 + g.at(target).count() as f64,
        SabKind::Steal => 20.0,
        SabKind::Scout => 5.0,
        _ => 10.0,
    };
    // Harm the faction nearest to the VP target first.
    let leader = t.holder.is_some_and(|h| is_vp_leader(g, seat, h));
    worth + if leader { 4.0 } else { 0.0 }
}

impl Evaluator<ZGame> for ZgEvaluator {
    fn evaluate(&mut self, g: &ZGame, values: &mut [f64]) {
        for (seat, v) in values.iter_mut().enumerate() {
            let s = seat as u8;
            let vp = f64::from(g.player(s).vp);
            let chars = g.alive(s).count() as f64;
            let forts: f64 = g.locs.iter().filter(|l| l.fort.owner == Some(s)).map(|l| f64::from(l.fort.full)).sum();
            *v = vp + 0.3 * chars + 0.5 * forts;
        }
    }
}
