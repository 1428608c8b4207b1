// The board of «Поселенцы: Основатели Империи» (Founders of the Empire), drawn from GAME.view(state).
// Plain ES module, no imports: the shell loads it from a string and calls drawBoard on every change.
// Clicks go through the shell's click layer (ctx.clickable, ctx.toggle, ctx.decision, ctx.redraw).

const P = "bk-founders_of_empire-";
const TILE = 80; // market and prize squares
const CELL = 74; // realm squares
const GAP = 6;

// Back colours printed on the squares (l.21-24): nature green, village blue, city purple, prize red.
const DECK = {
  nature: { fill: "#e6f4e1", band: "#3d8b3d" },
  village: { fill: "#e2ecf8", band: "#2f67ad" },
  city: { fill: "#eee5f7", band: "#74489f" },
  prize: { fill: "#f9e3e1", band: "#b83232" },
};
const RES = {
  wood: "#8b5a2b", stone: "#7d7d7d", plants: "#4f9a2a", water: "#2f86d1", horses: "#b07a3a",
  iron: "#4b5563", wine: "#8e2a4f", cloth: "#c06cc0", bread: "#d49a1c", pottery: "#c3562f",
  war: "#b3261e", coin: "#c99a06", cart: "#7a5c33", craftsman: "#1f7a7a",
};
const TOKENS = ["war", "coin", "cart", "craftsman"];
const STACKS = ["nature", "village", "city"];

// Squares seen in any view, by id: square data never changes, and the view of the starting-pair
// step does not repeat the drafted squares (they were shown in the draft pool just before).
const SEEN = new Map();

// A seat's name as the shell gives it (the same in header, log and board); P1... on a bare test page.
const seatName = (ctx, i) => (ctx.name ? ctx.name(i) : `P${i + 1}`);
const cite = (ctx, rule) => (ctx.cite ? ctx.cite(rule) : rule); // "l.162" is "стр. 162" in Russian
const key = (c) => `${c[0]},${c[1]}`;

// Split a label into lines of at most `width` characters (SVG text does not wrap by itself).
function wrap(text, width) {
  const words = String(text).split(/\s+/);
  const lines = [];
  let line = "";
  for (const w of words) {
    if (!line) line = w;
    else if ((line + " " + w).length <= width) line += " " + w;
    else {
      lines.push(line);
      line = w;
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

// SVG text does not shrink to fit: squeeze a label that would overflow `max` pixels.
function fit(el, text, max, perChar) {
  if (String(text).length * perChar > max) {
    el.setAttribute("textLength", String(max));
    el.setAttribute("lengthAdjust", "spacingAndGlyphs");
  }
  return el;
}

export function drawBoard(root, view, actions, ctx) {
  const { svg, html } = ctx;
  root.classList.add(P + "root"); // sets the board's font
  const t = (id) => ctx.t(id);

  // UI state (the selected face-up square) survives redraws of the same decision, in the shell's memo.
  const decision = `${view.turn}|${view.current_player}|${view.phase}|${actions.length}`;
  if (!ctx.memo.founders || ctx.memo.founders.decision !== decision) ctx.memo.founders = { decision, selected: null };
  const ui = ctx.memo.founders;

  const byKind = {};
  for (const a of actions) (byKind[a.kind] = byKind[a.kind] || []).push(a);
  const kind = (k) => byKind[k] || [];
  const me = view.current_player;
  const over = view.over || view.phase === "over";

  // Annex actions grouped by the face-up square they take; a stale selection is forgotten.
  const annexBySquare = new Map();
  for (const a of kind("annex")) {
    const id = a.args.square;
    if (!annexBySquare.has(id)) annexBySquare.set(id, []);
    annexBySquare.get(id).push(a);
  }
  if (ui.selected !== null && !annexBySquare.has(ui.selected)) ui.selected = null;

  // Every square the view shows, by id (to draw the starting pair before it is placed).
  const known = SEEN;
  const learn = (sq) => sq && known.set(sq.id, sq);
  for (const d of STACKS) (view.rows[d] || []).forEach(learn);
  (view.prizes || []).forEach(learn);
  (view.draft || []).forEach(learn);
  (view.box || []).forEach(learn);
  learn(view.drawn);
  for (const r of view.realms) {
    r.squares.forEach((s) => learn(s.square));
    (r.picks || []).forEach(learn);
  }
  (view.picks || []).forEach((seat) => (seat || []).forEach(learn));

  // One element, one or several legal actions (a coin on a green square: wood or water); the shell's
  // click layer does the highlight, the keyboard and the menu.
  const bind = (el, acts) => ctx.clickable(el, acts || []);
  const svgTitle = (text) => (text ? svg("title", {}, [text]) : null);

  // ---------- one square (tile) ----------
  // `room`: how wide its label may be before the victory-point circle in the corner.
  const resourceChip = (res, x, y, size, muted, room = 46) =>
    svg("g", { class: P + "res" + (muted ? " " + P + "muted" : "") }, [
      svg("circle", { cx: x + size / 2, cy: y, r: size / 2, fill: RES[res] || "#555" }),
      fit(svg("text", { x: x + size + 2, y: y + size / 2 - 1.5, class: P + "res-label" }, [t(res)]), t(res), room, 5),
    ]);

  const tile = (sq, x, y, size, opts = {}) => {
    const deck = DECK[sq.deck] || DECK.nature;
    const g = svg("g", { class: `${P}tile ${P}deck-${sq.deck}`, "data-square": sq.id });
    g.append(
      svgTitle(
        `${t(sq.name)} (${t(sq.deck)}) #${sq.id}\n` +
          `${t("requires")}: ${sq.requires.map(t).join(", ") || "—"}\n` +
          `${t("produces")}: ${sq.produces.map(t).join(" / ") || "—"}` +
          (sq.vp ? `\n${t("vp")}: ${sq.vp}` : "") +
          `\n${t("source")}: ${cite(ctx, sq.source)}`,
      ),
    );
    g.append(svg("rect", { x, y, width: size, height: size, rx: 5, fill: deck.fill, stroke: deck.band, "stroke-width": 2 }));
    if (size < 60) {
      // Compact (starting-pair previews): the name and the product only.
      wrap(t(sq.name), 8).slice(0, 2).forEach((line, i) =>
        g.append(svg("text", { x: x + size / 2, y: y + 16 + i * 10, class: P + "name " + P + "small" }, [line])),
      );
      g.append(svg("rect", { x: x + 1, y: y + size - 14, width: size - 2, height: 13, rx: 3, fill: deck.band }));
      const made = sq.produces.map(t).join("/");
      g.append(fit(svg("text", { x: x + size / 2, y: y + size - 4, class: P + "product " + P + "small" }, [made]), made, size - 4, 4.6));
      return g;
    }
    // Requirements sit in the top-left corner, the product at the bottom (l.92).
    const chip = size >= 78 ? 8 : 7;
    const room = Math.min(46, size - chip - 10 - (sq.vp || opts.corner ? 26 : 0));
    sq.requires.forEach((r, i) => g.append(resourceChip(r, x + 4, y + 8 + i * (chip + 3), chip, false, i < 2 ? room : 46)));
    if (sq.vp) {
      g.append(svg("circle", { cx: x + size - 13, cy: y + 13, r: 10, fill: deck.band }));
      g.append(svg("text", { x: x + size - 13, y: y + 17, class: P + "vp" }, [String(sq.vp)]));
    }
    const lines = wrap(t(sq.name), size >= 78 ? 12 : 11);
    const top = y + size / 2 - (lines.length - 1) * 5.5 + 3;
    // The "assumed" star sits at the right edge, beside the last line: lines keep clear of it.
    const nameWidth = size - (sq.source === "assumed" ? 22 : 8);
    lines.forEach((line, i) =>
      g.append(fit(svg("text", { x: x + size / 2, y: top + i * 11, class: P + "name" }, [line]), line, nameWidth, 6.7)),
    );
    g.append(svg("rect", { x: x + 1, y: y + size - 17, width: size - 2, height: 16, rx: 4, fill: deck.band, opacity: 0.9 }));
    const product = sq.produces.length ? sq.produces.map(t).join(" / ") : `${sq.vp} ${t("vp")}`;
    g.append(
      fit(
        svg("text", { x: x + size / 2, y: y + size - 5, class: P + "product" + (opts.muted ? " " + P + "muted" : "") }, [
          product,
        ]),
        product,
        size - 6,
        5.6,
      ),
    );
    if (sq.source === "assumed") {
      g.append(svg("text", { x: x + size - 4, y: y + size - 20, class: P + "assumed" }, ["*"]));
    }
    return g;
  };

  // ---------- status bar and buttons ----------
  const buttonKinds = ["skip_token", "fallback", "pass_annex", "end_by_agreement"];
  const status = html("div", { class: P + "status" });
  const who = over
    ? `${t("over")}: ${(view.winners || []).map((w) => seatName(ctx, w)).join(", ")}`
    : `${seatName(ctx, me)} — ${t(view.phase)}`;
  status.append(html("span", { class: P + "who" }, [who]));
  const ts = view.turn_state || {};
  if (ts.revealed) status.append(html("span", { class: P + "note" }, [`${t("reveal")}: ${t(ts.revealed)}`]));
  if (ts.token_played) status.append(html("span", { class: P + "note" }, [`${t("token")}: ${t(ts.token_played)}`]));
  if (ts.coin) {
    status.append(
      html("span", { class: P + "note" }, [`${t("coin")} → ${seatName(ctx, ts.coin.target)} (${ts.coin.cell}): ${t(ts.coin.resource)}`]),
    );
  }
  // Moves with no place on the board (skip the token, pass ...): the shell's decision box.
  const choices = ctx.decision(buttonKinds.flatMap(kind), { cls: P + "decision" });
  if (choices) status.append(choices);
  if (kind("annex").length && !kind("place_fallback").length) {
    status.append(
      html("span", { class: P + "hint" }, [
        ui.selected === null ? `${t("annex")}: ↑ ${t("squares")}` : `${t("annex")}: ${t(known.get(ui.selected).name)} → ${t("realm")}`,
      ]),
    );
  }
  root.append(status);

  // ---------- the table: stacks, rows, supply, prize display ----------
  const table = html("div", { class: P + "table" });
  const market = html("div", { class: P + "market" });
  const rowSlots = 6;
  const mW = rowSlots * (TILE + GAP) + 8;
  const mH = STACKS.length * (TILE + GAP + 8) + 6;
  const msvg = svg("svg", { width: mW, height: mH, viewBox: `0 0 ${mW} ${mH}`, class: P + "svg" });
  STACKS.forEach((deck, r) => {
    const y = 6 + r * (TILE + GAP + 8);
    const count = view.stacks[deck];
    const colours = DECK[deck];
    const stack = svg("g", { class: `${P}stack ${P}stack-${deck}`, "data-stack": deck });
    const layers = Math.min(3, count);
    for (let i = layers - 1; i >= 0; i--) {
      stack.append(
        svg("rect", { x: 4 + i * 3, y: y + i * 3, width: TILE - 6, height: TILE - 6, rx: 5, fill: colours.band, stroke: "#fff", "stroke-width": 1 }),
      );
    }
    if (!count) {
      stack.append(svg("rect", { x: 4, y, width: TILE - 6, height: TILE - 6, rx: 5, fill: "none", stroke: colours.band, "stroke-dasharray": "4 3" }));
    }
    stack.append(svg("text", { x: 4 + (TILE - 6) / 2, y: y + 30, class: P + "stack-count" + (count ? "" : " " + P + "empty") }, [String(count)]));
    stack.append(
      fit(svg("text", { x: 4 + (TILE - 6) / 2, y: y + 50, class: P + "stack-label" + (count ? "" : " " + P + "empty") }, [t(deck)]), t(deck), TILE - 12, 5.8),
    );
    bind(stack, kind("reveal").filter((a) => a.args.stack === deck));
    msvg.append(stack);
    const row = view.rows[deck] || [];
    row.forEach((sq, i) => msvg.append(faceUp(sq, TILE + GAP + 4 + i * (TILE + GAP), y)));
    // Five in a row is full: the next reveal from this stack clears it to the box (l.55).
    stack.append(
      svg("text", { x: 4 + (TILE - 6) / 2, y: y + 66, class: P + "row-count" + (row.length >= 5 ? " " + P + "full" : "") }, [
        `${t("row")}: ${row.length}/5`,
      ]),
    );
  });
  market.append(msvg);

  const supply = html("div", { class: P + "supply" }, [html("span", { class: P + "caption" }, [t("supply") + ":"])]);
  for (const k of TOKENS) supply.append(tokenChip(k, view.supply[k]));
  supply.append(html("span", { class: P + "caption" }, [`${t("box")}: ${(view.box || []).length}`]));
  market.append(supply);
  table.append(market);

  // The prize display (l.37): face-up red squares, annexed like any other face-up square.
  const prizes = view.prizes || [];
  const side = html("div", { class: P + "side" });
  side.append(html("div", { class: P + "caption" }, [`${t("prizes")} (${prizes.length})`]));
  const pCols = 3; // three columns keep the display beside the rows in a ~850px notebook output
  const pRows = Math.max(1, Math.ceil(prizes.length / pCols));
  const pW = pCols * (TILE + GAP) + 4;
  const pH = pRows * (TILE + GAP) + 4;
  const psvg = svg("svg", { width: pW, height: pH, viewBox: `0 0 ${pW} ${pH}`, class: P + "svg" });
  prizes.forEach((sq, i) => psvg.append(faceUp(sq, 2 + (i % pCols) * (TILE + GAP), 2 + Math.floor(i / pCols) * (TILE + GAP))));
  side.append(psvg);

  // The square drawn by the fallback (l.112): placed at once in the current player's realm.
  if (view.drawn) {
    const d = svg("svg", { width: TILE + 8, height: TILE + 8, viewBox: `0 0 ${TILE + 8} ${TILE + 8}`, class: P + "svg" });
    d.append(tile(view.drawn, 4, 4, TILE));
    d.append(svg("rect", { x: 2, y: 2, width: TILE + 4, height: TILE + 4, rx: 6, class: P + "selected-ring" }));
    side.append(html("div", { class: P + "drawn" }, [html("div", { class: P + "caption" }, [t("drawn") + ":"]), d]));
  }
  table.append(side);
  root.append(table);

  // ---------- setup: the green draft (l.39) ----------
  if ((view.draft || []).length && view.phase === "draft") {
    const pool = view.draft;
    const dW = pool.length * (TILE + GAP) + 4;
    const dsvg = svg("svg", { width: dW, height: TILE + 8, viewBox: `0 0 ${dW} ${TILE + 8}`, class: P + "svg" });
    pool.forEach((sq, i) => {
      const g = tile(sq, 2 + i * (TILE + GAP), 4, TILE);
      bind(g, kind("draft").filter((a) => a.args.square === sq.id));
      dsvg.append(g);
    });
    root.append(html("div", { class: P + "draft" }, [html("div", { class: P + "caption" }, [t("draft")]), dsvg]));
  }

  // ---------- realms ----------
  const realms = html("div", { class: P + "realms" });
  for (const realm of view.realms) realms.append(drawRealm(realm));
  root.append(realms);

  // ---------- helpers that need the closure ----------

  function tokenChip(k, n) {
    return html("span", { class: `${P}token ${P}token-${k}` }, [
      html("span", { class: P + "dot", style: `background:${RES[k]}` }, []),
      `${t(k)}: ${n}`, // the noun as a label, then the count ("война: 6"): no agreement to get wrong
    ]);
  }

  // A face-up square in a row or the prize display: select it to annex (its cells light up).
  function faceUp(sq, x, y) {
    const g = tile(sq, x, y, TILE);
    const acts = annexBySquare.get(sq.id);
    if (acts) {
      g.setAttribute("data-select", sq.id);
      if (ui.selected === sq.id) {
        g.append(svg("rect", { x: x - 2, y: y - 2, width: TILE + 4, height: TILE + 4, rx: 7, class: P + "selected-ring" }));
      } else {
        g.append(svg("rect", { x: x - 1, y: y - 1, width: TILE + 2, height: TILE + 2, rx: 6, class: P + "can-annex" }));
      }
      ctx.toggle(g, ui.selected === sq.id, () => {
        ui.selected = ui.selected === sq.id ? null : sq.id;
        ctx.redraw();
      }, `${t("annex")}: ${t(sq.name)}`, acts);
    }
    return g;
  }

  function drawRealm(realm) {
    const p = realm.player;
    const current = p === me && !over;
    const box = html("div", { class: P + "realm" + (current ? " " + P + "current" : ""), "data-player": p });

    // Header: who, score, hand (open, l.154), face-down squares (-1 each, l.146).
    const head = html("div", { class: P + "realm-head" }, [
      html("span", { class: P + "player" }, [`${current ? "▶ " : ""}${seatName(ctx, p)}${p === view.first_player ? " ①" : ""}`]),
      html("span", { class: P + "score" }, [`${realm.score} ${t("vp")}`]),
    ]);
    const hand = realm.hand || {};
    for (const k of ["war", "coin", "cart"]) if (hand[k]) head.append(tokenChip(k, hand[k]));
    for (const res of hand.craftsman || []) {
      head.append(
        html("span", { class: `${P}token ${P}token-craftsman` }, [
          html("span", { class: P + "dot", style: `background:${RES.craftsman}` }, []),
          `${t("craftsman")}: ${t(res)}`,
        ]),
      );
    }
    if (realm.face_down) head.append(html("span", { class: P + "facedown" }, [`${t("face_down")}: ${realm.face_down}`]));
    box.append(head);

    // Starting pair (l.39): each option drawn as the two squares in place, clickable.
    const starts = kind("place_start").filter((a) => a.player === p);
    // The squares this player drafted, face up for all (l.39), until the starting pair is laid.
    const picks = realm.picks || [];
    if (picks.length && !starts.length) {
      const s = 46;
      const shown = svg("svg", { width: picks.length * (s + 6) + 2, height: s + 4, viewBox: `0 0 ${picks.length * (s + 6) + 2} ${s + 4}`, class: P + "svg" });
      picks.forEach((sq, i) => shown.append(tile(sq, 2 + i * (s + 6), 2, s)));
      box.append(html("div", { class: P + "picks" }, [html("span", { class: P + "caption" }, [`${t("draft")}:`]), shown]));
    }
    if (starts.length) {
      const opts = html("div", { class: P + "starts" });
      for (const a of starts) {
        const front = a.args.front;
        const other = starts.map((b) => b.args.front).find((f) => f !== front);
        const row = a.args.layout === "row";
        const s = 46;
        const w = row ? 2 * s + 8 : s + 8;
        const h = row ? s + 8 : 2 * s + 8;
        const o = svg("svg", { width: w, height: h, viewBox: `0 0 ${w} ${h}`, class: P + "svg " + P + "start" });
        // (0,0) is nearest the owner: bottom-left; the second square to its right or behind it.
        o.append(miniSquare(front, 4, row ? 4 : s + 4, s));
        o.append(miniSquare(other, row ? s + 4 : 4, 4, s));
        bind(o, [a]);
        opts.append(html("div", { class: P + "start-option" }, [o, html("div", {}, [t(a.args.layout)])]));
      }
      box.append(opts);
    }

    // Which cells of this realm light up: annex (selected square) or the drawn square's cells.
    const targets = new Map(); // cell key -> [actions]
    const addTarget = (cell, a) => {
      const k = key(cell);
      if (!targets.has(k)) targets.set(k, { cell, acts: [], replace: false });
      const entry = targets.get(k);
      entry.acts.push(a);
      entry.replace = entry.replace || !!a.args.replace;
    };
    if (p === me) {
      if (ui.selected !== null) for (const a of annexBySquare.get(ui.selected) || []) addTarget(a.args.cell, a);
      for (const a of kind("place_fallback")) addTarget(a.args.cell, a);
    }
    const onCell = new Map(); // token actions aimed at a square of this realm
    const addOn = (cell, a) => {
      const k = key(cell);
      if (!onCell.has(k)) onCell.set(k, []);
      onCell.get(k).push(a);
    };
    for (const a of kind("play_war")) if (a.args.target === p) addOn(a.args.cell, a);
    for (const a of kind("play_coin")) if (a.args.target === p) addOn(a.args.cell, a);
    if (p === me) for (const a of kind("play_craftsman")) addOn(a.args.cell, a);
    const junctions = p === me ? kind("play_cart") : [];

    const cells = realm.squares.map((s) => s.cell);
    const all = cells.concat([...targets.values()].map((e) => e.cell));
    if (!all.length) {
      box.append(html("div", { class: P + "empty-realm" }, ["—"]));
      return box;
    }
    const xs = all.map((c) => c[0]);
    const ys = all.map((c) => c[1]);
    const minX = Math.min(...xs);
    const maxX = Math.max(...xs);
    const minY = Math.min(...ys);
    const maxY = Math.max(...ys);
    const pad = 10;
    const W = (maxX - minX + 1) * CELL + 2 * pad;
    const H = (maxY - minY + 1) * CELL + 2 * pad + 14;
    // Depth y grows away from the owner, so the owner sits at the bottom and y goes up (l.162).
    const sx = (x) => pad + (x - minX) * CELL;
    const sy = (y) => pad + (maxY - y) * CELL;
    const g = svg("svg", { width: W, height: H, viewBox: `0 0 ${W} ${H}`, class: P + "svg " + P + "grid" });

    for (const s of realm.squares) {
      const [x, y] = s.cell;
      const cx = sx(x) + 2;
      const cy = sy(y) + 2;
      const size = CELL - 4;
      const cellGroup = svg("g", { class: P + "cell", "data-cell": key(s.cell) });
      // A prize square never produces; only a square that could produce is shown as idle.
      cellGroup.append(tile(s.square, cx, cy, size, { muted: !s.producing && s.square.produces.length > 0, corner: !!s.craftsman }));
      if (s.craftsman) {
        // Top-right, below the victory points if the square has them; requirement labels keep clear (corner).
        const by = cy + (s.square.vp ? 25 : 3);
        cellGroup.append(svg("rect", { x: cx + size - 30, y: by, width: 27, height: 15, rx: 7, fill: RES.craftsman }));
        cellGroup.append(svg("text", { x: cx + size - 16.5, y: by + 11, class: P + "badge" }, ["+2"]));
        cellGroup.append(svgTitle(`${t("craftsman")}: ${t(s.craftsman)}`));
      }
      if (s.ravaged) {
        // A war token: the square produces nothing and scores nothing (l.162-164).
        cellGroup.append(svg("rect", { x: cx, y: cy, width: size, height: size, rx: 5, class: P + "ravaged" }));
        cellGroup.append(svg("line", { x1: cx + 8, y1: cy + 8, x2: cx + size - 8, y2: cy + size - 8, class: P + "war-x" }));
        cellGroup.append(svg("line", { x1: cx + size - 8, y1: cy + 8, x2: cx + 8, y2: cy + size - 8, class: P + "war-x" }));
        cellGroup.append(svgTitle(`${t("ravaged")} (${cite(ctx, "l.162")})`));
      }
      if (s.coins) {
        // In the top-left corner, over the first requirement's dot (met once the square is annexed),
        // clear of the name in the middle and of the labels beside the dots.
        cellGroup.append(svg("circle", { cx: cx + 8, cy: cy + 9, r: 8, fill: RES.coin, stroke: "#6b5200" }));
        cellGroup.append(svg("text", { x: cx + 8, y: cy + 12.5, class: P + "badge" }, [String(s.coins)]));
        cellGroup.append(svgTitle(`${t("coins")}: ${s.coins} (${cite(ctx, "l.178")})`));
      }
      if (s.unprotected) {
        // The farthest square of its column may be ravaged: an arrow on its far edge (l.162, l.170).
        const ax = cx + size / 2;
        cellGroup.append(
          svg("path", { d: `M ${ax - 7} ${cy - 1} L ${ax} ${cy - 9} L ${ax + 7} ${cy - 1} Z`, class: P + "unprotected" }, [
            svgTitle(`${t("unprotected")} (${cite(ctx, "l.162")})`),
          ]),
        );
      }
      const acts = onCell.get(key(s.cell));
      if (acts) {
        cellGroup.append(svg("rect", { x: cx - 1, y: cy - 1, width: size + 2, height: size + 2, rx: 6, class: P + "target" }));
        bind(cellGroup, acts);
      }
      g.append(cellGroup);
    }

    // Annex targets: empty cells (dashed green) and, distinctly, replacement cells (orange, l.114).
    for (const entry of targets.values()) {
      const [x, y] = entry.cell;
      const cx = sx(x) + 2;
      const cy = sy(y) + 2;
      const size = CELL - 4;
      const cls = entry.replace ? P + "replace-cell" : P + "empty-cell";
      // A replacement keeps the old square readable (its name, requirements and points): it is told by
      // its orange outline and a dot on its top-left corner, with no text over the square's own.
      const mark = svg("g", { class: cls, "data-cell": key(entry.cell) }, [
        svg("rect", { x: cx, y: cy, width: size, height: size, rx: 6 }),
        entry.replace
          ? svg("circle", { cx: cx + 1, cy: cy + 1, r: 6, class: P + "replace-dot" })
          : svg("text", { x: cx + size / 2, y: cy + size / 2 + 8, class: P + "cell-mark" }, ["+"]),
      ]);
      bind(mark, entry.acts);
      g.append(mark);
    }

    // Carts at junctions (l.197): the corner shared by (x,y), (x+1,y), (x,y+1), (x+1,y+1).
    const jx = (j) => sx(j[0] + 1);
    const jy = (j) => sy(j[1]);
    for (const j of realm.carts || []) {
      g.append(svg("circle", { cx: jx(j), cy: jy(j), r: 9, class: P + "cart" }, [svgTitle(`${t("cart")} (${j})`)]));
    }
    for (const a of junctions) {
      const j = a.args.junction;
      const c = svg("circle", { cx: jx(j), cy: jy(j), r: 12, class: P + "cart-spot" });
      bind(c, [a]);
      g.append(c);
    }

    // The owner's edge: the owner sits at the bottom.
    g.append(svg("line", { x1: pad, y1: H - 12, x2: W - pad, y2: H - 12, class: P + "owner-edge" }));
    g.append(svg("text", { x: W / 2, y: H - 2, class: P + "owner-label" }, [seatName(ctx, p)]));
    box.append(g);
    return box;
  }

  function miniSquare(id, x, y, s) {
    const sq = known.get(id);
    if (sq) return tile(sq, x, y, s);
    // The view does not repeat drafted squares: take the name from the action's label
    // ("place the starting pair: Lake at (0, 0), row") when this board never saw the draft.
    const start = kind("place_start").find((a) => a.args.front === id);
    const label = start && start.label ? start.label : "";
    const from = label.indexOf(": ");
    const to = label.indexOf(` ${t("at")} `, from);
    const name = from >= 0 && to > from ? label.slice(from + 2, to) : `#${id}`;
    return svg("g", {}, [
      svg("rect", { x, y, width: s, height: s, rx: 4, fill: DECK.nature.fill, stroke: DECK.nature.band, "stroke-width": 2 }),
      fit(svg("text", { x: x + s / 2, y: y + s / 2 + 4, class: P + "name " + P + "small" }, [name]), name, s - 4, 5),
    ]);
  }
}
