// Fetches route JSON once per route and shares the answer between prefetch and navigation.
import { options } from '../options.ts';
import { routeJsonUrl } from '../../shared/output-layout.ts';

/** Recently loaded routes; kept small because each entry holds a whole page of HTML. */
const MAX_ENTRIES = 50;
const cache = new Map<string, Promise<unknown>>();

export function loadRouteJson(route: string, priority: 'high' | 'low' = 'high'): Promise<unknown> {
  const cached = cache.get(route);
  if (cached) {
    // Most recently used goes last, so the oldest is evicted first.
    cache.delete(route);
    cache.set(route, cached);
    return cached;
  }
  const request = fetch(routeJsonUrl(route, options.baseUrl), {
    priority,
    credentials: 'same-origin',
  } as RequestInit).then((response) => {
    if (!response.ok) throw new Error(`${response.status} ${response.statusText} for the data of ${route}`);
    return response.json();
  });
  // A failure is not remembered: the next attempt asks the network again.
  request.catch(() => cache.delete(route));
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(route, request);
  return request;
}

export function isRouteLoaded(route: string): boolean {
  return cache.has(route);
}

/** Drops a route's data, so the next load asks the network (after a crash, the data may be bad). */
export function forgetRoute(route: string): void {
  cache.delete(route);
}
