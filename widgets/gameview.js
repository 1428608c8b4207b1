// The GameView shell shared by every game (anywidget ESM, plain JS, no build step, nothing from a CDN).
// Python (boardkit/widgets.py) owns the game: this file draws its synced traits and sends messages
// {type: "act"|"undo"|"redo"|"fork"|"branch"|"lang", ...} that Python checks before doing anything.
// The game's own board module (trait board_js, see widgets/boards/) is imported from a Blob URL and
// called as drawBoard(root, view, actions, ctx); if it fails, widgets/boards/generic.js draws instead.

const SVGNS = "http://www.w3.org/2000/svg";

// The shell's own words; game terms come from the game's glossary (trait `glossary`).
const WORDS = {
  en: {
    turn: "turn", round: "round", over: "Game over", undo: "Undo", redo: "Redo", fork: "Fork",
    actions: "Legal actions", log: "Log", noActions: "No legal actions.", step: "step",
    version: "version", branch: "branch", close: "Dismiss", score: "Score", player: "player",
    rank: "rank", total: "total", rule: "rule", boardFailed: "The board module failed; showing the generic view",
    noBoard: "This game has no board drawing yet; showing its view as a tree", phases: "Phases",
    waiting: "waiting for Python…",
  },
  ru: {
    turn: "ход", round: "раунд", over: "Игра окончена", undo: "Отменить", redo: "Вернуть", fork: "Ветвь",
    actions: "Возможные действия", log: "Журнал", noActions: "Нет возможных действий.", step: "шаг",
    version: "версия", branch: "ветвь", close: "Закрыть", score: "Счёт", player: "игрок",
    rank: "место", total: "итого", rule: "правило", boardFailed: "Модуль поля не сработал; показан общий вид",
    noBoard: "Для этой игры ещё нет рисунка поля; показано её состояние деревом", phases: "Фазы",
    waiting: "ждём Python…",
  },
};

const TRAITS = [
  "view", "actions", "events", "phases", "phase", "current_player", "round", "over", "scores", "step",
  "history_length", "can_undo", "can_redo", "branches", "current_branch", "version", "error", "glossary",
  "lang", "board_js", "board_css", "fallback_js", "title",
];

function build(el, attrs, children) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on") && typeof v === "function") el.addEventListener(k.slice(2), v);
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
  const ui = { openPhase: null, drawing: 0, scheduled: false };
  const word = (k) => (WORDS[model.get("lang")] || WORDS.en)[k] || k;
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
  const header = html("div", { class: "bk-header" });
  const stepper = html("div", { class: "bk-phases" });
  const boardHost = html("div", { class: "bk-board-host" });
  const controls = html("div", { class: "bk-controls" });
  const tabs = html("div", { class: "bk-tabs", role: "tablist" });
  const actionBox = html("div", { class: "bk-actions" });
  const scoreBox = html("div", { class: "bk-scores" });
  const logBox = html("div", { class: "bk-logbox" });
  const status = html("div", { class: "bk-status" });
  root.append(styleBox, header, errorBox, stepper, tabs, controls, boardHost, actionBox, scoreBox, logBox, status);
  el.append(root);

  function drawHeader() {
    const lang = model.get("lang");
    const player = model.get("current_player");
    const round = model.get("round");
    const langs = html("span", { class: "bk-lang" }, ["en", "ru"].map((code) =>
      html("button", {
        type: "button", class: "bk-lang-" + code + (code === lang ? " bk-on" : ""), "aria-pressed": String(code === lang),
        onclick: () => { if (code !== model.get("lang")) send({ type: "lang", lang: code }); },
      }, [code.toUpperCase()])));
    fill(header,
      html("span", { class: "bk-title" }, [model.get("title")]),
      model.get("over")
        ? html("span", { class: "bk-turn bk-over" }, [word("over")])
        : html("span", { class: "bk-turn" }, [player === null || player === undefined ? "" : `${word("turn")}: P${player + 1}`]),
      round === null || round === undefined ? null : html("span", { class: "bk-round" }, [`${word("round")} ${round}`]),
      langs,
    );
  }

  function drawError() {
    const message = model.get("error");
    errorBox.hidden = !message;
    fill(errorBox,
      html("span", { class: "bk-error-text" }, [message || ""]),
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

  function drawControls() {
    fill(controls,
      html("button", { type: "button", class: "bk-undo", disabled: !model.get("can_undo"), onclick: () => send({ type: "undo" }) }, ["↶ " + word("undo")]),
      html("button", { type: "button", class: "bk-redo", disabled: !model.get("can_redo"), onclick: () => send({ type: "redo" }) }, [word("redo") + " ↷"]),
      html("button", { type: "button", class: "bk-fork", onclick: () => send({ type: "fork" }) }, [word("fork")]),
    );
    const current = model.get("current_branch");
    tabs.replaceChildren(...(model.get("branches") || []).map((name) =>
      html("button", {
        type: "button", role: "tab", class: "bk-tab" + (name === current ? " bk-on" : ""), "data-branch": name,
        "aria-selected": String(name === current),
        onclick: () => { if (name !== model.get("current_branch")) send({ type: "branch", name }); },
      }, [name])));
  }

  function drawActions() {
    const actions = model.get("actions") || [];
    const groups = new Map();
    for (const a of actions) {
      if (!groups.has(a.kind)) groups.set(a.kind, []);
      groups.get(a.kind).push(a);
    }
    const body = actions.length
      ? [...groups.entries()].map(([kind, list]) => html("div", { class: "bk-action-group" }, [
          html("span", { class: "bk-action-kind" }, [t(kind)]),
          ...list.map((a) => html("button", {
            type: "button", class: "bk-clickable bk-action", "data-action": a.index, title: `P${a.player + 1}`,
            onclick: () => send({ type: "act", index: a.index }),
          }, [a.label])),
        ]))
      : [html("div", { class: "bk-none" }, [word("noActions")])];
    fill(actionBox, html("div", { class: "bk-box-title" }, [word("actions")]), ...body);
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
        columns.map((c) => html("td", {}, [String(r[c])]))))),
    ]));
  }

  function drawLog() {
    const events = model.get("events") || [];
    const list = html("ol", { class: "bk-log" }, events.map((e) => html("li", { class: "bk-event" }, [
      e.player === null || e.player === undefined ? "" : html("b", {}, [`P${e.player + 1}: `]),
      e.text, e.rule ? html("span", { class: "bk-rule" }, [` [${e.rule}]`]) : null,
    ])));
    fill(logBox, html("div", { class: "bk-box-title" }, [word("log")]), list);
    list.scrollTop = list.scrollHeight; // newest last, kept in sight
  }

  function drawStatus() {
    const version = model.get("version");
    const step = model.get("step");
    status.setAttribute("data-version", String(version));
    status.setAttribute("data-step", String(step));
    status.setAttribute("data-branch", model.get("current_branch"));
    status.textContent = `${word("version")} ${version} · ${word("step")} ${step}/${model.get("history_length") - 1} · ${word("branch")} ${model.get("current_branch")}`;
  }

  async function drawBoard() {
    const token = ++ui.drawing;
    const view = model.get("view");
    const actions = model.get("actions") || [];
    const drawnVersion = model.get("version");
    const ctx = {
      lang: model.get("lang"), t, svg, html,
      act: (index) => {
        root.classList.add("bk-busy");
        model.send({ type: "act", index, version: drawnVersion });
      },
    };
    const source = model.get("board_js");
    let notes = [];
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
    let board = html("div", { class: "bk-board", "data-slug": model.get("slug") || "" });
    if (mod) {
      try {
        mod.drawBoard(board, view, actions, ctx);
      } catch (e) {
        console.error("boardkit: drawBoard failed", e);
        notes.push(`${word("boardFailed")}: ${e && e.message ? e.message : e}`);
        board = html("div", { class: "bk-board bk-board-generic" });
        try { fallback = fallback || (await boardModule(model.get("fallback_js"))); } catch (e2) { notes.push(String(e2)); }
        if (token !== ui.drawing) return;
        if (fallback) fallback.drawBoard(board, view, actions, ctx);
      }
    } else if (fallback) {
      board.classList.add("bk-board-generic");
      fallback.drawBoard(board, view, actions, ctx);
    }
    fill(boardHost, ...notes.map((n) => html("div", { class: "bk-board-note" }, [n])), board);
    root.setAttribute("data-drawn-version", String(drawnVersion));
  }

  function draw() {
    ui.scheduled = false;
    root.classList.remove("bk-busy");
    styleBox.textContent = model.get("board_css") || "";
    drawHeader();
    drawError();
    drawPhases();
    drawControls();
    drawActions();
    drawScores();
    drawLog();
    drawStatus();
    drawBoard().catch((e) => console.error("boardkit: board drawing failed", e));
  }
  // Several traits change together (hold_sync): draw once per batch.
  const schedule = () => {
    if (!ui.scheduled) { ui.scheduled = true; queueMicrotask(draw); }
  };
  for (const name of TRAITS) model.on(`change:${name}`, schedule);
  draw();
  return () => { for (const name of TRAITS) model.off(`change:${name}`, schedule); };
}

export default { render };
