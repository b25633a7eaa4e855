import { useCallback, useEffect, useRef, useState } from 'react';
import type { TMediaUploader, TMediaUploadHandle } from './media-uploader.ts';
import { addSample, bytesPerSecond, secondsLeft, type TRateSample } from './upload-rate.ts';
import { fetchUploadStatus } from '../sets-api.ts';

export type TUploadPhase =
  'idle' | 'starting' | 'uploading' | 'paused' | 'offline' | 'checking' | 'complete' | 'failed';

export type TUploadState = {
  phase: TUploadPhase;
  fileName: string | null;
  sent: number;
  total: number;
  /** Bytes per second over the last seconds; null until known. */
  speed: number | null;
  secondsLeft: number | null;
  /** Set once every byte arrived; the set is saved with it when the server's check passed. */
  uploadId: string | null;
  error: string | null;
};

const IDLE: TUploadState = {
  phase: 'idle',
  fileName: null,
  sent: 0,
  total: 0,
  speed: null,
  secondsLeft: null,
  uploadId: null,
  error: null,
};

/** How often the server is asked whether its content check of a finished upload is done, and for how long. */
export const CHECK_POLL_MS = 1000;
const CHECK_POLL_ATTEMPTS = 300;

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * One media file's upload: progress with speed and time left, pause and resume, waiting out a dropped
 * connection, cancel, and after the last byte the server's content check (complete or rejected with its message).
 * Leaving the screen pauses the upload; choosing the same file again later resumes it.
 */
export function useMediaUpload(options: { uploader: TMediaUploader; onFailed?: (message: string) => void }) {
  const [state, setState] = useState<TUploadState>(IDLE);
  const handle = useRef<TMediaUploadHandle | null>(null);
  const samples = useRef<TRateSample[]>([]);
  const lastFile = useRef<File | null>(null);
  // Each start gets a number; answers of an upload that was cancelled or replaced are ignored.
  const generation = useRef(0);
  const { uploader } = options;
  const onFailed = useRef(options.onFailed);
  useEffect(() => {
    onFailed.current = options.onFailed;
  });

  useEffect(
    () => () => {
      generation.current += 1;
      handle.current?.pause();
    },
    [],
  );

  const fail = useCallback((run: number, message: string) => {
    if (run !== generation.current) return;
    handle.current = null;
    setState((current) => ({ ...current, phase: 'failed', error: message, speed: null, secondsLeft: null }));
    onFailed.current?.(message);
  }, []);

  const awaitCheck = useCallback(
    async (run: number, uploadId: string) => {
      for (let attempt = 0; attempt < CHECK_POLL_ATTEMPTS; attempt += 1) {
        if (run !== generation.current) return;
        const status = await fetchUploadStatus(uploadId).catch(() => null);
        if (run !== generation.current) return;
        if (status?.status === 'complete') {
          setState((current) => ({ ...current, phase: 'complete', uploadId }));
          return;
        }
        if (status?.status === 'rejected') {
          fail(run, status.error ?? 'The file was refused');
          return;
        }
        await wait(CHECK_POLL_MS);
      }
      fail(run, 'The server did not finish checking the file. Please try again.');
    },
    [fail],
  );

  const start = useCallback(
    async (file: File) => {
      generation.current += 1;
      const run = generation.current;
      lastFile.current = file;
      handle.current?.pause();
      handle.current = null;
      samples.current = [];
      setState({ ...IDLE, phase: 'starting', fileName: file.name, total: file.size });
      const live = () => run === generation.current;
      try {
        const started = await uploader(file, {
          onProgress(sent, total) {
            if (!live()) return;
            samples.current = addSample(samples.current, { at: performance.now(), bytes: sent });
            const speed = bytesPerSecond(samples.current);
            setState((current) =>
              current.phase === 'paused'
                ? { ...current, sent, total }
                : {
                    ...current,
                    phase: 'uploading',
                    sent,
                    total,
                    speed,
                    secondsLeft: secondsLeft(sent, total, speed),
                  },
            );
          },
          onConnectionLost() {
            if (!live()) return;
            samples.current = [];
            setState((current) => ({ ...current, phase: 'offline', speed: null, secondsLeft: null }));
          },
          onReconnected() {
            if (!live()) return;
            setState((current) => ({ ...current, phase: 'uploading' }));
          },
          onSuccess(uploadId) {
            if (!live()) return;
            handle.current = null;
            setState((current) => ({
              ...current,
              phase: 'checking',
              sent: current.total,
              speed: null,
              secondsLeft: null,
            }));
            void awaitCheck(run, uploadId);
          },
          onError(message) {
            fail(run, message);
          },
        });
        if (live()) handle.current = started;
        else started.pause();
      } catch (error) {
        fail(run, error instanceof Error ? error.message : 'The upload could not start');
      }
    },
    [uploader, awaitCheck, fail],
  );

  const pause = useCallback(() => {
    handle.current?.pause();
    samples.current = [];
    setState((current) => ({ ...current, phase: 'paused', speed: null, secondsLeft: null }));
  }, []);

  const resume = useCallback(() => {
    if (!handle.current) return;
    handle.current.resume();
    setState((current) => ({ ...current, phase: 'uploading' }));
  }, []);

  /** After a failure: the same file again, from where the server stopped when it still holds the upload. */
  const retry = useCallback(() => {
    if (lastFile.current) void start(lastFile.current);
  }, [start]);

  const cancel = useCallback(async () => {
    generation.current += 1;
    const running = handle.current;
    handle.current = null;
    lastFile.current = null;
    setState(IDLE);
    await running?.cancel();
  }, []);

  /** Forgets a finished upload (after its set was saved). */
  const clear = useCallback(() => {
    generation.current += 1;
    handle.current = null;
    setState(IDLE);
  }, []);

  return { state, start, pause, resume, retry, cancel, clear };
}
