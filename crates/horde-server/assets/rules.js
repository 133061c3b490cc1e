// How a rule system's view reads on a page, beyond the board the server
// draws. No game words live here: action labels, event narration and
// piece names come from the server, in the page's language, out of each
// rule system's own catalogue. A rule system missing here still plays:
// its view shows as a readable panel.
"use strict";

// Content names (cards, survivors, skills) in the page's language, loaded per game.
let NAMES = {};
function nm(s) {
  if (!s) return s;
  if (NAMES[s]) return NAMES[s];
  const m = /^(.*) \(spent\)$/.exec(s);
  if (m) return nm(m[1]) + " (" + t("spent") + ")";
  return s;
}

function kindOf(action) {
  if (typeof action === "string") return [action, null];
  const k = Object.keys(action)[0];
  return [k, action[k]];
}

// Rue Morgue's side panel: the active survivor's card and the team.
const RueMorgue = {
  facts(view) {
    return [view.dice && view.dice.length ? t("dice") + ": " + view.dice.join(" ") : null].filter(Boolean);
  },
  survivorCard(s, full) {
    const inv = s.inventory.map((item, i) =>
      el("li", { class: "slot" + (i < 2 ? " hand" : "") + (item === "wound" ? " wound" : "") + (item ? "" : " empty") },
        el("span", { class: "slot-where", text: i < 2 ? t("hand") : t("backpack") }),
        el("span", { text: item === "wound" ? t("wound") : item ? nm(item) : t("empty") })));
    const head = el("div", { class: "surv-head team-" + (s.seat % 4) },
      el("strong", { text: nm(s.name) }),
      el("span", { class: "pill danger-" + levelName(s.level), text: t("level") + " " + (Number(s.level) + 1) }),
      el("span", { class: "muted", text: t("xp") + " " + s.xp }),
      el("span", { class: "muted", text: t("zone", s.zone) }));
    const facts = el("p", { class: "muted small" },
      t("actions_left") + ": " + s.actions_left + " · " + t("wounds") + ": " + s.wounds +
      (s.alive ? "" : " · " + t("dead")));
    const parts = [head, facts];
    if (full) {
      parts.push(el("ul", { class: "inventory" }, ...inv));
      if (s.skills.length) parts.push(el("p", { class: "small" }, t("skills") + ": " + s.skills.map(nm).join(", ")));
    }
    return el("div", { class: "survivor-card" + (s.alive ? "" : " dead") }, ...parts);
  },
  side(view, $) {
    const active = view.survivors.find((s) => s.name === view.active_survivor);
    $("active-card").hidden = !active;
    $("active").replaceChildren(active ? this.survivorCard(active, true) : "");
    $("team-card").hidden = false;
    $("team").replaceChildren(
      ...view.survivors.map((s) => {
        const li = el("li", { class: "team-row" + (s.alive ? "" : " dead") + (s === active ? " current" : "") },
          el("span", { class: "dot team-" + (s.seat % 4) }),
          el("strong", { text: nm(s.name) }),
          el("span", { class: "pill danger-" + levelName(s.level), text: t("xp") + " " + s.xp }),
          el("span", { class: "muted small", text: t("zone", s.zone) + " · " + t("wounds") + " " + s.wounds +
            (s.alive ? (s.activated ? " · " + t("done_turn") : "") : " · " + t("dead")) }));
        li.title = s.inventory.filter(Boolean).map((x) => (x === "wound" ? t("wound") : nm(x))).join(", ");
        return li;
      }),
    );
  },
};
function levelName(level) {
  return ["blue", "yellow", "orange", "red"][level] || "blue";
}

const RULES = { "rue-morgue": RueMorgue };

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
  const g = await fetch("/api/games");
  if (g.ok) GAMES = (await g.json()).games;
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
