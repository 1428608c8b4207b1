// The board of «Санта Мария» (Santa Maria), drawn from GAME.view(state) (boardkit/games/santa_maria/VIEW.md).
// Plain ES module, no imports: the shell loads it from a string and calls drawBoard on every change.
// Clicks go through the shell's click layer (ctx.clickable, ctx.decision); every move has its place:
// a tile's placement and turn on the colony's cells, a die's row or column on the grid's edge.

const P = "bk-santa_maria-";
const CELL = 34; // a colony cell in SVG units
const EDGE = 18; // the row and column numbers around the grid
const SEATS = ["#c0392b", "#2f67ad", "#2e8b57", "#b8860b", "#7b4fa8"]; // the fifth is the Maya's (Module D)

// What a building shows: a symbol (no letters, so the grid reads the same in every language) and a
// colour; the name is in the cell's tooltip, from the glossary.
const LOOK = {
  wood: ["♣", "#d9c3a2"],
  grain: ["⁂", "#f3e3a1"],
  sugar: ["◇", "#f4f4f4"],
  gem: ["◆", "#f2c6c6"],
  coins: ["●", "#f6e08a"],
  happiness: ["☺", "#f9d3e4"],
  religion: ["✝", "#dcd3f2"],
  conquistador: ["⚔", "#f3c9a8"],
  sea_trade: ["⚓", "#c9e2f5"],
  trade_wood_gem: ["⇄", "#e3ecd2"],
  trade_grain: ["⇄", "#e3ecd2"],
  trade_sugar: ["⇄", "#e3ecd2"],
  trade_gem: ["⇄", "#e3ecd2"],
  chapel: ["✝☺", "#e6dcf5"],
  fort: ["⚔♣", "#f0d2b6"],
  market: ["●⁂", "#f5e7b0"],
  road: ["", "#b9b2a6"],
  cocoa: ["❦", "#d8b48c"],
};
const RES = { wood: "#8b5a2b", grain: "#d4a017", sugar: "#9aa3ad", gem: "#b3261e", gold: "#c99a06", cocoa: "#5a3a22" };
const DIE_FILL = { white: "#ffffff", blue: "#3f7fd8", ambassador: "#e8c547", envoy: "#e8c547" };
// Module D's districts (data/maya/city.json colours) and what each temple gives (l.869-873).
const DISTRICT = { construction: "#e2cdb3", trade: "#efe4cc", gold: "#f3e2a0", festival: "#d6ecd2", technology: "#d3e2f3" };
const DISTRICT_STROKE = { construction: "#8b5a2b", trade: "#a88d5b", gold: "#c99a06", festival: "#2e8b57", technology: "#2f67ad" };
const REWARD = { coins: "●", cards: "▭", priest: "▲", storage: "▣", road: "◆" };
const GOVERNOR = "♜"; // Module A's figure, on his cell and on the end-game grid

const seatName = (ctx, i) => (ctx.name ? ctx.name(i) : `P${i + 1}`);
const cite = (ctx, rule) => (ctx.cite ? ctx.cite(rule) : rule);
const same = (a, b) => String(a).toLowerCase() === String(b).toLowerCase(); // moves keep "D11", views "d11"

// A tile's cells turned `turn` quarter turns clockwise, as the engine lays them (expand.py).
function turned(offsets, turn) {
  let out = offsets.map(([r, c]) => [r, c]);
  for (let k = 0; k < turn; k++) out = out.map(([r, c]) => [c, -r]);
  const [r0, c0] = out[0];
  return out.map(([r, c]) => [r - r0, c - c0]);
}

export function drawBoard(root, view, actions, ctx) {
  const { svg, html } = ctx;
  const t = (id) => ctx.t(id);
  root.classList.add(P + "board");
  const me = view.current_player;
  const over = view.over || view.phase === "over";
  const byKind = {};
  for (const a of actions) (byKind[a.kind] = byKind[a.kind] || []).push(a);
  const kind = (k) => byKind[k] || [];
  const bind = (el, moves) => ctx.clickable(el, moves || []);
  const title = (text) => svg("title", {}, [text]);
  const color = (p) => SEATS[p % SEATS.length];
  const box = (cls, head, children) =>
    html("div", { class: `${P}box ${P}${cls}` }, [head ? html("div", { class: P + "box-title" }, [head]) : null, ...children]);
  const chip = (text, cls = "") => html("span", { class: `${P}chip ${cls}`.trim() }, [text]);

  // ---------- status: the year, who moves and in which phase, what is being resolved ----------
  const status = html("div", { class: P + "status" });
  status.append(html("span", { class: P + "year" }, [`${t("year")} ${view.year}`]));
  if (over) {
    status.append(html("span", { class: P + "mover" }, [`${(view.winners || []).map((w) => seatName(ctx, w)).join(", ")} 🏆`]));
  } else if (me >= 0) {
    status.append(
      html("span", { class: P + "mover", style: `color:${color(me)}` }, [`${seatName(ctx, me)}: ${t(view.phase)}`]),
    );
  }
  const step = view.step;
  if (step && step[0] === "building" && me >= 0) {
    const cell = view.seats[me].cells[step[1]];
    if (cell) status.append(chip(`${t("building")}: ${t(cell.content)} (${cell.row}, ${cell.col})`, P + "note"));
  }
  if (view.placing) status.append(placingPreview(view.placing));
  const choices = () => ctx.decision(ctx.unplaced(), { cls: P + "decision" });
  root.append(status);

  // ---------- the main board: tracks, pass spaces, docks, special places, display, dice ----------
  const main = html("div", { class: P + "main" });
  main.append(tracks());
  main.append(passAndDocks());
  main.append(places());
  main.append(display());
  main.append(dice());
  if (view.governor) main.append(governorGrid());
  if ((view.town_halls || []).length || kind("board").length) main.append(setup());
  if (view.solo) main.append(soloGoals());
  root.append(main);

  // ---------- the colonies, the current player's first ----------
  const seats = html("div", { class: P + "seats" });
  const order = view.seats.map((_, i) => i);
  if (me > 0) order.push(...order.splice(0, me));
  // The Maya's seat spans the row: first when it moves, else after the colonies (no gap beside one).
  if (view.maya && order[0] !== view.maya.seat) order.push(...order.splice(order.indexOf(view.maya.seat), 1));
  for (const p of order) seats.append(view.maya && p === view.maya.seat ? mayaSeat(p) : seatBox(p));
  root.append(seats);

  // Moves with no place on the board (decline, ...) go last, once every element has taken its own.
  const rest = choices();
  if (rest) status.append(rest);

  // ================= parts =================

  function placingPreview(tile) {
    // The tile being placed, at each of its four turns: the number of a turn is the one the menu names.
    const wrapEl = html("span", { class: P + "placing" }, [chip(`${t("place")}:`, P + "note")]);
    for (let turn = 0; turn < 4; turn++) {
      const cells = turned(tile.offsets, turn);
      const minR = Math.min(...cells.map((c) => c[0]));
      const minC = Math.min(...cells.map((c) => c[1]));
      const u = 12;
      const w = (Math.max(...cells.map((c) => c[1])) - minC + 1) * u;
      const h = (Math.max(...cells.map((c) => c[0])) - minR + 1) * u;
      const g = svg("svg", { viewBox: `-1 -1 ${w + 2} ${h + 12}`, class: P + "turn", width: w + 2, height: h + 12 });
      cells.forEach(([r, c], i) => {
        const look = LOOK[tile.cells[i]] || ["", "#eee"];
        g.append(svg("rect", { x: (c - minC) * u, y: (r - minR) * u, width: u, height: u, fill: look[1], stroke: "#555", "stroke-width": i === 0 ? 2 : 0.6 }));
      });
      g.append(svg("text", { x: w / 2, y: h + 10, class: P + "tiny" }, [`↻${turn}`]));
      wrapEl.append(g);
    }
    return wrapEl;
  }

  function tracks() {
    const tr = view.tracks;
    const n = Math.max(tr.religion_end, tr.conquistador_end);
    const u = 24;
    const left = 86; // room for the track's name
    const width = left + n * u + 2;
    const s = svg("svg", { viewBox: `0 0 ${width} 56`, class: P + "tracks" });
    const religionMoves = new Map();
    for (const a of kind("religion")) {
      const from = view.seats[a.player].religion;
      const to = Math.min(tr.religion_end, from + (a.args.extra ? 2 : 1));
      if (!religionMoves.has(to)) religionMoves.set(to, []);
      religionMoves.get(to).push(a);
    }
    const row = (y, label, end, marks, value, moves) => {
      s.append(svg("text", { x: 2, y: y + 15, class: P + "track-name" }, [label]));
      for (let k = 1; k <= end; k++) {
        const x = left + (k - 1) * u;
        const g = svg("g", { "data-space": `${label}:${k}` });
        const mark = marks(k);
        g.append(svg("rect", { x, y, width: u - 2, height: 22, rx: 3, fill: mark ? mark[1] : "#f7f1e3", stroke: "#b9a57e" }));
        g.append(svg("text", { x: x + (u - 2) / 2, y: y + 9, class: P + "tiny" }, [String(k)]));
        if (mark) g.append(svg("text", { x: x + (u - 2) / 2, y: y + 19, class: P + "mark" }, [mark[0]]));
        if (mark && mark[2]) g.append(title(mark[2]));
        const here = view.seats.map((seat, p) => [seat, p]).filter(([seat]) => value(seat) === k);
        here.forEach(([, p], i) =>
          g.append(svg("circle", { cx: x + 4 + i * 5, cy: y + 18, r: 3.2, fill: color(p), stroke: "#fff", "stroke-width": 0.8 })),
        );
        if (moves && moves.has(k)) bind(g, moves.get(k));
        s.append(g);
      }
    };
    row(2, t("religion"), tr.religion_end, (k) => (tr.monk_spaces.includes(k) ? ["✝", "#e6dcf5", t("monks")] : null), (seat) => seat.religion, religionMoves);
    row(30, t("conquistador"), tr.conquistador_end, (k) => {
      if (tr.gold_spaces.includes(k)) return ["◆", "#f6e08a", t("gold")];
      if ((tr.trees || []).includes(k)) return ["♠", "#d6ecd2", t("tree")];
      return null;
    }, (seat) => seat.conquistador, null);
    return box("tracks-box", null, [s]);
  }

  function passAndDocks() {
    const part = html("div", { class: P + "column" });
    const spaces = html("div", { class: P + "pass" });
    const passMoves = new Map(kind("pass").map((a) => [a.args.space, a]));
    (view.pass_spaces || []).forEach((seat, k) => {
      const what = (view.pass_actions || [])[k];
      const el = html("div", { class: P + "pass-space", "data-pass": k + 1 }, [
        html("span", { class: P + "num" }, [String(k + 1)]),
        html("span", {}, [what ? t(what) : ""]),
        seat >= 0 ? html("span", { class: P + "marker", style: `background:${color(seat)}` }, [seatName(ctx, seat)]) : null,
        // a second marker joined this space with the scholar Meditation (l.1003)
        ...view.seats.map((x, q) => (q !== seat && x.pass_space === k + 1
          ? html("span", { class: P + "marker", style: `background:${color(q)}` }, [seatName(ctx, q)]) : null)),
      ]);
      bind(el, passMoves.get(k + 1));
      spaces.append(el);
    });
    part.append(box("pass-box", t("pass_space"), [spaces]));
    const docks = html("div", { class: P + "docks" });
    const shipMoves = new Map(kind("ship").map((a) => [a.args.dock, a]));
    view.docks.forEach((d, k) => {
      const cost = Object.entries(d.cost || {}).map(([r, n]) => `${t(r)} ×${n}`).join(", ");
      const el = html("div", { class: P + "dock", "data-dock": k + 1 }, [
        html("span", { class: P + "num" }, [String(k + 1)]),
        html("span", { class: P + "dock-name" }, [t(d.dock)]),
        html("span", { class: P + "small" }, [d.tile ? `${t("cost")}: ${cost}` : "—"]),
      ]);
      bind(el, shipMoves.get(k + 1));
      docks.append(el);
    });
    if (view.kingdoms) {
      // Paid for with coins or cocoa and laid at a colony dock (l.505): the seat's docks take the click.
      const sd = view.kingdoms.special_dock;
      const cost = Object.entries(sd.cost || {}).map(([r, n]) => `${t(r)} ×${n}`).join(", ");
      docks.append(html("div", { class: `${P}dock ${P}special-dock`, "data-special-dock": sd.tile }, [
        html("span", { class: P + "dock-name" }, [t("special_sea_trade")]),
        html("span", { class: P + "small" }, [sd.tile ? `${t("cost")}: ${cost}` : "—"]),
        html("span", { class: P + "small" }, [`${t("tiles_left")}: ${view.kingdoms.special_deck}`]),
      ]));
    }
    part.append(box("docks-box", `${t("docks")} · ${t("ships")}: ${view.deck}`, [docks]));
    return part;
  }

  function places() {
    const monkMoves = new Map(kind("monk").map((a) => [a.args.place, a]));
    const group = (ids, head) => {
      const list = html("div", { class: P + "places" });
      for (const id of ids) {
        // A scholar's card also says what it does (RULINGS A5): a glossary sentence with the data's number.
        const { ability, n, ...fx } = (view.place_effects || {})[id] || {};
        // A bishop's requirement (l.360): what it counts, 1 point per so many, at most so many.
        // The Kingdoms' crusader (l.1015) counts no points per item: its rule alone is shown.
        const said = fx.counts
          ? fx.per ? `${t(fx.counts)}: ${t("per")} ${fx.per}, ${t("max")} ${fx.max}` : t(fx.counts)
          : Object.entries(fx).map(([k, v]) => `${t(k)} ×${v}`).join(", "); // "×n": no noun to decline
        const el = html("div", { class: P + "place", "data-place": id }, [
          html("div", { class: P + "place-name" }, [t(id)]),
          html("div", { class: P + "small" }, [said]),
          ability ? html("div", { class: P + "small " + P + "ability" }, [t(ability).replace("{n}", String(n ?? ""))]) : null,
          html("div", { class: P + "monks" }, (view.places[id] || []).map((p) =>
            html("span", { class: P + "marker", style: `background:${color(p)}` }, [seatName(ctx, p)]),
          )),
        ]);
        bind(el, monkMoves.get(id));
        list.append(el);
      }
      return box("places-box", head, [list]);
    };
    return html("div", { class: P + "column " + P + "wide" }, [
      group(view.scholars, t("scholar")),
      group(view.bishops, t("bishop")),
      group(view.missions, t("mission")),
    ]);
  }

  function tileDrawing(tile) {
    // A development tile as laid unturned: its cells, roads grey, colonists as dots.
    const cells = turned(tile.offsets, 0);
    const minR = Math.min(...cells.map((c) => c[0]));
    const minC = Math.min(...cells.map((c) => c[1]));
    const u = 22;
    const w = (Math.max(...cells.map((c) => c[1])) - minC + 1) * u;
    const h = (Math.max(...cells.map((c) => c[0])) - minR + 1) * u;
    const s = svg("svg", { viewBox: `-1 -1 ${w + 2} ${h + 2}`, class: P + "tile-svg", width: w + 2, height: h + 2 });
    cells.forEach(([r, c], i) => {
      const x = (c - minC) * u;
      const y = (r - minR) * u;
      const look = LOOK[tile.cells[i]] || ["", "#eee"];
      s.append(svg("rect", { x, y, width: u, height: u, fill: look[1], stroke: "#6b5b3e", "stroke-width": 0.8 }));
      if (look[0]) s.append(svg("text", { x: x + u / 2, y: y + u / 2 + 4, class: P + "sym" }, [look[0]]));
      for (let k = 0; k < (tile.colonists[i] || 0); k++) {
        s.append(svg("circle", { cx: x + 5 + k * 6, cy: y + u - 5, r: 2.3, fill: "#3b2f1e" }));
      }
    });
    return s;
  }

  function display() {
    const expandMoves = new Map();
    for (const a of kind("expand")) expandMoves.set(String(a.args.tile).toLowerCase(), a);
    const row = html("div", { class: P + "display" });
    for (const tile of view.display) {
      const names = tile.cells.filter((c) => c && c !== "road").map(t).join(", ");
      const el = html("div", { class: `${P}tile ${P}${tile.size}`, "data-tile": tile.id, title: `${t(tile.size)}: ${names}` }, [
        tileDrawing(tile),
      ]);
      bind(el, expandMoves.get(tile.id));
      row.append(el);
    }
    const counts = html("div", { class: P + "counts" }, [
      chip(`${t("double")}: ${view.stacks.double}`),
      chip(`${t("triple")}: ${view.stacks.triple}`),
      chip(`${t("road_cell")}: ${view.roads}`),
    ]);
    const parts = [row, counts];
    const k = view.kingdoms;
    if (k) {
      // The special development tiles (l.469, l.513): bought for coins, laid like the others.
      const special = html("div", { class: P + "display" });
      for (const tile of k.special_display) {
        const names = tile.cells.filter((c) => c && c !== "road").map(t).join(", ");
        const el = html("div", { class: `${P}tile ${P}special`, "data-tile": tile.id, title: `${t("special_tile")}: ${names}` }, [
          tileDrawing(tile),
        ]);
        bind(el, expandMoves.get(tile.id));
        special.append(el);
      }
      parts.push(html("div", { class: P + "small" }, [`${t("special_tile")} · ${t("cost")}: ${k.special_cost.coins} ●`]));
      parts.push(special);
      parts.push(html("div", { class: P + "counts" }, [chip(`${t("special_tile")}: ${k.special_stack}`)]));
    }
    return box("display-box", t("display"), parts);
  }

  function dieFace(face, fill, used) {
    const s = svg("svg", { viewBox: "0 0 24 24", class: P + "die" + (used ? " " + P + "used" : ""), width: 24, height: 24 });
    s.append(svg("rect", { x: 1, y: 1, width: 22, height: 22, rx: 4, fill, stroke: "#333" }));
    s.append(svg("text", { x: 12, y: 17, class: P + "die-text" + (fill === DIE_FILL.blue ? " " + P + "on-blue" : "") }, [String(face)]));
    return s;
  }

  function dice() {
    const white = html("div", { class: P + "dice" }, view.white_dice.map((f) => dieFace(f, DIE_FILL.white)));
    const parts = [html("div", { class: P + "small" }, [t("white_dice")]), white];
    if (view.options && view.options.shared_blue) {
      parts.push(html("div", { class: P + "small" }, [t("blue_dice")]));
      parts.push(html("div", { class: P + "dice" }, view.shared_blue_dice.map((f) => dieFace(f, DIE_FILL.blue))));
    }
    if (view.specialists) parts.push(specialistRow());
    if (view.ambassadors) {
      // Module C (l.688, l.698): the two ambassador dice; a taken one shows its taker. Its line is chosen
      // on the colony's edge, like any die.
      const row = html("div", { class: P + "dice" });
      for (const d of view.ambassadors.dice) {
        const el = html("span", { class: P + "ambassador", "data-ambassador": d.color }, [
          d.face ? dieFace(d.face, DIE_FILL[d.color]) : dieFace("–", DIE_FILL[d.color], true),
          d.taker !== null && d.taker !== undefined && d.taker >= 0
            ? html("span", { class: P + "marker", style: `background:${color(d.taker)}` }, [seatName(ctx, d.taker)])
            : null,
        ]);
        row.append(el);
      }
      parts.push(html("div", { class: P + "small" }, [t("ambassadors")]));
      parts.push(row);
    }
    return box("dice-box", null, parts);
  }

  function specialistRow() {
    // Module B (l.633): one specialist beside each white value 1-6; the white die taken hires the one at
    // its value (the step names it), for the price shown.
    const sp = view.specialists;
    const hireAt = view.step && view.step[0] === "hire" ? view.step[1] : 0;
    const row = html("div", { class: P + "specialists" });
    sp.row.forEach((s, k) => {
      const kids = [html("span", { class: P + "num" }, [String(k + 1)])];
      if (s) {
        const what = s.kind === "improvement" ? LOOK[s.building] || ["", "#eee"] : null;
        kids.push(html("span", { class: P + "small" }, [t(s.kind)]));
        if (what) kids.push(html("span", { class: P + "spec-sym", style: `background:${what[1]}` }, [what[0]]));
        if (s.gain) kids.push(html("span", { class: P + "small" }, [t(s.gain)]));
        kids.push(html("span", { class: P + "small" }, [`${s.price} ●`]));
      } else {
        kids.push(html("span", { class: P + "small" }, ["—"]));
      }
      const el = html("div", { class: P + "specialist", "data-specialist": k + 1 }, kids);
      if (k + 1 === hireAt) bind(el, kind("hire"));
      row.append(el);
    });
    return html("div", {}, [html("div", { class: P + "small" }, [`${t("specialists")} (${sp.stack})`]), row]);
  }

  function governorGrid() {
    // Module A's end-game grid (l.589): what the governor's last cell scores; each seat's figure on it.
    const g = view.governor;
    const u = 20;
    const s = svg("svg", { viewBox: `0 0 ${6 * u + 2} ${6 * u + 2}`, class: P + "governor-grid" });
    g.grid.forEach((row, r) =>
      row.forEach((pts, c) => {
        s.append(svg("rect", { x: 1 + c * u, y: 1 + r * u, width: u, height: u, fill: pts < 0 ? "#f6dede" : "#e2f1df", stroke: "#b9a57e", "stroke-width": 0.6 }));
        // in the cell's upper part, clear of the seats' figures along its bottom
        s.append(svg("text", { x: 1 + c * u + u / 2, y: 1 + r * u + 11.5, class: P + "governor-num" }, [String(pts)]));
      }),
    );
    g.cells.forEach((cell, p) => {
      s.append(svg("circle", { cx: 1 + (cell.col - 1) * u + 4 + (p % 4) * 4, cy: 1 + (cell.row - 1) * u + u - 4, r: 2.4, fill: color(p) }));
    });
    return box("governor-box", `${GOVERNOR} ${t("governor")}`, [s]);
  }

  function setup() {
    const parts = [];
    const hallMoves = new Map(kind("town_hall").map((a) => [String(a.args.pair).toLowerCase(), a]));
    if ((view.town_halls || []).length) {
      const row = html("div", { class: P + "chips" });
      for (const pair of view.town_halls) {
        const [, scholar] = pair.split(":");
        const el = html("div", { class: P + "hall", "data-pair": pair }, [
          html("div", { class: P + "place-name" }, [t("town_hall_token")]),
          html("div", { class: P + "small" }, [`${t("scholar")}: ${t(scholar)}`]),
        ]);
        bind(el, hallMoves.get(pair));
        row.append(el);
      }
      parts.push(row);
    }
    if (kind("board").length) {
      // The colony boards still on the table are the ones the move offers (l.58).
      const row = html("div", { class: P + "chips" });
      kind("board").forEach((a, k) => {
        const el = html("div", { class: P + "hall", "data-board": String(a.args.board).toLowerCase() }, [
          html("div", { class: P + "place-name" }, [`${t("colony")} ${k + 1}`]),
        ]);
        bind(el, a);
        row.append(el);
      });
      parts.push(row);
    }
    return box("setup-box", t(view.phase), parts);
  }

  function soloGoals() {
    // The solo game's goals once it is over (l.410-422): reached or not.
    const row = html("div", { class: P + "chips" });
    for (const [goal, reached] of Object.entries(view.solo)) {
      row.append(chip(`${reached ? "✔" : "✗"} ${t(goal)}`, reached ? P + "reached" : P + "missed"));
    }
    return box("solo-box", t("solo"), [row]);
  }

  function seatBox(p) {
    const seat = view.seats[p];
    const mine = p === me && !over;
    const hidden = view.viewer !== null && view.viewer !== undefined && view.viewer !== p;
    const el = html("div", { class: P + "seat" + (mine ? " " + P + "current" : ""), "data-seat": p, style: `border-color:${color(p)}` });
    const head = html("div", { class: P + "seat-head" }, [
      html("span", { class: P + "seat-name", style: `color:${color(p)}` }, [seatName(ctx, p)]),
      chip(`${t("coins")}: ${seat.coins}`),
      chip(`${t("happiness")}: ${hidden ? "?" : seat.happiness}`, P + "happy"),
      chip(`${t("monks")}: ${seat.monks}`),
      chip(`${t("next_activation")}: ${seat.next_activation} ●`),
      seat.pass_space ? chip(`${t("pass_space")}: ${seat.pass_space}`) : null,
      seat.scholar ? chip(`${t("scholar")}: ${t(seat.scholar)}`) : null,
      view.kingdoms ? cocoaChip(view.kingdoms.cocoa[p]) : null,
      view.governor ? chip(`${GOVERNOR} ${view.governor.cells[p].points}`) : null,
    ]);
    el.append(head);
    if (view.specialists) {
      // Production specialists by kind (l.643): how many of each this seat has hired.
      const counts = {};
      for (const id of view.specialists.seats[p].hired) {
        const k = id.split("_")[0];
        if (k !== "wagon") counts[k] = (counts[k] || 0) + 1;
      }
      const chips = Object.entries(counts).map(([k, n]) => chip(`${t(k)} ×${n}`));
      if (chips.length) el.append(html("div", { class: P + "chips" }, chips));
    }

    // Resources: a free sale or purchase, or the payment a trade building asks, on the resource itself.
    const resMoves = new Map();
    for (const a of [...kind("sell"), ...kind("buy"), ...kind("trade")]) {
      if (a.player !== p) continue;
      const r = a.args.resource || a.args.pay;
      if (!resMoves.has(r)) resMoves.set(r, []);
      resMoves.get(r).push(a);
    }
    const res = html("div", { class: P + "resources" });
    for (const [r, n] of Object.entries(seat.resources)) {
      const c = html("span", { class: P + "res", "data-resource": r }, [
        html("span", { class: P + "dot", style: `background:${RES[r] || "#777"}` }, []),
        `${t(r)}: ${n}`,
      ]);
      bind(c, resMoves.get(r));
      res.append(c);
    }
    el.append(res);

    const dicePart = html("div", { class: P + "seat-dice" }, [
      blueDice(seat),
      html("span", { class: P + "small " + P + "dice-group" }, [`${t("white_dice")}: ${seat.white_used}/${view.ambassadors ? view.ambassadors.white_per_year : 3}`]),
    ]);
    el.append(dicePart);
    el.append(colony(p, mine));
    // The colony's docks; a special sea-trade tile is laid at one of them (l.505).
    const specialMoves = new Map(kind("special_ship").filter((a) => a.player === p).map((a) => [a.args.dock, a]));
    const docks = html("div", { class: P + "seat-docks" }, [html("span", { class: P + "small" }, [`${t("docks")}:`])]);
    Object.entries(seat.docks).forEach(([d, n], k) => {
      const c = html("span", { class: `${P}small ${P}seat-dock`, "data-seat-dock": k + 1 }, [`${t(d)} ${n}`]);
      bind(c, specialMoves.get(k + 1));
      docks.append(c);
    });
    el.append(docks);
    return el;
  }

  function blueDice(seat) {
    // A seat's blue dice, or 0 when it has none, so the label never stands empty.
    const faces = seat.blue.map((f) => dieFace(f, DIE_FILL.blue));
    return html("span", { class: P + "dice-group", "data-blue-dice": seat.blue.length }, [
      html("span", { class: P + "small" }, [`${t("blue_dice")}:${faces.length ? "" : " 0"}`]),
      ...faces,
    ]);
  }

  function cocoaChip(c) {
    // The cocoa storages (l.483, l.517): full ones filled, empty ones hollow.
    const marks = "●".repeat(c.full) + "○".repeat(Math.max(0, c.stores - c.full));
    return chip(`${t("cocoa")}: ${marks}`, P + "cocoa");
  }

  function colony(p, mine) {
    const seat = view.seats[p];
    const size = EDGE + 6 * CELL + 2;
    const wide = view.kingdoms ? EDGE : 0; // room for Archery's top-right corner (l.993)
    const s = svg("svg", { viewBox: `0 0 ${size + wide} ${size}`, class: P + "colony", "data-colony": p });
    const at = (r, c) => [EDGE + (c - 1) * CELL, EDGE + (r - 1) * CELL];
    const cellMoves = new Map();
    const lineMoves = new Map();
    if (mine) {
      for (const a of [...kind("activate"), ...kind("place"), ...kind("road"), ...kind("improve")]) {
        const key = `${a.args.cell[0]},${a.args.cell[1]}`;
        if (!cellMoves.has(key)) cellMoves.set(key, []);
        cellMoves.get(key).push(a);
      }
      for (const a of [...kind("use_die"), ...kind("cocoa_die"), ...kind("ambassador")]) {
        // A white die activates a column, a blue one a row (l.132, l.134): the number is the line.
        const key = `${a.args.color === "white" ? "col" : "row"}:${a.args.value}`;
        if (!lineMoves.has(key)) lineMoves.set(key, []);
        lineMoves.get(key).push(a);
      }
      for (const a of kind("philosophy")) {
        // Philosophy (l.1005): a blue die on a column, clicked on the column like a white one.
        const key = `col:${a.args.value}`;
        if (!lineMoves.has(key)) lineMoves.set(key, []);
        lineMoves.get(key).push(a);
      }
    }
    for (let k = 1; k <= 6; k++) {
      const [x] = at(1, k);
      const col = svg("g", { "data-line": `col:${k}` }, [
        svg("rect", { x: x + 1, y: 0, width: CELL - 2, height: EDGE - 2, rx: 3, fill: "#f3ecdd" }),
        svg("text", { x: x + CELL / 2, y: EDGE - 5, class: P + "edge" }, [String(k)]),
      ]);
      bind(col, lineMoves.get(`col:${k}`));
      s.append(col);
      const [, y] = at(k, 1);
      const row = svg("g", { "data-line": `row:${k}` }, [
        svg("rect", { x: 0, y: y + 1, width: EDGE - 2, height: CELL - 2, rx: 3, fill: "#e4ecf8" }),
        svg("text", { x: EDGE / 2 - 1, y: y + CELL / 2 + 4, class: P + "edge" }, [String(k)]),
      ]);
      bind(row, lineMoves.get(`row:${k}`));
      s.append(row);
    }
    for (const cell of seat.cells) {
      const [x, y] = at(cell.row, cell.col);
      const look = LOOK[cell.content] || ["", cell.content ? "#eee" : "#fbf8f0"];
      const g = svg("g", { class: P + "cell", "data-cell": `${cell.row},${cell.col}` });
      const name = cell.content ? t(cell.content === "road" ? "road_cell" : cell.content) : "";
      if (name) g.append(title(`${name} (${cell.row}, ${cell.col})`));
      g.append(svg("rect", { x: x + 1, y: y + 1, width: CELL - 2, height: CELL - 2, rx: 2, fill: look[1], stroke: "#c9bb9a", "stroke-width": 0.8 }));
      if (look[0]) g.append(svg("text", { x: x + CELL / 2, y: y + CELL / 2 + 3, class: P + "sym" }, [look[0]]));
      for (let k = 0; k < cell.colonists; k++) {
        g.append(svg("circle", { cx: x + 6 + k * 7, cy: y + CELL - 6, r: 2.8, fill: "#3b2f1e" }));
      }
      if (cell.coins) {
        g.append(svg("circle", { cx: x + CELL - 8, cy: y + 8, r: 6, fill: "#e2b714", stroke: "#8a6d0b" }));
        g.append(svg("text", { x: x + CELL - 8, y: y + 11, class: P + "coin-text" }, [String(cell.coins)]));
      }
      if (cell.die) {
        g.append(svg("rect", { x: x + 3, y: y + 3, width: 10, height: 10, rx: 2, fill: DIE_FILL[cell.die], stroke: "#333" }));
      }
      bind(g, cellMoves.get(`${cell.row},${cell.col}`));
      s.append(g);
    }
    if (view.governor) {
      // The governor stands on his cell (l.555) and blocks it (l.585); Navigation moves him on (l.1009).
      const gv = view.governor.cells[p];
      const [x, y] = at(gv.row, gv.col);
      const fig = svg("g", { class: P + "governor", "data-governor": p }, [
        svg("circle", { cx: x + CELL - 9, cy: y + CELL - 9, r: 7, fill: "#fff", stroke: color(p), "stroke-width": 1.5 }),
        svg("text", { x: x + CELL - 9, y: y + CELL - 5.5, class: P + "coin-text" }, [GOVERNOR]),
        title(t("governor")),
      ]);
      if (mine) bind(fig, kind("navigate"));
      s.append(fig);
    }
    if (view.kingdoms) {
      // Archery (l.993): a die showing 1 takes the diagonal from the top-left corner, a 6 the top-right one.
      const corners = [
        [1, 0],
        [6, EDGE + 6 * CELL + 1],
      ];
      for (const [value, x] of corners) {
        // the ambassador die onto a diagonal goes on the same corner (l.999)
        const moves = mine ? [...kind("archery"), ...kind("ambassador_archery")].filter((a) => a.args.value === value) : [];
        const g = svg("g", { "data-line": `diagonal:${value}` }, [
          svg("rect", { x, y: 0, width: EDGE - 2, height: EDGE - 2, rx: 3, fill: moves.length ? "#f3e1c2" : "#f7f3ea" }),
          svg("text", { x: x + EDGE / 2 - 1, y: EDGE - 5, class: P + "edge" }, [value === 1 ? "⤡" : "⤢"]),
          title(t("archery")),
        ]);
        bind(g, moves);
        s.append(g);
      }
    }
    return s;
  }

  // ================= Module D: the Maya city (l.714-969; the `maya` key of VIEW.md) =================

  function mayaSeat(p) {
    // The Maya's seat: its coins, dice, stores and cards beside the city board (no colony, l.736).
    const m = view.maya;
    const seat = view.seats[p];
    const mine = p === me && !over;
    const el = html("div", { class: `${P}seat ${P}maya-seat` + (mine ? " " + P + "current" : ""), "data-seat": p, style: `border-color:${color(p)}` });
    el.append(html("div", { class: P + "seat-head" }, [
      html("span", { class: P + "seat-name", style: `color:${color(p)}` }, [`${seatName(ctx, p)} · ${t("maya")}`]),
      chip(`${t("coins")}: ${seat.coins}`),
      chip(`${t("monks")}: ${seat.monks}`),
      chip(`${t("priest")}: ${m.priests.free}/${m.priests.owned}`),
      chip(`${t("fork")}: ${m.road_tokens}`),
      chip(`${ctx.boardWord("temple_points")}: ${m.temple_points}`),
      seat.pass_space ? chip(`${t("pass_space")}: ${seat.pass_space}`) : null,
      html("span", { class: P + "seat-dice" }, [blueDice(seat)]),
    ]));
    if (m.offer) {
      // The Maya's offer waits for the player asked (l.927): the answer is theirs, in the decision box.
      const side = (what) => (what === "coins" ? `${m.offer.coins} ●` : t(what));
      // a line that wraps (not a chip): a long offer in Russian must fit a narrow cell
      el.append(html("div", { class: P + "offer-note", "data-offer": m.offer.to }, [
        `${t("offer")} → ${seatName(ctx, m.offer.to)}: ${side(m.offer.give)} ⇄ ${side(m.offer.get)}`,
      ]));
    }
    const body = html("div", { class: P + "maya-body" }, [
      html("div", { class: P + "maya-city-part" }, [city(m)]),
      html("div", { class: P + "maya-side" }, [stores(m), cards(m)]),
    ]);
    el.append(body);
    return el;
  }

  function city(m) {
    // Six roads top to bottom, three sites each (l.841), the five districts between them with their
    // temples below (l.863-865); a die enters at its number's symbol and walks the links (l.845).
    const X0 = 44, DX = 84, Y0 = 44, DY = 46;
    const W = X0 * 2 + 5 * DX;
    const TY = Y0 + 2 * DY + 34; // the temples' top
    const H = TY + 84;
    const s = svg("svg", { viewBox: `0 0 ${W} ${H}`, class: P + "city", "data-city": m.seat });
    const pos = {};
    for (const site of m.sites) {
      const [road, step] = site.id.split(".").map(Number);
      pos[site.id] = [X0 + (road - 1) * DX, Y0 + (step - 1) * DY];
    }
    // Only the mover's moves are legal: the city takes them whoever walks (an envoy's die too, l.977).
    const moves = (k, test) => kind(k).filter((a) => test(a.args));
    // the districts: bands between the roads, with the cards tucked under each (l.881)
    m.temples.forEach((tp, i) => {
      const x = X0 + i * DX;
      const fill = DISTRICT[tp.district] || "#eee";
      s.append(svg("rect", { x: x + 24, y: Y0 - 18, width: DX - 48, height: 2 * DY + 36, rx: 6, fill, opacity: 0.55 }));
      const under = (m.tucked || {})[tp.district];
      if (under && under.length) {
        s.append(svg("g", { "data-tucked": tp.district }, [
          svg("rect", { x: x + DX / 2 - 9, y: Y0 + DY / 2 - 8, width: 18, height: 14, rx: 2, fill: "#fffdf7", stroke: "#8a6d3b" }),
          svg("text", { x: x + DX / 2, y: Y0 + DY / 2 + 2, class: P + "coin-text" }, [String(under.length)]),
          title(`${t(tp.district)}: ${t("cards")} ×${under.length}`),
        ]));
      }
    });
    // the roads: links between sites, then the forks' bypasses (a road token lies on a laid one, l.872)
    for (const [a, b] of m.links) {
      const [x1, y1] = pos[a];
      const [x2, y2] = pos[b];
      s.append(svg("line", { x1, y1, x2, y2, stroke: "#9b8660", "stroke-width": 3 }));
    }
    for (const f of m.forks) {
      const [x1, y1] = pos[f.ends[0]];
      const [x2, y2] = pos[f.ends[1]];
      const mx = (x1 + x2) / 2;
      const my = y1 + DY / 2;
      s.append(svg("path", { d: `M ${x1} ${y1} Q ${mx} ${y1 + DY} ${x2} ${y2}`, fill: "none", stroke: f.road ? "#6b4f2a" : "#c9bb9a", "stroke-width": f.road ? 3 : 1.5, "stroke-dasharray": f.road ? "" : "4 3" }));
      // the token's place on the bypass: a square, so a click anywhere inside it lands
      const g = svg("g", { "data-fork": f.id }, [
        svg("rect", { x: mx - 7, y: my - 7, width: 14, height: 14, rx: 3, fill: f.road ? "#6b4f2a" : "#fffdf7", stroke: "#6b4f2a" }),
        title(t("fork")),
      ]);
      bind(g, moves("fork", (x) => x.fork === f.id));
      s.append(g);
    }
    // the die symbols: where a die of each number enters (l.841)
    for (const [value, first] of Object.entries(m.entries)) {
      const [x] = pos[first];
      const g = svg("g", { "data-entry": value }, [
        svg("rect", { x: x - 11, y: 2, width: 22, height: 20, rx: 4, fill: "#fff", stroke: "#333" }),
        svg("text", { x, y: 17, class: P + "die-text" }, [value]),
        title(t("city_die")),
      ]);
      bind(g, moves("city_die", (x) => String(x.value) === value));
      s.append(g);
    }
    // the sites: the building, what stands on it, the walking die's path
    const walk = m.walk || { path: [] };
    const here = walk.path.length ? walk.path[walk.path.length - 1] : "";
    for (const site of m.sites) {
      const [x, y] = pos[site.id];
      const look = siteLook(site);
      const onPath = walk.path.includes(site.id);
      const g = svg("g", { class: P + "site", "data-site": site.id });
      const what = site.building ? buildingName(site.building) : "";
      g.append(title(what ? `${what}: ${siteEffect(site)}` : t("construct")));
      g.append(svg("rect", {
        x: x - 22, y: y - 15, width: 44, height: 30, rx: 4, fill: look[1],
        stroke: onPath ? DIE_FILL[walk.die] === "#ffffff" ? "#333" : "#1d4f91" : "#8a7a5a",
        "stroke-width": onPath ? 2.5 : 0.8, "stroke-dasharray": site.building ? "" : "3 2",
      }));
      if (look[0]) g.append(svg("text", { x, y: y + 5, class: P + "sym" }, [look[0]]));
      if (site.on) {
        g.append(site.on === "priest"
          ? svg("path", { d: `M ${x + 12} ${y - 12} l 6 10 h -12 z`, fill: color(m.seat), stroke: "#fff", "stroke-width": 0.8 })
          : svg("rect", { x: x + 8, y: y - 12, width: 10, height: 10, rx: 2, fill: DIE_FILL[site.on] || "#ccc", stroke: "#333" }));
      }
      if (site.id === here && walk.value) {
        g.append(svg("text", { x: x - 14, y: y - 4, class: P + "coin-text" }, [String(walk.value)]));
      }
      bind(g, [
        ...moves("walk", (a) => a.site === site.id),
        ...(site.id === here ? moves("stop", () => true) : []),
        ...moves("priest", (a) => a.site === site.id),
        ...moves("construct", (a) => a.site === site.id),
      ]);
      s.append(g);
    }
    // the temples, one per district (l.865): levels built, the token on top and its cost; gold's storage
    m.temples.forEach((tp, i) => {
      const x = X0 + i * DX + 4;
      const w = DX - 8;
      const g = svg("g", { class: P + "temple", "data-temple": tp.district });
      g.append(svg("rect", { x, y: TY, width: w, height: 58, rx: 5, fill: "#f7f1e3", stroke: DISTRICT_STROKE[tp.district] || "#8a7a5a", "stroke-width": 1.5 }));
      for (let k = 0; k < 3; k++) {
        g.append(svg("rect", { x: x + 6 + k * 9, y: TY + 5, width: 8, height: 8, fill: k < tp.levels ? "#6b4f2a" : "#fff", stroke: "#6b4f2a", "stroke-width": 0.7 }));
      }
      g.append(svg("text", { x: x + w - 12, y: TY + 13, class: P + "sym" }, [REWARD[tp.reward] || "?"]));
      const cost = Object.entries(tp.cost || {});
      cost.forEach(([r, n], k) => {
        for (let j = 0; j < n; j++) {
          g.append(svg("circle", { cx: x + 9 + (k + j) * 11, cy: TY + 26, r: 4.5, fill: RES[r] || "#777", stroke: "#fff", "stroke-width": 0.6 }));
        }
      });
      if (tp.district === "gold") {
        g.append(svg("text", { x: x + w / 2, y: TY + 46, class: P + "coin-text" }, [`${t("gold")}: ${m.gold_temple}`]));
      }
      g.append(title(`${t("temple")} · ${t(tp.district)}: ${tp.levels}/3` + (cost.length ? ` · ${t("cost")}: ${cost.map(([r, n]) => `${t(r)} ×${n}`).join(", ")}` : "")));
      bind(g, moves("temple", (a) => a.district === tp.district));
      s.append(g);
      s.append(svg("text", { x: x + w / 2, y: TY + 72, class: P + "district-name" }, [t(tp.district)]));
    });
    return s;
  }

  function buildingName(id) {
    // The reserve's tokens are numbered (wooden_1, straw_4): named by their material.
    const [kindOf] = id.split("_");
    return /_\d+$/.test(id) ? ctx.boardWord(kindOf) : t(id);
  }

  function siteEffect(site) {
    const e = site.effect || {};
    if (e.gain) return Object.entries(e.gain).map(([r, n]) => `${t(r)} +${n}`).join(", ");
    return t(e.effect || "");
  }

  function siteLook(site) {
    const e = site.effect || {};
    if (!site.building) return ["", "#fbf8f0"];
    if (e.effect === "religion") return ["✝", "#dcd3f2"];
    if (e.effect === "warrior") return ["⚔", "#f3c9a8"];
    const [r] = Object.keys(e.gain || {});
    return LOOK[r] || [r === "points" ? "☺" : "•", "#eef3f7"];
  }

  function stores(m) {
    // The storage tokens by kind, filled or empty (l.770-772); a fill, a new token or a trade with the
    // reserve (l.920) is clicked on the kind; the deck draws a card.
    const row = html("div", { class: P + "chips" });
    for (const [r, st] of Object.entries(m.stores)) {
      const marks = "●".repeat(st.filled) + "○".repeat(Math.max(0, st.tokens - st.filled));
      const c = html("span", { class: P + "res", "data-store": r, title: `${t("storage")}: ${t(r)} (${m.spare[r]})` }, [
        html("span", { class: P + "dot", style: `background:${RES[r] || "#777"}` }, []),
        `${t(r)}: ${marks || "–"}`,
      ]);
      bind(c, ["fill", "store", "reserve_buy", "reserve_sell"].flatMap((k) => kind(k).filter((a) => a.args.resource === r)));
      row.append(c);
    }
    const deck = html("span", { class: `${P}chip ${P}maya-deck`, "data-deck": "maya" }, [`${ctx.boardWord("deck")}: ${m.deck}`]);
    bind(deck, [...kind("draw_card"), ...kind("redraw")]);
    const left = {};
    for (const b of m.buildings_left) {
      const k = b.split("_")[0];
      left[k] = (left[k] || 0) + 1;
    }
    const reserve = Object.entries(left).map(([k, n]) => chip(`${ctx.boardWord(k)}: ${n}`));
    return box("maya-stores", t("storage"), [row, html("div", { class: P + "chips" }, [deck, ...reserve])]);
  }

  function cards(m) {
    // The hand (l.776): each card's two actions, one per district, played on its half (l.879); a card
    // as a whole is used for its technology (l.849) or set aside in a trade (l.922). Hidden: backs.
    const hand = html("div", { class: P + "hand" });
    for (const card of m.hand) {
      if (!card) {
        hand.append(html("div", { class: `${P}card ${P}card-back` }, ["?"]));
        continue;
      }
      const whole = html("div", { class: P + "card-head", "data-card": card.id }, [
        html("span", { class: P + "small" }, [card.value ? `${t("tech")}: ${card.value}` : ""]),
      ]);
      bind(whole, [...kind("tech"), ...kind("set_aside")].filter((a) => a.args.card === card.id));
      const halves = card.districts.map((d) => {
        const half = html("div", { class: P + "card-half", "data-card-district": `${card.id}:${d}`, style: `background:${DISTRICT[d] || "#eee"}` }, [
          html("div", { class: P + "card-district" }, [t(d)]),
          html("div", { class: P + "small" }, [cardAction(card, d)]),
        ]);
        bind(half, kind("play_card").filter((a) => a.args.card === card.id && a.args.district === d));
        return half;
      });
      hand.append(html("div", { class: P + "card" }, [whole, ...halves]));
    }
    const parts = [hand];
    if ((m.aside || []).length) {
      parts.push(html("div", { class: P + "small" }, [`${ctx.boardWord("aside")}: ${m.aside.length}`]));
    }
    return box("maya-cards", `${ctx.boardWord("hand")}: ${m.hand.length}`, parts);
  }

  function cardAction(card, d) {
    // What the card does in a district (l.883-911): build a token, pay for a gain, walk further.
    const list = (o) => Object.entries(o || {}).map(([r, n]) => `${t(r)} ×${n}`).join(", ");
    if (d === "construction") return card.build ? `⌂ ${t(card.build)}` : "⌂";
    if (d === "festival") return card.pay ? `${list(card.pay)} → ${list(card.gain)}` : "☺";
    if (d === "technology") return card.value ? `+${card.value}${card.bonus ? ` ${t(card.bonus)}` : ""}` : "+";
    return "⇄";
  }
}
