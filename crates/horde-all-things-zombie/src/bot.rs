//! The heuristic the bots use: a scoring policy over legal actions. It
//! heads for the exit edge (or keeps away from zombies when holding out),
//! fires at the nearest zombie in the open, avoids unentered buildings
//! and zombie hexes, reloads, and as a Star picks the rows that keep it
//! in control. Everything it reads is public.

use crate::content::map::step;
use crate::content::{Gear, ItemKind, Victory};
use crate::rules::action::{Action, SurpriseChoice};
use crate::rules::state::{Atz, Pending, RollFor, Test};
use horde_board::Hex;
use horde_core::{HordeRng, Seat};
use horde_rules::{BotParts, Policy};

/// Hexes within which a zombie is worth a shot in one's own turn.
const NEAR: u32 = 3;

/// The policy of [`Parts`].
#[derive(Clone, Copy, Debug, Default)]
pub struct Heuristic;

/// What All Things Zombie lends to the generic bots.
#[derive(Clone, Copy, Debug, Default)]
pub struct Parts;

impl BotParts<Atz> for Parts {
    fn policy(&self, _seat: Seat) -> Option<Box<dyn Policy<Atz>>> {
        Some(Box::new(Heuristic))
    }
}

impl Heuristic {
    fn nearest_zombie(g: &Atz, h: Hex) -> u32 {
        g.zombies.iter().filter(|z| z.alive).map(|z| z.hex.distance(h)).min().unwrap_or(99)
    }

    /// Hex distance from `h` to the nearest building still to search.
    fn to_search(g: &Atz, h: Hex) -> Option<u32> {
        let map = g.map();
        (0..map.hexes.len())
            .filter_map(|i| map.hexes.hex(i))
            .filter(|&x| map.building(x).is_some_and(|b| !g.is_searched(b)))
            .map(|x| x.distance(h))
            .min()
    }

    /// How good standing on `h` is for the active character: toward the
    /// buildings still to search, then toward the exit edge.
    fn place(g: &Atz, from: Hex, h: Hex) -> f64 {
        let danger = f64::from(Self::nearest_zombie(g, h).min(4));
        let searched = g.searched.iter().filter(|&&s| s).count();
        let goal = match g.scenario().victory {
            Victory::Exit { searches, .. } if searched < usize::from(searches) => {
                let (a, b) = (Self::to_search(g, from), Self::to_search(g, h));
                return 3.0 * (f64::from(a.unwrap_or(0)) - f64::from(b.unwrap_or(0))) + danger;
            }
            Victory::Exit { .. } => {
                let east = g.exit_east;
                let dx = f64::from(h.q - from.q);
                if east { dx } else { -dx }
            }
            Victory::Survive => 0.0,
        };
        let building = g.map().building(h).is_some_and(|b| !g.is_entered(b));
        3.0 * goal + danger - if building { 4.0 } else { 0.0 }
    }

    /// Public score of one action.
    pub fn score_one(g: &Atz, a: Action) -> f64 {
        let me = g.turn_state.map(|t| t.c);
        let here = me.map(|c| g.ch(c).hex);
        match a {
            Action::Exit => 1000.0,
            // Every shot leaves a Shot marker that draws zombies (ATZ-GEN-1):
            // fire in one's own turn only at a zombie close enough to matter.
            Action::Fire(n) if matches!(g.pending, Pending::Turn) => {
                let near = here.is_some_and(|h| Self::nearest_zombie(g, h) <= NEAR);
                if near { 20.0 - f64::from(n) * 0.5 } else { -2.0 }
            }
            Action::Fire(n) => 20.0 - f64::from(n) * 0.5,
            Action::Target(z) => {
                let zh = g.zombies[usize::from(z)].hex;
                let cover = g.map().terrain(zh).is_cover() && Some(zh) != here;
                let taken = g.targets.contains(&z);
                10.0 - f64::from(here.map_or(0, |h| h.distance(zh))) * 0.1
                    - if cover { 3.0 } else { 0.0 }
                    - if taken { 2.0 } else { 0.0 }
            }
            // A found enemy is as much a threat as a zombie (ATZ-GAP-25).
            Action::Shoot(_) => 11.0,
            Action::Reload => 15.0,
            Action::Move(d) | Action::Dash(d) => {
                let Some(h) = here else { return 0.0 };
                Self::place(g, h, step(h, d)) + if matches!(a, Action::Dash(_)) { 0.5 } else { 0.0 }
            }
            Action::Charge(d) => {
                let n = here.map_or(0, |h| g.zombies_at(step(h, d)).count());
                if n == 1 { 1.0 } else { -5.0 }
            }
            // A charge that needs a run rarely pays against the literal
            // melee reading (ATZ-GAP-3).
            Action::ChargeFar(_) => -5.0,
            Action::Run => match g.scenario().victory {
                Victory::Exit { .. } => 2.0,
                Victory::Survive => -1.0,
            },
            Action::Result(s) => match g.pending {
                Pending::Choose { test: Test::BeingCharged, .. } => f64::from(s),
                Pending::Choose { c, test: Test::WantingToCharge, .. } => {
                    if g.ch(c).can_fire() {
                        f64::from(u8::from(s == 1))
                    } else {
                        f64::from(u8::from(s == 2))
                    }
                }
                _ => 0.0,
            },
            Action::Surprise(SurpriseChoice::Fire) => 3.0,
            Action::Surprise(SurpriseChoice::Melee) => 1.0,
            Action::Surprise(SurpriseChoice::StepBack) => {
                let n = here.map_or(0, |h| g.zombies_at(h).count());
                if n >= 2 { 4.0 } else { 0.0 }
            }
            Action::Decline => 0.0,
            Action::Search => 8.0,
            Action::EnterAt(_) => 5.0,
            // A ranged weapon first, then a Medkit, a Vest, Ammo (ATZ-GAP-24).
            Action::Buy(Gear::Weapon(w)) => {
                let def = &g.content().weapons[usize::from(w)];
                let empty = matches!(g.pending, Pending::Equip { c } if g.ch(c).weapon.is_none());
                if empty && def.is_ranged() { 10.0 + f64::from(def.glory) } else { -1.0 }
            }
            Action::Buy(Gear::Item(i)) => match g.content().items[usize::from(i)].kind {
                ItemKind::Medkit => 3.0,
                ItemKind::Vest => 2.5,
                ItemKind::Ammo => 1.0,
                _ => -1.0,
            },
            Action::PickUp(_) => 5.0,
            Action::Drop(_) | Action::Panic(_) => -10.0,
            Action::Heal(_) | Action::Treat(_) => 12.0,
            Action::Cure(_) => 4.0,
            Action::AmmoReload => 16.0,
            Action::AttachScope => 6.0,
            Action::Switch => {
                // Only toward a loaded ranged weapon when the hand holds none.
                let ch = me.map(|c| g.ch(c));
                let better = ch.is_some_and(|c| {
                    !c.can_fire()
                        && c.spare.is_some_and(|s| s.loaded && g.content().weapons[usize::from(s.weapon)].is_ranged())
                });
                if better { 18.0 } else { -1.0 }
            }
            Action::Throw(d) => {
                let Some(h) = here else { return 0.0 };
                let to = step(h, d);
                let friend = g.character_at(to).is_some();
                if !friend && g.zombies_at(to).count() >= 2 { 18.0 } else { -10.0 }
            }
            // Drugs only when they make the difference for acting (ATZ-ITEM-5).
            Action::TakeDrugs => match (g.pending, g.initiative) {
                (Pending::Drugs { c }, Some((die, _))) if g.ch(c).rep() + 1 == die => 1.0,
                _ => -1.0,
            },
            // Tonya's reroll (ATZ-FAQ-5): a die that failed against her Rep,
            // a shot's die short of 8 with her Rep (a first target's hit in
            // the open, ATZ-GAP-2), a low one of her other rolls adding her
            // Rep; never a Runaway's way.
            Action::Reroll(i) => match g.pending {
                Pending::Reroll { c, why, .. } => {
                    let d = g.dice.get(usize::from(i)).copied().unwrap_or(0);
                    let poor = match why {
                        RollFor::Shot | RollFor::Grenade => d + g.ch(c).rep() < 8,
                        RollFor::Surprise { .. } | RollFor::Found => d <= 3,
                        RollFor::Runaway => false,
                        _ => d > g.ch(c).rep(),
                    };
                    if poor { 1.0 } else { -1.0 }
                }
                _ => 0.0,
            },
            Action::Fight => 0.5,
            Action::EndTurn => here.map_or(0.0, |h| f64::from(Self::nearest_zombie(g, h).min(4)) * 0.1),
            _ => 0.0,
        }
    }
}

impl Policy<Atz> for Heuristic {
    fn name(&self) -> &str {
        "atz-heuristic"
    }

    fn score(&mut self, game: &Atz, _seat: Seat, legal: &[Action], _rng: &mut HordeRng, scores: &mut Vec<f64>) {
        scores.clear();
        scores.extend(legal.iter().map(|&a| Heuristic::score_one(game, a)));
    }
}
