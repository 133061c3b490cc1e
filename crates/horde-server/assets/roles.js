// What each seat plays where seats differ (a zombie player against the
// humans), as the rule system says it in the page's language (the
// `roles` of /api/games): the lobby and the seat pages name seats by it.
"use strict";

// The role of seat `seat` at a table of `count` seats of `game` (a
// listing of /api/games), "" where seats play alike.
function seatRole(game, count, seat) {
  if (!game || !Array.isArray(game.roles) || !Array.isArray(game.seats)) return "";
  const roles = game.roles[count - game.seats[0]] || [];
  return roles[seat] || "";
}

// "Seat 1 · Zombie player", or "Seat 1" alone.
function seatTitle(game, count, seat) {
  const role = seatRole(game, count, seat);
  return role ? seatName(seat) + " · " + role : seatName(seat);
}
