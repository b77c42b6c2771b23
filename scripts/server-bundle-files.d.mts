// Types of server-bundle-files.mjs (plain JavaScript: scripts/server-command.mjs runs before any build).
export declare const BUILDS_DIR: string;
export declare const RUNNING_DIR: string;
export declare const CHUNKS_DIR: string;
export declare function isAlive(pid: number): boolean;
export declare function recordBuild(outDir: string, id: string, chunkFiles: string[]): void;
export declare function pruneBuilds(outDir: string, currentId: string, alive?: (pid: number) => boolean): string[];
