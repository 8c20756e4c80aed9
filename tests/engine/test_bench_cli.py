"""engine.bench's command line: bad input gets a clear error and exit code 2, not a traceback."""

import pytest

from engine import bench


@pytest.mark.parametrize("arg", ["abc", "-1", "0", "inf", "nan"])
def test_bad_seconds_are_refused_with_a_message(arg, capsys):
    with pytest.raises(SystemExit) as exc:
        bench.main(["--", arg])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "seconds" in err and repr(arg) in err


def test_help_names_the_seconds_argument(capsys):
    with pytest.raises(SystemExit) as exc:
        bench.main(["--help"])
    assert exc.value.code == 0
    assert "seconds" in capsys.readouterr().out
