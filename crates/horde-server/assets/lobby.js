// The lobby: pick a rule system, a mission and who sits where; create
// the match and hand out the per-seat secret links; list the matches of
// this server (finished ones open in the replay page).
"use strict";

const $ = (id) => document.getElementById(id);
let games = [];
// The strengths the server offers its searching bots, and which bots search.
let STRENGTHS = ["quick", "normal", "strong"];
const SEARCHES = ["rollout", "mcts"];

function title(x) {
  return LANG === "ru" ? x.title_ru || x.title_en : x.title_en || x.title_ru;
}
function gameName(info) {
  return LANG === "ru" ? info.name_ru : info.name_en;
}
function current() {
  return games.find((g) => g.info.id === $("game").value);
}

function fillMissions() {
  const g = current();
  $("mission").replaceChildren(
    ...(g ? g.missions.map((m) => el("option", { value: m.id, text: title(m) + " · " + t("levels." + m.difficulty) })) : []),
  );
  const [lo, hi] = g ? g.seats : [1, 1];
  const keep = Number($("count").value) || 2;
  const counts = [];
  for (let n = lo; n <= Math.min(hi, 6); n++) counts.push(el("option", { value: n, text: String(n) }));
  $("count").replaceChildren(...counts);
  $("count").value = String(Math.max(lo, Math.min(hi, keep)));
  fillFacts();
  fillSeats();
}

// "6+ survivors" → the count in the page's language; a longer printed
// description keeps only its leading count, which reads the same in both.
function players(text) {
  const m = /^([0-9+\-–]+)\s*(survivors|players)?/.exec(text || "");
  if (!m) return text;
  return t("players_fmt." + (m[2] || "players"), m[1]);
}

function fillFacts() {
  const g = current();
  const m = g && g.missions.find((x) => x.id === $("mission").value);
  $("mission-facts").textContent = m
    ? [m.difficulty && t("difficulty") + ": " + t("levels." + m.difficulty), m.players && players(m.players)]
        .filter(Boolean)
        .join(" · ")
    : "";
  atHand.lobby(games, $("game").value, $("mission").value);
}

// One row per seat: who sits there and, for a bot, which bot and how
// strong (the searches only). The bots are those the rule system offers.
function fillSeats() {
  const n = Number($("count").value) || 1;
  const g = current();
  const kinds = (g && g.bots) || ["random"];
  const fallback = (g && g.default_bot) || kinds[0];
  const old = [...document.querySelectorAll(".seat")].map((row) => ({
    kind: row.querySelector(".kind").value,
    bot: row.querySelector(".botkind").value,
    strength: row.querySelector(".strength").value,
  }));
  const box = $("seatkinds");
  box.replaceChildren();
  for (let i = 0; i < n; i++) {
    const was = old[i] || {};
    const sel = el(
      "select",
      { class: "kind", "data-seat": i, "aria-label": seatName(i) },
      el("option", { value: "human", text: t("human") }),
      el("option", { value: "open", text: t("open") }),
      el("option", { value: "bot", text: t("bot") }),
    );
    sel.value = was.kind || (i === 0 ? "human" : "bot");
    const botSel = el(
      "select",
      { class: "botkind", "data-seat": i, "aria-label": t("bot_of", i + 1) },
      ...kinds.map((k) => el("option", { value: k, text: t("bots." + k) })),
    );
    botSel.value = kinds.includes(was.bot) ? was.bot : fallback;
    const strengthSel = el(
      "select",
      { class: "strength", "data-seat": i, "aria-label": t("strength_of", i + 1) },
      ...STRENGTHS.map((x) => el("option", { value: x, text: t("strengths." + x) })),
    );
    strengthSel.value = STRENGTHS.includes(was.strength) ? was.strength : "normal";
    const pick = el("div", { class: "botpick" }, botSel, strengthSel);
    const sync = () => {
      pick.hidden = sel.value !== "bot";
      strengthSel.hidden = !SEARCHES.includes(botSel.value);
    };
    sel.onchange = sync;
    botSel.onchange = sync;
    sync();
    box.append(
      el("div", { class: "seat", "data-seat": i }, el("label", { class: "field" }, el("span", { text: seatTitle(g, n, i) }), sel), pick),
    );
  }
}

// What the create request says of one seat: its kind, and a bot's name
// ("heuristic", "rollout:strong").
function seatRequest(row) {
  const kind = row.querySelector(".kind").value;
  if (kind !== "bot") return kind;
  const bot = row.querySelector(".botkind").value;
  const strength = row.querySelector(".strength").value;
  return { kind, bot: SEARCHES.includes(bot) ? bot + ":" + strength : bot };
}

async function copy(text, button) {
  try {
    await navigator.clipboard.writeText(text);
  } catch (_) {
    // Without clipboard access (plain HTTP on another host), select the
    // text so the person can copy it by hand.
    const input = button.previousElementSibling;
    if (input) input.select();
  }
  button.textContent = t("copied");
}

function linkRow(label, url, kind) {
  const input = el("input", { readonly: true, value: url, class: "url", "aria-label": label });
  const b = el("button", { type: "button", class: "copy", text: t("copy") });
  b.onclick = () => copy(url, b);
  return el("li", { class: "link-row", "data-kind": kind }, el("a", { href: url, text: label }), input, b);
}

function withLang(path) {
  return path + "?lang=" + LANG;
}

async function create(ev) {
  ev.preventDefault();
  const seats = [...document.querySelectorAll(".seat")].map(seatRequest);
  $("create-button").disabled = true;
  try {
    const r = await fetch("/api/matches", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ game: $("game").value, mission: $("mission").value, seats }),
    });
    const data = await r.json();
    if (!r.ok) {
      $("error").textContent = data.error;
      return;
    }
    $("error").textContent = "";
    const list = $("linklist");
    list.replaceChildren();
    for (const s of data.seats) {
      if (s.kind === "bot") continue;
      list.append(linkRow(seatTitle(current(), data.seats.length, s.seat) + " · " + t(s.kind), location.origin + withLang(s.join_url), "seat"));
    }
    list.append(linkRow(t("watch"), location.origin + withLang(data.watch_url), "watch"));
    $("links").hidden = false;
    for (const s of data.seats) {
      if (s.kind !== "bot") keepSeat({ match: data.match_id, seat: s.seat, url: s.join_url, game: data.game, mission: $("mission").value, at: Date.now() });
    }
    loadMyMatches();
    loadMatches();
  } finally {
    $("create-button").disabled = false;
  }
}

function when(ms) {
  return new Date(ms).toLocaleString(LANG === "ru" ? "ru-RU" : "en-GB", { dateStyle: "short", timeStyle: "short" });
}

async function loadMatches() {
  const r = await fetch("/api/matches");
  if (!r.ok) return;
  const { matches } = await r.json();
  const ul = $("matches");
  ul.replaceChildren();
  if (matches.length === 0) ul.append(el("li", { class: "muted", text: t("no_matches") }));
  for (const m of matches) {
    const g = games.find((x) => x.info.id === m.game);
    const name = g ? gameName(g.info) : m.game;
    const status = { active: t("running"), finished: t("finished"), abandoned: t("abandoned") }[m.status] || m.status;
    const link =
      m.status === "finished"
        ? el("a", { href: withLang("/replay/" + m.id), class: "button", text: t("replay") })
        : el("a", { href: withLang("/watch/" + m.id), class: "button", text: t("spectate") });
    ul.append(
      el(
        "li",
        { class: "match-row status-" + m.status, "data-match": m.id },
        el("span", { class: "name", text: m.mission ? missionTitle(m.game, m.mission) : name }),
        el("span", { class: "pill", text: status }),
        el("span", { class: "muted players", text: t("vs", (m.players || []).map(playerName).join(", ")) }),
        el("span", { class: "muted", text: [m.outcome ? winnersText(m.outcome, m.players) : "", t("actions_n", m.actions), when(m.updated_at)].filter(Boolean).join(" · ") }),
        link,
      ),
    );
  }
}

// The seats this browser was given, each read with its own link: whose
// turn it is, or how it ended. A link replaced since (the seat was taken
// elsewhere) is said so, and can be forgotten.
async function loadMyMatches() {
  const ul = $("my-matches");
  const seats = mySeats().slice(0, 10);
  const rows = await Promise.all(seats.map(myMatchRow));
  ul.replaceChildren(...rows);
  if (rows.length === 0) ul.append(el("li", { class: "muted", text: t("no_my_matches") }));
}

async function myMatchRow(entry) {
  const token = String(entry.url || "").split("/").pop();
  const forget = el("button", { type: "button", class: "small forget", text: t("forget") });
  forget.onclick = () => {
    forgetSeat(entry.match, entry.seat);
    loadMyMatches();
  };
  const row = (cls, ...children) =>
    el("li", { class: "match-row mine " + cls, "data-match": entry.match, "data-seat": entry.seat }, ...children);
  let state = null;
  try {
    const r = await fetch("/api/matches/" + encodeURIComponent(entry.match) + "/state?lang=" + LANG, { headers: { Authorization: "Bearer " + token } });
    if (r.ok) state = await r.json();
  } catch (_) {
    state = null;
  }
  if (!state) {
    return row("lost", el("span", { class: "name", text: missionTitle(entry.game, entry.mission) + " · " + seatName(entry.seat) }),
      el("span", { class: "muted", text: t("seat_lost") }), forget);
  }
  const where = state.outcome ? winnersText(state.outcome, state.seats) : state.your_turn ? t("your_turn") : statusOf(state);
  const open = el("a", { href: withLang(entry.url), class: "button", text: t("open_seat_again") });
  return row(state.your_turn ? "turn" : state.outcome ? "status-finished" : "status-active",
    el("span", { class: "name", text: missionTitle(state.game, (state.view && state.view.mission) || entry.mission) }),
    el("span", { class: "pill", text: where }),
    el("span", { class: "muted players", text: playerOf(state.seats, entry.seat) + " · " + t("vs", state.seats.map(playerName).join(", ")) }),
    el("span", { class: "muted", text: t("actions_n", state.seq) }),
    open, forget);
}

function statusOf(state) {
  if (state.decision && state.decision.seat !== undefined) return t("waiting_for", playerOf(state.seats, state.decision.seat));
  return t("running");
}

async function load() {
  translatePage();
  document.title = t("app");
  const r = await fetch("/api/games?lang=" + LANG);
  const listing = await r.json();
  games = listing.games;
  if (Array.isArray(listing.strengths) && listing.strengths.length) STRENGTHS = listing.strengths;
  $("game").replaceChildren(...games.map((g) => el("option", { value: g.info.id, text: gameName(g.info) })));
  fillMissions();
  if (games.length === 0) $("error").textContent = t("no_games");
  GAMES = games;
  loadMyMatches();
  loadMatches();
}

$("game").onchange = fillMissions;
$("mission").onchange = fillFacts;
$("count").onchange = fillSeats;
$("create").onsubmit = create;

load();
