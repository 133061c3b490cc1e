//! The content shipped with the engine: tile faces and missions, embedded
//! at build time (the engine does no I/O). Messages name each file by its
//! path in the repository.

macro_rules! tile {
    ($id:literal) => {
        (
            concat!("content/rue-morgue/tiles/", $id, ".toml"),
            include_str!(concat!("../../../content/rue-morgue/tiles/", $id, ".toml")),
        )
    };
}

macro_rules! mission {
    ($id:literal) => {
        ($id, include_str!(concat!("../../../content/rue-morgue/missions/", $id, ".toml")))
    };
}

/// The 18 faces of the 9 double-sided tiles (RM-PARTS-1), as `(path, text)`.
pub const TILE_SOURCES: &[(&str, &str)] = &[
    tile!("1R"),
    tile!("1V"),
    tile!("2R"),
    tile!("2V"),
    tile!("3R"),
    tile!("3V"),
    tile!("4R"),
    tile!("4V"),
    tile!("5R"),
    tile!("5V"),
    tile!("6R"),
    tile!("6V"),
    tile!("7R"),
    tile!("7V"),
    tile!("8R"),
    tile!("8V"),
    tile!("9R"),
    tile!("9V"),
];

/// The shipped missions as `(id, text)`, in the rulebook's order.
pub const BUILTIN_MISSIONS: &[(&str, &str)] = &[
    mission!("tutorial-1"),
    mission!("tutorial-2"),
    mission!("m01"),
    mission!("m02"),
    mission!("m03"),
    mission!("m04"),
    mission!("m05"),
    mission!("m06"),
    mission!("m07"),
    mission!("m08"),
    mission!("m09"),
    mission!("m10"),
    mission!("m11"),
    mission!("m12"),
];

/// Repository path of a shipped mission file.
pub fn mission_path(id: &str) -> String {
    format!("content/rue-morgue/missions/{id}.toml")
}
