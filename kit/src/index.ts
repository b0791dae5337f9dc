// @reality-draft/kit — the shared frontend library. It is a Module Federation singleton: the shell
// and every remote get this one instance (one API slice, one session store, one toast store).
// Only import it as '@reality-draft/kit' (deep imports would not be shared).

// API
export { api, TAG_TYPES } from './api/apiSlice';
export type { ApiExtraOptions } from './api/baseQuery';
export { sendRequest, type RequestArgs, type RequestResult } from './api/request';
export { API_PREFIX, apiPath, apiRoute, type ApiAnswer, type ApiArgs, type ApiBody, type ApiRouteId, type ApiService } from './api/apiRoute';
export { identityRoute } from './api/identityRoute';
export { chooseToken, prefersPlayerToken } from './api/chooseToken';
export { errorMessage, errorStatus, formatErrorText, isApiError, isNetworkError, type ApiError, type ApiErrorStatus } from './api/apiError';

// Session
export type { AdminRecord, PlayerRecord, Role, Session, SessionTokens } from './session/types';
export { ADMIN_DATA_KEY, ADMIN_TOKEN_KEY, PLAYER_DATA_KEY, PLAYER_TOKEN_KEY } from './session/sessionKeys';
export { getSession, getTokens, sessionActions, subscribeSession, useSession } from './session/sessionStore';
export { sessionApi, ADMIN_CHECK_CACHE_SECONDS } from './session/sessionApi';
export { useAdminCheck, type AdminCheck } from './session/useAdminCheck';
export { useCurrentPlayer, type CurrentPlayer } from './session/useCurrentPlayer';
export { useLogout } from './session/useLogout';
export { replacedTokens, revokeToken } from './session/revokeToken';
export { syncApiWithSession } from './session/syncApiWithSession';
export { sessionPerson } from './session/sessionPerson';
export { LOGIN_DESTINATION, START_PAGE } from './session/startPages';

// Identity
export { displayName, fullName, initials, roleWord, type NamedPerson } from './identity/displayName';

// Toasts
export { toast, dismissToast } from './toast/toast';
export { Toaster } from './toast/Toaster';
export type { ToastInput, ToastItem, ToastVariant } from './toast/toastStore';
export { useToastHold, useToastsHeld } from './toast/useToastHold';
export { KEEP_CLEAR_OF_TOASTS } from './toast/toastPlacement';

// UI
export { cn } from './ui/cn';
export { buttonClasses, type ButtonSize, type ButtonVariant } from './ui/buttonClasses';
export { Button, type ButtonProps } from './ui/Button';
export { Spinner } from './ui/Spinner';
export { LoadingState } from './ui/LoadingState';
export { EmptyNotice, ErrorNotice } from './ui/Notices';
export { ReadStates, type ReadStatesProps } from './ui/ReadStates';
export { ShowMoreButton } from './ui/ShowMoreButton';
export { useShownPage } from './ui/useShownPage';
export { Card, CardBody, CardHeader, SectionCard } from './ui/Card';
export { StatusCard, type StatusCardProps } from './ui/StatusCard';
export { Badge, type BadgeTone } from './ui/Badge';
export { Field, inputClasses, type FieldProps } from './ui/Field';
export { UserAvatar } from './ui/UserAvatar';
export { Dialog, type DialogProps } from './ui/Dialog';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './ui/Tabs';
export { BrandMark, PRODUCT_NAME, PRODUCT_SUBTITLE } from './ui/BrandMark';
export { PageHeader } from './ui/PageHeader';
export { BackLink, PLAYER_DASHBOARD_PATH } from './ui/BackLink';
export { PlayerPageHeader } from './ui/PlayerPageHeader';
export { RemoteScope, usePortalContainer, withRemoteScope } from './ui/RemoteScope';
export { IconTile } from './ui/IconTile';
export { SPOILER_CHIP_CLASSES, SpoilerChipContent } from './ui/SpoilerChip';
export { ShowIcon, ShowIconTile, SHOW_ICONS } from './ui/ShowIcon';
export { SelectField, type SelectFieldProps } from './ui/SelectField';
export { ConfirmDialog, type ConfirmDialogProps } from './ui/ConfirmDialog';
export { ImageFileField, type ImageFileFieldProps } from './ui/ImageFileField';
export { JoinCodeChip, type JoinCodeChipLook, type JoinCodeChipProps } from './ui/JoinCodeChip';

// Turn cues (docs/drafts.md#turn-cues): the per-device settings, the allow button's action, the chime
export { cueOn, parseTurnCueSettings, TURN_CUES, TURN_CUES_KEY, type TurnCue, type TurnCueSettings } from './turnCues/turnCueSettings';
export { getTurnCueSettings, setTurnCue, useTurnCueSettings } from './turnCues/turnCueStore';
export { allowTurnAlerts, notificationPermission, type NotificationAllowance } from './turnCues/allowTurnAlerts';
export { playChime, type ChimeKind } from './turnCues/chime';
// The cues themselves, for the room and for the shell on every other page
export { TurnCues } from './turnCues/TurnCues';
export { useTurnCues, type TurnCueInput } from './turnCues/useTurnCues';
export {
  attentionStage,
  cueDue,
  HURRY_AT_S,
  NO_CUES,
  stageOf,
  turnAnnouncement,
  turnKey,
  turnNotice,
  type CueMemory,
  type CueStage,
  type PageVisibility,
  type TurnMoment,
} from './turnCues/turnCueRules';
export { baseTitle, flashedTitle, FLASH_MS, TITLE_CUE } from './turnCues/titleFlash';
export { dottedFavicon, DOT_COLOURS } from './turnCues/faviconDot';
export { showTurnNotification } from './turnCues/turnNotification';
export { HIDDEN_SETTLE_MS, usePageVisibility } from './turnCues/usePageVisibility';
export { useTitleFlash } from './turnCues/useTitleFlash';
export { useFaviconDot } from './turnCues/useFaviconDot';

// Web Push on this device (issue 28 §2): the account menu's switch
export { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL, webPushSupported, type WebPushOutcome, type WebPushState } from './webPush/webPushDevice';
export { refreshWebPushState, switchWebPush, useWebPushState, WEB_PUSH_TEXT } from './webPush/webPushStore';

// Navigation
export { useNavigateLater, type NavigateLater } from './routing/useNavigateLater';

// Push stream (server-sent change notices) and the server clock
export { PushStream } from './push/PushStream';
export { usePushTopics, usePushConnected, usePollingInterval, useLivePolling } from './push/pushHooks';
export { useServerNow } from './push/useServerNow';
export { serverNow } from './push/serverClock';
export { resumeFromPage } from './push/pagePosition';

// Catalogue and drafts (shared by mf-drafts, mf-player and mf-admin)
export * from './catalog/catalogApi';
export { CastPhoto, castInitials, castPlaceholder, PHOTO_COMING_SOON, type CastPhotoProps } from './catalog/CastPhoto';
export { PAIRING_LABELS, pairingLabel, type PairingLabel } from './catalog/pairingLabel';
export { CAST_OUT_LABELS, CAST_OUT_WORDS, castOutLabel, castOutLine } from './catalog/castOutLabel';
export { eliminationFailure, eliminationSuccess } from './catalog/eliminationToasts';
export { OUT_LATER_TEXT, OutLaterReveal, useGuardedElimination, type GuardedElimination } from './catalog/guardedElimination';
export { PLAYER_SHOW_PAGES, type PlayerShowPages } from './catalog/playerShowPages';
export {
  castPhotoPath,
  photoFileProblem,
  photoUploadApi,
  putPhotoFile,
  uploadFailureToast,
  PHOTO_ACCEPT,
  PHOTO_LIMITS_TEXT,
  PHOTO_TYPES,
  UPLOAD_FAILED,
  useSetCastPhotoMutation,
  type CastPhotoTarget,
} from './catalog/photoUpload';
export { uploadCastPhoto, useCastPhoto, type CastPhotoActions, type PhotoUploadResult } from './catalog/photoUploadFlow';
export { useChosenPhoto, type ChosenPhoto } from './catalog/photoUploadChoice';
export { CastPhotoField } from './catalog/CastPhotoField';
export * from './drafts/draftsApi';
export * from './minigames/miniGamesApi';
export {
  canPlayGame,
  gameTypeName,
  isGameCompleted,
  orderPlayerGames,
  playerGamePath,
  playerGameStage,
  playerGameStatusText,
  type PlayerGameStage,
} from './minigames/playerGameStatus';
export { groupByGame, leaderboardPlayerName, showGameGroups, TOP_TIMES, type MiniGameGroup } from './minigames/leaderboardGroups';
export {
  MINI_GAME_LEADERBOARD_POLL_MS,
  MINI_GAME_TOPICS,
  PLAYER_MINI_GAMES_POLL_MS,
  useMiniGameLeaderboardList,
  usePlayerMiniGameList,
} from './minigames/useMiniGameLists';
export { formatGameTime } from './minigames/gameTime';
export { rankIconKind, type RankIconKind } from './minigames/rankIconKind';
export { RankIcon, type RankIconProps } from './minigames/RankIcon';
export { elapsedSeconds, localStartOf, type AttemptClock } from './minigames/gameClock';
export { GAME_TICK_MS, useElapsedSeconds } from './minigames/useElapsedSeconds';
export { GameStat } from './minigames/GameStat';
export { useSavedMoves } from './minigames/useSavedMoves';
export { useSolveClock, type SolveClockOptions } from './minigames/useSolveClock';
export { ATTEMPT_MESSAGES } from './minigames/attemptMessages';
export { dateTimeFormat, shortDateText } from './dates/dateText';
export * from './drafts/draftText';
export { INVALID_JOIN_CODE_TOAST, JOIN_REDIRECT_DELAY_MS, isCompleteJoinCode, joinFailureToast, joinSuccessToast, normalizeJoinCode } from './drafts/joinRules';
export { useJoinDraft, type JoinDraft } from './drafts/useJoinDraft';
export { INVITE_ROUTE, inviteLink, invitePath } from './drafts/inviteLink';
export { CopyInviteLinkButton } from './drafts/CopyInviteLinkButton';
export { draftResultsPath, draftRoomPath, draftStandingsPath, leaguePath } from './drafts/roomPaths';
export { DRAFT_STATUS_TONES } from './drafts/draftStatusTones';
export { chooseLeague, MINI_GAME_LEADERBOARD_PATH, MINI_GAMES_TAB, orderLeagues, type ViewedLeague } from './standings/leagues';
export { readViewedLeague, rememberViewedLeague } from './standings/viewedLeague';
export { useLeagues, type Leagues } from './standings/useLeagues';
export { spoilerGuardApi, useSpoilerGuardQuery, useWatchedThrough } from './standings/spoilerGuardApi';
export { recapsApi, recapTags, useLeagueRecapsQuery, type RecapsArgs } from './league/recapsApi';
export { RECAP_TOPICS, RECAPS_POLL_MS, useLiveLeagueRecaps, useRevealedRecaps } from './league/useLeagueRecaps';
export { LeaderboardTabs, type LeaderboardTabsProps } from './standings/LeaderboardTabs';
export { sharedRankText, signedPointsText } from './standings/standingText';
export { ADMIN_STATUS_LABELS, PLAYER_STATUS_LABELS } from './drafts/draftStatusLabels';
export { DRAFT_ACTION_FAILURES } from './drafts/draftActionFailures';
export { countOf, playerCount } from './drafts/draftCounts';
export { RESTART_DRAFT_QUESTION, RESTART_DRAFT_TITLE, RestartDraftDialog, type RestartDraftDialogProps } from './drafts/RestartDraftDialog';
export { DRAFT_LIST_POLL_MS, useDraftListPolling } from './drafts/useDraftListPolling';
export { useScheduleDraft } from './drafts/useScheduleDraft';
export { StartTimeFields, useStartTimeInputs, type StartTimeInputs } from './drafts/StartTimeFields';
