// The fallback board: any game's view drawn as a readable tree. It plays nothing (no data-action):
// the shell's action buttons stay the way to move. Used when a game has no board module yet or its
// module fails. Same contract as every board: drawBoard(root, view, actions, ctx), no imports.

const OPEN_DEPTH = 2; // nested parts deeper than this start folded

function scalar(value, ctx) {
  if (value === null || value === undefined) return "—";
  if (typeof value === "boolean") return value ? "✓" : "✗";
  return typeof value === "string" && ctx ? ctx.t(value) : String(value); // an id reads as its term
}

function isLeafList(value) {
  return Array.isArray(value) && value.every((v) => v === null || typeof v !== "object");
}

function tree(value, depth, ctx) {
  const h = ctx.html;
  if (value === null || typeof value !== "object") return h("span", { class: "bk-generic-value" }, [scalar(value, ctx)]);
  if (isLeafList(value)) return h("span", { class: "bk-generic-value" }, ["[" + value.map((v) => scalar(v, ctx)).join(", ") + "]"]);
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
  const items = entries.map(([key, v]) => {
    const label = Array.isArray(value) ? `#${key}` : ctx.t(key);
    if (v !== null && typeof v === "object" && !isLeafList(v)) {
      const size = Array.isArray(v) ? v.length : Object.keys(v).length;
      return h("li", {}, [h("details", { open: depth < OPEN_DEPTH }, [
        h("summary", {}, [h("span", { class: "bk-generic-key" }, [label]), ` (${size})`]),
        tree(v, depth + 1, ctx),
      ])]);
    }
    return h("li", {}, [h("span", { class: "bk-generic-key" }, [label + ": "]), tree(v, depth + 1, ctx)]);
  });
  return h("ul", { class: "bk-generic-tree" }, items);
}

export function drawBoard(root, view, actions, ctx) {
  root.classList.add("bk-generic");
  root.append(tree(view || {}, 0, ctx));
}
