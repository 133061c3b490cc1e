# Words every rule system shares: menu section titles and refusals.

group-survivor = Выживший
group-move = Движение
group-search = Обыск
group-door = Дверь
group-attack = Бой
group-inventory = Снаряжение
group-helicopter = Вертолёт
group-work = Работы
group-objective = Цель и шум
group-choice = Выбор
group-end = Конец
group-chance = Случай

# Отказы в действии игрока. Причина движка написана по-английски: здесь
# она заменена общей фразой, номер правила показывается рядом.
refused-by-rule = Правила этого не позволяют.
refused-not-your-turn = Сейчас не ваш ход.
refused-over = Игра окончена.
refused-moved-on = Игра ушла вперёд (ход { $at }, а на вашей странице { $seen }): посмотрите ещё раз.
