// What every first frame (a tag's look painted without React while its code waits, shell/registry.ts)
// needs at the take-over, when the element's markup replaces the frame's in one task
// (elements/kit/define.ts): a press on the frame is let go first, and focus stays on the same control
// (docs/ACCESSIBILITY.md, "Focus through a take-over").
// No React here: the build inlines this file into each self-contained first frame (rollup.config.mjs).
import { FAILED_ATTRIBUTE } from './element-states.ts';

/** A press on a first frame that has not been let go yet: the element waits with its take-over. */
const PRESSED = Symbol.for('ws.first-frame-pressed');
type PressedHost = { [PRESSED]?: Promise<void> };

/**
 * Resolves once no pointer is pressed on the host's first frame (at once when none is), a task
 * after the release: the click that the release makes still lands on the first frame's control.
 * The shell waits for it before the element takes the root over, which would otherwise replace
 * the pressed control under the finger and lose the visitor's press.
 */
export function whenUnpressed(host: HTMLElement): Promise<void> {
  return (host as PressedHost)[PRESSED] ?? Promise.resolve();
}

/** Follows presses on the first frame in `root`, for whenUnpressed. */
export function trackPresses(host: HTMLElement, root: ShadowRoot): void {
  root.addEventListener('pointerdown', () => {
    if ((host as PressedHost)[PRESSED]) return;
    (host as PressedHost)[PRESSED] = new Promise<void>((resolve) => {
      const release = () => {
        for (const type of ['pointerup', 'pointercancel'] as const) removeEventListener(type, release, true);
        setTimeout(() => {
          (host as PressedHost)[PRESSED] = undefined;
          resolve();
        }, 0);
      };
      // On the window: the release may happen anywhere, also off the frame.
      for (const type of ['pointerup', 'pointercancel'] as const) addEventListener(type, release, true);
    });
  });
}

/** A selector for the control in the element's markup that matches this one in the first frame. */
function sameControl(control: HTMLElement): string {
  const part = control.getAttribute('part');
  // Our own constant parts and switch names: no visitor string ends up in the selector.
  return part ? `[part="${part}"]` : `[name="${control.getAttribute('name')}"]`;
}

/**
 * Once the element has taken `root` over, focus goes on to the same control in its markup (by its
 * `part`, else its `name`) if the visitor was on one of the frame's (`ownsControl`: the element's
 * markup lands in the same root) and `stillActive()`; then `done` runs. The element renders a few
 * microtasks after its definition, in the same task: focus moves before the next paint.
 */
export function handFocusOver(
  host: HTMLElement,
  root: ShadowRoot,
  ownsControl: (node: Node) => boolean,
  stillActive: () => boolean,
  done: () => void,
): void {
  // The control the visitor is on, kept through the take-over: the element's markup replaces it.
  let focused: HTMLElement | undefined;
  root.addEventListener('focusin', (event) => {
    if (ownsControl(event.target as Node)) focused = event.target as HTMLElement;
  });
  // A real blur lets go. Chromium also blurs a control the take-over removes, still connected
  // then, so this looks once the removal is done: a removed control stays kept.
  root.addEventListener('focusout', (event) => {
    const control = event.target as HTMLElement;
    queueMicrotask(() => {
      if (control.isConnected && focused === control) focused = undefined;
    });
  });
  const handOver = () => {
    if (stillActive() && focused && !focused.isConnected)
      root.querySelector<HTMLElement>(sameControl(focused))?.focus();
    done();
  };
  void customElements.whenDefined(host.localName).then(() => {
    if (!focused?.isConnected) return handOver();
    const takenOver = new MutationObserver(() => {
      if (focused?.isConnected) return;
      takenOver.disconnect();
      handOver();
    });
    takenOver.observe(root, { childList: true });
  });
}

/**
 * A press on a first frame's control that the element answers when it takes over (the search opens,
 * the banner reopens, the lightbox opens the clicked item): kept on the host under a symbol of the
 * global registry, the same in the first frame's file and the element's, and taken once. What was
 * pressed (`press`, the clicked link say) is kept with it; a plain press keeps `true`.
 */
export function pressBeforeCode<Press = true>(name: string): KeptPress<Press> {
  const key = Symbol.for(name);
  type Requesting = { [key]?: Press };
  return {
    request: (host, press = true as Press) => void ((host as Requesting)[key] = press),
    take(host) {
      const requested = (host as Requesting)[key];
      (host as Requesting)[key] = undefined;
      return requested;
    },
  };
}

/** A press kept for an element until its code comes (what pressBeforeCode makes). */
export interface KeptPress<Press> {
  request(host: object, press?: Press): void;
  take(host: object): Press | undefined;
}

/**
 * Until `host`'s element is defined, a click on `on` that `heldTarget` picks is kept for the element
 * (`kept`), which answers it when it comes; a link's click does nothing meanwhile. Should the code
 * fail instead, a kept link is clicked again, and the browser follows it as without script.
 */
export function holdClicksUntilCode<Target extends HTMLElement>(
  host: HTMLElement,
  on: EventTarget,
  heldTarget: (event: MouseEvent) => Target | undefined,
  kept: KeptPress<Target>,
): void {
  const hold = (event: Event) => {
    const target = heldTarget(event as MouseEvent);
    if (!target) return;
    if (target instanceof HTMLAnchorElement) event.preventDefault();
    kept.request(host, target);
  };
  const stop = () => {
    on.removeEventListener('click', hold);
    failed.disconnect();
  };
  on.addEventListener('click', hold);
  void customElements.whenDefined(host.localName).then(stop);
  const failed = new MutationObserver(() => {
    if (!host.hasAttribute(FAILED_ATTRIBUTE)) return;
    stop();
    const target = kept.take(host);
    if (target instanceof HTMLAnchorElement) target.click();
  });
  failed.observe(host, { attributeFilter: [FAILED_ATTRIBUTE] });
}
