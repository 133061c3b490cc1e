//! Deliberately wrong scenario files: a file that quotes the differences
//! it must produce (`# expect-mismatch: TEXT` for an expectation or a
//! refusal, `# expect-diagnostic: TEXT` for a problem of the file itself)
//! passes when the run fails with every one of them.

use crate::system::ScenarioReport;
use horde_data::{Diagnostics, Source};

/// The differences a file quotes, in file order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ExpectedFailure {
    /// Text each of some mismatch lines must contain.
    pub mismatches: Vec<String>,
    /// Text each of some diagnostics must contain.
    pub diagnostics: Vec<String>,
}

impl ExpectedFailure {
    /// The `# expect-mismatch:` and `# expect-diagnostic:` lines of `text`.
    pub fn read(text: &str) -> Self {
        let mut out = Self::default();
        for line in text.lines() {
            if let Some(t) = line.strip_prefix("# expect-mismatch: ") {
                out.mismatches.push(t.trim().to_owned());
            } else if let Some(t) = line.strip_prefix("# expect-diagnostic: ") {
                out.diagnostics.push(t.trim().to_owned());
            }
        }
        out
    }

    pub fn is_empty(&self) -> bool {
        self.mismatches.is_empty() && self.diagnostics.is_empty()
    }

    /// Whether `run` (the run of `source`) failed as quoted: `Ok`, or why
    /// not, with every problem the run had.
    pub fn check(&self, source: &Source, run: &Result<ScenarioReport, Diagnostics>) -> Result<(), String> {
        if self.is_empty() {
            return Err(format!("{}: no `# expect-mismatch:` or `# expect-diagnostic:` line", source.name));
        }
        let (diagnostics, mismatches): (Vec<String>, &[String]) = match run {
            Err(d) => (d.iter().map(ToString::to_string).collect(), &[]),
            Ok(r) => (Vec::new(), &r.mismatches),
        };
        let got = || {
            diagnostics.iter().map(|d| format!("diagnostic: {d}")).chain(mismatches.iter().cloned()).collect::<Vec<_>>()
        };
        if diagnostics.is_empty() && mismatches.is_empty() {
            return Err(format!("{}: passed, but must fail", source.name));
        }
        let quoted = self.mismatches.iter().map(|t| (false, t)).chain(self.diagnostics.iter().map(|t| (true, t)));
        for (diag, text) in quoted {
            let pool: &[String] = if diag { &diagnostics } else { mismatches };
            if !pool.iter().any(|m| m.contains(text.as_str())) {
                return Err(format!(
                    "{}: no {} contains {text:?}; got:\n  {}",
                    source.name,
                    if diag { "diagnostic" } else { "mismatch" },
                    got().join("\n  ")
                ));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wrong_file_passes_only_with_every_quoted_difference() {
        let text = "# expect-mismatch: expect.turn: expected 2\n# expect-diagnostic: unknown zone\ngame = \"x\"\n";
        let e = ExpectedFailure::read(text);
        assert_eq!(e.mismatches, ["expect.turn: expected 2"]);
        assert_eq!(e.diagnostics, ["unknown zone"]);
        let src = Source::new("f.toml", text);
        let report = |m: &[&str]| -> Result<ScenarioReport, Diagnostics> {
            Ok(ScenarioReport {
                output: serde_json::Value::Null,
                mismatches: m.iter().map(|s| (*s).to_owned()).collect(),
            })
        };
        let only_mismatches = ExpectedFailure { diagnostics: Vec::new(), ..e.clone() };
        assert!(only_mismatches.check(&src, &report(&["expect.turn: expected 2, actual 1"])).is_ok());
        assert!(only_mismatches.check(&src, &report(&[])).unwrap_err().contains("passed, but must fail"));
        assert!(e.check(&src, &report(&["expect.turn: expected 2, actual 1"])).unwrap_err().contains("no diagnostic"));
        assert!(ExpectedFailure::default().check(&src, &report(&["x"])).is_err());
    }
}
