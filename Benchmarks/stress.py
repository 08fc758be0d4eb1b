"""Stress test of `labelfit serve` on loopback: for DURATION seconds, a mix of valid, malformed,
oversized, garbage, cross-origin and slow requests from several threads. Passes when every valid request got 200,
every bad one its 4xx, the server's RSS stayed flat, and SIGTERM stopped it cleanly.

Run: python3 Benchmarks/stress.py .build/release/labelfit [DURATION_SECONDS]
"""
import json, os, random, re, signal, socket, subprocess, sys, threading, time

binary = sys.argv[1]
duration = float(sys.argv[2]) if len(sys.argv) > 2 else 60
root = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
server = subprocess.Popen([binary, "serve", "--port", "0", "--timeout", "3"], cwd=root, stderr=subprocess.PIPE, text=True,
                          env=dict(os.environ, SWIFT_BACKTRACE="enable=no"))
port = None
while port is None:
    m = re.search(r"127\.0\.0\.1:(\d+)", server.stderr.readline())
    port = int(m.group(1)) if m else None


def exchange(raw, read_timeout=10):
    s = socket.create_connection(("127.0.0.1", port), timeout=read_timeout)
    try:
        s.sendall(raw)
        s.shutdown(socket.SHUT_WR)
        data = b""
        while True:
            chunk = s.recv(65536)
            if not chunk:
                break
            data += chunk
        return int(data.split(b" ", 2)[1]) if data.startswith(b"HTTP/") else 0
    finally:
        s.close()


def host():
    """The Host the server answers for (RequestAdmission): its own address and port."""
    return f"Host: 127.0.0.1:{port}\r\n"


def post_expect_continue(size):
    """Announces a body with Expect: 100-continue (as curl does for large bodies) and reads the answer
    before sending it: the server refuses from the length alone."""
    s = socket.create_connection(("127.0.0.1", port), timeout=10)
    try:
        s.sendall(f"POST /v1/measure HTTP/1.1\r\n{host()}Content-Type: application/json\r\nContent-Length: {size}\r\nExpect: 100-continue\r\n\r\n".encode())
        data = s.recv(4096)
        return int(data.split(b" ", 2)[1]) if data.startswith(b"HTTP/") else 0
    finally:
        s.close()


def post(body, path="/v1/measure", headers="Content-Type: application/json\r\n"):
    head = f"POST {path} HTTP/1.1\r\n{host()}Connection: close\r\n{headers}Content-Length: {len(body)}\r\n\r\n"
    return exchange(head.encode() + body)


valid = [json.dumps(b, ensure_ascii=False).encode() for b in [
    {"en": "Add to Home Screen", "ar": "إضافة إلى الشاشة الرئيسية", "row": {"inline_size_px": 160}},
    {"en": "Delete", "ar": "حذف", "line_height": 1.0, "profile": "uikit"},
    {"pairs": [{"en": "Share", "ar": "مشاركة"}, {"en": "Copy Link", "ar": "نسخ الرابط"}]},
]]
kinds = {
    "valid": (lambda: post(valid[0]) if random.random() < 0.5 else post(valid[1]), {200}),
    "valid-check": (lambda: post(valid[2], "/v1/check"), {200}),
    "malformed": (lambda: post(b'{"ar": "\xd8\xad\xd8'), {400}),
    "invalid-utf8": (lambda: post(b'{"ar":"\xc3\x28"}'), {400}),
    "oversized": (lambda: post_expect_continue(2 << 20), {413}),
    "long-string": (lambda: post(json.dumps({"ar": "ب" * 5000}).encode()), {413}),
    "garbage": (lambda: exchange(bytes(random.getrandbits(8) for _ in range(200))), {0, 400, 405, 404, 413, 421, 505}),
    # A web page on another origin, a DNS-rebound name, a CORS-simple body type, a smuggled length.
    "cross-origin": (lambda: post(valid[1], headers="Content-Type: application/json\r\nOrigin: http://evil.example\r\n"), {403}),
    "rebound-host": (lambda: exchange(f"GET /v1/config HTTP/1.1\r\nHost: evil.example:{port}\r\nConnection: close\r\n\r\n".encode()), {421}),
    "text-plain": (lambda: post(valid[1], headers="Content-Type: text/plain\r\n"), {415}),
    "two-lengths": (lambda: post(valid[1], headers="Content-Type: application/json\r\nContent-Length: 3\r\n"), {400}),
    "deep-json": (lambda: post(b"[" * 5000), {400}),
}
counts = {k: [0, 0] for k in kinds}
lock = threading.Lock()
stop = time.time() + duration


def worker(names):
    while time.time() < stop:
        name = random.choice(names)
        fn, expected = kinds[name]
        try:
            status = fn()
        except OSError:
            status = -1
        with lock:
            counts[name][0] += 1
            if status not in expected:
                counts[name][1] += 1


def slow_client():
    """Opens a connection, sends half a request, then nothing; the server must drop it (3 s timeout)."""
    dropped = 0
    while time.time() < stop - 5:
        s = socket.create_connection(("127.0.0.1", port))
        s.sendall(f"POST /v1/measure HTTP/1.1\r\n{host()}Content-Type: application/json\r\nContent-Length: 50\r\n\r\n{{\"ar\":".encode())
        s.settimeout(10)
        started = time.time()
        try:
            if s.recv(1024) == b"" and time.time() - started < 8:
                dropped += 1
        except OSError:
            pass
        s.close()
    with lock:
        counts.setdefault("slow-dropped", [0, 0])[0] += dropped


def rss():
    with open(f"/proc/{server.pid}/status") as f:
        return int(next(l for l in f if l.startswith("VmRSS")).split()[1]) // 1024


threads = [threading.Thread(target=worker, args=(list(kinds),)) for _ in range(6)]
threads += [threading.Thread(target=worker, args=(["valid", "valid-check"],)) for _ in range(2)]
threads += [threading.Thread(target=slow_client) for _ in range(4)]
for t in threads:
    t.start()
samples = []
while time.time() < stop:
    time.sleep(min(10, max(0.1, stop - time.time())))
    samples.append(rss())
for t in threads:
    t.join()
server.send_signal(signal.SIGTERM)
try:
    code = server.wait(timeout=20)
except subprocess.TimeoutExpired:
    server.kill()
    code = "killed"
print(f"{duration:.0f} s, server RSS every 10 s (MB): {samples}")
for k, (n, bad) in counts.items():
    print(f"  {k:13s} {n:7d} requests, {bad} unexpected answers")
print(f"  shutdown on SIGTERM: exit {code}")
failures = sum(bad for n, bad in counts.values()) + (0 if code == 0 else 1)
growth = samples[-1] - min(samples) if samples else 0
if growth > 20:
    failures += 1
    print(f"  RSS grew by {growth} MB")
print(f"{1 if failures == 0 else 0} passed, {1 if failures else 0} failed")
sys.exit(1 if failures else 0)
