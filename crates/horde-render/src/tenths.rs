//! Coordinates written with one decimal, as `{:.1}` writes an `f64`, by
//! integer arithmetic.
//!
//! The standard formatter takes its exact path for a fixed precision
//! (Grisu, falling back to bignum Dragon arithmetic), and a board has
//! hundreds of coordinates: on a server that draws a board for every
//! answer it was the largest single cost. The value is split into its
//! mantissa and exponent and rounded to tenths exactly, halves to even,
//! so the text is byte for byte what `{:.1}` gives (tested below).

use std::fmt;

/// An `f64` that formats with exactly one decimal, whatever precision
/// the placeholder names: the pictures write `{x:.1}` to say so.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Tenths(pub(crate) f64);

impl fmt::Display for Tenths {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0u8; 48];
        match write_tenths(self.0, &mut buf) {
            // Only ASCII digits, '-' and '.' are written.
            Some(len) => f.write_str(std::str::from_utf8(&buf[..len]).map_err(|_| fmt::Error)?),
            // Not finite, or too large to be a coordinate: the standard way.
            None => write!(f, "{:.1}", self.0),
        }
    }
}

/// Writes `v` rounded to tenths into `buf` and returns the length, or
/// `None` for a value this does not handle (infinite, NaN, or 2^113 and
/// above).
fn write_tenths(v: f64, buf: &mut [u8; 48]) -> Option<usize> {
    let bits = v.to_bits();
    let negative = bits >> 63 == 1;
    let exp_bits = ((bits >> 52) & 0x7ff) as i32;
    if exp_bits == 0x7ff {
        return None;
    }
    let fraction = bits & ((1u64 << 52) - 1);
    // v = mantissa * 2^exp exactly.
    let (mantissa, exp) = if exp_bits == 0 { (fraction, -1074) } else { (fraction | (1u64 << 52), exp_bits - 1075) };
    // Ten times the mantissa has at most 57 bits.
    let ten_m = u128::from(mantissa) * 10;
    let tenths: u128 = if exp >= 0 {
        if exp > 60 {
            return None;
        }
        ten_m << exp
    } else {
        let k = exp.unsigned_abs();
        if k >= 120 {
            // Below 2^-62: rounds to zero.
            0
        } else {
            let q = ten_m >> k;
            let rest = ten_m & ((1u128 << k) - 1);
            let half = 1u128 << (k - 1);
            if rest > half || (rest == half && q & 1 == 1) { q + 1 } else { q }
        }
    };
    let mut len = 0;
    if negative {
        // `{:.1}` keeps the sign of a negative value that rounds to zero.
        buf[0] = b'-';
        len = 1;
    }
    let mut digits = [0u8; 40];
    let mut at = digits.len();
    let mut whole = tenths / 10;
    loop {
        at -= 1;
        digits[at] = b'0' + (whole % 10) as u8;
        whole /= 10;
        if whole == 0 {
            break;
        }
    }
    let n = digits.len() - at;
    buf[len..len + n].copy_from_slice(&digits[at..]);
    len += n;
    buf[len] = b'.';
    buf[len + 1] = b'0' + (tenths % 10) as u8;
    Some(len + 2)
}

#[cfg(test)]
mod tests {
    use super::Tenths;

    fn same(v: f64) {
        assert_eq!(Tenths(v).to_string(), format!("{v:.1}"), "{v:e}");
    }

    #[test]
    fn exact_halves_round_to_even_as_the_standard_formatter_does() {
        for v in [0.25, 0.75, 1.25, 2.5, -0.25, 0.05, 0.15, 0.35, 0.45, 9.95, 99.95, 72.0 * 0.13] {
            same(v);
        }
        for i in 0..200_000u32 {
            same(f64::from(i) / 40.0);
            same(-f64::from(i) / 40.0);
        }
    }

    #[test]
    fn signs_zeros_extremes_and_non_finite_values() {
        for v in [
            0.0,
            -0.0,
            -0.04,
            -0.05,
            f64::MIN_POSITIVE,
            5e-324,
            1e-300,
            1e17,
            1e18,
            2f64.powi(112),
            2f64.powi(113),
            f64::MAX,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
        ] {
            same(v);
        }
    }

    #[test]
    fn any_bit_pattern_and_board_coordinates() {
        // A fixed xorshift stream: every run checks the same values.
        let mut x: u64 = 0x1234_5678_9abc_def1;
        for _ in 0..300_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            same(f64::from_bits(x));
            let unit = (x >> 11) as f64 / (1u64 << 53) as f64;
            same(unit * 3000.0 - 500.0);
            same(24.0 + unit * 40.0 * 72.0 * 0.13);
        }
    }
}
