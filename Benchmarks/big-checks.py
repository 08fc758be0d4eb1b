"""Twenty maximum-size /v1/check requests at once against `labelfit serve` on loopback: every answer
must be complete (chunked, ending with its last chunk, 1,000 records and a summary), and the server's
peak RSS (sampled every 20 ms from /proc) and its RSS afterwards are reported beside the idle figure.

Run: python3 Benchmarks/big-checks.py .build/release/labelfit [CLIENTS] [ROUNDS]
Exits 1 when an answer is incomplete or the server died; memory figures are printed, not judged
(the machine is shared), and recorded in Benchmarks/RESULTS.md.
"""
import json, os, re, socket, subprocess, sys, threading, time

binary = sys.argv[1]
clients = int(sys.argv[2]) if len(sys.argv) > 2 else 20
rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 2
root = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
server = subprocess.Popen([binary, "serve", "--port", "0"], cwd=root, stderr=subprocess.PIPE, text=True,
                          env=dict(os.environ, SWIFT_BACKTRACE="enable=no"))
port = None
while port is None:
    line = server.stderr.readline()
    if not line:
        sys.exit("server did not start")
    m = re.search(r"127\.0\.0\.1:(\d+)", line)
    port = int(m.group(1)) if m else None


def rss_mb():
    with open(f"/proc/{server.pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


# A maximum-size batch: 1,000 pairs (the default --max-batch) built from the Corpus's action-sheet
# labels, each string repeated to about 250 characters, so the body is about 700 KB (limit 1 MiB).
rows = [l.rstrip("\n").split("\t") for l in open(os.path.join(root, "Corpus/tsv/action-sheet-labels.tsv"), encoding="utf-8")][1:]
pairs = []
for i in range(1000):
    key, en, ar = rows[i % len(rows)][:3]
    pairs.append({"key": f"{key}-{i}", "en": " ".join([en] * max(1, 250 // (len(en) + 1))),
                  "ar": " ".join([ar] * max(1, 250 // (len(ar) + 1)))})
body = json.dumps({"pairs": pairs, "row": {"inline_size_px": 320}}, ensure_ascii=False).encode()


def check(results, index):
    s = socket.create_connection(("127.0.0.1", port), timeout=300)
    try:
        s.sendall(f"POST /v1/check HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\nContent-Type: application/json\r\n".encode()
                  + f"Content-Length: {len(body)}\r\n\r\n".encode() + body)
        data = bytearray()
        while True:
            chunk = s.recv(1 << 20)
            if not chunk:
                break
            data += chunk
    except OSError as e:
        results[index] = f"error: {e}"
        return
    finally:
        s.close()
    head, _, rest = bytes(data).partition(b"\r\n\r\n")
    if not head.startswith(b"HTTP/1.1 200"):
        results[index] = f"status: {head[:40]!r}"
        return
    out, pos = bytearray(), 0
    while True:
        eol = rest.find(b"\r\n", pos)
        if eol < 0:
            results[index] = "incomplete: no last chunk"
            return
        size = int(rest[pos:eol].split(b";")[0], 16)
        if size == 0:
            break
        out += rest[eol + 2:eol + 2 + size]
        pos = eol + 2 + size + 2
    answer = json.loads(out)
    ok = len(answer["strings"]) == 1000 and answer["summary"]["strings"] == 1000
    results[index] = (len(out), ok)


time.sleep(1)
idle = rss_mb()
print(f"server pid {server.pid}, {os.cpu_count()} cores; body {len(body) / 1000:.0f} KB, {len(pairs)} pairs; idle RSS {idle:.1f} MB")
failures = 0
peak_all = idle
try:
    for r in range(rounds):
        results = [None] * clients
        threads = [threading.Thread(target=check, args=(results, i)) for i in range(clients)]
        peak = rss_mb()
        start = time.monotonic()
        for t in threads:
            t.start()
        while any(t.is_alive() for t in threads):
            peak = max(peak, rss_mb())
            time.sleep(0.02)
        seconds = time.monotonic() - start
        time.sleep(2)
        after = rss_mb()
        peak_all = max(peak_all, peak)
        complete = sum(1 for x in results if isinstance(x, tuple) and x[1])
        sizes = [x[0] for x in results if isinstance(x, tuple)]
        failures += clients - complete
        print(f"round {r + 1}: {complete}/{clients} answers complete in {seconds:.1f} s, "
              f"{(sum(sizes) / len(sizes) / 1e6) if sizes else 0:.1f} MB each; peak RSS {peak:.1f} MB, 2 s later {after:.1f} MB")
        for x in results:
            if not (isinstance(x, tuple) and x[1]):
                print("  ", x)
    if server.poll() is not None:
        print("the server died")
        failures += 1
finally:
    server.terminate()
    server.wait(timeout=30)
print(f"RESULT clients={clients} rounds={rounds} idle_mb={idle:.1f} peak_mb={peak_all:.1f} failures={failures}")
sys.exit(1 if failures else 0)
