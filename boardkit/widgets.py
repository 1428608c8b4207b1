"""``GameView``: any registered game in a notebook, as a board you click, with undo, redo, forks,
a timeline to step through a branch, and save/open of the whole game (``boardkit.gamefile``).

Only the public engine contract is used (``legal_actions``, ``apply``, ``is_over``, ``score_rows``,
``phases``, ``view``, ``describe``, ``glossary``, ``to_json``), so one class serves every game.
The front end (``widgets/gameview.js``) draws the synced traits and sends small messages back;
every message is checked here and a bad one only sets ``error`` (the state never moves).
"""

from __future__ import annotations

import asyncio
import json
import logging
import reprlib
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from . import _assets, gamefile
from .core import i18n
from .core.action import Action
from .core.bots import Bot, make_bot
from .core.errors import IllegalAction
from .core.game import Game
from .core.messages import cite

__all__ = ["GameView"]

LOG = logging.getLogger(__name__)
LOG_LIMIT = 200  # events sent to the front end; the full log stays on the state
MAIN = "main"
BRANCH_NAME_LIMIT = gamefile.BRANCH_NAME_LIMIT
SAFE_INT = 2**53  # JavaScript's exact integers: anything larger never came from a click


def _short_repr() -> reprlib.Repr:
    short = reprlib.Repr()  # keyword arguments only from Python 3.12
    short.maxstring = short.maxother = 40
    short.maxlist = short.maxdict = short.maxtuple = 4
    short.maxlevel = 2
    return short


_SHORT = _short_repr()


class BadMessage(ValueError):
    """A front-end message that does not fit the protocol (type, fields, range, version)."""


class _Line:
    """One branch of play: the states from its start, the moves between them, and the cursor.

    ``states[i + 1]`` is ``states[i]`` after ``actions[i]``; undo and the timeline move the cursor only.
    """

    __slots__ = ("states", "actions", "cursor")

    def __init__(self, states: list[Any], actions: list[Action], cursor: int) -> None:
        self.states = states
        self.actions = actions
        self.cursor = cursor


def _json(value: Any) -> Any:
    """What the browser will receive: tuples become lists, keys become strings, early and loudly."""
    return json.loads(json.dumps(value))


def _resolve_game(game: Game | str) -> Game:
    if isinstance(game, Game):
        return game
    if isinstance(game, str):
        from . import games

        return games.get(game)
    raise TypeError(f"GameView needs a Game or a registered slug, got {game!r}")


def _read_board(board_module: str | Path | None, slug: str) -> tuple[str, str]:
    if board_module is None:
        return _assets.board_files(slug)
    path = Path(board_module)
    css = path.with_suffix(".css")
    return path.read_text(encoding="utf-8"), css.read_text(encoding="utf-8") if css.is_file() else ""


class GameView(anywidget.AnyWidget):
    """A live board for ``game`` (a Game or its slug), starting at ``state`` or at a new game.

    ``players``, ``seed`` and ``**options`` go to ``game.new_game`` when no state is given.
    ``board_module`` points at a board JS file to use instead of ``widgets/boards/<slug>.js``.
    ``seat`` is whose eyes the board uses: ``"current"`` (hot seat: the player who decides now sees
    their own secrets, no one else's), a seat number, or None (a spectator, who sees no one's).
    ``presentation`` draws everything a third larger (for a projector); the A+ button in the header
    switches it too. ``show_table`` (or the header's "whole table" switch, shown for games with secrets)
    draws every secret face up, hands and objectives of every seat, for a teacher explaining a position;
    bots never see it (they get ``game.determinize``). At any size the board is as wide as its cell and no wider.
    ``bots`` seats bots, keyed by the game's seat names P1, P2, ... as numbers or text
    (``{2: "mcts", 3: "heuristic"}``; a value is a bot name, ``(name, keyword arguments)`` or a Bot):
    after each move, and after a fork, the bot seats play by themselves, one move every
    ``bot_delay`` seconds, while the kernel stays free; see ``play_bots``.
    """

    _esm = traitlets.Unicode("").tag(sync=True)
    _css = traitlets.Unicode("").tag(sync=True)
    board_js = traitlets.Unicode("").tag(sync=True)
    board_css = traitlets.Unicode("").tag(sync=True)
    fallback_js = traitlets.Unicode("").tag(sync=True)

    slug = traitlets.Unicode("").tag(sync=True)
    title = traitlets.Unicode("").tag(sync=True)
    view = traitlets.Dict().tag(sync=True)
    actions = traitlets.List().tag(sync=True)
    # The log's last LOG_LIMIT lines as shown, and the length of the whole log. Kept up to date here (for
    # Python readers and a page that loads the widget's state) but never sent on their own: the browser
    # gets the log through ``log_tail``.
    events = traitlets.List().tag(sync=True)
    log_size = traitlets.Int(0).tag(sync=True)
    # A move sends only its new lines: {"at": where they start in the log, "events": [...], "keep": LOG_LIMIT};
    # anything else (undo, another branch, a language, a step back) the whole: {"reset": n, "events", "size"}.
    log_tail = traitlets.Dict().tag(sync=True)
    phases = traitlets.List().tag(sync=True)
    phase = traitlets.Unicode("").tag(sync=True)
    current_player = traitlets.Int(None, allow_none=True).tag(sync=True)
    round = traitlets.Int(None, allow_none=True).tag(sync=True)
    over = traitlets.Bool(False).tag(sync=True)
    scores = traitlets.List().tag(sync=True)
    step = traitlets.Int(0).tag(sync=True)
    history_length = traitlets.Int(1).tag(sync=True)
    can_undo = traitlets.Bool(False).tag(sync=True)
    can_redo = traitlets.Bool(False).tag(sync=True)
    branches = traitlets.List().tag(sync=True)
    current_branch = traitlets.Unicode(MAIN).tag(sync=True)
    version = traitlets.Int(0).tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    glossary = traitlets.Dict().tag(sync=True)
    options = traitlets.List().tag(sync=True)  # the game's declared options and their values here
    lang = traitlets.Unicode("en").tag(sync=True)
    moment = traitlets.Dict().tag(sync=True)  # the move that led to the shown step, its log lines and rule
    # Each seat's name in the shown language (header, board, log, scores).
    names = traitlets.List().tag(sync=True)
    branch_labels = traitlets.Dict().tag(sync=True)  # branch name -> how its tab reads ("main" is "основная")
    presentation = traitlets.Bool(False).tag(sync=True)  # bigger text and hit targets, for a projector
    bot_seats = traitlets.Dict().tag(sync=True)  # seat name ("P2") -> the bot that plays it
    imperfect = traitlets.Bool(False).tag(sync=True)  # the game has secrets: the header offers "whole table"
    table = traitlets.Bool(False).tag(sync=True)  # every secret face up (teaching), see Game.view(table=True)

    def __init__(
        self,
        game: Game | str,
        state: Any = None,
        *,
        players: int | None = None,
        seed: int | str = 0,
        board_module: str | Path | None = None,
        seat: int | str | None = "current",
        names: list[str] | tuple[str, ...] | None = None,
        presentation: bool = False,
        show_table: bool = False,
        bots: dict[int | str, Any] | None = None,
        bot_delay: float = 0.6,
        **options: Any,
    ) -> None:
        engine = _resolve_game(game)
        if names is not None and (
            not isinstance(names, (list, tuple))
            or not all(isinstance(n, str) and n.strip() and len(n) <= 40 for n in names)
        ):
            raise ValueError(f"names is a list of player names (1-40 characters each), not {_shown(names)}")
        self._names = tuple(n.strip() for n in names) if names else ()
        if not (seat is None or seat == "current" or (type(seat) is int and seat >= 0)):
            raise ValueError(f"seat is 'current', a seat number or None, not {seat!r}")
        self.seat = seat
        if state is None:
            count = players if players is not None else (engine.player_counts or (2,))[0]
            state = engine.new_game(players=count, seed=seed, **options)
        elif players is not None or options:
            raise TypeError("give either a state or new_game arguments (players, options), not both")
        if self._names and len(self._names) < state.players:
            raise ValueError(f"names gives {len(self._names)} names for a {state.players}-player game")
        board_js, board_css = _read_board(board_module, engine.slug)
        super().__init__(
            _esm=_assets.read("gameview.js"),
            _css=_assets.read("gameview.css"),
            board_js=board_js,
            board_css=board_css,
            fallback_js=_assets.read("boards/generic.js"),
            slug=engine.slug,
            title=engine.display_title(i18n.get_language()),
            lang=i18n.get_language(),
            presentation=presentation,
            imperfect=engine.information == "imperfect",
            table=show_table is True,
        )
        self.game = engine
        self._lines: dict[str, _Line] = {MAIN: _Line([state], [], 0)}
        self._current = MAIN
        self._legal: list[Action] = []
        self._log_shown: tuple[Any, str] = (None, "")  # the log ``events`` was made from, and its language
        self._log_resets = 0
        self._publish(self._traits_for(state), moved=False)
        self.on_msg(self._on_message)
        self._seat_bots(bots or {}, bot_delay, seed)

    # --- the Python API ------------------------------------------------------------------

    @property
    def state(self) -> Any:
        """The state at the cursor of the current branch."""
        line = self._lines[self._current]
        return line.states[line.cursor]

    @property
    def history(self) -> list[Any]:
        """States of the current branch from its start up to the cursor."""
        line = self._lines[self._current]
        return line.states[: line.cursor + 1]

    def play(self, action: Action | int) -> None:
        """Play a legal ``Action`` or the legal action with that index; raises IllegalAction."""
        chosen = self._choose(action)
        before = self.state
        new = self.game.apply(before, chosen)
        traits = self._traits_for(new, before, chosen)
        line = self._lines[self._current]
        del line.states[line.cursor + 1 :]
        del line.actions[line.cursor :]
        line.states.append(new)
        line.actions.append(chosen)
        line.cursor += 1
        self._publish(traits)
        self._bots_next()

    def undo(self) -> None:
        line = self._lines[self._current]
        if line.cursor == 0:
            raise ValueError("nothing to undo: this branch is at its first state")
        self._move(line, line.cursor - 1)

    def redo(self) -> None:
        line = self._lines[self._current]
        if line.cursor + 1 >= len(line.states):
            raise ValueError("nothing to redo: no undone move on this branch")
        self._move(line, line.cursor + 1)

    def goto(self, step: int) -> None:
        """Show ``step`` of the current branch (0 is its start); the later steps are kept, as by undo."""
        line = self._lines[self._current]
        if type(step) is not int or not 0 <= step < len(line.states):
            raise ValueError(f"no step {_shown(step)} on this branch: its steps are 0-{len(line.states) - 1}")
        self._move(line, step)

    @property
    def played(self) -> list[Action]:
        """The moves of the current branch from its start up to the cursor."""
        line = self._lines[self._current]
        return line.actions[: line.cursor]

    def fork(self, name: str | None = None) -> str:
        """Start a new branch from the current state, switch to it and return its name.

        At an earlier step (after ``goto`` or undo) this is "play from here": the branch it leaves keeps
        its later moves.
        """
        if name is None:
            n = len(self._lines) + 1
            while f"branch {n}" in self._lines:
                n += 1
            name = f"branch {n}"
        if not isinstance(name, str) or not name.strip():
            raise ValueError(f"a branch name must be a non-empty string, got {_shown(name)}")
        if len(name) > BRANCH_NAME_LIMIT:
            raise ValueError(f"a branch name has at most {BRANCH_NAME_LIMIT} characters, got {len(name)}")
        if name in self._lines:
            raise ValueError(f"a branch named {name!r} exists already")
        line = self._lines[self._current]
        traits = self._traits_for(*self._at(line, line.cursor))
        self._lines[name] = _Line(self.history, self.played, line.cursor)
        self._current = name
        self._publish(traits)
        self._bots_next()  # "play from here": the bots play on from the fork
        return name

    def branch(self, name: str) -> None:
        """Switch to the branch ``name`` (see ``branches``)."""
        if not isinstance(name, str) or name not in self._lines:
            raise ValueError(f"no branch named {_shown(name)}; branches: {', '.join(self._lines)}")
        line = self._lines[name]
        traits = self._traits_for(*self._at(line, line.cursor))
        self._current = name
        self._publish(traits)

    # --- saving and opening: every branch, as its moves from the start (boardkit.gamefile) ----------

    def dumps(self) -> str:
        """The whole game as JSON text: the starting state, each branch's moves and cursor, the branch shown."""
        branches = [
            gamefile.SavedBranch(n, ln.states, ln.actions, ln.cursor) for n, ln in self._lines.items()
        ]
        return gamefile.dumps(self.game, branches, self._current)

    def save(self, path: str | Path) -> Path:
        """Write ``dumps()`` to ``path`` (UTF-8) and return the path."""
        path = Path(path)
        path.write_text(self.dumps(), encoding="utf-8")
        return path

    def loads(self, text: str | bytes) -> None:
        """Replace this view's game with a saved one of the same game; a bad text changes nothing.

        :raises gamefile.GameFileError: naming what is wrong with the text.
        """
        self._install(gamefile.loads(text, self.game))

    def _install(self, saved: gamefile.SavedGame) -> None:
        lines = {b.name: _Line(b.states, b.actions, b.cursor) for b in saved.branches}
        shown = lines[saved.current]
        traits = self._traits_for(*self._at(shown, shown.cursor))
        self._lines, self._current = lines, saved.current
        self._publish(traits)

    @classmethod
    def load(cls, path: str | Path, game: Game | str | None = None, **kwargs: Any) -> GameView:
        """A new view of the game saved at ``path`` (a registered game, or ``game`` for another engine).

        ``kwargs`` go to the constructor (``seat``, ``board_module``).

        :raises gamefile.GameFileError: naming what is wrong with the file.
        """
        path = Path(path)
        if path.stat().st_size > gamefile.MAX_CHARS * 4:  # UTF-8: at most four bytes a character
            raise gamefile.GameFileError("", f"{path} is too large for a saved game")
        try:
            text = path.read_bytes().decode("utf-8")
        except UnicodeDecodeError as exc:
            raise gamefile.GameFileError(
                "", f"{path} is not UTF-8 text ({exc.reason} at byte {exc.start})"
            ) from None
        saved = gamefile.loads(text, _resolve_game(game) if game else None)
        view = cls(saved.game, saved.branches[0].states[0], **kwargs)
        view._install(saved)
        return view

    def __repr__(self) -> str:
        return f"<GameView {self.slug} step {self.step} on {self._current!r}>"

    # --- drawing: the traits the front end reads ---------------------------------------------

    def _choose(self, action: Action | int) -> Action:
        if isinstance(action, Action):
            return action
        if isinstance(action, int) and not isinstance(action, bool):
            legal = self.game.legal_actions(self.state)
            if not 0 <= action < len(legal):
                raise IllegalAction(_no_such_action(action, len(legal)))
            return legal[action]
        raise IllegalAction(f"play() takes an Action or the index of a legal action, got {action!r}")

    def _move(self, line: _Line, cursor: int) -> None:
        traits = self._traits_for(*self._at(line, cursor))
        line.cursor = cursor
        self._publish(traits)

    @staticmethod
    def _at(line: _Line, cursor: int) -> tuple[Any, Any, Action | None]:
        """The state at ``cursor``, the one before it and the move between them (None at the start)."""
        if cursor == 0:
            return line.states[0], None, None
        return line.states[cursor], line.states[cursor - 1], line.actions[cursor - 1]

    def _phase_title(self, phase: Any) -> str:
        """A phase's title: written in English; in another language its glossary term, capitalised as the
        English titles are, so a term that is also a name reads alike."""
        g = self.game
        if self.lang != "en" and phase.id in g.glossary:
            return _capital(g.glossary(phase.id))
        return phase.title

    def _moment(self, state: Any, before: Any, action: Action | None) -> dict[str, Any]:
        """The move that led to ``state``: who played what, in which phase (its rule), and what the log said."""
        if before is None or action is None:
            return {}
        g = self.game
        phase = next((p for p in g.phases() if p.id == str(getattr(before, "phase", ""))), None)
        log, old = getattr(state, "log", None), getattr(before, "log", None)
        events = log.since(old) if log is not None and old is not None else []
        label = g.translate(g.describe(action), self.lang, self._names)
        if g.is_secret(action) and not self.table and self._viewer(state) != action.player:
            label = (
                g.glossary(action.kind, self.lang) if action.kind in g.glossary else action.kind
            )  # not its args
        return {
            "player": action.player,
            "kind": action.kind,
            "label": label,
            "phase": phase.id if phase else "",
            "phase_title": self._phase_title(phase) if phase else "",
            "rule": cite(phase.rule, self.lang) if phase else "",
            "events": [self._event(e) for e in events[-LOG_LIMIT:]],
        }

    def _event(self, e: Any) -> dict[str, Any]:
        """A log line as shown: in the widget's language, with the players' names (the stored log stays)."""
        text = e.text
        if e.action is not None:  # a move core played: its label, as on its button (not its id, end_round)
            with i18n.language(self.lang):
                label = self.game.translate(self.game.describe(e.action), self.lang)  # an English label too
                text = f"{self.game.translate('only possible move', self.lang)}: {label}"
        return {
            "kind": e.kind,
            "player": e.player,
            "text": self.game.translate(text, self.lang, self._names),
            "rule": cite(e.rule, self.lang),
        }

    def _seat_names(self, players: int) -> list[str]:
        return [i18n.player_name(i, self.lang, self._names) for i in range(players)]

    def _traits_for(self, state: Any, before: Any = None, action: Action | None = None) -> dict[str, Any]:
        """Everything drawn for ``state`` (reached from ``before`` by ``action``); computed before the
        history moves, so a failure moves nothing."""
        g = self.game
        with i18n.language(self.lang):
            moment = self._moment(state, before, action)
            legal = g.legal_actions(state)
            # A label naming a seat ("P2") shows the seat's name, as the header does.
            actions = [
                {"index": i, **a.to_json(), "label": g.translate(g.describe(a), self.lang, self._names)}
                for i, a in enumerate(legal)
            ]
            over = bool(g.is_over(state))
            scores: list[dict[str, Any]] = []
            if over:
                rows = g.score_rows(state)
                ranks = g.ranks(state, rows)
                names = self._seat_names(len(rows))
                said = [
                    {k: g.translate(v, self.lang) if isinstance(v, str) else v for k, v in r.items()}
                    for r in rows
                ]
                scores = [{"player": names[i], **row, "rank": ranks[i]} for i, row in enumerate(said)]
                blank = (
                    dict.fromkeys(scores[0], "") if scores else {}
                )  # the seats' columns: the table stays square
                scores += [  # a solo automa, ranked with the seats
                    {**blank, **row, "player": g.translate(row["player"], self.lang)}
                    for row in g.ranked_automa_rows(state, rows)
                ]
            phases = [
                {
                    "id": p.id,
                    "title": self._phase_title(p),
                    "summary": g.translate(p.summary, self.lang),
                    "rule": cite(p.rule, self.lang),
                }
                for p in g.phases()
            ]
            glossary = g.glossary.table(self.lang)
            # The game's declared options as this game was set up (the game reads them off its state).
            values = g.option_values(state)
            options = [
                {
                    "name": o.name,
                    "title": g.glossary(f"option.{o.name}") if f"option.{o.name}" in g.glossary else o.name,
                    "summary": g.translate(o.summary, self.lang),
                    "rule": cite(o.rule, self.lang),
                    "value": values.get(o.name, o.default),
                }
                for o in g.options()
            ]
            log = self._log_update(getattr(state, "log", None))
            title = g.display_title(self.lang)
            names = self._seat_names(getattr(state, "players", 0))
        return {
            "legal": legal,
            "view": _json(
                g.view(state, self._viewer(state), table=True)
                if self.table
                else g.view(state, self._viewer(state))
            ),
            "actions": _json(actions),
            "log": log,
            "phases": phases,
            "phase": str(getattr(state, "phase", "")),
            "current_player": None if over else getattr(state, "current_player", None),
            "round": getattr(state, "round", None),
            "over": over,
            "scores": _json(scores),
            "glossary": glossary,
            "options": _json(options),
            "moment": _json(moment),
            "title": title,
            "names": names,
        }

    def _log_update(self, log: Any) -> dict[str, Any]:
        """The log lines to send for ``log``: only the new ones when it is the shown log with lines added."""
        shown, lang = self._log_shown
        if log is not None and shown is not None and lang == self.lang:
            added = log.extends(shown)
            if added is not None and len(added) <= LOG_LIMIT:
                return {"log": log, "at": len(shown), "lines": _json([self._event(e) for e in added])}
        events = log.events()[-LOG_LIMIT:] if log is not None else []
        return {"log": log, "at": None, "lines": _json([self._event(e) for e in events])}

    def _show_log(self, update: dict[str, Any]) -> None:
        log, lines = update["log"], update["lines"]
        size = len(log) if log is not None else 0
        self._log_shown = (log, self.lang)
        if update["at"] is None:
            self._keep_log(lines, size)
            self._reset_log()
        elif lines:  # the front end appends them to the log it holds
            self._keep_log((self.events + lines)[-LOG_LIMIT:], size)
            self.log_tail = {"at": update["at"], "events": lines, "keep": LOG_LIMIT}

    def _keep_log(self, events: list[Any], size: int) -> None:
        # Set without sending (see the traits): the browser has them from log_tail.
        self._trait_values["events"], self._trait_values["log_size"] = events, size

    def _reset_log(self) -> None:
        """Send the log whole: the front end drops the lines it holds and takes these."""
        self._log_resets += 1
        self.log_tail = {"reset": self._log_resets, "events": self.events, "size": self.log_size}

    def _viewer(self, state: Any) -> int | None:
        """The seat whose view the board draws (None: a spectator's)."""
        if self.seat == "current":
            p = state.current_player
            return p if not state.over and 0 <= p < state.players else None
        if self.seat is not None and self.seat >= state.players:
            return None
        return self.seat

    def _publish(self, traits: dict[str, Any], *, moved: bool = True) -> None:
        line = self._lines[self._current]
        self._legal = traits.pop("legal")
        log = traits.pop("log")
        with self.hold_sync():
            for key, value in traits.items():
                setattr(self, key, value)
            self._show_log(log)
            self.step = line.cursor
            self.history_length = len(line.states)
            self.can_undo = line.cursor > 0
            self.can_redo = line.cursor + 1 < len(line.states)
            self.branches = list(self._lines)
            self.branch_labels = {n: self.game.translate(n, self.lang) for n in self._lines}
            self.current_branch = self._current
            if moved:
                self.version += 1
                self.error = ""

    @traitlets.validate("lang")
    def _check_lang(self, proposal: Any) -> str:
        if proposal["value"] not in i18n.LANGUAGES:
            raise traitlets.TraitError(f"lang must be one of {i18n.LANGUAGES}, got {proposal['value']!r}")
        return proposal["value"]

    @traitlets.observe("lang")
    def _relabel(self, _change: Any) -> None:
        if hasattr(self, "_lines"):  # not during __init__
            line = self._lines[self._current]
            self._publish(self._traits_for(*self._at(line, line.cursor)), moved=False)
            refusal = getattr(self, "_refusal", None)
            if refusal is not None and self.error:
                self.error = self._refusal_text(refusal)

    @traitlets.observe("table")
    def _turn_the_table(self, _change: Any) -> None:
        if hasattr(self, "_lines"):  # not during __init__
            line = self._lines[self._current]
            self._publish(self._traits_for(*self._at(line, line.cursor)), moved=False)

    @traitlets.observe("error")
    def _forget_refusal(self, change: Any) -> None:
        if not change["new"]:
            self._refusal = None

    # --- bot seats: after a move the bots play on, one move at a time --------------------------

    def _seat_bots(self, bots: dict[int | str, Any], delay: float, seed: int | str) -> None:
        players = self.state.players
        seated: dict[int, Bot] = {}
        for key, spec in bots.items():
            if isinstance(key, str) and key[1:].isdigit() and key[:1] in "Pp":
                seat = int(key[1:]) - 1
            else:
                seat = key - 1 if type(key) is int else -1
            if not 0 <= seat < players:
                raise ValueError(
                    f"bots: no seat {key!r} in a {players}-player game (seats are P1-P{players})"
                )
            seated[seat] = make_bot(spec, seed=f"{seed}/P{seat + 1}")
        if isinstance(delay, bool) or not isinstance(delay, int | float) or not delay >= 0:
            raise ValueError(f"bot_delay is a number of seconds >= 0, not {delay!r}")
        self._bots = seated
        self.bot_delay = float(delay)
        self._bot_timer: asyncio.TimerHandle | None = None
        self._bots_busy = False
        self.bot_seats = {f"P{s + 1}": seated[s].name for s in sorted(seated)}
        self._bots_next()

    def _bot_to_move(self) -> Bot | None:
        """The bot whose decision it is at the cursor, or None (a human's turn, or the game is over)."""
        state = self.state
        if not self._bots or self.game.is_over(state):
            return None
        return self._bots.get(state.current_player)

    def play_bots(self) -> None:
        """Let the bot seats move from here (they do by themselves after a move or a fork, not after
        undo, redo, goto or a branch switch, so that a student can step back through their moves).

        Inside a running kernel the moves come one every ``bot_delay`` seconds, each drawn before the
        next is searched, and the kernel answers in between; without an event loop (a script, a test)
        or with ``bot_delay=0`` they are played at once, until a human seat decides or the game ends.
        """
        self._bots_next()

    def _bots_next(self) -> None:
        if self._bots_busy or self._bot_to_move() is None:
            return
        if self._bot_timer is not None:
            self._bot_timer.cancel()
            self._bot_timer = None
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        if loop is None or self.bot_delay <= 0:
            self._bots_busy = True
            try:
                while (bot := self._bot_to_move()) is not None:
                    self.play(bot.choose(self.game, self.state))
            finally:
                self._bots_busy = False
            return
        self._bot_timer = loop.call_later(self.bot_delay, self._bot_tick, self.version)

    def _bot_tick(self, version: int) -> None:
        """One scheduled bot move; dropped when anything moved the game since it was scheduled."""
        self._bot_timer = None
        bot = self._bot_to_move()
        if version != self.version or bot is None:
            return
        try:
            self.play(bot.choose(self.game, self.state))  # schedules the next bot move, if any
        except Exception as exc:  # runs on the kernel's loop: say it on the board, never raise there
            LOG.exception("GameView bot failed")
            self.error = f"the {bot.name} bot failed ({type(exc).__name__}): {exc}"

    # --- messages from the front end -----------------------------------------------------------

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        # Runs inside the kernel's comm handler: nothing may escape, and a refusal moves nothing.
        try:
            with i18n.language(self.lang):  # a refusal is written in the language the board shows
                self._dispatch(content)
        except IllegalAction as exc:
            LOG.info("GameView refused %s: %s", _shown(content), exc)
            self.error = self._refusal_text(exc)  # the rule's words and whose turn, in this language
            self._refusal = exc  # said again in the other language if the reader switches
        except BadMessage as exc:
            LOG.info("GameView refused %s: %s", _shown(content), exc)
            self.error = self.game.translate(str(exc), self.lang, self._names)
        except Exception as exc:
            LOG.exception("GameView failed on message %s", _shown(content))
            self.error = self.game.translate(f"internal error ({type(exc).__name__}): {exc}", self.lang)

    def _dispatch(self, content: Any) -> None:
        if not isinstance(content, dict):
            raise BadMessage(f"a message must be an object, got {type(content).__name__}")
        kind = content.get("type")
        if not isinstance(kind, str):
            raise BadMessage(f"a message's type must be a string, got {_shown(kind)}")
        handlers = {
            "act": self._msg_act,
            "undo": self._msg_undo,
            "redo": self._msg_redo,
            "fork": self._msg_fork,
            "branch": self._msg_branch,
            "lang": self._msg_lang,
            "goto": self._msg_goto,
            "log": self._msg_log,
            "save": self._msg_save,
            "open": self._msg_open,
        }
        if kind not in handlers:
            raise BadMessage(f"unknown message type {_shown(kind)}; expected one of {', '.join(handlers)}")
        # The version says which drawing the click was made on; an older one would play blind.
        if "version" in content or kind == "act":
            version = _field(content, "version", int)
            if kind == "act" and 0 <= version < self.version:
                # A second click, or one made while the last move was being applied: that move is the
                # answer, so nothing is played and nothing is shown; the front end may take clicks again.
                LOG.info("GameView ignored a click on version %d: the game is at %d", version, self.version)
                self.send({"type": "answered", "version": self.version})
                return
            if version != self.version:
                raise BadMessage(
                    f"stale {kind!r}: it was made on version {version} but the game is at version "
                    f"{self.version}; nothing was played, look again"
                )
        handlers[kind](content)

    def _msg_act(self, content: dict[str, Any]) -> None:
        # A bot seat moves by itself: a click at its turn is refused, whatever it names.
        if self._bot_to_move() is not None:
            seat = f"P{self.state.current_player + 1}"
            raise BadMessage(f"{seat} is played by the {self.bot_seats[seat]} bot: it moves by itself")
        if content.get("action") is None:
            index = _field(content, "index", int)
            if not 0 <= index < len(self._legal):
                raise BadMessage(_no_such_action(index, len(self._legal)))
            self.play(self._legal[index])
            return
        # A move by its value (a board's click on what is not legal now): the rules say why not.
        if content.get("index") is not None:
            raise BadMessage("message 'act' gives a move by its index or by its value, not both")
        self.play(Action.from_json(content["action"]))

    def _refusal_text(self, exc: IllegalAction) -> str:
        return f"{_cut(self.game.explain(exc, self.lang, self._names))}\n{self._whose_turn()}"

    def _whose_turn(self) -> str:
        """The line under a refusal: who decides now (or that the game is over), in the view's language."""
        state = self.state
        with i18n.language(self.lang):
            if self.game.is_over(state):
                return i18n.COMMON("game over")
            seat = i18n.player_name(state.current_player, self.lang, self._names)
            return i18n.COMMON("whose turn").format(seat=seat)

    def _msg_undo(self, _content: dict[str, Any]) -> None:
        try:
            self.undo()
        except ValueError as exc:
            raise BadMessage(str(exc)) from None

    def _msg_redo(self, _content: dict[str, Any]) -> None:
        try:
            self.redo()
        except ValueError as exc:
            raise BadMessage(str(exc)) from None

    def _msg_fork(self, content: dict[str, Any]) -> None:
        name = _field(content, "name", str, required=False)
        try:
            self.fork(name)
        except ValueError as exc:
            raise BadMessage(str(exc)) from None

    def _msg_branch(self, content: dict[str, Any]) -> None:
        try:
            self.branch(_field(content, "name", str))
        except ValueError as exc:
            raise BadMessage(str(exc)) from None

    def _msg_goto(self, content: dict[str, Any]) -> None:
        # No version needed: a step is absolute, so a second drag of the slider asks for the same thing.
        try:
            self.goto(_field(content, "step", int))
        except ValueError as exc:
            raise BadMessage(str(exc)) from None

    def _msg_log(self, _content: dict[str, Any]) -> None:
        # A view drawn after lines were appended to the log it was given: it asks for the whole log.
        self._reset_log()

    def _msg_save(self, _content: dict[str, Any]) -> None:
        # The text goes back as a message, not a trait: it is needed once, for the download.
        self.send({"type": "saved", "text": self.dumps(), "name": f"{self.slug}.boardkit.json"})

    def _msg_open(self, content: dict[str, Any]) -> None:
        text = content.get("text")
        if not isinstance(text, str):
            raise BadMessage(f"message 'open' needs the file's text, got {_shown(text)}")
        try:
            self.loads(text)
        except gamefile.GameFileError as exc:
            raise BadMessage(_cut(f"the file was not opened: {exc}")) from None

    def _msg_lang(self, content: dict[str, Any]) -> None:
        lang = _field(content, "lang", str)
        if lang not in i18n.LANGUAGES:
            raise BadMessage(f"lang must be one of {', '.join(i18n.LANGUAGES)}, got {_shown(lang)}")
        self.lang = lang


def _no_such_action(index: int, count: int) -> str:
    if count == 0:
        return f"no legal action number {index}: the game is over, nothing can be played"
    return f"no legal action number {index}: there are {count} (0-{count - 1})"


def _field(content: dict[str, Any], key: str, kind: type, *, required: bool = True) -> Any:
    if key not in content or content[key] is None:
        if required:
            raise BadMessage(f"message {content.get('type')!r} lacks the field {key!r}")
        return None
    value = content[key]
    # JSON numbers from JavaScript arrive as int (or float for 2.0); bool is never a number here.
    if kind is int and isinstance(value, float) and value.is_integer() and abs(value) <= SAFE_INT:
        value = int(value)
    if not isinstance(value, kind) or isinstance(value, bool):
        raise BadMessage(
            f"field {key!r} of {content.get('type')!r} must be {kind.__name__}, got {_shown(value)}"
        )
    if kind is int and abs(value) > SAFE_INT:
        raise BadMessage(f"field {key!r} of {content.get('type')!r} is out of range: {_shown(value)}")
    if kind is str and key == "name" and len(value) > BRANCH_NAME_LIMIT:
        raise BadMessage(f"a branch name has at most {BRANCH_NAME_LIMIT} characters, got {len(value)}")
    return value


def _cut(text: str, limit: int = 280) -> str:
    """An error banner's text: one that quotes a long move is cut, not allowed to fill the page."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _shown(value: Any) -> str:
    """A short, safe rendering of a value from outside for an error message (never megabytes)."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > SAFE_INT:
        return f"an integer of {value.bit_length()} bits"
    try:
        return _SHORT.repr(value)
    except Exception:  # a hostile __repr__ or a huge nested int: say what it is, not its text
        return f"a {type(value).__name__}"


def _capital(title: str) -> str:
    """A phase title with its first letter capital, as every English phase title is written."""
    return title[:1].upper() + title[1:]
