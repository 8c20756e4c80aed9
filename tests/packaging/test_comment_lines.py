"""build.py sends the page's scripts and styles without their whole-line comments; code lines,
comments after code and blocks followed by code on their last line stay as they were."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402

JS = """// a line comment
/** A block
 * of two lines. */
const a = 1; // after code: kept
  /* one line */
const url = "http://x"; /* kept */
/* a block whose end
has code after it */ const b = 2;
const t = `
text`;"""


def test_whole_line_comments_go_and_code_stays():
    out = build.without_comment_lines(JS, ".js").split("\n")
    assert out == ['const a = 1; // after code: kept', 'const url = "http://x"; /* kept */',
                   "/* a block whose end", "has code after it */ const b = 2;", "const t = `", "text`;"]


def test_css_keeps_double_slashes():
    css = "/* note */\n.a { background: url(//x/y.png); }\n// not a comment in CSS"
    assert build.without_comment_lines(css, ".css").split("\n") == [".a { background: url(//x/y.png); }",
                                                                     "// not a comment in CSS"]


def test_page_css_drops_comments_and_indentation_but_not_strings():
    css = 'a { content: " ▾" / ""; } /* the Menu\'s size */\n\n  .b::after {\n    content: "/* kept */";\n  }\n'
    assert build.lean_css(css) == 'a { content: " ▾" / ""; }\n.b::after {\ncontent: "/* kept */";\n}\n'
