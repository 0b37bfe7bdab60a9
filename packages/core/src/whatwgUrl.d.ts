// Core compiles with the ES library only (no DOM, no Node types), but the WHATWG URL class exists in
// every runtime core targets. This declares the subset core uses; consumers get the full one from
// their own DOM or Node types (this file is not imported, so it never reaches them).
declare global {
  interface URLSearchParams {
    get(name: string): string | null;
  }
  var URLSearchParams: {
    prototype: URLSearchParams;
    new (init?: string): URLSearchParams;
  };
  interface URL {
    readonly hash: string;
    readonly hostname: string;
    readonly origin: string;
    readonly protocol: string;
    readonly pathname: string;
    readonly search: string;
    readonly searchParams: URLSearchParams;
  }
  var URL: {
    prototype: URL;
    new (url: string, base?: string): URL;
  };
}

export {};
