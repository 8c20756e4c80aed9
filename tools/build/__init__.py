"""What build.py runs to make dist/: the CSP, the single file, the bundler and standard-library cut (Node), the generators."""
