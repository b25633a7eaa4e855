/** The query parameter that marks the way back from the bank's 3-D Secure page to a booking form. */
export const RETURN_PARAM = 'booking_return';
