import { Building2, Disc3, Headphones, Music, Sliders } from 'lucide-react';
import { SIGN_UP_CHOICES, type TSignupUserType } from '@cuepoint/domain/accounts/user-types';
import { canRequestBooking } from '@cuepoint/domain/booking/profile-request-form';
import { useAuthModals } from '../auth-modals-context.ts';
import { StepHeading } from './step-heading.tsx';

const ICONS: Record<TSignupUserType, typeof Disc3> = {
  dj: Headphones,
  venue: Building2,
  enthusiast: Music,
  producer: Sliders,
  label: Disc3,
};

const BLURBS: Record<TSignupUserType, string> = {
  dj: 'Get booked in person or live-streamed.',
  venue: 'Book DJs for your club, bar or shop.',
  enthusiast: 'Book DJs for private events and follow the scene.',
  producer: 'Get remixed, promoted, or teach production.',
  label: 'Monetize your catalogue and reach DJs.',
};

/**
 * Step 1 'I am a...': choosing a type moves straight on to step 2. Opened by a DJ's 'Book this DJ' (decision record
 * 044), it offers the two types that can book, says why, and lets someone who has such an account sign in instead,
 * on to the booking form.
 */
export function RoleStep({
  selected,
  onChoose,
  booking,
}: {
  selected: TSignupUserType | null;
  onChoose(type: TSignupUserType): void;
  booking?: { djId: number; djName?: string | undefined } | undefined;
}) {
  const choices = booking
    ? SIGN_UP_CHOICES.filter((choice) => canRequestBooking(choice.type))
    : SIGN_UP_CHOICES;
  return (
    <div>
      <StepHeading>I am a...</StepHeading>
      {booking ? (
        <p className="-mt-2 mb-4 text-sm text-mist-300">
          Booking {booking.djName ?? 'a DJ'} takes a venue or music enthusiast account.
        </p>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {choices.map((choice) => {
          const Icon = ICONS[choice.type];
          return (
            <li key={choice.type}>
              <button
                type="button"
                onClick={() => onChoose(choice.type)}
                aria-pressed={selected === choice.type}
                className="flex w-full items-center gap-4 rounded-2xl border border-ink-600 bg-ink-900 p-4 text-left transition-colors hover:border-cue-500 aria-pressed:border-cue-500"
              >
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-cue-500/15 text-cue-400">
                  <Icon className="size-6" aria-hidden />
                </span>
                <span className="flex flex-col">
                  <span className="font-semibold text-mist-100">{choice.label}</span>
                  <span className="text-sm text-mist-300">{BLURBS[choice.type]}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {booking ? <SignInToBook djId={booking.djId} choices={choices} /> : null}
    </div>
  );
}

/** 'Already have an account?' under a booking sign-up: sign in as one of the booking types, then book. */
function SignInToBook({ djId, choices }: { djId: number; choices: typeof SIGN_UP_CHOICES }) {
  const modals = useAuthModals();
  return (
    <p className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-mist-300">
      <span>Already have an account?</span>
      {choices.map((choice) => (
        <button
          key={choice.type}
          type="button"
          className="font-medium text-cue-300 underline-offset-4 hover:underline focus-visible:underline"
          onClick={() => modals.openSignIn(choice.type, { djId })}
        >
          Sign in as {choice.label}
        </button>
      ))}
    </p>
  );
}
