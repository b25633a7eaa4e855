import { Link } from 'react-router';
import {
  INACTIVE_ACCOUNT_RETENTION_YEARS,
  MINIMUM_AGE,
  PRIVACY_RESPONSE_HOURS,
} from '@cuepoint/domain/content/legal';
import type { LegalSection } from './legal-document.tsx';

/** The privacy policy, section by section (docs/product/content.md gives the retention, age and response facts). */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    content: (
      <>
        <p>
          Cuepoint is a marketplace and community for DJs, venues, music enthusiasts, music producers, record
          labels and tour managers. Cuepoint is responsible (the “controller”) for the personal data described
          in this policy when you use the Cuepoint website, the Cuepoint app for macOS and the services around
          them.
        </p>
        <p>
          If anything in this policy is unclear, or you want to exercise one of your rights, write to us
          through the <Link to="/contact?type=legal">contact form (Legal Matters)</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'The data we collect',
    content: (
      <>
        <p>We collect only what we need to run the marketplace:</p>
        <ul>
          <li>
            <strong>Account data</strong>: your e-mail address, a password (stored only as a salted hash),
            your account type and, depending on that type, a stage, venue, label or producer name, country,
            city and address.
          </li>
          <li>
            <strong>Profile data</strong>: what you choose to show publicly, such as a bio, photos and banner
            images, genres, hourly rates and currency, availability and travel dates, links to your DJ sets
            and social pages, preferred artists and favorite DJs.
          </li>
          <li>
            <strong>Sets and uploads</strong>: the DJ sets you add or announce, and the tracks, stems,
            extracted elements and project files that producers and labels upload, with their prices and
            rights confirmations.
          </li>
          <li>
            <strong>Booking requests</strong>: event date, time and duration, in-person or streamed, the venue
            and its address, the offered rate, messages between the parties, counter offers, agreed contract
            terms and the status of each request.
          </li>
          <li>
            <strong>Payment data</strong>: card details are entered directly into our payment provider’s
            secure form and never reach our servers. We keep the provider’s references, the authorized and
            charged amounts, the fees, the payment status and, for DJs, the identifier of the connected payout
            account.
          </li>
          <li>
            <strong>Push subscriptions</strong>: if a DJ or venue turns on browser notifications, we store the
            subscription endpoint, its encryption keys and basic device information (browser user agent,
            platform and the time you subscribed) so we can tell you about new requests and opportunities.
          </li>
          <li>
            <strong>E-mails and messages</strong>: the e-mails we send you (verification, booking updates),
            and what you send us through the contact form, the bug report form, the newsletter, the waitlist
            or the app beta request (including the Apple ID e-mail you give for TestFlight).
          </li>
          <li>
            <strong>Sign-in with another service</strong>: if you sign up with LinkedIn, Google or another
            provider, we receive your name, e-mail address and an account identifier from that provider, never
            your password.
          </li>
          <li>
            <strong>Technical data</strong>: your IP address, browser type and the pages and calls you make,
            kept in short-lived server logs for security, rate limiting and fixing faults. We use your IP
            address once to suggest your country during sign-up; the lookup happens on our own servers.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it and why',
    content: (
      <>
        <p>We use personal data for these purposes, each with a legal basis:</p>
        <ul>
          <li>
            <strong>Providing the service</strong> (performance of our contract with you): creating your
            account, showing your public profile, matching DJs with venues and enthusiasts by genre, rate and
            preferred artists, sending and tracking booking requests, streaming sets and paying DJs.
          </li>
          <li>
            <strong>Payments</strong> (contract and legal obligation): authorizing cards, charging confirmed
            bookings, paying DJs out, and keeping the records that tax and accounting law require.
          </li>
          <li>
            <strong>Safety and integrity</strong> (legitimate interests): protecting accounts, preventing
            fraud, spam and abuse, enforcing our <Link to="/terms">Terms of Service</Link> and keeping the
            platform running.
          </li>
          <li>
            <strong>Communication</strong> (contract or consent): service e-mails about your account and
            bookings, push notifications you turned on, answers to your messages, and the newsletter if you
            subscribed.
          </li>
          <li>
            <strong>Improving Cuepoint</strong> (legitimate interests): understanding faults from bug reports
            and logs. We do not build advertising profiles and we do not sell personal data.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    content: (
      <>
        <p>
          Cuepoint uses <strong>one cookie, and it is strictly necessary</strong>: a session cookie that keeps
          you signed in. It is marked HttpOnly and Secure, so page scripts cannot read it and it only travels
          over encrypted connections, and it ends when you sign out. Because it is essential to the service
          you asked for, it needs no consent banner.
        </p>
        <p>
          We use no analytics, advertising or tracking cookies. Your browser’s local storage keeps a small,
          non-secret copy of your profile (name and account type) so the page header shows quickly; signing
          out clears it. If you enable notifications, a service worker is installed to receive them; you can
          remove it by turning notifications off in your browser.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    content: (
      <>
        <p>We share personal data only when it is needed:</p>
        <ul>
          <li>
            <strong>Other users</strong>: your public profile is visible to everyone. When you send or receive
            a booking request, the other party sees the details they need to deliver the event, such as names,
            dates, the venue address and messages.
          </li>
          <li>
            <strong>Our payment provider</strong>, which authorizes and charges cards, verifies DJs’
            identities for payouts and pays them into their connected accounts, under its own privacy policy
            and its obligations as a regulated payment service.
          </li>
          <li>
            <strong>Service providers</strong> who process data on our instructions: hosting and storage,
            e-mail delivery, and the push services run by browser vendors that deliver notifications.
          </li>
          <li>
            <strong>Sign-in providers</strong> you choose to use, and music platforms you connect (such as
            Mixcloud), only to the extent needed for that connection.
          </li>
          <li>
            <strong>Authorities</strong>, when the law requires it or to protect the rights and safety of our
            users.
          </li>
        </ul>
        <p>
          If Cuepoint is ever reorganized or sold, personal data may pass to the new owner under this policy,
          and we will tell you before that happens.
        </p>
      </>
    ),
  },
  {
    id: 'transfers',
    title: 'International transfers',
    content: (
      <p>
        Our users and some of our providers are in different countries. Where personal data leaves the
        European Economic Area or the United Kingdom, we rely on adequacy decisions or the standard
        contractual clauses approved by the authorities, with additional safeguards where they are needed.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    content: (
      <>
        <ul>
          <li>Account and profile data: for as long as your account is active.</li>
          <li>
            Inactive accounts: if you do not sign in for a long time, we keep your account data for up to{' '}
            <strong>{INACTIVE_ACCOUNT_RETENTION_YEARS} years</strong> after your last activity, then delete or
            anonymize it.
          </li>
          <li>
            Booking and payment records: for as long as tax, accounting and consumer law require, even after
            an account is closed.
          </li>
          <li>Push subscriptions: until you turn notifications off or the subscription stops working.</li>
          <li>Messages to us and bug reports: as long as needed to handle them, and at most two years.</li>
          <li>Server logs: a few weeks, unless needed to investigate a security incident.</li>
        </ul>
        <p>
          When you delete your account, we remove your public profile at once and the rest as described above.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    content: (
      <>
        <p>Depending on where you live, you have the right to:</p>
        <ul>
          <li>get a copy of your personal data and receive it in a portable format;</li>
          <li>correct data that is wrong or incomplete — most of it you can edit in your profile;</li>
          <li>have your data deleted, or its use restricted;</li>
          <li>object to uses based on our legitimate interests;</li>
          <li>withdraw consent at any time, for example to the newsletter or to notifications;</li>
          <li>complain to your data protection authority.</li>
        </ul>
        <p>
          Send your request through the <Link to="/contact?type=legal">contact form (Legal Matters)</Link>. We
          respond to every privacy request within <strong>{PRIVACY_RESPONSE_HOURS} hours</strong>. We may ask
          you to confirm your identity first, and if a request needs more time to complete we tell you why and
          when, within the limits the law allows.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    content: (
      <p>
        Connections to Cuepoint are encrypted. Passwords and session tokens are stored only as hashes, card
        data stays with our payment provider, images you upload are re-encoded so hidden metadata such as
        location is removed, and access to personal data inside Cuepoint is limited to the people who need it.
        No system is perfectly secure; if a breach affects your data, we will tell you and the authorities as
        the law requires.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    content: (
      <p>
        Cuepoint is not for children. You must be at least <strong>{MINIMUM_AGE} years old</strong> to create
        an account, and older where your country requires it. We do not knowingly collect data from anyone
        younger; if we learn that we have, we delete it. If you believe a child has given us personal data,
        please <Link to="/contact?type=legal">let us know</Link>.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        We update this policy when the service or the law changes, and show the date of the last update at the
        top of this page. If a change is significant, we tell signed-up users by e-mail before it takes
        effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <p>
        For privacy questions and requests, use the{' '}
        <Link to="/contact?type=legal">contact form (Legal Matters)</Link>. For help with your account, choose{' '}
        <Link to="/contact?type=support">Technical Support</Link>. The rules for using Cuepoint are in our{' '}
        <Link to="/terms">Terms of Service</Link>.
      </p>
    ),
  },
];
