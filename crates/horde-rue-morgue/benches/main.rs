//! Hot paths of the Rue Morgue engine on the tutorial mission: cloning a
//! state, listing legal actions, applying one, and whole random playouts.
//! Run with `cargo bench -p horde-rue-morgue`.

use criterion::{Criterion, criterion_group, criterion_main};
use horde_rue_morgue::Setup;
use horde_testkit::bench::{bench_apply, bench_clone, bench_legal_actions, bench_playout};

fn tutorial(c: &mut Criterion) {
    let setups = [Setup::solo("tutorial-1", &["parker", "terry", "dan", "katie", "bear", "jane"], None)];
    bench_clone::<horde_rue_morgue::RueMorgue>(c, &setups);
    bench_legal_actions::<horde_rue_morgue::RueMorgue>(c, &setups);
    bench_apply::<horde_rue_morgue::RueMorgue>(c, &setups);
    bench_playout::<horde_rue_morgue::RueMorgue>(c, &setups);
}

criterion_group!(benches, tutorial);
criterion_main!(benches);
