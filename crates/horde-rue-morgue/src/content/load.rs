//! The loader's public face: text in, a checked [`Catalog`] or every
//! problem found.

use horde_data::ContentSet;

use super::parse::parse_all;
use super::skill_ref::SkillRef;
use super::types::{Catalog, EquipmentDef, SkillDef, SurvivorDef, ZombieCardDef, ZombieKind, ZombieTypeDef};
use super::validate::validate;

/// One problem in the content files: file, line, column, field path and
/// message (the content toolkit's diagnostic). Displays as
/// `file:line:column: error: message [field] (help: ...)`, with a line per
/// note.
pub type ContentError = horde_data::Diagnostic;

impl Catalog {
    /// Parses and checks content files given as `(file name, text)`. Pure:
    /// the names are only used in messages.
    ///
    /// A file holds any of the sections `[[zombie]]`, `[[equipment]]`,
    /// `[[zombie_card]]`, `[[survivor]]` and `[[skill]]`; the records of one
    /// section may be spread over several files. On failure every problem
    /// found is returned, sorted by file name, then position. The problems
    /// collect into [`horde_data::Diagnostics`] for printing as one report.
    pub fn from_sources(sources: &[(&str, &str)]) -> Result<Catalog, Vec<ContentError>> {
        let set = ContentSet::from_sources(sources.iter().copied());
        let mut v = set.validator();
        let parsed = parse_all(&set, &mut v);
        let catalog = validate(&mut v, &parsed);
        v.into_result(catalog).map(|(catalog, _warnings)| catalog).map_err(horde_data::Diagnostics::into_vec)
    }

    pub fn zombie(&self, kind: ZombieKind) -> Option<&ZombieTypeDef> {
        self.zombies.iter().find(|z| z.kind == kind)
    }

    pub fn item(&self, id: &str) -> Option<&EquipmentDef> {
        self.equipment.iter().find(|e| e.id == id)
    }

    pub fn zombie_card(&self, number: u16) -> Option<&ZombieCardDef> {
        self.zombie_cards.iter().find(|c| c.number == number)
    }

    pub fn survivor(&self, id: &str) -> Option<&SurvivorDef> {
        self.survivors.iter().find(|s| s.id == id)
    }

    /// The skill a survivor's entry names; `"starts_with:chainsaw"` finds
    /// `starts_with`.
    pub fn skill(&self, entry: &str) -> Option<&SkillDef> {
        let id = SkillRef::parse(entry).id;
        self.skills.iter().find(|s| s.id == id)
    }
}
