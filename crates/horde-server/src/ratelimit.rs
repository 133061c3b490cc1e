//! Token buckets: one per client address for requests (HTTP and WebSocket
//! alike), one per seat token for the requests that carry one, and one per
//! client address for match creation.

use crate::config::Limits;
use std::collections::BTreeMap;
use std::net::IpAddr;
use std::sync::Mutex;
use tokio::time::Instant;

/// `burst` tokens, refilled at `per_second`; each request takes one.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Bucket {
    tokens: f64,
    last: Instant,
}

/// The shape of a bucket.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Rate {
    pub(crate) burst: f64,
    pub(crate) per_second: f64,
}

impl Rate {
    /// The request rate of `limits`.
    pub(crate) fn requests(limits: &Limits) -> Self {
        Self { burst: f64::from(limits.burst), per_second: f64::from(limits.per_second) }
    }

    /// The match-creation rate of `limits`.
    pub(crate) fn creations(limits: &Limits) -> Self {
        let n = f64::from(limits.creates_per_minute);
        Self { burst: n, per_second: n / 60.0 }
    }
}

impl Bucket {
    pub(crate) fn new(rate: Rate) -> Self {
        Self { tokens: rate.burst, last: Instant::now() }
    }

    /// Takes a token if there is one.
    pub(crate) fn take(&mut self, rate: Rate) -> bool {
        let now = Instant::now();
        let refill = now.duration_since(self.last).as_secs_f64() * rate.per_second;
        self.tokens = (self.tokens + refill).min(rate.burst);
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// Buckets keyed by the client's address (not its TCP connection: a new
/// connection per request gets no new bucket), or by the hash of the token
/// a request carries (so a seat's holder gains nothing from many
/// addresses). Idle buckets are forgotten once the table grows, so many
/// addresses or made-up tokens cannot fill memory.
#[derive(Debug)]
pub(crate) struct ClientLimiter<K = IpAddr> {
    rate: Rate,
    buckets: Mutex<BTreeMap<K, Bucket>>,
}

const PRUNE_ABOVE: usize = 4096;

impl<K: Ord> ClientLimiter<K> {
    pub(crate) fn new(rate: Rate) -> Self {
        Self { rate, buckets: Mutex::new(BTreeMap::new()) }
    }

    pub(crate) fn allow(&self, client: K) -> bool {
        let mut buckets = self.buckets.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if buckets.len() > PRUNE_ABOVE {
            // A bucket that has refilled completely carries no information.
            let full = std::time::Duration::from_secs_f64(self.rate.burst / self.rate.per_second.max(0.001));
            buckets.retain(|_, b| b.last.elapsed() < full);
        }
        buckets.entry(client).or_insert_with(|| Bucket::new(self.rate)).take(self.rate)
    }
}

/// Counts open WebSockets (or connections) per client address; a [`Slot`]
/// gives its place back when dropped.
#[derive(Debug, Default)]
pub(crate) struct SocketCounter {
    open: Mutex<BTreeMap<IpAddr, usize>>,
}

impl SocketCounter {
    /// A place for one more socket of `client`, if it has fewer than `max`.
    pub(crate) fn claim(self: &std::sync::Arc<Self>, client: IpAddr, max: usize) -> Option<Slot> {
        let mut open = self.open.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let n = open.entry(client).or_default();
        if *n >= max {
            return None;
        }
        *n += 1;
        Some(Slot { counter: self.clone(), client })
    }

    /// Open sockets, all clients together.
    pub(crate) fn total(&self) -> usize {
        self.open.lock().unwrap_or_else(std::sync::PoisonError::into_inner).values().sum()
    }

    /// Open sockets of `client`.
    #[cfg(test)]
    fn count(&self, client: IpAddr) -> usize {
        self.open.lock().unwrap_or_else(std::sync::PoisonError::into_inner).get(&client).copied().unwrap_or(0)
    }
}

#[derive(Debug)]
pub(crate) struct Slot {
    counter: std::sync::Arc<SocketCounter>,
    client: IpAddr,
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut open = self.counter.open.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(n) = open.get_mut(&self.client) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                open.remove(&self.client);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn a_bucket_allows_its_burst_then_refuses() {
        let rate = Rate { burst: 3.0, per_second: 1.0 };
        let mut b = Bucket::new(rate);
        assert!((0..3).all(|_| b.take(rate)));
        assert!(!b.take(rate));
    }

    #[test]
    fn clients_have_their_own_buckets() {
        let limiter: ClientLimiter = ClientLimiter::new(Rate { burst: 1.0, per_second: 1.0 });
        let a: IpAddr = "127.0.0.1".parse().unwrap();
        let b: IpAddr = "127.0.0.2".parse().unwrap();
        assert!(limiter.allow(a));
        assert!(!limiter.allow(a));
        assert!(limiter.allow(b));
    }

    #[test]
    fn socket_slots_are_counted_and_given_back() {
        let counter = std::sync::Arc::new(SocketCounter::default());
        let a: IpAddr = "127.0.0.1".parse().unwrap();
        let s1 = counter.claim(a, 2).unwrap();
        let _s2 = counter.claim(a, 2).unwrap();
        assert!(counter.claim(a, 2).is_none());
        drop(s1);
        assert_eq!(counter.count(a), 1);
        assert!(counter.claim(a, 2).is_some());
    }
}
