export declare const projectNodeMajor: number;
export declare function lowestAllowed(engines: string): [number, number, number];
export declare function isNewEnough(version: string, engines: string): boolean;
export declare function nodePackage(platform: string, arch: string): string | undefined;
