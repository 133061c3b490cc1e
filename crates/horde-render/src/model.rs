//! The render model: what a picture shows, independent of any engine's
//! state. A rule system's adapter fills a [`MapModel`] once per mission;
//! a front end adds an [`Overlay`] built from one seat's view for a live
//! game. Renderers ([`crate::svg`], [`crate::text`]) read only this.

/// A picture: the static map and, for a game in progress, what is on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RenderModel {
    pub map: MapModel,
    pub overlay: Option<Overlay>,
}

impl RenderModel {
    /// The map alone, as printed in a mission book.
    pub fn map(map: MapModel) -> Self {
        Self { map, overlay: None }
    }
}

/// A map made of square cells grouped into zones.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MapModel {
    pub title: String,
    /// A second line under the title (difficulty, survivors...).
    pub subtitle: String,
    /// Cells per row and per column.
    pub width: usize,
    pub height: usize,
    /// Row-major zone index of each cell; `None` off the board.
    pub cells: Vec<Option<usize>>,
    pub zones: Vec<ZoneModel>,
    /// How each pair of touching zones is joined.
    pub boundaries: Vec<Boundary>,
    /// Board tiles, drawn as faint outlines with their names.
    pub tiles: Vec<TileMark>,
    pub helicopter: Option<Helicopter>,
    /// Zombies standing on the map when the game starts; an overlay's
    /// zombies replace them.
    pub zombies: Vec<ZombieStack>,
}

impl MapModel {
    pub fn zone_index(&self, id: &str) -> Option<usize> {
        self.zones.iter().position(|z| z.id == id)
    }

    pub fn cell(&self, x: usize, y: usize) -> Option<usize> {
        if x < self.width && y < self.height { self.cells[y * self.width + x] } else { None }
    }

    /// The boundary between two zones, if they touch.
    pub fn boundary(&self, a: usize, b: usize) -> Option<&Boundary> {
        self.boundaries.iter().find(|x| (x.a, x.b) == (a.min(b), a.max(b)))
    }
}

/// What the ground of a zone is; each is shaded differently.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Area {
    Street,
    Building,
    /// A corridor: inside, but with street rules.
    Corridor,
    /// Open camp ground.
    Camp,
    /// Inside the helipad fence.
    Pad,
}

impl Area {
    pub fn name(self) -> &'static str {
        match self {
            Self::Street => "street",
            Self::Building => "building",
            Self::Corridor => "corridor",
            Self::Camp => "camp",
            Self::Pad => "pad",
        }
    }

    /// Open air for the rules: no walls between such zones.
    pub fn open(self) -> bool {
        self != Self::Building
    }
}

/// Token colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Tint {
    Neutral,
    Red,
    Blue,
    Pink,
}

impl Tint {
    pub fn name(self) -> &'static str {
        match self {
            Self::Neutral => "neutral",
            Self::Red => "red",
            Self::Blue => "blue",
            Self::Pink => "pink",
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ZoneModel {
    pub id: String,
    /// A short name ("pharmacy"), shown under the id when there is room.
    pub name: Option<String>,
    pub area: Option<Area>,
    pub searchable: bool,
    /// A spawn zone: its colour and indicator numbers (may be empty).
    pub spawn: Option<(Tint, Vec<u8>)>,
    pub objective: Option<Tint>,
    pub exit: bool,
    pub start: bool,
    pub tent: bool,
    pub manhole: bool,
    pub landing: bool,
    /// Under the crashed helicopter.
    pub wreck: bool,
    pub beds_blue: u8,
    pub beds_green: u8,
}

impl ZoneModel {
    pub fn area(&self) -> Area {
        self.area.unwrap_or(Area::Street)
    }
}

/// The join between two touching zones (`a < b`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Boundary {
    pub a: usize,
    pub b: usize,
    pub kind: BoundaryKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoundaryKind {
    /// A building wall: nothing passes.
    Wall,
    Door {
        tint: Tint,
        open: bool,
    },
    /// A gap between two rooms.
    Opening,
    /// A pedestrian crossing between two street zones.
    Crossing,
    /// A floor marking between two corridor zones.
    Marking,
    /// Open ground with no marking (street to corridor, camp paths).
    Open,
    /// A fence: sight passes, feet do not.
    Fence,
    /// A fence with a ladder through it.
    Ladder,
}

impl BoundaryKind {
    pub fn class(self) -> &'static str {
        match self {
            Self::Wall => "wall",
            Self::Door { .. } => "door",
            Self::Opening => "opening",
            Self::Crossing => "crossing",
            Self::Marking => "marking",
            Self::Open => "open",
            Self::Fence => "fence",
            Self::Ladder => "ladder",
        }
    }
}

/// A board tile's outline: cells `x..x+size`, `y..y+size`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileMark {
    pub name: String,
    pub x: usize,
    pub y: usize,
    pub size: usize,
    /// Clockwise quarter turns in degrees.
    pub rotate: u16,
    /// The tile holds an event token (zombies come when it is entered).
    pub event: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Helicopter {
    pub zone: usize,
    pub flying: bool,
}

/// A game in progress, as one viewer may see it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Overlay {
    pub survivors: Vec<Piece>,
    pub zombies: Vec<ZombieStack>,
    /// Noise tokens per zone.
    pub noise: Vec<(usize, u8)>,
    /// Doors now open, as `(zone a, zone b)`; others keep the map's state.
    pub open_doors: Vec<(usize, usize)>,
    /// Zones whose objective has been taken.
    pub objectives_taken: Vec<usize>,
    /// Where the helicopter is now, if it moved.
    pub helicopter: Option<Helicopter>,
    /// One line under the map (turn, phase, whose go it is).
    pub status: String,
}

/// A survivor: a coloured disc with a short label.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piece {
    /// The survivor's number, which names him on the board (see
    /// [`survivor_key`]) while he moves.
    pub number: u8,
    pub zone: usize,
    /// One or two letters shown in the disc.
    pub label: String,
    /// Team number, for the colour.
    pub team: u8,
    pub wounded: bool,
}

/// The name of survivor `number` on the board (`data-piece`), which an
/// event's mark uses to move him.
pub fn survivor_key(number: u8) -> String {
    format!("survivor-{number}")
}

/// The name of a zone's stack of zombies of `kind` on the board.
pub fn zombies_key(kind: char) -> String {
    format!("zombies-{kind}")
}

/// Zombies of one kind in one zone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ZombieStack {
    pub zone: usize,
    /// A letter for the kind (`W`, `F`, `R`, `C`, `A`).
    pub kind: char,
    pub count: u8,
}
