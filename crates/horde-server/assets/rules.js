// How each rule system's actions, events and view read on a page, in
// both languages. A rule system missing here still plays: its actions
// show the server's text, its view a readable panel.
"use strict";

// Content names (cards, survivors, skills) in Russian, loaded per game.
let NAMES = {};
function nm(s) {
  if (!s) return s;
  if (LANG !== "ru") return NAMES[s] || s;
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

const RM_WORDS = {
  en: {
    kinds: { walker: "walker", fatty: "fatty", runner: "runner", crawler: "crawler", abomination: "Abomination" },
    hands: ["left hand", "right hand", "both hands"],
    danger: { blue: "blue", yellow: "yellow", orange: "orange", red: "red" },
    phase: { setup: "setup", players: "players' phase", zombies: "zombies' phase", over: "over" },
    a: {
      activate: "Activate {0}",
      move: "Move to {0}",
      search: "Search",
      open_door: "Open door to {0} ({1})",
      open_door_bare: "Open door to {0} bare-handed",
      rearrange: "Rearrange inventory",
      trade: "Trade with {0}",
      melee: "Melee attack ({0})",
      ranged: "Shoot at {0} ({1})",
      reload: "Reload",
      take_objective: "Take the objective",
      make_noise: "Make noise",
      board: "Board the helicopter (seat {0})",
      exit_helicopter: "Leave the helicopter",
      change_seat: "Helicopter seat {0}",
      take_off: "Take off",
      land: "Land",
      fly: "Fly to {0}",
      store_items: "Store items in the helicopter",
      take_items: "Take items from the helicopter",
      do_nothing: "End activation",
      discard: "{0} discards {1}",
      combine: "Combine {0} and {1}",
      swap: "Swap {0} and {1}",
      swap_other: "Partner swaps {0} and {1}",
      exchange: "Give {0} for {1}",
      store: "Store {0}",
      take: "Take helicopter item {0}",
      done: "Done",
      keep: "Keep it instead of {0}",
      discard_drawn: "Discard the drawn card",
      hit_survivor: "Hit {0}",
      hit_kind: "Hit a {0}",
      wound_to: "{0} takes the wound",
      wound_discard: "Wound: discard {0}",
      choose_zone: "Choose {0}",
      choose_skill: "Skill option {0}",
    },
    e: {
      turn_started: "Turn {0} begins.",
      activated: "{0} is activated.",
      activation_ended: "{0} is done.",
      moved: "{0} moves from {1} to {2}.",
      searched: "{0} searches.",
      card_kept: "{0} keeps {1}.",
      card_discarded: "{0} discards {1}.",
      aaahh: "Aaahh! A walker appears next to {0} in {1}.",
      combined: "{0} combines cards into {1}.",
      door_opened: "{0} opens a door.",
      noise_placed: "Noise in {0} (now {1}).",
      die_rolled: "A die shows {0}.",
      attack: "{0} attacks {1} with {2}, {3} dice.",
      hits: "{0} scores {1} hits.",
      zombie_killed: "A {1} dies in {0}.",
      hit_absorbed: "A {1} in {0} shrugs off {2} hits.",
      survivor_hit: "{0} hits {1}!",
      reloaded: "{0} reloads.",
      crawler_risen: "{1} crawlers rise in {0}.",
      xp_gained: "{0} gains {1} XP ({2}).",
      level_up: "{0} reaches danger level {1}.",
      skill_gained: "{0} gains a skill.",
      objective_taken: "{0} takes the objective in {1}.",
      spawn_zone_activated: "Spawn zone {0} is active.",
      wound_taken: "{0} is wounded.",
      survivor_died: "{0} dies in {1}.",
      zombie_phase: "The zombies' phase begins.",
      zombies_attacked: "Zombies in {0} strike: {1} wounds.",
      zombies_moved: "{3} {2} move from {0} to {1}.",
      zombies_split: "The group in {0} splits {1} ways.",
      zombies_added_by_split: "{2} {1} join the split in {0}.",
      grabbed: "{0} is grabbed from {1} to {2}.",
      zombie_card: "Zombie card #{0} in {1}.",
      zombies_spawned: "{2} {1} appear in {0}.",
      extra_activation: "Extra activation: {0}!",
      extra_activation_ignored_at_blue: "Extra activation of {0} ignored at blue danger.",
      ran_out: "No {0} miniatures left: they all act again!",
      abomination_substituted: "An Abomination appears in {0} instead.",
      deck_reshuffled: "A deck is reshuffled.",
      tent_revealed: "A tent in {0} is opened.",
      event_triggered: "An event on tile {0}!",
      boarded_helicopter: "{0} boards the helicopter.",
      left_helicopter: "{0} leaves the helicopter in {1}.",
      helicopter_took_off: "The helicopter takes off from {0}.",
      helicopter_landed: "The helicopter lands in {0}.",
      helicopter_flew: "The helicopter flies from {0} to {1}.",
      items_stored: "{0} stores {1} in the helicopter.",
      items_taken: "{0} takes {1} from the helicopter.",
      end_phase: "End of turn.",
      victory: "Victory!",
      defeat: "Defeat: {0}.",
    },
  },
  ru: {
    kinds: { walker: "ходок", fatty: "толстяк", runner: "бегун", crawler: "ползун", abomination: "мерзость" },
    hands: ["левой рукой", "правой рукой", "двумя руками"],
    danger: { blue: "синий", yellow: "жёлтый", orange: "оранжевый", red: "красный" },
    phase: { setup: "подготовка", players: "фаза игроков", zombies: "фаза зомби", over: "конец" },
    a: {
      activate: "Активировать: {0}",
      move: "Идти в {0}",
      search: "Обыскать",
      open_door: "Открыть дверь в {0} ({1})",
      open_door_bare: "Открыть дверь в {0} голыми руками",
      rearrange: "Переложить снаряжение",
      trade: "Обменяться с {0}",
      melee: "Атака в ближнем бою ({0})",
      ranged: "Стрелять в {0} ({1})",
      reload: "Перезарядить",
      take_objective: "Взять цель",
      make_noise: "Пошуметь",
      board: "Сесть в вертолёт (место {0})",
      exit_helicopter: "Выйти из вертолёта",
      change_seat: "Пересесть на место {0}",
      take_off: "Взлететь",
      land: "Приземлиться",
      fly: "Лететь в {0}",
      store_items: "Сложить вещи в вертолёт",
      take_items: "Взять вещи из вертолёта",
      do_nothing: "Закончить активацию",
      discard: "{0} сбрасывает {1}",
      combine: "Объединить {0} и {1}",
      swap: "Поменять {0} и {1}",
      swap_other: "Партнёр меняет {0} и {1}",
      exchange: "Отдать {0} за {1}",
      store: "Положить {0}",
      take: "Взять из вертолёта предмет {0}",
      done: "Готово",
      keep: "Оставить вместо: {0}",
      discard_drawn: "Сбросить вытянутую карту",
      hit_survivor: "Попасть в: {0}",
      hit_kind: "Попасть в: {0}",
      wound_to: "Рану получает {0}",
      wound_discard: "Рана: сбросить {0}",
      choose_zone: "Выбрать {0}",
      choose_skill: "Навык, вариант {0}",
    },
    e: {
      turn_started: "Начинается раунд {0}.",
      activated: "{0} действует.",
      activation_ended: "{0} закончил(а).",
      moved: "{0} идёт из {1} в {2}.",
      searched: "{0} обыскивает зону.",
      card_kept: "{0} оставляет себе: {1}.",
      card_discarded: "{0} сбрасывает: {1}.",
      aaahh: "А-а-а! Рядом с {0} в {1} появляется ходок.",
      combined: "{0} собирает: {1}.",
      door_opened: "{0} открывает дверь.",
      noise_placed: "Шум в {0} (всего {1}).",
      die_rolled: "На кубике {0}.",
      attack: "{0} атакует {1}: {2}, кубиков {3}.",
      hits: "{0}: попаданий {1}.",
      zombie_killed: "В {0} убит {1}.",
      hit_absorbed: "{1} в {0} выдерживает попадания ({2}).",
      survivor_hit: "{0} попадает в {1}!",
      reloaded: "{0} перезаряжает оружие.",
      crawler_risen: "В {0} поднимаются ползуны: {1}.",
      xp_gained: "{0}: +{1} опыта ({2}).",
      level_up: "{0} достигает уровня опасности {1}.",
      skill_gained: "{0} получает навык.",
      objective_taken: "{0} берёт цель в {1}.",
      spawn_zone_activated: "Зона появления {0} активна.",
      wound_taken: "{0} ранен(а).",
      survivor_died: "{0} погибает в {1}.",
      zombie_phase: "Начинается фаза зомби.",
      zombies_attacked: "Зомби в {0} атакуют: ран {1}.",
      zombies_moved: "{2} ({3}) идут из {0} в {1}.",
      zombies_split: "Группа в {0} делится на {1}.",
      zombies_added_by_split: "{1} ({2}) добавлены при делении в {0}.",
      grabbed: "{0} схвачен(а): из {1} в {2}.",
      zombie_card: "Карта зомби №{0} в {1}.",
      zombies_spawned: "В {0} появляются: {1} ({2}).",
      extra_activation: "Дополнительная активация: {0}!",
      extra_activation_ignored_at_blue: "Дополнительная активация ({0}) не действует на синем уровне.",
      ran_out: "Фигурки кончились ({0}): они действуют ещё раз!",
      abomination_substituted: "Вместо них в {0} появляется мерзость.",
      deck_reshuffled: "Колода перемешана.",
      tent_revealed: "В {0} открыта палатка.",
      event_triggered: "Событие на тайле {0}!",
      boarded_helicopter: "{0} садится в вертолёт.",
      left_helicopter: "{0} выходит из вертолёта в {1}.",
      helicopter_took_off: "Вертолёт взлетает из {0}.",
      helicopter_landed: "Вертолёт садится в {0}.",
      helicopter_flew: "Вертолёт летит из {0} в {1}.",
      items_stored: "{0} кладёт в вертолёт: {1}.",
      items_taken: "{0} берёт из вертолёта: {1}.",
      end_phase: "Конец раунда.",
      victory: "Победа!",
      defeat: "Поражение: {0}.",
    },
  },
};

function fmt(s, args) {
  return String(s).replace(/\{(\d)\}/g, (_, i) => (args[i] === undefined ? "?" : args[i]));
}

const RueMorgue = {
  w() {
    return RM_WORDS[LANG];
  },
  zone(view, i) {
    const z = view.zones[i];
    return t("zone", z ? z.id : i);
  },
  zoneId(view, i) {
    const z = view.zones[i];
    return z ? z.id : null;
  },
  surv(view, i) {
    const s = view.survivors[i];
    return s ? nm(s.name) : "#" + i;
  },
  kind(k) {
    return this.w().kinds[k] || k;
  },
  slot(view, i) {
    const active = view.survivors.find((s) => nm(s.name) === nm(view.active_survivor || ""));
    const item = active && active.inventory[i];
    return item ? (item === "wound" ? t("wound") : nm(item)) : "#" + i;
  },
  door(view, i) {
    const d = view.doors[i];
    return d ? d.between.map((z) => t("zone", z)).join(" ↔ ") : "#" + i;
  },
  // Label, group and (for the board) the zone an action points at.
  action(a, view) {
    const [k, p] = kindOf(a.action);
    const w = this.w();
    const L = (key, ...args) => fmt(w.a[key] || a.text, args);
    const hand = (h) => w.hands[h] || h;
    switch (k) {
      case "activate": return { label: L("activate", this.surv(view, p)), group: "activate" };
      case "move": return { label: L("move", this.zone(view, p)), group: "move", zone: this.zoneId(view, p) };
      case "search": return { label: L("search"), group: "search" };
      case "open_door": {
        const d = view.doors[p.door];
        const mine = view.survivors.find((s) => nm(s.name) === nm(view.active_survivor || ""));
        const other = d && mine ? d.between.find((z) => z !== mine.zone) || d.between[0] : null;
        const where = other ? t("zone", other) : this.door(view, p.door);
        return {
          label: p.hand === 2 && !this.slot(view, 2) ? L("open_door_bare", where) : L("open_door", where, hand(p.hand)),
          group: "door",
          zone: other,
        };
      }
      case "rearrange": return { label: L("rearrange"), group: "inventory" };
      case "trade": return { label: L("trade", this.surv(view, p)), group: "inventory" };
      case "melee": return { label: L("melee", hand(p.hand)), group: "attack" };
      case "ranged":
        return { label: L("ranged", this.zone(view, p.zone), hand(p.hand)), group: "attack", zone: this.zoneId(view, p.zone) };
      case "reload": return { label: L("reload"), group: "attack" };
      case "take_objective": return { label: L("take_objective"), group: "search" };
      case "make_noise": return { label: L("make_noise"), group: "search" };
      case "board": return { label: L("board", p), group: "heli" };
      case "exit_helicopter": case "take_off": case "land": case "store_items": case "take_items":
        return { label: L(k), group: "heli" };
      case "change_seat": return { label: L("change_seat", p), group: "heli" };
      case "fly": return { label: L("fly", this.zone(view, p)), group: "heli", zone: this.zoneId(view, p) };
      case "do_nothing": return { label: L("do_nothing"), group: "end" };
      case "done": return { label: L("done"), group: "end" };
      case "discard": {
        const who = view.survivors[p[0]];
        const item = who && who.inventory[p[1]];
        return { label: L("discard", this.surv(view, p[0]), item ? (item === "wound" ? t("wound") : nm(item)) : "#" + p[1]), group: "inventory" };
      }
      case "combine": return { label: L("combine", this.slot(view, p[0]), this.slot(view, p[1])), group: "inventory" };
      case "swap": return { label: L("swap", this.slot(view, p[0]), this.slot(view, p[1])), group: "inventory" };
      case "swap_other": return { label: L("swap_other", "#" + p[0], "#" + p[1]), group: "inventory" };
      case "exchange": return { label: L("exchange", this.slot(view, p[0]), "#" + p[1]), group: "inventory" };
      case "store": return { label: L("store", this.slot(view, p)), group: "heli" };
      case "take": return { label: L("take", p), group: "heli" };
      case "keep": return { label: L("keep", this.slot(view, p)), group: "choice" };
      case "discard_drawn": return { label: L("discard_drawn"), group: "choice" };
      case "hit_survivor": return { label: L("hit_survivor", this.surv(view, p)), group: "choice" };
      case "hit_kind": return { label: L("hit_kind", this.kind(p)), group: "choice" };
      case "wound_to": return { label: L("wound_to", this.surv(view, p)), group: "choice" };
      case "wound_discard": return { label: L("wound_discard", this.slot(view, p)), group: "choice" };
      case "choose_zone": return { label: L("choose_zone", this.zone(view, p)), group: "choice", zone: this.zoneId(view, p) };
      case "choose_skill": return { label: L("choose_skill", p), group: "choice" };
      default: return { label: a.text, group: "other" };
    }
  },
  // An event in words, and the zone it happened in (to flash it).
  event(e, view) {
    const w = this.w();
    const tpl = w.e[e.event];
    if (!tpl) return null;
    const S = (i) => this.surv(view, i);
    const Z = (i) => this.zone(view, i);
    const K = (k) => this.kind(k);
    let args;
    let zone = e.zone !== undefined ? e.zone : e.to !== undefined ? e.to : null;
    switch (e.event) {
      case "turn_started": args = [e.turn]; break;
      case "moved": args = [S(e.survivor), Z(e.from), Z(e.to)]; break;
      case "card_kept": case "card_discarded": args = [S(e.survivor), "#" + e.card]; break;
      case "aaahh": args = [S(e.survivor), Z(e.zone)]; break;
      case "combined": args = [S(e.survivor), "#" + e.result]; break;
      case "noise_placed": args = [Z(e.zone), e.total]; break;
      case "die_rolled": args = [e.value]; break;
      case "attack": args = [S(e.survivor), Z(e.zone), "#" + e.card, e.dice]; break;
      case "hits": args = [S(e.survivor), e.hits]; break;
      case "zombie_killed": args = [Z(e.zone), K(e.kind)]; break;
      case "hit_absorbed": args = [Z(e.zone), K(e.kind), e.hits]; break;
      case "survivor_hit": args = [S(e.by), S(e.target)]; break;
      case "crawler_risen": args = [Z(e.zone), e.count]; break;
      case "xp_gained": args = [S(e.survivor), e.amount, e.total]; break;
      case "level_up": args = [S(e.survivor), e.level]; break;
      case "objective_taken": args = [S(e.survivor), Z(e.zone)]; break;
      case "spawn_zone_activated": args = [Z(e.zone)]; break;
      case "survivor_died": args = [S(e.survivor), Z(e.zone)]; break;
      case "zombies_attacked": args = [Z(e.zone), e.wounds]; break;
      case "zombies_moved": args = [Z(e.from), Z(e.to), K(e.kind), e.count]; break;
      case "zombies_split": args = [Z(e.from), e.directions]; zone = e.from; break;
      case "zombies_added_by_split": args = [Z(e.zone), K(e.kind), e.count]; break;
      case "grabbed": args = [S(e.survivor), Z(e.from), Z(e.to)]; break;
      case "zombie_card": args = [e.number, e.zone === null ? "—" : Z(e.zone)]; break;
      case "zombies_spawned": args = [Z(e.zone), K(e.kind), e.count]; break;
      case "extra_activation": case "extra_activation_ignored_at_blue": case "ran_out": args = [K(e.kind)]; break;
      case "abomination_substituted": case "tent_revealed": case "helicopter_took_off": case "helicopter_landed":
        args = [Z(e.zone)]; break;
      case "event_triggered": args = [e.tile]; break;
      case "left_helicopter": args = [S(e.survivor), Z(e.zone)]; break;
      case "helicopter_flew": args = [Z(e.from), Z(e.to)]; break;
      case "items_stored": case "items_taken": args = [S(e.survivor), "#" + e.card]; break;
      case "defeat": args = [e.reason]; break;
      default: args = [e.survivor !== undefined ? S(e.survivor) : ""];
    }
    const letter = { walker: "W", fatty: "F", runner: "R", crawler: "C", abomination: "A" }[e.kind] || "";
    const mark = {
      zombies_moved: { move: [e.from, e.to], badge: e.count + letter },
      grabbed: { move: [e.from, e.to] },
      moved: { move: [e.from, e.to] },
      zombies_spawned: { badge: "+" + e.count + letter },
      zombies_added_by_split: { badge: "+" + e.count + letter },
      zombie_killed: { badge: "✕" + letter },
      zombies_attacked: { badge: "⚔" + e.wounds },
      survivor_died: { badge: "☠" },
    }[e.event];
    const out = { text: fmt(tpl, args), zone: zone === null ? null : this.zoneId(view, zone), zombies: e.event === "zombie_phase" };
    if (mark) {
      out.badge = mark.badge || null;
      out.move = mark.move ? mark.move.map((i) => this.zoneId(view, i)) : null;
    }
    return out;
  },
  facts(view) {
    const w = this.w();
    return [
      t("turn", view.turn),
      w.phase[view.phase] || view.phase,
      t("danger") + ": " + (w.danger[view.danger] || view.danger),
      t("decks") + ": " + t("equipment_deck") + " " + view.equipment_deck + ", " + t("zombie_deck") + " " + view.zombie_deck,
      view.dice && view.dice.length ? t("dice") + ": " + view.dice.join(" ") : null,
    ].filter(Boolean);
  },
  survivorCard(s, full) {
    const w = this.w();
    const inv = s.inventory.map((item, i) =>
      el("li", { class: "slot" + (i < 2 ? " hand" : "") + (item === "wound" ? " wound" : "") + (item ? "" : " empty") },
        el("span", { class: "slot-where", text: i < 2 ? t("hand") : t("backpack") }),
        el("span", { text: item === "wound" ? t("wound") : item ? nm(item) : t("empty") })));
    const head = el("div", { class: "surv-head team-" + (s.seat % 4) },
      el("strong", { text: nm(s.name) }),
      el("span", { class: "pill danger-" + levelName(s.level), text: (w.danger[levelName(s.level)] || s.level) }),
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
  legend() {
    return t("legend");
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

// Marks one event on the board while a phase is told: an arrow for a
// move, a badge for what appeared, died or struck. The marks go when the
// new state is drawn.
const SVG_NS = "http://www.w3.org/2000/svg";
function zoneCenter(svg, id) {
  const g = id && svg.querySelector('g.zone[data-zone="' + CSS.escape(id) + '"]');
  if (!g) return null;
  const b = g.getBBox();
  return [b.x + b.width / 2, b.y + b.height / 2];
}
function svgEl(tag, attrs) {
  const e = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}
function markEvent(x) {
  const svg = document.querySelector("#board svg");
  if (!svg || (!x.move && !x.badge)) return;
  let layer = svg.querySelector("g.marks");
  if (!layer) {
    layer = svgEl("g", { class: "marks" });
    svg.append(layer);
  }
  for (const old of layer.querySelectorAll(".latest")) old.classList.remove("latest");
  const g = svgEl("g", { class: "mark latest" });
  let at = zoneCenter(svg, x.zone);
  if (x.move) {
    const a = zoneCenter(svg, x.move[0]);
    const b = zoneCenter(svg, x.move[1]);
    if (a && b) {
      g.append(svgEl("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], stroke: "#b3261e", "stroke-width": 5, "stroke-linecap": "round", opacity: 0.8 }));
      g.append(svgEl("circle", { cx: b[0], cy: b[1], r: 9, fill: "#b3261e" }));
      at = b;
    }
  }
  if (x.badge && at) {
    g.append(svgEl("rect", { x: at[0] - 22, y: at[1] - 34, width: 44, height: 22, rx: 6, fill: "#4a1410" }));
    const t = svgEl("text", { x: at[0], y: at[1] - 18, "text-anchor": "middle", "font-size": 14, "font-weight": "bold", fill: "#fff" });
    t.textContent = x.badge;
    g.append(t);
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
