//! The few words every game's sentences share: counts with their nouns, thousands grouped,
//! capitals, superscript marks.

/// `text` with a capital first letter when that letter is ASCII, as every sentence of the core's
/// begins; any other first character is left as written (a note's author capitalizes their own
/// words). `char::to_uppercase` would bring Unicode's case tables, 12 KB, into the wasm module.
pub fn capitalized(text: &str) -> String {
    let mut text = text.to_string();
    if let Some(first) = text.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    text
}

/// A count and its noun, singular for 1: `1 call`, `2 calls`, `1,000 characters`.
pub fn counted(n: usize, one: &str, many: &str) -> String {
    format!("{} {}", grouped(n), if n == 1 { one } else { many })
}

/// A count with its thousands separated as the page writes them: `1,000,000`.
pub fn grouped(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// `n` in superscript digits, as a footnote's mark follows a cell's text: `¹`, `¹²`.
pub fn superscript(n: usize) -> String {
    const DIGITS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    n.to_string().bytes().map(|d| DIGITS[usize::from(d - b'0')]).collect()
}

/// "1 move", "4 moves".
pub fn in_moves(moves: u32) -> String {
    if moves == 1 {
        "1 move".to_string()
    } else {
        format!("{moves} moves")
    }
}

/// The indefinite article a number takes, as it is read aloud: `an` before 8, 11, 18, 80–89,
/// 800–899, 8 000 and 11 000 (eight, eleven, eighteen…), `a` otherwise: "a 9", "an 8",
/// "an 11", "a 1", "an 8.5". `number` is a number as written (digits, maybe a point).
pub fn article(number: &str) -> &'static str {
    let whole: String = number.chars().take_while(char::is_ascii_digit).collect();
    if whole.is_empty() {
        return "a";
    }
    // The leading group of three digits is what is said first: 18 000 is "eighteen thousand".
    let lead = match whole.len() % 3 {
        0 => &whole[..3],
        k => &whole[..k],
    };
    if lead.starts_with('8') || lead == "11" || lead == "18" {
        "an"
    } else {
        "a"
    }
}

/// A number with its article: "a 9", "an 8", "an 11".
pub fn a_number(number: impl std::fmt::Display) -> String {
    let text = number.to_string();
    format!("{} {text}", article(&text))
}

#[cfg(test)]
mod tests {
    use super::a_number;

    #[test]
    fn numbers_take_the_article_they_are_read_with() {
        for (n, said) in [
            (8, "an 8"),
            (11, "an 11"),
            (18, "an 18"),
            (80, "an 80"),
            (800, "an 800"),
            (8000, "an 8000"),
            (11_000, "an 11000"),
            (1, "a 1"),
            (9, "a 9"),
            (10, "a 10"),
            (110, "a 110"),
            (180, "a 180"),
            (1100, "a 1100"),
            (0, "a 0"),
        ] {
            assert_eq!(a_number(n), said);
        }
        assert_eq!(a_number("8.5"), "an 8.5");
        assert_eq!(a_number("4.5"), "a 4.5");
    }
}
