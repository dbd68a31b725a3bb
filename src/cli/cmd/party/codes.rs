//! `party codes [--json]`: each pair's code and the link to its page in the
//! live hall, for the tally cards. A party started before codes existed
//! gets them now, once; after that they never change.

use fortyfives::rules::party::shapes::codes_json;

use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::view::output::print_json;
use crate::cli::Verdict;

pub fn run(ctx: &Context) -> Result<Verdict, CliError> {
    let style = ctx.style;
    let store = super::parties(ctx)?;
    let (_, file) = super::with_codes(&store)?;
    let codes = codes_json(&file.party);
    if style.json {
        print_json(&codes);
        return Ok(Verdict::Done);
    }
    let mut table = crate::cli::view::render::grid(style);
    let split = file.party.partners == fortyfives::rules::party::Partners::Split;
    table.set_header(vec![if split { "Player" } else { "Pair" }, "Code", "Page"]);
    for c in &codes.codes {
        let who = c
            .pair
            .clone()
            .or_else(|| c.player.clone())
            .unwrap_or_default();
        table.add_row(vec![who, c.code.clone(), c.link.clone()]);
    }
    println!("{table}");
    crate::cli::view::output::say(
        "Each pair opens its page at http://ADDRESS:PORT/p/CODE once `fortyfives party serve` is running; its /cards page prints the tally cards with a QR code of each link.",
        0,
    );
    Ok(Verdict::Done)
}
