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
  $("title").textContent = "· " + missionTitle(data.game, data.view && data.view.mission);
  $("slider").max = String(total);
  $("slider").value = String(step);
  $("step").textContent = t("step", step, total);
  document.body.dataset.step = step;
  const page = data.page || {};
  $("facts").textContent = (page.facts || []).join(" · ");
  $("status").textContent = data.outcome && step === total ? t("over") + ". " + winnersText(data.outcome, data.seats) : "";
  tellStep(data);
  const own = !!(page.cards && page.cards.length);
  if (data.board) placeBoard($("board"), data.board);
  else $("board").replaceChildren();
  $("legend").textContent = (data.board && page.key) || "";
  $("plain").hidden = own;
  if (!own) $("plain").replaceChildren(plainView(data.view));
  drawPanel(page, $("panel"));
  for (const m of data.marks || []) markEvent(m);
}

// The log tells the steps as live play told them, newest first: each
// step's action, then every event it caused on a line of its own, in the
// server's words for a spectator in LANG. Stepping on keeps the steps
// before; a jump (or a step back) starts the log again at that step.
function tellStep(data) {
  const log = $("events");
  for (const li of [...log.children]) if (Number(li.dataset.step) >= data.step) li.remove();
  const top = log.firstElementChild;
  if (top && Number(top.dataset.step) !== data.step - 1) log.replaceChildren();
  for (const li of log.querySelectorAll(".fresh")) li.classList.remove("fresh");
  if (data.step === 0) return;
  const told = (data.narration || []).filter(Boolean);
  // A chance step is labelled by what it showed: its events say it all.
  const label = data.last_action && data.last_action !== told.join(" ") ? data.last_action : null;
  const line = (text, cls) => log.prepend(el("li", { class: cls, "data-step": data.step, text }));
  if (label) line(label, "step-action fresh");
  for (const text of told) line(text, "fresh");
  while (log.children.length > 300) log.lastChild.remove();
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
  show(0);
})();
