//! After a run: the store holds exactly the acknowledged actions, each
//! once, where it was acknowledged.

use crate::Error;
use crate::tally::Played;
use horde_core::Actor;
use horde_store::{Database, Store};
use std::collections::{BTreeMap, BTreeSet};

/// What the store holds against what the people were told.
#[derive(Debug, Default)]
pub struct Checked {
    pub matches: usize,
    pub acknowledged: usize,
    /// Acknowledged actions the store does not hold where they were
    /// acknowledged.
    pub lost: usize,
    /// A place acknowledged twice, or a person's action stored where no
    /// acknowledged request and no request of unknown outcome was played.
    pub doubled: usize,
    /// Requests of unknown outcome that the store holds: played, though
    /// their person never heard so (the process died with the answer).
    pub played_unheard: usize,
}

/// Loads every match played and compares its log with `played`.
pub async fn check(database: &Database, played: &BTreeMap<String, Played>) -> Result<Checked, Error> {
    let store = Store::connect(database).await?;
    let mut c = Checked::default();
    for (id, p) in played {
        let stored = store.load(id).await?;
        let log = &stored.actions;
        c.matches += 1;
        c.acknowledged += p.acks.len();
        let mut acked = BTreeSet::new();
        for a in &p.acks {
            if !acked.insert(a.from) {
                c.doubled += 1;
            }
            let held = log.get(a.from as usize).is_some_and(|e| e.actor != Actor::Chance && e.action == a.index);
            if !held || (log.len() as u64) < a.to {
                c.lost += 1;
            }
        }
        let uncertain: BTreeSet<u64> = p.uncertain.iter().copied().collect();
        for (at, e) in log.iter().enumerate() {
            let at = at as u64;
            if e.actor == Actor::Chance || acked.contains(&at) {
                continue;
            }
            if uncertain.contains(&at) {
                c.played_unheard += 1;
            } else {
                c.doubled += 1;
            }
        }
    }
    store.close().await;
    Ok(c)
}
