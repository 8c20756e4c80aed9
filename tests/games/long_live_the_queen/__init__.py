"""Long Live the Queen's engine tests: set-up, rules, hidden information, save format, AI."""
