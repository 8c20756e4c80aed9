"""Paired comparison of Bella Rosarum arena logs on the same deals (README.md)."""
import json, sys, math
def load(f):
    d={}
    for l in open(f):
        if l.strip():
            g=json.loads(l); d[g["index"]]=(1 if g["result"]["winner"]==g["a_seat"] else 0, g["cpu"])
    return d
base=load(sys.argv[1])
for f in sys.argv[2:]:
    d=load(f); idx=sorted(set(d)&set(base))
    n=len(idx)
    if n==0: print(f,"none"); continue
    w=sum(d[i][0] for i in idx); b=sum(base[i][0] for i in idx)
    diffs=[d[i][0]-base[i][0] for i in idx]; m=sum(diffs)/n
    sd=math.sqrt(sum((x-m)**2 for x in diffs)/max(1,n-1))
    p=w/n
    cpus=[c for i in idx for k,v in d[i][1].items() if k.startswith("hard") for c in v]
    print(f"{f}: n={n} a={w}/{n}={p:.3f}±{1.96*math.sqrt(p*(1-p)/n):.3f} base={b}/{n}={b/n:.3f} paired {m:+.3f}±{1.96*sd/math.sqrt(n):.3f}  hard cpu mean {1000*sum(cpus)/max(1,len(cpus)):.1f}ms max {1000*max(cpus or [0]):.0f}ms")
