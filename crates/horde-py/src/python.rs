//! The `horde._horde` extension module: [`crate::engine`] and
//! [`crate::batch`] for Python, and the simulator's chunks
//! ([`crate::campaign`]). A match's arrays cross as little-endian bytes
//! that the Python side views with `numpy.frombuffer` (no copy there); a
//! batch writes into numpy arrays the caller owns. The
//! environments themselves (PettingZoo, Gymnasium) are Python, in
//! python/horde/.
// pyo3's macros expand to unsafe FFI glue; nothing here writes any.
#![allow(unsafe_code)]

use crate::batch::{Batch as RustBatch, Out};
use crate::campaign::{self, Chunk, Mission};
use crate::engine::{self, Engine};
use pyo3::buffer::{Element, PyBuffer};
use pyo3::exceptions::{PyIndexError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyBytes;

fn err(e: String) -> PyErr {
    PyValueError::new_err(e)
}

fn f32_bytes(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

/// One match of a rule system as numbers.
#[pyclass(module = "horde._horde")]
struct Game {
    env: Box<dyn Engine>,
    obs: Vec<f32>,
    mask: Vec<u8>,
}

impl Game {
    fn seat(&self, seat: usize) -> PyResult<usize> {
        if seat < self.env.num_seats() {
            Ok(seat)
        } else {
            Err(PyIndexError::new_err(format!("seat {seat}: the table has {} seats", self.env.num_seats())))
        }
    }
}

#[pymethods]
impl Game {
    #[new]
    #[pyo3(signature = (rule_system, mission=None, seats=None, seed=0))]
    fn new(rule_system: &str, mission: Option<&str>, seats: Option<u8>, seed: u64) -> PyResult<Self> {
        let env = engine::open(rule_system, mission, seats, seed).map_err(err)?;
        let (obs, mask) = (vec![0.0; env.observation_len()], vec![0; env.action_len()]);
        Ok(Self { env, obs, mask })
    }

    #[getter]
    fn rule_system(&self) -> &'static str {
        self.env.rule_system()
    }

    #[getter]
    fn mission(&self) -> String {
        self.env.mission().to_owned()
    }

    #[getter]
    fn num_seats(&self) -> usize {
        self.env.num_seats()
    }

    #[getter]
    fn observation_len(&self) -> usize {
        self.env.observation_len()
    }

    #[getter]
    fn action_len(&self) -> usize {
        self.env.action_len()
    }

    fn reset(&mut self, seed: u64) -> PyResult<()> {
        self.env.reset(seed).map_err(err)
    }

    /// The seat to act, or None once the match is over.
    fn current(&self) -> Option<usize> {
        self.env.current()
    }

    /// `seat`'s observation as little-endian float32 bytes.
    fn observe<'py>(&mut self, py: Python<'py>, seat: usize) -> PyResult<Bound<'py, PyBytes>> {
        let seat = self.seat(seat)?;
        self.env.observe(seat, &mut self.obs);
        Ok(PyBytes::new(py, &f32_bytes(&self.obs)))
    }

    /// `seat`'s legal-action mask as bytes (one 0/1 a slot).
    fn mask<'py>(&mut self, py: Python<'py>, seat: usize) -> PyResult<Bound<'py, PyBytes>> {
        let seat = self.seat(seat)?;
        self.env.mask(seat, &mut self.mask).map_err(err)?;
        Ok(PyBytes::new(py, &self.mask))
    }

    fn step(&mut self, slot: usize) -> PyResult<()> {
        self.env.step(slot).map_err(err)
    }

    /// Each seat's reward, or None while the match goes on.
    fn rewards(&self) -> Option<Vec<f32>> {
        self.env.rewards()
    }

    fn outcome_reason(&self) -> Option<String> {
        self.env.outcome_reason()
    }

    fn view_json(&self, seat: usize) -> PyResult<String> {
        Ok(self.env.view_json(self.seat(seat)?))
    }

    fn svg(&self, seat: usize) -> PyResult<Option<String>> {
        Ok(self.env.svg(self.seat(seat)?))
    }

    /// The slot a Horde bot picks for the acting seat.
    fn bot_slot(&mut self, py: Python<'_>, bot: &str) -> PyResult<usize> {
        let env = &mut self.env;
        py.detach(|| env.bot_slot(bot)).map_err(err)
    }

    fn action_name(&self, slot: usize) -> Option<String> {
        self.env.action_name(slot)
    }

    /// Test hook: redraws what `seat` cannot see.
    fn _resample_hidden(&mut self, seat: usize, seed: u64) -> PyResult<()> {
        let seat = self.seat(seat)?;
        self.env.resample_hidden(seat, seed);
        Ok(())
    }

    fn state_hash(&self) -> u64 {
        self.env.state_hash()
    }
}

/// Many matches of one table, stepped in one call on threads. The rows
/// are written into arrays the caller owns (numpy, C-contiguous), so a
/// step allocates nothing Python sees.
#[pyclass(module = "horde._horde")]
struct Batch {
    batch: RustBatch,
    obs: Vec<f32>,
    mask: Vec<u8>,
    seat: Vec<i64>,
    rewards: Vec<f32>,
    done: Vec<u8>,
}

/// Copies `from` into the caller's array `into`, which must hold exactly
/// as many numbers of that type.
fn write_into<T: Element>(py: Python<'_>, into: &Bound<'_, PyAny>, from: &[T], what: &str) -> PyResult<()> {
    let buffer = PyBuffer::<T>::get(into).map_err(|e| PyValueError::new_err(format!("{what}: {e}")))?;
    buffer.copy_from_slice(py, from).map_err(|e| PyValueError::new_err(format!("{what}: {e}")))
}

impl Batch {
    fn write_rows(&self, py: Python<'_>, out: [&Bound<'_, PyAny>; 5]) -> PyResult<()> {
        let [obs, mask, seat, rewards, done] = out;
        write_into(py, obs, &self.obs, "observations (float32)")?;
        write_into(py, mask, &self.mask, "masks (uint8)")?;
        write_into(py, seat, &self.seat, "seats (int64)")?;
        write_into(py, rewards, &self.rewards, "rewards (float32)")?;
        write_into(py, done, &self.done, "done flags (uint8)")
    }
}

#[pymethods]
impl Batch {
    #[new]
    #[pyo3(signature = (rule_system, n, mission=None, seats=None, seed=0))]
    fn new(
        py: Python<'_>,
        rule_system: &str,
        n: usize,
        mission: Option<&str>,
        seats: Option<u8>,
        seed: u64,
    ) -> PyResult<Self> {
        let batch = py.detach(|| RustBatch::new(rule_system, mission, seats, n, seed)).map_err(err)?;
        let (ol, al, sl) = (batch.observation_len(), batch.action_len(), batch.seats());
        Ok(Self {
            batch,
            obs: vec![0.0; n * ol],
            mask: vec![0; n * al],
            seat: vec![0; n],
            rewards: vec![0.0; n * sl],
            done: vec![0; n],
        })
    }

    #[getter]
    fn n(&self) -> usize {
        self.batch.len()
    }

    #[getter]
    fn num_seats(&self) -> usize {
        self.batch.seats()
    }

    #[getter]
    fn observation_len(&self) -> usize {
        self.batch.observation_len()
    }

    #[getter]
    fn action_len(&self) -> usize {
        self.batch.action_len()
    }

    /// Writes every match's row into the arrays: observations, masks, the
    /// seat to act, each seat's rewards, done flags.
    fn current(
        &mut self,
        py: Python<'_>,
        obs: &Bound<'_, PyAny>,
        mask: &Bound<'_, PyAny>,
        seat: &Bound<'_, PyAny>,
        rewards: &Bound<'_, PyAny>,
        done: &Bound<'_, PyAny>,
    ) -> PyResult<()> {
        let Self { batch, obs: o, mask: m, seat: s, rewards: r, done: d } = self;
        py.detach(|| batch.current(Out { obs: o, mask: m, seat: s, rewards: r, done: d })).map_err(err)?;
        self.write_rows(py, [obs, mask, seat, rewards, done])
    }

    /// One slot per match (an int64 array) for its acting seat; the rows
    /// after the step are written into the arrays.
    #[allow(clippy::too_many_arguments)] // the five arrays of a row
    fn step(
        &mut self,
        py: Python<'_>,
        actions: &Bound<'_, PyAny>,
        obs: &Bound<'_, PyAny>,
        mask: &Bound<'_, PyAny>,
        seat: &Bound<'_, PyAny>,
        rewards: &Bound<'_, PyAny>,
        done: &Bound<'_, PyAny>,
    ) -> PyResult<()> {
        let actions = PyBuffer::<i64>::get(actions)
            .and_then(|b| b.to_vec(py))
            .map_err(|e| PyValueError::new_err(format!("actions (int64): {e}")))?;
        let Self { batch, obs: o, mask: m, seat: s, rewards: r, done: d } = self;
        py.detach(|| batch.step(&actions, Out { obs: o, mask: m, seat: s, rewards: r, done: d })).map_err(err)?;
        self.write_rows(py, [obs, mask, seat, rewards, done])
    }
}

/// Plays games `first..first + games` of a simulation (`horde sim`) and
/// returns their summary as JSON, to merge with `sim_report`.
/// `mission_file` is a mission file's (name, text).
#[pyfunction]
#[pyo3(signature = (game, bots, seed, first, games, mission=None, mission_file=None, seats=None, max_steps=1_000_000, threads=0))]
#[allow(clippy::too_many_arguments)] // the simulator's options, by keyword from Python
fn sim_chunk(
    py: Python<'_>,
    game: &str,
    bots: &str,
    seed: u64,
    first: u64,
    games: u64,
    mission: Option<&str>,
    mission_file: Option<(String, String)>,
    seats: Option<u8>,
    max_steps: u64,
    threads: usize,
) -> PyResult<String> {
    let mission = match &mission_file {
        Some((name, text)) => Mission::File { name, text },
        None => Mission::Shipped(mission),
    };
    let chunk = Chunk { game, mission, seats, bots, seed, first, games, max_steps, threads };
    let summary = py.detach(|| campaign::run_chunk(&chunk)).map_err(err)?;
    serde_json::to_string(&summary).map_err(|e| err(e.to_string()))
}

/// Merges the chunks' summaries (JSON, any order) into the report, as JSON,
/// that one run of all their games gives; `seconds` is the wall-clock
/// time of the whole, for the throughput.
#[pyfunction]
fn sim_report(chunks: Vec<String>, seconds: f64) -> PyResult<String> {
    let summaries = chunks
        .iter()
        .map(|c| serde_json::from_str(c).map_err(|e| err(format!("not a chunk's summary: {e}"))))
        .collect::<PyResult<Vec<_>>>()?;
    campaign::report_json(&campaign::merge(summaries).map_err(err)?, seconds).map_err(err)
}

/// Ids of every registered rule system.
#[pyfunction]
fn rule_systems() -> Vec<&'static str> {
    engine::rule_systems()
}

/// Mission ids of a rule system (the first is its default).
#[pyfunction]
fn missions(rule_system: &str) -> PyResult<Vec<String>> {
    engine::missions(rule_system).map_err(err)
}

#[pymodule]
fn _horde(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Game>()?;
    m.add_class::<Batch>()?;
    m.add_function(wrap_pyfunction!(rule_systems, m)?)?;
    m.add_function(wrap_pyfunction!(missions, m)?)?;
    m.add_function(wrap_pyfunction!(sim_chunk, m)?)?;
    m.add_function(wrap_pyfunction!(sim_report, m)?)?;
    Ok(())
}
