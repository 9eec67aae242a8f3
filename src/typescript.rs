//! The wasm package's TypeScript declarations, derived from the Rust types by ts-rs (a
//! dev-dependency: the types derive `ts_rs::TS` only under `cfg(test)`). `wasm_api.rs` puts the
//! committed file, `src/wasm_api/types.d.ts`, into `pkg/verdict_playground.d.ts`; the test below
//! fails when it differs from the derivation, so the declarations cannot drift from the types
//! (`VERDICT_REGENERATE=1 cargo test --lib typescript` rewrites it). What the values really
//! look like is checked apart from this, against the module (`make test-types`).

use crate::conjecture::{Counterexample, Name, RuleError, RuleReport, SizeChecked, Suggestion, TableSuggestion};
use crate::games::check::{CheckReport, StressReport};
use crate::games::exercises::{Exercise, Found, Graded, Mark};
use crate::games::{About, Origin, SettingMenu};
use crate::input::InputError;
use crate::line::*;
use crate::position::*;
use crate::report::*;
use crate::tree::{Tree, TreeNode};
use crate::values::*;
use crate::wire::{HeadlineMessage, Progress, ProgressMessage, RuleSpaceView, Timed};
use ts_rs::{Config, TS};
use verdict_model::hints::{Hints, Rung};
use verdict_reason::outcomes::{CellExample, OutcomeCell, OutcomeTable, Period, RuleDrawn};

const PATH: &str = "src/wasm_api/types.d.ts";

/// A union of string literals.
fn union<'a>(names: impl Iterator<Item = &'a str>) -> String {
    names.map(|name| format!("{name:?}")).collect::<Vec<_>>().join(" | ")
}

/// One declaration, exported, with its doc comment.
fn declare<T: TS + ?Sized>(config: &Config) -> String {
    // ts-rs writes doc comments as JSDoc already.
    let docs = T::docs().map(|docs| docs.trim_end().to_string() + "\n").unwrap_or_default();
    format!("{docs}export {}\n", T::decl(config))
}

fn derivation() -> String {
    // u64 counts cross as numbers (serde-wasm-bindgen refuses one past 2^53 rather than round it).
    let config = Config::new().with_large_int("number");
    let mut text = String::from(
        "// Derived from the Rust types by src/typescript.rs (ts-rs); do not edit: run\n\
         // `VERDICT_REGENERATE=1 cargo test --lib typescript` after changing a type.\n\n",
    );
    let games = crate::REGISTRY;
    text +=
        &format!("/** A game of the registry. */\nexport type GameName = {};\n", union(games.iter().map(|g| g.name())));
    text += &format!(
        "/** A game played between two sides: it has positions to view, play and check. */\nexport type PlayableGame = {};\n",
        union(games.iter().filter(|g| g.positions().is_some()).map(|g| g.name()))
    );
    // The verdicts: every game's (About::verdicts), as data-verdict spells them.
    let mut verdicts: Vec<&str> = Vec::new();
    for game in games {
        for verdict in game.about().verdicts {
            if !verdicts.contains(&verdict) {
                verdicts.push(verdict);
            }
        }
    }
    text += &format!(
        "\n/** The machine-readable verdict, as `data-verdict` spells it (docs/RULES.md): every game's `About.verdicts`. */\nexport type Verdict = {};\n",
        union(verdicts.into_iter())
    );
    // A sentence as data (the report's verdict and reason): serialized by hand in verdict-model.
    text += verdict_model::message::TYPESCRIPT;
    // The settings: every game's, by name (a game reads its own), with the menu's label.
    let mut settings: Vec<(&str, &str)> = Vec::new();
    for game in games {
        for menu in game.about().settings {
            if !settings.iter().any(|(name, _)| *name == menu.name) {
                settings.push((menu.name, menu.label));
            }
        }
    }
    let fields: String = settings
        .iter()
        .map(|(name, label)| format!("\n/** {label} ({{@link SettingMenu}}). */\n{name}?: string, "))
        .collect();
    text += &format!(
        "\n/**\n * The settings the games take beside their text, by name (`About.settings`): each game\n * reads its own, and refuses another game's.\n */\nexport type Settings = {{ {fields}}};\n"
    );
    for declaration in [
        declare::<Headline>(&config),
        declare::<Report>(&config),
        declare::<Setting>(&config),
        declare::<Export>(&config),
        declare::<Offer>(&config),
        declare::<TableHead>(&config),
        declare::<Footnote>(&config),
        declare::<LineHead>(&config),
        declare::<LegendEntry>(&config),
        declare::<Step>(&config),
        declare::<Played>(&config),
        declare::<TableMark>(&config),
        declare::<Board>(&config),
        declare::<CellGroup>(&config),
        declare::<Cell>(&config),
        declare::<Role>(&config),
        declare::<Fact>(&config),
        declare::<Working>(&config),
        declare::<PositionView>(&config),
        declare::<MoveView>(&config),
        declare::<Hints>(&config),
        declare::<Rung>(&config),
        declare::<InputError>(&config),
        declare::<CheckReport>(&config),
        declare::<StressReport>(&config),
        declare::<Exercise>(&config),
        declare::<Graded>(&config),
        declare::<Mark>(&config),
        declare::<Found>(&config),
        declare::<About>(&config),
        declare::<Origin>(&config),
        declare::<SettingMenu>(&config),
        declare::<Timed<()>>(&config),
        declare::<ProgressMessage>(&config),
        declare::<Progress>(&config),
        declare::<HeadlineMessage>(&config),
        declare::<StepValue>(&config),
        declare::<Value>(&config),
        declare::<ValuesView>(&config),
        declare::<CellValue>(&config),
        declare::<Tree>(&config),
        declare::<TreeNode>(&config),
        declare::<RuleSpaceView>(&config),
        declare::<Name>(&config),
        declare::<Suggestion>(&config),
        declare::<RuleReport>(&config),
        declare::<SizeChecked>(&config),
        declare::<RuleError>(&config),
        declare::<Counterexample>(&config),
        declare::<TableSuggestion>(&config),
        declare::<OutcomeTable>(&config),
        declare::<OutcomeCell>(&config),
        declare::<CellExample>(&config),
        declare::<Period>(&config),
        declare::<RuleDrawn>(&config),
    ] {
        text += "\n";
        text += &declaration;
    }
    text
}

#[test]
fn shipped_types_are_the_derivation() {
    let derived = derivation();
    if std::env::var_os("VERDICT_REGENERATE").is_some() {
        std::fs::write(PATH, &derived).unwrap();
    }
    let shipped = std::fs::read_to_string(PATH).unwrap_or_default();
    assert!(
        shipped == derived,
        "{PATH} is not what the types derive; run `VERDICT_REGENERATE=1 cargo test --lib typescript`\n--- derived:\n{derived}"
    );
}
