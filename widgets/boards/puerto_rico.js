// The Puerto Rico board, drawn from GAME.view(state) (shape: boardkit/games/puerto_rico/VIEW.md).
// Plain ES module, no imports: the shell loads it from a string and calls drawBoard on every change.
// Every legal action is placed where it belongs (role token, building, tile, ship, trading house...)
// through the shell's click layer (ctx.clickable / ctx.button: highlight, keyboard, a menu when a ship
// may take several goods); whatever has no natural place (pass, a choice of sides) goes into the
// shell's "decision" box (ctx.decision), so the whole game is playable from the board alone.

const P = "bk-puerto_rico-";
const GOODS = ["corn", "indigo", "sugar", "tobacco", "coffee"];
// Goods colours as the rulebook names the tokens (l.59): corn yellow, indigo blue, sugar white,
// tobacco orange, coffee green; quarries grey, forests (face-down plantations) olive.
const COLOR = {
  corn: "#f0cc2e", indigo: "#2d4fa6", sugar: "#f6f5ee", tobacco: "#d9822b", coffee: "#2f7d3b",
  quarry: "#8c8f94", forest: "#5e6b34",
};
const INK = { corn: "#3a3000", indigo: "#fff", sugar: "#333", tobacco: "#fff", coffee: "#fff", quarry: "#fff", forest: "#fff" };
const LETTER = { corn: "C", indigo: "I", sugar: "S", tobacco: "T", coffee: "K", quarry: "Q", forest: "F" };
const LETTER_RU = { corn: "К", indigo: "И", sugar: "С", tobacco: "Т", coffee: "Ф", quarry: "Км", forest: "Л" };
const ISLAND_SPACES = 12;
const CITY_SPACES = 12;

// The first legal move of `kind` no element carries yet (one element, one move), or null.
const first = (ctx, kind, test) => ctx.movesOf(kind, test)[0] || null;

// A seat's name as the shell gives it (the same in header, log and board); the glossary's prefix otherwise.
let seatNamer = null;
const seatName = (w, i) => (seatNamer ? seatNamer(i) : `${w("seat")}${i + 1}`);
// A number with its noun in the right form ("one|few|many" in the glossary); the shell knows the rule.
const n = (ctx, k, forms) => (ctx.count ? ctx.count(k, forms) : `${k} ${String(forms).split("|").pop()}`);
const letter = (ctx, kind) => (ctx.lang === "ru" ? LETTER_RU : LETTER)[kind] || "?";

// --- small SVG pieces -------------------------------------------------------------------------

function coin(ctx, n, size = 20) {
  const s = ctx.svg;
  return s("svg", { class: P + "coin", width: size, height: size, viewBox: "0 0 20 20", "aria-hidden": "true" }, [
    s("circle", { cx: 10, cy: 10, r: 9, fill: "#e4b53b", stroke: "#9a7412", "stroke-width": 1.5 }),
    s("text", { x: 10, y: 14, "text-anchor": "middle", "font-size": n > 9 ? 9 : 11, "font-weight": 700, fill: "#4a3600" }, [String(n)]),
  ]);
}

function hexVP(ctx, text, size = 24) {
  const s = ctx.svg;
  return s("svg", { class: P + "vp", width: size, height: size, viewBox: "0 0 24 24", "aria-hidden": "true" }, [
    s("polygon", { points: "12,1 22,6.5 22,17.5 12,23 2,17.5 2,6.5", fill: "#b8d7a8", stroke: "#4f7a3a", "stroke-width": 1.5 }),
    s("text", { x: 12, y: 16, "text-anchor": "middle", "font-size": String(text).length > 2 ? 8 : 10, "font-weight": 700, fill: "#1f3a12" }, [String(text)]),
  ]);
}

function barrel(ctx, good, n, size = 22) {
  const s = ctx.svg;
  const label = n === null || n === undefined ? letter(ctx, good) : String(n);
  return s("svg", { class: P + "barrel", width: size, height: size, viewBox: "0 0 22 22", "aria-hidden": "true" }, [
    s("rect", { x: 2, y: 2, width: 18, height: 18, rx: 5, fill: COLOR[good], stroke: "#555", "stroke-width": 1 }),
    s("text", { x: 11, y: 15, "text-anchor": "middle", "font-size": label.length > 1 ? 9 : 11, "font-weight": 700, fill: INK[good] }, [label]),
  ]);
}

// The governor's token, drawn (no emoji font is needed).
function crown(ctx, size = 18) {
  const s = ctx.svg;
  return s("svg", { class: P + "crown-icon", width: size, height: size, viewBox: "0 0 20 20", "aria-hidden": "true" }, [
    s("path", { d: "M2 15 L3 5 L7.5 10 L10 3 L12.5 10 L17 5 L18 15 Z", fill: "#e4b53b", stroke: "#8a6410", "stroke-width": 1.3 }),
    s("rect", { x: 2, y: 15, width: 16, height: 3, fill: "#c99a1e", stroke: "#8a6410", "stroke-width": 1 }),
  ]);
}

// Colonist circles: filled brown = colonist, red = noble, hollow = empty circle.
function circles(ctx, total, colonists, nobles = 0) {
  const s = ctx.svg;
  const r = 6;
  const width = Math.max(1, total) * (2 * r + 3);
  const dots = [];
  for (let i = 0; i < total; i++) {
    const filled = i < colonists + nobles;
    const noble = i >= colonists && i < colonists + nobles;
    dots.push(s("circle", {
      cx: r + 1 + i * (2 * r + 3), cy: r + 1, r,
      fill: filled ? (noble ? "#c0392b" : "#7b4a26") : "#fff", stroke: "#5a3a1e", "stroke-width": 1.2,
    }));
  }
  return s("svg", { class: P + "circles", width: width + 2, height: 2 * r + 2, viewBox: `0 0 ${width + 2} ${2 * r + 2}`, "aria-hidden": "true" }, dots);
}

// --- the parts of the board ---------------------------------------------------------------------

function drawStatus(view, ctx, w, T) {
  const h = ctx.html;
  const parts = [
    h("span", { class: P + "round" }, [`${w("round")} ${view.round}`]),
    h("span", { class: P + "phase" }, [`${w("phase")}: `, h("b", {}, [T(view.phase)])]),
    h("span", { class: P + "row" }, [crown(ctx), `${w("governor")}: ${seatName(w, view.governor)}`]),
  ];
  if (!view.over && view.current_player >= 0) {
    parts.push(h("span", { class: P + "mover" }, [`▶ ${seatName(w, view.current_player)} ${w("to_move")}`]));
  }
  if (view.role_player !== null && view.role_player !== undefined) {
    parts.push(h("span", {}, [`${w("role_player")} ${seatName(w, view.role_player)}`]));
  }
  if (view.over) parts.push(h("span", { class: P + "alert" }, [w("game_over")]));
  else if (view.end_triggered) parts.push(h("span", { class: P + "alert" }, [w("end_triggered")]));
  return h("div", { class: P + "status" }, parts);
}

function drawRoles(view, ctx, w, T) {
  const h = ctx.html;
  const tokens = view.roles.map((r) => {
    const taken = r.taken_by !== null && r.taken_by !== undefined;
    const coins = r.doubloons > 0 ? [coin(ctx, r.doubloons)] : [];
    const el = h("div", {
      class: `${P}role ${P}role-${r.id.replace(/_\d+$/, "")}` + (taken ? ` ${P}taken` : ""),
      "data-role": r.id,
    }, [
      h("div", { class: P + "role-name" }, [T(r.id)]),
      h("div", { class: P + "role-foot" }, [
        ...coins,
        h("span", { class: P + "role-state" }, [taken ? `${w("taken")} ${seatName(w, r.taken_by)}` : w("available")]),
      ]),
    ]);
    ctx.clickable(el, first(ctx, "role", (a) => a.role === r.id));
    return el;
  });
  return h("div", { class: P + "roles" }, tokens);
}

function drawColonists(view, ctx, w, T) {
  const h = ctx.html;
  const c = view.colonists;
  const nobles = view.options && view.options.nobles;
  return h("div", { class: `${P}box ${P}colonist-ship` }, [
    h("div", { class: P + "box-title" }, [T("colonist_ship")]),
    h("div", { class: P + "row" }, [
      h("span", { class: P + "big" }, [String(c.ship)]),
      nobles ? h("span", { class: P + "noble-count" }, [`+ ${n(ctx, c.nobles_ship, w("n_nobles"))}`]) : null,
    ]),
    h("div", { class: P + "small" }, [`${w("supply")}: ${n(ctx, c.supply, w("n_colonists"))}` + (nobles ? `, ${n(ctx, c.nobles_supply, w("n_nobles"))}` : "")]),
  ]);
}

function drawBankAndVP(view, ctx, w) {
  const h = ctx.html;
  return h("div", { class: `${P}box ${P}bank` }, [
    h("div", { class: P + "row" }, [hexVP(ctx, view.vp_supply, 30), h("span", {}, [w("vp_supply")])]),
    h("div", { class: P + "row" }, [coin(ctx, view.bank, 26), h("span", {}, [w("bank")])]),
  ]);
}

function drawGoodsSupply(view, ctx, w, T) {
  const h = ctx.html;
  const cells = GOODS.map((g) => {
    const el = h("div", { class: P + "supply-good", "data-good": g, title: T(g) }, [
      barrel(ctx, g, view.goods_supply[g], 26),
      h("span", { class: P + "small" }, [T(g)]),
    ]);
    ctx.clickable(el, first(ctx, "use", (a) => a.benefit === "craftsman_privilege" && a.good === g)); // the craftsman's extra good comes from here
    return el;
  });
  return h("div", { class: `${P}box ${P}goods-supply` }, [h("div", { class: P + "box-title" }, [w("goods_supply")]), h("div", { class: P + "row" }, cells)]);
}

function drawTradingHouse(view, ctx, w, T) {
  const h = ctx.html;
  const house = view.trading_house;
  const slots = [];
  for (let i = 0; i < house.size; i++) {
    const g = house.goods[i];
    slots.push(h("div", { class: P + "slot" + (g ? "" : ` ${P}empty`) }, [g ? barrel(ctx, g, null, 24) : ""]));
  }
  const prices = GOODS.map((g) => h("span", { class: P + "price" }, [barrel(ctx, g, null, 16), ` ${view.prices[g]}`]));
  const sells = ctx.movesOf("sell", (a) => !a.venue).map((a) => ctx.button(a, `${w("sell_good")}: ${T(a.args.good)}`, `${P}chip-${a.args.good}`));
  const post = ctx.movesOf("sell", (a) => a.venue === "trading_post")
    .map((a) => ctx.button(a, `${T("trading_post")}: ${T(a.args.good)}`, `${P}chip-${a.args.good}`));
  return h("div", { class: `${P}box ${P}house` }, [
    h("div", { class: P + "box-title" }, [T("trading_house")]),
    h("div", { class: P + "slots" }, slots),
    h("div", { class: P + "prices" }, [`${w("price")}: `, ...prices]),
    sells.length || post.length ? h("div", { class: `bk-chips ${P}chips` }, [...sells, ...post]) : null,
  ]);
}

function drawShips(view, ctx, w, T) {
  const h = ctx.html;
  const s = ctx.svg;
  const cell = 20;
  const ships = view.ships.map((ship) => {
    const cells = [];
    for (let i = 0; i < ship.capacity; i++) {
      const filled = i < ship.load;
      cells.push(s("rect", {
        x: 14 + i * (cell + 2), y: 6, width: cell, height: cell, rx: 4,
        fill: filled ? COLOR[ship.good] : "#fff", stroke: "#6b5640", "stroke-width": 1,
      }));
    }
    const width = 14 + ship.capacity * (cell + 2) + 14;
    const hull = s("svg", { class: P + "hull", width, height: 34, viewBox: `0 0 ${width} 34`, "aria-hidden": "true" }, [
      s("path", { d: `M2 4 L${width - 2} 4 L${width - 12} 32 L12 32 Z`, fill: "#c9a777", stroke: "#6b5640", "stroke-width": 1.5 }),
      ...cells,
    ]);
    const full = ship.load >= ship.capacity;
    const el = h("div", { class: P + "ship", "data-ship": ship.index }, [
      h("span", { class: P + "ship-label" }, [`${ship.capacity}`]),
      hull,
      h("span", { class: P + "small" }, [ship.good ? `${T(ship.good)} ${ship.load}/${ship.capacity}` + (full ? ` · ${w("full")}` : "") : w("empty")]),
    ]);
    ctx.clickable(el, ctx.movesOf("load", (a) => a.ship === ship.index)); // several goods: the shell's menu asks which
    return el;
  });
  return h("div", { class: `${P}box ${P}ships` }, [h("div", { class: P + "box-title" }, [w("cargo_ships")]), ...ships]);
}

function drawPlantations(view, ctx, w, T) {
  const h = ctx.html;
  const p = view.plantations;
  const tiles = p.face_up.map((g) => {
    const el = h("div", { class: `${P}tile ${P}tile-${g}`, "data-tile": g, style: `background:${COLOR[g]};color:${INK[g]}` }, [
      h("span", {}, [T(g)]),
    ]);
    ctx.clickable(el, first(ctx, "take", (a) => a.tile === g));
    const forest = first(ctx, "forest", (a) => a.tile === g);
    if (forest) el.append(ctx.button(forest, w("forest_take")));
    return el;
  });
  const quarry = h("div", { class: `${P}tile ${P}tile-quarry`, "data-tile": "quarry", style: `background:${COLOR.quarry};color:#fff` }, [
    h("span", {}, [`${T("quarry")} ×${p.quarries}`]),
  ]);
  ctx.clickable(quarry, first(ctx, "quarry"));
  const hq = first(ctx, "hacienda", (a) => a.source === "quarry");
  if (hq) quarry.append(ctx.button(hq, T("hacienda")));
  const stack = h("div", { class: `${P}tile ${P}tile-stack`, "data-tile": "stack" }, [h("span", {}, [`${w("stack")} ×${p.stack}`])]);
  ctx.clickable(stack, first(ctx, "hacienda", (a) => a.source === "stack"));
  // Land office (Nobles, l.992): buy the top face-down tile, as a plantation or (with a Forest house) a forest.
  const buy = first(ctx, "land_office", (a) => a.deal === "buy");
  if (buy) stack.append(ctx.button(buy, `${T("land_office")}: ${w("buy")}`));
  const buyForest = first(ctx, "land_office", (a) => a.deal === "buy_forest");
  if (buyForest) stack.append(ctx.button(buyForest, `${T("land_office")}: ${w("buy")} (${T("forest")})`));
  return h("div", { class: `${P}box ${P}plantations` }, [
    h("div", { class: P + "box-title" }, [`${w("plantations")} (${w("face_up")})`]),
    h("div", { class: P + "tiles" }, [...tiles, quarry, stack]),
    h("div", { class: P + "small" }, [`${w("discard")}: ${p.discard}`]),
  ]);
}

function drawBuildingCard(b, ctx, w, T) {
  const h = ctx.html;
  const stripe = b.kind === "production" && b.good ? COLOR[b.good] : "#e8d9b5";
  const gone = b.remaining <= 0;
  const el = h("div", {
    class: `${P}building ${P}kind-${b.kind}` + (b.size === "large" ? ` ${P}large` : "") + (gone ? ` ${P}gone` : ""),
    "data-building": b.id,
    style: `border-left-color:${stripe}`,
  }, [
    h("div", { class: P + "bname" }, [T(b.id)]),
    h("div", { class: P + "bfoot" }, [
      coin(ctx, b.cost, 18),
      hexVP(ctx, b.vp, 18),
      circles(ctx, b.circles || 0, 0),
      h("span", { class: P + "left" }, [`×${b.remaining}`]),
    ]),
  ]);
  const builds = ctx.movesOf("build", (a) => a.building === b.id);
  const plain = builds.find((a) => !a.args.black_market) || builds[0];
  ctx.clickable(el, plain);
  for (const a of builds) {
    if (a === plain) continue;
    const what = (a.args.black_market || []).map((x) => (x.startsWith("good:") ? T(x.slice(5)) : x.startsWith("colonist:") ? `${T("colonist")} (${T(x.slice(9))})` : T(x))).join("+");
    el.append(ctx.button(a, `${w("black_market")}: ${what}`));
  }
  ctx.clickable(el, first(ctx, "draft", (a) => a.building === b.id));
  return el;
}

function drawBuildings(view, ctx, w, T) {
  const h = ctx.html;
  const columns = [1, 2, 3, 4].map((c) => h("div", { class: P + "bcol" }, [
    h("div", { class: P + "small" }, [`${w("column")} ${c}`]),
    ...view.buildings.filter((b) => b.column === c).map((b) => drawBuildingCard(b, ctx, w, T)),
  ]));
  const parts = [h("div", { class: P + "box-title" }, [w("buildings")]), h("div", { class: P + "bgrid" }, columns)];
  const drafts = ctx.movesOf("draft");
  if (drafts.length) {
    parts.push(h("div", { class: P + "box-title" }, [w("draft_pool")]));
    parts.push(h("div", { class: P + "draft" }, drafts.map((a) =>
      ctx.clickable(h("div", { class: `${P}building ${P}kind-beige`, "data-building": a.args.building }, [h("div", { class: P + "bname" }, [T(a.args.building)])]), a))));
  }
  return h("div", { class: `${P}box ${P}buildings` }, parts);
}

// Actions a seat plays on one of its own island tiles or buildings (target = tile kind or building id).
function ownActions(ctx, seat, target, hasRoom) {
  const mine = (a, x) => x.player === seat;
  const out = [];
  if (hasRoom) {
    out.push(...ctx.movesOf("place", (a, x) => mine(a, x) && a.target === target && a.piece !== "noble"));
    out.push(...ctx.movesOf("place", (a, x) => mine(a, x) && a.target === target && a.piece === "noble"));
    out.push(...ctx.movesOf("leave_empty", (a, x) => mine(a, x) && a.target === target));
    out.push(...ctx.movesOf("guest", (a, x) => mine(a, x) && a.target === target));
  }
  out.push(...ctx.movesOf("discard_tile", (a, x) => mine(a, x) && a.tile === target));
  out.push(...ctx.movesOf("land_office", (a, x) => mine(a, x) && a.deal === "sell" && a.tile === target));
  return out;
}

function chipText(a, w, T) {
  if (a.kind === "place") return a.args.piece === "noble" ? `+ ${w("noble")}` : "+";
  if (a.kind === "leave_empty") return w("leave");
  if (a.kind === "guest") return `+ ${w("guest")}`;
  if (a.kind === "discard_tile") return w("discard_tile");
  if (a.kind === "land_office") return `${T("land_office")}: ${w("sell_tile")}`;
  return a.label || a.kind;
}

// The first action on an own tile/building is its click (outlined by kind); any further ones are chips.
function bindOwn(el, acts, ctx, w, T) {
  if (!acts.length) return;
  const [main, ...others] = acts;
  ctx.clickable(el, main);
  el.classList.add(`${P}do-${main.kind}`);
  el.setAttribute("title", main.label || chipText(main, w, T));
  if (!others.length) return;
  el.append(ctxChips(ctx, others.map((a) => ctx.button(a, chipText(a, w, T)))));
}

const ctxChips = (ctx, chips) => ctx.html("span", { class: `bk-chips ${P}chips` }, chips);

function drawIsland(seat, ctx, w, T) {
  const h = ctx.html;
  const cells = [];
  const tried = new Set();
  for (const tile of seat.island) {
    const hasCircle = tile.tile !== "forest";
    const el = h("div", {
      class: `${P}itile ${P}tile-${tile.tile}` + (tile.colonists ? ` ${P}occupied` : ""),
      "data-tile": tile.tile,
      style: `background:${COLOR[tile.tile]};color:${INK[tile.tile]}`,
      title: T(tile.tile),
    }, [
      h("span", { class: P + "iname" }, [T(tile.tile)]),
      hasCircle ? circles(ctx, 1, tile.colonists) : null,
    ]);
    // One tile of a kind carries that kind's actions: the first with an empty circle (placing),
    // else the first of the kind (discarding or selling).
    const key = tile.tile + (tile.colonists ? "" : "/free");
    if (!tried.has(key)) {
      tried.add(key);
      const acts = ownActions(ctx, seat.seat, tile.tile, hasCircle && !tile.colonists);
      bindOwn(el, acts, ctx, w, T);
    }
    cells.push(el);
  }
  for (let i = seat.island.length; i < (seat.island_spaces ? seat.island_spaces.total : ISLAND_SPACES); i++) {
    cells.push(h("div", { class: `${P}itile ${P}space` }));
  }
  return h("div", { class: P + "island" }, cells);
}

function drawCity(seat, ctx, w, T) {
  const h = ctx.html;
  const cells = seat.city.map((b) => {
    const el = h("div", {
      class: `${P}cbuilding` + (b.size === "large" ? ` ${P}large` : "") + (b.colonists + b.nobles ? ` ${P}occupied` : ""),
      "data-building": b.building,
    }, [
      h("div", { class: P + "cname" }, [T(b.building)]),
      circles(ctx, b.circles, b.colonists, b.nobles),
    ]);
    const room = b.colonists + b.nobles < b.circles;
    bindOwn(el, ownActions(ctx, seat.seat, b.building, room), ctx, w, T);
    return el;
  });
  const used = seat.city_spaces ? seat.city_spaces.used : seat.city.reduce((n, b) => n + (b.size === "large" ? 2 : 1), 0);
  const total = seat.city_spaces ? seat.city_spaces.total : CITY_SPACES;
  for (let i = used; i < total; i++) cells.push(h("div", { class: `${P}cbuilding ${P}space` }));
  return h("div", { class: P + "city" }, cells);
}

function drawSeat(view, seat, ctx, w, T) {
  const h = ctx.html;
  const current = !view.over && seat.seat === view.current_player;
  const vp = seat.vp_chips === null || seat.vp_chips === undefined ? "?" : seat.vp_chips;
  const goods = GOODS.map((g) => {
    const n = seat.goods[g];
    const el = h("span", { class: P + "sgood" + (n ? "" : ` ${P}none`), "data-good": g, title: T(g) }, [barrel(ctx, g, n, 22)]);
    // Captain-phase choices about one's own goods sit on those goods.
    const acts = ["store", "keep", "wharf", "small_wharf", "supply_center"]
      .flatMap((k) => ctx.movesOf(k, (a, x) => x.player === seat.seat && a.good === g));
    ctx.clickable(el, acts); // several choices for one good: the shell's menu asks which
    return el;
  });
  const sj = seat.san_juan || { colonists: 0, nobles: 0 };
  const waiting = sj.colonists + (sj.nobles || 0);
  const head = h("div", { class: P + "seat-head" }, [
    h("span", { class: P + "seat-name" }, [seatName(w, seat.seat)]),
    seat.governor ? h("span", { class: P + "crown", title: w("governor") }, [crown(ctx)]) : null,
    seat.role ? h("span", { class: `${P}badge ${P}role-${seat.role.replace(/_\d+$/, "")}` }, [T(seat.role)]) : null,
    current ? h("span", { class: P + "mover" }, [`▶ ${w("to_move")}`]) : null,
    h("span", { class: P + "spacer" }),
    coin(ctx, seat.doubloons, 22),
    hexVP(ctx, vp, 26),
    seat.vp_paper ? h("span", { class: P + "small" }, [`+${seat.vp_paper} ${w("paper")}`]) : null,
  ]);
  const info = h("div", { class: P + "seat-info" }, [
    h("span", { class: P + "goods" }, goods),
    h("span", { class: P + "windrose", title: T("san_juan") }, [
      // an empty windrose says 0: a label with nothing after it reads as a drawing that failed
      `${T("san_juan")}: `, waiting ? circles(ctx, Math.min(waiting, 6), sj.colonists, sj.nobles || 0) : "0",
      waiting > 6 ? ` ${waiting}` : "",
      view.options && view.options.nobles ? ` · ${w("nobles")}: ${seat.nobles_total || 0}` : "",
    ]),
  ]);
  return h("div", { class: P + "seat" + (current ? ` ${P}current` : "") + (seat.governor ? ` ${P}gov` : ""), "data-seat": seat.seat }, [
    head, info,
    h("div", { class: P + "seat-body" }, [
      h("div", {}, [h("div", { class: P + "small" }, [`${w("island")} ${seat.island.length}/${ISLAND_SPACES}`]), drawIsland(seat, ctx, w, T)]),
      h("div", {}, [h("div", { class: P + "small" }, [`${w("city")} ${seat.city_spaces ? seat.city_spaces.used : ""}/${CITY_SPACES}`]), drawCity(seat, ctx, w, T)]),
    ]),
  ]);
}

function drawDecision(view, ctx, w, T) {
  const h = ctx.html;
  const p = view.pending;
  const lines = [];
  if (p) {
    const step = p.step ? (w("step_" + p.step) !== "step_" + p.step ? w("step_" + p.step) : T(p.step)) : "";
    lines.push(h("div", {}, [h("b", {}, [seatName(w, p.player)]), p.role ? ` · ${T(p.role)}` : "", step ? ` · ${step}` : ""]));
    if (p.mayor_left) lines.push(h("div", { class: P + "small" }, [`${w("mayor_left")}: ${n(ctx, p.mayor_left.colonists, w("n_colonists"))}` + (p.mayor_left.nobles ? `, ${n(ctx, p.mayor_left.nobles, w("n_nobles"))}` : "")]));
    if (p.storage) lines.push(h("div", { class: P + "small" }, [`${w("storage")}: ${n(ctx, p.storage.keep_types, w("n_keep_types"))}, ${n(ctx, p.storage.tokens, w("n_tokens"))}`]));
  }
  // Whatever has no place on the board (pass, a choice of sides) becomes a button in the shell's box.
  return ctx.decision(ctx.unplaced(), { title: w("decision"), lines, cls: `${P}box ${P}decision` });
}

export function drawBoard(root, view, actions, ctx) {
  const h = ctx.html;
  const w = ctx.boardWord;
  const T = ctx.term;
  seatNamer = ctx.name || null;
  root.classList.add(P + "board");
  if (!view || !view.seats) {
    root.append(h("div", {}, ["—"]));
    return;
  }
  const status = drawStatus(view, ctx, w, T);
  const roles = drawRoles(view, ctx, w, T);
  const market = h("div", { class: P + "market" }, [
    h("div", { class: P + "row " + P + "wrap" }, [drawColonists(view, ctx, w, T), drawBankAndVP(view, ctx, w)]),
    drawShips(view, ctx, w, T),
    drawTradingHouse(view, ctx, w, T),
    drawPlantations(view, ctx, w, T),
    drawGoodsSupply(view, ctx, w, T),
  ]);
  const buildings = drawBuildings(view, ctx, w, T);
  const seats = h("div", { class: P + "seats" }, view.seats.map((seat) => drawSeat(view, seat, ctx, w, T)));
  const decision = drawDecision(view, ctx, w, T); // last: it collects every action not placed above
  root.append(status, roles, decision || "", h("div", { class: P + "top" }, [market, buildings]), seats);
}
