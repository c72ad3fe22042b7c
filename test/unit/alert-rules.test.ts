import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ALERT_LABELS, ALERT_TYPES, alertRole, alertType } from '../../elements/alert/rules.ts';

describe('alert rules', () => {
  it('accepts the four types in any case and spacing', () => {
    for (const type of ALERT_TYPES) {
      assert.equal(alertType(type, assert.fail), type);
      assert.equal(alertType(` ${type.toUpperCase()} `, assert.fail), type);
    }
  });
  it('reads a missing type as info without a warning, an unknown one with a warning', () => {
    assert.equal(alertType(undefined, assert.fail), 'info');
    const warnings: string[] = [];
    assert.equal(
      alertType('danger', (m) => warnings.push(m)),
      'info',
    );
    assert.match(warnings[0]!, /"danger"/);
  });
  it('interrupts only for errors and warnings', () => {
    assert.deepEqual(ALERT_TYPES.map(alertRole), ['status', 'status', 'alert', 'alert']);
  });
  it('has a label for every type in German and English', () => {
    for (const labels of Object.values(ALERT_LABELS)) {
      for (const type of ALERT_TYPES) assert.ok(labels.type[type].length > 0);
      assert.ok(labels.dismiss.length > 0);
    }
  });
});
