//! Prints how long the solvers take on large inputs (figures, not pass/fail). Run with
//! `make bench` (or `cargo bench --bench solvers`); docs/PERFORMANCE.md quotes the figures.

use std::alloc::{GlobalAlloc, Layout, System};
use std::hint::black_box;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use std::time::{Duration, Instant};
use verdict_playground::games::permutation;
use verdict_playground::games::permutation::position::RowPosition;
use verdict_playground::games::ticket;
use verdict_playground::games::ticket::position::TicketPosition;
use verdict_playground::games::ticket::{winner, Ticket};
use verdict_playground::position::Playable;
use verdict_playground::{analyze, Settings};

/// Counts live heap bytes and their peak, so memory figures are exact rather than sampled.
struct Counting;
static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let live = LIVE.fetch_add(layout.size(), Relaxed) + layout.size();
        PEAK.fetch_max(live, Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Relaxed);
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Runs `f` once and returns the peak heap it added above what was live before.
fn peak_extra<T>(f: impl FnOnce() -> T) -> (T, usize) {
    let before = LIVE.load(Relaxed);
    PEAK.store(before, Relaxed);
    let value = f();
    (value, PEAK.load(Relaxed) - before)
}

fn mib(bytes: usize) -> String {
    if bytes < 1024 * 1024 {
        format!("{:>8.1} KiB", bytes as f64 / 1024.0)
    } else {
        format!("{:>8.1} MiB", bytes as f64 / (1024.0 * 1024.0))
    }
}

/// The median of `runs` timings of `f`.
fn median(runs: usize, mut f: impl FnMut()) -> Duration {
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .collect();
    times.sort();
    times[runs / 2]
}

fn ms(d: Duration) -> String {
    format!("{:>9.3} ms", d.as_secs_f64() * 1e3)
}

/// A ticket of `n` characters with about half of them '?', deterministic.
fn ticket_text(n: usize) -> String {
    let mut state = 0x2545_f491_4f6c_dd1du64;
    (0..n)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            match state % 20 {
                0..=9 => '?',
                d => char::from(b'0' + (d - 10) as u8),
            }
        })
        .collect()
}

fn bench_ticket() {
    println!("ticket (median of 5 runs)");
    println!("{:>12}  {:>12}  {:>12}  {:>12}", "n", "verdict", "report", "last window");
    for n in [200_000, 10_000_000] {
        let text = ticket_text(n);
        let verdict = median(5, || {
            black_box(winner(&Ticket::parse(black_box(&text)).unwrap().counts()));
        });
        let report = median(5, || {
            black_box(analyze(ticket::GAME, black_box(&text), &Settings::default()).unwrap());
        });
        let analysis = analyze(ticket::GAME, &text, &Settings::default()).unwrap();
        let plays = analysis.report().tables[2].row_count;
        let window = median(5, || {
            black_box(analysis.rows(2, plays.saturating_sub(100), 100));
        });
        println!("{n:>12}  {}  {}  {}", ms(verdict), ms(report), ms(window));
    }
}

/// A deterministic random permutation of 1..=n (xorshift Fisher-Yates).
fn shuffled(n: usize) -> Vec<u32> {
    let mut values: Vec<u32> = (1..=n as u32).collect();
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    for i in (1..n).rev() {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        values.swap(i, (state % (i as u64 + 1)) as usize);
    }
    values
}

/// The zigzag family: 1 in the middle, arms alternating up and down (the DP's worst case: every
/// other number is an interior peak).
fn zigzag(n: usize) -> Vec<u32> {
    let mut values: Vec<u32> = (1..=n as u32).collect();
    for pair in values[1..].chunks_mut(2) {
        pair.reverse();
    }
    values.rotate_left(n / 2);
    values
}

fn text_of(values: &[u32]) -> String {
    let mut text = String::with_capacity(values.len() * 8);
    for v in values {
        text.push_str(&v.to_string());
        text.push(' ');
    }
    text
}

fn bench_permutation() {
    println!("\npermutation, O(n) arm automaton (random permutation, median of 5 runs)");
    println!(
        "{:>12}  {:>12}  {:>12}  {:>12}  {:>12}  {:>12}",
        "n", "parse", "solve", "solve heap", "report", "report heap"
    );
    for n in [1_000_000, 10_000_000] {
        let values = shuffled(n);
        let text = text_of(&values);
        let parse = median(5, || {
            black_box(permutation::parse(black_box(&text)).unwrap());
        });
        let solve = median(5, || {
            black_box(permutation::winner(black_box(&values)));
        });
        let (_, solve_heap) = peak_extra(|| permutation::winner(&values));
        let report = median(3, || {
            black_box(permutation::analyze(black_box(&text)).unwrap());
        });
        let (_, report_heap) = peak_extra(|| permutation::analyze(&text).unwrap());
        println!("{n:>12}  {}  {}  {}  {}  {}", ms(parse), ms(solve), mib(solve_heap), ms(report), mib(report_heap));
    }

    println!("\npermutation, O(n^2) interval DP on the zigzag family (median of 3 runs)");
    println!("{:>12}  {:>12}  {:>12}", "n", "time", "heap");
    let mut times = Vec::new();
    for n in [8_000, 16_000] {
        let values = zigzag(n);
        assert_eq!(permutation::dp::winner(&values), permutation::winner(&values), "DP and O(n) disagree at n = {n}");
        let time = median(3, || {
            black_box(permutation::dp::winner(black_box(&values)));
        });
        let (_, heap) = peak_extra(|| permutation::dp::winner(&values));
        println!("{n:>12}  {}  {}", ms(time), mib(heap));
        times.push(time.as_secs_f64());
    }
    println!("growth exponent (log2 of the time ratio for 2x n): {:.2}", (times[1] / times[0]).log2());

    let values = zigzag(10_000_000);
    let solve = median(5, || {
        black_box(permutation::winner(black_box(&values)));
    });
    println!("O(n) solver on the same zigzag family at n = 10 000 000: {}", ms(solve));
}

/// Positions in the middle of a game: the value and every winning move.
fn bench_positions() {
    println!("\npositions (median of 3 runs): parse, value, and every winning move");
    println!("{:>28}  {:>12}  {:>12}  {:>14}  {:>12}", "position", "parse", "value", "winning moves", "time");
    // 2 000 000 cells, half of them '?': 10^6 '?' with Monocarp to move, who wins with every
    // move (the count is odd), so ten million moves are listed.
    let mut cells = ticket_text(2_000_000);
    let q = cells.bytes().filter(|&b| b == b'?').count();
    if q.is_multiple_of(2) {
        let last = cells.rfind('?').unwrap();
        cells.replace_range(last..=last, "0");
    }
    let text = format!("{cells} Monocarp");
    let parse = median(3, || {
        black_box(TicketPosition::parse(black_box(&text)).unwrap());
    });
    let position = TicketPosition::parse(&text).unwrap();
    let value = median(3, || {
        black_box(position.mover_wins());
    });
    let mut count = 0;
    let moves = median(3, || count = black_box(position.winning_moves().count()));
    println!(
        "{:>28}  {}  {}  {count:>14}  {}",
        format!("ticket, {} '?'", position.q()),
        ms(parse),
        ms(value),
        ms(moves)
    );

    // A row of 10^6 numbers with every tenth removed.
    let values = shuffled(1_000_000);
    let words: Vec<String> = values
        .iter()
        .enumerate()
        .map(|(i, v)| if i % 10 == 3 && *v != 1 { "_".to_string() } else { v.to_string() })
        .collect();
    let text = words.join(" ");
    let parse = median(3, || {
        black_box(RowPosition::parse(black_box(&text)).unwrap());
    });
    let position = RowPosition::parse(&text).unwrap();
    let value = median(3, || {
        black_box(position.mover_wins());
    });
    let moves = median(3, || count = black_box(position.winning_numbers().len()));
    println!("{:>28}  {}  {}  {count:>14}  {}", "row of 10^6, 10% removed", ms(parse), ms(value), ms(moves));
}

fn main() {
    // `cargo bench` passes `--bench`; nothing else to parse.
    bench_ticket();
    bench_permutation();
    bench_positions();
}
