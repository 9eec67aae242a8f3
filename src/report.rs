//! The one report model every game fills and every front end renders.
//!
//! A game turns its input into an [`Analysis`]: a [`Report`] (verdict, reason, explanation lines,
//! table headers with a preview of their rows) plus one [`RowSource`] per table. Tables of a huge
//! input (a ticket of 10 000 000 characters has 10 000 000 reading rows) are never materialized:
//! front ends ask for a window of rows at a time, and each source builds those rows on demand.

use serde::Serialize;
use std::ops::Range;

/// How many rows of each table travel with the report itself. The page shows this many at once
/// and fetches further windows through [`Analysis::rows`].
pub const PREVIEW_ROWS: usize = 100;

/// A row is a list of cells, already formatted for display.
pub type Row = Vec<String>;

/// What a game concluded, and why, in words and numbers a student can follow.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// Which game: `ticket`, `auction` or `permutation`.
    pub game: &'static str,
    /// The machine-readable verdict (`Monocarp`, `Bicarp`, `complete`, `incomplete`, `illegal`,
    /// `Alice`, `Bob`); the page puts it in `data-verdict`.
    pub verdict: String,
    /// The verdict as a short sentence ("Bicarp wins").
    pub headline: String,
    /// One line: the deciding fact.
    pub reason: String,
    /// The argument step by step, with the actual numbers plugged in.
    pub explanation: Vec<String>,
    pub tables: Vec<TableHead>,
    /// Byte range of the input to highlight (the illegal call), if any.
    pub input_mark: Option<(usize, usize)>,
    /// What the highlighted part is, as a front end titles it ("The first illegal call").
    pub input_mark_note: String,
    /// Next inputs to offer as one-click buttons (the legal calls of an unfinished auction).
    pub offers: Vec<Offer>,
    /// The input written in another notation, to copy (the auction as a PBN section).
    pub exports: Vec<Export>,
}

/// A text the page offers to copy, such as the auction in PBN.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct Export {
    pub label: String,
    pub text: String,
}

/// A button the page offers: clicking it replaces the input with `input`.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct Offer {
    pub label: String,
    pub input: String,
}

/// A table's header and the first rows; the rest come from [`Analysis::rows`].
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct TableHead {
    pub title: String,
    /// One sentence saying what a row is.
    pub caption: String,
    pub columns: Vec<String>,
    pub row_count: usize,
    /// The first `min(row_count, PREVIEW_ROWS)` rows.
    pub preview: Vec<Row>,
    /// A row to draw attention to (the illegal call, the current state), if any.
    pub marked_row: Option<usize>,
    /// Rows that stand for a cell of another table (a move of the play and the state it
    /// leaves in the DP grid): selecting a row highlights its cell.
    pub row_links: Option<RowLinks>,
}

/// `cells[k]` is the (row, column) of table `table` that row `k` stands for, if any.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct RowLinks {
    pub table: usize,
    pub cells: Vec<Option<(usize, usize)>>,
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

/// A table as a game describes it: header text plus where its rows come from.
pub struct Table {
    pub title: String,
    pub caption: String,
    pub columns: Vec<String>,
    pub marked_row: Option<usize>,
    pub row_links: Option<RowLinks>,
    pub source: Box<dyn RowSource>,
}

impl Table {
    pub fn new(title: &str, caption: &str, columns: &[&str], source: Box<dyn RowSource>) -> Table {
        Table {
            title: title.to_string(),
            caption: caption.to_string(),
            columns: columns.iter().map(|c| c.to_string()).collect(),
            marked_row: None,
            row_links: None,
            source,
        }
    }

    pub fn marked(mut self, row: Option<usize>) -> Table {
        self.marked_row = row;
        self
    }

    pub fn linked(mut self, links: RowLinks) -> Table {
        self.row_links = Some(links);
        self
    }
}

/// The headline part of a report, before its tables are attached.
#[derive(Default)]
pub struct Summary {
    pub game: &'static str,
    pub verdict: String,
    pub headline: String,
    pub reason: String,
    pub explanation: Vec<String>,
    pub input_mark: Option<(usize, usize)>,
    pub input_mark_note: String,
    pub offers: Vec<Offer>,
    pub exports: Vec<Export>,
}

/// A solved input: the report plus the means to page through every table.
pub struct Analysis {
    report: Report,
    sources: Vec<Box<dyn RowSource>>,
}

impl std::fmt::Debug for Analysis {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Analysis").field("report", &self.report).finish_non_exhaustive()
    }
}

impl Analysis {
    pub fn new(summary: Summary, tables: Vec<Table>) -> Analysis {
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
                row_links: table.row_links,
            });
            sources.push(table.source);
        }
        Analysis {
            report: Report {
                game: summary.game,
                verdict: summary.verdict,
                headline: summary.headline,
                reason: summary.reason,
                explanation: summary.explanation,
                tables: heads,
                input_mark: summary.input_mark,
                input_mark_note: summary.input_mark_note,
                offers: summary.offers,
                exports: summary.exports,
            },
            sources,
        }
    }

    pub fn report(&self) -> &Report {
        &self.report
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
}

/// Formats a table as aligned plain text, for the CLI's `--explain` and for tests.
pub fn render_text_table(head: &TableHead, rows: &[Row], out: &mut String) {
    let mut widths: Vec<usize> = head.columns.iter().map(|c| c.chars().count()).collect();
    for row in rows {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(cell.chars().count());
        }
    }
    let line = |cells: &[String], out: &mut String| {
        let mut text = String::new();
        for (i, (cell, width)) in cells.iter().zip(&widths).enumerate() {
            if i > 0 {
                text.push_str("  ");
            }
            text.push_str(cell);
            text.extend(std::iter::repeat_n(' ', width - cell.chars().count()));
        }
        out.push_str(text.trim_end());
        out.push('\n');
    };
    line(&head.columns, out);
    let rule: Vec<String> = widths.iter().map(|w| "-".repeat(*w)).collect();
    line(&rule, out);
    for row in rows {
        line(row, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn numbered(n: usize) -> Box<dyn RowSource> {
        Box::new((0..n).map(|i| vec![i.to_string()]).collect::<Vec<Row>>())
    }

    fn analysis(rows: usize) -> Analysis {
        let summary = Summary {
            game: "test",
            verdict: "v".into(),
            headline: "h".into(),
            reason: "r".into(),
            ..Summary::default()
        };
        Analysis::new(summary, vec![Table::new("t", "c", &["i"], numbered(rows))])
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

    #[test]
    fn text_table_aligns_columns() {
        let a = analysis(2);
        let mut out = String::new();
        render_text_table(&a.report().tables[0], &a.rows(0, 0, 2), &mut out);
        assert_eq!(out, "i\n-\n0\n1\n");
    }
}
