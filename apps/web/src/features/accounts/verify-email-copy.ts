import type { TUserType } from '@cuepoint/domain/accounts/user-types';

/**
 * What waits for an unverified account, per role, as the server decides it (decision record 043): a `.verified()`
 * route declaration guards the booking routes of DJs, venues and enthusiasts (payment step and submit, answers, offers, messages,
 * reviews) and the app beta of DJs and venues. Producers, labels and tour managers have nothing refused; for them the
 * link only turns on notification emails, which go to verified addresses only.
 */
const LOCKED: Partial<Record<TUserType, string>> = {
  dj: 'Answering booking requests, offers, messages and the app beta',
  venue: 'Booking DJs, offers, messages and the app beta',
  enthusiast: 'Booking DJs, offers and messages',
};

/** The banner's sentence up to the address: "… once you click the link we sent to". */
export function verifyEmailLead(type: TUserType): string {
  const locked = LOCKED[type];
  return locked
    ? `${locked} open once you click the link we sent to`
    : 'Your dashboard works already. Email notifications start once you click the link we sent to';
}
