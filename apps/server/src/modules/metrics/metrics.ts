import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { QueueDepth } from '../../jobs/queue.ts';

/**
 * The Prometheus metrics of one app instance (GET /metrics). Labels are bounded vocabularies only
 * (method, route template, status, engine id, queue name, outcome): never a tenant, project or URL.
 */
export type Metrics = {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  crawlPages: Counter<'outcome'>;
  mtCalls: Counter<'engine' | 'outcome'>;
  mtCharacters: Counter<'engine'>;
  /** Deliveries of outgoing webhooks that failed; webhook senders increment it with a short reason. */
  webhookFailures: Counter<'reason'>;
  /** Where queue depths come from; set once the job queue runs. */
  setQueueDepthSource: (source: () => Promise<QueueDepth[]>) => void;
  /**
   * Lets go of the app: prom-client's GC observer lives as long as the process and keeps every
   * registry it reported into, and with it whatever a metric's collect() can reach (the queue, the
   * database). Emptying the registry cuts that path, so a closed app can be freed.
   */
  close: () => void;
};

export function createMetrics(options: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  const registers = [registry];
  // Process metrics (memory, event-loop lag, handles) are one per process: the app that serves /metrics collects them.
  if (options.processMetrics !== false) collectDefaultMetrics({ register: registry, prefix: 'lipi_' });
  let depthSource: (() => Promise<QueueDepth[]>) | undefined;
  new Gauge({
    name: 'lipi_job_queue_depth',
    help: 'Jobs per queue and state (queued: waiting or deferred; active: running), as pg-boss last counted them',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      if (!depthSource) return;
      this.reset();
      for (const q of await depthSource()) {
        this.set({ queue: q.name, state: 'queued' }, q.queued);
        this.set({ queue: q.name, state: 'active' }, q.active);
      }
    },
  });
  return {
    registry,
    httpDuration: new Histogram({
      name: 'lipi_http_request_duration_seconds',
      help: 'HTTP request latency by method, route template and status code',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    crawlPages: new Counter({
      name: 'lipi_crawl_pages_total',
      help: 'Pages the crawler processed, by outcome (fetched: content stored)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    mtCalls: new Counter({
      name: 'lipi_mt_calls_total',
      help: 'Machine-translation engine calls by engine and outcome',
      labelNames: ['engine', 'outcome'] as const,
      registers,
    }),
    mtCharacters: new Counter({
      name: 'lipi_mt_characters_total',
      help: 'Characters sent to machine-translation engines, by engine',
      labelNames: ['engine'] as const,
      registers,
    }),
    webhookFailures: new Counter({
      name: 'lipi_webhook_failures_total',
      help: 'Outgoing webhook deliveries that failed, by reason',
      labelNames: ['reason'] as const,
      registers,
    }),
    setQueueDepthSource(source) {
      depthSource = source;
    },
    close() {
      depthSource = undefined;
      registry.clear();
    },
  };
}
