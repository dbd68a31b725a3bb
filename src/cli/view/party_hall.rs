//! What `party serve` says: where the live hall is open (the board, the
//! director's page and PIN, the tally cards, the addresses the phones
//! reach), how a pair's result counts, and that the hall closed.

use std::io::Write;
use std::net::SocketAddr;

use fortyfives::rules::party::Confirm;
use fortyfives::store::PartyFile;

use crate::cli::view::output;

/// The hall is open on `addr` for the party in `file`: its pages, the
/// director's `pin`, the addresses other devices reach it at (`public`,
/// none when it listens on this laptop alone), and how results count.
/// With `tables`, each table's device has a page too (`/t/CODE`).
pub fn opened(
    addr: SocketAddr,
    file: &PartyFile,
    pin: &str,
    public: &[String],
    confirm: Confirm,
    tables: bool,
) {
    let local = if addr.ip().is_unspecified() {
        format!("http://127.0.0.1:{}", addr.port())
    } else {
        format!("http://{addr}")
    };
    let mut out = std::io::stdout().lock();
    // Sentences fitted to the window between words; addresses never cut.
    let mut say = |text: String| {
        for line in output::fitted(&text, 0) {
            let _ = writeln!(out, "{line}");
        }
    };
    say(format!(
        "The hall is open for {}: {}.",
        file.name,
        file.party.summary()
    ));
    say(format!("  Board (for the projector):  {local}/"));
    say(format!(
        "  Director:                   {local}/director   PIN {pin}"
    ));
    say(format!("  Tally cards to print:       {local}/cards"));
    if tables {
        say(format!(
            "  Table devices:              {local}/t/CODE (each table's code is on its card at /cards, and in `fortyfives party codes`)"
        ));
    }
    match public {
        [] if addr.ip().is_loopback() => say(format!(
            "Only this laptop can reach it; for the phones in the hall use --bind 0.0.0.0:{}.",
            addr.port()
        )),
        [] => {}
        many => say(format!(
            "Phones on the hall's network reach it at {}.",
            many.iter()
                .map(|a| format!("{a}/"))
                .collect::<Vec<_>>()
                .join(" or ")
        )),
    }
    say(format!(
        "{} Ctrl-C closes the hall; every result is saved as it comes in.",
        match confirm {
            Confirm::Opponents => "A pair's result counts once the other pair confirms it.",
            Confirm::None => "A pair's result counts as soon as it is entered.",
        }
    ));
    let _ = out.flush();
}

/// The hall closed (Ctrl-C).
pub fn closed() {
    println!("The hall is closed.");
}
