# Grid Siege (seed 001): the board, the cards, the events and the actions.

gs-title = Grid Siege · { $mission }
gs-mission-siege = Six sheets
gs-status = Round { $round } · { $phase } · zombies { $zombies }/{ $max } · searched { $searched }/{ $squares }
gs-phase-setup = setup
gs-phase-humans = humans' phase
gs-phase-zombies = zombies' phase
gs-phase-over = game over
gs-legend = H1 human (h1 unconscious, †1 dead) · Z zombie (Z* fresh corpse) · x search square (✓ searched) · ♣ bush · ▪ furniture · ▒ car · • item · ┆ window · gap = doorway · # barricade · ░ broken wall
gs-legend-compact = underline = wall below · { gs-legend }
gs-zombie-seat = zombies
gs-nobody = nobody

# Names of the cards (the content files are in English).
gs-char-bum = Bum
gs-char-medic = Medic
gs-char-police-officer = Police officer
gs-char-security-guard = Security guard
gs-char-soldier = Soldier
gs-char-hunter = Hunter
gs-char-farmer = Farmer
gs-char-lumberjack = Lumberjack
gs-char-firefighter = Firefighter
gs-char-baseball-player = Baseball player
gs-char-student = Student
gs-char-carpenter = Carpenter
gs-char-mechanic = Mechanic
gs-char-sapper = Sapper
gs-thing-nail-board = Nail board
gs-thing-baseball-bat = Baseball bat
gs-thing-axe = Axe
gs-thing-pistol = Pistol
gs-thing-shotgun = Shotgun
gs-thing-ak47 = AK-47
gs-thing-smg = Submachine gun
gs-thing-grenade = Grenade
gs-thing-first-aid = First-aid kit
gs-thing-hammer-nails = Hammer and nails
gs-thing-crowbar = Crowbar
gs-zcard-horde = Horde
gs-zcard-lurch = Lurch
gs-zcard-hunger = Hunger
gs-zcard-trip = Trip
gs-nothing-found = Nothing found
gs-empty-gun = { $thing } (empty)
gs-bare-hands = bare hands

gs-res-oops = Oops!
gs-res-miss = miss
gs-res-push = body hit, pushed back
gs-res-kill = head hit, destroyed
gs-res-chain = rolls again

gs-roll-attack = attack
gs-roll-blast = blast
gs-roll-use = item use
gs-roll-break = breaking through
gs-roll-start = starting the car
gs-roll-placement = sheet for a human
gs-roll-spawn = sheet for a zombie
gs-roll-zattack = zombie attack

# The side panel.
gs-card-title-human = { $name } · seat { $seat }
gs-card-title-team = The humans
gs-lives = Lives
gs-unconscious = unconscious
gs-dead = dead
gs-in-car = in the car
gs-actions-left = { $count ->
    [one] 1 action left
   *[other] { $count } actions left
}
gs-acting = acting
gs-done = done
gs-feature = Feature
gs-one-action-note = 1 action a turn: no search and no aimed shot until healed (GS-GAP-23)
gs-feature-quick-search = Knows where to look
gs-feature-quick-search-text = a search costs 1 action, not 2
gs-feature-heal-bonus = Trained hands
gs-feature-heal-bonus-text = first aid restores 1 life more
gs-feature-aim-bonus = Range training
gs-feature-aim-bonus-text = an aimed shot gets +2, not +1
gs-feature-free-pass = Quick hands
gs-feature-free-pass-text = passing a thing costs no action
gs-feature-break-safe = Charges through
gs-feature-break-safe-text = a break-through wounds only on a 6
gs-feature-long-shot = Hunter's eye
gs-feature-long-shot-text = firearms reach 2 squares farther
gs-feature-packer = Used to hauling
gs-feature-packer-text = carries 2 units more before overload
gs-feature-strong-fists = Heavy fists
gs-feature-strong-fists-text = bare-handed, a 5 pushes a zombie back
gs-feature-blast-proof = Ducks in time
gs-feature-blast-proof-text = blasts do not wound
gs-feature-far-throw = Pitcher's arm
gs-feature-far-throw-text = throws 2 squares farther
gs-feature-runner = Fit for the job
gs-feature-runner-text = 1 square more of movement each turn
gs-feature-carpenter = Quick with wood
gs-feature-carpenter-text = each bare-hand barricade action counts as 2
gs-feature-mechanic = Knows engines
gs-feature-mechanic-text = the car starts on a 5 or 6
gs-feature-breacher = Breacher
gs-feature-breacher-text = each bare-hand dismantling action counts as 2
gs-preferred = Prefers
gs-things = Carries
gs-nothing = —
gs-team = humans
gs-zombie-hand = Zombie hand
gs-zombie-hand-hidden = { $count ->
    [one] 1 card (hidden)
   *[other] { $count } cards (hidden)
}
gs-car-started = The car is running.
gs-square-outdoors = street
gs-square-search = search square
gs-square-searched = searched
gs-square-obstacle = obstacle
gs-square-car = car
gs-square-zombie = zombie

# What the deciding seat is asked.
gs-ask-character = Choose the character of { $name }
gs-ask-place = Place { $name } on sheet { $sheet }
gs-ask-place-edge = Place { $name } on the first row from the board edge
gs-ask-next = Who takes the next turn?
gs-ask-act = { $name }: { $count ->
    [one] 1 action left
   *[other] { $count } actions left
}
gs-ask-reroll = Reroll with the preferred thing?
gs-ask-push = Where is the zombie pushed?
gs-ask-carried = Where to put down the carried human?
gs-ask-demolish = Zombies: demolish barricades?
gs-ask-card = Zombies: play a card?
gs-ask-spawn = Zombies: place the new zombie on sheet { $sheet }
gs-ask-zmoves = Zombies: move
gs-ask-other = Waiting…

# Events.
gs-ev-character = { $name } is dealt the character { $character }
gs-ev-zcard-hidden = The zombie player is dealt a card
gs-ev-zcard = The zombie player is dealt “{ $card }”
gs-ev-placed = { $name } starts on { $pos }
gs-ev-round = Round { $round }
gs-ev-human-phase = Humans' phase
gs-ev-zombie-phase = Zombies' phase
gs-ev-turn = { $name } takes his turn: { $count ->
    [one] 1 action
   *[other] { $count } actions
}
gs-ev-turn-ended = { $name } ends his turn
gs-ev-die = Die: { $value } ({ $why })
gs-ev-moved = { $name } moves { $from } → { $to }
gs-ev-carried = { $name } takes up { $other }
gs-ev-carried-placed = { $name } is put down on { $pos }
gs-ev-attacked = { $name } attacks { $pos }: { $result }
gs-ev-rerolled = { $name } rerolls
gs-ev-weapon-empty = { $name }: the { $thing } is out of ammunition
gs-ev-thing-lost = { $name } loses the { $thing }
gs-ev-given = { $name } gives the { $thing } to { $other }
gs-ev-discarded = { $name } discards the { $thing }
gs-ev-picked = { $name } picks up the { $thing }
gs-ev-found = { $name } finds: { $thing }
gs-ev-nothing = { $name } finds nothing
gs-ev-searched = { $name } searches { $pos }
gs-ev-healed = { $name } heals { $other }: { $lives } lives
gs-ev-use-failed = { $name }: the { $thing } did not work
gs-ev-wounded = { $name } is wounded: { $lives } lives left
gs-ev-unconscious = { $name } loses consciousness
gs-ev-died = { $name } dies
gs-ev-sacrificed = { $name } sacrifices himself so that the others can escape
gs-ev-rose = { $name } rises as a zombie on { $pos }
gs-ev-zombie-killed = The zombie on { $pos } is destroyed
gs-ev-zombie-pushed = A zombie is pushed { $from } → { $to }
gs-ev-spawned = A zombie appears on { $pos }
gs-ev-no-spawn = No square for a zombie on sheet { $sheet }
gs-ev-zombie-moved = Zombie { $from } → { $to }
gs-ev-card-played = The zombie player plays “{ $card }”
gs-ev-bar-work = Barricade work on { $edge }: { $done }/{ $needed }
gs-ev-bar-built = Barricade built on { $edge }
gs-ev-bar-removed = Barricade removed from { $edge }
gs-ev-wall-destroyed = Wall broken at { $edge }
gs-ev-entered-car = { $name } gets into the car
gs-ev-car-started = The car starts!
gs-ev-humans-win = The humans win: { $reason }
gs-ev-zombies-win = The zombies win: { $reason }

# Actions.
gs-act-die = Die shows { $value }
gs-act-character = Character: { $character }
gs-act-zcard = Zombie card: { $card }
gs-act-search-card = Search card: { $thing }
gs-act-place = Place { $name } on { $pos }
gs-act-place-zombie = Place the zombie on { $pos }
gs-act-activate = { $name } takes his turn
gs-act-end-turn = End the turn of { $name }
gs-act-move = Move { $from } → { $to }
gs-act-break = Break through the zombie { $from } → { $to }
gs-act-carry = Take up { $other }
gs-act-attack = Attack { $pos } with { $weapon }
gs-act-attack-aimed = Aim (2 actions) and attack { $pos } with { $weapon }
gs-act-reroll = Reroll
gs-act-keep = Keep the result
gs-act-push = Push the zombie to { $pos }
gs-act-heal = Heal { $other } with the { $thing }
gs-act-give = Give the { $thing } to { $other }
gs-act-discard = Discard the { $thing }
gs-act-pickup = Pick up the { $thing }
gs-act-search = Search { $pos } (2 actions)
gs-act-build = Barricade { $edge } ({ $tool })
gs-act-dismantle = Dismantle the barricade { $edge } ({ $tool })
gs-act-enter-car = Get into the car
gs-act-start-car = Try to start the car
gs-act-sacrifice = { $name } sacrifices himself
gs-act-place-carried = Put the carried human down on { $pos }
gs-act-demolish = Demolish the barricade { $edge }
gs-act-end-demolish = Demolish no (more) barricades
gs-act-play-card = Play “{ $card }”
gs-act-play-card-on = Play “{ $card }” on { $target }
gs-act-pass-card = Play no card
gs-act-zmove = Zombie { $from } → { $to }
gs-act-end-zombies = End the zombies' moves (attacks follow)
gs-act-car-attack = The zombie at this car door attacks { $human }
gs-detail-zmove = { $count ->
    [one] 1 action left
   *[other] { $count } actions left
}
gs-piece-zombie = Zombie { $pos } · { $count ->
    [one] 1 action
   *[other] { $count } actions
}
gs-role-zombies = Zombie player
gs-role-humans = Humans { $humans }
gs-end-drove-away = the survivors drove away (GS-WIN-2)
gs-end-barricaded = the humans barricaded themselves in the { $building } (GS-WIN-3)
gs-end-all-dead = all humans are dead (GS-WIN-5)
gs-end-round-limit = stopped unfinished after { $rounds } rounds: no side won (GS-GAP-26)
gs-building-blue-house = Blue house
gs-building-tool-shed = Tool shed
gs-building-red-house = Red house
gs-building-garage = Garage
gs-building-corner-shop = Corner shop
gs-square-sheet = sheet { $sheet }
gs-legend-short = H human (h: unconscious) · Z zombie · x search · ♣ bush · ▪ furniture · ▒ car · • item · ┆ window · # barricade · ░ broken

## The web page beside the board
gs-page-key = ● bush · ■ furniture · ✕ search square (grey when searched) · Z zombie · numbered disc: a human, dots under it his lives · ◆ item on the floor · dashed lines: the sheets 1–6 that spawns roll for
# The letter on a zombie's token on the page's board.
gs-zombie-letter = Z
# The letter of a human's token in the terminal (before his number).
gs-human-letter = H

## Rules at hand

# What an attack's odds count, beside its button.
# Who rolled for what, above the dice in the tray.
gs-ah-roll = { $who } · { $what }
gs-ah-roll-nothing = no effect

gs-ah-kills = { $count ->
    [one] 1 kill
   *[other] { $count } kills
  }

## Rules at hand: what a tap on a name or a board symbol explains

gs-ah-weapon-big = Weapon, big: it fills the room of two small things (GS-INV-2).
gs-ah-weapon-small = Weapon, small (GS-INV-2).
gs-ah-item-big = Item, big: it fills the room of two small things (GS-INV-2).
gs-ah-item-small = Item, small (GS-INV-2).
gs-ah-item-none = Item; takes no room (GS-INV-2).
gs-ah-attack = Attack: { $table }
gs-ah-range = Range { $range } squares, counted |dx| + |dy| (GS-RANGE-3).
gs-ah-melee = Melee: the zombie on an adjacent square.
gs-ah-burst = Bursts: { $dice } dice a shot, the best counts; any Oops empties it (GS-BURST).
gs-ah-blast = Blast radius { $radius }: every figure within it is hit (GS-EXPL-1).
gs-ah-empty = Out of ammunition, as a club: { $table }
gs-ah-use = Use: works on { $faces }.
gs-ah-use-breaks = { " " }Spoilt on { $faces }.
gs-ah-use-oops = { " " }Oops on { $faces }.
gs-ah-single-use = Used up once it works.
gs-ah-lives = { $lives } lives.
gs-ah-preferred = Preferred: { $thing } (one reroll a turn, GS-PREF).
gs-ah-unarmed = Bare hands: { $table }
gs-ah-zombie-card = A zombie card: the Zombie Player plays it once the humans have searched three squares (GS-ZCARD-2).
gs-zcard-horde-text = Place 2 zombies, each by a sheet roll (GS-ZSPAWN-3). They may exceed the maximum (GS-ZMAX-2).
gs-zcard-lurch-text = One zombie gets 2 extra actions this turn.
gs-zcard-hunger-text = This turn, zombie attacks succeed on one number lower.
gs-zcard-trip-text = One human of your choice has 1 action fewer in his next turn (at least 0).
gs-ah-sym-zombie = A zombie: 2 actions a turn, one square each, never diagonally; zombies next to a human attack him in their phase (GS-ZMOVE-1, GS-ZATK-1).
gs-ah-sym-human = A human, numbered; the dots under him are his lives, 4 at the start (GS-LIFE-1).
gs-ah-sym-search = A search square: a human facing it searches it for 2 actions, his whole turn, and draws a search card; grey once searched (GS-SEARCH-1).
gs-ah-sym-bush = A bush: a human spends 1 action to step onto it; zombies cannot pass (GS-MOVE-4, GS-ZMOVE-4).
gs-ah-sym-furniture = Furniture: a human spends 1 action to step onto it; zombies cannot pass (GS-MOVE-4, GS-ZMOVE-4).
gs-ah-sym-item = A thing left on the floor (optional rule): any human on its square may pick it up for free (GS-ACT-6).
gs-ah-sym-window = A window: a human crosses it for 1 action, a zombie for 2 (GS-MOVE-3, GS-ZMOVE-3).
gs-ah-sym-barricade = A barricade: nobody passes; humans dismantle it for 2 actions, four zombies next to it break it (GS-BAR-3, GS-ZBAR-1).
