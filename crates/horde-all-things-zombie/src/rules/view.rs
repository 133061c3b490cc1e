//! What a viewer sees. Nothing in All Things Zombie is hidden from a
//! seat: the zombie cup and the zombie and loot decks are drawn by chance
//! from their known contents, so every viewer sees the same public state.

use crate::content::Gear;
use crate::rules::state::{Atz, Ended, Pending, Shot, Side};
use horde_board::Hex;
use horde_core::Viewer;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CharacterView {
    pub id: String,
    pub hex: Hex,
    pub rep: u8,
    pub mp: u8,
    pub melee: u8,
    pub star: bool,
    pub wounds: u8,
    pub weapon: Option<String>,
    pub loaded: bool,
    pub scope: bool,
    /// The second weapon and the items on the sheet, by id (ATZ-CHAR-2).
    pub spare: Option<String>,
    pub items: Vec<String>,
    pub drugged: bool,
    /// Still off the map (ATZ-MOVE-6).
    pub waiting: bool,
    pub active: bool,
    pub done: bool,
    pub exited: bool,
    pub alive: bool,
    /// The band's, a found ally's or a found enemy's (ATZ-GAP-25).
    pub side: Side,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ZombieView {
    pub id: u16,
    pub hex: Hex,
    pub rep: u8,
    pub direction: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    pub scenario: String,
    pub turn: u16,
    pub turns: u16,
    pub initiative: Option<(u8, u8)>,
    pub characters: Vec<CharacterView>,
    pub zombies: Vec<ZombieView>,
    pub shots: Vec<Shot>,
    pub entered: Vec<bool>,
    pub searched: Vec<bool>,
    /// Weapons and items lying on the map (ATZ-LOOT-3).
    pub ground: Vec<(Hex, String)>,
    /// Loot cards left, by kind.
    pub loot: Vec<u8>,
    /// The exit edge is the east one (ATZ-GAP-9).
    pub exit_east: bool,
    /// Zombie counters left in the cup and zombie cards left in the deck,
    /// by kind: both are known to everyone.
    pub cup: Vec<u8>,
    pub deck: Vec<u8>,
    /// The dice in progress and those of the last roll.
    pub dice: Vec<u8>,
    pub last_roll: Vec<u8>,
    /// The active character, if one is taking its turn.
    pub acting: Option<u8>,
    pub mp_left: Option<u8>,
    pub pending: Pending,
    pub ended: Option<Ended>,
}

impl View {
    pub fn of(g: &Atz, _viewer: Viewer) -> Self {
        View {
            scenario: g.scenario().id.clone(),
            turn: g.turn,
            turns: g.scenario().turns,
            initiative: g.initiative,
            characters: g
                .characters
                .iter()
                .map(|c| CharacterView {
                    id: c.def().id.clone(),
                    hex: c.hex,
                    rep: c.rep(),
                    mp: c.mp(),
                    melee: c.melee_dice(),
                    star: c.def().star,
                    wounds: c.wounds,
                    weapon: c.weapon_def().map(|w| w.id.clone()),
                    loaded: c.loaded,
                    scope: c.scope,
                    spare: c.spare.map(|a| g.content().weapons[usize::from(a.weapon)].id.clone()),
                    items: c.items.iter().map(|&i| g.content().gear_id(Gear::Item(i)).to_owned()).collect(),
                    drugged: c.drugged,
                    waiting: c.waiting,
                    active: c.active,
                    done: c.done,
                    exited: c.exited,
                    alive: c.alive(),
                    side: c.side,
                })
                .collect(),
            zombies: g
                .zombies
                .iter()
                .enumerate()
                .filter(|(_, z)| z.alive)
                .map(|(i, z)| ZombieView { id: i as u16, hex: z.hex, rep: z.rep(), direction: z.direction() })
                .collect(),
            shots: g.shots.clone(),
            entered: g.entered.clone(),
            searched: g.searched.clone(),
            ground: g.ground.iter().map(|l| (l.hex, g.content().gear_id(l.gear).to_owned())).collect(),
            loot: g.loot.clone(),
            exit_east: g.exit_east,
            cup: g.cup.clone(),
            deck: g.deck.clone(),
            dice: g.dice.clone(),
            last_roll: g.last_roll.clone(),
            acting: g.turn_state.map(|t| t.c),
            mp_left: g.turn_state.map(|t| t.mp),
            pending: g.pending,
            ended: g.ended,
        }
    }
}
