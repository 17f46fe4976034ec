// Tests for ForteHarvest land here.
