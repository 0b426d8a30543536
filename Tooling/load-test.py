#!/usr/bin/env python3
"""A bounded load on the offline API over loopback: N keep-alive connections for S seconds,
each sending GET requests for the given paths in turn. Reports requests, errors (non-2xx,
malformed or dropped responses), throughput and latency percentiles.

    python3 Tooling/load-test.py --url http://127.0.0.1:8080 --connections 50 --seconds 15 \
        /posts?_page=1&_limit=20 /v2/beers?page=1&per_page=80

Start the server in release mode first (`swift run -c release api-server --port 8080`).
Exit status 1 when any request failed."""
import argparse
import asyncio
import time
from urllib.parse import urlsplit

from keepalive_http import get_json


async def connection(host, port, paths, deadline, results):
    reader, writer = await asyncio.open_connection(host, port)
    index = 0
    try:
        while time.monotonic() < deadline:
            path = paths[index % len(paths)]
            index += 1
            started = time.monotonic()
            _, ok = await get_json(reader, writer, host, port, path)
            results.append((path, ok, time.monotonic() - started))
    except (ConnectionError, asyncio.IncompleteReadError) as error:
        results.append(("connection", False, 0.0))
    finally:
        writer.close()


async def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--url", default="http://127.0.0.1:8080")
    parser.add_argument("--connections", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=15)
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args()
    url = urlsplit(args.url)
    deadline = time.monotonic() + args.seconds
    results = []
    started = time.monotonic()
    await asyncio.gather(
        *(connection(url.hostname, url.port or 80, args.paths, deadline, results) for _ in range(args.connections)))
    elapsed = time.monotonic() - started
    errors = sum(1 for _, ok, _ in results if not ok)
    print(f"{args.connections} connections, {elapsed:.1f} s: {len(results)} requests, {errors} errors, "
          f"{len(results) / elapsed:.0f} requests/s")
    for path in args.paths:
        latencies = sorted(latency for p, ok, latency in results if p == path and ok)
        if latencies:
            def percentile(fraction):
                return latencies[min(len(latencies) - 1, int(fraction * len(latencies)))] * 1000
            print(f"  {path}: {len(latencies)} ok, latency p50 {percentile(0.5):.1f} ms, "
                  f"p99 {percentile(0.99):.1f} ms, max {latencies[-1] * 1000:.1f} ms")
    raise SystemExit(1 if errors else 0)


asyncio.run(main())
