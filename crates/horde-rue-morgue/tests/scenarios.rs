//! Every scenario file under `tests/scenarios/`, one test each, named
//! after the file (`cargo test -p horde-rue-morgue skill_61`): `*.toml`
//! must pass, `should_fail/` must fail with the differences their
//! `# expect-mismatch:` lines quote, `pending/` is reported and never
//! fails. See `horde_testkit::scenarios`; the checks across files are in
//! `scenario_coverage.rs`.

horde_testkit::scenario_tests!(horde_rue_morgue::RueMorgue);
