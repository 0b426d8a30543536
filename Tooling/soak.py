#!/usr/bin/env python3
"""A bounded soak of the offline API and the demo together, on loopback.

    python3 Tooling/soak.py --seconds 600      # the documented local run (10 minutes)
    python3 Tooling/soak.py --seconds 60       # what CI runs

For the whole time, at once:
  - a load: keep-alive connections sending GET requests for paths no fault is put on (a post,
    its comments, a beer, todos, an album's photos); every answer must be a 2xx with its whole
    JSON body;
  - faults switched through /__admin/faults every few seconds on the paths the demo pages
    through (/posts and /users): 503s, dropped connections, delays, none;
  - the demo, scripted, in a loop: sign in, open Posts, and walk down the list one row at a time
    to its end (the pages arrive as the selection reaches them, retried through the faults).
    Each run must show the 100 posts exactly once each, in order, and end on "All 100 posts".

It fails (exit 1) on a crash of either program, a load error, a lost, repeated or reordered row
in the demo, or memory that keeps growing after warm-up (the server's resident memory, sampled;
each demo run's peak). Needs `swift build` first (it runs .build/debug/api-server and
.build/debug/demo unless --bin names another directory, such as .build/release).
"""
import argparse
import asyncio
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

from keepalive_http import get_json

LOAD_PATHS = ["/posts/1", "/posts/1/comments", "/v2/beers/1", "/todos?_limit=20", "/albums/1/photos"]
# One fault at a time per path; a page fails for good only if four attempts in a row fail
# (the demo retries three times), so the rates keep that rare: 0.1^4 per page.
FAULTS = [("status:503", 0.1), ("drop", 0.1), ("delay:0.3", 0.5), (None, 0)]
FAULTED_PATHS = ["/posts", "/users"]
POSTS = 100


def start_server(binary):
    server = subprocess.Popen([binary, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    match = re.search(r"http://[0-9.]+:[0-9]+", line)
    if not match:
        server.kill()
        sys.exit(f"soak: api-server did not say where it listens: {line!r} {server.stderr.read()}")
    return server, match.group(0)


def admin(base, method, body=None, query=""):
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(f"{base}/__admin/faults{query}", data=data, method=method,
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return answer.status


def switch_faults(base, deadline, log):
    """Every 3 to 6 seconds, a new fault (or none) on each faulted path."""
    rng = random.Random(7)
    while time.monotonic() < deadline:
        for path in FAULTED_PATHS:
            fault, rate = rng.choice(FAULTS)
            if fault is None:
                admin(base, "DELETE", query=f"?path={path}")
            else:
                admin(base, "POST", {"path": path, "fault": fault, "rate": rate})
            log.append(fault or "none")
        time.sleep(rng.uniform(3, 6))
    admin(base, "DELETE")


async def load_connection(host, port, deadline, results):
    reader, writer = await asyncio.open_connection(host, port)
    index = 0
    try:
        while time.monotonic() < deadline:
            path = LOAD_PATHS[index % len(LOAD_PATHS)]
            index += 1
            status, ok = await get_json(reader, writer, host, port, path)
            results.append((path, ok, status))
            await asyncio.sleep(0.002)  # a steady load, not a flood: the demo shares the two cores
    finally:
        writer.close()


def run_load(base, deadline, results, connections):
    host, port = base.removeprefix("http://").split(":")

    async def everything():
        await asyncio.gather(*(load_connection(host, int(port), deadline, results) for _ in range(connections)))

    asyncio.run(everything())


def demo_script():
    lines = ["type emilys", "press tab", "type emilyspass", "press enter", "wait 30",
             "expect Signed in as Emily Johnson", "choose Posts", "wait 30", "frame row 1"]
    for row in range(2, POSTS + 1):
        lines += ["press down", "wait 30", f"frame row {row}"]
    return "\n".join(lines) + "\n"


def check_demo_run(output):
    """The selected row of each frame, in order: the 100 posts once each, and the last footer."""
    frames = re.split(r"^── \d+/\d+ · ", output, flags=re.M)[1:]
    selected = []
    for frame in frames:
        rows = [line for line in frame.splitlines() if line.startswith("›")]
        if len(rows) != 1:
            return f"a frame shows {len(rows)} selected rows"
        selected.append(re.sub(r"\s{2,}.*$", "", rows[0][1:].strip()))
    if len(selected) != POSTS:
        return f"{len(selected)} frames instead of {POSTS}"
    repeats = [title for index, title in enumerate(selected) if title in selected[:index]]
    if repeats:
        return f"rows shown twice (lost or repeated on the way down): {repeats[:3]}"
    if f"All {POSTS} posts" not in frames[-1]:
        return "the last frame does not say all 100 posts arrived"
    return None


def run_demo(binary, base, script_path):
    with tempfile.TemporaryFile() as output, tempfile.TemporaryFile() as errors:
        demo = subprocess.Popen([binary, "--api-base-url", base, "--script", script_path, "--width", "100",
                                 "--height", "30", "--color", "never"], stdout=output, stderr=errors)
        _, status, usage = os.wait4(demo.pid, 0)
        demo.returncode = os.waitstatus_to_exitcode(status)
        output.seek(0)
        errors.seek(0)
        return demo.returncode, output.read().decode(errors="replace"), errors.read().decode(errors="replace"), \
            usage.ru_maxrss


def resident_kb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def grew(samples):
    """Whether memory kept growing after warm-up: the last quarter's mean against the second's."""
    if len(samples) < 8:
        return None
    quarter = len(samples) // 4
    settled = sum(samples[quarter:2 * quarter]) / quarter
    late = sum(samples[-quarter:]) / quarter
    return late > settled * 1.15 + 10_000, settled, late


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=600, help="how long (default 600)")
    parser.add_argument("--bin", default=".build/debug", help="where api-server and demo are (default .build/debug)")
    parser.add_argument("--connections", type=int, default=4, help="load connections (default 4)")
    options = parser.parse_args()
    if options.seconds < 20:
        parser.error("--seconds must be 20 or more: warm-up takes a quarter of the time")
    for name in ("api-server", "demo"):
        if not os.access(os.path.join(options.bin, name), os.X_OK):
            parser.error(f"{options.bin}/{name} is missing: build it first (swift build)")

    server, base = start_server(os.path.join(options.bin, "api-server"))
    started = time.monotonic()
    deadline = started + options.seconds
    failures, load_results, fault_log, server_memory, demo_memory = [], [], [], [], []
    threads = [
        threading.Thread(target=run_load, args=(base, deadline, load_results, options.connections), daemon=True),
        threading.Thread(target=switch_faults, args=(base, deadline, fault_log), daemon=True),
    ]
    for thread in threads:
        thread.start()

    def sample():
        while time.monotonic() < deadline and server.poll() is None:
            server_memory.append(resident_kb(server.pid))
            time.sleep(1)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()

    runs = 0
    with tempfile.NamedTemporaryFile("w", suffix=".uiscript", delete=False) as script:
        script.write(demo_script())
    try:
        while time.monotonic() < deadline and server.poll() is None:
            status, output, errors, peak = run_demo(os.path.join(options.bin, "demo"), base, script.name)
            runs += 1
            demo_memory.append(peak)
            if status != 0:
                failures.append(f"demo run {runs} exited {status}: {errors.strip()[-400:]}")
                break
            problem = check_demo_run(output)
            if problem:
                failures.append(f"demo run {runs}: {problem}")
                break
        for thread in threads + [sampler]:
            thread.join(timeout=options.seconds + 30)
    finally:
        os.unlink(script.name)
        if server.poll() is not None:
            failures.append(f"api-server died with status {server.returncode}: {server.stderr.read()[-400:]}")
        else:
            server.send_signal(2)
            if server.wait(timeout=30) != 0:
                failures.append(f"api-server stopped with status {server.returncode}")

    load_errors = [(path, status) for path, ok, status in load_results if not ok]
    if load_errors:
        failures.append(f"{len(load_errors)} load errors, e.g. {load_errors[:3]}")
    if not load_results:
        failures.append("the load sent nothing")
    if runs == 0:
        failures.append("the demo never ran")
    server_growth = grew(server_memory)
    if server_growth and server_growth[0]:
        failures.append(f"the server's memory kept growing: {server_growth[1]:.0f} kB settled, {server_growth[2]:.0f} kB late")
    demo_growth = grew(demo_memory) if len(demo_memory) >= 8 else None
    if demo_growth and demo_growth[0]:
        failures.append(f"the demo's peak memory kept growing: {demo_growth[1]:.0f} kB, then {demo_growth[2]:.0f} kB")

    elapsed = time.monotonic() - started
    print(f"soak: {elapsed:.0f} s; demo runs: {runs} (each the 100 posts, row by row), peak RSS "
          f"{min(demo_memory, default=0) // 1024}-{max(demo_memory, default=0) // 1024} MB; "
          f"load: {len(load_results)} requests, {len(load_errors)} errors; fault switches: {len(fault_log)}; "
          f"server RSS {min(server_memory, default=0) // 1024}-{max(server_memory, default=0) // 1024} MB"
          + (f" (settled {server_growth[1] / 1024:.0f} MB, late {server_growth[2] / 1024:.0f} MB)" if server_growth else ""))
    for failure in failures:
        print(f"soak FAILED: {failure}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
