import { Link } from 'react-router';
import { CHARGE_WINDOW_HOURS, MINIMUM_AGE } from '@cuepoint/domain/content/legal';
import type { LegalSection } from './legal-document.tsx';
import { CARD_FEE, PLATFORM_FEE_PER_HOUR } from './fee-text.ts';

/** The terms of service, section by section (docs/product/content.md; booking rules from 2-booking). */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'About these terms',
    content: (
      <>
        <p>
          These terms are an agreement between you and Cuepoint for the use of the Cuepoint website, the
          Cuepoint app for macOS and the services around them (together, “Cuepoint”). By creating an account
          or using Cuepoint you accept them. If you use Cuepoint for a venue, label or other business, you
          accept them on its behalf and confirm that you may do so.
        </p>
        <p>
          How we handle personal data is explained in our <Link to="/privacy">Privacy Policy</Link>, which
          forms part of these terms.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Eligibility and accounts',
    content: (
      <>
        <ul>
          <li>
            You must be at least <strong>{MINIMUM_AGE} years old</strong> to use Cuepoint, and older where the
            law of your country requires it. To book events, take payments or receive payouts you must be able
            to enter into binding contracts where you live.
          </li>
          <li>
            Accounts are for DJs, venues, music enthusiasts, music producers, record labels and tour managers.
            Choose the type that matches what you do, and give accurate information, including your name,
            location and, for venues, the venue’s details.
          </li>
          <li>
            Keep your password to yourself and tell us at once through{' '}
            <Link to="/contact?type=support">Technical Support</Link> if you think someone else has used your
            account. You are responsible for what happens under it.
          </li>
          <li>
            One person or business, one account per type. Do not impersonate another artist, venue or brand.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'service',
    title: 'What Cuepoint does',
    content: (
      <>
        <p>
          Cuepoint connects people who want a DJ with DJs who want to play. Venues and enthusiasts can book
          DJs in person or as a live stream, set up weekly residencies, and co-stream one DJ set into several
          venues. Cuepoint suggests matches by genre, rate and preferred artists; producers and labels can
          offer music to DJs through the DJ pool; and anyone can use the free DJ tools.
        </p>
        <p>
          Cuepoint is a marketplace. The performance agreement is between the DJ and the venue or enthusiast
          who booked them; Cuepoint is not an employer, agent or party to that agreement, and does not
          guarantee that a booking will be made, that a DJ will accept, or how an event will turn out. We may
          change, add or remove features over time, and some dashboards are previews that run on sample data,
          which we mark as such.
        </p>
      </>
    ),
  },
  {
    id: 'bookings',
    title: 'Booking requests',
    content: (
      <>
        <ul>
          <li>
            A booking request states the date, time, duration, whether the set is in person or streamed, the
            location and the offered rate. Send only requests you intend to honour.
          </li>
          <li>
            A DJ may accept, decline or make a counter offer. If the DJ you chose first does not answer within
            48 hours, similar DJs may see the request too.
          </li>
          <li>
            Once a DJ accepts and the event is confirmed, both sides are bound by what was agreed, including
            payment terms, cancellation notice and equipment. Agree anything extra in writing through
            Cuepoint.
          </li>
          <li>
            DJs must turn up (or go live) on time and play the set agreed. Venues and hosts must provide what
            they promised, including a safe working environment and, for streams, a suitable sound system and
            connection.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments and fees',
    content: (
      <>
        <p>Payments run through our payment provider. Cuepoint never sees or stores full card numbers.</p>
        <ul>
          <li>
            <strong>Your card is authorized, not charged</strong>, when you place a booking request. For
            events more than five days away, your card is saved and authorized a few days before the event.
          </li>
          <li>
            <strong>You are charged only when a DJ accepts and the event is confirmed</strong>, and the charge
            is made within {CHARGE_WINDOW_HOURS} hours of the event.
          </li>
          <li>
            <strong>Nothing is charged if no DJ accepts or the event is cancelled</strong>; the authorization
            is released.
          </li>
          <li>
            The person or venue booking pays the DJ’s agreed rate and nothing more.{' '}
            <strong>The platform fee is paid by the DJ</strong>: {PLATFORM_FEE_PER_HOUR} EUR, USD or GBP per
            performance hour, plus the card payment provider’s fees of {CARD_FEE}, passed through at cost.
            Both are deducted from the DJ’s payout.
          </li>
          <li>
            DJs are paid directly into their own connected payout account and must complete the payment
            provider’s identity checks to receive money. There is no monthly subscription.
          </li>
          <li>
            Each party is responsible for its own taxes. Prices are shown in the currency of the booking.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancellations and disputes',
    content: (
      <>
        <p>
          Cancellations follow the notice period agreed in the booking. If a DJ cancels or does not perform,
          or an event is cancelled before the charge, the booker is not charged. If something goes wrong after
          the charge, tell us through <Link to="/contact?type=support">Technical Support</Link> within seven
          days of the event; we will look at the booking record and messages and help both sides reach a fair
          outcome, including a refund where it is due.
        </p>
        <p>Nothing in these terms takes away rights you have as a consumer under the law of your country.</p>
      </>
    ),
  },
  {
    id: 'streaming',
    title: 'Live streams and co-streaming',
    content: (
      <>
        <p>
          Cuepoint Stream sends a DJ’s set live to venues through the Cuepoint app. Stream quality depends on
          both sides’ equipment and internet connection; check the system requirements before you book or
          accept a stream. Streams may not be recorded, rebroadcast or sold without the DJ’s and the venue’s
          permission.
        </p>
        <p>
          Venues are responsible for the public performance licences that apply to music played on their
          premises, whether the DJ is in the room or streamed in. When one set is co-streamed to several
          venues, each venue books and pays for its own stream.
        </p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Your content and music rights',
    content: (
      <>
        <p>
          You keep ownership of everything you post — profiles, images, set links, tracks, stems and projects.
          You give Cuepoint a worldwide, non-exclusive, royalty-free licence to host, store, display and
          distribute that content as needed to run and promote Cuepoint, for as long as it is on Cuepoint.
        </p>
        <p>
          Post only content you have the rights to. Producers and labels who upload music confirm that they
          own all rights in it and authorize its public performance by DJs who obtain it through Cuepoint. DJs
          are responsible for having the right to play the music in their sets. We remove content when we
          receive a valid notice that it infringes someone’s rights; send notices through the{' '}
          <Link to="/contact?type=legal">contact form (Legal Matters)</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    content: (
      <>
        <p>When using Cuepoint, do not:</p>
        <ul>
          <li>break the law, or harass, threaten or discriminate against anyone;</li>
          <li>post false, misleading or infringing content, or fake reviews and bookings;</li>
          <li>
            arrange to pay or be paid outside Cuepoint for a booking that started on Cuepoint, to avoid fees;
          </li>
          <li>send spam, or collect other users’ data without their permission;</li>
          <li>
            probe, overload or break our systems, get round rate limits or security measures, or scrape the
            service in bulk;
          </li>
          <li>use another person’s account, or let someone else use yours.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'tools',
    title: 'Free tools and third-party services',
    content: (
      <p>
        The DJ tools, such as the tracklist converters, are free and provided as they are. Cuepoint links to
        and works with other services — the payment provider, sign-in providers, Mixcloud and the sites on our
        resources page. Their own terms apply to them and we are not responsible for them.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Cuepoint’s rights',
    content: (
      <p>
        The Cuepoint name, logo, app, software and design belong to Cuepoint. These terms give you a personal,
        non-transferable right to use them as part of the service and nothing more.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and closing your account',
    content: (
      <p>
        You can close your account at any time. We may suspend or close an account that breaks these terms,
        puts other users at risk or is required to be closed by law; where we can, we tell you first and
        explain why. Bookings already confirmed, and payments for them, are settled under these terms before
        an account closes.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and liability',
    content: (
      <>
        <p>
          We work hard to keep Cuepoint available and correct, but we provide it “as is” and cannot promise
          that it will always be uninterrupted or error-free. We are not responsible for what users do at
          events or for the performance agreement between them.
        </p>
        <p>
          To the extent the law allows, Cuepoint is not liable for indirect or consequential losses, or for
          lost profits, and our total liability to you is limited to the fees you paid to Cuepoint in the
          twelve months before the claim. Nothing here limits liability for death or personal injury caused by
          negligence, for fraud, or any other liability that cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        We may update these terms as Cuepoint changes. The date at the top shows the latest version. For
        significant changes we tell signed-up users by e-mail before they take effect; continuing to use
        Cuepoint afterwards means you accept the new terms. If you do not agree, you can close your account.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <>
        <p>We are happy to help. Choose the topic that fits your question:</p>
        <ul>
          <li>
            Questions about these terms, rights notices and privacy requests:{' '}
            <Link to="/contact?type=legal">Legal Matters</Link>
          </li>
          <li>
            Problems with your account, a booking or a payment:{' '}
            <Link to="/contact?type=support">Technical Support</Link>
          </li>
          <li>
            Anything else: <Link to="/contact?type=general">General Inquiry</Link>
          </li>
        </ul>
        <p>
          How we handle your personal data is described in our <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </>
    ),
  },
];
