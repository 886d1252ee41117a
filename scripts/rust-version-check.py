#!/usr/bin/env python3
"""Checks that the workspace's `rust-version` (Cargo.toml) is no lower than the highest
`rust-version` among the packages of Cargo.lock, so that the minimum it states stays true when a
dependency is updated. Prints both and exits 1 when the workspace's is lower.

  scripts/rust-version-check.py        (from anywhere in the checkout; .ci/run runs it)
"""
import json, subprocess, sys


def version(text):
    """'1.88' or '1.88.0' as a comparable tuple (1, 88, 0)."""
    parts = [int(p) for p in text.split(".")]
    return tuple(parts + [0] * (3 - len(parts)))


metadata = json.loads(subprocess.run(
    ["cargo", "metadata", "--format-version", "1", "--locked"],
    check=True, capture_output=True, text=True).stdout)
members = set(metadata["workspace_members"])
ours = {p["rust_version"] for p in metadata["packages"] if p["id"] in members}
if len(ours) != 1 or None in ours:
    sys.exit(f"rust-version-check: the workspace's crates state {sorted(map(str, ours))}, "
             "expected one rust-version for all")
ours = ours.pop()
needed, name = max((version(p["rust_version"]), f"{p['name']} {p['version']}")
                   for p in metadata["packages"]
                   if p["id"] not in members and p.get("rust_version"))
print(f"rust-version: workspace {ours}; highest among the locked packages "
      f"{'.'.join(map(str, needed))} ({name})", flush=True)
if version(ours) < needed:
    sys.exit("rust-version-check: the workspace's rust-version is lower than a dependency's; "
             "raise it in Cargo.toml")
