//! Rule specifications: the markdown documents under `docs/spec/` that give
//! every rule a stable ID of the form `<PREFIX>-<AREA>-<n>`, such as
//! `XX-ZMOVE-5` (the prefix names the game).
//!
//! [`Spec::parse`] reads one document and finds the rules it *defines*. A
//! rule is defined by a top-level line (no indentation) that starts with its
//! ID, in one of the forms the specifications use:
//!
//! - a bullet with the ID in bold: `- **XX-ZMOVE-5** Taunt (XX-SKILL-61) forces …`,
//!   also with a title inside the bold: `- **XX-GAP-14 Extra activations.** Whether …`;
//! - a bullet with the plain ID: `- XX-MOVE-1 A human moves …`;
//! - a paragraph starting with the ID in bold: `**XX-SKILL-61 — Taunt** («Провокатор»): …`.
//!
//! (The examples in this crate use made-up prefixes: a real ID written in a
//! file with tests would count as cited by a test in the rule-coverage
//! report.)
//!
//! Any other mention of an ID (inside a sentence, in a table, in a nested
//! bullet, in a heading) cites the rule and does not define it.
//!
//! A rule's text is its defining line plus everything that belongs to it in
//! markdown terms: wrapped and lazy continuation lines, nested and indented
//! lines (also after a blank line), and for the paragraph form the list that
//! follows it directly. It ends at a blank line followed by unindented text,
//! at a heading, at the next top-level bullet (bullet form) or at the next
//! definition. A fenced code block inside a rule is kept whole.
//!
//! ```
//! use horde_data::spec::Spec;
//!
//! let spec = Spec::parse(
//!     "# Example rules\n\
//!      \n\
//!      ## 5.2 Zombie movement\n\
//!      \n\
//!      - **EX-ZMOVE-1** Zombies move one zone\n  \
//!        toward the noise.\n\
//!      - **EX-ZMOVE-2** Runners move twice (EX-ZMOVE-1).\n",
//! );
//! assert_eq!(spec.title(), Some("Example rules"));
//! assert_eq!(spec.ids().collect::<Vec<_>>(), ["EX-ZMOVE-1", "EX-ZMOVE-2"]);
//! let rule = spec.rule("EX-ZMOVE-1").expect("defined");
//! assert_eq!(rule.section, "5.2 Zombie movement");
//! assert_eq!(rule.text, "Zombies move one zone\ntoward the noise.");
//! ```

use std::collections::BTreeMap;

/// One rule a specification defines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule {
    /// The ID as written where the rule is defined: `XX-SKILL-01`.
    pub id: String,
    /// The innermost heading the rule sits under, without the `#` marks:
    /// `7.1.2 Move (p. 19–20)`. Empty before the first heading.
    pub section: String,
    /// Every heading from the outermost section down to [`Rule::section`];
    /// the document's title (its first level-1 heading) is not part of it.
    pub path: Vec<String>,
    /// The rule's own text with the ID (and its bold markup) removed; nested
    /// lines keep their indentation relative to the rule's first line.
    pub text: String,
    /// The 1-based line of the document where the rule is defined.
    pub line: usize,
}

/// The rules one specification document defines.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Spec {
    title: Option<String>,
    rules: Vec<Rule>,
    duplicates: Vec<Rule>,
    /// Canonical ID (see [`canonical`]) to its index in `rules`.
    index: BTreeMap<String, usize>,
}

impl Spec {
    /// A specification that defines nothing (usable in a `static`).
    pub const fn empty() -> Spec {
        Spec { title: None, rules: Vec::new(), duplicates: Vec::new(), index: BTreeMap::new() }
    }

    /// Reads a specification's markdown text. Never fails: text that defines
    /// no rule gives a spec without rules.
    pub fn parse(text: &str) -> Spec {
        let lines: Vec<&str> = text.lines().collect();
        let mut spec = Spec::default();
        let mut headings: Vec<(usize, String)> = Vec::new();
        let mut fence = Fence::default();
        let mut i = 0;
        while i < lines.len() {
            let line = lines[i];
            if fence.update(line) {
                i += 1;
                continue;
            }
            if let Some((level, heading)) = heading(line) {
                if level == 1 && spec.title.is_none() {
                    spec.title = Some(heading.to_string());
                } else {
                    headings.retain(|(l, _)| *l < level);
                    headings.push((level, heading.to_string()));
                }
                i += 1;
                continue;
            }
            let Some(def) = definition(line) else {
                i += 1;
                continue;
            };
            let end = rule_end(&lines, i, def.kind);
            let path: Vec<String> = headings.iter().map(|(_, h)| h.clone()).collect();
            let rule = Rule {
                id: def.id.to_string(),
                section: path.last().cloned().unwrap_or_default(),
                path,
                text: rule_text(&def, &lines[i + 1..end]),
                line: i + 1,
            };
            spec.add(rule);
            i = end;
        }
        spec
    }

    fn add(&mut self, rule: Rule) {
        let key = canonical(&rule.id);
        if self.index.contains_key(&key) {
            self.duplicates.push(rule);
        } else {
            self.index.insert(key, self.rules.len());
            self.rules.push(rule);
        }
    }

    /// The document's title: the text of its first level-1 heading.
    pub fn title(&self) -> Option<&str> {
        self.title.as_deref()
    }

    /// Every rule ID the document defines, once each, in document order.
    pub fn ids(&self) -> impl Iterator<Item = &str> {
        self.rules.iter().map(|r| r.id.as_str())
    }

    /// The rule with this ID, at its first definition. Zero-padding of the
    /// number does not matter: `XX-SKILL-1` finds `XX-SKILL-01`.
    pub fn rule(&self, id: &str) -> Option<&Rule> {
        self.index.get(&canonical(id)).map(|&i| &self.rules[i])
    }

    /// Every rule the document defines, in document order, each ID once (its
    /// first definition).
    pub fn rules(&self) -> &[Rule] {
        &self.rules
    }

    /// Definitions that repeat an ID defined earlier in the document (also
    /// when they differ only in zero-padding), in document order. A correct
    /// specification has none.
    pub fn duplicates(&self) -> &[Rule] {
        &self.duplicates
    }
}

/// The length of the rule ID at the start of `s`, if one starts there: two or
/// more groups of capital letters and digits (the first starting with a
/// letter) and a final group of digits, joined by `-`: `XX-ZMOVE-5`,
/// `XX-TEAM-RUSH-1`, `XX-GAP-10`.
fn id_len(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    if !b.first().is_some_and(u8::is_ascii_uppercase) {
        return None;
    }
    let group_end =
        |from: usize| from + b[from..].iter().take_while(|c| c.is_ascii_uppercase() || c.is_ascii_digit()).count();
    // (start, end) of each group.
    let mut groups = vec![(0, group_end(0))];
    while let Some(&(_, end)) = groups.last() {
        if b.get(end) != Some(&b'-') || group_end(end + 1) == end + 1 {
            break;
        }
        groups.push((end + 1, group_end(end + 1)));
    }
    let (start, end) = *groups.last()?;
    let number = b[start..end].iter().all(u8::is_ascii_digit);
    // The ID must end at a word boundary: not `XX-ZMOVE-5b`.
    let bounded = !b.get(end).is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_');
    (groups.len() >= 3 && number && bounded).then_some(end)
}

/// The ID with its number's leading zeros removed, for lookups.
fn canonical(id: &str) -> String {
    match id.rsplit_once('-') {
        Some((head, n)) if !n.is_empty() && n.bytes().all(|c| c.is_ascii_digit()) => {
            let n = n.trim_start_matches('0');
            format!("{head}-{}", if n.is_empty() { "0" } else { n })
        }
        _ => id.to_string(),
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// `- **ID** …` or `- ID …`: ends at the next top-level list item.
    Bullet,
    /// `**ID — Title** …`: takes in the list that follows it directly.
    Paragraph,
}

#[derive(Debug)]
struct Definition<'a> {
    kind: Kind,
    id: &'a str,
    /// The defining line's text after the ID markup.
    first: String,
    /// How far continuation lines are indented relative to the first line's
    /// text (the width of the list marker).
    indent: usize,
}

/// The rule a top-level line defines, if it defines one.
fn definition(line: &str) -> Option<Definition<'_>> {
    let (kind, content, indent) = match list_marker(line) {
        Some(width) => (Kind::Bullet, &line[width..], width),
        None => (Kind::Paragraph, line, 0),
    };
    if let Some(bold) = content.strip_prefix("**") {
        let len = id_len(bold)?;
        let (id, rest) = bold.split_at(len);
        let first = if let Some(after) = rest.strip_prefix("**") {
            after.trim_start().to_string()
        } else if rest.starts_with(char::is_whitespace) {
            // A title shares the bold: keep it bold, drop the separator.
            let title = rest.trim_start();
            let title = ["—", "–", "-", ":", "."]
                .iter()
                .find_map(|sep| title.strip_prefix(sep).filter(|t| t.starts_with(char::is_whitespace)))
                .unwrap_or(title);
            format!("**{}", title.trim_start())
        } else {
            return None;
        };
        return Some(Definition { kind, id, first, indent });
    }
    if kind == Kind::Bullet {
        let len = id_len(content)?;
        let (id, rest) = content.split_at(len);
        if rest.is_empty() || rest.starts_with(char::is_whitespace) {
            return Some(Definition { kind, id, first: rest.trim_start().to_string(), indent });
        }
    }
    None
}

/// The index one past the last line of the rule defined at `lines[start]`.
fn rule_end(lines: &[&str], start: usize, kind: Kind) -> usize {
    let mut fence = Fence::default();
    let mut i = start + 1;
    while i < lines.len() {
        let line = lines[i];
        if fence.update(line) {
            i += 1;
            continue;
        }
        if line.trim().is_empty() {
            // A blank line ends the rule unless indented text follows it.
            let next = lines[i..].iter().position(|l| !l.trim().is_empty()).map(|p| i + p);
            match next {
                Some(n) if indented(lines[n]) => {
                    i = n;
                    continue;
                }
                _ => return i,
            }
        }
        if indented(line) {
            i += 1;
            continue;
        }
        let sibling = kind == Kind::Bullet && (list_marker(line).is_some() || ordered_marker(line));
        let ends = heading(line).is_some()
            || definition(line).is_some()
            || sibling
            || line.starts_with('|')
            || thematic_break(line);
        if ends {
            return i;
        }
        // Lazy continuation, or the paragraph form's list.
        i += 1;
    }
    lines.len()
}

fn rule_text(def: &Definition<'_>, rest: &[&str]) -> String {
    let mut text = def.first.trim_end().to_string();
    for line in rest {
        let spaces = line.len() - line.trim_start_matches(' ').len();
        text.push('\n');
        text.push_str(line[spaces.min(def.indent)..].trim_end());
    }
    text.trim().to_string()
}

/// The width of a bullet list marker and the spaces after it (`- `, `* `,
/// `+ `) at the very start of the line.
fn list_marker(line: &str) -> Option<usize> {
    let rest = line.strip_prefix(['-', '*', '+'])?;
    let spaces = rest.len() - rest.trim_start_matches(' ').len();
    (spaces > 0 && !rest.trim().is_empty()).then_some(1 + spaces)
}

fn ordered_marker(line: &str) -> bool {
    let digits = line.len() - line.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    digits > 0 && (line[digits..].starts_with(". ") || line[digits..].starts_with(") "))
}

fn indented(line: &str) -> bool {
    line.starts_with([' ', '\t'])
}

/// `---`, `***` or `___` (spaces allowed between the marks).
fn thematic_break(line: &str) -> bool {
    let marks: Vec<char> = line.chars().filter(|c| !c.is_whitespace()).collect();
    marks.len() >= 3 && ['-', '*', '_'].iter().any(|m| marks.iter().all(|c| c == m))
}

/// `(level, text)` of an ATX heading (`## 5.2 Zombie movement`).
fn heading(line: &str) -> Option<(usize, &str)> {
    let level = line.len() - line.trim_start_matches('#').len();
    let rest = &line[level..];
    if !(1..=6).contains(&level) || !(rest.is_empty() || rest.starts_with([' ', '\t'])) {
        return None;
    }
    // An optional closing run of `#` after a space: `## Setup ##`.
    let text = rest.trim();
    let unclosed = text.trim_end_matches('#');
    let text = if unclosed.is_empty() || unclosed.ends_with([' ', '\t']) { unclosed.trim_end() } else { text };
    Some((level, text))
}

/// Tracks fenced code blocks (```` ``` ```` or `~~~`, at any indentation).
#[derive(Debug, Default)]
struct Fence {
    /// The fence character and length while inside a block.
    open: Option<(u8, usize)>,
}

impl Fence {
    /// Feeds the next line; true if it is a fence line or inside a block,
    /// i.e. not markdown structure.
    fn update(&mut self, line: &str) -> bool {
        let t = line.trim_start();
        let run = |c: u8| t.bytes().take_while(|&b| b == c).count();
        match self.open {
            Some((c, n)) => {
                if run(c) >= n && t.trim_start_matches(c as char).trim().is_empty() {
                    self.open = None;
                }
                true
            }
            None => {
                for c in [b'`', b'~'] {
                    let n = run(c);
                    if n >= 3 {
                        self.open = Some((c, n));
                        return true;
                    }
                }
                false
            }
        }
    }
}

#[cfg(test)]
mod tests {
    //! The inline texts use the made-up prefix `EX`: real rule IDs in this
    //! file would count as cited by a test in the rule-coverage report.

    use super::*;

    #[test]
    fn bold_bullet_rules_with_continuation_and_nesting() {
        let spec = Spec::parse(
            "# Title\n\
             \n\
             ## 7. Zombies\n\
             \n\
             ### 7.1 Move\n\
             \n\
             - **EX-ZMOVE-1** A zombie moves, in order:\n  \
               1. toward a survivor it sees;\n  \
               2. toward noise.\n\
             - **EX-ZMOVE-2** **Shortest route.**\n\
             - **EX-ZMOVE-3** Wrapped text\n\
             lazily continued.\n\
             \n\
             AMBIGUOUS: a separate paragraph, not part of EX-ZMOVE-3.\n",
        );
        assert_eq!(spec.ids().collect::<Vec<_>>(), ["EX-ZMOVE-1", "EX-ZMOVE-2", "EX-ZMOVE-3"]);
        let r1 = spec.rule("EX-ZMOVE-1").unwrap();
        assert_eq!(r1.text, "A zombie moves, in order:\n1. toward a survivor it sees;\n2. toward noise.");
        assert_eq!(r1.section, "7.1 Move");
        assert_eq!(r1.path, ["7. Zombies", "7.1 Move"]);
        assert_eq!(r1.line, 7);
        assert_eq!(spec.rule("EX-ZMOVE-2").unwrap().text, "**Shortest route.**");
        assert_eq!(spec.rule("EX-ZMOVE-3").unwrap().text, "Wrapped text\nlazily continued.");
        assert_eq!(spec.title(), Some("Title"));
        assert!(spec.duplicates().is_empty());
    }

    #[test]
    fn nested_lists_keep_relative_indentation() {
        let spec = Spec::parse(
            "- **EX-DOC-5** Precedence:\n  \
               - (a) first;\n    \
                 continued.\n  \
               - (b) second.\n\
             - AMBIGUOUS: not a rule.\n",
        );
        assert_eq!(spec.rule("EX-DOC-5").unwrap().text, "Precedence:\n- (a) first;\n  continued.\n- (b) second.");
        assert_eq!(spec.rule("EX-DOC-5").unwrap().section, "");
        assert_eq!(spec.ids().count(), 1);
        assert_eq!(spec.title(), None);
    }

    #[test]
    fn plain_bullets_define_and_indented_blocks_after_blank_lines_belong() {
        let spec = Spec::parse(
            "## 4.3 Movement (EX-MOVE)\n\
             \n\
             - EX-MOVE-1 A human moves up to 4 squares\n  \
               orthogonally.\n\
             - EX-MOVE-2 Result table:\n\
             \n  \
               | total | result |\n  \
               |---|---|\n  \
               | 6 | kill |\n\
             \n  \
               Derived: indented after a blank line.\n\
             - EX-MOVE-3(b) is cited, not defined.\n\
             - EX-MOVE-4 Diagram:\n\
             \n  \
               ```\n\
             # not a heading\n\
             - EX-MOVE-9 not a rule\n  \
               ```\n\
             \n\
             EX-MOVE-8 (a mention that starts a line), see also EX-MOVE-1.\n",
        );
        assert_eq!(spec.ids().collect::<Vec<_>>(), ["EX-MOVE-1", "EX-MOVE-2", "EX-MOVE-4"]);
        assert_eq!(spec.rule("EX-MOVE-1").unwrap().text, "A human moves up to 4 squares\northogonally.");
        assert_eq!(
            spec.rule("EX-MOVE-2").unwrap().text,
            "Result table:\n\n| total | result |\n|---|---|\n| 6 | kill |\n\nDerived: indented after a blank line."
        );
        assert_eq!(
            spec.rule("EX-MOVE-4").unwrap().text,
            "Diagram:\n\n```\n# not a heading\n- EX-MOVE-9 not a rule\n```"
        );
        assert_eq!(spec.rule("EX-MOVE-4").unwrap().section, "4.3 Movement (EX-MOVE)");
    }

    #[test]
    fn bold_paragraphs_define_and_take_in_their_list() {
        let spec = Spec::parse(
            "## 12. Skills\n\
             \n\
             **EX-SKILL-01 — +1 Range** («+1 дальнобойность»): range +1.\n\
             \n\
             AMBIGUOUS: separate.\n\
             \n\
             **EX-SKILL-08 — +1 free Team action**:\n\
             - During his activation, one more team action.\n\
             - Works even if his team already declared one.\n\
             \n\
             **EX-SKILL-10 — +1 Zone per Move\\*** («+1 зона»):\n\
             - Moves 1 zone further.\n\
             **Targeting priority** (as EX-PRIO-1): not a rule.\n",
        );
        assert_eq!(spec.ids().collect::<Vec<_>>(), ["EX-SKILL-01", "EX-SKILL-08", "EX-SKILL-10"]);
        assert_eq!(spec.rule("EX-SKILL-01").unwrap().text, "**+1 Range** («+1 дальнобойность»): range +1.");
        assert_eq!(
            spec.rule("EX-SKILL-08").unwrap().text,
            "**+1 free Team action**:\n- During his activation, one more team action.\n- Works even if his team already declared one."
        );
        assert!(spec.rule("EX-SKILL-10").unwrap().text.starts_with("**+1 Zone per Move\\*** («+1 зона»):\n- Moves"));
        // Zero-padding does not matter for lookups.
        assert_eq!(spec.rule("EX-SKILL-1").unwrap().id, "EX-SKILL-01");
        assert!(spec.rule("EX-SKILL-2").is_none());
    }

    #[test]
    fn titles_inside_the_bold_and_multi_part_areas() {
        let spec = Spec::parse(
            "- **EX-GAP-14 Extra activations and runners.** Whether runners get 1 or 2 actions.\n\
             - **EX-TEAM-RUSH-1** Mode A:\n  \
               - all move.\n",
        );
        assert_eq!(
            spec.rule("EX-GAP-14").unwrap().text,
            "**Extra activations and runners.** Whether runners get 1 or 2 actions."
        );
        assert_eq!(spec.rule("EX-TEAM-RUSH-1").unwrap().text, "Mode A:\n- all move.");
    }

    #[test]
    fn mentions_do_not_define() {
        let spec = Spec::parse(
            "# EX-TITLE-1 in a heading\n\
             \n\
             | # | Where |\n\
             |---|---|\n\
             | 16 | EX-ZMOVE-5 |\n\
             \n\
             Taunt (EX-SKILL-61) forces it.\n\
             - A bullet citing EX-ZMOVE-5.\n\
             - **EX-ZMOVE-5b** not an ID.\n\
             - **EX-ZMOVE** no number.\n\
             - **Bold** EX-ZMOVE-6 later on the line.\n  \
               - EX-ZMOVE-7 in a nested bullet.\n",
        );
        assert_eq!(spec.ids().count(), 0);
    }

    #[test]
    fn duplicates_are_kept_apart() {
        let spec = Spec::parse("- **EX-A-1** first\n- **EX-A-2** other\n- EX-A-01 again\n- **EX-A-1** third\n");
        assert_eq!(spec.ids().collect::<Vec<_>>(), ["EX-A-1", "EX-A-2"]);
        assert_eq!(spec.rule("EX-A-1").unwrap().text, "first");
        let dups: Vec<_> = spec.duplicates().iter().map(|r| (r.id.as_str(), r.line)).collect();
        assert_eq!(dups, [("EX-A-01", 3), ("EX-A-1", 4)]);
    }

    #[test]
    fn id_grammar() {
        assert_eq!(id_len("EX-ZMOVE-5 Taunt"), Some(10));
        assert_eq!(id_len("EX-TEAM-RUSH-1**"), Some(14));
        assert_eq!(id_len("EX-ITEM-2(f)"), Some(9));
        assert_eq!(id_len("EX-MOVE-2..4"), Some(9));
        assert_eq!(id_len("EX-SKILL-61-style"), Some(11));
        assert_eq!(id_len("EX-ZMOVE-5b"), None);
        assert_eq!(id_len("EX-5"), None);
        assert_eq!(id_len("EX-MOVE"), None);
        assert_eq!(id_len("ex-move-1"), None);
        assert_eq!(canonical("EX-SKILL-007"), "EX-SKILL-7");
        assert_eq!(canonical("EX-SKILL-00"), "EX-SKILL-0");
    }
}
