import { LIMITS, MESSAGES, countWords } from '@orato/shared';
import { useState } from 'react';

/** The prompt and negative prompt, their word count and what is wrong with them. */
export function useVeoPrompt() {
  const [text, setText] = useState('');
  const [negative, setNegative] = useState('');
  const [error, setError] = useState<string>();
  // the field, to focus it on a refusal (a callback ref: the parts get no ref object to read)
  const [field, setField] = useState<HTMLTextAreaElement | null>(null);
  const words = countWords(text);
  const isOverLimit = words > LIMITS.veoPromptMaxWords;

  const refuse = (message: string) => {
    setError(message);
    field?.focus();
    return undefined;
  };

  /** The prompt to send, or undefined after saying (at the focused field) what is wrong. */
  const take = (): string | undefined => {
    const prompt = text.trim();
    if (!prompt) {
      return refuse(MESSAGES.veo.promptRequired);
    }
    if (countWords(prompt) > LIMITS.veoPromptMaxWords) {
      return refuse(MESSAGES.veo.promptTooLong);
    }
    setError(undefined);
    return prompt;
  };

  return {
    text,
    negative,
    setField,
    words,
    isOverLimit,
    error: error ?? (isOverLimit ? MESSAGES.veo.promptTooLong : undefined),
    change: (value: string) => {
      setText(value);
      setError(undefined);
    },
    setNegative,
    take,
    clear: () => {
      setText('');
      setNegative('');
      setError(undefined);
    },
  };
}

export type VeoPrompt = ReturnType<typeof useVeoPrompt>;
