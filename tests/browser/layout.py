"""The layout check run inside the page: does a GameView fit its cell, with nothing cut or overlapping?

``FIND_PROBLEMS`` is a JavaScript function of one widget root (``.bk-gameview``) that returns a list of
problems in words, empty when the widget fits:

- out: an element's box leaves the widget's box (sideways always; up or down unless it sits inside a
  scroller of the widget, such as the log, whose own box is checked);
- cut: an element's content is wider than its box (``scrollWidth > clientWidth``: clipped, an
  ellipsis, or spilling out);
- broken: a word of a label is split across two lines (other than after a hyphen);
- overlap: two labels overlap. A label is a piece of text drawn on screen: the direct, non-blank text
  of an HTML element (measured as the boxes of its text lines) or an SVG ``<text>``;
- scroll: the widget or any of its ancestors scrolls sideways.

Elements not drawn (``display: none``, zero size), ``<title>`` tooltips and an open move menu (drawn
over the board on purpose) are left out. One pixel of slack allows for rounding.
"""

from __future__ import annotations

from typing import Any

SLACK = 1.0
# Two labels may touch: text boxes include the font's ascent and descent, which on a tight line
# height reach into the next line by a pixel or two without any glyph overlapping.
TOUCH = 2.5

FIND_PROBLEMS = """
(root) => {
  const SLACK = %(slack)s, TOUCH = %(touch)s;
  const problems = [];
  const name = (el) => {
    const cls = typeof el.className === "string" ? el.className : (el.className && el.className.baseVal) || "";
    const text = (el.textContent || "").trim().replace(/\\s+/g, " ").slice(0, 30);
    return `${el.localName}${cls ? "." + cls.trim().split(/\\s+/).join(".") : ""}${text ? ` "${text}"` : ""}`;
  };
  const skip = (el) => el.closest("title, style, script, .bk-menu") !== null;
  const drawn = (r) => r.width > 0 || r.height > 0;
  const box = root.getBoundingClientRect();
  const scrollsY = (el) => { const o = getComputedStyle(el).overflowY; return o === "auto" || o === "scroll"; };

  for (const el of root.querySelectorAll("*")) {
    if (skip(el)) continue;
    const r = el.getBoundingClientRect();
    if (!drawn(r)) continue;
    if (r.left < box.left - SLACK || r.right > box.right + SLACK) {
      problems.push(`out: ${name(el)} spans x ${r.left.toFixed(0)}..${r.right.toFixed(0)}, the widget ${box.left.toFixed(0)}..${box.right.toFixed(0)}`);
    } else {
      let scroller = el.parentElement;
      while (scroller && scroller !== root && !scrollsY(scroller)) scroller = scroller.parentElement;
      const inScroller = scroller && scroller !== root;
      if (!inScroller && (r.top < box.top - SLACK || r.bottom > box.bottom + SLACK)) {
        problems.push(`out: ${name(el)} spans y ${r.top.toFixed(0)}..${r.bottom.toFixed(0)}, the widget ${box.top.toFixed(0)}..${box.bottom.toFixed(0)}`);
      }
    }
    if (el instanceof HTMLElement && el.localName !== "input" && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + SLACK) {
      problems.push(`cut: ${name(el)} holds ${el.scrollWidth}px in ${el.clientWidth}px`);
    }
    const clipsY = el instanceof HTMLElement && ["hidden", "clip"].includes(getComputedStyle(el).overflowY);
    if (clipsY && el.clientHeight > 0 && el.scrollHeight > el.clientHeight + SLACK) {
      problems.push(`cut: ${name(el)} holds ${el.scrollHeight}px in ${el.clientHeight}px of height`);
    }
  }

  // What a scroller of the widget (the log) hides is not on screen: a label is clipped to its scroller.
  const visible = (el, rects) => {
    let scroller = el.parentElement;
    while (scroller && scroller !== root && !scrollsY(scroller)) scroller = scroller.parentElement;
    if (!scroller || scroller === root) return rects;
    const s = scroller.getBoundingClientRect();
    return rects.map((r) => {
      const top = Math.max(r.top, s.top), bottom = Math.min(r.bottom, s.bottom);
      return { left: r.left, right: r.right, top, bottom };
    }).filter((r) => r.bottom - r.top > TOUCH);
  };
  const labels = [];
  for (const el of root.querySelectorAll("*")) {
    if (skip(el)) continue;
    let rects = [];
    if (el instanceof SVGElement) {
      if (el.localName !== "text" || !(el.textContent || "").trim()) continue;
      const r = el.getBoundingClientRect();
      if (drawn(r)) rects.push(r);
    } else {
      for (const node of el.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) if (r.width > 0 && r.height > 0) rects.push(r);
      }
    }
    if (!(el instanceof SVGElement) && rects.length > 1) {
      // A label on several lines: each word must sit on one line (wrapped at spaces, never mid-word).
      for (const node of el.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE) continue;
        for (const m of node.textContent.matchAll(/[^\\s-]+/g)) {  // a hyphen may end a line
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (tops.size > 1) problems.push(`broken: "${m[0]}" split across lines in ${name(el)}`);
        }
      }
    }
    rects = visible(el, rects);
    if (rects.length) labels.push({ el, rects });
  }
  const cross = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > TOUCH
    && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > TOUCH;
  labels.sort((a, b) => Math.min(...a.rects.map((r) => r.left)) - Math.min(...b.rects.map((r) => r.left)));
  for (let i = 0; i < labels.length; i++) {
    const right = Math.max(...labels[i].rects.map((r) => r.right));
    for (let j = i + 1; j < labels.length; j++) {
      if (Math.min(...labels[j].rects.map((r) => r.left)) >= right) break;
      const a = labels[i], b = labels[j];
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
      if (a.rects.some((ra) => b.rects.some((rb) => cross(ra, rb)))) {
        problems.push(`overlap: ${name(a.el)} and ${name(b.el)}`);
      }
    }
  }

  for (let el = root; el; el = el.parentElement) {
    if (el.scrollWidth > el.clientWidth + SLACK && getComputedStyle(el).overflowX !== "visible") {
      problems.push(`scroll: ${name(el).slice(0, 80)} scrolls sideways (${el.scrollWidth}px in ${el.clientWidth}px)`);
    }
  }
  const page = document.scrollingElement;
  if (page.scrollWidth > page.clientWidth + SLACK) problems.push(`scroll: the page scrolls sideways (${page.scrollWidth}px in ${page.clientWidth}px)`);
  return [...new Set(problems)];
}
""".replace("%(slack)s", str(SLACK)).replace("%(touch)s", str(TOUCH))


def problems(handle: Any) -> list[str]:
    """The layout problems of one widget (a Playwright element handle on ``.bk-gameview``)."""
    return handle.evaluate(FIND_PROBLEMS)


def slugs() -> list[str]:
    """Every game registered by boardkit itself (not the toy games tests register); only those named in
    ``BOARDKIT_LAYOUT_GAMES`` (comma-separated) when set, so docs/screenshot.py can redraw one picture."""
    import os

    import boardkit

    only = [s for s in os.environ.get("BOARDKIT_LAYOUT_GAMES", "").split(",") if s]
    return [
        s
        for s in boardkit.games.names()
        if boardkit.games.get(s).__module__.startswith("boardkit.games.") and (not only or s in only)
    ]


# The setup choices (drafts), the middle, the full board near the end, and the final score table.
STAGES = ("mid", "opening", "late", "end")


def stages(slug: str, seed: int = 1) -> dict[str, Any]:
    """States of ``slug`` at each of ``STAGES``, at its largest player count with every on/off option
    switched on (the most there is to draw), reached by seeded random legal moves."""
    import random

    import boardkit

    g = boardkit.games.get(slug)
    options = {o.name: True for o in g.options() if o.type is bool}

    # The largest count the options allow: a module may add a seat (Santa Maria's Maya, a fifth).
    def most(opts: dict[str, Any]) -> int:
        return max(g.player_counts_for(opts))

    try:
        s = g.new_game(players=most(options), seed=seed, **options)
    except ValueError:  # options that exclude each other: the game's largest named set, else the defaults
        largest = max(g.option_sets().values(), key=len, default={})
        try:
            s = g.new_game(players=most(largest), seed=seed, **largest)
        except ValueError:
            s = g.new_game(players=max(g.player_counts), seed=seed)
    rng = random.Random(seed)
    seen = [s]
    while not g.is_over(s):
        s = g.apply(s, rng.choice(g.legal_actions(s)))
        seen.append(s)
    # Late: a few moves before the end, so the board is full and the game still on.
    return {
        "mid": seen[len(seen) // 2],
        "opening": seen[min(2, len(seen) - 1)],
        "late": seen[max(0, len(seen) - 3)],
        "end": seen[-1],
    }


def views() -> list[Any]:
    """One GameView per (game, stage), in the order of ``slugs()`` and ``STAGES`` (the notebook's)."""
    from boardkit.widgets import GameView

    out = []
    for slug in slugs():
        states = stages(slug)
        out += [GameView(slug, states[stage]) for stage in STAGES]
    return out
