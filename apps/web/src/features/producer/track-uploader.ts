import type { TTrackFileField } from '@cuepoint/domain/producers/track-upload';

/** What an upload of one track file reports. */
export type TrackUploadCallbacks = {
  onProgress(sent: number, total: number): void;
  /** Every byte arrived and the server accepted the content; `uploadId` goes into the track form. */
  onSuccess(uploadId: string): void;
  /** Refused (the server's words, e.g. why a ZIP was refused) or the connection stayed away. */
  onError(message: string): void;
};

export type TrackUploadHandle = { cancel(): Promise<void> };

/** Sends one file of a track as a resumable upload; the browser's is tus, tests pass their own. */
export type TrackFileUploader = (
  file: File,
  kind: TTrackFileField,
  callbacks: TrackUploadCallbacks,
) => Promise<TrackUploadHandle>;
