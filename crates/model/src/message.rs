//! Sentences as data (docs/LANGUAGES.md, "The core's sentences as messages"): a [`Message`] is a
//! catalogue id and its arguments, not English text. The core sends it as it is (the wasm module
//! carries no catalogue: `{ "id": "verdict-wins", "args": { "winner": { "name": "Bicarp" } } }`)
//! and each front end formats it in its reader's language: the page with `www/i18n.js`, the
//! command line and the tests with [`crate::catalogue`], from the same catalogue files.

use serde::ser::{SerializeMap, SerializeStruct};
use serde::{Serialize, Serializer};

/// One sentence: the id of a catalogue message (`verdict-wins`, `ticket-reason-odd`) and the
/// values its placeables read (`{ $winner }`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

/// What a message's placeable reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A count or a value: each language writes it in its digits and grouping (`1 234` in
    /// Russian) and a selection on it picks the plural form.
    Number(i64),
    /// A name the catalogue translates (a player, a seat): the catalogue's `name-NAME`, `NAME`
    /// the core's own spelling (`Monocarp` → Монокарп, 모노카프), so that a particle or a case
    /// follows the name as shown.
    Name(&'static str),
    /// Text written the same in every language: a move, a call, a position as the core's
    /// notation writes them.
    Text(String),
    /// Several values, written one after another with ", " between them.
    List(Vec<Arg>),
    /// A sentence inside a sentence, formatted in the same language first.
    Message(Box<Message>),
}

impl Message {
    /// The message `id` with no arguments yet.
    pub fn new(id: &'static str) -> Message {
        Message { id, args: Vec::new() }
    }

    /// The message with `name` set to `value`.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        self.args.push((name, value.into()));
        self
    }

    /// The message with `name` set to the name `value` (see [`Arg::Name`]).
    pub fn name(self, name: &'static str, value: &'static str) -> Message {
        self.arg(name, Arg::Name(value))
    }

    /// The argument `name`, if set.
    pub fn get(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }

    /// The message in English, as the page shows it to an English reader (the command line's
    /// default, and what the tests compare).
    pub fn english(&self) -> String {
        crate::catalogue::format(crate::catalogue::Lang::En, self)
    }
}

impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::Number(n)
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Number(n as i64)
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Number(n.into())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<Message> for Arg {
    fn from(message: Message) -> Arg {
        Arg::Message(Box::new(message))
    }
}

/// A message is shown in English where a front end has no language of its own (a test's
/// failure, a panic's text): `{report.headline}` reads as the page reads it in English.
impl std::fmt::Display for Message {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.english())
    }
}

/// Tests compare a message with the English sentence it stands for.
impl PartialEq<&str> for Message {
    fn eq(&self, other: &&str) -> bool {
        self.english() == *other
    }
}

impl PartialEq<str> for Message {
    fn eq(&self, other: &str) -> bool {
        self.english() == other
    }
}

impl PartialEq<String> for Message {
    fn eq(&self, other: &String) -> bool {
        self.english() == *other
    }
}

/// `{ "id": …, "args": { name: value } }`: the arguments as an object, by name, as
/// `t(id, args)` in www/i18n.js reads them (src/wasm_api/types.d.ts, `Message`).
impl Serialize for Message {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        struct Args<'a>(&'a [(&'static str, Arg)]);
        impl Serialize for Args<'_> {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                let mut map = serializer.serialize_map(Some(self.0.len()))?;
                for (name, value) in self.0 {
                    map.serialize_entry(name, value)?;
                }
                map.end()
            }
        }
        let mut s = serializer.serialize_struct("Message", 2)?;
        s.serialize_field("id", self.id)?;
        s.serialize_field("args", &Args(&self.args))?;
        s.end()
    }
}

/// A number as a number, text as a string, a list as an array, a name as `{ "name": … }` and a
/// message as itself.
impl Serialize for Arg {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Arg::Number(n) => serializer.serialize_i64(*n),
            Arg::Text(text) => serializer.serialize_str(text),
            Arg::List(items) => items.serialize(serializer),
            Arg::Name(name) => {
                let mut map = serializer.serialize_map(Some(1))?;
                map.serialize_entry("name", name)?;
                map.end()
            }
            Arg::Message(message) => message.serialize(serializer),
        }
    }
}

/// The TypeScript of [`Message`] and [`Arg`] (src/typescript.rs adds it to the package's types).
pub const TYPESCRIPT: &str = "\n/**\n * A sentence as data: a catalogue message's id and its arguments by name (docs/LANGUAGES.md),\n * formatted by the page in its reader's language (www/i18n.js, `message`).\n */\nexport type Message = { id: string, args: Record<string, MessageArg> };\n\n/** A message's argument: a number, text (a move, a call), a name the catalogue translates, a list, a sentence. */\nexport type MessageArg = number | string | { name: string } | Array<MessageArg> | Message;\n";
