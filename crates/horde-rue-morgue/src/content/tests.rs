use super::*;

#[test]
fn smoke() {
    match Catalog::from_sources(&BUILTIN_SOURCES) {
        Ok(c) => println!(
            "ok {} {} {} {} {}",
            c.zombies.len(),
            c.equipment.len(),
            c.zombie_cards.len(),
            c.survivors.len(),
            c.skills.len()
        ),
        Err(es) => {
            for e in es {
                println!("{e}");
            }
            panic!()
        }
    }
}
