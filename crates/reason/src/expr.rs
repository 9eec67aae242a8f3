//! The language of a rule a student types (docs/RULES.md, "Test a rule"): whole numbers, the
//! game's names, `+ - * / %`, `== != < <= > >=`, `&& || !` (also `and or not`), parentheses,
//! `abs`, `min` and `max`. Hand-written, recursive descent, so that every error points at its
//! place and says what was expected there, in the student's terms. Types are checked when the
//! rule is read: a rule is true or false, and `&&` joins claims, not numbers.
//!
//! Precedence, loosest first: `||`, `&&`, `!`, a comparison (one per claim: `a < b < c` is
//! refused), `+ -`, `* / %`, unary `-`. `/` and `%` round toward zero, as Rust and C do.
//!
//! Bounded: the parser and the evaluator recurse, so a rule is refused, with its place, past
//! [`MAX_NESTING`] levels of `(`, `-`, `!` and function calls and past [`MAX_PARTS`] numbers,
//! names and operators (a rule's tree is then at most that deep), and its text past
//! [`MAX_RULE_BYTES`]. Unbounded, 2 000 parentheses overflowed the wasm stack and killed the
//! module for the page.

use verdict_model::input::{quote, InputError};

/// A rule, read and type-checked, ready to evaluate on a position's named numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule {
    root: Expr,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Expr {
    Number(i64),
    /// The index of a name in the list the rule was read against.
    Name(usize),
    /// A negation, with the place of its `-` (where an overflow is reported).
    Negate(Box<Expr>, Span),
    Not(Box<Expr>),
    Binary(Op, Box<Expr>, Box<Expr>, Span),
    /// A function on its arguments, with the place of its name (where an overflow is reported).
    Call(Function, Vec<Expr>, Span),
}

type Span = (usize, usize);

/// The deepest a rule nests `(`, unary `-`, `!` and `abs(`/`min(`/`max(` inside each other.
pub const MAX_NESTING: usize = 32;
/// The most numbers, names and operators a rule holds.
pub const MAX_PARTS: usize = 256;
/// The longest a rule's text may be, in bytes.
pub const MAX_RULE_BYTES: usize = 4_000;

/// What a parser step reads: the expression, whether it is a number or a claim, and its place.
type Parsed = Result<(Expr, Kind, Span), InputError>;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    And,
    Or,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Function {
    Abs,
    Min,
    Max,
}

/// What an expression is: a number or a claim (true or false).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Number,
    Claim,
}

/// An evaluation that cannot give a value (a division by zero, an overflow), with the place
/// of the operation in the rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EvalError {
    pub message: String,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Token {
    Number(i64),
    Name(String),
    Op(&'static str),
    Open,
    Close,
    Comma,
    End,
}

struct Lexed {
    token: Token,
    span: Span,
}

const OPERATORS: [&str; 15] = ["==", "!=", "<=", ">=", "&&", "||", "<", ">", "!", "+", "-", "*", "/", "%", "="];

fn lex(text: &str) -> Result<Vec<Lexed>, InputError> {
    let mut tokens = Vec::new();
    let bytes = text.as_bytes();
    let mut at = 0;
    while at < text.len() {
        let rest = &text[at..];
        let c = rest.chars().next().unwrap_or(' ');
        if c.is_whitespace() {
            at += c.len_utf8();
            continue;
        }
        let start = at;
        if c.is_ascii_digit() {
            let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
            let word = &text[at..at + digits];
            let value = word.parse::<i64>().map_err(|_| {
                InputError::at(text, at, at + digits, format!("{} is too large a number for a rule", quote(word)))
            })?;
            at += digits;
            if bytes.get(at).is_some_and(|b| b.is_ascii_alphabetic() || *b == b'_') {
                let end = at + text[at..].bytes().take_while(|b| b.is_ascii_alphanumeric() || *b == b'_').count();
                return Err(InputError::at(
                    text,
                    start,
                    end,
                    format!(
                        "{} is neither a number nor a name: write a * between a number and a name, as in 2 * L",
                        quote(&text[start..end])
                    ),
                ));
            }
            tokens.push(Lexed { token: Token::Number(value), span: (start, at) });
            continue;
        }
        if c.is_ascii_alphabetic() || c == '_' {
            let len = rest.bytes().take_while(|b| b.is_ascii_alphanumeric() || *b == b'_').count();
            tokens.push(Lexed { token: Token::Name(text[at..at + len].to_string()), span: (at, at + len) });
            at += len;
            continue;
        }
        // The symbols students type from maths.
        let symbol = match c {
            '≠' => Some("!="),
            '≤' => Some("<="),
            '≥' => Some(">="),
            '¬' => Some("!"),
            '∧' => Some("&&"),
            '∨' => Some("||"),
            '×' => Some("*"),
            '÷' => Some("/"),
            '−' => Some("-"),
            _ => None,
        };
        if let Some(op) = symbol {
            at += c.len_utf8();
            tokens.push(Lexed { token: Token::Op(op), span: (start, at) });
            continue;
        }
        let simple = match c {
            '(' => Some(Token::Open),
            ')' => Some(Token::Close),
            ',' => Some(Token::Comma),
            _ => None,
        };
        if let Some(token) = simple {
            at += 1;
            tokens.push(Lexed { token, span: (start, at) });
            continue;
        }
        if let Some(op) = OPERATORS.iter().find(|op| rest.starts_with(**op)) {
            at += op.len();
            if *op == "=" {
                return Err(InputError::at(text, start, at, "'=' alone is not a comparison: write == for \"equals\""));
            }
            tokens.push(Lexed { token: Token::Op(op), span: (start, at) });
            continue;
        }
        let end = at + c.len_utf8();
        let hint = match c {
            '&' => ": write && (or and)",
            '|' => ": write || (or or)",
            '[' | '{' => ": group with ( and )",
            '.' => ": rules use whole numbers (4.5 is 9 / 2: compare 2 * B with 9)",
            _ => "",
        };
        return Err(InputError::at(
            text,
            start,
            end,
            format!("{} cannot be read in a rule{hint}", quote(&text[start..end])),
        ));
    }
    tokens.push(Lexed { token: Token::End, span: (text.len(), text.len()) });
    Ok(tokens)
}

struct Parser<'a> {
    text: &'a str,
    tokens: Vec<Lexed>,
    at: usize,
    names: &'a [&'a str],
    /// How deep the parser is inside `(`, `-`, `!` and function calls now.
    depth: usize,
    /// The numbers, names and operators read so far.
    parts: usize,
    /// What the field is called in its messages: "rule", or "condition" for the scope field.
    noun: &'static str,
}

impl Rule {
    /// Reads `text` as a rule over `names` (the game's numbers of a position).
    pub fn parse(text: &str, names: &[&str]) -> Result<Rule, InputError> {
        Rule::parse_field(text, names, "rule")
    }

    /// [`Rule::parse`], its messages calling the text `noun`: "the condition ends" for the scope
    /// field ("Only for positions where"), where "the rule ends" named the other field.
    pub fn parse_field(text: &str, names: &[&str], noun: &'static str) -> Result<Rule, InputError> {
        if text.len() > MAX_RULE_BYTES {
            return Err(InputError::whole(format!(
                "the {noun} is {} bytes long; a {noun} may be up to {} bytes: write it more simply",
                verdict_model::words::grouped(text.len()),
                verdict_model::words::grouped(MAX_RULE_BYTES)
            )));
        }
        let tokens = lex(text)?;
        if matches!(tokens[0].token, Token::End) {
            return Err(InputError::whole(format!("the {noun} is empty: write a claim such as L == R")));
        }
        let mut parser = Parser { text, tokens, at: 0, names, depth: 0, parts: 0, noun };
        let (root, kind, span) = parser.or()?;
        if !matches!(parser.peek(), Token::End) {
            let lexed = &parser.tokens[parser.at];
            let what = match &lexed.token {
                Token::Close => "a ) with no ( before it".to_string(),
                _ => format!("{} after a complete {noun}", quote(&text[lexed.span.0..lexed.span.1])),
            };
            return Err(InputError::at(
                text,
                lexed.span.0,
                lexed.span.1,
                format!("unexpected {what}: join claims with && or ||"),
            ));
        }
        if kind == Kind::Number {
            return Err(InputError::at(
                text,
                span.0,
                span.1,
                format!(
                    "{} is a number, not a claim: compare it with something, as in {} == 0",
                    quote(&text[span.0..span.1]),
                    text[span.0..span.1].trim()
                ),
            ));
        }
        Ok(Rule { root })
    }

    /// Whether the rule holds for a position whose named numbers are `values` (in the order of
    /// the names it was read against).
    pub fn holds(&self, values: &[i64]) -> Result<bool, EvalError> {
        Ok(eval(&self.root, values)? != 0)
    }
}

impl Parser<'_> {
    fn peek(&self) -> &Token {
        &self.tokens[self.at].token
    }

    fn span(&self) -> Span {
        self.tokens[self.at].span
    }

    fn next(&mut self) -> &Lexed {
        let at = self.at;
        if self.at + 1 < self.tokens.len() {
            self.at += 1;
        }
        &self.tokens[at]
    }

    fn is_op(&self, ops: &[&str]) -> Option<&'static str> {
        match self.peek() {
            Token::Op(op) if ops.contains(op) => Some(op),
            Token::Name(word) => {
                let op = match word.as_str() {
                    "and" => "&&",
                    "or" => "||",
                    "not" => "!",
                    _ => return None,
                };
                ops.contains(&op).then_some(op)
            }
            _ => None,
        }
    }

    fn error(&self, span: Span, message: String) -> InputError {
        InputError::at(self.text, span.0, span.1, message)
    }

    /// Counts one more number, name or operator, the one at `span`; past [`MAX_PARTS`] the rule
    /// is refused there.
    fn count_part(&mut self, span: Span) -> Result<(), InputError> {
        self.parts += 1;
        if self.parts > MAX_PARTS {
            return Err(self.error(
                span,
                format!(
                    "the {} has more than {MAX_PARTS} numbers, names and operators: write it more simply",
                    self.noun
                ),
            ));
        }
        Ok(())
    }

    /// Reads what `parse` reads one level deeper inside `(`, `-`, `!` or a function call (the
    /// one at `span`); past [`MAX_NESTING`] levels the rule is refused there.
    fn nested<T>(
        &mut self,
        span: Span,
        parse: impl FnOnce(&mut Self) -> Result<T, InputError>,
    ) -> Result<T, InputError> {
        if self.depth == MAX_NESTING {
            return Err(self.error(
                span,
                format!(
                    "the {} nests more than {MAX_NESTING} levels deep here (parentheses, -, ! and abs, min, max inside each other): write it more simply",
                    self.noun
                ),
            ));
        }
        self.depth += 1;
        let parsed = parse(self);
        self.depth -= 1;
        parsed
    }

    fn text_of(&self, span: Span) -> &str {
        &self.text[span.0..span.1]
    }

    /// An operand of `op` that must be of `kind`.
    fn expect_kind(&self, op: &str, kind: Kind, got: (Kind, Span)) -> Result<(), InputError> {
        if got.0 == kind {
            return Ok(());
        }
        let part = quote(self.text_of(got.1));
        let message = match kind {
            Kind::Claim => format!(
                "{op} joins claims (true or false), but {part} is a number: compare it, as in {} > 0",
                self.text_of(got.1).trim()
            ),
            Kind::Number => format!("{op} works on numbers, but {part} is a claim (true or false)"),
        };
        Err(self.error(got.1, message))
    }

    fn or(&mut self) -> Parsed {
        let (mut left, mut kind, mut span) = self.and()?;
        while let Some(op) = self.is_op(&["||"]) {
            let op_span = self.next().span;
            self.count_part(op_span)?;
            let (right, right_kind, right_span) = self.operand(op, Self::and)?;
            self.expect_kind(op, Kind::Claim, (kind, span))?;
            self.expect_kind(op, Kind::Claim, (right_kind, right_span))?;
            span = (span.0, right_span.1);
            left = Expr::Binary(Op::Or, Box::new(left), Box::new(right), op_span);
            kind = Kind::Claim;
        }
        Ok((left, kind, span))
    }

    fn and(&mut self) -> Parsed {
        let (mut left, mut kind, mut span) = self.not()?;
        while let Some(op) = self.is_op(&["&&"]) {
            let op_span = self.next().span;
            self.count_part(op_span)?;
            let (right, right_kind, right_span) = self.operand(op, Self::not)?;
            self.expect_kind(op, Kind::Claim, (kind, span))?;
            self.expect_kind(op, Kind::Claim, (right_kind, right_span))?;
            span = (span.0, right_span.1);
            left = Expr::Binary(Op::And, Box::new(left), Box::new(right), op_span);
            kind = Kind::Claim;
        }
        Ok((left, kind, span))
    }

    fn not(&mut self) -> Parsed {
        if let Some(op) = self.is_op(&["!"]) {
            let bang = self.next().span;
            self.count_part(bang)?;
            let start = bang.0;
            let (inner, kind, span) = self.nested(bang, |parser| parser.operand(op, Self::not))?;
            self.expect_kind("!", Kind::Claim, (kind, span))?;
            return Ok((Expr::Not(Box::new(inner)), Kind::Claim, (start, span.1)));
        }
        self.comparison()
    }

    fn comparison(&mut self) -> Parsed {
        const COMPARISONS: [&str; 6] = ["==", "!=", "<=", ">=", "<", ">"];
        let (left, kind, span) = self.sum()?;
        let Some(op) = self.is_op(&COMPARISONS) else { return Ok((left, kind, span)) };
        let op_span = self.next().span;
        self.count_part(op_span)?;
        let (right, right_kind, right_span) = self.operand(op, Self::sum)?;
        if kind != right_kind {
            let (number, claim) = if kind == Kind::Number { (span, right_span) } else { (right_span, span) };
            return Err(self.error(
                claim,
                format!(
                    "{op} compares a claim with a number ({}); compare two numbers, or two claims",
                    quote(self.text_of(number))
                ),
            ));
        }
        if let Some(next) = self.is_op(&COMPARISONS) {
            let next_span = self.span();
            return Err(self.error(
                next_span,
                format!("compare two things at a time: write a {op} b && b {next} c instead of a {op} b {next} c"),
            ));
        }
        let op = match op {
            "==" => Op::Eq,
            "!=" => Op::Ne,
            "<" => Op::Lt,
            "<=" => Op::Le,
            ">" => Op::Gt,
            _ => Op::Ge,
        };
        if kind == Kind::Claim && !matches!(op, Op::Eq | Op::Ne) {
            return Err(self.error(op_span, "claims can only be compared with == or !=".to_string()));
        }
        Ok((Expr::Binary(op, Box::new(left), Box::new(right), op_span), Kind::Claim, (span.0, right_span.1)))
    }

    fn sum(&mut self) -> Parsed {
        let (mut left, kind, mut span) = self.product()?;
        let mut kind = kind;
        while let Some(op) = self.is_op(&["+", "-"]) {
            let op_span = self.next().span;
            self.count_part(op_span)?;
            let (right, right_kind, right_span) = self.operand(op, Self::product)?;
            self.expect_kind(op, Kind::Number, (kind, span))?;
            self.expect_kind(op, Kind::Number, (right_kind, right_span))?;
            let op = if op == "+" { Op::Add } else { Op::Sub };
            left = Expr::Binary(op, Box::new(left), Box::new(right), op_span);
            span = (span.0, right_span.1);
            kind = Kind::Number;
        }
        Ok((left, kind, span))
    }

    fn product(&mut self) -> Parsed {
        let (mut left, mut kind, mut span) = self.unary()?;
        while let Some(op) = self.is_op(&["*", "/", "%"]) {
            let op_span = self.next().span;
            self.count_part(op_span)?;
            let (right, right_kind, right_span) = self.operand(op, Self::unary)?;
            self.expect_kind(op, Kind::Number, (kind, span))?;
            self.expect_kind(op, Kind::Number, (right_kind, right_span))?;
            let op = match op {
                "*" => Op::Mul,
                "/" => Op::Div,
                _ => Op::Rem,
            };
            left = Expr::Binary(op, Box::new(left), Box::new(right), op_span);
            span = (span.0, right_span.1);
            kind = Kind::Number;
        }
        Ok((left, kind, span))
    }

    fn unary(&mut self) -> Parsed {
        if self.is_op(&["-"]).is_some() {
            let minus = self.next().span;
            self.count_part(minus)?;
            let start = minus.0;
            let (inner, kind, span) = self.nested(minus, |parser| parser.operand("-", Self::unary))?;
            self.expect_kind("-", Kind::Number, (kind, span))?;
            return Ok((Expr::Negate(Box::new(inner), minus), Kind::Number, (start, span.1)));
        }
        self.primary()
    }

    /// The operand after `op`, or an error saying one was expected there.
    fn operand(&mut self, op: &str, parse: fn(&mut Self) -> Parsed) -> Parsed {
        if matches!(self.peek(), Token::End | Token::Close | Token::Comma) || self.starts_operator() {
            let span = self.span();
            let found = match self.peek() {
                Token::End => format!("the {} ends", self.noun),
                _ => format!("found {}", quote(self.text_of(span))),
            };
            return Err(self.error(span, format!("expected a number or a name after {op}, but {found}")));
        }
        parse(self)
    }

    /// Whether the next token is a binary operator (which cannot start an operand).
    fn starts_operator(&self) -> bool {
        self.is_op(&["==", "!=", "<=", ">=", "<", ">", "&&", "||", "*", "/", "%", "+"]).is_some()
    }

    fn primary(&mut self) -> Parsed {
        let lexed = self.next();
        let span = lexed.span;
        let token = lexed.token.clone();
        if matches!(token, Token::Number(_) | Token::Name(_) | Token::Open) {
            self.count_part(span)?;
        }
        match token {
            Token::Number(value) => Ok((Expr::Number(value), Kind::Number, span)),
            Token::Name(word) => {
                if let Some(function) = match word.as_str() {
                    "abs" => Some(Function::Abs),
                    "min" => Some(Function::Min),
                    "max" => Some(Function::Max),
                    _ => None,
                } {
                    return self.call(function, &word, span);
                }
                if matches!(word.as_str(), "true" | "false") {
                    return Ok((Expr::Number(i64::from(word == "true")), Kind::Claim, span));
                }
                match self.names.iter().position(|name| *name == word) {
                    Some(index) => Ok((Expr::Name(index), Kind::Number, span)),
                    None => {
                        let near = self.names.iter().find(|name| name.eq_ignore_ascii_case(&word));
                        let hint = match near {
                            Some(name) => format!(" (names are case-sensitive: did you mean {name}?)"),
                            None => String::new(),
                        };
                        Err(self
                            .error(span, format!("unknown name {word}{hint}; the names are {}", self.names.join(", "))))
                    }
                }
            }
            Token::Open => {
                if matches!(self.peek(), Token::Close) {
                    let close = self.span();
                    return Err(
                        self.error((span.0, close.1), "empty parentheses: put a number or a claim inside".to_string())
                    );
                }
                let (inner, kind, _) = self.nested(span, Self::or)?;
                if !matches!(self.peek(), Token::Close) {
                    let at = self.span();
                    return Err(self.error(at, format!("expected ) to close the ( at column {}", self.column(span.0))));
                }
                let close = self.next().span;
                Ok((inner, kind, (span.0, close.1)))
            }
            Token::End => {
                Err(self.error(span, format!("the {} ends where a number or a name was expected", self.noun)))
            }
            Token::Close => Err(self.error(span, "a ) with no ( before it".to_string())),
            Token::Comma => {
                Err(self.error(span, "a comma belongs between the numbers of min(…) or max(…)".to_string()))
            }
            Token::Op(op) => Err(self.error(span, format!("expected a number or a name, but found {op}"))),
        }
    }

    fn column(&self, byte: usize) -> usize {
        let line_start = self.text[..byte].rfind('\n').map_or(0, |i| i + 1);
        self.text[line_start..byte].chars().count() + 1
    }

    fn call(&mut self, function: Function, word: &str, name_span: Span) -> Parsed {
        if !matches!(self.peek(), Token::Open) {
            let at = self.span();
            return Err(self.error(at, format!("expected ( after {word}, as in {word}(L - R)")));
        }
        let open = self.next().span;
        let mut arguments = Vec::new();
        loop {
            let (argument, kind, span) = self.nested(open, |parser| parser.operand(&format!("{word}("), Self::or))?;
            self.expect_kind(word, Kind::Number, (kind, span))?;
            arguments.push(argument);
            match self.peek() {
                Token::Comma => {
                    self.next();
                }
                Token::Close => break,
                _ => {
                    let at = self.span();
                    return Err(self.error(at, format!("expected , or ) in {word}(…)")));
                }
            }
        }
        let close = self.next().span;
        let wanted = match function {
            Function::Abs => arguments.len() == 1,
            Function::Min | Function::Max => arguments.len() >= 2,
        };
        if !wanted {
            let takes = if function == Function::Abs { "one number" } else { "two numbers or more" };
            return Err(self.error((name_span.0, close.1), format!("{word} takes {takes}, not {}", arguments.len())));
        }
        Ok((Expr::Call(function, arguments, name_span), Kind::Number, (name_span.0, close.1)))
    }
}

/// The error of an operation whose exact value is past the 64-bit numbers a rule computes
/// with, at `span`: never a saturated or wrapped number, which would make a false claim true
/// (issue 46: `-(-9223372036854775807 - 1) == 9223372036854775807` held).
fn overflow(span: Span) -> EvalError {
    EvalError { message: "a number grows too large".to_string(), span }
}

fn eval(expr: &Expr, values: &[i64]) -> Result<i64, EvalError> {
    Ok(match expr {
        Expr::Number(value) => *value,
        Expr::Name(index) => values.get(*index).copied().unwrap_or(0),
        Expr::Negate(inner, span) => eval(inner, values)?.checked_neg().ok_or_else(|| overflow(*span))?,
        Expr::Not(inner) => i64::from(eval(inner, values)? == 0),
        Expr::Call(function, arguments, span) => {
            let mut numbers = arguments.iter().map(|a| eval(a, values));
            let first = numbers.next().unwrap_or(Ok(0))?;
            match function {
                Function::Abs => first.checked_abs().ok_or_else(|| overflow(*span))?,
                Function::Min => numbers.try_fold(first, |m, n| n.map(|n| m.min(n)))?,
                Function::Max => numbers.try_fold(first, |m, n| n.map(|n| m.max(n)))?,
            }
        }
        Expr::Binary(op, left, right, span) => {
            let a = eval(left, values)?;
            // `&&` and `||` look at the right side only when they need it, as students expect
            // (`b != 0 && a / b > 1` is safe).
            match op {
                Op::And if a == 0 => return Ok(0),
                Op::Or if a != 0 => return Ok(1),
                _ => {}
            }
            let b = eval(right, values)?;
            let overflow = || overflow(*span);
            match op {
                Op::Add => a.checked_add(b).ok_or_else(overflow)?,
                Op::Sub => a.checked_sub(b).ok_or_else(overflow)?,
                Op::Mul => a.checked_mul(b).ok_or_else(overflow)?,
                Op::Div | Op::Rem if b == 0 => {
                    return Err(EvalError { message: "a division by zero".to_string(), span: *span });
                }
                // The one quotient past the numbers: -9223372036854775808 / -1.
                Op::Div => a.checked_div(b).ok_or_else(overflow)?,
                // -9223372036854775808 % -1 is 0 (the remainder of an exact division), though
                // the machine's division overflows on the way; every other remainder is exact.
                Op::Rem => a.checked_rem(b).unwrap_or(0),
                Op::Eq => i64::from(a == b),
                Op::Ne => i64::from(a != b),
                Op::Lt => i64::from(a < b),
                Op::Le => i64::from(a <= b),
                Op::Gt => i64::from(a > b),
                Op::Ge => i64::from(a >= b),
                Op::And | Op::Or => i64::from(b != 0),
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const NAMES: [&str; 5] = ["L", "R", "qL", "qR", "n"];

    fn holds(rule: &str, values: [i64; 5]) -> bool {
        Rule::parse(rule, &NAMES).unwrap().holds(&values).unwrap()
    }

    fn error(rule: &str) -> (String, Option<Span>) {
        let e = Rule::parse(rule, &NAMES).unwrap_err();
        (e.message.english(), e.span)
    }

    #[test]
    fn arithmetic_and_logic_follow_the_usual_precedence() {
        assert!(holds("2 * (L - R) == 9 * (qR - qL)", [9, 0, 0, 2, 6]));
        assert!(!holds("2 * (L - R) == 9 * (qR - qL)", [9, 0, 1, 2, 6]));
        assert!(holds("1 + 2 * 3 == 7 && -2 * 3 == -6", [0; 5]));
        assert!(holds("7 / 2 == 3 && -7 / 2 == -3 && -7 % 2 == -1", [0; 5]));
        assert!(holds("L == R or qL > 0 and not qR > 0", [1, 2, 1, 0, 4]));
        assert!(holds("!(L == R) || false", [1, 2, 0, 0, 4]));
        assert!(holds("abs(L - R) == max(L, R) - min(L, R, 99)", [3, 8, 0, 0, 4]));
        assert!(holds("L ≠ R ∧ L ≤ R", [3, 8, 0, 0, 4]));
        // Claims compare with == and !=: "L == R == true" is two comparisons, refused.
        assert!(holds("(L == R) == (qL == qR)", [1, 1, 2, 2, 4]));
    }

    /// Issue 33: the scope field's errors spoke of "the rule", the other field.
    #[test]
    fn the_scope_fields_errors_name_that_field() {
        for text in ["L ==", "(L", "L == R R", "-"] {
            let e = Rule::parse_field(text, &NAMES, "condition").unwrap_err();
            assert!(!e.message.english().contains("rule"), "{text}: {}", e.message);
        }
        let e = Rule::parse_field("L ==", &NAMES, "condition").unwrap_err();
        assert_eq!(e.message, "expected a number or a name after ==, but the condition ends");
    }

    #[test]
    fn and_and_or_skip_what_they_need_not_read() {
        assert!(!holds("R != 0 && L / R > 1", [5, 0, 0, 0, 2]));
        let rule = Rule::parse("L / R > 1", &NAMES).unwrap();
        let e = rule.holds(&[5, 0, 0, 0, 2]).unwrap_err();
        assert_eq!((e.message.as_str(), e.span), ("a division by zero", (2, 3)));
    }

    #[test]
    fn errors_point_at_their_place_and_say_what_was_expected() {
        assert_eq!(error("zz == 1"), ("unknown name zz; the names are L, R, qL, qR, n".to_string(), Some((0, 2))));
        assert_eq!(
            error("L =="),
            ("expected a number or a name after ==, but the rule ends".to_string(), Some((4, 4)))
        );
        assert_eq!(error("L == && R").1, Some((5, 7)));
        assert!(error("l == R").0.contains("did you mean L?"));
        assert!(error("L = R").0.contains("write =="));
        assert_eq!(error("L + R").1, Some((0, 5)));
        assert!(error("L + R").0.contains("is a number, not a claim"));
        assert!(error("L && R").0.contains("&& joins claims"));
        assert!(error("1 < L < 3").0.contains("two things at a time"));
        assert!(error("(L == R").0.contains("expected ) to close the ( at column 1"));
        assert!(error("L == R)").0.contains("no ( before it"));
        assert!(error("2L == R").0.contains("write a * between"));
        assert!(error("L == 4.5").0.contains("whole numbers"));
        assert!(error("abs(L, R) == 1").0.contains("abs takes one number"));
        assert!(error("min(L) == 1").0.contains("two numbers or more"));
        assert!(error("").0.contains("empty"));
        assert!(error("L == 99999999999999999999").0.contains("too large"));
        assert!(error("(L == R) < true").0.contains("only be compared with == or !="));
        assert!(error("L == (R == 1)").0.contains("compares a claim with a number"));
    }

    #[test]
    fn deep_or_long_rules_are_refused_at_their_place() {
        // Inside the limits, nesting reads as usual.
        let inside = format!("{}L == R{}", "(".repeat(MAX_NESTING - 1), ")".repeat(MAX_NESTING - 1));
        assert!(holds(&inside, [1, 1, 0, 0, 2]));
        // The rule, 2 000 deep (4 006 bytes), is refused, and so is one under the length
        // limit, by its nesting, at the first ( too many.
        assert!(Rule::parse(&format!("{}L == R{}", "(".repeat(2_000), ")".repeat(2_000)), &NAMES).is_err());
        let deep = format!("{}L == R{}", "(".repeat(1_000), ")".repeat(1_000));
        let (message, span) = error(&deep);
        assert!(message.contains("nests more than 32 levels"), "{message}");
        assert_eq!(span, Some((MAX_NESTING, MAX_NESTING + 1)), "the first ( too many");
        for deep in [
            "abs(".repeat(500) + "L" + &")".repeat(500) + " == 1",
            "-".repeat(3_000) + "L == 1",
            "!".repeat(3_000) + "true",
        ] {
            assert!(error(&deep).0.contains("levels deep here"), "{}", &deep[..10]);
        }
        let chain = format!("L{} == R", " + 0".repeat(300));
        let (message, span) = error(&chain);
        assert!(message.contains("more than 256 numbers, names and operators"), "{message}");
        assert!(span.is_some());
        let huge = format!("L{} == R", "+0".repeat(1 << 19));
        assert!(error(&huge).0.contains("a rule may be up to 4,000 bytes"), "{}", error(&huge).0);
        // The largest rule allowed evaluates (its tree is MAX_PARTS deep at most).
        let longest = format!("L{} == R", " + 0".repeat((MAX_PARTS - 3) / 2));
        assert!(holds(&longest, [2, 2, 0, 0, 2]));
    }

    /// Every operation at the ends of the 64-bit numbers: exact where the exact value fits,
    /// else "a number grows too large" at the operation's place, never a saturated or wrapped
    /// value (issue 46). `MIN` is written `-9223372036854775807 - 1`: its digits alone are
    /// past the largest number.
    #[test]
    fn every_operation_reports_overflow_at_the_ends_of_the_numbers() {
        const MAX: &str = "9223372036854775807";
        const MIN: &str = "(-9223372036854775807 - 1)";
        let value = |rule: &str| {
            let rule = Rule::parse(&format!("{rule} == 0 || true"), &NAMES).unwrap();
            rule.holds(&[0; 5]).map(|_| ()).map_err(|e| (e.message, e.span))
        };
        let too_large = |rule: &str, op: &str| {
            let (message, span) = value(rule).unwrap_err();
            assert_eq!(message, "a number grows too large", "{rule}");
            let at = rule.rfind(op).unwrap_or_else(|| rule.find(op).unwrap());
            assert!(span.0 <= at && at < span.1.max(span.0 + 1), "{rule}: {span:?} is not the {op}");
        };
        // Negation and abs: MIN has no opposite; MAX has.
        too_large(&format!("-{MIN}"), "-(");
        too_large(&format!("abs({MIN})"), "abs");
        assert!(holds(&format!("-(-{MAX}) == {MAX} && abs(-{MAX}) == {MAX}"), [0; 5]));
        assert!(Rule::parse(&format!("-{MIN} == {MAX}"), &NAMES).unwrap().holds(&[0; 5]).is_err());
        // The four operations and the remainder, one past each end.
        too_large(&format!("{MAX} + 1"), "+");
        too_large(&format!("{MIN} - 1"), "- 1");
        too_large(&format!("{MAX} * 2"), "*");
        too_large(&format!("{MIN} * -1"), "*");
        too_large(&format!("{MIN} / -1"), "/");
        assert!(holds(&format!("{MAX} + 0 == {MAX} && {MIN} + {MAX} == -1 && {MIN} / 1 == {MIN}"), [0; 5]));
        assert!(holds(&format!("{MIN} % -1 == 0 && {MIN} % 2 == 0 && {MAX} % -2 == 1"), [0; 5]));
        assert!(holds(&format!("min({MIN}, {MAX}) == {MIN} && max({MIN}, {MAX}) == {MAX}"), [0; 5]));
        // A rule's names hold the extremes too.
        let rule = Rule::parse("-L == R", &NAMES).unwrap();
        assert_eq!(rule.holds(&[i64::MIN, i64::MAX, 0, 0, 0]).unwrap_err().span, (0, 1));
        assert!(rule.holds(&[-i64::MAX, i64::MAX, 0, 0, 0]).unwrap());
        let rule = Rule::parse("abs(L) > 0", &NAMES).unwrap();
        assert_eq!(rule.holds(&[i64::MIN, 0, 0, 0, 0]).unwrap_err().span, (0, 3));
    }

    #[test]
    fn arbitrary_text_never_panics() {
        for text in ["((((", "))))", "-", "!", "abs(", "min(,)", "L == -", "not", "😀 == 1", "L\n==\nR", "1 -- 1 == 2"]
        {
            let _ = Rule::parse(text, &NAMES).map(|r| r.holds(&[0; 5]));
        }
        assert!(holds("1 -- 1 == 2", [0; 5]));
    }
}
