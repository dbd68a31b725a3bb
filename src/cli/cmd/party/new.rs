//! `party new NAME --pairs ...`: the evening set up, its first seating drawn
//! and saved, and made the current party.

use fortyfives::rules::party::{Movement, Pair, Partners, Party, SitOut};
use fortyfives::store::PartyFile;

use crate::cli::args::{MoveArg, PartnersArg, PartyNewArgs, SitOutArg};
use crate::cli::context::Context;
use crate::cli::error::CliError;
use crate::cli::{view, Verdict};

pub fn run(args: &PartyNewArgs, ctx: &Context) -> Result<Verdict, CliError> {
    let store = super::parties(ctx)?;
    let name = super::party_name(&args.name)?;
    // The rules each table plays, checked now rather than at the first
    // result taken from a game.
    crate::cli::args::rules::resolve_rules(args.preset.as_deref(), &args.set)?;
    let pairs = args
        .pairs
        .split(',')
        .filter(|p| !p.trim().is_empty())
        .map(Pair::parse)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| CliError::input(format!("--pairs: {e}")))?;
    let seed = args.seed.unwrap_or_else(|| {
        let now = ctx.clock.now();
        ((now.timestamp_nanos_opt().unwrap_or_default() as u64) ^ u64::from(std::process::id()))
            & fortyfives::rules::party::MAX_SEED
    });
    let party = Party::new(
        pairs,
        args.games,
        match args.movement {
            MoveArg::Winners => Movement::Winners,
            MoveArg::Losers => Movement::Losers,
        },
        match args.partners {
            PartnersArg::Fixed => Partners::Fixed,
            PartnersArg::Split => Partners::Split,
        },
        args.table_size,
        seed,
    )
    .map_err(|e| CliError::input(format!("--pairs: {e}")))?
    .with_codes(super::system_random);
    let party = Party {
        sit_out: match args.sit_out {
            SitOutArg::None => SitOut::None,
            SitOutArg::Win => SitOut::Win,
            SitOutArg::Average => SitOut::Average,
        },
        ..party
    };
    let file = PartyFile::new(
        name.as_str(),
        ctx.clock.now(),
        args.preset.clone().unwrap_or_else(|| "120".to_string()),
        args.set.clone(),
        party,
    );
    store.create(&name, &file)?;
    store.set_current(&name)?;
    let first = file
        .party
        .seating(1)
        .expect("the first game is always seated");
    view::party::started(&name, &file.party, seed, &first, ctx.style);
    Ok(Verdict::Done)
}
