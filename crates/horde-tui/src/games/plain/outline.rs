//! A view as a compact outline for the plain board. Pretty-printed JSON
//! spends a line on every number and bracket, so a view of a few dozen
//! fields overflows the board and the fields at its end (a hand of cards,
//! say) are never seen. Here a field and its value share a line, a list of
//! plain values is one line, and so is each record that holds only plain
//! values.

use serde_json::Value;

/// The lines of `view`'s outline.
pub fn outline(view: &Value) -> Vec<String> {
    let mut out = Vec::new();
    block(view, 0, &mut out);
    out
}

fn block(value: &Value, depth: usize, out: &mut Vec<String>) {
    let pad = "  ".repeat(depth);
    match value {
        Value::Object(fields) => {
            for (key, v) in fields {
                let key = key.replace('_', " ");
                match inline(v) {
                    Some(text) => out.push(format!("{pad}{key}: {text}")),
                    None => {
                        out.push(format!("{pad}{key}:"));
                        block(v, depth + 1, out);
                    }
                }
            }
        }
        Value::Array(items) => {
            for v in items {
                match inline(v) {
                    Some(text) => out.push(format!("{pad}- {text}")),
                    None => {
                        out.push(format!("{pad}-"));
                        block(v, depth + 1, out);
                    }
                }
            }
        }
        plain => out.push(format!("{pad}{}", scalar(plain))),
    }
}

/// `value` on one line, if it holds only plain values (or lists of them).
fn inline(value: &Value) -> Option<String> {
    match value {
        Value::Array(items) if items.is_empty() => Some("—".to_owned()),
        Value::Array(items) => items
            .iter()
            .map(|v| (!v.is_object() && !v.is_array()).then(|| scalar(v)))
            .collect::<Option<Vec<_>>>()
            .map(|v| v.join(", ")),
        Value::Object(fields) => fields
            .iter()
            .map(|(k, v)| Some(format!("{} {}", k.replace('_', " "), flat(v)?)))
            .collect::<Option<Vec<_>>>()
            .map(|v| v.join(" · ")),
        plain => Some(scalar(plain)),
    }
}

/// A plain value, or a list of plain values, inside a record's line.
fn flat(value: &Value) -> Option<String> {
    match value {
        Value::Array(items) if items.iter().all(|v| !v.is_object() && !v.is_array()) => inline(value),
        Value::Object(_) | Value::Array(_) => None,
        plain => Some(scalar(plain)),
    }
}

fn scalar(value: &Value) -> String {
    match value {
        Value::Null => "—".to_owned(),
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::outline;
    use serde_json::json;

    #[test]
    fn fields_lists_and_plain_records_take_one_line_each() {
        let view = json!({
            "round": 3,
            "hand": [0, 2, 1],
            "last_die": null,
            "players": [{"food": 3, "vp": 1}, {"food": 0, "vp": 4}],
            "fight": {"at": 4, "squad": {"size": 2}},
            "fires": []
        });
        assert_eq!(
            outline(&view),
            [
                "fight:",
                "  at: 4",
                "  squad: size 2",
                "fires: —",
                "hand: 0, 2, 1",
                "last die: —",
                "players:",
                "  - food 3 · vp 1",
                "  - food 0 · vp 4",
                "round: 3",
            ]
        );
    }

    #[test]
    fn records_holding_records_are_indented() {
        let view = json!({"characters": [{"id": "tonya", "hex": {"q": 0, "r": 5}}]});
        assert_eq!(outline(&view), ["characters:", "  -", "    hex: q 0 · r 5", "    id: tonya"]);
    }
}
