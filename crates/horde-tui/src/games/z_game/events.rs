//! Z-Game's events told in the reader's language (the rule crate's
//! narration, from the scene's own view) and applied to the scene, so a
//! night of attacks plays one fight at a time.

use super::scene::Scene;
use crate::game_ui::{Pace, Shown, Target, Tone};
use crate::i18n::Tr;
use horde_core::{Seat, Viewer};
use horde_z_game::rules::map::Place;
use horde_z_game::{Event, Posture};

/// `e` as the scene's viewer may know it: another seat's card drawn
/// (ZG-GAP-12) or taken between two others (ZG-SAB-9) is not named.
fn seen(sc: &Scene, e: &Event) -> Event {
    let me = |s: u8| sc.view.viewer == Viewer::Seat(Seat(s));
    match *e {
        Event::CardDrawn { seat, deck, card: Some(_) } if !me(seat) => Event::CardDrawn { seat, deck, card: None },
        Event::Stolen { from, to, card: Some(_) } if !me(from) && !me(to) => Event::Stolen { from, to, card: None },
        ref e => e.clone(),
    }
}

pub fn play(sc: &mut Scene, e: &Event, tr: &Tr) -> Shown {
    use Pace::{Follow, Log, Pause};
    use Tone::{Bad, Good, Plain, Turn, Zombie};
    if let Event::TileDealt { loc, tile } = *e
        && !sc.view.face_down.get(usize::from(loc)).copied().unwrap_or(false)
        && let Some(l) = sc.view.locations.get_mut(usize::from(loc))
    {
        l.place = Place::City(Some(tile));
    }
    let text = horde_z_game::texts::narrate(&sc.view, &seen(sc, e), tr);
    let focus = horde_render::z_game::spot_of(e).map(Target::from);
    let (pace, tone) = match e {
        Event::RoundStarted { round } => {
            sc.view.round = *round;
            (Pause, Turn)
        }
        Event::PhaseStarted { phase } => {
            sc.phase = *phase;
            (Pause, Turn)
        }
        Event::Moved { who, from, to } | Event::Retreated { who, from, to } => {
            if let Some(c) = sc.character_at(*who, *from) {
                c.loc = Some(*to);
            }
            (Follow, if matches!(e, Event::Retreated { .. }) { Bad } else { Plain })
        }
        Event::LaidDown { who, loc, posture } => {
            if let Some(c) = sc.character_at(*who, *loc) {
                c.posture = *posture;
            }
            (Follow, Bad)
        }
        Event::Died { who, loc, .. } => {
            if let Some(c) = sc.character_at(*who, *loc) {
                c.loc = None;
            }
            (Pause, Bad)
        }
        Event::Healed { who, .. } => {
            if let Some(c) = sc
                .view
                .characters
                .iter_mut()
                .find(|c| c.owner == who.seat && c.kind == who.kind && c.loc.is_some() && !c.standing())
            {
                c.posture = Posture::Standing;
            }
            (Follow, Good)
        }
        Event::Captured { seat, loc } => {
            if let Some(l) = sc.view.locations.get_mut(usize::from(*loc)) {
                l.holder = Some(*seat);
            }
            (Pause, Good)
        }
        Event::Lost { loc, .. } => {
            if let Some(l) = sc.view.locations.get_mut(usize::from(*loc)) {
                l.holder = None;
            }
            (Pause, Bad)
        }
        Event::Vp { seat, total, .. } => {
            if let Some(p) = sc.view.players.get_mut(usize::from(*seat)) {
                p.vp = *total;
            }
            (Follow, Good)
        }
        Event::ZombieCard { .. } | Event::NightDie { .. } | Event::Overrun { .. } => (Pause, Zombie),
        Event::Fought { won, .. } => (Pause, if *won { Good } else { Bad }),
        Event::Duel { .. } | Event::Sabotage { .. } | Event::RecruitRoll { .. } | Event::Infection { .. } => {
            (Pause, Plain)
        }
        Event::Built { .. } | Event::CuresMade { .. } | Event::MedicineFound { .. } => (Follow, Good),
        Event::Ruined { .. } | Event::Stolen { .. } => (Pause, Bad),
        Event::GameOver { .. } => (Pause, Turn),
        Event::FactionDealt { .. } | Event::TileDealt { .. } | Event::CardDrawn { .. } | Event::Income { .. } => {
            (Log, Plain)
        }
        _ => (Follow, Plain),
    };
    Shown::new(text, pace, tone, focus)
}
