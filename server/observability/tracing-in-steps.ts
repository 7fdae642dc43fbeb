/**
 * Starts tracing (tracing.ts) once the server listens, a package at a time. The SDK is ~300 ms of
 * CPU to load (its Node SDK alone ~150 ms: it loads every exporter it could be asked for, gRPC and
 * protobuf included), about a third of the server's start, and Node loads a module graph in one
 * synchronous pass. Loaded before the server, it kept the server from listening that much longer
 * (../shared/tools/compare-nginx.sh, which probes /healthz after 3 s, found none with tracing on a
 * busy machine); loaded in one import after it, it held the event loop and the probes waited just
 * as long. A package at a time, with a turn of the event loop between, the server answers its
 * probes while tracing loads; /readyz says `tracing: starting` with a 503 until it is on, so no
 * load balancer sends a request that would go untraced.
 *
 * Loads no part of OpenTelemetry until called: server/index.ts calls it only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set.
 */

/**
 * The packages tracing.ts imports, heaviest last, each loaded in a step of its own. Only an order:
 * one missing here is loaded with tracing.ts, in the last step (tracing-in-steps.test.ts keeps
 * the two in step).
 */
export const tracingPackages = [
  '@opentelemetry/api',
  '@opentelemetry/sdk-trace',
  '@opentelemetry/instrumentation-http',
  '@opentelemetry/instrumentation-undici',
  '@opentelemetry/exporter-trace-otlp-http',
  '@opentelemetry/sdk-node',
] as const;

/** A turn of the event loop: connections waiting are accepted and requests read and answered. */
const aTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Loads tracing's packages one by one, then starts it; resolves once every request is traced, with
 * the way to stop it (which sends the spans it still holds).
 */
export async function startTracingInSteps(options: {
  version: string;
}): Promise<{ shutdown: () => Promise<void> }> {
  for (const name of tracingPackages) {
    await aTurn();
    await import(name);
  }
  await aTurn();
  const { startTracing } = await import('./tracing.ts');
  return startTracing(options);
}
