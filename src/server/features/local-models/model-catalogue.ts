// The models Engram offers to download and run on this machine: instruct models that hold a role and write the JSON
// of grading and generation, in Q4_K_M GGUF builds published on Hugging Face. Edit it to add or replace a model.
//
// Checksums: no entry carries a SHA-256 of its own, because none was read from the hub when this list was written.
// A download is checked against the SHA-256 the hub announces for the file (Hugging Face answers a /resolve/ URL
// with `X-Linked-Etag: "<sha256>"`); a `sha256` written here, where one is known, is checked as well. A download
// with neither is refused. Sizes are the hub's listed sizes, rounded; a download is refused past `maxBytes`.
import type { Config } from '../../config.ts';

export interface CatalogueModel {
  /** The file DATA_DIR/models/<name>.gguf, and the name `npm run model -- pull` takes. */
  name: string;
  label: string;
  summary: string;
  parameters: string;
  /** The Hugging Face repository and file of the build. */
  repository: string;
  fileName: string;
  /** About the size of the file. */
  sizeBytes: number;
  /** A download larger than this is stopped: the listed size with a tenth to spare. */
  maxBytes: number;
  /** Weights plus a working context of a few thousand tokens. */
  memoryBytes: number;
  licence: string;
  licenceUrl: string;
  /** Only where the file's SHA-256 is known for certain; otherwise the hub's announced hash is the check. */
  sha256?: string;
}

const GB = 1_000_000_000;

function entry(model: Omit<CatalogueModel, 'maxBytes'>): CatalogueModel {
  const sizeBytes = Math.round(model.sizeBytes);
  return { ...model, sizeBytes, memoryBytes: Math.round(model.memoryBytes), maxBytes: Math.ceil(sizeBytes * 1.1) };
}

/** Smallest first: the first suits a laptop with 4 GB free, the last wants 8 GB or more. */
export const MODEL_CATALOGUE: readonly CatalogueModel[] = [
  entry({
    name: 'qwen2.5-1.5b-instruct',
    label: 'Qwen2.5 1.5B Instruct',
    summary: 'Small and quick: plays characters and grades on a laptop without a graphics card; plainer wording than the larger models.',
    parameters: '1.5 B',
    repository: 'bartowski/Qwen2.5-1.5B-Instruct-GGUF',
    fileName: 'Qwen2.5-1.5B-Instruct-Q4_K_M.gguf',
    sizeBytes: 0.99 * GB,
    memoryBytes: 2 * GB,
    licence: 'Apache 2.0',
    licenceUrl: 'https://huggingface.co/Qwen/Qwen2.5-1.5B-Instruct/blob/main/LICENSE',
  }),
  entry({
    name: 'llama-3.2-3b-instruct',
    label: 'Llama 3.2 3B Instruct',
    summary: 'A good balance on a small machine: more natural characters and steadier grading, still usable on a CPU.',
    parameters: '3 B',
    repository: 'bartowski/Llama-3.2-3B-Instruct-GGUF',
    fileName: 'Llama-3.2-3B-Instruct-Q4_K_M.gguf',
    sizeBytes: 2.02 * GB,
    memoryBytes: 3.5 * GB,
    licence: 'Llama 3.2 Community License',
    licenceUrl: 'https://huggingface.co/meta-llama/Llama-3.2-3B-Instruct/blob/main/LICENSE.txt',
  }),
  entry({
    name: 'qwen2.5-7b-instruct',
    label: 'Qwen2.5 7B Instruct',
    summary: 'For larger machines: the most convincing characters and the most reliable grading and generation of the three.',
    parameters: '7 B',
    repository: 'bartowski/Qwen2.5-7B-Instruct-GGUF',
    fileName: 'Qwen2.5-7B-Instruct-Q4_K_M.gguf',
    sizeBytes: 4.68 * GB,
    memoryBytes: 6.5 * GB,
    licence: 'Apache 2.0',
    licenceUrl: 'https://huggingface.co/Qwen/Qwen2.5-7B-Instruct/blob/main/LICENSE',
  }),
];

export function findCatalogueModel(name: string): CatalogueModel | undefined {
  return MODEL_CATALOGUE.find((model) => model.name === name);
}

/** The model's page on the hub. */
export function sourceUrlOf(model: CatalogueModel, hubUrl = 'https://huggingface.co'): string {
  return `${hubUrl}/${model.repository}`;
}

/** The file's download address on the hub (or the mirror MODEL_HUB_URL names). */
export function downloadUrlOf(model: CatalogueModel, localModels: Config['localModels']): string {
  return `${localModels.hubUrl}/${model.repository}/resolve/main/${model.fileName}`;
}
