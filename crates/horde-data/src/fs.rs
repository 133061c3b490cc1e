//! The only file-system access of the crate, kept apart so everything else
//! works on text a caller already has (tests, embedded content, WASM).

use crate::source::Source;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// Reads one file; its path as given becomes the source name.
pub fn load_file(path: impl AsRef<Path>) -> io::Result<Source> {
    let path = path.as_ref();
    let text = fs::read_to_string(path).map_err(|e| with_path(path, e))?;
    Ok(Source::new(path.display().to_string(), text))
}

/// Reads every file under `dir` (recursively) whose extension is
/// `extension` (`"toml"`; a leading dot is ignored), sorted by path so the
/// result never depends on directory listing order.
///
/// Names are the paths as joined onto `dir`, so a relative `dir` gives
/// relative names in messages. Hidden entries (starting with `.`, such as
/// editor lock files) are skipped, and symbolic links to directories are not
/// followed, which rules out cycles. Errors name the path they concern.
pub fn load_dir(dir: impl AsRef<Path>, extension: &str) -> io::Result<Vec<Source>> {
    let extension = extension.strip_prefix('.').unwrap_or(extension);
    let mut paths = Vec::new();
    collect(dir.as_ref(), extension, &mut paths)?;
    paths.sort();
    paths.iter().map(load_file).collect()
}

fn collect(dir: &Path, extension: &str, out: &mut Vec<PathBuf>) -> io::Result<()> {
    for entry in fs::read_dir(dir).map_err(|e| with_path(dir, e))? {
        let entry = entry.map_err(|e| with_path(dir, e))?;
        let path = entry.path();
        if entry.file_name().to_string_lossy().starts_with('.') {
            continue;
        }
        let kind = entry.file_type().map_err(|e| with_path(&path, e))?;
        if kind.is_dir() {
            collect(&path, extension, out)?;
        } else if path.extension().is_some_and(|e| e == extension) && (kind.is_file() || path.is_file()) {
            // `path.is_file()` follows the link, so linked files are read.
            out.push(path);
        }
    }
    Ok(())
}

fn with_path(path: &Path, error: io::Error) -> io::Error {
    io::Error::new(error.kind(), format!("{}: {error}", path.display()))
}
