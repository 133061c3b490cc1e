//! `horde sim` through the real binary: the JSON report is the same for
//! any number of threads, except the two throughput fields.

use std::process::Command;

fn sim(args: &[&str]) -> serde_json::Value {
    let out = Command::new(env!("CARGO_BIN_EXE_horde")).arg("sim").args(args).output().expect("horde runs");
    assert!(out.status.success(), "horde sim {args:?} failed: {}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).expect("UTF-8 output");
    assert_eq!(text.trim_end().lines().count(), 1, "one JSON object on one line: {text}");
    serde_json::from_str(&text).expect("a JSON object")
}

fn without_throughput(mut v: serde_json::Value) -> serde_json::Value {
    let map = v.as_object_mut().expect("an object");
    for field in ["games_per_sec", "rounds_per_sec"] {
        assert!(map.remove(field).is_some_and(|x| x.is_number()), "{field} missing");
    }
    v
}

#[test]
fn json_reports_do_not_depend_on_threads() {
    for (game, bot, games) in
        [("rue-morgue", "heuristic", "24"), ("rue-morgue", "random", "24"), ("grid-siege", "random", "4")]
    {
        let common = ["--games", games, "--seed", "7", "--bot", bot, "--json"];
        let one = sim(&[&[game][..], &common, &["--threads", "1"]].concat());
        let two = sim(&[&[game][..], &common, &["--threads", "2"]].concat());
        for field in
            ["game", "mission", "bot", "seed", "games", "wins", "losses", "win_rate", "win_rate_ci95", "mean_rounds"]
        {
            assert!(one.get(field).is_some(), "{field} missing from {one}");
        }
        assert_eq!(one["games"].to_string(), games);
        assert_eq!(without_throughput(one), without_throughput(two), "{game} {bot}");
    }
}

#[test]
fn bad_input_is_explained_not_a_panic() {
    for (args, needle) in [
        (&["rue-morgue", "--mission", "nowhere"][..], "available"),
        (&["rue-morgue", "--bot", "alphazero"][..], "unknown bot"),
        (&["chess"][..], "unknown game"),
        (&["rue-morgue", "--games", "0"][..], "at least 1"),
        (&["rue-morgue", "--seats", "9", "--games", "1"][..], "1 to 6"),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_horde")).arg("sim").args(args).output().expect("horde runs");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}

fn mission_file(name: &str) -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../content/rue-morgue/missions").join(name)
}

#[test]
fn a_mission_file_simulates_like_the_shipped_mission() {
    // A designer tunes a copy of a mission: the file, played with the same
    // team, bots and seeds, must give the shipped mission's very report.
    let file = mission_file("m05.toml");
    let common = ["--games", "12", "--seed", "3", "--threads", "1", "--json"];
    let shipped = sim(&[&["rue-morgue", "--mission", "m05"][..], &common].concat());
    let from_file = sim(&[&["rue-morgue", "--mission", file.to_str().expect("UTF-8 path")][..], &common].concat());
    assert_eq!(from_file["mission"], "m05");
    assert_eq!(without_throughput(from_file), without_throughput(shipped));
    // Paired comparisons stay with shipped missions; a file is refused
    // with a reason, not run on the wrong map.
    let out = Command::new(env!("CARGO_BIN_EXE_horde"))
        .args([
            "sim",
            "rue-morgue",
            "--mission",
            file.to_str().expect("UTF-8 path"),
            "--compare",
            "random",
            "heuristic",
        ])
        .output()
        .expect("horde runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--compare plays shipped missions"));
}

#[test]
fn an_edited_mission_file_changes_the_figures() {
    // RM-SETUP-7: a mission's zombies at setup are part of the file. A
    // copy of the tutorial with a horde at the start plays differently.
    let text = std::fs::read_to_string(mission_file("tutorial-1.toml")).expect("the tutorial's file");
    let doc: toml::Table = text.parse().expect("TOML");
    assert!(!doc.contains_key("start_zombies"), "the tutorial starts without zombies");
    let edited = text.replacen(
        "event_tiles = [\"5\"]",
        "event_tiles = [\"5\"]\nstart_zombies = [{ zone = \"st4\", kind = \"runner\", count = 4 }]",
        1,
    );
    assert_ne!(edited, text);
    let path = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("sim-tutorial-runners.toml");
    std::fs::write(&path, edited).expect("a temporary file");
    let common = ["--games", "40", "--seed", "5", "--threads", "1", "--json"];
    let shipped = sim(&[&["rue-morgue", "--mission", "tutorial-1"][..], &common].concat());
    let edited = sim(&[&["rue-morgue", "--mission", path.to_str().expect("UTF-8 path")][..], &common].concat());
    assert_ne!(without_throughput(edited), without_throughput(shipped));
}

#[test]
fn a_broken_mission_file_is_reported_with_file_and_line() {
    let text = std::fs::read_to_string(mission_file("tutorial-1.toml")).expect("the tutorial's file");
    let broken = text.replacen("id = \"a1\"\nkind = \"building\"", "id = \"a1\"\nkind = \"castle\"", 1);
    assert_ne!(broken, text);
    let line = broken.lines().position(|l| l == "kind = \"castle\"").expect("the broken line") + 1;
    let path = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("sim-broken.toml");
    std::fs::write(&path, broken).expect("a temporary file");
    let name = path.to_str().expect("UTF-8 path");
    let out = Command::new(env!("CARGO_BIN_EXE_horde"))
        .args(["sim", "rue-morgue", "--mission", name, "--games", "1"])
        .output()
        .expect("horde runs");
    assert_eq!(out.status.code(), Some(1));
    let report = String::from_utf8_lossy(&out.stdout);
    assert!(report.contains(&format!("{name}:{line}:")), "file and line in: {report}");
    assert!(report.contains("castle"), "{report}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("1 error(s)"));
}
