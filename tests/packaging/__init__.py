"""The engine as a pip-installable package."""
