//! Sessions: solved inputs kept on the wasm side, so that the page can page through huge tables
//! and lines. JavaScript gets a plain object `{ report, rows, step, values, free }` whose functions name
//! the session by a number in a table here; a freed or unknown number is an ordinary error.
//! (Adding a method: a `Held` method, a closure in `Methods::new`, its name in `open`, and a
//! line in the `Session` interface of `wasm_api.rs`.)
//!
//! Why not a `#[wasm_bindgen]` class: its methods find `this` *inside* the module and, for an
//! object already freed, throw from there (`throw_str` in wasm-bindgen 0.2.130's generated
//! export), which unwinds through the export's frames and never gives their shadow-stack space
//! back. In the release build that was 48 bytes a call: after 21 794 calls on a freed session
//! (the calls of `e2e/misuse.test.mjs`, against the old build) every call trapped. Here nothing throws
//! through the module (`boundary.rs`), and the table's borrow never spans a call to JavaScript,
//! so a session freed from inside another call is safe too.
//!
//! Memory is counted (the global allocator below) so that a new analysis is refused, with a
//! message, while the sessions held leave too little of the module's 4 GiB for it: running out
//! would abort (wasm32 has no recoverable out-of-memory) and kill the module for the page.
//!
//! Each request may also take at most `REQUEST_LIMIT` beyond what was held when it began
//! (`begin_request`, which the page's worker calls before every request): the allocator refuses
//! the allocation past it, and notes its size (`refused`). A refused allocation still ends the
//! call in a trap (Rust on wasm32 cannot go on after one: no unwinding, no stable
//! out-of-memory hook), but at a bound the page chose rather than at whatever the browser
//! grants the tab (4 GB and a crashed tab, in issue 46): the worker reads `refused` from the
//! trapped module, says what the request needed, and replaces the module, as after any trap.
//! No input the playground accepts goes there: each request is bounded by its input before it
//! starts (`boundary::text`, `boundary::short_text`, the games' own limits), the costliest
//! measured takes 706 MiB (`request_peak`, bench/memory.mjs; docs/HARDENING.md has the
//! figures), and e2e/memory.test.mjs fails on any request past 768 MiB.

use super::boundary::{self, to_js};
use crate::report::Analysis;
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::atomic::{AtomicUsize, Ordering};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// What the sessions held may take when another analysis starts. wasm32 memory ends at 4 GiB;
/// the rest is room for that analysis: a 64 MiB ticket or permutation (the largest input)
/// holds about 70 to 90 MiB once analyzed and peaks near 135 MiB while it is. A page holds a
/// few sessions, not the fifteen of those that reach this.
pub const HELD_LIMIT: usize = 1 << 30;

/// Bytes allocated and not yet freed, by the module's allocator.
static IN_USE: AtomicUsize = AtomicUsize::new(0);

/// The most a request may allocate beyond what was held when it began: the costliest request
/// on the largest inputs, Play's view with hints of a 64 MiB permutation, takes 706 MiB; the
/// largest analysis, of the same row, 207 MiB.
pub const REQUEST_LIMIT: usize = 1 << 30;

/// The most the module may hold while the current request runs: what was held when it began
/// plus its limit. Until a first `begin_request` (a caller of the npm package that never makes
/// one), the sessions' limit plus a request's: 2 GiB, under the module's 4.
static CEILING: AtomicUsize = AtomicUsize::new(HELD_LIMIT + REQUEST_LIMIT);

/// The size of the allocation the ceiling refused during the current request, or 0.
static REFUSED: AtomicUsize = AtomicUsize::new(0);

/// What the module held when the current request began, and the most it has held since: the
/// request's peak is their difference (`request_peak`, the figures of bench/memory.mjs).
static BEGAN: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

/// A request begins: it may allocate up to `limit` bytes (`REQUEST_LIMIT` when `None`) beyond
/// what the module holds now.
pub fn begin_request(limit: Option<usize>) {
    let limit = limit.unwrap_or(REQUEST_LIMIT);
    let held = in_use();
    CEILING.store(held.saturating_add(limit), Ordering::Relaxed);
    REFUSED.store(0, Ordering::Relaxed);
    BEGAN.store(held, Ordering::Relaxed);
    PEAK.store(held, Ordering::Relaxed);
}

/// The size of the allocation refused since the current request began (0: none was).
pub fn refused() -> usize {
    REFUSED.load(Ordering::Relaxed)
}

/// The most the module held beyond what it held when the current request began.
pub fn peak() -> usize {
    PEAK.load(Ordering::Relaxed).saturating_sub(BEGAN.load(Ordering::Relaxed))
}

/// Counts `size` bytes more in use, and the peak.
#[inline(never)]
fn taken(size: usize) {
    let now = IN_USE.fetch_add(size, Ordering::Relaxed) + size;
    PEAK.fetch_max(now, Ordering::Relaxed);
}

/// Whether `more` bytes fit under the ceiling; notes them when they do not. Not inlined, as the
/// allocator's functions are not: once in the module, not three times.
#[inline(never)]
fn fits(more: usize) -> bool {
    let fits = IN_USE.load(Ordering::Relaxed).saturating_add(more) <= CEILING.load(Ordering::Relaxed);
    if !fits {
        REFUSED.store(more, Ordering::Relaxed);
    }
    fits
}

/// The system allocator, counting.
struct Counting;

#[global_allocator]
static ALLOCATOR: Counting = Counting;

// SAFETY: every call is passed on to `System` unchanged, or refused with a null pointer (the
// contract's way to say out of memory) past the request's ceiling; only the counter is added. Not inlined:
// inlined into every allocation and drop of the core, the counter made the module 100 KB larger.
unsafe impl GlobalAlloc for Counting {
    #[inline(never)]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if !fits(layout.size()) {
            return std::ptr::null_mut();
        }
        let block = unsafe { System.alloc(layout) };
        if !block.is_null() {
            taken(layout.size());
        }
        block
    }

    #[inline(never)]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if !fits(layout.size()) {
            return std::ptr::null_mut();
        }
        let block = unsafe { System.alloc_zeroed(layout) };
        if !block.is_null() {
            taken(layout.size());
        }
        block
    }

    #[inline(never)]
    unsafe fn dealloc(&self, block: *mut u8, layout: Layout) {
        unsafe { System.dealloc(block, layout) };
        IN_USE.fetch_sub(layout.size(), Ordering::Relaxed);
    }

    #[inline(never)]
    unsafe fn realloc(&self, block: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if new_size > layout.size() && !fits(new_size - layout.size()) {
            return std::ptr::null_mut();
        }
        let moved = unsafe { System.realloc(block, layout, new_size) };
        if !moved.is_null() {
            taken(new_size);
            IN_USE.fetch_sub(layout.size(), Ordering::Relaxed);
        }
        moved
    }
}

/// Bytes the module holds now.
pub fn in_use() -> usize {
    IN_USE.load(Ordering::Relaxed)
}

/// A solved input, with the report's ranges already converted to UTF-16 (so that the input
/// need not be kept, and the report is sent as it is held: no copy of it, nor the code to make
/// one, in the module).
pub struct Held {
    pub analysis: Analysis,
}

impl Held {
    pub fn new(mut analysis: Analysis, input: &str) -> Held {
        analysis.convert_ranges(|span| boundary::utf16_span(input, span));
        Held { analysis }
    }

    fn report(&self) -> Result<JsValue, JsValue> {
        to_js(self.analysis.report())
    }

    fn rows(&self, table: &JsValue, start: &JsValue, count: &JsValue) -> Result<JsValue, JsValue> {
        let table = boundary::whole(table, "table", u32::MAX as usize)?;
        let start = boundary::whole(start, "start", usize::MAX)?;
        let count = boundary::whole(count, "count", MAX_WINDOW)?;
        to_js(&self.analysis.rows(table, start, count))
    }

    fn step(&self, index: &JsValue) -> Result<JsValue, JsValue> {
        to_js(&self.analysis.step(boundary::whole(index, "index", usize::MAX)?))
    }

    fn values(&self, start: &JsValue, count: &JsValue) -> Result<JsValue, JsValue> {
        let start = boundary::whole(start, "start", usize::MAX)?;
        to_js(&self.analysis.step_values(start, boundary::whole(count, "count", MAX_WINDOW)?))
    }
}

/// The most rows one call of `rows` returns: a window of a table, never a whole 10 000 000-row
/// one (which would run the module's memory out).
pub const MAX_WINDOW: usize = 10_000;

#[derive(Default)]
struct Table {
    /// The last number given out; numbers are never reused, so a stale one finds nothing.
    last: u64,
    /// The sessions held, by number, in the order they were opened. A list: a page holds a few
    /// (memory allows some dozens of large ones), and a list brings no hashing code of its own
    /// into the module.
    live: Vec<(u64, Rc<Held>)>,
}

thread_local! {
    static TABLE: RefCell<Table> = RefCell::default();
    static METHODS: Methods = Methods::new();
}

/// The session with number `handle`, or why there is none. The table is borrowed only here.
fn held(handle: &JsValue) -> Result<Rc<Held>, JsValue> {
    let number = handle.as_f64().unwrap_or(f64::NAN);
    TABLE
        .with_borrow(|table| {
            let found = table.live.iter().find(|(id, _)| *id as f64 == number);
            found.map(|(_, held)| Rc::clone(held))
        })
        .ok_or_else(|| js_sys::Error::new("this session was freed (session.free()); analyze the input again").into())
}

fn forget(handle: &JsValue) {
    if let Some(number) = handle.as_f64() {
        // Dropped after the borrow ends: a session's drop runs no JavaScript, but needs no table.
        let _gone = TABLE.with_borrow_mut(|table| {
            let at = table.live.iter().position(|(id, _)| *id as f64 == number)?;
            Some(table.live.swap_remove(at))
        });
    }
}

/// The functions every session object shares, made once; each object binds them to its number.
struct Methods {
    report: js_sys::Function,
    rows: js_sys::Function,
    step: js_sys::Function,
    values: js_sys::Function,
    free: js_sys::Function,
    /// Frees a session whose object JavaScript dropped without `free()`, as wasm-bindgen's
    /// classes do; absent where the engine has no FinalizationRegistry.
    collected: Option<js_sys::FinalizationRegistry>,
    dispose: Option<JsValue>,
}

type Method<Args> = Closure<Args>;

impl Methods {
    fn new() -> Methods {
        let report = Method::<dyn Fn(JsValue) -> Result<JsValue, JsValue>>::new(|h| held(&h)?.report());
        let rows = Method::<dyn Fn(JsValue, JsValue, JsValue, JsValue) -> Result<JsValue, JsValue>>::new(
            |h, table, start, count| held(&h)?.rows(&table, &start, &count),
        );
        let step = Method::<dyn Fn(JsValue, JsValue) -> Result<JsValue, JsValue>>::new(|h, i| held(&h)?.step(&i));
        let values = Method::<dyn Fn(JsValue, JsValue, JsValue) -> Result<JsValue, JsValue>>::new(|h, start, count| {
            held(&h)?.values(&start, &count)
        });
        let free = Method::<dyn Fn(JsValue)>::new(|h| forget(&h)).into_js_value();
        let global = js_sys::global();
        let has = |name: &str| js_sys::Reflect::get(&global, &name.into()).is_ok_and(|v| v.is_function());
        let collected = has("FinalizationRegistry").then(|| js_sys::FinalizationRegistry::new(free.unchecked_ref()));
        let dispose = js_sys::Reflect::get(&global, &"Symbol".into())
            .and_then(|symbol| js_sys::Reflect::get(&symbol, &"dispose".into()))
            .ok()
            .filter(|dispose| dispose.is_symbol());
        Methods {
            report: report.into_js_value().unchecked_into(),
            rows: rows.into_js_value().unchecked_into(),
            step: step.into_js_value().unchecked_into(),
            values: values.into_js_value().unchecked_into(),
            free: free.unchecked_into(),
            collected,
            dispose,
        }
    }
}

/// Refuses another analysis while the sessions held leave too little memory for it.
pub fn room_for_another() -> Result<(), JsValue> {
    let held = in_use();
    if held <= HELD_LIMIT {
        return Ok(());
    }
    let sessions = TABLE.with_borrow(|table| table.live.len());
    Err(js_sys::Error::new(&format!(
        "the playground holds {sessions} analyses in {} MiB, and the module has 4 GiB in all: \
         free some (session.free()) before analyzing another",
        crate::words::grouped(held >> 20)
    ))
    .into())
}

/// Keeps `held` and hands JavaScript its session object.
pub fn open(held: Held) -> Result<JsValue, JsValue> {
    let handle = TABLE.with_borrow_mut(|table| {
        table.last += 1;
        table.live.push((table.last, Rc::new(held)));
        table.last
    });
    let number = JsValue::from(handle as f64);
    let object = js_sys::Object::new();
    METHODS
        .with(|methods| {
            let bound = |method: &js_sys::Function| method.bind1(&JsValue::UNDEFINED, &number);
            for (name, method) in [
                ("report", &methods.report),
                ("rows", &methods.rows),
                ("step", &methods.step),
                ("values", &methods.values),
                ("free", &methods.free),
            ] {
                js_sys::Reflect::set(&object, &name.into(), &bound(method))?;
            }
            // `using session = analyze(…)` frees it at the end of the block.
            if let Some(dispose) = &methods.dispose {
                js_sys::Reflect::set(&object, dispose, &bound(&methods.free))?;
            }
            if let Some(registry) = &methods.collected {
                registry.register(&object, &number);
            }
            Ok::<_, JsValue>(())
        })
        .inspect_err(|_| forget(&number))?;
    Ok(object.into())
}

/// How many sessions are held (for the tests and the messages).
pub fn live() -> usize {
    TABLE.with_borrow(|table| table.live.len())
}
