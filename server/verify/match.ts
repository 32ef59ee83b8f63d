import { type Endpoint, type EndpointName, endpoints } from '#contract';

export interface Matched {
  name: EndpointName;
  endpoint: Endpoint;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const routes = (Object.entries(endpoints) as [EndpointName, Endpoint][]).map(([name, endpoint]) => ({
  name,
  endpoint,
  pattern: new RegExp(
    `^${endpoint.path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
      .join('/')}$`,
  ),
}));

/** The contract endpoint answering `method path` (path under /ep/api, without query), if any. */
export function matchEndpoint(method: string, path: string): Matched | null {
  const route = routes.find((r) => r.endpoint.method === method && r.pattern.test(path));
  return route ? { name: route.name, endpoint: route.endpoint } : null;
}
