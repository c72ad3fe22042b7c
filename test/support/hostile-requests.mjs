// The hostile corpus' request detector for element tests: a web-test-runner plugin that watches,
// through puppeteer, every request the test page (and its frames) makes, and keeps the ones to a
// hostile host (hostile.invalid) or to the same-server recorder path (/__hostile/). A test asks for
// them with the `hostile-requests` command; the recorder path answers empty so the console stays quiet.

// The same two names as test/support/hostile-corpus.ts (this file runs in Node, untranspiled).
export const HOSTILE_HOST = 'hostile.invalid';
export const RECORDER_PATH = '/__hostile/';

/** A request the corpus counts: to hostile.invalid (or a subdomain), or to the recorder path. */
export function isHostileRequest(url) {
  try {
    const { hostname, pathname } = new URL(url);
    return hostname === HOSTILE_HOST || hostname.endsWith(`.${HOSTILE_HOST}`) || pathname.startsWith(RECORDER_PATH);
  } catch {
    return false;
  }
}

export function hostileRequestsPlugin() {
  /** Per test page (session id): the hostile URLs requested since the last `take`. */
  const recorded = new Map();

  const watch = (session) => {
    if (recorded.has(session.id)) return recorded.get(session.id);
    const urls = [];
    recorded.set(session.id, urls);
    // Only the Chrome launcher exposes its puppeteer page; without it the command says so.
    const page = session.browser.getPage?.(session.id);
    if (!page) throw new Error('hostile-requests needs @web/test-runner-chrome (a puppeteer page per session)');
    page.on('request', (request) => {
      if (isHostileRequest(request.url())) urls.push(request.url());
    });
    return urls;
  };

  return {
    name: 'hostile-requests',
    serve(context) {
      // The recorder path exists on the test server, so a request to it is seen, answered and counted.
      if (context.path.startsWith(RECORDER_PATH))
        return { body: '', type: context.path.endsWith('.css') ? 'text/css' : 'text/plain' };
      return undefined;
    },
    async executeCommand({ command, payload, session }) {
      if (command !== 'hostile-requests') return undefined;
      const urls = watch(session);
      // Gives the browser a moment to report requests already sent before they are handed over.
      if (payload?.action === 'take') {
        await new Promise((resolve) => setTimeout(resolve, payload.settleMs ?? 50));
        return urls.splice(0);
      }
      return [];
    },
  };
}
