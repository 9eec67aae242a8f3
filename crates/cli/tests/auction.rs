//! `verdict auction` with its settings and hand records (docs/RULES.md, "The command line" and
//! "Bridge auction"): `--dealer` and `--vulnerable` set the seats of `--explain`'s report (the
//! answers, legal and over or not, do not depend on who deals), and a PBN or LIN record or a
//! handviewer link on standard input is judged as one case, as the page reads it.

use std::io::Write;
use std::process::{Command, Stdio};

fn verdict(args: &[&str], stdin: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_verdict"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("verdict runs");
    // A run that stops before reading all its input (a usage error, the first bad line of a
    // stream) leaves the rest to a closed pipe: no failure of the test.
    if let Err(error) = child.stdin.take().unwrap().write_all(stdin.as_bytes()) {
        assert_eq!(error.kind(), std::io::ErrorKind::BrokenPipe, "{error}");
    }
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn dealer_and_vulnerable_set_the_seats_of_the_report_not_the_answers() {
    let input = "3\n8 1C P 1NT P 3NT P P P\n3 1C P X\n2 P P\n";
    let plain = verdict(&["auction"], input);
    for dealer in ["N", "E", "s", "West"] {
        let (status, out, _) = verdict(&["auction", "--dealer", dealer], input);
        assert_eq!((status, out.as_str()), (0, plain.1.as_str()), "--dealer {dealer}");
    }
    // 1C P 1NT P 3NT: the third seat names notrump first; with East dealing that is West.
    let (status, out, _) =
        verdict(&["auction", "--explain", "--dealer=E", "--vulnerable", "EW"], "1\n8 1C P 1NT P 3NT P P P\n");
    assert_eq!(status, 0);
    assert!(out.contains("3NT by West"), "{out}");
    assert!(out.contains("Dealer: East, as chosen.") && out.contains("East–West vulnerable"), "{out}");
    let (_, north, _) = verdict(&["auction", "--explain"], "1\n8 1C P 1NT P 3NT P P P\n");
    assert!(north.contains("3NT by South") && north.contains("Dealer: North"), "{north}");
}

#[test]
fn a_bad_setting_is_an_input_error_that_names_it() {
    let (status, _, err) = verdict(&["auction", "--dealer", "Q"], "1\n1 P\n");
    assert_eq!(status, 1);
    assert!(err.contains("the dealer must be N, E, S or W") && err.contains("'Q'"), "{err}");
    let (status, _, err) = verdict(&["auction", "--vulnerable=both ways"], "1\n1 P\n");
    assert_eq!(status, 1);
    assert!(err.contains("vulnerability must be None, NS, EW or All"), "{err}");
    // A value is needed, and the usage text lists both settings and the records.
    let (status, _, err) = verdict(&["auction", "--dealer"], "");
    assert_eq!(status, 2, "{err}");
    let (status, usage, _) = verdict(&["--help"], "");
    assert_eq!(status, 0);
    for needle in ["auction: --dealer VALUE", "auction: --vulnerable VALUE", "PBN or LIN record"] {
        assert!(usage.contains(needle), "{needle}: {usage}");
    }
}

#[test]
fn a_record_on_standard_input_is_one_case() {
    let pbn = "[Board \"6\"]\n[Dealer \"E\"]\n[Vulnerable \"EW\"]\n[Auction \"E\"]\n1H 2H =1= 3H P\n4H P P P\n[Note \"1:Michaels\"]\n";
    let lin = "md|4|sv|e|ah|Board 6|mb|1H|mb|2H!|an|Michaels|mb|3H|mb|p|mb|4H|mb|p|mb|p|mb|p|";
    let link =
        format!("https://www.bridgebase.com/tools/handviewer.html?lin={}", lin.replace('|', "%7C").replace(' ', "%20"));
    for record in [pbn, lin, link.as_str()] {
        assert_eq!(verdict(&["auction"], record), (0, "YES\n".to_string(), String::new()), "{record}");
        let (status, out, _) = verdict(&["auction", "--explain"], record);
        assert_eq!(status, 0);
        assert!(out.contains("4♥ by East") && out.contains("Board 6.") && out.ends_with("answer: YES\n\n"), "{out}");
    }
    // An unfinished or illegal record is NO; the record's own dealer wins over --dealer.
    assert_eq!(verdict(&["auction"], "[Auction \"N\"]\n1C P\n").1, "NO\n");
    assert_eq!(verdict(&["auction"], "md|3|mb|1C|mb|p|mb|x|").1, "NO\n");
    let (_, out, _) = verdict(&["auction", "--explain", "--dealer", "S"], "[Auction \"W\"]\n1C P P P\n");
    assert!(out.contains("1♣ by West") && out.contains("overrides the dealer setting (South)"), "{out}");
    // Without its own dealer a record takes --dealer.
    let (_, out, _) = verdict(&["auction", "--explain", "--dealer", "S"], "[Event \"club\"]\n1C P P P\n");
    assert!(out.contains("1♣ by South"), "{out}");
}

#[test]
fn a_record_that_does_not_read_names_its_line_and_column() {
    let (status, out, err) = verdict(&["auction"], "[Dealer \"S\"]\n[Auction \"N\"]\n1C P P P\n");
    assert_eq!((status, out.as_str()), (1, ""));
    assert!(err.starts_with("verdict auction: line 1, column 9: the [Dealer] tag says South"), "{err}");
    let (status, _, err) = verdict(&["auction"], "[Auction \"N\"]\n1C P\n9Z\n");
    assert_eq!(status, 1);
    assert!(err.contains("line 3, column 1") && err.contains("'9Z'"), "{err}");
    let (status, _, err) = verdict(&["auction"], "md|3|mb|8C|");
    assert_eq!(status, 1);
    assert!(err.contains("'8C'"), "{err}");
}
