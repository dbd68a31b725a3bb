//! The rules say what is wrong; the command line says what to type. These
//! messages are put together in src/cli/error.rs from the rules' own words.

use crate::common::{Table, Test};

fn friday() -> Table {
    Table::with_teams("friday")
}

#[test]
fn a_bid_of_sixty_names_the_setting_that_allows_it() {
    friday()
        .test()
        .args(["round", "--bidder", "Ann", "--bid", "60", "--trump", "h"])
        .args(["--tricks", "Blue=5", "--best", "Blue"])
        .fails(2)
        .stderr("error: a bid of 60 needs the rule sixty_for_one_twenty (--set sixty_for_one_twenty=true)\n")
        .run();
}

#[test]
fn too_few_trick_winners_name_the_flag_that_lists_them() {
    friday()
        .test()
        .args(["round", "--bidder", "Ann", "--bid", "20", "--trump", "h"])
        .args(["--winners", "Blue,Blue,Blue", "--best", "Blue"])
        .fails(2)
        .stderr("error: --winners lists 3 tricks; give the side that took each of the 5 tricks, in order\n")
        .run();
}

#[test]
fn a_missing_best_card_names_the_flags_that_give_it() {
    friday()
        .test()
        .args(["round", "--bidder", "Ann", "--bid", "20", "--trump", "h", "--tricks", "Blue=4", "--tricks", "Red=1"])
        .fails(2)
        .stderr("error: the best card scores 5 in these rules: say who took it with --best WHO (or --best-trick K with --winners)\n")
        .run();
}

#[test]
fn a_played_card_missing_from_the_hand_names_the_flag() {
    Test::new()
        .args(["check", "play", "--trump", "h", "--hand", "jh 7c", "--card", "9c"])
        .fails(2)
        .stderr("error: the 9♣ is not in the hand: --hand is what the player held before playing, so it must include the played card\n")
        .run();
}

#[test]
fn a_setting_without_a_value_shows_the_flag_to_type() {
    Test::new()
        .args(["rules", "120", "--set", "renege"])
        .fails(2)
        .stderr("error: --set renege: 'renege' is not KNOB=VALUE; write e.g. --set renege=top2\n")
        .run();
}
