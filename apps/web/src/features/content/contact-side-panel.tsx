import { Clock, LifeBuoy, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  BUSINESS_HOURS,
  CONTACT_RESPONSE_TIMES,
  URGENT_HELP,
  WEEKEND_SUPPORT,
} from '@cuepoint/domain/content/contact';
import { Card } from '../../ui/layout.tsx';

function PanelCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="p-5">
      <h2 className="mb-3 flex items-center gap-2 text-base font-semibold">
        <span className="text-wave-400">{icon}</span>
        {title}
      </h2>
      <div className="text-sm text-mist-300">{children}</div>
    </Card>
  );
}

/** Response times, business hours and urgent help (docs/product/content.md), word for word. */
export function ContactSidePanel() {
  return (
    <aside className="space-y-4" aria-label="How we answer">
      <PanelCard icon={<Timer className="size-5" aria-hidden />} title="Response times">
        <dl className="space-y-2">
          {CONTACT_RESPONSE_TIMES.map((row) => (
            <div key={row.type} className="flex flex-wrap justify-between gap-x-4">
              <dt>{row.label}</dt>
              <dd className="font-medium text-mist-100">{row.time}</dd>
            </div>
          ))}
        </dl>
      </PanelCard>
      <PanelCard icon={<Clock className="size-5" aria-hidden />} title="Business hours">
        <p className="font-medium text-mist-100">{BUSINESS_HOURS}</p>
        <p className="mt-1">{WEEKEND_SUPPORT}</p>
      </PanelCard>
      <PanelCard icon={<LifeBuoy className="size-5" aria-hidden />} title="Urgent help">
        <p>{URGENT_HELP}</p>
      </PanelCard>
    </aside>
  );
}
