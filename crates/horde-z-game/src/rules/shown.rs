//! The view as front ends without a board of their own read it: its
//! serialised form names locations, factions, characters and cards instead
//! of the engine's numbers. A generic front end lays the keys out as they
//! come and knows no language, so the names are the English catalogue's;
//! a seat's own words (menus, narration) come in its language through
//! `texts`.

use crate::Posture;
use crate::content::{Card, CharKind, FactionId};
use crate::rules::action::Hand;
use crate::rules::view::View;
use crate::texts::{card_name, job_name, kind_name, place_name, posture_name, seat_name, texts, who_text};
use horde_rules::texts::{Lang, Tr};
use serde::Serialize;
use std::collections::BTreeMap;

#[derive(Serialize)]
pub(super) struct Shown {
    round: u16,
    #[serde(rename = "vp target")]
    target: u8,
    #[serde(rename = "first player")]
    first: String,
    step: String,
    #[serde(rename = "to act")]
    to_act: Option<String>,
    factions: BTreeMap<String, Faction>,
    /// The viewer's own hand; `None` for spectators.
    hand: Option<BTreeMap<String, u8>>,
    /// Locations with a holder, markers or characters.
    locations: BTreeMap<String, Spot>,
    /// The rest, neutral and bare, in map order.
    #[serde(rename = "empty locations")]
    empty: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    squad: Option<Squad>,
    #[serde(skip_serializing_if = "Option::is_none")]
    fight: Option<Fight>,
    #[serde(skip_serializing_if = "Option::is_none")]
    duel: Option<Duel>,
    #[serde(skip_serializing_if = "Option::is_none")]
    retreat: Option<Retreat>,
    decks: Decks,
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    discard: BTreeMap<String, u8>,
    #[serde(rename = "character discard", skip_serializing_if = "BTreeMap::is_empty")]
    character_discard: BTreeMap<String, u8>,
    /// Few but effective (ZG-VAR-7) only.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    piles: BTreeMap<String, BTreeMap<String, u8>>,
    #[serde(rename = "zombie discard")]
    zombie_discard: Vec<u8>,
    /// Local knowledge (ZG-VAR-3) only.
    #[serde(rename = "to lay", skip_serializing_if = "BTreeMap::is_empty")]
    to_lay: BTreeMap<String, Vec<String>>,
    #[serde(rename = "last die")]
    last_die: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    ended: Option<Ended>,
}

#[derive(Serialize)]
struct Faction {
    food: u8,
    medicine: u8,
    vp: u8,
    #[serde(rename = "action cards")]
    action_cards: u8,
    #[serde(rename = "weapon cards")]
    weapon_cards: u8,
    #[serde(skip_serializing_if = "is_zero")]
    cures: u8,
    /// ZG-GAP-13: only a dead leader is worth a word.
    #[serde(rename = "leader dead", skip_serializing_if = "is_false")]
    leader_dead: bool,
}

/// One location: who holds it, its markers and who stands there.
#[derive(Serialize)]
struct Spot {
    #[serde(rename = "held by", skip_serializing_if = "Option::is_none")]
    holder: Option<String>,
    /// Only when they are not the holder's: neutral or a rival's (ZG-CTX-9).
    #[serde(rename = "markers of", skip_serializing_if = "Option::is_none")]
    markers_of: Option<String>,
    #[serde(rename = "markers full", skip_serializing_if = "is_zero")]
    full: u8,
    #[serde(rename = "markers building", skip_serializing_if = "is_zero")]
    building: u8,
    #[serde(rename = "markers ruined", skip_serializing_if = "is_zero")]
    ruin: u8,
    #[serde(rename = "markers repairing", skip_serializing_if = "is_zero")]
    repairing: u8,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    people: Vec<String>,
}

impl Spot {
    fn is_empty(&self) -> bool {
        self.holder.is_none() && self.people.is_empty() && self.full + self.building + self.ruin + self.repairing == 0
    }
}

#[derive(Serialize)]
struct Squad {
    faction: String,
    at: String,
    job: String,
    members: Vec<String>,
    cards: BTreeMap<String, u8>,
}

#[derive(Serialize)]
struct Fight {
    faction: String,
    at: String,
    night: bool,
    zombies: u8,
    #[serde(rename = "dice left")]
    dice_left: u8,
}

#[derive(Serialize)]
struct Duel {
    at: String,
    attacker: String,
    defender: String,
    #[serde(rename = "defender holds")]
    holder: bool,
    dice: Vec<u8>,
    weapons: [u8; 2],
}

#[derive(Serialize)]
struct Retreat {
    faction: String,
    from: String,
    people: Vec<String>,
    night: bool,
    to: Vec<String>,
}

#[derive(Serialize)]
struct Decks {
    action: u8,
    weapon: u8,
    characters: u8,
    zombies: u8,
}

#[derive(Serialize)]
struct Ended {
    winners: Vec<String>,
    unfinished: bool,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl Shown {
    pub(super) fn of(v: &View) -> Shown {
        let tr = texts().tr(Lang::En);
        let factions = |s: u8| v.players.get(usize::from(s)).and_then(|p| p.faction);
        let seat = |s: u8| seat_name(factions(s), s, tr);
        let loc = |l: u8| loc_name(v, l, &factions, tr);
        let person = |c: &crate::rules::state::Character| {
            let mut text = who_text(c.who(), factions(c.owner), tr);
            if c.posture != Posture::Standing {
                text = format!("{text} ({})", posture_name(c.posture, tr));
            }
            text
        };
        let mut locations: BTreeMap<String, Spot> = (0..v.locations.len() as u8)
            .map(|i| {
                let l = &v.locations[usize::from(i)];
                let spot = Spot {
                    holder: l.holder.map(seat),
                    markers_of: l.fort.owner.filter(|_| l.fort.owner != l.holder && l.fort.markers() > 0).map(seat),
                    full: l.fort.full,
                    building: l.fort.building,
                    ruin: l.fort.ruin,
                    repairing: l.fort.repairing,
                    people: Vec::new(),
                };
                (loc(i), spot)
            })
            .collect();
        for c in &v.characters {
            if let Some(spot) = c.loc.and_then(|l| locations.get_mut(&loc(l))) {
                spot.people.push(person(c));
            }
        }
        let empty: Vec<String> = (0..v.locations.len() as u8)
            .map(loc)
            .filter(|name| locations.get(name).is_some_and(Spot::is_empty))
            .collect();
        locations.retain(|_, spot| !spot.is_empty());
        Shown {
            round: v.round,
            target: v.target,
            first: seat(v.first),
            step: step_name(v),
            to_act: v.step.seat().map(seat),
            factions: v
                .players
                .iter()
                .zip(0u8..)
                .map(|(p, s)| {
                    let f = Faction {
                        food: p.food,
                        medicine: p.medicine,
                        vp: p.vp,
                        action_cards: p.action_cards,
                        weapon_cards: p.weapon_cards,
                        cures: p.cures,
                        leader_dead: !p.leader_alive,
                    };
                    (seat(s), f)
                })
                .collect(),
            hand: v.hand.map(|h| cards(&h, tr)),
            locations,
            empty,
            squad: v.squad.as_ref().map(|s| Squad {
                faction: seat(s.seat),
                at: loc(s.loc),
                job: job_name(s.job, tr),
                members: s.members.iter().filter_map(|&m| v.characters.get(usize::from(m))).map(person).collect(),
                cards: cards(&s.cards, tr),
            }),
            fight: v.fight.as_ref().map(|f| Fight {
                faction: seat(f.seat),
                at: loc(f.loc),
                night: f.night,
                zombies: f.zombies,
                dice_left: f.dice_left,
            }),
            duel: v.duel.as_ref().map(|d| Duel {
                at: loc(d.loc),
                attacker: seat(d.attacker),
                defender: seat(d.defender),
                holder: d.holder,
                dice: d.dice.clone(),
                weapons: d.weapons,
            }),
            retreat: v.retreat.as_ref().map(|r| Retreat {
                faction: seat(r.seat),
                from: loc(r.from),
                people: r.chars.iter().filter_map(|&c| v.characters.get(usize::from(c))).map(person).collect(),
                night: r.night,
                to: r.options.iter().map(|&l| loc(l)).collect(),
            }),
            decks: Decks {
                action: v.action_deck,
                weapon: v.weapon_deck,
                characters: v.character_deck,
                zombies: v.zombie_deck,
            },
            discard: cards(&v.discard, tr),
            character_discard: kinds(&v.character_discard, tr),
            piles: v
                .piles
                .iter()
                .zip(0u8..)
                .filter(|(p, _)| p.iter().any(|&n| n > 0))
                .map(|(p, s)| (seat(s), kinds(p, tr)))
                .collect(),
            zombie_discard: v.zombie_discard.clone(),
            to_lay: v
                .to_lay
                .iter()
                .zip(0u8..)
                .filter(|(t, _)| !t.is_empty())
                .map(|(t, s)| {
                    let tiles =
                        t.iter().map(|&tile| place_name(crate::rules::map::Place::City(Some(tile)), factions, tr));
                    (seat(s), tiles.collect())
                })
                .collect(),
            last_die: v.last_die,
            ended: v
                .ended
                .as_ref()
                .map(|e| Ended { winners: e.winners.iter().map(|&s| seat(s)).collect(), unfinished: e.unfinished }),
        }
    }
}

/// A location's name; a face-down one (ZG-VAR-2) by its map position,
/// the only thing that tells it from the others.
fn loc_name(v: &View, l: u8, factions: &impl Fn(u8) -> Option<FactionId>, tr: &Tr) -> String {
    match v.locations.get(usize::from(l)) {
        Some(x) if x.place != crate::rules::map::Place::City(None) => place_name(x.place, factions, tr),
        _ => format!("{} {l}", tr.t("zg-unknown-location")),
    }
}

/// The step's name as the engine calls it ("moves", "evening").
fn step_name(v: &View) -> String {
    match serde_json::to_value(v.step) {
        Ok(serde_json::Value::String(name)) => name,
        Ok(serde_json::Value::Object(fields)) => fields.keys().next().cloned().unwrap_or_default(),
        _ => String::new(),
    }
}

/// The cards held, by name; none of a kind is left out.
fn cards(hand: &Hand, tr: &Tr) -> BTreeMap<String, u8> {
    Card::ALL.iter().filter(|c| hand[c.index()] > 0).map(|&c| (card_name(c, tr), hand[c.index()])).collect()
}

fn kinds(counts: &[u8; 4], tr: &Tr) -> BTreeMap<String, u8> {
    CharKind::ALL.iter().filter(|k| counts[k.index()] > 0).map(|&k| (kind_name(k, tr), counts[k.index()])).collect()
}
