"""Maracaibo's golden playthroughs (tests/playthroughs/driver.py): solo against Jean and 2, 3, 4 players.

The traces are tests/playthroughs/maracaibo_*.txt, compared by tests/test_playthroughs.py.
"""

from tests.playthroughs.driver import Config

PLAYTHROUGHS = {
    "maracaibo_solo_1p": Config("maracaibo", 1, {"difficulty": "hard"}, 31),
    "maracaibo_base_2p": Config("maracaibo", 2, {}, 32),
    "maracaibo_base_3p": Config("maracaibo", 3, {}, 33),
    "maracaibo_base_4p": Config("maracaibo", 4, {}, 34),
    "maracaibo_campaign_3p": Config("maracaibo", 3, {"campaign": True}, 35),
}
