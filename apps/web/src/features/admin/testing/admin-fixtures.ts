import type { TAdminDispute, TAdminUser, TAuditEntry } from '@cuepoint/domain/trust/admin';

/** The operator console's answers as the server gives them, for the component tests. */

export function adminUser(overrides: Partial<TAdminUser> = {}): TAdminUser {
  return {
    id: 12,
    email: 'nova@example.com',
    name: 'Nova Reyes',
    user_type: 'dj',
    created_at: '2099-01-01T00:00:00.000Z',
    suspended: false,
    suspended_at: null,
    suspension_reason: null,
    bookings: 3,
    ...overrides,
  };
}

/** A dispute the DJ answered, waiting for an operator's decision on a charge of €450. */
export function adminDispute(overrides: Partial<TAdminDispute> = {}): TAdminDispute {
  return {
    id: 4,
    booking_id: 8,
    status: 'answered',
    opened_by: 'customer',
    reason: 'late_or_short',
    statement: 'The DJ started 45 minutes late and played half the set.',
    answer: 'The venue’s stream key did not work for the first 40 minutes.',
    answered_at: '2099-05-02T12:00:00.000Z',
    created_at: '2099-05-02T10:00:00.000Z',
    currency: 'EUR',
    charged: 450,
    decision: null,
    dj_payout: 433.47,
    payout_adjustments: [],
    can_answer: false,
    request_id: 5,
    customer: { id: 1, name: 'Rooftop Bar' },
    dj: { id: 12, name: 'Nova Reyes' },
    refund_failure: null,
    ...overrides,
  };
}

export function auditEntry(overrides: Partial<TAuditEntry> = {}): TAuditEntry {
  return {
    id: 30,
    operator: { id: 7, email: 'ops@cuepoint.example' },
    action: 'dispute.decided',
    target: 'dispute',
    target_id: 4,
    detail: {
      outcome: 'partial_refund',
      refund_minor: 15000,
      dj_share_minor: 14455,
      platform_share_minor: 545,
    },
    currency: 'EUR',
    at: '2026-11-28T04:08:45.000Z',
    ...overrides,
  };
}
