# 한국어 카탈로그 (docs/LANGUAGES.md): www/lang/en.js와 같은 id, Fluent 문법.
# 숫자·이름 뒤의 조사는 JOSA($값, "받침 뒤/모음 뒤")로: { JOSA($command, "으로/로") }.

## The page

page-title = verdict-playground: 누가 이기는가, 그리고 왜
page-intro = 게임을 고르고 국면을 입력하세요. 입력하는 대로 판정과 그 이유, 단계별 표가 나타납니다.
page-footer = 모든 계산은 브라우저 안에서 이루어집니다. 입력한 내용은 이 페이지 밖으로 나가지 않습니다.
language-label = 언어
share-label = 공유
copy-link = 링크 복사
copy-embed = 임베드 코드 복사
copy-component = 웹 컴포넌트 복사
copied-link = 링크를 복사했습니다.
copied-local-link = 이 파일의 링크를 복사했습니다(이 컴퓨터에서만 열립니다).
copied-embed = 임베드 코드를 복사했습니다.
copied-component = 웹 컴포넌트 코드를 복사했습니다.
copy-refused = 복사가 거부되었습니다. 아래 내용을 직접 선택해 복사하세요: { $text }
link-too-long =
    이 입력은 링크에 담기에 너무 깁니다: { $length ->
        [0] 인코딩하기 전부터
       *[other] 인코딩하면 링크가 { $length }자가 되어
    } 링크에 담을 수 있는 { $max }자를 넘습니다. { $download } 그 파일을 공유하세요.
download-input = 입력을 파일로 내려받아
link-unpaired = 입력에 문자 쌍의 반쪽(짝 없는 서로게이트, 입력란 아래에 표시)이 있어 링크에 담을 수 없습니다. 그 문자를 지우거나 다시 입력한 뒤 링크를 복사하세요.
measuring-embed = 여러 너비의 칼럼에서 임베드의 높이를 재는 중…
offline-note = 오프라인 파일: 링크는 이 컴퓨터에서만 열립니다. 임베드 코드는 웹 호스트에서 플레이그라운드를 불러오는데, 이 파일에는 호스트가 없습니다. 그곳을 가리키는 코드를 복사하려면 { JOSA($command, "으로/로") } 빌드하세요.
embed-builder = 임베드 옵션과 미리보기
builder-view = 보기
builder-view-compact = 간단히
builder-view-bidding = 간단히, 비딩만 (핸드 없이)
builder-view-full = 전체
builder-theme = 테마
builder-light = 밝게
builder-dark = 어둡게
builder-theme-host = 블로그 테마 따르기 (블로그의 다크 모드 전환을 따름)
builder-theme-auto = 읽는 사람의 시스템 설정
builder-start = 시작 위치
builder-start-shown = 지금 보이는 단계
builder-start-shown-at = 지금 보이는 단계 ({ $step }단계)
builder-start-zero = 0단계, 입력 그대로
builder-input = 입력란
builder-input-hide = 숨기기 (판정과 보드만)
builder-load = 불러오기
builder-load-auto = 바로
builder-load-click = 클릭하면 (먼저 포스터: 읽는 사람이 누르기 전에는 아무것도 내려받지 않음)
builder-preview = 미리보기
builder-component = 웹 컴포넌트
builder-column = 블로그 칼럼
builder-post = 내 글
builder-code = 임베드 코드
builder-no-preview = 미리보기는 플레이그라운드가 웹 주소에서 제공될 때만 됩니다. 코드가 가리키는 주소: { $base }.
builder-copy = 이 코드 복사
builder-copy-note = (위의 복사 버튼이 주는 것과 같은, 미리보기 형식의 코드)
embed-open-example = verdict-playground에서 이 예제 열기: { $what }
lesson-frame-title = verdict-playground 수업: { $title }
lesson-open-example = verdict-playground에서 수업 열기: { $title }
builder-measuring-widths = { $count }가지 너비의 칼럼에서 높이를 재는 중…
builder-measured = { $count }가지 너비의 칼럼에서 쟀습니다: { $narrowWidth } px에서 높이 { $narrowHeight } px, { $wideWidth } px에서 { $wideHeight } px. 코드는 스크립트가 실행되기 전부터 어떤 칼럼에서도 그만큼의 자리를 잡아 두므로, 불러오는 동안 글이 움직이지 않습니다. 쇼트코드(Hugo, Jekyll, Eleventy)에는: { $heights }
builder-takes = { $width } px 칼럼에서 높이 { $height } px이고, 읽는 사람이 부분을 열고 닫는 대로 따라갑니다.
builder-takes-narrower = { $width } px 칼럼에서 높이 { $height } px이고(이 페이지가 { $column } px보다 좁습니다), 읽는 사람이 부분을 열고 닫는 대로 따라갑니다.
builder-measuring = 재는 중…
builder-measure-failed = 잴 수 없었습니다: { $error }.
embed-language = 언어
embed-language-reader = 읽는 사람의 언어(브라우저 설정)

guess-first = 먼저 맞혀 보기
guess-first-note = 먼저 묻고, 답한 뒤에 보여 줍니다.
guess-who-question = 먼저 맞혀 보기: 양쪽 모두 최선을 다하면 누가 이길까요?
guess-verdict-question = 먼저 맞혀 보기: 규칙에 맞나요, 끝났나요? 판정을 고르세요.
guess-detail-question = { JOSA($fact, "은/는") }?
guess-nothing = 먼저 맞혀 보기: 이 게임에는 맞힐 판정이 없어서 모두 보여 줍니다.
guess-name-who = 먼저 맞혀 보기: 누가 이길까요?
guess-name-verdict = 먼저 맞혀 보기: 판정은?
guess-name-detail = 먼저 맞혀 보기: { $question }
guess-after = 답한 뒤에: 판정과 그 이유, 끝까지 둔 수순, 수의 값, 두기, 게임 트리, 표와 규칙 시험.
guess-right = ✓ 맞았습니다:
guess-wrong = ✗ 아닙니다:
guess-said-is = { JOSA($name, "이라고/라고") } 했고, 판정은 { $verdict }입니다.
guess-said-winner = { JOSA($name, "이라고/라고") } 했고, { JOSA($winner, "이/가") } 이깁니다. 이유는 아래에 있습니다.
guess-said = { JOSA($name, "이라고/라고") } 했고, 답은 { $truth }입니다. 이유는 아래에 있습니다.
guess-said-detail = { $said }(이)라고 했고, 답은 { $right }입니다. 이유는 아래에 있습니다.
lessons = 수업

## The glossary

glossary-open = 용어집
glossary-title = 세 언어로 보는 게임 용어
glossary-close = 닫기
glossary-meaning = 뜻

term-position = 국면
term-position-means = 두 수 사이의 게임 상태: 지금까지 채운 티켓의 숫자, 남은 수, 더미, 지금까지의 콜.
term-winning = 필승 국면
term-winning-means = 상대가 어떻게 두든, 차례인 사람이 최선을 다하면 이기는 국면.
term-losing = 필패 국면
term-losing-means = 차례인 사람이 무엇을 두든, 상대가 최선을 다하면 지는 국면.
term-parity = 홀짝성
term-parity-means = 수가 짝수인지 홀수인지. 누가 이기는지가 이것만으로 정해지는 경우가 많습니다.
term-prefix = 접두사
term-prefix-means = 수열의 맨 앞에서부터 이어지는 몇 개의 원소.
term-peak = 봉우리
term-peak-means = 순열에서 양옆의 이웃보다 큰 원소.
term-arm = 팔
term-arm-means = 봉우리의 한쪽으로 내려가며 이어지는 원소들.
term-mex = mex
term-mex-means = 최소 제외값: 집합에 없는 가장 작은 음이 아닌 정수 (0, 1, 3의 mex는 2).
term-grundy = 그런디 수
term-grundy-means = 한 수로 갈 수 있는 국면들의 그런디 수의 mex. 필패 국면에서, 그리고 거기서만 0입니다.
term-nim-sum = 님 합
term-nim-sum-means = 자리올림 없이 이진법으로 더한 합(비트별 XOR). 님 국면은 이 값이 0일 때, 그리고 그때만 필패입니다.
term-strain = 스트레인
term-strain-means = 브리지 비드에서 지정한 무늬, 또는 노트럼프.
term-declarer = 디클레어러
term-declarer-means = 경매에서 이긴 편 가운데 최종 스트레인을 먼저 부른 사람. 그 사람이 핸드를 플레이합니다.
term-redouble = 리다블
term-redouble-means = 상대가 마지막 비드에 더블을 건 뒤, 판돈을 다시 두 배로 하는 콜.
term-insufficient = 부족한 비드
term-insufficient-means = 직전 비드보다 높지 않은 비드. 규칙상 허용되지 않습니다.
term-conjecture = 추측
term-conjecture-means = 짐작했지만 아직 증명하지 않은 규칙. "규칙 시험하기"가 모든 작은 국면에서 시험합니다.
term-counterexample = 반례
term-counterexample-means = 짐작한 규칙이 틀린 답을 내는 한 경우. 규칙을 반박하는 데는 하나면 충분합니다.
term-first-player = 모노카프
term-first-player-means = 티켓 게임(Codeforces 1215D)의 선공. 두 절반의 합이 다르기를 바랍니다.
term-second-player = 비카프
term-second-player-means = 티켓 게임의 후공. 두 절반의 합이 같기를 바랍니다.

## The playground

# The games' labels, by the core's names: English shows the core's own label, and so does a
# catalogue without one.
game-ticket = 티켓
game-auction = 경매
game-permutation = 순열
game-nim = 님
game-wythoff = 위토프

open-playground = 플레이그라운드에서 열기 ↗
open-playground-too-long = 플레이그라운드 열기 (이 입력은 링크에 담기에 너무 깁니다) ↗
more = 이유와 표
game-tabs = 게임
examples = 예시
rules-short = 규칙
rules-of = { $game } 게임의 규칙
origin = 출처: { $source }.
panel-tree = 여기서부터의 게임 트리: 역방향 귀납
panel-rule = 규칙 시험하기: 누가 이기는지 추측하고, 모든 작은 국면으로 확인하기
rule-names = 규칙에 쓸 수 있는 이름
panel-outcomes = 결과표: 모든 작은 시작 국면을 두 수로
panel-practice = 연습: 솔버가 답을 채점하는 문제
panel-stress = 스트레스 테스트: 무작위 국면에서 빠른 솔버와 완전 탐색을 비교
why = 이유
why-full = 전체 논증
result-withheld = 지금 낼 수 있는 콜과 내보내기(PBN, LIN)는 답한 뒤에 보입니다: 답을 알려 주기 때문입니다.
result-stale = 판정은 지금 입력하는 내용의 것이고, 보드와 설명과 표는 아직 마지막으로 올바랐던 입력의 것입니다.
result-name = 판정
result-verdict-in = 판정 { $ms } ms, 표가 이어집니다
result-decided-in = { $ms } ms 만에 판정
result-internal = 내부 오류
result-typing = 아직 올바른 입력이 아닙니다
result-input-error = 입력 오류
result-undo = ↶ 마지막 클릭 취소
result-legal-now = 지금 낼 수 있는 콜:
result-copy = { $label } 복사
result-writing = { JOSA($label, "을/를") } 쓰는 중…
result-write-failed = { JOSA($label, "을/를") } 쓰지 못했습니다: { $error }. 닫았다가 다시 열어 보세요.
result-no-answer = 솔버가 답하지 않았습니다
solver-loading = 솔버를 불러오는 중…
solver-retrying = 솔버를 불러오지 못했습니다({ $error }). 다시 시도하는 중…
start-failed = 플레이그라운드를 시작할 수 없습니다: { $error }.
solver-load-failed = 솔버를 불러오지 못했습니다: { $error }
load-status = { $path } 요청에 서버가 { JOSA($status, "으로/로") } 응답했습니다
load-offline = { JOSA($path, "을/를") } 내려받지 못했습니다: 연결이 끊겼습니다
load-glue = { $path }의 솔버 코드를 불러오지 못했습니다
load-damaged = { JOSA($path, "은/는") } 온전한 WebAssembly 모듈이 아닙니다(전송 중에 잘렸거나 손상되었습니다)
load-no-wasm = 이 브라우저에는 솔버를 만든 언어인 WebAssembly가 없습니다
load-start = { JOSA($path, "을/를") } 시작하지 못했습니다: { $error }
solver-overran = 솔버가 이 요청을 { $seconds }초 넘게 처리하여 멈췄습니다: 이 페이지가 답할 수 있는 범위를 넘습니다
solver-restarted = 솔버가 멈춰서 다시 시작했습니다
solver-memory = 이 요청은 한 요청이 쓸 수 있는 것보다 많은 메모리가 필요했습니다({ $limit } MiB 한도를 넘어 한 번에 { $asked } MiB를 요청했습니다). 솔버를 다시 시작했습니다
solver-failed = 솔버가 이 요청에서 실패하여 다시 시작했습니다({ $error })
start-part-failed = 플레이그라운드를 시작할 수 없습니다: 스크립트를 내려받지 못했습니다({ $error }).
try-again = 다시 시도

## The stepper and the input

step-first = ⇤ 처음
step-first-name = 첫 단계
step-previous = ◀ 이전
step-previous-name = 이전 단계
step-play = ▶ 재생
step-play-name = 게임 재생
step-pause = ⏸ 일시정지
step-next = 다음 ▶
step-next-name = 다음 단계
step-last = 마지막 ⇥
step-last-name = 마지막 단계
step-slider = 단계
step-speed = 속도
step-counter = { $n }단계 중 { $k }단계
step-valuetext = { $n }단계 중 { $k }단계
step-counter-held = { $k }단계
step-valuetext-held = { $k }단계
step-group = 게임을 한 단계씩 보기
speed-slow = 느리게
speed-normal = 보통
speed-fast = 빠르게
random = 무작위
random-size = 크기
open-file = 파일 열기

## The embeds

scroll-more = ↓ 아래에 더 있습니다: 이 프레임 안에서 스크롤하세요
sandbox-needs = 샌드박스 프레임: 링크를 열려면 { $permissions } 권한이 필요합니다.
sandbox-blocked = 이 프레임의 샌드박스가 링크를 막았습니다: { $permissions } 권한이 필요합니다.
poster-play = ▶ 누가 이길까? 솔버 시작
poster-waits = 솔버가 시작되면 판정과 그 이유, 수들이 나타납니다.
embed-board = { $board }번 보드
embed-no-calls = 아직 콜 없음

## The panels: Present, move values, the check

present = 수업용 화면
present-title = 보드와 해설을 크게 보여 줍니다(수업용)
present-leave = ✕ 수업용 화면 끝내기 (Esc)
values-show = 수의 값 보기
values-mark = 수의 값: { $value }.
values-none = 여기서는 수의 값을 보여 줄 수 없습니다: { $error }
values-too-long = 이 국면은 너무 길어 다 적을 수 없으므로 여기서는 수의 값을 매기지 않습니다. 더 진행하거나 더 짧은 입력을 쓰세요.
stop = ■ 중지
seconds = { $seconds }초
check-button = 완전 탐색으로 확인
check-note = 지금 보이는 국면을, 모든 수를 다 두어 보는 탐색으로.
check-searching = { JOSA($position, "을/를") } 탐색하는 중…
check-solved = 탐색 중: { $seconds }초 동안 국면 { $done }개를 풀었습니다…
check-stopped = 중지됨: 탐색이 끝나기 전에 중단되었습니다.
check-cannot = 이 국면은 탐색할 수 없습니다.
check-agree = 일치합니다.
check-disagree = 불일치!
check-too-large = 너무 큽니다.
stress-size = 크기
stress-size-name = 무작위 국면의 크기
stress-runs = 국면 수
stress-runs-name = 무작위 국면의 개수
stress-run = 실행
stress-starting = 시작하는 중…
stress-so-far = 지금까지 무작위 국면 { $runs }개 중 { $done }개 일치 ({ $seconds }초)…
stress-stopped = 중지됨: 무작위 국면 { $runs }개 중 { $done }개가 완전 탐색과 일치했고({ $seconds }초), 불일치는 없었습니다.
stress-stopped-first = 첫 무작위 국면을 확인하기 전에 중지되었습니다.
stress-failed = 스트레스 테스트가 실패했습니다.
stress-agree = { $checked ->
        [1] 무작위 국면 1개가 일치합니다
       *[other] 무작위 국면 { $checked }개가 모두 일치합니다
    }: { $seconds }초 동안 국면 { $searched }개를 탐색했습니다.
stress-disagree = 국면 { $checked }개를 확인한 뒤 불일치:
stress-position = 국면: { $position }
stress-answers = 빠른 솔버: { $fast } · 탐색: { $search }

## The rule tester

milliseconds = { $ms }ms
rule-yours = 내 규칙
rule-yours-when = 내 규칙: 다음일 때 { $claim }…
rule-scope = 다음 조건의 국면에서만 (선택)
rule-scope-placeholder = 모든 국면
rule-test = 규칙 시험하기
rule-syntax = 정수, + − * / %, == != < <= > >=, && || ! (또는 and, or, not), 괄호, abs, min, max.
rule-try = 시도해 볼 규칙 (틀린 것부터 맞는 것까지):
rule-game = 게임: { $game }.
rule-claim = 규칙은 양쪽이 최선을 다할 때 시작 국면에서 누가 이기는지에 대한 추측입니다. 참은 “{ $claim }”, 거짓은 “{ $denial }”라는 뜻입니다.
rule-how = 시험은 아래의 가장 큰 크기까지 모든 시작 국면을 작은 것부터 두어 보고, 규칙이 틀린 첫 국면에서 멈춥니다.
rule-sizes = 탐색 범위: 크기 { $from }부터 { $to }까지의 모든 시작 국면.
rule-only-where = 단, { $scope }인 곳에서만
rule-testing = 시험하는 중…
rule-progress = 시험하는 중: 지금까지 국면 { $done }개 ({ $seconds }초)…
rule-stopped = 중지됨: 시험이 끝나기 전에 중단되었습니다.
rule-failed = 규칙을 시험할 수 없었습니다: { $error }
rule-in = 국면 { $checked }개, { $time }.
rule-searched = 국면 { $checked }개를 탐색했습니다({ $time }).
rule-note = 보여 주는 것:
rule-error = 아직 규칙이 아닙니다.
rule-holds = ✓ 성립합니다.
rule-where-rule = 규칙에서 문제가 있는 곳
rule-where-scope = 조건에서 문제가 있는 곳
rule-board = 반례 { $position }
rule-counterexample = ✗ 반례:
rule-says = 규칙은 “{ $rule }”라고 하지만, 최선의 수로는 “{ $game }”입니다.
rule-here = 여기서 { $values }.
rule-open = 플레이그라운드에서 열기
rule-play = ♟ 직접 두기
rule-or = 또는
rule-its-link = 링크:

## The outcome tables

outcome-no-rule = 규칙 없음
outcome-make = 결과표 만들기
outcome-columns = 열
outcome-rows = 행
outcome-rule = 표 위에 규칙 그리기 (선택)
outcome-try = 차례로 열어 볼 표:
outcome-none = 없음: 수 하나, 한 줄로
outcome-intro = 각 칸에는 두 수가 그 칸의 열과 행의 값인 시작 국면이 크기 { $size }까지 모두 들어 있고, 최선의 수로 누가 이기는지에 따라 색이 칠해집니다. 두 종류의 국면이 섞인 칸은 그 개수를 보여 줍니다. 거기서는 두 수만으로 승부가 정해지지 않습니다. 섞인 칸이 없으면 두 수만으로 규칙을 쓸 수 있습니다.
outcome-making = 표를 만드는 중…
outcome-progress = 표를 만드는 중: 지금까지 국면 { $done }개…
outcome-stopped = 표를 만들기 전에 중지되었습니다.
outcome-failed = 표를 만들 수 없었습니다: { $error }
outcome-legend-all = 칸의 모든 국면에서 { JOSA($player, "이/가") } 이김
outcome-legend-mixed = 두 가지가 섞임: 몇 개 중 몇 개에서 { JOSA($player, "이/가") } 이기는지
outcome-legend-wrong = 규칙이 칸의 어떤 국면에서 승자를 잘못 말함
outcome-axes = 가로 { $x }, 세로 { $y }
outcome-row = 결과
outcome-caption = { $game }: { $x }에 따른 승자
outcome-caption-two = { $game }: { $x }(열), { $y }(행)에 따른 승자
outcome-cell-mixed = 국면 { $total }개 중 { $won }개는 { JOSA($first, "이/가") }, 나머지는 { JOSA($second, "이/가") } 이김
outcome-cell-all = 국면 { $total }개, 모두 { JOSA($player, "이/가") } 이김
outcome-cell-wrong = ; 그중 { $wrong }개에서 규칙이 틀림
wins = { JOSA($player, "이/가") } 이깁니다.
outcome-opened = { $place } 칸: 그 칸의 첫 국면들, 작은 것부터

## Practise

practice-board = 문제의 국면
practice-pad = 수를 고르세요
practice-answer = 내 답
practice-check = 답 확인
choose = 고르기
practice-next = 다음 문제 →
practice-new = 새 문제 세트
practice-title = 세트 { $seed }, 문제 { $total }개 중 { $number }번
practice-by-one = 또는 보드를 클릭하세요. 클릭한 수가 답이 됩니다.
practice-by-several = 또는 보드를 클릭하세요. 클릭한 수마다 답에 더해집니다(다시 클릭하면 빠집니다).
practice-no-move = ⚠ 거기에는 둘 수 있는 수가 없습니다.
practice-no-place = 그 자리에는 아무것도 둘 수 없습니다.
practice-click-another = 다른 곳을 클릭하세요.
practice-picked = , 고른 수: { $moves }
practice-illegal = ⚠ 올바른 형식의 답이 아닙니다.
practice-not-counted = 점수에 들어가지 않았습니다. 다시 쓰세요.
practice-right = ✓ 맞았습니다.
practice-nth = { $n ->
        [1] 첫 번째 시도
        [2] 두 번째 시도
        [3] 세 번째 시도
       *[other] { $n }번째 시도
    }
practice-right-at = ✓ 맞았습니다({ $at }에서).
practice-partial = ◐ 아직 다 찾지 못했습니다.
practice-wrong = ✗ 틀렸습니다.
practice-solution = 맞는 답 하나: { $answer }
grade-choose = 이기는 사람을 고르세요: { $first } 또는 { $second }.
grade-not-player = { JOSA($written, "은/는") } 이 게임의 플레이어가 아닙니다. { $choose }
grade-wins = { JOSA($winner, "이/가") } 이깁니다. { $reason }
grade-write-moves = 수를 쓰세요. 이기는 수가 없으면 none이라고 쓰세요.
grade-no-move-wins = 여기서는 이기는 수가 없습니다
grade-winning-move = 이기는 수는 { $move }입니다
grade-winning-moves = 이기는 수는 { $moves }입니다
grade-listed = { $listed }. { $reason }
grade-move-wins = { $doing }: 이기는 수입니다. { $after } { $before }
grade-move-loses = { $doing }: 지는 수입니다. { $after } { $before }
exercise-help-winner = 이기는 사람을 고르세요.
exercise-help-moves = 수를 { $shape } 꼴로 공백으로 구분해 쓰세요({ $meaning }). 없으면 none.
exercise-help-move = { $click }. 또는 수를 { $shape } 꼴로 쓰세요({ $meaning }).
exercise-move-how = 수를 { $shape } 꼴로 쓰세요: { $meaning }.
exercise-move-not = { $written }{ JOSA($written, "은/는") } 수가 아닙니다: { $shape } 꼴로 쓰세요, { $meaning }({ $example }).
grade-partial = { $of }개 중 { $found }개를 찾았습니다: { $found ->
        [1] 적은 수는 이깁니다
       *[other] 적은 수는 모두 이깁니다
    }. { $left ->
        [1] 이기는 수가 하나 더 있습니다: 찾아보세요.
       *[other] 이기는 수가 { $left }개 더 있습니다: 찾아보세요.
    }
practice-score = 점수: { $tried }문제 중 { $right }문제 맞음
practice-score-none = 점수: 아직 답이 없습니다
practice-done = 세트를 다 풀었습니다
practice-first-try = 첫 시도에 맞힌 문제: { $total }문제 중 { $right }문제.
practice-later = 나중 시도에 맞힌 문제: { $list }.
practice-later-one = { $number }번 문제는 { $at }에서
practice-retry = 다시 풀어 볼 문제:
practice-exercise = { $number }번 문제
practice-all-now = 이제 모두 맞았습니다. “새 문제 세트”를 누르면 다른 세트가 나옵니다.
practice-all-first = 모두 첫 시도에 맞았습니다. “새 문제 세트”를 누르면 다른 세트가 나옵니다.

## Play

play = 직접 두기
play-work-rung = 무엇을 따져 봐야 할까?
play-ladder-note = 지금 누가 이기고 있는지, 솔버의 이유, 보드의 합은 “{ $ask }”를 누르면 보입니다.
play-when-asked = “{ $ask }”를 누르면
play-after-hints = 두 번째 힌트 뒤에
play-sides = 편
play-sides-name = 누가 두는가
play-you = 내가 { $player }
play-both = 두 사람이 한 화면에서
play-none = 솔버끼리 두는 것 보기
play-board = 두고 있는 국면
play-undo = ↶ 무르기
play-restart = ⟲ 처음부터
play-swap = ⇄ 편 바꾸기
play-stop = 그만 두기
play-strip = 수마다 누가 이기고 있었는지
play-moves = 수
play-moves-name = 지금까지의 수
play-moves-note = (각 수는 그 수 뒤의 국면으로 돌아가는 버튼입니다. W: 그 수를 둔 사람이 이기거나 이기는 상태를 지킴, L: 짐. 글자 뒤의 수: 그 수를 포함해 게임이 몇 수 더 가는지)
play-link = 이 국면으로 가는 링크
play-cannot = 이 국면에서는 둘 수 없습니다: { $error }
play-from = 이 게임은 { $position }에서 시작합니다.
play-from-verdict = 이 게임은 { $position }에서 시작합니다. 위의 판정은 입력의 처음부터에 대한 것입니다.
play-only-allowed = { JOSA($player, "은/는") } 수를 둘 수 있는 곳에만 둘 수 있습니다.
play-illegal = 여기서는 둘 수 없는 수입니다.
play-throws = 이 수로 이길 기회를 놓쳤습니다.
play-better = { JOSA($move, "을/를") } 두었다면 이기고 있었을 것입니다
play-take-back = ↶ 무르기
play-on = 계속 두기
play-waits = 게임이 기다립니다: 무르거나 계속 두세요.
play-your-move = { $player } 차례(나): 보드에서 자리를 고르세요.
play-solver-move = { $player } 차례: 솔버가 생각하는 중…
play-retry-status = { $player } 차례(나), 실수하기 전처럼: 이기는 상태를 지키는 수를 찾으세요.
play-start = 시작
play-start-name = 시작: { $position }
play-start-back = 시작: { $position }. 여기로 돌아가기
play-go-back = . 이 수 뒤의 국면으로 돌아가기
play-value-keeps = { JOSA($player, "이/가") } 이기는 상태를 지킴
play-value-wins = { JOSA($player, "이/가") } 이김
play-value-loses = { JOSA($player, "이/가") } 짐
play-value-clock = , 게임은 { $moves }수 뒤에 끝남
play-value-changed = ; 승자가 바뀜
play-review = 돌아보기
play-review-move = { $n }번째 수:
play-review-change = 이 수 전에는 { JOSA($before, "이/가") } 이기고 있었고, 뒤에는 { JOSA($after, "이/가") } 이기고 있었습니다.
play-retry = { $n }번째 수 다시 두기
play-review-none = 결과를 바꾼 수는 없습니다: 처음부터 끝까지 { JOSA($player, "이/가") } 이기고 있었습니다.
play-opponent = 상대
play-work-induction = 묻기 전에 따져 보세요: 어떤 수가 { $other }에게 지는 국면, 즉 { $other }의 어떤 수로도 이길 수 없는 국면을 남기면 그 국면은 { $mover }에게 이기는 국면입니다. 게임의 끝에서부터 거꾸로, { $mover }의 수와 그 각각에 대한 { $other }의 응수를 살펴보세요.
play-work-facts = 누가 이기고 있는지 묻기 전에 보드에서 이것들을 따져 보세요:
play-work-table = { $table }, 합계 없이
play-work-total = 합계 행은 직접 계산해 보세요.

## Play's hint ladder (crates/model/src/hints.rs)
hint-ask-won = 내 국면은 이기는 국면인가?
hint-won = 예: { JOSA($mover, "은/는") } 이길 수 있습니다. { $reason }
hint-lost = 아니요: { JOSA($mover, "이/가") } 무엇을 두든, 최선을 다하면 { JOSA($winner, "이/가") } 이깁니다. { $reason }
hint-ask-keep = 어떤 수가 이기는 상태를 지키나?
hint-keep-only = 둘 수 있는 수는 하나뿐이고, 그 수가 이기는 상태를 지킵니다: 보드에 ✓로 표시됩니다.
hint-keep-all = 둘 수 있는 { NUMBER($legal) }개의 수 모두 이기는 상태를 지킵니다: 보드에 ✓로 표시됩니다.
hint-keep-some = 둘 수 있는 { NUMBER($legal) }개의 수 가운데 { NUMBER($winning) }개가 이기는 상태를 지킵니다: 보드에 ✓로, 나머지 { NUMBER($others) }개는 ✗로 표시됩니다.
hint-ask-best = 가장 좋은 수 보기
hint-best = 가장 좋은 수(보드에 테두리로 표시): { $move }
hint-winning = 이기는 수(보드에 테두리로 표시): { $move }
hint-named = { $mover }: { $what }. { $reason }
hint-unshown = { JOSA($mover, "은/는") } 이길 수 있지만, 여기서는 수를 보여 줄 수 없습니다.
hint-ask-save = 지지 않게 하는 수가 있나?
hint-save-only = 아니요: 둘 수 있는 유일한 수도 집니다(보드에 ✗).
hint-save-none = 아니요: 둘 수 있는 { NUMBER($legal) }개의 수 모두 집니다(보드에 ✗로 표시).
hint-ask-longest = 어떤 수가 가장 오래 버티나?
hint-more = { $k }수
hint-lost-every = { JOSA($mover, "은/는") } 어떤 수를 두어도 집니다.
hint-only-timed = 유일한 수({ $doing })도 집니다(보드에 테두리로 표시): { JOSA($winner, "이/가") } { $more } 뒤에 이깁니다.
hint-only = 유일한 수({ $doing })도 집니다(보드에 테두리로 표시).
hint-even = 어떤 수를 두어도 지고, 모든 수가 똑같이 오래 갑니다: { JOSA($mover, "이/가") } 무엇을 두든 { JOSA($winner, "이/가") } { $more } 뒤에 이깁니다. 보드에 테두리로 표시된 수는 솔버의 수입니다: { $mover } — { $what }.
hint-longest = 어떤 수를 두어도 집니다. 가장 오래 버티는 수는 { $doing }입니다(보드에 테두리로 표시): { JOSA($winner, "이/가") } { $more } 뒤에 이깁니다.
hint-solvers = 어떤 수를 두어도 집니다. 보드에 테두리로 표시된 수는 솔버의 수입니다: { $mover } — { $what }.
hint-untimed = 어떤 수를 두어도 집니다. 게임이 너무 커서 수마다 걸리는 시간을 잴 수 없으므로, 가장 오래 버티는 수를 보여 줄 수 없습니다. 보드에 테두리로 표시된 수는 솔버의 수입니다: { $mover } — { $what }.

## Play from here (watch.js, with the panels) and the game tree (tree.js)

play-from-here = ♟ 여기서부터 두기
play-from-here-note = 표시된 국면에서 솔버를 상대로.

tree-won = 필승
tree-lost = 필패
tree-won-ends = 필승: { $mover }의 수 “{ $how }”로 게임이 끝나고 { JOSA($mover, "이/가") } 이깁니다.
tree-won-reaching = 필승: { $mover }의 수 “{ $how }”는 { $opponent }에게 지는 국면 { $position }에 이릅니다. 그런 수 하나면 충분합니다.
tree-lost-only = 필패: 유일한 수가 상대에게 이기는 국면으로 이어지므로 { JOSA($mover, "은/는") } 질 수밖에 없습니다.
tree-lost-every = 필패: { NUMBER($count) }개의 수가 모두 상대에게 이기는 국면으로 이어지므로 { JOSA($mover, "은/는") } 질 수밖에 없습니다.
tree-intro = 표시된 국면에서 게임이 흘러갈 수 있는 모든 길입니다. 어떤 수가 상대에게 필패 국면을 남기면 그 국면은 차례인 사람에게 { $won }이고, 모든 수가 상대에게 필승 국면을 남기면 { $lost }입니다. 끝난 게임부터 판정하고 거꾸로 처음까지 올라가는 것이 역방향 귀납입니다.
tree-modes = 트리를 읽는 방법
tree-mode-induction = 역방향 귀납 지켜보기
tree-mode-label = 직접 판정하기
tree-after-labelling = 모든 국면을 판정한 뒤에
tree-how = 각 국면을 그곳에서 차례인 사람에게 { $won }인지 { $lost }인지 표시하세요. 끝난 게임은 이미 판정되어 있습니다: 규칙이 누가 이겼는지 말해 줍니다. 끝 가까이에서 시작해 꼭대기로 올라가세요.
tree-show-labels = 판정 모두 보기
tree-give-up = { $button } (그러면 이 트리는 직접 판정한 것으로 치지 않습니다)
tree-labels-shown = 판정을 모두 보였습니다. 처음부터 트리를 판정하려면 “{ $mode }”를 다시 고르세요.
tree-board = 트리의 한 국면
tree-side = 판 위의 국면
tree-back = ↑ 트리의 그 자리로 돌아가기
tree-too-long = 이 국면은 너무 길어 적을 수 없으므로 여기에는 트리가 없습니다: 게임을 더 진행해 보세요.
tree-building = 트리를 만드는 중…
tree-size = { $position }에서 { $n }개 국면.
tree-aria = { $position }에서의 게임 트리
tree-root = 표시된 국면
tree-not-labelled = 아직 판정 안 됨
tree-show-on-board = 판에서 보기
tree-label-position = { $position } 판정
tree-mark-won = 필승
tree-mark-lost = 필패
tree-mark-for = ({ $player } 차례)
tree-board-after = ({ $player }: { $move } 뒤)
tree-value-wins = { JOSA($player, "이/가") } 이김
tree-value-loses = { JOSA($player, "이/가") } 짐
tree-value-wins-in = { JOSA($player, "이/가") } { $moves }수 만에 이김
tree-value-loses-in = { JOSA($player, "이/가") } { $moves }수 만에 짐
tree-value-over-won = 끝: { JOSA($player, "이/가") } 이겼음
tree-value-over-lost = 끝: { JOSA($player, "이/가") } 졌음
tree-value-over-won-root = 끝: 지정된 사람의 승리
tree-value-over-lost-root = 끝: 차례인 사람의 패배
induction-first = ⇤ 없음
induction-first-name = 귀납: 판정 없음
induction-previous = ◀ 뒤로
induction-previous-name = 귀납: 판정 하나 뒤로
induction-play = ▶ 애니메이션
induction-play-name = 귀납: 하나씩 판정하며 재생
induction-pause = ⏸ 일시정지
induction-pause-name = 귀납: 일시정지
induction-next = 판정 ▶
induction-next-name = 귀납: 국면 하나 더 판정
induction-last = 모두 ⇥
induction-last-name = 귀납: 모두 판정
induction-slider = 판정한 국면
induction-speed = 판정 속도
induction-counter = { $n }개 중 { $k }개 판정
induction-valuetext = 국면 { $n }개 중 { $k }개 판정
induction-group = 역방향 귀납, 한 번에 한 국면씩
induction-none-yet = 아직 판정한 것이 없습니다. “{ $next }” 단추를 누르세요: 끝난 게임이 먼저, 그다음 모든 수가 판정된 국면이 차례로 판정됩니다.
induction-all-last = 모두 판정. 마지막:
induction-step = { $k }단계:
tree-note-right = ✓ 맞음
tree-right = 맞습니다:
tree-right-won = { $position }은(는) { $player }에게 필승입니다.
tree-right-lost = { $position }은(는) { $player }에게 필패입니다.
tree-note-wrong = ✗ 아님: { $move }
tree-see-below = 아래를 보세요
tree-not-so = 그렇지 않습니다:
tree-show-child = 트리에서 그 수 보기
tree-proof-won-reaches = { $position }은(는) { $mover }에게 필승입니다: { $mover } { $move }, 그러면 { $child }에 이르고, 거기서 차례인 { JOSA($next, "이/가") } 집니다.
tree-proof-won-ends = { $position }은(는) { $mover }에게 필승입니다: { $mover } { $move }, 그러면 게임이 끝나고({ $child }) { JOSA($mover, "이/가") } 이깁니다.
tree-proof-lost-reaches = { $position }은(는) { $mover }에게 필패입니다: { $moves ->
        [1] 유일한 수가
       *[other] { $moves }개의 수 모두가
    } 상대에게 필승 국면을 남깁니다. 예를 들어 { $mover } { $move }, 그러면 { $child }에 이르고, 거기서 차례인 { JOSA($next, "이/가") } 이깁니다.
tree-proof-lost-ends = { $position }은(는) { $mover }에게 필패입니다: { $moves ->
        [1] 유일한 수가
       *[other] { $moves }개의 수 모두가
    } 상대에게 필승 국면을 남깁니다. 예를 들어 { $mover } { $move }, 그러면 게임이 끝나고({ $child }) { JOSA($mover, "이/가") } 집니다.
tree-score = 국면 { $inner }개 중 { $right }개를 바르게 판정; 지금까지 틀린 표시 { $mistakes }개.
tree-score-told = 이 트리의 판정은 모두 판정하기 전에 공개되었습니다: 이번은 연습입니다.

## Watch: the line's chrome (watch.js, strip.js, stepper.js, words.js)

after-answer = 답한 뒤에
step-held = 게임 단계 넘기기: { $reason }.
watch-title = 게임 보기: { $title }
line-optimal = 최선의 진행
line-from-here = 여기서부터의 최선의 진행
line-from-here-caption = { JOSA($winner, "이/가") } 이깁니다: 이기는 쪽은 수마다 이기는 국면을 지키고, 다른 쪽은 할 수 있는 한 버팁니다.
line-cold-caption = 이기는 쪽은 매번 차가운 국면으로 옮기며 게임이 허락하는 한 빨리 이기고, 지는 쪽은 게임을 할 수 있는 한 오래 끕니다.
line-own-answer = 이 진행은 그 자체가 답입니다: { $reason } 보여 줍니다. 위에 적힌 그대로 입력을 판정해 보세요.
line-as-given = 주어진 국면.
line-to-move = { $player } 차례.
move-by = { $player }: { $what }
described-step-over = 둘 수가 남지 않았습니다: { JOSA($winner, "이/가") } 이겼습니다.
described-step-forced = { $who }: { $what }. 둘 수 있는 유일한 수입니다.
described-step-last = { $who }: { $what }. { $other }에게 둘 수가 남지 않으므로 { JOSA($other, "이/가") } 집니다.
described-step-wins = { $who }: { $what }. { $reason }
described-step-fastest = { $who }: { $what }. { $reason } 이 수를 포함해 { $k }수 만에, 어떤 수보다도 빨리 이깁니다.
described-step-delays = { JOSA($who, "은/는") } 어떤 수를 두어도 집니다: { $reason } { $who }: { $what }. 이 수로 게임이 어떤 수보다도 오래 가고(이 수를 포함해 { $k }수), { JOSA($other, "이/가") } 실수하기를 바랍니다.
described-step-loses = { JOSA($who, "은/는") } 어떤 수를 두어도 집니다: { $reason } { $who }: { $what }. 이 수로 게임을 줄이고(시간을 재기에는 너무 큽니다), { JOSA($other, "이/가") } 실수하기를 바랍니다.
described-exercise-who-wins = { JOSA($who, "이/가") } 둘 차례입니다. 최선을 다하면 누가 이길까요?
described-exercise-winning-moves = 둘 차례인 { $who }의 이기는 수를 모두 찾으세요.
described-exercise-winning-move = { JOSA($who, "이/가") } 둘 차례입니다: 차가운 국면을 남기는 수를 두세요.
described-rule-over = 둘 수가 남지 않았습니다: { JOSA($winner, "이/가") } 이겼습니다.
line-withheld = (누가 이기는지에 대한 의미: { $reason }.)
line-move = { $n }수 중 { $k }수
line-move-held = { $k }수
line-call = { $n }콜 중 { $k }콜
line-call-held = { $k }콜
line-start = 시작
line-start-moves = 시작 (뒤에 { $n }수)
line-start-calls = 시작 (뒤에 { $n }콜)
strip-label = 누가 이기고 있는지, 단계별로
strip-withheld = 누가 이기고 있는지, 단계별로: { $reason }.
strip-left-unknown = 여기서는 남은 수를 알 수 없음
strip-left-over = 게임이 끝남
strip-left = 끝까지 { $moves }수
strip-step-to-move = { $k }단계: { $player } 차례, { JOSA($winner, "이/가") } 이기는 중; { $left }
strip-step-over = { $k }단계: { JOSA($winner, "이/가") } 이겼음; { $left }
strip-move-to-move = { $k }수: { $player } 차례, { JOSA($winner, "이/가") } 이기는 중; { $left }
strip-move-over = { $k }수: { JOSA($winner, "이/가") } 이겼음; { $left }
strip-mistake = 실수: 직전 수가 { $winner }에게 승리를 넘겼습니다
strip-show = { $words }. 보기
strip-winning = { JOSA($player, "이/가") } 이기는 중
strip-won = { JOSA($player, "이/가") } 이겼음
strip-at-start = 첫 수 전
strip-at-step = { $n }단계 중 { $k }단계
strip-at-move = { $n }수 중 { $k }수
strip-timed = 높이: 끝까지 남은 수.
strip-untimed = 모든 기둥이 최대 높이: 이 게임은 너무 길어 수를 셀 수 없습니다.
strip-key-solid = { JOSA($player, "이/가") } 이기는 중 (채움, { $initial })
strip-key-dotted = { JOSA($player, "이/가") } 이기는 중 (점선, { $initial })
strip-key-mistake = 이기는 사람을 바꾼 수

## The lesson player (lesson-player.js)

activity-note = 메모
activity-watch = 관찰
activity-predict = 예측
activity-play = 두기
activity-tree = 트리
activity-rule = 규칙
activity-exercises = 연습 문제
activity-table = 표
lesson-progress = 수업 진행
lesson-steps = 수업 단계
lesson-previous = ◀ 이전 단계
lesson-previous-name = 이전 단계
lesson-next = 다음 단계 ▶
lesson-next-results = 다음 단계: 내 결과 ▶
lesson-present-leave = ✕ 발표 끝내기
lesson-step-head = { $n }단계 중 { $k }단계: { $activity }
lesson-meter = { $n }단계 중 { $k }단계; 질문 { $all }개 중 { $done }개 답함
lesson-counter = { $n }단계 중 { $k }단계 · 질문 { $all }개 중 { $done }개 답함
lesson-results = 내 결과
lesson-score = 첫 시도에 맞힘: 질문 { $total }개 중 { $right }개.
lesson-no-questions = 이 수업에는 질문이 없습니다: 채점할 것이 없습니다.
lesson-copied = 복사했습니다: 선생님께 보내는 메시지에 붙여 넣으세요.
lesson-copy-refused = 복사가 거부되었습니다. 아래 글을 선택해 복사하세요:
lesson-col-step = 단계
lesson-col-activity = 활동
lesson-col-first = 첫 시도
lesson-see-step = { $k }단계 보기
lesson-retry-step = { $k }단계 다시 하기
lesson-to-retry = 다시 할 단계: { $steps }.
lesson-retry-item = { $k }단계
lesson-your-name = 선생님께 알릴 내 이름
lesson-copy = 내 결과 복사하기
lesson-private = 답은 이 브라우저에만 남고 어디에도 보내지지 않습니다. 결과는 스스로 보고하는 것입니다: 직접 복사해 직접 보내며, 손으로 고쳐 쓸 수도 있으므로 시험이 아니라 나와 선생님을 위한 기록입니다.
lesson-restart = 수업 처음부터 다시 하기 (내 답 지우기)
lesson-end = 수업 끝 · 첫 시도에 { $total }개 중 { $right }개 맞힘
mark-right = 첫 시도에 맞힘
mark-wrong = 첫 시도에 틀림
mark-some = 첫 시도에 { $total }개 중 { $right }개 맞힘
mark-none = 답하지 않음

## The activities (lesson-activities.js, lesson-play.js, lesson-tree.js, lesson-rule.js, lesson-table.js)

lesson-move-first-name = 진행의 첫 수
lesson-move-previous-name = 진행의 이전 수
lesson-move-next-name = 진행의 다음 수
lesson-move-last-name = 진행의 마지막 수
lesson-move-slider = 진행의 수
lesson-move-group = 진행을 한 수씩 보기
lesson-position-too-long = 입력이 { $length }자입니다. 수업은 최대 { $max }자로 적힌 국면만 묻습니다(페이지가 그보다 긴 국면은 적지 않습니다): 더 짧은 국면을 주세요
lesson-input-marked = 단계의 입력, 문제가 되는 곳 표시
lesson-position = 국면
lesson-winning-one = 유일한 필승 수
lesson-winning-one-listed = 유일한 필승 수 (그중 판에 보이는 곳의 { $shown }개를 여기 적음)
lesson-winning-many = 필승 수 { $count }개
lesson-winning-many-listed = 필승 수 { $count }개 (그중 판에 보이는 곳의 { $shown }개를 여기 적음)
lesson-show-verdict-who = 누가 이길까? 판정 보기
lesson-show-verdict = 판정 보기
lesson-watch-middle = 관찰 단계는 게임의 시작부터 진행을 보여 줍니다. “{ $input }”은(는) 게임 중간의 국면입니다. 단계의 시작을 "input"으로, 진행 중 단계를 "step"으로 주세요.
lesson-choose-move = 수 고르기
lesson-your-answer = 내 답
lesson-ask-winner = 양쪽 모두 최선을 다하면 여기서 누가 이길까요? { $player } 차례입니다.
lesson-ask-over = 여기서 게임은 끝났습니다: 누가 이겼나요?
lesson-ask-move = 판에서 { $player }에게 이기는 수를 고르세요. 그런 수가 없다면 없다고 답하세요.
lesson-ask-verdict = 여기서의 판정은 무엇일까요?
lesson-ask-no-choices = 이 단계는 판정을 묻지만, 수업에 고를 "choices"가 없습니다.
lesson-no-move-wins = 이기는 수 없음
lesson-no-move-there = 그곳에는 둘 수 없습니다.
lesson-cannot-grade = 이 국면은 채점할 수 없습니다: { $error }
lesson-truth-wins = { JOSA($player, "이/가") } 이깁니다
lesson-best-play = (양쪽 모두 최선을 다할 때).
lesson-none-wins = 이기는 수가 없습니다: { JOSA($player, "이/가") } 어떤 수를 두어도 { $winner }에게 이기는 국면을 남깁니다.
lesson-said-none = 이기는 수 없음
lesson-right = 맞습니다.
lesson-not-so = 그렇지 않습니다.
lesson-you-said = 내 답: { $answer }.
lesson-try-again = 다시 해 보기
lesson-first-counts = 결과에는 첫 답이 남습니다.
lesson-step-failed = 이 단계를 불러오지 못했습니다: { $error }.
lesson-exercises-score = 첫 시도에 맞힘: 답한 국면 { $answered }개 중 { $right }개 (전체 { $total }개).
lesson-unknown-activity = 이 단계의 활동 “{ $activity }”은(는) 이 페이지가 모르는 것입니다: 글만 보여 줍니다.
lesson-position-unshown = 이 단계의 국면을 보여 줄 수 없습니다: { $error }.
lesson-position-unshown-at = 이 단계의 국면을 보여 줄 수 없습니다: { $line }행 { $column }열: { $error }.
lesson-open-playground = 플레이그라운드에서 수업 열기 ↗
lesson-tree-perfect = ✓ 모든 국면을 틀린 표시 없이 판정했습니다.
lesson-tree-after = 틀린 표시 { $n }개 끝에 모든 국면을 판정했습니다.
lesson-tree-none = 이 게임에는 그릴 트리가 없습니다: 두 편이 겨루는 게임이 아닙니다.
lesson-play-won = 목표 달성: { $side }(으)로 이겼습니다.
lesson-play-lost = 이번에는 { JOSA($winner, "이/가") } 이겼습니다. 다시 시작해 보세요: 결과에는 첫 게임이 남습니다.
lesson-play-over = 게임 끝: 최선의 수대로 { JOSA($winner, "이/가") } 이겼습니다.
lesson-goal = 목표:
lesson-goal-win = { $side }(으)로 이기기.
lesson-goal-hold = { $side }(으)로 두며 최대한 오래 버티기: 솔버는 실수하지 않습니다.
lesson-games-reached = 끝낸 게임: { $n }개; 첫 게임은 목표를 달성했습니다.
lesson-games-missed = 끝낸 게임: { $n }개; 첫 게임은 목표를 달성하지 못했습니다.
lesson-rule-unread = 수업의 규칙을 읽을 수 없어 예측할 것이 없습니다:
lesson-rule-said-holds = 규칙이 성립한다고 답했습니다
lesson-rule-said-fails = 규칙이 어딘가에서 틀린다고 답했습니다
lesson-rule-held = 탐색한 모든 시작 국면에서 성립합니다
lesson-rule-countered = 시험에서 반례가 나왔습니다(아래)
lesson-rule-yours-holds = 내 규칙이 탐색한 모든 시작 국면에서 성립합니다.
lesson-rule-not-yet = 아직입니다: 시험에서 반례가 나왔습니다(아래). 규칙을 고쳐 다시 시험해 보세요.
lesson-rule-write = 규칙을 쓰고 시험해 보세요: 시험은 가장 큰 크기까지 모든 시작 국면을 확인합니다.
lesson-rule-ask = 시험 전에: 이 규칙이 가장 큰 크기까지 모든 시작 국면에서 성립할까요?
lesson-rule-yes = 성립한다
lesson-rule-no = 어딘가에서 틀린다
lesson-table-names = { $x }, { $y }
lesson-table-said-decide = { $names }(으)로 누가 이기는지 정해진다고 답했습니다
lesson-table-said-not = { $names }(으)로는 누가 이기는지 정해지지 않는다고 답했습니다
lesson-table-decides = 모든 칸에 결과가 하나뿐입니다.
lesson-table-mixed = 표의 칸 { $n }개에 두 결과가 섞여 있습니다.
lesson-table-pick = 두 수를 골라 표를 만들어 보세요: 어느 쌍이 누가 이기는지 정할까요?
lesson-table-ask = 표를 보기 전에: { $names }(으)로 모든 시작 국면에서 누가 이기는지 정해질까요?
lesson-table-yes = 정해진다
lesson-table-no = 정해지지 않는다

## A lesson file's problems (lesson-format.js)

lesson-problem-field = 수업의 { $field }: { $problem }
lesson-problem-step = { $step }단계: { $problem }
lesson-problem-step-field = { $step }단계, { $field }: { $problem }
lesson-value-list = 목록
lesson-value-object = 객체
lesson-not-object = 수업은 { $shape } 형태의 JSON 객체여야 합니다(받은 값: { $value }).
lesson-title-missing = 없음: 수업에 제목(텍스트)을 붙이세요.
lesson-not-text = 텍스트여야 합니다(받은 값: { $value }).
lesson-title-empty = 비어 있음: 수업에 제목을 붙이세요.
lesson-lang-bad = "ko", "ru", "en" 같은 언어 태그여야 합니다(받은 값: { $value }).
lesson-steps-missing = 없음: 수업은 단계의 목록입니다, "steps": […].
lesson-steps-not-list = 단계의 목록이어야 합니다(받은 값: { $value }).
lesson-steps-empty = 비어 있음: 수업에는 단계가 하나 이상 있어야 합니다.
lesson-steps-too-many = 단계가 { $length }개입니다. 수업의 단계는 최대 { $max }개입니다: 여러 수업으로 나누세요.
lesson-title-too-long = { $length }자입니다. 제목은 최대 { $max }자입니다.
lesson-step-not-object = 단계는 { $shape } 형태의 JSON 객체여야 합니다(받은 값: { $value }).
lesson-activity-missing = 없음: 다음 중 하나를 쓰세요: { $activities }.
lesson-activity-unknown = { $activity }: 이 페이지가 모르는 활동입니다({ $activities }). 이 단계는 글만 보여 줍니다.
lesson-game-missing = 없음: { $activity } 단계는 게임에 관한 단계입니다.
lesson-game-missing-of = 없음: { $activity } 단계는 게임에 관한 단계입니다({ $games }).
lesson-game-unknown = { $game }: 이 페이지의 게임이 아닙니다. 이 페이지의 게임: { $games }.
lesson-input-missing = 없음: { $activity } 단계는 국면을 보여 주므로 게임의 입력(페이지의 입력 칸에 쓰는 그대로)이 필요합니다.
lesson-seed-missing = 없음: exercises 단계는 시드로 만든 세트("seed": 7)이거나 선생님이 고른 국면("positions": […])입니다.
lesson-positions-empty = 비어 있음: 국면을 하나 이상 고르거나 시드를 주세요.
lesson-side-unknown = { $side }: { $game }의 플레이어가 아닙니다. 플레이어: { $players }.
lesson-one-of = 다음 중 하나여야 합니다: { $values } (받은 값: { $value }).
lesson-not-whole = 정수여야 합니다(받은 값: { $value }).
lesson-whole-range = 0부터 { $max }까지의 정수여야 합니다(받은 값: { $value }).
lesson-not-texts = 텍스트의 목록이어야 합니다(받은 값: { $value }).
lesson-list-too-long = 항목이 { $length }개입니다. 목록의 항목은 최대 { $max }개입니다.
lesson-item-not-text = { $item }번째 항목이 텍스트가 아닙니다(받은 값: { $value }).
lesson-item-problem = { $item }번째 항목: { $problem }
lesson-show-not-object = { $example } 같은 객체여야 합니다(받은 값: { $value }).
lesson-show-not-boolean = { $name }의 값은 true 또는 false여야 합니다(받은 값: { $value }).
lesson-text-too-long = { $length }자입니다. 수업의 텍스트는 최대 { $max }자입니다.
lesson-json-unread = 수업의 JSON을 읽을 수 없습니다: { $reason }.
lesson-json-fault = { $line }행 { $column }열: 수업의 JSON을 여기서 읽을 수 없습니다(와야 할 것: { $expected }, 있는 것: { $found }).
lesson-json-end = 텍스트의 끝
lesson-json-string-end = 줄이 끝나기 전에 닫히는 문자열(줄바꿈은 \n으로 쓰세요)
lesson-json-hex = \u 뒤에 16진수 네 자리
lesson-json-escape = 이스케이프 문자: \" \\ \/ \b \f \n \r \t 또는 \u
lesson-json-closing-quote = 닫는 "
lesson-json-value = 값("…" 안의 텍스트, 수, true, false, null, { $object } 또는 { $list })
lesson-json-field-name = "…" 안의 필드 이름
lesson-json-colon = 필드 이름 뒤의 ":"
lesson-json-comma = "," 또는 "{ $close }"
lesson-link-damaged = 수업 링크가 손상되었습니다: { $why }. 링크를 다시 받거나 수업 파일을 받으세요.
lesson-link-bad-character = { $at }번째 문자 { $character }은(는) base64url의 문자(영문자, 숫자, -, _)가 아닙니다
lesson-link-bad-length = 길이 { $length }은(는) base64url의 길이가 될 수 없습니다(한 글자가 많거나 모자랍니다)
lesson-link-no-inflater = 압축된 링크인데 이 브라우저는 압축을 풀 수 없습니다
lesson-link-not-deflate = 압축된 데이터가 풀리지 않습니다(일부가 빠졌거나 바뀌었습니다)
lesson-link-too-big = 이 수업 링크는 풀면 { $mib } MiB가 넘는데, 수업은 파일과 마찬가지로 최대 { $mib } MiB입니다: 열지 않았습니다. 수업 파일이나 더 짧은 수업을 요청하세요.
lesson-link-not-utf8 = UTF-8 텍스트가 아닙니다

## The Lessons menu (lessons.js)

lesson-loading = 불러오는 중…
lesson-open-file = 수업 파일 열기
lesson-added = “{ $title }”의 { $k }단계로 추가했습니다.
lesson-add-this = + 이것을 수업에 추가
lesson-built-in = 기본 수업
lesson-teach = 가르치기
lesson-edit-mine = 내 수업 편집
lesson-class-results = 학급 결과
lesson-none-built-in = 기본 수업은 페이지의 웹 주소에서 불러오는데, 이 사본에는 없습니다. 대신 수업 파일을 여세요.
lesson-file-too-big = { $name }의 크기는 { $bytes }바이트입니다. 수업 파일은 최대 { $max } MiB입니다.
lesson-file-refused = { $name }은(는) 수업으로 열리지 않습니다:
lesson-for-teacher = 선생님용
lesson-print = 학습지 인쇄
lesson-copy-embed = 임베드 코드 복사
lesson-save-file = 수업을 파일로 저장
lesson-too-long-link = 이 수업은 링크로 쓰기에 너무 깁니다: 링크가 { $length }자가 되는데, 링크는 최대 { $max }자입니다. { $save }한 뒤 그 파일을 공유하세요: 파일은 수업 메뉴에서 열립니다.
lesson-embed-measuring = 수업이 차지할 자리를 재는 중: { $n }단계 중 { $k }단계, { $count }가지 너비의 칼럼에서…
lesson-embed-measured = 가장 긴 단계만큼 자리를 잡습니다: { $narrowWidth } px 칼럼에서 { $narrowHeight } px부터 { $wideWidth } px에서 { $wideHeight } px까지이므로, 글이 움직이지 않습니다.
lesson-embed-unmeasured = 잴 수 없었습니다({ $error }): { $height } px의 자리를 잡고, 가장 긴 단계만큼 늘어납니다.
lesson-embed-elsewhere = 다른 곳에 게시되어 여기서는 잴 수 없습니다: { $height } px의 자리를 잡고, 가장 긴 단계만큼 늘어납니다.
lesson-embed-copied = 임베드 코드를 복사했습니다: 글에 붙여 넣으세요.
lesson-embed-refused = 복사가 거부되었습니다. 선택할 코드는 다음과 같습니다:
lesson-edit-copy = 사본 편집
lesson-back-editor = ← 편집기로 돌아가기
lesson-leave = ✕ 수업 나가기
lesson-shown-differently = 이 페이지는 { $n ->
        [1] 한 단계를
       *[other] { $n }개 단계를
    } 다르게 보여 줍니다
lesson-from-file = 파일에서 열었고 링크로 쓰기에는 너무 깁니다: 파일을 공유하세요.
lesson-broken = 이 수업이 열리지 않습니다
lesson-back-playground = 플레이그라운드로 돌아가기

## Class results (lesson-class.js)

class-paste = 학생들이 보낸 글을 모두 차례로 여기에 붙여 넣으세요.
class-how = 학생마다 수업이 끝날 때 결과를 복사해(“{ $copy }”) 선생님께 보냅니다. 받은 글을 순서와 상관없이, 앞뒤 내용이 붙은 채로 아래에 모두 붙여 넣으세요: 표는 학생마다 한 번씩, 단계별로 셉니다.
class-paste-cut = 붙여 넣은 글이 { $length }자입니다. 앞의 { $mib } MiB만 읽습니다: 나머지는 따로 붙여 넣으세요.
class-line-unread = { $line }번째 줄: 읽을 수 없는 결과 줄입니다(복사한 그대로 "{ $code }" 형태여야 합니다).
class-line-steps = { $line }번째 줄: { $steps }인데, 수업의 단계는 최대 { $max }개입니다.
class-line-bad-result = { $line }번째 줄: { $token }은(는) 단계의 결과가 아닙니다(step:R, step:W, step:- 또는 step:right/total, 각각 .activity와 :answer가 붙을 수 있음).
class-twice = { $name }의 수업 { $id } 결과가 두 번 왔습니다: 나중 것({ $line }번째 줄)을 셉니다.
class-more-problems = …이런 것이 { $length }개 더 있습니다.
class-too-many = 붙여 넣은 글에 학생 { $length }명의 결과가 있습니다. 학급 표는 최대 { $max }명까지 셉니다: 먼저 붙여 넣은 { $max }명을 세고, 나머지 { $rest }명은 세지 않습니다. 따로 나누어 붙여 넣으세요.
class-self-reported = 결과는 스스로 보고한 것입니다: 학생이 직접 복사해 보내며, 손으로 쓰거나 고칠 수 있습니다. 점수로 쓰지 말고 학급이 어려워한 곳을 보는 데 쓰세요.
class-label = 학생들의 결과
class-show = 학급 표 보기
class-none = 결과를 찾지 못했습니다: 학생의 글은 “VPR2 id=”(예전 페이지에서는 “VPR1 id=”)로 시작하는 줄로 끝납니다. 학생이 보낸 글 전체를 붙여 넣으세요.
class-more = 이 결과는 수업 { $n }개의 것입니다. 처음 { $max }개 수업의 표만 보여 줍니다. 나머지를 보려면 수업마다 따로 붙여 넣으세요.
class-not-counted = 세지 않은 것:
class-lesson-named = { $title } (수업 { $id })
class-lesson = 수업 { $id }
class-and = { $list } 및 { $last }
class-and-more = { $list } 외 { $n }개
class-flag = ← 가장 많이 틀림
class-exercises = (연습 문제: { $total }개 중 { $right }개)
class-rows = 행 { $n }개 중 { $from }–{ $to }
class-rows-earlier = ← 앞의 행
class-rows-later = 뒤의 행 →
class-steps = 단계 { $n }개 중 { $from }–{ $to }
class-steps-earlier = ← 앞의 단계
class-steps-later = 뒤의 단계 →
class-students-shown = 학생 { $n }명 중 { $from }–{ $to }
class-students-earlier = ← 앞의 학생
class-students-later = 뒤의 학생 →
class-student = 학생
class-step = { $k }단계
class-heading = { $title }: 학생 { $n }명
class-hardest-one = 가장 많이 틀린 단계: { $which }단계
class-hardest-many = 가장 많이 틀린 단계: { $which }단계
class-hardest-count = ({ $total }명 중 { $most }명이 첫 시도에 틀림).
class-none-wrong = 첫 시도에 틀린 단계가 없습니다.
class-by-step = { $title }: 단계별
class-by-student = { $title }: 학생별
class-col-right = 첫 시도에 맞힘
class-col-wrong = 첫 시도에 틀림
class-col-none = 답하지 않음
class-students = 학생별: 각 표시와 적은 답
class-print = 학급 표 인쇄
class-print-too-many = 학생별 표는 { $cells }칸이 되어, 종이에 잘 들어가는 { $max }칸을 넘습니다. 단계별 표만 인쇄합니다. 학생은 화면에서 넘겨 보세요.
class-print-key = ✓ 첫 시도에 맞음 · ✗ 첫 시도에 틀림 · ○ 답 없음 · 3/5: 연습 문제 5개 중 3개 맞음

## The lesson editor (lesson-editor.js)

editor-show-verdict = 판정 보여 주기
editor-show-hints = 힌트 주기 (두기)
editor-show-values = 수의 값 보여 주기
editor-activity-note = 메모: 선생님의 글만
editor-activity-watch = 관찰: 한 단계부터의 진행
editor-activity-predict = 예측: 학생이 먼저 누가 이길지 말함(또는 수를 고름)
editor-activity-play = 두기: 그 국면에서 솔버를 상대로
editor-activity-tree = 트리: 역방향 귀납, 지켜보거나 직접 판정
editor-activity-rule = 규칙: 주어진 규칙을 시험하거나 직접 쓰기
editor-activity-exercises = 연습 문제: 시드로 정한 세트, 또는 고른 국면
editor-activity-table = 표: 결과표
editor-steps = 수업의 단계
editor-open-file = 편집할 수업 파일 열기
editor-restore = 이전 초안 되살리기
editor-head = 내 수업
editor-untitled = 새 수업
editor-intro = 페이지에 무언가(게임, 진행의 한 단계, 트리, 규칙, 연습 문제, 두기)를 띄우고 “{ $add }”를 누르세요. 그다음 단계마다 활동을 고르고, 글을 쓰고, 순서를 정하고, 미리 보세요. 초안은 이 브라우저에 보관됩니다.
editor-title = 제목
editor-add-note = + 메모 추가
editor-added = { $n }단계를 추가했습니다.
editor-preview = ▶ 수업 미리 보기
editor-save = 파일로 저장
editor-copy-link = 수업 링크 복사
editor-new = 새 수업
editor-library = 내 수업
editor-library-note = 이 브라우저에 보관한 수업입니다(어디에도 보내지 않음). 다른 곳에 두려면 파일로 내보내세요.
editor-keep = 이 수업을 내 수업에 보관
editor-export-all = 모두 파일로 내보내기
editor-library-full = 이 브라우저는 수업을 더 보관하지 않으려 합니다: 파일로 내보낸 뒤 몇 개를 지우세요.
editor-kept = 내 수업에 “{ $title }”(으)로 보관했습니다.
editor-refused = 이 브라우저가 변경을 보관하지 않았습니다.
editor-exported = 파일 { $n }개 저장: { $names }.
editor-library-count = 내 수업 ({ $n })
editor-none-kept = 아직 보관한 수업이 없습니다.
editor-rename-name = { $title }의 새 이름
editor-entry = { $n }단계
editor-entry-editing = { $n }단계, 편집 중
editor-open = 열기
editor-duplicate = 복제
editor-rename = 이름 바꾸기
editor-delete = 삭제
editor-opened = “{ $title }”을(를) 열었습니다: “{ $keep }”을 누르면 고친 내용이 그 이름으로 보관됩니다.
editor-duplicated = “{ $title }”을(를) 복제했습니다.
editor-renamed = “{ $title }”(으)로 이름을 바꿨습니다.
editor-undo = 되돌리기
editor-back = “{ $title }”이(가) 돌아왔습니다.
editor-deleted = “{ $title }”을(를) 삭제했습니다.
editor-too-long = 이 입력은 너무 길어 수업에 넣을 수 없습니다(수업은 링크로 전해집니다): 더 짧은 입력을 쓰세요.
editor-new-note = 새 수업입니다. 이전 수업은 보관되어 있습니다: “{ $restore }”로 되살릴 수 있습니다.
editor-restored = 이전 초안이 돌아왔습니다(지금까지의 초안이 이제 이전 초안입니다).
editor-to-fix = 수업을 공유하기 전에 고칠 것: { $n }개.
editor-no-step = 아직 단계가 없습니다.
editor-unknown-activity = { $activity } (이 페이지가 모르는 활동)
editor-game = 게임
editor-no-game = (없음)
editor-input = 입력
editor-at-step = 진행의 단계
editor-default = 게임의 기본값 ({ $value })
editor-columns = 열 (비우면 학생이 표를 고름)
editor-rows = 행
editor-question = 질문
editor-ask-winner = 누가 이길까: { $first }, { $second }?
editor-ask-move = 판에서 이기는 수 고르기
editor-choices-placeholder = 고를 판정들, 쉼표로 구분
editor-choices = 선택지
editor-side = 학생이 맡는 편
editor-side-default = 이길 수 있는 편
editor-goal = 목표 (선택)
editor-goal-placeholder = …(으)로 이기기
editor-tree = 트리
editor-mode-watch = 역방향 귀납 지켜보기
editor-mode-label = 직접 판정하기
editor-table-rule = 답한 뒤 표 위에 그릴 규칙 (선택)
editor-rule = 규칙 (비우면 학생이 씀)
editor-scope = 다음 국면에만 (선택)
editor-seed = 연습 문제 세트 (시드)
editor-positions = 또는 직접 고른 국면(각각 누가 이기는지), 한 줄에 하나
editor-available = 학생에게 보여 줄 것 (학생이 답한 뒤)
editor-move-up = { $n }단계를 위로
editor-move-down = { $n }단계를 아래로
editor-activity-of = { $n }단계의 활동
editor-remove = { $n }단계 삭제
editor-preview-from = { $n }단계부터 미리 보기
editor-preview-step = ▶ 미리 보기
editor-words = 내 글
editor-student-picks = (학생이 고름)
editor-no-rows = 없음: 수 하나, 수열
editor-tree-fits = 트리에 국면이 { $n }개 있습니다: 학습지에 각 국면의 W/L 칸과 함께 그려집니다.
editor-tree-big = 트리에 국면이 { $n }개 있습니다: 수업 시간에 화면에서 판정하기에도, 학습지 한 쪽에도 너무 많습니다(학습지는 국면이 최대 { $max }개인 트리를 그립니다. 종이에서는 학생에게 빈 줄이, 답안에는 모든 판정이 나옵니다).
editor-tree-smaller = 대신 진행의 { $k }단계 쓰기: { $position } (국면 { $n }개)
editor-moved = { $from }단계가 이제 { $to }단계입니다.
editor-removed = { $n }단계를 삭제했습니다.
editor-step-back = { $n }단계가 돌아왔습니다.
editor-fix-preview = 먼저 위에 적힌 문제를 고치세요: 미리 보기는 학생이 받는 그대로 수업을 보여 줍니다.
editor-add-first = 먼저 단계를 추가하세요.
editor-saved = { $name }(으)로 저장했습니다: 수업의 JSON으로, 어떤 텍스트 편집기로도 열립니다(각 필드의 뜻은 docs/RULES.md의 "Lessons"에 있습니다).
editor-file-too-big = { $name }은(는) 수업 파일로 쓰기에 너무 큽니다(최대 { $max } MiB).
editor-file-unread = { $name }을(를) 수업으로 읽을 수 없습니다:
editor-file-opened = { $name }을(를) 열었습니다: { $n }단계.
editor-fix-embed = 먼저 위에 적힌 문제를 고치세요: 열리지 않는 수업의 임베드는 쓸모가 없습니다.
editor-fix-link = 먼저 위에 적힌 문제를 고치세요: 열리지 않는 수업의 링크는 쓸모가 없습니다.
editor-link-copied = 수업 링크를 복사했습니다({ $n }자): 링크를 연 학생은 한 단계씩 수업을 받습니다.
editor-link-refused = 복사가 거부되었습니다. 선택할 링크는 다음과 같습니다:

## The worksheet (lesson-worksheet.js)

ws-room = 답을 쓰는 곳
ws-preparing = 학습지를 준비하는 중: 엔진이 답안을 계산합니다…
ws-print = 🖶 인쇄
ws-aria = 학습지: { $title }
ws-title = 학습지
ws-close = ✕ 닫기
ws-ready = A4나 레터 용지에 흑백으로 인쇄할 수 있습니다. 답안은 새 쪽에서 시작합니다.
ws-name = 이름
ws-date = 날짜
ws-key-title = 답안: { $title }
ws-key-note = 화면에서 수업을 채점하는 것과 같은 엔진이 계산했습니다.
ws-step-failed = 이 단계를 준비하지 못했습니다: { $error }
ws-board = 국면 { $position }
ws-position = 국면:
ws-ask-verdict = 판정은 무엇일까요?
ws-why = 왜 그럴까요?
ws-why-label = 이유
ws-ask-move-example = { $player }에게 이기는 수는 무엇일까요? 게임이 수를 적는 방식대로 쓰세요(예: “{ $example }”, 꼭 좋은 수는 아님). 없으면 “없음”이라고 쓰세요.
ws-ask-move = { $player }에게 이기는 수는 무엇일까요? 게임이 수를 적는 방식대로 쓰세요. 없으면 “없음”이라고 쓰세요.
ws-move-label = 수
ws-ask-winner = 최선을 다하면 누가 이길까요? { $player } 차례입니다.
ws-wins = { JOSA($player, "이/가") } 이김
ws-moves-for = { $player }의 { $heading }:
ws-no-move = { $player }에게 이기는 수가 없습니다: 어떤 수를 두어도 { $winner }에게 이기는 국면을 남깁니다.
ws-ask-watch = 여기서부터 최선의 진행을 보세요. 누가 이기고 있고, 다음 수는 무엇일까요?
ws-ask-calls = 콜을 읽으세요. 판정은 무엇일까요?
ws-next-move = 솔버의 다음 수: { $player } { $move }.
ws-ask-play = 짝과 함께 두어 보세요. 둔 수와 이긴 사람을 적으세요:
ws-ask-play-side = 짝과 함께 두어 보세요. 나는 { $side } 편입니다. 둔 수와 이긴 사람을 적으세요:
ws-moves-label = 둔 수
ws-ask-tree-big = 여기서 게임이 흘러갈 수 있는 모든 길을 그리고, 각 국면에 W(차례인 사람의 필승) 또는 L(필패)을 적으세요.
ws-tree-size = 전체 트리에는 국면이 { $n }개 있습니다: 첫 몇 수만 그려 판정하세요.
ws-tree-label = 트리
ws-key-tree-big-won = 국면 { $n }개; 맨 위 국면은 { $player }에게 필승입니다.
ws-key-tree-big-lost = 국면 { $n }개; 맨 위 국면은 { $player }에게 필패입니다.
ws-ask-tree = 각 국면에 W(그곳에서 차례인 사람의 필승) 또는 L(필패)을 적으세요. 맨 아래부터 시작하세요.
ws-key-tree-won = 맨 위 국면은 { $player }에게 필승입니다.
ws-key-tree-lost = 맨 위 국면은 { $player }에게 필패입니다.
ws-over = 끝
ws-over-won = 끝: { JOSA($player, "이/가") } 이겼음
ws-over-lost = 끝: { JOSA($player, "이/가") } 졌음
ws-ask-table-pick = 국면의 두 수를 골라 결과표를 그려 보세요: 어느 쌍이 누가 이기는지 정할까요?
ws-numbers = 쓸 수 있는 수:
ws-your-table = 내 표
ws-tables-to-try = 시도해 볼 표, 차례대로:
ws-table-error = 이 표는 만들 수 없습니다: { $error }
ws-names = { $x }, { $y }
ws-ask-table = { $names }(으)로 { $game }의 모든 시작 국면에서 누가 이기는지 정해질까요?
ws-yes = 예
ws-no = 아니요
ws-fill = 각 칸을 채우세요: 칸의 모든 시작 국면에서 { JOSA($first, "이/가") } 이기면 { $a }, { JOSA($second, "이/가") } 이기면 { $b }, 둘 다 있으면 “둘 다”. 시작 국면이 없는 칸은 칠해져 있습니다.
ws-decide = { $names }(으)로 정해진다
ws-not-decide = { $names }(으)로는 정해지지 않는다
ws-write-rule = 규칙을 쓰세요: { $claim }, 다음일 때…
ws-first-wins = 선공이 이긴다
ws-your-rule = 내 규칙
ws-names-list = 쓸 수 있는 이름:
ws-the-rule = 규칙: { $rule }일 때 { $claim }.
ws-the-rule-scope = 규칙: { $rule }일 때 { $claim } ({ $scope }인 곳에서만).
ws-holds-ask = 가장 큰 크기까지 모든 시작 국면에서 성립할까요?
ws-wrong-where = 아니라면, 규칙이 틀리는 국면:
ws-holds = 성립한다
ws-fails = 틀린다
ws-counterexample = 반례는 { $position }입니다 (규칙은 { $says }; 최선의 수로는 { $truth }; { $values }).
ws-unread = 규칙을 읽을 수 없습니다: { $summary }
ws-who-wins = 누가 이길까요? { $player } 차례입니다.
ws-set = 연습 문제 세트 { $seed }.
ws-every-winning = 모든 이기는 수:
ws-a-right = 맞는 답:

## The input, the board, the tables and the printout (input-block.js, board.js, render.js, print.js, controller.js)

input-big = 입력
input-edit-big = 글 보기 및 편집
input-clear = 지우기
input-open-file = 텍스트 파일을 입력으로 열기
input-characters = { $n }자
input-from-file = ({ $name }에서)
input-kept = 작업하는 동안 상자에 보이기에는 너무 길어 그대로 보관합니다.
input-set-by = { $by }에 따라 정해짐
input-where = { $line }행 { $column }열:
input-case = { $case }번째 경우,
input-ended = { $what }{ JOSA($what, "이/가") } 와야 할 곳에서 입력이 끝났습니다
input-not-number = { $token } 자리에는 { $what }, 곧 정수가 와야 합니다
input-too-large-for = { $token }{ JOSA($token, "은/는") } { $what }{ JOSA($what, "으로/로") } 쓰기에 너무 큽니다(최대 { $most })
input-unexpected = { $after } 예상하지 못한 { $token }{ JOSA($token, "이/가") } 있습니다
input-what-cases = T, 사례의 개수
input-after-cases = 사례 { $count }개 중 마지막 사례 뒤에
input-offending = 문제가 되는 곳
file-too-big = { $name }의 크기는 { $bytes }바이트입니다. 플레이그라운드는 최대 { $max } MiB의 파일을 받습니다(명령줄 판정기 verdict에는 이런 제한이 없습니다)
board-move-keeps = 여기에 두면 승리를 지킴
board-move-loses = 여기에 두면 짐
board-just-played = (방금 둔 수)
board-choose = 수를 고르세요:
board-choose-example = 수를 고르세요({ $label } { $move } 등):
board-choice-keeps = { $move }, 승리를 지킴
board-choice-loses = { $move }, 짐
board-places = 자리 { $n }개 중 { $from }–{ $to }
board-positions = 국면 { $n }개 중 { $from }–{ $to }
board-legend = 범례
withheld-available = { $when } 볼 수 있습니다.
input-here = 여기
input-lone-surrogate = { $unit }은(는) 두 반쪽으로 쓰는 문자의 반쪽(짝 없는 서로게이트)인데 나머지 반쪽이 없습니다: 어떤 텍스트도, 링크도 이것을 담을 수 없습니다. 지우거나 그 문자를 다시 입력하세요
table-sideways = 오른쪽에 열이 더 있습니다: 표를 옆으로 스크롤하세요 →
table-notes = { $title }의 주석
table-select-row = 이 행 선택 (화살표 키로 이동)
table-no-rows = 행 없음
table-rows = 행 { $n }개 중 { $from }–{ $to }
table-row-count = { $n }행
table-step-cell = { $cell }: { $column }, { $step }단계; 보기
table-top = ⇤ 처음
table-earlier = ← 앞의 행
table-later = 뒤의 행 →
table-end = 끝 ⇥
table-jump = { $title }의 행으로 이동
table-row = 행
table-go = 이동
print-input = 입력:
print-a-text = 텍스트
print-long-input = { $name }, { $n }자
print-more-rows = … 그리고 플레이그라운드에 { $n }개 행이 더 있습니다.
print-rows = 플레이그라운드에 { $n }개 행.

## The embed builder's measuring frame (measure.js, lesson-embed-code.js)

measure-frame = 임베드 크기를 재는 중
measure-lesson = 수업 크기를 재는 중
measure-drawing-slow = 임베드를 그리는 데 { $seconds }초가 넘게 걸렸습니다
measure-measuring-slow = 임베드를 재는 데 { $seconds }초가 넘게 걸렸습니다
measure-opening-slow = 수업을 여는 데 { $seconds }초가 넘게 걸렸습니다
measure-step-slow = { $k }단계에 { $seconds }초가 넘게 걸렸습니다

## The core's reports: the verdict and its reason

text = { $text }
# A name alone (a table's cell, a fact's value): the catalogue's name-… for it.
named = { $name }
name-Monocarp = 모노카프
name-Bicarp = 비카프
name-Alice = 앨리스
name-Bob = 밥
name-North = 북
name-East = 동
name-South = 남
name-West = 서
list-or = { $init } 또는 { $last }
list-and = { JOSA($init, "과/와") } { $last }
list-more = { $shown }, … (모두 { $total }개)
list-sentences = { $first } { $rest }
verdict-wins = { JOSA($winner, "이/가") } 이깁니다
verdict-wins-from-here = 이 국면에서 { JOSA($winner, "이/가") } 이깁니다
ticket-reason-filled-equal = 채울 '?'가 없고 두 절반의 합이 같습니다({ $left } = { $right }): 비카프가 이깁니다.
ticket-reason-filled-unequal = 채울 '?'가 없고 두 절반의 합이 다릅니다({ $left } ≠ { $right }): 모노카프가 이깁니다.
ticket-reason-one-q = 티켓의 '?'는 1개, 홀수입니다: 모노카프가 먼저 두므로 그 자리를 직접 채우는데, 거기 쓸 수 있는 열 개의 숫자 가운데 두 절반을 같게 만드는 숫자는 많아야 하나입니다: 모노카프가 이깁니다.
ticket-reason-odd = 티켓의 '?'는 { $q }개, 홀수입니다: 모노카프가 먼저 두므로 마지막 숫자도 그가 쓰는데, 거기 쓸 수 있는 열 개의 숫자 가운데 두 절반을 같게 만드는 숫자는 많아야 하나입니다: 모노카프가 이깁니다.
ticket-standing-level = '?' 하나를 4.5로 치면 두 절반이 모두 { $left }입니다: 균형이 맞습니다
ticket-standing-gap =
    '?' 하나를 4.5로 치면 왼쪽 절반은 { $left }, 오른쪽 절반은 { $right }입니다: { $half ->
        [left] 왼쪽
       *[right] 오른쪽
    } 절반이 { $more } 모자랍니다
ticket-reason-keeps-level = { $standing }. 비카프는 끝까지 균형을 지킵니다: x에는 다른 절반의 x로, 또는 같은 절반의 9 − x로 답합니다.
ticket-reason-keeps-gap = { $standing }. 모노카프는 끝까지 차이를 남겨 둡니다: 앞선 절반에 9를, 또는 다른 절반에 0을 씁니다.
ticket-why-position = { $at }번 자리
ticket-why-positions = { $first }–{ $last }번 자리
ticket-why-no-marks = '?' 없음
ticket-why-marks = '?' { $count }개
ticket-why-halves = 왼쪽 절반({ $left_at })은 숫자 합이 { $left_sum }, { $left_marks }; 오른쪽 절반({ $right_at })은 숫자 합이 { $right_sum }, { $right_marks }입니다.
ticket-why-filled-equal = 채울 것이 남지 않아 아무도 두지 않습니다: { $left } = { $right }, 비카프가 이깁니다.
ticket-why-filled-unequal = 채울 것이 남지 않아 아무도 두지 않습니다: { $left } ≠ { $right }, 모노카프가 이깁니다.
ticket-why-one-q = '?'가 1개뿐이고 모노카프가 먼저 두므로 그가 직접 씁니다. 합이 어떻든 둘을 같게 만드는 숫자는 많아야 하나이고, 그는 열 개 가운데 고를 수 있습니다: 모노카프가 이깁니다.
ticket-why-odd = '?'가 { $q }개, 홀수이고 모노카프가 먼저 두므로 마지막 숫자도 그가 씁니다. 그 앞의 합이 어떻든 둘을 같게 만드는 숫자는 많아야 하나이고, 그는 열 개 가운데 고를 수 있습니다: 모노카프가 이깁니다.
ticket-why-answers = 비카프는 모노카프의 숫자 x에 두 가지 방법 중 하나로 답합니다: 다른 절반에 같은 x를 쓰거나(두 절반의 차이는 그대로입니다), 한 절반에만 '?'가 남았을 때는 그 절반에 9 − x를 씁니다(그 쌍은 정확히 9를 더합니다).
ticket-why-copy-one =
    따라 쓰기로 { $fewer ->
        [left] 왼쪽
       *[right] 오른쪽
    } 절반의 하나뿐인 '?'와 { $more ->
        [left] 왼쪽
       *[right] 오른쪽
    } 절반의 '?' 하나를 씁니다. { $rest }
ticket-why-copy =
    따라 쓰기로 { $fewer ->
        [left] 왼쪽
       *[right] 오른쪽
    } 절반의 '?' { $copied }개와 { $more ->
        [left] 왼쪽
       *[right] 오른쪽
    } 절반의 '?' { $copied }개를 씁니다. { $rest }
ticket-why-decide-equal = 그 뒤에 남는 '?'가 없으니 정해진 숫자만으로 결정됩니다: 정해진 숫자의 합이 같으므로 두 절반은 같게 끝납니다.
ticket-why-decide-lead =
    그 뒤에 남는 '?'가 없으니 정해진 숫자만으로 결정됩니다: { $leader ->
        [left] 왼쪽
       *[right] 오른쪽
    } 절반이 { $lead }만큼 앞서 있고, 그것을 메울 방법은 없습니다.
ticket-why-pairs =
    { $more ->
        [left] 왼쪽
       *[right] 오른쪽
    } 절반에 남은 '?' { $extra }개는 { $pairs }쌍이 되고, 각 쌍은 그 절반에 9를 더합니다: 모두 { $gain }. { $outcome }
ticket-why-outcome-ahead =
    정해진 숫자의 합이 같으므로 { $more ->
        [left] 왼쪽
       *[right] 오른쪽
    } 절반이 { $gain }만큼 앞서서 끝납니다.
ticket-why-outcome-balanced =
    { $leader ->
        [left] 왼쪽
       *[right] 오른쪽
    } 절반의 정해진 숫자가 { $lead }만큼 앞서 있고, 이는 쌍들이 다른 절반에 더하는 값과 정확히 같으므로 두 절반은 같게 끝납니다.
ticket-why-outcome-same =
    { $leader ->
        [left] 왼쪽
       *[right] 오른쪽
    } 절반이 이미 { $lead }만큼 앞서 있는데, 쌍들도 같은 절반에 더해집니다.
ticket-why-outcome-other =
    { $leader ->
        [left] 왼쪽
       *[right] 오른쪽
    } 절반이 { $lead }만큼 앞서 있지만 쌍들은 다른 절반에 { $gain }만큼 더합니다: { $lead } ≠ { $gain }.
ticket-why-balanced = 그러니 모노카프가 무엇을 쓰든 비카프의 답은 두 절반이 같게 끝나도록 이끕니다: 비카프가 이깁니다.
ticket-why-apart = 그러니 비카프는 두 절반을 맞출 수 없고, 모노카프는 차이를 벌려 둡니다: 그는 매번 앞선 절반에 9를 쓰고(앞선 절반에 '?'가 남지 않았으면 다른 절반에 0을), 어떤 답도 그가 더한 것보다 많이 되돌리지 못합니다. 모노카프가 이깁니다.
ticket-why-b = 같은 것을 한 숫자로, 보드가 보여 주는 대로: B는 '?'가 모두 4.5라면 왼쪽 절반이 얼마나 앞서는지입니다(비카프는 '?' 한 쌍을 9로 만듭니다). 여기서는 왼쪽 절반이 { $left }, 오른쪽 절반이 { $right }이므로 B = { $b }; '?'가 짝수 개이고 모노카프 차례일 때 비카프는 B = 0일 때에만 이깁니다.
ticket-why-expert-d = d = { $left } − { $right } = { $d }: 왼쪽 절반의 정해진 숫자가 앞선 정도입니다.
ticket-why-expert-rule = 비카프는 2d = 9(qR − qL)일 때에만 이깁니다: 두 수마다 한 절반에 9를 더하거나(x, 그다음 9 − x) 양쪽에 같은 숫자를 더할 수 있고, 그 밖에 강제되는 것은 없습니다.
ticket-why-expert-here = 여기서 2d = { $lhs }, 9(qR − qL) = 9 × { $factor } = { $rhs }입니다.
ticket-why-expert-b = B = d + 9(qL − qR)/2 = { $d } + 9 × ({ $ql } − { $qr })/2 = { $b }: '?'가 모두 4.5라면 왼쪽 절반이 앞서는 값입니다. 비카프에게는 B = 0이 필요합니다.
ticket-why-expert-move = 한 수는 어느 절반에 두든 B를 −4.5, −3.5, …, 4.5 가운데 하나만큼 바꿉니다: 왼쪽의 숫자 x는 x − 4.5를 더하고, 오른쪽의 x는 그만큼 뺍니다.
ticket-why-expert-odd = '?'가 모두 { $q }개로 홀수입니다: 모노카프가 처음과 마지막에 둡니다. 2d = 9(qR − qL)가 성립하지 않는 이유도 이것입니다: 2d = { $lhs }는 짝수인데 qR − qL은 홀수이고, 9 곱하기 홀수는 홀수입니다. 같은 이유로 B = d + 9(qL − qR)/2는 .5로 끝나며 결코 0이 되지 않습니다.
ticket-why-expert-middle = 게임 도중의 값은 B, 남은 '?'의 개수 q, 누구 차례인지에만 달려 있고, 마지막 수를 두는 사람이 결정합니다: 모노카프 차례라면 비카프는 q가 짝수이고 B = 0일 때에만 이기고, 비카프 차례라면 q가 홀수이고 |B| ≤ 4.5일 때에만 이기며(숫자 하나로 B를 0으로 만들고 그 뒤로는 모든 수에 답합니다), 남은 '?'가 없으면 B = 0일 때 이깁니다. 테스트는 이것을 모든 작은 위치에 대한 미니맥스와 비교해 증명합니다.
ticket-why-expert-bicarp = 비카프의 전략: 두 절반 모두에 '?'가 있는 동안은 모노카프의 숫자에 다른 절반의 같은 숫자로 답하고, 한 절반에만 '?'가 남으면 x에 그 절반의 9 − x로 답합니다. 어느 쪽이든 그 쌍은 B를 0만큼 바꿉니다.
ticket-why-expert-monocarp-left = 모노카프의 전략: B = { $b }는 양수이므로 그는 왼쪽 절반에 9를 씁니다(왼쪽에 '?'가 없으면 오른쪽 절반에 0을). 그의 수마다 B는 0에서 4.5씩 멀어지고 어떤 답도 4.5보다 많이 되돌리지 못하므로 B는 결코 0에 닿지 않습니다.
ticket-why-expert-monocarp-right = 모노카프의 전략: B = { $b }는 음수이므로 그는 오른쪽 절반에 9를 씁니다(오른쪽에 '?'가 없으면 왼쪽 절반에 0을). 그의 수마다 B는 0에서 4.5씩 멀어지고 어떤 답도 4.5보다 많이 되돌리지 못하므로 B는 결코 0에 닿지 않습니다.
# ticket's positions, steps and errors
ticket-position-standing-level = '?' 하나를 4.5로 치면 두 절반이 모두 { $left }입니다: 균형이 맞습니다
ticket-position-standing-gap =
    '?' 하나를 4.5로 치면 왼쪽 절반은 { $left }, 오른쪽 절반은 { $right }입니다: { $half ->
        [left] 왼쪽
       *[right] 오른쪽
    } 절반이 { $more } 모자랍니다
ticket-position-over-equal = 남은 '?'가 없고 두 절반의 합이 같습니다({ $left } = { $right }): 비카프가 이겼습니다.
ticket-position-over-unequal = 남은 '?'가 없고 두 절반의 합이 다릅니다({ $left } ≠ { $right }): 모노카프가 이겼습니다.
ticket-position-monocarp-odd = 모노카프 차례이고 '?'가 { $q }개, 홀수 개 남았으므로 마지막 숫자를 그가 직접 씁니다. 거기 쓸 수 있는 열 개의 숫자 가운데 두 절반을 같게 만드는 숫자는 많아야 하나입니다: 모노카프가 이깁니다.
ticket-position-monocarp-gap = { $standing }. 모노카프 차례이고 '?'가 { $q }개, 짝수 개 남았습니다: 그의 수마다 차이가 4.5씩 벌어지고(앞선 절반에 9, 또는 다른 절반에 0), 어떤 답도 차이를 4.5보다 많이 줄이지 못하므로 모노카프가 이깁니다.
ticket-position-monocarp-gap-hint = { $standing }. 모노카프 차례이고 '?'가 { $q }개, 짝수 개 남았습니다: 그는 수마다 차이를 4.5씩 벌릴 수 있고, 어떤 답도 차이를 4.5보다 많이 줄이지 못하므로 모노카프가 이깁니다.
ticket-position-monocarp-level = { $standing }. 모노카프 차례이고 '?'는 짝수 개({ $q }개)입니다: 그가 무엇을 쓰든 비카프가 두 절반의 균형을 다시 맞추도록 답하므로(다른 절반에 같은 숫자, 또는 같은 절반에 9 − x) 비카프가 이깁니다.
ticket-position-level-digit =
    { $half ->
        [left] 왼쪽
       *[right] 오른쪽
    } 절반에 { $digit }
ticket-position-bicarp-levels = { $standing }. 비카프는 숫자 하나로({ $digits }) 균형을 맞추고, 그 뒤로는 모노카프의 모든 수에 답하므로 비카프가 이깁니다.
ticket-position-bicarp-can-level = { $standing }. 숫자 하나는 4.5까지 메울 수 있으므로 비카프는 지금 균형을 맞출 수 있고, 그 뒤로는 모노카프의 모든 수에 답하므로 비카프가 이깁니다.
ticket-position-bicarp-even = 비카프 차례이고 '?'가 { $q }개, 짝수 개 남았으므로 마지막 숫자는 모노카프가 씁니다. 거기 쓸 수 있는 열 개의 숫자 가운데 두 절반을 같게 만드는 숫자는 많아야 하나입니다: 모노카프가 이깁니다.
ticket-position-bicarp-far = { $standing }. 숫자 하나는 많아야 4.5만 메우므로 비카프는 지금 균형을 맞출 수 없고, 그 뒤로는 모노카프가 계속 차이를 벌립니다: 모노카프가 이깁니다.
ticket-position-writes =
    { $mover }: { $what } ({ $half ->
        [left] 왼쪽
       *[right] 오른쪽
    } 절반)
ticket-position-last-digit =
    모노카프가 마지막 숫자를 씁니다: { $position }번 자리({ $half ->
        [left] 왼쪽
       *[right] 오른쪽
    } 절반)에 { $digit }. 열 개의 숫자 가운데 두 절반을 같게 만들었을 숫자는 많아야 하나이고, 이 숫자는 그것이 아닙니다.
ticket-position-push-ahead =
    { $move }. '?' 하나를 4.5로 칠 때 앞선 절반입니다: { $ahead ->
        [left] 왼쪽
       *[right] 오른쪽
    } 절반의 우세가 { $from }에서 { JOSA($to, "으로/로") } 커지고, 어떤 답도 4.5보다 많이 되돌리지 못합니다.
ticket-position-push-behind =
    { $move }. '?' 하나를 4.5로 칠 때 뒤진 절반입니다(앞선 { $ahead ->
        [left] 왼쪽
       *[right] 오른쪽
    } 절반에는 '?'가 남지 않았습니다): { $ahead ->
        [left] 왼쪽
       *[right] 오른쪽
    } 절반의 우세가 { $from }에서 { JOSA($to, "으로/로") } 커지고, 어떤 답도 4.5보다 많이 되돌리지 못합니다.
ticket-position-hopeless =
    모노카프는 어떤 수를 두어도 집니다: '?' 하나를 4.5로 치면 두 절반의 균형이 맞고 비카프는 무엇에든 답할 수 있습니다. 그의 수는 { $what }({ $half ->
        [left] 왼쪽
       *[right] 오른쪽
    } 절반)이고, 그 뒤에는 { $lead }. 그는 비카프가 잘못 답하기를 바랍니다.
ticket-position-copy = { $move }. 모노카프의 { JOSA($answered, "을/를") } 다른 절반에 그대로 따라 씁니다: 두 절반에 같은 숫자를 쓰면 '?' 하나를 4.5로 칠 때 균형이 유지됩니다.
ticket-position-complete =
    { $move }. { $other ->
        [left] 왼쪽
       *[right] 오른쪽
    } 절반에는 모노카프의 { JOSA($answered, "을/를") } 따라 쓸 '?'가 남지 않아 같은 절반에 답합니다: { $answered } + { $digit } = 9, '?' 두 개를 4.5씩 친 값이므로 두 절반의 균형이 유지됩니다.
ticket-position-balance =
    { $move }. { $standing }. 그런데 { JOSA($digit, "은/는") } '?'보다 { $amount } { $than ->
        [more] 크므로
       *[less] 작으므로
    } 두 절반의 균형이 맞습니다.
ticket-position-resist-last =
    비카프는 이길 수 없습니다(마지막 숫자는 모노카프가 씁니다). 그의 수는 { $what }({ $half ->
        [left] 왼쪽
       *[right] 오른쪽
    } 절반)으로, 숫자 하나로 할 수 있는 만큼 두 절반을 가깝게 둡니다: { $change }. 그는 모노카프의 실수를 바랍니다.
ticket-position-resist-far =
    비카프는 이길 수 없습니다({ $standing }. 숫자 하나는 많아야 4.5만 메웁니다). 그의 수는 { $what }({ $half ->
        [left] 왼쪽
       *[right] 오른쪽
    } 절반)으로, 숫자 하나로 할 수 있는 만큼 두 절반을 가깝게 둡니다: { $change }. 그는 모노카프의 실수를 바랍니다.
ticket-position-lead-level = 두 절반이 같습니다
ticket-position-lead =
    { $half ->
        [left] 왼쪽
       *[right] 오른쪽
    } 절반이 { $amount } 앞섭니다
ticket-position-instead-of-level = { $lead }(전에는 같았습니다)
ticket-position-instead-of = { $lead }(전에는 { $before } 앞섰습니다)
ticket-position-instead-of-lead = { $lead }(이전: { $before })
ticket-step-start =
    처음 주어진 티켓: 왼쪽 절반은 숫자 합 { $left_sum }, '?' { $left_q ->
        [0] 없음
       *[other] { $left_q }개
    }; 오른쪽 절반은 숫자 합 { $right_sum }, '?' { $right_q ->
        [0] 없음
       *[other] { $right_q }개
    }. { $standing }. 모노카프가 먼저 둡니다.
ticket-step-start-over =
    처음 주어진 티켓: 왼쪽 절반은 숫자 합 { $left_sum }, '?' { $left_q ->
        [0] 없음
       *[other] { $left_q }개
    }; 오른쪽 절반은 숫자 합 { $right_sum }, '?' { $right_q ->
        [0] 없음
       *[other] { $right_q }개
    }. 채울 '?'가 없습니다: { $ending }.
ticket-step-ending-equal = { $left } = { $right }, 비카프가 이깁니다
ticket-step-ending-unequal = { $left } ≠ { $right }, 모노카프가 이깁니다
ticket-step-move = { $reason } '?'가 { $q }개 남았습니다. { $mover } 차례입니다.
ticket-step-over = { $reason } 남은 '?'가 없습니다: { $ending }.
ticket-error-empty = 티켓이 비어 있습니다: 숫자와 '?'를 입력하세요
ticket-error-character = { $position }번째 문자 { $character }: 숫자도 '?'도 아닙니다
ticket-error-odd = 티켓의 문자가 { NUMBER($length) }개로 홀수입니다: 두 절반으로 똑같이 나뉘어야 합니다
ticket-error-judge-empty = 입력이 비어 있습니다: n이 있는 줄, 그다음 티켓이 있는 줄이 있어야 합니다
ticket-error-n-too-large = n = { $n }: 너무 큽니다(최대 { $max })
ticket-error-n-not-even = n = { $n }: 양의 짝수여야 합니다
ticket-error-length = n = { $n }인데 티켓의 문자는 { NUMBER($length) }개입니다
ticket-position-rule-over = 규칙: 남은 '?'가 없고 B = { $b }, { $b ->
        [0] 두 절반이 같습니다
       *[other] 두 절반이 다릅니다
    }: { JOSA($winner, "이/가") } 이겼습니다.
ticket-position-rule = 규칙: { JOSA($mover, "이/가") } 둘 차례일 때, { $first ->
        [yes] 남은 '?'의 개수가 짝수이고 B = 0일 때
       *[no] 남은 '?'의 개수가 홀수이고 B가 0에서 4.5 이내일 때
    }, 그리고 그때만 { JOSA($bicarp, "이/가") } 이깁니다. 여기서 { $q ->
        [0] 남은 '?'가 없고
       *[other] 남은 '?'는 { $q }개이고
    }({ $parity ->
        [odd] 홀수
       *[even] 짝수
    }) B = { $b }입니다: { $holds ->
        [yes] 조건이 맞으므로
       *[no] 조건이 맞지 않으므로
    } { JOSA($winner, "이/가") } 이깁니다.
ticket-error-what-ticket = 티켓
ticket-error-after-ticket = 티켓 뒤에
ticket-error-position-empty = 국면이 비어 있습니다: 티켓을 쓰고 그 뒤에 Monocarp 또는 Bicarp를 쓰세요
ticket-error-no-mover = 다음은 누구 차례인가요? 티켓 뒤에 Monocarp 또는 Bicarp를 쓰세요
ticket-error-not-player = { $word }: 플레이어가 아닙니다. Monocarp 또는 Bicarp를 쓰세요
ticket-error-after-player = 차례인 사람 뒤에 { $word }: 예상하지 못한 입력입니다
ticket-grade-fill-wrong = { $reason } 비카프가 이기려면 '?'가 짝수 개이고, '?' 하나를 4.5로 칠 때 두 절반의 균형이 맞아야 합니다.
ticket-grade-fill-asked = 티켓 { $template }의 _ 자리마다 숫자를 하나씩 쓰고, 다른 것은 바꾸지 마세요.
ticket-grade-fill-form = { $problem } { $asked }
ticket-grade-fill-nothing = 아무것도 쓰지 않았습니다.
ticket-grade-fill-length = { $answer }: 문자가 { $expected }개여야 하는데 { $length }개입니다.
ticket-grade-fill-blank = { $place }번 자리가 아직 _입니다: 거기에 숫자를 쓰세요.
ticket-grade-fill-not-digit = { $place }번 자리의 { $written }: 숫자가 아닙니다.
ticket-grade-fill-changed = { $place }번 자리에 { JOSA($written, "이/가") } 있지만 틀에는 { JOSA($given, "이/가") } 있습니다: _만 바꿀 수 있습니다.
# ticket's board, tables and moves
ticket-move-writes = { $position }번 자리에 { $digit } 쓰기
ticket-move-writing = { $position }번 자리에 { $digit } 쓰기
ticket-board-caption = 티켓: 왼쪽 절반은 1–{ $half }번 자리, 오른쪽 절반은 { $next }–{ $length }번 자리입니다.
ticket-board-caption-step =
    { $moves ->
        [0] 처음
       *[other] { $moves }번째 수 뒤
    }의 티켓: 왼쪽 절반은 1–{ $half }번 자리, 오른쪽 절반은 { $next }–{ $length }번 자리입니다.
ticket-board-half =
    { $half ->
        [left] 왼쪽 절반
       *[right] 오른쪽 절반
    }
ticket-board-half-note = 합 { $sum }, 남은 '?' { $q }개
ticket-board-given = { $position }번 자리: { $digit }, 주어진 숫자
ticket-board-open = { $position }번 자리: ?, 아직 채울 자리
ticket-board-written =
    { $position }번 자리: { $digit }, 게임 중에 쓴 숫자{ $now ->
        [yes] , 방금 씀
       *[no] { "" }
    }
ticket-board-written-by =
    { $position }번 자리: { $digit }, { $move }번째 수에 { JOSA($player, "이/가") } 씀{ $now ->
        [yes] , 방금
       *[no] { "" }
    }
ticket-board-b-means = 모든 ?를 4.5로 칠 때 왼쪽 절반이 앞선 만큼. 비카프에게는 0이 필요합니다
ticket-board-d-means = ?를 빼고 왼쪽 절반의 숫자 합이 오른쪽 절반보다 앞선 만큼
ticket-board-marks-left = 남은 '?'
ticket-board-to-move = 차례
ticket-board-result = 결과
ticket-board-legend-now = 방금 쓴 숫자
ticket-board-legend-given = 입력에 있던 숫자
ticket-board-legend-filled = 플레이어가 쓴 숫자
ticket-board-legend-open = 아직 채울 '?'
ticket-board-legend-wins = 여기에 두면 승리를 지킴(힌트)
ticket-board-legend-loses = 여기에는 어떤 수를 두어도 짐(힌트)
ticket-table-reading = 티켓 읽기
ticket-table-reading-caption = 문자마다 한 행: 각 절반의 숫자 누적 합과 '?' 개수.
ticket-table-deciding = 판정
ticket-table-deciding-caption = 이 티켓의 수로 따라가는 규칙의 단계.
ticket-table-play-caption = 수마다 한 행: 이기는 쪽은 필승 전략을 따르고, 지는 쪽은 할 수 있는 만큼 버팁니다. 각 절반의 '?'는 왼쪽부터 채웁니다.
ticket-table-position = 자리
ticket-table-character = 문자
ticket-table-half = 절반
ticket-table-left-sum = 왼쪽 합
ticket-table-left-q = 왼쪽 ?
ticket-table-right-sum = 오른쪽 합
ticket-table-right-q = 오른쪽 ?
ticket-table-step = 단계
ticket-table-how = 계산
ticket-table-value = 값
ticket-table-turn = 수
ticket-table-player = 플레이어
ticket-table-digit = 숫자
ticket-table-why = 이유
ticket-table-half-name =
    { $half ->
        [left] 왼쪽
       *[right] 오른쪽
    }
ticket-table-left-fixed = 왼쪽 고정 합
ticket-table-right-fixed = 오른쪽 고정 합
ticket-table-sum-at = { $at }번 자리 숫자의 합
ticket-table-sum-in = { $first }–{ $last }번 자리 숫자의 합
ticket-table-marks-in =
    { $half ->
        [left] 왼쪽
       *[right] 오른쪽
    } 절반의 '?'
ticket-table-verdict = 판정 결과
ticket-table-push = B를 0에서 4.5 더 멀리 밂
ticket-table-hopeless = 모든 수가 짐; B를 0에서 밀어 보려 함
ticket-table-copy =
    { $half ->
        [left] 왼쪽
       *[right] 오른쪽
    } 절반에 { $digit } 따라 씀
ticket-table-complete = 같은 절반에 9 − { $answered } = { JOSA($digit, "으로/로") } 답함
ticket-table-balance = B를 0으로 맞춤
ticket-table-resist = 모든 수가 짐; 숫자 하나로 B를 0에 최대한 가깝게 함
ticket-error-move-form = { $written }: 수가 아닙니다. 자리=숫자 꼴로 쓰세요(예: 2=9).
ticket-error-move-place = { $written }: { JOSA($place, "은/는") } 자리 번호가 아닙니다.
ticket-error-move-range = { $written }: 티켓의 자리는 1부터 { $length }까지뿐입니다.
ticket-error-move-taken = { $written }: { $place }번 자리에는 이미 { JOSA($digit, "이/가") } 있습니다. '?'가 아닙니다.
ticket-error-move-digit = { $written }: { JOSA($digit, "은/는") } 0부터 9까지의 숫자가 아닙니다.
# Nim's Why
nim-why-more = { $shown }, … (모두 더미 { $total }개)
nim-why-values-period = 한 수는 한 더미에서 { $takes }를 가져갑니다. 각 더미는 그 자체로 작은 게임이고, 그 그런디 수는 합 속에서 그 더미가 어떻게 움직이는지 알려 줍니다: 한 수로 남길 수 있는 더미들의 값의 mex(빠진 가장 작은 수)입니다. 둘 수 없는 더미의 값은 0입니다. 아래의 한 더미 값 표를 보세요. 값은 더미 크기 { $period }개마다 반복되므로 어떤 더미든 곧바로 답이 나옵니다.
nim-why-values-from = 한 수는 한 더미에서 { $takes }를 가져갑니다. 각 더미는 그 자체로 작은 게임이고, 그 그런디 수는 합 속에서 그 더미가 어떻게 움직이는지 알려 줍니다: 한 수로 남길 수 있는 더미들의 값의 mex(빠진 가장 작은 수)입니다. 둘 수 없는 더미의 값은 0입니다. 아래의 한 더미 값 표를 보세요. 더미 크기 { $pre }부터는 값이 크기 { $period }개마다 반복되므로 어떤 더미든 곧바로 답이 나옵니다.
nim-why-values-none = 한 수는 한 더미에서 { $takes }를 가져갑니다. 각 더미는 그 자체로 작은 게임이고, 그 그런디 수는 합 속에서 그 더미가 어떻게 움직이는지 알려 줍니다: 한 수로 남길 수 있는 더미들의 값의 mex(빠진 가장 작은 수)입니다. 둘 수 없는 더미의 값은 0입니다. 아래 표를 보세요. 계산한 더미 크기 안에서는 주기가 보이지 않아 값을 하나씩 구합니다.
nim-why-sprague = 스프라그–그런디 정리: 한 수가 그중 한 게임에서 두는 수이고 둘 수 없는 사람이 지는 게임들의 합은, 각 성분의 그런디 수만 한 더미들로 된 님과 똑같이 진행됩니다. 그러니 각 더미를 그 값으로 바꿉니다: { $values }.
nim-why-binary-heaps = 더미들을 이진법으로: { $values }.
nim-why-binary-values = 그 값들을 이진법으로: { $values }.
nim-why-nim-sum = 님 합은 자리올림 없이 자리별로 더합니다: 1의 개수가 홀수인 자리는 1, 짝수인 자리는 0입니다. 여기서는 이진법으로 { $binary }, 곧 { $x }입니다.
nim-why-spoils = 님 합이 0이면 어떤 수든 그것을 깨뜨립니다: 한 수는 한 더미만 바꾸므로 그 이진 자릿수 가운데 적어도 하나가 바뀌고, 그 자리의 1의 개수는 홀수가 됩니다.
nim-why-restore-any = 님 합이 0이 아니면 한 수로 0을 되돌릴 수 있습니다: 님 합의 가장 높은 1을 보면, 그 자리에 1이 있는 더미는 님 합이 1인 자리를 모두 뒤집으면 작아지므로 그런 수가 있습니다.
nim-why-restore = 님 합이 0이 아니면 한 수로 0을 되돌릴 수 있습니다: 그 가장 높은 1을 보면(여기서는 { $column }의 자리), 그 자리에 1이 있는 더미는 님 합이 1인 자리를 모두 뒤집으면 작아집니다. 여기서는 { $heap }
nim-why-restore-nim = { $heap }번 더미가 { $from }에서 { JOSA($to, "으로/로") } 바뀝니다: 거기서 { $take }개를 가져가세요({ $move }).
nim-why-restore-values = { $heap }번 더미의 값이 { $from }에서 { JOSA($to, "으로/로") } 바뀌어야 하고, { $take }개를 가져가면 값이 { $to }인 크기 { $left }의 더미가 남습니다({ $move }).
nim-why-end-empty = 모든 더미가 비어
nim-why-end-small = 모든 더미가 가져갈 수 없을 만큼 작아져 각각 값이 0이 되어
nim-why-lost = 게임은 { $end } 끝납니다: 님 합은 0이고, 둘 차례인 사람은 둘 수 없어 집니다. { JOSA($mover, "은/는") } 님 합 0에서 시작하므로 { JOSA($mover, "이/가") } 매번 그것을 깨뜨리고 { JOSA($other, "이/가") } 되돌리며, 끝을 맞는 사람은 { $mover }입니다: { JOSA($other, "이/가") } 이깁니다.
nim-why-won = 게임은 { $end } 끝납니다: 님 합은 0이고, 둘 차례인 사람은 둘 수 없어 집니다. { JOSA($mover, "은/는") } 매번 { $other }에게 님 합 0을 넘겨줄 수 있으므로 끝을 맞는 사람은 { $other }입니다: { JOSA($mover, "이/가") } 이깁니다.
nim-why-expert-bouton = 부턴의 정리(1901): 둘 차례인 사람이 지는 국면은 정확히 님 합이 0인 국면입니다. 돌의 개수에 대한 귀납법으로 증명합니다: 끝(돌 없음)의 님 합은 0입니다. 님 합 0에서 두는 모든 수는 0이 아닌 님 합을 남깁니다(합의 한 항을 바꾸므로). 0이 아닌 님 합 x에서는 x의 가장 높은 자리에 1이 있는 더미 h가 h XOR x < h를 만족하고, 거기서 h − (h XOR x)개를 가져가면 0이 남습니다.
nim-why-expert-grundy = 스프라그와 그런디(1935, 1939)는 이것을 나란히 두는 게임들의 합으로 넓혔습니다. 한 번에 한 성분에서만 두고 둘 수 없는 사람이 지는(정상 규칙) 경우, 각 성분은 그 그런디 수 g = (선택지들의 값의 mex)만 한 님 더미와 같고, 합의 값은 성분들의 값의 님 합입니다. 님의 더미는 그 크기만큼의 값을 가집니다.
nim-why-expert-periodic = 뺄셈 게임의 값은 결국 주기적입니다: g(h)는 바로 앞의 값 { $largest }개(가장 많이 가져가는 수)에만 달려 있고, 이 창에 들어갈 수 있는 내용은 유한하므로 어떤 창이 되풀이되고 수열도 거기서부터 되풀이됩니다. 솔버는 창들에 대한 브렌트의 순환 찾기로 첫 반복을 찾습니다. { $period }
nim-why-expert-period = 여기서는 첫 창이 크기 { $period }개 뒤에 되풀이됩니다: 모든 더미에서 g(h) = g(h mod { $period }).
nim-why-expert-period-from = 여기서는 창이 더미 크기 { $pre }에서, 크기 { $period }개 뒤에 처음으로 되풀이됩니다: h ≥ { $pre }인 모든 h에서 g(h) = g({ $pre } + (h − { $pre }) mod { $period }).
nim-why-expert-period-none = 여기서는 계산한 값들 안에서 되풀이된 창이 없습니다(값은 많아야 { NUMBER($computed) }개이고, 너무 커서 닿을 수 없는 수 아래의 값은 그 수를 뺀 집합의 값과 같습니다). 돌 { NUMBER($known) }개까지의 더미에 답합니다.
nim-why-expert-solver = 솔버는 님 합 하나뿐입니다: 더미 k개에 O(k). 페이지의 검사는 이것을 그 국면 아래 모든 더미 크기 벡터에 대한 미니맥스(님 합도 그런디 수도 쓰지 않음)와 국면 { NUMBER($positions) }개까지 비교합니다. 수의 값은 그 국면 아래 살아 있는 더미들의 중복집합을 탐색해 재며, 그런 중복집합이 많아야 { NUMBER($states) }개일 때 그렇게 합니다.
nim-why-expert-permutation = 순열 게임의 바깥 구간이 바로 이런 합입니다: 1에서 잘려 나간 수 s개의 구간은 순서와 상관없이 정확히 s수를 주므로, 한 수에 돌 1개를 가져가는 게임의 더미이고 그 그런디 수는 s mod 2입니다. 그래서 거기서는 바깥 수들의 홀짝성만 중요합니다.
# Nim's positions, steps and errors
nim-takes =
    { $last ->
       *[other] 돌 { $takes }개
    }
nim-counters = 돌 { NUMBER($n) }개
nim-position-over = 둘 수가 남지 않았습니다: { JOSA($mover, "은/는") } 둘 수 없어 지고, { JOSA($other, "이/가") } 이겼습니다.
nim-position-rule-over = 둘 수가 남지 않았습니다: { JOSA($winner, "이/가") } 이겼습니다.
nim-position-rule = 규칙: 더미들의 님 합이 0이 아닐 때, 그리고 그때만 둘 차례인 사람이 이깁니다. 여기서 { $count ->
        [one] 하나뿐인 더미 { $these }
       *[other] { $these }
    }의 님 합은 { $x }입니다: { $x ->
        [0] 0이므로 둘 차례인 { JOSA($mover, "이/가") } 집니다
       *[other] 0이 아니므로 둘 차례인 { JOSA($mover, "이/가") } 이깁니다
    }.
nim-position-rule-grundy = 규칙: 더미들의 그런디 수의 님 합이 0이 아닐 때, 그리고 그때만 둘 차례인 사람이 이깁니다. 여기서 { $count ->
        [one] 하나뿐인 그런디 수 { $these }
       *[other] 그런디 수 { $these }
    }의 님 합은 { $x }입니다: { $x ->
        [0] 0이므로 둘 차례인 { JOSA($mover, "이/가") } 집니다
       *[other] 0이 아니므로 둘 차례인 { JOSA($mover, "이/가") } 이깁니다
    }.
nim-position-sum-single = 하나뿐인 더미의 님 합은 그 크기인 { $x }
nim-position-sum = 더미 { $heaps }의 님 합은 { $x }
nim-position-sum-value = 한 수에 { $takes }를 가져가므로 더미의 그런디 수는 { $x }이고, 님 합도 { $x }
nim-position-sum-values = 한 수에 { $takes }를 가져가므로 더미들의 그런디 수는 { $values }이고, 그 님 합은 { $x }
nim-position-lost = { $sum }입니다: { JOSA($mover, "이/가") } 무엇을 가져가든 님 합은 0이 아니게 되고, { JOSA($other, "은/는") } 언제나 다시 0으로 만들 수 있습니다. 둘 차례인 { JOSA($mover, "이/가") } 집니다.
nim-position-won-hint = { $sum }입니다. 0이 아니므로 둘 차례인 { JOSA($mover, "은/는") } 님 합을 0으로 만들어 이기고, 다음에 { JOSA($other, "이/가") } 무엇을 가져가든 { JOSA($mover, "은/는") } 다시 0으로 만들 수 있습니다.
nim-position-won = { $sum }입니다. 0이 아니므로 둘 차례인 { JOSA($mover, "은/는") } 님 합을 0으로 만들어 이깁니다. 예를 들어 { $taking }({ $move }) 됩니다. { $count ->
        [1] 그런 수는 이것 하나뿐입니다.
       *[other] 그런 수 { $count }개 가운데 하나입니다.
    }
nim-position-taking = { $kind ->
        [both] { $heap }번 더미의 돌 2개를 모두 가져가면
        [all] { $heap }번 더미의 돌 { $take }개를 모두 가져가면
        [last] { $heap }번 더미의 마지막 돌을 가져가면
       *[some] { $heap }번 더미에서 { $take }개를 가져가면
    }
nim-position-zero = 이제 { $of }입니다: { JOSA($other, "이/가") } 무엇을 가져가든 님 합은 0이 아니게 되고, { JOSA($mover, "은/는") } 언제나 다시 0으로 만들 수 있습니다.
nim-position-zero-single = 하나뿐인 더미의 님 합, 곧 그 크기가 0
nim-position-zero-heaps = 더미 { $heaps }의 님 합이 0
nim-position-zero-value = 더미의 그런디 수가 0
nim-position-zero-values = 그런디 수 { $values }의 님 합이 0
nim-position-forced = { JOSA($mover, "이/가") } { $what }. 둘 수 있는 유일한 수입니다.
nim-position-last = { JOSA($mover, "이/가") } { $what }. { $other }에게 둘 수가 남지 않으므로 { JOSA($other, "이/가") } 집니다.
nim-position-restores = { JOSA($mover, "이/가") } { $what }. { $zero }
nim-position-fastest = { JOSA($mover, "이/가") } { $what }. { $zero } 이 수를 포함해 { $k }수 만에, 어떤 수보다도 빨리 이깁니다.
# $pronoun picks English's pronoun (she, he); Korean names the player instead.
nim-position-delays = 님 합이 0이므로 { JOSA($mover, "은/는") } 어떤 수를 두어도 집니다. { $pronoun ->
       *[other] { JOSA($mover, "이/가") }
    } { $what }. 이 수로 게임이 어떤 수보다도 오래 가고(이 수를 포함해 { $k }수), { JOSA($other, "이/가") } 실수하기를 바랍니다.
nim-position-smallest = 님 합이 0이므로 { JOSA($mover, "은/는") } 어떤 수를 두어도 집니다. { $pronoun ->
       *[other] { JOSA($mover, "이/가") }
    } { $what }. 이것은 가장 작은 더미이고(게임이 너무 커서 남은 수를 잴 수 없습니다), { JOSA($other, "이/가") } 실수하기를 바랍니다.
nim-position-largest = 님 합이 0이므로 { JOSA($mover, "은/는") } 어떤 수를 두어도 집니다. { $pronoun ->
       *[other] { JOSA($mover, "이/가") }
    } { $what }. 이것은 가장 큰 더미에서 가장 많이 가져가는 수이고(게임이 너무 커서 남은 수를 잴 수 없습니다), { JOSA($other, "이/가") } 실수하기를 바랍니다.
nim-step-takes = { $kind ->
        [both] { $heap }번 더미의 돌 2개를 모두 가져갑니다
        [all] { $heap }번 더미의 돌 { $take }개를 모두 가져갑니다
        [last] { $heap }번 더미의 마지막 돌을 가져갑니다
       *[some] { $heap }번 더미에서 { $take }개를 가져갑니다
    }
nim-step-move = { JOSA($who, "이/가") } { $takes }({ $before } → { $after }).
nim-step-over = { $move } 둘 수가 남지 않았습니다(모든 더미가 비어 님 합은 0): { JOSA($other, "은/는") } 둘 수 없어 지고, { JOSA($who, "이/가") } 이깁니다.
nim-step-over-small = { $move } 둘 수가 남지 않았습니다(모든 더미가 가져갈 수 없을 만큼 작아 각각 값이 0이므로 님 합은 0): { JOSA($other, "은/는") } 둘 수 없어 지고, { JOSA($who, "이/가") } 이깁니다.
nim-step-restores = { $move } { $zero }
nim-step-fastest = { $move } { $zero } 이 수를 포함해 { $k }수 만에, 어떤 수보다도 빨리 이깁니다.
nim-step-forced = { $move } 둘 수 있는 유일한 수였습니다. 이제 님 합은 { $x }입니다.
nim-step-delays = { $move } 님 합이 0이었으므로 { JOSA($who, "은/는") } 어떤 수를 두어도 집니다. { $pronoun ->
       *[other] { $who }
    }의 바람은 { JOSA($other, "이/가") } 실수하는 것입니다. 이 수로 게임이 어떤 수보다도 오래 갑니다(이 수를 포함해 { $k }수). 이제 님 합은 { $x }입니다.
nim-step-smallest = { $move } 님 합이 0이었으므로 { JOSA($who, "은/는") } 어떤 수를 두어도 집니다. { $pronoun ->
       *[other] 그래서
    } 가장 작은 더미를 통째로 가져갑니다(게임이 너무 커서 남은 수를 잴 수 없습니다: 최선의 상대에게는 어떤 수든 집니다). 이제 님 합은 { $x }입니다.
nim-step-largest = { $move } 님 합이 0이었으므로 { JOSA($who, "은/는") } 어떤 수를 두어도 집니다. { $pronoun ->
       *[other] 그래서
    } 가장 큰 더미에서 가져갈 수 있는 만큼 가장 많이 가져갑니다(게임이 너무 커서 남은 수를 잴 수 없습니다: 최선의 상대에게는 어떤 수든 집니다). 이제 님 합은 { $x }입니다.
nim-step-given = 주어진 더미: { $heaps }({ $counters }). { JOSA($mover, "이/가") } 먼저 둡니다.
nim-step-start-over = { $given } 둘 수 있는 수가 없습니다: { JOSA($mover, "이/가") } 곧바로 집니다.
nim-step-start-lost = { $given } 님 합은 0입니다: 최선의 상대에게 { JOSA($mover, "이/가") } 집니다.
nim-step-start-lost-values = { $given } 그런디 수들의 님 합은 0입니다: 최선의 상대에게 { JOSA($mover, "이/가") } 집니다.
nim-step-start-won = { $given } 님 합은 { JOSA($x, "으로/로") } 0이 아닙니다: { JOSA($mover, "은/는") } 이길 수 있습니다.
nim-step-start-won-values = { $given } 그런디 수들의 님 합은 { JOSA($x, "으로/로") } 0이 아닙니다: { JOSA($mover, "은/는") } 이길 수 있습니다.
nim-step-refused = 여기서부터 게임은 적어도 { NUMBER($moves) }수 이어집니다(한 수에 돌을 많아야 { $most }개 가져가고, { $heaps ->
        [all] 더미들에는
       *[live] 둘 수 있는 더미들에는
    } { $counters }가 있습니다): 여기서 끝까지 두어 보이기에는 너무 깁니다. 여기서부터 두기는 되고, 모든 국면의 값은 정확합니다.
nim-grade-taking = { $kind ->
        [both] { $heap }번 더미의 돌 2개를 모두 가져가는 수
        [all] { $heap }번 더미의 돌 { $take }개를 모두 가져가는 수
        [last] { $heap }번 더미의 마지막 돌을 가져가는 수
       *[some] { $heap }번 더미에서 { $take }개를 가져가는 수
    }
nim-grade-wins = { $doing }는 님 합을 0으로 만들어 이깁니다. { $reason }
nim-grade-loses = { $doing }는 님 합을 { JOSA($after, "으로/로") } 남기고, 0이 아니므로 집니다. { $reason }
nim-grade-no-heap = { $heap }번 더미는 없습니다: 더미 번호는 1부터 { $heaps }까지입니다.
nim-grade-take-zero = 한 수에 돌을 적어도 1개 가져갑니다.
nim-grade-too-many = { $heap }번 더미에는 돌이 { $size }개뿐입니다: 거기서 { $take }개를 가져가는 수는 없습니다.
nim-grade-not-allowed = 한 수에 { $takes }를 가져갑니다. { $take }개는 안 됩니다.
nim-error-how = 더미 크기를 공백으로 구분해 쓰고, 원하면 그 뒤에 둘 차례인 사람과 한 수에 가져갈 수 있는 수를 쓰세요: 3 5 7, 2 5 7 Bob, 9 4 take 1,2,3
nim-error-heaps-first = { $word }: 둘 차례인 사람이나 take 설정 뒤에 온 더미 크기입니다. 더미가 먼저 와야 합니다({ $how })
nim-error-too-large = { $word }: 너무 큽니다. 한 더미에는 돌이 많아야 { NUMBER($max) }개입니다
nim-error-mover-twice = 둘 차례인 사람을 두 번 썼습니다
nim-error-take-twice = take 설정을 두 번 썼습니다
nim-error-take-empty = take 뒤에는 한 수에 가져갈 수 있는 수를 쓰세요: take 1,2,3(그중 하나) 또는 take any(님)
nim-error-commas = { $word }: 더미 크기가 아닙니다. 더미는 공백으로 구분하고(3 5 7), 쉼표는 take 설정의 수를 구분합니다(take 1,2,3)
nim-error-word = { $word }: 더미 크기(정수)도, 둘 차례인 사람(Alice 또는 Bob)도, 가져갈 수를 뒤에 쓴 take도 아닙니다
nim-error-empty = 입력이 비어 있습니다: { $how }
nim-error-no-heaps = 더미가 없습니다: { $how }
nim-error-total = 더미에 돌이 모두 { $total }개 있습니다. 한 국면에는 많아야 { $max }개까지입니다(판정 형식 verdict nim에는 이런 제한이 없습니다)
nim-error-no-period = take { $take }의 그런디 수는 계산한 값 { NUMBER($computed) }개 안에서 주기가 보이지 않으므로 돌 { NUMBER($known) }개까지의 더미에 답합니다. { $heap }번 더미에는 돌이 { NUMBER($size) }개 있습니다
nim-error-take-none = 가져갈 수가 없습니다: { $any }(님) 또는 한 수에 가져갈 수 있는 수를 쓰세요. 예: 1,2,3
nim-error-take-zero = { $word }: 가져갈 수가 아닙니다. 한 수에 돌을 적어도 1개 가져갑니다
nim-error-take-more = { $word }: 어떤 더미보다도 큽니다(많아야 { NUMBER($max) })
nim-error-take-huge = { $word }: 어떤 더미보다도 큽니다
nim-error-take-word = { $word }: 수가 아닙니다. { $any }(님) 또는 한 수에 가져갈 수 있는 수를 쓰세요. 예: 1,2,3
nim-error-take-many = 가져갈 수가 { $count }가지입니다: take 설정에는 많아야 { $max }가지까지 쓸 수 있습니다
nim-error-setting = take 설정: { $error }
nim-error-explain-total = 더미에 돌이 모두 { $total }개 있습니다. --explain은 돌이 많아야 { $max }개인 국면까지 설명합니다(--explain 없는 verdict nim은 어떤 입력에도 답합니다)
nim-error-line-take = 이 줄의 take는 { $own }이지만 --take는 { $setting }입니다
nim-error-judge-empty = 입력이 비어 있습니다: T를 쓰고, 경우마다 k를 쓴 줄과 더미 크기 k개를 쓴 줄을 쓰세요
nim-error-what-k = k, 더미의 개수
nim-error-ended-heaps = 더미 크기 { $k }개가 와야 할 곳에서 입력이 끝났습니다
nim-error-k-zero = k는 적어도 1이어야 합니다: 한 경우에는 더미가 적어도 하나 있습니다
nim-error-line-long = k = { $k }인데 줄이 이어집니다: 뜻밖의 { $word }
nim-error-case-size = { $word }: 더미 크기가 아닙니다. 더미 크기는 0부터 { $max }까지의 정수입니다
nim-error-case-no-period = take { $take }의 그런디 수는 계산한 값 { $computed }개 안에서 주기가 보이지 않으므로 돌 { $known }개까지의 더미에 답하는데, { $size }는 그보다 큽니다
nim-error-line-short = k = { $k }인데 줄에는 더미 크기가 { $count }개뿐입니다
nim-error-case-too-large = { $word }: 너무 큽니다. 한 더미에는 돌이 많아야 { $max }개입니다
# Nim's board, tables and moves
nim-move-doing = { $kind ->
        [both] { $heap }번 더미의 돌 2개 모두 가져가기
        [all] { $heap }번 더미의 돌 { $take }개 모두 가져가기
        [last] { $heap }번 더미의 마지막 돌 가져가기
       *[some] { $heap }번 더미에서 { $take }개 가져가기
    }
nim-heaps = 더미 { NUMBER($n) }개
nim-board-bars = { $n ->
        [1] 막대 높이가 더미 크기, 그 아래가 더미 번호
       *[other] 막대 높이가 각 더미의 크기, 그 아래가 더미 번호
    }
nim-board-caption = { $heaps }에 { $counters }: { $bars }.
nim-board-given = { $n ->
       *[other] 주어진 더미
    }: { $bars }.
nim-board-after = { $index }번째 수 뒤의 { $n ->
       *[other] 더미
    }: { $bars }.
nim-board-heaps = 더미
nim-board-note = { $heaps }에 { $counters }
nim-board-note-take = { $heaps }에 { $counters }. 한 수에 { $takes }를 가져갑니다
nim-board-heap = { $heap }번 더미: { $counters }{ $since ->
        [now] , 방금 가져감
       *[was] , 처음에는 { $was }개
        [same] { "" }
    }{ $left ->
        [empty] , 비어 있음
        [small] , 너무 작아 둘 수 없음
       *[live] { "" }
    }
nim-board-to-move = 둘 차례: { $mover }
nim-board-over = { JOSA($winner, "이/가") } 이김: { JOSA($loser, "은/는") } 둘 수 없음
nim-board-nim-sum = 님 합
nim-board-nim-sum-means = 더미들의 { $take ->
        [any] 크기를
       *[set] 그런디 수를
    } 자리올림 없이 이진법으로 더한 값: 0이면 둘 차례인 사람이 집니다
nim-board-switch = { $take ->
        [any] 더미와 님 합을 이진법으로 보기
       *[set] 각 더미의 그런디 수와 님 합을 이진법으로 보기
    }
nim-board-working = { $take ->
        [any] 님에서 더미의 그런디 수는 그 크기이고, 여기서는 이진법으로 2의 거듭제곱마다 한 열씩 씁니다.
       *[set] 각 더미의 그런디 수(그 수들이 남기는 값의 mex)를 이진법으로 2의 거듭제곱마다 한 열씩 씁니다.
    } 님 합은 어떤 열에 1이 홀수 개 있을 때, 그리고 그때만 그 열이 1입니다.{ $window ->
       *[part] { " " }더미 { $total }개 가운데 { $from }번부터 { $to }번까지 보입니다. 님 합은 모든 더미의 것입니다.
        [all] { "" }
    }
nim-board-column-heap = 더미
nim-board-column-counters = 돌 수
nim-board-column-value = 그런디 수
nim-board-legend-now = 방금 가져간 더미
nim-board-legend-wins = 이 더미에서 두는 수가 승리를 지킴
nim-board-legend-loses = 이 더미에서 두는 모든 수가 짐
nim-table-heaps = 더미별로
nim-table-heaps-caption = { $take ->
        [any] 더미마다 한 행: 그 크기(님에서는 곧 그런디 수)의 이진법, 그리고 그 더미에서 님 합을 0으로 만드는 수.
       *[set] 더미마다 한 행: 그 크기, 그런디 수(이진법으로도), 그리고 그 더미에서 값들의 님 합을 0으로 만드는 수.
    }
nim-table-binary = 이진법
nim-table-winning = 이기는 수
nim-table-values = 한 더미의 그런디 수
nim-table-values-caption = 더미 크기마다 한 수로 남는 더미들, 그 값들, 그리고 그 값들의 mex, 곧 그 크기의 그런디 수. 값이 되풀이되기 시작하면 각 행은 어느 앞 행을 그대로 따르는지 보여 줍니다.
nim-table-size = 더미 크기
nim-table-leaves = 한 수 뒤
nim-table-their = 그 값들
nim-table-mex = 그런디 수(mex)
nim-table-repeats = 반복
nim-table-none = 없음
nim-table-line = 진행
nim-table-line-caption = 진행의 수들: 두는 사람, H-T로 쓴 수(H번 더미에서 T개 가져가기), 수 전후의 더미 크기, 수 뒤의 님 합, 그리고 그 이유.
nim-table-move = 수
nim-table-player = 두는 이
nim-table-sum-after = 뒤의 님 합
nim-table-why = 이유
nim-table-why-cell = { $why ->
        [forced] 유일한 수
        [restores] 님 합을 0으로
        [delays] 가장 오래 버팀
        [smallest] 가장 작은 더미를 통째로
       *[largest] 가장 큰 더미에서 가장 많이
    }
# Wythoff's Why
wythoff-why-cold-hot = 둘 차례인 사람이 지는 국면을 차가운 국면이라 합니다: 거기서 두는 모든 수는 뜨거운 국면을 남기고, 모든 뜨거운 국면에서는 어떤 수가 차가운 국면에 닿습니다. 두 더미가 모두 비면 차가운 국면입니다: 둘 수가 남지 않습니다.
wythoff-why-cold-positions = 차가운 국면을 작은 것부터 적으면 (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)…과 그 좌우를 바꾼 것입니다: k번째 국면의 차는 k입니다. 차가 같은 두 차가운 국면은 두 더미에서 가져가는 한 수만큼 떨어져 있을 것이기 때문입니다. 또 그 작은 더미는 앞의 차가운 국면들이 쓰지 않은 가장 작은 수입니다. 두 국면이 함께 쓰는 더미가 있다면 한 더미에서 가져가는 한 수만큼 떨어져 있을 것이기 때문입니다.
wythoff-why-golden = 그러니 k번째 차가운 국면은 (⌊kφ⌋, ⌊kφ²⌋)이고, φ = (1 + √5)/2는 황금비입니다: 1/φ + 1/φ² = 1이므로 ⌊kφ⌋와 ⌊kφ²⌋는 둘이 합쳐 모든 양의 정수를 정확히 한 번씩 지나고(비티의 정리), φ² = φ + 1이므로 ⌊kφ²⌋ − ⌊kφ⌋ = k입니다.
wythoff-position-empty = 두 더미가 모두 비었습니다: 둘 수가 남지 않으니 차가운 국면입니다.
wythoff-position-cold = 더미 { JOSA($a, "과/와") } { $b }의 차는 { $d }이고, 차가 { $d }인 차가운 국면은 { $pair }입니다: 바로 이 국면이므로 어떤 수든 뜨거운 국면을 남깁니다.
wythoff-position-hot = 더미 { JOSA($a, "과/와") } { $b }의 차는 { $d }이고, 차가 { $d }인 차가운 국면은 { $pair }로, 이 국면이 아닙니다: 이 국면은 뜨겁고, 어떤 수가 차가운 국면에 닿습니다.
wythoff-position-rule = 규칙: 작은 더미 m이 ⌊dφ⌋(d는 두 더미의 차)일 때, 그리고 그때만 둘 차례인 사람이 집니다. 여기서 d = { $d }, ⌊{ $d }φ⌋ = { $lower }, m = { $m }: { $cold ->
        [yes] 그러하므로 둘 차례인 사람이 집니다
       *[no] 그렇지 않으므로 둘 차례인 사람이 이깁니다
    }.
wythoff-error-empty = 두 더미의 크기를 쓰세요. 예: 3 5
wythoff-error-first-heap = 첫째 더미의 크기
wythoff-error-second-heap = 둘째 더미의 크기
wythoff-error-after = 두 더미 뒤에(그다음에는 원하면 둘 차례인 사람: Bob)
wythoff-error-too-large = { $token }{ JOSA($token, "은/는") } 너무 큽니다: 여기서 한 더미에는 돌이 최대 { $max }개입니다
wythoff-error-not-size = { $token } 자리에는 { $what }, 곧 0부터 { $max }까지의 정수가 와야 합니다
wythoff-error-no-heap = { $number }번 더미는 없습니다: 더미는 1과 2이고, 12는 두 더미에서 가져갑니다.
wythoff-error-take-none = 한 수에 적어도 1개를 가져가야 합니다.
wythoff-error-both-most = 두 더미에서는 작은 더미만큼, 최대 { $most }개까지 가져갈 수 있습니다: { $choice }개는 안 됩니다.
wythoff-error-heap-most = { $number }번 더미에는 { $most }개뿐입니다: { $choice }개를 가져갈 수 없습니다.
wythoff-error-heap-empty = { $heap }번 더미는 비어 있습니다: 가져갈 것이 없습니다.
wythoff-error-both-empty = 두 더미에서 가져가는 수는 각 더미에서 하나 이상 가져가는데, 한 더미가 비어 있습니다.
wythoff-error-no-such-heap = { $heap }번 더미는 없습니다: 이 국면의 더미는 둘입니다.
# Wythoff's board, tables and moves
wythoff-move-takes = { $heap ->
        [both] 두 더미에서 똑같이 { $take }개를 가져갑니다
       *[other] { $heap }번 더미에서 { $take }개를 가져갑니다
    }
wythoff-move-taking = { $heap ->
        [both] 두 더미에서 똑같이 { $take }개 가져가기
       *[other] { $heap }번 더미에서 { $take }개 가져가기
    }
wythoff-board-caption = 돌 { JOSA($a, "과/와") } { $b }개가 있는 두 더미: 막대가 더미입니다.
wythoff-board-heaps = 더미
wythoff-board-note = 한 더미에서 가져가거나, 두 더미에서 같은 개수를 가져갑니다
wythoff-board-heap = { $heap }번 더미: 돌 { $counters }개{ $now ->
        [yes] , 방금 가져감
       *[no] { "" }
    }
wythoff-board-difference = 두 더미의 차: 두 더미에서 가져가는 수는 이 값을 바꾸지 않습니다
wythoff-board-smaller = 작은 더미
wythoff-board-cold-smaller = 차가 d인 차가운 국면의 작은 더미
wythoff-table-cold = 차가운 국면
wythoff-table-cold-caption = k번째 차가운 국면 (⌊kφ⌋, ⌊kφ²⌋), k는 그 차이며, 큰 더미를 처음 넘는 국면까지 나열합니다.
wythoff-why-expert-exact = ⌊kφ⌋는 정확한 정수로 계산합니다: 128비트 정수 제곱근으로 ⌊(k + ⌊√(5k²)⌋)/2⌋. k > 0이면 √5·k는 무리수이므로 내림이 잘못된 쪽으로 반올림될 수 없습니다. 부동소수점은 쓰지 않습니다: 64비트 부동소수점은 k가 10^12쯤인 어떤 k에서 이미 kφ를 잘못 내립니다.
wythoff-why-expert-table = 표는 차가운 국면을 k 순서로 나열하고, 이 국면의 차 { $d }의 행에 표시합니다. 모든 수는 정확히 한 행에만 나타나므로, 한 더미가 n이면 다른 더미에서 가져가 차가운 국면으로 가는 수는 하나뿐입니다.
# A typed position's Why (any game's)
typed-why-middle = 입력은 게임 도중의 국면이고 { $mover }의 차례입니다: "여기서부터 두기"가 두는 것처럼 그 국면부터 분석합니다.
typed-why-finished = 입력은 끝난 게임입니다: 둘 차례인 사람이 없습니다.
typed-why-no-move = 둘 수 있는 수가 없습니다.
typed-why-only-loses = 둘 수 있는 유일한 수는 그 수를 두는 사람이 지는 수입니다.
typed-why-each-loses = 둘 수 있는 수 { $legal }개가 모두 그 수를 두는 사람이 지는 수입니다.
typed-why-only-keeps = 둘 수 있는 유일한 수가 승리를 지킵니다.
typed-why-some-keep = 둘 수 있는 수 { NUMBER($legal) }개 가운데 { NUMBER($winning) }개가 승리를 지킵니다.
typed-why-lasts = 여기서부터 최선의 수순은 { NUMBER($moves) }수 동안 이어집니다.
permutation-reason-alone = 1 하나뿐입니다: 앨리스가 곧바로 지우고 이깁니다.
permutation-reason-alice =
    앨리스는 먼저 { JOSA($moves, "을/를") } 지워 이깁니다: { $count ->
        [1] 그렇게 지우고 나면
       *[other] 그중 무엇을 지우든
    } 밥의 모든 응수가 집니다.
permutation-reason-only = 앨리스가 처음 둘 수 있는 수는 { $moves } 하나뿐인데, 그 수는 밥에게 이기는 응수를 남깁니다: 밥이 이깁니다.
permutation-reason-each = 앨리스가 처음 둘 수 있는 { $count }개의 수({ $moves })가 모두 밥에게 이기는 응수를 남깁니다: 밥이 이깁니다.
# permutation's Why
permutation-why-alone = 1이 유일한 수입니다: 옆에 아무것도 없으니 앨리스가 곧바로 지우고 이깁니다.
permutation-why-family-rising = 눈으로 바로 쓸 수 있는 규칙: 이 줄은 1에서 바깥쪽으로 읽으면 양쪽 모두 수가 커지기만 합니다. 이런 줄에서는 언제나 줄에 있는 수가 홀수 개일 때에만 앨리스가 이깁니다. 여기에는 수가 { $n }개 있으므로 { JOSA($winner, "이/가") } 이깁니다. 이유: 지울 수 있는 것은 언제나 바깥쪽 두 끝뿐이고(다른 수는 모두 그 너머에 더 큰 수가 있습니다), 한 수에 하나씩 지우며 1은 마지막입니다: 1이 아닌 n − 1개의 수가 앨리스부터 번갈아 먼저 지워집니다. n − 1이 짝수이면 그중 마지막을 밥이 지우고 앨리스가 1을 지웁니다. 홀수이면 마지막을 앨리스가 지우고 밥이 1을 지웁니다.
permutation-why-family-guarded = 눈으로 바로 쓸 수 있는 규칙: 이 줄은 1 바로 옆의 수가 저마다 그 너머의 수보다 작습니다(또는 그쪽에 있는 유일한 수입니다). 이런 줄에서는 언제나 줄에 있는 수가 홀수 개일 때에만 앨리스가 이깁니다. 여기에는 수가 { $n }개 있으므로 { JOSA($winner, "이/가") } 이깁니다. 이유: 1 옆의 수는 그 너머의 더 큰 수가 남아 있는 동안 지울 수 없으니 어떤 수도 1을 일찍 끊어 놓지 못합니다. 또 다른 수가 남아 있는 동안에는 아무도 1과 이어진 마지막 수를 지우지 않습니다. 그러면 상대에게 1을 풀어 주기 때문입니다(다른 수는 언제나 있습니다: 남은 수 가운데 가장 큰 수는 지울 수 있습니다). 그래서 1이 풀리기 전에 1이 아닌 n − 1개의 수가 한 수에 하나씩 모두 지워집니다: n − 1이 짝수이면 그중 마지막을 밥이 지우고 앨리스가 1을 지웁니다.
permutation-why-family-falling = 눈으로 바로 쓸 수 있는 규칙: 이 줄은 1이 한쪽 끝에 있고, 수가 1에서 멀어질수록 작아집니다. 이런 줄에서는 줄이 아무리 길어도 밥이 이깁니다. 여기에는 수가 { $n }개 있으므로 { JOSA($winner, "이/가") } 이깁니다. 이유: 처음에는 1 옆의 수만 지울 수 있으니(각 수는 앞의 수보다 작습니다) 앨리스는 그 수를 지울 수밖에 없습니다. 그러면 1 옆에 아무것도 남지 않고, 밥이 1을 지웁니다.
permutation-why-no-family = 이 줄은 눈으로 판단하는 규칙이 있는 어느 유형에도 속하지 않습니다(양쪽 팔이 1에서 멀어질수록 커지는 줄, 1 옆의 수가 저마다 그 너머의 수보다 작은 줄, 1이 한쪽 끝에 있고 수가 1에서 멀어질수록 작아지는 줄): 어느 한쪽에서 1 옆의 수가 그 너머의 수보다 크고, 그 수를 지우면 1이 그쪽의 나머지와 끊어집니다. 아래 단계가 승패를 정합니다.
permutation-why-arms = 1은 { $n }개 가운데 { $at }번째 자리에 있습니다. 1에서 바깥쪽으로 읽으면 왼쪽 팔: { $left }, 오른쪽 팔: { $right }. 아직 1과 이어진 수들입니다(1과의 사이에 빈칸이 없습니다).
permutation-why-empty = 비어 있음
permutation-why-more = { $shown }… (모두 { $total }개)
permutation-why-join = { $first }{ $separator }{ $rest }
permutation-why-cut = 이웃한 수보다 큰 수는 지울 수 있습니다. 팔의 수를 지우면 그 너머가 모두 끊어집니다: 그 수들은 이제 1과 끊어진 수(줄여서 바깥 수)가 되어 더는 1과 이어져 있지 않습니다.
permutation-why-spare = 바깥 수 하나하나는 여분의 한 수입니다: 순서가 어떻든 언젠가 모두 지울 수 있으므로 몇 개인지만 중요합니다. 여분의 수 두 개는 서로 상쇄되므로(하나에 다른 하나로 답할 수 있습니다) 그 개수가 홀수인지 짝수인지만 중요합니다.
permutation-why-open = 1은 옆에 아무것도 없을 때에만 지울 수 있으므로, 아무도 1과 이어진 마지막 수를 지우려 하지 않습니다: 그러면 상대에게 1로 가는 길을 열어 주게 됩니다.
permutation-why-open-forced = { $open } 최선의 게임에서는 { JOSA($player, "이/가") } 그 길을 열게 됩니다: { $move }번째 수에서 { JOSA($player, "이/가") } 남은 유일한 수인 { JOSA($value, "을/를") } 지우고, { JOSA($other, "이/가") } 1을 지웁니다.
permutation-why-alice-wins =
    앨리스가 이기는 첫 수: { $moves }. { $count ->
        [1] 그 수를
       *[other] 그중 어느 것을
    } 지운 뒤에는 밥이 무엇을 하든 앨리스에게 1 옆의 마지막 수까지 승리를 지키는 응수가 있습니다.
permutation-why-only-move = 앨리스가 처음 둘 수 있는 수는 { $move } 하나뿐이고, 그 수는 집니다: 밥은 앨리스가 길을 열 수밖에 없도록 답합니다.
permutation-why-every-move = 앨리스는 처음에 { JOSA($moves, "을/를") } 지울 수 있지만 어느 것이든 집니다: 밥에게는 언제나 앨리스가 길을 열게 만드는 응수가 있습니다.
permutation-why-procedure = 팔을 손으로 분류하는 법: 1에서 바깥쪽으로 읽으며 걸음마다 ↑(앞의 수보다 큼) 또는 ↓를 표시합니다. 1이 가장 작으므로 첫 걸음은 ↑입니다. 접두사를 가장 짧은 것부터 분류합니다. 아무것도 없으면 종류 0입니다. 접두사 안에서 어떤 수로 들어오는 걸음이 ↑이고, 그 수에서 나가는 걸음이 ↓이거나 그 수가 접두사의 마지막 수이면 그 수를 지울 수 있습니다(들어오는 걸음이 ↓인 마지막 수는 지울 수 없습니다). 그 수를 지우면 앞의 수들은 1과 이어진 채 남고(이미 분류한 더 짧은 접두사) 뒤의 수들은 바깥으로 갑니다. 각 수를 그것이 남기는 종류와 바깥으로 가는 개수가 짝수인지 홀수인지로 적고, 그 목록을 팔 종류 표에서 찾아 종류를 읽습니다. 그다음 종류별 승패 표가 두 팔과 바깥 수의 홀짝성에 대한 답을 줍니다.
permutation-why-arm-empty =
    { $side ->
        [left] 왼쪽
       *[right] 오른쪽
    } 팔은 비어 있습니다: 종류 0.
permutation-why-arm-long =
    { $side ->
        [left] 왼쪽
       *[right] 오른쪽
    } 팔에는 수가 { $len }개 있습니다: 처음 { $shown }개의 접두사는 ‘팔을 손으로 분류하기’ 표에서 풀어 보이고, 팔 전체는 종류 { $class }입니다.
permutation-why-arm-hand =
    { $side ->
        [left] 왼쪽
       *[right] 오른쪽
    } 팔을 손으로, 접두사 하나씩. { $prefixes }.
permutation-why-prefix = { $prefix } ({ $steps }): { $moves }; 목록 { $list }, 종류 { $class }
permutation-why-take =
    { JOSA($number, "을/를") } 지우면 { $stays }(종류 { $class }), { $out }({ $parity ->
        [even] 짝수
       *[odd] 홀수
    })
permutation-why-stays-none = 아무것도 남지 않고
permutation-why-stays =
    { JOSA($kept, "이/가") } { $count ->
        [1] 남고
       *[other] 모두 남고
    }
permutation-why-out =
    { $count ->
        [0] 바깥으로 가는 수는 없습니다
       *[other] { $count }개가 바깥으로 갑니다
    }
permutation-why-options = { $open }{ $pairs }{ $close }
permutation-why-option =
    { $class } { $parity ->
        [even] 짝수
       *[odd] 홀수
    }
permutation-why-lookup-alice = 왼쪽이 종류 { $left }, 오른쪽이 종류 { $right }이고 바깥에 아무것도 없으면(짝수 개), 종류별 승패 표에 따라 둘 차례인 사람이 이깁니다: 앨리스가 먼저 두므로 앨리스가 이깁니다.
permutation-why-lookup-bob = 왼쪽이 종류 { $left }, 오른쪽이 종류 { $right }이고 바깥에 아무것도 없으면(짝수 개), 종류별 승패 표에 따라 둘 차례인 사람이 집니다: 앨리스가 먼저 두므로 밥이 이깁니다.
permutation-why-strategy-long = 이 줄에는 수가 { $n }개 있어 모든 응수를 나열하기에는 너무 많습니다(전략 표는 수가 { $max }개까지인 줄에만 그립니다). ‘여기서부터 두기’가 어떤 수에든 이기는 응수를 보여 줍니다.
permutation-why-strategy-alice = 전략 표는 앨리스가 이기는 첫 수마다 밥이 둘 수 있는 모든 응수와, 그에 대한 앨리스의 이기는 응수를 보여 줍니다.
permutation-why-strategy-bob = 전략 표는 앨리스가 둘 수 있는 첫 수마다 그에 대한 밥의 이기는 응수를 보여 줍니다.
permutation-why-expert-segment = 자세히 볼 것은 1이 들어 있는 구간뿐입니다: 국면은 (각 팔에서 아직 1과 이어진 접두사, 바깥 수 개수의 홀짝성)입니다. 팔의 수는 그 수로 들어오는 걸음(1 쪽에서)이 올라가고, 그 뒤로 나가는 걸음이 내려가거나 접두사가 끝나면 지울 수 있습니다.
permutation-why-expert-classes = 팔의 상태는 다른 어떤 팔과 홀짝성을 상대로 어떻게 두어지는지에 따라 7가지 종류로 나뉩니다. 접두사의 종류는 그 접두사의 수들이 남기는 (남는 종류, 바깥으로 보낸 홀짝성) 쌍의 집합에만 달려 있고, 팔을 바깥쪽으로 훑어 가면 이 집합은 팔의 오르내림(↑/↓)을 읽는 유한 오토마톤이 추적합니다.
permutation-why-expert-empty =
    { $side ->
        [left] 왼쪽
       *[right] 오른쪽
    } 팔은 비어 있습니다: 종류 { $class }.
permutation-why-expert-arm =
    { $side ->
        [left] 왼쪽
       *[right] 오른쪽
    } 팔의 걸음은 { $steps }입니다: 훑기는 상태 s{ $state }에서 끝나고, 그 상태의 수들은 { $options }(남는 종류, 바깥으로 보낸 홀짝성)를 남기므로 이 팔은 종류 { $class }입니다({ $example }).
permutation-why-expert-example = 처음 나타나는 예: { $steps }
permutation-why-expert-lookup-alice = 표 찾기: 종류 { $left } · { $right }, 바깥 홀짝성 짝수는 둘 차례인 사람의 승리입니다. 앨리스가 먼저 두므로 앨리스가 이깁니다.
permutation-why-expert-lookup-bob = 표 찾기: 종류 { $left } · { $right }, 바깥 홀짝성 짝수는 둘 차례인 사람의 패배입니다. 앨리스가 먼저 두므로 밥이 이깁니다.
permutation-why-expert-only-loses = 앨리스의 유일한 첫 수는 집니다: { $moves }.
permutation-why-expert-every-loses = 앨리스의 첫 수 { $count }개가 모두 집니다: { $moves }.
permutation-why-expert-winning = 앨리스가 이기는 첫 수 { $count }개({ $how }): { $moves }.
permutation-why-expert-how-only = 앨리스가 둘 수 있는 유일한 수
permutation-why-expert-how-both = 앨리스가 둘 수 있는 두 수 모두
permutation-why-expert-how-all = 앨리스가 둘 수 있는 { $legal }개의 수 모두
permutation-why-expert-how-some = 앨리스가 둘 수 있는 { $legal }개의 수 가운데 { $winning }개
permutation-why-expert-remove-one = 1(곧바로 이김)
permutation-why-expert-leaves =
    { $number }(남기는 것: { $left } · { $right }, 바깥 { $parity ->
        [even] 짝수
       *[odd] 홀수
    })
permutation-why-expert-dp = 교차 확인: 1을 둘러싼 모든 구간에 대한 구간 DP(아래 격자)도 { JOSA($winner, "이/가") } 이긴다고 말합니다.
permutation-why-expert-proof = 표가 옳은 이유: 종류, 상태 { $states }개의 오토마톤, 표는 규칙에서 출발해 수가 { $arm }개까지인 팔의 모든 쌍을 풀어 얻었고, 그다음 도달할 수 있는 수 목록과 홀짝성의 쌍 { $sets } × { $sets } × 2 = { $triples }개 모두에서 게임의 한 걸음을 확인해 어떤 길이의 팔에도 성립함을 증명했습니다.
# permutation's positions, steps and errors
permutation-position-over = 1이 지워졌습니다: { JOSA($winner, "이/가") } 이겼습니다.
permutation-position-alone = 이제 1과 이어진 수가 없습니다: { JOSA($mover, "이/가") } 1을 지우고 이깁니다.
permutation-position-alone-hint = 이제 1과 이어진 수가 없으므로 둘 차례인 { JOSA($mover, "이/가") } 곧바로 이깁니다.
permutation-position-nothing = 없음
permutation-position-facts =
    1과 이어진 수(1과의 사이에 빈칸이 없는 수): 왼쪽에 { $left }, 오른쪽에 { $right }. 빈칸으로 1과 끊어진 수 { $cut }개({ $parity ->
        [even] 짝수 개
       *[odd] 홀수 개
    }).
permutation-position-loses = { $facts } 둘 차례인 { JOSA($mover, "은/는") } 집니다: 어떤 수를 두어도 { $other }에게 이기는 응수가 남습니다.
permutation-position-wins-hint = { $facts } 둘 차례인 { JOSA($mover, "이/가") } 이깁니다: 어떤 수를 두면 { $other }에게 지는 응수만 남습니다.
permutation-position-wins = { $facts } 둘 차례인 { JOSA($mover, "이/가") } { JOSA($moves, "을/를") } 지워 이깁니다: 그러면 { $other }의 모든 응수가 집니다.
# $what is the move's words (permutation-move-removes), which the hints look for; the Korean
# sentence says the move with its number ($value) and only reads $what. $mover_is picks English's pronoun.
permutation-position-leaves =
    그러면 { $other }에게 필패 국면이 남습니다. 1과 이어진 수는 { $joined }개, 빈칸으로 1과 끊어진 수는 { $cut }개({ $parity ->
        [even] 짝수 개
       *[odd] 홀수 개
    })입니다
permutation-position-removes-one =
    { JOSA($mover, "이/가") } { $what ->
       *[other] 1을 지웁니다
    }: 이제 1 옆에 아무것도 없고, 1을 지우는 사람이 이깁니다.
permutation-position-winning =
    { JOSA($mover, "이/가") } { $what ->
       *[other] { JOSA($value, "을/를") } 지웁니다
    }: { $leaves }.
permutation-position-fastest =
    { JOSA($mover, "이/가") } { $what ->
       *[other] { JOSA($value, "을/를") } 지웁니다
    }: { $leaves }. 어떤 수보다도 빠른 승리로, 이 수를 포함해 { $moves }수 만에 이깁니다.
permutation-position-forced = { JOSA($mover, "이/가") } 둘 수 있는 수는 { $value } 하나뿐이고, 그 수는 집니다.
permutation-position-outside =
    { JOSA($mover, "은/는") } 어떤 수를 두어도 집니다. { $mover_is ->
       *[other] 그래서
    } 1과 끊어진 수 { $what ->
       *[other] { JOSA($value, "을/를") } 지웁니다
    }: 1과 이어진 수들은 그대로 두는 여분의 한 수로, { $other }의 실수를 기다립니다.
permutation-position-resists =
    { JOSA($mover, "은/는") } 어떤 수를 두어도 집니다. { $mover_is ->
       *[other] 그래서
    } { $what ->
       *[other] { JOSA($value, "을/를") } 지웁니다
    }: 1과 이어진 수를 가장 많이 남기는 수로, { $other }의 실수를 기다립니다.
permutation-position-delays =
    { JOSA($mover, "은/는") } 어떤 수를 두어도 집니다. { $mover_is ->
       *[other] 그래서
    } { $what ->
       *[other] { JOSA($value, "을/를") } 지웁니다
    }: 게임을 어떤 수보다도 길게 끄는 수로(이 수를 포함해 { $moves }수), { $other }의 실수를 기다립니다.
permutation-step-start = 주어진 줄: 1은 { $at }번째 자리에 있고, 왼쪽에 수 { $left }개, 오른쪽에 수 { $right }개가 있으며 아직 빈칸은 없습니다. 앨리스가 먼저 둡니다.
permutation-step-start-alone = 주어진 줄: 1은 { $at }번째 자리에 있고, 왼쪽에도 오른쪽에도 수가 없으며 아직 빈칸은 없습니다. 앨리스가 곧바로 1을 지웁니다.
permutation-step-removes-one = { JOSA($player, "이/가") } 1을 지웁니다: 이제 1 옆에 아무것도 없습니다. { JOSA($player, "이/가") } 이깁니다.
permutation-step-removes = { JOSA($player, "이/가") } { $at }번째 자리의 { JOSA($value, "을/를") } 지웁니다: { $neighbours }입니다.
permutation-step-neighbours = 이웃한 { JOSA($a, "과/와") } { $b }보다 큰 수
permutation-step-neighbour = 유일한 이웃인 { $a }보다 큰 수
permutation-step-no-neighbour = 이웃이 하나도 없는 수
permutation-step-cut =
    그 너머의 수 { $cut }개가 이제 빈칸으로 1과 끊어집니다(끊어진 수는 모두 { $count }개, { $parity ->
        [even] 짝수 개
       *[odd] 홀수 개
    }).
permutation-step-spare =
    이 수는 1과 끊어져 있었습니다: 1과 이어진 수들을 그대로 두는 여분의 한 수입니다(끊어진 수는 아직 { $count }개, { $parity ->
        [even] 짝수 개
       *[odd] 홀수 개
    }).
permutation-step-winning = 이 수는 { $other }에게 필패 국면을 남깁니다.
permutation-step-forced = 둘 수 있는 수가 이것 하나뿐이었습니다.
permutation-step-outside = 여기서 { JOSA($player, "은/는") } 어떤 수를 두어도 집니다. 여분의 한 수로 싸움을 이어 갑니다.
permutation-step-resists = 여기서 { JOSA($player, "은/는") } 어떤 수를 두어도 집니다. 이 수는 1과 이어진 수를 가장 많이 남깁니다.
permutation-step-fastest = 이 수는 { $other }에게 필패 국면을 남깁니다: 가장 빠른 승리로, 이 수를 포함해 { $moves }수입니다.
permutation-step-delays = 여기서 { JOSA($player, "은/는") } 어떤 수를 두어도 집니다. 이 수가 가장 오래 버팁니다: 이 수를 포함해 { $moves }수입니다.
permutation-step-frees = 이제 1과 이어진 수가 없습니다: 다음에 { JOSA($other, "이/가") } 1을 지우고 이깁니다.
permutation-step-then = { $first } { $next }
permutation-grade-wins = { JOSA($number, "을/를") } 지우면 이깁니다. { $reason }
permutation-grade-loses = { JOSA($number, "을/를") } 지우면 집니다. { $reason }
permutation-error-position-empty = 국면이 비어 있습니다: 지운 수마다 _를 넣어 줄을 쓰세요
permutation-error-position-long = 국면의 자리가 { NUMBER($places) }개입니다. 국면은 { NUMBER($max) }자리까지 읽습니다(64 MiB 줄에 들어가는 수는 많아야 { NUMBER($largest) }개입니다)
permutation-error-position-not-number = { JOSA($token, "은/는") } 수도 아니고 _(지운 수)도 아닙니다
permutation-error-position-range = { JOSA($token, "은/는") } 범위를 벗어났습니다: 자리가 { $n }개인 줄에는 1부터 { $n }까지의 수가 들어갑니다
permutation-error-position-twice = { JOSA($value, "이/가") } { $first }번째와 { $second }번째 자리에 두 번 나옵니다
permutation-error-position-over = 1이 지워졌습니다: 게임이 끝나서 둘 수가 없습니다
permutation-error-empty = 입력이 비어 있습니다: 1..n의 순열을 공백이나 쉼표로 구분해 입력하세요(예: 3 6 5 1 4 2)
permutation-error-too-many = 수 { $n }개는 이 프로그램이 다룰 수 있는 것보다 많습니다
permutation-error-not-number = { JOSA($token, "은/는") } 수가 아닙니다: 줄에는 1부터 { $n }까지의 수가 한 번씩 있어야 합니다
permutation-error-range = { JOSA($token, "은/는") } 범위를 벗어났습니다: 수가 { $n }개인 줄에는 1부터 { $n }까지가 한 번씩 들어갑니다{ $missing }
permutation-error-missing = . 그래서 { JOSA($number, "이/가") } 빠져 있습니다
permutation-error-twice = { JOSA($value, "이/가") } 줄의 { $first }번째 수와 { $second }번째 수로 두 번 나옵니다{ $missing }
permutation-error-judge-empty = 입력이 비어 있습니다: T, 그다음 경우마다 n이 있는 줄과 순열이 있는 줄이 와야 합니다
permutation-position-rule-over = 1이 지워졌습니다: { JOSA($winner, "이/가") } 이겼습니다.
permutation-position-rule = 규칙: 컴퓨터는 1의 양쪽에서 1과 이어진 수들(가장 가까운 빈칸까지)을 오르내리는 모양에 따라 7개 부류로 나누고, 표가 두 부류와 1에서 끊긴 수의 개수가 짝수인지 홀수인지를 이기는 경우로 표시할 때, 그리고 그때만 둘 차례인 사람이 이깁니다. 여기서 왼쪽은 { $left }부류, 오른쪽은 { $right }부류이고, 끊긴 수는 { $outside }개({ $parity ->
        [odd] 홀수
       *[even] 짝수
    })입니다: 표는 { $wins ->
        [yes] 이기는 경우로 표시하므로 둘 차례인 { JOSA($mover, "이/가") } 이깁니다
       *[no] 지는 경우로 표시하므로 둘 차례인 { JOSA($mover, "이/가") } 집니다
    }.
permutation-error-what-n = n, 순열의 길이
permutation-error-judge-zero = n은 1 이상이어야 합니다
permutation-error-judge-ended = 수 { $n }개의 순열이 와야 할 곳에서 입력이 끝났습니다
permutation-error-judge-short = n = { $n }인데 줄에는 수가 { $count }개뿐입니다
permutation-error-judge-long = n = { $n }인데 줄이 더 이어집니다: 뜻밖의 { $token }
# permutation's board, tables and moves
permutation-move-removes = { JOSA($value, "을/를") } 지움
permutation-move-removing = { JOSA($value, "을/를") } 지우는 수
permutation-board-caption = 수 { $n }개의 줄: 막대 높이는 그 수의 크기, 1은 표시, 지운 수는 벽입니다.
permutation-board-caption-step =
    { $turn ->
        [0] 처음
       *[other] { $turn }번째 수 뒤
    }의 수 { $n }개의 줄: 막대 높이는 그 수의 크기, 1은 표시, 지운 수는 벽입니다.
permutation-board-row = 줄
permutation-board-cell =
    { $at }번째 자리: { $value }, { $place ->
        [removed] 지움
        [goal] 1
        [joined] 1과 이어짐
       *[cut] 1과 끊어짐
    }
permutation-board-cell-now = { $at }번째 자리: { $value }, 방금 { JOSA($player, "이/가") } 지움
permutation-board-note-over = 1이 지워졌습니다: 게임이 끝났습니다
permutation-board-note =
    1과 이어진 자리: { $span ->
        [1] { $at }번째
       *[other] { $at }번째
    }, 빈칸으로 1과 끊어진 수: { $cut }개({ $parity ->
        [even] 짝수 개
       *[odd] 홀수 개
    })
permutation-board-joined = 1과 이어진 수
permutation-board-joined-long = 1과 이어진 수(모두 { $count }개)
permutation-board-cut =
    1과 끊어진 수: { $cut }개({ $parity ->
        [even] 짝수 개
       *[odd] 홀수 개
    })
permutation-board-to-move = 둘 차례: { $player }
permutation-board-result = 결과: { JOSA($winner, "이/가") } 이김
permutation-board-legend-now = 방금 지운 수
permutation-board-legend-goal = 1: 이것을 지우는 사람이 이깁니다
permutation-board-legend-joined = 1과 이어진 수
permutation-board-legend-cut = 1과 끊어진 수: 여분의 한 수
permutation-board-legend-removed = 지운 수: 이웃 사이의 벽
permutation-board-legend-wins = 여기에 두면 승리를 지킴(힌트)
permutation-board-legend-loses = 여기서는 어떤 수를 두어도 짐(힌트)
permutation-table-scan = 팔 훑기
permutation-table-scan-caption = 각 팔의 수마다 한 행, 1에서 바깥쪽으로 읽습니다(왼쪽 팔, 그다음 오른쪽 팔): 그 수로 들어오는 걸음, 그 뒤의 오토마톤 상태, 거기서 끝나는 접두사의 수들(남는 종류, 바깥으로 보낸 홀짝성), 그리고 접두사의 종류.
permutation-table-arm = 팔
permutation-table-distance = 1과의 거리
permutation-table-position = 자리
permutation-table-number = 수
permutation-table-step = 걸음
permutation-table-state = 상태
permutation-table-moves-leave = 수들이 남기는 것
permutation-table-class = 종류
permutation-table-play = 최선의 진행
permutation-table-play-caption = 수마다 한 행: 이길 수 있는 쪽은 이기는 수를 둡니다(할 수 있으면 1을 지우고, 아니면 1과 이어진 수를 가장 적게 남깁니다). 다른 쪽은 버팁니다(할 수 있는 동안은 바깥 수를, 아니면 1과 이어진 수를 가장 많이 남기는 수를). 구간 = 아직 1과 이어진 자리, 종류 = 그 두 팔의 종류.
permutation-table-turn = 차례
permutation-table-player = 플레이어
permutation-table-removes = 지운 수
permutation-table-segment = 1이 있는 구간
permutation-table-outside-left = 남은 바깥 수
permutation-table-classes = 종류
permutation-table-why = 이유
permutation-table-grid = DP 격자
permutation-table-grid-caption = 행의 자리에서 열의 자리까지의 구간(괄호 안은 수): 바깥 수가 짝수 개 / 홀수 개 남았을 때 둘 차례인 사람이 이기면 W, 지면 L. *는 시작, 곧 줄 전체입니다.
permutation-table-left-end = 왼쪽 끝
permutation-table-arm-classes = 팔 종류 표
permutation-table-arm-classes-caption = 팔이 속할 수 있는 7가지 종류. 팔의 수 목록을 손으로 구하고(각 수가 남기는 것: 더 짧은 팔의 종류, 그리고 바깥으로 보내는 개수가 짝수인지 홀수인지), 그 목록을 마지막 열에서 찾아 종류를 읽습니다. 보기의 수들은 손으로 확인할 수 있습니다.
permutation-table-example = 첫 보기(1에서 바깥쪽으로의 걸음)
permutation-table-by-hand = 손으로 구한 수
permutation-table-move-lists = 이 종류의 모든 수 목록
permutation-table-wins = 종류별 승패
permutation-table-wins-caption = 왼쪽 팔의 종류(행)와 오른쪽 팔의 종류(열)에 따른 둘 차례인 사람의 결과: W는 이김, L은 짐. 앞은 바깥 수가 짝수 개일 때, 뒤는 홀수 개일 때입니다.
permutation-table-left-class = 왼쪽 팔의 종류
permutation-table-right-class = 오른쪽 { $class }
permutation-table-hand = 팔을 손으로 분류하기
permutation-table-hand-caption = 각 팔의 접두사를 가장 짧은 것부터(8개까지), 1에서 바깥쪽으로 읽습니다: 걸음, 지울 수 있는 수와 각각이 남기는 것, 수 목록, 그리고 팔 종류 표가 주는 종류.
permutation-table-prefix = 접두사
permutation-table-steps = 걸음
permutation-table-moves = 수
permutation-table-move-list = 수 목록
permutation-table-strategy = 전략
permutation-table-strategy-alice = 앨리스가 이기는 첫 수, 밥이 둘 수 있는 각 응수, 그에 대한 앨리스의 이기는 응수(모두); 마지막 열은 그중 첫 응수 뒤에 밥이 마주하는 줄입니다.
permutation-table-strategy-bob = 앨리스가 둘 수 있는 각 첫 수와 그에 대한 밥의 이기는 응수(모두); 마지막 열은 그중 첫 응수 뒤에 앨리스가 마주하는 줄입니다.
permutation-table-alice-removes = 앨리스가 지움
permutation-table-bob-answers = 밥의 응수
permutation-table-alice-then = 앨리스가 이어서 지움
permutation-table-bob-faces = 밥이 마주하는 줄
permutation-table-bob-then = 밥이 이어서 지움
permutation-table-alice-faces = 앨리스가 마주하는 줄
permutation-table-side =
    { $side ->
        [left] 왼쪽
       *[right] 오른쪽
    }
permutation-table-up = 올라감
permutation-table-down = 내려감
permutation-table-none = 없음
permutation-table-join = { $first }{ $separator }{ $rest }
permutation-table-options = { $open }{ $pairs }{ $close }
permutation-table-option =
    { $class } { $parity ->
        [even] 짝수
       *[odd] 홀수
    }
permutation-table-take =
    { JOSA($number, "을/를") } 지우면 { $stays }(종류 { $class }), { $out }({ $parity ->
        [even] 짝수
       *[odd] 홀수
    })
permutation-table-stays-none = 아무것도 남지 않고
permutation-table-stays =
    { JOSA($kept, "이/가") } { $count ->
        [1] 남고
       *[other] 모두 남고
    }
permutation-table-out =
    { $count ->
        [0] 바깥으로 가는 수는 없음
       *[other] { $count }개가 바깥으로 감
    }
permutation-table-empty-arm = 빈 팔
permutation-table-example-cell = { $steps } (예: { $numbers })
permutation-table-no-move = 둘 수 없음: 이쪽에는 1과 이어진 수가 없음
permutation-table-outside =
    { $count } ({ $parity ->
        [even] 짝수
       *[odd] 홀수
    })
permutation-table-why-removes-one = 이김: 1만 남아 지워짐
permutation-table-why-winning =
    이김: 종류 { $left } · { $right }, 바깥 { $parity ->
        [even] 짝수
       *[odd] 홀수
    }를 남겨 { $other }에게 지는 국면
permutation-table-why-winning-outside =
    이김: 바깥 수를 지워 바깥 { $parity ->
        [even] 짝수
       *[odd] 홀수
    }를 남겨 { $other }에게 지는 국면
permutation-table-why-forced = 강제: 둘 수 있는 유일한 수
permutation-table-why-outside = 바깥 수: 어떤 수를 두어도 지고, 이 수는 구간을 그대로 둠
permutation-table-why-resists = 가장 오래 버팀: 어떤 수를 두어도 지고, 이 수가 1과 이어진 수를 가장 많이 남김
permutation-table-why-fastest =
    가장 빨리 이김: 종류 { $left } · { $right }, 바깥 { $parity ->
        [even] 짝수
       *[odd] 홀수
    }를 남겨 { $other }에게 지는 국면; 게임은 { $moves }수 만에 끝남
permutation-table-why-delays = 끌기: 어떤 수를 두어도 지고, 이 수가 게임을 { $moves }수로 가장 길게 끎
auction-contract =
    { $doubling ->
        [doubled] { $bid } 더블, 디클레어러 { $declarer }
        [redoubled] { $bid } 리다블, 디클레어러 { $declarer }
       *[none] { $declarer }의 { $bid }
    }
auction-illegal = 규칙 위반 콜 { $index }: { $seat }의 { $call }
auction-passed-out = 패스 아웃
auction-incomplete = 진행 중: { $seat } 차례
auction-reason-illegal = { $index }번째 콜({ $seat }의 { $call })은 규칙 위반입니다: { $breach } ({ $laws }).
auction-reason-passed-out = 네 사람 모두 비드 없이 패스했습니다: 이 딜은 패스 아웃되어 플레이하지 않습니다.
auction-reason-contract =
    { $last } 뒤로 패스가 세 번 이어져 경매가 끝났습니다: 컨트랙트는 { $doubling ->
        [doubled] { $bid } 더블
        [redoubled] { $bid } 리다블
       *[none] { $bid }
    }, 디클레어러는 { $declarer }입니다.
auction-last-bid = { $seat }의 { $bid }
auction-last-double = { $bid }에 대한 { $seat }의 더블
auction-last-redouble = { $bid }에 대한 { $seat }의 리다블
auction-reason-first-call = 아직 아무 콜도 없습니다: 딜러인 { JOSA($seat, "이/가") } 먼저 콜합니다.
auction-reason-no-bid = 지금까지는 규칙에 맞지만 끝나지 않았습니다: 패스 { $passes }번, 아직 비드가 없습니다. 패스가 네 번이면 딜은 패스 아웃됩니다. { $seat } 차례입니다.
auction-reason-after-call = 지금까지는 규칙에 맞지만 끝나지 않았습니다: 마지막 콜은 { $last }, 패스가 세 번 이어지면 경매가 끝납니다. { $seat } 차례입니다.
auction-reason-passes-after = 지금까지는 규칙에 맞지만 끝나지 않았습니다: { $last } 뒤로 패스가 { $passes }번 이어졌고, 세 번이면 경매가 끝납니다. { $seat } 차례입니다.
# The line's caption (the games' explain.rs)
ticket-line-caption = { JOSA($winner, "이/가") } 이깁니다: { JOSA($winner, "은/는") } 수마다 이기는 국면을 지키고, { JOSA($loser, "은/는") } 할 수 있는 한 잘 버팁니다.
# $loser_is picks English's pronoun (she, he); Korean has none to pick, so every loser reads alike.
permutation-line-caption = { JOSA($winner, "이/가") } 이깁니다: { JOSA($winner, "은/는") } 수마다 이기는 국면을 지키고, { JOSA($loser, "은/는") } { $loser_is ->
       *[other] 할 수 있는 한 오래
    } 버팁니다.
auction-line-title = 주어진 콜
auction-line-caption = 한 단계에 콜 하나씩, 주어진 순서대로, 처음 나오는 규칙에 어긋난 콜까지.
nim-line-caption = 이기는 쪽은 수마다 님 합을 0으로 만들며 가능한 한 빨리 이기고, 지는 쪽은 게임을 가능한 한 오래 끕니다.
nim-line-caption-timed-from = 이기는 쪽은 수마다 님 합을 0으로 만듭니다. 이 국면은 너무 커서 { $from }번째 수까지는 남은 수를 잴 수 없습니다: 그때까지 지는 쪽은 { $loser_takes ->
        [any] 가장 작은 더미를 통째로
       *[set] 가장 큰 더미에서 가져갈 수 있는 만큼 최대한
    } 가져가고, 그 뒤로는 둘 다 남은 수를 따져 둡니다.
nim-line-caption-untimed = 이기는 쪽은 수마다 님 합을 0으로 만듭니다. 이 국면은 너무 커서 남은 수를 잴 수 없으므로, 지는 쪽은 { $loser_takes ->
        [any] 가장 작은 더미를 통째로
       *[set] 가장 큰 더미에서 가져갈 수 있는 만큼 최대한
    } 가져갑니다.

# The auction's Why
auction-why-board = 보드 { $board }.
auction-why-source =
    { $tag ->
        [auction] [Auction] 태그
        [dealer] [Dealer] 태그
        [md] LIN 기록의 md| 필드
        [d] 링크의 d= 매개변수
        [sv] sv| 필드
        [v] 링크의 v= 매개변수
       *[vulnerable] [Vulnerable] 태그
    }
auction-why-dealer-from = 딜러: { $seat } ({ $source }에 따름).
auction-why-dealer-from-over = 딜러: { $seat } ({ $source }에 따름, 딜러 설정({ $chosen })보다 우선합니다).
auction-why-dealer-board = 딜러: { $seat } (표준 16보드 순환에서 보드 { $board }의 딜러).
auction-why-dealer-board-over = 딜러: { $seat } (표준 16보드 순환에서 보드 { $board }의 딜러, 딜러 설정({ $chosen })보다 우선합니다).
auction-why-dealer-chosen = 딜러: { $seat } (선택한 대로).
auction-why-dealer-default = 딜러: { $seat } (기본값).
auction-why-vulnerable =
    { $vul ->
        [None] 양쪽 모두 벌너러블 아님
        [NS] 남북 벌너러블
        [EW] 동서 벌너러블
       *[All] 양쪽 모두 벌너러블
    }
auction-why-vulnerability-from = 벌너러블: { $vulnerable } ({ $source }에 따름).
auction-why-vulnerability-board = 벌너러블: { $vulnerable } (표준 순환의 보드 { $board }와 같음).
auction-why-vulnerability-chosen = 벌너러블: { $vulnerable } (선택한 대로).
auction-why-partners = 파트너: 남북 대 동서.
auction-why-deal = 딜이 주어졌습니다. 하이카드 포인트: 북 { $north }, 동 { $east }, 남 { $south }, 서 { $west }.
auction-why-link-hands = 링크에는 네 핸드 가운데 { $given }개만 있습니다. 딜은 핸드가 셋이나 넷일 때 그리므로 이 핸드들은 보여 주지 않습니다.
auction-why-read =
    { $count ->
        [0] 아직 콜이 없습니다.
       *[other] 콜 { $count }개를 읽었습니다.
    }
auction-why-read-ap = { $read } AP(올 패스)는 패스 { $passes }번을 뜻했습니다.
auction-why-read-starred = { $read } '*'가 주어진 콜의 끝을 표시했습니다.
auction-why-no-bid = 아직 아무도 비드하지 않았습니다.
auction-why-no-bid-before = 규칙 위반 콜 전까지 아무도 비드하지 않았습니다.
auction-why-highest = 가장 높은 비드: { $seat }의 { $bid } ({ $at }번째 콜).
auction-why-highest-before = 규칙 위반 콜 전의 가장 높은 비드: { $seat }의 { $bid } ({ $at }번째 콜).
auction-why-undoubled = { $bid }에 더블한 사람은 없습니다.
auction-why-doubled = { JOSA($seat, "이/가") } { $bid }에 더블했습니다({ $at }번째 콜).
auction-why-redoubled = { JOSA($doubler, "이/가") } { $bid }에 더블하고 { JOSA($seat, "이/가") } 리다블했습니다({ $at }번째 콜).
auction-why-passes = 끝에서 연속된 패스: { $passes }번.
auction-why-passes-before = 그 콜 전까지 연속된 패스: { $passes }번.
auction-why-rule =
    어긴 규칙: { $words }. 근거: 2017년 듀플리케이트 브리지 법 { $rule ->
        [end] 22조(경매의 끝)와 39조(마지막 패스 뒤의 콜)
        [bid] 18조(비드)와 27조(부족한 비드)
       *[other] 19조(더블과 리다블)와 36조(허용되지 않는 더블과 리다블)
    }.
auction-why-over = 경매가 이미 끝났으므로 거기서는 어떤 콜도 할 수 없었습니다.
auction-why-legal-then = 그 시점에 { $seat }에게 허용된 콜: { $calls }.
auction-why-bids = { $first }부터 { $last }까지의 모든 비드({ $count }개)
auction-why-unchecked = 그 뒤에 적힌 콜 { NUMBER($count) }개는 확인하지 않았습니다: 첫 번째 규칙 위반 콜이 결정합니다.
auction-why-contract-undoubled = 컨트랙트는 마지막 비드인 { $bid }이고 더블되지 않았습니다: 아무도 더블하지 않았습니다.
auction-why-contract-doubled = 컨트랙트는 마지막 비드인 { $bid }이고 더블되었습니다: 패스가 아닌 마지막 콜이 { $seat }의 더블이었습니다.
auction-why-contract-redoubled = 컨트랙트는 마지막 비드인 { $bid }이고 리다블되었습니다: 패스가 아닌 마지막 콜이 { $seat }의 리다블이었습니다.
auction-why-declarer =
    디클레어러: { $side ->
        [ns] 남북
       *[ew] 동서
    } 가운데 { $strain ->
        [clubs] 클럽을
        [diamonds] 다이아몬드를
        [hearts] 하트를
        [spades] 스페이드를
       *[notrump] 노트럼프를
    } 처음 비드한 사람은 { $seat }({ $at }번째 콜의 { $bid })이므로 { JOSA($seat, "이/가") } 디클레어러입니다.
auction-why-declarer-not-final = { $declarer } 마지막 비드는 { JOSA($final, "이/가") } 했지만, 디클레어러는 그 스트레인을 처음 부른 사람입니다.
auction-why-to-call = { $seat } 차례입니다. 지금 할 수 있는 콜: { $calls }.
auction-why-not-legal = 지금은 { $call }를 할 수 없습니다: { $fact }. { $rule }.
auction-why-ending-contract = 패스가 { $passes }번 더 나오면 경매가 끝나고 컨트랙트는 { $contract }입니다.
auction-why-ending-passed-out = 패스가 { $passes }번 더 나오면 이 딜은 패스 아웃됩니다.
auction-why-annotations = PBN 주석(노트에 보이지만 판정하지 않음): { $shown }.
auction-why-annotations-more = PBN 주석(노트에 보이지만 판정하지 않음): { $shown } … (모두 { $total }개).
auction-why-alerted = { $index }번째 콜({ $seat }의 { $call })은 알럿되었습니다.
auction-why-alerted-explained = { $index }번째 콜({ $seat }의 { $call })은 알럿되었고, 그 설명: { $text }
auction-why-explained = { $index }번째 콜({ $seat }의 { $call })의 설명: { $text }
auction-why-more-explained = … 그 밖에 알럿되거나 설명된 콜 { $count }개.
auction-why-note = 노트 { $number }: { $text }
auction-why-more-notes = … 그 밖에 노트 { $count }개.

# auction's positions, steps and errors
auction-step-start = 아직 콜이 없습니다: 딜러인 { JOSA($seat, "이/가") } 먼저 콜합니다.
auction-step-opening = { JOSA($seat, "이/가") } { $bid }{ $mark } 비드로 경매를 엽니다.
auction-step-overcall =
    { JOSA($seat, "이/가") } { $bid }{ $mark }{ " " }비드합니다: { $by }의 { $over }보다 높습니다{ $lapse ->
        [double] . 더블은 효력을 잃습니다
        [redouble] . 더블과 리다블은 효력을 잃습니다
       *[none] { "" }
    }.
auction-step-double = { JOSA($seat, "이/가") } { $by }의 { $bid }에 더블합니다{ $mark }.
auction-step-redouble = { JOSA($seat, "이/가") } { $bid }에 대한 { $doubler }의 더블에 리다블합니다{ $mark }.
auction-step-pass = { JOSA($seat, "이/가") } 패스합니다{ $mark }: { $change }.
auction-step-passed-out = 비드 없이 네 번째 패스이므로 딜은 패스 아웃됩니다
auction-step-no-bid-yet = 아직 비드가 없고, 패스가 { $more }번 더 나오면 딜은 패스 아웃됩니다
auction-step-over = { $last } 뒤로 세 번째 연속 패스이므로 경매가 끝났습니다. 컨트랙트: { $contract }
auction-step-passes =
    { $last } 뒤로 패스가 { $passes }번 이어졌고, { $passes ->
        [1] 두 번
       *[other] 한 번
    } 더 나오면 경매가 끝납니다
auction-step-to-call = { $said } { $seat } 차례입니다.
auction-step-illegal =
    { JOSA($seat, "이/가") } { $kind ->
        [pass] 패스합니다
        [double] 더블합니다
        [redouble] 리다블합니다
       *[bid] { $call }{ " " }비드합니다
    }{ $mark }. 이 콜은 규칙 위반입니다: { $breach }.
auction-step-noted =
    { $said } { $mark } { $kind ->
        [alerted] 알럿: { $text }
        [alert] 알럿.
       *[text] { $text }
    }
auction-breach = { $fact }. { $rule }
auction-breach-laws =
    { $rule ->
        [end] 법 22조, 39조
        [bid] 법 18조, 27조
       *[other] 법 19조, 36조
    }
auction-breach-over-passed-out = 경매는 이미 끝났습니다. { $at }번째 콜인 네 번째 패스로 패스 아웃되었습니다
auction-breach-over = 경매는 이미 끝났습니다. { $at }번째 콜에서 세 번째 연속 패스로 끝났습니다
auction-breach-insufficient =
    { $bid } 비드는 { $at }번째 콜인 { $seat }의 { $highest } 비드{ $relation ->
        [repeats] 를 되풀이합니다
       *[lower] 보다 낮습니다
    }
auction-breach-no-bid = 아직 아무도 비드하지 않았으므로 더블할 것이 없습니다
auction-breach-nothing-to-redouble = 아직 아무도 비드나 더블을 하지 않았으므로 리다블할 것이 없습니다
auction-breach-not-doubled = { $seat }의 { $bid }에는 더블이 걸려 있지 않습니다
auction-breach-partners-bid = { $bid } 비드는 { $caller }의 파트너인 { $seat }의 것입니다
auction-breach-partners-double = { $bid }에 대한 더블은 { $caller }의 파트너인 { $seat }의 것입니다
auction-breach-doubled = { $bid }에는 이미 { $seat }의 더블이 걸려 있습니다
auction-breach-redoubled = { $bid }에는 이미 리다블이 걸려 있습니다
auction-breach-rule =
    { $rule ->
        [end] 경매가 끝난 뒤에는 어떤 콜도 할 수 없습니다
        [bid] 비드는 앞선 모든 비드보다 높아야 합니다. 트릭 수가 더 많거나, 같다면 더 높은 스트레인이어야 합니다(♣ < ♦ < ♥ < ♠ < NT)
        [double] 더블은 패스가 아닌 마지막 콜이 상대편의 비드일 때만 할 수 있습니다
       *[redouble] 리다블은 패스가 아닌 마지막 콜이 상대편의 더블일 때만 할 수 있습니다
    }
auction-error-syntax =
    { $problem ->
        [comment] '{ "{" }'로 연 주석이 '{ "}" }'로 닫히지 않았습니다
        [tag] '['로 연 PBN 태그가 그 줄에서 ']'로 닫히지 않았습니다
        [second-auction] 두 번째 [Auction] 태그입니다: 경매는 한 번에 하나씩 붙여 넣으세요
        [second-board] 여기서 두 번째 보드가 시작됩니다: 기록에 보드가 여럿 있습니다. 보드는 한 번에 하나씩 붙여 넣으세요
        [lin-no-dealer] md|에는 딜러의 숫자가 있어야 합니다(1 남, 2 서, 3 북, 4 동)
        [lin-explanation-first] an|은 바로 앞의 콜을 설명하는데, 그 앞에 콜이 없습니다
        [link-empty] 이 링크에는 lin= 기록도, 핸드뷰어의 n=, s=, e=, w=, a=, d=, v=, b= 매개변수도 없습니다
        [link-alert-first] '!'는 바로 앞의 콜을 알럿하는데, 그 앞에 콜이 없습니다
        [link-explanation-first] 설명 '(…)'이 어떤 콜보다도 앞에 나옵니다
        [deal-start] [Deal] 값은 첫 핸드의 자리와 콜론으로 시작합니다(예: N:AKQ.…)
        [three-hands] 딜에는 네 핸드 가운데 적어도 세 핸드가 있어야 합니다
       *[judge-empty] 입력이 비어 있습니다: 첫 줄에 경우의 수 t가 있어야 합니다
    }
auction-error-token =
    { $problem ->
        [not-tag] { JOSA($token, "은/는") } PBN 태그가 아닙니다: 태그는 [Auction "N"]처럼 [이름 "값"]으로 씁니다
        [before-auction] { JOSA($token, "이/가") } [Auction] 태그보다 앞에 있습니다: 콜은 그 태그 뒤에 씁니다
        [after-star] { JOSA($token, "이/가") } 콜의 끝을 표시하는 '*' 뒤에 있습니다
        [lin-unclosed] { $token } 뒤에 '|'가 없습니다: LIN 기록은 키|값| 쌍으로 이루어집니다
        [lin-no-value] 키 { $token }에 값이 없습니다: LIN 기록은 키|값| 쌍으로 이루어집니다
        [lin-key] { JOSA($token, "은/는") } LIN 키가 아닙니다(md, sv, mb처럼 두 글자)
        [deal-suits] 핸드 { $token }에는 점으로 구분한 네 수트가 있어야 합니다(스페이드.하트.다이아몬드.클럽)
       *[rank-first] 핸드 { $token }에서 수트 글자보다 랭크가 먼저 나옵니다
    }
auction-error-value =
    { $field ->
        [board-tag] [Board] 태그에는 1 이상의 보드 번호가 들어갑니다
        [vulnerable-tag] [Vulnerable] 태그는 None, NS, EW, All 가운데 하나입니다
        [tag-auction] [Auction] 태그는 딜러를 N, E, S, W로 나타냅니다
        [tag-dealer] [Dealer] 태그는 딜러를 N, E, S, W로 나타냅니다
        [lin-dealer] 딜러의 숫자는 1(남), 2(서), 3(북), 4(동) 가운데 하나입니다
        [lin-vulnerable] sv|는 벌너러블인 쪽을 o(없음), n(남북), e(동서), b(양쪽)로 나타냅니다
        [link-dealer] d=는 딜러를 n, e, s, w로 나타냅니다
        [link-vulnerable] v=는 벌너러블인 쪽을 -(없음), n(남북), e(동서), b(양쪽)로 나타냅니다
        [link-board] b=에는 1 이상의 보드 번호가 들어갑니다
        [deal-seat] 딜의 첫 자리는 N, E, S, W 가운데 하나입니다
        [setting-dealer] 딜러는 N, E, S, W(또는 North, East, South, West) 가운데 하나여야 합니다
       *[setting-vulnerable] 벌너러블은 None, NS, EW, All 가운데 하나여야 합니다
    }. { JOSA($token, "은/는") } 쓸 수 없습니다
auction-error-not-call =
    { $token }({ $of ->
        [case] 이 경우의 { $index }번째 콜
       *[input] { $index }번째 콜
    })은 콜이 아닙니다: { $why ->
        [level] 비드의 레벨은 1부터 7까지입니다
        [strain] 비드의 스트레인은 C, D, H, S, NT(N) 또는 ♣ ♦ ♥ ♠입니다
        [no-strain] 비드는 레벨 바로 뒤에 스트레인이 와야 합니다(예: 3NT, 2♥)
        [too-many-x] X는 더블, XX는 리다블이며 그 이상은 없습니다
        [dash] 대시 하나는 패스이고, 대시로 콜을 구분하지 않습니다: 1C P 2H나 1C,P,2H처럼 콜 사이에 공백이나 쉼표를 넣으세요
        [link] a=에는 콜을 p, d, r, 1c … 7n처럼 붙여 씁니다
       *[unknown] Pass(P, -), X(Dbl), XX(Rdbl) 또는 1C부터 7NT까지의 비드가 와야 합니다
    }
auction-error-dealers-differ = [Dealer] 태그의 딜러는 { $dealer }, [Auction] 태그의 딜러는 { $auction }입니다: PBN에서는 [Auction] 태그의 값이 딜러이므로 두 태그는 같은 자리를 가리켜야 합니다
auction-error-deal-hands = [Deal]에는 핸드가 넷 있어야 하는데 { $count }개입니다
auction-error-rank =
    핸드 { $hand }의 { JOSA($rank, "은/는") } { $record ->
        [lin] 수트 글자도 랭크도 아닙니다
       *[pbn] 카드 랭크가 아닙니다
    }
auction-error-hand-size = { $seat }의 핸드는 카드가 13장이 아니라 { $count }장입니다
auction-error-card-twice = { JOSA($card, "이/가") } 두 번 돌려졌습니다: 딜은 서로 다른 카드 52장입니다
auction-error-count =
    { $name } = { $token }: { $fault ->
        [large] 너무 큽니다(최대 { $max })
        [cases] 경우의 수, 곧 정수여야 합니다
        [call] 콜의 수, 곧 정수여야 합니다(이것은 콜입니다: 앞 경우의 콜이 n보다 많지 않은가요?)
       *[calls] 콜의 수, 곧 정수여야 합니다
    }
auction-error-case-missing = 경우 { $cases }개 가운데 { $case }번째 경우가 콜의 수 n으로 시작해야 할 곳에서 입력이 끝났습니다
auction-error-calls-missing = n = { $n }인데 콜 { NUMBER($count) }개 뒤에서 입력이 끝났습니다
auction-error-link-encoding = 이 링크의 { $name }= 매개변수는 올바른 퍼센트 인코딩 텍스트가 아닙니다
auction-error-link-calls = 링크의 a= 매개변수에서: { $error }
auction-error-link-hands = 링크의 핸드에서: { $error }
auction-error-link-unclosed = { $index }번째 콜 뒤의 '('로 연 설명이 닫히지 않았습니다
auction-error-link-level =
    { $index }번째 콜은 레벨 { $level } 뒤에 { $next ->
        [end] 아무것도 없습니다
       *[other] { JOSA($next, "이/가") } 옵니다
    }: 스트레인(c, d, h, s, n)이 와야 합니다
auction-grade-empty = 경매의 콜을 공백으로 구분해 쓰세요.
auction-error-after-cases = 마지막 사례(t = { $cases }) 뒤에(어떤 사례의 콜이 n보다 많지 않나요?)
auction-grade-ends = 컨트랙트는 { $target }입니다.
auction-grade-ends-other = 규칙에 맞는 경매이지만 컨트랙트는 { $value }입니다. 목표는 { $target }입니다.
auction-grade-passed-out = 규칙에 맞는 경매이지만 컨트랙트 { $target } 대신 딜이 패스 아웃됩니다.
auction-grade-not-over = 아직입니다: 경매가 끝나지 않았습니다. { $seat } 차례입니다.
auction-grade-illegal-call = 아직입니다: 그 경매에는 규칙에 어긋난 콜이 있습니다.
auction-grade-no-illegal = 이 경매에는 규칙에 어긋난 콜이 없습니다.
auction-grade-number =
    { $problem ->
        [range] 이 경매의 콜은 1번부터 { $n }번까지뿐입니다.{ " " }
       *[nan] { JOSA($written, "은/는") } 수가 아닙니다.{ " " }
        [none] { "" }
    }콜의 번호를 1부터 { $n }까지로 쓰세요.
auction-grade-illegal = { $index }번째 콜({ $seat }의 { $call })은 규칙 위반입니다: { $breach }.

# auction's board, tables and moves
auction-move-call =
    { $kind ->
        [pass] 패스
        [double] 더블
        [redouble] 리다블
       *[bid] { $call } 비드
    }
auction-board-caption =
    { $calls ->
        [0] 콜이 없을 때의
       *[other] 콜 { $calls }개 뒤의
    } 비딩 다이어그램: 열은 서, 북, 동, 남 순서이고, { $dealer } 딜입니다.
auction-board-bidding = 비딩
auction-board-dealt =
    { $dealer } 딜{ $vul ->
        [None] , 벌너러블 없음
        [NS] , 남북 벌너러블
        [EW] , 동서 벌너러블
        [All] , 모두 벌너러블
       *[unknown] { "" }
    }
auction-board-hcp =
    하이카드 { $points }점{ $vulnerable ->
        [yes] , 벌너러블
       *[no] { "" }
    }
auction-board-suit =
    { $seat }의 { $suit ->
        [spades] 스페이드
        [hearts] 하트
        [diamonds] 다이아몬드
       *[clubs] 클럽
    }: { $ranks }
auction-board-void = 없음
auction-board-no-call = { $seat }: 콜 없음
auction-board-to-call = { $seat } 차례
auction-board-all-pass = { $first }–{ $last }번째 콜: 올 패스, 경매를 끝내는 연속 패스 { $passes }번
auction-board-call =
    { $index }번째 콜: { $seat }의 { $call }{ $illegal ->
        [yes] , 규칙 위반
       *[no] { "" }
    }{ $alert ->
        [yes] , 알럿
       *[no] { "" }
    }{ $explained ->
        [no] { "" }
       *[yes] : { $text }
    }
auction-board-footnote =
    { $seat }의 { $call } — { $kind ->
        [alerted] 알럿: { $text }
        [alert] 알럿
       *[text] { $text }
    }
auction-board-label =
    { $label ->
        [dealer] 딜러
        [vulnerable] 벌너러블
        [highest] 가장 높은 비드
        [doubling] 더블
        [passes] 연속 패스
        [status] 상태
        [to-call] 콜 차례
        [contract] 컨트랙트
        [seat] 자리
        [call] 콜
        [legal] 적법
       *[note] 설명
    }
auction-board-legend-now = 이 단계의 콜
auction-board-legend-illegal = 규칙에 어긋난 콜
auction-board-legend-next = 다음에 콜할 자리
auction-table-diagram = 비딩 다이어그램
auction-table-diagram-caption = 책에 실리는 모양의 경매: 자리마다 한 열, 서부터, 첫 줄은 딜러의 열에서 시작하고, 끝의 패스들은 All Pass로 씁니다. { $dealt }.
auction-table-calls = 콜
auction-table-calls-caption = 주어진 콜마다 한 줄, 처음 나오는 규칙에 어긋난 콜까지: 그 콜 뒤의 경매 상태.
auction-table-legal =
    { $legal ->
        [yes] 예
       *[no] 아니요
    }
auction-table-highest = { $seat }의 { $bid }
auction-table-doubling =
    { $doubling ->
        [doubled] 더블
       *[redoubled] 리다블
    }
auction-table-status =
    { $status ->
        [open] 진행 중
        [passed-out] 패스 아웃
        [complete] 끝남
       *[illegal] 규칙 위반
    }
auction-table-illegal = { $breach } ({ $laws })
auction-table-illegal-call = { $call } (규칙 위반)
auction-table-note =
    { $change }{ $alert ->
        [yes] ; 알럿
       *[no] { "" }
    }{ $explained ->
        [no] { "" }
       *[yes] ; 설명: { $text }
    }{ $annotations }
auction-table-opening = { $bid } 비드로 경매를 엽니다
auction-table-overcall =
    { $seat }의 { $over }보다 높게 비드합니다{ $lapse ->
        [double] . 더블은 효력을 잃습니다
        [redouble] . 더블과 리다블은 효력을 잃습니다
       *[none] { "" }
    }
auction-table-double = { $seat }의 { $bid }에 더블합니다
auction-table-redouble = { $bid }에 대한 { $seat }의 더블에 리다블합니다
auction-table-seat =
    { $seat ->
        [N] 북
        [E] 동
        [S] 남
       *[W] 서
    }

## Each game's About: rules, prompt, examples (crates/*/src/game.rs, `fn about`)

ticket-rule-1 = 티켓은 숫자와 ?(지워진 숫자)로 이루어진 짝수 길이의 줄입니다. 왼쪽 절반과 오른쪽 절반으로 나뉩니다.
ticket-rule-2 = 두 사람이 번갈아 둡니다. 모노카프가 먼저, 그다음 비카프, 이렇게 계속됩니다.
ticket-rule-3 = 한 수: 남아 있는 ? 하나를 0부터 9까지의 숫자 하나로 바꿉니다. 어느 절반이든 상관없습니다.
ticket-rule-4 = ?가 하나도 남지 않으면 게임이 끝납니다.
ticket-rule-5 = 그때 두 절반의 숫자 합이 같으면 비카프가 이기고, 다르면 모노카프가 이깁니다.
ticket-prompt = 티켓: 숫자와 ?(지워진 숫자), 짝수 길이
ticket-exercise-fill = 각 _에 숫자를 넣어 { JOSA($winner, "이/가") } 이기게 하세요(처음처럼 { JOSA($first, "이/가") } 먼저 둡니다).
ticket-exercise-fill-help = 티켓 전체를 쓰세요. _ 자리에는 숫자를 넣고 ?는 그대로 둡니다.
ticket-exercise-who-wins = { JOSA($mover, "이/가") } 둘 차례입니다. 최선을 다하면 이 티켓은 누가 이길까요?
ticket-exercise-moves = 둘 차례인 { $mover }에게 이기는 수를 모두 찾으세요.
ticket-exercise-moves-help = 각 수를 자리=숫자(자리는 1부터)로 공백으로 구분해 쓰세요. 예: 2=9 3=9. 없으면 none.
ticket-error-typed = { $error } (게임 중간의 국면은 티켓, 공백, 다음 차례인 사람 순으로 씁니다: 90?9 Bicarp)
ticket-example-1 = 문제의 예제: d = 9이고 오른쪽 절반에 ?가 두 개 더 있어 꼭 9만큼의 값: 비카프.
ticket-example-2 = 양쪽에 ?가 하나씩: 비카프는 모노카프가 쓰는 숫자를 그대로 따라 씁니다.
ticket-example-3 = ?가 하나도 없음: 아무도 두지 않고, 5 = 5.
ticket-example-4 = ?가 없고 두 절반이 다름: 모노카프가 두지 않고 이깁니다.
ticket-example-5 = 한쪽의 ? 두 개와 반대쪽의 9: 비카프는 x에 9 − x로 답합니다.
ticket-example-6 = 왼쪽에 ?가 두 개 더 있고 합은 같음: 그것을 맞출 방법이 없어 모노카프.
ticket-example-7 = ? 개수는 같지만 정해진 숫자가 9만큼 다름: 비카프는 따라 쓸 수밖에 없어 9가 남고 모노카프가 이깁니다.
ticket-example-8 = ? 개수가 같으니 정해진 합이 이미 같아야 합니다. d = 8: 모노카프.
ticket-example-9 = ?가 홀수 개: 모노카프가 마지막에 쓰므로 언제나 이깁니다.
ticket-example-10 = 개수는 같지만 d = −9: 모노카프가 B를 더 벌립니다.
ticket-example-11 = ?가 세 개(홀수): 이번에도 모노카프.
ticket-example-12 = ?가 여섯 개, 양쪽에 세 개씩: 비카프가 모든 수를 거울처럼 따라 둡니다.
auction-rule-1 = 네 사람, 북, 동, 남, 서가 딜러부터 시작해 시계 방향으로 차례로 콜합니다. 남북이 한 편이고 동서가 한 편입니다.
auction-rule-2 = 콜은 패스, 더블(X), 리더블(XX) 또는 비드입니다. 비드는 1부터 7까지의 레벨과 스트레인이며, ♣ < ♦ < ♥ < ♠ < NT 순입니다.
auction-rule-3 = 비드는 앞선 모든 비드보다 높아야 합니다. 레벨이 더 높거나, 같은 레벨에서 더 높은 스트레인이어야 합니다.
auction-rule-4 = 더블은 상대편의 비드에만, 리더블은 상대편의 더블에만 할 수 있으며, 그것이 패스가 아닌 마지막 콜일 때만 가능합니다.
auction-rule-5 = 비드, 더블 또는 리더블 뒤에 패스가 연달아 세 번 나오거나, 비드 없이 패스가 네 번 나오면(패스 아웃) 경매가 끝납니다. 끝난 뒤에는 어떤 콜도 할 수 없습니다.
auction-rule-6 = 컨트랙트는 마지막 비드이며, 패스가 아닌 마지막 콜이 X나 XX였다면 더블 또는 리더블된 것입니다. 디클레어러는 컨트랙트를 가진 편에서 그 스트레인을 처음 비드한 사람입니다.
auction-rule-7 = 반칙 콜은 해당 법 조항으로 밝힙니다. 부족한 비드는 법 18조와 27조, 허용되지 않는 더블이나 리더블은 19조와 36조, 경매가 끝난 뒤의 콜은 22조와 39조입니다.
auction-prompt = 콜: P(또는 -) X XX 1C … 7NT(♣♦♥♠도 가능), 공백이나 쉼표로 구분. 또는 PBN 기록, BBO LIN 기록, handviewer 링크
auction-exercise-build = { JOSA($dealer, "이/가") } 딜러일 때 { $contract }{ JOSA($contract, "으로/로") } 끝나는 합법적이고 완결된 경매를 만드세요.
auction-exercise-build-help = 콜을 공백으로 구분해 쓰세요: P, X, XX, 1C … 7NT.
auction-exercise-first-illegal = 처음으로 규칙에 어긋나는 콜은 몇 번째일까요? 딜러는 { $dealer }입니다.
auction-exercise-first-illegal-help = 그 번호를 쓰세요: 첫 콜은 1, 둘째 콜은 2, 이런 식입니다.
auction-error-lin-link = 링크의 LIN 기록에서: { $error }
auction-grade-not-auction = 경매가 아닙니다: { $error }
auction-example-1 = 패스 네 번: 이 핸드는 패스 아웃입니다.
auction-example-2 = 평범한 경매: 노트럼프를 처음 비드한 남의 3NT.
auction-example-3 = 경쟁: 북이 4♥를 더블하고 서가 리더블합니다. 하트를 처음 비드한 동이 디클레어러인 4♥ 리더블.
auction-example-4 = 자기 파트너를 더블하는 것은 반칙입니다. 더블은 상대편의 비드에만 할 수 있습니다.
auction-example-5 = 잘못된 편의 리더블: 더블을 당한 편만 리더블할 수 있습니다.
auction-example-6 = 부족한 비드: 1♣는 1♦보다 낮습니다.
auction-example-7 = 끝난 뒤의 콜: 비드 뒤의 패스 세 번이 경매를 끝냅니다.
auction-example-8 = 끝나지 않은 경매: 다음 콜들이 버튼으로 제시됩니다.
auction-example-9 = BBO 핸드 기록(LIN): 보드 3, 남 딜, 동서 벌너러블. 다이어그램 둘레의 네 핸드와 설명이 붙은 알럿 콜.
auction-example-10 = PBN 기록: 보드 6, 동 딜, 동서 벌너러블. 노트 1이 남의 2♥를 콜 옆에서 설명합니다.
auction-example-11 = 가장 긴 합법 경매: 319번의 콜, 모든 비드가 더블되고 리더블됩니다.
auction-setting-dealer = 딜러
auction-setting-vulnerable = 벌너러블
auction-setting-vulnerable-unknown = 지정 안 함
auction-setting-vulnerable-none = 양쪽 모두 아님
auction-setting-vulnerable-ns = 남북
auction-setting-vulnerable-ew = 동서
auction-setting-vulnerable-all = 양쪽 모두
permutation-rule-1 = 한 줄에 1부터 n까지의 수가 어떤 순서로 놓여 있습니다.
permutation-rule-2 = 두 사람이 번갈아 둡니다. 앨리스가 먼저, 그다음 밥, 이렇게 계속됩니다.
permutation-rule-3 = 한 수: 지금 이웃한 수들보다 모두 큰 수 하나를 지웁니다. 이웃이 하나도 남지 않은 수는 언제든 지울 수 있습니다.
permutation-rule-4 = 지운 수는 빈칸을 남깁니다. 그 양옆의 수는 이웃이 되지 않습니다.
permutation-rule-5 = 1을 지우는 사람이 이깁니다.
permutation-prompt = 1..n의 순열, 수는 공백이나 쉼표로 구분
permutation-exercise-who-wins = { JOSA($mover, "이/가") } 둘 차례입니다. 최선을 다하면 이 줄은 누가 이길까요?
permutation-exercise-move = { JOSA($mover, "이/가") } 둘 차례입니다: 이기는 수를 지우세요.
permutation-exercise-move-help = 지울 수를 쓰세요.
permutation-exercise-moves = 둘 차례인 { $mover }에게 지우면 이기는 수를 모두 찾으세요.
permutation-exercise-moves-help = 수를 공백으로 구분해 쓰세요. 없으면 none.
permutation-error-typed = { $error } (게임 중간의 국면은 지운 수마다 _를 넣은 줄로 씁니다: 3 _ 5 1 4 2)
permutation-random = 무작위 순열의 크기
permutation-example-1 = 모든 첫 수가 집니다. 앨리스는 6이나 4를 지울 수 있지만 밥에게는 각각의 답이 있습니다(6 뒤에는 4를 지웁니다).
permutation-example-2 = 혼자 있는 1은 바로 지울 수 있습니다: 앨리스.
permutation-example-3 = 1은 2보다 작습니다. 앨리스는 2를 지울 수밖에 없고, 그다음 밥이 1을 지웁니다.
permutation-example-4 = 1의 양쪽에 팔이 하나씩: 팔의 종류가 승패를 정합니다.
permutation-example-5 = 앨리스가 둘 수 있는 수는 3뿐이고, 그러면 1이 혼자 남아 밥의 차지가 됩니다.
permutation-example-6 = 모든 수가 강제됩니다: 4, 3, 2, 그리고 밥이 1을 지웁니다.
permutation-example-7 = 1이 끝에 있습니다: 오른쪽으로 팔이 하나뿐입니다.
nim-rule-1 = 탁자 위에 돌 더미 몇 개가 놓여 있습니다.
nim-rule-2 = 두 사람이 번갈아 둡니다. 앨리스가 먼저, 그다음 밥, 이렇게 계속됩니다.
nim-rule-3 = 한 수: 한 더미에서 돌을 1개부터 더미 전체까지 원하는 만큼 가져갑니다. 뺄셈 게임(take 설정)에서는 허용된 수, 예를 들어 1, 2, 3 가운데 하나만큼 가져갑니다.
nim-rule-4 = 둘 수 없는 사람이 집니다. 마지막 돌을 가져가는 사람이 이깁니다.
nim-prompt = 공백으로 구분한 더미 크기. 원하면 그 뒤에 둘 차례인 사람(Bob)과 take 1,2,3
nim-exercise-form-meaning = H번 더미에서 T개를 가져갑니다
nim-exercise-form-example = 2-3은 2번 더미에서 3개를 가져갑니다
nim-exercise-form-click = 더미를 누르고 몇 개를 가져갈지 고르세요
nim-exercise-who-wins = { JOSA($mover, "이/가") } 둘 차례입니다. 최선을 다하면 이 더미들은 누가 이길까요?
nim-exercise-who-wins-takes = { JOSA($mover, "이/가") } 둘 차례입니다(한 수에 { $takes }를 가져갑니다). 최선을 다하면 누가 이길까요?
nim-exercise-move = { JOSA($mover, "이/가") } 둘 차례입니다: 한 더미에서 가져가 님 합을 0으로 만드세요.
nim-exercise-move-grundy = { JOSA($mover, "이/가") } 둘 차례입니다(한 수에 { $takes }를 가져갑니다): 한 더미에서 가져가 그런디 수의 님 합을 0으로 만드세요.
nim-exercise-moves = 둘 차례인 { $mover }의 이기는 수를 모두 찾으세요.
nim-random = 더미의 개수
nim-setting-take = 한 수에 가져가는 돌
nim-setting-take-any = 원하는 만큼 (님)
nim-setting-take-1-2 = 1 또는 2
nim-setting-take-1-2-3 = 1, 2 또는 3
nim-setting-take-1-3-4 = 1, 3 또는 4
nim-setting-take-1-4 = 1 또는 4
nim-setting-take-1 = 1 (홀짝)
nim-example-1 = 고전적인 세 더미: 님 합이 1이므로 앨리스가 이깁니다. 아무 더미에서나 1개를 가져가면 됩니다.
nim-example-2 = 님 합 0: 앨리스가 무엇을 가져가든 밥은 님 합을 다시 0으로 만드는 수로 답합니다. 밥이 이깁니다.
nim-example-3 = 같은 크기의 두 더미: 밥은 앨리스의 모든 수를 다른 더미에서 그대로 따라 합니다.
nim-example-4 = 뺄셈 게임: 한 수에 1, 2 또는 3개를 가져갑니다. 더미의 그런디 수는 크기를 4로 나눈 나머지입니다. 앨리스는 4의 배수를 남깁니다.
nim-example-5 = 게임 도중의 국면, 밥의 차례: 님 합이 0이므로 밥이 집니다.
nim-example-6 = 한 수에 돌 하나: 각 더미는 홀짝성만 중요합니다. 순열 게임의 바깥 수들처럼요.
wythoff-rule-1 = 탁자 위에 돌 더미 두 개가 놓여 있습니다.
wythoff-rule-2 = 두 사람이 번갈아 둡니다. 앨리스가 먼저, 그다음 밥, 이렇게 계속됩니다.
wythoff-rule-3 = 한 수: 한 더미에서 원하는 만큼 가져가거나, 두 더미에서 같은 개수를 가져갑니다.
wythoff-rule-4 = 둘 수 없는 사람이 집니다. 마지막 돌을 가져가는 사람이 이깁니다.
wythoff-prompt = 공백으로 구분한 두 더미의 크기. 원하면 그 뒤에 둘 차례인 사람(Bob)
wythoff-exercise-form-meaning = H번 더미에서 T개를 가져갑니다. 두 더미에서는 H = 12
wythoff-exercise-form-example = 12-3은 두 더미에서 3개씩 가져갑니다
wythoff-exercise-form-click = 더미를 누르고 수를 고르세요
wythoff-random = 가장 큰 더미
wythoff-example-1 = 앨리스가 두 더미에서 1개씩 가져가 차가운 국면 3 5를 남깁니다: 밥이 집니다.
wythoff-example-2 = 차가운 국면: 어떤 수를 두어도 뜨거운 국면이 됩니다. 밥이 이깁니다.
wythoff-example-3 = 님의 규칙으로는 같은 더미가 지지만, 여기서는 앨리스가 두 더미에서 1개씩 가져가 이깁니다.
wythoff-example-4 = 게임 도중의 국면, 밥의 차례: 차가운 국면이므로 밥이 집니다.
wythoff-example-5 = 차가운 국면: 1618034 − 1000000 = 618034 = k이고, ⌊618034 φ⌋ = 1000000.
