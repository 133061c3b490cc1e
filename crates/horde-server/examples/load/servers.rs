//! The server processes under test: this example re-run with `--serve`,
//! one child per process, and what `/proc` says of them.

use crate::Error;
use horde_server::{Catalog, Config, Database, Limits, demo::Duel};
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// Runs as one server process until the harness kills it.
pub async fn serve(database: Database, finished_linger: Duration) -> Result<(), Error> {
    let config = Config {
        addr: "127.0.0.1:0".parse()?,
        database,
        catalog: Catalog::standard().with::<Duel>(),
        bot_delay: Duration::ZERO,
        // Every client of the harness comes from one address: the limits
        // meant for one person would throttle the whole crowd.
        limits: Limits {
            burst: 1_000_000,
            per_second: 1_000_000,
            creates_per_minute: 1_000_000,
            ws_per_client: 1_000_000,
            conns_per_client: 1_000_000,
            finished_linger,
            ..Limits::default()
        },
        allowed_hosts: Vec::new(),
    };
    let server = horde_server::start(config).await?;
    println!("listening on http://{}", server.addr());
    server.wait().await?;
    Ok(())
}

/// The running server processes; each is killed when this is dropped,
/// however the harness ends.
#[derive(Debug)]
pub struct Fleet {
    children: Vec<Child>,
    /// Each process's `http://address`.
    pub bases: Vec<String>,
}

impl Fleet {
    /// Starts `n` processes on the database `db` (a path or a URL), one
    /// after the other so that only the first creates the tables.
    pub fn start(db: &str, n: usize, linger_ms: u64) -> Result<Self, Error> {
        let mut fleet = Self { children: Vec::new(), bases: Vec::new() };
        for _ in 0..n {
            let mut child = Command::new(std::env::current_exe()?)
                .args(["--serve", db, "--linger-ms", &linger_ms.to_string()])
                .stdout(Stdio::piped())
                .spawn()?;
            let stdout = child.stdout.take().ok_or("no stdout")?;
            fleet.children.push(child);
            let mut line = String::new();
            BufReader::new(stdout).read_line(&mut line)?;
            let base = line.trim().strip_prefix("listening on ").ok_or("a server process did not start")?;
            fleet.bases.push(base.to_owned());
        }
        Ok(fleet)
    }

    pub fn pids(&self) -> Vec<u32> {
        self.children.iter().map(Child::id).collect()
    }

    /// Each process's CPU time so far (user + system), in seconds.
    pub fn cpu_seconds(&self) -> Vec<f64> {
        self.pids().into_iter().map(|pid| cpu_seconds(pid).unwrap_or(f64::NAN)).collect()
    }

    /// Each process's `/api/health` body (its store's failed and retried
    /// writes), or why it could not be read.
    pub async fn health(&self) -> Vec<String> {
        let http = reqwest::Client::new();
        let mut out = Vec::new();
        for base in &self.bases {
            let body = match http.get(format!("{base}/api/health")).send().await {
                Ok(r) => r.text().await.unwrap_or_else(|e| e.to_string()),
                Err(e) => e.to_string(),
            };
            out.push(body);
        }
        out
    }
}

impl Drop for Fleet {
    fn drop(&mut self) {
        for child in &mut self.children {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// Ticks of `/proc/PID/stat`'s times: Linux reports them in USER_HZ,
/// which is 100 on every architecture it exports to user space.
const TICKS_PER_SECOND: f64 = 100.0;

/// A process's user + system CPU time, with that of its waited-for
/// children, in seconds (Linux).
pub fn cpu_seconds(pid: u32) -> Result<f64, Error> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat"))?;
    // The command name (field 2) may hold spaces: fields are counted
    // after its closing parenthesis, from field 3.
    let rest = stat.rsplit_once(')').ok_or("a /proc stat line without a name")?.1;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // utime, stime, cutime, cstime are fields 14 to 17.
    let ticks = fields.get(11..15).ok_or("a short /proc stat line")?;
    let mut total = 0.0;
    for t in ticks {
        total += t.parse::<f64>()?;
    }
    Ok(total / TICKS_PER_SECOND)
}

/// The machine's 1, 5 and 15 minute load averages.
pub fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|e| format!("unknown ({e})"))
}
