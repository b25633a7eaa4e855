import { forwardRef, type ReactNode } from 'react';
import { FlaskConical } from 'lucide-react';
import { Container } from '../../../ui/layout.tsx';
import type { DemoConfig } from './demo-config.ts';
import { SignUpButton } from './sign-up-button.tsx';

/** Says plainly that what follows is a demo on sample data, and leads to the real thing. */
export const DemoBanner = forwardRef<HTMLHeadingElement, { demo: DemoConfig; toggle: ReactNode }>(
  function DemoBanner({ demo, toggle }, ref) {
    return (
      <section
        aria-labelledby="demo-banner-title"
        data-testid="demo-banner"
        className="border-b border-amber-300/30 bg-amber-300/10"
      >
        <Container className="flex flex-col gap-4 py-5 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex gap-3">
            <FlaskConical className="mt-1 size-6 shrink-0 text-amber-200" aria-hidden />
            <div>
              <h2
                id="demo-banner-title"
                ref={ref}
                tabIndex={-1}
                className="font-display text-lg font-semibold text-amber-100 outline-none focus-visible:ring-2 focus-visible:ring-wave-400"
              >
                Demo {demo.label} Dashboard: sample data
              </h2>
              <p className="mt-1 text-sm text-amber-50/90">
                Everything here is made up to show how the dashboard works. Nothing you do is saved or sent to
                anyone. Sign up to get your own.
              </p>
            </div>
          </div>
          <div className="flex shrink-0 flex-wrap gap-3">
            <SignUpButton role={demo.role} size="md">
              {demo.signUpLabel}
            </SignUpButton>
            {toggle}
          </div>
        </Container>
      </section>
    );
  },
);
