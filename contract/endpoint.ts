import type { z } from 'zod';
import type { PermCode } from './permissions.ts';

/**
 * Who may call an endpoint: anyone, any logged-in user, or a user holding at least one of the
 * codes. The server enforces it (403 / 599) from this one declaration, and the client hides the
 * matching controls by the same codes.
 */
export type Access = 'public' | 'login' | { anyOf: readonly PermCode[] };

export interface Endpoint<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under /ep/api, with the trailing slash the real backend uses. */
  path: string;
  summary: string;
  access: Access;
  query?: Q;
  body?: B;
  data: D;
  /**
   * Why a write is no operation of its user's and stays out of the operation log (the portal's
   * own telemetry, sent in the background on every page). Every other write is logged.
   */
  unlogged?: string;
}

export const defineEndpoint = <
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  D extends z.ZodType = z.ZodType,
>(
  endpoint: Endpoint<Q, B, D>,
) => endpoint;

/**
 * An endpoint's method and path alone, typed as that endpoint (its query, body and data): what a
 * caller needs to call it without loading its schemas (see addresses.ts).
 */
export interface Address<E extends Endpoint = Endpoint> {
  method: E['method'];
  path: string;
  /** Never set: carries the endpoint's type. */
  readonly endpoint?: E;
}

/** The endpoint an endpoint or its address stands for. */
type EndpointOf<E> = E extends Endpoint ? E : E extends Address<infer A> ? A : never;

export type QueryOf<E> = EndpointOf<E> extends Endpoint<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<E> = EndpointOf<E> extends Endpoint<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type DataOf<E> = EndpointOf<E> extends Endpoint<z.ZodType, z.ZodType, infer D> ? z.output<D> : never;

export const API_BASE = '/ep/api';
