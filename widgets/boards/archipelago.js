// The board of «Архипелаг» (Archipelago), drawn from GAME.view(state) (boardkit/games/archipelago/view.py).
// Plain ES module, no imports: the shell loads it from a string and calls drawBoard on every change.
// Every legal move is placed where it belongs through the shell's click layer (ctx.clickable / ctx.button):
// a region's placement on the empty cell it goes to, recruiting, building, ports, markets and migration on
// the region, trades on the market row, an action on its wheel zone, a card's use on the card, a purchase
// or a turn on the track slot, crisis supplies on the crisis box; the character cards' moves where they act:
// a ship to sink or a striker to evict on its mark, a cube to give on the screen, a victim to rob on its
// name, a fist to take on the fist, an objective to spy on the seat's objectives, a region to plunder on the
// region, a city's leave to ask on its holder's row of offers beside the map, the Pioneer's hex on the hex. Moves with no place (a bid, the turn
// order, ending the round, answering a request for leave) go into the shell's decision box.
// Secrets come stripped by core: another seat's screen is null, its objective null, its bid hidden.

const P = "bk-archipelago-";
const S = 30; // a hex's corner radius in SVG units
const SQ3 = Math.sqrt(3);
// Seat colours (the rulebook's are pictures: these are ours).
const SEAT_COLOR = ["#c0392b", "#2e6fb7", "#d9a21b", "#3c8d40", "#7d4fa0"];
const RES_COLOR = { wood: "#7a4e24", fish: "#3f8fc7", iron: "#6b7280", stone: "#b9b2a3", cattle: "#e8e0cf", fruit: "#d9533b" };
const EDGE_COLOR = { s: "#a9cfe9", f: "#bcdc8e", m: "#c9a77c" };
// A building's mark inside a hex: a symbol, so the map reads the same in both languages; its name is the tooltip.
const BUILDING_MARK = { city: "▣", port: "⚓", market: "◆", church: "✝" };
const ZONE_MARK = { taxes: "¤", trade: "⇄", exploration: "✦", reproduction: "♥", recruitment: "✚", migration: "➜", build: "⌂" };

const seatColor = (i) => SEAT_COLOR[i % SEAT_COLOR.length];

const sameCell = (a, b) => Array.isArray(a) && Array.isArray(b) && a[0] === b[0] && a[1] === b[1];

// --- the archipelago --------------------------------------------------------------------------

// Pointy-top hexes on the axial grid of board.py: direction d toward the neighbour (DIRS[d]).
const centre = ([q, r]) => [S * SQ3 * (q + r / 2), S * 1.5 * r];
const corner = ([x, y], deg, k = 1) => [x + S * k * Math.cos((deg * Math.PI) / 180), y + S * k * Math.sin((deg * Math.PI) / 180)];
const points = (list) => list.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");
const hexPoints = (c, k = 1) => points([30, 90, 150, 210, 270, 330].map((d) => corner(c, d, k)));
// The screen angle of direction d: east, then the neighbours of DIRS in order (counter-clockwise on screen).
const dirAngle = (d) => -60 * d;

function unitMark(ctx, u, x, y, T, name) {
  const s = ctx.svg;
  const fill = seatColor(u.owner);
  const state = [u.striking ? T("striker") : "", u.occupied ? ctx.t("board.occupied") : ""].filter(Boolean);
  const tip = `${T(u.kind)} · ${name(u.owner)}${state.length ? " · " + state.join(", ") : ""}${u.icon ? " · " + T(u.icon) : ""}`;
  const faded = u.occupied ? 0.45 : 1;
  if (u.kind === "ship") {
    return s("g", { class: P + "unit", "data-unit": String(u.id), opacity: faded }, [
      s("title", {}, [tip]),
      s("path", { d: `M${x - 6} ${y} L${x + 6} ${y} L${x + 4} ${y + 4} L${x - 4} ${y + 4} Z`, fill, stroke: "#222", "stroke-width": 0.7 }),
      s("path", { d: `M${x} ${y - 7} L${x + 4} ${y - 1} L${x} ${y - 1} Z`, fill: "#fff", stroke: "#444", "stroke-width": 0.5 }),
    ]);
  }
  if (u.striking) {
    return s("g", { class: P + "unit " + P + "striker", "data-unit": String(u.id) }, [
      s("title", {}, [tip]),
      s("rect", { x: x - 5, y: y - 2, width: 10, height: 4, rx: 2, fill, stroke: "#222", "stroke-width": 0.7 }),
    ]);
  }
  return s("g", { class: P + "unit", "data-unit": String(u.id), opacity: faded }, [
    s("title", {}, [tip]),
    s("circle", { cx: x, cy: y, r: 3.6, fill, stroke: "#222", "stroke-width": 0.7 }),
    u.icon ? s("circle", { cx: x, cy: y, r: 1.4, fill: RES_COLOR[u.icon] || "#fff" }) : null,
  ]);
}

function drawRegion(ctx, region, T, w, name, plundered) {
  const s = ctx.svg;
  const c = centre(region.cell);
  const wedges = [];
  for (let d = 0; d < 6; d++) {
    const a = dirAngle(d);
    wedges.push(s("polygon", { points: points([c, corner(c, a - 30), corner(c, a + 30)]), fill: EDGE_COLOR[region.edges[d]] || "#ddd" }));
  }
  const sea = region.face === "open_sea";
  const parts = [
    ...wedges,
    s("polygon", { points: hexPoints(c, 0.62), fill: sea ? "#8fc1e3" : "#e9e2c8", opacity: 0.85 }),
    s("polygon", { points: hexPoints(c), fill: "none", stroke: "#4b5563", "stroke-width": 1 }),
    s("text", { x: c[0], y: c[1] - S * 0.62, "text-anchor": "middle", class: P + "hexnum" }, [String(region.index)]),
  ];
  // Icons: a row of small squares in their resource colour (each a harvest place, l.451).
  // A plundered icon (the Barbarian, l.1478) carries a coin from the bank: a gold disc over it, harvested no more.
  const icons = region.icons;
  const robbed = {};
  for (const p of plundered) if (p.region === region.index) robbed[p.resource] = (robbed[p.resource] || 0) + 1;
  icons.forEach((r, i) => {
    const x = c[0] - (icons.length * 7) / 2 + i * 7 + 1;
    parts.push(s("rect", { x, y: c[1] - 13, width: 5.5, height: 5.5, fill: RES_COLOR[r] || "#ccc", stroke: "#333", "stroke-width": 0.5 }, [s("title", {}, [T(r)])]));
    if (robbed[r]) {
      robbed[r] -= 1;
      parts.push(s("circle", { class: P + "plundered", cx: x + 2.75, cy: c[1] - 10.25, r: 2.2, fill: "#e0b422", stroke: "#7a5b00", "stroke-width": 0.5 }, [s("title", {}, [`${w("plundered")} · ${T(r)}`])]));
    }
  });
  for (let i = 0; i < region.huts; i++) {
    const x = c[0] - (region.huts * 6) / 2 + i * 6 + 3;
    parts.push(s("path", { d: `M${x - 2.5} ${c[1] + 14} L${x} ${c[1] + 11} L${x + 2.5} ${c[1] + 14} Z`, fill: "#8a6d3b" }, [s("title", {}, [T("hut")])]));
  }
  region.buildings.forEach((b, i) => {
    const x = c[0] - (region.buildings.length * 10) / 2 + i * 10 + 5;
    const who = b.controller === null || b.controller === undefined || b.controller < 0 ? "" : ` · ${name(b.controller)}`;
    parts.push(s("g", { class: P + "building", "data-building": b.kind }, [
      s("title", {}, [`${T(b.kind)}${who}`]),
      s("rect", { x: x - 4.5, y: c[1] - 5, width: 9, height: 9, rx: 1.5, fill: "#fff", stroke: who ? seatColor(b.controller) : "#555", "stroke-width": 1.2 }),
      s("text", { x, y: c[1] + 2.4, "text-anchor": "middle", class: P + "bmark" }, [BUILDING_MARK[b.kind] || "?"]),
    ]));
  });
  // Units: inhabitants in a row below the buildings, ships along the bottom.
  const folk = region.units.filter((u) => u.kind !== "ship");
  const ships = region.units.filter((u) => u.kind === "ship");
  folk.forEach((u, i) => {
    const row = Math.floor(i / 5);
    const inRow = Math.min(5, folk.length - row * 5);
    const x = c[0] - (inRow - 1) * 4.5 + (i % 5) * 9;
    parts.push(ctx.clickable(unitMark(ctx, u, x, c[1] + 9 + row * 8, T, name), ctx.movesOf("evict", (a) => a.unit === u.id)));
  });
  ships.forEach((u, i) => {
    const x = c[0] - (ships.length - 1) * 7 + i * 14;
    parts.push(ctx.clickable(unitMark(ctx, u, x, c[1] + 20, T, name), ctx.movesOf("sink", (a) => a.unit === u.id)));
  });
  return s("g", { class: P + "region", "data-region": String(region.index), "data-face": region.face }, [
    s("title", {}, [`${w("region")} ${region.index}${sea ? " · " + T(region.face) : ""}`]),
    ...parts,
  ]);
}

// Leave to harvest under another's city (l.709): one row per city holder, the florins offered picked on a
// row of numbers beside the map, not a menu of eleven sentences on the city's region.
function drawLeave(view, ctx, T, w, name) {
  const h = ctx.html;
  const asks = ctx.movesOf("ask_leave");
  if (!asks.length) return null;
  const holders = [...new Set(asks.map((a) => a.args.seat))].sort((a, b) => a - b);
  const rows = holders.map((q) => {
    const offers = asks.filter((a) => a.args.seat === q).sort((a, b) => a.args.florins - b.args.florins);
    const cities = (view.regions || [])
      .filter((r) => r.buildings.some((b) => b.kind === "city" && b.controller === q))
      .map((r) => r.index);
    return h("div", { class: `${P}row ${P}wrap ${P}leave`, "data-seat": String(q) }, [
      h("span", { class: P + "small" }, [`${name(q)} · ${T("city")} ${cities.join(", ")} · ${w("offer")}:`]),
      ...offers.map((a) => ctx.button([a], String(a.args.florins), P + "offer")),
      h("span", { class: P + "small" }, [w("florins")]),
    ]);
  });
  return h("div", { class: `${P}box ${P}leave-box` }, [
    h("div", { class: P + "box-title" }, [`${T("ask_leave")} (${ctx.cite("l.709")})`]),
    ...rows,
  ]);
}

function drawMap(view, ctx, T, w, name, pick) {
  const s = ctx.svg;
  const regions = view.regions || [];
  // Empty cells a region may go to: every cell of a placement; the picked face and turn light some up.
  const placing = [...ctx.movesOf("place_first"), ...ctx.movesOf("place_region")];
  const chosen = pick.chosen;
  const free = [];
  for (const a of placing) if (!free.some((c) => sameCell(c, a.args.cell))) free.push(a.args.cell);
  const all = [...regions.map((r) => r.cell), ...free];
  const xs = all.map((c) => centre(c)[0]);
  const ys = all.map((c) => centre(c)[1]);
  const pad = S + 4;
  const minX = Math.min(...xs, 0) - pad, maxX = Math.max(...xs, 0) + pad;
  const minY = Math.min(...ys, 0) - pad, maxY = Math.max(...ys, 0) + pad;
  const groups = regions.map((r) => {
    const g = drawRegion(ctx, r, T, w, name, view.plundered || []);
    ctx.clickable(g, [
      ...ctx.movesOf("occupy", (a) => a.region === r.index),
      ...ctx.movesOf("recruit", (a) => a.region === r.index),
      ...ctx.movesOf("build", (a) => a.region === r.index),
      ...ctx.movesOf("use_port", (a) => a.region === r.index),
      ...ctx.movesOf("use_market", (a) => a.region === r.index),
      ...ctx.movesOf("move_unit", (a) => a.region === r.index),
      ...(view.new_region === r.index ? ctx.movesOf("enter") : []),
    ]);
    return g;
  });
  const spots = free.map((cell) => {
    const c = centre(cell);
    const g = s("g", { class: P + "free", "data-cell": cell.join(",") }, [
      s("polygon", { points: hexPoints(c, 0.94), fill: "#f4fbff", stroke: "#2f67ad", "stroke-width": 1.2, "stroke-dasharray": "4 3" }),
      s("text", { x: c[0], y: c[1] + 6, "text-anchor": "middle", class: P + "plus" }, ["+"]),
    ]);
    const here = chosen.filter((a) => sameCell(a.args.cell, cell));
    if (here.length && pick.face) {
      // the picked face, turned as picked, drawn faintly where it would lie
      const look = pick.look(c);
      look.setAttribute("opacity", "0.55");
      g.append(look);
    }
    ctx.clickable(g, here);
    return g;
  });
  const width = maxX - minX;
  const height = maxY - minY;
  return ctx.html("div", { class: `${P}box ${P}map-box` }, [
    ctx.html("div", { class: P + "box-title" }, [T("title")]),
    s("svg", {
      class: P + "map",
      viewBox: `${minX.toFixed(0)} ${minY.toFixed(0)} ${width.toFixed(0)} ${height.toFixed(0)}`,
      width: Math.round(width * 1.6),
      "aria-label": T("title"),
    }, [...groups, ...spots]),
  ]);
}

// A face as it would lie, turned `rot` times: the edge toward direction d is edges[(d - rot) % 6].
function faceLook(ctx, info, rot, c, T) {
  const s = ctx.svg;
  const parts = [];
  for (let d = 0; d < 6; d++) {
    const a = dirAngle(d);
    const edge = info.edges[(((d - rot) % 6) + 6) % 6];
    parts.push(s("polygon", { points: points([c, corner(c, a - 30), corner(c, a + 30)]), fill: EDGE_COLOR[edge] || "#ddd" }));
  }
  parts.push(s("polygon", { points: hexPoints(c, 0.62), fill: "#e9e2c8", opacity: 0.85 }));
  parts.push(s("polygon", { points: hexPoints(c), fill: "none", stroke: "#4b5563", "stroke-width": 1 }));
  info.icons.forEach((r, i) => {
    const x = c[0] - (info.icons.length * 7) / 2 + i * 7 + 1;
    parts.push(s("rect", { x, y: c[1] - 3, width: 5.5, height: 5.5, fill: RES_COLOR[r] || "#ccc", stroke: "#333", "stroke-width": 0.5 }));
  });
  return s("g", { class: P + "look" }, parts);
}

// Laying a region is three choices (l.123, l.507): which face, turned how, on which cell. The face and
// the turn are picked here (board-local, kept in ctx.memo); then each cell it fits lights up with one move.
function drawPicker(view, ctx, T, w) {
  const h = ctx.html;
  const s = ctx.svg;
  const placing = (ctx.unplaced() || []).filter((a) => a.kind === "place_first" || a.kind === "place_region");
  const none = { box: null, chosen: [], face: null, look: () => null };
  if (!placing.length) return none;
  const memo = ctx.memo;
  const faces = [...new Set(placing.map((a) => a.args.face))];
  if (!faces.includes(memo.archFace)) memo.archFace = faces[0];
  const face = memo.archFace;
  const rots = [...new Set(placing.filter((a) => a.args.face === face).map((a) => a.args.rot))].sort((a, b) => a - b);
  if (!rots.includes(memo.archRot)) memo.archRot = rots[0];
  const rot = memo.archRot;
  const info = (view.faces || {})[face] || { edges: "ssssss", icons: [] };
  const describe = (f) => {
    const i = (view.faces || {})[f] || { icons: [] };
    return `${w("hex_n")} ${faces.indexOf(f) + 1}: ${i.icons.map(T).join(", ")}`;
  };
  const tiles = faces.map((f) => {
    const fi = (view.faces || {})[f] || { edges: "ssssss", icons: [] };
    const el = h("span", { class: P + "pick" + (f === face ? ` ${P}picked` : ""), "data-face": f }, [
      s("svg", { viewBox: `${-S - 2} ${-S - 2} ${2 * S + 4} ${2 * S + 4}`, width: 44, height: 44, "aria-hidden": "true" }, [
        faceLook(ctx, fi, f === face ? rot : 0, [0, 0], T),
      ]),
    ]);
    const leads = placing.filter((a) => a.args.face === f);
    return ctx.toggle(el, f === face, () => { memo.archFace = f; ctx.redraw(); }, describe(f), leads);
  });
  const next = rots[(rots.indexOf(rot) + 1) % rots.length];
  const turn = rots.length > 1
    ? ctx.toggle(h("button", { type: "button", class: "bk-chip " + P + "turn-hex" }, [`⟳ ${w("turn_hex")}`]), false, () => { memo.archRot = next; ctx.redraw(); }, w("turn_hex"),
      placing.filter((a) => a.args.face === face && a.args.rot !== rot))
    : null;
  const box = h("div", { class: `${P}box ${P}picker`, "data-part": "picker" }, [
    h("div", { class: P + "box-title" }, [w("pick_hex")]),
    h("div", { class: P + "row " + P + "wrap" }, [...tiles, turn]),
    h("div", { class: P + "small" }, [w("then_a_cell")]),
  ]);
  return {
    box,
    face,
    chosen: placing.filter((a) => a.args.face === face && a.args.rot === rot),
    look: (c) => faceLook(ctx, info, rot, c, T),
  };
}

// The region stack with its top face; the drawn hex; the hexes dealt for the first discovery.
function drawStack(view, ctx, T, w, name) {
  const h = ctx.html;
  const s = ctx.svg;
  // The Pioneer's three hexes (l.1390): each one kept by a click on it.
  const three = (view.hex_choice || []).map((f) => {
    const info = (view.faces || {})[f] || { edges: "ssssss", icons: [] };
    const el = h("span", { class: P + "three", "data-face": f }, [
      s("svg", { viewBox: `${-S - 2} ${-S - 2} ${2 * S + 4} ${2 * S + 4}`, width: 44, height: 44, "aria-hidden": "true" }, [faceLook(ctx, info, 0, [0, 0], T)]),
    ]);
    return ctx.clickable(el, ctx.movesOf("choose_hex", (a) => a.face === f));
  });
  const hands = (view.hands || []).map((hand, q) => (hand.length ? h("div", { class: P + "small" }, [`${name(q)} · ${w("hexes_in_hand")}: ${hand.length}`]) : null)).filter(Boolean);
  const box = h("div", { class: `${P}box ${P}stack`, "data-part": "stack" }, [
    h("div", { class: P + "box-title" }, [w("region_stack")]),
    h("div", {}, [`${w("hexes_left")}: `, h("b", {}, [String(view.hex_stack)])]),
    view.drawn ? h("div", { class: P + "tag " + P + "drawn" }, [T("hex")]) : null,
    three.length ? h("div", { class: P + "small" }, [T("hex_choice")]) : null,
    three.length ? h("div", { class: P + "row " + P + "wrap", "data-part": "hex_choice" }, three) : null,
    ...hands,
  ]);
  ctx.clickable(box, [...ctx.movesOf("keep_hex"), ...ctx.movesOf("reject_hex"), ...ctx.movesOf("explore_fail"), ...ctx.movesOf("new_hexes")]);
  return box;
}

// --- boards I-IV ------------------------------------------------------------------------------

// Board I or II: a zone per resource, its cells row by row (the row's price over it), filled from the first.
function drawMarket(view, board, ctx, T, w) {
  const h = ctx.html;
  const counts = view[board] || {};
  const rows = (view.market_rows || {})[board] || {};
  const zones = Object.keys(counts).map((res) => {
    let left = counts[res];
    const groups = (rows[res] || []).map(([cells, price]) => {
      const dots = [];
      for (let i = 0; i < cells; i++) {
        const full = left > 0;
        left -= 1;
        dots.push(h("span", { class: P + "cell" + (full ? ` ${P}full` : ""), style: full ? `background:${RES_COLOR[res]}` : "" }, []));
      }
      return h("span", { class: P + "mrow", title: `${T("price")} ${price}` }, [h("span", { class: P + "price" }, [String(price)]), ...dots]);
    });
    const el = h("div", { class: P + "zone", "data-board": board, "data-resource": res }, [
      h("span", { class: P + "res" }, [h("span", { class: P + "swatch", style: `background:${RES_COLOR[res]}` }, []), T(res)]),
      h("span", { class: P + "mrows" }, groups),
    ]);
    ctx.clickable(el, [
      ...ctx.movesOf("trade", (a) => a.board === board && a.resource === res),
      ...(board === "internal" ? ctx.movesOf("settle", (a) => a.market === res) : []),
      ...ctx.movesOf("shift", (a) => a.to === board && a.resource === res),
    ]);
    return el;
  });
  return h("div", { class: `${P}box ${P}market`, "data-part": board }, [
    h("div", { class: P + "box-title" }, [T(`${board}_market`)]),
    ...zones,
  ]);
}

function rowOf(rows, value) {
  return rows.findIndex(([low, high]) => value >= low && value <= high);
}

// Board III (population against rebellion) and board IV (labor surplus and the recruit cost).
function drawColony(view, ctx, T, w) {
  const h = ctx.html;
  const m = view.markers || {};
  const stab = view.stability_rows || [];
  const labor = view.labor_rows || [];
  const here = rowOf(stab, m.population);
  const lrow = rowOf(labor, m.labor);
  const sign = (n) => `${n >= 0 ? "+" : ""}${n}`;
  const head = (cols) => h("div", { class: P + "trow " + P + "thead" }, cols.map((c) => h("span", {}, [c])));
  const stabRows = [
    head([w("population_range"), T("labor"), T("rebellion")]),
    ...stab.map(([low, high, dl, dr], i) => h("div", { class: P + "trow" + (i === here ? ` ${P}on` : "") }, [
      h("span", {}, [`${low}–${high}`]), h("span", {}, [sign(dl)]), h("span", {}, [sign(dr)]),
    ])),
  ];
  const laborRows = [
    head([w("labor_range"), T("recruit_cost"), T("rebellion")]),
    ...labor.map(([low, high, cost, dr], i) => h("div", { class: P + "trow" + (i === lrow ? ` ${P}on` : "") }, [
      h("span", {}, [`${low}–${high}`]), h("span", {}, [String(cost)]), h("span", {}, [sign(dr)]),
    ])),
  ];
  const danger = m.rebellion >= m.population;
  return h("div", { class: P + "colony" }, [
    h("div", { class: `${P}box`, "data-part": "stability" }, [
      h("div", { class: P + "box-title" }, [T("colony_stability")]),
      h("div", { class: P + "markers" }, [
        h("span", { class: P + "marker " + P + "white" }, [`${w("population_marker")}: ${m.population}`]),
        h("span", { class: P + "marker " + P + "black" + (danger ? ` ${P}alert` : "") }, [`${T("rebellion")}: ${m.rebellion}`]),
      ]),
      h("div", { class: P + "table" }, stabRows),
    ]),
    h("div", { class: `${P}box`, "data-part": "labor" }, [
      h("div", { class: P + "box-title" }, [T("labor_market")]),
      h("div", { class: P + "markers" }, [h("span", { class: P + "marker " + P + "grey" }, [`${T("labor_surplus")}: ${m.labor}`])]),
      h("div", { class: P + "table" }, laborRows),
    ]),
  ]);
}

// The action wheel: a zone per action with its discs and its limit; the zone carries its action's moves.
function drawWheel(view, ctx, T, w) {
  const h = ctx.html;
  const wheel = view.wheel || {};
  const limits = view.wheel_limits || {};
  const zones = Object.keys(wheel).map((z) => {
    const res = z.startsWith("harvest_") ? z.slice(8) : null;
    const discs = [];
    for (let i = 0; i < wheel[z]; i++) discs.push(h("span", { class: P + "disc" }, []));
    const el = h("div", { class: P + "wzone", "data-zone": z }, [
      h("span", { class: P + "wmark", style: res ? `background:${RES_COLOR[res]}` : "" }, [res ? "" : ZONE_MARK[z] || "•"]),
      h("span", { class: P + "wname", title: T(z) }, [res ? T(res) : T(z)]),
      h("span", { class: P + "discs" }, discs),
      limits[z] ? h("span", { class: P + "limit", title: w("limit") }, [`≤${limits[z]}`]) : null,
    ]);
    const kind = { taxes: "taxes", exploration: "explore", reproduction: "reproduce", migration: "migrate" }[z];
    if (res) ctx.clickable(el, ctx.movesOf("harvest", (a) => a.resource === res));
    else if (kind) ctx.clickable(el, ctx.movesOf(kind));
    return el;
  });
  return h("div", { class: `${P}box ${P}wheel`, "data-part": "wheel" }, [
    h("div", { class: P + "box-title" }, [T("action_wheel")]),
    h("div", { class: P + "wzones" }, zones),
  ]);
}

// --- cards ------------------------------------------------------------------------------------

function cardTile(ctx, id, view, T, w, extra = {}) {
  const h = ctx.html;
  const info = (view.card_info || {})[id] || {};
  const marks = [
    info.kind ? h("span", { class: P + "tiny" }, [T(info.kind)]) : null,
    info.use === "any" ? h("span", { class: P + "tiny", title: w("any_player_uses") }, ["⇆"]) : null,
    info.wonder ? h("span", { class: P + "tiny" }, [w("wonder")]) : null,
    info.vp ? h("span", { class: P + "tiny" }, [`${info.vp} ${w("vp")}`]) : null,
    extra.turned ? h("span", { class: P + "tiny" }, [`↻ ${w("used")}`]) : null,
  ].filter(Boolean);
  return h("div", { class: `${P}card ${P}${info.kind || "card"}` + (extra.turned ? ` ${P}turned` : ""), "data-card": id }, [
    h("div", { class: P + "card-name" }, [T(id)]),
    marks.length ? h("div", { class: P + "card-marks" }, marks) : null,
    extra.foot || null,
  ]);
}

// The five slots of the development track, the deck with its top card's back, the cards turned up.
function drawTrack(view, ctx, T, w) {
  const h = ctx.html;
  const slots = (view.track || []).map((slot) => {
    const el = slot.card
      ? cardTile(ctx, slot.card, view, T, w, {
          foot: h("div", { class: P + "card-foot" }, [
            h("span", { class: P + "price-tag" }, [`${slot.price}`]),
            h("span", { class: P + "tiny" }, [slot.turns >= 3 ? "☠" : "↻".repeat(slot.turns) || T("upright")]),
          ]),
        })
      : h("div", { class: `${P}card ${P}empty` }, ["—"]);
    el.setAttribute("data-slot", String(slot.slot));
    ctx.clickable(el, [...ctx.movesOf("buy", (a) => a.slot === slot.slot), ...ctx.movesOf("turn_card", (a) => a.slot === slot.slot)]);
    return el;
  });
  const back = view.deck_top_back;
  const shown = (view.shown || []).map((id) => ctx.clickable(cardTile(ctx, id, view, T, w), ctx.movesOf("pick_card", (a) => a.card === id)));
  return h("div", { class: `${P}box ${P}track`, "data-part": "track" }, [
    h("div", { class: P + "box-title" }, [T("development")]),
    h("div", { class: P + "cards" }, slots),
    h("div", { class: P + "row " + P + "wrap" }, [
      h("span", { class: P + "small" }, [`${w("deck")}: ${view.deck}`]),
      back ? h("span", { class: P + "small" }, [`${w("next_crisis")}: ${crisisText(back.top, T, w)}; ${crisisText(back.bottom, T, w)}`]) : null,
      view.dev_discard && view.dev_discard.length ? h("span", { class: P + "small" }, [`${w("discard")}: ${view.dev_discard.map(T).join(", ")}`]) : null,
    ]),
    shown.length ? h("div", { class: P + "small" }, [w("turned_up")]) : null,
    shown.length ? h("div", { class: P + "cards" }, shown) : null,
  ]);
}

// One half of a card's back: the crisis or event it sets off in phase 4 (red: in phase 6 too).
function crisisText(half, T, w) {
  if (!half) return "";
  const what = [T(half.kind)];
  if (half.event) what.push(T(half.event));
  if (half.resource) what.push(T(half.resource));
  if (half.per) what.push(`1/${half.per}`);
  if (half.count) what.push(`×${half.count}`);
  return what.join(" ") + (half.red ? ` (${w("red")})` : "");
}

// The crisis under way: "resource:number" (per so many inhabitants inside, so many cubes for export).
function crisisNow(view, T) {
  const [res, n] = String(view.crisis).split(":");
  return `${T(view.step)} · ${T(res)} · ${n}`;
}

// The crisis being resolved: what it asks, the supplies as chips, ending one's turn in it.
function drawCrisis(view, ctx, T, w) {
  const h = ctx.html;
  const supplies = ctx.movesOf("supply").map((a) => ctx.button(a, `${T("supply")}: ${T(a.args.source)}`));
  const done = ctx.movesOf("done");
  if (!view.crisis && !supplies.length && !done.length) return null;
  const box = h("div", { class: `${P}box ${P}crisis`, "data-part": "crisis" }, [
    h("div", { class: P + "box-title" }, [T("crisis")]),
    view.crisis ? h("div", {}, [crisisNow(view, T)]) : null,
    supplies.length || done.length ? h("div", { class: P + "chips" }, [...supplies, ...done.map((a) => ctx.button(a, a.label || T("done")))]) : null,
  ]);
  return box;
}

// --- the players ------------------------------------------------------------------------------

function drawSeat(view, seat, ctx, T, w, name) {
  const h = ctx.html;
  const q = seat.player;
  const me = view.current_player === q && !view.over;
  const item = (label, value, key) => h("div", { class: P + "stat", "data-stat": key }, [h("span", { class: P + "small" }, [label]), h("b", {}, [String(value)])]);
  const discs = [];
  for (let i = 0; i < seat.discs; i++) discs.push(h("span", { class: P + "disc" + (i < seat.discs - seat.discs_used ? "" : ` ${P}spent`), style: `background:${seatColor(q)}` }, []));
  const place = (view.order || []).indexOf(q);
  // Setting the turn order: every order that puts this seat first, on its order mark (a menu).
  const orderTag = h("span", { class: P + "tag", "data-part": "order" }, [place >= 0 ? `${w("order")} ${place + 1}` : w("order")]);
  // The Thief's victim is chosen by a click on the seat's name (l.1472).
  const seatName = ctx.clickable(h("b", { "data-part": "name" }, [name(q)]), ctx.movesOf("rob", (a) => a.seat === q));
  ctx.clickable(orderTag, ctx.movesOf("set_order", (a) => a.order && a.order[0] === `P${q + 1}`));
  const shownBid = view.phase !== "bidding" && view.shown_bids && view.shown_bids.length ? view.shown_bids[q] : null;
  let bid = null;
  if (seat.bid !== null && seat.bid !== undefined) bid = `${T("bid")}: ${seat.bid}`;
  else if (view.phase === "bidding") bid = seat.bid_made ? `${T("bid")}: ${w("hidden")}` : w("no_bid_yet");
  else if (shownBid !== null && shownBid !== undefined && shownBid >= 0) bid = `${T("bid")}: ${shownBid}`;
  // The screen: money, cubes and explorer tokens, for its owner (or the whole table) only.
  const screen = seat.screen
    ? h("div", { class: P + "screen", "data-part": "screen" }, [
        h("span", { class: P + "money" }, [`${w("florins")}: ${seat.screen.money}`]),
        ...Object.entries(seat.screen.cubes).map(([r, n]) => ctx.clickable(
          h("span", { class: P + "cube-count" + (n ? "" : ` ${P}none`), title: T(r), "data-cube": r }, [h("span", { class: P + "swatch", style: `background:${RES_COLOR[r]}` }, []), String(n)]),
          ctx.movesOf("give", (a, m) => m.player === q && a.resource === r),
        )),
        h("span", { title: T("explorer_tokens") }, [`${w("tokens")}: ${seat.screen.explorer_tokens}`]),
      ])
    : h("div", { class: P + "screen " + P + "closed", "data-part": "screen" }, [w("behind_the_screen")]);
  // The Thief's victim hides a cube in each fist from behind the screen (l.1472): the pairs on the screen.
  ctx.clickable(screen, ctx.movesOf("fists", (a, m) => m.player === q));
  // The fists: open to their owner, closed to everyone else; the Thief takes one by a click on it.
  const held = seat.fists || [];
  const fists = held.length || view.robbed === q
    ? h("div", { class: P + "row " + P + "wrap", "data-part": "fists" }, [
        h("span", { class: P + "small" }, [w("fists")]),
        ...["left", "right"].map((hand, i) => {
          const inside = held.length ? (held[i] ? T(held[i]) : w("empty_fist")) : "?";
          const el = h("span", { class: P + "fist", "data-hand": hand }, [
            `${T(hand)}: `,
            held[i] ? h("span", { class: P + "swatch", style: `background:${RES_COLOR[held[i]]}` }, []) : null,
            inside,
          ]);
          return ctx.clickable(el, ctx.movesOf("take_hand", (a) => a.hand === hand && view.robbed === q));
        }),
      ])
    : null;
  // What the Spy showed this seat's player (l.1454): for their eyes only, so core sends it to them alone.
  const seen = (seat.seen_objectives || []).map((x) => h("div", { class: P + "small", "data-part": "seen" }, [`${w("seen")}: ${name(x.player)} · ${T(x.objective)}`]));
  // Leave to harvest under another's city this round (l.709), on the asker's seat.
  const permits = (view.permits || []).filter((x) => x.asker === q).map((x) =>
    h("div", { class: P + "small", "data-part": "permit" }, [`${T("leave")}: ${name(x.holder)} ${x.granted ? "✓" : "✗"}`]));
  const objectives = (seat.objectives || []).map((o) => {
    const el = h("span", { class: P + "objective" + (o ? "" : ` ${P}hidden`), "data-objective": o || "" }, [o ? T(o) : w("secret_objective")]);
    if (o) ctx.clickable(el, ctx.movesOf("discard_objective", (a) => a.card === o));
    return el;
  });
  const cardMoves = (id) => [
    ...ctx.movesOf("use_card", (a) => a.card === id),
    ...ctx.movesOf("build_wonder", (a) => a.card === id),
    ...ctx.movesOf("pick_card", (a) => a.card === id),
  ];
  const cards = (seat.cards || []).map((id) => ctx.clickable(cardTile(ctx, id, view, T, w, { turned: (seat.turned || []).includes(id) }), cardMoves(id)));
  const wonders = (seat.wonders_built || []).map((id) => cardTile(ctx, id, view, T, w));
  return h("div", { class: P + "seat" + (me ? ` ${P}current` : ""), "data-seat": String(q), style: `border-color:${seatColor(q)}` }, [
    h("div", { class: P + "seat-head" }, [
      h("span", { class: P + "dot", style: `background:${seatColor(q)}` }, []),
      seatName,
      orderTag,
      me ? h("span", { class: P + "mover" }, ["▶"]) : null,
      seat.passed ? h("span", { class: P + "tag" }, [w("passed")]) : null,
      bid ? h("span", { class: P + "tag", "data-part": "bid" }, [bid]) : null,
    ]),
    h("div", { class: P + "row " + P + "wrap" }, [h("span", { class: P + "small" }, [T("action_disc")]), ...discs]),
    screen,
    fists,
    ...seen,
    ...permits,
    ctx.clickable(h("div", { class: P + "row " + P + "wrap", "data-part": "objectives" }, [h("span", { class: P + "small" }, [T("objectives")]), ...objectives]), ctx.movesOf("spy_on", (a) => a.seat === q)),
    h("div", { class: P + "stats" }, [
      item(w("in_box"), seat.in_box, "in_box"),
      item(T("wonders"), seat.on_wonders, "on_wonders"),
      seat.wheel_coins ? item(w("wheel_coins"), seat.wheel_coins, "wheel_coins") : null,
      seat.benefactor ? item(T("benefactor"), seat.benefactor, "benefactor") : null,
    ]),
    cards.length ? h("div", { class: P + "cards", "data-part": "cards" }, cards) : null,
    wonders.length ? h("div", { class: P + "cards", "data-part": "wonders" }, wonders) : null,
  ]);
}

function drawStatus(view, ctx, T, w, name) {
  const h = ctx.html;
  const parts = [
    h("span", { class: P + "turn" }, [`${w("turn")} ${view.turn}`]),
    h("span", {}, [`${w("phase")}: `, h("b", {}, [T(view.phase)])]),
  ];
  // "round" is the phase's ordinary going round the table: a word alone after the phase that says nothing
  const step = view.step && view.step !== "round" ? T(view.step) : "";
  if (step && step.toLowerCase() !== T(view.phase).toLowerCase()) parts.push(h("span", { class: P + "small" }, [step]));
  if (!view.over && view.current_player >= 0) parts.push(h("span", { class: P + "mover" }, [`▶ ${name(view.current_player)}`]));
  if (view.order && view.order.length) parts.push(h("span", {}, [`${w("order")}: ${view.order.map(name).join(" → ")}`]));
  const trends = [...(view.trends || []), ...(view.open_objectives || [])];
  if (trends.length) parts.push(h("span", { class: P + "small" }, [trends.map(T).join(" · ")]));
  if (view.ended_by) parts.push(h("span", { class: P + "alert" }, [`${w("ended_by")}: ${T(view.ended_by)}`]));
  if (view.over) parts.push(h("span", { class: P + "alert" }, [w("game_over")]));
  return h("div", { class: P + "status" }, parts);
}

export function drawBoard(root, view, actions, ctx) {
  const h = ctx.html;
  const w = ctx.boardWord;
  const T = ctx.term;
  const name = (i) => (ctx.name ? ctx.name(i) : `${w("seat")}${i + 1}`);
  root.classList.add(P + "board");
  if (!view || !view.seats) {
    root.append(h("div", {}, ["—"]));
    return;
  }
  const status = drawStatus(view, ctx, T, w, name);
  const pick = drawPicker(view, ctx, T, w);
  const map = drawMap(view, ctx, T, w, name, pick);
  const leave = drawLeave(view, ctx, T, w, name);
  const stack = drawStack(view, ctx, T, w, name);
  const internal = drawMarket(view, "internal", ctx, T, w);
  const external = drawMarket(view, "external", ctx, T, w);
  const crisis = drawCrisis(view, ctx, T, w);
  const wheel = drawWheel(view, ctx, T, w);
  const track = drawTrack(view, ctx, T, w);
  const seats = view.seats.map((seat) => drawSeat(view, seat, ctx, T, w, name));
  // last: every move not placed (placements of the faces and turns not picked are reached by picking them)
  const rest = ctx.unplaced().filter((a) => a.kind !== "place_first" && a.kind !== "place_region");
  const decision = ctx.decision(rest, { title: w("decision"), cls: `${P}box ${P}decision` }); // last: every move not placed
  root.append(
    status,
    decision || "",
    crisis || "",
    h("div", { class: P + "middle" }, [h("div", { class: P + "side" }, [map, pick.box || "", leave || "", stack]), h("div", { class: P + "side" }, [wheel, internal, external])]),
    drawColony(view, ctx, T, w),
    track,
    h("div", { class: P + "seats" }, seats),
  );
}
