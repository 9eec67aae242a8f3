# Русский каталог (docs/LANGUAGES.md): те же id, что в www/lang/en.js, синтаксис Fluent.
# Числа: { $n -> [one] … [few] … *[many] … } (1, 21 — one; 2, 22 — few; 5, 11, 25 — many).

## The page

page-title = verdict-playground: кто выигрывает и почему
page-intro = Выберите игру и введите позицию: вердикт, его причина и пошаговые таблицы появляются по мере ввода.
page-footer = Всё считается в вашем браузере; ничто из введённого не покидает эту страницу.
language-label = Язык
share-label = Поделиться
copy-link = Копировать ссылку
copy-embed = Копировать код встраивания
copy-component = Копировать веб-компонент
copied-link = Ссылка скопирована.
copied-local-link = Ссылка на этот файл скопирована (она открывается только на этом компьютере).
copied-embed = Код встраивания скопирован.
copied-component = Код веб-компонента скопирован.
copy-refused = Браузер не дал скопировать; вот текст, выделите его: { $text }
link-too-long =
    Этот ввод слишком длинный для ссылки: { $length ->
        [0] он длиннее, чем вмещает ссылка
       *[other] после кодирования ссылка заняла бы { $length } { $length ->
            [one] символ
            [few] символа
           *[many] символов
        }
    }, а ссылка вмещает не больше { $max } { $max ->
        [one] символа
       *[other] символов
    }. { $download } и поделитесь им.
download-input = Скачайте ввод файлом
link-unpaired = Во вводе есть половина пары символов (одиночный суррогат, он отмечен под полем), а её не может передать ни одна ссылка: удалите её или введите символ заново, затем скопируйте ссылку.
measuring-embed = Измеряем высоту встраиваемого блока в колонках разной ширины…
offline-note = Офлайн-файл: ссылки открываются только на этом компьютере. Код встраивания загружает приложение с веб-хостинга, которого у этого файла нет: соберите его командой { $command }, чтобы копировать код, указывающий туда.
embed-builder = Настройки встраивания и предпросмотр
builder-view = Вид
builder-view-compact = компактный
builder-view-bidding = компактный, только торговля (без рук)
builder-view-full = полный
builder-theme = Тема
builder-light = светлая
builder-dark = тёмная
builder-theme-host = как у блога (следует его переключателю тёмной темы)
builder-theme-auto = как в системе читателя
builder-start = Открывается на
builder-start-shown = показанном шаге
builder-start-shown-at = показанном шаге (шаг { $step })
builder-start-zero = шаге 0, вводе
builder-input = Поле ввода
builder-input-hide = скрыть (только вердикт и доска)
builder-load = Загрузка
builder-load-auto = сразу
builder-load-click = по щелчку (сначала постер: ничего не скачивается, пока читатель не попросит)
builder-preview = Предпросмотр
builder-component = веб-компонент
builder-column = Колонка блога
builder-post = Ваш пост
builder-code = Код встраивания
builder-no-preview = Предпросмотру нужно, чтобы приложение отдавалось со своего веб-адреса; код указывает на { $base }.
builder-copy = Копировать этот код
builder-copy-note = (то же, что дают кнопки копирования выше, для показанной формы)
builder-measuring-widths = Измеряем высоту в колонках разной ширины ({ $count })…
builder-measured = Измерено в колонках разной ширины ({ $count }): от { $narrowHeight } px в высоту при ширине { $narrowWidth } px до { $wideHeight } px при { $wideWidth } px. Код резервирует это место в любой колонке ещё до запуска скриптов, поэтому пост не сдвигается при загрузке. Для шорткода (Hugo, Jekyll, Eleventy): { $heights }
builder-takes = Занимает { $height } px в колонке шириной { $width } px и следует за тем, что показывает, когда читатели открывают и закрывают его части.
builder-takes-narrower = Занимает { $height } px в колонке шириной { $width } px (эта страница уже { $column } px) и следует за тем, что показывает, когда читатели открывают и закрывают его части.
builder-measuring = Измеряем…
builder-measure-failed = Не удалось измерить: { $error }.
embed-language = Язык
embed-language-reader = язык читателя (его браузера)

guess-first = Сначала угадать
guess-first-note = сначала спросит, потом покажет.
lessons = Уроки

## The glossary

glossary-open = Словарь
glossary-title = Термины игр на трёх языках
glossary-close = Закрыть
glossary-meaning = Что это значит

term-position = позиция
term-position-means = Состояние игры между ходами: уже вписанные цифры билета, оставшиеся числа, кучки, сделанные заявки.
term-winning = выигрышная позиция
term-winning-means = Позиция, в которой игрок, чей ход, выигрывает при лучшей игре, что бы ни делал соперник.
term-losing = проигрышная позиция
term-losing-means = Позиция, в которой игрок, чей ход, проигрывает против лучшей игры, что бы он ни делал.
term-parity = чётность
term-parity-means = Чётно число или нечётно; часто в этом и состоит всё правило, кто выигрывает.
term-prefix = префикс
term-prefix-means = Несколько первых элементов последовательности, считая от её начала.
term-peak = пик
term-peak-means = Элемент перестановки, который больше обоих своих соседей.
term-arm = склон
term-arm-means = Элементы, убывающие подряд по одну сторону от пика.
term-mex = mex
term-mex-means = Минимальное исключённое: наименьшее целое неотрицательное число, которого нет в множестве (mex чисел 0, 1, 3 равен 2).
term-grundy = число Гранди
term-grundy-means = mex чисел Гранди позиций, достижимых за один ход; равно 0 ровно в проигрышных позициях.
term-nim-sum = ним-сумма
term-nim-sum-means = Сумма чисел в двоичной записи без переносов (побитовое исключающее «или», XOR); позиция нима проигрышная ровно тогда, когда она равна 0.
term-strain = деноминация
term-strain-means = В заявке бриджа — названная масть или бескозырка.
term-declarer = разыгрывающий
term-declarer-means = Игрок выигравшей торговлю стороны, который первым назвал её итоговую деноминацию; он разыгрывает сдачу.
term-redouble = реконтра
term-redouble-means = Заявка, снова удваивающая ставки после того, как соперники сказали контра на последнюю заявку.
term-insufficient = недостаточная заявка
term-insufficient-means = Заявка не выше предыдущей; правила её не допускают.
term-conjecture = гипотеза
term-conjecture-means = Правило, угаданное, но ещё не доказанное; «Проверить правило» испытывает его на всех малых позициях.
term-counterexample = контрпример
term-counterexample-means = Один случай, в котором угаданное правило даёт неверный ответ: этого достаточно, чтобы его опровергнуть.
term-first-player = Монокарп
term-first-player-means = Первый игрок игры с билетом (Codeforces 1215D); он хочет, чтобы суммы половин различались.
term-second-player = Бикарп
term-second-player-means = Второй игрок игры с билетом; он хочет, чтобы суммы половин были равны.

## The playground

# The games' labels, by the core's names: English shows the core's own label, and so does a
# catalogue without one.
game-ticket = Билет
game-auction = Торговля
game-permutation = Перестановка
game-nim = Ним
game-wythoff = Витхофф

open-playground = Открыть полную версию ↗
open-playground-too-long = Открыть полную версию (для ссылки этот ввод слишком длинный) ↗
more = Почему — и таблицы
game-tabs = Игра
examples = Примеры
rules-short = Правила
rules-of = Правила игры «{ $game }»
origin = Источник: { $source }.
panel-tree = Дерево игры отсюда: обратная индукция
panel-rule = Проверить правило: угадайте, кто выигрывает, и пусть его проверит каждая малая позиция
rule-names = Имена, которые может использовать правило
panel-outcomes = Таблица исходов: все малые начальные позиции по двум числам
panel-practice = Практика: упражнения, ответы проверяет решатель
panel-stress = Стресс-тест: случайные позиции, быстрый решатель против полного перебора
why = Почему
why-full = Полное рассуждение
solver-loading = Загружаем решатель…
solver-retrying = Решатель не загрузился ({ $error }); пробуем снова…
start-failed = Приложение не запустилось: { $error }.
try-again = Попробовать снова

## The stepper and the input

step-first = ⇤ В начало
step-first-name = Первый шаг
step-previous = ◀ Назад
step-previous-name = Предыдущий шаг
step-play = ▶ Пуск
step-play-name = Проиграть партию
step-pause = ⏸ Пауза
step-next = Вперёд ▶
step-next-name = Следующий шаг
step-last = В конец ⇥
step-last-name = Последний шаг
step-slider = Шаг
step-speed = Скорость
step-counter = Шаг { $k } из { $n }
step-valuetext = шаг { $k } из { $n }
step-counter-held = Шаг { $k }
step-valuetext-held = шаг { $k }
step-group = Пошаговый просмотр партии
speed-slow = Медленно
speed-normal = Обычно
speed-fast = Быстро
random = Случайная позиция
random-size = длины
open-file = Открыть файл

## The embeds

scroll-more = ↓ Ниже есть ещё: прокрутите внутри этой рамки
sandbox-needs = Фрейм в песочнице: его ссылке нужно { $permissions }.
sandbox-blocked = Песочница этого фрейма заблокировала ссылку: нужно { $permissions }.
poster-play = ▶ Кто выигрывает? Запустить решатель
poster-waits = Вердикт, его причина и ходы появятся, когда решатель запустится.

## The panels: Present, move values, the check

present = Показать классу
present-title = Показать доску и пояснения крупно, для класса
present-leave = ✕ Выйти из показа (Esc)
values-show = Показать ценность ходов
values-mark = Ценность хода: { $value }.
values-none = Здесь ходы не оцениваются: { $error }
values-too-long = Эта позиция слишком длинная, чтобы её выписать, поэтому её ходы здесь не оцениваются: сделайте ещё шаг или возьмите ввод покороче.
stop = ■ Стоп
seconds = { $seconds } с
check-button = Проверить полным перебором
check-note = показанную позицию, поиском, который пробует каждый ход.
check-searching = Перебор: { $position }…
check-solved = Перебор: { $done ->
        [one] решена { $done } позиция
        [few] решены { $done } позиции
       *[many] решено { $done } позиций
    } за { $seconds } с…
check-stopped = Остановлено: перебор прерван до завершения.
check-cannot = Эту позицию нельзя перебрать.
check-agree = Совпадает.
check-disagree = Расхождение!
check-too-large = Слишком большая.
stress-size = Размер
stress-size-name = Размер случайных позиций
stress-runs = Позиций
stress-runs-name = Сколько случайных позиций
stress-run = Запустить
stress-starting = Запуск…
stress-so-far = Пока { $done ->
        [one] совпадает
       *[other] совпадают
    } { $done } из { $runs } { $runs ->
        [one] случайной позиции
       *[other] случайных позиций
    } ({ $seconds } с)…
stress-stopped = Остановлено: с полным перебором { $done ->
        [one] совпала
       *[other] совпали
    } { $done } из { $runs } { $runs ->
        [one] случайной позиции
       *[other] случайных позиций
    } (за { $seconds } с), расхождений нет.
stress-stopped-first = Остановлено до проверки первой случайной позиции.
stress-failed = Стресс-тест не удался.
stress-agree = Расхождений нет: { $checked } { $checked ->
        [one] случайная позиция
        [few] случайные позиции
       *[many] случайных позиций
    }; перебор прошёл { $searched } { $searched ->
        [one] позицию
        [few] позиции
       *[many] позиций
    } за { $seconds } с.
stress-disagree = Расхождение после { $checked } { $checked ->
        [one] позиции
       *[other] позиций
    }:
stress-position = Позиция: { $position }
stress-answers = Быстрый решатель: { $fast } · перебор: { $search }

## The rule tester

milliseconds = { $ms } мс
rule-yours = Ваше правило
rule-yours-when = Ваше правило: { $claim }, когда…
rule-scope = Только для позиций, где (необязательно)
rule-scope-placeholder = любая позиция
rule-test = Проверить правило
rule-syntax = Целые числа, + − * / %, == != < <= > >=, && || ! (или and, or, not), скобки, abs, min и max.
rule-try = Правила для проверки, от неверных к верному:
rule-game = Игра: { $game }.
rule-claim = Правило — это догадка о том, кто выигрывает из начальной позиции при лучшей игре обеих сторон: true значит «{ $claim }», false — «{ $denial }».
rule-how = Проверка разыгрывает каждую начальную позицию до наибольшего размера ниже, от меньших к большим, и останавливается на первой, где правило ошибается.
rule-sizes = Перебор: все начальные позиции размера от { $from } до { $to }.
rule-only-where = только где { $scope }
rule-testing = Проверка…
rule-progress = Проверка: пока { $done ->
        [one] проверена { $done } позиция
        [few] проверены { $done } позиции
       *[many] проверено { $done } позиций
    } ({ $seconds } с)…
rule-stopped = Остановлено: проверка прервана до завершения.
rule-failed = Правило не удалось проверить: { $error }
rule-in = { $checked } { $checked ->
        [one] позиция
        [few] позиции
       *[many] позиций
    } за { $time }.
rule-searched = Перебор прошёл { $checked } { $checked ->
        [one] позицию
        [few] позиции
       *[many] позиций
    } за { $time }.
rule-note = Что это показывает:
rule-error = Это ещё не правило.
rule-holds = ✓ Верно.
rule-where-rule = Где ошибка в правиле
rule-where-scope = Где ошибка в условии
rule-board = Контрпример { $position }
rule-counterexample = ✗ Контрпример:
rule-says = Правило говорит «{ $rule }», а при лучшей игре — «{ $game }».
rule-here = Здесь { $values }.
rule-open = Открыть в полной версии
rule-play = ♟ Сыграть
rule-or = или
rule-its-link = ссылка:

## The outcome tables

outcome-no-rule = без правила
outcome-make = Построить таблицу исходов
outcome-columns = Столбцы
outcome-rows = Строки
outcome-rule = Наложить правило (необязательно)
outcome-try = Таблицы по порядку:
outcome-none = нет: одно число, последовательность
outcome-intro = В каждой клетке — начальные позиции, у которых эти два числа равны номерам её столбца и строки, все до размера { $size }; цвет показывает, кто выигрывает при лучшей игре. Клетка, где есть позиции обоих видов, показывает их количество: там двух чисел мало, чтобы решить исход. Если смешанных клеток нет, двух чисел достаточно, чтобы записать правило.
outcome-making = Строим таблицу…
outcome-progress = Строим таблицу: пока { $done } { $done ->
        [one] позиция
        [few] позиции
       *[many] позиций
    }…
outcome-stopped = Остановлено до того, как таблица построена.
outcome-failed = Таблицу не удалось построить: { $error }
outcome-legend-all = { $player } выигрывает все позиции клетки
outcome-legend-mixed = позиции обоих видов: сколько из скольких выигрывает { $player }
outcome-legend-wrong = правило называет не того победителя для позиции клетки
outcome-axes = { $x } по горизонтали, { $y } по вертикали
outcome-row = исход
outcome-caption = { $game }: кто выигрывает, по { $x }
outcome-caption-two = { $game }: кто выигрывает, по { $x } (столбцы) и { $y } (строки)
outcome-cell-mixed = { $won } из { $total } { $total ->
        [one] позиции
       *[other] позиций
    } выигрывает { $first }, остальные — { $second }
outcome-cell-all = { $total } { $total ->
        [one] позиция
        [few] позиции
       *[many] позиций
    }, все выигрывает { $player }
outcome-cell-wrong = ; правило ошибается в { $wrong } из них
wins = выигрывает { $player }.
outcome-opened = Клетка { $place }: её первые позиции, от меньших

## Practise

practice-board = Позиция упражнения
practice-pad = Выберите ход
practice-answer = Ваш ответ
practice-check = Проверить ответ
choose = Выберите
practice-next = Следующее упражнение →
practice-new = Новый набор
practice-title = Набор { $seed }, упражнение { $number } из { $total }
practice-by-one = Или щёлкните по доске: ход, по которому вы щёлкнете, и будет ответом.
practice-by-several = Или щёлкните по доске: каждый ход, по которому вы щёлкнете, добавляется к ответу (щёлкните ещё раз, чтобы убрать его).
practice-no-move = ⚠ Туда хода нет.
practice-no-place = На это место ничего нельзя сыграть.
practice-click-another = Щёлкните по другому.
practice-picked = , выбрано: { $moves }
practice-illegal = ⚠ Это не допустимый ответ.
practice-not-counted = Ничего не засчитано: напишите его снова.
practice-right = ✓ Верно.
practice-nth = { $n ->
        [1] с первой попытки
        [2] со второй попытки
        [3] с третьей попытки
       *[other] с { $n }-й попытки
    }
practice-right-at = ✓ Верно, { $at }.
practice-partial = ◐ Ещё не все.
practice-wrong = ✗ Неверно.
practice-solution = Верный ответ: { $answer }
practice-score = Счёт: верно { $right } из { $tried }
practice-score-none = Счёт: ответов пока нет
practice-done = Набор решён
practice-first-try = Верно с первой попытки: { $right } из { $total } { $total ->
        [one] упражнения
       *[other] упражнений
    }.
practice-later = Верно не с первой попытки: { $list }.
practice-later-one = упражнение { $number } — { $at }
practice-retry = Попробовать ещё раз:
practice-exercise = Упражнение { $number }
practice-all-now = Теперь всё верно. «Новый набор» составит другой.
practice-all-first = Всё верно с первой попытки. «Новый набор» составит другой.

## Play

play = Игра
play-work-rung = Что мне нужно выяснить?
play-ladder-note = Кто здесь выигрывает, доводы решателя и суммы на доске появятся, когда вы спросите «{ $ask }».
play-when-asked = когда вы спросите «{ $ask }»
play-after-hints = после второй подсказки
play-sides = Стороны
play-sides-name = Кто играет
play-you = Вы играете за: { $player }
play-both = Два игрока, один экран
play-none = Смотреть, как играет решатель
play-board = Позиция в игре
play-undo = ↶ Отменить ход
play-restart = ⟲ Сначала
play-swap = ⇄ Поменяться сторонами
play-stop = Закончить игру
play-strip = Кто выигрывал, ход за ходом
play-moves = Ходы
play-moves-name = Сделанные ходы
play-moves-note = (каждый — кнопка, возвращающая к позиции после него; W: ход сохраняет или приносит победу сделавшему его игроку, L: ход её упускает; число после буквы: сколько ходов ещё продлится игра, считая этот)
play-link = Ссылка на эту позицию
play-cannot = Эту позицию нельзя сыграть: { $error }
play-from = Игра начинается с позиции { $position }.
play-from-verdict = Игра начинается с позиции { $position }; вердикт выше относится к вводу, с его начала.
play-only-allowed = { $player } может ходить только туда, где ход разрешён.
play-illegal = Здесь этот ход невозможен.
play-throws = Этот ход упускает победу.
play-better = Ход «{ $move }» сохранил бы победу
play-take-back = ↶ Вернуть ход
play-on = Играть дальше
play-waits = Игра ждёт: верните ход или играйте дальше.
play-your-move = Ходит { $player } (вы): выберите место на доске.
play-solver-move = Ходит { $player }: решатель думает…
play-retry-status = Ходит { $player } (вы), как перед ошибкой: найдите ход, сохраняющий победу.
play-start = Начало
play-start-name = Начало: { $position }
play-start-back = Начало: { $position }. Вернуться к нему
play-go-back = . Вернуться к позиции после этого хода
play-value-keeps = сохраняет победу за игроком { $player }
play-value-wins = приносит победу игроку { $player }
play-value-loses = проигрыш для игрока { $player }
play-value-clock = , игра закончится через { $moves } { $moves ->
        [one] ход
        [few] хода
       *[many] ходов
    }
play-value-changed = ; это изменило, кто выигрывает
play-review = Разбор
play-review-move = Ход { $n }:
play-review-change = До него выигрывал { $before }; после него — { $after }.
play-retry = Переиграть ход { $n }
play-review-none = Ни один ход не изменил результат: { $player } выигрывал с начала и до конца.
play-opponent = соперник
play-work-induction = Выясните сами, прежде чем спрашивать: позиция выиграна для игрока { $mover }, если какой-то его ход оставляет игроку { $other } проигранную позицию — такую, где ни один ход игрока { $other } не выигрывает. Посмотрите на ходы игрока { $mover } и ответы игрока { $other } на каждый, от конца игры к началу.
play-work-facts = Выясните это по доске, прежде чем спрашивать, кто выигрывает:
play-work-table = { $table }, без итога
play-work-total = Итоговую строку посчитайте сами.

## The core's reports: the verdict and its reason

text = { $text }
name-Monocarp = Монокарп
name-Bicarp = Бикарп
name-Alice = Алиса
name-Bob = Боб
name-North = Север
name-East = Восток
name-South = Юг
name-West = Запад
list-or = { $init } или { $last }
list-and = { $init } и { $last }
list-more = { $shown }, … (всего { $total })
verdict-wins = Побеждает { $winner }
verdict-wins-from-here = Из этой позиции побеждает { $winner }
ticket-reason-filled-equal = Знаков '?' нет, и половины равны ({ $left } = { $right }): побеждает Бикарп.
ticket-reason-filled-unequal = Знаков '?' нет, и половины различаются ({ $left } ≠ { $right }): побеждает Монокарп.
ticket-reason-one-q = В билете один знак '?', нечётное число: Монокарп ходит первым и заполняет его сам, а из десяти цифр, которые он может туда записать, уравнять половины может не больше одной: побеждает Монокарп.
ticket-reason-odd =
    В билете { $q } { $q ->
        [one] знак
        [few] знака
       *[many] знаков
    } '?', нечётное число: Монокарп ходит первым и потому записывает и последнюю цифру, а из десяти цифр, которые он может туда записать, уравнять половины может не больше одной: побеждает Монокарп.
ticket-standing-level = Если считать каждый '?' за 4.5, обе половины дают { $left }: они равны
ticket-standing-gap =
    Если считать каждый '?' за 4.5, левая половина даёт { $left }, а правая { $right }: { $half ->
        [left] левой
       *[right] правой
    } половине не хватает { $more }
ticket-reason-keeps-level = { $standing }; Бикарп сохраняет равенство до конца, отвечая на x цифрой x в другой половине или 9 − x в той же.
ticket-reason-keeps-gap = { $standing }; Монокарп сохраняет разрыв до конца, записывая 9 в ведущую половину или 0 в другую.
permutation-reason-alone = Число 1 стоит одно: Алиса сразу убирает его и побеждает.
permutation-reason-alice =
    Алиса побеждает, первым ходом убирая { $moves }: после { $count ->
        [1] этого
       *[other] любого из них
    } любой ответ Боба проигрывает.
permutation-reason-only = Единственный первый ход Алисы, { $moves }, оставляет Бобу выигрывающий ответ, поэтому побеждает Боб.
permutation-reason-each =
    Каждый из { $count } { $count ->
        [one] первого хода
       *[other] первых ходов
    } Алисы ({ $moves }) оставляет Бобу выигрывающий ответ, поэтому побеждает Боб.
auction-contract =
    { $doubling ->
        [doubled] { $bid } с контрой, разыгрывает { $declarer }
        [redoubled] { $bid } с реконтрой, разыгрывает { $declarer }
       *[none] { $bid }, играет { $declarer }
    }
auction-illegal = Недопустимая заявка { $index }: { $call } ({ $seat })
auction-passed-out = Все спасовали
auction-incomplete = Не окончено: заявляет { $seat }
auction-reason-illegal = Заявка { $index } ({ $call }, { $seat }) недопустима: { $breach } ({ $laws }).
auction-reason-passed-out = Все четыре игрока спасовали без единой заявки: сдача не разыгрывается.
auction-reason-contract =
    Последняя заявка — { $last }, за ней три паса подряд, и торговля окончена: контракт { $doubling ->
        [doubled] { $bid } с контрой
        [redoubled] { $bid } с реконтрой
       *[none] { $bid }
    }, разыгрывает { $declarer }.
auction-last-bid = { $bid } (заявил { $seat })
auction-last-double = контра на { $bid } ({ $seat })
auction-last-redouble = реконтра на { $bid } ({ $seat })
auction-reason-first-call = Заявок ещё не было: первым заявляет сдающий, { $seat }.
auction-reason-no-bid =
    Пока всё по правилам, но торговля не окончена: { $passes } { $passes ->
        [one] пас
        [few] паса
       *[many] пасов
    } и ни одной заявки; четыре паса означали бы, что сдача не разыгрывается. Заявляет { $seat }.
auction-reason-after-call = Пока всё по правилам, но торговля не окончена: последняя заявка — { $last }, и три паса подряд закончили бы торговлю. Заявляет { $seat }.
auction-reason-passes-after =
    Пока всё по правилам, но торговля не окончена: последняя заявка — { $last }, за ней { $passes } { $passes ->
        [one] пас
        [few] паса
       *[many] пасов
    } подряд, а три паса заканчивают торговлю. Заявляет { $seat }.
