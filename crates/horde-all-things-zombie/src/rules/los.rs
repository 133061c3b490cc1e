//! Line of sight (ATZ-LOS, ATZ-GAP-17).

use crate::content::Time;
use crate::rules::state::Atz;
use horde_board::{Hex, hex};

impl Atz {
    /// How far characters see now (ATZ-LOS-2).
    pub fn sight_range(&self) -> u32 {
        let t = &self.content().tables;
        u32::from(match self.scenario().time {
            Time::Day => t.sight_day,
            Time::Night => t.sight_night,
        })
    }

    /// Whether a figure in `a` sees one in `b`: within sight range, and no
    /// building or vegetation hex between them blocks the line, the two
    /// end hexes excepted; along a hex side both must block (ATZ-LOS-1..5).
    pub fn sees(&self, a: Hex, b: Hex) -> bool {
        let map = self.map();
        a.distance(b) <= self.sight_range() && hex::line_of_sight(a, b, |h| map.terrain(h).is_cover())
    }
}
