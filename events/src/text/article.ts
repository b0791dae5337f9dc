/** The indefinite article of an English word, with the word: "an episode", "a week", "an hour". */
const VOWEL_SOUND = /^(?:[aeio]|u(?!ni|se|su|ro|ti)|hour|honest|honou?r)/i;

export const withArticle = (word: string): string => `${VOWEL_SOUND.test(word) ? 'an' : 'a'} ${word}`;
