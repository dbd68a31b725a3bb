//! What `odds` shows: the table and the state asked about, each side's
//! chance of winning from there (with its margin where games were played
//! out), what the model is, and on request its first rounds in full. The
//! chances are `rules::odds::model`'s; this words them.

use serde::Serialize;

use fortyfives::rules::game::GameState;
use fortyfives::rules::odds::chance::{floor, Chances};
use fortyfives::rules::odds::kernel::{Outcome, RoundShown};
use fortyfives::rules::odds::model::GameModel;
use fortyfives::rules::prose::{and_list, capitalise};
use fortyfives::rules::{Seat, SideId};

use crate::cli::view::output::{print_json, say, Style};
use crate::cli::view::render::natural_grid;

/// An answer and what it was asked about.
pub struct Answer<'a> {
    /// The game at the state asked about.
    pub state: &'a GameState,
    /// The saved game it is, when it is one.
    pub game: Option<&'a str>,
    pub model: &'a GameModel,
    pub chances: &'a Chances,
    pub rounds: u32,
    pub seed: u64,
    /// The model's first rounds, when asked for.
    pub shown: Option<Vec<RoundShown>>,
}

#[derive(Serialize)]
struct Json<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    game: Option<&'a str>,
    rules: String,
    players: usize,
    sides: usize,
    names: Vec<String>,
    score: Vec<i32>,
    dealer: usize,
    win: Vec<f64>,
    margin: Vec<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    games: Option<u32>,
    rounds: u32,
    seed: u64,
    floor: i32,
    kernel: Vec<Outcome>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rounds_shown: Option<&'a [RoundShown]>,
}

/// Chances to six places that still add up to what they did: the
/// rounding's remainder goes to the largest.
pub fn rounded(win: &[f64]) -> Vec<f64> {
    let mut out: Vec<f64> = win.iter().map(|w| (w * 1e6).round() / 1e6).collect();
    let total: f64 = win.iter().sum();
    let now: f64 = out.iter().sum();
    if let Some(i) = (0..out.len()).max_by(|&a, &b| out[a].total_cmp(&out[b])) {
        out[i] = ((out[i] + total - now) * 1e6).round() / 1e6;
    }
    out
}

/// A chance to a tenth of a percent; one that is neither none nor sure
/// never reads as 0.0% or 100.0%.
pub fn chance(p: f64) -> String {
    let pct = p * 100.0;
    if p > 0.0 && pct < 0.05 {
        "<0.1%".into()
    } else if p < 1.0 && pct >= 99.95 {
        ">99.9%".into()
    } else {
        format!("{pct:.1}%")
    }
}

pub fn print(answer: &Answer, style: Style) {
    let state = answer.state;
    let table = &state.table;
    let sides = state.sides.len();
    let n = table.players.len();
    let names: Vec<String> = (0..sides).map(|s| table.side_name(SideId(s))).collect();
    let scores: Vec<i32> = state.sides.iter().map(|s| s.score).collect();
    if style.json {
        print_json(&Json {
            game: answer.game,
            rules: state.rules.label(),
            players: n,
            sides,
            names,
            score: scores,
            dealer: state.dealer.0 + 1,
            win: rounded(&answer.chances.win),
            margin: answer
                .chances
                .margin
                .iter()
                .map(|m| (m * 1e6).round() / 1e6)
                .collect(),
            games: answer.chances.games,
            rounds: answer.rounds,
            seed: answer.seed,
            floor: floor(state),
            kernel: answer.model.kernel.by_dealer(),
            rounds_shown: answer.shown.as_deref(),
        });
        return;
    }
    let cut_throat = table.is_cut_throat();
    let shape = if cut_throat {
        format!("{n} players, cut-throat")
    } else {
        format!("{n} players, {sides} teams of {}", n / sides)
    };
    let standing: Vec<String> = (0..sides)
        .map(|s| format!("{} at {}", names[s], scores[s]))
        .collect();
    let at = match answer.game {
        Some(g) => format!("{g}: "),
        None => String::new(),
    };
    say(
        &style.text(&format!(
            "Who wins from here? {}; {} deals next (rules {}, {shape}).",
            // A game's name is kept as typed; a sentence starts with a capital.
            if at.is_empty() {
                capitalise(&and_list(&standing))
            } else {
                format!("{at}{}", and_list(&standing))
            },
            table.player_name(state.dealer),
            state.rules.label()
        )),
        0,
    );
    let played_out = answer.chances.games.is_some();
    let mut grid = natural_grid(style);
    let mut header = vec![if cut_throat { "Player" } else { "Side" }.to_string()];
    if !cut_throat {
        header.push("Players".into());
    }
    header.push("Score".into());
    header.push("Chance".into());
    grid.set_header(header);
    for s in 0..sides {
        let side = &table.sides[SideId(s)];
        let mut row = vec![names[s].clone()];
        if !cut_throat {
            let players: Vec<String> = side.seats.iter().map(|&p| table.player_name(p)).collect();
            row.push(players.join(", "));
        }
        row.push(scores[s].to_string());
        let c = answer.chances.win[s];
        row.push(if played_out {
            style.text(&format!(
                "{} ± {:.1}",
                chance(c),
                answer.chances.margin[s] * 100.0
            ))
        } else {
            chance(c)
        });
        grid.add_row(row);
    }
    println!("{grid}");
    let how = match answer.chances.games {
        Some(g) => format!("{g} games played out from here with those rounds; ± is the 95% margin"),
        None => "solved exactly for those rounds".into(),
    };
    say(
        &style.text(&format!(
            "By the game model (RULES.md §14, docs/odds.md): every hand dealt at random, bid by a fixed policy and played with every card face up; {} {}, seed {}, {how}. A model, not a promise: real tables bid and play differently.",
            answer.rounds,
            if answer.rounds == 1 { "round" } else { "rounds" },
            answer.seed
        )),
        0,
    );
    let nobody = 1.0 - answer.chances.win.iter().sum::<f64>();
    if nobody > 0.0005 {
        say(
            &format!(
                "In {} of the model's games no side wins: every side lost at once, or the rounds kept the game going without end (as a kernel of a few rounds can, at the floor).",
                chance(nobody)
            ),
            0,
        );
    }
    if state.sides.iter().any(|s| s.score < floor(state)) {
        say(
            &format!(
                "The model counts a score below {} as {} (its floor).",
                floor(state),
                floor(state)
            ),
            0,
        );
    }
    if let Some(shown) = &answer.shown {
        for r in shown {
            print_round(r, state, style);
        }
    }
}

/// One of the model's rounds in full, for anyone to check it by hand.
fn print_round(r: &RoundShown, state: &GameState, style: Style) {
    let table = &state.table;
    let seat = |s: usize| table.player_name(Seat(s - 1));
    let side = |s: usize| table.side_name(SideId(s - 1));
    println!();
    say(&format!("Round {}: {} deals.", r.round, seat(r.dealer)), 0);
    let hands: Vec<String> = r
        .hands
        .iter()
        .enumerate()
        .map(|(i, h)| format!("{} {}", seat(i + 1), style.cards(h)))
        .collect();
    let mut dealt = format!("Dealt: {}", hands.join("; "));
    if !r.kitty.is_empty() {
        dealt.push_str(&format!("; kitty {}", style.cards(&r.kitty)));
    }
    say(&style.text(&format!("{dealt}.")), 2);
    if let Some(card) = r.turned {
        say(
            &style.text(&format!("Turned up for trump: {}.", style.card(card))),
            2,
        );
    }
    if !r.calls.is_empty() {
        let calls: Vec<String> = r
            .calls
            .iter()
            .map(|c| format!("{} {}", seat(c.seat), c.call))
            .collect();
        say(&format!("Calls: {}.", calls.join(", ")), 2);
    }
    let o = &r.outcome;
    match (o.bidder, o.bid, o.trump) {
        (Some(b), Some(bid), Some(t)) => {
            let how = if o.bagged {
                "is bagged at"
            } else {
                "wins the bid at"
            };
            say(
                &style.text(&format!(
                    "{} {how} {bid} and names {} {}.",
                    capitalise(&seat(b)),
                    t.symbol(),
                    t.name()
                )),
                2,
            );
        }
        (None, _, Some(t)) => say(
            &style.text(&format!("Trump: {} {}.", t.symbol(), t.name())),
            2,
        ),
        _ => {
            say("Everyone passes: the hand is thrown in.", 2);
            return;
        }
    }
    if r.played != r.hands {
        let hands: Vec<String> = r
            .played
            .iter()
            .enumerate()
            .map(|(i, h)| format!("{} {}", seat(i + 1), style.cards(h)))
            .collect();
        say(
            &style.text(&format!("After the draw: {}.", hands.join("; "))),
            2,
        );
    }
    let tricks: Vec<String> = r.line.iter().map(|t| style.cards(t)).collect();
    say(
        &style.text(&format!(
            "Best play, trick by trick, each from its leader: {}.",
            tricks.join(" | ")
        )),
        2,
    );
    let points: Vec<String> = o
        .points
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{} {p}", side(i + 1)))
        .collect();
    let par = r.par.map(|p| format!("Par {p}; ")).unwrap_or_default();
    say(&format!("{par}points taken: {}.", points.join(", ")), 2);
}
