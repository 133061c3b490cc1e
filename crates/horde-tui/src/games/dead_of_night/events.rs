//! Dead of Night's events told in the reader's language (the rule
//! crate's narration) and applied to the scene, so that the zombie turns
//! of a card (DN-ZOM) and a Move's steps play one at a time.

use super::scene::Scene;
use crate::game_ui::{Pace, Shown, Target, Tone};
use crate::i18n::Tr;
use horde_dead_of_night::{Event, Fire, texts};
use horde_rules::RuleSystem;

pub fn play(sc: &mut Scene, e: &Event, tr: &Tr) -> Shown {
    use Pace::{Follow, Log, Pause};
    use Tone::{Bad, Good, Plain, Turn, Zombie};
    let text = sc.game.narrate(e, sc.viewer, tr.lang()).unwrap_or_default();
    let v = &mut sc.view;
    let seat_at = |v: &horde_dead_of_night::View, s: u8| v.players.get(usize::from(s)).and_then(|p| p.pos);
    let (pace, tone, focus) = match *e {
        Event::TurnBegan { seat, round } => {
            v.active = seat;
            v.round = round;
            (Log, Turn, seat_at(v, seat))
        }
        Event::CardDrawn { seat, card } => {
            sc.card = Some(card);
            v.drawn = v.drawn.saturating_add(1);
            v.cards_left = v.cards_left.saturating_sub(1);
            let mut shown = Shown::new(text, Pause, Turn, seat_at(v, seat));
            // The card is shown big to everyone as it is drawn (DN-TURN-1).
            shown.card = Some(texts::card_face(tr, card));
            return shown;
        }
        Event::ZombiePlaced { sq } => {
            v.zombies.push(sq);
            v.zombies.sort_unstable();
            (Pause, Zombie, Some(sq))
        }
        Event::ZombieMoved { from, to } | Event::Pushed { from, to, .. } | Event::ZombieFled { from, to } => {
            if let Some(i) = v.zombies.iter().position(|&z| z == from) {
                v.zombies[i] = to;
                v.zombies.sort_unstable();
            }
            (Pause, Zombie, Some(to))
        }
        Event::Killed { sq, .. } => {
            if let Some(i) = v.zombies.iter().position(|&z| z == sq) {
                v.zombies.remove(i);
            }
            (Pause, Good, Some(sq))
        }
        Event::Started { seat, sq } | Event::Stepped { seat, to: sq } | Event::GotOut { seat, sq } => {
            if let Some(p) = v.players.get_mut(usize::from(seat)) {
                p.pos = Some(sq);
            }
            (Follow, Plain, Some(sq))
        }
        Event::Wounded { seat, energy }
        | Event::Grabbed { seat, energy }
        | Event::Hurt { seat, energy }
        | Event::Burned { seat, energy }
        | Event::BlastHurt { seat, energy }
        | Event::PistolExploded { seat, energy }
        | Event::InfectionDrain { seat, energy }
        | Event::JumpedOut { seat, energy } => {
            if let Some(p) = v.players.get_mut(usize::from(seat)) {
                p.energy = energy;
            }
            (Pause, Bad, seat_at(v, seat))
        }
        Event::Rested { seat, energy } | Event::Ate { seat, energy, .. } => {
            if let Some(p) = v.players.get_mut(usize::from(seat)) {
                p.energy = energy;
            }
            (Follow, Good, seat_at(v, seat))
        }
        Event::Died { seat, sq } => {
            if let Some(p) = v.players.get_mut(usize::from(seat)) {
                p.alive = false;
            }
            (Pause, Bad, Some(sq))
        }
        Event::FireStarted { sq, owner } => {
            if !v.fires.iter().any(|f| f.sq == sq) {
                v.fires.push(Fire { sq, owner, spreads: true });
                v.fires.sort_unstable();
            }
            (Pause, Bad, Some(sq))
        }
        Event::FireOut { sq } => {
            v.fires.retain(|f| f.sq != sq);
            (Follow, Plain, Some(sq))
        }
        Event::RoomRevealed { area, room } => {
            if let Some(r) = v.revealed.get_mut(usize::from(area)) {
                *r = Some(room);
            }
            let first = sc.scenario.and_then(|s| s.area_of.iter().position(|&a| a == area));
            (Pause, Plain, first.and_then(|q| Target::try_from(q).ok()))
        }
        Event::PowerOn => {
            v.power = true;
            (Follow, Good, None)
        }
        Event::LightsOut => {
            v.power = false;
            (Follow, Bad, None)
        }
        Event::SearchRolled { seat, .. }
        | Event::CombatRolled { seat, .. }
        | Event::RangedRolled { seat, .. }
        | Event::WallRolled { seat, .. }
        | Event::ObjectRolled { seat, .. }
        | Event::Rammed { seat, .. }
        | Event::HotWired { seat, .. } => (Pause, Plain, seat_at(v, seat)),
        Event::Exploded { sq, .. } => (Pause, Bad, Some(sq)),
        Event::DoorBroken { a, .. } | Event::WallBroken { a, .. } => (Pause, Zombie, Some(a)),
        Event::Escaped { .. } | Event::KeysFound { .. } | Event::CarStarted { .. } => (Pause, Good, None),
        Event::GameOver { .. } => (Pause, Turn, None),
        Event::TurnEnded { .. } => (Log, Plain, None),
        _ => (Follow, Plain, None),
    };
    Shown::new(text, pace, tone, focus)
}
