# The terminal interface, English: everything that is not one game's own.

## Status line and panels
status-running = the game plays…
status-over = the game is over
status-seed = seed { $seed }
seat-label = Seat { $seat } ({ $who })
menu-title = Actions · seat { $seat }
menu-title-wait = Please wait
menu-title-over = Game over
menu-empty = (no action)
menu-more-above = ↑ { $count } more above
menu-more-below = ↓ { $count } more below (End: the last)
menu-refused = ✗ refused by { $rule }:
wait-body = Bots and dice are playing. Watch the board and the log; press space to skip to your next decision.
wait-speed = Speed { $speed }/7 (+ faster, - slower)
over-hint = Press s to save the game, q to quit. Replay it later with: horde replay FILE
log-title = Log
log-title-scrolled = Log ({ $lines } lines back, PgDn to return)
log-welcome = Welcome to Horde: { $title }
log-bot = Seat { $seat } is played by the { $bot } bot
log-undone = Undone: { $action }
log-loaded = Loaded { $path }: { $actions ->
    [one] 1 action replayed
   *[other] { $actions } actions replayed
}

## Key lines
keys-menu = ↑↓ choose · Enter act · 1-9 a-z quick keys · ←→ groups · Tab pick on the board · u undo · s save · ? help · q quit
keys-board = arrows move the cursor · Enter pick this zone · Tab/Esc back to the menu · u undo · ? help
keys-running = space skip · + faster · - slower (speed { $speed }/7) · s save · q quit
keys-over = s save · PgUp/PgDn log · q quit

## Messages
msg-refused = ✗ { $rule }: { $reason }
msg-confirm = ⚠ { $warning } Take it again to confirm.
msg-error = ✗ { $reason }
msg-undo-none = Nothing to undo: the last die roll, card draw or other seat's action cannot be taken back.
msg-undo-wait = Undo works when it is your turn to decide.
msg-saved = Game saved to { $path }
msg-save-failed = Could not save to { $path }: { $reason }
msg-path-empty = Type a file name to save to.
msg-speed = Animation speed { $speed }/7
msg-board-pick = Pick a zone with the arrow keys, Enter to act there.
msg-no-key = No action on key “{ $key }”. Press ? for help.
msg-nothing-there = Nothing to do in { $spot }.
msg-several = Several actions point at { $spot }: choose one.

## Game end
game-won = Victory! { $reason }
game-lost = Defeat: { $reason }
game-over = The game is over.

## Hot seat
pass-title = Pass the keyboard
pass-body = Pass the keyboard to { $seat }.
pass-hidden = The board is hidden until the next player is ready.
pass-hint = Press Enter when you are ready.

## Too small
too-small-title = The terminal is too small
too-small-body = It is { $width }×{ $height } characters; the game needs at least { $need_width }×{ $need_height }.
too-small-hint = Enlarge the window or reduce the font; q quits.

## Help
help-title = Keys
help-close = Any key closes this help.
help-keys-select = ↑ ↓ Home End
help-select = choose an action in the menu
help-keys-act = Enter
help-act = take the chosen action (a refused one says which rule forbids it)
help-keys-quick = 1-9 a-z
help-quick = take the action with that key at once
help-keys-groups = ← →
help-groups = jump between groups (move, search, door, attack…)
help-keys-board = Tab
help-board = pick a zone on the board with the arrows, Enter to act there
help-keys-undo = u, Backspace
help-undo = undo, back to where no die, card or other seat stands in the way
help-keys-save = s, Ctrl-S
help-save = save the game to a file
help-keys-speed = + −
help-speed = faster or slower animation
help-keys-skip = space
help-skip = skip the animation to your next decision
help-keys-log = PgUp PgDn
help-log = scroll the log
help-keys-quit = q, Ctrl-C
help-quit = quit; the game is saved and its file named

## Prompt
prompt-save-title = Save the game to
prompt-hint = Enter saves · Esc cancels · Ctrl-U clears

## After the screen closes
exit-quit = You left the game.
exit-over = The game is over.
exit-interrupted = Interrupted (Ctrl-C).
exit-crashed = The game screen crashed; the terminal was restored.
exit-saved = The game was saved to { $path }
    Continue with: horde play --load { $path }
exit-not-saved = Could not save the game to { $path }.

## Replay
replay-title = Replay: { $file }
replay-position = step { $pos } of { $total }
replay-start = The match begins.
replay-chance = Chance
replay-seat = Seat { $seat }
replay-step = #{ $n } { $who }: { $action }
replay-step-title = This step
replay-at-start = The start of the match, before any action.
replay-hint = ← → step · PgUp PgDn ±10 · [ ] phases · space play · q quit
replay-keys = ← → step · PgUp/PgDn 10 steps · [ ] previous/next phase · Home/End · space play · ? help · q quit
replay-keys-auto = playing (speed { $speed }/7) · space pause · + faster · - slower · q quit
replay-help-keys-step = ← → (h l)
replay-help-step = one step back or forward
replay-help-keys-jump = PgUp PgDn
replay-help-jump = ten steps back or forward
replay-help-keys-turn = [ ]
replay-help-turn = previous or next phase (players, zombies)
replay-help-keys-ends = Home End
replay-help-ends = the start or the end of the match
replay-help-keys-auto = space
replay-help-auto = play on its own, or pause
replay-help-keys-quit = q, Esc
replay-help-quit = close the replay
