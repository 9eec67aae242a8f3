//! The auction game (docs/RULES.md, "Bridge auction"): four players call in turn from the dealer; is the
//! sequence legal, is it over, and what is the contract?
//!
//! The modules, leaves first (each imports only modules above it in this list):
//! - [`calls`]: seats, strains, bids and calls, with every spelling docs/RULES.md accepts;
//! - [`laws`]: the laws applied call by call, naming the rule an illegal call breaks, and the
//!   plain solver API [`evaluate`];
//! - [`record`]: what a hand record holds besides the calls (board number, vulnerability, the
//!   deal) and the standard 16-board cycle;
//! - [`reading`]: the page's text (plain calls or a PBN record) into calls, and what the text
//!   carries beside them; [`lin`]: BBO's LIN records, read and written; [`handviewer`]: BBO's
//!   handviewer links (a `lin=` record, or the hands, calls, dealer and vulnerability);
//! - `evaluation`: the calls read, played through the laws (the leaf the report stands on);
//! - `setup`: who deals and who is vulnerable, from the record, its board number or the menus;
//! - `wording`: how a call and the state after it are worded in the tables and the narration;
//! - `diagram`: the bidding diagram as books print it, and its footnotes;
//! - `line`: the calls as a line of steps, each drawn as the diagram (with the deal around it);
//! - `export`: the auction written back as PBN and LIN, losing nothing that was read;
//! - `explain`: the page's entry point [`analyze`]: the verdict, the explanation, the tables;
//! - `judge`: the judge format;
//! - on top, through this module's re-exports: `exercises` (the auction's exercises) and `game`
//!   (the game's plug-in, [`GAME`]).
//!
//! The laws are written here rather than taken from the `contract-bridge` crate: its
//! `Call::from_str` panics on words such as `♥1` (it splits the word at byte 1), and its
//! `IllegalCall` says only "inadmissible double" where the page must say whether the bid was
//! partner's, already doubled, or missing. The laws are a few dozen lines; the explanations
//! need the same state anyway.

pub mod calls;
mod diagram;
mod evaluation;
mod exercises;
mod explain;
#[cfg(feature = "exports")]
mod export;
mod game;
pub mod handviewer;
mod judge;
pub mod laws;
pub mod lin;
mod line;
pub mod reading;
pub mod record;
mod setup;
mod wording;

pub use calls::{Bid, Call, NotACall, Seat, Side, Strain};
pub use game::{AuctionGame, GAME};
pub use laws::{evaluate, Auction, Breach, Change, Contract, Doubling, LastCall, Law, Made, Outcome, Verdict};
pub use record::{board_cycle, Deal, Vulnerability};

pub use explain::{analyze, read};
pub use judge::judge;
pub use setup::Setup;
