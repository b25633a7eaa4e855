/** Sends the browser to another page (the bank's 3-D Secure check), leaving this one. */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}
