// Checks a ui_state saved in the browser against its game's description (the component's
// uiSchema) before the page draws it without the engine: a damaged save must not stop the page.
// A description: "int", "num", "str", "bool", "null", "any", "obj" (any object);
// ["arr", d] (an array of d), ["or", d1, d2, …], ["map", d] (an object whose every value is d);
// {key: d, "key?": d} (an object with those keys, "?" optional; other keys are not read).

const isObject = (x) => !!x && typeof x === "object" && !Array.isArray(x);

/** Whether `value` fits the description `d`. */
export function fits(value, d) {
  if (typeof d === "string") {
    switch (d) {
      case "int":
        return Number.isSafeInteger(value);
      case "num":
        return typeof value === "number" && Number.isFinite(value);
      case "str":
        return typeof value === "string";
      case "bool":
        return typeof value === "boolean";
      case "null":
        return value === null;
      case "any":
        return value !== undefined;
      case "obj":
        return isObject(value);
      default:
        return false;
    }
  }
  if (Array.isArray(d)) {
    const [kind, ...rest] = d;
    if (kind === "arr") return Array.isArray(value) && value.every((x) => fits(x, rest[0]));
    if (kind === "or") return rest.some((x) => fits(value, x));
    if (kind === "map") return isObject(value) && Object.values(value).every((x) => fits(x, rest[0]));
    return false;
  }
  if (!isObject(value)) return false;
  return Object.entries(d).every(([key, sub]) => {
    const optional = key.endsWith("?");
    const name = optional ? key.slice(0, -1) : key;
    if (!Object.hasOwn(value, name)) return optional;
    return fits(value[name], sub);
  });
}

/**
 * Whether `game`'s table may draw `ui` without the engine (a saved screen, an embed's carried
 * one): the common part the shell reads (web/PROTOCOL.md) checked here, the rest against the
 * component's uiSchema (every field its table reads). `ui.game` must name `game`, or (a save,
 * whose game its key names) may be absent when `gameMayBeAbsent`.
 */
export function drawableUi(game, ui, { gameMayBeAbsent = false } = {}) {
  if (!isObject(ui)) return false;
  const seat = (x) => x === null || x === undefined || (Number.isInteger(x) && x >= 0 && x < 64);
  if (ui.game !== game.id && !(gameMayBeAbsent && ui.game === undefined)) return false;
  if (!Number.isInteger(ui.seats) || ui.seats < 1 || ui.seats > 64) return false;
  if (!seat(ui.current_player) || !seat(ui.viewer)) return false;
  if (!Array.isArray(ui.legal) || !ui.legal.every((a) => typeof a === "string")) return false;
  if (!(ui.outcome === null || ui.outcome === undefined || isObject(ui.outcome))) return false;
  if (!(ui.position === undefined || ui.position === null || typeof ui.position === "string")) return false;
  return game.uiSchema ? fits(ui, game.uiSchema) : true;
}
