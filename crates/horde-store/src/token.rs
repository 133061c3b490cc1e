//! Join tokens and match ids.
//!
//! A join token is the only credential of a seat: 32 bytes from the
//! operating system's generator, written as 64 hex digits. The store keeps
//! only its SHA-256, so a leaked database gives no one a seat. (Randomness
//! here is outside the rules: it never touches a game.)

use crate::StoreError;
use sha2::{Digest, Sha256};
use std::fmt::Write as _;

/// A fresh secret join token.
pub fn new_token() -> Result<String, StoreError> {
    random_hex::<32>()
}

/// A fresh match id: 12 random bytes, so ids cannot be guessed or walked.
pub fn new_match_id() -> Result<String, StoreError> {
    random_hex::<12>()
}

/// The hash under which a token is stored and looked up.
pub fn token_hash(token: &str) -> [u8; 32] {
    Sha256::digest(token.as_bytes()).into()
}

fn random_hex<const N: usize>() -> Result<String, StoreError> {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).map_err(|e| StoreError::Random(e.to_string()))?;
    Ok(hex(&bytes))
}

pub(crate) fn hex(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        let _ = write!(s, "{b:02x}");
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_fresh_and_hash_stably() {
        let a = new_token().unwrap();
        let b = new_token().unwrap();
        assert_eq!(a.len(), 64);
        assert_ne!(a, b);
        assert_eq!(token_hash(&a), token_hash(&a));
        assert_ne!(token_hash(&a), token_hash(&b));
        // SHA-256("abc"), pinned: stored hashes must stay valid across builds.
        assert_eq!(hex(&token_hash("abc")), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }
}
