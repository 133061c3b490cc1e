//! Every scenario file under `tests/scenarios/` (the format of
//! `horde_z_game::scenario`, run by the shared runner), one test each,
//! named after the file: `cargo test -p horde-z-game night_1`.

horde_testkit::scenario_tests!(horde_z_game::ZGame);
