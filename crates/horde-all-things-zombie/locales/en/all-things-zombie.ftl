atz-char-tonya = Tonya
atz-char-nick = Nick
atz-char-buffy = Buffy
atz-char-professor = Professor
atz-char-sailor = Sailor
atz-char-too-tall = Too Tall

atz-test-wanting-to-charge = Wanting to Charge
atz-test-being-charged = Being Charged
atz-test-received-fire = Received Fire
atz-test-in-sight = In Sight

atz-act-initiative = Initiative: characters { $characters }, zombies { $zombies }
atz-act-die = Die shows { $value }
atz-act-card = Zombie card: { $zombies } zombies
atz-act-draw = Zombie counter: Rep { $rep }, direction { $direction }
atz-act-go-for = The zombie goes for { $name }
atz-act-activate = { $name } acts
atz-act-move = Move toward { $direction }
atz-act-dash = Run an extra hex toward { $direction }
atz-act-charge = Charge toward { $direction } (Wanting to Charge test)
atz-act-run = Run (roll for extra hexes)
atz-act-fire = Fire with { $dice } { $dice ->
    [one] die
   *[other] dice
}
atz-act-target = Target the zombie at { $hex }
atz-act-reload = Reload
atz-act-fight = Fight the zombies here
atz-act-exit = Leave the map
atz-act-result = Choose { $successes } { $successes ->
    [one] success
   *[other] successes
}
atz-act-surprise-fire = Fire at the surprised zombies
atz-act-surprise-melee = Fight the surprised zombies
atz-act-step-back = Step back and end the turn
atz-act-kill = Kill zombie { $zombie }
atz-act-decline = Do not fire
atz-act-reroll = Roll the { $value } again
atz-act-keep-dice = Keep these dice
atz-act-look = Look into the building at { $hex }
atz-act-end-turn = End the turn

atz-ev-initiative = Turn { $turn }: initiative characters { $characters }, zombies { $zombies }
atz-ev-activation = { $count ->
    [0] No character may act this turn
   *[other] May act: { $names }
}
atz-ev-turn-of = { $name } takes a turn
atz-ev-moved = { $name } moves to { $hex }
atz-ev-ran = { $name } runs ({ $dice }): { $extra } extra hexes
atz-ev-test = { $name } takes the { $test } test ({ $dice }): { $successes } successes
atz-ev-test-chosen = { $name } chooses { $successes } successes in the { $test } test
atz-ev-runaway = { $name } runs away in direction { $direction } to { $hex }
atz-ev-fired = { $name } fires ({ $dice }): { $hits } hits
atz-ev-out-of-ammo = { $name } is out of ammo
atz-ev-reloaded = { $name } reloads
atz-ev-shot-marker = A Shot { $dice } marker at { $hex }
atz-ev-zombie-killed = Zombie { $zombie } is killed
atz-ev-melee = { $name } fights ({ $dice }): { $successes } against { $zombies }
atz-ev-wounded = { $name } is wounded ({ $wounds })
atz-ev-died = { $name } dies
atz-ev-entered = { $name } enters a building: { $zombies } zombies
atz-ev-surprised-character = { $name } is surprised ({ $dice })
atz-ev-surprised-zombies = { $name } surprises the zombies ({ $dice })
atz-ev-stepped-back = { $name } steps back to { $hex }
atz-ev-zombie-moved = Zombie { $zombie } moves to { $hex }
atz-ev-zombie-appeared = Zombie { $zombie } appears at { $hex }
atz-ev-cup-empty = The zombie cup is empty
atz-ev-generation = The Shot marker at { $hex } rolls { $dice }: { $zombies } zombies
atz-ev-exited = { $name } leaves the map
atz-ev-turn-ended = Turn { $turn } ends

atz-end-escaped = Every living survivor escaped
atz-end-survived = The survivors held out
atz-end-all-dead = No survivor is alive
atz-end-out-of-time = Time ran out

atz-gear-pistol = pistol
atz-gear-two-pistols = two pistols
atz-gear-smg = submachine gun
atz-gear-rifle = assault rifle
atz-gear-shotgun = shotgun
atz-gear-crossbow = crossbow
atz-gear-bat = bat
atz-gear-ammo = Ammo
atz-gear-medkit = Medkit
atz-gear-drugs = Drugs
atz-gear-scope = Scope
atz-gear-vest = Vest
atz-gear-grenade = grenade

atz-act-loot = Loot card: { $gear }
atz-act-loot-nothing = Loot card: nothing
atz-act-search = Search this building
atz-act-switch = Switch weapons
atz-act-heal = Use the Medkit on { $name }
atz-act-attach-scope = Attach the Scope
atz-act-ammo-reload = Discard Ammo to reload
atz-act-take-drugs = Take the Drugs (Rep +1 this turn)
atz-act-throw = Throw a grenade toward { $direction }
atz-act-panic = Panic fire with { $dice } dice and one more
atz-act-drop = Drop the { $gear }
atz-act-pick-up = Pick up the { $gear }

atz-ev-searched = { $name } searches the building
atz-ev-found = { $name } finds: { $gear }
atz-ev-found-nothing = { $name } finds nothing
atz-ev-set-aside = No { $gear } counter is left: another card
atz-ev-dropped = A { $gear } lies at { $hex }
atz-ev-switched = { $name } switches weapons
atz-ev-healed = { $name } heals { $target } ({ $wounds } wounds left)
atz-ev-scope = { $name } attaches a Scope
atz-ev-drugs = { $name } takes Drugs: Rep +1 this turn
atz-ev-grenade = { $name } throws a grenade to { $hex } ({ $dice })

atz-act-enter-at = Come onto the map at row { $row }
atz-act-buy = Equip: { $gear } ({ $glory } Glory, { $left } left)
atz-act-done = Equipment done
atz-ev-entry-edge = { $east ->
    [yes] The survivors come in from the east and must leave by the west
   *[no] The survivors come in from the west and must leave by the east
}
atz-ev-bought = { $name } is equipped with: { $gear }
atz-ev-entered-map = { $name } comes onto the map at { $hex }
atz-ev-start-generation = Zombies gather around the survivors

atz-act-treat = Buffy's care: heal { $name } (1 success on 2 dice)
atz-act-cure = The Professor's cure: zombie { $zombie } (1 success on 2 dice)
atz-ev-ability = { $name } tries the ability ({ $dice }): { $success ->
    [yes] it works
   *[no] it fails
}
atz-ev-cured = Zombie { $zombie } is cured
atz-ev-rerolled = { $name } rolls the { $die } again
atz-ev-looked-in = { $name } looks into building { $building }

atz-char-survivor-3 = Survivor (Rep 3)
atz-char-survivor-4 = Survivor (Rep 4)
atz-char-survivor-5 = Survivor (Rep 5)
atz-act-shoot = Aim every die at { $name }
atz-act-hide = Duck back to { $hex }
atz-act-pick = The enemy goes for { $hex }
atz-ev-enemy-initiative = Initiative of the found enemies: { $die }
atz-ev-found-ally = { $name } finds { $survivor } ({ $dice }): a friend who joins the band
atz-ev-found-enemy = { $name } finds { $survivor } ({ $dice }): a foe who attacks
atz-ev-fired-at = { $name } fires at { $target } ({ $dice }): { $hits } hits
atz-ev-duel = { $name } and { $target } fight hand to hand ({ $dice }): { $successes } against { $against }
atz-ev-ducked-back = { $name } ducks back to { $hex }
atz-ev-pity = { $name } rolls the pity shot ({ $die }): { $hit ->
    [yes] one hit
   *[other] no hit
}
atz-act-charge-far = Charge the zombies at { $hex }, running (Wanting to Charge test)

# The board's hover titles and the page beside it (horde-render), the
# terminal's board and card (horde-tui).
atz-board-street = street
atz-board-vegetation = vegetation
# A building's letter on the board: the maps letter buildings A, B, C...
# (content maps.toml); a Russian board letters them in its own alphabet.
atz-board-letter = { $letter }
atz-board-building = building { $letter }
atz-board-entered = Entered marker
atz-board-searched = Searched marker
atz-board-exit = exit edge
atz-board-figure = { $name } (Rep { $rep }, { $wounds } of { $dead } wounds)
atz-board-zombies = { $count ->
    [one] a zombie
   *[other] { $count } zombies
} (Rep { $reps })
atz-board-shot = Shot marker, { $dice } { $dice ->
    [one] die
   *[other] dice
}
atz-board-ground = lying here: { $gear }
atz-board-seen-by = seen by { $names }
atz-board-seen-by-nobody = out of everyone's sight
atz-page-turn = Turn { $turn } of { $turns }
atz-page-day = Day: sight { $range } hexes
atz-page-night = Night: sight { $range } hexes
atz-page-initiative = Initiative: characters { $characters }, zombies { $zombies }
atz-page-acting = { $name } acts: { $mp } MP left
atz-page-zombie-phase = The zombies move
atz-page-over = The game is over
atz-page-key = Circles are characters (gold rim: a Star), red pips their wounds; green squares are zombies, the notch their direction; red discs are Shot markers with their dice; orange and blue counters mark Entered and Searched buildings; diamonds are items on the ground; shaded hexes are out of the band's sight; the green dashes mark the exit edge.
atz-page-band = The band
atz-page-found = Found survivors
atz-page-zombies-card = Zombies
atz-page-star = Star
atz-page-grunt = Grunt
atz-page-ally = friend
atz-page-enemy = foe
atz-page-stats = Rep { $rep } · { $mp } MP · { $melee } melee dice
atz-page-wounds = Wounds { $wounds } of { $dead }
atz-page-flipped = counter flipped
atz-page-in-hand = In hand
atz-page-unarmed = empty-handed
atz-page-weapon-ranged = { $weapon }: range { $range }, { $min }-{ $max } dice
atz-page-weapon-melee = { $weapon }: { $bonus } melee dice more
atz-page-unloaded = not loaded
atz-page-with-scope = with a Scope
atz-page-sheet = On the sheet
atz-page-nothing = nothing
atz-page-waiting = off the map
atz-page-exited = left the map
atz-page-dead = dead
atz-page-done = has acted
atz-page-may-act = may act
atz-page-resting = may not act
atz-page-drugged = on Drugs
atz-page-zombies-count = On the map: { $count }; in the cup: { $cup }
atz-page-shots-count = Shot markers: { $count }
atz-page-test = Reaction test
atz-page-test-who = { $name }: { $test }
atz-page-test-dice = Dice { $dice } against Rep { $rep }
atz-page-test-rolling = Rolling two dice against Rep { $rep }
atz-page-test-choice = { $name } is a Star and picks the result
atz-page-test-odds = { $successes } { $successes ->
    [one] success
   *[other] successes
}: { $percent }%
atz-page-test-result = Result: { $successes } { $successes ->
    [one] success
   *[other] successes
}
atz-page-last-roll = Last roll: { $dice }
atz-page-seat = seat { $seat }
atz-ask-next = Choose who acts next
atz-ask-fire = { $name } may fire: fire or hold?
atz-ask-aim = { $name } names the next target
atz-ask-surprised = { $name } surprised the zombies: fire, fight or step back?
atz-ask-kill = { $name } picks { $count ->
    [one] the zombie
   *[other] { $count } zombies
} to kill
atz-ask-duck-back = { $name } is under fire: where to duck back?
atz-ask-reroll = { $name } may roll one die again
atz-ask-drugs = { $name } may take the Drugs now
atz-ask-equip = Equip { $name }: { $glory } Glory left
atz-ask-other = Choose
atz-tui-legend = T5 a character (initial, Rep), Z2 zombies; A, B, C buildings; * Shot marker, + items, ◦ Entered, ✓ Searched; dim hexes are out of sight; » exit edge
# The zombie's letter on the board's event badges (+Z, ✕Z).
atz-zombie-letter = Z
