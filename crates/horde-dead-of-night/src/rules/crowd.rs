//! The zombies on the board (DN-ZOM-9): their list, as the state holds,
//! hashes and saves it, with how many stand on each square kept beside it.
//! Contact, the cap of four, the squares a fire or a pick-up may use and
//! every combat ask what stands on a few squares, too often to count the
//! whole list each time.

use super::state::{Sq, Zombie};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::hash::{Hash, Hasher};

/// The zombies, in the order they came onto the board. Every change goes
/// through these methods, which keep the count a square.
#[derive(Clone, Debug, Default)]
pub(crate) struct Crowd {
    list: Vec<Zombie>,
    /// Zombies on each square: of the whole board from the setup, as far
    /// as the highest square one stood on when read back from a save.
    count: Vec<u8>,
}

impl Crowd {
    /// No zombie yet on a board of `squares` squares, counted from the
    /// start on every one of them: the count never grows in play.
    pub(crate) fn on_board(squares: usize) -> Self {
        Self { list: Vec::new(), count: vec![0; squares] }
    }

    /// The zombies on `sq`.
    pub(crate) fn on(&self, sq: Sq) -> usize {
        self.count.get(usize::from(sq)).map_or(0, |&c| usize::from(c))
    }

    /// The zombies on each square, at most as far as the board goes: every
    /// later square holds none.
    pub(crate) fn counts(&self) -> &[u8] {
        &self.count
    }

    pub(crate) fn push(&mut self, z: Zombie) {
        self.add(z.sq);
        self.list.push(z);
    }

    /// Takes the `i`-th zombie off the board.
    pub(crate) fn remove(&mut self, i: usize) -> Zombie {
        let z = self.list.remove(i);
        self.count[usize::from(z.sq)] -= 1;
        z
    }

    /// Keeps the zombies on the squares `keep` holds.
    pub(crate) fn retain(&mut self, keep: impl Fn(Sq) -> bool) {
        self.list.retain(|z| keep(z.sq));
        self.count.iter_mut().enumerate().filter(|&(sq, _)| !keep(sq as Sq)).for_each(|(_, c)| *c = 0);
    }

    /// The `i`-th zombie goes to `to`.
    pub(crate) fn move_to(&mut self, i: usize, to: Sq) {
        let from = self.list[i].sq;
        self.count[usize::from(from)] -= 1;
        self.add(to);
        self.list[i].sq = to;
    }

    /// Marks the `i`-th zombie moved (or not) in the current zombie move.
    pub(crate) fn set_moved(&mut self, i: usize, moved: bool) {
        self.list[i].moved = moved;
    }

    fn add(&mut self, sq: Sq) {
        let i = usize::from(sq);
        if self.count.len() <= i {
            self.count.resize(i + 1, 0);
        }
        self.count[i] += 1;
    }
}

impl std::ops::Deref for Crowd {
    type Target = [Zombie];

    fn deref(&self) -> &[Zombie] {
        &self.list
    }
}

impl<'a> IntoIterator for &'a Crowd {
    type Item = &'a Zombie;
    type IntoIter = std::slice::Iter<'a, Zombie>;

    fn into_iter(self) -> Self::IntoIter {
        self.list.iter()
    }
}

impl From<Vec<Zombie>> for Crowd {
    fn from(list: Vec<Zombie>) -> Self {
        let mut crowd = Self { list: Vec::with_capacity(list.len()), count: Vec::new() };
        list.into_iter().for_each(|z| crowd.push(z));
        crowd
    }
}

/// The count is made of the list: two crowds are equal, and hash alike,
/// by their lists (as the list alone did before the count was kept).
impl PartialEq for Crowd {
    fn eq(&self, other: &Self) -> bool {
        self.list == other.list
    }
}

impl Eq for Crowd {}

impl Hash for Crowd {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.list.hash(state);
    }
}

/// Saved as the list alone, and read back counting it.
impl Serialize for Crowd {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.list.serialize(s)
    }
}

impl<'de> Deserialize<'de> for Crowd {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Vec::<Zombie>::deserialize(d).map(Self::from)
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::state::DeadOfNight;
    use crate::{Setup, Sq};
    use horde_testkit::bench::random_playout;

    /// DN-ZOM-9: at every state of seeded playouts of every player count,
    /// wherever play placed, moved, pushed or removed zombies, the count
    /// kept on each square is the count of the list, and so it is for the
    /// state read back from its save, which holds the list alone.
    #[test]
    fn kept_counts_match_the_list() {
        let (mut states, mut crowded) = (0, 0);
        for players in 1..=6 {
            let setup = Setup { scenario: "house".to_owned(), players, infection: players == 3 };
            for seed in 0..6 {
                random_playout::<DeadOfNight>(&setup, seed, |g| {
                    let n = g.scen().squares();
                    let mut fresh = vec![0; n];
                    g.zombies.iter().for_each(|z| fresh[usize::from(z.sq)] += 1);
                    let kept: Vec<usize> = (0..n as Sq).map(|sq| g.zombies.on(sq)).collect();
                    assert_eq!(kept, fresh, "{players} players, seed {seed}");
                    assert!(g.zombies.counts().len() <= n, "counts past the board");
                    let saved: DeadOfNight =
                        serde_json::from_str(&serde_json::to_string(g).expect("saves")).expect("reads");
                    assert_eq!(saved.zombies.counts().iter().map(|&c| usize::from(c)).sum::<usize>(), g.zombies.len());
                    assert!((0..n as Sq).all(|sq| saved.zombies.on(sq) == fresh[usize::from(sq)]), "read back");
                    crowded += usize::from(fresh.iter().any(|&c| c > 1));
                    states += 1;
                })
                .expect("the house sets up");
            }
        }
        assert!(states > 1_000 && crowded > 0, "{states} states, {crowded} with a crowded square");
    }
}
