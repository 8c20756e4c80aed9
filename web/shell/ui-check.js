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
