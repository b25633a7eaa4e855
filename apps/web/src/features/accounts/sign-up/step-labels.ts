import type { TSignupUserType } from '@cuepoint/domain/accounts/user-types';

/**
 * Step names (docs/product/accounts-and-sessions.md): 'Location' or 'Preferences' at step 2, 'Details' or 'Preferences'
 * at step 3.
 */
export function stepLabels(type: TSignupUserType | null): [string, string, string] {
  const second = type === 'producer' || type === 'label' ? 'Preferences' : 'Location';
  const third = type === 'venue' ? 'Details' : 'Preferences';
  return ['I am a...', second, third];
}
