//! Skills (RM-SKILL-01..83): ids, and every rules query a skill may
//! change, in one place. The phases ask these functions instead of reading
//! numbers directly, so a skill plugs in here without touching them.
//! Every skill of the rulebook has its rules (see the "Skills" sections of
//! the rulings); +1 free Dog action and Toxin immunity are carried but find
//! nothing to act on in this season's content.

use serde::{Deserialize, Serialize};

/// A skill, numbered as in the specification (`RM-SKILL-nn`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Skill(pub u8);

impl Skill {
    pub const PLUS_1_ACTION: Self = Self(2);
    pub const PARATROOPER: Self = Self(34);
    pub const STARTS_WITH: Self = Self(54);
    pub const PLUS_1_DAMAGE_WITH: Self = Self(17);
    pub const JUMP: Self = Self(63);
    pub const CAN_START_AT: Self = Self(52);
    pub const FATE: Self = Self(72);
    pub const TACTICAL_VEST: Self = Self(64);
    pub const TACTICIAN: Self = Self(75);
    pub const TRICK_SHOT: Self = Self(79);
    pub const HELICOPTER_PILOT: Self = Self(58);
    pub const SPRINT: Self = Self(71);
    pub const PLUS_1_RANGE: Self = Self(1);
    pub const PLUS_1_TO_ROLL_MELEE: Self = Self(11);
    pub const PLUS_1_TO_ROLL_COMBAT: Self = Self(12);
    pub const PLUS_1_TO_ROLL_RANGED: Self = Self(13);
    pub const PLUS_1_DIE_MELEE: Self = Self(14);
    pub const PLUS_1_DIE_COMBAT: Self = Self(15);
    pub const PLUS_1_DIE_RANGED: Self = Self(16);
    pub const AMBIDEXTROUS: Self = Self(23);
    pub const GUNSLINGER: Self = Self(48);
    pub const SWORDMASTER: Self = Self(49);
    pub const BREAK_IN: Self = Self(32);
    pub const TOUGH: Self = Self(47);
    /// +1 Damage: [type] (RM-SKILL-18), by its parameter: kept as two
    /// numbers past the 83 of the rulebook, so the set carries the type.
    pub const PLUS_1_DAMAGE_MELEE: Self = Self(84);
    pub const PLUS_1_DAMAGE_RANGED: Self = Self(85);
    pub const PLUS_1_ZONE_PER_MOVE: Self = Self(10);
    pub const TWO_ZONES_PER_MOVE: Self = Self(20);
    pub const HOLD_YOUR_NOSE: Self = Self(42);
    pub const SCAVENGER: Self = Self(53);
    pub const LOW_PROFILE: Self = Self(55);
    pub const NINJA: Self = Self(56);
    pub const SEARCH_PLUS_1_CARD: Self = Self(57);
    pub const SLIPPERY: Self = Self(62);
    pub const POINT_BLANK: Self = Self(67);
    pub const SNIPER: Self = Self(69);
    pub const AUTOMATIC_FIRE: Self = Self(22);
    pub const LOCK_IT_DOWN: Self = Self(44);
    pub const ONE_REROLL: Self = Self(19);
    pub const MATCHING_SET: Self = Self(59);
    pub const PLUS_1_FREE_TEAM_ACTION: Self = Self(8);
    pub const IS_THAT_ALL: Self = Self(80);
    pub const LUCKY: Self = Self(74);
    pub const CHARGE: Self = Self(24);
    pub const BLOODLUST_MELEE: Self = Self(36);
    pub const BLOODLUST_COMBAT: Self = Self(37);
    pub const BLOODLUST_RANGED: Self = Self(38);
    pub const TWO_COCKTAILS: Self = Self(21);
    pub const MEDIC: Self = Self(50);
    pub const BORN_LEADER: Self = Self(60);
    pub const LIFESAVER: Self = Self(70);
    pub const LOUD: Self = Self(76);
    pub const TAUNT: Self = Self(61);
    pub const ZOMBIE_LINK: Self = Self(68);
    pub const DISTRIBUTOR: Self = Self(65);
    pub const HOARD: Self = Self(43);
    pub const ROTTEN: Self = Self(33);
    pub const SHOVE: Self = Self(78);
    pub const HIT_AND_RUN: Self = Self(25);
    pub const BLITZ: Self = Self(26);
    pub const ROLL_6_MELEE: Self = Self(27);
    pub const ROLL_6_COMBAT: Self = Self(28);
    pub const ROLL_6_RANGED: Self = Self(29);
    pub const FAST_RELOAD: Self = Self(30);
    pub const BARBARIAN: Self = Self(31);
    pub const REAPER_MELEE: Self = Self(39);
    pub const REAPER_COMBAT: Self = Self(40);
    pub const REAPER_RANGED: Self = Self(41);
    pub const DEATH_GRIP: Self = Self(51);
    pub const REGENERATION: Self = Self(66);
    pub const STEADY_HAND: Self = Self(77);
    pub const SUPER_STRENGTH: Self = Self(73);
    pub const RAGE_MELEE: Self = Self(81);
    pub const RAGE_COMBAT: Self = Self(82);
    pub const RAGE_RANGED: Self = Self(83);
    /// Collector: [zombie type] (RM-SKILL-46), one number per zombie kind
    /// (walker, fatty, runner, crawler, abomination) past the rulebook's 83,
    /// so that the set carries the parameter.
    pub const COLLECTOR_FIRST: u8 = 86;
    /// Armor: [zombie type] (RM-SKILL-35), one number per zombie kind in
    /// the same order, after Collector's.
    pub const ARMOR_FIRST: u8 = 91;

    /// Parses a skill id from content (`"helicopter_pilot"`,
    /// `"starts_with:fire_axe"`). Returns the skill and its bracketed
    /// parameter, if any.
    pub fn parse(id: &str) -> Option<(Self, Option<&str>)> {
        let (name, param) = match id.split_once(':') {
            Some((n, p)) => (n, Some(p)),
            None => (id, None),
        };
        let n = NAMES.iter().position(|s| *s == name)?;
        if n + 1 == 18 {
            match param {
                Some("melee") => return Some((Self::PLUS_1_DAMAGE_MELEE, param)),
                Some("ranged") => return Some((Self::PLUS_1_DAMAGE_RANGED, param)),
                _ => {}
            }
        }
        if n + 1 == 46
            && let Some(k) = param.and_then(|p| KIND_IDS.iter().position(|x| *x == p))
        {
            return Some((Self(Self::COLLECTOR_FIRST + k as u8), param));
        }
        if n + 1 == 35
            && let Some(k) = param.and_then(|p| KIND_IDS.iter().position(|x| *x == p))
        {
            return Some((Self(Self::ARMOR_FIRST + k as u8), param));
        }
        Some((Self(n as u8 + 1), param))
    }

    pub fn name(self) -> &'static str {
        match self {
            Self::PLUS_1_DAMAGE_MELEE => return "plus_1_damage:melee",
            Self::PLUS_1_DAMAGE_RANGED => return "plus_1_damage:ranged",
            Self(n) if (Self::COLLECTOR_FIRST..Self::COLLECTOR_FIRST + 5).contains(&n) => {
                return COLLECTOR_NAMES[(n - Self::COLLECTOR_FIRST) as usize];
            }
            Self(n) if (Self::ARMOR_FIRST..Self::ARMOR_FIRST + 5).contains(&n) => {
                return ARMOR_NAMES[(n - Self::ARMOR_FIRST) as usize];
            }
            _ => {}
        }
        NAMES.get((self.0 as usize).wrapping_sub(1)).copied().unwrap_or("unknown")
    }
}

/// Zombie kinds as skill parameters, in `ZombieKind::ALL` order.
const KIND_IDS: [&str; 5] = ["walker", "fatty", "runner", "crawler", "abomination"];
const COLLECTOR_NAMES: [&str; 5] =
    ["collector:walker", "collector:fatty", "collector:runner", "collector:crawler", "collector:abomination"];
const ARMOR_NAMES: [&str; 5] = ["armor:walker", "armor:fatty", "armor:runner", "armor:crawler", "armor:abomination"];

/// Snake-case ids in rulebook order: index + 1 = RM-SKILL number.
pub const NAMES: [&str; 83] = [
    "plus_1_range",
    "plus_1_action",
    "plus_1_free_combat_action",
    "plus_1_free_melee_action",
    "plus_1_free_ranged_action",
    "plus_1_free_move_action",
    "plus_1_free_dog_action",
    "plus_1_free_team_action",
    "plus_1_free_search_action",
    "plus_1_zone_per_move",
    "plus_1_to_dice_roll_melee",
    "plus_1_to_dice_roll_combat",
    "plus_1_to_dice_roll_ranged",
    "plus_1_die_melee",
    "plus_1_die_combat",
    "plus_1_die_ranged",
    "plus_1_damage_with",
    "plus_1_damage",
    "one_reroll_per_turn",
    "two_zones_per_move",
    "two_cocktails",
    "automatic_fire",
    "ambidextrous",
    "charge",
    "hit_and_run",
    "blitz",
    "roll_6_plus_1_die_melee",
    "roll_6_plus_1_die_combat",
    "roll_6_plus_1_die_ranged",
    "fast_reload",
    "barbarian",
    "break_in",
    "rotten",
    "paratrooper",
    "armor",
    "bloodlust_melee",
    "bloodlust_combat",
    "bloodlust_ranged",
    "reaper_melee",
    "reaper_combat",
    "reaper_ranged",
    "hold_your_nose",
    "hoard",
    "lock_it_down",
    "toxin_immunity",
    "collector",
    "tough",
    "gunslinger",
    "swordmaster",
    "medic",
    "death_grip",
    "can_start_at",
    "scavenger",
    "starts_with",
    "low_profile",
    "ninja",
    "search_plus_1_card",
    "helicopter_pilot",
    "matching_set",
    "born_leader",
    "taunt",
    "slippery",
    "jump",
    "tactical_vest",
    "distributor",
    "regeneration",
    "point_blank",
    "zombie_link",
    "sniper",
    "lifesaver",
    "sprint",
    "fate",
    "super_strength",
    "lucky",
    "tactician",
    "loud",
    "steady_hand",
    "shove",
    "trick_shot",
    "is_that_all_youve_got",
    "rage_melee",
    "rage_combat",
    "rage_ranged",
];

/// The skills a survivor has, as a bit set over skill numbers (two words,
/// so that survivors stay 8-byte aligned and compact).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SkillSet(pub [u64; 2]);

impl SkillSet {
    pub fn has(self, s: Skill) -> bool {
        s.0 < 128 && self.0[(s.0 / 64) as usize] & (1u64 << (s.0 % 64)) != 0
    }
    pub fn insert(&mut self, s: Skill) {
        if s.0 < 128 {
            self.0[(s.0 / 64) as usize] |= 1u64 << (s.0 % 64);
        }
    }
    /// The skills in ascending number, visiting set bits only: rules
    /// queries iterate a survivor's few skills at every decision.
    pub fn iter(self) -> impl Iterator<Item = Skill> {
        let [lo, hi] = self.0;
        crate::map::iter_mask(lo).chain(crate::map::iter_mask(hi).map(|i| i + 64)).map(Skill)
    }
}

// ---- rules queries a skill may change ----

/// Actions a survivor starts each activation with (RM-PLAYER-1: 3,
/// +1 Action RM-SKILL-02).
pub fn actions_per_turn(skills: SkillSet) -> u8 {
    3 + u8::from(skills.has(Skill::PLUS_1_ACTION))
}

/// Actions gained at once when a skill is acquired mid-activation
/// (RM-SKILL-00).
pub fn actions_granted_now(skill: Skill) -> u8 {
    u8::from(skill == Skill::PLUS_1_ACTION)
}

/// Free actions gained at once when a skill is acquired mid-activation.
pub fn free_actions_granted_now(skill: Skill) -> [u8; POOLS] {
    let mut one = SkillSet::default();
    one.insert(skill);
    free_actions(one)
}

/// What a paid action is, for free actions restricted to one kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActionKind {
    Move,
    Search,
    Melee,
    Ranged,
    Door,
    Other,
}

/// Pools of free actions a survivor gets each activation: move, search,
/// melee, ranged, combat (melee or ranged), door.
pub const POOLS: usize = 7;
const MOVE_POOL: usize = 0;
const SEARCH_POOL: usize = 1;
const MELEE_POOL: usize = 2;
const RANGED_POOL: usize = 3;
const COMBAT_POOL: usize = 4;
const DOOR_POOL: usize = 5;
/// The move Hit & run or Blitz grants after a kill: taken at once or lost,
/// and it leaves a zombie zone at no extra cost.
pub const KILL_MOVE_POOL: usize = 6;

/// Free actions per activation (RM-SKILL-03/04/05/06/09), and Break-in's
/// door action (RM-SKILL-32).
pub fn free_actions(skills: SkillSet) -> [u8; POOLS] {
    let n = |k: u8| u8::from(skills.has(Skill(k)));
    let mut pools = [0; POOLS];
    pools[MOVE_POOL] = n(6);
    pools[SEARCH_POOL] = n(9);
    pools[MELEE_POOL] = n(4);
    pools[RANGED_POOL] = n(5);
    pools[COMBAT_POOL] = n(3);
    pools[DOOR_POOL] = n(32);
    pools
}

/// The pool a free action granted for `kind` goes to: Bloodlust's melee,
/// ranged, or combat (`Other` standing for "melee or ranged").
pub fn pool_granted(kind: ActionKind) -> usize {
    match kind {
        ActionKind::Melee => MELEE_POOL,
        ActionKind::Ranged => RANGED_POOL,
        _ => COMBAT_POOL,
    }
}

/// The pools an action of `kind` may draw on, most specific first.
pub fn pools_for(kind: ActionKind) -> &'static [usize] {
    match kind {
        ActionKind::Move => &[MOVE_POOL],
        ActionKind::Search => &[SEARCH_POOL],
        ActionKind::Melee => &[MELEE_POOL, COMBAT_POOL],
        ActionKind::Ranged => &[RANGED_POOL, COMBAT_POOL],
        ActionKind::Door => &[DOOR_POOL],
        ActionKind::Other => &[],
    }
}

/// Extra actions to leave a zone holding `zombies` (RM-MOVE-5; Slippery
/// RM-SKILL-62 will return 0).
pub fn leave_cost(skills: SkillSet, zombies: u8) -> u8 {
    if skills.has(Skill::SLIPPERY) { 0 } else { zombies }
}

/// Zones one Move action may cover (RM-MOVE): 2 with 2 Zones per Move
/// (RM-SKILL-20), plus 1 with +1 Zone per Move (RM-SKILL-10), which stacks.
/// Movement still stops in a zombie zone (RM-MOVE-6).
pub fn zones_per_move(skills: SkillSet) -> u8 {
    let base = if skills.has(Skill::TWO_ZONES_PER_MOVE) { 2 } else { 1 };
    base + u8::from(skills.has(Skill::PLUS_1_ZONE_PER_MOVE))
}

/// Zones a once-per-activation Sprint move may cover (RM-SKILL-71), or 0;
/// +1 Zone per Move (RM-SKILL-10) stacks with it.
pub fn sprint_zones(skills: SkillSet) -> u8 {
    if skills.has(Skill::SPRINT) { 3 + u8::from(skills.has(Skill::PLUS_1_ZONE_PER_MOVE)) } else { 0 }
}

/// Does a skill of the melee / combat / ranged triple apply to this attack?
fn applies(skills: SkillSet, melee_skill: Skill, combat_skill: Skill, ranged_skill: Skill, melee: bool) -> bool {
    skills.has(combat_skill) || skills.has(if melee { melee_skill } else { ranged_skill })
}

/// Dice for one weapon (one hand) used in an attack (RM-COMBAT-1). +1 die
/// (RM-SKILL-14/15/16) adds one per weapon used, so +2 with Dual weapons.
/// Rage (RM-SKILL-81..83) adds one die per wound received, to each weapon.
pub fn dice(skills: SkillSet, base: u8, melee: bool, wounds: u8) -> u8 {
    let extra = applies(skills, Skill::PLUS_1_DIE_MELEE, Skill::PLUS_1_DIE_COMBAT, Skill::PLUS_1_DIE_RANGED, melee);
    let rage = applies(skills, Skill::RAGE_MELEE, Skill::RAGE_COMBAT, Skill::RAGE_RANGED, melee);
    base + u8::from(extra) + if rage { wounds } else { 0 }
}

/// The dice number printed on the weapon, or the actors counted by
/// Barbarian (RM-SKILL-31, melee: the survivor's own zone) and Automatic
/// fire (RM-SKILL-22, ranged: the targeted zone). The survivor takes the
/// larger: see the rulings.
pub fn printed_dice(skills: SkillSet, base: u8, melee: bool, actors_there: u8) -> u8 {
    let counts = if melee { skills.has(Skill::BARBARIAN) } else { skills.has(Skill::AUTOMATIC_FIRE) };
    if counts { base.max(actors_there) } else { base }
}

/// Extra dice for the sixes of an attack's roll (Roll 6: +1 die,
/// RM-SKILL-27..29): one per six of the first roll; sixes of the extra dice
/// add none.
pub fn dice_for_sixes(skills: SkillSet, melee: bool, sixes: u8) -> u8 {
    if applies(skills, Skill::ROLL_6_MELEE, Skill::ROLL_6_COMBAT, Skill::ROLL_6_RANGED, melee) { sixes } else { 0 }
}

/// One hit of this attack may also kill a second identical zombie in the
/// zone, once per combat action (Reaper, RM-SKILL-39..41).
pub fn reaper(skills: SkillSet, melee: bool) -> bool {
    applies(skills, Skill::REAPER_MELEE, Skill::REAPER_COMBAT, Skill::REAPER_RANGED, melee)
}

/// Accuracy after modifiers. +1 to dice roll (RM-SKILL-11/12/13) adds 1
/// to each result, capped at 6: a hit on `base` after +1 is a natural
/// `base - 1` or better (a natural 6 still hits a 6+ weapon). Natural ones
/// still make crawlers (RM-SKILL-11..13, RM-CRAWL-2): the dice keep their
/// natural values and only the hit threshold moves.
pub fn accuracy(skills: SkillSet, base: u8, melee: bool) -> u8 {
    let plus =
        applies(skills, Skill::PLUS_1_TO_ROLL_MELEE, Skill::PLUS_1_TO_ROLL_COMBAT, Skill::PLUS_1_TO_ROLL_RANGED, melee);
    if plus { base.saturating_sub(1).max(1) } else { base }
}

/// Damage after modifiers (+1 Damage: melee / ranged, RM-SKILL-18).
/// Super strength (RM-SKILL-73) makes melee weapons Damage 3 before
/// the +1.
pub fn damage(skills: SkillSet, base: u8, melee: bool) -> u8 {
    let plus = if melee { Skill::PLUS_1_DAMAGE_MELEE } else { Skill::PLUS_1_DAMAGE_RANGED };
    let base = if melee && skills.has(Skill::SUPER_STRENGTH) { base.max(3) } else { base };
    base + u8::from(skills.has(plus))
}

/// +1 Damage with [item] (RM-SKILL-17): `damage_with` is the named card
/// + 1 (0 for none), `card` the weapon attacking.
pub fn damage_with_item(skills: SkillSet, damage_with: u8, card: u8) -> u8 {
    u8::from(skills.has(Skill::PLUS_1_DAMAGE_WITH) && damage_with == card.wrapping_add(1))
}

/// Does firing leave this weapon waiting for a reload (RM-RELOAD-3)? Not
/// with Fast reload (RM-SKILL-30).
pub fn weapon_stays_loaded(skills: SkillSet) -> bool {
    skills.has(Skill::FAST_RELOAD)
}

/// Ranged fire ignores the other survivors in the target zone (Steady
/// hand, RM-SKILL-77; the Molotov still kills everyone).
pub fn fire_ignores_survivors(skills: SkillSet) -> bool {
    skills.has(Skill::STEADY_HAND)
}

/// XP for killing one zombie of kind index `kind` (Collector doubles it,
/// RM-SKILL-46).
pub fn kill_xp(skills: SkillSet, kind: usize, base: u8) -> u8 {
    if kind < 5 && skills.has(Skill(Skill::COLLECTOR_FIRST + kind as u8)) { base.saturating_mul(2) } else { base }
}

/// Wounds dealt by zombies of kind index `kind` are ignored (Armor,
/// RM-SKILL-35).
pub fn armored_against(skills: SkillSet, kind: usize) -> bool {
    kind < 5 && skills.has(Skill(Skill::ARMOR_FIRST + kind as u8))
}

/// A wound takes a free inventory slot instead of costing an item (Death
/// grip, RM-SKILL-51), while one is free.
pub fn keeps_items_when_wounded(skills: SkillSet) -> bool {
    skills.has(Skill::DEATH_GRIP)
}

/// Assembling a Molotov gives two (2 cocktails are better than 1,
/// RM-SKILL-21).
pub fn two_cocktails(skills: SkillSet) -> bool {
    skills.has(Skill::TWO_COCKTAILS)
}

/// Each wound may be cancelled by discarding an equipment card ("Is that
/// all you've got?", RM-SKILL-80).
pub fn cancels_wounds_with_items(skills: SkillSet) -> bool {
    skills.has(Skill::IS_THAT_ALL)
}

/// The per-turn bit of Fate (RM-SKILL-72) in `Surv::used`.
pub const FATE_USED: u16 = 64;

/// The per-turn bit of Matching set (RM-SKILL-59) in `Surv::used`.
pub const MATCHING_SET_USED: u16 = 128;

/// Wound cards discarded in the end phase (Regeneration, RM-SKILL-66).
pub fn regenerates(skills: SkillSet) -> bool {
    skills.has(Skill::REGENERATION)
}

/// A free move right after a combat action that killed (Hit & run,
/// RM-SKILL-25: any kill) or emptied the zone (Blitz, RM-SKILL-26).
pub fn move_after_kill(skills: SkillSet, zone_emptied: bool) -> bool {
    skills.has(Skill::HIT_AND_RUN) || (zone_emptied && skills.has(Skill::BLITZ))
}

/// Maximum range after modifiers (+1 Range RM-SKILL-01).
pub fn range_max(skills: SkillSet, base: u8) -> u8 {
    base + u8::from(skills.has(Skill::PLUS_1_RANGE))
}

/// The shooter picks targets instead of the priority order (Sniper
/// RM-SKILL-69, Point-blank RM-SKILL-67 at range 0).
pub fn chooses_ranged_targets(skills: SkillSet, range: u8) -> bool {
    skills.has(Skill::SNIPER) || (range == 0 && skills.has(Skill::POINT_BLANK))
}

/// Uses weapons as if they had the Dual symbol (RM-COMBAT-2): Ambidextrous
/// (RM-SKILL-23) any, Swordmaster (RM-SKILL-49) melee, Gunslinger
/// (RM-SKILL-48) ranged. The two hands must still hold identical weapons.
pub fn treats_as_dual(skills: SkillSet, melee: bool) -> bool {
    skills.has(Skill::AMBIDEXTROUS) || skills.has(if melee { Skill::SWORDMASTER } else { Skill::GUNSLINGER })
}

/// Does the survivor's miniature count as a noise token (RM-NOISE-5;
/// Ninja RM-SKILL-56, Rotten)?
pub fn counts_as_noise(skills: SkillSet) -> bool {
    !skills.has(Skill::NINJA)
}

/// Do the survivor's items make noise tokens (RM-NOISE-3; Ninja
/// RM-SKILL-56 makes none)?
pub fn items_make_noise(skills: SkillSet) -> bool {
    !skills.has(Skill::NINJA)
}

/// Cards drawn per search (RM-SEARCH-7; Search: +1 card RM-SKILL-57).
pub fn search_cards(skills: SkillSet) -> u8 {
    1 + u8::from(skills.has(Skill::SEARCH_PLUS_1_CARD))
}

/// Can search zones that are normally not searchable (Scavenger
/// RM-SKILL-53).
pub fn search_anywhere(skills: SkillSet) -> bool {
    skills.has(Skill::SCAVENGER)
}

/// Shooters ignore this survivor when their ranged hits are assigned
/// (Low profile RM-SKILL-55; a Molotov still kills him).
pub fn ignored_by_ranged_fire(skills: SkillSet) -> bool {
    skills.has(Skill::LOW_PROFILE)
}

/// The once-per-turn bit of 1 re-roll per turn (RM-SKILL-19) in a
/// survivor's `used` mask.
pub const REROLL_USED: u16 = 32;

/// The re-roll skills the attacker may use on the roll just made: Lucky
/// (RM-SKILL-74) once per action, 1 re-roll per turn (RM-SKILL-19) once per
/// turn; each re-rolls all the dice.
pub fn rerolls(skills: SkillSet, lucky_used: bool, used: u16) -> [Option<Skill>; 2] {
    [
        (skills.has(Skill::ONE_REROLL) && used & REROLL_USED == 0).then_some(Skill::ONE_REROLL),
        (skills.has(Skill::LUCKY) && !lucky_used).then_some(Skill::LUCKY),
    ]
}

/// Opens doors without a weapon (Break-in, RM-SKILL-32).
pub fn opens_doors_bare_handed(skills: SkillSet) -> bool {
    skills.has(Skill::BREAK_IN)
}

/// Gains a free Search action, once per turn, on killing a zombie; that
/// search may be made in any zone (Hold your nose, RM-SKILL-42).
pub fn extra_search_after_kill(skills: SkillSet) -> bool {
    skills.has(Skill::HOLD_YOUR_NOSE)
}

/// Takes no wound from the first zombie attack of each zombies' phase
/// (Tough, RM-SKILL-47).
pub fn shrugs_off_first_zombie_attack(skills: SkillSet) -> bool {
    skills.has(Skill::TOUGH)
}

/// May take off, land and pilot (RM-HELI-6, RM-SKILL-58).
pub fn can_pilot(skills: SkillSet) -> bool {
    skills.has(Skill::HELICOPTER_PILOT)
}

/// May jump out of a flying helicopter (RM-HELI-4, RM-SKILL-34).
pub fn paratrooper(skills: SkillSet) -> bool {
    skills.has(Skill::PARATROOPER)
}

/// The hands an item may be used from: the two hands, and with Tactical
/// vest (RM-SKILL-64) the reserve slots too (hands 3..=5, and 6 for
/// Hoard's slot, RM-SKILL-43).
pub fn usable_hands(skills: SkillSet) -> &'static [u8] {
    match (skills.has(Skill::TACTICAL_VEST), skills.has(Skill::HOARD)) {
        (true, true) => &[0, 1, 3, 4, 5, 6],
        (true, false) => &[0, 1, 3, 4, 5],
        _ => &[0, 1],
    }
}

/// Inventory size (RM-INV-1; Hoard RM-SKILL-43 adds a reserve slot).
pub fn inventory_slots(skills: SkillSet) -> usize {
    5 + usize::from(skills.has(Skill::HOARD))
}

/// How a skill that is an action of its own may be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SkillUse {
    /// Its rule ID, for refusals.
    pub rule: &'static str,
    /// Its bit in a survivor's per-turn `used` mask.
    pub bit: u16,
    pub once_per_turn: bool,
    /// Costs one action; the others are free.
    pub costs_action: bool,
    /// What `Action::UseSkill`'s target names.
    pub target: SkillTarget,
    /// A move of 1 or 2 zones into a zone with zombies: leaving a zombie
    /// zone costs its extra actions (RM-MOVE-5), and the move stops in the
    /// first zombie zone (RM-MOVE-6).
    pub charge: bool,
    /// The free action it grants after the move (Bloodlust), as the kind
    /// of action that may use it.
    pub then: Option<ActionKind>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SkillTarget {
    Survivor,
    Zone,
    Door,
}

/// The skills used as actions (`Action::UseSkill`): Lock it down
/// (RM-SKILL-44, 1 action), Medic (50), Born leader (60, once per players'
/// phase), Lifesaver (70), Loud (76), Shove (78), Taunt (61): free, once
/// per turn;
/// Jump (63, 1 action, once per activation); Trick shot (79, a ranged
/// action naming its first zone).
pub fn skill_use(k: Skill) -> Option<SkillUse> {
    use SkillTarget::{Door, Survivor, Zone};
    let u = |rule: &'static str, bit: u16, once_per_turn: bool, costs_action: bool, target: SkillTarget| SkillUse {
        rule,
        bit,
        once_per_turn,
        costs_action,
        target,
        charge: false,
        then: None,
    };
    let charge = |rule: &'static str, costs_action: bool, then: Option<ActionKind>| {
        Some(SkillUse { charge: true, then, ..u(rule, 0, false, costs_action, Zone) })
    };
    match k {
        Skill::CHARGE => charge("RM-SKILL-24", false, None),
        Skill::BLOODLUST_MELEE => charge("RM-SKILL-36", true, Some(ActionKind::Melee)),
        Skill::BLOODLUST_COMBAT => charge("RM-SKILL-37", true, Some(ActionKind::Other)),
        Skill::BLOODLUST_RANGED => charge("RM-SKILL-38", true, Some(ActionKind::Ranged)),
        Skill::LOCK_IT_DOWN => Some(u("RM-SKILL-44", 0, false, true, Door)),
        Skill::JUMP => Some(u("RM-SKILL-63", 0, false, true, Zone)),
        Skill::TRICK_SHOT => Some(u("RM-SKILL-79", 0, false, true, Zone)),
        Skill::MEDIC => Some(u("RM-SKILL-50", 1, true, false, Survivor)),
        Skill::BORN_LEADER => Some(u("RM-SKILL-60", 2, true, false, Survivor)),
        Skill::LIFESAVER => Some(u("RM-SKILL-70", 4, true, false, Zone)),
        Skill::LOUD => Some(u("RM-SKILL-76", 8, true, false, Zone)),
        Skill::SHOVE => Some(u("RM-SKILL-78", 16, true, false, Zone)),
        Skill::TAUNT => Some(u("RM-SKILL-61", 512, true, false, Zone)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_follow_the_specification_numbers() {
        assert_eq!(Skill::parse("helicopter_pilot"), Some((Skill::HELICOPTER_PILOT, None)));
        assert_eq!(Skill::parse("paratrooper"), Some((Skill::PARATROOPER, None)));
        assert_eq!(Skill::parse("sprint"), Some((Skill::SPRINT, None)));
        assert_eq!(Skill::parse("starts_with:fire_axe"), Some((Skill::STARTS_WITH, Some("fire_axe"))));
        assert_eq!(Skill(83).name(), "rage_ranged");
        assert_eq!(Skill::parse("nonsense"), None);
    }

    #[test]
    fn pilot_and_paratrooper_queries() {
        let mut s = SkillSet::default();
        assert!(!can_pilot(s) && !paratrooper(s));
        s.insert(Skill::HELICOPTER_PILOT);
        assert!(can_pilot(s));
        s.insert(Skill::PARATROOPER);
        assert!(paratrooper(s));
        assert_eq!(actions_per_turn(s), 3);
        s.insert(Skill::PLUS_1_ACTION);
        assert_eq!(actions_per_turn(s), 4);
    }
}
