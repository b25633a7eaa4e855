import { describe, expect, it } from 'vitest';
import { expectMapping } from '../mapping-test-kit.ts';
import { DAW_GROUPS, DAW_GROUP_NAMES, PRIMARY_DAWS, UNKNOWN_DAW_MESSAGE, ZDaw, dawGroupOf } from './daws.ts';

describe('DAWs', () => {
  it('groups the choices as Professional, Prosumer, Free, Tracker', () => {
    expect(DAW_GROUPS.map((group) => group.group)).toEqual([...DAW_GROUP_NAMES]);
    expect(DAW_GROUPS.every((group) => group.daws.length > 0)).toBe(true);
  });

  it('lists each DAW once across all groups', () => {
    expect(PRIMARY_DAWS).toHaveLength(DAW_GROUPS.reduce((sum, group) => sum + group.daws.length, 0));
    expect(new Set(PRIMARY_DAWS.map((daw) => daw.toLowerCase())).size).toBe(PRIMARY_DAWS.length);
  });

  it('finds the group of a DAW and validates names', () => {
    expectMapping(dawGroupOf, {
      'Ableton Live': 'Professional',
      Reaper: 'Prosumer',
      GarageBand: 'Free',
      Renoise: 'Tracker',
    });
    expect(dawGroupOf('Notepad')).toBeUndefined();
    expect(ZDaw.safeParse('FL Studio').success).toBe(true);
    expect(ZDaw.safeParse('Word').success).toBe(false);
  });
});

describe('an unknown DAW', () => {
  it('is refused with every DAW the API takes', () => {
    const refused = ZDaw.safeParse('Polka Studio');
    expect(refused.success).toBe(false);
    const message = refused.error!.issues[0]!.message;
    expect(message).toBe(UNKNOWN_DAW_MESSAGE);
    expect(message.startsWith('Unknown DAW: use one of ')).toBe(true);
    for (const daw of PRIMARY_DAWS) expect(message).toContain(daw);
  });
});
