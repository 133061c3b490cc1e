//! The team's things: how much an attack is worth with each of them, and
//! which of a human's things another human needs more (GS-INV-1).

use crate::content::{Effect, Res, content};
use crate::rules::geom::Pos;
use crate::rules::state::{GridSiege, Human};

/// Expected effect of one attack with `slot` of the active human (`None`:
/// bare hands): the chance to kill plus half the chance to push, read from
/// the card (GS-ATK-3, GS-RES), with the aiming bonus (GS-AIM-1) and the
/// best of a burst (GS-BURST-2). Bare-hand kills need a second 6 (GS-RES-8).
pub(super) fn attack_value(g: &GridSiege, slot: Option<u8>, aimed: bool) -> f64 {
    let Some(p) = g.profile(slot) else { return 0.0 };
    let bonus = u8::from(aimed);
    let (mut kill, mut push) = (0.0, 0.0);
    for raw in 1..=6u8 {
        // An Oops is read on the raw die (GS-AIM-3).
        if p.table.get(raw) == Res::Oops {
            continue;
        }
        match p.table.get(raw + bonus) {
            Res::Kill => kill += 1.0 / 6.0,
            Res::Push => push += 1.0 / 6.0,
            Res::Chain => {
                let again = (1..=6u8).filter(|v| p.table.get(*v) == Res::Chain).count() as f64 / 6.0;
                kill += again / 6.0;
                push += (1.0 - again) / 6.0;
            }
            Res::Miss | Res::Oops => {}
        }
    }
    let dice = i32::from(p.dice.max(1));
    let best = |x: f64| 1.0 - (1.0 - x).powi(dice);
    let kill_n = best(kill);
    kill_n + 0.5 * (best(kill + push) - kill_n)
}

/// What a thing is for, as far as sharing goes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Use {
    Weapon,
    Tool(Effect),
    Other,
}

fn use_of(h: &Human, slot: u8) -> Use {
    let Some(t) = h.item(slot) else { return Use::Other };
    let th = &content().things[usize::from(t)];
    if th.weapon && !h.is_empty_gun(slot) {
        Use::Weapon
    } else if matches!(th.effect, Effect::Build | Effect::Dismantle) {
        Use::Tool(th.effect)
    } else {
        Use::Other
    }
}

/// Human `from` holds the thing in `slot` twice over (another weapon, or
/// another tool of the same effect) and human `to` has nothing of its use:
/// passing it arms a second human instead of filling one pocket.
pub(super) fn spare_for(g: &GridSiege, from: u8, slot: u8, to: u8) -> bool {
    let (Some(a), Some(b)) = (g.humans().get(usize::from(from)), g.humans().get(usize::from(to))) else {
        return false;
    };
    let kind = use_of(a, slot);
    if kind == Use::Other {
        return false;
    }
    let mine = a.items().filter(|(s, _)| use_of(a, *s) == kind).count();
    let theirs = b.items().filter(|(s, _)| use_of(b, *s) == kind).count();
    mine >= 2 && theirs == 0
}

/// Zombies a blast of `radius` at `center` would catch (GS-EXPL-1), or
/// `None` when it would catch a human or break an edge next to a square
/// that `spare` protects: the blast destroys walls and barricades on the
/// borders of every square it reaches (GS-ITEM-2 g, GS-EXPL-3).
pub(super) fn blast_catch(g: &GridSiege, center: Pos, radius: u8, spare: impl Fn(Pos) -> bool) -> Option<u32> {
    let m = &content().map;
    let reach = i16::from(radius) + 1;
    let mut zombies = 0;
    for dy in -reach..=reach {
        for dx in -reach..=reach {
            let d = dx.abs() + dy.abs();
            let (x, y) = (i16::from(center.x) + dx, i16::from(center.y) + dy);
            let (Ok(x), Ok(y)) = (u8::try_from(x), u8::try_from(y)) else { continue };
            let p = Pos::new(x, y);
            if d > reach || !m.contains(p) {
                continue;
            }
            if spare(p) {
                return None;
            }
            if d < reach {
                if g.human_at(p).is_some() {
                    return None;
                }
                zombies += u32::from(g.has_zombie(p));
            }
        }
    }
    Some(zombies)
}
