# Rue Morgue, English. The names of zombies, skills and zones follow the
# English specification of the rulebook (RM-DOC-6).

rm-title = Rue Morgue · { $mission }
rm-status = Turn { $turn } · { $phase } · { $danger }
rm-phase-setup = setup
rm-phase-players = players' phase
rm-phase-zombies = zombies' phase
rm-phase-over = game over
rm-danger = { $level ->
    [blue] blue danger
    [yellow] yellow danger
    [orange] orange danger
   *[red] red danger
}

## Zombies with their count, the plural chosen by the number.
rm-zombies = { $kind ->
    [walker] { $count } { $count ->
        [one] walker
       *[other] walkers
    }
    [fatty] { $count } { $count ->
        [one] fatty
       *[other] fatties
    }
    [runner] { $count } { $count ->
        [one] runner
       *[other] runners
    }
    [crawler] { $count } { $count ->
        [one] crawler
       *[other] crawlers
    }
   *[abomination] { $count } Atomic { $count ->
        [one] Abomination
       *[other] Abominations
    }
}
rm-kind-object = { $kind ->
    [walker] a walker
    [fatty] a fatty
    [runner] a runner
    [crawler] a crawler
   *[abomination] the Atomic Abomination
}
rm-kind-plural = { $kind ->
    [walker] walkers
    [fatty] fatties
    [runner] runners
    [crawler] crawlers
   *[abomination] Atomic Abominations
}
rm-kind-letter = { $kind ->
    [walker] W
    [fatty] F
    [runner] R
    [crawler] C
   *[abomination] A
}

## Board
rm-legend = ▓ door (░ open) · ◆ objective · S spawn zone · EXIT · ✈ helicopter · ♪ noise · ⌂ tent · ○ manhole · W walker F fatty R runner C crawler A Abomination
rm-spawn-mark = S
rm-exit-mark = EXIT
rm-zone-building = building
rm-zone-street = street
rm-zone-corridor = corridor
rm-no-zombies = no zombies
rm-noise-count = noise { $count }
rm-objective-here = { $color ->
    [red] red objective
    [blue] blue objective
   *[pink] pink objective
}
rm-spawn-zone = spawn zone
rm-spawn-zone-asleep = spawn zone (not yet active)
rm-exit-zone = exit
rm-tent = { $card ->
    [administrative] Administrative tent
    [infirmary] Infirmary tent
    [blue-bed] Tent with a blue bed
    [green-bed] Tent with a green bed
   *[ordinary] Ordinary tent
}

## Survivor card
rm-card-title-survivor = { $name } · seat { $seat }
rm-card-title-team = Survivors
rm-team = Team
rm-zone = Zone
rm-actions-left = Actions
rm-actions = { $count ->
    [one] 1 action left
   *[other] { $count } actions left
}
rm-done-this-turn = done this turn
rm-waiting = waiting for activation
rm-dead = dead
rm-acting = acting
rm-done = done
rm-xp-label = XP
rm-level = { $level ->
    [blue] blue
    [yellow] yellow
    [orange] orange
   *[red] red
}
rm-wounds = Wounds
rm-searched = searched this turn
rm-hands = Hands
rm-hand-left = left
rm-hand-right = right
rm-reserve = Reserve
rm-skills = Skills
rm-wound-card = Wound
rm-spent = { $item } (to reload)
rm-slot-left = left hand
rm-slot-right = right hand
rm-slot-both = both hands
rm-slot-reserve = reserve { $n }
rm-heli-pilot-seat = pilot's seat
rm-heli-seat = passenger seat { $n }
rm-both-hands = { $item } ×2
rm-nothing = nothing (the deck is empty)
rm-by-zombie = a zombie
rm-everywhere = every zone

## What the deciding seat is asked
rm-ask-activate = choose a survivor to activate
rm-ask-action = { $name }: { $actions ->
    [one] 1 action left
   *[other] { $actions } actions left
}
rm-ask-place = keep or discard { $item }
rm-ask-trade = { $name } trades with { $other }
rm-ask-rearrange = { $name } rearranges the inventory
rm-ask-hits = assign the hits
rm-ask-wounds = zombies attack in { $zone }: who takes the wound? ({ $left } left)
rm-ask-wound-discard = { $name } is wounded: which card is lost?
rm-ask-split = the zombies in { $zone } split: where does { $kind } go?
rm-ask-building = which room of the building spawns next?
rm-ask-spots = where do the last zombies appear?
rm-ask-skill = { $name } levels up: choose a skill
rm-ask-other = a decision

## Actions
rm-act-die = die shows { $value }
rm-act-draw = card drawn: { $item }
rm-act-draw-zombie = zombie card drawn: { $card }
rm-act-deal-zombie = Deal the zombie card «{ $card }» to { $zone }
rm-act-deal = starting equipment dealt: { $item }
rm-act-deal-tent = a tent card is dealt face down
rm-act-activate = Activate { $name }
rm-act-move = Move { $from } → { $to }
rm-act-move-cost = Move { $from } → { $to } ({ $cost } actions)
rm-act-search = Search { $zone }
rm-act-door = Open the { $color ->
    [blue] blue door
    [pink] pink door
   *[neutral] door
} { $a }/{ $b } with { $weapon }
rm-act-rearrange = Rearrange the inventory (1 action)
rm-act-trade = Trade with { $name }
rm-act-melee = Melee attack with { $weapon }
rm-act-ranged = Shoot at { $zone } with { $weapon }
rm-act-ranged-teammates = Shoot into { $zone } with { $weapon }: { $count ->
    [one] { $names } takes
   *[other] { $names } take
} the first hits
rm-act-reload = Reload
rm-act-objective = Take the objective
rm-act-noise = Make noise!
rm-act-board = Board the helicopter ({ $seat })
rm-act-exit-heli = Leave the helicopter
rm-act-change-seat = Move to the { $seat }
rm-act-take-off = Take off
rm-act-land = Land
rm-act-fly = Fly to { $zone }
rm-act-store-items = Store items in the helicopter
rm-act-take-items = Take items from the helicopter
rm-act-end = End { $name }'s activation (do nothing)
rm-act-discard = { $name }: discard { $item } (free)
rm-act-combine = Combine { $a } + { $b } (free)
rm-act-use-skill = { $skill }: { $target }
rm-act-team = Team action «{ $card }» ({ $mode }) at { $zone }
rm-act-teammate = { $name } takes part / goes next
rm-team-rush_in = Rush in!
rm-team-forward = Forward!
rm-team-fire = Fire!
rm-ev-team = { $name } calls «{ $card }» at { $zone }
rm-act-reroll = re-roll all the dice
rm-act-matching = take a second { $item } from the deck
rm-act-cancel-wound = discard { $item } instead of the wound
rm-act-swap = { $name }: swap { $a } ({ $item_a }) ↔ { $b } ({ $item_b })
rm-act-exchange = Give { $mine } for { $name }'s { $theirs }
rm-act-store = Store { $item }
rm-act-take = Take { $item }
rm-act-done = Done
rm-act-keep = Keep { $item } in the { $slot }
rm-act-keep-replace = Keep { $item } in the { $slot } (discarding { $old })
rm-act-discard-drawn = Discard { $item }
rm-act-hit-survivor = Hit { $name }
rm-act-hit-teammate = Strike at your teammate { $name }
rm-act-hit-kind = Hit { $kind }
rm-act-wound-to = { $name } takes the wound
rm-act-wound-discard = Lose { $item }
rm-act-split-zone = The group goes toward { $zone }
rm-act-spawn-zone = Spawn in { $zone } next
rm-act-spot-zone = Place them in { $zone }
rm-act-choose-zone = Choose { $zone }
rm-act-skill = Choose { $skill }
rm-detail-activate = Stands in { $zone }; gets 3 actions
rm-detail-move = { $cost ->
    [0] Free move
    [one] Costs 1 action
   *[other] Costs { $cost } actions
}
rm-detail-move-zombies = Costs { $cost } actions: leaving a zone with zombies costs 1 more action for each ({ $count })
rm-detail-search = Inside buildings only, once per turn; draws an equipment card
rm-detail-door = The first door of a building wakes the zombies inside
rm-detail-noise = Puts a noise token here: zombies come toward noise
rm-detail-end = Gives up the remaining actions

## Questions asked before an action a player rarely means
rm-warn-hit-teammate = { $name } is your teammate: this hit wounds { $name }, and each wound costs a card. Strike anyway?
rm-warn-fire-teammates = { $count ->
    [one] Your teammate { $names } stands
   *[other] Your teammates { $names } stand
} in { $zone }: survivors take a shot's hits before the zombies. Shoot anyway?

## Events
rm-ev-turn = ═══ Turn { $turn } · first player: seat { $seat } ═══
rm-ev-starting = { $name } starts with { $item }
rm-ev-tent-dealt = A tent card lies face down in { $zone }
rm-ev-activated = { $name } takes the turn
rm-ev-ended = { $name } is done
rm-ev-moved = { $name } moves { $from } → { $to }
rm-ev-searched = { $name } searches and finds { $item }
rm-ev-kept = { $name } keeps { $item } in the { $slot }
rm-ev-discarded = { $name } discards { $item }
rm-ev-aaahh = Aaahh! A walker jumps out at { $name } in { $zone }
rm-ev-combined = { $name } makes { $item }
rm-ev-door = { $name } opens the door { $a }/{ $b }
rm-ev-door-closed = { $name } locks the door { $a }/{ $b } again
rm-ev-noise = Noise in { $zone } (now { $total })
rm-ev-die = the die shows { $value }
rm-ev-attack-melee = { $name } attacks in { $zone } with { $weapon }: { $dice ->
    [one] 1 die
   *[other] { $dice } dice
}
rm-ev-attack-ranged = { $name } shoots at { $zone } with { $weapon }: { $dice ->
    [one] 1 die
   *[other] { $dice } dice
}
rm-ev-hits = { $name }: { $hits ->
    [0] no hit
    [one] 1 hit
   *[other] { $hits } hits
}
rm-ev-killed = { $name } kills { $kind } in { $zone }
rm-ev-absorbed = { $kind } in { $zone } shrugs off { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}
rm-ev-friendly-fire = { $name } hits { $target }!
rm-ev-reloaded = { $name } reloads
rm-ev-crawler = { $zone }: { $zombies } { $count ->
    [one] rises
   *[other] rise
}
rm-ev-xp = { $name } gains { $amount } XP ({ $total })
rm-ev-level = { $name } reaches { $level }!
rm-ev-skill = { $name } gains the skill { $skill }
rm-ev-skill-used = { $name } uses { $skill }
rm-ev-healed = { $name } discards { $count } wound card(s)
rm-ev-objective = { $name } takes the objective in { $zone }
rm-ev-spawn-woken = The spawn zone { $zone } wakes up
rm-ev-wound = { $name } is wounded by { $by }
rm-ev-wound-lost = { $name } is wounded by { $by } and loses { $item }
rm-ev-died = { $name } is killed in { $zone }!
rm-ev-zombie-phase = ═══ Zombies' phase ═══
rm-ev-zombies-attack = Zombies attack in { $zone }: { $wounds ->
    [one] 1 wound
   *[other] { $wounds } wounds
}
rm-ev-zombies-move = { $zombies }: { $from } → { $to }
rm-ev-split = The zombies in { $zone } split { $ways } ways
rm-ev-split-added = { $zombies } join the split group in { $zone }
rm-ev-grabbed = The Abomination drags { $name } from { $from } to { $to }
rm-ev-zombie-card = Zombie card for { $zone }: { $card }
rm-ev-spawned = { $zone }: { $zombies } { $count ->
    [one] appears
   *[other] appear
}
rm-ev-extra = Extra activation: all { $kind } act again!
rm-ev-extra-ignored = Extra activation of { $kind } does nothing at blue danger
rm-ev-ran-out = Out of { $kind } miniatures: all { $kind } get an extra activation
rm-ev-abom-substituted = No Abomination left: a fatty and two walkers appear in { $zone } instead
rm-ev-reshuffled-zombie = The zombie deck is reshuffled
rm-ev-reshuffled-equipment = The equipment deck is reshuffled
rm-ev-tent = The tent in { $zone } is revealed: { $card }
rm-ev-event-token = An event token on tile { $tile } is triggered
rm-ev-boarded = { $name } boards the helicopter ({ $seat })
rm-ev-left-heli = { $name } leaves the helicopter in { $zone }
rm-ev-took-off = The helicopter takes off from { $zone }
rm-ev-landed = The helicopter lands in { $zone }
rm-ev-flew = The helicopter flies { $from } → { $to }
rm-ev-stored = { $name } stores { $item } in the helicopter
rm-ev-taken = { $name } takes { $item } from the helicopter
rm-ev-end-phase = End phase: noise tokens removed, weapons reloaded
rm-ev-vest-flipped = { $name }'s bulletproof vest stops { $by }'s wound and is flipped
rm-ev-vest-lost = { $name }'s flipped vest stops { $by }'s wound and is set aside
rm-ev-victory = Victory! Every objective of the mission is fulfilled.
rm-ev-defeat = Defeat: { $reason }
rm-ev-scored = Game over: { $scores }
rm-team-score = team { $team }: { $xp } XP
rm-loss-all-dead = all survivors are dead
rm-loss-survivor-died = a survivor died
rm-loss-turn-limit = the turn limit was reached

## The zombie card shown while it is drawn
rm-card-title = Zombie card
rm-line-extra = extra activation: { $kind }
rm-line-manhole = at every manhole: { $zombies }
rm-line-bed = a crawler in every { $color ->
    [blue] blue
   *[green] green
} bed

## The web page beside the board
rm-page-decks = Decks: equipment { $equipment }, zombies { $zombies }
rm-page-dice = Dice: { $dice }
rm-page-key = W walker · F fatty · R runner · C crawler · A Abomination · ◉ noise
