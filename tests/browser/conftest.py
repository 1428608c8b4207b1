"""A real JupyterLab, a Voila server and Debian's Chromium for the browser tests.

Each server serves a temporary copy of the notebooks (JupyterLab autosaves), listens on 127.0.0.1 with
a free port and a token, keeps HOME and every Jupyter/IPython dir in a temp folder, and has news and
update checks turned off (JupyterLab); Voila (the ``present`` extra) is started the same way. Chromium is driven by Python Playwright (never ``playwright install``) with
a fresh profile; every request that leaves 127.0.0.1 is aborted at once. All is stopped by PID.
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
OUTPUT = ROOT / "test-output"
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
# Copied with their paths kept, so notebooks find their neighbours as they do in the repo.
SERVED = ["notebooks", "tests/browser/notebooks"]
LAB_OVERRIDES = """{
  "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": false},
  "@jupyterlab/notebook-extension:tracker": {"windowingMode": "none", "autoStartDefaultKernel": true}
}
"""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _stop(proc: subprocess.Popen, grace: float = 10) -> None:
    """Stop a process we started (and the kernels it started: its own process group), by its PID."""
    if proc.poll() is None:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(grace)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(grace)
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGKILL)  # kernels left behind in the group, if any


@dataclass
class Server:
    """A Jupyter server we started: where it answers, its token, the folder it serves and its log."""

    url: str
    token: str
    root: Path
    log: Path

    @property
    def port(self) -> int:
        return int(self.url.rsplit(":", 1)[1])

    def log_tail(self, n: int = 40) -> str:
        lines = self.log.read_text(encoding="utf-8", errors="replace").splitlines()
        return "\n".join(lines[-n:])


class Lab(Server):
    def tree_url(self, relpath: str) -> str:
        return f"{self.url}/lab/tree/{relpath}?reset&token={self.token}"


class Voila(Server):
    def render_url(self, relpath: str) -> str:
        return f"{self.url}/voila/render/{relpath}?token={self.token}"


def _isolated_env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    for key, sub in {
        "HOME": "home",
        "JUPYTER_CONFIG_DIR": "jupyter/config",
        "JUPYTER_DATA_DIR": "jupyter/data",
        "JUPYTER_RUNTIME_DIR": "jupyter/runtime",
        "IPYTHONDIR": "ipython",
        "JUPYTERLAB_SETTINGS_DIR": "jupyter/lab/user-settings",
        "JUPYTERLAB_WORKSPACES_DIR": "jupyter/lab/workspaces",
        "XDG_CONFIG_HOME": "home/.config",
        "XDG_CACHE_HOME": "home/.cache",
    }.items():
        path = home / sub
        path.mkdir(parents=True, exist_ok=True)
        env[key] = str(path)
    env.pop("JUPYTER_PATH", None)
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    env["BOARDKIT_REPO"] = str(ROOT)  # the smoke notebook imports the toy game from tests/
    env["PYDEVD_DISABLE_FILE_VALIDATION"] = "1"
    return env


def _served_copy(base: Path) -> Path:
    served = base / "served"
    for rel in SERVED:
        if (ROOT / rel).is_dir():
            shutil.copytree(ROOT / rel, served / rel, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    return served


@contextlib.contextmanager
def _serve(server: Server, args: list[str], ready: str) -> Iterator[Server]:
    """Start ``args`` (its own process group), wait until ``ready`` (a path) answers 200, stop it by PID."""
    name = Path(args[0]).name
    with open(server.log, "w", encoding="utf-8") as out:
        proc = subprocess.Popen(
            args,
            cwd=server.root,
            env=_isolated_env(server.root.parent),  # HOME and Jupyter dirs beside the served copy
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group: kernels are stopped with it
        )
    try:
        deadline = time.monotonic() + 90
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"{name} exited with {proc.returncode}:\n{server.log_tail()}")
            try:
                with urllib.request.urlopen(f"{server.url}{ready}?token={server.token}", timeout=2) as r:
                    if r.status == 200:
                        break
            except (urllib.error.URLError, OSError):
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(f"{name} did not answer in 90 s:\n{server.log_tail()}")
            time.sleep(0.3)
        yield server
    finally:
        _stop(proc)


def _installed(command: str) -> str:
    """The venv's own console script, or a skip when its package is not installed."""
    if not shutil.which(command, path=str(Path(sys.executable).parent)):
        pytest.skip(f"{command} is not installed in this environment")
    return str(Path(sys.executable).parent / command)


@pytest.fixture(scope="session")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Lab]:
    command = _installed("jupyter-lab")
    base = tmp_path_factory.mktemp("lab")
    served = _served_copy(base)
    settings = base / "app-settings"
    settings.mkdir()
    (settings / "overrides.json").write_text(LAB_OVERRIDES, encoding="utf-8")
    server = Lab(f"http://127.0.0.1:{_free_port()}", secrets.token_hex(16), served, base / "jupyter.log")
    args = [
        command,
        "--no-browser",
        "--allow-root",
        "--ip=127.0.0.1",
        f"--port={server.port}",
        "--ServerApp.port_retries=0",
        f"--IdentityProvider.token={server.token}",
        f"--ServerApp.root_dir={served}",
        f"--LabApp.app_settings_dir={settings}",
        "--LabApp.news_url=",
        "--ServerApp.open_browser=False",
    ]
    with _serve(server, args, "/api/status"):
        yield server


@pytest.fixture(scope="session")
def voila(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Voila]:
    """Voila (the ``present`` extra) serving the same temporary copy; each page load runs its notebook."""
    command = _installed("voila")
    base = tmp_path_factory.mktemp("voila")
    served = _served_copy(base)
    server = Voila(f"http://127.0.0.1:{_free_port()}", secrets.token_hex(16), served, base / "voila.log")
    args = [
        command,
        "--no-browser",
        "--Voila.ip=127.0.0.1",
        f"--port={server.port}",
        "--Voila.port_retries=0",
        f"--token={server.token}",
        f"--Voila.root_dir={served}",
        "--show_tracebacks=True",  # an error in a cell shows its traceback on the page, for the test to report
    ]
    with _serve(server, args, "/"):
        yield server


@pytest.fixture(scope="session")
def chromium(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """A Chromium browser context with a fresh profile; outside requests are aborted at once."""
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"needs Debian's Chromium at {CHROMIUM} (scripts/test installs it)")
    from playwright.sync_api import sync_playwright

    profile = tmp_path_factory.mktemp("chromium-profile")
    home = tmp_path_factory.mktemp("chromium-home")
    with sync_playwright() as pw:
        context = pw.chromium.launch_persistent_context(
            str(profile),
            executable_path=CHROMIUM,
            headless=True,
            args=CHROMIUM_FLAGS,
            env={**os.environ, "HOME": str(home)},
            viewport={"width": 1400, "height": 1000},
        )
        # Only requests that leave the machine are routed (and aborted); local ones never wait on us.
        context.route(
            re.compile(r"^(?!https?://(127\.0\.0\.1|localhost)[:/])[a-z]+://"), lambda route: route.abort()
        )
        try:
            yield context
        finally:
            context.close()


@pytest.fixture()
def page(chromium: Any) -> Iterator[Any]:
    page = chromium.new_page()
    page.problems = []  # console errors and page errors, shown when a test fails
    page.on("pageerror", lambda exc: page.problems.append(f"pageerror: {exc}"))
    page.on(
        "console",
        lambda msg: page.problems.append(f"console.{msg.type}: {msg.text}") if msg.type == "error" else None,
    )
    try:
        yield page
    finally:
        page.close()


@pytest.fixture(scope="session")
def output_dir() -> Path:
    OUTPUT.mkdir(exist_ok=True)
    return OUTPUT
