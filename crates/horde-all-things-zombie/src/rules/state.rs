//! The state of a match.

use crate::content::{CharacterDef, Content, Gear, ItemKind, Map, Scenario, WeaponDef, content};
use horde_board::Hex;
use horde_core::Seat;
use serde::{Deserialize, Serialize};

/// What a match is started from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// A scenario id of `scenarios.toml`.
    pub scenario: String,
    /// Players sharing the characters: character `i` is played by seat
    /// `i % seats`.
    pub seats: u8,
    #[serde(default)]
    pub house: HouseRules,
}

impl Default for Setup {
    fn default() -> Self {
        Self::new("crossing", 1)
    }
}

impl Setup {
    pub fn new(scenario: &str, seats: u8) -> Self {
        Self { scenario: scenario.to_owned(), seats, house: HouseRules::default() }
    }
}

/// The seed's house rules, off unless a match turns them on (ATZ-HOUSE).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HouseRules {
    /// ATZ-HOUSE-1: characters need not act in Rep order.
    pub any_order: bool,
    /// ATZ-HOUSE-2: a shotgun shot places its smaller marker.
    pub small_shotgun_marker: bool,
    /// ATZ-SHOOT-13: the seed's optional pity shot.
    #[serde(default)]
    pub pity_shot: bool,
}

/// Whose side a character is on: the players' band, a found ally under
/// their control, or a found enemy the engine plays (ATZ-SURV-4/5,
/// ATZ-GAP-25).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    #[default]
    Band,
    Ally,
    Enemy,
}

/// A character on (or off) the map.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Character {
    /// Index of its counter in the content.
    pub def: u8,
    pub hex: Hex,
    pub wounds: u8,
    /// The weapon in hand (ATZ-CHAR-5), and whether it is loaded (ATZ-ITEM-1).
    pub weapon: Option<u8>,
    pub loaded: bool,
    /// A Scope is attached to the weapon in hand (ATZ-ITEM-6).
    pub scope: bool,
    /// The second weapon, on the sheet (ATZ-CHAR-4, ATZ-GAP-7).
    pub spare: Option<Arm>,
    /// Items on the sheet, by item index (ATZ-CHAR-4).
    pub items: Vec<u8>,
    /// Took Drugs this turn: Rep +1 (ATZ-ITEM-5).
    pub drugged: bool,
    /// Not on the map yet: it enters from the half hexes of an edge (ATZ-MOVE-6).
    pub waiting: bool,
    /// Has taken at least one turn (ATZ-GEN-7, ATZ-GAP-22).
    pub had_turn: bool,
    /// May act this turn (ATZ-TURN-3).
    pub active: bool,
    /// Has had its turn this turn (ATZ-ACT-1).
    pub done: bool,
    /// Has left the map (ATZ-GAP-9): safe and out of play.
    pub exited: bool,
    /// Its hex fought a melee at once this phase (ATZ-GAP-15).
    pub fought: bool,
    #[serde(default)]
    pub side: Side,
    /// Its sex, for the recruitment roll (ATZ-SURV-4): the counter's for
    /// a named character, rolled for a found one (ATZ-GAP-12).
    #[serde(default)]
    pub female: bool,
}

/// A weapon counter off the hand, with its state (ATZ-ITEM-1, ATZ-ITEM-6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Arm {
    pub weapon: u8,
    pub loaded: bool,
    pub scope: bool,
}

/// A counter on the ground; a weapon keeps its ammo and its Scope (ATZ-ITEM-6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Lying {
    pub hex: Hex,
    pub gear: Gear,
    pub loaded: bool,
    pub scope: bool,
}

impl Character {
    /// A fresh counter with `weapon` loaded in hand (ATZ-CHAR-3).
    pub fn new(def: u8, hex: Hex, weapon: Option<u8>, items: Vec<u8>) -> Self {
        Character {
            def,
            hex,
            wounds: 0,
            weapon,
            loaded: true,
            scope: false,
            spare: None,
            items,
            drugged: false,
            waiting: false,
            had_turn: false,
            active: false,
            done: false,
            exited: false,
            fought: false,
            side: Side::Band,
            female: content().characters.get(usize::from(def)).is_some_and(|d| d.female),
        }
    }
    pub fn def(&self) -> &'static CharacterDef {
        &content().characters[usize::from(self.def)]
    }
    pub fn alive(&self) -> bool {
        self.wounds < self.def().dead.unwrap_or(content().tables.dead)
    }
    /// The two are on opposing sides: a found enemy against the band and
    /// its allies (ATZ-GAP-25).
    pub fn opposes(&self, other: &Character) -> bool {
        (self.side == Side::Enemy) != (other.side == Side::Enemy)
    }
    /// On the map and alive.
    pub fn present(&self) -> bool {
        self.alive() && !self.exited && !self.waiting
    }
    pub fn flipped(&self) -> bool {
        self.wounds >= self.def().flip.unwrap_or(content().tables.flip)
    }
    /// Current Rep: the reverse side's lower value once flipped (ATZ-CHAR-6,
    /// ATZ-GAP-4), +1 on Drugs (ATZ-ITEM-5, ATZ-CHAR-7).
    pub fn rep(&self) -> u8 {
        let d = self.def();
        let side = if self.flipped() { d.rep.saturating_sub(content().tables.reverse_rep).max(1) } else { d.rep };
        side + u8::from(self.drugged)
    }
    pub fn mp(&self) -> u8 {
        let d = self.def();
        if self.flipped() { d.mp.saturating_sub(content().tables.reverse_mp).max(1) } else { d.mp }
    }
    pub fn melee_dice(&self) -> u8 {
        let d = self.def();
        let base = if self.flipped() { d.melee.saturating_sub(content().tables.reverse_melee).max(1) } else { d.melee };
        // ATZ-MELEE-3, ATZ-ITEM-8: a melee weapon in hand and a Vest each add dice.
        base + self.weapon_def().map_or(0, |w| w.melee_bonus) + u8::from(self.has(ItemKind::Vest))
    }
    /// Holds an item of this kind on its sheet.
    pub fn has(&self, kind: ItemKind) -> bool {
        self.item_slot(kind).is_some()
    }
    pub fn item_slot(&self, kind: ItemKind) -> Option<usize> {
        self.items.iter().position(|&i| content().items.get(usize::from(i)).is_some_and(|d| d.kind == kind))
    }
    /// Weapons carried, "2x pistols" counting as two (ATZ-CHAR-4, ATZ-GAP-7).
    pub fn weapons_carried(&self) -> u8 {
        let counts = |w: u8| content().weapons[usize::from(w)].counts;
        self.weapon.map_or(0, counts) + self.spare.map_or(0, |a| counts(a.weapon))
    }
    /// Free places on the sheet (ATZ-GAP-7): items and the second weapon take one each.
    pub fn free_slots(&self) -> usize {
        usize::from(content().tables.slots).saturating_sub(self.items.len() + usize::from(self.spare.is_some()))
    }
    /// Whether the sheet has room for `g` (ATZ-CHAR-4, ATZ-GAP-7).
    pub fn room_for(&self, g: Gear) -> bool {
        match g {
            Gear::Weapon(w) => {
                let fits =
                    self.weapons_carried() + content().weapons[usize::from(w)].counts <= content().tables.max_weapons;
                fits && (self.weapon.is_none() || (self.spare.is_none() && self.free_slots() > 0))
            }
            Gear::Item(_) => self.free_slots() > 0,
        }
    }
    pub fn weapon_def(&self) -> Option<&'static WeaponDef> {
        self.weapon.map(|w| &content().weapons[usize::from(w)])
    }
    /// A loaded ranged weapon in hand.
    pub fn can_fire(&self) -> bool {
        self.loaded && self.weapon_def().is_some_and(WeaponDef::is_ranged)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Zombie {
    /// Index of its counter kind in the content.
    pub kind: u8,
    pub hex: Hex,
    pub alive: bool,
    /// Placed by the start generation: it first moves next turn (ATZ-GEN-8).
    pub held: bool,
}

impl Zombie {
    pub fn rep(&self) -> u8 {
        content().zombie_kinds[usize::from(self.kind)].rep
    }
    pub fn mp(&self) -> u8 {
        content().zombie_kinds[usize::from(self.kind)].mp
    }
    pub fn direction(&self) -> u8 {
        content().zombie_kinds[usize::from(self.kind)].direction
    }
}

/// A Shot marker (ATZ-ITEM-2): its hex and its number of dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Shot {
    pub hex: Hex,
    pub dice: u8,
}

/// The reaction tests (ATZ-REACT).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Test {
    WantingToCharge,
    BeingCharged,
    ReceivedFire,
    InSight,
}

/// Where a reaction test was taken, which decides what follows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TestAt {
    /// Wanting to Charge into the hex this way (ATZ-REACT-2).
    Charge { direction: u8 },
    /// Being Charged at the start of its own turn (ATZ-GAP-19).
    TurnStart,
    /// Being Charged after the zombies moved (ATZ-ZACT-2).
    ZombiePhase,
    /// In Sight of this moving zombie (ATZ-REACT-10).
    Sighting { z: u16 },
    /// In Sight of this opposing character on the move (ATZ-REACT-10).
    Spotted { c: u8 },
    /// Received Fire from this character's shot (ATZ-REACT-7).
    Fired { by: u8 },
    /// Wanting to Charge the zombies of this map hex, beyond reach (ATZ-REACT-3).
    ChargeFar { hex: u16 },
}

/// What a roll of dice in progress is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RollFor {
    /// ATZ-RUN-1: 2 dice vs Rep.
    Run,
    /// A reaction test of the character (ATZ-REACT-1).
    Test(Test, TestAt),
    /// The dice of a shot (ATZ-SHOOT-4).
    Shot,
    /// Character dice, then one per zombie (ATZ-MELEE-3/4).
    Melee { char_dice: u8 },
    /// The zombies' die, then the character's (ATZ-FINDZ-3, ATZ-GAP-21).
    Surprise { zombies: u8 },
    /// The Runaway direction (ATZ-REACT-6).
    Runaway,
    /// The dice of the Shot marker being resolved (ATZ-GEN-1).
    Generation,
    /// One die per figure in the hex a grenade bursts in (ATZ-SHOOT-8).
    Grenade,
    /// The edge of a random start: 1-3 west, 4-6 east (ATZ-GAP-9).
    Entry,
    /// 2 dice vs Rep for an ability on this character or zombie (ATZ-GAP-11).
    Ability { target: u16 },
    /// Which of two hexes a generated zombie takes (ATZ-GAP-6).
    PlaceTie,
    /// A found survivor: its counter, sex and weapon, then the finder's
    /// recruitment die and the survivor's (ATZ-SURV-2/4, ATZ-GAP-12).
    Found,
    /// Melee between two characters: `first` dice of `c`, then those of
    /// `other` (ATZ-GAP-3).
    Duel { other: u8, first: u8 },
    /// The pity shot's die vs Rep at the shot's first target, a zombie or
    /// (`character`) a character (ATZ-SHOOT-13).
    Pity { target: u16, character: bool },
    /// The run test of a charge beyond reach at this map hex (ATZ-REACT-3).
    ChargeRun { hex: u16 },
}

/// Why a zombie counter is drawn from the cup.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DrawFor {
    /// The scenario's starting zombies (ATZ-SETUP-4).
    Setup,
    /// A zombie card's zombies in the entered hex (ATZ-FINDZ-1).
    Building,
    /// Generation at a Shot marker (ATZ-GEN-2).
    Generation,
}

/// What happens after a shot is resolved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AfterShot {
    /// Its action in its own turn: the turn goes on.
    Turn,
    /// A reaction shot that ends its turn (ATZ-REACT-4).
    EndTurn,
    /// The Being Charged shot of a turn start: it then leaves or fights.
    TurnStart,
    /// The Being Charged shot after the zombies moved: the melee follows at the phase's end.
    Phase,
    /// The surprise shot (ATZ-FINDZ-5): melee at once if zombies remain.
    Surprise,
}

/// The decision the match waits for, or `Idle` while automated steps run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Pending {
    Idle,
    /// Chance: the two initiative dice (ATZ-TURN-2).
    Initiative,
    /// A seat picks the next character among those of the highest Rep (ATZ-ACT-1).
    NextCharacter,
    /// The active character's turn (ATZ-ACT-2).
    Turn,
    /// Chance: `need` dice of a roll; those rolled so far are in `dice`.
    Roll {
        c: u8,
        why: RollFor,
        need: u8,
    },
    /// A Star picks the result of a test (ATZ-STAR-1, ATZ-REACT-9).
    Choose {
        c: u8,
        test: Test,
        at: TestAt,
    },
    /// A reaction row allows a shot: fire or decline (ATZ-GAP-1).
    OfferFire {
        c: u8,
        then: AfterShot,
    },
    /// The firer names the target of die `targets.len()` (ATZ-GAP-23).
    Aim {
        c: u8,
        dice: u8,
        then: AfterShot,
    },
    /// Chance: a zombie card for the building just entered (ATZ-FINDZ-1).
    Card {
        c: u8,
    },
    /// Chance: a loot card for the building `c` searches (ATZ-LOOT-1).
    Loot {
        c: u8,
    },
    /// Character `c` may take Drugs right after the initiative roll (ATZ-ITEM-5).
    Drugs {
        c: u8,
    },
    /// Character `c` is equipped with Glory points before play (ATZ-GAP-24).
    Equip {
        c: u8,
    },
    /// Chance: a zombie counter from the cup; `left` more after this one.
    Draw {
        why: DrawFor,
        left: u8,
    },
    /// The zombies are surprised: fire, melee or step back (ATZ-FINDZ-5).
    Surprised {
        c: u8,
    },
    /// The character kills `n` more zombies of its hex, its choice (ATZ-GAP-3).
    Kill {
        c: u8,
        n: u8,
    },
    /// Chance: which of equally near characters a zombie goes for (ATZ-ZACT-3).
    ZombieTarget {
        z: u16,
    },
    /// Chance: the found enemies' initiative die, unlike the other two (ATZ-SURV-7, ATZ-GAP-25).
    EnemyDie,
    /// Chance: which of the equally near hexes in `picks` enemy `e` goes for (ATZ-SURV-7).
    EnemyTarget {
        e: u8,
    },
    /// Character `c`, fired at by `by`, ducks back to a hex of its choice (ATZ-REACT-8).
    DuckBack {
        c: u8,
        by: u8,
    },
    /// Character `c` may roll one of its dice of the roll just made again (ATZ-FAQ-5).
    Reroll {
        c: u8,
        why: RollFor,
        need: u8,
    },
    Over,
}

/// The automated steps still to run, innermost last.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Then {
    /// Roll initiative for a new turn.
    NewTurn,
    /// The characters' phase: the next character, or the phase ends.
    CharacterPhase,
    /// The zombies' phase from zombie `next` on.
    ZombiePhase { next: u16 },
    /// Being Charged tests after the zombies moved (ATZ-ZACT-2).
    ChargedTests,
    /// Melee in every hex shared by a zombie and a character (ATZ-MELEE-1).
    Sweep,
    /// The other side's phase, or generation when both have acted.
    SideDone,
    /// The zombie walking (`walk`) goes on after a reaction (ATZ-GAP-15).
    Walk,
    /// Shot marker `next` rolls its dice (ATZ-GEN-1).
    Generation { next: u8 },
    /// The active character's turn is over.
    EndCharacterTurn,
    /// Roll the entry edge of a random start (ATZ-GAP-9).
    EntryRoll,
    /// Equip character `c`, then the next (ATZ-GAP-24).
    Equip { c: u8 },
    /// The zombies at the start, once every character has had a turn (ATZ-GEN-7, ATZ-GAP-22).
    StartGeneration,
    /// The found enemies' phase: the next of them acts (ATZ-SURV-7).
    EnemyPhase,
    /// Enemy `e` goes on along `enemy_path` (ATZ-GAP-25).
    EnemyWalk { e: u8 },
    /// What follows `c`'s shot, once the firefight it started is over (ATZ-REACT-12).
    Resume { c: u8, then: AfterShot },
}

/// The active character's turn (ATZ-ACT-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TurnState {
    pub c: u8,
    /// MP left (ATZ-MOVE).
    pub mp: u8,
    /// Extra hexes left from a Run (ATZ-RUN-1, ATZ-GAP-8).
    pub extra: u8,
    /// Its one action is spent (ATZ-ACT-2).
    pub acted: bool,
    /// It declared a Run (ATZ-FINDZ-4).
    pub ran: bool,
    /// It has moved (a Run is declared before moving, ATZ-RUN-1).
    pub moved: bool,
    /// The hex it came from, for a step back (ATZ-FINDZ-5).
    pub from: Hex,
    /// A Duck Back or a Runaway ended its turn (ATZ-GAP-15).
    #[serde(default)]
    pub cut: bool,
    /// Its last step entered another character's hex, to pass through (ATZ-STACK-1).
    #[serde(default)]
    pub through: bool,
}

impl TurnState {
    pub fn new(c: u8, mp: u8, from: Hex) -> Self {
        TurnState { c, mp, extra: 0, acted: false, ran: false, moved: false, from, cut: false, through: false }
    }
}

/// How a character came into a building (ATZ-FINDZ-4, ATZ-REACT-6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EnterMode {
    Walk,
    Run,
    Runaway,
    /// Too Tall looked in from outside (ATZ-FAQ-6).
    Look,
}

/// How a match ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ended {
    /// Every living named character left the map (ATZ-GAP-9).
    Escaped,
    /// Someone survived the last turn.
    Survived,
    /// No named character alive.
    AllDead,
    /// The last turn ended without victory.
    OutOfTime,
}

impl Ended {
    pub fn is_win(self) -> bool {
        matches!(self, Ended::Escaped | Ended::Survived)
    }
}

/// A match of All Things Zombie: the value is the state.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Atz {
    pub scenario: u8,
    pub seats: u8,
    pub house: HouseRules,
    pub turn: u16,
    pub characters: Vec<Character>,
    pub zombies: Vec<Zombie>,
    pub shots: Vec<Shot>,
    /// Buildings with an Entered marker (ATZ-ITEM-3), by building index.
    pub entered: Vec<bool>,
    /// Zombie counters left in the cup, by kind (ATZ-SETUP-2).
    pub cup: Vec<u8>,
    /// Zombie cards left in the deck and discarded, by kind (ATZ-GAP-5).
    pub deck: Vec<u8>,
    pub discard: Vec<u8>,
    /// The initiative dice: characters', zombies' (ATZ-TURN-2).
    pub initiative: Option<(u8, u8)>,
    /// The characters act before the zombies this turn.
    pub characters_first: bool,
    /// Phases of this turn already played (0, 1 or 2).
    pub sides_done: u8,
    pub pending: Pending,
    pub then: Vec<Then>,
    pub turn_state: Option<TurnState>,
    /// Dice of the roll in progress.
    pub dice: Vec<u8>,
    /// The dice of the last roll completed, for every viewer to see.
    pub last_roll: Vec<u8>,
    /// Targets named for the shot in progress (zombie indices).
    pub targets: Vec<u16>,
    /// Where the next drawn zombie goes, and generation bookkeeping.
    pub place_at: Hex,
    /// Two hexes a generated zombie of this kind may take (ATZ-GAP-6).
    pub tie: Option<(Hex, Hex, u8)>,
    /// Zombies still to draw after a placement tie.
    pub draws_left: u8,
    /// The hex the first target of a reaction or surprise shot must be in.
    pub aim_hex: Option<Hex>,
    pub after_shot: AfterShot,
    /// How the character entering a building got there.
    pub enter_mode: EnterMode,
    /// Characters equally near the zombie choosing its way (ATZ-ZACT-3).
    pub tied: Vec<u8>,
    /// The zombie on the move, the rest of its path and its MP left.
    pub walk: Option<(u16, u8)>,
    pub walk_path: Vec<Hex>,
    /// (character, zombie) pairs that have had an In Sight test this turn (ATZ-GAP-15).
    pub sighted: Vec<(u8, u16)>,
    /// The one figure a reaction shot must name first (ATZ-GAP-1).
    pub aim_first: Option<u16>,
    /// The shot in progress is a Rushed Shot (ATZ-GAP-1, ATZ-GAP-2).
    pub rushed: bool,
    /// The shot in progress is panic fire (ATZ-SHOOT-10).
    pub panic: bool,
    /// Characters still to take Being Charged tests this phase.
    pub to_test: Vec<u8>,
    /// Buildings with a Searched marker (ATZ-ITEM-4), by building index.
    pub searched: Vec<bool>,
    /// Loot cards left in the deck, by kind (ATZ-LOOT-1); the deck is not reshuffled (ATZ-GAP-5).
    pub loot: Vec<u8>,
    /// Counters left in the box: weapons, then items (ATZ-LOOT-2, ATZ-GAP-5).
    pub supply_weapons: Vec<u8>,
    pub supply_items: Vec<u8>,
    /// Weapons and items lying on the map (ATZ-LOOT-3, ATZ-GAP-16).
    pub ground: Vec<Lying>,
    /// The next character asked about Drugs after the initiative roll (ATZ-ITEM-5).
    pub drugs_next: u8,
    /// The edge the characters enter by and the exit edge (ATZ-MOVE-6, ATZ-GAP-9).
    pub entry_east: bool,
    pub exit_east: bool,
    /// Glory points left to the character being equipped (ATZ-GAP-24).
    pub glory_left: u8,
    /// The start generation is still to come (ATZ-GEN-7, ATZ-GAP-22).
    pub start_due: bool,
    /// The characters' hexes as markers of the start generation in progress.
    pub start_markers: Vec<Shot>,
    /// The found enemies' initiative die this turn (ATZ-SURV-7).
    pub enemy_die: Option<u8>,
    /// The character the shot in progress is aimed at, every die on it (ATZ-GAP-23).
    pub shot_at: Option<u8>,
    /// The one character a reaction shot must be aimed at (ATZ-GAP-1).
    pub aim_char: Option<u8>,
    /// Hexes an enemy may go for, equally near (ATZ-SURV-7).
    pub picks: Vec<Hex>,
    /// The moving enemy's way, and the hex it goes for (ATZ-GAP-25).
    pub enemy_path: Vec<Hex>,
    pub enemy_goal: Option<Hex>,
    /// (watcher, mover) pairs of characters that had an In Sight test this turn.
    pub spotted: Vec<(u8, u8)>,
    /// The roll in progress had its one reroll, and the die to replace (ATZ-FAQ-5).
    #[serde(default)]
    pub rerolled: bool,
    #[serde(default)]
    pub reroll_slot: Option<u8>,
    /// The building hex Too Tall looked into this turn: she may walk into its zombies (ATZ-FAQ-6).
    #[serde(default)]
    pub looked: Option<Hex>,
    pub ended: Option<Ended>,
}

impl Atz {
    pub fn content(&self) -> &'static Content {
        content()
    }
    pub fn scenario(&self) -> &'static Scenario {
        &content().scenarios[usize::from(self.scenario)]
    }
    pub fn map(&self) -> &'static Map {
        &content().maps[self.scenario().map]
    }
    pub fn seat_of(&self, c: u8) -> Seat {
        Seat(c % self.seats.max(1))
    }
    pub fn ch(&self, c: u8) -> &Character {
        &self.characters[usize::from(c)]
    }
    pub fn ch_mut(&mut self, c: u8) -> &mut Character {
        &mut self.characters[usize::from(c)]
    }
    /// Living zombies in a hex, by index.
    pub fn zombies_at(&self, h: Hex) -> impl Iterator<Item = u16> + '_ {
        self.zombies.iter().enumerate().filter(move |(_, z)| z.alive && z.hex == h).map(|(i, _)| i as u16)
    }
    pub fn has_zombie(&self, h: Hex) -> bool {
        self.zombies.iter().any(|z| z.alive && z.hex == h)
    }
    /// The character present in a hex, if any.
    pub fn character_at(&self, h: Hex) -> Option<u8> {
        self.characters.iter().position(|c| c.present() && c.hex == h).map(|i| i as u8)
    }
    /// Building `b` carries a Searched marker (ATZ-ITEM-4).
    pub fn is_searched(&self, b: u8) -> bool {
        self.searched.get(usize::from(b)).copied().unwrap_or(true)
    }
    /// Building `b` carries an Entered marker.
    pub fn is_entered(&self, b: u8) -> bool {
        self.entered.get(usize::from(b)).copied().unwrap_or(true)
    }
}
