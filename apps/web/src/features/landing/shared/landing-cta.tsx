import type { ReactNode } from 'react';
import { Container } from '../../../ui/layout.tsx';
import type { DemoConfig } from './demo-config.ts';
import { SignUpButton } from './sign-up-button.tsx';

/** The closing call to action of a role page: its sign-up button, then any other `children`. */
export function LandingCta({
  title,
  text,
  role,
  children,
}: {
  title: string;
  text: string;
  /** The role signed up for, and its button's words. */
  role: Pick<DemoConfig, 'role' | 'signUpLabel'>;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="landing-cta-title" className="py-16 sm:py-24">
      <Container>
        <div className="rounded-3xl border border-ink-600 bg-gradient-to-br from-cue-500/15 via-ink-850 to-wave-400/10 p-8 sm:p-12">
          <h2 id="landing-cta-title" className="max-w-2xl text-3xl font-bold sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-mist-300">{text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <SignUpButton role={role.role}>{role.signUpLabel}</SignUpButton>
            {children}
          </div>
        </div>
      </Container>
    </section>
  );
}
