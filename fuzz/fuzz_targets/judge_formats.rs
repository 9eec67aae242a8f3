//! The judge formats of each game of the registry, as `verdict` reads stdin (the first byte
//! picks the game and whether to explain): nothing may panic, and each case's answer is one of
//! the game's.
#![no_main]
use libfuzzer_sys::fuzz_target;
use verdict_playground::judges;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else { return };
    let judge = judges()[usize::from(pick & 0x7f) % judges().len()];
    let explain = pick & 0x80 != 0;
    let Ok(text) = std::str::from_utf8(rest) else { return };
    let _ = judge.judge(text, explain, &mut |case| {
        assert!(judge.answers().contains(&case.answer.as_str()), "{}", case.answer);
        assert_eq!(case.analysis.is_some(), explain);
        true
    });
});
