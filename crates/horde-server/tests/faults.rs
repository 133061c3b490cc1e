//! Storage faults on a real file system: a disk that fills up and is
//! freed again (on a small tmpfs of its own), and a database file that
//! cannot be written (made immutable). Both need root: elsewhere each test
//! says loudly that it was skipped.
#![allow(clippy::unwrap_used)]

mod support;

use horde_core::Decision;
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;
use support::{Client, limits, start};

/// A tmpfs of `size` mounted on a fresh folder, unmounted when dropped.
struct SmallDisk {
    dir: PathBuf,
    _parent: tempfile::TempDir,
}

impl SmallDisk {
    fn mount(size: &str) -> Option<Self> {
        let parent = tempfile::tempdir().unwrap();
        let dir = parent.path().join("disk");
        std::fs::create_dir(&dir).unwrap();
        let ok = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(&dir)
            .status()
            .is_ok_and(|s| s.success());
        if !ok {
            eprintln!("SKIPPED: cannot mount a tmpfs here (needs root); the storage-fault drill did not run");
            return None;
        }
        Some(Self { dir, _parent: parent })
    }
}

impl Drop for SmallDisk {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg("-l").arg(&self.dir).status();
    }
}

/// Fills the file system of `dir` with one file, to the last byte.
fn fill(dir: &Path) -> PathBuf {
    use std::io::Write;
    let path = dir.join("filler");
    let mut f = std::fs::File::create(&path).unwrap();
    let block = vec![0u8; 4096];
    while f.write_all(&block).is_ok() {}
    let _ = f.flush();
    while f.write_all(&block[..1]).is_ok() {}
    let _ = f.sync_all();
    path
}

async fn health(c: &Client) -> (StatusCode, Value) {
    let r = c.http.get(c.url("/api/health")).send().await.unwrap();
    (r.status(), r.json().await.unwrap())
}

#[tokio::test]
async fn writes_resume_once_a_full_disk_is_freed() {
    let Some(disk) = SmallDisk::mount("4m") else { return };
    let server = start(&disk.dir.join("h.db"), limits(), Duration::ZERO).await;
    let c = Client::new(server.addr());
    assert_eq!(health(&c).await.0, StatusCode::OK);
    // A long duel, so there is always something to play.
    let body = json!({"game": "duel", "mission": "duel", "seats": ["human", "human"], "seed": 1, "practice": true,
                      "setup": {"seats": 2, "turns": 5000}});
    let r = c.http.post(c.url("/api/matches")).json(&body).send().await.unwrap();
    let m: horde_server::protocol::CreatedMatch = r.json().await.unwrap();
    let mut tokens = Vec::new();
    for s in &m.seats {
        tokens.push(c.join(&s.token).await.token);
    }
    let id = &m.match_id;
    let play = |c: Client, tokens: Vec<String>, id: String| async move {
        let s = c.state(&id, None).await;
        let Decision::Seat(seat) = s.decision else { panic!("the duel ended") };
        let me = c.state(&id, Some(&tokens[seat.index()])).await;
        let a = me.legal.first().unwrap();
        c.act(&id, &tokens[seat.index()], json!({"index": a.index, "seq": me.seq})).await
    };
    play(c.clone(), tokens.clone(), id.clone()).await.unwrap();

    // The disk fills up: writes fail (after their retries) and say so.
    let filler = fill(&disk.dir);
    let mut refused = None;
    for _ in 0..400 {
        match play(c.clone(), tokens.clone(), id.clone()).await {
            Ok(_) => {}
            Err(e) => {
                refused = Some(e);
                break;
            }
        }
    }
    let refused = refused.expect("a write failed on the full disk");
    assert_eq!(refused.0, StatusCode::INTERNAL_SERVER_ERROR, "{refused:?}");
    let (status, h) = health(&c).await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{h}");
    assert_eq!(h["store"]["writing"], false, "{h}");
    let seq_at_fault = c.state(id, None).await.seq;

    // Space comes back: the next action, creation and join are written.
    std::fs::remove_file(filler).unwrap();
    let mut ok = false;
    for _ in 0..50 {
        // The match reloads from the store after the failed write.
        match play(c.clone(), tokens.clone(), id.clone()).await {
            Ok(acc) => {
                assert!(acc.seq > seq_at_fault);
                ok = true;
                break;
            }
            Err((StatusCode::SERVICE_UNAVAILABLE, _)) => tokio::time::sleep(Duration::from_millis(20)).await,
            Err(e) => panic!("after the disk was freed: {e:?}\n{}", health(&c).await.1),
        }
    }
    assert!(ok, "writes resumed");
    let other = c.create(json!(["human", "human"]), 2).await;
    c.join(&other.seats[0].token).await;
    let (status, h) = health(&c).await;
    assert_eq!(status, StatusCode::OK, "{h}");
    assert!(h["store"]["failed_writes"].as_u64().unwrap() >= 1, "{h}");
    server.stop().await;
}

#[tokio::test]
async fn a_database_that_cannot_be_written_is_refused_at_start() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.db");
    let server = start(&db, limits(), Duration::ZERO).await;
    let c = Client::new(server.addr());
    c.create(json!(["human", "human"]), 1).await;
    server.stop().await;
    // Immutable: not even root may write it (file modes do not stop root).
    let ok = Command::new("chattr").arg("+i").arg(&db).status().is_ok_and(|s| s.success());
    if !ok {
        eprintln!("SKIPPED: cannot make the database file immutable here (chattr +i needs root)");
        return;
    }
    let config = horde_server::Config {
        addr: "127.0.0.1:0".parse().unwrap(),
        database: db.clone().into(),
        catalog: horde_server::Catalog::standard().with::<horde_server::demo::Duel>(),
        bot_delay: Duration::ZERO,
        limits: limits(),
        allowed_hosts: Vec::new(),
    };
    let refused = horde_server::start(config).await.map(|s| s.addr());
    let _ = Command::new("chattr").arg("-i").arg(&db).status();
    let e = refused.unwrap_err();
    assert!(e.to_string().contains("cannot be written"), "{e}");
}
