"""Golden playthrough texts and the driver that writes them."""
