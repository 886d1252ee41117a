# Sourced by the scripts that run `shashki`: sets and exports SHASHKI_BIN, the binary they run.
# CI sets it to the one `cargo test --workspace` built; unset, it is the release binary, built
# here (cargo does nothing when it is up to date).
if [[ -z ${SHASHKI_BIN:-} ]]; then
  SHASHKI_BIN=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/target/release/shashki
  (cd "$(dirname "${BASH_SOURCE[0]}")/.." && cargo build --release --quiet -p shashki-cli)
fi
export SHASHKI_BIN
