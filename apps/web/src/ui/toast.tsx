import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { X } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { ToneIcon } from './feedback.tsx';

export type ToastTone = 'success' | 'error' | 'info';
type Toast = { id: number; tone: ToastTone; message: string };

export type Toaster = {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
  dismiss(id: number): void;
};

/** Confirmations leave on their own; an error stays until it is dismissed, so nobody misses why something failed. */
const SUCCESS_MS = 5_000;
const MAX_TOASTS = 4;

const tones: Record<ToastTone, string> = {
  success: 'border-emerald-400/40 text-emerald-100',
  error: 'border-red-400/50 text-red-100',
  info: 'border-wave-400/40 text-wave-200',
};

const iconColours: Record<ToastTone, string> = {
  success: 'text-emerald-300',
  error: 'text-red-300',
  info: 'text-wave-300',
};

const ToastContext = createContext<Toaster | null>(null);

/**
 * Short notices about what just happened (a save, a failed upload), stacked at the bottom of the screen. Errors are
 * announced assertively and stay until closed; the rest are announced politely and fade after a few seconds.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (tone: ToastTone, message: string) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, tone, message }].slice(-MAX_TOASTS));
      if (tone !== 'error')
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), SUCCESS_MS),
        );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const toaster = useMemo<Toaster>(
    () => ({
      success: (message) => show('success', message),
      error: (message) => show('error', message),
      info: (message) => show('info', message),
      dismiss,
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <section
        aria-label="Notifications"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-[70] flex flex-col items-center gap-2 p-3 sm:inset-x-auto sm:right-0 sm:items-end sm:p-6"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role={toast.tone === 'error' ? 'alert' : 'status'}
            className={cn(
              'pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-2xl border bg-ink-850 px-4 py-3 text-sm shadow-2xl',
              tones[toast.tone],
            )}
          >
            <ToneIcon tone={toast.tone} className={iconColours[toast.tone]} />
            <p className="flex-1 break-words">{toast.message}</p>
            <button
              type="button"
              onClick={() => dismiss(toast.id)}
              aria-label="Dismiss notification"
              className="-mr-1 -mt-0.5 rounded-full p-1 text-mist-300 hover:bg-ink-700 hover:text-mist-100"
            >
              <X className="size-4" aria-hidden />
            </button>
          </div>
        ))}
      </section>
    </ToastContext.Provider>
  );
}

export function useToast(): Toaster {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside ToastProvider');
  return value;
}
