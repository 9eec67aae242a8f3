//! The two players of a game of two sides who alternate, written once for every game:
//! `players!(Monocarp "he", Bicarp "he")` in a game's crate makes its `Player`, the first named
//! moving first, with the methods every such game uses (name, the other player, who is on turn,
//! the verdict when the player wins, reading a name, a pronoun). The names are the game's
//! `About::players` and its verdicts (docs/RULES.md, `data-verdict`).

/// Makes `pub enum Player { $first, $second }` and its methods (see the module doc).
#[macro_export]
macro_rules! players {
    ($first:ident $first_pronoun:literal, $second:ident $second_pronoun:literal) => {
        /// The two players, the first to move first.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Player {
            $first,
            $second,
        }

        impl Player {
            /// Both, in the order they move.
            pub const BOTH: [Player; 2] = [Player::$first, Player::$second];
            /// Their names, in the same order: the game's `About::players` and judge answers.
            pub const NAMES: [&'static str; 2] = [stringify!($first), stringify!($second)];

            pub fn name(self) -> &'static str {
                match self {
                    Player::$first => stringify!($first),
                    Player::$second => stringify!($second),
                }
            }

            /// "she" or "he", for sentences about the player.
            pub fn pronoun(self) -> &'static str {
                match self {
                    Player::$first => $first_pronoun,
                    Player::$second => $second_pronoun,
                }
            }

            /// The verdict when this player wins: the player's name.
            pub fn verdict(self) -> $crate::report::VerdictName {
                $crate::report::VerdictName::new(self.name())
            }

            pub fn other(self) -> Player {
                match self {
                    Player::$first => Player::$second,
                    Player::$second => Player::$first,
                }
            }

            /// The player's name in any case.
            pub fn parse(word: &str) -> Option<Player> {
                Player::BOTH.into_iter().find(|p| word.eq_ignore_ascii_case(p.name()))
            }

            /// Who moves at 0-based turn `turn`: the first player moves first.
            pub fn on_turn(turn: usize) -> Player {
                if turn.is_multiple_of(2) {
                    Player::$first
                } else {
                    Player::$second
                }
            }
        }
    };
}
