/** A path of this site ("/bookings/7"), never another origin ("//evil.example", "https://…"). */
export function isSitePath(path: string | undefined): path is string {
  return path !== undefined && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}
