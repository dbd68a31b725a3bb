//! `party export --format csv|md|json|html`: the evening's tally, one row
//! per pair (or player, with partners split) and each game's outcome,
//! table, opponents and score, as the paper tally cards have it: a
//! disputed tally can be checked game by game. `json` is the standings,
//! the history and the prizes in one object; `html` the results sheet (the
//! hall's page, `web::results_page`, as `party board --html` writes the
//! hall's board).

use std::path::Path;

use fortyfives::rules::party::shapes::{results_json, tally_csv};

use crate::cli::args::TallyFormat;
use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::view::output_file::save_output;
use crate::cli::view::party_export;
use crate::cli::Verdict;

pub fn run(format: TallyFormat, output: Option<&Path>, ctx: &Context) -> Result<Verdict, CliError> {
    if ctx.style.json {
        return Err(CliError::input(
            "--json: `party export` writes what --format says; `--format json` writes the standings, the history and the prizes as JSON",
        ));
    }
    let store = super::parties(ctx)?;
    let (name, file) = super::load(&store)?;
    let party = &file.party;
    let standings = party.standings();
    let text = match format {
        TallyFormat::Csv => tally_csv(party, &standings),
        TallyFormat::Md => party_export::tally_md(&name, party, &standings),
        TallyFormat::Json => party_export::json_text(&results_json(name.as_str(), party)),
        TallyFormat::Html => crate::web::results_page(&file),
    };
    match output {
        Some(path) => {
            let what = match format {
                TallyFormat::Html => "the results sheet",
                _ => "the tally",
            };
            save_output(ctx, path, text.as_bytes(), what)?;
            party_export::wrote_tally(&name, party, &standings, path, what);
        }
        None => party_export::tally(&text),
    }
    Ok(Verdict::Done)
}
