/**
 * The two sides of a booking (and of its request, offers, messages, disputes and reviews): the customer who asked (a
 * venue or an enthusiast) and the DJ who plays. A DJ account stands on the DJ side only; every other account books.
 */
export type TBookingSide = 'customer' | 'dj';

/** The two parties of a booking by user id. */
export type TBookingParties = { customerUserId: number; djUserId: number };

/** The side an account of this type stands on in the bookings it is party to. */
export function sideOfType(userType: string): TBookingSide {
  return userType === 'dj' ? 'dj' : 'customer';
}

/** Which side of the booking the user is on, or null when the user is neither of its parties. */
export function sideOf(
  parties: TBookingParties,
  user: { id: number; userType: string },
): TBookingSide | null {
  const side = sideOfType(user.userType);
  const partyId = side === 'dj' ? parties.djUserId : parties.customerUserId;
  return user.id === partyId ? side : null;
}

/** The other side: whom a message, an offer or a cancellation of one side reaches. */
export function otherSide(side: TBookingSide): TBookingSide {
  return side === 'dj' ? 'customer' : 'dj';
}
