import { z } from 'zod';

type Json = Record<string, unknown>;

/**
 * The keywords kept in the schema sent to the server: what every server's constrained decoding
 * takes (OpenAI strict mode, Ollama, vLLM, llama.cpp, LM Studio, Groq). NOTE: lengths, ranges,
 * item counts and patterns are left to the zod schema, which checks every answer anyway (a
 * violation goes to the repair call): OpenAI strict mode refuses some of them and grammar-based
 * servers differ on the rest.
 */
const KEPT = new Set(['type', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'const', 'anyOf', 'description']);

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function strict(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strict);
  if (!isObject(node)) return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (!KEPT.has(key) || key === 'properties' || key === 'required') continue;
    out[key] = key === 'enum' || key === 'const' || key === 'description' ? value : strict(value);
  }
  if (isObject(node.properties)) {
    const required = new Set(Array.isArray(node.required) ? (node.required as string[]) : []);
    const properties: Json = {};
    for (const [name, schema] of Object.entries(node.properties)) {
      const kept = strict(schema);
      // OpenAI strict: every property is required; an optional one may be null instead.
      properties[name] = required.has(name) ? kept : { anyOf: [kept, { type: 'null' }] };
    }
    out.properties = properties;
    out.required = Object.keys(properties);
    out.additionalProperties = false;
  }
  return out;
}

const cache = new WeakMap<z.ZodType, Json>();

/**
 * The JSON schema for `response_format: {type: "json_schema", strict: true}`, generated from the
 * same zod schema that checks the answer (the shape of what the model writes, so `io: "input"`).
 */
export function strictJsonSchema(schema: z.ZodType): Json {
  let out = cache.get(schema);
  if (!out) {
    out = strict(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })) as Json;
    cache.set(schema, out);
  }
  return out;
}

/**
 * A strict schema answers an absent optional field with null: remove nulls before the zod check
 * (none of Maya's answers has a field whose value may be null).
 */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (v === null ? [] : [[k, withoutNulls(v)]])));
}
