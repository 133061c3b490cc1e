# Words every rule system shares: menu section titles.

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
