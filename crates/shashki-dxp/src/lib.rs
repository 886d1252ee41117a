//! The DamExchange protocol (INTERFACES section 9): NUL-framed messages, parsed and written.
//! Knows no sockets and no engine; `shashki dxp` drives it.
