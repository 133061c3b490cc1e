//! `--kill-after S`: the failover drill. Process 0 is killed with SIGKILL
//! S seconds into the run; its people go on through the others, and the
//! report says how long each match it held took to accept an action
//! again.

use crate::tally::{Percentiles, Played};
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

/// How the matches the killed process held came back.
pub fn report(held: &[String], killed: Instant, matches: &BTreeMap<String, Played>) {
    // From the kill to each match's first acknowledgement after it, and
    // from its person's first try after the kill to that acknowledgement
    // (the wait a player felt; a person at a table may not try at once).
    let (mut resumed, mut felt) = (Vec::new(), Vec::new());
    let (mut idle, mut stuck) = (0, 0);
    for id in held {
        let Some(p) = matches.get(id) else {
            idle += 1;
            continue;
        };
        match p.acks.iter().find(|a| a.acked > killed) {
            Some(a) => {
                resumed.push(a.acked - killed);
                felt.push(a.acked - a.tried.max(killed));
            }
            // Tried and never acknowledged before the run ended.
            None if p.trying_since.is_some_and(|t| t > killed) || !p.uncertain.is_empty() => stuck += 1,
            None => idle += 1,
        }
    }
    let ms = |d: &mut Vec<Duration>| Percentiles::of(d);
    let (r, f) = (ms(&mut resumed), ms(&mut felt));
    println!(
        "failover: SIGKILL of process 0, which held {} matches; {} accepted an action again, {stuck} were \
         tried and never did, {idle} were not tried after the kill (ended before it, or played by nobody)",
        held.len(),
        resumed.len()
    );
    println!(
        "  from the kill to each match's first acknowledged action: median {:.0} ms, p99 {:.0} ms, max {:.0} ms",
        r.p50, r.p99, r.max
    );
    println!(
        "  from its person's first try after the kill to that acknowledgement: median {:.0} ms, p99 {:.0} ms, \
         max {:.0} ms",
        f.p50, f.p99, f.max
    );
}
