// A failed assertion keeps what it compared (`actual`, `expected`) for the report. web-test-runner sends
// them to its server as JSON of the whole object graph: an element React rendered carries its fiber,
// whose graph never finishes serialising, so the file's report never arrives and the run ends only at
// "Browser tests did not finish" with no word of which test failed. Before the report is collected,
// each such value becomes a short text that names it (docs/ARCHITECTURE.md#the-test-suite).

/** Longer than this as JSON, a compared value is reported by its description only. */
export const MAX_REPORTED_JSON = 2000;

/** A value a report can carry as it is: a primitive, or an object whose JSON is short. */
export function readableValue(value, maxJson = MAX_REPORTED_JSON) {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return value;
  if (typeof value.nodeType === 'number' && typeof value.nodeName === 'string') {
    // An element by its opening tag, a text by its text: what a reader of the report recognises.
    if (value.nodeType === 1 && typeof value.outerHTML === 'string') {
      const tag = value.outerHTML.slice(0, value.outerHTML.indexOf('>') + 1);
      return tag.length > 200 ? `${tag.slice(0, 199)}…` : tag;
    }
    const text = typeof value.textContent === 'string' ? ` "${value.textContent.slice(0, 80)}"` : '';
    return `${value.nodeName}${text}`;
  }
  try {
    const json = JSON.stringify(value);
    if (json !== undefined && json.length <= maxJson) return value;
  } catch {
    // A cycle: described below.
  }
  const described = Object.prototype.toString.call(value);
  return Array.isArray(value) ? `${described} of ${value.length}` : described;
}

/** Makes every failure recorded in this suite tree (tests and hooks) safe to report. */
export function makeFailuresReadable(suite) {
  const runnables = [
    ...suite.tests,
    ...suite._beforeAll,
    ...suite._beforeEach,
    ...suite._afterEach,
    ...suite._afterAll,
  ];
  for (const runnable of runnables) {
    for (const error of [runnable.err, ...(runnable.err?.multiple ?? [])]) {
      if (!error || typeof error !== 'object') continue;
      for (const key of ['actual', 'expected']) if (key in error) error[key] = readableValue(error[key]);
    }
  }
  for (const child of suite.suites) makeFailuresReadable(child);
}

/**
 * The page script (a classic script before the test framework): when the framework sets `window.mocha`,
 * root hooks make the failures readable after every test and after the last.
 */
export function readableFailuresScript() {
  return `(() => {
  const readableValue = ${readableValue.toString()};
  const MAX_REPORTED_JSON = ${MAX_REPORTED_JSON};
  const makeFailuresReadable = ${makeFailuresReadable.toString()};
  const hooked = new WeakSet();
  let current;
  Object.defineProperty(window, 'mocha', {
    configurable: true,
    get: () => current,
    set(value) {
      current = value;
      if (!value || !value.suite || hooked.has(value)) return;
      hooked.add(value);
      const readable = () => makeFailuresReadable(value.suite);
      value.suite.afterEach(readable);
      value.suite.afterAll(readable);
    },
  });
})();`;
}
