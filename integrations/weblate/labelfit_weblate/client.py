"""The HTTP client of a running `labelfit serve` (docs/api.md).

Standard library only: the add-on adds nothing to Weblate's own requirements.
"""

from __future__ import annotations

import json
import socket
import urllib.error
import time
import urllib.request
from dataclasses import dataclass
from threading import Lock

# docs/api.md, "Who may call it": a POST under /v1/ must say `Content-Type: application/json`; the
# `Host` urllib sends comes from the URL, and the server accepts its listening address, `localhost`,
# `127.0.0.1`, `[::1]` or a name given with `--allowed-host`. No `Origin` is sent (a program, not a page).
_JSON = "application/json"


class LabelFitUnavailable(Exception):
    """The server could not be asked or did not answer: refused, timed out, not LabelFit's JSON."""

    def __init__(self, url: str, reason: str) -> None:
        super().__init__(f"LabelFit unreachable at {url}: {reason}")
        self.url = url
        self.reason = reason


class LabelFitRefused(Exception):
    """The server answered the request with an error (docs/api.md, "Errors and limits")."""

    def __init__(self, url: str, status: int, message: str) -> None:
        super().__init__(f"LabelFit at {url} refused the request ({status}): {message}")
        self.url = url
        self.status = status
        self.message = message


class _Unreachable:
    """Servers that could not be asked lately, by URL: when and why.

    Weblate checks strings one after another (a whole component on import or `updatechecks`), so a
    server that is down would cost every string the whole timeout. After one failure the server is
    not asked again for `retry_after` seconds; each check in that time fails at once, with the reason.
    """

    def __init__(self) -> None:
        self._lock = Lock()
        self._since: dict[str, tuple[float, str]] = {}

    def reason(self, url: str, retry_after: float) -> str | None:
        with self._lock:
            seen = self._since.get(url)
            if seen is None:
                return None
            if time.monotonic() - seen[0] >= retry_after:
                del self._since[url]
                return None
            return seen[1]

    def note(self, url: str, reason: str) -> None:
        with self._lock:
            self._since[url] = (time.monotonic(), reason)

    def clear(self, url: str) -> None:
        with self._lock:
            self._since.pop(url, None)


UNREACHABLE = _Unreachable()


@dataclass(frozen=True)
class LabelFitClient:
    """One server, one bounded timeout (seconds) for each whole request, and how long a server that
    could not be asked is left alone (`retry_after` seconds; 0 asks every time)."""

    url: str = "http://127.0.0.1:8080"
    timeout: float = 5.0
    retry_after: float = 30.0

    def measure(self, body: dict) -> dict:
        """`POST /v1/measure`: the pair's record (`result`) and the settings it was measured with."""
        return self._request("POST", "/v1/measure", body)

    def fonts(self) -> list[dict]:
        """`GET /v1/fonts`: the families a request may name."""
        return self._request("GET", "/v1/fonts", None).get("fonts", [])

    def config(self) -> dict:
        """`GET /v1/config`: what a request that sets nothing is measured with."""
        return self._request("GET", "/v1/config", None)

    def _request(self, method: str, path: str, body: dict | None) -> dict:
        if self.retry_after > 0 and (reason := UNREACHABLE.reason(self.url, self.retry_after)) is not None:
            raise LabelFitUnavailable(self.url, f"{reason} (not asked again for {self.retry_after:g} s after that)")
        try:
            answer = self._ask(method, path, body)
        except LabelFitUnavailable as error:
            UNREACHABLE.note(self.url, error.reason)
            raise
        UNREACHABLE.clear(self.url)
        return answer

    def _ask(self, method: str, path: str, body: dict | None) -> dict:
        url = self.url.rstrip("/") + path
        data = None if body is None else json.dumps(body, ensure_ascii=False).encode("utf-8")
        request = urllib.request.Request(url, data=data, method=method)
        request.add_header("Accept", _JSON)
        if data is not None:
            request.add_header("Content-Type", _JSON)
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:  # noqa: S310 (the admin's URL)
                raw = response.read()
        except urllib.error.HTTPError as error:
            raise LabelFitRefused(self.url, error.code, _error_message(error)) from error
        except (urllib.error.URLError, socket.timeout, TimeoutError, ConnectionError, OSError) as error:
            reason = getattr(error, "reason", None) or error
            raise LabelFitUnavailable(self.url, str(reason) or type(error).__name__) from error
        try:
            answer = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as error:
            raise LabelFitUnavailable(self.url, f"the answer to {method} {path} is not JSON ({error})") from error
        if not isinstance(answer, dict):
            raise LabelFitUnavailable(self.url, f"the answer to {method} {path} is not a JSON object")
        return answer


def _error_message(error: urllib.error.HTTPError) -> str:
    """LabelFit's errors are `{"error": {"status", "message"}}`; anything else is quoted as it came."""
    try:
        raw = error.read()
    except OSError:
        return error.reason or ""
    try:
        return json.loads(raw.decode("utf-8"))["error"]["message"]
    except (UnicodeDecodeError, json.JSONDecodeError, KeyError, TypeError):
        return raw.decode("utf-8", "replace")[:200] or str(error.reason)


class FamilyCache:
    """The server's families, asked once per client (a server's fonts are fixed while it runs)."""

    def __init__(self) -> None:
        self._lock = Lock()
        self._families: dict[str, list[str]] = {}

    def families(self, client: LabelFitClient) -> list[str]:
        key = client.url
        with self._lock:
            cached = self._families.get(key)
        if cached is not None:
            return cached
        names = sorted({font["family"] for font in client.fonts() if isinstance(font, dict) and "family" in font})
        with self._lock:
            self._families[key] = names
        return names
