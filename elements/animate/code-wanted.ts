// When the shell fetches <ws-animate>'s code. Without it the content simply shows in place
// (README.md, "What a visitor gets"), and the code is only needed before content comes into the
// view: so it comes at the page's first scroll, or at once for content in the view now. A visitor
// who reads only the first screen fetches no React for the animations below it.
import { Disposer } from '../../platform/disposer.ts';

/** The element's waiting rule (shell/registry.ts): the first scroll, or the host in the view. */
export function whenCodeWanted(host: Element, onWait: () => void): Promise<void> {
  const view = host.ownerDocument.defaultView ?? window;
  return new Promise((resolve) => {
    const stops = new Disposer();
    let decided = false;
    const want = () => {
      decided = true;
      stops.dispose();
      resolve();
    };
    // A scroll of any kind: the wheel, a finger, keys, a hash link, the browser restoring a position.
    stops.listen(view, 'scroll', want, { passive: true });
    // An observer, not a position read: reading one while the page parses would force its layout.
    const inView = new IntersectionObserver((records) => {
      if (records.some((record) => record.isIntersecting)) want();
      else if (!decided) {
        decided = true;
        onWait();
      }
    });
    inView.observe(host);
    stops.add(() => inView.disconnect());
  });
}
