"""One GET over a keep-alive HTTP/1.1 connection, as the offline API's load tools send it
(Tooling/load-test.py, Tooling/soak.py)."""


async def get_json(reader, writer, host, port, path):
    """Sends GET `path` and reads the whole answer: (status, ok), where ok means a 2xx with its
    full Content-Length and a JSON body."""
    writer.write(f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nAccept: application/json\r\n\r\n".encode())
    await writer.drain()
    parts = (await reader.readline()).split()
    status = int(parts[1]) if len(parts) > 1 else 0
    length = None
    while True:
        line = await reader.readline()
        if line in (b"\r\n", b""):
            break
        name, _, value = line.decode("latin-1").partition(":")
        if name.strip().lower() == "content-length":
            length = int(value.strip())
    body = await reader.readexactly(length) if length is not None else b""
    ok = 200 <= status < 300 and length is not None and len(body) == length and body[:1] in (b"[", b"{")
    return status, ok
