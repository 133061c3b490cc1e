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

    /// `seat`'s legal slots, ascending, as little-endian int64 bytes
    /// (none when it is not `seat`'s turn): the mask's ones without its
    /// `action_len` bytes.
    fn legal_slots<'py>(&mut self, py: Python<'py>, seat: usize) -> PyResult<Bound<'py, PyBytes>> {
        let seat = self.seat(seat)?;
        let slots = self.env.legal_slots(seat).map_err(err)?;
        Ok(PyBytes::new(py, &slots.iter().flat_map(|&s| i64::from(s).to_le_bytes()).collect::<Vec<u8>>()))
    }

    /// The action space's blocks, one per kind of action: (kind, first
    /// slot, bound of its first field, bound of its second). Slot
    /// `first + a × b_bound + b` is the action of that kind with fields
    /// `a` and `b`.
    fn action_blocks(&self) -> Vec<(u32, usize, u32, u32)> {
        self.env.action_blocks()
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
/// step allocates nothing Python sees but the bytes of the legal slots.
#[pyclass(module = "horde._horde")]
struct Batch {
    batch: RustBatch,
    obs: Vec<f32>,
    seat: Vec<i64>,
    rewards: Vec<f32>,
    done: Vec<u8>,
    /// Every row's legal slots, one row after another; row `i`'s are
    /// `legal[start[i]..start[i + 1]]`.
    legal: Vec<i64>,
    start: Vec<i64>,
    /// The ones the caller's mask array holds (the lists of the step
    /// before), and that array's address: a step clears and sets only the
    /// slots that differ, not `n × action_len` bytes.
    shown: Vec<i64>,
    shown_start: Vec<i64>,
    shown_in: Option<usize>,
}

/// Copies `from` into the caller's array `into`, which must hold exactly
/// as many numbers of that type.
fn write_into<T: Element>(py: Python<'_>, into: &Bound<'_, PyAny>, from: &[T], what: &str) -> PyResult<()> {
    let buffer = PyBuffer::<T>::get(into).map_err(|e| PyValueError::new_err(format!("{what}: {e}")))?;
    buffer.copy_from_slice(py, from).map_err(|e| PyValueError::new_err(format!("{what}: {e}")))
}

fn i64_bytes(v: &[i64]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

impl Batch {
    /// Writes the rows into the caller's arrays and returns the legal
    /// slots of every row as little-endian int64 bytes.
    fn write_rows<'py>(
        &mut self,
        py: Python<'py>,
        out: [&Bound<'_, PyAny>; 4],
        mask: Option<&Bound<'_, PyAny>>,
        start: &Bound<'_, PyAny>,
    ) -> PyResult<Bound<'py, PyBytes>> {
        let [obs, seat, rewards, done] = out;
        write_into(py, obs, &self.obs, "observations (float32)")?;
        write_into(py, seat, &self.seat, "seats (int64)")?;
        write_into(py, rewards, &self.rewards, "rewards (float32)")?;
        write_into(py, done, &self.done, "done flags (uint8)")?;
        self.legal.clear();
        self.start.clear();
        self.start.push(0);
        for i in 0..self.batch.len() {
            self.legal.extend(self.batch.legal(i).map_err(err)?.iter().map(|&s| i64::from(s)));
            self.start.push(self.legal.len() as i64);
        }
        write_into(py, start, &self.start, "legal slot starts (int64, n + 1)")?;
        if let Some(mask) = mask {
            self.write_mask(py, mask)?;
        }
        Ok(PyBytes::new(py, &i64_bytes(&self.legal)))
    }

    /// Brings the caller's dense masks from the lists it holds to the new
    /// ones; an array it has not written before is written whole.
    fn write_mask(&mut self, py: Python<'_>, mask: &Bound<'_, PyAny>) -> PyResult<()> {
        const WHAT: &str = "masks (uint8)";
        let buffer = PyBuffer::<u8>::get(mask).map_err(|e| PyValueError::new_err(format!("{WHAT}: {e}")))?;
        let (n, al) = (self.batch.len(), self.batch.action_len());
        if buffer.item_count() != n * al {
            return Err(PyValueError::new_err(format!(
                "the {WHAT} array holds {} numbers, not {}",
                buffer.item_count(),
                n * al
            )));
        }
        let cells = buffer
            .as_mut_slice(py)
            .ok_or_else(|| PyValueError::new_err(format!("{WHAT}: not a writable C-contiguous array")))?;
        let cell = |row: usize, slot: i64| usize::try_from(slot).ok().and_then(|s| cells.get(row * al + s));
        let address = buffer.buf_ptr() as usize;
        if self.shown_in == Some(address) {
            for row in 0..n {
                let (a, b) = (self.shown_start[row] as usize, self.shown_start[row + 1] as usize);
                for &slot in &self.shown[a..b] {
                    if let Some(c) = cell(row, slot) {
                        c.set(0);
                    }
                }
            }
        } else {
            cells.iter().for_each(|c| c.set(0));
        }
        for row in 0..n {
            let (a, b) = (self.start[row] as usize, self.start[row + 1] as usize);
            for &slot in &self.legal[a..b] {
                if let Some(c) = cell(row, slot) {
                    c.set(1);
                }
            }
        }
        self.shown.clone_from(&self.legal);
        self.shown_start.clone_from(&self.start);
        self.shown_in = Some(address);
        Ok(())
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
        let (ol, sl) = (batch.observation_len(), batch.seats());
        Ok(Self {
            batch,
            obs: vec![0.0; n * ol],
            seat: vec![0; n],
            rewards: vec![0.0; n * sl],
            done: vec![0; n],
            legal: Vec::new(),
            start: Vec::new(),
            shown: Vec::new(),
            shown_start: Vec::new(),
            shown_in: None,
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

    /// Writes every match's row into the arrays: observations, masks (or
    /// None), the seat to act, each seat's rewards, done flags, and where
    /// each row's legal slots start in the returned int64 bytes.
    #[allow(clippy::too_many_arguments)] // the arrays of a row
    fn current<'py>(
        &mut self,
        py: Python<'py>,
        obs: &Bound<'_, PyAny>,
        mask: Option<&Bound<'_, PyAny>>,
        seat: &Bound<'_, PyAny>,
        rewards: &Bound<'_, PyAny>,
        done: &Bound<'_, PyAny>,
        legal_start: &Bound<'_, PyAny>,
    ) -> PyResult<Bound<'py, PyBytes>> {
        let Self { batch, obs: o, seat: s, rewards: r, done: d, .. } = self;
        py.detach(|| batch.current(Out { obs: o, seat: s, rewards: r, done: d })).map_err(err)?;
        // A whole write, whatever the array held.
        self.shown_in = None;
        self.write_rows(py, [obs, seat, rewards, done], mask, legal_start)
    }

    /// One slot per match (an int64 array) for its acting seat; the rows
    /// after the step are written into the arrays as by `current`.
    #[allow(clippy::too_many_arguments)] // the arrays of a row
    fn step<'py>(
        &mut self,
        py: Python<'py>,
        actions: &Bound<'_, PyAny>,
        obs: &Bound<'_, PyAny>,
        mask: Option<&Bound<'_, PyAny>>,
        seat: &Bound<'_, PyAny>,
        rewards: &Bound<'_, PyAny>,
        done: &Bound<'_, PyAny>,
        legal_start: &Bound<'_, PyAny>,
    ) -> PyResult<Bound<'py, PyBytes>> {
        let actions = PyBuffer::<i64>::get(actions)
            .and_then(|b| b.to_vec(py))
            .map_err(|e| PyValueError::new_err(format!("actions (int64): {e}")))?;
        let Self { batch, obs: o, seat: s, rewards: r, done: d, .. } = self;
        py.detach(|| batch.step(&actions, Out { obs: o, seat: s, rewards: r, done: d })).map_err(err)?;
        self.write_rows(py, [obs, seat, rewards, done], mask, legal_start)
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
