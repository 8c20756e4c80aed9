#!/usr/bin/env bash
# Build dist/ and serve it on http://127.0.0.1:${PORT:-8000}/ (pass --port N to change).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
PY="${PYTHON:-$(command -v python || command -v python3)}"
[ -d web/node_modules/pyodide ] || npm ci --prefix web --no-audit --no-fund
exec "$PY" build.py serve "$@"
