#!/usr/bin/env bash
# Rosarium's whole test run, from a fresh Debian machine (as root) or a developer's checkout:
#   system packages (chromium, firefox-esr, webkit2gtk-driver, xvfb, node) -> Python test
#   tools -> npm ci -> build -> the web modules' import graph -> engine tests (CPython:
#   tests/engine, tests/games) -> the same inside Pyodide (Node), the JavaScript unit tests
#   (tests/js) and packaging (pip, venv), beside first contact in every engine (WebKit,
#   Chromium, Firefox: tests/browsers) and the dist checks -> browser tests (Chromium:
#   tests/browser).
#   Each step's line says when it began.
# Exits non-zero when any step fails; the test steps all run even if an earlier one failed.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

export DEBIAN_FRONTEND=noninteractive
export PIP_DISABLE_PIP_VERSION_CHECK=1
PY="${PYTHON:-}"
if [ -z "$PY" ]; then
  if command -v python >/dev/null 2>&1; then PY=python; else PY=python3; fi
fi

START_S=$SECONDS
elapsed() { local t=$((SECONDS - START_S)); printf '%d:%02d' $((t / 60)) $((t % 60)); }
say() { printf '\n==> [%s] %s\n' "$(elapsed)" "$*"; }
die() { printf '\ntools/ci/test.sh: %s\n' "$*" >&2; exit 1; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo -n "$@"; else "$@"; fi
}

apt_updated=0
apt_install() {
  if [ "$apt_updated" = 0 ]; then as_root apt-get update -q || return 1; apt_updated=1; fi
  as_root apt-get install -y -q --no-install-recommends "$@"
}

# ---- setup: any failure here stops the run
say "system packages"
if [ ! -x /usr/bin/chromium ]; then
  apt_install chromium || die "could not install chromium"
fi
# the other two engines, also from Debian (tests/browsers/drivers.py): Firefox ESR, driven over
# WebDriver BiDi, and WebKitGTK's MiniBrowser (in libwebkit2gtk-4.1-0) behind WebKitWebDriver,
# on a virtual screen
WEBKIT_LIB=/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser
if [ ! -x /usr/bin/firefox-esr ] || [ ! -x /usr/bin/WebKitWebDriver ] || [ ! -x "$WEBKIT_LIB" ] || [ ! -x /usr/bin/xvfb-run ] || ! command -v xauth >/dev/null 2>&1; then
  apt_install firefox-esr webkit2gtk-driver libwebkit2gtk-4.1-0 xvfb xauth || die "could not install firefox-esr, webkit2gtk-driver and xvfb"
fi
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
  apt_install nodejs npm || die "could not install nodejs/npm"
fi
if ! $PY -c "import ensurepip, venv" >/dev/null 2>&1; then
  # Debian splits venv's pip bootstrap out of python3; tests/packaging makes a fresh venv.
  apt_install python3-venv || die "could not install python3-venv"
fi
echo "chromium: $(/usr/bin/chromium --version 2>/dev/null | head -1)"
echo "firefox: $(/usr/bin/firefox-esr --version 2>/dev/null | head -1)  webkit: $(dpkg-query -W -f '${Version}' libwebkit2gtk-4.1-0 2>/dev/null)"
echo "node: $(node --version)  npm: $(npm --version 2>/dev/null)  python: $($PY --version 2>&1)"

say "python test tools (requirements-test.txt)"
if ! $PY -m pip install -q -r requirements-test.txt; then
  # Debian's own python3 refuses pip installs (PEP 668) unless told otherwise.
  $PY -m pip install -q --break-system-packages -r requirements-test.txt || die "pip install failed"
fi

say "npm ci --prefix web"
npm ci --prefix web --no-audit --no-fund || die "npm ci failed"

say "python build.py"
$PY build.py || die "build failed"

# ---- tests: run them all, then report
failed=()
run_step() {  # run_step NAME ALLOW_NO_TESTS CMD...
  local name="$1" allow_empty="$2"; shift 2
  say "$name: $*"
  "$@"
  local rc=$?
  if [ "$rc" = 5 ] && [ "$allow_empty" = 1 ]; then
    echo "($name: no tests collected; not a failure)"
  elif [ "$rc" != 0 ]; then
    echo "($name: exit status $rc)"
    failed+=("$name")
  fi
}

# run_beside NAME CMD [-- NAME2 CMD2]...: the first step in the foreground, the others at the same
# time in the background; each background step's output is held until it ends, then printed whole
# after the foreground step's, so the log stays readable.
run_beside() {
  local names=() logs=() pids=() fg=() cmd=() name first=1
  while [ $# -gt 0 ]; do
    name="$1"; shift; cmd=()
    while [ $# -gt 0 ] && [ "$1" != "--" ]; do cmd+=("$1"); shift; done
    [ $# -gt 0 ] && shift
    if [ "$first" = 1 ]; then first=0; fg=("$name" "${cmd[@]}"); continue; fi
    local log; log="$(mktemp)"
    # the sides beside yield to the first (nice): there the Pyodide tier, one thread, is the
    # longest side when it gets less than a core; the others take what it leaves and the time
    # they wait on browsers
    ( renice -n 10 -p "$BASHPID" >/dev/null 2>&1; "${cmd[@]}"; rc=$?; printf '(%s ended at %s)\n' "$name" "$(elapsed)"; exit $rc ) >"$log" 2>&1 &
    names+=("$name"); logs+=("$log"); pids+=($!)
  done
  run_step "${fg[0]}" 0 "${fg[@]:1}"
  local i rc
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}"; rc=$?
    say "${names[$i]} (beside the step above)"
    cat "${logs[$i]}"; rm -f "${logs[$i]}"
    if [ "$rc" != 0 ]; then
      echo "(${names[$i]}: exit status $rc)"
      failed+=("${names[$i]}")
    fi
  done
}

# Two pytest-xdist workers (ROSARIUM_TEST_WORKERS): the machine this must finish on has two
# cores; worksteal evens out the long tests (a whole game in the browser) between them.
WORKERS="${ROSARIUM_TEST_WORKERS:-2}"
PARALLEL=(-n "$WORKERS" --dist worksteal)
# The web modules' import graph: no cycle, and the embed's toolkit reaches no page module.
run_step "web module graph" 0 node tools/ci/check_modules.mjs dist
# A hundred random games for the property tests under CPython (the Pyodide run uses fewer;
# ROSARIUM_TEST_GAMES=1000 for a deeper run).
run_step "engine tests (CPython)" 0 env ROSARIUM_TEST_GAMES="${ROSARIUM_TEST_GAMES:-100}" \
  $PY -m pytest tests/engine tests/games -q -p no:cacheprovider "${PARALLEL[@]}"
# Two sides at the same time, about one core each: the engine tests in Pyodide (one Node thread),
# then the JavaScript unit tests (tests/js) and the packaging test; beside them the first-contact
# suite (tests/browsers), one engine at a time (WebKit's first, the slowest), then the checks of
# the built dist/. (Run beside the Chromium suite instead, Node's one Pyodide thread got a
# fraction of a core among Chromium's many, and the whole run took longer.) Each side runs every
# step even when one before it failed, and names the steps that failed.
FIRST_CONTACT=($PY -m pytest tests/browsers -q -p no:cacheprovider)
side_step() { local name="$1"; shift; say "$name: $*"; "$@" || side_failed+=("$name"); }
side_end() { if [ "${#side_failed[@]}" -gt 0 ]; then printf '(failed: %s)\n' "${side_failed[*]}"; return 1; fi; }
# the Pyodide tier, then the short JavaScript and packaging steps (the WebKit side is the longer)
engine_side() {
  local side_failed=()
  side_step "engine tests (Pyodide)" node tests/pyodide/run_tests.mjs
  side_step "JavaScript unit tests (the session, its history, the page controller)" node --test tests/js/
  side_step "packaging (pip install into a fresh venv)" $PY -m pytest tests/packaging -q -p no:cacheprovider
  side_end
}
# WebKit's first contact waits on its driver much of its time: a side of its own, beside the
# Pyodide tier and the other browsers
webkit_side() {
  local side_failed=()
  side_step "first contact in WebKit" env ROSARIUM_BROWSERS=webkit "${FIRST_CONTACT[@]}"
  side_end
}
browsers_side() {
  local side_failed=()
  side_step "first contact in Chromium and Firefox" env ROSARIUM_BROWSERS=chromium,firefox "${FIRST_CONTACT[@]}"
  side_step "dist checks (Chromium: worker, snapshot, service worker, single file)" $PY tools/ci/smoke_dist.py
  side_end
}
run_beside "engine tests (Pyodide), JavaScript unit tests, packaging" engine_side \
  -- "first contact in WebKit" webkit_side \
  -- "first contact in Chromium and Firefox, dist checks" browsers_side
run_step "browser tests (Chromium)" 0 $PY -m pytest tests/browser -q -p no:cacheprovider --durations=25 "${PARALLEL[@]}"

if [ "${#failed[@]}" -gt 0 ]; then
  printf '\ntools/ci/test.sh: FAILED after %s: %s\n' "$(elapsed)" "${failed[*]}"
  exit 1
fi
printf '\ntools/ci/test.sh: all steps passed in %s\n' "$(elapsed)"
