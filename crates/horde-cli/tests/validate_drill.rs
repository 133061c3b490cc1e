//! A drill, not a test of speed: `horde validate` on content with 1,000 to
//! 4,000 problems and on files of 2.5 to 10 MB, timed through the binary.
//! It checks only that every problem is reported; the times it prints go
//! to docs/reliability.md. Run it on the release build:
//!
//! ```sh
//! cargo test --release -p horde-cli --test validate_drill -- --ignored --nocapture
//! ```

use std::path::Path;
use std::process::Command;
use std::time::Instant;

/// Grid Siege's shipped content in `folder`, with `extra` appended to its map.
fn content_with(folder: &Path, extra: &str) {
    std::fs::create_dir_all(folder).expect("folder");
    let shipped = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content/grid-siege");
    for entry in std::fs::read_dir(&shipped).expect("shipped content") {
        let from = entry.expect("entry").path();
        std::fs::copy(&from, folder.join(from.file_name().expect("a file name"))).expect("copy");
    }
    let map = folder.join("map.toml");
    let mut text = std::fs::read_to_string(&map).expect("map");
    text.push_str(extra);
    std::fs::write(&map, text).expect("write");
}

/// Runs `horde validate` on `folder`: seconds taken and problems printed.
#[allow(clippy::disallowed_methods)] // a drill times the binary; rules code never reads the clock
fn validate(folder: &Path) -> (f64, usize) {
    let start = Instant::now();
    let out = Command::new(env!("CARGO_BIN_EXE_horde")).arg("validate").arg(folder).output().expect("horde runs");
    let took = start.elapsed().as_secs_f64();
    assert_ne!(out.status.code(), Some(101), "panicked: {}", String::from_utf8_lossy(&out.stderr));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let map = folder.join("map.toml").display().to_string();
    let problems = stdout.lines().filter(|l| l.starts_with(&map)).count();
    (took, problems)
}

/// `n` lines that are each a syntax error.
fn broken_lines(n: usize) -> String {
    (0..n).map(|i| format!("= broken{i}\n")).collect()
}

/// About `bytes` of comment lines: size without problems.
fn padding(bytes: usize) -> String {
    let line = "# padding that makes the file large without adding a problem to it\n";
    line.repeat(bytes / line.len())
}

#[test]
#[ignore = "a drill: run it on the release build with --ignored --nocapture"]
fn validate_is_linear_in_problems_and_in_size() {
    let dir = tempfile::tempdir().expect("temp dir");
    println!("| input | problems reported | seconds |");
    println!("| --- | --- | --- |");
    for n in [1_000, 2_000, 4_000] {
        let folder = dir.path().join(format!("problems-{n}")).join("grid-siege");
        content_with(&folder, &broken_lines(n));
        let (took, found) = validate(&folder);
        assert!(found >= n, "{n} broken lines, {found} problems reported");
        println!("| {n} broken lines | {found} | {took:.2} |");
    }
    for mb in [2.5, 5.0, 10.0] {
        let bytes = (mb * 1e6) as usize;
        // The problems at the end: each is found at its line after the
        // whole file, the worst case for finding lines.
        for n in [1, 4_000] {
            let folder = dir.path().join(format!("size-{mb}-{n}")).join("grid-siege");
            content_with(&folder, &(padding(bytes) + &broken_lines(n)));
            let (took, found) = validate(&folder);
            assert!(found >= n, "{mb} MB: {n} broken lines, {found} problems reported");
            println!("| {mb} MB, {n} broken lines at the end | {found} | {took:.2} |");
        }
    }
}
