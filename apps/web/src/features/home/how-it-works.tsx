import { Section } from '../../ui/layout.tsx';

const STEPS = [
  {
    title: 'Describe the night',
    text: 'Date, duration, on-site or streamed, the genres and the artists you love, and your hourly budget.',
  },
  {
    title: 'Get matched',
    text: 'Your request goes to the DJ you picked first. If they have not answered within 48 hours, similar DJs see it too.',
  },
  {
    title: 'Secure it, pay later',
    text: 'Your card is authorized, not charged. The charge happens only once a DJ accepts and the event is confirmed.',
  },
  {
    title: 'Play',
    text: 'The DJ plays your room, or streams in through the Cuepoint app in uncompressed 48 kHz audio.',
  },
];

export function HowItWorks() {
  return (
    <Section
      id="how-it-works"
      eyebrow="How it works"
      title="From request to dance floor in four steps"
      className="bg-ink-950/60"
    >
      <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl border border-ink-600 p-6">
            <span className="font-display text-5xl font-bold text-cue-400" aria-hidden>
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-sm text-mist-300">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
