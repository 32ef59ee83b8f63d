/** The parts of an OpenAPI 3.1 document this emulator generates, and its HTML rendering reads. */
export type JsonSchema = { [key: string]: unknown };
export type Ref = { $ref: string };
export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}
export interface MediaContent {
  [mediaType: string]: { schema: JsonSchema };
}
export interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  security: Record<string, string[]>[];
  parameters: (Parameter | Ref)[];
  requestBody?: { required: boolean; content: MediaContent };
  responses: Record<string, { description: string; content?: MediaContent } | Ref>;
  'x-access'?: 'public' | 'login' | 'permission';
  'x-permissions'?: { code: string; zh: string; en: string }[];
}
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string; description?: string }[];
  security: Record<string, string[]>[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, JsonSchema>;
    parameters: Record<string, Parameter>;
    schemas: Record<string, JsonSchema>;
    responses: Record<string, { description: string; content: MediaContent }>;
  };
}
