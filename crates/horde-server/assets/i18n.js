// Words of the pages in English and Russian. The language is chosen once
// (address ?lang=, then the saved choice, then the browser's) and every
// text on a page comes from here, so a page never mixes the two.
"use strict";

const WORDS = {
  en: {
    app: "Horde",
    lang_other: "Русский",
    new_match: "New match",
    rule_system: "Rule system",
    mission: "Mission",
    difficulty: "Difficulty",
    seats: "Seats",
    seat: "Seat",
    seat_n: "Seat {0}",
    player_n: "Player {0}",
    chat: "Chat",
    send: "Send",
    chat_say: "Say something to the table",
    your_name: "Your name",
    save_name: "Save",
    turn_title: "(Your turn)",
    turn_sound: "Sound when it is your turn",
    my_matches: "My matches",
    no_my_matches: "The seats you open are kept here, in this browser.",
    open_seat_again: "Open my seat",
    forget: "Forget",
    seat_lost: "This seat's link no longer opens it.",
    vs: "Players: {0}",
    human: "Person",
    open: "Open (a friend joins later)",
    bot: "Bot",
    bot_of: "Seat {0}: which bot",
    strength_of: "Seat {0}: how strong",
    bots: {
      random: "Random moves",
      heuristic: "Heuristic (rules of thumb)",
      rollout: "Rollout search",
      mcts: "Tree search (MCTS)",
    },
    strengths: { quick: "Quick", normal: "Normal", strong: "Strong (slower)" },
    create: "Create the match",
    links: "Join links",
    links_help: "Each link is the secret of one seat: open yours, send the others to your friends.",
    copy: "Copy",
    copied: "Copied",
    open_seat: "Play",
    watch: "Watch as a spectator",
    matches: "Matches",
    running: "Running",
    finished: "Finished",
    abandoned: "Abandoned",
    no_matches: "No matches yet.",
    actions_n: "{0} actions",
    replay: "Replay",
    spectate: "Watch",
    no_games: "This server has no game yet.",
    spectator: "Spectator",
    practice: "Practice match",
    link_used: "This seat's link has already been used to take the seat, so it no longer opens it. Go back to the page where the seat was taken, or ask whoever holds the seat.",
    practice_help: "The creator chose this match's seed, so its dice and cards can be known in advance.",
    your_turn: "Your turn",
    waiting_for: "Waiting for {0}",
    chance: "Dice and cards…",
    over: "Game over",
    won: "Won: {0}",
    lost: "Nobody won",
    connection_lost: "Connection lost; reconnecting…",
    your_actions: "Your actions",
    no_actions: "Nothing to do right now.",
    undo: "Undo",
    pass_turn: "Pass the rest of my turn",
    give_bot: "Let a bot play this seat",
    log: "What happened",
    events_playing: "What happens…",
    skip: "Skip",
    view: "What you see",
    step: "Step {0} of {1}",
    step_label: "Step",
    board_label: "Board",
    first: "Start",
    prev: "Back",
    next: "Next",
    last: "End",
    play_replay: "Play",
    pause: "Pause",
    levels: { easy: "easy", medium: "medium", hard: "hard", standard: "standard", competitive: "competitive" },
    players_fmt: { survivors: "{0} survivors", players: "{0} players" },
  },
  ru: {
    app: "Орда",
    lang_other: "English",
    new_match: "Новая партия",
    rule_system: "Игра",
    mission: "Миссия",
    difficulty: "Сложность",
    seats: "Мест за столом",
    seat: "Место",
    seat_n: "Место {0}",
    player_n: "Участник {0}",
    chat: "Чат",
    send: "Отправить",
    chat_say: "Напишите что-нибудь столу",
    your_name: "Ваше имя",
    save_name: "Сохранить",
    turn_title: "(Ваш ход)",
    turn_sound: "Звук, когда ваш ход",
    my_matches: "Мои партии",
    no_my_matches: "Места, которые вы открываете, хранятся здесь, в этом браузере.",
    open_seat_again: "Открыть моё место",
    forget: "Забыть",
    seat_lost: "Ссылка этого места его больше не открывает.",
    vs: "За столом: {0}",
    human: "Человек",
    open: "Свободно (друг присоединится позже)",
    bot: "Бот",
    bot_of: "Место {0}: какой бот",
    strength_of: "Место {0}: насколько сильный",
    bots: {
      random: "Случайные ходы",
      heuristic: "Эвристика (простые правила)",
      rollout: "Поиск розыгрышами",
      mcts: "Поиск по дереву (MCTS)",
    },
    strengths: { quick: "Быстрый", normal: "Обычный", strong: "Сильный (медленнее)" },
    create: "Создать партию",
    links: "Ссылки для входа",
    links_help: "Каждая ссылка — секрет одного места: откройте свою, остальные отправьте друзьям.",
    copy: "Копировать",
    copied: "Скопировано",
    open_seat: "Играть",
    watch: "Смотреть как зритель",
    matches: "Партии",
    running: "Идёт",
    finished: "Окончена",
    abandoned: "Брошена",
    no_matches: "Партий пока нет.",
    actions_n: "ходов: {0}",
    replay: "Повтор",
    spectate: "Смотреть",
    no_games: "На этом сервере пока нет игр.",
    spectator: "Зритель",
    practice: "Тренировочная партия",
    link_used: "По этой ссылке место уже заняли, поэтому она его больше не открывает. Вернитесь на страницу, где место было занято, или спросите того, кто за ним играет.",
    practice_help: "Зерно этой партии выбрал её создатель: кубики и карты в ней можно узнать заранее.",
    your_turn: "Ваш ход",
    waiting_for: "Ждём: {0}",
    chance: "Кубики и карты…",
    over: "Игра окончена",
    won: "Победа: {0}",
    lost: "Никто не победил",
    connection_lost: "Связь потеряна, переподключаемся…",
    your_actions: "Ваши действия",
    no_actions: "Сейчас делать нечего.",
    undo: "Отменить",
    pass_turn: "Пропустить остаток хода",
    give_bot: "Пусть за это место играет бот",
    log: "Что произошло",
    events_playing: "События…",
    skip: "Пропустить",
    view: "Что вы видите",
    step: "Шаг {0} из {1}",
    step_label: "Шаг",
    board_label: "Поле",
    first: "В начало",
    prev: "Назад",
    next: "Вперёд",
    last: "В конец",
    play_replay: "Играть",
    pause: "Пауза",
    levels: { easy: "лёгкая", medium: "средняя", hard: "сложная", standard: "обычная", competitive: "соревновательная" },
    players_fmt: { survivors: "выживших: {0}", players: "игроков: {0}" },
  },
};

const LANG = (() => {
  const q = new URLSearchParams(location.search).get("lang");
  if (q === "ru" || q === "en") {
    try { localStorage.setItem("horde-lang", q); } catch (_) { /* private mode */ }
    return q;
  }
  let saved = null;
  try { saved = localStorage.getItem("horde-lang"); } catch (_) { /* private mode */ }
  if (saved === "ru" || saved === "en") return saved;
  return (navigator.language || "en").toLowerCase().startsWith("ru") ? "ru" : "en";
})();
document.documentElement.lang = LANG;

// t("seat_n", 2) → "Seat 2"; dotted keys reach nested tables.
function t(key, ...args) {
  let v = key.split(".").reduce((o, k) => (o ? o[k] : undefined), WORDS[LANG]);
  // Unknown words (a new difficulty, say) show as the data has them.
  if (v === undefined) v = key.split(".").pop();
  return String(v).replace(/\{(\d)\}/g, (_, i) => (args[i] === undefined ? "" : args[i]));
}

function setLang(lang) {
  try { localStorage.setItem("horde-lang", lang); } catch (_) { /* private mode */ }
  const u = new URL(location.href);
  u.searchParams.set("lang", lang);
  location.replace(u.toString());
}

// Fills every element with data-t="key" and wires the language switch.
function translatePage() {
  for (const el of document.querySelectorAll("[data-t]")) el.textContent = t(el.dataset.t);
  // Labels read out to a screen reader are words of the page too.
  for (const el of document.querySelectorAll("[data-t-label]")) el.setAttribute("aria-label", t(el.dataset.tLabel));
  const sw = document.getElementById("lang");
  if (sw) {
    sw.textContent = t("lang_other");
    sw.onclick = () => setLang(LANG === "ru" ? "en" : "ru");
  }
}

// A seat's bot as the server names it ("heuristic", "rollout:strong", or
// a kind alone for settings no name stands for), in the page's words.
function botLabel(name) {
  const [kind, strength] = String(name || "").split(":");
  const k = t("bots." + kind);
  return strength ? k + " · " + t("strengths." + strength) : k;
}

function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") e.className = v;
    else if (k === "text") e.textContent = v;
    else if (k.startsWith("on")) e[k] = v;
    else if (v !== undefined && v !== null && v !== false) e.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children) if (c !== null && c !== undefined) e.append(c);
  return e;
}

// A seat as people count them, from one: the engine's seat 0 is "Seat 1".
function seatName(seat) {
  return t("seat_n", Number(seat) + 1);
}

// Who sits in a seat (as the server lists seats): the name its player
// chose, a bot's bot, or "Player N". Always put in as text, never markup.
function playerName(info) {
  if (info.name) return info.name;
  if (info.kind === "bot" && info.bot) return botLabel(info.bot);
  return t("player_n", Number(info.seat) + 1);
}

// The player of seat `seat` among `seats`, "Player N" when unlisted.
function playerOf(seats, seat) {
  return playerName((seats || []).find((s) => s.seat === seat) || { seat });
}

// Who won a finished match, by the players' names.
function winnersText(outcome, seats) {
  const w = (outcome && outcome.winners) || [];
  return w.length ? t("won", w.map((s) => playerOf(seats, s)).join(", ")) : t("lost");
}

// The seats this browser was given (its "my matches"), newest first:
// {match, seat, url, game, mission, at}. A seat's link changes each time
// it is opened, so the seat page keeps the latest one here.
const MY_SEATS = "horde-seats";
function mySeats() {
  try {
    const list = JSON.parse(localStorage.getItem(MY_SEATS) || "[]");
    return Array.isArray(list) ? list : [];
  } catch (_) {
    return [];
  }
}
function keepSeat(entry) {
  const same = (x) => x.match === entry.match && x.seat === entry.seat;
  // A seat page does not know the mission the lobby chose: keep it.
  const kept = Object.assign({}, mySeats().find(same), entry);
  const rest = mySeats().filter((x) => !same(x));
  try { localStorage.setItem(MY_SEATS, JSON.stringify([kept, ...rest].slice(0, 50))); } catch (_) { /* private mode */ }
}
function forgetSeat(match, seat) {
  const rest = mySeats().filter((x) => !(x.match === match && x.seat === seat));
  try { localStorage.setItem(MY_SEATS, JSON.stringify(rest)); } catch (_) { /* private mode */ }
}
