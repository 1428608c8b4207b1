"""The engine contract every game follows (see design.md, "The engine contract").

A game declares itself (phases with their moves, the moves' arguments, options, secrets) and
writes one rule module per phase with ``legal``, ``apply`` and ``why_not``. Core does the rest
the same way for every game: validation of ``new_game`` arguments, the order of checks in
``apply``, dispatch to the phase's module, forced moves played automatically (when the game
switches it on), the end of the game, views with secrets stripped, determinized states, JSON.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from numbers import Integral
from typing import Any

from . import codec
from .action import Action, _short
from .data import ComponentData
from .errors import IllegalAction, OptionError, StateError
from .i18n import COMMON, Glossary, get_language, language, player_name
from .log import Event
from .measures import Measure, glossary_terms
from .messages import CORE, Messages, cite
from .phases import Move, Option, Phase, Secret
from .rng import check_seed
from .secrets import determinize, redact
from .state import cache_field
from .tables import frame

__all__ = ["Game", "cache_field"]

_MAX_JSON = 50_000_000
_PROBED_MOVES = 64  # validate plays this many of a loaded state's moves on copies  # characters; a real state is a few hundred kilobytes at most


class Game(ABC):
    """One game's rules behind the common contract. Instances are stateless and shareable."""

    slug: str = ""
    title: str = ""
    player_counts: tuple[int, ...] = ()
    state_type: type = object
    glossary: Glossary = Glossary({})
    data_type: type[ComponentData] | None = None  # the game's component data (core/data.py), if any
    everyone_may_lose: bool = False  # a game can end with no winner (Archipelago's independence)

    # --- the declaration (see docs/new_game.md) --------------------------------------------------
    PHASES: tuple[Phase, ...] = ()  # teaching order; those with ``rules`` are the engine's phases
    MOVES: tuple[Move, ...] = ()  # every kind of move and its arguments
    ANYTIME: tuple[Any, ...] = ()  # rule modules whose moves join any phase that has a decision
    OPTIONS: tuple[Option, ...] = ()
    SECRETS: tuple[Secret, ...] = ()
    MEASURES: tuple[Measure, ...] = ()  # numbers to compare beside score and rank (simulate, what-if)
    over_phase: str = "over"  # the phase a finished game is in
    end_rule: str = ""  # the rulebook line of the end of the game
    autoplay: bool = False  # play forced single-option decisions automatically (they stay in the log)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._phase_by_id = {p.id: p for p in cls.PHASES if p.rules is not None}
        cls._move_by_kind = {m.kind: m for m in cls.MOVES}
        cls._anytime_by_kind = {k: mod for mod in cls.ANYTIME for k in mod.KINDS}
        cls._option_by_name = {o.name: o for o in cls.OPTIONS}
        orders = {s.path for s in cls.SECRETS if s.kind == "order"}
        for secret in cls.SECRETS:
            if secret.pool is not None and secret.pool not in orders:
                raise TypeError(
                    f"{cls.__name__}: the pool {secret.pool!r} of {secret.path!r} is no 'order' secret"
                )
        if cls.MEASURES:  # a measure's own en/ru names join the game's glossary
            cls.glossary = cls.glossary.merged(Glossary(glossary_terms(cls.MEASURES)))

    @property
    def information(self) -> str:
        """'perfect' when every player sees everything, else 'imperfect' (see ``SECRETS``)."""
        return "imperfect" if self.SECRETS else "perfect"

    # --- engine hooks (standard library only) -------------------------------------------------

    @abstractmethod
    def _new_game(self, players: int, seed: int | str, **options: Any) -> Any:
        """A fresh state after setup; arguments are already checked and options complete."""

    @abstractmethod
    def score_rows(self, state: Any) -> list[dict[str, Any]]:
        """One dict per seat: each scoring category, then 'total'."""

    def _legal_actions(self, state: Any) -> list[Action]:
        """All legal actions of ``state.current_player``: the phase's, plus the any-time moves."""
        if state.phase == self.over_phase:
            return []
        acts = self._phase_by_id[state.phase].rules.legal(state)
        if acts and self.ANYTIME:
            for module in self.ANYTIME:
                extra = module.legal(state)
                if extra:  # usually none: no new list then
                    acts = [*acts, *extra]
        return acts

    def _apply(self, state: Any, action: Action) -> None:
        """Carry out a legal ``action`` in place on a fresh copy: the phase's (or any-time) module."""
        module = self._anytime_by_kind.get(action.kind)
        if module is None:
            module = self._phase_by_id[state.phase].rules
        module.apply(state, action)

    def copy_state(self, state: Any) -> Any:
        """A copy that ``_apply`` may change without touching ``state`` (generated from the fields)."""
        return state.copy()

    def tiebreak(self, state: Any, player: int) -> tuple:
        """What decides among tied totals, best first (the rulebook's tie-breaker)."""
        return ()

    def option_values(self, state: Any) -> dict[str, Any]:
        """The ``new_game`` options a game was started with, by name (the board's option list, save files).
        Default: the state's attribute of each option's name, else its default."""
        return {o.name: getattr(state, o.name, o.default) for o in self.OPTIONS}

    def automa_rows(self, state: Any) -> list[dict[str, Any]]:
        """Opponents the game plays itself, not seats (a solo automa): one dict each with ``player`` (its
        name, a glossary term) and ``total``. They are ranked with the seats (a seat behind one is not
        first; equal totals share a rank) and listed after them in ``score``. Default: none."""
        return []

    evaluation_scale: float = 5.0  # a lead of this many points in ``evaluate`` wins about three games in four

    def evaluate(self, state: Any, player: int) -> float:
        """How well ``player`` stands, in points, for the heuristic and search bots (core bots.py).

        The game declares its own in ``<slug>/heuristic.py``; this default is the score so far.
        Bots call it only on states their seat may know (determinized), never on the true one.
        """
        return float(self.score_rows(state)[player]["total"])

    def peril(self, state: Any, player: int) -> float:
        """What ``player`` would give, in ``evaluate``'s points, to keep a game that is not over from ending
        with every seat lost (Archipelago's independence). A risk all seats share cancels out of a lead,
        so the heuristic bot subtracts it apart. Default: none."""
        return 0.0

    def track_rows(self) -> dict[str, list[dict[str, Any]]]:
        """Track and effect tables as plain rows; the game overrides this when it has any."""
        return {}

    def option_sets(self) -> dict[str, dict[str, Any]]:
        """Named ``new_game`` option combinations worth telling apart (benchmarks, property tests)."""
        return {"base": {}}

    def board_view(self, state: Any, player: int | None) -> dict[str, Any]:
        """The game's view-model of a state whose secrets core has already stripped."""
        data = codec.encode(state)
        data.pop("rng", None)
        data.pop("log", None)
        return data

    def describe(self, action: Action) -> str:
        """A player-facing label for an action (buttons, logs)."""
        return str(action)

    # --- words in the reader's language (English stays what the engine wrote) ---------------------

    @property
    def messages(self) -> Messages:
        """Core's and this game's ``messages.json`` (beside its rules): English lines in Russian."""
        cls = type(self)
        found = cls.__dict__.get("_messages_loaded")
        if found is None:
            package = cls.__module__.rpartition(".")[0] or cls.__module__
            try:
                own = Messages.load(package)
            except (ModuleNotFoundError, TypeError, ValueError):  # a game defined in a script has no files
                own = Messages({})
            # A term written into an English line by its English name ("Potter's yard", a phase's title)
            # reads as the glossary's Russian name.
            terms: dict[str, str] = {}
            for names in self.glossary.terms.values():
                if "{" not in names["en"]:
                    terms.setdefault(names["en"], names["ru"])
                    terms.setdefault(names["en"].lower(), names["ru"])
            titles = {p.title: self.glossary(p.id, "ru") for p in self.PHASES if p.id in self.glossary}
            found = CORE.merged(Messages({**terms, **titles, **own.table}), COMMON.merged(self.glossary))
            cls._messages_loaded = found
        return found

    def translate(self, text: str, lang: str | None = None, names: Any = None) -> str:
        """An English line of this game (log, summary) in ``lang``, with the players' ``names``."""
        return self.messages.render(text, lang, names)

    def display_title(self, lang: str | None = None) -> str:
        """The title shown: the Russian one in Russian; in English the English one beside the Russian."""
        lang = lang or get_language()
        if "title" not in self.glossary:
            return self.title or self.slug
        en, ru = self.glossary("title", "en"), self.glossary("title", "ru")
        return ru if lang == "ru" else (en if en == ru else f"{en} «{ru}»")

    def explain(self, error: IllegalAction, lang: str | None = None, names: Any = None) -> str:
        """A refusal in ``lang``: the move as its button says it, the reason, the rule's line."""
        lang = lang or get_language()
        message = getattr(error, "message", str(error))
        action = error.action
        if isinstance(action, Action) and str(action) in message:
            with language(lang):
                shown = self.translate(self.describe(action), lang, names)
            marked = message.replace(str(action), "\x00")
            if marked.startswith("\x00: "):  # refuse(): "<move>: <reason>", the reason is the template
                message = f"{shown}: {self.translate(marked[3:], lang, names)}"
            else:
                message = self.translate(marked, lang, names).replace("\x00", shown)
        else:
            message = self.translate(message, lang, names)
        rule = cite(error.rule, lang)
        return f"{message} [{rule}]" if rule else message

    def wrong_phase_hint(self, state: Any, action: Action) -> tuple[str, str] | None:
        """Optionally, why this move belongs to another moment (text, rulebook line) for a wrong-phase refusal."""
        return None

    def check_state(self, state: Any) -> None:
        """Raise ``StateError`` naming the field when ``state`` breaks the game's invariants.

        Called by ``from_json`` and by the game's position builder, so nothing inconsistent
        reaches ``legal_actions`` or the board. Games override it (their ``invariants.py``).
        """
        return None

    @abstractmethod
    def build_position(self, **description: Any) -> Any:
        """The game's position builder (its position.py): a state from names, not indexes."""

    def position(self, **description: Any) -> Any:
        """A state from a readable description (names, not indexes), checked like a loaded one.

        :raises StateError: naming the field of an impossible or inconsistent position.
        """
        state = self.build_position(**description)
        self._mark_over(state)
        self.validate(state)
        return state

    # --- the public contract --------------------------------------------------------------------

    def phases(self) -> list[Phase]:
        """The phases in teaching order: id, title, summary, rulebook line, the moves each allows."""
        return list(self.PHASES)

    def options(self) -> list[Option]:
        """The declared ``new_game`` options: type, default, allowed values and combinations."""
        return list(self.OPTIONS)

    def moves(self) -> list[Move]:
        return list(self.MOVES)

    def is_secret(self, action: Action) -> bool:
        """Whether ``action`` is of a move kind whose arguments only its player sees (``Move(..., secret=True)``)."""
        move = self._move_by_kind.get(action.kind)
        return move is not None and move.secret

    def new_game(self, players: int, seed: int | str = 0, data: Any = None, **options: Any) -> Any:
        """A fresh game. ``seed`` is an integer >= 0 or a string; same seed, same game.

        ``data``: the user's corrections of the component data (a dict or the path of a JSON file,
        whole files or single values; see docs/data.md), checked before anything else is done.

        :raises OptionError: naming the argument (players, seed or an option) and what is allowed.
        :raises DataError: naming the data file, record and field of a bad correction.
        """
        opts = self.check_options(options)
        n = self.check_players(players, opts)
        if self.data_type is None:
            if data is not None:
                raise OptionError("data", f"{self.title} has no component data to correct")
            state = self._new_game(n, check_seed(seed), **opts)
        else:
            state = self._new_game(n, check_seed(seed), data=self.data_type.build(data), **opts)
        self._settle(state)
        return state

    def data(self, data: Any = None) -> ComponentData:
        """The component data a game would use: shipped, or with ``data`` applied (checked, nothing changed).

        :raises DataError: naming the data file, record and field.
        """
        if self.data_type is None:
            raise OptionError("data", f"{self.title} has no component data")
        return self.data_type.build(data)

    def data_frame(self, table: str | None = None, data: Any = None) -> Any:
        """pandas DataFrame of one data table: every record, its values, ``source`` and ``reason``.

        ``data``: a state, a ``ComponentData`` or corrections (default: the shipped data). Filter the
        assumed ones with ``df[df.source == "assumed"]``. Without ``table``: the list of tables.
        """
        from .tables import data_frame

        return data_frame(self, table, data)

    def check_players(self, players: Any, options: dict[str, Any] | None = None) -> int:
        """``players`` checked against the counts the game (with ``options``, once checked) allows."""
        allowed = self.player_counts if options is None else self.player_counts_for(options)
        counts = ", ".join(map(str, allowed))
        if isinstance(players, bool) or not isinstance(players, Integral):
            raise OptionError("players", f"must be a whole number ({counts}), not {_short(players)}")
        if int(players) not in allowed:
            raise OptionError("players", f"{self.title} plays with {counts} players, not {_short(players)}")
        return int(players)

    def player_counts_for(self, options: dict[str, Any]) -> tuple[int, ...]:
        """The player counts a game with ``options`` allows: ``player_counts`` unless a module adds a seat."""
        return self.player_counts

    def state_player_counts(self, state: Any) -> tuple[int, ...]:
        """The player counts the options a state was set up with allow (see ``player_counts_for``)."""
        return self.player_counts

    def check_options(self, options: dict[str, Any]) -> dict[str, Any]:
        """``options`` checked against the declaration and completed with defaults."""
        out: dict[str, Any] = {}
        for name, value in options.items():
            opt = self._option_by_name.get(name)
            if opt is None:
                known = ", ".join(self._option_by_name) or "none"
                raise OptionError(name, f"{self.title} has no such option (its options: {known})")
            if opt.type is bool:
                ok = isinstance(value, bool)
            elif opt.type is int:
                ok = isinstance(value, int) and not isinstance(value, bool)
            else:
                ok = isinstance(value, opt.type)
            if not ok:
                raise OptionError(name, f"must be {opt.type.__name__}, not {_short(value)}")
            if opt.allowed is not None and value not in opt.allowed:
                raise OptionError(name, f"allowed values are {list(opt.allowed)}, not {_short(value)}")
            out[name] = int(value) if opt.type is int else value
        for opt in self.OPTIONS:
            out.setdefault(opt.name, opt.default)
        for opt in self.OPTIONS:
            active = out[opt.name] if opt.type is bool else out[opt.name] != opt.default
            if active:
                for other in opt.requires:
                    if not out[other]:
                        raise OptionError(opt.name, f"needs the option {other!r} [{opt.rule}]")
                for other in opt.excludes:
                    if out[other]:
                        raise OptionError(opt.name, f"cannot be combined with {other!r} [{opt.rule}]")
        return out

    def legal_actions(self, state: Any) -> list[Action]:
        """The moves of ``state.current_player``; empty exactly when the game is over."""
        return list(self._legal_tuple(state))

    def _legal_tuple(self, state: Any) -> tuple[Action, ...]:
        # States are never changed after apply returns them, so their legal actions are kept on them.
        cached = state._legal
        if cached is None:
            cached = state._legal = tuple(self._legal_actions(state))
        return cached

    def is_legal(self, state: Any, action: Any) -> bool:
        try:
            self.legal_match(state, action)
        except IllegalAction:
            return False
        return True

    def legal_match(self, state: Any, action: Any) -> Action:
        """The engine's own legal action that says what ``action`` says.

        :raises IllegalAction: with the category of the first check that fails: ``malformed``,
            ``game_over``, ``not_your_turn``, ``wrong_phase``, then the game's ``rule``.
        """
        legal = self._legal_tuple(state)
        # Fast path: bots and widgets pass the engine's own objects back.
        for a in legal:
            if a is action:
                return a
        action = self._well_formed(state, action)
        try:
            return legal[legal.index(action)]
        except ValueError:
            raise self.why_illegal(state, action) from None

    def _well_formed(self, state: Any, action: Any) -> Action:
        if not isinstance(action, Action):
            raise IllegalAction(f"not an action: {_short(action)}", category="malformed", action=action)
        move = self._move_by_kind.get(action.kind)
        if move is None:
            kinds = ", ".join(self._move_by_kind)
            raise IllegalAction(
                f"{self.title} has no move {action.kind!r} (its moves: {kinds})",
                category="malformed",
                action=action,
            )
        if not 0 <= action.player < state.players:
            raise IllegalAction(
                f"there is no seat {action.player} in a {state.players}-player game",
                category="malformed",
                action=action,
            )
        problem = move.problem(action)
        if problem:
            raise IllegalAction(problem, category="malformed", action=action)
        return move.complete(action)

    def why_illegal(self, state: Any, action: Action) -> IllegalAction:
        """Why a well-formed ``action`` is not legal here, in core's order of checks."""
        if state.over:
            return IllegalAction(
                f"{action}: the game is over", rule=self.end_rule, action=action, category="game_over"
            )
        if action.player != state.current_player:
            return IllegalAction(
                f"{action}: it is P{state.current_player + 1}'s decision, not P{action.player + 1}'s",
                rule="turn order",
                action=action,
                category="not_your_turn",
            )
        phase = self._phase_by_id[state.phase]
        module = self._anytime_by_kind.get(action.kind)
        if module is None and action.kind not in phase.moves:
            now = ", ".join(phase.moves)
            message = f"{action}: '{action.kind}' is not a move of the {phase.title} phase (its moves: {now})"
            rule = phase.rule
            hint = self.wrong_phase_hint(state, action)
            if hint is not None:
                message, rule = f"{message}; {hint[0]}", f"{rule}; {hint[1]}"
            return IllegalAction(message, rule=rule, action=action, category="wrong_phase")
        reason = (module or phase.rules).why_not(state, action)
        if reason is None:
            return IllegalAction(f"{action} is not legal now", rule=phase.rule, action=action)
        reason.category = "rule"
        return reason

    def apply(self, state: Any, action: Action) -> Any:
        """A NEW state after ``action``; ``state`` is never changed.

        The engine plays its own matching legal action, never the caller's object.

        :raises IllegalAction: naming the rule, with a category (see ``legal_match``).
        """
        played = self.legal_match(state, action)
        new = self.copy_state(state)
        self._apply(new, played)
        self._settle(new)
        return new

    def _settle(self, state: Any) -> None:
        """After a move: forced moves (when ``autoplay``), then the end of the game."""
        if self.autoplay:
            while state.phase != self.over_phase:
                acts = self._legal_actions(state)
                if len(acts) != 1:
                    state._legal = tuple(acts)
                    break
                forced = acts[0]
                if self.is_secret(forced):  # its arguments are its player's secret: the line names none
                    event = Event("auto", forced.player, "", "only possible move")
                else:
                    event = Event(
                        "auto", forced.player, "", "only possible move: {0.plain}", (forced,), action=forced
                    )
                state.log = state.log.add(event)
                self._apply(state, forced)
        self._mark_over(state)

    def _mark_over(self, state: Any) -> None:
        """A state that reached the game's last phase is over: core records it and the winners."""
        if state.phase == self.over_phase and not state.over:
            state.over = True
            state._legal = ()
            state.winners = tuple(self.winners(state))

    def is_over(self, state: Any) -> bool:
        return state.over

    def score(self, state: Any) -> Any:
        """pandas DataFrame: one row per player, a column per scoring category, total and rank."""
        rows = self.score_rows(state)
        ranks = self.ranks(state, rows)
        table = [{"player": player_name(i), **row, "rank": ranks[i]} for i, row in enumerate(rows)]
        table += self.ranked_automa_rows(state, rows)
        return frame(table, COMMON.merged(self.glossary), index="player")

    def ranks(self, state: Any, rows: list[dict[str, Any]] | None = None) -> list[int]:
        """Each seat's rank, 1 = winner; equal keys (total, then the tie-breaker) share a rank. An automa
        (``automa_rows``) with more points ranks ahead of a seat."""
        rows = rows if rows is not None else self.score_rows(state)
        keys = [(row["total"], *self.tiebreak(state, i)) for i, row in enumerate(rows)]
        automa = [(row["total"],) for row in self.automa_rows(state)]
        return [
            1 + sum(1 for other in (*keys, *automa) if other[: len(key)] > key[: len(other)]) for key in keys
        ]

    def ranked_automa_rows(
        self, state: Any, rows: list[dict[str, Any]] | None = None
    ) -> list[dict[str, Any]]:
        """``automa_rows`` with their ``rank`` among the seats and each other (their tie-breaker: none)."""
        rows = rows if rows is not None else self.score_rows(state)
        automa = self.automa_rows(state)
        totals = [row["total"] for row in (*rows, *automa)]
        return [{**row, "rank": 1 + sum(1 for t in totals if t > row["total"])} for row in automa]

    def winners(self, state: Any) -> list[int]:
        ranks = self.ranks(state)
        return [i for i, r in enumerate(ranks) if r == 1]

    def tracks(self) -> dict[str, Any]:
        cell = self.messages.cell  # ids, effects and rulebook lines in the chosen language too
        return {name: frame(rows, self.glossary, cells=cell) for name, rows in self.track_rows().items()}

    # --- what a player may see ------------------------------------------------------------------

    def view(self, state: Any, player: int | None = None, *, table: bool = False) -> dict[str, Any]:
        """What ``player`` may see as JSON values (None: a spectator, who sees no one's secrets).

        Secrets declared in ``SECRETS`` are stripped here, before the game's ``board_view`` runs,
        and the generator state is never part of a view. The top-level keys are the same for
        every game: game, players, phase, round, current_player, over, winners, viewer.

        ``table=True`` is the teacher's "show the table" switch: every secret face up (hands, objectives,
        stack orders), drawn from ``player``'s seat. No bot and no player's own screen uses it.
        """
        if player is not None and (
            isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < state.players
        ):
            raise ValueError(f"player must be a seat 0..{state.players - 1} or None, not {_short(player)}")
        if table is True:
            seen = state.copy()
            seen.rng = 0
        elif table is False:
            seen = redact(state, self.SECRETS, player)
        else:
            raise ValueError(f"table must be True or False, not {_short(table)}")
        body = self.board_view(seen, player)
        common = {
            "game": self.slug,
            "players": state.players,
            "phase": state.phase,
            "round": state.round,
            "current_player": state.current_player,
            "over": bool(state.over),
            "winners": list(state.winners),
            "viewer": player,
        }
        return {**body, **common}

    def determinize(self, state: Any, player: int, rng: random.Random) -> Any:
        """A full state that agrees with everything ``player`` sees; hidden parts and future draws resampled."""
        new = determinize(state, self.SECRETS, player, rng)
        self.resample_hidden(new, player, rng)
        return new

    def resample_hidden(self, state: Any, player: int, rng: random.Random) -> None:
        """Resample, in place on a fresh determinized copy, what no declared secret kind covers (e.g. the
        other seats' sealed bids, drawn among the bids they could have made). Default: nothing."""
        return None

    # --- JSON ---------------------------------------------------------------------------------

    def to_json(self, state: Any) -> str:
        return codec.dumps(state, self.state_type)

    def from_json(self, text: str | bytes) -> Any:
        """The state ``to_json`` wrote.

        :raises StateError: naming the field, for text that is not JSON, has the wrong structure or
            values, or describes a state that breaks the game's invariants.
        """
        data = codec.parse_text(text, "a game state", _MAX_JSON, StateError)
        try:
            state = codec.decode(self.state_type, data)
        except StateError:
            raise
        except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError) as exc:
            raise StateError(
                getattr(exc, "field", ""), f"not a {self.title} state: {_short(str(exc))}"
            ) from None
        self.validate(state)
        return state

    def validate(self, state: Any) -> None:
        """All the checks a loaded or built state passes: the base, the game's invariants, a move unless over,
        and every move from it leads to a state that passes them too.

        The last check catches what no single invariant sees: a position no play could reach whose
        moves would break the game (a hand edit that keeps every count right but leaves a player in
        the middle of a step with nothing to do it with).

        :raises StateError: naming the field.
        """
        self.check_common(state)
        self.check_state(state)
        if state.over:
            return
        state._legal = None
        try:
            moves = self._legal_actions(state)
        except (
            Exception
        ) as exc:  # a state the invariants missed shows itself as a crash of the move generator
            raise StateError(
                "phase", f"no move can be worked out in phase {state.phase!r}: {exc!r}"
            ) from None
        if not moves:
            raise StateError(
                "phase", f"phase {state.phase!r} offers P{state.current_player + 1} no legal move"
            )
        for move in moves[:_PROBED_MOVES]:
            after = self.copy_state(state)
            try:
                self._apply(after, move)
                self._settle(after)
                self.check_common(after)
                self.check_state(after)
            except StateError as exc:
                raise StateError(
                    exc.field, f"the move {move} would lead to an impossible state: {exc.detail}"
                ) from None
            except Exception as exc:
                raise StateError("phase", f"the move {move} cannot be played from here: {exc!r}") from None

    def check_common(self, state: Any) -> None:
        """The invariants of the state base: seats, phase, round, generator, the end of the game."""
        counts = self.state_player_counts(state)
        if state.players not in counts:
            raise StateError(
                "players",
                f"{self.title} plays with {counts} players, not {_short(state.players)}",
            )
        if not -1 <= state.current_player < state.players:
            raise StateError(
                "current_player", f"no seat {state.current_player} in a {state.players}-player game"
            )
        if state.phase != self.over_phase and state.phase not in self._phase_by_id:
            known = ", ".join([*self._phase_by_id, self.over_phase])
            raise StateError("phase", f"unknown phase {_short(state.phase)} (phases: {known})")
        if not 0 <= state.round <= 10_000:
            raise StateError("round", f"{_short(state.round)} is no round of a game")
        if not 0 <= state.rng < 2**64:
            raise StateError("rng", "the generator state is a 64-bit number")
        if state.over != (state.phase == self.over_phase):
            raise StateError("over", f"over={state.over} but the phase is {state.phase!r}")
        if not state.over and state.winners:
            raise StateError("winners", "a game that is not over has no winners")
        if any(not 0 <= w < state.players for w in state.winners) or len(set(state.winners)) != len(
            state.winners
        ):
            raise StateError("winners", f"not a set of seats: {list(state.winners)}")
        if not state.over and state.current_player < 0:
            raise StateError("current_player", "someone decides while the game is not over")

    def __repr__(self) -> str:
        return f"<boardkit game {self.slug}>"
