//! Distance maps walked a layer at a time over bitboards of the board's
//! squares (DN-GAP-7): the squares at one distance step back over every
//! crossing of one direction at once, a shift of a few words, where a
//! queue read the crossings of each square one by one.

use super::state::Sq;

/// Squares a word of a bitboard: square `sq` is bit `sq % 64` of word `sq / 64`.
const BITS: usize = 64;

/// The words of a bitboard of `squares` squares.
pub(crate) fn words(squares: usize) -> usize {
    squares.div_ceil(BITS)
}

pub(crate) fn set(bits: &mut [u64], sq: Sq) {
    bits[usize::from(sq) / BITS] |= 1 << (usize::from(sq) % BITS);
}

pub(crate) fn get(bits: &[u64], sq: Sq) -> bool {
    bits[usize::from(sq) / BITS] & (1 << (usize::from(sq) % BITS)) != 0
}

/// The squares of a bitboard, in order.
pub(crate) fn squares(bits: &[u64]) -> impl Iterator<Item = Sq> + '_ {
    bits.iter().enumerate().flat_map(|(i, &word)| {
        std::iter::successors((word != 0).then_some(word), |w| Some(w & (w - 1)).filter(|&w| w != 0))
            .map(move |w| (i * BITS + w.trailing_zeros() as usize) as Sq)
    })
}

/// The words of the bitboards a walk works on for a board of up to 192
/// squares (the house has 140), fixed so that each layer's shifts are
/// unrolled: every word a layer shifts costs, and four words cost the
/// house's walks two fifths more than three. Larger boards, up to the 60
/// by 60 the content allows, use [`LARGE`].
const SMALL: usize = 3;
const LARGE: usize = 57;

/// A board's crossings (bit `k` of a square's mask set when a step from
/// its neighbour in direction `k` into it is allowed), one bitboard a
/// direction: the squares that neighbour may step into.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct ByDirection {
    /// [`SMALL`] or [`LARGE`]: the words of each direction's bitboard.
    words: usize,
    /// Direction `k`'s bitboard in words `k * words..(k + 1) * words`.
    bits: Vec<u64>,
}

impl ByDirection {
    pub(crate) fn of(into: &[u8]) -> Self {
        let words = if words(into.len()) <= SMALL { SMALL } else { LARGE };
        let mut bits = vec![0; 8 * words];
        for (t, &mask) in (0..).zip(into) {
            let mut m = mask;
            while m != 0 {
                let k = m.trailing_zeros() as usize;
                m &= m - 1;
                set(&mut bits[k * words..(k + 1) * words], t);
            }
        }
        Self { words, bits }
    }

    /// Breadth-first distances into `dist` from the squares of `start`,
    /// already at 0 there, stepping backwards over these crossings and
    /// never out of a square of `closed` (which still gets its distance).
    /// `offsets[k]` is how far a square's number lies from its neighbour's
    /// in direction `k`. The same distances as a queue's: a square's
    /// distance is its layer, whatever order a layer is visited in.
    pub(crate) fn walk(&self, dist: &mut [u16], start: &[u64], closed: Option<&[u64]>, offsets: &[isize; 8]) {
        if self.words == SMALL {
            self.walk_in::<SMALL>(dist, start, closed, offsets);
        } else {
            self.walk_in::<LARGE>(dist, start, closed, offsets);
        }
    }

    fn walk_in<const N: usize>(&self, dist: &mut [u16], start: &[u64], closed: Option<&[u64]>, offsets: &[isize; 8]) {
        let board = |bits: &[u64]| {
            let mut out = [0; N];
            out[..bits.len()].copy_from_slice(bits);
            out
        };
        let mut layer = board(start);
        let mut seen = layer;
        let open = closed.map_or([u64::MAX; N], |c| board(c).map(|w| !w));
        let mut masks = [[0; N]; 8];
        for (k, m) in masks.iter_mut().enumerate() {
            m.copy_from_slice(&self.bits[k * N..(k + 1) * N]);
        }
        let mut d = 0;
        loop {
            let mut next = [0; N];
            for i in 0..N {
                layer[i] &= open[i];
            }
            for (mask, &off) in masks.iter().zip(offsets) {
                shift_or(&mut next, &layer, mask, off);
            }
            let mut any = 0;
            for i in 0..N {
                next[i] &= !seen[i];
                seen[i] |= next[i];
                any |= next[i];
            }
            if any == 0 {
                return;
            }
            d += 1;
            for sq in squares(&next) {
                dist[usize::from(sq)] = d;
            }
            layer = next;
        }
    }
}

/// ORs into `out` the squares of `from` that `mask` holds, each moved
/// `off` squares along the board's numbering: their neighbours in one
/// direction. A mask holds only squares whose neighbour is on the board,
/// so nothing moves off it or wraps around a row. `off` is never 0 and
/// less than a word either way: a row has at most 60 squares.
#[inline(always)]
fn shift_or<const N: usize>(out: &mut [u64; N], from: &[u64; N], mask: &[u64; N], off: isize) {
    let r = off.unsigned_abs() as u32;
    let mut carry = 0;
    if off > 0 {
        for i in 0..N {
            let v = from[i] & mask[i];
            out[i] |= (v << r) | carry;
            carry = v >> (BITS as u32 - r);
        }
    } else {
        for i in (0..N).rev() {
            let v = from[i] & mask[i];
            out[i] |= (v >> r) | carry;
            carry = v << (BITS as u32 - r);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Shifts across words in both directions.
    #[test]
    fn shifts_cross_words_both_ways() {
        let from = [1u64 << 63 | 1, 1 << 5, 0];
        let all = [u64::MAX; 3];
        let moved = |off: isize| {
            let mut out = [0; 3];
            shift_or(&mut out, &from, &all, off);
            squares(&out).collect::<Vec<_>>()
        };
        // Squares 0, 63 and 69.
        assert_eq!(squares(&from).collect::<Vec<_>>(), [0, 63, 69]);
        assert_eq!(moved(1), [1, 64, 70]);
        assert_eq!(moved(-1), [62, 68]);
        assert_eq!(moved(61), [61, 124, 130]);
        assert_eq!(moved(-61), [2, 8]);
    }
}
