"""Puerto Rico's golden playthroughs (tests/playthroughs/driver.py): every option set, 2 to 5 players."""

from tests.playthroughs.driver import Config

PLAYTHROUGHS = {
    "puerto_rico_base_2p": Config("puerto_rico", 2, {}, 11),
    "puerto_rico_base_4p": Config("puerto_rico", 4, {}, 12),
    "puerto_rico_new_buildings_3p": Config("puerto_rico", 3, {"new_buildings": True}, 13),
    "puerto_rico_nobles_5p": Config("puerto_rico", 5, {"nobles": True}, 14),
    "puerto_rico_both_4p": Config("puerto_rico", 4, {"new_buildings": True, "nobles": True}, 15),
}
