// The parts of the public API's OpenAPI document the reference page shows.
export type JsonSchema = {
  type?: string | string[];
  description?: string;
  enum?: unknown[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
};
export type ApiParameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; description?: string; schema?: JsonSchema };
export type ApiOperation = {
  operationId: string;
  summary?: string;
  tags: string[];
  'x-scope': 'read' | 'read-write';
  parameters: ApiParameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: JsonSchema }> }>;
};
export type ApiDocument = {
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, ApiOperation>>;
};

export type Endpoint = { method: string; path: string; op: ApiOperation };

/** The document's operations, grouped by their tag in the document's order. */
export function endpointsByTag(doc: ApiDocument): [string, Endpoint[]][] {
  const groups = new Map<string, Endpoint[]>();
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags[0] ?? 'other';
      groups.set(tag, [...(groups.get(tag) ?? []), { method: method.toUpperCase(), path, op }]);
    }
  return [...groups];
}

/** A schema's type in a word or two: "string", "array of object", "one of: a, b". */
export function typeOf(s: JsonSchema | undefined): string {
  if (!s) return 'any';
  if (s.enum) return `one of: ${s.enum.map(String).join(', ')}`;
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return [...new Set(alternatives.map(typeOf))].join(' or ');
  const t = Array.isArray(s.type) ? s.type.join(' or ') : (s.type ?? 'any');
  return t === 'array' ? `array of ${typeOf(s.items)}` : s.format ? `${t} (${s.format})` : t;
}
