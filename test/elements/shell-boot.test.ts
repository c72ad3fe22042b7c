import { expect } from '@open-wc/testing';
import { boot } from '../../shell/boot.ts';
import { reserveStylesFor } from '../../shell/reserve.ts';
import { elementRegistry } from '../../shell/registry.ts';

describe('shell boot', () => {
  it('starts the consent bus before the elements', () => {
    const calls: string[] = [];
    const { order } = boot({
      startConsentBus: () => calls.push('bus'),
      startElements: () => {
        // The bus must already be running when the first element could load.
        expect(calls).to.deep.equal(['bus']);
        calls.push('elements');
      },
    });
    expect(calls).to.deep.equal(['bus', 'elements']);
    expect(order).to.deep.equal(['consent-bus', 'elements']);
  });

  it('does not start the elements when the bus fails to start', () => {
    let elementsStarted = false;
    expect(() =>
      boot({
        startConsentBus: () => {
          throw new Error('bus broken');
        },
        startElements: () => {
          elementsStarted = true;
        },
      }),
    ).to.throw('bus broken');
    expect(elementsStarted).to.equal(false);
  });

  it('reserves the final box of every registered element in the flow before its code loads', () => {
    const css = reserveStylesFor(elementRegistry);
    for (const { tag, overlay } of elementRegistry) {
      if (overlay) expect(css, tag).to.not.include(`${tag}:not(:defined)`);
      else expect(css, tag).to.include(`${tag}:not(:defined)`);
    }
  });
});
