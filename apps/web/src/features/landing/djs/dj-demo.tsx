import { CalendarClock, Handshake, Music2, UserRound, Wallet } from 'lucide-react';
import { feeBreakdown } from '@cuepoint/domain/pricing/fees';
import { formatCalendarDate, formatRateFrom } from '../../../lib/format.ts';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { useHydrated } from '../../../lib/use-client-values.ts';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { Badge } from '../../../ui/feedback.tsx';
import { Container } from '../../../ui/layout.tsx';
import { UpdatedAt } from '../../booking/offers/updated-at.tsx';
import { AnnouncedSetItem } from '../../dj-dashboard/announce/announced-set-item.tsx';
import { ProfileView } from '../../dj-dashboard/profile/profile-view.tsx';
import { ProfileHeaderView } from '../../dj-dashboard/header/profile-header.tsx';
import { useLocalImage } from '../demo/use-local-image.ts';
import { formatMoney } from '@cuepoint/domain/money/format-money';
import { useDemoNotice, DemoNotice } from '../demo/demo-notice.tsx';
import { DemoOfferItem, DemoOfferTitle } from '../demo/demo-offer-item.tsx';
import { useOfferSimulation } from '../demo/use-offer-simulation.ts';
import { DEMO_DJ, DEMO_DJ_OFFER_HOURS, demoAnnouncedSets, demoDjOffers } from './dj-demo-data.ts';

/**
 * The DJ page's demo dashboard (docs/product/content.md): the DJ dashboard's profile view and announced sets on a
 * sample DJ, the DJ's offers to venues moved by the simulation, and what each accepted one pays under the fee rules.
 */
export function DjDemo() {
  const simulation = useOfferSimulation(demoDjOffers());
  const banner = useLocalImage();
  const avatar = useLocalImage();
  const notice = useDemoNotice();
  const hydrated = useHydrated();
  const accepted = simulation.offers.filter((offer) => offer.status === 'accepted');
  const payoutMinor = accepted.reduce(
    (sum, offer) =>
      sum +
      feeBreakdown(DEMO_DJ_OFFER_HOURS, Math.round((offer.offerAmount / DEMO_DJ_OFFER_HOURS) * 100))
        .djPayoutMinor,
    0,
  );
  const money = (amount: number) => formatMajor(amount, DEMO_DJ.currency);
  return (
    <>
      <ProfileHeaderView profile={DEMO_DJ} banner={banner} avatar={avatar} />
      <Container className="grid gap-6 py-8 sm:py-10 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <DemoNotice notice={notice} />
          <DashboardCard title="Your offers" icon={<Handshake className="size-5" aria-hidden />}>
            <p className="mb-4 text-sm text-mist-300">
              Offers you sent on venues’ requests. In this demo they are answered on their own every few
              seconds.
            </p>
            <ul aria-label="Your offers" className="flex flex-col gap-3">
              {simulation.offers.map((offer) => (
                <DemoOfferItem
                  key={offer.id}
                  offer={offer}
                  simulation={simulation}
                  className="flex flex-col gap-1 rounded-xl border border-transparent bg-ink-900 px-4 py-3"
                >
                  <DemoOfferTitle offer={offer} />
                  <p className="text-sm text-mist-300">
                    {formatCalendarDate(offer.eventDate)} at {offer.eventTime} · {DEMO_DJ_OFFER_HOURS} h ·{' '}
                    {money(offer.offerAmount)}
                    {offer.counterOffer !== null ? (
                      <span className="text-sky-200"> · venue counters {money(offer.counterOffer)}</span>
                    ) : null}
                  </p>
                  <UpdatedAt iso={offer.lastUpdated} prefix="Updated" />
                </DemoOfferItem>
              ))}
            </ul>
          </DashboardCard>
          <DashboardCard title="Profile" icon={<UserRound className="size-5" aria-hidden />}>
            <ProfileView profile={DEMO_DJ} />
          </DashboardCard>
          <DashboardCard title="Genres" icon={<Music2 className="size-5" aria-hidden />}>
            <ul aria-label="Genres" className="flex flex-wrap gap-2">
              {DEMO_DJ.genres.map((genre) => (
                <li key={genre}>
                  <Badge tone="cue">{genre}</Badge>
                </li>
              ))}
            </ul>
          </DashboardCard>
          <DashboardCard title="Announced Sets" icon={<CalendarClock className="size-5" aria-hidden />}>
            <div className="flex flex-col gap-3">
              {demoAnnouncedSets().map((event) => (
                <AnnouncedSetItem
                  key={event.id}
                  event={event}
                  hydrated={hydrated}
                  now={new Date()}
                  onDelete={() => notice.show(`Deleting “${event.title}” is part of your own DJ dashboard.`)}
                />
              ))}
            </div>
          </DashboardCard>
        </div>
        <aside aria-label="Overview" className="flex min-w-0 flex-col gap-6">
          <DashboardCard title="Your payouts" icon={<Wallet className="size-5" aria-hidden />}>
            <p className="font-display text-3xl font-bold text-wave-300" data-testid="demo-payout">
              {formatMoney(payoutMinor, DEMO_DJ.currency)}
            </p>
            <p className="mt-2 text-sm text-mist-300">
              From {accepted.length} accepted {accepted.length === 1 ? 'offer' : 'offers'}, after the platform
              fee and card fees.
            </p>
          </DashboardCard>
          <DashboardCard title="Hourly rate" icon={<Wallet className="size-5" aria-hidden />}>
            <p className="text-2xl font-semibold">
              {formatRateFrom(DEMO_DJ.hourly_rate_min, DEMO_DJ.currency)}
            </p>
          </DashboardCard>
        </aside>
      </Container>
    </>
  );
}
