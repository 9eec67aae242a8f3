//! The wasm build in headless Chromium (wasm-bindgen-test): the bindings hand the page the
//! same reports as the native core, errors come back as objects with UTF-16 spans, and bad
//! input never panics (a panic would kill the module for the whole page).
#![cfg(target_arch = "wasm32")]

use verdict_model::Message;
use verdict_playground::wasm_api;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn field(value: &JsValue, name: &str) -> JsValue {
    js_sys::Reflect::get(value, &JsValue::from_str(name)).unwrap()
}

/// Calls `object[method](...args)` from JavaScript (a throw comes back as `Err`).
fn call(object: &JsValue, method: &str, args: &[JsValue]) -> Result<JsValue, JsValue> {
    let function: js_sys::Function = field(object, method).into();
    function.apply(object, &args.iter().collect::<js_sys::Array>())
}

/// The session object `analyze` returns, called as the page calls it: through JavaScript.
struct Session(JsValue);

impl Session {
    fn report(&self) -> Result<JsValue, JsValue> {
        call(&self.0, "report", &[])
    }
    fn rows(&self, table: JsValue, start: JsValue, count: JsValue) -> Result<JsValue, JsValue> {
        call(&self.0, "rows", &[table, start, count])
    }
    fn step(&self, index: JsValue) -> Result<JsValue, JsValue> {
        call(&self.0, "step", &[index])
    }
    fn free(&self) {
        call(&self.0, "free", &[]).expect("free never throws");
    }
}

/// `wasm_api::analyze` with settings as given.
fn analyze_with(game: &str, input: String, settings: JsValue) -> Result<Session, JsValue> {
    wasm_api::analyze(game.into(), input.into(), settings, JsValue::UNDEFINED).map(Session)
}

/// `wasm_api::analyze` as JavaScript calls it: strings, `{ dealer }` for a dealer, and
/// `undefined` for no settings.
fn analyze(game: &str, input: String, dealer: Option<&str>) -> Result<Session, JsValue> {
    let settings = dealer.map_or(JsValue::UNDEFINED, |dealer| {
        let object = js_sys::Object::new();
        js_sys::Reflect::set(&object, &"dealer".into(), &dealer.into()).unwrap();
        object.into()
    });
    analyze_with(game, input, settings)
}

fn n(value: f64) -> JsValue {
    JsValue::from_f64(value)
}

fn report(session: &Session) -> JsValue {
    session.report().unwrap_or_else(|_| panic!("report"))
}

#[wasm_bindgen_test]
fn ticket_report_crosses_the_boundary() {
    let session = analyze("ticket", "?054??0?".into(), None).unwrap_or_else(|_| panic!("analyze"));
    let report = report(&session);
    assert_eq!(field(&report, "verdict").as_string().unwrap(), "Bicarp");
    let tables = js_sys::Array::from(&field(&report, "tables"));
    assert_eq!(tables.length(), 3);
    let reading = tables.get(0);
    assert_eq!(field(&reading, "row_count").as_f64(), Some(8.0));
    let rows = js_sys::Array::from(&session.rows(n(0.0), n(6.0), n(10.0)).unwrap_or_else(|_| panic!("rows")));
    assert_eq!(rows.length(), 2, "rows clamp at the end");
    let last = js_sys::Array::from(&rows.get(1));
    assert_eq!(said(&last.get(0)).english(), "8");
}

#[wasm_bindgen_test]
fn errors_are_objects_with_utf16_spans() {
    let err = analyze("ticket", "♣♣x1".into(), None).err().expect("an error");
    assert!(message(&err).contains("'♣'"));
    let span = js_sys::Array::from(&field(&err, "span"));
    assert_eq!((span.get(0).as_f64(), span.get(1).as_f64()), (Some(0.0), Some(1.0)));
    assert_eq!(field(&err, "column").as_f64(), Some(1.0));
}

#[wasm_bindgen_test]
fn unknown_game_is_an_error_not_a_panic() {
    assert!(analyze("chess", "e4".into(), None).is_err());
    for input in ["", "?", "\u{0}", "12?", "𝟘𝟙"] {
        let _ = analyze("ticket", input.into(), None);
    }
    // The module is still alive after all of that.
    assert!(analyze("ticket", "??".into(), None).is_ok());
}

#[wasm_bindgen_test]
fn a_large_ticket_is_decided_in_the_browser() {
    let text = "?".repeat(500_000) + &"9".repeat(500_000);
    let session = analyze("ticket", text, None).unwrap_or_else(|_| panic!("analyze"));
    let report = report(&session);
    assert_eq!(field(&report, "verdict").as_string().unwrap(), "Monocarp");
    let rows = js_sys::Array::from(&session.rows(n(2.0), n(499_990.0), n(100.0)).unwrap_or_else(|_| panic!("rows")));
    assert_eq!(rows.length(), 10);
}

#[wasm_bindgen_test]
fn illegal_call_mark_is_a_utf16_range_past_suit_symbols() {
    // '♥' is 3 bytes in Rust and 1 code unit in JavaScript: the mark must count code units.
    let input = "1♥ X P XX";
    let session = analyze("auction", input.into(), Some("N")).unwrap_or_else(|_| panic!("analyze"));
    let report = report(&session);
    assert_eq!(field(&report, "verdict").as_string().unwrap(), "illegal");
    let mark = js_sys::Array::from(&field(&report, "input_mark"));
    let utf16: Vec<u16> = input.encode_utf16().collect();
    let (start, end) = (mark.get(0).as_f64().unwrap() as usize, mark.get(1).as_f64().unwrap() as usize);
    assert_eq!(String::from_utf16(&utf16[start..end]).unwrap(), "XX");
}

/// What JavaScript's `input.slice(start, end)` selects for a `[start, end]` range the bindings
/// returned: JavaScript's own reading of the range, in UTF-16 code units.
fn js_slice(input: &str, range: &JsValue) -> String {
    let range = js_sys::Array::from(range);
    let (start, end) = (range.get(0).as_f64().unwrap(), range.get(1).as_f64().unwrap());
    String::from(js_sys::JsString::from(input).slice(start as u32, end as u32))
}

#[wasm_bindgen_test]
fn marks_and_spans_count_utf16_units_past_astral_characters() {
    // '🂡' is 4 bytes in Rust, 1 character, and 2 UTF-16 code units (a surrogate pair) in
    // JavaScript: a range counted in bytes or in characters selects the wrong text after it.
    let input = "{🂡 hand} 1C X P XX P P";
    let session = analyze("auction", input.into(), Some("N")).unwrap_or_else(|_| panic!("analyze"));
    let report = report(&session);
    assert_eq!(field(&report, "verdict").as_string().unwrap(), "illegal");
    assert_eq!(js_slice(input, &field(&report, "input_mark")), "XX", "the first illegal call, after a comment");
    for (game, input, offending) in
        [("auction", "{🂡 hand} 1C 8C P", "8C"), ("ticket", "🂡12?", "🂡"), ("permutation", "3 1 🂡🂡 2", "🂡🂡")]
    {
        let err = analyze(game, input.into(), None).err().expect("an error");
        assert_eq!(js_slice(input, &field(&err, "span")), offending, "{input}");
    }
}

#[wasm_bindgen_test]
fn auction_offers_and_dealer_cross_the_boundary() {
    let session = analyze("auction", "1C".into(), Some("E")).unwrap_or_else(|_| panic!("analyze"));
    let report = report(&session);
    assert_eq!(field(&report, "verdict").as_string().unwrap(), "incomplete");
    let offers = js_sys::Array::from(&field(&report, "offers"));
    // Pass, double, and the 34 bids above 1♣.
    assert_eq!(offers.length(), 36);
    assert!(analyze("auction", "P".into(), Some("Q")).is_err(), "a bad dealer is an input error");
}

#[wasm_bindgen_test]
fn permutation_report_and_its_line_by_step() {
    let session = analyze("permutation", "3 6 5 1 4 2".into(), None).unwrap_or_else(|_| panic!("analyze"));
    let report = report(&session);
    assert_eq!(field(&report, "verdict").as_string().unwrap(), "Bob");
    let line = field(&report, "line");
    assert_eq!(field(&line, "steps").as_f64(), Some(6.0));
    assert_eq!(field(&field(&line, "open_step"), "position").as_string().unwrap(), "3 6 5 1 4 2");
    // Step 1 crosses the boundary as a plain object: position, narration, board, marks.
    let step = session.step(n(1.0)).unwrap_or_else(|_| panic!("step"));
    assert_eq!(field(&step, "position").as_string().unwrap(), "3 _ 5 1 4 2");
    assert_eq!(said(&field(&field(&step, "played"), "what")).english(), "removes 6");
    let groups = js_sys::Array::from(&field(&field(&step, "board"), "groups"));
    let cells = js_sys::Array::from(&field(&groups.get(0), "cells"));
    let roles = js_sys::Array::from(&field(&cells.get(1), "roles"));
    assert_eq!(roles.get(0).as_string().unwrap(), "now");
    let marks = js_sys::Array::from(&field(&step, "marks"));
    assert_eq!(field(&marks.get(1), "table").as_f64(), Some(2.0), "the DP grid's cell of the step");
    assert!(session.step(n(7.0)).unwrap_or_else(|_| panic!("step")).is_null(), "past the end: null");
    let err = analyze("permutation", "2 2".into(), None).err().expect("a duplicate");
    assert!(message(&err).contains("twice"));
}

/// Whatever a caller passes, the module throws a named error instead of trapping, and it still
/// answers afterwards (a trap would kill it for the whole page).
#[wasm_bindgen_test]
fn hostile_arguments_throw_and_the_module_lives_on() {
    let big = analyze("ticket", "?0".repeat(500_000), None).unwrap_or_else(|_| panic!("analyze"));
    for (start, count) in [(0.0, -1.0), (0.0, 4294967295.0), (f64::NAN, 1.0), (0.0, 1e300), (-5.0, 10.0), (0.5, 1.0)] {
        let error = big.rows(n(0.0), n(start), n(count)).expect_err("refused");
        assert!(message(&error).contains("whole number"), "{start} {count}");
    }
    assert!(big.rows(JsValue::from_str("0"), n(0.0), n(1.0)).is_err(), "a string for a number");
    assert!(big.step(n(-1.0)).is_err());
    for input in [n(123.0), JsValue::UNDEFINED, JsValue::NULL, js_sys::Object::new().into(), JsValue::TRUE] {
        let error =
            wasm_api::analyze("ticket".into(), input, JsValue::UNDEFINED, JsValue::UNDEFINED).expect_err("refused");
        assert!(message(&error).contains("input must be a string"));
    }
    assert!(wasm_api::analyze(n(1.0), "??".into(), JsValue::UNDEFINED, JsValue::UNDEFINED).is_err());
    assert!(
        wasm_api::analyze("auction".into(), "P".into(), n(3.0), JsValue::UNDEFINED).is_err(),
        "a number for the settings"
    );
    assert!(
        wasm_api::analyze("ticket".into(), "??".into(), JsValue::UNDEFINED, n(-2.0)).is_err(),
        "a bad request number"
    );
    assert!(wasm_api::position_view(
        "ticket".into(),
        n(5.0),
        JsValue::UNDEFINED,
        JsValue::UNDEFINED,
        false,
        JsValue::UNDEFINED
    )
    .is_err());
    // A choice past 9 is a number the boundary takes but no digit: no move (null), not a throw.
    let no_move = wasm_api::position_play(
        "ticket".into(),
        "?? Monocarp".into(),
        n(0.0),
        n(10.0),
        JsValue::UNDEFINED,
        false,
        JsValue::UNDEFINED,
    );
    assert!(no_move.expect("a number in range").is_null(), "digit 10 is no move");
    assert!(
        wasm_api::position_play(
            "ticket".into(),
            "?? Monocarp".into(),
            n(0.0),
            n(1.5),
            JsValue::UNDEFINED,
            false,
            JsValue::UNDEFINED
        )
        .is_err(),
        "a fraction for the choice"
    );
    assert!(wasm_api::position_moves("permutation".into(), "2 1".into(), n(-1.0), JsValue::UNDEFINED).is_err());
    assert!(wasm_api::grade_answer("ticket".into(), n(1.0), n(99.0), "x".into()).is_err());
    assert!(wasm_api::check("auction".into(), JsValue::UNDEFINED, "1C".into(), n(1.0)).is_err());
    // Still alive, and still right.
    let session = analyze("ticket", "?054??0?".into(), None).unwrap_or_else(|_| panic!("analyze"));
    assert_eq!(field(&report(&session), "verdict").as_string().unwrap(), "Bicarp");
    let rows = js_sys::Array::from(&big.rows(n(0.0), n(999_990.0), n(10_000.0)).unwrap_or_else(|_| panic!("rows")));
    assert_eq!(rows.length(), 10);
}

/// Where the module's shadow stack is now: the address of a local in a frame of its own. A
/// JavaScript exception that unwinds through the module's frames never gives their stack back,
/// so a leak shows here as an address that keeps falling.
#[inline(never)]
fn stack_pointer() -> usize {
    let probe = 0u8;
    std::hint::black_box(&probe) as *const u8 as usize
}

/// A JavaScript value made by JavaScript code (getters, proxies, look-alikes).
fn js(code: &str) -> JsValue {
    js_sys::Function::new_no_args(code).call0(&JsValue::NULL).expect("the test's own JavaScript runs")
}

/// An error's message in English, as the page writes it to an English reader: the core sends it
/// as a message (`{ id, args }`, docs/LANGUAGES.md).
fn message(error: &JsValue) -> String {
    let message = field(error, "message");
    // A JavaScript error's (a freed session's, a setting's getter's) is text.
    message.as_string().unwrap_or_else(|| said(&message).english())
}

/// A message as the page receives it, read back (its few ids and names leaked: a test's).
fn said(value: &JsValue) -> Message {
    let leak = |text: String| -> &'static str { Box::leak(text.into_boxed_str()) };
    let mut message = Message::new(leak(field(value, "id").as_string().unwrap_or_default()));
    let args = field(value, "args");
    for key in js_sys::Object::keys(&js_sys::Object::from(args.clone())).iter() {
        let name = leak(key.as_string().unwrap_or_default());
        let arg = field(&args, name);
        message = match arg.as_string() {
            Some(text) => message.arg(name, text),
            None if field(&arg, "name").is_string() => {
                message.name(name, leak(field(&arg, "name").as_string().unwrap()))
            }
            None => message.arg(name, said(&arg)),
        };
    }
    message
}

/// After everything a misuse test did, the module still answers a normal call, and right.
fn still_answers() {
    let session = analyze("ticket", "?054??0?".into(), None).unwrap_or_else(|e| panic!("analyze: {}", message(&e)));
    assert_eq!(field(&report(&session), "verdict").as_string().unwrap(), "Bicarp");
    session.free();
}

#[wasm_bindgen_test]
fn a_freed_session_throws_100_000_times_and_the_module_lives_on() {
    let session = analyze("ticket", "?0?0".into(), None).unwrap_or_else(|_| panic!("analyze"));
    session.free();
    session.free(); // twice is harmless
    let before = stack_pointer();
    for call in 0..100_000 {
        let error = match call % 3 {
            0 => session.report(),
            1 => session.rows(n(0.0), n(0.0), n(1.0)),
            _ => session.step(n(0.0)),
        }
        .expect_err("a freed session answers with an error");
        if call % 10_000 == 0 {
            assert!(message(&error).contains("freed"), "{}", message(&error));
        }
    }
    assert_eq!(stack_pointer(), before, "no stack leaked by 100 000 calls on a freed session");
    // Numbers are never reused: a new session does not answer for the freed one.
    let other = analyze("ticket", "??".into(), None).unwrap_or_else(|_| panic!("analyze"));
    assert!(session.report().is_err());
    assert!(other.report().is_ok());
    other.free();
    still_answers();
}

#[wasm_bindgen_test]
fn settings_that_throw_are_errors_5_000_times_and_the_module_lives_on() {
    let throwing_getter = js("return { get dealer() { throw new Error('boom'); } };");
    let throwing_keys = js("return new Proxy({}, { ownKeys() { throw new Error('no keys'); } });");
    let revoked = js("const p = Proxy.revocable({}, {}); p.revoke(); return p.proxy;");
    let before = stack_pointer();
    for call in 0..5_000 {
        let (settings, says) = match call % 3 {
            0 => (&throwing_getter, "settings.dealer could not be read: boom"),
            1 => (&throwing_keys, "settings could not be read: no keys"),
            _ => (&revoked, "settings could not be read"),
        };
        let error = analyze_with("auction", "1C".into(), settings.clone()).err().expect("refused");
        assert!(message(&error).contains(says), "{}", message(&error));
    }
    // Byte arrays that are not one: a look-alike, and a subclass whose length getter throws.
    for input in [
        js("return Object.create(Uint8Array.prototype);"),
        js("return new (class extends Uint8Array { get length() { throw new Error('no'); } })(4);"),
    ] {
        for _ in 0..1_000 {
            let _ = wasm_api::analyze("ticket".into(), input.clone(), JsValue::UNDEFINED, JsValue::UNDEFINED);
        }
    }
    assert_eq!(stack_pointer(), before, "no stack leaked by the throwing settings");
    still_answers();
}

#[wasm_bindgen_test]
fn an_unknown_setting_is_refused_by_name() {
    let settings = |code: &str| js(&format!("return {code};"));
    let error = analyze_with("auction", "1C P".into(), settings("{ Dealer: 'E' }")).err().expect("refused");
    assert!(
        message(&error).contains("unknown setting `Dealer`: the auction takes `dealer` and `vulnerable`"),
        "{}",
        message(&error)
    );
    let error = analyze_with("ticket", "??".into(), settings("{ dealer: 'E' }")).err().expect("refused");
    assert!(message(&error).contains("unknown setting `dealer`: the ticket takes no settings"), "{}", message(&error));
    let error = analyze_with("auction", "1C".into(), settings("{ dealer: 3 }")).err().expect("refused");
    assert!(message(&error).starts_with("settings.dealer:"), "{}", message(&error));
    let error = analyze_with("auction", "1C".into(), settings("{ dealer: {} }")).err().expect("refused");
    assert!(message(&error).contains("settings.dealer must be a string"), "{}", message(&error));
    // Known fields are read, and what the input did not set shows as set by the menu.
    let session =
        analyze_with("auction", "1C P".into(), settings("{ dealer: 'E', vulnerable: 'NS', other: undefined }"))
            .err()
            .map(|e| message(&e));
    assert!(session.unwrap_or_default().contains("unknown setting `other`"));
    let session = analyze_with("auction", "1C P".into(), settings("{ dealer: 'E', vulnerable: 'NS' }"))
        .unwrap_or_else(|_| panic!());
    let used = js_sys::Array::from(&field(&report(&session), "settings"));
    let value = |i: u32| field(&used.get(i), "value").as_string().unwrap();
    assert_eq!((value(0), value(1)), ("E".to_string(), "NS".to_string()));
}

#[wasm_bindgen_test]
fn only_the_settings_own_fields_are_read() {
    // A field inherited from Object.prototype is not a setting: the boundary reads the
    // caller's own fields (a deserializer reading fields by name, as serde-wasm-bindgen's does,
    // would find `dealer` here and deal from West).
    js("Object.prototype.dealer = 'W';");
    let session = analyze_with("auction", "1C P".into(), js("return { vulnerable: 'NS' };"));
    js("delete Object.prototype.dealer;");
    let session = session.unwrap_or_else(|e| panic!("analyze: {}", message(&e)));
    let used = js_sys::Array::from(&field(&report(&session), "settings"));
    let value = |i: u32| field(&used.get(i), "value").as_string().unwrap();
    assert_eq!((value(0), value(1)), ("N".to_string(), "NS".to_string()));
    session.free();
}

/// Lets the browser breathe between long steps of a test (the runner polls the page).
async fn yield_to_browser() {
    let timeout = js("return new Promise((resolve) => setTimeout(resolve, 0));");
    wasm_bindgen_futures::JsFuture::from(js_sys::Promise::from(timeout)).await.unwrap();
}

#[wasm_bindgen_test]
#[ignore = "long: make test-long"]
async fn many_large_sessions_are_refused_with_a_message_not_a_trap() {
    // The largest ticket the page takes, made once in JavaScript: each session holds ~70 MiB.
    let ticket = js(&format!("return '?'.repeat({});", verdict_playground::games::MAX_INPUT));
    // Sessions other tests left to the garbage collector (its FinalizationRegistry frees them
    // when it runs, which a loaded machine delays) may still be live: this test counts its own.
    let live_before = wasm_api::live();
    let mut held = Vec::new();
    let refused = loop {
        match wasm_api::analyze("ticket".into(), ticket.clone(), JsValue::UNDEFINED, JsValue::UNDEFINED) {
            Ok(session) => held.push(Session(session)),
            Err(error) => break error,
        }
        assert!(held.len() < 200, "never refused: {} MiB held", wasm_api::in_use() >> 20);
        yield_to_browser().await;
    };
    assert!(message(&refused).contains("free some"), "{}", message(&refused));
    assert!(wasm_api::in_use() > wasm_api::HELD_LIMIT, "refused only once the limit is passed");
    console_log!("{} sessions held {} MiB when the next was refused", held.len(), wasm_api::in_use() >> 20);
    // The sessions still answer; freeing them gives the memory back, and analyses go on.
    assert_eq!(field(&report(&held[0]), "verdict").as_string().unwrap(), "Bicarp");
    for session in &held {
        session.free();
    }
    assert!(wasm_api::live() <= live_before, "{} sessions live, {live_before} before", wasm_api::live());
    assert!(wasm_api::in_use() < 16 << 20, "{} MiB still held", wasm_api::in_use() >> 20);
    still_answers();
}

// ---- Issue 30: nothing a reader, a link or a file does breaks the module ----

/// `test_rule` as the worker calls it; the report's `outcome` and its error's message.
fn rule_outcome(game: &str, rule: String) -> (String, String) {
    let timed = wasm_api::test_rule(game.into(), JsValue::UNDEFINED, rule.into(), "".into(), n(1.0))
        .unwrap_or_else(|e| panic!("{}", message(&e)));
    let report = field(&timed, "report");
    let error = field(&report, "error");
    let said = if error.is_null() { String::new() } else { message(&error) };
    (field(&report, "outcome").as_string().unwrap(), said)
}

/// The answers of docs/RULES.md's examples, through every kind of export: after whatever a test
/// did, the module still gives them.
fn still_answers_the_examples() {
    still_answers();
    let session = analyze("permutation", "3 6 5 1 4 2".into(), None).unwrap_or_else(|e| panic!("{}", message(&e)));
    assert_eq!(field(&report(&session), "verdict").as_string().unwrap(), "Bob");
    session.free();
    let session = analyze("auction", "1C X P XX P P".into(), None).unwrap_or_else(|e| panic!("{}", message(&e)));
    assert_eq!(field(&report(&session), "verdict").as_string().unwrap(), "illegal");
    session.free();
    let values =
        wasm_api::position_values("permutation".into(), "3 _ 5 1 4 2".into(), n(0.0), n(6.0), JsValue::UNDEFINED)
            .unwrap_or_else(|e| panic!("{}", message(&e)));
    let value = field(&values, "value");
    assert_eq!((field(&value, "mover_wins").as_bool(), field(&value, "moves").as_f64()), (Some(true), Some(5.0)));
    let tree = wasm_api::position_tree("ticket".into(), "?00? Monocarp".into(), JsValue::UNDEFINED)
        .unwrap_or_else(|e| panic!("{}", message(&e)));
    assert_eq!(js_sys::Array::from(&field(&tree, "nodes")).length(), 1 + 20 + 20 * 10);
    assert_eq!(rule_outcome("ticket", "2 * (L - R) == 9 * (qR - qL)".into()).0, "holds");
}

#[wasm_bindgen_test]
fn deep_rules_are_errors_at_their_place_and_the_module_lives_on() {
    // 4 KB of parentheses trapped "memory access out of bounds", and every later call trapped.
    for rule in [
        format!("{}L == R{}", "(".repeat(2_000), ")".repeat(2_000)),
        format!("{}L == R{}", "(".repeat(900), ")".repeat(900)),
        format!("{}L{} == 1", "abs(".repeat(2_000), ")".repeat(2_000)),
        format!("L{} == R", " + 0".repeat(12_000)),
        format!("{}true", "!".repeat(60_000)),
    ] {
        for _ in 0..3 {
            let (outcome, said) = rule_outcome("ticket", rule.clone());
            assert_eq!(outcome, "error", "{}…", &rule[..20]);
            assert!(said.contains("more simply"), "{said}");
        }
    }
    // Past the boundary's bound on a short text (64 Ki characters), a rule is refused unread.
    for rule in [format!("L{} == R", " + 0".repeat(250_000)), format!("{}true", "!".repeat(100_000))] {
        let error = wasm_api::test_rule("ticket".into(), JsValue::UNDEFINED, rule.into(), "".into(), n(1.0))
            .expect_err("refused unread");
        assert!(message(&error).contains("reads up to"), "{}", message(&error));
    }
    still_answers_the_examples();
}

#[wasm_bindgen_test]
fn the_tree_of_a_huge_position_is_refused_at_once_and_the_module_lives_on() {
    // 3 000 '?' overflowed the stack: "Maximum call stack size exceeded", then every analysis
    // was refused until a reload.
    let rows: Vec<String> = (1..=100_000u32).map(|v| v.to_string()).collect();
    for (game, position) in [
        ("ticket", format!("{} Monocarp", "?".repeat(3_000))),
        ("ticket", format!("{} Monocarp", "?".repeat(1_990))),
        ("permutation", rows.join(" ")),
    ] {
        let error = wasm_api::position_tree(game.into(), position.into(), JsValue::UNDEFINED).expect_err("refused");
        assert!(message(&error).starts_with("The tree"), "{}", message(&error));
    }
    still_answers_the_examples();
}

#[wasm_bindgen_test]
fn a_file_past_the_limit_is_refused_before_it_is_copied() {
    let over = js(&format!("return new Uint8Array({});", verdict_playground::games::MAX_INPUT + 1));
    let error = wasm_api::analyze("ticket".into(), over, JsValue::UNDEFINED, JsValue::UNDEFINED).expect_err("refused");
    assert!(message(&error).contains("67108865 bytes long"), "{}", message(&error));
    // 2^32 bytes: its `u32` length wrapped to 0 and passed the check; then the copy ran out.
    let huge = js("try { return new Uint8Array(2 ** 32); } catch { return null; }");
    if !huge.is_null() {
        let error =
            wasm_api::analyze("ticket".into(), huge, JsValue::UNDEFINED, JsValue::UNDEFINED).expect_err("refused");
        assert!(message(&error).contains("4294967296 bytes long"), "{}", message(&error));
    }
    still_answers_the_examples();
}

#[wasm_bindgen_test]
fn an_auction_past_its_limit_is_refused_and_one_at_it_fits() {
    let most = verdict_playground::games::auction::GAME.max_input();
    let error = analyze("auction", "P,".repeat(most / 2 + 1), None).err().expect("refused");
    assert!(message(&error).contains("for the auction"), "{}", message(&error));
    let before = wasm_api::in_use();
    let session = analyze("auction", "P,".repeat(most / 2), None).unwrap_or_else(|e| panic!("{}", message(&e)));
    assert_eq!(field(&report(&session), "verdict").as_string().unwrap(), "illegal");
    console_log!("a 1 MiB auction holds {} MiB", (wasm_api::in_use() - before) >> 20);
    assert!(wasm_api::in_use() - before < 64 << 20);
    session.free();
    still_answers_the_examples();
}

/// Every export in turn with the largest input it takes of each kind: the 64 MiB ticket and row,
/// their positions, the 1 MiB auction, the longest rule, a 64 MiB answer; after all of them the
/// module answers the examples.
#[wasm_bindgen_test]
#[ignore = "long: make test-long"]
async fn the_largest_inputs_reach_every_export_and_the_module_lives_on() {
    let most = verdict_playground::games::MAX_INPUT;
    let ticket = js(&format!("return '?'.repeat({most});"));
    let ticket_position = js(&format!("return '?'.repeat({}) + ' Monocarp';", most - 10));
    let row = js(&format!(
        "const words = []; let length = 0; for (let v = 1; ; v++) {{ const w = String(v); if (length + w.length + 1 > {most}) break; words.push(w); length += w.length + 1; }} return words.join(' ');"
    ));
    let auction = js(&format!("return 'P,'.repeat({});", verdict_playground::games::auction::GAME.max_input() / 2));
    for (game, input) in [("ticket", &ticket), ("permutation", &row), ("auction", &auction)] {
        let session = Session(
            wasm_api::analyze(game.into(), input.clone(), JsValue::UNDEFINED, JsValue::UNDEFINED)
                .unwrap_or_else(|e| panic!("{game}: {}", message(&e))),
        );
        yield_to_browser().await;
        let _ = report(&session);
        let _ = session.rows(n(0.0), n(1e9), n(10_000.0));
        let _ = session.step(n(1.0));
        let _ = call(&session.0, "values", &[n(0.0), n(10_000.0)]);
        session.free();
        yield_to_browser().await;
    }
    // One export at a time, the browser given a turn after each (a call on 64 MiB takes seconds,
    // and the test runner's driver gives up on a page that does not answer for 30).
    for (game, position) in [("ticket", &ticket_position), ("permutation", &row)] {
        let _ =
            wasm_api::position_view(game.into(), position.clone(), n(0.0), position.clone(), true, JsValue::UNDEFINED);
        yield_to_browser().await;
        let _ = wasm_api::position_moves(game.into(), position.clone(), n(0.0), JsValue::UNDEFINED);
        yield_to_browser().await;
        let _ = wasm_api::position_no_move(game.into(), position.clone(), n(0.0), JsValue::UNDEFINED);
        yield_to_browser().await;
        let _ = wasm_api::position_play(
            game.into(),
            position.clone(),
            n(0.0),
            n(9.0),
            position.clone(),
            true,
            JsValue::UNDEFINED,
        );
        yield_to_browser().await;
        let _ = wasm_api::position_values(game.into(), position.clone(), n(0.0), n(10_000.0), JsValue::UNDEFINED);
        yield_to_browser().await;
        assert!(wasm_api::position_tree(game.into(), position.clone(), JsValue::UNDEFINED).is_err());
        let checked = wasm_api::check(game.into(), JsValue::UNDEFINED, position.clone(), n(1.0))
            .unwrap_or_else(|e| panic!("{}", message(&e)));
        assert_eq!(field(&field(&checked, "report"), "outcome").as_string().unwrap(), "too-large");
        yield_to_browser().await;
        let _ = wasm_api::grade_answer(game.into(), n(7.0), n(1.0), position.clone());
        yield_to_browser().await;
    }
    let longest = format!("L{} == R", " + 0".repeat(verdict_playground::conjecture::expr::MAX_PARTS / 2 - 2));
    assert_ne!(rule_outcome("ticket", longest).0, "error");
    for game in ["ticket", "permutation"] {
        assert!(
            wasm_api::stress(game.into(), JsValue::UNDEFINED, n(1_000.0), n(10.0), n(1.0), n(1.0)).is_err(),
            "{game}: past the limits"
        );
        let _ = wasm_api::exercise_set(game.into(), n(4294967295.0));
        let _ = wasm_api::random_input(game.into(), n(1e15), n(1.0));
        assert!(wasm_api::grade_answer(game.into(), n(1.0), n(0.0), "x".into()).is_err(), "there is no exercise 0");
    }
    let _ = wasm_api::games();
    still_answers_the_examples();
}
