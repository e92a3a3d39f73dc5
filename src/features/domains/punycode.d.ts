// punycode 2.x ships no types; the trailing slash picks the npm package over Node's deprecated built-in.
declare module 'punycode/' {
  export function toUnicode(domain: string): string
}
