# «Зомбицид. Улица Морг» по-русски: термины — слова самой книги правил
# (ходок, толстяк, бегун, ползун, атомное отродье, уровень опасности,
# шум, обыск, взлом двери, зона появления).

rm-title = Улица Морг · { $mission }
rm-status = Ход { $turn } · { $phase } · { $danger }
rm-phase-setup = подготовка
rm-phase-players = фаза игроков
rm-phase-zombies = фаза зомби
rm-phase-over = игра окончена
rm-danger = { $level ->
    [blue] синий уровень опасности
    [yellow] жёлтый уровень опасности
    [orange] оранжевый уровень опасности
   *[red] красный уровень опасности
}

## Зомби с числом; форма слова — по правилам числа.
rm-zombies = { $kind ->
    [walker] { $count } { $count ->
        [one] ходок
        [few] ходока
       *[many] ходоков
    }
    [fatty] { $count } { $count ->
        [one] толстяк
        [few] толстяка
       *[many] толстяков
    }
    [runner] { $count } { $count ->
        [one] бегун
        [few] бегуна
       *[many] бегунов
    }
    [crawler] { $count } { $count ->
        [one] ползун
        [few] ползуна
       *[many] ползунов
    }
   *[abomination] { $count } { $count ->
        [one] атомное отродье
        [few] атомных отродья
       *[many] атомных отродий
    }
}
rm-kind-object = { $kind ->
    [walker] ходока
    [fatty] толстяка
    [runner] бегуна
    [crawler] ползуна
   *[abomination] атомное отродье
}
rm-kind-plural = { $kind ->
    [walker] ходоки
    [fatty] толстяки
    [runner] бегуны
    [crawler] ползуны
   *[abomination] атомные отродья
}
rm-kind-letter = { $kind ->
    [walker] Х
    [fatty] Т
    [runner] Б
    [crawler] П
   *[abomination] А
}

## Поле
rm-legend = ▓ дверь (░ открыта) · ◆ цель · П зона появления · ВЫХОД · ✈ вертолёт · ♪ шум · ⌂ палатка · ○ люк · Х ходок Т толстяк Б бегун П ползун А отродье
rm-spawn-mark = П
rm-exit-mark = ВЫХОД
rm-zone-building = здание
rm-zone-street = улица
rm-zone-corridor = коридор
rm-no-zombies = зомби нет
rm-noise-count = шум { $count }
rm-objective-here = { $color ->
    [red] красная цель
    [blue] синяя цель
   *[pink] розовая цель
}
rm-spawn-zone = зона появления
rm-spawn-zone-asleep = зона появления (ещё не действует)
rm-exit-zone = выход
rm-tent = { $card ->
    [administrative] Административная палатка
    [infirmary] Лазарет
    [blue-bed] Палатка с синей кроватью
    [green-bed] Палатка с зелёной кроватью
   *[ordinary] Обычная палатка
}

## Паспорт выжившего
rm-card-title-survivor = { $name } · игрок { $seat }
rm-card-title-team = Выжившие
rm-team = Команда
rm-zone = Зона
rm-actions-left = Действия
rm-actions = { $count ->
    [one] осталось { $count } действие
    [few] осталось { $count } действия
   *[many] осталось { $count } действий
}
rm-done-this-turn = в этом ходу уже действовал(а)
rm-waiting = ждёт активации
rm-dead = нет в живых
rm-acting = ходит
rm-done = ход сделан
rm-xp-label = Опыт
rm-level = { $level ->
    [blue] синий
    [yellow] жёлтый
    [orange] оранжевый
   *[red] красный
}
rm-wounds = Ранения
rm-searched = обыск сделан
rm-hands = Руки
rm-hand-left = левая
rm-hand-right = правая
rm-reserve = Запас
rm-skills = Умения
rm-wound-card = Ранение
rm-spent = { $item } (перезарядить)
rm-slot-left = левую руку
rm-slot-right = правую руку
rm-slot-both = обе руки
rm-slot-reserve = запас { $n }
rm-heli-pilot-seat = место пилота
rm-heli-seat = место пассажира { $n }
rm-both-hands = { $item } ×2
rm-nothing = ничего (колода пуста)
rm-by-zombie = зомби
rm-everywhere = все зоны

## Что спрашивают у решающего игрока
rm-ask-activate = выберите выжившего для активации
rm-ask-action = { $name }: { $actions ->
    [one] осталось { $actions } действие
    [few] осталось { $actions } действия
   *[many] осталось { $actions } действий
}
rm-ask-place = оставить или сбросить: { $item }
rm-ask-trade = обмен: { $name } и { $other }
rm-ask-rearrange = { $name } перекладывает снаряжение
rm-ask-hits = распределите попадания
rm-ask-wounds = зомби атакуют в { $zone }: кто получит ранение? (осталось { $left })
rm-ask-wound-discard = { $name }: ранение — какую карту потерять?
rm-ask-split = зомби в { $zone } разделяются: куда идёт { $kind }?
rm-ask-building = в какой комнате здания появляются зомби?
rm-ask-spots = где появятся последние зомби?
rm-ask-skill = { $name } получает уровень: выберите умение
rm-ask-other = решение

## Действия
rm-act-die = на кубике { $value }
rm-act-draw = вытянута карта: { $item }
rm-act-draw-zombie = вытянута карта зомби: { $card }
rm-act-deal-zombie = Отдать карту зомби «{ $card }» зоне { $zone }
rm-act-deal = начальное снаряжение: { $item }
rm-act-deal-tent = карта палатки выложена лицом вниз
rm-act-activate = Активировать: { $name }
rm-act-move = Движение { $from } → { $to }
rm-act-move-cost = Движение { $from } → { $to } ({ $cost } { $cost ->
    [one] действие
    [few] действия
   *[many] действий
})
rm-act-search = Обыск в { $zone }
rm-act-door = Взлом { $color ->
    [blue] синей двери
    [pink] розовой двери
   *[neutral] двери
} { $a }/{ $b }: { $weapon }
rm-act-rearrange = Перегруппировать снаряжение (1 действие)
rm-act-trade = Обмен с: { $name }
rm-act-melee = Бой «близко»: { $weapon }
rm-act-ranged = Бой «на дистанции» по { $zone }: { $weapon }
rm-act-ranged-teammates = Бой «на дистанции» по { $zone }: { $weapon }, первые попадания — { $count ->
    [one] в соратника
   *[other] в соратников
}: { $names }
rm-act-reload = Перезарядка
rm-act-objective = Взять цель
rm-act-noise = Шуметь!
rm-act-board = Залезть в вертолёт ({ $seat })
rm-act-exit-heli = Вылезти из вертолёта
rm-act-change-seat = Пересесть: { $seat }
rm-act-take-off = Взлететь
rm-act-land = Приземлиться
rm-act-fly = Лететь в { $zone }
rm-act-store-items = Сложить вещи в вертолёт
rm-act-take-items = Взять вещи из вертолёта
rm-act-end = Закончить ход: { $name } (ничего не делать)
rm-act-discard = { $name }: сбросить «{ $item }» (бесплатно)
rm-act-combine = Соединить { $a } + { $b } (бесплатно)
rm-act-use-skill = { $skill }: { $target }
rm-act-team = Командное действие «{ $card }» ({ $mode }): { $zone }
rm-act-teammate = { $name } участвует / действует следующим
rm-team-rush_in = Набегаем!
rm-team-forward = Вперёд!
rm-team-fire = Пли!
rm-ev-team = { $name } объявляет «{ $card }»: { $zone }
rm-act-reroll = перебросить все кубики
rm-act-matching = взять из колоды вторую карту «{ $item }»
rm-act-cancel-wound = сбросить «{ $item }» вместо ранения
rm-act-swap = { $name }: поменять { $a } ({ $item_a }) ↔ { $b } ({ $item_b })
rm-act-exchange = Отдать { $mine } за { $theirs } ({ $name })
rm-act-store = Сложить: { $item }
rm-act-take = Взять: { $item }
rm-act-done = Готово
rm-act-keep = Взять { $item } в { $slot }
rm-act-keep-replace = Взять { $item } в { $slot } (сбросив { $old })
rm-act-discard-drawn = Сбросить { $item }
rm-act-hit-survivor = Попасть в: { $name }
rm-act-hit-teammate = Ударить { $gender ->
    [female] свою соратницу
   *[other] своего соратника
}: { $name }
rm-act-hit-kind = Попасть в { $kind }
rm-act-wound-to = Ранение получает { $name }
rm-act-wound-discard = Потерять { $item }
rm-act-split-zone = Группа идёт к { $zone }
rm-act-spawn-zone = Следующей — комната { $zone }
rm-act-spot-zone = Поставить в { $zone }
rm-act-choose-zone = Выбрать { $zone }
rm-act-skill = Выбрать умение: { $skill }
rm-detail-activate = Стоит в { $zone }; получает 3 действия
rm-detail-move = { $cost ->
    [0] Бесплатное движение
    [one] Стоит 1 действие
    [few] Стоит { $cost } действия
   *[many] Стоит { $cost } действий
}
rm-detail-move-zombies = Стоит { $cost } { $cost ->
    [one] действие
    [few] действия
   *[many] действий
}: покинуть зону с зомби стоит на 1 действие больше за каждого ({ $count })
rm-detail-search = Только в зданиях, раз за ход; берёт карту снаряжения
rm-detail-door = Первая открытая дверь здания будит зомби внутри
rm-detail-noise = Кладёт сюда жетон шума: зомби идут на шум
rm-detail-end = Оставшиеся действия пропадают

## Вопросы перед действием, которого игрок обычно не хочет
rm-warn-hit-teammate = { $name } — { $gender ->
    [female] ваша соратница
   *[other] ваш соратник
}: попадание нанесёт ранение, и за каждое ранение теряется карта. Всё равно ударить?
rm-warn-fire-teammates = { $count ->
    [one] В зоне { $zone } ваш соратник: { $names }.
   *[other] В зоне { $zone } ваши соратники: { $names }.
} При стрельбе выжившие получают попадания раньше зомби. Всё равно стрелять?

## События
rm-ev-turn = ═══ Ход { $turn } · первый игрок: { $seat } ═══
rm-ev-starting = { $name } начинает с картой «{ $item }»
rm-ev-tent-dealt = В зоне { $zone } лежит закрытая карта палатки
rm-ev-activated = Ходит { $name }
rm-ev-ended = { $name }: ход сделан
rm-ev-moved = { $name }: { $from } → { $to }
rm-ev-searched = { $name } обыскивает и находит: { $item }
rm-ev-kept = { $name } берёт «{ $item }» в { $slot }
rm-ev-discarded = { $name } сбрасывает «{ $item }»
rm-ev-aaahh = А-а-а! В { $zone } выскакивает ходок — { $name } в опасности
rm-ev-combined = { $name } собирает: { $item }
rm-ev-door = { $name } взламывает дверь { $a }/{ $b }
rm-ev-door-closed = { $name } снова запирает дверь { $a }/{ $b }
rm-ev-noise = Шум в { $zone } (теперь { $total })
rm-ev-die = на кубике { $value }
rm-ev-attack-melee = { $name } бьёт в { $zone } оружием «{ $weapon }»: { $dice ->
    [one] { $dice } кубик
    [few] { $dice } кубика
   *[many] { $dice } кубиков
}
rm-ev-attack-ranged = { $name } стреляет по { $zone } из «{ $weapon }»: { $dice ->
    [one] { $dice } кубик
    [few] { $dice } кубика
   *[many] { $dice } кубиков
}
rm-ev-hits = { $name }: { $hits ->
    [0] промах
    [one] { $hits } попадание
    [few] { $hits } попадания
   *[many] { $hits } попаданий
}
rm-ev-killed = { $name } убивает { $kind } в { $zone }
rm-ev-absorbed = { $kind } в { $zone } не замечает { $hits ->
    [one] { $hits } попадания
   *[many] { $hits } попаданий
}
rm-ev-friendly-fire = { $name } задевает { $gender ->
    [female] свою
   *[other] своего
}: { $target }!
rm-ev-reloaded = { $name } перезаряжает оружие
rm-ev-crawler = { $zone }: { $count ->
    [one] поднимается
   *[many] поднимаются
} { $zombies }
rm-ev-xp = { $name } получает { $amount } опыта (всего { $total })
rm-ev-level = { $name } достигает уровня: { $level }!
rm-ev-skill = { $name } получает умение «{ $skill }»
rm-ev-skill-used = { $name } использует умение «{ $skill }»
rm-ev-healed = { $name } сбрасывает карты ранений: { $count }
rm-ev-objective = { $name } берёт цель в { $zone }
rm-ev-spawn-woken = Зона появления { $zone } просыпается
rm-ev-wound = { $name }: ранение ({ $by })
rm-ev-wound-lost = { $name }: ранение ({ $by }), потеряна карта «{ $item }»
rm-ev-died = { $name } погибает в { $zone }!
rm-ev-zombie-phase = ═══ Фаза зомби ═══
rm-ev-zombies-attack = Зомби атакуют в { $zone }: { $wounds ->
    [one] { $wounds } ранение
    [few] { $wounds } ранения
   *[many] { $wounds } ранений
}
rm-ev-zombies-move = { $zombies }: { $from } → { $to }
rm-ev-split = Зомби в { $zone } разделяются на { $ways } { $ways ->
    [one] группу
    [few] группы
   *[many] групп
}
rm-ev-split-added = { $zone }: к группе добавляется { $zombies }
rm-ev-grabbed = { $name }: отродье утаскивает из { $from } в { $to }
rm-ev-zombie-card = Карта зомби для { $zone }: { $card }
rm-ev-spawned = { $zone }: { $count ->
    [one] появляется
   *[many] появляются
} { $zombies }
rm-ev-extra = Дополнительная активация: снова ходят все { $kind }!
rm-ev-extra-ignored = Дополнительная активация ({ $kind }) на синем уровне опасности не действует
rm-ev-ran-out = Закончились фигурки ({ $kind }): все { $kind } получают дополнительную активацию
rm-ev-abom-substituted = Атомного отродья нет: вместо него в { $zone } появляются толстяк и два ходока
rm-ev-reshuffled-zombie = Колода зомби перетасована
rm-ev-reshuffled-equipment = Колода снаряжения перетасована
rm-ev-tent = Палатка в { $zone } открыта: { $card }
rm-ev-event-token = Сработал жетон события на фрагменте { $tile }
rm-ev-boarded = { $name } залезает в вертолёт ({ $seat })
rm-ev-left-heli = { $name } вылезает из вертолёта в { $zone }
rm-ev-took-off = Вертолёт взлетает из { $zone }
rm-ev-landed = Вертолёт приземляется в { $zone }
rm-ev-flew = Вертолёт летит { $from } → { $to }
rm-ev-stored = { $name } кладёт «{ $item }» в вертолёт
rm-ev-taken = { $name } берёт «{ $item }» из вертолёта
rm-ev-end-phase = Конец хода: жетоны шума убраны, оружие перезаряжено
rm-ev-vest-flipped = Бронежилет { $name } останавливает рану от { $by } и переворачивается
rm-ev-vest-lost = Перевёрнутый бронежилет { $name } останавливает рану от { $by } и откладывается
rm-ev-victory = Победа! Все задачи миссии выполнены.
rm-ev-defeat = Поражение: { $reason }
rm-ev-scored = Игра окончена: { $scores }
rm-team-score = команда { $team }: { $xp } опыта
rm-loss-all-dead = все выжившие погибли
rm-loss-survivor-died = погиб выживший
rm-loss-turn-limit = ходы закончились

## Карта зомби, пока её тянут
rm-card-title = Карта зомби
rm-line-extra = дополнительная активация: { $kind }
rm-line-manhole = у каждого люка: { $zombies }
rm-line-bed = ползун на каждой { $color ->
    [blue] синей
   *[green] зелёной
} кровати

## Веб-страница рядом с полем
rm-page-decks = Колоды: снаряжение { $equipment }, зомби { $zombies }
rm-page-dice = Кубики: { $dice }
rm-page-key = Х ходок · Т толстяк · Б бегун · П ползун · А атомное отродье · ◉ шум
