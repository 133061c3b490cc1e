//! A token bucket per connection.

use crate::config::Limits;
use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::sync::Mutex;
use tokio::time::Instant;

/// `burst` tokens, refilled at `per_second`; each request takes one.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Bucket {
    tokens: f64,
    last: Instant,
}

impl Bucket {
    pub(crate) fn new(limits: &Limits) -> Self {
        Self { tokens: f64::from(limits.burst), last: Instant::now() }
    }

    /// Takes a token if there is one.
    pub(crate) fn take(&mut self, limits: &Limits) -> bool {
        let now = Instant::now();
        let refill = now.duration_since(self.last).as_secs_f64() * f64::from(limits.per_second);
        self.tokens = (self.tokens + refill).min(f64::from(limits.burst));
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// Buckets of the HTTP connections, keyed by the peer's address and port
/// (one TCP connection). Idle buckets are forgotten once the table grows,
/// so a stream of short connections cannot fill memory.
#[derive(Debug)]
pub(crate) struct ConnectionLimiter {
    limits: Limits,
    buckets: Mutex<BTreeMap<SocketAddr, Bucket>>,
}

const PRUNE_ABOVE: usize = 4096;

impl ConnectionLimiter {
    pub(crate) fn new(limits: Limits) -> Self {
        Self { limits, buckets: Mutex::new(BTreeMap::new()) }
    }

    pub(crate) fn allow(&self, peer: SocketAddr) -> bool {
        let mut buckets = self.buckets.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if buckets.len() > PRUNE_ABOVE {
            // A bucket that has refilled completely carries no information.
            let full = std::time::Duration::from_secs_f64(
                f64::from(self.limits.burst) / f64::from(self.limits.per_second.max(1)),
            );
            buckets.retain(|_, b| b.last.elapsed() < full);
        }
        buckets.entry(peer).or_insert_with(|| Bucket::new(&self.limits)).take(&self.limits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bucket_allows_its_burst_then_refuses() {
        let limits = Limits { burst: 3, per_second: 1, ..Limits::default() };
        let mut b = Bucket::new(&limits);
        assert!((0..3).all(|_| b.take(&limits)));
        assert!(!b.take(&limits));
    }

    #[test]
    fn connections_have_their_own_buckets() {
        let limiter = ConnectionLimiter::new(Limits { burst: 1, per_second: 1, ..Limits::default() });
        let a: SocketAddr = "127.0.0.1:1000".parse().unwrap();
        let b: SocketAddr = "127.0.0.1:1001".parse().unwrap();
        assert!(limiter.allow(a));
        assert!(!limiter.allow(a));
        assert!(limiter.allow(b));
    }
}
