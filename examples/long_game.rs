//! Writes a saved game of many rounds (default 10,000) for timing `status`:
//! `cargo run --release --example long_game -- DIR [ROUNDS]`, then
//! `FORTYFIVES_DATA_DIR=DIR fortyfives status`. See benches/status.sh.

use chrono::{FixedOffset, TimeZone};
use fortyfives::rules::game::SavedRound;
use fortyfives::rules::round::{Bid, Contract, RoundRecord, Tricks};
use fortyfives::rules::table::Table;
use fortyfives::rules::{RuleSet, Seat, SideId, Suit};
use fortyfives::store::{GameFile, GameName, Store};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let dir = args.next().ok_or("usage: long_game DIR [ROUNDS]")?;
    let rounds: usize = args.next().map_or(Ok(10_000), |n| n.parse())?;

    // A target no game reaches, so every round is playable.
    let mut rules = RuleSet::preset("120")?;
    rules.set("target", "10000000")?;
    let table = Table::teams(vec![
        (Some("Blue".into()), vec!["Ann".into(), "Bob".into()]),
        (Some("Red".into()), vec!["Cid".into(), "Dan".into()]),
    ])?;
    let start = FixedOffset::east_opt(0)
        .ok_or("offset")?
        .with_ymd_and_hms(2026, 1, 1, 20, 0, 0)
        .single()
        .ok_or("date")?;
    let mut file = GameFile::new("long", start, rules, table, Seat(3));
    let mut state = file.state()?;
    for i in 0..rounds {
        let dealer = state.dealer;
        let bidder = dealer.left(4);
        let side = file.table.side_of(bidder);
        let record = RoundRecord {
            dealer,
            contract: Some(Contract::Bid(Bid {
                side,
                player: Some(bidder),
                amount: 15 + 5 * (i % 3) as u8,
            })),
            trump: Some(Suit::ALL[i % 4]),
            tricks: Tricks::Counts(
                if side == SideId(0) {
                    vec![3, 2]
                } else {
                    vec![2, 3]
                }
                .into(),
            ),
            best: Some(side),
            auction: None,
            renege: None,
        };
        let saved = SavedRound {
            at: start + chrono::Duration::minutes(i as i64 * 4),
            note: None,
            record,
        };
        file.push(&mut state, saved)?;
    }
    let store = Store::open(Some(dir.into()))?;
    store.create(&GameName::parse("long")?, &file)?;
    println!("wrote a game of {rounds} rounds");
    Ok(())
}
