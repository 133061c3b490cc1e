//! The TOML side of the content files: what one record of each section looks
//! like as written. These differ from the engine types where that makes the
//! files easier to write (doors as `"noisy"`/`"silent"`, zombie card lines as
//! short phrases, melee profiles without a range); `validate` checks them and
//! converts them into the types of `types.rs`.
//!
//! Fields that later checks point at are [`Spanned`], so an error can name
//! the exact place in the file.

use std::fmt;
use std::str::FromStr;

use serde::Deserialize;
use serde::de::{self, Deserializer, Visitor};
use toml::Spanned;

use super::types::{Ammo, BedColor, CardLine, ItemTag, SetupRole, SkillParameter, ZombieKind};

/// `[[zombie]]`
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawZombie {
    pub(crate) kind: Spanned<ZombieKind>,
    pub(crate) name_ru: Spanned<String>,
    pub(crate) name_en: Spanned<String>,
    pub(crate) supply: Spanned<u8>,
    pub(crate) actions: Spanned<u8>,
    pub(crate) min_damage: Spanned<MinDamage>,
    pub(crate) xp: Spanned<u8>,
    pub(crate) priority: Spanned<u8>,
    pub(crate) source: Spanned<String>,
}

/// `min_damage = 2`, or `min_damage = "kills_all_only"` for a zombie that
/// only "kill everything" effects destroy (RM-ABOM-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MinDamage {
    Wounds(u8),
    KillsAllOnly,
}

impl<'de> Deserialize<'de> for MinDamage {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct MinDamageVisitor;

        impl Visitor<'_> for MinDamageVisitor {
            type Value = MinDamage;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a number of wounds or \"kills_all_only\"")
            }

            fn visit_i64<E: de::Error>(self, v: i64) -> Result<MinDamage, E> {
                u8::try_from(v).map(MinDamage::Wounds).map_err(|_| E::invalid_value(de::Unexpected::Signed(v), &self))
            }

            fn visit_u64<E: de::Error>(self, v: u64) -> Result<MinDamage, E> {
                u8::try_from(v).map(MinDamage::Wounds).map_err(|_| E::invalid_value(de::Unexpected::Unsigned(v), &self))
            }

            fn visit_str<E: de::Error>(self, v: &str) -> Result<MinDamage, E> {
                if v == "kills_all_only" {
                    Ok(MinDamage::KillsAllOnly)
                } else {
                    Err(E::invalid_value(de::Unexpected::Str(v), &self))
                }
            }
        }

        deserializer.deserialize_any(MinDamageVisitor)
    }
}

/// `[[equipment]]`
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawEquipment {
    pub(crate) id: Spanned<String>,
    pub(crate) name_ru: Spanned<String>,
    pub(crate) name_en: Spanned<String>,
    pub(crate) count: Spanned<u8>,
    pub(crate) setup: SetupRole,
    /// Absent: the item does not open doors.
    pub(crate) opens_doors: Option<Spanned<DoorNoise>>,
    pub(crate) melee: Option<Spanned<RawMelee>>,
    pub(crate) ranged: Option<Spanned<RawRanged>>,
    pub(crate) ammo: Option<Spanned<Ammo>>,
    pub(crate) rerolls: Option<Ammo>,
    #[serde(default)]
    pub(crate) tags: Vec<ItemTag>,
    pub(crate) source: Spanned<String>,
}

/// `opens_doors = "noisy"` or `"silent"` (RM-WPN-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum DoorNoise {
    Noisy,
    Silent,
}

/// `[equipment.melee]`: range is always 0 (RM-WPN-4).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawMelee {
    pub(crate) dice: Spanned<u8>,
    pub(crate) accuracy: Spanned<u8>,
    pub(crate) damage: Spanned<u8>,
    pub(crate) noisy: bool,
    #[serde(default)]
    pub(crate) dual: bool,
    #[serde(default)]
    pub(crate) bonus_dice_with_melee_in_other_hand: u8,
}

/// `[equipment.ranged]`. A `kills_all` weapon (the Molotov) rolls no dice
/// and has no accuracy or damage (RM-MOLOTOV-2): it leaves those out.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawRanged {
    pub(crate) range_min: Spanned<u8>,
    pub(crate) range_max: Spanned<u8>,
    pub(crate) dice: Option<Spanned<u8>>,
    pub(crate) accuracy: Option<Spanned<u8>>,
    pub(crate) damage: Option<Spanned<u8>>,
    pub(crate) noisy: bool,
    #[serde(default)]
    pub(crate) dual: bool,
    #[serde(default)]
    pub(crate) reload: bool,
    #[serde(default)]
    pub(crate) kills_all: bool,
    #[serde(default)]
    pub(crate) choose_targets: bool,
}

/// `[[zombie_card]]`
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawZombieCard {
    pub(crate) number: Spanned<u16>,
    pub(crate) blue: Spanned<LineText>,
    pub(crate) yellow: Spanned<LineText>,
    pub(crate) orange: Spanned<LineText>,
    pub(crate) red: Spanned<LineText>,
    pub(crate) source: Spanned<String>,
}

/// A zombie card line written as a short phrase:
///
/// * `"nothing"`
/// * `"2 walkers"`: spawn (kinds: walker, fatty, runner, crawler,
///   abomination, singular or plural)
/// * `"extra activation: runners"` (RM-XACT-1)
/// * `"manhole: 2 walkers"` (RM-MANHOLE-1)
/// * `"bed: blue"` or `"bed: green"` (RM-BED-2)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct LineText(pub(crate) CardLine);

impl FromStr for LineText {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let line = match words.as_slice() {
            ["nothing"] => CardLine::Nothing,
            ["extra", "activation:", kind] => CardLine::ExtraActivation { kind: parse_kind(kind)? },
            ["manhole:", count, kind] => CardLine::Manhole { kind: parse_kind(kind)?, count: parse_count(count)? },
            ["bed:", "blue"] => CardLine::Bed { color: BedColor::Blue },
            ["bed:", "green"] => CardLine::Bed { color: BedColor::Green },
            ["bed:", other] => return Err(format!("unknown bed colour `{other}`, expected `blue` or `green`")),
            [count, kind] => CardLine::Spawn { kind: parse_kind(kind)?, count: parse_count(count)? },
            _ => {
                return Err(format!(
                    "cannot read zombie card line `{text}`: expected `nothing`, `<count> <kind>`, \
                     `extra activation: <kind>`, `manhole: <count> <kind>` or `bed: <blue|green>`"
                ));
            }
        };
        Ok(Self(line))
    }
}

fn parse_kind(word: &str) -> Result<ZombieKind, String> {
    Ok(match word {
        "walker" | "walkers" => ZombieKind::Walker,
        "fatty" | "fatties" => ZombieKind::Fatty,
        "runner" | "runners" => ZombieKind::Runner,
        "crawler" | "crawlers" => ZombieKind::Crawler,
        "abomination" | "abominations" => ZombieKind::Abomination,
        _ => {
            return Err(format!(
                "unknown zombie kind `{word}`, expected walker, fatty, runner, crawler or abomination"
            ));
        }
    })
}

fn parse_count(word: &str) -> Result<u8, String> {
    match word.parse::<u8>() {
        Ok(0) => Err(String::from("a zombie card line places at least 1 zombie; write `nothing` instead of 0")),
        Ok(n) => Ok(n),
        Err(_) => Err(format!("`{word}` is not a number of zombies")),
    }
}

impl<'de> Deserialize<'de> for LineText {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(de::Error::custom)
    }
}

/// `[[survivor]]`
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawSurvivor {
    pub(crate) id: Spanned<String>,
    pub(crate) name_ru: Spanned<String>,
    pub(crate) name_en: Spanned<String>,
    #[serde(default)]
    pub(crate) gender: Option<super::types::Gender>,
    pub(crate) blue: Spanned<Vec<Spanned<String>>>,
    pub(crate) yellow: Spanned<Vec<Spanned<String>>>,
    pub(crate) orange: Spanned<Vec<Spanned<String>>>,
    pub(crate) red: Spanned<Vec<Spanned<String>>>,
    pub(crate) source: Spanned<String>,
}

/// `[[skill]]`
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawSkill {
    pub(crate) id: Spanned<String>,
    pub(crate) rule_id: Spanned<String>,
    pub(crate) name_ru: Spanned<String>,
    pub(crate) name_en: Spanned<String>,
    pub(crate) parameter: Option<SkillParameter>,
    pub(crate) source: Spanned<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_card_lines() {
        let read = |s: &str| s.parse::<LineText>().map(|l| l.0);
        assert_eq!(read("nothing"), Ok(CardLine::Nothing));
        assert_eq!(read("1 walker"), Ok(CardLine::Spawn { kind: ZombieKind::Walker, count: 1 }));
        assert_eq!(read(" 2  fatties "), Ok(CardLine::Spawn { kind: ZombieKind::Fatty, count: 2 }));
        assert_eq!(read("extra activation: runners"), Ok(CardLine::ExtraActivation { kind: ZombieKind::Runner }));
        assert_eq!(read("manhole: 2 walkers"), Ok(CardLine::Manhole { kind: ZombieKind::Walker, count: 2 }));
        assert_eq!(read("bed: green"), Ok(CardLine::Bed { color: BedColor::Green }));
        assert_eq!(
            read("2 runnrs"),
            Err("unknown zombie kind `runnrs`, expected walker, fatty, runner, crawler or abomination".into())
        );
        assert_eq!(
            read("0 walkers"),
            Err("a zombie card line places at least 1 zombie; write `nothing` instead of 0".into())
        );
        assert_eq!(read("bed: red"), Err("unknown bed colour `red`, expected `blue` or `green`".into()));
        assert!(read("-").is_err_and(|e| e.starts_with("cannot read zombie card line `-`")));
    }
}
