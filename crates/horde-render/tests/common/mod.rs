//! Helpers shared by the picture and page tests.
#![allow(dead_code)]

use horde_render::Page;

/// Every word of a page (facts, card titles, cells), space-separated.
pub fn words(page: &Page) -> String {
    let mut out = page.facts.join(" ");
    for c in &page.cards {
        out.push(' ');
        out.push_str(&c.title);
        for r in &c.rows {
            for x in &r.cells {
                out.push(' ');
                out.push_str(&x.text);
            }
        }
    }
    out
}

pub fn cyrillic(s: &str) -> bool {
    s.chars().any(|c| ('\u{0400}'..='\u{04ff}').contains(&c))
}

/// Every element closed in order, every attribute quoted, no stray `<` or
/// `&` in the text: the document parses as XML.
pub fn assert_well_formed(svg: &str) {
    let mut open: Vec<&str> = Vec::new();
    let mut rest = svg;
    while let Some(lt) = rest.find('<') {
        let text = &rest[..lt];
        assert!(!text.contains('>') && (!text.contains('&') || text.contains("&amp;")), "stray text: {text:?}");
        let gt = rest[lt..].find('>').map(|g| lt + g).expect("a tag is closed");
        let tag = &rest[lt + 1..gt];
        assert_eq!(tag.matches('"').count() % 2, 0, "attributes are quoted: <{tag}>");
        if let Some(name) = tag.strip_prefix('/') {
            assert_eq!(open.pop(), Some(name.trim()), "closes the open element");
        } else if !tag.ends_with('/') {
            open.push(tag.split_whitespace().next().expect("a tag has a name"));
        }
        rest = &rest[gt + 1..];
    }
    assert!(open.is_empty(), "left open: {open:?}");
    assert!(svg.starts_with("<svg ") && svg.trim_end().ends_with("</svg>"));
}
