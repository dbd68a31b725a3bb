//! Audits a round file with the library and prints the report as JSON, as
//! `fortyfives check round --json FILE` does:
//! `cargo run --example audit_round -- examples/rounds/scenario2_bagged_renege.toml`

use fortyfives::rules::audit::audit;
use fortyfives::store::round_file::parse_round;

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: audit_round FILE");
        std::process::exit(2);
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(err) => {
            eprintln!("{path}: {err}");
            std::process::exit(3);
        }
    };
    match parse_round(&text) {
        Ok(round) => {
            let report = audit(&round);
            match serde_json::to_string_pretty(&report) {
                Ok(json) => println!("{json}"),
                Err(err) => eprintln!("{err}"),
            }
            std::process::exit(if report.is_clean() { 0 } else { 1 });
        }
        Err(err) => {
            eprintln!("{path}: {err}");
            std::process::exit(2);
        }
    }
}
