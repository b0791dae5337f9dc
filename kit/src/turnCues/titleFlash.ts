// The title cue (docs/drafts.md#turn-cues): the tab's title alternates between "(Your turn) <title>"
// and the title itself. Whatever the page names itself meanwhile stays the title underneath.
export const TITLE_CUE = '(Your turn) ';
export const FLASH_MS = 1000;

export function baseTitle(title: string): string {
  return title.startsWith(TITLE_CUE) ? title.slice(TITLE_CUE.length) : title;
}

export function flashedTitle(title: string, lit: boolean): string {
  return lit ? TITLE_CUE + baseTitle(title) : baseTitle(title);
}
