import { Building2, Disc3, Headphones, Music, Sliders } from 'lucide-react';
import { SIGN_UP_CHOICES, type TSignupUserType } from '@cuepoint/domain/accounts/user-types';
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

/** Step 1 'I am a...': choosing a type moves straight on to step 2. */
export function RoleStep({
  selected,
  onChoose,
}: {
  selected: TSignupUserType | null;
  onChoose(type: TSignupUserType): void;
}) {
  return (
    <div>
      <StepHeading>I am a...</StepHeading>
      <ul className="grid gap-3 sm:grid-cols-2">
        {SIGN_UP_CHOICES.map((choice) => {
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
    </div>
  );
}
