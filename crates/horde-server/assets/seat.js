// A seat's page (or a spectator's): joins with the token from the
// address, draws what the server sends for this viewer only (the board
// is an SVG the server drew from this seat's view), offers the legal
// actions as buttons and clickable zones, and plays each change's events
// one after another so the zombies' phase can be followed.
"use strict";

const parts = location.pathname.split("/").filter(Boolean);
// Joining replaces the seat's token: the page keeps the new one, in its
// address too, so a reload still opens the seat.
let token = parts[0] === "play" ? parts[1] : null;
let matchId = parts[0] === "watch" ? parts[1] : null;
let current = null;
let retry = 500;
let socket = null;
const queue = [];
let playing = null;
const STEP_MS = 450;

const $ = (id) => document.getElementById(id);

function headers() {
  const h = { "Content-Type": "application/json" };
  if (token) h.Authorization = "Bearer " + token;
  return h;
}

// A refusal names the rule it applied: the page shows the rule's ID and,
// once fetched, its text from the rule system's specification.
function showError(msg, rule) {
  const box = $("error");
  const text = msg && rule && msg.startsWith(rule + ": ") ? msg.slice(rule.length + 2) : msg;
  box.replaceChildren(text || "");
  if (!rule || !current) return;
  const why = el("details", { class: "rule" }, el("summary", { text: rule }));
  box.append(" ", why);
  fetch("/api/games/" + encodeURIComponent(current.game) + "/rules/" + encodeURIComponent(rule))
    .then((r) => (r.ok ? r.json() : null))
    .then((r) => {
      if (r) why.append(el("p", { class: "small", text: r.section + ": " + r.text }));
    }, () => {});
}

// Every text the server sends (labels, narration) is in the page's language.
function withLang(url) {
  return url + (url.includes("?") ? "&" : "?") + "lang=" + LANG;
}

async function call(method, url, body) {
  const r = await fetch(withLang(url), { method, headers: headers(), body: body === undefined ? undefined : JSON.stringify(body) });
  const data = await r.json().catch(() => ({ error: r.statusText }));
  if (!r.ok) throw Object.assign(new Error(data.error), { rule: data.rule || null, status: r.status });
  return data;
}

function whoAmI(state) {
  if (state.viewer === "spectator") return t("spectator");
  const role = seatRole(gameOf(state), state.seats.length, state.viewer.seat);
  return [playerOf(state.seats, state.viewer.seat), role].filter(Boolean).join(" · ");
}

function gameOf(state) {
  return GAMES.find((g) => g.info.id === state.game);
}

function statusLine(state) {
  if (state.outcome) return t("over") + ". " + winnersText(state.outcome, state.seats);
  if (state.your_turn) return t("your_turn");
  if (state.decision === "chance") return t("chance");
  if (state.decision && state.decision.seat !== undefined) return t("waiting_for", playerOf(state.seats, state.decision.seat));
  return "";
}

function render(state) {
  current = state;
  $("who").textContent = whoAmI(state);
  // Every seat is told when the creator chose the seed: its chance is known.
  $("practice").hidden = !state.practice;
  $("practice").textContent = t("practice");
  $("practice").title = t("practice_help");
  $("title").textContent = "· " + missionTitle(state.game, state.view && state.view.mission);
  noticeTurn(state);
  drawSummary(state);
  $("status").textContent = statusLine(state);
  $("status").className = "status" + (state.your_turn ? " turn" : "") + (state.outcome ? " over" : "");
  const page = state.page || {};
  $("facts").textContent = (page.facts || []).join(" · ");
  document.body.dataset.seq = state.seq;
  drawBoard(state);
  drawActions(state);
  drawPanel(page, $("panel"));
  drawSeats(state);
  $("undo").hidden = !(state.undoable > 0);
  $("pass").hidden = !(state.pass && state.pass.length);
  $("actions-card").hidden = state.viewer === "spectator";
  atHand.render(state);
}

function drawBoard(state) {
  const board = $("board");
  const svg = boardText(state, () => { if (current === state) render(state); });
  if (svg) {
    // The SVG was made by our own server from this seat's view.
    board.hidden = false;
    placeBoard(board, svg);
  } else if (state.board) {
    // Its base is on its way: the board drawn before stays until then.
  } else {
    board.replaceChildren();
    board.hidden = true;
  }
  $("legend").textContent = (state.board && state.page && state.page.key) || "";
  // Without a panel of its own, a rule system's view is shown as it is
  // (a hand of cards, say, which the board never draws).
  const own = !!(state.page && state.page.cards && state.page.cards.length);
  $("plain").hidden = own;
  if (!own) $("plain").replaceChildren(el("h2", { text: t("view") }), plainView(state.view));
}

function drawActions(state) {
  const box = $("actions");
  box.replaceChildren();
  if (state.legal.length === 0) {
    box.append(el("p", { class: "muted", text: t("no_actions") }));
    return;
  }
  const groups = new Map();
  const targets = new Map();
  for (const a of state.legal) {
    // The label, detail, section and target are the server's, in LANG.
    const label = a.label || a.text;
    const group = a.group || "choice";
    if (!groups.has(group)) groups.set(group, { title: a.group_title || group, buttons: [] });
    const b = el("button", { type: "button", class: "action", "data-index": a.index, "data-kind": group, "data-action": kindOf(a.action)[0], "data-rule": a.rule || null, title: [a.detail, a.warning, a.rule].filter(Boolean).join(" · "), text: label });
    if (a.warning) b.classList.add("warn");
    b.onclick = () => actChecked(a, state.seq);
    groups.get(group).buttons.push(b);
    if (a.target) {
      if (!targets.has(a.target)) targets.set(a.target, []);
      targets.get(a.target).push({ a, b, label });
    }
  }
  // The server lists the actions section by section, in the contract's order.
  for (const g of groups.keys()) {
    const { title, buttons } = groups.get(g);
    box.append(el("div", { class: "group", "data-group": g }, el("h3", { text: title }), el("div", { class: "buttons" }, ...buttons)));
  }
  // Spots the actions point at (zones, squares) become clickable on the board.
  for (const [spot, list] of targets) {
    for (const g of spotsOf(spot)) {
      g.classList.add("target");
      g.setAttribute("tabindex", "0");
      g.setAttribute("role", "button");
      g.setAttribute("aria-label", list.map((x) => x.label).join(" / "));
      const go = () => {
        if (list.length === 1) actChecked(list[0].a, state.seq);
        else {
          // Several actions at one zone: show them, let the person pick.
          for (const x of list) x.b.classList.add("flash");
          list[0].b.scrollIntoView({ block: "nearest", behavior: "smooth" });
          list[0].b.focus();
        }
      };
      g.onclick = go;
      g.onkeydown = (ev) => { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); go(); } };
    }
  }
  pickOnBoard(state, box);
}

function drawSeats(state) {
  const seats = $("seats");
  seats.replaceChildren();
  for (const s of state.seats) {
    const mine = state.viewer !== "spectator" && state.viewer.seat === s.seat;
    const row = el("div", { class: "seat-row" + (mine ? " mine" : "") },
      el("span", { class: "dot team-" + (s.seat % 4) }),
      el("span", { class: "player", text: seatTitle(gameOf(state), state.seats.length, s.seat) + " · " + playerName(s) }),
      el("span", { class: "muted", text: t(s.kind) }));
    if (token && s.kind !== "bot" && (s.kind === "open" || mine)) {
      const b = el("button", { type: "button", class: "small", text: t("give_bot") });
      b.onclick = () => call("POST", "/api/matches/" + matchId + "/seats/" + s.seat + "/bot", {}).then(() => showError(""), (e) => showError(e.message, e.rule));
      row.append(b);
    }
    seats.append(row);
  }
}

// Once the match is over: who won, how (the story's last line, told by
// the rule system in LANG), the figures the rule system gives (its
// facts, each seat's score where scores are more than won or lost), and
// the way to its replay.
function drawSummary(state) {
  const box = $("summary");
  box.hidden = !state.outcome;
  if (!state.outcome) return;
  const last = $("events").firstElementChild;
  const scores = state.outcome.scores || [];
  const scored = scores.some((x) => x !== 0 && x !== 1);
  // replaceChildren would put a null in as the text "null".
  box.replaceChildren(...[
    el("h2", { text: t("over") }),
    el("p", { class: "winners", text: winnersText(state.outcome, state.seats) }),
    last ? el("p", { class: "how", text: last.textContent }) : null,
    scored
      ? el("ul", { class: "scores" }, ...scores.map((x, i) => el("li", { text: playerOf(state.seats, i) + ": " + x })))
      : null,
    el("p", { class: "muted figures", text: [...((state.page && state.page.facts) || []), t("actions_n", state.seq)].join(" · ") }),
    el("a", { class: "button", href: "/replay/" + encodeURIComponent(state.match_id) + "?lang=" + LANG, text: t("replay") }),
  ].filter(Boolean));
}

// The match's chat: the stored lines when the socket opens, then each
// new one as it is said. A seat writes; a spectator only reads. Lines
// are put in as text, never markup.
async function loadChat() {
  const r = await call("GET", "/api/matches/" + matchId + "/chat");
  $("chat-lines").replaceChildren();
  for (const line of r.lines) chatLine(line);
}

function chatLine(line) {
  const box = $("chat-lines");
  if (box.querySelector('[data-seq="' + line.seq + '"]')) return;
  const who = playerOf(current && current.seats, line.seat);
  box.append(el("li", { "data-seq": line.seq }, el("strong", { text: who + ": " }), el("span", { class: "said", text: line.text })));
  box.scrollTop = box.scrollHeight;
}

function drawChatForm() {
  const form = $("chat-form");
  form.hidden = !token;
  $("chat-text").placeholder = t("chat_say");
  form.onsubmit = (ev) => {
    ev.preventDefault();
    const input = $("chat-text");
    if (!input.value.trim() || !socket || socket.readyState !== WebSocket.OPEN) return;
    socket.send(JSON.stringify({ type: "chat", text: input.value }));
    input.value = "";
  };
}

// The seat's own name, typed here and kept in this browser for the next
// seats it opens: sent with a join, which the server checks and stores.
function savedName() {
  try { return localStorage.getItem("horde-name"); } catch (_) { return null; }
}

function drawNameField() {
  const box = $("me");
  box.hidden = !token;
  if (!token) return;
  const input = el("input", { id: "my-name", maxlength: 32, autocomplete: "nickname", value: savedName() || "" });
  const save = el("button", { type: "button", id: "save-name", class: "small", text: t("save_name") });
  save.onclick = async () => {
    const name = input.value.trim();
    try { localStorage.setItem("horde-name", name); } catch (_) { /* private mode */ }
    try {
      await joinSeat(name);
      showError("");
    } catch (e) {
      showError(e.message, e.rule);
    }
  };
  box.replaceChildren(el("label", { class: "field" }, el("span", { text: t("your_name") }), input), save);
}

// Joining replaces the seat's token: the page keeps the new one, in its
// address and in this browser's list of seats, so a reload (or the
// lobby) still opens the seat. The socket opened with the old token is
// closed by the server and reconnects with the new one.
async function joinSeat(name) {
  const body = { token };
  if (name !== null && name !== undefined) body.name = name;
  const joined = await call("POST", "/api/join", body).catch((e) => {
    throw e.status === 401 ? new Error(t("link_used")) : e;
  });
  matchId = joined.match_id;
  token = joined.token;
  history.replaceState(null, "", joined.join_url + location.search);
  keepSeat({ match: matchId, seat: joined.seat, url: joined.join_url, game: joined.game, at: Date.now() });
}

// A finished match takes no join (409), yet a seat this browser kept
// still opens with its link, to look at the end.
function reopenFinished(e) {
  const kept = e.status === 409 && mySeats().find((x) => x.url === "/play/" + token);
  if (!kept) throw e;
  matchId = kept.match;
}

// The tab says when it is this seat's turn, and (if the player turned it
// on) a short tone sounds when the turn comes.
let wasMyTurn = false;
function noticeTurn(state) {
  const base = t("app") + " — " + whoAmI(state);
  document.title = state.your_turn ? t("turn_title") + " " + base : base;
  if (state.your_turn && !wasMyTurn && soundOn()) beep();
  wasMyTurn = !!state.your_turn;
}

function soundOn() {
  try { return localStorage.getItem("horde-sound") === "on"; } catch (_) { return false; }
}

function drawSoundToggle() {
  const box = el("input", { type: "checkbox", id: "sound", checked: soundOn() });
  box.onchange = () => {
    try { localStorage.setItem("horde-sound", box.checked ? "on" : "off"); } catch (_) { /* private mode */ }
  };
  $("sound-toggle").hidden = !token;
  $("sound-toggle").replaceChildren(el("label", { class: "check" }, box, el("span", { text: t("turn_sound") })));
}

let audio = null;
function beep() {
  try {
    audio = audio || new AudioContext();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = 660;
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.25);
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + 0.25);
    document.body.dataset.beeped = String(Number(document.body.dataset.beeped || 0) + 1);
  } catch (_) {
    // A browser without audio simply stays silent.
  }
}

function logLine(text, cls) {
  const li = el("li", { class: cls || "", text });
  $("events").prepend(li);
  while ($("events").children.length > 200) $("events").lastChild.remove();
  return li;
}

// A reloaded page tells the story so far again: the server rebuilds it
// from the stored log, as this seat was told it live.
async function loadLog() {
  const log = await call("GET", "/api/matches/" + matchId + "/log");
  const told = log.narration || [];
  $("events").replaceChildren();
  log.events.forEach((e, i) => logLine(told[i] || JSON.stringify(e)));
  atHand.rolls(log.rolls, false);
}

function flashZone(zone) {
  for (const g of spotsOf(zone)) {
    g.classList.remove("flash-zone");
    void g.getBoundingClientRect();
    g.classList.add("flash-zone");
  }
}

// Events are told one by one; the new state is drawn when they are done
// (or at once on "skip"), so the board never runs ahead of the story.
// Each event comes with the server's narration in LANG (its data when the
// rule system tells nothing of it) and where on the board it happened.
function enqueue(events, narration, marks, state) {
  const told = narration || [];
  const at = marks || [];
  const items = events.map((e, i) => ({ text: told[i] || JSON.stringify(e), mark: at[i] || null }));
  queue.push({ items, state });
  if (!playing) pump();
}

function pump() {
  const next = queue.shift();
  if (!next) {
    playing = null;
    $("phase").hidden = true;
    document.body.classList.remove("animating");
    return;
  }
  // A long stretch (a zombies' phase, a blast) is told step by step.
  if (next.items.length < 3) {
    for (const x of next.items) logLine(x.text);
    render(next.state);
    pump();
    return;
  }
  $("phase").hidden = false;
  $("phase-text").textContent = t("events_playing");
  // The buttons belong to the state after the phase: wait for it.
  document.body.classList.add("animating");
  let i = 0;
  playing = { next, finish: null };
  const step = () => {
    if (i < next.items.length) {
      const x = next.items[i++];
      logLine(x.text, "fresh");
      if (x.mark) {
        flashZone(x.mark.spot);
        markEvent(x.mark);
        movePiece(x.mark);
      }
      playing.timer = setTimeout(step, STEP_MS);
    } else {
      render(next.state);
      pump();
    }
  };
  playing.finish = () => {
    clearTimeout(playing.timer);
    while (i < next.items.length) logLine(next.items[i++].text);
    render(next.state);
    pump();
  };
  step();
}

$("skip").onclick = () => {
  while (playing && playing.finish) {
    const f = playing.finish;
    playing.finish = null;
    f();
  }
  // Anything queued behind is shown at once too.
  while (queue.length) {
    const q = queue.shift();
    for (const x of q.items) logLine(x.text);
    render(q.state);
  }
  $("phase").hidden = true;
  document.body.classList.remove("animating");
};

// An action the server marks with a warning (an attack that can only hit
// a teammate) is sent only once the person confirms its question.
function actChecked(a, seq) {
  if (a.warning && !window.confirm(a.warning)) return;
  act({ index: a.index, seq });
}

async function act(body) {
  if (socket && socket.readyState === WebSocket.OPEN) {
    socket.send(JSON.stringify(Object.assign({ type: "act" }, body)));
    return;
  }
  try {
    const r = await call("POST", "/api/matches/" + matchId + "/actions", body);
    showError("");
    if (!current || r.state.seq >= current.seq) render(r.state);
  } catch (e) {
    showError(e.message, e.rule);
  }
}

// The server lists the actions that give up the rest of this seat's turn;
// they are sent one by one, each an ordinary action of the seat, and the
// first refusal stops the rest.
$("pass").onclick = async () => {
  $("pass").hidden = true;
  try {
    let seq = current.seq;
    for (const index of current.pass) {
      const r = await call("POST", "/api/matches/" + matchId + "/actions", { index, seq });
      seq = r.state.seq;
      if (!current || r.state.seq >= current.seq) render(r.state);
      if (!r.state.your_turn) break;
    }
    showError("");
  } catch (e) {
    showError(e.message, e.rule);
  }
};

$("undo").onclick = async () => {
  try {
    render((await call("POST", "/api/matches/" + matchId + "/undo")).state);
    showError("");
  } catch (e) {
    showError(e.message, e.rule);
  }
};

function connect() {
  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  const q = token ? "?token=" + encodeURIComponent(token) : "";
  const ws = new WebSocket(withLang(scheme + location.host + "/api/matches/" + matchId + "/ws" + q));
  socket = ws;
  ws.onopen = () => {
    retry = 500;
    document.body.dataset.connected = "yes";
    // Lines said while the socket was down are in the store.
    loadChat().catch((e) => showError(e.message, e.rule));
  };
  ws.onmessage = (m) => {
    const msg = JSON.parse(m.data);
    if (msg.type === "state") {
      if (!playing) render(msg.state);
      else queue.push({ items: [], state: msg.state });
    } else if (msg.type === "update") {
      atHand.rolls(msg.rolls, true);
      enqueue(msg.events, msg.narration, msg.marks, msg.state);
    }
    else if (msg.type === "ack" || msg.type === "said") showError("");
    else if (msg.type === "chat") chatLine(msg.line);
    else if (msg.type === "error") showError(msg.error, msg.rule);
  };
  ws.onclose = () => {
    document.body.dataset.connected = "no";
    socket = null;
    $("status").textContent = t("connection_lost");
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 10000);
  };
}

async function start() {
  translatePage();
  try {
    // A seat's link works once: joining replaces its token. An old link
    // gets a 401, said in words.
    if (token) await joinSeat(savedName()).catch(reopenFinished);
    drawNameField();
    drawSoundToggle();
    drawChatForm();
    const state = await call("GET", "/api/matches/" + matchId + "/state");
    await Promise.all([loadGames(), loadBoardBase(state)]);
    render(state);
    await loadLog().catch((e) => showError(e.message, e.rule));
    drawSummary(state);
    connect();
  } catch (e) {
    showError(e.message, e.rule);
    $("status").textContent = "";
  }
}

start();
