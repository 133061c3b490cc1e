# Z-Game (сид 003): фигуры, фазы, действия и события.

zg-player = Игрок { $n } ({ $faction })
zg-base = База: { $player }
zg-unknown-location = закрытая локация
zg-who = { $kind } ({ $player })
zg-char = { $kind } в локации «{ $place }»
zg-deck-action = карту действия
zg-deck-weapon = карту оружия

zg-kind-leader = лидер
zg-kind-fighter = драчун
zg-kind-engineer = инженер
zg-kind-scientist = учёный

zg-card-tools = Инструменты
zg-card-literature = Литература
zg-card-chainsaw = Бензопила
zg-card-car = Машина
zg-card-bandage = Бинт
zg-card-ration = Паёк
zg-card-melee = холодное оружие
zg-card-firearm = огнестрельное оружие

zg-job-barricade = построить баррикаду
zg-job-blockpost = построить блок-пост
zg-job-upgrade = улучшить до блок-поста
zg-job-repair = ремонтировать
zg-job-cure = делать лекарства

zg-remedy-medicine = медикаменты
zg-remedy-cure = лекарство
zg-remedy-bandage = Бинт

zg-posture-standing = стоит
zg-posture-hungry = голоден
zg-posture-retreated = истощён отступлением
zg-posture-sick = болен

zg-death-exhausted = истощён в потерянной локации
zg-death-cornered = отступать некуда
zg-death-infection = инфекция

zg-phase-setup = подготовка
zg-phase-morning = Утро: доход и голод
zg-phase-movement = День: перемещение
zg-phase-day-fights = День: бои
zg-phase-building = Вечер: строительство и ремонт
zg-phase-cures = Вечер: создание лекарств
zg-phase-flare-up = Вечер: обострение болезни
zg-phase-night-attack = Ночь: атака зомби
zg-phase-infection = Ночь: заражение
zg-phase-labour = Ночь: результаты труда
zg-phase-night-vp = Ночь: победные очки

zg-act-lie = { $who } ложится от голода
zg-act-move = { $who }: перейти в «{ $to }»
zg-act-fight = Бой: холодного { $melee }, огнестрельного { $firearm }, бензопил { $chainsaw }
zg-act-open = Собрать отряд: { $job } в локации «{ $place }»
zg-act-enlist = Повернуть в отряд: { $who }
zg-act-spend = Сбросить для отряда: { $card }
zg-act-commit = Выполнить работу отряда
zg-act-disband = Распустить отряд
zg-act-car = Сыграть Машину на «{ $place }»
zg-act-ration = Съесть Паёк
zg-act-trade = Обменять продовольствие на медикаменты
zg-act-heal = Поднять: { $who }, средство: { $by }
zg-act-retreat = Отступить в «{ $place }»
zg-act-degrade = Понизить блок-пост в «{ $place }»
zg-act-discard = Сбросить: { $card }
zg-act-done = Готово
zg-act-faction = Фракция: { $faction }
zg-act-tile = Локация: { $tile }
zg-act-spot = Локация ложится на позицию { $n }
zg-act-first = Первый игрок: { $player }
zg-act-recruit = Персонаж: { $kind }
zg-act-drawn = Карта: { $card }
zg-act-zombie = Карта зомби силы { $strength }
zg-act-die = Кубик: { $die }
zg-act-winner = Жребий: { $player }

zg-ev-faction = { $player } получает фракцию.
zg-ev-tile = Локация «{ $place }» выложена на карту.
zg-ev-first = { $player } — первый игрок.
zg-ev-round = Начинается раунд { $round }.
zg-ev-phase = { $phase }.
zg-ev-recruited = Новый персонаж: { $who }, в локации «{ $place }».
zg-ev-drew = { $player } берёт карту: { $card }.
zg-ev-drew-hidden = { $player } берёт { $deck }.
zg-ev-income = { $player } получает продовольствие { $food } и медикаменты { $medicine }.
zg-ev-hunger = { $player } кормит персонажей: { $eaten }; голодных: { $unfed }.
zg-ev-laid = { $who } ложится в локации «{ $place }» ({ $why }).
zg-ev-moved = { $who } переходит из «{ $from }» в «{ $to }».
zg-ev-zombie-card = Зомби силы { $strength } в локации «{ $place }».
zg-ev-night-die = Кубик зомби в локации «{ $place }»: { $die }.
zg-ev-recruit-roll = { $player } ищет выживших: { $die }.
zg-ev-played = { $player } играет { $card } × { $count }.
zg-ev-fought-won = { $player } удерживает «{ $place }»: { $defence } против { $zombies }.
zg-ev-fought-lost = Зомби побеждают: { $player }, «{ $place }»: { $zombies } против { $defence }.
zg-ev-duel = { $attacker } бьётся с { $defender } в «{ $place }»: { $attack } против { $defence }.
zg-ev-captured = { $player } захватывает «{ $place }».
zg-ev-lost = { $player } больше не держит «{ $place }».
zg-ev-retreated = { $who } отступает из «{ $from }» в «{ $to }».
zg-ev-died = { $who } гибнет в локации «{ $place }» ({ $why }).
zg-ev-squad = { $player }: отряд из { $members } — { $job } в «{ $place }» (шестерёнок { $gears }, колб { $flasks }).
zg-ev-cures = { $player } делает лекарств: { $cures }.
zg-ev-car = { $player } укрепляет «{ $place }» Машиной.
zg-ev-traded = { $player } меняет продовольствие ({ $food }) на медикаменты.
zg-ev-healed = { $who } встаёт: { $by }.
zg-ev-infection-ok = { $who } побеждает вирус ({ $die }).
zg-ev-infection-dead = { $who } превращается ({ $die }), с ним покончено.
zg-ev-built = { $player } завершает работу в «{ $place }» (+{ $vp } ПО).
zg-ev-ruined = Укрепления в «{ $place }» разрушены.
zg-ev-degraded = Блок-пост игрока { $player } в «{ $place }» становится баррикадой.
zg-ev-vp = { $player } получает { $vp } ПО (всего { $total }).
zg-ev-discarded = { $player } сбрасывает: { $card }.
zg-ev-over = Игра окончена. Победитель: { $winners }.
zg-ev-unfinished = Игра остановлена на пределе раундов, без победителя.
