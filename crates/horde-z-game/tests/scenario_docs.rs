//! The Z-Game example of `docs/scenarios.md` runs and passes, so that the
//! format's documentation cannot drift from the reader.

use horde_data::Source;
use horde_rules::RuleSystem;
use horde_z_game::ZGame;
use std::fs;
use std::path::Path;

#[test]
fn the_documented_example_passes() {
    let doc = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/scenarios.md");
    let text = fs::read_to_string(&doc).unwrap_or_else(|e| panic!("{}: {e}", doc.display()));
    let blocks: Vec<&str> = text
        .split("```toml\n")
        .skip(1)
        .map(|b| b.split("```").next().unwrap_or(""))
        .filter(|b| b.contains("game = \"z-game\""))
        .collect();
    assert!(!blocks.is_empty(), "docs/scenarios.md has no Z-Game example");
    for (i, block) in blocks.iter().enumerate() {
        let report = ZGame::run_scenario(&Source::new(format!("docs/scenarios.md (ZG example {})", i + 1), *block))
            .unwrap_or_else(|d| panic!("documented example {} is not a valid scenario:\n{d}", i + 1));
        assert!(report.mismatches.is_empty(), "example {}: {:?}", i + 1, report.mismatches);
    }
}
