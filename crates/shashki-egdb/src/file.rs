//! The table files: a header naming the format version, the variant and the material, then the
//! values in deflate-compressed blocks. A file is written under a temporary name and renamed
//! when complete, so a build that stops leaves no half table behind.

use std::fmt;
use std::fs;
use std::io::Write;
use std::path::Path;

use miniz_oxide::deflate::compress_to_vec;
use miniz_oxide::inflate::decompress_to_vec_with_limit;

use crate::material::Material;

/// The first bytes of every table file.
const MAGIC: &[u8; 8] = b"SHEGDB\r\n";
/// The format version; a file of another version is refused (and rebuilt by `build`).
pub const VERSION: u32 = 1;
/// Bytes of values a block holds before compression.
const BLOCK: usize = 1 << 20;

/// How a table stores the pure value of each position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Two bits a position: 0 draw, 1 win, 2 loss.
    Wdl,
    /// One byte a position: 0 draw, otherwise plies + 1 (the parity tells win from loss).
    Distance8,
    /// Two bytes a position (little-endian), as [`Kind::Distance8`], for long wins.
    Distance16,
}

impl Kind {
    fn code(self) -> u8 {
        match self {
            Kind::Wdl => 1,
            Kind::Distance8 => 2,
            Kind::Distance16 => 3,
        }
    }

    fn from_code(c: u8) -> Option<Kind> {
        match c {
            1 => Some(Kind::Wdl),
            2 => Some(Kind::Distance8),
            3 => Some(Kind::Distance16),
            _ => None,
        }
    }

    /// Bytes needed for `n` positions.
    pub fn bytes(self, n: u64) -> usize {
        match self {
            Kind::Wdl => n.div_ceil(4) as usize,
            Kind::Distance8 => n as usize,
            Kind::Distance16 => 2 * n as usize,
        }
    }
}

/// One table as stored: what it is and its values, uncompressed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableFile {
    /// The variant key.
    pub variant: String,
    /// The material, side to move first.
    pub material: Material,
    /// How [`TableFile::values`] is laid out.
    pub kind: Kind,
    /// Positions (indices) in the table.
    pub positions: u64,
    /// The pure values.
    pub values: Vec<u8>,
    /// The values under the draw counters where the table holds them exactly: two bits a
    /// position, 0 draw, 1 win, 2 loss, 3 not known.
    pub rules: Option<Vec<u8>>,
}

/// A table file that cannot be read.
#[derive(Debug)]
pub enum FileError {
    /// Reading failed.
    Io(std::io::Error),
    /// The file is not a table of this format: the reason.
    Format(String),
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FileError::Io(e) => write!(f, "{e}"),
            FileError::Format(why) => write!(f, "not a table file of version {VERSION}: {why}"),
        }
    }
}

impl std::error::Error for FileError {}

impl From<std::io::Error> for FileError {
    fn from(e: std::io::Error) -> Self {
        FileError::Io(e)
    }
}

/// Reads little-endian fields from a byte slice.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], FileError> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.bytes.len());
        let end = end.ok_or_else(|| FileError::Format("file ends early".into()))?;
        let out = &self.bytes[self.at..end];
        self.at = end;
        Ok(out)
    }

    fn u8(&mut self) -> Result<u8, FileError> {
        Ok(self.take(1)?[0])
    }

    fn u32(&mut self) -> Result<u32, FileError> {
        let b = self.take(4)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn u64(&mut self) -> Result<u64, FileError> {
        Ok(u64::from(self.u32()?) | u64::from(self.u32()?) << 32)
    }
}

impl TableFile {
    /// Writes the table to `path` (through a temporary file renamed at the end).
    ///
    /// # Errors
    /// When the file cannot be written.
    pub fn write(&self, path: &Path) -> std::io::Result<()> {
        let rules = self.rules.as_deref().unwrap_or_default();
        let raw: Vec<u8> = [self.values.as_slice(), rules].concat();
        let blocks: Vec<Vec<u8>> = raw.chunks(BLOCK).map(|c| compress_to_vec(c, 6)).collect();
        let mut out = Vec::new();
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.push(self.variant.len() as u8);
        out.extend_from_slice(self.variant.as_bytes());
        let m = self.material;
        out.extend_from_slice(&[m.kings[0], m.men[0], m.kings[1], m.men[1]]);
        out.push(self.kind.code());
        out.push(u8::from(self.rules.is_some()));
        for n in [self.positions, self.values.len() as u64, rules.len() as u64] {
            out.extend_from_slice(&n.to_le_bytes());
        }
        out.extend_from_slice(&(BLOCK as u32).to_le_bytes());
        out.extend_from_slice(&(blocks.len() as u32).to_le_bytes());
        for b in &blocks {
            out.extend_from_slice(&(b.len() as u32).to_le_bytes());
        }
        let tmp = path.with_extension("part");
        let mut file = fs::File::create(&tmp)?;
        file.write_all(&out)?;
        for b in &blocks {
            file.write_all(b)?;
        }
        file.sync_all()?;
        drop(file);
        fs::rename(&tmp, path)
    }

    /// True when `path` is a complete table file of this version for `variant` and `material`
    /// (only the header is read).
    pub fn header_ok(path: &Path, variant: &str, material: &Material) -> bool {
        let mut head = [0u8; 64];
        let Ok(mut file) = fs::File::open(path) else {
            return false;
        };
        let n = std::io::Read::read(&mut file, &mut head).unwrap_or(0);
        let mut r = Reader {
            bytes: &head[..n],
            at: 0,
        };
        let mut check = || -> Result<bool, FileError> {
            let ok = r.take(8)? == MAGIC && r.u32()? == VERSION;
            let len = usize::from(r.u8()?);
            let ok = ok && r.take(len)? == variant.as_bytes();
            let m = r.take(4)?;
            Ok(ok
                && m == [
                    material.kings[0],
                    material.men[0],
                    material.kings[1],
                    material.men[1],
                ])
        };
        check().unwrap_or(false)
    }

    /// Reads the table at `path`, its header checked (magic, version, sizes).
    ///
    /// # Errors
    /// When the file is missing, of another version, or not a table.
    pub fn read(path: &Path) -> Result<TableFile, FileError> {
        let bytes = fs::read(path)?;
        let mut r = Reader {
            bytes: &bytes,
            at: 0,
        };
        if r.take(8)? != MAGIC {
            return Err(FileError::Format("no table header".into()));
        }
        let version = r.u32()?;
        if version != VERSION {
            return Err(FileError::Format(format!("version {version}")));
        }
        let len = usize::from(r.u8()?);
        let variant = String::from_utf8_lossy(r.take(len)?).into_owned();
        let m = r.take(4)?;
        let material = Material {
            kings: [m[0], m[2]],
            men: [m[1], m[3]],
        };
        let kind = Kind::from_code(r.u8()?).ok_or_else(|| FileError::Format("kind".into()))?;
        let has_rules = r.u8()? != 0;
        let positions = r.u64()?;
        let value_bytes = r.u64()? as usize;
        let rule_bytes = r.u64()? as usize;
        let block = r.u32()? as usize;
        let count = r.u32()? as usize;
        if value_bytes != kind.bytes(positions) {
            return Err(FileError::Format("value size".into()));
        }
        let lengths: Vec<usize> = (0..count)
            .map(|_| r.u32().map(|n| n as usize))
            .collect::<Result<_, _>>()?;
        let mut raw = Vec::with_capacity(value_bytes + rule_bytes);
        for n in lengths {
            let block = decompress_to_vec_with_limit(r.take(n)?, block)
                .map_err(|e| FileError::Format(format!("corrupt block: {e:?}")))?;
            raw.extend_from_slice(&block);
        }
        if raw.len() != value_bytes + rule_bytes {
            return Err(FileError::Format("data size".into()));
        }
        let rules = has_rules.then(|| raw.split_off(value_bytes));
        Ok(TableFile {
            variant,
            material,
            kind,
            positions,
            values: raw,
            rules,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_file_reads_back_as_written_and_refuses_other_bytes() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("t.egdb");
        let table = TableFile {
            variant: "russian".into(),
            material: Material::new((2, 1), (1, 0)),
            kind: Kind::Distance8,
            positions: 3_000_000,
            values: (0..3_000_000u32).map(|i| (i / 1000 % 7) as u8).collect(),
            rules: Some(vec![0b1001; 750_000]),
        };
        table.write(&path).expect("write");
        assert_eq!(TableFile::read(&path).expect("read"), table);
        assert!(fs::metadata(&path).expect("size").len() < 200_000);
        fs::write(&path, b"SHEGDB\r\n\x09\0\0\0").expect("write");
        let err = TableFile::read(&path).expect_err("version 9");
        assert!(err.to_string().contains("version 9"), "{err}");
    }
}
