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
