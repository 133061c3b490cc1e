//! Rules at hand for Rue Morgue: each mission's briefing (its goal from
//! the mission file, its special rules from the file's settings), what
//! every weapon, item, skill, zombie kind and board symbol is, the dice
//! of each attack, and the kills an attack's odds count.

use crate::content::{EquipmentDef, WeaponProfile, builtin_catalog};
use crate::mission::{Mode, builtin};
use crate::rules::{Action, Event, NONE, RueMorgue, Step};
use crate::skills;
use crate::texts::{names, texts};
use horde_rules::at_hand::{Bilingual, Briefing, BriefingRule, Explanation, Roll};
use horde_rules::texts::{Lang, Tr};
use horde_rules::{RuleSystem, tr};

/// The catalogue message that names what an attack's odds count.
pub const KILLS: &str = "rm-ah-kills";

fn both(f: impl Fn(&Tr) -> String) -> Bilingual {
    Bilingual { en: f(texts().tr(Lang::En)), ru: f(texts().tr(Lang::Ru)) }
}

fn item_names(tr: &Tr, ids: &[String]) -> String {
    let cat = builtin_catalog();
    let name = |id: &String| {
        cat.equipment
            .iter()
            .find(|e| &e.id == id)
            .map_or_else(|| id.clone(), |e| if tr.lang() == Lang::Ru { e.name_ru.clone() } else { e.name_en.clone() })
    };
    ids.iter().map(name).collect::<Vec<_>>().join(", ")
}

/// The briefing of a shipped mission.
pub fn briefing(mission: &str) -> Option<Briefing> {
    let m = builtin().iter().filter_map(|m| m.as_ref().ok()).find(|m| m.def.id == mission)?;
    let d = &m.def;
    let goal = Bilingual { en: d.description.trim().to_owned(), ru: d.description_ru.trim().to_owned() };
    let story = Bilingual { en: d.briefing_en.trim().to_owned(), ru: d.briefing_ru.trim().to_owned() };
    let mut rules = Vec::new();
    let mut rule = |id: &str, text: Bilingual| rules.push(BriefingRule { text, rule: id.to_owned() });
    if d.mode == Mode::Competitive {
        rule("RM-VS-1", both(|tr| tr!(tr, "rm-ah-competitive")));
    }
    if let Some(turns) = d.turn_limit {
        let (id, rule_id) =
            if d.mode == Mode::Competitive { ("rm-ah-turn-limit-vs", "RM-VS-2") } else { ("rm-ah-turn-limit", "") };
        rule(rule_id, both(|tr| tr!(tr, id, turns = u32::from(turns))));
    }
    if d.team_actions {
        rule("RM-TEAM-1", both(|tr| tr!(tr, "rm-ah-team-actions")));
    }
    if !d.start_zombies.is_empty() {
        rule("RM-GAP-1", both(|tr| tr!(tr, "rm-ah-start-zombies")));
    }
    if !d.equipment.give.is_empty() {
        rule("RM-GAP-1", both(|tr| tr!(tr, "rm-ah-given", items = item_names(tr, &d.equipment.give))));
    }
    if !d.equipment.remove.is_empty() {
        rule("RM-GAP-1", both(|tr| tr!(tr, "rm-ah-removed", items = item_names(tr, &d.equipment.remove))));
    }
    if !d.event_tiles.is_empty() {
        rule("RM-EVENT-2", both(|tr| tr!(tr, "rm-ah-event-tiles", tiles = d.event_tiles.join(", "))));
    }
    if let Some(h) = &d.helicopter {
        rule("RM-HELI-1", both(|tr| tr!(tr, "rm-ah-helicopter")));
        if h.fuel.is_some() {
            rule("RM-HELI-1", both(|tr| tr!(tr, "rm-ah-helicopter-fuel")));
        }
    }
    if d.zones.iter().any(|z| z.wreck) {
        rule("RM-WRECK-1", both(|tr| tr!(tr, "rm-ah-wreck")));
    }
    Some(Briefing { goal, story, rules, source: d.source.clone() })
}

fn profile_line(tr: &Tr, kind: &str, p: &WeaponProfile) -> String {
    tr!(
        tr,
        "rm-ah-profile",
        kind = tr!(tr, kind),
        dice = u32::from(p.dice),
        accuracy = u32::from(p.accuracy),
        damage = u32::from(p.damage),
        min = u32::from(p.range_min),
        max = u32::from(p.range_max),
        noisy = if p.noisy { "yes" } else { "no" }
    )
}

fn equipment(tr: &Tr, e: &EquipmentDef) -> Explanation {
    let mut lines = Vec::new();
    let profiles = [("rm-ah-melee", e.melee.as_ref()), ("rm-ah-ranged", e.ranged.as_ref())];
    for (kind, p) in profiles.into_iter().filter_map(|(k, p)| Some((k, p?))) {
        if p.kills_all {
            lines.push(tr!(tr, "rm-ah-kills-all"));
            continue;
        }
        lines.push(profile_line(tr, kind, p));
        if p.dual {
            lines.push(tr!(tr, "rm-ah-dual"));
        }
        if p.reload {
            lines.push(tr!(tr, "rm-ah-reload"));
        }
        if p.choose_targets {
            lines.push(tr!(tr, "rm-ah-choose-targets"));
        }
    }
    if let Some(noisy) = e.opens_doors {
        lines.push(tr!(tr, "rm-ah-opens-doors", noisy = if noisy { "yes" } else { "no" }));
    }
    let weapon = e.melee.is_some() || e.ranged.is_some();
    if !weapon {
        lines.insert(0, tr!(tr, "rm-ah-equipment"));
    }
    Explanation {
        key: format!("item:{}", e.id),
        name: if tr.lang() == Lang::Ru { e.name_ru.clone() } else { e.name_en.clone() },
        symbol: None,
        lines,
        rule: if weapon { "RM-WPN-5" } else { "RM-PARTS-8" }.to_owned(),
    }
}

/// The board's symbols: the class each has in the board picture, the
/// message that explains it and the rule that defines it.
const SYMBOLS: [(&str, &str, &str); 13] = [
    ("spawn", "g.spawn", "RM-SPAWN-1"),
    ("manhole", "g.manhole", "RM-MANHOLE-1"),
    ("event", "g.event", "RM-EVENT-2"),
    ("objective", "g.objective", "RM-OBJ-1"),
    ("exit", "g.exit", "RM-GOAL-5"),
    ("start", "g.start", "RM-SETUP-4"),
    ("door", "line.door", "RM-DOOR-1"),
    ("noise", "g.noise", "RM-NOISE-1"),
    ("bed", "g.bed", "RM-BED-1"),
    ("tent", "path.tent", "RM-TENT-1"),
    ("landing", "g.landing", "RM-HELI-8"),
    ("helicopter", "g.helicopter", "RM-HELI-1"),
    ("ladder", "g.ladder", "RM-PAD-2"),
];

/// Every explanation in `lang`.
pub fn explanations(lang: Lang) -> Vec<Explanation> {
    let tr = texts().tr(lang);
    let cat = builtin_catalog();
    let spec = RueMorgue::spec();
    let mut out: Vec<Explanation> = cat.equipment.iter().map(|e| equipment(tr, e)).collect();
    for s in &cat.skills {
        let mut lines = vec![tr!(tr, "rm-ah-skill")];
        if let Some(r) = spec.rule(&s.rule_id) {
            lines
                .extend(r.text.lines().map(|l| l.trim().trim_start_matches("- ").to_owned()).filter(|l| !l.is_empty()));
        }
        out.push(Explanation {
            key: format!("skill:{}", s.id),
            name: if lang == Lang::Ru { s.name_ru.clone() } else { s.name_en.clone() },
            symbol: None,
            lines,
            rule: s.rule_id.clone(),
        });
    }
    for z in &cat.zombies {
        let letter = names::board_letter(tr, z.kind);
        out.push(Explanation {
            key: format!("zombie:{}", names::kind_id(z.kind)),
            name: if lang == Lang::Ru { z.name_ru.clone() } else { z.name_en.clone() },
            symbol: Some(format!("g.zombies[data-kind=\"{letter}\"]")),
            lines: vec![tr!(
                tr,
                "rm-ah-zombie",
                actions = u32::from(z.actions),
                damage = u32::from(z.min_damage.unwrap_or(0)),
                xp = u32::from(z.xp),
                priority = u32::from(z.priority)
            )],
            rule: "RM-ZOMB-4".to_owned(),
        });
    }
    for (id, selector, rule) in SYMBOLS {
        out.push(Explanation {
            key: format!("symbol:{id}"),
            name: String::new(),
            symbol: Some(selector.to_owned()),
            lines: vec![tr.t(&format!("rm-ah-sym-{id}"))],
            rule: rule.to_owned(),
        });
    }
    out
}

impl RueMorgue {
    /// Each attack's dice in `events`: the attack, then its dice (a
    /// re-roll starts the roll anew). Dice rolled for anything else (a
    /// spawn) are not an attack's.
    pub(crate) fn rolls_in(&self, events: &[Event], lang: Lang) -> Vec<Roll> {
        let tr = texts().tr(lang);
        let mut out: Vec<Roll> = Vec::new();
        // The attack whose dice are being rolled: survivor, card, dice, ranged.
        let mut open: Option<(u8, u8, u8, bool)> = None;
        let start = |(survivor, card, _, ranged): (u8, u8, u8, bool)| Roll {
            title: tr!(tr, "rm-ah-roll", who = names::survivor(self, tr, survivor), item = names::item(self, tr, card)),
            dice: Vec::new(),
            target: Some(self.target_number(survivor, card, ranged)),
            hits: 0,
            text: String::new(),
            rule: "RM-COMBAT-1".to_owned(),
        };
        let mut last = None;
        for e in events {
            match *e {
                Event::Attack { survivor, card, dice, ranged, .. } if dice > 0 => {
                    let a = (survivor, card, dice, ranged);
                    open = Some(a);
                    last = Some(a);
                    out.push(start(a));
                }
                // A re-roll: the dice that follow replace the first roll.
                Event::SkillUsed { survivor, .. } if last.is_some_and(|o| o.0 == survivor) => {
                    if let Some(a) = last {
                        open = Some(a);
                        out.push(start(a));
                    }
                }
                Event::DieRolled { value } => {
                    let Some((_, _, dice, _)) = open else { continue };
                    if let Some(r) = out.last_mut() {
                        r.dice.push(value);
                        if r.target.is_some_and(|t| value >= t) {
                            r.hits += 1;
                        }
                        if r.dice.len() >= usize::from(dice) {
                            open = None;
                        }
                    }
                }
                Event::ActivationEnded { .. } | Event::TurnStarted { .. } => {
                    open = None;
                    last = None;
                }
                _ => {}
            }
        }
        out.retain(|r| !r.dice.is_empty());
        for r in &mut out {
            r.text = tr!(
                tr,
                "rm-ah-roll-text",
                hits = r.hits,
                dice = r.dice.len() as u32,
                target = u32::from(r.target.unwrap_or(0))
            );
        }
        out
    }

    /// The number a die of `survivor`'s attack with `card` must reach:
    /// the weapon's accuracy as his skills change it (RM-WPN-5).
    fn target_number(&self, survivor: u8, card: u8, ranged: bool) -> u8 {
        let st = self.statics();
        let p = if ranged { st.ranged(card) } else { st.melee(card) };
        let base = p.map_or(6, |p| p.accuracy);
        match self.state().survivors.get(survivor as usize) {
            Some(s) => skills::accuracy(s.skills, base, !ranged),
            None => base,
        }
    }

    /// Attacks at a zone with zombies show their odds of kills.
    pub(crate) fn odds_measure_of(&self, action: Action) -> Option<&'static str> {
        let zone = match action {
            Action::Melee { .. } => self.state().survivors.get(self.state().active as usize)?.zone,
            Action::Ranged { zone, .. } => zone,
            _ => return None,
        };
        (self.zombies_in(zone) > 0).then_some(KILLS)
    }

    /// The attack's dice are still to roll.
    pub(crate) fn attack_open(&self) -> bool {
        matches!(self.state().stack.top(), Some(Step::AttackRoll))
    }

    /// Zombies killed in `events`, and the hits still to place where each
    /// is sure to kill one (the player only chooses which): counted as
    /// kills, and a pending re-roll as the roll kept.
    pub(crate) fn kills_in(&self, events: &[Event]) -> u32 {
        let killed = events.iter().filter(|e| matches!(e, Event::ZombieKilled { .. })).count() as u32;
        let at = self.state().attack;
        let pending = matches!(self.state().stack.top(), Some(Step::AssignHits | Step::Reroll));
        if !pending || at.attacker == NONE {
            return killed;
        }
        let st = self.statics();
        let here = &self.state().zombies[at.zone as usize];
        let killable: u8 = (0..5).filter(|&k| at.damage >= st.kinds[k].min_damage).map(|k| here[k]).sum();
        killed + u32::from(at.hits.min(killable))
    }
}
