// The API as the server documents it; written by `npm run api-types`. Do not edit.

export type paths = {
    "/admin/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Announces a new feature to the accounts that turned new-feature notifications on */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body: string;
                        key: string;
                        title: string;
                        /** @default / */
                        url?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                key: string;
                                recipients: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The operators’ latest actions */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                action: "user.suspended" | "user.restored" | "booking.viewed" | "dispute.decided" | "report.content_removed" | "report.kept" | "feature.announced";
                                at: string;
                                currency: string | null;
                                detail: {
                                    [key: string]: unknown;
                                };
                                id: number;
                                operator: {
                                    email: string;
                                    id: number;
                                };
                                target: string;
                                target_id: number;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Any booking with its audit trail, its dispute and the operators’ actions on it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                booking: {
                                    amounts: {
                                        customer_pays: number;
                                        dj_payout: number;
                                        platform_fee: number;
                                        processing_fee: number;
                                    };
                                    authorization_failure: {
                                        failed_at: string | null;
                                        /** @enum {string|null} */
                                        kind: "soft" | "authentication" | "hard" | null;
                                        reason: string | null;
                                        retry_at: string | null;
                                        secure_by: string;
                                    } | null;
                                    cancellation: {
                                        at: string;
                                        /** @enum {string} */
                                        by: "customer" | "dj";
                                        charged: number;
                                        reason: string;
                                    } | null;
                                    charged: number;
                                    confirmed_at: string | null;
                                    created_at: string;
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    customer_email: string | null;
                                    customer_name: string;
                                    customer_paid_now: number;
                                    /** @enum {string} */
                                    customer_type: "venue" | "enthusiast";
                                    dj_email: string | null;
                                    dj_id: number;
                                    dj_image: string | null;
                                    dj_name: string;
                                    dj_payout_now: number;
                                    dj_terms: {
                                        /** @enum {number} */
                                        cancellation_notice_hours: 72 | 48 | 24 | 168;
                                        /** @enum {string} */
                                        payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                    };
                                    event: {
                                        city: string | null;
                                        country: string | null;
                                        date: string;
                                        description: string;
                                        duration: number;
                                        /** @enum {string} */
                                        performance_type: "remote" | "onsite";
                                        timezone: string;
                                    };
                                    history: {
                                        /** @enum {string} */
                                        actor: "customer" | "dj" | "system" | "gateway";
                                        amount: number | null;
                                        at: string;
                                        from_status: string | null;
                                        /** @enum {string|null} */
                                        payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed" | null;
                                        reason: string | null;
                                        to_status: string | null;
                                        /** @enum {string} */
                                        type: "booking_request.submitted" | "booking_request.declined" | "booking_request.accepted" | "booking_request.cancelled" | "booking_request.confirmed" | "booking_request.reauthorized" | "booking_request.shared" | "booking_request.authorization_requested" | "booking_request.authorized" | "booking_request.authorization_failed" | "booking_request.authorization_reminder" | "booking_request.captured" | "booking_request.expired" | "booking_request.completed" | "booking.cancelled" | "booking.terms_proposed" | "booking.terms_agreed" | "booking.terms_declined" | "booking_request.reached_new_djs" | "offer.made" | "offer.countered" | "offer.accepted" | "offer.declined" | "offer.withdrawn" | "booking.payout_paid" | "booking.payout_failed" | "review.written" | "review.published" | "review.answered" | "dispute.opened" | "dispute.answered" | "dispute.decided" | "dispute.refunded";
                                    }[];
                                    hold_amount: number;
                                    hourly_rate: number;
                                    id: number;
                                    needs_authorization: boolean;
                                    /** @enum {string} */
                                    payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed";
                                    payouts: {
                                        amount: number;
                                        due_at: string;
                                        failure_reason: string | null;
                                        /** @enum {string} */
                                        kind: "upfront" | "after_event";
                                        paid_at: string | null;
                                        /** @enum {string} */
                                        status: "scheduled" | "paid" | "failed" | "cancelled";
                                    }[];
                                    refund: {
                                        amount: number;
                                        dj_share: number;
                                        platform_share: number;
                                        sent: boolean;
                                    } | null;
                                    request_id: number;
                                    /** @enum {string} */
                                    status: "awaiting_confirmation" | "awaiting_dj_agreement" | "confirmed" | "completed" | "cancelled" | "expired";
                                    terms: {
                                        additional_terms: string | null;
                                        /** @enum {number} */
                                        cancellation_notice_hours: 72 | 48 | 24 | 168;
                                        customer_agreed_at: string | null;
                                        dj_agreed_at: string | null;
                                        equipment_provided: string[];
                                        /** @enum {string} */
                                        payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                        /** @enum {string} */
                                        proposed_by: "dj" | "customer";
                                        special_requirements: string | null;
                                    } | null;
                                    terms_declined: {
                                        at: string;
                                        message: string;
                                    } | null;
                                    updated_at: string;
                                    venue_address: string | null;
                                };
                                dispute: {
                                    answer: string | null;
                                    answered_at: string | null;
                                    booking_id: number;
                                    can_answer: boolean;
                                    charged: number;
                                    created_at: string;
                                    currency: string;
                                    customer: {
                                        id: number;
                                        name: string;
                                    };
                                    decision: {
                                        decided_at: string;
                                        dj_share: number;
                                        note: string;
                                        /** @enum {string} */
                                        outcome: "full_refund" | "partial_refund" | "no_refund";
                                        platform_share: number;
                                        refund: number;
                                        refunded: boolean;
                                    } | null;
                                    dj: {
                                        id: number;
                                        name: string;
                                    };
                                    dj_payout: number;
                                    id: number;
                                    /** @enum {string} */
                                    opened_by: "customer" | "dj";
                                    payout_adjustments: {
                                        amount: number;
                                        done: boolean;
                                        /** @enum {string} */
                                        kind: "reduced" | "reversed";
                                    }[];
                                    /** @enum {string} */
                                    reason: "no_show" | "late_or_short" | "not_as_agreed" | "conduct" | "other";
                                    refund_failure: {
                                        alerted_at: string | null;
                                        attempts: number;
                                        error: string;
                                    } | null;
                                    request_id: number;
                                    statement: string;
                                    /** @enum {string} */
                                    status: "open" | "answered" | "decided";
                                } | null;
                                operator_audit: {
                                    /** @enum {string} */
                                    action: "user.suspended" | "user.restored" | "booking.viewed" | "dispute.decided" | "report.content_removed" | "report.kept" | "feature.announced";
                                    at: string;
                                    currency: string | null;
                                    detail: {
                                        [key: string]: unknown;
                                    };
                                    id: number;
                                    operator: {
                                        email: string;
                                        id: number;
                                    };
                                    target: string;
                                    target_id: number;
                                }[];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Disputes waiting for a decision (or all, the newest first) */
        get: {
            parameters: {
                query?: {
                    status?: "open" | "all";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                answer: string | null;
                                answered_at: string | null;
                                booking_id: number;
                                can_answer: boolean;
                                charged: number;
                                created_at: string;
                                currency: string;
                                customer: {
                                    id: number;
                                    name: string;
                                };
                                decision: {
                                    decided_at: string;
                                    dj_share: number;
                                    note: string;
                                    /** @enum {string} */
                                    outcome: "full_refund" | "partial_refund" | "no_refund";
                                    platform_share: number;
                                    refund: number;
                                    refunded: boolean;
                                } | null;
                                dj: {
                                    id: number;
                                    name: string;
                                };
                                dj_payout: number;
                                id: number;
                                /** @enum {string} */
                                opened_by: "customer" | "dj";
                                payout_adjustments: {
                                    amount: number;
                                    done: boolean;
                                    /** @enum {string} */
                                    kind: "reduced" | "reversed";
                                }[];
                                /** @enum {string} */
                                reason: "no_show" | "late_or_short" | "not_as_agreed" | "conduct" | "other";
                                refund_failure: {
                                    alerted_at: string | null;
                                    attempts: number;
                                    error: string;
                                } | null;
                                request_id: number;
                                statement: string;
                                /** @enum {string} */
                                status: "open" | "answered" | "decided";
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/disputes/{id}/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decides a dispute: full, partial or no refund, through the payment gateway, the DJ’s payout adjusted */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note: string;
                        /** @enum {string} */
                        outcome: "full_refund" | "partial_refund" | "no_refund";
                        refund_amount?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                answer: string | null;
                                answered_at: string | null;
                                booking_id: number;
                                can_answer: boolean;
                                charged: number;
                                created_at: string;
                                currency: string;
                                customer: {
                                    id: number;
                                    name: string;
                                };
                                decision: {
                                    decided_at: string;
                                    dj_share: number;
                                    note: string;
                                    /** @enum {string} */
                                    outcome: "full_refund" | "partial_refund" | "no_refund";
                                    platform_share: number;
                                    refund: number;
                                    refunded: boolean;
                                } | null;
                                dj: {
                                    id: number;
                                    name: string;
                                };
                                dj_payout: number;
                                id: number;
                                /** @enum {string} */
                                opened_by: "customer" | "dj";
                                payout_adjustments: {
                                    amount: number;
                                    done: boolean;
                                    /** @enum {string} */
                                    kind: "reduced" | "reversed";
                                }[];
                                /** @enum {string} */
                                reason: "no_show" | "late_or_short" | "not_as_agreed" | "conduct" | "other";
                                refund_failure: {
                                    alerted_at: string | null;
                                    attempts: number;
                                    error: string;
                                } | null;
                                request_id: number;
                                statement: string;
                                /** @enum {string} */
                                status: "open" | "answered" | "decided";
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What waits for the operators: open disputes and reports, suspended accounts, refunds that failed for good */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                failedRefunds: number;
                                openDisputes: number;
                                openReports: number;
                                suspended: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reported reviews and messages (open ones, or all) */
        get: {
            parameters: {
                query?: {
                    status?: "open" | "all";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                author: {
                                    id: number;
                                    name: string;
                                };
                                booking_id: number | null;
                                created_at: string;
                                id: number;
                                reason: string;
                                reporter: {
                                    id: number;
                                    name: string;
                                };
                                request_id: number | null;
                                /** @enum {string|null} */
                                resolution: "removed" | "kept" | null;
                                /** @enum {string} */
                                status: "open" | "resolved";
                                /** @enum {string} */
                                target: "review" | "message";
                                target_id: number;
                                text: string;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Removes the reported review or message, or keeps it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "remove" | "keep";
                        note: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                author: {
                                    id: number;
                                    name: string;
                                };
                                booking_id: number | null;
                                created_at: string;
                                id: number;
                                reason: string;
                                reporter: {
                                    id: number;
                                    name: string;
                                };
                                request_id: number | null;
                                /** @enum {string|null} */
                                resolution: "removed" | "kept" | null;
                                /** @enum {string} */
                                status: "open" | "resolved";
                                /** @enum {string} */
                                target: "review" | "message";
                                target_id: number;
                                text: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accounts by e-mail, name, stage name or id */
        get: {
            parameters: {
                query?: {
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                bookings: number;
                                created_at: string;
                                email: string;
                                id: number;
                                name: string;
                                suspended: boolean;
                                suspended_at: string | null;
                                suspension_reason: string | null;
                                /** @enum {string} */
                                user_type: "dj" | "venue" | "enthusiast" | "producer" | "label" | "tour_manager";
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restores a suspended account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                bookings: number;
                                created_at: string;
                                email: string;
                                id: number;
                                name: string;
                                suspended: boolean;
                                suspended_at: string | null;
                                suspension_reason: string | null;
                                /** @enum {string} */
                                user_type: "dj" | "venue" | "enthusiast" | "producer" | "label" | "tour_manager";
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspends an account: signed out, hidden from search, not bookable; a DJ’s open requests re-routed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                bookings: number;
                                created_at: string;
                                email: string;
                                id: number;
                                name: string;
                                suspended: boolean;
                                suspended_at: string | null;
                                suspension_reason: string | null;
                                /** @enum {string} */
                                user_type: "dj" | "venue" | "enthusiast" | "producer" | "label" | "tour_manager";
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-download-request.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for a macOS TestFlight invitation (signed-in DJs and venues) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        apple_id_email: string;
                        website?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                already: boolean;
                                apple_id_email: string;
                            };
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                already: boolean;
                                apple_id_email: string;
                            };
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/apple": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Starts apple sign-in (query user_type); redirects to the provider */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/facebook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Starts facebook sign-in (query user_type); redirects to the provider */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails a single-use reset link when the address has an account; the same answer either way */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Starts google sign-in (query user_type); redirects to the provider */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/linkedin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Starts linkedin sign-in (query user_type); redirects to the provider */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs in with e-mail and password; user_type (optional) is the type chosen in the sign-in menu */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                        /** @enum {string|null} */
                        user_type?: "dj" | "venue" | "enthusiast" | "producer" | "label" | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            book_dj_id?: number | null;
                            data: {
                                token: string;
                                user: {
                                    app_id: string;
                                    display_name: string;
                                    email: string;
                                    email_verified: boolean;
                                    id: number;
                                    is_operator: boolean;
                                    profile: {
                                        city: string | null;
                                        country: string | null;
                                        display_name: string;
                                        social_links: {
                                            [key: string]: string;
                                        };
                                        stage_name: string | null;
                                    };
                                    user_id: number;
                                    /** @enum {string} */
                                    user_type: "dj" | "venue" | "enthusiast" | "producer" | "label" | "tour_manager";
                                };
                            };
                            expires_at: string;
                            is_new_user?: boolean;
                            message?: string;
                            provider?: string;
                            /** @enum {boolean} */
                            success: true;
                            token: string;
                            user: {
                                app_id: string;
                                display_name: string;
                                email: string;
                                email_verified: boolean;
                                id: number;
                                is_operator: boolean;
                                profile: {
                                    city: string | null;
                                    country: string | null;
                                    display_name: string;
                                    social_links: {
                                        [key: string]: string;
                                    };
                                    stage_name: string | null;
                                };
                                user_id: number;
                                /** @enum {string} */
                                user_type: "dj" | "venue" | "enthusiast" | "producer" | "label" | "tour_manager";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revokes the current session and clears the cookie (JSON, a same-origin Origin or a bearer header; 403 otherwise) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/oauth/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Completes social sign-in with the code and state from the provider redirect */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        /** @enum {string|null} */
                        provider?: "linkedin" | "google" | "facebook" | "apple" | null;
                        state: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            book_dj_id?: number | null;
                            data: {
                                token: string;
                                user: {
                                    app_id: string;
                                    display_name: string;
                                    email: string;
                                    email_verified: boolean;
                                    id: number;
                                    is_operator: boolean;
                                    profile: {
                                        city: string | null;
                                        country: string | null;
                                        display_name: string;
                                        social_links: {
                                            [key: string]: string;
                                        };
                                        stage_name: string | null;
                                    };
                                    user_id: number;
                                    /** @enum {string} */
                                    user_type: "dj" | "venue" | "enthusiast" | "producer" | "label" | "tour_manager";
                                };
                            };
                            expires_at: string;
                            is_new_user?: boolean;
                            message?: string;
                            provider?: string;
                            /** @enum {boolean} */
                            success: true;
                            token: string;
                            user: {
                                app_id: string;
                                display_name: string;
                                email: string;
                                email_verified: boolean;
                                id: number;
                                is_operator: boolean;
                                profile: {
                                    city: string | null;
                                    country: string | null;
                                    display_name: string;
                                    social_links: {
                                        [key: string]: string;
                                    };
                                    stage_name: string | null;
                                };
                                user_id: number;
                                /** @enum {string} */
                                user_type: "dj" | "venue" | "enthusiast" | "producer" | "label" | "tour_manager";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The social providers configured on this server and the CAPTCHA in use for e-mail sign-up */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                captcha: {
                                    challenge_url: string | null;
                                    /** @enum {string} */
                                    provider: "altcha" | "recaptcha";
                                    site_key: string | null;
                                };
                                providers: ("linkedin" | "google" | "facebook" | "apple")[];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotates the session token: the presented one is revoked, a new one is returned and set as cookie (JSON, a same-origin Origin or a bearer header; 403 otherwise) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            book_dj_id?: number | null;
                            data: {
                                token: string;
                                user: {
                                    app_id: string;
                                    display_name: string;
                                    email: string;
                                    email_verified: boolean;
                                    id: number;
                                    is_operator: boolean;
                                    profile: {
                                        city: string | null;
                                        country: string | null;
                                        display_name: string;
                                        social_links: {
                                            [key: string]: string;
                                        };
                                        stage_name: string | null;
                                    };
                                    user_id: number;
                                    /** @enum {string} */
                                    user_type: "dj" | "venue" | "enthusiast" | "producer" | "label" | "tour_manager";
                                };
                            };
                            expires_at: string;
                            is_new_user?: boolean;
                            message?: string;
                            provider?: string;
                            /** @enum {boolean} */
                            success: true;
                            token: string;
                            user: {
                                app_id: string;
                                display_name: string;
                                email: string;
                                email_verified: boolean;
                                id: number;
                                is_operator: boolean;
                                profile: {
                                    city: string | null;
                                    country: string | null;
                                    display_name: string;
                                    social_links: {
                                        [key: string]: string;
                                    };
                                    stage_name: string | null;
                                };
                                user_id: number;
                                /** @enum {string} */
                                user_type: "dj" | "venue" | "enthusiast" | "producer" | "label" | "tour_manager";
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates an e-mail account for one role (CAPTCHA solution in recaptcha_token), signs it in and mails a verification link */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        acceptsCoStreaming?: boolean;
                        /** @default true */
                        acceptsInPerson?: boolean;
                        /** @default false */
                        acceptsRemotePrivate?: boolean;
                        /** @default false */
                        acceptsRemoteVenues?: boolean;
                        bio?: string | null;
                        city?: string | null;
                        confirm_password?: string | null;
                        /** @enum {string} */
                        country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                        /** @enum {string|null} */
                        currency?: "USD" | "EUR" | "GBP" | "CAD" | "AUD" | null;
                        display_name?: string | null;
                        dj_id?: number | null;
                        email: string;
                        first_name?: string | null;
                        /** @default [] */
                        genres?: ("Techno" | "House" | "Deep House" | "Tech House" | "Progressive House" | "Melodic Techno" | "Minimal" | "Hard Techno" | "Trance" | "Psytrance" | "Hardstyle" | "Drum & Bass" | "Jungle" | "Dubstep" | "Breakbeat" | "UK Garage" | "Electro" | "EDM" | "Disco" | "Nu Disco" | "Funk & Soul" | "Hip Hop" | "R&B" | "Afro House" | "Amapiano" | "Latin" | "Reggaeton" | "Open Format" | "Tribal House")[];
                        /** @default 50 */
                        hourly_rate_min?: number;
                        last_name?: string | null;
                        mixcloud_url?: string | null;
                        password: string;
                        preferred_artists?: string[];
                        recaptcha_token: string;
                        stage_name: string;
                        timezone?: string | null;
                        twitch_url?: string | null;
                        until_date?: string | null;
                        /** @enum {string} */
                        user_type: "dj";
                    } | {
                        /** @default true */
                        accepts_remote_djs?: boolean;
                        address: string;
                        capacity?: number | null;
                        city: string;
                        confirm_password?: string | null;
                        /** @enum {string} */
                        country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                        /** @enum {string|null} */
                        currency?: "USD" | "EUR" | "GBP" | null;
                        display_name?: string | null;
                        dj_id?: number | null;
                        email: string;
                        first_name?: string | null;
                        /** @default 200 */
                        hourly_budget_max?: number;
                        /** @default 50 */
                        hourly_budget_min?: number;
                        last_name?: string | null;
                        password: string;
                        preferred_artists?: string[];
                        recaptcha_token: string;
                        /**
                         * @default both
                         * @enum {string}
                         */
                        remote_streaming?: "both" | "receiver" | "broadcaster" | "no";
                        timezone?: string | null;
                        /** @enum {string} */
                        user_type: "venue";
                        venue_email: string;
                        venue_name: string;
                        /** @enum {string} */
                        venue_type: "club" | "bar" | "shop" | "other" | "restaurant" | "festival" | "private_event";
                        venue_url: string;
                    } | {
                        /** @default true */
                        accepts_remote_performances?: boolean;
                        city: string;
                        confirm_password?: string | null;
                        /** @enum {string} */
                        country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                        display_name?: string | null;
                        dj_id?: number | null;
                        email: string;
                        first_name?: string | null;
                        last_name?: string | null;
                        password: string;
                        preferred_artists?: string[];
                        recaptcha_token: string;
                        timezone?: string | null;
                        /** @enum {string} */
                        user_type: "enthusiast";
                    } | {
                        /** @default false */
                        accepts_in_person?: boolean;
                        catalogue_size?: number | null;
                        city?: string | null;
                        confirm_password?: string | null;
                        /** @enum {string|null} */
                        country?: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW" | null;
                        display_name?: string | null;
                        dj_id?: number | null;
                        email: string;
                        first_name?: string | null;
                        last_name?: string | null;
                        /** @default false */
                        offers_training?: boolean;
                        password: string;
                        preferred_artists?: string[];
                        producer_name?: string | null;
                        recaptcha_token: string;
                        remix_handle?: string | null;
                        timezone?: string | null;
                        /**
                         * @default USD
                         * @enum {string}
                         */
                        training_currency?: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                        /** @default 0 */
                        training_experience_years?: number;
                        /** @default 0 */
                        training_hourly_rate?: number;
                        training_specialties?: ("Music Production Basics" | "Beat Making & Drums" | "Melody & Harmony" | "Mixing & Mastering" | "Sound Design" | "Sampling Techniques" | "DAW-Specific Training" | "Music Theory" | "Arrangement & Structure" | "Recording Techniques" | "Plugin Usage" | "Workflow Optimization")[];
                        /** @enum {string} */
                        user_type: "producer";
                        /** @default false */
                        want_others_to_remix?: boolean;
                        /** @default false */
                        want_to_promote?: boolean;
                        /** @default false */
                        want_to_remix?: boolean;
                    } | {
                        catalogue_size?: number | null;
                        city: string;
                        confirm_password?: string | null;
                        /** @enum {string} */
                        country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                        display_name?: string | null;
                        dj_id?: number | null;
                        email: string;
                        first_name?: string | null;
                        label_name: string;
                        last_name?: string | null;
                        /** @default false */
                        monetize_back_catalogue?: boolean;
                        password: string;
                        /** @default false */
                        promote_to_djs?: boolean;
                        recaptcha_token: string;
                        timezone?: string | null;
                        /** @enum {string} */
                        user_type: "label";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            book_dj_id?: number | null;
                            data: {
                                token: string;
                                user: {
                                    app_id: string;
                                    display_name: string;
                                    email: string;
                                    email_verified: boolean;
                                    id: number;
                                    is_operator: boolean;
                                    profile: {
                                        city: string | null;
                                        country: string | null;
                                        display_name: string;
                                        social_links: {
                                            [key: string]: string;
                                        };
                                        stage_name: string | null;
                                    };
                                    user_id: number;
                                    /** @enum {string} */
                                    user_type: "dj" | "venue" | "enthusiast" | "producer" | "label" | "tour_manager";
                                };
                            };
                            expires_at: string;
                            is_new_user?: boolean;
                            message?: string;
                            provider?: string;
                            /** @enum {boolean} */
                            success: true;
                            token: string;
                            user: {
                                app_id: string;
                                display_name: string;
                                email: string;
                                email_verified: boolean;
                                id: number;
                                is_operator: boolean;
                                profile: {
                                    city: string | null;
                                    country: string | null;
                                    display_name: string;
                                    social_links: {
                                        [key: string]: string;
                                    };
                                    stage_name: string | null;
                                };
                                user_id: number;
                                /** @enum {string} */
                                user_type: "dj" | "venue" | "enthusiast" | "producer" | "label" | "tour_manager";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/resend-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a new verification link when the address has an unverified account; same answer otherwise */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a new password with the token of a reset link; every session is signed out */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        confirm_password?: string | null;
                        password: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reset-password/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Says whether a reset link still works, before its page asks for a password; spends nothing */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who is signed in: the user in user and data, or null for a visitor (always 200; a stale cookie is cleared) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                app_id: string;
                                display_name: string;
                                email: string;
                                email_verified: boolean;
                                id: number;
                                is_operator: boolean;
                                profile: {
                                    city: string | null;
                                    country: string | null;
                                    display_name: string;
                                    social_links: {
                                        [key: string]: string;
                                    };
                                    stage_name: string | null;
                                };
                                user_id: number;
                                /** @enum {string} */
                                user_type: "dj" | "venue" | "enthusiast" | "producer" | "label" | "tour_manager";
                            } | null;
                            /** @enum {boolean} */
                            success: true;
                            user: {
                                app_id: string;
                                display_name: string;
                                email: string;
                                email_verified: boolean;
                                id: number;
                                is_operator: boolean;
                                profile: {
                                    city: string | null;
                                    country: string | null;
                                    display_name: string;
                                    social_links: {
                                        [key: string]: string;
                                    };
                                    stage_name: string | null;
                                };
                                user_id: number;
                                /** @enum {string} */
                                user_type: "dj" | "venue" | "enthusiast" | "producer" | "label" | "tour_manager";
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/store-registration-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Keeps the sign-up answers for 30 minutes before a social sign-in redirect */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        accepts_remote_performances?: boolean | null;
                        acceptsCoStreaming?: boolean | null;
                        acceptsInPerson?: boolean | null;
                        acceptsRemotePrivate?: boolean | null;
                        acceptsRemoteVenues?: boolean | null;
                        address?: string | null;
                        capacity?: number | null;
                        catalogue_size?: number | null;
                        city?: string | null;
                        /** @enum {string|null} */
                        country?: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW" | null;
                        /** @enum {string|null} */
                        currency?: "USD" | "EUR" | "GBP" | "CAD" | "AUD" | null;
                        display_name?: string | null;
                        dj_id?: number | null;
                        hourly_budget_max?: number | null;
                        hourly_budget_min?: number | null;
                        hourly_rate_min?: number | null;
                        label_name?: string | null;
                        mixcloud_url?: string | null;
                        monetize_back_catalogue?: boolean | null;
                        offers_training?: boolean | null;
                        preferred_artists?: string[];
                        producer_name?: string | null;
                        promote_to_djs?: boolean | null;
                        /** @enum {string|null} */
                        remote_streaming?: "both" | "receiver" | "broadcaster" | "no" | null;
                        stage_name?: string | null;
                        /** @enum {string|null} */
                        training_currency?: "USD" | "EUR" | "GBP" | "CAD" | "AUD" | null;
                        training_experience_years?: number | null;
                        training_hourly_rate?: number | null;
                        training_specialties?: ("Music Production Basics" | "Beat Making & Drums" | "Melody & Harmony" | "Mixing & Mastering" | "Sound Design" | "Sampling Techniques" | "DAW-Specific Training" | "Music Theory" | "Arrangement & Structure" | "Recording Techniques" | "Plugin Usage" | "Workflow Optimization")[] | null;
                        twitch_url?: string | null;
                        until_date?: string | null;
                        /** @enum {string} */
                        user_type: "dj" | "venue" | "enthusiast" | "producer" | "label";
                        venue_email?: string | null;
                        venue_name?: string | null;
                        /** @enum {string|null} */
                        venue_type?: "club" | "bar" | "shop" | "other" | "restaurant" | "festival" | "private_event" | null;
                        venue_url?: string | null;
                        want_others_to_remix?: boolean | null;
                        want_to_promote?: boolean | null;
                        want_to_remix?: boolean | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                registration_id: string;
                            };
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Spends a verification link token ({ token }); answers with data.user_type (errors also in data.error) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": unknown;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                already_verified: boolean;
                                book_dj_id: number | null;
                                email: string;
                                /** @enum {boolean} */
                                email_verified: true;
                                /** @enum {string} */
                                user_type: "dj" | "venue" | "enthusiast" | "producer" | "label" | "tour_manager";
                            };
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            data?: {
                                error: string;
                            };
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blog-categories.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The four categories with their number of published posts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            categories: {
                                count: number;
                                display_name: string;
                                /** @enum {string} */
                                name: "technology" | "tutorials" | "business" | "industry";
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blog-post.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published post with its sanitized HTML content */
        get: {
            parameters: {
                query?: {
                    slug?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            post: {
                                author: string;
                                /** @enum {string} */
                                category: "technology" | "tutorials" | "business" | "industry";
                                content: string;
                                excerpt: string;
                                featured: boolean;
                                featured_image: string | null;
                                id: number;
                                published_at: string;
                                read_time: number;
                                slug: string;
                                tags: string[];
                                title: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blog-posts.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published posts, newest first, filtered by category, tag, full-text q or featured */
        get: {
            parameters: {
                query?: {
                    category?: "technology" | "tutorials" | "business" | "industry";
                    featured?: "0" | "1" | "true" | "false";
                    limit?: number;
                    offset?: number;
                    q?: string;
                    tag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            pagination: {
                                limit: number;
                                offset: number;
                                total: number;
                            };
                            posts: {
                                author: string;
                                /** @enum {string} */
                                category: "technology" | "tutorials" | "business" | "industry";
                                excerpt: string;
                                featured: boolean;
                                featured_image: string | null;
                                id: number;
                                published_at: string;
                                read_time: number;
                                slug: string;
                                tags: string[];
                                title: string;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blog-tags.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The most used tags with their number of published posts */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            tags: {
                                count: number;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/booking-request.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submits an enthusiast’s booking request with its secured card (Idempotency-Key) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        allowDuplicate?: boolean;
                        city?: string;
                        country?: string;
                        /** @enum {string} */
                        currency?: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                        date: string;
                        description: string;
                        djId?: number;
                        duration?: number | string;
                        examplePlaylist?: string;
                        hourlyBudget?: number;
                        paymentIntentId?: string;
                        paymentMethodId?: string;
                        performanceType: string;
                        preferredGenres: string[];
                        similarDjs: string[];
                        time?: string;
                        timezone?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amounts: {
                                    /** @enum {string} */
                                    authorization_strategy: "save_payment_method" | "authorize_now";
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    customer_pays: number;
                                    dj_payout: number;
                                    platform_fee: number;
                                    processing_fee: number;
                                };
                                city: string | null;
                                country: string | null;
                                created_at: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                date: string;
                                description: string;
                                dj_id: number | null;
                                dj_name: string | null;
                                duration: number;
                                example_playlist: string | null;
                                expires_at: string;
                                hourly_budget: number;
                                id: number;
                                offers_count: number;
                                payment_error: string | null;
                                /** @enum {string} */
                                payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed";
                                /** @enum {string} */
                                performance_type: "remote" | "onsite";
                                preferred_genres: string[];
                                recipients?: {
                                    dj_id: number;
                                    dj_name: string;
                                    reached_at: string;
                                    /** @enum {string} */
                                    reason: "targeted" | "matching" | "similar";
                                }[];
                                similar_djs: string[];
                                /** @enum {string} */
                                state: "draft" | "routed_to_dj" | "shared" | "accepted" | "awaiting_dj_agreement" | "confirmed" | "completed" | "expired" | "cancelled";
                                /** @enum {string} */
                                status: "pending" | "active" | "completed" | "expired" | "cancelled";
                                timezone: string;
                            };
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amounts: {
                                    /** @enum {string} */
                                    authorization_strategy: "save_payment_method" | "authorize_now";
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    customer_pays: number;
                                    dj_payout: number;
                                    platform_fee: number;
                                    processing_fee: number;
                                };
                                city: string | null;
                                country: string | null;
                                created_at: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                date: string;
                                description: string;
                                dj_id: number | null;
                                dj_name: string | null;
                                duration: number;
                                example_playlist: string | null;
                                expires_at: string;
                                hourly_budget: number;
                                id: number;
                                offers_count: number;
                                payment_error: string | null;
                                /** @enum {string} */
                                payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed";
                                /** @enum {string} */
                                performance_type: "remote" | "onsite";
                                preferred_genres: string[];
                                recipients?: {
                                    dj_id: number;
                                    dj_name: string;
                                    reached_at: string;
                                    /** @enum {string} */
                                    reason: "targeted" | "matching" | "similar";
                                }[];
                                similar_djs: string[];
                                /** @enum {string} */
                                state: "draft" | "routed_to_dj" | "shared" | "accepted" | "awaiting_dj_agreement" | "confirmed" | "completed" | "expired" | "cancelled";
                                /** @enum {string} */
                                status: "pending" | "active" | "completed" | "expired" | "cancelled";
                                timezone: string;
                            };
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/booking-requests.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer’s booking requests, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amounts: {
                                    /** @enum {string} */
                                    authorization_strategy: "save_payment_method" | "authorize_now";
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    customer_pays: number;
                                    dj_payout: number;
                                    platform_fee: number;
                                    processing_fee: number;
                                };
                                booked: {
                                    amount: number;
                                    dj_id: number;
                                    dj_name: string;
                                    hourly_rate: number;
                                } | null;
                                booking_id: number | null;
                                /** @enum {string|null} */
                                booking_status: "awaiting_confirmation" | "awaiting_dj_agreement" | "confirmed" | "completed" | "cancelled" | "expired" | null;
                                city: string | null;
                                country: string | null;
                                created_at: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                date: string;
                                description: string;
                                dj_id: number | null;
                                dj_name: string | null;
                                duration: number;
                                example_playlist: string | null;
                                expires_at: string;
                                hourly_budget: number;
                                id: number;
                                offers_count: number;
                                payment_error: string | null;
                                /** @enum {string} */
                                payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed";
                                /** @enum {string} */
                                performance_type: "remote" | "onsite";
                                preferred_genres: string[];
                                recipients?: {
                                    dj_id: number;
                                    dj_name: string;
                                    reached_at: string;
                                    /** @enum {string} */
                                    reason: "targeted" | "matching" | "similar";
                                }[];
                                similar_djs: string[];
                                /** @enum {string} */
                                state: "draft" | "routed_to_dj" | "shared" | "accepted" | "awaiting_dj_agreement" | "confirmed" | "completed" | "expired" | "cancelled";
                                /** @enum {string} */
                                status: "pending" | "active" | "completed" | "expired" | "cancelled";
                                timezone: string;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Submits a booking request with user_type and payment_data (the account decides the type) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": unknown;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amounts: {
                                    /** @enum {string} */
                                    authorization_strategy: "save_payment_method" | "authorize_now";
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    customer_pays: number;
                                    dj_payout: number;
                                    platform_fee: number;
                                    processing_fee: number;
                                };
                                city: string | null;
                                country: string | null;
                                created_at: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                date: string;
                                description: string;
                                dj_id: number | null;
                                dj_name: string | null;
                                duration: number;
                                example_playlist: string | null;
                                expires_at: string;
                                hourly_budget: number;
                                id: number;
                                offers_count: number;
                                payment_error: string | null;
                                /** @enum {string} */
                                payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed";
                                /** @enum {string} */
                                performance_type: "remote" | "onsite";
                                preferred_genres: string[];
                                recipients?: {
                                    dj_id: number;
                                    dj_name: string;
                                    reached_at: string;
                                    /** @enum {string} */
                                    reason: "targeted" | "matching" | "similar";
                                }[];
                                similar_djs: string[];
                                /** @enum {string} */
                                state: "draft" | "routed_to_dj" | "shared" | "accepted" | "awaiting_dj_agreement" | "confirmed" | "completed" | "expired" | "cancelled";
                                /** @enum {string} */
                                status: "pending" | "active" | "completed" | "expired" | "cancelled";
                                timezone: string;
                            };
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amounts: {
                                    /** @enum {string} */
                                    authorization_strategy: "save_payment_method" | "authorize_now";
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    customer_pays: number;
                                    dj_payout: number;
                                    platform_fee: number;
                                    processing_fee: number;
                                };
                                city: string | null;
                                country: string | null;
                                created_at: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                date: string;
                                description: string;
                                dj_id: number | null;
                                dj_name: string | null;
                                duration: number;
                                example_playlist: string | null;
                                expires_at: string;
                                hourly_budget: number;
                                id: number;
                                offers_count: number;
                                payment_error: string | null;
                                /** @enum {string} */
                                payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed";
                                /** @enum {string} */
                                performance_type: "remote" | "onsite";
                                preferred_genres: string[];
                                recipients?: {
                                    dj_id: number;
                                    dj_name: string;
                                    reached_at: string;
                                    /** @enum {string} */
                                    reason: "targeted" | "matching" | "similar";
                                }[];
                                similar_djs: string[];
                                /** @enum {string} */
                                state: "draft" | "routed_to_dj" | "shared" | "accepted" | "awaiting_dj_agreement" | "confirmed" | "completed" | "expired" | "cancelled";
                                /** @enum {string} */
                                status: "pending" | "active" | "completed" | "expired" | "cancelled";
                                timezone: string;
                            };
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/booking-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One booking request: its customer’s (with the DJs it reached), or one that reached the DJ */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amounts: {
                                    /** @enum {string} */
                                    authorization_strategy: "save_payment_method" | "authorize_now";
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    customer_pays: number;
                                    dj_payout: number;
                                    platform_fee: number;
                                    processing_fee: number;
                                };
                                booked: {
                                    amount: number;
                                    dj_id: number;
                                    dj_name: string;
                                    hourly_rate: number;
                                } | null;
                                booking_id: number | null;
                                /** @enum {string|null} */
                                booking_status: "awaiting_confirmation" | "awaiting_dj_agreement" | "confirmed" | "completed" | "cancelled" | "expired" | null;
                                city: string | null;
                                country: string | null;
                                created_at: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                date: string;
                                description: string;
                                dj_id: number | null;
                                dj_name: string | null;
                                duration: number;
                                example_playlist: string | null;
                                expires_at: string;
                                hourly_budget: number;
                                id: number;
                                offers_count: number;
                                payment_error: string | null;
                                /** @enum {string} */
                                payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed";
                                /** @enum {string} */
                                performance_type: "remote" | "onsite";
                                preferred_genres: string[];
                                recipients?: {
                                    dj_id: number;
                                    dj_name: string;
                                    reached_at: string;
                                    /** @enum {string} */
                                    reason: "targeted" | "matching" | "similar";
                                }[];
                                similar_djs: string[];
                                /** @enum {string} */
                                state: "draft" | "routed_to_dj" | "shared" | "accepted" | "awaiting_dj_agreement" | "confirmed" | "completed" | "expired" | "cancelled";
                                /** @enum {string} */
                                status: "pending" | "active" | "completed" | "expired" | "cancelled";
                                timezone: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/booking-requests/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The DJ accepts a request that reached it as asked: the booking awaits the customer’s confirmation */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amounts: {
                                    customer_pays: number;
                                    dj_payout: number;
                                    platform_fee: number;
                                    processing_fee: number;
                                };
                                authorization_failure: {
                                    failed_at: string | null;
                                    /** @enum {string|null} */
                                    kind: "soft" | "authentication" | "hard" | null;
                                    reason: string | null;
                                    retry_at: string | null;
                                    secure_by: string;
                                } | null;
                                cancellation: {
                                    at: string;
                                    /** @enum {string} */
                                    by: "customer" | "dj";
                                    charged: number;
                                    reason: string;
                                } | null;
                                charged: number;
                                confirmed_at: string | null;
                                created_at: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                customer_email: string | null;
                                customer_name: string;
                                customer_paid_now: number;
                                /** @enum {string} */
                                customer_type: "venue" | "enthusiast";
                                dj_email: string | null;
                                dj_id: number;
                                dj_image: string | null;
                                dj_name: string;
                                dj_payout_now: number;
                                dj_terms: {
                                    /** @enum {number} */
                                    cancellation_notice_hours: 72 | 48 | 24 | 168;
                                    /** @enum {string} */
                                    payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                };
                                event: {
                                    city: string | null;
                                    country: string | null;
                                    date: string;
                                    description: string;
                                    duration: number;
                                    /** @enum {string} */
                                    performance_type: "remote" | "onsite";
                                    timezone: string;
                                };
                                history: {
                                    /** @enum {string} */
                                    actor: "customer" | "dj" | "system" | "gateway";
                                    amount: number | null;
                                    at: string;
                                    from_status: string | null;
                                    /** @enum {string|null} */
                                    payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed" | null;
                                    reason: string | null;
                                    to_status: string | null;
                                    /** @enum {string} */
                                    type: "booking_request.submitted" | "booking_request.declined" | "booking_request.accepted" | "booking_request.cancelled" | "booking_request.confirmed" | "booking_request.reauthorized" | "booking_request.shared" | "booking_request.authorization_requested" | "booking_request.authorized" | "booking_request.authorization_failed" | "booking_request.authorization_reminder" | "booking_request.captured" | "booking_request.expired" | "booking_request.completed" | "booking.cancelled" | "booking.terms_proposed" | "booking.terms_agreed" | "booking.terms_declined" | "booking_request.reached_new_djs" | "offer.made" | "offer.countered" | "offer.accepted" | "offer.declined" | "offer.withdrawn" | "booking.payout_paid" | "booking.payout_failed" | "review.written" | "review.published" | "review.answered" | "dispute.opened" | "dispute.answered" | "dispute.decided" | "dispute.refunded";
                                }[];
                                hold_amount: number;
                                hourly_rate: number;
                                id: number;
                                needs_authorization: boolean;
                                /** @enum {string} */
                                payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed";
                                payouts: {
                                    amount: number;
                                    due_at: string;
                                    failure_reason: string | null;
                                    /** @enum {string} */
                                    kind: "upfront" | "after_event";
                                    paid_at: string | null;
                                    /** @enum {string} */
                                    status: "scheduled" | "paid" | "failed" | "cancelled";
                                }[];
                                refund: {
                                    amount: number;
                                    dj_share: number;
                                    platform_share: number;
                                    sent: boolean;
                                } | null;
                                request_id: number;
                                /** @enum {string} */
                                status: "awaiting_confirmation" | "awaiting_dj_agreement" | "confirmed" | "completed" | "cancelled" | "expired";
                                terms: {
                                    additional_terms: string | null;
                                    /** @enum {number} */
                                    cancellation_notice_hours: 72 | 48 | 24 | 168;
                                    customer_agreed_at: string | null;
                                    dj_agreed_at: string | null;
                                    equipment_provided: string[];
                                    /** @enum {string} */
                                    payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                    /** @enum {string} */
                                    proposed_by: "dj" | "customer";
                                    special_requirements: string | null;
                                } | null;
                                terms_declined: {
                                    at: string;
                                    message: string;
                                } | null;
                                updated_at: string;
                                venue_address: string | null;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/booking-requests/{id}/authorization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new card authorization for an open request whose saved card failed (Idempotency-Key) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amounts: {
                                /** @enum {string} */
                                authorization_strategy: "save_payment_method" | "authorize_now";
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                customer_pays: number;
                                dj_payout: number;
                                platform_fee: number;
                                processing_fee: number;
                            };
                            dj_has_stripe: boolean;
                            payment_intent: {
                                client_secret: string;
                                id: string;
                            } | null;
                            /** @enum {string} */
                            payment_mode: "direct_to_dj" | "platform";
                            setup_intent: {
                                client_secret: string;
                                id: string;
                            } | null;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/booking-requests/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraws a booking request before it is confirmed: its hold is released, nothing is charged */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amounts: {
                                    /** @enum {string} */
                                    authorization_strategy: "save_payment_method" | "authorize_now";
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    customer_pays: number;
                                    dj_payout: number;
                                    platform_fee: number;
                                    processing_fee: number;
                                };
                                booked: {
                                    amount: number;
                                    dj_id: number;
                                    dj_name: string;
                                    hourly_rate: number;
                                } | null;
                                booking_id: number | null;
                                /** @enum {string|null} */
                                booking_status: "awaiting_confirmation" | "awaiting_dj_agreement" | "confirmed" | "completed" | "cancelled" | "expired" | null;
                                city: string | null;
                                country: string | null;
                                created_at: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                date: string;
                                description: string;
                                dj_id: number | null;
                                dj_name: string | null;
                                duration: number;
                                example_playlist: string | null;
                                expires_at: string;
                                hourly_budget: number;
                                id: number;
                                offers_count: number;
                                payment_error: string | null;
                                /** @enum {string} */
                                payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed";
                                /** @enum {string} */
                                performance_type: "remote" | "onsite";
                                preferred_genres: string[];
                                recipients?: {
                                    dj_id: number;
                                    dj_name: string;
                                    reached_at: string;
                                    /** @enum {string} */
                                    reason: "targeted" | "matching" | "similar";
                                }[];
                                similar_djs: string[];
                                /** @enum {string} */
                                state: "draft" | "routed_to_dj" | "shared" | "accepted" | "awaiting_dj_agreement" | "confirmed" | "completed" | "expired" | "cancelled";
                                /** @enum {string} */
                                status: "pending" | "active" | "completed" | "expired" | "cancelled";
                                timezone: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/booking-requests/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The DJ declines a request that reached it: it leaves the DJ’s inbox */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                status: "declined";
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/booking-requests/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The conversation about a request: a DJ with its customer; the customer names the DJ (dj_id) */
        get: {
            parameters: {
                query?: {
                    dj_id?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                booking_id: number | null;
                                contact_details_hidden: boolean;
                                customer: {
                                    id: number;
                                    name: string;
                                };
                                dj: {
                                    id: number;
                                    name: string;
                                };
                                id: number | null;
                                messages: {
                                    created_at: string;
                                    editable_until: string | null;
                                    edited_at: string | null;
                                    hidden_details: ("email" | "phone" | "link" | "handle")[];
                                    id: number;
                                    mine: boolean;
                                    removed: boolean;
                                    /** @enum {string} */
                                    sender: "customer" | "dj";
                                    text: string;
                                }[];
                                notice: string;
                                request_id: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Writes to the other party of a request (the customer names the DJ with dj_id) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dj_id?: number;
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                created_at: string;
                                editable_until: string | null;
                                edited_at: string | null;
                                hidden_details: ("email" | "phone" | "link" | "handle")[];
                                id: number;
                                mine: boolean;
                                removed: boolean;
                                /** @enum {string} */
                                sender: "customer" | "dj";
                                text: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/booking-requests/{id}/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The offers on a request: its customer sees all, a DJ it reached its own */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string|null} */
                                awaiting: "customer" | "dj" | null;
                                booking_id: number | null;
                                /** @enum {number} */
                                cancellation_notice_hours: 72 | 48 | 24 | 168;
                                /** @enum {string|null} */
                                counter_by: "customer" | "dj" | null;
                                counter_hourly_rate: number | null;
                                counter_offer: number | null;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                dj_id: number;
                                dj_image: string | null;
                                dj_name: string;
                                hourly_rate: number;
                                id: number;
                                last_updated: string;
                                message: string | null;
                                offer_amount: number;
                                /** @enum {string} */
                                payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                request_id: number;
                                /** @enum {string} */
                                status: "pending" | "negotiating" | "accepted" | "declined" | "withdrawn";
                                status_message: string | null;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        /** A DJ the request reached offers an hourly rate; the offer awaits the customer */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {number} */
                        cancellation_notice_hours?: 72 | 48 | 24 | 168;
                        hourly_rate: number;
                        message?: string;
                        /** @enum {string} */
                        payment_terms?: "50_50" | "upfront" | "after" | "30_70";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string|null} */
                                awaiting: "customer" | "dj" | null;
                                booking_id: number | null;
                                /** @enum {number} */
                                cancellation_notice_hours: 72 | 48 | 24 | 168;
                                /** @enum {string|null} */
                                counter_by: "customer" | "dj" | null;
                                counter_hourly_rate: number | null;
                                counter_offer: number | null;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                dj_id: number;
                                dj_image: string | null;
                                dj_name: string;
                                hourly_rate: number;
                                id: number;
                                last_updated: string;
                                message: string | null;
                                offer_amount: number;
                                /** @enum {string} */
                                payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                request_id: number;
                                /** @enum {string} */
                                status: "pending" | "negotiating" | "accepted" | "declined" | "withdrawn";
                                status_message: string | null;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/booking-requests/{id}/reauthorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Secures an open request whose saved card failed with the new authorization */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        payment_intent_id?: string;
                        setup_intent_id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amounts: {
                                    /** @enum {string} */
                                    authorization_strategy: "save_payment_method" | "authorize_now";
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    customer_pays: number;
                                    dj_payout: number;
                                    platform_fee: number;
                                    processing_fee: number;
                                };
                                booked: {
                                    amount: number;
                                    dj_id: number;
                                    dj_name: string;
                                    hourly_rate: number;
                                } | null;
                                booking_id: number | null;
                                /** @enum {string|null} */
                                booking_status: "awaiting_confirmation" | "awaiting_dj_agreement" | "confirmed" | "completed" | "cancelled" | "expired" | null;
                                city: string | null;
                                country: string | null;
                                created_at: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                date: string;
                                description: string;
                                dj_id: number | null;
                                dj_name: string | null;
                                duration: number;
                                example_playlist: string | null;
                                expires_at: string;
                                hourly_budget: number;
                                id: number;
                                offers_count: number;
                                payment_error: string | null;
                                /** @enum {string} */
                                payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed";
                                /** @enum {string} */
                                performance_type: "remote" | "onsite";
                                preferred_genres: string[];
                                recipients?: {
                                    dj_id: number;
                                    dj_name: string;
                                    reached_at: string;
                                    /** @enum {string} */
                                    reason: "targeted" | "matching" | "similar";
                                }[];
                                similar_djs: string[];
                                /** @enum {string} */
                                state: "draft" | "routed_to_dj" | "shared" | "accepted" | "awaiting_dj_agreement" | "confirmed" | "completed" | "expired" | "cancelled";
                                /** @enum {string} */
                                status: "pending" | "active" | "completed" | "expired" | "cancelled";
                                timezone: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer’s or DJ’s bookings, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amounts: {
                                    customer_pays: number;
                                    dj_payout: number;
                                    platform_fee: number;
                                    processing_fee: number;
                                };
                                authorization_failure: {
                                    failed_at: string | null;
                                    /** @enum {string|null} */
                                    kind: "soft" | "authentication" | "hard" | null;
                                    reason: string | null;
                                    retry_at: string | null;
                                    secure_by: string;
                                } | null;
                                cancellation: {
                                    at: string;
                                    /** @enum {string} */
                                    by: "customer" | "dj";
                                    charged: number;
                                    reason: string;
                                } | null;
                                charged: number;
                                confirmed_at: string | null;
                                created_at: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                customer_email: string | null;
                                customer_name: string;
                                customer_paid_now: number;
                                /** @enum {string} */
                                customer_type: "venue" | "enthusiast";
                                dj_email: string | null;
                                dj_id: number;
                                dj_image: string | null;
                                dj_name: string;
                                dj_payout_now: number;
                                dj_terms: {
                                    /** @enum {number} */
                                    cancellation_notice_hours: 72 | 48 | 24 | 168;
                                    /** @enum {string} */
                                    payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                };
                                event: {
                                    city: string | null;
                                    country: string | null;
                                    date: string;
                                    description: string;
                                    duration: number;
                                    /** @enum {string} */
                                    performance_type: "remote" | "onsite";
                                    timezone: string;
                                };
                                history: {
                                    /** @enum {string} */
                                    actor: "customer" | "dj" | "system" | "gateway";
                                    amount: number | null;
                                    at: string;
                                    from_status: string | null;
                                    /** @enum {string|null} */
                                    payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed" | null;
                                    reason: string | null;
                                    to_status: string | null;
                                    /** @enum {string} */
                                    type: "booking_request.submitted" | "booking_request.declined" | "booking_request.accepted" | "booking_request.cancelled" | "booking_request.confirmed" | "booking_request.reauthorized" | "booking_request.shared" | "booking_request.authorization_requested" | "booking_request.authorized" | "booking_request.authorization_failed" | "booking_request.authorization_reminder" | "booking_request.captured" | "booking_request.expired" | "booking_request.completed" | "booking.cancelled" | "booking.terms_proposed" | "booking.terms_agreed" | "booking.terms_declined" | "booking_request.reached_new_djs" | "offer.made" | "offer.countered" | "offer.accepted" | "offer.declined" | "offer.withdrawn" | "booking.payout_paid" | "booking.payout_failed" | "review.written" | "review.published" | "review.answered" | "dispute.opened" | "dispute.answered" | "dispute.decided" | "dispute.refunded";
                                }[];
                                hold_amount: number;
                                hourly_rate: number;
                                id: number;
                                needs_authorization: boolean;
                                /** @enum {string} */
                                payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed";
                                payouts: {
                                    amount: number;
                                    due_at: string;
                                    failure_reason: string | null;
                                    /** @enum {string} */
                                    kind: "upfront" | "after_event";
                                    paid_at: string | null;
                                    /** @enum {string} */
                                    status: "scheduled" | "paid" | "failed" | "cancelled";
                                }[];
                                refund: {
                                    amount: number;
                                    dj_share: number;
                                    platform_share: number;
                                    sent: boolean;
                                } | null;
                                request_id: number;
                                /** @enum {string} */
                                status: "awaiting_confirmation" | "awaiting_dj_agreement" | "confirmed" | "completed" | "cancelled" | "expired";
                                terms: {
                                    additional_terms: string | null;
                                    /** @enum {number} */
                                    cancellation_notice_hours: 72 | 48 | 24 | 168;
                                    customer_agreed_at: string | null;
                                    dj_agreed_at: string | null;
                                    equipment_provided: string[];
                                    /** @enum {string} */
                                    payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                    /** @enum {string} */
                                    proposed_by: "dj" | "customer";
                                    special_requirements: string | null;
                                } | null;
                                terms_declined: {
                                    at: string;
                                    message: string;
                                } | null;
                                updated_at: string;
                                venue_address: string | null;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One booking: status, terms, amounts, payment status, payouts and its history */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amounts: {
                                    customer_pays: number;
                                    dj_payout: number;
                                    platform_fee: number;
                                    processing_fee: number;
                                };
                                authorization_failure: {
                                    failed_at: string | null;
                                    /** @enum {string|null} */
                                    kind: "soft" | "authentication" | "hard" | null;
                                    reason: string | null;
                                    retry_at: string | null;
                                    secure_by: string;
                                } | null;
                                cancellation: {
                                    at: string;
                                    /** @enum {string} */
                                    by: "customer" | "dj";
                                    charged: number;
                                    reason: string;
                                } | null;
                                charged: number;
                                confirmed_at: string | null;
                                created_at: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                customer_email: string | null;
                                customer_name: string;
                                customer_paid_now: number;
                                /** @enum {string} */
                                customer_type: "venue" | "enthusiast";
                                dj_email: string | null;
                                dj_id: number;
                                dj_image: string | null;
                                dj_name: string;
                                dj_payout_now: number;
                                dj_terms: {
                                    /** @enum {number} */
                                    cancellation_notice_hours: 72 | 48 | 24 | 168;
                                    /** @enum {string} */
                                    payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                };
                                event: {
                                    city: string | null;
                                    country: string | null;
                                    date: string;
                                    description: string;
                                    duration: number;
                                    /** @enum {string} */
                                    performance_type: "remote" | "onsite";
                                    timezone: string;
                                };
                                history: {
                                    /** @enum {string} */
                                    actor: "customer" | "dj" | "system" | "gateway";
                                    amount: number | null;
                                    at: string;
                                    from_status: string | null;
                                    /** @enum {string|null} */
                                    payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed" | null;
                                    reason: string | null;
                                    to_status: string | null;
                                    /** @enum {string} */
                                    type: "booking_request.submitted" | "booking_request.declined" | "booking_request.accepted" | "booking_request.cancelled" | "booking_request.confirmed" | "booking_request.reauthorized" | "booking_request.shared" | "booking_request.authorization_requested" | "booking_request.authorized" | "booking_request.authorization_failed" | "booking_request.authorization_reminder" | "booking_request.captured" | "booking_request.expired" | "booking_request.completed" | "booking.cancelled" | "booking.terms_proposed" | "booking.terms_agreed" | "booking.terms_declined" | "booking_request.reached_new_djs" | "offer.made" | "offer.countered" | "offer.accepted" | "offer.declined" | "offer.withdrawn" | "booking.payout_paid" | "booking.payout_failed" | "review.written" | "review.published" | "review.answered" | "dispute.opened" | "dispute.answered" | "dispute.decided" | "dispute.refunded";
                                }[];
                                hold_amount: number;
                                hourly_rate: number;
                                id: number;
                                needs_authorization: boolean;
                                /** @enum {string} */
                                payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed";
                                payouts: {
                                    amount: number;
                                    due_at: string;
                                    failure_reason: string | null;
                                    /** @enum {string} */
                                    kind: "upfront" | "after_event";
                                    paid_at: string | null;
                                    /** @enum {string} */
                                    status: "scheduled" | "paid" | "failed" | "cancelled";
                                }[];
                                refund: {
                                    amount: number;
                                    dj_share: number;
                                    platform_share: number;
                                    sent: boolean;
                                } | null;
                                request_id: number;
                                /** @enum {string} */
                                status: "awaiting_confirmation" | "awaiting_dj_agreement" | "confirmed" | "completed" | "cancelled" | "expired";
                                terms: {
                                    additional_terms: string | null;
                                    /** @enum {number} */
                                    cancellation_notice_hours: 72 | 48 | 24 | 168;
                                    customer_agreed_at: string | null;
                                    dj_agreed_at: string | null;
                                    equipment_provided: string[];
                                    /** @enum {string} */
                                    payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                    /** @enum {string} */
                                    proposed_by: "dj" | "customer";
                                    special_requirements: string | null;
                                } | null;
                                terms_declined: {
                                    at: string;
                                    message: string;
                                } | null;
                                updated_at: string;
                                venue_address: string | null;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/agree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The booking’s DJ agrees to the terms the customer proposed: the booking is confirmed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amounts: {
                                    customer_pays: number;
                                    dj_payout: number;
                                    platform_fee: number;
                                    processing_fee: number;
                                };
                                authorization_failure: {
                                    failed_at: string | null;
                                    /** @enum {string|null} */
                                    kind: "soft" | "authentication" | "hard" | null;
                                    reason: string | null;
                                    retry_at: string | null;
                                    secure_by: string;
                                } | null;
                                cancellation: {
                                    at: string;
                                    /** @enum {string} */
                                    by: "customer" | "dj";
                                    charged: number;
                                    reason: string;
                                } | null;
                                charged: number;
                                confirmed_at: string | null;
                                created_at: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                customer_email: string | null;
                                customer_name: string;
                                customer_paid_now: number;
                                /** @enum {string} */
                                customer_type: "venue" | "enthusiast";
                                dj_email: string | null;
                                dj_id: number;
                                dj_image: string | null;
                                dj_name: string;
                                dj_payout_now: number;
                                dj_terms: {
                                    /** @enum {number} */
                                    cancellation_notice_hours: 72 | 48 | 24 | 168;
                                    /** @enum {string} */
                                    payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                };
                                event: {
                                    city: string | null;
                                    country: string | null;
                                    date: string;
                                    description: string;
                                    duration: number;
                                    /** @enum {string} */
                                    performance_type: "remote" | "onsite";
                                    timezone: string;
                                };
                                history: {
                                    /** @enum {string} */
                                    actor: "customer" | "dj" | "system" | "gateway";
                                    amount: number | null;
                                    at: string;
                                    from_status: string | null;
                                    /** @enum {string|null} */
                                    payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed" | null;
                                    reason: string | null;
                                    to_status: string | null;
                                    /** @enum {string} */
                                    type: "booking_request.submitted" | "booking_request.declined" | "booking_request.accepted" | "booking_request.cancelled" | "booking_request.confirmed" | "booking_request.reauthorized" | "booking_request.shared" | "booking_request.authorization_requested" | "booking_request.authorized" | "booking_request.authorization_failed" | "booking_request.authorization_reminder" | "booking_request.captured" | "booking_request.expired" | "booking_request.completed" | "booking.cancelled" | "booking.terms_proposed" | "booking.terms_agreed" | "booking.terms_declined" | "booking_request.reached_new_djs" | "offer.made" | "offer.countered" | "offer.accepted" | "offer.declined" | "offer.withdrawn" | "booking.payout_paid" | "booking.payout_failed" | "review.written" | "review.published" | "review.answered" | "dispute.opened" | "dispute.answered" | "dispute.decided" | "dispute.refunded";
                                }[];
                                hold_amount: number;
                                hourly_rate: number;
                                id: number;
                                needs_authorization: boolean;
                                /** @enum {string} */
                                payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed";
                                payouts: {
                                    amount: number;
                                    due_at: string;
                                    failure_reason: string | null;
                                    /** @enum {string} */
                                    kind: "upfront" | "after_event";
                                    paid_at: string | null;
                                    /** @enum {string} */
                                    status: "scheduled" | "paid" | "failed" | "cancelled";
                                }[];
                                refund: {
                                    amount: number;
                                    dj_share: number;
                                    platform_share: number;
                                    sent: boolean;
                                } | null;
                                request_id: number;
                                /** @enum {string} */
                                status: "awaiting_confirmation" | "awaiting_dj_agreement" | "confirmed" | "completed" | "cancelled" | "expired";
                                terms: {
                                    additional_terms: string | null;
                                    /** @enum {number} */
                                    cancellation_notice_hours: 72 | 48 | 24 | 168;
                                    customer_agreed_at: string | null;
                                    dj_agreed_at: string | null;
                                    equipment_provided: string[];
                                    /** @enum {string} */
                                    payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                    /** @enum {string} */
                                    proposed_by: "dj" | "customer";
                                    special_requirements: string | null;
                                } | null;
                                terms_declined: {
                                    at: string;
                                    message: string;
                                } | null;
                                updated_at: string;
                                venue_address: string | null;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/authorization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new card authorization for the booking’s agreed price, on a new card or the saved one (Idempotency-Key) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        use_saved_card?: boolean;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amounts: {
                                /** @enum {string} */
                                authorization_strategy: "save_payment_method" | "authorize_now";
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                customer_pays: number;
                                dj_payout: number;
                                platform_fee: number;
                                processing_fee: number;
                            };
                            dj_has_stripe: boolean;
                            payment_intent: {
                                client_secret: string;
                                id: string;
                            } | null;
                            /** @enum {string} */
                            payment_mode: "direct_to_dj" | "platform";
                            setup_intent: {
                                client_secret: string;
                                id: string;
                            } | null;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A confirmed booking as an iCalendar file (either party) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An iCalendar file (text/calendar) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Either party cancels the booking with a reason; what is charged follows the contract */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amounts: {
                                    customer_pays: number;
                                    dj_payout: number;
                                    platform_fee: number;
                                    processing_fee: number;
                                };
                                authorization_failure: {
                                    failed_at: string | null;
                                    /** @enum {string|null} */
                                    kind: "soft" | "authentication" | "hard" | null;
                                    reason: string | null;
                                    retry_at: string | null;
                                    secure_by: string;
                                } | null;
                                cancellation: {
                                    at: string;
                                    /** @enum {string} */
                                    by: "customer" | "dj";
                                    charged: number;
                                    reason: string;
                                } | null;
                                charged: number;
                                confirmed_at: string | null;
                                created_at: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                customer_email: string | null;
                                customer_name: string;
                                customer_paid_now: number;
                                /** @enum {string} */
                                customer_type: "venue" | "enthusiast";
                                dj_email: string | null;
                                dj_id: number;
                                dj_image: string | null;
                                dj_name: string;
                                dj_payout_now: number;
                                dj_terms: {
                                    /** @enum {number} */
                                    cancellation_notice_hours: 72 | 48 | 24 | 168;
                                    /** @enum {string} */
                                    payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                };
                                event: {
                                    city: string | null;
                                    country: string | null;
                                    date: string;
                                    description: string;
                                    duration: number;
                                    /** @enum {string} */
                                    performance_type: "remote" | "onsite";
                                    timezone: string;
                                };
                                history: {
                                    /** @enum {string} */
                                    actor: "customer" | "dj" | "system" | "gateway";
                                    amount: number | null;
                                    at: string;
                                    from_status: string | null;
                                    /** @enum {string|null} */
                                    payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed" | null;
                                    reason: string | null;
                                    to_status: string | null;
                                    /** @enum {string} */
                                    type: "booking_request.submitted" | "booking_request.declined" | "booking_request.accepted" | "booking_request.cancelled" | "booking_request.confirmed" | "booking_request.reauthorized" | "booking_request.shared" | "booking_request.authorization_requested" | "booking_request.authorized" | "booking_request.authorization_failed" | "booking_request.authorization_reminder" | "booking_request.captured" | "booking_request.expired" | "booking_request.completed" | "booking.cancelled" | "booking.terms_proposed" | "booking.terms_agreed" | "booking.terms_declined" | "booking_request.reached_new_djs" | "offer.made" | "offer.countered" | "offer.accepted" | "offer.declined" | "offer.withdrawn" | "booking.payout_paid" | "booking.payout_failed" | "review.written" | "review.published" | "review.answered" | "dispute.opened" | "dispute.answered" | "dispute.decided" | "dispute.refunded";
                                }[];
                                hold_amount: number;
                                hourly_rate: number;
                                id: number;
                                needs_authorization: boolean;
                                /** @enum {string} */
                                payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed";
                                payouts: {
                                    amount: number;
                                    due_at: string;
                                    failure_reason: string | null;
                                    /** @enum {string} */
                                    kind: "upfront" | "after_event";
                                    paid_at: string | null;
                                    /** @enum {string} */
                                    status: "scheduled" | "paid" | "failed" | "cancelled";
                                }[];
                                refund: {
                                    amount: number;
                                    dj_share: number;
                                    platform_share: number;
                                    sent: boolean;
                                } | null;
                                request_id: number;
                                /** @enum {string} */
                                status: "awaiting_confirmation" | "awaiting_dj_agreement" | "confirmed" | "completed" | "cancelled" | "expired";
                                terms: {
                                    additional_terms: string | null;
                                    /** @enum {number} */
                                    cancellation_notice_hours: 72 | 48 | 24 | 168;
                                    customer_agreed_at: string | null;
                                    dj_agreed_at: string | null;
                                    equipment_provided: string[];
                                    /** @enum {string} */
                                    payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                    /** @enum {string} */
                                    proposed_by: "dj" | "customer";
                                    special_requirements: string | null;
                                } | null;
                                terms_declined: {
                                    at: string;
                                    message: string;
                                } | null;
                                updated_at: string;
                                venue_address: string | null;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The customer confirms the booking with the contract’s terms (refused while the card secures less) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        additional_terms?: string;
                        /** @enum {boolean} */
                        agree: true;
                        /** @enum {number} */
                        cancellation_notice_hours?: 72 | 48 | 24 | 168;
                        equipment_provided: string[];
                        /** @enum {string} */
                        payment_terms?: "50_50" | "upfront" | "after" | "30_70";
                        special_requirements?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amounts: {
                                    customer_pays: number;
                                    dj_payout: number;
                                    platform_fee: number;
                                    processing_fee: number;
                                };
                                authorization_failure: {
                                    failed_at: string | null;
                                    /** @enum {string|null} */
                                    kind: "soft" | "authentication" | "hard" | null;
                                    reason: string | null;
                                    retry_at: string | null;
                                    secure_by: string;
                                } | null;
                                cancellation: {
                                    at: string;
                                    /** @enum {string} */
                                    by: "customer" | "dj";
                                    charged: number;
                                    reason: string;
                                } | null;
                                charged: number;
                                confirmed_at: string | null;
                                created_at: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                customer_email: string | null;
                                customer_name: string;
                                customer_paid_now: number;
                                /** @enum {string} */
                                customer_type: "venue" | "enthusiast";
                                dj_email: string | null;
                                dj_id: number;
                                dj_image: string | null;
                                dj_name: string;
                                dj_payout_now: number;
                                dj_terms: {
                                    /** @enum {number} */
                                    cancellation_notice_hours: 72 | 48 | 24 | 168;
                                    /** @enum {string} */
                                    payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                };
                                event: {
                                    city: string | null;
                                    country: string | null;
                                    date: string;
                                    description: string;
                                    duration: number;
                                    /** @enum {string} */
                                    performance_type: "remote" | "onsite";
                                    timezone: string;
                                };
                                history: {
                                    /** @enum {string} */
                                    actor: "customer" | "dj" | "system" | "gateway";
                                    amount: number | null;
                                    at: string;
                                    from_status: string | null;
                                    /** @enum {string|null} */
                                    payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed" | null;
                                    reason: string | null;
                                    to_status: string | null;
                                    /** @enum {string} */
                                    type: "booking_request.submitted" | "booking_request.declined" | "booking_request.accepted" | "booking_request.cancelled" | "booking_request.confirmed" | "booking_request.reauthorized" | "booking_request.shared" | "booking_request.authorization_requested" | "booking_request.authorized" | "booking_request.authorization_failed" | "booking_request.authorization_reminder" | "booking_request.captured" | "booking_request.expired" | "booking_request.completed" | "booking.cancelled" | "booking.terms_proposed" | "booking.terms_agreed" | "booking.terms_declined" | "booking_request.reached_new_djs" | "offer.made" | "offer.countered" | "offer.accepted" | "offer.declined" | "offer.withdrawn" | "booking.payout_paid" | "booking.payout_failed" | "review.written" | "review.published" | "review.answered" | "dispute.opened" | "dispute.answered" | "dispute.decided" | "dispute.refunded";
                                }[];
                                hold_amount: number;
                                hourly_rate: number;
                                id: number;
                                needs_authorization: boolean;
                                /** @enum {string} */
                                payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed";
                                payouts: {
                                    amount: number;
                                    due_at: string;
                                    failure_reason: string | null;
                                    /** @enum {string} */
                                    kind: "upfront" | "after_event";
                                    paid_at: string | null;
                                    /** @enum {string} */
                                    status: "scheduled" | "paid" | "failed" | "cancelled";
                                }[];
                                refund: {
                                    amount: number;
                                    dj_share: number;
                                    platform_share: number;
                                    sent: boolean;
                                } | null;
                                request_id: number;
                                /** @enum {string} */
                                status: "awaiting_confirmation" | "awaiting_dj_agreement" | "confirmed" | "completed" | "cancelled" | "expired";
                                terms: {
                                    additional_terms: string | null;
                                    /** @enum {number} */
                                    cancellation_notice_hours: 72 | 48 | 24 | 168;
                                    customer_agreed_at: string | null;
                                    dj_agreed_at: string | null;
                                    equipment_provided: string[];
                                    /** @enum {string} */
                                    payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                    /** @enum {string} */
                                    proposed_by: "dj" | "customer";
                                    special_requirements: string | null;
                                } | null;
                                terms_declined: {
                                    at: string;
                                    message: string;
                                } | null;
                                updated_at: string;
                                venue_address: string | null;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/decline-terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The booking’s DJ sends the customer’s terms back with a message; the customer confirms again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amounts: {
                                    customer_pays: number;
                                    dj_payout: number;
                                    platform_fee: number;
                                    processing_fee: number;
                                };
                                authorization_failure: {
                                    failed_at: string | null;
                                    /** @enum {string|null} */
                                    kind: "soft" | "authentication" | "hard" | null;
                                    reason: string | null;
                                    retry_at: string | null;
                                    secure_by: string;
                                } | null;
                                cancellation: {
                                    at: string;
                                    /** @enum {string} */
                                    by: "customer" | "dj";
                                    charged: number;
                                    reason: string;
                                } | null;
                                charged: number;
                                confirmed_at: string | null;
                                created_at: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                customer_email: string | null;
                                customer_name: string;
                                customer_paid_now: number;
                                /** @enum {string} */
                                customer_type: "venue" | "enthusiast";
                                dj_email: string | null;
                                dj_id: number;
                                dj_image: string | null;
                                dj_name: string;
                                dj_payout_now: number;
                                dj_terms: {
                                    /** @enum {number} */
                                    cancellation_notice_hours: 72 | 48 | 24 | 168;
                                    /** @enum {string} */
                                    payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                };
                                event: {
                                    city: string | null;
                                    country: string | null;
                                    date: string;
                                    description: string;
                                    duration: number;
                                    /** @enum {string} */
                                    performance_type: "remote" | "onsite";
                                    timezone: string;
                                };
                                history: {
                                    /** @enum {string} */
                                    actor: "customer" | "dj" | "system" | "gateway";
                                    amount: number | null;
                                    at: string;
                                    from_status: string | null;
                                    /** @enum {string|null} */
                                    payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed" | null;
                                    reason: string | null;
                                    to_status: string | null;
                                    /** @enum {string} */
                                    type: "booking_request.submitted" | "booking_request.declined" | "booking_request.accepted" | "booking_request.cancelled" | "booking_request.confirmed" | "booking_request.reauthorized" | "booking_request.shared" | "booking_request.authorization_requested" | "booking_request.authorized" | "booking_request.authorization_failed" | "booking_request.authorization_reminder" | "booking_request.captured" | "booking_request.expired" | "booking_request.completed" | "booking.cancelled" | "booking.terms_proposed" | "booking.terms_agreed" | "booking.terms_declined" | "booking_request.reached_new_djs" | "offer.made" | "offer.countered" | "offer.accepted" | "offer.declined" | "offer.withdrawn" | "booking.payout_paid" | "booking.payout_failed" | "review.written" | "review.published" | "review.answered" | "dispute.opened" | "dispute.answered" | "dispute.decided" | "dispute.refunded";
                                }[];
                                hold_amount: number;
                                hourly_rate: number;
                                id: number;
                                needs_authorization: boolean;
                                /** @enum {string} */
                                payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed";
                                payouts: {
                                    amount: number;
                                    due_at: string;
                                    failure_reason: string | null;
                                    /** @enum {string} */
                                    kind: "upfront" | "after_event";
                                    paid_at: string | null;
                                    /** @enum {string} */
                                    status: "scheduled" | "paid" | "failed" | "cancelled";
                                }[];
                                refund: {
                                    amount: number;
                                    dj_share: number;
                                    platform_share: number;
                                    sent: boolean;
                                } | null;
                                request_id: number;
                                /** @enum {string} */
                                status: "awaiting_confirmation" | "awaiting_dj_agreement" | "confirmed" | "completed" | "cancelled" | "expired";
                                terms: {
                                    additional_terms: string | null;
                                    /** @enum {number} */
                                    cancellation_notice_hours: 72 | 48 | 24 | 168;
                                    customer_agreed_at: string | null;
                                    dj_agreed_at: string | null;
                                    equipment_provided: string[];
                                    /** @enum {string} */
                                    payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                    /** @enum {string} */
                                    proposed_by: "dj" | "customer";
                                    special_requirements: string | null;
                                } | null;
                                terms_declined: {
                                    at: string;
                                    message: string;
                                } | null;
                                updated_at: string;
                                venue_address: string | null;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The booking’s dispute, or whether one may be opened and until when */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                can_open: boolean;
                                dispute: {
                                    answer: string | null;
                                    answered_at: string | null;
                                    booking_id: number;
                                    can_answer: boolean;
                                    charged: number;
                                    created_at: string;
                                    currency: string;
                                    decision: {
                                        decided_at: string;
                                        dj_share: number;
                                        note: string;
                                        /** @enum {string} */
                                        outcome: "full_refund" | "partial_refund" | "no_refund";
                                        platform_share: number;
                                        refund: number;
                                        refunded: boolean;
                                    } | null;
                                    dj_payout: number;
                                    id: number;
                                    /** @enum {string} */
                                    opened_by: "customer" | "dj";
                                    payout_adjustments: {
                                        amount: number;
                                        done: boolean;
                                        /** @enum {string} */
                                        kind: "reduced" | "reversed";
                                    }[];
                                    /** @enum {string} */
                                    reason: "no_show" | "late_or_short" | "not_as_agreed" | "conduct" | "other";
                                    statement: string;
                                    /** @enum {string} */
                                    status: "open" | "answered" | "decided";
                                } | null;
                                window_closes_at: string | null;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/dispute/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The other party answers the dispute once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        statement: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                answer: string | null;
                                answered_at: string | null;
                                booking_id: number;
                                can_answer: boolean;
                                charged: number;
                                created_at: string;
                                currency: string;
                                decision: {
                                    decided_at: string;
                                    dj_share: number;
                                    note: string;
                                    /** @enum {string} */
                                    outcome: "full_refund" | "partial_refund" | "no_refund";
                                    platform_share: number;
                                    refund: number;
                                    refunded: boolean;
                                } | null;
                                dj_payout: number;
                                id: number;
                                /** @enum {string} */
                                opened_by: "customer" | "dj";
                                payout_adjustments: {
                                    amount: number;
                                    done: boolean;
                                    /** @enum {string} */
                                    kind: "reduced" | "reversed";
                                }[];
                                /** @enum {string} */
                                reason: "no_show" | "late_or_short" | "not_as_agreed" | "conduct" | "other";
                                statement: string;
                                /** @enum {string} */
                                status: "open" | "answered" | "decided";
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A party opens a dispute on a charged booking within 7 days after the event */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        reason: "no_show" | "late_or_short" | "not_as_agreed" | "conduct" | "other";
                        statement: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                answer: string | null;
                                answered_at: string | null;
                                booking_id: number;
                                can_answer: boolean;
                                charged: number;
                                created_at: string;
                                currency: string;
                                decision: {
                                    decided_at: string;
                                    dj_share: number;
                                    note: string;
                                    /** @enum {string} */
                                    outcome: "full_refund" | "partial_refund" | "no_refund";
                                    platform_share: number;
                                    refund: number;
                                    refunded: boolean;
                                } | null;
                                dj_payout: number;
                                id: number;
                                /** @enum {string} */
                                opened_by: "customer" | "dj";
                                payout_adjustments: {
                                    amount: number;
                                    done: boolean;
                                    /** @enum {string} */
                                    kind: "reduced" | "reversed";
                                }[];
                                /** @enum {string} */
                                reason: "no_show" | "late_or_short" | "not_as_agreed" | "conduct" | "other";
                                statement: string;
                                /** @enum {string} */
                                status: "open" | "answered" | "decided";
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The conversation between a booking’s customer and DJ */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                booking_id: number | null;
                                contact_details_hidden: boolean;
                                customer: {
                                    id: number;
                                    name: string;
                                };
                                dj: {
                                    id: number;
                                    name: string;
                                };
                                id: number | null;
                                messages: {
                                    created_at: string;
                                    editable_until: string | null;
                                    edited_at: string | null;
                                    hidden_details: ("email" | "phone" | "link" | "handle")[];
                                    id: number;
                                    mine: boolean;
                                    removed: boolean;
                                    /** @enum {string} */
                                    sender: "customer" | "dj";
                                    text: string;
                                }[];
                                notice: string;
                                request_id: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Writes to the other party of a booking */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                created_at: string;
                                editable_until: string | null;
                                edited_at: string | null;
                                hidden_details: ("email" | "phone" | "link" | "handle")[];
                                id: number;
                                mine: boolean;
                                removed: boolean;
                                /** @enum {string} */
                                sender: "customer" | "dj";
                                text: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/reauthorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Secures the booking with the new authorization; the old hold is released */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        payment_intent_id?: string;
                        setup_intent_id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amounts: {
                                    customer_pays: number;
                                    dj_payout: number;
                                    platform_fee: number;
                                    processing_fee: number;
                                };
                                authorization_failure: {
                                    failed_at: string | null;
                                    /** @enum {string|null} */
                                    kind: "soft" | "authentication" | "hard" | null;
                                    reason: string | null;
                                    retry_at: string | null;
                                    secure_by: string;
                                } | null;
                                cancellation: {
                                    at: string;
                                    /** @enum {string} */
                                    by: "customer" | "dj";
                                    charged: number;
                                    reason: string;
                                } | null;
                                charged: number;
                                confirmed_at: string | null;
                                created_at: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                customer_email: string | null;
                                customer_name: string;
                                customer_paid_now: number;
                                /** @enum {string} */
                                customer_type: "venue" | "enthusiast";
                                dj_email: string | null;
                                dj_id: number;
                                dj_image: string | null;
                                dj_name: string;
                                dj_payout_now: number;
                                dj_terms: {
                                    /** @enum {number} */
                                    cancellation_notice_hours: 72 | 48 | 24 | 168;
                                    /** @enum {string} */
                                    payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                };
                                event: {
                                    city: string | null;
                                    country: string | null;
                                    date: string;
                                    description: string;
                                    duration: number;
                                    /** @enum {string} */
                                    performance_type: "remote" | "onsite";
                                    timezone: string;
                                };
                                history: {
                                    /** @enum {string} */
                                    actor: "customer" | "dj" | "system" | "gateway";
                                    amount: number | null;
                                    at: string;
                                    from_status: string | null;
                                    /** @enum {string|null} */
                                    payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed" | null;
                                    reason: string | null;
                                    to_status: string | null;
                                    /** @enum {string} */
                                    type: "booking_request.submitted" | "booking_request.declined" | "booking_request.accepted" | "booking_request.cancelled" | "booking_request.confirmed" | "booking_request.reauthorized" | "booking_request.shared" | "booking_request.authorization_requested" | "booking_request.authorized" | "booking_request.authorization_failed" | "booking_request.authorization_reminder" | "booking_request.captured" | "booking_request.expired" | "booking_request.completed" | "booking.cancelled" | "booking.terms_proposed" | "booking.terms_agreed" | "booking.terms_declined" | "booking_request.reached_new_djs" | "offer.made" | "offer.countered" | "offer.accepted" | "offer.declined" | "offer.withdrawn" | "booking.payout_paid" | "booking.payout_failed" | "review.written" | "review.published" | "review.answered" | "dispute.opened" | "dispute.answered" | "dispute.decided" | "dispute.refunded";
                                }[];
                                hold_amount: number;
                                hourly_rate: number;
                                id: number;
                                needs_authorization: boolean;
                                /** @enum {string} */
                                payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed";
                                payouts: {
                                    amount: number;
                                    due_at: string;
                                    failure_reason: string | null;
                                    /** @enum {string} */
                                    kind: "upfront" | "after_event";
                                    paid_at: string | null;
                                    /** @enum {string} */
                                    status: "scheduled" | "paid" | "failed" | "cancelled";
                                }[];
                                refund: {
                                    amount: number;
                                    dj_share: number;
                                    platform_share: number;
                                    sent: boolean;
                                } | null;
                                request_id: number;
                                /** @enum {string} */
                                status: "awaiting_confirmation" | "awaiting_dj_agreement" | "confirmed" | "completed" | "cancelled" | "expired";
                                terms: {
                                    additional_terms: string | null;
                                    /** @enum {number} */
                                    cancellation_notice_hours: 72 | 48 | 24 | 168;
                                    customer_agreed_at: string | null;
                                    dj_agreed_at: string | null;
                                    equipment_provided: string[];
                                    /** @enum {string} */
                                    payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                    /** @enum {string} */
                                    proposed_by: "dj" | "customer";
                                    special_requirements: string | null;
                                } | null;
                                terms_declined: {
                                    at: string;
                                    message: string;
                                } | null;
                                updated_at: string;
                                venue_address: string | null;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The booking’s reviews as one of its parties sees them (the other’s once published) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                booking_id: number;
                                can_answer: boolean;
                                can_review: boolean;
                                mine: {
                                    answer: string | null;
                                    answered_at: string | null;
                                    author_name: string;
                                    /** @enum {string} */
                                    author_side: "customer" | "dj";
                                    booking_id: number;
                                    created_at: string;
                                    id: number;
                                    published_at: string | null;
                                    rating: number;
                                    subject_id: number;
                                    text: string;
                                } | null;
                                published: boolean;
                                theirs: {
                                    answer: string | null;
                                    answered_at: string | null;
                                    author_name: string;
                                    /** @enum {string} */
                                    author_side: "customer" | "dj";
                                    booking_id: number;
                                    created_at: string;
                                    id: number;
                                    published_at: string | null;
                                    rating: number;
                                    subject_id: number;
                                    text: string;
                                } | null;
                                theirs_written: boolean;
                                window_closes_at: string | null;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        /** A party reviews the other within 14 days of the booking’s completion (1–5 stars and text) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        rating: number;
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                booking_id: number;
                                can_answer: boolean;
                                can_review: boolean;
                                mine: {
                                    answer: string | null;
                                    answered_at: string | null;
                                    author_name: string;
                                    /** @enum {string} */
                                    author_side: "customer" | "dj";
                                    booking_id: number;
                                    created_at: string;
                                    id: number;
                                    published_at: string | null;
                                    rating: number;
                                    subject_id: number;
                                    text: string;
                                } | null;
                                published: boolean;
                                theirs: {
                                    answer: string | null;
                                    answered_at: string | null;
                                    author_name: string;
                                    /** @enum {string} */
                                    author_side: "customer" | "dj";
                                    booking_id: number;
                                    created_at: string;
                                    id: number;
                                    published_at: string | null;
                                    rating: number;
                                    subject_id: number;
                                    text: string;
                                } | null;
                                theirs_written: boolean;
                                window_closes_at: string | null;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bug-report.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A captcha question and its signed token for the form */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            captcha: string;
                            /** @enum {boolean} */
                            success: true;
                            token: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Report a bug to the team */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        accountType: "DJ" | "Venue" | "Tour Manager" | "Music Enthusiast" | "Producer" | "Record Label";
                        captcha: number | string;
                        description: string;
                        device: string;
                        email: string;
                        /** @enum {string} */
                        issueType: "Audio Quality" | "Video Streaming" | "Login Problems" | "Performance Issues" | "macOS App" | "Web Platform" | "Booking System" | "Profile Management" | "Other";
                        steps: string;
                        token: string;
                        website?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            reference_id: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/{token}.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An account's bookings as a subscribable iCalendar feed (the token is the key) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An iCalendar file (text/calendar) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's private calendar feed address (created on first ask) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                url: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/feed/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new feed address; the old one stops working */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                url: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/captcha/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A fresh ALTCHA challenge in the widget format; the solved payload goes in recaptcha_token */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            parameters: {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/coming-soon/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join the waitlist as a DJ, tour manager or venue manager */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /** @enum {string} */
                        role: "dj" | "tour-manager" | "venue-manager";
                        website?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                already: boolean;
                                email: string;
                                /** @enum {string} */
                                role: "dj" | "tour-manager" | "venue-manager";
                            };
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                already: boolean;
                                email: string;
                                /** @enum {string} */
                                role: "dj" | "tour-manager" | "venue-manager";
                            };
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A captcha question and its signed token for the form */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            captcha: string;
                            /** @enum {boolean} */
                            success: true;
                            token: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Send a message to the team (general, support or legal) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        captcha: number | string;
                        email: string;
                        message: string;
                        name: string;
                        subject: string;
                        token: string;
                        /**
                         * @default general
                         * @enum {string}
                         */
                        type?: "general" | "support" | "legal";
                        website?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            reference_id: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account’s conversations with messages from the other party it has not read */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                dj_id: number;
                                request_id: number;
                                unread: number;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/discover/djs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** DJs by genre and by where they play (local: in the city or travelling there; remote), paged */
        get: {
            parameters: {
                query: {
                    city?: string;
                    country?: string;
                    genre?: string;
                    limit?: number;
                    mode: "all" | "local" | "remote";
                    offset?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                djs: {
                                    accepts_remote: boolean;
                                    city: string | null;
                                    country: string | null;
                                    currency: string;
                                    genres: string[];
                                    hourly_rate_min: number;
                                    profile_image_url: string | null;
                                    slug: string;
                                    stage_name: string;
                                    user_id: number;
                                }[];
                                total: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dj-profile.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in DJ's profile (in data and profile) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                accepts_co_streaming: boolean;
                                accepts_in_person: boolean;
                                accepts_remote_private: boolean;
                                accepts_remote_venues: boolean;
                                banner_image_url: string | null;
                                bio: string;
                                can_request_feature: boolean;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                current_location: {
                                    /** @enum {string} */
                                    availability_type: "home_base" | "touring";
                                    city: string | null;
                                    country: string | null;
                                };
                                /** @enum {number} */
                                default_cancellation_notice_hours: 72 | 48 | 24 | 168;
                                /** @enum {string} */
                                default_payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                feature_request_status: {
                                    cooldown_until: string;
                                    featured_until: string | null;
                                    /** @enum {string} */
                                    status: "featured" | "cooldown";
                                } | null;
                                genres: string[];
                                hourly_rate_min: number;
                                profile_image_url: string | null;
                                profile_url: string;
                                slug: string;
                                social_links: {
                                    facebook?: string;
                                    instagram?: string;
                                    mixcloud?: string;
                                    twitch?: string;
                                    website?: string;
                                };
                                stage_name: string;
                                updated_at: string;
                                user_id: number;
                                website_url: string | null;
                            };
                            profile: {
                                accepts_co_streaming: boolean;
                                accepts_in_person: boolean;
                                accepts_remote_private: boolean;
                                accepts_remote_venues: boolean;
                                banner_image_url: string | null;
                                bio: string;
                                can_request_feature: boolean;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                current_location: {
                                    /** @enum {string} */
                                    availability_type: "home_base" | "touring";
                                    city: string | null;
                                    country: string | null;
                                };
                                /** @enum {number} */
                                default_cancellation_notice_hours: 72 | 48 | 24 | 168;
                                /** @enum {string} */
                                default_payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                feature_request_status: {
                                    cooldown_until: string;
                                    featured_until: string | null;
                                    /** @enum {string} */
                                    status: "featured" | "cooldown";
                                } | null;
                                genres: string[];
                                hourly_rate_min: number;
                                profile_image_url: string | null;
                                profile_url: string;
                                slug: string;
                                social_links: {
                                    facebook?: string;
                                    instagram?: string;
                                    mixcloud?: string;
                                    twitch?: string;
                                    website?: string;
                                };
                                stage_name: string;
                                updated_at: string;
                                user_id: number;
                                website_url: string | null;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Saves the dashboard's profile form (stage_name is read-only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        accepts_co_streaming?: boolean;
                        accepts_in_person?: boolean;
                        accepts_remote_private?: boolean;
                        accepts_remote_venues?: boolean;
                        acceptsCoStreaming?: boolean;
                        acceptsInPerson?: boolean;
                        acceptsRemotePrivate?: boolean;
                        acceptsRemoteVenues?: boolean;
                        bio?: string | null;
                        /** @enum {string} */
                        currency?: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                        current_location?: {
                            /** @enum {string} */
                            availability_type?: "home_base" | "touring";
                            city?: string | null;
                            /** @enum {string|null} */
                            country?: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW" | null;
                        } | null;
                        /** @enum {number} */
                        default_cancellation_notice_hours?: 72 | 48 | 24 | 168;
                        /** @enum {string} */
                        default_payment_terms?: "50_50" | "upfront" | "after" | "30_70";
                        genres?: string[];
                        hourly_rate_min?: number;
                        social_links?: {
                            facebook?: (string | {
                                handle?: string | null;
                                url?: string | null;
                                username?: string | null;
                            }) | null;
                            instagram?: (string | {
                                handle?: string | null;
                                url?: string | null;
                                username?: string | null;
                            }) | null;
                            mixcloud?: (string | {
                                handle?: string | null;
                                url?: string | null;
                                username?: string | null;
                            }) | null;
                            twitch?: (string | {
                                handle?: string | null;
                                url?: string | null;
                                username?: string | null;
                            }) | null;
                            website?: (string | {
                                handle?: string | null;
                                url?: string | null;
                                username?: string | null;
                            }) | null;
                        } | null;
                        stage_name?: string;
                        website_url?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                accepts_co_streaming: boolean;
                                accepts_in_person: boolean;
                                accepts_remote_private: boolean;
                                accepts_remote_venues: boolean;
                                banner_image_url: string | null;
                                bio: string;
                                can_request_feature: boolean;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                current_location: {
                                    /** @enum {string} */
                                    availability_type: "home_base" | "touring";
                                    city: string | null;
                                    country: string | null;
                                };
                                /** @enum {number} */
                                default_cancellation_notice_hours: 72 | 48 | 24 | 168;
                                /** @enum {string} */
                                default_payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                feature_request_status: {
                                    cooldown_until: string;
                                    featured_until: string | null;
                                    /** @enum {string} */
                                    status: "featured" | "cooldown";
                                } | null;
                                genres: string[];
                                hourly_rate_min: number;
                                profile_image_url: string | null;
                                profile_url: string;
                                slug: string;
                                social_links: {
                                    facebook?: string;
                                    instagram?: string;
                                    mixcloud?: string;
                                    twitch?: string;
                                    website?: string;
                                };
                                stage_name: string;
                                updated_at: string;
                                user_id: number;
                                website_url: string | null;
                            };
                            profile: {
                                accepts_co_streaming: boolean;
                                accepts_in_person: boolean;
                                accepts_remote_private: boolean;
                                accepts_remote_venues: boolean;
                                banner_image_url: string | null;
                                bio: string;
                                can_request_feature: boolean;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                current_location: {
                                    /** @enum {string} */
                                    availability_type: "home_base" | "touring";
                                    city: string | null;
                                    country: string | null;
                                };
                                /** @enum {number} */
                                default_cancellation_notice_hours: 72 | 48 | 24 | 168;
                                /** @enum {string} */
                                default_payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                feature_request_status: {
                                    cooldown_until: string;
                                    featured_until: string | null;
                                    /** @enum {string} */
                                    status: "featured" | "cooldown";
                                } | null;
                                genres: string[];
                                hourly_rate_min: number;
                                profile_image_url: string | null;
                                profile_url: string;
                                slug: string;
                                social_links: {
                                    facebook?: string;
                                    instagram?: string;
                                    mixcloud?: string;
                                    twitch?: string;
                                    website?: string;
                                };
                                stage_name: string;
                                updated_at: string;
                                user_id: number;
                                website_url: string | null;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dj-public-page.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A DJ's public profile by slug (/{slug}) or user id (/dj/{id}) */
        get: {
            parameters: {
                query?: {
                    id?: number;
                    slug?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                accepts_co_streaming: boolean;
                                accepts_in_person: boolean;
                                accepts_remote_private: boolean;
                                accepts_remote_venues: boolean;
                                availability_periods: {
                                    /** @enum {string} */
                                    availability_type: "in_person" | "remote";
                                    city: string | null;
                                    country: string;
                                    from_date: string;
                                    id: number;
                                    technical_needs: string | null;
                                    to_date: string;
                                }[];
                                banner_image_url: string | null;
                                bio: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                genres: string[];
                                hourly_rate_min: number;
                                is_demo: boolean;
                                location: {
                                    /** @enum {string} */
                                    availability_type: "home_base" | "touring";
                                    city: string | null;
                                    country: string | null;
                                };
                                profile_image_url: string | null;
                                profile_url: string;
                                sets: {
                                    created_at: string;
                                    embed_html: string | null;
                                    external_url: string | null;
                                    id: number;
                                    is_public: boolean;
                                    media?: {
                                        mime_type: string;
                                        original_name: string;
                                        size_bytes: number;
                                        url: string;
                                    } | null;
                                    platform: string;
                                    set_type: string;
                                    slug: string;
                                    title: string;
                                    tracks?: {
                                        artist: string;
                                        start: string | null;
                                        title: string;
                                    }[];
                                }[];
                                slug: string;
                                social_links: {
                                    facebook?: string;
                                    instagram?: string;
                                    mixcloud?: string;
                                    twitch?: string;
                                    website?: string;
                                };
                                stage_name: string;
                                upcoming_event: {
                                    event_date: string;
                                    start_time: string;
                                    title: string;
                                    venue_city: string | null;
                                    venue_country: string | null;
                                } | null;
                                user_id: number;
                                website_url: string | null;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dj-reviews.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A DJ’s published reviews with the rating (average and count) and track record */
        get: {
            parameters: {
                query: {
                    dj_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                dj_id: number;
                                rating: {
                                    average: number | null;
                                    count: number;
                                };
                                reviews: {
                                    answer: string | null;
                                    answered_at: string | null;
                                    author_name: string;
                                    /** @enum {string} */
                                    author_side: "customer" | "dj";
                                    booking_id: number;
                                    created_at: string;
                                    id: number;
                                    published_at: string | null;
                                    rating: number;
                                    subject_id: number;
                                    text: string;
                                }[];
                                track_record: {
                                    approval_rate: number | null;
                                    completed_bookings: number;
                                    requests_received: number;
                                    response_time: string | null;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dj-sets.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The simple set upload: a title and the set’s URL (a tracklist-only set: its tracklist)
         * @description The platform is read from the URL; the one sent is not needed.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        external_url?: string | null;
                        is_public?: boolean;
                        platform?: string | null;
                        /**
                         * @default audio
                         * @enum {string}
                         */
                        set_type?: "audio" | "video" | "tracklist";
                        title?: string | null;
                        tracklist?: string | null;
                        tracklist_filename?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                created_at: string;
                                description: string;
                                embed_html: string | null;
                                external_url: string | null;
                                id: number;
                                is_public: boolean;
                                media: {
                                    mime_type: string;
                                    original_name: string;
                                    size_bytes: number;
                                    url: string;
                                } | null;
                                /** @enum {string} */
                                platform: "mixcloud" | "soundcloud" | "youtube" | "twitch" | "libsyn" | "other";
                                /** @enum {string} */
                                set_type: "audio" | "video" | "tracklist";
                                title: string;
                                tracklist: string | null;
                                tracks: {
                                    artist: string;
                                    start: string | null;
                                    title: string;
                                }[];
                                updated_at: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dj/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in DJ’s travel availability periods */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                availability_type: "in_person" | "remote";
                                city: string | null;
                                country: string;
                                from_date: string;
                                id: number;
                                technical_needs: string | null;
                                to_date: string;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Adds a travel availability period */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default in_person
                         * @enum {string}
                         */
                        availabilityType?: "in_person" | "remote";
                        city?: string | null;
                        country: string;
                        fromDate: string;
                        technicalNeeds?: string | null;
                        toDate: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                availability_type: "in_person" | "remote";
                                city: string | null;
                                country: string;
                                from_date: string;
                                id: number;
                                technical_needs: string | null;
                                to_date: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dj/availability/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes one of the DJ’s availability periods */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dj/booking-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The booking requests that reached the signed-in DJ, with what the DJ would earn after fees */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                agreed: {
                                    amount: number;
                                    dj_payout: number;
                                    hourly_rate: number;
                                } | null;
                                booked_then: boolean;
                                booking_id: number | null;
                                city: string | null;
                                country: string | null;
                                created_at: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                customer_name: string;
                                /** @enum {string} */
                                customer_type: "venue" | "enthusiast";
                                date: string;
                                description: string;
                                dj_payout: number;
                                duration: number;
                                example_playlist: string | null;
                                expires_at: string;
                                hourly_budget: number;
                                id: number;
                                my_offer: {
                                    /** @enum {string|null} */
                                    awaiting: "customer" | "dj" | null;
                                    booking_id: number | null;
                                    /** @enum {number} */
                                    cancellation_notice_hours: 72 | 48 | 24 | 168;
                                    /** @enum {string|null} */
                                    counter_by: "customer" | "dj" | null;
                                    counter_hourly_rate: number | null;
                                    counter_offer: number | null;
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    dj_id: number;
                                    dj_image: string | null;
                                    dj_name: string;
                                    hourly_rate: number;
                                    id: number;
                                    last_updated: string;
                                    message: string | null;
                                    offer_amount: number;
                                    /** @enum {string} */
                                    payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                    request_id: number;
                                    /** @enum {string} */
                                    status: "pending" | "negotiating" | "accepted" | "declined" | "withdrawn";
                                    status_message: string | null;
                                } | null;
                                /** @enum {string} */
                                performance_type: "remote" | "onsite";
                                preferred_genres: string[];
                                reached_at: string;
                                /** @enum {string} */
                                reason: "targeted" | "matching" | "similar";
                                similar_djs: string[];
                                /** @enum {string} */
                                state: "draft" | "routed_to_dj" | "shared" | "accepted" | "awaiting_dj_agreement" | "confirmed" | "completed" | "expired" | "cancelled";
                                /** @enum {string} */
                                status: "pending" | "active" | "completed" | "expired" | "cancelled";
                                timezone: string;
                                total_budget: number;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dj/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in DJ’s payouts: the payout account, each booking’s payouts with dates and fees, totals */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                account: {
                                    connected: boolean;
                                    details_submitted: boolean;
                                    /** @enum {string} */
                                    mode: "test" | "stripe";
                                    payouts_enabled: boolean;
                                };
                                payouts: {
                                    amount: number;
                                    booking_amounts: {
                                        customer_pays: number;
                                        dj_payout: number;
                                        platform_fee: number;
                                        processing_fee: number;
                                    };
                                    booking_id: number;
                                    clawback: {
                                        amount: number;
                                        done: boolean;
                                        /** @enum {string} */
                                        kind: "reduced" | "reversed";
                                    } | null;
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    customer_name: string;
                                    due_at: string;
                                    event: {
                                        date: string;
                                        duration: number;
                                        timezone: string;
                                    };
                                    failure_reason: string | null;
                                    id: number;
                                    /** @enum {string} */
                                    kind: "upfront" | "after_event";
                                    paid_at: string | null;
                                    refund: {
                                        amount: number;
                                        charged: number;
                                        dj_payout_now: number;
                                        platform_share: number;
                                        sent: boolean;
                                    } | null;
                                    /** @enum {string} */
                                    status: "scheduled" | "paid" | "failed" | "cancelled";
                                }[];
                                totals: {
                                    paid: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    }[];
                                    scheduled: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    }[];
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dj/payouts/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Where the signed-in DJ sets up the payout account: Stripe’s onboarding, or straight back in test mode */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                url: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dj/performance-hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in DJ’s weekly remote performance hours */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                crosses_midnight: boolean;
                                /** @enum {string} */
                                day_of_week: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
                                end_time: string;
                                end_time_utc: string | null;
                                id: number;
                                is_available: boolean;
                                next_end: string | null;
                                next_start: string | null;
                                start_time: string;
                                start_time_utc: string | null;
                                timezone: string;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Adds a weekly time slot (timezone: the browser’s zone, else the account’s) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        day: string;
                        endTime: string;
                        /** @default true */
                        is_available?: boolean;
                        startTime: string;
                        timezone?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                crosses_midnight: boolean;
                                /** @enum {string} */
                                day_of_week: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
                                end_time: string;
                                end_time_utc: string | null;
                                id: number;
                                is_available: boolean;
                                next_end: string | null;
                                next_start: string | null;
                                start_time: string;
                                start_time_utc: string | null;
                                timezone: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dj/performance-hours/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes one of the DJ’s time slots */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dj/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in DJ's profile */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                accepts_co_streaming: boolean;
                                accepts_in_person: boolean;
                                accepts_remote_private: boolean;
                                accepts_remote_venues: boolean;
                                banner_image_url: string | null;
                                bio: string;
                                can_request_feature: boolean;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                current_location: {
                                    /** @enum {string} */
                                    availability_type: "home_base" | "touring";
                                    city: string | null;
                                    country: string | null;
                                };
                                /** @enum {number} */
                                default_cancellation_notice_hours: 72 | 48 | 24 | 168;
                                /** @enum {string} */
                                default_payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                feature_request_status: {
                                    cooldown_until: string;
                                    featured_until: string | null;
                                    /** @enum {string} */
                                    status: "featured" | "cooldown";
                                } | null;
                                genres: string[];
                                hourly_rate_min: number;
                                profile_image_url: string | null;
                                profile_url: string;
                                slug: string;
                                social_links: {
                                    facebook?: string;
                                    instagram?: string;
                                    mixcloud?: string;
                                    twitch?: string;
                                    website?: string;
                                };
                                stage_name: string;
                                updated_at: string;
                                user_id: number;
                                website_url: string | null;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        /** Changes any of the profile fields; absent fields stay as they are */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        accepts_co_streaming?: boolean;
                        accepts_in_person?: boolean;
                        accepts_remote_private?: boolean;
                        accepts_remote_venues?: boolean;
                        acceptsCoStreaming?: boolean;
                        acceptsInPerson?: boolean;
                        acceptsRemotePrivate?: boolean;
                        acceptsRemoteVenues?: boolean;
                        bio?: string | null;
                        /** @enum {string} */
                        currency?: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                        current_location?: {
                            /** @enum {string} */
                            availability_type?: "home_base" | "touring";
                            city?: string | null;
                            /** @enum {string|null} */
                            country?: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW" | null;
                        } | null;
                        /** @enum {number} */
                        default_cancellation_notice_hours?: 72 | 48 | 24 | 168;
                        /** @enum {string} */
                        default_payment_terms?: "50_50" | "upfront" | "after" | "30_70";
                        genres?: string[];
                        hourly_rate_min?: number;
                        social_links?: {
                            facebook?: (string | {
                                handle?: string | null;
                                url?: string | null;
                                username?: string | null;
                            }) | null;
                            instagram?: (string | {
                                handle?: string | null;
                                url?: string | null;
                                username?: string | null;
                            }) | null;
                            mixcloud?: (string | {
                                handle?: string | null;
                                url?: string | null;
                                username?: string | null;
                            }) | null;
                            twitch?: (string | {
                                handle?: string | null;
                                url?: string | null;
                                username?: string | null;
                            }) | null;
                            website?: (string | {
                                handle?: string | null;
                                url?: string | null;
                                username?: string | null;
                            }) | null;
                        } | null;
                        website_url?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                accepts_co_streaming: boolean;
                                accepts_in_person: boolean;
                                accepts_remote_private: boolean;
                                accepts_remote_venues: boolean;
                                banner_image_url: string | null;
                                bio: string;
                                can_request_feature: boolean;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                current_location: {
                                    /** @enum {string} */
                                    availability_type: "home_base" | "touring";
                                    city: string | null;
                                    country: string | null;
                                };
                                /** @enum {number} */
                                default_cancellation_notice_hours: 72 | 48 | 24 | 168;
                                /** @enum {string} */
                                default_payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                feature_request_status: {
                                    cooldown_until: string;
                                    featured_until: string | null;
                                    /** @enum {string} */
                                    status: "featured" | "cooldown";
                                } | null;
                                genres: string[];
                                hourly_rate_min: number;
                                profile_image_url: string | null;
                                profile_url: string;
                                slug: string;
                                social_links: {
                                    facebook?: string;
                                    instagram?: string;
                                    mixcloud?: string;
                                    twitch?: string;
                                    website?: string;
                                };
                                stage_name: string;
                                updated_at: string;
                                user_id: number;
                                website_url: string | null;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dj/profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The DJs by stage name, for a signed-in account to pick from */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            djs: {
                                id: number;
                                name: string;
                                slug: string;
                                stage_name: string;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dj/request-feature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Features the DJ for 30 minutes at once; once a week (409 during the cooldown) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                cooldown_until: string;
                                featured_until: string;
                                /** @enum {string} */
                                status: "featured";
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dj/sets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in DJ’s sets, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                created_at: string;
                                description: string;
                                embed_html: string | null;
                                external_url: string | null;
                                id: number;
                                is_public: boolean;
                                media: {
                                    mime_type: string;
                                    original_name: string;
                                    size_bytes: number;
                                    url: string;
                                } | null;
                                /** @enum {string} */
                                platform: "mixcloud" | "soundcloud" | "youtube" | "twitch" | "libsyn" | "other";
                                /** @enum {string} */
                                set_type: "audio" | "video" | "tracklist";
                                title: string;
                                tracklist: string | null;
                                tracks: {
                                    artist: string;
                                    start: string | null;
                                    title: string;
                                }[];
                                updated_at: string;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Adds a set: a title and a tracklist, and for audio or video a set URL or a completed upload
         * @description tracklist is the pasted text or the uploaded file’s text; tracklist_filename (set.csv, .json, .m3u, .txt) picks its parser. upload_id is a completed resumable upload (POST /dj/uploads).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        external_url?: string | null;
                        is_public?: boolean;
                        /** @enum {string} */
                        set_type: "audio" | "video" | "tracklist";
                        title?: string | null;
                        tracklist?: string | null;
                        tracklist_filename?: string | null;
                        upload_id?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                created_at: string;
                                description: string;
                                embed_html: string | null;
                                external_url: string | null;
                                id: number;
                                is_public: boolean;
                                media: {
                                    mime_type: string;
                                    original_name: string;
                                    size_bytes: number;
                                    url: string;
                                } | null;
                                /** @enum {string} */
                                platform: "mixcloud" | "soundcloud" | "youtube" | "twitch" | "libsyn" | "other";
                                /** @enum {string} */
                                set_type: "audio" | "video" | "tracklist";
                                title: string;
                                tracklist: string | null;
                                tracks: {
                                    artist: string;
                                    start: string | null;
                                    title: string;
                                }[];
                                updated_at: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dj/sets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a set: absent fields stay; upload_id null removes the media, a new one replaces it */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        external_url?: string | null;
                        is_public?: boolean;
                        /** @enum {string} */
                        set_type?: "audio" | "video" | "tracklist";
                        title?: string | null;
                        tracklist?: string | null;
                        tracklist_filename?: string | null;
                        upload_id?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                created_at: string;
                                description: string;
                                embed_html: string | null;
                                external_url: string | null;
                                id: number;
                                is_public: boolean;
                                media: {
                                    mime_type: string;
                                    original_name: string;
                                    size_bytes: number;
                                    url: string;
                                } | null;
                                /** @enum {string} */
                                platform: "mixcloud" | "soundcloud" | "youtube" | "twitch" | "libsyn" | "other";
                                /** @enum {string} */
                                set_type: "audio" | "video" | "tracklist";
                                title: string;
                                tracklist: string | null;
                                tracks: {
                                    artist: string;
                                    start: string | null;
                                    title: string;
                                }[];
                                updated_at: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Deletes a set and its media file */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dj/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in DJ's numbers: sets, profile completeness, bookings and earnings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                announced_sets: {
                                    total: number;
                                    upcoming: number;
                                };
                                bookings: {
                                    completed: number;
                                    total: number;
                                };
                                earnings: {
                                    EUR: number;
                                    GBP: number;
                                    USD: number;
                                };
                                genres_count: number;
                                member_since: string;
                                private_sets: number;
                                profile_completeness: number;
                                public_sets: number;
                                sets_by_type: {
                                    audio: number;
                                    tracklist: number;
                                    video: number;
                                };
                                total_sets: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dj/storage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The DJ’s media storage: used, the 10 GB limit, and what is free */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                free_bytes: number;
                                limit_bytes: number;
                                used_bytes: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dj/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts a resumable media upload (tus creation): Upload-Length and Upload-Metadata filename, filetype
         * @description Refused before any byte: a name or declared type that is not audio (mp3, wav, flac, m4a, aac, aiff, wave) or mp4 video (415), a length over the free storage of the 10 GB quota, running uploads counted (413). Answers 201 with Location /api/v14/dj/uploads/{id}.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dj/uploads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How far the upload got, and whether its content was accepted */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                error: string | null;
                                id: string;
                                mime_type: string | null;
                                offset_bytes: number;
                                original_name: string;
                                size_bytes: number;
                                /** @enum {string} */
                                status: "uploading" | "complete" | "rejected";
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Cancels an upload and removes its bytes (tus termination) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Appends bytes at Upload-Offset (tus); after the last byte the content is checked
         * @description A file whose bytes are not allowed audio or mp4 video is deleted and the upload rejected (422).
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        trace?: never;
    };
    "/djs/{id}/similar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** DJs similar to a DJ (genres, influences, place, rate), with reasons */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                currency: string;
                                genres: string[];
                                hourlyRate: number;
                                id: number;
                                image: string | null;
                                inPerson: boolean;
                                isDemo: boolean;
                                isRemote: boolean;
                                location: string | null;
                                name: string;
                                reasons: string[];
                                score: number;
                                similarTo: string[];
                                slug: string;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enthusiast-favorite-djs.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in enthusiast's favorite DJs */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                dj_name: string;
                                dj_slug: string | null;
                                dj_user_id: number | null;
                                id: number;
                            }[];
                            favorite_djs: {
                                dj_name: string;
                                dj_slug: string | null;
                                dj_user_id: number | null;
                                id: number;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Adds a favorite DJ by name (409 when it is already there, in any case) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dj_name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                dj_name: string;
                                dj_slug: string | null;
                                dj_user_id: number | null;
                                id: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        /** Removes a favorite DJ by name (body { dj_name }, or ?dj_name=) */
        delete: {
            parameters: {
                query?: {
                    dj_name?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dj_name: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                dj_name: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enthusiast/dj-recommendations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** DJs recommended for the enthusiast's taste: all, local (in or coming near) or remote, with reasons */
        get: {
            parameters: {
                query: {
                    filter: "all" | "local" | "remote";
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            basis: {
                                city: string | null;
                                country: string | null;
                                event_id: number | null;
                                genres: string[];
                                /** @enum {string} */
                                kind: "event" | "profile";
                                title: string | null;
                            };
                            data: {
                                approvalRate: number | null;
                                availability: string | null;
                                currency: string;
                                distance: number | null;
                                genres: string[];
                                hourlyRate: number;
                                id: number;
                                image: string | null;
                                inPerson: boolean;
                                isDemo: boolean;
                                isRemote: boolean;
                                location: string | null;
                                name: string;
                                rating: number | null;
                                reasons: string[];
                                responseTime: string | null;
                                score: number;
                                similarTo: string[];
                                slug: string;
                            }[];
                            recommendations: {
                                approvalRate: number | null;
                                availability: string | null;
                                currency: string;
                                distance: number | null;
                                genres: string[];
                                hourlyRate: number;
                                id: number;
                                image: string | null;
                                inPerson: boolean;
                                isDemo: boolean;
                                isRemote: boolean;
                                location: string | null;
                                name: string;
                                rating: number | null;
                                reasons: string[];
                                responseTime: string | null;
                                score: number;
                                similarTo: string[];
                                slug: string;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Announces the DJ’s next set (only for a DJ who accepts remote venues) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        duration_minutes: number;
                        /**
                         * @default dj_set
                         * @enum {string}
                         */
                        event_type?: "dj_set";
                        genres: string[];
                        /** @default true */
                        is_co_streaming_available?: boolean;
                        notes?: string | null;
                        start_time: string;
                        title?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                created_at: string;
                                description: string;
                                duration_minutes: number;
                                /** @enum {string} */
                                event_type: "dj_set";
                                genres: string[];
                                id: number;
                                is_co_streaming_available: boolean;
                                notes: string;
                                start_time: string;
                                /** @enum {string} */
                                status: "active";
                                title: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/dj": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The DJ’s announced sets: coming ones soonest first, then the 50 latest ended ones */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                events: {
                                    created_at: string;
                                    description: string;
                                    duration_minutes: number;
                                    /** @enum {string} */
                                    event_type: "dj_set";
                                    genres: string[];
                                    id: number;
                                    is_co_streaming_available: boolean;
                                    notes: string;
                                    start_time: string;
                                    /** @enum {string} */
                                    status: "active";
                                    title: string;
                                }[];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/dj/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes one of the DJ’s announced sets */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/nearby": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Venues’ public events and DJs’ announced sets near a city, nearest first then soonest
         * @description Distances are great-circle km from the city’s centre (offline gazetteer), one decimal. past=1 gives the ended events, newest first. radius_km (default 1000) bounds the search. An unknown city is a 400 that names it; a city in several countries without a country is a 400 asking for it.
         */
        get: {
            parameters: {
                query: {
                    city?: string;
                    country?: string;
                    limit?: number;
                    past: "0" | "1" | "true" | "false";
                    radius_km?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                city: string | null;
                                country: string | null;
                                currency: string | null;
                                date: string;
                                distance: number | null;
                                dj_name: string;
                                dj_slug: string | null;
                                /** @enum {string} */
                                event_type: "live" | "stream";
                                id: string;
                                price: number | null;
                                stream_url: string | null;
                                ticket_url: string | null;
                                title: string;
                                venue_name: string;
                            }[];
                            place: {
                                city: string;
                                country: string;
                                latitude: number;
                                longitude: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/genres": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every DJ genre, in picker order */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: string[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/genres.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every DJ genre, in picker order */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: string[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/genres/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every DJ genre, in picker order */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: string[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/genres/hierarchical": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The DJ genres grouped by family */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                name: string;
                                subgenres: string[];
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/genres/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** DJ genres containing q (case-insensitive), at most limit */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: string[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/geo/country": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The visitor's country (ISO code and name) detected from the request address, or null */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                country: string | null;
                                name: string | null;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                status: "ok";
                                uptime_seconds: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers a query within 2 s (503 otherwise); Redis, when configured, is reported but not required */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                database: "pglite" | "postgres";
                                /** @enum {string} */
                                redis: "ready" | "unavailable" | "not_configured";
                                /** @enum {string} */
                                status: "ready";
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/label/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in label's dashboard: its account and its public performance rights progress
         * @description Performance rights progress counts the venues whose bookings of DJs were confirmed through the product since the label's account was created, and the DJs of those bookings, toward 100 venues and 200 DJs, with running totals for the last 12 months on the label's calendar. Stems sales, revenue streams, DJ pool performance and stems packages are null until the product records them for labels.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                dj_pool: {
                                    average_rating: number | null;
                                    djs_reached: number;
                                    downloads: number;
                                    months: {
                                        downloads: number;
                                        month: string;
                                    }[];
                                    /** @enum {string} */
                                    source: "live" | "sample";
                                    top_tracks: {
                                        artist: string;
                                        downloads: number;
                                        title: string;
                                    }[];
                                } | null;
                                label: {
                                    catalogue_size: number | null;
                                    city: string | null;
                                    country: string | null;
                                    label_name: string;
                                    monetize_back_catalogue: boolean;
                                    promote_to_djs: boolean;
                                };
                                performance_rights: {
                                    dj_target: number;
                                    djs: number;
                                    months: {
                                        djs: number;
                                        month: string;
                                        venues: number;
                                    }[];
                                    since: string;
                                    /** @enum {string} */
                                    source: "live" | "sample";
                                    venue_target: number;
                                    venues: number;
                                };
                                revenue_streams: {
                                    currency: string;
                                    /** @enum {string} */
                                    source: "live" | "sample";
                                    streams: {
                                        amount_minor: number;
                                        name: string;
                                    }[];
                                } | null;
                                stems_packages: {
                                    currency: string;
                                    packages: {
                                        genre: string;
                                        price_minor: number;
                                        revenue_minor: number;
                                        stems: number;
                                        title: string;
                                        units_sold: number;
                                    }[];
                                    /** @enum {string} */
                                    source: "live" | "sample";
                                } | null;
                                stems_sales: {
                                    currency: string;
                                    months: {
                                        month: string;
                                        revenue_minor: number;
                                        units: number;
                                    }[];
                                    revenue_minor: number;
                                    /** @enum {string} */
                                    source: "live" | "sample";
                                    units_sold: number;
                                } | null;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** The sender corrects a message within 5 minutes of sending it */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                created_at: string;
                                editable_until: string | null;
                                edited_at: string | null;
                                hidden_details: ("email" | "phone" | "link" | "handle")[];
                                id: number;
                                mine: boolean;
                                removed: boolean;
                                /** @enum {string} */
                                sender: "customer" | "dj";
                                text: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/messages/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The other party reports a message to Cuepoint’s operators */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                reported: true;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mixcloud-callback.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where Mixcloud sends the DJ back: the code is exchanged and the account kept */
        get: {
            parameters: {
                query?: {
                    code?: string;
                    error?: string;
                    state?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mixcloud-cloudcast.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the set’s upload stands on Mixcloud: processing, its sections, its address */
        get: {
            parameters: {
                query: {
                    set_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                has_sections: boolean;
                                message: string | null;
                                processing: boolean;
                                sections_count: number;
                                title: string | null;
                                url: string | null;
                            };
                            has_sections: boolean;
                            processing: boolean;
                            sections_count: number;
                            /** @enum {boolean} */
                            success: true;
                            title: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mixcloud-disconnect.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forgets the DJ’s Mixcloud account and its token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                configured: boolean;
                                connected: boolean;
                                connected_at: string | null;
                                name: string | null;
                                platform_available: boolean;
                                /** @enum {string} */
                                token_status: "ok" | "invalid" | "unknown";
                                username: string | null;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mixcloud-publishes.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The DJ’s uploads to Mixcloud with their status and progress, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                attempts: number;
                                cloudcast_url: string | null;
                                created_at: string;
                                error: string | null;
                                id: number;
                                progress: number;
                                sections_count: number;
                                set_id: number;
                                /** @enum {string} */
                                status: "queued" | "uploading" | "retrying" | "published" | "failed";
                                tags: string[];
                                /** @enum {string} */
                                target: "cuepoint" | "user";
                                title: string;
                                updated_at: string;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mixcloud-start-token.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A short-lived token `t` for the full-page redirect to mixcloud-start.php
         * @description Valid 5 minutes; it names the DJ, so no session token travels in an address.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                expires_at: string;
                                t: string;
                                url: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mixcloud-start.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Full-page redirect: on to Mixcloud’s authorize page (back to the dashboard when the link is no good) */
        get: {
            parameters: {
                query?: {
                    t?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mixcloud-status.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the DJ’s Mixcloud account is connected */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                configured: boolean;
                                connected: boolean;
                                connected_at: string | null;
                                name: string | null;
                                platform_available: boolean;
                                /** @enum {string} */
                                token_status: "ok" | "invalid" | "unknown";
                                username: string | null;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mixcloud-token-test.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tests a Mixcloud token against Mixcloud’s /me/ (target user: the DJ’s; cuepoint: the platform’s) */
        get: {
            parameters: {
                query?: {
                    target?: "user" | "cuepoint";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: string;
                                name: string | null;
                                ok: boolean;
                                username: string | null;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mixcloud-upload.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publishes a set to Mixcloud as a job (multipart: title, mp3, publish_target, set_id, tracklist_csv, tags)
         * @description publish_target none | cuepoint | user. mp3 may be left out when the set’s media is an MP3 (or a failed upload of the set kept its MP3); tracklist_csv (text or a file) defaults to the set’s tracklist; tags comma-joined, at most 5. Answers 202 with queued, published_to and the upload to follow.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                attempts: number;
                                cloudcast_url: string | null;
                                created_at: string;
                                error: string | null;
                                id: number;
                                progress: number;
                                sections_count: number;
                                set_id: number;
                                /** @enum {string} */
                                status: "queued" | "uploading" | "retrying" | "published" | "failed";
                                tags: string[];
                                /** @enum {string} */
                                target: "cuepoint" | "user";
                                title: string;
                                updated_at: string;
                            } | null;
                            /** @enum {string|null} */
                            error: null;
                            /** @enum {string} */
                            published_to: "none" | "cuepoint" | "user";
                            queued: boolean;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                attempts: number;
                                cloudcast_url: string | null;
                                created_at: string;
                                error: string | null;
                                id: number;
                                progress: number;
                                sections_count: number;
                                set_id: number;
                                /** @enum {string} */
                                status: "queued" | "uploading" | "retrying" | "published" | "failed";
                                tags: string[];
                                /** @enum {string} */
                                target: "cuepoint" | "user";
                                title: string;
                                updated_at: string;
                            } | null;
                            /** @enum {string|null} */
                            error: null;
                            /** @enum {string} */
                            published_to: "none" | "cuepoint" | "user";
                            queued: boolean;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newsletter.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A captcha question and its signed token for the sign-up form */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            captcha: string;
                            /** @enum {boolean} */
                            success: true;
                            token: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Subscribe an address; a known address answers "already" */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        captcha: number | string;
                        email: string;
                        token: string;
                        website?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                email: string;
                                /** @enum {string} */
                                status: "subscribed" | "already";
                            };
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newsletter/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which address an unsubscribe link belongs to (changes nothing: mail scanners follow links) */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                email: string;
                                /** @enum {string} */
                                status: "subscribed" | "unsubscribed";
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Unsubscribe the address of an unsubscribe link */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                email: string;
                            };
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account’s notifications, newest first (older pages with ?before=<id>), and the unread count */
        get: {
            parameters: {
                query?: {
                    before?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                body: string;
                                /** @enum {string} */
                                category: "djAvailableInCity" | "requestResponses" | "bookingUpdates" | "eventReminders" | "newFeatures";
                                /** Format: date-time */
                                created_at: string;
                                id: number;
                                kind: string;
                                /** Format: date-time */
                                read_at: string | null;
                                title: string;
                                url: string;
                            }[];
                            next_before: number | null;
                            /** @enum {boolean} */
                            success: true;
                            unread_count: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks one notification read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                body: string;
                                /** @enum {string} */
                                category: "djAvailableInCity" | "requestResponses" | "bookingUpdates" | "eventReminders" | "newFeatures";
                                /** Format: date-time */
                                created_at: string;
                                id: number;
                                kind: string;
                                /** Format: date-time */
                                read_at: string | null;
                                title: string;
                                url: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                            unread_count: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/email-unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The page of an e-mail’s unsubscribe link (changes nothing) */
        get: {
            parameters: {
                query?: {
                    token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /** Turns the link’s category off (the page’s button, or a mail client’s one-click unsubscribe) */
        post: {
            parameters: {
                query?: {
                    token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        [key: string]: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks every notification of the account read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                marked: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                            unread_count: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The DJ and venue prompt’s subscribe: saves this browser’s push subscription */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        device_info?: {
                            platform?: string;
                            timestamp?: string | number;
                            userAgent?: string;
                        } | null;
                        subscription: {
                            endpoint: string;
                            expirationTime?: number | null;
                            keys: {
                                auth: string;
                                p256dh: string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                created: boolean;
                                endpoint: string;
                                id: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of the account’s notifications are unread */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            unread_count: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** The DJ and venue prompt’s unsubscribe: the device whose endpoint is given, or without a body every device of the account */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        endpoint?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                removed: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offers/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The side the offer awaits accepts it: the booking is made and the request closes to others */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                booking: {
                                    amounts: {
                                        customer_pays: number;
                                        dj_payout: number;
                                        platform_fee: number;
                                        processing_fee: number;
                                    };
                                    authorization_failure: {
                                        failed_at: string | null;
                                        /** @enum {string|null} */
                                        kind: "soft" | "authentication" | "hard" | null;
                                        reason: string | null;
                                        retry_at: string | null;
                                        secure_by: string;
                                    } | null;
                                    cancellation: {
                                        at: string;
                                        /** @enum {string} */
                                        by: "customer" | "dj";
                                        charged: number;
                                        reason: string;
                                    } | null;
                                    charged: number;
                                    confirmed_at: string | null;
                                    created_at: string;
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    customer_email: string | null;
                                    customer_name: string;
                                    customer_paid_now: number;
                                    /** @enum {string} */
                                    customer_type: "venue" | "enthusiast";
                                    dj_email: string | null;
                                    dj_id: number;
                                    dj_image: string | null;
                                    dj_name: string;
                                    dj_payout_now: number;
                                    dj_terms: {
                                        /** @enum {number} */
                                        cancellation_notice_hours: 72 | 48 | 24 | 168;
                                        /** @enum {string} */
                                        payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                    };
                                    event: {
                                        city: string | null;
                                        country: string | null;
                                        date: string;
                                        description: string;
                                        duration: number;
                                        /** @enum {string} */
                                        performance_type: "remote" | "onsite";
                                        timezone: string;
                                    };
                                    history: {
                                        /** @enum {string} */
                                        actor: "customer" | "dj" | "system" | "gateway";
                                        amount: number | null;
                                        at: string;
                                        from_status: string | null;
                                        /** @enum {string|null} */
                                        payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed" | null;
                                        reason: string | null;
                                        to_status: string | null;
                                        /** @enum {string} */
                                        type: "booking_request.submitted" | "booking_request.declined" | "booking_request.accepted" | "booking_request.cancelled" | "booking_request.confirmed" | "booking_request.reauthorized" | "booking_request.shared" | "booking_request.authorization_requested" | "booking_request.authorized" | "booking_request.authorization_failed" | "booking_request.authorization_reminder" | "booking_request.captured" | "booking_request.expired" | "booking_request.completed" | "booking.cancelled" | "booking.terms_proposed" | "booking.terms_agreed" | "booking.terms_declined" | "booking_request.reached_new_djs" | "offer.made" | "offer.countered" | "offer.accepted" | "offer.declined" | "offer.withdrawn" | "booking.payout_paid" | "booking.payout_failed" | "review.written" | "review.published" | "review.answered" | "dispute.opened" | "dispute.answered" | "dispute.decided" | "dispute.refunded";
                                    }[];
                                    hold_amount: number;
                                    hourly_rate: number;
                                    id: number;
                                    needs_authorization: boolean;
                                    /** @enum {string} */
                                    payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed";
                                    payouts: {
                                        amount: number;
                                        due_at: string;
                                        failure_reason: string | null;
                                        /** @enum {string} */
                                        kind: "upfront" | "after_event";
                                        paid_at: string | null;
                                        /** @enum {string} */
                                        status: "scheduled" | "paid" | "failed" | "cancelled";
                                    }[];
                                    refund: {
                                        amount: number;
                                        dj_share: number;
                                        platform_share: number;
                                        sent: boolean;
                                    } | null;
                                    request_id: number;
                                    /** @enum {string} */
                                    status: "awaiting_confirmation" | "awaiting_dj_agreement" | "confirmed" | "completed" | "cancelled" | "expired";
                                    terms: {
                                        additional_terms: string | null;
                                        /** @enum {number} */
                                        cancellation_notice_hours: 72 | 48 | 24 | 168;
                                        customer_agreed_at: string | null;
                                        dj_agreed_at: string | null;
                                        equipment_provided: string[];
                                        /** @enum {string} */
                                        payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                        /** @enum {string} */
                                        proposed_by: "dj" | "customer";
                                        special_requirements: string | null;
                                    } | null;
                                    terms_declined: {
                                        at: string;
                                        message: string;
                                    } | null;
                                    updated_at: string;
                                    venue_address: string | null;
                                };
                                offer: {
                                    /** @enum {string|null} */
                                    awaiting: "customer" | "dj" | null;
                                    booking_id: number | null;
                                    /** @enum {number} */
                                    cancellation_notice_hours: 72 | 48 | 24 | 168;
                                    /** @enum {string|null} */
                                    counter_by: "customer" | "dj" | null;
                                    counter_hourly_rate: number | null;
                                    counter_offer: number | null;
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    dj_id: number;
                                    dj_image: string | null;
                                    dj_name: string;
                                    hourly_rate: number;
                                    id: number;
                                    last_updated: string;
                                    message: string | null;
                                    offer_amount: number;
                                    /** @enum {string} */
                                    payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                    request_id: number;
                                    /** @enum {string} */
                                    status: "pending" | "negotiating" | "accepted" | "declined" | "withdrawn";
                                    status_message: string | null;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offers/{id}/counter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The side the offer awaits proposes another hourly rate; the offer then awaits the other side */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {number} */
                        cancellation_notice_hours?: 72 | 48 | 24 | 168;
                        hourly_rate: number;
                        message?: string;
                        /** @enum {string} */
                        payment_terms?: "50_50" | "upfront" | "after" | "30_70";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string|null} */
                                awaiting: "customer" | "dj" | null;
                                booking_id: number | null;
                                /** @enum {number} */
                                cancellation_notice_hours: 72 | 48 | 24 | 168;
                                /** @enum {string|null} */
                                counter_by: "customer" | "dj" | null;
                                counter_hourly_rate: number | null;
                                counter_offer: number | null;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                dj_id: number;
                                dj_image: string | null;
                                dj_name: string;
                                hourly_rate: number;
                                id: number;
                                last_updated: string;
                                message: string | null;
                                offer_amount: number;
                                /** @enum {string} */
                                payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                request_id: number;
                                /** @enum {string} */
                                status: "pending" | "negotiating" | "accepted" | "declined" | "withdrawn";
                                status_message: string | null;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offers/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The side the offer awaits declines it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string|null} */
                                awaiting: "customer" | "dj" | null;
                                booking_id: number | null;
                                /** @enum {number} */
                                cancellation_notice_hours: 72 | 48 | 24 | 168;
                                /** @enum {string|null} */
                                counter_by: "customer" | "dj" | null;
                                counter_hourly_rate: number | null;
                                counter_offer: number | null;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                dj_id: number;
                                dj_image: string | null;
                                dj_name: string;
                                hourly_rate: number;
                                id: number;
                                last_updated: string;
                                message: string | null;
                                offer_amount: number;
                                /** @enum {string} */
                                payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                request_id: number;
                                /** @enum {string} */
                                status: "pending" | "negotiating" | "accepted" | "declined" | "withdrawn";
                                status_message: string | null;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offers/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The DJ withdraws their own live offer */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string|null} */
                                awaiting: "customer" | "dj" | null;
                                booking_id: number | null;
                                /** @enum {number} */
                                cancellation_notice_hours: 72 | 48 | 24 | 168;
                                /** @enum {string|null} */
                                counter_by: "customer" | "dj" | null;
                                counter_hourly_rate: number | null;
                                counter_offer: number | null;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                dj_id: number;
                                dj_image: string | null;
                                dj_name: string;
                                hourly_rate: number;
                                id: number;
                                last_updated: string;
                                message: string | null;
                                offer_amount: number;
                                /** @enum {string} */
                                payment_terms: "50_50" | "upfront" | "after" | "30_70";
                                request_id: number;
                                /** @enum {string} */
                                status: "pending" | "negotiating" | "accepted" | "declined" | "withdrawn";
                                status_message: string | null;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-authorize.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Prices a booking request and creates the intent the payment step confirms (Idempotency-Key) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        allowDuplicate?: boolean;
                        /** @enum {string} */
                        bookingType?: "booking_request";
                        city?: string;
                        country?: string;
                        /** @enum {string} */
                        currency?: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                        date: string;
                        djId?: number;
                        duration?: number | string;
                        eventName?: string;
                        hourlyRate: number;
                        performanceType?: string;
                        time?: string;
                        timezone?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amounts: {
                                /** @enum {string} */
                                authorization_strategy: "save_payment_method" | "authorize_now";
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                customer_pays: number;
                                dj_payout: number;
                                platform_fee: number;
                                processing_fee: number;
                            };
                            dj_has_stripe: boolean;
                            payment_intent: {
                                client_secret: string;
                                id: string;
                            } | null;
                            /** @enum {string} */
                            payment_mode: "direct_to_dj" | "platform";
                            setup_intent: {
                                client_secret: string;
                                id: string;
                            } | null;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payment gateway the modal uses: Stripe (with its publishable key) or the test gateway */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                mode: "test" | "stripe";
                                publishable_key: string | null;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/producer/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Saves the Edit Profile modal: producer name, primary DAW, remix handle, bio, experience years, training rate and currency
         * @description A remix handle another producer has (in any case) is refused (409). Markup in the bio is dropped. Answers the saved profile as GET /user/profile shows it, with the account's id and the stats.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bio?: string | null;
                        experience_years?: number;
                        /** @enum {string|null} */
                        primary_daw?: "Ableton Live" | "Logic Pro" | "FL Studio" | "Pro Tools" | "Cubase Pro" | "Studio One" | "Bitwig Studio" | "Reason" | "Nuendo" | "Digital Performer" | "Reaper" | "Ableton Live Intro" | "Cubase Elements" | "FL Studio Fruity Edition" | "Bitwig Studio Producer" | "Cakewalk Sonar" | "Mixcraft" | "Maschine" | "MPC Software" | "ACID Pro" | "GarageBand" | "Cakewalk by BandLab" | "BandLab Studio" | "Tracktion Waveform Free" | "LMMS" | "Ardour" | "Renoise" | "OpenMPT" | "MilkyTracker" | "Furnace" | "SunVox" | "Schism Tracker" | null;
                        producer_name?: string;
                        remix_handle?: string | null;
                        /** @enum {string} */
                        training_currency?: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                        training_hourly_rate?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                bio: string;
                                city: string | null;
                                country: string | null;
                                display_name: string;
                                email: string;
                                experience_years: number;
                                first_name: string | null;
                                primary_daw: string | null;
                                producer_name: string;
                                remix_handle: string | null;
                                secondary_daws: string[];
                                stats: {
                                    dj_pool_downloads: number;
                                    remix_contests: number;
                                    stems_sold: number;
                                    total_earnings: number;
                                    tracks_uploaded: number;
                                };
                                /** @enum {string} */
                                training_currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                training_hourly_rate: number;
                                user_id: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/producer/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The stats of the producer dashboard's five cards (spec 3 §3 "Producer stats")
         * @description Counted on every read: tracks uploaded, tracks open for remixing, favorite artists, stems packages sold and the sum of sales in minor units. The profile is GET /user/profile.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                dj_pool_downloads: number;
                                remix_contests: number;
                                stems_sold: number;
                                total_earnings: number;
                                tracks_uploaded: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/producer/tracks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in producer's own tracks, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                bpm: number | null;
                                created_at: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                elements_zip: {
                                    entries: string[];
                                    original_name: string;
                                    price: number | null;
                                    size_bytes: number;
                                } | null;
                                genre: string;
                                id: number;
                                main_track: {
                                    entries: string[];
                                    original_name: string;
                                    price: number | null;
                                    size_bytes: number;
                                };
                                project_file: {
                                    entries: string[];
                                    original_name: string;
                                    price: number | null;
                                    size_bytes: number;
                                } | null;
                                rights_confirmed_at: string;
                                stems_zip: {
                                    entries: string[];
                                    original_name: string;
                                    price: number | null;
                                    size_bytes: number;
                                } | null;
                                title: string;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Uploads a track (multipart: title, genre, bpm, main_track, stems_zip, stems_price, elements_zip, elements_price, project_file, project_price, rights_confirmed)
         * @description Each file field is the file itself (up to 64 MB) or the id of a finished upload made at /api/v14/producer/uploads. The main track must be AAC, FLAC, WAV or MP3 by its bytes; ZIPs hold only audio (four stems in the 4-stem ZIP) and are inspected without extraction; a project file has a DAW project's extension. Prices are in the producer's currency, 0 or more with two decimals. Any refusal stores nothing.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                bpm: number | null;
                                created_at: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                elements_zip: {
                                    entries: string[];
                                    original_name: string;
                                    price: number | null;
                                    size_bytes: number;
                                } | null;
                                genre: string;
                                id: number;
                                main_track: {
                                    entries: string[];
                                    original_name: string;
                                    price: number | null;
                                    size_bytes: number;
                                };
                                project_file: {
                                    entries: string[];
                                    original_name: string;
                                    price: number | null;
                                    size_bytes: number;
                                } | null;
                                rights_confirmed_at: string;
                                stems_zip: {
                                    entries: string[];
                                    original_name: string;
                                    price: number | null;
                                    size_bytes: number;
                                } | null;
                                title: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/producer/tracks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Removes one of the signed-in producer's own tracks and its stored files
         * @description Another producer's track answers 404; a track with a sale stays (409).
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/producer/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts a resumable track-file upload (tus creation)
         * @description Upload-Metadata: filename, filetype and kind (main_track, stems_zip, elements_zip, project_file). Refused before any byte: a name that does not fit the slot (415), a length over the slot's limit (413).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/producer/uploads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How far the upload got, and whether its content was accepted */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                error: string | null;
                                id: string;
                                /** @enum {string} */
                                kind: "main_track" | "stems_zip" | "elements_zip" | "project_file";
                                offset_bytes: number;
                                original_name: string;
                                size_bytes: number;
                                /** @enum {string} */
                                status: "uploading" | "complete" | "rejected";
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Cancels an upload and removes its bytes (tus termination) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Appends bytes at Upload-Offset (tus); after the last byte the content is checked
         * @description A file refused by its content is deleted with its upload, and the answer (422) says why.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        trace?: never;
    };
    "/public-dj-sets.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public DJ sets for the home player: featured DJs’ first, then the newest */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                created_at: string;
                                dj_is_demo: boolean;
                                dj_name: string;
                                dj_slug: string;
                                embed_html: string | null;
                                external_url: string;
                                id: number;
                                /** @enum {string} */
                                platform: "mixcloud" | "soundcloud" | "youtube" | "twitch" | "libsyn" | "other";
                                slug: string;
                                title: string;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/push-notifications/preferences.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account’s notification preferences */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            preferences: {
                                bookingUpdates: boolean;
                                djAvailableInCity: boolean;
                                eventReminders: boolean;
                                newFeatures: boolean;
                                requestResponses: boolean;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        /** Changes the categories sent (as { preferences: {…} } or the flags themselves); keeps the others */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        preferences: {
                            bookingUpdates?: boolean;
                            djAvailableInCity?: boolean;
                            eventReminders?: boolean;
                            newFeatures?: boolean;
                            requestResponses?: boolean;
                        };
                    } | {
                        bookingUpdates?: boolean;
                        djAvailableInCity?: boolean;
                        eventReminders?: boolean;
                        newFeatures?: boolean;
                        requestResponses?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            preferences: {
                                bookingUpdates: boolean;
                                djAvailableInCity: boolean;
                                eventReminders: boolean;
                                newFeatures: boolean;
                                requestResponses: boolean;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/push-notifications/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The VAPID application server key browsers subscribe with (base64url) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                public_key: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/push-notifications/subscribe.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves this browser’s push subscription for the signed-in account (several devices per account) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        deviceInfo?: {
                            platform?: string;
                            userAgent?: string;
                        } | null;
                        subscription: {
                            endpoint: string;
                            expirationTime?: number | null;
                            keys: {
                                auth: string;
                                p256dh: string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                created: boolean;
                                endpoint: string;
                                id: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/push-notifications/test.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a test push to the account’s devices (or the one whose endpoint is given) at once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        endpoint?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                sent: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/push-notifications/unsubscribe.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stops push notifications to the browser with this endpoint */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        endpoint: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                removed: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resend-verification.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a new verification link when the address has an unverified account; same answer otherwise */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reviews/{id}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The reviewed party answers a published review once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                answer: string | null;
                                answered_at: string | null;
                                author_name: string;
                                /** @enum {string} */
                                author_side: "customer" | "dj";
                                booking_id: number;
                                created_at: string;
                                id: number;
                                published_at: string | null;
                                rating: number;
                                subject_id: number;
                                text: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reviews/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reports a review to Cuepoint’s operators */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                reported: true;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search-djs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** DJs by stage name (typo-tolerant), genre or city, filtered by genre, rate range, remote or in person and date */
        get: {
            parameters: {
                query: {
                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                    date?: string;
                    genre: string[];
                    limit?: number;
                    mode?: "remote" | "in_person";
                    offset?: number;
                    q: string;
                    rate_max?: number;
                    rate_min?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                currency: string;
                                genres: string[];
                                hourlyRate: number;
                                id: number;
                                image: string | null;
                                inPerson: boolean;
                                isDemo: boolean;
                                isRemote: boolean;
                                location: string | null;
                                /** @enum {string} */
                                matchedOn: "name" | "genre" | "city" | "filters";
                                name: string;
                                slug: string;
                            }[];
                            has_more: boolean;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/suggestions.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Artist and DJ name suggestions for a fragment of at least 2 characters */
        get: {
            parameters: {
                query?: {
                    limit?: unknown;
                    q?: unknown;
                    type?: unknown;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                name: string;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test-payments/3ds/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Passes the test 3-D Secure check: the card is held (or saved) (test gateway only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        client_secret: string;
                        return_url?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amount: number | null;
                                client_secret: string;
                                currency: string | null;
                                id: string;
                                last_payment_error?: {
                                    code: string;
                                    decline_code: string | null;
                                    message: string;
                                    type: string;
                                } | null;
                                last_setup_error?: {
                                    code: string;
                                    decline_code: string | null;
                                    message: string;
                                    type: string;
                                } | null;
                                next_action: {
                                    redirect_to_url: {
                                        return_url: string | null;
                                        url: string;
                                    };
                                    /** @enum {string} */
                                    type: "redirect_to_url";
                                } | null;
                                /** @enum {string} */
                                object: "payment_intent" | "setup_intent";
                                payment_method: string | null;
                                /** @enum {string} */
                                status: "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "requires_capture" | "succeeded" | "canceled";
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test-payments/3ds/{id}/fail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fails the test 3-D Secure check: the intent waits for another card (test gateway only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        client_secret: string;
                        return_url?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amount: number | null;
                                client_secret: string;
                                currency: string | null;
                                id: string;
                                last_payment_error?: {
                                    code: string;
                                    decline_code: string | null;
                                    message: string;
                                    type: string;
                                } | null;
                                last_setup_error?: {
                                    code: string;
                                    decline_code: string | null;
                                    message: string;
                                    type: string;
                                } | null;
                                next_action: {
                                    redirect_to_url: {
                                        return_url: string | null;
                                        url: string;
                                    };
                                    /** @enum {string} */
                                    type: "redirect_to_url";
                                } | null;
                                /** @enum {string} */
                                object: "payment_intent" | "setup_intent";
                                payment_method: string | null;
                                /** @enum {string} */
                                status: "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "requires_capture" | "succeeded" | "canceled";
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test-payments/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirms a test payment or setup intent with a test payment method id or a typed card (test gateway only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        client_secret: string;
                        payment_method?: string | {
                            cvc: string;
                            exp_month: number;
                            exp_year: number;
                            number: string;
                        };
                        return_url?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amount: number | null;
                                client_secret: string;
                                currency: string | null;
                                id: string;
                                last_payment_error?: {
                                    code: string;
                                    decline_code: string | null;
                                    message: string;
                                    type: string;
                                } | null;
                                last_setup_error?: {
                                    code: string;
                                    decline_code: string | null;
                                    message: string;
                                    type: string;
                                } | null;
                                next_action: {
                                    redirect_to_url: {
                                        return_url: string | null;
                                        url: string;
                                    };
                                    /** @enum {string} */
                                    type: "redirect_to_url";
                                } | null;
                                /** @enum {string} */
                                object: "payment_intent" | "setup_intent";
                                payment_method: string | null;
                                /** @enum {string} */
                                status: "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "requires_capture" | "succeeded" | "canceled";
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Booking and offer changes and the unread notification count as server-sent events (text/event-stream), resumable with Last-Event-ID */
        get: {
            parameters: {
                query?: {
                    last_event_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/upload-image.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replaces the signed-in DJ's profile or banner image (multipart: image, usage_type)
         * @description The image is checked by its content, re-encoded to WebP in web sizes without metadata, and stored; the image it replaces is removed.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cleanup_info: {
                                previous_deleted: boolean;
                                previous_url: string | null;
                            };
                            data: {
                                /** @enum {string} */
                                content_type: "image/webp";
                                height: number;
                                size_bytes: number;
                                url: string;
                                /** @enum {string} */
                                usage_type: "profile" | "banner";
                                width: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-favorite-artists.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's favorite artists */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                artist_name: string;
                                id: number;
                            }[];
                            favorite_artists: string[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Adds a favorite artist by name (409 when it is already there, in any case) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        artist_name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                artist_name: string;
                                id: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        /** Removes a favorite artist by name (body { artist_name }, or ?artist_name=) */
        delete: {
            parameters: {
                query?: {
                    artist_name?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        artist_name: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                artist_name: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes the password (current_password, new_password); other sessions are signed out */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        confirm_password?: string | null;
                        current_password: string;
                        new_password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user (validates a stored session) with their profile: a producer's profile fields, or the enthusiast fields and stats
         * @description For a producer, data holds exactly the producer profile fields (display_name, first_name, email, producer_name, city, country, bio, remix_handle, training_hourly_rate, training_currency, experience_years, primary_daw, secondary_daws). For every other account, data is the session user with city, country, favorite_genres, bio and stats: favorite_djs counts the favorite DJs; upcoming_events the public events still to start in the user's city; events_attended and requests_made count bookings. `user` is the session user in both cases.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                app_id: string;
                                bio: string;
                                city: string | null;
                                country: string | null;
                                display_name: string;
                                email: string;
                                email_verified: boolean;
                                favorite_genres: string[];
                                id: number;
                                is_operator: boolean;
                                profile: {
                                    city: string | null;
                                    country: string | null;
                                    display_name: string;
                                    social_links: {
                                        [key: string]: string;
                                    };
                                    stage_name: string | null;
                                };
                                stats: {
                                    events_attended: number;
                                    favorite_djs: number;
                                    requests_made: number;
                                    upcoming_events: number;
                                };
                                user_id: number;
                                /** @enum {string} */
                                user_type: "dj" | "venue" | "enthusiast" | "producer" | "label" | "tour_manager";
                            };
                            /** @enum {boolean} */
                            success: true;
                            user: {
                                app_id: string;
                                display_name: string;
                                email: string;
                                email_verified: boolean;
                                id: number;
                                is_operator: boolean;
                                profile: {
                                    city: string | null;
                                    country: string | null;
                                    display_name: string;
                                    social_links: {
                                        [key: string]: string;
                                    };
                                    stage_name: string | null;
                                };
                                user_id: number;
                                /** @enum {string} */
                                user_type: "dj" | "venue" | "enthusiast" | "producer" | "label" | "tour_manager";
                            };
                        } | {
                            data: {
                                bio: string;
                                city: string | null;
                                country: string | null;
                                display_name: string;
                                email: string;
                                experience_years: number;
                                first_name: string | null;
                                primary_daw: string | null;
                                producer_name: string;
                                remix_handle: string | null;
                                secondary_daws: string[];
                                /** @enum {string} */
                                training_currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                training_hourly_rate: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                            user: {
                                app_id: string;
                                display_name: string;
                                email: string;
                                email_verified: boolean;
                                id: number;
                                is_operator: boolean;
                                profile: {
                                    city: string | null;
                                    country: string | null;
                                    display_name: string;
                                    social_links: {
                                        [key: string]: string;
                                    };
                                    stage_name: string | null;
                                };
                                user_id: number;
                                /** @enum {string} */
                                user_type: "dj" | "venue" | "enthusiast" | "producer" | "label" | "tour_manager";
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        /**
         * Saves the enthusiast's settings: display_name, city, country, favorite_genres, bio
         * @description The email is read-only: sending another address is refused (422).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bio?: string | null;
                        city?: string | null;
                        /** @enum {string|null} */
                        country?: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW" | null;
                        display_name?: string;
                        email?: string;
                        favorite_genres?: string[] | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                app_id: string;
                                bio: string;
                                city: string | null;
                                country: string | null;
                                display_name: string;
                                email: string;
                                email_verified: boolean;
                                favorite_genres: string[];
                                id: number;
                                is_operator: boolean;
                                profile: {
                                    city: string | null;
                                    country: string | null;
                                    display_name: string;
                                    social_links: {
                                        [key: string]: string;
                                    };
                                    stage_name: string | null;
                                };
                                stats: {
                                    events_attended: number;
                                    favorite_djs: number;
                                    requests_made: number;
                                    upcoming_events: number;
                                };
                                user_id: number;
                                /** @enum {string} */
                                user_type: "dj" | "venue" | "enthusiast" | "producer" | "label" | "tour_manager";
                            };
                            /** @enum {boolean} */
                            success: true;
                            user: {
                                app_id: string;
                                display_name: string;
                                email: string;
                                email_verified: boolean;
                                id: number;
                                is_operator: boolean;
                                profile: {
                                    city: string | null;
                                    country: string | null;
                                    display_name: string;
                                    social_links: {
                                        [key: string]: string;
                                    };
                                    stage_name: string | null;
                                };
                                user_id: number;
                                /** @enum {string} */
                                user_type: "dj" | "venue" | "enthusiast" | "producer" | "label" | "tour_manager";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/venue-booking-request.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submits a venue’s booking request with its secured card (Idempotency-Key) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        allowDuplicate?: boolean;
                        city?: string;
                        country?: string;
                        /** @enum {string} */
                        currency?: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                        date: string;
                        description: string;
                        djId?: number;
                        duration?: number | string;
                        examplePlaylist?: string;
                        hourlyBudget?: number;
                        paymentIntentId?: string;
                        paymentMethodId?: string;
                        performanceType: string;
                        preferredGenres: string[];
                        similarDjs: string[];
                        time?: string;
                        timezone?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amounts: {
                                    /** @enum {string} */
                                    authorization_strategy: "save_payment_method" | "authorize_now";
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    customer_pays: number;
                                    dj_payout: number;
                                    platform_fee: number;
                                    processing_fee: number;
                                };
                                city: string | null;
                                country: string | null;
                                created_at: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                date: string;
                                description: string;
                                dj_id: number | null;
                                dj_name: string | null;
                                duration: number;
                                example_playlist: string | null;
                                expires_at: string;
                                hourly_budget: number;
                                id: number;
                                offers_count: number;
                                payment_error: string | null;
                                /** @enum {string} */
                                payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed";
                                /** @enum {string} */
                                performance_type: "remote" | "onsite";
                                preferred_genres: string[];
                                recipients?: {
                                    dj_id: number;
                                    dj_name: string;
                                    reached_at: string;
                                    /** @enum {string} */
                                    reason: "targeted" | "matching" | "similar";
                                }[];
                                similar_djs: string[];
                                /** @enum {string} */
                                state: "draft" | "routed_to_dj" | "shared" | "accepted" | "awaiting_dj_agreement" | "confirmed" | "completed" | "expired" | "cancelled";
                                /** @enum {string} */
                                status: "pending" | "active" | "completed" | "expired" | "cancelled";
                                timezone: string;
                            };
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amounts: {
                                    /** @enum {string} */
                                    authorization_strategy: "save_payment_method" | "authorize_now";
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    customer_pays: number;
                                    dj_payout: number;
                                    platform_fee: number;
                                    processing_fee: number;
                                };
                                city: string | null;
                                country: string | null;
                                created_at: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                date: string;
                                description: string;
                                dj_id: number | null;
                                dj_name: string | null;
                                duration: number;
                                example_playlist: string | null;
                                expires_at: string;
                                hourly_budget: number;
                                id: number;
                                offers_count: number;
                                payment_error: string | null;
                                /** @enum {string} */
                                payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed";
                                /** @enum {string} */
                                performance_type: "remote" | "onsite";
                                preferred_genres: string[];
                                recipients?: {
                                    dj_id: number;
                                    dj_name: string;
                                    reached_at: string;
                                    /** @enum {string} */
                                    reason: "targeted" | "matching" | "similar";
                                }[];
                                similar_djs: string[];
                                /** @enum {string} */
                                state: "draft" | "routed_to_dj" | "shared" | "accepted" | "awaiting_dj_agreement" | "confirmed" | "completed" | "expired" | "cancelled";
                                /** @enum {string} */
                                status: "pending" | "active" | "completed" | "expired" | "cancelled";
                                timezone: string;
                            };
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/venue-booking-requests.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in venue’s booking requests, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amounts: {
                                    /** @enum {string} */
                                    authorization_strategy: "save_payment_method" | "authorize_now";
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    customer_pays: number;
                                    dj_payout: number;
                                    platform_fee: number;
                                    processing_fee: number;
                                };
                                booked: {
                                    amount: number;
                                    dj_id: number;
                                    dj_name: string;
                                    hourly_rate: number;
                                } | null;
                                booking_id: number | null;
                                /** @enum {string|null} */
                                booking_status: "awaiting_confirmation" | "awaiting_dj_agreement" | "confirmed" | "completed" | "cancelled" | "expired" | null;
                                city: string | null;
                                country: string | null;
                                created_at: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                date: string;
                                description: string;
                                dj_id: number | null;
                                dj_name: string | null;
                                duration: number;
                                example_playlist: string | null;
                                expires_at: string;
                                hourly_budget: number;
                                id: number;
                                offers_count: number;
                                payment_error: string | null;
                                /** @enum {string} */
                                payment_status: "card_saved" | "authorized" | "captured" | "released" | "failed";
                                /** @enum {string} */
                                performance_type: "remote" | "onsite";
                                preferred_genres: string[];
                                recipients?: {
                                    dj_id: number;
                                    dj_name: string;
                                    reached_at: string;
                                    /** @enum {string} */
                                    reason: "targeted" | "matching" | "similar";
                                }[];
                                similar_djs: string[];
                                /** @enum {string} */
                                state: "draft" | "routed_to_dj" | "shared" | "accepted" | "awaiting_dj_agreement" | "confirmed" | "completed" | "expired" | "cancelled";
                                /** @enum {string} */
                                status: "pending" | "active" | "completed" | "expired" | "cancelled";
                                timezone: string;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            existing_request_id?: number;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/venue-events.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The venue's events, by date then time */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                co_stream_destinations: {
                                    city: string | null;
                                    country: string | null;
                                    id: number;
                                    name: string;
                                    price: number;
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "declined";
                                    venue_user_id: number;
                                }[];
                                co_stream_djs: {
                                    dj_name: string;
                                    duration: string;
                                    start_time: string;
                                }[];
                                co_stream_enabled: boolean;
                                currency: string;
                                description: string;
                                dj_name: string;
                                duration: string;
                                event_date: string;
                                event_time: string;
                                flyer_image: string | null;
                                id: number;
                                is_remote: boolean;
                                starts_at: string;
                                ticket_price: number | null;
                                ticket_url: string | null;
                                timezone: string;
                                title: string;
                            }[];
                            events: {
                                co_stream_destinations: {
                                    city: string | null;
                                    country: string | null;
                                    id: number;
                                    name: string;
                                    price: number;
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "declined";
                                    venue_user_id: number;
                                }[];
                                co_stream_djs: {
                                    dj_name: string;
                                    duration: string;
                                    start_time: string;
                                }[];
                                co_stream_enabled: boolean;
                                currency: string;
                                description: string;
                                dj_name: string;
                                duration: string;
                                event_date: string;
                                event_time: string;
                                flyer_image: string | null;
                                id: number;
                                is_remote: boolean;
                                starts_at: string;
                                ticket_price: number | null;
                                ticket_url: string | null;
                                timezone: string;
                                title: string;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        /**
         * Changes one of the venue’s events (the same fields plus eventId)
         * @description JSON, or multipart/form-data with the same fields as text (coStreamDJs and destinations as JSON) and the flyer image file in `flyer_image` (less than 5MB; checked by content and re-encoded). Fields: title, date (YYYY-MM-DD), time (HH:MM), djName, description, coStream, isRemote, duration (h:mm), ticketUrl, ticketPrice, coStreamDJs [{djName, startTime, duration}], destinations [{venue_user_id, price}] (snake_case names too).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                co_stream_destinations: {
                                    city: string | null;
                                    country: string | null;
                                    id: number;
                                    name: string;
                                    price: number;
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "declined";
                                    venue_user_id: number;
                                }[];
                                co_stream_djs: {
                                    dj_name: string;
                                    duration: string;
                                    start_time: string;
                                }[];
                                co_stream_enabled: boolean;
                                currency: string;
                                description: string;
                                dj_name: string;
                                duration: string;
                                event_date: string;
                                event_time: string;
                                flyer_image: string | null;
                                id: number;
                                is_remote: boolean;
                                starts_at: string;
                                ticket_price: number | null;
                                ticket_url: string | null;
                                timezone: string;
                                title: string;
                            };
                            event: {
                                co_stream_destinations: {
                                    city: string | null;
                                    country: string | null;
                                    id: number;
                                    name: string;
                                    price: number;
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "declined";
                                    venue_user_id: number;
                                }[];
                                co_stream_djs: {
                                    dj_name: string;
                                    duration: string;
                                    start_time: string;
                                }[];
                                co_stream_enabled: boolean;
                                currency: string;
                                description: string;
                                dj_name: string;
                                duration: string;
                                event_date: string;
                                event_time: string;
                                flyer_image: string | null;
                                id: number;
                                is_remote: boolean;
                                starts_at: string;
                                ticket_price: number | null;
                                ticket_url: string | null;
                                timezone: string;
                                title: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        /**
         * Creates an event of the venue
         * @description JSON, or multipart/form-data with the same fields as text (coStreamDJs and destinations as JSON) and the flyer image file in `flyer_image` (less than 5MB; checked by content and re-encoded). Fields: title, date (YYYY-MM-DD), time (HH:MM), djName, description, coStream, isRemote, duration (h:mm), ticketUrl, ticketPrice, coStreamDJs [{djName, startTime, duration}], destinations [{venue_user_id, price}] (snake_case names too).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                co_stream_destinations: {
                                    city: string | null;
                                    country: string | null;
                                    id: number;
                                    name: string;
                                    price: number;
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "declined";
                                    venue_user_id: number;
                                }[];
                                co_stream_djs: {
                                    dj_name: string;
                                    duration: string;
                                    start_time: string;
                                }[];
                                co_stream_enabled: boolean;
                                currency: string;
                                description: string;
                                dj_name: string;
                                duration: string;
                                event_date: string;
                                event_time: string;
                                flyer_image: string | null;
                                id: number;
                                is_remote: boolean;
                                starts_at: string;
                                ticket_price: number | null;
                                ticket_url: string | null;
                                timezone: string;
                                title: string;
                            };
                            event: {
                                co_stream_destinations: {
                                    city: string | null;
                                    country: string | null;
                                    id: number;
                                    name: string;
                                    price: number;
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "declined";
                                    venue_user_id: number;
                                }[];
                                co_stream_djs: {
                                    dj_name: string;
                                    duration: string;
                                    start_time: string;
                                }[];
                                co_stream_enabled: boolean;
                                currency: string;
                                description: string;
                                dj_name: string;
                                duration: string;
                                event_date: string;
                                event_time: string;
                                flyer_image: string | null;
                                id: number;
                                is_remote: boolean;
                                starts_at: string;
                                ticket_price: number | null;
                                ticket_url: string | null;
                                timezone: string;
                                title: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        /** Deletes one of the venue’s events with its co-streaming DJs, destinations and flyer */
        delete: {
            parameters: {
                query?: {
                    event_id?: string;
                    eventId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                eventId: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/venue/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in venue's analytics: events, co-streamed, remote, favorites, duration, revenue
         * @description Estimated revenue is events × 350 in the venue's currency (the spec says dollars). events_per_month covers the last 12 months of the venue's calendar, oldest first, months without events included.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                app_id: string;
                                average_duration_minutes: number;
                                co_streamed_events: number;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                estimated_revenue: number;
                                events_per_month: {
                                    count: number;
                                    month: string;
                                }[];
                                favorite_djs: number;
                                remote_djs: number;
                                total_events: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/venue/available-djs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * DJs bookable for the signed-in venue, each with their next dates (at most 5), soonest first
         * @description In person: travel periods in the venue's country (and city, when both name one) that have not ended. Remote: the weekly remote hours of DJs who accept remote venues, when the venue accepts remote DJs. Dates are the venue's calendar dates; at most 20 DJs.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            available_djs: {
                                availability: {
                                    date: string;
                                    is_remote: boolean;
                                }[];
                                full_name: string | null;
                                location: string | null;
                                slug: string;
                                stage_name: string;
                                user_id: number;
                            }[];
                            data: {
                                availability: {
                                    date: string;
                                    is_remote: boolean;
                                }[];
                                full_name: string | null;
                                location: string | null;
                                slug: string;
                                stage_name: string;
                                user_id: number;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/venue/banner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replaces the signed-in venue's banner image (banner_image, less than 5 MB: a multipart file or a JSON data URL)
         * @description The image is checked by its content, re-encoded to WebP (at most 1920 px on its longer side) without metadata, and stored; the banner it replaces is removed.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                url: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/venue/co-stream-destinations/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The receiving venue approves a co-stream it is offered (once; 409 when already decided) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                city: string | null;
                                country: string | null;
                                currency: string;
                                decided_at: string | null;
                                event_id: number;
                                id: number;
                                name: string;
                                price: number;
                                /** @enum {string} */
                                status: "pending" | "approved" | "declined";
                                venue_user_id: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/venue/co-stream-destinations/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The receiving venue declines a co-stream it is offered (once; 409 when already decided) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                city: string | null;
                                country: string | null;
                                currency: string;
                                decided_at: string | null;
                                event_id: number;
                                id: number;
                                name: string;
                                price: number;
                                /** @enum {string} */
                                status: "pending" | "approved" | "declined";
                                venue_user_id: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/venue/co-stream-opportunities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Co-streams other venues offer this venue, with the event and the host, soonest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                currency: string;
                                decided_at: string | null;
                                event: {
                                    co_stream_djs: {
                                        dj_name: string;
                                        duration: string;
                                        start_time: string;
                                    }[];
                                    description: string;
                                    dj_name: string;
                                    duration: string;
                                    event_date: string;
                                    event_time: string;
                                    flyer_image: string | null;
                                    id: number;
                                    starts_at: string;
                                    timezone: string;
                                    title: string;
                                };
                                host: {
                                    city: string | null;
                                    country: string | null;
                                    name: string;
                                    venue_user_id: number;
                                };
                                id: number;
                                price: number;
                                /** @enum {string} */
                                status: "pending" | "approved" | "declined";
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/venue/co-stream-venues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Other venues a co-stream can be sent to, by name or city (q), at most 20 */
        get: {
            parameters: {
                query?: {
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                city: string | null;
                                country: string | null;
                                name: string;
                                venue_user_id: number;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/venue/dj-recommendations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** DJs recommended for the venue's next event (or the event asked), else for its profile, with reasons */
        get: {
            parameters: {
                query?: {
                    event_id?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            basis: {
                                city: string | null;
                                country: string | null;
                                event_id: number | null;
                                genres: string[];
                                /** @enum {string} */
                                kind: "event" | "profile";
                                title: string | null;
                            };
                            data: {
                                approvalRate: number | null;
                                availability: string | null;
                                currency: string;
                                date: string | null;
                                distance: number | null;
                                duration: string | null;
                                genres: string[];
                                hourlyRate: number;
                                id: number;
                                image: string | null;
                                inPerson: boolean;
                                isDemo: boolean;
                                isRemote: boolean;
                                location: string | null;
                                name: string;
                                rating: number | null;
                                reasons: string[];
                                responseTime: string | null;
                                score: number;
                                similarTo: string[];
                                slug: string;
                                time: string | null;
                                venue: string;
                            }[];
                            recommendations: {
                                approvalRate: number | null;
                                availability: string | null;
                                currency: string;
                                date: string | null;
                                distance: number | null;
                                duration: string | null;
                                genres: string[];
                                hourlyRate: number;
                                id: number;
                                image: string | null;
                                inPerson: boolean;
                                isDemo: boolean;
                                isRemote: boolean;
                                location: string | null;
                                name: string;
                                rating: number | null;
                                reasons: string[];
                                responseTime: string | null;
                                score: number;
                                similarTo: string[];
                                slug: string;
                                time: string | null;
                                venue: string;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/venue/favorite-djs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in venue's favorite DJs */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                dj_name: string;
                                dj_slug: string | null;
                                dj_user_id: number | null;
                                id: number;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Adds a favorite DJ by name (409 when it is already there, in any case) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dj_name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                dj_name: string;
                                dj_slug: string | null;
                                dj_user_id: number | null;
                                id: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        /** Removes a favorite DJ by name (body { dj_name }, or ?dj_name=) */
        delete: {
            parameters: {
                query?: {
                    dj_name?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dj_name: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                dj_name: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/venue/in-person-opportunities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * DJs whose travels or announced sets bring them to the venue’s city (or within 100 km), coming dates
         * @description Nearest first, then soonest; a travel period naming only the venue’s country has distance_km null.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                city: string | null;
                                country: string;
                                distance_km: number | null;
                                dj_name: string;
                                dj_slug: string;
                                dj_user_id: number;
                                from_date: string;
                                id: string;
                                /** @enum {string} */
                                kind: "travel" | "announced_set";
                                to_date: string;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/venue/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in venue's profile, opening hours (defaults of spec 2 §3) and favorite DJs */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                favorite_djs: {
                                    dj_name: string;
                                    dj_slug: string | null;
                                    dj_user_id: number | null;
                                    id: number;
                                }[];
                                opening_hours: {
                                    friday: {
                                        close: string;
                                        closed: boolean;
                                        open: string;
                                    };
                                    monday: {
                                        close: string;
                                        closed: boolean;
                                        open: string;
                                    };
                                    saturday: {
                                        close: string;
                                        closed: boolean;
                                        open: string;
                                    };
                                    sunday: {
                                        close: string;
                                        closed: boolean;
                                        open: string;
                                    };
                                    thursday: {
                                        close: string;
                                        closed: boolean;
                                        open: string;
                                    };
                                    tuesday: {
                                        close: string;
                                        closed: boolean;
                                        open: string;
                                    };
                                    wednesday: {
                                        close: string;
                                        closed: boolean;
                                        open: string;
                                    };
                                };
                                venue_profile: {
                                    address: string;
                                    app_id: string;
                                    banner_image: string | null;
                                    banner_image_url: string | null;
                                    capacity: number | null;
                                    city: string | null;
                                    country: string | null;
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    description: string;
                                    hourly_budget_max: number;
                                    hourly_budget_min: number;
                                    venue_name: string;
                                    venue_type: string;
                                };
                            };
                            favorite_djs: {
                                dj_name: string;
                                dj_slug: string | null;
                                dj_user_id: number | null;
                                id: number;
                            }[];
                            opening_hours: {
                                friday: {
                                    close: string;
                                    closed: boolean;
                                    open: string;
                                };
                                monday: {
                                    close: string;
                                    closed: boolean;
                                    open: string;
                                };
                                saturday: {
                                    close: string;
                                    closed: boolean;
                                    open: string;
                                };
                                sunday: {
                                    close: string;
                                    closed: boolean;
                                    open: string;
                                };
                                thursday: {
                                    close: string;
                                    closed: boolean;
                                    open: string;
                                };
                                tuesday: {
                                    close: string;
                                    closed: boolean;
                                    open: string;
                                };
                                wednesday: {
                                    close: string;
                                    closed: boolean;
                                    open: string;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                            venue_profile: {
                                address: string;
                                app_id: string;
                                banner_image: string | null;
                                banner_image_url: string | null;
                                capacity: number | null;
                                city: string | null;
                                country: string | null;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                description: string;
                                hourly_budget_max: number;
                                hourly_budget_min: number;
                                venue_name: string;
                                venue_type: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        /**
         * Changes any profile field and any weekday of the opening hours; what is left out stays
         * @description A closing time earlier than the opening time closes after midnight; the same opening and closing time is refused. A currency of null or "" takes the country's (GB: GBP, euro countries: EUR, else USD); when only the country changes, a currency that was the old country's follows the new one.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address?: string | null;
                        capacity?: number | null;
                        city?: string | null;
                        /** @enum {string|null} */
                        country?: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW" | null;
                        /** @enum {string|null} */
                        currency?: "USD" | "EUR" | "GBP" | "CAD" | "AUD" | null;
                        description?: string | null;
                        hourly_budget_max?: number;
                        hourly_budget_min?: number;
                        opening_hours?: {
                            [key: string]: {
                                close?: string;
                                closed?: unknown;
                                open?: string;
                            };
                        };
                        venue_name?: string;
                        /** @enum {string} */
                        venue_type?: "club" | "bar" | "shop" | "other" | "restaurant" | "festival" | "private_event";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                favorite_djs: {
                                    dj_name: string;
                                    dj_slug: string | null;
                                    dj_user_id: number | null;
                                    id: number;
                                }[];
                                opening_hours: {
                                    friday: {
                                        close: string;
                                        closed: boolean;
                                        open: string;
                                    };
                                    monday: {
                                        close: string;
                                        closed: boolean;
                                        open: string;
                                    };
                                    saturday: {
                                        close: string;
                                        closed: boolean;
                                        open: string;
                                    };
                                    sunday: {
                                        close: string;
                                        closed: boolean;
                                        open: string;
                                    };
                                    thursday: {
                                        close: string;
                                        closed: boolean;
                                        open: string;
                                    };
                                    tuesday: {
                                        close: string;
                                        closed: boolean;
                                        open: string;
                                    };
                                    wednesday: {
                                        close: string;
                                        closed: boolean;
                                        open: string;
                                    };
                                };
                                venue_profile: {
                                    address: string;
                                    app_id: string;
                                    banner_image: string | null;
                                    banner_image_url: string | null;
                                    capacity: number | null;
                                    city: string | null;
                                    country: string | null;
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    description: string;
                                    hourly_budget_max: number;
                                    hourly_budget_min: number;
                                    venue_name: string;
                                    venue_type: string;
                                };
                            };
                            favorite_djs: {
                                dj_name: string;
                                dj_slug: string | null;
                                dj_user_id: number | null;
                                id: number;
                            }[];
                            opening_hours: {
                                friday: {
                                    close: string;
                                    closed: boolean;
                                    open: string;
                                };
                                monday: {
                                    close: string;
                                    closed: boolean;
                                    open: string;
                                };
                                saturday: {
                                    close: string;
                                    closed: boolean;
                                    open: string;
                                };
                                sunday: {
                                    close: string;
                                    closed: boolean;
                                    open: string;
                                };
                                thursday: {
                                    close: string;
                                    closed: boolean;
                                    open: string;
                                };
                                tuesday: {
                                    close: string;
                                    closed: boolean;
                                    open: string;
                                };
                                wednesday: {
                                    close: string;
                                    closed: boolean;
                                    open: string;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                            venue_profile: {
                                address: string;
                                app_id: string;
                                banner_image: string | null;
                                banner_image_url: string | null;
                                capacity: number | null;
                                city: string | null;
                                country: string | null;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                description: string;
                                hourly_budget_max: number;
                                hourly_budget_min: number;
                                venue_name: string;
                                venue_type: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            error: string;
                            /** @enum {boolean} */
                            success: false;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
