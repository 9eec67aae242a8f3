//! The catalogues' formatter for the front ends written in Rust (the command line's
//! `--lang`, the tests): the same catalogue files the page formats (`www/lang/en.js`, `ko.ftl`,
//! `ru.ftl`, read at compile time), the same subset of Fluent's syntax and the same rules as
//! `www/shared/ftl.js` and `www/shared/i18n.js` (plural categories, number grouping, Korean particles), so that
//! `verdict --explain --lang ko` says what the page says (crates/cli/tests/, `languages.rs`).
//!
//! Nothing the wasm module calls reaches this module: the module sends a [`Message`] as data and
//! the page formats it, so the catalogues are not in the module (the linker leaves out what no
//! export reaches; docs/LANGUAGES.md measures it).

use crate::message::{Arg, Message};
use std::collections::HashMap;
use std::sync::OnceLock;

#[cfg(any(not(target_arch = "wasm32"), feature = "english"))]
impl Message {
    /// The message in English, as the page shows it to an English reader (the command line's
    /// default, and what the tests compare).
    pub fn english(&self) -> String {
        crate::catalogue::format(crate::catalogue::Lang::En, self)
    }
}

#[cfg(any(not(target_arch = "wasm32"), feature = "english"))]
impl crate::report::Report {
    /// The Why's lines in English, as the page shows them to an English reader, for the tests
    /// that read what a game says.
    pub fn explanation_english(&self) -> Vec<String> {
        self.explanation.iter().map(Message::english).collect()
    }

    /// The expert layer's lines in English, as `explanation_english`.
    pub fn expert_english(&self) -> Vec<String> {
        self.expert.iter().map(Message::english).collect()
    }
}

/// A message is shown in English where a front end has no language of its own (a test's
/// failure, a panic's text): `{report.headline}` reads as the page reads it in English. Not in
/// a wasm module a page loads: formatting there would link every catalogue into it (the page
/// formats); the tests' wasm build turns it on (the `english` feature).
#[cfg(any(not(target_arch = "wasm32"), feature = "english"))]
impl std::fmt::Display for Message {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.english())
    }
}

/// Tests compare a message with the English sentence it stands for (not in a wasm module a page
/// loads, as `Display`: product code that compared a label so linked every catalogue in).
#[cfg(any(not(target_arch = "wasm32"), feature = "english"))]
impl PartialEq<&str> for Message {
    fn eq(&self, other: &&str) -> bool {
        self.english() == *other
    }
}

#[cfg(any(not(target_arch = "wasm32"), feature = "english"))]
impl PartialEq<str> for Message {
    fn eq(&self, other: &str) -> bool {
        self.english() == other
    }
}

#[cfg(any(not(target_arch = "wasm32"), feature = "english"))]
impl PartialEq<String> for Message {
    fn eq(&self, other: &String) -> bool {
        self.english() == *other
    }
}

/// The languages of the catalogues, as `www/shared/i18n.js`'s `LANGUAGES` lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    En,
    Ko,
    Ru,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Ko, Lang::Ru];

    /// `ko` for `ko`, `ko-KR`, `KO` (as `known` in www/shared/i18n.js); None for a language without a
    /// catalogue.
    pub fn known(tag: &str) -> Option<Lang> {
        let base = tag.trim().to_ascii_lowercase();
        match base.split(['-', '_']).next().unwrap_or("") {
            "en" => Some(Lang::En),
            "ko" => Some(Lang::Ko),
            "ru" => Some(Lang::Ru),
            _ => None,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ko => "ko",
            Lang::Ru => "ru",
        }
    }
}

/// English's catalogue is a module of the page (`export default String.raw\`…\``: it comes with
/// the page's code, no request); its Fluent text is what the template holds.
const ENGLISH_MODULE: &str = include_str!("../../../www/lang/en.js");
/// Each game's About in English (its rules, prompt and examples' notes), a module of its own so
/// that a view that draws no About does not carry it (www/playground/game-words.js).
const ENGLISH_GAMES_MODULE: &str = include_str!("../../../www/lang/en-games.js");
/// The panels' words, the Why of a typed position's among them (a compact embed loads them with
/// the Why: www/panels/panel-words.js).
const ENGLISH_PANELS_MODULE: &str = include_str!("../../../www/lang/en-panels.js");
const KOREAN: &str = include_str!("../../../www/lang/ko.ftl");
const RUSSIAN: &str = include_str!("../../../www/lang/ru.ftl");

/// The Fluent text inside a catalogue module's `String.raw` template.
pub fn module_text(module: &str) -> &str {
    let start = module.find("String.raw`").map_or(0, |i| i + "String.raw`".len());
    let end = module.rfind('`').filter(|&e| e >= start).unwrap_or(module.len());
    &module[start..end]
}

type Catalogue = HashMap<String, Pattern>;

fn catalogue(lang: Lang) -> &'static Catalogue {
    static CATALOGUES: [OnceLock<Catalogue>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let index = lang as usize;
    // The files are the repository's, checked by their tests: one that does not read is a bug
    // of the build, and its messages are then shown by id.
    CATALOGUES[index].get_or_init(|| {
        let text = match lang {
            Lang::En => [ENGLISH_MODULE, ENGLISH_GAMES_MODULE, ENGLISH_PANELS_MODULE].map(module_text).join("\n"),
            Lang::Ko => KOREAN.to_string(),
            Lang::Ru => RUSSIAN.to_string(),
        };
        parse(&text).unwrap_or_default()
    })
}

/// The ids of `lang`'s catalogue.
pub fn ids(lang: Lang) -> Vec<&'static str> {
    catalogue(lang).keys().map(String::as_str).collect()
}

/// `message` in `lang`: the message `lang`'s catalogue has, else English's, else its id (as
/// `t` in www/shared/i18n.js).
pub fn format(lang: Lang, message: &Message) -> String {
    format_id(lang, message.id, message.args())
}

fn format_id(lang: Lang, id: &str, args: &[(&'static str, Arg)]) -> String {
    if id.is_empty() {
        return String::new();
    }
    let pattern = catalogue(lang).get(id).or_else(|| catalogue(Lang::En).get(id));
    let Some(pattern) = pattern else {
        return id.to_string();
    };
    let args: HashMap<&str, Value> = args.iter().map(|(name, arg)| (*name, value_of(lang, arg))).collect();
    let mut out = String::new();
    resolve(pattern, lang, &args, &mut out);
    out
}

/// An argument as the page hands it to `t`: numbers stay numbers, the rest is text in `lang`.
fn value_of(lang: Lang, arg: &Arg) -> Value {
    match arg {
        Arg::Text(text) => Value::Text(text.clone()),
        // A name no catalogue has is shown as the core spells it.
        Arg::Name(name) => {
            let id = format!("name-{name}");
            let known = catalogue(lang).contains_key(&id) || catalogue(Lang::En).contains_key(&id);
            Value::Text(if known { format_id(lang, &id, &[]) } else { name.to_string() })
        }
        Arg::Message(message) => Value::Text(format(lang, message)),
    }
}

#[derive(Clone, Debug, PartialEq)]
enum Value {
    Number(i64),
    Text(String),
}

#[derive(Clone, Debug, PartialEq)]
enum Expression {
    Var(String),
    Literal(Value),
    Call(String, Vec<Expression>),
}

#[derive(Clone, Debug, PartialEq)]
enum Part {
    Text(String),
    Expression(Expression),
    Select(Expression, Vec<Variant>),
}

#[derive(Clone, Debug, PartialEq)]
struct Variant {
    key: String,
    star: bool,
    pattern: Pattern,
}

type Pattern = Vec<Part>;

fn resolve(pattern: &Pattern, lang: Lang, args: &HashMap<&str, Value>, out: &mut String) {
    for part in pattern {
        match part {
            Part::Text(text) => out.push_str(text),
            Part::Expression(e) => out.push_str(&shown(&evaluate(e, lang, args), lang)),
            Part::Select(e, variants) => {
                let v = evaluate(e, lang, args);
                // An exact key first (`[0]`, `[E]`), then a number's plural category.
                let key = match &v {
                    Value::Number(n) => n.to_string(),
                    Value::Text(t) => t.clone(),
                };
                // A number written as digits (`Arg::digits`) selects by its value too.
                let category = match v {
                    Value::Number(n) => Some(plural(lang, n)),
                    Value::Text(t) => {
                        t.parse::<i64>().ok().filter(|_| t.bytes().all(|b| b.is_ascii_digit())).map(|n| plural(lang, n))
                    }
                };
                let chosen = variants
                    .iter()
                    .find(|x| x.key == key)
                    .or_else(|| variants.iter().find(|x| Some(x.key.as_str()) == category))
                    .or_else(|| variants.iter().find(|x| x.star));
                if let Some(chosen) = chosen {
                    resolve(&chosen.pattern, lang, args, out);
                }
            }
        }
    }
}

fn evaluate(e: &Expression, lang: Lang, args: &HashMap<&str, Value>) -> Value {
    match e {
        Expression::Literal(v) => v.clone(),
        Expression::Var(name) => {
            args.get(name.as_str()).cloned().unwrap_or_else(|| Value::Text(format!("{{${name}}}")))
        }
        Expression::Call(name, call_args) => {
            let values: Vec<Value> = call_args.iter().map(|a| evaluate(a, lang, args)).collect();
            match (name.as_str(), values.as_slice()) {
                // A number the core writes as digits (`Arg::digits`) is grouped too, as the page's
                // `NUMBER` groups `Number(text)`.
                ("NUMBER", [Value::Text(t), ..]) if !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()) => {
                    t.parse().map_or_else(|_| Value::Text(t.clone()), |n| Value::Text(number(n, lang)))
                }
                ("NUMBER", [v, ..]) => Value::Text(shown(v, lang)),
                ("JOSA", [word, pair, ..]) => Value::Text(josa(&shown(word, lang), &shown(pair, lang))),
                // Words made for the middle of a sentence (a move's `doing`) starting one.
                ("CAPITAL", [words, ..]) => Value::Text(sentence_start(&shown(words, lang))),
                _ => Value::Text(String::new()),
            }
        }
    }
}

/// `text` with its first letter a capital, in any script (the page's `toLocaleUpperCase`): not
/// `words::capitalized`, which stays ASCII so that Unicode's case tables keep out of the wasm
/// module; the catalogues are never in one.
fn sentence_start(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| first.to_uppercase().chain(chars).collect())
}

fn shown(v: &Value, lang: Lang) -> String {
    match v {
        Value::Number(n) => number(*n, lang),
        Value::Text(t) => t.clone(),
    }
}

/// The plural category of an integer, as `Intl.PluralRules` gives it.
fn plural(lang: Lang, n: i64) -> &'static str {
    let n = n.unsigned_abs();
    match lang {
        Lang::En if n == 1 => "one",
        Lang::En | Lang::Ko => "other",
        Lang::Ru => match (n % 10, n % 100) {
            (1, h) if h != 11 => "one",
            (2..=4, h) if !(12..=14).contains(&h) => "few",
            _ => "many",
        },
    }
}

/// An integer as `Intl.NumberFormat` writes it: `1,234,567` (English, Korean), `1 234 567`
/// (Russian, with no-break spaces).
pub fn number(n: i64, lang: Lang) -> String {
    let separator = if lang == Lang::Ru { '\u{a0}' } else { ',' };
    let digits = n.unsigned_abs().to_string();
    let mut out = String::new();
    if n < 0 {
        out.push('-');
    }
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(separator);
        }
        out.push(d);
    }
    out
}

// ---- Korean particles (as www/shared/ftl.js's `finalConsonant` and `josa`) ----

const HANGUL: u32 = 0xac00;

/// The final consonant's index of the last sound of `word` (0 none, 8 ㄹ), or None when unknown.
fn final_consonant(word: &str) -> Option<u32> {
    let text = word.trim_end_matches(|c: char| c.is_whitespace() || ")]}”\"'’.,!?…".contains(c));
    let last = text.chars().last()?;
    let code = last as u32;
    if (HANGUL..=0xd7a3).contains(&code) {
        return Some((code - HANGUL) % 28);
    }
    if last.is_ascii_digit() {
        let run: String = text
            .chars()
            .rev()
            .take_while(|c| c.is_ascii_digit() || c.is_whitespace() || *c == ',' || *c == '.')
            .filter(char::is_ascii_digit)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        if run.chars().all(|c| c == '0') {
            return Some(21); // 영: ㅇ
        }
        let zeros = run.len() - run.trim_end_matches('0').len();
        if zeros == 0 {
            // 일 이 삼 사 오 육 칠 팔 구
            let table = [None, Some(8), Some(0), Some(16), Some(0), Some(0), Some(1), Some(8), Some(8), Some(0)];
            return table[last.to_digit(10)? as usize];
        }
        if zeros.is_multiple_of(4) {
            return Some([4, 1, 0][(zeros / 4 - 1) % 3]); // 만 억 조
        }
        return Some([17, 1, 4][zeros % 4 - 1]); // 십 백 천
    }
    if last.is_ascii_uppercase() {
        return Some(match last {
            'L' | 'R' => 8,
            'M' => 16,
            'N' => 4,
            _ => 0,
        }); // 엘 알 엠 엔
    }
    if last.is_ascii_lowercase() {
        let consonant = text.ends_with("ng") || matches!(last, 'l' | 'm' | 'n');
        return Some(match (consonant, last) {
            (false, _) => 0,
            (true, 'l') => 8,
            (true, _) => 4,
        });
    }
    None
}

/// `word` and its particle: `pair` is the form after a consonant and after a vowel, `이/가`.
pub fn josa(word: &str, pair: &str) -> String {
    let (consonant, vowel) = pair.split_once('/').unwrap_or((pair, ""));
    // (으)로 takes 로 after a vowel and after ㄹ.
    let rieul = consonant == "으로";
    match final_consonant(word) {
        None if rieul => format!("{word}(으)로"),
        None => format!("{word}{consonant}({vowel})"),
        Some(f) if f == 0 || (rieul && f == 8) => format!("{word}{vowel}"),
        Some(_) => format!("{word}{consonant}"),
    }
}

// ---- The syntax (as www/shared/ftl.js's `parse`) ----

/// A catalogue's text → its messages by id; an error names the line or the message this subset
/// does not read.
fn parse(text: &str) -> Result<Catalogue, String> {
    let text = text.replace("\r\n", "\n");
    let lines: Vec<&str> = text.split('\n').collect();
    let indented = |l: &str| l.starts_with(' ') && !l.trim().is_empty();
    let mut messages = Catalogue::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        if line.trim().is_empty() || line.starts_with('#') {
            i += 1;
            continue;
        }
        let Some((id, head)) = line.split_once('=') else {
            return Err(format!("catalogue line {}: \"{line}\" is not \"id = text\"", i + 1));
        };
        let id = id.trim_end_matches(' ');
        let valid = id.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
            && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
        if !valid {
            return Err(format!("catalogue line {}: \"{line}\" is not \"id = text\"", i + 1));
        }
        let mut body = Vec::new();
        i += 1;
        // A message goes on over the indented lines after it (and blank lines between them).
        while i < lines.len()
            && (indented(lines[i])
                || (lines[i].trim().is_empty()
                    && lines[i..].iter().find(|l| !l.trim().is_empty()).is_some_and(|l| indented(l))))
        {
            body.push(lines[i]);
            i += 1;
        }
        let indent =
            body.iter().filter(|l| !l.trim().is_empty()).map(|l| l.len() - l.trim_start_matches(' ').len()).min();
        let mut value = vec![head.trim_start_matches(' ').trim_end().to_string()];
        value.extend(body.iter().map(|l| l.get(indent.unwrap_or(0)..).unwrap_or("").trim_end().to_string()));
        let value = value.join("\n");
        let value = value.trim_start_matches('\n').trim_end();
        if messages.contains_key(id) {
            return Err(format!("catalogue line {i}: \"{id}\" is defined twice"));
        }
        let mut reader = Reader { s: value.chars().collect(), i: 0 };
        let pattern = reader.pattern(false).map_err(|e| format!("catalogue message \"{id}\": {e}"))?;
        messages.insert(id.to_string(), pattern);
    }
    Ok(messages)
}

struct Reader {
    s: Vec<char>,
    i: usize,
}

impl Reader {
    fn fail<T>(&self, what: &str) -> Result<T, String> {
        let at: String = self.s[self.i.min(self.s.len())..].iter().take(20).collect();
        Err(format!("{what} at \"{at}\""))
    }

    fn peek(&self) -> Option<char> {
        self.s.get(self.i).copied()
    }

    fn rest(&self) -> String {
        self.s[self.i.min(self.s.len())..].iter().collect()
    }

    /// Text and placeables up to the end, or (in a variant) up to the next variant or the
    /// selection's `}`.
    fn pattern(&mut self, in_variant: bool) -> Result<Pattern, String> {
        let mut out = Vec::new();
        let mut text = String::new();
        while let Some(c) = self.peek() {
            if c == '{' {
                if !text.is_empty() {
                    out.push(Part::Text(std::mem::take(&mut text)));
                }
                self.i += 1;
                out.push(self.placeable()?);
            } else if c == '}' {
                if in_variant {
                    break;
                }
                return self.fail("a \"}\" without its \"{\"");
            } else if in_variant && c == '\n' && self.next_line_starts_variant() {
                break;
            } else {
                text.push(c);
                self.i += 1;
            }
        }
        if !text.is_empty() {
            out.push(Part::Text(text));
        }
        Ok(out)
    }

    /// Whether the text after this newline is blank up to `[`, `*[` or `}`.
    fn next_line_starts_variant(&self) -> bool {
        let rest = self.s[self.i + 1..].iter().skip_while(|c| c.is_whitespace());
        let mut rest = rest.copied();
        match rest.next() {
            Some('[') | Some('}') => true,
            Some('*') => rest.next() == Some('['),
            _ => false,
        }
    }

    fn blank(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.i += 1;
        }
    }

    /// After blanks: whether `close` comes next (left to the caller to step over); the text's end
    /// before it is an error. A selection's variants and a call's arguments are read until it.
    fn closes(&mut self, close: char) -> Result<bool, String> {
        self.blank();
        match self.peek() {
            Some(c) if c == close => Ok(true),
            None => self.fail(&format!("\"{close}\" expected")),
            _ => Ok(false),
        }
    }

    /// After a `{`: an expression, or a selection on one, up to its `}`.
    fn placeable(&mut self) -> Result<Part, String> {
        self.blank();
        let expression = self.expression()?;
        self.blank();
        if self.rest().starts_with("->") {
            self.i += 2;
            let mut variants = Vec::new();
            while !self.closes('}')? {
                let star = self.peek() == Some('*');
                if star {
                    self.i += 1;
                }
                if self.peek() != Some('[') {
                    return self.fail("a variant \"[key]\" expected");
                }
                let close = self.s[self.i..].iter().position(|&c| c == ']');
                let Some(close) = close else { return self.fail("a variant \"[key]\" expected") };
                let key: String = self.s[self.i + 1..self.i + close].iter().collect::<String>().trim().to_string();
                if key.is_empty() || !key.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '.' || c == '-') {
                    return self.fail("a variant \"[key]\" expected");
                }
                self.i += close + 1;
                while self.peek() == Some(' ') {
                    self.i += 1;
                }
                let mut pattern = self.pattern(true)?;
                // A variant's text ends before the line of the next one.
                if let Some(Part::Text(last)) = pattern.last_mut() {
                    let trimmed = last.trim_end().len();
                    last.truncate(trimmed);
                }
                variants.push(Variant { key, star, pattern });
            }
            if variants.iter().filter(|v| v.star).count() != 1 {
                return self.fail("a selection needs exactly one default variant \"*[…]\"");
            }
            self.i += 1;
            return Ok(Part::Select(expression, variants));
        }
        if self.peek() != Some('}') {
            return self.fail("\"}\" expected");
        }
        self.i += 1;
        Ok(Part::Expression(expression))
    }

    fn expression(&mut self) -> Result<Expression, String> {
        let c = self.peek();
        let word = |s: &[char], from: usize| {
            s[from..].iter().take_while(|c| c.is_ascii_alphanumeric() || **c == '_' || **c == '-').collect::<String>()
        };
        match c {
            Some('$') => {
                let name = word(&self.s, self.i + 1);
                if !name.starts_with(|c: char| c.is_ascii_alphabetic()) {
                    return self.fail("\"$name\" expected");
                }
                self.i += 1 + name.chars().count();
                Ok(Expression::Var(name))
            }
            Some('"') => {
                let mut text = String::new();
                self.i += 1;
                loop {
                    match self.peek() {
                        None => return self.fail("a closing '\"' expected"),
                        Some('"') => break,
                        Some('\\') => {
                            self.i += 1;
                            text.extend(self.peek());
                        }
                        Some(c) => text.push(c),
                    }
                    self.i += 1;
                }
                self.i += 1;
                Ok(Expression::Literal(Value::Text(text)))
            }
            Some(c) if c == '-' || c.is_ascii_digit() => {
                let digits: String = self.s[self.i..]
                    .iter()
                    .enumerate()
                    .take_while(|(k, c)| c.is_ascii_digit() || (*k == 0 && **c == '-'))
                    .map(|(_, c)| *c)
                    .collect();
                self.i += digits.chars().count();
                match digits.parse() {
                    Ok(n) => Ok(Expression::Literal(Value::Number(n))),
                    Err(_) => self.fail("a number expected"),
                }
            }
            Some(c) if c.is_ascii_uppercase() => {
                let name = word(&self.s, self.i);
                self.i += name.chars().count();
                if self.peek() != Some('(') || !matches!(name.as_str(), "NUMBER" | "JOSA" | "CAPITAL") {
                    return self.fail(&format!("no function {name}"));
                }
                self.i += 1;
                let mut args = Vec::new();
                while !self.closes(')')? {
                    args.push(self.expression()?);
                    self.blank();
                    if self.peek() == Some(',') {
                        self.i += 1;
                    }
                }
                self.i += 1;
                Ok(Expression::Call(name, args))
            }
            _ => self.fail("\"$name\", \"text\", a number or a FUNCTION(…) expected"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_catalogue_reads() {
        let english =
            [("en.js", ENGLISH_MODULE), ("en-games.js", ENGLISH_GAMES_MODULE), ("en-panels.js", ENGLISH_PANELS_MODULE)];
        for (name, text) in english
            .map(|(name, module)| (name, module_text(module)))
            .into_iter()
            .chain([("ko.ftl", KOREAN), ("ru.ftl", RUSSIAN)])
        {
            let read = parse(text).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(read.len() > 20, "{name}: {} messages", read.len());
        }
    }

    #[test]
    fn selections_pick_russian_plurals_and_exact_keys() {
        let read = parse(
            "m = { $n ->\n    [0] none\n    [one] { $n } one\n    [few] { $n } few\n   *[many] { $n } many\n    }\n",
        )
        .unwrap();
        let say = |n: i64| {
            let mut out = String::new();
            resolve(&read["m"], Lang::Ru, &HashMap::from([("n", Value::Number(n))]), &mut out);
            out
        };
        let said: Vec<String> = [0, 1, 2, 5, 11, 21, 22, 25, 1234].into_iter().map(say).collect();
        assert_eq!(
            said,
            ["none", "1 one", "2 few", "5 many", "11 many", "21 one", "22 few", "25 many", "1\u{a0}234 few"]
        );
    }

    #[test]
    fn numbers_are_grouped_as_each_language_writes_them() {
        assert_eq!(number(2_000_000, Lang::En), "2,000,000");
        assert_eq!(number(999, Lang::Ko), "999");
        assert_eq!(number(-1234, Lang::Ru), "-1\u{a0}234");
    }

    #[test]
    fn number_groups_a_count_written_as_digits_as_the_page_does() {
        let read = parse("m = up to { NUMBER($n) } of { $n }\n").unwrap();
        let say = |lang: Lang, n: &str| {
            let mut out = String::new();
            resolve(&read["m"], lang, &HashMap::from([("n", Value::Text(n.to_string()))]), &mut out);
            out
        };
        assert_eq!(say(Lang::En, "16777216"), "up to 16,777,216 of 16777216");
        assert_eq!(say(Lang::Ru, "131072"), "up to 131\u{a0}072 of 131072");
        assert_eq!(say(Lang::Ko, "999"), "up to 999 of 999");
        // Text that is no count stays as written.
        assert_eq!(say(Lang::En, "1-2"), "up to 1-2 of 1-2");
    }

    #[test]
    fn particles_follow_the_last_sound() {
        assert_eq!(josa("모노카프", "이/가"), "모노카프가");
        assert_eq!(josa("1", "이/가"), "1이");
        assert_eq!(josa("2", "이/가"), "2가");
        assert_eq!(josa("10", "은/는"), "10은");
        assert_eq!(josa("서울", "으로/로"), "서울로");
        assert_eq!(josa("North", "이/가"), "North가");
        assert_eq!(josa("♣", "이/가"), "♣이(가)");
    }

    #[test]
    fn a_line_outside_the_subset_is_refused_by_its_place() {
        assert!(parse("-term = x\n").unwrap_err().contains("line 1"));
        assert!(parse("m = { OTHER($x) }\n").unwrap_err().contains("no function OTHER"));
        assert!(parse("m = { $n ->\n    [one] a\n    [other] b\n    }\n").unwrap_err().contains("default variant"));
    }

    #[test]
    fn a_message_falls_back_to_english_then_to_its_id() {
        assert_eq!(format(Lang::Ko, &Message::new(["no-such", "message"].join("-").leak())), "no-such-message");
    }
}
