// Tests for ForteTerminal land here.
