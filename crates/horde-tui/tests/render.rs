mod common;

use common::*;
use horde_tui::Lang;

#[test]
fn dump_screen_for_development() {
    for lang in Lang::ALL {
        let app = tutorial(lang, 7);
        println!("{}", text(&render(&app, 160, 50)));
    }
}
