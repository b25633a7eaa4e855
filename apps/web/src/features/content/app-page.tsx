import { AudioWaveform, Cpu, HardDrive, Laptop, Radio, Wifi } from 'lucide-react';
import type { ReactNode } from 'react';
import { APP_SYSTEM_REQUIREMENTS, STREAM_AUDIO_FORMAT } from '@cuepoint/domain/content/app-requirements';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Card, Container, PageHero } from '../../ui/layout.tsx';
import { AppRequestForm } from './app-request-form.tsx';

const requirement = (label: string) =>
  APP_SYSTEM_REQUIREMENTS.find((row) => row.label === label)?.value ?? '';

type RequirementRow = { icon: ReactNode; label: string; value: string };

/** The rows both audiences share, with the internet speed of the named row. */
const requirementRows = (internet: 'DJs' | 'Venues'): RequirementRow[] => [
  {
    icon: <Laptop className="size-4" aria-hidden />,
    label: 'Operating system',
    value: requirement('Operating system'),
  },
  { icon: <HardDrive className="size-4" aria-hidden />, label: 'Memory', value: requirement('Memory') },
  { icon: <Wifi className="size-4" aria-hidden />, label: 'Internet', value: requirement(internet) },
];

const REQUIREMENTS: Array<{ who: string; icon: ReactNode; rows: RequirementRow[] }> = [
  { who: 'For DJs', icon: <Radio className="size-5" aria-hidden />, rows: requirementRows('DJs') },
  { who: 'For venues', icon: <Cpu className="size-5" aria-hidden />, rows: requirementRows('Venues') },
];

/** /app (docs/product/content.md): the Cuepoint App, the TestFlight beta request and the system requirements. */
export function AppPage() {
  usePageTitle(
    'Cuepoint App',
    'The Cuepoint app for macOS streams uncompressed 48 kHz audio between DJs and venues.',
  );
  return (
    <>
      <PageHero
        eyebrow="macOS app"
        title="Cuepoint App"
        lead={`DJs play from their own booth; venues receive the set as ${STREAM_AUDIO_FORMAT.charAt(0).toLowerCase()}${STREAM_AUDIO_FORMAT.slice(1)} audio, not video-call sound. The app is in beta on TestFlight for registered DJs and venues.`}
      />
      <Container className="grid gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Card className="p-5 sm:p-8">
          <h2 className="flex items-center gap-3 text-2xl font-bold">
            <AudioWaveform className="size-7 text-cue-400" aria-hidden />
            Join MacOS TestFlight Beta
          </h2>
          <p className="mb-6 mt-2 text-mist-300">
            Tell us the Apple ID to invite. You will get an e-mail from TestFlight with the download link.
          </p>
          <AppRequestForm />
        </Card>
        <section aria-labelledby="requirements-title" className="space-y-4">
          <h2 id="requirements-title" className="text-xl font-bold">
            System requirements
          </h2>
          {REQUIREMENTS.map((group) => (
            <Card key={group.who} className="p-5">
              <h3 className="mb-3 flex items-center gap-2 font-semibold">
                <span className="text-wave-400">{group.icon}</span>
                {group.who}
              </h3>
              <dl className="space-y-2 text-sm">
                {group.rows.map((row) => (
                  <div key={row.label} className="flex gap-3">
                    <dt className="flex w-36 shrink-0 items-center gap-2 text-mist-300">
                      <span className="text-mist-400">{row.icon}</span>
                      {row.label}
                    </dt>
                    <dd className="text-mist-100">{row.value}</dd>
                  </div>
                ))}
              </dl>
            </Card>
          ))}
        </section>
      </Container>
    </>
  );
}
