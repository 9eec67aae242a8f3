//! Sentences as data (docs/LANGUAGES.md, "The core's sentences as messages"): a [`Message`] is a
//! catalogue id and its arguments, not English text. The core sends it as it is (the wasm module
//! carries no catalogue: `{ "id": "verdict-wins", "args": { "winner": { "name": "Bicarp" } } }`)
//! and each front end formats it in its reader's language: the page with `www/shared/i18n.js`, the
//! command line and the tests with `crate::catalogue` (which also gives a message its English,
//! `Message::english`), from the same catalogue files.

use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};
use std::rc::Rc;

/// One sentence: the id of a catalogue message (`verdict-wins`, `ticket-reason-odd`) and the
/// values its placeables read (`{ $winner }`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub id: &'static str,
    /// Shared, so that a copy of a report (the headline sent first, the report sent whole) copies
    /// no arguments: the module then carries no code to copy them.
    args: Rc<Vec<(&'static str, Arg)>>,
}

/// What a message's placeable reads.
#[derive(Debug, PartialEq, Eq)]
pub enum Arg {
    /// A name the catalogue translates (a player, a seat): the catalogue's `name-NAME`, `NAME`
    /// the core's own spelling (`Monocarp` → Монокарп, 모노카프), so that a particle or a case
    /// follows the name as shown.
    Name(&'static str),
    /// Text written the same in every language: a move, a call, a position as the core's
    /// notation writes them.
    Text(String),
    /// A sentence inside a sentence, formatted in the same language first.
    Message(Box<Message>),
}

impl Message {
    /// The message `id` with no arguments yet.
    pub fn new(id: &'static str) -> Message {
        Message { id, args: Rc::default() }
    }

    /// No sentence: a report's before its game fills it in (formatted as nothing).
    pub fn none() -> Message {
        Message::new("")
    }

    /// Text the core still writes in English, carried as a message until its sentence moves
    /// to the catalogues (`text = { $text }` in each: shown as it is in every language).
    pub fn verbatim(text: impl Into<String>) -> Message {
        Message::verbatim_string(text.into())
    }

    /// One copy of the verbatim message for every site that makes one.
    #[inline(never)]
    fn verbatim_string(text: String) -> Message {
        Message::new("text").with("text", Arg::Text(text))
    }

    /// A name alone, as the catalogues write it (a player in a table's cell, a fact's value).
    pub fn named(name: &'static str) -> Message {
        Message::new("named").name("name", name)
    }

    /// The text of a [`Message::verbatim`] one, `None` for a message of the catalogues.
    pub fn verbatim_text(&self) -> Option<&str> {
        match (self.id, self.args().first()) {
            ("text", Some((_, Arg::Text(text)))) => Some(text),
            _ => None,
        }
    }

    /// The text of a verbatim message, else the id: for the sentences still built as English text
    /// around a message (a rule's result, a stress run's failure), which the core cannot format
    /// without carrying the catalogues in the wasm module (docs/LANGUAGES.md, "Not yet").
    pub fn as_text(&self) -> &str {
        self.verbatim_text().unwrap_or(self.id)
    }

    /// Whether `text` is written out by one of the message's text arguments, or theirs: a move's
    /// reason of the catalogues names the move by passing its words (`MoveView::what`) as one.
    fn mentions(&self, text: &str) -> bool {
        self.args().iter().any(|(_, arg)| match arg {
            Arg::Text(said) => said.contains(text),
            Arg::Message(inner) => inner.mentions(text),
            Arg::Name(_) => false,
        })
    }

    /// Whether the message says `said` (a move's words): as one of its text arguments where
    /// `said` is verbatim text, else as one of its (nested) message arguments.
    pub fn says(&self, said: &Message) -> bool {
        if let Some(text) = said.verbatim_text() {
            return self.mentions(text);
        }
        self.args().iter().any(|(_, arg)| match arg {
            Arg::Message(inner) => **inner == *said || inner.says(said),
            _ => false,
        })
    }

    /// A verbatim message with its first letter a capital (the line's narration of a step is a
    /// move's reason, which the hints quote in the middle of a sentence); a message of the
    /// catalogues is as its catalogue words it.
    pub fn capitalized(self) -> Message {
        match self.verbatim_text() {
            Some(text) => Message::verbatim(crate::words::capitalized(text)),
            None => self,
        }
    }

    /// The message with `name` set to `value`.
    pub fn arg(self, name: &'static str, value: impl Into<Arg>) -> Message {
        self.with(name, value.into())
    }

    /// One copy of the push for every argument of every message (not inlined at each: the
    /// module stays smaller).
    #[inline(never)]
    fn with(mut self, name: &'static str, value: Arg) -> Message {
        // A message being built is the only holder of its arguments.
        if let Some(args) = Rc::get_mut(&mut self.args) {
            args.push((name, value));
        }
        self
    }

    /// The message with `name` set to the name `value` (see [`Arg::Name`]).
    pub fn name(self, name: &'static str, value: &'static str) -> Message {
        self.with(name, Arg::Name(value))
    }

    /// The arguments, by name, in the order given.
    pub fn args(&self) -> &[(&'static str, Arg)] {
        &self.args
    }

    /// The argument `name`, if set.
    pub fn get(&self, name: &str) -> Option<&Arg> {
        self.args().iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }
}

impl Arg {
    /// A number as the core writes it in its notation, without grouping (a sum, a count in a
    /// position: `1234`), which still selects a plural form by its value.
    /// One type for all, `usize`, whose writing the module has already (a `u64`'s it has not).
    #[inline(never)]
    pub fn digits(n: usize) -> Arg {
        Arg::Text(n.to_string())
    }
}

/// Text the core still writes in English, as a [`Message::verbatim`]: the way in for a sentence
/// not moved to the catalogues yet (an input error's `format!`), so that moving one is a change
/// of its own line only.
impl From<String> for Message {
    fn from(text: String) -> Message {
        Message::verbatim(text)
    }
}

impl From<&str> for Message {
    fn from(text: &str) -> Message {
        Message::verbatim(text)
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

/// `{ "id": …, "args": { name: value } }`: the arguments as an object, by name, as
/// `t(id, args)` in www/shared/i18n.js reads them (src/wasm_api/types.d.ts, `Message`). Written as
/// structs (the names are static), the kind of object the wasm layer serializes already, so
/// that the module carries no map serializer for them.
impl Serialize for Message {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        struct Args<'a>(&'a [(&'static str, Arg)]);
        impl Serialize for Args<'_> {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                let mut args = serializer.serialize_struct("Args", self.0.len())?;
                for (name, value) in self.0 {
                    args.serialize_field(name, value)?;
                }
                args.end()
            }
        }
        let mut s = serializer.serialize_struct("Message", 2)?;
        s.serialize_field("id", self.id)?;
        s.serialize_field("args", &Args(self.args()))?;
        s.end()
    }
}

/// Text as a string, a name as `{ "name": … }` and a message as itself.
impl Serialize for Arg {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Arg::Text(text) => serializer.serialize_str(text),
            Arg::Name(name) => {
                let mut s = serializer.serialize_struct("Name", 1)?;
                s.serialize_field("name", name)?;
                s.end()
            }
            Arg::Message(message) => message.serialize(serializer),
        }
    }
}

/// The TypeScript of [`Message`] and [`Arg`] (src/typescript.rs adds it to the package's types).
pub const TYPESCRIPT: &str = "\n/**\n * A sentence as data: a catalogue message's id and its arguments by name (docs/LANGUAGES.md),\n * formatted by the page in its reader's language (www/shared/i18n.js, `message`).\n */\nexport type Message = { id: string, args: Record<string, MessageArg> };\n\n/** A message's argument: text (a move, a call, a number as the core writes it), a name the catalogue translates, a sentence. */\nexport type MessageArg = string | { name: string } | Message;\n";
