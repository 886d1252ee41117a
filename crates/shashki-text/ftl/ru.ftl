# shashki: все тексты, которые читает человек, по-русски. Ключи и аргументы те же, что в en.ftl
# (это проверяют тесты крейта). Формы после числа: one (1, 21…), few (2–4, 22–24…), many.

## Стороны и итоги

white = Белые
black = Чёрные
to-move = { $color ->
    [white] Ход белых
   *[black] Ход чёрных
}
wins = { $color ->
    [white] Белые выиграли
   *[black] Чёрные выиграли
}
draw = Ничья
result-ongoing = партия продолжается
result-win = { $winner }: { $why }
result-draw = ничья: { $why }
win-no-moves = у соперника нет ходов
win-no-pieces = у соперника не осталось шашек
win-resignation = соперник сдался
win-recorded = по записи партии
win-time = по времени
win-breakthrough = первая дамка
win-winner-no-moves = ходить нечем, а в этой игре это победа
win-winner-no-pieces = отдали все свои шашки
draw-repetition = позиция повторилась трижды
draw-kings-only = долго ходили только дамки
draw-no-progress = долго без хода простой и без взятия
draw-balance = дамки с обеих сторон без перемен
draw-lone-king = одинокая дамка устояла
draw-main-road = одинокая дамка держит большую дорогу
draw-single-pieces = одна шашка против одной
draw-agreement = по соглашению
draw-recorded = по записи партии
rule-repetition = повторение
rule-kings-only = только дамки
rule-no-progress = без продвижения
rule-balance = равновесие
rule-lone-king = одинокая дамка
rule-main-road = большая дорога
rule-single-pieces = одна против одной
rule-agreement = соглашение
variant-russian = Русские шашки
variant-giveaway = Поддавки
variant-international = Международные шашки
variant-brazilian = Бразильские шашки
variant-english = Английские шашки (чекерс)
variant-italian = Итальянские шашки
variant-pool = Пул (американские)
variant-spanish = Испанские шашки
variant-czech = Чешские шашки
variant-antidraughts = Международные поддавки
variant-killer = Киллер
variant-breakthrough = Прорыв
variant-frisian = Фризские шашки
variant-turkish = Турецкие шашки
variant-armenian = Армянские шашки (тама)
variant-bashni = Столбовые шашки (башни)
variant-stavropol = Ставропольские шашки
variant-samoedy = Самоеды
list-joined = { $head }; { $tail }
list-empty = ничего

## Ошибки правил: поля, FEN, позиции, ходы

square-bad = неверное поле «{ $text }»: { $why }
square-not-a-number = это не число
square-no-such-number = поля с таким номером нет
square-algebraic-off-8x8 = буквенные поля читаются только на доске 8×8
square-no-rank = после буквы нужен номер горизонтали
square-off-board = вне доски
square-not-playable = это белое поле, на нём не играют
square-unreadable = нужен номер или поле вида c3
fen-unreadable = неверный FEN, знак { $column }: { $fault }
fen-empty = FEN пуст
fen-side = сторона, чей ход, — W или B, а написано «{ $found }»
fen-block-letter = блок цвета начинается с W или B, а написано «{ $found }»
fen-empty-field = пустое поле между двоеточиями
fen-second-block = второй блок { $color ->
    [white] белых
   *[black] чёрных
}
fen-empty-square = пусто между запятыми
fen-bad-range = неверный диапазон «{ $text }»
fen-backward-range = диапазон «{ $text }» идёт в обратную сторону
fen-columns-not-here = столбы (поле=буквы) бывают только в башнях
fen-column-letter = «{ $found }» — не шашка столба (w, b, W, B)
fen-column-top = столб на { $square } венчает { $top ->
    [white] белая
   *[black] чёрная
} шашка, а не { $block ->
    [white] белая
   *[black] чёрная
}
fen-empty-column = в столбе на { $square } нет шашек
fen-last-move-not-here = последний ход (L) записывают только в ставропольских шашках
fen-last-move-form = нужно L<откуда>-<куда>, а написано «L{ $text }»
fen-king-run-form = неверная серия ходов дамки «{ $text }»: нужно вроде W33=2
text-unreadable = неверная запись позиции, знак { $column }: { $fault }
text-no-side = не названа ни одна сторона: пишите «Белые: …; Чёрные: …»
text-unknown-word = «{ $word }» — не сторона, не знак дамок или простых и не поле
text-not-a-square = «{ $word }» — не поле доски: { $why }
text-outside-side = «{ $word }» стоит раньше, чем названа сторона
text-side-twice = { $color ->
    [white] белые
   *[black] чёрные
} названы дважды
text-side-missing = не названы { $color ->
    [white] белые
   *[black] чёрные
}: сторона без шашек записывается «Белые: —» или «Чёрные: —»
text-turn-twice = раньше уже сказано, что ход другой стороны
text-square-twice = поле { $square } названо дважды
text-remark-not-last = примечание в скобках может стоять только в конце
text-remark-unclosed = скобка не закрыта
position-impossible = невозможная позиция: { $problems }
problem-no-such-square = поля { $number } на доске нет
problem-square-twice = на поле { $square } две шашки
problem-man-on-promotion-row = { $color ->
    [white] белая
   *[black] чёрная
} простая на { $square } стоит на поле превращения (она была бы дамкой)
problem-too-many-pieces = у { $color ->
    [white] белых
   *[black] чёрных
} { $count } { $count ->
    [one] шашка
    [few] шашки
   *[many] шашек
}, а в этой игре их не больше { $max }
problem-mixed-column = столб на { $square } дважды меняет цвет (взятие только подкладывает пленных вниз)
problem-last-move-not-kept = в этой игре последний ход не записывают
problem-bad-last-move = последний ход { $from }-{ $to }: шашка должна стоять на { $to }, а поле { $from } — быть пустым
problem-bad-king-run = { $color ->
    [white] белая
   *[black] чёрная
} дамка на { $square } не могла сделать здесь { $moves } { $moves ->
    [one] тихий ход
    [few] тихих хода
   *[many] тихих ходов
} подряд
move-empty = ход не написан
move-bad-square = неверный ход, { $column }-й символ хода: { $why }
move-one-square = «{ $text }» — не ход: нужны два поля
move-illegal = ход «{ $text }» здесь невозможен
move-ambiguous = «{ $text }» неоднозначно: напишите путь, один из ходов { $candidates }
play-no-draw-offer = { $color ->
    [white] белым
   *[black] чёрным
} не предлагали ничью
play-not-your-turn = сейчас ход { $color ->
    [white] белых
   *[black] чёрных
}
play-game-over = партия окончена: { $result }
pdn-at = PDN, строка { $line }, знак { $column }: { $what }
pdn-line = PDN, строка { $line }: { $what }
pdn-move = ход { $number } { $side ->
    [white] белых
   *[black] чёрных
} («{ $text }»): { $why }
pdn-no-game = в тексте PDN нет партии
pdn-in-game = партия { $number }: { $what }
pdn-no-such-game = партии { $number } в тексте нет: { $games ->
    [one] в нём { $games } партия
    [few] в нём { $games } партии
   *[many] в нём { $games } партий
}
pdn-tag-without-name = у тега нет имени; пишут так: [Event "…"]
pdn-unclosed-comment = комментарий в фигурных скобках не закрыт
pdn-unclosed-variation = вариант «(» не закрыт
pdn-unopened-variation = «)» не закрывает никакого варианта
pdn-too-deep = глубина вложенности вариантов больше { $depth }
pdn-unexpected = «{ $word }» — не ход и не знак записи
pdn-unreadable = не удалось прочесть текст: { $why }
pdn-unknown-variant = тег { $tag } «{ $value }» не называет ни одной известной нам игры
pdn-fen = неверный тег FEN: { $why }
pdn-unknown-move = ход неизвестен («-» в записи)

## Ошибки веб-API, по их коду (INTERFACES.md §8)

error-offline = сервер не отвечает; сделанные ходы сохранены
error-not-found = партии с таким адресом нет
error-no-page = такой страницы нет
error-method-not-allowed = такой запрос здесь не обслуживается
error-forbidden = эта ссылка или место не относятся к этой партии
error-no-bearer = нужен заголовок Authorization: Bearer SECRET
error-no-seat = этот ключ не даёт места в этой партии
error-bad-invite = приглашение неверно или уже использовано
error-not-in-lobby = эта партия не ждёт соперника в зале: войдите в неё по ссылке, которую прислал игрок
error-not-your-turn = сейчас не ваш ход
error-wait-engine = дождитесь хода компьютера, прежде чем брать ход назад
error-hint-not-yours = подсказка — для игрока, чей ход
error-game-over = партия окончена
error-no-draw-offer = предложения ничьей нет
error-no-takeback-request = соперник не просил вернуть ход
error-no-takeback = нет хода, который можно вернуть
error-takeback-waiting = ваша просьба ждёт ответа
error-illegal-move = такой ход здесь невозможен
error-rate-limited = слишком много запросов; подождите немного
error-busy = сервер сейчас загружен такой работой до предела; попробуйте через несколько секунд
error-too-large = слишком длинный текст
error-too-large-than = текст длиннее { $amount } { $unit ->
    [mb] МБ
   *[kb] КБ
}: разделите файл на части
error-malformed-json = испорченный JSON: { $detail }
error-json-cut = JSON обрывается раньше времени (строка { $line }, знак { $column })
error-json-syntax = ошибка в записи JSON: строка { $line }, знак { $column }
error-json-missing = в JSON нет поля «{ $field }»
error-internal = ошибка сервера; попробуйте ещё раз
error-game-changed = партия тем временем изменилась (другой сервер уже принял ход); обновите её
error-stale = партия изменилась с тех пор, как был отправлен этот запрос (второй щелчок или ещё не увиденный ход): ничего не сделано
error-game-aborted = партия отменена: у неё нет результата
error-not-abortable = партию уже нельзя отменить: обе стороны сделали ход (можно сдаться или предложить ничью)
error-waiting-for-opponent = соперник ещё не присоединился: партия начнётся, когда приглашённый откроет ссылку (до тех пор её можно только отменить)
error-join-key = ключ присоединения должен состоять из 32 шестнадцатеричных цифр, выбранных страницей случайно
error-too-many-sockets = слишком много открытых соединений с вашего адреса; закройте часть вкладок этого сайта и попробуйте снова
error-bad-request = неверный запрос: { $detail }
error-unknown-variant = неизвестная игра «{ $name }»
error-opponent = соперник «{ $found }»: нужно engine или human
error-color = цвет «{ $found }»: нужно white, black или random
error-level = уровень: от 1 до 10
error-clock = часы: от 1 до 36000 секунд на партию, добавка от 0 до 600
error-fen = FEN: { $why }
error-over-at-once = партия закончилась бы сразу
error-start-no-pieces = { $color ->
    [white] У белых
   *[black] У чёрных
} нет ни одной шашки: для партии нужны шашки обеих сторон
error-analysis-while-playing = партию двух игроков движок разбирает только после её окончания
error-no-tables = на этом сервере нет базы эндшпилей для игры «{ $variant }»
error-not-in-tables = в позиции { $pieces ->
    [one] { $pieces } шашка
    [few] { $pieces } шашки
   *[other] { $pieces } шашек
}, а база эндшпилей этого сервера — до { $most }
error-tablebase-no-fen = укажите позицию: ?fen=FEN
error-ply = полуход { $ply }: в партии полуходы от 0 до { $plies }
error-star-position = позиция: { $detail }
error-star-players = игроки: в китайские шашки играют от двух до шести
error-star-board = доска '{ $found }': звезда большая (large) или малая (small)
error-star-first = первый «{ $found }»: такого игрока нет
error-star-seats = места: дано { $given } на { $players } { $players ->
    [one] игрока
   *[many] игроков
}
error-star-seat = место «{ $found }»: нужно person, friend или computer
error-star-move = { $detail }
error-star-turn = сейчас ходит { $player }
error-star-game-over = партия окончена ({ $detail })
position-chinese-checkers = shashki position переводит позиции шашек; позицию китайских шашек читают и пишут их собственные команды: shashki moves, shashki perft и shashki play --variant chinese-checkers --fen ТЕКСТ

## Игра в терминале (shashki play)

play-you = вы
play-player = игрок
play-engine = shashki, уровень { $level }
play-thinking = думаю…
play-pondering = компьютер оценивает позицию…
play-capture-forced = Бить обязательно
play-several-ways = Туда ведут несколько путей: выберите по очереди каждое поле остановки
play-choose-piece = Выберите шашку той стороны, чей ход
play-no-move-from = С поля { $square } хода нет
play-not-a-landing = Шашка не может пойти туда
play-wait-engine = Подождите: ходит компьютер
play-over = Партия окончена
play-banner-title = Партия окончена
play-illegal = Невозможный ход: { $text }
play-ambiguous = «{ $text }» неоднозначно: напишите один из ходов { $candidates }
play-move-prompt = Ход:{" "}
play-save-prompt = Сохранить PDN в файл:{" "}
play-load-prompt = Открыть файл PDN или FEN:{" "}
play-confirm-resign = Сдать партию? (д/н)
play-yes = дД
play-saved = Сохранено в { $file }
play-save-failed = Не удалось сохранить { $file }: { $why }
play-loaded = Открыто { $file }: { $moves } { $moves ->
    [one] ход
    [few] хода
   *[many] ходов
}
play-load-failed = Не удалось открыть: { $why }
play-bad-fen = Неверный FEN: { $why }
play-no-game = в файле нет партии
play-in-file = { $file }: { $what }
play-os-error = { $detail }
play-nothing-to-undo = Нечего брать назад
play-hint = Подсказка: { $move } (Enter — сделать ход)
play-db-win = выигрыш за { $moves } { $moves ->
    [one] ход
    [few] хода
   *[many] ходов
}
play-db-loss = проигрыш через { $moves } { $moves ->
    [one] ход
    [few] хода
   *[many] ходов
}
play-db-won = выигрыш (база эндшпилей)
play-db-lost = проигрыш (база эндшпилей)
play-db-draw = ничья (база эндшпилей)
play-draw-offered = { $color ->
    [white] Белые
   *[black] Чёрные
} предлагают ничью: d — согласиться, ход — отказ
play-draw-sent = Ничья предложена
play-draw-declined = Компьютер отказался от ничьей
moves = Ходы
counters = Правила ничьей
no-counters = не действуют
play-cursor = Курсор: { $square }
play-keys = стрелки курсор · Enter/пробел выбор · a–h, 1–9 или m ввести ход · u назад · ? подсказка · F перевернуть · D ничья · r сдаться · s сохранить · o открыть · C тренер · t тронул — ходи · q выход
play-typing-keys = Enter сделать ход · Esc отмена · Backspace стереть


## Тренер (issue 17): четыре идеи, проверенные расчётом

coach = Тренер
coach-on = Тренер включён: каждый ваш ход проверяется расчётом.
coach-off = Тренер выключен.
coach-title = Тренер о ходе { $move }:
coach-quiet = замечаний нет: ничего не подставлено, ничего не упущено.
coach-line = Вариант: { $line }
coach-hanging-played = Ход под бой: шашку на { $square } бьют ({ $key }); { $given ->
    [one] потеряна { $given } шашка
    [few] потеряны { $given } шашки
   *[many] потеряно { $given } шашек
}.
coach-edge-played = Шашка ушла на край: на { $square } у неё один ход вместо двух; ход { $best } был лучше на { $loss } шашки.
coach-shot-missed = Упущен удар: { $key } — отдать { $given }, взять { $taken } (бить обязательно); потеря { $loss } шашки.
coach-shot-allowed = Допущен удар соперника: { $key } — отдаёт { $given }, берёт { $taken }; потеря { $loss } шашки.
coach-shot-played = Удар: отдано { $given }, взято { $taken }.
coach-breakthrough-missed = Упущен прорыв: { $key } — жертва { $given } за дамку на { $crown }; потеря { $loss } шашки.
coach-breakthrough-allowed = Допущен прорыв соперника: { $key } — жертва { $given } за дамку на { $crown }; потеря { $loss } шашки.
coach-breakthrough-played = Прорыв: жертва { $given } за дамку на { $crown }.
# Under a verdict of `shashki analyze`, which gives the values: the same without the loss
# (issue 34: one loss, one figure).
coach-hanging-played-short = Ход под бой: шашку на { $square } бьют ({ $key }).
coach-edge-played-short = Шашка ушла на край: на { $square } у неё один ход вместо двух.
coach-shot-missed-short = Упущен удар: { $key } — отдать { $given }, взять { $taken } (бить обязательно).
coach-shot-allowed-short = Допущен удар соперника: { $key } — отдаёт { $given }, берёт { $taken }.
coach-breakthrough-missed-short = Упущен прорыв: { $key } — жертва { $given } за дамку на { $crown }.
coach-breakthrough-allowed-short = Допущен прорыв соперника: { $key } — жертва { $given } за дамку на { $crown }.
coach-warning = Если пойти сюда, шашку на { $square } побьют: { $capture }.
coach-warn = Предупреждать до хода: поля, где шашку побьют


## Issue 32: shashki analyze пишет оценки ходов и итог на выбранном языке; ход, прочитанный
## по продолжению записи; «тронул — ходи» в игре в терминале

analyze-mistake = Ошибка ({ $played }). Лучше: { $line } ({ $best })
analyze-blunder = Грубая ошибка ({ $played }). Лучше: { $line } ({ $best })
analyze-missed-win = Упущен выигрыш ({ $played }). Выигрывало: { $line } ({ $best })
analyze-depth = глубина { $depth }
analyze-nodes = { $nodes } { $nodes ->
    [one] узел
    [few] узла
   *[many] узлов
}
analyze-time = { $ms } мс
analyze-or = { $first } или { $second }
analyze-summary = shashki analyze, { $how } на позицию. Белые: { $white }. Чёрные: { $black }.
analyze-tally = { $mistakes }, { $blunders }, { $missed }, средняя потеря { $loss } шашки на ход из { $moves }
analyze-mistakes = { $n } { $n ->
    [one] ошибка
    [few] ошибки
   *[many] ошибок
}
analyze-blunders = { $n } { $n ->
    [one] грубая ошибка
    [few] грубые ошибки
   *[many] грубых ошибок
}
analyze-missed-wins = { $n } { $n ->
    [one] упущенный выигрыш
    [few] упущенных выигрыша
   *[many] упущенных выигрышей
}
analyze-of-moves = { $n } { $n ->
    [one] хода
   *[other] ходов
}
analyze-cut = Разобрано до ошибки в записи: { $why }.
analyze-read-on = Ход прочитан по продолжению записи: { $what }.
analyze-ended = Партия окончена по правилам ({ $result }) после полухода { $ply }; дальнейшие ходы не оцениваются.
pdn-also-fits = ход { $number } { $side ->
    [white] белых
   *[black] чёрных
} («{ $text }») подходит и как { $rejected }; прочитан как { $kept }, после чего запись продолжается
touch-move-on = «Тронул — ходи» включено: выбранной шашкой нужно ходить, ходы назад не берутся.
touch-move-off = «Тронул — ходи» выключено.
touch-move-no-undo = «Тронул — ходи»: ходы назад не берутся.


## Названия диагоналей из детского курса (issue 17)

diagonals = Названия диагоналей
diagonals-why = Русская школа даёт имена диагоналям, которые нужно знать: самой длинной, парам рядом с ней и петле вдоль краёв доски. На них решаются многие окончания: три дамки ловят одну, только если она не держит большак.
diagonal-bolshak = Большак (большая дорога): a1–h8, самая длинная диагональ, восемь полей
diagonal-dvoynik = Двойники: a7–g1 и b8–h2, по семь полей
diagonal-troynik = Тройники: a3–f8 и c1–h6, по шесть полей
diagonal-kosyak = Косяк: петля e1–h4–d8–a5–e1


## Мои партии (партии, в которых у этого браузера есть место)

my-games = Мои партии
my-games-none = Партий пока нет: здесь будут партии, сыгранные в этом браузере.
my-games-open = Открыть
my-games-forget = Убрать
my-games-won = выиграна
my-games-lost = проиграна
my-games-ongoing = идёт
my-games-gone = этой партии на сервере больше нет
my-games-vs-engine = против компьютера (уровень { $level })
my-games-vs-friend = против друга
my-games-local = двое за одним устройством
my-games-record = запись партии
my-games-side = вы играете { $color ->
    [white] белыми
   *[black] чёрными
}
my-games-moves = { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[many] { $moves } ходов
}


## Вид доски

theme = Доска
theme-wood = Дерево
theme-plain = Простая зелёная
theme-contrast = Высокий контраст
coordinates = Координаты

## Слова страницы доски (issue 16): кнопки, подписи, сообщения, доска вслух; часть из них
## говорит и страница китайских шашек (закрыть, отмена, ошибка…)

draughts = Шашки
new-game = Новая партия
variant = Игра
opponent = Соперник
vs-engine = Компьютер
vs-friend = Друг, по ссылке
vs-local = Вдвоём за одним устройством
color = Ваш цвет
random = Случайно
level = Уровень
play-the-computer = Играть с компьютером
play-a-friend = Играть с другом
more-options = Ещё: цвет, часы, вдвоём за одним устройством, позиция или партия PDN
level-name = { $level ->
    [1] первые шаги
    [2] новичок
    [3] любитель
    [4] растущий
    [5] игрок клуба
    [6] сильный игрок клуба
    [7] эксперт
    [8] сильный
    [9] очень сильный
   *[10] в полную силу
}
clock = Часы
no-clock = без часов
minutes = мин
increment = с за ход
fen = Начальная позиция (FEN, необязательно)
start = Начать
cancel = Отмена
flip = Перевернуть доску
rematch = Реванш (цвета меняются)
same-again = Новая партия с теми же настройками
takeback = Вернуть ход
takeback-asked = Просьба вернуть ход отправлена
asks-takeback = { $color ->
    [white] Белые просят вернуть последний ход
   *[black] Чёрные просят вернуть последний ход
}
grant-takeback = Разрешить
refuse-takeback = Отказать
resign = Сдаться
offer-draw = Предложить ничью
accept-draw = Согласиться на ничью
draw-offer-pending = Предложена ничья
decline-draw = Отказаться
offers-draw = { $color ->
    [white] Белые предлагают ничью
   *[black] Чёрные предлагают ничью
}
engine-declines = Компьютер отказался от ничьей и играет дальше.
offer-declined = Соперник отказался от ничьей.
side-resigned = { $color ->
    [white] Белые сдались
   *[black] Чёрные сдались
}
you-resigned = Вы сдались
opponent-resigned = Соперник сдался
you-win = вы победили
pdn = Сохранить PDN
invite = Отправьте эту ссылку другу:
copy = Копировать
waiting = Ждём, пока соперник присоединится
your-move = Ваш ход
thinking = Компьютер думает…
must-capture = Бить обязательно: шашка, которая может бить, должна бить.
several-ways = Туда ведут несколько путей: щёлкните по очереди каждое поле остановки.
confirm-resign = Сдать партию?
abort = Отменить партию
game-aborted = Партия отменена
game-aborted-abandoned = Партия отменена: никто не присоединился или не сделал ход вовремя
my-games-aborted = отменена
error = Ошибка
reconnecting = Связь потеряна, восстанавливаем…
language = Язык
board = Доска
board-help = Стрелки переводят с поля на поле; Enter или пробел берут шашку и ставят её.
underneath = под ней: { $piece }
piece-name = { $piece ->
    [white] белая простая
    [white-king] белая дамка
    [black] чёрная простая
   *[black-king] чёрная дамка
}
empty-square = пусто
selected-mark = выбрана
target-mark = сюда можно пойти
danger-mark = здесь шашку побьют
sound = Звук
sound-on = Звук включён
sound-off = Звук выключен
start-position = Начало
back-to-game = Вернуться к партии
first = Начальная позиция
previous = Предыдущий ход
next = Следующий ход
last = Последняя позиция
analyse = Оценка движка
analysing = Анализирую…
review-title = Анализ партии
review-start = Анализ партии
review-running = Анализ партии: { $done } из { $total } позиций
review-failed = Анализ прервался; попробуйте ещё раз.
review-offline = Сервер не отвечает; анализ продолжится, когда связь вернётся.
review-graph = Оценка каждой позиции (за белых); нажмите на неё, чтобы увидеть позицию
review-graph-note = Оценка в шашках: выше середины перевес у белых, ниже — у чёрных; края — { $bound } шашек и больше.
review-graph-start = Начальная позиция
review-clean = Ошибок нет.
review-good-moves = Удачные ходы:
review-judged-note = Оцениваются ходы, где был выбор: вынужденные ходы и ходы дебютной книги не оцениваются (в записи ходов они серые).
review-unjudged-book = Ход дебютной книги: не оценивается
review-unjudged-forced = Единственный ход: не оценивается
pdn-game = Какую партию открыть ({ $n })
pdn-game-unnamed = игроки не указаны
pdn-game-unreadable = { $number }. не читается (строка { $line })
pdn-game-broken = { $game } · ошибка в записи
pdn-game-filter = Поиск: игрок, турнир, год
pdn-game-none = Ничего не найдено: показаны все партии.
review-mistake = Ошибка
review-blunder = Грубая ошибка
review-missed-win = Упущен выигрыш
review-loss = потеря { $loss } шашки
review-better = Лучше: { $move }
review-then = , далее { $line }
review-on-board = показать на доске
db-won = Очередь хода: выигрыш (база эндшпилей)
db-lost = Очередь хода: проигрыш (база эндшпилей)
db-draw = Ничья (база эндшпилей)
has-won = { $color ->
    [white] Белые выиграли
   *[black] Чёрные выиграли
}
wins-known = { $color ->
    [white] Белые выигрывают (база эндшпилей)
   *[black] Чёрные выигрывают (база эндшпилей)
}
evaluation = Оценка { $score } (за белых), глубина { $depth }
best-line = Лучший вариант
no-best-move = ходов нет: партия здесь окончена
rules = Правила
chinese-checkers = Китайские шашки
close = Закрыть
setup = Расставить позицию
tools = Что ставить
erase = Убрать
side-to-move = Чей ход
clear-board = Очистить доску
starting-position = Начальная расстановка
pdn-import = Загрузить партию PDN
pdn-paste = Вставьте текст PDN или выберите файл
pdn-file = Файл PDN
pdn-file-choose = Выбрать файл…
pdn-file-none = файл не выбран
pdn-hint = Партия с результатом открывается как запись для просмотра и анализа; незаконченная продолжится с последней позиции PDN (при игре вдвоём на одном устройстве её ходы сохранятся).

## Страница доски: тексты с числами

page-wins-in = { $color ->
    [white] Белые выигрывают
   *[black] Чёрные выигрывают
} за { $moves } { $moves ->
    [one] ход
    [few] хода
   *[many] ходов
} (глубина { $depth })
page-db-win = Очередь хода: выигрыш за { $moves } { $moves ->
    [one] ход
    [few] хода
   *[many] ходов
} (база эндшпилей)
page-db-loss = Очередь хода: проигрыш через { $moves } { $moves ->
    [one] ход
    [few] хода
   *[many] ходов
} (база эндшпилей)
short-notation = Краткая запись, как в книгах (cd4)
touch-move = «Тронул — ходи»: тронутой шашкой нужно ходить
touch-move-bound = «Тронул — ходи»: шашку на { $square } тронули, ею нужно ходить.
move-box = Ввести ход
move-box-play = Сделать ход
move-box-example-algebraic = c3-d4, cd4 или c3:e5
move-box-example-numeric = 32-28 или 28x19
page-viewing = Просмотр: после { $move }; на доске ходить нельзя.
page-viewing-start = Просмотр: начальная позиция; на доске ходить нельзя.
page-viewing-value = Оценка анализа: { $value } (за белых).

## Задачи (issue 17): позиции настоящих партий с комбинацией у стороны, чей ход.
puzzles = Задачи
puzzle-to-move = { $color ->
    [white] Ход белых
   *[black] Ход чёрных
}, выиграть материал
puzzle-to-move-king = { $color ->
    [white] Ход белых
   *[black] Ход чёрных
}, провести шашку в дамки
puzzle-grade = { $moves ->
    [one] комбинация в { $moves } ход
    [few] комбинация в { $moves } хода
   *[many] комбинация в { $moves } ходов
}
puzzle-idea-shot = Идея: удар. Отдать шашку — бить обязательно, — а потом взять больше.
puzzle-idea-breakthrough = Идея: прорыв. Отдать шашку, чтобы другая прошла в дамки.
puzzle-idea-gain = Идея: вынужденный выигрыш материала.
puzzle-right = Верно! Соперник отвечает { $reply }. Ваш ход.
puzzle-right-also = Верно, этот ход тоже сохраняет выигрыш. Соперник отвечает { $reply }. Ваш ход.
puzzle-wrong = Не этот ход: { $refutation }
puzzle-solved = Решено!
puzzle-solved-shown = Пройдено. Решение было показано, поэтому задача не засчитана.
puzzle-solution = Решение: { $line }.
puzzle-source = Источник: { $source }
puzzle-source-game = Из партии { $game } сборника { $file }, ход { $move }
puzzle-source-selfplay = Из партии программы с самой собой (№ { $game }), ход { $move }
puzzle-source-players = Из партии { $players }, ход { $move }
puzzle-source-players-event = Из партии { $players } ({ $event }), ход { $move }
puzzle-open-game = Открыть партию
puzzle-next = Следующая задача
puzzle-retry = Ещё раз
puzzle-none = Для этой игры задач пока нет.
puzzle-solved-count = { $count ->
    [one] решена { $count } задача
    [few] решено { $count } задачи
   *[many] решено { $count } задач
}
puzzle-loading = Загружаем задачу…
puzzle-variant = Игра:
puzzle-rules = Правила
puzzle-link = Ссылка на задачу № { $n }
puzzle-missing = Задачи с номером { $n } нет: вот другая.
puzzle-place = задача { $index } из { $count }
puzzle-progress = Решено { $solved } из { $count } в этой игре
puzzle-rating = Рейтинг задачи { $rating }
puzzle-rating-estimated = Рейтинг задачи { $rating } (оценка: её ещё никто не решал)
puzzle-first-tries = с первой попытки решили { $solved } из { $tries }
puzzle-your-rating = Ваш рейтинг { $rating }
puzzle-rating-after = Ваш рейтинг { $rating } ({ $change })
puzzle-rating-help = Рейтинг задачи говорит, как часто её решают с первой попытки; ваш рейтинг хранится в этом браузере, растёт за задачу, решённую с первой попытки, и падает за промах — тем больше, чем неожиданнее. Следующая задача — близкая к вашему рейтингу.
puzzle-wrong-retry = Не этот ход: { $refutation } Попробуйте ещё раз или посмотрите решение.
puzzle-try-another = Попробуйте другой ход.
puzzle-show-solution = Показать решение

## Упражнения классических окончаний (issue 17): каждый ход проверяет база эндшпилей.
exercises-combinations = Комбинации
exercise-petrov = Треугольник Петрова
exercise-main-road = Большак
exercise-petrov-goal = { $moves ->
    [one] Три дамки против одной: поймайте одинокую дамку за 15 ходов, которые дают правила (при лучшей игре — { $moves } ход). Ваш ход.
    [few] Три дамки против одной: поймайте одинокую дамку за 15 ходов, которые дают правила (при лучшей игре — { $moves } хода). Ваш ход.
   *[many] Три дамки против одной: поймайте одинокую дамку за 15 ходов, которые дают правила (при лучшей игре — { $moves } ходов). Ваш ход.
}
exercise-main-road-goal = Ваша одинокая дамка стоит на большаке a1–h8: удержите ничью против трёх дамок. Ваш ход.
puzzle-idea-petrov = Треугольник Петрова: одна дамка держит большак, две другие вместе с ней строят треугольник и оттесняют одинокую дамку в угол двойника, где она и ловится.
puzzle-idea-main-road = Одинокую дамку, которая держится большака, не поймать: пока она стоит на нём, на 5-м ходу сильнейшей стороны — ничья.
error-endgames = нет базы эндшпилей для упражнений: { $detail }

## Китайские шашки: страница (star.html) и терминал (shashki play --variant chinese-checkers).
star-title = Китайские шашки
star-new-game = Новая игра
star-rules-title = Китайские шашки: правила
star-players = Игроков
star-board = Доска
star-board-large = Большая звезда: 121 лунка, по 10 фишек
star-board-small = Малая звезда: 73 лунки, по 6 фишек
star-seat-person = За этим устройством
star-seat-friend = Друг, по ссылке
star-seat-computer = Компьютер
star-anti-spoiling = Правило против блокировки: фишка, оставшаяся в своём углу после 30-го хода хозяина (20-го на малой звезде), приносит ему поражение
star-play-on = Играть дальше за места, когда первый игрок дошёл
star-first = Кто начинает
star-colour-a = Красные
star-colour-b = Жёлтые
star-colour-c = Зелёные
star-colour-d = Синие
star-colour-e = Фиолетовые
star-colour-f = Оранжевые
star-to-move = { $colour } ходят
star-your-move = Ваш ход: { $colour }
star-thinking = { $colour } (компьютер) думают…
star-waiting-friend = { $colour }: ждём, когда игрок придёт по ссылке
star-wins = { $colour } победили
star-blocked = Никто не может ходить: победителя нет
star-game-over = Игра окончена
star-places = Места
star-home = дома
star-resigned = сдались
star-spoiled = выбыли: фишка осталась в своём углу после 30 ходов (20 на малой звезде)
star-to-go = { $n ->
    [one] до цели { $n } шаг
    [few] до цели { $n } шага
   *[many] до цели { $n } шагов
}
star-to-go-help = Шаги до цели: сколько шагов из лунки в соседнюю лунку всем фишкам игрока осталось пройти, чтобы занять противоположный луч. Чем меньше, тем ближе победа.
star-watching = Вы смотрите эту партию.
star-invite-used = Это приглашение уже использовано: место занял другой игрок. Вы смотрите партию.
star-this-device = это устройство
star-a-friend = друг
star-person = человек
star-computer-level = компьютер, уровень { $level }
star-not-joined = ещё не пришёл
star-invite = Отправьте эту ссылку игроку за цвет «{ $colour }»:
star-moves = Ходы
star-hint = Подсказка
star-hint-is = Подсказка: { $move }
star-resign = Сдаться
star-record = Сохранить запись
star-confirm-resign = { $colour }: сдаться в этой партии?
star-passes = { $colour } не могут ходить и пропускают ход
star-choose-piece = Выберите свою фишку
star-no-move-from = Фишка в лунке { $hole } не может ходить
star-not-a-destination = Выбранная фишка туда не пройдёт
star-wait-computer = Сейчас ходит компьютер
star-over = Игра окончена
star-illegal = Такого хода нет: { $text }
star-move-prompt = Ход (откуда-куда):{" "}
star-save-prompt = Сохранить запись в файл:{" "}
star-resign-ask = { $colour }: сдаться? (д/н)
star-saved = Сохранено в { $file }
star-save-failed = Не удалось сохранить { $file }: { $why }
star-nothing-to-undo = Нечего отменять
star-play-hint = Подсказка: { $move } (Enter — сыграть)
star-not-here = В этой игре этого нет
star-cursor = Лунка { $hole }
star-keys = стрелки курсор · Enter выбрать · m ввести ход · ? подсказка · u отменить · r сдаться · s сохранить · q выйти
star-typing-keys = Enter готово · Esc отмена

## Зал ожидания (issue 16): партии с человеком, к которым может присоединиться любой.
lobby = Зал
lobby-open = Присоединиться может любой из зала
player-name = Ваше имя (если хотите)
lobby-waiting = Ждут соперника
lobby-playing = Идут сейчас
lobby-none-waiting = Никто не ждёт. Начните партию: «Играть с другом» и «Присоединиться может любой из зала».
lobby-none-playing = Сейчас не идёт ни одной партии из зала.
lobby-you-play = вы играете { $color ->
    [white] белыми
   *[black] чёрными
}
lobby-yours-waiting = вы играете { $color ->
    [white] белыми
   *[black] чёрными
}, ждём соперника
lobby-clock = { $minutes } мин + { $increment } с
lobby-join = Присоединиться
lobby-watch = Смотреть
lobby-yours = Ваша партия: открыть
lobby-refresh = Обновить
error-name = имя: не длиннее { $most } знаков и без управляющих символов
error-lobby-engine = ждать соперника в зале может только партия с человеком

## The analysis board (issue 16)

study = Доска анализа
study-open = Доска анализа
study-analyse-position = Анализировать позицию
study-analyse-pdn = Анализировать с вариантами
study-engine = Программа: оценка и лучший вариант
study-delete = Удалить с этого хода
study-undo = Вернуть удалённое
study-deleted = { $moves ->
    [one] Удалён { $moves } ход.
    [few] Удалено { $moves } хода.
   *[other] Удалено { $moves } ходов.
}
study-promote = Сделать вариант главным
study-save = Скачать PDN
study-share = Ссылка, чтобы поделиться
study-link = По этой ссылке откроется анализ:
study-cut = { $moves ->
    [one] { $moves } ход вариантов не удалось прочитать, он пропущен.
    [few] { $moves } хода вариантов не удалось прочитать, они пропущены.
   *[many] { $moves } ходов вариантов не удалось прочитать, они пропущены.
}

## Premoves against a person (issue 16)

premove-set = Предход { $move }: будет сделан сразу после хода соперника, если тогда он возможен. Отменить — Escape или щелчок в другом месте.
premove-dropped = Предход { $move } невозможен после хода соперника и отменён.
premove-several-ways = Предход { $move }: туда ведут несколько взятий; щёлкните по очереди каждое поле остановки.
premove-cancelled = Предход отменён.

## Партии по переписке (issue 16): дни на ход, партия ждёт следующего визита.

clock-correspondence = По переписке
clock-days-none = нет: часы в минутах выше
clock-days = { $days ->
    [one] { $days } день на ход
    [few] { $days } дня на ход
   *[many] { $days } дней на ход
}
span-days = { $days ->
    [one] { $days } день
    [few] { $days } дня
   *[many] { $days } дней
}
span-hours = { $hours ->
    [one] { $hours } час
    [few] { $hours } часа
   *[many] { $hours } часов
}
span-minutes = { $minutes ->
    [one] { $minutes } минута
    [few] { $minutes } минуты
   *[many] { $minutes } минут
}
clock-left = в запасе { $time }
my-games-your-move = ваш ход
my-games-their-move = ход соперника
my-games-to-move = { $color ->
    [white] ход белых
   *[black] ход чёрных
}
error-clock-days = часы по переписке: от 1 до { $most } дней на ход, без времени на партию и добавки
error-correspondence-engine = часы по переписке — для партии с человеком: компьютер отвечает сразу. Играйте с ним без часов: партия будет ждать вас сколько угодно
# The board page when the server or the network fails it (issue 31).
live-polling = Обновления в реальном времени недоступны (сервер отказал в соединении или оно рвётся): партия обновляется каждые несколько секунд
error-move-not-sent = ход не отправлен: нет связи. Сделайте его ещё раз
error-move-no-answer = сервер не ответил: как только он ответит, страница покажет, сделан ли ход
error-move-busy = ход не сделан: с вашего адреса сейчас слишком много запросов. Сделайте его ещё раз чуть позже
move-not-made = Ход не дошёл до сервера: сделайте его ещё раз.
error-join-offline = сервер не ответил: вы ещё не вошли в партию. Попробуйте ещё раз (если вход дошёл, вы получите то же место)
try-again = Попробовать ещё раз
seats-taken = Оба места в этой партии заняты: вы смотрите её как зритель.

## Доска глазами игрока (issue 33)
spectator = Вы смотрите эту партию как зритель.
menu = Меню
player-unnamed = Игрок
my-games-draw = ничья
my-games-analysed = есть анализ
move-box-example-one = например, { $move }
page-counter-moves = { $rule }: { $count } из { $limit } { $limit ->
    [one] хода
   *[other] ходов
}
page-counter-times = { $rule }: { $count } из { $limit } раз
variant-note-stavropol = Ставропольские шашки: вместо своего хода можно пойти шашкой соперника — так, как пошёл бы её хозяин.
moved-opponents-piece = { $mover ->
    [white] Белые пошли
   *[black] Чёрные пошли
} { $owner ->
    [white] белой шашкой
   *[black] чёрной шашкой
}: { $move } — в ставропольских шашках так можно.
# Детский курс русских шашек (issue 34): страница /learn, crates/shashki-web/data/course.json.
learn = Учиться
learn-title = Учимся играть в русские шашки
learn-intro = Курс из коротких шагов: выполни каждое задание на доске. Успехи хранятся в этом браузере, можно уйти и вернуться.
learn-progress = Пройдено шагов: { $done } из { $total }
learn-step = Шаг { $n } из { $total }
learn-parts = Части курса
learn-hint = Подсказка
learn-check = Проверить
learn-next = Дальше
learn-previous = Назад
learn-again = Начать шаг заново
learn-solved = Верно! Молодец.
learn-right-go-on = Верно. Теперь следующий ход записи.
learn-record = Запись
learn-write-label = Запись позиции
learn-chosen = Выбрано: { $squares }
learn-cannot-move = Эта шашка сейчас не может ходить.
learn-cannot-go-there = Туда эта шашка пойти не может.
learn-must-capture-first = Бить обязательно: бей той шашкой, которая может бить.
learn-course-done = Ты прошёл весь курс! Теперь сыграй партию.
learn-reset = Начать курс заново
learn-play = Сыграть партию
learn-exercises = Потренируйся в окончаниях на доске:
learn-board = Шашечная доска
learn-wrong-one-move = Сделай один ход.
learn-wrong-squares = Не совсем: посмотри ещё раз и выбери ровно те поля, что спрошены.
learn-wrong-end = Взятие не может закончиться на этом поле.
learn-wrong-choice = Нет, неверно. Подумай ещё.
learn-wrong-position = Запись читается, но это другая позиция: проверь каждое поле.
learn-wrong-unreadable = Эту запись не прочесть: пиши так: Белые: c3, e3; Чёрные: f6.
learn-wrong-ambiguous = Этой записи подходят несколько ходов: назови поля полностью.
learn-wrong-must-capture = Бить обязательно: ты должен взять.
learn-wrong-capture-rules = Правила не разрешают такое взятие: бьют до конца, пока можно, и ни одну шашку не бьют дважды.
learn-wrong-illegal = Правила не разрешают такой ход.
learn-wrong-piece = Ход по правилам, но не той шашкой, что в задании.
learn-wrong-square = Ход по правилам, но не на то поле, что в задании.
learn-wrong-more = Можно взять больше шашек.
learn-wrong-take-one = Это взятие берёт больше одной шашки: возьми только одну.
learn-wrong-promote = Этот ход не делает дамку.
learn-wrong-promote-capture = Это взятие не превращает простую в дамку по пути, чтобы бить дальше дамкой.
learn-wrong-record = Это не тот ход, что в записи.
learn-wrong-under-capture = После этого хода противник может бить: шашка под боем.
learn-wrong-edge = Это ход на край доски: там шашка держит одно поле, а не два.
learn-wrong-no-capture = После этого хода противнику нечего бить.
learn-wrong-no-return = Противник может побить так, что ты ничего не выиграешь: проверь каждое его взятие.
learn-wrong-no-crown = После одного из взятий противника ты не проходишь в дамки следующим ходом: проверь каждое его взятие.
learn-name-bolshak = Большак (большая дорога)
learn-name-dvoynik = Двойник
learn-name-troynik = Тройник
learn-name-kosyak = Косяк
learn-answer-yes = Да
learn-answer-no = Нет
learn-answer-at-once = Да, сразу, тем же ходом
learn-answer-next-move = Нет: ход окончен; бить дамкой она будет следующим ходом
learn-answer-stops = Она останавливается: ход окончен
learn-answer-goes-on = Она сразу становится дамкой и продолжает бить как дамка
learn-answer-capture = Взятие
learn-answer-quiet = Тихий ход
learn-answer-king = Ход дамки
learn-answer-win = Да, белые выигрывают
learn-answer-draw = Нет, это ничья
learn-answer-give-never = Никогда
learn-answer-give-back = Когда взамен возьмёшь больше или проведёшь дамку
learn-answer-give-always = Всегда: отдавать шашки — это смело
learn-mark-good = Хороший ход
learn-mark-excellent = Отличный ход
learn-mark-mistake = Ошибка
learn-mark-blunder = Грубая ошибка
learn-mark-dubious = Сомнительный ход
learn-mark-interesting = Ход, заслуживающий внимания
learn-mark-win = Выигрыш
learn-mark-draw = Ничья
learn-mark-capture = Взятие
learn-part-board = Доска
learn-part-diagonals = Названия диагоналей
learn-part-setup = Начальная расстановка
learn-part-men = Ход простой шашки
learn-part-kings = Ход дамки
learn-part-capture = Взятие
learn-part-promotion = Превращение в дамку
learn-part-conditions = Три условия взятия
learn-part-records = Запись партии
learn-part-position = Запись позиции
learn-part-marks = Знаки в записях
learn-part-ideas = Четыре совета начинающему
learn-part-endings = Три дамки против одной
learn-board-corner = Доску кладут между игроками так, чтобы угловое тёмное поле было у каждого слева. Нажми на угловое тёмное поле белых.
learn-board-corner-hint = Посмотри на ближний к тебе угол слева.
learn-board-names = У каждого поля есть имя: буква вертикали (от a до h, слева направо) и номер горизонтали (от 1 до 8, со стороны белых). Нажми на поле c3.
learn-board-names-hint = Найди вертикаль c, третью слева, и поднимись до горизонтали 3.
learn-board-names-2 = Теперь нажми на f6.
learn-board-names-2-hint = Вертикаль f шестая слева; горизонталь 6 третья со стороны чёрных.
learn-board-count = В шашки играют только на тёмных полях. Сколько тёмных полей на доске?
learn-board-count-hint = На каждой из восьми горизонталей четыре тёмных поля.
learn-diagonals-bolshak = Самая длинная диагональ, от a1 до h8, называется большаком (большой дорогой). Нажми на все её поля и потом «Проверить».
learn-diagonals-bolshak-hint = Начни с угла a1 и иди вверх направо: a1, b2, c3 и так до h8. Восемь полей.
learn-diagonals-dvoynik-count = Две соседние диагонали, a7–g1 и b8–h2, называются двойниками; они пересекают большак и нарисованы синим (каждая дорога на доске нарисована своим цветом). Сколько полей в двойнике?
learn-diagonals-dvoynik-count-hint = Сосчитай поля диагонали a7–g1 по одному.
learn-diagonals-dvoynik = Нажми на все поля двойника a7–g1 и потом «Проверить».
learn-diagonals-dvoynik-hint = От a7 иди вниз направо: b6, c5 и так до g1.
learn-diagonals-troynik-count = Тройники — это диагонали a3–f8 и c1–h6. Сколько полей в тройнике?
learn-diagonals-troynik-count-hint = Считай от c1 вверх направо: d2, e3 и так до h6.
learn-diagonals-troynik = Нажми на все поля тройника c1–h6 и потом «Проверить».
learn-diagonals-troynik-hint = От c1 иди вверх направо до края доски у h6.
learn-diagonals-kosyak = Косяк — это петля из четырёх диагоналей, которая начинается на e1. Нажми на четыре угла, где петля поворачивает, и потом «Проверить».
learn-diagonals-kosyak-hint = От e1 иди вверх направо до края, потом вверх налево, потом вниз налево и обратно к e1.
learn-diagonals-quiz = Какая диагональ самая длинная?
learn-diagonals-quiz-hint = Она идёт из угла в угол.
learn-setup-count = В начале партии шашки каждой стороны стоят на тёмных полях трёх ближних горизонталей. Сколько шашек у каждой стороны?
learn-setup-count-hint = Сосчитай белые: по четыре на горизонталях 1, 2 и 3.
learn-setup-missing = В начальной расстановке не хватает одной белой шашки. Нажми на её поле.
learn-setup-missing-hint = Белые шашки стоят на всех тёмных полях горизонталей 1, 2 и 3. Посмотри на третью.
learn-setup-first = Кто делает первый ход в партии?
learn-setup-first-hint = В русских шашках начинает сторона со светлыми шашками.
learn-men-move = Простая шашка ходит вперёд по диагонали на соседнее свободное поле. Сходи шашкой c3 на d4.
learn-men-move-hint = Нажми на шашку c3, потом на поле d4 (или перетащи её туда).
learn-men-forward = Простая ходит только вперёд, назад — никогда (назад она только бьёт). Сделай любой ход шашкой e3.
learn-men-forward-hint = Шашка e3 может пойти на d4 или на f4.
learn-men-blocked = Простая не может встать на занятое поле. Сейчас может ходить только одна твоя шашка: сходи ею.
learn-men-blocked-hint = Шашка c3 заперта: посмотри на другую.
learn-men-quiz = Может ли простая шашка ходить назад, если она не бьёт?
learn-men-quiz-hint = Простая ходит только вперёд, а назад только бьёт.
learn-kings-move = Дамка ходит по диагонали вперёд и назад на любое число свободных полей. Сходи дамкой с a1 на h8 одним ходом.
learn-kings-move-hint = Весь большак свободен: нажми на дамку, потом на h8.
learn-kings-back = Дамка ходит и назад. Верни дамку с g5 на d2.
learn-kings-back-hint = g5, f4, e3, d2: одна диагональ вниз налево.
learn-kings-blocked = Через свои шашки дамка не перепрыгивает. Сходи дамкой с a1 по большаку как можно дальше.
learn-kings-blocked-hint = Твоя шашка на e5 стоит на пути: дамка останавливается прямо перед ней.
learn-kings-count = На сколько полей может пойти дамка с d4? Нажми на дамку, чтобы их увидеть.
learn-kings-count-hint = Сосчитай по всем четырём диагоналям от d4.
learn-capture-man = Простая бьёт шашку противника, стоящую рядом с ней на диагонали, если поле за ней свободно: перепрыгивает через неё, и побитую снимают с доски. Бей!
learn-capture-man-hint = Шашка c3 прыгает через d4 на e5.
learn-capture-back = Простые бьют и назад. Бей!
learn-capture-back-hint = Шашка e5 прыгает назад через d4 на c3.
learn-capture-must = Бить обязательно: если можешь взять, должен бить, даже если хочется сделать другой ход. Сделай ход.
learn-capture-must-hint = Шашка c3 может бить d4, значит, должна.
learn-capture-multi = Побив, шашка тем же ходом бьёт дальше, пока может. Возьми столько шашек, сколько можно.
learn-capture-multi-hint = Шашка b2 бьёт c3, а потом e5.
learn-capture-choice = Если бить можно по-разному, выбираешь ты сам: не обязательно брать больше. Здесь возьми только одну шашку.
learn-capture-choice-hint = Шашка a3 может взять ровно одну.
learn-capture-king-afar = Дамка бьёт издалека: шашку на её диагонали со свободным полем за ней можно взять с любого расстояния, и дамка встаёт на любое свободное поле за ней. Бей дамкой.
learn-capture-king-afar-hint = Нажми на дамку a1, потом на любое свободное поле за d4.
learn-capture-king-continue = Если после взятия дамка может бить дальше с одного из полей за шашкой, она обязана встать туда и бить дальше. Возьми всё, что можно.
learn-capture-king-continue-hint = Побив c3, встань на e5: оттуда дамка бьёт f4.
learn-capture-quiz = Ты можешь побить шашку, но не хочешь. Обязан ли ты бить?
learn-capture-quiz-hint = Вспомни правило: бить обязательно.
learn-promote-quiet = Простая, дошедшая до последней горизонтали (у белых восьмой), становится дамкой. Проведи шашку в дамки.
learn-promote-quiet-hint = Шашка c7 идёт на b8 или на d8.
learn-promote-waits = Белая простая только что тихим ходом дошла до d8 и стала дамкой. Может ли она тем же ходом побить f6?
learn-promote-waits-hint = Ход, окончившийся на последней горизонтали, окончен: новая дамка ждёт следующего хода.
learn-promote-next = Снова ход белых: новая дамка бьёт издалека. Побей f6 дамкой.
learn-promote-next-hint = Дамка d8 прыгает через f6 по диагонали d8–h4.
learn-promote-capture = Простая, дошедшая до последней горизонтали во время взятия, сразу становится дамкой и тем же ходом продолжает бить как дамка. Проведи шашку в дамки и бей дальше.
learn-promote-capture-hint = Шашка f6 бьёт e7 и встаёт на d8: уже дамкой она бьёт дальше через b6 и b4.
learn-promote-quiz = Простая дошла до последней горизонтали посреди взятия, и дамкой могла бы бить дальше. Что происходит?
learn-promote-quiz-hint = Вспомни шашку f6 двумя шагами раньше.
learn-cond-turkish = Первое условие: побитые шашки снимают с доски только после окончания всего взятия, а до того они стоят и мешают дамке (это называется турецким ударом). Сколько шашек самое большее может взять здесь белая дамка?
learn-cond-turkish-hint = Дамка не может второй раз перепрыгнуть уже побитую шашку, а та ещё стоит на доске.
learn-cond-turkish-take = Теперь возьми столько, сколько можно.
learn-cond-turkish-take-hint = Обойди квадрат: e3, e5, c5, c3 или в обратную сторону. Шашка g5 остаётся недоступной.
learn-cond-twice = Второе условие: за одно взятие шашку можно перепрыгнуть только один раз. Возьми все четыре: дамка обходит квадрат и останавливается.
learn-cond-twice-hint = Вокруг квадрата через e3, e5, c5 и c3, обратно на d2 или дальше на e1.
learn-cond-cross = Третье условие: через свободное поле можно проходить за одно взятие и второй раз. Возьми все пять.
learn-cond-cross-hint = Через c3 на f6, через e7 на d8, через c7 на b6, потом через c5 мимо d4 на e3 и через f4.
learn-cond-ends = Нажми на поле, на котором может закончиться взятие белой дамки.
learn-cond-ends-hint = Где дамка может остановиться, когда бить больше нечего?
learn-records-column = Партию записывают ход за ходом: ход белых, потом ход чёрных. В столбик в каждой строке: номер хода, ход белых и ответ чёрных. Разыграй эту запись на доске, ходы обеих сторон.
learn-records-column-hint = Делай ходы, как записано: сначала белых, потом чёрных.
learn-records-line = Запись можно вести и в строку. Тихий ход пишут через тире (c3-d4), взятие через двоеточие (d6:b4). Разыграй эту запись.
learn-records-line-hint = После d4-c5 чёрные обязаны бить d6:b4, а белые бьют в ответ a3:c5.
learn-records-short = В книгах ход часто пишут коротко: вертикаль, с которой идёт шашка, и поле, куда она приходит (cd4 — это c3-d4). Разыграй эту запись.
learn-records-short-hint = cd4 — это c3-d4, fg5 — f6-g5, bc3 — b2-c3.
learn-records-colon = Что значит двоеточие в записи c3:e5?
learn-records-colon-hint = Посмотри на записи, которые ты разыграл.
learn-position-choose = Позицию записывают так: сначала белые шашки, потом чёрные; «Д.» ставят перед дамками, «пр.» перед простыми. Какая запись описывает эту доску?
learn-position-choose-hint = Белая шашка на e1 — дамка.
learn-position-write = Запиши позицию этой доски, например так: Белые: c3; Чёрные: f6.
learn-position-write-hint = Перечисли поля белых шашек, потом чёрных.
learn-position-read = В книге дана позиция: Белые: Д.e1, пр.c1, f2; Чёрные: b6. Нажми на поле белой дамки.
learn-position-read-hint = «Д.» стоит перед полем дамки.
learn-marks-good = Комментаторы ставят знаки после ходов. Что значит «!»?
learn-marks-good-hint = Один знак похвалы.
learn-marks-mistake = Что значит «?» после хода?
learn-marks-mistake-hint = Вопрос: хорош ли был этот ход?
learn-marks-excellent = Что значит «!!»?
learn-marks-excellent-hint = Вдвое больше похвалы, чем «!».
learn-marks-dubious = Что значит «?!»?
learn-marks-dubious-hint = Сначала вопрос, потом восклицание: больше сомнения, чем похвалы.
learn-marks-interesting = Что значит «!?»?
learn-marks-interesting-hint = Сначала восклицание: больше интереса, чем сомнения.
learn-marks-result = Что значит «+» в конце варианта?
learn-marks-result-hint = Он говорит, чем кончается вариант.
learn-ideas-safe = Совет первый: не ставь шашку под бой. Прежде чем сходить, посмотри, сможет ли противник после твоего хода что-нибудь взять. Сделай ход, после которого бить ему нечего.
learn-ideas-safe-hint = Шашку, за которой пустое поле, можно побить. Найди ход, после которого за твоей шашкой стоит своя.
learn-ideas-safe-behind = Под бой можно подставить и шашку, которая стоит на месте: уйдёт задняя шашка — и передняя останется без защиты. Сделай безопасный ход.
learn-ideas-safe-behind-hint = Шашка e3 защищает d4: поле за d4 занято, и бить её нельзя.
learn-ideas-edge-count = Совет второй: без нужды не отводи шашку на край. В центре шашка держит два поля, а на краю только одно. На сколько полей может пойти шашка a3?
learn-ideas-edge-count-hint = Слева от неё край доски. Сравни с шашкой d4.
learn-ideas-edge = Сделай ход, но не на край доски: держи шашку ближе к центру.
learn-ideas-edge-hint = Вертикали a и h — края доски. Шашка b4 может пойти на c5, шашка g3 — на f4.
learn-ideas-shot = Совет третий: пользуйся тем, что бить обязательно. Отдай одну — возьми две! Отдай шашку так, чтобы противник был обязан её побить, а ты в ответ взял две. Это называется ударом.
learn-ideas-shot-hint = Подставь шашку под бой шашке c7. Куда она встанет, побив? Кто возьмёт её там?
learn-ideas-breakthrough = Совет четвёртый: прорыв в дамки. Отдай шашку, чтобы другая прошла на последнюю горизонталь и стала дамкой.
learn-ideas-shot-take = Противник обязан бить: шашка c7 взяла d6 и встала на e5. Теперь твой ход: возьми две шашки!
learn-ideas-shot-take-hint = Шашка d4 бьёт через e5 и бьёт дальше.
learn-ideas-breakthrough-crown = Шашка b8 была обязана бить и ушла с дороги. Проведи шашку a7 в дамки!
learn-ideas-breakthrough-crown-hint = Поле b8 теперь свободно.
learn-ideas-breakthrough-hint = Шашку a7 запирает шашка b8. Отдай шашку так, чтобы b8 была обязана её побить и ушла.
learn-ideas-quiz = Когда выгодно отдать шашку?
learn-ideas-quiz-hint = Вспомни удар и прорыв в дамки.
learn-endings-main-road = Три белые дамки против одной чёрной, стоящей на большаке (он нарисован красным). Могут ли белые выиграть?
learn-endings-main-road-hint = Могут ли три дамки согнать чёрную дамку с большака?
learn-endings-petrov = Теперь чёрная дамка не на большаке. Могут ли три дамки выиграть? Потренируйся ниже: треугольник Петрова.
learn-endings-petrov-hint = Три дамки ловят одинокую дамку вне большака за 15 ходов способом, который называется треугольником Петрова.
