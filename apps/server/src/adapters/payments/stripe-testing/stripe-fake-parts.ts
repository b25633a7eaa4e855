import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';

/** The shapes and helpers the Stripe fake's modules share. */

export type Json = Record<string, unknown>;

export const fixture = (name: string): Json =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', `${name}.json`), 'utf8')) as Json;

export type RecordedRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; body: Json };

export type CardDecline = { code: string; decline_code: string; message: string };

export type StripeFake = {
  options: { host: string; port: number; protocol: 'http' };
  requests: RecordedRequest[];
  /** Saved payment methods the fake declines off-session, with the error Stripe gives. */
  declines: Map<string, CardDecline>;
  /** Connected accounts the fake knows, by id (POST /v1/accounts adds one, not yet onboarded). */
  accounts: Map<string, { charges_enabled: boolean; payouts_enabled: boolean; details_submitted: boolean }>;
  /** The charges behind held or captured intents (`latest_charge`), by id. */
  charges: Map<string, { amount: number; currency: string; payment_intent: string }>;
  /** Cards the fake knows, by id, with the customer each is attached to (null: detached or never saved). */
  paymentMethods: Map<string, { customer: string | null }>;
  /** Answers the next `count` requests with a server error (an outage). */
  failNext(count: number): void;
  /** Puts an intent in a status (as if the customer confirmed it in the browser). */
  setStatus(id: string, status: string): void;
  close(): Promise<void>;
};

/** Stripe's error answer. */
export const fakeError = (status: number, type: string, code: string, message: string, extra: Json = {}) => ({
  status,
  body: { error: { type, code, message, ...extra } },
});
