//! `/cards`: the tally cards to print, one a pair (one a player with
//! partners split): its name, its code, and a QR code of its page's link,
//! for the phone at its table; and with table devices a card a table.

use fortyfives::store::PartyFile;
use maud::html;
use maud::Markup;

use super::{layout, qr_labelled, Page};

/// `base` is the address phones reach the hall at (`http://192.168.1.20:4545`);
/// `loopback`, the hall's port, when it listens on this laptop's loopback
/// address only, where no phone reaches it.
pub fn page(file: &PartyFile, base: &str, loopback: Option<u16>) -> Markup {
    let party = &file.party;
    layout(
        &Page {
            title: &format!("{}: tally cards", file.name),
            class: "cards-page",
            version: 0,
            refresh: None,
        },
        html! {
            main style="max-width:none" {
                nav.noprint { a href="/director" { "Back to the director's page" } }
                h1.noprint { "Tally cards: " (file.name) }
                p.note.noprint { "Print this page and cut along the lines: each pair scans its code with a phone camera to reach its own page." }
                @if let Some(port) = loopback {
                    p.error.noprint role="alert" {
                        "The hall listens on this laptop only (" (base) "), so these QR codes work on this laptop alone. "
                        "Close the hall and open it again with --bind 0.0.0.0:" (port) " before printing the cards for the phones."
                    }
                }
                div.cards {
                    @for i in 0..party.code_holders() {
                        @if let Some(code) = party.code_of(i) {
                            @let link = format!("{base}/p/{code}");
                            div.tally {
                                div.big.names { (party.holder_name(i)) }
                                (qr_labelled(&link, &format!("QR code of {}'s page", party.holder_name(i))))
                                div.code { (code) }
                                div.link { (link) }
                            }
                        }
                    }
                }
                (table_cards(party, base))
            }
        },
    )
}

/// With table devices, a card for each table: its code and a QR code of
/// its device's page (`/t/CODE`).
fn table_cards(party: &fortyfives::rules::party::Party, base: &str) -> Markup {
    let tables: Vec<(usize, &str)> = (1..=party.most_tables())
        .filter_map(|t| party.table_code_of(t).map(|c| (t, c)))
        .collect();
    html! {
        @if !tables.is_empty() {
            h2.noprint { "Table devices" }
            p.note.noprint { "Open each table's page on the phone or tablet left at that table." }
            div.cards.tables {
                @for (table, code) in &tables {
                    @let link = format!("{base}/t/{code}");
                    div.tally.table-card {
                        div.big { "Table " (table) }
                        (super::qr(&link))
                        div.code { (code) }
                        div.link { (link) }
                    }
                }
            }
        }
    }
}
