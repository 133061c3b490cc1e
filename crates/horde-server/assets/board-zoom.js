// Zoom and pan on the board, for every rule system's picture: pinch and
// drag on a touch screen, the wheel and drag with a mouse, and buttons
// (+, −, back to the first view). The server redraws the board with each
// state; the zoom is kept across redraws, as a zoom factor and a centre
// on the map. A phone starts zoomed in far enough that the board's words
// stay legible (MIN_SCALE screen pixels per board unit), on the places
// the seat can act on, and while the seat picks one the board stays
// pinned at the top of the screen.
"use strict";

Object.assign(WORDS.en, { zoom_in: "Zoom in", zoom_out: "Zoom out", zoom_reset: "Whole board view" });
Object.assign(WORDS.ru, { zoom_in: "Приблизить", zoom_out: "Отдалить", zoom_reset: "Вернуть вид" });

const BoardZoom = (() => {
  const PHONE = window.matchMedia("(max-width: 900px)");
  // The renderers draw words 10 to 12 units high: at this scale they are
  // at least 9 screen pixels.
  const MIN_SCALE = 0.85;
  const MAX_ZOOM = 8;
  // A press that moves less than this is a click, not a drag.
  const DRAG_PX = 6;

  let home = null; // the viewBox the page chose: the whole map
  let zoom = null; // { k, cx, cy }: factor over the fitted map, centre in board units
  let fit = null; // { w, h, s0, k0 }: the box in pixels, its whole-map scale, the first zoom
  const pointers = new Map();
  let gesture = null;
  let dragged = false;

  const board = () => document.getElementById("board");
  const svg = () => document.querySelector("#board svg");

  function readHome(s) {
    const v = (s.getAttribute("viewBox") || "").split(/[\s,]+/).map(Number);
    return v.length === 4 && v.every(Number.isFinite) && v[2] > 0 && v[3] > 0
      ? { x: v[0], y: v[1], w: v[2], h: v[3] }
      : null;
  }

  // The box the board is drawn in: the panel's width, and the map's
  // height at the first zoom, within a share of the screen.
  function measure() {
    const w = board().clientWidth;
    if (!(w > 0) || !home) return null;
    const phone = PHONE.matches;
    const maxH = phone ? window.innerHeight * 0.5 : Math.max(240, window.innerHeight - 176);
    const s0 = Math.min(w / home.w, maxH / home.h);
    const k0 = phone ? Math.min(MAX_ZOOM, Math.max(1, MIN_SCALE / s0)) : 1;
    const h = Math.round(Math.min(maxH, home.h * s0 * k0));
    return { w, h, s0, k0 };
  }

  // Where the seat can act, in board units: the first view centres there,
  // zoomed out as far as it takes to show every such spot.
  function targetsCentre() {
    const spots = [...document.querySelectorAll("#board .target")];
    if (!spots.length) return null;
    let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const g of spots) {
      const b = g.getBBox();
      x0 = Math.min(x0, b.x);
      y0 = Math.min(y0, b.y);
      x1 = Math.max(x1, b.x + b.width);
      y1 = Math.max(y1, b.y + b.height);
    }
    return { cx: (x0 + x1) / 2, cy: (y0 + y1) / 2, w: x1 - x0, h: y1 - y0 };
  }

  // True when every spot the seat can act on shows in the current view.
  function targetsInView(s) {
    const v = readHome(s);
    return !v || [...document.querySelectorAll("#board .target")].every((g) => {
      const b = g.getBBox();
      return b.x < v.x + v.w && b.x + b.width > v.x && b.y < v.y + v.h && b.y + b.height > v.y;
    });
  }

  function firstView() {
    const c = targetsCentre();
    if (!c) return { k: fit.k0, cx: home.x + home.w / 2, cy: home.y + home.h / 2 };
    // A spot left out of view could not be tapped without a pan first.
    const margin = 1.15;
    const all = Math.min(fit.w / (fit.s0 * c.w * margin), fit.h / (fit.s0 * c.h * margin));
    return { k: Math.min(fit.k0, Math.max(1, all)), cx: c.cx, cy: c.cy };
  }

  // Keeps the view on the map: a view wider than the map centres it.
  function clamp(z) {
    const k = Math.min(MAX_ZOOM, Math.max(1, z.k));
    const vw = fit.w / (fit.s0 * k);
    const vh = fit.h / (fit.s0 * k);
    const along = (c, lo, len, v) => (v >= len ? lo + len / 2 : Math.min(lo + len - v / 2, Math.max(lo + v / 2, c)));
    return { k, cx: along(z.cx, home.x, home.w, vw), cy: along(z.cy, home.y, home.h, vh) };
  }

  function apply() {
    const s = svg();
    if (!s || !home || !fit) return;
    zoom = clamp(zoom || firstView());
    const vw = fit.w / (fit.s0 * zoom.k);
    const vh = fit.h / (fit.s0 * zoom.k);
    s.setAttribute("viewBox", [zoom.cx - vw / 2, zoom.cy - vh / 2, vw, vh].map((n) => n.toFixed(2)).join(" "));
    s.style.height = fit.h + "px";
    s.style.maxHeight = "none";
    // Unzoomed, a finger's vertical swipe still scrolls the page.
    s.style.touchAction = zoom.k > fit.k0 + 0.01 ? "none" : "pan-y";
    s.dataset.zoom = zoom.k.toFixed(3);
    const panel = board().closest(".board-panel");
    if (panel) document.documentElement.style.setProperty("--board-h", panel.offsetHeight + "px");
  }

  // A new picture from the server: keep the zoom the player chose.
  function placed() {
    const s = svg();
    const h = s && readHome(s);
    controls();
    if (h) {
      const same = home && h.x === home.x && h.y === home.y && h.w === home.w && h.h === home.h;
      home = h;
      fit = measure();
      if (!same) zoom = null;
      listen(s);
      apply();
    }
    targetsChanged();
  }

  // The spots the seat can act on changed (a new picture, a piece picked
  // on the same one): the board pins while there are any, and the view
  // goes to them when they have left it (its pieces moved).
  function targetsChanged() {
    document.body.classList.toggle("choosing", !!document.querySelector("#board .target"));
    const s = svg();
    if (!s || !zoom || !fit || targetsInView(s)) return;
    const first = firstView();
    zoom = { k: Math.min(zoom.k, first.k), cx: first.cx, cy: first.cy };
    apply();
  }

  function zoomAt(factor, px, py) {
    const s = svg();
    if (!s || !zoom || !fit) return;
    const r = s.getBoundingClientRect();
    const scale = fit.s0 * zoom.k;
    // The board point under the pointer stays under it.
    const bx = zoom.cx + (px - r.left - r.width / 2) / scale;
    const by = zoom.cy + (py - r.top - r.height / 2) / scale;
    const k = Math.min(MAX_ZOOM, Math.max(1, zoom.k * factor));
    zoom = clamp({ k, cx: bx - (bx - zoom.cx) * (zoom.k / k), cy: by - (by - zoom.cy) * (zoom.k / k) });
    apply();
  }

  function panBy(dx, dy) {
    if (!zoom || !fit) return;
    const scale = fit.s0 * zoom.k;
    zoom = clamp({ k: zoom.k, cx: zoom.cx - dx / scale, cy: zoom.cy - dy / scale });
    apply();
  }

  function button(cls, label, text, go) {
    const b = el("button", { type: "button", class: "zoom-" + cls, title: label, "aria-label": label, text });
    b.onclick = go;
    return b;
  }

  function centreOfBox() {
    const r = svg().getBoundingClientRect();
    return [r.left + r.width / 2, r.top + r.height / 2];
  }

  function controls() {
    const panel = board().closest(".board-panel");
    if (!panel || panel.querySelector(".zoom-controls")) {
      if (panel) panel.querySelector(".zoom-controls").hidden = !svg();
      return;
    }
    const bar = el("div", { class: "zoom-controls" },
      button("in", t("zoom_in"), "+", () => zoomAt(1.5, ...centreOfBox())),
      button("out", t("zoom_out"), "−", () => zoomAt(1 / 1.5, ...centreOfBox())),
      button("reset", t("zoom_reset"), "⟲", () => {
        zoom = null;
        apply();
      }));
    bar.hidden = !svg();
    panel.prepend(bar);
  }

  function listen(s) {
    s.addEventListener("wheel", (ev) => {
      ev.preventDefault();
      zoomAt(Math.exp(-ev.deltaY * 0.0015), ev.clientX, ev.clientY);
    }, { passive: false });
    s.addEventListener("pointerdown", (ev) => {
      if (ev.pointerType === "mouse" && ev.button !== 0) return;
      pointers.set(ev.pointerId, { x: ev.clientX, y: ev.clientY });
      dragged = false;
      gesture = null;
    });
    s.addEventListener("pointermove", (ev) => {
      const was = pointers.get(ev.pointerId);
      if (!was || !zoom) return;
      const now = { x: ev.clientX, y: ev.clientY };
      if (pointers.size >= 2) {
        const [a, b] = [...pointers.entries()].map(([id, p]) => (id === ev.pointerId ? now : p));
        const [pa, pb] = [...pointers.values()];
        const d0 = Math.hypot(pa.x - pb.x, pa.y - pb.y);
        const d1 = Math.hypot(a.x - b.x, a.y - b.y);
        if (d0 > 0) zoomAt(d1 / d0, (a.x + b.x) / 2, (a.y + b.y) / 2);
        panBy((a.x + b.x) / 2 - (pa.x + pb.x) / 2, (a.y + b.y) / 2 - (pa.y + pb.y) / 2);
        dragged = true;
        pointers.set(ev.pointerId, now);
        return;
      }
      if (!gesture) {
        if (Math.hypot(now.x - was.x, now.y - was.y) < DRAG_PX) return;
        // Captured only once it is a drag: a click still reaches its zone.
        gesture = "pan";
        s.setPointerCapture(ev.pointerId);
      }
      dragged = true;
      panBy(now.x - was.x, now.y - was.y);
      pointers.set(ev.pointerId, now);
    });
    const up = (ev) => {
      pointers.delete(ev.pointerId);
      if (pointers.size === 0) gesture = null;
    };
    s.addEventListener("pointerup", up);
    s.addEventListener("pointercancel", up);
    // The click that ends a drag is not a click on a zone.
    s.addEventListener("click", (ev) => {
      if (dragged) {
        ev.stopPropagation();
        ev.preventDefault();
        dragged = false;
      }
    }, true);
  }

  function start() {
    const b = board();
    if (!b) return;
    new MutationObserver(placed).observe(b, { childList: true });
    // A new width (a turned phone, a scrollbar) fits the board again.
    let width = b.clientWidth;
    const refit = () => {
      if (b.clientWidth === width) return;
      width = b.clientWidth;
      fit = measure();
      apply();
    };
    new ResizeObserver(refit).observe(b);
    window.addEventListener("resize", () => {
      fit = measure();
      apply();
    });
  }

  start();
  return { placed, targetsChanged };
})();
