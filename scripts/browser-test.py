#!/usr/bin/env python3
"""Browser test of the board page: headless Debian chromium driven by chromedriver over plain
W3C WebDriver HTTP (no Python packages needed).

Starts `shashki serve` on a fresh database, opens the page, starts a game for two players on
this device, plays moves by clicking squares (a capture, then a double capture from a set-up
position), checks the board, the move list and the draw counters, kills the server with
SIGKILL and finds the game whole after a restart, and saves screenshots under
target/browser-test/.

Usage: browser-test.py SHASHKI_BINARY
"""

import base64
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

OUT = os.path.join("target", "browser-test")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_http(url, seconds=30):
    end = time.time() + seconds
    while time.time() < end:
        try:
            with urllib.request.urlopen(url, timeout=2) as r:
                if r.status == 200:
                    return
        except (urllib.error.URLError, ConnectionError, OSError):
            time.sleep(0.2)
    raise SystemExit(f"no answer from {url}")


class Driver:
    """A minimal W3C WebDriver client."""

    def __init__(self, base):
        self.base = base
        self.session = None

    def call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(
            self.base + path, data=data, method=method,
            headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=60) as r:
                return json.loads(r.read() or b"{}").get("value")
        except urllib.error.HTTPError as e:
            raise RuntimeError(f"{method} {path}: {e.code} {e.read()[:500]!r}") from None

    def start(self, user_data_dir):
        args = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--no-first-run", "--disable-dev-shm-usage",
                "--window-size=1200,900", "--lang=en-US",
                f"--user-data-dir={user_data_dir}"]
        caps = {"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {"binary": "/usr/bin/chromium", "args": args},
        }}}
        value = self.call("POST", "/session", caps)
        self.session = value["sessionId"]

    def s(self, path):
        return f"/session/{self.session}{path}"

    def get(self, url):
        self.call("POST", self.s("/url"), {"url": url})

    def find(self, css):
        value = self.call("POST", self.s("/element"), {"using": "css selector", "value": css})
        return next(iter(value.values()))

    def find_all(self, css):
        values = self.call("POST", self.s("/elements"), {"using": "css selector", "value": css})
        return [next(iter(v.values())) for v in values]

    def text(self, element):
        return self.call("GET", self.s(f"/element/{element}/text"))

    def click(self, element):
        self.call("POST", self.s(f"/element/{element}/click"), {})

    def pointer_click(self, css):
        """A real mouse click at the centre of the element `css`, whatever lies on top of it."""
        x, y = self.script(
            "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
            "return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];",
            css)
        actions = {"actions": [{"type": "pointer", "id": "mouse",
                                "parameters": {"pointerType": "mouse"},
                                "actions": [
                                    {"type": "pointerMove", "duration": 0,
                                     "origin": "viewport", "x": x, "y": y},
                                    {"type": "pointerDown", "button": 0},
                                    {"type": "pointerUp", "button": 0}]}]}
        self.call("POST", self.s("/actions"), actions)
        self.call("DELETE", self.s("/actions"))

    def script(self, code, *args):
        return self.call("POST", self.s("/execute/sync"), {"script": code, "args": list(args)})

    def screenshot(self, path):
        png = base64.b64decode(self.call("GET", self.s("/screenshot")))
        with open(path, "wb") as f:
            f.write(png)

    def quit(self):
        if self.session:
            try:
                self.call("DELETE", self.s(""))
            except RuntimeError:
                pass


def wait_for(what, check, seconds=10):
    end = time.time() + seconds
    last = None
    while time.time() < end:
        try:
            last = check()
            if last:
                return last
        except RuntimeError as e:
            last = e
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what} (last: {last})")


def click_square(d, number):
    d.pointer_click(f'rect[data-square="{number}"]')


def pieces(d):
    return d.script(
        "const m = {}; for (const g of document.querySelectorAll('g[data-piece]'))"
        " m[g.dataset.square] = g.dataset.piece; return m;")


def move_list(d):
    return d.script(
        "return [...document.querySelectorAll('#moves .ply')].map(s => s.textContent)"
        ".filter(t => t !== '…');")


def counters(d):
    return d.script(
        "return Object.fromEntries([...document.querySelectorAll('#counters .counter')]"
        ".map(c => [c.dataset.rule, c.textContent]));")


def new_game(d, base, variant, fen=""):
    d.get(base + "/")
    wait_for("the new-game dialog", lambda: d.script(
        "return !document.getElementById('dialog').hidden && "
        "document.querySelectorAll('#variant option').length > 0"))
    d.script(
        "document.getElementById('variant').value = arguments[0];"
        "document.getElementById('opponent').value = 'local';"
        "document.getElementById('color').value = 'white';"
        "document.getElementById('fen').value = arguments[1];", variant, fen)
    d.click(d.find("#start"))
    wait_for("the board", lambda: d.script(
        "return document.querySelectorAll('rect[data-square]').length > 0 && "
        "document.getElementById('dialog').hidden"))


def play(d, clicks, plies):
    for n in clicks:
        click_square(d, n)
        time.sleep(0.05)
    wait_for(f"{plies} moves in the list", lambda: len(move_list(d)) == plies)


def main():
    binary = sys.argv[1]
    os.makedirs(OUT, exist_ok=True)
    work = tempfile.mkdtemp(prefix="shashki-browser-")
    port, driver_port = free_port(), free_port()
    base = f"http://127.0.0.1:{port}"

    def start_server():
        return subprocess.Popen(
            [binary, "serve", "--addr", f"127.0.0.1:{port}", "--db",
             os.path.join(work, "games.db")],
            stdout=open(os.path.join(OUT, "server.log"), "a"), stderr=subprocess.STDOUT)

    server = start_server()
    chromedriver = subprocess.Popen(
        ["chromedriver", f"--port={driver_port}"],
        stdout=open(os.path.join(OUT, "chromedriver.log"), "w"), stderr=subprocess.STDOUT)
    d = Driver(f"http://127.0.0.1:{driver_port}")
    try:
        wait_http(base + "/healthz")
        wait_http(f"http://127.0.0.1:{driver_port}/status")
        d.start(os.path.join(work, "profile"))

        # Russian draughts, both players on this device.
        new_game(d, base, "russian")
        start = pieces(d)
        assert len(start) == 24, start
        assert start["22"] == "white" and start["11"] == "black", start
        c = counters(d)
        assert c.get("kings-only") == "kings-only 0 / 15", c
        assert c.get("repetition") == "repetition 1 / 3", c
        # c3-d4 (22-18), then f6-e5 (11-15).
        play(d, [22, 18], 1)
        play(d, [11, 15], 2)
        # White must capture: the notice and the highlighted piece.
        forced = wait_for("the forced-capture notice", lambda: d.text(d.find("#forced")))
        assert "compulsory" in forced, forced
        assert d.find_all("g.piece.forced"), "the capturing piece is highlighted"
        # Legal-move dots after picking up the piece.
        click_square(d, 18)
        dots = wait_for("a dot", lambda: d.script(
            "return [...document.querySelectorAll('[data-dot]')].map(e => e.dataset.dot);"))
        assert dots == ["11"], dots
        click_square(d, 11)  # d4:f6
        wait_for("3 moves", lambda: len(move_list(d)) == 3)
        play(d, [8, 15], 4)  # g7:e5
        assert move_list(d) == ["c3-d4", "f6-e5", "d4:f6", "g7:e5"], move_list(d)
        after = pieces(d)
        assert "18" not in after and "11" not in after and "8" not in after, after
        assert after["15"] == "black" and len(after) == 22, after
        last = d.script("return [...document.querySelectorAll('rect.last')].map(r => r.dataset.square);")
        assert sorted(last) == ["15", "8"], last
        d.screenshot(os.path.join(OUT, "russian.png"))

        # A double capture made by clicking the start and the final square: c3:e5:g7.
        new_game(d, base, "russian", "W:Wc3,h2:Bd4,f6,a7")
        play(d, [22, 8], 1)
        assert move_list(d) == ["c3:g7"], move_list(d)
        after = pieces(d)
        assert after == {"8": "white", "28": "white", "5": "black"}, after
        d.screenshot(os.path.join(OUT, "multi-capture.png"))

        # Kings only: the kings-only counter runs live.
        new_game(d, base, "russian", "W:WKe1,Kg1:BKb8,Kd8")
        play(d, [31, 27], 1)  # e1-f2
        play(d, [1, 6], 2)    # b8-c7
        c = counters(d)
        assert c.get("kings-only") == "kings-only 1 / 15", c

        # Switch to Russian: the page follows.
        d.script("const s = document.getElementById('lang'); s.value = 'ru';"
                 "s.dispatchEvent(new Event('change'));")
        c = counters(d)
        assert c.get("kings-only") == "только дамки 1 / 15", c
        d.screenshot(os.path.join(OUT, "board.png"))

        # kill -9 the server mid-game; on restart every move is there.
        game = d.script("return new URLSearchParams(location.search).get('game');")
        server.kill()
        server.wait()
        server = start_server()
        wait_http(base + "/healthz")
        with urllib.request.urlopen(f"{base}/api/games/{game}") as r:
            state = json.loads(r.read())
        assert state["moves"] == ["e1-f2", "b8-c7"], state
        print(f"browser test passed; screenshots in {OUT}/")
    finally:
        d.quit()
        for p in (chromedriver, server):
            p.terminate()
            try:
                p.wait(timeout=10)
            except subprocess.TimeoutExpired:
                p.kill()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
