// A seat's page: joins with the token from the address, shows the seat's
// own state (the only thing the server sends it), offers the legal actions
// as buttons and follows the match over a WebSocket, reconnecting after
// a drop (the server then sends a fresh state).
"use strict";

const parts = location.pathname.split("/").filter(Boolean);
const token = parts[0] === "play" ? parts[1] : null;
let matchId = parts[0] === "watch" ? parts[1] : null;
let current = null;
let retry = 500;

const $ = (id) => document.getElementById(id);

function headers() {
  const h = { "Content-Type": "application/json" };
  if (token) h.Authorization = "Bearer " + token;
  return h;
}

function showError(msg) {
  $("error").textContent = msg || "";
}

async function call(method, url, body) {
  const r = await fetch(url, { method, headers: headers(), body: body === undefined ? undefined : JSON.stringify(body) });
  const data = await r.json().catch(() => ({ error: r.statusText }));
  if (!r.ok) {
    throw new Error(data.error + (data.rule ? " [" + data.rule + "]" : ""));
  }
  return data;
}

function seatName(v) {
  return v === "spectator" ? "spectator" : "seat " + v.seat;
}

function render(state) {
  current = state;
  $("title").textContent = "Horde — " + state.game + " — " + seatName(state.viewer);
  const d = state.decision;
  let status;
  if (state.outcome) status = "Over: " + state.outcome.reason + ". Winners: " + state.outcome.winners.join(", ");
  else if (state.your_turn) status = "Your turn.";
  else if (d === "chance") status = "Chance is resolving…";
  else status = "Waiting for seat " + d.seat + ".";
  $("status").textContent = status + "  (action " + state.seq + ")";
  $("status").className = state.your_turn ? "turn" : "muted";

  const seats = $("seats");
  seats.replaceChildren();
  for (const s of state.seats) {
    const span = document.createElement("span");
    span.className = "seat";
    span.textContent = "seat " + s.seat + ": " + s.kind + (s.bot ? " (" + s.bot + ")" : "");
    seats.append(span);
    const mine = state.viewer !== "spectator" && state.viewer.seat === s.seat;
    if (token && s.kind !== "bot" && (s.kind === "open" || mine)) {
      const b = document.createElement("button");
      b.textContent = mine ? "Let a bot play my seat" : "Give to a bot";
      b.onclick = () => call("POST", "/api/matches/" + matchId + "/seats/" + s.seat + "/bot", {}).then(() => showError(""), (e) => showError(e.message));
      seats.append(b);
    }
  }

  const actions = $("actions");
  actions.replaceChildren();
  if (state.legal.length === 0) {
    const span = document.createElement("span");
    span.className = "muted";
    span.textContent = "None right now.";
    actions.append(span);
  }
  for (const a of state.legal) {
    const b = document.createElement("button");
    b.textContent = a.text;
    b.title = "action " + a.index;
    b.onclick = () => act({ index: a.index, seq: state.seq });
    actions.append(b);
  }
  $("undo").hidden = !(state.undoable > 0);
  $("view").textContent = JSON.stringify(state.view, null, 2);
}

function addEvents(events) {
  const list = $("events");
  for (const e of events) {
    const li = document.createElement("li");
    li.textContent = JSON.stringify(e);
    list.prepend(li);
  }
}

async function act(body) {
  try {
    const r = await call("POST", "/api/matches/" + matchId + "/actions", body);
    showError("");
    if (!current || r.state.seq >= current.seq) render(r.state);
  } catch (e) {
    showError(e.message);
  }
}

$("undo").onclick = async () => {
  try {
    render((await call("POST", "/api/matches/" + matchId + "/undo")).state);
    showError("");
  } catch (e) {
    showError(e.message);
  }
};

function connect() {
  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  const q = token ? "?token=" + encodeURIComponent(token) : "";
  const ws = new WebSocket(scheme + location.host + "/api/matches/" + matchId + "/ws" + q);
  ws.onopen = () => { retry = 500; };
  ws.onmessage = (m) => {
    const msg = JSON.parse(m.data);
    if (msg.type === "state") render(msg.state);
    else if (msg.type === "update") { addEvents(msg.events); render(msg.state); }
    else if (msg.type === "error") showError(msg.error + (msg.rule ? " [" + msg.rule + "]" : ""));
  };
  ws.onclose = () => {
    $("status").textContent = "Connection lost; reconnecting…";
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 10000);
  };
}

async function start() {
  try {
    if (token) {
      const joined = await call("POST", "/api/join", { token });
      matchId = joined.match_id;
    }
    render(await call("GET", "/api/matches/" + matchId + "/state"));
    connect();
  } catch (e) {
    showError(e.message);
    $("status").textContent = "";
  }
}

start();
