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
move-bad-square = хибний хід, знак { $column }: { $why }
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
pdn-move = хід { $ply } («{ $text }»): { $why }
pdn-no-game = у тексті PDN немає партії
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
error-analysis-while-playing = партію двох гравців рушій розбирає лише після її завершення
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
coach-edge-played = Шашку відтіснено на край: на { $square } у неї один хід замість двох; хід { $best } був кращий на { $loss } шашки.
coach-shot-missed = Пропущено удар: { $key } — віддати { $given }, узяти { $taken } (бити обов'язково); втрата { $loss } шашки.
coach-shot-allowed = Дозволено удар суперника: { $key } — віддає { $given }, бере { $taken }; втрата { $loss } шашки.
coach-shot-played = Удар: віддано { $given }, узято { $taken }.
coach-breakthrough-missed = Пропущено прорив: { $key } — жертва { $given } за дамку на { $crown }; втрата { $loss } шашки.
coach-breakthrough-allowed = Дозволено прорив суперника: { $key } — жертва { $given } за дамку на { $crown }; втрата { $loss } шашки.
coach-breakthrough-played = Прорив: жертва { $given } за дамку на { $crown }.
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
analyze-tally = { $mistakes }, { $blunders }, { $missed }, середня втрата { $loss } на хід із { $moves }
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
pdn-also-fits = хід { $ply } («{ $text }») підходить і як { $rejected }; прочитано як { $kept }, після чого запис продовжується
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
analyse = Аналіз
analysing = Аналізую…
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
pdn-hint = Партія продовжиться з останньої позиції PDN; при грі удвох на одному пристрої її ходи буде повторено, і запис ходів збережеться.

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
page-viewing = Перегляд: напівхід { $ply } з { $total }; на дошці ходити не можна.

## Задачі (issue 17): позиції справжніх партій з комбінацією в сторони, чий хід.
puzzles = Задачі
puzzle-to-move = { $color ->
    [white] Хід білих
   *[black] Хід чорних
}, виграти матеріал
puzzle-grade = { $moves ->
    [one] комбінація в { $moves } хід
    [few] комбінація в { $moves } ходи
   *[many] комбінація в { $moves } ходів
}
puzzle-idea-shot = Ідея: удар. Віддати шашку — бити обов'язково, — а потім узяти більше.
puzzle-idea-breakthrough = Ідея: прорив. Віддати шашку, щоб інша пройшла в дамки.
puzzle-idea-gain = Ідея: вимушений виграш матеріалу.
puzzle-right = Правильно! Відповідь: { $reply }. Ваш хід.
puzzle-right-also = Правильно, цей хід теж зберігає виграш. Відповідь: { $reply }. Ваш хід.
puzzle-wrong = Не цей хід: { $refutation }.
puzzle-solved = Розв'язано!
puzzle-solution = Розв'язок: { $line }
puzzle-source = З { $source }
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
puzzle-place = задача { $index } з { $count }
puzzle-progress = Розв'язано { $solved } з { $count } у цій грі
puzzle-wrong-retry = Не цей хід: { $refutation }. Спробуйте ще раз або подивіться розв'язок.
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
    [one] лишився { $n } крок
    [few] лишилося { $n } кроки
   *[many] лишилося { $n } кроків
}
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
