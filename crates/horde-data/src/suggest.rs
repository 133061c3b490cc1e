//! "Did you mean" suggestions by edit distance.

/// Optimal-string-alignment distance: Levenshtein plus adjacent
/// transpositions, the most common typo ("szie"), each counted as one edit.
pub(crate) fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    // Three rows are enough: a transposition looks back two rows.
    let mut before: Vec<usize> = vec![0; b.len() + 1];
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur: Vec<usize> = vec![0; b.len() + 1];
    for i in 1..=a.len() {
        cur[0] = i;
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut d = (prev[j] + 1).min(cur[j - 1] + 1).min(prev[j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d = d.min(before[j - 2] + 1);
            }
            cur[j] = d;
        }
        std::mem::swap(&mut before, &mut prev);
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

/// The known names closest to `wanted`, best first, at most three.
///
/// A name qualifies when it differs only by case or by at most a third of
/// its length (at least one edit), so `Z9` suggests `Z1` but `runner` does
/// not suggest `walker`. Ties keep alphabetical order for stable output.
pub(crate) fn closest<'a>(wanted: &str, known: impl IntoIterator<Item = &'a str>) -> Vec<&'a str> {
    let wanted_lower = wanted.to_lowercase();
    let mut scored: Vec<(usize, &str)> = known
        .into_iter()
        .filter_map(|name| {
            let d = distance(&wanted_lower, &name.to_lowercase());
            let limit = (wanted.chars().count().max(name.chars().count()) / 3).max(1);
            (d <= limit).then_some((d, name))
        })
        .collect();
    scored.sort();
    scored.dedup();
    scored.into_iter().take(3).map(|(_, name)| name).collect()
}

/// `did you mean "a"?` / `did you mean one of "a", "b"?`, with `quote`
/// wrapping each name the way the surrounding message does.
pub(crate) fn did_you_mean(names: &[&str], quote: impl Fn(&str) -> String) -> Option<String> {
    match names {
        [] => None,
        [one] => Some(format!("did you mean {}?", quote(one))),
        many => {
            let list: Vec<String> = many.iter().map(|n| quote(n)).collect();
            Some(format!("did you mean one of {}?", list.join(", ")))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distance_counts_edits_and_transpositions() {
        assert_eq!(distance("", ""), 0);
        assert_eq!(distance("size", "size"), 0);
        assert_eq!(distance("sise", "size"), 1);
        assert_eq!(distance("szie", "size"), 1);
        assert_eq!(distance("siz", "size"), 1);
        assert_eq!(distance("walker", "runner"), 4);
        assert_eq!(distance("", "abc"), 3);
    }

    #[test]
    fn closest_ranks_and_limits() {
        let known = ["Z1", "Z2", "Z10", "street", "Walker"];
        assert_eq!(closest("Z9", known), ["Z1", "Z2"]);
        assert_eq!(closest("walker", known), ["Walker"]);
        assert_eq!(closest("runner", known), Vec::<&str>::new());
        assert_eq!(closest("stret", known), ["street"]);
    }

    #[test]
    fn did_you_mean_lists_names() {
        let q = |s: &str| format!("{s:?}");
        assert_eq!(did_you_mean(&[], q), None);
        assert_eq!(did_you_mean(&["a"], q).as_deref(), Some("did you mean \"a\"?"));
        assert_eq!(did_you_mean(&["a", "b"], q).as_deref(), Some("did you mean one of \"a\", \"b\"?"));
    }
}
