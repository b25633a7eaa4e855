import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { Database } from '../../../db/client.ts';
import { createUser } from '../../../db/seed/factories.ts';
import { manualClock } from '../../clock.ts';
import { createTestGateway, type TestGateway } from './test-gateway.ts';
import { newCustomerAuthorization } from './gateway-testing.ts';

const clock = manualClock(new Date('2026-11-22T12:00:00Z'));
const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

let database: Database;
let gateway: TestGateway;
let keyCount = 0;
const key = () => `refund-key-${Date.now()}-${(keyCount += 1)}`;

beforeAll(async () => {
  database = await openTestDatabase();
  gateway = createTestGateway({ db: database.db, clock, log });
});
afterAll(() => database.close());

async function held(amountMinor: number) {
  const { intent } = await newCustomerAuthorization(database.db, gateway, {
    amountMinor,
    idempotencyKey: key(),
  });
  await gateway.confirm({ clientSecret: intent.clientSecret, paymentMethod: 'pm_card_visa' });
  return intent.id;
}

async function captured(amountMinor: number) {
  const id = await held(amountMinor);
  await gateway.capture({ intentId: id, idempotencyKey: key() });
  return id;
}

describe('test gateway: refunds', () => {
  it('refunds a captured charge in parts, at most what it received, once per idempotency key', async () => {
    const intentId = await captured(30_000);
    const input = {
      intentId,
      amountMinor: 10_000,
      reason: 'requested_by_customer' as const,
      idempotencyKey: key(),
    };
    const refund = await gateway.refund({ ...input, metadata: { dispute_id: '7' } });
    expect(refund).toEqual({
      id: expect.stringMatching(/^re_[A-Za-z0-9]{24}$/),
      intentId,
      amountMinor: 10_000,
      currency: 'EUR',
      status: 'succeeded',
      createdAt: clock.now(),
    });
    const [again, concurrent] = await Promise.all([
      gateway.refund({ ...input, metadata: { dispute_id: '7' } }),
      gateway.refund({ ...input, metadata: { dispute_id: '7' } }),
    ]);
    expect([again.id, concurrent.id]).toEqual([refund.id, refund.id]);
    await expect(gateway.refund({ ...input, amountMinor: 10_001 })).rejects.toMatchObject({ status: 409 });
    await expect(
      gateway.refund({ ...input, amountMinor: 20_001, idempotencyKey: key() }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Refund amount (20001) is greater than unrefunded amount on charge (20000)',
    });
    await gateway.refund({ ...input, amountMinor: 20_000, idempotencyKey: key() });
    expect((await gateway.refundsOf(intentId)).map((r) => r.amountMinor).sort((a, b) => a - b)).toEqual([
      10_000, 20_000,
    ]);
  });

  it('refuses what Stripe refuses: a hold not captured, an unknown intent, a bad amount or reason', async () => {
    const hold = await held(5_000);
    await expect(
      gateway.refund({
        intentId: hold,
        amountMinor: 100,
        reason: 'requested_by_customer',
        idempotencyKey: key(),
      }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('does not have a successful charge'),
    });
    await expect(
      gateway.refund({
        intentId: 'pi_unknown1',
        amountMinor: 100,
        reason: 'duplicate',
        idempotencyKey: key(),
      }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      gateway.refund({ intentId: hold, amountMinor: 0, reason: 'duplicate', idempotencyKey: key() }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      gateway.refund({
        intentId: hold,
        amountMinor: 10,
        reason: 'because' as 'duplicate',
        idempotencyKey: key(),
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect(await gateway.refundsOf(hold)).toEqual([]);
  });
});

describe('test gateway: transfer reversals', () => {
  it('takes money back from a transfer, at most what is left of it, once per key', async () => {
    const dj = await createUser(database.db, { userType: 'dj' });
    const account = await gateway.connectTestAccount(dj.id);
    const source = await captured(20_000);
    const transfer = await gateway.transfer({
      destinationAccountId: account.accountId,
      amountMinor: 14_000,
      currency: 'EUR',
      sourceIntentId: source,
      transferGroup: 'booking-9',
      metadata: {},
      idempotencyKey: key(),
    });
    const input = { transferId: transfer.id, amountMinor: 4_000, idempotencyKey: key() };
    const reversal = await gateway.reverseTransfer(input);
    expect(reversal).toEqual({
      id: expect.stringMatching(/^trr_[A-Za-z0-9]{24}$/),
      transferId: transfer.id,
      amountMinor: 4_000,
      currency: 'EUR',
      createdAt: clock.now(),
    });
    expect((await gateway.reverseTransfer(input)).id).toBe(reversal.id);
    await expect(gateway.reverseTransfer({ ...input, amountMinor: 3_999 })).rejects.toMatchObject({
      status: 409,
    });
    await expect(
      gateway.reverseTransfer({ ...input, amountMinor: 10_001, idempotencyKey: key() }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('(10000)') });
    await gateway.reverseTransfer({ ...input, amountMinor: 10_000, idempotencyKey: key() });
    expect((await gateway.reversalsOf(transfer.id)).map((r) => r.amountMinor).sort((a, b) => a - b)).toEqual([
      4_000, 10_000,
    ]);
    await expect(
      gateway.reverseTransfer({ transferId: 'tr_unknown1', amountMinor: 1, idempotencyKey: key() }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
