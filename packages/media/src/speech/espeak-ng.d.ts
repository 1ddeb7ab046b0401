declare module 'espeak-ng' {
  interface ESpeakNgFileSystem {
    readFile(path: string): Uint8Array;
    writeFile(path: string, data: string | Uint8Array): void;
  }

  export interface ESpeakNgModule {
    FS: ESpeakNgFileSystem;
  }

  interface ESpeakNgOptions {
    arguments: string[];
    print?: (text: string) => void;
    printErr?: (text: string) => void;
    preRun?: ((module: ESpeakNgModule) => void)[];
  }

  /** Instantiates the WASM build and runs `espeak-ng` with `arguments` once. */
  export default function ESpeakNg(options: ESpeakNgOptions): Promise<ESpeakNgModule>;
}
