"""The Rose King's engine tests: rules, save format, records, AI."""
