//! What `bid` shows: a table a trump with the share of deals made at each
//! level, the best bid by expected score with its margin, and what the
//! round does to the game. The odds are `rules::odds`'s; this words them.

use fortyfives::rules::game::GameState;
use fortyfives::rules::odds::{BidOdds, Odds};
use fortyfives::rules::{Card, Seat, SideId, Suit};

use crate::cli::view::output::{print_json, Style};

/// `bid`: `answer` for the asker at `state`, the sides called `names`
/// (or, with `--json`, the odds as the model gives them).
pub fn print(answer: &Odds, state: &GameState, names: &[String], style: Style) {
    if style.json {
        print_json(answer);
        return;
    }
    let n = answer.players;
    let dealer = if answer.seat == n {
        " (the dealer)"
    } else {
        ""
    };
    let asker_side = SideId(
        state
            .table
            .side_of(Seat((state.dealer.0 + answer.seat) % n))
            .0,
    );
    println!(
        "{}",
        style.bold(&style.text(&format!(
            "{} at seat {} of {n}{dealer}, rules {}: {} deals, seed {}.",
            style.cards(&answer.hand),
            answer.seat,
            answer.rules,
            answer.samples,
            answer.seed
        )))
    );
    println!(
        "The share of deals in which each bid is made, and {}'s mean points:",
        names[asker_side.0]
    );
    let mut grid = crate::cli::view::render::natural_grid(style);
    let levels: Vec<u8> = answer
        .trumps
        .first()
        .map(|t| t.bids.iter().map(|b| b.bid).collect())
        .unwrap_or_default();
    let mut header = vec!["Trump".to_string(), "Points".to_string()];
    header.extend(levels.iter().map(|l| l.to_string()));
    grid.set_header(header);
    for t in &answer.trumps {
        let mut row = vec![
            style.text(&t.trump.symbol().to_string()),
            style.text(&format!("{:.1} ± {:.1}", t.points.mean, t.points.margin)),
        ];
        row.extend(t.bids.iter().map(|b| percent(b.made)));
        grid.add_row(row);
    }
    println!("{grid}");
    let trump_name = |s: Suit| style.text(&format!("{} {}", s.symbol(), s.name()));
    match &answer.best {
        Some(best) => println!(
            "{}",
            style.text(&format!(
                "Best bid: {} in {}, {:+.1} ± {:.1} points a round on average.",
                best.bid,
                trump_name(best.trump),
                best.score,
                best.score_margin
            ))
        ),
        None => println!("No bid gains points on average: by this model, pass."),
    }
    // Where a made bid scores the points taken, every level made as often
    // scores the same, and the lowest wins the tie: say so, or "best 15"
    // reads as advice to bid low on a sure 25.
    if let Some(best) = &answer.best {
        let same: Vec<String> = answer
            .trumps
            .iter()
            .filter(|t| t.trump == best.trump)
            .flat_map(|t| &t.bids)
            .filter(|b| b.bid > best.bid && b.score == best.score)
            .map(|b| b.bid.to_string())
            .collect();
        if !same.is_empty() {
            println!(
                "{} {} as much under these rules: bid higher if the auction needs it.",
                fortyfives::rules::prose::and_list(&same),
                if same.len() == 1 { "scores" } else { "score" }
            );
        }
    }
    let shown = answer
        .best
        .as_ref()
        .map(|b| b.trump)
        .or_else(|| answer.trumps.first().map(|t| t.trump));
    if let Some(trump) = shown {
        if let Some(t) = answer.trumps.iter().find(|t| t.trump == trump) {
            // Only the bids after which some deal ends the game: at 0-0 no
            // round can, and saying "the game ends" would be false.
            let known = t.bids.iter().any(|b| b.we_go_out.is_some());
            let ends: Vec<String> = t
                .bids
                .iter()
                .filter(|b| b.we_go_out.unwrap_or(0.0) + b.they_go_out.unwrap_or(0.0) > 0.0)
                .filter_map(|b| game_end(b, names, asker_side))
                .collect();
            if !ends.is_empty() {
                crate::cli::view::output::say(
                    &format!(
                        "This round can end the game, in {}: {}.",
                        trump_name(trump),
                        ends.join("; ")
                    ),
                    0,
                );
            } else if known {
                println!("No deal ends the game this round, whatever the bid.");
            }
        }
    }
    crate::cli::view::output::say(
        "Open-hand play flatters the bidder: every deal is played with all the cards face up, so a real table makes these bids less often.",
        0,
    );
    if let Some(deals) = &answer.deals {
        for (i, d) in deals.iter().enumerate() {
            println!();
            let seats = |hands: &[Vec<Card>]| {
                hands
                    .iter()
                    .enumerate()
                    .map(|(s, h)| format!("seat {}: {}", s + 1, style.cards(h)))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            println!("Deal {}: {}", i + 1, seats(&d.hands));
            println!(
                "  kitty: {}; pack, top first: {}",
                if d.kitty.is_empty() {
                    "none".to_string()
                } else {
                    style.cards(&d.kitty)
                },
                if d.pack.is_empty() {
                    "empty".to_string()
                } else {
                    style.cards(&d.pack)
                }
            );
            for (trump, played) in &d.play.0 {
                println!(
                    "  {} after the draw: {}; par {}",
                    style.text(&trump.symbol().to_string()),
                    seats(&played.hands),
                    played.par
                );
            }
        }
    }
}

/// "bid 25: won by side 1 in 40%, by side 2 in 3%", with real scores.
fn game_end(b: &BidOdds, names: &[String], asker: SideId) -> Option<String> {
    let (we, they) = (b.we_go_out?, b.they_go_out?);
    let other = names
        .iter()
        .enumerate()
        .find(|&(i, _)| i != asker.0)
        .map_or("the others", |(_, n)| n.as_str());
    Some(format!(
        "bid {}: won by {} in {}, by {other} in {}",
        b.bid,
        names[asker.0],
        percent(we),
        percent(they)
    ))
}

/// A share in whole percent, except that a share that is neither none nor
/// all never reads as 0% or 100% (a bid failed once in 200 is not sure).
fn percent(share: f64) -> String {
    let p = share * 100.0;
    if share > 0.0 && p < 0.5 {
        "<1%".to_string()
    } else if share < 1.0 && p >= 99.5 {
        ">99%".to_string()
    } else {
        format!("{p:.0}%")
    }
}
