// Tests for ForteEndToEnd land here.
