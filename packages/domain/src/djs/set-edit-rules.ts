import { DJ_SET_MESSAGES, setRequirementProblem, type TDjSetType } from './set-rules.ts';

/**
 * What the server checks of a set as it will be stored (a new set, or an edit merged with the stored one), beyond
 * the form's own check (set-rules.ts `setRequirementProblem`). Free of schema code.
 */

export const SET_EDIT_MESSAGES = {
  /** The simple upload (POST /dj-sets.php) names no other message for a missing title. */
  titleRequired: 'Please enter a title for your DJ set',
  setTypeInvalid: 'Set type must be audio, video or tracklist',
} as const;

/** A set as the rules look at it. */
export type TSetShape = {
  setType: TDjSetType;
  title: string;
  tracklist: string;
  externalUrl: string;
  hasMedia: boolean;
};

/** The first rule the set breaks, with its message, or null: 400 for what is missing, 422 for a conflict. */
export function setProblem(set: TSetShape): { status: 400 | 422; message: string } | null {
  const missing = setRequirementProblem(set);
  if (missing) return { status: 400, message: missing };
  const hasUrl = set.externalUrl.trim() !== '';
  if (set.setType === 'tracklist' && (hasUrl || set.hasMedia)) {
    return { status: 422, message: DJ_SET_MESSAGES.mediaForTracklist };
  }
  if (hasUrl && set.hasMedia) return { status: 422, message: DJ_SET_MESSAGES.urlWithMedia };
  return null;
}

/**
 * docs/product/djs.md, the simple upload (POST /dj-sets.php): a title; an audio or video set needs its URL ('Please
 * provide a URL for your DJ set'), a tracklist-only set its tracklist file ('Please upload a tracklist file').
 */
export function simpleSetProblem(set: Omit<TSetShape, 'hasMedia'>): string | null {
  if (set.title.trim() === '') return SET_EDIT_MESSAGES.titleRequired;
  if (set.setType === 'tracklist') {
    if (set.tracklist.trim() === '') return DJ_SET_MESSAGES.tracklistFileRequired;
    return set.externalUrl.trim() === '' ? null : DJ_SET_MESSAGES.mediaForTracklist;
  }
  return set.externalUrl.trim() === '' ? DJ_SET_MESSAGES.urlRequired : null;
}

/** A video set takes an MP4 video, an audio set audio: by the type its content was found to be. */
export function mediaKindProblem(setType: TDjSetType, contentType: string): string | null {
  const video = contentType.toLowerCase().startsWith('video/');
  if (setType === 'video' && !video) return DJ_SET_MESSAGES.videoFileInvalid;
  if (setType === 'audio' && video) return DJ_SET_MESSAGES.audioFileInvalid;
  return null;
}
