// Long menus, picked on the board. A seat that moves many pieces (a
// zombie player's horde) is asked for the piece first: the pieces light
// up on the board and stand in a row of buttons, and once one is picked
// only its actions are listed and only their spots light up. A long
// section whose every action is at a spot of its own (where to put a new
// piece) is listed as short chips named by their spots, which the board
// takes as clicks too. Short menus stay as they are.
"use strict";

Object.assign(WORDS.en, { pick_piece: "Pick a piece (on the board or here)", other_piece: "Another piece" });
Object.assign(WORDS.ru, { pick_piece: "Выберите фигуру (на поле или здесь)", other_piece: "Другая фигура" });

// From this many actions with a piece, the piece is asked first.
const PIECES_FIRST_FROM = 16;
// From this many actions in a section, each at a spot of its own, the
// section is listed as chips.
const CHIPS_FROM = 12;
// The picked piece's spot: kept from one state to the next while that
// piece still has actions, so a zombie is moved step after step.
let pickedPiece = null;

// Called once the menu `box` of `state` is drawn (buttons with their
// `data-index`) and the board's spots are wired to its actions.
function pickOnBoard(state, box) {
  const byIndex = new Map(state.legal.map((a) => [String(a.index), a]));
  chipLongSections(box, byIndex);
  askPieceFirst(state, box, byIndex);
}

function chipLongSections(box, byIndex) {
  for (const group of box.querySelectorAll(".group")) {
    const buttons = [...group.querySelectorAll("button.action")];
    const acts = buttons.map((b) => byIndex.get(b.dataset.index));
    const spots = new Set(acts.map((a) => a && a.target));
    const chips = buttons.length >= CHIPS_FROM && acts.every((a) => a && a.target && !a.piece) && spots.size === acts.length;
    if (!chips) continue;
    group.classList.add("chips");
    buttons.forEach((b, i) => {
      b.setAttribute("aria-label", b.textContent);
      b.title = [b.textContent, b.title].filter(Boolean).join(" · ");
      b.textContent = acts[i].target;
    });
  }
}

function askPieceFirst(state, box, byIndex) {
  const names = new Map();
  for (const a of state.legal) if (a.piece && !names.has(a.piece.spot)) names.set(a.piece.spot, a.piece.name);
  const withPiece = state.legal.filter((a) => a.piece).length;
  if (withPiece < PIECES_FIRST_FROM || names.size < 2) {
    pickedPiece = null;
    return;
  }
  if (!names.has(pickedPiece)) pickedPiece = null;
  const pick = (spot) => {
    pickedPiece = spot;
    showPiece(state, box, byIndex, names);
  };
  const buttons = [...names].map(([spot, name]) => {
    const b = el("button", { type: "button", class: "piece", "data-piece": spot, text: name });
    b.onclick = () => pick(spot);
    return b;
  });
  const other = el("button", { type: "button", class: "piece-other small", text: t("other_piece") });
  other.onclick = () => pick(null);
  box.prepend(el("div", { class: "group pieces", "data-group": "pieces" },
    el("h3", { text: t("pick_piece") }), el("div", { class: "buttons" }, ...buttons, other)));
  box.pickPiece = pick;
  showPiece(state, box, byIndex, names);
}

// Lists the picked piece's actions (or only the actions of no piece
// while none is picked) and lights up what may be clicked on the board:
// the pieces, and the picked piece's spots to act on.
function showPiece(state, box, byIndex, names) {
  for (const b of box.querySelectorAll("button.piece")) b.classList.toggle("picked", b.dataset.piece === pickedPiece);
  box.querySelector("button.piece-other").hidden = pickedPiece === null;
  const shown = [];
  for (const b of box.querySelectorAll("button.action")) {
    const a = byIndex.get(b.dataset.index);
    b.hidden = !!(a && a.piece && a.piece.spot !== pickedPiece);
    if (!b.hidden && a) shown.push({ a, b });
  }
  for (const g of box.querySelectorAll(".group")) g.hidden = ![...g.querySelectorAll("button")].some((b) => !b.hidden);
  for (const g of document.querySelectorAll("#board .target, #board .piece-spot, #board .piece-picked")) unwire(g);
  const targets = new Map();
  for (const x of shown) {
    if (!x.a.target) continue;
    if (!targets.has(x.a.target)) targets.set(x.a.target, []);
    targets.get(x.a.target).push(x);
  }
  for (const [spot, name] of names) {
    if (spot === pickedPiece || targets.has(spot)) continue;
    for (const g of spotsOf(spot)) wire(g, name, () => box.pickPiece(spot), "piece-spot");
  }
  for (const g of spotsOf(pickedPiece)) g.classList.add("piece-picked");
  for (const [spot, list] of targets) {
    const go = () => {
      if (list.length > 1) {
        for (const x of list) x.b.classList.add("flash");
        return;
      }
      // The piece stays picked where it goes, for its next step.
      if (list[0].a.piece) pickedPiece = spot;
      actChecked(list[0].a, state.seq);
    };
    for (const g of spotsOf(spot)) wire(g, list.map((x) => x.b.getAttribute("aria-label") || x.b.textContent).join(" / "), go, "target");
  }
  // The picked piece's spots are new targets: the board pins and shows them.
  BoardZoom.targetsChanged();
}

function wire(g, label, go, cls) {
  g.classList.add(cls);
  g.setAttribute("tabindex", "0");
  g.setAttribute("role", "button");
  g.setAttribute("aria-label", label);
  g.onclick = go;
  g.onkeydown = (ev) => { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); go(); } };
}

function unwire(g) {
  g.classList.remove("target", "piece-spot", "piece-picked");
  for (const a of ["tabindex", "role", "aria-label"]) g.removeAttribute(a);
  g.onclick = null;
  g.onkeydown = null;
}
