# Rules at hand: mission briefings, explanations of pieces and board
# symbols, dice rolls and odds.

rm-ah-turn-limit = The mission is lost at the end of turn { $turns } (our limit, so that every game ends).
rm-ah-turn-limit-vs = The game ends and is scored at the end of turn { $turns }.
rm-ah-team-actions = Team action cards may be chosen at setup.
rm-ah-removed = Left in the box: { $items }.
rm-ah-given = The team starts with: { $items }.
rm-ah-event-tiles = Event tokens on tiles { $tiles }: a building there fills with zombies only when a survivor first steps in.
rm-ah-helicopter = A helicopter stands on the map: board it, fly it, land it.
rm-ah-helicopter-fuel = The helicopter cannot take off before the fuel (an objective) is taken.
rm-ah-competitive = Competitive: teams are rivals and the highest XP total wins.
rm-ah-start-zombies = Zombies stand on the board from the start.
rm-ah-wreck = A wreck blocks a crossroads: nobody passes through it.

rm-ah-melee = Melee
rm-ah-ranged = Ranged
rm-ah-profile = { $kind }: { $dice ->
    [one] 1 die
   *[other] { $dice } dice
  }, accuracy { $accuracy }+, damage { $damage }, range { $min }–{ $max }, { $noisy ->
    [yes] noisy
   *[no] silent
  }
rm-ah-dual = Dual: one in each hand, both used in one action.
rm-ah-reload = Must be reloaded after use (an action).
rm-ah-kills-all = Kills everything in the target zone; no dice.
rm-ah-choose-targets = The shooter chooses the targets.
rm-ah-opens-doors = Opens doors ({ $noisy ->
    [yes] noisily
   *[no] silently
  }).
rm-ah-no-combat = No combat use.
rm-ah-equipment = Equipment card.
rm-ah-skill = Skill. The rule's text:
rm-ah-zombie = { $actions ->
    [one] 1 action
   *[other] { $actions } actions
  } per activation; { $damage ->
    [0] only a Molotov kills it
   *[other] killed by damage { $damage } or more
  }; { $xp } XP; hit after priority { $priority }.

rm-ah-sym-spawn = Spawn zone: zombies appear here at the end of each turn, as the zombie card drawn says for the danger level.
rm-ah-sym-manhole = Sewer manhole: a manhole card places zombies here, only on tiles where a survivor stands.
rm-ah-sym-event = Event token: the buildings of this tile fill with zombies only when a survivor first steps into one.
rm-ah-sym-objective = Objective: take it with an action in its zone for 5 XP; some colours open doors or wake spawn zones.
rm-ah-sym-exit = Exit: the survivors leave the map here.
rm-ah-sym-start = Starting zone: every survivor begins here.
rm-ah-sym-door = Door: a weapon that opens doors opens it; opening a building's first door fills its rooms with zombies.
rm-ah-sym-noise = Noise tokens: zombies that see no survivor walk to the noisiest zone.
rm-ah-sym-bed = Bed: a bed card places crawlers on the beds of its colour.
rm-ah-sym-tent = Tent: entering it reveals its card (equipment, zombies or an objective).
rm-ah-sym-landing = Landing zone: the helicopter may take off and land here.
rm-ah-sym-helicopter = Helicopter: survivors board it, the pilot flies it zone to zone.
rm-ah-sym-ladder = Ladder: a passage through the helipad's fence.

rm-ah-roll = { $who } · { $item }
rm-ah-roll-text = { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
  } of { $dice } at { $target }+
rm-ah-kills = { $count ->
    [one] 1 kill
   *[other] { $count } kills
  }
