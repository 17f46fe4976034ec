// Tests for ForteIndex land here.
