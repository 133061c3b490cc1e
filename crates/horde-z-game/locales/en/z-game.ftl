# Z-Game (seed 003): pieces, phases, actions and events.

zg-player = Player { $n } ({ $faction })
zg-base = Base of { $player }
zg-unknown-location = face-down location
zg-who = { $kind } of { $player }
zg-char = { $kind } at { $place }
zg-deck-action = an action card
zg-deck-weapon = a weapon card

zg-kind-leader = leader
zg-kind-fighter = fighter
zg-kind-engineer = engineer
zg-kind-scientist = scientist

zg-card-tools = Tools
zg-card-literature = Literature
zg-card-chainsaw = Chainsaw
zg-card-car = Car
zg-card-bandage = Bandage
zg-card-ration = Ration
zg-card-melee = melee weapon
zg-card-firearm = firearm

zg-job-barricade = build a barricade
zg-job-blockpost = build a blockpost
zg-job-upgrade = upgrade to a blockpost
zg-job-repair = repair
zg-job-cure = make cures

zg-remedy-medicine = medicine
zg-remedy-cure = a cure
zg-remedy-bandage = a Bandage

zg-posture-standing = standing
zg-posture-hungry = hungry
zg-posture-retreated = exhausted by retreat
zg-posture-sick = sick

zg-death-exhausted = exhausted in a lost location
zg-death-cornered = nowhere to retreat
zg-death-infection = the infection

zg-phase-setup = setup
zg-phase-morning = Morning: income and hunger
zg-phase-movement = Day: movement
zg-phase-day-fights = Day: fights
zg-phase-building = Evening: building and repair
zg-phase-cures = Evening: making cures
zg-phase-flare-up = Evening: disease flare-up
zg-phase-night-attack = Night: zombie attack
zg-phase-infection = Night: infection
zg-phase-labour = Night: labour results
zg-phase-night-vp = Night: victory points

zg-act-lie = { $who } lies down, hungry
zg-act-move = Move { $who } to { $to }
zg-act-fight = Fight with { $melee } melee, { $firearm } firearm, { $chainsaw } chainsaw
zg-act-open = Gather a squad to { $job } at { $place }
zg-act-enlist = Turn { $who } for the squad
zg-act-spend = Discard { $card } for the squad
zg-act-commit = Do the squad's work
zg-act-disband = Disband the squad
zg-act-car = Play a Car on { $place }
zg-act-ration = Eat a Ration
zg-act-trade = Trade food for medicine
zg-act-heal = Stand up { $who } with { $by }
zg-act-retreat = Retreat to { $place }
zg-act-degrade = Degrade the blockpost at { $place }
zg-act-discard = Discard { $card }
zg-act-done = Done
zg-act-faction = Faction: { $faction }
zg-act-tile = Tile: { $tile }
zg-act-spot = The tile lands on position { $n }
zg-act-first = First player: { $player }
zg-act-recruit = Character: { $kind }
zg-act-drawn = Card: { $card }
zg-act-zombie = Zombie card of strength { $strength }
zg-act-die = Die: { $die }
zg-act-winner = Tie-break: { $player }

zg-ev-faction = { $player } takes the faction.
zg-ev-tile = { $place } is laid on the map.
zg-ev-first = { $player } is the first player.
zg-ev-round = Round { $round } begins.
zg-ev-phase = { $phase }.
zg-ev-recruited = A { $who } joins at { $place }.
zg-ev-drew = { $player } draws { $card }.
zg-ev-drew-hidden = { $player } draws { $deck }.
zg-ev-income = { $player } gains { $food } food and { $medicine } medicine.
zg-ev-hunger = { $player } feeds { $eaten }; { $unfed } go hungry.
zg-ev-laid = The { $who } lies down at { $place } ({ $why }).
zg-ev-moved = The { $who } moves from { $from } to { $to }.
zg-ev-zombie-card = Zombies of strength { $strength } at { $place }.
zg-ev-night-die = The zombie die at { $place } shows { $die }.
zg-ev-recruit-roll = { $player } rolls { $die } for survivors.
zg-ev-played = { $player } plays { $count } × { $card }.
zg-ev-fought-won = { $player } holds { $place }: { $defence } against { $zombies }.
zg-ev-fought-lost = The zombies beat { $player } at { $place }: { $zombies } against { $defence }.
zg-ev-duel = { $attacker } fights { $defender } at { $place }: { $attack } against { $defence }.
zg-ev-captured = { $player } captures { $place }.
zg-ev-lost = { $player } no longer holds { $place }.
zg-ev-retreated = The { $who } retreats from { $from } to { $to }.
zg-ev-died = The { $who } dies at { $place } ({ $why }).
zg-ev-squad = { $player }'s squad of { $members } sets out to { $job } at { $place } ({ $gears } gears, { $flasks } flasks).
zg-ev-cures = { $player } makes { $cures } cures.
zg-ev-car = { $player } fortifies { $place } with a Car.
zg-ev-traded = { $player } trades { $food } food for a medicine.
zg-ev-healed = The { $who } stands up with { $by }.
zg-ev-infection-ok = The { $who } fights off the virus ({ $die }).
zg-ev-infection-dead = The { $who } turns ({ $die }) and is dealt with.
zg-ev-built = { $player } completes the work at { $place } (+{ $vp } VP).
zg-ev-ruined = The fortifications at { $place } are ruins.
zg-ev-degraded = { $player }'s blockpost at { $place } degrades to a barricade.
zg-ev-vp = { $player } scores { $vp } VP ({ $total } in all).
zg-ev-discarded = { $player } discards { $card }.
zg-ev-over = The game is over. Winner: { $winners }.
zg-ev-unfinished = The game stops at the round limit, unfinished.
