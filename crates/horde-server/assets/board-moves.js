// While a stretch of events is told (the zombies' phase), a piece the
// server says moved slides along its arrow on the board: the picture
// names each piece that can move (data-piece) and where it stands
// (data-spot), and an event's mark names the piece and its two spots.
// The next state's picture then puts every piece in its place.
"use strict";

function movePiece(mark) {
  if (!mark || !mark.moved || !mark.piece) return;
  const [from, to] = mark.moved;
  const q = (s) => CSS.escape(s);
  const piece = document.querySelector('#board [data-piece="' + q(mark.piece) + '"][data-spot="' + q(from) + '"]');
  const a = spotCenter(from);
  const b = spotCenter(to);
  if (!piece || !a || !b) return;
  // Moved again later in the same stretch, it goes on from where it is.
  const dx = Number(piece.dataset.dx || 0) + b[0] - a[0];
  const dy = Number(piece.dataset.dy || 0) + b[1] - a[1];
  piece.dataset.dx = dx;
  piece.dataset.dy = dy;
  piece.dataset.spot = to;
  piece.classList.add("moving");
  // Drawn last, a moving piece passes over the others.
  piece.ownerSVGElement.append(piece);
  void piece.getBoundingClientRect();
  piece.style.transform = "translate(" + dx.toFixed(1) + "px, " + dy.toFixed(1) + "px)";
}
