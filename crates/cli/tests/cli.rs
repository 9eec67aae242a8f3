//! The `verdict` binary as outside tools use it: answers on stdout, exit 0; malformed input
//! exits non-zero with a message on stderr naming the case, line and column.

use std::io::Write;
use std::process::{Command, Stdio};

struct Run {
    status: i32,
    stdout: String,
    stderr: String,
}

fn verdict(args: &[&str], stdin: &[u8]) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_verdict"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("verdict runs");
    // A usage error exits before reading: its input then meets a closed pipe, which is no
    // failure of the test (it asserts on the exit and the message).
    if let Err(error) = child.stdin.take().unwrap().write_all(stdin) {
        assert_eq!(error.kind(), std::io::ErrorKind::BrokenPipe, "{error}");
    }
    let out = child.wait_with_output().unwrap();
    Run {
        status: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

#[test]
fn answers_each_game() {
    let run = verdict(&["ticket"], b"8\n?054??0?\n");
    assert_eq!((run.status, run.stdout.as_str(), run.stderr.as_str()), (0, "Bicarp\n", ""));
    let run = verdict(&["auction"], b"3\n8 1C P 1NT P\n3NT P P P\n3 1C P X\n0\n");
    assert_eq!((run.status, run.stdout.as_str()), (0, "YES\nNO\nNO\n"));
    let run = verdict(&["permutation"], b"2\n6\n3 6 5 1 4 2\n1\n1\n");
    assert_eq!((run.status, run.stdout.as_str()), (0, "Bob\nAlice\n"));
}

#[test]
fn explain_prints_the_report_and_the_answer() {
    let run = verdict(&["ticket", "--explain"], b"2\n?1\n");
    assert_eq!(run.status, 0);
    assert!(run.stdout.starts_with("Monocarp wins\n"), "{}", run.stdout);
    for needle in ["odd", "Reading the ticket", "Deciding", "Optimal play", "answer: Monocarp"] {
        assert!(run.stdout.contains(needle), "missing {needle:?} in\n{}", run.stdout);
    }
    let run = verdict(&["auction", "--explain"], b"2\n4 P P P P\n1 1C\n");
    assert!(run.stdout.contains("== case 2 =="), "{}", run.stdout);
    assert!(run.stdout.contains("Bidding diagram"), "{}", run.stdout);
    // An illegal call names its Laws beside the plain-word rule.
    let run = verdict(&["auction", "--explain"], b"1\n2 1D 1C\n");
    assert!(run.stdout.contains("(Laws 18, 27)"), "{}", run.stdout);
    assert!(run.stdout.contains("Law 27 (insufficient bid) of the Laws of Duplicate Bridge 2017"), "{}", run.stdout);
    assert!(run.stdout.contains("Bidding diagram (1 row):"), "{}", run.stdout);
}

#[test]
fn malformed_input_names_case_line_and_column() {
    for (game, input, needle) in [
        ("ticket", &b"4\n12?a\n"[..], "line 2, column 4"),
        ("ticket", b"", "empty"),
        ("ticket", b"4\n12\xff4\n", "line 2, column 3: byte 5 of the input is not UTF-8"),
        ("auction", b"2\n1 P\n2 1C 8C\n", "case 2, line 3, column 6"),
        ("auction", b"1\n3 P P\n", "case 1"),
        ("permutation", b"1\n3\n1 2 2\n", "case 1, line 3, column 5"),
        ("permutation", b"x\n", "line 1, column 1"),
    ] {
        let run = verdict(&[game], input);
        assert_eq!(run.status, 1, "{game} {input:?}: {}", run.stderr);
        assert!(run.stderr.contains(needle), "{game} {input:?}: {:?} lacks {needle:?}", run.stderr);
    }
    // Answers stream: the cases before the malformed one are answered, then the error stops it.
    let run = verdict(&["auction"], b"2\n1 P\n2 1C 8C\n");
    assert_eq!((run.status, run.stdout.as_str()), (1, "NO\n"));
}

#[test]
fn hostile_bytes_and_arguments_are_named_not_obeyed() {
    // An ESC in a token would drive the terminal: the message shows it escaped.
    let run = verdict(&["auction"], b"1\n1 1\x1b[31mC\n");
    assert_eq!(run.status, 1);
    assert!(run.stderr.contains("\\u{1b}") && !run.stderr.contains('\x1b'), "{:?}", run.stderr);
    // A byte-order mark at the start is skipped.
    let run = verdict(&["ticket"], "\u{feff}4\n?054\n".as_bytes());
    assert_eq!((run.status, run.stdout.as_str()), (0, "Monocarp\n"), "{}", run.stderr);
    // A byte-order mark elsewhere is named, not shown as nothing.
    let run = verdict(&["ticket"], "4\n\u{feff}?05\n".as_bytes());
    assert!(run.stderr.contains("\\u{feff}"), "{:?}", run.stderr);
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_is_a_usage_error() {
    use std::os::unix::ffi::OsStrExt;
    let out = Command::new(env!("CARGO_BIN_EXE_verdict"))
        .arg(std::ffi::OsStr::from_bytes(b"tick\xffet"))
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("argument 1 is not UTF-8"));
}

/// Memory holds one case at a time: a hundred thousand explained cases stream out.
#[test]
fn many_explained_cases_stream() {
    let cases = 100_000;
    let mut input = format!("{cases}\n");
    for _ in 0..cases {
        input.push_str("0\n");
    }
    let run = verdict(&["auction", "--explain"], input.as_bytes());
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(run.stdout.matches("answer: NO").count(), cases);
}

#[test]
fn usage_errors_exit_2() {
    for args in [&[][..], &["chess"][..], &["ticket", "--bogus"][..]] {
        let run = verdict(args, b"");
        assert_eq!(run.status, 2, "{args:?}");
        assert!(run.stderr.contains("usage: verdict"), "{args:?}: {}", run.stderr);
    }
    let run = verdict(&["--help"], b"");
    assert_eq!((run.status, run.stdout.contains("usage")), (0, true));
}

/// `verdict moves` (a contract of docs/RULES.md): one line per position, `win` or `lose`, a tab, the
/// winning moves sorted; checked here against the rule's consequences by hand.
#[test]
fn moves_answers_each_position_line() {
    let run = verdict(
        &["moves", "ticket"],
        b"?054??0? Monocarp\n9054??0? bicarp\n\n?1 BICARP\n1234 Monocarp\n1221 Monocarp\n9??0?? Bicarp\n",
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(
        run.stdout, "lose\t\nwin\t5=9 6=9 8=9\nwin\t1=1\nwin\t\nlose\t\nlose\t\n",
        "B = 0 and an even count against Monocarp; Bicarp brings B to 0; a finished ticket is \
         won by whoever it favours; Bicarp with an even count left loses"
    );
    let run = verdict(&["moves", "permutation"], b"3 6 5 1 4 2\n3 _ 5 1 4 2\n_ _ _ 1 _ _\n2,1\n1\n");
    assert_eq!((run.status, run.stdout.as_str()), (0, "lose\t\nwin\t4\nwin\t1\nlose\t\nwin\t1\n"));
}

#[test]
fn moves_errors_name_the_line_and_column() {
    for (args, input, needle) in [
        (["moves", "ticket"], &b"?? Monocarp\n?? Alice\n"[..], "line 2, column 4: 'Alice' is not a player"),
        (["moves", "ticket"], b"?x Bicarp\n", "line 1, column 2"),
        (["moves", "permutation"], b"3 _ 5 _ 4 2\n", "line 1: 1 has been removed"),
        (["moves", "permutation"], b"2 1\n3 1 3\n", "line 2, column 5: 3 appears twice"),
        // The contract's line is `TICKET MOVER` even once no `?` is left: "the player named".
        (["moves", "ticket"], b"1234\n", "line 1, column 5: who moves next?"),
    ] {
        let run = verdict(&args, input);
        assert_eq!(run.status, 1, "{input:?}");
        assert!(run.stderr.contains(needle), "{input:?}: {}", run.stderr);
    }
    // The first line was answered before the bad one was read.
    let run = verdict(&["moves", "permutation"], b"2 1\n3 1 3\n");
    assert_eq!(run.stdout, "lose\t\n");
    for args in [&["moves"][..], &["moves", "auction"], &["moves", "chess"]] {
        assert_eq!(verdict(args, b"").status, 2, "{args:?}");
    }
}

/// A failure to write the answers (a full disk) or to read the input is named as an I/O
/// error, exit 1, without the usage text, which would suggest the command was mistyped.
#[test]
fn input_and_output_errors_are_named_as_such() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else { return };
    let mut child = Command::new(env!("CARGO_BIN_EXE_verdict"))
        .args(["moves", "permutation"])
        .stdin(Stdio::piped())
        .stdout(full)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // `verdict moves` answers a line at a time, so it may stop reading once its first answer
    // cannot be written: the rest of the input then meets a closed pipe, which is no failure here.
    let written = child.stdin.take().unwrap().write_all("3 6 5 1 4 2\n".repeat(20_000).as_bytes());
    assert!(written.as_ref().map_or_else(|e| e.kind() == std::io::ErrorKind::BrokenPipe, |()| true), "{written:?}");
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("cannot write the output") && !stderr.contains("usage"), "{stderr}");
    // A directory is no stream to read.
    let Ok(folder) = std::fs::File::open(env!("CARGO_MANIFEST_DIR")) else { return };
    let out = Command::new(env!("CARGO_BIN_EXE_verdict")).arg("ticket").stdin(folder).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("cannot read stdin") && !stderr.contains("usage"), "{stderr}");
}

/// `verdict values` (docs/RULES.md, "Move values and remoteness"): the documented example, one
/// line per position, and a row too large to time refused with its line named.
#[test]
fn values_prints_every_move_with_its_clock() {
    let run = verdict(&["values", "permutation"], b"3 _ 5 1 4 2\n\n1\n2 1\n");
    assert_eq!((run.status, run.stdout.as_str()), (0, "win 5\t3:L4 4:W5 5:L4\nwin 1\t1:W1\nlose 2\t2:L2\n"));
    let run = verdict(&["values", "ticket"], b"?0 Monocarp\n");
    assert!(run.stdout.starts_with("win 1\t1=0:L1 1=1:W1 "), "{}", run.stdout);
    let wide: Vec<String> = (2..=200u32).chain([1]).chain(201..=400).map(|v| v.to_string()).collect();
    let input = format!("2 1\n{}\n", wide.join(" "));
    let run = verdict(&["values", "permutation"], input.as_bytes());
    assert_eq!((run.status, run.stdout.as_str()), (1, "lose 2\t2:L2\n"));
    assert!(run.stderr.contains("verdict values permutation: line 2: Too many numbers"), "{}", run.stderr);
    assert_eq!(verdict(&["values", "auction"], b"").status, 2);
}

/// Issue 30: `verdict auction --explain` kept every call of a case and its analysis: ten million
/// `P,` (illegal at call 5) peaked at 2.36 GB. It keeps the calls up to the first illegal one
/// now; under a 256 MB address-space limit (ulimit -v) both modes answer, and the explanation
/// counts the calls it did not keep.
#[test]
fn ten_million_calls_fit_a_small_memory_in_every_mode() {
    let calls = 10_000_000;
    let input = format!("1\n{calls}\n{}\n", "P,".repeat(calls));
    let path = std::env::temp_dir().join(format!("verdict-auction-{}.txt", std::process::id()));
    std::fs::write(&path, &input).unwrap();
    for mode in ["", "--explain"] {
        let out = Command::new("bash")
            .args(["-c", &format!("ulimit -v 262144 && exec \"$0\" auction {mode} < \"$1\"")])
            .arg(env!("CARGO_BIN_EXE_verdict"))
            .arg(&path)
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{mode}: {}", String::from_utf8_lossy(&out.stderr));
        assert!(stdout.trim_end().ends_with("NO"), "{mode}: {stdout}");
        if !mode.is_empty() {
            assert!(stdout.contains("9,999,995 more calls written after it were not checked"), "{stdout}");
        }
    }
    std::fs::remove_file(&path).unwrap();
}

/// Runs the binary with `args` on the file `input` under an address-space limit of `kib` KiB
/// (`ulimit -v`, through bash), returning the exit status and how many bytes it wrote, and
/// the start and end of its output.
fn verdict_limited(args: &str, input: &std::path::Path, kib: u64) -> (i32, usize, String, String) {
    let out = Command::new("bash")
        .args(["-c", &format!("ulimit -v {kib} && exec \"$0\" {args} < \"$1\"")])
        .arg(env!("CARGO_BIN_EXE_verdict"))
        .arg(input)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let tail: String = stdout.chars().rev().take(2_000).collect::<Vec<_>>().into_iter().rev().collect();
    (out.status.code().unwrap_or(-1), out.stdout.len(), tail, String::from_utf8_lossy(&out.stderr).into_owned())
}

/// Issue 46: `--explain` wrote every row of every table (a ticket of 10^8 `?`: 17 GB in 180 s).
/// It writes the first 1 000 rows of a table and says how many more there were; `--rows`
/// changes that, `--rows all` writes them all; a table within the bound is written whole,
/// with no note.
#[test]
fn explain_writes_a_bounded_report_and_says_where_it_cut() {
    let path = std::env::temp_dir().join(format!("verdict-explain-{}.txt", std::process::id()));
    std::fs::write(&path, format!("10000000\n{}\n", "?".repeat(10_000_000))).unwrap();
    let (status, written, tail, stderr) = verdict_limited("ticket --explain", &path, 262_144);
    assert_eq!(status, 0, "{stderr}");
    assert!(written < 2_000_000, "{written} bytes");
    assert!(tail.contains("… 9,999,000 more rows not written: --explain writes the first 1,000 of a table"), "{tail}");
    assert!(tail.trim_end().ends_with("answer: Bicarp"), "{tail}");
    let (status, fewer, tail, stderr) = verdict_limited("ticket --explain --rows 10", &path, 262_144);
    assert_eq!(status, 0, "{stderr}");
    assert!(fewer < written / 10 && tail.contains("9,999,990 more rows not written"), "{fewer}: {tail}");
    std::fs::remove_file(&path).unwrap();
    // A small ticket's tables are whole either way, and `--rows all` is what the bound cuts.
    let small = verdict(&["ticket", "--explain"], b"8\n?054??0?\n");
    assert_eq!(small.status, 0);
    assert!(!small.stdout.contains("more rows not written"), "{}", small.stdout);
    assert_eq!(verdict(&["ticket", "--explain", "--rows", "all"], b"8\n?054??0?\n").stdout, small.stdout);
    let cut = verdict(&["ticket", "--explain", "--rows", "1"], b"8\n?054??0?\n");
    assert!(cut.stdout.contains("more rows not written: --explain writes the first 1 of a table"), "{}", cut.stdout);
    for bad in ["", "many", "-1"] {
        let run = verdict(&["ticket", "--explain", "--rows", bad], b"2\n??\n");
        assert_eq!(run.status, 2, "{bad:?}");
        assert!(run.stderr.contains("--rows takes a number of rows or all"), "{}", run.stderr);
    }
}

/// Issue 46: `verdict moves` held the whole of stdin (139 MB for a 140 MB input). It reads a
/// line at a time: 24 MB of positions are answered under a 16 MB address-space limit.
#[test]
fn moves_streams_its_input_a_line_at_a_time() {
    let path = std::env::temp_dir().join(format!("verdict-moves-{}.txt", std::process::id()));
    let line = format!("{} Alice\n", vec!["1"; 5_000].join(" "));
    std::fs::write(&path, line.repeat(2_400)).unwrap();
    let (status, written, tail, stderr) = verdict_limited("moves nim", &path, 16_384);
    std::fs::remove_file(&path).unwrap();
    assert_eq!(status, 0, "{stderr}");
    assert_eq!(written, "lose\t\n".len() * 2_400, "{tail}");
    // Lines end in \n or \r\n, a byte-order mark opens the input, and a byte that is not
    // UTF-8 is named by its line, column and place in the input.
    let run = verdict(&["moves", "nim"], b"\xef\xbb\xbf3 5 7\r\n\n2 5 7 Bob");
    assert_eq!((run.status, run.stdout.as_str()), (0, "win\t1-1 2-1 3-1\nlose\t\n"), "{}", run.stderr);
    let run = verdict(&["moves", "nim"], b"3 5 7\n2 5 \xff7 Bob\n");
    assert_eq!((run.status, run.stdout.as_str()), (1, "win\t1-1 2-1 3-1\n"));
    assert!(run.stderr.contains("line 2, column 5: byte 11 of the input is not UTF-8 text"), "{}", run.stderr);
}
