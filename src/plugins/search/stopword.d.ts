/** npm `stopword` ships no types: the lists the search reads, by ISO 639-3 code. */
declare module 'stopword' {
  export const zho: string[];
  export const eng: string[];
  export const vie: string[];
  export const tha: string[];
  export const tgl: string[];
  export const ind: string[];
  export const jpn: string[];
  export const msa: string[];
  export const kor: string[];
  export const rus: string[];
}
