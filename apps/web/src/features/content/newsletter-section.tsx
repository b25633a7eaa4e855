import { Section } from '../../ui/layout.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

/** The home page's newsletter band (docs/product/content.md). */
export function NewsletterSection() {
  return (
    <Section
      id="newsletter"
      eyebrow="Newsletter"
      title="Fresh know-how in your inbox"
      lead="New articles on streaming, bookings and the business of DJing, about twice a month. No spam, and one click unsubscribes."
      className="border-t border-ink-700"
    >
      <div className="max-w-4xl">
        <NewsletterForm layout="wide" />
      </div>
    </Section>
  );
}
