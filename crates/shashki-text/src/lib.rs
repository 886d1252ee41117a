//! Every text a person reads, in Russian, Ukrainian and English, kept in one Project Fluent
//! catalogue per language (`ftl/*.ftl`): the web server's messages, the terminal game and the
//! board page (which is served the same files) all take their words from here, with each
//! language's plural rules. The rules crate knows no language; its errors are data, said in
//! words by [`errors`].

pub mod catalogue;
pub mod errors;
pub mod lang;
pub mod message;
pub mod pdn;

pub use catalogue::{source, text};
pub use lang::Lang;
pub use message::{Arg, Message};
