"""A minimal Chrome DevTools Protocol client over Debian's python3-websocket, for LabelFit's browser tests."""
import json, os, re, subprocess, tempfile, time, traceback

import websocket


class Browser:
    def __init__(self, device_scale=None, headless=True):
        """`headless=False` opens a real window: it needs an X display (run under xvfb-run)."""
        self.profile = tempfile.mkdtemp(prefix="labelfit-chromium-")
        scale = [f"--force-device-scale-factor={device_scale}"] if device_scale else []
        mode = ["--headless=new"] if headless else []
        self.process = subprocess.Popen(
            ["chromium"] + mode + ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage",
             "--remote-debugging-port=0", f"--user-data-dir={self.profile}", "--window-size=1100,900"] + scale + ["about:blank"],
            stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True)
        url = None
        deadline = time.time() + 60
        while time.time() < deadline and url is None:
            line = self.process.stderr.readline()
            m = re.search(r"DevTools listening on (ws://\S+)", line)
            if m:
                url = m.group(1)
        if url is None:
            raise RuntimeError("chromium did not start")
        self.ws = websocket.create_connection(url, timeout=30)
        self.next_id = 0
        target = self.call("Target.createTarget", url="about:blank")["targetId"]
        self.session = self.call("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        self.call("Page.enable", session=True)
        self.call("Runtime.enable", session=True)

    def call(self, method, session=False, **params):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params}
        if session:
            message["sessionId"] = self.session
        self.ws.send(json.dumps(message))
        while True:
            reply = json.loads(self.ws.recv())
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def navigate(self, url):
        self.call("Page.navigate", session=True, url=url)
        self.wait_for("document.readyState === 'complete'")

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", session=True, expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression, timeout=20):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.evaluate(expression):
                return
            time.sleep(0.1)
        raise AssertionError(f"timed out waiting for {expression}")

    def viewport(self, width, height, mobile=False, scale=1):
        """Emulates a screen of `width` × `height` CSS px (a phone with mobile=True)."""
        self.call("Emulation.setDeviceMetricsOverride", session=True, width=width, height=height, deviceScaleFactor=scale, mobile=mobile)

    def type_text(self, text):
        """Types as a user would: each character becomes an input event in the focused field."""
        for ch in text:
            self.call("Input.insertText", session=True, text=ch)

    def screenshot(self, path, selector=None):
        import base64
        params = {"format": "png"}
        if selector:
            box = self.evaluate(f"(() => {{ const r = document.querySelector({json.dumps(selector)}).getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; }})()")
            params["clip"] = {"x": box[0], "y": box[1], "width": max(box[2], 1), "height": max(box[3], 1), "scale": 1}
        data = self.call("Page.captureScreenshot", session=True, **params)["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))

    def close(self):
        try:
            self.ws.close()
        finally:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()


def start_server(binary, cwd):
    """Starts `labelfit serve --port 0` and returns (process, base URL)."""
    env = dict(os.environ, SWIFT_BACKTRACE="enable=no")
    p = subprocess.Popen([binary, "serve", "--port", "0"], cwd=cwd, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True, env=env)
    deadline = time.time() + 30
    while time.time() < deadline:
        line = p.stderr.readline()
        m = re.search(r"listening on (http://\S+)", line)
        if m:
            return p, m.group(1).rstrip("/")
    p.kill()
    raise RuntimeError("labelfit serve did not start")


class Cases:
    """Named test cases run in order; prints each outcome and the closing 'N passed, N failed' line."""
    def __init__(self):
        self.results = []

    def __call__(self, name):
        def run(fn):
            try:
                fn()
                self.results.append((name, None))
                print(f"ok   {name}")
            except Exception:
                self.results.append((name, traceback.format_exc()))
                print(f"FAIL {name}\n{traceback.format_exc()}")
            return fn
        return run

    def finish(self):
        failed = sum(1 for _, e in self.results if e)
        print(f"{len(self.results) - failed} passed, {failed} failed")
        return 1 if failed else 0
