# Shared by scripts/test and scripts/lab (sourced, not run): make .venv with Python >= 3.11 and an
# editable install of boardkit with its dev, present (Voila) and sim (dask) extras; skip the install when
# pyproject.toml is unchanged.
# shellcheck shell=bash

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$REPO/.venv"
STAMP="$VENV/.boardkit-installed"

say() { printf '\033[1m[boardkit]\033[0m %s\n' "$*" >&2; }

# Run a command as root: directly when we are root, else through sudo.
as_root() {
  if [ "$(id -u)" = 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo "$@"
  else
    say "need root for: $*  (no sudo found)"
    return 1
  fi
}

APT_UPDATED=""
apt_install() {
  if ! command -v apt-get >/dev/null 2>&1; then
    say "apt-get not found: install $* by hand"
    return 1
  fi
  if [ -z "$APT_UPDATED" ]; then
    as_root apt-get update -q
    APT_UPDATED=1
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@"
}

python_ok() { "$1" -c 'import sys; sys.exit(sys.version_info < (3, 11))' >/dev/null 2>&1; }

find_python() {
  local candidate
  for candidate in ${PYTHON:-} python3.13 python3.12 python3.11 python3; do
    if command -v "$candidate" >/dev/null 2>&1 && python_ok "$candidate"; then
      command -v "$candidate"
      return 0
    fi
  done
  return 1
}

ensure_venv() {
  if [ -x "$VENV/bin/python" ] && ! python_ok "$VENV/bin/python"; then
    say ".venv has a Python older than 3.11: making it again"
    rm -rf "$VENV"
  fi
  if [ ! -x "$VENV/bin/python" ]; then
    local python
    if ! python="$(find_python)"; then
      say "no Python >= 3.11 found: installing Debian's python3"
      apt_install python3 python3-venv
      python="$(find_python)" || { say "still no Python >= 3.11 (set PYTHON=/path/to/python3.11)"; exit 1; }
    fi
    say "creating .venv with $python ($("$python" --version 2>&1))"
    if ! "$python" -m venv "$VENV"; then
      rm -rf "$VENV"
      say "python -m venv failed: installing Debian's python3-venv"
      apt_install python3-venv
      "$python" -m venv "$VENV"
    fi
  fi
  # Reinstall only when what pip would install changes: pyproject.toml and where the repo is.
  local want
  want="$( (cat "$REPO/pyproject.toml"; echo "$REPO") | sha256sum | cut -d' ' -f1)"
  if [ "$(cat "$STAMP" 2>/dev/null)" != "$want" ] || ! "$VENV/bin/python" -c 'import boardkit' >/dev/null 2>&1; then
    say "installing boardkit (editable) with its dev, present and sim extras into .venv"
    "$VENV/bin/python" -m pip install --quiet -e "$REPO[dev,present,sim]"
    echo "$want" >"$STAMP"
  fi
}
