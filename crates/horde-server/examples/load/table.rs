//! One table of people: it opens a match, plays it to its end through
//! each seat's own client, and opens the next, until the time is up.

use crate::tally::{Ack, Played, Tally};
use crate::{Args, Error, Pace};
use horde_core::{Decision, HordeRng, Viewer};
use horde_server::protocol::{CreatedMatch, Joined};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use std::time::{Duration, Instant};
use tokio::sync::Barrier;

/// The part of a seat's state a person here needs: whose turn, the log
/// length and the indices of the legal actions. The rest of the answer
/// (the view, the board's drawing, the labels) is skipped as it is read,
/// never built: the harness shares the server's cores.
#[derive(Debug, Deserialize)]
struct SeatState {
    viewer: Viewer,
    seq: u64,
    decision: Decision,
    legal: Vec<Legal>,
}

#[derive(Debug, Deserialize)]
struct Legal {
    index: u32,
}

/// The answer to an accepted action, read as lean as [`SeatState`].
#[derive(Debug, Deserialize)]
struct Accepted {
    seq: u64,
    state: SeatState,
}

/// An action request's body.
#[derive(Serialize)]
struct Act {
    index: u32,
    seq: u64,
}

/// What every table plays.
#[derive(Clone, Debug)]
pub struct Plan {
    pub game: String,
    pub mission: String,
    seats: u8,
    turns: u32,
    pace: Pace,
    seconds: Duration,
    seed: u64,
    tables: usize,
}

impl Plan {
    pub fn new(args: &Args) -> Result<Self, Error> {
        let mission = match (&args.mission, args.game.as_str()) {
            (Some(m), _) => m.clone(),
            (None, "duel") => "duel".to_owned(),
            (None, "rue-morgue") => "m01".to_owned(),
            (None, "grid-siege") => "siege".to_owned(),
            (None, other) => return Err(format!("name a mission of {other} with --mission").into()),
        };
        Ok(Self {
            game: args.game.clone(),
            mission,
            seats: args.seats,
            turns: args.turns,
            pace: args.pace_ms,
            seconds: Duration::from_secs(args.seconds),
            seed: args.seed,
            tables: args.matches,
        })
    }

    /// The lobby's create request, every seat a person's. The demo duel
    /// keeps its short practice setup, so its runs compare with earlier ones.
    fn create_body(&self, number: u64) -> Value {
        let seats = vec!["human"; usize::from(self.seats)];
        if self.game == "duel" {
            json!({"game": "duel", "mission": "duel", "seats": seats, "seed": number, "practice": true,
                   "setup": {"seats": self.seats, "turns": self.turns}})
        } else {
            json!({"game": self.game, "mission": self.mission, "seats": seats})
        }
    }

    /// A person's pause before an action.
    fn think(&self, rng: &mut HordeRng) -> Duration {
        self.pace.lo + (self.pace.hi - self.pace.lo).mul_f64(rng.unit())
    }
}

/// How a match left the table.
enum End {
    /// The rules ended it.
    Finished,
    /// The time was up first.
    Deadline,
    /// An error stopped it (counted in the tally).
    Failed,
}

/// Plays matches at table `table` until `plan.seconds` after every table
/// has opened its first match (the barrier).
pub async fn run(plan: Plan, table: usize, bases: Vec<String>, ready: &Barrier) -> Tally {
    let mut tally = Tally::default();
    let mut rng = HordeRng::new(plan.seed, table as u64);
    // Match number g * tables + table: distinct over the run, and it
    // decides which process serves each seat.
    let mut number = table as u64;
    let first = Table::open(&plan, number, &bases).await;
    ready.wait().await;
    let deadline = Instant::now() + plan.seconds;
    // Tables do not start in step: each begins somewhere in one pause.
    tokio::time::sleep(plan.pace.hi.mul_f64(rng.unit())).await;
    let mut next = Some(first);
    while Instant::now() < deadline {
        let opened = match next.take() {
            Some(t) => t,
            None => {
                number += plan.tables as u64;
                Table::open(&plan, number, &bases).await
            }
        };
        tally.opened += 1;
        let end = match opened {
            Ok(mut t) => t.play(&plan, &mut rng, deadline, &mut tally).await,
            Err(e) => {
                tally.fail(format!("opening a match: {e}"));
                End::Failed
            }
        };
        match end {
            End::Finished => tally.finished += 1,
            End::Deadline => {}
            End::Failed => {
                tally.abandoned += 1;
                // A failing server is not hammered by a tight loop.
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
    }
    tally
}

/// One seat's person: a client of its own, on its process.
struct Person {
    http: reqwest::Client,
    /// Which of the processes it talks to.
    process: usize,
    token: String,
}

/// An open match and its people, seat by seat.
struct Table {
    id: String,
    people: Vec<Person>,
    bases: Vec<String>,
}

/// A refusal after which a seat reads its state again; more in a row than
/// this give the match up.
const REFUSALS_IN_A_ROW: u32 = 3;

/// Failures in a row (connections refused everywhere, "try again",
/// outcomes unknown) after which a match is given up: with the pause
/// between tries, some 10 s, longer than any failover may take.
const FAILURES_IN_A_ROW: u32 = 200;

/// Between a failure and the next try.
const FAILURE_PAUSE: Duration = Duration::from_millis(50);

/// How one request to the match's server went.
enum Sent {
    Answer(reqwest::Response),
    /// "Try again" (503): the match is moving between processes.
    TryAgain,
    /// The request may have reached the server, its answer did not come.
    Unknown(Error),
}

impl Table {
    /// Creates match `number` (as seat 0's person, on its process) and
    /// has every seat's person join it on theirs: seat k of match m talks
    /// to process (m + k) mod N.
    async fn open(plan: &Plan, number: u64, bases: &[String]) -> Result<Self, Error> {
        let mut shift = 0;
        loop {
            match Self::open_on(plan, number, bases, shift).await {
                // That process is dead: the match opens on the next one.
                Err(e)
                    if shift + 1 < bases.len()
                        && e.downcast_ref::<reqwest::Error>().is_some_and(reqwest::Error::is_connect) =>
                {
                    shift += 1;
                }
                opened => return opened,
            }
        }
    }

    /// [`Table::open`], with every seat's process moved on by `shift`.
    async fn open_on(plan: &Plan, number: u64, bases: &[String], shift: usize) -> Result<Self, Error> {
        let process_of = |k: usize| (number as usize + k + shift) % bases.len();
        let creator = reqwest::Client::new();
        let r = creator
            .post(format!("{}/api/matches", bases[process_of(0)]))
            .json(&plan.create_body(number))
            .send()
            .await?;
        let created: CreatedMatch = ok(r).await?.json().await?;
        let mut people = Vec::new();
        for (k, s) in created.seats.into_iter().enumerate() {
            // Seat 0's person is the creator: same client, same connection.
            let http = if k == 0 { creator.clone() } else { reqwest::Client::new() };
            let process = process_of(k);
            let r = http.post(format!("{}/api/join", bases[process])).json(&json!({"token": s.token})).send().await?;
            let joined: Joined = ok(r).await?.json().await?;
            people.push(Person { http, process, token: joined.token });
        }
        Ok(Self { id: created.match_id, people, bases: bases.to_vec() })
    }

    /// Sends seat `seat`'s request, built by `build` from its client and
    /// the match's URL on its process. A process that refuses the
    /// connection is dead: the person goes on through the next one, as a
    /// load balancer would send it (nothing was sent, so this is safe).
    async fn send(
        &mut self,
        seat: usize,
        tally: &mut Tally,
        build: impl Fn(&reqwest::Client, String) -> reqwest::RequestBuilder,
    ) -> Sent {
        let mut refused = 0;
        loop {
            let p = &self.people[seat];
            let url = format!("{}/api/matches/{}", self.bases[p.process], self.id);
            match build(&p.http, url).send().await {
                Ok(r) if r.status() == reqwest::StatusCode::SERVICE_UNAVAILABLE => {
                    tally.retried += 1;
                    return Sent::TryAgain;
                }
                Ok(r) => return Sent::Answer(r),
                Err(e) if e.is_connect() && refused < self.bases.len() => {
                    refused += 1;
                    tally.moved += 1;
                    let p = &mut self.people[seat];
                    p.process = (p.process + 1) % self.bases.len();
                }
                Err(e) => return Sent::Unknown(e.without_url().into()),
            }
        }
    }

    /// Seat `seat`'s state, tried again (within the bound) while the
    /// match moves between processes.
    async fn state(&mut self, seat: usize, tally: &mut Tally) -> Result<SeatState, Error> {
        let mut failures = 0;
        loop {
            let token = self.people[seat].token.clone();
            let why: Error =
                match self.send(seat, tally, |http, url| http.get(format!("{url}/state")).bearer_auth(&token)).await {
                    Sent::Answer(r) => return Ok(ok(r).await?.json().await.map_err(reqwest::Error::without_url)?),
                    Sent::TryAgain => "503 try again".into(),
                    Sent::Unknown(e) => e,
                };
            failures += 1;
            if failures >= FAILURES_IN_A_ROW {
                return Err(why);
            }
            tokio::time::sleep(FAILURE_PAUSE).await;
        }
    }

    /// Plays until the rules end the match, the deadline, or an error.
    async fn play(&mut self, plan: &Plan, rng: &mut HordeRng, deadline: Instant, tally: &mut Tally) -> End {
        tally.matches.entry(self.id.clone()).or_default();
        let mut state = match self.state(0, tally).await {
            Ok(s) => s,
            Err(e) => return failed(tally, "reading the first state", &e),
        };
        let mut refused_in_a_row = 0;
        let mut failed_in_a_row = 0;
        // Whether the state in hand was read because another seat's page
        // sent the turn here (not answered to an action).
        let mut just_read = false;
        loop {
            if Instant::now() >= deadline {
                return End::Deadline;
            }
            let seat = match state.decision {
                Decision::Terminal => {
                    self.played(tally).trying_since = None;
                    return End::Finished;
                }
                Decision::Chance => {
                    tally.fail("a client was shown a chance decision (the server draws chance)".into());
                    return End::Failed;
                }
                Decision::Seat(s) => usize::from(s.0),
            };
            if seat >= self.people.len() {
                tally.fail(format!("seat {seat} is to act at a table of {}", self.people.len()));
                return End::Failed;
            }
            // The turn came to another seat: its person reads its page.
            if state.viewer != Viewer::Seat(horde_core::Seat(seat as u8)) {
                // A seat's page that names another seat right after that
                // seat's page named it: their processes disagree (each
                // plays its own copy of the match).
                if just_read {
                    tally.fail("two seats' pages each say the other is to act".into());
                    return End::Failed;
                }
                just_read = true;
                let t0 = Instant::now();
                state = match self.state(seat, tally).await {
                    Ok(s) => s,
                    Err(e) => return failed(tally, "reading a seat's state", &e),
                };
                tally.reads.push(t0.elapsed());
                continue;
            }
            if state.legal.is_empty() {
                tally.fail("a seat to act was offered no legal action".into());
                return End::Failed;
            }
            let len = u32::try_from(state.legal.len()).unwrap_or(u32::MAX);
            let pick = state.legal[rng.below(len) as usize].index;
            // A retry after a failure is no new thought: no pause.
            if !plan.pace.flat_out() && failed_in_a_row == 0 {
                tokio::time::sleep(plan.think(rng)).await;
                if Instant::now() >= deadline {
                    return End::Deadline;
                }
            }
            let tried = *self.played(tally).trying_since.get_or_insert_with(Instant::now);
            let token = self.people[seat].token.clone();
            let t0 = Instant::now();
            let body = Act { index: pick, seq: state.seq };
            let sent = self
                .send(seat, tally, |http, url| http.post(format!("{url}/actions")).bearer_auth(&token).json(&body))
                .await;
            let why: Error = match sent {
                Sent::Answer(r) if r.status().is_success() => match r.json::<Accepted>().await {
                    Ok(a) => {
                        let acked = Instant::now();
                        tally.actions.push(acked - t0);
                        let from = state.seq;
                        let played = self.played(tally);
                        played.acks.push(Ack { from, to: a.seq, index: pick, tried, acked });
                        played.trying_since = None;
                        state = a.state;
                        refused_in_a_row = 0;
                        failed_in_a_row = 0;
                        just_read = false;
                        continue;
                    }
                    Err(e) => return failed(tally, "reading an action's answer", &e.without_url().into()),
                },
                Sent::Answer(r) if r.status().is_client_error() => {
                    let status = r.status();
                    let body: Value = r.json().await.unwrap_or_default();
                    let why = body["error"].as_str().unwrap_or("no message");
                    tally.refuse(format!("{status}: {}", short(why)));
                    refused_in_a_row += 1;
                    if refused_in_a_row > REFUSALS_IN_A_ROW {
                        tally.fail(format!("more than {REFUSALS_IN_A_ROW} refusals in a row"));
                        return End::Failed;
                    }
                    state = match self.state(seat, tally).await {
                        Ok(s) => s,
                        Err(e) => return failed(tally, "reading the state after a refusal", &e),
                    };
                    continue;
                }
                Sent::Answer(r) => {
                    let status = r.status();
                    let text = r.text().await.unwrap_or_default();
                    tally.fail(format!("an action answered {status}: {}", short(&text)));
                    return End::Failed;
                }
                // "Try again" may follow a relay whose request reached the
                // holder: the action may have been played.
                Sent::TryAgain => "503 try again".into(),
                Sent::Unknown(e) => e,
            };
            self.played(tally).uncertain.push(state.seq);
            failed_in_a_row += 1;
            if failed_in_a_row >= FAILURES_IN_A_ROW {
                return failed(tally, "sending an action", &why);
            }
            tokio::time::sleep(FAILURE_PAUSE).await;
            // What became of it shows in the state: read it afresh.
            state = match self.state(seat, tally).await {
                Ok(s) => s,
                Err(e) => return failed(tally, "reading the state after a failure", &e),
            };
        }
    }

    fn played<'t>(&self, tally: &'t mut Tally) -> &'t mut Played {
        tally.matches.entry(self.id.clone()).or_default()
    }
}

fn failed(tally: &mut Tally, doing: &str, e: &Error) -> End {
    tally.fail(format!("{doing}: {}", short(&e.to_string())));
    End::Failed
}

/// The answer if it is a success, else its status and message as the error.
async fn ok(r: reqwest::Response) -> Result<reqwest::Response, Error> {
    let status = r.status();
    if status.is_success() {
        return Ok(r);
    }
    let text = r.text().await.unwrap_or_default();
    Err(format!("{status}: {}", short(&text)).into())
}

/// A message cut to a length that groups alike ones in the report.
fn short(s: &str) -> String {
    s.chars().take(160).collect()
}
