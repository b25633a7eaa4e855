import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Accordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';

/** Questions a club visitor asks on a Cuepoint Stream night (docs/product/content.md: visitor FAQ). */
export const STREAM_FAQ: readonly { question: string; answer: ReactNode }[] = [
  {
    question: 'What is a Cuepoint Stream?',
    answer:
      'A DJ plays a live set from their own booth or studio, and the Cuepoint app sends it straight into the venue’s sound system. You are on a real dance floor hearing a real live set — the DJ just is not in the room.',
  },
  {
    question: 'Is the DJ really playing live?',
    answer:
      'Yes. A Cuepoint Stream is a live performance, not a recorded mix. The DJ mixes in real time for the night and the venue plays it as it happens.',
  },
  {
    question: 'Will it sound as good as a DJ in the room?',
    answer:
      'The audio travels as uncompressed 48 kHz PCM — no MP3 or AAC compression in between — so the venue’s speakers play exactly what leaves the DJ’s mixer.',
  },
  {
    question: 'Do I need an app or a Cuepoint ticket to go?',
    answer:
      'No. Just go to the venue. Tickets and entry are handled by the venue as on any other night; only the DJ and the venue run the Cuepoint app.',
  },
  {
    question: 'Why would a venue stream a DJ instead of flying them in?',
    answer:
      'Streaming lets a local bar or club host artists who live far away, without travel and hotel costs, and book them every week as a residency. More rooms get to hear the DJs their crowd actually loves.',
  },
  {
    question: 'Can the same set play in several venues at once?',
    answer:
      'Yes. With co-streaming, one DJ set is streamed to several venues at the same time, each booking its own stream — so a headline set can reach dance floors in different cities on the same night.',
  },
  {
    question: 'How do I find Cuepoint Stream nights near me?',
    answer: (
      <>
        Follow your favorite venues and DJs, or{' '}
        <Link to="/enthusiasts" className="text-wave-300 underline underline-offset-2 hover:text-wave-400">
          join Cuepoint as a music enthusiast
        </Link>{' '}
        to hear when registered DJs perform in your area.
      </>
    ),
  },
];

export function StreamFaq() {
  return (
    <Accordion.Root
      type="multiple"
      defaultValue={['faq-0']}
      className="divide-y divide-ink-600 rounded-2xl border border-ink-600 bg-ink-850"
    >
      {STREAM_FAQ.map((item, index) => (
        <Accordion.Item key={item.question} value={`faq-${index}`}>
          <Accordion.Header className="m-0">
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-5 text-left font-display text-lg font-semibold text-mist-100 hover:text-cue-300 sm:px-6">
              {item.question}
              <ChevronDown
                className="size-5 shrink-0 text-mist-400 transition-transform duration-200 group-data-[state=open]:rotate-180"
                aria-hidden
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-mist-300 sm:px-6">{item.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
