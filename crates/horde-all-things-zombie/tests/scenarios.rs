//! Every scenario file under `tests/scenarios/` (the format of
//! `horde_all_things_zombie::scenario`, run by the shared runner), one
//! test each, named after the file: `cargo test -p
//! horde-all-things-zombie shot_marker`.

horde_testkit::scenario_tests!(horde_all_things_zombie::Atz);
