# Терминальный интерфейс, по-русски: всё, что не относится к одной игре.

## Строка состояния и панели
status-running = идёт игра…
status-over = игра окончена
status-seed = зерно { $seed }
seat-label = Игрок { $seat } ({ $who })
menu-title = Действия · игрок { $seat }
menu-title-wait = Подождите
menu-title-over = Игра окончена
menu-empty = (нет действий)
menu-more-above = ↑ ещё { $count } выше
menu-more-below = ↓ ещё { $count } ниже (End — последнее)
menu-refused = ✗ запрещено правилом { $rule }:
wait-body = Ходят боты и кубики. Следите за полем и журналом; пробел — сразу к вашему следующему решению.
wait-speed = Скорость { $speed }/7 (+ быстрее, - медленнее)
over-hint = s — сохранить игру, q — выйти. Посмотреть её потом: horde replay ФАЙЛ
log-title = Журнал
log-title-scrolled = Журнал (прокручен на { $lines } { $lines ->
    [one] строку
    [few] строки
   *[many] строк
} назад, PgDn — вернуться)
log-welcome = Добро пожаловать в Horde: { $title }
log-bot = За игрока { $seat } играет бот { $bot }
log-undone = Отменено: { $action }
log-loaded = Загружено из { $path }: { $actions ->
    [one] повторено { $actions } действие
    [few] повторено { $actions } действия
   *[many] повторено { $actions } действий
}

## Строки клавиш
keys-menu = ↑↓ выбор · Enter действие · 1-9 a-z быстрые клавиши · ←→ группы · Tab выбор на поле · u отмена · s сохранить · ? помощь · q выход
keys-board = стрелки двигают курсор · Enter выбрать зону · Tab/Esc назад в меню · u отмена · ? помощь
keys-running = пробел пропустить · + быстрее · - медленнее (скорость { $speed }/7) · s сохранить · q выход
keys-over = s сохранить · PgUp/PgDn журнал · q выход

## Сообщения
msg-refused = ✗ { $rule }: { $reason }
msg-confirm = ⚠ { $warning } Выберите ещё раз, чтобы подтвердить.
msg-error = ✗ { $reason }
msg-undo-none = Отменять нечего: бросок кубика, взятую карту или ход другого игрока вернуть нельзя.
msg-undo-wait = Отмена работает, когда решение за вами.
msg-saved = Игра сохранена в { $path }
msg-save-failed = Не удалось сохранить в { $path }: { $reason }
msg-path-empty = Введите имя файла для сохранения.
msg-speed = Скорость анимации { $speed }/7
msg-board-pick = Выберите зону стрелками, Enter — действовать там.
msg-no-key = Нет действия на клавише «{ $key }». ? — помощь.
msg-nothing-there = В зоне { $spot } делать нечего.
msg-several = В зону { $spot } ведут несколько действий: выберите одно.

## Конец игры
game-won = Победа! { $reason }
game-lost = Поражение: { $reason }
game-over = Игра окончена.

## Игра за одним компьютером
pass-title = Передайте клавиатуру
pass-body = Передайте клавиатуру: { $seat }.
pass-hidden = Поле скрыто, пока следующий игрок не будет готов.
pass-hint = Нажмите Enter, когда будете готовы.

## Маленький терминал
too-small-title = Окно терминала слишком мало
too-small-body = Сейчас { $width }×{ $height } символов; игре нужно не меньше { $need_width }×{ $need_height }.
too-small-hint = Увеличьте окно или уменьшите шрифт; q — выход.

## Помощь
help-title = Клавиши
help-close = Любая клавиша закрывает помощь.
help-keys-select = ↑ ↓ Home End
help-select = выбрать действие в меню
help-keys-act = Enter
help-act = выполнить выбранное действие (о запрещённом скажут, какое правило мешает)
help-keys-quick = 1-9 a-z
help-quick = сразу выполнить действие с этой клавишей
help-keys-groups = ← →
help-groups = перейти к другой группе (движение, обыск, дверь, бой…)
help-keys-board = Tab
help-board = выбрать зону на поле стрелками, Enter — действовать там
help-keys-undo = u, Backspace
help-undo = отменить, пока не мешают кубик, карта или ход другого игрока
help-keys-save = s, Ctrl-S
help-save = сохранить игру в файл
help-keys-speed = + −
help-speed = быстрее или медленнее анимация
help-keys-skip = пробел
help-skip = пропустить анимацию до вашего следующего решения
help-keys-log = PgUp PgDn
help-log = листать журнал
help-keys-quit = q, Ctrl-C
help-quit = выйти; игра сохраняется, имя файла будет показано

## Ввод имени файла
prompt-save-title = Сохранить игру в
prompt-hint = Enter — сохранить · Esc — отмена · Ctrl-U — очистить

## После закрытия экрана
exit-quit = Вы вышли из игры.
exit-over = Игра окончена.
exit-interrupted = Прервано (Ctrl-C).
exit-crashed = Экран игры упал; терминал восстановлен.
exit-saved = Игра сохранена в { $path }
    Продолжить: horde play --load { $path }
exit-not-saved = Не удалось сохранить игру в { $path }.

## Повтор
replay-title = Повтор: { $file }
replay-position = шаг { $pos } из { $total }
replay-start = Партия начинается.
replay-chance = Случай
replay-seat = Игрок { $seat }
replay-step = #{ $n } { $who }: { $action }
replay-step-title = Этот шаг
replay-at-start = Начало партии, до всех действий.
replay-hint = ← → шаг · PgUp PgDn ±10 · [ ] фазы · пробел воспроизведение · q выход
replay-keys = ← → шаг · PgUp/PgDn 10 шагов · [ ] предыдущая/следующая фаза · Home/End · пробел воспроизведение · ? помощь · q выход
replay-keys-auto = воспроизведение (скорость { $speed }/7) · пробел пауза · + быстрее · - медленнее · q выход
replay-help-keys-step = ← → (h l)
replay-help-step = шаг назад или вперёд
replay-help-keys-jump = PgUp PgDn
replay-help-jump = десять шагов назад или вперёд
replay-help-keys-turn = [ ]
replay-help-turn = предыдущая или следующая фаза (игроков, зомби)
replay-help-keys-ends = Home End
replay-help-ends = начало или конец партии
replay-help-keys-auto = пробел
replay-help-auto = воспроизводить самому или пауза
replay-help-keys-quit = q, Esc
replay-help-quit = закрыть повтор
