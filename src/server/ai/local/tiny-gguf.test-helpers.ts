// A tiny GGUF model for the local engine's tests: the llama architecture with a few small layers of seeded random F32
// weights and a small SentencePiece vocabulary (control tokens, the 256 byte tokens, letters, a few words and JSON
// punctuation). llama.cpp loads it like any model; what it says is noise, which is all the tests need.
import { writeFileSync } from 'node:fs';

const GGUF_MAGIC = 0x46554747; // "GGUF" read as a little-endian number
const GGUF_VERSION = 3;
const ALIGNMENT = 32;

const enum ValueType {
  Uint32 = 4,
  Int32 = 5,
  Float32 = 6,
  Bool = 7,
  String = 8,
  Array = 9,
}

type MetadataValue = { type: ValueType.Uint32 | ValueType.Int32 | ValueType.Float32; value: number } | { type: ValueType.Bool; value: boolean } | { type: ValueType.String; value: string } | { type: ValueType.Array; of: ValueType.String; value: string[] } | { type: ValueType.Array; of: ValueType.Float32 | ValueType.Int32; value: number[] };

/** Bytes appended in order, little-endian, the way GGUF stores every number. */
class ByteWriter {
  private chunks: Buffer[] = [];
  length = 0;

  push(buffer: Buffer): void {
    this.chunks.push(buffer);
    this.length += buffer.length;
  }
  u32(value: number): void {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(value);
    this.push(b);
  }
  i32(value: number): void {
    const b = Buffer.alloc(4);
    b.writeInt32LE(value);
    this.push(b);
  }
  u64(value: number): void {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(value));
    this.push(b);
  }
  f32(value: number): void {
    const b = Buffer.alloc(4);
    b.writeFloatLE(value);
    this.push(b);
  }
  string(value: string): void {
    const bytes = Buffer.from(value, 'utf8');
    this.u64(bytes.length);
    this.push(bytes);
  }
  padTo(alignment: number): void {
    const rest = this.length % alignment;
    if (rest) this.push(Buffer.alloc(alignment - rest));
  }
  toBuffer(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

function writeValue(w: ByteWriter, value: MetadataValue): void {
  w.u32(value.type);
  switch (value.type) {
    case ValueType.Uint32:
      return w.u32(value.value);
    case ValueType.Int32:
      return w.i32(value.value);
    case ValueType.Float32:
      return w.f32(value.value);
    case ValueType.Bool:
      return w.push(Buffer.from([value.value ? 1 : 0]));
    case ValueType.String:
      return w.string(value.value);
    case ValueType.Array:
      w.u32(value.of);
      w.u64(value.value.length);
      for (const item of value.value) {
        if (typeof item === 'string') w.string(item);
        else if (value.of === ValueType.Int32) w.i32(item);
        else w.f32(item);
      }
  }
}

/** A seeded generator (mulberry32), so the same seed writes the same model. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// SentencePiece token kinds as llama.cpp reads them.
const NORMAL = 1;
const UNKNOWN = 2;
const CONTROL = 3;
const BYTE = 6;

/** The vocabulary: control tokens, byte fallbacks, then pieces ("▁" marks a word's start). */
function vocabulary(): { tokens: string[]; scores: number[]; types: number[] } {
  const tokens = ['<unk>', '<s>', '</s>'];
  const types = [UNKNOWN, CONTROL, CONTROL];
  for (let byte = 0; byte < 256; byte += 1) {
    tokens.push(`<0x${byte.toString(16).toUpperCase().padStart(2, '0')}>`);
    types.push(BYTE);
  }
  const pieces = new Set<string>();
  for (const c of 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789') {
    pieces.add(c);
    pieces.add(`▁${c}`);
  }
  for (const p of ['{', '}', '[', ']', ':', ',', '"', '."', '.', '?', '!', "'", '-', '▁"', '":', '",', '"}', '▁the', '▁a', '▁is', '▁I', '▁you', '▁we', '▁it', '▁to', '▁and', '▁of', '▁ready', '▁yes', '▁no', 'true', 'false', 'null']) {
    pieces.add(p);
  }
  for (const piece of pieces) {
    tokens.push(piece);
    types.push(NORMAL);
  }
  // Longer pieces score higher, so the tokenizer prefers whole words over letters.
  const scores = tokens.map((token, index) => (types[index] === NORMAL ? -index / 1000 + token.length : 0));
  return { tokens, scores, types };
}

export type TinyModelOptions = {
  embedding?: number;
  layers?: number;
  heads?: number;
  feedForward?: number;
  contextLength?: number;
  seed?: number;
  /**
   * Pieces the model leans towards (positive) or away from (negative), about this many logits: every token embedding
   * carries one constant dimension that the layers barely touch, and these pieces' output rows weigh it.
   */
  lean?: Record<string, number>;
};

/** The pieces the tiny model knows, for tests that look for them. */
export const TINY_VOCABULARY = vocabulary().tokens;

/** Writes the tiny model to `path` and returns its size in bytes. */
export function writeTinyGguf(path: string, options: TinyModelOptions = {}): number {
  const embedding = options.embedding ?? 64;
  const layers = options.layers ?? 2;
  const heads = options.heads ?? 4;
  const feedForward = options.feedForward ?? 128;
  const contextLength = options.contextLength ?? 8192;
  const next = random(options.seed ?? 7);
  const { tokens, scores, types } = vocabulary();
  const vocab = tokens.length;

  const metadata: Array<[string, MetadataValue]> = [
    ['general.architecture', { type: ValueType.String, value: 'llama' }],
    ['general.name', { type: ValueType.String, value: 'engram-tiny-test' }],
    ['general.alignment', { type: ValueType.Uint32, value: ALIGNMENT }],
    ['llama.context_length', { type: ValueType.Uint32, value: contextLength }],
    ['llama.embedding_length', { type: ValueType.Uint32, value: embedding }],
    ['llama.block_count', { type: ValueType.Uint32, value: layers }],
    ['llama.feed_forward_length', { type: ValueType.Uint32, value: feedForward }],
    ['llama.rope.dimension_count', { type: ValueType.Uint32, value: embedding / heads }],
    ['llama.attention.head_count', { type: ValueType.Uint32, value: heads }],
    ['llama.attention.head_count_kv', { type: ValueType.Uint32, value: heads }],
    ['llama.attention.layer_norm_rms_epsilon', { type: ValueType.Float32, value: 1e-5 }],
    ['llama.vocab_size', { type: ValueType.Uint32, value: vocab }],
    ['tokenizer.ggml.model', { type: ValueType.String, value: 'llama' }],
    ['tokenizer.ggml.tokens', { type: ValueType.Array, of: ValueType.String, value: tokens }],
    ['tokenizer.ggml.scores', { type: ValueType.Array, of: ValueType.Float32, value: scores }],
    ['tokenizer.ggml.token_type', { type: ValueType.Array, of: ValueType.Int32, value: types }],
    ['tokenizer.ggml.unknown_token_id', { type: ValueType.Uint32, value: 0 }],
    ['tokenizer.ggml.bos_token_id', { type: ValueType.Uint32, value: 1 }],
    ['tokenizer.ggml.eos_token_id', { type: ValueType.Uint32, value: 2 }],
    ['tokenizer.ggml.add_bos_token', { type: ValueType.Bool, value: true }],
    ['tokenizer.ggml.add_eos_token', { type: ValueType.Bool, value: false }],
  ];

  // Tensor shapes in GGML's order: the first number is the row length.
  const tensors: Array<[string, number[]]> = [
    ['token_embd.weight', [embedding, vocab]],
    ['output_norm.weight', [embedding]],
    ['output.weight', [embedding, vocab]],
  ];
  for (let layer = 0; layer < layers; layer += 1) {
    tensors.push(
      [`blk.${layer}.attn_norm.weight`, [embedding]],
      [`blk.${layer}.attn_q.weight`, [embedding, embedding]],
      [`blk.${layer}.attn_k.weight`, [embedding, embedding]],
      [`blk.${layer}.attn_v.weight`, [embedding, embedding]],
      [`blk.${layer}.attn_output.weight`, [embedding, embedding]],
      [`blk.${layer}.ffn_norm.weight`, [embedding]],
      [`blk.${layer}.ffn_gate.weight`, [embedding, feedForward]],
      [`blk.${layer}.ffn_down.weight`, [feedForward, embedding]],
      [`blk.${layer}.ffn_up.weight`, [embedding, feedForward]],
    );
  }

  const w = new ByteWriter();
  w.u32(GGUF_MAGIC);
  w.u32(GGUF_VERSION);
  w.u64(tensors.length);
  w.u64(metadata.length);
  for (const [key, value] of metadata) {
    w.string(key);
    writeValue(w, value);
  }
  let offset = 0;
  const data: Buffer[] = [];
  for (const [name, shape] of tensors) {
    w.string(name);
    w.u32(shape.length);
    for (const size of shape) w.u64(size);
    w.u32(0); // F32
    w.u64(offset);
    const count = shape.reduce((a, b) => a * b, 1);
    const values = new Float32Array(count);
    // Norm weights are ones; the rest small random numbers.
    const isNorm = name.endsWith('norm.weight');
    const isLayer = name.startsWith('blk.');
    for (let i = 0; i < count; i += 1) values[i] = isNorm ? 1 : (next() - 0.5) * (isLayer ? 0.04 : 0.2);
    // The constant dimension 0 of every embedding, and the output rows that lean on it.
    if (name === 'token_embd.weight') for (let token = 0; token < vocab; token += 1) values[token * embedding] = 1;
    if (name === 'output.weight') {
      for (let token = 0; token < vocab; token += 1) values[token * embedding] = 0;
      for (const [piece, weight] of Object.entries(options.lean ?? {})) {
        const token = tokens.indexOf(piece);
        if (token < 0) throw new Error(`The tiny vocabulary has no piece ${piece}.`);
        values[token * embedding] = weight / 7;
      }
    }
    const bytes = Buffer.from(values.buffer);
    const padded = Math.ceil(bytes.length / ALIGNMENT) * ALIGNMENT;
    data.push(Buffer.concat([bytes, Buffer.alloc(padded - bytes.length)]));
    offset += padded;
  }
  w.padTo(ALIGNMENT);
  for (const chunk of data) w.push(chunk);
  const file = w.toBuffer();
  writeFileSync(path, file);
  return file.length;
}
