//! Every scenario file under `tests/scenarios/` (the format of
//! `horde_grid_siege::scenario`, run by the shared runner), one test each,
//! named after the file: `cargo test -p horde-grid-siege pref_1`.

horde_testkit::scenario_tests!(horde_grid_siege::GridSiege);
