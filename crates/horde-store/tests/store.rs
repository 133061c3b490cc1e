//! The store against a real database: every test runs twice, on a SQLite
//! file in a temporary directory and on a fresh PostgreSQL database (the
//! server `HORDE_TEST_DATABASE` names, or a throwaway cluster; see
//! `horde_store::test_db`).
#![allow(clippy::unwrap_used)] // test helpers: a failure here is a failed test

use horde_core::{Actor, Decision, FileEntry, Game, Illegal, Match, Outcome, Seat, SetupError, Viewer};
use horde_store::test_db::TestDb;
use horde_store::token::{new_match_id, new_token, token_hash};
use horde_store::{Backend, Batch, MatchStatus, NewMatch, SeatKind, SeatRecord, StoreError};
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

horde_store::on_both_backends!(
    actions_survive_reopening_and_replay_to_the_same_state,
    out_of_sequence_batches_are_refused_and_change_nothing,
    undo_truncates_and_seats_change,
    a_finished_match_is_final_in_the_store,
    reopening_runs_no_migration_twice,
    a_tampered_log_is_caught_by_the_snapshot_hash,
    many_matches_write_at_once_without_busy_errors,
    appends_sent_together_are_each_checked_and_written_alone,
    names_are_kept_with_their_seats_and_listed,
    a_database_from_before_names_still_loads,
    chat_lines_are_numbered_per_match,
    of_two_stores_racing_for_a_lease_exactly_one_wins,
    a_lease_is_renewed_by_its_holder_and_taken_once_expired,
    a_fenced_write_needs_the_writers_live_lease,
    renewing_keeps_only_the_leases_still_held,
    a_gone_holders_leases_are_listed_and_taken_before_they_lapse,
);

async fn actions_survive_reopening_and_replay_to_the_same_state(db: TestDb) {
    let (new, token) = new_match(42);
    let mut live = Match::<Race>::new((), 42).unwrap();
    {
        let store = db.store().await;
        store.create_match(&new).await.unwrap();
        for n in [1, 3, 2] {
            store.append(&new.id, &step(&mut live, n)).await.unwrap();
        }
        store.close().await;
    }
    // A new process would do exactly this: open the database, replay the log.
    let store = db.store().await;
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

async fn out_of_sequence_batches_are_refused_and_change_nothing(db: TestDb) {
    let store = db.store().await;
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

async fn undo_truncates_and_seats_change(db: TestDb) {
    let store = db.store().await;
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

async fn a_finished_match_is_final_in_the_store(db: TestDb) {
    let store = db.store().await;
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
async fn the_sqlite_file_is_in_wal_mode() {
    use sqlx::ConnectOptions;
    let db = TestDb::new(Backend::Sqlite).await;
    let horde_store::Database::Sqlite(path) = &db.database else { unreachable!() };
    db.store().await.close().await;
    // journal_mode=WAL is a property of the file, seen by any connection.
    let mut conn = sqlx::sqlite::SqliteConnectOptions::new().filename(path).connect().await.unwrap();
    let (mode,): (String,) = sqlx::query_as("PRAGMA journal_mode").fetch_one(&mut conn).await.unwrap();
    assert_eq!(mode, "wal");
}

async fn reopening_runs_no_migration_twice(db: TestDb) {
    let store = db.store().await;
    assert_eq!(store.backend(), db.database.backend());
    let (new, _) = new_match(11);
    store.create_match(&new).await.unwrap();
    store.close().await;
    let again = db.store().await;
    assert_eq!(again.load(&new.id).await.unwrap().record.seed, 11);
    assert!(again.health().await.readable);
}

async fn a_tampered_log_is_caught_by_the_snapshot_hash(db: TestDb) {
    let store = db.store().await;
    let (new, _) = new_match(3);
    store.create_match(&new).await.unwrap();
    let mut live = Match::<Race>::new((), 3).unwrap();
    let mut b = step(&mut live, 1);
    b.state_hash ^= 1;
    store.append(&new.id, &b).await.unwrap();
    let err = store.load(&new.id).await.unwrap().replay::<Race>().unwrap_err();
    assert!(matches!(err, horde_core::ReplayError::Drift { .. }), "{err}");
}

async fn many_matches_write_at_once_without_busy_errors(db: TestDb) {
    let store = db.store().await;
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

/// Appends that wait together are written in one transaction: each is
/// still refused or kept as it would be alone, a refused one changes
/// nothing, and two of the same match are written in their order.
async fn appends_sent_together_are_each_checked_and_written_alone(db: TestDb) {
    let store = db.store().await;
    let mut live = Vec::new();
    let mut ids = Vec::new();
    for seed in 0..4 {
        let (new, _) = new_match(seed);
        store.create_match(&new).await.unwrap();
        ids.push(new.id);
        live.push(Match::<Race>::new((), seed).unwrap());
    }
    let played = step(&mut live[0], 1);
    let replayed = played.clone();
    let mut gap = step(&mut live[1], 2);
    gap.first_seq += 1;
    let fresh = step(&mut live[2], 3);
    let first = step(&mut live[3], 1);
    let nowhere = step(&mut Match::<Race>::new((), 9).unwrap(), 1);
    store.append(&ids[0], &played).await.unwrap();
    // Sent at once, the writer finds them all waiting (or some of them).
    let (again, gapped, kept, one, missing) = tokio::join!(
        store.append(&ids[0], &replayed),
        store.append(&ids[1], &gap),
        store.append(&ids[2], &fresh),
        store.append(&ids[3], &first),
        store.append("no-such-match", &nowhere),
    );
    assert!(matches!(again, Err(StoreError::OutOfSequence { expected: 2, found: 0, .. })), "{again:?}");
    assert!(matches!(gapped, Err(StoreError::OutOfSequence { expected: 0, found: 1, .. })), "{gapped:?}");
    assert!(missing.is_err(), "{missing:?}");
    kept.unwrap();
    one.unwrap();
    // Two of one match waiting together: the second follows the first.
    let second = step(&mut live[3], 2);
    let third = step(&mut live[3], 3);
    let (two, three) = tokio::join!(store.append(&ids[3], &second), store.append(&ids[3], &third));
    two.unwrap();
    three.unwrap();
    let lengths: Vec<usize> = [0, 1, 2, 3].map(|i| live[i].log().len()).into();
    for (i, id) in ids.iter().enumerate() {
        let stored = store.load(id).await.unwrap();
        let want = if i == 1 { 0 } else { lengths[i] };
        assert_eq!(stored.actions.len(), want, "match {i}");
        if want > 0 {
            let replayed: Match<Race> = stored.replay().unwrap();
            assert_eq!(replayed.state().state_hash(), live[i].state().state_hash(), "match {i}");
        } else {
            assert_eq!(stored.snapshot, None, "a refused append leaves no snapshot");
        }
    }
}

async fn names_are_kept_with_their_seats_and_listed(db: TestDb) {
    let store = db.store().await;
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
async fn a_database_from_before_names_still_loads(db: TestDb) {
    use sqlx::Connection;
    // The schema of the build before names: migrations 1 and 2.
    let old = horde_store::migrator_through(db.database.backend(), 2);
    sqlx::any::install_default_drivers();
    let mut conn = sqlx::AnyConnection::connect(&db.database.url().unwrap()).await.unwrap();
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

    let store = db.store().await;
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

async fn chat_lines_are_numbered_per_match(db: TestDb) {
    let store = db.store().await;
    let (a, _) = new_match(1);
    let (b, _) = new_match(2);
    store.create_match(&a).await.unwrap();
    store.create_match(&b).await.unwrap();
    for (i, text) in ["hi", "run", "left!"].into_iter().enumerate() {
        let line = store.add_chat(&a.id, Seat(u8::try_from(i % 2).unwrap()), text).await.unwrap();
        assert_eq!((line.seq, line.text.as_str()), (i as u64, text));
    }
    assert_eq!(store.add_chat(&b.id, Seat(1), "other table").await.unwrap().seq, 0);
    let latest: Vec<_> = store.chat(&a.id, 2).await.unwrap().into_iter().map(|l| (l.seq, l.seat, l.text)).collect();
    assert_eq!(latest, vec![(1, Seat(1), "run".to_owned()), (2, Seat(0), "left!".to_owned())]);
    assert!(matches!(store.add_chat("nope", Seat(0), "x").await, Err(StoreError::NotFound(_))));
    assert!(matches!(store.chat("nope", 5).await, Err(StoreError::NotFound(_))));
}

/// Two stores, as two server processes would hold, race for the lease of
/// one match, many times over: each time exactly one wins.
async fn of_two_stores_racing_for_a_lease_exactly_one_wins(db: TestDb) {
    let (a, b) = (db.store().await, db.store().await);
    let minute = std::time::Duration::from_secs(60);
    for round in 0..10 {
        let (new, _) = new_match(round);
        a.create_match(&new).await.unwrap();
        let mut racers = Vec::new();
        for k in 0..8 {
            let store = if k % 2 == 0 { a.clone() } else { b.clone() };
            let id = new.id.clone();
            racers.push(tokio::spawn(async move { (k, store.take_lease(&id, &format!("p{k}"), minute).await) }));
        }
        let mut winners = Vec::new();
        for r in racers {
            let (k, won) = r.await.unwrap();
            if won.unwrap() {
                winners.push(k);
            }
        }
        assert_eq!(winners.len(), 1, "round {round}: winners {winners:?}");
        let holder = a.lease(&new.id).await.unwrap().unwrap();
        assert_eq!(holder.owner, format!("p{}", winners[0]));
        assert_eq!(b.lease(&new.id).await.unwrap(), Some(holder));
    }
}

async fn a_lease_is_renewed_by_its_holder_and_taken_once_expired(db: TestDb) {
    let (a, b) = (db.store().await, db.store().await);
    let minute = std::time::Duration::from_secs(60);
    let (new, _) = new_match(4);
    a.create_match(&new).await.unwrap();
    assert!(matches!(a.take_lease("nope", "one", minute).await, Err(StoreError::NotFound(_))));
    assert!(a.take_lease(&new.id, "one", minute).await.unwrap());
    let first = a.lease(&new.id).await.unwrap().unwrap();
    // The holder renews; another owner cannot take an unexpired lease.
    assert!(a.take_lease(&new.id, "one", minute * 2).await.unwrap());
    assert!(a.lease(&new.id).await.unwrap().unwrap().expires > first.expires);
    assert!(!b.take_lease(&new.id, "two", minute).await.unwrap());
    // A holder that stops renewing: a lease of no length has expired at once.
    assert!(a.take_lease(&new.id, "one", std::time::Duration::ZERO).await.unwrap());
    assert!(b.take_lease(&new.id, "two", minute).await.unwrap());
    assert!(!a.take_lease(&new.id, "one", minute).await.unwrap(), "the old holder lost it");
    // Releasing someone else's lease changes nothing; releasing one's own frees it.
    a.release_lease(&new.id, "one").await.unwrap();
    assert_eq!(a.lease(&new.id).await.unwrap().map(|l| l.owner), Some("two".to_owned()));
    b.release_lease(&new.id, "two").await.unwrap();
    assert_eq!(a.lease(&new.id).await.unwrap(), None);
    assert!(a.take_lease(&new.id, "one", minute).await.unwrap());
}

/// Fencing: a store fenced with an owner appends, undoes and changes seats
/// only while that owner holds the match's unexpired lease. An old holder
/// paused past its expiry (here: a lease of no length) is refused, whether
/// or not another process took the lease meanwhile, and the log keeps
/// only the holder's actions.
async fn a_fenced_write_needs_the_writers_live_lease(db: TestDb) {
    let one = db.store().await.fenced("one");
    let two = db.store().await.fenced("two");
    let minute = std::time::Duration::from_secs(60);
    let (new, _) = new_match(5);
    one.create_match(&new).await.unwrap();
    let mut live = Match::<Race>::new((), 5).unwrap();
    let first = step(&mut live, 1);
    assert!(matches!(one.append(&new.id, &first).await, Err(StoreError::NotOwner(_))), "no lease yet");
    assert!(one.take_lease(&new.id, "one", minute).await.unwrap());
    assert!(matches!(two.append(&new.id, &first).await, Err(StoreError::NotOwner(_))), "not the holder");
    one.append(&new.id, &first).await.unwrap();
    // Paused past its expiry: nobody took the lease yet, still refused.
    assert!(one.take_lease(&new.id, "one", std::time::Duration::ZERO).await.unwrap());
    let second = step(&mut live, 2);
    assert!(matches!(one.append(&new.id, &second).await, Err(StoreError::NotOwner(_))));
    assert!(matches!(one.truncate(&new.id, 0, 0).await, Err(StoreError::NotOwner(_))));
    let seat = SeatRecord { seat: Seat(1), kind: SeatKind::Human, token_hash: None, bot: None, name: None };
    assert!(matches!(one.set_seat(&new.id, &seat).await, Err(StoreError::NotOwner(_))));
    // Another process takes over; the old holder stays refused.
    assert!(two.take_lease(&new.id, "two", minute).await.unwrap());
    two.append(&new.id, &second).await.unwrap();
    let third = step(&mut live, 3);
    assert!(matches!(one.append(&new.id, &third).await, Err(StoreError::NotOwner(_))));
    let stored = two.load(&new.id).await.unwrap();
    assert_eq!(stored.actions.len(), live.log().len() - third.entries.len());
    two.set_seat(&new.id, &seat).await.unwrap();
}

/// One statement renews every lease an owner still holds, and only those.
async fn renewing_keeps_only_the_leases_still_held(db: TestDb) {
    let (a, b) = (db.store().await, db.store().await);
    let minute = std::time::Duration::from_secs(60);
    let mut ids = Vec::new();
    for seed in 0..3 {
        let (new, _) = new_match(seed);
        a.create_match(&new).await.unwrap();
        ids.push(new.id);
    }
    for id in &ids {
        assert!(a.take_lease_at(id, "one", Some("10.0.0.1:80"), minute).await.unwrap());
    }
    // The third expires and another owner takes it.
    assert!(a.take_lease(&ids[2], "one", std::time::Duration::ZERO).await.unwrap());
    assert_eq!(a.unleased().await.unwrap(), vec![ids[2].clone()]);
    assert!(b.take_lease(&ids[2], "two", minute).await.unwrap());
    let before = a.lease(&ids[0]).await.unwrap().unwrap();
    assert!(before.live);
    assert_eq!(before.addr.as_deref(), Some("10.0.0.1:80"));
    let mut renewed = a.renew_leases("one", minute * 2).await.unwrap();
    renewed.sort();
    let mut held = ids[..2].to_vec();
    held.sort();
    assert_eq!(renewed, held);
    assert!(a.lease(&ids[0]).await.unwrap().unwrap().expires > before.expires);
    assert_eq!(a.lease(&ids[2]).await.unwrap().unwrap().owner, "two");
    assert!(a.unleased().await.unwrap().is_empty());
}

/// A starting process finds the live leases other owners hold, with their
/// addresses, and takes those of a holder that is gone (nothing listens at
/// its address) without waiting for them to lapse; the gone holder's
/// writes are then refused.
async fn a_gone_holders_leases_are_listed_and_taken_before_they_lapse(db: TestDb) {
    let (a, b) = (db.store().await, db.store().await.fenced("gone"));
    let minute = std::time::Duration::from_secs(60);
    let mut ids = Vec::new();
    for seed in 10..12 {
        let (new, _) = new_match(seed);
        a.create_match(&new).await.unwrap();
        ids.push(new.id);
    }
    assert!(a.take_lease_at(&ids[0], "gone", Some("10.0.0.9:80"), minute).await.unwrap());
    assert!(a.take_lease_at(&ids[1], "alive", Some("10.0.0.8:80"), minute).await.unwrap());
    let mut held = a.held_by_others("me").await.unwrap();
    held.sort();
    // Match ids are random: compare in the same (id) order.
    let mut expected = vec![(ids[1].clone(), "10.0.0.8:80".to_owned()), (ids[0].clone(), "10.0.0.9:80".to_owned())];
    expected.sort();
    assert_eq!(held, expected);
    assert_eq!(a.held_by_others("gone").await.unwrap(), vec![(ids[1].clone(), "10.0.0.8:80".to_owned())]);
    // Taken from the gone holder's address: only its lease moves.
    assert!(a.take_lease_from(&ids[0], "me", Some("10.0.0.7:80"), "10.0.0.9:80", minute).await.unwrap());
    assert!(!a.take_lease_from(&ids[1], "me", Some("10.0.0.7:80"), "10.0.0.9:80", minute).await.unwrap());
    let taken = a.lease(&ids[0]).await.unwrap().unwrap();
    assert_eq!((taken.owner.as_str(), taken.addr.as_deref()), ("me", Some("10.0.0.7:80")));
    assert_eq!(a.lease(&ids[1]).await.unwrap().unwrap().owner, "alive");
    let mut live = Match::<Race>::new((), 10).unwrap();
    let first = step(&mut live, 1);
    assert!(matches!(b.append(&ids[0], &first).await, Err(StoreError::NotOwner(_))), "the gone holder is fenced off");
}
