//! Could the bid have been made, and was that the right card? The analysis
//! of seed 000's scenario 3 as its retrospective tells it, through the
//! library: the par, every play that cost points, and Fred's choice at
//! trick 4 judged on what he could see.
//!
//! Run: `cargo run --example analyze_round`

use fortyfives::rules::solve::{analyze, single_dummy, Counted};
use fortyfives::store::round_file::parse_round;

fn main() {
    let text = include_str!("rounds/scenario3_retrospective.toml");
    let round = parse_round(text).expect("the example round is true");

    let analysis = analyze(&round, &Counted::Bidder).expect("every hand is recorded");
    println!(
        "{} bid {}: par {} ({}).",
        analysis.side,
        analysis.bid.unwrap_or(0),
        analysis.par,
        if analysis.par_made == Some(true) {
            "made"
        } else {
            "beatable"
        }
    );
    for play in analysis.plays.iter().filter(|p| p.cost > 0) {
        let best: Vec<String> = play.best_cards.iter().map(|c| c.to_string()).collect();
        println!(
            "Trick {}: {}'s {} cost {} (best: {}).",
            play.trick,
            play.player,
            play.card,
            play.cost,
            best.join(" ")
        );
    }

    // Fred, third to play at trick 4, saw only his own cards and the play.
    let decision = single_dummy(&round, &Counted::Bidder, (4, 3), 1000, 7, &|| {})
        .expect("Fred's hand is recorded");
    for option in &decision.options {
        println!(
            "{}: {} take {:.2} ± {:.2} on average.",
            option.card, analysis.side, option.points, option.points_margin
        );
    }
}
