/** Where a customer follows a request; the page asks for the phone number before showing anything. */
export function trackingUrl(publicUrl: string, reference: string): string {
  return `${publicUrl}/track?ref=${encodeURIComponent(reference)}`;
}
