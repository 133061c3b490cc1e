//! The file-system helpers, on a folder made for the test.

use horde_data::{ContentSet, load_dir, load_file};
use std::fs;
use std::path::{Path, PathBuf};

fn fresh_dir(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    // Left over from an earlier run, or absent: both are fine.
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(dir.join("sub")).expect("create test folder");
    dir
}

fn write(dir: &Path, rel: &str, text: &str) {
    fs::write(dir.join(rel), text).expect("write test file");
}

#[test]
fn load_dir_reads_matching_files_sorted_by_path() {
    let dir = fresh_dir("load_dir_sorted");
    write(&dir, "b.toml", "x = 2");
    write(&dir, "a.toml", "x = 1");
    write(&dir, "sub/c.toml", "x = 3");
    write(&dir, ".#a.toml", "editor lock file");
    write(&dir, "notes.txt", "not content");

    let sources = load_dir(&dir, ".toml").expect("readable folder");
    let names: Vec<String> = sources
        .iter()
        .map(|s| Path::new(&s.name).strip_prefix(&dir).expect("under dir").to_string_lossy().replace('\\', "/"))
        .collect();
    assert_eq!(names, ["a.toml", "b.toml", "sub/c.toml"]);
    assert_eq!(&*sources[2].text, "x = 3");

    // The usual next step: one set, all problems of all files.
    let (parsed, problems) = ContentSet::from_sources(sources).parse_all::<toml::Table>();
    assert_eq!(parsed.len(), 3);
    assert!(problems.is_empty());
}

#[test]
fn io_errors_name_the_path() {
    let dir = fresh_dir("load_dir_errors");
    let missing = dir.join("missing.toml");
    let error = load_file(&missing).expect_err("no such file");
    assert_eq!(error.kind(), std::io::ErrorKind::NotFound);
    assert!(error.to_string().starts_with(&missing.display().to_string()), "{error}");

    fs::write(dir.join("latin1.toml"), b"name = \"caf\xe9\"").expect("write bytes");
    let error = load_dir(&dir, "toml").expect_err("not UTF-8");
    assert_eq!(error.kind(), std::io::ErrorKind::InvalidData);
    assert!(error.to_string().contains("latin1.toml"), "{error}");
}
