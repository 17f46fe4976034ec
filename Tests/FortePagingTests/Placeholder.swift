// Tests for FortePaging land here.
