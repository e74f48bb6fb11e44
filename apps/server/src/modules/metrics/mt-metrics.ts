import type { MtEngines } from '../../adapters/mt/engines.ts';
import type { MtAdapter, MtRequest } from '../../adapters/mt/mt-adapter.ts';
import type { Metrics } from './metrics.ts';

/**
 * The engine registry with every provider call counted (calls by outcome, characters sent), so
 * every path that translates — runs, the first-page run, phonetic typing — is measured in one place.
 * The adapters stay themselves (a proxy), only `translate` is wrapped.
 */
export function measuredEngines(engines: MtEngines, metrics: Metrics): MtEngines {
  const measured = new WeakMap<MtAdapter, MtAdapter>();
  const measure = (adapter: MtAdapter): MtAdapter => {
    const translate = async (request: MtRequest) => {
      const engine = adapter.id;
      metrics.mtCharacters.inc(
        { engine },
        request.texts.reduce((sum, t) => sum + t.length, 0),
      );
      try {
        const results = await adapter.translate(request);
        metrics.mtCalls.inc({ engine, outcome: 'ok' });
        return results;
      } catch (err) {
        metrics.mtCalls.inc({ engine, outcome: 'error' });
        throw err;
      }
    };
    return new Proxy(adapter, { get: (target, prop, receiver) => (prop === 'translate' ? translate : Reflect.get(target, prop, receiver)) });
  };
  return {
    get(id) {
      const adapter = engines.get(id);
      if (!adapter) return undefined;
      let wrapped = measured.get(adapter);
      if (!wrapped) {
        wrapped = measure(adapter);
        measured.set(adapter, wrapped);
      }
      return wrapped;
    },
    list: () => engines.list(),
    refreshLanguages: () => engines.refreshLanguages(),
  };
}
