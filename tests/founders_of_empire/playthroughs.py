"""Founders' golden playthroughs (tests/playthroughs/driver.py): 2, 3 and 4 players."""

from tests.playthroughs.driver import Config

PLAYTHROUGHS = {
    "founders_of_empire_base_2p": Config("founders_of_empire", 2, {}, 21),
    "founders_of_empire_base_3p": Config("founders_of_empire", 3, {}, 22),
    "founders_of_empire_base_4p": Config("founders_of_empire", 4, {}, 23),
}
