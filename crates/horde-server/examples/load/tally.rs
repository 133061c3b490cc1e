//! What the tables saw: latencies, refusals, failures and matches.

use std::collections::BTreeMap;
use std::time::Duration;

#[derive(Debug, Default)]
pub struct Tally {
    /// Round trip of every accepted action (POST until its answer).
    pub actions: Vec<Duration>,
    /// Round trip of every state a seat read when the turn came to it.
    pub reads: Vec<Duration>,
    /// Actions the server refused, by status and message.
    pub refusals: BTreeMap<String, u64>,
    /// Everything else that went wrong (transport, 5xx, undecodable
    /// answers), by message; each stops its match.
    pub errors: BTreeMap<String, u64>,
    /// Matches opened (the first of each table included), ended by the
    /// rules, and given up after an error.
    pub opened: u64,
    pub finished: u64,
    pub abandoned: u64,
}

impl Tally {
    pub fn merge(&mut self, other: Self) {
        self.actions.extend(other.actions);
        self.reads.extend(other.reads);
        for (k, n) in other.refusals {
            *self.refusals.entry(k).or_default() += n;
        }
        for (k, n) in other.errors {
            *self.errors.entry(k).or_default() += n;
        }
        self.opened += other.opened;
        self.finished += other.finished;
        self.abandoned += other.abandoned;
    }

    pub fn refuse(&mut self, why: String) {
        *self.refusals.entry(why).or_default() += 1;
    }

    pub fn fail(&mut self, why: String) {
        *self.errors.entry(why).or_default() += 1;
    }

    pub fn actions(&self) -> usize {
        self.actions.len()
    }

    pub fn report(&mut self, elapsed: f64) {
        let a = Percentiles::of(&mut self.actions);
        println!(
            "{} actions in {elapsed:.2} s: {:.0} actions/s; latency p50 {:.2} ms, p99 {:.2} ms, p99.9 {:.2} ms, max {:.2} ms",
            self.actions.len(),
            self.actions.len() as f64 / elapsed,
            a.p50,
            a.p99,
            a.p999,
            a.max,
        );
        let r = Percentiles::of(&mut self.reads);
        println!(
            "{} state reads by the seat whose turn came: p50 {:.2} ms, p99 {:.2} ms, p99.9 {:.2} ms, max {:.2} ms",
            self.reads.len(),
            r.p50,
            r.p99,
            r.p999,
            r.max
        );
        println!(
            "matches: {} opened, {} ended by the rules, {} given up after an error",
            self.opened, self.finished, self.abandoned
        );
        let total = |m: &BTreeMap<String, u64>| m.values().sum::<u64>();
        println!("refusals: {}", total(&self.refusals));
        for (why, n) in &self.refusals {
            println!("  {n} × {why}");
        }
        println!("errors: {}", total(&self.errors));
        for (why, n) in &self.errors {
            println!("  {n} × {why}");
        }
    }
}

/// Nearest-rank percentiles, in milliseconds.
struct Percentiles {
    p50: f64,
    p99: f64,
    p999: f64,
    max: f64,
}

impl Percentiles {
    fn of(sample: &mut [Duration]) -> Self {
        sample.sort_unstable();
        let at = |p: f64| -> f64 {
            if sample.is_empty() {
                return 0.0;
            }
            let rank = (sample.len() as f64 * p).ceil() as usize;
            sample[rank.clamp(1, sample.len()) - 1].as_secs_f64() * 1000.0
        };
        Self { p50: at(0.5), p99: at(0.99), p999: at(0.999), max: at(1.0) }
    }
}
