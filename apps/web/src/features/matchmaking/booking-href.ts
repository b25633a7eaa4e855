/**
 * Where "Book" leads for a DJ: a venue's booking form, an enthusiast's request form (the overview tab, aimed at the
 * DJ), anyone else the DJ's public page (at its slug, else at /dj/{id}), whose Book this DJ button says who may book.
 */
export function bookingHref(userType: string | null | undefined, dj: { id: number; slug?: string }): string {
  if (userType === 'venue') return `/venue-dashboard/book-dj?dj_id=${dj.id}`;
  if (userType === 'enthusiast') return `/enthusiast-dashboard?tab=overview&dj_id=${dj.id}`;
  return dj.slug ? `/${dj.slug}` : `/dj/${dj.id}`;
}
