//! What every state of one match shares: the mission, the content, and
//! tables derived from them. Lives behind an `Arc`; never hashed.

use crate::content::{CardLine, Catalog, EquipmentDef, ItemTag, SetupRole, WeaponProfile, ZombieKind};
use crate::map::Map;
use crate::mission::Mission;
use crate::skills::{Skill, SkillSet};
use horde_core::SetupError;
use std::sync::Arc;

pub const MAX_EQUIPMENT: usize = 48;
pub const MAX_ZOMBIE_CARDS: usize = 64;
pub const MAX_SURVIVORS: usize = 12;
pub const NO_CARD: u8 = u8::MAX;

/// Tent cards (RM-PARTS-6). Their faces are not in the rulebook text
/// (RM-GAP-7): which ones hold beds is Horde's design, recorded in the
/// rulings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TentCard {
    Administrative,
    Infirmary,
    OrdinaryBlueBed,
    OrdinaryGreenBed,
    Ordinary,
}

impl TentCard {
    pub const ALL: [Self; 5] =
        [Self::Administrative, Self::Infirmary, Self::OrdinaryBlueBed, Self::OrdinaryGreenBed, Self::Ordinary];
    /// Copies in the box: 1 + 1 + 9 ordinary (RM-PARTS-6).
    pub const fn copies(self) -> u8 {
        match self {
            Self::Administrative | Self::Infirmary => 1,
            _ => 3,
        }
    }
    /// RM-TENT-4.
    pub const fn searchable(self) -> bool {
        matches!(self, Self::Administrative | Self::Infirmary)
    }
    /// (blue beds, green beds).
    pub const fn beds(self) -> (u8, u8) {
        match self {
            Self::Infirmary => (0, 1),
            Self::OrdinaryBlueBed => (1, 0),
            Self::OrdinaryGreenBed => (0, 1),
            _ => (0, 0),
        }
    }
}

/// Per zombie kind numbers, indexed by [`ZombieKind::index`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct KindStats {
    pub supply: u8,
    pub actions: u8,
    /// `u8::MAX`: only "kill everything" effects kill it.
    pub min_damage: u8,
    pub xp: u8,
    pub priority: u8,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SurvivorStatic {
    pub id: String,
    pub name: String,
    /// Skills gained at blue, yellow, orange (one of), red (one of).
    pub levels: [Vec<Skill>; 4],
    /// Items from "Starts with \[item\]" (RM-SKILL-54).
    pub starts_with: Vec<u8>,
    /// The item of "+1 Damage with \[item\]" (RM-SKILL-17), at whatever
    /// level the card lists it.
    pub damage_with: Option<u8>,
    /// The level "Can start at \[danger level\]" names (RM-SKILL-52), if
    /// he holds it at blue: 1 yellow, 2 orange, 3 red.
    pub start_level: Option<u8>,
}

/// Equipment indices the rules name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Specials {
    pub molotov: u8,
    pub bottle: u8,
    pub gasoline: u8,
    pub rifle: u8,
    pub scope: u8,
    pub sniper_rifle: u8,
    pub aaahh: u8,
}

#[derive(Debug)]
pub struct Static {
    pub mission: Arc<Mission>,
    pub catalog: Catalog,
    pub kinds: [KindStats; 5],
    pub cards: Vec<[CardLine; 4]>,
    pub card_numbers: Vec<u16>,
    pub specials: Specials,
    /// Survivors in play, in setup order (index = survivor id in the state).
    pub survivors: Vec<SurvivorStatic>,
    /// Seat of each survivor.
    pub owner: Vec<u8>,
    /// Team of each seat (RM-SETUP-4).
    pub team_of_seat: Vec<u8>,
    pub num_seats: u8,
    pub spawn_dice: u8,
    pub crawlers: bool,
    /// Team action cards every team holds (`Options::team_cards`).
    pub team_cards: [u8; 3],
    /// Zones holding an objective, and exit zones.
    pub objective_zones: u64,
    pub exit_zones: u64,
    /// Equipment cards the mission leaves in the box (bit = catalog index).
    pub removed_cards: u64,
}

impl Static {
    pub fn map(&self) -> &Map {
        &self.mission.map
    }
    pub fn eq(&self, card: u8) -> &EquipmentDef {
        &self.catalog.equipment[card as usize]
    }
    pub fn melee(&self, card: u8) -> Option<&WeaponProfile> {
        self.catalog.equipment.get(card as usize).and_then(|e| e.melee.as_ref())
    }
    pub fn ranged(&self, card: u8) -> Option<&WeaponProfile> {
        self.catalog.equipment.get(card as usize).and_then(|e| e.ranged.as_ref())
    }
    pub fn has_tag(&self, card: u8, tag: ItemTag) -> bool {
        self.catalog.equipment.get(card as usize).is_some_and(|e| e.tags.contains(&tag))
    }
    pub fn eq_name(&self, card: u8) -> &str {
        self.catalog.equipment.get(card as usize).map_or("?", |e| e.name_en.as_str())
    }
    pub fn set_aside(&self, card: u8) -> bool {
        self.catalog.equipment.get(card as usize).is_some_and(|e| e.setup == SetupRole::SetAside)
    }
}

fn find(cat: &Catalog, what: &str, pred: impl Fn(&EquipmentDef) -> bool) -> Result<u8, SetupError> {
    cat.equipment
        .iter()
        .position(pred)
        .map(|i| i as u8)
        .ok_or_else(|| SetupError(format!("the equipment catalog has no {what}")))
}

pub fn specials(cat: &Catalog) -> Result<Specials, SetupError> {
    let tag = |t: ItemTag| move |e: &EquipmentDef| e.tags.contains(&t);
    Ok(Specials {
        molotov: find(cat, "Molotov cocktail", |e| e.ranged.is_some_and(|r| r.kills_all))?,
        bottle: find(cat, "Bottle", tag(ItemTag::Bottle))?,
        gasoline: find(cat, "Gasoline", tag(ItemTag::Gasoline))?,
        rifle: find(cat, "Rifle", tag(ItemTag::Rifle))?,
        scope: find(cat, "Scope", tag(ItemTag::Scope))?,
        sniper_rifle: find(cat, "sniper rifle", |e| e.ranged.is_some_and(|r| r.choose_targets))?,
        aaahh: find(cat, "Aaahh!", tag(ItemTag::Aaahh)).unwrap_or(NO_CARD),
    })
}

pub fn kinds(cat: &Catalog) -> Result<[KindStats; 5], SetupError> {
    let mut out = [KindStats::default(); 5];
    for k in ZombieKind::ALL {
        let d = cat
            .zombies
            .iter()
            .find(|z| z.kind == k)
            .ok_or_else(|| SetupError(format!("the catalog has no {k:?} zombie type")))?;
        out[k.index()] = KindStats {
            supply: d.supply,
            actions: d.actions,
            min_damage: d.min_damage.unwrap_or(u8::MAX),
            xp: d.xp,
            priority: d.priority,
        };
    }
    Ok(out)
}

pub fn survivor_static(cat: &Catalog, id: &str) -> Result<SurvivorStatic, SetupError> {
    let d = cat.survivors.iter().find(|s| s.id == id).ok_or_else(|| SetupError(format!("unknown survivor {id:?}")))?;
    let mut levels: [Vec<Skill>; 4] = Default::default();
    let mut starts_with = Vec::new();
    let mut damage_with = None;
    let mut start_level = None;
    // The catalog index of the item a skill names ("starts_with:chainsaw").
    let item_index = |item: &str, skill: &str| {
        cat.equipment
            .iter()
            .position(|e| e.id == item)
            .map(|i| i as u8)
            .ok_or_else(|| SetupError(format!("survivor {id}: {skill} unknown item {item:?}")))
    };
    for (li, list) in [&d.blue, &d.yellow, &d.orange, &d.red].into_iter().enumerate() {
        for s in list {
            // Unknown skill ids are carried as no skill: they are content the
            // engine does not know yet, not a reason to refuse the setup.
            let Some((skill, param)) = Skill::parse(s) else { continue };
            if skill == Skill::STARTS_WITH
                && let Some(item) = param
            {
                let i = item_index(item, "starts with")?;
                if li == 0 {
                    starts_with.push(i);
                }
            }
            if skill == Skill::PLUS_1_DAMAGE_WITH
                && let Some(item) = param
            {
                damage_with = Some(item_index(item, "+1 Damage with")?);
            }
            if skill == Skill::CAN_START_AT && li == 0 {
                start_level = match param {
                    Some("yellow") => Some(1),
                    Some("orange") => Some(2),
                    Some("red") => Some(3),
                    _ => return Err(SetupError(format!("survivor {id}: can start at {param:?}, not a danger level"))),
                };
            }
            levels[li].push(skill);
        }
    }
    Ok(SurvivorStatic { id: d.id.clone(), name: d.name_en.clone(), levels, starts_with, damage_with, start_level })
}

/// Skills held at blue level.
pub fn blue_skills(s: &SurvivorStatic) -> SkillSet {
    let mut set = SkillSet::default();
    for &k in &s.levels[0] {
        set.insert(k);
    }
    set
}
