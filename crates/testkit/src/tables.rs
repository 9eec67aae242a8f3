//! Tables served by window.

use verdict_model::Analysis;

/// Every table's window `start..start + len` equals the same slice of the whole table: the
/// page's paging shows exactly the rows a full listing would.
pub fn windows_agree_with_full_tables(analysis: &Analysis, start: usize, len: usize) -> Result<(), String> {
    for table in 0..analysis.report().tables.len() {
        let all = analysis.rows(table, 0, usize::MAX);
        let s = start.min(all.len());
        let e = (s + len).min(all.len());
        let window = analysis.rows(table, start, len);
        if window != all[s..e] {
            return Err(format!("table {table}, window {start}+{len}: {window:?} != {:?}", &all[s..e]));
        }
    }
    Ok(())
}
