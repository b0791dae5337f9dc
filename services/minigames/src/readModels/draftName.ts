import { SHOW_NAMES, type ShowType } from '@reality-draft/events';

/** How a draft is named in the send dialog and the answers: 'Big Brother #ABC234'. */
export const draftName = (draft: { showType: ShowType; joinCode: string }) => `${SHOW_NAMES[draft.showType]} #${draft.joinCode}`;
