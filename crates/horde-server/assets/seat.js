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
  return state.viewer === "spectator" ? t("spectator") : seatName(state.viewer.seat);
}

function statusLine(state) {
  if (state.outcome) {
    const w = state.outcome.winners || [];
    return t("over") + ". " + (w.length ? t("won", w.map((s) => seatName(s)).join(", ")) : t("lost"));
  }
  if (state.your_turn) return t("your_turn");
  if (state.decision === "chance") return t("chance");
  if (state.decision && state.decision.seat !== undefined) return t("waiting_for", state.decision.seat + 1);
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
  document.title = t("app") + " — " + whoAmI(state);
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
}

function drawBoard(state) {
  const board = $("board");
  if (state.board) {
    // The SVG was made by our own server from this seat's view.
    board.hidden = false;
    placeBoard(board, state.board);
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
}

function drawSeats(state) {
  const seats = $("seats");
  seats.replaceChildren();
  for (const s of state.seats) {
    const mine = state.viewer !== "spectator" && state.viewer.seat === s.seat;
    const row = el("div", { class: "seat-row" + (mine ? " mine" : "") },
      el("span", { class: "dot team-" + (s.seat % 4) }),
      el("span", { text: seatName(s.seat) + " · " + t(s.kind) + (s.bot ? ": " + botLabel(s.bot) : "") }));
    if (token && s.kind !== "bot" && (s.kind === "open" || mine)) {
      const b = el("button", { type: "button", class: "small", text: t("give_bot") });
      b.onclick = () => call("POST", "/api/matches/" + matchId + "/seats/" + s.seat + "/bot", {}).then(() => showError(""), (e) => showError(e.message, e.rule));
      row.append(b);
    }
    seats.append(row);
  }
}

function logLine(text, cls) {
  const li = el("li", { class: cls || "", text });
  $("events").prepend(li);
  while ($("events").children.length > 200) $("events").lastChild.remove();
  return li;
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
  };
  ws.onmessage = (m) => {
    const msg = JSON.parse(m.data);
    if (msg.type === "state") {
      if (!playing) render(msg.state);
      else queue.push({ items: [], state: msg.state });
    } else if (msg.type === "update") enqueue(msg.events, msg.narration, msg.marks, msg.state);
    else if (msg.type === "ack") showError("");
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
    if (token) {
      // A seat's link works once: joining replaces its token (this page
      // keeps the new one). An old link gets a 401, said in words.
      const joined = await call("POST", "/api/join", { token }).catch((e) => {
        throw e.status === 401 ? new Error(t("link_used")) : e;
      });
      matchId = joined.match_id;
      token = joined.token;
      history.replaceState(null, "", joined.join_url + location.search);
    }
    const state = await call("GET", "/api/matches/" + matchId + "/state");
    await loadGames();
    render(state);
    connect();
  } catch (e) {
    showError(e.message, e.rule);
    $("status").textContent = "";
  }
}

start();
