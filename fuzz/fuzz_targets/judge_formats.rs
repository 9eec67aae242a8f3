//! The judge formats of each game, as `verdict` reads stdin (the first byte picks the game and
//! whether to explain): nothing may panic, and each case's answer is one of the game's.
#![no_main]
use verdict_playground::games::{auction, permutation, ticket};
use libfuzzer_sys::fuzz_target;
use verdict_playground::games::judge_each;
use verdict_playground::Game;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else { return };
    let game = Game::all()[usize::from(pick) % Game::all().len()];
    let explain = pick & 0x80 != 0;
    let Ok(text) = std::str::from_utf8(rest) else { return };
    let answers: &[&str] = match game {
        ticket::GAME => &["Monocarp", "Bicarp"],
        auction::GAME => &["YES", "NO"],
        permutation::GAME => &["Alice", "Bob"],
    };
    let _ = judge_each(game, text, explain, &mut |case| {
        assert!(answers.contains(&case.answer.as_str()), "{}", case.answer);
        assert_eq!(case.analysis.is_some(), explain);
        true
    });
});
