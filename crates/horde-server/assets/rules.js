// What every game page shares: the side panel, the board, marks on it.
// No game words live here: action labels, event narration, the panel's
// cards and the board's key come from the server, in the page's
// language, out of each rule system's own catalogue. A rule system that
// sends no panel still plays: its view shows as a readable panel.
"use strict";

function kindOf(action) {
  if (typeof action === "string") return [action, null];
  const k = Object.keys(action)[0];
  return [k, action[k]];
}

// The side panel the server built for this viewer, in LANG: cards of
// rows of cells, each in a tone from a small fixed set. `box` gets one
// section per card.
const TONES = ["strong", "muted", "bad", "good", "current", "gone"];
function toneClass(tone) {
  if (!tone || tone === "plain") return "";
  if (typeof tone === "object") {
    if (tone.seat !== undefined) return "tone-seat team-" + (tone.seat % 4);
    if (tone.level !== undefined) return "tone-level level-" + Math.min(3, tone.level);
    return "";
  }
  return TONES.includes(tone) ? "tone-" + tone : "";
}
function drawPanel(page, box) {
  const cards = (page && page.cards) || [];
  box.replaceChildren(
    ...cards.map((c) =>
      el("section", { class: "card panel-card" },
        el("h2", { text: c.title }),
        el("ul", { class: "panel-rows" },
          ...c.rows.map((r) =>
            el("li", { class: ("panel-row " + toneClass(r.tone)).trim() },
              ...r.cells.map((x) => el("span", { class: ("cell " + toneClass(x.tone)).trim(), text: x.text }))))))),
  );
}

// Rule-system and mission titles in the page's language, from the list
// of games (loaded once at start).
let GAMES = [];
function missionTitle(game, mission) {
  const g = GAMES.find((x) => x.info.id === game);
  if (!g) return game;
  const m = g.missions.find((x) => x.id === mission);
  const name = LANG === "ru" ? g.info.name_ru : g.info.name_en;
  if (!m) return name;
  return name + " · " + (LANG === "ru" ? m.title_ru || m.title_en : m.title_en || m.title_ru);
}

async function loadGames() {
  const g = await fetch("/api/games?lang=" + LANG);
  if (g.ok) GAMES = (await g.json()).games;
}

// The first part of a board, which never changes while a match is played
// (a state names its address as `board_base`; the board is its text
// followed by the state's `board`): fetched once, then kept.
const boardBases = new Map();
function loadBoardBase(state) {
  const url = state && state.board_base;
  if (!url) return Promise.resolve();
  const kept = boardBases.get(url);
  if (typeof kept === "string") return Promise.resolve();
  if (kept) return kept;
  const loading = fetch(url)
    .then((r) => (r.ok ? r.text() : Promise.reject(new Error(r.status + " " + url))))
    .then((text) => { boardBases.set(url, text); })
    // Asked again by the next state that names it.
    .catch(() => { boardBases.delete(url); });
  boardBases.set(url, loading);
  return loading;
}

// A state's whole board, or null while its base is on its way (`redraw`
// is called once it came).
function boardText(state, redraw) {
  if (!state.board || !state.board_base) return state.board || null;
  const base = boardBases.get(state.board_base);
  if (typeof base === "string") return base + state.board;
  loadBoardBase(state).then(() => { if (typeof boardBases.get(state.board_base) === "string") redraw(); });
  return null;
}

// Puts the server's SVG in `box` and trims the picture to the map: the
// renderer leaves room for a title and a key that the page shows itself.
function placeBoard(box, svgText) {
  box.innerHTML = svgText;
  const svg = box.querySelector("svg");
  const ground = svg && svg.querySelector("g.ground");
  if (!ground) return;
  const b = ground.getBBox();
  if (!(b.width > 0 && b.height > 0)) return;
  const pad = 10;
  svg.setAttribute("viewBox", [b.x - pad, b.y - pad, b.width + 2 * pad, b.height + 2 * pad].join(" "));
  svg.removeAttribute("width");
  svg.removeAttribute("height");
}

// The board's spots an action or event points at: zones of a zone map,
// squares of a grid.
function spotsOf(id) {
  if (!id) return [];
  const q = CSS.escape(id);
  return document.querySelectorAll('#board g.zone[data-zone="' + q + '"], #board [data-square="' + q + '"]');
}

// Marks one event on the board while a phase is told: an arrow for a
// move, a badge for what appeared, died or struck (the server's `mark`).
// The marks go when the new state is drawn.
const SVG_NS = "http://www.w3.org/2000/svg";
function spotCenter(id) {
  const g = spotsOf(id)[0];
  if (!g) return null;
  const b = g.getBBox();
  return [b.x + b.width / 2, b.y + b.height / 2];
}
function svgEl(tag, attrs) {
  const e = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}
function markEvent(mark) {
  const svg = document.querySelector("#board svg");
  if (!svg || !mark || (!mark.moved && !mark.badge)) return;
  let layer = svg.querySelector("g.marks");
  if (!layer) {
    layer = svgEl("g", { class: "marks" });
    svg.append(layer);
  }
  for (const old of layer.querySelectorAll(".latest")) old.classList.remove("latest");
  const g = svgEl("g", { class: "mark latest" });
  let at = spotCenter(mark.spot);
  if (mark.moved) {
    const a = spotCenter(mark.moved[0]);
    const b = spotCenter(mark.moved[1]);
    if (a && b) {
      g.append(svgEl("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], stroke: "#b3261e", "stroke-width": 5, "stroke-linecap": "round", opacity: 0.8 }));
      g.append(svgEl("circle", { cx: b[0], cy: b[1], r: 9, fill: "#b3261e" }));
      at = b;
    }
  }
  if (mark.badge && at) {
    g.append(svgEl("rect", { x: at[0] - 22, y: at[1] - 34, width: 44, height: 22, rx: 6, fill: "#4a1410" }));
    const label = svgEl("text", { x: at[0], y: at[1] - 18, "text-anchor": "middle", "font-size": 14, "font-weight": "bold", fill: "#fff" });
    label.textContent = mark.badge;
    g.append(label);
  }
  layer.append(g);
}

// A readable panel of any view: nested lists of keys and values.
function plainView(value) {
  if (value === null) return el("span", { class: "muted", text: "—" });
  if (typeof value !== "object") return el("span", { text: String(value) });
  if (Array.isArray(value)) {
    if (value.length === 0) return el("span", { class: "muted", text: "—" });
    if (value.every((x) => x === null || typeof x !== "object")) return el("span", { text: value.join(", ") });
    return el("ol", { class: "plain-list" }, ...value.map((x) => el("li", {}, plainView(x))));
  }
  return el("dl", { class: "plain-map" },
    ...Object.entries(value).flatMap(([k, v]) => [el("dt", { text: k.replace(/_/g, " ") }), el("dd", {}, plainView(v))]));
}
