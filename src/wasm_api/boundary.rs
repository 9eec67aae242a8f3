//! What crosses between JavaScript and the core, in one place: every argument checked on the way
//! in, every value and error built on the way out. The exports in `wasm_api.rs` only call these.
//!
//! The rule that keeps the module alive: no JavaScript exception may unwind through the
//! module's frames. An exception thrown inside a call from Rust into JavaScript skips the
//! epilogues that give the frames' shadow-stack space back, so each one leaks it for good (a
//! settings object whose getter threw cost 928 bytes a call: the module's 1 MiB stack was gone
//! after about 1 100 calls, and every call after that trapped). So the work is divided by who
//! owns the object:
//! - Arguments are the caller's: they are only ever touched by operations that run none of its
//!   code (`typeof`, a string's or a number's value) or that catch what it throws (`Reflect`, a
//!   catching constructor), here, by hand. serde-wasm-bindgen's deserializer is not used on
//!   them: it reads through plain property gets, and a getter or a proxy trap that throws there
//!   unwinds through its frames (the 928 bytes above). (Nor on a copy made here: the settings
//!   are two strings, and its deserializer brought Rust's float formatting, 20 KB, along.)
//! - Values going out are the module's: serde-wasm-bindgen's serializer builds them ([`to_js`]).
//!   It only makes new objects, arrays, strings and numbers and sets their own properties, so no
//!   value of the caller's is ever on its path.
//!
//! Outside this: the module shares its realm with its caller, and wasm-bindgen's glue calls the
//! realm's built-ins (`Object`, `Error`, `TextDecoder`, …). Code that replaces those, or plants
//! setters on `Object.prototype` or `Array.prototype`, changes what every call does; the rule
//! above is about the values a caller passes. Errors are returned, never thrown from Rust.

use crate::games::{Game, Settings, MAX_INPUT};
use crate::InputError;
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

#[wasm_bindgen]
extern "C" {
    /// A `Uint8Array` made here from the caller's.
    #[wasm_bindgen(js_name = Uint8Array)]
    type ByteCopy;
    /// `new Uint8Array(source)`, catching: the copy of a genuine byte array (its internal slots
    /// only), or the TypeError a look-alike throws.
    #[wasm_bindgen(constructor, js_class = "Uint8Array", catch)]
    fn new(source: &JsValue) -> Result<ByteCopy, JsValue>;
}

/// A `TypeError` naming what is wrong.
pub fn type_error(message: &str) -> JsValue {
    js_sys::TypeError::new(message).into()
}

fn range_error(message: &str) -> JsValue {
    js_sys::RangeError::new(message).into()
}

/// `value`'s `typeof`, for messages.
fn kind(value: &JsValue) -> String {
    value.js_typeof().as_string().unwrap_or_default()
}

/// What an exception the caller's code threw says (its `message`, read without running more of
/// its code unguarded).
fn said(exception: &JsValue) -> String {
    exception
        .as_string()
        .or_else(|| js_sys::Reflect::get(exception, &"message".into()).ok()?.as_string())
        .unwrap_or_else(|| kind(exception))
}

/// A number as JavaScript writes it (Rust's float formatting would be 14 KB of the module).
fn js_number(number: f64) -> String {
    js_sys::Number::from(number).to_string_with_radix(10).map(String::from).unwrap_or_default()
}

/// A string argument of at most `MAX_INPUT` UTF-16 units (longer ones are refused before they
/// are copied into the module's memory).
pub fn text(value: &JsValue, what: &str) -> Result<String, JsValue> {
    let Some(string) = value.dyn_ref::<js_sys::JsString>() else {
        return Err(type_error(&format!("{what} must be a string, not {}", kind(value))));
    };
    if string.length() as usize > MAX_INPUT {
        return Err(range_error(&format!(
            "{what} is {} characters long; the playground takes up to {} MiB",
            crate::words::grouped(string.length() as usize),
            MAX_INPUT >> 20
        )));
    }
    Ok(String::from(string))
}

/// The longest a short text argument may be, in UTF-16 units: a rule and its scope (4 000
/// bytes, `verdict_reason::expr`), a table's names, an exercise's answer. Refused before they are
/// copied in, as `text` refuses past `MAX_INPUT`: three arguments of 64 Mi units each (192 MiB
/// of UTF-8 apiece) would take most of what one request may allocate before a word was read.
pub const SHORT_TEXT: usize = 64 << 10;

/// A short string argument: at most `SHORT_TEXT` UTF-16 units. A longer one is an
/// `InputError`, the answer a reader's too long rule gets (a thrown `Error` is the page's
/// worker's sign of a broken module, which it replaces).
pub fn short_text(value: &JsValue, what: &str) -> Result<String, JsValue> {
    match string_length(value) {
        Some(length) if length > SHORT_TEXT => {
            let message = format!(
                "{what} is {} characters long; the playground reads up to {}",
                crate::words::grouped(length),
                crate::words::grouped(SHORT_TEXT)
            );
            Err(input_error("", InputError::whole(message)))
        }
        _ => text(value, what),
    }
}

/// A string argument's length in UTF-16 units, read without copying it; `None` for a value that
/// is not a string.
pub fn string_length(value: &JsValue) -> Option<usize> {
    value.dyn_ref::<js_sys::JsString>().map(|string| string.length() as usize)
}

/// An optional string argument (`undefined` or `null` for none).
pub fn optional_text(value: &JsValue, what: &str) -> Result<Option<String>, JsValue> {
    if value.is_undefined() || value.is_null() {
        Ok(None)
    } else {
        text(value, what).map(Some)
    }
}

/// A whole number from 0 to `max`.
pub fn whole(value: &JsValue, what: &str, max: usize) -> Result<usize, JsValue> {
    let Some(number) = value.as_f64() else {
        return Err(type_error(&format!("{what} must be a number, not {}", kind(value))));
    };
    if number.is_finite() && number >= 0.0 && number.fract() == 0.0 && number <= max as f64 {
        Ok(number as usize)
    } else {
        Err(range_error(&format!("{what} must be a whole number from 0 to {max}, not {}", js_number(number))))
    }
}

/// A whole number from 1 to `max` (an exercise's number: there is no exercise 0).
pub fn ordinal(value: &JsValue, what: &str, max: usize) -> Result<usize, JsValue> {
    match whole(value, what, max)? {
        0 => Err(range_error(&format!("{what} must be a whole number from 1 to {max}, not 0"))),
        number => Ok(number),
    }
}

/// An optional whole number (`undefined` or `null` for none).
pub fn optional_whole(value: &JsValue, what: &str, max: usize) -> Result<Option<usize>, JsValue> {
    if value.is_undefined() || value.is_null() {
        Ok(None)
    } else {
        whole(value, what, max).map(Some)
    }
}

/// A seed or request number: a whole number that fits 32 bits.
pub fn number32(value: &JsValue, what: &str) -> Result<u32, JsValue> {
    whole(value, what, u32::MAX as usize).map(|n| n as u32)
}

/// The game an argument names (any game of the registry).
pub fn game(value: &JsValue) -> Result<Game, JsValue> {
    crate::game(&text(value, "game")?).map_err(|e| type_error(&e))
}

/// The page's input: a string, or the bytes of a file (UTF-8), which the page hands over
/// without ever making a string of them on its own thread. Bad bytes are an `InputError`.
pub fn input(value: &JsValue) -> Result<String, JsValue> {
    if value.is_string() || !value.is_object() {
        return text(value, "input");
    }
    let not_bytes = || type_error(&format!("input must be a string or a Uint8Array, not {}", kind(value)));
    if !value.is_instance_of::<js_sys::Uint8Array>() {
        return Err(not_bytes());
    }
    // Refused before it is copied, even once: its length is read from its own slot, as a
    // number (a `u32` length wrapped 2^32 bytes to 0, and the copy below took 2 GiB).
    let length = typed_length(value).ok_or_else(not_bytes)?;
    if length > MAX_INPUT as f64 {
        return Err(input_error(
            "",
            InputError::whole(format!(
                "the file is {} bytes long; the playground takes up to {} MiB",
                js_number(length),
                MAX_INPUT >> 20
            )),
        ));
    }
    // A look-alike (an object whose prototype is Uint8Array's) throws here, caught.
    let bytes: js_sys::Uint8Array = ByteCopy::new(value).map_err(|_| not_bytes())?.unchecked_into();
    String::from_utf8(bytes.to_vec()).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let valid = std::str::from_utf8(&e.as_bytes()[..at]).unwrap_or_default().to_string();
        input_error(&valid, InputError::at(&valid, at, at, format!("byte {} of the file is not UTF-8 text", at + 1)))
    })
}

/// The length of a genuine typed array, read by `%TypedArray%.prototype`'s own `length` getter
/// from the array's internal slot (no property of the caller's is read: a look-alike makes the
/// getter throw, caught), as a number; `None` for anything else.
fn typed_length(value: &JsValue) -> Option<f64> {
    let sample: JsValue = js_sys::Uint8Array::new_with_length(0).into();
    let typed = js_sys::Object::get_prototype_of(&js_sys::Object::get_prototype_of(&sample).into());
    let descriptor = js_sys::Reflect::get_own_property_descriptor(&typed, &"length".into()).ok()?;
    let getter: js_sys::Function = js_sys::Reflect::get(&descriptor, &"get".into()).ok()?.dyn_into().ok()?;
    getter.call0(value).ok()?.as_f64()
}

/// The settings argument: an object of the game's settings by name (`{ dealer: "E",
/// vulnerable: "NS" }`, `About.settings`). Its own fields are read one by one through `Reflect`
/// (a getter that throws is an error, not an exception through the module); a name the game
/// does not take is refused by the core's analysis, which names the ones it takes.
pub fn settings(value: &JsValue) -> Result<Settings, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(Settings::default());
    }
    if !value.is_object() {
        return Err(type_error(&format!(
            "settings must be an object such as {{ dealer: \"E\" }}, not {}",
            kind(value)
        )));
    }
    let keys = js_sys::Reflect::own_keys(value)
        .map_err(|e| type_error(&format!("settings could not be read: {}", said(&e))))?;
    let mut settings = Settings::default();
    for key in keys.iter() {
        let Some(name) = key.as_string() else {
            return Err(type_error(
                "settings has a field named by a symbol; its fields are the game's settings by name",
            ));
        };
        let field = js_sys::Reflect::get(value, &key)
            .map_err(|e| type_error(&format!("settings.{name} could not be read: {}", said(&e))))?;
        if let Some(text) = field.as_string() {
            settings.set(&name, &text);
        } else if field.is_undefined() || field.is_null() {
            settings.set(&name, "");
        } else if let Some(flag) = field.as_bool() {
            return Err(type_error(&format!("settings.{name}: expected a string, not the boolean {flag}")));
        } else if let Some(number) = field.as_f64() {
            return Err(type_error(&format!(
                "settings.{name}: expected a string, not the number {}",
                js_number(number)
            )));
        } else {
            return Err(type_error(&format!("settings.{name} must be a string, not {}", kind(&field))));
        }
    }
    Ok(settings)
}

/// A value of the core as a plain JavaScript value: structs are objects, `None` is null, tuples
/// and sequences are arrays, as JSON would have them (serde-wasm-bindgen's JSON-compatible
/// serializer). It fails only for an integer beyond 2^53, which no count of the core reaches.
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    value.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(JsValue::from)
}

/// An `InputError` about `input` as the object the page shows: its byte span as a UTF-16 range
/// of `input`, the only unit JavaScript strings index by.
pub fn input_error(input: &str, mut error: InputError) -> JsValue {
    error.span = error.span.and_then(|span| utf16_span(input, span));
    to_js(&error).unwrap_or_else(|failed| failed)
}

/// `span` (bytes of `text`) as a UTF-16 range; `None` for a span that is not on character
/// boundaries of `text`. The core never makes one (the games' `tests/it/spans.rs`, with `verdict_testkit::spans`); should it, the page
/// shows no mark rather than a wrong one, and a debug build stops here.
pub fn utf16_span(text: &str, span: (usize, usize)) -> Option<(usize, usize)> {
    let converted = crate::utf16::span(text, span);
    debug_assert!(converted.is_ok(), "{converted:?}: a span off the input's character boundaries");
    converted.ok()
}
