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
solver-loading = 솔버를 불러오는 중…
solver-retrying = 솔버를 불러오지 못했습니다({ $error }). 다시 시도하는 중…
start-failed = 플레이그라운드를 시작할 수 없습니다: { $error }.
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

## The core's reports: the verdict and its reason

text = { $text }
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
permutation-reason-alone = 1 하나뿐입니다: 앨리스가 곧바로 지우고 이깁니다.
permutation-reason-alice =
    앨리스는 먼저 { JOSA($moves, "을/를") } 지워 이깁니다: { $count ->
        [1] 그렇게 지우고 나면
       *[other] 그중 무엇을 지우든
    } 밥의 모든 응수가 집니다.
permutation-reason-only = 앨리스가 처음 둘 수 있는 수는 { $moves } 하나뿐인데, 그 수는 밥에게 이기는 응수를 남깁니다: 밥이 이깁니다.
permutation-reason-each = 앨리스가 처음 둘 수 있는 { $count }개의 수({ $moves })가 모두 밥에게 이기는 응수를 남깁니다: 밥이 이깁니다.
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
