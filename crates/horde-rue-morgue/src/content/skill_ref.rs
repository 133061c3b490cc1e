//! Survivors name skills by id, with a parameter after a colon for the
//! bracketed skills of RM-SKILL-00 (`"starts_with:chainsaw"`).

/// One skill entry of a survivor's ID card, split into its parts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SkillRef<'a> {
    /// The skill's id in the skills catalogue.
    pub id: &'a str,
    /// What the bracketed part names: an equipment id, a zombie kind,
    /// `melee`/`ranged` or a danger level (see `SkillParameter`).
    pub parameter: Option<&'a str>,
}

impl<'a> SkillRef<'a> {
    /// Splits `"id"` or `"id:parameter"`.
    pub fn parse(entry: &'a str) -> Self {
        match entry.split_once(':') {
            Some((id, parameter)) => Self { id, parameter: Some(parameter) },
            None => Self { id: entry, parameter: None },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::SkillRef;

    #[test]
    fn splits_id_and_parameter() {
        assert_eq!(SkillRef::parse("sprint"), SkillRef { id: "sprint", parameter: None });
        assert_eq!(SkillRef::parse("collector:fatty"), SkillRef { id: "collector", parameter: Some("fatty") });
    }
}
