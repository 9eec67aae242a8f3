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
embed-open-example = Открыть этот пример в verdict-playground: { $what }
lesson-frame-title = Урок verdict-playground: { $title }
lesson-open-example = Открыть урок в verdict-playground: { $title }
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
guess-who-question = Сначала угадайте: кто выиграет, если обе стороны играют лучшим образом?
guess-verdict-question = Сначала угадайте: это по правилам и закончено ли? Выберите вердикт.
guess-detail-question = А { $fact }?
guess-nothing = Сначала угадать: в этой игре нет вердикта, который можно угадать, поэтому видно всё.
guess-name-who = Сначала угадать: кто выиграет?
guess-name-verdict = Сначала угадать: вердикт?
guess-name-detail = Сначала угадать: { $question }
guess-after = После вашего ответа: вердикт и его причина, партия до конца, ценность ходов, игра, дерево игры, таблицы и проверка правила.
guess-right = ✓ Верно:
guess-wrong = ✗ Не так:
guess-said-is = вы сказали { $name }; на самом деле { $verdict }.
guess-said-winner = вы сказали { $name }; выигрывает { $winner }. Причина ниже.
guess-said = вы сказали { $name }; на самом деле { $truth }. Причина ниже.
guess-said-detail = вы сказали { $said }; на самом деле { $right }. Причина ниже.
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
result-withheld = Допустимые сейчас заявки и экспорт (PBN, LIN) появятся после вашего ответа: они бы его подсказали.
result-stale = Вердикт — для того, что вы набираете; доска, объяснение и таблицы пока для последнего правильного ввода.
result-name = Вердикт
result-verdict-in = вердикт за { $ms } мс; таблицы следом
result-decided-in = решено за { $ms } мс
result-internal = Внутренняя ошибка
result-typing = Пока это не правильный ввод
result-input-error = Ошибка ввода
result-undo = ↶ Отменить последний щелчок
result-legal-now = Допустимо сейчас:
result-copy = Копировать { $label }
result-writing = Пишем { $label }…
result-write-failed = Не удалось записать { $label }: { $error }. Закройте и откройте снова, чтобы попробовать ещё раз.
result-no-answer = решатель не ответил
solver-loading = Загружаем решатель…
solver-retrying = Решатель не загрузился ({ $error }); пробуем снова…
start-failed = Приложение не запустилось: { $error }.
solver-load-failed = решатель не загрузился: { $error }
load-status = на запрос { $path } сервер ответил { $status }
load-offline = не удалось скачать { $path }: соединение прервалось
load-glue = не удалось загрузить код решателя из { $path }
load-damaged = { $path } — не целый модуль WebAssembly (обрезан или повреждён в пути)
load-no-wasm = в этом браузере нет WebAssembly, на котором написан решатель
load-start = не удалось запустить { $path }: { $error }
solver-overran = решатель работал над этим дольше { $seconds } с и был остановлен: этой странице такое не по силам
solver-restarted = решатель остановился и был перезапущен
solver-memory = этому запросу понадобилось больше памяти, чем может взять один запрос (он запросил сразу { $asked } МиБ сверх своих { $limit } МиБ); решатель перезапущен
solver-failed = решатель сбился на этом запросе и был перезапущен ({ $error })
start-part-failed = Приложение не запустилось: его скрипт не удалось загрузить ({ $error }).
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
embed-board = сдача { $board }
embed-no-calls = заявок ещё нет

## The panels: Present, move values, the check

present = Показать классу
present-title = Показать доску и пояснения крупно, для класса
present-leave = ✕ Выйти из показа (Esc)
values-show = Ценность ходов
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
outcome-rule = Правило поверх (по желанию)
outcome-try = Таблицы по порядку:
outcome-none = нет: одно число, последовательность
outcome-intro = Клетка — это начальные позиции с этими двумя числами (все до размера { $size }), цвет — кто выигрывает при лучшей игре. Клетка с позициями обоих видов показывает их число: там двух чисел мало для исхода. Нет смешанных клеток — двух чисел хватает для правила.
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
grade-choose = Выберите победителя: { $first } или { $second }.
grade-not-player = { $written } — не игрок этой игры. { $choose }
grade-wins = Побеждает { $winner }. { $reason }
grade-write-moves = Запишите ходы или none, если выигрышного хода нет.
grade-no-move-wins = Здесь нет выигрышного хода
grade-winning-move = Выигрышный ход: { $move }
grade-winning-moves = Выигрышные ходы: { $moves }
grade-listed = { $listed }. { $reason }
grade-move-wins = { CAPITAL($doing) }: этот ход выигрывает. { $after } { $before }
grade-move-loses = { CAPITAL($doing) }: этот ход проигрывает. { $after } { $before }
exercise-help-winner = Выберите победителя.
exercise-help-moves = Запишите ходы как { $shape } через пробелы ({ $meaning }) или none.
exercise-help-move = { $click } или запишите ход как { $shape } ({ $meaning }).
exercise-move-how = Запишите ход как { $shape }: { $meaning }.
exercise-move-not = { $written } — не ход: запишите его как { $shape }, { $meaning } ({ $example }).
grade-partial = Найдено { $found } из { $of }: { $found ->
        [1] ваш ход выигрывает
       *[other] каждый ваш ход выигрывает
    }. { $left ->
        [1] Выигрывает ещё один ход: найдите его.
       *[other] Выигрышных ходов осталось ещё { $left }: найдите их.
    }
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
play-work-rung = Что мне выяснить?
play-ladder-note = Кто здесь выигрывает, доводы решателя и суммы на доске появятся, когда вы спросите «{ $ask }».
play-when-asked = когда вы спросите «{ $ask }»
play-after-hints = после второй подсказки
play-sides = Стороны
play-sides-name = Кто играет
play-you = Вы за { $player }
play-both = Двое за экраном
play-none = Играет решатель
play-board = Позиция в игре
play-undo = ↶ Ход назад
play-restart = ⟲ Заново
play-swap = ⇄ Смена сторон
play-stop = Закончить
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

## Play's hint ladder (crates/model/src/hints.rs)
hint-ask-won = Моя позиция выиграна?
hint-won = Да: { $mover } может выиграть. { $reason }
hint-lost = Нет: как бы ни сыграл { $mover }, при лучшей игре побеждает { $winner }. { $reason }
hint-ask-keep = Какие ходы сохраняют победу?
hint-keep-only = Единственный ход сохраняет победу: на доске он отмечен ✓.
hint-keep-all = Все { NUMBER($legal) } { $legal ->
        [one] ход сохраняет
        [few] хода сохраняют
       *[many] ходов сохраняют
    } победу: на доске они отмечены ✓.
hint-keep-some = { NUMBER($winning) } из { NUMBER($legal) } { $legal ->
        [one] хода
       *[other] ходов
    } { $winning ->
        [one] сохраняет
       *[other] сохраняют
    } победу: на доске { $winning ->
        [one] он отмечен
       *[other] они отмечены
    } ✓, { $others ->
        [one] другой
       *[other] остальные
    } — ✗.
hint-ask-best = Показать лучший ход
hint-best = Лучший ход (обведён на доске): { $move }
hint-winning = Выигрывающий ход (обведён на доске): { $move }
hint-named = { $mover }: { $what }. { $reason }
hint-unshown = { $mover } может выиграть, но показать ход здесь нельзя.
hint-ask-save = Может ли какой-то ход спасти позицию?
hint-save-only = Нет: единственный ход проигрывает (✗ на доске).
hint-save-none = Нет: каждый из { NUMBER($legal) } { $legal ->
        [one] хода
       *[other] ходов
    } проигрывает (на доске они отмечены ✗).
hint-ask-longest = Какой ход продержится дольше всех?
hint-more = { $k } { $k ->
        [one] ход
        [few] хода
       *[many] ходов
    }
hint-lost-every = У игрока { $mover } любой ход проигрывает.
hint-only-timed = Единственный ход ({ $doing }) проигрывает (обведён на доске): { $winner } побеждает ещё через { $more }.
hint-only = Единственный ход ({ $doing }) проигрывает (обведён на доске).
hint-even = Любой ход проигрывает, и все длятся одинаково: что бы ни сыграл { $mover }, { $winner } побеждает ещё через { $more }. Обведённый на доске ход — ход решателя: { $mover } — { $what }.
hint-longest = Любой ход проигрывает; дольше всех продержится ход { $doing } (обведён на доске): { $winner } побеждает ещё через { $more }.
hint-solvers = Любой ход проигрывает. Обведённый на доске ход — ход решателя: { $mover } — { $what }.
hint-untimed = Любой ход проигрывает; игра слишком велика, чтобы посчитать, сколько длится каждый ход, поэтому нельзя показать, какой продержится дольше. Обведённый на доске ход — ход решателя: { $mover } — { $what }.

## Play from here (watch.js, with the panels) and the game tree (tree.js)

play-from-here = ♟ Играть отсюда
play-from-here-note = против решателя, с показанной позиции.

tree-won = выигрышная
tree-lost = проигрышная
tree-won-ends = Выигрыш: ход игрока { $mover } «{ $how }» заканчивает игру его победой.
tree-won-reaching = Выигрыш: ход игрока { $mover } «{ $how }» ведёт в позицию { $position }, проигранную для игрока { $opponent }. Одного такого хода достаточно.
tree-lost-only = Проигрыш: единственный ход ведёт в позицию, выигранную для соперника, поэтому { $mover } не может избежать поражения.
tree-lost-every = Проигрыш: каждый из { NUMBER($count) } { $count ->
        [one] хода
       *[other] ходов
    } ведёт в позицию, выигранную для соперника, поэтому { $mover } не может избежать поражения.
tree-intro = Все пути, которыми может пойти игра из показанной позиции. Позиция { $won } для того, кто ходит, если какой-то ход ведёт в позицию, проигрышную для соперника, и { $lost }, если каждый ход ведёт в позицию, выигрышную для соперника: разметить сначала законченные партии и идти назад к началу — это и есть обратная индукция.
tree-modes = Как читать дерево
tree-mode-induction = Смотреть обратную индукцию
tree-mode-label = Разметить самому
tree-after-labelling = когда вы разметите все позиции
tree-how = Отметьте каждую позицию как { $won } или { $lost } для того, кто в ней ходит. Законченные партии уже размечены: правила говорят, кто выиграл. Начните у концов и идите вверх.
tree-show-labels = Показать все метки
tree-give-up = { $button } (тогда это дерево уже не считается размеченным вами)
tree-labels-shown = Все метки показаны. Выберите «{ $mode }» ещё раз, чтобы разметить дерево с нуля.
tree-board = Позиция дерева
tree-side = Позиция на доске
tree-back = ↑ Вернуться к ней в дереве
tree-too-long = Эта позиция слишком длинная, чтобы её записать, поэтому дерева здесь нет: пройдите дальше по партии.
tree-building = Строим дерево…
tree-size = { $n } { $n ->
        [one] позиция
        [few] позиции
       *[many] позиций
    } из { $position }.
tree-aria = Дерево игры из { $position }
tree-root = Показанная позиция
tree-not-labelled = ещё не размечена
tree-show-on-board = Показать на доске
tree-label-position = Разметить { $position }
tree-mark-won = выигрыш
tree-mark-lost = проигрыш
tree-mark-for = (ходит { $player })
tree-board-after = (после хода { $player }: { $move })
tree-value-wins = выигрывает { $player }
tree-value-loses = проигрывает { $player }
tree-value-wins-in = выигрывает { $player }, ходов до конца: { $moves }
tree-value-loses-in = проигрывает { $player }, ходов до конца: { $moves }
tree-value-over-won = конец: выиграл { $player }
tree-value-over-lost = конец: проиграл { $player }
tree-value-over-won-root = конец: выиграл названный игрок
tree-value-over-lost-root = конец: проиграл тот, чей ход
induction-first = ⇤ Ничего
induction-first-name = Индукция: ничего не размечено
induction-previous = ◀ Назад
induction-previous-name = Индукция: на одну метку назад
induction-play = ▶ Анимация
induction-play-name = Индукция: анимация, метка за меткой
induction-pause = ⏸ Пауза
induction-pause-name = Индукция: пауза
induction-next = Метка ▶
induction-next-name = Индукция: разметить ещё одну позицию
induction-last = Все ⇥
induction-last-name = Индукция: всё размечено
induction-slider = Размечено позиций
induction-speed = Скорость разметки
induction-counter = Размечено { $k } из { $n }
induction-valuetext = размечено { $k } из { $n } { $n ->
        [one] позиции
       *[other] позиций
    }
induction-group = Обратная индукция, по одной позиции
induction-none-yet = Пока ничего не размечено. Нажмите «{ $next }»: сначала законченные партии, затем каждая позиция, все ходы из которой уже размечены.
induction-all-last = Всё размечено. Последняя:
induction-step = Шаг { $k }:
tree-note-right = ✓ верно
tree-right = Верно:
tree-right-won = { $position } — выигрышная позиция для того, кто ходит ({ $player }).
tree-right-lost = { $position } — проигрышная позиция для того, кто ходит ({ $player }).
tree-note-wrong = ✗ не так: { $move }
tree-see-below = см. ниже
tree-not-so = Не так:
tree-show-child = Показать этот ход в дереве
tree-proof-won-reaches = { $position } — выигрышная для того, кто ходит ({ $mover }): { $mover } { $move } и приходит в { $child }, где тот, кто ходит ({ $next }), проигрывает.
tree-proof-won-ends = { $position } — выигрышная для того, кто ходит ({ $mover }): { $mover } { $move } и заканчивает игру: { $child }, выиграл { $mover }.
tree-proof-lost-reaches = { $position } — проигрышная для того, кто ходит ({ $mover }): { $moves ->
        [1] единственный ход
       *[other] каждый из { $moves } { $moves ->
            [one] хода
           *[other] ходов
        }
    } оставляет сопернику выигрышную позицию. Например, { $mover } { $move } и приходит в { $child }, где тот, кто ходит ({ $next }), выигрывает.
tree-proof-lost-ends = { $position } — проигрышная для того, кто ходит ({ $mover }): { $moves ->
        [1] единственный ход
       *[other] каждый из { $moves } { $moves ->
            [one] хода
           *[other] ходов
        }
    } оставляет сопернику выигрышную позицию. Например, { $mover } { $move } и заканчивает игру: { $child }, проиграл { $mover }.
tree-score = Верно размечено { $right } из { $inner } { $inner ->
        [one] позиции
       *[other] позиций
    }; ошибок пока: { $mistakes }.
tree-score-told = Метки этого дерева были показаны до того, как вы разметили его целиком: этот раунд — тренировка.

## Watch: the line's chrome (watch.js, strip.js, stepper.js, words.js)

after-answer = после вашего ответа
step-held = Пошаговый просмотр партии: { $reason }.
watch-title = Смотреть партию: { $title }
line-optimal = Оптимальная игра
line-from-here = Лучшая игра отсюда
line-from-here-caption = Побеждает { $winner }: каждым ходом победитель сохраняет выигранную позицию, а другая сторона сопротивляется как может.
line-cold-caption = Победитель каждый раз переходит в холодную позицию, выигрывая так быстро, как позволяет игра; проигрывающий затягивает игру как можно дольше.
line-own-answer = Эта партия сама и есть ответ: она покажется { $reason }. Оцените ввод таким, как он записан выше.
line-as-given = Позиция, как она дана.
line-to-move = Ходит { $player }.
move-by = { $player } { $what }
described-step-over = Ходов не осталось: победил { $winner }.
described-step-forced = { $who }: { $what }. Это единственный возможный ход.
described-step-last = { $who }: { $what }. У игрока { $other } не осталось ходов, и он проигрывает.
described-step-wins = { $who }: { $what }. { $reason }
described-step-fastest = { $who }: { $what }. { $reason } Этот ход выигрывает так быстро, как только возможно: за { $k } { $k ->
        [one] ход
        [few] хода
       *[many] ходов
    }, считая этот.
described-step-delays = Любой ход проигрывает для игрока { $who }: { $reason } { $who }: { $what }. Так игра продлится как можно дольше ({ $k } { $k ->
        [one] ход
        [few] хода
       *[many] ходов
    }, считая этот), в надежде, что { $other } ошибётся.
described-step-loses = Любой ход проигрывает для игрока { $who }: { $reason } { $who }: { $what }. Так игра сокращается (она слишком велика, чтобы рассчитать её длину), в надежде, что { $other } ошибётся.
described-exercise-who-wins = Ходит { $who }: кто победит при лучшей игре?
described-exercise-winning-moves = Найдите все выигрывающие ходы игрока { $who }, чей сейчас ход.
described-exercise-winning-move = Ходит { $who }: сделайте ход, после которого остаётся холодная позиция.
described-rule-over = Ходов не осталось: победил { $winner }.
line-withheld = (Что это значит для исхода: { $reason }.)
line-move = Ход { $k } из { $n }
line-move-held = Ход { $k }
line-call = Заявка { $k } из { $n }
line-call-held = Заявка { $k }
line-start = Начало
line-start-moves = Начало (далее { $n } { $n ->
        [one] ход
        [few] хода
       *[many] ходов
    })
line-start-calls = Начало (далее { $n } { $n ->
        [one] заявка
        [few] заявки
       *[many] заявок
    })
strip-label = Кто выигрывает, шаг за шагом
strip-withheld = Кто выигрывает, шаг за шагом: { $reason }.
strip-left-unknown = сколько ходов до конца, здесь неизвестно
strip-left-over = игра окончена
strip-left = до конца { $moves } { $moves ->
        [one] ход
        [few] хода
       *[many] ходов
    }
strip-step-to-move = Шаг { $k }: ходит { $player }, выигрывает { $winner }; { $left }
strip-step-over = Шаг { $k }: выиграл { $winner }; { $left }
strip-move-to-move = Ход { $k }: ходит { $player }, выигрывает { $winner }; { $left }
strip-move-over = Ход { $k }: выиграл { $winner }; { $left }
strip-mistake = Ошибка: предыдущий ход отдал победу игроку { $winner }
strip-show = { $words }. Показать
strip-winning = Выигрывает { $player }
strip-won = Выиграл { $player }
strip-at-start = до первого хода
strip-at-step = шаг { $k } из { $n }
strip-at-move = ход { $k } из { $n }
strip-timed = Высота: ходов до конца.
strip-untimed = Все столбцы во всю высоту: эта игра слишком длинная, чтобы считать ходы.
strip-key-solid = выигрывает { $player } (сплошной, { $initial })
strip-key-dotted = выигрывает { $player } (пунктир, { $initial })
strip-key-mistake = ход, который сменил победителя

## The lesson player (lesson-player.js)

activity-note = Заметка
activity-watch = Просмотр
activity-predict = Прогноз
activity-play = Игра
activity-tree = Дерево
activity-rule = Правило
activity-exercises = Упражнения
activity-table = Таблица
lesson-progress = Ход урока
lesson-steps = Шаги урока
lesson-previous = ◀ Предыдущий шаг
lesson-previous-name = Предыдущий шаг
lesson-next = Следующий шаг ▶
lesson-next-results = Далее: результаты ▶
lesson-present-leave = ✕ Выйти из показа
lesson-step-head = Шаг { $k } из { $n }: { $activity }
lesson-meter = Шаг { $k } из { $n }; отвечено вопросов: { $done } из { $all }
lesson-counter = Шаг { $k } из { $n } · отвечено { $done } из { $all } { $all ->
        [one] вопроса
       *[other] вопросов
    }
lesson-results = Ваши результаты
lesson-score = С первой попытки верно: { $right } из { $total } { $total ->
        [one] вопроса
       *[other] вопросов
    }.
lesson-no-questions = В этом уроке нет вопросов: оценивать нечего.
lesson-copied = Скопировано: вставьте это в сообщение учителю.
lesson-copy-refused = Браузер не дал скопировать; выделите текст ниже и скопируйте его:
lesson-col-step = Шаг
lesson-col-activity = Задание
lesson-col-first = С первой попытки
lesson-see-step = К шагу { $k }
lesson-retry-step = Заново: { $k }
lesson-to-retry = Повторить: { $steps }.
lesson-retry-item = шаг { $k }
lesson-your-name = Ваше имя, для учителя
lesson-copy = Скопировать мои результаты
lesson-private = Ваши ответы остаются в этом браузере; никуда ничего не отправляется. Результаты — это самоотчёт: вы сами копируете и отправляете их, и их можно набрать вручную, так что это запись для вас и учителя, а не контрольная.
lesson-restart = Начать урок заново (забыть мои ответы)
lesson-end = Конец урока · с первой попытки верно { $right } из { $total }
mark-right = верно с первой попытки
mark-wrong = неверно с первой попытки
mark-some = с первой попытки верно { $right } из { $total }
mark-none = нет ответа

## The activities (lesson-activities.js, lesson-play.js, lesson-tree.js, lesson-rule.js, lesson-table.js)

lesson-move-first-name = Первый ход партии
lesson-move-previous-name = Предыдущий ход партии
lesson-move-next-name = Следующий ход партии
lesson-move-last-name = Последний ход партии
lesson-move-slider = Ход партии
lesson-move-group = Пошаговый просмотр партии по ходам
lesson-position-too-long = её ввод длиной { $length } { $length ->
        [one] символ
        [few] символа
       *[many] символов
    }, а урок спрашивает о позициях не длиннее { $max } { $max ->
        [one] символа
       *[other] символов
    } (более длинную страница не выписывает): дайте позицию покороче
lesson-input-marked = Ввод шага, ошибочное место отмечено
lesson-position = Позиция
lesson-winning-one = Единственный выигрывающий ход
lesson-winning-one-listed = Единственный выигрывающий ход (здесь перечислены ходы на видимых клетках доски: { $shown })
lesson-winning-many = Выигрывающих ходов: { $count }
lesson-winning-many-listed = Выигрывающих ходов: { $count } (здесь перечислены те, что на видимых клетках доски: { $shown })
lesson-show-verdict-who = Кто выигрывает? Показать вердикт
lesson-show-verdict = Показать вердикт
lesson-watch-middle = Шаг просмотра проигрывает партию от начала игры; «{ $input }» — позиция из её середины. Укажите начало в поле "input", а шаг партии — в поле "step".
lesson-choose-move = Выберите ход
lesson-your-answer = Ваш ответ
lesson-ask-winner = Кто выигрывает отсюда при лучшей игре обеих сторон? Ходит { $player }.
lesson-ask-over = Игра здесь окончена: кто выиграл?
lesson-ask-move = Выберите на доске выигрывающий ход (ходит { $player }) или скажите, что такого нет.
lesson-ask-verdict = Каков здесь вердикт?
lesson-ask-no-choices = Этот шаг спрашивает вердикт, но в уроке нет вариантов "choices", из которых выбирать.
lesson-no-move-wins = Выигрывающего хода нет
lesson-no-move-there = Туда ходить нельзя.
lesson-cannot-grade = Эту позицию нельзя оценить: { $error }
lesson-truth-wins = Выигрывает { $player }
lesson-best-play = при лучшей игре.
lesson-none-wins = Выигрывающего хода нет: любой ход ({ $player }) оставляет выигрыш игроку { $winner }.
lesson-said-none = выигрывающего хода нет
lesson-right = Верно.
lesson-not-so = Не так.
lesson-you-said = Ваш ответ: { $answer }.
lesson-try-again = Попробовать ещё раз
lesson-first-counts = В результатах остаётся ваш первый ответ.
lesson-step-failed = Этот шаг не загрузился: { $error }.
lesson-exercises-score = С первой попытки верно: { $right } из { $answered } { $answered ->
        [one] позиции
       *[other] позиций
    } с ответом (всего { $total }).
lesson-unknown-activity = Задание этого шага, «{ $activity }», этой странице неизвестно: показан только текст.
lesson-position-unshown = Позицию этого шага нельзя показать: { $error }.
lesson-position-unshown-at = Позицию этого шага нельзя показать: строка { $line }, столбец { $column }: { $error }.
lesson-open-playground = Открыть урок в полной версии ↗
lesson-tree-perfect = ✓ Все позиции размечены без единой ошибки.
lesson-tree-after = Все позиции размечены, ошибок по пути: { $n }.
lesson-tree-none = У этой игры нет дерева: в неё не играют две стороны.
lesson-play-won = Цель достигнута: вы выиграли за игрока { $side }.
lesson-play-lost = На этот раз выиграл { $winner }. Начните заново и попробуйте ещё: в результатах остаётся первая партия.
lesson-play-over = Игра окончена: выиграл { $winner }, как и говорит лучшая игра.
lesson-goal = Ваша цель:
lesson-goal-win = выиграть за игрока { $side }.
lesson-goal-hold = играть за игрока { $side } и держаться как можно дольше: решатель не ошибается.
lesson-games-reached = Сыграно партий: { $n }; первая достигла цели.
lesson-games-missed = Сыграно партий: { $n }; первая не достигла цели.
lesson-rule-unread = Правило урока не читается, так что предсказывать нечего:
lesson-rule-said-holds = Вы сказали, что правило верно
lesson-rule-said-fails = Вы сказали, что правило где-то не выполняется
lesson-rule-held = оно выполняется на всех проверенных начальных позициях
lesson-rule-countered = проверка нашла контрпример, он ниже
lesson-rule-yours-holds = Ваше правило выполняется на всех проверенных начальных позициях.
lesson-rule-not-yet = Пока нет: проверка нашла контрпример, он ниже. Измените правило и проверьте снова.
lesson-rule-write = Напишите правило и проверьте его: проверка перебирает все начальные позиции до наибольшего размера.
lesson-rule-ask = До проверки: выполнится ли это правило на всех начальных позициях до наибольшего размера?
lesson-rule-yes = Выполнится
lesson-rule-no = Где-то не выполнится
lesson-table-names = { $x } и { $y }
lesson-table-said-decide = Вы сказали, что { $names } определяют, кто выигрывает
lesson-table-said-not = Вы сказали, что { $names } не определяют, кто выигрывает
lesson-table-decides = в каждой клетке один исход.
lesson-table-mixed = { $n } { $n ->
        [one] клетка
        [few] клетки
       *[many] клеток
    } таблицы { $n ->
        [one] содержит
       *[other] содержат
    } оба исхода.
lesson-table-pick = Выберите два числа и постройте таблицу: где одна пара определяет, кто выигрывает?
lesson-table-ask = До таблицы: определяют ли { $names }, кто выигрывает из каждой начальной позиции?
lesson-table-yes = Определяют
lesson-table-no = Не определяют

## A lesson file's problems (lesson-format.js)

lesson-problem-field = Урок, поле { $field }: { $problem }
lesson-problem-step = Шаг { $step }: { $problem }
lesson-problem-step-field = Шаг { $step }, поле { $field }: { $problem }
lesson-value-list = список
lesson-value-object = объект
lesson-not-object = Урок — это JSON-объект { $shape }, а не { $value }.
lesson-title-missing = нет: дайте уроку название, текст.
lesson-not-text = нужен текст, а не { $value }.
lesson-title-empty = пусто: дайте уроку название.
lesson-lang-bad = нужен тег языка, например "ko", "ru" или "en", а не { $value }.
lesson-steps-missing = нет: урок — это список шагов, "steps": […].
lesson-steps-not-list = нужен список шагов, а не { $value }.
lesson-steps-empty = пусто: в уроке должен быть хотя бы один шаг.
lesson-steps-too-many = { $length } { $length ->
        [one] шаг
        [few] шага
       *[many] шагов
    }; в уроке не больше { $max } { $max ->
        [one] шага
       *[other] шагов
    }: разделите его на несколько уроков.
lesson-title-too-long = { $length } { $length ->
        [one] символ
        [few] символа
       *[many] символов
    }; в названии не больше { $max } { $max ->
        [one] символа
       *[other] символов
    }.
lesson-step-not-object = шаг — это JSON-объект { $shape }, а не { $value }.
lesson-activity-missing = нет: одно из заданий { $activities }.
lesson-activity-unknown = { $activity } — задание, неизвестное этой странице ({ $activities }): шаг показывает только свой текст.
lesson-game-missing = нет: шаг { $activity } посвящён игре.
lesson-game-missing-of = нет: шаг { $activity } посвящён игре ({ $games }).
lesson-game-unknown = { $game } — не игра этой страницы; её игры: { $games }.
lesson-input-missing = нет: шаг { $activity } показывает позицию — ввод игры (как его принимает поле страницы).
lesson-seed-missing = нет: шаг exercises — это набор из зерна ("seed": 7) или позиции, выбранные учителем ("positions": […]).
lesson-positions-empty = пусто: выберите хотя бы одну позицию или задайте зерно.
lesson-side-unknown = { $side } — не игрок в { $game }: { $players }.
lesson-one-of = одно из { $values }, а не { $value }.
lesson-not-whole = нужно целое число, а не { $value }.
lesson-whole-range = нужно целое число от 0 до { $max }, а не { $value }.
lesson-not-texts = нужен список текстов, а не { $value }.
lesson-list-too-long = { $length } { $length ->
        [one] элемент
        [few] элемента
       *[many] элементов
    }; в списке не больше { $max } { $max ->
        [one] элемента
       *[other] элементов
    }.
lesson-item-not-text = элемент { $item } — { $value }, а не текст.
lesson-item-problem = элемент { $item }: { $problem }
lesson-show-not-object = нужен объект, например { $example }, а не { $value }.
lesson-show-not-boolean = { $name } — это true или false, а не { $value }.
lesson-text-too-long = { $length } { $length ->
        [one] символ
        [few] символа
       *[many] символов
    }; в тексте урока не больше { $max } { $max ->
        [one] символа
       *[other] символов
    }.
lesson-json-unread = JSON урока не читается: { $reason }.
lesson-json-fault = Строка { $line }, столбец { $column }: здесь JSON урока не читается (ожидалось: { $expected }; найдено: { $found }).
lesson-json-end = конец текста
lesson-json-string-end = закрывающая кавычка до конца строки (перевод строки внутри текста пишется \n)
lesson-json-hex = четыре шестнадцатеричные цифры после \u
lesson-json-escape = экранирование: \" \\ \/ \b \f \n \r \t или \u
lesson-json-closing-quote = закрывающая "
lesson-json-value = значение (текст в "…", число, true, false, null, { $object } или { $list })
lesson-json-field-name = имя поля в "…"
lesson-json-colon = ":" после имени поля
lesson-json-comma = "," или "{ $close }"
lesson-link-damaged = Ссылка на урок повреждена: { $why }. Попросите ссылку ещё раз или файл урока.
lesson-link-bad-character = символ { $at } ({ $character }) не из алфавита base64url: буквы, цифры, - и _
lesson-link-bad-length = её длина, { $length }, невозможна в base64url (символом больше или меньше, чем нужно)
lesson-link-no-inflater = она сжата, а этот браузер не умеет её распаковать
lesson-link-not-deflate = её сжатые данные не распаковываются (часть их потеряна или изменена)
lesson-link-too-big = Эта ссылка на урок распаковывается больше чем в { $mib } МиБ, а урок, как и его файл, не больше { $mib } МиБ: урок не открыт. Попросите файл урока или урок покороче.
lesson-link-not-utf8 = в ней не текст UTF-8

## The Lessons menu (lessons.js)

lesson-loading = Загрузка…
lesson-open-file = Открыть файл урока
lesson-added = Добавлено шагом { $k } в «{ $title }».
lesson-add-this = + Добавить это в урок
lesson-built-in = Встроенные уроки
lesson-teach = Учителю
lesson-edit-mine = Редактировать мой урок
lesson-class-results = Результаты класса
lesson-none-built-in = Встроенные уроки загружаются с веб-адреса страницы; в этой копии их нет. Откройте файл урока.
lesson-file-too-big = { $name } занимает { $bytes } { $bytes ->
        [one] байт
        [few] байта
       *[many] байт
    }; файл урока — не больше { $max } МиБ.
lesson-file-refused = { $name } не открывается как урок:
lesson-for-teacher = Для учителя
lesson-print = Распечатать рабочий лист
lesson-copy-embed = Копировать код встраивания
lesson-save-file = Сохраните урок в файл
lesson-too-long-link = Этот урок слишком длинный для ссылки: в его ссылке было бы { $length } { $length ->
        [one] символ
        [few] символа
       *[many] символов
    }, а ссылка вмещает не больше { $max } { $max ->
        [one] символа
       *[other] символов
    }. { $save } и поделитесь файлом: он открывается из меню «Уроки».
lesson-embed-measuring = Измеряем место для урока: шаг { $k } из { $n }, в колонках разной ширины ({ $count })…
lesson-embed-measured = Место урока — по самому высокому шагу: от { $narrowHeight } px в колонке шириной { $narrowWidth } px до { $wideHeight } px при { $wideWidth } px, так что пост не сдвигается.
lesson-embed-unmeasured = Измерить не удалось ({ $error }): урок займёт { $height } px и вырастет до самого высокого шага.
lesson-embed-elsewhere = Урок опубликован в другом месте, отсюда его не измерить: он займёт { $height } px и вырастет до самого высокого шага.
lesson-embed-copied = Код встраивания скопирован: вставьте его в пост.
lesson-embed-refused = Браузер не дал скопировать; вот код, выделите его:
lesson-edit-copy = Редактировать копию
lesson-back-editor = ← Назад в редактор
lesson-leave = ✕ Выйти из урока
lesson-shown-differently = Эта страница показывает { $n ->
        [1] один шаг
       *[other] шаги ({ $n })
    } иначе
lesson-from-file = Открыт из файла, слишком длинного для ссылки: поделитесь файлом.
lesson-broken = Этот урок не открывается
lesson-back-playground = Назад на страницу игр

## Class results (lesson-class.js)

class-paste = Вставьте сюда все тексты, которые прислали ученики, один за другим.
class-how = Каждый ученик в конце урока копирует свои результаты («{ $copy }») и присылает вам. Вставьте их все ниже, в любом порядке и с чем угодно вокруг: таблица учтёт каждого ученика один раз, по шагам.
class-paste-cut = Вставлено { $length } { $length ->
        [one] символ
        [few] символа
       *[many] символов
    }; читаются первые { $mib } МиБ: остальное вставьте отдельно.
class-line-unread = Строка { $line }: строка результатов не читается (она должна быть такой, как её скопировали: "{ $code }").
class-line-steps = Строка { $line }: { $steps }, а в уроке не больше { $max } { $max ->
        [one] шага
       *[other] шагов
    }.
class-line-bad-result = Строка { $line }: { $token } — не результат шага (step:R, step:W, step:- или step:right/total, к каждому может быть добавлено .activity и :answer).
class-twice = Результаты ученика { $name } за урок { $id } пришли дважды: учитываются более поздние (строка { $line }).
class-more-problems = …и ещё { $length } таких же.
class-too-many = Во вставленном тексте результаты { $length } { $length ->
        [one] ученика
       *[other] учеников
    }; таблица класса учитывает не больше { $max }: учтены первые { $max } вставленных, остальные { $rest } — нет. Вставьте их отдельно.
class-self-reported = Результаты — самоотчёт: ученик сам копирует и присылает их, и их можно набрать или изменить вручную. Смотрите по ним, что далось классу трудно, а не ставьте по ним оценки.
class-label = Результаты учеников
class-show = Показать таблицу класса
class-none = Результатов не найдено: текст ученика кончается строкой, которая начинается с «VPR2 id=» (или «VPR1 id=», со старой страницы). Вставьте весь присланный текст.
class-more = Это результаты { $n } { $n ->
        [one] урока
       *[other] уроков
    }; показаны таблицы первых { $max }. Чтобы увидеть остальные, вставьте результаты каждого урока отдельно.
class-not-counted = Не учтено:
class-lesson-named = { $title } (урок { $id })
class-lesson = Урок { $id }
class-and = { $list } и { $last }
class-and-more = { $list } и ещё { $n }
class-flag = ← больше всего ошибок
class-exercises = (упражнения: { $right } из { $total })
class-rows = строки { $from }–{ $to } из { $n }
class-rows-earlier = ← Предыдущие строки
class-rows-later = Следующие строки →
class-steps = шаги { $from }–{ $to } из { $n }
class-steps-earlier = ← Предыдущие шаги
class-steps-later = Следующие шаги →
class-students-shown = ученики { $from }–{ $to } из { $n }
class-students-earlier = ← Предыдущие ученики
class-students-later = Следующие ученики →
class-student = Ученик
class-step = Шаг { $k }
class-heading = { $title }: { $n } { $n ->
        [one] ученик
        [few] ученика
       *[many] учеников
    }
class-hardest-one = Больше всего ошибок: шаг { $which }
class-hardest-many = Больше всего ошибок: шаги { $which }
class-hardest-count = ({ $most } из { $total } ошиблись с первой попытки).
class-none-wrong = Ни в одном шаге никто не ошибся с первой попытки.
class-by-step = { $title }: по шагам
class-by-student = { $title }: по ученикам
class-col-right = Верно с первой попытки
class-col-wrong = Неверно с первой попытки
class-col-none = Нет ответа
class-students = По ученикам: каждая отметка и данный ответ
class-print = Напечатать таблицу класса
class-print-too-many = Таблицы по ученикам заняли бы { $cells } { $cells ->
        [one] клетку
        [few] клетки
       *[many] клеток
    } — больше { $max }, что помещается на бумаге: печатаются только таблицы по шагам. Листайте учеников на экране.
class-print-key = ✓ верно с первой попытки · ✗ неверно с первой попытки · ○ нет ответа · 3/5: упражнения, верно 3 из 5

## The lesson editor (lesson-editor.js)

editor-show-verdict = Давать вердикт
editor-show-hints = Давать подсказки (Игра)
editor-show-values = Давать оценки ходов
editor-activity-note = Заметка: только слова учителя
editor-activity-watch = Просмотр: партия с выбранного шага
editor-activity-predict = Прогноз: ученик сначала говорит, кто выигрывает (или выбирает ход)
editor-activity-play = Игра: из позиции, против решателя
editor-activity-tree = Дерево: обратная индукция, смотреть или размечать
editor-activity-rule = Правило: проверить данное правило или написать своё
editor-activity-exercises = Упражнения: набор по зерну или выбранные позиции
editor-activity-table = Таблица: таблица исходов
editor-steps = Шаги урока
editor-open-file = Открыть файл урока для правки
editor-restore = Вернуть прежний черновик
editor-head = Ваш урок
editor-untitled = Мой урок
editor-intro = Покажите что-нибудь на странице (игру, шаг её партии, дерево, правило, упражнения, Игру) и нажмите «{ $add }»; затем выберите задание каждого шага, напишите свои слова, расставьте шаги по порядку и просмотрите урок. Черновик хранится в этом браузере.
editor-title = Название
editor-add-note = + Добавить заметку
editor-added = Шаг { $n } добавлен.
editor-preview = ▶ Просмотреть урок
editor-save = Сохранить файл
editor-copy-link = Копировать ссылку на урок
editor-new = Новый урок
editor-library = Мои уроки
editor-library-note = Уроки, сохранённые в этом браузере (ничего никуда не отправляется): экспортируйте их в файлы, чтобы хранить где-то ещё.
editor-keep = Сохранить этот урок в «Мои уроки»
editor-export-all = Экспортировать все в файлы
editor-library-full = Этот браузер больше не сохранит уроков: экспортируйте их в файлы и удалите некоторые.
editor-kept = Сохранено в «Мои уроки» как «{ $title }».
editor-refused = Браузер не сохранил изменение.
editor-exported = { $n ->
        [one] Сохранён { $n } файл
        [few] Сохранено { $n } файла
       *[many] Сохранено { $n } файлов
    }: { $names }.
editor-library-count = Мои уроки ({ $n })
editor-none-kept = Пока ничего не сохранено.
editor-rename-name = Новое название для «{ $title }»
editor-entry = { $n } { $n ->
        [one] шаг
        [few] шага
       *[many] шагов
    }
editor-entry-editing = { $n } { $n ->
        [one] шаг
        [few] шага
       *[many] шагов
    }, редактируется
editor-open = Открыть
editor-duplicate = Дублировать
editor-rename = Переименовать
editor-delete = Удалить
editor-opened = «{ $title }» открыт: «{ $keep }» сохранит ваши изменения под этим названием.
editor-duplicated = «{ $title }» продублирован.
editor-renamed = Переименовано в «{ $title }».
editor-undo = Отменить
editor-back = «{ $title }» возвращён.
editor-deleted = «{ $title }» удалён.
editor-too-long = Этот ввод слишком длинный для урока (урок передаётся ссылкой): возьмите покороче.
editor-new-note = Новый урок. Прежний сохранён: «{ $restore }» вернёт его.
editor-restored = Прежний черновик вернулся (а ваш нынешний стал прежним).
editor-to-fix = Исправить, прежде чем делиться уроком: { $n }.
editor-no-step = Шагов пока нет.
editor-unknown-activity = { $activity } (этой странице неизвестно)
editor-game = Игра
editor-no-game = (нет)
editor-input = Ввод
editor-at-step = На шаге партии
editor-default = по умолчанию для игры ({ $value })
editor-columns = Столбцы (пусто: таблицу выбирает ученик)
editor-rows = Строки
editor-question = Вопрос
editor-ask-winner = Кто выигрывает: { $first } или { $second }?
editor-ask-move = Выбрать выигрывающий ход на доске
editor-choices-placeholder = вердикты на выбор через запятую
editor-choices = Варианты
editor-side = Ученик играет за
editor-side-default = сторону, которая может выиграть
editor-goal = Цель (необязательно)
editor-goal-placeholder = выиграть за …
editor-tree = Дерево
editor-mode-watch = Смотреть обратную индукцию
editor-mode-label = Разметить самому
editor-table-rule = Нарисовать поверх правило после ответа (необязательно)
editor-rule = Правило (пусто: ученик пишет своё)
editor-scope = Только для позиций, где (необязательно)
editor-seed = Набор упражнений (зерно)
editor-positions = Или выбранные вами позиции (кто выигрывает в каждой), по одной в строке
editor-available = Доступно ученику (после его ответа)
editor-move-up = Поднять шаг { $n }
editor-move-down = Опустить шаг { $n }
editor-activity-of = Задание шага { $n }
editor-remove = Удалить шаг { $n }
editor-preview-from = Просмотр с шага { $n }
editor-preview-step = ▶ Просмотр
editor-words = Ваши слова
editor-student-picks = (выбирает ученик)
editor-no-rows = нет: одно число, последовательность
editor-tree-fits = В дереве позиций: { $n }; рабочий лист рисует его с клетками W/L у каждой.
editor-tree-big = В дереве позиций: { $n } — слишком много, чтобы разметить на экране за минуты урока, и для страницы рабочего листа (он рисует деревья не больше чем из { $max } позиций; на бумаге ученик получает строки, а ключ — все метки).
editor-tree-smaller = Взять вместо этого шаг { $k } партии: { $position } (позиций: { $n })
editor-moved = Шаг { $from } теперь шаг { $to }.
editor-removed = Шаг { $n } удалён.
editor-step-back = Шаг { $n } возвращён.
editor-fix-preview = Сначала исправьте перечисленное выше: просмотр проигрывает урок так, как его получит ученик.
editor-add-first = Сначала добавьте шаг.
editor-saved = Сохранено как { $name }: урок в JSON, который откроет любой текстовый редактор (что значит каждое поле, сказано в docs/RULES.md, "Lessons").
editor-file-too-big = { $name } слишком велик для файла урока (не больше { $max } МиБ).
editor-file-unread = { $name } не читается как урок:
editor-file-opened = { $name } открыт: шагов — { $n }.
editor-fix-embed = Сначала исправьте перечисленное выше: встраивать урок, который не открывается, бесполезно.
editor-fix-link = Сначала исправьте перечисленное выше: ссылка на урок, который не открывается, бесполезна.
editor-link-copied = Ссылка на урок скопирована ({ $n } { $n ->
        [one] символ
        [few] символа
       *[many] символов
    }): кто её откроет, получит урок по шагу за раз.
editor-link-refused = Браузер не дал скопировать; вот ссылка, выделите её:

## The worksheet (lesson-worksheet.js)

ws-room = Место для ответа
ws-preparing = Готовим рабочий лист: движок вычисляет ключ ответов…
ws-print = 🖶 Печать
ws-aria = Рабочий лист: { $title }
ws-title = Рабочий лист
ws-close = ✕ Закрыть
ws-ready = Готово к печати на A4 или Letter, чёрно-белой; ключ ответов начинается с новой страницы.
ws-name = Имя
ws-date = Дата
ws-key-title = Ключ ответов: { $title }
ws-key-note = Вычислено движком — тем же, что проверяет урок на экране.
ws-step-failed = Этот шаг не удалось подготовить: { $error }
ws-board = Позиция { $position }
ws-position = Позиция:
ws-ask-verdict = Каков вердикт?
ws-why = Почему?
ws-why-label = Почему
ws-ask-move-example = Какой ход выигрывает (ходит { $player })? Запишите его так, как игра записывает ходы (например, «{ $example }» — это не обязательно хороший ход), или «нет».
ws-ask-move = Какой ход выигрывает (ходит { $player })? Запишите его так, как игра записывает ходы, или «нет».
ws-move-label = Ход
ws-ask-winner = Кто выигрывает при лучшей игре? Ходит { $player }.
ws-wins = Выигрывает { $player }
ws-moves-for = { $heading } (ходит { $player }):
ws-no-move = Выигрывающего хода нет (ходит { $player }): любой ход оставляет выигрыш игроку { $winner }.
ws-ask-watch = Посмотрите лучшую игру отсюда. Кто выигрывает и какой следующий ход?
ws-ask-calls = Прочитайте заявки. Каков вердикт?
ws-next-move = Следующий ход решателя: { $player } { $move }.
ws-ask-play = Сыграйте с партнёром. Запишите ходы и кто выиграл:
ws-ask-play-side = Сыграйте с партнёром, вы — { $side }. Запишите ходы и кто выиграл:
ws-moves-label = Ходы
ws-ask-tree-big = Нарисуйте все пути, которыми может пойти игра отсюда, и отметьте каждую позицию W (выигрышная для того, кто ходит) или L (проигрышная).
ws-tree-size = Во всём дереве { $n } { $n ->
        [one] позиция
        [few] позиции
       *[many] позиций
    }: нарисуйте первые ходы и разметьте их.
ws-tree-label = Дерево
ws-key-tree-big-won = { $n } { $n ->
        [one] позиция
        [few] позиции
       *[many] позиций
    }; верхняя выигрышная для того, кто ходит ({ $player }).
ws-key-tree-big-lost = { $n } { $n ->
        [one] позиция
        [few] позиции
       *[many] позиций
    }; верхняя проигрышная для того, кто ходит ({ $player }).
ws-ask-tree = Отметьте каждую позицию W (выигрышная для того, кто в ней ходит) или L (проигрышная). Начните снизу.
ws-key-tree-won = Верхняя позиция выигрышная для того, кто ходит ({ $player }).
ws-key-tree-lost = Верхняя позиция проигрышная для того, кто ходит ({ $player }).
ws-over = конец
ws-over-won = конец: выиграл { $player }
ws-over-lost = конец: проиграл { $player }
ws-ask-table-pick = Выберите два числа позиции и нарисуйте таблицу исходов: где одна пара определяет, кто выигрывает?
ws-numbers = Числа:
ws-your-table = Ваша таблица
ws-tables-to-try = Таблицы, которые стоит попробовать, по порядку:
ws-table-error = Эту таблицу построить нельзя: { $error }
ws-names = { $x } и { $y }
ws-ask-table = Определяют ли { $names }, кто выигрывает из каждой начальной позиции игры { $game }?
ws-yes = Да
ws-no = Нет
ws-fill = Заполните каждую клетку: { $a }, если { $first } выигрывает из всех начальных позиций клетки, { $b }, если { $second }, и «оба», если есть позиции каждого вида. Клетки без начальных позиций затенены.
ws-decide = { $names } определяют исход
ws-not-decide = { $names } не определяют исход
ws-write-rule = Напишите правило: { $claim }, когда…
ws-first-wins = первый игрок выигрывает
ws-your-rule = Ваше правило
ws-names-list = Имена:
ws-the-rule = Правило: { $claim }, когда { $rule }.
ws-the-rule-scope = Правило: { $claim }, когда { $rule } (только где { $scope }).
ws-holds-ask = Выполняется ли оно на всех начальных позициях до наибольшего размера?
ws-wrong-where = Если нет — позиция, где оно неверно:
ws-holds = Выполняется
ws-fails = Не выполняется
ws-counterexample = контрпример: { $position } (правило говорит: { $says }; при лучшей игре: { $truth }; { $values }).
ws-unread = Правило не читается: { $summary }
ws-who-wins = Кто выигрывает? Ходит { $player }.
ws-set = Набор упражнений { $seed }.
ws-every-winning = Все выигрывающие ходы:
ws-a-right = Верный ответ:

## The input, the board, the tables and the printout (input-block.js, board.js, render.js, print.js, controller.js)

input-big = Ввод
input-edit-big = Показать и редактировать текст
input-clear = Очистить
input-open-file = Открыть текстовый файл как ввод
input-characters = { $n } { $n ->
        [one] символ
        [few] символа
       *[many] символов
    }
input-from-file = (из { $name })
input-kept = слишком длинный, чтобы показывать его в поле во время работы, поэтому хранится как есть.
input-set-by = задано вводом: { $by }
input-where = строка { $line }, столбец { $column }:
input-case = случай { $case },
input-ended = ввод закончился там, где ожидалось: { $what }
input-not-number = на месте { $token } должно быть: { $what }, целое число
input-too-large-for = { $token } слишком велико для значения «{ $what }» (не больше { $most })
input-unexpected = лишнее { $token } { $after }
input-what-cases = T — число тестов
input-after-cases = после последнего из { $count } { $count ->
        [one] теста
       *[other] тестов
    }
input-offending = ошибочное место
file-too-big = { $name } длиной { $bytes } { $bytes ->
        [one] байт
        [few] байта
       *[many] байт
    }; приложение принимает файлы до { $max } МиБ (у консольного судьи verdict такого ограничения нет)
board-move-keeps = ход сюда сохраняет выигрыш
board-move-loses = ход сюда проигрывает
board-just-played = (только что сыграно)
board-choose = Выберите ход:
board-choose-example = Выберите ход ({ $label } { $move } и так далее):
board-choice-keeps = { $move }, сохраняет выигрыш
board-choice-loses = { $move }, проигрывает
board-places = клетки { $from }–{ $to } из { $n }
board-positions = позиции { $from }–{ $to } из { $n }
board-legend = Условные обозначения
withheld-available = Доступно { $when }.
input-here = здесь
input-lone-surrogate = { $unit } — половина символа, который пишется двумя половинами (одиночный суррогат), без второй половины: его не может содержать ни текст, ни ссылка. Удалите его или введите символ заново
table-sideways = Справа есть ещё столбцы: прокрутите таблицу вбок →
table-notes = Примечания к «{ $title }»
table-select-row = Выбрать эту строку (стрелки перемещают)
table-no-rows = строк нет
table-rows = строки { $from }–{ $to } из { $n }
table-row-count = { $n } { $n ->
        [one] строка
        [few] строки
       *[many] строк
    }
table-step-cell = { $cell }: { $column }, шаг { $step }; показать
table-top = ⇤ В начало
table-earlier = ← Предыдущие строки
table-later = Следующие строки →
table-end = В конец ⇥
table-jump = Перейти к строке таблицы «{ $title }»
table-row = Строка
table-go = Перейти
print-input = Ввод:
print-a-text = текст
print-long-input = { $name } из { $n } { $n ->
        [one] символа
       *[other] символов
    }
print-more-rows = … и ещё { $n } { $n ->
        [one] строка
        [few] строки
       *[many] строк
    } в приложении.
print-rows = { $n } { $n ->
        [one] строка
        [few] строки
       *[many] строк
    } в приложении.

## The embed builder's measuring frame (measure.js, lesson-embed-code.js)

measure-frame = Измеряем встраиваемый блок
measure-lesson = Измеряем урок
measure-drawing-slow = Встраиваемый блок рисовался дольше { $seconds } с
measure-measuring-slow = Встраиваемый блок измерялся дольше { $seconds } с
measure-opening-slow = Урок открывался дольше { $seconds } с
measure-step-slow = Шаг { $k } занял больше { $seconds } с

## The core's reports: the verdict and its reason

text = { $text }
# A name alone (a table's cell, a fact's value): the catalogue's name-… for it.
named = { $name }
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
list-sentences = { $first } { $rest }
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
ticket-why-position = позиция { $at }
ticket-why-positions = позиции { $first }–{ $last }
ticket-why-no-marks = ни одного '?'
ticket-why-marks =
    { $count } { $count ->
        [one] знак
        [few] знака
       *[many] знаков
    } '?'
ticket-why-halves = Левая половина ({ $left_at }): сумма цифр { $left_sum }, { $left_marks }; правая половина ({ $right_at }): сумма цифр { $right_sum }, { $right_marks }.
ticket-why-filled-equal = Заполнять нечего, так что никто не ходит: { $left } = { $right }, и побеждает Бикарп.
ticket-why-filled-unequal = Заполнять нечего, так что никто не ходит: { $left } ≠ { $right }, и побеждает Монокарп.
ticket-why-one-q = Знак '?' всего один, а Монокарп ходит первым, так что записывает его сам. Каковы бы ни были суммы, уравнять их может не больше одной цифры, а выбирает он из десяти: побеждает Монокарп.
ticket-why-odd = Знаков '?' { $q }, это нечётное число, а Монокарп ходит первым, так что и последнюю цифру записывает он. Каковы бы ни были суммы перед ней, уравнять их может не больше одной цифры, а выбирает он из десяти: побеждает Монокарп.
ticket-why-answers = Бикарп отвечает на каждую цифру x Монокарпа одним из двух способов: той же цифрой x в другой половине (разница между половинами остаётся прежней) или, когда '?' остались только в одной половине, цифрой 9 − x в той же половине (пара тогда даёт ровно 9).
ticket-why-copy-one =
    Копирование расходует единственный '?' { $fewer ->
        [left] левой
       *[right] правой
    } половины против одного '?' { $more ->
        [left] левой
       *[right] правой
    } половины. { $rest }
ticket-why-copy =
    Копирование расходует все '?' { $fewer ->
        [left] левой
       *[right] правой
    } половины ({ $copied }) против стольких же '?' { $more ->
        [left] левой
       *[right] правой
    } половины. { $rest }
ticket-why-decide-equal = После этого лишних '?' не остаётся, так что решают одни заданные цифры: их суммы равны, и половины заканчивают вровень.
ticket-why-decide-lead =
    После этого лишних '?' не остаётся, так что решают одни заданные цифры: { $leader ->
        [left] левая
       *[right] правая
    } половина впереди на { $lead }, и ничто этого не восполнит.
ticket-why-pairs =
    Оставшиеся '?' в { $more ->
        [left] левой
       *[right] правой
    } половине ({ $extra }) составляют { $pairs } { $pairs ->
        [one] пару
        [few] пары
       *[many] пар
    }, и каждая пара добавляет этой половине 9: всего { $gain }. { $outcome }
ticket-why-outcome-ahead =
    Заданные цифры равны, так что { $more ->
        [left] левая
       *[right] правая
    } половина заканчивает впереди на { $gain }.
ticket-why-outcome-balanced =
    Заданные цифры { $leader ->
        [left] левой
       *[right] правой
    } половины впереди на { $lead } — ровно на столько, сколько пары добавляют другой половине, так что половины заканчивают вровень.
ticket-why-outcome-same =
    { $leader ->
        [left] Левая
       *[right] Правая
    } половина уже впереди на { $lead }, а пары добавляют той же половине.
ticket-why-outcome-other =
    { $leader ->
        [left] Левая
       *[right] Правая
    } половина впереди на { $lead }, но пары добавляют { $gain } другой половине: { $lead } ≠ { $gain }.
ticket-why-balanced = Так что, что бы ни писал Монокарп, ответы Бикарпа ведут половины к равенству: побеждает Бикарп.
ticket-why-apart = Так что Бикарп не может уравнять половины, а Монокарп держит их врозь: каждым ходом он пишет 9 в ту половину, что впереди (или 0 в другую, если в ведущей не осталось '?'), и ни один ответ не отыгрывает больше, чем он добавил. Побеждает Монокарп.
ticket-why-b = То же одним числом, как его показывает доска: B — насколько левая половина впереди, если каждый '?' стоит 4.5 (Бикарп делает каждую пару '?' равной 9). Здесь левая половина даёт { $left }, а правая { $right }, так что B = { $b }; при чётном числе '?' и ходе Монокарпа Бикарп побеждает ровно тогда, когда B = 0.
ticket-why-expert-d = d = { $left } − { $right } = { $d }: насколько заданные цифры левой половины впереди.
ticket-why-expert-rule = Бикарп побеждает ровно тогда, когда 2d = 9(qR − qL): каждая пара ходов может добавить 9 одной половине (x, затем 9 − x) или одну и ту же цифру обеим, и ничего другого не вынуждено.
ticket-why-expert-here = Здесь 2d = { $lhs } и 9(qR − qL) = 9 × { $factor } = { $rhs }.
ticket-why-expert-b = B = d + 9(qL − qR)/2 = { $d } + 9 × ({ $ql } − { $qr })/2 = { $b }: перевес левой половины, если бы каждый '?' стал 4.5. Бикарпу нужно B = 0.
ticket-why-expert-move = Ход меняет B на −4.5, −3.5, …, 4.5, в какой бы половине он ни был сделан: цифра x слева добавляет x − 4.5, справа вычитает.
ticket-why-expert-odd = Всего знаков '?' { $q } — нечётное число: Монокарп ходит первым и последним. Поэтому же не выполняется 2d = 9(qR − qL): 2d = { $lhs } чётно, а qR − qL нечётно, и 9, умноженное на нечётное число, нечётно. По той же причине B = d + 9(qL − qR)/2 оканчивается на .5 и никогда не равно 0.
ticket-why-expert-middle = В середине игры значение зависит только от B, числа q оставшихся '?' и того, чей ход, а решает тот, кто ходит последним: при ходе Монокарпа Бикарп побеждает ровно тогда, когда q чётно и B = 0; при ходе Бикарпа — ровно тогда, когда q нечётно и |B| ≤ 4.5 (одна цифра приводит B к 0, а дальше он отвечает на каждый ход); когда '?' не осталось — когда B = 0. Тесты доказывают это сравнением с минимаксом по всем небольшим позициям.
ticket-why-expert-bicarp = Стратегия Бикарпа: пока '?' есть в обеих половинах, отвечать на цифру Монокарпа той же цифрой в другой половине; когда '?' остались только в одной половине, отвечать на x цифрой 9 − x в той же половине. В обоих случаях пара меняет B на 0.
ticket-why-expert-monocarp-left = Стратегия Монокарпа: B = { $b } положительно, поэтому он пишет 9 в левую половину (или 0 в правую, если в левой нет '?'); каждый его ход отодвигает B от 0 на 4.5, и ни один ответ не возвращает больше 4.5, так что B никогда не достигает 0.
ticket-why-expert-monocarp-right = Стратегия Монокарпа: B = { $b } отрицательно, поэтому он пишет 9 в правую половину (или 0 в левую, если в правой нет '?'); каждый его ход отодвигает B от 0 на 4.5, и ни один ответ не возвращает больше 4.5, так что B никогда не достигает 0.
# ticket's positions, steps and errors
ticket-position-standing-level = если считать каждый '?' за 4.5, обе половины дают { $left }: они равны
ticket-position-standing-gap =
    если считать каждый '?' за 4.5, левая половина даёт { $left }, а правая { $right }: { $half ->
        [left] левой
       *[right] правой
    } половине не хватает { $more }
ticket-position-over-equal = Знаков '?' не осталось, и половины равны ({ $left } = { $right }): Бикарп победил.
ticket-position-over-unequal = Знаков '?' не осталось, и половины различаются ({ $left } ≠ { $right }): Монокарп победил.
ticket-position-monocarp-odd =
    Ходит Монокарп, и { $q ->
        [one] остался { $q } знак '?'
        [few] осталось { $q } знака '?'
       *[many] осталось { $q } знаков '?'
    }, нечётное число, так что последнюю цифру он запишет сам, а из десяти цифр, которые он может туда записать, уравнять половины может не больше одной: побеждает Монокарп.
ticket-position-monocarp-gap =
    { $standing }. Ходит Монокарп, и { $q ->
        [one] остался { $q } знак '?'
        [few] осталось { $q } знака '?'
       *[many] осталось { $q } знаков '?'
    }, чётное число: каждый его ход увеличивает разрыв на 4.5 (9 в ведущую половину или 0 в другую), и ни один ответ не сокращает его больше чем на 4.5, так что побеждает Монокарп.
ticket-position-monocarp-gap-hint =
    { $standing }. Ходит Монокарп, и { $q ->
        [one] остался { $q } знак '?'
        [few] осталось { $q } знака '?'
       *[many] осталось { $q } знаков '?'
    }, чётное число: каждым ходом он может увеличить разрыв на 4.5, и ни один ответ не сокращает его больше чем на 4.5, так что побеждает Монокарп.
ticket-position-monocarp-level = { $standing }, и ходит Монокарп при чётном числе '?' ({ $q }): что бы он ни записал, Бикарп отвечает так, чтобы половины снова сравнялись (той же цифрой в другой половине или 9 − x в той же), так что побеждает Бикарп.
ticket-position-level-digit =
    { $digit } в { $half ->
        [left] левую
       *[right] правую
    } половину
ticket-position-bicarp-levels = { $standing }. Бикарп уравнивает их одной цифрой ({ $digits }), а дальше отвечает на каждый ход Монокарпа, так что побеждает Бикарп.
ticket-position-bicarp-can-level = { $standing }. Одна цифра восполняет до 4.5, так что Бикарп может уравнять их сейчас, а дальше отвечает на каждый ход Монокарпа, так что побеждает Бикарп.
ticket-position-bicarp-even =
    Ходит Бикарп, и { $q ->
        [one] остался { $q } знак '?'
        [few] осталось { $q } знака '?'
       *[many] осталось { $q } знаков '?'
    }, чётное число, так что последнюю цифру запишет Монокарп, а из десяти цифр, которые он может туда записать, уравнять половины может не больше одной: побеждает Монокарп.
ticket-position-bicarp-far = { $standing }. Одна цифра восполняет не больше 4.5, так что Бикарп не может уравнять половины сейчас, а дальше Монокарп продолжает увеличивать разрыв: побеждает Монокарп.
ticket-position-writes =
    { $mover } { $what } ({ $half ->
        [left] левая
       *[right] правая
    } половина)
ticket-position-last-digit =
    Монокарп записывает последнюю цифру, { $digit } в позицию { $position } ({ $half ->
        [left] левая
       *[right] правая
    } половина): из десяти цифр уравнять половины могла бы не больше одной, и это не она.
ticket-position-push-ahead =
    { $move }, в ту половину, что впереди, если считать каждый '?' за 4.5: перевес { $ahead ->
        [left] левой
       *[right] правой
    } половины растёт с { $from } до { $to }, и ни один ответ не отыграет больше 4.5.
ticket-position-push-behind =
    { $move }, в отстающую половину, если считать каждый '?' за 4.5 (в ведущей, { $ahead ->
        [left] левой
       *[right] правой
    }, '?' не осталось): перевес { $ahead ->
        [left] левой
       *[right] правой
    } половины растёт с { $from } до { $to }, и ни один ответ не отыграет больше 4.5.
ticket-position-hopeless =
    Любой ход Монокарпа проигрывает: если считать каждый '?' за 4.5, половины равны, и Бикарп может ответить на что угодно; он { $what } ({ $half ->
        [left] левая
       *[right] правая
    } половина), после чего { $lead }, и надеется, что Бикарп ошибётся.
ticket-position-copy = { $move }, копия цифры { $answered } Монокарпа в другой половине: одна и та же цифра в обеих половинах сохраняет их равенство, если считать каждый '?' за 4.5.
ticket-position-complete =
    { $move }: в { $other ->
        [left] левой
       *[right] правой
    } половине не осталось '?', чтобы повторить там { $answered } Монокарпа, так что он отвечает в той же половине, и { $answered } + { $digit } = 9 — столько стоят два '?' по 4.5: половины остаются равны.
ticket-position-balance =
    { $move }: { $standing }, а цифра { $digit } стоит на { $amount } { $than ->
        [more] больше
       *[less] меньше
    }, чем '?', так что половины равны.
ticket-position-resist-last = Бикарп не может выиграть (последнюю цифру запишет Монокарп); он { $what } ({ $half ->
        [left] левая
       *[right] правая
    } половина): так половины остаются настолько близки, насколько позволяет одна цифра, { $change }, и он надеется, что Монокарп ошибётся.
ticket-position-resist-far = Бикарп не может выиграть ({ $standing }, а одна цифра восполняет не больше 4.5); он { $what } ({ $half ->
        [left] левая
       *[right] правая
    } половина): так половины остаются настолько близки, насколько позволяет одна цифра, { $change }, и он надеется, что Монокарп ошибётся.
ticket-position-lead-level = половины равны
ticket-position-lead =
    { $half ->
        [left] левая
       *[right] правая
    } половина впереди на { $amount }
ticket-position-instead-of-level = { $lead } (было: поровну)
ticket-position-instead-of = { $lead } вместо { $before }
ticket-position-instead-of-lead = { $lead } (было: { $before })
ticket-step-start =
    Исходный билет: сумма цифр левой половины { $left_sum }, { $left_q ->
        [0] знаков '?' нет
        [one] { $left_q } знак '?'
        [few] { $left_q } знака '?'
       *[many] { $left_q } знаков '?'
    }; правой — { $right_sum }, { $right_q ->
        [0] знаков '?' нет
        [one] { $right_q } знак '?'
        [few] { $right_q } знака '?'
       *[many] { $right_q } знаков '?'
    }. { $standing }. Первым ходит Монокарп.
ticket-step-start-over =
    Исходный билет: сумма цифр левой половины { $left_sum }, { $left_q ->
        [0] знаков '?' нет
        [one] { $left_q } знак '?'
        [few] { $left_q } знака '?'
       *[many] { $left_q } знаков '?'
    }; правой — { $right_sum }, { $right_q ->
        [0] знаков '?' нет
        [one] { $right_q } знак '?'
        [few] { $right_q } знака '?'
       *[many] { $right_q } знаков '?'
    }. Заполнять '?' нечего: { $ending }.
ticket-step-ending-equal = { $left } = { $right }, побеждает Бикарп
ticket-step-ending-unequal = { $left } ≠ { $right }, побеждает Монокарп
ticket-step-move =
    { $reason } { $q ->
        [one] Остался { $q } знак '?'
        [few] Осталось { $q } знака '?'
       *[many] Осталось { $q } знаков '?'
    }; ходит { $mover }.
ticket-step-over = { $reason } Знаков '?' не осталось: { $ending }.
ticket-error-empty = билет пуст: введите цифры и '?'
ticket-error-character = символ { $position } — { $character }, а не цифра и не '?'
ticket-error-odd =
    в билете { NUMBER($length) } { $length ->
        [one] символ
        [few] символа
       *[many] символов
    }, нечётное число: он должен делиться на две равные половины
ticket-error-judge-empty = ввод пуст: ожидалась строка с n, затем строка с билетом
ticket-error-n-too-large = n = { $n } слишком велико (не больше { $max })
ticket-error-n-not-even = n = { $n } должно быть положительным чётным числом
ticket-error-length =
    n = { $n }, но в билете { NUMBER($length) } { $length ->
        [one] символ
        [few] символа
       *[many] символов
    }
ticket-position-rule-over = Правило: '?' не осталось и B = { $b }, { $b ->
        [0] половины равны
       *[other] половины различаются
    }: победил { $winner }.
ticket-position-rule = Правило: когда ходит { $mover }, { $bicarp } побеждает ровно тогда, когда { $first ->
        [yes] осталось чётное число '?' и B = 0
       *[no] осталось нечётное число '?' и B отличается от 0 не больше чем на 4.5
    }. Здесь { $q ->
        [0] '?' не осталось
       *[other] осталось '?': { $q }
    } ({ $parity ->
        [odd] нечётное
       *[even] чётное
    }) и B = { $b }: { $holds ->
        [yes] условие выполнено
       *[no] условие не выполнено
    }, поэтому побеждает { $winner }.
ticket-error-what-ticket = билет
ticket-error-after-ticket = после билета
ticket-error-position-empty = позиция пуста: напишите билет, затем Monocarp или Bicarp
ticket-error-no-mover = кто ходит следующим? Напишите Monocarp или Bicarp после билета
ticket-error-not-player = { $word } — не игрок: напишите Monocarp или Bicarp
ticket-error-after-player = лишнее { $word } после игрока, который ходит
ticket-grade-fill-wrong = { $reason } Бикарпу нужно чётное число '?' и равные половины, если считать каждый '?' за 4.5.
ticket-grade-fill-asked = Запишите билет { $template }, поставив цифру на место каждого _ и больше ничего не меняя.
ticket-grade-fill-form = { $problem } { $asked }
ticket-grade-fill-nothing = Ничего не написано.
ticket-grade-fill-length =
    В ответе { $answer } { $length } { $length ->
        [one] символ
        [few] символа
       *[many] символов
    }, а не { $expected }.
ticket-grade-fill-blank = В позиции { $place } всё ещё _: впишите туда цифру.
ticket-grade-fill-not-digit = В позиции { $place } стоит { $written }, а не цифра.
ticket-grade-fill-changed = В позиции { $place } стоит { $written }, а в шаблоне там { $given }: меняются только _.
# ticket's board, tables and moves
ticket-move-writes = записывает { $digit } в позицию { $position }
ticket-move-writing = { $digit } в позицию { $position }
ticket-board-caption = Билет: левая половина — позиции 1–{ $half }, правая — { $next }–{ $length }.
ticket-board-caption-step =
    Билет { $moves ->
        [0] в начале
       *[other] после хода { $moves }
    }: левая половина — позиции 1–{ $half }, правая — { $next }–{ $length }.
ticket-board-half =
    { $half ->
        [left] Слева
       *[right] Справа
    }
ticket-board-half-note = сумма { $sum }, '?': { $q }
ticket-board-given = позиция { $position }: { $digit }, дана
ticket-board-open = позиция { $position }: ?, ещё не заполнена
ticket-board-written =
    позиция { $position }: { $digit }, записана в ходе игры{ $now ->
        [yes] , только что
       *[no] { "" }
    }
ticket-board-written-by =
    позиция { $position }: { $digit }, записал { $player } на ходу { $move }{ $now ->
        [yes] , только что
       *[no] { "" }
    }
ticket-board-b-means = на сколько левая половина впереди, если каждый ? стоит 4.5; Бикарпу нужен 0
ticket-board-d-means = на сколько цифры левой половины впереди цифр правой, без ?
ticket-board-marks-left = Осталось '?'
ticket-board-to-move = Ходит
ticket-board-result = Итог
ticket-board-legend-now = только что записана
ticket-board-legend-given = цифра из условия
ticket-board-legend-filled = записана игроком
ticket-board-legend-open = '?', ещё не заполненный
ticket-board-legend-wins = ход сюда сохраняет выигрыш (подсказка)
ticket-board-legend-loses = любой ход сюда проигрывает (подсказка)
ticket-table-reading = Чтение билета
ticket-table-reading-caption = По строке на символ: текущая сумма цифр и число '?' в каждой половине.
ticket-table-deciding = Решение
ticket-table-deciding-caption = Шаги правила с числами этого билета.
ticket-table-play-caption = По строке на ход: победитель следует выигрышной стратегии, проигравший сопротивляется как может; '?' каждой половины заполняются слева направо.
ticket-table-position = Позиция
ticket-table-character = Символ
ticket-table-half = Половина
ticket-table-left-sum = Сумма слева
ticket-table-left-q = ? слева
ticket-table-right-sum = Сумма справа
ticket-table-right-q = ? справа
ticket-table-step = Шаг
ticket-table-how = Как
ticket-table-value = Значение
ticket-table-turn = Ход
ticket-table-player = Игрок
ticket-table-digit = Цифра
ticket-table-why = Почему
ticket-table-half-name =
    { $half ->
        [left] левая
       *[right] правая
    }
ticket-table-left-fixed = Сумма цифр слева
ticket-table-right-fixed = Сумма цифр справа
ticket-table-sum-at = сумма цифр в позиции { $at }
ticket-table-sum-in = сумма цифр в позициях { $first }–{ $last }
ticket-table-marks-in =
    '?' в { $half ->
        [left] левой
       *[right] правой
    } половине
ticket-table-verdict = Вердикт
ticket-table-push = отодвигает B от 0 ещё на 4.5
ticket-table-hopeless = любой ход проигрывает; пытается отодвинуть B от 0
ticket-table-copy =
    повторяет { $digit } в { $half ->
        [left] левой
       *[right] правой
    } половине
ticket-table-complete = отвечает 9 − { $answered } = { $digit } в той же половине
ticket-table-balance = возвращает B к 0
ticket-table-resist = любой ход проигрывает; приближает B к 0, насколько позволяет одна цифра
ticket-error-move-form = { $written } — не ход: пишите позиция=цифра, например 2=9.
ticket-error-move-place = { $written }: { $place } — не позиция.
ticket-error-move-range = { $written }: в билете только позиции с 1 по { $length }.
ticket-error-move-taken = { $written }: в позиции { $place } уже стоит { $digit }, а не '?'.
ticket-error-move-digit = { $written }: { $digit } — не цифра от 0 до 9.
# Nim's Why
nim-why-more =
    { $shown }, … (всего { $total } { $total ->
        [one] кучка
        [few] кучки
       *[many] кучек
    })
nim-why-values-period = Ход берёт { $takes } из одной кучки. Каждая кучка сама по себе — маленькая игра, и её число Гранди говорит, как она ведёт себя в сумме: это mex (наименьшее отсутствующее число) значений кучек, которые оставляет один ход. Кучка, из которой хода нет, стоит 0; см. таблицу значений одной кучки ниже. Значения повторяются с периодом { $period }, так что любая кучка решается сразу.
nim-why-values-from = Ход берёт { $takes } из одной кучки. Каждая кучка сама по себе — маленькая игра, и её число Гранди говорит, как она ведёт себя в сумме: это mex (наименьшее отсутствующее число) значений кучек, которые оставляет один ход. Кучка, из которой хода нет, стоит 0; см. таблицу значений одной кучки ниже. Начиная с размера кучки { $pre }, значения повторяются с периодом { $period }, так что любая кучка решается сразу.
nim-why-values-none = Ход берёт { $takes } из одной кучки. Каждая кучка сама по себе — маленькая игра, и её число Гранди говорит, как она ведёт себя в сумме: это mex (наименьшее отсутствующее число) значений кучек, которые оставляет один ход. Кучка, из которой хода нет, стоит 0; см. таблицу ниже. Среди вычисленных размеров кучек период не виден; значения находятся одно за другим.
nim-why-sprague = Теорема Шпрага — Гранди: сумма игр, где ход делается в одной из них и проигрывает тот, кто не может ходить, играется в точности как ним с кучкой размера числа Гранди каждой компоненты. Поэтому заменим каждую кучку её значением: { $values }.
nim-why-binary-heaps = Кучки в двоичной записи: { $values }.
nim-why-binary-values = Эти значения в двоичной записи: { $values }.
nim-why-nim-sum = Ним-сумма складывает их поразрядно без переносов: разряд с нечётным числом единиц даёт 1, с чётным — 0. Здесь это { $binary } в двоичной записи, то есть { $x }.
nim-why-spoils = Из ним-суммы 0 любой ход её портит: ход меняет одну кучку, а значит, хотя бы одну её двоичную цифру, и число единиц в этом разряде становится нечётным.
nim-why-restore-any = Из любой другой ним-суммы один ход возвращает 0: возьмём старшую единицу ним-суммы; кучка с единицей в этом разряде уменьшается, если перевернуть все разряды, где у ним-суммы стоит 1, так что такой ход есть.
nim-why-restore = Из любой другой ним-суммы один ход возвращает 0: возьмём её старшую единицу (здесь разряд { $column }); кучка с единицей в этом разряде уменьшается, если перевернуть все разряды, где у ним-суммы стоит 1. Здесь { $heap }
nim-why-restore-nim = кучка { $heap } переходит из { $from } в { $to }: возьмите из неё { $take } ({ $move }).
nim-why-restore-values = значение кучки { $heap } должно перейти из { $from } в { $to }, и если взять { $take }, останется кучка размера { $left } со значением { $to } ({ $move }).
nim-why-end-empty = все кучки пусты
nim-why-end-small = все кучки слишком малы, чтобы из них брать, и каждая стоит 0
nim-why-lost = Игра кончается, когда { $end }: ним-сумма 0, и тот, чей ход, не может ходить и проигрывает. { $mover } начинает при ним-сумме 0, поэтому { $mover } портит её каждым ходом, { $other } восстанавливает, и в конце без хода остаётся { $mover }: побеждает { $other }.
nim-why-won = Игра кончается, когда { $end }: ним-сумма 0, и тот, чей ход, не может ходить и проигрывает. { $mover } может каждым ходом оставлять сопернику ним-сумму 0, поэтому в конце без хода остаётся { $other }: побеждает { $mover }.
nim-why-expert-bouton = Теорема Бутона (1901): позиции, проигрышные для того, чей ход, — ровно позиции с ним-суммой 0. Доказательство индукцией по числу фишек: у конца (фишек нет) ним-сумма 0; любой ход из ним-суммы 0 оставляет ненулевую ним-сумму (он меняет одно слагаемое); из ненулевой ним-суммы x у кучки h с единицей в старшем разряде x будет h XOR x < h, и если взять из неё h − (h XOR x), останется 0.
nim-why-expert-grundy = Шпраг и Гранди (1935, 1939) распространили это на любую сумму игр, идущих бок о бок, где ход делается в одной компоненте и проигрывает тот, кто не может ходить (нормальная игра): каждая компонента равносильна кучке нима размера её числа Гранди g = mex значений её вариантов, а значение суммы — ним-сумма значений компонент. Кучка нима стоит своего размера.
nim-why-expert-periodic =
    Значения игры с вычитанием в конце концов периодичны: g(h) зависит только от { $largest } { $largest ->
        [one] предыдущего значения
       *[many] предыдущих значений
    } (наибольшее взятие), а у такого окна конечное число возможных содержимых, так что какое-то окно повторяется, и с него повторяется вся последовательность. Решатель находит первый повтор методом Брента поиска цикла по окнам. { $period }
nim-why-expert-period =
    Здесь первое окно повторяется через { $period } { $period ->
        [one] размер
        [few] размера
       *[many] размеров
    }: g(h) = g(h mod { $period }) для любой кучки.
nim-why-expert-period-from =
    Здесь окно впервые повторяется на размере кучки { $pre }, через { $period } { $period ->
        [one] размер
        [few] размера
       *[many] размеров
    }: g(h) = g({ $pre } + (h − { $pre }) mod { $period }) для всех h ≥ { $pre }.
nim-why-expert-period-none =
    Здесь ни одно окно не повторилось среди вычисленных значений (их не больше { NUMBER($computed) }; значения ниже взятия, слишком большого, чтобы до него дойти, те же, что у множества без него); решаются кучки до { NUMBER($known) } { $known ->
        [one] фишки
       *[many] фишек
    }.
nim-why-expert-solver =
    Решатель — одна ним-сумма: O(k) для k кучек. Проверка на странице сравнивает его с минимаксом по всем векторам размеров кучек ниже позиции (без ним-суммы и чисел Гранди), вплоть до { NUMBER($positions) } { $positions ->
        [one] позиции
       *[many] позиций
    }. Ценность ходов находится перебором мультимножеств живых кучек ниже позиции, если их не больше { NUMBER($states) }.
nim-why-expert-permutation = Внешние отрезки игры с перестановкой — именно такая сумма: отрезок из s чисел, отрезанный от 1, даёт ровно s ходов в любом порядке, то есть это кучка игры, где ход берёт 1 фишку, а её числа Гранди равны s mod 2. Поэтому там важна только чётность внешних ходов.
# Nim's positions, steps and errors
nim-takes =
    { $takes } { $last ->
        [one] фишку
        [few] фишки
       *[many] фишек
    }
nim-counters = { NUMBER($n) } { $n ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }
nim-position-over = Ходов не осталось: { $mover } не может сделать ход и проигрывает; победил { $other }.
nim-position-rule-over = Ходов не осталось: победил { $winner }.
nim-position-rule = Правило: игрок, чей ход, выигрывает ровно тогда, когда ним-сумма кучек не равна 0. Здесь ним-сумма { $count ->
        [one] единственной кучки { $these }
       *[other] кучек { $these }
    } равна { $x }: { $x ->
        [0] это 0, поэтому игрок, чей ход, { $mover }, проигрывает
       *[other] это не 0, поэтому игрок, чей ход, { $mover }, выигрывает
    }.
nim-position-rule-grundy = Правило: игрок, чей ход, выигрывает ровно тогда, когда ним-сумма чисел Гранди кучек не равна 0. Здесь ним-сумма { $count ->
        [one] единственного числа Гранди { $these }
       *[other] чисел Гранди { $these }
    } равна { $x }: { $x ->
        [0] это 0, поэтому игрок, чей ход, { $mover }, проигрывает
       *[other] это не 0, поэтому игрок, чей ход, { $mover }, выигрывает
    }.
nim-position-sum-single = Ним-сумма единственной кучки — её размер, { $x }
nim-position-sum = Ним-сумма кучек { $heaps } равна { $x }
nim-position-sum-value = Когда ход берёт { $takes }, число Гранди кучки равно { $x }, как и ним-сумма
nim-position-sum-values = Когда ход берёт { $takes }, числа Гранди кучек равны { $values }; их ним-сумма равна { $x }
nim-position-lost = { $sum }: при любом ходе игрока { $mover } ним-сумма перестанет быть равной 0, а { $other } всегда может снова сделать её равной 0; { $mover }, чей ход, проигрывает.
nim-position-won-hint = { $sum }, а не 0: { $mover }, чей ход, выигрывает, делая её равной 0, и при любом ответе игрока { $other } { $mover } снова может сделать её равной 0.
nim-position-won = { $sum }, а не 0: { $mover }, чей ход, выигрывает, делая её равной 0, например { $taking } ({ $move }); { $count ->
        [1] это единственный такой ход
        [one] это один из { $count } такого хода
       *[other] это один из { $count } таких ходов
    }.
nim-position-taking = { $kind ->
        [both] взяв обе фишки кучки { $heap }
        [all] взяв все { $take } из кучки { $heap }
        [last] взяв последнюю фишку кучки { $heap }
       *[some] взяв { $take } из кучки { $heap }
    }
nim-position-zero = Теперь { $of }: при любом ходе игрока { $other } ним-сумма перестанет быть равной 0, а { $mover } всегда может снова сделать её равной 0.
nim-position-zero-single = ним-сумма единственной кучки, её размер, равна 0
nim-position-zero-heaps = ним-сумма кучек { $heaps } равна 0
nim-position-zero-value = число Гранди кучки равно 0
nim-position-zero-values = ним-сумма чисел Гранди { $values } равна 0
nim-position-forced = { $mover } { $what }. Это единственный возможный ход.
nim-position-last = { $mover } { $what }. Ходов не осталось, и { $other } проигрывает.
nim-position-restores = { $mover } { $what }. { $zero }
nim-position-fastest = { $mover } { $what }. { $zero } Этот ход выигрывает так быстро, как только возможно: за { $k } { $k ->
        [one] ход
        [few] хода
       *[many] ходов
    }, считая этот.
# $pronoun is English's pronoun for the player (she, he): Russian's follows it.
nim-position-delays = Ним-сумма равна 0, так что у игрока { $mover } любой ход проигрывает. { $mover } { $what }; так игра продлится как можно дольше ({ $k } { $k ->
        [one] ход
        [few] хода
       *[many] ходов
    }, считая этот), и { $pronoun ->
        [she] она надеется
       *[other] он надеется
    }, что { $other } ошибётся.
nim-position-smallest = Ним-сумма равна 0, так что у игрока { $mover } любой ход проигрывает. { $mover } { $what }, это самая маленькая кучка (игра слишком велика, чтобы рассчитать её длину), и { $pronoun ->
        [she] она надеется
       *[other] он надеется
    }, что { $other } ошибётся.
nim-position-largest = Ним-сумма равна 0, так что у игрока { $mover } любой ход проигрывает. { $mover } { $what }, больше всего из самой большой кучки (игра слишком велика, чтобы рассчитать её длину), и { $pronoun ->
        [she] она надеется
       *[other] он надеется
    }, что { $other } ошибётся.
nim-step-takes = { $kind ->
        [both] берёт обе фишки кучки { $heap }
        [all] берёт все { $take } из кучки { $heap }
        [last] берёт последнюю фишку кучки { $heap }
       *[some] берёт { $take } из кучки { $heap }
    }
nim-step-move = { $who } { $takes } ({ $before } → { $after }).
nim-step-over = { $move } Ходов не осталось (все кучки пусты, ним-сумма 0): { $other } не может сделать ход и проигрывает; побеждает { $who }.
nim-step-over-small = { $move } Ходов не осталось (все кучки слишком малы, чтобы из них брать, и каждая стоит 0: ним-сумма 0): { $other } не может сделать ход и проигрывает; побеждает { $who }.
nim-step-restores = { $move } { $zero }
nim-step-fastest = { $move } { $zero } Этот ход выигрывает так быстро, как только возможно: за { $k } { $k ->
        [one] ход
        [few] хода
       *[many] ходов
    }, считая этот.
nim-step-forced = { $move } Это был единственный возможный ход. Теперь ним-сумма равна { $x }.
nim-step-delays = { $move } Ним-сумма была равна 0, так что у игрока { $who } любой ход проигрывает; { $pronoun ->
        [she] она надеется
       *[other] он надеется
    }, что { $other } ошибётся. Так игра длится как можно дольше: { $k } { $k ->
        [one] ход
        [few] хода
       *[many] ходов
    }, считая этот. Теперь ним-сумма равна { $x }.
nim-step-smallest = { $move } Ним-сумма была равна 0, так что у игрока { $who } любой ход проигрывает; { $pronoun ->
        [she] она берёт
       *[other] он берёт
    } самую маленькую кучку целиком (игра слишком велика, чтобы рассчитать её длину: при лучшей игре соперника проигрывает любой ход). Теперь ним-сумма равна { $x }.
nim-step-largest = { $move } Ним-сумма была равна 0, так что у игрока { $who } любой ход проигрывает; { $pronoun ->
        [she] она берёт
       *[other] он берёт
    } из самой большой кучки столько, сколько можно (игра слишком велика, чтобы рассчитать её длину: при лучшей игре соперника проигрывает любой ход). Теперь ним-сумма равна { $x }.
nim-step-given = Кучки, как они даны: { $heaps } ({ $counters }); первым ходит { $mover }.
nim-step-start-over = { $given } Ходов нет: { $mover } сразу проигрывает.
nim-step-start-lost = { $given } Их ним-сумма равна 0: при лучшей игре { $mover } проигрывает.
nim-step-start-lost-values = { $given } Ним-сумма их чисел Гранди равна 0: при лучшей игре { $mover } проигрывает.
nim-step-start-won = { $given } Их ним-сумма равна { $x }, а не 0: { $mover } может выиграть.
nim-step-start-won-values = { $given } Ним-сумма их чисел Гранди равна { $x }, а не 0: { $mover } может выиграть.
nim-step-refused = Игра отсюда продлится не меньше { NUMBER($moves) } { $moves ->
        [one] хода
       *[other] ходов
    } (ход берёт не больше { $most } { $most ->
        [one] фишки
       *[other] фишек
    }, а в { $heaps ->
        [all] кучках
       *[live] кучках, из которых есть ход,
    } { $counters }): это слишком долго, чтобы разыграть здесь. Игра отсюда работает, и значение каждой позиции точное.
nim-grade-taking = { $kind ->
        [both] Взять обе фишки кучки { $heap }
        [all] Взять все { $take } из кучки { $heap }
        [last] Взять последнюю фишку кучки { $heap }
       *[some] Взять { $take } из кучки { $heap }
    }
nim-grade-wins = { $doing } — значит сделать ним-сумму равной 0 и выиграть. { $reason }
nim-grade-loses = { $doing } — значит оставить ним-сумму { $after }, а не 0: этот ход проигрывает. { $reason }
nim-grade-no-heap = Кучки { $heap } нет: кучки пронумерованы от 1 до { $heaps }.
nim-grade-take-zero = Ход берёт хотя бы 1 фишку.
nim-grade-too-many = В кучке { $heap } всего { $size }: ни один ход не может взять из неё { $take }.
nim-grade-not-allowed = Ход берёт { $takes }, а не { $take }.
nim-error-how = запишите размеры кучек через пробел, затем, если хотите, кто ходит и что может взять ход: 3 5 7, 2 5 7 Bob, 9 4 take 1,2,3
nim-error-heaps-first = { $word } стоит после того, кто ходит, или набора take: сначала идут кучки ({ $how })
nim-error-too-large = { $word } — слишком много: в кучке не больше { NUMBER($max) } { $max ->
        [one] фишки
       *[other] фишек
    }
nim-error-mover-twice = тот, кто ходит, назван дважды
nim-error-take-twice = набор take задан дважды
nim-error-take-empty = после take нужно указать, что может взять ход: take 1,2,3 (одно из этих чисел) или take any (ним)
nim-error-commas = { $word } — не размер кучки: кучки разделяются пробелами (3 5 7), а запятые разделяют числа набора take (take 1,2,3)
nim-error-word = { $word } — не размер кучки (целое число), не тот, кто ходит (Alice или Bob), и не take с тем, что может взять ход
nim-error-empty = ввод пуст: { $how }
nim-error-no-heaps = нет кучек: { $how }
nim-error-total = в кучках всего { $total } { $total ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }; в позиции их не больше { $max } (у формата судьи, verdict nim, такого ограничения нет)
nim-error-no-period = числа Гранди для take { $take } не показывают периода среди { NUMBER($computed) } вычисленных значений, поэтому решаются кучки до { NUMBER($known) } { $known ->
        [one] фишки
       *[other] фишек
    }; в кучке { $heap } их { NUMBER($size) }
nim-error-take-none = нечего брать: напишите { $any } (ним) или числа, которые может взять ход, например 1,2,3
nim-error-take-zero = { $word } — не число для взятия: ход берёт хотя бы 1 фишку
nim-error-take-more = { $word } — больше, чем бывает в кучке (не больше { NUMBER($max) })
nim-error-take-huge = { $word } — больше, чем бывает в кучке
nim-error-take-word = { $word } — не число: напишите { $any } (ним) или числа, которые может взять ход, например 1,2,3
nim-error-take-many = { $count } { $count ->
        [one] разное число
        [few] разных числа
       *[many] разных чисел
    } для взятия: в наборе take их не больше { $max }
nim-error-setting = настройка take: { $error }
nim-error-explain-total = в кучках всего { $total } { $total ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }; --explain объясняет позицию не больше чем из { $max } фишек (verdict nim без --explain отвечает на любую)
nim-error-line-take = в этой строке take { $own }, а --take равен { $setting }
nim-error-judge-empty = ввод пуст: ожидается T, затем для каждого случая строка с k и строка с k размерами кучек
nim-error-what-k = k — число кучек
nim-error-ended-heaps = ввод закончился там, где ожидались размеры кучек ({ $k })
nim-error-k-zero = k должно быть не меньше 1: в случае есть хотя бы одна кучка
nim-error-line-long = k = { $k }, но строка продолжается: лишнее { $word }
nim-error-case-size = { $word } — не размер кучки: размер кучки — целое число от 0 до { $max }
nim-error-case-no-period = числа Гранди для take { $take } не показывают периода среди { $computed } вычисленных значений, поэтому решаются кучки до { $known } фишек, а { $size } больше
nim-error-line-short = k = { $k }, но в строке только { $count } { $count ->
        [one] размер кучки
        [few] размера кучек
       *[many] размеров кучек
    }
nim-error-case-too-large = { $word } — слишком много: в кучке не больше { $max } фишек
# Nim's board, tables and moves
nim-move-doing = { $kind ->
        [both] взять обе фишки кучки { $heap }
        [all] взять все { $take } из кучки { $heap }
        [last] взять последнюю фишку кучки { $heap }
       *[some] взять { $take } из кучки { $heap }
    }
nim-heaps = { NUMBER($n) } { $n ->
        [one] кучка
        [few] кучки
       *[many] кучек
    }
nim-board-bars = { $n ->
        [1] высота столбика — размер кучки, под ним её номер
       *[other] высота столбиков — размеры кучек, под каждым номер кучки
    }
nim-board-caption = На столе { $heaps }, { $counters }: { $bars }.
nim-board-given = { $n ->
        [1] Кучка
       *[other] Кучки
    } в начале: { $bars }.
nim-board-after = { $n ->
        [1] Кучка
       *[other] Кучки
    } после хода { $index }: { $bars }.
nim-board-heaps = Кучки
nim-board-note = { $heaps }, всего { $counters }
nim-board-note-take = { $heaps }, всего { $counters }; ход берёт { $takes }
nim-board-heap = кучка { $heap }: { $counters }{ $since ->
        [now] , из неё только что брали
       *[was] , в начале игры { $was }
        [same] { "" }
    }{ $left ->
        [empty] , пуста
        [small] , слишком мала для хода
       *[live] { "" }
    }
nim-board-to-move = Ходит: { $mover }
nim-board-over = { $winner } побеждает: { $loser } не может сделать ход
nim-board-nim-sum = Ним-сумма
nim-board-nim-sum-means = { $take ->
        [any] размеры кучек
       *[set] числа Гранди кучек
    }, сложенные в двоичной записи без переносов: 0 значит, что игрок, чей ход, проигрывает
nim-board-switch = { $take ->
        [any] Показать кучки и ним-сумму в двоичной записи
       *[set] Показать числа Гранди кучек и ним-сумму в двоичной записи
    }
nim-board-working = { $take ->
        [any] В ниме число Гранди кучки — её размер; здесь он записан в двоичной системе, по столбцу на каждую степень 2.
       *[set] Число Гранди каждой кучки (mex значений, которые оставляют её ходы) записано в двоичной системе, по столбцу на каждую степень 2.
    } В столбце ним-суммы стоит 1 ровно тогда, когда в этом столбце нечётное число единиц.{ $window ->
       *[part] { " " }Показаны кучки с { $from } по { $to } из { $total }; ним-сумма — всех кучек.
        [all] { "" }
    }
nim-board-column-heap = Кучка
nim-board-column-counters = Фишки
nim-board-column-value = Число Гранди
nim-board-legend-now = кучка, из которой только что брали
nim-board-legend-wins = ход из этой кучки сохраняет выигрыш
nim-board-legend-loses = любой ход из этой кучки проигрывает
nim-table-heaps = Кучка за кучкой
nim-table-heaps-caption = { $take ->
        [any] По строке на кучку: её размер (в ниме это её число Гранди) в двоичной записи и ходы из неё, которые делают ним-сумму равной 0.
       *[set] По строке на кучку: её размер, её число Гранди (и в двоичной записи) и ходы из неё, которые делают ним-сумму значений равной 0.
    }
nim-table-binary = В двоичной
nim-table-winning = Выигрышные ходы
nim-table-values = Числа Гранди одной кучки
nim-table-values-caption = Каждый размер кучки, кучки, которые оставляет один ход, их значения и их mex — число Гранди этого размера. Когда значения начинают повторяться, строка говорит, какую из прежних она повторяет.
nim-table-size = Размер кучки
nim-table-leaves = Ход оставляет
nim-table-their = Их значения
nim-table-mex = Число Гранди (mex)
nim-table-repeats = Повтор
nim-table-none = нет
nim-table-line = Партия
nim-table-line-caption = Ходы партии: кто ходит, ход в виде H-T (из кучки H взять T), кучка до и после хода, ним-сумма после него и почему.
nim-table-move = Ход
nim-table-player = Игрок
nim-table-sum-after = Ним-сумма после
nim-table-why = Почему
nim-table-why-cell = { $why ->
        [forced] единственный ход
        [restores] делает ним-сумму 0
        [delays] держится дольше всех
        [smallest] самая маленькая кучка целиком
       *[largest] больше всего из самой большой кучки
    }
# Wythoff's Why
wythoff-why-cold-hot = Позиция холодная, когда тот, чей ход, проигрывает: любой ход из неё оставляет горячую позицию, а из любой горячей какой-то ход ведёт в холодную. Обе кучки пусты — это холодная позиция: ходов не осталось.
wythoff-why-cold-positions = Холодные позиции, от меньших к большим, — это (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)… и их зеркальные отражения: у k-й разность равна k, потому что две холодные позиции с одинаковой разностью отделял бы один ход из обеих кучек, а её меньшая кучка — наименьшее число, которого нет ни в одной предыдущей холодной позиции, потому что две позиции с общей кучкой отделял бы один ход из одной кучки.
wythoff-why-golden = Значит, k-я холодная позиция — это (⌊kφ⌋, ⌊kφ²⌋), где φ = (1 + √5)/2 — золотое сечение: так как 1/φ + 1/φ² = 1, числа ⌊kφ⌋ и ⌊kφ²⌋ вместе принимают каждое натуральное значение ровно один раз (теорема Битти), а ⌊kφ²⌋ − ⌊kφ⌋ = k, так как φ² = φ + 1.
wythoff-position-empty = Обе кучки пусты: ходов не осталось, это холодная позиция.
wythoff-position-cold = Кучки { $a } и { $b } различаются на { $d }, и холодная позиция с разностью { $d } — это { $pair }: она и есть, так что любой ход оставляет горячую позицию.
wythoff-position-hot = Кучки { $a } и { $b } различаются на { $d }, и холодная позиция с разностью { $d } — это { $pair }, а не эта: позиция горячая, и какой-то ход ведёт в холодную.
wythoff-position-rule = Правило: игрок, чей ход, проигрывает ровно тогда, когда меньшая кучка m равна ⌊dφ⌋, где d — разность кучек. Здесь d = { $d } и ⌊{ $d }φ⌋ = { $lower }, m = { $m }: { $cold ->
        [yes] это так, поэтому игрок, чей ход, проигрывает
       *[no] это не так, поэтому игрок, чей ход, выигрывает
    }.
wythoff-error-empty = запишите размеры двух кучек, например 3 5
wythoff-error-first-heap = размер первой кучки
wythoff-error-second-heap = размер второй кучки
wythoff-error-after = после двух кучек (дальше, если хотите, — чей ход: Bob)
wythoff-error-too-large = { $token } — слишком много: здесь в кучке не больше { $max } { $max ->
        [one] фишки
       *[other] фишек
    }
wythoff-error-not-size = на месте { $token } должно быть: { $what }, целое число от 0 до { $max }
wythoff-error-no-heap = Кучки { $number } нет: кучки — 1 и 2, а 12 берёт из обеих.
wythoff-error-take-none = Ход берёт хотя бы 1 фишку.
wythoff-error-both-most = Ход из обеих кучек берёт не больше меньшей кучки, { $most }, а не { $choice }.
wythoff-error-heap-most = В кучке { $number } всего { $most }: взять из неё { $choice } нельзя.
wythoff-error-heap-empty = Кучка { $heap } пуста: брать из неё нечего.
wythoff-error-both-empty = Ход из обеих кучек берёт по фишке из каждой, а одна кучка пуста.
wythoff-error-no-such-heap = Кучки { $heap } нет: в позиции две кучки.
# Wythoff's board, tables and moves
wythoff-move-takes = { $heap ->
        [both] берёт { $take } из обеих кучек
       *[other] берёт { $take } из кучки { $heap }
    }
wythoff-move-taking = { $heap ->
        [both] взять { $take } из обеих кучек
       *[other] взять { $take } из кучки { $heap }
    }
wythoff-board-caption = Две кучки, { $a } и { $b } { $b ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }: столбики — это кучки.
wythoff-board-heaps = Кучки
wythoff-board-note = ход берёт из одной кучки или поровну из обеих
wythoff-board-heap = кучка { $heap }: { $counters } { $counters ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }{ $now ->
        [yes] , из неё только что взяли
       *[no] { "" }
    }
wythoff-board-difference = разность кучек: ход из обеих её не меняет
wythoff-board-smaller = меньшая кучка
wythoff-board-cold-smaller = меньшая кучка холодной позиции с разностью d
wythoff-table-cold = Холодные позиции
wythoff-table-cold-caption = k-я холодная позиция (⌊kφ⌋, ⌊kφ²⌋), где k — её разность, вплоть до первой, что больше большей кучки.
wythoff-why-expert-exact = ⌊kφ⌋ вычисляется в точных целых числах как ⌊(k + ⌊√(5k²)⌋)/2⌋ со 128-битным целочисленным квадратным корнем: при k > 0 число √5·k иррационально, поэтому округление вниз не может ошибиться. Плавающая точка не используется: 64-битное число с плавающей точкой уже при k порядка 10^12 для некоторых k округляет kφ неверно.
wythoff-why-expert-table = Таблица перечисляет холодные позиции по k; строка разности этой позиции, { $d }, отмечена. Каждое число встречается ровно в одной строке, поэтому из кучки размера n ход в холодную позицию взятием из другой кучки единственный.
# A typed position's Why (any game's)
typed-why-middle = Введена позиция посреди игры, ходит { $mover }: она разбирается с этого места, как её играет «Играть отсюда».
typed-why-finished = Введена законченная игра: ходить некому.
typed-why-no-move = Допустимых ходов нет.
typed-why-only-loses = Единственный допустимый ход проигрывает для того, кто его делает.
typed-why-each-loses =
    Каждый из { $legal } { $legal ->
        [one] допустимого хода
       *[many] допустимых ходов
    } проигрывает для того, кто его делает.
typed-why-only-keeps = Единственный допустимый ход сохраняет выигрыш.
typed-why-some-keep =
    { NUMBER($winning) } { $winning ->
        [one] ход
        [few] хода
       *[many] ходов
    } из { NUMBER($legal) } { $legal ->
        [one] допустимого
       *[many] допустимых
    } { $winning ->
        [one] сохраняет
       *[many] сохраняют
    } выигрыш.
typed-why-lasts =
    Лучшая игра отсюда длится { NUMBER($moves) } { $moves ->
        [one] ход
        [few] хода
       *[many] ходов
    }.
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
# permutation's Why
permutation-why-alone = 1 — единственное число: рядом с ним ничего нет, поэтому Алиса сразу убирает его и побеждает.
permutation-why-family-rising =
    Правило, которое видно на глаз: в этом ряду, если читать от 1 наружу, числа с обеих сторон только растут. В каждом таком ряду Алиса побеждает ровно тогда, когда в ряду нечётное количество чисел. Здесь { $n } { $n ->
        [one] число
        [few] числа
       *[many] чисел
    }, поэтому побеждает { $winner }. Почему: убрать можно только два крайних числа (у любого другого дальше есть большее), по одному за ход, и 1 уходит последней: сначала убирают остальные n − 1 чисел по очереди, начиная с Алисы. Если n − 1 чётно, последнее из них убирает Боб, а 1 — Алиса; если нечётно, последнее убирает Алиса, а 1 — Боб.
permutation-why-family-guarded =
    Правило, которое видно на глаз: в этом ряду каждое число рядом с 1 меньше числа за ним (или стоит на своей стороне одно). В каждом таком ряду Алиса побеждает ровно тогда, когда в ряду нечётное количество чисел. Здесь { $n } { $n ->
        [one] число
        [few] числа
       *[many] чисел
    }, поэтому побеждает { $winner }. Почему: число рядом с 1 нельзя убрать, пока за ним стоит большее, так что ни один ход не отрежет 1 раньше времени, и никто не убирает последнее число, соединённое с 1, пока есть другой ход: это освободило бы 1 для соперника (а другой ход есть всегда: наибольшее из оставшихся чисел убрать можно). Поэтому все n − 1 остальных чисел убираются, по одному за ход, прежде чем 1 освободится: если n − 1 чётно, последнее из них убирает Боб, а 1 — Алиса.
permutation-why-family-falling =
    Правило, которое видно на глаз: в этом ряду 1 стоит с края, а числа убывают по мере удаления от неё. В каждом таком ряду побеждает Боб, какой бы длины ни был ряд. Здесь { $n } { $n ->
        [one] число
        [few] числа
       *[many] чисел
    }, поэтому побеждает { $winner }. Почему: в начале можно убрать только число рядом с 1 (каждое число меньше предыдущего), так что Алиса вынуждена его убрать; после этого рядом с 1 ничего не остаётся, и её убирает Боб.
permutation-why-no-family = Этот ряд не относится ни к одному семейству с правилом на глаз (оба склона растут от 1; каждое число рядом с 1 меньше числа за ним; 1 стоит с края, и числа убывают от неё): с какой-то стороны число рядом с 1 больше числа за ним, и если его убрать, 1 окажется отрезана от остальной части этой стороны. Всё решают шаги ниже.
permutation-why-arms = 1 стоит на месте { $at } из { $n }. Если читать от 1 наружу, её левый склон: { $left }, правый склон: { $right } — это числа, всё ещё соединённые с 1 (между ними и 1 нет пробела).
permutation-why-empty = пусто
permutation-why-more = { $shown }… (всего { $total })
permutation-why-join = { $first }{ $separator }{ $rest }
permutation-why-cut = Убрать можно число, которое больше своих соседей. Если убрать число склона, всё, что за ним, отрезается: эти числа теперь отрезаны от 1 (для краткости — снаружи) и больше с ней не соединены.
permutation-why-spare = Числа снаружи — запасные ходы: каждое из них рано или поздно можно убрать, в любом порядке, так что важно только, сколько их. Два запасных хода взаимно гасятся (на один можно ответить другим), поэтому важно лишь, чётно их количество или нечётно.
permutation-why-open = 1 можно убрать, только когда рядом с ней ничего нет, поэтому никто не хочет убирать последнее число, соединённое с 1: это открывает путь сопернику.
permutation-why-open-forced = { $open } В оптимальной игре путь открывает { $player }: ходом { $move } { $player } убирает { $value }, единственный оставшийся ход, и { $other } убирает 1.
permutation-why-alice-wins =
    { $count ->
        [1] Выигрывающий первый ход
       *[other] Выигрывающие первые ходы
    } Алисы: { $moves }. После { $count ->
        [1] него
       *[other] любого из них
    }, что бы ни сделал Боб, у Алисы есть ответ, сохраняющий выигрыш, вплоть до последнего числа рядом с 1.
permutation-why-only-move = У Алисы только один первый ход, { $move }, и он проигрывает: Боб отвечает так, что открывать путь приходится самой Алисе.
permutation-why-every-move = Алиса может начать с { $moves }, и любой из этих ходов проигрывает: у Боба всегда есть ответ, после которого открывать путь остаётся Алисе.
permutation-why-procedure = Как определить класс склона вручную: прочтите его от 1 наружу и отметьте каждый шаг: ↑ (число больше предыдущего) или ↓; первый шаг — ↑, ведь 1 наименьшее. Определяйте классы префиксов, начиная с самого короткого; пустой префикс — класс 0. В префиксе число можно убрать, если шаг к нему ↑ и либо шаг от него ↓, либо это последнее число префикса (последнее число, шаг к которому ↓, убрать нельзя); после этого числа перед ним остаются соединёнными с 1 (более короткий префикс, его класс уже известен), а числа после него уходят наружу. Запишите каждый ход как класс, который он оставляет, и чётность количества чисел, ушедших наружу, найдите этот список в таблице классов и прочтите класс. Затем таблица «кто выигрывает по классам» даёт ответ для двух склонов и чётности чисел снаружи.
permutation-why-arm-empty =
    { $side ->
        [left] Левый
       *[right] Правый
    } склон пуст: класс 0.
permutation-why-arm-long =
    В { $side ->
        [left] левом
       *[right] правом
    } склоне { $len } { $len ->
        [one] число
        [few] числа
       *[many] чисел
    }: первые { $shown } { $shown ->
        [one] префикс разобран
        [few] префикса разобраны
       *[many] префиксов разобраны
    } в таблице «Классы склонов вручную», а весь склон — класс { $class }.
permutation-why-arm-hand =
    { $side ->
        [left] Левый
       *[right] Правый
    } склон вручную, префикс за префиксом. { $prefixes }.
permutation-why-prefix = { $prefix } ({ $steps }): { $moves }; список { $list }, класс { $class }
permutation-why-take =
    убрать { $number }: { $stays } (класс { $class }), { $out } ({ $parity ->
        [even] чётное
       *[odd] нечётное
    })
permutation-why-stays-none = не остаётся ничего
permutation-why-stays =
    { $count ->
        [1] остаётся
       *[other] остаются
    } { $kept }
permutation-why-out =
    { $count ->
        [0] наружу ничего не уходит
        [one] { $count } число уходит наружу
        [few] { $count } числа уходят наружу
       *[many] { $count } чисел уходят наружу
    }
permutation-why-options = { $open }{ $pairs }{ $close }
permutation-why-option =
    { $class } { $parity ->
        [even] чётное
       *[odd] нечётное
    }
permutation-why-lookup-alice = При классах { $left } (слева) и { $right } (справа) и без чисел снаружи (их чётное количество) таблица «кто выигрывает по классам» говорит, что игрок, чей ход, выигрывает: Алиса ходит первой, поэтому побеждает Алиса.
permutation-why-lookup-bob = При классах { $left } (слева) и { $right } (справа) и без чисел снаружи (их чётное количество) таблица «кто выигрывает по классам» говорит, что игрок, чей ход, проигрывает: Алиса ходит первой, поэтому побеждает Боб.
permutation-why-strategy-long =
    В этом ряду { $n } { $n ->
        [one] число
        [few] числа
       *[many] чисел
    } — слишком много, чтобы перечислить все ответы (таблица стратегии строится для рядов не длиннее { $max }); «Играть отсюда» покажет выигрывающий ответ на любой ход.
permutation-why-strategy-alice = Таблица стратегии перечисляет для каждого выигрывающего первого хода Алисы все ответы Боба и выигрывающие ответы Алисы на них.
permutation-why-strategy-bob = Таблица стратегии перечисляет для каждого возможного первого хода Алисы выигрывающие ответы Боба.
permutation-why-expert-segment = Подробно важен только отрезок, в котором стоит 1: позиция — это (префикс каждого склона, всё ещё соединённый с 1, чётность количества чисел снаружи). Число склона можно убрать, когда шаг к нему (со стороны 1) идёт вверх, а после него либо шаг идёт вниз, либо префикс кончается.
permutation-why-expert-classes = Состояния склона делятся на 7 классов по тому, как они играют против любого другого склона и любой чётности; класс префикса зависит только от множества пар (оставленный класс, чётность ушедших наружу) его ходов, и при просмотре склона от 1 наружу это множество отслеживает конечный автомат по шагам склона вверх и вниз.
permutation-why-expert-empty =
    { $side ->
        [left] Левый
       *[right] Правый
    } склон пуст: класс { $class }.
permutation-why-expert-arm =
    Шаги { $side ->
        [left] левого
       *[right] правого
    } склона: { $steps }; просмотр заканчивается в состоянии s{ $state }, ходы которого оставляют { $options } (оставленный класс, чётность ушедших наружу), так что склон — класса { $class } ({ $example }).
permutation-why-expert-example = впервые встречается как { $steps }
permutation-why-expert-lookup-alice = По таблице: классы { $left } · { $right } при чётном количестве чисел снаружи — выигрыш для игрока, чей ход; Алиса ходит первой, поэтому побеждает Алиса.
permutation-why-expert-lookup-bob = По таблице: классы { $left } · { $right } при чётном количестве чисел снаружи — проигрыш для игрока, чей ход; Алиса ходит первой, поэтому побеждает Боб.
permutation-why-expert-only-loses = Единственный первый ход Алисы проигрывает: { $moves }.
permutation-why-expert-every-loses =
    Каждый из { $count } { $count ->
        [one] первого хода
       *[other] первых ходов
    } Алисы проигрывает: { $moves }.
permutation-why-expert-winning =
    { $count ->
        [1] Выигрывающий первый ход
       *[other] Выигрывающие первые ходы
    } Алисы ({ $how }): { $moves }.
permutation-why-expert-how-only = её единственный допустимый ход
permutation-why-expert-how-both = оба её допустимых хода
permutation-why-expert-how-all =
    все { $legal } её { $legal ->
        [one] допустимый ход
        [few] допустимых хода
       *[many] допустимых ходов
    }
permutation-why-expert-how-some =
    { $winning } из { $legal } её { $legal ->
        [one] допустимого хода
       *[other] допустимых ходов
    }
permutation-why-expert-remove-one = 1 (сразу выигрывает)
permutation-why-expert-leaves =
    { $number } (оставляет { $left } · { $right }, снаружи { $parity ->
        [even] чётное
       *[odd] нечётное
    })
permutation-why-expert-dp = Проверка: интервальное ДП по всем отрезкам вокруг 1 (сетка ниже) тоже говорит, что побеждает { $winner }.
permutation-why-expert-proof =
    Почему таблица верна: классы, автомат из { $states } { $states ->
        [one] состояния
       *[other] состояний
    } и таблица выведены из правил решением всех пар склонов длиной до { $arm } { $arm ->
        [one] числа
       *[other] чисел
    }, а затем доказаны для склонов любой длины проверкой одного хода игры на всех { $sets } × { $sets } × 2 = { $triples } { $triples ->
        [one] паре
       *[other] парах
    } достижимых списков ходов и чётностей.
# permutation's positions, steps and errors
permutation-position-over = 1 уже убрана: игра окончена, побеждает { $winner }.
permutation-position-alone = С 1 больше ничего не соединено: { $mover } убирает её и побеждает.
permutation-position-alone-hint = С 1 больше ничего не соединено, поэтому { $mover }, чей ход, сразу побеждает.
permutation-position-nothing = ничего
permutation-position-facts =
    Соединены с 1 (между ними и 1 нет пробела): слева { $left }, справа { $right }; { $cut } { $cut ->
        [one] число отрезано
        [few] числа отрезаны
       *[many] чисел отрезано
    } от 1 пробелами ({ $parity ->
        [even] чётное количество
       *[odd] нечётное количество
    }).
permutation-position-loses = { $facts } { $mover }, чей ход, проигрывает: на любой ход { $other } находит выигрывающий ответ.
permutation-position-wins-hint = { $facts } { $mover }, чей ход, побеждает: есть ход, на который { $other } может ответить только проигрывающим ходом.
permutation-position-wins = { $facts } { $mover }, чей ход, побеждает, убирая { $moves }: после этого любой ответ, который даст { $other }, проигрывает.
# $what is the move's words (permutation-move-removes), which the hints look for; the Russian
# sentence says the move with its number ($value) and only reads $what.
permutation-position-leaves =
    после этого { $other } оказывается в проигрышной позиции: с 1 { $joined ->
        [one] соединено { $joined } число
        [few] соединены { $joined } числа
       *[many] соединено { $joined } чисел
    }, а { $cut } { $cut ->
        [one] число отрезано
        [few] числа отрезаны
       *[many] чисел отрезано
    } от неё пробелами ({ $parity ->
        [even] чётное количество
       *[odd] нечётное количество
    })
permutation-position-removes-one =
    { $mover } { $what ->
       *[other] убирает 1
    }: рядом с ней больше ничего нет, а кто уберёт 1, тот и победил.
permutation-position-winning =
    { $mover } { $what ->
       *[other] убирает { $value }
    }: { $leaves }.
permutation-position-fastest =
    { $mover } { $what ->
       *[other] убирает { $value }
    }: { $leaves }; это самая быстрая победа из возможных: { $moves } { $moves ->
        [one] ход
        [few] хода
       *[many] ходов
    }, считая этот.
permutation-position-forced = { $mover } может сделать только один ход, { $value }, и он проигрывает.
permutation-position-outside =
    { $mover } проигрывает при любом ходе; { $mover_is ->
        [alice] она
       *[other] он
    } { $what ->
       *[other] убирает { $value }
    }, число, отрезанное от 1: это запасной ход, который оставляет соединённые с 1 числа как есть, в надежде, что { $other } ошибётся.
permutation-position-resists =
    { $mover } проигрывает при любом ходе; { $mover_is ->
        [alice] она
       *[other] он
    } { $what ->
       *[other] убирает { $value }
    }, сохраняя соединёнными с 1 как можно больше чисел, в надежде, что { $other } ошибётся.
permutation-position-delays =
    { $mover } проигрывает при любом ходе; { $mover_is ->
        [alice] она
       *[other] он
    } { $what ->
       *[other] убирает { $value }
    }, чтобы игра длилась как можно дольше ({ $moves } { $moves ->
        [one] ход
        [few] хода
       *[many] ходов
    }, считая этот), в надежде, что { $other } ошибётся.
permutation-step-start =
    Исходный ряд: 1 стоит на месте { $at }, слева от неё { $left } { $left ->
        [one] число
        [few] числа
       *[many] чисел
    }, справа { $right } { $right ->
        [one] число
        [few] числа
       *[many] чисел
    }, пробелов пока нет. Первой ходит Алиса.
permutation-step-start-alone = Исходный ряд: 1 стоит на месте { $at }, ни слева, ни справа от неё чисел нет, пробелов пока нет. Алиса сразу убирает 1.
permutation-step-removes-one = { $player } убирает 1: рядом с ней больше ничего нет. { $player } побеждает.
permutation-step-removes = { $player } убирает { $value } (место { $at }): { $neighbours }.
permutation-step-neighbours = оно больше своих соседей { $a } и { $b }
permutation-step-neighbour = оно больше { $a }, своего единственного соседа
permutation-step-no-neighbour = у него нет соседей
permutation-step-cut =
    { $cut ->
        [1] Число за ним теперь отрезано
        [one] { $cut } число за ним теперь отрезано
        [few] { $cut } числа за ним теперь отрезаны
       *[many] { $cut } чисел за ним теперь отрезано
    } от 1 пробелом (всего отрезанных чисел: { $count }, { $parity ->
        [even] чётное количество
       *[odd] нечётное количество
    }).
permutation-step-spare =
    Оно было отрезано от 1: это запасной ход, который оставляет соединённые с 1 числа как есть (отрезанных чисел осталось: { $count }, { $parity ->
        [even] чётное количество
       *[odd] нечётное количество
    }).
permutation-step-winning = Теперь { $other } в проигрышной позиции.
permutation-step-forced = Это был единственный допустимый ход.
permutation-step-outside = Здесь { $player } проигрывает при любом ходе; запасной ход продолжает борьбу.
permutation-step-resists = Здесь { $player } проигрывает при любом ходе; этот ход сохраняет соединёнными с 1 больше всего чисел.
permutation-step-fastest =
    Теперь { $other } в проигрышной позиции: это самая быстрая победа, { $moves } { $moves ->
        [one] ход
        [few] хода
       *[many] ходов
    } вместе с этим.
permutation-step-delays =
    Здесь { $player } проигрывает при любом ходе; этот ход затягивает игру дольше всех: { $moves } { $moves ->
        [one] ход
        [few] хода
       *[many] ходов
    } вместе с этим.
permutation-step-frees = С 1 больше ничего не соединено: следующим ходом { $other } убирает её и побеждает.
permutation-step-then = { $first } { $next }
permutation-grade-wins = Убрать { $number } — выигрывающий ход. { $reason }
permutation-grade-loses = Убрать { $number } — проигрывающий ход. { $reason }
permutation-error-position-empty = позиция пуста: запишите ряд, поставив _ на место каждого убранного числа
permutation-error-position-long =
    в позиции { NUMBER($places) } { $places ->
        [one] место
        [few] места
       *[many] мест
    }; позиция читается, только если в ней не больше { NUMBER($max) } { $max ->
        [one] места
       *[other] мест
    } (в ряд размером 64 МиБ помещается не больше { NUMBER($largest) } { $largest ->
        [one] числа
       *[other] чисел
    })
permutation-error-position-not-number = { $token } — не число и не _ (убранное число)
permutation-error-position-range =
    { $token } вне диапазона: в ряду из { $n } { $n ->
        [one] места
       *[other] мест
    } стоят числа от 1 до { $n }
permutation-error-position-twice = { $value } встречается дважды: на местах { $first } и { $second }
permutation-error-position-over = 1 уже убрана: игра окончена, ходов больше нет
permutation-error-empty = ввод пуст: введите перестановку чисел 1..n через пробелы или запятые, например 3 6 5 1 4 2
permutation-error-too-many =
    { $n } { $n ->
        [one] число
        [few] числа
       *[many] чисел
    } — больше, чем может обработать эта программа
permutation-error-not-number = { $token } — не число: в ряду должно быть каждое число от 1 до { $n } по одному разу
permutation-error-range =
    { $token } вне диапазона: в ряду из { $n } { $n ->
        [one] числа
       *[other] чисел
    } каждое число от 1 до { $n } должно встречаться по одному разу{ $missing }
permutation-error-missing = , так что { $number } не хватает
permutation-error-twice = { $value } встречается дважды: как { $first }-е и { $second }-е число ряда{ $missing }
permutation-error-judge-empty = ввод пуст: ожидается T, затем для каждого случая строка с n и строка с перестановкой
permutation-position-rule-over = 1 убрано: победил { $winner }.
permutation-position-rule = Правило: компьютер делит числа, соединённые с 1 с каждой стороны от него (до ближайшего пропуска), на 7 классов по тому, как они растут и убывают, и игрок, чей ход, выигрывает ровно тогда, когда таблица отмечает два класса вместе с чётностью количества чисел, отрезанных от 1, как выигрыш. Здесь левая сторона — класс { $left }, правая — класс { $right }, отрезано { $outside ->
        [one] { $outside } число
        [few] { $outside } числа
       *[many] { $outside } чисел
    } ({ $parity ->
        [odd] нечётное количество
       *[even] чётное количество
    }): таблица отмечает { $wins ->
        [yes] выигрыш, поэтому игрок, чей ход, { $mover }, выигрывает
       *[no] проигрыш, поэтому игрок, чей ход, { $mover }, проигрывает
    }.
permutation-error-what-n = n — длина перестановки
permutation-error-judge-zero = n должно быть не меньше 1
permutation-error-judge-ended =
    ввод закончился там, где ожидалась перестановка из { $n } { $n ->
        [one] числа
       *[other] чисел
    }
permutation-error-judge-short =
    n = { $n }, но в строке { $count ->
        [one] только { $count } число
        [few] только { $count } числа
       *[many] только { $count } чисел
    }
permutation-error-judge-long = n = { $n }, но строка продолжается: лишнее { $token }
# permutation's board, tables and moves
permutation-move-removes = убирает { $value }
permutation-move-removing = убрать { $value }
permutation-board-caption =
    Ряд из { $n } { $n ->
        [one] числа
        [few] чисел
       *[many] чисел
    }: высота столбика — само число; 1 отмечена; убранные числа — стены.
permutation-board-caption-step =
    Ряд из { $n } { $n ->
        [one] числа
        [few] чисел
       *[many] чисел
    } { $turn ->
        [0] в начале
       *[other] после хода { $turn }
    }: высота столбика — само число; 1 отмечена; убранные числа — стены.
permutation-board-row = Ряд
permutation-board-cell =
    позиция { $at }: { $value }, { $place ->
        [removed] убрано
        [goal] это 1
        [joined] соединено с 1
       *[cut] отрезано от 1
    }
permutation-board-cell-now = позиция { $at }: { $value }, только что убрано (ход: { $player })
permutation-board-note-over = 1 убрана: игра окончена
permutation-board-note =
    соединены с 1: { $span ->
        [1] позиция
       *[other] позиции
    } { $at }; отрезаны от 1 пробелом: { $cut } { $cut ->
        [one] число
        [few] числа
       *[many] чисел
    } ({ $parity ->
        [even] чётное количество
       *[odd] нечётное количество
    })
permutation-board-joined = Соединены с 1
permutation-board-joined-long = Соединены с 1 (всего { $count })
permutation-board-cut =
    Отрезаны от 1: { $cut } ({ $parity ->
        [even] чётное количество
       *[odd] нечётное количество
    })
permutation-board-to-move = Ход: { $player }
permutation-board-result = Итог: побеждает { $winner }
permutation-board-legend-now = только что убрано
permutation-board-legend-goal = 1: кто её уберёт, тот победил
permutation-board-legend-joined = соединено с 1
permutation-board-legend-cut = отрезано от 1: запасной ход
permutation-board-legend-removed = убрано: стена между соседями
permutation-board-legend-wins = ход сюда сохраняет выигрыш (подсказка)
permutation-board-legend-loses = любой ход сюда проигрывает (подсказка)
permutation-table-scan = Просмотр склонов
permutation-table-scan-caption = По строке на каждое число склона, от 1 наружу (сначала левый склон, потом правый): шаг к нему, состояние автомата после него, ходы префикса, который на нём кончается (оставленный класс, чётность ушедших наружу), и класс префикса.
permutation-table-arm = Склон
permutation-table-distance = От 1
permutation-table-position = Позиция
permutation-table-number = Число
permutation-table-step = Шаг
permutation-table-state = Состояние
permutation-table-moves-leave = Ходы оставляют
permutation-table-class = Класс
permutation-table-play = Оптимальная игра
permutation-table-play-caption = По строке на ход: сторона, которая может выиграть, делает выигрывающий ход (убирает 1, когда можно, иначе оставляет меньше всего чисел, соединённых с 1), другая сопротивляется (ходит снаружи, пока можно, иначе оставляет больше всего соединённых чисел). Отрезок — позиции, ещё соединённые с 1; классы — классы двух его склонов.
permutation-table-turn = Ход
permutation-table-player = Игрок
permutation-table-removes = Убирает
permutation-table-segment = Отрезок с 1
permutation-table-outside-left = Снаружи
permutation-table-classes = Классы
permutation-table-why = Почему
permutation-table-grid = Таблица ДП
permutation-table-grid-caption = Отрезок от позиции строки до позиции столбца (в скобках — числа): W или L для игрока, чей ход, при чётном / нечётном количестве оставшихся ходов снаружи. * отмечает начало, весь ряд.
permutation-table-left-end = Левый конец
permutation-table-arm-classes = Классы склонов
permutation-table-arm-classes-caption = 7 классов, в которых может быть склон. Составьте список ходов склона вручную (что оставляет каждый ход: класс более короткого склона и чётность количества чисел, ушедших наружу), найдите этот список в последнем столбце и прочтите класс. Ходы примера можно проверить вручную.
permutation-table-example = Первый пример (шаги от 1 наружу)
permutation-table-by-hand = Его ходы, вручную
permutation-table-move-lists = Все списки ходов этого класса
permutation-table-wins = Кто выигрывает по классам
permutation-table-wins-caption = Игрок, чей ход, при классе левого склона (строка) и правого (столбец): W — выигрывает, L — проигрывает, сначала при чётном количестве чисел снаружи, потом при нечётном.
permutation-table-left-class = Класс левого склона
permutation-table-right-class = правый { $class }
permutation-table-hand = Классы склонов вручную
permutation-table-hand-caption = Префиксы каждого склона, начиная с самого короткого (до 8 чисел), от 1 наружу: шаги, числа, которые можно убрать, и что оставляет каждое, список ходов и класс по таблице классов.
permutation-table-prefix = Префикс
permutation-table-steps = Шаги
permutation-table-moves = Ходы
permutation-table-move-list = Список ходов
permutation-table-strategy = Стратегия
permutation-table-strategy-alice = Выигрывающие первые ходы Алисы, каждый ответ Боба и выигрывающие ответы Алисы на него (все); последний столбец — ряд, который достаётся Бобу после первого из них.
permutation-table-strategy-bob = Каждый первый ход Алисы и выигрывающие ответы Боба на него (все); последний столбец — ряд, который достаётся Алисе после первого из них.
permutation-table-alice-removes = Алиса убирает
permutation-table-bob-answers = Боб отвечает
permutation-table-alice-then = Затем Алиса убирает
permutation-table-bob-faces = Бобу достаётся
permutation-table-bob-then = Затем Боб убирает
permutation-table-alice-faces = Алисе достаётся
permutation-table-side =
    { $side ->
        [left] левый
       *[right] правый
    }
permutation-table-up = вверх
permutation-table-down = вниз
permutation-table-none = нет
permutation-table-join = { $first }{ $separator }{ $rest }
permutation-table-options = { $open }{ $pairs }{ $close }
permutation-table-option =
    { $class } { $parity ->
        [even] чётное
       *[odd] нечётное
    }
permutation-table-take =
    убрать { $number }: { $stays } (класс { $class }), { $out } ({ $parity ->
        [even] чётное
       *[odd] нечётное
    })
permutation-table-stays-none = не остаётся ничего
permutation-table-stays =
    { $count ->
        [1] остаётся
       *[other] остаются
    } { $kept }
permutation-table-out =
    { $count ->
        [0] наружу ничего не уходит
        [one] { $count } число уходит наружу
        [few] { $count } числа уходят наружу
       *[many] { $count } чисел уходят наружу
    }
permutation-table-empty-arm = пустой склон
permutation-table-example-cell = { $steps } (например, { $numbers })
permutation-table-no-move = хода нет: с этой стороны ничего не соединено с 1
permutation-table-outside =
    { $count } ({ $parity ->
        [even] чётное
       *[odd] нечётное
    })
permutation-table-why-removes-one = выигрыш: 1 осталась одна и убрана
permutation-table-why-winning =
    выигрыш: оставляет классы { $left } · { $right } и { $parity ->
        [even] чётное
       *[odd] нечётное
    } количество снаружи, проигрыш для игрока { $other }
permutation-table-why-winning-outside =
    выигрыш: число снаружи, оставляет { $parity ->
        [even] чётное
       *[odd] нечётное
    } количество снаружи, проигрыш для игрока { $other }
permutation-table-why-forced = вынужденно: единственный возможный ход
permutation-table-why-outside = число снаружи: любой ход проигрывает; этот сохраняет отрезок целым
permutation-table-why-resists = дольше всех сопротивляется: любой ход проигрывает; этот оставляет больше всего чисел, соединённых с 1
permutation-table-why-fastest =
    быстрейший выигрыш: оставляет классы { $left } · { $right } и { $parity ->
        [even] чётное
       *[odd] нечётное
    } количество снаружи, проигрыш для игрока { $other }; игра кончается за { $moves } { $moves ->
        [one] ход
        [few] хода
       *[many] ходов
    }
permutation-table-why-delays =
    затягивает: любой ход проигрывает; с этим игра длится { $moves } { $moves ->
        [one] ход
        [few] хода
       *[many] ходов
    }, дольше, чем при любом другом
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
# The line's caption (the games' explain.rs)
ticket-line-caption = Побеждает { $winner }: каждым ходом { $winner } сохраняет выигранную позицию, а { $loser } сопротивляется как может.
# $loser_is picks English's pronoun (she, he); the Russian present tense reads alike for both.
permutation-line-caption = Побеждает { $winner }: каждым ходом { $winner } сохраняет выигранную позицию, а { $loser } сопротивляется { $loser_is ->
       *[other] как можно дольше
    }.
auction-line-title = Заявки, как они даны
auction-line-caption = По одной заявке за шаг, в данном порядке, до первой недопустимой.
nim-line-caption = Победитель каждым ходом делает ним-сумму равной 0 и выигрывает как можно быстрее; проигрывающий затягивает игру как можно дольше.
nim-line-caption-timed-from = Победитель каждым ходом делает ним-сумму равной 0. Позиция слишком велика, чтобы считать ходы до конца, вплоть до хода { $from }: до тех пор проигрывающий берёт { $loser_takes ->
        [any] самую маленькую кучку целиком
       *[set] как можно больше из самой большой кучки
    }; дальше оба считают ходы.
nim-line-caption-untimed = Победитель каждым ходом делает ним-сумму равной 0; позиция слишком велика, чтобы считать ходы до конца, поэтому проигрывающий берёт { $loser_takes ->
        [any] самую маленькую кучку целиком
       *[set] как можно больше из самой большой кучки
    }.

# The auction's Why
auction-why-board = Сдача { $board }.
auction-why-source =
    { $tag ->
        [auction] тега [Auction]
        [dealer] тега [Dealer]
        [md] поля md| записи LIN
        [d] параметра d= ссылки
        [sv] поля sv|
        [v] параметра v= ссылки
       *[vulnerable] тега [Vulnerable]
    }
auction-why-dealer-from = Сдающий: { $seat }, по данным { $source }.
auction-why-dealer-from-over = Сдающий: { $seat }, по данным { $source }; это важнее настройки сдающего ({ $chosen }).
auction-why-dealer-board = Сдающий: { $seat }, как в сдаче { $board } стандартного цикла из 16 сдач.
auction-why-dealer-board-over = Сдающий: { $seat }, как в сдаче { $board } стандартного цикла из 16 сдач; это важнее настройки сдающего ({ $chosen }).
auction-why-dealer-chosen = Сдающий: { $seat }, как выбрано.
auction-why-dealer-default = Сдающий: { $seat } (по умолчанию).
auction-why-vulnerable =
    { $vul ->
        [None] никто не в зоне
        [NS] Север–Юг в зоне
        [EW] Восток–Запад в зоне
       *[All] обе линии в зоне
    }
auction-why-vulnerability-from = Зональность: { $vulnerable }, по данным { $source }.
auction-why-vulnerability-board = Зональность: { $vulnerable }, как в сдаче { $board } стандартного цикла.
auction-why-vulnerability-chosen = Зональность: { $vulnerable }, как выбрано.
auction-why-partners = Партнёры: Север–Юг против Востока–Запада.
auction-why-deal = Расклад дан; очки за старшие карты: Север { $north }, Восток { $east }, Юг { $south }, Запад { $west }.
auction-why-link-hands =
    В ссылке { $given } { $given ->
        [one] рука
        [few] руки
       *[many] рук
    } из четырёх; расклад рисуется по трём или четырём рукам, поэтому эти не показаны.
auction-why-read =
    { $count ->
        [0] Заявок пока нет.
        [one] Прочитана { $count } заявка.
        [few] Прочитаны { $count } заявки.
       *[many] Прочитано { $count } заявок.
    }
auction-why-read-ap =
    { $read } AP («все пас») означало { $passes } { $passes ->
        [one] пас
        [few] паса
       *[many] пасов
    }.
auction-why-read-starred = { $read } Знак '*' отметил конец данных заявок.
auction-why-no-bid = Ставок ещё не было.
auction-why-no-bid-before = До недопустимой заявки ставок не было.
auction-why-highest = Старшая ставка: { $bid }, { $seat } (заявка { $at }).
auction-why-highest-before = До недопустимой заявки старшей ставкой была { $bid }, { $seat } (заявка { $at }).
auction-why-undoubled = На { $bid } никто не сказал контру.
auction-why-doubled = { $seat } сказал контру на { $bid } (заявка { $at }).
auction-why-redoubled = { $doubler } сказал контру на { $bid }, а { $seat } — реконтру (заявка { $at }).
auction-why-passes = Пасов подряд в конце: { $passes }.
auction-why-passes-before = Пасов подряд перед ней: { $passes }.
auction-why-rule =
    Нарушенное правило: { $words }; { $rule ->
        [end] закон 22 (конец торговли) и закон 39 (заявки после последнего паса)
        [bid] закон 18 (ставки) и закон 27 (недостаточная заявка)
       *[other] закон 19 (контры и реконтры) и закон 36 (недопустимые контры и реконтры)
    } Законов дуплетного бриджа 2017 года.
auction-why-over = Торговля уже закончилась, поэтому там была недопустима любая заявка.
auction-why-legal-then = Допустимые заявки в тот момент ({ $seat }): { $calls }.
auction-why-bids =
    любая ставка от { $first } до { $last } ({ $count } { $count ->
        [one] ставка
        [few] ставки
       *[many] ставок
    })
auction-why-unchecked =
    { $count ->
        [one] Ещё { NUMBER($count) } заявка, записанная после неё, не проверялась
        [few] Ещё { NUMBER($count) } заявки, записанные после неё, не проверялись
       *[many] Ещё { NUMBER($count) } заявок, записанных после неё, не проверялись
    }: решает первая недопустимая заявка.
auction-why-contract-undoubled = Контракт — последняя ставка, { $bid }, без контры: никто её не законтрил.
auction-why-contract-doubled = Контракт — последняя ставка, { $bid }, с контрой: последней заявкой, кроме пасов, была контра (её сказал { $seat }).
auction-why-contract-redoubled = Контракт — последняя ставка, { $bid }, с реконтрой: последней заявкой, кроме пасов, была реконтра (её сказал { $seat }).
auction-why-declarer =
    Разыгрывающий: первым из линии { $side ->
        [ns] Север–Юг
       *[ew] Восток–Запад
    } { $strain ->
        [clubs] трефы
        [diamonds] бубны
        [hearts] черви
        [spades] пики
       *[notrump] бескозырку
    } назвал { $seat } ({ $bid }, заявка { $at }), поэтому разыгрывает { $seat }.
auction-why-declarer-not-final = { $declarer } Последнюю ставку сделал { $final }, но разыгрывает тот, кто первым назвал деноминацию.
auction-why-to-call = Заявляет { $seat }. Сейчас допустимо: { $calls }.
auction-why-not-legal = { $call } сейчас недопустима: { $fact }; { $rule }.
auction-why-ending-contract =
    { $passes ->
        [one] Ещё { $passes } пас закончил бы торговлю
        [few] Ещё { $passes } паса закончили бы торговлю
       *[many] Ещё { $passes } пасов закончили бы торговлю
    }: контракт { $contract }.
auction-why-ending-passed-out =
    { $passes ->
        [one] Ещё { $passes } пас закончил бы торговлю
        [few] Ещё { $passes } паса закончили бы торговлю
       *[many] Ещё { $passes } пасов закончили бы торговлю
    }, и сдача не разыгрывалась бы.
auction-why-annotations = Пометки PBN, показанные в примечаниях, но не проверяемые: { $shown }.
auction-why-annotations-more = Пометки PBN, показанные в примечаниях, но не проверяемые: { $shown } … (всего { $total }).
auction-why-alerted = Заявка { $index } ({ $call }, { $seat }) была алертована.
auction-why-alerted-explained = Заявка { $index } ({ $call }, { $seat }) была алертована и объяснена: { $text }
auction-why-explained = Заявка { $index } ({ $call }, { $seat }) объяснена: { $text }
auction-why-more-explained =
    … и ещё { $count } { $count ->
        [one] алертованная или объяснённая заявка
        [few] алертованные или объяснённые заявки
       *[many] алертованных или объяснённых заявок
    }.
auction-why-note = Примечание { $number }: { $text }
auction-why-more-notes =
    … и ещё { $count } { $count ->
        [one] примечание
        [few] примечания
       *[many] примечаний
    }.

# auction's positions, steps and errors
auction-step-start = Заявок ещё нет: сдаёт и говорит первым { $seat }.
auction-step-opening = { $seat } открывает торговлю заявкой { $bid }{ $mark }.
auction-step-overcall =
    { $seat } заявляет { $bid }{ $mark }, выше, чем { $over } ({ $by }){ $lapse ->
        [double] ; контра больше не действует
        [redouble] ; контра и реконтра больше не действуют
       *[none] { "" }
    }.
auction-step-double = { $seat } говорит контру{ $mark } на { $bid } ({ $by }).
auction-step-redouble = { $seat } говорит реконтру{ $mark }: на { $bid } контру сказал { $doubler }.
auction-step-pass = { $seat } говорит пас{ $mark }: { $change }.
auction-step-passed-out = четвёртый пас без единой ставки: сдача не разыгрывается
auction-step-no-bid-yet =
    ставок ещё нет; ещё { $more } { $more ->
        [one] пас
        [few] паса
       *[many] пасов
    } — и сдача не разыгрывается
auction-step-over = третий пас подряд, последняя заявка — { $last }: торговля окончена; контракт { $contract }
auction-step-passes =
    { $passes } { $passes ->
        [one] пас
        [few] паса
       *[many] пасов
    } подряд, последняя заявка — { $last }; { $passes ->
        [1] ещё два паса
       *[other] ещё один пас
    } — и торговля окончена
auction-step-to-call = { $said } Заявляет { $seat }.
auction-step-illegal =
    { $seat } { $kind ->
        [pass] говорит пас
        [double] говорит контру
        [redouble] говорит реконтру
       *[bid] заявляет { $call }
    }{ $mark }, и это недопустимо: { $breach }.
auction-step-noted =
    { $said } { $mark } { $kind ->
        [alerted] Алерт: { $text }
        [alert] Алерт.
       *[text] { $text }
    }
auction-breach = { $fact }; { $rule }
auction-breach-laws =
    { $rule ->
        [end] законы 22, 39
        [bid] законы 18, 27
       *[other] законы 19, 36
    }
auction-breach-over-passed-out = торговля уже окончилась: после четвёртого паса (заявка { $at }) сдача не разыгрывается
auction-breach-over = торговля уже окончилась третьим пасом подряд (заявка { $at })
auction-breach-insufficient =
    { $bid } { $relation ->
        [repeats] повторяет
       *[lower] ниже, чем
    } { $highest } ({ $seat }, заявка { $at })
auction-breach-no-bid = ставок ещё не было, так что контрить нечего
auction-breach-nothing-to-redouble = ставок и контр ещё не было, так что реконтрить нечего
auction-breach-not-doubled = на { $bid } ({ $seat }) контры не было
auction-breach-partners-bid = { $bid } заявил { $seat }, партнёр ({ $caller } и { $seat } играют в паре)
auction-breach-partners-double = контру на { $bid } сказал { $seat }, партнёр ({ $caller } и { $seat } играют в паре)
auction-breach-doubled = на { $bid } уже сказана контра ({ $seat })
auction-breach-redoubled = на { $bid } уже сказана реконтра
auction-breach-rule =
    { $rule ->
        [end] после конца торговли никакая заявка невозможна
        [bid] ставка должна быть выше всех прежних: больше взяток или столько же в старшей деноминации (♣ < ♦ < ♥ < ♠ < NT)
        [double] контра допустима, только когда последняя заявка, кроме пасов, — ставка противника
       *[redouble] реконтра допустима, только когда последняя заявка, кроме пасов, — контра противника
    }
auction-error-syntax =
    { $problem ->
        [comment] '{ "{" }' открывает комментарий, который так и не закрыт знаком '{ "}" }'
        [tag] '[' открывает тег PBN, который не закрыт знаком ']' в той же строке
        [second-auction] второй тег [Auction]: вставляйте по одной торговле
        [second-board] здесь начинается вторая сдача: в записи их несколько; вставляйте по одной сдаче
        [lin-no-dealer] в md| нужна цифра сдающего (1 — Юг, 2 — Запад, 3 — Север, 4 — Восток)
        [lin-explanation-first] an| объясняет заявку перед ним, но заявки перед ним нет
        [link-empty] в этой ссылке нет ни записи lin=, ни параметров просмотрщика n=, s=, e=, w=, a=, d=, v= или b=
        [link-alert-first] '!' алертует заявку перед ним, но заявки перед ним нет
        [link-explanation-first] объяснение '(…)' стоит раньше всех заявок
        [deal-start] значение [Deal] начинается с места первой руки и двоеточия, например N:AKQ.…
        [three-hands] в раскладе должны быть хотя бы три руки из четырёх
       *[judge-empty] ввод пуст: ожидалась строка с t, числом случаев
    }
auction-error-token =
    { $problem ->
        [not-tag] { $token } — не тег PBN: тег пишется [Имя "значение"], например [Auction "N"]
        [before-auction] { $token } стоит перед тегом [Auction]: заявки пишутся после него
        [after-star] { $token } стоит после '*', которая завершает заявки
        [lin-unclosed] после { $token } нет '|': запись LIN состоит из пар ключ|значение|
        [lin-no-value] у ключа { $token } нет значения: запись LIN состоит из пар ключ|значение|
        [lin-key] { $token } — не ключ LIN (две буквы, например md, sv, mb)
        [deal-suits] в руке { $token } нужны четыре масти через точку (пики.черви.бубны.трефы)
       *[rank-first] в руке { $token } достоинство карты стоит раньше буквы масти
    }
auction-error-value =
    { $field ->
        [board-tag] тег [Board] содержит номер сдачи, 1 или больше
        [vulnerable-tag] тег [Vulnerable] — это None, NS, EW или All
        [tag-auction] тег [Auction] называет сдающего: N, E, S или W
        [tag-dealer] тег [Dealer] называет сдающего: N, E, S или W
        [lin-dealer] цифра сдающего — 1 (Юг), 2 (Запад), 3 (Север) или 4 (Восток)
        [lin-vulnerable] sv| — кто в зоне: o (никто), n (Север–Юг), e (Восток–Запад) или b (обе линии)
        [link-dealer] d= — сдающий: n, e, s или w
        [link-vulnerable] v= — кто в зоне: - (никто), n (Север–Юг), e (Восток–Запад) или b (обе линии)
        [link-board] b= — номер сдачи, 1 или больше
        [deal-seat] первое место расклада — N, E, S или W
        [setting-dealer] сдающий должен быть N, E, S или W (или North, East, South, West)
       *[setting-vulnerable] зона должна быть None, NS, EW или All
    }, а не { $token }
auction-error-not-call =
    { $token } (заявка { $index }{ $of ->
        [case] {" "}этого случая
       *[input] {""}
    }) — не заявка: { $why ->
        [level] уровень ставки — от 1 до 7
        [strain] деноминация ставки — C, D, H, S или NT (N), либо ♣ ♦ ♥ ♠
        [no-strain] сразу после уровня ставки нужна деноминация, например 3NT или 2♥
        [too-many-x] X — контра, XX — реконтра; больше ничего нет
        [dash] одиночный дефис — это пас, а заявки дефисами не разделяются: ставьте между заявками пробелы или запятые, например 1C P 2H или 1C,P,2H
        [link] в a= заявки пишутся слитно: p, d, r, 1c … 7n
       *[unknown] ожидался пас (P, -), X (Dbl), XX (Rdbl) или ставка от 1C до 7NT
    }
auction-error-dealers-differ = тег [Dealer] называет сдающим { $dealer }, а тег [Auction] — { $auction }: в PBN значение тега [Auction] и есть сдающий, так что оба должны называть одно место
auction-error-deal-hands =
    в [Deal] должно быть четыре руки, а не { $count }
auction-error-rank =
    { $rank } в руке { $hand } — { $record ->
        [lin] ни буква масти, ни достоинство карты
       *[pbn] не достоинство карты
    }
auction-error-hand-size =
    { $seat }: в руке { $count } { $count ->
        [one] карта
        [few] карты
       *[many] карт
    }, а не 13
auction-error-card-twice = { $card } сдана дважды: расклад — это 52 разные карты
auction-error-count =
    { $name } = { $token }: { $fault ->
        [large] слишком большое число (не больше { $max })
        [cases] нужно число случаев, целое число
        [call] нужно число заявок, целое число (это заявка: нет ли в предыдущем случае больше заявок, чем говорит его n?)
       *[calls] нужно число заявок, целое число
    }
auction-error-case-missing = ввод кончился там, где случай { $case } из { $cases } должен начинаться с n, числа его заявок
auction-error-calls-missing =
    n = { $n }, но ввод кончился после { NUMBER($count) } { $count ->
        [one] заявки
       *[other] заявок
    }
auction-error-link-encoding = параметр { $name }= этой ссылки — не правильный текст в процентной кодировке
auction-error-link-calls = в параметре a= ссылки: { $error }
auction-error-link-hands = в руках из ссылки: { $error }
auction-error-link-unclosed = '(' после заявки { $index } открывает объяснение, которое так и не закрыто
auction-error-link-level =
    заявка { $index } — уровень { $level }, за которым { $next ->
        [end] ничего нет
       *[other] идёт { $next }
    }, а не деноминация (c, d, h, s, n)
auction-grade-empty = Напишите заявки торговли через пробел.
auction-error-after-cases = после последнего теста (t = { $cases }): нет ли в каком-то тесте больше заявок, чем говорит его n?
auction-grade-ends = Контракт: { $target }.
auction-grade-ends-other = Торговля по правилам, но контракт — { $value }, а не { $target }.
auction-grade-passed-out = Торговля по правилам, но сдача не разыгрывается, а нужен контракт { $target }.
auction-grade-not-over = Ещё нет: торговля не окончена, заявляет { $seat }.
auction-grade-illegal-call = Ещё нет: в этой торговле есть недопустимая заявка.
auction-grade-no-illegal = В этой торговле нет недопустимых заявок.
auction-grade-number =
    { $problem ->
        [range] В торговле только заявки с 1 по { $n }.{ " " }
       *[nan] { $written } — не число.{ " " }
        [none] { "" }
    }Напишите номер заявки, от 1 до { $n }.
auction-grade-illegal = Заявка { $index } ({ $call }, { $seat }) недопустима: { $breach }.

# auction's board, tables and moves
auction-move-call =
    { $kind ->
        [pass] говорит пас
        [double] говорит контру
        [redouble] говорит реконтру
       *[bid] заявляет { $call }
    }
auction-board-caption =
    Диаграмма торговли { $calls ->
        [0] до первой заявки
       *[other] после { $calls } { $calls ->
            [one] заявки
           *[many] заявок
        }
    }: столбцы Запад, Север, Восток, Юг; сдаёт { $dealer }.
auction-board-bidding = Торговля
auction-board-dealt =
    Сдаёт { $dealer }{ $vul ->
        [None] , никто не в зоне
        [NS] , С–Ю в зоне
        [EW] , В–З в зоне
        [All] , все в зоне
       *[unknown] { "" }
    }
auction-board-hcp =
    { $points } { $points ->
        [one] очко
        [few] очка
       *[many] очков
    }{ $vulnerable ->
        [yes] , в зоне
       *[no] { "" }
    }
auction-board-suit =
    { $seat }, { $suit ->
        [spades] пики
        [hearts] черви
        [diamonds] бубны
       *[clubs] трефы
    }: { $ranks }
auction-board-void = нет
auction-board-no-call = { $seat }: заявки нет
auction-board-to-call = Заявляет { $seat }
auction-board-all-pass =
    заявки { $first }–{ $last }: все пасуют, { $passes } { $passes ->
        [one] пас
        [few] паса
       *[many] пасов
    } подряд, и торговля окончена
auction-board-call =
    заявка { $index }: { $call }, { $seat }{ $illegal ->
        [yes] , недопустимая
       *[no] { "" }
    }{ $alert ->
        [yes] , алертована
       *[no] { "" }
    }{ $explained ->
        [no] { "" }
       *[yes] : { $text }
    }
auction-board-footnote =
    Заявка { $call }, { $seat } — { $kind ->
        [alerted] алерт: { $text }
        [alert] алерт
       *[text] { $text }
    }
auction-board-label =
    { $label ->
        [dealer] Сдающий
        [vulnerable] Зона
        [highest] Старшая ставка
        [doubling] Контра
        [passes] Пасов подряд
        [status] Состояние
        [to-call] Заявляет
        [contract] Контракт
        [seat] Игрок
        [call] Заявка
        [legal] По правилам
       *[note] Примечание
    }
auction-board-legend-now = заявка этого шага
auction-board-legend-illegal = недопустимая заявка
auction-board-legend-next = кто заявляет следующим
auction-table-diagram = Диаграмма торговли
auction-table-diagram-caption = Торговля, как её печатают в книгах: по столбцу на игрока, первым Запад, первая строка начинается со сдающего, завершающие пасы — All Pass. { $dealt }.
auction-table-calls = Заявки
auction-table-calls-caption = По строке на каждую данную заявку, до первой недопустимой: состояние торговли после неё.
auction-table-legal =
    { $legal ->
        [yes] да
       *[no] нет
    }
auction-table-highest = { $bid } ({ $seat })
auction-table-doubling =
    { $doubling ->
        [doubled] контра
       *[redoubled] реконтра
    }
auction-table-status =
    { $status ->
        [open] идёт
        [passed-out] все пас
        [complete] окончена
       *[illegal] недопустима
    }
auction-table-illegal = { $breach } ({ $laws })
auction-table-illegal-call = { $call } (недопустимо)
auction-table-note =
    { $change }{ $alert ->
        [yes] ; алерт
       *[no] { "" }
    }{ $explained ->
        [no] { "" }
       *[yes] ; объяснение: { $text }
    }{ $annotations }
auction-table-opening = открывает торговлю заявкой { $bid }
auction-table-overcall =
    перебивает { $over } ({ $seat }){ $lapse ->
        [double] ; контра больше не действует
        [redouble] ; контра и реконтра больше не действуют
       *[none] { "" }
    }
auction-table-double = контра на { $bid } ({ $seat })
auction-table-redouble = реконтра ({ $seat } сказал контру на { $bid })
auction-table-seat =
    { $seat ->
        [N] С
        [E] В
        [S] Ю
       *[W] З
    }

## Each game's About: rules, prompt, examples (crates/*/src/game.rs, `fn about`)

ticket-rule-1 = Билет — это строка чётной длины из цифр и знаков ? (стёртых цифр): левая половина и правая половина.
ticket-rule-2 = Двое ходят по очереди: сначала Монокарп, потом Бикарп, и так далее.
ticket-rule-3 = Ход: заменить один из оставшихся ? любой цифрой от 0 до 9, в любой половине.
ticket-rule-4 = Игра заканчивается, когда ни одного ? не осталось.
ticket-rule-5 = Бикарп побеждает, если суммы цифр двух половин тогда равны; иначе побеждает Монокарп.
ticket-prompt = Билет: цифры и ? (стёртая цифра), чётной длины
ticket-exercise-fill = Замените каждый _ цифрой так, чтобы выиграл { $winner } (первым ходит { $first }, как в начале).
ticket-exercise-fill-help = Запишите весь билет: цифры на месте _, а ? оставьте как есть.
ticket-exercise-who-wins = Ходит { $mover }: кто победит при лучшей игре?
ticket-exercise-moves = Найдите все выигрывающие ходы игрока { $mover }, чей сейчас ход.
ticket-exercise-moves-help = Запишите каждый ход как позиция=цифра (позиции с 1) через пробелы, например 2=9 3=9; или none.
ticket-error-typed = { $error } (позиция посреди игры записывается так: билет, пробел и тот, кто ходит следующим: 90?9 Bicarp)
ticket-example-1 = Пример из задачи: d = 9, а в правой половине на два ? больше, они стоят ровно 9: Бикарп.
ticket-example-2 = По одному ? с каждой стороны: Бикарп повторяет всё, что пишет Монокарп.
ticket-example-3 = Ни одного ?: никто не ходит, 5 = 5.
ticket-example-4 = Нет ? и половины не равны: Монокарп побеждает, не сделав ни хода.
ticket-example-5 = Два ? с одной стороны против 9: на x Бикарп отвечает 9 − x.
ticket-example-6 = Слева на два ? больше при равных суммах: уравновесить их нечем, Монокарп.
ticket-example-7 = Поровну ?, но заданные цифры расходятся на 9: Бикарп может лишь повторять, так что 9 остаётся и Монокарп побеждает.
ticket-example-8 = Поровну ?, значит, заданные суммы уже должны быть равны; d = 8: Монокарп.
ticket-example-9 = Нечётное число ?: Монокарп пишет последним и всегда побеждает.
ticket-example-10 = Поровну, но d = −9: Монокарп отодвигает B ещё дальше.
ticket-example-11 = Три ? (нечётно): снова Монокарп.
ticket-example-12 = Шесть ?, по три с каждой стороны: Бикарп зеркалит каждый ход.
auction-rule-1 = Четыре игрока, Север, Восток, Юг и Запад, делают заявки по очереди по часовой стрелке, начиная со сдающего. Север–Юг — партнёры, Восток–Запад тоже.
auction-rule-2 = Заявка — это пас, контра (X), реконтра (XX) или ставка: уровень от 1 до 7 и деноминация, ♣ < ♦ < ♥ < ♠ < NT.
auction-rule-3 = Ставка должна быть выше всех прежних: выше уровнем или того же уровня в старшей деноминации.
auction-rule-4 = Контрить можно только ставку противника, реконтрить — только контру противника, и лишь когда это последняя заявка, кроме пасов.
auction-rule-5 = Торговля заканчивается после трёх пасов подряд вслед за ставкой, контрой или реконтрой либо после четырёх пасов без ставок (сдача спасована). После конца никакая заявка невозможна.
auction-rule-6 = Контракт — последняя ставка, законтрированная или реконтрированная, если последней заявкой, кроме пасов, была X или XX. Разыгрывающий — игрок стороны контракта, первым назвавший его деноминацию.
auction-rule-7 = Недопустимая заявка называется со своим законом: законы 18 и 27 для недостаточной ставки, 19 и 36 для недопустимой контры или реконтры, 22 и 39 для заявки после конца торговли.
auction-prompt = Заявки: P (или -) X XX 1C … 7NT (можно ♣♦♥♠) через пробелы или запятые; или запись PBN, запись BBO LIN или ссылка handviewer
auction-exercise-build = Составьте правильный законченный торг, который заканчивается контрактом { $contract }; сдаёт { $dealer }.
auction-exercise-build-help = Запишите заявки через пробелы: P, X, XX, 1C … 7NT.
auction-exercise-first-illegal = Какая заявка первая недопустимая? Сдаёт { $dealer }.
auction-exercise-first-illegal-help = Запишите её номер: 1 для первой заявки, 2 для второй и так далее.
auction-error-lin-link = в записи LIN из ссылки: { $error }
auction-grade-not-auction = Это не аукцион: { $error }
auction-example-1 = Четыре паса: сдача спасована.
auction-example-2 = Простая торговля: 3NT у Юга, который первым назвал бескозырку.
auction-example-3 = Борьба: Север контрит 4♥, Запад реконтрит; 4♥ с реконтрой, разыгрывает Восток, первым назвавший черви.
auction-example-4 = Контрить собственного партнёра нельзя: контрить можно только ставку противника.
auction-example-5 = Реконтра не той стороны: реконтрить может только сторона, которую законтрили.
auction-example-6 = Недостаточная ставка: 1♣ ниже, чем 1♦.
auction-example-7 = Заявка после конца: три паса после ставки закрывают торговлю.
auction-example-8 = Не закончена: следующие заявки предложены кнопками.
auction-example-9 = Запись сдачи BBO (LIN): сдача 3, сдаёт Юг, в зоне Восток–Запад; четыре руки вокруг диаграммы и алертованная заявка с объяснением.
auction-example-10 = Запись PBN: сдача 6, сдаёт Восток, в зоне Восток–Запад; примечание 1 объясняет 2♥ Юга рядом с заявкой.
auction-example-11 = Самая длинная допустимая торговля: 319 заявок, каждая ставка законтрирована и реконтрирована.
auction-setting-dealer = Сдающий
auction-setting-vulnerable = Зональность
auction-setting-vulnerable-unknown = Не указана
auction-setting-vulnerable-none = Никто не в зоне
auction-setting-vulnerable-ns = Север–Юг
auction-setting-vulnerable-ew = Восток–Запад
auction-setting-vulnerable-all = Обе линии
permutation-rule-1 = В ряд выписаны числа от 1 до n в каком-то порядке.
permutation-rule-2 = Двое ходят по очереди: сначала Алиса, потом Боб, и так далее.
permutation-rule-3 = Ход: убрать одно число, которое больше каждого из своих нынешних соседей. Число, у которого не осталось соседей, убрать можно всегда.
permutation-rule-4 = Убранное число оставляет пробел: числа по обе стороны от него соседями не становятся.
permutation-rule-5 = Кто уберёт 1, тот и победил.
permutation-prompt = Перестановка чисел 1..n через пробелы или запятые
permutation-exercise-who-wins = Ходит { $mover }: кто победит при лучшей игре?
permutation-exercise-move = Ходит { $mover }: уберите число, которое выигрывает.
permutation-exercise-move-help = Запишите число, которое нужно убрать.
permutation-exercise-moves = Найдите все числа, удаление которых выигрывает для игрока { $mover }, чей сейчас ход.
permutation-exercise-moves-help = Запишите числа через пробелы или none.
permutation-error-typed = { $error } (позиция посреди игры записывается строкой, где каждое убранное число заменено на _: 3 _ 5 1 4 2)
permutation-random = Размер случайной перестановки
permutation-example-1 = Любой первый ход проигрывает: Алиса может взять 6 или 4, и у Боба на каждый есть ответ (после 6 он берёт 4).
permutation-example-2 = Если 1 одна, её можно убрать сразу: Алиса.
permutation-example-3 = 1 меньше 2; Алиса вынуждена взять 2, затем Боб берёт 1.
permutation-example-4 = По склону с каждой стороны от 1: всё решают классы склонов.
permutation-example-5 = У Алисы единственный ход — 3, и 1 остаётся одна для Боба.
permutation-example-6 = Каждый ход вынужден: 4, 3, 2, а затем Боб убирает 1.
permutation-example-7 = 1 стоит с края: один склон справа.
nim-rule-1 = На столе лежат несколько кучек фишек.
nim-rule-2 = Двое ходят по очереди: сначала Алиса, потом Боб, и так далее.
nim-rule-3 = Ход: взять фишки из одной кучки, сколько угодно, от 1 до всей кучки. В игре с вычитанием (настройка take) ход берёт одно из разрешённых чисел, например 1, 2 или 3.
nim-rule-4 = Кто не может сделать ход, проигрывает: кто берёт последнюю фишку, тот побеждает.
nim-prompt = Размеры кучек через пробелы; затем, если хотите, чей ход (Bob) и take 1,2,3
nim-exercise-form-meaning = из кучки H взять T
nim-exercise-form-example = 2-3 берёт 3 из кучки 2
nim-exercise-form-click = Нажмите на кучку и выберите, сколько взять
nim-exercise-who-wins = Ходит { $mover }: кто победит при лучшей игре?
nim-exercise-who-wins-takes = Ходит { $mover }, ход берёт { $takes }: кто победит?
nim-exercise-move = Ходит { $mover }: возьмите из одной кучки так, чтобы ним-сумма стала 0.
nim-exercise-move-grundy = Ходит { $mover } (ход берёт { $takes }): возьмите из одной кучки так, чтобы ним-сумма чисел Гранди стала 0.
nim-exercise-moves = Найдите все выигрывающие ходы игрока { $mover }, чей сейчас ход.
nim-random = Число кучек
nim-setting-take = За ход берут
nim-setting-take-any = сколько угодно (ним)
nim-setting-take-1-2 = 1 или 2
nim-setting-take-1-2-3 = 1, 2 или 3
nim-setting-take-1-3-4 = 1, 3 или 4
nim-setting-take-1-4 = 1 или 4
nim-setting-take-1 = 1 (чётность)
nim-example-1 = Классические три кучки: ним-сумма 1, так что Алиса побеждает, взяв 1 из любой кучки.
nim-example-2 = Ним-сумма 0: что бы Алиса ни взяла, Боб отвечает ходом, который снова делает её 0. Боб побеждает.
nim-example-3 = Две равные кучки: Боб повторяет каждый ход Алисы на другой кучке.
nim-example-4 = Игра с вычитанием: ход берёт 1, 2 или 3. Число Гранди кучки — её размер по модулю 4: Алиса оставляет кратное 4.
nim-example-5 = Позиция посреди игры, ходит Боб: ним-сумма 0, так что Боб проигрывает.
nim-example-6 = По одной фишке за ход: каждая кучка важна только своей чётностью, как внешние числа в игре с перестановкой.
wythoff-rule-1 = На столе лежат две кучки фишек.
wythoff-rule-2 = Двое ходят по очереди: сначала Алиса, потом Боб, и так далее.
wythoff-rule-3 = Ход: взять сколько угодно фишек из одной кучки или поровну из обеих.
wythoff-rule-4 = Кто не может сделать ход, проигрывает: кто берёт последнюю фишку, тот побеждает.
wythoff-prompt = Два размера кучек через пробел; затем, если хотите, чей ход (Bob)
wythoff-exercise-form-meaning = из кучки H взять T, H = 12 для обеих кучек
wythoff-exercise-form-example = 12-3 берёт по 3 из каждой кучки
wythoff-exercise-form-click = Нажмите на кучку и выберите ход
wythoff-random = Наибольшая кучка
wythoff-example-1 = Алиса берёт по 1 из обеих кучек и оставляет 3 5, холодную позицию: Боб проигрывает.
wythoff-example-2 = Холодная позиция: любой ход оставляет горячую. Боб побеждает.
wythoff-example-3 = По правилу нима равные кучки проигрывают, но здесь Алиса берёт по 1 из обеих и побеждает.
wythoff-example-4 = Позиция посреди игры, ходит Боб: холодная, так что Боб проигрывает.
wythoff-example-5 = Холодная: 1618034 − 1000000 = 618034 = k, и ⌊618034 φ⌋ = 1000000.
