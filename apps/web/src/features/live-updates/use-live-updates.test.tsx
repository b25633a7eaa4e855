import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { TLiveBookingEvent } from '@cuepoint/domain/booking/live-updates-api';
import { FakeEventSource } from './fake-event-source.ts';
import { closeLiveUpdates, useLiveUpdates } from './use-live-updates.ts';
import {
  INVALIDATE_BATCH_MS,
  RECONNECT_MAX_MS,
  RELEASE_GRACE_MS,
  reconnectDelay,
} from './live-connection.ts';

const change = (id: number, extra: Partial<TLiveBookingEvent> = {}): TLiveBookingEvent => ({
  id,
  type: 'offer.made',
  request_id: 7,
  offer_id: 3,
  booking_id: null,
  status: 'pending',
  payment_status: 'authorized',
  at: '2026-11-22T12:00:00.000Z',
  ...extra,
});

function Screen({ name, onEvent }: { name: string; onEvent?: (event: TLiveBookingEvent) => void }) {
  const { connected, lastEvent } = useLiveUpdates(onEvent);
  return (
    <p data-testid={name}>
      {connected ? 'on' : 'off'} {lastEvent ? `#${lastEvent.id}` : 'none'}
    </p>
  );
}

function Lists({ counts }: { counts: Record<string, number> }) {
  const bookings = useQuery({
    queryKey: ['bookings', 'mine'],
    queryFn: () => (counts['bookings'] = (counts['bookings'] ?? 0) + 1),
  });
  const genres = useQuery({
    queryKey: ['genres', 'all'],
    queryFn: () => (counts['genres'] = (counts['genres'] ?? 0) + 1),
  });
  return <span>{bookings.data !== undefined && genres.data !== undefined ? 'loaded' : 'loading'}</span>;
}

const settle = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  closeLiveUpdates();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderWith(children: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

describe('useLiveUpdates', () => {
  it('opens one stream for the whole tab and reports it connected', async () => {
    renderWith(
      <>
        <Screen name="a" />
        <Screen name="b" />
      </>,
    );
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.latest().url).toBe('/api/v14/updates');
    expect(screen.getByTestId('a')).toHaveTextContent('off none');
    act(() => FakeEventSource.latest().open());
    expect(screen.getByTestId('a')).toHaveTextContent('on none');
    expect(screen.getByTestId('b')).toHaveTextContent('on none');
  });

  it('hands each change to the screens and refetches only the live queries, once per burst', async () => {
    const counts: Record<string, number> = {};
    const seen: number[] = [];
    renderWith(
      <>
        <Lists counts={counts} />
        <Screen name="a" onEvent={(event) => seen.push(event.id)} />
      </>,
    );
    await settle(0);
    expect(screen.getByText('loaded')).toBeInTheDocument();
    expect(counts).toEqual({ bookings: 1, genres: 1 });
    const source = FakeEventSource.latest();
    act(() => {
      source.open();
      source.send('booking', change(11));
      source.send('booking', change(12, { type: 'offer.countered', status: 'negotiating' }));
    });
    expect(seen).toEqual([11, 12]);
    expect(screen.getByTestId('a')).toHaveTextContent('on #12');
    await settle(INVALIDATE_BATCH_MS);
    expect(counts).toEqual({ bookings: 2, genres: 1 });
  });

  it('ignores malformed messages and repeats of what it already had', async () => {
    const seen: number[] = [];
    renderWith(<Screen name="a" onEvent={(event) => seen.push(event.id)} />);
    const source = FakeEventSource.latest();
    act(() => {
      source.open();
      source.send('booking', change(5));
      source.send('booking', { id: 'x' });
      source.dispatchEvent(new MessageEvent('booking', { data: '{not json' }));
      source.send('booking', change(5));
      source.send('booking', change(4));
    });
    expect(seen).toEqual([5]);
  });

  it('reconnects with backoff after a drop and resumes after the last change', async () => {
    const seen: number[] = [];
    renderWith(<Screen name="a" onEvent={(event) => seen.push(event.id)} />);
    const first = FakeEventSource.latest();
    act(() => {
      first.open();
      first.send('booking', change(21));
      first.fail();
    });
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(screen.getByTestId('a')).toHaveTextContent('off #21');
    await settle(reconnectDelay(0, () => 1));
    expect(FakeEventSource.instances).toHaveLength(2);
    const second = FakeEventSource.latest();
    expect(second.url).toBe('/api/v14/updates?last_event_id=21');
    // Failing again waits longer.
    act(() => second.fail());
    await settle(reconnectDelay(0, () => 1));
    expect(FakeEventSource.instances).toHaveLength(2);
    await settle(reconnectDelay(1, () => 1));
    const third = FakeEventSource.latest();
    expect(FakeEventSource.instances).toHaveLength(3);
    act(() => {
      third.open();
      third.send('booking', change(22));
    });
    expect(seen).toEqual([21, 22]);
    expect(screen.getByTestId('a')).toHaveTextContent('on #22');
  });

  it('starts from the ready event when nothing was received yet', async () => {
    renderWith(<Screen name="a" />);
    const first = FakeEventSource.latest();
    act(() => {
      first.open();
      first.send('ready', { last_event_id: 40 });
      first.fail();
    });
    await settle(RECONNECT_MAX_MS);
    expect(FakeEventSource.latest().url).toBe('/api/v14/updates?last_event_id=40');
  });

  it('keeps the stream across a change of screen and closes it once nothing uses it', async () => {
    const view = renderWith(<Screen name="a" />);
    const source = FakeEventSource.latest();
    act(() => source.open());
    view.rerender(
      <QueryClientProvider client={new QueryClient()}>
        <Screen name="b" />
      </QueryClientProvider>,
    );
    expect(FakeEventSource.instances).toHaveLength(1);
    view.unmount();
    await settle(RELEASE_GRACE_MS - 1);
    expect(source.readyState).toBe(FakeEventSource.OPEN);
    await settle(1);
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('opens nothing when disabled', () => {
    function Visitor() {
      const { connected } = useLiveUpdates(undefined, { enabled: false });
      return <p>{connected ? 'on' : 'off'}</p>;
    }
    renderWith(<Visitor />);
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('backs off up to its ceiling', () => {
    expect(reconnectDelay(0, () => 0.5)).toBe(1000);
    expect(reconnectDelay(3, () => 0.5)).toBe(8000);
    expect(reconnectDelay(20, () => 0.5)).toBe(RECONNECT_MAX_MS);
  });
});
