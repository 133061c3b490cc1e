//! One task per live match. It alone owns the match; everything reaches
//! it as a [`Command`] and leaves it through per-viewer channels, each fed
//! only with what the game builds for that viewer.
//!
//! Order of an accepted action: validate, apply, resolve chance, write the
//! batch to the store, acknowledge, then tell every subscriber. A failed
//! write stops the actor; the next request reloads the match from the store.

use crate::dynmatch::{ActError, ActionInput, DynMatch};
use crate::error::ApiError;
use crate::protocol::{SeatInfo, SeatState, ServerMsg};
use crate::ws::Outbox;
use horde_core::{Decision, Seat, Viewer};
use horde_rules::Lang;
use horde_store::{Batch, MatchStatus, SeatKind, SeatRecord, Store};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};

/// Everything a match actor can be asked. Closed on purpose: the actor's
/// behaviour is this match statement and nothing else.
pub(crate) enum Command {
    State {
        viewer: Viewer,
        lang: Lang,
        reply: oneshot::Sender<SeatState>,
    },
    /// A seat's state for a socket opened with the token hashing to
    /// `holder`: refused once a join replaced that token.
    HeldState {
        seat: Seat,
        holder: [u8; 32],
        lang: Lang,
        reply: oneshot::Sender<Result<SeatState, ApiError>>,
    },
    /// Answers with the new log length and, if `with_state` (an HTTP
    /// caller, which gets no broadcast), the seat's new state, saving a
    /// second round trip.
    /// `holder` is the hash of the token the caller presented: an action
    /// sent with a token that a join has replaced is refused.
    Act {
        seat: Seat,
        holder: [u8; 32],
        input: ActionInput,
        expect_seq: Option<u64>,
        with_state: bool,
        lang: Lang,
        reply: oneshot::Sender<Result<(u64, Option<SeatState>), ApiError>>,
    },
    Undo {
        seat: Seat,
        holder: [u8; 32],
        reply: oneshot::Sender<Result<u64, ApiError>>,
    },
    /// The base of the match's boards named `key` (see `boards`), or
    /// `None` when none of its languages has that base.
    BoardBase {
        key: String,
        reply: oneshot::Sender<Option<Arc<str>>>,
    },
    /// Sends `out` the viewer's state now and every change after.
    Subscribe {
        viewer: Viewer,
        lang: Lang,
        out: Outbox,
    },
    /// A person opened the seat's link (whose token hashes to `presented`):
    /// the seat becomes theirs, under a new token hashing to `fresh`, so
    /// every older copy of the link stops working.
    /// `name`: `Some(None)` clears the seat's name, `None` keeps it.
    Join {
        seat: Seat,
        presented: [u8; 32],
        fresh: [u8; 32],
        name: Option<Option<String>>,
        reply: oneshot::Sender<Result<(), ApiError>>,
    },
    /// `by` hands `seat` (an open seat, or its own) to a bot,
    /// named as the lobby names them (`None`: the seat's default).
    GiveToBot {
        seat: Seat,
        by: Seat,
        holder: [u8; 32],
        bot: Option<String>,
        reply: oneshot::Sender<Result<(), ApiError>>,
    },
    /// A line `seat` says in the match's chat: checked, stored, then sent
    /// to every viewer; answered with its place in the chat.
    Chat {
        seat: Seat,
        holder: [u8; 32],
        text: String,
        reply: oneshot::Sender<Result<u64, ApiError>>,
    },
    /// This process no longer holds the match's lease: stop at once.
    Lost,
    /// A bot's pick, computed off the actor for the log length `at_len`.
    BotMove {
        seat: Seat,
        at_len: usize,
        index: Option<u32>,
    },
}

/// The address of a match actor.
#[derive(Clone, Debug)]
pub(crate) struct MatchHandle {
    tx: mpsc::Sender<Command>,
}

impl MatchHandle {
    /// Sends a command and waits for its reply.
    pub(crate) async fn call<T>(&self, make: impl FnOnce(oneshot::Sender<T>) -> Command) -> Result<T, ApiError> {
        let (reply, rx) = oneshot::channel();
        self.tx.send(make(reply)).await.map_err(|_| gone())?;
        rx.await.map_err(|_| gone())
    }

    pub(crate) async fn send(&self, cmd: Command) -> Result<(), ApiError> {
        self.tx.send(cmd).await.map_err(|_| gone())
    }

    pub(crate) fn is_closed(&self) -> bool {
        self.tx.is_closed()
    }
}

fn final_result() -> ApiError {
    ApiError::Conflict("the match is over: its result is final".into())
}

/// An action's refusal in the reader's language. The engine gives its
/// reasons in English; the rule ID it names goes along unchanged, so the
/// page can show that rule.
fn refusal(e: ActError, lang: Lang) -> ApiError {
    let words = horde_rules::texts::common().tr(lang);
    match e {
        ActError::NotYourTurn => ApiError::Conflict(words.t("refused-not-your-turn")),
        ActError::Finished => ApiError::Conflict(words.t("refused-over")),
        ActError::Illegal { rule, reason } => {
            ApiError::Illegal { rule, reason: horde_rules::tr!(words, "refused-by-rule", reason = reason) }
        }
        e => e.into(),
    }
}

fn gone() -> ApiError {
    ApiError::Unavailable("the match stopped; try again".into())
}

pub(crate) struct MatchActor {
    id: String,
    m: Box<dyn DynMatch>,
    seats: Vec<SeatRecord>,
    /// The creator chose the seed; every seat is told.
    practice: bool,
    store: Store,
    subscribers: Vec<(Viewer, Lang, Outbox)>,
    me: mpsc::WeakSender<Command>,
    bot_delay: Duration,
    /// How long the actor of a finished match nobody watches stays.
    linger: Duration,
    /// The log length a bot move is being computed for.
    bot_pending: Option<usize>,
    /// Set when the match could not be saved: the actor stops, and the
    /// match is reloaded from the store on the next request.
    broken: bool,
    /// Chat lines per seat, over time.
    chat_rate: crate::chat::ChatLimiter,
    /// The boards drawn of the current position.
    boards: crate::boards::Boards,
    /// Undos taken: with the log length, it names a position.
    undos: u64,
}

/// Starts the actor of a match and returns its address.
pub(crate) fn spawn(
    id: String,
    m: Box<dyn DynMatch>,
    seats: Vec<SeatRecord>,
    practice: bool,
    store: Store,
    bot_delay: Duration,
    linger: Duration,
) -> MatchHandle {
    let (tx, rx) = mpsc::channel(256);
    let actor = MatchActor {
        id,
        m,
        seats,
        practice,
        store,
        subscribers: Vec::new(),
        me: tx.downgrade(),
        bot_delay,
        linger,
        bot_pending: None,
        broken: false,
        chat_rate: crate::chat::limiter(),
        boards: crate::boards::Boards::default(),
        undos: 0,
    };
    tokio::spawn(actor.run(rx));
    MatchHandle { tx }
}

impl MatchActor {
    async fn run(mut self, mut rx: mpsc::Receiver<Command>) {
        // A new match may begin with chance (a deal); a loaded one normally
        // does not, since chance is stored with the action that caused it.
        let from = self.m.log_len();
        self.m.run_chance();
        if let Err(e) = self.commit(from).await {
            tracing::error!("match {}: could not store its opening: {e}", self.id);
        }
        self.m.clear_events();
        self.schedule_bot();
        // The actor ends when the last handle is dropped, or when a write
        // failed: the next request then reloads the match from the store,
        // which holds the truth.
        while !self.broken {
            // A finished match nobody watches leaves memory after a while;
            // the next request loads it again from the store.
            let cmd = if self.m.decision() == Decision::Terminal {
                match tokio::time::timeout(self.linger, rx.recv()).await {
                    Ok(cmd) => cmd,
                    Err(_) => {
                        self.subscribers.retain(|(_, _, out)| !out.is_closed());
                        if self.subscribers.is_empty() {
                            tracing::info!(match_id = %self.id, "finished match evicted from memory");
                            break;
                        }
                        continue;
                    }
                }
            } else {
                rx.recv().await
            };
            let Some(cmd) = cmd else { break };
            self.handle(cmd).await;
        }
    }

    async fn handle(&mut self, cmd: Command) {
        match cmd {
            Command::State { viewer, lang, reply } => {
                let _ = reply.send(self.state_for(viewer, lang));
            }
            Command::BoardBase { key, reply } => {
                // A base is drawn when a state asks for it: after a reload,
                // a page may hold the name of one not drawn again yet.
                for lang in Lang::ALL {
                    let m = &self.m;
                    self.boards.base(lang, || m.board_base(lang));
                }
                let _ = reply.send(self.boards.base_named(&key));
            }
            Command::Subscribe { viewer, lang, out } => {
                if out.push(&ServerMsg::State { state: self.state_for(viewer, lang) }) {
                    self.subscribers.push((viewer, lang, out));
                }
            }
            Command::HeldState { seat, holder, lang, reply } => {
                let _ = reply.send(self.holds(seat, holder).map(|()| self.state_for(Viewer::Seat(seat), lang)));
            }
            Command::Act { seat, holder, input, expect_seq, with_state, lang, reply } => {
                let r = match (self.holds(seat, holder), self.seats.get(seat.index())) {
                    (Err(e), _) => Err(e),
                    (Ok(()), Some(s)) if s.kind == SeatKind::Human => self.act(seat, &input, expect_seq, lang).await,
                    _ => Err(ApiError::Conflict(format!("{seat} is not yours to play now: join it first"))),
                }
                .map(|seq| (seq, with_state.then(|| self.state_for(Viewer::Seat(seat), lang))));
                let ok = r.is_ok();
                let _ = reply.send(r);
                if ok {
                    self.after_change();
                }
            }
            Command::Undo { seat, holder, reply } => {
                let r = match self.check_open().and_then(|()| self.holds(seat, holder)) {
                    Ok(()) => self.undo(seat).await,
                    Err(e) => Err(e),
                };
                let ok = r.is_ok();
                let _ = reply.send(r);
                if ok {
                    self.after_change();
                }
            }
            Command::Join { seat, presented, fresh, name, reply } => {
                let r = match (self.check_open(), self.seats.get(seat.index())) {
                    (Err(e), _) => Err(e),
                    (Ok(()), Some(s)) if s.token_hash == Some(presented) => {
                        let name = name.unwrap_or_else(|| s.name.clone());
                        let r = self.set_seat(seat, SeatKind::Human, None, Some(fresh), name).await;
                        if r.is_ok() {
                            // Sockets opened with the old token end here.
                            self.subscribers.retain(|(viewer, _, _)| *viewer != Viewer::Seat(seat));
                        }
                        r
                    }
                    // Another join took the seat with this token first.
                    (Ok(()), _) => Err(ApiError::Unauthorized("this link was replaced: ask for a new one".into())),
                };
                let _ = reply.send(r);
                self.broadcast_state();
                self.schedule_bot();
            }
            Command::GiveToBot { seat, by, holder, bot, reply } => {
                let held = self.holds(by, holder);
                let r = match self.seats.get(seat.index()) {
                    _ if self.m.decision() == Decision::Terminal => Err(final_result()),
                    _ if held.is_err() => held,
                    // Only the seat's own holder, or anyone for a seat
                    // nobody has taken yet.
                    Some(s) if seat != by && s.kind != SeatKind::Open => {
                        Err(ApiError::Conflict(format!("{seat} is not yours to hand to a bot")))
                    }
                    Some(_) => match self.m.resolve_bot(bot.as_deref(), seat) {
                        // A bot is named by its bot, not by the person it replaces.
                        Ok(spec) => self.set_seat(seat, SeatKind::Bot, Some(spec), None, None).await,
                        Err(e) => Err(ApiError::BadRequest(e)),
                    },
                    None => Err(ApiError::NotFound(format!("this match has no {seat}"))),
                };
                let _ = reply.send(r);
                self.broadcast_state();
                self.schedule_bot();
            }
            Command::Lost => {
                tracing::info!(match_id = %self.id, "leaves this process");
                self.broken = true;
            }
            Command::Chat { seat, holder, text, reply } => {
                let _ = reply.send(self.chat(seat, holder, &text).await);
            }
            Command::BotMove { seat, at_len, index } => {
                self.bot_pending = None;
                let still_due = self.m.log_len() == at_len
                    && self.m.decision() == Decision::Seat(seat)
                    && self.seats.get(seat.index()).is_some_and(|s| s.kind == SeatKind::Bot);
                match index {
                    Some(i) if still_due => match self.act(seat, &ActionInput::Index(i), None, Lang::En).await {
                        Ok(_) => self.after_change(),
                        Err(e) => tracing::error!("match {}: the bot of {seat} chose a refused action: {e}", self.id),
                    },
                    None if still_due => tracing::error!("match {}: the bot of {seat} found nothing to do", self.id),
                    // The match moved on (an undo, a person took the seat): think again.
                    _ => self.schedule_bot(),
                }
            }
        }
    }

    /// Plays `input` for `seat`; a refusal is worded in `lang`.
    async fn act(
        &mut self,
        seat: Seat,
        input: &ActionInput,
        expect_seq: Option<u64>,
        lang: Lang,
    ) -> Result<u64, ApiError> {
        self.check_writable()?;
        let from = self.m.log_len();
        if let Some(seen) = expect_seq
            && seen != from as u64
        {
            let words = horde_rules::texts::common().tr(lang);
            return Err(ApiError::Conflict(horde_rules::tr!(words, "refused-moved-on", at = from, seen = seen)));
        }
        // `act` validates before it changes anything.
        self.m.act(seat, input).map_err(|e| refusal(e, lang))?;
        self.m.run_chance();
        self.commit(from).await?;
        Ok(self.m.log_len() as u64)
    }

    async fn undo(&mut self, seat: Seat) -> Result<u64, ApiError> {
        self.check_writable()?;
        if self.m.decision() != Decision::Seat(seat) {
            return Err(ActError::NotYourTurn.into());
        }
        let before = self.m.boxed_clone();
        self.m.undo(seat)?;
        self.undos += 1;
        let len = self.m.log_len() as u64;
        if let Err(e) = self.store.truncate(&self.id, len, self.m.state_hash()).await {
            self.m = before;
            self.stop_if_moved(&e);
            return Err(match e {
                horde_store::StoreError::Final(_) => final_result(),
                e => ApiError::store(&e),
            });
        }
        Ok(len)
    }

    /// Writes the log entries from `from` on. A failed write stops the
    /// actor (`broken`): the next request reloads the match from the
    /// store, which holds the truth, so nothing here needs undoing and no
    /// copy of the match is taken on the hot path.
    async fn commit(&mut self, from: usize) -> Result<(), ApiError> {
        let entries = self.m.entries_since(from);
        if entries.is_empty() {
            return Ok(());
        }
        let status = if self.m.decision() == Decision::Terminal { MatchStatus::Finished } else { MatchStatus::Active };
        let outcome = self.m.outcome().filter(|_| status == MatchStatus::Finished);
        let batch = Batch { first_seq: from as u64, entries, state_hash: self.m.state_hash(), status, outcome };
        match self.store.append(&self.id, &batch).await {
            Ok(()) => Ok(()),
            Err(e) => {
                self.m.clear_events();
                // The store and this copy may disagree now (a write that
                // failed late may have landed): stop, and let it reload.
                self.broken = true;
                Err(ApiError::store(&e))
            }
        }
    }

    async fn chat(&mut self, seat: Seat, holder: [u8; 32], text: &str) -> Result<u64, ApiError> {
        self.holds(seat, holder)?;
        let text = crate::chat::chat_line(text)?;
        if !self.chat_rate.allow(seat) {
            return Err(ApiError::RateLimited);
        }
        let line = self.store.add_chat(&self.id, seat, &text).await.map_err(|e| ApiError::store(&e))?;
        let seq = line.seq;
        let msg = ServerMsg::Chat { line };
        self.subscribers.retain(|(_, _, out)| out.push(&msg));
        Ok(seq)
    }

    /// A write refused because another process holds the lease now: this
    /// copy of the match is stale, and the actor stops.
    fn stop_if_moved(&mut self, e: &horde_store::StoreError) {
        if matches!(e, horde_store::StoreError::NotOwner(_)) {
            self.broken = true;
        }
    }

    fn check_writable(&self) -> Result<(), ApiError> {
        if self.broken { Err(ApiError::Unavailable("this match is reloading; try again".into())) } else { Ok(()) }
    }

    /// Whether `holder` is the hash of `seat`'s current token.
    fn holds(&self, seat: Seat, holder: [u8; 32]) -> Result<(), ApiError> {
        match self.seats.get(seat.index()) {
            Some(s) if s.token_hash == Some(holder) => Ok(()),
            Some(_) => Err(ApiError::Unauthorized("this link was replaced: ask for a new one".into())),
            None => Err(ApiError::NotFound(format!("this match has no {seat}"))),
        }
    }

    /// Refuses anything that would change a finished match: its result
    /// is final.
    fn check_open(&self) -> Result<(), ApiError> {
        if self.m.decision() == Decision::Terminal { Err(final_result()) } else { Ok(()) }
    }

    /// Replaces a seat; `token_hash` replaces its token (a join), `None`
    /// keeps it (the link's holder can take the seat back from a bot).
    async fn set_seat(
        &mut self,
        seat: Seat,
        kind: SeatKind,
        bot: Option<String>,
        token_hash: Option<[u8; 32]>,
        name: Option<String>,
    ) -> Result<(), ApiError> {
        let Some(current) = self.seats.get(seat.index()) else {
            return Err(ApiError::NotFound(format!("this match has no {seat}")));
        };
        let record = SeatRecord { seat, kind, token_hash: token_hash.or(current.token_hash), bot, name };
        if let Err(e) = self.store.set_seat(&self.id, &record).await {
            self.stop_if_moved(&e);
            return Err(match e {
                horde_store::StoreError::Final(_) => final_result(),
                e => ApiError::store(&e),
            });
        }
        self.seats[seat.index()] = record;
        Ok(())
    }

    fn after_change(&mut self) {
        let seq = self.m.log_len() as u64;
        let mut subscribers = std::mem::take(&mut self.subscribers);
        subscribers.retain(|(viewer, lang, out)| {
            let msg = ServerMsg::update(seq, self.m.event_views(*viewer, *lang), self.state_for(*viewer, *lang));
            // A full queue means a client far behind: drop it; it resyncs
            // with a fresh state when it reconnects.
            out.push(&msg)
        });
        self.subscribers = subscribers;
        self.m.clear_events();
        self.schedule_bot();
    }

    fn broadcast_state(&mut self) {
        let mut subscribers = std::mem::take(&mut self.subscribers);
        subscribers.retain(|(viewer, lang, out)| out.push(&ServerMsg::State { state: self.state_for(*viewer, *lang) }));
        self.subscribers = subscribers;
    }

    fn state_for(&mut self, viewer: Viewer, lang: Lang) -> SeatState {
        let decision = self.m.decision();
        let seat = match viewer {
            Viewer::Seat(s) => Some(s),
            Viewer::Spectator => None,
        };
        let seq = self.m.log_len() as u64;
        let view = self.m.view(viewer);
        let m = &self.m;
        let board_base = self
            .boards
            .base(lang, || m.board_base(lang))
            .map(|b| format!("/api/matches/{}/boards/{}.svg", self.id, b.key));
        let board = self.boards.get((seq, self.undos), lang, &view, || m.board_top(viewer, lang));
        SeatState {
            match_id: self.id.clone(),
            game: self.m.game().to_owned(),
            viewer,
            seq,
            decision,
            your_turn: seat.is_some_and(|s| decision == Decision::Seat(s)),
            view,
            board,
            board_base,
            page: self.m.page(viewer, lang),
            legal: seat.map(|s| self.m.legal_actions(s, lang)).unwrap_or_default(),
            pass: seat.map(|s| self.m.pass_actions(s)).unwrap_or_default(),
            lang,
            // Taking back is for the seat whose turn it is: once the turn has
            // passed, the next seat may already be choosing on what it sees.
            undoable: seat.filter(|&s| decision == Decision::Seat(s)).map_or(0, |s| self.m.undoable(s)),
            outcome: self.m.outcome(),
            practice: self.practice,
            seats: self.seats.iter().map(SeatInfo::of).collect(),
        }
    }

    /// If a bot is to act, computes its move on tokio's blocking pool and
    /// sends it back as a command, after the configured delay: however
    /// long the bot thinks, this actor keeps answering (its match's state,
    /// joins, seat changes) and other matches' actors never wait for it.
    /// The answer counts only if the match is still where it was.
    fn schedule_bot(&mut self) {
        if self.broken {
            return;
        }
        let Decision::Seat(seat) = self.m.decision() else { return };
        let Some(record) = self.seats.get(seat.index()) else { return };
        if record.kind != SeatKind::Bot {
            return;
        }
        let at_len = self.m.log_len();
        if self.bot_pending == Some(at_len) {
            return;
        }
        self.bot_pending = Some(at_len);
        // A bot seat stored without settings gets the seat's default bot.
        let name = match record.bot.clone().map_or_else(|| self.m.resolve_bot(None, seat), Ok) {
            Ok(name) => name,
            Err(e) => {
                tracing::error!("match {}: no bot for {seat}: {e}", self.id);
                return;
            }
        };
        let game = self.m.boxed_clone();
        let me = self.me.clone();
        let delay = self.bot_delay;
        tokio::spawn(async move {
            if !delay.is_zero() {
                tokio::time::sleep(delay).await;
            }
            let index = tokio::task::spawn_blocking(move || game.bot_choice(&name, seat)).await.ok().flatten();
            if let Some(me) = me.upgrade() {
                let _ = me.send(Command::BotMove { seat, at_len, index }).await;
            }
        });
    }
}
