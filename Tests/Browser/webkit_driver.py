"""One WebKitGTK page measurement through WebKitWebDriver and MiniBrowser, for the tests that compare
LabelFit's `webkitgtk` model with the engine (test_web_platforms.py, test_webkit_advances.py)."""
import json, os, socket, subprocess, time, urllib.request


def measure(scale, page, script, fonts_loaded, minibrowser, timeout=60):
    """`script` (a JavaScript expression) evaluated in MiniBrowser once `fonts_loaded` holds, on the local
    `page`, at GDK_SCALE `scale`; None when the driver does not start."""
    s = socket.socket(); s.bind(("127.0.0.1", 0)); port = s.getsockname()[1]; s.close()
    env = dict(os.environ)
    # Debian's WebKitGTK starts its web process inside bubblewrap, which needs user namespaces that an
    # unprivileged CI container usually lacks; without them the process never starts and the session
    # hangs. Safe here: the browser loads only the local page the test wrote, nothing from the network.
    env["WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS"] = "1"
    if scale != 1:
        env["GDK_SCALE"] = str(scale)
    driver = subprocess.Popen(["WebKitWebDriver", f"--port={port}", "--host=local"], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL, env=env)
    base = f"http://127.0.0.1:{port}"

    def req(method, path, body=None):
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(base + path, data=data, method=method, headers={"Content-Type": "application/json"})
        return json.loads(urllib.request.urlopen(request, timeout=timeout).read())["value"]

    try:
        deadline = time.monotonic() + 20
        while True:
            try:
                urllib.request.urlopen(base + "/status", timeout=1)
                break
            except Exception:
                if driver.poll() is not None or time.monotonic() > deadline:
                    return None
                time.sleep(0.1)
        caps = {"capabilities": {"alwaysMatch": {"webkitgtk:browserOptions": {"binary": minibrowser, "args": ["--automation"]}}}}
        sid = req("POST", "/session", caps)["sessionId"]
        req("POST", f"/session/{sid}/url", {"url": "file://" + page})
        for _ in range(300):
            if req("POST", f"/session/{sid}/execute/sync", {"script": "return " + fonts_loaded, "args": []}):
                break
            time.sleep(0.1)
        measured = req("POST", f"/session/{sid}/execute/sync", {"script": "return " + script, "args": []})
        req("DELETE", f"/session/{sid}")
        return measured
    finally:
        driver.terminate()
        try:
            driver.wait(timeout=10)
        except subprocess.TimeoutExpired:
            driver.kill()
