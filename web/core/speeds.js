// The computer speeds a person may choose (prefs.computerSpeed); their pauses are config.js's
// paceOf. A module of its own so a table can offer the choice without the page's settings.
export const SPEEDS = ["instant", "fast", "normal"];
export const DEFAULT_SPEED = "fast";
