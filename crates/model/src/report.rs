//! The one report model every game fills and every front end renders.
//!
//! A game turns its input into an [`Analysis`]: a [`Report`] (verdict, reason, explanation lines,
//! table headers with a preview of their rows) plus one [`RowSource`] per table. Tables of a huge
//! input (a ticket of 10 000 000 characters has 10 000 000 reading rows) are never materialized:
//! front ends ask for a window of rows at a time, and each source builds those rows on demand.
//!
//! Every report also carries a *line* ([`crate::line`]): the positions of a game from the input
//! to its end, served one step at a time, like rows.

use crate::line::{Footnote, Line, LineHead, LineSource, Step, StepValue};
use crate::message::Message;
use serde::Serialize;
use std::ops::Range;

/// The machine-readable verdict, spelled as the `data-verdict` values of docs/RULES.md: one of
/// the verdicts the game's `About` declares (`About::verdicts`; a test holds every report to
/// it), for a game of two players the winner's name.
#[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[serde(transparent)]
pub struct VerdictName(&'static str);

impl VerdictName {
    pub const fn new(verdict: &'static str) -> VerdictName {
        VerdictName(verdict)
    }

    pub fn as_str(self) -> &'static str {
        self.0
    }
}

impl std::fmt::Display for VerdictName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Tests and front ends compare with the spelling of docs/RULES.md.
impl PartialEq<str> for VerdictName {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for VerdictName {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl PartialEq<VerdictName> for &str {
    fn eq(&self, other: &VerdictName) -> bool {
        *self == other.as_str()
    }
}

impl PartialEq<VerdictName> for String {
    fn eq(&self, other: &VerdictName) -> bool {
        self == other.as_str()
    }
}

/// The verdict and its reason, which a game can say before its tables are built: a front end
/// shows them first.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Headline {
    #[cfg_attr(feature = "ts", ts(type = "GameName"))]
    pub game: &'static str,
    #[cfg_attr(feature = "ts", ts(type = "Verdict"))]
    pub verdict: VerdictName,
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub headline: Message,
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub reason: Message,
    /// What the input holds, in a few words ("5,000,312 '?'", "1,000,000 numbers").
    pub input_summary: String,
}

impl Headline {
    /// A report's headline.
    pub fn of(report: &Report) -> Headline {
        Headline {
            game: report.game,
            verdict: report.verdict,
            headline: report.headline.clone(),
            reason: report.reason.clone(),
            input_summary: report.input_summary.clone(),
        }
    }
}

/// How many rows of each table travel with the report itself. The page shows this many at once
/// and fetches further windows through [`Analysis::rows`].
pub const PREVIEW_ROWS: usize = 100;

/// A row is a list of cells, each a message (a number or a position as [`Message::verbatim`]
/// text, the same in every language).
pub type Row = Vec<Message>;

/// A row of cells written the same in every language (numbers, positions, moves in notation),
/// or still in English.
pub fn verbatim_row(cells: Vec<String>) -> Row {
    cells.into_iter().map(Message::verbatim).collect()
}

/// Defines [`Report`] and [`Summary`] from one list of fields: a summary is a report before its
/// tables and line are attached (a game fills it; [`Analysis::new`] builds the rest). Each field
/// is written once, with its default in a new summary, so a new field is one edit here.
macro_rules! report_and_summary {
    ($($(#[$meta:meta])* pub $field:ident: $type:ty = $default:expr,)*) => {
        /// What a game concluded, and why, in words and numbers a student can follow.
        #[derive(Serialize, Clone, Debug, PartialEq)]
        #[cfg_attr(feature = "ts", derive(ts_rs::TS))]
        pub struct Report {
            /// Which game: its name in the registry.
            #[cfg_attr(feature = "ts", ts(type = "GameName"))]
            pub game: &'static str,
            /// The machine-readable verdict; the page puts it in `data-verdict`.
            #[cfg_attr(feature = "ts", ts(type = "Verdict"))]
            pub verdict: VerdictName,
            /// The verdict as a short sentence ("Bicarp wins"), a message of the catalogues
            /// (`verdict-wins`): front ends format it in their reader's language.
            #[cfg_attr(feature = "ts", ts(type = "Message"))]
            pub headline: Message,
            /// One line: the deciding fact, a message as the headline is.
            #[cfg_attr(feature = "ts", ts(type = "Message"))]
            pub reason: Message,
            /// The argument a student can follow, with this input's numbers plugged in: messages,
            /// which front ends format in their reader's language (the page when it draws the
            /// Why, www/panels/explanation.js); every game's are of the catalogues.
            #[cfg_attr(feature = "ts", ts(type = "Array<Message>"))]
            pub explanation: Vec<Message>,
            /// The expert layer (closed forms, invariants, proofs), which front ends show folded:
            /// messages, as `explanation`.
            #[cfg_attr(feature = "ts", ts(type = "Array<Message>"))]
            pub expert: Vec<Message>,
            $($(#[$meta])* pub $field: $type,)*
            pub tables: Vec<TableHead>,
            /// The game played from the input to its end, served step by step by [`Analysis::step`].
            pub line: LineHead,
        }

        /// The report part a game fills, before its tables and line are attached: every field of
        /// [`Report`] but those two.
        pub struct Summary {
            pub game: &'static str,
            pub verdict: VerdictName,
            pub headline: Message,
            pub reason: Message,
            pub explanation: Vec<Message>,
            pub expert: Vec<Message>,
            $($(#[$meta])* pub $field: $type,)*
        }

        impl Summary {
            /// A game's verdict with nothing else said yet: the rest is filled in by the game.
            pub fn new(game: &'static str, verdict: VerdictName) -> Summary {
                let none = Message::none();
                Summary { game, verdict, headline: none.clone(), reason: none, explanation: Vec::new(), expert: Vec::new(), $($field: $default,)* }
            }

            /// The report of this summary with its tables and line.
            fn into_report(self, tables: Vec<TableHead>, line: LineHead) -> Report {
                Report {
                    game: self.game,
                    verdict: self.verdict,
                    headline: self.headline,
                    reason: self.reason,
                    explanation: self.explanation,
                    expert: self.expert,
                    $($field: self.$field,)*
                    tables,
                    line,
                }
            }
        }
    };
}

report_and_summary! {
    /// A remark about the tables: one that is not shown, and why.
    pub tables_note: String = String::new(),
    /// What the input holds, in a few words (see [`Headline::input_summary`]).
    pub input_summary: String = String::new(),
    /// Byte range of the input to highlight (the illegal call), if any.
    pub input_mark: Option<(usize, usize)> = None,
    /// What the highlighted part is, as a front end titles it ("The first illegal call").
    pub input_mark_note: String = String::new(),
    /// Next inputs to offer as one-click buttons (the legal calls of an unfinished auction).
    pub offers: Vec<Offer> = Vec::new(),
    /// The input written in another notation, to copy (the auction as a PBN section).
    pub exports: Vec<Export> = Vec::new(),
    /// The labels of the exports a build left out of `exports` to be smaller (an embed's module:
    /// the auction without its `exports` feature), in their order: a front end asks a build with
    /// them (the wasm layer's `record_exports`) when its reader opens one. Empty in a full build.
    pub exports_left_out: Vec<String> = Vec::new(),
    /// The settings the analysis used (the auction's dealer and vulnerability), so that a
    /// front end's menus show what the input set.
    pub settings: Vec<Setting> = Vec::new(),
    /// Where the input contradicts itself and the analysis chose one side (a record whose
    /// dealer is not its board number's): a front end shows them beside the verdict.
    pub warnings: Vec<String> = Vec::new(),
}

/// A setting as the analysis used it: a front end's menu shows `value`, and when the input
/// itself fixed it (`set_by`), says so and lets the input decide.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Setting {
    /// `dealer` or `vulnerable`.
    #[cfg_attr(feature = "ts", ts(type = "keyof Settings"))]
    pub name: &'static str,
    /// The value as the menu spells it (`E`, `NS`), empty when not given.
    pub value: String,
    /// What in the input set it ("the [Auction] tag", "board 5"), or empty when the menu did.
    pub set_by: String,
}

/// A text the page offers to copy, such as the auction in PBN.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Export {
    pub label: String,
    pub text: String,
    /// What the input held that this format cannot, and was left out of `text` (a front end
    /// shows it beside the text); empty when nothing was.
    pub note: String,
}

/// A button the page offers: clicking it edits the input, replacing the byte range `replace`
/// of it with `insert` (the legal calls of an unfinished auction: each appends itself). An
/// offer never carries a copy of the input, so a report stays small whatever the input.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Offer {
    pub label: String,
    pub replace: (usize, usize),
    pub insert: String,
}

impl Offer {
    /// The input after clicking the offer.
    pub fn apply(&self, input: &str) -> String {
        let (start, end) = self.replace;
        let start = start.min(input.len());
        let end = end.clamp(start, input.len());
        format!("{}{}{}", &input[..start], self.insert, &input[end..])
    }
}

/// A table's header and the first rows; the rest come from [`Analysis::rows`].
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TableHead {
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub title: Message,
    /// One sentence saying what a row is.
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub caption: Message,
    #[cfg_attr(feature = "ts", ts(type = "Array<Message>"))]
    pub columns: Vec<Message>,
    pub row_count: usize,
    /// The first `min(row_count, PREVIEW_ROWS)` rows.
    #[cfg_attr(feature = "ts", ts(type = "Array<Array<Message>>"))]
    pub preview: Vec<Row>,
    /// A row to draw attention to (the illegal call), if any.
    pub marked_row: Option<usize>,
    /// `None` for a table of rows, where a row stands for a step when it is the line's table.
    /// `Some(skip)` for a grid whose cells are the steps, read row by row (the bidding
    /// diagram): the cell at place `p = row * columns + column` is step `p - skip + 1`, and the
    /// `skip` places before the first are blank. A front end links each such cell to its step.
    pub step_grid: Option<usize>,
    /// Notes printed under the table, each for the cells whose text carries its mark (the
    /// alerts and explanations under a bidding diagram), shown in full: never only on hover.
    pub footnotes: Vec<Footnote>,
}

/// Builds the rows of one table on demand.
pub trait RowSource {
    fn row_count(&self) -> usize;
    /// The rows in `range`, which the caller has already clamped to `0..row_count()`.
    fn rows(&self, range: Range<usize>) -> Vec<Row>;
}

/// A small table whose rows are all in memory.
impl RowSource for Vec<Row> {
    fn row_count(&self) -> usize {
        self.len()
    }
    fn rows(&self, range: Range<usize>) -> Vec<Row> {
        self[range].to_vec()
    }
}

/// A table shared with a line (the optimal-play walk serves both).
impl<T: RowSource + ?Sized> RowSource for std::rc::Rc<T> {
    fn row_count(&self) -> usize {
        (**self).row_count()
    }
    fn rows(&self, range: Range<usize>) -> Vec<Row> {
        (**self).rows(range)
    }
}

/// A table as a game describes it: header text plus where its rows come from.
pub struct Table {
    pub title: Message,
    pub caption: Message,
    pub columns: Vec<Message>,
    pub marked_row: Option<usize>,
    pub step_grid: Option<usize>,
    pub footnotes: Vec<Footnote>,
    pub source: Box<dyn RowSource>,
}

impl Table {
    pub fn new(title: &str, caption: &str, columns: &[&str], source: Box<dyn RowSource>) -> Table {
        Table {
            title: title.to_string().into(),
            caption: caption.to_string().into(),
            columns: columns.iter().map(|c| Message::verbatim(*c)).collect(),
            marked_row: None,
            step_grid: None,
            footnotes: Vec::new(),
            source,
        }
    }

    /// A table whose header is messages of the catalogues.
    pub fn worded(title: Message, caption: Message, columns: Vec<Message>, source: Box<dyn RowSource>) -> Table {
        Table { title, caption, columns, marked_row: None, step_grid: None, footnotes: Vec::new(), source }
    }

    pub fn marked(mut self, row: Option<usize>) -> Table {
        self.marked_row = row;
        self
    }

    /// Makes the table a grid of steps (see [`TableHead::step_grid`]).
    pub fn step_grid(mut self, skip: usize) -> Table {
        self.step_grid = Some(skip);
        self
    }

    /// Notes printed under the table (see [`TableHead::footnotes`]).
    pub fn footnotes(mut self, footnotes: Vec<Footnote>) -> Table {
        self.footnotes = footnotes;
        self
    }
}

/// A solved input: the report plus the means to page through every table.
pub struct Analysis {
    report: Report,
    sources: Vec<Box<dyn RowSource>>,
    line: Box<dyn LineSource>,
}

impl std::fmt::Debug for Analysis {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Analysis").field("report", &self.report).finish_non_exhaustive()
    }
}

impl Analysis {
    pub fn new(summary: Summary, tables: Vec<Table>, line: Line) -> Analysis {
        let mut heads = Vec::with_capacity(tables.len());
        let mut sources = Vec::with_capacity(tables.len());
        for table in tables {
            let row_count = table.source.row_count();
            heads.push(TableHead {
                title: table.title,
                caption: table.caption,
                columns: table.columns,
                row_count,
                preview: table.source.rows(0..row_count.min(PREVIEW_ROWS)),
                marked_row: table.marked_row,
                step_grid: table.step_grid,
                footnotes: table.footnotes,
            });
            sources.push(table.source);
        }
        let steps = line.source.steps();
        let open_at = if line.open_at_end { steps } else { 0 };
        let (step_name, step_names) = line.source.step_name();
        let head = LineHead {
            title: line.title,
            caption: line.caption,
            steps,
            step_name: step_name.to_string(),
            step_names: step_names.to_string(),
            table: line.table,
            playable: line.playable,
            legend: line.legend,
            open_at,
            open_step: line.source.step(open_at),
        };
        Analysis { report: summary.into_report(heads, head), sources, line: line.source }
    }

    pub fn report(&self) -> &Report {
        &self.report
    }

    /// The report's ranges of the input (its mark, its offers' places) written again by
    /// `convert` (the wasm layer's: as UTF-16 ranges, once, where the report was cloned to be
    /// sent before); a range it cannot convert is left out (no mark; the offer not offered, so
    /// that it never edits the wrong place).
    pub fn convert_ranges(&mut self, convert: impl Fn((usize, usize)) -> Option<(usize, usize)>) {
        self.report.input_mark = self.report.input_mark.and_then(&convert);
        self.report.offers.retain_mut(|offer| match convert(offer.replace) {
            Some(range) => {
                offer.replace = range;
                true
            }
            None => false,
        });
    }

    /// Rows `start..start + count` of table `table`, clamped to the rows that exist (an unknown
    /// table or a window past the end gives no rows rather than a panic).
    pub fn rows(&self, table: usize, start: usize, count: usize) -> Vec<Row> {
        let Some(source) = self.sources.get(table) else {
            return Vec::new();
        };
        let len = source.row_count();
        let start = start.min(len);
        let end = start.saturating_add(count).min(len);
        source.rows(start..end)
    }

    /// Step `index` of the line (0 is the input), or `None` past its end.
    pub fn step(&self, index: usize) -> Option<Step> {
        (index <= self.line.steps()).then(|| self.line.step(index))
    }

    /// The values of steps `start..start + count` of the line, clamped to its steps.
    pub fn step_values(&self, start: usize, count: usize) -> Vec<StepValue> {
        let end = start.saturating_add(count).min(self.line.steps() + 1);
        let start = start.min(end);
        self.line.values(start..end)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::line::{Board, CellGroup, LineSource, BOARD_WINDOW};

    fn numbered(n: usize) -> Box<dyn RowSource> {
        Box::new((0..n).map(|i| verbatim_row(vec![i.to_string()])).collect::<Vec<Row>>())
    }

    /// A line of `steps` moves whose position k is "k".
    struct Counting(usize);

    impl LineSource for Counting {
        fn steps(&self) -> usize {
            self.0
        }
        fn step(&self, index: usize) -> Step {
            Step {
                index,
                position: index.to_string(),
                to_move: None,
                played: None,
                narration: Message::none(),
                board: Board { caption: String::new().into(), groups: Vec::new(), facts: Vec::new(), layout: "" },
                marks: Vec::new(),
            }
        }
    }

    fn analysis(rows: usize) -> Analysis {
        let summary = Summary {
            headline: Message::verbatim("h"),
            reason: Message::verbatim("r"),
            ..Summary::new("test", VerdictName::new("complete"))
        };
        let line = Line {
            title: Message::verbatim("l"),
            caption: Message::verbatim("c"),
            table: None,
            open_at_end: false,
            playable: false,
            legend: Vec::new(),
            source: Box::new(Counting(3)),
        };
        Analysis::new(summary, vec![Table::new("t", "c", &["i"], numbered(rows))], line)
    }

    #[test]
    fn the_line_starts_in_the_report_and_ends_at_its_last_step() {
        let a = analysis(0);
        assert_eq!(a.report().line.steps, 3);
        assert_eq!(a.report().line.open_step.position, "0");
        assert_eq!(a.step(3).map(|s| s.position), Some("3".to_string()));
        assert_eq!(a.step(4), None);
        assert_eq!(a.step(usize::MAX), None);
    }

    #[test]
    fn board_windows_keep_the_focus_in_view() {
        assert_eq!(CellGroup::window(5, 4), 0..5);
        assert_eq!(CellGroup::window(1000, 0), 0..BOARD_WINDOW);
        assert_eq!(CellGroup::window(1000, 999), 1000 - BOARD_WINDOW..1000);
        for focus in [0, 17, 500, 978, 999] {
            let w = CellGroup::window(1000, focus);
            assert!(w.contains(&focus) && w.len() == BOARD_WINDOW, "{focus}: {w:?}");
        }
    }

    #[test]
    fn converted_ranges_move_the_mark_and_the_offers_and_drop_what_does_not_convert() {
        let mut a = analysis(0);
        let offer = |at: usize| Offer { label: format!("at {at}"), replace: (at, at + 2), insert: "X".into() };
        a.report.input_mark = Some((4, 6));
        a.report.offers = vec![offer(0), offer(5), offer(8)];
        // Every range moves back one, but the one starting at 5 (inside a character, say).
        a.convert_ranges(|(start, end)| (start != 5).then(|| (start.saturating_sub(1), end.saturating_sub(1))));
        assert_eq!(a.report().input_mark, Some((3, 5)));
        let offers: Vec<_> = a.report().offers.iter().map(|o| (o.label.as_str(), o.replace)).collect();
        assert_eq!(offers, [("at 0", (0, 1)), ("at 8", (7, 9))]);
        // A mark that does not convert is no mark.
        a.report.input_mark = Some((5, 6));
        a.convert_ranges(|(start, end)| (start != 5).then_some((start, end)));
        assert_eq!(a.report().input_mark, None);
    }

    #[test]
    fn preview_is_capped_and_windows_clamp() {
        let a = analysis(250);
        let head = &a.report().tables[0];
        assert_eq!(head.row_count, 250);
        assert_eq!(head.preview.len(), PREVIEW_ROWS);
        assert_eq!(a.rows(0, 240, 50).len(), 10);
        assert_eq!(a.rows(0, 240, 50)[0], vec!["240".to_string()]);
        assert!(a.rows(0, 999, 5).is_empty());
        assert!(a.rows(7, 0, 5).is_empty());
        assert!(a.rows(0, usize::MAX, usize::MAX).is_empty());
    }
}
