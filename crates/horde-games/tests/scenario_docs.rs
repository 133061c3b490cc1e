//! Every example of `docs/scenarios.md` (each ```toml block) names a
//! registered rule system and runs and passes through the registry, as
//! `horde scenario run` would run it: the format's guide cannot drift from
//! the readers.

use horde_data::{Diagnostics, Source};
use horde_games::Standard;
use horde_rules::{GameFn, Registry, RuleSystem, ScenarioReport};
use std::fs;
use std::path::Path;

struct Run(Source);

impl GameFn for Run {
    type Output = Result<ScenarioReport, Diagnostics>;
    fn call<G: RuleSystem>(self) -> Self::Output {
        G::run_scenario(&self.0)
    }
}

#[test]
fn every_documented_example_runs_and_passes() {
    let doc = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/scenarios.md");
    let text = fs::read_to_string(&doc).unwrap_or_else(|e| panic!("{}: {e}", doc.display()));
    let blocks: Vec<&str> = text.split("```toml\n").skip(1).map(|b| b.split("```").next().unwrap_or("")).collect();
    let mut games = Vec::new();
    for (i, block) in blocks.iter().enumerate() {
        let name = format!("docs/scenarios.md (example {})", i + 1);
        let head: toml::Table = toml::from_str(block).unwrap_or_else(|e| panic!("{name}: {e}"));
        let game = head.get("game").and_then(toml::Value::as_str).unwrap_or_else(|| panic!("{name}: no `game`"));
        let report = Standard::dispatch(game, Run(Source::new(name.clone(), *block)))
            .unwrap_or_else(|e| panic!("{name}: {e}"))
            .unwrap_or_else(|d| panic!("{name} is not a valid scenario:\n{d}"));
        assert!(report.mismatches.is_empty(), "{name}: {:?}", report.mismatches);
        games.push(game.to_owned());
    }
    // Every registered rule system reads scenario files, so the guide
    // shows each of them.
    for game in Standard::infos().iter().map(|info| info.id) {
        assert!(games.iter().any(|g| g == game), "docs/scenarios.md has no {game} example");
    }
}
