//! Checks the auction's tests share.

use verdict_model::judge::judge_all;
use verdict_model::{InputError, Judged};

/// The auction's judge format on a whole input, every case kept.
pub fn judge(stdin: &str, explain: bool) -> Result<Vec<Judged>, InputError> {
    judge_all(&verdict_auction::AuctionGame, stdin, explain)
}
