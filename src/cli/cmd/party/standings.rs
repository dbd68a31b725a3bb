//! `party standings`: the tally, and who still has to report.

use super::show;
use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::view::output::print_json;
use crate::cli::Verdict;

pub fn run(ctx: &Context) -> Result<Verdict, CliError> {
    let style = ctx.style;
    let store = super::parties(ctx)?;
    let (name, file) = super::load(&store)?;
    let standings = file.party.standings();
    if style.json {
        print_json(&show::standings_json(
            name.as_str(),
            &file.party,
            &standings,
        ));
    } else {
        show::print_standings(name.as_str(), &file.party, &standings, style);
    }
    Ok(Verdict::Done)
}
