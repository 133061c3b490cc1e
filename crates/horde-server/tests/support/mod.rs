//! Shared by the integration tests: a real server on a temporary SQLite
//! file, bound to 127.0.0.1:0, and a small HTTP client for its API.
#![allow(dead_code, clippy::unwrap_used, clippy::missing_panics_doc)]

use horde_core::{Match, Viewer};
use horde_server::demo::Duel;
use horde_server::protocol::{Accepted, CreatedMatch, Joined, SeatState};
use horde_server::{Catalog, Config, ErrorBody, Limits, RunningServer};
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::path::Path;
use std::time::Duration;

pub fn limits() -> Limits {
    Limits { burst: 10_000, per_second: 10_000, ..Limits::default() }
}

pub async fn start(db: &Path, limits: Limits, bot_delay: Duration) -> RunningServer {
    let config = Config {
        addr: "127.0.0.1:0".parse().unwrap(),
        database: db.into(),
        catalog: Catalog::standard().with::<Duel>(),
        bot_delay,
        limits,
        allowed_hosts: Vec::new(),
    };
    horde_server::start(config).await.unwrap()
}

#[derive(Clone, Debug)]
pub struct Client {
    pub http: reqwest::Client,
    pub base: String,
}

pub type Refusal = (StatusCode, ErrorBody);

impl Client {
    pub fn new(addr: std::net::SocketAddr) -> Self {
        Self { http: reqwest::Client::new(), base: format!("http://{addr}") }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    pub async fn create(&self, seats: Value, seed: u64) -> CreatedMatch {
        self.create_game("duel", "duel", seats, seed).await
    }

    /// A practice match of `game` on `mission` with the seed chosen.
    pub async fn create_game(&self, game: &str, mission: &str, seats: Value, seed: u64) -> CreatedMatch {
        let body = json!({ "game": game, "mission": mission, "seats": seats, "seed": seed, "practice": true });
        let r = self.http.post(self.url("/api/matches")).json(&body).send().await.unwrap();
        assert_eq!(r.status(), StatusCode::CREATED, "{:?}", r.text().await);
        r.json().await.unwrap()
    }

    pub async fn join(&self, token: &str) -> Joined {
        let r = self.http.post(self.url("/api/join")).json(&json!({ "token": token })).send().await.unwrap();
        assert_eq!(r.status(), StatusCode::OK);
        r.json().await.unwrap()
    }

    pub async fn state(&self, id: &str, token: Option<&str>) -> SeatState {
        self.state_at(format!("/api/matches/{id}/state"), token).await
    }

    /// The state with its words in `lang`.
    pub async fn state_in(&self, id: &str, token: Option<&str>, lang: horde_rules::Lang) -> SeatState {
        self.state_at(format!("/api/matches/{id}/state?lang={lang}"), token).await
    }

    async fn state_at(&self, path: String, token: Option<&str>) -> SeatState {
        let mut req = self.http.get(self.url(&path));
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        let r = req.send().await.unwrap();
        assert_eq!(r.status(), StatusCode::OK);
        r.json().await.unwrap()
    }

    /// The whole board of `s`, as a page puts it together: its base
    /// (fetched from the address the state names, which must let it be
    /// kept for good) followed by the state's own part.
    pub async fn whole_board(&self, s: &SeatState) -> Option<String> {
        let top = s.board.clone()?;
        let Some(url) = &s.board_base else { return Some(top) };
        let r = self.http.get(self.url(url)).send().await.unwrap();
        assert_eq!(r.status(), StatusCode::OK, "{url}");
        let kept = r.headers().get(reqwest::header::CACHE_CONTROL).and_then(|v| v.to_str().ok()).map(str::to_owned);
        assert_eq!(kept.as_deref(), Some("public, max-age=31536000, immutable"), "{url}");
        Some(r.text().await.unwrap() + &top)
    }

    pub async fn act(&self, id: &str, token: &str, body: Value) -> Result<Accepted, Refusal> {
        let r = self
            .http
            .post(self.url(&format!("/api/matches/{id}/actions")))
            .bearer_auth(token)
            .json(&body)
            .send()
            .await
            .unwrap();
        answer(r).await
    }

    /// Plays seat `token`'s first legal action; `None` if it is not its turn.
    pub async fn play_first(&self, id: &str, token: &str) -> Option<Accepted> {
        let s = self.state(id, Some(token)).await;
        let a = s.legal.first()?;
        Some(self.act(id, token, json!({ "index": a.index, "seq": s.seq })).await.unwrap())
    }
}

pub async fn answer<T: serde::de::DeserializeOwned>(r: reqwest::Response) -> Result<T, Refusal> {
    let status = r.status();
    if status.is_success() { Ok(r.json().await.unwrap()) } else { Err((status, r.json().await.unwrap())) }
}

/// The duel `m` after its first `seq` stored actions, replayed locally.
pub fn duel_at(file: &horde_core::MatchFile, seq: u64) -> Match<Duel> {
    let mut f = file.clone();
    f.actions.truncate(usize::try_from(seq).unwrap());
    f.state_hash.clear();
    Match::from_file(&f).unwrap()
}

pub fn view_json(m: &Match<Duel>, viewer: Viewer) -> Value {
    use horde_core::Game;
    serde_json::to_value(m.state().view(viewer)).unwrap()
}

/// Whether the drills run long (`HORDE_LONG_DRILLS=1`): more matches,
/// longer play, more cycles and sockets. Short by default, as in CI.
pub fn long_drills() -> bool {
    std::env::var("HORDE_LONG_DRILLS").is_ok_and(|v| !v.is_empty() && v != "0")
}

/// A WebSocket to the server, as the tests open it.
pub type Ws = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// The next server message within `wait`; `None` when the server closed the
/// socket (the protocol's answer to a client that falls behind: reconnect).
pub async fn next_msg(ws: &mut Ws, wait: Duration) -> Option<horde_server::protocol::ServerMsg> {
    use futures_util::StreamExt;
    use tokio_tungstenite::tungstenite::Message;
    loop {
        let m = tokio::time::timeout(wait, ws.next()).await.expect("no message in time");
        match m {
            Some(Ok(Message::Text(t))) => return Some(serde_json::from_str(&t).unwrap()),
            Some(Ok(Message::Close(_)) | Err(_)) | None => return None,
            Some(Ok(_)) => {}
        }
    }
}

/// Sends one client message.
pub async fn send(ws: &mut Ws, v: Value) {
    use futures_util::SinkExt;
    ws.send(tokio_tungstenite::tungstenite::Message::Text(v.to_string().into())).await.unwrap();
}

/// A `horde-server` process of its own on `db` (the demo duel, on
/// 127.0.0.1:0, bots without delay, `extra` flags before the database);
/// SIGKILLed when dropped, so a failing test leaves nothing running.
pub struct ServerProcess {
    pub child: std::process::Child,
    pub addr: std::net::SocketAddr,
}

impl ServerProcess {
    pub async fn spawn(db: &horde_store::test_db::TestDb, extra: &[&str]) -> Self {
        use std::io::{BufRead, BufReader};
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_horde-server"))
            .args(["--demo", "--addr", "127.0.0.1:0", "--bot-delay-ms", "0"])
            .args(extra)
            .arg("--database")
            .arg(db.arg())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        // The server prints its address once it listens.
        let line = tokio::task::spawn_blocking(move || {
            let mut line = String::new();
            BufReader::new(stdout).read_line(&mut line).unwrap();
            line
        })
        .await
        .unwrap();
        let addr = line.split("http://").nth(1).and_then(|r| r.split_whitespace().next()).unwrap();
        Self { child, addr: addr.parse().unwrap() }
    }

    /// SIGKILL: no shutdown code runs, nothing is flushed and no lease is
    /// given back on the way out.
    pub fn kill(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
