// The lobby: pick a game, a mission and who sits where, then hand out
// the per-seat links the server returns.
"use strict";

const $ = (id) => document.getElementById(id);
let games = [];

function option(value, text) {
  const o = document.createElement("option");
  o.value = value;
  o.textContent = text;
  return o;
}

function fillMissions() {
  const g = games.find((x) => x.info.id === $("game").value);
  $("mission").replaceChildren(...(g ? g.missions.map((m) => option(m.id, m.title_en + " (" + m.players + ")")) : []));
}

function fillSeats() {
  const n = Math.max(1, Math.min(6, Number($("count").value) || 1));
  const box = $("seatkinds");
  box.replaceChildren();
  for (let i = 0; i < n; i++) {
    const label = document.createElement("label");
    label.textContent = "Seat " + i + " ";
    const sel = document.createElement("select");
    sel.className = "kind";
    for (const k of ["human", "open", "bot"]) sel.append(option(k, k));
    sel.value = i === 0 ? "human" : "bot";
    label.append(sel);
    box.append(label);
  }
}

async function load() {
  const r = await fetch("/api/games");
  games = (await r.json()).games;
  $("game").replaceChildren(...games.map((g) => option(g.info.id, g.info.name_en)));
  fillMissions();
  fillSeats();
  if (games.length === 0) $("error").textContent = "This server has no game yet.";
}

$("game").onchange = fillMissions;
$("count").onchange = fillSeats;
$("create").onsubmit = async (ev) => {
  ev.preventDefault();
  const seats = [...document.querySelectorAll(".kind")].map((s) => s.value);
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
    const p = document.createElement("p");
    const a = document.createElement("a");
    a.href = s.join_url;
    a.textContent = "Seat " + s.seat + " (" + s.kind + ")";
    const input = document.createElement("input");
    input.readOnly = true;
    input.value = location.origin + s.join_url;
    p.append(a, " ", input);
    list.append(p);
  }
  const w = document.createElement("p");
  const wa = document.createElement("a");
  wa.href = data.watch_url;
  wa.textContent = "Watch as a spectator";
  w.append(wa);
  list.append(w);
  $("links").hidden = false;
};

load();
