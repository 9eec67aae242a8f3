//! The auction is not played between two sides from a position: the page's position and its
//! exhaustive check refuse it.

use verdict_auction as auction;
use verdict_model::game::position;
use verdict_reason::check::check;

#[test]
fn an_auction_has_no_position_to_play_or_check() {
    assert!(position(auction::GAME, "1C").is_err());
    assert!(check(&auction::GAME.unconfigured().unwrap(), "1C", &mut |_| {}).is_err());
}
