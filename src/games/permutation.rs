//! The permutation game (SPEC). Being built: see issue 4.

use crate::games::Judged;
use crate::input::InputError;
use crate::report::Analysis;

pub fn analyze(_text: &str) -> Result<Analysis, InputError> {
    Err(InputError::whole("the permutation game is not built yet"))
}

pub fn judge(_stdin: &str, _explain: bool) -> Result<Vec<Judged>, InputError> {
    Err(InputError::whole("the permutation game is not built yet"))
}
