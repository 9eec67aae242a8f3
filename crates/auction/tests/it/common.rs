//! Checks the auction's tests share.

use verdict_model::judge::judge_all;
use verdict_model::{InputError, Judged};

/// The auction's judge format on a whole input, every case kept.
pub fn judge(stdin: &str, explain: bool) -> Result<Vec<Judged>, InputError> {
    judge_all(&verdict_auction::AuctionGame, stdin, explain)
}

/// PBN 2.1's mandatory tag set, in the order its export format writes it.
pub const EXPORT_ORDER: [&str; 15] = [
    "Event",
    "Site",
    "Date",
    "Board",
    "West",
    "North",
    "East",
    "South",
    "Dealer",
    "Vulnerable",
    "Deal",
    "Scoring",
    "Declarer",
    "Contract",
    "Result",
];

/// The fifteen tags a PBN record opens with in PBN 2.1's export format (its mandatory tag set,
/// in the standard's order), one a line: the values `given`, `?` for the others (`????.??.??`
/// for the date, which keeps its format), written here from the standard, not by the export.
pub fn export_tags(given: &[(&str, &str)]) -> String {
    for (name, _) in given {
        assert!(EXPORT_ORDER.contains(name), "{name} is not a tag of the mandatory set");
    }
    EXPORT_ORDER
        .iter()
        .map(|name| {
            let unknown = if *name == "Date" { "????.??.??" } else { "?" };
            let value = given.iter().find(|(n, _)| n == name).map_or(unknown, |(_, v)| v);
            format!("[{name} \"{value}\"]\n")
        })
        .collect()
}
