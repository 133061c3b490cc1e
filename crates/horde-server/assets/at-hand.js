// Rules at hand: the mission's briefing, explanations of the named pieces
// and the board's symbols, the dice tray and each attack's odds. Every
// game word comes from the server (the rule system's briefings,
// explanations, rolls and odds, in the page's language); this file only
// lays them out, for whichever rule system sends them.
"use strict";

const AT_HAND_WORDS = {
  en: { mission: "Mission", goal: "Goal", special: "Special rules", story: "Briefing", ours: "Our text: the rulebook has none for this mission.", dice: "Dice", no_rolls: "No dice rolled yet.", odds: "Odds", close: "Close" },
  ru: { mission: "Миссия", goal: "Задача", special: "Особые правила", story: "Вводная", ours: "Наш текст: в книге правил его для этой миссии нет.", dice: "Броски", no_rolls: "Кубики ещё не бросали.", odds: "Шансы", close: "Закрыть" },
};
function ah(key) {
  return (AT_HAND_WORDS[LANG] || AT_HAND_WORDS.en)[key];
}
function bi(text) {
  return (text && (LANG === "ru" ? text.ru || text.en : text.en || text.ru)) || "";
}

// ---- the briefing: the lobby's and the game page's --------------------

// The briefing of `mission` of `game` from the list of games, as a
// collapsible card; null when the rule system gives none.
function briefingCard(games, game, mission, open) {
  const g = (games || []).find((x) => x.info.id === game);
  const b = g && g.briefings && g.briefings[mission];
  if (!b) return null;
  const body = el("div", { class: "briefing-body" });
  if (bi(b.goal)) body.append(el("h3", { text: ah("goal") }), el("p", { class: "goal", text: bi(b.goal) }));
  if (b.rules && b.rules.length) {
    body.append(el("h3", { text: ah("special") }),
      el("ul", { class: "special" }, ...b.rules.map((r) =>
        el("li", {}, bi(r.text), r.rule ? el("span", { class: "rule-id", text: " " + r.rule }) : null))));
  }
  if (bi(b.story)) body.append(el("h3", { text: ah("story") }), el("p", { class: "story", text: bi(b.story) }));
  if (b.source === "horde") body.append(el("p", { class: "muted small", text: ah("ours") }));
  const d = el("details", { class: "card briefing", id: "briefing", "data-mission": mission },
    el("summary", {}, el("h2", { text: ah("mission") })), body);
  d.open = !!open;
  return d;
}

// A rule system with one mission need not name it in its view.
function onlyMission(games, game) {
  const g = (games || []).find((x) => x.info.id === game);
  return g && g.missions && g.missions.length === 1 ? g.missions[0].id : null;
}

// ---- explanations: a popover for pieces and symbols -------------------

let EXPLAINED = null;
async function loadExplanations(game) {
  if (EXPLAINED && EXPLAINED.game === game) return EXPLAINED.list;
  const r = await fetch("/api/games/" + encodeURIComponent(game) + "/explanations?lang=" + LANG);
  const list = r.ok ? (await r.json()).explanations : [];
  EXPLAINED = { game, list };
  return list;
}

let popover = null;
function closeExplanation() {
  if (!popover) return;
  const back = popover.opener;
  popover.remove();
  popover = null;
  if (back && back.isConnected) back.focus();
}
function showExplanation(x, opener) {
  closeExplanation();
  const p = el("div", { class: "explain", role: "dialog", "aria-label": x.name || x.lines[0], tabindex: "-1", "data-key": x.key },
    x.name ? el("h3", { text: x.name }) : null,
    ...x.lines.map((l) => el("p", { text: l })),
    x.rule ? el("p", { class: "rule-id", text: x.rule }) : null,
    el("button", { type: "button", class: "link close", text: ah("close"), onclick: closeExplanation }));
  document.body.append(p);
  const b = opener.getBoundingClientRect();
  const w = Math.min(320, window.innerWidth - 16);
  p.style.width = w + "px";
  p.style.left = Math.max(8, Math.min(b.left, window.innerWidth - w - 8)) + window.scrollX + "px";
  p.style.top = b.bottom + 6 + window.scrollY + "px";
  p.opener = opener;
  popover = p;
  p.focus();
}
document.addEventListener("keydown", (e) => { if (e.key === "Escape") closeExplanation(); });
document.addEventListener("pointerdown", (e) => {
  if (popover && !popover.contains(e.target) && !e.target.closest(".explains")) closeExplanation();
});

function explains(node, x) {
  node.classList.add("explains");
  node.setAttribute("tabindex", "0");
  node.dataset.explains = x.key;
  const open = (e) => {
    // A piece or spot the player may pick now takes the tap as a pick.
    if (node.closest(".target, .piece-spot, .piece-picked")) return;
    e.stopPropagation();
    e.preventDefault();
    if (popover && popover.opener === node) closeExplanation();
    else showExplanation(x, node);
  };
  node.addEventListener("click", open);
  node.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") open(e); });
}

// The names in the side panel's cells become buttons that explain them
// (a cell may list several: "Pistol, Crowbar").
function explainPanel(list, box) {
  const named = list.filter((x) => x.name && x.name.length > 1).sort((a, b) => b.name.length - a.name.length);
  for (const cell of box.querySelectorAll(".cell")) {
    if (cell.querySelector(".explains")) continue;
    const text = cell.textContent;
    const hits = [];
    for (const x of named) {
      let at = text.indexOf(x.name);
      while (at >= 0) {
        const end = at + x.name.length;
        const word = (i) => i >= 0 && i < text.length && /[\p{L}\d]/u.test(text[i]);
        if (!word(at - 1) && !word(end) && !hits.some((h) => at < h.end && end > h.at)) hits.push({ at, end, x });
        at = text.indexOf(x.name, end);
      }
    }
    if (!hits.length) continue;
    hits.sort((a, b) => a.at - b.at);
    const parts = [];
    let from = 0;
    for (const h of hits) {
      parts.push(text.slice(from, h.at));
      const s = el("span", { class: "named", role: "button", text: text.slice(h.at, h.end) });
      explains(s, h.x);
      parts.push(s);
      from = h.end;
    }
    parts.push(text.slice(from));
    cell.replaceChildren(...parts);
  }
}

// The board's symbols that the rule system explains become buttons too.
function explainBoard(list) {
  const svg = document.querySelector("#board svg");
  if (!svg) return;
  for (const x of list) {
    if (!x.symbol) continue;
    let marks;
    try { marks = svg.querySelectorAll(x.symbol); } catch (_) { continue; }
    for (const m of marks) {
      if (m.closest(".legend") || m.classList.contains("explains")) continue;
      m.setAttribute("role", "button");
      m.setAttribute("aria-label", [x.name, x.lines[0]].filter(Boolean).join(": "));
      explains(m, x);
    }
  }
}

// ---- odds beside each attack -----------------------------------------

function percent(c) {
  const p = (100 * c.num) / c.den;
  return (p > 0 && p < 1 ? p.toFixed(1) : String(Math.round(p))) + "%";
}
function drawOdds(state) {
  for (const a of state.legal || []) {
    if (!a.odds || !a.odds.chances.length) continue;
    const b = document.querySelector('#actions button.action[data-index="' + a.index + '"]');
    if (!b || (b.nextSibling && b.nextSibling.classList && b.nextSibling.classList.contains("odds"))) continue;
    const line = el("span", { class: "odds", "data-index": a.index, title: ah("odds") },
      ...a.odds.chances.map((c) => el("span", { class: "chance", "data-count": c.count, "data-num": c.num, "data-den": c.den, text: c.label + " — " + percent(c) })));
    b.after(line);
  }
}

// ---- the dice tray ----------------------------------------------------

const TRAY_MAX = 6;
function diceTray() {
  let tray = document.getElementById("dice-tray");
  if (tray) return tray;
  tray = el("section", { class: "card dice-tray", id: "dice-tray", "aria-live": "polite" },
    el("h2", { text: ah("dice") }), el("ol", { class: "rolls" }, el("li", { class: "muted empty", text: ah("no_rolls") })));
  const anchor = document.getElementById("panel");
  if (anchor) anchor.before(tray);
  return tray;
}
function addRolls(rolls, fresh) {
  if (!rolls || !rolls.length) return;
  const list = diceTray().querySelector("ol");
  const empty = list.querySelector(".empty");
  if (empty) empty.remove();
  for (const r of rolls) {
    const dice = r.dice.map((v) => el("span", { class: "die" + (r.target && v >= r.target ? " hit" : ""), text: String(v) }));
    list.prepend(el("li", { class: "roll" + (fresh ? " fresh" : "") },
      el("div", { class: "roll-title", text: r.title }),
      el("div", { class: "dice" }, ...dice),
      el("div", { class: "roll-text" }, r.text, r.rule ? el("span", { class: "rule-id", text: " " + r.rule }) : null)));
  }
  while (list.children.length > TRAY_MAX) list.lastChild.remove();
}

// ---- what the game page calls -----------------------------------------

const atHand = {
  // After each drawing of the page: briefing (once), odds, explanations.
  render(state) {
    diceTray();
    const mission = (state.view && state.view.mission) || onlyMission(GAMES, state.game);
    const old = document.getElementById("briefing");
    if (mission && (!old || old.dataset.mission !== mission)) {
      const card = briefingCard(GAMES, state.game, mission, false);
      if (old) old.remove();
      const anchor = document.getElementById("actions-card");
      if (card && anchor) anchor.before(card);
    }
    drawOdds(state);
    loadExplanations(state.game).then((list) => {
      explainPanel(list, document.getElementById("panel"));
      explainBoard(list);
    }, () => {});
  },
  rolls(rolls, fresh) {
    addRolls(rolls, fresh);
  },
  // The lobby shows the chosen mission's briefing, open.
  lobby(games, game, mission) {
    const old = document.getElementById("briefing");
    if (old) old.remove();
    const card = briefingCard(games, game, mission, true);
    const facts = document.getElementById("mission-facts");
    if (card && facts) facts.after(card);
  },
};
