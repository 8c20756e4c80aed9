"""Writes the training rows for fitted.py: medium-vs-medium 3-player games, one JSON line per game (README.md)."""
import json, sys
sys.path.insert(0,'.')
from engine.games import bella_rosarum as B
from engine.ai.bella_rosarum.players import choose
from fitted import features
from engine.ai.bella_rosarum.evaluate import shares
tag, n0, n1 = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
out=open(f"logs/feat_{tag}_{n0}.jsonl","w")
for g in range(n0,n1):
    s=B.new_state(f"{tag}:{g}",{"players":3}); rows=[]; ply=0
    while B.outcome(s) is None:
        if s["phase"]=="event": rows.append((s["round"], s["to_move"], features(s), shares(s, 6.0)))
        s,_,_=B.apply(s, choose(s,"medium",f"{tag}:{g}:{ply}")); ply+=1
    res=B.outcome(s)
    out.write(json.dumps({"g":g,"winner":res["winner"],"rows":rows})+"\n"); out.flush()
