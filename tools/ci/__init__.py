"""The test run's scripts: test.sh (what .ci/run calls), the web module graph check, the dist checks."""
