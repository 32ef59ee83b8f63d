import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CONTROL_BASE, type ControlEndpoint } from '#contract';
import type { World } from '../world.ts';

type Input<S> = S extends z.ZodType ? z.output<S> : undefined;

export class ControlError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

interface ControlContext<E extends ControlEndpoint> {
  params: Input<E['params']>;
  query: Input<E['query']>;
  body: Input<E['body']>;
  world: World;
  request: FastifyRequest;
  reply: FastifyReply;
}

function parse<S extends z.ZodType | undefined>(schema: S, input: unknown, where: string): Input<S> {
  if (!schema) return undefined as Input<S>;
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const at = issue.path.length ? `${where}.${issue.path.join('.')}` : where;
    throw new ControlError(400, `${at}: ${issue.message}`);
  }
  return result.data as Input<S>;
}

/** Registers a control endpoint of the contract: its inputs validated, its answer plain JSON. */
export function control<E extends ControlEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: ControlContext<E>) => z.input<E['response']> | Promise<z.input<E['response']>>,
): void {
  app.route({
    method: endpoint.method,
    url: CONTROL_BASE + endpoint.path,
    handler: async (request, reply) => {
      try {
        const ctx = {
          params: parse(endpoint.params, request.params, 'params'),
          query: parse(endpoint.query, request.query, 'query'),
          body: parse(endpoint.body, request.body, 'body'),
          world: request.world,
          request,
          reply,
        } as ControlContext<E>;
        return await handler(ctx);
      } catch (error) {
        if (error instanceof ControlError) return reply.status(error.status).send({ error: error.message });
        throw error;
      }
    },
  });
}
