const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * True for a letter or digit (any script). ASCII is classified without the regular expression:
 * highlights and phrase checks call this for every character they read.
 */
export function isWordCharacter(character: string | undefined): boolean {
  if (character === undefined) {
    return false;
  }
  const code = character.charCodeAt(0);
  if (code < 128) {
    return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
  }
  return LETTER_OR_DIGIT.test(character);
}
