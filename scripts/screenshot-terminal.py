#!/usr/bin/env python3
"""Render a terminal session (in two columns) of `nimatron play nim 3 4 5` as docs/terminal.png.

Runs the game in a pseudo-terminal (so typed moves are echoed as a person sees
them), asks for one hint, then plays Bouton's winning move each turn, and
screenshots the transcript with headless Chromium. Usage, from the repository
root after `cargo build --release`:

    python3 scripts/screenshot-terminal.py [target/release/nimatron]
"""
import html, os, pty, re, select, subprocess, sys, tempfile

exe = sys.argv[1] if len(sys.argv) > 1 else "target/release/nimatron"
cmd = [exe, "play", "nim", "3", "4", "5", "--seed", "7"]
pid, fd = pty.fork()
if pid == 0:
    os.execvp(cmd[0], cmd)

out = b""
def read_until(marks):
    global out
    while True:
        text = out.decode(errors="replace")
        if any(m in text[read_until.pos:] for m in marks):
            read_until.pos = len(text)
            return text
        r, _, _ = select.select([fd], [], [], 10)
        if not r:
            raise SystemExit("no output from nimatron")
        try:
            chunk = os.read(fd, 4096)
        except OSError:
            return out.decode(errors="replace")
        if not chunk:
            return out.decode(errors="replace")
        out += chunk
read_until.pos = 0

def send(line):
    os.write(fd, (line + "\n").encode())

text = read_until(["Your move:"])
send("hint")
text = read_until(["Your move:"])
while True:
    heaps = [int(n) for n in re.findall(r"^\s+\w+\s+\|*\s*\((\d+)\)", text.split("Heaps:")[-1], re.M)]
    s = 0
    for h in heaps:
        s ^= h
    i = next(i for i, h in enumerate(heaps) if h ^ s < h)
    send(f"{chr(65 + i)} {heaps[i] - (heaps[i] ^ s)}")
    text = read_until(["Your move:", "win"])
    if "win" in text[-200:]:
        text = read_until(["turning point", "never had"])
        break
os.waitpid(pid, 0)

transcript = "$ nimatron play nim 3 4 5\n" + text.replace("\r\n", "\n").replace("\r", "")
page = f"""<!doctype html><meta charset="utf-8"><style>
body {{ margin: 0; background: #1e1e1e; }}
pre {{ margin: 0; padding: 18px 22px; color: #d4d4d4; font: 15px/1.35 "DejaVu Sans Mono", monospace; white-space: pre-wrap; column-count: 2; column-gap: 40px; column-rule: 1px solid #333; }}
.bar {{ background: #333; height: 26px; display: flex; gap: 8px; align-items: center; padding-left: 12px; }}
.bar span {{ width: 12px; height: 12px; border-radius: 50%; display: inline-block; }}
</style><div class="bar"><span style="background:#ff5f56"></span><span style="background:#ffbd2e"></span><span style="background:#27c93f"></span></div>
<pre>{html.escape(transcript)}</pre>"""
with tempfile.NamedTemporaryFile("w", suffix=".html", delete=False) as f:
    f.write(page)
lines = transcript.count("\n") + 1
height = 26 + 36 + int((lines + 1) // 2 * 15 * 1.35) + 30
subprocess.run(["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                f"--window-size=1400,{height}", "--screenshot=" + os.path.abspath("docs/terminal.png"),
                "file://" + f.name], check=True, stderr=subprocess.DEVNULL)
os.unlink(f.name)
print(f"wrote docs/terminal.png ({lines} lines)")
