// A board for the test-only take-away game (tests/core/toy.py): the pile as stones, one clickable
// group per legal "take n". Written to the board-module contract (widget_contract.md), no imports.

export function drawBoard(root, view, actions, ctx) {
  const R = 11;
  const stones = [];
  for (let i = 0; i < view.pile; i++) {
    stones.push(ctx.svg("circle", { cx: 16 + i * 26, cy: 20, r: R, class: "bk-toy-stone" }));
  }
  const pile = ctx.svg("svg", { width: 30 + view.pile * 26, height: 40, class: "bk-toy-pile" }, stones);
  const takes = actions.map((a) =>
    ctx.html("button", {
      type: "button", class: "bk-clickable bk-toy-take", "data-action": a.index,
      onclick: () => ctx.act(a.index),
    }, [`${ctx.t("take")} ${a.args.n}`]));
  const taken = ctx.html("div", { class: "bk-toy-taken" },
    view.taken.map((n, p) => ctx.html("span", {}, [`P${p + 1}: ${n} ${ctx.t("stones")}  `])));
  root.append(pile, ctx.html("div", { class: "bk-toy-takes" }, takes), taken);
}
