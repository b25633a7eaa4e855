import type { FastifyInstance, FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
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

/** Stand for a response's nonces in the policy's template until `cspNonce` makes them. */
const SCRIPT_NONCE = 'cuepoint-script-nonce';
const STYLE_NONCE = 'cuepoint-style-nonce';

type Nonces = { script: string; style: string };

declare module 'fastify' {
  interface FastifyReply {
    /**
     * The response's CSP nonces, made when first read (a page's inline <style> and script): reading them puts them
     * in the response's Content-Security-Policy. A response that never reads them (every API answer) keeps the
     * policy without nonces, which allows no inline script or <style> at all.
     */
    readonly cspNonce: Nonces;
  }
}

/** The headers helmet sets for these options, worked out once: helmet's middleware run on a response that records them. */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.push([name.toLowerCase(), String(value)]);
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** The document policy: what a page may load, frame or run. */
function cspDirectives(https: boolean, nonces: boolean) {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'", ...(nonces ? [`'nonce-${SCRIPT_NONCE}'`] : [])],
    styleSrc: ["'self'", ...(nonces ? [`'nonce-${STYLE_NONCE}'`] : [])],
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
    ...(https ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * Helmet's headers and the Content-Security-Policy, built once at start and set on every response in one step (building
 * helmet per request, as its Fastify plugin does, cost more than the whole answer of a light API call). Per-response
 * nonces: the dialog library's scroll lock injects a <style> element, which the web app tags with the nonce it reads
 * from index.html (see withCspNonce); no 'unsafe-inline' is needed.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  const common = {
    // Cross-origin embeds (YouTube, Mixcloud) do not send CORP headers; requiring them would blank the players.
    crossOriginEmbedderPolicy: false,
    hsts: options.https ? { maxAge: 15552000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  };
  const withPolicy = (nonces: boolean) =>
    helmetHeaders({
      ...common,
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options.https, nonces) },
    });
  const headers: Record<string, string> = Object.fromEntries([
    ...withPolicy(false),
    ['permissions-policy', PERMISSIONS_POLICY],
  ]);
  const noncePolicy = Object.fromEntries(withPolicy(true))['content-security-policy'] ?? '';
  if (!noncePolicy.includes(SCRIPT_NONCE) || !noncePolicy.includes(STYLE_NONCE))
    throw new Error('the Content-Security-Policy lost its nonces');

  const made = new WeakMap<FastifyReply, Nonces>();
  app.decorateReply('cspNonce', {
    getter(this: FastifyReply): Nonces {
      let nonces = made.get(this);
      if (!nonces) {
        const random = randomBytes(32).toString('hex');
        nonces = { script: random.slice(0, 32), style: random.slice(32) };
        made.set(this, nonces);
        this.header(
          'content-security-policy',
          noncePolicy.replace(SCRIPT_NONCE, nonces.script).replace(STYLE_NONCE, nonces.style),
        );
      }
      return nonces;
    },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
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
