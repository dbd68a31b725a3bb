//! `check play`: was this card a legal play? (exit 1 when it was not)

use fortyfives::rules::{check_play, parse_cards, Card, PlayVerdict, Suit};

use crate::cli::args::rules::{judging_rules, Judging};
use crate::cli::args::CheckPlayArgs;
use crate::cli::context::Context;
use crate::cli::error::{CliError, Context as _};
use crate::cli::view::check::{self, Judged};
use crate::cli::Verdict;

pub fn run(args: &CheckPlayArgs, ctx: &Context) -> Result<Verdict, CliError> {
    let (verdict, trump, judging) = judge(args, ctx)?;
    let by_game = judging.judged_by(trump);
    let judged = Judged {
        label: &judging.label(),
        by_game: by_game.as_deref(),
        trump,
    };
    check::play(&verdict, &judged, ctx.style);
    Ok(if verdict.legal {
        Verdict::Done
    } else {
        Verdict::Illegal
    })
}

/// The rules' verdict on the card the flags give, under the trump and the
/// rules they name.
pub fn judge(
    args: &CheckPlayArgs,
    ctx: &Context,
) -> Result<(PlayVerdict, Suit, Judging), CliError> {
    let judging = judging_rules(&args.rules, ctx)?;
    let trump: Suit = args.trump.parse().context("--trump")?;
    let hand = parse_cards(&args.hand).context("--hand")?;
    let trick = match &args.trick {
        Some(text) => parse_cards(text).context("--trick")?,
        None => Vec::new(),
    };
    let card: Card = args.card.parse().context("--card")?;
    if let (Some(players), Some(game)) = (judging.players, &judging.game) {
        if trick.len() >= players {
            return Err(CliError::input(format!(
                "--trick: {} cards, but {game}'s table has {players} players, so at most {} come before the card judged; give the cards played before it, or --rules PRESET to judge away from that game",
                trick.len(),
                players - 1
            )));
        }
    }
    let verdict = check_play(&judging.rules, trump, &hand, &trick, card)?;
    Ok((verdict, trump, judging))
}
