//! The auction game (SPEC). Being built: see issue 3.

use crate::games::Judged;
use crate::input::InputError;
use crate::report::Analysis;

pub fn analyze(_text: &str, dealer: Option<&str>) -> Result<Analysis, InputError> {
    Err(InputError::whole("the auction game is not built yet"))
}

pub fn judge(_stdin: &str, _explain: bool) -> Result<Vec<Judged>, InputError> {
    Err(InputError::whole("the auction game is not built yet"))
}
