// A board module that fails on purpose: the shell must show why and fall back to generic.js.
export function drawBoard() {
  throw new Error("this board is broken on purpose");
}
