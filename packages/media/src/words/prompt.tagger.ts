/**
 * Part-of-speech tags and lemmas of a prompt, by wink-nlp with its English lite model (MIT, offline).
 * Chosen over compromise on our prompt set: it tags "boat", "against" and "stormy" right where
 * compromise did not, and runs about 0.3 ms a prompt against 3.5 ms. Loaded on first use.
 */
import { createRequire } from 'node:module';

/** Universal POS tags (the ones we act on; anything else is kept as given). */
export type Pos = 'NOUN' | 'PROPN' | 'VERB' | 'ADJ' | 'ADV' | 'ADP' | 'NUM' | 'DET' | string;

export interface TaggedToken {
  /** As typed, lower-case. */
  text: string;
  pos: Pos;
  lemma: string;
}

interface WinkToken {
  out(what?: unknown): string;
}
interface WinkDoc {
  tokens(): { each(callback: (token: WinkToken) => void): void };
}
interface Wink {
  readDoc(text: string): WinkDoc;
  its: { pos: unknown; lemma: unknown; normal: unknown };
}

const require = createRequire(import.meta.url);
let wink: Wink | null = null;

function load(): Wink {
  if (!wink) {
    const winkNLP = require('wink-nlp') as (model: unknown) => Wink;
    wink = winkNLP(require('wink-eng-lite-web-model'));
  }
  return wink;
}

/** The prompt's tokens with their tags and lemmas, punctuation included (tagged PUNCT). */
export function tagPrompt(text: string): TaggedToken[] {
  const nlp = load();
  const tokens: TaggedToken[] = [];
  nlp
    .readDoc(text)
    .tokens()
    .each((token) => {
      tokens.push({
        text: token.out(nlp.its.normal),
        pos: token.out(nlp.its.pos),
        lemma: token.out(nlp.its.lemma).toLowerCase(),
      });
    });
  return tokens;
}
