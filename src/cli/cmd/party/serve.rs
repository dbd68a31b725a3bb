//! `party serve`: opens the live hall (the web server is `crate::web`) on
//! the current party, prints where to reach it and the director's PIN,
//! and runs until Ctrl-C.

use std::net::SocketAddr;

use fortyfives::rules::party::Confirm;

use crate::cli::args::{ConfirmArg, PartyServeArgs};
use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::view::party_hall;
use crate::cli::Verdict;
use crate::web::{self, Hall, WebError};

pub fn run(args: &PartyServeArgs, ctx: &Context) -> Result<Verdict, CliError> {
    if ctx.style.json {
        return Err(CliError::input(
            "--json: `party serve` prints no JSON; while it runs, the pages' data is at /api/standings and /api/seating",
        ));
    }
    let pin = match &args.director_pin {
        Some(pin) => check_pin(pin)?,
        None => format!("{:06}", super::system_random() % 1_000_000),
    };
    let data = ctx.store()?.clone();
    let store = data.parties();
    let (name, file) = super::with_codes(&store, args.table_devices)?;
    let end = super::game_end(&file)?;
    let confirm = match args.confirm {
        ConfirmArg::None => Confirm::None,
        ConfirmArg::Opponents => Confirm::Opponents,
    };
    let public = network_addresses(args.bind);
    let hall = Hall {
        store,
        data,
        party: name.clone(),
        pin: pin.clone(),
        confirm,
        end,
        public: public.clone(),
        clock: ctx.clock,
        table_devices: args.table_devices,
    };
    let opened = |addr: SocketAddr| {
        party_hall::opened(addr, &file, &pin, &public, confirm, args.table_devices)
    };
    web::serve(hall, args.bind, opened).map_err(|err| match err {
        WebError::Bind { addr, source } => CliError::input(format!(
            "--bind {addr}: can't listen there ({}). Is another program (or another `party serve`) using it? Pick another port, e.g. --bind {}:{}",
            source,
            addr.ip(),
            addr.port().wrapping_add(1).max(1024)
        )),
        other => CliError::storage(other.to_string()),
    })?;
    party_hall::closed();
    Ok(Verdict::Done)
}

/// A PIN the director can type on a phone: 4 to 40 characters, no spaces
/// or invisible characters.
fn check_pin(pin: &str) -> Result<String, CliError> {
    let count = pin.chars().count();
    if !(4..=40).contains(&count) || pin.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(CliError::input(format!(
            "--director-pin {pin}: a PIN is 4 to 40 letters or digits, no spaces (e.g. --director-pin 4821)"
        )));
    }
    Ok(pin.to_string())
}

/// The addresses other devices reach the hall at, when it listens beyond
/// this laptop: every non-loopback IPv4 address of its network interfaces
/// (or the one address given).
fn network_addresses(bind: SocketAddr) -> Vec<String> {
    let ip = bind.ip();
    if ip.is_loopback() {
        return Vec::new();
    }
    if !ip.is_unspecified() {
        return vec![format!("http://{bind}")];
    }
    let mut found: Vec<String> = if_addrs::get_if_addrs()
        .unwrap_or_default()
        .into_iter()
        .filter(|i| !i.is_loopback() && i.ip().is_ipv4())
        .map(|i| format!("http://{}:{}", i.ip(), bind.port()))
        .collect();
    found.sort();
    found.dedup();
    found
}
