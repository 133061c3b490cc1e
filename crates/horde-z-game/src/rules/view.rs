//! What one viewer may know: everything but the other seats' hands and
//! the order of the decks.

use crate::content::{Card, Deck};
use crate::rules::action::Hand;
use crate::rules::map::Place;
use crate::rules::state::{Character, Duel, Ended, FightCtx, Location, RetreatCtx, Squad, Step, ZGame};
use horde_core::{Seat, Viewer};
use serde::{Serialize, Serializer};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerView {
    pub faction: Option<crate::content::FactionId>,
    pub food: u8,
    pub medicine: u8,
    pub vp: u8,
    pub action_cards: u8,
    pub weapon_cards: u8,
    pub cures: u8,
    pub traded: bool,
    pub leader_alive: bool,
}

/// Serialised with names instead of numbers (`shown`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    pub viewer: Viewer,
    pub round: u16,
    pub first: u8,
    pub target: u8,
    pub step: Step,
    pub players: Vec<PlayerView>,
    /// The viewer's own hand; `None` for spectators.
    pub hand: Option<Hand>,
    pub locations: Vec<Location>,
    pub characters: Vec<Character>,
    pub squad: Option<Squad>,
    pub fight: Option<FightCtx>,
    pub duel: Option<Duel>,
    pub retreat: Option<RetreatCtx>,
    pub action_deck: u8,
    pub weapon_deck: u8,
    pub character_deck: u8,
    pub zombie_deck: u8,
    /// Face up: the discard piles.
    pub discard: Hand,
    pub character_discard: [u8; 4],
    /// Few but effective (ZG-VAR-7): every faction's own pile, face up.
    pub piles: Vec<[u8; 4]>,
    pub zombie_discard: Vec<u8>,
    pub tiles_left: u8,
    /// Local knowledge (ZG-VAR-3): each seat's dealt tiles still to lay, face up.
    pub to_lay: Vec<Vec<u8>>,
    /// Fog of war (ZG-VAR-2): which positions lie face down.
    pub face_down: Vec<bool>,
    pub last_die: Option<u8>,
    pub ended: Option<Ended>,
}

impl Serialize for View {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        super::shown::Shown::of(self).serialize(serializer)
    }
}

impl View {
    pub fn of(g: &ZGame, viewer: Viewer) -> View {
        View {
            viewer,
            round: g.round,
            first: g.first,
            target: g.target,
            step: g.step,
            players: (0..g.players)
                .map(|s| {
                    let p = &g.seats[usize::from(s)];
                    PlayerView {
                        faction: p.faction,
                        food: p.food,
                        medicine: p.medicine,
                        vp: p.vp,
                        action_cards: g.hand_size(s, Deck::Action),
                        weapon_cards: g.hand_size(s, Deck::Weapon),
                        cures: p.cures,
                        traded: p.traded,
                        leader_alive: p.leader_alive,
                    }
                })
                .collect(),
            hand: match viewer {
                Viewer::Seat(Seat(s)) => g.seats.get(usize::from(s)).map(|p| p.hand),
                Viewer::Spectator => None,
            },
            // ZG-VAR-2: a face-down tile is nobody's to see.
            locations: g
                .locs
                .iter()
                .enumerate()
                .map(|(i, l)| {
                    if g.sees_tile(i as u8, viewer) {
                        l.clone()
                    } else {
                        Location { place: Place::City(None), ..l.clone() }
                    }
                })
                .collect(),
            face_down: g.face_down.clone(),
            characters: g.chars.clone(),
            squad: g.squad.clone(),
            fight: g.fight.clone(),
            duel: g.duel.clone(),
            retreat: g.retreat.clone(),
            action_deck: g.deck_size(Deck::Action),
            weapon_deck: g.deck_size(Deck::Weapon),
            character_deck: g.char_deck.iter().sum(),
            zombie_deck: g.zombie_deck.iter().sum(),
            discard: g.discard,
            character_discard: g.char_discard,
            piles: g.piles.clone(),
            zombie_discard: g.zombie_discard.clone(),
            tiles_left: g.tiles_left.len() as u8,
            to_lay: g.to_lay.clone(),
            last_die: g.last_die,
            ended: g.ended.clone(),
        }
    }

    /// Cards of `card`'s kind in the viewer's hand.
    pub fn holds(&self, card: Card) -> u8 {
        self.hand.map_or(0, |h| h[card.index()])
    }
}
