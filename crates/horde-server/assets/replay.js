// A finished match, step by step: each step is the spectator's view after
// that many log entries, replayed by the server from the stored log.
"use strict";

const $ = (id) => document.getElementById(id);
const matchId = location.pathname.split("/").filter(Boolean)[1];
let step = 0;
let total = 0;
let timer = null;

async function show(n) {
  const r = await fetch("/api/matches/" + encodeURIComponent(matchId) + "/replay?step=" + n + "&lang=" + LANG);
  const data = await r.json();
  if (!r.ok) {
    $("error").textContent = data.error;
    return;
  }
  step = data.step;
  total = data.total;
  const rules = RULES[data.game];
  $("title").textContent = "· " + missionTitle(data.game, data.view && data.view.mission);
  $("slider").max = String(total);
  $("slider").value = String(step);
  $("step").textContent = t("step", step, total);
  document.body.dataset.step = step;
  $("facts").textContent = rules ? rules.facts(data.view).join(" · ") : "";
  $("status").textContent = data.outcome && step === total ? t("over") : "";
  // The step's label and what it caused, told by the server in LANG.
  const told = (data.narration || []).filter(Boolean);
  $("last-action").textContent = [data.last_action || "—", ...told].join(" · ");
  if (data.board) {
    placeBoard($("board"), data.board);
    $("plain").hidden = true;
  } else {
    $("board").replaceChildren();
    $("plain").hidden = false;
    $("plain").replaceChildren(plainView(data.view));
  }
  if (rules) rules.side(data.view, $);
}

function stop() {
  clearInterval(timer);
  timer = null;
  $("playpause").textContent = t("play_replay");
}

$("first").onclick = () => { stop(); show(0); };
$("prev").onclick = () => { stop(); show(Math.max(0, step - 1)); };
$("next").onclick = () => { stop(); show(Math.min(total, step + 1)); };
$("last").onclick = () => { stop(); show(total); };
$("slider").oninput = () => { stop(); show(Number($("slider").value)); };
$("playpause").onclick = () => {
  if (timer) return stop();
  $("playpause").textContent = t("pause");
  timer = setInterval(() => (step >= total ? stop() : show(step + 1)), 600);
};

translatePage();
(async () => {
  await loadGames();
  const r = await fetch("/api/matches/" + encodeURIComponent(matchId) + "/replay?step=0");
  if (r.ok) {
    const g = (await r.json()).game;
    const n = await fetch("/api/games/" + encodeURIComponent(g) + "/names");
    if (n.ok) NAMES = (await n.json())[LANG] || {};
  }
  show(0);
})();
