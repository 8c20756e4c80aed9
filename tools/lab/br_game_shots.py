#!/usr/bin/env python3
"""Screenshots of a whole 4-player Bella Rosarum game, the person (seat 0) against three
computers at Fast speed: one at the start of each of the person's turns (with the recap of the
computers' turns) and one at the end. The person only ends its phases (the first legal action
where no phase end is offered), so the game runs by the computers and the rules.

    python tools/lab/br_game_shots.py OUT_DIR LANG(en|de) DEVICE(desktop|phone) [MAX_TURNS]

Serves dist/ (build it first); desktop is 1366x768, phone 390x844 with touch.
"""
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))
from playwright.sync_api import sync_playwright
from tests.browser.pagedriver import HUMAN_OR_OVER, Server, new_game, new_game_dialog, open_page
ENDS = ["event", "end move", "end combat", "end parliament", "end coronation", "draw", "end turn", "pass"]
if len(sys.argv) < 4:
    raise SystemExit(__doc__)
out, lang, dev = Path(sys.argv[1]), sys.argv[2], sys.argv[3]
maxturns = int(sys.argv[4]) if len(sys.argv) > 4 else 60
out.mkdir(parents=True, exist_ok=True)
phone = dev == "phone"
vp = {"width": 390, "height": 844} if phone else {"width": 1366, "height": 768}
L = {"en": {"speed": "Computer speed", "fast": "Fast", "four": "4 players", "bella": "Bella Rosarum"},
     "de": {"speed": "Tempo des Computers", "fast": "Schnell", "four": "4 Spieler", "bella": "Bella Rosarum"}}[lang]
srv = Server(ROOT / "dist")
with sync_playwright() as p:
    b = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
    ctx = b.new_context(viewport=vp, device_scale_factor=1, is_mobile=phone, has_touch=phone, bypass_csp=True)
    page = ctx.new_page()
    page.on("pageerror", lambda e: print("pageerror:", e))
    open_page(page, srv.url, f"game=bella-rosarum&lang={lang}")
    dlg = new_game_dialog(page, lang)
    dlg.get_by_role("radio", name=L["bella"], exact=True).check()
    dlg.get_by_role("radio", name=L["four"], exact=True).check()
    new_game(page, L["bella"], L["four"], seed="17", level=None, lang=lang, dialog=dlg, wait=False)
    time.sleep(1)
    sel = page.get_by_label(L["speed"])
    if sel.count():
        sel.first.select_option(label=L["fast"])
    turn = 0
    while turn < maxturns:
        page.wait_for_function(HUMAN_OR_OVER, timeout=600_000, polling=100)
        u = page.evaluate("window.rosarium.ui")
        if u["outcome"]:
            break
        if u.get("phase") == "event" or "event" in u["legal"]:
            time.sleep(0.3)
            page.screenshot(path=str(out / f"{dev}-{lang}-turn{turn + 1:02d}.png"))
        act = next((a for a in ENDS if a in u["legal"]), None)
        if act is None:
            act = u["legal"][0]
            loc = page.locator(f'[data-key="act:{act}"]')
        else:
            loc = page.locator(f'[data-key="act:{act}"]')
        before = page.evaluate("window.rosarium.index")
        if loc.count():
            loc.first.click()
        else:
            print("no button for", act, u["legal"][:5]); break
        page.wait_for_function(f"window.rosarium.index !== {before}", timeout=600_000, polling=50)
        turn += act == "end turn"
    time.sleep(1)
    page.screenshot(path=str(out / f"{dev}-{lang}-end.png"))
    print(dev, lang, "turns", turn, "outcome", page.evaluate("window.rosarium.ui.outcome"))
    b.close()
srv.stop()
