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
