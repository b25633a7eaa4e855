/** What a Lighthouse run measured: metrics, network items with their encodings, medians and findings. */
import type { Result, RunnerResult } from 'lighthouse';

export type Metrics = {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

export type NetworkItem = {
  url: string;
  transferSize: number;
  resourceSize: number;
  mimeType: string;
  statusCode: number;
  resourceType: string;
  /** `page`, `iframe` or `worker` (the service worker's own fetches, e.g. its precache). */
  sessionTargetType: string;
  contentEncoding: string | undefined;
};

export type Run = {
  metrics: Metrics;
  lhr: Result;
  network: NetworkItem[];
};

export type DevtoolsEvent = { method: string; params: Record<string, unknown> };

/** `content-encoding` of every response, by URL, from the browser's own protocol log (the wire headers). */
export function encodingsByUrl(result: RunnerResult): Map<string, string> {
  const log = (result.artifacts as unknown as { DevtoolsLog?: DevtoolsEvent[] }).DevtoolsLog ?? [];
  const urlOf = new Map<string, string>();
  const encodings = new Map<string, string>();
  const headerValue = (headers: unknown) => {
    for (const [name, value] of Object.entries((headers as Record<string, string>) ?? {})) {
      if (name.toLowerCase() === 'content-encoding') return String(value);
    }
    return undefined;
  };
  for (const event of log) {
    if (event.method === 'Network.responseReceived') {
      const response = event.params['response'] as { url: string; headers: unknown };
      urlOf.set(event.params['requestId'] as string, response.url);
      const encoding = headerValue(response.headers);
      if (encoding) encodings.set(response.url, encoding);
    }
  }
  for (const event of log) {
    if (event.method === 'Network.responseReceivedExtraInfo') {
      const url = urlOf.get(event.params['requestId'] as string);
      const encoding = headerValue(event.params['headers']);
      if (url && encoding) encodings.set(url, encoding);
    }
  }
  return encodings;
}

export function toRun(result: RunnerResult): Run {
  const { lhr } = result;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const encodings = encodingsByUrl(result);
  const items = (
    lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> } | undefined
  )?.items;
  const network = (items ?? []).map((item) => ({
    url: String(item['url']),
    transferSize: Number(item['transferSize'] ?? 0),
    resourceSize: Number(item['resourceSize'] ?? 0),
    mimeType: String(item['mimeType'] ?? ''),
    statusCode: Number(item['statusCode'] ?? 0),
    resourceType: String(item['resourceType'] ?? ''),
    sessionTargetType: String(item['sessionTargetType'] ?? 'page'),
    contentEncoding: encodings.get(String(item['url'])),
  }));
  return {
    lhr,
    network,
    metrics: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
    },
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function medianMetrics(runs: Run[]): Metrics {
  const of = (key: keyof Metrics) => median(runs.map((run) => run.metrics[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
  };
}

/** The run whose performance score is the median one: the source of the per-page findings below. */
export function representative(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.metrics.performance - b.metrics.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export type Details = { type?: string; items?: Array<Record<string, unknown>>; overallSavingsMs?: number };

export function accessibilityFailures(lhr: Result) {
  return (lhr.categories['accessibility']?.auditRefs ?? []).flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) return [];
    const items = (audit.details as Details | undefined)?.items ?? [];
    const selectors = items.flatMap((item) => {
      const node = item['node'] as { selector?: string } | undefined;
      return node?.selector ? [node.selector] : [];
    });
    return [{ id: ref.id, title: audit.title, selectors }];
  });
}

/** Performance audits that did not pass, the ones promising the most time first. */
export function performanceFindings(lhr: Result) {
  // The metrics themselves (and the hidden ones beside them) are in the table, not findings.
  const metricIds = new Set([
    ...(lhr.categories['performance']?.auditRefs ?? [])
      .filter((ref) => ref.group === 'metrics')
      .map((ref) => ref.id),
    'interactive',
    'max-potential-fid',
    'first-meaningful-paint',
  ]);
  const findings = (lhr.categories['performance']?.auditRefs ?? []).flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    if (!audit || metricIds.has(ref.id)) return [];
    if (audit.score === null || audit.score >= 0.9) return [];
    if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') return [];
    const savings = audit.metricSavings ?? {};
    const savingsMs = (savings.LCP ?? 0) + (savings.FCP ?? 0) + (savings.TBT ?? 0);
    return [
      {
        id: ref.id,
        title: audit.title,
        displayValue: audit.displayValue ?? '',
        score: audit.score,
        metricSavings: savings,
        savingsMs,
      },
    ];
  });
  return findings.sort((a, b) => b.savingsMs - a.savingsMs || a.score - b.score);
}

export const COMPRESSED_FORMATS =
  /^(image\/(png|jpe?g|webp|avif|gif)|font\/woff2?|application\/font-woff2?|video\/|audio\/)/;
