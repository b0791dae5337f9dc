// `@reality-draft/kit/entry`: the kit modules the shell's entry script may use before the shared
// modules are negotiated (issue 29, data before code): none imports React, Redux or the router, so
// the page's first reads leave as soon as the entry runs. The API client takes their answers.
export { apiRoute } from './src/api/apiRoute';
export { apiPath } from './src/api/routeRequest';
export { chooseToken } from './src/api/chooseToken';
export { FIRST_READ_HOLD_MS, sendEarlyRead, type ApiAnswer } from './src/api/earlyReads';
export { resumeFromPage } from './src/push/pagePosition';
export { readSession, readTokens, type KeyValueStorage } from './src/session/sessionStorage';
