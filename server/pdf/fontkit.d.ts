// fontkit (pdfkit's font engine) ships no types: what server/pdf/fonts.ts uses of it.
declare module 'fontkit' {
  /** A parsed font; pdfkit's registerFont takes one as it is (an object with `layout`). */
  export interface Font {
    layout(text: string): unknown;
    postscriptName: string;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
