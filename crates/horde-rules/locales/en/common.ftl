# Words every rule system shares: menu section titles.

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
