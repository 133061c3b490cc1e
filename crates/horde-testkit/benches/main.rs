//! Benchmarks of the toy game through the reusable helpers in
//! `horde_testkit::bench`. Run with `cargo bench -p horde-testkit --features bench`.

use criterion::{Criterion, criterion_group, criterion_main};
use horde_testkit::bench::{bench_apply, bench_clone, bench_legal_actions, bench_playout};
use horde_testkit::toy::{Toy, ToySetup};

fn toy(c: &mut Criterion) {
    let setups = [ToySetup::standard(2), ToySetup::standard(4)];
    bench_clone::<Toy>(c, &setups);
    bench_legal_actions::<Toy>(c, &setups);
    bench_apply::<Toy>(c, &setups);
    bench_playout::<Toy>(c, &setups);
}

criterion_group!(benches, toy);
criterion_main!(benches);
