//! The state of a Dead of Night match.

use serde::{Deserialize, Serialize};

/// A square: `y * width + x` on the scenario's ground floor.
pub type Sq = u16;

/// A held or lying item: its index in the content's items, with
/// [`DRY`] set on a chainsaw that ran out of fuel (DN-ITEMS-1).
pub type Thing = u8;

/// Marks a chainsaw without fuel.
pub const DRY: Thing = 0x80;

/// The item index of a thing.
pub const fn item_of(t: Thing) -> u8 {
    t & !DRY
}

/// Highest energy (DN-ENERGY-2, DN-GAP-9).
pub const MAX_ENERGY: i8 = 6;
/// Starting energy (DN-SETUP-4).
pub const START_ENERGY: i8 = 6;
/// Hand-sized slots in hands and in the backpack (DN-GAP-3).
pub const HANDS: u8 = 2;
pub const PACK: u8 = 4;
/// Zombies a square holds (DN-ZOM-9).
pub const ZOMBIES_PER_SQUARE: usize = 4;
/// Most players at the table.
pub const MAX_PLAYERS: u8 = 6;

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    /// `None` until the player picks his entry space.
    pub pos: Option<Sq>,
    pub energy: i8,
    pub ammo: u8,
    /// Items held, sorted; their hands add up to at most [`HANDS`].
    pub hands: Vec<Thing>,
    /// Items in the backpack, sorted; at most [`PACK`] hand-sized slots.
    pub pack: Vec<Thing>,
    /// Holds the Keys card (DN-CARDS-3).
    pub keys: bool,
    pub alive: bool,
    /// Zombies killed (DN-GAP-17).
    pub kills: u16,
    /// Grabbed outside his turn (DN-MELEE-6): until his next turn starts.
    pub grabbed: bool,
    /// A close combat was rolled for him in the current turn (DN-GAP-6 (e)).
    pub fought: bool,
    /// Made his attack on a player in the current turn (DN-GAP-12).
    pub struck: bool,
    /// Infected (DN-INFECT-1): loses 1 energy at the start of each of his
    /// turns and cannot rest.
    pub infected: bool,
    /// Drove off the map in a vehicle (DN-END SOURCE, DN-GAP-22).
    pub escaped: bool,
    /// Actions owed to his next turns for Flee! and Do it now! (DN-GAP-15).
    pub owed: u8,
}

/// A barricade token on the edge between squares `a < b` (DN-BAR-1), and
/// the square its builder stood on (DN-BAR-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Barricade {
    pub a: Sq,
    pub b: Sq,
    pub side: Sq,
}

/// A fire token (DN-FIRE, DN-GAP-10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Fire {
    pub sq: Sq,
    /// Who started it, or caused the explosion or threw the Molotov that lit it.
    pub owner: u8,
    /// Spreads at its owner's turns; a Start-a-Fire fire never does.
    pub spreads: bool,
}

/// A vehicle on the board (DN-CAR, DN-GAP-13). Its occupants are the
/// players standing on its squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Car {
    pub front: Sq,
    pub rear: Sq,
    /// The indoor square of the door a Crash car blocks, until it moves
    /// (DN-CARDS-2).
    pub door: Option<Sq>,
    /// Its vehicle card in the content.
    pub vehicle: u8,
    /// Placed by the scenario: starting needs the Keys card or hot-wiring
    /// (DN-CAR-1/2).
    pub keyed: bool,
    pub fuel: bool,
    pub started: bool,
    /// The ignition was broken by hot-wiring: never starts (DN-CAR-2).
    pub broken: bool,
    /// Wrecked or burnt: an obstacle nobody boards (DN-CAR-7, DN-FIRE-6).
    pub wrecked: bool,
    /// The seat that took the wheel; see `driver` for who drives now.
    pub driver: Option<u8>,
}

/// The scenario's generator (DN-ITEM-2, DN-GAP-14).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Generator {
    pub sq: Sq,
    pub fuel: bool,
    /// Started: it runs for the rest of the game, until its room collapses.
    pub running: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Zombie {
    pub sq: Sq,
    /// Already moved (or stayed) in the current zombie move.
    pub moved: bool,
}

/// Why the match ended (DN-END, DN-GAP-22).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum End {
    /// The End was drawn (DN-END-3).
    TheEnd,
    /// The deck ran out: as The End (DN-GAP-1).
    DeckEmpty,
    /// Of two or more players only one is alive (DN-END-4).
    LastAlive,
    /// Every player is dead.
    AllDead,
    /// A vehicle left the map at a road exit (DN-GAP-22).
    Escaped,
}

/// One step of the flow: the decision the match waits for, or automated
/// work still to do (the top of [`DeadOfNight::stack`] runs first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Step {
    /// Chance: the first player (DN-GAP-5).
    ChooseFirst,
    /// Seat: picks a zombie entry space to start on (DN-SETUP SOURCE).
    PickStart { seat: u8 },
    /// Chance: the seat's random one-handed starting item.
    StartItem { seat: u8 },
    /// Automated: puts a zombie on every entry space no player took.
    FillEntries,
    /// Automated: the start of the current seat's turn (DN-GAP-5).
    BeginTurn,
    /// Chance: the top card of the deck (DN-TURN-1).
    Draw,
    /// Automated: `left` zombie turns of a cross card (DN-GAP-20).
    ZombieTurn { left: u8 },
    /// Automated: the zombies of a zombie move step one by one.
    ZombieMoves,
    /// The active seat (or the next living one) chooses between equal
    /// zombie steps (DN-GAP-7).
    ZombieChoice,
    /// Automated: the combat of every player in contact, clockwise from
    /// the active seat, from the `k`-th (DN-GAP-6 (b)).
    ContactFights { k: u8 },
    /// Active seat: actions and free actions (DN-ACT, DN-FREE).
    Actions,
    /// Active seat: inside a Move or a Run, `taken` squares so far.
    Moving { taken: u8, run: bool },
    /// Chance: the card of a room turned up (DN-MOVE-5).
    Reveal { area: u8 },
    /// Active seat: the free searches of entering a room (DN-GAP-23).
    FreeSearch { left: u8 },
    /// Chance: the search die (DN-SEARCH-1).
    SearchRoll { seat: u8 },
    /// Seat: take the found item or leave it in reach (DN-SEARCH-2).
    Found { seat: u8, thing: Thing },
    /// Seat: where the search zombie appears (DN-SEARCH-3).
    PlaceZombie { seat: u8 },
    /// Automated: a close combat of `seat` starts (DN-MELEE).
    Combat { seat: u8 },
    /// Seat: the held weapon to fight with.
    Weapon { seat: u8 },
    /// Chance: the combat die; `weapon` is the thing used (or [`FISTS`]).
    Roll { seat: u8, weapon: Thing },
    /// Seat: which zombies die (DN-MELEE-4).
    Kill { seat: u8, left: u8 },
    /// Seat: which zombie is pushed, and where (DN-GAP-8).
    Push { seat: u8 },
    /// Chance: the tear-away die of a grab (DN-MELEE-5).
    Tear { seat: u8, weapon: Thing },
    /// Chance: the die of a shot (`throw` false) or a throw at the zombies
    /// on `target` (DN-RANGED-3/4, DN-GAP-11).
    Aim { seat: u8, target: Sq, weapon: Thing, throw: bool },
    /// Seat: where the zombie a shot or throw pushed back from `from` goes
    /// (DN-GAP-8).
    PushAway { seat: u8, from: Sq },
    /// Chance: the die of an attack on the wall between the seat's square
    /// and `across` (DN-OBJ-1).
    WallRoll { seat: u8, across: Sq, weapon: Thing },
    /// Chance: the die of an attack on a player: hand to hand, or a shot
    /// (DN-PVP-1, DN-GAP-12).
    PvpRoll { attacker: u8, victim: u8, weapon: Thing, shot: bool },
    /// Chance: the die of an attack on the explosive on `target`
    /// (DN-OBJ-1, DN-GAP-21).
    ObjectRoll { seat: u8, target: Sq, weapon: Thing, shot: bool },
    /// Chance: the energy a player in a blast or a collapse loses
    /// (DN-EXPL-2/3, DN-GAP-19).
    BlastRoll { seat: u8 },
    /// Chance: the die of someone entering a damaged room (DN-DMG-1).
    DamageRoll { area: u8 },
    /// Seat: where he lands outside the room that collapsed (DN-GAP-19).
    Evacuate { seat: u8, area: u8 },
    /// Automated: the seat's spreading fires spread (DN-GAP-5, DN-GAP-10).
    SpreadFires { seat: u8 },
    /// Seat: where the fire of `from` spreads (DN-FIRE-5).
    Spread { seat: u8, from: Sq },
    /// Chance: the infection die after a torn-away weapon (DN-INFECT-1).
    InfectRoll { seat: u8 },
    /// Seat `helper`: whether he helps `fighter` in the close combat about
    /// to be rolled (DN-MELEE-3).
    Help { fighter: u8, helper: u8 },
    /// Seat: the exterior door the Crash car stops at (DN-CARDS-2).
    CrashDoor { seat: u8 },
    /// Chance: how many zombies are in the car (DN-CARDS-2).
    CrashRoll { car: Car },
    /// Chance: the hot-wiring die (DN-CAR-2).
    HotWire { seat: u8 },
    /// Active seat: driving, `left` squares of the vehicle's speed left
    /// (DN-CAR-3, DN-MOVE-6).
    Driving { left: u8 },
    /// Chance: the vehicle's attack on the zombies of the square it would
    /// enter by moving to `front`/`rear` (DN-CAR-7, DN-GAP-13).
    Ram { front: Sq, rear: Sq, left: u8 },
    /// Automated: the vehicle enters `front`/`rear` if its attack left no
    /// zombie there, and drives on.
    RamEnter { front: Sq, rear: Sq, left: u8 },
    /// Seat: where he gets out of a wrecked vehicle (DN-GAP-13).
    GetOut { seat: u8 },
    /// Chance: the energy lost by jumping out of a moving vehicle (DN-CAR-6).
    JumpRoll { seat: u8 },
    /// Chance: the steal die (DN-ITEM-4).
    StealRoll { thief: u8, victim: u8 },
    /// Thief: what he takes (DN-GAP-24).
    StealPick { thief: u8, victim: u8 },
    /// Automated: the turn passes on.
    EndTurn,
    /// Seat: Flee!, Do it now! or neither, in another player's turn
    /// (DN-FREE-6/7/8).
    Respond { seat: u8 },
    /// The responder's one action of a Do it now! (DN-FREE-7).
    Interrupt,
    /// Automated: the turn goes back to `seat`, with `actions` left.
    Resume { seat: u8, actions: u8 },
}

/// The weapon of an unarmed attack.
pub const FISTS: Thing = 0x7f;

/// A Dead of Night match: the value is the whole state.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DeadOfNight {
    pub(crate) scenario: u8,
    pub(crate) infection: bool,
    pub(crate) players: Vec<Player>,
    pub(crate) zombies: super::crowd::Crowd,
    /// Items lying on the board, sorted.
    pub(crate) floor: Vec<(Sq, Thing)>,
    /// Keys lying on the square of a dead holder.
    pub(crate) floor_keys: Option<Sq>,
    /// Copies left in the item supply, per item (DN-GAP-2).
    pub(crate) supply: Vec<u8>,
    pub(crate) ammo_supply: u8,
    /// Per area, the room card turned up on it.
    pub(crate) revealed: Vec<Option<u8>>,
    /// Room cards of the pool not yet dealt.
    pub(crate) pool: Vec<u8>,
    /// Doors broken by Zombies Break Through (now open doorways), as the
    /// lower square and the higher one.
    pub(crate) broken_doors: Vec<(Sq, Sq)>,
    /// Walls broken by attacks (destroyed-wall markers, DN-OBJ-1), as the
    /// lower square and the higher one.
    pub(crate) breaches: Vec<(Sq, Sq)>,
    /// Barricade tokens, sorted.
    pub(crate) barricades: Vec<Barricade>,
    /// Fire tokens, one a square, sorted.
    pub(crate) fires: Vec<Fire>,
    /// Cars on the board, sorted.
    pub(crate) cars: Vec<Car>,
    /// Players willing to help the close combat about to be rolled (DN-MELEE-3).
    pub(crate) helpers: u8,
    /// The players in the fight between players, one bit a seat (DN-PVP-2, DN-GAP-12).
    pub(crate) fight: u8,
    /// Those of them who declared peace since the last attack.
    pub(crate) peace: u8,
    /// Damaged-building tokens per area; 2 is a collapsed room (DN-DMG).
    pub(crate) damage: Vec<u8>,
    /// Copies left per card in deck parts AI and AII.
    pub(crate) first: Vec<u8>,
    pub(crate) second: Vec<u8>,
    /// Cards drawn so far.
    pub(crate) drawn: u8,
    /// Power's On lies beside the board (DN-CARDS-4).
    pub(crate) power: bool,
    pub(crate) generator: Option<Generator>,
    pub(crate) first_seat: u8,
    pub(crate) active: u8,
    pub(crate) actions: u8,
    pub(crate) round: u32,
    pub(crate) stack: Vec<Step>,
    /// The last chance outcome (a die, a card, a room card): public.
    pub(crate) last_chance: Option<super::action::Action>,
    pub(crate) over: Option<End>,
    /// The zombies' last maps: a saving of work, not part of the match.
    #[serde(skip)]
    pub(crate) zombie_maps: super::zombies::MapsMemo,
    /// The zombie round stopped at the current choice: the same.
    #[serde(skip)]
    pub(crate) zombie_round: super::zombies::RoundMemo,
}
