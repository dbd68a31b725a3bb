//! `ranks --trump SUIT`: the order of every card under that trump.

use fortyfives::rules::{Ranking, Suit};

use crate::cli::args::RanksArgs;
use crate::cli::context::Context;
use crate::cli::error::{CliError, Context as _};
use crate::cli::view::ranks::{self, Order};
use crate::cli::{args::rules::judging_rules, Verdict};

pub fn run(args: &RanksArgs, ctx: &Context) -> Result<Verdict, CliError> {
    let judging = judging_rules(&args.rules, ctx)?;
    let trump: Suit = args.trump.parse().context("--trump")?;
    let order = order(&Ranking::new(&judging.rules, trump), trump);
    let game = judging.game.as_ref().map(ToString::to_string);
    let rules = judging.rules.label();
    let game_rules = game.as_deref().map(|game| (game, rules.as_str()));
    ranks::ranks(order, &judging.label(), game_rules, ctx.style);
    Ok(Verdict::Done)
}

/// Every card in the order `ranking` puts it, under `trump`.
pub fn order(ranking: &Ranking, trump: Suit) -> Order {
    Order {
        trump,
        trumps: ranking.trump_order(),
        renegeable: ranking.ordered(ranking.renegeable()),
        plain: Suit::ALL
            .into_iter()
            .filter(|&s| s != trump)
            .map(|s| (s, ranking.plain_order(s)))
            .collect(),
    }
}
