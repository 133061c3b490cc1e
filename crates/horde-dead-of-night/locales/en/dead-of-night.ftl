# Dead of Night: actions, events and names (English).
dn-fists = bare hands
dn-dry = { $item } (no fuel)

dn-item-kitchen-knife = Kitchen knife
dn-item-bottle = Bottle
dn-item-baseball-bat = Baseball bat
dn-item-hammer = Hammer
dn-item-nail-gun = Nail gun
dn-item-axe = Axe
dn-item-chainsaw = Chainsaw
dn-item-lawnmower = Lawnmower
dn-item-pistol = Pistol
dn-item-old-pistol = Old pistol
dn-item-rifle = Rifle
dn-item-shotgun = Shotgun
dn-item-torch = Torch
dn-item-fire-extinguisher = Fire extinguisher
dn-item-ladder = Ladder
dn-item-petrol-can = Petrol can
dn-item-gas-cylinder = Gas cylinder
dn-item-molotov = Molotov cocktail
dn-item-drink = Drink
dn-item-food = Food
dn-item-first-aid-kit = First-aid kit

dn-room-kitchen = Kitchen
dn-room-living-room = Living room
dn-room-dining-room = Dining room
dn-room-study = Study
dn-room-bathroom = Bathroom
dn-room-bedroom = Bedroom
dn-room-cellar = Cellar
dn-room-shed = Shed
dn-room-garage = Garage

dn-card-theyre-coming = They're coming
dn-card-horde = Horde
dn-card-quiet-moment = Quiet moment
dn-card-powers-on = Power's On
dn-card-lights-out = Lights Out
dn-card-ammo = Ammo
dn-card-crash = Crash
dn-card-keys = Found a Set of Keys
dn-vehicle-car = car
dn-card-break-through = Zombies Break Through
dn-card-the-end = The End

dn-act-first = Player { $seat } goes first
dn-act-start-item = Starting item: { $item }
dn-act-card = Card: { $card }
dn-act-room = Room card: { $room }
dn-act-die = Die: { $die }
dn-act-start = Start on { $square }
dn-act-move = Move
dn-act-run = Run and dodge
dn-act-step = Step to { $square }
dn-act-stop = Stop here
dn-act-search = Search the room
dn-act-decline = Skip this free search
dn-act-take = Take it in hand
dn-act-leave = Leave it on { $square }
dn-act-place-zombie = The zombie appears on { $square }
dn-act-wield = Fight with { $item }
dn-act-kill = Kill a zombie on { $square }
dn-act-push = Push a zombie from { $from } to { $to }
dn-act-zombie-step = A zombie steps from { $from } to { $to }
dn-act-rest = Rest
dn-act-eat = Use { $item }
dn-act-stash = Put { $item } in the backpack
dn-act-unstash = Take { $item } out of the backpack
dn-act-pick = Pick up { $item } on { $square }
dn-act-drop = Drop { $item }
dn-act-pick-keys = Pick up the keys
dn-act-fight = Fight!
dn-act-steal = Steal from player { $seat }
dn-act-rob = Take { $item }
dn-act-rob-keys = Take the keys
dn-act-end-turn = End the turn
dn-act-give = Give { $item } to player { $seat }
dn-act-give-keys = Give the keys to player { $seat }
dn-act-peace = Declare peace in the fight between players
dn-act-pass = Let this turn go on
dn-act-flee = Flee!
dn-act-flee-detail = A Move now, out of turn: your next turn has one action fewer.
dn-act-do-it-now = Do it now!
dn-act-do-it-now-detail = Any one action now, out of turn: your next turn is skipped.
dn-act-shoot = Shoot { $item } at the zombie on { $square }
dn-act-throw = Throw { $item } at the zombie on { $square }
dn-act-attack-wall = Attack the wall towards { $square } with { $item }
dn-act-attack-barricade = Attack the barricade towards { $square } with { $item }
dn-act-strike = Attack player { $seat } with { $item }
dn-act-shoot-player = Shoot player { $seat } with { $item }
dn-act-start-fire = Start a fire on { $square }
dn-act-put-out = Put out the fires around you with the extinguisher
dn-act-smash = Hit the explosive on { $square } with { $item }
dn-act-shoot-thing = Shoot at the explosive on { $square } with { $item }
dn-act-spread = The fire spreads to { $square }
dn-act-evacuate = Land on { $square }
dn-act-combine = Combine { $item } with petrol
dn-act-help = Help player { $seat } in the fight
dn-act-crash-at = The crashed car stops outside the door of { $door }, nose on { $square }
dn-act-fuel = Pour petrol into the { $vehicle } on { $square }
dn-act-fuel-generator = Pour petrol into the generator on { $square }
dn-act-start-generator = Start the generator
dn-act-start-car = Start the engine
dn-act-hot-wire = Try to hot-wire the ignition
dn-act-drive = Drive the vehicle
dn-act-drive-to = Drive on: nose on { $square }, tail on { $rear }
dn-act-escape = Drive off the map and escape
dn-act-get-out = Get out onto { $square }
dn-act-no-help = Do not help player { $seat }
dn-act-swap = Put { $item } in the backpack and take out { $other }
dn-act-barricade = Barricade the way to { $square }
dn-act-dismantle = Dismantle the barricade towards { $square }

dn-ev-first = Player { $seat } goes first.
dn-ev-started = Player { $seat } starts on { $square }.
dn-ev-starting-item = Player { $seat } starts with: { $item }.
dn-ev-turn = Round { $round }: player { $seat }'s turn.
dn-ev-card = Player { $seat } draws { $card }.
dn-ev-power-on = The power is on: rooms are lit.
dn-ev-lights-out = The lights go out.
dn-ev-ammo = Player { $seat } now has { $ammo } ammo.
dn-ev-keys = Player { $seat } found a set of keys.
dn-ev-car-crashed = A crashed car blocks the doorway, standing on { $front } and { $rear }.
dn-ev-fuelled = Player { $seat } pours petrol into the { $vehicle } on { $square }.
dn-ev-generator-fuelled = Player { $seat } pours petrol into the generator.
dn-ev-generator-started = Player { $seat } starts the generator: the lights come on in its building.
dn-ev-car-started = Player { $seat } starts the engine.
dn-ev-hot-wire-started = Player { $seat } hot-wires the ignition ({ $die }): the engine starts.
dn-ev-hot-wire-failed = Player { $seat } fails to hot-wire the ignition ({ $die }).
dn-ev-hot-wire-broken = Player { $seat } breaks the ignition ({ $die }): this vehicle will never start.
dn-ev-car-moved = The vehicle moves onto { $front } and { $rear }.
dn-ev-rammed = Player { $seat } drives into the zombies: { $die }, total { $total }.
dn-ev-car-wrecked = The vehicle on { $front } and { $rear } is wrecked.
dn-ev-got-out = Player { $seat } gets out onto { $square }.
dn-ev-jumped-out = Player { $seat } jumps out of the moving vehicle, energy { $energy }.
dn-ev-escaped = Player { $seat } escapes!
dn-ev-door-broken = The zombies break the door between { $from } and { $to }.
dn-ev-zombie-placed = A zombie appears on { $square }.
dn-ev-zombie-moved = A zombie shambles from { $from } to { $to }.
dn-ev-room = The room is turned up: { $room }.
dn-ev-stepped = Player { $seat } steps to { $square }.
dn-ev-search-roll = Player { $seat } searches: { $die }, total { $total }.
dn-ev-found = Player { $seat } finds: { $item }.
dn-ev-found-nothing = Player { $seat } finds nothing.
dn-ev-found-zombie = Player { $seat } disturbs a zombie!
dn-ev-took = Player { $seat } takes { $item }.
dn-ev-left = Player { $seat } leaves { $item } on { $square }.
dn-ev-combat = Player { $seat } fights { $zombies ->
    [one] one zombie
   *[other] { $zombies } zombies
}: rolls { $die }, total { $total }.
dn-ev-killed = Player { $seat } kills a zombie on { $square }.
dn-ev-pushed = A zombie is pushed from { $from } to { $to }.
dn-ev-wounded = Player { $seat } is wounded: energy { $energy }.
dn-ev-grabbed = The zombies grab player { $seat }: energy { $energy }.
dn-ev-torn = The zombies tear { $item } from player { $seat }'s hands.
dn-ev-pistol = The old pistol of player { $seat } explodes: energy { $energy }.
dn-ev-chainsaw = The chainsaw of player { $seat } runs out of fuel.
dn-ev-died = Player { $seat } dies on { $square } and rises as a zombie.
dn-ev-rested = Player { $seat } rests: energy { $energy }.
dn-ev-ate = Player { $seat } uses { $item }: energy { $energy }.
dn-ev-stashed = Player { $seat } puts { $item } in the backpack.
dn-ev-unstashed = Player { $seat } takes { $item } out of the backpack.
dn-ev-picked = Player { $seat } picks up { $item }.
dn-ev-dropped = Player { $seat } drops { $item }.
dn-ev-picked-keys = Player { $seat } picks up the keys.
dn-ev-steal-ok = Player { $thief } tries to rob player { $victim }: { $die }, success.
dn-ev-steal-failed = Player { $thief } tries to rob player { $victim }: { $die }, no luck.
dn-ev-robbed = Player { $thief } takes { $item } from player { $victim }.
dn-ev-robbed-keys = Player { $thief } takes the keys from player { $victim }.
dn-ev-gave = Player { $from } gives { $item } to player { $to }.
dn-ev-gave-keys = Player { $from } gives the keys to player { $to }.
dn-ev-peace = Player { $seat } declares peace.
dn-ev-fight-ended = The fight between players is over.
dn-ev-flee = Player { $seat } flees out of turn ({ $owed } owed).
dn-ev-do-it-now = Player { $seat } acts out of turn ({ $owed } owed).
dn-ev-debt-paid = Player { $seat } pays { $actions } of this turn's actions for acting out of turn.
dn-ev-shot = Player { $seat } shoots at { $square }: { $ammo } ammo left.
dn-ev-thrown = Player { $seat } throws { $item } at { $square }.
dn-ev-ranged-roll = Player { $seat } rolls { $die }: total { $total }.
dn-ev-broke = { $item } breaks.
dn-ev-wall-roll = Player { $seat } attacks the wall: { $die }, total { $total } of { $need } needed.
dn-ev-wall-broken = The wall between { $from } and { $to } is broken through.
dn-ev-shot-at = Player { $attacker } shoots at player { $victim }: { $ammo } ammo left.
dn-ev-pvp-hit = Player { $attacker } attacks player { $victim }: { $die }, total { $total }, a hit.
dn-ev-pvp-miss = Player { $attacker } attacks player { $victim }: { $die }, total { $total }, no harm done.
dn-ev-hurt = Player { $seat } is hurt: energy { $energy }.
dn-ev-fire = Fire on { $square } (player { $seat }'s).
dn-ev-fire-out = The fire on { $square } goes out.
dn-ev-fled = A zombie flees the fire from { $from } to { $to }.
dn-ev-burned = Player { $seat } goes through fire: energy { $energy }.
dn-ev-object-roll = Player { $seat } attacks the explosive: { $die }, total { $total } of { $need } needed.
dn-ev-exploded = { $item } explodes on { $square } (set off by player { $seat }).
dn-ev-blast-hurt = Player { $seat } is struck by the blast or the debris: energy { $energy }.
dn-ev-damaged = The room at { $square } is damaged.
dn-ev-collapsed = The room at { $square } collapses.
dn-ev-infected = Player { $seat } is infected.
dn-ev-infection = The infection weakens player { $seat }: energy { $energy }.
dn-ev-barricade = A barricade now blocks the way between { $from } and { $to }.
dn-ev-barricade-gone = The barricade between { $from } and { $to } is gone.
dn-ev-combined = Player { $seat } turns { $item } into { $made } with petrol.
dn-ev-helped = Player { $helper } helps player { $fighter } in the fight.
dn-ev-turn-ended = Player { $seat } ends the turn.
dn-ev-over-the-end = The End: dawn breaks and the rescue team arrives.
dn-ev-over-deck = The deck is empty: dawn breaks.
dn-ev-over-last = Only one player is left alive.
dn-ev-over-all-dead = Everybody is dead.
dn-ev-over-escaped = A vehicle got away: the game is over.

# The page beside the board and the terminal's side panel.
dn-page-turn = Round { $round }: player { $seat } to play
dn-page-over = The game is over
dn-page-deck = Event deck: { $left } cards left, { $drawn } drawn
dn-page-end-any = The End may come with any card now ({ $last } left)
dn-page-end-between = The End comes in { $soonest } to { $last } cards
dn-page-power-on = Power is on
dn-page-generator-running = The generator is running
dn-page-card-title = Event card drawn
dn-page-crosses = { $crosses ->
    [0] No zombie turn
    [one] One zombie turn
   *[other] { $crosses } zombie turns
}
dn-page-effect-power-on = Power's on: every room inside a building is lit.
dn-page-effect-lights-out = The lights go out; a running generator still lights its building.
dn-page-effect-ammo = The player who drew it gains 2 ammo.
dn-page-effect-crash = A car crashes against an outside door with zombies in it; the drawer picks the door.
dn-page-effect-keys = The player who drew it keeps the car keys.
dn-page-effect-break-through = Besieged doors and barricades give way to the zombies.
dn-page-effect-the-end = Dawn: the game ends and is scored.
dn-page-player = Player { $seat }
dn-page-energy = Energy
dn-page-ammo = Ammo
dn-page-actions = { $actions ->
    [one] one action left
   *[other] { $actions } actions left
}
dn-page-keys = Holds the car keys
dn-page-owed = { $owed } owed for acting out of turn
dn-page-hands = In hand
dn-page-pack = Backpack
dn-page-nothing = nothing
dn-page-kills = Zombies killed
dn-page-value-melee = close combat { $value }
dn-page-value-ranged = shot { $value }
dn-page-value-energy = energy { $value }
dn-page-dead = Dead
dn-page-escaped = Escaped
dn-page-infected = Infected
dn-page-rooms = Rooms turned up
dn-page-face-down = { $count ->
    [one] One room still face down
   *[other] { $count } rooms still face down
}
dn-page-damaged = damaged
dn-page-collapsed = collapsed
dn-page-key = Squares: column letter and row number. ? a room card still face down · green blocks zombies · numbered discs players, red pips their energy · blue diamonds items lying about · flame fire, with smoke if it spreads · brown planks barricade · dashed grey destroyed wall · yellow tint lit room · dark red corner zombie entry space · green arrow road exit · grey box with a bolt the generator.

# The terminal.
dn-tui-title = Dead of Night · { $mission }
dn-tui-players = Players
dn-tui-ammo-short = ammo { $ammo }
dn-tui-energy-short = energy { $energy }
dn-tui-face-down = room face down
dn-tui-zombies = { $count ->
    [one] one zombie
   *[other] { $count } zombies
}
dn-tui-key = P1 players · Z2 zombies · ░░ room face down · ^^ spreading fire, ^ small fire · • item · k keys · ▒▒ car · G generator (* running) · ⇩ road exit · │── wall · ▯▭ door · ┆┄ window · # barricade · ░ destroyed wall
dn-ask-start = Player { $seat }: pick the entry space to start on.
dn-ask-actions = Player { $seat }: { $actions ->
    [one] one action left.
   *[other] { $actions } actions left.
}
dn-ask-moving = Player { $seat }: the next square, or stop here.
dn-ask-free-search = Player { $seat }: search the room you entered for free, or skip it.
dn-ask-found = Player { $seat }: take what you found, or leave it within reach.
dn-ask-place-zombie = Player { $seat }: where does the zombie you disturbed appear?
dn-ask-weapon = Player { $seat }: fight with which weapon?
dn-ask-kill = Player { $seat }: which zombie dies?
dn-ask-push = Player { $seat }: push which zombie, and where?
dn-ask-zombie-step = Player { $seat }: which way does the zombie go?
dn-ask-spread = Player { $seat }: where does your fire spread?
dn-ask-respond = Player { $seat }: Flee!, Do it now! or let the turn go on?
dn-ask-help = Player { $seat }: help in this fight?
dn-ask-steal = Player { $seat }: what do you take?
dn-ask-land = Player { $seat }: where do you land?
dn-ask-crash = Player { $seat }: which outside door does the crashed car hit?
dn-ask-driving = Player { $seat }: drive on, or stop.
dn-ask-other = Player { $seat } decides.
# The zombie's letter on the board's event badges (+Z, ✕Z).
dn-zombie-letter = Z
# The terminal board's letters: a player's token (before his number),
# keys on the floor, the generator.
dn-player-letter = P
dn-keys-letter = k
dn-generator-letter = G
