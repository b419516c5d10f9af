const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** An ASCII letter or digit, by code. */
function isAsciiWordCode(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
}

/**
 * True for a letter or digit (any script). ASCII is classified without the regular expression:
 * highlights and phrase checks call this for every character they read.
 */
export function isWordCharacter(character: string | undefined): boolean {
  if (character === undefined) {
    return false;
  }
  const code = character.charCodeAt(0);
  return code < 128 ? isAsciiWordCode(code) : LETTER_OR_DIGIT.test(character);
}

/** isWordCharacter of the character at `index` of `text` (false outside it), without a string for ASCII. */
export function isWordCharacterAt(text: string, index: number): boolean {
  if (index < 0 || index >= text.length) {
    return false;
  }
  const code = text.charCodeAt(index);
  return code < 128 ? isAsciiWordCode(code) : LETTER_OR_DIGIT.test(text[index]);
}
