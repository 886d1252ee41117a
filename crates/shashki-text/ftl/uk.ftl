# shashki: усі тексти, які читає людина, українською. Ключі й аргументи ті самі, що в en.ftl
# (це перевіряють тести крейта). Форми після числа: one (1, 21…), few (2–4, 22–24…), many.

## Сторони й підсумки

white = Білі
black = Чорні
to-move = { $color ->
    [white] Хід білих
   *[black] Хід чорних
}
wins = { $color ->
    [white] Білі виграли
   *[black] Чорні виграли
}
draw = Нічия
result-ongoing = партія триває
result-win = { $winner }: { $why }
result-draw = нічия: { $why }
win-no-moves = у суперника немає ходів
win-no-pieces = у суперника не залишилося шашок
win-resignation = суперник здався
win-recorded = за записом партії
win-time = за часом
win-breakthrough = перша дамка
win-winner-no-moves = ходити нічим, а в цій грі це перемога
win-winner-no-pieces = віддали всі свої шашки
draw-repetition = позиція повторилася втретє
draw-kings-only = довго ходили лише дамки
draw-no-progress = довго без ходу простої і без взяття
draw-balance = дамки з обох боків без змін
draw-lone-king = самотня дамка вистояла
draw-main-road = самотня дамка тримає великий шлях
draw-single-pieces = одна шашка проти однієї
draw-agreement = за згодою
draw-recorded = за записом партії
rule-repetition = повторення
rule-kings-only = лише дамки
rule-no-progress = без поступу
rule-balance = рівновага
rule-lone-king = самотня дамка
rule-main-road = великий шлях
rule-single-pieces = одна проти однієї
rule-agreement = згода
variant-russian = Російські шашки
variant-giveaway = Піддавки
variant-international = Міжнародні шашки
variant-brazilian = Бразильські шашки
variant-english = Англійські шашки (чекерс)
variant-italian = Італійські шашки
variant-pool = Пул (американські)
variant-spanish = Іспанські шашки
variant-czech = Чеські шашки
variant-antidraughts = Міжнародні піддавки
variant-killer = Кілер
variant-breakthrough = Прорив
variant-frisian = Фризькі шашки
variant-turkish = Турецькі шашки
variant-armenian = Вірменські шашки (тама)
variant-bashni = Стовпові шашки (башти)
variant-stavropol = Ставропольські шашки
variant-samoedy = Самоїди
list-joined = { $head }; { $tail }
list-empty = нічого

## Помилки правил: поля, FEN, позиції, ходи

square-bad = хибне поле «{ $text }»: { $why }
square-not-a-number = це не число
square-no-such-number = поля з таким номером немає
square-algebraic-off-8x8 = літерні поля читаються лише на дошці 8×8
square-no-rank = після літери потрібен номер горизонталі
square-off-board = поза дошкою
square-not-playable = це біле поле, на ньому не грають
square-unreadable = потрібен номер або поле на кшталт c3
fen-unreadable = хибний FEN, знак { $column }: { $fault }
fen-empty = FEN порожній
fen-side = бік, чий хід, — W або B, а написано «{ $found }»
fen-block-letter = блок кольору починається з W або B, а написано «{ $found }»
fen-empty-field = порожнє поле між двокрапками
fen-second-block = другий блок { $color ->
    [white] білих
   *[black] чорних
}
fen-empty-square = порожньо між комами
fen-bad-range = хибний діапазон «{ $text }»
fen-backward-range = діапазон «{ $text }» іде у зворотний бік
fen-columns-not-here = стовпи (поле=літери) бувають лише в баштах
fen-column-letter = «{ $found }» — не шашка стовпа (w, b, W, B)
fen-column-top = стовп на { $square } вінчає { $top ->
    [white] біла
   *[black] чорна
} шашка, а не { $block ->
    [white] біла
   *[black] чорна
}
fen-empty-column = у стовпі на { $square } немає шашок
fen-last-move-not-here = останній хід (L) записують лише в ставропольських шашках
fen-last-move-form = потрібно L<звідки>-<куди>, а написано «L{ $text }»
fen-king-run-form = хибна серія ходів дамки «{ $text }»: потрібно на кшталт W33=2
text-unreadable = хибний запис позиції, знак { $column }: { $fault }
text-no-side = не названо жодної сторони: пишіть «Білі: …; Чорні: …»
text-unknown-word = «{ $word }» — не сторона, не знак дамок чи простих і не поле
text-not-a-square = «{ $word }» — не поле дошки: { $why }
text-outside-side = «{ $word }» стоїть раніше, ніж названо сторону
text-side-twice = { $color ->
    [white] білі
   *[black] чорні
} названі двічі
text-side-missing = не названо { $color ->
    [white] білих
   *[black] чорних
}: сторону без шашок записують «Білі: —» або «Чорні: —»
text-turn-twice = раніше вже сказано, що хід іншої сторони
text-square-twice = поле { $square } назване двічі
text-remark-not-last = примітка в дужках може стояти лише в кінці
text-remark-unclosed = дужку не закрито
position-impossible = неможлива позиція: { $problems }
problem-no-such-square = поля { $number } на дошці немає
problem-square-twice = на полі { $square } дві шашки
problem-man-on-promotion-row = { $color ->
    [white] біла
   *[black] чорна
} проста на { $square } стоїть на полі перетворення (вона була б дамкою)
problem-too-many-pieces = у { $color ->
    [white] білих
   *[black] чорних
} { $count } { $count ->
    [one] шашка
    [few] шашки
   *[many] шашок
}, а в цій грі їх не більше { $max }
problem-mixed-column = стовп на { $square } двічі змінює колір (взяття лише підкладає полонених униз)
problem-last-move-not-kept = у цій грі останній хід не записують
problem-bad-last-move = останній хід { $from }-{ $to }: шашка має стояти на { $to }, а поле { $from } — бути порожнім
problem-bad-king-run = { $color ->
    [white] біла
   *[black] чорна
} дамка на { $square } не могла зробити тут { $moves } { $moves ->
    [one] тихий хід
    [few] тихі ходи
   *[many] тихих ходів
} поспіль
move-empty = хід не написано
move-bad-square = хибний хід, { $column }-й символ ходу: { $why }
move-one-square = «{ $text }» — не хід: потрібні два поля
move-illegal = хід «{ $text }» тут неможливий
move-ambiguous = «{ $text }» неоднозначно: напишіть шлях, один із ходів { $candidates }
play-no-draw-offer = { $color ->
    [white] білим
   *[black] чорним
} не пропонували нічию
play-not-your-turn = зараз хід { $color ->
    [white] білих
   *[black] чорних
}
play-game-over = партію закінчено: { $result }
pdn-at = PDN, рядок { $line }, знак { $column }: { $what }
pdn-line = PDN, рядок { $line }: { $what }
pdn-move = хід { $number } { $side ->
    [white] білих
   *[black] чорних
} («{ $text }»): { $why }
pdn-no-game = у тексті PDN немає партії
pdn-in-game = партія { $number }: { $what }
pdn-no-such-game = партії { $number } у тексті немає: { $games ->
    [one] у ньому { $games } партія
    [few] у ньому { $games } партії
   *[many] у ньому { $games } партій
}
pdn-tag-without-name = у тега немає імені; пишуть так: [Event "…"]
pdn-unclosed-comment = коментар у фігурних дужках не закрито
pdn-unclosed-variation = варіант «(» не закрито
pdn-unopened-variation = «)» не закриває жодного варіанта
pdn-too-deep = глибина вкладення варіантів більша за { $depth }
pdn-unexpected = «{ $word }» — не хід і не знак запису
pdn-unreadable = не вдалося прочитати текст: { $why }
pdn-unknown-variant = тег { $tag } «{ $value }» не називає жодної відомої нам гри
pdn-fen = хибний тег FEN: { $why }
pdn-unknown-move = хід невідомий («-» у записі)

## Помилки веб-API, за їхнім кодом (INTERFACES.md §8)

error-offline = сервер не відповідає; зроблені ходи збережено
error-not-found = партії з такою адресою немає
error-no-page = такої сторінки немає
error-method-not-allowed = такий запит тут не обслуговується
error-forbidden = це посилання або місце не належать до цієї партії
error-no-bearer = потрібен заголовок Authorization: Bearer SECRET
error-no-seat = цей ключ не дає місця в цій партії
error-bad-invite = запрошення хибне або вже використане
error-not-in-lobby = ця партія не чекає суперника в залі: увійдіть до неї за посиланням, яке надіслав гравець
error-not-your-turn = зараз не ваш хід
error-wait-engine = дочекайтеся ходу комп'ютера, перш ніж брати хід назад
error-hint-not-yours = підказка — для гравця, чий хід
error-game-over = партію закінчено
error-no-draw-offer = пропозиції нічиєї немає
error-no-takeback-request = суперник не просив повернути хід
error-no-takeback = немає ходу, який можна повернути
error-takeback-waiting = ваше прохання чекає на відповідь
error-illegal-move = такий хід тут неможливий
error-rate-limited = забагато запитів; зачекайте трохи
error-busy = сервер зараз завантажений такою роботою до межі; спробуйте за кілька секунд
error-too-large = задовгий текст
error-too-large-than = текст довший за { $amount } { $unit ->
    [mb] МБ
   *[kb] КБ
}: розділіть файл на частини
error-malformed-json = зіпсований JSON: { $detail }
error-json-cut = JSON обривається завчасно (рядок { $line }, знак { $column })
error-json-syntax = помилка в записі JSON: рядок { $line }, знак { $column }
error-json-missing = у JSON немає поля «{ $field }»
error-internal = помилка сервера; спробуйте ще раз
error-game-changed = партія тим часом змінилася (інший сервер уже прийняв хід); оновіть її
error-stale = партія змінилася відтоді, як надіслано цей запит (друге клацання або ще не побачений хід): нічого не зроблено
error-game-aborted = партію скасовано: у неї немає результату
error-not-abortable = партію вже не можна скасувати: обидві сторони зробили хід (можна здатися або запропонувати нічию)
error-waiting-for-opponent = суперник ще не приєднався: партія почнеться, коли запрошений відкриє посилання (доти її можна лише скасувати)
error-join-key = ключ приєднання має складатися з 32 шістнадцяткових цифр, випадково вибраних сторінкою
error-too-many-sockets = забагато відкритих з'єднань з вашої адреси; закрийте частину вкладок цього сайту й спробуйте знову
error-bad-request = хибний запит: { $detail }
error-unknown-variant = невідома гра «{ $name }»
error-opponent = суперник «{ $found }»: потрібно engine або human
error-color = колір «{ $found }»: потрібно white, black або random
error-level = рівень: від 1 до 10
error-clock = годинник: від 1 до 36000 секунд на партію, додаток від 0 до 600
error-fen = FEN: { $why }
error-over-at-once = партія закінчилася б одразу
error-start-no-pieces = { $color ->
    [white] У білих
   *[black] У чорних
} немає жодної шашки: для партії потрібні шашки обох сторін
error-analysis-while-playing = партію двох гравців програма розбирає лише після її завершення
error-no-tables = на цьому сервері немає бази ендшпілів для гри «{ $variant }»
error-not-in-tables = у позиції { $pieces ->
    [one] { $pieces } шашка
    [few] { $pieces } шашки
   *[other] { $pieces } шашок
}, а база ендшпілів цього сервера — до { $most }
error-tablebase-no-fen = вкажіть позицію: ?fen=FEN
error-ply = напівхід { $ply }: у партії напівходи від 0 до { $plies }
error-star-position = позиція: { $detail }
error-star-players = гравці: у китайські шашки грають від двох до шести
error-star-board = дошка '{ $found }': зірка велика (large) або мала (small)
error-star-first = перший «{ $found }»: такого гравця немає
error-star-seats = місця: дано { $given } на { $players } { $players ->
    [one] гравця
   *[many] гравців
}
error-star-seat = місце «{ $found }»: потрібно person, friend або computer
error-star-move = { $detail }
error-star-turn = зараз ходить { $player }
error-star-game-over = партію закінчено ({ $detail })
position-chinese-checkers = shashki position перекладає позиції шашок; позицію китайських шашок читають і пишуть їхні власні команди: shashki moves, shashki perft і shashki play --variant chinese-checkers --fen ТЕКСТ

## Гра в терміналі (shashki play)

play-you = ви
play-player = гравець
play-engine = shashki, рівень { $level }
play-thinking = думаю…
play-pondering = комп'ютер оцінює позицію…
play-capture-forced = Бити обов'язково
play-several-ways = Туди ведуть кілька шляхів: виберіть по черзі кожне поле зупинки
play-choose-piece = Виберіть шашку того боку, чий хід
play-no-move-from = З поля { $square } ходу немає
play-not-a-landing = Шашка не може піти туди
play-wait-engine = Зачекайте: ходить комп'ютер
play-over = Партію закінчено
play-banner-title = Партію закінчено
play-illegal = Неможливий хід: { $text }
play-ambiguous = «{ $text }» неоднозначно: напишіть один із ходів { $candidates }
play-move-prompt = Хід:{" "}
play-save-prompt = Зберегти PDN у файл:{" "}
play-load-prompt = Відкрити файл PDN або FEN:{" "}
play-confirm-resign = Здати партію? (т/н)
play-yes = тТ
play-saved = Збережено в { $file }
play-save-failed = Не вдалося зберегти { $file }: { $why }
play-loaded = Відкрито { $file }: { $moves } { $moves ->
    [one] хід
    [few] ходи
   *[many] ходів
}
play-load-failed = Не вдалося відкрити: { $why }
play-bad-fen = Хибний FEN: { $why }
play-no-game = у файлі немає партії
play-in-file = { $file }: { $what }
play-os-error = { $detail }
play-nothing-to-undo = Нічого брати назад
play-hint = Підказка: { $move } (Enter — зробити хід)
play-db-win = виграш за { $moves } { $moves ->
    [one] хід
    [few] ходи
   *[many] ходів
}
play-db-loss = програш через { $moves } { $moves ->
    [one] хід
    [few] ходи
   *[many] ходів
}
play-db-won = виграш (база ендшпілів)
play-db-lost = програш (база ендшпілів)
play-db-draw = нічия (база ендшпілів)
play-draw-offered = { $color ->
    [white] Білі
   *[black] Чорні
} пропонують нічию: d — погодитися, хід — відмова
play-draw-sent = Нічию запропоновано
play-draw-declined = Комп'ютер відмовився від нічиєї
moves = Ходи
counters = Правила нічиєї
no-counters = не діють
play-cursor = Курсор: { $square }
play-keys = стрілки курсор · Enter/пробіл вибір · a–h, 1–9 або m ввести хід · u назад · ? підказка · F перевернути · D нічия · r здатися · s зберегти · o відкрити · C тренер · t торкнувся — ходи · q вихід
play-typing-keys = Enter зробити хід · Esc скасувати · Backspace стерти


## Тренер (issue 17): чотири ідеї, перевірені розрахунком

coach = Тренер
coach-on = Тренера ввімкнено: кожен ваш хід перевіряється розрахунком.
coach-off = Тренера вимкнено.
coach-title = Тренер про хід { $move }:
coach-quiet = зауважень немає: нічого не підставлено, нічого не пропущено.
coach-line = Варіант: { $line }
coach-hanging-played = Хід під бій: шашку на { $square } б'ють ({ $key }); { $given ->
    [one] втрачено { $given } шашку
    [few] втрачено { $given } шашки
   *[many] втрачено { $given } шашок
}.
coach-edge-played = Шашка пішла на край: на { $square } у неї один хід замість двох; хід { $best } був кращий на { $loss } шашки.
coach-shot-missed = Пропущено удар: { $key } — віддати { $given }, узяти { $taken } (бити обов'язково); втрата { $loss } шашки.
coach-shot-allowed = Дозволено удар суперника: { $key } — віддає { $given }, бере { $taken }; втрата { $loss } шашки.
coach-shot-played = Удар: віддано { $given }, узято { $taken }.
coach-breakthrough-missed = Пропущено прорив: { $key } — жертва { $given } за дамку на { $crown }; втрата { $loss } шашки.
coach-breakthrough-allowed = Дозволено прорив суперника: { $key } — жертва { $given } за дамку на { $crown }; втрата { $loss } шашки.
coach-breakthrough-played = Прорив: жертва { $given } за дамку на { $crown }.
# Under a verdict of `shashki analyze`, which gives the values: the same without the loss
# (issue 34: one loss, one figure).
coach-hanging-played-short = Хід під бій: шашку на { $square } б'ють ({ $key }).
coach-edge-played-short = Шашка пішла на край: на { $square } у неї один хід замість двох.
coach-shot-missed-short = Пропущено удар: { $key } — віддати { $given }, узяти { $taken } (бити обов'язково).
coach-shot-allowed-short = Дозволено удар суперника: { $key } — віддає { $given }, бере { $taken }.
coach-breakthrough-missed-short = Пропущено прорив: { $key } — жертва { $given } за дамку на { $crown }.
coach-breakthrough-allowed-short = Дозволено прорив суперника: { $key } — жертва { $given } за дамку на { $crown }.
coach-warning = Якщо піти сюди, шашку на { $square } поб'ють: { $capture }.
coach-warn = Попереджати до ходу: поля, де шашку поб'ють


## Issue 32: shashki analyze пише оцінки ходів і підсумок обраною мовою; хід, прочитаний
## за продовженням запису; «торкнувся — ходи» у грі в терміналі

analyze-mistake = Помилка ({ $played }). Краще: { $line } ({ $best })
analyze-blunder = Груба помилка ({ $played }). Краще: { $line } ({ $best })
analyze-missed-win = Упущено виграш ({ $played }). Вигравало: { $line } ({ $best })
analyze-depth = глибина { $depth }
analyze-nodes = { $nodes } { $nodes ->
    [one] вузол
    [few] вузли
   *[many] вузлів
}
analyze-time = { $ms } мс
analyze-or = { $first } або { $second }
analyze-summary = shashki analyze, { $how } на позицію. Білі: { $white }. Чорні: { $black }.
analyze-tally = { $mistakes }, { $blunders }, { $missed }, середня втрата { $loss } шашки на хід із { $moves }
analyze-mistakes = { $n } { $n ->
    [one] помилка
    [few] помилки
   *[many] помилок
}
analyze-blunders = { $n } { $n ->
    [one] груба помилка
    [few] грубі помилки
   *[many] грубих помилок
}
analyze-missed-wins = { $n } { $n ->
    [one] упущений виграш
    [few] упущені виграші
   *[many] упущених виграшів
}
analyze-of-moves = { $n } { $n ->
    [one] ходу
   *[other] ходів
}
analyze-cut = Розібрано до помилки в записі: { $why }.
analyze-read-on = Хід прочитано за продовженням запису: { $what }.
analyze-ended = Партію закінчено за правилами ({ $result }) після півходу { $ply }; подальші ходи не оцінюються.
pdn-also-fits = хід { $number } { $side ->
    [white] білих
   *[black] чорних
} («{ $text }») підходить і як { $rejected }; прочитано як { $kept }, після чого запис продовжується
touch-move-on = «Торкнувся — ходи» ввімкнено: обраною шашкою треба ходити, ходи назад не беруться.
touch-move-off = «Торкнувся — ходи» вимкнено.
touch-move-no-undo = «Торкнувся — ходи»: ходи назад не беруться.


## Назви діагоналей з дитячого курсу (issue 17)

diagonals = Назви діагоналей
diagonals-why = Російська школа дає імена діагоналям, які треба знати: найдовшій, парам поруч із нею і петлі вздовж країв дошки. На них вирішуються багато закінчень: три дамки ловлять одну, лише якщо вона не тримає великий шлях.
diagonal-bolshak = Великий шлях (большак): a1–h8, найдовша діагональ, вісім полів
diagonal-dvoynik = Двійники: a7–g1 і b8–h2, по сім полів
diagonal-troynik = Трійники: a3–f8 і c1–h6, по шість полів
diagonal-kosyak = Косяк: петля e1–h4–d8–a5–e1


## Мої партії (партії, у яких цей браузер має місце)

my-games = Мої партії
my-games-none = Партій поки немає: тут будуть партії, зіграні в цьому браузері.
my-games-open = Відкрити
my-games-forget = Прибрати
my-games-won = виграна
my-games-lost = програна
my-games-ongoing = триває
my-games-gone = цієї партії на сервері більше немає
my-games-vs-engine = проти комп'ютера (рівень { $level })
my-games-vs-friend = проти друга
my-games-local = двоє за одним пристроєм
my-games-record = запис партії
my-games-side = ви граєте { $color ->
    [white] білими
   *[black] чорними
}
my-games-moves = { $moves ->
    [one] { $moves } хід
    [few] { $moves } ходи
   *[many] { $moves } ходів
}


## Вигляд дошки

theme = Дошка
theme-wood = Дерево
theme-plain = Проста зелена
theme-contrast = Високий контраст
coordinates = Координати

## Слова сторінки дошки (issue 16): кнопки, підписи, повідомлення, дошка вголос; частину з них
## каже й сторінка китайських шашок (закрити, скасувати, помилка…)

draughts = Шашки
new-game = Нова партія
variant = Гра
opponent = Суперник
vs-engine = Комп'ютер
vs-friend = Друг, за посиланням
vs-local = Удвох на одному пристрої
color = Ваш колір
random = Випадково
level = Рівень
play-the-computer = Грати з комп'ютером
play-a-friend = Грати з другом
more-options = Ще: колір, годинник, удвох за одним пристроєм, позиція або партія PDN
level-name = { $level ->
    [1] перші кроки
    [2] новачок
    [3] любитель
    [4] зростаючий
    [5] гравець клубу
    [6] сильний гравець клубу
    [7] експерт
    [8] сильний
    [9] дуже сильний
   *[10] на повну силу
}
clock = Годинник
no-clock = без годинника
minutes = хв
increment = с за хід
fen = Початкова позиція (FEN, необов'язково)
start = Почати
cancel = Скасувати
flip = Перевернути дошку
rematch = Реванш (кольори міняються)
same-again = Нова партія з тими самими налаштуваннями
takeback = Повернути хід
takeback-asked = Прохання повернути хід надіслано
asks-takeback = { $color ->
    [white] Білі просять повернути останній хід
   *[black] Чорні просять повернути останній хід
}
grant-takeback = Дозволити
refuse-takeback = Відмовити
resign = Здатися
offer-draw = Запропонувати нічию
accept-draw = Погодитися на нічию
draw-offer-pending = Запропоновано нічию
decline-draw = Відмовитися
offers-draw = { $color ->
    [white] Білі пропонують нічию
   *[black] Чорні пропонують нічию
}
engine-declines = Комп'ютер відмовився від нічиєї і грає далі.
offer-declined = Суперник відмовився від нічиєї.
side-resigned = { $color ->
    [white] Білі здалися
   *[black] Чорні здалися
}
you-resigned = Ви здалися
opponent-resigned = Суперник здався
you-win = ви перемогли
pdn = Зберегти PDN
invite = Надішліть це посилання другові:
copy = Копіювати
waiting = Чекаємо, поки суперник приєднається
your-move = Ваш хід
thinking = Комп'ютер думає…
must-capture = Бити обов'язково: шашка, яка може бити, мусить бити.
several-ways = Туди ведуть кілька шляхів: клацніть по черзі кожне поле зупинки.
confirm-resign = Здати партію?
abort = Скасувати партію
game-aborted = Партію скасовано
game-aborted-abandoned = Партію скасовано: ніхто не приєднався або не зробив хід вчасно
my-games-aborted = скасована
error = Помилка
reconnecting = Зв'язок втрачено, відновлюємо…
language = Мова
board = Дошка
board-help = Стрілки переводять з поля на поле; Enter або пробіл беруть шашку і ставлять її.
underneath = під нею: { $piece }
piece-name = { $piece ->
    [white] біла проста
    [white-king] біла дамка
    [black] чорна проста
   *[black-king] чорна дамка
}
empty-square = порожньо
selected-mark = вибрана
target-mark = сюди можна піти
danger-mark = тут шашку поб'ють
sound = Звук
sound-on = Звук увімкнено
sound-off = Звук вимкнено
start-position = Початок
back-to-game = Повернутися до партії
first = Початкова позиція
previous = Попередній хід
next = Наступний хід
last = Остання позиція
analyse = Оцінка програми
analysing = Аналізую…
review-title = Аналіз партії
review-start = Аналіз партії
review-running = Аналіз партії: { $done } з { $total } позицій
review-failed = Аналіз перервався; спробуйте ще раз.
review-offline = Сервер не відповідає; аналіз продовжиться, коли зв'язок повернеться.
review-graph = Оцінка кожної позиції (за білих); натисніть на неї, щоб побачити позицію
review-graph-note = Оцінка в шашках: вище середини перевага білих, нижче — чорних; краї — { $bound } шашок і більше.
review-graph-start = Початкова позиція
review-clean = Помилок немає.
review-good-moves = Вдалі ходи:
review-judged-note = Оцінено ходи, де був вибір: вимушені ходи та ходи дебютної книги не оцінюються (у записі ходів вони сірі).
review-unjudged-book = Хід дебютної книги: не оцінюється
review-unjudged-forced = Єдиний хід: не оцінюється
pdn-game = Яку партію відкрити ({ $n })
pdn-game-unnamed = гравців не вказано
pdn-game-unreadable = { $number }. не читається (рядок { $line })
pdn-game-broken = { $game } · помилка в записі
pdn-game-filter = Пошук: гравець, турнір, рік
pdn-game-none = Нічого не знайдено: показано всі партії.
review-mistake = Помилка
review-blunder = Груба помилка
review-missed-win = Упущено виграш
review-loss = втрата { $loss } шашки
review-better = Краще: { $move }
review-then = , далі { $line }
review-on-board = показати на дошці
db-won = Черга ходу: виграш (база ендшпілів)
db-lost = Черга ходу: програш (база ендшпілів)
db-draw = Нічия (база ендшпілів)
has-won = { $color ->
    [white] Білі виграли
   *[black] Чорні виграли
}
wins-known = { $color ->
    [white] Білі виграють (база ендшпілів)
   *[black] Чорні виграють (база ендшпілів)
}
evaluation = Оцінка { $score } (за білих), глибина { $depth }
best-line = Найкращий варіант
no-best-move = ходів немає: партія тут закінчена
rules = Правила
chinese-checkers = Китайські шашки
close = Закрити
setup = Розставити позицію
tools = Що ставити
erase = Прибрати
side-to-move = Чий хід
clear-board = Очистити дошку
starting-position = Початкова розстановка
pdn-import = Завантажити партію PDN
pdn-paste = Вставте текст PDN або виберіть файл
pdn-file = Файл PDN
pdn-file-choose = Вибрати файл…
pdn-file-none = файл не вибрано
pdn-hint = Партія з результатом відкривається як запис для перегляду й аналізу; незакінчена продовжиться з останньої позиції PDN (при грі удвох на одному пристрої її ходи збережуться).

## Сторінка дошки: тексти з числами

page-wins-in = { $color ->
    [white] Білі виграють
   *[black] Чорні виграють
} за { $moves } { $moves ->
    [one] хід
    [few] ходи
   *[many] ходів
} (глибина { $depth })
page-db-win = Черга ходу: виграш за { $moves } { $moves ->
    [one] хід
    [few] ходи
   *[many] ходів
} (база ендшпілів)
page-db-loss = Черга ходу: програш через { $moves } { $moves ->
    [one] хід
    [few] ходи
   *[many] ходів
} (база ендшпілів)
short-notation = Коротка нотація, як у книжках (cd4)
touch-move = «Торкнувся — ходи»: торкнутою шашкою треба ходити
touch-move-bound = «Торкнувся — ходи»: шашку на { $square } торкнулися, нею треба ходити.
move-box = Ввести хід
move-box-play = Зробити хід
move-box-example-algebraic = c3-d4, cd4 або c3:e5
move-box-example-numeric = 32-28 або 28x19
page-viewing = Перегляд: після { $move }; на дошці ходити не можна.
page-viewing-start = Перегляд: початкова позиція; на дошці ходити не можна.
page-viewing-value = Оцінка аналізу: { $value } (за білих).

## Задачі (issue 17): позиції справжніх партій з комбінацією в сторони, чий хід.
puzzles = Задачі
puzzle-to-move = { $color ->
    [white] Хід білих
   *[black] Хід чорних
}, виграти матеріал
puzzle-to-move-king = { $color ->
    [white] Хід білих
   *[black] Хід чорних
}, провести шашку в дамки
puzzle-grade = { $moves ->
    [one] комбінація в { $moves } хід
    [few] комбінація в { $moves } ходи
   *[many] комбінація в { $moves } ходів
}
puzzle-idea-shot = Ідея: удар. Віддати шашку — бити обов'язково, — а потім узяти більше.
puzzle-idea-breakthrough = Ідея: прорив. Віддати шашку, щоб інша пройшла в дамки.
puzzle-idea-gain = Ідея: вимушений виграш матеріалу.
puzzle-right = Правильно! Суперник відповідає { $reply }. Ваш хід.
puzzle-right-also = Правильно, цей хід теж зберігає виграш. Суперник відповідає { $reply }. Ваш хід.
puzzle-wrong = Не цей хід: { $refutation }
puzzle-solved = Розв'язано!
puzzle-solved-shown = Пройдено. Розв'язок було показано, тому задачу не зараховано.
puzzle-solution = Розв'язок: { $line }.
puzzle-source = Джерело: { $source }
puzzle-source-game = З партії { $game } збірки { $file }, хід { $move }
puzzle-source-selfplay = З партії програми із самою собою (№ { $game }), хід { $move }
puzzle-source-players = З партії { $players }, хід { $move }
puzzle-source-players-event = З партії { $players } ({ $event }), хід { $move }
puzzle-open-game = Відкрити партію
puzzle-next = Наступна задача
puzzle-retry = Ще раз
puzzle-none = Для цієї гри задач поки немає.
puzzle-solved-count = { $count ->
    [one] розв'язано { $count } задачу
    [few] розв'язано { $count } задачі
   *[many] розв'язано { $count } задач
}
puzzle-loading = Завантажуємо задачу…
puzzle-variant = Гра:
puzzle-rules = Правила
puzzle-link = Посилання на задачу № { $n }
puzzle-missing = Задачі з номером { $n } немає: ось інша.
puzzle-place = задача { $index } з { $count }
puzzle-progress = Розв'язано { $solved } з { $count } у цій грі
puzzle-rating = Рейтинг задачі { $rating }
puzzle-rating-estimated = Рейтинг задачі { $rating } (оцінка: її ще ніхто не розв'язував)
puzzle-first-tries = з першої спроби розв'язали { $solved } з { $tries }
puzzle-your-rating = Ваш рейтинг { $rating }
puzzle-rating-after = Ваш рейтинг { $rating } ({ $change })
puzzle-rating-help = Рейтинг задачі каже, як часто її розв'язують з першої спроби; ваш рейтинг зберігається в цьому браузері, зростає за задачу, розв'язану з першої спроби, і падає за промах — тим більше, чим несподіваніше. Наступна задача — близька до вашого рейтингу.
puzzle-wrong-retry = Не цей хід: { $refutation } Спробуйте ще раз або подивіться розв'язок.
puzzle-try-another = Спробуйте інший хід.
puzzle-show-solution = Показати розв'язок

## Вправи класичних закінчень (issue 17): кожен хід перевіряє база ендшпілів.
exercises-combinations = Комбінації
exercise-petrov = Трикутник Петрова
exercise-main-road = Великий шлях
exercise-petrov-goal = { $moves ->
    [one] Три дамки проти однієї: упіймайте самотню дамку за 15 ходів, які дають правила (за найкращої гри — { $moves } хід). Ваш хід.
    [few] Три дамки проти однієї: упіймайте самотню дамку за 15 ходів, які дають правила (за найкращої гри — { $moves } ходи). Ваш хід.
   *[many] Три дамки проти однієї: упіймайте самотню дамку за 15 ходів, які дають правила (за найкращої гри — { $moves } ходів). Ваш хід.
}
exercise-main-road-goal = Ваша самотня дамка стоїть на великому шляху a1–h8: утримайте нічию проти трьох дамок. Ваш хід.
puzzle-idea-petrov = Трикутник Петрова: одна дамка тримає великий шлях, дві інші разом із нею будують трикутник і відтісняють самотню дамку в кут подвійника, де її й ловлять.
puzzle-idea-main-road = Самотню дамку, що тримається великого шляху, не впіймати: поки вона стоїть на ньому, на 5-му ході сильнішої сторони — нічия.
error-endgames = немає бази ендшпілів для вправ: { $detail }

## Китайські шашки: сторінка (star.html) і термінал (shashki play --variant chinese-checkers).
star-title = Китайські шашки
star-new-game = Нова гра
star-rules-title = Китайські шашки: правила
star-players = Гравців
star-board = Дошка
star-board-large = Велика зірка: 121 лунка, по 10 фішок
star-board-small = Мала зірка: 73 лунки, по 6 фішок
star-seat-person = За цим пристроєм
star-seat-friend = Друг, за посиланням
star-seat-computer = Комп'ютер
star-anti-spoiling = Правило проти блокування: фішка, що лишилася у своєму куті після 30-го ходу власника (20-го на малій зірці), приносить йому поразку
star-play-on = Грати далі за місця, коли перший гравець дійшов
star-first = Хто починає
star-colour-a = Червоні
star-colour-b = Жовті
star-colour-c = Зелені
star-colour-d = Сині
star-colour-e = Фіолетові
star-colour-f = Помаранчеві
star-to-move = { $colour } ходять
star-your-move = Ваш хід: { $colour }
star-thinking = { $colour } (комп'ютер) думають…
star-waiting-friend = { $colour }: чекаємо, доки гравець прийде за посиланням
star-wins = { $colour } перемогли
star-blocked = Ніхто не може ходити: переможця немає
star-game-over = Гру закінчено
star-places = Місця
star-home = вдома
star-resigned = здалися
star-spoiled = вибули: фішка лишилася у своєму куті після 30 ходів (20 на малій зірці)
star-to-go = { $n ->
    [one] до мети { $n } крок
    [few] до мети { $n } кроки
   *[many] до мети { $n } кроків
}
star-to-go-help = Кроки до мети: скільки кроків із лунки в сусідню лунку всім фішкам гравця ще треба пройти, щоб зайняти протилежний промінь. Що менше, то ближче перемога.
star-watching = Ви дивитеся цю партію.
star-invite-used = Це запрошення вже використане: місце зайняв інший гравець. Ви дивитеся партію.
star-this-device = цей пристрій
star-a-friend = друг
star-person = людина
star-computer-level = комп'ютер, рівень { $level }
star-not-joined = ще не прийшов
star-invite = Надішліть це посилання гравцеві за колір «{ $colour }»:
star-moves = Ходи
star-hint = Підказка
star-hint-is = Підказка: { $move }
star-resign = Здатися
star-record = Зберегти запис
star-confirm-resign = { $colour }: здатися в цій партії?
star-passes = { $colour } не можуть ходити й пропускають хід
star-choose-piece = Виберіть свою фішку
star-no-move-from = Фішка в лунці { $hole } не може ходити
star-not-a-destination = Вибрана фішка туди не пройде
star-wait-computer = Зараз ходить комп'ютер
star-over = Гру закінчено
star-illegal = Такого ходу немає: { $text }
star-move-prompt = Хід (звідки-куди):{" "}
star-save-prompt = Зберегти запис у файл:{" "}
star-resign-ask = { $colour }: здатися? (т/н)
star-saved = Збережено в { $file }
star-save-failed = Не вдалося зберегти { $file }: { $why }
star-nothing-to-undo = Нічого скасовувати
star-play-hint = Підказка: { $move } (Enter — зіграти)
star-not-here = У цій грі цього немає
star-cursor = Лунка { $hole }
star-keys = стрілки курсор · Enter вибрати · m ввести хід · ? підказка · u скасувати · r здатися · s зберегти · q вийти
star-typing-keys = Enter готово · Esc скасувати

## Зала очікування (issue 16): партії з людиною, до яких може приєднатися будь-хто.
lobby = Зала
lobby-open = Приєднатися може будь-хто із зали
player-name = Ваше ім'я (якщо бажаєте)
lobby-waiting = Чекають на суперника
lobby-playing = Тривають зараз
lobby-none-waiting = Ніхто не чекає. Почніть партію: «Грати з другом» і «Приєднатися може будь-хто із зали».
lobby-none-playing = Зараз не триває жодної партії із зали.
lobby-you-play = ви граєте { $color ->
    [white] білими
   *[black] чорними
}
lobby-yours-waiting = ви граєте { $color ->
    [white] білими
   *[black] чорними
}, чекаємо на суперника
lobby-clock = { $minutes } хв + { $increment } с
lobby-join = Приєднатися
lobby-watch = Дивитися
lobby-yours = Ваша партія: відкрити
lobby-refresh = Оновити
error-name = ім'я: не довше за { $most } знаків і без керівних символів
error-lobby-engine = чекати на суперника в залі може лише партія з людиною

## The analysis board (issue 16)

study = Дошка аналізу
study-open = Дошка аналізу
study-analyse-position = Аналізувати позицію
study-analyse-pdn = Аналізувати з варіантами
study-engine = Програма: оцінка й найкращий варіант
study-delete = Видалити з цього ходу
study-undo = Повернути видалене
study-deleted = { $moves ->
    [one] Видалено { $moves } хід.
    [few] Видалено { $moves } ходи.
   *[other] Видалено { $moves } ходів.
}
study-promote = Зробити варіант головним
study-save = Завантажити PDN
study-share = Посилання, щоб поділитися
study-link = За цим посиланням відкриється аналіз:
study-cut = { $moves ->
    [one] { $moves } хід варіантів не вдалося прочитати, його пропущено.
    [few] { $moves } ходи варіантів не вдалося прочитати, їх пропущено.
   *[many] { $moves } ходів варіантів не вдалося прочитати, їх пропущено.
}

## Premoves against a person (issue 16)

premove-set = Передхід { $move }: його буде зроблено одразу після ходу суперника, якщо тоді він можливий. Скасувати — Escape або клацання деінде.
premove-dropped = Передхід { $move } неможливий після ходу суперника, його скасовано.
premove-several-ways = Передхід { $move }: туди ведуть кілька взяттів; клацніть по черзі кожне поле зупинки.
premove-cancelled = Передхід скасовано.

## Партії листуванням (issue 16): дні на хід, партія чекає наступного візиту.

clock-correspondence = Листуванням
clock-days-none = ні: годинник у хвилинах вище
clock-days = { $days ->
    [one] { $days } день на хід
    [few] { $days } дні на хід
   *[many] { $days } днів на хід
}
span-days = { $days ->
    [one] { $days } день
    [few] { $days } дні
   *[many] { $days } днів
}
span-hours = { $hours ->
    [one] { $hours } година
    [few] { $hours } години
   *[many] { $hours } годин
}
span-minutes = { $minutes ->
    [one] { $minutes } хвилина
    [few] { $minutes } хвилини
   *[many] { $minutes } хвилин
}
clock-left = в запасі { $time }
my-games-your-move = ваш хід
my-games-their-move = хід суперника
my-games-to-move = { $color ->
    [white] хід білих
   *[black] хід чорних
}
error-clock-days = годинник листуванням: від 1 до { $most } днів на хід, без часу на партію й додатку
error-correspondence-engine = годинник листуванням — для партії з людиною: комп'ютер відповідає одразу. Грайте з ним без годинника: партія чекатиме на вас скільки завгодно
# The board page when the server or the network fails it (issue 31).
live-polling = Оновлення в реальному часі недоступні (сервер відмовив у з'єднанні або воно рветься): партія оновлюється кожні кілька секунд
error-move-not-sent = хід не надіслано: немає зв'язку. Зробіть його ще раз
error-move-no-answer = сервер не відповів: щойно він відповість, сторінка покаже, чи зроблено хід
error-move-busy = хід не зроблено: з вашої адреси зараз забагато запитів. Зробіть його ще раз трохи згодом
move-not-made = Хід не дійшов до сервера: зробіть його ще раз.
error-join-offline = сервер не відповів: ви ще не приєдналися до партії. Спробуйте ще раз (якщо приєднання дійшло, ви отримаєте те саме місце)
try-again = Спробувати ще раз
seats-taken = Обидва місця в цій партії зайняті: ви дивитеся її як глядач.

## Дошка очима гравця (issue 33)
spectator = Ви дивитеся цю партію як глядач.
menu = Меню
player-unnamed = Гравець
my-games-draw = нічия
my-games-analysed = є аналіз
move-box-example-one = наприклад, { $move }
page-counter-moves = { $rule }: { $count } з { $limit } { $limit ->
    [one] ходу
   *[other] ходів
}
page-counter-times = { $rule }: { $count } з { $limit } разів
variant-note-stavropol = Ставропольські шашки: замість свого ходу можна піти шашкою суперника — так, як пішов би її господар.
moved-opponents-piece = { $mover ->
    [white] Білі пішли
   *[black] Чорні пішли
} { $owner ->
    [white] білою шашкою
   *[black] чорною шашкою
}: { $move } — у ставропольських шашках так можна.
# Дитячий курс російських шашок (issue 34): сторінка /learn, crates/shashki-web/data/course.json.
learn = Навчання
learn-title = Вчимося грати в російські шашки
learn-intro = Курс із коротких кроків: виконай кожне завдання на дошці. Успіхи зберігаються в цьому браузері, можна піти й повернутися.
learn-progress = Пройдено кроків: { $done } з { $total }
learn-step = Крок { $n } з { $total }
learn-parts = Частини курсу
learn-hint = Підказка
learn-check = Перевірити
learn-next = Далі
learn-previous = Назад
learn-again = Почати крок знову
learn-solved = Правильно! Молодець.
learn-right-go-on = Правильно. Тепер наступний хід запису.
learn-record = Запис
learn-write-label = Запис позиції
learn-chosen = Вибрано: { $squares }
learn-cannot-go-there = Туди ця шашка піти не може.
learn-cannot-move = Ця шашка зараз не може ходити.
learn-must-capture-first = Бити обов'язково: бий тією шашкою, яка може бити.
learn-course-done = Ти пройшов увесь курс! Тепер зіграй партію.
learn-reset = Почати курс знову
learn-play = Зіграти партію
learn-exercises = Потренуйся в закінченнях на дошці:
learn-board = Шашкова дошка
learn-wrong-one-move = Зроби один хід.
learn-wrong-squares = Не зовсім: подивись ще раз і вибери саме ті поля, про які питають.
learn-wrong-end = Взяття не може закінчитися на цьому полі.
learn-wrong-choice = Ні, неправильно. Подумай ще.
learn-wrong-position = Запис читається, але це інша позиція: перевір кожне поле.
learn-wrong-unreadable = Цей запис не прочитати: пиши так, як у книгах: Білі: c3, e3; Чорні: f6 (або по-російськи: Белые: c3, e3; Чёрные: f6).
learn-wrong-ambiguous = Цьому запису підходять кілька ходів: назви поля повністю.
learn-wrong-must-capture = Бити обов'язково: ти мусиш узяти.
learn-wrong-capture-rules = Правила не дозволяють такого взяття: б'ють до кінця, поки можна, і жодну шашку не б'ють двічі.
learn-wrong-illegal = Правила не дозволяють такого ходу.
learn-wrong-piece = Хід за правилами, але не тією шашкою, що в завданні.
learn-wrong-square = Хід за правилами, але не на те поле, що в завданні.
learn-wrong-more = Можна взяти більше шашок.
learn-wrong-take-one = Це взяття бере більше однієї шашки: візьми лише одну.
learn-wrong-promote = Цей хід не робить дамки.
learn-wrong-promote-capture = Це взяття не перетворює просту на дамку по дорозі, щоб бити далі дамкою.
learn-wrong-record = Це не той хід, що в записі.
learn-wrong-under-capture = Після цього ходу суперник може бити: шашка під боєм.
learn-wrong-edge = Це хід на край дошки: там шашка тримає одне поле, а не два.
learn-wrong-no-capture = Суперник не мусить бити: після цього ходу йому нічого брати.
learn-wrong-no-return = Суперник може побити так, що ти нічого не виграєш: перевір кожне його взяття.
learn-wrong-no-crown = Після одного зі взять суперника ти не проходиш у дамки наступним ходом: перевір кожне його взяття.
learn-name-bolshak = Великий шлях (большак)
learn-name-dvoynik = Двійник
learn-name-troynik = Трійник
learn-name-kosyak = Косяк
learn-answer-yes = Так
learn-answer-no = Ні
learn-answer-at-once = Так, одразу, тим самим ходом
learn-answer-next-move = Ні: хід закінчено; бити дамкою вона буде наступним ходом
learn-answer-stops = Вона зупиняється: хід закінчено
learn-answer-goes-on = Вона одразу стає дамкою і продовжує бити як дамка
learn-answer-capture = Взяття
learn-answer-quiet = Тихий хід
learn-answer-king = Хід дамки
learn-answer-win = Так, білі виграють
learn-answer-draw = Ні, це нічия
learn-answer-give-never = Ніколи
learn-answer-give-back = Коли натомість візьмеш більше або проведеш дамку
learn-answer-give-always = Завжди: віддавати шашки — це сміливо
learn-mark-good = Добрий хід
learn-mark-excellent = Чудовий хід
learn-mark-mistake = Помилка
learn-mark-blunder = Груба помилка
learn-mark-dubious = Сумнівний хід
learn-mark-interesting = Хід, що заслуговує на увагу
learn-mark-win = Виграш
learn-mark-draw = Нічия
learn-mark-capture = Взяття
learn-part-board = Дошка
learn-part-diagonals = Назви діагоналей
learn-part-setup = Початкова розстановка
learn-part-men = Хід простої шашки
learn-part-kings = Хід дамки
learn-part-capture = Взяття
learn-part-promotion = Перетворення на дамку
learn-part-conditions = Три умови взяття
learn-part-records = Запис партії
learn-part-position = Запис позиції
learn-part-marks = Знаки в записах
learn-part-ideas = Чотири поради початківцеві
learn-part-endings = Три дамки проти однієї
learn-board-corner = Дошку кладуть між гравцями так, щоб кутове темне поле було в кожного ліворуч. Натисни на кутове темне поле білих.
learn-board-corner-hint = Подивись на найближчий до тебе кут ліворуч.
learn-board-names = Кожне поле має ім'я: літеру вертикалі (від a до h, зліва направо) і номер горизонталі (від 1 до 8, з боку білих). Натисни на поле c3.
learn-board-names-hint = Знайди вертикаль c, третю зліва, і піднімись до горизонталі 3.
learn-board-names-2 = Тепер натисни на f6.
learn-board-names-2-hint = Вертикаль f шоста зліва; горизонталь 6 третя з боку чорних.
learn-board-count = У шашки грають лише на темних полях. Скільки темних полів на дошці?
learn-board-count-hint = На кожній із восьми горизонталей чотири темні поля.
learn-diagonals-bolshak = Найдовша діагональ, від a1 до h8, називається великим шляхом (большаком). Натисни на всі її поля, а потім «Перевірити».
learn-diagonals-bolshak-hint = Почни з кута a1 і йди вгору праворуч: a1, b2, c3 і так до h8. Вісім полів.
learn-diagonals-dvoynik-count = Дві сусідні діагоналі, a7–g1 і b8–h2, називаються двійниками; вони перетинають великий шлях і намальовані синім (кожна дорога на дошці намальована своїм кольором). Скільки полів у двійнику?
learn-diagonals-dvoynik-count-hint = Порахуй поля діагоналі a7–g1 по одному.
learn-diagonals-dvoynik = Натисни на всі поля двійника a7–g1, а потім «Перевірити».
learn-diagonals-dvoynik-hint = Від a7 іди вниз праворуч: b6, c5 і так до g1.
learn-diagonals-troynik-count = Трійники — це діагоналі a3–f8 і c1–h6. Скільки полів у трійнику?
learn-diagonals-troynik-count-hint = Рахуй від c1 угору праворуч: d2, e3 і так до h6.
learn-diagonals-troynik = Натисни на всі поля трійника c1–h6, а потім «Перевірити».
learn-diagonals-troynik-hint = Від c1 іди вгору праворуч до краю дошки біля h6.
learn-diagonals-kosyak = Косяк — це петля з чотирьох діагоналей, що починається на e1. Натисни на чотири кути, де петля повертає, а потім «Перевірити».
learn-diagonals-kosyak-hint = Від e1 іди вгору праворуч до краю, потім угору ліворуч, потім униз ліворуч і назад до e1.
learn-diagonals-quiz = Яка діагональ найдовша?
learn-diagonals-quiz-hint = Вона йде з кута в кут.
learn-setup-count = На початку партії шашки кожної сторони стоять на темних полях трьох найближчих горизонталей. Скільки шашок у кожної сторони?
learn-setup-count-hint = Порахуй білі: по чотири на горизонталях 1, 2 і 3.
learn-setup-missing = У початковій розстановці бракує однієї білої шашки. Натисни на її поле.
learn-setup-missing-hint = Білі шашки стоять на всіх темних полях горизонталей 1, 2 і 3. Подивись на третю.
learn-setup-first = Хто робить перший хід у партії?
learn-setup-first-hint = У російських шашках починає сторона зі світлими шашками.
learn-men-move = Проста шашка ходить уперед по діагоналі на сусіднє вільне поле. Піди шашкою c3 на d4.
learn-men-move-hint = Натисни на шашку c3, потім на поле d4 (або перетягни її туди).
learn-men-forward = Проста ходить лише вперед, назад — ніколи (назад вона лише б'є). Зроби будь-який хід шашкою e3.
learn-men-forward-hint = Шашка e3 може піти на d4 або на f4.
learn-men-blocked = Проста не може стати на зайняте поле. Зараз може ходити лише одна твоя шашка: піди нею.
learn-men-blocked-hint = Шашка c3 замкнена: подивись на іншу.
learn-men-quiz = Чи може проста шашка ходити назад, якщо вона не б'є?
learn-men-quiz-hint = Проста ходить лише вперед, а назад лише б'є.
learn-kings-move = Дамка ходить по діагоналі вперед і назад на будь-яке число вільних полів. Піди дамкою з a1 на h8 одним ходом.
learn-kings-move-hint = Увесь великий шлях вільний: натисни на дамку, потім на h8.
learn-kings-back = Дамка ходить і назад. Поверни дамку з g5 на d2.
learn-kings-back-hint = g5, f4, e3, d2: одна діагональ униз ліворуч.
learn-kings-blocked = Через свої шашки дамка не перестрибує. Піди дамкою з a1 великим шляхом якомога далі.
learn-kings-blocked-hint = Твоя шашка на e5 стоїть на дорозі: дамка зупиняється просто перед нею.
learn-kings-count = На скільки полів може піти дамка з d4? Натисни на дамку, щоб їх побачити.
learn-kings-count-hint = Порахуй по всіх чотирьох діагоналях від d4.
learn-capture-man = Проста б'є шашку суперника, що стоїть поруч на діагоналі, якщо поле за нею вільне: перестрибує через неї, і побиту знімають із дошки. Бий!
learn-capture-man-hint = Шашка c3 стрибає через d4 на e5.
learn-capture-back = Прості б'ють і назад. Бий!
learn-capture-back-hint = Шашка e5 стрибає назад через d4 на c3.
learn-capture-must = Бити обов'язково: якщо можеш узяти, мусиш бити, навіть коли хочеш зробити інший хід. Зроби хід.
learn-capture-must-hint = Шашка c3 може бити d4, отже, мусить.
learn-capture-multi = Побивши, шашка тим самим ходом б'є далі, поки може. Візьми стільки шашок, скільки можна.
learn-capture-multi-hint = Шашка b2 б'є c3, а потім e5.
learn-capture-choice = Якщо бити можна по-різному, вибираєш ти сам: не обов'язково брати більше. Тут візьми лише одну шашку.
learn-capture-choice-hint = Шашка a3 може взяти рівно одну.
learn-capture-king-afar = Дамка б'є здалеку: шашку на її діагоналі з вільним полем за нею можна взяти з будь-якої відстані, і дамка стає на будь-яке вільне поле за нею. Бий дамкою.
learn-capture-king-afar-hint = Натисни на дамку a1, потім на будь-яке вільне поле за d4.
learn-capture-king-continue = Якщо після взяття дамка може бити далі з одного з полів за шашкою, вона мусить стати туди й бити далі. Візьми все, що можна.
learn-capture-king-continue-hint = Побивши c3, стань на e5: звідти дамка б'є f4.
learn-capture-quiz = Ти можеш побити шашку, але не хочеш. Чи мусиш ти бити?
learn-capture-quiz-hint = Згадай правило: бити обов'язково.
learn-promote-quiet = Проста, що дійшла до останньої горизонталі (у білих восьмої), стає дамкою. Проведи шашку в дамки.
learn-promote-quiet-hint = Шашка c7 іде на b8 або на d8.
learn-promote-waits = Біла проста щойно тихим ходом дійшла до d8 і стала дамкою. Чи може вона тим самим ходом побити f6?
learn-promote-waits-hint = Хід, що закінчився на останній горизонталі, закінчено: нова дамка чекає наступного ходу.
learn-promote-next = Знову хід білих: нова дамка б'є здалеку. Побий f6 дамкою.
learn-promote-next-hint = Дамка d8 стрибає через f6 по діагоналі d8–h4.
learn-promote-capture = Проста, що дійшла до останньої горизонталі під час взяття, одразу стає дамкою і тим самим ходом продовжує бити як дамка. Проведи шашку в дамки й бий далі.
learn-promote-capture-hint = Шашка f6 б'є e7 і стає на d8: уже дамкою вона б'є далі через b6 і b4.
learn-promote-quiz = Проста дійшла до останньої горизонталі посеред взяття, і дамкою могла б бити далі. Що відбувається?
learn-promote-quiz-hint = Згадай шашку f6 двома кроками раніше.
learn-cond-turkish = Перша умова: побиті шашки знімають із дошки лише після закінчення всього взяття, а доти вони стоять і заважають дамці (це називають турецьким ударом). Скільки шашок щонайбільше може взяти тут біла дамка?
learn-cond-turkish-hint = Дамка не може вдруге перестрибнути вже побиту шашку, а та ще стоїть на дошці.
learn-cond-turkish-take = Тепер візьми стільки, скільки можна.
learn-cond-turkish-take-hint = Обійди квадрат: e3, e5, c5, c3 або у зворотний бік. Шашка g5 лишається недосяжною.
learn-cond-twice = Друга умова: за одне взяття шашку можна перестрибнути лише один раз. Візьми всі чотири: дамка обходить квадрат і зупиняється.
learn-cond-twice-hint = Довкола квадрата через e3, e5, c5 і c3, назад на d2 або далі на e1.
learn-cond-cross = Третя умова: через вільне поле можна проходити за одне взяття й удруге. Візьми всі п'ять.
learn-cond-cross-hint = Через c3 на f6, через e7 на d8, через c7 на b6, потім через c5 повз d4 на e3 і через f4.
learn-cond-ends = Натисни на поле, на якому може закінчитися взяття білої дамки.
learn-cond-ends-hint = Де дамка може зупинитися, коли бити більше нічого?
learn-records-column = Партію записують хід за ходом: хід білих, потім хід чорних. У стовпчик у кожному рядку номер ходу, хід білих і відповідь чорних. Розіграй цей запис на дошці, ходи обох сторін.
learn-records-column-hint = Роби ходи, як записано: спочатку білих, потім чорних.
learn-records-line = Запис можна вести й у рядок. Тихий хід пишуть через тире (c3-d4), взяття через двокрапку (d6:b4). Розіграй цей запис.
learn-records-line-hint = Після d4-c5 чорні мусять бити d6:b4, а білі б'ють у відповідь a3:c5.
learn-records-short = У книгах хід часто пишуть коротко: вертикаль, з якої йде шашка, і поле, куди вона приходить (cd4 — це c3-d4). Розіграй цей запис.
learn-records-short-hint = cd4 — це c3-d4, fg5 — f6-g5, bc3 — b2-c3.
learn-records-colon = Що означає двокрапка в записі c3:e5?
learn-records-colon-hint = Подивись на записи, які ти розіграв.
learn-position-choose = Позицію записують так: спочатку білі шашки, потім чорні; «Д.» ставлять перед дамками, «пр.» перед простими (так пишуть у російських книгах). Який запис описує цю дошку?
learn-position-choose-hint = Біла шашка на e1 — дамка.
learn-position-write = Запиши позицію цієї дошки, як у книгах: Білі: c3; Чорні: f6 (можна й по-російськи: Белые: c3; Чёрные: f6).
learn-position-write-hint = Перелічи поля білих шашок, потім чорних.
learn-position-read = У книзі дано позицію: Белые: Д.e1, пр.c1, f2; Чёрные: b6. Натисни на поле білої дамки.
learn-position-read-hint = «Д.» стоїть перед полем дамки.
learn-marks-good = Коментатори ставлять знаки після ходів. Що означає «!»?
learn-marks-good-hint = Один знак похвали.
learn-marks-mistake = Що означає «?» після ходу?
learn-marks-mistake-hint = Питання: чи добрий був цей хід?
learn-marks-excellent = Що означає «!!»?
learn-marks-excellent-hint = Удвічі більше похвали, ніж «!».
learn-marks-dubious = Що означає «?!»?
learn-marks-dubious-hint = Спочатку питання, потім оклик: більше сумніву, ніж похвали.
learn-marks-interesting = Що означає «!?»?
learn-marks-interesting-hint = Спочатку оклик: більше цікавості, ніж сумніву.
learn-marks-result = Що означає «+» наприкінці варіанта?
learn-marks-result-hint = Він каже, чим закінчується варіант.
learn-ideas-safe = Порада перша: не став шашку під бій. Перш ніж піти, подивись, чи зможе суперник після твого ходу щось узяти. Зроби хід, після якого бити йому нічого.
learn-ideas-safe-hint = Шашку, за якою порожнє поле, можна побити. Знайди хід, після якого за твоєю шашкою стоїть своя.
learn-ideas-safe-behind = Під бій можна підставити й шашку, що стоїть на місці: піде задня шашка — і передня залишиться без захисту. Зроби безпечний хід.
learn-ideas-safe-behind-hint = Шашка e3 захищає d4: поле за d4 зайняте, і бити її не можна.
learn-ideas-edge-count = Порада друга: без потреби не відводь шашку на край. У центрі шашка тримає два поля, а на краю лише одне. На скільки полів може піти шашка a3?
learn-ideas-edge-count-hint = Ліворуч від неї край дошки. Порівняй із шашкою d4.
learn-ideas-edge = Зроби хід, але не на край дошки: тримай шашку ближче до центру.
learn-ideas-edge-hint = Вертикалі a і h — краї дошки. Шашка b4 може піти на c5, шашка g3 — на f4.
learn-ideas-shot = Порада третя: користуйся тим, що бити обов'язково. Віддай одну — візьми дві! Віддай шашку так, щоб суперник мусив її побити, а ти у відповідь узяв дві. Це називається ударом.
learn-ideas-shot-hint = Підстав шашку під бій шашці c7. Де вона стане, побивши? Хто візьме її там?
learn-ideas-breakthrough = Порада четверта: прорив у дамки. Віддай шашку, щоб інша пройшла на останню горизонталь і стала дамкою.
learn-ideas-shot-take = Суперник мусить бити: шашка c7 узяла d6 і стала на e5. Тепер твій хід: візьми дві шашки!
learn-ideas-shot-take-hint = Шашка d4 б'є через e5 і б'є далі.
learn-ideas-breakthrough-crown = Шашка b8 мусила бити й пішла з дороги. Проведи шашку a7 в дамки!
learn-ideas-breakthrough-crown-hint = Поле b8 тепер вільне.
learn-ideas-breakthrough-hint = Шашку a7 замикає шашка b8. Віддай шашку так, щоб b8 мусила її побити й пішла.
learn-ideas-quiz = Коли вигідно віддати шашку?
learn-ideas-quiz-hint = Згадай удар і прорив у дамки.
learn-endings-main-road = Три білі дамки проти однієї чорної, що стоїть на великому шляху (він намальований червоним). Чи можуть білі виграти?
learn-endings-main-road-hint = Чи можуть три дамки зігнати чорну дамку з великого шляху?
learn-endings-petrov = Тепер чорна дамка не на великому шляху. Чи можуть три дамки виграти? Потренуйся нижче: трикутник Петрова.
learn-endings-petrov-hint = Три дамки ловлять самотню дамку поза великим шляхом за 15 ходів способом, що називається трикутником Петрова.
