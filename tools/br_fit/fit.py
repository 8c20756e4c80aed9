"""Fits fitted.py's weights to the winners in gen.py's rows and compares with the hand evaluation (README.md)."""
import json, sys, math, glob, random
sys.path.insert(0,'.')
from fitted import NAMES
rows=[]; games=0
for f in sys.argv[1:]:
    for l in open(f):
        if not l.strip(): continue
        g=json.loads(l)
        if g["winner"] is None: continue
        games+=1
        for row in g["rows"]:
            rows.append((f+str(g["g"]), row[2], g["winner"], row[3] if len(row) > 3 else None))
print("games",games,"positions",len(rows))
k=len(NAMES)
# scale
sd=[0.0]*k
for _,F,_,_ in rows:
    for fi in F:
        for j in range(k): sd[j]+=fi[j]**2
sd=[math.sqrt(x/(3*len(rows))) or 1.0 for x in sd]
def ll_grad(w, data, lam=0.01):
    g=[0.0]*k; ll=0.0
    for _,F,win,_ in data:
        sc=[sum(w[j]*fi[j]/sd[j] for j in range(k)) for fi in F]
        m=max(sc); e=[math.exp(x-m) for x in sc]; t=sum(e); p=[x/t for x in e]
        ll+=math.log(p[win]+1e-12)
        for i,fi in enumerate(F):
            c=(1 if i==win else 0)-p[i]
            for j in range(k): g[j]+=c*fi[j]/sd[j]
    n=len(data)
    return ll/n - lam*sum(x*x for x in w), [gj/n-2*lam*w[j] for j,gj in enumerate(g)]
# split by game for validation
gids=sorted({r[0] for r in rows}); random.Random(1).shuffle(gids)
val=set(gids[:len(gids)//5])
tr=[r for r in rows if r[0] not in val]; va=[r for r in rows if r[0] in val]
w=[0.0]*k; m1=[0.0]*k; m2=[0.0]*k
for it in range(1,301):
    ll,g=ll_grad(w,tr)
    for j in range(k):
        m1[j]=0.9*m1[j]+0.1*g[j]; m2[j]=0.999*m2[j]+0.001*g[j]**2
        w[j]+=0.05*(m1[j]/(1-0.9**it))/(math.sqrt(m2[j]/(1-0.999**it))+1e-8)
    if it%100==0:
        print(it,"train ll",round(ll,4),"val ll",round(ll_grad(w,va,0)[0],4),"(uniform",round(math.log(1/3),4),")")
raw=[w[j]/sd[j] for j in range(k)]
print("WEIGHTS = (" + ", ".join(f"{x:.4f}" for x in raw) + ")")
for n_,x in zip(NAMES,raw): print(f"  {n_}: {x:.3f}")
# compare with hand evaluation? accuracy of argmax
acc=sum(1 for _,F,win,_ in va if max(range(len(F)),key=lambda i:sum(raw[j]*F[i][j] for j in range(k)))==win)/max(1,len(va))
print("val argmax accuracy",round(acc,3))

hv=[r for r in va if r[3] is not None]
if hv:
    print("hand eval (temp 6) val ll", round(sum(math.log(r[3][r[2]]+1e-12) for r in hv)/len(hv),4), "on", len(hv),
          "; fitted on same", round(ll_grad([raw[j]*sd[j] for j in range(k)], hv, 0)[0],4))
    for T in (12, 24, 48):
        pass
for T in (12, 24, 48, 96):
    tot=0
    for r in hv:
        sc=[6*math.log(max(p,1e-300)) for p in r[3]]
        m=max(sc); e=[math.exp((x-m)/T) for x in sc]; tot+=math.log(e[r[2]]/sum(e))
    print("hand eval temp",T,"val ll",round(tot/len(hv),4))
