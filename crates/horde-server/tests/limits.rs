//! Bounded resources against the real server: rates per client address,
//! sockets that stop reading or go silent, sockets and matches per client,
//! finished matches leaving memory.
#![allow(clippy::unwrap_used)]

mod support;

use futures_util::StreamExt;
use horde_core::Decision;
use horde_server::Limits;
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::time::Duration;
use support::{Client, limits, start};
use tokio::time::Instant;

async fn health(c: &Client) -> Value {
    c.http.get(c.url("/api/health")).send().await.unwrap().json().await.unwrap()
}

/// Waits until `health` satisfies `done`, for at most `secs`.
async fn until(c: &Client, secs: u64, what: &str, done: impl Fn(&Value) -> bool) -> Value {
    let end = Instant::now() + Duration::from_secs(secs);
    loop {
        let h = health(c).await;
        if done(&h) {
            return h;
        }
        assert!(Instant::now() < end, "{what}: {h}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn the_request_rate_is_per_client_address_not_per_connection() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), Limits { burst: 5, per_second: 1, ..limits() }, Duration::ZERO).await;
    let url = format!("http://{}/api/games", server.addr());
    let mut passed = 0;
    for _ in 0..20 {
        // A new client, so a new TCP connection, every time.
        let fresh = reqwest::Client::builder().pool_max_idle_per_host(0).build().unwrap();
        let r = fresh.get(&url).send().await.unwrap();
        match r.status() {
            StatusCode::OK => passed += 1,
            StatusCode::TOO_MANY_REQUESTS => {
                let v: Value = r.json().await.unwrap();
                assert!(v["error"].is_string());
            }
            s => panic!("{s}"),
        }
    }
    assert!((5..=7).contains(&passed), "{passed} of 20 passed");
    server.stop().await;
}

#[tokio::test]
async fn match_creation_is_limited_per_client_address() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), Limits { creates_per_minute: 3, ..limits() }, Duration::ZERO).await;
    let c = Client::new(server.addr());
    let body = json!({"game": "duel", "mission": "duel", "seats": ["bot", "bot"]});
    let mut created = 0;
    for _ in 0..10 {
        let r = c.http.post(c.url("/api/matches")).json(&body).send().await.unwrap();
        match r.status() {
            StatusCode::CREATED => created += 1,
            StatusCode::TOO_MANY_REQUESTS => {}
            s => panic!("{s}"),
        }
    }
    assert_eq!(created, 3);
    // Reading goes on.
    assert_eq!(c.http.get(c.url("/api/games")).send().await.unwrap().status(), StatusCode::OK);
    server.stop().await;
}

#[tokio::test]
async fn websockets_per_client_address_are_capped() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), Limits { ws_per_client: 3, ..limits() }, Duration::ZERO).await;
    let c = Client::new(server.addr());
    let m = c.create(json!(["human", "human"]), 1).await;
    let url = format!("ws://{}/api/matches/{}/ws", server.addr(), m.match_id);
    let mut open = Vec::new();
    for _ in 0..3 {
        open.push(tokio_tungstenite::connect_async(&url).await.unwrap().0);
    }
    assert!(tokio_tungstenite::connect_async(&url).await.is_err(), "a fourth socket");
    until(&c, 10, "three sockets counted", |h| h["open_sockets"] == 3).await;
    // Closing one gives its place back.
    drop(open.pop());
    until(&c, 10, "the closed socket forgotten", |h| h["open_sockets"] == 2).await;
    assert!(tokio_tungstenite::connect_async(&url).await.is_ok());
    server.stop().await;
}

#[tokio::test]
async fn a_socket_that_stops_reading_is_dropped() {
    let dir = tempfile::tempdir().unwrap();
    // One stalled socket by default, 100 with HORDE_LONG_DRILLS=1.
    let count: u64 = if support::long_drills() { 100 } else { 1 };
    let room = usize::try_from(count).unwrap() + 8;
    let bounds = Limits {
        ws_send_timeout: Duration::from_millis(500),
        ws_queue_bytes: 64 * 1024,
        ws_per_client: room,
        conns_per_client: room,
        ..limits()
    };
    let server = start(&dir.path().join("h.db"), bounds, Duration::ZERO).await;
    let c = Client::new(server.addr());
    // Two bots play a long duel flat out: a stream of updates.
    let body = json!({"game": "duel", "mission": "duel", "seats": ["bot", "bot"],
                      "setup": {"seats": 2, "turns": 50000}});
    let r = c.http.post(c.url("/api/matches")).json(&body).send().await.unwrap();
    let m: horde_server::protocol::CreatedMatch = r.json().await.unwrap();
    // Spectators with a tiny receive buffer that never read.
    let mut stalled = Vec::new();
    for _ in 0..count {
        let socket = tokio::net::TcpSocket::new_v4().unwrap();
        socket.set_recv_buffer_size(4096).unwrap();
        let stream = socket.connect(server.addr()).await.unwrap();
        let url = format!("ws://{}/api/matches/{}/ws", server.addr(), m.match_id);
        stalled.push(tokio_tungstenite::client_async(url, stream).await.unwrap().0);
    }
    until(&c, 10, "the spectators counted", |h| h["open_sockets"] == count).await;
    let started = Instant::now();
    until(&c, 180, "the stalled sockets dropped", |h| h["open_sockets"] == 0).await;
    eprintln!("{count} stalled socket(s) dropped after {:?}", started.elapsed());
    drop(stalled);
    server.stop().await;
}

#[tokio::test]
async fn a_silent_socket_is_closed_after_the_idle_time() {
    let dir = tempfile::tempdir().unwrap();
    let server =
        start(&dir.path().join("h.db"), Limits { ws_idle: Duration::from_millis(600), ..limits() }, Duration::ZERO)
            .await;
    let c = Client::new(server.addr());
    let m = c.create(json!(["human", "human"]), 1).await;
    let url = format!("ws://{}/api/matches/{}/ws", server.addr(), m.match_id);
    // One client answers the server's pings (it reads), one never does.
    let (mut alive, _) = tokio_tungstenite::connect_async(&url).await.unwrap();
    let (silent, _) = tokio_tungstenite::connect_async(&url).await.unwrap();
    let reader = tokio::spawn(async move {
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(3) {
            if tokio::time::timeout(Duration::from_millis(100), alive.next()).await.is_ok_and(|m| m.is_none()) {
                return false;
            }
        }
        true
    });
    until(&c, 10, "the silent socket closed", |h| h["open_sockets"] == 1).await;
    assert!(reader.await.unwrap(), "the socket that answers pings stays open");
    drop(silent);
    server.stop().await;
}

#[tokio::test]
async fn finished_matches_leave_memory_and_come_back_from_the_store() {
    let dir = tempfile::tempdir().unwrap();
    let bounds = Limits { finished_linger: Duration::from_millis(200), ..limits() };
    let server = start(&dir.path().join("h.db"), bounds, Duration::ZERO).await;
    let c = Client::new(server.addr());
    let mut done = Vec::new();
    for seed in 0..5 {
        let m = c.create(json!(["human", "human"]), seed).await;
        let mut tokens = Vec::new();
        for s in &m.seats {
            tokens.push(c.join(&s.token).await.token);
        }
        while let Decision::Seat(seat) = c.state(&m.match_id, None).await.decision {
            c.play_first(&m.match_id, &tokens[seat.index()]).await.unwrap();
        }
        done.push((m.match_id.clone(), c.state(&m.match_id, Some(&tokens[0])).await, tokens));
    }
    let live = c.create(json!(["human", "human"]), 99).await;
    until(&c, 10, "finished matches evicted", |h| h["live_matches"] == 1).await;
    // Each comes back from the store as it was, and stays final.
    for (id, before, tokens) in &done {
        assert_eq!(&c.state(id, Some(&tokens[0])).await, before);
        let r = c.http.post(c.url(&format!("/api/matches/{id}/undo"))).bearer_auth(&tokens[1]).send().await.unwrap();
        assert_eq!(r.status(), StatusCode::CONFLICT);
    }
    assert_eq!(c.state(&live.match_id, None).await.decision, Decision::Seat(horde_core::Seat(0)));
    server.stop().await;
}

/// Reads until the server closes `stream` (end of file or reset), for at
/// most `secs`; returns what it sent and how long that took.
async fn until_closed(stream: &mut tokio::net::TcpStream, secs: u64) -> (String, Duration) {
    use tokio::io::AsyncReadExt;
    let started = Instant::now();
    let mut got = Vec::new();
    let mut buf = [0u8; 4096];
    loop {
        match tokio::time::timeout_at(started + Duration::from_secs(secs), stream.read(&mut buf)).await {
            Ok(Ok(0) | Err(_)) => return (String::from_utf8_lossy(&got).into_owned(), started.elapsed()),
            Ok(Ok(n)) => got.extend_from_slice(&buf[..n]),
            Err(_) => panic!("still open after {secs} s; received {:?}", String::from_utf8_lossy(&got)),
        }
    }
}

#[tokio::test]
async fn connections_that_send_nothing_or_half_a_request_are_closed() {
    use tokio::io::AsyncWriteExt;
    let dir = tempfile::tempdir().unwrap();
    let bounds =
        Limits { header_timeout: Duration::from_millis(400), request_timeout: Duration::from_millis(800), ..limits() };
    let server = start(&dir.path().join("h.db"), bounds, Duration::ZERO).await;
    let addr = server.addr();
    let mut silent = tokio::net::TcpStream::connect(addr).await.unwrap();
    let mut half_head = tokio::net::TcpStream::connect(addr).await.unwrap();
    half_head.write_all(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n").await.unwrap();
    let mut half_body = tokio::net::TcpStream::connect(addr).await.unwrap();
    half_body
        .write_all(
            b"POST /api/join HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"tok",
        )
        .await
        .unwrap();
    // A complete request, then silence: the connection may not idle forever.
    let mut idle = tokio::net::TcpStream::connect(addr).await.unwrap();
    idle.write_all(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").await.unwrap();

    let (sent, after) = until_closed(&mut silent, 5).await;
    assert!(sent.is_empty(), "{sent}");
    assert!(after >= Duration::from_millis(300), "closed after {after:?}, before the timeout");
    let (sent, _) = until_closed(&mut half_head, 5).await;
    assert!(!sent.contains("200 OK"), "{sent}");
    let (sent, _) = until_closed(&mut half_body, 5).await;
    assert!(sent.starts_with("HTTP/1.1 408"), "{sent}");
    let (sent, _) = until_closed(&mut idle, 5).await;
    assert!(sent.starts_with("HTTP/1.1 200"), "{sent}");
    // The server itself is untouched.
    assert_eq!(health(&Client::new(addr)).await["status"], "ok");
    server.stop().await;
}

#[tokio::test]
async fn connections_per_client_address_are_capped() {
    use tokio::io::AsyncWriteExt;
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), Limits { conns_per_client: 4, ..limits() }, Duration::ZERO).await;
    let addr = server.addr();
    let mut held = Vec::new();
    for _ in 0..4 {
        held.push(tokio::net::TcpStream::connect(addr).await.unwrap());
    }
    // The kernel completes the handshake; the server closes at once.
    for _ in 0..3 {
        let mut extra = tokio::net::TcpStream::connect(addr).await.unwrap();
        let _ = extra.write_all(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").await;
        let (sent, _) = until_closed(&mut extra, 5).await;
        assert!(sent.is_empty(), "a fifth connection was served: {sent}");
    }
    // Each held connection still works, and counts.
    let mut first = held.remove(0);
    first.write_all(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n").await.unwrap();
    let (sent, _) = until_closed(&mut first, 5).await;
    assert!(sent.contains("\"open_connections\":4"), "{sent}");
    // A closed connection gives its place back.
    drop(first);
    let c = Client::new(addr);
    until(&c, 10, "the closed connection forgotten", |h| h["open_connections"] == 4).await;
    server.stop().await;
}

#[tokio::test]
async fn the_request_rate_is_also_per_token() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), Limits { burst: 5, per_second: 1, ..limits() }, Duration::ZERO).await;
    let c = Client::new(server.addr());
    let m = c.create(json!(["human", "human"]), 1).await;
    let token = c.join(&m.seats[0].token).await.token;
    let url = c.url(&format!("/api/matches/{}/state", m.match_id));
    // One seat's holder behind two client addresses (all of 127/8 is
    // this machine): each address has a bucket of its own, the token one.
    let from =
        |ip: &str| reqwest::Client::builder().local_address(ip.parse::<std::net::IpAddr>().ok()).build().unwrap();
    let clients = [from("127.0.0.2"), from("127.0.0.3")];
    let mut passed = 0;
    for i in 0..20 {
        let r = clients[i % 2].get(&url).bearer_auth(&token).send().await.unwrap();
        match r.status() {
            StatusCode::OK => passed += 1,
            StatusCode::TOO_MANY_REQUESTS => {}
            s => panic!("{s}"),
        }
    }
    assert!((5..=7).contains(&passed), "{passed} of 20 passed (10 or more: the token has no bucket)");
    // Without the token each address still has its own bucket.
    let r = clients[0].get(&url).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    server.stop().await;
}
