import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { STYLE_NONCE_PLACEHOLDER } from './pages/inline-styles.ts';

/** Players the latest-sets and profile carousels embed; nothing else may be framed. */
export const EMBED_ORIGINS = [
  'https://www.mixcloud.com',
  'https://player-widget.mixcloud.com',
  'https://w.soundcloud.com',
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.twitch.tv',
  'https://html5-player.libsyn.com',
];

/**
 * Browser features the site never uses are switched off for it and everything it embeds. Payment stays available
 * to the site itself for the booking card form (2-booking-areas: payment modal). Autoplay, fullscreen and
 * picture-in-picture keep their defaults: the players' iframes are granted them by their `allow` attribute.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'serial=()',
  'usb=()',
].join(', ');

export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
  await app.register(helmet, {
    // Per-response nonces: the dialog library's scroll lock injects a <style> element, which the web app tags
    // with the nonce it reads from index.html (see withCspNonce); no 'unsafe-inline' is needed.
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // Server-rendered markup carries style attributes (tab sizes, Radix's CSS variables); <style> elements
        // still need the nonce. An attribute cannot hold selectors or scripts, and images stay under img-src.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'https:'],
        frameSrc: EMBED_ORIGINS,
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Cross-origin embeds (YouTube, Mixcloud) do not send CORP headers; requiring them would blank the players.
    crossOriginEmbedderPolicy: false,
    hsts: options.https ? { maxAge: 15552000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/** Hands the response's style nonce to the web app through a meta tag in index.html, and to the inlined styles. */
export function withCspNonce(html: string, nonce: string | undefined): string {
  // The inlined stylesheet (http/pages/inline-styles.ts) takes the same nonce.
  html = html.replaceAll(STYLE_NONCE_PLACEHOLDER, nonce ?? '');
  if (!nonce) return html;
  const meta = `<meta name="csp-nonce" content="${nonce}" />`;
  if (/<head[^>]*>/i.test(html)) return html.replace(/<head[^>]*>/i, (head) => `${head}${meta}`);
  return html.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${meta}`);
}
