/** 30 → "30 minutes", 60 → "1 hour", 90 → "1 hour 30 minutes", 240 → "4 hours". */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = hours ? `${hours} hour${hours === 1 ? '' : 's'}` : '';
  const minuteText = rest ? `${rest} minutes` : '';
  return [hourText, minuteText].filter(Boolean).join(' ');
}
