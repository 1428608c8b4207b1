// The Maracaibo board, drawn from GAME.view(state) (boardkit/games/maracaibo/view.py).
// Plain ES module, no imports: the shell loads it from a string and calls drawBoard on every change.
// Every legal move is placed where it belongs through the shell's click layer (ctx.clickable /
// ctx.button): a voyage on the location it ends at, a card's moves on the card, an investment on the
// building, an expedition on the exploration space, a disc choice on the ship board; the few moves with
// no place (finish the turn, take 2 VP, a career card, yes/no choices) go into the shell's decision box.
// Hidden cards come as null (core stripped them for this seat): drawn as card backs with their count.

const P = "bk-maracaibo-";
const NATIONS = ["france", "england", "spain"];
// Seat colours (the rulebook's player colours are pictures: these are ours), Jean last.
const SEAT_COLOR = ["#c0392b", "#2e6fb7", "#d9a21b", "#3c8d40"];
const JEAN_COLOR = "#6b4b8a";
const NATION_COLOR = { france: "#2f5fb3", england: "#b8322a", spain: "#d8a31a" };
const GOOD_COLOR = {
  tobacco: "#8a5a2b", sugar: "#f2efe6", coffee: "#4a3426", plants: "#4f9a47",
  treasure: "#e2b93b", adventure: "#2c7f8f", books: "#8c3b6e",
};
const KIND_COLOR = { havana: "#f3e4c4", city: "#f6ead3", village: "#e6f0df", doorstep: "#ece5f3" };

const lower = (x) => String(x).toLowerCase();
// A location number as printed: "L4", "21a" (the new cities' L and the doorsteps' letters in Cyrillic in Russian).
const RU_LETTERS = { l: "Л", a: "а", b: "б" };
const locNumber = (ctx, id) =>
  ctx.lang === "ru" ? lower(id).replace(/[lab]/g, (c) => RU_LETTERS[c]) : lower(id).replace(/^l/, "L");

let seatNamer = null;
const seatName = (w, i) => (seatNamer ? seatNamer(i) : `${w("seat")}${i + 1}`);
const n = (ctx, k, forms) => (ctx.count ? ctx.count(k, forms) : `${k} ${String(forms).split("|").pop()}`);

// --- small SVG pieces -------------------------------------------------------------------------

function coin(ctx, value, size = 20) {
  const s = ctx.svg;
  return s("svg", { class: P + "coin", width: size, height: size, viewBox: "0 0 20 20", "aria-hidden": "true" }, [
    s("circle", { cx: 10, cy: 10, r: 9, fill: "#e4b53b", stroke: "#9a7412", "stroke-width": 1.5 }),
    s("text", { x: 10, y: 14, "text-anchor": "middle", "font-size": String(value).length > 1 ? 9 : 11, "font-weight": 700, fill: "#4a3600" }, [String(value)]),
  ]);
}

function vpMark(ctx, value, size = 24) {
  const s = ctx.svg;
  return s("svg", { class: P + "vp", width: size, height: size, viewBox: "0 0 24 24", "aria-hidden": "true" }, [
    s("polygon", { points: "12,1 22,6.5 22,17.5 12,23 2,17.5 2,6.5", fill: "#b8d7a8", stroke: "#4f7a3a", "stroke-width": 1.5 }),
    s("text", { x: 12, y: 16, "text-anchor": "middle", "font-size": String(value).length > 2 ? 8 : 10, "font-weight": 700, fill: "#1f3a12" }, [String(value)]),
  ]);
}

// A ship: a small hull in the seat's colour (Jean's is purple).
function ship(ctx, color, label, size = 22) {
  const s = ctx.svg;
  return s("svg", { class: P + "ship", width: size, height: size * 0.8, viewBox: "0 0 24 19", role: "img", "aria-label": label }, [
    s("title", {}, [label]),
    s("path", { d: "M2 11 L22 11 L18 17 L6 17 Z", fill: color, stroke: "#222", "stroke-width": 1 }),
    s("rect", { x: 11, y: 1, width: 1.6, height: 10, fill: "#333" }),
    s("path", { d: "M13 2 L20 9 L13 9 Z", fill: "#fff", stroke: "#555", "stroke-width": 0.8 }),
  ]);
}

function dot(ctx, color, label, size = 14) {
  const s = ctx.svg;
  return s("svg", { class: P + "dot", width: size, height: size, viewBox: "0 0 14 14", role: "img", "aria-label": label }, [
    s("title", {}, [label]),
    s("circle", { cx: 7, cy: 7, r: 6, fill: color, stroke: "#222", "stroke-width": 1 }),
  ]);
}

// --- the parts of the board ---------------------------------------------------------------------

function seatColor(i) {
  return SEAT_COLOR[i % SEAT_COLOR.length];
}

function drawStatus(view, ctx, w, T) {
  const h = ctx.html;
  const turn = view.turn || {};
  const parts = [
    h("span", { class: P + "round" }, [`${w("round")} ${view.round}/4`]),
    h("span", {}, [`${w("phase")}: `, h("b", {}, [T(view.phase)])]),
  ];
  if (!view.over && view.current_player >= 0) {
    parts.push(h("span", { class: P + "mover" }, [`▶ ${seatName(w, view.current_player)}`]));
  }
  if (turn.steps) parts.push(h("span", {}, [`${w("moves_sailed")}: ${turn.steps}`]));
  if (turn.village_left) parts.push(h("span", {}, [`${w("village_left")}: ${turn.village_left}`]));
  if (turn.delivered) parts.push(h("span", {}, [w("delivered_this_turn")]));
  if (turn.main_done) parts.push(h("span", {}, [w("main_done")]));
  if (turn.scoring) parts.push(h("span", { class: P + "alert" }, [T(turn.scoring)]));
  if (view.over) parts.push(h("span", { class: P + "alert" }, [w("game_over")]));
  return h("div", { class: P + "status" }, parts);
}

// The route: every location in order, with its ships, market, owner, quest and story tokens.
function drawRoute(view, ctx, w, T, me) {
  const h = ctx.html;
  const here = me >= 0 && view.seats[me] ? lower(view.seats[me].ship) : null;
  const tokens = new Map(((view.story && view.story.tokens) || []).map(([loc, k]) => [lower(loc), k]));
  const assistants = new Map();
  for (const seat of view.seats) for (const [loc] of seat.assistants || []) {
    const key = lower(loc);
    if (!assistants.has(key)) assistants.set(key, []);
    assistants.get(key).push(seat.seat);
  }
  const cells = view.route.map((loc) => {
    const id = lower(loc.id);
    const ships = loc.ships.map((p) => ship(ctx, seatColor(p), seatName(w, p)));
    if (view.jean && lower(view.jean.ship) === id) ships.push(ship(ctx, JEAN_COLOR, T("jean")));
    const info = [];
    if (loc.good) {
      const market = [];
      for (let i = 0; i < loc.market; i++) {
        const p = loc.delivered[i];
        market.push(h("span", {
          class: P + "slot" + (p === undefined ? "" : ` ${P}filled`),
          style: p === undefined ? "" : `background:${p >= view.seats.length ? JEAN_COLOR : seatColor(p)}`,
        }, []));
      }
      info.push(h("div", { class: P + "good-row" }, [
        h("span", { class: P + "good", style: `background:${GOOD_COLOR[loc.good] || "#ccc"}` }, []),
        h("span", {}, [T(loc.good)]),
        h("span", { class: P + "slots", title: w("market_slots") }, market),
      ]));
    }
    if (loc.action) info.push(h("div", { class: P + "small" }, [T(loc.action)]));
    const marks = [];
    if (loc.owner) marks.push(h("span", { class: P + "owner", style: `background:${NATION_COLOR[loc.owner]}`, title: T(loc.owner) }, [T(loc.owner)]));
    if (loc.quest !== null && loc.quest !== undefined) marks.push(h("span", { class: P + "tag" }, [`${T("quest")} ${loc.quest}`]));
    if (loc.city_tile !== null && loc.city_tile !== undefined) marks.push(h("span", { class: P + "tag" }, [`${w("city_tile")} ${loc.city_tile}`]));
    if (tokens.has(id)) marks.push(h("span", { class: P + "tag" }, [`${T("story_token")} ×${tokens.get(id)}`]));
    for (const p of assistants.get(id) || []) marks.push(dot(ctx, seatColor(p), `${T("assistant")}: ${seatName(w, p)}`, 12));
    if (loc.stop) marks.push(h("span", { class: P + "tag " + P + "stop" }, [w("stop")]));
    const el = h("div", {
      class: `${P}loc ${P}kind-${loc.kind}` + (id === here ? ` ${P}here` : ""),
      style: `background:${KIND_COLOR[loc.kind] || "#fff"}`,
      "data-loc": id,
    }, [
      h("div", { class: P + "loc-head" }, [h("span", { class: P + "loc-id" }, [locNumber(ctx, loc.id)]), h("b", {}, [T(loc.name)]), h("span", { class: P + "spacer" }), ...ships]),
      ...info,
      marks.length ? h("div", { class: P + "marks" }, marks) : null,
      loc.next.length ? h("div", { class: P + "small " + P + "next" }, [`→ ${loc.next.map((x) => locNumber(ctx, x)).join(", ")}`]) : null,
    ]);
    // Where a move ends or acts: a voyage ending here, a capture here, a marker placed here.
    const moves = [
      ...ctx.movesOf("sail", (a) => lower(a.route[a.route.length - 1]) === id),
      ...ctx.movesOf("maneuver", (a) => a.target && lower(a.target) === id),
      ...ctx.movesOf("choose", (a) => String(a.option).includes("@") && lower(String(a.option).split("@")[1]) === id),
      ...ctx.movesOf("choose", (a) => String(a.option).includes(">") && lower(String(a.option).split(">").pop()) === id),
    ];
    if (id === here) {
      for (const k of ["quest", "doorstep", "villages", "town"]) moves.push(...ctx.movesOf(k));
    }
    ctx.clickable(el, moves);
    return el;
  });
  return h("div", { class: `${P}box ${P}route-box` }, [
    h("div", { class: P + "box-title" }, [w("route")]),
    h("div", { class: P + "route" }, cells),
  ]);
}

// The three influence tracks with every seat's marker, ownership markers left and the fighting nation.
function drawNations(view, ctx, w, T) {
  const h = ctx.html;
  const combat = view.turn && view.turn.combat;
  const rows = view.nations.map((nat) => {
    const name = nat.nation;
    const levels = [];
    const who = view.seats.map((seat) => [seat.seat, seat.influence[name]]);
    if (view.jean) who.push([-1, view.jean.influence[name]]);
    const max = Math.max(12, ...who.map(([, v]) => v));
    for (let v = 0; v <= max; v++) {
      const here = who.filter(([, x]) => x === v);
      const banner = (nat.banners || []).find(([space]) => space === v);
      levels.push(h("div", { class: P + "inf-space" + (banner ? ` ${P}banner` : ""), title: banner ? `${T("rank")} ${banner[1]}` : "" }, [
        h("span", { class: P + "inf-n" }, [String(v)]),
        ...here.map(([p]) => dot(ctx, p < 0 ? JEAN_COLOR : seatColor(p), p < 0 ? T("jean") : seatName(w, p), 11)),
      ]));
    }
    const fighting = combat && combat.nation === name;
    const el = h("div", { class: P + "nation" + (fighting ? ` ${P}fighting` : ""), "data-nation": name }, [
      h("div", { class: P + "nation-head" }, [
        h("span", { class: P + "owner", style: `background:${NATION_COLOR[name]}` }, [T(name)]),
        h("span", { class: P + "small" }, [`${T("ownership_marker")}: ${nat.markers_left} · ${w("on_map")}: ${nat.on_map} · ${T("free_spaces")}: ${nat.free_spaces}`]),
      ]),
      h("div", { class: P + "inf-track" }, levels),
    ]);
    ctx.clickable(el, [
      ...ctx.movesOf("aggressor", (a) => a.nation === name),
      ...ctx.movesOf("choose", (a) => a.option === name),
    ]);
    return el;
  });
  return h("div", { class: `${P}box ${P}nations` }, [h("div", { class: P + "box-title" }, [T("influence")]), ...rows]);
}

// A space's reward: doubloons and VP as coins and hexagons, anything else by its term and number.
function rewardOf(ctx, T, reward) {
  const h = ctx.html;
  if (!reward.length) return null;
  const [kind, ...nums] = reward;
  if (kind === "doubloons") return h("div", { class: P + "row" }, [coin(ctx, nums[0], 16)]);
  if (kind === "vp") return h("div", { class: P + "row" }, [vpMark(ctx, nums[0], 18)]);
  if (kind === "doubloons_vp") return h("div", { class: P + "row" }, [coin(ctx, nums[0], 16), vpMark(ctx, nums[1], 18)]);
  return h("div", { class: P + "tiny" }, [`${T(kind)}${nums.length ? " " + nums.join("/") : ""}`]);
}

// The exploration track: spaces, rewards, borders, explorers, space quests.
function drawExploration(view, ctx, w, T, pendingKind) {
  const h = ctx.html;
  const quests = new Map((view.space_quests || []).map(([sp, tile]) => [Number(sp), tile]));
  const spaces = view.exploration.map((sp) => {
    const here = view.seats.filter((seat) => seat.explorer === sp.space).map((seat) => dot(ctx, seatColor(seat.seat), seatName(w, seat.seat), 11));
    if (view.jean && view.jean.explorer === sp.space) here.push(dot(ctx, JEAN_COLOR, T("jean"), 11));
    const reward = rewardOf(ctx, T, sp.reward || []);
    const el = h("div", {
      class: P + "exp-space" + (sp.border ? ` ${P}border-${sp.border}` : "") + (sp.end ? ` ${P}exp-end` : ""),
      "data-space": String(sp.space),
      title: sp.border ? `${T("border")}: ${T(sp.border)}` : "",
    }, [
      h("div", { class: P + "exp-n" }, [String(sp.space)]),
      reward,
      quests.has(sp.space) ? h("div", { class: P + "tag" }, [`${T("quest")} ${quests.get(sp.space)}`]) : null,
      h("div", { class: P + "row" }, here),
    ]);
    ctx.clickable(el, [
      ...ctx.movesOf("expedition", (a) => Number(a.to) === sp.space),
      ...(pendingKind === "explore" ? ctx.movesOf("choose", (a) => Number(a.option) === sp.space) : []),
    ]);
    return el;
  });
  return h("div", { class: `${P}box ${P}exploration` }, [
    h("div", { class: P + "box-title" }, [T("exploration")]),
    h("div", { class: P + "exp-track" }, spaces),
  ]);
}

function cardFace(ctx, card, T, w, extra = "") {
  const h = ctx.html;
  if (!card) return h("div", { class: `${P}card ${P}back ${extra}`.trim(), title: w("hidden_card") }, [h("span", {}, ["?"])]);
  const letter = { a: "A", b: "B", c: "C" }[card.deck] || "";
  return h("div", { class: `${P}card ${extra}`.trim(), "data-card": String(card.id) }, [
    h("div", { class: P + "card-name" }, [T(card.name)]),
    card.symbol ? h("div", { class: P + "card-good" }, [
      h("span", { class: P + "good", style: `background:${GOOD_COLOR[card.symbol] || "#ccc"}` }, []),
      h("span", { class: P + "tiny" }, [T(card.symbol)]),
    ]) : null,
    h("div", { class: P + "card-foot" }, [
      coin(ctx, card.cost, 16),
      card.vp ? vpMark(ctx, card.vp, 18) : null,
      h("span", { class: P + "spacer" }),
      letter ? h("span", { class: P + "deck-letter", title: T("deck") }, [w("deck_" + card.deck)]) : null,
    ]),
  ]);
}

// A card with every move it carries (plan, deliver to a disc space, buy, assistant, draw...): a menu if several.
function cardWithMoves(ctx, card, T, w, extra = "") {
  const el = cardFace(ctx, card, T, w, extra);
  if (card) ctx.clickable(el, ctx.unplaced().filter((a) => a.kind !== "career" && a.args && a.args.card === card.id));
  return el;
}

function drawMarket(view, ctx, w, T) {
  const h = ctx.html;
  const deck = h("div", { class: `${P}card ${P}back ${P}deck`, "data-pile": "deck" }, [
    h("div", {}, [T("deck")]),
    h("div", { class: P + "big" }, [String(view.deck_size)]),
  ]);
  ctx.clickable(deck, ctx.movesOf("draw"));
  const market = view.market.map((c) => cardWithMoves(ctx, c, T, w));
  return h("div", { class: `${P}box ${P}market` }, [
    h("div", { class: P + "box-title" }, [`${T("market")} · ${w("discard")}: ${view.discard.length}`]),
    h("div", { class: P + "cards" }, [deck, ...market]),
  ]);
}

function drawBuildings(view, ctx, w, T) {
  const h = ctx.html;
  const cells = view.buildings.map((b) => {
    const el = h("div", { class: P + "building", "data-building": b.id }, [
      h("b", {}, [T(b.id)]),
      h("div", { class: P + "row" }, b.investors.map((p) => dot(ctx, seatColor(p), seatName(w, p), 11))),
    ]);
    ctx.clickable(el, ctx.movesOf("invest", (a) => a.building === b.id));
    return el;
  });
  for (let i = 0; i < view.buildings_hidden; i++) cells.push(h("div", { class: `${P}building ${P}back` }, ["?"]));
  return h("div", { class: `${P}box ${P}buildings` }, [h("div", { class: P + "box-title" }, [w("buildings")]), h("div", { class: P + "row " + P + "wrap" }, cells)]);
}

// Combat: the two token piles, the campaign under way (nation, value, maneuvers used), boosts.
function drawCombat(view, ctx, w, T, pendingKind) {
  const h = ctx.html;
  const piles = view.combat_piles.map((size, i) => {
    const el = h("div", { class: `${P}card ${P}back ${P}pile`, "data-pile": `combat${i}` }, [
      h("div", {}, [`${T("combat_token")} ${i + 1}`]),
      h("div", { class: P + "big" }, [String(size)]),
    ]);
    ctx.clickable(el, [
      ...ctx.movesOf("combat", (a) => a.pile === i),
      ...(pendingKind === "combat" ? ctx.movesOf("choose", (a) => String(a.option) === String(i)) : []),
    ]);
    return el;
  });
  const c = view.turn && view.turn.combat;
  const lines = [];
  if (c) {
    lines.push(h("div", {}, [`${T("aggressor")}: `, h("b", {}, [c.nation ? T(c.nation) : "—"]), ` · ${w("combat_value")}: ${c.value}`]));
    if (c.used.length) lines.push(h("div", { class: P + "small" }, [`${w("used")}: ${c.used.map(T).join(", ")}`]));
  }
  const chips = [
    ...ctx.movesOf("boost").map((a) => ctx.button(a, T("boost") + ": " + T(a.args.source === "sailor" ? "sailor" : "ship_board"))),
    ...ctx.movesOf("maneuver").map((a) => ctx.button(a, `${T("maneuver")}: ${T(a.args.what)}`)),
  ];
  const box = h("div", { class: `${P}box ${P}combat`, "data-part": "combat" }, [
    h("div", { class: P + "box-title" }, [T("combat")]),
    h("div", { class: P + "row " + P + "wrap" }, piles),
    ...lines,
    chips.length ? h("div", { class: P + "chips" }, chips) : null,
  ]);
  ctx.clickable(box.querySelector(`.${P}box-title`), ctx.movesOf("combat", (a) => a.pile < 0));
  return box;
}

function drawJean(view, ctx, w, T) {
  const h = ctx.html;
  const j = view.jean;
  if (!j) return null;
  const item = (label, value) => h("div", { class: P + "stat" }, [h("span", { class: P + "small" }, [label]), h("b", {}, [String(value)])]);
  return h("div", { class: `${P}box ${P}jean`, "data-seat": "jean" }, [
    h("div", { class: P + "seat-head" }, [ship(ctx, JEAN_COLOR, T("jean")), h("b", {}, [T("jean")]), h("span", { class: P + "small" }, [`${w("difficulty")}: ${T(j.difficulty)}`]), h("span", { class: P + "spacer" }), vpMark(ctx, j.vp, 26)]),
    h("div", { class: P + "stats" }, [
      item(w("location"), T((view.route.find((loc) => lower(loc.id) === lower(j.ship)) || { name: j.ship }).name)),
      item(T("explorer"), j.explorer),
      item(w("discs_removed"), j.discs_removed),
      item(T("quest_tile"), j.quest_tiles),
      item(w("cards"), j.cards),
      item(T("combat_token"), j.combat_tokens),
      item(w("automa_deck"), j.automa_deck),
      item(w("automa_discard"), j.automa_discard.length),
    ]),
  ]);
}

// One player's area: money, VP, incomes, sailors, career and tasks, ship board, hand, plan, bought cards.
function drawSeat(view, seat, ctx, w, T, pending) {
  const h = ctx.html;
  const me = view.current_player === seat.seat;
  const mine = me && pending; // choices of the seat to move land on its own board
  const stat = (label, value, key) => {
    const el = h("div", { class: P + "stat", "data-stat": key }, [h("span", { class: P + "small" }, [label]), h("b", {}, [String(value)])]);
    return el;
  };
  const sailors = stat(T("sailor"), `${seat.sailors}`, "sailors");
  if (me) ctx.clickable(sailors, ctx.movesOf("sailor_combat"));
  const head = h("div", { class: P + "seat-head" }, [
    ship(ctx, seatColor(seat.seat), seatName(w, seat.seat)),
    h("b", { class: P + "seat-name" }, [seatName(w, seat.seat)]),
    seat.career ? h("span", { class: P + "tag" }, [T(seat.career)]) : null,
    seat.admiral ? h("span", { class: P + "tag" }, [T("admiral")]) : null,
    me && !view.over ? h("span", { class: P + "mover" }, ["▶"]) : null,
    h("span", { class: P + "spacer" }),
    coin(ctx, seat.doubloons, 22),
    vpMark(ctx, seat.vp, 26),
  ]);
  const stats = h("div", { class: P + "stats" }, [
    stat(T("dincome"), seat.dincome, "dincome"),
    stat(T("vincome"), seat.vincome, "vincome"),
    sailors,
    stat(w("combat_points"), seat.combat, "combat"),
    stat(T("explorer"), seat.explorer, "explorer"),
    stat(T("compass"), seat.compasses, "compasses"),
    stat(T("quest_tile"), seat.quest_tiles, "quest_tiles"),
    stat(T("combat_token"), seat.combat_tokens, "combat_tokens"),
  ]);
  // Career tasks: each clickable for its easy or hard way.
  const tasks = seat.tasks.map((done, i) => {
    const el = h("span", { class: P + "task" + (done ? ` ${P}done` : ""), "data-task": String(i) }, [`${T("task")} ${i + 1}${done ? " ✓" : ""}`]);
    if (me) ctx.clickable(el, ctx.movesOf("task", (a) => a.task === i));
    return el;
  });
  // The ship board: its upgrade spaces, discs still on them, the upgrades done.
  const spaces = view.upgrades.map((u) => {
    const discs = seat.discs[u.id];
    const el = h("div", { class: P + "upgrade" + (discs ? "" : ` ${P}open`), "data-upgrade": u.id, title: u.needs ? `${w("needs")}: ${T(u.needs)}` : "" }, [
      h("span", { class: P + "tiny" }, [T(u.id)]),
      discs ? dot(ctx, seatColor(seat.seat), T("disc"), 12) : h("span", { class: P + "tiny" }, ["✓"]),
    ]);
    if (mine && (pending[0] === "disc" || pending[0] === "legacy_disc")) ctx.clickable(el, ctx.movesOf("choose", (a) => a.option === u.id));
    return el;
  });
  // Synergy tokens held; while choosing one, the ones still free are offered here.
  const synergy = seat.synergy.map((k) => h("span", { class: P + "tag" }, [T(k)]));
  if (mine && pending[0] === "synergy") {
    for (const a of ctx.movesOf("choose")) synergy.push(ctx.button(a, T(a.args.option)));
  }
  if (mine && pending[0] === "sailor_income") {
    for (const a of ctx.movesOf("choose")) synergy.push(ctx.button(a, `${T("sailor")}: ${a.args.option}`));
  }
  const cards = (list, label, part) => h("div", { class: P + "cards-part", "data-part": part }, [
    h("div", { class: P + "small" }, [`${label} (${list.length})`]),
    h("div", { class: P + "cards" }, list.map((c) => cardWithMoves(ctx, c, T, w))),
  ]);
  return h("div", { class: P + "seat" + (me ? ` ${P}current` : ""), "data-seat": String(seat.seat), style: `border-color:${seatColor(seat.seat)}` }, [
    head,
    stats,
    tasks.length ? h("div", { class: P + "row " + P + "wrap" }, tasks) : null,
    h("div", { class: P + "small" }, [T("ship_board")]),
    h("div", { class: P + "upgrades" }, spaces),
    synergy.length ? h("div", { class: P + "row " + P + "wrap" }, [h("span", { class: P + "small" }, [T("synergy")]), ...synergy]) : null,
    seat.buildings.length ? h("div", { class: P + "small" }, [`${w("buildings")}: ${seat.buildings.map(T).join(", ")}`]) : null,
    cards(seat.hand, w("hand"), "hand"),
    cards(seat.plan, T("plan"), "plan"),
    seat.bought.length ? cards(seat.bought, w("bought"), "bought") : null,
  ]);
}

function drawDecision(view, ctx, w) {
  return ctx.decision(ctx.unplaced(), { title: w("decision"), lines: [], cls: `${P}box ${P}decision` });
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
  const pending = view.turn && view.turn.pending && view.turn.pending.length ? view.turn.pending[0] : null;
  const pendingKind = pending ? pending[0] : null;
  const me = view.current_player;
  const status = drawStatus(view, ctx, w, T);
  const seats = view.seats.map((seat) => drawSeat(view, seat, ctx, w, T, seat.seat === me ? pending : null));
  const nations = drawNations(view, ctx, w, T);
  const exploration = drawExploration(view, ctx, w, T, pendingKind);
  const combat = drawCombat(view, ctx, w, T, pendingKind);
  const market = drawMarket(view, ctx, w, T);
  const buildings = drawBuildings(view, ctx, w, T);
  const route = drawRoute(view, ctx, w, T, me);
  // Village actions: chips in the turn's own box, where the count of actions left is.
  const village = ctx.movesOf("vaction").map((a) => ctx.button(a, `${T(a.args.what)}${a.args.choice ? ": " + T(String(a.args.choice)) : ""}`));
  const villageBox = village.length ? h("div", { class: `${P}box ${P}village` }, [h("div", { class: P + "box-title" }, [T("village")]), h("div", { class: P + "chips" }, village)]) : null;
  const decision = drawDecision(view, ctx, w); // last: it collects every move not placed above
  root.append(
    status,
    decision || "",
    villageBox || "",
    route,
    h("div", { class: P + "middle" }, [nations, h("div", { class: P + "side" }, [exploration, combat])]),
    h("div", { class: P + "middle" }, [market, buildings]),
    h("div", { class: P + "seats" }, [...seats, drawJean(view, ctx, w, T) || ""]),
  );
}
