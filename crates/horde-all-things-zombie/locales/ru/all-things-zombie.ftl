atz-char-tonya = Тоня
atz-char-nick = Ник
atz-char-buffy = Баффи
atz-char-professor = Профессор
atz-char-sailor = Моряк
atz-char-too-tall = Дылда

atz-test-wanting-to-charge = «атакует»
atz-test-being-charged = «атакован»
atz-test-received-fire = «обстрелян»
atz-test-in-sight = «заметил»

atz-act-initiative = Инициатива: персонажи { $characters }, зомби { $zombies }
atz-act-die = На кубике { $value }
atz-act-card = Карта зомби: зомби { $zombies }
atz-act-draw = Каунтер зомби: уровень { $rep }, направление { $direction }
atz-act-go-for = Зомби идёт к персонажу { $name }
atz-act-activate = Ходит { $name }
atz-act-move = Шаг в направлении { $direction }
atz-act-dash = Дополнительный гекс бега в направлении { $direction }
atz-act-charge = Атаковать в направлении { $direction } (проверка «атакует»)
atz-act-run = Бег (бросок на дополнительные гексы)
atz-act-fire = Стрелять, кубиков: { $dice }
atz-act-target = Цель — зомби на { $hex }
atz-act-reload = Перезарядить
atz-act-fight = Драться с зомби на этом гексе
atz-act-exit = Уйти с карты
atz-act-result = Выбрать успехов: { $successes }
atz-act-surprise-fire = Стрелять по застигнутым зомби
atz-act-surprise-melee = Драться с застигнутыми зомби
atz-act-step-back = Отступить на гекс и закончить ход
atz-act-kill = Убить зомби { $zombie }
atz-act-decline = Не стрелять
atz-act-reroll = Перебросить { $value }
atz-act-keep-dice = Оставить эти кубики
atz-act-look = Заглянуть в здание на { $hex }
atz-act-end-turn = Закончить ход

atz-ev-initiative = Ход { $turn }: инициатива персонажей { $characters }, зомби { $zombies }
atz-ev-activation = { $count ->
    [0] В этот ход не может действовать никто
   *[other] Могут действовать: { $names }
}
atz-ev-turn-of = Ходит { $name }
atz-ev-moved = { $name }: переход на { $hex }
atz-ev-ran = { $name } бежит ({ $dice }): дополнительных гексов { $extra }
atz-ev-test = { $name }: проверка { $test } ({ $dice }), успехов { $successes }
atz-ev-test-chosen = { $name } выбирает в проверке { $test } успехов: { $successes }
atz-ev-runaway = { $name } убегает в направлении { $direction } на { $hex }
atz-ev-fired = { $name } стреляет ({ $dice }): попаданий { $hits }
atz-ev-out-of-ammo = { $name }: кончились патроны
atz-ev-reloaded = { $name } перезаряжает оружие
atz-ev-shot-marker = Жетон «Выстрел { $dice }» на { $hex }
atz-ev-zombie-killed = Зомби { $zombie } убит
atz-ev-melee = { $name } дерётся ({ $dice }): { $successes } против { $zombies }
atz-ev-wounded = { $name } { $gender ->
    [female] ранена
   *[male] ранен
} ({ $wounds })
atz-ev-died = { $name } погибает
atz-ev-entered = { $name } входит в здание: зомби { $zombies }
atz-ev-surprised-character = { $name } { $gender ->
    [female] застигнута
   *[male] застигнут
} врасплох ({ $dice })
atz-ev-surprised-zombies = { $name } застаёт зомби врасплох ({ $dice })
atz-ev-stepped-back = { $name } отступает на { $hex }
atz-ev-zombie-moved = Зомби { $zombie } идёт на { $hex }
atz-ev-zombie-appeared = Зомби { $zombie } появляется на { $hex }
atz-ev-cup-empty = Мешочек с зомби пуст
atz-ev-generation = Жетон выстрела на { $hex }: бросок { $dice }, зомби { $zombies }
atz-ev-exited = { $name } уходит с карты
atz-ev-turn-ended = Ход { $turn } завершён

atz-end-escaped = Все выжившие ушли с карты
atz-end-survived = Выжившие продержались
atz-end-all-dead = Никто из выживших не уцелел
atz-end-out-of-time = Время вышло

atz-gear-pistol = пистолет
atz-gear-two-pistols = два пистолета
atz-gear-smg = пистолет-пулемёт
atz-gear-rifle = автомат
atz-gear-shotgun = дробовик
atz-gear-crossbow = арбалет
atz-gear-bat = бита
atz-gear-ammo = Патроны
atz-gear-medkit = Аптечка
atz-gear-drugs = Стимуляторы
atz-gear-scope = Прицел
atz-gear-vest = Бронежилет
atz-gear-grenade = граната

atz-act-loot = Карта находок: { $gear }
atz-act-loot-nothing = Карта находок: пусто
atz-act-search = Обыскать здание
atz-act-switch = Сменить оружие
atz-act-heal = Аптечка: лечить { $name }
atz-act-attach-scope = Поставить Прицел
atz-act-ammo-reload = Сбросить Патроны и перезарядить
atz-act-take-drugs = Принять Стимуляторы (репутация +1 на ход)
atz-act-throw = Бросить гранату в сторону { $direction }
atz-act-panic = Стрельба в панике: { $dice } куб. и ещё один
atz-act-drop = Бросить на землю: { $gear }
atz-act-pick-up = Подобрать: { $gear }

atz-ev-searched = { $name } обыскивает здание
atz-ev-found = { $name } находит: { $gear }
atz-ev-found-nothing = { $name } ничего не находит
atz-ev-set-aside = Жетонов «{ $gear }» не осталось: следующая карта
atz-ev-dropped = На гексе { $hex } лежит: { $gear }
atz-ev-switched = { $name } меняет оружие
atz-ev-healed = { $name } лечит: { $target } (ран: { $wounds })
atz-ev-scope = { $name } ставит Прицел
atz-ev-drugs = { $name } принимает Стимуляторы: репутация +1 на ход
atz-ev-grenade = { $name } бросает гранату на { $hex } ({ $dice })

atz-act-enter-at = Выйти на карту в ряду { $row }
atz-act-buy = Снаряжение: { $gear } ({ $glory } очк. славы, осталось { $left })
atz-act-done = Снаряжение готово
atz-ev-entry-edge = { $east ->
    [yes] Выжившие входят с востока, уходить им на запад
   *[no] Выжившие входят с запада, уходить им на восток
}
atz-ev-bought = { $name } получает: { $gear }
atz-ev-entered-map = { $name } выходит на карту на гексе { $hex }
atz-ev-start-generation = Вокруг выживших собираются зомби

atz-act-treat = Забота Баффи: лечить { $name } (1 успех из 2 кубиков)
atz-act-cure = Лекарство Профессора: зомби { $zombie } (1 успех из 2 кубиков)
atz-ev-ability = { $name } применяет способность ({ $dice }): { $success ->
    [yes] получилось
   *[no] не вышло
}
atz-ev-cured = Зомби { $zombie } вылечен
atz-ev-rerolled = { $name } перебрасывает { $die }
atz-ev-looked-in = { $name } заглядывает в здание { $building }

atz-char-survivor-3 = Выживший (репутация 3)
atz-char-survivor-4 = Выживший (репутация 4)
atz-char-survivor-5 = Выживший (репутация 5)
atz-act-shoot = Все кубики — по цели { $name }
atz-act-hide = Укрыться на { $hex }
atz-act-pick = Враг выбирает гекс { $hex }
atz-ev-enemy-initiative = Инициатива найденных врагов: { $die }
atz-ev-found-ally = { $name } находит: { $survivor } ({ $dice }) — друг, он присоединяется к отряду
atz-ev-found-enemy = { $name } находит: { $survivor } ({ $dice }) — враг, он нападает
atz-ev-fired-at = { $name } стреляет по цели { $target } ({ $dice }): попаданий { $hits }
atz-ev-duel = { $name } и { $target } дерутся врукопашную ({ $dice }): { $successes } против { $against }
atz-ev-ducked-back = { $name } укрывается на { $hex }
atz-ev-pity = { $name } бросает «выстрел из жалости» ({ $die }): { $hit ->
    [yes] одно попадание
   *[other] промах
}
atz-act-charge-far = Атаковать зомби на { $hex } с разбега (проверка «атакует»)

# Подсказки поля и страница рядом с ним (horde-render), поле и карточка
# в терминале (horde-tui).
atz-board-street = улица
atz-board-vegetation = заросли
# A building's letter on the board: the maps letter buildings A, B, C...
# (content maps.toml); a Russian board letters them in its own alphabet.
atz-board-letter = { $letter ->
    [A] А
    [B] Б
    [C] В
    [D] Г
    [E] Д
    [F] Е
    [G] Ж
    [H] З
    [I] И
    [J] К
    [K] Л
    [L] М
   *[other] { $letter }
}
atz-board-building = здание { $letter }
atz-board-entered = маркер «Осмотрено»
atz-board-searched = маркер «Обыскано»
atz-board-exit = край выхода
atz-board-figure = { $name } (Реп { $rep }, ран { $wounds } из { $dead })
atz-board-zombies = { $count ->
    [one] { $count } зомби
    [few] { $count } зомби
   *[other] { $count } зомби
} (Реп { $reps })
atz-board-shot = маркер выстрела, { $dice ->
    [one] { $dice } кубик
    [few] { $dice } кубика
   *[other] { $dice } кубиков
}
atz-board-ground = здесь лежит: { $gear }
atz-board-seen-by = видят: { $names }
atz-board-seen-by-nobody = вне поля зрения
atz-page-turn = Ход { $turn } из { $turns }
atz-page-day = День: дальность обзора { $range }
atz-page-night = Ночь: дальность обзора { $range }
atz-page-initiative = Инициатива: персонажи { $characters }, зомби { $zombies }
atz-page-acting = Действует { $name }: осталось ОД { $mp }
atz-page-zombie-phase = Зомби идут
atz-page-over = Партия сыграна
atz-page-key = Круги — персонажи (золотой обод — Звезда), красные точки — их раны; зелёные квадраты — зомби, зубец — их направление; красные кружки — маркеры выстрелов с числом кубиков; оранжевые и синие фишки — здания с маркерами «Осмотрено» и «Обыскано»; ромбы — вещи на земле; затенённые гексы вне поля зрения отряда; зелёный пунктир — край выхода.
atz-page-band = Отряд
atz-page-found = Найденные выжившие
atz-page-zombies-card = Зомби
atz-page-star = Звезда
atz-page-grunt = Рядовой
atz-page-ally = друг
atz-page-enemy = враг
atz-page-stats = Реп { $rep } · ОД { $mp } · кубиков рукопашной { $melee }
atz-page-wounds = Ран { $wounds } из { $dead }
atz-page-flipped = фишка перевёрнута
atz-page-in-hand = В руках
atz-page-unarmed = с пустыми руками
atz-page-weapon-ranged = { $weapon }: дальность { $range }, кубиков { $min }-{ $max }
atz-page-weapon-melee = { $weapon }: кубиков рукопашной +{ $bonus }
atz-page-unloaded = не заряжено
atz-page-with-scope = с прицелом
atz-page-sheet = На листе
atz-page-nothing = ничего
atz-page-waiting = ещё не на карте
atz-page-exited = покинул карту
atz-page-dead = погиб
atz-page-done = уже действовал
atz-page-may-act = может действовать
atz-page-resting = не действует
atz-page-drugged = под стимуляторами
atz-page-zombies-count = На карте: { $count }; в мешке: { $cup }
atz-page-shots-count = Маркеров выстрелов: { $count }
atz-page-test = Проверка реакции
atz-page-test-who = { $name }: { $test }
atz-page-test-dice = Брошено кубиков: { $dice }, против Реп { $rep }
atz-page-test-rolling = Бросок двух кубиков против Реп { $rep }
atz-page-test-choice = { $name } — Звезда и выбирает результат
atz-page-test-odds = { $successes ->
    [one] { $successes } успех
    [few] { $successes } успеха
   *[other] { $successes } успехов
}: { $percent }%
atz-page-test-result = Итог: { $successes ->
    [one] { $successes } успех
    [few] { $successes } успеха
   *[other] { $successes } успехов
}
atz-page-last-roll = Последний бросок: { $dice }
atz-page-seat = Игрок { $seat }
atz-ask-next = Выберите, кто действует следующим
atz-ask-fire = { $name } может стрелять: стрелять или нет?
atz-ask-aim = { $name } называет следующую цель
atz-ask-surprised = { $name } застал зомби врасплох: стрелять, драться или отступить?
atz-ask-kill = { $name } выбирает, { $count ->
    [one] какого зомби
   *[other] каких зомби ({ $count })
} убить
atz-ask-duck-back = { $name } под огнём: куда укрыться?
atz-ask-reroll = { $name } может перебросить один кубик
atz-ask-drugs = { $name } может принять стимуляторы
atz-ask-equip = Снаряжение: { $name }, осталось славы { $glory }
atz-ask-other = Выбор
atz-tui-legend = Т5 — персонаж (буква имени, Реп), З2 — зомби; А, Б, В — здания; * маркер выстрела, + вещи, ◦ «Осмотрено», ✓ «Обыскано»; тусклые гексы вне поля зрения; » край выхода
# The zombie's letter on the board's event badges (+З, ✕З).
atz-zombie-letter = З
