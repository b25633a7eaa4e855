/**
 * A DJ's name as a title: "DJ Nova Walker" for "Nova Walker", and a stage name that already says DJ as it is
 * ("DJ Nova Walker", "DJ-Kid", "dj nova"), never "DJ DJ Nova Walker".
 */
export function djTitle(name: string): string {
  const trimmed = name.trim();
  return /^dj(?![a-z0-9])/i.test(trimmed) ? trimmed : `DJ ${trimmed}`;
}
