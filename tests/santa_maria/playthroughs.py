"""Santa Maria's golden playthroughs (tests/playthroughs/driver.py): base for each player count, solo,
the advanced setup, the shared blue dice and both options together, the American Kingdoms, and the Kingdoms
with Modules A-C and the advanced setup, and a 5-player game with the Maya city (Module D) beside Modules A-C;
traces in tests/playthroughs/.
"""

from tests.playthroughs.driver import Config

PLAYTHROUGHS = {
    "santa_maria_solo_1p": Config("santa_maria", 1, {}, 31),
    "santa_maria_base_2p": Config("santa_maria", 2, {}, 32),
    "santa_maria_base_3p": Config("santa_maria", 3, {}, 33),
    "santa_maria_base_4p": Config("santa_maria", 4, {}, 34),
    "santa_maria_advanced_3p": Config("santa_maria", 3, {"advanced": True}, 35),
    "santa_maria_shared_blue_4p": Config("santa_maria", 4, {"shared_blue": True}, 36),
    "santa_maria_advanced_shared_blue_2p": Config(
        "santa_maria", 2, {"advanced": True, "shared_blue": True}, 37
    ),
    "santa_maria_kingdoms_3p": Config("santa_maria", 3, {"kingdoms": True}, 38),
    "santa_maria_modules_abc_4p": Config(
        "santa_maria",
        4,
        {"kingdoms": True, "governor": True, "specialists": True, "ambassadors": True, "advanced": True},
        39,
    ),
    "santa_maria_maya_modules_5p": Config(
        "santa_maria",
        5,
        {"kingdoms": True, "governor": True, "specialists": True, "ambassadors": True, "maya": True},
        40,
    ),
}
