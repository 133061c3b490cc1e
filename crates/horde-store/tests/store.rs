//! The store against a real SQLite file in a temporary directory.
#![allow(clippy::unwrap_used)] // test helpers: a failure here is a failed test

use horde_core::{Actor, Decision, FileEntry, Game, Illegal, Match, Outcome, Seat, SetupError, Viewer};
use horde_store::token::{new_match_id, new_token, token_hash};
use horde_store::{Batch, MatchStatus, NewMatch, SeatKind, SeatRecord, Store, StoreError};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A tiny game with chance: seats add 1..=3 in turn, each addition is
/// followed by a coin (bonus 0 or 1); the first seat to reach 10 wins.
#[derive(Clone, Debug, Hash)]
struct Race {
    score: [u32; 2],
    turn: u8,
    coin_pending: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
enum RaceAction {
    Add(u8),
    Coin(u8),
}

impl fmt::Display for RaceAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Add(n) => write!(f, "add {n}"),
            Self::Coin(n) => write!(f, "coin {n}"),
        }
    }
}

impl Game for Race {
    type Action = RaceAction;
    type Event = String;
    type View = [u32; 2];
    type Setup = ();
    type Error = Illegal;
    const ID: &'static str = "race";
    const RULES_VERSION: u32 = 1;

    fn new(_: &()) -> Result<Self, SetupError> {
        Ok(Self { score: [0, 0], turn: 0, coin_pending: false })
    }
    fn num_seats(&self) -> usize {
        2
    }
    fn decision(&self) -> Decision {
        if self.score.iter().any(|&s| s >= 10) {
            Decision::Terminal
        } else if self.coin_pending {
            Decision::Chance
        } else {
            Decision::Seat(Seat(self.turn))
        }
    }
    fn legal_actions(&self, out: &mut Vec<RaceAction>) {
        match self.decision() {
            Decision::Seat(_) => out.extend([1, 2, 3].map(RaceAction::Add)),
            Decision::Chance => out.extend([0, 1].map(RaceAction::Coin)),
            Decision::Terminal => {}
        }
    }
    fn chance_outcomes(&self, out: &mut Vec<(RaceAction, u32)>) {
        if self.coin_pending {
            out.extend([(RaceAction::Coin(0), 1), (RaceAction::Coin(1), 1)]);
        }
    }
    fn check(&self, action: RaceAction) -> Result<(), Illegal> {
        let mut legal = Vec::new();
        self.legal_actions(&mut legal);
        if legal.contains(&action) { Ok(()) } else { Err(Illegal::new("RACE-1", "not now")) }
    }
    fn apply_unchecked(&mut self, action: RaceAction, events: &mut Vec<String>) {
        match action {
            RaceAction::Add(n) => {
                self.score[usize::from(self.turn)] += u32::from(n);
                self.coin_pending = true;
            }
            RaceAction::Coin(n) => {
                self.score[usize::from(self.turn)] += u32::from(n);
                self.coin_pending = false;
                self.turn = 1 - self.turn;
            }
        }
        events.push(action.to_string());
    }
    fn encode_action(action: RaceAction) -> u32 {
        match action {
            RaceAction::Add(n) => u32::from(n),
            RaceAction::Coin(n) => 10 + u32::from(n),
        }
    }
    fn decode_action(index: u32) -> Option<RaceAction> {
        match index {
            1..=3 => Some(RaceAction::Add(index as u8)),
            10 | 11 => Some(RaceAction::Coin((index - 10) as u8)),
            _ => None,
        }
    }
    fn view(&self, _: Viewer) -> [u32; 2] {
        self.score
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.decision() == Decision::Terminal).then(|| Outcome {
            scores: self.score.iter().map(|&s| i32::try_from(s).unwrap_or(i32::MAX)).collect(),
            winners: (0..2).filter(|&i| self.score[i] >= 10).map(|i| Seat(i as u8)).collect(),
            reason: "10 reached".into(),
        })
    }
}

fn new_match(seed: u64) -> (NewMatch, String) {
    let token = new_token().unwrap();
    let m = NewMatch {
        id: new_match_id().unwrap(),
        game: Race::ID.into(),
        rules_version: Race::RULES_VERSION,
        setup: serde_json::Value::Null,
        seed,
        practice: false,
        mission: Some("sprint".into()),
        seats: vec![
            SeatRecord {
                seat: Seat(0),
                kind: SeatKind::Human,
                token_hash: Some(token_hash(&token)),
                bot: None,
                name: None,
            },
            SeatRecord { seat: Seat(1), kind: SeatKind::Bot, token_hash: None, bot: Some("random".into()), name: None },
        ],
    };
    (m, token)
}

/// Plays one seat action plus the chance it triggers, as the server does,
/// and returns the batch to store.
fn step(m: &mut Match<Race>, n: u8) -> Batch {
    let first = m.log().len();
    let Decision::Seat(seat) = m.decision() else { panic!("not a seat decision") };
    let mut events = Vec::new();
    m.act(Actor::Seat(seat), RaceAction::Add(n), &mut events).unwrap();
    m.run_chance(&mut events);
    let entries = m.log()[first..]
        .iter()
        .map(|e| FileEntry { actor: e.actor, action: Race::encode_action(e.action), text: e.action.to_string() })
        .collect();
    let status = if m.decision() == Decision::Terminal { MatchStatus::Finished } else { MatchStatus::Active };
    Batch { first_seq: first as u64, entries, state_hash: m.state().state_hash(), status, outcome: m.state().outcome() }
}

#[tokio::test]
async fn actions_survive_reopening_and_replay_to_the_same_state() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("horde.db");
    let (new, token) = new_match(42);
    let mut live = Match::<Race>::new((), 42).unwrap();
    {
        let store = Store::open(&path).await.unwrap();
        store.create_match(&new).await.unwrap();
        for n in [1, 3, 2] {
            store.append(&new.id, &step(&mut live, n)).await.unwrap();
        }
        store.close().await;
    }
    // A new process would do exactly this: open the file, replay the log.
    let store = Store::open(&path).await.unwrap();
    let stored = store.load(&new.id).await.unwrap();
    assert_eq!(stored.record.seed, 42);
    assert_eq!(stored.record.status, MatchStatus::Active);
    assert_eq!(stored.seats, new.seats);
    assert_eq!(stored.actions.len(), live.log().len());
    let mut resumed: Match<Race> = stored.replay().unwrap();
    assert_eq!(resumed.state().state_hash(), live.state().state_hash());
    assert_eq!(store.seat_by_token(&token).await.unwrap(), Some((new.id.clone(), Seat(0))));
    assert_eq!(store.seat_by_token("not a token").await.unwrap(), None);

    // Play continues from the replayed match, chance included, exactly as
    // it would have in the first process.
    while resumed.decision() != Decision::Terminal {
        let b = step(&mut resumed, 3);
        assert_eq!(b, step(&mut live, 3));
        store.append(&new.id, &b).await.unwrap();
    }
    let done = store.load(&new.id).await.unwrap();
    assert_eq!(done.record.status, MatchStatus::Finished);
    assert_eq!(done.replay::<Race>().unwrap().state().state_hash(), live.state().state_hash());
    assert!(store.unfinished().await.unwrap().is_empty());
}

#[tokio::test]
async fn out_of_sequence_batches_are_refused_and_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("horde.db")).await.unwrap();
    let (new, _) = new_match(7);
    store.create_match(&new).await.unwrap();
    let mut live = Match::<Race>::new((), 7).unwrap();
    let first = step(&mut live, 2);
    store.append(&new.id, &first).await.unwrap();
    // The same batch again (a retried write) and one with a gap.
    let again = store.append(&new.id, &first).await;
    assert!(matches!(again, Err(StoreError::OutOfSequence { expected: 2, found: 0, .. })), "{again:?}");
    let mut gap = step(&mut live, 1);
    gap.first_seq += 1;
    assert!(store.append(&new.id, &gap).await.is_err());
    assert_eq!(store.load(&new.id).await.unwrap().actions.len(), 2);
    assert!(matches!(store.load("nope").await, Err(StoreError::NotFound(_))));
}

#[tokio::test]
async fn undo_truncates_and_seats_change() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("horde.db")).await.unwrap();
    let (new, _) = new_match(9);
    store.create_match(&new).await.unwrap();
    let mut live = Match::<Race>::new((), 9).unwrap();
    let after_first = {
        store.append(&new.id, &step(&mut live, 1)).await.unwrap();
        live.state().state_hash()
    };
    store.append(&new.id, &step(&mut live, 2)).await.unwrap();
    store.truncate(&new.id, 2, after_first).await.unwrap();
    let stored = store.load(&new.id).await.unwrap();
    assert_eq!(stored.actions.len(), 2);
    assert_eq!(stored.snapshot, Some((2, after_first)));
    assert_eq!(stored.replay::<Race>().unwrap().state().state_hash(), after_first);

    let bot =
        SeatRecord { seat: Seat(0), kind: SeatKind::Bot, token_hash: None, bot: Some("random".into()), name: None };
    store.set_seat(&new.id, &bot).await.unwrap();
    assert_eq!(store.load(&new.id).await.unwrap().seats[0], bot);
    let missing = SeatRecord { seat: Seat(5), ..bot };
    assert!(matches!(store.set_seat(&new.id, &missing).await, Err(StoreError::NotFound(_))));
    assert_eq!(store.unfinished().await.unwrap(), vec![new.id.clone()]);
    store.set_status(&new.id, MatchStatus::Abandoned).await.unwrap();
    assert!(store.unfinished().await.unwrap().is_empty());
}

#[tokio::test]
async fn a_finished_match_is_final_in_the_store() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("horde.db")).await.unwrap();
    let (new, _) = new_match(3);
    store.create_match(&new).await.unwrap();
    let mut live = Match::<Race>::new((), 3).unwrap();
    while live.decision() != Decision::Terminal {
        store.append(&new.id, &step(&mut live, 3)).await.unwrap();
    }
    let done = store.load(&new.id).await.unwrap();
    assert_eq!(done.record.status, MatchStatus::Finished);
    // Neither an undo nor a seat change reopens it.
    let cut = store.truncate(&new.id, 1, 0).await;
    assert!(matches!(cut, Err(StoreError::Final(_))), "{cut:?}");
    let bot =
        SeatRecord { seat: Seat(0), kind: SeatKind::Bot, token_hash: None, bot: Some("random".into()), name: None };
    assert!(matches!(store.set_seat(&new.id, &bot).await, Err(StoreError::Final(_))));
    let after = store.load(&new.id).await.unwrap();
    assert_eq!(
        (after.record.status, after.actions.len(), &after.seats),
        (MatchStatus::Finished, done.actions.len(), &done.seats)
    );
    assert!(matches!(store.truncate("nope", 0, 0).await, Err(StoreError::NotFound(_))));
    // The list tells how it ended without replaying it.
    let listed = store.recent(5).await.unwrap();
    let row = listed.iter().find(|m| m.id == new.id).unwrap();
    assert_eq!(row.outcome, live.state().outcome());
    assert!(row.outcome.as_ref().is_some_and(|o| o.winners.len() == 1), "{row:?}");
    assert_eq!(after.record.outcome, row.outcome);
}

#[tokio::test]
async fn the_file_is_in_wal_mode_with_full_sync() {
    use sqlx::ConnectOptions;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("horde.db");
    let store = Store::open(&path).await.unwrap();
    store.close().await;
    // journal_mode=WAL is a property of the file, seen by any connection.
    let mut conn = sqlx::sqlite::SqliteConnectOptions::new().filename(&path).connect().await.unwrap();
    let (mode,): (String,) = sqlx::query_as("PRAGMA journal_mode").fetch_one(&mut conn).await.unwrap();
    assert_eq!(mode, "wal");
    // Reopening an existing file runs no migration twice.
    Store::open(&path).await.unwrap();
}

#[tokio::test]
async fn a_tampered_log_is_caught_by_the_snapshot_hash() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("horde.db")).await.unwrap();
    let (new, _) = new_match(3);
    store.create_match(&new).await.unwrap();
    let mut live = Match::<Race>::new((), 3).unwrap();
    let mut b = step(&mut live, 1);
    b.state_hash ^= 1;
    store.append(&new.id, &b).await.unwrap();
    let err = store.load(&new.id).await.unwrap().replay::<Race>().unwrap_err();
    assert!(matches!(err, horde_core::ReplayError::Drift { .. }), "{err}");
}

#[tokio::test]
async fn many_matches_write_at_once_without_busy_errors() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("horde.db")).await.unwrap();
    let mut tasks = Vec::new();
    for seed in 0..8 {
        let store = store.clone();
        tasks.push(tokio::spawn(async move {
            let (new, _) = new_match(seed);
            store.create_match(&new).await.unwrap();
            let mut live = Match::<Race>::new((), seed).unwrap();
            while live.decision() != Decision::Terminal {
                store.append(&new.id, &step(&mut live, 1)).await.unwrap();
            }
            let replayed: Match<Race> = store.load(&new.id).await.unwrap().replay().unwrap();
            assert_eq!(replayed.state().state_hash(), live.state().state_hash());
        }));
    }
    for t in tasks {
        t.await.unwrap();
    }
}

#[tokio::test]
async fn names_are_kept_with_their_seats_and_listed() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("horde.db")).await.unwrap();
    let (new, _) = new_match(5);
    store.create_match(&new).await.unwrap();
    let named = SeatRecord { name: Some("Ann <b>".into()), ..new.seats[0].clone() };
    store.set_seat(&new.id, &named).await.unwrap();
    assert_eq!(store.load(&new.id).await.unwrap().seats[0], named);
    let (other, _) = new_match(6);
    store.create_match(&other).await.unwrap();
    let listed = store.recent(10).await.unwrap();
    let row = |id: &str| listed.iter().find(|m| m.id == id).unwrap().players.clone();
    let ours = row(&new.id);
    assert_eq!(ours.len(), 2, "{ours:?}");
    assert_eq!((ours[0].seat, ours[0].name.as_deref()), (Seat(0), Some("Ann <b>")));
    assert_eq!((ours[1].kind, ours[1].bot.as_deref(), ours[1].name.as_deref()), (SeatKind::Bot, Some("random"), None));
    assert!(row(&other.id).iter().all(|p| p.name.is_none()), "one match's names stay with it");
    let ours = listed.iter().find(|m| m.id == new.id).unwrap();
    assert_eq!((ours.mission.as_deref(), &ours.outcome), (Some("sprint"), &None));
}

/// A database written before seats had names opens, brings its schema
/// up to date and loads its matches with no names.
#[tokio::test]
async fn a_database_from_before_names_still_loads() {
    use sqlx::{ConnectOptions, Connection};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.db");
    // The schema of the build before names: migrations 1 and 2.
    let old = horde_store::migrator_through(2);
    let mut conn =
        sqlx::sqlite::SqliteConnectOptions::new().filename(&path).create_if_missing(true).connect().await.unwrap();
    old.run(&mut conn).await.unwrap();
    sqlx::query(
        "INSERT INTO matches (id, game, rules_version, setup, seed, status, created_at, updated_at) \
         VALUES ('old', 'race', 1, 'null', 8, 'active', 1, 1)",
    )
    .execute(&mut conn)
    .await
    .unwrap();
    sqlx::query(
        "INSERT INTO seats (match_id, seat, kind, bot) VALUES ('old', 0, 'human', NULL), ('old', 1, 'bot', 'random')",
    )
    .execute(&mut conn)
    .await
    .unwrap();
    conn.close().await.unwrap();

    let store = Store::open(&path).await.unwrap();
    let stored = store.load("old").await.unwrap();
    assert_eq!(stored.seats.len(), 2);
    assert!(stored.seats.iter().all(|s| s.name.is_none()));
    assert_eq!((stored.record.mission.as_deref(), &stored.record.outcome), (None, &None));
    assert_eq!(stored.seats[1].bot.as_deref(), Some("random"));
    // And the new column takes a name.
    let named = SeatRecord { name: Some("Boris".into()), ..stored.seats[0].clone() };
    store.set_seat("old", &named).await.unwrap();
    assert_eq!(store.load("old").await.unwrap().seats[0].name.as_deref(), Some("Boris"));
}
