//! `party export --format csv|md`: the evening's tally, one row per pair
//! (or player, with partners split) and each game's outcome, table,
//! opponents and score, as the paper tally cards have it: a disputed tally
//! can be checked game by game.

use std::path::Path;

use crate::cli::args::TallyFormat;
use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::view::output_file::save_output;
use crate::cli::view::party_export;
use crate::cli::Verdict;

pub fn run(format: TallyFormat, output: Option<&Path>, ctx: &Context) -> Result<Verdict, CliError> {
    if ctx.style.json {
        return Err(CliError::input(
            "--json prints JSON but --format asks for a table; `fortyfives party standings --json` prints the tally as JSON",
        ));
    }
    let store = super::parties(ctx)?;
    let (name, file) = super::load(&store)?;
    let party = &file.party;
    let standings = party.standings();
    let text = match format {
        TallyFormat::Csv => party_export::tally_csv(party, &standings)
            .map_err(|e| CliError::input(format!("CSV: {e}")))?,
        TallyFormat::Md => party_export::tally_md(&name, party, &standings),
    };
    match output {
        Some(path) => {
            save_output(ctx, path, text.as_bytes(), "the tally")?;
            party_export::wrote_tally(&name, party, &standings, path);
        }
        None => party_export::tally(&text),
    }
    Ok(Verdict::Done)
}
