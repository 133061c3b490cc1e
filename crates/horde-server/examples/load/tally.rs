//! What the tables saw: latencies, refusals, failures and matches.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

/// One acknowledged action, as its person saw it.
#[derive(Clone, Copy, Debug)]
pub struct Ack {
    /// The log length it was played at, and the length after it (its
    /// chance included): where the store must hold it.
    pub from: u64,
    pub to: u64,
    /// The action's index, as posted.
    pub index: u32,
    /// When its person first tried to act (the first try, before any
    /// retry after a failure), and when it was acknowledged.
    pub tried: Instant,
    pub acked: Instant,
}

/// What the people of one match sent it.
#[derive(Debug, Default)]
pub struct Played {
    pub acks: Vec<Ack>,
    /// Actions whose outcome the person never learned (the connection
    /// broke, or "try again" came back after the request may have
    /// reached the holder): the log length each was posted at.
    pub uncertain: Vec<u64>,
    /// Set while a person wants to act and has no acknowledgement yet:
    /// the time of the first try.
    pub trying_since: Option<Instant>,
}

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
    /// People who found their process refusing connections and went on
    /// through another one (as a load balancer would send them).
    pub moved: u64,
    /// Answers "try again" (503) that were tried again.
    pub retried: u64,
    /// Every match played, by id.
    pub matches: BTreeMap<String, Played>,
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
        self.moved += other.moved;
        self.retried += other.retried;
        self.matches.extend(other.matches);
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
        let uncertain: usize = self.matches.values().map(|p| p.uncertain.len()).sum();
        println!(
            "{} people moved to another process, {} answers \"try again\" retried, \
             {uncertain} actions of unknown outcome",
            self.moved, self.retried
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
pub struct Percentiles {
    pub p50: f64,
    pub p99: f64,
    pub p999: f64,
    pub max: f64,
}

impl Percentiles {
    pub fn of(sample: &mut [Duration]) -> Self {
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
