//! Every scenario file under `tests/scenarios/` (the format of
//! `horde_dead_of_night::scenario`, run by the shared runner), one test
//! each, named after the file: `cargo test -p horde-dead-of-night fire_5`.

horde_testkit::scenario_tests!(horde_dead_of_night::DeadOfNight);
