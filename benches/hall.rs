//! The live hall under an evening's load, on loopback: 56 phones hold the
//! board's live stream while the 28 tables of a full hall each enter a
//! result and have it confirmed (56 forms), spread over one minute. Prints
//! the median and worst time to acknowledge a form (the answer comes only
//! once the result is on disk) and to show a counted result on every one of
//! the 56 boards. Then the same evening again beside a siege: 1,000 idle
//! connections that send nothing (opened again as soon as the hall closes
//! them) and 200 more live streams, from other addresses. Bounded in count
//! and time; the server is the release build of `fortyfives party serve`,
//! killed at the end of each evening.
//!
//!   cargo bench --bench hall            # the minute, twice
//!   cargo bench --bench hall -- 10      # the same 56 forms within 10 s
//!
//! Each phone, idle connection and stream comes from a loopback address
//! of its own kind (Linux routes all of 127.0.0.0/8 to the loopback), as
//! in a hall where every phone has its own address.
//!
//! Goal (issues 32 and 46): worst <= 100 ms to acknowledge, <= 2 s to the
//! board, with the siege or without.

use std::io::{BufRead, BufReader, ErrorKind, Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpStream};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use socket2::{Domain, Socket, Type};

const PHONES: usize = 56;
/// The siege: connections that send nothing...
const IDLE: usize = 1_000;
/// ...and live streams beside the phones'.
const STREAMS: usize = 200;

fn main() {
    let within: f64 = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(60.0);
    raise_own_files();
    println!("The evening alone:");
    let alone = evening(within, false);
    println!("The evening beside {IDLE} idle connections and {STREAMS} more live streams:");
    let besieged = evening(within, true);
    if !(alone && besieged) {
        std::process::exit(1);
    }
}

/// One evening's 56 forms: whether every board saw every result.
fn evening(within: f64, siege: bool) -> bool {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let bin = env!("CARGO_BIN_EXE_fortyfives");
    let pairs: Vec<String> = (0..PHONES).map(|i| format!("P{i}a+P{i}b")).collect();
    let run = |args: &[&str]| {
        let out = Command::new(bin)
            .args(args)
            .env("FORTYFIVES_DATA_DIR", dir.path())
            .output()
            .expect("fortyfives runs");
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        out.stdout
    };
    run(&[
        "party",
        "new",
        "hall",
        "--pairs",
        &pairs.join(","),
        "--games",
        "25",
        "--seed",
        "1",
    ]);
    let codes: serde_json::Value =
        serde_json::from_slice(&run(&["party", "codes", "--json"])).unwrap();
    let code_of = |pair: &str| {
        codes["codes"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["pair"] == pair)
            .unwrap()["code"]
            .as_str()
            .unwrap()
            .to_string()
    };
    let seat: serde_json::Value =
        serde_json::from_slice(&run(&["party", "seat", "--json"])).unwrap();
    let tables: Vec<(u64, String, String)> = seat["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            (
                t["table"].as_u64().unwrap(),
                t["pairs"][0].as_str().unwrap().to_string(),
                t["pairs"][1].as_str().unwrap().to_string(),
            )
        })
        .collect();

    let mut server = Command::new(bin)
        .args([
            "party",
            "serve",
            "--bind",
            "127.0.0.1:0",
            "--director-pin",
            "2468",
        ])
        .env("FORTYFIVES_DATA_DIR", dir.path())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("party serve starts");
    let mut lines = BufReader::new(server.stdout.take().unwrap()).lines();
    let base = loop {
        let line = lines.next().expect("an address").unwrap();
        if let Some(rest) = line.split("Board (for the projector):").nth(1) {
            break rest.trim().trim_end_matches('/').to_string();
        }
    };
    std::thread::spawn(move || for _ in lines {});
    let host = base.trim_start_matches("http://").to_string();
    let addr: SocketAddr = host.parse().expect("the hall's address");
    let besieging = Arc::new(AtomicBool::new(siege));
    let siege = siege.then(|| {
        let besieging = besieging.clone();
        std::thread::spawn(move || besiege(addr, &besieging))
    });

    // The 56 boards: each notes when it first saw each table marked in.
    let seen: Arc<Mutex<Vec<Vec<Option<Instant>>>>> =
        Arc::new(Mutex::new(vec![vec![None; tables.len() + 1]; PHONES]));
    let stop = Instant::now() + Duration::from_secs_f64(within + 30.0);
    let boards: Vec<_> = (0..PHONES)
        .map(|phone| {
            let (host, seen) = (host.clone(), seen.clone());
            let count = tables.len();
            std::thread::spawn(move || follow(addr, &host, phone, count, &seen, stop))
        })
        .collect();
    std::thread::sleep(Duration::from_millis(500));

    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .max_redirects(0)
        .timeout_global(Some(Duration::from_secs(10)))
        .build()
        .into();
    let post = |url: &str, form: &[(&str, &str)]| {
        let sent = Instant::now();
        let r = agent
            .post(url)
            .send_form(form.iter().copied())
            .expect("an answer");
        assert_eq!(r.status().as_u16(), 303, "{url}");
        (sent, sent.elapsed())
    };
    let start = Instant::now();
    let gap = Duration::from_secs_f64(within / (2 * tables.len()) as f64);
    let mut acks = Vec::new();
    let mut counted = Vec::new();
    for (i, (table, us, them)) in tables.iter().enumerate() {
        let entered = post(
            &format!("{base}/p/{}/result", code_of(us)),
            &[("game", "1"), ("winner", us), ("score", "120-95")],
        );
        acks.push(entered.1);
        sleep_until(start + gap * (2 * i as u32 + 1));
        // The other pair's page, as its phone shows it: its Yes answers
        // the entry it names.
        let page = agent
            .get(&format!("{base}/p/{}", code_of(them)))
            .call()
            .expect("the page")
            .body_mut()
            .read_to_string()
            .expect("the page's text");
        let claim = hidden(&page, "claim").expect("the Yes form names the entry");
        let confirmed = post(
            &format!("{base}/p/{}/confirm", code_of(them)),
            &[("game", "1"), ("claim", &claim), ("agree", "yes")],
        );
        acks.push(confirmed.1);
        counted.push((*table as usize, confirmed.0));
        sleep_until(start + gap * (2 * i as u32 + 2));
    }
    // Every board has had its chance to see the last result.
    std::thread::sleep(Duration::from_secs(3));
    besieging.store(false, Ordering::Relaxed);
    let siege = siege.map(|s| s.join().expect("the siege"));
    let _ = server.kill();
    let _ = server.wait();
    for b in boards {
        let _ = b.join();
    }
    let seen = seen.lock().unwrap();
    let mut to_board = Vec::new();
    let mut missed = 0;
    for (table, sent) in &counted {
        for phone in seen.iter() {
            match phone[*table] {
                Some(at) => to_board.push(at.saturating_duration_since(*sent)),
                None => missed += 1,
            }
        }
    }
    println!(
        "{} forms over {:.0} s ({} results), {PHONES} boards following",
        acks.len(),
        start.elapsed().as_secs_f64(),
        counted.len()
    );
    if let Some(siege) = siege {
        println!(
            "  beside {} idle connections at the least (opened {} times in all, as the hall closed them) and {} of {STREAMS} live streams taken",
            siege.fewest_idle, siege.opened, siege.streams
        );
    }
    report("acknowledged", &mut acks, "goal: worst <= 100 ms");
    report("on every board", &mut to_board, "goal: worst <= 2 s");
    if missed > 0 {
        println!("{missed} board updates never arrived");
        return false;
    }
    true
}

/// This process may open as many files as the system lets it: the siege
/// alone is 1,200 sockets.
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
fn connect(from: [u8; 4], to: SocketAddr) -> std::io::Result<TcpStream> {
    let socket = Socket::new(Domain::IPV4, Type::STREAM, None)?;
    socket.bind(&SocketAddr::from((Ipv4Addr::from(from), 0)).into())?;
    socket.connect_timeout(&to.into(), Duration::from_secs(2))?;
    Ok(socket.into())
}

struct Siege {
    /// Idle connections open at the least, after the first were opened.
    fewest_idle: usize,
    /// Idle connections opened in all.
    opened: usize,
    /// Live streams the hall answered with 200.
    streams: usize,
}

/// Holds [`IDLE`] connections that send nothing (20 from each of 50
/// addresses, opened again as the hall closes them) and [`STREAMS`] live
/// streams (8 from each of 25 addresses, read as they come) until told to
/// stop.
fn besiege(to: SocketAddr, going: &AtomicBool) -> Siege {
    let idle_from = |i: usize| [127, 0, 20, 1 + (i % 50) as u8];
    let mut opened = 0;
    let mut idle: Vec<Option<TcpStream>> = (0..IDLE)
        .map(|i| {
            opened += 1;
            connect(idle_from(i), to).ok()
        })
        .collect();
    let mut streams: Vec<(TcpStream, Vec<u8>)> = (0..STREAMS)
        .filter_map(|i| {
            let mut s = connect([127, 0, 30, 1 + (i % 25) as u8], to).ok()?;
            write!(
                s,
                "GET /events HTTP/1.1\r\nHost: {to}\r\nAccept: text/event-stream\r\n\r\n"
            )
            .ok()?;
            s.set_nonblocking(true).ok()?;
            Some((s, Vec::new()))
        })
        .collect();
    for s in idle.iter().flatten() {
        let _ = s.set_nonblocking(true);
    }
    let mut fewest_idle = usize::MAX;
    // Bounded however long the evening: the bench's own limit is minutes.
    let give_up = Instant::now() + Duration::from_secs(600);
    let mut buffer = vec![0u8; 1 << 16];
    while going.load(Ordering::Relaxed) && Instant::now() < give_up {
        let mut open = 0;
        for (i, slot) in idle.iter_mut().enumerate() {
            let closed = match slot {
                Some(s) => {
                    !matches!(s.read(&mut buffer), Err(e) if e.kind() == ErrorKind::WouldBlock)
                }
                None => true,
            };
            if closed {
                opened += 1;
                *slot = connect(idle_from(i), to).ok();
                if let Some(s) = slot {
                    let _ = s.set_nonblocking(true);
                }
            }
            open += usize::from(slot.is_some());
        }
        fewest_idle = fewest_idle.min(open);
        for (stream, head) in &mut streams {
            while let Ok(n @ 1..) = stream.read(&mut buffer) {
                if head.len() < 16 {
                    head.extend_from_slice(&buffer[..n.min(16)]);
                }
            }
        }
        std::thread::sleep(Duration::from_millis(200));
    }
    Siege {
        fewest_idle,
        opened,
        streams: streams
            .iter()
            .filter(|(_, head)| head.starts_with(b"HTTP/1.1 200"))
            .count(),
    }
}

fn sleep_until(at: Instant) {
    if let Some(wait) = at.checked_duration_since(Instant::now()) {
        std::thread::sleep(wait);
    }
}

fn report(what: &str, times: &mut [Duration], goal: &str) {
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{what:>16}: median {:.1} ms, worst {:.1} ms ({} samples; {goal})",
        ms(times[times.len() / 2]),
        ms(times[times.len() - 1]),
        times.len()
    );
}

/// One phone's board: reads the live stream until `stop`, noting when each
/// table first shows as reported.
fn follow(
    addr: SocketAddr,
    host: &str,
    phone: usize,
    tables: usize,
    seen: &Mutex<Vec<Vec<Option<Instant>>>>,
    stop: Instant,
) {
    // Every phone from an address of its own, as in the hall.
    let from = [127, 0, 10, 1 + phone as u8];
    let mut stream = connect(from, addr).expect("a connection");
    write!(
        stream,
        "GET /events HTTP/1.1\r\nHost: {host}\r\nAccept: text/event-stream\r\n\r\n"
    )
    .unwrap();
    stream
        .set_read_timeout(Some(Duration::from_millis(250)))
        .unwrap();
    let mut reader = BufReader::new(stream);
    let mut line = String::new();
    while Instant::now() < stop {
        line.clear();
        match reader.read_line(&mut line) {
            Ok(0) => return,
            Ok(_) => {}
            Err(_) => continue,
        }
        let Some(data) = line.strip_prefix("data:") else {
            continue;
        };
        let now = Instant::now();
        let mut seen = seen.lock().unwrap();
        // The last result moves the hall on to game 2's seating.
        let moved_on = data.contains("Game 2 seating");
        for table in 1..=tables {
            if seen[phone][table].is_none()
                && (moved_on
                    || data.contains(&format!(
                        "<div class=\"seat in\"><span class=\"place\">{table}</span>"
                    )))
            {
                seen[phone][table] = Some(now);
            }
        }
    }
}

/// The value of a hidden field of a page's form, as a browser posts it.
fn hidden(page: &str, name: &str) -> Option<String> {
    let field = format!("type=\"hidden\" name=\"{name}\" value=\"");
    let rest = &page[page.find(&field)? + field.len()..];
    Some(rest[..rest.find('"')?].to_string())
}
