/**
 * What the Mixcloud connection and publishing say (docs/product/djs.md). The spec's texts are verbatim; the rest are
 * ours, for what the spec leaves unsaid (docs/decisions/033-mixcloud.md).
 */
export const MIXCLOUD_MESSAGES = {
  /** The exact words users meet (docs/product/djs.md). */
  tokenInvalid: 'Token invalid, please reconnect',
  tokenTestFailed: 'Token test failed',
  tokenTestErrored: 'Token test errored',
  uploadErrored: 'Mixcloud upload errored',
  cloudcastCheckFailed: 'Cloudcast check failed',
  stillProcessing: 'Mixcloud is still processing this upload. Try again in a few minutes.',
  noSections: 'No sections on Mixcloud for this set yet.',
  /** The exact words users meet (docs/product/djs.md). */
  mp3Required: 'To publish to Mixcloud, please upload an MP3 file.',
  tracklistRequired: 'Please upload a tracklist file',
  proComingSoon: 'Coming soon',

  /**
   * Ours. DJs read these: user-facing words only, never setup details (the server logs what the operator must set
   * at boot, mixcloud-env.ts).
   */
  notConfigured: 'Publishing to Mixcloud is not available on this Cuepoint yet.',
  platformNotConfigured: 'Publishing to the Cuepoint Mixcloud account is not available on this Cuepoint yet.',
  notConnected: 'Connect your Mixcloud account first.',
  tokenOk: 'Your Mixcloud token works.',
  tooManyTags: 'Mixcloud takes at most 5 tags.',
  tagTooLong: 'A tag can be at most 50 characters.',
  targetInvalid: 'publish_target must be none, cuepoint or user',
  setIdInvalid: 'set_id must be the id of one of your sets',
  setNotFound: 'DJ set not found',
  alreadyPublishing: 'This set is already being published to Mixcloud.',
  notPublished: 'This set has not been published to Mixcloud yet.',
  mp3TooLarge: 'Mixcloud takes MP3 files of at most 4 GB.',
  mp3Gone: 'The MP3 for this upload is no longer stored. Upload it again.',
  startExpired: 'This Mixcloud link has expired. Start the connection again from your dashboard.',
  connectFailed: 'Mixcloud could not be connected. Please try again.',
  connectDenied: 'Mixcloud was not connected: the authorization was declined.',
  connected: 'Your Mixcloud account is connected.',
  titleRequired: 'Please give the upload a title.',
} as const;

/** The query parameter the dashboard is sent back with after the connection flow, and its values. */
export const MIXCLOUD_RETURN_PARAM = 'mixcloud';
export const MIXCLOUD_RETURN_VALUES = ['connected', 'denied', 'error', 'expired', 'not_configured'] as const;
export type TMixcloudReturn = (typeof MIXCLOUD_RETURN_VALUES)[number];

export const MIXCLOUD_RETURN_MESSAGES: Record<TMixcloudReturn, string> = {
  connected: MIXCLOUD_MESSAGES.connected,
  denied: MIXCLOUD_MESSAGES.connectDenied,
  error: MIXCLOUD_MESSAGES.connectFailed,
  expired: MIXCLOUD_MESSAGES.startExpired,
  not_configured: MIXCLOUD_MESSAGES.notConfigured,
};
