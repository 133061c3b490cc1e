//! What a Rue Morgue seat is asked now. Action labels come from the rule
//! crate (`horde_rue_morgue::texts`) through the contract.

use super::names;
use crate::i18n::Tr;
use crate::tr;
use horde_rue_morgue::content::ZombieKind;
use horde_rue_morgue::{NONE, RueMorgue, Step, WindowKind};

/// What the deciding seat is asked now.
pub fn asking(g: &RueMorgue, tr: &Tr) -> String {
    let s = g.state();
    let who = |i: u8| names::survivor(g, tr, i);
    match s.stack.top() {
        None if s.active == NONE => tr!(tr, "rm-ask-activate"),
        None => {
            let acts = s.survivors.get(s.active as usize).map_or(0, |sv| sv.actions);
            tr!(tr, "rm-ask-action", name = who(s.active), actions = acts)
        }
        Some(Step::PlaceCard { card, .. }) => tr!(tr, "rm-ask-place", item = names::item(g, tr, card)),
        Some(Step::Window { kind: WindowKind::Trade, a, b }) => tr!(tr, "rm-ask-trade", name = who(a), other = who(b)),
        Some(Step::Window { a, .. }) => tr!(tr, "rm-ask-rearrange", name = who(a)),
        Some(Step::AssignHits) => tr!(tr, "rm-ask-hits"),
        Some(Step::ZombieWounds { zone, left }) => {
            tr!(
                tr,
                "rm-ask-wounds",
                zone = g.statics().map().zones.get(zone as usize).map_or("?", |z| z.id.as_str()),
                left = left
            )
        }
        Some(Step::WoundOn { surv, .. }) => tr!(tr, "rm-ask-wound-discard", name = who(surv)),
        Some(Step::Split) => {
            let from = g.statics().map().zones.get(s.split.from as usize).map_or("?", |z| z.id.as_str());
            let kind = ZombieKind::ALL.get(s.split.kind as usize).copied().unwrap_or(ZombieKind::Walker);
            tr!(tr, "rm-ask-split", zone = from, kind = names::kind_object(tr, kind))
        }
        Some(Step::BuildingSpawn { .. }) => tr!(tr, "rm-ask-building"),
        Some(Step::PickSpots { .. }) => tr!(tr, "rm-ask-spots"),
        Some(Step::SkillChoice { surv, .. }) => tr!(tr, "rm-ask-skill", name = who(surv)),
        Some(_) => tr!(tr, "rm-ask-other"),
    }
}
