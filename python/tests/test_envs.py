"""The environments of every registered rule system, through PettingZoo's
and Gymnasium's own checkers, plus determinism and hidden information."""

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test

import horde

SYSTEMS = horde.rule_systems()


def test_every_shipped_rule_system_is_listed():
    # One environment per registered rule system, each with missions.
    assert len(SYSTEMS) >= 5
    for rs in SYSTEMS:
        assert horde.missions(rs), rs


@pytest.mark.parametrize("rule_system", SYSTEMS)
def test_pettingzoo_api(rule_system):
    env = horde.env(rule_system, seed=3, max_steps=300)
    api_test(env, num_cycles=60)


def _play(env, seed, steps):
    env.reset(seed=seed)
    trace = []
    for agent in env.agent_iter(steps):
        obs, reward, term, trunc, _ = env.last()
        trace.append((agent, obs["observation"].tobytes(), obs["action_mask"].tobytes(), reward))
        if term or trunc:
            env.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        env.step(int(legal[len(trace) % len(legal)]))
    return trace


@pytest.mark.parametrize("rule_system", SYSTEMS)
def test_same_seed_same_game(rule_system):
    # Dice and draws come from the seed alone: two environments, same
    # seed, same choices, same observations all along.
    a = _play(horde.env(rule_system, max_steps=150), 42, 150)
    b = _play(horde.env(rule_system, max_steps=150), 42, 150)
    assert a == b


@pytest.mark.parametrize("rule_system", SYSTEMS)
def test_observation_ignores_hidden_state(rule_system):
    # A seat's observation is built from its view alone: redrawing what it
    # cannot see (decks, hands, face-down cards) never changes it.
    env = horde.env(rule_system, seats=None, seed=5, max_steps=200)
    env.reset(seed=5)
    game = env.game
    rng = np.random.default_rng(0)
    checked = 0
    for step in range(120):
        current = game.current()
        if current is None:
            break
        for seat in range(game.num_seats):
            before = game.observe(seat)
            game._resample_hidden(seat, 1000 + step * 8 + seat)
            assert game.observe(seat) == before, (rule_system, step, seat)
            checked += 1
        current = game.current()
        if current is None:
            break
        legal = np.flatnonzero(np.frombuffer(game.mask(current), dtype=np.int8))
        game.step(int(rng.choice(legal)))
    assert checked > 0


@pytest.mark.parametrize("rule_system", SYSTEMS)
def test_gymnasium_wrapper(rule_system):
    env = horde.gym_env(rule_system, seat=0, opponents="heuristic", seed=1, max_steps=200)
    check_env(env, skip_render_check=True)


@pytest.mark.parametrize("rule_system", SYSTEMS)
def test_render_is_the_svg_board(rule_system):
    env = horde.env(rule_system, render_mode="svg", seed=2)
    env.reset(seed=2)
    picture = env.render()
    assert picture is not None and picture.lstrip().startswith("<svg") and picture.rstrip().endswith("</svg>")


@pytest.mark.parametrize("rule_system", SYSTEMS)
def test_bots_play_a_match_to_its_end(rule_system):
    # The Gymnasium wrapper's opponents are Horde's own bots; with a
    # random agent the match still reaches an outcome or the step limit.
    env = horde.gym_env(rule_system, seat=0, opponents="random", seed=9, max_steps=400)
    obs, info = env.reset(seed=9)
    rng = np.random.default_rng(9)
    for _ in range(400):
        action = int(rng.choice(np.flatnonzero(info["action_mask"])))
        obs, reward, terminated, truncated, info = env.step(action)
        assert env.observation_space.contains(obs)
        if terminated or truncated:
            assert reward in (-1.0, 0.0, 1.0)
            assert "illegal_action" not in info
            return
    pytest.fail("neither terminated nor truncated")


def test_illegal_slot_is_refused_by_the_aec_env():
    env = horde.env(SYSTEMS[0], seed=4)
    env.reset(seed=4)
    mask = env.observe(env.agent_selection)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    with pytest.raises(ValueError):
        env.step(illegal)


def test_batch_steps_many_matches():
    # Every step writes every row: a match that ends starts again, so
    # each row always has a seat to act and a legal slot for it (the Rust
    # tests check each row against the match stepped alone).
    n = 8
    batch = horde.Batch(SYSTEMS[0], n, seed=1)
    assert batch.obs.shape == (n, batch.observation_len) and batch.mask.dtype == np.uint8
    for _ in range(30):
        actions = batch.mask.argmax(axis=1)
        batch.step(actions)
        assert (batch.seat >= 0).all()
        assert (batch.mask.sum(axis=1) > 0).all()
        assert (batch.rewards[batch.done == 0] == 0).all()


@pytest.mark.parametrize("rule_system", SYSTEMS)
def test_batch_lists_are_its_masks(rule_system):
    # Each row's legal slots, ascending, are its mask's ones, step after
    # step, though a step writes only the mask entries that change; and
    # each row's slots are those of the same match stepped alone.
    n, seed = 3, 6
    batch = horde.Batch(rule_system, n, seed=seed)
    rng = np.random.default_rng(1)
    for _ in range(40):
        for i in range(n):
            row = batch.legal[batch.legal_start[i] : batch.legal_start[i + 1]]
            np.testing.assert_array_equal(row, np.flatnonzero(batch.mask[i]))
            assert batch.legal_counts[i] == len(row) > 0
        picks = batch.legal_start[:-1] + rng.integers(batch.legal_counts)
        batch.step(batch.legal[picks])
    lean = horde.Batch(rule_system, n, seed=seed, mask=False)
    assert lean.mask is None
    rng = np.random.default_rng(1)
    full = horde.Batch(rule_system, n, seed=seed)
    for _ in range(40):
        np.testing.assert_array_equal(lean.legal, full.legal)
        np.testing.assert_array_equal(lean.obs, full.obs)
        picks = lean.legal[lean.legal_start[:-1] + rng.integers(lean.legal_counts)]
        lean.step(picks)
        full.step(picks)


def test_a_game_lists_its_legal_slots_and_decodes_them():
    for rule_system in SYSTEMS:
        game = horde.Game(rule_system, seed=3)
        seat = game.current()
        slots = np.frombuffer(game.legal_slots(seat), np.int64)
        np.testing.assert_array_equal(slots, np.flatnonzero(np.frombuffer(game.mask(seat), np.uint8)))
        blocks = game.action_blocks()
        assert sum(a * b for _, _, a, b in blocks) == game.action_len
        firsts = [f for _, f, _, _ in blocks]
        assert firsts == sorted(firsts) and firsts[0] == 0
        other = (seat + 1) % game.num_seats
        if other != seat:
            assert game.legal_slots(other) == b""


def test_batch_writes_into_the_callers_arrays():
    probe = horde.Batch(SYSTEMS[0], 4, seed=2)
    out = (
        np.zeros((4, probe.observation_len), np.float32),
        np.zeros((4, probe.action_len), np.uint8),
        np.zeros(4, np.int64),
        np.zeros((4, probe.num_seats), np.float32),
        np.zeros(4, np.uint8),
    )
    batch = horde.Batch(SYSTEMS[0], 4, seed=2, out=out)
    assert batch.obs is out[0]
    np.testing.assert_array_equal(out[1], probe.mask)
    batch.step(out[1].argmax(axis=1))
    probe.step(probe.mask.argmax(axis=1))
    np.testing.assert_array_equal(out[0], probe.obs)
    # Only the entries that change are written: what the batch wrote
    # before stays the caller's until the next step changes it.
    np.testing.assert_array_equal(out[1], probe.mask)
    with pytest.raises(ValueError, match="masks"):
        horde.Batch(SYSTEMS[0], 4, seed=2, out=(out[0], np.zeros((4, 3), np.uint8), *out[2:]))
