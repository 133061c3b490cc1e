# Глухая ночь: действия, события и названия (русский).
dn-fists = голые руки
dn-dry = { $item } (без топлива)

dn-item-kitchen-knife = Кухонный нож
dn-item-bottle = Бутылка
dn-item-baseball-bat = Бейсбольная бита
dn-item-hammer = Молоток
dn-item-nail-gun = Гвоздомёт
dn-item-axe = Топор
dn-item-chainsaw = Бензопила
dn-item-lawnmower = Газонокосилка
dn-item-pistol = Пистолет
dn-item-old-pistol = Старый пистолет
dn-item-rifle = Винтовка
dn-item-shotgun = Дробовик
dn-item-torch = Факел
dn-item-fire-extinguisher = Огнетушитель
dn-item-ladder = Лестница
dn-item-petrol-can = Канистра с бензином
dn-item-gas-cylinder = Газовый баллон
dn-item-molotov = Коктейль Молотова
dn-item-drink = Напиток
dn-item-food = Еда
dn-item-first-aid-kit = Аптечка

dn-room-kitchen = Кухня
dn-room-living-room = Гостиная
dn-room-dining-room = Столовая
dn-room-study = Кабинет
dn-room-bathroom = Ванная
dn-room-bedroom = Спальня
dn-room-cellar = Подвал
dn-room-shed = Сарай
dn-room-garage = Гараж

dn-card-theyre-coming = Они идут
dn-card-horde = Орда
dn-card-quiet-moment = Затишье
dn-card-powers-on = Электричество подано
dn-card-lights-out = Свет потух
dn-card-ammo = Патроны
dn-card-crash = Авария
dn-card-keys = Ключи
dn-vehicle-car = машина
dn-card-break-through = Зомби прорвались
dn-card-the-end = Конец

dn-act-first = Первым ходит игрок { $seat }
dn-act-start-item = Стартовый предмет: { $item }
dn-act-card = Карта: { $card }
dn-act-room = Карта комнаты: { $room }
dn-act-die = Кубик: { $die }
dn-act-start = Начать на { $square }
dn-act-move = Переместиться
dn-act-run = Бежать и уворачиваться
dn-act-step = Шаг на { $square }
dn-act-stop = Остановиться здесь
dn-act-search = Обыскать помещение
dn-act-decline = Пропустить свободный обыск
dn-act-take = Взять в руки
dn-act-leave = Оставить на { $square }
dn-act-place-zombie = Зомби появляется на { $square }
dn-act-wield = Сражаться: { $item }
dn-act-kill = Убить зомби на { $square }
dn-act-push = Оттолкнуть зомби с { $from } на { $to }
dn-act-zombie-step = Зомби идёт с { $from } на { $to }
dn-act-rest = Отдых
dn-act-eat = Использовать: { $item }
dn-act-stash = Убрать в рюкзак: { $item }
dn-act-unstash = Достать из рюкзака: { $item }
dn-act-pick = Подобрать { $item } на { $square }
dn-act-drop = Выбросить: { $item }
dn-act-pick-keys = Подобрать ключи
dn-act-fight = Сражаться!
dn-act-steal = Украсть у игрока { $seat }
dn-act-rob = Забрать: { $item }
dn-act-rob-keys = Забрать ключи
dn-act-end-turn = Закончить ход
dn-act-give = Отдать { $item } игроку { $seat }
dn-act-give-keys = Отдать ключи игроку { $seat }
dn-act-peace = Предложить мир в драке между игроками
dn-act-pass = Пусть ход идёт дальше
dn-act-flee = Бежать!
dn-act-flee-detail = Перемещение сейчас, вне своего хода: в следующий ход на одно действие меньше.
dn-act-do-it-now = Сделать сейчас!
dn-act-do-it-now-detail = Любое одно действие сейчас, вне своего хода: следующий ход пропускается.
dn-act-shoot = Стрелять в зомби на { $square } ({ $item })
dn-act-throw = Бросить в зомби на { $square }: { $item }
dn-act-attack-wall = Ломать стену в сторону { $square }: { $item }
dn-act-attack-barricade = Ломать баррикаду в сторону { $square }: { $item }
dn-act-strike = Напасть на игрока { $seat }: { $item }
dn-act-shoot-player = Стрелять в игрока { $seat } ({ $item })
dn-act-start-fire = Развести огонь на { $square }
dn-act-put-out = Потушить огонь вокруг себя огнетушителем
dn-act-smash = Ударить по взрывчатке на { $square }: { $item }
dn-act-shoot-thing = Стрелять по взрывчатке на { $square } ({ $item })
dn-act-spread = Огонь перекидывается на { $square }
dn-act-evacuate = Выбраться на { $square }
dn-act-combine = Соединить с бензином: { $item }
dn-act-help = Помочь игроку { $seat } в схватке
dn-act-crash-at = Машина врезается у двери с { $door }, передом на { $square }
dn-act-fuel = Залить бензин: { $vehicle } на { $square }
dn-act-fuel-generator = Залить бензин в генератор на { $square }
dn-act-start-generator = Запустить генератор
dn-act-start-car = Завести мотор
dn-act-hot-wire = Попробовать завести без ключа
dn-act-drive = Сесть за руль и поехать
dn-act-drive-to = Ехать: передом на { $square }, задом на { $rear }
dn-act-escape = Уехать с карты и спастись
dn-act-get-out = Выйти на { $square }
dn-act-no-help = Не помогать игроку { $seat }
dn-act-swap = Убрать в рюкзак: { $item }; достать: { $other }
dn-act-barricade = Забаррикадировать проход на { $square }
dn-act-dismantle = Разобрать баррикаду в сторону { $square }

dn-ev-first = Первым ходит игрок { $seat }.
dn-ev-started = Игрок { $seat } начинает на { $square }.
dn-ev-starting-item = Стартовый предмет игрока { $seat }: { $item }.
dn-ev-turn = Раунд { $round }: ход игрока { $seat }.
dn-ev-card = Игрок { $seat } берёт карту «{ $card }».
dn-ev-power-on = Электричество подано: в помещениях светло.
dn-ev-lights-out = Свет потух.
dn-ev-ammo = У игрока { $seat } теперь патронов: { $ammo }.
dn-ev-keys = Игрок { $seat } нашёл ключи.
dn-ev-car-crashed = Машина врезалась у двери и загородила её: она стоит на { $front } и { $rear }.
dn-ev-fuelled = Игрок { $seat } заливает бензин: { $vehicle } на { $square }.
dn-ev-generator-fuelled = Игрок { $seat } заливает бензин в генератор.
dn-ev-generator-started = Игрок { $seat } запускает генератор: в его здании загорается свет.
dn-ev-car-started = Игрок { $seat } заводит мотор.
dn-ev-hot-wire-started = Игрок { $seat } заводит машину без ключа ({ $die }): мотор работает.
dn-ev-hot-wire-failed = Игроку { $seat } не удалось завести машину без ключа ({ $die }).
dn-ev-hot-wire-broken = Игрок { $seat } сломал зажигание ({ $die }): эта машина больше не заведётся.
dn-ev-car-moved = Машина переезжает на { $front } и { $rear }.
dn-ev-rammed = Игрок { $seat } давит мертвецов машиной: { $die }, итого { $total }.
dn-ev-car-wrecked = Машина на { $front } и { $rear } разбита.
dn-ev-got-out = Игрок { $seat } выходит на { $square }.
dn-ev-jumped-out = Игрок { $seat } выпрыгивает из едущей машины, энергия { $energy }.
dn-ev-escaped = Игрок { $seat } спасся!
dn-ev-door-broken = Зомби выломали дверь между { $from } и { $to }.
dn-ev-zombie-placed = На { $square } появляется зомби.
dn-ev-zombie-moved = Зомби ковыляет с { $from } на { $to }.
dn-ev-room = Открыта комната: { $room }.
dn-ev-stepped = Игрок { $seat } переходит на { $square }.
dn-ev-search-roll = Игрок { $seat } обыскивает: { $die }, итог { $total }.
dn-ev-found = Игрок { $seat } находит: { $item }.
dn-ev-found-nothing = Игрок { $seat } ничего не находит.
dn-ev-found-zombie = Игрок { $seat } натыкается на зомби!
dn-ev-took = Игрок { $seat } берёт: { $item }.
dn-ev-left = Игрок { $seat } оставляет { $item } на { $square }.
dn-ev-combat = Игрок { $seat } сражается { $zombies ->
    [one] с { $zombies } зомби
   *[other] с { $zombies } зомби
}: выпало { $die }, итог { $total }.
dn-ev-killed = Игрок { $seat } убивает зомби на { $square }.
dn-ev-pushed = Зомби отброшен с { $from } на { $to }.
dn-ev-wounded = Игрок { $seat } ранен: энергия { $energy }.
dn-ev-grabbed = Зомби схватили игрока { $seat }: энергия { $energy }.
dn-ev-torn = Зомби вырвали у игрока { $seat } из рук: { $item }.
dn-ev-pistol = Старый пистолет игрока { $seat } взорвался: энергия { $energy }.
dn-ev-chainsaw = В бензопиле игрока { $seat } кончилось топливо.
dn-ev-died = Игрок { $seat } погибает на { $square } и становится зомби.
dn-ev-rested = Игрок { $seat } отдыхает: энергия { $energy }.
dn-ev-ate = Игрок { $seat } использует { $item }: энергия { $energy }.
dn-ev-stashed = Игрок { $seat } убирает в рюкзак: { $item }.
dn-ev-unstashed = Игрок { $seat } достаёт из рюкзака: { $item }.
dn-ev-picked = Игрок { $seat } подбирает: { $item }.
dn-ev-dropped = Игрок { $seat } выбрасывает: { $item }.
dn-ev-picked-keys = Игрок { $seat } подбирает ключи.
dn-ev-steal-ok = Игрок { $thief } пытается обокрасть игрока { $victim }: { $die }, удачно.
dn-ev-steal-failed = Игрок { $thief } пытается обокрасть игрока { $victim }: { $die }, неудачно.
dn-ev-robbed = Игрок { $thief } забирает у игрока { $victim }: { $item }.
dn-ev-robbed-keys = Игрок { $thief } забирает ключи у игрока { $victim }.
dn-ev-gave = Игрок { $from } отдаёт игроку { $to }: { $item }.
dn-ev-gave-keys = Игрок { $from } отдаёт ключи игроку { $to }.
dn-ev-peace = Игрок { $seat } предлагает мир.
dn-ev-fight-ended = Драка между игроками окончена.
dn-ev-flee = Игрок { $seat } убегает вне своего хода (долг: { $owed }).
dn-ev-do-it-now = Игрок { $seat } действует вне своего хода (долг: { $owed }).
dn-ev-debt-paid = Игрок { $seat } отдаёт { $actions } действия этого хода за действия вне хода.
dn-ev-shot = Игрок { $seat } стреляет по { $square }: осталось патронов { $ammo }.
dn-ev-thrown = Игрок { $seat } бросает в { $square }: { $item }.
dn-ev-ranged-roll = Игрок { $seat } выбросил { $die }: итог { $total }.
dn-ev-broke = { $item }: разбито.
dn-ev-wall-roll = Игрок { $seat } ломает стену: { $die }, итог { $total }, нужно { $need }.
dn-ev-wall-broken = Стена между { $from } и { $to } пробита.
dn-ev-shot-at = Игрок { $attacker } стреляет в игрока { $victim }: осталось патронов { $ammo }.
dn-ev-pvp-hit = Игрок { $attacker } нападает на игрока { $victim }: { $die }, итог { $total }, попадание.
dn-ev-pvp-miss = Игрок { $attacker } нападает на игрока { $victim }: { $die }, итог { $total }, без вреда.
dn-ev-hurt = Игрок { $seat } ранен другим игроком: энергия { $energy }.
dn-ev-fire = Огонь на { $square } (игрока { $seat }).
dn-ev-fire-out = Огонь на { $square } гаснет.
dn-ev-fled = Зомби бежит от огня с { $from } на { $to }.
dn-ev-burned = Игрок { $seat } проходит через огонь: энергия { $energy }.
dn-ev-object-roll = Игрок { $seat } бьёт по взрывчатке: { $die }, итог { $total }, нужно { $need }.
dn-ev-exploded = Взрыв на { $square }: { $item } (виновник: игрок { $seat }).
dn-ev-blast-hurt = Игрока { $seat } задело взрывом или обломками: энергия { $energy }.
dn-ev-damaged = Комната у { $square } повреждена.
dn-ev-collapsed = Комната у { $square } обрушилась.
dn-ev-infected = Игрок { $seat } заражён.
dn-ev-infection = Заражение отнимает силы у игрока { $seat }: энергия { $energy }.
dn-ev-barricade = Баррикада перекрыла проход между { $from } и { $to }.
dn-ev-barricade-gone = Баррикады между { $from } и { $to } больше нет.
dn-ev-combined = Игрок { $seat } с помощью бензина получает: { $made } (из: { $item }).
dn-ev-helped = Игрок { $helper } помогает игроку { $fighter } в схватке.
dn-ev-turn-ended = Игрок { $seat } заканчивает ход.
dn-ev-over-the-end = Конец: рассвет, прибыл спасательный отряд.
dn-ev-over-deck = Колода кончилась: рассвет.
dn-ev-over-last = В живых остался только один игрок.
dn-ev-over-all-dead = Все погибли.
dn-ev-over-escaped = Машина вырвалась: игра окончена.

# The page beside the board and the terminal's side panel.
dn-page-turn = Раунд { $round }: ходит игрок { $seat }
dn-page-over = Партия окончена
dn-page-deck = Колода событий: осталось { $left }, вытянуто { $drawn }
dn-page-end-any = «Конец» может выпасть с любой картой (осталось { $last })
dn-page-end-between = «Конец» наступит через { $soonest }–{ $last } карт
dn-page-power-on = Электричество есть
dn-page-generator-running = Генератор работает
dn-page-card-title = Вытянутая карта события
dn-page-crosses = { $crosses ->
    [0] Зомби не ходят
    [one] { $crosses } ход зомби
    [few] { $crosses } хода зомби
   *[other] { $crosses } ходов зомби
}
dn-page-effect-power-on = Электричество дали: во всех комнатах зданий светло.
dn-page-effect-lights-out = Свет гаснет; работающий генератор по-прежнему освещает своё здание.
dn-page-effect-ammo = Вытянувший получает 2 патрона.
dn-page-effect-crash = Машина с зомби врезается в наружную дверь; дверь выбирает вытянувший.
dn-page-effect-keys = Вытянувший оставляет себе ключи от машины.
dn-page-effect-break-through = Осаждённые двери и баррикады не выдерживают натиска зомби.
dn-page-effect-the-end = Рассвет: игра окончена, подсчёт очков.
dn-page-player = Игрок { $seat }
dn-page-energy = Энергия
dn-page-ammo = Патроны
dn-page-actions = { $actions ->
    [one] осталось { $actions } действие
    [few] осталось { $actions } действия
   *[other] осталось { $actions } действий
}
dn-page-keys = Ключи от машины у него
dn-page-owed = Должен { $owed } за действия вне очереди
dn-page-hands = В руках
dn-page-pack = Рюкзак
dn-page-nothing = ничего
dn-page-kills = Убито зомби
dn-page-value-melee = ближний бой { $value }
dn-page-value-ranged = выстрел { $value }
dn-page-value-energy = энергия { $value }
dn-page-dead = Погиб
dn-page-escaped = Спасся
dn-page-infected = Заражён
dn-page-rooms = Открытые комнаты
dn-page-face-down = { $count ->
    [one] Ещё { $count } комната лицом вниз
    [few] Ещё { $count } комнаты лицом вниз
   *[other] Ещё { $count } комнат лицом вниз
}
dn-page-damaged = повреждена
dn-page-collapsed = обрушилась
dn-page-key = Клетки: буква столбца и номер ряда. ? — карта комнаты ещё лицом вниз · зелёные квадратики — зомби · диски с номерами — игроки, красные точки — их энергия · синие ромбы — лежащие предметы · пламя — огонь, с дымом, если он распространяется · коричневые доски — баррикада · серый пунктир — разрушенная стена · жёлтый оттенок — освещённая комната · тёмно-красный уголок — место входа зомби · зелёная стрелка — выезд на дорогу · серая коробка с молнией — генератор.

# The terminal.
dn-tui-title = Глухая ночь · { $mission }
dn-tui-players = Игроки
dn-tui-ammo-short = патронов { $ammo }
dn-tui-energy-short = энергия { $energy }
dn-tui-face-down = комната лицом вниз
dn-tui-zombies = { $count ->
    [one] { $count } зомби
   *[other] { $count } зомби
}
dn-tui-key = И1 игроки · З2 зомби · ░░ комната лицом вниз · ^^ растущий огонь, ^ малый огонь · • предмет · к ключи · ▒▒ машина · Г генератор (* работает) · ⇩ выезд · │── стена · ▯▭ дверь · ┆┄ окно · # баррикада · ░ разрушенная стена
dn-ask-start = Игрок { $seat }: выберите место входа, с которого начнёте.
dn-ask-actions = Игрок { $seat }: { $actions ->
    [one] осталось { $actions } действие.
    [few] осталось { $actions } действия.
   *[other] осталось { $actions } действий.
}
dn-ask-moving = Игрок { $seat }: следующая клетка или остановка.
dn-ask-free-search = Игрок { $seat }: бесплатный обыск комнаты, в которую вы вошли, или пропустить.
dn-ask-found = Игрок { $seat }: взять найденное или оставить рядом.
dn-ask-place-zombie = Игрок { $seat }: где появится потревоженный зомби?
dn-ask-weapon = Игрок { $seat }: каким оружием драться?
dn-ask-kill = Игрок { $seat }: какой зомби погибает?
dn-ask-push = Игрок { $seat }: какого зомби оттолкнуть и куда?
dn-ask-zombie-step = Игрок { $seat }: куда пойдёт зомби?
dn-ask-spread = Игрок { $seat }: куда распространится ваш огонь?
dn-ask-respond = Игрок { $seat }: «Бежать!», «Сделать сейчас!» или продолжить ход?
dn-ask-help = Игрок { $seat }: помочь в этой схватке?
dn-ask-steal = Игрок { $seat }: что вы забираете?
dn-ask-land = Игрок { $seat }: куда вы приземляетесь?
dn-ask-crash = Игрок { $seat }: в какую наружную дверь врезается машина?
dn-ask-driving = Игрок { $seat }: ехать дальше или остановиться.
dn-ask-other = Решает игрок { $seat }.
# The zombie's letter on the board's event badges (+З, ✕З).
dn-zombie-letter = З
# The terminal board's letters: a player's token (before his number),
# keys on the floor, the generator.
dn-player-letter = И
dn-keys-letter = к
dn-generator-letter = Г
