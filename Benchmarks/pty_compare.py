#!/usr/bin/env python3
"""The pty figures of Benchmarks/README.md, ours beside the Textual peer, in one run.

    python3 Benchmarks/pty_compare.py [--items N] [--ptybench DIR] [--renderers a,b] [--no-peer]
                                      [--json FILE]

Runs the release `inventory` in a real pseudo-terminal at 80x24 through ptybench
(../shared/tools/ptybench by default), in each renderer, and its Textual peer with the same
keys, then prints every figure and the ratio ours / Textual (`--no-peer` leaves the peer out:
at 1,000,000 items it takes minutes to start). The app starts from a store file
of N items (100,000 by default), written once by `inventory --items N --store FILE`, so the
first frame includes reading SQLite. From 200,000 items ours draws its first frame from the
first items while the rest load: `first_frame_ms` is that frame, `ready_ms` the frame with
every item counted, and every script waits for it before its keys. Needs
`pip install pyte textual` (installed into a virtual environment under .build/ when missing).
"""
import argparse, json, os, statistics, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Keys shared by both programs: 200 Downs (about 15 inside the view, then scrolling), 20 Ups,
# 50 page downs; typing 30 characters at the end of the first row's name in its edit screen.
# The first item is "Item 1" in ours and "Item 0" in the peer; `ready` is what the screen
# shows once every item is in (ours counts them; the peer shows its first row when ready).
READY = "in stock ·"


def start(first, ready):
    return [{"wait_quiet_ms": 300}, {"expect": f"Item {first}"}, {"expect": ready or f"Item {first}"}]


def listing(first, ready=None):
    return start(first, ready) + [
        {"measure": {"keys": "<Down>", "repeat": 200, "quiet_ms": 40}},
        {"expect": "Item 200"},
        {"measure": {"keys": "<Up>", "repeat": 20, "quiet_ms": 40}},
        {"measure": {"keys": "<PgDn>", "repeat": 50, "quiet_ms": 40}},
    ]


def idling(first, ready=None):
    return start(first, ready) + [{"idle_cpu_ms": 10000}]


def typing(first, edit_title, ready=None):
    return start(first, ready) + [
        {"keys": "<Enter>"}, {"wait_quiet_ms": 300}, {"expect": edit_title},
        {"keys": "<End>"}, {"wait_quiet_ms": 150},
        # 30: names stop at 40 characters in ours, and typing past that changes nothing.
        {"measure": {"keys": "x", "repeat": 30, "quiet_ms": 40}},
        {"expect": f"Item {first}xxxxxxxxxx"},
    ]


def swapping(ready):
    return start(1, ready) + [
        {"keys": "<PgDn>"}, {"wait_quiet_ms": 200},
        {"measure": {"keys": "<F2>", "repeat": 20, "quiet_ms": 60}},
    ]


def ensure_python_packages():
    try:
        import pyte, textual  # noqa: F401
        return sys.executable
    except ImportError:
        venv = os.path.join(ROOT, ".build", "ptybench-venv")
        python = os.path.join(venv, "bin", "python3")
        if not os.path.exists(python):
            subprocess.check_call([sys.executable, "-m", "venv", venv])
        subprocess.check_call([python, "-m", "pip", "install", "-q", "pyte", "textual"])
        return python


def run(python, ptybench, script, command, tmp, name, ready=None):
    path = os.path.join(tmp, name + ".json")
    trace = os.path.join(tmp, name + ".trace")
    with open(path, "w") as f:
        json.dump(script, f)
    out = subprocess.run(
        [python, os.path.join(ptybench, "ptybench.py"), "run", "--cols", "80", "--rows", "24",
         "--samples", "--trace", trace, "--script", path, "--"] + command,
        capture_output=True, text=True)
    result = json.loads(out.stdout)
    result["ready_ms"] = ready_ms(trace, ready) if ready else None
    if not result.get("ok"):
        failed = [s for s in result.get("steps", []) if not s.get("ok")]
        print(f"  {name}: a step failed: {failed[:1]}", file=sys.stderr)
    return result


def ready_ms(trace, text):
    """When the output first held `text`: the frame with every item counted."""
    seen = ""
    with open(trace) as f:
        for line in f:
            event = json.loads(line)
            if "out" in event:
                seen = seen[-200:] + event["out"].encode("latin-1").decode("utf-8", "replace")
                if text in seen:
                    return event["t_ms"]
    return None


def samples(result, index):
    return result["measures"][index].get("samples") or []


def med(values):
    return statistics.median(values) if values else None


def figures(lists, types, idles, swaps=None):
    down = samples(lists, 0)
    figs = {
        "first_frame_ms": lists.get("first_frame_ms"),
        "ready_ms": lists.get("ready_ms"),
        "peak_rss_mb": (lists.get("peak_rss_kb") or 0) / 1024,
        "down_in_view_ms": med([s[0] for s in down[:12]]),
        "down_in_view_bytes": med([s[1] for s in down[:12]]),
        "down_scrolling_ms": med([s[0] for s in down[30:]]),
        "down_scrolling_bytes": med([s[1] for s in down[30:]]),
        "pgdn_ms": med([s[0] for s in samples(lists, 2)]),
        "pgdn_bytes": med([s[1] for s in samples(lists, 2)]),
        "typed_char_ms": med([s[0] for s in samples(types, 0)]),
        "typed_char_bytes": med([s[1] for s in samples(types, 0)]),
        "idle_cpu_ms": idles["idle_cpu"][0]["cpu_ms_schedstat"] if idles.get("idle_cpu") else None,
    }
    if swaps:
        swap = samples(swaps, 0)
        figs["f2_there_ms"] = med([s[0] for s in swap[0::2]])
        figs["f2_back_ms"] = med([s[0] for s in swap[1::2]])
    return figs


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--items", type=int, default=100_000)
    parser.add_argument("--ptybench", default=os.path.join(ROOT, "..", "shared", "tools", "ptybench"))
    parser.add_argument("--renderers", default="declarative,imperative,declarative-shell,imperative-shell")
    parser.add_argument("--no-peer", action="store_true")
    parser.add_argument("--json")
    args = parser.parse_args()
    python = ensure_python_packages()
    subprocess.check_call(["swift", "build", "-c", "release", "--product", "inventory"], cwd=ROOT,
                          stdout=subprocess.DEVNULL)
    inventory = os.path.join(ROOT, ".build", "release", "inventory")
    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        store = os.path.join(tmp, "inventory.sqlite")
        subprocess.check_call([inventory, "--items", str(args.items), "--store", store,
                               "--snapshot", "80x24"], stdout=subprocess.DEVNULL)
        for renderer in args.renderers.split(","):
            print(f"measuring {renderer}…", file=sys.stderr)
            app = [inventory, "--store", store, "--fresh", "--renderer", renderer, "--open", "/inventory"]
            results[renderer] = figures(
                run(python, args.ptybench, listing(1, READY), app, tmp, renderer + "-list", READY),
                run(python, args.ptybench, typing(1, "Edit", READY), app, tmp, renderer + "-type"),
                run(python, args.ptybench, idling(1, READY), app, tmp, renderer + "-idle"),
                run(python, args.ptybench, swapping(READY), app, tmp, renderer + "-swap"))
        if not args.no_peer:
            print("measuring the Textual peer…", file=sys.stderr)
            peer = [python, os.path.join(args.ptybench, "peer_textual.py"), str(args.items)]
            results["textual"] = figures(
                run(python, args.ptybench, listing(0), peer, tmp, "textual-list"),
                run(python, args.ptybench, typing(0, "Edit name"), peer, tmp, "textual-type"),
                run(python, args.ptybench, idling(0), peer, tmp, "textual-idle"))
    names = list(results)
    print(f"{args.items:,} items, 80x24, medians; ratio = ours / Textual")
    print("| figure | " + " | ".join(names) + " | ratios |")
    print("|---" * (len(names) + 2) + "|")
    peer = results.get("textual", {})
    ours = [n for n in names if n != "textual"]
    for key in results[names[0]]:
        cells = [results[n].get(key) for n in names]
        ratios = [f"{results[n][key] / peer[key]:.2f}" for n in ours
                  if results[n].get(key) is not None and peer.get(key)]
        shown = ["–" if c is None else f"{c:,.1f}" for c in cells]
        print(f"| {key} | " + " | ".join(shown) + " | " + " / ".join(ratios) + " |")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"items": args.items, "results": results}, f, indent=1)


if __name__ == "__main__":
    main()
