//! The loader's public face: text in, a checked [`Catalog`] or every
//! problem found.

use super::error::{ContentError, Reporter, SourceFile};
use super::parse::parse_all;
use super::skill_ref::SkillRef;
use super::types::{Catalog, EquipmentDef, SkillDef, SurvivorDef, ZombieCardDef, ZombieKind, ZombieTypeDef};
use super::validate::validate;

impl Catalog {
    /// Parses and checks content files given as `(file name, text)`. Pure:
    /// the names are only used in error messages.
    ///
    /// A file holds any of the sections `[[zombie]]`, `[[equipment]]`,
    /// `[[zombie_card]]`, `[[survivor]]` and `[[skill]]`; records of one
    /// section may be spread over several files. On failure every problem
    /// found is returned, in file order, then by line and column.
    pub fn from_sources(sources: &[(&str, &str)]) -> Result<Catalog, Vec<ContentError>> {
        let files = sources.iter().map(|(name, text)| SourceFile::new(name, text)).collect();
        let mut reporter = Reporter::new(files);
        let parsed = parse_all(&mut reporter);
        let catalog = validate(&mut reporter, &parsed);
        if reporter.has_errors() { Err(reporter.into_errors()) } else { Ok(catalog) }
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
