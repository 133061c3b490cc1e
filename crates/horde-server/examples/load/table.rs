//! One table of people: it opens a match, plays it to its end through
//! each seat's own client, and opens the next, until the time is up.

use crate::tally::Tally;
use crate::{Args, Error, Pace};
use horde_core::{Decision, HordeRng, Viewer};
use horde_server::protocol::{Accepted, CreatedMatch, Joined, SeatState};
use serde_json::{Value, json};
use std::time::{Duration, Instant};
use tokio::sync::Barrier;

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
            Ok(t) => t.play(&plan, &mut rng, deadline, &mut tally).await,
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
    base: String,
    token: String,
}

/// An open match and its people, seat by seat.
struct Table {
    id: String,
    people: Vec<Person>,
}

/// A refusal after which a seat reads its state again; more in a row than
/// this give the match up.
const REFUSALS_IN_A_ROW: u32 = 3;

impl Table {
    /// Creates match `number` (as seat 0's person, on its process) and
    /// has every seat's person join it on theirs: seat k of match m talks
    /// to process (m + k) mod N.
    async fn open(plan: &Plan, number: u64, bases: &[String]) -> Result<Self, Error> {
        let base_of = |k: usize| bases[(number as usize + k) % bases.len()].clone();
        let creator = reqwest::Client::new();
        let r = creator.post(format!("{}/api/matches", base_of(0))).json(&plan.create_body(number)).send().await?;
        let created: CreatedMatch = ok(r).await?.json().await?;
        let mut people = Vec::new();
        for (k, s) in created.seats.into_iter().enumerate() {
            // Seat 0's person is the creator: same client, same connection.
            let http = if k == 0 { creator.clone() } else { reqwest::Client::new() };
            let base = base_of(k);
            let r = http.post(format!("{base}/api/join")).json(&json!({"token": s.token})).send().await?;
            let joined: Joined = ok(r).await?.json().await?;
            people.push(Person { http, base, token: joined.token });
        }
        Ok(Self { id: created.match_id, people })
    }

    async fn state(&self, seat: usize) -> Result<SeatState, Error> {
        let p = &self.people[seat];
        let url = format!("{}/api/matches/{}/state", p.base, self.id);
        let r = p.http.get(url).bearer_auth(&p.token).send().await.map_err(reqwest::Error::without_url)?;
        Ok(ok(r).await?.json().await.map_err(reqwest::Error::without_url)?)
    }

    /// Plays until the rules end the match, the deadline, or an error.
    async fn play(&self, plan: &Plan, rng: &mut HordeRng, deadline: Instant, tally: &mut Tally) -> End {
        let mut state = match self.state(0).await {
            Ok(s) => s,
            Err(e) => return failed(tally, "reading the first state", &e),
        };
        let mut refused_in_a_row = 0;
        // Whether the state in hand was read because another seat's page
        // sent the turn here (not answered to an action).
        let mut just_read = false;
        loop {
            if Instant::now() >= deadline {
                return End::Deadline;
            }
            let seat = match state.decision {
                Decision::Terminal => return End::Finished,
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
                state = match self.state(seat).await {
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
            if !plan.pace.flat_out() {
                tokio::time::sleep(plan.think(rng)).await;
                if Instant::now() >= deadline {
                    return End::Deadline;
                }
            }
            let p = &self.people[seat];
            let t0 = Instant::now();
            let sent = p
                .http
                .post(format!("{}/api/matches/{}/actions", p.base, self.id))
                .bearer_auth(&p.token)
                .json(&json!({"index": pick, "seq": state.seq}))
                .send()
                .await;
            let r = match sent {
                Ok(r) => r,
                Err(e) => return failed(tally, "sending an action", &e.without_url().into()),
            };
            let status = r.status();
            if status.is_success() {
                match r.json::<Accepted>().await {
                    Ok(a) => {
                        tally.actions.push(t0.elapsed());
                        state = a.state;
                        refused_in_a_row = 0;
                        just_read = false;
                    }
                    Err(e) => return failed(tally, "reading an action's answer", &e.without_url().into()),
                }
            } else if status.is_client_error() {
                let body: Value = r.json().await.unwrap_or_default();
                let why = body["error"].as_str().unwrap_or("no message");
                tally.refuse(format!("{status}: {}", short(why)));
                refused_in_a_row += 1;
                if refused_in_a_row > REFUSALS_IN_A_ROW {
                    tally.fail(format!("more than {REFUSALS_IN_A_ROW} refusals in a row"));
                    return End::Failed;
                }
                state = match self.state(seat).await {
                    Ok(s) => s,
                    Err(e) => return failed(tally, "reading the state after a refusal", &e),
                };
            } else {
                let text = r.text().await.unwrap_or_default();
                tally.fail(format!("an action answered {status}: {}", short(&text)));
                return End::Failed;
            }
        }
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
