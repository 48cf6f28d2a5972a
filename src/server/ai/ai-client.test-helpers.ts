// What the AI client tests share: a structured task (a workplace tip), a streamed chat task, and the readers that
// collect a stream or its failure.
import { expect } from 'vitest';
import { z } from 'zod';
import { AiError } from './ai-error.ts';
import type { AiStreamTask, AiTask } from './ai-task.ts';

export const TipSchema = z.object({
  title: z.string().min(1).describe('A short title for the tip'),
  steps: z.array(z.string()).min(1).describe('What to do, in order'),
  difficulty: z.enum(['easy', 'medium', 'hard']).describe('How hard the tip is to apply'),
});
export type Tip = z.infer<typeof TipSchema>;

export const tipTask: AiTask<{ topic: string }, Tip> = {
  name: 'test.write-tip',
  schema: TipSchema,
  prompt: ({ topic }) => ({
    system: 'You are a workplace coach who writes short, practical tips.',
    prompt: `Write one tip about ${topic}.`,
  }),
  offline: ({ topic }) => ({ title: `Offline tip on ${topic}`, steps: ['Pause', 'Listen'], difficulty: 'easy' }),
};

export const VALID_TIP: Tip = { title: 'Open with a question', steps: ['Ask what matters most', 'Listen to the answer'], difficulty: 'easy' };

/** Captures the rejection, so a test can look at the error itself. */
export async function failureOf(promise: Promise<unknown>): Promise<AiError> {
  const error = await promise.then(
    () => {
      throw new Error('Expected the call to fail, but it answered.');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AiError);
  return error as AiError;
}

export const chatTask: AiStreamTask<{ question: string }> = {
  name: 'test.chat',
  prompt: ({ question }) => ({
    system: 'You are a sceptical buyer in a sales roleplay.',
    messages: [
      { role: 'user', content: 'Hello, do you have a minute?' },
      { role: 'assistant', content: 'One minute. Go on.' },
      { role: 'user', content: question },
    ],
  }),
  offline: ({ question }) => `You asked: "${question}"\n\n  Convince me,  then.  Why should I switch suppliers?`,
};

export const never = new Promise<never>(() => undefined);

/** Every chunk of a stream that ends normally. */
export async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

/** The chunks a stream gave before it failed, and the failure. */
export async function collectUntilFailure(stream: AsyncIterable<string>): Promise<{ chunks: string[]; error: unknown }> {
  const chunks: string[] = [];
  try {
    for await (const chunk of stream) chunks.push(chunk);
  } catch (error) {
    return { chunks, error };
  }
  throw new Error(`Expected the stream to fail, but it ended after ${JSON.stringify(chunks.join(''))}.`);
}
