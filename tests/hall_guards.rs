//! The live hall's guards (issue 46), each against the real server: a
//! burst of guesses, a flood of addresses, idle connections and live
//! streams held open, a page of another name, hidden characters typed.
//!
//! Many devices are played from many loopback addresses: Linux routes the
//! whole of 127.0.0.0/8 to the loopback interface, so a client socket bound
//! to 127.x.y.z before it connects reaches the hall from that address.
//! Every loop here is bounded in count, and every read in time.

#![cfg(target_os = "linux")]

use std::io::{ErrorKind, Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpStream};
use std::os::unix::process::CommandExt;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::common::{snapshot, Table};
use socket2::{Domain, Socket, Type};

/// A running hall, killed however the test ends.
struct Hall {
    child: Child,
    addr: SocketAddr,
}

impl Drop for Hall {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

const PIN: &str = "2468";

fn party() -> Table {
    let t = Table::new();
    t.test()
        .args([
            "party",
            "new",
            "legion",
            "--pairs",
            "Ann+Bob,Cid+Dan,Eve+Fay,Gus+Hal",
            "--games",
            "3",
            "--seed",
            "7",
        ])
        .run();
    t
}

/// Opens the hall; `files` (soft, hard) sets the limit of open files it
/// starts with, as a laptop's shell would.
fn open(t: &Table, files: Option<(u64, u64)>) -> Hall {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_fortyfives"));
    cmd.args([
        "party",
        "serve",
        "--bind",
        "127.0.0.1:0",
        "--director-pin",
        PIN,
        "--confirm",
        "none",
    ])
    .env("FORTYFIVES_DATA_DIR", t.dir.path())
    .env("NO_COLOR", "1")
    .stdin(Stdio::null())
    .stdout(Stdio::piped())
    .stderr(Stdio::null());
    if let Some((soft, hard)) = files {
        // SAFETY: setrlimit is async-signal-safe, and the closure touches
        // nothing else of the parent's.
        unsafe {
            cmd.pre_exec(move || {
                let limit = libc::rlimit {
                    rlim_cur: soft,
                    rlim_max: hard,
                };
                if libc::setrlimit(libc::RLIMIT_NOFILE, &limit) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
    }
    let mut child = cmd.spawn().expect("party serve starts");
    let stdout = child.stdout.take().expect("its output");
    let mut lines = std::io::BufRead::lines(std::io::BufReader::new(stdout));
    let mut addr = None;
    for _ in 0..20 {
        let Some(Ok(line)) = lines.next() else { break };
        if let Some(rest) = line.split("Board (for the projector):").nth(1) {
            let host = rest.trim().trim_start_matches("http://");
            addr = host.trim_end_matches('/').parse().ok();
            break;
        }
    }
    let Some(addr) = addr else {
        let _ = child.kill();
        panic!("party serve printed no address");
    };
    std::thread::spawn(move || for _ in lines {});
    Hall { child, addr }
}

/// This test process may open as many files as the system lets it: a
/// thousand sockets are more than the usual 1,024 with the rest.
fn raise_own_files() {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: `limit` is a valid rlimit, filled then read by the calls.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) == 0 {
            limit.rlim_cur = limit.rlim_max;
            libc::setrlimit(libc::RLIMIT_NOFILE, &limit);
        }
    }
}

/// A connection to the hall from the loopback address `from`.
fn connect(from: [u8; 4], hall: &Hall) -> std::io::Result<TcpStream> {
    let socket = Socket::new(Domain::IPV4, Type::STREAM, None)?;
    socket.bind(&SocketAddr::from((Ipv4Addr::from(from), 0)).into())?;
    socket.connect_timeout(&hall.addr.into(), Duration::from_secs(2))?;
    let stream: TcpStream = socket.into();
    stream.set_read_timeout(Some(Duration::from_secs(20)))?;
    Ok(stream)
}

struct Reply {
    status: u16,
    body: Vec<u8>,
}

impl Reply {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

/// Reads one answer to the end (every request here asks to close).
fn reply(stream: &mut TcpStream) -> Option<Reply> {
    let mut raw = Vec::new();
    let _ = stream.read_to_end(&mut raw);
    let split = raw.windows(4).position(|w| w == b"\r\n\r\n")?;
    let head = String::from_utf8_lossy(&raw[..split]).into_owned();
    let status = head.split(' ').nth(1)?.parse().ok()?;
    Some(Reply {
        status,
        body: raw[split + 4..].to_vec(),
    })
}

/// `request` (its line and headers, without the end) sent from `from`,
/// with the hall's own address as its `Host` unless it names one.
fn ask(hall: &Hall, from: [u8; 4], request: &str, body: &str) -> Option<Reply> {
    let mut stream = connect(from, hall).ok()?;
    stream
        .write_all(wire(hall, request, body).as_bytes())
        .ok()?;
    reply(&mut stream)
}

fn wire(hall: &Hall, request: &str, body: &str) -> String {
    let host = if request.to_ascii_lowercase().contains("\r\nhost:") {
        String::new()
    } else {
        format!("\r\nHost: {}", hall.addr)
    };
    let length = if body.is_empty() {
        String::new()
    } else {
        format!(
            "\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: {}",
            body.len()
        )
    };
    format!("{request}{host}{length}\r\nConnection: close\r\n\r\n{body}")
}

fn code_of(t: &Table, pair: &str) -> String {
    t.test().args(["party", "codes"]).json()["codes"]
        .as_array()
        .expect("codes")
        .iter()
        .find(|c| c["pair"] == pair)
        .expect("the pair")["code"]
        .as_str()
        .expect("a code")
        .to_string()
}

/// A pair seated at the first table of game 1.
fn first_pair(t: &Table) -> String {
    t.test().args(["party", "seat"]).json()["tables"][0]["pairs"][0]
        .as_str()
        .expect("a pair")
        .to_string()
}

/// The same request sent at once on `count` connections from one address:
/// the statuses of the answers that came.
fn burst(hall: &Hall, from: [u8; 4], count: usize, request: &str, body: &str) -> Vec<u16> {
    let mut streams: Vec<TcpStream> = (0..count)
        .filter_map(|_| connect(from, hall).ok())
        .collect();
    let wire = wire(hall, request, body);
    for stream in &mut streams {
        let _ = stream.write_all(wire.as_bytes());
    }
    streams
        .iter_mut()
        .filter_map(|s| reply(s).map(|r| r.status))
        .collect()
}

#[test]
fn a_burst_of_wrong_guesses_gets_at_most_ten_answers() {
    let t = party();
    let hall = open(&t, None);
    let tries = [
        ("GET /p/ZZZZZZ HTTP/1.1", ""),
        ("POST /director/login HTTP/1.1", "pin=1111"),
        // "x:1111" as HTTP basic auth.
        (
            "GET /director HTTP/1.1\r\nAuthorization: Basic eDoxMTEx",
            "",
        ),
    ];
    for (n, (request, body)) in tries.into_iter().enumerate() {
        let statuses = burst(&hall, [127, 0, 5, n as u8 + 1], 30, request, body);
        let answered = statuses.iter().filter(|&&s| s != 429).count();
        assert!(
            answered <= 10,
            "{request}: {answered} answers before the 429s: {statuses:?}"
        );
        assert!(
            statuses.iter().filter(|&&s| s == 429).count() >= 15,
            "{request}: {statuses:?}"
        );
    }
    // The right PIN from the laptop is still taken.
    let right = ask(
        &hall,
        [127, 0, 0, 1],
        "POST /director/login HTTP/1.1",
        "pin=2468",
    )
    .unwrap();
    assert_eq!(right.status, 303, "{}", right.text());
}

#[test]
fn a_new_address_is_counted_however_many_guessed_before() {
    let t = party();
    let hall = open(&t, None);
    // Ten thousand addresses make one wrong guess each, four at a time.
    let started = Instant::now();
    std::thread::scope(|scope| {
        for part in 0..4u32 {
            let hall = &hall;
            scope.spawn(move || {
                for i in (part * 2_500)..((part + 1) * 2_500) {
                    let from = [127, 1, (i / 250) as u8, (i % 250) as u8 + 1];
                    let wrong = ask(hall, from, "GET /p/ZZZZZZ HTTP/1.1", "");
                    assert_eq!(wrong.map(|r| r.status), Some(404), "address {from:?}");
                    assert!(started.elapsed() < Duration::from_secs(240), "too slow");
                }
            });
        }
    });
    // A new address is still counted: its tenth wrong code refuses it.
    let fresh = [127, 0, 9, 9];
    for guess in 0..10 {
        let wrong = ask(&hall, fresh, "GET /p/ZZZZZZ HTTP/1.1", "").unwrap();
        assert_eq!(wrong.status, 404, "guess {guess}");
    }
    let refused = ask(&hall, fresh, "GET /p/ZZZZZZ HTTP/1.1", "").unwrap();
    assert_eq!(refused.status, 429, "{}", refused.text());
}

#[test]
fn wrong_pins_from_many_addresses_close_the_pin_but_not_at_the_laptop() {
    let t = party();
    let hall = open(&t, None);
    let mut statuses = Vec::new();
    for address in 1..=4u8 {
        for _ in 0..8 {
            let wrong = ask(
                &hall,
                [127, 0, 6, address],
                "POST /director/login HTTP/1.1",
                "pin=1111",
            )
            .unwrap();
            statuses.push(wrong.status);
        }
    }
    // Eight from each of four addresses: none refused on its own count,
    // but the hall's thirty wrong PINs are used up.
    assert!(statuses[..30].iter().all(|&s| s == 401), "{statuses:?}");
    assert!(statuses[30..].iter().all(|&s| s == 429), "{statuses:?}");
    let elsewhere = ask(
        &hall,
        [127, 0, 6, 9],
        "POST /director/login HTTP/1.1",
        "pin=2468",
    )
    .unwrap();
    assert_eq!(elsewhere.status, 429);
    assert!(elsewhere.text().contains("laptop"), "{}", elsewhere.text());
    // Pairs' codes are not PINs: a pair still reaches its page.
    let code = code_of(&t, "Ann+Bob");
    let page = ask(
        &hall,
        [127, 0, 6, 9],
        &format!("GET /p/{code} HTTP/1.1"),
        "",
    )
    .unwrap();
    assert_eq!(page.status, 200);
    let laptop = ask(
        &hall,
        [127, 0, 0, 1],
        "POST /director/login HTTP/1.1",
        "pin=2468",
    )
    .unwrap();
    assert_eq!(laptop.status, 303, "{}", laptop.text());
}

#[test]
fn a_thousand_idle_connections_leave_room_for_a_pair() {
    raise_own_files();
    let t = party();
    // A laptop's usual limit, with no room to raise it.
    let hall = open(&t, Some((1024, 1024)));
    let pair = first_pair(&t);
    let code = code_of(&t, &pair);
    let mut idle = Vec::new();
    let mut failed = 0;
    let started = Instant::now();
    for i in 0..1_100u32 {
        let from = [127, 0, 0, 2 + (i % 49) as u8];
        match connect(from, &hall) {
            Ok(stream) => idle.push(stream),
            Err(_) => failed += 1,
        }
        if failed > 5 || started.elapsed() > Duration::from_secs(60) {
            break;
        }
    }
    let sent = Instant::now();
    let body = format!("game=1&winner={}", pair.replace('+', "%2B"));
    let entered = ask(
        &hall,
        [127, 0, 0, 1],
        &format!("POST /p/{code}/result HTTP/1.1"),
        &body,
    );
    let took = sent.elapsed();
    assert_eq!(
        entered.as_ref().map(|r| r.status),
        Some(303),
        "not answered beside {} idle connections ({failed} failed to open)",
        idle.len()
    );
    eprintln!(
        "acknowledged in {took:?} beside {} idle connections",
        idle.len()
    );
    assert_eq!(
        t.test().args(["party", "history"]).json()["entries"]
            .as_array()
            .map(Vec::len),
        Some(1)
    );
}

#[test]
fn connections_that_send_nothing_or_idle_are_closed_after_ten_seconds() {
    let t = party();
    let hall = open(&t, None);
    let silent = connect([127, 0, 0, 1], &hall).unwrap();
    let mut dripping = connect([127, 0, 0, 1], &hall).unwrap();
    dripping
        .write_all(format!("GET / HTTP/1.1\r\nHost: {}\r\n", hall.addr).as_bytes())
        .unwrap();
    let mut kept = connect([127, 0, 0, 1], &hall).unwrap();
    kept.write_all(format!("GET /hall.css HTTP/1.1\r\nHost: {}\r\n\r\n", hall.addr).as_bytes())
        .unwrap();
    let started = Instant::now();
    let mut open = vec![silent, dripping, kept];
    let mut closed_after = Vec::new();
    while !open.is_empty() && started.elapsed() < Duration::from_secs(16) {
        open.retain_mut(|stream| {
            stream
                .set_read_timeout(Some(Duration::from_millis(100)))
                .unwrap();
            let mut buffer = [0u8; 65536];
            match stream.read(&mut buffer) {
                Ok(0) => {
                    closed_after.push(started.elapsed());
                    false
                }
                Err(e) if e.kind() == ErrorKind::ConnectionReset => {
                    closed_after.push(started.elapsed());
                    false
                }
                _ => true,
            }
        });
    }
    assert!(
        open.is_empty(),
        "{} of 3 connections still open after {:?}",
        open.len(),
        started.elapsed()
    );
    assert!(
        closed_after.iter().all(|&d| d >= Duration::from_secs(9)),
        "closed too soon: {closed_after:?}"
    );
}

/// How many of `streams` the hall still holds open.
fn still_open(streams: &[TcpStream]) -> usize {
    streams
        .iter()
        .filter(|s| {
            s.set_nonblocking(true).unwrap();
            let mut reader: &TcpStream = s;
            let open = matches!(
                reader.read(&mut [0u8; 1]),
                Err(e) if e.kind() == ErrorKind::WouldBlock
            );
            s.set_nonblocking(false).unwrap();
            open
        })
        .count()
}

#[test]
fn one_address_holds_at_most_thirty_two_connections() {
    let t = party();
    let hall = open(&t, None);
    let held: Vec<TcpStream> = (0..100)
        .filter_map(|_| connect([127, 0, 7, 1], &hall).ok())
        .collect();
    assert_eq!(held.len(), 100);
    std::thread::sleep(Duration::from_millis(500));
    let open = still_open(&held);
    assert!(open <= 32, "{open} connections from one address");
    // The newest are the ones kept: the address can still be answered.
    assert_eq!(still_open(&held[90..]), 10);
    let answer = ask(&hall, [127, 0, 7, 1], "GET /hall.css HTTP/1.1", "").unwrap();
    assert_eq!(answer.status, 200);
}

/// Starts a live stream from `from`: the status of its answer, and the
/// connection, kept open.
fn follow(hall: &Hall, from: [u8; 4]) -> (u16, String, TcpStream) {
    let mut stream = connect(from, hall).unwrap();
    write!(
        stream,
        "GET /events HTTP/1.1\r\nHost: {}\r\nAccept: text/event-stream\r\n\r\n",
        hall.addr
    )
    .unwrap();
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") && head.len() < 4096 {
        match stream.read(&mut byte) {
            Ok(1) => head.push(byte[0]),
            _ => break,
        }
    }
    let head = String::from_utf8_lossy(&head).into_owned();
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    (status, head, stream)
}

#[test]
fn live_streams_are_limited_by_address_and_in_all() {
    raise_own_files();
    let t = party();
    // 1,024 files: room for 768 connections, 384 of them live streams.
    let hall = open(&t, Some((1024, 1024)));
    let mut held = Vec::new();
    for n in 0..8 {
        let (status, _, stream) = follow(&hall, [127, 0, 8, 1]);
        assert_eq!(status, 200, "stream {n}");
        held.push(stream);
    }
    let (status, head, _) = follow(&hall, [127, 0, 8, 1]);
    assert_eq!(status, 503, "{head}");
    assert!(
        head.to_ascii_lowercase().contains("retry-after: 30"),
        "{head}"
    );
    // The board is still served to that address, without its stream.
    assert_eq!(
        ask(&hall, [127, 0, 8, 1], "GET / HTTP/1.1", "")
            .unwrap()
            .status,
        200
    );
    for address in 0..47u8 {
        for _ in 0..8 {
            let (status, head, stream) = follow(&hall, [127, 0, 8, 10 + address]);
            assert_eq!(status, 200, "{head}");
            held.push(stream);
        }
    }
    assert_eq!(held.len(), 384);
    let (status, head, _) = follow(&hall, [127, 0, 8, 200]);
    assert_eq!(status, 503, "{head}");
    // A stream that ends makes room for another.
    held.pop();
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let (status, _, stream) = follow(&hall, [127, 0, 8, 200]);
        if status == 200 {
            held.push(stream);
            break;
        }
        assert!(Instant::now() < deadline, "no room after a stream ended");
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn serve_raises_its_limit_of_open_files() {
    let t = party();
    let hall = open(&t, Some((1024, 4096)));
    let limits = std::fs::read_to_string(format!("/proc/{}/limits", hall.child.id())).unwrap();
    let line = limits
        .lines()
        .find(|l| l.starts_with("Max open files"))
        .unwrap();
    let numbers: Vec<&str> = line.split_whitespace().skip(3).take(2).collect();
    assert_eq!(numbers, ["4096", "4096"], "{line}");
}

/// This machine's host name, as the hall reads it.
fn hostname() -> String {
    let mut buffer = [0u8; 256];
    // SAFETY: the buffer is writable for the length passed.
    let status = unsafe { libc::gethostname(buffer.as_mut_ptr().cast(), buffer.len()) };
    assert_eq!(status, 0);
    let end = buffer.iter().position(|&b| b == 0).unwrap();
    String::from_utf8(buffer[..end].to_vec()).unwrap()
}

#[test]
fn a_page_of_another_name_is_refused_before_anything_is_read() {
    let t = party();
    let hall = open(&t, None);
    let pair = first_pair(&t);
    let code = code_of(&t, &pair);
    let port = hall.addr.port();
    let before = snapshot(t.dir.path());
    let body = format!("game=1&winner={}", pair.replace('+', "%2B"));
    // A page at evil.example, its name pointed at this laptop: its own
    // name as the Host, and as the Origin of its form.
    let rebound = ask(
        &hall,
        [127, 0, 0, 1],
        &format!(
            "POST /p/{code}/result HTTP/1.1\r\nHost: evil.example:{port}\r\nOrigin: http://evil.example:{port}"
        ),
        &body,
    )
    .unwrap();
    assert_eq!(rebound.status, 421, "{}", rebound.text());
    assert!(
        rebound
            .text()
            .contains(&format!("http://127.0.0.1:{port}/")),
        "{}",
        rebound.text()
    );
    let read = ask(
        &hall,
        [127, 0, 0, 1],
        &format!("GET /api/standings HTTP/1.1\r\nHost: evil.example:{port}"),
        "",
    )
    .unwrap();
    assert_eq!(read.status, 421);
    assert!(!read.text().contains("Ann+Bob"), "{}", read.text());
    assert_eq!(snapshot(t.dir.path()), before, "the rebound form was taken");
    // The laptop's own names and its addresses are answered.
    let name = hostname();
    let short = name.split('.').next().unwrap_or(&name).to_string();
    for host in [
        format!("127.0.0.1:{port}"),
        format!("localhost:{port}"),
        format!("[::1]:{port}"),
        format!("{name}:{port}"),
        format!("{short}.local:{port}"),
    ] {
        let page = ask(
            &hall,
            [127, 0, 0, 1],
            &format!("GET /api/standings HTTP/1.1\r\nHost: {host}"),
            "",
        )
        .unwrap();
        assert_eq!(page.status, 200, "{host}");
    }
    // HTTP/1.1 must name its host; HTTP/1.0 needn't, and no browser sends
    // one without.
    let mut bare = connect([127, 0, 0, 1], &hall).unwrap();
    bare.write_all(b"GET /api/standings HTTP/1.1\r\nConnection: close\r\n\r\n")
        .unwrap();
    assert_eq!(reply(&mut bare).unwrap().status, 400);
    let mut old = connect([127, 0, 0, 1], &hall).unwrap();
    old.write_all(b"GET /api/standings HTTP/1.0\r\n\r\n")
        .unwrap();
    assert_eq!(reply(&mut old).unwrap().status, 200);
    // The phone at the laptop's address enters its result.
    let entered = ask(
        &hall,
        [127, 0, 0, 1],
        &format!(
            "POST /p/{code}/result HTTP/1.1\r\nHost: {}\r\nOrigin: http://{}",
            hall.addr, hall.addr
        ),
        &body,
    )
    .unwrap();
    assert_eq!(entered.status, 303, "{}", entered.text());
}

/// The bytes a page must never carry: control characters other than tab
/// and line ends, and the marks that reorder text.
fn hidden_in(html: &[u8]) -> Vec<String> {
    let text = String::from_utf8_lossy(html);
    text.chars()
        .filter(|&c| {
            (c < ' ' && !matches!(c, '\t' | '\n' | '\r'))
                || ('\u{202A}'..='\u{202E}').contains(&c)
                || ('\u{2066}'..='\u{2069}').contains(&c)
        })
        .map(|c| format!("U+{:04X}", u32::from(c)))
        .collect()
}

#[test]
fn hidden_characters_typed_come_back_visible() {
    let t = party();
    let hall = open(&t, None);
    // An ESC, a NUL and a right-to-left override in the address...
    let unknown = ask(
        &hall,
        [127, 0, 0, 1],
        "GET /p/AB%1B%5B31m%00%E2%80%AEC HTTP/1.1",
        "",
    )
    .unwrap();
    assert_eq!(unknown.status, 404);
    assert_eq!(
        hidden_in(&unknown.body),
        Vec::<String>::new(),
        "{}",
        unknown.text()
    );
    assert!(
        unknown.text().contains("AB\\e[31m\\0\\u{202e}C"),
        "{}",
        unknown.text()
    );
    // ... and in a form refused and shown again as typed.
    let pair = first_pair(&t);
    let code = code_of(&t, &pair);
    let refused = ask(
        &hall,
        [127, 0, 0, 1],
        &format!("POST /p/{code}/result HTTP/1.1"),
        "game=1&winner=Ann%1B%5B2J%E2%80%AE%E2%81%A6&score=120%00-%0B95",
    )
    .unwrap();
    assert_eq!(refused.status, 400, "{}", refused.text());
    assert_eq!(
        hidden_in(&refused.body),
        Vec::<String>::new(),
        "{}",
        refused.text()
    );
    assert!(
        refused.text().contains("120\\0-\\u{b}95"),
        "{}",
        refused.text()
    );
    // The director's page shows the rules' refusal, which names what was
    // typed.
    let director = ask(
        &hall,
        [127, 0, 0, 1],
        "POST /director/result HTTP/1.1\r\nAuthorization: Basic eDoyNDY4",
        "game=1&table=1&winner=Zed%1B%5B2J%E2%80%AE",
    )
    .unwrap();
    assert_eq!(director.status, 400, "{}", director.text());
    assert_eq!(
        hidden_in(&director.body),
        Vec::<String>::new(),
        "{}",
        director.text()
    );
    assert!(director.text().contains("Zed\\e[2J"), "{}", director.text());
}
