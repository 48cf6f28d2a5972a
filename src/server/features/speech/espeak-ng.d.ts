// Types for the npm package `espeak-ng` (eSpeak NG's command-line program compiled with Emscripten), which ships none.
declare module 'espeak-ng' {
  export interface ESpeakNgOptions {
    /** The command line, without the program name. */
    arguments: string[];
    print?(line: string): void;
    printErr?(line: string): void;
    /** Called when the program exits; must throw `toThrow` to stop it. */
    quit?(status: number, toThrow: unknown): never;
    /** Instantiates the WebAssembly module itself and hands the instance to `receive`; answers {} when it does so asynchronously. */
    instantiateWasm?(imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance) => void): object;
  }
  /** The program after it ran, with its in-memory file system. */
  export interface ESpeakNgProgram {
    FS: { readFile(path: string): Uint8Array };
  }
  export default function ESpeakNg(options: ESpeakNgOptions): Promise<ESpeakNgProgram>;
}
