//! `party use NAME`: make a saved party the current one.

use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::{view, Verdict};

pub fn run(name: &str, ctx: &Context) -> Result<Verdict, CliError> {
    let store = super::parties(ctx)?;
    let wanted = super::party_name(name)?;
    let found = store.saved_as(&wanted)?;
    let Some(found) = found else {
        let names: Vec<String> = store
            .list()?
            .into_iter()
            .map(|p| p.name.to_string())
            .collect();
        return Err(CliError::input(if names.is_empty() {
            format!("no party called '{name}': no party is saved yet; start one with `fortyfives party new NAME --pairs \"Ann+Bob,Cid+Dan\"`")
        } else {
            format!(
                "no party called '{name}'{}; the saved parties are {}",
                fortyfives::rules::suggestion::did_you_mean(name, names.iter().map(String::as_str)),
                names.join(", ")
            )
        }));
    };
    store.set_current(&found)?;
    view::party::now_at(&found);
    Ok(Verdict::Done)
}
