//! Things (weapons and items), decks and characters.

use super::Report;
use super::raw::{CharactersFile, DecksFile, TableRaw, ThingsFile};
use serde::Serialize;
use std::ops::Range;
use toml::Spanned;

/// What one die result means (GS-RES).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum Res {
    /// GS-RES-1..3.
    Oops,
    /// GS-RES-4.
    Miss,
    /// Body hit, GS-RES-6.
    Push,
    /// Head hit, GS-RES-7.
    Kill,
    /// Unarmed: roll again; the same number kills, anything else pushes (GS-RES-8).
    Chain,
}

/// Results by die value 1..=6, and 7 for a modified result above 6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct ResultTable(pub [Res; 8]);

impl ResultTable {
    pub fn get(&self, value: u8) -> Res {
        self.0[usize::from(value.clamp(1, 7))]
    }
}

/// Item use numbers (GS-ITEM-2 c, d).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct UseTable {
    /// Bit `v` set: a roll of `v` applies the item.
    pub success: u8,
    /// Bit `v` set: a roll of `v` spoils the item.
    pub breaks: u8,
    /// Bit `v` set: a roll of `v` is an Oops (ends the turn, GS-GAP-13).
    pub oops: u8,
}

impl UseTable {
    pub fn succeeds(&self, v: u8) -> bool {
        self.success & (1 << v) != 0
    }
    pub fn breaks(&self, v: u8) -> bool {
        self.breaks & (1 << v) != 0
    }
    pub fn oops(&self, v: u8) -> bool {
        self.oops & (1 << v) != 0
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Size {
    Small,
    Big,
    /// "Takes no space" (GS-INV-2).
    None,
}

impl Size {
    pub fn units(self) -> u8 {
        match self {
            Size::Small => 1,
            Size::Big => 2,
            Size::None => 0,
        }
    }
}

/// What an Oops does to the thing (GS-RES-1..3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum OopsEffect {
    /// The human loses his remaining actions (GS-RES-1).
    EndTurn,
    /// Out of ammunition: only the melee line is left (GS-RES-2).
    Empty,
    /// The thing breaks and is discarded (a card may say so, GS-RES-3).
    Breaks,
}

/// What using an item does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Effect {
    None,
    /// Restores lives to the user or an adjacent human.
    Heal(u8),
    /// Builds a barricade for 1 action (GS-BAR-1).
    Build,
    /// Dismantles a barricade for 1 action (GS-BAR-3).
    Dismantle,
}

/// A weapon or item card (GS-ITEM-1).
#[derive(Clone, Debug, Serialize)]
pub struct Thing {
    pub id: String,
    pub name: String,
    pub weapon: bool,
    pub size: Size,
    pub firearm: bool,
    pub thrown: bool,
    /// 0 = melee (GS-ITEM-2 f).
    pub range: u8,
    /// Dice per shot (GS-BURST-2); 1 for ordinary weapons.
    pub burst: u8,
    /// Blast radius (GS-ITEM-2 g); 0 = no explosion.
    pub blast: u8,
    /// Lives lost by a human in the blast on a push / kill result.
    pub blast_wounds: (u8, u8),
    pub attack: Option<ResultTable>,
    /// The line used once a firearm is out of ammunition (GS-RES-2).
    pub melee: Option<ResultTable>,
    pub oops: OopsEffect,
    pub use_table: Option<UseTable>,
    pub effect: Effect,
    pub single_use: bool,
    pub text: String,
    pub source: String,
}

/// One kind of search card with its number of copies.
#[derive(Clone, Debug, Serialize)]
pub struct SearchCard {
    /// The thing found, or `None` for "nothing found".
    pub thing: Option<u8>,
    pub name: String,
    pub copies: u8,
    pub source: String,
}

/// Zombie card effects (GS-ZCARD, GS-GAP-10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum ZEffect {
    /// Place this many zombies by GS-ZSPAWN-3, above the maximum if need be.
    Horde(u8),
    /// One zombie gets this many extra actions this turn.
    Lurch(u8),
    /// This turn zombie attacks succeed on this many numbers lower.
    Hunger(u8),
    /// One human has this many actions fewer in his next turn.
    Trip(u8),
}

#[derive(Clone, Debug, Serialize)]
pub struct ZombieCard {
    pub id: String,
    pub name: String,
    pub effect: ZEffect,
    /// Copies in one set.
    pub copies: u8,
    pub text: String,
    pub source: String,
}

/// A character card (GS-SETUP-4).
#[derive(Clone, Debug, Serialize)]
pub struct Character {
    pub id: String,
    pub name: String,
    pub ability: String,
    /// Index of the preferred weapon or item (GS-PREF).
    pub preferred: u8,
    pub lives: u8,
    pub unarmed: ResultTable,
    /// The special feature beside the preferred weapon (GS-SETUP-4, GS-GAP-10).
    pub feature: Feature,
    pub feature_text: String,
    pub feature_source: String,
    pub source: String,
}

/// The special features of the character cards (GS-SETUP-4, GS-GAP-10):
/// small abilities of our design, each enforced where its rule is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Feature {
    /// A search costs him 1 action instead of 2 (GS-SEARCH-1).
    QuickSearch,
    /// His first-aid heals 1 life more (GS-GAP-5).
    HealBonus,
    /// His aimed shots get +2 instead of +1 (GS-AIM-1).
    AimBonus,
    /// Passing a thing costs him no action (GS-INV-1).
    FreePass,
    /// A break-through wounds him only on a 6 (GS-MOVE-9).
    BreakSafe,
    /// His firearms reach 2 squares farther (GS-RANGE-3).
    LongShot,
    /// He carries 2 units more before overload (GS-INV-2/3).
    Packer,
    /// Unarmed, a 5 pushes (his unarmed table says so, GS-RES-8).
    StrongFists,
    /// Blasts do not wound him (GS-EXPL).
    BlastProof,
    /// He throws 2 squares farther (GS-ITEM-2 f).
    FarThrow,
    /// 1 square more of movement per turn (GS-GAP-8).
    Runner,
    /// Each bare-hand barricade action of his counts as 2 (GS-BAR-2).
    Carpenter,
    /// The car starts for him on a 5 or 6 (GS-CAR-2).
    Mechanic,
    /// Each bare-hand dismantling action of his counts as 2 (GS-BAR-3).
    Breacher,
}

impl Feature {
    pub const ALL: [Feature; 14] = [
        Feature::QuickSearch,
        Feature::HealBonus,
        Feature::AimBonus,
        Feature::FreePass,
        Feature::BreakSafe,
        Feature::LongShot,
        Feature::Packer,
        Feature::StrongFists,
        Feature::BlastProof,
        Feature::FarThrow,
        Feature::Runner,
        Feature::Carpenter,
        Feature::Mechanic,
        Feature::Breacher,
    ];

    /// The id used in content files and message ids (`gs-feature-<id>`).
    pub fn id(self) -> &'static str {
        match self {
            Feature::QuickSearch => "quick_search",
            Feature::HealBonus => "heal_bonus",
            Feature::AimBonus => "aim_bonus",
            Feature::FreePass => "free_pass",
            Feature::BreakSafe => "break_safe",
            Feature::LongShot => "long_shot",
            Feature::Packer => "packer",
            Feature::StrongFists => "strong_fists",
            Feature::BlastProof => "blast_proof",
            Feature::FarThrow => "far_throw",
            Feature::Runner => "runner",
            Feature::Carpenter => "carpenter",
            Feature::Mechanic => "mechanic",
            Feature::Breacher => "breacher",
        }
    }
}

/// Checks the `source` of the record `what` (e.g. `thing "pistol"`).
pub(crate) fn check_source(s: &Spanned<String>, what: &str, r: &mut Report<'_>) -> String {
    let v = s.get_ref();
    if !(v == "rulebook" || v == "horde" || v.starts_with("http")) {
        r.at(s.span(), format!("{what}: must be \"rulebook\", \"horde\" or a public source address, found {v:?}"));
    }
    v.clone()
}

/// The result table `raw` of the record `what` (e.g. `thing "pistol"`).
fn table(raw: &Spanned<TableRaw>, what: &str, allow_chain: bool, r: &mut Report<'_>) -> Option<ResultTable> {
    let t = raw.get_ref();
    let mut out: [Option<Res>; 8] = [None; 8];
    let bands = [
        (Res::Oops, &t.oops),
        (Res::Miss, &t.miss),
        (Res::Push, &t.push),
        (Res::Kill, &t.kill),
        (Res::Chain, &t.chain),
    ];
    let mut ok = true;
    for (res, values) in bands {
        if res == Res::Chain && !allow_chain && !values.is_empty() {
            r.key(raw.span(), "chain", format!("{what}: only an unarmed table may roll again"));
            ok = false;
        }
        for &v in values {
            if !(1..=7).contains(&v) {
                r.at(raw.span(), format!("{what}: die value {v} is outside 1..=7"));
                ok = false;
            } else if out[usize::from(v)].is_some() {
                r.at(raw.span(), format!("{what}: die value {v} is listed twice"));
                ok = false;
            } else {
                out[usize::from(v)] = Some(res);
            }
        }
    }
    for (v, o) in out.iter().enumerate().take(7).skip(1) {
        if o.is_none() {
            r.at(raw.span(), format!("{what}: die value {v} has no result"));
            ok = false;
        }
    }
    if !ok {
        return None;
    }
    // A modified result above 6 counts as the band of 6 unless 7 is listed.
    let seven = out[7].or(out[6]).unwrap_or(Res::Miss);
    let mut res = [Res::Miss; 8];
    for (r, o) in res.iter_mut().zip(out.iter()).take(7).skip(1) {
        *r = o.unwrap_or(Res::Miss);
    }
    res[7] = seven;
    res[0] = res[1];
    Some(ResultTable(res))
}

/// The die values of `key` in the use table read from `at`, as a mask.
fn mask(values: &[u8], key: &str, at: &Range<usize>, what: &str, r: &mut Report<'_>) -> u8 {
    let mut m = 0u8;
    for &v in values {
        if (1..=6).contains(&v) {
            m |= 1 << v;
        } else {
            r.key(at.clone(), key, format!("{what}: die value {v} is outside 1..=6"));
        }
    }
    m
}

pub(crate) fn build_things(raw: &ThingsFile, r: &mut Report<'_>) -> Vec<Thing> {
    let mut out = Vec::new();
    for rec in &raw.thing {
        let t = rec.get_ref();
        let at = rec.span();
        let f = format!("thing {:?}", t.id);
        if out.iter().any(|o: &Thing| o.id == t.id) {
            r.key(at.clone(), "id", format!("{f}: duplicate id"));
        }
        let source = check_source(&t.source, &f, r);
        let weapon = match t.class.get_ref().as_str() {
            "weapon" => true,
            "item" => false,
            other => {
                r.at(t.class.span(), format!("{f}: expected \"weapon\" or \"item\", found {other:?}"));
                false
            }
        };
        let size = match t.size.get_ref().as_str() {
            "small" => Size::Small,
            "big" => Size::Big,
            "none" => Size::None,
            other => {
                r.at(t.size.span(), format!("{f}: expected \"small\", \"big\" or \"none\", found {other:?}"));
                Size::Small
            }
        };
        let attack = t.attack.as_ref().and_then(|a| table(a, &f, false, r));
        let melee = t.melee.as_ref().and_then(|a| table(a, &f, false, r));
        if weapon && attack.is_none() && t.attack.is_none() {
            r.key(at.clone(), "attack", format!("{f}: a weapon needs an attack table"));
        }
        if t.range == 0 && (t.firearm || t.thrown) {
            r.key(at.clone(), "range", format!("{f}: a firearm or thrown weapon needs a range of at least 1"));
        }
        if t.blast > 0 && !t.thrown {
            r.key(at.clone(), "blast", format!("{f}: only thrown things explode in this engine"));
        }
        let burst = t.burst.as_ref().map_or(1, |b| *b.get_ref());
        if !(1..=6).contains(&burst) {
            let message = format!("{f}: dice per burst must be 1..=6");
            match &t.burst {
                Some(b) => r.at(b.span(), message),
                None => r.key(at.clone(), "burst", message),
            }
        }
        let oops = match t.oops.as_ref().map(|s| (s.get_ref().as_str(), s.span())) {
            None if t.firearm => OopsEffect::Empty,
            None => OopsEffect::EndTurn,
            Some(("end_turn", _)) => OopsEffect::EndTurn,
            Some(("empty", _)) => OopsEffect::Empty,
            Some(("breaks", _)) => OopsEffect::Breaks,
            Some((other, p)) => {
                r.at(p, format!("{f}: expected \"end_turn\", \"empty\" or \"breaks\", found {other:?}"));
                OopsEffect::EndTurn
            }
        };
        let use_table = t.use_.as_ref().map(|u| {
            let p = u.span();
            let u = u.get_ref();
            UseTable {
                success: mask(&u.success, "success", &p, &f, r),
                breaks: mask(&u.breaks, "breaks", &p, &f, r),
                oops: mask(&u.oops, "oops", &p, &f, r),
            }
        });
        let effect = match t.effect.as_ref().map(|s| (s.get_ref().as_str(), s.span())) {
            None | Some(("none", _)) => Effect::None,
            Some(("heal", _)) => {
                if t.heal == 0 {
                    r.key(at.clone(), "heal", format!("{f}: a healing item must restore at least 1 life"));
                }
                Effect::Heal(t.heal)
            }
            Some(("build", _)) => Effect::Build,
            Some(("dismantle", _)) => Effect::Dismantle,
            Some((other, p)) => {
                r.at(p, format!("{f}: expected \"none\", \"heal\", \"build\" or \"dismantle\", found {other:?}"));
                Effect::None
            }
        };
        if matches!(effect, Effect::Heal(_) | Effect::Build) && use_table.is_none() {
            r.key(at, "use", format!("{f}: this effect needs use numbers (GS-ITEM-2 c)"));
        }
        let blast_wounds = t.blast_wounds.as_ref().map_or((1, 2), |b| *b.get_ref());
        out.push(Thing {
            id: t.id.clone(),
            name: t.name.clone(),
            weapon,
            size,
            firearm: t.firearm,
            thrown: t.thrown,
            range: t.range,
            burst,
            blast: t.blast,
            blast_wounds,
            attack,
            melee,
            oops,
            use_table,
            effect,
            single_use: t.single_use,
            text: t.text.clone(),
            source,
        });
    }
    if out.is_empty() {
        r.section(0..0, "thing", "no things defined");
    }
    if out.len() > 120 {
        r.section(0..0, "thing", "at most 120 things are supported");
    }
    out
}

pub(crate) fn build_decks(raw: &DecksFile, things: &[Thing], r: &mut Report<'_>) -> (Vec<SearchCard>, Vec<ZombieCard>) {
    let mut search = Vec::new();
    check_source(&raw.zombie_deck.get_ref().source, "zombie_deck", r);
    if raw.zombie_deck.get_ref().humans_per_set == 0 {
        r.key(raw.zombie_deck.span(), "humans_per_set", "zombie_deck: must be at least 1");
    }
    for rec in &raw.search_card {
        let c = rec.get_ref();
        let f = format!("search_card {:?}", c.name);
        let source = check_source(&c.source, &f, r);
        let thing = match &c.thing {
            None => None,
            Some(id) => match things.iter().position(|t| &t.id == id.get_ref()) {
                Some(i) => u8::try_from(i).ok(),
                None => {
                    r.at(id.span(), format!("{f}: unknown thing {:?}", id.get_ref()));
                    None
                }
            },
        };
        if c.copies == 0 {
            r.key(rec.span(), "copies", format!("{f}: must be at least 1"));
        }
        search.push(SearchCard { thing, name: c.name.clone(), copies: c.copies, source });
    }
    if search.is_empty() || search.len() > 32 {
        r.section(0..0, "search_card", "the search deck needs 1..=32 kinds of card");
    }
    let mut zombie = Vec::new();
    for rec in &raw.zombie_card {
        let c = rec.get_ref();
        let f = format!("zombie_card {:?}", c.id);
        let source = check_source(&c.source, &f, r);
        let p = c.effect.span();
        let effect = match c.effect.get_ref().as_str() {
            "horde" => ZEffect::Horde(c.amount),
            "lurch" => ZEffect::Lurch(c.amount),
            "hunger" => ZEffect::Hunger(c.amount),
            "trip" => ZEffect::Trip(c.amount),
            other => {
                r.at(p, format!("{f}: expected \"horde\", \"lurch\", \"hunger\" or \"trip\", found {other:?}"));
                ZEffect::Hunger(0)
            }
        };
        if c.amount == 0 || c.amount > 4 {
            r.key(rec.span(), "amount", format!("{f}: must be 1..=4"));
        }
        if c.copies == 0 {
            r.key(rec.span(), "copies", format!("{f}: must be at least 1"));
        }
        if zombie.iter().any(|z: &ZombieCard| z.id == c.id) {
            r.key(rec.span(), "id", format!("{f}: duplicate id"));
        }
        zombie.push(ZombieCard {
            id: c.id.clone(),
            name: c.name.clone(),
            effect,
            copies: c.copies,
            text: c.text.clone(),
            source,
        });
    }
    if zombie.is_empty() || zombie.len() > 8 {
        r.section(0..0, "zombie_card", "the zombie deck needs 1..=8 kinds of card");
    }
    (search, zombie)
}

pub(crate) fn build_characters(raw: &CharactersFile, things: &[Thing], r: &mut Report<'_>) -> Vec<Character> {
    let mut out = Vec::new();
    for rec in &raw.character {
        let c = rec.get_ref();
        let f = format!("character {:?}", c.id);
        let source = check_source(&c.source, &f, r);
        let preferred = match things.iter().position(|t| &t.id == c.preferred.get_ref()) {
            Some(i) => u8::try_from(i).unwrap_or(0),
            None => {
                r.at(c.preferred.span(), format!("{f}: unknown thing {:?}", c.preferred.get_ref()));
                0
            }
        };
        if c.lives != 4 {
            r.key(rec.span(), "lives", format!("{f}: every human starts with 4 lives (GS-LIFE-1)"));
        }
        let unarmed = table(&c.unarmed, &f, true, r);
        if out.iter().any(|o: &Character| o.id == c.id) {
            r.key(rec.span(), "id", format!("{f}: duplicate id"));
        }
        let fr = c.feature.get_ref();
        let feature_source = check_source(&fr.source, &f, r);
        let feature = Feature::ALL.into_iter().find(|k| k.id() == fr.kind.get_ref()).unwrap_or_else(|| {
            let known: Vec<&str> = Feature::ALL.iter().map(|k| k.id()).collect();
            r.at(fr.kind.span(), format!("{f}: unknown feature {:?}; known: {}", fr.kind.get_ref(), known.join(", ")));
            Feature::Runner
        });
        if out.iter().any(|o: &Character| o.feature == feature) {
            r.at(fr.kind.span(), format!("{f}: every card has its own feature (GS-GAP-10)"));
        }
        out.push(Character {
            id: c.id.clone(),
            name: c.name.clone(),
            ability: c.ability.clone(),
            preferred,
            lives: c.lives,
            unarmed: unarmed.unwrap_or(ResultTable([Res::Miss; 8])),
            feature,
            feature_text: fr.text.clone(),
            feature_source,
            source,
        });
    }
    if out.len() != 14 {
        r.section(0..0, "character", format!("the game has 14 character cards (GS-COMP-3), found {}", out.len()));
    }
    out
}
