//! Prints how long the solvers take on large inputs (figures, not pass/fail). Run with
//! `make bench` (or `cargo bench --bench solvers`); README quotes the figures.

use std::hint::black_box;
use std::time::{Duration, Instant};
use verdict_playground::games::ticket::{winner, Ticket};
use verdict_playground::{analyze, Game, Options};

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
            black_box(analyze(Game::Ticket, black_box(&text), &Options::default()).unwrap());
        });
        let analysis = analyze(Game::Ticket, &text, &Options::default()).unwrap();
        let plays = analysis.report().tables[2].row_count;
        let window = median(5, || {
            black_box(analysis.rows(2, plays.saturating_sub(100), 100));
        });
        println!("{n:>12}  {}  {}  {}", ms(verdict), ms(report), ms(window));
    }
}

fn main() {
    // `cargo bench` passes `--bench`; nothing else to parse.
    bench_ticket();
}
