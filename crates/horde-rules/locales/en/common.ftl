# Words every rule system shares: menu section titles and refusals.

group-survivor = Survivor
group-move = Move
group-search = Search
group-door = Door
group-attack = Attack
group-inventory = Inventory
group-helicopter = Helicopter
group-work = Jobs
group-objective = Objective and noise
group-choice = Choice
group-end = End
group-chance = Chance

# Refusals of a seat's action, as a front end shows them. The engine's
# own reason is English; the rule ID goes with every refusal.
refused-by-rule = { $reason }
refused-not-your-turn = It is not your turn.
refused-over = The match is over.
refused-moved-on = The match moved on (it is at action { $at }, your page showed { $seen }): look again.
