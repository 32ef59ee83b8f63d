import { z } from 'zod';
import type { PermissionDenied } from './biz-code.ts';

/** The envelope's schemas; its codes and shape without zod are in biz-code.ts. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

export const permissionDeniedSchema = z.object({
  perm_names: z.array(z.string()),
}) satisfies z.ZodType<PermissionDenied>;
