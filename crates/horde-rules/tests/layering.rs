//! The crate graph keeps its layers: a crate depends only on crates below
//! it, and a rule system only on the bottom layer and this contract.
//! Reads `cargo metadata`, so a new dependency that breaks the layering
//! fails here, and a new crate must be given its layer.

use serde_json::Value;
use std::collections::BTreeMap;
use std::process::Command;

/// Each workspace crate's layer, bottom first (ARCHITECTURE.md draws them).
/// Rule-system crates are the ones at `RULE_SYSTEMS`.
const LAYERS: &[(&str, u8)] = &[
    ("horde-core", 0),
    ("horde-board", 0),
    ("horde-data", 0),
    ("horde-rules", 1),
    // Rule systems, and the testkit whose toy is one.
    ("horde-rue-morgue", 2),
    ("horde-grid-siege", 2),
    ("horde-all-things-zombie", 2),
    ("horde-z-game", 2),
    ("horde-dead-of-night", 2),
    ("horde-testkit", 2),
    // The list of shipped rule systems; bots; storage.
    ("horde-games", 3),
    ("horde-ai", 3),
    ("horde-store", 3),
    // The simulator (runs bots), pictures.
    ("horde-sim", 4),
    ("horde-render", 4),
    // Front ends.
    ("horde-tui", 5),
    ("horde-server", 5),
    ("horde-py", 5),
    ("horde-cli", 6),
];

const RULE_SYSTEM_LAYER: u8 = 2;

/// What a rule system may depend on among the workspace's crates.
const RULE_SYSTEM_DEPS: &[&str] = &["horde-core", "horde-board", "horde-data", "horde-rules"];

/// Normal (non-dev, non-build) dependencies on workspace crates, by crate.
fn workspace_graph() -> BTreeMap<String, Vec<String>> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .args(["metadata", "--format-version", "1", "--no-deps", "--offline"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo metadata runs");
    assert!(out.status.success(), "cargo metadata failed: {}", String::from_utf8_lossy(&out.stderr));
    let meta: Value = serde_json::from_slice(&out.stdout).expect("cargo metadata prints JSON");
    let packages = meta["packages"].as_array().expect("packages");
    let names: Vec<&str> = packages.iter().filter_map(|p| p["name"].as_str()).collect();
    packages
        .iter()
        .map(|p| {
            let deps = p["dependencies"]
                .as_array()
                .expect("dependencies")
                .iter()
                .filter(|d| d["kind"].is_null())
                .filter_map(|d| d["name"].as_str())
                .filter(|d| names.contains(d))
                .map(str::to_owned)
                .collect();
            (p["name"].as_str().expect("name").to_owned(), deps)
        })
        .collect()
}

fn layer(name: &str) -> Option<u8> {
    LAYERS.iter().find(|(n, _)| *n == name).map(|&(_, l)| l)
}

#[test]
fn every_crate_depends_only_on_crates_below_it() {
    let graph = workspace_graph();
    let mut wrong = Vec::new();
    for (name, deps) in &graph {
        let Some(own) = layer(name) else {
            wrong.push(format!("{name} has no layer: add it to LAYERS and to ARCHITECTURE.md"));
            continue;
        };
        for dep in deps {
            match layer(dep) {
                Some(l) if l < own => {}
                _ => wrong.push(format!("{name} (layer {own}) depends on {dep} (layer {:?})", layer(dep))),
            }
        }
    }
    assert!(wrong.is_empty(), "the crate graph breaks its layers:\n{}", wrong.join("\n"));
}

#[test]
fn rule_systems_stand_on_the_contract_alone() {
    let graph = workspace_graph();
    let systems: Vec<&String> = graph.keys().filter(|n| layer(n) == Some(RULE_SYSTEM_LAYER)).collect();
    assert!(systems.len() >= 3, "rule-system layer: {systems:?}");
    for name in systems {
        for dep in &graph[name] {
            assert!(
                RULE_SYSTEM_DEPS.contains(&dep.as_str()),
                "{name} depends on {dep}; a rule system may use only {RULE_SYSTEM_DEPS:?}"
            );
        }
    }
}
