import DataLoader from 'dataloader';

const perRequest = new WeakMap<object, Map<string, DataLoader<unknown, unknown>>>();

/**
 * A DataLoader that lives as long as one request (keyed by the request object), so every resolver
 * of a query shares one batch and nothing is cached across customers.
 */
export function requestLoader<K, V>(request: object, name: string, batch: (keys: readonly K[]) => Promise<V[]>): DataLoader<K, V> {
  let loaders = perRequest.get(request);
  if (!loaders) {
    loaders = new Map();
    perRequest.set(request, loaders);
  }
  let loader = loaders.get(name) as DataLoader<K, V> | undefined;
  if (!loader) {
    loader = new DataLoader<K, V>(batch);
    loaders.set(name, loader as DataLoader<unknown, unknown>);
  }
  return loader;
}
