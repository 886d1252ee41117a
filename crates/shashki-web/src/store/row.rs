//! A row read, its columns found by name (`r.get("outcome")`), never by position: a query
//! may list its columns in any order, gain one or lose one, and each reading still finds its
//! own or fails naming it. [`Column`] says how a stored value reads as a Rust value: an
//! integer as a number that must fit, text as text or as a value of the domain (`domain.rs`),
//! `NULL` only where an `Option` allows it.

use std::sync::Arc;

use super::{StoreError, Stored, Value};

/// A row read: the columns' names (shared by the rows of one query) and values.
pub struct Row {
    names: Arc<[String]>,
    values: Vec<Value>,
}

impl Row {
    /// A row of the columns `names` holding `values`, in the same order.
    pub(super) fn new(names: Arc<[String]>, values: Vec<Value>) -> Row {
        Row { names, values }
    }

    /// The column `name` as a `T`.
    ///
    /// # Errors
    /// When the query has no such column, or its value is not a `T` (`NULL` where `T` is no
    /// `Option`, text that is none of the domain's values, a number that does not fit).
    pub fn get<T: Column>(&self, name: &str) -> Result<T, StoreError> {
        let at = self
            .names
            .iter()
            .position(|n| n == name)
            .ok_or_else(|| StoreError::Failed(format!("no column {name} in the row read")))?;
        T::read(&self.values[at]).map_err(|why| StoreError::Failed(format!("column {name}: {why}")))
    }
}

/// A Rust value a stored value reads as.
pub trait Column: Sized {
    /// `value` as `Self`, or why it is not one.
    ///
    /// # Errors
    /// When it is not.
    fn read(value: &Value) -> Result<Self, String>;
}

impl Column for String {
    fn read(value: &Value) -> Result<String, String> {
        match value {
            Value::Text(t) => Ok(t.clone()),
            Value::Integer(n) => Err(format!("{n}, not text")),
            Value::Null => Err("NULL".into()),
        }
    }
}

impl Column for i64 {
    fn read(value: &Value) -> Result<i64, String> {
        match value {
            Value::Integer(n) => Ok(*n),
            Value::Text(t) => Err(format!("'{t}', not an integer")),
            Value::Null => Err("NULL".into()),
        }
    }
}

/// The numbers that must fit their type.
macro_rules! number_column {
    ($($t:ty),+) => {$(
        impl Column for $t {
            fn read(value: &Value) -> Result<$t, String> {
                let n = i64::read(value)?;
                <$t>::try_from(n).map_err(|_| format!("{n} out of range"))
            }
        }
    )+};
}

number_column!(u8, u64, usize);

/// A flag stored as 0 or 1.
impl Column for bool {
    fn read(value: &Value) -> Result<bool, String> {
        match i64::read(value)? {
            0 => Ok(false),
            1 => Ok(true),
            n => Err(format!("{n}, not 0 or 1")),
        }
    }
}

impl<T: Column> Column for Option<T> {
    fn read(value: &Value) -> Result<Option<T>, String> {
        match value {
            Value::Null => Ok(None),
            v => T::read(v).map(Some),
        }
    }
}

/// A value of the domain, read from its text.
impl<T: Stored> Column for T {
    fn read(value: &Value) -> Result<T, String> {
        T::read(&String::read(value)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Opponent;

    fn row() -> Row {
        let names: Arc<[String]> = ["id", "level", "opponent", "invite", "lobby"]
            .map(String::from)
            .into();
        let values = vec![
            Value::Text("g1".into()),
            Value::Integer(300),
            Value::Text("robot".into()),
            Value::Null,
            Value::Integer(2),
        ];
        Row::new(names, values)
    }

    fn failed<T>(why: &str) -> Result<T, StoreError> {
        Err(StoreError::Failed(why.into()))
    }

    #[test]
    fn columns_are_found_by_name_and_read_strictly() {
        let r = row();
        assert_eq!(r.get::<String>("id"), Ok("g1".to_string()));
        assert_eq!(r.get::<i64>("level"), Ok(300));
        assert_eq!(r.get::<Option<String>>("invite"), Ok(None));
        assert_eq!(
            r.get::<u8>("level"),
            failed("column level: 300 out of range")
        );
        assert_eq!(r.get::<String>("invite"), failed("column invite: NULL"));
        assert_eq!(
            r.get::<i64>("id"),
            failed("column id: 'g1', not an integer")
        );
        assert_eq!(
            r.get::<bool>("lobby"),
            failed("column lobby: 2, not 0 or 1")
        );
        assert_eq!(
            r.get::<Opponent>("opponent"),
            failed("column opponent: unknown opponent 'robot'")
        );
        assert_eq!(
            r.get::<String>("owner"),
            failed("no column owner in the row read")
        );
    }
}
