#!/usr/bin/env python3
"""Runs a labelfit binary's `layout` over the six apps in ../shared/layouts (beside the repository) with
the profiles cases.json judges, scores its hand-judged cases (need / forbid / allow per profile, the
group case, the rule cases) and prints each app's uses and how many have a decided class.

Usage: Tests/RealWorld/layout_cases.py BINARY OUTDIR   (LABELFIT_FONTS=Fonts when the binary is not
beside a Fonts/ folder). Each app's JSON report is kept in OUTDIR and reused when present."""
import json, os, subprocess, sys
L = os.path.realpath(os.environ.get('LABELFIT_LAYOUTS', os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../shared/layouts')))
if not os.path.exists(f'{L}/cases.json'):
    print(f'skipped: no {L}/cases.json'); sys.exit(0)
binary, out = sys.argv[1], sys.argv[2]
os.makedirs(out, exist_ok=True)
cases = json.load(open(f'{L}/cases.json'))
profs = cases['profiles']
def pname(p): return f"p{p['width_dp']}_{p['font_scale']}_{p['api']}"
cfg = {"layout": {"profiles": [{"name": pname(p), "width_dp": p['width_dp'], "font_scale": p['font_scale'], "api": p['api'], "density": 1} for p in profs]}}
json.dump(cfg, open(f'{out}/labelfit.json', 'w'))
byname = {pname(p): p for p in profs}
reports = {}
for app in cases['prefix']:
    path = f'{out}/{app}.json'
    if not os.path.exists(path):
        subprocess.run([binary, 'layout', f'{L}/{app}', '--config', f'{out}/labelfit.json', '--allow-outside-tree', '--no-baseline', '--format', 'json', '--output', path], capture_output=True)
    reports[app] = json.load(open(path))
def records(app):
    r = reports[app]
    return r['uses']
def findings(app):
    r = reports[app]
    return r.get('findings', [])
def matches(p, when):
    for k, v in when.items():
        if k == 'width' and p['width_dp'] != v: return False
        if k == 'font_scale' and abs(p['font_scale'] - v) > 1e-9: return False
        if k == 'api' and p['api'] != v: return False
        if k == 'width_min' and p['width_dp'] < v: return False
        if k == 'font_scale_max' and p['font_scale'] > v: return False
        if k == 'api_min' and p['api'] < v: return False
        if k == 'api_max' and p['api'] > v: return False
    return True
def rel(app, f):
    pre = cases['prefix'][app]
    root = f'{L}/{app}/'
    if f.startswith(root): f = f[len(root):]
    return f[len(pre):] if f.startswith(pre) else f
def at_site(app, key, sites, tol=0):
    out = []
    for rec in records(app):
        if key is not None and rec['key'] != key: continue
        f = rel(app, rec['site']['file']); line = rec['site']['line'] or 0
        for s in sites:
            if f == s['file'] and s['lines'][0] - tol <= line <= s['lines'][1] + tol: out.append(rec)
    return out
def classes_under(recs, when):
    """(record, class) for each record's profile classes under the matching profiles."""
    out = []
    for rec in recs:
        pcs = rec.get('profile_classes') or []
        if not pcs and rec['class'] == 'unknown':
            # unknown before measuring: one class for every profile
            pcs = [{'profile': n, 'class': 'unknown'} for n in byname]
        for pc in pcs:
            p = byname.get(pc['profile'])
            if p and matches(p, when): out.append(pc['class'])
    return out
score = {}
for c in cases['cases']:
    app = c['app']; ok = True; why = []
    if 'group' in c:
        g = c['group']; reached = 0; bad = []
        for f, items in g['sites'].items():
            for line, key in items:
                recs = at_site(app, key, [{'file': f, 'lines': [line, line]}], g['tolerance'])
                if any(cl in g['reached_classes'] for cl in classes_under(recs, g['reached_when'])): reached += 1
                if key in g['except_keys']: continue
                for e in c['expect']:
                    if any(cl in e.get('forbid', []) for cl in classes_under(recs, e['when'])): bad.append(key)
        ok = reached >= g['min_reached'] and not bad
        why.append(f'reached {reached}/{g["min_reached"]}, forbidden {bad}')
    elif c.get('expect'):
        recs = at_site(app, c['key'], c['sites'])
        for e in c['expect']:
            cls = classes_under(recs, e['when'])
            if 'need' in e and not any(x in e['need'] for x in cls): ok = False; why.append(f"need {e['need']} under {e['when']}: got {sorted(set(cls))}")
            if 'forbid' in e and any(x in e['forbid'] for x in cls): ok = False; why.append(f"forbid {e['forbid']} under {e['when']}: got {sorted(set(cls))}")
            if 'allow' in e and any(x not in e['allow'] for x in cls): ok = False; why.append(f"allow {e['allow']} under {e['when']}: got {sorted(set(cls))}")
    else:
        fs = findings(app)
        for rn in c.get('rules_need', []):
            if not any(rel(app, f.get('file', '')) == rn['file'] and rn['lines'][0] <= (f.get('line') or 0) <= rn['lines'][1] for f in fs): ok = False; why.append(f'rule needed at {rn}')
        for rf in c.get('rules_forbid', []):
            if any(rel(app, f.get('file', '')) == rf['file'] and rf['lines'][0] <= (f.get('line') or 0) <= rf['lines'][1] for f in fs): ok = False; why.append(f'rule forbidden at {rf}')
    score[c['id']] = ok
    print(('PASS ' if ok else 'FAIL ') + c['id'] + ' [' + c['kind'] + '] ' + '; '.join(why))
print(f"cases passed: {sum(score.values())}/{len(score)}")
tot_u = tot_d = 0
for app in cases['prefix']:
    recs = records(app)
    d = sum(1 for r in recs if r['class'] != 'unknown')
    tot_u += len(recs); tot_d += d
    s = reports[app].get('summary', {})
    print(f"{app}: uses {len(recs)}, decided {d} ({100*d/max(len(recs),1):.1f} %), keys_with_constraint {s.get('keys_with_constraint')}, used_keys {s.get('used_keys')}")
print(f"all: uses {tot_u}, decided {tot_d} ({100*tot_d/max(tot_u,1):.1f} %)")
json.dump(score, open(f'{out}/score.json', 'w'))
