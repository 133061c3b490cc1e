use super::CmdResult;
use horde_rules::{GameFn, MissionInfo, Registry, RuleSystem, RuleSystemInfo};
use std::fmt::Write as _;
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// A rule system id (see `horde rules`); omit to list them all.
    game: Option<String>,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
    /// Print this survivor's card (id, English or Russian name): skills by
    /// level and starting equipment.
    #[arg(long, value_name = "NAME", requires = "game")]
    survivor: Option<String>,
    /// Print the text of this rule of the game's specification (e.g.
    /// RM-ZMOVE-5), with the section it stands in.
    #[arg(long, value_name = "ID", requires = "game", conflicts_with = "survivor")]
    rule: Option<String>,
}

struct RuleText<'a>(&'a str, bool);

impl GameFn for RuleText<'_> {
    type Output = Result<String, String>;
    fn call<G: RuleSystem>(self) -> Self::Output {
        let id = self.0.trim().to_uppercase();
        let Some(rule) = G::spec().rule(&id) else {
            let prefix = G::info().rule_prefix;
            return Err(format!(
                "{} has no rule {id} in its specification (docs/spec/{}.md; its rule IDs start with {prefix}-)",
                G::info().name_en,
                G::ID
            ));
        };
        Ok(if self.1 {
            serde_json::json!({ "id": rule.id, "section": rule.section, "text": rule.text }).to_string() + "\n"
        } else {
            format!("{}  ({})\n{}\n", rule.id, rule.section, rule.text)
        })
    }
}

struct Card<'a>(&'a str, bool);

impl GameFn for Card<'_> {
    type Output = Result<String, String>;
    fn call<G: RuleSystem>(self) -> Self::Output {
        G::character_card(self.0, self.1)
    }
}

struct Missions;

impl GameFn for Missions {
    type Output = (RuleSystemInfo, Vec<MissionInfo>);
    fn call<G: RuleSystem>(self) -> Self::Output {
        (G::info(), G::missions())
    }
}

pub fn run<R: Registry>(args: &Args) -> CmdResult {
    if let (Some(id), Some(game)) = (&args.rule, &args.game) {
        print!("{}", R::dispatch(game, RuleText(id, args.json)).map_err(|e| e.to_string())??);
        return Ok(ExitCode::SUCCESS);
    }
    if let (Some(name), Some(game)) = (&args.survivor, &args.game) {
        let id = R::find(game).map_err(|e| e.to_string())?.id;
        let card = R::dispatch(id, Card(name, args.json)).map_err(|e| e.to_string())??;
        print!("{card}");
        if args.json {
            println!();
        }
        return Ok(ExitCode::SUCCESS);
    }
    let ids: Vec<&str> = match &args.game {
        Some(id) => vec![R::find(id).map_err(|e| e.to_string())?.id],
        None => R::infos().iter().map(|i| i.id).collect(),
    };
    let mut systems = Vec::new();
    for id in ids {
        systems.push(R::dispatch(id, Missions).map_err(|e| e.to_string())?);
    }
    if args.json {
        let value: Vec<_> = systems
            .iter()
            .map(|(info, missions)| serde_json::json!({ "rule_system": info, "missions": missions }))
            .collect();
        println!("{}", serde_json::to_string_pretty(&value).map_err(|e| e.to_string())?);
    } else {
        print!("{}", render(&systems));
    }
    Ok(ExitCode::SUCCESS)
}

fn render(systems: &[(RuleSystemInfo, Vec<MissionInfo>)]) -> String {
    let mut out = String::new();
    if systems.is_empty() {
        out.push_str("No rule system is built into this binary.\n");
    }
    for (info, missions) in systems {
        let _ = writeln!(out, "{}  {} («{}», seed {})", info.id, info.name_en, info.name_ru, info.seed);
        let _ = writeln!(out, "    {}", info.summary);
        for m in missions {
            let _ =
                writeln!(out, "    {:<12} {} / «{}»  [{}; {}]", m.id, m.title_en, m.title_ru, m.difficulty, m.players);
        }
        out.push('\n');
    }
    out
}
