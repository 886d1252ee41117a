#!/usr/bin/env python3
"""Fault test of two `shashki serve` over one PostgreSQL database (issue 19), run by
`scripts/postgres-test.sh --failover`: starts servers A and B on the database, plays friend games
and engine games (--level, 6: 0.8 s a move) through both at once (each request to either server at random, a
player thinking 0 to --think-ms ms before a move), kills A with SIGKILL after --kill-after
seconds, and plays on through B. A request that fails (A gone) is answered by reading the game
from B. Afterwards B is stopped, a third server C is started on the database, and every game is
read back through it: it must replay (200), and every list of moves a 200 answered must begin its
stored moves (no move acknowledged to a player lost). Prints the moves acknowledged and found,
and how long after the kill the engine moved in the games waiting for A's engine.
Exit status 1 when a game is inconsistent or a move acknowledged is lost.
Usage: failover.py SHASHKI_BINARY DATABASE_URL [--games N] [--moves M] [--think-ms T]
       [--kill-after S] [--lease S] [--level L] [--seed S]
"""

import argparse
from datetime import datetime
import json
import os
import random
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """A `shashki serve` process on a free port of 127.0.0.1."""

    def __init__(self, binary, db, lease, name, logs):
        self.addr = f"127.0.0.1:{free_port()}"
        self.name = name
        self.log = open(f"{logs}/{name}.log", "w")
        # The URL, password and all, goes by SHASHKI_DB: not on a command line that `ps` shows.
        self.proc = subprocess.Popen(
            [binary, "serve", "--addr", self.addr, "--rate-limit", "1000000", "--sockets-per-address", "1000000",
             "--lease", str(lease)],
            env={**os.environ, "SHASHKI_DB": db}, stdout=self.log, stderr=self.log)
        deadline = time.time() + 30
        while True:
            try:
                urllib.request.urlopen(f"http://{self.addr}/healthz", timeout=1).read()
                return
            except OSError:
                if self.proc.poll() is not None or time.time() > deadline:
                    sys.exit(f"failover: server {name} did not start (see {self.log.name})")
                time.sleep(0.1)

    def stop(self, sig):
        if self.proc.poll() is None:
            self.proc.send_signal(sig)
            self.proc.wait(timeout=30)


def call(server, method, path, seat=None, body=None):
    """(status, JSON) of a request; raises OSError when the server does not answer."""
    headers = {"content-type": "application/json"}
    if seat:
        headers["authorization"] = f"Bearer {seat}"
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(f"http://{server.addr}{path}", data=data, method=method,
                                 headers=headers)
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"null")


class Load:
    """The servers alive, the kill's moment, and the figures the games report."""

    def __init__(self, servers, seed):
        self.alive = list(servers)
        self.killed_at = None
        self.lock = threading.Lock()
        self.acked = 0
        self.failed = 0
        self.takeovers = []
        self.errors = []
        self.seed = seed

    def server(self, rng):
        with self.lock:
            return rng.choice(self.alive)

    def request(self, rng, method, path, seat=None, body=None):
        """A request to a server alive; on a server that does not answer, None (counted)."""
        try:
            return call(self.server(rng), method, path, seat, body)
        except OSError:
            with self.lock:
                self.failed += 1
            return None

    def state(self, rng, gid):
        """STATE of game `gid`, from whichever server answers."""
        for _ in range(100):
            got = self.request(rng, "GET", f"/api/games/{gid}")
            if got and got[0] == 200:
                return got[1]
            time.sleep(0.05)
        raise RuntimeError(f"game {gid}: no STATE")


def play(load, n, args, games):
    rng = random.Random(load.seed * 1000 + n)
    engine = n % 2 == 1
    body = {"variant": "russian", "opponent": "engine" if engine else "human", "color": "white",
            "level": args.level}
    created = None
    while created is None or created[0] != 201:
        created = load.request(rng, "POST", "/api/games", body=body)
    v = created[1]
    gid = v["id"]
    seats = {"white": v["seat"]}
    if not engine:
        joined = None
        while joined is None:
            joined = load.request(rng, "POST", f"/api/games/{gid}/join",
                                  body={"invite": v["invite"]})
        if joined[0] != 200:
            seats["black"] = None
        else:
            seats["black"] = joined[1]["seat"]
    acks = []
    games[gid] = acks
    state = load.state(rng, gid)
    if not engine and seats["black"] is None:
        load.errors.append(f"{gid}: the join was not answered")
        return
    waiting_since = None
    while state["outcome"] == "ongoing" and len(state["moves"]) < args.moves:
        if engine and state["turn"] == "black":
            waiting_since = waiting_since or time.time()
            time.sleep(0.05)
            state = load.state(rng, gid)
            continue
        killed = load.killed_at
        if waiting_since and killed and waiting_since < killed:
            with load.lock:
                load.takeovers.append(time.time() - killed)
        waiting_since = None
        time.sleep(rng.uniform(0, args.think_ms / 1000))
        mv = rng.choice(state["legal"])["notation"]
        got = load.request(rng, "POST", f"/api/games/{gid}/moves", seats[state["turn"]],
                           {"move": mv})
        if got and got[0] == 200:
            acks.append(list(got[1]["moves"]))
            with load.lock:
                load.acked += 1
            state = got[1]
        else:
            state = load.state(rng, gid)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("binary")
    p.add_argument("db")
    p.add_argument("--games", type=int, default=40)
    p.add_argument("--moves", type=int, default=30)
    p.add_argument("--think-ms", type=int, default=500)
    p.add_argument("--kill-after", type=float, default=4.0)
    p.add_argument("--lease", type=int, default=2)
    p.add_argument("--level", type=int, default=6)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    logs = tempfile.mkdtemp(prefix="shashki-failover-")
    a = Server(args.binary, args.db, args.lease, "a", logs)
    b = Server(args.binary, args.db, args.lease, "b", logs)
    load = Load([a, b], args.seed)
    games = {}
    players = [threading.Thread(target=play, args=(load, n, args, games))
               for n in range(args.games)]
    started = time.time()
    for t in players:
        t.start()
    time.sleep(args.kill_after)
    with load.lock:
        acked_before = load.acked
        a.stop(signal.SIGKILL)
        load.alive = [b]
        load.killed_at = time.time()
    for t in players:
        t.join()
    took = time.time() - started
    b.stop(signal.SIGINT)
    with open(b.log.name) as log:
        taken = sorted(datetime.fromisoformat(line.split()[0]).timestamp() - load.killed_at
                       for line in log if "took over" in line)

    c = Server(args.binary, args.db, args.lease, "c", logs)
    found = lost = broken = 0
    for gid, acks in games.items():
        status, state = call(c, "GET", f"/api/games/{gid}")
        if status != 200:
            broken += 1
            print(f"failover: game {gid} does not replay: {status} {state}", file=sys.stderr)
            continue
        moves = state["moves"]
        found += len(moves)
        for ack in acks:
            if moves[:len(ack)] != ack:
                lost += 1
                print(f"failover: game {gid}: acknowledged {ack}, stored {moves}", file=sys.stderr)
                break
    c.stop(signal.SIGINT)

    t = sorted(load.takeovers)
    print(f"failover: {len(games)} games ({args.games // 2} engine), {took:.1f} s; A killed "
          f"(SIGKILL) after {args.kill_after} s with {acked_before} moves acknowledged")
    print(f"failover: moves acknowledged {load.acked} (players' moves answered 200), "
          f"moves found {found} (players' and engine's), requests unanswered {load.failed}")
    if taken:
        print(f"failover: B took over {len(taken)} games of A (their engine and clock) "
              f"{taken[0]:.2f} to {taken[-1]:.2f} s after the kill (lease {args.lease} s)")
    if t:
        print(f"failover: engine games waiting for their engine (on A or B) at the kill: {len(t)}, "
              f"their move came {statistics.median(t):.2f} s (median) / {t[-1]:.2f} s (most) "
              f"after it")
    print(f"failover: games not replaying {broken}, games with an acknowledged move lost {lost}, "
          f"errors {len(load.errors)}; the servers' logs in {logs} (removed on success)")
    for e in load.errors:
        print(f"failover: {e}", file=sys.stderr)
    if broken or lost or load.errors or len(games) != args.games:
        sys.exit(1)
    shutil.rmtree(logs)


if __name__ == "__main__":
    main()
