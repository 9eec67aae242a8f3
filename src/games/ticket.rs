//! The ticket game (SPEC section 1): Monocarp and Bicarp take turns replacing the `?` of a
//! ticket with digits; Bicarp wins when the two halves end with equal sums.
//!
//! The verdict is a closed form over four counts. The tables replay the input and an optimal
//! game by window (see [`crate::walk`]), so a ticket of 10 000 000 characters costs a few passes
//! over its bytes and O(n / 1024) memory besides the ticket itself.

use crate::games::Judged;
use crate::input::{quote, InputError, Tokens};
use crate::report::{Analysis, Row, Summary, Table};
use crate::walk::{Walk, WalkTable};
use std::rc::Rc;

/// A parsed ticket: its characters, each a digit `b'0'..=b'9'` or `b'?'`, of even length.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ticket {
    chars: Rc<[u8]>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    Monocarp,
    Bicarp,
}

impl Player {
    pub fn name(self) -> &'static str {
        match self {
            Player::Monocarp => "Monocarp",
            Player::Bicarp => "Bicarp",
        }
    }

    /// Who moves at 0-based turn `turn`: Monocarp moves first.
    pub fn on_turn(turn: usize) -> Player {
        if turn.is_multiple_of(2) {
            Player::Monocarp
        } else {
            Player::Bicarp
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Half {
    Left,
    Right,
}

impl Half {
    fn name(self) -> &'static str {
        match self {
            Half::Left => "left",
            Half::Right => "right",
        }
    }

    fn other(self) -> Half {
        match self {
            Half::Left => Half::Right,
            Half::Right => Half::Left,
        }
    }
}

/// What the verdict depends on: the fixed digit sums and the `?` counts of each half.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub left_sum: i64,
    pub right_sum: i64,
    pub left_q: i64,
    pub right_q: i64,
}

impl Counts {
    /// `d`: how far the left half's fixed digits are ahead of the right half's.
    pub fn d(&self) -> i64 {
        self.left_sum - self.right_sum
    }

    /// Twice the balance `B = d + 9 (qL - qR) / 2`: how far the left half would be ahead if
    /// every remaining `?` became 4.5. Doubled to stay an integer.
    pub fn twice_balance(&self) -> i64 {
        2 * self.d() + 9 * (self.left_q - self.right_q)
    }

    fn q(&self, half: Half) -> i64 {
        match half {
            Half::Left => self.left_q,
            Half::Right => self.right_q,
        }
    }

    fn write(&mut self, half: Half, digit: u8) {
        match half {
            Half::Left => {
                self.left_sum += i64::from(digit);
                self.left_q -= 1;
            }
            Half::Right => {
                self.right_sum += i64::from(digit);
                self.right_q -= 1;
            }
        }
    }
}

/// The closed form of SPEC: Bicarp wins exactly when `2d == 9 (qR - qL)`.
pub fn winner(counts: &Counts) -> Player {
    if 2 * counts.d() == 9 * (counts.right_q - counts.left_q) {
        Player::Bicarp
    } else {
        Player::Monocarp
    }
}

impl Ticket {
    /// Parses a ticket, naming the first character that is not a digit or `?`, or the length
    /// when it is odd. Positions in errors are relative to `text`.
    pub fn parse(text: &str) -> Result<Ticket, InputError> {
        if text.is_empty() {
            return Err(InputError::whole("the ticket is empty: type digits and '?'"));
        }
        if let Some(bad) = text.bytes().position(|b| !(b.is_ascii_digit() || b == b'?')) {
            let c = text[bad..].chars().next().unwrap_or('?');
            let e = InputError::at(text, bad, bad + c.len_utf8(), "");
            let position = e.column.unwrap_or(1);
            return Err(InputError {
                message: format!("character {position} is {}, not a digit or '?'", quote(&c.to_string())),
                ..e
            });
        }
        if text.len() % 2 == 1 {
            return Err(InputError::at(
                text,
                text.len(),
                text.len(),
                format!("the ticket has {} characters, an odd number: it must split into two equal halves", text.len()),
            ));
        }
        Ok(Ticket { chars: text.as_bytes().into() })
    }

    pub fn len(&self) -> usize {
        self.chars.len()
    }

    pub fn is_empty(&self) -> bool {
        self.chars.is_empty()
    }

    pub fn half_len(&self) -> usize {
        self.chars.len() / 2
    }

    fn half_of(&self, index: usize) -> Half {
        if index < self.half_len() {
            Half::Left
        } else {
            Half::Right
        }
    }

    pub fn counts(&self) -> Counts {
        let (left, right) = self.chars.split_at(self.half_len());
        let tally = |half: &[u8]| {
            half.iter().fold((0i64, 0i64), |(sum, q), &b| match b {
                b'?' => (sum, q + 1),
                digit => (sum + i64::from(digit - b'0'), q),
            })
        };
        let (left_sum, left_q) = tally(left);
        let (right_sum, right_q) = tally(right);
        Counts { left_sum, right_sum, left_q, right_q }
    }

    /// A game in which the winner follows SPEC's strategy and the loser resists as well as it
    /// can, one move per `?`.
    pub fn optimal_play(&self) -> OptimalPlay {
        let counts = self.counts();
        OptimalPlay { ticket: self.clone(), winner: winner(&counts), counts }
    }
}

/// One move of a game: who wrote which digit where, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    pub player: Player,
    /// 0-based index into the ticket.
    pub position: usize,
    pub digit: u8,
    pub why: Why,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// Monocarp, winning: a digit that moves B 4.5 further from zero.
    Push,
    /// Monocarp, losing: every move loses, so he tries the same push.
    HopelessPush,
    /// Bicarp, winning: the same digit on the other half keeps d and qR - qL.
    Copy,
    /// Bicarp, winning, one half left: 9 - x on the same half makes the pair add to 9.
    Complete,
    /// Bicarp, losing: a digit that pulls B 4.5 back toward zero.
    Resist,
}

/// The state between moves of [`OptimalPlay`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayState {
    pub counts: Counts,
    /// Next unfilled `?` at or after this index in each half (fills go left to right).
    next_left: usize,
    next_right: usize,
    /// Monocarp's last move, which Bicarp answers.
    last: Option<(Half, u8)>,
    pub turn: usize,
}

pub struct OptimalPlay {
    ticket: Ticket,
    winner: Player,
    counts: Counts,
}

impl OptimalPlay {
    pub fn winner(&self) -> Player {
        self.winner
    }

    fn next_q(&self, from: usize, end: usize) -> usize {
        let chars = &self.ticket.chars[from..end];
        from + chars.iter().position(|&b| b == b'?').unwrap_or(chars.len())
    }

    /// The move to make in `state`: the half and digit, and the reason.
    fn choose(&self, state: &PlayState) -> (Half, u8, Why) {
        let counts = &state.counts;
        let has = |half: Half| counts.q(half) > 0;
        // The half where a 9 raises B, or failing that a 0 elsewhere: +4.5 either way.
        let push = |toward: Half| if has(toward) { (toward, 9) } else { (toward.other(), 0) };
        let b2 = counts.twice_balance();
        let ahead = if b2 >= 0 { Half::Left } else { Half::Right };
        match (Player::on_turn(state.turn), self.winner) {
            (Player::Monocarp, Player::Monocarp) => {
                let (half, digit) = push(ahead);
                (half, digit, Why::Push)
            }
            (Player::Monocarp, Player::Bicarp) => {
                let (half, digit) = push(ahead);
                (half, digit, Why::HopelessPush)
            }
            (Player::Bicarp, Player::Bicarp) => {
                let (half, x) = state.last.expect("Bicarp always answers a Monocarp move");
                if has(half.other()) {
                    (half.other(), x, Why::Copy)
                } else {
                    (half, 9 - x, Why::Complete)
                }
            }
            (Player::Bicarp, Player::Monocarp) => {
                let (half, digit) = push(ahead.other());
                (half, digit, Why::Resist)
            }
        }
    }
}

impl Walk for OptimalPlay {
    type State = PlayState;
    type Step = Move;

    fn start(&self) -> PlayState {
        let half = self.ticket.half_len();
        PlayState {
            counts: self.counts,
            next_left: self.next_q(0, half),
            next_right: self.next_q(half, self.ticket.len()),
            last: None,
            turn: 0,
        }
    }

    fn len(&self) -> usize {
        (self.counts.left_q + self.counts.right_q) as usize
    }

    fn step(&self, state: &mut PlayState) -> Move {
        let (half, digit, why) = self.choose(state);
        let half_len = self.ticket.half_len();
        let position = match half {
            Half::Left => {
                let p = state.next_left;
                state.next_left = self.next_q(p + 1, half_len);
                p
            }
            Half::Right => {
                let p = state.next_right;
                state.next_right = self.next_q(p + 1, self.ticket.len());
                p
            }
        };
        let player = Player::on_turn(state.turn);
        state.counts.write(half, digit);
        state.last = Some((half, digit));
        state.turn += 1;
        Move { player, position, digit, why }
    }

    fn row(&self, index: usize, m: &Move, after: &PlayState) -> Row {
        let half = self.ticket.half_of(m.position);
        let why = match m.why {
            Why::Push => "pushes B 4.5 further from 0".to_string(),
            Why::HopelessPush => "every move loses; tries to push B from 0".to_string(),
            Why::Copy => format!("copies {} on the {} half", m.digit, half.name()),
            Why::Complete => format!("answers with 9 − {} = {} on the same half", 9 - m.digit, m.digit),
            Why::Resist => "pulls B 4.5 back toward 0".to_string(),
        };
        vec![
            (index + 1).to_string(),
            m.player.name().to_string(),
            (m.position + 1).to_string(),
            m.digit.to_string(),
            after.counts.left_sum.to_string(),
            after.counts.right_sum.to_string(),
            after.counts.left_q.to_string(),
            after.counts.right_q.to_string(),
            half_value(after.counts.twice_balance()),
            why,
        ]
    }
}

/// Formats `x / 2` exactly: `9`, `-4.5`.
fn half_value(twice: i64) -> String {
    let sign = if twice < 0 { "−" } else { "" };
    let abs = twice.unsigned_abs();
    if abs.is_multiple_of(2) {
        format!("{sign}{}", abs / 2)
    } else {
        format!("{sign}{}.5", abs / 2)
    }
}

/// A signed integer as a factor: negative ones in parentheses, `(−2)`.
fn factor(x: i64) -> String {
    if x < 0 {
        format!("({})", signed(x))
    } else {
        x.to_string()
    }
}

/// "position 1" or "positions 1–4".
fn positions(first: usize, last: usize) -> String {
    if first == last {
        format!("position {first}")
    } else {
        format!("positions {first}–{last}")
    }
}

/// Formats a signed integer with a proper minus sign.
fn signed(x: i64) -> String {
    if x < 0 {
        format!("−{}", x.unsigned_abs())
    } else {
        x.to_string()
    }
}

/// Reading the ticket character by character: running sums and `?` counts per half.
struct Reading {
    ticket: Ticket,
}

impl Walk for Reading {
    type State = (usize, Counts);
    type Step = ();

    fn start(&self) -> (usize, Counts) {
        (0, Counts::default())
    }

    fn len(&self) -> usize {
        self.ticket.len()
    }

    fn step(&self, (index, counts): &mut (usize, Counts)) {
        let half = self.ticket.half_of(*index);
        match (self.ticket.chars[*index], half) {
            (b'?', Half::Left) => counts.left_q += 1,
            (b'?', Half::Right) => counts.right_q += 1,
            (digit, Half::Left) => counts.left_sum += i64::from(digit - b'0'),
            (digit, Half::Right) => counts.right_sum += i64::from(digit - b'0'),
        }
        *index += 1;
    }

    fn row(&self, index: usize, _: &(), (_, counts): &(usize, Counts)) -> Row {
        vec![
            (index + 1).to_string(),
            char::from(self.ticket.chars[index]).to_string(),
            self.ticket.half_of(index).name().to_string(),
            counts.left_sum.to_string(),
            counts.left_q.to_string(),
            counts.right_sum.to_string(),
            counts.right_q.to_string(),
        ]
    }
}

/// The page's entry point: a ticket as typed (surrounding white space ignored).
pub fn analyze(text: &str) -> Result<Analysis, InputError> {
    let start = text.len() - text.trim_start().len();
    let ticket = Ticket::parse(text.trim()).map_err(|e| shift(e, text, start))?;
    Ok(report(&ticket))
}

/// Re-anchors an error about `text[offset..]` to `text`.
fn shift(e: InputError, text: &str, offset: usize) -> InputError {
    match e.span {
        Some((s, t)) => InputError { message: e.message, ..InputError::at(text, s + offset, t + offset, "") },
        None => e,
    }
}

/// The full report for a parsed ticket.
pub fn report(ticket: &Ticket) -> Analysis {
    let c = ticket.counts();
    let win = winner(&c);
    let n = ticket.len();
    let h = ticket.half_len();
    let q = c.left_q + c.right_q;
    let lhs = 2 * c.d();
    let rhs = 9 * (c.right_q - c.left_q);
    let b2 = c.twice_balance();

    let reason = if q % 2 == 1 {
        format!("The ticket has {q} '?', an odd count: Monocarp writes the last digit, so 2d = {} can never equal 9(qR − qL) = {}.", signed(lhs), signed(rhs))
    } else if win == Player::Bicarp {
        format!("2d = {} equals 9(qR − qL) = {}: Bicarp can always balance the halves.", signed(lhs), signed(rhs))
    } else {
        format!("2d = {} differs from 9(qR − qL) = {}: Monocarp can keep the halves unequal.", signed(lhs), signed(rhs))
    };

    let mut explanation = vec![
        format!(
            "The ticket has {n} characters: the left half is {}, the right half {}.",
            positions(1, h),
            positions(h + 1, n)
        ),
        format!(
            "Left half: fixed digits sum to {}, with qL = {} '?'. Right half: fixed digits sum to {}, with qR = {} '?'.",
            c.left_sum, c.left_q, c.right_sum, c.right_q
        ),
        format!("d = {} − {} = {}: how far the left half's fixed digits are ahead.", c.left_sum, c.right_sum, signed(c.d())),
        "Bicarp wins exactly when 2d = 9(qR − qL): every pair of moves can add 9 to one half (x, then 9 − x) or the same digit to both, and nothing else is forced.".to_string(),
        format!("Here 2d = {} and 9(qR − qL) = 9 × {} = {}.", signed(lhs), factor(c.right_q - c.left_q), signed(rhs)),
        format!(
            "B = d + 9(qL − qR)/2 = {} + 9 × ({} − {})/2 = {}: the left half's lead if every '?' became 4.5. Bicarp needs B = 0.",
            signed(c.d()),
            c.left_q,
            c.right_q,
            half_value(b2)
        ),
    ];
    if q == 0 {
        explanation.push(format!(
            "No '?' is left, so nobody moves: the sums are {} and {}, and {} wins.",
            c.left_sum,
            c.right_sum,
            win.name()
        ));
    } else if q % 2 == 1 {
        explanation.push(format!(
            "{q} '?' in all is an odd number: Monocarp moves first and last. And qL − qR is odd, so B = d + 9(qL − qR)/2 ends in .5 and is never 0."
        ));
    }
    if q > 0 {
        explanation.push(match win {
            Player::Bicarp => "Bicarp's strategy: while both halves have '?', answer Monocarp's digit with the same digit on the other half; once only one half has '?', answer x with 9 − x on that half.".to_string(),
            Player::Monocarp => format!(
                "Monocarp's strategy: B = {} is {}, so he writes 9 in the {} half (or 0 in the {} half when that one has no '?'); each of his moves moves B 4.5 further from 0 and no reply pulls it back by more than 4.5.",
                half_value(b2),
                if b2 > 0 { "positive" } else { "negative" },
                if b2 > 0 { "left" } else { "right" },
                if b2 > 0 { "right" } else { "left" },
            ),
        });
    }

    let deciding: Vec<Row> = [
        ("Left fixed sum", format!("sum of the digits in {}", positions(1, h)), c.left_sum.to_string()),
        ("Right fixed sum", format!("sum of the digits in {}", positions(h + 1, n)), c.right_sum.to_string()),
        ("qL", "'?' in the left half".to_string(), c.left_q.to_string()),
        ("qR", "'?' in the right half".to_string(), c.right_q.to_string()),
        ("d", format!("{} − {}", c.left_sum, c.right_sum), signed(c.d())),
        ("2d", format!("2 × {}", factor(c.d())), signed(lhs)),
        ("9(qR − qL)", format!("9 × ({} − {})", c.right_q, c.left_q), signed(rhs)),
        ("B", format!("{} + 9 × ({} − {}) / 2", signed(c.d()), c.left_q, c.right_q), half_value(b2)),
        ("Verdict", format!("2d {} 9(qR − qL)", if lhs == rhs { "=" } else { "≠" }), format!("{} wins", win.name())),
    ]
    .into_iter()
    .map(|(step, how, value)| vec![step.to_string(), how, value])
    .collect();

    let tables = vec![
        Table::new(
            "Reading the ticket",
            "One row per character: the running digit sum and '?' count of each half.",
            &["Position", "Character", "Half", "Left sum", "Left ?", "Right sum", "Right ?"],
            Box::new(WalkTable::new(Reading { ticket: ticket.clone() })),
        ),
        Table::new(
            "Deciding",
            "The steps of the rule, with this ticket's numbers.",
            &["Step", "How", "Value"],
            Box::new(deciding),
        ),
        Table::new(
            "Optimal play",
            "One row per move: the winner follows the winning strategy, the loser resists as well as it can; each '?' is filled left to right within its half.",
            &["Turn", "Player", "Position", "Digit", "Left sum", "Right sum", "Left ?", "Right ?", "B", "Why"],
            Box::new(WalkTable::new(ticket.optimal_play())),
        ),
    ];

    Analysis::new(
        Summary {
            game: "ticket",
            verdict: win.name().to_string(),
            headline: format!("{} wins", win.name()),
            reason,
            explanation,
            ..Summary::default()
        },
        tables,
    )
}

/// The judge format: a line with `n`, then a line with the ticket; prints the winner.
pub fn judge(stdin: &str, explain: bool) -> Result<Vec<Judged>, InputError> {
    let mut tokens = Tokens::new(stdin);
    let Some(first) = tokens.next() else {
        return Err(InputError::whole("the input is empty: expected a line with n, then a line with the ticket"));
    };
    let n = crate::input::parse_count(first.text).filter(|&n| n > 0 && n % 2 == 0).ok_or_else(|| {
        InputError::at(
            stdin,
            first.start,
            first.end(),
            format!("n = {} should be a positive even number", quote(first.text)),
        )
    })?;
    let line = tokens.expect("the ticket")?;
    let ticket = Ticket::parse(line.text).map_err(|e| shift(e, stdin, line.start))?;
    if ticket.len() as u64 != n {
        return Err(InputError::at(
            stdin,
            line.start,
            line.end(),
            format!("n = {n} but the ticket has {} characters", ticket.len()),
        ));
    }
    if let Some(extra) = tokens.next() {
        return Err(InputError::at(
            stdin,
            extra.start,
            extra.end(),
            format!("unexpected {} after the ticket", quote(extra.text)),
        ));
    }
    let answer = winner(&ticket.counts()).name().to_string();
    let analysis = explain.then(|| report(&ticket));
    Ok(vec![Judged { answer, analysis }])
}

/// Exhaustive game search that knows nothing of the closed form: minimax over every choice of
/// half and digit, memoized on (`?` left in each half, current difference, whose turn is
/// implied by the count). Positions within a half are interchangeable, so this covers every
/// move of the real game. Exponential in nothing, but meant for small tickets.
pub mod exhaustive {
    use super::{Counts, Player};
    use std::collections::HashMap;

    #[derive(Default)]
    pub struct Search {
        memo: HashMap<(i64, i64, i64), bool>,
    }

    impl Search {
        /// The winner from `counts`, Monocarp moving first.
        pub fn winner(&mut self, counts: &Counts) -> Player {
            let monocarp_to_move = true;
            if self.bicarp_wins(counts.left_q, counts.right_q, counts.d(), monocarp_to_move) {
                Player::Bicarp
            } else {
                Player::Monocarp
            }
        }

        fn bicarp_wins(&mut self, left_q: i64, right_q: i64, d: i64, monocarp: bool) -> bool {
            if left_q == 0 && right_q == 0 {
                return d == 0;
            }
            let key = (left_q, right_q, d * 2 + i64::from(monocarp));
            if let Some(&known) = self.memo.get(&key) {
                return known;
            }
            let mut outcomes = Vec::with_capacity(20);
            for digit in 0..=9 {
                if left_q > 0 {
                    outcomes.push(self.bicarp_wins(left_q - 1, right_q, d + digit, !monocarp));
                }
                if right_q > 0 {
                    outcomes.push(self.bicarp_wins(left_q, right_q - 1, d - digit, !monocarp));
                }
            }
            let result = if monocarp { outcomes.iter().all(|&b| b) } else { outcomes.iter().any(|&b| b) };
            self.memo.insert(key, result);
            result
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counts(text: &str) -> Counts {
        Ticket::parse(text).unwrap().counts()
    }

    #[test]
    fn counts_and_balance() {
        let c = counts("?054??0?");
        assert_eq!(c, Counts { left_sum: 9, right_sum: 0, left_q: 1, right_q: 3 });
        assert_eq!(c.d(), 9);
        assert_eq!(c.twice_balance(), 0);
        assert_eq!(winner(&c), Player::Bicarp);
        assert_eq!(winner(&counts("9??0??")), Player::Monocarp);
        assert_eq!(winner(&counts("?1")), Player::Monocarp);
    }

    #[test]
    fn parse_errors_name_the_place() {
        let e = Ticket::parse("12a4").unwrap_err();
        assert_eq!(e.column, Some(3));
        assert!(e.message.contains("'a'"), "{}", e.message);
        let e = Ticket::parse("123").unwrap_err();
        assert!(e.message.contains("odd"), "{}", e.message);
        assert!(Ticket::parse("").is_err());
        let e = Ticket::parse("1♣").unwrap_err();
        assert_eq!(e.span, Some((1, 4)));
        let e = analyze("  1x").unwrap_err();
        assert_eq!(e.column, Some(4));
    }

    #[test]
    fn half_values_are_exact() {
        assert_eq!(half_value(9), "4.5");
        assert_eq!(half_value(-9), "−4.5");
        assert_eq!(half_value(-18), "−9");
        assert_eq!(half_value(0), "0");
    }

    #[test]
    fn judge_format_and_errors() {
        let got = judge("4\n0523\n", false).unwrap();
        assert_eq!(got[0].answer, "Bicarp");
        for (input, needle, line) in [
            ("", "empty", None),
            ("3\n123\n", "positive even", Some(1)),
            ("0\n\n", "positive even", Some(1)),
            ("x\n12\n", "positive even", Some(1)),
            ("4\n12\n", "n = 4 but the ticket has 2", Some(2)),
            ("4\n12?a\n", "'a'", Some(2)),
            ("4\n", "ended", Some(2)),
            ("2\n12 3\n", "unexpected", Some(2)),
        ] {
            let e = judge(input, false).err().unwrap_or_else(|| panic!("{input:?} should fail"));
            assert!(e.message.contains(needle), "{input:?}: {}", e.message);
            assert_eq!(e.line, line, "{input:?}");
        }
        let e = judge("4\n12?a\n", false).err().unwrap();
        assert_eq!(e.column, Some(4));
    }

    #[test]
    fn report_fills_every_table() {
        let a = analyze("?054??0?").unwrap();
        let r = a.report();
        assert_eq!(r.verdict, "Bicarp");
        assert_eq!(r.tables.len(), 3);
        assert_eq!(r.tables[0].row_count, 8);
        assert_eq!(r.tables[2].row_count, 4);
        let last = &r.tables[2].preview[3];
        assert_eq!(last[4], last[5], "Bicarp's game ends with equal sums: {last:?}");
        assert!(r.reason.contains("equals"));
        let odd = analyze("?1").unwrap();
        assert_eq!(odd.report().verdict, "Monocarp");
        assert!(odd.report().reason.contains("odd"), "{}", odd.report().reason);
    }
}
