//! `party prizes`: the places by games won, ties settled as asked, and the
//! booby prize.

use fortyfives::rules::party::Ties;

use crate::cli::args::{PartyPrizesArgs, TiesArg};
use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::{view, Verdict};

pub fn run(args: &PartyPrizesArgs, ctx: &Context) -> Result<Verdict, CliError> {
    if args.places == 0 {
        return Err(CliError::input("--places 0: give at least 1 place"));
    }
    let store = super::parties(ctx)?;
    let (name, file) = super::load(&store)?;
    let party = &file.party;
    let ties = match args.ties {
        TiesArg::Split => Ties::Split,
        TiesArg::Cut => Ties::Cut,
        TiesArg::Points => Ties::Points,
    };
    let seed = args.seed.unwrap_or(party.seed);
    let prizes = party.prizes(args.places, args.booby, ties, seed);
    view::party_prizes::prizes(&name, party, &prizes, seed, args.booby, ctx.style);
    Ok(Verdict::Done)
}
