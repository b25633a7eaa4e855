/**
 * The consistency audit after a drill, read straight from the database: every acknowledged write is there; every
 * booking request's money on the test gateway matches its state (a hold while it may still be booked, released
 * when it ended unbooked, captured once at the agreed price when booked); no timer's transition happened twice.
 */
import pg from 'pg';
import type { Ledger } from './soak-traffic.ts';

export type AuditResult = { problems: string[]; figures: Record<string, number> };

/** The timers' transitions (BOOKING_JOBS) and the submission: each happens at most once per request. */
const ONCE_PER_REQUEST = [
  'booking_request.shared',
  'booking_request.captured',
  'booking_request.expired',
  'booking_request.completed',
  'booking_request.submitted',
];

export async function audit(databaseUrl: string, ledger: Ledger): Promise<AuditResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const problems: string[] = [];
  const note = (problem: string) => {
    if (problems.length < 50) problems.push(problem);
  };
  try {
    // 1. Acknowledged writes.
    const requestIds = [...ledger.requests.keys()];
    const requests = await client.query<{
      id: number;
      customer_user_id: number;
      dj_user_id: number | null;
      payment_intent_id: string | null;
      setup_intent_id: string | null;
    }>(
      'select id, customer_user_id, dj_user_id, payment_intent_id, setup_intent_id from booking_requests where id = any($1::int[])',
      [requestIds],
    );
    const found = new Map(requests.rows.map((row) => [row.id, row]));
    for (const [id, expected] of ledger.requests) {
      const row = found.get(id);
      if (!row) note(`acknowledged booking request ${id} is missing`);
      else if (row.customer_user_id !== expected.customerId || row.dj_user_id !== expected.djId)
        note(`booking request ${id} belongs to other accounts than the ones that made it`);
      else if (row.payment_intent_id !== expected.intentId && row.setup_intent_id !== expected.intentId)
        note(`booking request ${id} holds another card authorization than the one it was sent with`);
    }
    const offers = await client.query<{ id: number; request_id: number }>(
      'select id, request_id from booking_offers where id = any($1::int[])',
      [[...ledger.offers.keys()]],
    );
    const offerRows = new Map(offers.rows.map((row) => [row.id, row.request_id]));
    for (const [id, requestId] of ledger.offers)
      if (offerRows.get(id) !== requestId)
        note(`acknowledged offer ${id} on request ${requestId} is missing`);
    const bookings = await client.query<{ id: number; request_id: number; payment_terms: string | null }>(
      'select id, request_id, payment_terms from bookings where id = any($1::int[])',
      [[...ledger.bookings.keys()]],
    );
    const bookingRows = new Map(bookings.rows.map((row) => [row.id, row]));
    for (const [id, requestId] of ledger.bookings) {
      const row = bookingRows.get(id);
      if (!row || row.request_id !== requestId)
        note(`acknowledged booking ${id} of request ${requestId} is missing`);
      else if (ledger.confirmed.has(id) && !row.payment_terms)
        note(`booking ${id} was confirmed but has no contract`);
    }
    const bios = await client.query<{ user_id: number; bio: string }>(
      'select user_id, bio from dj_profiles where user_id = any($1::int[])',
      [[...ledger.bios.keys()]],
    );
    const bioRows = new Map(bios.rows.map((row) => [row.user_id, row.bio]));
    for (const [djId, bio] of ledger.bios)
      if (bioRows.get(djId) !== bio)
        note(`DJ ${djId}'s last acknowledged profile write is not what is stored`);

    // 2. Money: each request's state against its card on the test gateway.
    const money = await client.query<{
      id: number;
      status: string;
      payment_status: string;
      charge_minor: number | null;
      amount_minor: number;
      intent_status: string | null;
      intent_amount: number | null;
      received: number | null;
      capturable: number | null;
      booking_status: string | null;
      booking_amount: number | null;
    }>(
      `select r.id, r.status, r.payment_status, r.charge_minor, r.amount_minor,
              i.status as intent_status, i.amount_minor as intent_amount, i.amount_received_minor as received,
              i.amount_capturable_minor as capturable, b.status as booking_status, b.amount_minor as booking_amount
         from booking_requests r
         left join test_gateway_intents i on i.id = r.payment_intent_id
         left join lateral (select status, amount_minor from bookings where request_id = r.id order by id desc limit 1) b on true
        where r.gateway = 'test' and r.payment_intent_id is not null`,
    );
    const byState: Record<string, number> = {};
    for (const row of money.rows) {
      byState[`${row.status}/${row.payment_status}`] =
        (byState[`${row.status}/${row.payment_status}`] ?? 0) + 1;
      const where = `request ${row.id} (${row.status}, payment ${row.payment_status}, card ${row.intent_status}, received ${row.received})`;
      if (!row.intent_status) {
        note(`${where}: its PaymentIntent is missing at the gateway`);
        continue;
      }
      if ((row.received ?? 0) > (row.intent_amount ?? 0)) note(`${where}: more received than authorized`);
      switch (row.payment_status) {
        case 'authorized':
          if (row.intent_status !== 'requires_capture' || (row.received ?? 0) !== 0)
            note(`${where}: a hold is recorded but the card is not held`);
          if (['expired', 'cancelled', 'completed'].includes(row.status))
            note(`${where}: a closed request keeps its hold`);
          break;
        case 'released':
          if (row.intent_status !== 'canceled' || (row.received ?? 0) !== 0)
            note(`${where}: the hold is recorded as released but the card was not released`);
          if (!['expired', 'cancelled'].includes(row.status))
            note(`${where}: released while the request can still be booked`);
          break;
        case 'captured': {
          if (row.intent_status !== 'succeeded') note(`${where}: captured in our books, not at the gateway`);
          const agreed = row.booking_amount ?? row.charge_minor;
          if (agreed !== null && row.received !== agreed)
            note(`${where}: captured ${row.received} but the agreed price is ${agreed}`);
          if (!['confirmed', 'completed', 'cancelled'].includes(row.status))
            note(`${where}: captured before a confirmed booking`);
          break;
        }
        default:
          if ((row.received ?? 0) !== 0) note(`${where}: money received without a capture`);
      }
      if (row.status === 'completed' && row.payment_status !== 'captured')
        note(`${where}: completed without a capture`);
      if (row.status === 'completed' && row.booking_status !== 'completed')
        note(`${where}: completed, its booking ${row.booking_status}`);
    }
    // One live booking per request and never two captures of one card.
    const doubleBooked = await client.query<{ request_id: number; n: number }>(
      `select request_id, count(*)::int as n from bookings where status in ('awaiting_confirmation','confirmed','completed') group by request_id having count(*) > 1`,
    );
    for (const row of doubleBooked.rows) note(`request ${row.request_id} has ${row.n} live bookings`);
    const sharedIntents = await client.query<{ payment_intent_id: string; n: number }>(
      `select payment_intent_id, count(*)::int as n from booking_requests where payment_intent_id is not null group by payment_intent_id having count(*) > 1`,
    );
    for (const row of sharedIntents.rows)
      note(`card authorization ${row.payment_intent_id} secures ${row.n} requests`);
    const overpaid = await client.query<{ booking_id: number; paid: number; due: number }>(
      `select p.booking_id, sum(p.amount_minor)::int as paid, max(b.dj_payout_minor)::int as due
         from booking_payouts p join bookings b on b.id = p.booking_id
        where p.status <> 'cancelled' group by p.booking_id having sum(p.amount_minor) > max(b.dj_payout_minor)`,
    );
    for (const row of overpaid.rows)
      note(`booking ${row.booking_id} pays its DJ ${row.paid}, more than the ${row.due} due`);

    // 3. Timers: a transition they fire happens at most once per request.
    const twice = await client.query<{ request_id: number; type: string; n: number }>(
      `select request_id, type, count(*)::int as n from booking_events where type = any($1::text[])
        group by request_id, type having count(*) > 1`,
      [ONCE_PER_REQUEST],
    );
    for (const row of twice.rows) note(`request ${row.request_id}: ${row.type} happened ${row.n} times`);
    const events = await client.query<{ type: string; n: number }>(
      `select type, count(*)::int as n from booking_events where type = any($1::text[]) group by type`,
      [ONCE_PER_REQUEST],
    );
    const figures: Record<string, number> = {
      requests_acknowledged: ledger.requests.size,
      offers_acknowledged: ledger.offers.size,
      bookings_acknowledged: ledger.bookings.size,
      contracts_acknowledged: ledger.confirmed.size,
      profile_writes_checked: ledger.bios.size,
      sign_ins: ledger.signIns,
      clock_moves: ledger.clockMoves,
      requests_with_a_card: money.rows.length,
    };
    for (const row of events.rows) figures[row.type] = row.n;
    for (const [state, n] of Object.entries(byState)) figures[`state ${state}`] = n;
    return { problems, figures };
  } finally {
    await client.end();
  }
}

export function printAudit(result: AuditResult) {
  console.log(
    `audit: ${Object.entries(result.figures)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ')}`,
  );
  if (result.problems.length === 0) console.log('audit: clean');
  for (const problem of result.problems) console.log(`audit problem: ${problem}`);
}
