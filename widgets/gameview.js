// The GameView shell shared by every game (anywidget ESM, plain JS, no build step, nothing from a CDN).
// Python (boardkit/widgets.py) owns the game: this file draws its synced traits and sends messages
// {type: "act"|"undo"|"redo"|"fork"|"branch"|"lang"|"goto"|"save"|"open"|"log", ...} that Python checks before
// doing anything; Python answers "save" with a message {type: "saved", text, name} that becomes a download.
// The game's own board module (trait board_js, see widgets/boards/) is imported from a Blob URL and
// called as drawBoard(root, view, actions, ctx); if it fails, widgets/boards/generic.js draws instead.
// ctx carries the click layer (boardContext below): the one way a board makes an element play a move:
//   ctx.clickable(el, moves)  el plays one move, or opens a menu of several; highlighted, Tab/Enter/Space
//   ctx.button(moves, text)   a small button for a secondary move on an element
//   ctx.decision(moves, opts) the box for moves with no place on the board
//   ctx.toggle(el, on, fn, label, moves)  a board-local choice that plays nothing but leads to `moves`; ctx.redraw()
//   ctx.placed(i), ctx.unplaced(), ctx.memo (board state kept across drawings), ctx.t, ctx.html, ctx.svg

const SVGNS = "http://www.w3.org/2000/svg";

// The shell's own words; game terms come from the game's glossary (trait `glossary`).
const WORDS = {
  en: {
    turn: "turn", round: "round", over: "Game over", undo: "Undo", redo: "Redo", fork: "Fork",
    actions: "Legal actions", log: "Log", noActions: "No legal actions.", step: "step",
    version: "version", branch: "branch", close: "Dismiss", score: "Score", player: "player",
    rank: "rank", total: "total", rule: "rule", boardFailed: "The board module failed; showing the generic view",
    noBoard: "This game has no board drawing yet; showing its view as a tree", phases: "Phases",
    waiting: "waiting for Python…", decision: "Decision", choose: "Choose a move",
    timeline: "Timeline", first: "First step", back: "Step back", forward: "Step forward", last: "Last step",
    playFromHere: "Play from here", playFromHereHint: "A new branch from the step shown; this branch keeps its later moves",
    start: "Start of the game", phase: "phase", of: "of", save: "Save", open: "Open…",
    saveHint: "Download the whole game (every branch) as a JSON file", openHint: "Open a saved game file",
    tooBig: "The file was not opened: it is too large for a saved game", notRead: "The file could not be read",
    seatPrefix: "P", lang_en: "EN", lang_ru: "RU", assumed: "assumed", nowDeciding: "now deciding", onBoard: "on the board", onBoardAll: "On the board",
    presentation: "Presentation size: bigger text and buttons, for a projector", bigger: "A+",
    table: "Whole table", tableHint: "Show every secret face up (hands, objectives, screens), for teaching; bots never see it",
  },
  ru: {
    turn: "ход", round: "раунд", over: "Игра окончена", undo: "Отменить", redo: "Вернуть", fork: "Ветвь",
    actions: "Возможные действия", log: "Журнал", noActions: "Нет возможных действий.", step: "шаг",
    version: "версия", branch: "ветвь", close: "Закрыть", score: "Счёт", player: "игрок",
    rank: "место", total: "итого", rule: "правило", boardFailed: "Модуль поля не сработал; показан общий вид",
    noBoard: "Для этой игры ещё нет рисунка поля; показано её состояние деревом", phases: "Фазы",
    waiting: "ждём Python…", decision: "Решение", choose: "Выберите ход",
    timeline: "История партии", first: "К началу", back: "Шаг назад", forward: "Шаг вперёд", last: "К концу",
    playFromHere: "Играть отсюда", playFromHereHint: "Новая ветвь от показанного шага; в этой ветви остаются её дальнейшие ходы",
    start: "Начало партии", phase: "фаза", of: "из", save: "Сохранить", open: "Открыть…",
    saveHint: "Скачать всю партию (все ветви) файлом JSON", openHint: "Открыть файл сохранённой партии",
    tooBig: "Файл не открыт: он слишком велик для сохранённой партии", notRead: "Не удалось прочитать файл",
    seatPrefix: "И", lang_en: "АНГЛ", lang_ru: "РУС", assumed: "допущение", nowDeciding: "сейчас решает", onBoard: "на поле", onBoardAll: "На поле",
    presentation: "Крупный вид: крупнее текст и кнопки, для проектора", bigger: "А+", // Cyrillic А
    table: "Весь стол", tableHint: "Открыть все тайны (руки, цели, ширмы) для объяснения; боты их не видят",
  },
};

// "5 колонистов": a number with its noun. `forms` is "one|few|many" (Russian: 1, 21 -> one; 2-4, 22-24 ->
// few; 0, 5-20, 11-14 -> many, as boardkit.core.i18n.plural) or "one|other" (English).
export function count(n, forms, lang) {
  const f = String(forms).split("|");
  const k = Math.abs(Math.trunc(Number(n)));
  let i = k === 1 ? 0 : f.length - 1;
  if (lang === "ru" && f.length === 3) i = k % 10 === 1 && k % 100 !== 11 ? 0 : k % 10 >= 2 && k % 10 <= 4 && !(k % 100 >= 12 && k % 100 <= 14) ? 1 : 2;
  return `${n} ${f[Math.min(i, f.length - 1)]}`;
}

// A rulebook reference as the reader's language writes it: "l.316" is "стр. 316" (line 316) in Russian,
// as boardkit.core.messages.cite; "assumed" (a value the rulebook does not print) is a word too.
export function cite(rule, lang) {
  if (lang !== "ru" || !rule) return rule;
  return String(rule).replace(/^assumed\b/, WORDS.ru.assumed).replace(/\bl\.\s?(?=\d)/g, "стр. ");
}

const TRAITS = [
  "view", "actions", "phases", "phase", "current_player", "round", "over", "scores", "step",
  "history_length", "can_undo", "can_redo", "branches", "current_branch", "version", "error", "glossary",
  "lang", "board_js", "board_css", "fallback_js", "title", "options", "moment", "names", "branch_labels", "presentation",
  "log_tail", "imperfect", "table",
];
// The largest saved game Python opens (boardkit/gamefile.py MAX_CHARS): a larger file is not even sent.
const OPEN_LIMIT = 4000000;

function build(el, attrs, children) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on") && typeof v === "function") { el.addEventListener(k.slice(2), v); el.bkOwnListeners = true; }
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children || []) {
    if (c === undefined || c === null || c === false) continue;
    if (Array.isArray(c)) { build(el, {}, c); continue; }
    el.append(typeof c === "string" || typeof c === "number" ? document.createTextNode(String(c)) : c);
  }
  return el;
}
// Exported so that the board test page builds elements exactly as the shell does.
export const html = (tag, attrs = {}, children = []) => build(document.createElement(tag), attrs, children);
export const svg = (tag, attrs = {}, children = []) => build(document.createElementNS(SVGNS, tag), attrs, children);
// replaceChildren() would print null/false as text: drop them first.
const fill = (el, ...children) => el.replaceChildren(...children.filter((c) => c !== null && c !== undefined && c !== false));

// ---- The click layer ------------------------------------------------------------------------------
// Board modules never bind clicks themselves: ctx.clickable(el, moves) marks an element as carrying
// legal moves (shared highlight, tabindex, Enter/Space, a menu when it carries several), ctx.button and
// ctx.decision build the elements for moves without a place on the board, ctx.toggle is a board-local
// choice (no move), ctx.redraw draws again with keyboard focus kept, ctx.act(move) plays a move given
// by its index or by its value ({kind, player, args}: Python's rules say why it is not legal, if not).
// Any other element a board gives a data-action gets the same role, Tab stop, Enter/Space and guard.
// `session` lives as long as the widget view: {play(move), busy, memo, focusKey, lang}; the shell clears
// `busy` when Python answers.
// Clicks are heard once, on the board element, which stays across drawings: a new drawing is merged
// into it (only what changed is touched), so the browser repaints only what changed.

const BUSY_MS = 4000; // a click Python never answered stops blocking the board after this long
const SKIP_DATA = new Set(["action", "actions", "bkKey"]);

/** The one guard against a second move while one is in flight: true if this click may play. */
export function claim(session) {
  if (session.busy) return false;
  session.busy = true;
  clearTimeout(session.busyTimer);
  session.busyTimer = setTimeout(() => { session.busy = false; }, BUSY_MS);
  return true;
}

function ownData(el) {
  const parts = [];
  for (const [k, v] of Object.entries(el.dataset || {})) if (!SKIP_DATA.has(k)) parts.push(`${k}=${v}`);
  return parts.sort().join(",");
}

// Where an element sits on the board, in board words (its and its ancestors' data-* attributes), so
// the same place is found again after a redraw, whatever moves it carries now.
function placeKey(el, board) {
  const own = ownData(el);
  const parts = [`${el.localName}:${own || (el.textContent || "").trim().slice(0, 40)}`];
  for (let p = el.parentElement; p && p !== board; p = p.parentElement) {
    const d = ownData(p);
    if (d) parts.push(d);
  }
  return parts.reverse().join("/");
}

const FOCUSABLE = '[tabindex="0"], button:not([disabled])';

// Focus the element at `key` again; else the nearest focusable after (then before) it; else the first
// legal move; else the board itself, so the keyboard stays on the board.
function restoreFocus(board, key, ordinal) {
  const focusables = [...board.querySelectorAll(FOCUSABLE)];
  let same = null;
  if (key) {
    for (const el of board.querySelectorAll("*")) {
      if (placeKey(el, board) === key) { same = el; break; }
    }
  }
  let target = null;
  if (same) {
    // Board pieces before buttons: a stray second Enter should not land on "pass".
    const pieces = focusables.filter((f) => f.getAttribute("role") === "button");
    const after = (list) => list.find((f) => same.compareDocumentPosition(f) & Node.DOCUMENT_POSITION_FOLLOWING);
    const before = (list) => list.filter((f) => same.compareDocumentPosition(f) & Node.DOCUMENT_POSITION_PRECEDING).pop();
    target = focusables.find((f) => f === same || same.contains(f))
      || after(pieces) || before(pieces) || after(focusables) || before(focusables);
  }
  if (!target) {
    const legal = [...board.querySelectorAll(".bk-legal")];
    target = legal[Math.min(Math.max(ordinal, 0), legal.length - 1)] || null;
  }
  if (!target) { board.setAttribute("tabindex", "-1"); target = board; }
  target.focus({ preventScroll: true });
}

const isButton = (el) => el.localName === "button" && !(el instanceof SVGElement);

// The element (between `from` and the board) that a click or key activates, if any.
function activeTarget(from, board) {
  for (let n = from; n && n !== board; n = n.parentNode) if (n.bkActivate) return n;
  return null;
}

// Listeners on the board element itself, once: they ask the element hit (its `bkActivate`, set by the
// click layer of the latest drawing) what to do, so merged drawings need no listeners of their own.
function listen(board) {
  if (board.bkListening) return;
  board.bkListening = true;
  board.addEventListener("click", (e) => {
    const el = activeTarget(e.target, board);
    if (!el) { if (board.bkCtx) board.bkCtx.closeMenu(false); return; } // a click elsewhere on the board
    e.stopPropagation();
    if (e.detail > 1) return; // the second click of a double click
    el.bkActivate(el);
  });
  board.addEventListener("keydown", (e) => {
    if (e.key !== "Enter" && e.key !== " ") return;
    const el = e.target;
    if (!el.bkActivate || isButton(el)) return; // a button makes its own click from Enter and Space
    e.preventDefault(); // Space would scroll the page
    e.stopPropagation();
    if (!e.repeat) el.bkActivate(el);
  });
}

// Merge the drawing `fresh` into the live element `live`, node by node in order: attributes, text and
// what the click layer attached are brought over; a node of another kind is replaced. Nodes that did
// not change are not touched, so the browser neither restyles nor repaints them, and focus stays.
function merge(live, fresh) {
  const had = live.attributes;
  const wants = fresh.attributes;
  for (let i = had.length - 1; i >= 0; i--) if (!fresh.hasAttribute(had[i].name)) live.removeAttribute(had[i].name);
  for (let i = 0; i < wants.length; i++) {
    const { name, value } = wants[i];
    if (live.getAttribute(name) !== value) live.setAttribute(name, value);
  }
  if (fresh.bkActivate) live.bkActivate = fresh.bkActivate; else if (live.bkActivate) live.bkActivate = undefined;
  if (fresh.bkMoveText) live.bkMoveText = fresh.bkMoveText; else if (live.bkMoveText) live.bkMoveText = undefined;
  // Siblings walked by pointer: indexing a child list that is being changed costs a walk per index.
  let a = live.firstChild;
  let b = fresh.firstChild;
  while (b) {
    const nextB = b.nextSibling;
    if (!a) {
      live.append(b);
    } else if (a.nodeType !== b.nodeType || a.localName !== b.localName || a.namespaceURI !== b.namespaceURI
      || a.bkOwnListeners || b.bkOwnListeners) { // listeners cannot be moved over: the new node goes in
      const nextA = a.nextSibling;
      live.replaceChild(b, a);
      a = nextA;
      b = nextB;
      continue;
    } else if (a.nodeType === 1) {
      merge(a, b);
    } else if (a.nodeValue !== b.nodeValue) {
      a.nodeValue = b.nodeValue;
    }
    a = a && a.nextSibling;
    b = nextB;
  }
  while (a) {
    const next = a.nextSibling;
    a.remove();
    a = next;
  }
}

// The move's words lead every tooltip inside a clickable SVG element: a board's own <title> (a status,
// a square's details) would otherwise hide the move, as SVG shows the first title only.
function tooltips(board) {
  for (const title of board.querySelectorAll("title")) {
    if (title.classList.contains("bk-move-title")) continue;
    const owner = title.parentNode && title.parentNode.closest && title.parentNode.closest(".bk-legal-svg");
    if (!owner || !owner.bkMoveText) continue;
    title.textContent = `${owner.bkMoveText}\n${title.textContent}`;
    if (title.parentNode === owner) {
      const own = owner.querySelector(":scope > title.bk-move-title");
      if (own) own.remove();
      owner.prepend(title);
    }
  }
}

export function boardContext(board, actions, session, extra = {}) {
  const placed = new Set();
  const reached = new Set(); // moves a board-local choice (ctx.toggle) leads to: on the board, one click further
  const word = extra.word || ((k) => (WORDS[extra.lang] || WORDS.en)[k] || k);
  let menu = null;

  const play = (move, from) => {
    if (!claim(session)) return; // one move in flight: a second click waits for the new drawing
    session.focusKey = from && board.contains(from) ? placeKey(from, board) : null;
    session.play(move);
  };
  const closeMenu = (refocus) => {
    if (!menu) return;
    const { box, owner } = menu;
    menu = null;
    box.remove();
    if (refocus && owner.isConnected) owner.focus({ preventScroll: true });
  };
  const openMenu = (owner, moves) => {
    closeMenu(false);
    const items = moves.map((a) => html("button", {
      type: "button", role: "menuitem", class: "bk-clickable bk-menu-item", "data-action": a.index,
      onclick: (e) => { e.stopPropagation(); if (e.detail > 1) return; closeMenu(false); play(a.index, owner); },
    }, [a.label || a.kind]));
    const box = html("div", { class: "bk-menu", role: "menu", "aria-label": word("choose") }, [
      ...items,
      html("button", { type: "button", class: "bk-menu-close", "aria-label": word("close"),
        onclick: (e) => { e.stopPropagation(); closeMenu(true); } }, ["×"]),
    ]);
    box.addEventListener("keydown", (e) => {
      const list = [...box.querySelectorAll("button")];
      const i = list.indexOf(document.activeElement);
      if (e.key === "Escape") { e.preventDefault(); closeMenu(true); }
      else if (e.key === "ArrowDown") { e.preventDefault(); list[(i + 1) % list.length].focus(); }
      else if (e.key === "ArrowUp") { e.preventDefault(); list[(i - 1 + list.length) % list.length].focus(); }
      e.stopPropagation();
    });
    box.addEventListener("click", (e) => e.stopPropagation());
    board.append(box);
    // Just below the element (above it near the board's foot: the host clips), kept inside the board.
    const at = board.getBoundingClientRect();
    const r = owner.getBoundingClientRect();
    const left = Math.min(r.left - at.left, Math.max(0, board.clientWidth - box.offsetWidth));
    const below = r.bottom - at.top + 2;
    const above = r.top - at.top - box.offsetHeight - 2;
    box.style.left = `${Math.max(0, left)}px`;
    box.style.top = `${below + box.offsetHeight > board.clientHeight && above >= 0 ? above : below}px`;
    menu = { box, owner };
    items[0].focus({ preventScroll: true });
  };

  // The action's label as the element's tooltip (SVG shows a <title> child, not the attribute).
  const describe = (el, text) => {
    el.setAttribute("aria-label", text.replace(/\n/g, "; "));
    if (el instanceof SVGElement) {
      el.bkMoveText = text;
      el.prepend(svg("title", { class: "bk-move-title" }, [text]));
    } else el.setAttribute("title", text);
  };

  // Makes el run `handler(liveElement)` on a click, Enter or Space (heard by the board's listeners);
  // the live element is the one on the page, which a merged drawing keeps.
  const activate = (el, handler) => {
    el.bkActivate = handler;
    if (!isButton(el)) {
      el.setAttribute("role", "button");
      el.setAttribute("tabindex", "0");
    }
  };

  const ctx = {
    ...extra,
    html, svg,
    memo: session.memo,
    /** "3 колониста": `n` with the right form of `forms` ("one|few|many", from the glossary). */
    count: (n, forms) => count(n, forms, extra.lang),
    /** A rulebook reference ("l.316", "assumed") in the reader's language. */
    cite: (rule) => cite(rule, extra.lang),
    /** A board-only word: the glossary's `board.<key>` in the reader's language, else the key itself. */
    boardWord(key) {
      const id = `board.${key}`;
      const found = extra.t ? extra.t(id) : id;
      return found === id ? key : found;
    },
    /** A game term from the glossary, else a board word, else the id ("" for none). */
    term(id) {
      if (id === null || id === undefined || id === "") return "";
      const found = extra.t ? extra.t(String(id)) : String(id);
      return found !== String(id) ? found : ctx.boardWord(String(id));
    },
    /** The legal moves of `kind` that no element carries yet, those passing `test(args, move)`. */
    movesOf(kind, test = () => true) {
      return (actions || []).filter((a) => a.kind === kind && !placed.has(a.index) && test(a.args || {}, a));
    },
    /** Plays a move: its index in `actions`, or its value {kind, player, args} (guarded: one at a time). */
    act: (move) => play(move, null),
    /** `el` carries `moves` (an action or a list): one is played at once, several open a menu. */
    clickable(el, moves) {
      const list = (Array.isArray(moves) ? moves : [moves]).filter((a) => a && !placed.has(a.index));
      if (!list.length) return el;
      list.forEach((a) => placed.add(a.index));
      el.classList.add("bk-legal");
      if (el instanceof SVGElement) el.classList.add("bk-legal-svg");
      describe(el, list.map((a) => a.label || a.kind).join("\n"));
      if (list.length === 1) {
        el.classList.add("bk-clickable");
        el.setAttribute("data-action", String(list[0].index));
        activate(el, (live) => { closeMenu(false); play(list[0].index, live); });
      } else {
        el.classList.add("bk-choice");
        el.setAttribute("data-actions", list.map((a) => a.index).join(" "));
        el.setAttribute("aria-haspopup", "menu");
        activate(el, (live) => (menu && menu.owner === live ? closeMenu(true) : openMenu(live, list)));
      }
      return el;
    },
    /** A small button playing `moves` (a secondary move on an element, or one with no place). */
    button(moves, text, cls = "") {
      return ctx.clickable(html("button", { type: "button", class: `bk-chip ${cls}`.trim() }, [text]), moves);
    },
    /** A board-local choice that plays nothing (select a square, then its cells light up); `leadsTo`: the
     * moves it lights up, so the shell's list of moves does not repeat them. */
    toggle(el, pressed, onToggle, label, leadsTo = []) {
      for (const a of leadsTo) reached.add(a.index);
      el.classList.add("bk-legal", "bk-toggle");
      if (el instanceof SVGElement) el.classList.add("bk-legal-svg");
      if (label) describe(el, label);
      el.setAttribute("aria-pressed", String(!!pressed));
      activate(el, () => { closeMenu(false); onToggle(); });
      return el;
    },
    /** The "decision" box: moves that have no place on the board, under `title`, after `lines`. */
    decision(moves, { title, lines = [], cls = "" } = {}) {
      const buttons = moves.filter((a) => !placed.has(a.index)).map((a) => ctx.button(a, a.label || a.kind, `bk-chip-${a.kind}`));
      if (!buttons.length && !lines.length) return null;
      return html("div", { class: `bk-decision ${cls}`.trim() }, [
        html("div", { class: "bk-decision-title" }, [title || word("decision")]),
        ...lines,
        buttons.length ? html("div", { class: "bk-chips" }, buttons) : null,
      ]);
    },
    /** Was the move `index` given a place already? */
    placed: (index) => placed.has(index),
    /** Does the board offer the move `index`: on an element, or behind a board-local choice? */
    onBoard: (index) => placed.has(index) || reached.has(index),
    /** The legal moves no element carries yet (for the decision box). */
    unplaced: () => (actions || []).filter((a) => !placed.has(a.index)),
    redraw: () => { if (extra.redraw) extra.redraw(); },
    /** Shell use: every element of the drawing `root` with a data-action plays it, as if made clickable. */
    adopt(root) {
      for (const el of root.querySelectorAll("[data-action]")) {
        if (el.bkActivate || el.closest(".bk-menu")) continue;
        const index = Number(el.getAttribute("data-action"));
        const move = (actions || []).find((a) => a.index === index);
        el.removeAttribute("data-action"); // clickable() sets it again, with the highlight and tooltip
        if (move) ctx.clickable(el, [move]);
      }
      tooltips(root);
    },
    closeMenu,
  };
  return ctx;
}

/** Draws `mod` into `host` (after `before`), keeping keyboard focus on the board: the element at the
 * same place, or the nearest one. A board already there is kept and the new drawing merged into it.
 * Throws what drawBoard throws (the board on the page is then left as it was). */
export function drawBoardInto(host, mod, data, session, { attrs = {}, before = [], word } = {}) {
  const doc = host.ownerDocument;
  const old = host.querySelector(":scope > .bk-board");
  const active = doc.activeElement;
  const inside = old && active && old.contains(active) && active !== old;
  const key = inside ? placeKey(active, old) : session.focusKey;
  const legal = old ? [...old.querySelectorAll(".bk-legal")] : [];
  const ordinal = inside ? legal.findIndex((el) => el === active || el.contains(active)) : 0;
  const keep = inside || (old && active === old) || ((!active || active === doc.body) && session.focusKey);
  session.focusKey = null;
  const fresh = html("div", { class: "bk-board", ...attrs });
  const board = old || fresh; // the live element: menus open in it, its listeners hear every click
  const notes = () => [...host.children].filter((c) => c !== board);
  const redraw = () => drawBoardInto(host, mod, data, session, { attrs, before: notes(), word });
  const ctx = boardContext(board, data.actions, session, { lang: data.lang, t: data.t, name: data.name, word, redraw });
  mod.drawBoard(fresh, data.view, data.actions, ctx);
  ctx.adopt(fresh);
  listen(board);
  board.bkCtx = ctx;
  board.bkActions = data.actions; // which moves bkCtx speaks of (the shell's list checks it is this drawing's)
  if (old) {
    merge(old, fresh);
    const others = notes();
    if (others.length !== before.length || others.some((n, i) => n !== before[i])) {
      others.forEach((n) => n.remove());
      old.before(...before);
    }
  } else {
    fill(host, ...before, fresh);
  }
  const now = doc.activeElement;
  const stayed = inside && board.contains(now) && now !== board && placeKey(now, board) === key;
  if (keep && !stayed) restoreFocus(board, key, ordinal);
  return board;
}

// One import per distinct source text (the board module is redrawn on every change, imported once).
const modules = new Map();
function loadModule(source) {
  if (!modules.has(source)) {
    const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
    modules.set(source, import(/* webpackIgnore: true */ url).finally(() => URL.revokeObjectURL(url)));
  }
  return modules.get(source);
}

async function boardModule(source) {
  const mod = await loadModule(source);
  if (typeof mod.drawBoard !== "function") throw new Error("the board module exports no drawBoard()");
  return mod;
}

function render({ model, el }) {
  // wanted: a step asked of Python; dirty: the traits changed since the last drawing ("*": all)
  const ui = { openPhase: null, drawing: 0, scheduled: false, wanted: null, dirty: new Set(["*"]), logKeys: [], log: null };
  // The board's click layer state for this view: the guard against a second click, the board's memo.
  const session = { busy: false, busyTimer: null, memo: {}, focusKey: null, play: () => {} };
  const word = (k) => (WORDS[model.get("lang")] || WORDS.en)[k] || k;
  // A seat's name, the same in header, board, log and scores (Python sends them: P1/И1 or the teacher's).
  const name = (i) => (model.get("names") || [])[i] || `${word("seatPrefix")}${i + 1}`;
  const branchLabel = (b) => (model.get("branch_labels") || {})[b] || b;
  const t = (id) => {
    const g = model.get("glossary") || {};
    return Object.prototype.hasOwnProperty.call(g, id) ? g[id] : String(id);
  };
  const send = (msg) => {
    root.classList.add("bk-busy");
    model.send({ ...msg, version: model.get("version") });
  };

  const root = html("div", { class: "bk-gameview" });
  const styleBox = html("style");
  const errorBox = html("div", { class: "bk-error", role: "alert", hidden: true });
  // The refusal floats over the top of the board from a dock of no height: showing it moves nothing.
  const errorDock = html("div", { class: "bk-error-dock" }, [errorBox]);
  const header = html("div", { class: "bk-header" });
  const stepper = html("div", { class: "bk-phases" });
  const boardHost = html("div", { class: "bk-board-host" });
  const controls = html("div", { class: "bk-controls" });
  const tabs = html("div", { class: "bk-tabs", role: "tablist" });
  const actionBox = html("div", { class: "bk-actions" });
  const scoreBox = html("div", { class: "bk-scores" });
  const logBox = html("div", { class: "bk-logbox" });
  const status = html("div", { class: "bk-status" });
  const timeline = makeTimeline();
  root.append(styleBox, header, stepper, tabs, controls, errorDock, boardHost, actionBox, scoreBox, logBox, timeline.box, status);
  el.append(root);

  function drawHeader() {
    const lang = model.get("lang");
    const player = model.get("current_player");
    const round = model.get("round");
    const langs = html("span", { class: "bk-lang" }, ["en", "ru"].map((code) =>
      html("button", {
        type: "button", class: "bk-lang-" + code + (code === lang ? " bk-on" : ""), "aria-pressed": String(code === lang),
        onclick: () => { if (code !== model.get("lang")) send({ type: "lang", lang: code }); },
      }, [word("lang_" + code)])));
    fill(header,
      html("span", { class: "bk-title" }, [model.get("title")]),
      model.get("over")
        ? html("span", { class: "bk-turn bk-over" }, [word("over")])
        : html("span", { class: "bk-turn" }, [player === null || player === undefined ? "" : `${word("turn")}: ${name(player)}`]),
      round === null || round === undefined ? null : html("span", { class: "bk-round" }, [`${word("round")} ${round}`]),
      ...(model.get("options") || []).filter((o) => o.value === true).map((o) =>
        html("span", { class: "bk-option", title: `${o.summary} [${o.rule}]` }, [o.title])),
      langs,
      model.get("imperfect") ? html("span", { class: "bk-view-table" }, [html("button", {
        type: "button", class: "bk-table" + (model.get("table") ? " bk-on" : ""),
        "aria-pressed": String(!!model.get("table")), title: word("tableHint"),
        onclick: () => { model.set("table", !model.get("table")); model.save_changes(); },
      }, [word("table")])]) : null,
      html("span", { class: "bk-view-size" }, [html("button", {
        type: "button", class: "bk-present" + (model.get("presentation") ? " bk-on" : ""),
        "aria-pressed": String(!!model.get("presentation")), title: word("presentation"), "aria-label": word("presentation"),
        onclick: () => { model.set("presentation", !model.get("presentation")); model.save_changes(); },
      }, [word("bigger")])]),
    );
  }

  function drawError() {
    const message = model.get("error");
    errorBox.hidden = !message;
    fill(errorBox,
      html("span", { class: "bk-error-text" }, (message || "").split("\n").flatMap((line, i) => (i ? [html("br"), line] : [line]))),
      html("button", {
        type: "button", class: "bk-error-close", title: word("close"), "aria-label": word("close"),
        onclick: () => { model.set("error", ""); model.save_changes(); },
      }, ["×"]),
    );
  }

  function drawPhases() {
    const current = model.get("phase");
    const phases = model.get("phases") || [];
    const list = html("ol", { class: "bk-phase-list", "aria-label": word("phases") }, phases.map((p) =>
      html("li", {
        class: "bk-phase" + (p.id === current ? " bk-phase-current" : "") + (p.id === ui.openPhase ? " bk-phase-open" : ""),
        "data-phase": p.id, title: `${p.summary} [${p.rule}]`, "aria-current": p.id === current ? "step" : null,
        onclick: () => { ui.openPhase = ui.openPhase === p.id ? null : p.id; drawPhases(); },
      }, [p.title])));
    const open = phases.find((p) => p.id === ui.openPhase);
    fill(stepper, list, open
      ? html("div", { class: "bk-phase-detail" }, [html("b", {}, [open.title]), " — ", open.summary, " ",
          html("span", { class: "bk-rule" }, [`[${word("rule")} ${open.rule}]`])])
      : null);
  }

  // Save: Python sends the file's text back as a message; it is offered as a download from a Blob link.
  function download({ text, name }) {
    const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    const link = html("a", { href: url, download: name || "game.boardkit.json", hidden: true });
    root.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60000);
  }
  const onCustom = (msg) => {
    if (msg && msg.type === "saved" && typeof msg.text === "string") download(msg);
    // A click Python ignored (made on a drawing it had already answered): clicks are taken again.
    if (msg && msg.type === "answered") { answered(); root.classList.remove("bk-busy"); }
  };
  model.on("msg:custom", onCustom);

  // Open: the file's text goes to Python, which checks everything; a file too large is not even sent.
  const showError = (text) => { model.set("error", text); model.save_changes(); };
  const fileInput = html("input", { type: "file", accept: ".json,application/json", class: "bk-open-file", hidden: true });
  fileInput.addEventListener("change", async () => {
    const file = fileInput.files && fileInput.files[0];
    fileInput.value = ""; // the same file may be opened again later
    if (!file) return;
    if (file.size > OPEN_LIMIT * 4) { showError(word("tooBig")); return; }
    let text;
    try { text = await file.text(); } catch (e) { showError(`${word("notRead")}: ${e && e.message ? e.message : e}`); return; }
    if (text.length > OPEN_LIMIT) { showError(word("tooBig")); return; }
    send({ type: "open", text });
  });

  function drawControls() {
    fill(controls,
      html("button", { type: "button", class: "bk-undo", disabled: !model.get("can_undo"), onclick: () => send({ type: "undo" }) }, ["↶ " + word("undo")]),
      html("button", { type: "button", class: "bk-redo", disabled: !model.get("can_redo"), onclick: () => send({ type: "redo" }) }, [word("redo") + " ↷"]),
      html("button", { type: "button", class: "bk-fork", onclick: () => send({ type: "fork" }) }, [word("fork")]),
      html("span", { class: "bk-files" }, [
        html("button", { type: "button", class: "bk-save", title: word("saveHint"), onclick: () => send({ type: "save" }) }, ["⤓ " + word("save")]),
        html("button", { type: "button", class: "bk-open", title: word("openHint"), onclick: () => fileInput.click() }, [word("open")]),
        fileInput,
      ]),
    );
    const current = model.get("current_branch");
    tabs.replaceChildren(...(model.get("branches") || []).map((name) =>
      html("button", {
        type: "button", role: "tab", class: "bk-tab" + (name === current ? " bk-on" : ""), "data-branch": name,
        "aria-selected": String(name === current),
        onclick: () => { if (name !== model.get("current_branch")) send({ type: "branch", name }); },
      }, [branchLabel(name)])));
  }

  // Called once the board is drawn: a move the board offers is counted here, not repeated as a button.
  function drawActions() {
    const actions = model.get("actions") || [];
    const drawn = boardHost.querySelector(":scope > .bk-board");
    const onBoard = drawn && drawn.bkCtx && drawn.bkActions === actions ? drawn.bkCtx.onBoard : () => false;
    const groups = new Map();
    for (const a of actions) {
      if (!groups.has(a.kind)) groups.set(a.kind, []);
      groups.get(a.kind).push(a);
    }
    // Kinds wholly on the board share one line ("On the board: build (24), pass (1)"); a kind with moves
    // the board has no place for lists those as buttons and counts the rest.
    const whole = [];
    const rows = [];
    for (const [kind, list] of groups) {
      const loose = list.filter((a) => !onBoard(a.index));
      const carried = list.length - loose.length;
      if (!loose.length) {
        whole.push(html("span", { class: "bk-on-board-kind", "data-kind": kind }, [`${t(kind)} (${carried})`]));
        continue;
      }
      rows.push(html("div", { class: "bk-action-group", "data-kind": kind }, [
        html("span", { class: "bk-action-kind" }, [t(kind)]),
        ...loose.map((a) => html("button", {
          type: "button", class: "bk-clickable bk-action", "data-action": a.index, title: name(a.player),
          onclick: (e) => {
            if (e.detail > 1 || !claim(session)) return; // a double click plays once
            send({ type: "act", index: a.index });
          },
        }, [a.label])),
        carried ? html("span", { class: "bk-action-on-board" }, [`+${carried} ${word("onBoard")}`]) : null,
      ]));
    }
    const listed = whole.length
      ? html("div", { class: "bk-on-board" }, [`${word("onBoardAll")}: `, ...whole.flatMap((s, i) => (i ? [", ", s] : [s]))])
      : null;
    const body = actions.length ? [listed, ...rows] : [html("div", { class: "bk-none" }, [word("noActions")])];
    // A move from this list keeps the keyboard here: on the button at the same place, if any is left.
    const buttons = () => [...actionBox.querySelectorAll("button")];
    const at = actionBox.contains(document.activeElement) ? buttons().indexOf(document.activeElement) : -1;
    fill(actionBox, html("div", { class: "bk-box-title" }, [word("actions")]), ...body);
    if (at >= 0) {
      const left = buttons();
      const next = left[Math.min(at, left.length - 1)];
      if (next) next.focus({ preventScroll: true });
      else if (boardHost.querySelector(".bk-board")) restoreFocus(boardHost.querySelector(".bk-board"), null, 0);
    }
  }

  function drawScores() {
    const rows = model.get("over") ? model.get("scores") || [] : [];
    if (!rows.length) { scoreBox.replaceChildren(); scoreBox.hidden = true; return; }
    scoreBox.hidden = false;
    const columns = Object.keys(rows[0]);
    const label = (c) => (c === "player" || c === "rank" ? word(c) : t(c));
    fill(scoreBox, html("div", { class: "bk-box-title" }, [word("score")]), html("table", { class: "bk-score-table" }, [
      html("thead", {}, [html("tr", {}, columns.map((c) => html("th", {}, [label(c)])))]),
      html("tbody", {}, rows.map((r) => html("tr", { class: r.rank === 1 ? "bk-winner" : null },
        columns.map((c) => html("td", { "data-label": label(c) }, [String(r[c])]))))),
    ]));
  }

  // The log as this view holds it: the last lines of the log and the log's length. Python sends it in
  // trait log_tail: whole (after undo, another branch, a language), or a move's new lines only. A new
  // view starts from traits events and log_size, which hold the whole log when the page loaded.
  ui.log = { size: model.get("log_size") || 0, events: model.get("events") || [] };
  function appendLog() {
    const tail = model.get("log_tail") || {};
    const lines = tail.events || [];
    if (tail.reset !== undefined) { ui.log = { size: tail.size || 0, events: lines }; return; }
    if (typeof tail.at !== "number" || tail.at + lines.length <= ui.log.size) return; // shown already
    // Lines this view never saw (it was drawn after they were sent): Python sends the whole log again.
    if (tail.at > ui.log.size) { model.send({ type: "log" }); return; }
    const added = lines.slice(ui.log.size - tail.at);
    ui.log = { size: ui.log.size + added.length, events: [...ui.log.events, ...added].slice(-(tail.keep || Infinity)) };
  }
  appendLog();
  model.on("change:log_tail", appendLog);

  // The log keeps the lines it has: a move adds its lines at the end (and, past the last LOG_LIMIT
  // events, the oldest leave at the top); anything else (undo, a branch, a language) draws it anew.
  const logList = html("ol", { class: "bk-log" });
  function drawLog() {
    const events = ui.log.events;
    const keys = events.map((e) => `${name(e.player)}\u0000${JSON.stringify(e)}`); // a line as it reads
    const had = ui.logKeys;
    const line = (e) => html("li", { class: "bk-event" }, [
      e.player === null || e.player === undefined ? "" : html("b", {}, [`${name(e.player)}: `]),
      e.text, e.rule ? html("span", { class: "bk-rule" }, [` [${e.rule}]`]) : null,
    ]);
    const title = html("div", { class: "bk-box-title" }, [word("log")]);
    const drop = had.length ? had.indexOf(keys[0]) : -1;
    const kept = drop < 0 ? 0 : had.length - drop;
    const same = drop >= 0 && logList.isConnected && kept <= keys.length
      && logList.childElementCount === had.length && keys.slice(0, kept).every((k, i) => k === had[drop + i]);
    if (same) {
      for (let i = 0; i < drop; i++) logList.firstElementChild.remove();
      logList.append(...events.slice(kept).map(line));
      logBox.firstElementChild.replaceWith(title);
    } else {
      logList.replaceChildren(...events.map(line));
      fill(logBox, title, logList);
    }
    ui.logKeys = keys;
    // Newest last, kept in sight; read in the next frame, where the layout is done once for everything.
    if (!same || kept < keys.length) requestAnimationFrame(() => { logList.scrollTop = logList.scrollHeight; });
  }

  // The timeline: a slider over the steps of the current branch (arrow keys move it), step buttons, the
  // move that led to the step shown with its log lines and rule, and "play from here" (a fork there).
  // Built once and updated in place, so the slider keeps keyboard focus while Python redraws the rest.
  function makeTimeline() {
    const goto = (step) => {
      const last = model.get("history_length") - 1;
      const target = Math.max(0, Math.min(last, step));
      if (target === model.get("step") && ui.wanted === null) return;
      ui.wanted = target;
      slider.value = String(target);
      root.classList.add("bk-busy");
      model.send({ type: "goto", step: target }); // no version: a step is absolute, a repeat is harmless
    };
    const stepButton = (cls, text, key, to) => html("button", {
      type: "button", class: `bk-step-button ${cls}`, "data-key": key, onclick: () => goto(to()),
    }, [text]);
    const title = html("div", { class: "bk-box-title" });
    const first = stepButton("bk-first", "|◀", "first", () => 0);
    const back = stepButton("bk-back", "◀", "back", () => shown() - 1);
    const forward = stepButton("bk-forward", "▶", "forward", () => shown() + 1);
    const last = stepButton("bk-last", "▶|", "last", () => model.get("history_length") - 1);
    // JupyterLab's own shortcuts must not see the slider's keys (its ArrowLeft folds a heading).
    const slider = html("input", { type: "range", class: "bk-slider", min: 0, step: 1, "data-lm-suppress-shortcuts": "true" });
    slider.addEventListener("input", () => goto(Number(slider.value)));
    slider.addEventListener("keydown", (e) => e.stopPropagation());
    const where = html("span", { class: "bk-where" });
    const fromHere = html("button", { type: "button", class: "bk-play-from-here", onclick: () => send({ type: "fork" }) });
    const moment = html("div", { class: "bk-moment", "aria-live": "polite" });
    const box = html("div", { class: "bk-timeline" }, [
      title,
      html("div", { class: "bk-timeline-bar" }, [first, back, slider, forward, last, where, fromHere]),
      moment,
    ]);
    const shown = () => (ui.wanted === null ? model.get("step") : ui.wanted);
    return { box, title, first, back, forward, last, slider, where, fromHere, moment, shown };
  }

  function drawTimeline() {
    const tl = timeline;
    const step = model.get("step");
    const last = Math.max(0, model.get("history_length") - 1);
    if (ui.wanted !== null && (ui.wanted === step || ui.wanted > last)) ui.wanted = null;
    const shown = tl.shown();
    tl.title.textContent = word("timeline");
    for (const [b, key, off] of [[tl.first, "first", shown === 0], [tl.back, "back", shown === 0],
      [tl.forward, "forward", shown >= last], [tl.last, "last", shown >= last]]) {
      b.disabled = off;
      b.title = word(key);
      b.setAttribute("aria-label", word(key));
    }
    const m = model.get("moment") || {};
    const said = step === 0 || !m.label ? word("start") : `${name(m.player)}: ${m.label}`;
    tl.slider.max = String(last);
    tl.slider.disabled = last === 0;
    if (ui.wanted === null) tl.slider.value = String(step);
    tl.slider.setAttribute("aria-label", word("timeline"));
    tl.slider.setAttribute("aria-valuetext", `${word("step")} ${step} ${word("of")} ${last}: ${said}`);
    tl.where.textContent = `${word("step")} ${step}/${last}`;
    tl.fromHere.textContent = word("playFromHere") + " ▶";
    tl.fromHere.title = word("playFromHereHint");
    tl.fromHere.disabled = step >= last; // at the last step it is the plain fork above
    const events = m.events || [];
    fill(tl.moment,
      html("div", { class: "bk-moment-move" }, [
        html("b", {}, [said]),
        m.phase_title ? html("span", { class: "bk-moment-phase" }, [` — ${word("phase")} ${m.phase_title}`]) : null,
        m.rule ? html("span", { class: "bk-rule" }, [` [${word("rule")} ${m.rule}]`]) : null,
      ]),
      events.length ? html("ul", { class: "bk-moment-events" }, events.map((e) => html("li", { class: "bk-moment-event" }, [
        e.player === null || e.player === undefined ? "" : html("b", {}, [`${name(e.player)}: `]),
        e.text, e.rule ? html("span", { class: "bk-rule" }, [` [${e.rule}]`]) : null,
      ]))) : null,
    );
  }

  function drawStatus() {
    const version = model.get("version");
    const step = model.get("step");
    status.setAttribute("data-version", String(version));
    status.setAttribute("data-step", String(step));
    status.setAttribute("data-branch", model.get("current_branch"));
    status.textContent = `${word("version")} ${version} · ${word("step")} ${step}/${model.get("history_length") - 1} · ${word("branch")} ${branchLabel(model.get("current_branch"))}`;
  }

  async function drawBoard() {
    const token = ++ui.drawing;
    const view = model.get("view");
    const actions = model.get("actions") || [];
    const drawnVersion = model.get("version");
    // The version the drawing shows travels with every click: Python refuses a click on an old one.
    session.play = (move) => {
      root.classList.add("bk-busy");
      const what = typeof move === "number" ? { index: move } : { action: move };
      model.send({ type: "act", ...what, version: drawnVersion });
    };
    const data = { view, actions, lang: model.get("lang"), t, name };
    const source = model.get("board_js");
    const notes = [];
    let mod = null;
    if (source) {
      try { mod = await boardModule(source); } catch (e) { notes.push(`${word("boardFailed")}: ${e && e.message ? e.message : e}`); }
    } else {
      notes.push(word("noBoard"));
    }
    let fallback = null;
    if (!mod) {
      try { fallback = await boardModule(model.get("fallback_js")); } catch (e) { notes.push(String(e)); }
    }
    if (token !== ui.drawing) return; // a newer drawing started while this one was importing
    const attrs = { "data-slug": model.get("slug") || "" };
    const noted = () => notes.map((n) => html("div", { class: "bk-board-note" }, [n]));
    let drawn = false;
    if (mod) {
      try {
        drawBoardInto(boardHost, mod, data, session, { attrs, before: noted(), word });
        drawn = true;
      } catch (e) {
        console.error("boardkit: drawBoard failed", e);
        notes.push(`${word("boardFailed")}: ${e && e.message ? e.message : e}`);
        try { fallback = fallback || (await boardModule(model.get("fallback_js"))); } catch (e2) { notes.push(String(e2)); }
        if (token !== ui.drawing) return;
      }
    }
    if (!drawn && fallback) {
      try {
        drawBoardInto(boardHost, fallback, data, session, { attrs: { ...attrs, class: "bk-board bk-board-generic" }, before: noted(), word });
        drawn = true;
      } catch (e) {
        console.error("boardkit: the generic board failed too", e);
        notes.push(`${word("boardFailed")}: ${e && e.message ? e.message : e}`);
      }
    }
    if (!drawn) fill(boardHost, ...noted());
    // after the board, which it leaves out; always, so no button of the previous position stays
    drawActions();
    root.setAttribute("data-drawn-version", String(drawnVersion));
  }

  // Which parts of the shell read which traits: a change redraws only the parts that read it.
  // The list of legal moves is drawn by drawBoard, after the board (it leaves out what the board offers).
  const PARTS = [
    [drawHeader, ["title", "current_player", "over", "round", "options", "names", "presentation", "imperfect", "table"]],
    [drawError, ["error"]],
    [drawPhases, ["phase", "phases"]],
    [drawControls, ["can_undo", "can_redo", "branches", "current_branch", "branch_labels"]],
    [drawScores, ["over", "scores", "glossary", "names"]],
    [drawLog, ["log_tail", "names"]],
    [drawTimeline, ["step", "history_length", "moment", "names"]],
    [drawStatus, ["version", "step", "history_length", "current_branch", "branch_labels"]],
  ];
  const BOARD_TRAITS = ["view", "actions", "version", "glossary", "board_js", "fallback_js", "names"];
  function draw() {
    performance.clearMarks("boardkit:draw"); // only the latest is kept
    performance.mark("boardkit:draw"); // benchmarks/clicks.py: when Python's answer starts being drawn
    ui.scheduled = false;
    const dirty = ui.dirty;
    ui.dirty = new Set();
    const changed = (names) => dirty.has("*") || dirty.has("lang") || names.some((n) => dirty.has(n));
    root.classList.remove("bk-busy");
    // Setting a style's text, even to the same text, makes the browser restyle the whole page.
    const css = model.get("board_css") || "";
    if (styleBox.textContent !== css) styleBox.textContent = css;
    root.setAttribute("lang", model.get("lang") || "en"); // for the browser's hyphenation and fonts
    root.classList.toggle("bk-presentation", !!model.get("presentation"));
    for (const [part, names] of PARTS) if (changed(names)) part();
    if (changed(BOARD_TRAITS)) drawBoard().catch((e) => console.error("boardkit: board drawing failed", e));
  }
  // Several traits change together (hold_sync): draw once per batch, the parts that read them.
  const schedule = (name) => {
    ui.dirty.add(name);
    if (!ui.scheduled) { ui.scheduled = true; queueMicrotask(draw); }
  };
  // Python answered a click (a new version, or a refusal): the board takes clicks again.
  const answered = () => { session.busy = false; clearTimeout(session.busyTimer); };
  const listeners = TRAITS.map((name) => [`change:${name}`, () => schedule(name)]);
  for (const [event, fn] of listeners) model.on(event, fn);
  model.on("change:version", answered);
  model.on("change:error", answered);
  // A refused step (an error) lets the slider show the step Python really has again.
  const unwanted = () => { if (model.get("error")) { ui.wanted = null; schedule("step"); } };
  model.on("change:error", unwanted);
  draw();
  return () => {
    model.off("msg:custom", onCustom);
    model.off("change:error", unwanted);
    model.off("change:log_tail", appendLog);
    for (const [event, fn] of listeners) model.off(event, fn);
    model.off("change:version", answered);
    model.off("change:error", answered);
    clearTimeout(session.busyTimer);
  };
}

export default { render };
