# Осада на клетках (семя 001): поле, карты, события и действия.

gs-title = Осада на клетках · { $mission }
gs-mission-siege = Шесть листов
gs-status = Раунд { $round } · { $phase } · зомби { $zombies }/{ $max } · обыскано { $searched }/{ $squares }
gs-phase-setup = подготовка
gs-phase-humans = ход людей
gs-phase-zombies = ход зомби
gs-phase-over = игра окончена
gs-legend = H1 человек (h1 без сознания, †1 мёртв) · Z зомби (Z* свежий труп) · x место поиска (✓ обыскано) · ♣ куст · ▪ мебель · ▒ машина · • предмет · ┆ окно · просвет = дверной проём · # баррикада · ░ пролом
gs-legend-compact = подчёркнуто = стена снизу · { gs-legend }
gs-zombie-seat = зомби
gs-nobody = никто

# Названия карт (файлы содержимого на английском).
gs-char-bum = Бомж
gs-char-medic = Медик
gs-char-police-officer = Полицейский
gs-char-security-guard = Охранник
gs-char-soldier = Солдат
gs-char-hunter = Охотник
gs-char-farmer = Фермер
gs-char-lumberjack = Лесоруб
gs-char-firefighter = Пожарный
gs-char-baseball-player = Бейсболист
gs-char-student = Студент
gs-char-carpenter = Плотник
gs-char-mechanic = Механик
gs-char-sapper = Сапёр
gs-thing-nail-board = Доска с гвоздями
gs-thing-baseball-bat = Бейсбольная бита
gs-thing-axe = Топор
gs-thing-pistol = Пистолет
gs-thing-shotgun = Дробовик
gs-thing-ak47 = АК-47
gs-thing-smg = Пистолет-пулемёт
gs-thing-grenade = Граната
gs-thing-first-aid = Аптечка
gs-thing-hammer-nails = Молоток и гвозди
gs-thing-crowbar = Лом
gs-zcard-horde = Орда
gs-zcard-lurch = Рывок
gs-zcard-hunger = Голод
gs-zcard-trip = Подножка
gs-nothing-found = Ничего не найдено
gs-empty-gun = { $thing } (без патронов)
gs-bare-hands = голыми руками

gs-res-oops = Упс!
gs-res-miss = промах
gs-res-push = попадание в тело, отброшен
gs-res-kill = попадание в голову, уничтожен
gs-res-chain = бросок ещё раз

gs-roll-attack = атака
gs-roll-blast = взрыв
gs-roll-use = применение предмета
gs-roll-break = прорыв
gs-roll-start = запуск машины
gs-roll-placement = лист для человека
gs-roll-spawn = лист для зомби
gs-roll-zattack = атака зомби

# Боковая панель.
gs-card-title-human = { $name } · игрок { $seat }
gs-card-title-team = Люди
gs-lives = Жизни
gs-unconscious = без сознания
gs-dead = мёртв
gs-in-car = в машине
gs-actions-left = { $count ->
    [one] осталось { $count } действие
    [few] осталось { $count } действия
   *[other] осталось { $count } действий
}
gs-acting = ходит
gs-done = сходил
gs-feature = Особенность
gs-one-action-note = 1 действие за ход: ни обыска, ни прицельного выстрела до лечения (GS-GAP-23)
gs-feature-quick-search = Знает, где искать
gs-feature-quick-search-text = обыск стоит 1 действие, а не 2
gs-feature-heal-bonus = Опытные руки
gs-feature-heal-bonus-text = аптечка возвращает на 1 жизнь больше
gs-feature-aim-bonus = Стрелковая подготовка
gs-feature-aim-bonus-text = прицельный выстрел даёт +2, а не +1
gs-feature-free-pass = Ловкие руки
gs-feature-free-pass-text = передать вещь можно без траты действия
gs-feature-break-safe = Напролом
gs-feature-break-safe-text = прорыв ранит только при 6
gs-feature-long-shot = Глаз охотника
gs-feature-long-shot-text = огнестрельное оружие бьёт на 2 клетки дальше
gs-feature-packer = Привык таскать
gs-feature-packer-text = несёт на 2 места больше без перегруза
gs-feature-strong-fists = Тяжёлые кулаки
gs-feature-strong-fists-text = голыми руками 5 отбрасывает зомби
gs-feature-blast-proof = Вовремя пригибается
gs-feature-blast-proof-text = взрывы не ранят
gs-feature-far-throw = Рука питчера
gs-feature-far-throw-text = бросает на 2 клетки дальше
gs-feature-runner = Отличная форма
gs-feature-runner-text = на 1 клетку движения больше за ход
gs-feature-carpenter = Мастер по дереву
gs-feature-carpenter-text = каждое действие постройки баррикады голыми руками идёт за 2
gs-feature-mechanic = Знает моторы
gs-feature-mechanic-text = машина заводится на 5 или 6
gs-feature-breacher = Разборщик
gs-feature-breacher-text = каждое действие разборки баррикады голыми руками идёт за 2
gs-preferred = Предпочтительное оружие
gs-things = Несёт
gs-nothing = —
gs-team = люди
gs-zombie-hand = Карты зомби
gs-zombie-hand-hidden = { $count ->
    [one] { $count } карта (скрыта)
    [few] { $count } карты (скрыты)
   *[other] { $count } карт (скрыты)
}
gs-car-started = Машина заведена.
gs-square-outdoors = улица
gs-square-search = место поиска
gs-square-searched = обыскано
gs-square-obstacle = препятствие
gs-square-car = машина
gs-square-zombie = зомби

# Что спрашивают у решающего игрока.
gs-ask-character = Выберите персонажа для { $name }
gs-ask-place = Поставьте { $name } на лист { $sheet }
gs-ask-place-edge = Поставьте { $name } в первый ряд от края поля
gs-ask-next = Кто ходит следующим?
gs-ask-act = { $name }: { $count ->
    [one] осталось { $count } действие
    [few] осталось { $count } действия
   *[other] осталось { $count } действий
}
gs-ask-reroll = Перебросить любимым предметом?
gs-ask-push = Куда отбросить зомби?
gs-ask-carried = Куда положить раненого?
gs-ask-demolish = Зомби: ломать баррикады?
gs-ask-card = Зомби: сыграть карту?
gs-ask-spawn = Зомби: поставьте нового зомби на лист { $sheet }
gs-ask-zmoves = Зомби: ходы
gs-ask-other = Ожидание…

# События.
gs-ev-character = { $name } получает персонажа: { $character }
gs-ev-zcard-hidden = Игрок-зомби получает карту
gs-ev-zcard = Игрок-зомби получает карту «{ $card }»
gs-ev-placed = { $name } начинает на { $pos }
gs-ev-round = Раунд { $round }
gs-ev-human-phase = Ход людей
gs-ev-zombie-phase = Ход зомби
gs-ev-turn = Ходит { $name }: { $count ->
    [one] { $count } действие
    [few] { $count } действия
   *[other] { $count } действий
}
gs-ev-turn-ended = { $name } заканчивает ход
gs-ev-die = Кубик: { $value } ({ $why })
gs-ev-moved = { $name } идёт { $from } → { $to }
gs-ev-carried = { $name } берёт на себя: { $other }
gs-ev-carried-placed = { $name } положен на { $pos }
gs-ev-attacked = { $name } атакует { $pos }: { $result }
gs-ev-rerolled = { $name } перебрасывает
gs-ev-weapon-empty = { $name }: { $thing } — кончились патроны
gs-ev-thing-lost = { $name } теряет: { $thing }
gs-ev-given = { $name } передаёт { $thing }: { $other }
gs-ev-discarded = { $name } выбрасывает: { $thing }
gs-ev-picked = { $name } подбирает: { $thing }
gs-ev-found = { $name } находит: { $thing }
gs-ev-nothing = { $name } ничего не находит
gs-ev-searched = { $name } обыскивает { $pos }
gs-ev-healed = { $name } лечит: { $other }, жизней { $lives }
gs-ev-use-failed = { $name }: { $thing } не сработал(а)
gs-ev-wounded = { $name } ранен: жизней осталось { $lives }
gs-ev-unconscious = { $name } теряет сознание
gs-ev-died = { $name } погибает
gs-ev-sacrificed = { $name } жертвует собой, чтобы остальные спаслись
gs-ev-rose = { $name } восстаёт зомби на { $pos }
gs-ev-zombie-killed = Зомби на { $pos } уничтожен
gs-ev-zombie-pushed = Зомби отброшен { $from } → { $to }
gs-ev-spawned = Зомби появляется на { $pos }
gs-ev-no-spawn = На листе { $sheet } нет места для зомби
gs-ev-zombie-moved = Зомби { $from } → { $to }
gs-ev-card-played = Игрок-зомби играет «{ $card }»
gs-ev-bar-work = Баррикада { $edge }: { $done }/{ $needed }
gs-ev-bar-built = Баррикада построена: { $edge }
gs-ev-bar-removed = Баррикада убрана: { $edge }
gs-ev-wall-destroyed = Пролом в стене: { $edge }
gs-ev-entered-car = { $name } садится в машину
gs-ev-car-started = Машина заводится!
gs-ev-humans-win = Люди победили: { $reason }
gs-ev-zombies-win = Зомби победили: { $reason }

# Действия.
gs-act-die = На кубике { $value }
gs-act-character = Персонаж: { $character }
gs-act-zcard = Карта зомби: { $card }
gs-act-search-card = Карта поиска: { $thing }
gs-act-place = Поставить { $name } на { $pos }
gs-act-place-zombie = Поставить зомби на { $pos }
gs-act-activate = Ходит { $name }
gs-act-end-turn = Закончить ход: { $name }
gs-act-move = Идти { $from } → { $to }
gs-act-break = Прорваться через зомби { $from } → { $to }
gs-act-carry = Взять на себя: { $other }
gs-act-attack = Атаковать { $pos }: { $weapon }
gs-act-attack-aimed = Прицелиться (2 действия) и атаковать { $pos }: { $weapon }
gs-act-reroll = Перебросить
gs-act-keep = Оставить результат
gs-act-push = Отбросить зомби на { $pos }
gs-act-heal = Лечить: { $other } ({ $thing })
gs-act-give = Передать { $thing }: { $other }
gs-act-discard = Выбросить: { $thing }
gs-act-pickup = Подобрать: { $thing }
gs-act-search = Обыскать { $pos } (2 действия)
gs-act-build = Баррикада { $edge } ({ $tool })
gs-act-dismantle = Разобрать баррикаду { $edge } ({ $tool })
gs-act-enter-car = Сесть в машину
gs-act-start-car = Попробовать завести машину
gs-act-sacrifice = { $name } жертвует собой
gs-act-place-carried = Положить раненого на { $pos }
gs-act-demolish = Сломать баррикаду { $edge }
gs-act-end-demolish = Больше не ломать баррикады
gs-act-play-card = Сыграть «{ $card }»
gs-act-play-card-on = Сыграть «{ $card }» на { $target }
gs-act-pass-card = Не играть карту
gs-act-zmove = Зомби { $from } → { $to }
gs-act-end-zombies = Закончить ходы зомби (затем атаки)
gs-act-car-attack = Зомби у этой двери машины нападает на { $human }
gs-detail-zmove = { $count ->
    [one] осталось { $count } действие
    [few] осталось { $count } действия
   *[other] осталось { $count } действий
}
gs-piece-zombie = Зомби { $pos } · { $count ->
    [one] { $count } действие
    [few] { $count } действия
   *[other] { $count } действий
}
gs-role-zombies = Игрок-зомби
gs-role-humans = Люди { $humans }
gs-end-drove-away = выжившие уехали на машине (GS-WIN-2)
gs-end-barricaded = люди забаррикадировались: { $building } (GS-WIN-3)
gs-end-all-dead = все люди погибли (GS-WIN-5)
gs-end-round-limit = остановлено после { $rounds } раундов: никто не победил (GS-GAP-26)
gs-building-blue-house = Синий дом
gs-building-tool-shed = Сарай для инструментов
gs-building-red-house = Красный дом
gs-building-garage = Гараж
gs-building-corner-shop = Магазин на углу
gs-square-sheet = лист { $sheet }
gs-legend-short = Ч человек (ч: без сознания) · З зомби · x поиск · ♣ куст · ▪ мебель · ▒ машина · • вещь · ┆ окно · # баррикада · ░ пролом

## Веб-страница рядом с полем
gs-page-key = ● куст · ■ мебель · ✕ клетка поиска (серая, когда обыскана) · З зомби · кружок с номером: человек, точки под ним — его жизни · ◆ вещь на полу · пунктир: листы 1–6, на которые бросают появление
# The letter on a zombie's token on the page's board.
gs-zombie-letter = З
# The letter of a human's token in the terminal (before his number).
gs-human-letter = Ч

## Под рукой

# Что считают шансы атаки, рядом с её кнопкой.
# Who rolled for what, above the dice in the tray.
gs-ah-roll = { $who } · { $what }
gs-ah-roll-nothing = без последствий

gs-ah-kills = { $count ->
    [one] убит { $count }
   *[other] убито { $count }
  }

## Под рукой: что объясняет касание имени или знака на поле

gs-ah-weapon-big = Оружие, большое: занимает место двух маленьких вещей (GS-INV-2).
gs-ah-weapon-small = Оружие, маленькое (GS-INV-2).
gs-ah-item-big = Предмет, большой: занимает место двух маленьких вещей (GS-INV-2).
gs-ah-item-small = Предмет, маленький (GS-INV-2).
gs-ah-item-none = Предмет; места не занимает (GS-INV-2).
gs-ah-attack = Атака: { $table }
gs-ah-range = Радиус стрельбы { $range }, клетки считаются как |dx| + |dy| (GS-RANGE-3).
gs-ah-melee = Ближний бой: зомби на соседней клетке.
gs-ah-burst = Стреляет очередями: { $dice } кубика за выстрел, считается лучший; любой «Упс!» — патроны кончились (GS-BURST).
gs-ah-blast = Радиус взрыва { $radius }: задевает каждую фигуру в нём (GS-EXPL-1).
gs-ah-empty = Без патронов — как дубинка: { $table }
gs-ah-use = Применение: срабатывает на { $faces }.
gs-ah-use-breaks = { " " }Портится на { $faces }.
gs-ah-use-oops = { " " }«Упс!» на { $faces }.
gs-ah-single-use = Сработав, расходуется.
gs-ah-lives = { $lives ->
    [one] { $lives } жизнь.
    [few] { $lives } жизни.
   *[other] { $lives } жизней.
  }
gs-ah-preferred = Предпочтительное оружие: { $thing } (раз в ход можно перебросить, GS-PREF).
gs-ah-unarmed = Голыми руками: { $table }
gs-ah-zombie-card = Карта зомби: игрок-зомби разыгрывает её, когда люди обыскали три клетки (GS-ZCARD-2).
gs-zcard-horde-text = Поставьте 2 зомби, каждого по броску листа (GS-ZSPAWN-3). Они могут превысить максимум (GS-ZMAX-2).
gs-zcard-lurch-text = Один зомби получает в этот ход 2 лишних действия.
gs-zcard-hunger-text = В этот ход атаки зомби удаются на число меньше.
gs-zcard-trip-text = Один человек по вашему выбору в свой следующий ход получает на 1 действие меньше (не меньше 0).
gs-ah-sym-zombie = Зомби: 2 действия за ход, по клетке каждое, не по диагонали; зомби рядом с человеком атакуют его в свою фазу (GS-ZMOVE-1, GS-ZATK-1).
gs-ah-sym-human = Человек с номером; точки под ним — его жизни, в начале 4 (GS-LIFE-1).
gs-ah-sym-search = Клетка поиска: человек перед ней обыскивает её за 2 действия, весь свой ход, и тянет карту поиска; серая, когда обыскана (GS-SEARCH-1).
gs-ah-sym-bush = Кусты: человек тратит 1 действие, чтобы ступить на них; зомби не пройдут (GS-MOVE-4, GS-ZMOVE-4).
gs-ah-sym-furniture = Мебель: человек тратит 1 действие, чтобы ступить на неё; зомби не пройдут (GS-MOVE-4, GS-ZMOVE-4).
gs-ah-sym-item = Вещь на полу (необязательное правило): любой человек на её клетке может подобрать её бесплатно (GS-ACT-6).
gs-ah-sym-window = Окно: человек пролезает за 1 действие, зомби — за 2 (GS-MOVE-3, GS-ZMOVE-3).
gs-ah-sym-barricade = Баррикада: никто не пройдёт; люди разбирают её за 2 действия, четверо зомби рядом ломают её (GS-BAR-3, GS-ZBAR-1).
