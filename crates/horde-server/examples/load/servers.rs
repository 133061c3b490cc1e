//! The server processes under test: this example re-run with `--serve`,
//! one child per process, and what `/proc` says of them.

use crate::Error;
use horde_server::{Catalog, ClusterCounts, Config, Database, Limits, demo::Duel};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::Duration;

/// The line a server process answers with its cluster counts as JSON.
const ASK_COUNTS: &str = "counts";

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
    let counters = server.cluster_counters();
    // The harness asks on stdin; the answer is one line on stdout (`null`
    // on SQLite, where no process relays or renews).
    std::thread::spawn(move || {
        for line in std::io::stdin().lines() {
            let Ok(line) = line else { return };
            if line.trim() == ASK_COUNTS {
                let answer = serde_json::to_string(&counters.as_ref().map(|c| c.counts())).unwrap_or_default();
                let mut out = std::io::stdout().lock();
                if writeln!(out, "{answer}").and_then(|()| out.flush()).is_err() {
                    return;
                }
            }
        }
    });
    server.wait().await?;
    Ok(())
}

/// The running server processes; each is killed when this is dropped,
/// however the harness ends.
#[derive(Debug)]
pub struct Fleet {
    children: Vec<Server>,
    /// Each process's `http://address`.
    pub bases: Vec<String>,
}

#[derive(Debug)]
struct Server {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    /// Set once it was killed: its CPU seconds and cluster counts then.
    last: Option<(f64, Option<ClusterCounts>)>,
}

impl Fleet {
    /// Starts `n` processes on the database `db` (a path or a URL), one
    /// after the other so that only the first creates the tables.
    pub fn start(db: &str, n: usize, linger_ms: u64) -> Result<Self, Error> {
        let mut fleet = Self { children: Vec::new(), bases: Vec::new() };
        for _ in 0..n {
            let mut child = Command::new(std::env::current_exe()?)
                .args(["--serve", db, "--linger-ms", &linger_ms.to_string()])
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .spawn()?;
            let stdin = child.stdin.take().ok_or("no stdin")?;
            let mut stdout = BufReader::new(child.stdout.take().ok_or("no stdout")?);
            let mut line = String::new();
            let read = stdout.read_line(&mut line);
            fleet.children.push(Server { child, stdin, stdout, last: None });
            read?;
            let base = line.trim().strip_prefix("listening on ").ok_or("a server process did not start")?;
            fleet.bases.push(base.to_owned());
        }
        Ok(fleet)
    }

    pub fn pids(&self) -> Vec<u32> {
        self.children.iter().map(|s| s.child.id()).collect()
    }

    /// Each process's CPU time so far (user + system), in seconds; a
    /// killed one's as it was just before.
    pub fn cpu_seconds(&self) -> Vec<f64> {
        self.children
            .iter()
            .map(|s| match s.last {
                Some((cpu, _)) => cpu,
                None => cpu_seconds(s.child.id()).unwrap_or(f64::NAN),
            })
            .collect()
    }

    /// Each process's relays and lease renewals so far (`None` on SQLite);
    /// a killed one's as they were just before.
    pub fn cluster_counts(&mut self) -> Vec<Option<ClusterCounts>> {
        self.children.iter_mut().map(Server::counts).collect()
    }

    /// SIGKILL of process `i`: no shutdown code runs, no lease is given
    /// back. Its CPU time and counts are kept from just before.
    pub fn kill(&mut self, i: usize) -> Result<(), Error> {
        let server = self.children.get_mut(i).ok_or("no such process")?;
        let cpu = cpu_seconds(server.child.id())?;
        let counts = server.counts();
        server.child.kill()?;
        server.child.wait()?;
        server.last = Some((cpu, counts));
        Ok(())
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

impl Server {
    fn counts(&mut self) -> Option<ClusterCounts> {
        if let Some((_, counts)) = self.last {
            return counts;
        }
        writeln!(self.stdin, "{ASK_COUNTS}").ok()?;
        self.stdin.flush().ok()?;
        let mut line = String::new();
        self.stdout.read_line(&mut line).ok()?;
        serde_json::from_str::<Option<ClusterCounts>>(&line).ok().flatten()
    }
}

impl Drop for Fleet {
    fn drop(&mut self) {
        for s in &mut self.children {
            let _ = s.child.kill();
            let _ = s.child.wait();
        }
    }
}

/// Ticks of `/proc/PID/stat`'s times: Linux reports them in USER_HZ,
/// which is 100 on every architecture it exports to user space.
const TICKS_PER_SECOND: f64 = 100.0;

/// A process's user + system CPU time, with that of its waited-for
/// children, in seconds (Linux).
pub fn cpu_seconds(pid: u32) -> Result<f64, Error> {
    Ok(stat(pid)?.cpu_with_children())
}

/// A process's own user + system CPU time, all its threads, without its
/// children's (the harness waits for a server it killed), in seconds.
pub fn own_cpu_seconds(pid: u32) -> Result<f64, Error> {
    Ok(stat(pid)?.cpu)
}

/// What `/proc/PID/stat` says of a process's parent and CPU time.
pub struct Stat {
    pub parent: u32,
    /// utime + stime, in seconds.
    pub cpu: f64,
    /// cutime + cstime: its children's that it waited for, in seconds.
    pub children_cpu: f64,
}

impl Stat {
    pub fn cpu_with_children(&self) -> f64 {
        self.cpu + self.children_cpu
    }
}

pub fn stat(pid: u32) -> Result<Stat, Error> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat"))?;
    // The command name (field 2) may hold spaces: fields are counted
    // after its closing parenthesis, from field 3.
    let rest = stat.rsplit_once(')').ok_or("a /proc stat line without a name")?.1;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let field = |n: usize| -> Result<f64, Error> { Ok(fields.get(n - 3).ok_or("a short /proc stat line")?.parse()?) };
    // ppid is field 4; utime, stime, cutime, cstime are fields 14 to 17.
    Ok(Stat {
        parent: u32::try_from(field(4)? as u64)?,
        cpu: (field(14)? + field(15)?) / TICKS_PER_SECOND,
        children_cpu: (field(16)? + field(17)?) / TICKS_PER_SECOND,
    })
}

/// The CPU time of process `root` and of every process whose parent it
/// is (with what each waited for), in seconds: a PostgreSQL cluster's,
/// given its postmaster, which waits for every backend that exits.
pub fn tree_cpu_seconds(root: u32) -> Result<f64, Error> {
    let mut total = stat(root)?.cpu_with_children();
    for entry in std::fs::read_dir("/proc")? {
        let Some(pid) = entry?.file_name().to_str().and_then(|n| n.parse::<u32>().ok()) else { continue };
        // A process may end between the listing and the read.
        if let Ok(s) = stat(pid)
            && s.parent == root
        {
            total += s.cpu_with_children();
        }
    }
    Ok(total)
}

/// The machine's 1, 5 and 15 minute load averages.
pub fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|e| format!("unknown ({e})"))
}
