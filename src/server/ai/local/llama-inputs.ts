// What node-llama-cpp is given for a generation: the prompt as a chat history, and a task's JSON schema as its
// grammar builder takes it.
import type { ChatHistoryItem } from 'node-llama-cpp';
import type { LocalMessage } from './local-generation.ts';

/** The prompt as a chat history ending in the model's turn to speak. */
export function toChatHistory(messages: readonly LocalMessage[]): ChatHistoryItem[] {
  const history: ChatHistoryItem[] = messages.map((message): ChatHistoryItem => {
    if (message.role === 'system') return { type: 'system', text: message.content };
    if (message.role === 'user') return { type: 'user', text: message.content };
    return { type: 'model', response: [message.content] };
  });
  history.push({ type: 'model', response: [] });
  return history;
}

// JSON-schema keywords the grammar builder reads; others (titles, $schema, formats it does not know) are left out.
const GRAMMAR_KEYS = new Set([
  'type',
  'properties',
  'required',
  'items',
  'prefixItems',
  'enum',
  'const',
  'oneOf',
  'anyOf',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'description',
  'additionalProperties',
  '$defs',
  '$ref',
  'format',
]);
const GRAMMAR_FORMATS = new Set(['date-time', 'time', 'date']);

/**
 * The schema as the grammar builder takes it: unknown keywords dropped, a list of types made a choice, a union of
 * one kind kept as it is. Every answer is still checked against the task's own zod contract afterwards.
 */
export function toGrammarSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toGrammarSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  const source = schema as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (!GRAMMAR_KEYS.has(key)) continue;
    if (key === 'format' && !GRAMMAR_FORMATS.has(String(value))) continue;
    if (key === 'properties' || key === '$defs') {
      out[key] = Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([name, child]) => [name, toGrammarSchema(child)]));
    } else if (key === 'additionalProperties') {
      out[key] = typeof value === 'object' ? toGrammarSchema(value) : value;
    } else out[key] = toGrammarSchema(value);
  }
  if (Array.isArray(out.type)) {
    const { type, ...rest } = out;
    return { oneOf: (type as unknown[]).map((one) => ({ ...rest, type: one })) };
  }
  // An object without its list of properties takes any JSON object.
  if (out.type === 'object' && !out.properties && out.additionalProperties === undefined) out.additionalProperties = true;
  return out;
}
