import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { TDjDirectoryPage } from '@cuepoint/domain/matchmaking/directory';
import { errorReason } from '../../lib/error-reason.ts';
import { usePageIndexing, usePageTitle } from '../../lib/use-page-title.ts';
import { usePageOrigin } from '../../app/render/page-render-record.tsx';
import { EmptyState, Spinner } from '../../ui/feedback.tsx';
import { LoadFailedAlert } from '../../ui/retry-button.tsx';
import { useAuth } from '../accounts/auth-context.tsx';
import { bookingHref } from './booking-href.ts';
import { DirectoryCard } from './directory-card.tsx';
import { FindDjsFilters } from './find-djs-filters.tsx';
import {
  apiQueryOf,
  directoryHref,
  filtersOf,
  queryOf,
  widenings,
  type DirectoryFilters,
} from './find-djs-params.ts';
import { fetchDirectory } from './matchmaking-api.ts';
import { useViewerCurrency } from './viewer-currency.ts';

/** The page's heading and title for its filters: "Hard Techno DJs in Berlin". */
export function directoryTitle(filters: DirectoryFilters, cityName?: string): string {
  const kind = filters.genre ? `${filters.genre} DJs` : 'DJs';
  const place = filters.city ? ` in ${cityName ?? filters.city}` : '';
  const streamed =
    filters.mode === 'remote' ? ' who stream' : filters.mode === 'in_person' ? ' who play in person' : '';
  return filters.genre || filters.city || filters.mode ? `${kind}${place}${streamed}` : 'Find DJs';
}

/** schema.org structured data: the page as a collection of the DJs it lists, each with their page. */
function structuredData(origin: string, title: string, url: string, page: TDjDirectoryPage | undefined) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: title,
    url,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: page?.total ?? 0,
      itemListElement: (page?.data ?? []).map((dj, index) => ({
        '@type': 'ListItem',
        position: (page!.page - 1) * page!.page_size + index + 1,
        item: {
          '@type': 'Person',
          name: dj.name,
          url: new URL(`/${dj.slug}`, origin).toString(),
          jobTitle: 'DJ',
          ...(dj.genres.length ? { knowsAbout: dj.genres } : {}),
          ...(dj.location ? { homeLocation: { '@type': 'Place', name: dj.location } } : {}),
          ...(dj.rating !== null && dj.reviewCount > 0
            ? {
                aggregateRating: {
                  '@type': 'AggregateRating',
                  ratingValue: dj.rating,
                  reviewCount: dj.reviewCount,
                  bestRating: 5,
                },
              }
            : {}),
        },
      })),
    },
  };
}

function Pagination({ filters, page }: { filters: DirectoryFilters; page: TDjDirectoryPage }) {
  if (page.pages <= 1) return null;
  const link =
    'inline-flex min-h-11 items-center gap-1 rounded-xl border border-ink-600 px-4 text-sm hover:border-wave-400 focus-visible:outline-2 focus-visible:outline-wave-400';
  return (
    <nav aria-label="Pages" className="mt-8 flex flex-wrap items-center justify-center gap-3">
      {page.page > 1 ? (
        <Link rel="prev" className={link} to={directoryHref({ ...filters, page: page.page - 1 })}>
          <ChevronLeft className="size-4" aria-hidden />
          Previous
        </Link>
      ) : null}
      <span className="text-sm text-mist-300" aria-current="page">
        Page {page.page} of {page.pages}
      </span>
      {page.page < page.pages ? (
        <Link rel="next" className={link} to={directoryHref({ ...filters, page: page.page + 1 })}>
          Next
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * /find-djs: the public directory of DJs (docs/product/matchmaking.md). Rendered on the server with its results (an
 * indexable page: title, description, canonical address, structured data); filters, sort and page are the
 * address's parameters, so every view is a link; an empty result says what to widen.
 */
export function FindDjsPage() {
  const [search, setSearch] = useSearchParams();
  // A budget's currency the address does not name is the viewer's; it follows the account once the session is known.
  const ownCurrency = useViewerCurrency();
  const address = search.toString();
  const filters = useMemo(() => filtersOf(new URLSearchParams(address), ownCurrency), [address, ownCurrency]);
  const query = queryOf(filters);
  const auth = useAuth();
  const userType = auth.status === 'authenticated' ? (auth.user?.user_type ?? null) : null;
  const origin = usePageOrigin();
  const results = useQuery({
    queryKey: ['matchmaking', 'directory', query],
    queryFn: () => fetchDirectory(apiQueryOf(filters)),
    placeholderData: keepPreviousData,
  });
  const page = results.data;
  const title = directoryTitle(filters, page?.city?.name);
  const canonical = directoryHref(filters);
  usePageTitle(
    filters.page > 1 ? `${title} (page ${filters.page})` : title,
    `${title} on Cuepoint: compare rates, genres, reviews and track records, then book in person or streamed.`,
  );
  usePageIndexing(canonical, structuredData(origin, title, new URL(canonical, origin).toString(), page));

  const apply = (next: DirectoryFilters) => setSearch(new URLSearchParams(queryOf(next)));

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="mt-2 text-mist-300">
        Browse DJs by genre, city and budget; keep the ones you like with the heart.
      </p>
      <div className="mt-6">
        <FindDjsFilters filters={filters} apply={apply} />
      </div>
      <section aria-label="DJs" className="mt-8" aria-busy={results.isFetching || undefined}>
        {results.isError && !page ? (
          <LoadFailedAlert query={results}>Could not load DJs: {errorReason(results.error)}</LoadFailedAlert>
        ) : !page ? (
          <Spinner label="Loading DJs…" className="py-6" />
        ) : page.data.length === 0 ? (
          <EmptyState title="No DJs fit all of these filters">
            {widenings(filters).length ? (
              <>
                <p>Try widening your search:</p>
                <ul aria-label="Widen your search" className="mt-3 flex flex-wrap justify-center gap-2">
                  {widenings(filters).map((widen) => (
                    <li key={widen.href}>
                      <Link
                        to={widen.href}
                        className="inline-flex min-h-11 items-center rounded-xl border border-ink-600 px-4 text-mist-100 hover:border-wave-400 focus-visible:outline-2 focus-visible:outline-wave-400"
                      >
                        {widen.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p>
                There are no DJs on this page.{' '}
                <Link className="underline" to={directoryHref({ ...filters, page: 1 })}>
                  Back to the first page
                </Link>
              </p>
            )}
          </EmptyState>
        ) : (
          <>
            <p role="status" className="mb-4 text-sm text-mist-300">
              {page.total} {page.total === 1 ? 'DJ' : 'DJs'}
              {page.pages > 1 ? `, page ${page.page} of ${page.pages}` : ''}
            </p>
            <ul aria-label="DJs found" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {page.data.map((dj) => (
                <DirectoryCard key={dj.id} dj={dj} bookHref={bookingHref(userType, dj)} />
              ))}
            </ul>
            <Pagination filters={filters} page={page} />
          </>
        )}
      </section>
    </div>
  );
}
