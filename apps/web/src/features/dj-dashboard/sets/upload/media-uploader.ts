/**
 * How the set form sends a media file: a resumable upload it can pause, resume and cancel. The browser's uploader
 * (tus, loaded only when a file is chosen) implements it; tests pass their own.
 */
export type TUploadCallbacks = {
  /** Bytes the server holds or is receiving, of the whole file. */
  onProgress(sent: number, total: number): void;
  /** The connection dropped: the upload waits and goes on by itself where it stopped. */
  onConnectionLost(): void;
  /** Sending again after a dropped connection. */
  onReconnected(): void;
  /** Every byte arrived; `uploadId` is the id the set is saved with. */
  onSuccess(uploadId: string): void;
  /** The upload cannot go on (refused, or the connection stayed away): the message says why. */
  onError(message: string): void;
};

export type TMediaUploadHandle = {
  pause(): void;
  resume(): void;
  /** Stops the upload and removes what the server holds of it. */
  cancel(): Promise<void>;
};

export type TMediaUploader = (file: File, callbacks: TUploadCallbacks) => Promise<TMediaUploadHandle>;
